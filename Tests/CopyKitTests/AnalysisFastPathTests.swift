import XCTest

@testable import CopyKit

/// The shortcuts taken while analyzing a text give what the general paths give.
final class AnalysisFastPathTests: XCTestCase {
    private let samples = [
        "", " ", "Couldn’t Save the Document", "DELETE “Road Trip Mix”?", "Wi-Fi café isn't On.",
        "Turn On iCloud Drive  now", "Résumé ÉCOLE naïve — done", "Open www.example.com or mail a@b.co",
        "Save Report.pdf to %@ (100% done)", "users' files:\tsee {name} and \\(count) #travel @alex 🙂",
        "MP3 2nd 4K $40.00", "word:", "word'", "x", "A b C",
        "It's done. Couldn't save.", "don't.example.com", "o'brien@example.com", "www. x", "e.g. this",
        "Mr. Smith", "end.", "rock'n'roll", "isn't.", "x'", "x'é", "a'1", "Save it.\nNow", "at apple.com. Then",
        "Notes.txt.", "it's-ok", "can't'", "x.\u{2028}y", "done.)", ".5 ,5 :) (a) !? ;", "Wait…. ok?!\u{FE0F}",
    ]

    func testTokenizerShortcutsMatchTheFullDispatch() {
        for sample in samples {
            let units = sample.utf16Units
            let expected: [Token] = units.withUnsafeBufferPointer { buffer in
                let scanner = TokenScanner(units: buffer)
                var tokens: [Token] = []
                var index = 0
                while index < buffer.count {
                    let (kind, end) = scanner.scannedToken(at: index)
                    let stop = max(end, index + 1)
                    tokens.append(Token(kind: kind, range: index..<stop))
                    index = stop
                }
                return tokens
            }
            XCTAssertEqual(Tokenizer().tokenize(utf16: units), expected, sample)
        }
    }

    func testTokenReadingLooksUpEachWordByItsFoldedKey() {
        let lexicon = Lexicon.embedded
        var knownWords = 0
        for sample in samples {
            let text = AnalyzedText(sample)
            let reading = TokenReading(text, lexicon: lexicon)
            XCTAssertEqual(reading.known.count, text.tokens.count, sample)
            for (index, token) in text.tokens.enumerated() {
                let expected = token.kind == .word ? lexicon.word(folded: text.folded[index]) : .unknown
                XCTAssertEqual(reading.known[index].id, expected.id, "\(sample): \(text.folded[index])")
                XCTAssertEqual(reading.known[index].lists, expected.lists, "\(sample): \(text.folded[index])")
                if expected.isKnown { knownWords += 1 }
            }
        }
        XCTAssertGreaterThan(knownWords, 10)
    }

    func testFoldingUnitsEqualsFoldingTheirString() {
        for sample in samples {
            let units = sample.utf16Units
            XCTAssertEqual(Lexicon.fold(utf16: units[...]), Lexicon.fold(sample), sample)
        }
    }

    func testTextReadWhileFoldingEqualsTheReadingMadeLater() {
        let lexicon = Lexicon.embedded
        let longWords = [
            "Unfortunately NOTIFICATIONS couldn't be permanently deleted", "Settings", "Zzzzzzzzzzzzzzzzzzzz",
            "Permanently", "wouldn't've", "Don't REMOVE Accessibility",
        ]
        // Texts of as many tokens as the scratch space holds, and more (read in several runs).
        let scratch = KeyedTokens.scratchCount
        let longTexts = [scratch - 1, scratch, scratch + 1, 3 * scratch + 5].map { count in
            (0..<count).map { ["Couldn’t", " ", "SAVE", ",", " ", "%@", " ", "42", " ", "café", " "][$0 % 11] }.joined()
        }
        XCTAssertEqual(
            longTexts.map { AnalyzedText($0).tokens.count }, [scratch - 1, scratch, scratch + 1, 3 * scratch + 5])
        for sample in samples + longWords + longTexts + ["Ünïcödé ÇAFÉ’s", "ſtraße İstanbul", "e\u{301}clair"] {
            let plain = AnalyzedText(sample)
            let read = AnalyzedText(sample, tokenizer: Tokenizer(), lexicon: lexicon, sharedAcrossThreads: false)
            XCTAssertEqual(read.tokens, plain.tokens, sample)
            XCTAssertEqual(read.folded.map { Array($0.utf8) }, plain.folded.map { Array($0.utf8) }, sample)
            let expected = TokenReading(plain, lexicon: lexicon).known
            let known = read.reading(lexicon).known
            XCTAssertEqual(known.map(\.id), expected.map(\.id), sample)
            XCTAssertEqual(known.map(\.lists), expected.map(\.lists), sample)
        }
    }

