import Dispatch
import Foundation

extension ConcurrentMapping {
    /// The run length `produceInOrder` splits `count` elements into: at least four runs a core,
    /// of `minimumRun` to `maximumRun` elements.
    static func runLength(of count: Int, minimumRun: Int, maximumRun: Int) -> Int {
        Swift.max(minimumRun, Swift.min(maximumRun, count / Swift.max(1, cores * 4)))
    }

    /// Calls `produce` on each run of `count` elements (`runLength` long, the last shorter),
    /// spread over the cores, and hands each result to `consume` in run order as soon as it and
    /// every run before it are done. No core waits for the others between runs (a batch at a
    /// time would idle all but the slowest at every batch's end), and a result is held only
    /// until the ones before it are consumed. `consume` is called on the thread that finished
    /// the run letting it go, one call at a time under a lock, so it needs no lock of its own.
    static func produceInOrder<Result>(
        count: Int, runLength: Int, _ produce: @Sendable (Range<Int>) -> Result, consume: (Result) -> Void
    ) {
        guard count > 0 else { return }
        let runCount = (count + runLength - 1) / runLength
        @Sendable func run(_ index: Int) -> Range<Int> { index * runLength..<Swift.min((index + 1) * runLength, count) }
        guard cores > 1, runCount > 1 else {
            for index in 0..<runCount { consume(produce(run(index))) }
            return
        }
        // Results done ahead of their turn wait in `pending`; `next` is the run to consume next.
        // Both are touched only with the mutex held.
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        defer {
            pthread_mutex_destroy(mutex)
            mutex.deallocate()
        }
        let pending = UnsafeMutablePointer<Result?>.allocate(capacity: runCount)
        pending.initialize(repeating: nil, count: runCount)
        defer {
            pending.deinitialize(count: runCount)
            pending.deallocate()
        }
        var next = 0
        withoutActuallyEscaping(consume) { consume in
            withUnsafeMutablePointer(to: &next) { next in
                nonisolated(unsafe) let consume = consume
                nonisolated(unsafe) let next = next
                nonisolated(unsafe) let pending = pending
                nonisolated(unsafe) let mutex = mutex
                DispatchQueue.concurrentPerform(iterations: runCount) { index in
                    let result = produce(run(index))
                    pthread_mutex_lock(mutex)
                    defer { pthread_mutex_unlock(mutex) }
                    pending[index] = result
                    while next.pointee < runCount, let ready = pending[next.pointee].take() {
                        consume(ready)
                        next.pointee += 1
                    }
                }
            }
        }
    }
}
