import XCTest

@testable import CopyKit

/// The fast paths of the speed work (byte-level word shapes, UTF-16 units, button labels, the
/// article marker, interjections in one pass) agree with what they replace.
final class FastPathTests: XCTestCase {
    private let words: [Substring] = [
        "iPhone", "AirDrop", "macOS", "McKinsey", "URL", "OK", "A", "a", "Sign-In", "iPhone-Only", "ÉCOUTER",
        "Écouter", "éCouter", "wi‑fi", "pre‐order", "42", "", "’s", "don't", "ÜBER", "XLs", "X", "U.S.",
    ]

    /// The words, and each again as a slice of a longer (heap-stored) string.
    private var wordsAndSlices: [Substring] { CopyKitTests.wordsAndSlices(words) }

    func testLetterShapesMatchTheirScalarDefinitions() {
        for word in wordsAndSlices {
            let letters = word.unicodeScalars.map { $0.properties }
            let alphabetic = word.unicodeScalars.filter { $0.properties.isAlphabetic }
            XCTAssertEqual(WordShape.hasLowercase(word), letters.contains { $0.isLowercase }, "\(word)")
            XCTAssertEqual(
                WordShape.startsUppercase(word), alphabetic.first?.properties.isUppercase ?? false, "\(word)")
            let upper = alphabetic.filter { $0.properties.isUppercase }.count
            let lower = alphabetic.contains { $0.properties.isLowercase }
            XCTAssertEqual(WordShape.isAllCaps(word), !lower && upper >= 2, "\(word)")
            let inner = alphabetic.dropFirst().contains { $0.properties.isUppercase }
            XCTAssertEqual(WordShape.isMixedCase(word), lower && inner, "\(word)")
        }
    }

    func testIApostropheIsTheHasPrefixTest() {
        for word in ["i'm", "i'll", "i", "i’m", "it's", "'i", "", "ii'", "i'"] {
            XCTAssertEqual(WordShape.startsWithIApostrophe(word), word.hasPrefix("i'"), word)
        }
    }

    func testHyphensOfEveryKind() {
        XCTAssertTrue(HyphenParts.hasHyphen("Sign-In"))
        XCTAssertTrue(HyphenParts.hasHyphen("pre\u{2010}order"))
        XCTAssertTrue(HyphenParts.hasHyphen("wi\u{2011}fi"))
        XCTAssertFalse(HyphenParts.hasHyphen("wi\u{2012}fi"), "a figure dash is no hyphen")
        XCTAssertFalse(HyphenParts.hasHyphen("\u{2080}\u{2090}"), "continuation bytes 80 90 without E2")
        XCTAssertFalse(HyphenParts.hasHyphen("Signin"))
        for word in wordsAndSlices {
            XCTAssertEqual(
                HyphenParts.hasHyphen(word), word.contains { "-\u{2010}\u{2011}".contains($0) }, "\(word)")
        }
    }

    func testASCIIEndingPunctuationIsTheASCIIPartOfTheSet() {
        for byte in UInt8(0)..<0x80 {
            XCTAssertEqual(
                ButtonSemantics.isASCIIEndingPunctuation(byte),
                ButtonSemantics.endingPunctuation.contains(Unicode.Scalar(byte)), "byte \(byte)")
        }
    }

    func testUTF16UnitsEqualTheUTF16View() {
        let samples = [
            "", "Couldn't Save", "Wi‑Fi “Home” 🙂", "tab\tand\nline", "é", String(repeating: "a", count: 300),
            "日本語のテキスト", "Ω≈ç√∫ ¡™£¢∞", "👨‍👩‍👧 family 𝔘𝔫𝔦𝔠𝔬𝔡𝔢", "\u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}\u{10000}\u{10FFFF}",
        ]
        for text in samples {
            XCTAssertEqual(text.utf16Units, Array(text.utf16), text)
        }
    }

