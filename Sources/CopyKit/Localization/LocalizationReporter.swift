/// A problem with a file rather than with its copy: a duplicate key, a refused fix, a file that
/// does not parse or could not be written.
public struct LocalizationNote: Sendable, Equatable {
    public var path: String
    public var location: SourceLocation?
    public var severity: Severity
    public var message: String

    public init(path: String, location: SourceLocation?, severity: Severity, message: String) {
        self.path = path
        self.location = location
        self.severity = severity
        self.message = message
    }

    /// `PATH:LINE:COL: warning: MESSAGE`, as compilers print (`note:` for info), on one line.
    public var compilerLine: String {
        let place = location.map { "\(path):\($0.line):\($0.column)" } ?? path
        return "\(place): \(XcodeReporter.label(severity)): \(message.singleLine())"
    }
}

extension LocalizationRun {
    /// The run's diagnostics and errors, file by file.
    public var notes: [LocalizationNote] {
        diagnostics.map {
            LocalizationNote(path: $0.path, location: $0.location, severity: $0.severity, message: $0.message)
        } + errors.map { LocalizationNote(path: $0.path, location: $0.location, severity: .error, message: $0.message) }
    }
}

/// Renders the reports of a localization run with its notes where each format's users look: on
/// standard error next to the human report; as compiler lines or workflow commands on standard
/// output for `xcode` and `github`; in the document for `json` (a `diagnostics` array) and
/// `sarif` (the run's `invocations[0].toolExecutionNotifications`).
public enum LocalizationReporter {
    /// What to print: the report for standard output and the lines for standard error.
    public static func render(
        _ reports: [AlertReport], notes: [LocalizationNote], format: ReportFormat, color: Bool = false,
        quiet: Bool = false, profile: Profile = .current
    ) -> (output: String, errors: [String]) {
        let shown = notes.filter { !(quiet && $0.severity == .info) }
        let errorLines = shown.filter { $0.severity == .error }.map(\.compilerLine)
        switch format {
        case .human:
            return (
                Reporter.render(reports, format: .human, color: color, quiet: quiet, profile: profile),
                shown.map(\.compilerLine)
            )
        case .xcode:
            return (shown.map { $0.compilerLine + "\n" }.joined() + XcodeReporter().render(reports), [])
        case .github:
            return (shown.map(githubLine).joined() + GitHubReporter().render(reports), [])
        case .json:
            return (String(decoding: jsonBytes(reports, shown: shown), as: UTF8.self), errorLines)
        case .sarif:
            let reporter = SARIFReporter(
                rules: RuleRegistry.all.map { $0.description }, profile: profile, toolVersion: Reporter.toolVersion)
            let document = withInvocation(reporter.document(reports), notes: shown)
            return (JSONWriter(layout: .pretty(indent: "  ")).string(document) + "\n", errorLines)
        }
    }

    /// ``render(_:notes:format:color:quiet:profile:)`` with the report as the UTF-8 bytes that
    /// standard output takes: a JSON report, written as bytes, is not read back into a string.
    public static func renderBytes(
        _ reports: [AlertReport], notes: [LocalizationNote], format: ReportFormat, color: Bool = false,
        quiet: Bool = false, profile: Profile = .current
    ) -> (output: [UInt8], errors: [String]) {
        guard format == .json else {
            let rendered = render(reports, notes: notes, format: format, color: color, quiet: quiet, profile: profile)
            return (Array(rendered.output.utf8), rendered.errors)
        }
        let shown = notes.filter { !(quiet && $0.severity == .info) }
        return (jsonBytes(reports, shown: shown), shown.filter { $0.severity == .error }.map(\.compilerLine))
    }

    /// The JSON report: the alerts written straight to bytes (no tree of values for every
    /// report), the diagnostics of the notes `shown` before the summary.
    private static func jsonBytes(_ reports: [AlertReport], shown: [LocalizationNote]) -> [UInt8] {
        var stream = JSONReportStream()
        var output = stream.bytes(for: reports)
        output += stream.closingBytes(adding: [JSONMember("diagnostics", .array(shown.map(jsonValue)))])
        return output
    }

    static func githubLine(_ note: LocalizationNote) -> String {
        var properties = ["file=\(GitHubReporter.escapeProperty(note.path))"]
        if let location = note.location {
            properties += ["line=\(location.line)", "col=\(location.column)"]
        }
        return "::\(GitHubReporter.command(note.severity)) \(properties.joined(separator: ","))::"
            + GitHubReporter.escapeData(note.message) + "\n"
    }

    static func jsonValue(_ note: LocalizationNote) -> JSONValue {
        var members = [JSONMember("path", .string(note.path))]
        if let location = note.location {
            members.append(JSONMember("line", .number(String(location.line))))
            members.append(JSONMember("column", .number(String(location.column))))
        }
        members.append(JSONMember("severity", .string(note.severity.rawValue)))
        members.append(JSONMember("message", .string(note.message)))
        return .object(members)
    }

    /// The SARIF document with an `invocations` entry on its run: whether every file was read,
    /// and one notification per note with its place.
    static func withInvocation(_ document: JSONValue, notes: [LocalizationNote]) -> JSONValue {
        guard case .object(var members) = document,
            let runsIndex = members.firstIndex(where: { $0.key == "runs" }),
            case .array(var runs) = members[runsIndex].value, case .object(var run)? = runs.first
        else { return document }
        let notifications: [JSONValue] = notes.map { note in
            var region: [JSONMember] = []
            if let location = note.location {
                region = [
                    JSONMember("startLine", .number(String(location.line))),
                    JSONMember("startColumn", .number(String(location.column))),
                ]
            }
            var physical = [
                JSONMember("artifactLocation", .object([JSONMember("uri", .string(SARIFReporter.uri(note.path)))]))
            ]
            if !region.isEmpty { physical.append(JSONMember("region", .object(region))) }
            return .object([
                JSONMember("level", .string(SARIFReporter.level(note.severity))),
                JSONMember("message", .object([JSONMember("text", .string(note.message))])),
                JSONMember("locations", .array([.object([JSONMember("physicalLocation", .object(physical))])])),
            ])
        }
        run.append(
            JSONMember(
                "invocations",
                .array([
                    .object([
                        JSONMember("executionSuccessful", .bool(!notes.contains { $0.severity == .error })),
                        JSONMember("toolExecutionNotifications", .array(notifications)),
                    ])
                ])))
        runs[0] = .object(run)
        members[runsIndex] = JSONMember("runs", .array(runs))
        return .object(members)
    }
}
