import XCTest

@testable import CopyKit

final class SentenceClassifierTests: XCTestCase {
    let classifier = SentenceClassifier(lexicon: TextFixtures.lexicon)

    func testClassifierTable() throws {
        let rows = try TextFixtures.rows("Fixtures/classifier/kinds.tsv")
        XCTAssertGreaterThanOrEqual(rows.count, 100)
        for row in rows {
            XCTAssertEqual(row.cells.count, 3, "kinds.tsv:\(row.line) needs text<TAB>role<TAB>kind")
            guard row.cells.count == 3, let role = TextRole(rawValue: row.cells[1]),
                let kind = SentenceKind(rawValue: row.cells[2])
            else {
                XCTFail("kinds.tsv:\(row.line) has an unknown role or kind")
                continue
            }
            let result = classifier.classify(row.cells[0], role: role)
            XCTAssertEqual(result.kind, kind, "kinds.tsv:\(row.line) \(row.cells[0]) — \(result.reason)")
            XCTAssertFalse(result.reason.isEmpty)
            XCTAssertTrue((0...1).contains(result.confidence))
        }
    }

    func testImperativeIsASentenceInAMessageButAFragmentAsATitle() {
        XCTAssertEqual(classifier.classify("Check the network connection.", role: .message).kind, .sentence)
        XCTAssertEqual(classifier.classify("Check the Network Connection", role: .title).kind, .fragment)
    }

    func testClosedClassEvidenceIsConfident() {
        XCTAssertTrue(classifier.classify("The Document Couldn't Be Opened.", role: .title).isConfident)
        XCTAssertTrue(classifier.classify("Are you sure you want to delete this playlist?", role: .title).isConfident)
        XCTAssertTrue(classifier.classify("Couldn't Save the File", role: .title).isConfident)
    }

    func testGuessesFromWordEndingsAreNotConfident() {
        // "florbs" is no word any lexicon knows: the verb is a guess from its ending.
        let guess = classifier.classify("The zorp florbs quickly.", role: .message)
        XCTAssertEqual(guess.kind, .sentence)
        XCTAssertFalse(guess.isConfident, guess.reason)
        let headline = classifier.classify("Zorp Florbed", role: .title)
        XCTAssertEqual(headline.kind, .fragment)
        XCTAssertFalse(headline.isConfident, headline.reason)
    }

    func testReasonNamesTheEvidence() {
        let result = classifier.classify("The file couldn't be saved.", role: .message)
        XCTAssertTrue(result.reason.contains("couldn't"), result.reason)
    }

    func testSentenceRanges() {
        let text = AnalyzedText("The plan renews at $2.99 per month. Open “Notes.txt”, e.g. now!  Done?")
        let ranges = classifier.sentences(in: text)
        XCTAssertEqual(
            ranges.map { text.string($0) },
            [
                "The plan renews at $2.99 per month.", "Open “Notes.txt”, e.g. now!", "Done?",
            ])
        XCTAssertEqual(ranges.first, 0..<35)
    }

    func testSentenceRangesKeepClosingQuotesAndSkipAbbreviations() {
        let text = AnalyzedText("Mr. Appleseed said hi. Then he left…\nNew line")
        XCTAssertEqual(
            classifier.sentences(in: text).map { text.string($0) },
            [
                "Mr. Appleseed said hi.", "Then he left…", "New line",
            ])
        let closing = AnalyzedText("It's saved (in iCloud.) Done.")
        XCTAssertEqual(
            classifier.sentences(in: closing).map { closing.string($0) },
            [
                "It's saved (in iCloud.)", "Done.",
            ])
    }

    func testSentenceRangesOfEmptyAndBlankText() {
        XCTAssertEqual(classifier.sentences(in: AnalyzedText("")), [])
        XCTAssertEqual(classifier.sentences(in: AnalyzedText("   ")), [])
        XCTAssertEqual(classifier.classify("", role: .title).kind, .fragment)
    }

    func testAppleExampleTitlesFromTheGuidelines() {
        XCTAssertEqual(
            classifier.classify("Delete Good Night Stories for Rebel Girls from Library?", role: .title).kind,
            .fragmentQuestion)
        XCTAssertEqual(
            classifier.classify("Are you sure you want to permanently erase the items in the Trash?", role: .title)
                .kind,
            .sentenceQuestion)
        XCTAssertEqual(classifier.classify("You can't undo this action.", role: .message).kind, .sentence)
        XCTAssertEqual(
            classifier.classify("Allow Pal About to access your contacts?", role: .title).kind, .fragmentQuestion)
    }
}