    func testButtonLabelsOfASCIIAndOtherTitles() {
        let semantics = ButtonSemantics(lexicon: .embedded)
        XCTAssertTrue(semantics.isLabel("  Never   Mind. ", in: .cancelLabels))
        XCTAssertTrue(semantics.isLabel("OK!", in: .okLabels))
        XCTAssertTrue(
            semantics.isLabel("Don’t Allow", in: .noLabels) == semantics.isLabel("Don't Allow", in: .noLabels))
        XCTAssertFalse(semantics.isLabel("Delete", in: .cancelLabels))
        XCTAssertEqual(ButtonSemantics.label(of: " Not\tNow! "), "not now")
        XCTAssertEqual(ButtonSemantics.label(of: "Ne pas autoriser ！"), "ne pas autoriser")
    }

    func testAlertButtonLabelsAreTheLabelsReadAnew() {
        let context = RuleContext()
        let titles = ["Never Mind.", "OK!", "Don’t Allow", "Delete", "Cancel", "Yes", "NO", "Ne pas autoriser ！"]
        let alert = AnalyzedAlert(Alert(title: "Delete?", buttons: titles.map { AlertButton($0) }), context: context)
        let meaning = alert.buttonMeaning(context.lexicon)
        let plain = ButtonSemantics(lexicon: context.lexicon)
        let tables: [(LexiconList, ButtonTraits)] = [
            (.cancelLabels, .cancelLike), (.okLabels, .ok), (.yesLabels, .yes), (.noLabels, .no),
            (.notCancelLabels, .notCancelLike),
        ]
        for (index, title) in titles.enumerated() {
            XCTAssertEqual(
                alert.buttonLabel(at: index, lexicon: context.lexicon).text, ButtonSemantics.label(of: title), title)
            for (list, trait) in tables {
                XCTAssertEqual(
                    meaning.traits[index].contains(trait), plain.isLabel(title, in: list), "\(title) \(list)")
            }
        }
        XCTAssertTrue(meaning.traits[titles.firstIndex(of: "Cancel")!].contains(.titledCancel))
        XCTAssertTrue(meaning.traits[titles.firstIndex(of: "Don’t Allow")!].contains(.refusal))
        XCTAssertTrue(meaning.traits[titles.firstIndex(of: "Delete")!].contains(.destructive))
        XCTAssertEqual(meaning.cancelIndex, titles.firstIndex(of: "Cancel"))
        XCTAssertEqual(Array(alert.buttonMeaning(context.lexicon).traits), Array(meaning.traits))
        XCTAssertTrue(plain.isTitledCancel(AlertButton("Cancel")))
        XCTAssertTrue(plain.isRefusal(AlertButton("Don’t Allow")))
    }

    func testArticleMarkerIsNULThenA() {
        let text = "x\u{0}b \u{0}a file"
        let marker = PhraseRewriter.articleMarker(in: text)
        XCTAssertEqual(marker.map { String(text[$0]) }, "\u{0}a")
        XCTAssertEqual(marker.map { text.distance(from: text.startIndex, to: $0.lowerBound) }, 4)
        XCTAssertNil(PhraseRewriter.articleMarker(in: "no marker\u{0}"))
        XCTAssertNil(PhraseRewriter.articleMarker(in: ""))
    }

    func testInterjectionsAsPhrasesAndAsWords() {
        let lexicon = Lexicon.embedded
        func isInterjection(_ text: String) -> Bool {
            GenericTitle.isInterjection(AnalyzedText(text), lexicon: lexicon)
        }
        XCTAssertTrue(isInterjection("Uh oh!"), "a phrase of the list")
        XCTAssertTrue(isInterjection("Uh-oh"))
        XCTAssertTrue(isInterjection("Oops!"))
        XCTAssertFalse(isInterjection("Oops, 404"), "a number")
        XCTAssertFalse(isInterjection("Oops “%@”"), "an opaque span")
        XCTAssertFalse(isInterjection("Oops, the file"))
        XCTAssertFalse(isInterjection("!"), "no word")
        XCTAssertFalse(isInterjection(""))
    }

