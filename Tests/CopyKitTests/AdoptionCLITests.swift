import CopyKit
import Foundation
import XCTest

/// What the integrations rely on in `check`: Swift paths scanned, the stamp file, the platform
/// detected from the project.
final class AdoptionCLITests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: CLITests.binary.path), "alertcopy is not built")
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "alertcopy-adoption-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("App/en.lproj"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let directory { try? FileManager.default.removeItem(at: directory) }
    }

    private func write(_ text: String, _ relative: String) throws {
        try text.write(to: directory.appendingPathComponent(relative), atomically: true, encoding: .utf8)
    }

    private func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = CLITests.binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let output = Pipe()
        let errors = Pipe()
        // Standard input is a pipe left open: a check that read it would hang, not pass.
        process.standardInput = Pipe()
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

    func testSwiftFilesGivenToCheckAreScannedForAlerts() throws {
        try write(
            "import UIKit\nfunc fail() {\n    let alert = UIAlertController(title: \"Error\", message: nil, preferredStyle: .alert)\n}\n",
            "App/View.swift")
        try write("/* Alert title */\n\"a.alert.title\" = \"Error\";\n", "App/en.lproj/Localizable.strings")
        let onlySwift = try run(["check", "--format", "xcode", "App/View.swift"])
        XCTAssertEqual(onlySwift.status, 1)
        XCTAssertTrue(onlySwift.stdout.hasPrefix("App/View.swift:3:43: warning:"), onlySwift.stdout)
        // With code given, a string no alert of the code uses is not alert copy.
        let both = try run(["check", "--format", "xcode", "App/View.swift", "App/en.lproj/Localizable.strings"])
        XCTAssertEqual(both.status, 1)
        XCTAssertFalse(both.stdout.contains("Localizable.strings"), both.stdout)
    }

    func testTheStampIsWrittenOnceTheCheckHasRun() throws {
        try write("/* Alert title */\n\"a.alert.title\" = \"Error\";\n", "App/en.lproj/Localizable.strings")
        let stamp = directory.appendingPathComponent("stamp").path
        XCTAssertEqual(try run(["check", "App", "--fail-on", "never", "--stamp", stamp]).status, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: stamp))
    }

    func testAMacOSPackageIsMeasuredAtMacOSWidth() throws {
        let title = "Couldn't Sync Your Reading List Because the Server Stopped"
        try write("/* Alert title */\n\"sync.alert.title\" = \"\(title)\";\n", "App/en.lproj/Localizable.strings")
        let arguments = ["check", "App", "--select", "title-length", "--format", "xcode"]
        XCTAssertEqual(try run(arguments).status, 1)
        try write("let package = Package(name: \"App\", platforms: [.macOS(.v14)])\n", "Package.swift")
        XCTAssertEqual(try run(arguments).status, 0)
        XCTAssertEqual(try run(arguments + ["--platform", "ios"]).status, 1)
        try write(#"{"platform": "ios"}"#, ".alertcopy.json")
        XCTAssertEqual(try run(arguments).status, 1)
    }
}
