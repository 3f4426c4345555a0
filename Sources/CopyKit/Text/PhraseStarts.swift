/// The words that start a multi-word proper name (``Lexicon/properPhrases``), as a bit per word
/// of the lexicon's word table: a word whose bit is clear starts none, told without looking its
/// folded key up among the phrases.
struct PhraseStarts: Sendable {
    private let bits: [UInt64]
    /// Some phrase starts with a word the word table lacks: a word it lacks is looked up.
    private let someStartIsUnknown: Bool

    init(lexicon: Lexicon) {
        var bits = [UInt64](repeating: 0, count: (lexicon.table.count + 63) / 64)
        var someStartIsUnknown = false
        for first in lexicon.properPhrases.keys {
            let word = lexicon.word(folded: first)
            if word.isKnown {
                bits[Int(word.id) >> 6] |= 1 << UInt64(Int(word.id) & 63)
            } else {
                someStartIsUnknown = true
            }
        }
        self.bits = bits
        self.someStartIsUnknown = someStartIsUnknown
    }

    /// Whether a word already looked up may start a multi-word proper name.
    @inline(__always)
    func mayStart(_ word: LexiconWord) -> Bool {
        guard word.isKnown else { return someStartIsUnknown }
        let id = Int(word.id)
        return id >> 6 < bits.count && bits[id >> 6] & (1 << UInt64(id & 63)) != 0
    }
}
