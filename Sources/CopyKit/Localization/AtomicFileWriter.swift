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
        if manager.fileExists(atPath: target),
            access(target, W_OK) != 0 || (permissions.map { $0.intValue & 0o222 == 0 } ?? false)
        {
            throw LocalizationFileError(path: path, message: "the file is read-only; not changed")
        }
        // The bytes are handed over without a copy: a large catalog is not held twice.
        let created = bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return manager.createFile(atPath: temporary, contents: Data()) }
            let contents = Data(
                bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: buffer.count, deallocator: .none)
            return manager.createFile(atPath: temporary, contents: contents)
        }
        guard created else {
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
