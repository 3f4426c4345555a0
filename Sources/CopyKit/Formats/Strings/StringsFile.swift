import Foundation

/// One `key = value;` pair of a `.strings` file, with the places of its tokens (UTF-16 offsets
/// in the decoded text).
public struct StringsEntry: Sendable {
    public var key: String
    public var value: String
    /// The comments between the previous pair and this one, delimiters removed, joined by newlines.
    public var comment: String?
    /// The key token, quotes included.
    public var keyRange: Range<Int>
    /// The value token, quotes included; nil for the shortcut form `"key";` (value = key).
    public var valueRange: Range<Int>?
    /// Whether a later pair has the same key (this one is then ignored by Foundation).
    public var isOverridden: Bool
}

/// A `.strings` file read by a strict parser of the old-style property-list grammar that
/// Foundation uses, keeping the original text so a value can be rewritten in place.
///
/// Stricter than Foundation where Foundation silently drops the rest of a file (a stray `;`, an
/// unterminated comment, text it cannot read): those are errors with line and column.
public struct StringsFile: LocalizationDocument {
    public let path: String
    public var format: LocalizationFormat { .strings }
    public let encoding: TextFileEncoding
    /// The decoded text, BOM removed.
    public let units: [UInt16]
    public let entries: [StringsEntry]
    public let strings: [LocalizedString]
    public let diagnostics: [LocalizationDiagnostic]
    /// The language of the folder (`en` for `en.lproj`), or nil.
    public let folderLanguage: String?
    public var declaredSourceLanguage: String? { nil }
    private let lines: LineIndex

    /// Reads a file's bytes. Throws with line and column when the file does not parse.
    public init(bytes: [UInt8], path: String) throws(LocalizationFileError) {
        let (units, encoding) = try TextFileEncoding.decode(bytes, path: path)
        try self.init(units: units, encoding: encoding, path: path)
    }

    init(units: [UInt16], encoding: TextFileEncoding, path: String) throws(LocalizationFileError) {
        self.path = path
        self.units = units
        self.encoding = encoding
        let lines = LineIndex(units)
        self.lines = lines
        var parser = StringsParser(units: units, path: path, lines: lines)
        var entries = try parser.parseFile()
        var diagnostics = parser.diagnostics
        var lastIndexOfKey: [String: Int] = [:]
        for index in entries.indices {
            if let previous = lastIndexOfKey[entries[index].key] {
                entries[previous].isOverridden = true
                let earlier = lines.location(ofUnit: entries[previous].keyRange.lowerBound)
                diagnostics.append(
                    LocalizationDiagnostic(
                        path: path, location: lines.location(ofUnit: entries[index].keyRange.lowerBound),
                        message:
                            "duplicate key \"\(entries[index].key)\" (also at line \(earlier.line)): this later value wins and the earlier one is ignored"
                    ))
            }
            lastIndexOfKey[entries[index].key] = index
        }
        self.entries = entries
        self.diagnostics = diagnostics.sorted {
            ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column)
        }
        let language = StringsFile.folderLanguage(of: path)
        self.folderLanguage = language
        var strings: [LocalizedString] = []
        for (index, entry) in entries.enumerated() where !entry.isOverridden {
            let tokenRange = entry.valueRange ?? entry.keyRange
            let first = StringsTokenCodec.contentStart(of: tokenRange, in: units)
            let shared = units
            let lineIndex = lines
            strings.append(
                LocalizedString(
                    index: index, key: entry.key, language: language, value: entry.value, comment: entry.comment,
                    readOnlyReason: entry.valueRange == nil
                        ? "the shortcut form \"key\"; has no value of its own (the key is the copy)"
                        : StringsFile.hasLoneSurrogate(entry.value, token: tokenRange, in: units)
                            ? "it holds a lone surrogate (\\UD800-style escape), which a rewrite could not keep" : nil,
                    start: lines.location(ofUnit: first),
                    locate: { offset in
                        let map = StringsTokenCodec.decode(tokenRange, in: shared).sourceOffsets
                        let contentEnd =
                            first == tokenRange.lowerBound ? tokenRange.upperBound : tokenRange.upperBound - 1
                        let unit = offset < map.count ? map[offset] : contentEnd
                        return lineIndex.location(ofUnit: unit)
                    }))
        }
        self.strings = strings
    }

    /// Whether a value's escapes decode to a lone UTF-16 surrogate (`"\UD800"`): its text reads
    /// U+FFFD there, and rewriting it would write U+FFFD over the escape.
    static func hasLoneSurrogate(_ value: String, token: Range<Int>, in units: [UInt16]) -> Bool {
        // U+FFFD is EF BF BD in UTF-8: a value without the byte EF holds none, its scalars unread.
        var value = value
        guard value.withUTF8({ $0.contains(0xEF) }), value.unicodeScalars.contains("\u{FFFD}") else { return false }
        let decoded = StringsTokenCodec.decode(token, in: units).value
        return String(validating: decoded, as: UTF16.self) == nil
    }

    /// The language of the nearest `xx.lproj` folder of a path (`Base` included), or nil.
    public static func folderLanguage(of path: String) -> String? {
        let components = path.split(separator: "/" as Character)
        for component in components.dropLast().reversed() where component.hasSuffix(".lproj") {
            return String(component.dropLast(6))
        }
        return nil
    }

    /// The bytes with the given entries' values replaced (entry index → new value); untouched
    /// parts of a value keep their original escapes, new text is escaped minimally.
    public func rewritten(with changes: [Int: String]) throws(LocalizationFileError) -> [UInt8] {
        guard !changes.isEmpty else { return encoding.encode(units) }
        var output: [UInt16] = []
        // At most the old text and every new value (escapes aside): allocated once, not doubled.
        output.reserveCapacity(units.count + changes.values.reduce(64) { $0 + $1.utf16.count })
        var cursor = 0
        for (index, newValue) in changes.sorted(by: { $0.key < $1.key }) {
            guard entries.indices.contains(index), let range = entries[index].valueRange else {
                throw LocalizationFileError(
                    path: path, message: "internal: no writable value for change \(index)")
            }
            output.append(contentsOf: units[cursor..<range.lowerBound])
            output.append(contentsOf: StringsTokenCodec.rewrite(token: range, in: units, to: newValue))
            cursor = range.upperBound
        }
        output.append(contentsOf: units[cursor...])
        return encoding.encode(output)
    }

    /// The keys and effective values, as Foundation would read them.
    public var dictionary: [String: String] {
        var result: [String: String] = [:]
        for entry in entries { result[entry.key] = entry.value }
        return result
    }
}

