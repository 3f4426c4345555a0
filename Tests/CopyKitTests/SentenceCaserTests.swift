import XCTest

@testable import CopyKit

final class SentenceCaserTests: XCTestCase {
    let caser = SentenceCaser(lexicon: TextFixtures.lexicon)

    func testSentenceCaseTable() throws {
        let rows = try TextFixtures.rows("Fixtures/case/sentence.tsv")
        XCTAssertGreaterThanOrEqual(rows.count, 80)
        for row in rows {
            XCTAssertEqual(row.cells.count, 2, "sentence.tsv:\(row.line) needs input<TAB>expected")
            guard row.cells.count == 2 else { continue }
            let output = caser.sentenceCase(row.cells[0])
            XCTAssertEqual(output, row.cells[1], "sentence.tsv:\(row.line) \(row.cells[0])")
            XCTAssertEqual(caser.sentenceCase(output), output, "sentence.tsv:\(row.line) not stable")
        }
    }

    func testLearnedNamesAreKept() {
        let learned = SentenceCaser(lexicon: TextFixtures.lexicon, learnedNames: ["Trailblazer", "Zed"])
        XCTAssertEqual(learned.sentenceCase("Invite Zed To Trailblazer?"), "Invite Zed to Trailblazer?")
        XCTAssertEqual(learned.sentenceCase("INVITE ZED TO TRAILBLAZER?"), "Invite Zed to Trailblazer?")
        XCTAssertEqual(caser.sentenceCase("INVITE ZED TO TRAILBLAZER?"), "Invite zed to trailblazer?")
    }

    func testAnyCasingGivesTheSameOutput() {
        let variants = [
            "The file couldn't be saved because the disk is full.",
            "THE FILE COULDN'T BE SAVED BECAUSE THE DISK IS FULL.",
            "the file couldn't be saved because the disk is full.",
            "The File Couldn't Be Saved Because the Disk Is Full.",
        ]
        for variant in variants {
            XCTAssertEqual(caser.sentenceCase(variant), variants[0], variant)
        }
    }

    func testEditsTouchOnlyWordTokens() {
        let text = AnalyzedText("%1$@ Invited You To “Road Trip Mix”.")
        let words = Set(text.tokens.filter { $0.kind == .word }.map(\.range))
        let edits = caser.edits(for: text)
        XCTAssertEqual(edits.count, 3)
        for edit in edits { XCTAssertTrue(words.contains(edit.range), "\(edit) is not a word token") }
    }

    func testAmbiguousNamesFollowTheWriter() {
        let lexicon = TextFixtures.lexicon.adding([
            "proper-names": ["Maps", "Settings"], "ambiguous-names": ["Maps", "Settings"],
        ])
        let ambiguous = SentenceCaser(lexicon: lexicon)
        XCTAssertEqual(ambiguous.sentenceCase("Downloaded Maps Will Be Removed."), "Downloaded maps will be removed.")
        XCTAssertEqual(ambiguous.sentenceCase("Open Settings to turn on Wi-Fi."), "Open Settings to turn on Wi-Fi.")
        XCTAssertEqual(ambiguous.sentenceCase("Check your network settings."), "Check your network settings.")
    }
}
