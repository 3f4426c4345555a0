/// The languages whose code alertcopy scans for alerts.
public enum SourceLanguage: String, Sendable {
    case swift
    case objectiveC = "objc"

    /// The language of a path by its extension (`.swift`, `.m`, `.mm`, `.h`), or nil.
    public init?(path: String) {
        if path.hasSuffix(".swift") {
            self = .swift
        } else if path.hasSuffix(".m") || path.hasSuffix(".mm") || path.hasSuffix(".h") {
            self = .objectiveC
        } else {
            return nil
        }
    }
}

/// A source file read and lexed: its bytes, tokens (comments dropped), string literals, macros
/// and line starts.
public struct SourceFile: Sendable {
    public var path: String
    public var language: SourceLanguage
    public var bytes: [UInt8]
    public var tokens: [SourceToken]
    public var literals: [StringLiteral]
    public var macros: [MacroDefinition]
    /// The file on disk when it was read, so a fix never writes over a file changed since.
    public var identity: FileIdentity?
    /// Byte offset of the start of each line.
    private var lineStarts: [Int]

    public init(path: String, language: SourceLanguage, bytes: [UInt8]) {
        self.path = path
        self.language = language
        self.bytes = bytes
        var lexer = SourceLexer(bytes: bytes, language: language)
        lexer.run()
        self.tokens = lexer.tokens
        self.literals = lexer.literals
        self.macros = lexer.macros
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
        self.lineStarts = starts
    }

    /// The 1-based line and column (UTF-16 units, as Xcode counts) of a byte offset.
    public func location(of offset: Int) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let lineStart = lineStarts[low]
        let column = String(decoding: bytes[lineStart..<min(offset, bytes.count)], as: UTF8.self).utf16.count
        return SourceLocation(line: low + 1, column: column + 1)
    }

    /// The token's source text.
    public func text(_ index: Int) -> String {
        String(decoding: bytes[tokens[index].range], as: UTF8.self)
    }

    /// The source text from token `first` through token `last`.
    public func text(from first: Int, through last: Int) -> String {
        guard first <= last, last < tokens.count else { return "" }
        return String(decoding: bytes[Int(tokens[first].start)..<Int(tokens[last].end)], as: UTF8.self)
    }

    /// Whether token `index` is a name that starts with an ASCII capital (a type's name).
    public func isCapitalized(_ index: Int) -> Bool {
        guard index >= 0, index < tokens.count, tokens[index].kind == .identifier else { return false }
        let first = bytes[Int(tokens[index].start)]
        return first >= 0x41 && first <= 0x5A
    }

    /// Whether token `index` is the identifier or punctuation `text` (compared on bytes).
    @inline(__always)
    public func `is`(_ index: Int, _ text: StaticString) -> Bool {
        guard index >= 0, index < tokens.count else { return false }
        let token = tokens[index]
        let length = Int(token.end - token.start)
        guard length == text.utf8CodeUnitCount, token.kind != .string else { return false }
        let start = Int(token.start)
        let pointer = text.utf8Start
        for offset in 0..<length where bytes[start + offset] != pointer[offset] { return false }
        return true
    }

    /// Whether token `index` (not a string) spells `text`.
    public func hasText(_ index: Int, _ text: String) -> Bool {
        guard index >= 0, index < tokens.count, tokens[index].kind != .string else { return false }
        let token = tokens[index]
        return bytes[token.range].elementsEqual(text.utf8)
    }

    /// The literal of a string token, or nil.
    public func literal(at index: Int) -> StringLiteral? {
        guard index >= 0, index < tokens.count, tokens[index].kind == .string else { return nil }
        return literals[Int(tokens[index].literal)]
    }
}
