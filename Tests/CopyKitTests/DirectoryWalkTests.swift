import Foundation
import XCTest

@testable import CopyKit

/// Directory trees read with `readdir`: every entry once, its kind, links not followed.
final class DirectoryWalkTests: XCTestCase {
    private var root = ""

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("walk-\(UUID().uuidString)").path
        let manager = FileManager.default
        try manager.createDirectory(atPath: root + "/App/en.lproj", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: root + "/.build/x", withIntermediateDirectories: true)
        try Data("a".utf8).write(to: URL(fileURLWithPath: root + "/App/View.swift"))
        try Data("b".utf8).write(to: URL(fileURLWithPath: root + "/App/en.lproj/Localizable.strings"))
        try Data("c".utf8).write(to: URL(fileURLWithPath: root + "/.build/x/Built.swift"))
        try manager.createSymbolicLink(atPath: root + "/App/Loop", withDestinationPath: root)
        try manager.createSymbolicLink(
            atPath: root + "/App/Linked.swift", withDestinationPath: root + "/App/View.swift")
        try manager.createSymbolicLink(atPath: root + "/App/Gone.strings", withDestinationPath: root + "/nowhere")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    func testEveryEntryOnceWithItsKindAndLinksNotFollowed() {
        var seen: [String: (directory: Bool, link: Bool)] = [:]
        DirectoryWalk.walk(root) { entry in
            XCTAssertNil(seen[entry.path], entry.path)
            XCTAssertEqual(entry.path, entry.directory + "/" + entry.name)
            seen[entry.path] = (entry.isDirectory, entry.isLink)
            return entry.name == ".build" ? .skip : .descend
        }
        XCTAssertEqual(
            Set(seen.keys),
            Set(
                [
                    "/App", "/App/en.lproj", "/App/en.lproj/Localizable.strings", "/App/View.swift", "/App/Loop",
                    "/App/Linked.swift", "/App/Gone.strings", "/.build",
                ].map { root + $0 }))
        XCTAssertEqual(seen[root + "/App"]?.directory, true)
        XCTAssertEqual(seen[root + "/App/Loop"]?.link, true)
        XCTAssertEqual(seen[root + "/App/Loop"]?.directory, false)
        XCTAssertEqual(seen[root + "/App/View.swift"]?.directory, false)
        XCTAssertEqual(DirectoryWalk.linkTargetIsDirectory(root + "/App/Loop"), true)
        XCTAssertEqual(DirectoryWalk.linkTargetIsDirectory(root + "/App/Linked.swift"), false)
        XCTAssertNil(DirectoryWalk.linkTargetIsDirectory(root + "/App/Gone.strings"))
    }

    func testAWalkStopsWhenAsked() {
        var visited = 0
        DirectoryWalk.walk(root) { _ in
            visited += 1
            return .stop
        }
        XCTAssertEqual(visited, 1)
        XCTAssertNil(DirectoryWalk.entries(of: root + "/missing"))
    }

    func testSourceFilesSkipBuildFoldersAndTakeLinkedFiles() {
        XCTAssertEqual(
            AlertScanner.sourceFiles(under: [root]), [root + "/App/Linked.swift", root + "/App/View.swift"])
    }
}
