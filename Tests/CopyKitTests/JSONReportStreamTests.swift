import XCTest

@testable import CopyKit

/// The JSON report written batch by batch is the report written at once, byte for byte.
final class JSONReportStreamTests: XCTestCase {
    private func reports() throws -> [AlertReport] {
        let drafts = SampleDrafts.threeAlerts
        let document = try DraftReader.read(Array(drafts.utf8), path: "drafts.alerts")
        let linter = Linter()
        return document.alerts.map { draft in
            let findings = linter.lint(draft.alert)
            return AlertReport(
                source: draft.source, alert: draft.alert, findings: findings,
                fixed: linter.fixing(draft.alert, findings: findings).alert)
        }
    }

    func testBatchesGiveTheSameBytesAsOneRender() throws {
        let reports = try reports()
        XCTAssertEqual(reports.count, 3)
        for pretty in [true, false] {
            var stream = JSONReportStream(reporter: JSONReporter(pretty: pretty))
            var bytes = stream.bytes(for: Array(reports.prefix(1)))
            bytes += stream.bytes(for: [])
            bytes += stream.bytes(for: Array(reports.dropFirst()))
            bytes += stream.closingBytes()
            XCTAssertEqual(String(decoding: bytes, as: UTF8.self), JSONReporter(pretty: pretty).render(reports))
            XCTAssertEqual(stream.summary, ReportSummary(reports))
        }
    }

    /// Enough alerts to be written in several runs in parallel (on a machine of several cores)
    /// give the document the writer writes for the whole report value.
    func testManyAlertsAreTheDocumentTheWriterWrites() throws {
        let reports = Array(repeating: try reports(), count: 430).flatMap { $0 }
        if ConcurrentMapping.cores > 1 { XCTAssertGreaterThan(ConcurrentMapping.runs(of: reports.count).count, 1) }
        for pretty in [true, false] {
            let reporter = JSONReporter(pretty: pretty)
            let writer = pretty ? JSONWriter(layout: .pretty(indent: "  ")) : JSONWriter.compact
            XCTAssertEqual(reporter.render(reports), writer.string(reporter.document(reports)) + "\n")
        }
    }

    /// Drafts checked as they are written (no report made) give the bytes and counts of the
    /// reports made of them first: plain drafts, and JSON Lines, whose fields are placed from
    /// their compact places; over enough alerts for several runs, in slices past 0.
    func testDraftsCheckedAsTheyAreWrittenGiveTheBytesOfTheirReports() throws {
        let linter = Linter()
        let linters = ThreadCopies(linter)
        let jsonLines = """
            {"title": "delete this photo?", "buttons": ["Yes", {"title": "No", "role": "cancel"}]}
            {"title": "Error", "message": "Oops! The file couldn't be saved.", "buttons": ["OK"], "id": 7}
            {"message": "Photo Deleted", "buttons": []}
            """
        for drafts in [SampleDrafts.threeAlerts, jsonLines] {
            let document = try DraftReader.read(Array(drafts.utf8), path: "drafts")
            let alerts = Array(repeating: document.alerts, count: 50).flatMap { $0 }
            let reports = alerts.map { draft in
                let (findings, fixed) = linter.checking(draft.alert, withFixed: true)
                return AlertReport(source: draft.source, alert: draft.alert, findings: findings, fixed: fixed)
            }
            if ConcurrentMapping.cores > 1 {
                // The stream's runs: more than one, so that runs are handed on in order.
                XCTAssertGreaterThan(
                    alerts.count - 7, ConcurrentMapping.runLength(of: alerts.count - 7, minimumRun: 32, maximumRun: 512)
                )
            }
            for pretty in [true, false] {
                var stream = JSONReportStream(reporter: JSONReporter(pretty: pretty))
                var bytes: [UInt8] = []
                stream.write(
                    checking: alerts[..<7], with: linters, { $0.checking($1, withFixed: true) }, to: { bytes += $0 })
                stream.write(
                    checking: alerts[7...], with: linters, { $0.checking($1, withFixed: true) }, to: { bytes += $0 })
                bytes += stream.closingBytes()
                XCTAssertEqual(String(decoding: bytes, as: UTF8.self), JSONReporter(pretty: pretty).render(reports))
                XCTAssertEqual(stream.summary, ReportSummary(reports))
                XCTAssertEqual(stream.summary.alerts, 150)
            }
        }
    }

    func testAnEmptyStreamIsAnEmptyReport() {
        var stream = JSONReportStream()
        let bytes = stream.closingBytes()
        XCTAssertEqual(String(decoding: bytes, as: UTF8.self), JSONReporter().render([]))
        XCTAssertTrue(JSONReporter().render([]).contains("\"alerts\": []"))
    }
}
