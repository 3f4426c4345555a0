import XCTest

@testable import CopyKit

/// The tokenizer's fast paths (plain ASCII words, the address-run filter before the URL, e-mail
/// and dotted-name scanners, the ASCII loop of the word scanner, lone ASCII punctuation, the
/// folding of `AnalyzedText` and `Lexicon.fold(utf16:)`) agree with straightforward references
/// on texts made to trip them.
final class TokenizerFastPathTests: XCTestCase {
    /// Texts with every kind of token, and near misses of each.
    static let samples: [String] = [
        "Visit https://example.com/a?b=c, or mail me@example.org.", "www.apple.com/path?q=1).", "WWW.APPLE.COM",
        "HTTPS://EXAMPLE.COM", "ftp://x.y/z.", "http://a", "https:", "https://", "mailto:me@example.com", "www.",
        "support.apple.com/en-us", "apple.com", "apple.comx", "apple.com_x", "a.b.c.d.e.f.com", "3com.com",
        "foo+bar@example.com", "name@sub.example.co.uk.", "a@b", "a@b.", "user@localhost", "@alex@mastodon.social",
        "first.last@example.io;", "_private@example.com", "x@y.z@w.com", "Open Notes.txt", "Notes.TXT",
        "Archive.tar.gz", "README.md,", "Site Plan.dwg", "my_file-v2.json", "report.pdf.", "e.g.", "i.e., this",
        "U.S.", "U.S.A.", "Mr. Smith", "v1.2.3", "1.2.3", "iOS 17.4.1", "Version 2.0b3", "A+B", "C++ and C#",
        "%@", "%1$@", "%lld", "%#@files@", "%1$#@files@", "%arg", "100% guaranteed", "%.2f%%", "% d", "{n}",
        "{{name}}", "${count}", "{unterminated", "${", "\\(user.name)", "\\(count) items", "\\(", "#travel",
        "#1", "@alex", "a@alex", "“Road Trip Mix”", "\"Office-5G\"", "‘Daily Brief’", "«Notes»", "„Hallo“",
        "「日本」", "`config`", "users' files", "Don’t", "couldn't", "‘Notes.txt’", "“www.apple.com”",
        "\"me@example.com\"", "Wi-Fi", "Built-in", "pre‐order", "wi‑fi", "COVID-19", "iPhone", "MP3", "café",
        "e\u{301}te\u{301}", "\u{301}start", "a\u{301}\u{302}", "Привет, мир", "Ελληνικά", "中文字符", "日本語のテキスト",
        "한국어", "𝐀𝐁𝐂 bold", "x𝐀y", "🙂 smile", "👨‍👩‍👧 family", "🇫🇷🇩🇪", "👍🏽", "1️⃣", "$40.00", "€5", "25MB",
        "2nd", "4K", "tab\tand\nline\r\n", "\u{00A0}non-breaking\u{2003}spaces\u{3000}", "", " ", "_", "__init__",
        "a_b", ":)", "Saved:-)", ";D", ":'(", "::)", "1:3", "Note:Do", "a-", "-a", "'a", "a'", "a’", "a-1", "a--b",
        "a.b", "a..b", ".a", "a.", "_.com", "a_.com",
        String(repeating: "a", count: 300) + ".txt", String(repeating: "a", count: 254) + ".com",
        String(repeating: "a", count: 253) + ".com", String(repeating: "a", count: 63) + "@example.com",
        String(repeating: "a", count: 64) + "@example.com", String(repeating: "a", count: 31) + "://x.y",
        String(repeating: "a", count: 32) + "://x.y", String(repeating: "a_", count: 200) + ".txt",
        String(repeating: "a.", count: 200) + "com",
    ]

    /// Pieces glued between samples so that constructs touch: "www.apple.com@x", "Notes.txt’s".
    static let glue: [String] = [
        "", " ", ".", ",", "@", ":", "//", "-", "'", "’", "_", "+", "\n", "é", "🙂", "(", ")", "/", "%", "\"", "中",
    ]

    /// The samples, then texts glued from them at random (seeded, so a failure repeats).
    static let texts: [String] = {
        var generator = SplitMix64(seed: 42)
        var texts = samples
        for _ in 0..<3000 {
            var text = ""
            for _ in 0...generator.next(below: 6) {
                text += samples[generator.next(below: samples.count)]
                text += glue[generator.next(below: glue.count)]
            }
            texts.append(text)
        }
        return texts
    }()

    /// Code units no String holds: lone surrogates, at the ends and inside words and addresses.
    static let unpairedUnits: [[UInt16]] = [
        [0xD800], [0xDC00], [0x61, 0xD800], [0x61, 0xDC00, 0x62], [0xD83D, 0x61], [0x77, 0x77, 0x77, 0x2E, 0xD800],
        Array("me@example.com".utf16) + [0xDC00], Array("Notes".utf16) + [0xD83D] + Array(".txt".utf16),
    ]

