/// Splits a text into words, numbers, punctuation, whitespace and opaque spans (format
/// specifiers, placeholders, Swift interpolations, URLs, e-mail addresses, file names, quoted
/// names, hashtags and mentions).
///
/// Works on the UTF-16 code units; every token range is an exact UTF-16 range of the text, and
/// the tokens cover the text without gaps or overlaps.
public struct Tokenizer: Sendable {
    public init() {}

    /// The tokens of `text`.
    public func tokenize(_ text: String) -> [Token] {
        tokenize(utf16: text.utf16Units)
    }

    /// The tokens of a text given as UTF-16 code units.
    public func tokenize(utf16 units: [UInt16]) -> [Token] {
        units.withUnsafeBufferPointer { tokenize(units: $0) }
    }

    /// The tokens of a text given as a buffer of UTF-16 code units.
    func tokenize(units: UnsafeBufferPointer<UInt16>) -> [Token] {
        TokenScanner(units: units).tokens()
    }
}

/// The scanner behind `Tokenizer`: one pass over the code units, longest opaque match first.
///
/// It reads the units through a buffer pointer, whose subscript is not bounds-checked in release
/// builds: every scanner compares an index with `units.count` before reading it.
struct TokenScanner {
    let units: UnsafeBufferPointer<UInt16>

    /// Every token, in order.
    func tokens() -> [Token] {
        var tokens: [Token] = []
        // Prose alternates words and spaces: about one token for every two units.
        tokens.reserveCapacity(units.count / 2 + 1)
        var index = 0
        while index < units.count {
            let (kind, end, _) = token(at: index, hashing: false)
            tokens.append(Token(kind: kind, range: index..<end))
            index = end
        }
        return tokens
    }

    /// The token at `index`: its kind, where it ends and, for a plain word (``plainWordEnd(at:)``),
    /// the hash of its folded bytes taken as it was scanned when `hashing` (else the hash's offset
    /// basis); no hash for any other token.
    @inline(__always)
    func token(at index: Int, hashing: Bool) -> (kind: TokenKind, end: Int, plainWordHash: UInt64?) {
        // The commonest tokens, plain ASCII words, spaces and sentence punctuation, are told
        // here without the full dispatch: an ASCII letter starts none of the tokens tried
        // before URLs in `scannedToken(at:)`, and `plainWordEnd(at:)` rules out the address
        // scanners; no scanner but punctuation's starts at a sentence mark.
        let unit = units[index]
        if CodeUnit.isASCIILetter(unit), let (end, hash) = plainWord(at: index, hashing: hashing) {
            return (.word, end, hash)
        }
        if unit == CodeUnit.space {
            var end = index + 1
            while end < units.count, CodeUnit.isWhitespace(units[end]) { end += 1 }
            return (.whitespace, end, nil)
        }
        if CodeUnit.isSentencePunctuation(unit) {
            if CodeUnit.isEmoticonEyes(unit), let end = emoticon(at: index) { return (.opaque(.emoticon), end, nil) }
            return (.punctuation, punctuationEnd(at: index), nil)
        }
        let (kind, end) = scannedToken(at: index)
        return (kind, max(end, index + 1), nil)
    }

    // MARK: - Dispatch

    /// The token at `index` as the scanners find it, each tried in turn (what `run()` gives
    /// without its shortcuts).
    func scannedToken(at index: Int) -> (TokenKind, Int) {
        let unit = units[index]
        if CodeUnit.isWhitespace(unit) {
            var end = index + 1
            while end < units.count, CodeUnit.isWhitespace(units[end]) { end += 1 }
            return (.whitespace, end)
        }
        if unit == CodeUnit.backslash, let end = interpolation(at: index) {
            return (.opaque(.interpolation), end)
        }
        if unit == CodeUnit.hash || unit == CodeUnit.at, let end = tag(at: index) {
            return (.opaque(unit == CodeUnit.hash ? .hashtag : .mention), end)
        }
        if unit == CodeUnit.percent, let (kind, end) = formatSpecifier(at: index) {
            return (.opaque(kind), end)
        }
        if unit == CodeUnit.openBrace || unit == CodeUnit.dollar, let end = placeholder(at: index) {
            return (.opaque(.placeholder), end)
        }
        if CodeUnit.isQuote(unit), let (kind, end) = quoted(at: index) {
            return (.opaque(kind), end)
        }
        if CodeUnit.isEmoticonEyes(unit), let end = emoticon(at: index) {
            return (.opaque(.emoticon), end)
        }
        if let end = number(at: index) {
            return (.number, end)
        }
        if CodeUnit.isASCIIAlphanumeric(unit) || unit == CodeUnit.underscore {
            let address = addressRun(at: index)
            if address.hasPeriod || address.stop == CodeUnit.colon, let end = url(at: index) {
                return (.opaque(.url), end)
            }
            if address.stop == CodeUnit.at, let end = email(at: index) { return (.opaque(.email), end) }
            if address.hasPeriod, let (kind, end) = dottedName(at: index) { return (.opaque(kind), end) }
        }
        if let end = word(at: index) {
            return (.word, end)
        }
        return (.punctuation, punctuationEnd(at: index))
    }

