/// The words that start some multi-word phrases, as a bit per word of the lexicon's word table:
/// a word whose bit is clear starts none, told without joining or looking up any phrase.
struct PhraseStarts: Sendable {
    private let bits: [UInt64]
    /// Some phrase starts with a word the word table lacks: a word it lacks may start one.
    private let someStartIsUnknown: Bool

    /// The first words of the multi-word proper names (``Lexicon/properPhrases``).
    init(lexicon: Lexicon) {
        self.init(lexicon: lexicon, firstWords: lexicon.properPhrases.keys.lazy.map { lexicon.word(folded: $0) })
    }

    /// The first words of the multi-word entries in any of the lists of `mask` (``LexiconList/bit``s).
    init(lexicon: Lexicon, entriesOfLists mask: UInt64) {
        let table = lexicon.table
        let firstWords = table.lists.indices.lazy.filter { table.lists[$0] & mask != 0 }.compactMap {
            id -> LexiconWord? in
            let entry = table.word(Int32(id))
            guard let space = entry.utf8.firstIndex(of: 0x20) else { return nil }
            return lexicon.word(folded: entry[..<space])
        }
        self.init(lexicon: lexicon, firstWords: firstWords)
    }

    private init(lexicon: Lexicon, firstWords: some Sequence<LexiconWord>) {
        var bits = [UInt64](repeating: 0, count: (lexicon.table.count + 63) / 64)
        var someStartIsUnknown = false
        for word in firstWords {
            if word.isKnown {
                bits[Int(word.id) >> 6] |= 1 << UInt64(Int(word.id) & 63)
            } else {
                someStartIsUnknown = true
            }
        }
        self.bits = bits
        self.someStartIsUnknown = someStartIsUnknown
    }

    /// Whether a word already looked up may start one of the phrases.
    @inline(__always)
    func mayStart(_ word: LexiconWord) -> Bool {
        guard word.isKnown else { return someStartIsUnknown }
        let id = Int(word.id)
        return id >> 6 < bits.count && bits[id >> 6] & (1 << UInt64(id & 63)) != 0
    }
}
