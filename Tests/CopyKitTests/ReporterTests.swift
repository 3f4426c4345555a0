import Foundation
import XCTest

@testable import CopyKit

final class ReporterTests: XCTestCase {
    /// A place in a field counts UTF-16 units from the field's start, lines at newlines: the
    /// byte scan of ASCII text and the unit walk of other text agree.
    func testFieldPlacesCountUnitsAndLines() {
        let source = FieldSource(start: SourceLocation(line: 3, column: 8))
        func place(_ offset: Int, _ text: String) -> [Int] {
            let location = source.location(offset: offset, in: text)
            return [location.line, location.column]
        }
        XCTAssertEqual(place(0, "ab\ncd"), [3, 8])
        XCTAssertEqual(place(2, "ab\ncd"), [3, 10])
        XCTAssertEqual(place(3, "ab\ncd"), [4, 1])
        XCTAssertEqual(place(5, "ab\ncd"), [4, 3])
        XCTAssertEqual(place(9, "ab\ncd"), [4, 3])
        XCTAssertEqual(place(6, "a\n\nbcd"), [5, 4])
        XCTAssertEqual(place(3, "é\nx😀y"), [4, 2])
        XCTAssertEqual(place(5, "é\nx😀y"), [4, 4])
        XCTAssertEqual(place(2, "ab"), [3, 10])
    }

    /// A report with two findings: a title-case edit and a button list replacement.
    private func sampleReport(path: String = "Drafts/a b.alerts") -> AlertReport {
        let alert = Alert(title: "printer not responding", message: "50% done,\nthen: stop", buttons: ["Yes", "No"])
        var source = AlertSource(path: path, name: "1", start: SourceLocation(line: 3, column: 1))
        source.fields[.title] = FieldSource(start: SourceLocation(line: 3, column: 8))
        source.fields[.message] = FieldSource(start: SourceLocation(line: 4, column: 10))
        source.fields[.buttons] = FieldSource(start: SourceLocation(line: 5, column: 10))
        let titleFix = Fix(
            field: .title, change: .edits([TextEdit(range: 0..<7, replacement: "Printer")]), safety: .safe,
            summary: "Capitalize as a title")
        let buttonsFix = Fix(
            field: .buttons, change: .buttons([AlertButton("Delete", role: .destructive), AlertButton("Cancel")]),
            safety: .suggested, summary: "Name the action")
        return AlertReport(
            source: source, alert: alert,
            findings: [
                Finding(
                    ruleID: "title-case", severity: .warning, field: .title, range: 8..<11,
                    message: "Use title-style capitalization.", fixes: [titleFix]),
                Finding(
                    ruleID: "tone,odd", severity: .error, field: .message, range: 10..<14,
                    message: "100% wrong:\nreally", fixes: []),
                Finding(
                    ruleID: "button-yes-no", severity: .info, field: .buttons, range: 0..<0, message: "Yes/No.",
                    fixes: [buttonsFix]),
            ])
    }

    func testHumanReporterUnderlinesAndShowsFixes() {
        let text = HumanReporter().render([sampleReport()])
        XCTAssertEqual(
            text,
            """
            Drafts/a b.alerts:3:16: warning: Use title-style capitalization. [title-case]
                title | printer not responding
                      |         ^^^
                  fix | (safe) Capitalize as a title: “printer not responding” → “Printer not responding”
            Drafts/a b.alerts:5:1: error: 100% wrong: really [tone,odd]
              message | then: stop
                      | ^^^^
            Drafts/a b.alerts:5:10: info: Yes/No. [button-yes-no]
              buttons | Yes, No
                  fix | (suggested) Name the action: “Yes, No” → “Delete (destructive), Cancel”

            3 findings (1 error, 1 warning, 1 info) in 1 of 1 alert; 1 fixable with 'alertcopy fix', 1 with 'alertcopy fix --suggested'.

            """)
        XCTAssertFalse(text.contains("\u{1B}["))
    }

