import XCTest

@testable import CopyKit

/// The shortcuts the tone and message rules take before their full reading: each agrees with
/// the answer it stands for.
final class ToneScanHelpersTests: XCTestCase {
    /// A word the phrase matcher passes over starts no phrase.
    func testPhraseMatcherPassesOverOnlyWordsThatStartNoPhrase() {
        let lexicon = Lexicon.embedded
        let matcher = PhraseMatcher(
            ["Oops", "Uh oh", "We're sorry", "Sorry about that", "Aw, snap", "Zzyzx blorp"], lexicon: lexicon)
        let text = AnalyzedText(
            "Oops! Uh oh, we’re sorry. Sorry about that: uh-oh, we are sorry. Zzyzx blorp! Aw snap. The file is OK.")
        let known = text.reading(lexicon).known
        var starts = 0
        for index in text.tokens.indices where text.tokens[index].kind == .word {
            let end = matcher.match(in: text, words: text.folded, known: known, at: index)
            if end != nil {
                starts += 1
                XCTAssertTrue(matcher.mayStart(known[index], folded: text.folded[index]), text.folded[index])
            }
            if !matcher.mayStart(known[index], folded: text.folded[index]) {
                XCTAssertNil(end, text.folded[index])
            }
        }
        XCTAssertEqual(starts, 5)
        let file = text.folded.firstIndex(of: "file") ?? 0
        XCTAssertFalse(matcher.mayStart(known[file], folded: text.folded[file]))
    }

    /// The borrowed start test answers as the matcher does, for known and unknown words.
    func testStartTestAgreesWithTheMatcher() {
        let lexicon = Lexicon.embedded
        let matcher = PhraseMatcher(["Oops", "Uh oh", "Zzyzx blorp", "Qwxv"], lexicon: lexicon)
        let text = AnalyzedText("Oops! Uh oh. Zzyzx blorp, qwxv qwxy zzyzxq. The file is OK.")
        let known = text.reading(lexicon).known
        var passedOver: [String] = []
        matcher.withStartTest { startTest in
            for index in text.tokens.indices where text.tokens[index].kind == .word {
                let mayStart = startTest.mayStart(known[index], folded: text.folded[index])
                XCTAssertEqual(mayStart, matcher.mayStart(known[index], folded: text.folded[index]), text.folded[index])
                if !mayStart { passedOver.append(text.folded[index]) }
            }
        }
        // Known words that start no phrase are passed over; first words, known or not, are not.
        XCTAssertTrue(passedOver.contains("the") && passedOver.contains("file"), "\(passedOver)")
        XCTAssertFalse(passedOver.contains("oops") || passedOver.contains("qwxv"), "\(passedOver)")
    }

    func testStartsCapitalizedIsTheTokenTextsCapital() {
        let text = AnalyzedText("Tap tap Éclair éclair 1st iPhone Ωmega ωmega")
        for token in text.tokens where token.kind != .whitespace {
            XCTAssertEqual(
                text.startsCapitalized(token), TextScanning.isCapitalized(text.string(of: token)),
                text.string(of: token))
        }
    }

    func testCapitalizingFirstIsTheFirstCharacterUppercased() {
        for word in ["tap", "Tap", "t", "", "1st", "a\u{301}b", "ab\u{301}", "éclair", "ßa", "a\r\nb", "iPhone", "z!"] {
            let expected = word.first.map { $0.uppercased() + word.dropFirst() } ?? word
            XCTAssertEqual(TextScanning.capitalizingFirst(word), expected, word)
        }
    }

    func testSidesOfARuleLineAreItsSplitAtTheOneArrow() {
        for line in [
            "you entered => the", "a=>b", "  left  =>  right \t", "no arrow", "one => two => three", "=>", "=> right",
            "left =>", "==> x", "é => è", "a => b => ", "=>=>",
        ] {
            let parts = line.split(separator: "=>", omittingEmptySubsequences: false)
            let expected = parts.count == 2 ? (String(parts[0]), TextScanning.trimmingSpaces(parts[1])) : nil
            let sides = TextScanning.sides(of: line)
            XCTAssertEqual(sides?.left, expected?.0, line)
            XCTAssertEqual(sides?.right, expected?.1, line)
            XCTAssertEqual(sides == nil, expected == nil, line)
        }
    }
}
