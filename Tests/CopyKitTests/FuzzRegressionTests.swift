import Foundation
import XCTest

/// Runs the checks of `scripts/fuzz` on every input kept in `Fixtures/fuzz-regressions`: each
/// once broke alertcopy (see the README there).
final class FuzzRegressionTests: XCTestCase {
    static let root = CLITests.repositoryRoot.appendingPathComponent("Fixtures/fuzz-regressions")

    private func run(_ arguments: [String], in directory: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = CLITests.binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .exit, "alertcopy \(arguments.joined(separator: " ")) was killed")
        XCTAssertTrue(
            [0, 1, 2].contains(process.terminationStatus), "alertcopy \(arguments) exited \(process.terminationStatus)")
        return process.terminationStatus
    }

    func testEveryKeptInputHoldsTheFuzzersPromises() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: CLITests.binary.path), "alertcopy is not built")
        let inputs = try XCTUnwrap(FileManager.default.subpathsOfDirectory(atPath: Self.root.path))
            .filter { !$0.hasSuffix(".md") && !$0.hasSuffix(".txt") && !$0.hasSuffix(".lproj") }.sorted()
        XCTAssertGreaterThanOrEqual(inputs.count, 6)
        for relative in inputs {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
                "fuzz-regression-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: directory) }
            let file = directory.appendingPathComponent(relative)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            let original = try Data(contentsOf: Self.root.appendingPathComponent(relative))
            try original.write(to: file)
            let listing = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)

            let checked = try run(["check", "--format", "xcode", file.path], in: directory)
            XCTAssertEqual(try Data(contentsOf: file), original, "\(relative): check changed it")
            _ = try run(["fix", "--disable", "all", file.path], in: directory)
            XCTAssertEqual(try Data(contentsOf: file), original, "\(relative): fix --disable all changed it")
            let fixed = try run(["fix", "--suggested", file.path], in: directory)
            let after = try Data(contentsOf: file)
            if fixed == 2 || checked == 2 {
                XCTAssertEqual(fixed, checked, "\(relative): check and fix disagree on whether it parses")
                XCTAssertEqual(after, original, "\(relative): exit 2 but the file changed")
            } else {
                XCTAssertNotEqual(
                    try run(["check", "--format", "xcode", file.path], in: directory), 2,
                    "\(relative): fixed file does not parse")
                _ = try run(["fix", "--suggested", file.path], in: directory)
                XCTAssertEqual(try Data(contentsOf: file), after, "\(relative): a second fix changed it")
            }
            XCTAssertEqual(
                try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path), listing,
                "\(relative): files left behind")
        }
    }
}
