/// The ways the REPL writes an alert: draft lines (what it shows, and what it reads back), one
/// JSON object (for alerts.jsonl-style tests) and a Swift `Alert(…)` expression (for XCTest).
public enum ReplAlertFormat {
    /// The alert's fields as draft-format name and value pairs, in reading order.
    public static func draftFields(_ alert: Alert) -> [(String, String)] {
        var fields: [(String, String)] = []
        if let title = alert.title { fields.append(("title", title)) }
        if let message = alert.message { fields.append(("message", message)) }
        if !alert.buttons.isEmpty { fields.append(("buttons", DraftWriter.buttonList(alert.buttons))) }
        return fields
    }

    /// The alert as draft lines (`title: …`), each one valid REPL input.
    public static func draftLines(_ alert: Alert) -> [String] {
        draftFields(alert).map { "\($0.0): \($0.1)" }
    }

    /// The alert as one line of JSON: `{"title": …, "message": …, "buttons": ["OK", {"title": …, "role": …}]}`.
    public static func json(_ alert: Alert) -> String {
        var members: [JSONMember] = []
        if let title = alert.title { members.append(JSONMember("title", .string(title))) }
        if let message = alert.message { members.append(JSONMember("message", .string(message))) }
        let buttons: [JSONValue] = alert.buttons.map { button in
            guard let role = button.role else { return .string(button.title) }
            return .object([JSONMember("title", .string(button.title)), JSONMember("role", .string(role.rawValue))])
        }
        members.append(JSONMember("buttons", .array(buttons)))
        return JSONWriter(layout: .compact, nameSeparator: ": ").string(.object(members))
            .replacingCommaSeparators()
    }

    /// The alert as a Swift expression: `Alert(title: "…", message: "…", buttons: ["OK"])`, with
    /// `AlertButton("Delete", role: .destructive)` elements when a button has a role.
    public static func swift(_ alert: Alert) -> String {
        var arguments: [String] = []
        if let title = alert.title { arguments.append("title: \(swiftLiteral(title))") }
        if let message = alert.message { arguments.append("message: \(swiftLiteral(message))") }
        if alert.buttons.contains(where: { $0.role != nil }) {
            let buttons = alert.buttons.map { button in
                button.role.map { "AlertButton(\(swiftLiteral(button.title)), role: .\($0.rawValue))" }
                    ?? "AlertButton(\(swiftLiteral(button.title)))"
            }
            arguments.append("buttons: [\(buttons.joined(separator: ", "))]")
        } else if !alert.buttons.isEmpty {
            arguments.append("buttons: [\(alert.buttons.map { swiftLiteral($0.title) }.joined(separator: ", "))]")
        }
        return "Alert(\(arguments.joined(separator: ", ")))"
    }

    /// A Swift string literal for `text`.
    static func swiftLiteral(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": literal += "\\\\"
            case "\"": literal += "\\\""
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    literal += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    literal.unicodeScalars.append(scalar)
                }
            }
        }
        return literal + "\""
    }
}

extension String {
    /// Compact JSON with a space after each separating comma outside strings, for readability.
    fileprivate func replacingCommaSeparators() -> String {
        var result = ""
        var inString = false
        var escaped = false
        for character in self {
            result.append(character)
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" {
                inString = true
            } else if character == "," {
                result.append(" ")
            }
        }
        return result
    }
}