    // MARK: - Emoticons

    /// The end of an emoticon at `start` (a colon or semicolon, the eyes): an optional nose
    /// (`-` or `'`), then a mouth (`)` `(` `]` `[` `D` `P` `p` `/` `\` `|` `O` `o` `3` `*`, the
    /// brackets repeatable: `:))`), then the end of the text, whitespace or a sentence mark.
    /// Nil when the eyes follow other eyes or a digit (`::)`, a ratio `1:3`) or the mouth runs
    /// on into a word, a number or a path (`Note:Do`, `10:30`, `file:/x`). Kept out of line: the
    /// scanners' hot path only calls it at a colon or semicolon.
    @inline(never)
    func emoticon(at start: Int) -> Int? {
        if start > 0, CodeUnit.isEmoticonEyes(units[start - 1]) || CodeUnit.isDigit(units[start - 1]) { return nil }
        var index = start + 1
        if index < units.count, units[index] == CodeUnit.hyphen || units[index] == CodeUnit.straightSingleQuote {
            index += 1
        }
        guard index < units.count, CodeUnit.isEmoticonMouth(units[index]) else { return nil }
        let mouth = units[index]
        index += 1
        if mouth == CodeUnit.openParenthesis || mouth == CodeUnit.closeParenthesis {
            while index < units.count, units[index] == mouth { index += 1 }
        }
        guard index == units.count || CodeUnit.isWhitespace(units[index]) || CodeUnit.endsEmoticon(units[index])
        else { return nil }
        return index
    }

    // MARK: - Format specifiers

    /// `%(\d+\$)?#@name@`, `%arg`, and printf `%(\d+\$)?[-+ 0#']*(\d+|\*)?(\.(\d+|\*))?(length)?conversion`.
    func formatSpecifier(at start: Int) -> (OpaqueKind, Int)? {
        var index = start + 1
        // Positional argument `n$`.
        var afterPosition = index
        if let digitsEnd = digits(from: index), digitsEnd < units.count, units[digitsEnd] == CodeUnit.dollar {
            afterPosition = digitsEnd + 1
        }
        // Catalog / stringsdict variable: %#@name@ or %1$#@name@.
        if afterPosition + 1 < units.count, units[afterPosition] == CodeUnit.hash,
            units[afterPosition + 1] == CodeUnit.at
        {
            var end = afterPosition + 2
            while end < units.count, CodeUnit.isIdentifier(units[end]) { end += 1 }
            if end > afterPosition + 2, end < units.count, units[end] == CodeUnit.at {
                return (.substitution, end + 1)
            }
        }
        // %arg (String Catalog substitution argument).
        if matches("arg", at: index) {
            return (.substitution, index + 3)
        }
        index = afterPosition
        var hasSpaceFlag = false
        while index < units.count, CodeUnit.isFormatFlag(units[index]) {
            if units[index] == CodeUnit.space { hasSpaceFlag = true }
            index += 1
        }
        if index < units.count, units[index] == CodeUnit.asterisk {
            index += 1
        } else if let end = digits(from: index) {
            index = end
        }
        if index + 1 < units.count, units[index] == CodeUnit.period {
            if units[index + 1] == CodeUnit.asterisk {
                index += 2
            } else if let end = digits(from: index + 1) {
                index = end
            }
        }
        index = lengthModifierEnd(at: index)
        guard index < units.count, CodeUnit.isConversion(units[index]) else { return nil }
        var end = index + 1
        // "100% guaranteed" holds the valid specifier `% g` (space flag): keep the whole word
        // it starts opaque, so no fix turns it into "% Guaranteed" or splits the specifier.
        if hasSpaceFlag {
            while end < units.count, CodeUnit.isASCIILetter(units[end]) || units[end] >= 0x80 && isLetter(at: end) {
                end += 1
            }
        }
        return (.formatSpecifier, end)
    }

    func lengthModifierEnd(at index: Int) -> Int {
        guard index < units.count else { return index }
        let unit = units[index]
        let h = UInt16(UInt8(ascii: "h"))
        let l = UInt16(UInt8(ascii: "l"))
        if unit == h || unit == l, index + 1 < units.count, units[index + 1] == unit,
            index + 2 < units.count, CodeUnit.isConversion(units[index + 2])
        {
            return index + 2
        }
        if CodeUnit.isLengthModifier(unit), index + 1 < units.count, CodeUnit.isConversion(units[index + 1]) {
            return index + 1
        }
        return index
    }

