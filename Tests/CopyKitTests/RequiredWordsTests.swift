import XCTest

@testable import CopyKit

final class RequiredWordsTests: XCTestCase {
    private let lexicon = RuleContext().lexicon

    private func keys(_ words: String) -> [LexiconKey] {
        words.split(separator: " ").map { LexiconKey(folded: String($0), lexicon: lexicon) }
    }

    /// Runs `collect` over `text`; returns its answer and each pattern's.
    private func check(_ patterns: [String], text: String) -> (Bool, [Bool]) {
        let words = RequiredWords(patterns: patterns.map(keys), lexicon: lexicon)
        let analyzed = AnalyzedText(text)
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: words.setWordCount) { set in
            let any = words.collect(in: analyzed, known: analyzed.reading(lexicon).known, into: set)
            return (any, patterns.indices.map { words.allows($0, in: set) })
        }
    }

    func testAPatternIsAllowedOnlyWhenTheTextHoldsEveryWordItNames() {
        let patterns = ["you entered", "wrong", "entered entered"]
        XCTAssertFalse(check(patterns, text: "The file is open.").0)
        XCTAssertFalse(check(patterns, text: "You can open it.").0, "a word of a pattern is not the whole pattern")
        XCTAssertEqual(check(patterns, text: "Entered by you.").0, true)
        XCTAssertEqual(check(patterns, text: "Entered by you.").1, [true, false, true])
        XCTAssertEqual(check(patterns, text: "It went wrong, wrong.").1, [false, true, false])
    }

    func testWordsTheLexiconDoesNotKnowAreFoundByTheirText() {
        XCTAssertLessThan(LexiconKey(folded: "zorblax", lexicon: lexicon).id, 0)
        let patterns = ["zorblax failed", "you"]
        XCTAssertEqual(check(patterns, text: "Zorblax failed.").1, [true, false])
        XCTAssertEqual(check(patterns, text: "The zorblax is here.").1, [false, false])
        XCTAssertFalse(check(patterns, text: "The zorblax is here.").0)
        XCTAssertEqual(check(["naïve mode"], text: "Naïve mode is on.").1, [true], "compared by text, not by id")
    }

    func testAPatternWithoutWordsLetsEveryTextThrough() {
        let (any, allowed) = check(["you", ""], text: "Nothing here.")
        XCTAssertTrue(any)
        XCTAssertEqual(allowed, [false, true])
    }

    func testTheAnswerIsWhetherAnyPatternIsAllowed() {
        // Patterns sharing words, so that some are filed under a word other than their first.
        let patterns = [
            "you entered", "entered you", "wrong", "the file", "file the wrong", "zorblax you", "word1 word2 word3",
            "the wrong file", "you",
        ]
        let texts = [
            "You entered it.", "The file.", "wrong file", "Zorblax, you", "word3 word2 word1", "Nothing here.",
            "File the wrong one", "word1 word2", "The", "entered",
        ]
        for text in texts {
            let (any, allowed) = check(patterns, text: text)
            XCTAssertEqual(any, allowed.contains(true), text)
        }
        XCTAssertFalse(check(Array(patterns.dropLast()), text: "word1 word2, the zorblax").0)
    }

    func testMoreWordsThanOneSetWordHolds() {
        let patterns = (0..<70).map { "word\($0)" }
        XCTAssertEqual(RequiredWords(patterns: patterns.map(keys), lexicon: lexicon).setWordCount, 2)
        let allowed = check(patterns, text: "A word69 here.").1
        XCTAssertEqual(allowed.indices.filter { allowed[$0] }, [69])
    }
}
