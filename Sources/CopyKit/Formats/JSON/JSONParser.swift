/// Why a JSON text could not be read: what was expected, where (1-based line, column in UTF-16
/// units, and byte offset).
public struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var line: Int
    public var column: Int
    public var byteOffset: Int

    public init(message: String, line: Int, column: Int, byteOffset: Int) {
        self.message = message
        self.line = line
        self.column = column
        self.byteOffset = byteOffset
    }

    public var description: String { "\(line):\(column): \(message)" }
}

/// A strict RFC 8259 JSON parser working on UTF-8 bytes.
///
/// Rejects what RFC 8259 rejects (trailing commas, comments, single quotes, leading zeros,
/// unescaped control characters, invalid UTF-8, lone surrogates that cannot form a string,
/// trailing text); skips a leading UTF-8 byte order mark, as RFC 8259 allows.
/// Duplicate member names are kept in order.
public enum JSONParser {
    /// The deepest nesting accepted, so hostile input cannot exhaust the stack.
    public static let maximumDepth = InputLimits.maximumNestingDepth

    /// Parses a complete JSON text into a value.
    public static func parse<Bytes: Collection>(_ bytes: Bytes) throws(JSONParseError) -> JSONValue
    where Bytes.Element == UInt8 {
        try withContiguousBytes(bytes) { (buffer) throws(JSONParseError) in
            var reader = JSONReader<JSONValue>(buffer)
            return try reader.parseDocument()
        }
    }

    /// Parses a complete JSON text into a value.
    public static func parse(_ text: String) throws(JSONParseError) -> JSONValue {
        try parse(Array(text.utf8))
    }

    /// Parses a complete JSON text into nodes that record every value's byte range and place.
    public static func parseNodes<Bytes: Collection>(_ bytes: Bytes) throws(JSONParseError) -> JSONNode
    where Bytes.Element == UInt8 {
        try withContiguousBytes(bytes) { (buffer) throws(JSONParseError) in
            var reader = JSONReader<JSONNode>(buffer)
            return try reader.parseDocument()
        }
    }

    /// Parses the whole input keeping only each object's member names, places and string values
    /// (nested containers are validated, then dropped): a cheap map of a large document.
    static func parseOutline(_ buffer: UnsafeBufferPointer<UInt8>) throws(JSONParseError) -> JSONOutline {
        var reader = JSONReader<JSONOutline>(buffer)
        return try reader.parseDocument()
    }

    /// The outline of the value at `span`, found by an earlier pass over the same input.
    static func parseOutline(_ buffer: UnsafeBufferPointer<UInt8>, at span: JSONSpan) throws(JSONParseError)
        -> JSONOutline
    {
        var reader = JSONReader<JSONOutline>(buffer, resumingAt: span)
        return try reader.parseSingleValue()
    }

    /// The nodes of the value at `span`, found by an earlier pass over the same input.
    static func parseNodes(_ buffer: UnsafeBufferPointer<UInt8>, at span: JSONSpan) throws(JSONParseError) -> JSONNode {
        var reader = JSONReader<JSONNode>(buffer, resumingAt: span)
        return try reader.parseSingleValue()
    }

    /// Parses the complete JSON text `range` of `bytes` (a line of JSON Lines) as if it were the
    /// whole input, except for places: `range` starts at column 1 of line `line`, and the spans of
    /// the nodes, and the line and byte offset of an error, are those of `bytes`. (A message that
    /// names a place, where an unclosed object opened, counts lines from the start of the text.)
    static func parseNodes(_ bytes: [UInt8], documentIn range: Range<Int>, line: Int) throws(JSONParseError)
        -> JSONNode
    {
        try bytes.withUnsafeBufferPointer { (buffer) throws(JSONParseError) in
            var reader = JSONReader<JSONNode>(
                UnsafeBufferPointer(rebasing: buffer[..<range.upperBound]), documentAt: range.lowerBound, line: line)
            return try reader.parseDocument()
        }
    }