    func testTextFixedFromAnotherEqualsTheTextAnalyzedAnew() {
        let lexicon = Lexicon.embedded
        let fixes = [
            ("The Album Was Synced.", "The album was synced."),
            ("You entered an invalid name", "You entered an invalid name."),
            ("Notes.TXT is big", "Notes.txt is big"), ("Save", "Saved"), ("Wait", "Wait…"),
            ("Open %LU files", "Open %lu files"),
            ("e.g", "e.g."), ("Visit apple", "Visit apple.com"), ("Café Open", "Café open"), ("Done", "Done!?"),
            ("Mr", "Mr."), ("ok", "OK"), ("", "."), ("Delete It", "Delete it "), ("A b", "a B c"),
        ]
        for (old, new) in fixes {
            let previous = AnalyzedText(old, tokenizer: Tokenizer(), lexicon: lexicon, sharedAcrossThreads: false)
            let fixed = AnalyzedText(
                new, tokenizer: Tokenizer(), lexicon: lexicon, sharedAcrossThreads: false, previous: previous)
            let anew = AnalyzedText(new, tokenizer: Tokenizer(), lexicon: lexicon, sharedAcrossThreads: false)
            XCTAssertEqual(fixed.tokens, anew.tokens, new)
            XCTAssertEqual(fixed.folded.map { Array($0.utf8) }, anew.folded.map { Array($0.utf8) }, new)
            XCTAssertEqual(fixed.reading(lexicon).known.map(\.id), anew.reading(lexicon).known.map(\.id), new)
            XCTAssertEqual(fixed.reading(lexicon).known.map(\.lists), anew.reading(lexicon).known.map(\.lists), new)
        }
        // A recased text shares the keys of the text it was fixed from: they are not made again.
        let previous = AnalyzedText(
            "The Album Was Synced.", tokenizer: Tokenizer(), lexicon: lexicon, sharedAcrossThreads: false)
        let recased = AnalyzedText(
            "The album was synced.", tokenizer: Tokenizer(), lexicon: lexicon, sharedAcrossThreads: false,
            previous: previous)
        XCTAssertEqual(
            recased.folded.withUnsafeBufferPointer { $0.baseAddress },
            previous.folded.withUnsafeBufferPointer { $0.baseAddress })
    }

    func testPlainWordsAreFoundByTheHashTakenWhileScanning() {
        let table = Lexicon.embedded.table
        let words = [
            "a", "I", "OK", "Save", "DELETE", "couldn't", "Couldn't", "settings", "Notifications", "UNFORTUNATELY",
            "permanently", "xyzzyq", "Zzzzzzzzzzzzzzzzzz", "MP3", "can't", "Accessibility", "Settingsx",
        ]
        var found = 0
        for word in words {
            for (text, start) in [(word, 0), ("\(word) now, then more", 0), ("x \(word)", 2), ("x \(word)?", 2)] {
                let folded = Lexicon.fold(word)
                text.utf16Units.withUnsafeBufferPointer { units in
                    guard let (end, hash) = TokenScanner(units: units).plainWord(at: start, hashing: true) else {
                        return XCTFail("no plain word in \(text)")
                    }
                    XCTAssertEqual(end - start, word.utf16.count, text)
                    XCTAssertEqual(hash, WordIndex.hash(Array(folded.utf8)), text)
                    let id = table.id(plainWord: start..<end, in: units, hash: hash)
                    XCTAssertEqual(id, table.id(exactly: folded), text)
                    if id != nil { found += 1 }
                }
            }
        }
        XCTAssertGreaterThan(found, 20)
        // The table's last words end within eight bytes of its text, which is then read byte by byte.
        var lastWords = 0
        for id in Int32(table.count - 8)..<Int32(table.count) {
            let word = table.word(id)
            guard let first = word.utf16.first, CodeUnit.isASCIILetter(first),
                word.utf16.allSatisfy({ CodeUnit.isASCIIAlphanumeric($0) || $0 == CodeUnit.straightSingleQuote })
            else { continue }
            word.utf16Units.withUnsafeBufferPointer { units in
                guard let (end, hash) = TokenScanner(units: units).plainWord(at: 0, hashing: true), end == units.count
                else { return }
                XCTAssertEqual(table.id(plainWord: 0..<end, in: units, hash: hash), id, word)
                lastWords += 1
            }
        }
        XCTAssertGreaterThan(lastWords, 0)
    }

    func testSentenceTokenRangesKeepEverySentenceInOrder() {
        var ranges = SentenceTokenRanges()
        XCTAssertTrue(ranges.isEmpty)
        let expected = [0..<3, 4..<9, 10..<12, 13..<20, 21..<22]
        for (count, range) in expected.enumerated() {
            ranges.append(range)
            XCTAssertEqual(Array(ranges), Array(expected[...count]))
        }
        let splitter = SentenceSplitter(classes: WordClasses(lexicon: .embedded))
        let text = AnalyzedText("One. Two! Three? Four… Five")
        XCTAssertEqual(splitter.sentenceTokenRanges(text).count, 5)
        XCTAssertEqual(
            splitter.sentenceRanges(text).map { text.string($0) }, ["One.", "Two!", "Three?", "Four…", "Five"])
    }