    // MARK: - Placeholders

    /// `{name}`, `{{name}}`, `${name}`.
    func placeholder(at start: Int) -> Int? {
        var index = start
        if units[index] == CodeUnit.dollar { index += 1 }
        guard index < units.count, units[index] == CodeUnit.openBrace else { return nil }
        var braces = 0
        while index < units.count, units[index] == CodeUnit.openBrace, braces < 2 {
            braces += 1
            index += 1
        }
        let nameStart = index
        while index < units.count, CodeUnit.isPlaceholderName(units[index]), index - nameStart < 64 { index += 1 }
        guard index > nameStart else { return nil }
        for _ in 0..<braces {
            guard index < units.count, units[index] == CodeUnit.closeBrace else { return nil }
            index += 1
        }
        return index
    }

    // MARK: - Interpolations, hashtags and mentions

    /// `\(expression)` with balanced parentheses, on one line.
    func interpolation(at start: Int) -> Int? {
        guard start + 2 < units.count, units[start + 1] == CodeUnit.openParenthesis else { return nil }
        var depth = 0
        var index = start + 1
        let limit = min(units.count, start + 200)
        while index < limit {
            switch units[index] {
            case CodeUnit.openParenthesis: depth += 1
            case CodeUnit.closeParenthesis:
                depth -= 1
                if depth == 0 { return index > start + 2 ? index + 1 : nil }
            case CodeUnit.newline, CodeUnit.carriageReturn: return nil
            default: break
            }
            index += 1
        }
        return nil
    }

    /// `#tag` or `@name` (also `@name@server.social`) at the start of a word: the sign, then a
    /// letter, then letters, digits and `_`, with inner `.`, `-` or `@` (mentions) before more.
    func tag(at start: Int) -> Int? {
        if start > 0, !CodeUnit.isWhitespace(units[start - 1]), !CodeUnit.isOpening(units[start - 1]) { return nil }
        guard start + 1 < units.count, isLetter(at: start + 1) else { return nil }
        let isMention = units[start] == CodeUnit.at
        var index = start + 1
        while index < units.count {
            if isLetter(at: index) || CodeUnit.isDigit(units[index]) || units[index] == CodeUnit.underscore
                || isMark(at: index)
            {
                index += scalarWidth(at: index)
            } else if isMention,
                units[index] == CodeUnit.period || units[index] == CodeUnit.hyphen || units[index] == CodeUnit.at,
                index + 1 < units.count, CodeUnit.isASCIIAlphanumeric(units[index + 1])
            {
                index += 1
            } else {
                break
            }
        }
        return index
    }

    // MARK: - Quoted names

    /// Text in quotes or backticks that names a thing: “Road Trip Mix”, "Office-5G", ‘Daily Brief’,
    /// «Notes», `config`.
    /// The token covers the quotes; a quoted file name is a `fileName`, a quoted URL a `url`.
    func quoted(at start: Int) -> (OpaqueKind, Int)? {
        let open = units[start]
        guard let close = CodeUnit.closingQuote(for: open) else { return nil }
        let contentStart = start + 1
        guard contentStart < units.count, !CodeUnit.isWhitespace(units[contentStart]) else { return nil }
        let isStraight =
            open == CodeUnit.straightDoubleQuote || open == CodeUnit.straightSingleQuote || open == CodeUnit.backtick
        if isStraight || open == CodeUnit.leftSingleQuote {
            // An opening quote starts a word: not a closing quote or an apostrophe ("users' files").
            if start > 0, !CodeUnit.isWhitespace(units[start - 1]), !CodeUnit.isOpening(units[start - 1]) {
                return nil
            }
        }
        var index = contentStart
        let limit = min(units.count, start + 160)
        while index < limit {
            let unit = units[index]
            if unit == CodeUnit.newline || unit == CodeUnit.carriageReturn { return nil }
            if unit == close, index > contentStart {
                let followedByLetter = index + 1 < units.count && isLetter(at: index + 1)
                let isSingle = close == CodeUnit.straightSingleQuote || close == CodeUnit.rightSingleQuote
                // A single closing quote between letters is an apostrophe ("Don’t"), not the end.
                if !(isSingle && followedByLetter), !CodeUnit.isWhitespace(units[index - 1]) {
                    return (quotedKind(contentStart..<index), index + 1)
                }
            }
            index += 1
        }
        return nil
    }