    func testTitlePhrasesOfAUserLexiconAreFoundByTheirFirstWord() {
        // A phrase of several words is looked up only when its first word starts one of the
        // lists' phrases: a user's phrases must be found too, and words of no phrase must not.
        let lexicon = Lexicon.embedded.adding([
            "interjections": ["zap zap", "zorkle"], "generic-titles": ["Something Zorked Up"],
        ])
        func isInterjection(_ text: String, _ lexicon: Lexicon) -> Bool {
            GenericTitle.isInterjection(AnalyzedText(text), lexicon: lexicon)
        }
        XCTAssertTrue(isInterjection("Zap zap!", lexicon))
        XCTAssertFalse(isInterjection("Zap zap!", .embedded))
        XCTAssertTrue(isInterjection("Zorkle!", lexicon))
        XCTAssertFalse(isInterjection("Zap zap zap", lexicon))
        XCTAssertTrue(isInterjection("Oh no!", lexicon), "the embedded lexicon's phrases stay")
        XCTAssertTrue(GenericTitle.isGeneric(AnalyzedText("Something zorked up"), lexicon: lexicon))
        XCTAssertFalse(GenericTitle.isGeneric(AnalyzedText("Something zorked up"), lexicon: .embedded))
        XCTAssertTrue(GenericTitle.isGeneric(AnalyzedText("An Error Occurred"), lexicon: .embedded))
        XCTAssertFalse(GenericTitle.isGeneric(AnalyzedText("Couldn't Open the File"), lexicon: .embedded))
    }

    func testPlainLowercaseWordsKeepTheirSpellingOnlyWhenTheLexiconHasNone() {
        XCTAssertTrue(WordShape.isPlainLowercase("file"))
        for word: Substring in ["", "File", "don't", "wi-fi", "mp3", "café", "iPhone"] {
            XCTAssertFalse(WordShape.isPlainLowercase(word), "\(word)")
        }
        // Plain lower-case words the fast path must still recase: a name, an acronym, "i",
        // a word of a multi-word name, a learned name, a sentence's first word.
        let caser = SentenceCaser(learnedNames: ["Zorblax"])
        XCTAssertEqual(caser.sentenceCase("sync with icloud now."), "Sync with iCloud now.")
        XCTAssertEqual(caser.sentenceCase("Tap ok when i say."), "Tap OK when I say.")
        XCTAssertEqual(caser.sentenceCase("Sign in with your apple id."), "Sign in with your Apple ID.")
        XCTAssertEqual(caser.sentenceCase("Ask zorblax to share it."), "Ask Zorblax to share it.")
        XCTAssertEqual(caser.sentenceCase("the file is open."), "The file is open.")
    }

    func testPhraseRewriterFillsParsedTemplates() {
        let context = RuleContext()
        let tone = PhraseRewriter(table: "tone-accusatory", context: context)
        func rewrite(_ text: String, _ rewriter: PhraseRewriter) -> [String?] {
            rewriter.matches(in: AnalyzedText(text)).map(\.replacement)
        }
        XCTAssertEqual(rewrite("You entered an invalid password.", tone), ["The password is incorrect"])
        XCTAssertEqual(rewrite("You entered an invalid code.", tone), ["The code isn't valid"])
        XCTAssertEqual(rewrite("Moving it is illegal.", tone), ["isn't allowed"])
        XCTAssertEqual(rewrite("You entered the wrong passcode too many times.", tone), ["incorrect passcode"])
        XCTAssertEqual(rewrite("You entered an invalid password’s hint.", tone).count, 1)
        let pronouns = PhraseRewriter(table: "pronoun-rewrites", context: context)
        XCTAssertEqual(rewrite("You can’t rename this folder.", pronouns), ["This folder can’t be renamed"])
        XCTAssertEqual(rewrite("You can only select one.", pronouns), [])
    }

