/// Applies non-overlapping text edits to a string in one pass.
public enum TextEditApplier {
    /// The text with the edits applied. Edits are sorted by position; an edit that overlaps an
    /// earlier one or reaches past the end is dropped, so the result is always well defined.
    public static func apply(_ edits: [TextEdit], to text: String) -> String {
        guard !edits.isEmpty else { return text }
        return apply(edits, toUnits: text.utf16Units)
    }

    /// `apply` on a text's UTF-16 code units (an ``AnalyzedText`` has them already).
    public static func apply(_ edits: [TextEdit], toUnits units: [UInt16]) -> String {
        var result: [UInt16] = []
        result.reserveCapacity(units.count)
        var cursor = 0
        for edit in isSorted(edits) ? edits : sorted(edits) {
            guard edit.range.lowerBound >= cursor, edit.range.upperBound <= units.count else { continue }
            result.append(contentsOf: units[cursor..<edit.range.lowerBound])
            result.append(contentsOf: edit.replacement.utf16)
            cursor = edit.range.upperBound
        }
        result.append(contentsOf: units[cursor...])
        return AnalyzedText.string(result)
    }

    /// Whether the edits are already in the order `apply` uses (edits a rule makes in text
    /// order usually are): no sorted copy is needed then.
    static func isSorted(_ edits: [TextEdit]) -> Bool {
        zip(edits, edits.dropFirst()).allSatisfy {
            ($0.range.lowerBound, $0.range.upperBound) <= ($1.range.lowerBound, $1.range.upperBound)
        }
    }

    /// The edits in the order `apply` uses: by start, then by end.
    public static func sorted(_ edits: [TextEdit]) -> [TextEdit] {
        edits.sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
    }

    /// Whether any edit of one list conflicts with any of the other (each list free of conflicts
    /// within itself): one sweep over both in text order, checking each edit against the one
    /// before it and the one reaching furthest so far.
    public static func conflict(_ lhs: [TextEdit], _ rhs: [TextEdit]) -> Bool {
        guard !lhs.isEmpty, !rhs.isEmpty else { return false }
        let merged = sorted(lhs + rhs)
        var furthest: TextEdit?
        var previous: TextEdit?
        for edit in merged {
            if let previous, conflict(previous, edit) { return true }
            if let furthest, conflict(furthest, edit) { return true }
            if edit.range.upperBound > furthest?.range.upperBound ?? -1 { furthest = edit }
            previous = edit
        }
        return false
    }

    /// Whether two edits touch the same text: their ranges overlap, or both insert at one point
    /// (their order would be ambiguous), or one inserts strictly inside the other's range.
    public static func conflict(_ lhs: TextEdit, _ rhs: TextEdit) -> Bool {
        if lhs.range.overlaps(rhs.range) { return true }
        if lhs.range.isEmpty && rhs.range.isEmpty { return lhs.range.lowerBound == rhs.range.lowerBound }
        if lhs.range.isEmpty {
            return rhs.range.lowerBound < lhs.range.lowerBound && lhs.range.lowerBound < rhs.range.upperBound
        }
        if rhs.range.isEmpty {
            return lhs.range.lowerBound < rhs.range.lowerBound && rhs.range.lowerBound < lhs.range.upperBound
        }
        return false
    }
}
