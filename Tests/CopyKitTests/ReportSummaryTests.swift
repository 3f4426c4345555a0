import XCTest

@testable import CopyKit

/// The counts over reports: alerts, findings by severity, and findings by their first fix's safety.
final class ReportSummaryTests: XCTestCase {
    func testCountsEveryFindingBySeverityAndFirstFix() {
        let safe = Fix(field: .title, change: .replacement("T"), safety: .safe, summary: "s")
        let suggested = Fix(field: .title, change: .replacement(nil), safety: .suggested, summary: "s")
        func finding(_ severity: Severity, _ fixes: [Fix]) -> Finding {
            Finding(ruleID: "r", severity: severity, field: .title, range: 0..<1, message: "m", fixes: fixes)
        }
        let source = AlertSource(path: "p", start: SourceLocation(line: 1, column: 1))
        let reports = [
            AlertReport(source: source, alert: Alert(title: "t"), findings: []),
            AlertReport(
                source: source, alert: Alert(title: "t"),
                findings: [
                    finding(.error, [safe, suggested]), finding(.warning, [suggested, safe]), finding(.info, []),
                    finding(.warning, [safe]),
                ]),
            AlertReport(source: source, alert: Alert(title: "t"), findings: [finding(.info, [suggested])]),
        ]
        let summary = ReportSummary(reports)
        XCTAssertEqual(summary.alerts, 3)
        XCTAssertEqual(summary.alertsWithFindings, 2)
        XCTAssertEqual(summary.findings, 5)
        XCTAssertEqual([summary.errors, summary.warnings, summary.infos], [1, 2, 2])
        XCTAssertEqual([summary.safeFixes, summary.suggestedFixes], [2, 2])
        XCTAssertEqual(ReportSummary(Array(reports[..<2])) + ReportSummary([reports[2]]), summary)
        let empty = ReportSummary([reports[0]])
        XCTAssertEqual([empty.alerts, empty.alertsWithFindings, empty.findings, empty.safeFixes], [1, 0, 0, 0])
    }
}
