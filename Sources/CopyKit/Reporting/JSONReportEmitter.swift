/// Writes alerts' reports straight to bytes, byte for byte what `JSONWriter.write` gives for
/// `JSONReporter.alert(_:)` with the same writer, without building the `JSONValue` tree.
///
/// The bytes between two values come from `JSONReportFragments`, one copy each; strings are
/// copied as their UTF-8 bytes (tested for escapes as they are copied) and numbers written as
/// digits. Findings, fixes and edits are read where their arrays hold them, never copied.
///
/// Fragments and numbers are written without a check for room each: the output is kept with
/// `room` bytes free after each string and at a few checkpoints (`makeRoom`: each alert,
/// finding and fix, and the fixed copy's fields), and what is written between two of those
/// (some fragments, each at most twice, and at most eight numbers) fits in it.
struct JSONReportEmitter: ~Copyable {
    private let fragments: JSONReportFragments
    /// The start of `fragments.bytes`, valid while the emitter is (see `write`).
    private let fragmentBytes: UnsafePointer<UInt8>
    /// The bytes kept free for fragments and numbers: every fragment twice, eight numbers, and
    /// the blocks copied past the last fragment.
    private let room: Int
    /// The bytes written so far.
    private(set) var output: ByteBuffer

    private init(fragments: JSONReportFragments, fragmentBytes: UnsafePointer<UInt8>, capacity: Int) {
        self.fragments = fragments
        self.fragmentBytes = fragmentBytes
        room = 2 * fragments.bytes.count + 8 * ByteBuffer.longestDecimal + ByteBuffer.blockRun
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

    /// Makes `room` bytes free (a checkpoint).
    @inline(__always)
    private mutating func makeRoom() { output.reserve(room) }

    /// Writes a fragment in the room made.
    @inline(__always)
    private mutating func put(_ fragment: JSONReportFragments.Fragment) {
        output.appendBlocks(from: fragmentBytes + fragment.start, count: fragment.count, inRoom: ())
    }

    /// Writes the string `text` reads as a JSON string: in place when it needs no escape and fits
    /// with `room` bytes to spare (nothing called out of line, so a string read through a pointer
    /// is not copied), else read again and written out of line. (A value taken once and kept for
    /// a call out of line on another path is copied on every path.)
    @inline(__always)
    private mutating func string(_ text: @autoclosure () -> String) {
        if !output.appendPlainJSONStringInPlace(text(), escaping: fragments.escaping, room: room) {
            escapedString(text())
        }
    }

    @inline(__always)
    private mutating func string(_ text: @autoclosure () -> FindingText) {
        if !output.appendPlainJSONStringInPlace(text(), escaping: fragments.escaping, room: room) {
            escapedString(text())
        }
    }

    /// A string that needs escapes or more room; `room` is made after it.
    @inline(never)
    private mutating func escapedString(_ text: String) {
        output.appendJSONString(text, escaping: fragments.escaping)
        makeRoom()
    }

    @inline(never)
    private mutating func escapedString(_ text: FindingText) {
        output.appendJSONString(text, escaping: fragments.escaping)
        makeRoom()
    }

    @inline(__always)
    private mutating func optionalString(_ text: @autoclosure () -> String?) {
        if text() != nil { string(text()!) } else { put(fragments.null) }
    }

    @inline(__always)
    private mutating func number(_ value: Int) { output.append(decimal: value, inRoom: ()) }

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
        makeRoom()
        put(fragments.alertStart[first])
        alert(report)
    }

    /// The report of `draft`, whose check found `findings` and made `fixed`, as an element of the
    /// document's alert array.
    mutating func alertElement(_ draft: UnsafePointer<DraftAlert>, findings: [Finding], fixed: Alert?, first: Bool) {
        makeRoom()
        put(fragments.alertStart[first])
        alert(draft, findings: findings, fixed: fixed)
    }

    /// An alert's report as an object.
    mutating func alert(_ report: AlertReport) {
        withUnsafePointer(to: DraftAlert(alert: report.alert, source: report.source)) { draft in
            alert(draft, findings: report.findings, fixed: report.fixed)
        }
    }

