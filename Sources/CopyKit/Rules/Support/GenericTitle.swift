/// Recognizes titles that convey nothing and proposes what replaces them.
enum GenericTitle {
    /// Whether the title conveys nothing: a phrase of the generic-titles lexicon, a single word,
    /// or only generic words and numbers ("Error 329347 occurred", "An Unknown Error Occurred").
    static func isGeneric(_ title: AnalyzedText, lexicon: Lexicon) -> Bool {
        var words: [String] = []
        var numbers = 0
        for (index, token) in title.tokens.enumerated() {
            switch token.kind {
            case .word: words.append(title.normalizedWord(at: index))
            case .number: numbers += 1
            case .opaque: return false
            case .punctuation, .whitespace: continue
            }
        }
        if words.isEmpty { return numbers > 0 }
        // The words are folded already: looked up as they are.
        if lexicon.phrase(folded: words).lists & (LexiconList.genericTitles.bit | LexiconList.interjections.bit) != 0 {
            return true
        }
        if words.count == 1 && numbers == 0 {
            // "Unsubscribe?", "Quit?": a verb asked about names the action being confirmed.
            let asksAboutAVerb =
                TrailingPunctuation(title).finalMark == "?"
                && (lexicon.verbForm(of: words[0])?.kinds.contains(.base) ?? false)
            return !asksAboutAVerb
        }
        return words.allSatisfy {
            lexicon.word(folded: $0).lists & (LexiconList.genericTitleWords.bit | LexiconList.interjections.bit) != 0
        }
    }

    /// Whether the text is only an interjection ("Whoops!", "Uh-oh"): tone-oblique and
    /// title-generic own it, and recasing or repunctuating it helps no one.
    static func isInterjection(_ text: AnalyzedText, lexicon: Lexicon) -> Bool {
        // One pass: whether each word is an interjection by itself; the words joined as a phrase
        // only when one is not. The words are folded already: looked up as they are.
        var sawWord = false
        var everyWordIsOne = true
        for (index, token) in text.tokens.enumerated() {
            switch token.kind {
            case .number, .opaque: return false
            case .word:
                sawWord = true
                if everyWordIsOne, !lexicon.contains(folded: text.normalizedWord(at: index), in: .interjections) {
                    everyWordIsOne = false
                }
            case .punctuation, .whitespace: continue
            }
        }
        guard sawWord else { return false }
        if everyWordIsOne { return true }
        let words = text.tokens.indices.filter { text.tokens[$0].kind == .word }.map { text.normalizedWord(at: $0) }
        return lexicon.phrase(folded: words).isIn(.interjections)
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
