import Foundation

/// Tables derived from a lexicon (phrase tables with their words' ids), built on first use and
/// kept for that lexicon: asking again is an identity check and a name compare, not a compare
/// of the lists they came from. Only the last lexicon asked for is kept.
final class LexiconDerived<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    /// Held, so that its identity stays unique while its tables are kept.
    private var lexicon: Lexicon?
    private var values: [(name: String, value: Value)] = []
    private let build: @Sendable (Lexicon, String) -> Value

    /// `build` makes the table named `name` (a lexicon list, say) for a lexicon.
    init(build: @escaping @Sendable (Lexicon, String) -> Value) { self.build = build }

    /// The table named `name` for `lexicon`, built on first use.
    func value(for lexicon: Lexicon, name: String = "") -> Value {
        lock.lock()
        if self.lexicon === lexicon, let hit = values.first(where: { $0.name == name }) {
            lock.unlock()
            return hit.value
        }
        lock.unlock()
        let built = build(lexicon, name)
        lock.lock()
        if self.lexicon !== lexicon {
            self.lexicon = lexicon
            values = []
        }
        if !values.contains(where: { $0.name == name }) { values.append((name, built)) }
        lock.unlock()
        return built
    }
}
