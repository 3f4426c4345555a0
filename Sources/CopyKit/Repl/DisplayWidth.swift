/// How many terminal columns text takes: 2 for wide (East Asian wide and full-width) characters
/// and emoji, 0 for combining marks and controls, 1 otherwise; measured per grapheme cluster.
public enum DisplayWidth {
    /// The columns a string takes.
    public static func of<Text: StringProtocol>(_ text: Text) -> Int {
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    /// The columns one grapheme cluster takes.
    public static func of(_ character: Character) -> Int {
        var width = 0
        for scalar in character.unicodeScalars { width = max(width, of(scalar)) }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        // A text-default emoji followed by VS16, a keycap, a flag: all take two columns.
        let emojiVariant = first.properties.isEmoji && scalars.contains { $0.value == 0xFE0F || $0.value == 0x20E3 }
        if emojiVariant || (0x1F1E6...0x1F1FF).contains(first.value) { return 2 }
        return width
    }

    /// The columns one scalar takes on its own.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        if value < 0x300 { return 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: break
        }
        if value == 0x200B || (0x1160...0x11FF).contains(value) { return 0 }
        if scalar.properties.isEmojiPresentation || isWide(value) { return 2 }
        return 1
    }

    /// East Asian Wide (W) and Fullwidth (F) ranges (Unicode 15, UAX #11), coarse but covering
    /// Hangul, CJK, kana, full-width forms and the supplementary ideographic planes.
    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
            0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
            0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