    static var unitArrays: [[UInt16]] { texts.map { Array($0.utf16) } + unpairedUnits }

    /// Calls `body` with a scanner over each of `unitArrays`, each position of it, and the text
    /// (for messages).
    static func forEachPosition(_ body: (TokenScanner, Int, String) -> Void) {
        for units in unitArrays {
            let text = String(decoding: units, as: UTF16.self)
            units.withUnsafeBufferPointer { buffer in
                let scanner = TokenScanner(units: buffer)
                for start in buffer.indices { body(scanner, start, text) }
            }
        }
    }

    func testAddressRunNeverRulesOutAMatch() {
        Self.forEachPosition { scanner, start, text in
            guard CodeUnit.isAddressCharacter(scanner.units[start]) else { return }
            let run = scanner.addressRun(at: start)
            if scanner.url(at: start) != nil {
                XCTAssertTrue(run.hasPeriod || run.stop == CodeUnit.colon, "url at \(start) of \(text)")
            }
            if scanner.email(at: start) != nil {
                XCTAssertEqual(run.stop, CodeUnit.at, "email at \(start) of \(text)")
            }
            if scanner.dottedName(at: start) != nil {
                XCTAssertTrue(run.hasPeriod, "dotted name at \(start) of \(text)")
            }
        }
    }

    func testWordScanMatchesTheScalarDefinitionEverywhere() {
        Self.forEachPosition { scanner, start, text in
            XCTAssertEqual(
                scanner.word(at: start), Self.referenceWord(scanner, at: start), "word at \(start) of \(text)")
        }
    }

    func testPlainWordsAreWhatTheFullScannersFind() {
        Self.forEachPosition { scanner, start, text in
            guard CodeUnit.isASCIILetter(scanner.units[start]), let end = scanner.plainWordEnd(at: start) else {
                return
            }
            let (kind, referenceEnd) = Self.referenceToken(scanner, at: start)
            XCTAssertEqual(kind, .word, "plain word at \(start) of \(text)")
            XCTAssertEqual(end, referenceEnd, "plain word at \(start) of \(text)")
        }
    }

    func testPunctuationEndsMatchTheScalarDefinitionEverywhere() {
        Self.forEachPosition { scanner, start, text in
            XCTAssertEqual(
                scanner.punctuationEnd(at: start), Self.referencePunctuationEnd(scanner, at: start),
                "punctuation at \(start) of \(text)")
        }
    }

    func testTokensMatchTheUnfilteredScanners() {
        for units in Self.unitArrays {
            XCTAssertEqual(
                Tokenizer().tokenize(utf16: units), Self.referenceTokens(units),
                String(decoding: units, as: UTF16.self))
        }
    }

    func testFoldedKeysAreEachTokenFolded() {
        for text in Self.texts {
            let analyzed = AnalyzedText(text)
            let folded = analyzed.tokens.map { token in
                token.kind == .whitespace ? "" : Lexicon.fold(utf16: analyzed.utf16[token.range])
            }
            XCTAssertEqual(Array(analyzed.folded), folded, text)
        }
    }

    /// A token's text as the casers read it is its text, whether it shares its folded key's
    /// string (ASCII without capitals) or is built.
    func testTokenTextIsEachTokensText() {
        for text in Self.texts + ["Tap OK, then Don’t Allow.", "ÉCOLE école Æther 🙂 %@"] {
            let analyzed = AnalyzedText(text)
            for (index, token) in analyzed.tokens.enumerated() {
                let expected = token.kind == .whitespace ? "" : analyzed.string(of: token)
                XCTAssertEqual(String(analyzed.tokenText(index)), expected, text)
            }
        }
    }

    func testUTF16FoldIsTheFoldOfTheDecodedText() {
        var words: [[UInt16]] = Self.unitArrays
        // Every General Punctuation scalar, alone and inside words with and without other letters.
        for value in UInt32(0x2000)...0x206F {
            let mark = String(Unicode.Scalar(value)!)
            for text in [mark, "Don\(mark)t", "A\(mark)é", "\(mark)\(mark)B"] { words.append(Array(text.utf16)) }
        }
        words += ["ÉCOUTER", "İstanbul", "STRASSE", "ΣΟΦΙΑ", "Ǆ", "ＡＢＣ", "ＡＢＣ’s", "‘Quoted’ Ǆ"].map { Array($0.utf16) }
        for word in words {
            XCTAssertEqual(
                Lexicon.fold(utf16: word[...]), Lexicon.fold(String(decoding: word, as: UTF16.self)),
                String(decoding: word, as: UTF16.self))
        }
    }

    // MARK: - References