    func quotedKind(_ content: Range<Int>) -> OpaqueKind {
        if let end = url(at: content.lowerBound), end == content.upperBound { return .url }
        if let end = email(at: content.lowerBound), end == content.upperBound { return .email }
        // "Site Plan.dwg": the text after the last period is a file extension.
        var dot = content.upperBound - 1
        while dot > content.lowerBound, units[dot] != CodeUnit.period { dot -= 1 }
        if dot > content.lowerBound, dot + 1 < content.upperBound, !CodeUnit.isWhitespace(units[dot - 1]) {
            let ext = asciiLowercased(dot + 1..<content.upperBound)
            if let ext, TextVocabulary.fileExtensions.contains(ext) { return .fileName }
        }
        return .quoted
    }

    // MARK: - Numbers

    /// `48`, `2.99`, `1,000`, `$40.00`, `€5`, `25MB`, `2nd`, `4K`.
    func number(at start: Int) -> Int? {
        var index = start
        if CodeUnit.isCurrency(units[index]) {
            guard index + 1 < units.count, CodeUnit.isDigit(units[index + 1]) else { return nil }
            index += 1
        }
        guard index < units.count, CodeUnit.isDigit(units[index]) else { return nil }
        // A digit glued to a preceding letter belongs to that word ("MP3" is scanned as a word).
        while index < units.count {
            if CodeUnit.isDigit(units[index]) {
                index += 1
            } else if units[index] == CodeUnit.period || units[index] == CodeUnit.comma, index + 1 < units.count,
                CodeUnit.isDigit(units[index + 1])
            {
                index += 1
            } else {
                break
            }
        }
        // Unit and ordinal suffixes: 25MB, 2nd, 4K, 5GHz.
        while index < units.count, CodeUnit.isASCIIAlphanumeric(units[index]) { index += 1 }
        return index
    }

    // MARK: - URLs, e-mail addresses, file names

    /// The run of address characters (`[A-Za-z0-9._+-]`, see `CodeUnit.isAddressCharacter`) at
    /// `start`: whether it holds a period, and the unit that ends it (0 when the text ends first).
    ///
    /// A cheap filter before `url(at:)`, `email(at:)` and `dottedName(at:)`, which only match where
    /// it allows: a URL starts with `www.` (a period) or a scheme and `:` (the run stops at the
    /// colon), an e-mail address with a local part and `@` (the run stops at the `@`), a dotted
    /// name holds a period. Most words ("Couldn't", "Save") rule out all three. Like
    /// `dottedName(at:)`, the run is looked at over 255 units at most (and then ends with 0):
    /// longer than a scheme (32) or a local part (64), so only the period still matters.
    func addressRun(at start: Int) -> (hasPeriod: Bool, stop: UInt16) {
        let limit = min(units.count, start + 255)
        var hasPeriod = false
        var index = start
        while index < limit {
            let unit = units[index]
            guard CodeUnit.isAddressCharacter(unit) else { return (hasPeriod, unit) }
            if unit == CodeUnit.period { hasPeriod = true }
            index += 1
        }
        return (hasPeriod, 0)
    }

    /// `https://…`, `www.…`; trailing sentence punctuation is not part of the URL.
    func url(at start: Int) -> Int? {
        var index = start
        let schemeLimit = min(units.count, start + 32)
        while index < schemeLimit, CodeUnit.isSchemeCharacter(units[index]) { index += 1 }
        let hasScheme =
            index > start && index + 2 < units.count && units[index] == CodeUnit.colon
            && units[index + 1] == CodeUnit.slash && units[index + 2] == CodeUnit.slash
        let hasWWW = matches("www.", at: start) || matches("WWW.", at: start)
        guard hasScheme || hasWWW else { return nil }
        var end = hasScheme ? index + 3 : start + 4
        while end < units.count, CodeUnit.isURLCharacter(units[end]) { end += 1 }
        end = trimmingTrailingPunctuation(start..<end)
        return end > start + (hasScheme ? index - start + 3 : 4) ? end : nil
    }

    /// `name@example.com`.
    func email(at start: Int) -> Int? {
        var index = start
        let localLimit = min(units.count, start + 64)
        while index < localLimit, CodeUnit.isEmailLocal(units[index]) { index += 1 }
        guard index > start, index < units.count, units[index] == CodeUnit.at else { return nil }
        var end = index + 1
        var dots = 0
        let domainLimit = min(units.count, end + 255)
        while end < domainLimit,
            CodeUnit.isASCIIAlphanumeric(units[end]) || units[end] == CodeUnit.hyphen
                || units[end] == CodeUnit.period
        {
            if units[end] == CodeUnit.period { dots += 1 }
            end += 1
        }
        end = trimmingTrailingPunctuation(index + 1..<end)
        guard dots > 0, end > index + 1, units[end - 1] != CodeUnit.period else { return nil }
        return end
    }

