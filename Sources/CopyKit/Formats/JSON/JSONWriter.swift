/// Writes JSON values as UTF-8, compact or pretty, keeping member order as given.
///
/// `JSONWriter.xcode` reproduces the layout Xcode gives String Catalogs (2-space indent,
/// `"name" : value`, empty objects as `{`, an empty line, `}`, slashes and non-ASCII raw);
/// sorting members is the caller's choice, since order is kept.
public struct JSONWriter: Sendable {
    /// Compact (`{"a":1}`) or pretty, one member per line with this indent per level.
    public enum Layout: Hashable, Sendable {
        case compact
        case pretty(indent: String)
    }

    /// How an empty object or array is written in a pretty layout.
    public enum EmptyContainerLayout: Hashable, Sendable {
        /// `{}` and `[]`.
        case inline
        /// `{`, an empty line, the closing indent, `}` — as Foundation and Xcode write them.
        case blankLine
    }

    /// How strings are escaped.
    public struct Escaping: Hashable, Sendable {
        /// Write `/` as `\/`.
        public var escapesSlash: Bool
        /// Write every non-ASCII character as `\uXXXX` (surrogate pairs for astral ones).
        public var escapesNonASCII: Bool
        /// Write control characters other than `\b \f \n \r \t` with uppercase hex digits.
        public var uppercaseHex: Bool

        public init(escapesSlash: Bool = false, escapesNonASCII: Bool = false, uppercaseHex: Bool = false) {
            self.escapesSlash = escapesSlash
            self.escapesNonASCII = escapesNonASCII
            self.uppercaseHex = uppercaseHex
        }
    }

    public var layout: Layout {
        didSet { indentBytes = Self.indentBytes(of: layout) }
    }
    /// What goes between a member name and its value (`:` compact, `" : "` Xcode, `": "`).
    public var nameSeparator: String {
        didSet { separatorBytes = Array(nameSeparator.utf8) }
    }
    /// The indent of one level as UTF-8, nil in the compact layout: the layout read once, not
    /// copied out of its enum for every line.
    private(set) var indentBytes: [UInt8]? {
        didSet { lineStarts = Self.lineStarts(indent: indentBytes) }
    }
    /// A line break, then the indent of ``lineStartLevels`` levels: a line at `level` starts with
    /// the first `1 + level * indent` bytes, one append a line. Empty in the compact layout.
    private(set) var lineStarts: [UInt8] = []
    private(set) var separatorBytes: [UInt8]
    public var emptyContainers: EmptyContainerLayout
    public var escaping: Escaping

    public init(
        layout: Layout = .compact, nameSeparator: String? = nil, emptyContainers: EmptyContainerLayout = .inline,
        escaping: Escaping = Escaping()
    ) {
        self.layout = layout
        let separator: String
        if let nameSeparator {
            separator = nameSeparator
        } else if case .pretty = layout {
            separator = ": "
        } else {
            separator = ":"
        }
        self.nameSeparator = separator
        self.indentBytes = Self.indentBytes(of: layout)
        self.lineStarts = Self.lineStarts(indent: indentBytes)
        self.separatorBytes = Array(separator.utf8)
        self.emptyContainers = emptyContainers
        self.escaping = escaping
    }

    /// The levels whose line start is kept whole; deeper lines are indented level by level.
    static let lineStartLevels = 16

    private static func lineStarts(indent: [UInt8]?) -> [UInt8] {
        guard let indent else { return [] }
        return [0x0A] + Array(repeating: indent, count: lineStartLevels).joined()
    }

    private static func indentBytes(of layout: Layout) -> [UInt8]? {
        guard case .pretty(let indent) = layout else { return nil }
        return Array(indent.utf8)
    }

    /// Compact output: no whitespace at all.
    public static let compact = JSONWriter()

    /// Xcode's String Catalog layout (also Foundation's pretty-printed `JSONSerialization`).
    public static let xcode = JSONWriter(
        layout: .pretty(indent: "  "), nameSeparator: " : ", emptyContainers: .blankLine)

    /// The UTF-8 bytes of a value.
    public func bytes(_ value: JSONValue) -> [UInt8] {
        var output: [UInt8] = []
        write(value, level: 0, into: &output)
        return output
    }

    /// The text of a value.
    public func string(_ value: JSONValue) -> String {
        String(decoding: bytes(value), as: UTF8.self)
    }

