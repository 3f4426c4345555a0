import XCTest

@testable import CopyKit

/// The casers' and case rules' answers read from bytes and code units agree with the string
/// operations they stand for.
final class CaserFastPathTests: XCTestCase {
    private let words: [Substring] = [
        "iPhone", "Save", "save", "SAVE", "A", "a", "I", "i", "Sign-In", "sign-in", "Écouter", "écouter", "ÜBER",
        "42", "", "’s", "'til", "Don't", "don't", "X1", "1x", "wi‑fi", "straße",
    ]

    /// The words, and each again as a slice of a longer (heap-stored) string.
    private var wordsAndSlices: [Substring] { CopyKitTests.wordsAndSlices(words) }

    func testWrittenCapitalizedAndLowercaseAreTheCasedFormsOfASCIIWords() {
        for word in wordsAndSlices {
            let isASCII = word.utf8.allSatisfy { $0 < 0x80 }
            XCTAssertEqual(
                CaseRules.isWrittenCapitalized(word), isASCII && WordShape.capitalized(word) == word, "\(word)")
            XCTAssertEqual(CaseRules.isWrittenLowercase(word), isASCII && word.lowercased() == word, "\(word)")
        }
    }

    func testApostropheSIsTheFoldedWordsLastTwoBytes() {
        for folded in ["iphone's", "'s", "s", "it’s", "its", "", "bus's", "ärzte's", "a long possessive word's"] {
            XCTAssertEqual(CaseRules.endsWithApostropheS(folded), folded.hasSuffix("'s"), folded)
        }
    }

    func testUppercaseStartOfUnitsIsTheFirstScalarsCase() {
        for word in ["Save", "save", "Écouter", "écouter", "\u{1D400}bc", "\u{1D41A}bc", "’s", "42", ""] {
            let text = AnalyzedText(word)
            XCTAssertEqual(
                CaseEdits.startsUppercase(text.utf16[0..<text.utf16.count]), TextScanning.isCapitalized(word), word)
        }
    }

    func testLineBreakUnitsAreTheNewlineCharacters() {
        for text in ["one line", "two\nlines", "cr\r\nlf", "tab\tonly", "next\u{85}line", "para\u{2029}", "form\u{0C}"]
        {
            XCTAssertEqual(
                MessageSentenceRule.hasLineBreak(Array(text.utf16)), text.contains(where: \.isNewline), text)
        }
    }

    func testTrailingPunctuationReadFromUnitsIsReadFromTheRunsText() {
        for string in [
            "Saved.", "Saved", "Save?)", "Wait...", "Wait…", "Done!\"", "Hmm.'", "“Quoted.”", "Yes?!", "Oops]",
            "Paid $5.", "Really?”", "", "  ", "Go (now).", "Wait..", "Le café.",
        ] {
            let text = AnalyzedText(string)
            let trailing = TrailingPunctuation(text)
            let run = trailing.tokens.map { text.string(of: text.tokens[$0]) }.joined()
            XCTAssertEqual(
                trailing.finalMark, run.last { !TextScanning.closers.contains($0) }.map(FinalMark.init), string)
            XCTAssertEqual(trailing.isEllipsis, run.hasSuffix("…") || run.hasSuffix("..."), string)
        }
    }

    func testFinalMarksCompareAsTheirCharacters() {
        XCTAssertEqual(FinalMark.sentenceEnders, TextScanning.enders.map(FinalMark.init))
        let marks: [Character] = [".", "!", "?", ",", "…", "?\u{301}", "\u{37E}", "é", "e\u{301}"]
        for mark in marks {
            for ender in TextScanning.enders {
                XCTAssertEqual(FinalMark(mark) == FinalMark(ender), mark == ender, "\(mark) \(ender)")
            }
            XCTAssertEqual(
                FinalMark(mark).isAny(of: FinalMark.sentenceEnders), TextScanning.enders.contains(mark), "\(mark)")
        }
    }

