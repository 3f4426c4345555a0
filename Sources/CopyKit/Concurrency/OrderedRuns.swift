import Dispatch

extension ConcurrentMapping {
    /// The length of the runs `produceInOrder` splits `count` elements into: at least four runs
    /// a core, of `minimumRun` to `maximumRun` elements.
    static func runLength(of count: Int, minimumRun: Int, maximumRun: Int) -> Int {
        Swift.max(minimumRun, Swift.min(maximumRun, count / Swift.max(1, cores * 4)))
    }

    /// Calls `produce` on each run of `count` elements (``runLength(of:minimumRun:maximumRun:)``
    /// long, the last shorter), spread over the cores, and hands each result to `consume` in run
    /// order as soon as it and every run before it are done. No core waits for the others between
    /// runs (a batch at a time would idle all but the slowest at every batch's end), and a result
    /// is held only until the ones before it are consumed. `consume` is called on the thread that
    /// finished the run letting it go, one call at a time under a lock, so it needs no lock of its
    /// own.
    static func produceInOrder<Result>(
        count: Int, minimumRun: Int = 32, maximumRun: Int = 512, _ produce: @Sendable (Range<Int>) -> Result,
        consume: (Result) -> Void
    ) {
        guard count > 0 else { return }
        let runLength = runLength(of: count, minimumRun: minimumRun, maximumRun: maximumRun)
        let runCount = (count + runLength - 1) / runLength
        @Sendable func run(_ index: Int) -> Range<Int> { index * runLength..<Swift.min((index + 1) * runLength, count) }
        guard cores > 1, runCount > 1 else {
            for index in 0..<runCount { consume(produce(run(index))) }
            return
        }
        // Results done ahead of their turn wait in `pending`; `next` is the run to consume next.
        let state = Locked((pending: [Result?](repeating: nil, count: runCount), next: 0))
        withoutActuallyEscaping(consume) { consume in
            nonisolated(unsafe) let consume = consume
            DispatchQueue.concurrentPerform(iterations: runCount) { index in
                let result = produce(run(index))
                state.withLock { state in
                    state.pending[index] = result
                    while state.next < runCount, let ready = state.pending[state.next].take() {
                        consume(ready)
                        state.next += 1
                    }
                }
            }
        }
    }
}
