/// Findings as compilers print diagnostics, which Xcode, editors and CI logs pick up:
/// `FILE:LINE:COL: warning: MESSAGE [rule-id]` (error → `error:`, info → `note:`).
public struct XcodeReporter: Sendable {
    public init() {}

    /// The diagnostics of every report, in order. Each report's lines are written as UTF-8 bytes
    /// on its own (reports spread over the cores), then joined once.
    public func render(_ reports: [AlertReport]) -> String {
        let parts = reports.concurrentMap(minimumChunk: 256) { Self.lines(of: $0) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(parts.reduce(0) { $0 + $1.count })
        for part in parts { bytes.append(contentsOf: part) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The diagnostic lines of one report, as UTF-8 bytes: what `render` joins, for a run that
    /// writes each report as soon as it is linted.
    ///
    /// Each line is written as bytes: the path's and the rule's, the line and column as digits,
    /// the severity with the separators around it as one literal, the message's copied with line
    /// breaks turned into spaces. The findings are read in place and placed by `FindingPlacer`.
    public static func lines(of report: AlertReport) -> [UInt8] {
        var output = ByteBuffer(capacity: 256)
        append(report, to: &output)
        return output.bytes
    }

    /// Appends the diagnostic lines of one report to `output`.
    static func append(_ report: AlertReport, to output: inout ByteBuffer) {
        withUnsafePointer(to: DraftAlert(alert: report.alert, source: report.source)) { draft in
            append(report.findings, of: draft, to: &output)
        }
    }

    /// Appends the diagnostic lines of `findings`, those of the alert of `draft`, to `output`:
    /// those of their report, without one made. The draft is read where it is, and the path,
    /// message and rule of a line are written from where they are held when they fit without
    /// growing the output (nothing called out of line, so nothing copied to keep them alive).
    static func append(_ findings: [Finding], of draft: UnsafePointer<DraftAlert>, to output: inout ByteBuffer) {
        findings.withUnsafeBufferPointer { findings in
            for index in findings.indices {
                let finding = findings.baseAddress! + index
                let place = FindingPlacer.place(of: finding, in: draft)
                let lineStart = output.count
                if let path = place.path {
                    output.append(utf8: path)
                } else if !output.appendInPlace(utf8: draft.pointee.source.path) {
                    output.append(utf8: draft.pointee.source.path)
                }
                output.append(UInt8(ascii: ":"))
                output.append(decimal: place.location.line)
                let fileAndLine = lineStart..<output.count
                output.append(UInt8(ascii: ":"))
                output.append(decimal: place.location.column)
                // `label(_:)` between the separators, as one literal.
                switch finding.pointee.severity {
                case .error: output.append(": error: ")
                case .warning: output.append(": warning: ")
                case .info: output.append(": note: ")
                }
                if !output.appendInPlace(singleLineUTF8: finding.pointee.messageText) {
                    output.append(singleLineUTF8: finding.pointee.messageText)
                }
                output.append(" [")
                if !output.appendInPlace(utf8: finding.pointee.ruleID) { output.append(utf8: finding.pointee.ruleID) }
                output.append("]\n")
                if draft.pointee.source.site != nil {
                    appendSiteNote(of: draft, unlessIn: fileAndLine, to: &output)
                }
                if let key = place.keyInCode {
                    output.append(utf8: key)
                    output.append(keyInCodeNoteEnd)
                }
            }
        }
    }

    /// The note on where the alert of `draft` is presented, unless the line's file and line
    /// (`fileAndLine` of `output`) already spell it.
    private static func appendSiteNote(
        of draft: UnsafePointer<DraftAlert>, unlessIn fileAndLine: Range<Int>, to output: inout ByteBuffer
    ) {
        guard let site = draft.pointee.source.site, !output.bytes(in: fileAndLine, spell: site) else { return }
        output.append(utf8: site)
        output.append(": note: the alert is presented here\n")
    }

    /// What follows the key's place on the note about a key in code.
    private static let keyInCodeNoteEnd = Array(": note: \(AlertReport.keyInCodeNote(nil))\n".utf8)

    static func label(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }
}

extension ByteBuffer {
    /// Whether the bytes written in `range` spell `text`: compared as strings (canonical
    /// equivalence) when their bytes differ, so only a text that is not spelled the same is
    /// made into a string.
    fileprivate func bytes(in range: Range<Int>, spell text: String) -> Bool {
        withBytes { written in
            let bytes = UnsafeBufferPointer(rebasing: written[range])
            let sameBytes =
                text.utf8.withContiguousStorageIfAvailable { $0.elementsEqual(bytes) }
                ?? text.utf8.elementsEqual(bytes)
            return sameBytes || text == String(decoding: bytes, as: UTF8.self)
        }
    }
}

extension String {
    /// The text on one line: line feeds and carriage returns become spaces. Both are single bytes
    /// in UTF-8 (never inside another character's bytes), so a text without them is returned as
    /// it is and any other is mapped byte by byte.
    func singleLine() -> String {
        guard utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return self }
        return String(decoding: utf8.map { $0 == 0x0A || $0 == 0x0D ? 0x20 : $0 }, as: UTF8.self)
    }
}
