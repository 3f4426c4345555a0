import XCTest

@testable import CopyKit

/// The byte and id helpers the message, title and action rules read instead of building
/// strings: each agrees with the string or table answer it stands for.
final class RuleByteHelpersTests: XCTestCase {
    func testByteEndingAgreesWithTheStringSuffixes() {
        let words = [
            "", "s", "us", "downloads", "class", "status", "couldn't", "saved", "saving", "café", "naïves", "a\r\ns",
        ]
        for word in words {
            let ending = ByteEnding(word)
            XCTAssertEqual(ending.count, word.utf8.count, word)
            XCTAssertEqual(
                ending.isASCIIWithoutCarriageReturn, word.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }, word)
            for suffix: StaticString in ["s", "ss", "us", "ed", "ing", "n't", "ings"] {
                let expected = word.utf8.reversed().starts(with: "\(suffix)".utf8.reversed())
                XCTAssertEqual(ending.hasSuffix(suffix), expected, "\(word) \(suffix)")
            }
        }
    }

    func testMessageStemDropsOnlyAPluralS() {
        XCTAssertEqual(MessageRedundantRule.stem("downloads"), "download")
        XCTAssertEqual(MessageRedundantRule.stem("class"), "class")
        XCTAssertEqual(MessageRedundantRule.stem("status"), "status")
        XCTAssertEqual(MessageRedundantRule.stem("bus"), "bus")
        XCTAssertEqual(MessageRedundantRule.stem("cafés"), "café")
    }

    func testVerbFormByKeyIsTheTableReading() {
        let lexicon = Lexicon.embedded
        for key in ["save", "saved", "deleting", "signs", "be", "were", "photo", "zzzz"] {
            let word = lexicon.word(folded: key)
            XCTAssertEqual(lexicon.verbForm(of: word, key: key), lexicon.verbForm(of: word), key)
            XCTAssertEqual(lexicon.verbKinds(of: word), lexicon.verbForm(of: word)?.kinds ?? [], key)
        }
    }

    func testSentenceCountIsTheNumberOfSentencesRead() {
        let texts = [
            "", "Delete?", "Delete this photo? It can't be undone.", "…", "Wait... what?!", "OK. . Done",
            "Sign out?‼ Now", "Save ‽ changes", "Really?\u{301} Yes",
        ]
        for string in texts {
            let text = AnalyzedText(string)
            let known = text.reading(.embedded).known
            let sentences = ActionVerbFinder.sentences(of: text, lexicon: .embedded)
            XCTAssertEqual(ActionVerbFinder.sentenceCount(of: text, known: known), sentences.count, string)
        }
    }

    func testASentenceAsksWhenItsEndingMarkHoldsAQuestionMark() {
        let questions = { (string: String) in
            ActionVerbFinder.sentences(of: AnalyzedText(string), lexicon: .embedded).map(\.isQuestion)
        }
        XCTAssertEqual(questions("Delete this photo? It can't be undone."), [true, false])
        XCTAssertEqual(questions("Wait... what?!"), [false, true])
        XCTAssertEqual(questions("Sign out?‼ Now"), [true, false])
    }
}
