/// The alert literals of one source file as a document of strings: each literal that is alert
/// copy is one string, linted at its line and column, and `fix` rewrites its bytes in place in
/// the literal's own escaping, every other byte as it was.
struct CodeLiteralDocument: LocalizationDocument {
    let path: String
    var format: LocalizationFormat { .code }
    let strings: [LocalizedString]
    var declaredSourceLanguage: String? { nil }
    var diagnostics: [LocalizationDiagnostic] { [] }
    let bytes: [UInt8]
    /// The literal behind each string, by string index.
    let literals: [StringLiteral]

    /// A document of the literals at `offsets` (each the start of a literal token) in `source`.
    init(source: SourceFile, offsets: [Int]) {
        path = source.path
        bytes = source.bytes
        var strings: [LocalizedString] = []
        var literals: [StringLiteral] = []
        let byOffset = Dictionary(source.literals.map { ($0.range.lowerBound, $0) }, uniquingKeysWith: { a, _ in a })
        for offset in Set(offsets).sorted() {
            guard let literal = byOffset[offset] else { continue }
            let start = source.location(of: literal.contentRange.lowerBound)
            let reason: String? =
                literal.value == nil
                ? "the literal has interpolation; edit it in the code"
                : literal.isMultiline || literal.hashes > 0 ? "a multi-line or raw literal; edit it in the code" : nil
            let text = literal.displayText(in: source.bytes)
            let escapes = Self.hasEscapes(literal, in: source.bytes)
            strings.append(
                LocalizedString(
                    index: strings.count, key: "\(source.path):\(start.line):\(start.column)", value: text,
                    readOnlyReason: reason, start: start,
                    locate: { offset in
                        // Exact while the literal has no escapes; otherwise the literal's start.
                        escapes ? start : SourceLocation(line: start.line, column: start.column + offset)
                    }))
            literals.append(literal)
        }
        self.strings = strings
        self.literals = literals
    }

    private static func hasEscapes(_ literal: StringLiteral, in bytes: [UInt8]) -> Bool {
        bytes[literal.contentRange].contains(0x5C)
    }

    func rewritten(with changes: [Int: String]) throws(LocalizationFileError) -> [UInt8] {
        var edits: [(range: Range<Int>, bytes: [UInt8])] = []
        for (index, value) in changes {
            let literal = literals[index]
            edits.append((literal.contentRange, Self.encode(value, objC: literal.isObjC)))
        }
        edits.sort { $0.range.lowerBound < $1.range.lowerBound }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var cursor = 0
        for edit in edits {
            output += bytes[cursor..<edit.range.lowerBound]
            output += edit.bytes
            cursor = edit.range.upperBound
        }
        output += bytes[cursor...]
        return output
    }

    /// A text as the body of a one-line `"…"` (or `@"…"`) literal.
    static func encode(_ text: String, objC: Bool) -> [UInt8] {
        var output: [UInt8] = []
        for byte in text.utf8 {
            switch byte {
            case 0x5C: output += [0x5C, 0x5C]
            case 0x22: output += [0x5C, 0x22]
            case 0x0A: output += [0x5C, 0x6E]
            case 0x0D: output += [0x5C, 0x72]
            case 0x09: output += [0x5C, 0x74]
            default: output.append(byte)
            }
        }
        return output
    }
}
