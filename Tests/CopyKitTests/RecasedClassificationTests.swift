import XCTest

@testable import CopyKit

/// A text whose first letters a fix recased keeps its classification only when the classifier
/// cannot tell the two apart: checked against classifying the recased text anew.
final class RecasedClassificationTests: XCTestCase {
    private let lexicon = Lexicon.embedded

    private func analyzed(_ text: String) -> AnalyzedText {
        AnalyzedText(text, tokenizer: Tokenizer(), lexicon: lexicon, sharedAcrossThreads: false)
    }

    /// `text` with the first letter of every word flipped between capital and small.
    private func flippingInitials(_ text: String) -> String {
        var result = ""
        var previous: Character = " "
        for character in text {
            if character.isLetter && !previous.isLetter && previous != "'" && previous != "’" {
                result += character.isUppercase ? character.lowercased() : character.uppercased()
            } else {
                result.append(character)
            }
            previous = character
        }
        return result
    }

    func testTextsThatClassifyAlikeGetTheSameClassification() throws {
        let classifier = SentenceClassifier(lexicon: lexicon)
        let titleCaser = TitleCaser(lexicon: lexicon)
        var alike = 0
        var apart = 0
        for row in try TextFixtures.rows("Fixtures/classifier/kinds.tsv") where row.cells.count == 3 {
            guard let role = TextRole(rawValue: row.cells[1]) else { continue }
            let original = analyzed(row.cells[0])
            let expected = classifier.classify(original, role: role)
            let variants = [
                flippingInitials(row.cells[0]), titleCaser.titleCase(row.cells[0]), row.cells[0].uppercased(),
                row.cells[0].lowercased(),
            ]
            for variant in variants where variant != row.cells[0] {
                let recased = analyzed(variant)
                guard SentenceClassifier.classifiesAlike(recased, original) else {
                    apart += 1
                    continue
                }
                alike += 1
                let reused = expected.quoting(recased)
                let anew = classifier.classify(recased, role: role)
                XCTAssertEqual(reused.kind, anew.kind, "kinds.tsv:\(row.line) \(variant)")
                XCTAssertEqual(reused.confidence, anew.confidence, "kinds.tsv:\(row.line) \(variant)")
                XCTAssertEqual(reused.reason, anew.reason, "kinds.tsv:\(row.line) \(variant)")
            }
        }
        XCTAssertGreaterThan(alike, 100)
        XCTAssertGreaterThan(apart, 50)
    }

    func testOnlyInitialsOfPlainASCIIWordsMayDiffer() {
        let cases: [(String, String, Bool)] = [
            ("The Album Was Synced.", "The album was synced.", true),
            ("Delete this photo?", "Delete This Photo?", true),
            ("Turn on iCloud", "Turn On ICloud", false),  // a capital after the first letter
            ("I. Newton wrote it.", "i. Newton wrote it.", false),  // a one-letter word
            ("Café Open", "café Open", false),  // a word beyond ASCII
            ("Open %@ now", "Open %@ Now", true),
            ("Save NOW", "Save now", false),  // letters after the first
            ("Save", "Saved", false),
            ("Save it", "Save it.", false),
        ]
        for (old, new, expected) in cases {
            XCTAssertEqual(SentenceClassifier.classifiesAlike(analyzed(new), analyzed(old)), expected, new)
        }
    }
}