/// Reads, and writes, one string token of a `.strings` file.
enum StringsTokenCodec {
    static let quote: UInt16 = 0x22
    static let apostrophe: UInt16 = 0x27
    static let backslash: UInt16 = 0x5C

    /// Whether a unit may appear in an unquoted token: `[A-Za-z0-9_$/:.-]`.
    static func isUnquoted(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F, 0x24, 0x2F, 0x3A, 0x2E, 0x2D: return true
        default: return false
        }
    }

    /// Where the content of a token starts (after its opening quote, if any).
    static func contentStart(of range: Range<Int>, in units: [UInt16]) -> Int {
        guard !range.isEmpty else { return range.lowerBound }
        let first = units[range.lowerBound]
        return first == quote || first == apostrophe ? range.lowerBound + 1 : range.lowerBound
    }

    /// The decoded text of a token: a token without an escape (most keys and values) is its
    /// units between the quotes, made into a string without decoding them into an array first.
    static func decodedText(_ range: Range<Int>, in units: [UInt16]) -> String {
        let delimiter = units[range.lowerBound]
        guard delimiter == quote || delimiter == apostrophe else { return String(utf16Units: units[range]) }
        if range.count >= 2 {
            let content = (range.lowerBound + 1)..<(range.upperBound - 1)
            if !units[content].contains(backslash) { return String(utf16Units: units[content]) }
        }
        return String(utf16Units: decode(range, in: units).value)
    }

    /// The decoded value of a token, and for each decoded unit the offset of its source text.
    static func decode(_ range: Range<Int>, in units: [UInt16]) -> (value: [UInt16], sourceOffsets: [Int]) {
        var value: [UInt16] = []
        var offsets: [Int] = []
        value.reserveCapacity(range.count)
        offsets.reserveCapacity(range.count)
        let delimiter = units[range.lowerBound]
        guard delimiter == quote || delimiter == apostrophe else {
            return (Array(units[range]), Array(range))
        }
        var index = range.lowerBound + 1
        let end = range.upperBound - 1
        while index < end {
            let unit = units[index]
            guard unit == backslash, index + 1 < end else {
                value.append(unit)
                offsets.append(index)
                index += 1
                continue
            }
            let start = index
            let next = units[index + 1]
            index += 2
            switch next {
            case 0x6E: value.append(0x0A)
            case 0x74: value.append(0x09)
            case 0x72: value.append(0x0D)
            case 0x61: value.append(0x07)
            case 0x62: value.append(0x08)
            case 0x66: value.append(0x0C)
            case 0x76: value.append(0x0B)
            case 0x55:
                var scalar: UInt16 = 0
                var digits = 0
                while digits < 4, index < end, let digit = hexValue(units[index]) {
                    scalar = scalar << 4 | digit
                    digits += 1
                    index += 1
                }
                value.append(scalar)  // no digits at all reads as U+0000, as Foundation does
            case 0x30...0x37:
                var byte = Int(next - 0x30)
                var digits = 1
                while digits < 3, index < end, (0x30...0x37).contains(units[index]) {
                    byte = byte * 8 + Int(units[index] - 0x30)
                    digits += 1
                    index += 1
                }
                let decoded = nextStepCharacter(UInt8(truncatingIfNeeded: byte))
                for unit in decoded {
                    value.append(unit)
                    offsets.append(start)
                }
                continue
            default: value.append(next)
            }
            offsets.append(start)
        }
        return (value, offsets)
    }

    /// The NeXTSTEP Latin character of a byte, as Foundation decodes octal escapes.
    static func nextStepCharacter(_ byte: UInt8) -> [UInt16] {
        if byte < 0x80 { return [UInt16(byte)] }
        if let text = String(data: Data([byte]), encoding: .nextstep) { return Array(text.utf16) }
        return [UInt16(byte)]
    }

    static func hexValue(_ unit: UInt16) -> UInt16? {
        switch unit {
        case 0x30...0x39: return unit - 0x30
        case 0x41...0x46: return unit - 0x41 + 10
        case 0x61...0x66: return unit - 0x61 + 10
        default: return nil
        }
    }

    /// The new source text of a token whose decoded value becomes `newValue`: the common prefix
    /// and suffix keep their original spelling; only the changed middle is escaped anew.
    static func rewrite(token range: Range<Int>, in units: [UInt16], to newValue: String) -> [UInt16] {
        let new = Array(newValue.utf16)
        let delimiter = units[range.lowerBound]
        let quoted = delimiter == quote || delimiter == apostrophe
        if !quoted {
            if !new.isEmpty, new.allSatisfy(isUnquoted) { return new }
            return [quote] + escape(new[...], delimiter: quote) + [quote]
        }
        let (old, offsets) = decode(range, in: units)
        let content = ValueSplicer.rewrite(
            contentRange: (range.lowerBound + 1)..<(range.upperBound - 1), of: units, decoded: old, offsets: offsets,
            to: new, escape: { escape($0, delimiter: delimiter) })
        return [delimiter] + content + [delimiter]
    }

    /// Escapes `\`, the delimiter and control characters; everything else stays raw.
    static func escape(_ text: ArraySlice<UInt16>, delimiter: UInt16) -> [UInt16] {
        var output: [UInt16] = []
        output.reserveCapacity(text.count)
        for unit in text {
            switch unit {
            case backslash, delimiter: output.append(contentsOf: [backslash, unit])
            case 0x0A: output.append(contentsOf: [backslash, 0x6E])
            case 0x09: output.append(contentsOf: [backslash, 0x74])
            case 0x0D: output.append(contentsOf: [backslash, 0x72])
            case 0x00..<0x20:
                let digits = Array(String(unit, radix: 16, uppercase: true).utf16)
                output.append(contentsOf: [backslash, 0x55] + Array(repeating: 0x30, count: 4 - digits.count) + digits)
            default: output.append(unit)
            }
        }
        return output
    }
}

