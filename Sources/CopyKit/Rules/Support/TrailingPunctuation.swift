/// The punctuation at the end of a text: the trailing run of punctuation tokens.
struct TrailingPunctuation {
    /// Token indices of the trailing punctuation run (may be empty).
    let tokens: Range<Int>
    /// The run's text.
    let text: String
    /// The last token that is not whitespace, or nil for a blank text.
    let lastToken: Int?

    init(_ analyzed: AnalyzedText) {
        guard let last = analyzed.lastNonSpaceIndex else {
            self.tokens = 0..<0
            self.text = ""
            self.lastToken = nil
            return
        }
        var first = last + 1
        while first > 0, analyzed.tokens[first - 1].kind == .punctuation { first -= 1 }
        self.tokens = first..<(last + 1)
        self.text = tokens.map { analyzed.string(of: analyzed.tokens[$0]) }.joined()
        self.lastToken = last
    }

    /// The last character that is not a closing quote or bracket.
    var finalMark: Character? { text.last { !TextScanning.closers.contains($0) } }

    /// Whether the run ends in an ellipsis, which the rules leave alone.
    var isEllipsis: Bool { text.hasSuffix("…") || text.hasSuffix("...") }

    /// The trailing tokens made only of the given marks, at the very end (e.g. a final ".", ":").
    func trailingTokens(madeOf marks: Set<Character>, in analyzed: AnalyzedText) -> Range<Int>? {
        var first = tokens.upperBound
        while first > tokens.lowerBound, analyzed.string(of: analyzed.tokens[first - 1]).allSatisfy(marks.contains) {
            first -= 1
        }
        return first < tokens.upperBound ? first..<tokens.upperBound : nil
    }

    /// The UTF-16 range of a token range.
    func range(of tokenRange: Range<Int>, in analyzed: AnalyzedText) -> Range<Int> {
        analyzed.tokens[tokenRange.lowerBound].range
            .lowerBound..<analyzed.tokens[tokenRange.upperBound - 1].range.upperBound
    }

    /// Whether the text ends with a URL or an e-mail address, after which punctuation is not added.
    func endsWithLink(in analyzed: AnalyzedText) -> Bool {
        guard let lastToken, tokens.isEmpty else { return false }
        switch analyzed.tokens[lastToken].kind {
        case .opaque(.url), .opaque(.email): return true
        default: return false
        }
    }
}