    func testHumanReporterColoursOnlyWhenAsked() {
        let text = HumanReporter(color: true).render([sampleReport()])
        XCTAssertTrue(text.contains("\u{1B}[1;33mwarning:\u{1B}[0m"))
        XCTAssertTrue(text.contains("\u{1B}[1;31merror:\u{1B}[0m"))
    }

    func testHumanReporterQuietAndClean() {
        var clean = sampleReport()
        clean.findings = []
        XCTAssertEqual(HumanReporter().render([clean, clean]), "No findings in 2 alerts.\n")
        XCTAssertEqual(HumanReporter(quiet: true).render([clean]), "")
    }

    func testHumanExcerptWindowsLongLines() {
        let reporter = HumanReporter()
        let long = String(repeating: "a", count: 500) + "BAD" + String(repeating: "b", count: 500)
        let (line, underline) = reporter.excerpt(long, range: 500..<503)
        XCTAssertLessThan(line.count, 120)
        XCTAssertTrue(line.hasPrefix("…") && line.hasSuffix("…"))
        let caret = underline.firstIndex(of: "^").map { underline.distance(from: underline.startIndex, to: $0) }
        XCTAssertEqual(caret.map { String(Array(line)[$0..<$0 + 3]) }, "BAD")
    }

    func testLongChangesAreCutToTheChangedPart() {
        let before = "Oops! " + String(repeating: "The file could not be saved. ", count: 5)
        let after = String(repeating: "The file could not be saved. ", count: 5)
        let (old, new) = HumanReporter.change(before, after, limit: 50)
        XCTAssertEqual(old, "Oops! The file cou…")
        XCTAssertEqual(new, "The file cou…")
        let (middleOld, middleNew) = HumanReporter.change(
            String(repeating: "a", count: 40) + "X" + String(repeating: "b", count: 40),
            String(repeating: "a", count: 40) + "Y" + String(repeating: "b", count: 40), limit: 50, context: 3)
        XCTAssertEqual(middleOld, "…aaaXbbb…")
        XCTAssertEqual(middleNew, "…aaaYbbb…")
        XCTAssertEqual(HumanReporter.change("short", "Short", limit: 50).0, "short")
        let (allOld, allNew) = HumanReporter.change(
            String(repeating: "word ", count: 100), String(repeating: "Word ", count: 100), limit: 10)
        XCTAssertEqual(allOld, String(repeating: "word ", count: 6) + "…")
        XCTAssertEqual(allNew, String(repeating: "Word ", count: 6) + "…")
    }

    func testXcodeReporter() {
        XCTAssertEqual(
            XcodeReporter().render([sampleReport()]),
            """
            Drafts/a b.alerts:3:16: warning: Use title-style capitalization. [title-case]
            Drafts/a b.alerts:5:1: error: 100% wrong: really [tone,odd]
            Drafts/a b.alerts:5:10: note: Yes/No. [button-yes-no]

            """)
    }

    func testXcodeReporterWritesEveryReportInOrderWithItsNumbers() {
        // More reports than one chunk of the concurrent map, each with its own line numbers.
        let lines = [1, 9, 10, 99, 100, 1_000, 65_536] + Array(200..<1_200)
        let reports = lines.map { line -> AlertReport in
            var source = AlertSource(path: "f", name: "1", start: SourceLocation(line: line, column: 1))
            source.fields[.title] = FieldSource(start: SourceLocation(line: line, column: line % 97 + 1))
            return AlertReport(
                source: source, alert: Alert(title: "x", buttons: ["OK"]),
                findings: [
                    Finding(ruleID: "r", severity: .warning, field: .title, range: 0..<1, message: "m", fixes: [])
                ])
        }
        let expected = lines.map { "f:\($0):\($0 % 97 + 1): warning: m [r]\n" }.joined()
        XCTAssertEqual(XcodeReporter().render(reports), expected)
        XCTAssertEqual(XcodeReporter().render([]), "")
        var source = AlertSource(path: "Résumé/ü.strings", name: "1", start: SourceLocation(line: 2, column: 3))
        source.fields[.title] = FieldSource(start: SourceLocation(line: 2, column: 3))
        let unicode = AlertReport(
            source: source, alert: Alert(title: "x", buttons: ["OK"]),
            findings: [
                Finding(ruleID: "r", severity: .info, field: .title, range: 0..<1, message: "“OK” é 🙂\nnext", fixes: [])
            ])
        XCTAssertEqual(XcodeReporter().render([unicode]), "Résumé/ü.strings:2:3: note: “OK” é 🙂 next [r]\n")
    }

