/// Applies fixes to an alert: edits on a field in one pass, whole-field replacements, a new
/// button list. Conflicting fixes on one field keep the first; the next round picks up the rest.
public enum FixApplier {
    public static func apply(_ fixes: [Fix], to alert: Alert) -> Alert {
        var result = alert
        var editsByField: [AlertField: [TextEdit]] = [:]
        var replaced: Set<AlertField> = []
        var newButtons: [AlertButton]?
        for fix in fixes {
            switch fix.change {
            case .edits(let edits):
                guard !replaced.contains(fix.field) else { continue }
                let existing = editsByField[fix.field, default: []]
                let overlaps = edits.contains { edit in existing.contains { $0.range.overlaps(edit.range) } }
                if !overlaps { editsByField[fix.field, default: []].append(contentsOf: edits) }
            case .replacement(let text):
                guard editsByField[fix.field] == nil, replaced.insert(fix.field).inserted else { continue }
                result.setText(text, of: fix.field)
            case .buttons(let buttons):
                if newButtons == nil { newButtons = buttons }
            }
        }
        for (field, edits) in editsByField {
            guard let text = alert.text(of: field) else { continue }
            result.setText(TextEditApplier.apply(edits, to: text), of: field)
        }
        if let newButtons, replaced.allSatisfy({ if case .button = $0 { return false } else { return true } }),
            editsByField.keys.allSatisfy({ if case .button = $0 { return false } else { return true } })
        {
            result.buttons = newButtons
        }
        return result
    }
}
