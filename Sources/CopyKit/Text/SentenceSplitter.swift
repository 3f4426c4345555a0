/// Finds sentence boundaries in analyzed text: after `.`, `!`, `?` or `…` (with any closing
/// quotes and brackets) followed by whitespace or the end, and at line breaks — but not after an
/// abbreviation ("e.g.", "Mr.") or an initial ("J. Appleseed"), nor at a line break after a word
/// that cannot end a sentence ("Hide Your Email and⏎Block Trackers": an article, a coordinating
/// conjunction, a short preposition). Numbers ("$2.99") and file names
/// ("Notes.txt") are single tokens, so they never split.
final class SentenceSplitter: MemoOwner, Sendable {
    let classes: WordClasses
    /// The key the splitter's sentence ranges are memoized under on each text.
    let memoKey = MemoKey.unique()

    init(classes: WordClasses) { self.classes = classes }

    /// The sentences as ranges of token indices, without surrounding whitespace; computed once
    /// per text and splitter (the casers and the classifier all ask).
    func sentenceTokenRanges(_ text: AnalyzedText) -> SentenceTokenRanges {
        text.memo.sentenceTokenRanges(splitter: self) { computeSentenceTokenRanges(text) }
    }

    /// The sentences of `text`, read through its tokens' and units' buffers (no bounds check per
    /// token, no array copy per look).
    private func computeSentenceTokenRanges(_ text: AnalyzedText) -> SentenceTokenRanges {
        text.tokens.withUnsafeBufferPointer { tokens in
            text.utf16.withUnsafeBufferPointer { units in
                var result = SentenceTokenRanges()
                // What the lexicon knows of each token, asked of the text's reading once, at
                // the first word that a period or a line break follows.
                var known: KnownWords?
                var start: Int?
                var index = 0
                while index < tokens.count {
                    let token = tokens[index]
                    switch token.kind {
                    case .whitespace:
                        if let open = start, Self.containsLineBreak(token.range, units),
                            !endsWithJoiningWord(before: index, tokens, known: &known, text)
                        {
                            result.append(open..<Self.lastNonWhitespace(before: index, tokens) + 1)
                            start = nil
                        }
                        index += 1
                    case .punctuation where Self.isTerminal(token.range, units):
                        if start == nil { start = index }
                        var end = index + 1
                        while end < tokens.count, tokens[end].kind == .punctuation,
                            Self.isTerminal(tokens[end].range, units) || Self.isClosing(tokens[end].range, units)
                        {
                            end += 1
                        }
                        let atBoundary = end == tokens.count || tokens[end].kind == .whitespace
                        if atBoundary, !isAbbreviationPeriod(at: index, tokens, units, known: &known, text),
                            let open = start
                        {
                            result.append(open..<end)
                            start = nil
                        }
                        index = end
                    default:
                        if start == nil { start = index }
                        index += 1
                    }
                }
                if let open = start {
                    result.append(open..<Self.lastNonWhitespace(before: tokens.count, tokens) + 1)
                }
                return result
            }
        }
    }

    /// The sentences as UTF-16 ranges of the text.
    func sentenceRanges(_ text: AnalyzedText) -> [Range<Int>] {
        sentenceTokenRanges(text).map {
            text.tokens[$0.lowerBound].range.lowerBound..<text.tokens[$0.upperBound - 1].range.upperBound
        }
    }

    /// Whether the last token before `index` is a word that joins what follows (an article, a
    /// coordinating conjunction or a short preposition), so a line break after it is layout.
    private func endsWithJoiningWord(
        before index: Int, _ tokens: UnsafeBufferPointer<Token>, known: inout KnownWords?, _ text: AnalyzedText
    ) -> Bool {
        guard index > 0 else { return false }
        let previous = index - 1
        return tokens[previous].kind == .word && classes.smallWords.contains(lexiconWord(previous, known: &known, text))
    }

    /// What the lexicon knows of the token at `index`, the text's reading asked at most once per split.
    private func lexiconWord(_ index: Int, known: inout KnownWords?, _ text: AnalyzedText) -> LexiconWord {
        if let known { return known[index] }
        let reading = text.reading(classes.lexicon).known
        known = reading
        return reading[index]
    }

    private static func lastNonWhitespace(before index: Int, _ tokens: UnsafeBufferPointer<Token>) -> Int {
        var last = index - 1
        while last > 0, tokens[last].kind == .whitespace { last -= 1 }
        return max(last, 0)
    }

    private static func containsLineBreak(_ range: Range<Int>, _ units: UnsafeBufferPointer<UInt16>) -> Bool {
        for index in range {
            switch units[index] {
            case 0x0A, 0x0D, 0x2028, 0x2029: return true
            default: continue
            }
        }
        return false
    }

    private static func isTerminal(_ range: Range<Int>, _ units: UnsafeBufferPointer<UInt16>) -> Bool {
        guard range.count == 1 else { return false }
        switch units[range.lowerBound] {
        case 0x2E, 0x21, 0x3F, 0x2026, 0x203C, 0x2047, 0x2048, 0x2049, 0x3002, 0xFF01, 0xFF1F: return true
        default: return false
        }
    }

    private static func isClosing(_ range: Range<Int>, _ units: UnsafeBufferPointer<UInt16>) -> Bool {
        guard range.count == 1 else { return false }
        switch units[range.lowerBound] {
        case 0x22, 0x27, 0x29, 0x5D, 0x7D, 0x2019, 0x201D, 0xBB: return true
        default: return false
        }
    }

    /// A period right after an abbreviation ("e.g.", "Mr.") or a single-letter initial.
    private func isAbbreviationPeriod(
        at index: Int, _ tokens: UnsafeBufferPointer<Token>, _ units: UnsafeBufferPointer<UInt16>,
        known: inout KnownWords?, _ text: AnalyzedText
    ) -> Bool {
        guard units[tokens[index].range.lowerBound] == 0x2E, index > 0, tokens[index - 1].kind == .word else {
            return false
        }
        // Walk back over the adjacent word/period chain before the final period ("e.g").
        var first = index - 1
        while first >= 2, tokens[first - 1].kind == .punctuation,
            units[tokens[first - 1].range.lowerBound] == 0x2E,
            tokens[first - 1].range.count == 1, tokens[first - 2].kind == .word
        {
            first -= 2
        }
        // A chain of words joined by periods ("e.g.", "U.S.") is an abbreviation.
        if first < index - 1 { return true }
        // One word before the period: the text's reading has looked it up already.
        if classes.abbreviations.contains(lexiconWord(index - 1, known: &known, text)) { return true }
        // A single letter other than "I" before the period is an initial (a letter outside the
        // BMP takes two UTF-16 units, a surrogate pair), told from its units.
        let word = tokens[index - 1].range
        switch word.count {
        case 1:
            return units[word.lowerBound] != 0x49 && units[word.lowerBound] != 0x61
        case 2:
            return units[word.lowerBound] & 0xFC00 == 0xD800 && units[word.lowerBound + 1] & 0xFC00 == 0xDC00
        default:
            return false
        }
    }
}