    /// `Notes.txt`, `Archive.tar.gz`, `apple.com`, `support.apple.com/en-us`: a name, a period and
    /// a known file extension or domain ending, not followed by more letters.
    func dottedName(at start: Int) -> (OpaqueKind, Int)? {
        var index = start
        var lastDot: Int?
        // Scans are bounded so that a long run of "a.a.a…" stays linear.
        let limit = min(units.count, start + 255)
        while index < limit {
            let unit = units[index]
            if CodeUnit.isASCIIAlphanumeric(unit) || unit == CodeUnit.underscore || unit == CodeUnit.hyphen {
                index += 1
            } else if unit == CodeUnit.period, index + 1 < units.count, CodeUnit.isASCIIAlphanumeric(units[index + 1]),
                index > start, CodeUnit.isASCIIAlphanumeric(units[index - 1]) || units[index - 1] == CodeUnit.underscore
            {
                lastDot = index
                index += 1
            } else {
                break
            }
        }
        guard let dot = lastDot, index < limit || limit == units.count else { return nil }
        // Letters beyond ASCII continue a word: not a file name.
        if index < units.count, units[index] >= 0x80, isLetter(at: index) { return nil }
        guard let ext = asciiLowercased(dot + 1..<index) else { return nil }
        if TextVocabulary.domainEndings.contains(ext) {
            var end = index
            if end < units.count, units[end] == CodeUnit.slash {
                while end < units.count, CodeUnit.isURLCharacter(units[end]) { end += 1 }
                end = trimmingTrailingPunctuation(start..<end)
            }
            return (.url, end)
        }
        if TextVocabulary.fileExtensions.contains(ext) {
            // One letter, a period, one letter and a period is a dotted abbreviation ("5 p.m.
            // today", "9 a.m."), not a file with a one-letter extension: its periods are left to
            // the sentence splitter, which reads the chain as an abbreviation.
            if dot == start + 1, index == dot + 2, index < units.count, units[index] == CodeUnit.period {
                return nil
            }
            return (.fileName, index)
        }
        return nil
    }

    func trimmingTrailingPunctuation(_ range: Range<Int>) -> Int {
        var end = range.upperBound
        while end > range.lowerBound, CodeUnit.isTrailingURLPunctuation(units[end - 1]) { end -= 1 }
        return end
    }

    // MARK: - Words

    /// The end of the word at `start` (an ASCII letter) when it is ASCII letters and digits, with
    /// inner apostrophes before a letter ("couldn't"), followed by the end of the text, by a
    /// sentence's period (one before white space or the end), or by an ASCII unit that continues
    /// neither a word nor an address (white space, `,`, `!`, `?`, `)`…): then no URL, e-mail
    /// address or dotted name starts there (see `addressRun(at:)`: a URL, an address or a name
    /// has more after its period) and `word(at:)` ends at the same place. Nil sends every other
    /// word through the full scanners.
    func plainWordEnd(at start: Int) -> Int? { plainWord(at: start, hashing: false)?.end }

    /// ``plainWordEnd(at:)`` and, when `hashing`, the hash of the word's folded bytes
    /// (``WordIndex/hash(_:)``), taken as the scan reads them: a plain word's units are ASCII
    /// letters, digits and apostrophes, each folded by setting bit 5 (`A` → `a`; digits and `'`
    /// have it set). Without `hashing` the hash is the offset basis.
    @inline(__always)
    func plainWord(at start: Int, hashing: Bool) -> (end: Int, hash: UInt64)? {
        var hash = WordIndex.hashBasis
        if hashing { hash = WordIndex.hash(hash, adding: units[start] | 0x20) }
        var end = start + 1
        while true {
            while end < units.count, CodeUnit.isASCIIAlphanumeric(units[end]) {
                if hashing { hash = WordIndex.hash(hash, adding: units[end] | 0x20) }
                end += 1
            }
            guard end < units.count else { return (end, hash) }
            let next = units[end]
            let following = end + 1 < units.count ? units[end + 1] : nil
            if next == CodeUnit.straightSingleQuote, let following, CodeUnit.isASCIILetter(following) {
                if hashing { hash = WordIndex.hash(WordIndex.hash(hash, adding: next), adding: following | 0x20) }
                end += 2
                continue
            }
            if next == CodeUnit.period, following.map(CodeUnit.isWhitespace) ?? true { return (end, hash) }
            guard next < 0x80, !CodeUnit.isAddressCharacter(next), next != CodeUnit.colon, next != CodeUnit.at,
                next != CodeUnit.straightSingleQuote
            else { return nil }
            return (end, hash)
        }
    }

