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
                ByteEnding.isASCIIWithoutCarriageReturn(word), word.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }, word)
            for suffix: StaticString in ["s", "ss", "us", "ed", "ing", "n't", "ings"] {
                let expected = word.utf8.reversed().starts(with: "\(suffix)".utf8.reversed())
                XCTAssertEqual(ending.hasSuffix(suffix), expected, "\(word) \(suffix)")
            }
        }
    }

    /// The ending read from a word's units is the ending of its folded key when the units are
    /// ASCII, and none otherwise.
    func testByteEndingOfASCIIUnitsIsTheFoldedKeysEnding() {
        let text = AnalyzedText("Downloads CLASS Couldn't couldn’t SAVED Saving café I iPhone status Naïves")
        var read = 0
        text.utf16.withUnsafeBufferPointer { units in
            for (index, token) in text.tokens.enumerated() where token.kind == .word {
                let word = text.folded[index]
                guard let ending = ByteEnding(foldingASCII: UnsafeBufferPointer(rebasing: units[token.range])) else {
                    XCTAssertTrue(units[token.range].contains { $0 >= 0x80 }, word)
                    continue
                }
                read += 1
                XCTAssertEqual(ending.count, word.utf8.count, word)
                for suffix: StaticString in ["s", "ss", "us", "ed", "ing", "n't", "ings", "z"] {
                    XCTAssertEqual(ending.hasSuffix(suffix), ByteEnding(word).hasSuffix(suffix), "\(word) \(suffix)")
                }
            }
        }
        XCTAssertEqual(read, 8)
    }

    func testEveryErrorWordHasTheLengthOfOne() {
        let text = AnalyzedText("Error ERRORS error’s errors terror err Errör ERROR eerie Agent")
        func mayBeErrorWord(_ token: Token) -> Bool {
            text.utf16.withUnsafeBufferPointer { NoErrorWordRule.mayBeErrorWord(token, units: $0) }
        }
        for index in text.tokens.indices where text.tokens[index].kind == .word {
            if NoErrorWordRule.isErrorWord(text.folded[index]) {
                XCTAssertTrue(mayBeErrorWord(text.tokens[index]), text.folded[index])
            }
        }
        XCTAssertEqual(
            text.tokens.indices.filter {
                text.tokens[$0].kind == .word && mayBeErrorWord(text.tokens[$0])
                    && NoErrorWordRule.isErrorWord(text.folded[$0])
            }.count, 4)
        // Five or six letters not starting with "e" are passed over; "eerie" is read.
        let candidates = text.tokens.indices.filter {
            text.tokens[$0].kind == .word && mayBeErrorWord(text.tokens[$0])
        }
        XCTAssertEqual(candidates.map { text.folded[$0] }, ["error", "errors", "errors", "errör", "error", "eerie"])
        XCTAssertEqual(NoErrorWordRule.firstErrorWord(in: text), 0)
        XCTAssertEqual(
            NoErrorWordRule.firstErrorWord(in: AnalyzedText("The error log is full. An error occurred.")), 13)
        XCTAssertNil(NoErrorWordRule.firstErrorWord(in: AnalyzedText("Terror eerie")))
    }

    func testJoinedBySpacesIsTheJoinedText() {
        for words in [[], ["Disk"], ["Couldn't", "Save", "the", "File"], ["café", "", "一二三", "a\r\nb"]] {
            XCTAssertEqual(TextScanning.joinedBySpaces(words), words.joined(separator: " "))
        }
    }

    func testFindingTextIsTheInterpolatedText() {
        for word in ["", "OK", "we’re sorry", "Don't Save", "café au lait", "一二三", "a\r\nb"] {
            XCTAssertEqual(FindingText.joined("Remove “", word, "”").string, "Remove “\(word)”")
            XCTAssertEqual(FindingText.joined("", word, "").string, word)
            XCTAssertEqual(
                FindingText.joined("Use “", word, "” and “", word + "!", "”").string, "Use “\(word)” and “\(word)!”")
        }
        let unsure = Classification(kind: .fragment, confidence: 0.5, reason: "no finite verb")
        XCTAssertEqual(
            unsure.findingMessage("A fragment title has no ending punctuation").string,
            "A fragment title has no ending punctuation" + unsure.doubtNote + ".")
        let sure = Classification(kind: .fragment, confidence: 0.9, reason: "no finite verb")
        XCTAssertEqual(sure.findingMessage("A fragment title").string, "A fragment title.")
        XCTAssertEqual(FixSafety(confidence: 0.9), sure.fixSafety)
        XCTAssertEqual(FixSafety(confidence: 0.5), unsure.fixSafety)
        XCTAssertEqual(
            FixSafety(confidence: 0.75), Classification(kind: .fragment, confidence: 0.75, reason: "").fixSafety)
    }

    func testRunTimeValueAdvanceOfUnitsIsTheTextReading() {
        let texts = [
            "%@", "%d", "%lld", "%.1f", "%1$@", "%#@count@", "%1$#@files@", "{name}", "\\(title)", "$(NAME)", "%ld%%",
            "%1$lu", "%x", "{count}",
        ]
        var checked = 0
        for text in texts {
            let analyzed = AnalyzedText("Saved " + text + " now")
            analyzed.utf16.withUnsafeBufferPointer { units in
                for token in analyzed.tokens where token.isOpaque {
                    XCTAssertEqual(
                        AlertWidth.runTimeValueAdvance(units[token.range], of: analyzed, token),
                        AlertWidth.runTimeValueAdvance(analyzed.string(of: token)), text)
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, texts.count / 2)
    }

    /// A title's kind read from its reading agrees with the kind read by looking each word up.
    func testTitleKindFromTheReadingIsTheLookUpReading() {
        let lexicon = Lexicon.embedded
        func lookedUp(_ title: AnalyzedText, _ classified: SentenceKind) -> SentenceKind {
            let words = title.tokens.indices.filter { title.tokens[$0].kind == .word }
            let first = words.first.map { title.normalizedWord(at: $0) }
            switch classified {
            case .sentenceQuestion:
                guard let first, !lexicon.contains(first, in: .auxiliaries),
                    !lexicon.contains(first, in: .questionWords)
                else { return .sentenceQuestion }
                return TrailingPunctuation(title).finalMark == "?" && title.sentences.count == 1
                    && !lexicon.contains(first, in: .headlineDeterminers) && !lexicon.contains(first, in: .pronouns)
                    ? .fragmentQuestion : .sentenceQuestion
            case .sentence:
                if TrailingPunctuation(title).finalMark == "." { return .sentence }
                if let first, words.count > 1,
                    lexicon.contains(first, in: .pronouns) || lexicon.contains(first, in: .pronounContractions),
                    TextScanning.startsLowercase(title.string(of: title.tokens[words[1]]))
                {
                    return .sentence
                }
                for (position, index) in words.enumerated() {
                    let word = title.normalizedWord(at: index)
                    if lexicon.contains(word, in: .auxiliaries) { return .sentence }
                    if position == 0 && lexicon.contains(word, in: .headlineDeterminers) { return .sentence }
                }
                return .fragment
            default:
                return classified
            }
        }
        let titles = [
            "Image Saved", "Something went wrong", "Something Went Wrong", "Save Changes?", "Are you sure?",
            "The Download Failed", "Your Photos Were Saved", "It’s Done", "iCloud is full", "Delete “Trip.gpx”?",
            "%@ Couldn't Be Opened", "Sign Out?", "What happened?", "Éclair Saved.", "", "   ", "%@",
            "Can't Connect. Try Again?",
        ]
        var differing = Set<SentenceKind>()
        for text in titles {
            let title = AnalyzedText(text)
            for classified in [
                SentenceKind.fragment, .sentence, .fragmentQuestion, .sentenceQuestion, .multipleSentences,
            ] {
                let kind = TitleKind.of(title, classifiedAs: classified, lexicon: lexicon)
                XCTAssertEqual(kind, lookedUp(title, classified), "\(text) \(classified)")
                if kind != classified { differing.insert(classified) }
            }
        }
        XCTAssertEqual(differing, [.sentence, .sentenceQuestion], "headlines and verb-first questions are read")
    }

    func testMessageStemDropsOnlyAPluralS() {
        XCTAssertEqual(MessageRedundantRule.stem("downloads"), "download")
        XCTAssertEqual(MessageRedundantRule.stem("class"), "class")
        XCTAssertEqual(MessageRedundantRule.stem("status"), "status")
        XCTAssertEqual(MessageRedundantRule.stem("bus"), "bus")
        XCTAssertEqual(MessageRedundantRule.stem("cafés"), "café")
        XCTAssertEqual(MessageRedundantRule.stem("café"), "café")
        XCTAssertEqual(MessageRedundantRule.stem("bugs"), "bug")
        XCTAssertEqual(MessageRedundantRule.stem("a\r\nbcs"), "a\r\nbc")
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
