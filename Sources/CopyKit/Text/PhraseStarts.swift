/// The words that start some multi-word phrases, as a bit per word of the lexicon's word table:
/// a word whose bit is clear starts none, told without joining or looking up any phrase.
struct PhraseStarts: Sendable {
    /// The first words (a word the table lacks counts for every such word).
    private let starts: WordIDBits

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
        starts = WordIDBits(lexicon: lexicon, words: firstWords)
    }

    /// Whether a word already looked up may start one of the phrases.
    @inline(__always)
    func mayStart(_ word: LexiconWord) -> Bool { starts.mayHold(word) }
}

/// Words of the lexicon as a bit per word id of its word table: a word whose bit is clear is
/// none of them, told without looking it up again.
struct WordIDBits: Sendable {
    private let bits: [UInt64]
    /// Some of the words is one the word table lacks: a word it lacks may be one of them.
    private let someWordIsUnknown: Bool

    init(lexicon: Lexicon, words: some Sequence<LexiconWord>) {
        var bits = [UInt64](repeating: 0, count: (lexicon.table.count + 63) / 64)
        var someWordIsUnknown = false
        for word in words {
            if word.isKnown {
                bits[Int(word.id) >> 6] |= 1 << UInt64(Int(word.id) & 63)
            } else {
                someWordIsUnknown = true
            }
        }
        self.bits = bits
        self.someWordIsUnknown = someWordIsUnknown
    }

    /// Whether a word already looked up may be one of the words.
    @inline(__always)
    func mayHold(_ word: LexiconWord) -> Bool {
        guard word.isKnown else { return someWordIsUnknown }
        let id = Int(word.id)
        return id >> 6 < bits.count && bits[id >> 6] & (1 << UInt64(id & 63)) != 0
    }
}
