/// Splits a text into words, numbers, punctuation, whitespace and opaque spans.
///
/// PLACEHOLDER: the text-engine work replaces this naive version (no opaque spans yet).
public struct Tokenizer: Sendable {
    public init() {}

    public func tokenize(_ text: String) -> [Token] {
        var tokens: [Token] = []
        var offset = 0
        var current: (TokenKind, Int)?
        func kind(of scalar: Unicode.Scalar) -> TokenKind {
            if scalar.properties.isWhitespace { return .whitespace }
            if scalar.properties.isAlphabetic || scalar == "'" || scalar == "’" { return .word }
            if ("0"..."9").contains(scalar) { return .number }
            return .punctuation
        }
        for scalar in text.unicodeScalars {
            let k = kind(of: scalar)
            let width = scalar.utf16.count
            if let (ck, start) = current, ck == k, k != .punctuation {
                current = (ck, start)
            } else {
                if let (ck, start) = current { tokens.append(Token(kind: ck, range: start..<offset)) }
                current = (k, offset)
            }
            offset += width
        }
        if let (ck, start) = current { tokens.append(Token(kind: ck, range: start..<offset)) }
        return tokens
    }
}
