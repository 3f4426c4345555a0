import CopyKit
import Foundation
import XCTest

/// `alertcopy check|fix|roles` over copies of the localization fixtures, through the built binary.
final class LocalizationCLITests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        try XCTSkipUnless(
            FileManager.default.isExecutableFile(atPath: CLITests.binary.path),
            "the alertcopy binary is not built at \(CLITests.binary.path); run `swift build` first")
        directory = try LocalizationFixtures.temporaryCopy()
    }

    override func tearDownWithError() throws {
        if let directory { try? FileManager.default.removeItem(at: directory) }
    }

    private func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = CLITests.binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let output = directory.appendingPathComponent(".stdout")
        let errors = directory.appendingPathComponent(".stderr")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        process.waitUntilExit()
        return (
            process.terminationStatus, try String(contentsOf: output, encoding: .utf8),
            try String(contentsOf: errors, encoding: .utf8)
        )
    }

    private func snapshot() throws -> [String: (Data, Date?)] {
        var result: [String: (Data, Date?)] = [:]
        for path in LocalizationLinter.discover([directory.path]).files {
            result[path] = (
                try Data(contentsOf: URL(fileURLWithPath: path)),
                try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
            )
        }
        return result
    }

    private func setOldModificationDates() throws {
        for path in LocalizationLinter.discover([directory.path]).files {
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSince1970: 1_000_000_000)], ofItemAtPath: path)
        }
    }

    func testFixWithEveryRuleDisabledChangesNoByteAndNoDate() throws {
        try FileManager.default.removeItem(at: directory.appendingPathComponent("malformed"))
        try setOldModificationDates()
        let before = try snapshot()
        let result = try run(["fix", "--disable", "all", "--suggested", "."])
        XCTAssertEqual(result.status, 0, result.stderr)
        let after = try snapshot()
        XCTAssertEqual(Set(before.keys), Set(after.keys))
        for (path, (data, date)) in before {
            XCTAssertEqual(after[path]?.0, data, path)
            XCTAssertEqual(after[path]?.1, date, path)
        }
    }

    /// Duplicate keys and unparsable files reach the users of machine formats inside the document.
    func testJSONAndSARIFCarryTheFileDiagnostics() throws {
        let paths = ["strings/en.lproj/Settings.strings", "malformed/truncated.strings"]
        let json = try run(["check", "--format", "json", "--disable", "all"] + paths)
        XCTAssertEqual(json.status, 2)
        let document = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any], json.stdout)
        let diagnostics = try XCTUnwrap(document["diagnostics"] as? [[String: Any]])
        XCTAssertTrue(
            diagnostics.contains {
                ($0["message"] as? String)?.contains("duplicate key \"generic.cancel\"") == true
                    && $0["line"] as? Int == 14 && $0["severity"] as? String == "warning"
            }, "\(diagnostics)")
        XCTAssertTrue(
            diagnostics.contains {
                $0["path"] as? String == "malformed/truncated.strings" && $0["severity"] as? String == "error"
                    && $0["line"] as? Int == 2
            }, "\(diagnostics)")

        let sarif = try run(["check", "--format", "sarif", "--disable", "all"] + paths)
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let runs = try XCTUnwrap(log["runs"] as? [[String: Any]])
        let invocation = try XCTUnwrap((runs.first?["invocations"] as? [[String: Any]])?.first)
        XCTAssertEqual(invocation["executionSuccessful"] as? Bool, false)
        let notifications = try XCTUnwrap(invocation["toolExecutionNotifications"] as? [[String: Any]])
        XCTAssertTrue(
            notifications.contains {
                (($0["message"] as? [String: Any])?["text"] as? String)?.contains("duplicate key") == true
            })

        let github = try run(["check", "--format", "github", "--disable", "all", paths[0]])
        XCTAssertTrue(
            github.stdout.contains("::warning file=strings/en.lproj/Settings.strings,line=14,col=1::duplicate key"))
    }

    func testBrokenFilesExitTwoAndTheOthersAreStillChecked() throws {
        let result = try run(["check", "--format", "xcode", "--select", "button-case", "."])
        XCTAssertEqual(result.status, 2)
        // Xcode reads standard output: the files that do not parse are reported there, in its format.
        XCTAssertTrue(
            result.stdout.contains("malformed/trailing-comma.xcstrings:7:1: error: expected a member name after ','"),
            result.stdout)
        XCTAssertTrue(result.stdout.contains("malformed/unclosed.stringsdict:5:10: error:"), result.stdout)
        XCTAssertTrue(
            result.stdout.contains("strings/en.lproj/Localizable.strings:5:33: warning:"),
            "the other files are linted: \(result.stdout)")
    }

    func testDryRunAndDiffWriteNothing() throws {
        try setOldModificationDates()
        let before = try snapshot()
        let dryRun = try run(["fix", "--dry-run", "strings"])
        XCTAssertTrue(dryRun.stdout.contains("would fix"), dryRun.stdout)
        let diff = try run(["fix", "--diff", "strings/en.lproj/Localizable.strings"])
        XCTAssertTrue(diff.stdout.contains("+\"delete_alert_button_cancel\" = \"Cancel\";"), diff.stdout)
        let after = try snapshot()
        for (path, (data, date)) in before {
            XCTAssertEqual(after[path]?.0, data, path)
            XCTAssertEqual(after[path]?.1, date, path)
        }
    }

    /// End to end with the real rules: fix, then check again finds nothing the fixes removed.
    func testFixThenCheckIsClean() throws {
        let file = "strings/en.lproj/Localizable.strings"
        let original = try LocalizationFixtures.bytes(file)
        let fix = try run(["fix", file])
        XCTAssertTrue(fix.stderr.contains("\(file): fixed"), fix.stderr)
        let rewritten = [UInt8](try Data(contentsOf: directory.appendingPathComponent(file)))
        XCTAssertNotEqual(rewritten, original)
        XCTAssertEqual(Array(rewritten.prefix(2)), [0xFF, 0xFE], "still UTF-16LE with its BOM")
        let before = try StringsFile(bytes: original, path: file).dictionary
        let after = try StringsFile(bytes: rewritten, path: file).dictionary
        XCTAssertEqual(Set(before.keys), Set(after.keys))
        let changed = before.keys.filter { before[$0] != after[$0] }.sorted()
        let alertKeys: Set<String> = [
            "delete_alert_button_cancel", "delete_alert_button_delete", "delete_alert_message", "delete_alert_title",
            "Are you sure you want to empty the trash? This cannot be undone.",
        ]
        XCTAssertTrue(Set(changed).isSubset(of: alertKeys), "only alert strings change: \(changed)")
        XCTAssertTrue(changed.contains("delete_alert_button_cancel"))
        XCTAssertEqual(after["delete_alert_button_cancel"], "Cancel")
        let check = try run(["check", "--format", "json", file])
        let report = try JSONParser.parse(check.stdout)
        let rules = (report["alerts"]?.elements ?? []).flatMap { $0["findings"]?.elements ?? [] }.compactMap {
            $0["rule"]?.stringValue
        }
        XCTAssertFalse(rules.contains("button-case"), check.stdout)
        XCTAssertFalse(rules.contains("button-punctuation"), check.stdout)
    }

    func testRolesPrintsWhatWasRecognized() throws {
        let table = try run(["roles", "strings/en.lproj/Localizable.strings"])
        XCTAssertEqual(table.status, 0, table.stderr)
        XCTAssertTrue(table.stdout.contains("delete_alert_button_cancel"))
        XCTAssertTrue(table.stdout.contains("skipped: no alert role"))
        let json = try run(["roles", "--format", "json", "xcstrings/Localizable.xcstrings"])
        let root = try JSONParser.parse(json.stdout)
        let strings = try XCTUnwrap(root["files"]?[0]?["strings"]?.elements)
        let cancel = try XCTUnwrap(
            strings.first {
                $0["key"]?.stringValue == "alert.delete.button.cancel" && $0["language"]?.stringValue == "en"
            })
        XCTAssertEqual(cancel["role"], .string("button"))
        XCTAssertEqual(cancel["group"], .string("alert.delete"))
        XCTAssertEqual(cancel["buttonRole"], .string("cancel"))
        XCTAssertEqual(cancel["value"], .string("cancel"))
        XCTAssertEqual(cancel["linted"], .bool(true))
        let german = strings.first {
            $0["key"]?.stringValue == "alert.delete.button.cancel" && $0["language"]?.stringValue == "de"
        }
        XCTAssertEqual(german?["linted"], .bool(false))
        XCTAssertEqual(try run(["roles", "nope.strings"]).status, 2)
    }

    /// The table keeps one string per line and says why a string is skipped (not just "stale").
    func testRolesTableShowsSkipReasonsAndOneLineKeys() throws {
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Line one\\nLine two" : {

                }
              },
              "version" : "1.0"
            }
            """
        try catalog.write(to: directory.appendingPathComponent("Lines.xcstrings"), atomically: true, encoding: .utf8)
        let lines = try run(["roles", "Lines.xcstrings"])
        XCTAssertTrue(lines.stdout.contains("Line one\\nLine two  "), lines.stdout)
        XCTAssertEqual(lines.stdout.split(separator: "\n").count, 3, "header, one row, summary: \(lines.stdout)")
        let nested = try run(["roles", "stringsdict/en.lproj/Nested.stringsdict"])
        XCTAssertFalse(nested.stdout.contains("stale"), nested.stdout)
        XCTAssertTrue(nested.stdout.contains("a fragment inserted into a larger text by %#@side@"), nested.stdout)
        XCTAssertTrue(nested.stdout.contains("sync.alert.message [files.other + folders.one]"), nested.stdout)
    }
}
