import XCTest

@testable import CopyKit

/// The generic-title verdict, the phrase starts it reads and the UTF-8 concatenation its finding
/// message uses.
final class GenericTitleTests: XCTestCase {
    func testTheVerdictIsKeptPerLexicon() {
        let text = AnalyzedText("Zap zap!")
        let user = Lexicon.embedded.adding(["interjections": ["zap zap"]])
        XCTAssertFalse(GenericTitle.isInterjection(text, lexicon: .embedded))
        XCTAssertTrue(GenericTitle.isInterjection(text, lexicon: user), "another lexicon's verdict is not reused")
        XCTAssertTrue(GenericTitle.isGeneric(text, lexicon: user))
        XCTAssertFalse(GenericTitle.isInterjection(text, lexicon: .embedded))
    }

    func testBothAnswersComeFromOneVerdict() {
        let cases: [(String, isGeneric: Bool, isInterjection: Bool)] = [
            ("Oops!", true, true), ("Uh oh", true, true), ("Error", true, false), ("Error 404", true, false),
            ("404", true, false), ("Unsubscribe?", false, false), ("Couldn't Save the File", false, false),
            ("Oops “%@”", false, false), ("", false, false),
        ]
        for (string, isGeneric, isInterjection) in cases {
            let verdict = GenericTitle.verdict(on: AnalyzedText(string), lexicon: .embedded)
            XCTAssertEqual(verdict.isGeneric, isGeneric, string)
            XCTAssertEqual(verdict.isInterjection, isInterjection, string)
        }
    }

    func testEveryMultiWordEntryStartIsAStart() {
        let lexicon = Lexicon.embedded.adding(["interjections": ["zorkle", "blip blop"]])
        let mask = LexiconList.genericTitles.bit | LexiconList.interjections.bit
        let starts = PhraseStarts(lexicon: lexicon, entriesOfLists: mask)
        var checked = 0
        for name in ["generic-titles", "interjections"] {
            for entry in lexicon.lists[name, default: []] {
                let words = Lexicon.fold(entry).split(separator: " ")
                guard words.count > 1 else { continue }
                XCTAssertTrue(starts.mayStart(lexicon.word(folded: words[0])), entry)
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 1)
        XCTAssertFalse(starts.mayStart(lexicon.word(folded: "zorkle")), "a one-word entry starts no phrase")
    }

    func testEveryWordOfAMultiWordEntryMayBeInAPhrase() {
        let lexicon = Lexicon.embedded.adding(["interjections": ["zorkle", "blip blop"]])
        let mask = LexiconList.genericTitles.bit | LexiconList.interjections.bit
        let phraseWords = GenericTitle.PhraseWords(lexicon: lexicon, entriesOfLists: mask)
        var checked = 0
        for name in ["generic-titles", "interjections"] {
            for entry in lexicon.lists[name, default: []] {
                let words = Lexicon.fold(entry).split(separator: " ")
                guard words.count > 1 else { continue }
                for word in words { XCTAssertTrue(phraseWords.mayHold(lexicon.word(folded: word)), entry) }
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 1)
        XCTAssertFalse(phraseWords.mayHold(lexicon.word(folded: "zorkle")), "a one-word entry is in no phrase")
        // "blip" is no word of the table: a word the table lacks may be in an entry.
        XCTAssertTrue(phraseWords.mayHold(lexicon.word(folded: "blip")))
        XCTAssertTrue(GenericTitle.isInterjection(AnalyzedText("Blip blop!"), lexicon: lexicon))
        XCTAssertTrue(GenericTitle.isGeneric(AnalyzedText("An Unknown Error Occurred"), lexicon: .embedded))
        XCTAssertFalse(GenericTitle.isGeneric(AnalyzedText("Photo Error Occurred"), lexicon: .embedded))
    }
}
