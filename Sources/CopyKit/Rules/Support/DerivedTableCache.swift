import Foundation

/// A table derived from lexicon lists, built once and reused while the lists stay the same
/// (an array compare is a buffer-identity check when the lexicon has not changed).
final class DerivedTableCache<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var source: [[String]]?
    private var value: Value?
    private let build: @Sendable ([[String]]) -> Value

    init(build: @escaping @Sendable ([[String]]) -> Value) { self.build = build }

    /// The table for these lists, built on first use.
    func value(for lists: [[String]]) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let source, let value, source == lists { return value }
        let built = build(lists)
        source = lists
        value = built
        return built
    }
}
