/// Matches word phrases ("we're sorry", "uh-oh") against the words of an analyzed text: words
/// compared lower-cased with straight apostrophes, separated only by whitespace. Phrases are
/// indexed by their first word as the lexicon knows it, so a position costs one id probe.
/// Built once per lexicon and shared by reference.
final class PhraseMatcher: Sendable {
    /// Phrases as word lists by their first word, longest first.
    let phrasesByFirstWord: LexiconKeyed<[[String]]>
    /// The first words the lexicon knows, a bit per word id: a known word that starts no phrase
    /// is passed over with one bit test instead of a probe.
    private let knownFirstWords: [UInt64]
    /// The byte counts of the first words the lexicon does not know, a bit per count (counts
    /// past 63 share the top bit): an unknown word of another length starts no phrase.
    private let unknownFirstWordLengths: UInt64

    /// The phrases `entries`, their first words looked up in `lexicon` (the lexicon the texts
    /// matched are read with).
    init(_ entries: [String], lexicon: Lexicon) {
        var index: [String: [[String]]] = [:]
        for entry in entries {
            let words = TextScanning.normalize(entry).split(separator: " " as Character).map(String.init)
            guard let first = words.first else { continue }
            index[first, default: []].append(words)
        }
        phrasesByFirstWord = LexiconKeyed(index.mapValues { $0.sorted { $0.count > $1.count } }, lexicon: lexicon)
        var knownFirstWords: [UInt64] = []
        var unknownFirstWordLengths: UInt64 = 0
        for first in index.keys {
            let id = lexicon.word(folded: first).id
            if id >= 0 {
                let slot = Int(id) >> 6
                if slot >= knownFirstWords.count {
                    knownFirstWords.append(contentsOf: repeatElement(0, count: slot + 1 - knownFirstWords.count))
                }
                knownFirstWords[slot] |= 1 << UInt64(id & 63)
            } else {
                unknownFirstWordLengths |= Self.lengthBit(first)
            }
        }
        self.knownFirstWords = knownFirstWords
        self.unknownFirstWordLengths = unknownFirstWordLengths
    }

    /// A word's byte count as a bit of ``unknownFirstWordLengths``.
    @inline(__always)
    fileprivate static func lengthBit(_ folded: String) -> UInt64 { 1 << UInt64(min(folded.utf8.count, 63)) }

    /// Whether a text's word (`known` as its reading knows it, `folded` its folded key) may
    /// start a phrase: false for every word ``match(in:words:known:at:limit:)`` finds no
    /// candidate phrase for, without probing the phrase table.
    @inline(__always)
    func mayStart(_ known: LexiconWord, folded: String) -> Bool {
        let id = known.id
        if id >= 0 {
            let slot = Int(id) >> 6
            return slot < knownFirstWords.count && knownFirstWords[slot] & (1 << UInt64(id & 63)) != 0
        }
        return unknownFirstWordLengths & Self.lengthBit(folded) != 0
    }

    /// Calls `body` with ``mayStart(_:folded:)`` as a value that reads the first words' bits
    /// through their buffer: a walk over many words loads the table once, not once a word.
    func withStartTest<Result>(_ body: (StartTest) -> Result) -> Result {
        knownFirstWords.withUnsafeBufferPointer { bits in
            body(StartTest(knownFirstWords: bits, unknownFirstWordLengths: unknownFirstWordLengths))
        }
    }

    /// ``mayStart(_:folded:)`` over a matcher's tables, borrowed for a walk (``withStartTest(_:)``).
    struct StartTest {
        fileprivate let knownFirstWords: UnsafeBufferPointer<UInt64>
        fileprivate let unknownFirstWordLengths: UInt64

        /// Whether a word may start a phrase; `folded` is read only for a word the lexicon does not know.
        @inline(__always)
        func mayStart(_ known: LexiconWord, folded: @autoclosure () -> String) -> Bool {
            let id = known.id
            if id >= 0 {
                let slot = Int(id) &>> 6
                return slot < knownFirstWords.count && knownFirstWords[slot] & (1 &<< UInt64(id & 63)) != 0
            }
            return unknownFirstWordLengths & PhraseMatcher.lengthBit(folded()) != 0
        }
    }

    /// The token index after the last word of the longest phrase starting at token `start`, or nil.
    /// - Parameters:
    ///   - words: `text.folded` (read at word tokens only).
    ///   - known: the text's reading by the matcher's lexicon (`text.reading(lexicon).known`).
    func match(in text: AnalyzedText, words: TextKeys, known: KnownWords, at start: Int, limit: Int? = nil) -> Int? {
        let end = limit ?? text.tokens.count
        guard start < end, text.tokens[start].kind == .word, mayStart(known[start], folded: words[start]),
            let candidates = phrasesByFirstWord.value(known[start], folded: words[start])
        else {
            return nil
        }
        for phrase in candidates {
            var index = start
            var matched = true
            for (offset, word) in phrase.enumerated() {
                if offset > 0 {
                    guard index < end, text.tokens[index].kind == .whitespace else {
                        matched = false
                        break
                    }
                    index += 1
                }
                guard index < end, text.tokens[index].kind == .word, words[index] == word else {
                    matched = false
                    break
                }
                index += 1
            }
            if matched { return index }
        }
        return nil
    }
}
