/// Writes alerts' reports straight to bytes, byte for byte what `JSONWriter.write` gives for
/// `JSONReporter.alert(_:)` with the same writer, without building the `JSONValue` tree.
///
/// The bytes between two values come from `JSONReportFragments`, one copy each; strings are
/// copied as their UTF-8 bytes (tested for escapes as they are copied) and numbers written as
/// digits. Findings, fixes and edits are read where their arrays hold them, never copied.
struct JSONReportEmitter: ~Copyable {
    private let fragments: JSONReportFragments
    /// The start of `fragments.bytes`, valid while the emitter is (see `write`).
    private let fragmentBytes: UnsafePointer<UInt8>
    /// The bytes written so far.
    private(set) var output: ByteBuffer

    private init(fragments: JSONReportFragments, fragmentBytes: UnsafePointer<UInt8>, capacity: Int) {
        self.fragments = fragments
        self.fragmentBytes = fragmentBytes
        output = ByteBuffer(capacity: capacity)
    }

    /// The bytes `body` writes with an emitter of `fragments` whose buffer starts with room for
    /// `capacity` bytes.
    static func write(
        _ fragments: JSONReportFragments, capacity: Int, _ body: (inout JSONReportEmitter) -> Void
    ) -> WrittenBytes {
        fragments.bytes.withUnsafeBufferPointer { bytes in
            var emitter = JSONReportEmitter(fragments: fragments, fragmentBytes: bytes.baseAddress!, capacity: capacity)
            body(&emitter)
            return WrittenBytes(emitter.takeOutput())
        }
    }

    /// The bytes written, taken out of the emitter.
    private consuming func takeOutput() -> ByteBuffer { output }

    @inline(__always)
    private mutating func put(_ fragment: JSONReportFragments.Fragment) {
        output.appendBlocks(from: fragmentBytes + fragment.start, count: fragment.count)
    }

    @inline(__always)
    private mutating func string(_ text: String) {
        output.appendJSONString(text, escaping: fragments.escaping)
    }

    @inline(__always)
    private mutating func string(_ text: FindingText) {
        output.appendJSONString(text, escaping: fragments.escaping)
    }

    @inline(__always)
    private mutating func optionalString(_ text: String?) {
        if let text { string(text) } else { put(fragments.null) }
    }

    @inline(__always)
    private mutating func number(_ value: Int) { output.append(decimal: value) }

    /// A field's name as a JSON string, then what `names` has after it.
    @inline(__always)
    private mutating func field(_ field: AlertField, then names: JSONReportFragments.FieldNames) {
        switch field {
        case .title: put(names.title)
        case .message: put(names.message)
        case .buttons: put(names.buttons)
        case .button(let index):
            put(fragments.buttonPrefix)
            number(index)
            put(names.afterButtonIndex)
        }
    }

    /// An alert's report as an element of the document's alert array.
    mutating func alertElement(_ report: AlertReport, first: Bool) {
        put(fragments.alertStart[first])
        alert(report)
    }

    /// The report of `draft`, whose check found `findings` and made `fixed`, as an element of the
    /// document's alert array.
    mutating func alertElement(_ draft: DraftAlert, findings: [Finding], fixed: Alert?, first: Bool) {
        put(fragments.alertStart[first])
        alert(source: draft.source, alert: draft.alert, findings: findings, fixed: fixed)
    }

    /// An alert's report as an object.
    mutating func alert(_ report: AlertReport) {
        alert(source: report.source, alert: report.alert, findings: report.findings, fixed: report.fixed)
    }

