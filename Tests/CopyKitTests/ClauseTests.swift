import XCTest

@testable import CopyKit

/// A clause's items: what a word's UTF-16 units tell of it (ASCII, folded ASCII, an apostrophe).
final class ClauseTests: XCTestCase {
    func testAWordsFlagsAreWhatItsUnitsTell() {
        let classifier = SentenceClassifier()
        let text = AnalyzedText("It’s Bob's café, isn't it?")
        let sentence = 0..<text.tokens.count
        let flags = Clause.reading(text, tokens: sentence, classifier: classifier) { clause in
            clause.items.filter(\.isWord).map { item in
                (clause.folded(item), item.isASCII, item.isFoldedASCII, item.hasApostrophe)
            }
        }
        XCTAssertEqual(flags.map(\.0), ["it's", "bob's", "café", "isn't", "it"])
        XCTAssertEqual(flags.map(\.1), [false, true, false, true, true])
        XCTAssertEqual(flags.map(\.2), [true, true, false, true, true])
        XCTAssertEqual(flags.map(\.3), [true, true, false, true, false])
    }

    func testAWordThatMayStartANameIsMarkedSoAndItsPhraseFound() {
        let classifier = SentenceClassifier()
        let text = AnalyzedText("Turn on Face ID now")
        let marks = Clause.reading(text, tokens: 0..<text.tokens.count, classifier: classifier) { clause in
            clause.items.map { ($0.flags.contains(.mayStartPhrase), $0.isInName) }
        }
        XCTAssertTrue(marks[2].0)
        XCTAssertEqual(marks.map(\.1), [false, false, true, true, false])
    }

    func testACapitalAfterAWordsFirstUnitIsFoundInAnyHyphenPart() {
        let classifier = SentenceClassifier()
        let text = AnalyzedText("iCloud Delete re-Enable ABC a")
        let capitals = Clause.reading(text, tokens: 0..<text.tokens.count, classifier: classifier) { clause in
            clause.items.map { clause.hasCapitalAfterFirstUnit($0) }
        }
        XCTAssertEqual(capitals, [true, false, true, true, false])
    }
}