    func testTextsWithoutAProtectedSpansFirstCharacterHaveNone() {
        let texts = [
            "Delete %@?", "Open “%@”", "{count} files", "${name} left", "Hi \\(user.name)", "100% done",
            "Open “Report.pdf”", "Visit https://example.com", "@alex and #travel", "Plain text.", "", "50 % off",
        ]
        for text in texts {
            let tokenized = FixApplier.protectedSpans(of: Tokenizer().tokenize(text), in: text)
            if !FixApplier.mayHoldProtectedSpans(text) { XCTAssertEqual(tokenized, [], text) }
            XCTAssertEqual(FixApplier.protectedSpans(of: text), tokenized, text)
        }
        XCTAssertTrue(FixApplier.mayHoldProtectedSpans("Delete %@?"))
        XCTAssertFalse(FixApplier.mayHoldProtectedSpans("Open “Report.pdf”"))
    }

    func testCodeUnitsAreSearchedForAProtectedSpansFirstCharacterAtEveryPosition() {
        // Read four units at a time: each marker, and units that share a byte with one, at every
        // position of texts up to nine units long, in the four-unit part and in the tail.
        let markers: [UInt16] = [0x25, 0x7B, 0x5C]
        let lookalikes: [UInt16] = [0x2525, 0x0125, 0x7B00, 0xFF5C, 0x24, 0x26, 0x7A, 0x7C, 0x5B, 0x5D, 0, 0x8000]
        for length in 0...9 {
            let plain = [UInt16](repeating: 0x61, count: length)
            XCTAssertFalse(FixApplier.mayHoldProtectedSpans(plain), "\(length) plain units")
            for position in 0..<length {
                for unit in markers + lookalikes {
                    var units = plain
                    units[position] = unit
                    XCTAssertEqual(
                        FixApplier.mayHoldProtectedSpans(units), markers.contains(unit),
                        "\(unit) at \(position) of \(length)")
                }
            }
        }
        XCTAssertEqual(FixApplier.mayHoldProtectedSpans(Array("Delete %@?".utf16)), true)
        XCTAssertEqual(FixApplier.mayHoldProtectedSpans(Array("Open “Report.pdf”".utf16)), false)
    }

    func testActionVerbsAreFoundOncePerTextAndReading() {
        let finder = ActionVerbFinder(lexicon: .embedded)
        let text = AnalyzedText("Frobnicate the files?")
        let asQuestion = finder.find(in: text, isFragmentQuestion: true)
        let asText = finder.find(in: text, isFragmentQuestion: false)
        XCTAssertEqual(asQuestion?.lemma, "frobnicate", "a verb-first question trusts its first word")
        XCTAssertNil(asText, "an unknown first word is no verb otherwise")
        XCTAssertEqual(finder.find(in: text, isFragmentQuestion: true), asQuestion)
        XCTAssertEqual(finder.find(in: text, isFragmentQuestion: false), asText)
        XCTAssertEqual(finder.find(in: AnalyzedText("Delete this photo?"))?.lemma, "delete")
    }

    func testSingleLineReplacesEachLineBreakScalar() {
        func scalarByScalar(_ text: String) -> String {
            var result = ""
            for scalar in text.unicodeScalars {
                if scalar == "\n" || scalar == "\r" { result += " " } else { result.unicodeScalars.append(scalar) }
            }
            return result
        }
        for text in ["plain", "", "two\nlines", "crlf\r\nend", "\r", "é\n😀\r\n日本", "tab\tstays", "\u{2028}kept"] {
            XCTAssertEqual(text.singleLine(), scalarByScalar(text), text.debugDescription)
        }
    }

