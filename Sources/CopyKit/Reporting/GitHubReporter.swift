/// Findings as GitHub Actions workflow commands, which annotate the pull request:
/// `::warning file=F,line=L,col=C,endColumn=E,title=rule-id::message` (error → `::error`,
/// info → `::notice`), escaped as the runner expects.
public struct GitHubReporter: Sendable {
    public init() {}

    public func render(_ reports: [AlertReport]) -> String {
        var text = ""
        for report in reports {
            for finding in report.findings {
                let location = report.location(of: finding)
                var properties = [
                    "file=\(Self.escapeProperty(report.path(of: finding)))",
                    "line=\(location.line)",
                    "col=\(location.column)",
                ]
                if !finding.range.isEmpty {
                    let end = report.source.location(
                        of: finding.field, offset: finding.range.upperBound, in: report.alert.text(of: finding.field))
                    if end.line == location.line { properties.append("endColumn=\(end.column)") }
                }
                properties.append("title=\(Self.escapeProperty(finding.ruleID))")
                text += "::\(Self.command(finding.severity)) \(properties.joined(separator: ","))::"
                text += Self.escapeData(finding.message) + "\n"
            }
        }
        return text
    }

    static func command(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "notice"
        }
    }

    /// A command's message: `%`, `\r`, `\n` percent-encoded.
    public static func escapeData(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A property value: as data, plus `:` and `,`.
    public static func escapeProperty(_ text: String) -> String {
        var result = ""
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": result += "%3A"
            case ",": result += "%2C"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
