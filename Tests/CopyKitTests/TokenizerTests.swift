import XCTest

@testable import CopyKit

final class TokenizerTests: XCTestCase {
    let tokenizer = Tokenizer()

    /// The non-whitespace tokens as "kind:text".
    func described(_ text: String) -> [String] {
        let analyzed = AnalyzedText(text, tokenizer: tokenizer)
        return analyzed.tokens.filter { $0.kind != .whitespace }.map { "\(name($0.kind)):\(analyzed.string(of: $0))" }
    }

    func name(_ kind: TokenKind) -> String {
        switch kind {
        case .word: return "word"
        case .number: return "number"
        case .punctuation: return "punct"
        case .whitespace: return "space"
        case .opaque(let opaque): return opaque.rawValue
        }
    }

    func testTokensCoverTheTextWithoutGaps() {
        let samples = [
            "Couldn’t Attach “Site Plan.dwg”", "Share %lu Items with %@?", "👨‍👩‍👧 e\u{301}te\u{301}! 🇫🇷🇩🇪",
            "100% guaranteed", "Visit https://example.com/a?b=c, or mail me@example.org.", "", "   ", "%", "“", "'",
            "{unterminated", "a\u{301}\u{302}", "\u{301}start",
        ]
        for sample in samples {
            let tokens = tokenizer.tokenize(sample)
            var cursor = 0
            for token in tokens {
                XCTAssertEqual(token.range.lowerBound, cursor, sample)
                XCTAssertFalse(token.range.isEmpty, sample)
                cursor = token.range.upperBound
            }
            XCTAssertEqual(cursor, sample.utf16.count, sample)
        }
    }

    func testWordsNumbersPunctuationAndWhitespaceWithExactRanges() {
        let tokens = tokenizer.tokenize("Can't join, try 2 times.")
        XCTAssertEqual(
            tokens,
            [
                Token(kind: .word, range: 0..<5), Token(kind: .whitespace, range: 5..<6),
                Token(kind: .word, range: 6..<10), Token(kind: .punctuation, range: 10..<11),
                Token(kind: .whitespace, range: 11..<12), Token(kind: .word, range: 12..<15),
                Token(kind: .whitespace, range: 15..<16), Token(kind: .number, range: 16..<17),
                Token(kind: .whitespace, range: 17..<18), Token(kind: .word, range: 18..<23),
                Token(kind: .punctuation, range: 23..<24),
            ])
    }

    func testContractionsWithStraightAndCurlyApostrophes() {
        XCTAssertEqual(
            described("couldn't couldn’t DON'T I’m users' files"),
            [
                "word:couldn't", "word:couldn’t", "word:DON'T", "word:I’m", "word:users", "punct:'", "word:files",
            ])
    }

    func testHyphenatedWordsAreOneToken() {
        XCTAssertEqual(
            described("Wi-Fi Pop-Up Built-in COVID-19 - dash"),
            [
                "word:Wi-Fi", "word:Pop-Up", "word:Built-in", "word:COVID-19", "punct:-", "word:dash",
            ])
    }

    func testFormatSpecifiers() {
        let specifiers = [
            "%@", "%d", "%ld", "%lld", "%lu", "%tu", "%f", "%.2f", "%1$@", "%2$d", "%%", "%i", "%li", "%1$li", "%3$@",
            "%2$lld", "%.1f", "%1$f", "%u", "%s", "%x", "%-5d", "%05.1f", "%*d", "%hhd", "%qd", "%zu",
        ]
        for specifier in specifiers {
            XCTAssertEqual(
                described("a \(specifier) b"), ["word:a", "formatSpecifier:\(specifier)", "word:b"], specifier)
        }
    }

    func testStringCatalogSubstitutions() {
        XCTAssertEqual(
            described("%#@photos@ in %1$#@albums@ %arg"),
            [
                "substitution:%#@photos@", "word:in", "substitution:%1$#@albums@", "substitution:%arg",
            ])
        let tokens = tokenizer.tokenize("Delete %#@items@?")
        XCTAssertEqual(tokens[2], Token(kind: .opaque(.substitution), range: 7..<16))
    }

    func testSpecifiersGluedToText() {
        XCTAssertEqual(described("%@'s photos"), ["formatSpecifier:%@", "punct:'", "word:s", "word:photos"])
        XCTAssertEqual(described("%d%%"), ["formatSpecifier:%d", "formatSpecifier:%%"])
        XCTAssertEqual(described("(%@)"), ["punct:(", "formatSpecifier:%@", "punct:)"])
    }

    func testLiteralPercentBeforeAWordStaysOpaque() {
        // FORMATS.md §4: "% g" is a valid specifier (space flag); flag it, never recase it.
        XCTAssertEqual(described("not 100% guaranteed"), ["word:not", "number:100", "formatSpecifier:% guaranteed"])
        XCTAssertEqual(described("50% off"), ["number:50", "formatSpecifier:% off"])
        XCTAssertEqual(described("at 100%."), ["word:at", "number:100", "punct:%", "punct:."])
        XCTAssertEqual(described("100%, then"), ["number:100", "punct:%", "punct:,", "word:then"])
    }