    /// The word scanner as the scalar definition reads: digits, letters and marks continue a
    /// word, an apostrophe or hyphen does when a letter (or, after a hyphen, a digit) follows.
    static func referenceWord(_ scanner: TokenScanner, at start: Int) -> Int? {
        let units = scanner.units
        guard scanner.isLetter(at: start) else { return nil }
        var index = start + scanner.scalarWidth(at: start)
        while index < units.count {
            let unit = units[index]
            if CodeUnit.isDigit(unit) || scanner.isLetter(at: index) || scanner.isMark(at: index) {
                index += scanner.scalarWidth(at: index)
            } else if CodeUnit.isApostrophe(unit) || CodeUnit.isHyphen(unit), index + 1 < units.count,
                scanner.isLetter(at: index + 1) || CodeUnit.isHyphen(unit) && CodeUnit.isDigit(units[index + 1])
            {
                index += 1
            } else {
                break
            }
        }
        return index
    }

    /// The tokens found by trying every scanner at every token start, in the tokenizer's order,
    /// without the address-run filter and with the reference word scanner.
    static func referenceTokens(_ units: [UInt16]) -> [Token] {
        units.withUnsafeBufferPointer { buffer in
            let scanner = TokenScanner(units: buffer)
            var tokens: [Token] = []
            var index = 0
            while index < buffer.count {
                let (kind, end) = referenceToken(scanner, at: index)
                let next = max(end, index + 1)
                tokens.append(Token(kind: kind, range: index..<next))
                index = next
            }
            return tokens
        }
    }

    static func referenceToken(_ scanner: TokenScanner, at index: Int) -> (TokenKind, Int) {
        let units = scanner.units
        let unit = units[index]
        if CodeUnit.isWhitespace(unit) {
            var end = index + 1
            while end < units.count, CodeUnit.isWhitespace(units[end]) { end += 1 }
            return (.whitespace, end)
        }
        if unit == CodeUnit.backslash, let end = scanner.interpolation(at: index) {
            return (.opaque(.interpolation), end)
        }
        if unit == CodeUnit.hash || unit == CodeUnit.at, let end = scanner.tag(at: index) {
            return (.opaque(unit == CodeUnit.hash ? .hashtag : .mention), end)
        }
        if unit == CodeUnit.percent, let (kind, end) = scanner.formatSpecifier(at: index) {
            return (.opaque(kind), end)
        }
        if unit == CodeUnit.openBrace || unit == CodeUnit.dollar, let end = scanner.placeholder(at: index) {
            return (.opaque(.placeholder), end)
        }
        if CodeUnit.isQuote(unit), let (kind, end) = scanner.quoted(at: index) {
            return (.opaque(kind), end)
        }
        if CodeUnit.isEmoticonEyes(unit), let end = scanner.emoticon(at: index) {
            return (.opaque(.emoticon), end)
        }
        if let end = scanner.number(at: index) {
            return (.number, end)
        }
        if CodeUnit.isASCIIAlphanumeric(unit) || unit == CodeUnit.underscore {
            if let end = scanner.url(at: index) { return (.opaque(.url), end) }
            if let end = scanner.email(at: index) { return (.opaque(.email), end) }
            if let (kind, end) = scanner.dottedName(at: index) { return (.opaque(kind), end) }
        }
        if let end = referenceWord(scanner, at: index) {
            return (.word, end)
        }
        return (.punctuation, referencePunctuationEnd(scanner, at: index))
    }

    /// One punctuation or symbol scalar with the marks, joiners and selectors that extend it, by
    /// scalar properties alone.
    static func referencePunctuationEnd(_ scanner: TokenScanner, at start: Int) -> Int {
        let units = scanner.units
        var index = start + scanner.scalarWidth(at: start)
        let first = scanner.scalar(at: start)
        var regionalIndicators = (0x1F1E6...0x1F1FF).contains(first.value) ? 1 : 0
        while index < units.count {
            let next = scanner.scalar(at: index)
            if next.value == 0x200D {
                index += scanner.scalarWidth(at: index)
                if index < units.count { index += scanner.scalarWidth(at: index) }
            } else if next.properties.isVariationSelector || next.properties.isEmojiModifier
                || next.properties.generalCategory == .nonspacingMark
                || next.properties.generalCategory == .enclosingMark || (0xE0020...0xE007F).contains(next.value)
            {
                index += scanner.scalarWidth(at: index)
            } else if (0x1F1E6...0x1F1FF).contains(next.value), regionalIndicators == 1 {
                regionalIndicators += 1
                index += scanner.scalarWidth(at: index)
            } else {
                break
            }
        }
        return index
    }
}

/// A small seeded generator (SplitMix64), so the glued texts are the same on every run.
private struct SplitMix64 {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next(below bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
