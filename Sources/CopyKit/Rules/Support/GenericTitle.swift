/// Recognizes titles that convey nothing and proposes what replaces them.
enum GenericTitle {
    /// Whether the title conveys nothing: a phrase of the generic-titles lexicon, a single word,
    /// or only generic words and numbers ("Error 329347 occurred", "An Unknown Error Occurred").
    static func isGeneric(_ title: AnalyzedText, lexicon: Lexicon) -> Bool {
        var words = 0
        var numbers = 0
        var firstWord = 0
        for (index, token) in title.tokens.enumerated() {
            switch token.kind {
            case .word:
                if words == 0 { firstWord = index }
                words += 1
            case .number: numbers += 1
            case .opaque: return false
            case .punctuation, .whitespace: continue
            }
        }
        if words == 0 { return numbers > 0 }
        // The reading knows each word's lists: a bit test a word, no look-up.
        let known = title.reading(lexicon).known
        // The phrase of one word is that word, which the reading has looked up.
        let phrase = words == 1 ? known[firstWord] : phrase(of: title, lexicon: lexicon)
        if phrase.lists & (LexiconList.genericTitles.bit | LexiconList.interjections.bit) != 0 {
            return true
        }
        if words == 1 && numbers == 0 {
            // "Unsubscribe?", "Quit?": a verb asked about names the action being confirmed.
            let asksAboutAVerb =
                TrailingPunctuation(title).finalMark == "?"
                && lexicon.verbKinds(of: known[firstWord]).contains(.base)
            return !asksAboutAVerb
        }
        return title.tokens.indices.allSatisfy {
            title.tokens[$0].kind != .word
                || known[$0].lists & (LexiconList.genericTitleWords.bit | LexiconList.interjections.bit) != 0
        }
    }

    /// Whether the text is only an interjection ("Whoops!", "Uh-oh"): tone-oblique and
    /// title-generic own it, and recasing or repunctuating it helps no one.
    static func isInterjection(_ text: AnalyzedText, lexicon: Lexicon) -> Bool {
        // One pass: whether each word is an interjection by itself (as the text's reading knows
        // it); the words joined as a phrase only when one is not.
        let known = text.reading(lexicon).known
        var words = 0
        var everyWordIsOne = true
        for (index, token) in text.tokens.enumerated() {
            switch token.kind {
            case .number, .opaque: return false
            case .word:
                words += 1
                if everyWordIsOne, !known[index].isIn(.interjections) { everyWordIsOne = false }
            case .punctuation, .whitespace: continue
            }
        }
        guard words > 0 else { return false }
        if everyWordIsOne { return true }
        // One word that is not an interjection is not one as a phrase of one word either.
        guard words > 1 else { return false }
        return phrase(of: text, lexicon: lexicon).isIn(.interjections)
    }

    /// What the lexicon knows of the text's words, folded, joined by single spaces (as
    /// ``Lexicon/phrase(folded:)`` reads them), read from a scratch buffer: no array of words
    /// and no joined `String` is built.
    private static func phrase(of text: AnalyzedText, lexicon: Lexicon) -> LexiconWord {
        var count = -1
        for (index, token) in text.tokens.enumerated() where token.kind == .word {
            count += text.folded[index].utf8.count + 1
        }
        guard count > 0 else { return lexicon.word(folded: "") }
        let id = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { buffer -> Int32? in
            var position = 0
            var isFirst = true
            for (index, token) in text.tokens.enumerated() where token.kind == .word {
                if !isFirst {
                    buffer[position] = 0x20
                    position += 1
                }
                isFirst = false
                let word = text.folded[index].utf8
                // The word's bytes in one copy when the string holds them contiguously.
                if let count = word.withContiguousStorageIfAvailable({ bytes -> Int in
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[position..<(position + bytes.count)])
                        .initialize(fromContentsOf: bytes)
                    return bytes.count
                }) {
                    position += count
                } else {
                    for byte in word {
                        buffer[position] = byte
                        position += 1
                    }
                }
            }
            return lexicon.table.id(bytes: UnsafeBufferPointer(buffer))
        }
        guard let id else { return .unknown }
        return LexiconWord(id: id, lists: lexicon.table.lists[Int(id)])
    }

    /// The fixes for a title that should go: a title built from the message and, in iphoneos3
    /// (which allows a message without a title), dropping the title — first when the edition
    /// says so, i.e. when there is a message.
    static func replacementFixes(for alert: AnalyzedAlert, in context: RuleContext) -> [Fix] {
        guard let message = alert.message, message.lastNonSpaceIndex != nil else { return [] }
        // A generic question ("Are you sure?") asks to confirm an action: its message tells the
        // consequence, and a title built from that would state it as if it had happened.
        if let title = alert.title, TrailingPunctuation(title).finalMark == "?" { return [] }
        var fixes: [Fix] = []
        let avoidPronouns = PronounGuidance.applies(to: context.profile)
        let built = message.memo.titleFromMessage(engine: context.engineIdentity, avoidPronouns: avoidPronouns) {
            TitleRewriter(context: context).title(fromMessage: message, avoidPronouns: avoidPronouns)
        }
        if let title = built, title != alert.alert.title {
            fixes.append(
                Fix(
                    field: .title, change: .replacement(title), safety: .suggested,
                    summary: "Use a title that describes the situation"))
        }
        if context.profile == .iphoneos3 {
            fixes.insert(
                Fix(
                    field: .title, change: .replacement(nil), safety: .suggested,
                    summary: "Remove the title and keep the message"),
                at: 0)
        }
        return fixes
    }
}

/// Which editions ask to avoid "you, your, me, and my".
enum PronounGuidance {
    static func applies(to profile: Profile) -> Bool {
        profile == .ios7 || profile == .tvos || profile == .ios2011
    }
}
