#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A writer to a file descriptor. Standard output is buffered and flushed at exit (and when the
/// buffer fills); standard error is written through at once.
final class OutputWriter: @unchecked Sendable {
    private let descriptor: Int32
    private let capacity: Int
    private var buffer: [UInt8] = []
    private let lock = Lock()

    init(descriptor: Int32, capacity: Int) {
        self.descriptor = descriptor
        self.capacity = capacity
        buffer.reserveCapacity(capacity)
    }

    /// Whether the descriptor is a terminal.
    var isTerminal: Bool { isatty(descriptor) == 1 }

    /// Appends `text` and flushes when the buffer is full (or at once when unbuffered).
    func write(_ text: String) {
        lock.withLock {
            // A text larger than the buffer (a whole JSON report) goes straight out, uncopied.
            if text.utf8.count >= capacity,
                text.utf8.withContiguousStorageIfAvailable({ (bytes: UnsafeBufferPointer<UInt8>) -> Bool in
                    flushLocked()
                    writeAll(UnsafeRawBufferPointer(bytes))
                    return true
                }) == true
            {
                return
            }
            buffer.append(contentsOf: text.utf8)
            if buffer.count >= capacity { flushLocked() }
        }
    }

    /// Appends UTF-8 bytes; more than a buffer's worth goes straight out.
    func write(bytes: [UInt8]) { bytes.withUnsafeBufferPointer { write(buffer: $0) } }

    /// Appends UTF-8 bytes from memory the caller owns; more than a buffer's worth goes straight
    /// out, uncopied.
    func write(buffer bytes: UnsafeBufferPointer<UInt8>) {
        lock.withLock {
            if bytes.count >= capacity {
                flushLocked()
                writeAll(UnsafeRawBufferPointer(bytes))
                return
            }
            buffer.append(contentsOf: bytes)
            if buffer.count >= capacity { flushLocked() }
        }
    }

    /// Appends `text` and a newline.
    func line(_ text: String = "") { write(text + "\n") }

    /// Writes everything buffered.
    func flush() { lock.withLock { flushLocked() } }

    private func flushLocked() {
        buffer.withUnsafeBytes { writeAll($0) }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes every byte, retrying after interruptions; stops at the first real error.
    private func writeAll(_ bytes: UnsafeRawBufferPointer) {
        var offset = 0
        while offset < bytes.count {
            let rest = UnsafeRawBufferPointer(rebasing: bytes[offset...])
            #if canImport(Glibc) || canImport(Musl)
                let written = Glibc.write(descriptor, rest.baseAddress, rest.count)
            #else
                let written = Darwin.write(descriptor, rest.baseAddress, rest.count)
            #endif
            if written < 0 {
                if errno == EINTR { continue }
                break
            }
            offset += written
        }
    }
}

/// A minimal mutex over pthread, so the writers are safe to share.
private final class Lock: @unchecked Sendable {
    private var mutex = pthread_mutex_t()

    init() { pthread_mutex_init(&mutex, nil) }
    deinit { pthread_mutex_destroy(&mutex) }

    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return try body()
    }
}

/// Buffered standard output; `main` flushes it before exiting.
let standardOutput = OutputWriter(descriptor: 1, capacity: 1 << 16)
/// Unbuffered standard error.
let standardError = OutputWriter(descriptor: 2, capacity: 1)

/// Whether the human reporter may colour: standard output is a terminal and `NO_COLOR` is unset
/// (or empty), as https://no-color.org asks.
var colorAllowed: Bool {
    if let value = getenv("NO_COLOR"), value.pointee != 0 { return false }
    return standardOutput.isTerminal
}

/// Whether standard input is a terminal (no piped input).
var standardInputIsTerminal: Bool { isatty(0) == 1 }
