/// What the REPL checks alerts with: the linter, or a stand-in with rules of its own in tests.
public protocol AlertChecking: Sendable {
    /// The findings for an alert, in field order then position.
    func lint(_ alert: Alert) -> [Finding]
    /// The alert with fixes of at most `safety` applied until nothing changes.
    func fix(_ alert: Alert, upTo safety: FixSafety) -> Alert
}

extension Linter: AlertChecking {}

/// The interactive session as a pure state machine: each input line (a draft-format line or a
/// `:command`) changes the alert, the profile or nothing, and answers with text to print.
/// Terminal handling (prompt, line editing, colour detection) is the caller's.
public struct ReplSession {
    /// The answer to one input line.
    public struct Response: Hashable, Sendable {
        /// What to print (ends with a newline unless empty).
        public var text: String
        /// Whether the line was a mistake (unknown command, bad value): scripts report it on stderr.
        public var isError: Bool
        /// The column of the mistake in the line (1-based), when known.
        public var column: Int?
        /// Whether the session ends (`:quit`).
        public var quits: Bool

        public init(text: String, isError: Bool = false, column: Int? = nil, quits: Bool = false) {
            self.text = text
            self.isError = isError
            self.column = column
            self.quits = quits
        }
    }

    /// One command of the session, for `:help`, completion and "did you mean".
    public struct Command: Hashable, Sendable {
        public var name: String
        public var arguments: String
        public var help: String
        public var aliases: [String]

        public init(_ name: String, _ arguments: String = "", _ help: String, aliases: [String] = []) {
            self.name = name
            self.arguments = arguments
            self.help = help
            self.aliases = aliases
        }
    }

    public static let commands: [Command] = [
        Command("title", "TEXT", "set the title (no text removes it)"),
        Command("message", "TEXT", "set the message (no text removes it)"),
        Command("buttons", "A, B", "set the buttons: `Cancel (cancel), Delete (destructive)`, `\"Yes, Delete\"`"),
        Command("apply", "[N]", "apply every safe fix, or finding N's fix (safe or suggested; N.M: its M-th fix)"),
        Command("undo", "", "undo the last change to the alert"),
        Command("show", "", "show the alert, its findings and the fixed version"),
        Command("reset", "", "start over with an empty alert (also ---)"),
        Command(
            "profile", "[NAME]",
            "switch the guideline edition: \(Profile.allCases.map(\.rawValue).joined(separator: ", "))"),
        Command(
            "platform", "[NAME]", "switch the platform: \(Platform.allCases.map(\.rawValue).joined(separator: ", "))"),
        Command("explain", "RULE|N", "the guideline, examples and fix of a rule, or of finding N's rule"),
        Command("rules", "", "list the rules with their severity per profile"),
        Command("format", "[json|swift|draft]", "print the alert as JSON (default), a Swift Alert(...) or draft lines"),
        Command("help", "", "this list", aliases: ["h", "?"]),
        Command("quit", "", "leave the session (also Ctrl-D)", aliases: ["q", "exit"]),
    ]

    /// The alert being edited.
    public private(set) var alert = Alert()
    /// The configuration in force (profile and platform change with `:profile` and `:platform`).
    public private(set) var configuration: Configuration
    /// The current alert's findings, numbered from 1 in what the session prints.
    public private(set) var findings: [Finding] = []
    public let style: ReplStyle
    /// The terminal's width: findings and fixes wider than this wrap with an indent. Nil: no wrapping.
    public var columns: Int?

    private let makeChecker: @Sendable (Configuration) -> any AlertChecking
    private var checker: any AlertChecking
    private var undoStack: [Alert] = []
    private static let undoLimit = 200

    /// A session with the given configuration. `makeChecker` builds the checker for a
    /// configuration (again on every `:profile` and `:platform`); the default is the `Linter`.
    public init(
        configuration: Configuration = Configuration(), style: ReplStyle = ReplStyle(color: false),
        makeChecker: @escaping @Sendable (Configuration) -> any AlertChecking = { Linter(configuration: $0) }
    ) {
        self.configuration = configuration
        self.style = style
        self.makeChecker = makeChecker
        self.checker = makeChecker(configuration)
    }