/// The strict `.strings` grammar (FORMATS.md §1.2) over UTF-16 units.
struct StringsParser {
    let units: [UInt16]
    let path: String
    let lines: LineIndex
    var position = 0
    var diagnostics: [LocalizationDiagnostic] = []
    private var pendingComments: [String] = []

    init(units: [UInt16], path: String, lines: LineIndex) {
        self.units = units
        self.path = path
        self.lines = lines
    }

    mutating func parseFile() throws(LocalizationFileError) -> [StringsEntry] {
        var entries: [StringsEntry] = []
        try skipWhitespaceAndComments()
        var braced = false
        if position < units.count, units[position] == 0x7B {
            braced = true
            position += 1
            try skipWhitespaceAndComments()
        }
        while position < units.count {
            if braced, units[position] == 0x7D {
                position += 1
                try skipWhitespaceAndComments()
                if position < units.count { throw failure("expected the end of the file after '}'") }
                return entries
            }
            entries.append(try parseEntry())
            try skipWhitespaceAndComments()
        }
        if braced { throw failure("expected '}' to close the '{' at the start of the file, found the end of the file") }
        return entries
    }

    private mutating func parseEntry() throws(LocalizationFileError) -> StringsEntry {
        let comment = pendingComments.isEmpty ? nil : pendingComments.joined(separator: "\n")
        pendingComments.removeAll()
        guard canStartToken(units[position]) else {
            let after = lastLineBefore(position)
            throw failure(
                "expected a key (a quoted string or an unquoted [A-Za-z0-9_$/:.-] token), found \(describe(position))"
                    + (after.map { "; Foundation would silently ignore everything after line \($0)" } ?? ""))
        }
        let keyRange = try readToken(role: "key")
        let key = StringsTokenCodec.decodedText(keyRange, in: units)
        try skipWhitespaceAndComments()
        guard position < units.count else {
            throw failure("expected '=' or ';' after the key \"\(key)\", found the end of the file")
        }
        if units[position] == 0x3B {
            position += 1
            return StringsEntry(
                key: key, value: key, comment: comment, keyRange: keyRange, valueRange: nil, isOverridden: false)
        }
        guard units[position] == 0x3D else {
            throw failure("expected '=' or ';' after the key \"\(key)\", found \(describe(position))")
        }
        position += 1
        try skipWhitespaceAndComments()
        guard position < units.count else {
            throw failure("expected a value after '=' for the key \"\(key)\", found the end of the file")
        }
        if [0x7B, 0x28, 0x3C].contains(units[position]) {
            throw failure(
                "expected a string value for the key \"\(key)\"; dictionaries, arrays and data are not strings")
        }
        guard canStartToken(units[position]) else {
            throw failure("expected a string value for the key \"\(key)\", found \(describe(position))")
        }
        let valueRange = try readToken(role: "value")
        let value = StringsTokenCodec.decodedText(valueRange, in: units)
        let valueEnd = position
        try skipWhitespaceAndComments()
        guard position < units.count, units[position] == 0x3B else {
            // Point where the ';' belongs, right after the value, and say what came instead.
            var found = position < units.count ? describe(position) : "the end of the file"
            let foundLine = lines.location(ofUnit: position).line
            if position < units.count, foundLine != lines.location(ofUnit: valueEnd).line {
                found += " on line \(foundLine)"
            }
            position = valueEnd
            throw failure("expected ';' after the value of \"\(key)\", found \(found)")
        }
        position += 1
        return StringsEntry(
            key: key, value: value, comment: comment, keyRange: keyRange, valueRange: valueRange, isOverridden: false)
    }

