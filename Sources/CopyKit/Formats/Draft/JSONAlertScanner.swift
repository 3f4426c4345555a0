/// Reads a line of JSON Lines holding an alert object of the usual shape straight from its
/// bytes, without a node tree: `title` and `message` (a string or null), `buttons` (strings and
/// `{"title", "role"}` objects), `id` and other members with a string, number, `true`, `false`
/// or `null` value; member names have no escapes (string values may have, decoded as the node
/// reader decodes them), and `title`, `message` and `buttons` come at most once, with at most
/// six buttons (what `JSONFieldPlaces` places). Anything else, errors included, is left to the
/// node reader (`alert` answers nil), so what is reported stays what that reader reports. The
/// fields' places are kept as `JSONFieldPlaces`, so an input of 2³¹ bytes or more is left to the
/// node reader too.
struct JSONAlertScanner {
    /// Why the scanner stops: the line is for the node reader.
    private struct Unsupported: Error {}

    private let bytes: UnsafeBufferPointer<UInt8>
    /// The line's first byte (column 1) and the end of the line.
    private let lineStart: Int
    private let end: Int
    private let line: Int
    private var position: Int
    /// How many bytes before the position are not UTF-16 units of their own: the continuation
    /// bytes of multi-byte scalars, less one for each 4-byte scalar (two units).
    private var extraBytes = 0

    private init(_ bytes: UnsafeBufferPointer<UInt8>, line range: Range<Int>, number: Int) {
        self.bytes = bytes
        lineStart = range.lowerBound
        end = range.upperBound
        line = number
        position = range.lowerBound
    }

    /// The alert of the line `range` of `bytes`, whose number is `number` (places as the node
    /// reader gives them: column 1 at the range's start), or nil when the line is not of the
    /// usual shape.
    static func alert(in bytes: [UInt8], line range: Range<Int>, number: Int, path: String, index: Int) -> DraftAlert? {
        withUnsafeTemporaryAllocation(of: DraftAlert.self, capacity: 1) { slot in
            guard read(in: bytes, line: range, number: number, path: path, index: index, into: slot.baseAddress!)
            else { return nil }
            return slot.baseAddress!.move()
        }
    }