    /// The greeting of an interactive session.
    public func banner(version: String) -> String {
        "\(style.bold("alertcopy \(version)")) — profile \(configuration.profile.rawValue), platform "
            + "\(configuration.effectivePlatform.rawValue). Type a title, `message: …`, `buttons: …`, or :help.\n"
    }

    /// The prompt and its width in columns (the text may hold colour escapes).
    public var prompt: (text: String, width: Int) {
        let plain = configuration.profile == .current ? "alertcopy> " : "alertcopy[\(configuration.profile.rawValue)]> "
        return (style.cyan(plain), plain.count)
    }

    /// The input lines `prefix` may become: command names after `:`, profile and platform names.
    public static func completions(for prefix: String) -> [String] {
        guard prefix.hasPrefix(":") else { return [] }
        if let space = prefix.firstIndex(of: " ") {
            let command = prefix[prefix.index(after: prefix.startIndex)..<space]
            let values: [String]
            switch command {
            case "profile": values = Profile.allCases.map(\.rawValue)
            case "platform": values = Platform.allCases.map(\.rawValue)
            case "format": values = ["json", "swift", "draft"]
            case "explain": values = RuleRegistry.all.map { $0.description.id }
            default: return []
            }
            let head = prefix[...space]
            return values.map { head + $0 }.filter { $0.hasPrefix(prefix) }
        }
        return commands.map { ":" + $0.name }.filter { $0.hasPrefix(prefix) }
    }

    /// Handles one input line.
    public mutating func handle(_ line: String) -> Response {
        let trimmed = line.trimmingBlanks()
        if trimmed.isEmpty || trimmed.hasPrefix("#") { return Response(text: "") }
        if trimmed == "---" { return reset() }
        if trimmed.hasPrefix(":") { return command(trimmed) }
        if trimmed.hasPrefix("{") { return replaceAlert(json: trimmed) }
        if let (name, value) = Self.fieldPrefix(trimmed) { return setField(name, value) }
        if alert.title == nil { return setField("title", trimmed) }
        if alert.message == nil { return setField("message", trimmed) }
        return error(
            "the alert already has a title and a message: start the line with title: or message: to replace one")
    }

    // MARK: - Commands

    private mutating func command(_ line: String) -> Response {
        let body = line.dropFirst()
        let name = String(body.prefix { !$0.isWhitespace })
        let argument = String(body.dropFirst(name.count)).trimmingBlanks()
        guard let command = Self.commands.first(where: { $0.name == name || $0.aliases.contains(name) }) else {
            return unknownCommand(name)
        }
        switch command.name {
        case "title", "message", "buttons": return setField(command.name, argument)
        case "apply": return apply(argument)
        case "undo": return undo()
        case "show": return Response(text: report())
        case "reset": return reset()
        case "profile": return switchProfile(argument)
        case "platform": return switchPlatform(argument)
        case "explain": return explain(argument)
        case "rules": return Response(text: RuleDocumentation.table(RuleRegistry.all.map { $0.description }))
        case "format": return format(argument)
        case "help": return Response(text: help())
        default: return Response(text: "", quits: true)
        }
    }

    private func unknownCommand(_ name: String) -> Response {
        let names = Self.commands.flatMap { [$0.name] + $0.aliases.filter { $0.count > 1 } }
        if let suggestion = NameSuggestion.closest(to: name, among: names)
            ?? names.first(where: { !name.isEmpty && $0.hasPrefix(name) })
        {
            return error("unknown command :\(name); did you mean :\(suggestion)? (:help lists the commands)")
        }
        return error("unknown command :\(name) (:help lists the commands)")
    }

    private func help() -> String {
        let rows = Self.commands.map { command in
            (":" + command.name + (command.arguments.isEmpty ? "" : " " + command.arguments), command.help)
        }
        let width = rows.map(\.0.count).max() ?? 0
        var text = "Type draft lines — `title: …`, `message: …`, `buttons: A, B` — or a JSON alert, or:\n"
        for (synopsis, help) in rows {
            text +=
                "  " + style.bold(synopsis) + String(repeating: " ", count: width - synopsis.count + 2) + help + "\n"
        }
        text += "A line without a field name sets the title, then the message. Ctrl-D leaves.\n"
        return text
    }