    private func canStartToken(_ unit: UInt16) -> Bool {
        unit == StringsTokenCodec.quote || unit == StringsTokenCodec.apostrophe || StringsTokenCodec.isUnquoted(unit)
    }

    /// Reads a quoted or unquoted token and returns its range, warning about suspicious escapes.
    private mutating func readToken(role: String) throws(LocalizationFileError) -> Range<Int> {
        let start = position
        let delimiter = units[position]
        guard delimiter == StringsTokenCodec.quote || delimiter == StringsTokenCodec.apostrophe else {
            while position < units.count, StringsTokenCodec.isUnquoted(units[position]) { position += 1 }
            return start..<position
        }
        position += 1
        while position < units.count {
            let unit = units[position]
            if unit == delimiter {
                position += 1
                return start..<position
            }
            if unit == StringsTokenCodec.backslash, position + 1 < units.count {
                checkEscape(at: position)
                position += 2
                continue
            }
            position += 1
        }
        position = start
        throw failure("unterminated \(role): the string opened here has no closing \(delimiter == 0x22 ? "\"" : "'")")
    }

    private mutating func checkEscape(at index: Int) {
        let next = units[index + 1]
        let location = lines.location(ofUnit: index)
        if next == 0x75, index + 2 < units.count, StringsTokenCodec.hexValue(units[index + 2]) != nil {
            diagnostics.append(
                LocalizationDiagnostic(
                    path: path, location: location,
                    message:
                        "'\\u' is not an escape in .strings (only uppercase '\\U' is): this reads as the text 'u…'; write '\\U' or the character itself"
                ))
        } else if next == 0x55 {
            var digits = 0
            while digits < 5, index + 2 + digits < units.count,
                StringsTokenCodec.hexValue(units[index + 2 + digits]) != nil
            {
                digits += 1
            }
            // `\U1F600` (an astral code point written whole) is the mistake; `\U00A0a` is fine.
            if digits == 5, units[index + 2] == 0x31 {
                diagnostics.append(
                    LocalizationDiagnostic(
                        path: path, location: location,
                        message:
                            "'\\U' takes at most 4 hex digits: the fifth is read as text (astral characters need a surrogate pair \\UD83D\\UDE00)"
                    ))
            }
        } else if next == 0x55, index + 2 >= units.count || StringsTokenCodec.hexValue(units[index + 2]) == nil {
            diagnostics.append(
                LocalizationDiagnostic(
                    path: path, location: location,
                    message: "'\\U' without hex digits reads as the character U+0000"))
        } else if (0x30...0x37).contains(next) {
            diagnostics.append(
                LocalizationDiagnostic(
                    path: path, location: location, severity: .info,
                    message: "octal escape: Foundation decodes it as a NeXTSTEP Latin byte, not UTF-8"))
        }
    }

