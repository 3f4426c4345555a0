import Foundation

#if canImport(Glibc)
    import Glibc

    private let systemRead = Glibc.read
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    import Darwin

    private let systemRead = Darwin.read
    private let systemWrite = Darwin.write
#endif

/// What identifies a file's content as read: device, inode, size and modification time. A file
/// replaced (renamed over) or rewritten after it was read has another identity.
public struct FileIdentity: Equatable, Sendable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modifiedSeconds: Int
    var modifiedNanoseconds: Int

    init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        size = Int64(status.st_size)
        #if canImport(Darwin)
            modifiedSeconds = Int(status.st_mtimespec.tv_sec)
            modifiedNanoseconds = Int(status.st_mtimespec.tv_nsec)
        #else
            modifiedSeconds = Int(status.st_mtim.tv_sec)
            modifiedNanoseconds = Int(status.st_mtim.tv_nsec)
        #endif
    }

    /// The identity of the file at `path` now, or nil when it cannot be examined.
    public static func of(path: String) -> FileIdentity? {
        var status = stat()
        return stat(path, &status) == 0 ? FileIdentity(status) : nil
    }
}

/// Reads a whole file through one descriptor, refusing it when it changed while being read.
public enum FileReader {
    /// The bytes of the file and its identity when read. Throws when it cannot be opened or read,
    /// is larger than `InputLimits.maximumFileSize`, or changed (size or time) during the read.
    public static func read(_ path: String) throws(LocalizationFileError) -> (bytes: [UInt8], identity: FileIdentity) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw LocalizationFileError(
                path: path, message: "cannot read the file: \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var before = stat()
        guard fstat(descriptor, &before) == 0, (before.st_mode & S_IFMT) == S_IFREG else {
            throw LocalizationFileError(path: path, message: "cannot read the file: not a regular file")
        }
        guard Int(before.st_size) <= InputLimits.maximumFileSize else {
            throw LocalizationFileError(
                path: path, location: SourceLocation(line: 1, column: 1),
                message:
                    "the file is \(before.st_size) bytes; alertcopy reads files up to \(InputLimits.maximumFileSize) bytes"
            )
        }
        // The file's size as its status gives it, read straight into the array (no chunk to clear
        // and copy per file), with room for one byte more: a file that grew since is read on below.
        var failure: Int32 = 0
        let expected = Int(before.st_size)
        var bytes = [UInt8](unsafeUninitializedCapacity: expected + 1) { buffer, initialized in
            var count = 0
            while count < buffer.count {
                let read = systemRead(descriptor, buffer.baseAddress! + count, buffer.count - count)
                if read < 0 && errno == EINTR { continue }
                if read < 0 { failure = errno }
                if read <= 0 { break }
                count += read
            }
            initialized = count
        }
        guard failure == 0 else {
            throw LocalizationFileError(
                path: path, message: "cannot read the file: \(String(cString: strerror(failure)))")
        }
        var chunk = [UInt8](repeating: 0, count: bytes.count > expected ? 1 << 16 : 0)
        while bytes.count > expected {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else {
                throw LocalizationFileError(
                    path: path, message: "cannot read the file: \(String(cString: strerror(errno)))")
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
            guard bytes.count <= InputLimits.maximumFileSize else {
                throw LocalizationFileError(
                    path: path, location: SourceLocation(line: 1, column: 1),
                    message: "the file grew past \(InputLimits.maximumFileSize) bytes while being read")
            }
        }
        var after = stat()
        guard fstat(descriptor, &after) == 0, FileIdentity(after) == FileIdentity(before),
            Int(after.st_size) == bytes.count
        else {
            throw LocalizationFileError(path: path, message: "the file changed while being read; not changed")
        }
        return (bytes, FileIdentity(before))
    }
}

extension FileReader {
    /// Every byte left to read from `descriptor` (standard input: a file redirected, a pipe, a
    /// terminal), read straight into the array: sized once by the file's status when it is a
    /// regular file, else grown by doubling as it fills. Throws the `errno` of a failed read.
    public static func readToEnd(descriptor: Int32) throws(ReadFailure) -> [UInt8] {
        var status = stat()
        let isFile = fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
        let position = isFile ? Int(lseek(descriptor, 0, SEEK_CUR)) : -1
        // One byte more than a regular file holds, so that its end is read without a new array.
        var capacity = isFile && position >= 0 ? Swift.max(Int(status.st_size) - position, 0) + 1 : 1 << 16
        var bytes: [UInt8] = []
        while true {
            var failure: Int32 = 0
            var ended = false
            let kept = bytes
            bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
                var count = kept.count
                kept.withUnsafeBufferPointer { kept in
                    if count > 0 { buffer.baseAddress!.update(from: kept.baseAddress!, count: count) }
                }
                while count < buffer.count {
                    let read = systemRead(descriptor, buffer.baseAddress! + count, buffer.count - count)
                    if read < 0 && errno == EINTR { continue }
                    if read < 0 { failure = errno }
                    if read <= 0 {
                        ended = true
                        break
                    }
                    count += read
                }
                initialized = count
            }
            guard failure == 0 else { throw ReadFailure(code: failure) }
            if ended { return bytes }
            capacity *= 2
        }
    }

