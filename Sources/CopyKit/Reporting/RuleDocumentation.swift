/// The text of `alertcopy rules` and `alertcopy explain`, from the rules' own descriptions
/// (shared with the REPL's `:rules` and `:explain`).
public enum RuleDocumentation {
    /// A one-letter code per severity for the table: E, W, I, and - for off.
    static func code(_ severity: Severity?) -> String {
        switch severity {
        case .error: return "E"
        case .warning: return "W"
        case .info: return "I"
        case nil: return "-"
        }
    }

    /// The rules as a table: id, severity per profile (E/W/I/-), summary.
    public static func table(_ rules: [RuleDescription]) -> String {
        guard !rules.isEmpty else { return "No rules are registered.\n" }
        let idWidth = max(4, rules.map(\.id.count).max() ?? 0)
        let profiles = Profile.allCases
        var text = "RULE".padded(to: idWidth)
        for profile in profiles { text += "  " + profile.rawValue.padded(to: max(profile.rawValue.count, 1)) }
        text += "  SUMMARY\n"
        for rule in rules {
            text += rule.id.padded(to: idWidth)
            for profile in profiles {
                text += "  " + code(rule.severities[profile]).padded(to: profile.rawValue.count)
            }
            text += "  \(rule.summary)\n"
        }
        text += "\nE error, W warning, I info, - off. 'alertcopy explain RULE' for the guideline and examples.\n"
        return text
    }

    /// The explanation of one rule: summary, severities, guideline quotes, fix, examples.
    public static func explanation(_ rule: RuleDescription) -> String {
        var text = "\(rule.id): \(rule.summary)\n"
        if !rule.aliases.isEmpty { text += "Also named: \(rule.aliases.joined(separator: ", "))\n" }
        text += "\nSeverity: "
        text += Profile.allCases.map { "\($0.rawValue) \(rule.severities[$0]?.rawValue ?? "off")" }
            .joined(separator: ", ")
        text += "\n"
        if !rule.guidelines.isEmpty {
            text += "\nGuideline:\n"
            for quote in rule.guidelines {
                text += wrap("[\(quote.profile.rawValue)] \(quote.text)", indent: "  ", hanging: "    ")
            }
        }
        text += "\n" + wrap("Fix: \(rule.fixDescription)", indent: "", hanging: "  ")
        let triggering = rule.examples.filter(\.triggers)
        let passing = rule.examples.filter { !$0.triggers }
        if !triggering.isEmpty {
            text += "\nTriggers on:\n"
            for example in triggering { text += "  \(describe(example.alert))\(profileNote(example.profile))\n" }
        }
        if !passing.isEmpty {
            text += "\nDoes not trigger on:\n"
            for example in passing { text += "  \(describe(example.alert))\(profileNote(example.profile))\n" }
        }
        if !rule.corrections.isEmpty {
            text += "\nCorrections:\n"
            for correction in rule.corrections {
                text += "  \(describe(correction.before))\n"
                text += "    → \(describe(correction.after)) (\(correction.safety.rawValue)"
                text += correction.profile == .current ? ")\n" : ", \(correction.profile.rawValue))\n"
            }
        }
        return text
    }

    /// The rules as JSON (`alertcopy rules --format json`): an array of
    /// `{"id", "aliases", "summary", "severities": {profile: level | null}, "fix", "guidelines":
    /// [{"profile", "text"}]}`, profiles in their fixed order.
    public static func json(_ rules: [RuleDescription]) -> String {
        let value: JSONValue = .array(
            rules.map { rule in
                .object([
                    JSONMember("id", .string(rule.id)),
                    JSONMember("aliases", .array(rule.aliases.map(JSONValue.string))),
                    JSONMember("summary", .string(rule.summary)),
                    JSONMember(
                        "severities",
                        .object(
                            Profile.allCases.map {
                                JSONMember($0.rawValue, rule.severities[$0].map { .string($0.rawValue) } ?? .null)
                            })),
                    JSONMember("fix", .string(rule.fixDescription)),
                    JSONMember(
                        "guidelines",
                        .array(
                            rule.guidelines.map {
                                .object([
                                    JSONMember("profile", .string($0.profile.rawValue)),
                                    JSONMember("text", .string($0.text)),
                                ])
                            })),
                ])
            })
        return JSONWriter(layout: .pretty(indent: "  ")).string(value) + "\n"
    }

    /// The text wrapped at `width` columns between words, the first line after `indent`, the
    /// others after `hanging`; ends with a newline.
    static func wrap(_ text: String, indent: String, hanging: String, width: Int = 100) -> String {
        var result = ""
        var line = indent
        var lineIsEmpty = true
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if !lineIsEmpty && line.count + 1 + word.count > width {
                result += line + "\n"
                line = hanging
                lineIsEmpty = true
            }
            line += (lineIsEmpty ? "" : " ") + word
            lineIsEmpty = false
        }
        return result + line + "\n"
    }

    private static func profileNote(_ profile: Profile) -> String {
        profile == .current ? "" : "  [\(profile.rawValue)]"
    }

    /// An alert on one line: `title: “…” message: “…” buttons: A, B (cancel)`.
    public static func describe(_ alert: Alert) -> String {
        var parts: [String] = []
        if let title = alert.title { parts.append("title: “\(title)”") }
        if let message = alert.message { parts.append("message: “\(message)”") }
        if !alert.buttons.isEmpty {
            parts.append("buttons: " + alert.buttons.map(describe).joined(separator: ", "))
        }
        return parts.isEmpty ? "(empty alert)" : parts.joined(separator: " ")
    }

    /// A button as the plain draft format writes it: `Delete (destructive)`.
    static func describe(_ button: AlertButton) -> String {
        button.role.map { "\(button.title) (\($0.rawValue))" } ?? button.title
    }
}

extension String {
    /// The string padded with spaces to `width` characters.
    func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
