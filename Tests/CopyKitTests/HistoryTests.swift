import Foundation
import XCTest

@testable import CopyKit

final class HistoryTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("alertcopy-history-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func testAddSkipsBlankLinesAndConsecutiveDuplicates() {
        var history = History()
        XCTAssertTrue(history.add("title: Error"))
        XCTAssertFalse(history.add("title: Error"))
        XCTAssertFalse(history.add("   "))
        XCTAssertTrue(history.add(":apply"))
        XCTAssertTrue(history.add("title: Error"))
        XCTAssertEqual(history.entries, ["title: Error", ":apply", "title: Error"])
    }

    func testLimitKeepsTheNewestEntries() {
        var history = History(limit: 3)
        for index in 1...5 { history.add("line \(index)") }
        XCTAssertEqual(history.entries, ["line 3", "line 4", "line 5"])
    }

    func testLineBreaksBecomeSpaces() {
        var history = History()
        history.add("title: a\nb")
        XCTAssertEqual(history.entries, ["title: a b"])
    }

    func testDefaultLocationFollowsXDGStateHomeThenHome() {
        XCTAssertEqual(
            HistoryFile.defaultLocation(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"])?.url.path,
            "/s/alertcopy/history")
        XCTAssertEqual(
            HistoryFile.defaultLocation(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"])?.url.path,
            "/h/.alertcopy_history", "a relative XDG_STATE_HOME is ignored, as the spec says")
        XCTAssertEqual(HistoryFile.defaultLocation(environment: ["HOME": "/h"])?.url.path, "/h/.alertcopy_history")
        XCTAssertNil(HistoryFile.defaultLocation(environment: [:]))
    }

    func testAppendCreatesTheFileAndLoadReadsItBack() throws {
        let file = HistoryFile(url: directory.appendingPathComponent("state/alertcopy/history"))
        XCTAssertEqual(file.load().entries, [])
        try file.append("title: Café “Road Trip” 👍")
        try file.append(":apply")
        try file.append("")
        XCTAssertEqual(file.load().entries, ["title: Café “Road Trip” 👍", ":apply"])
        let text = try String(contentsOf: file.url, encoding: .utf8)
        XCTAssertEqual(text, "title: Café “Road Trip” 👍\n:apply\n")
        let permissions = try FileManager.default.attributesOfItem(atPath: file.url.path)[.posixPermissions] as? Int
        XCTAssertEqual(permissions, 0o600, "the history is private to the user")
    }

    func testLoadKeepsTheLimitAndCompactsALongFile() throws {
        let file = HistoryFile(url: directory.appendingPathComponent("history"))
        try (1...50).map { "line \($0)\n" }.joined().write(to: file.url, atomically: true, encoding: .utf8)
        let history = file.load(limit: 10)
        XCTAssertEqual(history.entries, (41...50).map { "line \($0)" })
        let compacted = try String(contentsOf: file.url, encoding: .utf8)
        XCTAssertEqual(compacted, (41...50).map { "line \($0)\n" }.joined())
    }
}