    func testButtonTitlesOfDifferentBytesAreKeptApart() {
        let cache = ButtonTextCache()
        let tokenizer = Tokenizer()
        let composed = cache.text("Caf\u{E9}", tokenizer: tokenizer)
        let decomposed = cache.text("Cafe\u{301}", tokenizer: tokenizer)
        XCTAssertEqual(composed.utf16.count, 4)
        XCTAssertEqual(decomposed.utf16.count, 5)
        XCTAssertTrue(cache.text("Caf\u{E9}", tokenizer: tokenizer) === composed)
        XCTAssertTrue(cache.text("Cafe\u{301}", tokenizer: tokenizer) === decomposed)
        XCTAssertEqual(cache.count, 2)
    }

    func testButtonSetsAreSharedByTitleBytesAndRoleAndReadAsAnew() {
        let context = RuleContext()
        let sets = context.buttonSets
        let cancelDelete = [AlertButton("Cancel", role: .cancel), AlertButton("Delete", role: .destructive)]
        let first = AnalyzedAlert(Alert(title: "Delete the note?", buttons: cancelDelete), context: context)
        let second = AnalyzedAlert(Alert(title: "Delete the photo?", buttons: cancelDelete), context: context)
        XCTAssertEqual(sets.count, 1)
        XCTAssertTrue(zip(first.buttons, second.buttons).allSatisfy { $0 === $1 })
        // Another role, or a title of other bytes (canonically equal), is another set.
        let noRoles = AnalyzedAlert(Alert(buttons: [AlertButton("Cancel"), AlertButton("Delete")]), context: context)
        let decomposed = AnalyzedAlert(Alert(buttons: [AlertButton("Cafe\u{301}")]), context: context)
        let composed = AnalyzedAlert(Alert(buttons: [AlertButton("Caf\u{E9}")]), context: context)
        XCTAssertEqual(sets.count, 4)
        XCTAssertEqual(decomposed.buttons[0].utf16.count, 5)
        XCTAssertEqual(composed.buttons[0].utf16.count, 4)
        // A kept set means what the same buttons read anew mean.
        for analysis in [first, second, noRoles] {
            let anew = AlertButtons(texts: analysis.buttons, sources: analysis.alert.buttons) {
                AnalyzedAlert.label(of: $0, context: context)
            }
            XCTAssertEqual(analysis.buttonReading.cancelIndex, anew.cancelIndex)
            XCTAssertEqual(analysis.buttonReading.union, anew.union)
            XCTAssertEqual(Array(analysis.buttonReading.traits), Array(anew.traits))
        }
        XCTAssertEqual(first.buttonReading.cancelIndex, 0)
        XCTAssertNil(noRoles.buttonReading.traits.first { $0.contains(.cancelRole) })
        // Too many buttons, or a long title: read each time, not kept.
        let many = (1...7).map { AlertButton("Option \($0)") }
        _ = AnalyzedAlert(Alert(buttons: many), context: context)
        _ = AnalyzedAlert(Alert(buttons: [AlertButton(String(repeating: "Long ", count: 12))]), context: context)
        XCTAssertEqual(sets.count, 4)
    }

    func testAFixRoundReusesButtonsOnlyWrittenWithTheSameBytes() {
        let context = RuleContext()
        let composed = AnalyzedAlert(
            Alert(title: "Open the caf\u{E9}?", buttons: [AlertButton("Caf\u{E9}")]), context: context)
        // The same text, canonically, written with a combining accent: analyzed from its own units.
        let decomposed = AnalyzedAlert(
            Alert(title: "Open the caf\u{E9}?", buttons: [AlertButton("Cafe\u{301}")]), context: context,
            reusing: composed, sharedAcrossThreads: false)
        XCTAssertEqual(decomposed.buttons[0].utf16.count, 5)
        let withAnother = AnalyzedAlert(
            Alert(buttons: [AlertButton("Cafe\u{301}"), AlertButton("Cancel")]), context: context,
            reusing: composed, sharedAcrossThreads: false)
        XCTAssertEqual(withAnother.buttons[0].utf16.count, 5)
        // Written with the same bytes, the earlier analysis is kept.
        let same = AnalyzedAlert(
            Alert(title: "Open it?", buttons: [AlertButton("Caf\u{E9}")]), context: context, reusing: composed,
            sharedAcrossThreads: false)
        XCTAssertTrue(same.buttons[0] === composed.buttons[0])
    }

    func testAFixRoundReusesATitleOrMessageOnlyWrittenWithTheSameBytes() {
        let context = RuleContext()
        let composed = AnalyzedAlert(
            Alert(title: "Caf\u{E9} closed", message: "The caf\u{E9} is closed."), context: context)
        let decomposed = AnalyzedAlert(
            Alert(title: "Cafe\u{301} closed", message: "The cafe\u{301} is closed."), context: context,
            reusing: composed, sharedAcrossThreads: false)
        XCTAssertFalse(decomposed.title === composed.title)
        XCTAssertFalse(decomposed.message === composed.message)
        XCTAssertEqual(decomposed.title?.utf16.count, 12)
        XCTAssertEqual(decomposed.message?.utf16.count, 20)
        let same = AnalyzedAlert(
            Alert(title: "Caf\u{E9} closed", message: "The caf\u{E9} is closed."), context: context,
            reusing: composed, sharedAcrossThreads: false)
        XCTAssertTrue(same.title === composed.title)
        XCTAssertTrue(same.message === composed.message)
    }
}
