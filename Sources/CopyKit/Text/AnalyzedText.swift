/// A text tokenized once and shared by every rule that looks at it.
public struct AnalyzedText: Sendable {
    public let text: String
    /// The text's UTF-16 code units; token ranges index into it.
    public let utf16: [UInt16]
    public let tokens: [Token]

    public init(_ text: String, tokenizer: Tokenizer = Tokenizer()) {
        self.text = text
        let utf16 = Array(text.utf16)
        self.utf16 = utf16
        self.tokens = tokenizer.tokenize(utf16: utf16)
    }

    /// The text of a UTF-16 range.
    public func string(_ range: Range<Int>) -> String {
        String(decoding: utf16[range], as: UTF16.self)
    }

    /// The text of a token.
    public func string(of token: Token) -> String { string(token.range) }

    /// The word tokens, in order.
    public var words: [Token] { tokens.filter { $0.kind == .word } }
}
