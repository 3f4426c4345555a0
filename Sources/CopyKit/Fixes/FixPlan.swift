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

        /// Calls `body` with each text field the plan changes and its change.
        func forEachChange(_ body: (AlertField, Change) -> Void) {
            if let title { body(.title, title) }
            if let message { body(.message, message) }
            for (index, change) in buttonChanges { body(.button(index), change) }
        }

        /// The fields whose new text is not the text one applicable fix checked: edits of several
        /// fixes applied together may form a protected span none of them forms alone.
        var fieldsChangedByMoreThanOneFix: [AlertField] {
            var fields: [AlertField] = []
            forEachChange { field, change in
                if case .edits(_, let fixes) = change, fixes > 1 { fields.append(field) }
            }
            return fields
        }

        /// Takes `fix` unless it conflicts with a fix taken before: edits that overlap accepted
        /// edits of the field, a second change of a field that has a replacement, a replacement of
        /// a field already changed, a button change next to a new button list.
        mutating func accept(_ fix: Fix) {
            if case .buttons(let list) = fix.change {
                guard buttons == nil, buttonChanges.isEmpty else { return }
                buttons = list
                return
            }
            switch fix.field {
            case .title: Self.merge(fix.change, into: &title)
            case .message: Self.merge(fix.change, into: &message)
            case .button(let index):
                guard buttons == nil else { return }
                if let position = buttonChanges.firstIndex(where: { $0.index == index }) {
                    var change: Change? = buttonChanges[position].change
                    Self.merge(fix.change, into: &change)
                    if let change { buttonChanges[position].change = change }
                } else {
                    var change: Change?
                    Self.merge(fix.change, into: &change)
                    if let change { buttonChanges.append((index, change)) }
                }
            case .buttons:
                // A text change of no text: `isApplicable` has already refused it.
                return
            }
        }

        /// `accepted` with a field's text change added, unless they conflict.
        private static func merge(_ change: Fix.Change, into accepted: inout Change?) {
            switch (change, accepted) {
            case (.edits(let new), nil):
                accepted = .edits(new, fixes: 1)
            case (.edits(let new), .edits(let edits, let fixes)?):
                guard !TextEditApplier.conflict(edits, new) else { return }
                accepted = .edits(edits + new, fixes: fixes + 1)
            case (.replacement(let text), nil):
                accepted = .replacement(text)
            default:
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
                for index in removed.sorted(by: >) { result.setText(nil, of: .button(index)) }
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
                let units = FixApplier.analyzed(field, of: text, in: analysis)?.utf16 ?? text.utf16Units
                return .some(TextEditApplier.apply(edits, to: text, units: units))
            case .replacement(let text):
                return .some(text)
            }
        }
    }
}
