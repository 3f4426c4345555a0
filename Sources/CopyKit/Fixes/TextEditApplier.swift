/// Applies non-overlapping text edits to a string in one pass.
public enum TextEditApplier {
    /// The text with the edits applied. Edits are sorted by position; an edit that overlaps
    /// an earlier one is dropped, so the result is always well defined.
    public static func apply(_ edits: [TextEdit], to text: String) -> String {
        guard !edits.isEmpty else { return text }
        let units = Array(text.utf16)
        var result: [UInt16] = []
        result.reserveCapacity(units.count)
        var cursor = 0
        for edit in edits.sorted(by: {
            ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound)
        }) {
            guard edit.range.lowerBound >= cursor, edit.range.upperBound <= units.count else { continue }
            result.append(contentsOf: units[cursor..<edit.range.lowerBound])
            result.append(contentsOf: edit.replacement.utf16)
            cursor = edit.range.upperBound
        }
        result.append(contentsOf: units[cursor...])
        return String(decoding: result, as: UTF16.self)
    }
}