    private static func withContiguousBytes<Bytes: Collection, Result>(
        _ bytes: Bytes, _ body: (UnsafeBufferPointer<UInt8>) throws(JSONParseError) -> Result
    ) throws(JSONParseError) -> Result where Bytes.Element == UInt8 {
        let outcome: Swift.Result<Result, JSONParseError>? = bytes.withContiguousStorageIfAvailable { buffer in
            do throws(JSONParseError) { return .success(try body(buffer)) } catch { return .failure(error) }
        }
        if let outcome { return try outcome.get() }
        let copy = Array(bytes)
        return try copy.withUnsafeBufferPointer { (buffer) throws(JSONParseError) in try body(buffer) }
    }
}

/// What the reader builds: plain values or nodes with places.
protocol JSONTreeElement {
    /// One member of an object, as the object holds it.
    associatedtype Member
    static func makeMember(key: String, keySpan: JSONSpan, value: Self) -> Member
    static func makeObject(_ members: [Member], span: JSONSpan) -> Self
    static func makeArray(_ elements: [Self], span: JSONSpan) -> Self
    static func makeString(_ text: String, span: JSONSpan) -> Self
    static func makeNumber(_ text: String, span: JSONSpan) -> Self
    static func makeBool(_ value: Bool, span: JSONSpan) -> Self
    static func makeNull(span: JSONSpan) -> Self
}

extension JSONValue: JSONTreeElement {
    static func makeMember(key: String, keySpan: JSONSpan, value: JSONValue) -> JSONMember { JSONMember(key, value) }
    static func makeObject(_ members: [JSONMember], span: JSONSpan) -> JSONValue { .object(members) }
    static func makeArray(_ elements: [JSONValue], span: JSONSpan) -> JSONValue { .array(elements) }
    static func makeString(_ text: String, span: JSONSpan) -> JSONValue { .string(text) }
    static func makeNumber(_ text: String, span: JSONSpan) -> JSONValue { .number(text) }
    static func makeBool(_ value: Bool, span: JSONSpan) -> JSONValue { .bool(value) }
    static func makeNull(span: JSONSpan) -> JSONValue { .null }
}

extension JSONNode: JSONTreeElement {
    static func makeMember(key: String, keySpan: JSONSpan, value: JSONNode) -> JSONNodeMember {
        JSONNodeMember(key: key, keySpan: keySpan, value: value)
    }
    static func makeObject(_ members: [JSONNodeMember], span: JSONSpan) -> JSONNode {
        JSONNode(content: .object(members), span: span)
    }
    static func makeArray(_ elements: [JSONNode], span: JSONSpan) -> JSONNode {
        JSONNode(content: .array(elements), span: span)
    }
    static func makeString(_ text: String, span: JSONSpan) -> JSONNode { JSONNode(content: .string(text), span: span) }
    static func makeNumber(_ text: String, span: JSONSpan) -> JSONNode { JSONNode(content: .number(text), span: span) }
    static func makeBool(_ value: Bool, span: JSONSpan) -> JSONNode { JSONNode(content: .bool(value), span: span) }
    static func makeNull(span: JSONSpan) -> JSONNode { JSONNode(content: .null, span: span) }
}

/// A shallow view of a value: its place, its string text, or an object's members with the
/// places of their values (and the text of those that are strings).
struct JSONOutline: JSONTreeElement {
    struct Member: Sendable {
        var key: String
        var keySpan: JSONSpan
        var valueSpan: JSONSpan
        var isObject: Bool
        var stringValue: String?
    }

    var span: JSONSpan
    var isObject = false
    var stringValue: String?
    var members: [Member] = []

    /// The last member named `key`.
    subscript(key: String) -> Member? { members.last { $0.key == key } }

    static func makeMember(key: String, keySpan: JSONSpan, value: JSONOutline) -> Member {
        Member(
            key: key, keySpan: keySpan, valueSpan: value.span, isObject: value.isObject,
            stringValue: value.stringValue)
    }
    static func makeObject(_ members: [Member], span: JSONSpan) -> JSONOutline {
        JSONOutline(span: span, isObject: true, members: members)
    }
    static func makeArray(_ elements: [JSONOutline], span: JSONSpan) -> JSONOutline { JSONOutline(span: span) }
    static func makeString(_ text: String, span: JSONSpan) -> JSONOutline { JSONOutline(span: span, stringValue: text) }
    static func makeNumber(_ text: String, span: JSONSpan) -> JSONOutline { JSONOutline(span: span) }
    static func makeBool(_ value: Bool, span: JSONSpan) -> JSONOutline { JSONOutline(span: span) }
    static func makeNull(span: JSONSpan) -> JSONOutline { JSONOutline(span: span) }
}

