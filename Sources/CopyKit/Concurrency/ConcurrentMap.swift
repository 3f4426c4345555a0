import Dispatch
import Foundation

extension Array where Element: Sendable {
    /// `map` spread over the machine's cores in contiguous chunks, results in order. Arrays of
    /// fewer than two `minimumChunk`s, and single-core machines, map on the calling thread.
    public func concurrentMap<Result: Sendable>(
        minimumChunk: Int = 64, _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        withUnsafeBufferPointer { ConcurrentMapping.map($0, minimumChunk: minimumChunk, transform) }
    }
}

extension Array where Element: Sendable {
    /// ``concurrentMap(minimumChunk:_:)`` whose transform makes each result in its slot of the
    /// array (uninitialized, to initialize): a large result is not copied on its way there.
    public func concurrentMap<Result: Sendable>(
        minimumChunk: Int = 64, initializing initialize: @Sendable (Element, UnsafeMutablePointer<Result>) -> Void
    ) -> [Result] {
        withUnsafeBufferPointer { ConcurrentMapping.map($0, minimumChunk: minimumChunk, initializing: initialize) }
    }
}

extension Array where Element: Sendable {
    /// ``concurrentMap(minimumChunk:_:)`` by workers, one a core, each with state of its own
    /// made by `worker` (given the worker's number, 0 for the first, the only one when the map
    /// runs on the calling thread): `transform` gets the state of the worker mapping the
    /// element. State each thread owns (a linter with its own text engine) is retained and
    /// released by that thread alone.
    public func concurrentMap<Worker, Result: Sendable>(
        minimumChunk: Int = 64, worker: @Sendable (Int) -> Worker,
        _ transform: @Sendable (inout Worker, Element) -> Result
    ) -> [Result] {
        withUnsafeBufferPointer { ConcurrentMapping.map($0, minimumChunk: minimumChunk, worker: worker, transform) }
    }
}

extension ArraySlice where Element: Sendable {
    /// ``Swift/Array/concurrentMap(minimumChunk:_:)`` of a slice, without copying it to an array.
    public func concurrentMap<Result: Sendable>(
        minimumChunk: Int = 64, _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        withUnsafeBufferPointer { ConcurrentMapping.map($0, minimumChunk: minimumChunk, transform) }
    }

    /// ``Swift/Array/concurrentMap(minimumChunk:worker:_:)`` of a slice, without copying it.
    public func concurrentMap<Worker, Result: Sendable>(
        minimumChunk: Int = 64, worker: @Sendable (Int) -> Worker,
        _ transform: @Sendable (inout Worker, Element) -> Result
    ) -> [Result] {
        withUnsafeBufferPointer { ConcurrentMapping.map($0, minimumChunk: minimumChunk, worker: worker, transform) }
    }
}

enum ConcurrentMapping {
    /// How many cores a run may use, read once.
    static let cores = ProcessInfo.processInfo.activeProcessorCount

    /// How many chunks a map makes a core (of `minimumChunk` elements at least): enough that the
    /// chunk to finish last keeps the other cores waiting for a small part of the map.
    static let chunksPerCore = 16

    /// The runs `count` alerts are reported in, in order: four a core, fewer when there are not
    /// `minimumRun` alerts for each; one run on a single core.
    static func runs(of count: Int, minimumRun: Int = 256) -> [Range<Int>] {
        let runs = cores > 1 ? Swift.min(cores * 4, count / minimumRun) : 1
        guard runs > 1 else { return count > 0 ? [0..<count] : [] }
        let runSize = (count + runs - 1) / runs
        return stride(from: 0, to: count, by: runSize).map { $0..<Swift.min($0 + runSize, count) }
    }

    /// The elements mapped in contiguous chunks over the cores, results in order.
    static func map<Element, Result: Sendable>(
        _ elements: UnsafeBufferPointer<Element>, minimumChunk: Int, _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        guard cores > 1, elements.count >= minimumChunk * 2 else { return elements.map(transform) }
        return map(elements, minimumChunk: minimumChunk) { element, slot in slot.initialize(to: transform(element)) }
    }

    /// The elements mapped in contiguous chunks over the cores, each result made in its slot.
    static func map<Element, Result: Sendable>(
        _ elements: UnsafeBufferPointer<Element>, minimumChunk: Int,
        initializing initialize: @Sendable (Element, UnsafeMutablePointer<Result>) -> Void
    ) -> [Result] {
        map(
            elements, minimumChunk: minimumChunk, worker: { _ in () },
            initializing: { _, element, slot in initialize(element, slot) })
    }

    /// The elements mapped by workers, one a core, each with its state (`makeWorker`).
    static func map<Element, Worker, Result: Sendable>(
        _ elements: UnsafeBufferPointer<Element>, minimumChunk: Int, worker makeWorker: @Sendable (Int) -> Worker,
        _ transform: @Sendable (inout Worker, Element) -> Result
    ) -> [Result] {
        map(elements, minimumChunk: minimumChunk, worker: makeWorker) { worker, element, slot in
            slot.initialize(to: transform(&worker, element))
        }
    }

    /// The elements mapped in contiguous chunks by workers, one a core, each with its state
    /// (`makeWorker`, given the worker's number: 0 for the first, the only one when the map runs on
    /// the calling thread) and taking the next chunk not yet taken until none is left; each
    /// result made in its slot. The results go straight into the array's storage, each slot
    /// written by one thread: no second buffer to fill and then copy on the calling thread (for
    /// 100,000 draft alerts, tens of megabytes of fresh pages faulted in while the other cores
    /// wait).
    static func map<Element, Worker, Result: Sendable>(
        _ elements: UnsafeBufferPointer<Element>, minimumChunk: Int, worker makeWorker: @Sendable (Int) -> Worker,
        initializing initialize: @Sendable (inout Worker, Element, UnsafeMutablePointer<Result>) -> Void
    ) -> [Result] {
        let count = elements.count
        guard cores > 1, count >= minimumChunk * 2 else {
            var worker = makeWorker(0)
            return [Result](unsafeUninitializedCapacity: count) { results, initialized in
                for index in 0..<count { initialize(&worker, elements[index], results.baseAddress! + index) }
                initialized = count
            }
        }
        let chunks = Swift.min(cores * chunksPerCore, (count + minimumChunk - 1) / minimumChunk)
        let chunkSize = (count + chunks - 1) / chunks
        nonisolated(unsafe) let elements = elements
        let taken = Locked(0)
        return [Result](unsafeUninitializedCapacity: count) { results, initialized in
            nonisolated(unsafe) let slots = results.baseAddress!
            DispatchQueue.concurrentPerform(iterations: Swift.min(cores, chunks)) { number in
                var worker = makeWorker(number)
                while let chunk = taken.withLock({ taken -> Int? in
                    guard taken < chunks else { return nil }
                    defer { taken += 1 }
                    return taken
                }) {
                    // The last chunks may start at the end or past it: chunks of the rounded-up
                    // size can cover the elements before the last chunk is reached.
                    let start = Swift.min(chunk * chunkSize, count)
                    for index in start..<Swift.min(start + chunkSize, count) {
                        initialize(&worker, elements[index], slots + index)
                    }
                }
            }
            initialized = count
        }
    }
}
