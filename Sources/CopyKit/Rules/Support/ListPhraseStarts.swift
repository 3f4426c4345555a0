/// The first words of the multi-word entries of some lexicon lists, as a bit per word of the
/// lexicon's word table: words whose first word has its bit clear are none of those entries,
/// told without joining them to look the phrase up.
struct ListPhraseStarts: Sendable {
    private let bits: [UInt64]
    /// Some entry starts with a word the word table lacks: a word it lacks may start one.
    private let someStartIsUnknown: Bool

    /// The starts of the multi-word entries in any of the lists of `mask` (``LexiconList/bit``s).
    init(lexicon: Lexicon, mask: UInt64) {
        let table = lexicon.table
        var bits = [UInt64](repeating: 0, count: (table.count + 63) / 64)
        var someStartIsUnknown = false
        for id in table.lists.indices where table.lists[id] & mask != 0 {
            let entry = table.word(Int32(id))
            guard let space = entry.utf8.firstIndex(of: 0x20) else { continue }
            if let first = table.id(exactly: entry[..<space]) {
                bits[Int(first) >> 6] |= 1 << UInt64(Int(first) & 63)
            } else {
                someStartIsUnknown = true
            }
        }
        self.bits = bits
        self.someStartIsUnknown = someStartIsUnknown
    }

    /// Whether a word already looked up may start a multi-word entry.
    @inline(__always)
    func mayStart(_ word: LexiconWord) -> Bool {
        guard word.isKnown else { return someStartIsUnknown }
        let id = Int(word.id)
        return id >> 6 < bits.count && bits[id >> 6] & (1 << UInt64(id & 63)) != 0
    }
}
