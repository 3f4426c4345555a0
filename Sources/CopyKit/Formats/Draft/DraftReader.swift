/// Reads alert drafts: the plain draft format or JSON (one alert, an array, JSON Lines),
/// detected from the first non-blank character.
public enum DraftReader {
    /// The path reports use for standard input.
    public static let standardInputPath = "<stdin>"

    /// Reads `bytes` (UTF-8, an optional BOM) as drafts. With `role`, every non-blank line of a
    /// plain draft is one alert with that single field (prefixes are not interpreted).
    public static func read(_ bytes: [UInt8], path: String, role: TextRole? = nil) throws(InputError) -> DraftDocument {
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        var first = start
        while first < bytes.count, isBlank(bytes[first]) || bytes[first] == 0x0A || bytes[first] == 0x0D { first += 1 }
        guard first < bytes.count else {
            try validateText(bytes, path: path)
            throw InputError(path: path, line: 1, column: 1, message: "empty input: expected an alert")
        }
        let document: DraftDocument
        if role == nil, bytes[first] == UInt8(ascii: "{") || bytes[first] == UInt8(ascii: "[") {
            // JSON is checked as text as it is read (see `JSONDraftReader.read`).
            document = try JSONDraftReader.read(bytes, path: path)
        } else {
            try validateText(bytes, path: path)
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
        // The drafts are read in place, their lengths in UTF-8 bytes first (at least their
        // length in UTF-16 units): nothing copied or counted for the many that are short.
        let longest = maximumFieldLength
        let firstLong = document.alerts.withUnsafeBufferPointer { drafts in
            drafts.firstIndex { draft in
                draft.alert.title?.utf8.count ?? 0 > longest || draft.alert.message?.utf8.count ?? 0 > longest
                    || draft.alert.buttons.contains { $0.title.utf8.count > longest }
            }
        }
        guard let firstLong else { return }
        for index in firstLong..<document.alerts.count {
            let alert = document.alerts[index].alert
            try checkLength(of: alert.title, .title, in: document, at: index)
            try checkLength(of: alert.message, .message, in: document, at: index)
            for (button, item) in alert.buttons.enumerated() {
                try checkLength(of: item.title, .button(button), in: document, at: index)
            }
        }
    }

    /// Refuses `text`, the `field` of the alert at `index`, when it is longer than alert text is
    /// linted. No text has more UTF-16 units than UTF-8 bytes, so a short text is passed
    /// without counting.
    private static func checkLength(of text: String?, _ field: AlertField, in document: DraftDocument, at index: Int)
        throws(InputError)
    {
        guard let text, text.utf8.count > maximumFieldLength else { return }
        let length = text.utf16.count
        guard length > maximumFieldLength else { return }
        let source = document.alerts[index].source
        let start = source.fieldSource(of: field)?.start ?? source.start
        throw InputError(
            path: document.path, line: start.line, column: start.column,
            message: "the \(field) is \(length) characters long; alert text is linted up to "
                + "\(maximumFieldLength) characters")
    }

    /// The bytes as text: valid UTF-8 without NUL bytes, or an error at the first bad byte.
    public static func decodeText(_ bytes: [UInt8], path: String) throws(InputError) -> String {
        try validateText(bytes, path: path)
        var body = bytes[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { body = bytes[3...] }
        return String(decoding: body, as: UTF8.self)
    }

    /// Checks that the bytes are text (what `decodeText` checks) without making the string.
    static func validateText(_ bytes: [UInt8], path: String) throws(InputError) {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw InputError(
                path: path, line: 1, column: 1,
                message: "the input is UTF-16 (it starts with a byte order mark); drafts are UTF-8")
        }
        guard let bad = firstInvalidByte(bytes) else { return }
        let line = 1 + bytes[..<bad].reduce(0) { $1 == 0x0A ? $0 + 1 : $0 }
        let lineStart = bytes[..<bad].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        let column = utf16Column(bytes, lineStart: lineStart, offset: bad)
        let message =
            bytes[bad] == 0
            ? "NUL byte in the input" : "invalid UTF-8 (byte 0x\(String(bytes[bad], radix: 16, uppercase: true)))"
        throw InputError(path: path, line: line, column: column, message: message)
    }

    /// The offset of the first NUL byte or byte that starts no well-formed UTF-8 sequence, or nil.
    /// ASCII goes 8 bytes at a time: a word is skipped when no byte has its high bit set and
    /// none is zero (`(x - 0x01…) & ~x` sets a byte's high bit when some byte is zero).
    static func firstInvalidByte(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                if buffer.count - index >= 8 {
                    let word = UnsafeRawPointer(buffer.baseAddress! + index).loadUnaligned(as: UInt64.self)
                    let zeros = (word &- 0x0101_0101_0101_0101) & ~word
                    if (word | zeros) & 0x8080_8080_8080_8080 == 0 {
                        index += 8
                        continue
                    }
                }
                let byte = buffer[index]
                if byte == 0 { return index }
                if byte < 0x80 {
                    index += 1
                    continue
                }
                let length = utf8SequenceLength(buffer, at: index)
                guard length > 0 else { return index }
                index += length
            }
            return nil
        }
    }

    /// The length of the well-formed UTF-8 sequence at `index`, or 0 when it is malformed.
    static func utf8SequenceLength<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, at index: Int) -> Int
    where Bytes.Index == Int {
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