    func testGitHubReporterEscapes() {
        XCTAssertEqual(
            GitHubReporter().render([sampleReport(path: "a,b:c%.alerts")]),
            """
            ::warning file=a%2Cb%3Ac%25.alerts,line=3,col=16,endColumn=19,title=title-case::Use title-style capitalization.
            ::error file=a%2Cb%3Ac%25.alerts,line=5,col=1,endColumn=5,title=tone%2Codd::100%25 wrong:%0Areally
            ::notice file=a%2Cb%3Ac%25.alerts,line=5,col=10,title=button-yes-no::Yes/No.

            """)
        XCTAssertEqual(GitHubReporter.escapeData("a\r\nb%"), "a%0D%0Ab%25")
    }

    func testJSONReporterDocument() throws {
        var report = sampleReport()
        report.fixed = Alert(title: "Printer Not Responding", message: nil, buttons: [AlertButton("OK", role: .cancel)])
        let text = JSONReporter(pretty: false).render([report])
        let document = try JSONParser.parse(text)
        XCTAssertEqual(document.members?.map(\.key), ["version", "alerts", "summary"])
        XCTAssertEqual(document["version"], .number("1"))
        let alert = try XCTUnwrap(document["alerts"]?[0])
        XCTAssertEqual(alert.members?.map(\.key), ["source", "alert", "findings", "fixed"])
        XCTAssertEqual(alert["source"]?["path"], .string("Drafts/a b.alerts"))
        let finding = try XCTUnwrap(alert["findings"]?[0])
        XCTAssertEqual(
            finding.members?.map(\.key), ["rule", "severity", "field", "range", "line", "column", "message", "fixes"])
        XCTAssertEqual(
            finding["range"], .object([JSONMember("start", .number("8")), JSONMember("end", .number("11"))]))
        XCTAssertEqual(finding["line"], .number("3"))
        XCTAssertEqual(finding["column"], .number("16"))
        XCTAssertEqual(
            finding["fixes"]?[0]?["edits"]?[0],
            .object([
                JSONMember("range", .object([JSONMember("start", .number("0")), JSONMember("end", .number("7"))])),
                JSONMember("replacement", .string("Printer")),
            ]))
        XCTAssertEqual(alert["findings"]?[2]?["fixes"]?[0]?["buttons"]?[0]?["role"], .string("destructive"))
        XCTAssertEqual(alert["fixed"]?["message"], .null)
        XCTAssertEqual(alert["fixed"]?["buttons"]?[0]?["role"], .string("cancel"))
        XCTAssertEqual(document["summary"]?["findings"], .number("3"))
        XCTAssertEqual(document["summary"]?["suggestedFixes"], .number("1"))
        XCTAssertTrue(text.hasSuffix("}\n"))
    }