    func testPlainShapeReadsEveryUnitOfWordsOfAnyLength() {
        // Words of 1 to 13 units, each with a capital, a hyphen or a non-ASCII unit at every
        // place, at the text's end (read unit by unit) and before more text (read by lanes).
        var words: [String] = []
        for length in 1...13 {
            let plain = String(repeating: "a", count: length)
            words.append(plain)
            for place in 0..<length {
                for unit in ["B", "-", "’", "é", "Z", "@", "["] {
                    var characters = Array(plain)
                    characters[place] = Character(unit)
                    words.append(String(characters))
                }
            }
        }
        for word in words {
            for text in [word, word + " tail"] {
                let units = Array(text.utf16)
                let count = word.utf16.count
                let shape = units.withUnsafeBufferPointer { PlainCasing.Shape($0, 0..<count) }
                let wordUnits = Array(word.utf16)
                let isASCII = wordUnits.allSatisfy { $0 < 0x80 }
                let capitals = wordUnits.filter { $0 >= 0x41 && $0 <= 0x5A }.count
                let firstIsCapital = wordUnits[0] >= 0x41 && wordUnits[0] <= 0x5A
                let firstIsLower = wordUnits[0] >= 0x61 && wordUnits[0] <= 0x7A
                XCTAssertEqual(
                    shape.contains(.isCapitalizedASCII),
                    isASCII && !firstIsLower && capitals == (firstIsCapital ? 1 : 0), text)
                XCTAssertEqual(shape.contains(.isLowercaseASCII), isASCII && capitals == 0, text)
                XCTAssertEqual(
                    shape.contains(.isLowercase),
                    capitals == 0 && wordUnits.allSatisfy { $0 < 0x80 || $0 == 0x2019 || $0 == 0x2018 }, text)
                XCTAssertEqual(shape.contains(.isSpelledByRule), word.contains("-"), text)
            }
        }
    }

    func testTitleCasedTextIsTheTextWithItsTitleCaseEditsApplied() {
        let caser = TitleCaser()
        for string in [
            "couldn't save the file", "Sign In To iCloud", "turn on wi-fi", "TURN ON BLUETOOTH",
            "e.g. the file's name", "Already in Title Case", "apple id isn’t set up", "écouter la musique", "",
        ] {
            let text = AnalyzedText(string, tokenizer: Tokenizer(), lexicon: caser.lexicon, sharedAcrossThreads: false)
            XCTAssertEqual(
                caser.titleCased(text), TextEditApplier.apply(caser.edits(for: AnalyzedText(string)), to: string),
                string)
        }
    }

    func testSlotsReadTheirWordsFromTheTextsTokens() {
        let context = RuleContext()
        let text = AnalyzedText("Sign in with your apple id: it’s %@'s file. Then tap OK")
        let caser = context.sentenceCaser
        WordSlots.with(text, classes: caser.classes, splitter: caser.splitter) { slots in
            let words = slots.slots.map { String(slots.word($0)) }
            XCTAssertEqual(
                words, ["Sign", "in", "with", "your", "apple", "id", "it’s", "s", "file", "Then", "tap", "OK"])
            XCTAssertEqual(slots.slots.map { slots.folded($0) }[6], "it's")
            XCTAssertEqual(slots.slots.filter(\.isSentenceInitial).map { String(slots.word($0)) }, ["Sign", "Then"])
            XCTAssertEqual(slots.slots.filter(\.isAfterColon).map { String(slots.word($0)) }, ["it’s"])
            XCTAssertEqual(slots.slots.filter(\.isLast).map { String(slots.word($0)) }, ["file", "OK"])
            XCTAssertEqual(slots.slots.filter(\.isAttachedToOpaque).map { String(slots.word($0)) }, ["s"])
            XCTAssertEqual(slots.slots.compactMap { slots.phraseSpelling($0) }, ["Apple", "ID"])
            XCTAssertEqual(slots.previousFolded(slots.slots[1]), "sign")
            XCTAssertNil(slots.previousFolded(slots.slots[0]))
            XCTAssertNil(slots.previousFolded(slots.slots[6]), "a colon separates it from the previous word")
            let reading = text.reading(caser.lexicon)
            XCTAssertEqual(slots.slots.map { slots.known($0).id }, slots.slots.map { reading.known[$0.token].id })
        }
    }