    private mutating func setField(_ name: String, _ value: String) -> Response {
        var next = alert
        switch name {
        case "title": next.title = value.isEmpty ? nil : value
        case "message": next.message = value.isEmpty ? nil : value
        case "buttons":
            if value.isEmpty {
                next.buttons = []
            } else {
                let line = "buttons: " + value
                do {
                    let document = try DraftReader.read(Array(line.utf8), path: "<repl>")
                    next.buttons = document.alerts.first?.alert.buttons ?? []
                } catch {
                    return self.error(error.message, column: max(1, error.column - 9))
                }
            }
        default:
            var message = "unknown field '\(name)'"
            if let suggestion = NameSuggestion.closest(to: name, among: ["title", "message", "buttons"]) {
                message += "; did you mean '\(suggestion):'?"
            } else {
                message += " (expected title:, message: or buttons:)"
            }
            return error(message, column: 1)
        }
        return change(to: next, note: nil)
    }

    private mutating func replaceAlert(json: String) -> Response {
        do {
            let document = try DraftReader.read(Array(json.utf8), path: "<repl>")
            guard document.alerts.count == 1, let parsed = document.alerts.first else {
                return error("expected one JSON alert object on the line")
            }
            return change(to: parsed.alert, note: nil)
        } catch {
            return self.error(error.message, column: error.column)
        }
    }

    private mutating func apply(_ argument: String) -> Response {
        if argument.isEmpty {
            let count = findings.filter { $0.fixes.contains { $0.safety == .safe } }.count
            let fixed = checker.fix(alert, upTo: .safe)
            guard fixed != alert else {
                let suggested = findings.contains { !$0.fixes.isEmpty }
                return Response(
                    text: suggested
                        ? "No safe fix to apply; :apply N applies finding N's suggested fix.\n"
                        : "Nothing to fix.\n")
            }
            return change(to: fixed, note: "Applied \(count) safe fix\(count == 1 ? "" : "es").")
        }
        let parts = argument.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let number = Int(parts[0]), parts.count == 1 || Int(parts[1]) != nil
        else {
            return error("expected :apply, :apply N or :apply N.M (a finding's number, then which of its fixes)")
        }
        guard findings.indices.contains(number - 1) else {
            return error(
                findings.isEmpty
                    ? "there is no finding \(number): the alert has no findings"
                    : "there is no finding \(number): the findings are numbered 1 to \(findings.count)")
        }
        let finding = findings[number - 1]
        let choice = parts.count == 2 ? Int(parts[1])! : 1
        guard !finding.fixes.isEmpty else {
            return error("finding \(number) (\(finding.ruleID)) has no fix: it only reports")
        }
        guard finding.fixes.indices.contains(choice - 1) else {
            return error("finding \(number) has \(finding.fixes.count) fix\(finding.fixes.count == 1 ? "" : "es")")
        }
        let fix = finding.fixes[choice - 1]
        let fixed = FixApplier.apply([fix], to: alert)
        guard fixed != alert else { return Response(text: "The fix changes nothing.\n") }
        return change(to: fixed, note: "Applied (\(argument)) \(finding.ruleID): \(fix.summary).")
    }

    private mutating func undo() -> Response {
        guard let previous = undoStack.popLast() else { return Response(text: "Nothing to undo.\n") }
        alert = previous
        findings = checker.lint(alert)
        return Response(text: "Undone.\n" + report())
    }

    private mutating func reset() -> Response {
        if alert != Alert() { remember(alert) }
        alert = Alert()
        findings = []
        return Response(text: "New alert.\n")
    }

    private mutating func switchProfile(_ name: String) -> Response {
        let names = Profile.allCases.map(\.rawValue)
        guard !name.isEmpty else {
            return Response(
                text: "Profile \(configuration.profile.rawValue) (one of \(names.joined(separator: ", "))).\n")
        }
        guard let profile = Profile(rawValue: name) else { return invalid(name, what: "profile", among: names) }
        configuration.profile = profile
        return reconfigured("Profile \(profile.rawValue).")
    }

