/// A text tokenized once and shared by every rule that looks at it.
public struct AnalyzedText: Sendable {
    public let text: String
    /// The text's UTF-16 code units; token ranges index into it.
    public let utf16: [UInt16]
    public let tokens: [Token]
    /// Each token's text lower-cased with typographic apostrophes (’ ‘) made straight, for
    /// look-ups ("Couldn’t" → "couldn't"); empty for whitespace. Parallel to `tokens`.
    public let folded: [String]
    /// `folded` for word tokens and "" for every other token: what phrase tables match against.
    public let normalizedWords: [String]

    public init(_ text: String, tokenizer: Tokenizer = Tokenizer()) {
        self.text = text
        let utf16 = Array(text.utf16)
        self.utf16 = utf16
        let tokens = tokenizer.tokenize(utf16: utf16)
        self.tokens = tokens
        var folded: [String] = []
        folded.reserveCapacity(tokens.count)
        for token in tokens {
            folded.append(token.kind == .whitespace ? "" : Lexicon.fold(utf16: utf16[token.range]))
        }
        self.folded = folded
        self.normalizedWords = tokens.indices.map { tokens[$0].kind == .word ? folded[$0] : "" }
    }

    /// The text of a UTF-16 range.
    public func string(_ range: Range<Int>) -> String {
        AnalyzedText.string(utf16[range])
    }

    /// UTF-16 code units as a String; ASCII (most UI copy) is copied byte for byte instead of
    /// going through the general decoder.
    static func string<Units: Collection<UInt16>>(_ units: Units) -> String {
        guard units.allSatisfy({ $0 < 0x80 }) else { return String(decoding: units, as: UTF16.self) }
        return String(unsafeUninitializedCapacity: units.count) { buffer in
            var offset = 0
            for unit in units {
                buffer[offset] = UInt8(truncatingIfNeeded: unit)
                offset += 1
            }
            return offset
        }
    }

    /// The text of a token.
    public func string(of token: Token) -> String { string(token.range) }

    /// The word tokens, in order.
    public var words: [Token] { tokens.filter { $0.kind == .word } }
}
