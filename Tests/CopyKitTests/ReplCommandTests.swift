import Foundation
import XCTest

@testable import CopyKit

/// The built `alertcopy` executable, next to the test bundle (or in the repo's .build/debug).
enum ReplBinary {
    static var url: URL {
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("alertcopy")
        if FileManager.default.isExecutableFile(atPath: besideTests.path) { return besideTests }
        let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return repo.appendingPathComponent(".build/debug/alertcopy")
    }

    /// A private state directory for the history file, so tests never touch the user's.
    static func environment(stateHome: URL) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_STATE_HOME"] = stateHome.path
        environment["HOME"] = stateHome.path
        environment.removeValue(forKey: "NO_COLOR")
        return environment
    }
}

/// `alertcopy repl` driven through pipes, as a script would.
final class ReplCommandTests: XCTestCase {
    private var stateHome: URL!

    override func setUpWithError() throws {
        stateHome = FileManager.default.temporaryDirectory.appendingPathComponent("alertcopy-repl-\(UUID())")
        try FileManager.default.createDirectory(at: stateHome, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: stateHome)
    }

    private struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    private func run(_ arguments: [String], input: String) throws -> Run {
        let process = Process()
        process.executableURL = ReplBinary.url
        process.arguments = arguments
        process.environment = ReplBinary.environment(stateHome: stateHome)
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
            errors: String(decoding: errors, as: UTF8.self))
    }

    func testScriptedSessionPrintsOneResultPerLineWithoutPromptBannerOrColour() throws {
        let result = try run(["repl", "--disable", "all"], input: "title: Error\n:apply\n:show\n")
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.errors, "")
        XCTAssertEqual(
            result.output,
            """
              title: Error
            No findings.

            Nothing to fix.

              title: Error
            No findings.


            """)
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: stateHome.appendingPathComponent("alertcopy").path),
            "a scripted session keeps no history")
    }

    func testMistakesGoToStandardErrorWithTheirLineAndTheSessionGoesOn() throws {
        let result = try run(
            ["repl", "--disable", "all"], input: "title: Saved\n:aply\ntitel: x\n:format json\n")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(
            result.errors,
            """
            alertcopy: <stdin>:2: error: unknown command :aply; did you mean :apply? (:help lists the commands)
            alertcopy: <stdin>:3:1: error: unknown field 'titel'; did you mean 'title:'?

            """)
        XCTAssertTrue(result.output.hasSuffix("{\"title\": \"Saved\", \"buttons\": []}\n\n"), result.output)
    }

    func testQuitEndsTheScript() throws {
        let result = try run(["repl"], input: ":quit\ntitle: never read\n")
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.output, "")
    }

    func testOptionsSetTheStartingProfileAndPlatform() throws {
        let result = try run(["repl", "--profile", "ios2011", "--platform=macos"], input: ":profile\n:platform\n")
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(
            result.output,
            "Profile ios2011 (one of current, ios7, tvos, ios2011, iphoneos3).\n\n"
                + "Platform macos (one of ios, macos, tvos, watchos, visionos).\n\n")
    }

    func testBadArgumentsAreUsageErrors() throws {
        let extra = try run(["repl", "draft.txt"], input: "")
        XCTAssertEqual(extra.status, 2)
        XCTAssertTrue(extra.errors.contains("unexpected argument 'draft.txt'"), extra.errors)
        let profile = try run(["repl", "--profile", "ios8"], input: "")
        XCTAssertEqual(profile.status, 2)
        XCTAssertTrue(profile.errors.contains("did you mean 'ios7'?"), profile.errors)
    }

    func testCRLFAndUnicodeInputAreRead() throws {
        let result = try run(
            ["repl", "--disable", "all"],
            input: "title: Delete “Road Trip”? 👍\r\nbuttons: Cancel (cancel), Delete\r\n:format swift\r\n")
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(
            result.output.hasSuffix(
                "Alert(title: \"Delete “Road Trip”? 👍\", buttons: [AlertButton(\"Cancel\", role: .cancel), "
                    + "AlertButton(\"Delete\")])\n\n"), result.output)
    }

    func testTheTourFixtureRunsWithOneResultPerLine() throws {
        let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let script = try String(contentsOf: repo.appendingPathComponent("Fixtures/repl/tour.txt"), encoding: .utf8)
        let result = try run(["repl"], input: script)
        XCTAssertEqual(result.errors, "")
        XCTAssertEqual(result.status, 0)
        XCTAssertFalse(result.output.contains("\u{1B}"), "no colour through a pipe")
        let lines = script.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        let answered = lines.prefix { $0 != ":quit" }.filter { !$0.isEmpty && !$0.hasPrefix("#") }
        let results = result.output.components(separatedBy: "\n\n").filter { !$0.isEmpty }
        XCTAssertGreaterThanOrEqual(results.count, answered.count, result.output)
        XCTAssertTrue(result.output.contains("New alert."))
        XCTAssertTrue(result.output.contains("Platform watchos."))
        XCTAssertFalse(result.output.contains("never read"))
    }

    func testRealRulesFindAndFixThroughThePipe() throws {
        guard RuleRegistry.rule(named: "title-case") != nil else {
            throw XCTSkip("title-case is not registered in this build")
        }
        let result = try run(["repl", "--select", "title-case"], input: "title: printer not responding\n:apply 1\n")
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.contains("(1) warning title: "), result.output)
        XCTAssertTrue(result.output.contains("[title-case]"), result.output)
        XCTAssertTrue(result.output.contains("Applied (1) title-case"), result.output)
        XCTAssertTrue(result.output.contains("  title: Printer Not Responding\n"), result.output)
    }
}
