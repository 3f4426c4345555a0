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
    /// The writer's layout as each alert's emitter uses it, worked out once.
    private let emitterLayout: JSONReportEmitter.Layout
    private var started = false
    private var written = 0
    /// The counts over every report written so far.
    public private(set) var summary = ReportSummary([])

    public init(reporter: JSONReporter = JSONReporter()) {
        self.reporter = reporter
        self.writer = reporter.pretty ? JSONWriter(layout: .pretty(indent: "  ")) : JSONWriter.compact
        self.emitterLayout = JSONReportEmitter.Layout(writer)
    }

    /// The bytes for the next reports, in order; the document's opening comes with the first call.
    public mutating func bytes(for reports: [AlertReport]) -> [UInt8] {
        var output: [UInt8] = []
        openIfNeeded(&output)
        // Each alert is written on its own, in parallel, then joined in order.
        let layout = emitterLayout
        let alerts = reports.concurrentMap(minimumChunk: 256) { report in
            var emitter = JSONReportEmitter(layout: layout)
            emitter.alert(report, level: 2)
            return emitter.output.bytes
        }
        output.reserveCapacity(alerts.reduce(64) { $0 + $1.count + 8 })
        for alert in alerts {
            writer.appendElementStart(first: written == 0, level: 1, into: &output)
            output += alert
            written += 1
        }
        summary = summary + ReportSummary(reports)
        return output
    }

    /// The end of the document: the end of the alerts and the summary.
    public mutating func closingBytes() -> [UInt8] {
        var output: [UInt8] = []
        openIfNeeded(&output)
        writer.appendClosing("]", level: 1, isEmpty: written == 0, into: &output)
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

/// Writes an alert's report straight to bytes, byte for byte what `JSONWriter.write` gives for
/// `JSONReporter.alert(_:)` with the same writer, without building the `JSONValue` tree.
///
/// The bytes go to a `ByteBuffer`; the layout's line starts, name separator and escaping are
/// worked out once per writer (`Layout`) and shared by every alert.
struct JSONReportEmitter: ~Copyable {
    /// A writer's layout in the form the emitter writes it.
    struct Layout: Sendable {
        /// The writer's indent of one level, nil when compact.
        let indent: [UInt8]?
        /// The writer's line break and indents (`JSONWriter.lineStarts`).
        let lineStarts: [UInt8]
        /// What goes between a member name and its value.
        let separator: [UInt8]
        /// Whether an empty object or array holds a blank line (`EmptyContainerLayout.blankLine`).
        let blankLineWhenEmpty: Bool
        let escaping: JSONWriter.Escaping

        init(_ writer: JSONWriter) {
            indent = writer.indentBytes
            lineStarts = writer.lineStarts
            separator = writer.separatorBytes
            blankLineWhenEmpty = writer.indentBytes != nil && writer.emptyContainers == .blankLine
            escaping = writer.escaping
        }
    }

    let layout: Layout
    /// The bytes written so far.
    private(set) var output: ByteBuffer

    /// An emitter with room for `capacity` bytes before its buffer grows (an alert's report is
    /// about 2 KB pretty).
    init(layout: Layout, capacity: Int = 4096) {
        self.layout = layout
        output = ByteBuffer(capacity: capacity)
    }

    /// The line break and indent that start a line at `level`; nothing when compact.
    @inline(__always)
    private mutating func newline(level: Int) {
        guard let indent = layout.indent else { return }
        let length = 1 + level * indent.count
        if length <= layout.lineStarts.count {
            output.append(layout.lineStarts, in: 0..<length)
            return
        }
        output.append(0x0A)
        for _ in 0..<level { output.append(indent) }
    }

    /// The end of an object or array opened at `level`.
    private mutating func closing(_ bracket: UInt8, level: Int, isEmpty: Bool) {
        if isEmpty {
            if layout.blankLineWhenEmpty {
                output.append(0x0A)
                newline(level: level)
            }
        } else {
            newline(level: level)
        }
        output.append(bracket)
    }

    /// An object at `level` with members written by `body`, which calls `name` before each value.
    private mutating func object(level: Int, _ body: (inout JSONReportEmitter, inout ObjectState) -> Void) {
        output.append(UInt8(ascii: "{"))
        var state = ObjectState(level: level)
        body(&self, &state)
        closing(UInt8(ascii: "}"), level: level, isEmpty: state.count == 0)
    }

    struct ObjectState {
        let level: Int
        var count = 0
    }

    /// A member name: a literal of the report's schema, which needs no escape.
    @inline(__always)
    private mutating func name(_ name: StaticString, _ state: inout ObjectState) {
        if state.count > 0 { output.append(UInt8(ascii: ",")) }
        newline(level: state.level + 1)
        output.append(UInt8(ascii: "\""))
        output.append(name)
        output.append(UInt8(ascii: "\""))
        output.append(layout.separator)
        state.count += 1
    }

    private mutating func string(_ text: String) {
        output.appendJSONString(text, escaping: layout.escaping)
    }

    private mutating func number(_ value: Int) { output.append(decimal: value) }

    private mutating func optionalString(_ text: String?) {
        if let text { string(text) } else { output.append("null") }
    }

    /// An array at `level` of `count` elements written by `element`.
    private mutating func array(count: Int, level: Int, _ element: (inout JSONReportEmitter, Int) -> Void) {
        output.append(UInt8(ascii: "["))
        for index in 0..<count {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            newline(level: level + 1)
            element(&self, index)
        }
        closing(UInt8(ascii: "]"), level: level, isEmpty: count == 0)
    }

    mutating func alert(_ report: AlertReport, level: Int) {
        object(level: level) { emitter, state in
            emitter.name("source", &state)
            emitter.object(level: level + 1) { emitter, inner in
                emitter.name("path", &inner)
                emitter.string(report.source.path)
                if let name = report.source.name {
                    emitter.name("name", &inner)
                    emitter.string(name)
                }
                if let site = report.source.site {
                    emitter.name("site", &inner)
                    emitter.string(site)
                }
                emitter.name("line", &inner)
                emitter.number(report.source.start.line)
                emitter.name("column", &inner)
                emitter.number(report.source.start.column)
            }
            emitter.name("alert", &state)
            emitter.alertFields(report.alert, level: level + 1)
            emitter.name("findings", &state)
            emitter.array(count: report.findings.count, level: level + 1) { emitter, index in
                emitter.finding(report, report.findings[index], level: level + 2)
            }
            if let fixed = report.fixed {
                emitter.name("fixed", &state)
                emitter.alertFields(fixed, level: level + 1)
            }
        }
    }

    private mutating func alertFields(_ alert: Alert, level: Int) {
        object(level: level) { emitter, state in
            emitter.name("title", &state)
            emitter.optionalString(alert.title)
            emitter.name("message", &state)
            emitter.optionalString(alert.message)
            emitter.name("buttons", &state)
            emitter.buttons(alert.buttons, level: level + 1)
        }
    }

    private mutating func buttons(_ buttons: [AlertButton], level: Int) {
        array(count: buttons.count, level: level) { emitter, index in
            let button = buttons[index]
            guard let role = button.role else { return emitter.string(button.title) }
            emitter.object(level: level + 1) { emitter, state in
                emitter.name("title", &state)
                emitter.string(button.title)
                emitter.name("role", &state)
                emitter.string(role.rawValue)
            }
        }
    }

    private mutating func range(_ range: Range<Int>, level: Int) {
        object(level: level) { emitter, state in
            emitter.name("start", &state)
            emitter.number(range.lowerBound)
            emitter.name("end", &state)
            emitter.number(range.upperBound)
        }
    }

    private mutating func finding(_ report: AlertReport, _ finding: Finding, level: Int) {
        let location = report.location(of: finding)
        let path = report.path(of: finding)
        object(level: level) { emitter, state in
            // A finding in another file than its alert's (a code literal beside a strings file).
            if path != report.source.path {
                emitter.name("path", &state)
                emitter.string(path)
            }
            emitter.name("rule", &state)
            emitter.string(finding.ruleID)
            emitter.name("severity", &state)
            emitter.string(finding.severity.rawValue)
            emitter.name("field", &state)
            emitter.string(finding.field.description)
            emitter.name("range", &state)
            emitter.range(finding.range, level: level + 1)
            emitter.name("line", &state)
            emitter.number(location.line)
            emitter.name("column", &state)
            emitter.number(location.column)
            emitter.name("message", &state)
            emitter.string(finding.message)
            emitter.name("fixes", &state)
            emitter.array(count: finding.fixes.count, level: level + 1) { emitter, index in
                emitter.fix(finding.fixes[index], level: level + 2)
            }
            if let key = report.keyInCode(of: finding) {
                emitter.name("keyInCode", &state)
                emitter.string(key)
            }
        }
    }

    private mutating func fix(_ fix: Fix, level: Int) {
        object(level: level) { emitter, state in
            emitter.name("safety", &state)
            emitter.string(fix.safety.rawValue)
            emitter.name("summary", &state)
            emitter.string(fix.summary)
            emitter.name("field", &state)
            emitter.string(fix.field.description)
            switch fix.change {
            case .edits(let edits):
                emitter.name("edits", &state)
                emitter.array(count: edits.count, level: level + 1) { emitter, index in
                    emitter.object(level: level + 2) { emitter, inner in
                        emitter.name("range", &inner)
                        emitter.range(edits[index].range, level: level + 3)
                        emitter.name("replacement", &inner)
                        emitter.string(edits[index].replacement)
                    }
                }
            case .replacement(let text):
                emitter.name("replacement", &state)
                emitter.optionalString(text)
            case .buttons(let buttons):
                emitter.name("buttons", &state)
                emitter.buttons(buttons, level: level + 1)
            }
        }
    }
}