    /// A read that failed, with its `errno`.
    public struct ReadFailure: Error, Sendable {
        public let code: Int32
        /// The system's description of the error.
        public var message: String { String(cString: strerror(code)) }
    }
}

/// Replaces a file's content atomically: the bytes go to a temporary file in the same directory
/// (`.NAME.alertcopy-PID-RANDOM`), which is flushed to disk, gets the original's permissions and
/// is then renamed over it, so readers see the old file or the new one, never a partial one.
/// Symbolic links are followed. A temporary file left by a process that was killed is removed
/// by the next write to the same file.
public enum AtomicFileWriter {
    /// Writes some bytes to a descriptor; returns the count written or -1 with `errno` set (the
    /// system `write`; tests pass one that fails like a full disk).
    public typealias ChunkWriter = (Int32, UnsafeRawBufferPointer) -> Int

    /// The marker in a temporary file's name, between the file's name and the writer's PID.
    static let temporaryMarker = ".alertcopy-"

    /// `original`: the identity of the file when it was read; when the file has been replaced or
    /// changed since, nothing is written and the error says so.
    public static func write(
        _ bytes: [UInt8], to path: String, replacing original: FileIdentity? = nil,
        writeChunk: ChunkWriter? = nil
    ) throws(LocalizationFileError) {
        let writeChunk =
            writeChunk ?? { descriptor, buffer in systemWrite(descriptor, buffer.baseAddress, buffer.count) }
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let directory = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        let folder = directory.isEmpty ? "." : directory
        removeStaleTemporaries(of: name, in: folder)
        var status = stat()
        let exists = stat(target, &status) == 0
        let permissions = exists ? mode_t(status.st_mode & 0o7777) : mode_t(0o644)
        if exists, access(target, W_OK) != 0 || permissions & 0o222 == 0 {
            throw LocalizationFileError(path: path, message: "the file is read-only; not changed")
        }
        let random = String(UInt32.random(in: 0...UInt32.max), radix: 16)
        let temporary = folder + "/.\(name)\(temporaryMarker)\(getpid())-\(random)"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw LocalizationFileError(
                path: path, message: "cannot write a temporary file in \(folder): \(String(cString: strerror(errno)))")
        }
        func fail(_ message: String) -> LocalizationFileError {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            unlink(temporary)
            return LocalizationFileError(path: path, message: "\(message): \(reason); not changed")
        }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                writeChunk(
                    descriptor,
                    UnsafeRawBufferPointer(rebasing: buffer[written..<min(bytes.count, written + (1 << 20))]))
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                if count == 0 { errno = EIO }
                throw fail("cannot write the file")
            }
            written += count
        }
        guard fchmod(descriptor, permissions) == 0 else { throw fail("cannot set the file's permissions") }
        guard fsync(descriptor) == 0 else { throw fail("cannot write the file") }
        close(descriptor)
        if let original, FileIdentity.of(path: target) != original {
            unlink(temporary)
            throw LocalizationFileError(
                path: path, message: "the file was replaced or changed while alertcopy worked on it; not changed")
        }
        guard rename(temporary, target) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw LocalizationFileError(path: path, message: "cannot replace the file: \(reason); not changed")
        }
    }

    /// Removes `.NAME.alertcopy-PID-…` files whose process no longer runs (killed mid-write).
    static func removeStaleTemporaries(of name: String, in directory: String) {
        let prefix = "." + name + temporaryMarker
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for entry in entries where entry.hasPrefix(prefix) {
            let rest = entry.dropFirst(prefix.count)
            guard let dash = rest.firstIndex(of: "-"), let pid = pid_t(rest[..<dash]) else { continue }
            if pid != getpid(), kill(pid, 0) != 0, errno == ESRCH { unlink(directory + "/" + entry) }
        }
    }
}
