/// What `alertcopy roles` says of the alerts found in code: each alert's site, kind, API, and
/// each field's source (literal, key and table, or run-time value) with its resolved text.
public enum AppAlertListing {
    /// The alerts as text, one block an alert.
    public static func human(_ alerts: [AppAlert], table: AppStringTable) -> String {
        var text = ""
        for alert in alerts {
            text += "\(alert.site.description)  \(alert.kind.rawValue)  \(alert.api)\n"
            text += line("title", alert.title, table: table)
            text += line("message", alert.message, table: table)
            for (index, button) in alert.buttons.enumerated() {
                let role = button.role.map { " (\($0.rawValue))" } ?? ""
                if button.isAddedBySystem {
                    text += "  button[\(index)]\(role)  added by the system\n"
                } else if button.text == nil {
                    text += "  button[\(index)]\(role)  the system's label\n"
                } else {
                    text += line("button[\(index)]\(role)", button.text, table: table)
                }
            }
            if alert.buttons.isEmpty { text += "  buttons  none added: the system shows OK\n" }
            if !alert.buttonsComplete { text += "  buttons  more are added where the scanner cannot see\n" }
            text += "\n"
        }
        let sheets = alerts.filter { $0.kind == .actionSheet }.count
        text += "\(alerts.count) alert\(alerts.count == 1 ? "" : "s") found in code"
        text += sheets > 0 ? " (\(sheets) of them action sheets).\n" : ".\n"
        return text
    }

    private static func line(_ label: String, _ text: AlertText?, table: AppStringTable) -> String {
        guard let text else { return "  \(label)  none\n" }
        var line = "  \(label)  \(describe(text.origin))"
        if let resolved = table.lookup(text.origin)?.string.string.value {
            line += " → \(JSONWriter.quoted(resolved))"
        } else if case .key = text.origin {
            line +=
                text.defaultValue.map { " → \(JSONWriter.quoted($0)) (the code's default; no string has the key)" }
                ?? " (no string has the key)"
        }
        for alternative in text.alternatives { line += "\n    or \(describe(alternative))" }
        return line + "\n"
    }

    /// `key "Remove Account" (Localizable)`, `literal "OK"`, `run time: error.localizedDescription`.
    public static func describe(_ origin: TextOrigin) -> String {
        switch origin {
        case .key(let key, let table): return "key \(JSONWriter.quoted(key)) (\(table))"
        case .literal(let text, let catalogKey):
            return "literal \(JSONWriter.quoted(text))" + (catalogKey ? " (a catalog key)" : "")
        case .dynamic(let expression):
            return "run time: \(expression.split(whereSeparator: \.isWhitespace).joined(separator: " "))"
        }
    }

    /// Which alerts use each string: (document index, key) → "site (field)" descriptions.
    public static func uses(_ alerts: [AppAlert], table: AppStringTable) -> [String: [String]] {
        var uses: [String: [String]] = [:]
        for alert in alerts {
            var fields: [(String, AlertText?)] = [("title", alert.title), ("message", alert.message)]
            for (index, button) in alert.buttons.enumerated() { fields.append(("button[\(index)]", button.text)) }
            for (field, text) in fields {
                guard let text else { continue }
                for origin in [text.origin] + text.alternatives {
                    guard let entry = table.lookup(origin) else { continue }
                    uses[useKey(entry.document, entry.string.string.key), default: []]
                        .append("\(alert.site.description) (\(field))")
                }
            }
        }
        return uses
    }

    /// The key `uses` files a string under.
    public static func useKey(_ document: Int, _ key: String) -> String { "\(document)\u{0}\(key)" }
}