    func testPhrasesAreLookedUpAsTheirJoinedWords() {
        let lexicon = Lexicon.embedded
        for words in [
            ["uh", "oh"], ["something", "went", "wrong"], ["error"], ["oops"], [], [""], ["no", "such", "phrase"],
        ] {
            let joined = lexicon.word(folded: words.joined(separator: " "))
            let phrase = lexicon.phrase(folded: words)
            XCTAssertEqual(phrase.id, joined.id, "\(words)")
            XCTAssertEqual(phrase.lists, joined.lists, "\(words)")
        }
        XCTAssertTrue(lexicon.phrase(folded: ["uh", "oh"]).isIn(.interjections))
    }

    func testButtonTitlesAreAnalyzedOncePerRun() {
        let context = RuleContext()
        let first = AnalyzedAlert(Alert(title: "Delete Photo?", buttons: ["Cancel", "Delete"]), context: context)
        let second = AnalyzedAlert(Alert(title: "Delete Album?", buttons: ["Delete", "Cancel"]), context: context)
        XCTAssertTrue(first.buttons[0] === second.buttons[1], "the same title is one analysis")
        XCTAssertTrue(first.buttons[1] === second.buttons[0])
        XCTAssertFalse(first.buttons[0] === first.buttons[1])
        XCTAssertFalse(
            AnalyzedAlert(Alert(title: "A", buttons: ["OK"]), context: RuleContext()).buttons[0] === second.buttons[0],
            "each run has its own")
        let long = String(repeating: "Keep ", count: 12)
        let cache = ButtonTextCache()
        let tokenizer = Tokenizer()
        XCTAssertFalse(cache.text(long, tokenizer: tokenizer) === cache.text(long, tokenizer: tokenizer))
        XCTAssertEqual(cache.count, 0, "a title longer than a label is not kept")
        XCTAssertEqual(cache.text("Not Now", tokenizer: tokenizer).tokens.count, 3)
        XCTAssertEqual(cache.count, 1)
    }

    func testBothCasersOfOneTextReadTheSameSlots() {
        let context = RuleContext()
        for string in [
            "delete all reminders?", "The Document Couldn't Be Opened.", "Sync & Backup Is Off", "U.S. only",
        ] {
            let shared = AnalyzedText(string)
            let title = context.titleCaser.edits(for: shared)
            let sentence = context.sentenceCaser.edits(for: shared)
            XCTAssertEqual(title, context.titleCaser.edits(for: AnalyzedText(string)), string)
            XCTAssertEqual(sentence, context.sentenceCaser.edits(for: AnalyzedText(string)), string)
        }
    }

    func testActionVerbWordsAreTheFoldedKeysSaveForAnOpeningQuote() {
        let text = AnalyzedText("Delete DON’T don't ‘Sign’ don‘t Émigré ok")
        let items = ActionVerbFinder.sentences(of: text, lexicon: .embedded).flatMap(\.items).filter(\.isWord)
        XCTAssertEqual(items.count, 7)
        for item in items {
            let written = text.string(of: text.tokens[Int(item.index)])
            XCTAssertEqual(ActionVerbFinder.word(of: item, in: text), ActionVerbFinder.normalizedWord(written), written)
            // Its list bits are those of its folded key, which straightens ‘ too.
            XCTAssertEqual(item.known.lists, Lexicon.embedded.word(Lexicon.fold(written)).lists, written)
        }
    }

    func testUTF16UnitsBecomeTheStringTheGeneralDecoderMakes() {
        let samples: [[UInt16]] = [
            Array("Delete “Report.pdf”? Café, naïve — 😀 ok".utf16), Array("日本語のテキスト".utf16), [],
            [0x41, 0xD800, 0x42], [0xDC00], [0xD83D], [0xD83D, 0xD83D, 0xDE00], [0xDE00, 0xD83D],
            [0x7F, 0x80, 0x7FF, 0x800, 0xFFFF, 0xFFFD],
        ]
        for units in samples {
            let expected = String(decoding: units, as: UTF16.self)
            XCTAssertEqual(AnalyzedText.string(units), expected, "\(units)")
            XCTAssertEqual(Array(AnalyzedText.string(units[...]).utf8), Array(expected.utf8), "\(units)")
        }
    }

