/// Findings for people: the place, the severity and message with the rule id, the field's text
/// with the finding's range underlined, and each fix as before → after; a summary line at the end.
///
///     <stdin>:1:1: warning: The title is a fragment; use title-style capitalization. [title-case]
///        title | printer not responding
///              | ^^^^^^^^^^^^^^^^^^^^^^
///      fix (safe) Capitalize as a title: printer not responding → Printer Not Responding
public struct HumanReporter: Sendable {
    /// Whether to use ANSI colours (only on a terminal, never with `NO_COLOR`).
    public var color: Bool
    /// Without the summary line.
    public var quiet: Bool
    /// How many characters of a long field to show around the finding.
    public var excerptWidth = 100

    public init(color: Bool = false, quiet: Bool = false) {
        self.color = color
        self.quiet = quiet
    }

    public func render(_ reports: [AlertReport]) -> String {
        var text = ""
        for report in reports {
            for finding in report.findings { text += render(finding, in: report) }
        }
        if !quiet {
            let summary = ReportSummary(reports)
            if summary.findings > 0 { text += "\n" }
            text += paint(summary.line, "1") + "\n"
        }
        return text
    }

    /// One finding: header, excerpt with underline, fixes.
    public func render(_ finding: Finding, in report: AlertReport) -> String {
        let location = report.location(of: finding)
        var text = paint("\(report.path(of: finding)):\(location.line):\(location.column):", "1") + " "
        text += paint("\(finding.severity.rawValue):", severityColor(finding.severity)) + " "
        text += finding.message.singleLine() + " " + paint("[\(finding.ruleID)]", "2") + "\n"
        if let site = report.source.site, site != "\(report.path(of: finding)):\(location.line)" {
            text += paint("  note: the alert is presented at \(site)", "2") + "\n"
        }
        if let key = report.keyInCode(of: finding) {
            text += paint("  note: \(AlertReport.keyInCodeNote(key))", "2") + "\n"
        }
        let label = finding.field.description
        let gutter = max(9, label.count + 2)
        if let fieldText = report.text(of: finding.field) {
            let (line, underline) = excerpt(fieldText, range: finding.range)
            text += label.leftPadded(to: gutter) + " " + paint("|", "2") + " " + line + "\n"
            if !underline.isEmpty {
                text += String(repeating: " ", count: gutter) + " " + paint("|", "2") + " "
                text += paint(underline, severityColor(finding.severity)) + "\n"
            }
        }
        for fix in finding.fixes {
            let before = report.text(of: fix.field) ?? ""
            let after = report.text(of: fix.field, after: fix)
            text += "fix".leftPadded(to: gutter) + " " + paint("|", "2") + " "
            text += "(\(fix.safety.rawValue)) \(fix.summary): "
            if let after {
                let (shortBefore, shortAfter) = Self.change(before, after, limit: excerptWidth / 2)
                text += paint(quoted(shortBefore), "31") + " → " + paint(quoted(shortAfter), "32") + "\n"
            } else {
                text += paint(quoted(before), "31") + " → " + paint("(removed)", "32") + "\n"
            }
        }
        return text
    }

    /// Before and after, each cut to the changed part with some context when longer than `limit`.
    static func change(_ before: String, _ after: String, limit: Int, context: Int = 12) -> (String, String) {
        guard before.count > limit || after.count > limit else { return (before, after) }
        let old = Array(before)
        let new = Array(after)
        let (prefix, suffix) = CommonAffixes.lengths(old, new)
        let start = max(0, prefix - context)
        let keptSuffix = min(suffix, context)
        func cut(_ characters: [Character]) -> String {
            var end = characters.count - suffix + keptSuffix
            if end - start > 3 * limit { end = start + 3 * limit }
            return (start > 0 ? "…" : "") + String(characters[start..<end]) + (end < characters.count ? "…" : "")
        }
        return (cut(old), cut(new))
    }

    private func quoted(_ text: String) -> String {
        "“" + text.replacingNewlines() + "”"
    }

    /// The line of the field holding the range's start (windowed when long), and the underline.
    func excerpt(_ text: String, range: Range<Int>) -> (String, String) {
        let units = Array(text.utf16)
        let lower = min(max(0, range.lowerBound), units.count)
        let upper = min(max(lower, range.upperBound), units.count)
        var lineStart = lower
        while lineStart > 0, units[lineStart - 1] != 0x0A { lineStart -= 1 }
        var lineEnd = lower
        while lineEnd < units.count, units[lineEnd] != 0x0A { lineEnd += 1 }
        let underlineEnd = min(upper, lineEnd)
        var windowStart = lineStart
        var windowEnd = lineEnd
        if windowEnd - windowStart > excerptWidth {
            windowStart = max(lineStart, lower - excerptWidth / 3)
            windowEnd = min(lineEnd, max(underlineEnd, windowStart + excerptWidth))
        }
        func characters(_ from: Int, _ to: Int) -> Int {
            String(utf16Units: units[from..<max(from, to)]).count
        }
        let prefix = windowStart > lineStart ? "…" : ""
        let suffix = windowEnd < lineEnd ? "…" : ""
        let line = prefix + String(utf16Units: units[windowStart..<windowEnd]) + suffix
        let lead = prefix.count + characters(windowStart, lower)
        let width = characters(lower, min(underlineEnd, windowEnd))
        // An empty range at the start is about the whole field; elsewhere it marks an insertion point.
        if range.isEmpty && range.lowerBound == 0 { return (line, "") }
        return (line, String(repeating: " ", count: lead) + String(repeating: "^", count: max(1, width)))
    }

    private func severityColor(_ severity: Severity) -> String {
        switch severity {
        case .error: return "1;31"
        case .warning: return "1;33"
        case .info: return "1;36"
        }
    }

    private func paint(_ text: String, _ code: String) -> String {
        color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}

extension String {
    /// The string right-aligned in `width` characters.
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }

    /// Newlines shown as `⏎` so a multi-line value stays on one line.
    func replacingNewlines() -> String {
        var result = ""
        for scalar in unicodeScalars {
            if scalar == "\n" { result += "⏎" } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }
}