    func testPlaceholders() {
        XCTAssertEqual(
            described("{name} and ${count} or {{user}} {0}"),
            [
                "placeholder:{name}", "word:and", "placeholder:${count}", "word:or", "placeholder:{{user}}",
                "placeholder:{0}",
            ])
        XCTAssertEqual(described("{ not one }"), ["punct:{", "word:not", "word:one", "punct:}"])
    }

    func testURLsAndEmailAddresses() {
        XCTAssertEqual(
            described("Visit https://example.com/help?x=1."),
            ["word:Visit", "url:https://example.com/help?x=1", "punct:."])
        XCTAssertEqual(
            described("See www.apple.com/support, then"),
            ["word:See", "url:www.apple.com/support", "punct:,", "word:then"])
        XCTAssertEqual(described("Go to apple.com."), ["word:Go", "word:to", "url:apple.com", "punct:."])
        XCTAssertEqual(
            described("Write to support@example.com."),
            ["word:Write", "word:to", "email:support@example.com", "punct:."])
        XCTAssertEqual(
            described("Open x-apple.systempreferences:com"),
            ["word:Open", "word:x-apple", "punct:.", "word:systempreferences", "punct::", "word:com"])
    }

    func testFileNames() {
        XCTAssertEqual(described("Notes.txt was saved."), ["fileName:Notes.txt", "word:was", "word:saved", "punct:."])
        XCTAssertEqual(described("Open Archive.tar.gz"), ["word:Open", "fileName:Archive.tar.gz"])
        XCTAssertEqual(described("e.g. this"), ["word:e", "punct:.", "word:g", "punct:.", "word:this"])
        XCTAssertEqual(described("saved.Tap"), ["word:saved", "punct:.", "word:Tap"])
        // "p.m." and "a.m." are dotted abbreviations, not files with the extension "m".
        XCTAssertEqual(
            described("at 5 p.m. today"),
            ["word:at", "number:5", "word:p", "punct:.", "word:m", "punct:.", "word:today"])
        XCTAssertEqual(described("Open main.m now"), ["word:Open", "fileName:main.m", "word:now"])
    }

    func testQuotedNames() {
        XCTAssertEqual(described("Delete “Road Trip Mix”?"), ["word:Delete", "quoted:“Road Trip Mix”", "punct:?"])
        XCTAssertEqual(described("Join “Office-5G”?"), ["word:Join", "quoted:“Office-5G”", "punct:?"])
        XCTAssertEqual(
            described("Couldn’t Attach “Site Plan.dwg”"), ["word:Couldn’t", "word:Attach", "fileName:“Site Plan.dwg”"])
        XCTAssertEqual(
            described("Press \"Delete\" to remove it."),
            [
                "word:Press", "quoted:\"Delete\"", "word:to", "word:remove", "word:it", "punct:.",
            ])
        XCTAssertEqual(described("Tap ‘Don’t Allow’ now"), ["word:Tap", "quoted:‘Don’t Allow’", "word:now"])
        XCTAssertEqual(
            described("the users' 'Daily Brief' list"),
            ["word:the", "word:users", "punct:'", "quoted:'Daily Brief'", "word:list"])
        XCTAssertEqual(described("an “unclosed quote"), ["word:an", "punct:“", "word:unclosed", "word:quote"])
        XCTAssertEqual(described("«Notes» „Mail“"), ["quoted:«Notes»", "quoted:„Mail“"])
        XCTAssertEqual(described("“Notes.txt” uses"), ["fileName:“Notes.txt”", "word:uses"])
    }

    func testSwiftInterpolations() {
        XCTAssertEqual(
            described("Delete \\(count) photos of \\(album.title(for: user))?"),
            [
                "word:Delete", "interpolation:\\(count)", "word:photos", "word:of",
                "interpolation:\\(album.title(for: user))", "punct:?",
            ])
        XCTAssertEqual(described("a \\(unclosed"), ["word:a", "punct:\\", "punct:(", "word:unclosed"])
        XCTAssertTrue(Token(kind: .opaque(.interpolation), range: 0..<8).isProtected)
    }

    func testHashtagsAndMentions() {
        XCTAssertEqual(
            described("Mute #SwiftUI and @alex@mastodon.social now"),
            ["word:Mute", "hashtag:#SwiftUI", "word:and", "mention:@alex@mastodon.social", "word:now"])
        XCTAssertEqual(described("Block @Alex."), ["word:Block", "mention:@Alex", "punct:."])
        XCTAssertEqual(described("C# and #1"), ["word:C", "punct:#", "word:and", "punct:#", "number:1"])
        XCTAssertEqual(described("me@example.com"), ["email:me@example.com"])
    }