    func testWordShapeFactsOfASCIIUnitsAreTheScalarDefinitions() {
        var samples =
            wordsAndSlices + [
                "iPhone-Only", "Sign-In", "a-B-c", "-", "--", "X-", "aB-", "Ab-cD", "e-Mail", "ABC-def", "A-", "AB-CD",
                "McDonald's", "I'm", "OK'd", "x1Y", "1aB",
            ]
        // Every string of up to five of these characters, walked with a fixed-seed generator.
        let alphabet = Array("aAbB-'1")
        var state: UInt64 = 42
        for _ in 0..<3000 {
            var word = ""
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            for shift in stride(from: 0, to: Int(state >> 61) * 8, by: 8) {
                word.append(alphabet[Int((state >> UInt64(shift + 3)) % UInt64(alphabet.count))])
            }
            samples.append(Substring(word))
        }
        for word in samples {
            let units = ArraySlice(Array(word.utf16))
            XCTAssertEqual(WordShapeFacts(utf16: units, word: word), WordShapeFacts(word), "\(word)")
        }
        XCTAssertEqual(
            WordShapeFacts("iPhone-Only"), [.isASCII, .hasLowercase, .isMixedCase, .isMixedCaseWord, .hasHyphen])
        XCTAssertEqual(
            WordShapeFacts("Sign-In"), [.isASCII, .hasLowercase, .startsUppercase, .isMixedCase, .hasHyphen])
    }

    func testPronounContractionsReadAsTheirLongForms() {
        let classifier = RuleContext().classifier
        for (short, long) in [
            ("Something's wrong with the file", "Something is wrong with the file"),
            ("Everyone'll see the change", "Everyone will see the change"),
            ("There's no connection", "There is no connection"),
            ("That'd replace the photo", "That would replace the photo"),
            ("Here's the new version", "Here is the new version"),
        ] {
            XCTAssertEqual(
                classifier.classify(short, role: .message).kind, classifier.classify(long, role: .message).kind, short)
        }
        XCTAssertEqual(classifier.classify("Something's wrong with the file", role: .message).kind, .sentence)
    }

    func testCapitalizedIsFirstUpperRestLower() {
        for word in wordsAndSlices {
            let expected = word.first.map { $0.uppercased() + word.dropFirst().lowercased() } ?? ""
            XCTAssertEqual(WordShape.capitalized(word), expected, "\(word)")
        }
    }

    /// A particle is told by its word id's bit when the lexicon knows it, else by its key (some,
    /// "ahead", "aside", are in no list): both answer alike.
    func testParticlesAreTheFirstWordsOfAVerbsParticles() {
        let lexicon = Lexicon.embedded
        let classes = WordClasses(lexicon: lexicon)
        func isParticle(_ word: String, after previous: String) -> Bool {
            let byID = classes.isParticle(word, known: lexicon.word(folded: word), after: previous)
            XCTAssertEqual(byID, classes.isParticle(word, known: .unknown, after: previous), "\(previous) \(word)")
            return byID
        }
        for (lemma, particles) in lexicon.phrasalVerbs.prefix(40) {
            for particle in particles {
                let first = String(particle.prefix { $0 != " " })
                XCTAssertTrue(isParticle(first, after: lemma), "\(lemma) \(first)")
            }
            XCTAssertFalse(isParticle("the", after: lemma), lemma)
        }
        XCTAssertTrue(isParticle("up", after: "backing"))
        XCTAssertFalse(isParticle("this", after: "back"))
    }

    func testEditsInTextOrderAreAppliedWithoutSorting() {
        let edits = [
            TextEdit(range: 0..<1, replacement: "D"), TextEdit(range: 2..<2, replacement: "x"),
            TextEdit(range: 2..<3, replacement: "L"),
        ]
        XCTAssertTrue(TextEditApplier.isSorted(edits))
        XCTAssertTrue(TextEditApplier.isSorted([]))
        XCTAssertFalse(TextEditApplier.isSorted(edits.reversed()))
        XCTAssertFalse(
            TextEditApplier.isSorted([edits[2], edits[1]]), "an insertion before a replacement at one start")
        let units = Array("do l".utf16)
        XCTAssertEqual(TextEditApplier.apply(edits, toUnits: units), "DoxLl")
        XCTAssertEqual(TextEditApplier.apply(edits.reversed(), toUnits: units), "DoxLl")
    }