    /// Appends a value at a nesting level (the level of the line it starts on) to `output`;
    /// useful to splice a value into an existing document at its indentation.
    public func write(_ value: JSONValue, level: Int, into output: inout [UInt8]) {
        switch value {
        case .object(let members):
            appendContainer(open: 0x7B, close: 0x7D, count: members.count, level: level, into: &output) {
                index, output in
                JSONWriter.appendString(members[index].key, escaping: escaping, into: &output)
                output.append(contentsOf: separatorBytes)
                write(members[index].value, level: level + 1, into: &output)
            }
        case .array(let elements):
            appendContainer(open: 0x5B, close: 0x5D, count: elements.count, level: level, into: &output) {
                index, output in
                write(elements[index], level: level + 1, into: &output)
            }
        case .string(let text):
            JSONWriter.appendString(text, escaping: escaping, into: &output)
        case .number(let text):
            JSONWriter.appendUTF8(text, to: &output)
        case .bool(let flag):
            output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null:
            output.append(contentsOf: "null".utf8)
        }
    }

    /// Appends the start of an object member at `level`: a comma unless it is the first, the
    /// line break and indent of the layout, the quoted name and the name separator. With
    /// `appendClosing` this writes an object piece by piece, laid out as `write` would.
    public func appendMemberName(_ name: String, first: Bool, level: Int, into output: inout [UInt8]) {
        if !first { output.append(UInt8(ascii: ",")) }
        newline(level: level, into: &output)
        JSONWriter.appendString(name, escaping: escaping, into: &output)
        output.append(contentsOf: separatorBytes)
    }

    /// Appends the end of a non-empty object or array opened at `level` (`}` or `]`).
    public func appendClosing(_ bracket: Character, level: Int, into output: inout [UInt8]) {
        newline(level: level, into: &output)
        output.append(contentsOf: String(bracket).utf8)
    }

    /// Appends what goes before an element of an array at `level`: a comma unless it is the
    /// first, then the layout's line break and indent. With `appendClosing(_:level:isEmpty:into:)`
    /// this writes an array element by element, laid out as `write` would.
    public func appendElementStart(first: Bool, level: Int, into output: inout [UInt8]) {
        if !first { output.append(UInt8(ascii: ",")) }
        newline(level: level + 1, into: &output)
    }

    /// Appends the end of an object or array opened at `level`, empty or not.
    public func appendClosing(_ bracket: Character, level: Int, isEmpty: Bool, into output: inout [UInt8]) {
        if isEmpty {
            closeEmpty(level: level, into: &output)
            output.append(contentsOf: String(bracket).utf8)
        } else {
            appendClosing(bracket, level: level, into: &output)
        }
    }

    /// An object or array of `count` entries at `level`: brackets, commas, the layout's line
    /// breaks and indents; `entry` writes the entry at an index (after its indent).
    private func appendContainer(
        open: UInt8, close: UInt8, count: Int, level: Int, into output: inout [UInt8],
        entry: (Int, inout [UInt8]) -> Void
    ) {
        output.append(open)
        if count == 0 {
            closeEmpty(level: level, into: &output)
            output.append(close)
            return
        }
        for index in 0..<count {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            newline(level: level + 1, into: &output)
            entry(index, &output)
        }
        newline(level: level, into: &output)
        output.append(close)
    }

    @inline(__always)
    private func newline(level: Int, into output: inout [UInt8]) {
        guard let indentBytes else { return }
        let length = 1 + level * indentBytes.count
        if length <= lineStarts.count {
            output.append(contentsOf: lineStarts[0..<length])
            return
        }
        output.append(0x0A)
        for _ in 0..<level { output.append(contentsOf: indentBytes) }
    }

    private func closeEmpty(level: Int, into output: inout [UInt8]) {
        guard indentBytes != nil, emptyContainers == .blankLine else { return }
        output.append(0x0A)
        newline(level: level, into: &output)
    }

    /// Appends `text` as a quoted JSON string.
    public static func appendString(_ text: String, escaping: Escaping = Escaping(), into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        // Most strings need no escape at all: copy their bytes in one go.
        let plain =
            text.utf8.withContiguousStorageIfAvailable { bytes in !bytes.contains { needsEscape($0, escaping) } }
            ?? !text.utf8.contains { needsEscape($0, escaping) }
        if plain {
            appendUTF8(text, to: &output)
            output.append(UInt8(ascii: "\""))
            return
        }
        let hexDigits = escaping.uppercaseHex ? upperHexDigits : lowerHexDigits
        func appendUnicodeEscape(_ unit: UInt16) {
            output.append(UInt8(ascii: "\\"))
            output.append(UInt8(ascii: "u"))
            for shift in stride(from: 12, through: 0, by: -4) {
                output.append(hexDigits[Int(unit >> UInt16(shift)) & 0xF])
            }
        }
        func appendEscaped(_ byte: UInt8) {
            output.append(UInt8(ascii: "\\"))
            output.append(byte)
        }
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value >= 0x80 {
                if escaping.escapesNonASCII {
                    for unit in scalar.utf16 { appendUnicodeEscape(unit) }
                } else {
                    output.append(contentsOf: UTF8.encode(scalar)!)
                }
                continue
            }
            let byte = UInt8(value)
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): appendEscaped(byte)
            case UInt8(ascii: "/") where escaping.escapesSlash: appendEscaped(byte)
            case 0x0A: appendEscaped(UInt8(ascii: "n"))
            case 0x0D: appendEscaped(UInt8(ascii: "r"))
            case 0x09: appendEscaped(UInt8(ascii: "t"))
            case 0x08: appendEscaped(UInt8(ascii: "b"))
            case 0x0C: appendEscaped(UInt8(ascii: "f"))
            case 0x00..<0x20: appendUnicodeEscape(UInt16(byte))
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    /// Appends a string's UTF-8 bytes, copied in one go when the string is contiguous (native).
    @inline(__always)
    static func appendUTF8(_ text: String, to output: inout [UInt8]) {
        if text.utf8.withContiguousStorageIfAvailable({ output.append(contentsOf: $0) }) == nil {
            output.append(contentsOf: text.utf8)
        }
    }

