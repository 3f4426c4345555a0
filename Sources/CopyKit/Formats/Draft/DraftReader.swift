/// Reads alert drafts: the plain draft format or JSON (one alert, an array, JSON Lines),
/// detected from the first non-blank character.
public enum DraftReader {
    /// The path reports use for standard input.
    public static let standardInputPath = "<stdin>"

    /// Reads `bytes` (UTF-8, an optional BOM) as drafts. With `role`, every non-blank line of a
    /// plain draft is one alert with that single field (prefixes are not interpreted).
    public static func read(_ bytes: [UInt8], path: String, role: TextRole? = nil) throws(InputError) -> DraftDocument {
        _ = try decodeText(bytes, path: path)
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        var first = start
        while first < bytes.count, isBlank(bytes[first]) || bytes[first] == 0x0A || bytes[first] == 0x0D { first += 1 }
        guard first < bytes.count else {
            throw InputError(path: path, line: 1, column: 1, message: "empty input: expected an alert")
        }
        let document: DraftDocument
        if role == nil, bytes[first] == UInt8(ascii: "{") || bytes[first] == UInt8(ascii: "[") {
            document = try JSONDraftReader.read(bytes, path: path)
        } else {
            var parser = PlainDraftParser(bytes: bytes, path: path, start: start, role: role)
            let alerts = try parser.parse()
            guard !alerts.isEmpty else {
                throw InputError(path: path, line: 1, column: 1, message: "no alert in the input (only comments)")
            }
            document = DraftDocument(format: .plain, path: path, alerts: alerts, bytes: bytes)
        }
        try checkLengths(document)
        return document
    }

    /// The longest text a title, message or button may have (UTF-16 units). Alert copy is a few
    /// hundred characters at most; anything far longer is not alert text, so it is refused
    /// rather than linted.
    public static let maximumFieldLength = InputLimits.maximumFieldLength

    private static func checkLengths(_ document: DraftDocument) throws(InputError) {
        for draft in document.alerts {
            for field in draft.alert.textFields {
                guard let length = draft.alert.text(of: field)?.utf16.count, length > maximumFieldLength else {
                    continue
                }
                let start = draft.source.fields[field]?.start ?? draft.source.start
                throw InputError(
                    path: document.path, line: start.line, column: start.column,
                    message: "the \(field) is \(length) characters long; alert text is linted up to "
                        + "\(maximumFieldLength) characters")
            }
        }
    }

    /// The bytes as text: valid UTF-8 without NUL bytes, or an error at the first bad byte.
    public static func decodeText(_ bytes: [UInt8], path: String) throws(InputError) -> String {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw InputError(
                path: path, line: 1, column: 1,
                message: "the input is UTF-16 (it starts with a byte order mark); drafts are UTF-8")
        }
        var index = 0
        var line = 1
        var lineStart = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                if byte == 0 {
                    let column = utf16Column(bytes, lineStart: lineStart, offset: index)
                    throw InputError(path: path, line: line, column: column, message: "NUL byte in the input")
                }
                index += 1
                if byte == 0x0A {
                    line += 1
                    lineStart = index
                }
                continue
            }
            let length = utf8SequenceLength(bytes, at: index)
            guard length > 0 else {
                let column = utf16Column(bytes, lineStart: lineStart, offset: index)
                throw InputError(
                    path: path, line: line, column: column,
                    message: "invalid UTF-8 (byte 0x\(String(byte, radix: 16, uppercase: true)))")
            }
            index += length
        }
        var body = bytes[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { body = bytes[3...] }
        return String(decoding: body, as: UTF8.self)
    }

    /// The length of the well-formed UTF-8 sequence at `index`, or 0 when it is malformed.
    static func utf8SequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        let length: Int
        var lower: UInt8 = 0x80
        var upper: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            lower = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            upper = 0x9F
        case 0xF0:
            length = 4
            lower = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            upper = 0x8F
        default: return 0
        }
        guard index + length <= bytes.count else { return 0 }
        guard (lower...upper).contains(bytes[index + 1]) else { return 0 }
        for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) { return 0 }
        return length
    }

    /// The 1-based column (UTF-16 code units) of byte `offset` on the line starting at `lineStart`.
    static func utf16Column(_ bytes: [UInt8], lineStart: Int, offset: Int) -> Int {
        var column = 1
        for byte in bytes[lineStart..<offset] {
            if byte & 0xC0 != 0x80 { column += 1 }
            if byte >= 0xF0 { column += 1 }
        }
        return column
    }

    static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
}
