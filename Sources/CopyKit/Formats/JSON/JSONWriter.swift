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

    public var layout: Layout
    /// What goes between a member name and its value (`:` compact, `" : "` Xcode, `": "`).
    public var nameSeparator: String
    public var emptyContainers: EmptyContainerLayout
    public var escaping: Escaping

    public init(
        layout: Layout = .compact, nameSeparator: String? = nil, emptyContainers: EmptyContainerLayout = .inline,
        escaping: Escaping = Escaping()
    ) {
        self.layout = layout
        if let nameSeparator {
            self.nameSeparator = nameSeparator
        } else if case .pretty = layout {
            self.nameSeparator = ": "
        } else {
            self.nameSeparator = ":"
        }
        self.emptyContainers = emptyContainers
        self.escaping = escaping
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
            output.append(UInt8(ascii: "{"))
            if members.isEmpty {
                closeEmpty(level: level, into: &output)
                output.append(UInt8(ascii: "}"))
                return
            }
            for (index, member) in members.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                newline(level: level + 1, into: &output)
                JSONWriter.appendString(member.key, escaping: escaping, into: &output)
                output.append(contentsOf: nameSeparator.utf8)
                write(member.value, level: level + 1, into: &output)
            }
            newline(level: level, into: &output)
            output.append(UInt8(ascii: "}"))
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            if elements.isEmpty {
                closeEmpty(level: level, into: &output)
                output.append(UInt8(ascii: "]"))
                return
            }
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                newline(level: level + 1, into: &output)
                write(element, level: level + 1, into: &output)
            }
            newline(level: level, into: &output)
            output.append(UInt8(ascii: "]"))
        case .string(let text):
            JSONWriter.appendString(text, escaping: escaping, into: &output)
        case .number(let text):
            output.append(contentsOf: text.utf8)
        case .bool(let flag):
            output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null:
            output.append(contentsOf: "null".utf8)
        }
    }

    private func newline(level: Int, into output: inout [UInt8]) {
        guard case .pretty(let indent) = layout else { return }
        output.append(0x0A)
        for _ in 0..<level { output.append(contentsOf: indent.utf8) }
    }

    private func closeEmpty(level: Int, into output: inout [UInt8]) {
        guard case .pretty = layout, emptyContainers == .blankLine else { return }
        output.append(0x0A)
        newline(level: level, into: &output)
    }

    /// Appends `text` as a quoted JSON string.
    public static func appendString(_ text: String, escaping: Escaping = Escaping(), into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        let hexDigits: [UInt8] = Array((escaping.uppercaseHex ? "0123456789ABCDEF" : "0123456789abcdef").utf8)
        func appendUnicodeEscape(_ unit: UInt16) {
            output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u")])
            for shift in stride(from: 12, through: 0, by: -4) {
                output.append(hexDigits[Int(unit >> UInt16(shift)) & 0xF])
            }
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
            case UInt8(ascii: "\""): output.append(contentsOf: [UInt8(ascii: "\\"), byte])
            case UInt8(ascii: "\\"): output.append(contentsOf: [UInt8(ascii: "\\"), byte])
            case UInt8(ascii: "/") where escaping.escapesSlash: output.append(contentsOf: [UInt8(ascii: "\\"), byte])
            case 0x0A: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0D: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0x09: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0x08: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
            case 0x0C: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
            case 0x00..<0x20: appendUnicodeEscape(UInt16(byte))
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    /// `text` as a quoted JSON string.
    public static func quoted(_ text: String, escaping: Escaping = Escaping()) -> String {
        var output: [UInt8] = []
        appendString(text, escaping: escaping, into: &output)
        return String(decoding: output, as: UTF8.self)
    }
}
