/// Tables derived from a lexicon (phrase tables with their words' ids, participles, closed
/// compounds), built on first use and kept for that lexicon: asking again is an identity check
/// and a name compare, not a compare of the lists they came from. Only the last lexicon asked
/// for is kept.
final class LexiconDerived<Value: Sendable>: Sendable {
    /// The lexicon the tables are for (held, so that its identity stays unique while they are
    /// kept) and the tables by name.
    private let kept = Locked<(lexicon: Lexicon?, values: [(name: String, value: Value)])>((nil, []))
    private let build: @Sendable (Lexicon, String) -> Value

    /// `build` makes the table named `name` (a lexicon list, say) for a lexicon.
    init(build: @escaping @Sendable (Lexicon, String) -> Value) { self.build = build }

    /// The table named `name` for `lexicon`, built on first use.
    func value(for lexicon: Lexicon, name: String = "") -> Value {
        let hit = kept.withLock { kept -> Value? in
            guard kept.lexicon === lexicon else { return nil }
            return kept.values.first { $0.name == name }?.value
        }
        if let hit { return hit }
        let built = build(lexicon, name)
        kept.withLock { kept in
            if kept.lexicon !== lexicon { kept = (lexicon, []) }
            if !kept.values.contains(where: { $0.name == name }) { kept.values.append((name, built)) }
        }
        return built
    }
}
