/// Writes an alert's report straight to bytes, byte for byte what `JSONWriter.write` gives for
/// `JSONReporter.alert(_:)` with the same writer, without building the `JSONValue` tree.
///
/// The bytes go to a `ByteBuffer`. What a writer's layout makes of the schema's member names (a
/// line start, the quoted name, the separator) is worked out once per writer (`Layout`) for every
/// name and level, so starting a member is one copy. Objects and arrays are written in straight
/// lines, with no closure per object or element, and a finding's field source is looked up once.
struct JSONReportEmitter: ~Copyable {
    /// A member name of the report's schema.
    enum Member: Int, CaseIterable {
        case source, path, name, site, line, column
        case alert, title, message, buttons, role, findings, fixed
        case rule, severity, field, range, start, end, fixes, keyInCode
        case safety, summary, edits, replacement

        /// The name as written (before quoting).
        var text: String {
            switch self {
            case .source: "source"
            case .path: "path"
            case .name: "name"
            case .site: "site"
            case .line: "line"
            case .column: "column"
            case .alert: "alert"
            case .title: "title"
            case .message: "message"
            case .buttons: "buttons"
            case .role: "role"
            case .findings: "findings"
            case .fixed: "fixed"
            case .rule: "rule"
            case .severity: "severity"
            case .field: "field"
            case .range: "range"
            case .start: "start"
            case .end: "end"
            case .fixes: "fixes"
            case .keyInCode: "keyInCode"
            case .safety: "safety"
            case .summary: "summary"
            case .edits: "edits"
            case .replacement: "replacement"
            }
        }
    }

    /// A writer's layout in the form the emitter writes it.
    struct Layout: Sendable {
        /// Whether lines break and indent (not compact).
        let isPretty: Bool
        /// The writer's indent of one level (empty when compact), and its length.
        let indent: [UInt8]
        let indentWidth: Int
        /// The writer's line break and indents (`JSONWriter.lineStarts`).
        let lineStarts: [UInt8]
        /// What goes between a member name and its value.
        let separator: [UInt8]
        /// Whether an empty array holds a blank line (`EmptyContainerLayout.blankLine`).
        let blankLineWhenEmpty: Bool
        let escaping: JSONWriter.Escaping
        /// The start of each member at each level below `JSONWriter.lineStartLevels`, member by
        /// member: the line start, the quoted name and the separator.
        let memberStarts: [UInt8]
        /// Where each entry of `memberStarts` starts, and at the end where the last one ends.
        let memberStartBounds: [Int]

        init(_ writer: JSONWriter) {
            isPretty = writer.indentBytes != nil
            indent = writer.indentBytes ?? []
            indentWidth = indent.count
            lineStarts = writer.lineStarts
            separator = writer.separatorBytes
            blankLineWhenEmpty = writer.indentBytes != nil && writer.emptyContainers == .blankLine
            escaping = writer.escaping
            var starts: [UInt8] = []
            var bounds = [0]
            for member in Member.allCases {
                var name: [UInt8] = []
                JSONWriter.appendString(member.text, escaping: escaping, into: &name)
                for level in 0..<JSONWriter.lineStartLevels {
                    if isPretty { starts += lineStarts[0..<(1 + level * indentWidth)] }
                    starts += name + separator
                    bounds.append(starts.count)
                }
            }
            memberStarts = starts
            memberStartBounds = bounds
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
        guard layout.isPretty else { return }
        let length = 1 + level * layout.indentWidth
        if length <= layout.lineStarts.count {
            output.append(layout.lineStarts, in: 0..<length)
            return
        }
        output.append(0x0A)
        for _ in 0..<level { output.append(layout.indent) }
    }

    /// The start of a member on a line at `level`: a comma unless it is its object's first, the
    /// line start, the quoted name and the separator.
    @inline(__always)
    private mutating func member(_ member: Member, level: Int, first: Bool = false) {
        if !first { output.append(UInt8(ascii: ",")) }
        guard level < JSONWriter.lineStartLevels else {
            newline(level: level)
            output.appendJSONString(member.text, escaping: layout.escaping)
            output.append(layout.separator)
            return
        }
        let entry = member.rawValue * JSONWriter.lineStartLevels + level
        output.append(layout.memberStarts, in: layout.memberStartBounds[entry]..<layout.memberStartBounds[entry + 1])
    }

    /// What goes before an array's element on a line at `level`: a comma unless it is the first,
    /// the line start.
    @inline(__always)
    private mutating func elementStart(first: Bool, level: Int) {
        if !first { output.append(UInt8(ascii: ",")) }
        newline(level: level)
    }

