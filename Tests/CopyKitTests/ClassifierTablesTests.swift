import XCTest

@testable import CopyKit

/// The classifier's tables over the lexicon: word classes as masks of a word's lists, multi-word
/// names by the first word as a text's reading knows it.
final class ClassifierTablesTests: XCTestCase {
    func testClassMasksAgreeWithTheWordLists() {
        let lexicon = Lexicon.embedded
        let classes = WordClasses(lexicon: lexicon)
        let masks = WordClassMasks(classes)
        let pairs: [(WordList, UInt64)] = [
            (classes.auxiliaries, masks.auxiliaries), (classes.pronouns, masks.pronouns),
            (classes.pronounContractions, masks.pronounContractions), (classes.determiners, masks.determiners),
            (classes.questionWords, masks.questionWords), (classes.prepositions, masks.prepositions),
            (classes.conjunctions, masks.conjunctions), (classes.adverbs, masks.adverbs),
            (classes.functionWords, masks.functionWords),
        ]
        for word in ["is", "can't", "you", "it's", "the", "what", "to", "and", "already", "file", "zorp"] {
            let known = lexicon.word(folded: word)
            for (list, mask) in pairs {
                XCTAssertEqual(known.lists & mask != 0, list.contains(known), word)
            }
        }
        XCTAssertNotEqual(lexicon.word(folded: "is").lists & masks.auxiliaries, 0)
        XCTAssertEqual(lexicon.word(folded: "file").lists & masks.functionWords, 0)
    }

    func testProperPhrasesAreFoundByTheFirstWordAndComparedWordByWord() throws {
        let lexicon = Lexicon.embedded
        let phrases = ProperPhrases(lexicon: lexicon)
        let candidates = phrases.candidates(lexicon.word(folded: "do"), folded: "do")
        let candidate = try XCTUnwrap(candidates.first { phrases.phrases[$0].words.count == 3 })
        let words = phrases.phrases[candidate].words
        XCTAssertEqual(words.map { phrases.spellings[$0] }, ["Do", "Not", "Disturb"])
        XCTAssertTrue(phrases.words[words.lowerBound + 1].matches(lexicon.word(folded: "not"), folded: "not"))
        XCTAssertTrue(phrases.words[words.lowerBound + 2].matches(lexicon.word(folded: "disturb"), folded: "disturb"))
        XCTAssertFalse(
            phrases.words[words.lowerBound + 2].matches(lexicon.word(folded: "disturbs"), folded: "disturbs"))
        XCTAssertTrue(phrases.candidates(lexicon.word(folded: "zorp"), folded: "zorp").isEmpty)
    }

    func testEachFirstWordsPhrasesAreTheLexiconsLongestFirstWithTheirAmbiguity() {
        let lexicon = Lexicon.embedded
        let phrases = ProperPhrases(lexicon: lexicon)
        let ambiguousNames = lexicon.sets["ambiguous-names", default: lexicon.sets.none]
        for (first, expected) in lexicon.properPhrases {
            let found = phrases.candidates(lexicon.word(folded: first), folded: first).map { phrases.phrases[$0] }
            XCTAssertEqual(found.map { $0.words.map { phrases.spellings[$0] } }, expected, first)
            XCTAssertEqual(
                found.map(\.isAmbiguous),
                expected.map { ambiguousNames.contains(Lexicon.fold($0.joined(separator: " "))) }, first)
        }
        XCTAssertTrue(phrases.phrases.contains(where: \.isAmbiguous))
    }

    func testAUserPhraseWhoseFirstWordTheLexiconLacksIsFoundByItsText() throws {
        let lexicon = Lexicon(lists: ["proper-names": ["Zorp Cloud"]])
        let phrases = ProperPhrases(lexicon: lexicon)
        let candidates = phrases.candidates(lexicon.word(folded: "zorp"), folded: "zorp")
        XCTAssertEqual(candidates.first.map { phrases.phrases[$0].words.count }, 2)
        // Read as a name, "Zorp Cloud" is a subject: not a headline's bare noun.
        let result = SentenceClassifier(lexicon: lexicon).classify("Zorp Cloud Failed", role: .title)
        XCTAssertEqual(result.kind, .sentence)
        XCTAssertEqual(result.reason, "subject “Zorp Cloud” + likely verb “Failed”")
    }
}
