import XCTest

@testable import CopyKit

/// The Xcode format's lines, written as bytes, are those its strings spell.
final class XcodeReporterTests: XCTestCase {
    /// A message is copied with each line feed and carriage return turned into a space: at every
    /// place of texts of every length up to forty bytes (shorter than a block that is looked over
    /// at once, one block, or more with the last overlapping), and in texts of any characters.
    func testSingleLineBytesAreTheSingleLineText() {
        var texts = [
            "", "\n", "\r\n", "é\n😀\r", "tab\there", "\u{85}\u{2028}", "a\u{0B}b\u{0C}c",
            "columns\tand\u{0B}tabs\u{0F}\u{08} over a word\r\nand é\u{0E}",
        ]
        for length in 1...40 {
            let base = String(repeating: "a", count: length)
            for position in 0..<length {
                for lineBreak in ["\n", "\r"] {
                    var bytes = Array(base.utf8)
                    bytes[position] = Array(lineBreak.utf8)[0]
                    texts.append(String(decoding: bytes, as: UTF8.self))
                }
            }
            texts.append(String(repeating: "\r\n", count: length))
            texts.append(String(repeating: "é", count: length) + "\n")
        }
        var buffer = ByteBuffer(capacity: 1)
        var expected: [UInt8] = []
        for text in texts {
            buffer.append(singleLineUTF8: text)
            buffer.append(UInt8(ascii: "|"))
            expected += Array(text.singleLine().utf8) + [UInt8(ascii: "|")]
        }
        XCTAssertEqual(buffer.bytes, expected)
        // Written in place (a string as it is, a finding's text in parts, on one line), when the
        // buffer has room; with one byte too few, nothing is written and the buffer does not grow.
        for text in texts {
            let finding = FindingText.joined("a\n", text, "\rb")
            let singleLine = Array(finding.string.singleLine().utf8)
            var roomy = ByteBuffer(capacity: 2 * singleLine.count + 8)
            XCTAssertTrue(roomy.appendInPlace(utf8: text))
            XCTAssertTrue(roomy.appendInPlace(singleLineUTF8: finding))
            XCTAssertEqual(roomy.bytes, Array(text.utf8) + singleLine)
            var tight = ByteBuffer(capacity: singleLine.count - 1)
            XCTAssertFalse(tight.appendInPlace(singleLineUTF8: finding))
            XCTAssertFalse(tight.appendInPlace(utf8: text + "four"))
            XCTAssertEqual(tight.count, 0)
            XCTAssertEqual(tight.capacity, singleLine.count - 1)
        }
    }

    /// The note on where an alert is presented follows a finding exactly when the site is not
    /// the finding's file and line, compared as strings: a site spelled with other bytes for the
    /// same characters counts as the same place. Keys in code get their note.
    func testNotesFollowTheFindingsThatNeedThem() {
        let composed = "Caf\u{E9}/View.swift"
        let decomposed = "Cafe\u{301}/View.swift"
        func lines(site: String, keyInCode: String? = nil) -> String {
            var source = AlertSource(path: composed, start: SourceLocation(line: 4, column: 1))
            source.site = site
            var title = FieldSource(start: SourceLocation(line: 12, column: 9))
            title.keyInCode = keyInCode
            source.fields[.title] = title
            let finding = Finding(
                ruleID: "r", severity: .error, field: .title, range: 1..<2, message: "bad\r\ncopy",
                fixes: [Fix(field: .title, change: .replacement("x"), safety: .safe, summary: "s")])
            let report = AlertReport(source: source, alert: Alert(title: "title"), findings: [finding])
            return String(decoding: XcodeReporter.lines(of: report), as: UTF8.self)
        }
        let line = "\(composed):12:10: error: bad  copy [r]\n"
        XCTAssertEqual(lines(site: "\(composed):12"), line)
        XCTAssertEqual(lines(site: "\(decomposed):12"), line)
        XCTAssertEqual(lines(site: "\(composed):1"), line + "\(composed):1: note: the alert is presented here\n")
        XCTAssertEqual(lines(site: "\(composed):120"), line + "\(composed):120: note: the alert is presented here\n")
        XCTAssertEqual(
            lines(site: "\(composed):12", keyInCode: "V.swift:3:4"),
            line + "V.swift:3:4: note: \(AlertReport.keyInCodeNote(nil))\n")
    }

    /// Drafts checked as they are written (no report made) give the lines and counts of the
    /// reports made of them first, JSON Lines drafts (placed from their compact places) included.
    func testDraftsCheckedAsTheyAreWrittenGiveTheLinesOfTheirReports() throws {
        let linter = Linter()
        let linters = ThreadCopies(linter)
        let jsonLines = """
            {"title": "delete this photo?", "buttons": ["Yes", {"title": "No", "role": "cancel"}]}
            {"title": "Error", "message": "Oops! The file couldn't be saved.", "buttons": ["OK"]}
            """
        for drafts in [SampleDrafts.threeAlerts, jsonLines] {
            let document = try DraftReader.read(Array(drafts.utf8), path: "drafts")
            let alerts = Array(repeating: document.alerts, count: 60).flatMap { $0 }
            let reports = alerts.map { draft in
                AlertReport(source: draft.source, alert: draft.alert, findings: linter.lint(draft.alert))
            }
            if ConcurrentMapping.cores > 1 {
                // The stream's runs: more than one, so that runs are handed on in order.
                XCTAssertGreaterThan(
                    alerts.count - 11,
                    ConcurrentMapping.runLength(of: alerts.count - 11, minimumRun: 32, maximumRun: 512))
            }
            var stream = XcodeReportStream()
            var bytes: [UInt8] = []
            stream.write(checking: alerts[..<11], with: linters, { $0.lint($1) }, to: { bytes += $0 })
            stream.write(checking: alerts[11...], with: linters, { $0.lint($1) }, to: { bytes += $0 })
            XCTAssertEqual(String(decoding: bytes, as: UTF8.self), XcodeReporter().render(reports))
            XCTAssertFalse(bytes.isEmpty)
            XCTAssertEqual(stream.summary, ReportSummary(reports))
        }
    }
}