    private mutating func skipWhitespaceAndComments() throws(LocalizationFileError) {
        while position < units.count {
            let unit = units[position]
            switch unit {
            case 0x09...0x0D, 0x20, 0x2028, 0x2029:
                position += 1
            case 0x2F where position + 1 < units.count && units[position + 1] == 0x2F:
                let start = position + 2
                position = start
                while position < units.count, !Self.isLineBreak(units[position]) { position += 1 }
                pendingComments.append(trimmed(start..<position))
            case 0x2F where position + 1 < units.count && units[position + 1] == 0x2A:
                let open = position
                var index = position + 2
                var closed = false
                while index + 1 < units.count {
                    if units[index] == 0x2A, units[index + 1] == 0x2F {
                        closed = true
                        break
                    }
                    index += 1
                }
                guard closed else {
                    position = open
                    throw failure(
                        "unterminated comment: '/*' has no '*/' (Foundation would silently ignore the rest of the file)"
                    )
                }
                pendingComments.append(trimmed((open + 2)..<index))
                position = index + 2
            default:
                return
            }
        }
    }

    /// The text of `range` without the white space and line breaks at its ends (those of
    /// `CharacterSet.whitespacesAndNewlines`, all single code units), trimmed on the code units:
    /// Foundation's trimming took about 25 k instructions a comment.
    private func trimmed(_ range: Range<Int>) -> String {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, CodeUnit.isWhitespace(units[lower]) { lower += 1 }
        while upper > lower, CodeUnit.isWhitespace(units[upper - 1]) { upper -= 1 }
        return String(utf16Units: units[lower..<upper])
    }

    private static func isLineBreak(_ unit: UInt16) -> Bool {
        unit == 0x0A || unit == 0x0D || unit == 0x2028 || unit == 0x2029
    }

    private func lastLineBefore(_ index: Int) -> Int? {
        index > 0 ? lines.location(ofUnit: index - 1).line : nil
    }

    private func describe(_ index: Int) -> String {
        guard index < units.count else { return "the end of the file" }
        let unit = units[index]
        if unit == 0x0A { return "a line break" }
        if UTF16.isLeadSurrogate(unit), index + 1 < units.count {
            return "'" + String(decoding: units[index...(index + 1)], as: UTF16.self) + "'"
        }
        return "'" + String(decoding: [unit], as: UTF16.self) + "'"
    }

    private func failure(_ message: String) -> LocalizationFileError {
        LocalizationFileError(path: path, location: lines.location(ofUnit: position), message: message)
    }
}
