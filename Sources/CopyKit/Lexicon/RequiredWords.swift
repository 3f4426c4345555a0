/// The words each pattern of a table needs a text to hold: a text that lacks one of a pattern's
/// words cannot match that pattern anywhere, so the pattern is not tried, and a text that holds
/// every word of no pattern is passed over at once.
///
/// Words are found as patterns compare them (``LexiconKey/matches(_:folded:)``): by lexicon id
/// when the lexicon knows the word, by folded text otherwise.
struct RequiredWords: Sendable {
    /// Each pattern's required words as a bit set of ``setWordCount`` words, one pattern's set
    /// after another.
    private let masks: [UInt64]
    /// The bit number of each word the lexicon knows, by its id; -1 for a word no pattern needs.
    private let bitByID: [Int32]
    /// The bit number of each required word the lexicon does not know, by its folded text.
    private let bitByText: WordKeyed<Int32>
    /// The byte counts of the required words compared by text, a bit per count (counts past 63
    /// share the top bit): a word of another length is not looked up.
    private let textWordLengths: UInt64
    /// Whether a word compared by text may be one the lexicon knows: a word of other characters
    /// than ASCII (see ``LexiconKey``). Otherwise only a text's unknown words are looked up by text.
    private let looksUpKnownWordsByText: Bool
    /// How many distinct words the patterns require: the size of a text's bit set.
    let wordCount: Int
    /// Whether some pattern names no word, so that no text is passed over.
    private let somePatternRequiresNothing: Bool
    /// Each pattern that requires a word filed under one of its words (the one with the fewest
    /// patterns filed when it came): the patterns filed under word `bit` are
    /// `filed[filedStarts[bit]..<filedStarts[bit + 1]]`. A text can allow only the patterns filed
    /// under the words it holds, so telling whether it allows any tries those alone.
    private let filedStarts: [Int32]
    private let filed: [Int32]

    /// `patterns`: per pattern, its literal words, as `lexicon` knows them.
    init(patterns: [[LexiconKey]], lexicon: Lexicon) {
        var bitByID: [Int32: Int32] = [:]
        var bitByText: [String: Int32] = [:]
        var bitsByPattern: [[Int32]] = []
        for words in patterns {
            var bits: [Int32] = []
            for word in words {
                let count = Int32(bitByID.count + bitByText.count)
                let bit: Int32
                if word.id >= 0 {
                    bit = bitByID[word.id] ?? count
                    bitByID[word.id] = bit
                } else {
                    bit = bitByText[word.folded] ?? count
                    bitByText[word.folded] = bit
                }
                bits.append(bit)
            }
            bitsByPattern.append(bits)
        }
        let wordCount = bitByID.count + bitByText.count
        let setWordCount = max(1, (wordCount + 63) / 64)
        var masks = [UInt64](repeating: 0, count: patterns.count * setWordCount)
        for (pattern, bits) in bitsByPattern.enumerated() {
            for bit in bits { masks[pattern * setWordCount + Int(bit) >> 6] |= 1 << UInt64(bit & 63) }
        }
        self.masks = masks
        var bits = [Int32](repeating: -1, count: lexicon.table.count)
        for (id, bit) in bitByID { bits[Int(id)] = bit }
        self.bitByID = bits
        self.bitByText = WordKeyed(bitByText)
        self.textWordLengths = bitByText.keys.reduce(0) { $0 | Self.lengthBit($1) }
        self.looksUpKnownWordsByText = bitByText.keys.contains { !LexiconKey.comparesByID($0) }
        self.wordCount = wordCount
        self.setWordCount = setWordCount
        self.somePatternRequiresNothing = bitsByPattern.contains { $0.isEmpty }
        var filedByBit = [[Int32]](repeating: [], count: wordCount)
        for (pattern, bits) in bitsByPattern.enumerated() {
            guard let bit = bits.min(by: { filedByBit[Int($0)].count < filedByBit[Int($1)].count }) else { continue }
            filedByBit[Int(bit)].append(Int32(pattern))
        }
        var filedStarts: [Int32] = [0]
        for patterns in filedByBit { filedStarts.append(filedStarts[filedStarts.count - 1] + Int32(patterns.count)) }
        self.filedStarts = filedStarts
        self.filed = filedByBit.flatMap { $0 }
    }

    /// How many 64-bit words a text's bit set takes.
    let setWordCount: Int

    /// Fills `set` (``setWordCount`` words) with the required words `text` holds, its words read
    /// as `known` (the text's reading) knows them; false when the text holds every word of no
    /// pattern.
    func collect(in text: AnalyzedText, known: KnownWords, into set: UnsafeMutableBufferPointer<UInt64>) -> Bool {
        for index in set.indices { set[index] = 0 }
        let looksUpText = !bitByText.isEmpty
        let folded = text.folded
        // One walk over borrowed buffers; a word is looked up by text only when a required
        // word compared by text has its byte count.
        text.tokens.withUnsafeBufferPointer { tokens in
            known.withUnsafeBufferPointer { known in
                bitByID.withUnsafeBufferPointer { bitByID in
                    for index in tokens.indices where tokens[index].kind == .word {
                        let word = known[index]
                        if word.id >= 0, case let bit = bitByID[Int(word.id)], bit >= 0 {
                            set[Int(bit) >> 6] |= 1 << UInt64(bit & 63)
                        }
                        if looksUpText, word.id < 0 || looksUpKnownWordsByText,
                            textWordLengths & Self.lengthBit(folded[index]) != 0,
                            let bit = bitByText[folded[index]]
                        {
                            set[Int(bit) >> 6] |= 1 << UInt64(bit & 63)
                        }
                    }
                }
            }
        }
        if somePatternRequiresNothing { return true }
        for wordIndex in set.indices {
            var bits = set[wordIndex]
            while bits != 0 {
                let bit = wordIndex << 6 | bits.trailingZeroBitCount
                bits &= bits - 1
                for slot in Int(filedStarts[bit])..<Int(filedStarts[bit + 1]) where allows(Int(filed[slot]), in: set) {
                    return true
                }
            }
        }
        return false
    }

    /// A word's byte count as a bit of ``textWordLengths``.
    @inline(__always)
    private static func lengthBit(_ folded: String) -> UInt64 { 1 << UInt64(min(folded.utf8.count, 63)) }

    /// Whether the text whose words `set` holds has every word pattern `pattern` requires.
    @inline(__always)
    func allows(_ pattern: Int, in set: UnsafeMutableBufferPointer<UInt64>) -> Bool {
        let start = pattern * setWordCount
        for offset in 0..<setWordCount where masks[start + offset] & ~set[offset] != 0 { return false }
        return true
    }
}
