import Dispatch
import Foundation

extension Array where Element: Sendable {
    /// `map` spread over the machine's cores in contiguous chunks, results in order. Arrays of
    /// fewer than two `minimumChunk`s, and single-core machines, map on the calling thread.
    public func concurrentMap<Result: Sendable>(
        minimumChunk: Int = 64, _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        let cores = ConcurrentMapping.cores
        guard cores > 1, count >= minimumChunk * 2 else { return map(transform) }
        let chunks = Swift.min(cores * 4, (count + minimumChunk - 1) / minimumChunk)
        let chunkSize = (count + chunks - 1) / chunks
        let slots = ResultSlots<Result>(count: count)
        withUnsafeBufferPointer { buffer in
            nonisolated(unsafe) let elements = buffer
            DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
                let start = chunk * chunkSize
                let end = Swift.min(start + chunkSize, elements.count)
                guard start < end else { return }
                for index in start..<end { slots.initialize(index, to: transform(elements[index])) }
            }
        }
        return slots.collected()
    }
}

/// How many cores a run may use, read once.
enum ConcurrentMapping {
    static let cores = ProcessInfo.processInfo.activeProcessorCount
}

/// Write-once slots filled from several threads, each slot by exactly one of them.
private final class ResultSlots<Value>: @unchecked Sendable {
    private let storage: UnsafeMutablePointer<Value>
    private let count: Int

    init(count: Int) {
        self.count = count
        storage = .allocate(capacity: count)
    }

    /// Moves `value` into slot `index` (no copy to retain and original to release).
    func initialize(_ index: Int, to value: consuming Value) { (storage + index).initialize(to: value) }

    /// The values, moved out; every slot must have been initialized.
    func collected() -> [Value] {
        Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            buffer.baseAddress!.moveInitialize(from: storage, count: count)
            initialized = count
        }
    }

    deinit { storage.deallocate() }
}