    private mutating func switchPlatform(_ name: String) -> Response {
        let names = Platform.allCases.map(\.rawValue)
        guard !name.isEmpty else {
            return Response(
                text:
                    "Platform \(configuration.effectivePlatform.rawValue) (one of \(names.joined(separator: ", "))).\n")
        }
        guard let platform = Platform(rawValue: name) else { return invalid(name, what: "platform", among: names) }
        configuration.platform = platform
        return reconfigured("Platform \(platform.rawValue).")
    }

    private mutating func reconfigured(_ note: String) -> Response {
        checker = makeChecker(configuration)
        guard alert != Alert() else { return Response(text: note + "\n") }
        findings = checker.lint(alert)
        return Response(text: note + "\n" + report())
    }

    private func invalid(_ value: String, what: String, among names: [String]) -> Response {
        var message = "unknown \(what) '\(value)'"
        if let suggestion = NameSuggestion.closest(to: value, among: names) {
            message += "; did you mean '\(suggestion)'?"
        }
        return error(message + " (one of \(names.joined(separator: ", ")))")
    }

    private func explain(_ argument: String) -> Response {
        var name = argument
        if let number = Int(argument) {
            guard findings.indices.contains(number - 1) else { return error("there is no finding \(number)") }
            name = findings[number - 1].ruleID
        }
        guard !name.isEmpty else {
            return error("expected :explain RULE (a rule id, see :rules) or a finding's number")
        }
        guard let rule = RuleRegistry.rule(named: name) else {
            let ids = RuleRegistry.all.map { $0.description.id }
            var message = "unknown rule '\(name)'"
            if let suggestion = NameSuggestion.closest(to: name, among: ids) {
                message += "; did you mean '\(suggestion)'?"
            }
            return error(message + " (:rules lists them)")
        }
        return Response(text: RuleDocumentation.explanation(rule.description))
    }

