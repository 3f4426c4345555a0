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
    /// The text on one line: line breaks become spaces.
    func singleLine() -> String {
        var result = ""
        for scalar in unicodeScalars {
            if scalar == "\n" || scalar == "\r" { result += " " } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }
}
