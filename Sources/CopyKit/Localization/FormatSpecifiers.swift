/// The printf-style specifiers and catalog variables of a text (FORMATS.md §4), which no fix may
/// add, remove or alter: `%@ %d %1$@ %.2f %lld %%`, `%#@name@`, `%1$#@name@`, `%arg`.
public enum FormatSpecifiers {
    private static let flags: Set<UInt16> = Set("-+ 0#'".utf16)
    private static let lengths: Set<UInt16> = Set("hlqLztj".utf16)
    private static let conversions: Set<UInt16> = Set("@dDiuUxXoOfFeEgGcCsSpaAn%".utf16)

    /// Every specifier in order of appearance, spelled as written.
    public static func extract(_ text: String) -> [String] {
        let units = text.utf16Units
        var result: [String] = []
        var index = 0
        while index < units.count {
            guard units[index] == 0x25, let end = specifierEnd(units, from: index) else {
                index += 1
                continue
            }
            result.append(AnalyzedText.string(units[index..<end]))
            index = end
        }
        return result
    }

    /// Whether two texts have the same multiset of specifiers.
    public static func match(_ lhs: String, _ rhs: String) -> Bool {
        extract(lhs).sorted() == extract(rhs).sorted()
    }

    private static func specifierEnd(_ units: [UInt16], from start: Int) -> Int? {
        var index = start + 1
        func digits() -> Bool {
            let before = index
            while index < units.count, (0x30...0x39).contains(units[index]) { index += 1 }
            return index > before
        }
        let afterPercent = index
        if digits(), index < units.count, units[index] == 0x24 {
            index += 1
        } else {
            index = afterPercent
        }
        if index + 1 < units.count, units[index] == 0x23, units[index + 1] == 0x40 {
            var end = index + 2
            while end < units.count, units[end] != 0x40, isNameUnit(units[end]) { end += 1 }
            if end < units.count, units[end] == 0x40, end > index + 2 { return end + 1 }
        }
        if index == afterPercent, Array(units[index..<min(index + 3, units.count)]) == Array("arg".utf16) {
            return index + 3
        }
        while index < units.count, flags.contains(units[index]) { index += 1 }
        if index < units.count, units[index] == 0x2A { index += 1 } else { _ = digits() }
        if index < units.count, units[index] == 0x2E {
            index += 1
            if index < units.count, units[index] == 0x2A { index += 1 } else { _ = digits() }
        }
        if index + 1 < units.count,
            (units[index] == 0x68 && units[index + 1] == 0x68)
                || (units[index] == 0x6C && units[index + 1] == 0x6C)
        {
            index += 2
        } else if index < units.count, lengths.contains(units[index]) {
            index += 1
        }
        guard index < units.count, conversions.contains(units[index]) else { return nil }
        return index + 1
    }

    private static func isNameUnit(_ unit: UInt16) -> Bool {
        (0x30...0x39).contains(unit) || (0x41...0x5A).contains(unit) || (0x61...0x7A).contains(unit) || unit == 0x5F
    }
}