    private func format(_ argument: String) -> Response {
        switch argument {
        case "", "json": return Response(text: ReplAlertFormat.json(alert) + "\n")
        case "swift": return Response(text: ReplAlertFormat.swift(alert) + "\n")
        case "draft":
            let lines = ReplAlertFormat.draftLines(alert)
            return Response(text: lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n")
        default:
            return invalid(argument, what: "format", among: ["json", "swift", "draft"])
        }
    }

    // MARK: - Changes and reports

    private mutating func remember(_ previous: Alert) {
        undoStack.append(previous)
        if undoStack.count > Self.undoLimit { undoStack.removeFirst() }
    }

    private mutating func change(to next: Alert, note: String?) -> Response {
        if next != alert { remember(alert) }
        alert = next
        findings = checker.lint(alert)
        return Response(text: (note.map { $0 + "\n" } ?? "") + report())
    }

    /// The alert, its numbered findings with their fixes, and the alert with the safe fixes applied.
    public func report() -> String {
        guard alert != Alert() else {
            return "The alert is empty: type a title, `message: …` or `buttons: …`.\n"
        }
        var text = view(alert)
        if findings.isEmpty {
            return text + style.green("No findings.") + "\n"
        }
        text += style.bold("\(findings.count) finding\(findings.count == 1 ? "" : "s"):") + "\n"
        for (index, finding) in findings.enumerated() {
            text += describe(finding, number: index + 1)
        }
        let fixed = checker.fix(alert, upTo: .safe)
        if fixed == alert {
            let suggested = findings.contains { !$0.fixes.isEmpty }
            text += style.dim(suggested ? "No safe fix; :apply N applies a suggested one." : "No fix available.") + "\n"
        } else {
            text +=
                style.bold("Fixed") + style.dim(" (:apply)") + style.bold(":") + "\n"
                + view(fixed, highlightingChangesFrom: alert)
        }
        return text
    }

    private func view(_ alert: Alert, highlightingChangesFrom original: Alert? = nil) -> String {
        var text = ""
        let lines = ReplAlertFormat.draftFields(alert)
        let originalLines = original.map {
            Dictionary(ReplAlertFormat.draftFields($0), uniquingKeysWith: { a, _ in a })
        }
        for (name, value) in lines {
            let changed = originalLines.map { $0[name] != value } ?? false
            text += "  " + style.dim(name + ":") + " " + (changed ? style.green(value) : value) + "\n"
        }
        return text
    }

    private func describe(_ finding: Finding, number: Int) -> String {
        var head =
            "  " + style.bold("(\(number))") + " " + style.severity(finding.severity) + " " + finding.field.description
        if let text = alert.text(of: finding.field), !finding.range.isEmpty,
            finding.range.upperBound <= text.utf16.count,
            finding.range != 0..<text.utf16.count
        {
            let units = Array(text.utf16)[finding.range]
            head += " " + style.yellow("“" + String(decoding: units, as: UTF16.self) + "”")
        }
        head += ": \(finding.message) " + style.dim("[\(finding.ruleID)]")
        var text = wrapped(head, indent: 6)
        for (index, fix) in finding.fixes.enumerated() {
            let label = (index == 0 ? "" : "or (\(number).\(index + 1)) ") + "\(fix.safety.rawValue) fix:"
            let line = "      " + style.dim(label) + " " + describe(fix, for: finding)
            text += wrapped(line, indent: 8)
        }
        return text
    }

    /// The line broken at spaces to fit `columns` (when set), continuation lines indented; colour
    /// escapes take no room. Ends with a newline.
    private func wrapped(_ line: String, indent: Int) -> String {
        guard let columns, columns > indent + 20, ReplSession.visibleWidth(line) > columns else { return line + "\n" }
        let leading = line.prefix { $0 == " " }
        var result = ""
        var current = String(leading)
        var currentWidth = leading.count
        var lineHasWord = false
        for word in line.dropFirst(leading.count).split(separator: " ", omittingEmptySubsequences: false) {
            let width = ReplSession.visibleWidth(word)
            if lineHasWord && currentWidth + 1 + width > columns {
                result += current + "\n"
                current = String(repeating: " ", count: indent) + word
                currentWidth = indent + width
            } else {
                current += (lineHasWord ? " " : "") + word
                currentWidth += (lineHasWord ? 1 : 0) + width
            }
            lineHasWord = true
        }
        return result + current + "\n"
    }

    /// The columns text takes on a terminal, not counting ANSI escape sequences.
    static func visibleWidth<Text: StringProtocol>(_ text: Text) -> Int {
        var width = 0
        var inEscape = false
        for character in text {
            if inEscape {
                if character.isLetter { inEscape = false }
            } else if character == "\u{1B}" {
                inEscape = true
            } else {
                width += DisplayWidth.of(character)
            }
        }
        return width
    }

    private func describe(_ fix: Fix, for finding: Finding) -> String {
        let field = fix.field == finding.field ? "" : fix.field.description + " "
        let summary = fix.summary.isEmpty ? "" : fix.summary + ": "
        switch fix.change {
        case .edits(let edits):
            let before = alert.text(of: fix.field) ?? ""
            let after = TextEditApplier.apply(edits, to: before)
            return summary + field + quoted(before, style.red) + " → " + quoted(after, style.green)
        case .replacement(let replacement):
            let before = alert.text(of: fix.field).map { quoted($0, style.red) } ?? "(no \(fix.field))"
            let after = replacement.map { quoted($0, style.green) } ?? style.green("(no \(fix.field))")
            return summary + field + before + " → " + after
        case .buttons(let buttons):
            return summary + style.red(DraftWriter.buttonList(alert.buttons)) + " → "
                + style.green(DraftWriter.buttonList(buttons))
        }
    }

    private func quoted(_ text: String, _ color: (String) -> String) -> String {
        color("“" + text + "”")
    }

    private func error(_ message: String, column: Int? = nil) -> Response {
        Response(text: message + "\n", isError: true, column: column)
    }

    /// `name: value` at the start of a line: a lowercase ASCII word, a colon, then a blank or the end.
    static func fieldPrefix(_ line: String) -> (String, String)? {
        let name = line.prefix { ("a"..."z").contains($0) }
        let rest = line.dropFirst(name.count)
        guard !name.isEmpty, rest.first == ":" else { return nil }
        let value = rest.dropFirst()
        guard value.isEmpty || value.first == " " || value.first == "\t" else { return nil }
        return (String(name), String(value).trimmingBlanks())
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and line ends.
    fileprivate func trimmingBlanks() -> String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
