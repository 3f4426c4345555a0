/// Applies non-overlapping text edits to a string in one pass.
public enum TextEditApplier {
    /// The text with the edits applied. Edits are sorted by position; an edit that overlaps an
    /// earlier one or reaches past the end is dropped, so the result is always well defined.
    public static func apply(_ edits: [TextEdit], to text: String) -> String {
        guard !edits.isEmpty else { return text }
        var text = text
        let applied = text.withUTF8 { bytes in
            bytes.allSatisfy { $0 < 0x80 } ? apply(edits, toASCII: bytes) : nil
        }
        return applied ?? apply(edits, toUnits: text.utf16Units)
    }

    /// `apply` on a text whose UTF-16 code units are `units` (an ``AnalyzedText`` has both).
    static func apply(_ edits: [TextEdit], to text: String, units: some ContiguousUnits) -> String {
        // A text has as many UTF-8 bytes as UTF-16 units only when every character is ASCII.
        guard text.utf8.count == units.count else { return apply(edits, toUnits: units) }
        var text = text
        return text.withUTF8 { apply(edits, toASCII: $0) }
    }

    /// `apply` on a text's UTF-16 code units (an ``AnalyzedText`` has them already).
    public static func apply(_ edits: [TextEdit], toUnits units: some ContiguousUnits) -> String {
        AnalyzedText.string(appliedUnits(edits, to: units))
    }

    /// `apply` on an ASCII text's UTF-8, where a UTF-16 offset is a byte offset: the bytes kept
    /// and those of the replacements are copied into the new string, with no code units between.
    private static func apply(_ edits: [TextEdit], toASCII bytes: UnsafeBufferPointer<UInt8>) -> String {
        let ordered = isSorted(edits) ? edits : sorted(edits)
        let count = splicedCount(ordered, sourceCount: bytes.count) { $0.utf8.count }
        guard count > 0 else { return "" }
        return String(unsafeUninitializedCapacity: count) { buffer in
            splice(ordered, source: bytes, into: buffer) { write($0.utf8, to: $1) }
        }
    }

    /// `apply` on UTF-16 code units, giving code units.
    static func appliedUnits(_ edits: [TextEdit], to units: some ContiguousUnits) -> [UInt16] {
        let ordered = isSorted(edits) ? edits : sorted(edits)
        let count = splicedCount(ordered, sourceCount: units.count) { $0.utf16.count }
        return [UInt16](unsafeUninitializedCapacity: count) { buffer, written in
            written = units.withUnsafeBufferPointer { source in
                splice(ordered, source: source, into: buffer) { write($0.utf16, to: $1) }
            }
        }
    }

    /// Writes a replacement's code units (its `utf8` or `utf16` view) at `target`, copied in one
    /// go when the view is contiguous; returns their count.
    @inline(__always)
    private static func write<Units: Collection>(_ units: Units, to target: UnsafeMutablePointer<Units.Element>)
        -> Int
    {
        let copied = units.withContiguousStorageIfAvailable { source -> Int in
            if let base = source.baseAddress { target.initialize(from: base, count: source.count) }
            return source.count
        }
        if let copied { return copied }
        var count = 0
        for unit in units {
            target[count] = unit
            count += 1
        }
        return count
    }

    /// How many units `sourceCount` units make with the `ordered` edits applied (an edit that
    /// overlaps an earlier one or reaches past the end is dropped); `units` counts a replacement's.
    @inline(__always)
    private static func splicedCount(_ ordered: [TextEdit], sourceCount: Int, units: (String) -> Int) -> Int {
        var count = sourceCount
        var cursor = 0
        for edit in ordered where edit.range.lowerBound >= cursor && edit.range.upperBound <= sourceCount {
            count += units(edit.replacement) - edit.range.count
            cursor = edit.range.upperBound
        }
        return count
    }

    /// Writes `source` with the `ordered` edits applied (dropped as `splicedCount` drops them)
    /// into `buffer`, a replacement's units written by `write` (which returns their count);
    /// returns how many units were written.
    @inline(__always)
    private static func splice<Unit>(
        _ ordered: [TextEdit], source: UnsafeBufferPointer<Unit>, into buffer: UnsafeMutableBufferPointer<Unit>,
        write: (String, UnsafeMutablePointer<Unit>) -> Int
    ) -> Int {
        var written = 0
        func copy(_ range: Range<Int>) {
            guard !range.isEmpty else { return }
            (buffer.baseAddress! + written).initialize(from: source.baseAddress! + range.lowerBound, count: range.count)
            written += range.count
        }
        var cursor = 0
        for edit in ordered where edit.range.lowerBound >= cursor && edit.range.upperBound <= source.count {
            copy(cursor..<edit.range.lowerBound)
            written += write(edit.replacement, buffer.baseAddress! + written)
            cursor = edit.range.upperBound
        }
        copy(cursor..<source.count)
        return written
    }

    /// Whether the edits are already in the order `apply` uses (edits a rule makes in text
    /// order usually are): no sorted copy is needed then.
    static func isSorted(_ edits: [TextEdit]) -> Bool {
        var index = 1
        while index < edits.count {
            let previous = edits[index - 1].range
            let range = edits[index].range
            if (previous.lowerBound, previous.upperBound) > (range.lowerBound, range.upperBound) { return false }
            index += 1
        }
        return true
    }

    /// The edits in the order `apply` uses: by start, then by end.
    public static func sorted(_ edits: [TextEdit]) -> [TextEdit] {
        // Most fixes hold one edit, or edits made in text order: those are returned as they are,
        // with no copy (the sort is stable, so edits already in order stay as they are).
        if isSorted(edits) { return edits }
        return edits.sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
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
