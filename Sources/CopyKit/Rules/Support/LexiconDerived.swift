/// Tables derived from a lexicon (phrase tables with their words' ids, participles, closed
/// compounds), built on first use and kept for that lexicon: asking again is an identity check
/// and a name compare, not a compare of the lists they came from. A lexicon's thread copies
/// (``Lexicon/copyForThread()``) share its memo key and so its tables.
///
/// The tables of the embedded lexicon, which most runs read alone, are built with the first
/// use of the instance and kept for good: asking for them takes no lock. Of any other lexicon
/// only the last asked for is kept, behind a lock.
final class LexiconDerived<Value: Sendable>: Sendable {
    /// The embedded lexicon's tables by name, built at once.
    private let embedded: [(name: String, value: Value)]
    /// The embedded lexicon's table of the default name "", when built up front: asked for
    /// without a name compare.
    private let embeddedDefault: Value?
    /// The embedded lexicon's memo key (never another's).
    private let embeddedKey: MemoKey
    /// The memo key of the lexicon the other tables are for, and the tables by name.
    private let kept = Locked<(key: MemoKey?, values: [(name: String, value: Value)])>((nil, []))
    private let build: @Sendable (Lexicon, String) -> Value

    /// `build` makes the table named `name` (a lexicon list, say) for a lexicon; `names` are the
    /// tables built for the embedded lexicon up front (a name not among them is built on
    /// first use, as for any other lexicon).
    init(names: [String] = [""], build: @escaping @Sendable (Lexicon, String) -> Value) {
        self.build = build
        let lexicon = Lexicon.embedded
        embeddedKey = lexicon.memoKey
        embedded = names.map { ($0, build(lexicon, $0)) }
        embeddedDefault = embedded.first { $0.name.isEmpty }?.value
    }

    /// The table named `name` for `lexicon`, built on first use.
    func value(for lexicon: Lexicon, name: String = "") -> Value {
        let key = lexicon.memoKey
        if key == embeddedKey {
            if name.isEmpty, let embeddedDefault { return embeddedDefault }
            for entry in embedded where entry.name == name { return entry.value }
        }
        let hit = kept.withLock { kept -> Value? in
            guard kept.key == key else { return nil }
            return kept.values.first { $0.name == name }?.value
        }
        if let hit { return hit }
        let built = build(lexicon, name)
        kept.withLock { kept in
            if kept.key != key { kept = (key, []) }
            if !kept.values.contains(where: { $0.name == name }) { kept.values.append((name, built)) }
        }
        return built
    }
}
