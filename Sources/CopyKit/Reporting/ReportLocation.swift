extension AlertReport {
    /// Where a finding is in the source: the place of its range's start in its field.
    public func location(of finding: Finding) -> SourceLocation {
        let field: AlertField
        if finding.field == .buttons, source.fields[.buttons] == nil, source.fields[.button(0)] != nil {
            field = .button(0)
        } else {
            field = finding.field
        }
        return source.location(of: field, offset: finding.range.lowerBound, in: alert.text(of: field))
    }

    /// The file a finding is in: its field's file, else the alert's.
    public func path(of finding: Finding) -> String {
        let field: AlertField =
            finding.field == .buttons && source.fields[.buttons] == nil && source.fields[.button(0)] != nil
            ? .button(0) : finding.field
        return source.fields[field]?.path ?? source.path
    }

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
        guard !finding.fixes.isEmpty else { return nil }
        return source.fields[finding.field]?.keyInCode
    }

    /// The note for a finding whose string is keyed by a literal in code.
    public static func keyInCodeNote(_ key: String?) -> String {
        let place = key.map { " at \($0)" } ?? ""
        return
            "the key in code\(place) still reads the old text; a fix changes the catalog's value, which is what people see"
    }
}
