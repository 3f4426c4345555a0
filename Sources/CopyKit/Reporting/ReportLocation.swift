/// Where a finding is: its place in the source, its field's file when the source names one, and
/// the SwiftUI literal in code that keys its string when a fix would leave that key behind.
struct FindingPlace {
    var location: SourceLocation
    var path: String?
    var keyInCode: String?
}

extension AlertSource {
    /// A finding's field as the source places it, with that field's source: the field itself, or
    /// for a finding on the whole button list when only the buttons have places, the first
    /// button. Nil when the source has no place for it.
    @inline(__always)
    func placedField(of finding: Finding) -> (field: AlertField, source: FieldSource)? {
        if let own = fieldSource(of: finding.field) { return (finding.field, own) }
        if finding.field == .buttons, let firstButton = fieldSource(of: .button(0)) {
            return (.button(0), firstButton)
        }
        return nil
    }

    /// Where a finding of `alert`, the alert this source places, is, from one look-up of its
    /// field's source; the field's text is read only when the source has no map of its own.
    func place(of finding: Finding, in alert: Alert) -> FindingPlace {
        guard let placed = placedField(of: finding) else { return FindingPlace(location: start) }
        let offset = finding.range.lowerBound
        let location =
            placed.source.locatesItself
            ? placed.source.location(offset: offset, in: nil)
            : placed.source.location(offset: offset, in: alert.text(of: placed.field))
        return FindingPlace(
            location: location, path: placed.source.path, keyInCode: Self.keyInCode(of: finding, placed: placed))
    }

    /// The key in code of a finding that has a fix: its own field's, not that of the first button
    /// standing in for the button list.
    static func keyInCode(of finding: Finding, placed: (field: AlertField, source: FieldSource)) -> String? {
        finding.fixes.isEmpty || placed.field != finding.field ? nil : placed.source.keyInCode
    }
}

extension AlertReport {
    /// Where a finding is, from one look-up of its field's source; the field's text is read
    /// only when the source has no map of its own.
    func place(of finding: Finding) -> FindingPlace { source.place(of: finding, in: alert) }

    /// Where a finding is in the source: the place of its range's start in its field.
    public func location(of finding: Finding) -> SourceLocation { place(of: finding).location }

    /// The file a finding is in: its field's file, else the alert's.
    public func path(of finding: Finding) -> String { source.placedField(of: finding)?.source.path ?? source.path }

    /// The text of a field after applying only `fix`, for before → after displays.
    public func text(of field: AlertField, after fix: Fix) -> String? {
        let fixed = FixApplier.apply([fix], to: alert)
        if field == .buttons { return fixed.buttons.map(RuleDocumentation.describe).joined(separator: ", ") }
        return fixed.text(of: field)
    }

    /// The text of a field before any fix (the button list as the draft format writes it).
    public func text(of field: AlertField) -> String? {
        if field == .buttons { return alert.buttons.map(RuleDocumentation.describe).joined(separator: ", ") }
        return alert.text(of: field)
    }

    /// Where the SwiftUI literal that keys a finding's string is written, when a fix of that
    /// string changes only the catalog's value (`path:line:column`).
    public func keyInCode(of finding: Finding) -> String? {
        source.placedField(of: finding).flatMap { AlertSource.keyInCode(of: finding, placed: $0) }
    }

    /// The note for a finding whose string is keyed by a literal in code.
    public static func keyInCodeNote(_ key: String?) -> String {
        let place = key.map { " at \($0)" } ?? ""
        return
            "the key in code\(place) still reads the old text; a fix changes the catalog's value, which is what people see"
    }
}

/// Places the findings of one alert, what `AlertReport.place(of:)` gives, with the alert read
/// where it is held: a report writer asks it for each finding of a draft in its batch.
///
/// An alert read from a line of JSON Lines has its fields placed by a few numbers
/// (`JSONFieldPlaces`); a finding in one of those fields is placed from them directly, without
/// making its field's `FieldSource` for every finding.
enum FindingPlacer {
    /// Where `finding`, one of the alert of `draft`, is, with the draft read in place (its source
    /// and alert are not copied).
    @inline(__always)
    static func place(of finding: UnsafePointer<Finding>, in draft: UnsafePointer<DraftAlert>) -> FindingPlace {
        if let location = draft.pointee.source.compactPlaces.location(
            of: finding.pointee.field, offset: finding.pointee.range.lowerBound)
        {
            return FindingPlace(location: location)
        }
        return draft.pointee.source.place(of: finding.pointee, in: draft.pointee.alert)
    }
}

extension JSONFieldPlaces {
    /// The place of a UTF-16 offset in `field`'s text, what the field's `source(of:)` places it at
    /// (these places name no other file and no key in code); nil when the field has no place here,
    /// or its text up to the offset is not plain ASCII (see `plainColumns`).
    @inline(__always)
    func location(of field: AlertField, offset: Int) -> SourceLocation? {
        let quote: Quote
        switch field {
        case .title:
            guard let title else { return nil }
            quote = title
        case .message:
            guard let message else { return nil }
            quote = message
        case .button(let index):
            guard let button = buttons[index] else { return nil }
            quote = button
        case .buttons:
            // The list's place, whose text is not read: its start.
            guard let buttonList else { return nil }
            return SourceLocation(line: line, column: Int(buttonList))
        }
        guard let columns = plainColumns(of: quote, offset: offset) else { return nil }
        return SourceLocation(line: line, column: Int(quote.column) + 1 + columns)
    }

    /// The columns the first `offset` UTF-16 units of a quoted string take in the line, what
    /// `JSONDraftReader.sourceColumns` counts, when the bytes up to the offset are ASCII and none
    /// is a backslash (tested a word at a time): each unit is then one byte and one column, and
    /// the count is the offset itself (or the string's length, past its end). Nil for other
    /// strings, whose field's source counts them (nothing here is called out of line, so places
    /// read in place are not copied).
    @inline(__always)
    private func plainColumns(of quote: Quote, offset: Int) -> Int? {
        let contentStart = Int(quote.start) + 1
        let prefix = Swift.max(0, Swift.min(offset, Int(quote.end) - 1 - contentStart))
        let isPlainASCII = bytes.withUnsafeBufferPointer { input -> Bool in
            guard let first = input.baseAddress, contentStart + prefix <= input.count else { return false }
            let start = UnsafeRawPointer(first + contentStart)
            let ones: UInt64 = 0x0101_0101_0101_0101
            // High bits of non-ASCII bytes, and of backslashes once an exclusive or makes them zero.
            var flags: UInt64 = 0
            var index = 0
            while prefix - index >= 8 {
                let word = start.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                let backslashes = word ^ (ones &* 0x5C)
                flags |= word | (backslashes &- ones) & ~backslashes
                index += 8
            }
            while index < prefix {
                let byte = start.load(fromByteOffset: index, as: UInt8.self)
                flags |= UInt64(byte == UInt8(ascii: "\\") ? 0x80 : byte)
                index += 1
            }
            return flags & (ones &* 0x80) == 0
        }
        return isPlainASCII ? prefix : nil
    }
}
