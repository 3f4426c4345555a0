/// What a token of Swift or Objective-C source is, as far as alert shapes need to know.
public enum SourceTokenKind: UInt8, Sendable {
    /// A name, a keyword, `#if`/`#selector`-style directives (with the `#`), ObjC `@interface`
    /// (with the `@`), backticked names (without the backticks).
    case identifier
    case number
    /// A string literal; its parts are in `SourceFile.literals[token.literal]`.
    case string
    /// One of `( ) [ ] { } , : ; . @ #` or a character literal.
    case punctuation
    /// A run of operator characters (`=`, `==`, `??`, `->`, `!`).
    case `operator`
}

/// One token: its kind and its exact byte range in the file.
public struct SourceToken: Sendable {
    public var kind: SourceTokenKind
    public var start: Int32
    public var end: Int32
    /// For strings, the index of the literal in `SourceFile.literals`; -1 otherwise.
    public var literal: Int32
    /// For brackets, the index of the matching bracket token; -1 otherwise (or unmatched).
    public var match: Int32

    public var range: Range<Int> { Int(start)..<Int(end) }
}

/// A string literal with its parts: text runs (exact bytes, decoded text) and interpolations.
public struct StringLiteral: Sendable {
    public enum Segment: Sendable {
        /// Literal text: its bytes in the file (escapes as written) and the decoded text.
        case text(Range<Int>, String)
        /// `\(…)`: the bytes between the parentheses.
        case interpolation(Range<Int>)
    }

    /// The whole literal, delimiters included.
    public var range: Range<Int>
    /// The bytes between the delimiters.
    public var contentRange: Range<Int>
    public var segments: [Segment]
    /// `#` count of a raw Swift literal.
    public var hashes: Int
    public var isMultiline: Bool
    /// An Objective-C `@"…"` literal (or a C string in an ObjC file).
    public var isObjC: Bool

    /// The decoded text when the literal has no interpolation.
    public var value: String? {
        var text = ""
        for segment in segments {
            guard case .text(_, let part) = segment else { return nil }
            text += part
        }
        return text
    }

    /// The text with each interpolation shown as `\(…)` source, for display and dynamic sources.
    public func displayText(in bytes: [UInt8]) -> String {
        var text = ""
        for segment in segments {
            switch segment {
            case .text(_, let part): text += part
            case .interpolation(let range): text += "\\(" + String(decoding: bytes[range], as: UTF8.self) + ")"
            }
        }
        return text
    }
}

/// A `#define NAME(params) body` of an Objective-C file: the tokens of its body.
public struct MacroDefinition: Sendable {
    public var name: String
    public var parameters: [String]
    /// Token indices of the body, in the file's token list.
    public var body: Range<Int>
}