    /// The report of `alert`, placed by `source`, with its `findings` and `fixed` copy, as an
    /// object: what `alert(_:)` writes for an `AlertReport` of them, without one made (which would
    /// copy the source and the alert, and release them once written).
    ///
    /// The parts are passed on borrowed; findings, fixes, edits and buttons are read through
    /// pointers into their arrays (a value read through a pointer and handed to a method is
    /// copied on the way, its strings and arrays retained). The findings are placed by one
    /// `FindingPlacer`, which reads the alert's field places once.
    private mutating func alert(source: AlertSource, alert: Alert, findings: [Finding], fixed: Alert?) {
        put(fragments.alertOpen)
        string(source.path)
        if let name = source.name {
            put(fragments.sourceName)
            string(name)
        }
        if let site = source.site {
            put(fragments.sourceSite)
            string(site)
        }
        put(fragments.sourceLine)
        number(source.start.line)
        put(fragments.sourceColumn)
        number(source.start.column)
        put(fragments.sourceCloseAlert)
        let written = alertFields(alert)
        if findings.isEmpty {
            put(fragments.findingsEmpty)
        } else {
            put(fragments.findingsOpen)
            let placer = FindingPlacer(source)
            findings.withUnsafeBufferPointer { findings in
                for index in findings.indices {
                    let finding = findings.baseAddress! + index
                    let place = placer.place(of: finding.pointee, source: source, alert: alert)
                    self.finding(finding, first: index == 0, at: place, alertPath: source.path)
                }
            }
            put(fragments.findingsClose)
        }
        if let fixed {
            put(fragments.fixedOpen)
            fixedFields(fixed, of: alert, written: written)
        }
        put(fragments.alertClose)
    }

    /// Where the values of an alert's fields were written in the output.
    private struct WrittenFields {
        var title: Range<Int>
        var message: Range<Int>
        var buttons: Range<Int>
    }

    /// An alert's fields, from the title's value on (the object and the title's member are
    /// written before); where each value went.
    private mutating func alertFields(_ alert: Alert) -> WrittenFields {
        let titleStart = output.count
        optionalString(alert.title)
        let title = titleStart..<output.count
        put(fragments.fieldsMessage)
        let messageStart = output.count
        optionalString(alert.message)
        let message = messageStart..<output.count
        put(fragments.fieldsButtons)
        let buttonsStart = output.count
        alert.buttons.withUnsafeBufferPointer { buttons(in: $0, fragments.alertButtons) }
        let buttonList = buttonsStart..<output.count
        put(fragments.fieldsClose)
        return WrittenFields(title: title, message: message, buttons: buttonList)
    }

    /// The fixed copy's fields, written like `alertFields`: a value that is the alert's own (the
    /// same bits, so the same storage or inline bytes; a fix that changed nothing leaves it so)
    /// is copied from where the alert's was `written` instead of being written again.
    private mutating func fixedFields(_ fixed: Alert, of alert: Alert, written: WrittenFields) {
        if SameBits.of(fixed.title, alert.title) {
            output.appendCopy(of: written.title)
        } else {
            optionalString(fixed.title)
        }
        put(fragments.fieldsMessage)
        if SameBits.of(fixed.message, alert.message) {
            output.appendCopy(of: written.message)
        } else {
            optionalString(fixed.message)
        }
        put(fragments.fieldsButtons)
        if SameBits.of(fixed.buttons, alert.buttons) {
            output.appendCopy(of: written.buttons)
        } else {
            fixed.buttons.withUnsafeBufferPointer { buttons(in: $0, fragments.alertButtons) }
        }
        put(fragments.fieldsClose)
    }

    private mutating func buttons(
        in buttons: UnsafeBufferPointer<AlertButton>, _ list: JSONReportFragments.ButtonList
    ) {
        guard let first = buttons.baseAddress, !buttons.isEmpty else {
            put(list.empty)
            return
        }
        for index in buttons.indices {
            let button = first + index
            guard let role = button.pointee.role else {
                put(list.plainStart[index == 0])
                string(button.pointee.title)
                continue
            }
            put(list.objectStart[index == 0])
            string(button.pointee.title)
            switch role {
            case .default: put(list.defaultRole)
            case .cancel: put(list.cancelRole)
            case .destructive: put(list.destructiveRole)
            }
        }
        put(list.close)
    }

    /// A finding, read where its array holds it, at `place` (its alert's file is `alertPath`).
    private mutating func finding(
        _ finding: UnsafePointer<Finding>, first: Bool, at place: borrowing FindingPlace, alertPath: String
    ) {
        // A finding in another file than its alert's (a code literal beside a strings file).
        if let path = place.path, path != alertPath {
            put(fragments.findingStartPath[first])
            string(path)
            put(fragments.findingRule)
        } else {
            put(fragments.findingStartRule[first])
        }
        string(finding.pointee.ruleID)
        switch finding.pointee.severity {
        case .info: put(fragments.infoThenField)
        case .warning: put(fragments.warningThenField)
        case .error: put(fragments.errorThenField)
        }
        field(finding.pointee.field, then: fragments.fieldThenRange)
        number(finding.pointee.range.lowerBound)
        put(fragments.rangeEnd)
        number(finding.pointee.range.upperBound)
        put(fragments.rangeCloseThenLine)
        number(place.location.line)
        put(fragments.findingColumn)
        number(place.location.column)
        put(fragments.findingMessage)
        string(finding.pointee.messageText)
        if finding.pointee.fixes.isEmpty {
            put(fragments.fixesEmpty)
        } else {
            put(fragments.fixesOpen)
            finding.pointee.fixes.withUnsafeBufferPointer { fixes in
                for index in fixes.indices { fix(fixes.baseAddress! + index, first: index == 0) }
            }
            put(fragments.fixesClose)
        }
        if let key = place.keyInCode {
            put(fragments.keyInCode)
            string(key)
        }
        put(fragments.findingClose)
    }

