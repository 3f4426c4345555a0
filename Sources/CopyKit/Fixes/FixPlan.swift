extension FixApplier {
    /// The changes accepted in one pass, by field.
    struct Plan {
        /// What the accepted fixes do to one text field.
        enum Change {
            /// Edits gathered from `fixes` fixes, each free of conflicts with the others.
            case edits([TextEdit], fixes: Int)
            /// A new text; nil removes the field.
            case replacement(String?)
        }

        private var title: Change?
        private var message: Change?
        /// The buttons changed, by index in the alert, each once.
        private var buttonChanges: [(index: Int, change: Change)] = []
        private(set) var buttons: [AlertButton]?

        /// Whether no fix was accepted.
        var isEmpty: Bool { title == nil && message == nil && buttonChanges.isEmpty && buttons == nil }

        /// Calls `body` with each text field the plan changes (a change is not copied to tell).
        func forEachChangedField(_ body: (AlertField) -> Void) {
            if title != nil { body(.title) }
            if message != nil { body(.message) }
            for change in buttonChanges { body(.button(change.index)) }
        }

        /// The fields whose new text is not the text one applicable fix checked: edits of several
        /// fixes applied together may form a protected span none of them forms alone.
        var fieldsChangedByMoreThanOneFix: [AlertField] {
            var fields: [AlertField] = []
            if Self.fixCount(title) > 1 { fields.append(.title) }
            if Self.fixCount(message) > 1 { fields.append(.message) }
            for change in buttonChanges where Self.fixCount(change.change) > 1 { fields.append(.button(change.index)) }
            return fields
        }

        /// How many fixes gave a change its edits (a replacement: one, no change: none).
        private static func fixCount(_ change: Change?) -> Int {
            switch change {
            case .edits(_, let fixes)?: fixes
            case .replacement?: 1
            case nil: 0
            }
        }

        /// Takes `fix` unless it conflicts with a fix taken before: edits that overlap accepted
        /// edits of the field, a second change of a field that has a replacement, a replacement of
        /// a field already changed, a button change next to a new button list.
        mutating func accept(_ fix: Fix) {
            accept(fix.change, of: fix.field)
        }

        /// `accept` of a fix given by its change and field.
        mutating func accept(_ fixChange: Fix.Change, of field: AlertField) {
            if case .buttons(let list) = fixChange {
                guard buttons == nil, buttonChanges.isEmpty else { return }
                buttons = list
                return
            }
            switch field {
            case .title: Self.merge(fixChange, into: &title)
            case .message: Self.merge(fixChange, into: &message)
            case .button(let index):
                guard buttons == nil else { return }
                if let position = buttonChanges.firstIndex(where: { $0.index == index }) {
                    var change: Change? = buttonChanges[position].change
                    Self.merge(fixChange, into: &change)
                    if let change { buttonChanges[position].change = change }
                } else {
                    var change: Change?
                    Self.merge(fixChange, into: &change)
                    if let change { buttonChanges.append((index, change)) }
                }
            case .buttons:
                // A text change of no text: `isApplicable` has already refused it.
                return
            }
        }

        /// `accepted` with a field's text change added, unless they conflict. Neither is copied
        /// into a pair to be compared: an accepted change is read only when there is one.
        private static func merge(_ change: Fix.Change, into accepted: inout Change?) {
            switch change {
            case .edits(let new):
                guard let current = accepted else {
                    accepted = .edits(new, fixes: 1)
                    return
                }
                guard case .edits(let edits, let fixes) = current, !TextEditApplier.conflict(edits, new) else { return }
                accepted = .edits(edits + new, fixes: fixes + 1)
            case .replacement(let text):
                guard case .none = accepted else { return }
                accepted = .replacement(text)
            case .buttons:
                return
            }
        }

        /// `alert` with the accepted changes made; a field's UTF-16 units come from `analysis`
        /// when it analyzed the same text. Button indices are the alert's: removed buttons go last.
        func result(for alert: Alert, analysis: AnalyzedAlert?) -> Alert {
            var result = alert
            if let title, let text = Self.text(after: title, of: .title, in: alert, analysis: analysis) {
                result.title = text
            }
            if let message, let text = Self.text(after: message, of: .message, in: alert, analysis: analysis) {
                result.message = text
            }
            if !buttonChanges.isEmpty {
                var removed: [Int] = []
                for (index, change) in buttonChanges {
                    switch Self.text(after: change, of: .button(index), in: alert, analysis: analysis) {
                    case .some(.some(let text)): result.setText(text, of: .button(index))
                    case .some(.none): removed.append(index)
                    case .none: continue
                    }
                }
                if !removed.isEmpty {
                    for index in removed.sorted(by: >) { result.setText(nil, of: .button(index)) }
                }
            }
            if let buttons { result.buttons = buttons }
            return result
        }

        /// The text `change` gives a field of `alert` (nil: the field goes), or nil when it has
        /// edits and the field no text.
        private static func text(
            after change: Change, of field: AlertField, in alert: Alert, analysis: AnalyzedAlert?
        ) -> String?? {
            switch change {
            case .edits(let edits, _):
                guard let text = alert.text(of: field) else { return nil }
                if let analyzed = FixApplier.analyzed(field, of: text, in: analysis) {
                    return .some(TextEditApplier.apply(edits, to: text, units: analyzed.utf16))
                }
                return .some(TextEditApplier.apply(edits, to: text, units: text.utf16Units))
            case .replacement(let text):
                return .some(text)
            }
        }
    }
}