    func testEmoticonsAreOneOpaqueToken() {
        XCTAssertEqual(
            described("Saved :) Sorry :-( ;) :D :'( :))"),
            [
                "word:Saved", "emoticon::)", "word:Sorry", "emoticon::-(", "emoticon:;)", "emoticon::D", "emoticon::'(",
                "emoticon::))",
            ])
        XCTAssertEqual(described("device:(."), ["word:device", "emoticon::(", "punct:."])
        // A ratio, a time, a colon before a word, a path and doubled eyes are no emoticons.
        XCTAssertEqual(described("1:3"), ["number:1", "punct::", "number:3"])
        XCTAssertEqual(described("Note:Do"), ["word:Note", "punct::", "word:Do"])
        XCTAssertEqual(described("10:30"), ["number:10", "punct::", "number:30"])
        XCTAssertEqual(described("see:/x"), ["word:see", "punct::", "punct:/", "word:x"])
        XCTAssertEqual(described("::)"), ["punct::", "punct::", "punct:)"])
    }

    func testBackticksQuoteANameLikeQuotes() {
        XCTAssertEqual(described("Open `config.json` now"), ["word:Open", "fileName:`config.json`", "word:now"])
        XCTAssertEqual(described("Run `swift build` again"), ["word:Run", "quoted:`swift build`", "word:again"])
    }

    func testNumbersAndCurrency() {
        XCTAssertEqual(
            described("$2.99 $40.00 1,000 3.5 €5 25MB 2nd 4K"),
            [
                "number:$2.99", "number:$40.00", "number:1,000", "number:3.5", "number:€5", "number:25MB", "number:2nd",
                "number:4K",
            ])
        XCTAssertEqual(described("in 2024. Then"), ["word:in", "number:2024", "punct:.", "word:Then"])
        XCTAssertEqual(described("MP3 iOS17"), ["word:MP3", "word:iOS17"])
        XCTAssertEqual(described("costs $ 5"), ["word:costs", "punct:$", "number:5"])
    }

    func testExactUTF16RangesAfterEmojiAndCombiningMarks() {
        // 👍🏽 is 4 UTF-16 units, e + U+0301 is 2, 👨‍👩‍👧 is 8.
        let text = "👍🏽 Cafe\u{301} %@ “Mix” 👨‍👩‍👧 Wi-Fi"
        let analyzed = AnalyzedText(text, tokenizer: tokenizer)
        let visible = analyzed.tokens.filter { $0.kind != .whitespace }
        XCTAssertEqual(visible.map(\.range), [0..<4, 5..<10, 11..<13, 14..<19, 20..<28, 29..<34])
        XCTAssertEqual(visible.map { analyzed.string(of: $0) }, ["👍🏽", "Cafe\u{301}", "%@", "“Mix”", "👨‍👩‍👧", "Wi-Fi"])
        XCTAssertEqual(
            visible.map(\.kind),
            [
                .punctuation, .word, .opaque(.formatSpecifier), .opaque(.quoted), .punctuation, .word,
            ])
    }

    func testCombiningMarkAtTheStartIsItsOwnToken() {
        let tokens = tokenizer.tokenize("\u{301}\u{302}word")
        XCTAssertEqual(tokens, [Token(kind: .punctuation, range: 0..<2), Token(kind: .word, range: 2..<6)])
    }

    func testFlagsAndSkinTonesStayWhole() {
        XCTAssertEqual(described("🇫🇷🇩🇪 👋🏻"), ["punct:🇫🇷", "punct:🇩🇪", "punct:👋🏻"])
    }

    func testUTF16EntryPointMatchesTheStringOne() {
        for sample in ["Delete “Road Trip Mix”?", "%1$@ at 50% off — {name}", "👍🏽 café\u{301}"] {
            XCTAssertEqual(tokenizer.tokenize(utf16: Array(sample.utf16)), tokenizer.tokenize(sample), sample)
        }
    }

    func testFoldedTokensAreLowerCasedWithStraightApostrophes() {
        let text = AnalyzedText("Couldn’t SAVE Café “Mix”")
        XCTAssertEqual(Array(text.folded), ["couldn't", "", "save", "", "café", "", "\u{201C}mix\u{201D}"])
        XCTAssertEqual(text.folded.count, text.tokens.count)
    }

    func testLongRunsStayOneToken() {
        let run = String(repeating: "a.", count: 5_000)
        let tokens = tokenizer.tokenize(run)
        XCTAssertEqual(tokens.count, 10_000)
        XCTAssertEqual(tokens.last?.range.upperBound, 10_000)
    }

    func testNonLatinWords() {
        XCTAssertEqual(described("Привет, мир!日本語"), ["word:Привет", "punct:,", "word:мир", "punct:!", "word:日本語"])
    }
}
