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
    ///
    /// The runs are produced by workers, one a core, each with state of its own made by `worker`
    /// (given the worker's number, 0 for the first, which is the only one on a single core or
    /// for a single run): each worker takes the next run not yet taken until none is left, and
    /// `produce` gets the state of the worker running it.
    /// State that each thread owns (a linter with its own text engine) is retained and released
    /// by that thread alone.
    static func produceInOrder<Worker, Result>(
        count: Int, minimumRun: Int = 32, maximumRun: Int = 512, worker makeWorker: @Sendable (Int) -> Worker,
        _ produce: @Sendable (inout Worker, Range<Int>) -> Result, consume: (Result) -> Void
    ) {
        guard count > 0 else { return }
        let runLength = runLength(of: count, minimumRun: minimumRun, maximumRun: maximumRun)
        let runCount = (count + runLength - 1) / runLength
        @Sendable func run(_ index: Int) -> Range<Int> { index * runLength..<Swift.min((index + 1) * runLength, count) }
        guard cores > 1, runCount > 1 else {
            var worker = makeWorker(0)
            for index in 0..<runCount { consume(produce(&worker, run(index))) }
            return
        }
        // Results done ahead of their turn wait in `pending`; `next` is the run to consume next,
        // `taken` the runs a worker has taken.
        let state = Locked((pending: [Result?](repeating: nil, count: runCount), next: 0, taken: 0))
        /// The first run no worker has taken, now taken; nil when none is left.
        @Sendable func takeRun(_ taken: inout Int) -> Int? {
            guard taken < runCount else { return nil }
            defer { taken += 1 }
            return taken
        }
        withoutActuallyEscaping(consume) { consume in
            nonisolated(unsafe) let consume = consume
            DispatchQueue.concurrentPerform(iterations: Swift.min(cores, runCount)) { number in
                var worker = makeWorker(number)
                var index = state.withLock { takeRun(&$0.taken) }
                while let taken = index {
                    let result = produce(&worker, run(taken))
                    index = state.withLock { state in
                        state.pending[taken] = result
                        while state.next < runCount, let ready = state.pending[state.next].take() {
                            consume(ready)
                            state.next += 1
                        }
                        return takeRun(&state.taken)
                    }
                }
            }
        }
    }
}