    func testConvertedTextIsTheTextWithItsWordByWordEditsApplied() {
        let title = TitleCaser()
        let sentence = SentenceCaser()
        for string in [
            "couldn't save the file", "SIGN OUT OF ICLOUD", "turn on bluetooth", "a step-by-step guide to wi-fi",
            "e.g. the apple id", "the “file” isn’t saved", "écouter la musique", "AT&T and U.S. plans", "", "  ",
            "Send $40.00 to Alex Kim?", "open %@'s iphone's photos", "Q&A: what is new", "STRASSE im Café",
            "Downloaded Maps Will Be Removed. are you sure?", "i'm signing in", "the iPhone’s ‘find my’ app",
            "the 😀 emoji’s “café” — TRÈS bien", "𝐀lpha and ÉCOUTER 👍🏽 now",
        ] {
            let text = AnalyzedText(string, tokenizer: Tokenizer(), sharedAcrossThreads: false)
            XCTAssertEqual(
                title.titleCase(string), TextEditApplier.apply(title.wordByWordEdits(for: text), to: string), string)
            XCTAssertEqual(
                sentence.sentenceCase(string),
                TextEditApplier.apply(sentence.wordByWordCasingEdits(for: text).map(\.edit), to: string), string)
        }
    }

    func testCasedTextOfACasingIsTheWordItWrites() {
        let caser = TitleCaser()
        let text = AnalyzedText("sAVE the Café", tokenizer: Tokenizer(), sharedAcrossThreads: false)
        WordSlots.with(text, classes: caser.classes, splitter: caser.splitter) { slots in
            let save = slots.slots[0]
            XCTAssertNil(slots.casedText(save, by: .asWritten))
            XCTAssertEqual(slots.casedText(save, by: .capitalizedASCII), "Save")
            XCTAssertEqual(slots.casedText(save, by: .lowercasedASCII), "save")
            XCTAssertEqual(slots.casedText(save, by: .replaced("SAVE")), "SAVE")
            guard case .capitalizedASCII = slots.capitalizing(save) else { return XCTFail("ASCII word") }
            guard case .replaced(let cafe) = slots.lowercasing(slots.slots[2]) else { return XCTFail("not ASCII") }
            XCTAssertEqual(cafe, "café")
            XCTAssertEqual(slots.recasedText { slots.capitalizing($0) }, "Save The Café")
            XCTAssertEqual(slots.recasedText { _ in .replaced("x") }, "x x x")
        }
        let wide = AnalyzedText("😀 café au lait 👍🏽 très", tokenizer: Tokenizer(), sharedAcrossThreads: false)
        WordSlots.with(wide, classes: caser.classes, splitter: caser.splitter) { slots in
            XCTAssertEqual(slots.recasedText { slots.capitalizing($0) }, "😀 Café Au Lait 👍🏽 Très")
            XCTAssertEqual(slots.recasedText { _ in .replaced("añejo") }, "😀 añejo añejo añejo 👍🏽 añejo")
            XCTAssertEqual(slots.recasedText { _ in .replaced("") }, "😀    👍🏽 ")
        }
        let ascii = AnalyzedText("sAVE the FILE.", tokenizer: Tokenizer(), sharedAcrossThreads: false)
        WordSlots.with(ascii, classes: caser.classes, splitter: caser.splitter) { slots in
            XCTAssertEqual(slots.recasedText { _ in .capitalizedASCII }, "Save The File.")
            XCTAssertEqual(slots.recasedText { _ in .lowercasedASCII }, "save the file.")
            XCTAssertEqual(slots.recasedText { _ in .asWritten }, "sAVE the FILE.")
            XCTAssertEqual(slots.recasedText { $0.token == 2 ? .replaced("a new") : .asWritten }, "sAVE a new FILE.")
        }
    }

    func testPhraseStartsAreTheFirstWordsOfTheLexiconsPhrases() {
        let lexicon = Lexicon.embedded
        let starts = PhraseStarts(lexicon: lexicon)
        for word in ["apple", "find", "the", "file", "icloud", "zorblax", "id"] {
            let known = lexicon.word(folded: word)
            if lexicon.properPhrases[word] != nil { XCTAssertTrue(starts.mayStart(known), word) }
            if known.isKnown { XCTAssertEqual(starts.mayStart(known), lexicon.properPhrases[word] != nil, word) }
        }
    }

