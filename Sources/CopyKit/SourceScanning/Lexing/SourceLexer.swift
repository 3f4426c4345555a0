/// Splits Swift or Objective-C source into tokens with exact byte ranges, skipping comments
/// (nested `/* */` in Swift), matching brackets, and reading string literals into parts: Swift's
/// `"…"`, `"""…"""`, raw `#"…"#` with interpolations `\(…)` that may hold strings, closures and
/// comments; Objective-C's `@"…"` and C strings; `#define` macros of Objective-C.
/// Malformed input never stops it: an unterminated literal or comment ends at the end of the
/// file (or, for a one-line string, of the line).
struct SourceLexer {
    let bytes: [UInt8]
    let language: SourceLanguage
    private(set) var tokens: [SourceToken] = []
    private(set) var literals: [StringLiteral] = []
    private(set) var macros: [MacroDefinition] = []
    private var brackets: [Int] = []
    private var position = 0

    init(bytes: [UInt8], language: SourceLanguage) {
        self.bytes = bytes
        self.language = language
    }

    mutating func run() {
        lex(until: bytes.count)
    }

    // MARK: Character classes

    @inline(__always) private func byte(_ offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }

    @inline(__always) private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || byte == 0x24 || byte >= 0x80
    }

    @inline(__always) private static func isIdentifierPart(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39)
    }

    @inline(__always) private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private static let operatorBytes: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for byte in Array("/=-+!*%<>&|^~?".utf8) { table[Int(byte)] = true }
        return table
    }()

    // MARK: Main loop

    private mutating func lex(until end: Int) {
        while position < end {
            let current = bytes[position]
            switch current {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
                position += 1
            case 0x2F where byte(position + 1) == 0x2F:  // line comment
                while position < end && bytes[position] != 0x0A { position += 1 }
            case 0x2F where byte(position + 1) == 0x2A:  // block comment
                skipBlockComment(until: end)
            case 0x22:  // "
                scanString(hashes: 0, start: position, objC: language == .objectiveC)
            case 0x23:  // #
                lexHash(until: end)
            case 0x40 where language == .objectiveC:  // @
                if byte(position + 1) == 0x22 {
                    scanString(hashes: 0, start: position, objC: true, prefix: 1)
                } else if SourceLexer.isIdentifierStart(byte(position + 1)) {
                    let start = position
                    position += 1
                    while position < end && SourceLexer.isIdentifierPart(bytes[position]) { position += 1 }
                    append(.identifier, start, position)
                } else {
                    append(.punctuation, position, position + 1)
                    position += 1
                }
            case 0x60 where language == .swift:  // `name`
                let start = position + 1
                var cursor = start
                while cursor < end && bytes[cursor] != 0x60 && bytes[cursor] != 0x0A { cursor += 1 }
                append(.identifier, start, cursor)
                position = min(end, cursor + 1)
            case 0x27 where language == .objectiveC:  // 'c'
                let start = position
                position += 1
                while position < end && bytes[position] != 0x27 && bytes[position] != 0x0A {
                    position += bytes[position] == 0x5C ? 2 : 1
                }
                position = min(end, position + 1)
                append(.punctuation, start, position)
            case 0x28, 0x5B, 0x7B:  // ( [ {
                brackets.append(tokens.count)
                append(.punctuation, position, position + 1)
                position += 1
            case 0x29, 0x5D, 0x7D:  // ) ] }
                closeBracket(current)
                position += 1
            case 0x5C where byte(position + 1) == 0x0A || byte(position + 1) == 0x0D:  // line continuation
                position += 1
            default:
                if SourceLexer.isIdentifierStart(current) {
                    let start = position
                    while position < end && SourceLexer.isIdentifierPart(bytes[position]) { position += 1 }
                    append(.identifier, start, position)
                } else if SourceLexer.isDigit(current) {
                    let start = position
                    while position < end
                        && (SourceLexer.isIdentifierPart(bytes[position])
                            || (bytes[position] == 0x2E && SourceLexer.isDigit(byte(position + 1))))
                    {
                        position += 1
                    }
                    append(.number, start, position)
                } else if SourceLexer.operatorBytes[Int(current)] {
                    let start = position
                    position += 1
                    while position < end && SourceLexer.operatorBytes[Int(bytes[position])]
                        && !(bytes[position] == 0x2F && (byte(position + 1) == 0x2F || byte(position + 1) == 0x2A))
                    {
                        position += 1
                    }
                    append(.operator, start, position)
                } else {
                    append(.punctuation, position, position + 1)
                    position += 1
                }
            }
        }
    }

    private mutating func append(_ kind: SourceTokenKind, _ start: Int, _ end: Int, literal: Int = -1) {
        tokens.append(SourceToken(kind: kind, start: Int32(start), end: Int32(end), literal: Int32(literal), match: -1))
    }

    private mutating func closeBracket(_ closing: UInt8) {
        let opening: UInt8 = closing == 0x29 ? 0x28 : closing == 0x5D ? 0x5B : 0x7B
        let index = tokens.count
        append(.punctuation, position, position + 1)
        // Pop to the matching opener; a stray closer (unbalanced input) matches nothing.
        if let found = brackets.lastIndex(where: { bytes[Int(tokens[$0].start)] == opening }) {
            let open = brackets[found]
            brackets.removeSubrange(found...)
            tokens[open].match = Int32(index)
            tokens[index].match = Int32(open)
        }
    }

    private mutating func skipBlockComment(until end: Int) {
        var depth = 0
        while position < end {
            if bytes[position] == 0x2F && byte(position + 1) == 0x2A {
                depth += 1
                position += 2
            } else if bytes[position] == 0x2A && byte(position + 1) == 0x2F {
                depth -= 1
                position += 2
                if depth == 0 || language == .objectiveC { return }
            } else {
                position += 1
            }
        }
    }

    // MARK: # in Swift (raw strings, #if) and Objective-C (directives)

    private mutating func lexHash(until end: Int) {
        let start = position
        if language == .swift {
            var hashes = 0
            while byte(position + hashes) == 0x23 { hashes += 1 }
            if byte(position + hashes) == 0x22 {
                scanString(hashes: hashes, start: start, objC: false, prefix: hashes)
                return
            }
            position += 1
            while position < end && SourceLexer.isIdentifierPart(bytes[position]) { position += 1 }
            append(position - start > 1 ? .identifier : .punctuation, start, position)
            return
        }
        // Objective-C: a preprocessor directive runs to the end of its logical line.
        var lineEnd = position
        while lineEnd < bytes.count && bytes[lineEnd] != 0x0A {
            if bytes[lineEnd] == 0x5C && (byte(lineEnd + 1) == 0x0A || byte(lineEnd + 1) == 0x0D) {
                lineEnd += byte(lineEnd + 1) == 0x0D && byte(lineEnd + 2) == 0x0A ? 3 : 2
                continue
            }
            if bytes[lineEnd] == 0x2F && byte(lineEnd + 1) == 0x2A {
                // A block comment may continue the directive past the line break.
                var cursor = lineEnd + 2
                while cursor < bytes.count && !(bytes[cursor] == 0x2A && byte(cursor + 1) == 0x2F) { cursor += 1 }
                lineEnd = min(bytes.count, cursor + 2)
                continue
            }
            lineEnd += 1
        }
        position += 1
        while position < lineEnd && (bytes[position] == 0x20 || bytes[position] == 0x09) { position += 1 }
        let wordStart = position
        while position < lineEnd && SourceLexer.isIdentifierPart(bytes[position]) { position += 1 }
        guard String(decoding: bytes[wordStart..<position], as: UTF8.self) == "define" else {
            position = lineEnd
            return
        }
        while position < lineEnd && (bytes[position] == 0x20 || bytes[position] == 0x09) { position += 1 }
        let nameStart = position
        while position < lineEnd && SourceLexer.isIdentifierPart(bytes[position]) { position += 1 }
        let name = String(decoding: bytes[nameStart..<position], as: UTF8.self)
        var parameters: [String] = []
        if byte(position) == 0x28 {
            position += 1
            var current = ""
            while position < lineEnd && bytes[position] != 0x29 {
                let character = bytes[position]
                if character == 0x2C {
                    parameters.append(current)
                    current = ""
                } else if SourceLexer.isIdentifierPart(character) || character == 0x2E {
                    current.append(Character(UnicodeScalar(character)))
                }
                position += 1
            }
            if !current.isEmpty { parameters.append(current) }
            position += 1
        }
        let bodyStart = tokens.count
        let openBrackets = brackets.count
        lex(until: lineEnd)
        // Brackets left open by a macro body do not pair with the code after it.
        if brackets.count > openBrackets { brackets.removeSubrange(openBrackets...) }
        if !name.isEmpty {
            macros.append(MacroDefinition(name: name, parameters: parameters, body: bodyStart..<tokens.count))
        }
    }

    // MARK: String literals

    /// Reads a string literal whose opening quote is at `start + prefix` (`prefix`: the `@` or
    /// the raw string's `#`s).
    private mutating func scanString(hashes: Int, start: Int, objC: Bool, prefix: Int = 0) {
        let quote = start + prefix
        let multiline = !objC && byte(quote + 1) == 0x22 && byte(quote + 2) == 0x22
        let contentStart = quote + (multiline ? 3 : 1)
        var cursor = contentStart
        var interpolations: [Range<Int>] = []
        var contentEnd = bytes.count
        var end = bytes.count
        scanning: while cursor < bytes.count {
            let character = bytes[cursor]
            if character == 0x5C && hasHashes(hashes, at: cursor + 1) {
                let after = cursor + 1 + hashes
                if !objC && byte(after) == 0x28 {
                    let inner = after + 1
                    let close = skipInterpolation(from: inner)
                    interpolations.append(inner..<close)
                    cursor = min(bytes.count, close + 1)
                } else {
                    cursor = after + 1
                }
                continue
            }
            if character == 0x22 {
                if multiline {
                    if byte(cursor + 1) == 0x22 && byte(cursor + 2) == 0x22 && hasHashes(hashes, at: cursor + 3) {
                        contentEnd = cursor
                        end = cursor + 3 + hashes
                        break scanning
                    }
                } else if hasHashes(hashes, at: cursor + 1) {
                    contentEnd = cursor
                    end = cursor + 1 + hashes
                    break scanning
                }
            }
            if character == 0x0A && !multiline {
                contentEnd = cursor
                end = cursor
                break scanning
            }
            cursor += 1
        }
        let decoder = LiteralDecoder(bytes: bytes, hashes: hashes, objC: objC)
        let segments = decoder.segments(
            content: contentStart..<min(contentEnd, bytes.count), interpolations: interpolations, multiline: multiline)
        literals.append(
            StringLiteral(
                range: start..<end, contentRange: contentStart..<min(contentEnd, bytes.count), segments: segments,
                hashes: hashes, isMultiline: multiline, isObjC: objC))
        append(.string, start, end, literal: literals.count - 1)
        position = end
    }

    private func hasHashes(_ count: Int, at offset: Int) -> Bool {
        for index in 0..<count where byte(offset + index) != 0x23 { return false }
        return true
    }

    /// The offset of the `)` that closes an interpolation opened before `start`, skipping nested
    /// parentheses, strings and comments.
    private func skipInterpolation(from start: Int) -> Int {
        var depth = 1
        var cursor = start
        while cursor < bytes.count {
            switch bytes[cursor] {
            case 0x28:
                depth += 1
                cursor += 1
            case 0x29:
                depth -= 1
                if depth == 0 { return cursor }
                cursor += 1
            case 0x22, 0x23:
                var nested = SourceLexer(bytes: bytes, language: .swift)
                nested.position = cursor
                if bytes[cursor] == 0x23 {
                    var hashes = 0
                    while byte(cursor + hashes) == 0x23 { hashes += 1 }
                    guard byte(cursor + hashes) == 0x22 else {
                        cursor += hashes
                        continue
                    }
                    nested.scanString(hashes: hashes, start: cursor, objC: false, prefix: hashes)
                } else {
                    nested.scanString(hashes: 0, start: cursor, objC: false)
                }
                cursor = max(cursor + 1, nested.position)
            case 0x2F where byte(cursor + 1) == 0x2F:
                while cursor < bytes.count && bytes[cursor] != 0x0A { cursor += 1 }
            case 0x2F where byte(cursor + 1) == 0x2A:
                var nested = SourceLexer(bytes: bytes, language: .swift)
                nested.position = cursor
                nested.skipBlockComment(until: bytes.count)
                cursor = nested.position
            case 0x0A:
                return cursor
            default:
                cursor += 1
            }
        }
        return bytes.count
    }
}