    /// Whether a UTF-8 byte of a string is written other than as itself.
    @inline(__always)
    static func needsEscape(_ byte: UInt8, _ escaping: Escaping) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
            || (byte == UInt8(ascii: "/") && escaping.escapesSlash) || (byte >= 0x80 && escaping.escapesNonASCII)
    }

    private static let lowerHexDigits: [UInt8] = Array("0123456789abcdef".utf8)
    private static let upperHexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

    /// `text` as a quoted JSON string.
    public static func quoted(_ text: String, escaping: Escaping = Escaping()) -> String {
        var output: [UInt8] = []
        appendString(text, escaping: escaping, into: &output)
        return String(decoding: output, as: UTF8.self)
    }
}

extension JSONWriter {
    /// Whether any of `bytes` needs an escape (`needsEscape`), tested sixteen bytes at a time:
    /// the scan that lets most strings be copied whole. The default escaping (quotes, backslashes
    /// and control characters only) has a scan of its own, with no test of slashes or non-ASCII.
    static func anyNeedsEscape(_ bytes: UnsafeBufferPointer<UInt8>, _ escaping: Escaping) -> Bool {
        // Each test below sets the high bit of some byte of its result exactly when a byte of
        // `word` is what it looks for (which byte is flagged may be off; whether any is, is not).
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits = ones &* 0x80
        /// A byte below `limit` (at most 0x80): only such a byte borrows when `limit` is taken off.
        func anyBelow(_ limit: UInt64, _ word: UInt64) -> UInt64 { (word &- ones &* limit) & ~word & highBits }
        /// A byte equal to `byte`: a zero byte once `byte` is taken out by exclusive or.
        func anyEqual(_ byte: UInt64, _ word: UInt64) -> UInt64 { anyBelow(1, word ^ (ones &* byte)) }
        /// A control character, a quote or a backslash.
        func alwaysEscaped(_ word: UInt64) -> UInt64 {
            anyBelow(0x20, word) | anyEqual(0x22, word) | anyEqual(0x5C, word)
        }
        guard escaping.escapesSlash || escaping.escapesNonASCII else {
            return anyFlagged(bytes, alwaysEscaped) { needsEscape($0, escaping) }
        }
        let slashes: UInt64 = escaping.escapesSlash ? ~0 : 0
        let nonASCII: UInt64 = escaping.escapesNonASCII ? highBits : 0
        return anyFlagged(bytes, { alwaysEscaped($0) | (anyEqual(0x2F, $0) & slashes) | ($0 & nonASCII) }) {
            needsEscape($0, escaping)
        }
    }

    /// Whether `flagged` is nonzero for any eight bytes of `bytes` read as a word (`isFlagged`
    /// tests a byte at a time when there are fewer than eight).
    @inline(__always)
    private static func anyFlagged(
        _ bytes: UnsafeBufferPointer<UInt8>, _ flagged: (UInt64) -> UInt64, isFlagged: (UInt8) -> Bool
    ) -> Bool {
        guard let start = bytes.baseAddress else { return false }
        func word(at index: Int) -> UInt64 { UnsafeRawPointer(start + index).loadUnaligned(as: UInt64.self) }
        var index = 0
        while bytes.count - index >= 16 {
            if flagged(word(at: index)) | flagged(word(at: index + 8)) != 0 { return true }
            index += 16
        }
        if bytes.count - index >= 8 {
            if flagged(word(at: index)) != 0 { return true }
            index += 8
        }
        guard index < bytes.count else { return false }
        guard bytes.count >= 8 else { return bytes.contains(where: isFlagged) }
        // The last bytes as the last whole word, some of them tested a second time.
        return flagged(word(at: bytes.count - 8)) != 0
    }
}