    func testSARIFStructure() throws {
        let rule = RuleDescription(
            id: "title-case", aliases: ["case-title"], summary: "Titles use the right capitalization.",
            severities: [.current: .warning], guidelines: [GuidelineQuote(.current, "Use title-style capitalization.")],
            fixDescription: "safe: recapitalizes", examples: [])
        let text = SARIFReporter(rules: [rule], profile: .current, toolVersion: "9.9").render([sampleReport()])
        let document = try JSONParser.parse(text)
        XCTAssertEqual(document["version"], .string("2.1.0"))
        XCTAssertEqual(document["$schema"], .string("https://json.schemastore.org/sarif-2.1.0.json"))
        let run = try XCTUnwrap(document["runs"]?[0])
        XCTAssertEqual(run["columnKind"], .string("utf16CodeUnits"))
        let rules = try XCTUnwrap(run["tool"]?["driver"]?["rules"]?.elements)
        XCTAssertEqual(rules.map { $0["id"] }, [.string("title-case"), .string("tone,odd"), .string("button-yes-no")])
        XCTAssertEqual(rules[0]["shortDescription"]?["text"], .string("Titles use the right capitalization."))
        XCTAssertEqual(rules[0]["fullDescription"]?["text"], .string("[current] Use title-style capitalization."))
        XCTAssertEqual(rules[0]["defaultConfiguration"]?["level"], .string("warning"))
        XCTAssertEqual(run["tool"]?["driver"]?["name"], .string("alertcopy"))
        let results = try XCTUnwrap(run["results"]?.elements)
        XCTAssertEqual(results.count, 3)
        XCTAssertEqual(results[0]["ruleId"], .string("title-case"))
        XCTAssertEqual(results[0]["ruleIndex"], .number("0"))
        XCTAssertEqual(results[1]["level"], .string("error"))
        XCTAssertEqual(results[2]["level"], .string("note"))
        let location = try XCTUnwrap(results[0]["locations"]?[0]?["physicalLocation"])
        XCTAssertEqual(location["artifactLocation"]?["uri"], .string("Drafts/a%20b.alerts"))
        XCTAssertEqual(
            location["region"],
            .object([
                JSONMember("startLine", .number("3")), JSONMember("startColumn", .number("16")),
                JSONMember("endLine", .number("3")), JSONMember("endColumn", .number("19")),
            ]))
        XCTAssertEqual(results[0]["message"]?["text"], .string("Use title-style capitalization."))
    }

    func testSummaryFailOn() {
        let summary = ReportSummary([sampleReport()])
        XCTAssertTrue(summary.fails(at: .error))
        XCTAssertFalse(summary.fails(at: nil))
        var warningsOnly = sampleReport()
        warningsOnly.findings.remove(at: 1)
        XCTAssertFalse(ReportSummary([warningsOnly]).fails(at: .error))
        XCTAssertTrue(ReportSummary([warningsOnly]).fails(at: .warning))
        warningsOnly.findings.remove(at: 0)
        XCTAssertFalse(ReportSummary([warningsOnly]).fails(at: .warning))
        XCTAssertTrue(ReportSummary([warningsOnly]).fails(at: .info))
    }

    func testUnifiedDiff() {
        let old = Array("a\nb\nc\nd\ne\nf\ng\nh\ni\nj\n".utf8)
        let new = Array("a\nB\nc\nd\ne\nf\ng\nh\ni\nJ\nk".utf8)
        XCTAssertEqual(
            TextDiff.unified(old: old, new: new, path: "x.alerts"),
            """
            --- x.alerts
            +++ x.alerts
            @@ -1,5 +1,5 @@
             a
            -b
            +B
             c
             d
             e
            @@ -7,4 +7,5 @@
             g
             h
             i
            -j
            +J
            +k
            \\ No newline at end of file

            """)
        XCTAssertEqual(TextDiff.unified(old: old, new: old, path: "x"), "")
    }