    func testAbbreviationsAndJoinedAcronymsAreMarkedAfterAShortWordJoinedToAWord() {
        let caser = SentenceCaser()
        XCTAssertEqual(caser.sentenceCase("Use E.G. this."), "Use e.g. this.")
        XCTAssertEqual(caser.sentenceCase("Call AT&T Today."), "Call AT&T today.")
        XCTAssertEqual(caser.sentenceCase("Visit the U.S. Store."), "Visit the U.S. store.")
        XCTAssertEqual(TitleCaser().titleCase("call at&t or AT&T"), "Call at&T or AT&T")
        let text = AnalyzedText("e.g. AT&T")
        WordSlots.with(text, classes: caser.classes, splitter: caser.splitter) { slots in
            XCTAssertEqual(slots.slots.map(\.isAbbreviation), [true, true, false, false])
            XCTAssertEqual(slots.slots.map(\.isJoinedAcronym), [false, false, true, true])
        }
    }

    func testSlotsSpellingMarksAreTheFoldedWordsFirstAndLastBytes() {
        let caser = SentenceCaser()
        let text = AnalyzedText(
            "I i I’m i'll I‘d it’s Bob's BOB’S ’s 's s İ'm x Ï iPhone's ISLAND is i’S straße ÉCOLE café")
        WordSlots.with(text, classes: caser.classes, splitter: caser.splitter) { slots in
            XCTAssertGreaterThan(slots.slots.count, 15)
            for slot in slots.slots {
                let folded = slots.folded(slot)
                XCTAssertEqual(slot.isPronounI, folded == "i", folded)
                XCTAssertEqual(
                    slot.marks.contains(.startsWithIApostrophe), WordShape.startsWithIApostrophe(folded), folded)
                XCTAssertEqual(slot.isFirstPersonI, folded == "i" || WordShape.startsWithIApostrophe(folded), folded)
                XCTAssertEqual(slot.endsWithApostropheS, CaseRules.endsWithApostropheS(folded), folded)
            }
        }
    }

    func testSlotsSpellAndRecaseTheirWordsAsTheStringOperations() {
        let caser = SentenceCaser()
        let text = AnalyzedText("Save SAVE save sAVE iPhone I x ÉCOLE école Straße K 42a a-B O’Neil")
        WordSlots.with(text, classes: caser.classes, splitter: caser.splitter) { slots in
            XCTAssertGreaterThan(slots.slots.count, 10)
            let spellings = [
                "Save", "save", "SAVE", "iPhone", "I", "école", "École", "Straße", "\u{212A}", "K", "", "é",
            ]
            for slot in slots.slots {
                let word = slots.word(slot)
                XCTAssertEqual(slots.capitalized(slot), WordShape.capitalized(word), String(word))
                XCTAssertEqual(slots.lowercased(slot), word.lowercased(), String(word))
                for spelling in spellings {
                    XCTAssertEqual(slots.isWritten(slot, as: spelling), word == spelling, "\(word) \(spelling)")
                }
            }
        }
    }

    func testStartsUppercaseOrLowercaseIsTheFirstScalarsCase() {
        for word in ["Save", "save", "Écouter", "écouter", "\u{1D400}bc", "\u{1D41A}bc", "’s", "42", "", "ß"] {
            XCTAssertEqual(CaseEdits.startsUppercase(word), TextScanning.isCapitalized(word), word)
            let units = Array(word.utf16)[...]
            XCTAssertEqual(CaseEdits.startsLowercase(units), TextScanning.startsLowercase(word), word)
        }
    }

    func testSlotsOfALongTextAreItsWords() {
        let caser = SentenceCaser()
        let words = (0..<300).map { $0 % 7 == 0 ? "Apple ID" : "word\($0)" }
        let text = AnalyzedText(words.joined(separator: " ") + ".")
        WordSlots.with(text, classes: caser.classes, splitter: caser.splitter) { slots in
            XCTAssertEqual(slots.slots.map(\.token), text.tokens.indices.filter { text.tokens[$0].kind == .word })
            XCTAssertEqual(slots.slots.filter { $0.phrase >= 0 }.count, 2 * 43)
            XCTAssertTrue(slots.slots.last?.isLast ?? false)
        }
    }
}
