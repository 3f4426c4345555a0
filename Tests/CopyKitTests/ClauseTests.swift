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
}