    /// The report of the alert of `draft`, placed by its source, with its `findings` and `fixed`
    /// copy, as an object: what `alert(_:)` writes for an `AlertReport` of them, without one made.
    ///
    /// The draft is read where it is: each value is read through the pointer when it is written,
    /// without a copy (a value kept while something is called out of line, such as growing the
    /// output, is copied to keep it alive). Findings, fixes, edits and buttons are read through
    /// pointers into their arrays the same way.
    private mutating func alert(_ draft: UnsafePointer<DraftAlert>, findings: [Finding], fixed: Alert?) {
        makeRoom()
        put(fragments.alertOpen)
        string(draft.pointee.source.path)
        if draft.pointee.source.name != nil {
            put(fragments.sourceName)
            string(draft.pointee.source.name!)
        }
        if draft.pointee.source.site != nil {
            put(fragments.sourceSite)
            string(draft.pointee.source.site!)
        }
        put(fragments.sourceLine)
        number(draft.pointee.source.start.line)
        put(fragments.sourceColumn)
        number(draft.pointee.source.start.column)
        put(fragments.sourceCloseAlert)
        let written = alertFields(draft)
        if findings.isEmpty {
            put(fragments.findingsEmpty)
        } else {
            put(fragments.findingsOpen)
            findings.withUnsafeBufferPointer { findings in
                for index in findings.indices {
                    let finding = findings.baseAddress! + index
                    self.finding(finding, first: index == 0, of: draft)
                }
            }
            put(fragments.findingsClose)
        }
        if let fixed {
            put(fragments.fixedOpen)
            fixedFields(fixed, of: draft, written: written)
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
    private mutating func alertFields(_ draft: UnsafePointer<DraftAlert>) -> WrittenFields {
        let titleStart = output.count
        optionalString(draft.pointee.alert.title)
        let title = titleStart..<output.count
        put(fragments.fieldsMessage)
        let messageStart = output.count
        optionalString(draft.pointee.alert.message)
        let message = messageStart..<output.count
        put(fragments.fieldsButtons)
        let buttonsStart = output.count
        draft.pointee.alert.buttons.withUnsafeBufferPointer { buttons(in: $0, fragments.alertButtons) }
        let buttonList = buttonsStart..<output.count
        put(fragments.fieldsClose)
        return WrittenFields(title: title, message: message, buttons: buttonList)
    }

    /// The fixed copy's fields, written like `alertFields`: a value that is the alert's own (the
    /// same bits, so the same storage or inline bytes; a fix that changed nothing leaves it so)
    /// is copied from where the alert's was `written` instead of being written again.
    private mutating func fixedFields(_ fixed: Alert, of draft: UnsafePointer<DraftAlert>, written: WrittenFields) {
        if SameBits.of(fixed.title, draft.pointee.alert.title) {
            output.appendCopy(of: written.title)
        } else {
            optionalString(fixed.title)
        }
        makeRoom()
        put(fragments.fieldsMessage)
        if SameBits.of(fixed.message, draft.pointee.alert.message) {
            output.appendCopy(of: written.message)
        } else {
            optionalString(fixed.message)
        }
        makeRoom()
        put(fragments.fieldsButtons)
        if SameBits.of(fixed.buttons, draft.pointee.alert.buttons) {
            output.appendCopy(of: written.buttons)
        } else {
            fixed.buttons.withUnsafeBufferPointer { buttons(in: $0, fragments.alertButtons) }
        }
        makeRoom()
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

    /// A finding of the alert of `draft`, read where its array holds it.
    private mutating func finding(_ finding: UnsafePointer<Finding>, first: Bool, of draft: UnsafePointer<DraftAlert>) {
        makeRoom()
        let place = FindingPlacer.place(of: finding, in: draft)
        // A finding in another file than its alert's (a code literal beside a strings file).
        if let path = place.path, path != draft.pointee.source.path {
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
        makeRoom()
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
            // Each draft is read where the slice holds it: only its alert is copied, for the check.
            drafts.withUnsafeBufferPointer { drafts in
                for index in drafts.indices {
                    let draft = drafts.baseAddress! + index
                    let (findings, fixed) = check(draft.pointee.alert)
                    summary.count(findings: findings)
                    emitter.alertElement(draft, findings: findings, fixed: fixed, first: first && index == 0)
                }
            }
        }
        return (bytes, summary)
    }

    /// One alert's report as an object opened at the fragments' level.
    func alert(_ report: AlertReport) -> [UInt8] {
        JSONReportEmitter.write(self, capacity: 4096) { $0.alert(report) }.buffer.bytes
    }
}
