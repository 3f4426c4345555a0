import Foundation
import XCTest

/// `alertcopy check|fix|roles` on an app tree with code (a copy of `Fixtures/photos-app`),
/// through the built binary: the README's "Apps" section as a user runs it.
final class AppTreeCLITests: XCTestCase {
    private var directory: URL!
    private static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/photos-app")

    override func setUpWithError() throws {
        try XCTSkipUnless(
            FileManager.default.isExecutableFile(atPath: CLITests.binary.path),
            "the alertcopy binary is not built at \(CLITests.binary.path); run `swift build` first")
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("app-tree-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: Self.fixture, to: directory)
    }

    override func tearDownWithError() throws {
        if let directory { try? FileManager.default.removeItem(at: directory) }
    }

    private func run(_ arguments: [String]) throws -> (status: Int32, stdout: String) {
        let process = Process()
        process.executableURL = CLITests.binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    private func contents(_ path: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)
    }

    func testCheckReportsStringsAtTheirFileAndLiteralsInCode() throws {
        let result = try run(["check", "--format", "xcode", "."])
        XCTAssertEqual(result.status, 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertTrue(
            lines.contains {
                $0.hasPrefix("./Photos/en.lproj/Localizable.strings:2:25: warning:") && $0.hasSuffix("[title-case]")
            })
        XCTAssertTrue(lines.contains("./Photos/AlbumViewController.swift:5: note: the alert is presented here"))
        XCTAssertTrue(
            lines.contains {
                $0.hasPrefix("./Photos/AlbumViewController.swift:15:27: warning:") && $0.hasSuffix("[title-generic]")
            })
        XCTAssertFalse(result.stdout.contains("albums.error.title"), "a string no alert uses is not alert copy")
        XCTAssertFalse(result.stdout.contains("Albums error"))
    }

    func testFixEditsTheLiteralInPlaceAndASecondFixChangesNothing() throws {
        let code = try contents("Photos/AlbumViewController.swift")
        XCTAssertEqual(try run(["fix", "--suggested", "."]).status, 0)
        XCTAssertEqual(
            try contents("Photos/AlbumViewController.swift"),
            code.replacingOccurrences(
                of: #"showError(title: "Error""#, with: #"showError(title: "Couldn't Save the Photo""#))
        XCTAssertTrue(
            try contents("Photos/en.lproj/Localizable.strings").contains(
                #""delete_album.title" = "Delete This Album?";"#))
        let afterFirst =
            try contents("Photos/en.lproj/Localizable.strings") + contents("Photos/AlbumViewController.swift")
        _ = try run(["fix", "--suggested", "."])
        XCTAssertEqual(
            try contents("Photos/en.lproj/Localizable.strings") + contents("Photos/AlbumViewController.swift"),
            afterFirst)
    }

    func testRolesListsTheAlertsInTheInventoryShape() throws {
        let result = try run(["roles", "--format", "json", "."])
        XCTAssertEqual(result.status, 0)
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let alerts = try XCTUnwrap(root["alerts"] as? [[String: Any]])
        XCTAssertEqual(
            alerts.map { $0["site"] as? String },
            [
                "Photos/AlbumViewController.swift:5", "Photos/AlbumViewController.swift:15",
                "Photos/AlbumViewController.swift:22", "Photos/ShareView.swift:8",
            ])
        XCTAssertEqual(alerts[1]["api"] as? String, "helper:showError(title:message:)")
        XCTAssertEqual(alerts[3]["kind"] as? String, "action-sheet")
        let title = try XCTUnwrap(alerts[0]["title"] as? [String: Any])
        XCTAssertEqual(title["key"] as? String, "delete_album.title")
        XCTAssertEqual(title["text"] as? String, "delete this album?")
        let buttons = try XCTUnwrap(alerts[0]["buttons"] as? [[String: Any]])
        XCTAssertEqual(buttons.map { $0["role"] as? String }, ["destructive", "cancel"])
    }

    func testABaselineOfAnAppTreeSurvivesCodeMovingDown() throws {
        XCTAssertEqual(try run(["check", "--write-baseline", "baseline.json", "."]).status, 0)
        let code = directory.appendingPathComponent("Photos/AlbumViewController.swift")
        let moved = "// A comment above moves every line down.\n\n" + (try String(contentsOf: code, encoding: .utf8))
        try moved.write(to: code, atomically: true, encoding: .utf8)
        let again = try run(["check", "--baseline", "baseline.json", "--format", "xcode", "."])
        XCTAssertEqual(again.status, 0)
        XCTAssertEqual(again.stdout, "")
    }
}