/// Byte tests the JSON readers share.
enum JSONBytes {
    /// Whether each of the 8 bytes of `word` is printable ASCII other than a quote or a backslash.
    static func isPlainASCII(_ word: UInt64) -> Bool { notPlainASCII(word) == 0 }

    /// The high bit of each byte of `word` (read little-endian) that is not printable ASCII or is
    /// a quote or a backslash, and maybe of bytes after such a byte: the lowest bit set marks the
    /// first byte that is not plain. A byte's high bit is set in `(x - 0x01…) & ~x` when it is
    /// zero, and in `(x - 0x20…) & ~x` when it is below 0x20 (borrows may mark more bytes, but
    /// only above one marked rightly).
    static func notPlainASCII(_ word: UInt64) -> UInt64 {
        let quotes = word ^ 0x2222_2222_2222_2222
        let backslashes = word ^ 0x5C5C_5C5C_5C5C_5C5C
        let controls = (word &- 0x2020_2020_2020_2020) & ~word
        let quoteZeros = (quotes &- 0x0101_0101_0101_0101) & ~quotes
        let backslashZeros = (backslashes &- 0x0101_0101_0101_0101) & ~backslashes
        return (word | controls | quoteZeros | backslashZeros) & 0x8080_8080_8080_8080
    }
}

/// The parser proper: a cursor over UTF-8 bytes that tracks the line and the UTF-16 column.
struct JSONReader<Element: JSONTreeElement> {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var line = 1
    private var lineStart = 0
    /// The column of `lineStart` (1 unless reading resumed mid-line).
    private var lineStartColumn = 1
    /// A point on the current line whose UTF-16 column is known, so columns cost O(distance).
    private var columnMark = (offset: 0, column: 1)
    private var depth = 0
    private var scratch: [UInt8] = []
    /// The lines of the input before the text (see `init(_:documentAt:line:)`): places are those
    /// of the input, but a message names a place as it is in the text on its own.
    private var linesBefore = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// A reader positioned at a value already located by an earlier pass (`span`), so the
    /// places it records are those of the whole input.
    init(_ bytes: UnsafeBufferPointer<UInt8>, resumingAt span: JSONSpan) {
        self.bytes = bytes
        position = span.bytes.lowerBound
        line = span.start.line
        lineStart = position
        lineStartColumn = span.start.column
        columnMark = (position, span.start.column)
    }

    /// A reader of a complete JSON text starting at byte `offset` of `bytes`, at column 1 of line
    /// `line` (a line of JSON Lines), so the places it records are those of the whole input.
    init(_ bytes: UnsafeBufferPointer<UInt8>, documentAt offset: Int, line: Int) {
        self.bytes = bytes
        position = offset
        self.line = line
        lineStart = offset
        columnMark = (offset, 1)
        linesBefore = line - 1
    }

    /// Reads the one value at the position (after `init(_:resumingAt:)`).
    mutating func parseSingleValue() throws(JSONParseError) -> Element {
        try parseValue()
    }

    /// Reads the complete text from the position (the start of the input unless
    /// `init(_:documentAt:line:)` said otherwise) to the end of the input; a byte order mark
    /// where the text starts is skipped, and column 1 is after it.
    mutating func parseDocument() throws(JSONParseError) -> Element {
        if bytes.count - position >= 3, bytes[position] == 0xEF, bytes[position + 1] == 0xBB,
            bytes[position + 2] == 0xBF
        {
            position += 3
            lineStart = position
            columnMark = (position, 1)
        }
        skipWhitespace()
        guard position < bytes.count else { throw error("expected a JSON value, found the end of the input") }
        let value = try parseValue()
        skipWhitespace()
        if position < bytes.count {
            throw error("expected the end of the input after the top-level value, found \(describeCurrent())")
        }
        return value
    }

    // MARK: Values

