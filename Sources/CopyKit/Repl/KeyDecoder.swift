/// A key press the line editor understands, decoded from the bytes a terminal sends.
public enum EditorKey: Hashable, Sendable {
    /// A printable Unicode scalar (combining marks and emoji parts arrive one scalar at a time).
    case character(Unicode.Scalar)
    case enter
    case backspace
    case delete
    case left
    case right
    case home
    case end
    case up
    case down
    case wordLeft
    case wordRight
    /// Ctrl-K: delete from the cursor to the end of the line.
    case killToEnd
    /// Ctrl-U: delete from the start of the line to the cursor.
    case killToStart
    /// Ctrl-W, Alt-Backspace: delete the word before the cursor.
    case deleteWordBefore
    /// Alt-D: delete the word after the cursor.
    case deleteWordAfter
    /// Ctrl-Y: insert the text deleted last.
    case yank
    /// Ctrl-T: swap the two characters around the cursor.
    case transpose
    case tab
    /// Ctrl-C.
    case interrupt
    /// Ctrl-D: end of input on an empty line, else delete.
    case endOfInput
    /// Ctrl-L.
    case clearScreen
    /// Ctrl-Z.
    case suspend
}

/// Turns the bytes a terminal sends in raw mode into keys: UTF-8 text, control characters,
/// CSI/SS3 escape sequences (arrows, Home/End, Delete, Ctrl-arrows) and Alt-prefixed keys.
/// Incomplete sequences are kept until the next bytes arrive; invalid UTF-8 becomes U+FFFD.
public struct KeyDecoder: Sendable {
    private enum State: Sendable {
        case ground
        /// After ESC.
        case escape
        /// After ESC [ : parameter and intermediate bytes so far.
        case controlSequence([UInt8])
        /// After ESC O.
        case singleShift
        /// Inside a UTF-8 sequence: the bytes so far and how many it needs.
        case utf8([UInt8], needed: Int)
    }

    private var state: State = .ground

    public init() {}

    /// The keys these bytes complete, in order.
    public mutating func decode<Bytes: Sequence>(_ bytes: Bytes) -> [EditorKey] where Bytes.Element == UInt8 {
        var keys: [EditorKey] = []
        for byte in bytes { decode(byte, into: &keys) }
        return keys
    }

    private mutating func decode(_ byte: UInt8, into keys: inout [EditorKey]) {
        switch state {
        case .ground:
            ground(byte, into: &keys)
        case .escape:
            state = .ground
            switch byte {
            case UInt8(ascii: "["): state = .controlSequence([])
            case UInt8(ascii: "O"): state = .singleShift
            case UInt8(ascii: "b"), UInt8(ascii: "B"): keys.append(.wordLeft)
            case UInt8(ascii: "f"), UInt8(ascii: "F"): keys.append(.wordRight)
            case UInt8(ascii: "d"), UInt8(ascii: "D"): keys.append(.deleteWordAfter)
            case 0x7F, 0x08: keys.append(.deleteWordBefore)
            case 0x1B: state = .escape
            default: ground(byte, into: &keys)
            }
        case .controlSequence(var parameters):
            if (0x20...0x3F).contains(byte) {
                parameters.append(byte)
                state = parameters.count > 16 ? .ground : .controlSequence(parameters)
            } else {
                state = .ground
                if let key = Self.controlSequenceKey(parameters: parameters, final: byte) { keys.append(key) }
            }
        case .singleShift:
            state = .ground
            if let key = Self.controlSequenceKey(parameters: [], final: byte) { keys.append(key) }
        case .utf8(var pending, let needed):
            guard byte & 0xC0 == 0x80 else {
                state = .ground
                keys.append(.character(Unicode.Scalar.replacement))
                ground(byte, into: &keys)
                return
            }
            pending.append(byte)
            if pending.count < needed {
                state = .utf8(pending, needed: needed)
                return
            }
            state = .ground
            var iterator = pending.makeIterator()
            var decoder = UTF8()
            if case .scalarValue(let scalar) = decoder.decode(&iterator) {
                keys.append(.character(scalar))
            } else {
                keys.append(.character(Unicode.Scalar.replacement))
            }
        }
    }

    private mutating func ground(_ byte: UInt8, into keys: inout [EditorKey]) {
        switch byte {
        case 0x1B: state = .escape
        case 0x0D, 0x0A: keys.append(.enter)
        case 0x7F, 0x08: keys.append(.backspace)
        case 0x01: keys.append(.home)
        case 0x02: keys.append(.left)
        case 0x03: keys.append(.interrupt)
        case 0x04: keys.append(.endOfInput)
        case 0x05: keys.append(.end)
        case 0x06: keys.append(.right)
        case 0x09: keys.append(.tab)
        case 0x0B: keys.append(.killToEnd)
        case 0x0C: keys.append(.clearScreen)
        case 0x0E: keys.append(.down)
        case 0x10: keys.append(.up)
        case 0x14: keys.append(.transpose)
        case 0x15: keys.append(.killToStart)
        case 0x17: keys.append(.deleteWordBefore)
        case 0x19: keys.append(.yank)
        case 0x1A: keys.append(.suspend)
        case 0x00..<0x20: break
        case 0x20..<0x80: keys.append(.character(Unicode.Scalar(byte)))
        case 0xC2...0xDF: state = .utf8([byte], needed: 2)
        case 0xE0...0xEF: state = .utf8([byte], needed: 3)
        case 0xF0...0xF4: state = .utf8([byte], needed: 4)
        default: keys.append(.character(Unicode.Scalar.replacement))
        }
    }

    /// The key of `ESC [ parameters final` (or `ESC O final`), nil for sequences the editor ignores
    /// (bracketed-paste markers, focus events, unknown function keys).
    private static func controlSequenceKey(parameters: [UInt8], final: UInt8) -> EditorKey? {
        let text = String(decoding: parameters, as: UTF8.self)
        let fields = text.split(separator: ";", omittingEmptySubsequences: false)
        let modifier = fields.count > 1 ? Int(fields[1]) ?? 1 : 1
        // Ctrl (5), Alt (3) or Ctrl-Alt (7) with an arrow moves by word.
        let byWord = modifier == 3 || modifier == 5 || modifier == 7
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return byWord ? .wordRight : .right
        case UInt8(ascii: "D"): return byWord ? .wordLeft : .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "~"):
            switch fields.first.flatMap({ Int($0) }) {
            case 1, 7: return .home
            case 4, 8: return .end
            case 3: return .delete
            default: return nil
            }
        default: return nil
        }
    }
}

extension Unicode.Scalar {
    /// U+FFFD REPLACEMENT CHARACTER, what invalid UTF-8 input becomes.
    fileprivate static let replacement = Unicode.Scalar(0xFFFD)!
}