    /// Letters (with combining marks), inner digits, inner apostrophes and hyphens followed by a
    /// letter: `couldn't`, `Couldn’t`, `Wi-Fi`, `Built-in`, `iPhone`, `MP3`, `café`.
    func word(at start: Int) -> Int? {
        guard isLetter(at: start) else { return nil }
        var index = start + scalarWidth(at: start)
        while index < units.count {
            let unit = units[index]
            if unit < 0x80 {
                // ASCII: the same rules as below, without looking up scalar properties.
                if CodeUnit.isASCIIAlphanumeric(unit) {
                    index += 1
                } else if unit == CodeUnit.straightSingleQuote || unit == CodeUnit.hyphen, index + 1 < units.count,
                    isLetter(at: index + 1) || unit == CodeUnit.hyphen && CodeUnit.isDigit(units[index + 1])
                {
                    index += 1
                } else {
                    break
                }
            } else if isLetter(at: index) || isMark(at: index) {
                index += scalarWidth(at: index)
            } else if CodeUnit.isApostrophe(unit) || CodeUnit.isHyphen(unit), index + 1 < units.count,
                isLetter(at: index + 1) || CodeUnit.isHyphen(unit) && CodeUnit.isDigit(units[index + 1])
            {
                index += 1
            } else {
                break
            }
        }
        return index
    }

    /// One punctuation or symbol scalar with the marks, joiners and selectors that extend it
    /// (an emoji sequence stays one token).
    func punctuationEnd(at start: Int) -> Int {
        // An ASCII symbol followed by ASCII (or nothing) has no joiner, selector or mark to take.
        if units[start] < 0x80, start + 1 == units.count || units[start + 1] < 0x80 { return start + 1 }
        var index = start + scalarWidth(at: start)
        let first = scalar(at: start)
        var regionalIndicators = (0x1F1E6...0x1F1FF).contains(first.value) ? 1 : 0
        while index < units.count {
            let next = scalar(at: index)
            if next.value == 0x200D {
                // Zero-width joiner: the joined scalar belongs to the sequence.
                index += scalarWidth(at: index)
                if index < units.count { index += scalarWidth(at: index) }
            } else if next.properties.isVariationSelector || next.properties.isEmojiModifier
                || next.properties.generalCategory == .nonspacingMark
                || next.properties.generalCategory == .enclosingMark || (0xE0020...0xE007F).contains(next.value)
            {
                index += scalarWidth(at: index)
            } else if (0x1F1E6...0x1F1FF).contains(next.value), regionalIndicators == 1 {
                regionalIndicators += 1
                index += scalarWidth(at: index)
            } else {
                break
            }
        }
        return index
    }

    // MARK: - Scalars

    func scalarWidth(at index: Int) -> Int {
        let unit = units[index]
        if UTF16.isLeadSurrogate(unit), index + 1 < units.count, UTF16.isTrailSurrogate(units[index + 1]) { return 2 }
        return 1
    }