    /// `alert(in:line:number:path:index:)` made in `slot` (uninitialized), where the reader keeps
    /// it, rather than returned: a draft is hundreds of bytes. False, and `slot` left
    /// uninitialized, when the line is not of the usual shape.
    static func read(
        in bytes: [UInt8], line range: Range<Int>, number: Int, path: String, index: Int,
        into slot: UnsafeMutablePointer<DraftAlert>
    ) -> Bool {
        guard bytes.count <= Int32.max else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            var scanner = JSONAlertScanner(buffer, line: range, number: number)
            do {
                try scanner.readAlert(bytes, path: path, index: index, into: slot)
                return true
            } catch {
                return false
            }
        }
    }

    // MARK: The alert

    private mutating func readAlert(
        _ input: [UInt8], path: String, index: Int, into slot: UnsafeMutablePointer<DraftAlert>
    ) throws(Unsupported) {
        skipWhitespace()
        let objectStart = position
        let objectLocation = currentLocation()
        try expect(UInt8(ascii: "{"))
        var alert = Alert()
        var places = JSONFieldPlaces(bytes: input, line: line)
        var spans = DraftSpans()
        var name: String?
        repeat {
            skipWhitespace()
            let key = try alertKey(readName())
            skipWhitespace()
            try expect(UInt8(ascii: ":"))
            skipWhitespace()
            let valueStart = position
            let valueLocation = currentLocation()
            switch key {
            case .field(let field):
                guard spans[field] == nil else { throw Unsupported() }
                if field == .buttons {
                    try readButtons(into: &alert.buttons, quotes: &places.buttons)
                    places.buttonList = Int32(truncatingIfNeeded: valueLocation.column)
                } else if let text = try readStringOrNull() {
                    alert.setText(text, of: field)
                    let quote = JSONFieldPlaces.Quote(valueStart..<position, column: valueLocation.column)
                    if field == .title { places.title = quote } else { places.message = quote }
                }
                spans[field] = DraftSpan(value: valueStart..<position, lines: valueStart..<position)
            case .id:
                switch peek() {
                case UInt8(ascii: "\""): name = try readString()
                case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    try skipNumber()
                    name = text(valueStart..<position)
                default:
                    try skipLiteral()
                    name = nil
                }
            case .other:
                try skipScalar()
            }
            skipWhitespace()
        } while try closesAfterComma(UInt8(ascii: "}"))
        let extent = objectStart..<position
        skipWhitespace()
        guard position == end, spans[.title] != nil || spans[.message] != nil || spans[.buttons] != nil else {
            throw Unsupported()
        }
        slot.initialize(
            to: DraftAlert(
                alert: alert, path: path, name: name ?? JSONDraftReader.defaultName(index: index),
                start: objectLocation, places: consume places, spans: spans, extent: extent))
    }

    /// What a member of an alert object is to the scanner.
    private enum Key {
        case field(AlertField)
        case id
        case other
    }

    /// The member named `name`; a name the node reader would question (one close to a field's)
    /// is left to it.
    private func alertKey(_ name: UnsafeBufferPointer<UInt8>) throws(Unsupported) -> Key {
        switch name.count {
        case 5: if Self.isName(name, "title") { return .field(.title) }
        case 7:
            if Self.isName(name, "message") { return .field(.message) }
            if Self.isName(name, "buttons") { return .field(.buttons) }
        case 2: if Self.isName(name, "id") { return .id }
        default: break
        }
        guard JSONDraftReader.misspelledAlertKey(String(decoding: name, as: UTF8.self)) == nil else {
            throw Unsupported()
        }
        return .other
    }

    /// Reads the button list (titles and `{"title": …, "role": …}` objects) and where each
    /// button's title is.
    private mutating func readButtons(
        into buttons: inout [AlertButton], quotes: inout JSONFieldPlaces.ButtonQuotes
    ) throws(Unsupported) {
        try expect(UInt8(ascii: "["))
        skipWhitespace()
        if skip(UInt8(ascii: "]")) { return }
        buttons.reserveCapacity(4)
        repeat {
            skipWhitespace()
            if peek() == UInt8(ascii: "{") {
                let (button, quote) = try readButtonObject()
                buttons.append(button)
                guard quotes.append(quote) else { throw Unsupported() }
            } else {
                let start = position
                let column = currentColumn()
                buttons.append(AlertButton(try readString()))
                guard quotes.append(JSONFieldPlaces.Quote(start..<position, column: column)) else {
                    throw Unsupported()
                }
            }
            skipWhitespace()
        } while try closesAfterComma(UInt8(ascii: "]"))
    }

    /// Reads `{"title": "…", "role": "cancel"}` (the role may be null or absent): the button and
    /// where its title is.
    private mutating func readButtonObject() throws(Unsupported) -> (AlertButton, JSONFieldPlaces.Quote) {
        position += 1
        var title: (text: String, quote: JSONFieldPlaces.Quote)?
        var role: ButtonRole?
        var hasRole = false
        repeat {
            skipWhitespace()
            let name = try readName()
            skipWhitespace()
            try expect(UInt8(ascii: ":"))
            skipWhitespace()
            if title == nil, Self.equal(name, "title") {
                let start = position
                let column = currentColumn()
                let text = try readString()
                title = (text, JSONFieldPlaces.Quote(start..<position, column: column))
            } else if !hasRole, Self.equal(name, "role") {
                hasRole = true
                if let text = try readStringOrNull() {
                    guard let parsed = ButtonRole(rawValue: text) else { throw Unsupported() }
                    role = parsed
                }
            } else {
                throw Unsupported()
            }
            skipWhitespace()
        } while try closesAfterComma(UInt8(ascii: "}"))
        guard let title else { throw Unsupported() }
        return (AlertButton(title.text, role: role), title.quote)
    }

    // MARK: Values

    /// A member name's bytes, between its quotes (a name with escapes is left to the node reader).
    private mutating func readName() throws(Unsupported) -> UnsafeBufferPointer<UInt8> {
        let start = position + 1
        guard try !skipString() else { throw Unsupported() }
        return UnsafeBufferPointer(rebasing: bytes[start..<position - 1])
    }

    /// A string's text, or nil for `null`.
    private mutating func readStringOrNull() throws(Unsupported) -> String? {
        if skip(literal: "null") { return nil }
        return try readString()
    }

    /// A string's text: its bytes as they are, or decoded when it has escapes.
    private mutating func readString() throws(Unsupported) -> String {
        let start = position + 1
        guard try skipString() else { return text(start..<position - 1) }
        guard let decoded = JSONEscapes.decode(UnsafeBufferPointer(rebasing: bytes[start..<position - 1])) else {
            throw Unsupported()
        }
        return decoded
    }

    /// Moves past a string without control characters whose escapes are well formed, counting
    /// the extra bytes of its multi-byte scalars; true when it has escapes.
    private mutating func skipString() throws(Unsupported) -> Bool {
        try expect(UInt8(ascii: "\""))
        var hasEscapes = false
        while true {
            // Plain ASCII 8 bytes at a time, to the first byte that is not.
            while end - position >= 8 {
                let notPlain = JSONBytes.notPlainASCII(
                    UnsafeRawPointer(bytes.baseAddress! + position).loadUnaligned(as: UInt64.self))
                position += notPlain == 0 ? 8 : notPlain.trailingZeroBitCount / 8
                if notPlain != 0 { break }
            }
            guard position < end else { throw Unsupported() }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                return hasEscapes
            }
            if byte >= 0x80 {
                let length = DraftReader.utf8SequenceLength(bytes, at: position)
                guard length > 0, position + length <= end else { throw Unsupported() }
                extraBytes += length == 4 ? 2 : length - 1
                position += length
            } else if byte >= 0x20, byte != UInt8(ascii: "\\") {
                position += 1
            } else if byte == UInt8(ascii: "\\"),
                let length = JSONEscapes.length(UnsafeBufferPointer(rebasing: bytes[position..<end]))
            {
                hasEscapes = true
                position += length
            } else {
                throw Unsupported()
            }
        }
    }

    /// Moves past a value the scanner does not keep: a string, a number or a literal.
    private mutating func skipScalar() throws(Unsupported) {
        switch peek() {
        case UInt8(ascii: "\""): _ = try skipString()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try skipNumber()
        default: try skipLiteral()
        }
    }

    /// Moves past a number as RFC 8259 writes it: an optional `-`, `0` or digits without a
    /// leading zero, then an optional fraction and exponent.
    private mutating func skipNumber() throws(Unsupported) {
        _ = skip(UInt8(ascii: "-"))
        if skip(UInt8(ascii: "0")) {
            guard !isAtDigit() else { throw Unsupported() }
        } else {
            try skipDigits()
        }
        if skip(UInt8(ascii: ".")) { try skipDigits() }
        if skip(UInt8(ascii: "e")) || skip(UInt8(ascii: "E")) {
            _ = skip(UInt8(ascii: "+")) || skip(UInt8(ascii: "-"))
            try skipDigits()
        }
    }

    /// Moves past one or more digits.
    private mutating func skipDigits() throws(Unsupported) {
        guard isAtDigit() else { throw Unsupported() }
        while isAtDigit() { position += 1 }
    }

    private func isAtDigit() -> Bool {
        position < end && bytes[position] >= UInt8(ascii: "0") && bytes[position] <= UInt8(ascii: "9")
    }

    /// Moves past `true`, `false` or `null`.
    private mutating func skipLiteral() throws(Unsupported) {
        guard skip(literal: "true") || skip(literal: "false") || skip(literal: "null") else { throw Unsupported() }
    }

    // MARK: Bytes and places

    private func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// The byte at the position, or 0 at the end of the line.
    private func peek() -> UInt8 {
        position < end ? bytes[position] : 0
    }

    /// Moves past `byte` when it is at the position.
    private mutating func skip(_ byte: UInt8) -> Bool {
        guard peek() == byte else { return false }
        position += 1
        return true
    }

    /// Moves past `literal` when it is at the position.
    private mutating func skip(literal: StaticString) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard end - position >= length,
            Self.equal(UnsafeBufferPointer(rebasing: bytes[position..<position + length]), literal)
        else { return false }
        position += length
        return true
    }

    /// Whether `bytes` are those of `literal`.
    private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ literal: StaticString) -> Bool {
        guard bytes.count == literal.utf8CodeUnitCount else { return false }
        for index in bytes.indices where bytes[index] != literal.utf8Start[index] { return false }
        return true
    }

    /// Whether `name` is `literal`, a name of 2 to 8 bytes as long as it: compared as two words
    /// that overlap (the first and the last 4 bytes, or 2), not byte by byte.
    @inline(__always)
    private static func isName(_ name: UnsafeBufferPointer<UInt8>, _ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        precondition(count >= 2 && count <= 8 && name.count == count, "a name compared as words")
        let name = UnsafeRawPointer(name.baseAddress!)
        let expected = UnsafeRawPointer(literal.utf8Start)
        if count >= 4 {
            return name.loadUnaligned(as: UInt32.self) == expected.loadUnaligned(as: UInt32.self)
                && name.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
                    == expected.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
        }
        return name.loadUnaligned(as: UInt16.self) == expected.loadUnaligned(as: UInt16.self)
            && name.loadUnaligned(fromByteOffset: count - 2, as: UInt16.self)
                == expected.loadUnaligned(fromByteOffset: count - 2, as: UInt16.self)
    }

    private mutating func expect(_ byte: UInt8) throws(Unsupported) {
        guard skip(byte) else { throw Unsupported() }
    }

    private mutating func skipWhitespace() {
        while position < end, bytes[position] == 0x20 || bytes[position] == 0x09 || bytes[position] == 0x0D {
            position += 1
        }
    }

    /// After a member or an element: true past a `,`, false past `close`.
    private mutating func closesAfterComma(_ close: UInt8) throws(Unsupported) -> Bool {
        if skip(UInt8(ascii: ",")) { return true }
        try expect(close)
        return false
    }

    /// The line and UTF-16 column of the position.
    private func currentLocation() -> SourceLocation {
        SourceLocation(line: line, column: currentColumn())
    }

    /// The UTF-16 column of the position.
    private func currentColumn() -> Int {
        1 + position - lineStart - extraBytes
    }
}
