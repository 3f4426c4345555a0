import Foundation
import XCTest

@testable import CopyKit

/// Reads the tab-separated tables in Fixtures/ (`#` comments, blank lines ignored; `\n` and `\t`
/// in a cell stand for a line break and a tab).
enum TextFixtures {
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    struct Row {
        let line: Int
        let cells: [String]
    }

    static func rows(_ relativePath: String) throws -> [Row] {
        let url = repositoryRoot.appendingPathComponent(relativePath)
        let text = try String(contentsOf: url, encoding: .utf8)
        var rows: [Row] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.isEmpty || line.hasPrefix("#") { continue }
            let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map {
                $0.replacingOccurrences(of: "\\n", with: "\n").replacingOccurrences(of: "\\t", with: "\t")
            }
            rows.append(Row(line: index + 1, cells: cells))
        }
        return rows
    }

    /// The embedded lexicon plus the few names the tables use that a lexicon may not list yet.
    static let lexicon = Lexicon.embedded.adding([
        "proper-names": ["Mac", "Appleseed", "Trailhead", "Bluetooth", "Control Center"],
        "acronyms": ["MB", "GB", "VPN", "PDF", "URL", "USB", "ID", "OK"],
    ])
}

final class TitleCaserTests: XCTestCase {
    let caser = TitleCaser(lexicon: TextFixtures.lexicon)

    func testTitleCaseTable() throws {
        let rows = try TextFixtures.rows("Fixtures/case/title.tsv")
        XCTAssertGreaterThanOrEqual(rows.count, 150)
        for row in rows {
            XCTAssertEqual(row.cells.count, 2, "title.tsv:\(row.line) needs input<TAB>expected")
            guard row.cells.count == 2 else { continue }
            let output = caser.titleCase(row.cells[0])
            XCTAssertEqual(output, row.cells[1], "title.tsv:\(row.line) \(row.cells[0])")
            XCTAssertEqual(caser.titleCase(output), output, "title.tsv:\(row.line) not stable")
        }
    }

    func testAnyCasingGivesTheSameOutput() {
        let expected = [
            "Couldn't Sign Out of iCloud Because the Apple ID Is Locked", "Turn On Bluetooth to Pair with AirPods",
            "Back Up Your iPhone Before You Update to iOS 18",
        ]
        for title in expected {
            for variant in [title, title.uppercased(), title.lowercased()] {
                XCTAssertEqual(caser.titleCase(variant), title, variant)
            }
        }
    }

    func testEditsTouchOnlyWordTokens() {
        let text = AnalyzedText("share %lu items with %@ via {app}?")
        let words = Set(text.tokens.filter { $0.kind == .word }.map(\.range))
        let edits = caser.edits(for: text)
        XCTAssertFalse(edits.isEmpty)
        for edit in edits { XCTAssertTrue(words.contains(edit.range), "\(edit) is not a word token") }
        XCTAssertEqual(TextEditApplier.apply(edits, to: text.text), "Share %lu Items with %@ via {app}?")
    }

    func testAlreadyTitleCasedTextNeedsNoEdits() {
        XCTAssertEqual(caser.edits(for: AnalyzedText("Couldn't Save the File")), [])
        XCTAssertEqual(caser.edits(for: AnalyzedText("Sign Out of iCloud")), [])
    }

    func testEditRangesAreUTF16AfterEmoji() {
        let text = AnalyzedText("👨‍👩‍👧 photos shared")
        let edits = caser.edits(for: text)
        XCTAssertEqual(
            edits, [TextEdit(range: 9..<15, replacement: "Photos"), TextEdit(range: 16..<22, replacement: "Shared")])
    }

    func testEmptyAndBlankTextNeedNoEdits() {
        XCTAssertEqual(caser.edits(for: AnalyzedText("")), [])
        XCTAssertEqual(caser.edits(for: AnalyzedText(" \n ")), [])
        XCTAssertEqual(caser.titleCase("%@"), "%@")
    }

    func testUserNamesFromConfigurationAreKept() {
        let custom = TitleCaser(lexicon: TextFixtures.lexicon.adding(["proper-names": ["eWorld", "NeXTSTEP"]]))
        XCTAssertEqual(custom.titleCase("open in eworld"), "Open in eWorld")
        XCTAssertEqual(custom.titleCase("NEXTSTEP NOT FOUND"), "NeXTSTEP Not Found")
    }
}