    func testDiffIsAShortestEditScript() {
        // Random texts over three lines: the script turns the old lines into the new ones, and
        // changes no more lines than the longest common subsequence leaves.
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let old = (0..<Int.random(in: 0...12, using: &generator)).map { _ in "abc".randomElement()!.description }
            let new = (0..<Int.random(in: 0...12, using: &generator)).map { _ in "abc".randomElement()!.description }
            let operations = TextDiff.diff(old, new)
            XCTAssertEqual(operations.filter { $0.kind != .insert }.map { old[$0.oldIndex] }, old)
            XCTAssertEqual(operations.filter { $0.kind != .delete }.map { new[$0.newIndex] }, new)
            var table = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
            for i in stride(from: old.count - 1, through: 0, by: -1) {
                for j in stride(from: new.count - 1, through: 0, by: -1) {
                    table[i][j] = old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
                }
            }
            XCTAssertEqual(operations.filter { $0.kind != .same }.count, old.count + new.count - 2 * table[0][0])
        }
    }

    func testDiffOfALargeFileShowsOnlyItsChanges() {
        // A String Catalog's fix changes a few lines of tens of thousands: the diff has a hunk a
        // change, not one hunk from the first change to the last.
        let old = (0..<60_000).map { "line \($0)\n" }.joined()
        var lines = (0..<60_000).map { "line \($0)\n" }
        for index in stride(from: 1_000, to: 60_000, by: 6_000) { lines[index] = "changed \(index)\n" }
        let diff = TextDiff.unified(old: Array(old.utf8), new: Array(lines.joined().utf8), path: "x")
        XCTAssertEqual(diff.components(separatedBy: "\n@@ ").count + (diff.hasPrefix("@@") ? 1 : 0), 11)
        XCTAssertEqual(
            diff.split(separator: "\n").filter { $0.hasPrefix("-line") || $0.hasPrefix("+changed") }.count, 20)
    }

    func testRuleDocumentation() throws {
        let rule = RuleDescription(
            id: "button-yes-no", summary: "Yes/No buttons.", severities: [.current: .warning, .ios7: .error],
            guidelines: [GuidelineQuote(.current, "Avoid using OK.")], fixDescription: "suggested: the verb",
            examples: [
                RuleExample(Alert(title: "Delete?", buttons: ["Yes", "No"]), triggers: true),
                RuleExample(Alert(title: "Delete?", buttons: ["Delete", "Cancel"]), profile: .ios7, triggers: false),
            ],
            corrections: [
                RuleCorrection(
                    Alert(title: "Delete?", buttons: ["Yes", "No"]),
                    Alert(title: "Delete?", buttons: ["Delete", "Cancel"]),
                    safety: .suggested)
            ])
        let table = RuleDocumentation.table([rule])
        XCTAssertTrue(table.contains("button-yes-no  W        E     -     -        -          Yes/No buttons."), table)
        let explanation = RuleDocumentation.explanation(rule)
        XCTAssertTrue(explanation.contains("\n  [current] Avoid using OK.\n"))
        XCTAssertEqual(
            RuleDocumentation.wrap("one two three four", indent: "  ", hanging: "    ", width: 10),
            "  one two\n    three\n    four\n")
        XCTAssertTrue(explanation.contains("Triggers on:\n  title: “Delete?” buttons: Yes, No\n"))
        XCTAssertTrue(
            explanation.contains("Does not trigger on:\n  title: “Delete?” buttons: Delete, Cancel  [ios7]\n"))
        XCTAssertTrue(explanation.contains("→ title: “Delete?” buttons: Delete, Cancel (suggested)"))
        let json = try JSONParser.parse(RuleDocumentation.json([rule]))
        XCTAssertEqual(json[0]?["severities"]?["ios7"], .string("error"))
        XCTAssertEqual(json[0]?["severities"]?["tvos"], .null)
    }

    /// Every format's rendering of the sample report, compared with Fixtures/cli/sample.FORMAT
    /// (set ALERTCOPY_UPDATE_GOLDENS=1 to rewrite them after a deliberate change, then read the diff).
    func testGoldenOutputPerFormat() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let update = ProcessInfo.processInfo.environment["ALERTCOPY_UPDATE_GOLDENS"] == "1"
        let rule = RuleDescription(
            id: "title-case", summary: "Titles use the right capitalization.", severities: [.current: .warning],
            guidelines: [GuidelineQuote(.current, "Use title-style capitalization.")], fixDescription: "safe",
            examples: [])
        for format in ReportFormat.allCases {
            let text: String
            if format == .sarif {
                text = SARIFReporter(rules: [rule], toolVersion: "0.0.0").render([sampleReport()])
            } else {
                var report = sampleReport()
                report.fixed = Alert(title: "Printer Not Responding", message: "50% done.", buttons: ["OK"])
                text = Reporter.render([report], format: format)
            }
            let golden = root.appendingPathComponent("Fixtures/cli/sample.\(format.rawValue)")
            if update { try Data(text.utf8).write(to: golden) }
            XCTAssertEqual(text, try String(contentsOf: golden, encoding: .utf8), format.rawValue)
        }
    }
}
