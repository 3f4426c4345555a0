import Foundation

/// Replaces a file's content atomically: the bytes go to a temporary file in the same directory,
/// which gets the original's permissions and is then renamed over it, so readers see the old
/// file or the new one, never a partial one. Symbolic links are followed.
public enum AtomicFileWriter {
    public static func write(_ bytes: [UInt8], to path: String) throws(LocalizationFileError) {
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let directory = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        let temporary =
            (directory.isEmpty ? "." : directory) + "/.\(name).alertcopy-\(ProcessInfo.processInfo.processIdentifier)-"
            + UUID().uuidString.prefix(8)
        let manager = FileManager.default
        let permissions = (try? manager.attributesOfItem(atPath: target))?[.posixPermissions] as? NSNumber
        guard manager.createFile(atPath: temporary, contents: Data(bytes)) else {
            throw LocalizationFileError(path: path, message: "cannot write a temporary file in \(directory)")
        }
        do {
            if let permissions {
                try manager.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary)
            }
        } catch {
            try? manager.removeItem(atPath: temporary)
            throw LocalizationFileError(path: path, message: "cannot set permissions: \(error.localizedDescription)")
        }
        guard rename(temporary, target) == 0 else {
            let reason = String(cString: strerror(errno))
            try? manager.removeItem(atPath: temporary)
            throw LocalizationFileError(path: path, message: "cannot replace the file: \(reason)")
        }
    }
}