    /// The end of an object or array opened at `level`.
    @inline(__always)
    private mutating func closing(_ bracket: UInt8, level: Int, isEmpty: Bool = false) {
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

    private mutating func string(_ text: String) {
        output.appendJSONString(text, escaping: layout.escaping)
    }

    private mutating func optionalString(_ text: String?) {
        if let text { string(text) } else { output.append("null") }
    }

    private mutating func number(_ value: Int) { output.append(decimal: value) }

    /// A field's name (`AlertField.description`) as a JSON string; no escaping changes its characters.
    private mutating func fieldName(_ field: AlertField) {
        switch field {
        case .title: output.append("\"title\"")
        case .message: output.append("\"message\"")
        case .buttons: output.append("\"buttons\"")
        case .button(let index):
            output.append("\"button[")
            number(index)
            output.append("]\"")
        }
    }

    /// A severity's raw value as a JSON string.
    private mutating func severity(_ severity: Severity) {
        switch severity {
        case .info: output.append("\"info\"")
        case .warning: output.append("\"warning\"")
        case .error: output.append("\"error\"")
        }
    }

    /// A fix safety's raw value as a JSON string.
    private mutating func safety(_ safety: FixSafety) {
        switch safety {
        case .safe: output.append("\"safe\"")
        case .suggested: output.append("\"suggested\"")
        }
    }

    /// An alert's report as an object opened at `level`.
    mutating func alert(_ report: AlertReport, level: Int) {
        let inner = level + 1
        output.append(UInt8(ascii: "{"))
        member(.source, level: inner, first: true)
        source(report.source, level: inner)
        member(.alert, level: inner)
        alertFields(report.alert, level: inner)
        member(.findings, level: inner)
        output.append(UInt8(ascii: "["))
        for index in report.findings.indices {
            elementStart(first: index == 0, level: inner + 1)
            finding(report.findings[index], of: report, level: inner + 1)
        }
        closing(UInt8(ascii: "]"), level: inner, isEmpty: report.findings.isEmpty)
        if let fixed = report.fixed {
            member(.fixed, level: inner)
            alertFields(fixed, level: inner)
        }
        closing(UInt8(ascii: "}"), level: level)
    }

    private mutating func source(_ source: AlertSource, level: Int) {
        let inner = level + 1
        output.append(UInt8(ascii: "{"))
        member(.path, level: inner, first: true)
        string(source.path)
        if let name = source.name {
            member(.name, level: inner)
            string(name)
        }
        if let site = source.site {
            member(.site, level: inner)
            string(site)
        }
        member(.line, level: inner)
        number(source.start.line)
        member(.column, level: inner)
        number(source.start.column)
        closing(UInt8(ascii: "}"), level: level)
    }

    private mutating func alertFields(_ alert: Alert, level: Int) {
        let inner = level + 1
        output.append(UInt8(ascii: "{"))
        member(.title, level: inner, first: true)
        optionalString(alert.title)
        member(.message, level: inner)
        optionalString(alert.message)
        member(.buttons, level: inner)
        buttons(alert.buttons, level: inner)
        closing(UInt8(ascii: "}"), level: level)
    }

    private mutating func buttons(_ buttons: [AlertButton], level: Int) {
        output.append(UInt8(ascii: "["))
        for index in buttons.indices {
            elementStart(first: index == 0, level: level + 1)
            let button = buttons[index]
            guard let role = button.role else {
                string(button.title)
                continue
            }
            output.append(UInt8(ascii: "{"))
            member(.title, level: level + 2, first: true)
            string(button.title)
            member(.role, level: level + 2)
            string(role.rawValue)
            closing(UInt8(ascii: "}"), level: level + 1)
        }
        closing(UInt8(ascii: "]"), level: level, isEmpty: buttons.isEmpty)
    }

    private mutating func range(_ range: Range<Int>, level: Int) {
        output.append(UInt8(ascii: "{"))
        member(.start, level: level + 1, first: true)
        number(range.lowerBound)
        member(.end, level: level + 1)
        number(range.upperBound)
        closing(UInt8(ascii: "}"), level: level)
    }

    private mutating func finding(_ finding: Finding, of report: AlertReport, level: Int) {
        let inner = level + 1
        let place = report.place(of: finding)
        output.append(UInt8(ascii: "{"))
        // A finding in another file than its alert's (a code literal beside a strings file).
        let path = place.path == report.source.path ? nil : place.path
        if let path {
            member(.path, level: inner, first: true)
            string(path)
        }
        member(.rule, level: inner, first: path == nil)
        string(finding.ruleID)
        member(.severity, level: inner)
        severity(finding.severity)
        member(.field, level: inner)
        fieldName(finding.field)
        member(.range, level: inner)
        range(finding.range, level: inner)
        member(.line, level: inner)
        number(place.location.line)
        member(.column, level: inner)
        number(place.location.column)
        member(.message, level: inner)
        string(finding.message)
        member(.fixes, level: inner)
        output.append(UInt8(ascii: "["))
        for index in finding.fixes.indices {
            elementStart(first: index == 0, level: inner + 1)
            fix(finding.fixes[index], level: inner + 1)
        }
        closing(UInt8(ascii: "]"), level: inner, isEmpty: finding.fixes.isEmpty)
        if let key = place.keyInCode {
            member(.keyInCode, level: inner)
            string(key)
        }
        closing(UInt8(ascii: "}"), level: level)
    }

    private mutating func fix(_ fix: Fix, level: Int) {
        let inner = level + 1
        output.append(UInt8(ascii: "{"))
        member(.safety, level: inner, first: true)
        safety(fix.safety)
        member(.summary, level: inner)
        string(fix.summary)
        member(.field, level: inner)
        fieldName(fix.field)
        switch fix.change {
        case .edits(let edits):
            member(.edits, level: inner)
            output.append(UInt8(ascii: "["))
            for index in edits.indices {
                elementStart(first: index == 0, level: inner + 1)
                let edit = edits[index]
                output.append(UInt8(ascii: "{"))
                member(.range, level: inner + 2, first: true)
                range(edit.range, level: inner + 2)
                member(.replacement, level: inner + 2)
                string(edit.replacement)
                closing(UInt8(ascii: "}"), level: inner + 1)
            }
            closing(UInt8(ascii: "]"), level: inner, isEmpty: edits.isEmpty)
        case .replacement(let text):
            member(.replacement, level: inner)
            optionalString(text)
        case .buttons(let buttons):
            member(.buttons, level: inner)
            self.buttons(buttons, level: inner)
        }
        closing(UInt8(ascii: "}"), level: level)
    }
}
