import CopyKit
import Foundation
import XCTest

/// Baselines: what identifies a finding, the file format, and `check --baseline` end to end.
final class BaselineTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "alertcopy-baseline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let directory { try? FileManager.default.removeItem(at: directory) }
    }

    private static let strings = """
        /* Alert title */
        "library_full.title" = "Error";
        /* Alert message */
        "library_full.message" = "Oops! The photo couldn't be saved because the library is full.";
        /* Alert button */
        "library_full.button.ok" = "OK";

        /* Alert title */
        "delete_album.title" = "Delete this album?";
        /* Alert message */
        "delete_album.message" = "Photos in this album stay in your library";
        "delete_album.button.yes" = "Yes";
        "delete_album.button.no" = "No";

        """

    private var stringsPath: String { directory.appendingPathComponent("en.lproj/Localizable.strings").path }

    private func lint(_ text: String) throws -> [AlertReport] {
        try text.write(toFile: stringsPath, atomically: true, encoding: .utf8)
        return LocalizationLinter(configuration: Configuration()).run([directory.path]).reports
    }

    private func findings(_ reports: [AlertReport]) -> [String] {
        reports.flatMap { report in report.findings.map { "\(report.source.name ?? "")/\($0.field)/\($0.ruleID)" } }
    }

    func testABaselineOfTheFindingsLeavesNothing() throws {
        let reports = try lint(Self.strings)
        XCTAssertGreaterThan(findings(reports).count, 3)
        let baseline = Baseline(reports: reports, relativeTo: directory.path)
        var filter = BaselineFilter(baseline, relativeTo: directory.path)
        XCTAssertEqual(findings(filter.apply(reports)), [])
        XCTAssertEqual(filter.suppressed, findings(reports).count)
    }

    func testStringsInsertedAboveOrReorderedReportNothingNew() throws {
        let baseline = Baseline(reports: try lint(Self.strings), relativeTo: directory.path)
        let blocks = Self.strings.components(separatedBy: "\n\n")
        let moved = "/* Unrelated */\n\"greeting\" = \"Hello\";\n\n" + blocks[1] + "\n\n" + blocks[0] + "\n"
        var filter = BaselineFilter(baseline, relativeTo: directory.path)
        XCTAssertEqual(findings(filter.apply(try lint(moved))), [])
    }

    func testANewBadStringIsReportedAlone() throws {
        let baseline = Baseline(reports: try lint(Self.strings), relativeTo: directory.path)
        let added = "/* Alert title */\n\"sync_failed.title\" = \"error\";\n\n" + Self.strings
        var filter = BaselineFilter(baseline, relativeTo: directory.path)
        let reported = findings(filter.apply(try lint(added)))
        XCTAssertFalse(reported.isEmpty)
        XCTAssertTrue(
            reported.allSatisfy { $0.hasPrefix("sync.failed/") || $0.hasPrefix("sync_failed/") }, "\(reported)")
    }

    func testAChangedTextIsCheckedAgain() throws {
        let baseline = Baseline(reports: try lint(Self.strings), relativeTo: directory.path)
        let changed = Self.strings.replacingOccurrences(of: "\"Error\"", with: "\"Failure\"")
        var filter = BaselineFilter(baseline, relativeTo: directory.path)
        let reported = findings(filter.apply(try lint(changed)))
        XCTAssertTrue(reported.contains { $0.hasSuffix("/title/title-generic") }, "\(reported)")
    }

    func testEachEntryAbsorbsOneFinding() {
        let report = AlertReport(
            source: AlertSource(path: "a.alerts", name: "1", start: SourceLocation(line: 1, column: 1)),
            alert: Alert(title: "Oops!"),
            findings: [
                Finding(ruleID: "tone-oblique", severity: .warning, field: .title, range: 0..<4, message: "Oops"),
                Finding(ruleID: "tone-oblique", severity: .warning, field: .title, range: 4..<5, message: "!"),
            ])
        let single = Baseline(entries: [BaselineEntry(report: report, finding: report.findings[0], relativeTo: "/")])
        var filter = BaselineFilter(single, relativeTo: "/")
        XCTAssertEqual(filter.apply([report])[0].findings.count, 1)
        XCTAssertEqual(filter.suppressed, 1)
    }

    func testDraftsAreMatchedByTextNotPosition() {
        let finding = Finding(ruleID: "title-generic", severity: .warning, field: .title, range: 0..<5, message: "")
        func report(name: String) -> AlertReport {
            AlertReport(
                source: AlertSource(
                    path: "/work/p/drafts.alerts", name: name, start: SourceLocation(line: 9, column: 1)),
                alert: Alert(title: "Error"), findings: [finding])
        }
        let first = BaselineEntry(report: report(name: "1"), finding: finding, relativeTo: "/work/p")
        XCTAssertEqual(first, BaselineEntry(report: report(name: "4"), finding: finding, relativeTo: "/work/p"))
        XCTAssertEqual(first.path, "drafts.alerts")
        XCTAssertEqual(first.alert, "")
        XCTAssertEqual(
            BaselineEntry(report: report(name: "save-failed"), finding: finding, relativeTo: "/").alert, "save-failed")
    }

    func testRelativePaths() {
        XCTAssertEqual(BaselineEntry.relativePath("./a/b.strings", to: "/x"), "a/b.strings")
        XCTAssertEqual(BaselineEntry.relativePath("/x/a/../b.strings", to: "/x/"), "b.strings")
        XCTAssertEqual(BaselineEntry.relativePath("/y/b.strings", to: "/x"), "/y/b.strings")
        XCTAssertEqual(BaselineEntry.relativePath("<stdin>", to: "/x"), "<stdin>")
    }

    func testTheFileIsSortedOneFindingALineAndReadsBack() throws {
        let baseline = Baseline(entries: [
            BaselineEntry(path: "b.strings", alert: "x", field: "title", rule: "title-case", text: "a \"b\""),
            BaselineEntry(path: "a.strings", alert: "y", field: "button", rule: "button-yes-no", text: "Yes"),
            BaselineEntry(path: "a.strings", alert: "y", field: "button", rule: "button-yes-no", text: "Yes"),
        ])
        let text = baseline.serialized
        XCTAssertEqual(
            text,
            """
            {
              "version": 1,
              "findings": [
                {"path": "a.strings", "alert": "y", "field": "button", "rule": "button-yes-no", "text": "Yes"},
                {"path": "a.strings", "alert": "y", "field": "button", "rule": "button-yes-no", "text": "Yes"},
                {"path": "b.strings", "alert": "x", "field": "title", "rule": "title-case", "text": "a \\"b\\""}
              ]
            }

            """)
        XCTAssertEqual(try Baseline.decode(Array(text.utf8), path: "b.json"), baseline)
        XCTAssertEqual(Baseline(entries: []).serialized, "{\n  \"version\": 1,\n  \"findings\": []\n}\n")
    }

    func testABadFileIsAnErrorWithItsPlace() {
        XCTAssertThrowsError(
            try Baseline.decode(Array("{\"version\": 1, \"findings\": [{\"path\": 1}]}".utf8), path: "b.json")
        ) {
            XCTAssertEqual(
                ($0 as? InputError)?.description, "b.json:1:29: error: expected a string \"path\" in a baseline finding"
            )
        }
        XCTAssertThrowsError(try Baseline.decode(Array("{\"version\": 2, \"findings\": []}".utf8), path: "b.json"))
    }

    func testTheConfigurationNamesABaselineRelativeToItself() throws {
        let config = directory.appendingPathComponent(".alertcopy.json")
        try #"{"baseline": "alertcopy-baseline.json"}"#.write(to: config, atomically: true, encoding: .utf8)
        XCTAssertEqual(
            try ConfigurationFile.load(path: config.path).baseline,
            directory.appendingPathComponent("alertcopy-baseline.json").path)
    }

    /// `check --write-baseline`, then `--baseline`, through the binary, in every format.
    func testCheckWithABaselineThroughTheCLI() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: CLITests.binary.path), "alertcopy is not built")
        try Self.strings.write(toFile: stringsPath, atomically: true, encoding: .utf8)
        let draft = directory.appendingPathComponent("drafts.alerts").path
        try "title: Error\nbuttons: Yes, No\n".write(toFile: draft, atomically: true, encoding: .utf8)
        for path in [".", "drafts.alerts"] {
            let written = try run(["check", path, "--write-baseline", "baseline.json"])
            XCTAssertEqual(written.status, 0, written.stderr)
            XCTAssertTrue(written.stderr.contains("wrote "), written.stderr)
            for format in ["human", "json", "xcode", "github", "sarif"] {
                let checked = try run(["check", path, "--baseline", "baseline.json", "--format", format])
                XCTAssertEqual(checked.status, 0, "\(path) \(format): \(checked.stdout)")
                XCTAssertTrue(checked.stderr.contains("in the baseline not reported"), checked.stderr)
            }
        }
        try ("title: Delete all?\nbuttons: OK\n\ntitle: Error\nbuttons: Yes, No\n").write(
            toFile: draft, atomically: true, encoding: .utf8)
        let checked = try run(["check", "drafts.alerts", "--baseline", "baseline.json", "--format", "xcode"])
        XCTAssertEqual(checked.status, 1)
        XCTAssertTrue(
            checked.stdout.split(separator: "\n").allSatisfy {
                $0.hasPrefix("drafts.alerts:1:") || $0.hasPrefix("drafts.alerts:2:")
            }, checked.stdout)
        let unreadable = try run(["check", "drafts.alerts", "missing.alerts", "--write-baseline", "partial.json"])
        XCTAssertEqual(unreadable.status, 2)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("partial.json").path))
        XCTAssertEqual(try run(["check", ".", "--write-baseline", "baseline.json"]).status, 0)
        try #"{"baseline": "baseline.json"}"#.write(
            to: directory.appendingPathComponent(".alertcopy.json"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try run(["check", "."]).status, 0)
    }

    private func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = CLITests.binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        let stderr = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self)
        )
    }
}