    private mutating func fix(_ fix: UnsafePointer<Fix>, first: Bool) {
        switch fix.pointee.safety {
        case .safe: put(fragments.safeFixStart[first])
        case .suggested: put(fragments.suggestedFixStart[first])
        }
        string(fix.pointee.summaryText)
        put(fragments.fixField)
        switch fix.pointee.change {
        case .edits(let edits):
            guard !edits.isEmpty else {
                field(fix.pointee.field, then: fragments.fieldThenNoEdits)
                break
            }
            field(fix.pointee.field, then: fragments.fieldThenEdits)
            edits.withUnsafeBufferPointer { self.edits(in: $0) }
            put(fragments.editsClose)
        case .replacement(let text):
            field(fix.pointee.field, then: fragments.fieldThenReplacement)
            optionalString(text)
        case .buttons(let buttons):
            field(fix.pointee.field, then: fragments.fieldThenButtons)
            buttons.withUnsafeBufferPointer { self.buttons(in: $0, fragments.fixButtons) }
        }
        put(fragments.fixClose)
    }

    private mutating func edits(in edits: UnsafeBufferPointer<TextEdit>) {
        guard let first = edits.baseAddress else { return }
        for index in edits.indices {
            let edit = first + index
            put(fragments.editStart[index == 0])
            number(edit.pointee.range.lowerBound)
            put(fragments.editEnd)
            number(edit.pointee.range.upperBound)
            put(fragments.editReplacement)
            string(edit.pointee.replacement)
            put(fragments.editClose)
        }
    }
}

/// Bytes written on one thread, to be read on another (a run of `JSONReportStream`'s alerts).
final class WrittenBytes: Sendable {
    let buffer: ByteBuffer

    init(_ buffer: consuming ByteBuffer) { self.buffer = buffer }
}

extension JSONReportFragments {
    /// The reports as elements of the document's alert array, in order; `first` when the first
    /// of them is the array's first element.
    func alertElements(_ reports: ArraySlice<AlertReport>, first: Bool) -> WrittenBytes {
        // Room for 4 KB an alert (a pretty report takes about 2 KB): a buffer that never has to
        // grow is never copied.
        JSONReportEmitter.write(self, capacity: 4096 * reports.count + 1024) { emitter in
            for index in reports.indices {
                emitter.alertElement(reports[index], first: first && index == reports.startIndex)
            }
        }
    }

    /// The reports of `drafts`, as elements of the document's alert array, in order, each
    /// written as soon as `check` has found its findings and made its fixed copy (no
    /// `AlertReport` is made); with the counts over them.
    func alertElements(
        checking drafts: ArraySlice<DraftAlert>, first: Bool, _ check: (Alert) -> (findings: [Finding], fixed: Alert?)
    ) -> (bytes: WrittenBytes, summary: ReportSummary) {
        var summary = ReportSummary([])
        let bytes = JSONReportEmitter.write(self, capacity: 4096 * drafts.count + 1024) { emitter in
            for index in drafts.indices {
                // One copy of the draft, which the check and the writing both borrow.
                let draft = drafts[index]
                let (findings, fixed) = check(draft.alert)
                summary.count(findings: findings)
                emitter.alertElement(
                    draft, findings: findings, fixed: fixed, first: first && index == drafts.startIndex)
            }
        }
        return (bytes, summary)
    }

    /// One alert's report as an object opened at the fragments' level.
    func alert(_ report: AlertReport) -> [UInt8] {
        JSONReportEmitter.write(self, capacity: 4096) { $0.alert(report) }.buffer.bytes
    }
}
