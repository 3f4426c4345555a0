/// The identity under which answers are memoized on a text (``TextMemo``): a number no other
/// object of the process is ever given, so an answer kept for one object is never taken for
/// another's (not even one made later at the same address), and keeping it retains nothing.
struct MemoKey: Equatable, Sendable {
    private let value: UInt64

    /// A key never given before.
    static func unique() -> MemoKey {
        MemoKey(
            value: counter.withLock {
                $0 += 1
                return $0
            })
    }

    /// The last key given.
    private static let counter = Locked<UInt64>(0)
}

/// An object that answers memoized on a text are valid for (a lexicon, a sentence splitter, a
/// text engine), known by its ``MemoKey``.
protocol MemoOwner: AnyObject {
    var memoKey: MemoKey { get }
}