    private mutating func parseValue() throws(JSONParseError) -> Element {
        guard position < bytes.count else { throw error("expected a value, found the end of the input") }
        let start = position
        let location = currentLocation()
        switch bytes[position] {
        case UInt8(ascii: "{"): return try parseObject(start: start, location: location)
        case UInt8(ascii: "["): return try parseArray(start: start, location: location)
        case UInt8(ascii: "\""):
            let text = try parseString()
            return .makeString(text, span: JSONSpan(bytes: start..<position, start: location))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let text = try parseNumber()
            return .makeNumber(text, span: JSONSpan(bytes: start..<position, start: location))
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return .makeBool(true, span: JSONSpan(bytes: start..<position, start: location))
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return .makeBool(false, span: JSONSpan(bytes: start..<position, start: location))
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return .makeNull(span: JSONSpan(bytes: start..<position, start: location))
        default:
            throw error(
                "expected a value (object, array, string, number, true, false or null), found \(describeCurrent())")
        }
    }

    private mutating func parseObject(start: Int, location: SourceLocation) throws(JSONParseError) -> Element {
        depth += 1
        guard depth <= JSONParser.maximumDepth else {
            throw error("nesting deeper than \(JSONParser.maximumDepth) levels")
        }
        defer { depth -= 1 }
        position += 1
        var members: [Element.Member] = []
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
            position += 1
            return .makeObject(members, span: JSONSpan(bytes: start..<position, start: location))
        }
        // Most objects hold a few members: room for four at once instead of growing.
        members.reserveCapacity(4)
        while true {
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
                if position < bytes.count, bytes[position] == UInt8(ascii: "}"), !members.isEmpty {
                    throw error("expected a member name after ',' (trailing commas are not allowed), found '}'")
                }
                throw error("expected a member name in double quotes, found \(describeCurrent())")
            }
            let keyStart = position
            let keyLocation = currentLocation()
            let key = try parseString()
            let keySpan = JSONSpan(bytes: keyStart..<position, start: keyLocation)
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
                throw error("expected ':' after the member name \"\(key)\", found \(describeCurrent())")
            }
            position += 1
            skipWhitespace()
            let value = try parseValue()
            members.append(Element.makeMember(key: key, keySpan: keySpan, value: value))
            skipWhitespace()
            guard position < bytes.count else {
                throw error(
                    "expected ',' or '}' in the object opened at \(placeInText(location)), found the end of the input"
                )
            }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
                skipWhitespace()
                continue
            }
            if bytes[position] == UInt8(ascii: "}") {
                position += 1
                return .makeObject(members, span: JSONSpan(bytes: start..<position, start: location))
            }
            throw error("expected ',' or '}' after an object member, found \(describeCurrent())")
        }
    }

    private mutating func parseArray(start: Int, location: SourceLocation) throws(JSONParseError) -> Element {
        depth += 1
        guard depth <= JSONParser.maximumDepth else {
            throw error("nesting deeper than \(JSONParser.maximumDepth) levels")
        }
        defer { depth -= 1 }
        position += 1
        var elements: [Element] = []
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
            position += 1
            return .makeArray(elements, span: JSONSpan(bytes: start..<position, start: location))
        }
        // Room for a few elements at once, as for the members of an object.
        elements.reserveCapacity(4)
        while true {
            if position < bytes.count, bytes[position] == UInt8(ascii: "]"), !elements.isEmpty {
                throw error("expected a value after ',' (trailing commas are not allowed), found ']'")
            }
            elements.append(try parseValue())
            skipWhitespace()
            guard position < bytes.count else {
                throw error(
                    "expected ',' or ']' in the array opened at \(placeInText(location)), found the end of the input"
                )
            }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
                skipWhitespace()
                continue
            }
            if bytes[position] == UInt8(ascii: "]") {
                position += 1
                return .makeArray(elements, span: JSONSpan(bytes: start..<position, start: location))
            }
            throw error("expected ',' or ']' after an array element, found \(describeCurrent())")
        }
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(JSONParseError) {
        let count = literal.utf8CodeUnitCount
        let expected = UnsafeBufferPointer(start: literal.utf8Start, count: count)
        for index in 0..<count {
            guard position + index < bytes.count, bytes[position + index] == expected[index] else {
                position += index
                throw error("expected '\(literal)', found \(describeCurrent())")
            }
        }
        position += count
    }

    // MARK: Numbers

    private mutating func parseNumber() throws(JSONParseError) -> String {
        let start = position
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        guard position < bytes.count, isDigit(bytes[position]) else {
            throw error("expected a digit after '-', found \(describeCurrent())")
        }
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
            if position < bytes.count, isDigit(bytes[position]) {
                throw error(
                    "expected '.', 'e' or the end of the number after a leading '0' (leading zeros are not allowed)")
            }
        } else {
            while position < bytes.count, isDigit(bytes[position]) { position += 1 }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard position < bytes.count, isDigit(bytes[position]) else {
                throw error("expected a digit after the decimal point, found \(describeCurrent())")
            }
            while position < bytes.count, isDigit(bytes[position]) { position += 1 }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            guard position < bytes.count, isDigit(bytes[position]) else {
                throw error("expected a digit in the exponent, found \(describeCurrent())")
            }
            while position < bytes.count, isDigit(bytes[position]) { position += 1 }
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    // MARK: Strings

    /// Reads a string starting at its opening quote; leaves the position after the closing quote.
    private mutating func parseString() throws(JSONParseError) -> String {
        position += 1
        let contentStart = position
        // Fast path: no escapes. Validates UTF-8 and rejects control characters as it goes.
        while position < bytes.count {
            position = endOfPlainASCII(from: position)
            guard position < bytes.count else { break }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let text = String(
                    decoding: UnsafeBufferPointer(rebasing: bytes[contentStart..<position]), as: UTF8.self)
                position += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw controlCharacterError(byte) }
            try skipMultibyteScalar()
        }
        guard position < bytes.count else { throw unterminatedStringError(contentStart) }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[contentStart..<position]))
        while position < bytes.count {
            let plainEnd = endOfPlainASCII(from: position)
            scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[position..<plainEnd]))
            position = plainEnd
            guard position < bytes.count else { break }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                return String(decoding: scratch, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                try appendEscape()
                continue
            }
            if byte < 0x20 { throw controlCharacterError(byte) }
            let scalarStart = position
            try skipMultibyteScalar()
            scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[scalarStart..<position]))
        }
        throw unterminatedStringError(contentStart)
    }

    /// The first offset from `index` that is not printable ASCII standing for itself in a
    /// string (a quote, a backslash, a control character, a non-ASCII byte, or the end).
    private func endOfPlainASCII(from index: Int) -> Int {
        var index = index
        while bytes.count - index >= 8, JSONBytes.isPlainASCII(word(at: index)) { index += 8 }
        while index < bytes.count {
            let byte = bytes[index]
            guard byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") else { break }
            index += 1
        }
        return index
    }

    /// The 8 bytes from `index` as one word; the caller makes sure they are all in the input.
    private func word(at index: Int) -> UInt64 {
        UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)
    }

    private mutating func appendEscape() throws(JSONParseError) {
        position += 1
        guard position < bytes.count else {
            throw error("expected an escape character after '\\', found the end of the input")
        }
        let byte = bytes[position]
        position += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(byte)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"):
            let escapeStart = position - 2
            let first = try readHex4()
            var scalarValue = UInt32(first)
            if (0xD800...0xDBFF).contains(first) {
                guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                    bytes[position + 1] == UInt8(ascii: "u")
                else {
                    position = escapeStart
                    throw error("lone high surrogate \\u\(hex(first)): expected a \\uDC00–\\uDFFF escape after it")
                }
                position += 2
                let second = try readHex4()
                guard (0xDC00...0xDFFF).contains(second) else {
                    position = escapeStart
                    throw error(
                        "lone high surrogate \\u\(hex(first)): the next escape \\u\(hex(second)) is not a low surrogate"
                    )
                }
                scalarValue = 0x10000 + ((UInt32(first) - 0xD800) << 10) + (UInt32(second) - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(first) {
                position = escapeStart
                throw error("lone low surrogate \\u\(hex(first)) without a high surrogate before it")
            }
            let scalar = Unicode.Scalar(scalarValue)!
            scratch.append(contentsOf: UTF8.encode(scalar)!)
        default:
            position -= 2
            throw error(
                "expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX, found '\\\(describeByte(byte))'")
        }
    }

    private mutating func readHex4() throws(JSONParseError) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard position < bytes.count else {
                throw error("expected 4 hex digits after \\u, found the end of the input")
            }
            let byte = bytes[position]
            let digit: UInt16
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt16(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt16(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt16(byte - UInt8(ascii: "A") + 10)
            default: throw error("expected 4 hex digits after \\u, found \(describeCurrent())")
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }

    private func hex(_ value: UInt16) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }

    /// Validates one multi-byte UTF-8 scalar at the position and moves past it.
    private mutating func skipMultibyteScalar() throws(JSONParseError) {
        let lead = bytes[position]
        let length: Int
        let minimum: UInt32
        var scalar: UInt32
        switch lead {
        case 0xC2...0xDF:
            length = 2
            minimum = 0x80
            scalar = UInt32(lead & 0x1F)
        case 0xE0...0xEF:
            length = 3
            minimum = 0x800
            scalar = UInt32(lead & 0x0F)
        case 0xF0...0xF4:
            length = 4
            minimum = 0x10000
            scalar = UInt32(lead & 0x07)
        default: throw error("invalid UTF-8 byte 0x\(String(lead, radix: 16, uppercase: true))")
        }
        guard position + length <= bytes.count else { throw error("truncated UTF-8 sequence at the end of the input") }
        for index in 1..<length {
            let byte = bytes[position + index]
            guard byte & 0xC0 == 0x80 else {
                throw error(
                    "invalid UTF-8 sequence (byte 0x\(String(byte, radix: 16, uppercase: true)) cannot continue it)")
            }
            scalar = scalar << 6 | UInt32(byte & 0x3F)
        }
        guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else {
            throw error("invalid UTF-8 sequence (overlong, surrogate or out of range)")
        }
        position += length
    }

    private mutating func controlCharacterError(_ byte: UInt8) -> JSONParseError {
        error(
            "unescaped control character U+\(hex(UInt16(byte))) in a string (write it as an escape such as \\n or \\u\(hex(UInt16(byte))))"
        )
    }

    private mutating func unterminatedStringError(_ contentStart: Int) -> JSONParseError {
        position = contentStart - 1
        return error("unterminated string: expected a closing '\"' before the end of the input")
    }

    // MARK: Whitespace and places

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0D:
                position += 1
            case 0x0A:
                position += 1
                line += 1
                lineStart = position
                lineStartColumn = 1
                columnMark = (position, 1)
            default:
                return
            }
        }
    }

    /// The line and UTF-16 column of the current position.
    private mutating func currentLocation() -> SourceLocation {
        if columnMark.offset < lineStart || columnMark.offset > position { columnMark = (lineStart, lineStartColumn) }
        var column = columnMark.column
        var index = columnMark.offset
        // 8 bytes at a time: 8 columns when they are all ASCII, else counted byte by byte.
        while index < position {
            let end = min(index + 8, position)
            if end - index == 8, word(at: index) & 0x8080_8080_8080_8080 == 0 {
                column += 8
            } else {
                for byte in bytes[index..<end] where byte & 0xC0 != 0x80 { column += byte >= 0xF0 ? 2 : 1 }
            }
            index = end
        }
        columnMark = (position, column)
        return SourceLocation(line: line, column: column)
    }

    /// `line:column` of a place, the line counted from the start of the text, for messages.
    private func placeInText(_ location: SourceLocation) -> String {
        "\(location.line - linesBefore):\(location.column)"
    }

    private func describeByte(_ byte: UInt8) -> String {
        if byte >= 0x20 && byte < 0x7F { return String(UnicodeScalar(byte)) }
        return "0x" + String(byte, radix: 16, uppercase: true)
    }

    private func describeCurrent() -> String {
        guard position < bytes.count else { return "the end of the input" }
        let byte = bytes[position]
        if byte < 0x80 { return "'\(describeByte(byte))'" }
        var end = position + 1
        while end < bytes.count, end < position + 4, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return "'" + String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<end]), as: UTF8.self) + "'"
    }

    private mutating func error(_ message: String) -> JSONParseError {
        let location = currentLocation()
        return JSONParseError(message: message, line: location.line, column: location.column, byteOffset: position)
    }
}
