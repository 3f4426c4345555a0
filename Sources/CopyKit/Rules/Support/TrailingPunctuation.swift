/// The punctuation at the end of a text: the trailing run of punctuation tokens. Plain values
/// only (no string, no character): copied out of the text's memo without a retain.
struct TrailingPunctuation {
    /// Token indices of the trailing punctuation run (may be empty).
    let tokens: Range<Int>
    /// The last token that is not whitespace, or nil for a blank text.
    let lastToken: Int?
    /// The last character that is not a closing quote or bracket.
    let finalMark: FinalMark?
    /// Whether the run ends in an ellipsis, which the rules leave alone.
    let isEllipsis: Bool

    /// The trailing punctuation of `analyzed`, read once per text (the title's is asked by
    /// several rules).
    static func of(_ analyzed: AnalyzedText) -> TrailingPunctuation {
        analyzed.memo.trailingPunctuation { TrailingPunctuation(analyzed) }
    }

    init(_ analyzed: AnalyzedText) {
        guard let last = analyzed.lastNonSpaceIndex else {
            self.tokens = 0..<0
            self.lastToken = nil
            self.finalMark = nil
            self.isEllipsis = false
            return
        }
        let allTokens = analyzed.tokens
        // The run read back from the last token through the tokens' buffer: no bounds check a token.
        let (first, isContiguous) = allTokens.withUnsafeBufferPointer { tokens in
            var first = last + 1
            var isContiguous = true
            while first > 0, tokens[first - 1].kind == .punctuation {
                if first <= last, tokens[first - 1].range.upperBound != tokens[first].range.lowerBound {
                    isContiguous = false
                }
                first -= 1
            }
            return (first, isContiguous)
        }
        self.tokens = first..<(last + 1)
        self.lastToken = last
        // A run of ASCII marks is read unit by unit, each unit a character; any other run is
        // read as a string.
        if first > last {
            self.finalMark = nil
            self.isEllipsis = false
        } else if isContiguous,
            let ascii = analyzed.utf16.withUnsafeBufferPointer({ units in
                TrailingPunctuation.asciiEnding(
                    UnsafeBufferPointer(
                        rebasing: units[allTokens[first].range.lowerBound..<allTokens[last].range.upperBound]))
            })
        {
            (self.finalMark, self.isEllipsis) = ascii
        } else {
            let text = (first...last).map { analyzed.string(of: allTokens[$0]) }.joined()
            self.finalMark = text.last { !TextScanning.closers.contains($0) }.map(FinalMark.init)
            self.isEllipsis = text.hasSuffix("…") || text.hasSuffix("...")
        }
    }

    /// `finalMark` and `isEllipsis` of a run of ASCII units other than a carriage return; nil
    /// for any other run.
    private static func asciiEnding(_ units: UnsafeBufferPointer<UInt16>) -> (FinalMark?, Bool)? {
        for unit in units where unit >= 0x80 || unit == 0x0D { return nil }
        var finalMark: FinalMark?
        var index = units.count
        while index > 0 {
            index -= 1
            let unit = units[index]
            // The ASCII closers: " ' ) ]
            if unit == 0x22 || unit == 0x27 || unit == 0x29 || unit == 0x5D { continue }
            finalMark = FinalMark(scalar: UInt32(unit))
            break
        }
        let end = units.count
        let isEllipsis = end >= 3 && units[end - 1] == 0x2E && units[end - 2] == 0x2E && units[end - 3] == 0x2E
        return (finalMark, isEllipsis)
    }

    /// The trailing tokens made only of the given marks, at the very end (e.g. a final ".", ":").
    func trailingTokens(madeOf marks: [Character], in analyzed: AnalyzedText) -> Range<Int>? {
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

    /// Whether the text ends with a URL, an e-mail address or an emoticon, after which
    /// punctuation is not added (":(." reads as no sentence ending).
    func endsWithLinkOrEmoticon(in analyzed: AnalyzedText) -> Bool {
        guard let lastToken, tokens.isEmpty else { return false }
        switch analyzed.tokens[lastToken].kind {
        case .opaque(.url), .opaque(.email), .opaque(.emoticon): return true
        default: return false
        }
    }
}

/// The last mark of a text (a ``Character``), held as the value of its one scalar: compared
/// without a string. A character of several scalars (a mark and a combining one) is a mark of
/// its own, equal to no single-scalar mark, as such a `Character` is.
struct FinalMark: Equatable, ExpressibleByUnicodeScalarLiteral {
    /// The scalar's value; ``severalScalars`` for a character of more than one.
    let scalar: UInt32

    /// The value no scalar has: a character of several scalars.
    private static let severalScalars = UInt32.max

    init(scalar: UInt32) { self.scalar = scalar }

    init(unicodeScalarLiteral value: Unicode.Scalar) { scalar = value.value }

    /// The mark of a character. The marks the rules compare ("." "!" "?") are canonically
    /// equivalent to no other scalar, so comparing scalars agrees with `Character`'s `==`.
    init(_ character: Character) {
        let scalars = character.unicodeScalars
        scalar = scalars.count == 1 ? scalars[scalars.startIndex].value : Self.severalScalars
    }

    /// Whether the mark is one of `marks`.
    func isAny(of marks: [FinalMark]) -> Bool { marks.contains(self) }

    /// The marks that end a sentence (``TextScanning/enders``).
    static let sentenceEnders: [FinalMark] = [".", "!", "?"]
}
