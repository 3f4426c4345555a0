import CopyKit
import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// Faults while `fix` writes: a process killed at any moment, two processes on the same files,
/// read-only files and directories, a full disk, a file replaced while alertcopy works on it.
/// After each, a file is its original or its complete fixed version, and nothing is left that a
/// later run would trip over. No test measures time; kill moments are spread over a measured run.
final class WriteFaultTests: XCTestCase {
    /// How many moments `testKilledFixLeavesTheOriginalOrTheFixedFile` kills `fix` at. CI runs
    /// this many; `ALERTCOPY_KILL_POINTS=200` runs the issue's 200 (with
    /// `ALERTCOPY_BINARY=.build/release/alertcopy` that takes a few minutes).
    static let defaultKillPoints = 10

    private var directory: URL!

    private var binary: URL {
        ProcessInfo.processInfo.environment["ALERTCOPY_BINARY"].map { URL(fileURLWithPath: $0) } ?? CLITests.binary
    }

    override func setUpWithError() throws {
        try XCTSkipUnless(
            FileManager.default.isExecutableFile(atPath: binary.path),
            "the alertcopy binary is not built at \(binary.path); run `swift build` first")
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "alertcopy-faults-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let directory {
            _ = try? run(["chmod", "-R", "u+w", directory.path], executable: URL(fileURLWithPath: "/bin/chmod"))
            try? FileManager.default.removeItem(at: directory)
        }
    }

    // MARK: Helpers

    private func start(_ arguments: [String], in folder: URL? = nil) throws -> Process {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = folder ?? directory
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    @discardableResult
    private func run(_ arguments: [String], executable: URL? = nil) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = executable ?? binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let errors = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    /// A String Catalog of about `megabytes` MB: `alerts` alerts whose copy `fix` changes, the
    /// rest long labels it reads and leaves alone.
    private static func catalog(megabytes: Int, alerts: Int) -> [UInt8] {
        var text = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
        var first = true
        func add(_ key: String, _ value: String, comment: String? = nil) {
            text += (first ? "" : ",\n") + "    \"\(key)\" : {\n"
            if let comment { text += "      \"comment\" : \"\(comment)\",\n" }
            text += "      \"localizations\" : {\n        \"en\" : {\n          \"stringUnit\" : {\n"
            text += "            \"state\" : \"translated\",\n            \"value\" : \"\(value)\"\n"
            text += "          }\n        }\n      }\n    }"
            first = false
        }
        for index in 0..<alerts {
            add("alert.item\(index).title", "delete item \(index)?", comment: "Alert title")
            add("alert.item\(index).message", "this can't be undone", comment: "Alert message")
            add("alert.item\(index).button.yes", "Yes")
            add("alert.item\(index).button.no", "No")
        }
        let filler = String(repeating: "Lorem ipsum dolor sit amet, consectetur adipiscing elit. ", count: 30)
        var index = 0
        while text.utf8.count < megabytes * 1_000_000 {
            add("label.\(index)", filler + "\(index)")
            index += 1
        }
        text += "\n  },\n  \"version\" : \"1.0\"\n}\n"
        return Array(text.utf8)
    }

    private func bytes(_ url: URL) throws -> [UInt8] { [UInt8](try Data(contentsOf: url)) }

    private func write(_ bytes: [UInt8], to url: URL) throws { try Data(bytes).write(to: url) }

    private func temporaries(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".alertcopy-") }
    }

    // MARK: Kill

    func testKilledFixLeavesTheOriginalOrTheFixedFile() throws {
        let points =
            ProcessInfo.processInfo.environment["ALERTCOPY_KILL_POINTS"].flatMap(Int.init) ?? Self.defaultKillPoints
        let file = directory.appendingPathComponent("Localizable.xcstrings")
        // `ALERTCOPY_KILL_MEGABYTES=20` for the catalog of the measured 200-point run; 5 in CI.
        let megabytes = ProcessInfo.processInfo.environment["ALERTCOPY_KILL_MEGABYTES"].flatMap(Int.init) ?? 5
        let original = Self.catalog(megabytes: megabytes, alerts: 50)
        try write(original, to: file)
        let started = Date()
        XCTAssertEqual(try run(["fix", "--suggested", file.path]).status, 0)
        let duration = Date().timeIntervalSince(started)
        let fixed = try bytes(file)
        XCTAssertNotEqual(fixed, original)
        var outcomes: [String: Int] = [:]
        var killed: [Int32] = []
        for point in 0..<points {
            try write(original, to: file)
            let process = try start(["fix", "--suggested", file.path])
            if point % 2 == 0 {
                // Even points: moments spread over the whole run, a few past its end.
                Thread.sleep(forTimeInterval: duration * 1.2 * Double(point) / Double(points))
            } else {
                // Odd points: once the temporary file appears, 0 to 50 ms into the write and rename.
                let prefix = ".Localizable.xcstrings.alertcopy-\(process.processIdentifier)-"
                let deadline = Date().addingTimeInterval(duration * 3)
                while process.isRunning, Date() < deadline,
                    try !temporaries(in: directory).contains(where: { $0.hasPrefix(prefix) })
                {
                    usleep(500)
                }
                usleep(useconds_t(50_000 * point / points))
            }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let now = try bytes(file)
            XCTAssertTrue(
                now == original || now == fixed, "kill point \(point): the file is neither original nor fixed")
            let outcome = now == original ? "original" : "fixed"
            killed.append(process.processIdentifier)
            let left = try temporaries(in: directory)
            let leftByThisKill = left.filter {
                $0.hasPrefix(".Localizable.xcstrings.alertcopy-\(process.processIdentifier)-")
            }
            XCTAssertTrue(
                left.allSatisfy { name in killed.contains { name.hasPrefix(".Localizable.xcstrings.alertcopy-\($0)-") }
                },
                "kill point \(point): files not left by a killed fix: \(left)")
            outcomes[outcome + (leftByThisKill.isEmpty ? "" : " + stale temporary"), default: 0] += 1
        }
        print("kill points: \(points) over a \(String(format: "%.1f", duration)) s run: \(outcomes)")
        XCTAssertGreaterThan(outcomes.filter { $0.key.hasPrefix("original") }.values.reduce(0, +), 0)
        XCTAssertGreaterThan(outcomes.filter { $0.key.hasPrefix("fixed") }.values.reduce(0, +), 0)
        // A later run completes the fix and removes what a killed one left.
        try write(original, to: file)
        XCTAssertEqual(try run(["fix", "--suggested", file.path]).status, 0)
        XCTAssertEqual(try bytes(file), fixed)
        XCTAssertEqual(try temporaries(in: directory), [])
    }

    // MARK: Two processes

    func testTwoFixesAtOnceLeaveEachFileAsOneCompleteResult() throws {
        let names = ["A.xcstrings", "B.xcstrings", "C.xcstrings"]
        let original = Self.catalog(megabytes: 2, alerts: 20)
        // The complete results: either command on the original, or one after the other.
        var results: Set<[UInt8]> = []
        for commands in [
            [["fix"]], [["fix", "--suggested"]], [["fix"], ["fix", "--suggested"]], [["fix", "--suggested"], ["fix"]],
        ] {
            let probe = directory.appendingPathComponent("probe.xcstrings")
            try write(original, to: probe)
            for command in commands { try run(command + [probe.path]) }
            results.insert(try bytes(probe))
            try FileManager.default.removeItem(at: probe)
        }
        for round in 0..<3 {
            for name in names { try write(original, to: directory.appendingPathComponent(name)) }
            let first = try start(["fix"] + names)
            let second = try start(["fix", "--suggested"] + names)
            first.waitUntilExit()
            second.waitUntilExit()
            for status in [first.terminationStatus, second.terminationStatus] {
                XCTAssertTrue([0, 1, 2].contains(status), "round \(round): exit \(status)")
            }
            for name in names {
                XCTAssertTrue(
                    results.contains(try bytes(directory.appendingPathComponent(name))),
                    "round \(round): \(name) is not one of the complete results")
            }
            XCTAssertEqual(try temporaries(in: directory), [])
        }
    }

    // MARK: Errors that leave the file as it was

    private func exampleStrings() throws -> (URL, [UInt8]) {
        let folder = directory.appendingPathComponent("en.lproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("Localizable.strings")
        let original = Array("/* Alert title */\n\"a.alert.title\" = \"delete photo?\";\n".utf8)
        try write(original, to: file)
        return (file, original)
    }

    func testReadOnlyFileIsAnErrorAndUntouched() throws {
        let (file, original) = try exampleStrings()
        chmod(file.path, 0o444)
        let result = try run(["fix", file.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("read-only"), result.stderr)
        XCTAssertEqual(try bytes(file), original)
    }

    /// A directory nobody may write in (for root, who may write anywhere, a read-only mount).
    func testReadOnlyDirectoryIsAnErrorAndUntouched() throws {
        let (file, original) = try exampleStrings()
        let folder = file.deletingLastPathComponent()
        var mounted = false
        if getuid() == 0 {
            let mount = URL(fileURLWithPath: "/bin/mount")
            try XCTSkipUnless(
                try run(["-t", "tmpfs", "-o", "size=1m", "tmpfs", folder.path], executable: mount).status == 0,
                "as root, a read-only directory needs a read-only mount, and mount failed")
            mounted = true
            try write(original, to: file)
            XCTAssertEqual(try run(["-o", "remount,ro", folder.path], executable: mount).status, 0)
        } else {
            chmod(folder.path, 0o555)
        }
        defer { if mounted { _ = try? run([folder.path], executable: URL(fileURLWithPath: "/bin/umount")) } }
        let result = try run(["fix", file.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("not changed"), result.stderr)
        XCTAssertEqual(try bytes(file), original)
    }

    /// A disk too full for the temporary file: a small tmpfs when mounting works (root), else skipped;
    /// `testWriteErrorRemovesTheTemporaryFile` simulates the error everywhere.
    func testFullDiskIsAnErrorAndUntouched() throws {
        try XCTSkipUnless(getuid() == 0, "mounting a small tmpfs needs root")
        let folder = directory.appendingPathComponent("small")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try XCTSkipUnless(
            try run(
                ["-t", "tmpfs", "-o", "size=3m", "tmpfs", folder.path], executable: URL(fileURLWithPath: "/bin/mount")
            )
            .status == 0, "mount failed")
        defer { _ = try? run([folder.path], executable: URL(fileURLWithPath: "/bin/umount")) }
        let file = folder.appendingPathComponent("Localizable.xcstrings")
        let original = Self.catalog(megabytes: 2, alerts: 5)
        try write(original, to: file)
        let result = try run(["fix", file.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("No space left on device"), result.stderr)
        XCTAssertEqual(try bytes(file), original)
        XCTAssertEqual(try temporaries(in: folder), [])
    }

    func testWriteErrorRemovesTheTemporaryFile() throws {
        let (file, original) = try exampleStrings()
        XCTAssertThrowsError(
            try AtomicFileWriter.write(
                Array("changed".utf8), to: file.path,
                writeChunk: { _, _ in
                    errno = ENOSPC
                    return -1
                })
        ) {
            XCTAssertTrue(String(describing: $0).contains("No space left on device"), String(describing: $0))
        }
        XCTAssertEqual(try bytes(file), original)
        XCTAssertEqual(try temporaries(in: file.deletingLastPathComponent()), [])
    }

    func testFileReplacedSinceItWasReadIsNotOverwritten() throws {
        let (file, _) = try exampleStrings()
        let (_, identity) = try FileReader.read(file.path)
        let replacement = Array("\"other\" = \"text\";\n".utf8)
        let beside = file.deletingLastPathComponent().appendingPathComponent("new")
        try write(replacement, to: beside)
        XCTAssertEqual(rename(beside.path, file.path), 0)
        XCTAssertThrowsError(try AtomicFileWriter.write(Array("fixed".utf8), to: file.path, replacing: identity)) {
            XCTAssertTrue(String(describing: $0).contains("replaced or changed"), String(describing: $0))
        }
        XCTAssertEqual(try bytes(file), replacement)
        XCTAssertEqual(try temporaries(in: file.deletingLastPathComponent()), [])
    }

    func testStaleTemporaryOfAKilledWriterIsRemovedByTheNextWrite() throws {
        let (file, _) = try exampleStrings()
        let folder = file.deletingLastPathComponent()
        let process = try start(["--version"])
        process.waitUntilExit()
        let stale = folder.appendingPathComponent(".Localizable.strings.alertcopy-\(process.processIdentifier)-1")
        let alive = folder.appendingPathComponent(".Localizable.strings.alertcopy-\(getpid())-1")
        try write([1, 2, 3], to: stale)
        try write([1, 2, 3], to: alive)
        try AtomicFileWriter.write(Array("\"k\" = \"v\";\n".utf8), to: file.path)
        XCTAssertEqual(try temporaries(in: folder), [alive.lastPathComponent])
    }
}
