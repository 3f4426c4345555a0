/// Copies of a value for the workers of a run (``Linter/copyForThread()``), each made when its
/// worker first asks and kept for the run: worker 0 gets the value itself, and a run that maps
/// its items in several batches gives each worker the same copy every time.
public final class ThreadCopies<Value: Sendable>: Sendable {
    private let original: Value
    private let makeCopy: @Sendable (Value) -> Value
    private let copies = Locked<[Value]>([])

    /// `copy` makes a copy of `original` for one more worker.
    public init(_ original: Value, copy: @escaping @Sendable (Value) -> Value) {
        self.original = original
        self.makeCopy = copy
    }

    /// The value for worker `number`: the original for 0, its own copy for any other.
    public func value(forWorker number: Int) -> Value {
        guard number > 0 else { return original }
        return copies.withLock { copies in
            while copies.count < number { copies.append(makeCopy(original)) }
            return copies[number - 1]
        }
    }
}

extension ThreadCopies where Value == Linter {
    /// Copies of `linter`, each with a text engine of its own (``Linter/copyForThread()``).
    public convenience init(_ linter: Linter) {
        self.init(linter) { $0.copyForThread() }
    }
}
