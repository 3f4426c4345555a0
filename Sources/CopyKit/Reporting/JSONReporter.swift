/// The machine-readable report (`--format json`), version 1, keys always in this order:
///
///     {"version": 1,
///      "alerts": [{"source": {"path", "name", "line", "column"},
///                  "alert": {"title", "message", "buttons"},
///                  "findings": [{"rule", "severity", "field", "range": {"start", "end"},
///                                "line", "column", "message",
///                                "fixes": [{"safety", "summary", "field",
///                                           "replacement" | "edits" | "buttons"}],
///                                "keyInCode" (when a SwiftUI literal in code keys the string)}],
///                  "fixed": {"title", "message", "buttons"}}],
///      "summary": {"alerts", "alertsWithFindings", "findings", "errors", "warnings", "infos",
///                  "safeFixes", "suggestedFixes"}}
///
/// Ranges are UTF-16 offsets in the field's text; line and column (1-based, UTF-16 columns) are
/// the finding's place in the source. A button is `"Title"` or `{"title", "role"}` when it has
/// a role; an absent title or message is `null`. `fixed` is present when the run computed it.
public struct JSONReporter: Sendable {
    /// Pretty (2-space indent) or one line.
    public var pretty: Bool

    public init(pretty: Bool = true) { self.pretty = pretty }

    public func render(_ reports: [AlertReport]) -> String {
        var stream = JSONReportStream(reporter: self)
        var output = stream.bytes(for: reports)
        output += stream.closingBytes()
        return String(decoding: output, as: UTF8.self)
    }

    /// The whole document as a JSON value.
    public func document(_ reports: [AlertReport]) -> JSONValue {
        .object([
            JSONMember("version", .number("1")),
            JSONMember("alerts", .array(reports.map(alert))),
            JSONMember("summary", Self.summary(ReportSummary(reports))),
        ])
    }

    func alert(_ report: AlertReport) -> JSONValue {
        var source: [JSONMember] = [JSONMember("path", .string(report.source.path))]
        if let name = report.source.name { source.append(JSONMember("name", .string(name))) }
        if let site = report.source.site { source.append(JSONMember("site", .string(site))) }
        source.append(JSONMember("line", .number(String(report.source.start.line))))
        source.append(JSONMember("column", .number(String(report.source.start.column))))
        var members = [
            JSONMember("source", .object(source)),
            JSONMember("alert", Self.alert(report.alert)),
            JSONMember("findings", .array(report.findings.map { finding(report, $0) })),
        ]
        if let fixed = report.fixed { members.append(JSONMember("fixed", Self.alert(fixed))) }
        return .object(members)
    }

    func finding(_ report: AlertReport, _ finding: Finding) -> JSONValue {
        let location = report.location(of: finding)
        var members: [JSONMember] = []
        // A finding in another file than its alert's (a code literal beside a strings file).
        let path = report.path(of: finding)
        if path != report.source.path { members.append(JSONMember("path", .string(path))) }
        members += [
            JSONMember("rule", .string(finding.ruleID)),
            JSONMember("severity", .string(finding.severity.rawValue)),
            JSONMember("field", .string(finding.field.description)),
            JSONMember("range", Self.range(finding.range)),
            JSONMember("line", .number(String(location.line))),
            JSONMember("column", .number(String(location.column))),
            JSONMember("message", .string(finding.message)),
            JSONMember("fixes", .array(finding.fixes.map(Self.fix))),
        ]
        if let key = report.keyInCode(of: finding) { members.append(JSONMember("keyInCode", .string(key))) }
        return .object(members)
    }

    static func fix(_ fix: Fix) -> JSONValue {
        var members = [
            JSONMember("safety", .string(fix.safety.rawValue)),
            JSONMember("summary", .string(fix.summary)),
            JSONMember("field", .string(fix.field.description)),
        ]
        switch fix.change {
        case .edits(let edits):
            members.append(
                JSONMember(
                    "edits",
                    .array(
                        edits.map {
                            .object([
                                JSONMember("range", range($0.range)),
                                JSONMember("replacement", .string($0.replacement)),
                            ])
                        })))
        case .replacement(let text):
            members.append(JSONMember("replacement", text.map(JSONValue.string) ?? .null))
        case .buttons(let buttons):
            members.append(JSONMember("buttons", buttonsValue(buttons)))
        }
        return .object(members)
    }

    static func range(_ range: Range<Int>) -> JSONValue {
        .object([
            JSONMember("start", .number(String(range.lowerBound))),
            JSONMember("end", .number(String(range.upperBound))),
        ])
    }

    /// An alert as `{"title", "message", "buttons"}`.
    public static func alert(_ alert: Alert) -> JSONValue {
        .object([
            JSONMember("title", alert.title.map(JSONValue.string) ?? .null),
            JSONMember("message", alert.message.map(JSONValue.string) ?? .null),
            JSONMember("buttons", buttonsValue(alert.buttons)),
        ])
    }

    static func buttonsValue(_ buttons: [AlertButton]) -> JSONValue {
        .array(
            buttons.map { button in
                guard let role = button.role else { return .string(button.title) }
                return .object([JSONMember("title", .string(button.title)), JSONMember("role", .string(role.rawValue))])
            })
    }