    func scalar(at index: Int) -> Unicode.Scalar {
        let unit = units[index]
        if scalarWidth(at: index) == 2 {
            let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(units[index + 1]) - 0xDC00)
            return Unicode.Scalar(value) ?? "\u{FFFD}"
        }
        return Unicode.Scalar(unit) ?? "\u{FFFD}"
    }

    func isLetter(at index: Int) -> Bool {
        let unit = units[index]
        if unit < 0x80 { return CodeUnit.isASCIILetter(unit) }
        return scalar(at: index).properties.isAlphabetic
    }

    func isMark(at index: Int) -> Bool {
        let unit = units[index]
        if unit < 0x300 { return false }
        switch scalar(at: index).properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return unit == 0x200D || unit == 0x200C
        }
    }

    func digits(from index: Int) -> Int? {
        var end = index
        while end < units.count, CodeUnit.isDigit(units[end]) { end += 1 }
        return end > index ? end : nil
    }

    func matches(_ ascii: StaticString, at index: Int) -> Bool {
        let count = ascii.utf8CodeUnitCount
        guard index + count <= units.count else { return false }
        return ascii.withUTF8Buffer { buffer in
            for offset in 0..<count where units[index + offset] != UInt16(buffer[offset]) { return false }
            return true
        }
    }

    /// The ASCII text of a range, lower-cased; nil when it holds anything else.
    func asciiLowercased(_ range: Range<Int>) -> String? {
        guard !range.isEmpty, range.count <= 12 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(range.count)
        for index in range {
            let unit = units[index]
            guard CodeUnit.isASCIIAlphanumeric(unit) else { return nil }
            bytes.append(UInt8(unit) | (CodeUnit.isASCIILetter(unit) ? 0x20 : 0))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// UTF-16 code unit classes the tokenizer needs.
enum CodeUnit {
    static let space = UInt16(UInt8(ascii: " "))
    static let newline = UInt16(UInt8(ascii: "\n"))
    static let carriageReturn = UInt16(UInt8(ascii: "\r"))
    static let percent = UInt16(UInt8(ascii: "%"))
    static let dollar = UInt16(UInt8(ascii: "$"))
    static let hash = UInt16(UInt8(ascii: "#"))
    static let backslash = UInt16(UInt8(ascii: "\\"))
    static let backtick = UInt16(UInt8(ascii: "`"))
    static let openParenthesis = UInt16(UInt8(ascii: "("))
    static let closeParenthesis = UInt16(UInt8(ascii: ")"))
    static let at = UInt16(UInt8(ascii: "@"))
    static let asterisk = UInt16(UInt8(ascii: "*"))
    static let period = UInt16(UInt8(ascii: "."))
    static let comma = UInt16(UInt8(ascii: ","))
    static let colon = UInt16(UInt8(ascii: ":"))
    static let slash = UInt16(UInt8(ascii: "/"))
    static let hyphen = UInt16(UInt8(ascii: "-"))
    static let underscore = UInt16(UInt8(ascii: "_"))
    static let openBrace = UInt16(UInt8(ascii: "{"))
    static let closeBrace = UInt16(UInt8(ascii: "}"))
    static let straightDoubleQuote = UInt16(UInt8(ascii: "\""))
    static let straightSingleQuote = UInt16(UInt8(ascii: "'"))
    static let leftSingleQuote: UInt16 = 0x2018
    static let rightSingleQuote: UInt16 = 0x2019
    static let leftDoubleQuote: UInt16 = 0x201C
    static let rightDoubleQuote: UInt16 = 0x201D

    static func isWhitespace(_ unit: UInt16) -> Bool {
        // Printable ASCII (most units) first, in one test.
        if unit > 0x20 && unit < 0x85 { return false }
        switch unit {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000:
            return true
        default: return false
        }
    }

    static func isDigit(_ unit: UInt16) -> Bool { unit >= 0x30 && unit <= 0x39 }

    static func isASCIILetter(_ unit: UInt16) -> Bool { (unit | 0x20) >= 0x61 && (unit | 0x20) <= 0x7A }

    /// Letters (most units of a text) are tested first.
    static func isASCIIAlphanumeric(_ unit: UInt16) -> Bool { isASCIILetter(unit) || isDigit(unit) }

    static func isIdentifier(_ unit: UInt16) -> Bool { isASCIIAlphanumeric(unit) || unit == underscore }

    static func isPlaceholderName(_ unit: UInt16) -> Bool {
        isIdentifier(unit) || unit == period || unit == hyphen || unit == colon
    }

    static func isApostrophe(_ unit: UInt16) -> Bool { unit == straightSingleQuote || unit == rightSingleQuote }

    static func isHyphen(_ unit: UInt16) -> Bool { unit == hyphen || unit == 0x2010 || unit == 0x2011 }

    static func isCurrency(_ unit: UInt16) -> Bool {
        unit == dollar || unit == 0xA3 || unit == 0xA5 || unit == 0x20AC || unit == 0x20B9 || unit == 0x20A9
    }

    static func isFormatFlag(_ unit: UInt16) -> Bool {
        unit == hyphen || unit == UInt16(UInt8(ascii: "+")) || unit == space || unit == UInt16(UInt8(ascii: "0"))
            || unit == hash || unit == straightSingleQuote
    }

    static func isLengthModifier(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x68, 0x6C, 0x71, 0x4C, 0x7A, 0x74, 0x6A: return true  // h l q L z t j
        default: return false
        }
    }

    /// `@dDiuUxXoOfFeEgGcCsSpaAn%`
    static func isConversion(_ unit: UInt16) -> Bool {
        switch unit {
        case at, percent: return true
        case 0x64, 0x44, 0x69, 0x75, 0x55, 0x78, 0x58, 0x6F, 0x4F, 0x66, 0x46, 0x65, 0x45, 0x67, 0x47, 0x63, 0x43,
            0x73, 0x53, 0x70, 0x61, 0x41, 0x6E:
            return true
        default: return false
        }
    }

    static func isQuote(_ unit: UInt16) -> Bool { closingQuote(for: unit) != nil }

    /// `:` `;`: the eyes of an emoticon.
    static func isEmoticonEyes(_ unit: UInt16) -> Bool { unit == colon || unit == 0x3B }

    /// `)` `(` `]` `[` `D` `P` `p` `/` `\` `|` `O` `o` `3` `*`: an emoticon's mouth.
    static func isEmoticonMouth(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x29, 0x28, 0x5D, 0x5B, 0x44, 0x50, 0x70, 0x2F, 0x5C, 0x7C, 0x4F, 0x6F, 0x33, 0x2A: return true
        default: return false
        }
    }

    /// `.` `,` `!` `?`: marks that may follow an emoticon.
    static func endsEmoticon(_ unit: UInt16) -> Bool {
        unit == period || unit == comma || unit == 0x21 || unit == 0x3F
    }

    /// `.` `,` `!` `?` `;` `:` `(` `)`: marks that start no token but punctuation (no number,
    /// specifier, placeholder, quote, tag or address begins with one).
    static func isSentencePunctuation(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x2E, 0x2C, 0x21, 0x3F, 0x3B, 0x3A, 0x28, 0x29: return true
        default: return false
        }
    }

    static func closingQuote(for unit: UInt16) -> UInt16? {
        switch unit {
        case leftDoubleQuote: return rightDoubleQuote
        case 0x201E: return leftDoubleQuote  // „…“
        case leftSingleQuote: return rightSingleQuote
        case 0xAB: return 0xBB  // «…»
        case 0x300C: return 0x300D  // 「…」
        case straightDoubleQuote: return straightDoubleQuote
        case straightSingleQuote: return straightSingleQuote
        case backtick: return backtick
        default: return nil
        }
    }

    static func isOpening(_ unit: UInt16) -> Bool {
        unit == UInt16(UInt8(ascii: "(")) || unit == UInt16(UInt8(ascii: "[")) || unit == openBrace
            || unit == leftDoubleQuote || unit == leftSingleQuote || unit == 0xAB || unit == 0x2014 || unit == 0x2013
            || unit == slash
    }

    static func isSchemeCharacter(_ unit: UInt16) -> Bool {
        isASCIIAlphanumeric(unit) || unit == UInt16(UInt8(ascii: "+")) || unit == period || unit == hyphen
    }

    static func isURLCharacter(_ unit: UInt16) -> Bool {
        guard unit > 0x20, unit < 0x7F else { return false }
        switch unit {
        case straightDoubleQuote, UInt16(UInt8(ascii: "<")), UInt16(UInt8(ascii: ">")), UInt16(UInt8(ascii: "`")):
            return false
        default: return true
        }
    }

    static func isTrailingURLPunctuation(_ unit: UInt16) -> Bool {
        switch unit {
        case period, comma, colon, UInt16(UInt8(ascii: ";")), UInt16(UInt8(ascii: "!")), UInt16(UInt8(ascii: "?")),
            UInt16(UInt8(ascii: ")")), straightSingleQuote:
            return true
        default: return false
        }
    }

    /// What URLs (scheme and `www.`), e-mail addresses and dotted names are made of before their
    /// first `:`, `@` or `/`: letters, digits, `.`, `_`, `+` and `-`.
    static func isAddressCharacter(_ unit: UInt16) -> Bool {
        isASCIIAlphanumeric(unit) || unit == period || unit == underscore || unit == hyphen
            || unit == UInt16(UInt8(ascii: "+"))
    }

    /// The local part of an e-mail address is made of any address character.
    static func isEmailLocal(_ unit: UInt16) -> Bool { isAddressCharacter(unit) }
}

