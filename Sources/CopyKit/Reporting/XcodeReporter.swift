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
    public static func lines(of report: AlertReport) -> [UInt8] {
        var output = ByteBuffer(capacity: 256)
        for finding in report.findings {
            let place = report.place(of: finding)
            let path = place.path ?? report.source.path
            output.append(utf8: path)
            output.append(UInt8(ascii: ":"))
            output.append(decimal: place.location.line)
            output.append(UInt8(ascii: ":"))
            output.append(decimal: place.location.column)
            output.append(": ")
            output.append(utf8: label(finding.severity))
            output.append(": ")
            output.append(utf8: finding.message.singleLine())
            output.append(" [")
            output.append(utf8: finding.ruleID)
            output.append("]\n")
            if let site = report.source.site, site != "\(path):\(place.location.line)" {
                output.append(utf8: "\(site): note: the alert is presented here\n")
            }
            if let key = place.keyInCode {
                output.append(utf8: "\(key): note: \(AlertReport.keyInCodeNote(nil))\n")
            }
        }
        return output.bytes
    }

    static func label(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
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
