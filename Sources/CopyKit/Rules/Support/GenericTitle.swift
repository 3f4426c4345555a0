/// Recognizes titles that convey nothing and proposes what replaces them.
enum GenericTitle {
    /// Whether the title conveys nothing: a phrase of the generic-titles lexicon, a single word,
    /// or only generic words and numbers ("Error 329347 occurred", "An Unknown Error Occurred").
    static func isGeneric(_ title: AnalyzedText, lexicon: Lexicon) -> Bool {
        verdict(on: title, lexicon: lexicon).isGeneric
    }

    /// Whether the text is only an interjection ("Whoops!", "Uh-oh"): tone-oblique and
    /// title-generic own it, and recasing or repunctuating it helps no one.
    static func isInterjection(_ text: AnalyzedText, lexicon: Lexicon) -> Bool {
        verdict(on: text, lexicon: lexicon).isInterjection
    }

    /// What title-generic, title-case and title-punctuation ask of a title, answered together
    /// in one pass over its tokens, the words joined as a phrase at most once.
    struct Verdict: Sendable {
        /// See ``GenericTitle/isGeneric(_:lexicon:)``.
        let isGeneric: Bool
        /// See ``GenericTitle/isInterjection(_:lexicon:)``.
        let isInterjection: Bool
    }

    /// The text's verdict, found once per text and lexicon: the rules that ask share it.
    static func verdict(on text: AnalyzedText, lexicon: Lexicon) -> Verdict {
        text.memo.genericTitleVerdict(lexicon: lexicon) { computeVerdict(on: text, lexicon: lexicon) }
    }

    private static func computeVerdict(on text: AnalyzedText, lexicon: Lexicon) -> Verdict {
        // The reading knows each word's lists: a bit test a word, no look-up.
        let known = text.reading(lexicon).known
        let interjection = LexiconList.interjections.bit
        let genericWord = LexiconList.genericTitleWords.bit | interjection
        let phraseWords = Self.phraseWords.value(for: lexicon)
        var words = 0
        var numbers = 0
        var firstWord = 0
        var hasOpaque = false
        var everyWordIsInterjection = true
        var everyWordIsGeneric = true
        var everyWordMayBeInAPhrase = true
        for (index, token) in text.tokens.enumerated() {
            switch token.kind {
            case .word:
                if words == 0 { firstWord = index }
                words += 1
                let lists = known[index].lists
                if lists & interjection == 0 { everyWordIsInterjection = false }
                if lists & genericWord == 0 { everyWordIsGeneric = false }
                if !phraseWords.mayHold(known[index]) { everyWordMayBeInAPhrase = false }
            case .number: numbers += 1
            case .opaque: hasOpaque = true
            case .punctuation, .whitespace: continue
            }
        }
        // Which of the two lists hold the words as a phrase: the phrase of one word is that
        // word, which the reading has looked up; words are joined and looked up only when their
        // first word starts an entry of either list and every word is a word of some entry.
        let phraseLists: UInt64
        if hasOpaque || words == 0 {
            phraseLists = 0
        } else if words == 1 {
            phraseLists = known[firstWord].lists & phraseMask
        } else if everyWordMayBeInAPhrase, phraseStarts.value(for: lexicon).mayStart(known[firstWord]) {
            phraseLists = phrase(of: text, lexicon: lexicon).lists & phraseMask
        } else {
            phraseLists = 0
        }
        let isGeneric: Bool
        if hasOpaque {
            isGeneric = false
        } else if words == 0 {
            isGeneric = numbers > 0
        } else if phraseLists != 0 {
            isGeneric = true
        } else if words == 1 && numbers == 0 {
            // "Unsubscribe?", "Quit?": a verb asked about names the action being confirmed.
            let asksAboutAVerb =
                TrailingPunctuation.of(text).finalMark == "?"
                && lexicon.verbKinds(of: known[firstWord]).contains(.base)
            isGeneric = !asksAboutAVerb
        } else {
            isGeneric = everyWordIsGeneric
        }
        // An interjection holds words only; one word that is not one is not one as a phrase of
        // one word either.
        let isInterjection =
            !hasOpaque && numbers == 0 && words > 0
            && (everyWordIsInterjection || (words > 1 && phraseLists & interjection != 0))
        return Verdict(isGeneric: isGeneric, isInterjection: isInterjection)
    }

    /// The lists a title is read against as a phrase.
    private static let phraseMask = LexiconList.genericTitles.bit | LexiconList.interjections.bit

    /// The first words of the lists' multi-word entries, per lexicon.
    private static let phraseStarts = LexiconDerived<PhraseStarts> { lexicon, _ in
        PhraseStarts(lexicon: lexicon, entriesOfLists: phraseMask)
    }

    /// The words of the lists' multi-word entries, per lexicon.
    private static let phraseWords = LexiconDerived<PhraseWords> { lexicon, _ in
        PhraseWords(lexicon: lexicon, entriesOfLists: phraseMask)
    }

    /// Every word of the multi-word entries of some lists, as a bit per word of the lexicon's
    /// word table: a text with a word whose bit is clear is none of those entries, told without
    /// joining its words or looking the phrase up.
    struct PhraseWords: Sendable {
        private let words: WordIDBits

        /// The words of the multi-word entries in any of the lists of `mask` (``LexiconList/bit``s).
        init(lexicon: Lexicon, entriesOfLists mask: UInt64) {
            let table = lexicon.table
            var entryWords: [LexiconWord] = []
            for id in table.lists.indices where table.lists[id] & mask != 0 {
                let entry = table.word(Int32(id))
                guard entry.utf8.contains(0x20) else { continue }
                for part in entry.utf8.split(separator: 0x20) {
                    entryWords.append(lexicon.word(folded: Substring(part)))
                }
            }
            words = WordIDBits(lexicon: lexicon, words: entryWords)
        }

        /// Whether a word already looked up may be a word of one of the entries.
        @inline(__always)
        func mayHold(_ word: LexiconWord) -> Bool { words.mayHold(word) }
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
    /// says so, i.e. when there is a message. None when the output shows no fixes.
    static func replacementFixes(for alert: AnalyzedAlert, in context: RuleContext) -> [Fix] {
        guard alert.wantsFixes, let message = alert.message, message.lastNonSpaceIndex != nil else { return [] }
        // A generic question ("Are you sure?") asks to confirm an action: its message tells the
        // consequence, and a title built from that would state it as if it had happened.
        if let title = alert.title, TrailingPunctuation.of(title).finalMark == "?" { return [] }
        let avoidPronouns = PronounGuidance.applies(to: context.profile)
        let built = message.memo.titleFromMessage(engine: context.engineIdentity, avoidPronouns: avoidPronouns) {
            TitleRewriter(context: context).title(fromMessage: message, avoidPronouns: avoidPronouns)
        }
        var replacement: Fix?
        if let title = built, title != alert.alert.title {
            replacement = Fix(
                field: .title, change: .replacement(title), safety: .suggested,
                summary: "Use a title that describes the situation")
        }
        // The array made once, at its size.
        guard context.profile == .iphoneos3 else { return replacement.map { [$0] } ?? [] }
        let removal = Fix(
            field: .title, change: .replacement(nil), safety: .suggested,
            summary: "Remove the title and keep the message")
        return replacement.map { [removal, $0] } ?? [removal]
    }
}

/// Which editions ask to avoid "you, your, me, and my".
enum PronounGuidance {
    static func applies(to profile: Profile) -> Bool {
        profile == .ios7 || profile == .tvos || profile == .ios2011
    }
}