/// Closed vocabularies the tokenizer recognizes without a lexicon.
enum TextVocabulary {
    /// File extensions that make `Name.ext` a file name.
    static let fileExtensions: Set<String> = [
        "txt", "rtf", "md", "pdf", "doc", "docx", "xls", "xlsx", "ppt", "pptx", "pages", "numbers", "key", "csv",
        "json", "xml", "plist", "html", "htm", "css", "js", "swift", "h", "m", "c", "py", "zip", "gz", "tar", "dmg",
        "pkg", "ipa", "app", "png", "jpg", "jpeg", "heic", "heif", "gif", "tiff", "tif", "bmp", "svg", "webp", "raw",
        "mov", "mp4", "m4v", "avi", "mkv", "mp3", "m4a", "aac", "wav", "aiff", "flac", "gpx", "kml", "ics", "vcf",
        "epub", "ibooks", "dwg", "dxf", "psd", "ai", "sketch", "fig", "log", "db", "sqlite", "strings",
        "xcstrings", "stringsdict", "ttf", "otf", "ovpn", "mobileconfig", "shortcut", "usdz", "obj", "stl", "yml",
        "yaml", "toml", "ini", "cfg", "conf", "bak", "tmp", "iso", "img", "exe", "apk", "odt", "ods",
    ]
    /// Endings that make `name.ending` a web address.
    static let domainEndings: Set<String> = [
        "com", "org", "net", "io", "dev", "edu", "gov", "co", "uk", "de", "fr", "jp", "cn", "ca", "au", "us", "eu",
        "info", "biz", "me", "tv", "ly", "gg",
    ]
}
