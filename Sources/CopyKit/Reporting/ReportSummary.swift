/// Counts over a run's reports, for summary lines and the JSON `summary` object.
public struct ReportSummary: Hashable, Sendable {
    public var alerts = 0
    public var alertsWithFindings = 0
    public var findings = 0
    public var errors = 0
    public var warnings = 0
    public var infos = 0
    /// Findings whose first fix is safe (what `alertcopy fix` applies).
    public var safeFixes = 0
    /// Findings whose first fix is suggested (what `fix --suggested` adds).
    public var suggestedFixes = 0

    public init(_ reports: [AlertReport]) {
        for report in reports { count(report) }
    }

    /// Adds one more report to the counts.
    public mutating func count(_ report: AlertReport) { count(findings: report.findings) }

    /// Adds one more report, of an alert with these `findings`, to the counts.
    ///
    /// The findings and their first fixes are read where their arrays hold them, not copied.
    mutating func count(findings reportedFindings: [Finding]) {
        alerts += 1
        if !reportedFindings.isEmpty { alertsWithFindings += 1 }
        findings += reportedFindings.count
        reportedFindings.withUnsafeBufferPointer { reported in
            guard let first = reported.baseAddress else { return }
            for index in reported.indices {
                let finding = first + index
                switch finding.pointee.severity {
                case .error: errors += 1
                case .warning: warnings += 1
                case .info: infos += 1
                }
                let safety = finding.pointee.fixes.withUnsafeBufferPointer { $0.isEmpty ? nil : $0[0].safety }
                switch safety {
                case .safe: safeFixes += 1
                case .suggested: suggestedFixes += 1
                case nil: break
                }
            }
        }
    }

    /// The counts of two runs of reports together.
    public static func + (lhs: ReportSummary, rhs: ReportSummary) -> ReportSummary {
        var sum = lhs
        sum.alerts += rhs.alerts
        sum.alertsWithFindings += rhs.alertsWithFindings
        sum.findings += rhs.findings
        sum.errors += rhs.errors
        sum.warnings += rhs.warnings
        sum.infos += rhs.infos
        sum.safeFixes += rhs.safeFixes
        sum.suggestedFixes += rhs.suggestedFixes
        return sum
    }

    /// Whether a finding at or above `failOn` was reported (nil never fails).
    public func fails(at failOn: Severity?) -> Bool {
        guard let failOn else { return false }
        switch failOn {
        case .error: return errors > 0
        case .warning: return errors + warnings > 0
        case .info: return findings > 0
        }
    }

    /// "3 findings (1 error, 2 warnings) in 2 of 4 alerts; 2 fixable with 'alertcopy fix', 1 more with --suggested."
    public var line: String {
        let alertsText = "\(alerts) alert\(alerts == 1 ? "" : "s")"
        guard findings > 0 else { return "No findings in \(alertsText)." }
        var counts: [String] = []
        if errors > 0 { counts.append("\(errors) error\(errors == 1 ? "" : "s")") }
        if warnings > 0 { counts.append("\(warnings) warning\(warnings == 1 ? "" : "s")") }
        if infos > 0 { counts.append("\(infos) info") }
        var text = "\(findings) finding\(findings == 1 ? "" : "s") (\(counts.joined(separator: ", "))) in "
        text += "\(alertsWithFindings) of \(alertsText)"
        var fixes: [String] = []
        if safeFixes > 0 { fixes.append("\(safeFixes) fixable with 'alertcopy fix'") }
        if suggestedFixes > 0 { fixes.append("\(suggestedFixes) with 'alertcopy fix --suggested'") }
        if !fixes.isEmpty { text += "; " + fixes.joined(separator: ", ") }
        return text + "."
    }
}
