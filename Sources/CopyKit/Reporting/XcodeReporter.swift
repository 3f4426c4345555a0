/// Findings as compilers print diagnostics, which Xcode, editors and CI logs pick up:
/// `FILE:LINE:COL: warning: MESSAGE [rule-id]` (error → `error:`, info → `note:`).
public struct XcodeReporter: Sendable {
    public init() {}

    public func render(_ reports: [AlertReport]) -> String {
        var text = ""
        for report in reports {
            for finding in report.findings {
                let location = report.location(of: finding)
                let path = report.path(of: finding)
                text += "\(path):\(location.line):\(location.column): "
                text += "\(Self.label(finding.severity)): \(finding.message.singleLine()) [\(finding.ruleID)]\n"
                if let site = report.source.site, site != "\(path):\(location.line)" {
                    text += "\(site): note: the alert is presented here\n"
                }
                if let key = report.keyInCode(of: finding) {
                    text += "\(key): note: \(AlertReport.keyInCodeNote(nil))\n"
                }
            }
        }
        return text
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
