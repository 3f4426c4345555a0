/// The words each pattern of a table needs a text to hold: a text that lacks one of a pattern's
/// words cannot match that pattern anywhere, so the pattern is not tried, and a text that holds
/// every word of no pattern is passed over at once.
///
/// Words are found as patterns compare them (``LexiconKey/matches(_:folded:)``): by lexicon id
/// when the lexicon knows the word, by folded text otherwise.
struct RequiredWords: Sendable {
    /// Each pattern's required words as bit numbers, one pattern's run after another.
    private let bits: [Int32]
    /// Where each pattern's run of ``bits`` starts; one more element than there are patterns.
    private let starts: [Int32]
    /// The bit number of each required word the lexicon knows, by its id.
    private let bitByID: WordIDKeyed<Int32>
    /// The bit number of each required word the lexicon does not know, by its folded text.
    private let bitByText: WordKeyed<Int32>
    /// Whether a word compared by text may be one the lexicon knows: a word of other characters
    /// than ASCII (see ``LexiconKey``). Otherwise only a text's unknown words are looked up by text.
    private let looksUpKnownWordsByText: Bool
    /// How many distinct words the patterns require: the size of a text's bit set.
    let wordCount: Int
    /// Whether some pattern names no word, so that no text is passed over.
    private let somePatternRequiresNothing: Bool

    /// `patterns`: per pattern, its literal words.
    init(patterns: [[LexiconKey]]) {
        var bitByID: [Int32: Int32] = [:]
        var bitByText: [String: Int32] = [:]
        var bits: [Int32] = []
        var starts: [Int32] = [0]
        var somePatternRequiresNothing = false
        for words in patterns {
            let start = bits.count
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
                if !bits[start...].contains(bit) { bits.append(bit) }
            }
            if bits.count == start { somePatternRequiresNothing = true }
            starts.append(Int32(bits.count))
        }
        self.bits = bits
        self.starts = starts
        self.bitByID = WordIDKeyed(bitByID)
        self.bitByText = WordKeyed(bitByText)
        self.looksUpKnownWordsByText = bitByText.keys.contains { !LexiconKey.comparesByID($0) }
        self.wordCount = bitByID.count + bitByText.count
        self.somePatternRequiresNothing = somePatternRequiresNothing
    }

    /// How many 64-bit words a text's bit set takes.
    var setWordCount: Int { max(1, (wordCount + 63) / 64) }

    /// Fills `set` (``setWordCount`` words) with the required words a text holds, given by
    /// token as its reading knows them (`known`) and folded (`folded`, empty for all but words);
    /// false when the text holds every word of no pattern.
    func collect(known: [LexiconWord], folded: [String], into set: UnsafeMutableBufferPointer<UInt64>) -> Bool {
        for index in set.indices { set[index] = 0 }
        let looksUpText = !bitByText.isEmpty
        for (index, word) in known.enumerated() {
            if word.id >= 0, let bit = bitByID[word.id] { set[Int(bit) >> 6] |= 1 << UInt64(bit & 63) }
            if looksUpText, word.id < 0 || looksUpKnownWordsByText, !folded[index].isEmpty,
                let bit = bitByText[folded[index]]
            {
                set[Int(bit) >> 6] |= 1 << UInt64(bit & 63)
            }
        }
        return somePatternRequiresNothing || (0..<starts.count - 1).contains { allows($0, in: set) }
    }

    /// Whether the text whose words `set` holds has every word pattern `pattern` requires.
    @inline(__always)
    func allows(_ pattern: Int, in set: UnsafeMutableBufferPointer<UInt64>) -> Bool {
        var position = Int(starts[pattern])
        let end = Int(starts[pattern + 1])
        while position < end {
            let bit = bits[position]
            if set[Int(bit) >> 6] & (1 << UInt64(bit & 63)) == 0 { return false }
            position += 1
        }
        return true
    }
}