    func testFixesAppliedWithTheAlertsAnalysisAreAppliedAsWithout() {
        let linter = Linter()
        let alerts =
            RuleRegistry.all.flatMap { $0.description.corrections.map(\.before) } + [
                Alert(title: "Share %lu Items with %@?", message: "Tap OK to share “Report %d.pdf”!", buttons: ["ok"])
            ]
        for alert in alerts {
            let analysis = AnalyzedAlert(alert, context: linter.context)
            let fixes = linter.lint(alert).flatMap(\.fixes)
            XCTAssertEqual(
                FixApplier.apply(fixes, to: alert, tokenizer: linter.context.tokenizer, analysis: analysis),
                FixApplier.apply(fixes, to: alert), "\(alert)")
        }
    }

    func testTheMemoKeepsEachAnswerOnceIncludingNoAnswer() {
        for guarded in [true, false] {
            let text = AnalyzedText("Delete the file?", tokenizer: Tokenizer(), sharedAcrossThreads: guarded)
            checkMemoKeepsEachAnswerOnce(text.memo)
        }
    }

    /// An answer is kept under its owner's key, which no later owner is given, even one made
    /// after the first is freed.
    func testTheMemoKeepsNoAnswerForALaterOwner() {
        let text = AnalyzedText("Delete the file?", tokenizer: Tokenizer(), sharedAcrossThreads: false)
        let verb = ActionVerb(lemma: "delete", range: 0..<6)
        var earlierKey: MemoKey?
        do {
            let earlier = Lexicon(lists: [:])
            earlierKey = earlier.memoKey
            XCTAssertEqual(text.memo.actionVerb(lexicon: earlier, isFragmentQuestion: false) { verb }, verb)
        }
        let later = Lexicon(lists: [:])
        XCTAssertNotEqual(later.memoKey, earlierKey)
        XCTAssertNil(text.memo.actionVerb(lexicon: later, isFragmentQuestion: false) { nil })
    }

    private func checkMemoKeepsEachAnswerOnce(_ memo: TextMemo) {
        let owner = Lexicon.embedded
        var calls = 0
        for _ in 0..<3 {
            XCTAssertNil(
                memo.actionVerb(lexicon: owner, isFragmentQuestion: false) {
                    calls += 1
                    return nil
                })
            XCTAssertNil(
                memo.titleFromMessage(engine: owner, avoidPronouns: true) {
                    calls += 1
                    return nil
                })
        }
        XCTAssertEqual(calls, 2, "a kept nil is an answer")
        let verb = ActionVerb(lemma: "delete", range: 0..<6)
        XCTAssertEqual(memo.actionVerb(lexicon: owner, isFragmentQuestion: true) { verb }, verb)
        XCTAssertNil(memo.actionVerb(lexicon: owner, isFragmentQuestion: false) { verb }, "each reading its own")
        let title = memo.caseEdits(engine: owner, style: .title) { ([TextEdit(range: 0..<1, replacement: "A")], false) }
        let sentence = memo.caseEdits(engine: owner, style: .sentence) { ([], true) }
        XCTAssertEqual(title.edits.count, 1)
        XCTAssertTrue(sentence.spellsLearnedName)
        XCTAssertEqual(memo.caseEdits(engine: owner, style: .title) { ([], true) }.edits.count, 1)
        XCTAssertEqual(
            memo.caseEdits(engine: Lexicon(lists: [:]), style: .title) { ([], true) }.edits.count, 0,
            "another engine's answer is not this one's")
    }
}