    static func summary(_ summary: ReportSummary) -> JSONValue {
        func number(_ value: Int) -> JSONValue { .number(String(value)) }
        return .object([
            JSONMember("alerts", number(summary.alerts)),
            JSONMember("alertsWithFindings", number(summary.alertsWithFindings)),
            JSONMember("findings", number(summary.findings)),
            JSONMember("errors", number(summary.errors)),
            JSONMember("warnings", number(summary.warnings)),
            JSONMember("infos", number(summary.infos)),
            JSONMember("safeFixes", number(summary.safeFixes)),
            JSONMember("suggestedFixes", number(summary.suggestedFixes)),
        ])
    }
}

/// The JSON report written in pieces as the reports arrive, byte for byte what
/// `JSONReporter.render` writes for all of them at once; only the summary is kept, so a run over
/// many alerts never holds the whole report.
public struct JSONReportStream: Sendable {
    private let reporter: JSONReporter
    private let writer: JSONWriter
    /// The fixed bytes of the writer's layout around an alert's values, worked out once.
    private let fragments: JSONReportFragments
    private var started = false
    private var written = 0
    /// The counts over every report written so far.
    public private(set) var summary = ReportSummary([])

    public init(reporter: JSONReporter = JSONReporter()) {
        self.reporter = reporter
        self.writer = reporter.pretty ? JSONWriter(layout: .pretty(indent: "  ")) : JSONWriter.compact
        self.fragments = JSONReportFragments(writer, level: 2)
    }

    /// The bytes for the next reports, in order; the document's opening comes with the first call.
    public mutating func bytes(for reports: [AlertReport]) -> [UInt8] {
        var output: [UInt8] = []
        openIfNeeded(&output)
        // Runs of alerts are written in parallel, each run into one buffer, then joined in order.
        let fragments = self.fragments
        let isFirst = written == 0
        let runs = ConcurrentMapping.runs(of: reports.count).concurrentMap(minimumChunk: 1) { run in
            fragments.alertElements(reports[run], first: isFirst && run.lowerBound == 0)
        }
        output.reserveCapacity(runs.reduce(output.count + 64) { $0 + $1.buffer.count })
        for run in runs { run.buffer.append(to: &output) }
        written += reports.count
        summary = summary + ReportSummary(reports)
        return output
    }

    /// `bytes(for:)` of the reports of `drafts`, handed to `write` a piece at a time, in order
    /// (the document's opening, then each run's bytes as soon as it and the runs before it are
    /// written): nothing is joined into one array, and no core waits for a batch to end. `check`
    /// gives each alert's findings and fixed copy by a linter of `linters` on the thread that writes its run,
    /// so linting and writing go in parallel together, and the report is written from them and
    /// the draft where it is, without an `AlertReport` made. Each worker thread checks with its
    /// own linter of `linters`.
    public mutating func write(
        checking drafts: ArraySlice<DraftAlert>, with linters: ThreadCopies<Linter>,
        _ check: @Sendable (Linter, Alert) -> (findings: [Finding], fixed: Alert?),
        to write: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        var opening: [UInt8] = []
        openIfNeeded(&opening)
        if !opening.isEmpty { opening.withUnsafeBufferPointer(write) }
        let fragments = self.fragments
        let isFirst = written == 0
        let start = drafts.startIndex
        var total = summary
        ConcurrentMapping.produceInOrder(count: drafts.count, worker: linters.value(forWorker:)) {
            linter, run in
            let linter = linter
            return fragments.alertElements(
                checking: drafts[start + run.lowerBound..<start + run.upperBound],
                first: isFirst && run.lowerBound == 0, { check(linter, $0) })
        } consume: { run in
            run.bytes.buffer.withBytes(write)
            total = total + run.summary
        }
        summary = total
        written += drafts.count
    }

    /// The end of the document: the end of the alerts, `members` (a localization run's
    /// diagnostics, say), and the summary.
    public mutating func closingBytes(adding members: [JSONMember] = []) -> [UInt8] {
        var output: [UInt8] = []
        openIfNeeded(&output)
        writer.appendClosing("]", level: 1, isEmpty: written == 0, into: &output)
        for member in members {
            writer.appendMemberName(member.key, first: false, level: 1, into: &output)
            writer.write(member.value, level: 1, into: &output)
        }
        writer.appendMemberName("summary", first: false, level: 1, into: &output)
        writer.write(JSONReporter.summary(summary), level: 1, into: &output)
        writer.appendClosing("}", level: 0, into: &output)
        output.append(0x0A)
        return output
    }

    private mutating func openIfNeeded(_ output: inout [UInt8]) {
        guard !started else { return }
        started = true
        output.append(UInt8(ascii: "{"))
        writer.appendMemberName("version", first: true, level: 1, into: &output)
        writer.write(.number("1"), level: 1, into: &output)
        writer.appendMemberName("alerts", first: false, level: 1, into: &output)
        output.append(UInt8(ascii: "["))
    }
}
