/// Where a finding is: its place in the source, its field's file when the source names one, and
/// the SwiftUI literal in code that keys its string when a fix would leave that key behind.
struct FindingPlace {
    var location: SourceLocation
    var path: String?
    var keyInCode: String?
}

extension AlertReport {
    /// A finding's field as the source places it, with that field's source: the field itself, or
    /// for a finding on the whole button list when only the buttons have places, the first
    /// button. Nil when the source has no place for it.
    @inline(__always)
    private func placedField(of finding: Finding) -> (field: AlertField, source: FieldSource)? {
        if let own = source.fieldSource(of: finding.field) { return (finding.field, own) }
        if finding.field == .buttons, let firstButton = source.fieldSource(of: .button(0)) {
            return (.button(0), firstButton)
        }
        return nil
    }

    /// Where a finding is, from one look-up of its field's source; the field's text is read
    /// only when the source has no map of its own.
    func place(of finding: Finding) -> FindingPlace {
        guard let placed = placedField(of: finding) else { return FindingPlace(location: source.start) }
        let offset = finding.range.lowerBound
        let location =
            placed.source.locatesItself
            ? placed.source.location(offset: offset, in: nil)
            : placed.source.location(offset: offset, in: alert.text(of: placed.field))
        return FindingPlace(
            location: location, path: placed.source.path, keyInCode: keyInCode(of: finding, placed: placed))
    }

    /// Where a finding is in the source: the place of its range's start in its field.
    public func location(of finding: Finding) -> SourceLocation { place(of: finding).location }

    /// The file a finding is in: its field's file, else the alert's.
    public func path(of finding: Finding) -> String { placedField(of: finding)?.source.path ?? source.path }

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
        placedField(of: finding).flatMap { keyInCode(of: finding, placed: $0) }
    }

    /// The key in code of a finding that has a fix: its own field's, not that of the first button
    /// standing in for the button list.
    private func keyInCode(of finding: Finding, placed: (field: AlertField, source: FieldSource)) -> String? {
        finding.fixes.isEmpty || placed.field != finding.field ? nil : placed.source.keyInCode
    }

    /// The note for a finding whose string is keyed by a literal in code.
    public static func keyInCodeNote(_ key: String?) -> String {
        let place = key.map { " at \($0)" } ?? ""
        return
            "the key in code\(place) still reads the old text; a fix changes the catalog's value, which is what people see"
    }
}
