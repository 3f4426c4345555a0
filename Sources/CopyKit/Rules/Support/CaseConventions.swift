/// The capitalization a text should use.
enum CaseStyle: Sendable {
    /// Title-style capitalization ("Couldn't Save the File").
    case title
    /// Sentence-style capitalization ("The file couldn't be saved.").
    case sentence
}

/// How a title should end.
enum TitleEnding: Sendable {
    /// No ending period or colon (a fragment; in ios2011 also a single non-question sentence).
    case none
    /// Ending punctuation (a complete sentence, several sentences).
    case sentencePunctuation
    /// A question mark.
    case questionMark
}

/// What each edition asks of a title of a given kind (hig/: the title guidance of each edition).
enum TitleConventions {
    /// The capitalization and ending a title of this kind takes in this profile, or nil when the
    /// edition says nothing about title capitalization (iphoneos3).
    static func expectation(for kind: SentenceKind, profile: Profile) -> (style: CaseStyle, ending: TitleEnding)? {
        switch profile {
        case .iphoneos3:
            return nil
        case .current, .ios7, .tvos:
            switch kind {
            case .fragment: return (.title, .none)
            case .fragmentQuestion: return (.title, .questionMark)
            case .sentence, .multipleSentences: return (.sentence, .sentencePunctuation)
            case .sentenceQuestion: return (.sentence, .questionMark)
            }
        case .ios2011:
            switch kind {
            case .fragment, .sentence: return (.title, .none)
            case .fragmentQuestion, .sentenceQuestion: return (.sentence, .questionMark)
            case .multipleSentences: return (.sentence, .sentencePunctuation)
            }
        }
    }
}

/// The kind of a title as the title rules read it: the classifier's verdict, except that a
/// "sentence" with no auxiliary, no opening determiner and no ending period is read as a headline
/// fragment ("Image Saved", "New Replies to Your Post"), which is how Apple writes such titles,
/// unless a pronoun is its subject ("Something went wrong").
enum TitleKind {
    /// The kind of `title`, which the classifier found to be of kind `classified`.
    /// The words' lists are read from the title's reading (a bit test a word), and the second
    /// word's case from its units.
    static func of(_ title: AnalyzedText, classifiedAs classified: SentenceKind, lexicon: Lexicon) -> SentenceKind {
        guard classified == .sentenceQuestion || classified == .sentence else { return classified }
        let tokens = title.tokens
        let known = title.reading(lexicon).known
        // The token indices of the first two words, -1 where there is none.
        var firstWord = -1
        var secondWord = -1
        for index in tokens.indices where tokens[index].kind == .word {
            if firstWord < 0 {
                firstWord = index
            } else {
                secondWord = index
                break
            }
        }
        if classified == .sentenceQuestion {
            // A question is a sentence question when an auxiliary or a question word leads it
            // ("Are you sure…?", "Do you want…?"); "Save Changes?" is a verb-first fragment.
            guard firstWord >= 0, !known[firstWord].isIn(.auxiliaries), !known[firstWord].isIn(.questionWords)
            else { return .sentenceQuestion }
            return TrailingPunctuation.of(title).finalMark == "?" && title.sentences.count == 1
                && !known[firstWord].isIn(.headlineDeterminers)
                && !known[firstWord].isIn(.pronouns) ? .fragmentQuestion : .sentenceQuestion
        }
        if let mark = TrailingPunctuation.of(title).finalMark, mark == "." { return .sentence }
        // A pronoun subject makes a clause, not a headline: "Something went wrong". Written in
        // title style ("Something Went Wrong") it is the writer's headline, as before.
        if secondWord >= 0, known[firstWord].isIn(.pronouns) || known[firstWord].isIn(.pronounContractions),
            CaseEdits.startsLowercase(title.utf16[tokens[secondWord].range])
        {
            return .sentence
        }
        var sawWord = false
        for index in tokens.indices where tokens[index].kind == .word {
            if known[index].isIn(.auxiliaries) { return .sentence }
            if !sawWord && known[index].isIn(.headlineDeterminers) { return .sentence }
            sawWord = true
        }
        return .fragment
    }
}

/// Casing edits with one guard: sentence case lowers capitalized words only when the text
/// reads as written in title case (most later words capitalized), so names the lexicon does
/// not know ("Ask Alex Kim to share the album.") are left alone.
enum CaseEdits {
    /// The edits that put `text` in `style`, and whether any of them spells a name learned from
    /// the file rather than known to the lexicon (a fix a person should confirm).
    /// Computed once per text and text engine (several rules and fix rounds ask).
    static func edits(for text: AnalyzedText, style: CaseStyle, context: RuleContext) -> (
        edits: [TextEdit], spellsLearnedName: Bool
    ) {
        text.memo.caseEdits(engine: context.engineIdentity, style: style) {
            computeEdits(for: text, style: style, context: context)
        }
    }

    private static func computeEdits(for text: AnalyzedText, style: CaseStyle, context: RuleContext) -> (
        edits: [TextEdit], spellsLearnedName: Bool
    ) {
        switch style {
        case .title:
            return (context.titleCaser.edits(for: text), false)
        case .sentence:
            let casingEdits = context.sentenceCaser.casingEdits(for: text)
            guard !casingEdits.isEmpty else { return ([], false) }
            let edits = sentenceEdits(casingEdits, for: text, context: context)
            guard casingEdits.contains(where: \.spellsLearnedName) else { return (edits, false) }
            let learnedNameRanges = Set(casingEdits.filter(\.spellsLearnedName).map(\.edit.range.lowerBound))
            return (edits, edits.contains { learnedNameRanges.contains($0.range.lowerBound) })
        }
    }

    /// The sentence-case edits to keep: lowering capitals only when the text reads as title case.
    /// Each edit's word is read from its token: its lexicon entry from the text's reading, its
    /// case from its units. Which words are lowered is marked per token in temporary storage:
    /// no array is built unless the edits are cut down.
    private static func sentenceEdits(
        _ casingEdits: [SentenceCaser.CasingEdit], for text: AnalyzedText, context: RuleContext
    ) -> [TextEdit] {
        let tokens = text.tokens
        // Rare, and a set: a long text of such names is looked up in constant time per edit.
        let ampersandStarts = wordsJoinedByAmpersand(in: text)
        let ampersandNames: Set<Int> = ampersandStarts.isEmpty ? [] : Set(ampersandStarts)
        return withUnsafeTemporaryAllocation(of: Bool.self, capacity: tokens.count) { isLowered in
            isLowered.initialize(repeating: false)
            // The edits that lower a capital, marked by their words' tokens.
            var loweringCount = 0
            for casingEdit in casingEdits {
                let edit = casingEdit.edit
                if !ampersandNames.isEmpty, ampersandNames.contains(edit.range.lowerBound) { continue }
                if startsUppercase(text.utf16[edit.range]) && !startsUppercase(edit.replacement) {
                    isLowered[casingEdit.token] = true
                    loweringCount += 1
                }
            }
            let kept = { (casingEdit: SentenceCaser.CasingEdit) in
                ampersandNames.isEmpty || !ampersandNames.contains(casingEdit.edit.range.lowerBound)
            }
            guard loweringCount > 0 else { return casingEdits.compactMap { kept($0) ? $0.edit : nil } }
            guard
                readsAsTitleCase(
                    casingEdits, loweringCount: loweringCount, isLowered: UnsafeBufferPointer(isLowered), in: text,
                    lexicon: context.lexicon)
            else {
                // A capitalized function word after a lower-case word ("Bluetooth is Off") is
                // not part of a name: lowering it is always right. After a capitalized word it
                // may be ("Pal About", "Do Not Disturb"): it is kept.
                var raising: [TextEdit] = []
                var functionWords: [TextEdit] = []
                for casingEdit in casingEdits where kept(casingEdit) {
                    if !isLowered[casingEdit.token] {
                        raising.append(casingEdit.edit)
                    } else if isFunctionWordAfterLowercase(casingEdit.token, in: text, lexicon: context.lexicon) {
                        functionWords.append(casingEdit.edit)
                    }
                }
                return (raising + functionWords).sorted { $0.range.lowerBound < $1.range.lowerBound }
            }
            guard !ampersandNames.isEmpty else { return casingEdits.map(\.edit) }
            return casingEdits.compactMap { kept($0) ? $0.edit : nil }
        }
    }

    /// Whether the text whose lowered words are marked in `isLowered` (by token) reads as
    /// written in title case: enough later words lowered, and a capitalized function word or
    /// verb among them or no run of them that may be a name.
    private static func readsAsTitleCase(
        _ casingEdits: [SentenceCaser.CasingEdit], loweringCount: Int, isLowered: UnsafeBufferPointer<Bool>,
        in text: AnalyzedText, lexicon: Lexicon
    ) -> Bool {
        let tokens = text.tokens
        let known = text.reading(lexicon).known
        // Later words the caser may lower: capitalized words it keeps are names or acronyms.
        var laterWords = 0
        for sentence in text.sentences {
            var isFirstWord = true
            for index in sentence.tokens where tokens[index].kind == .word {
                if isFirstWord {
                    isFirstWord = false
                    continue
                }
                if startsUppercase(text.utf16[tokens[index].range]) && !isLowered[index] { continue }
                laterWords += 1
            }
        }
        let needed = max(1, Int((Double(laterWords) * 0.6).rounded(.up)))
        guard loweringCount >= needed else { return false }
        // Title case shows in a capitalized function word or verb ("Maps Will Be Removed");
        // capitalized nouns alone may be a name the lexicon does not know ("Welcome to
        // Pocket Chef Plus."), which sentence case must not lower.
        let showsTitleCase = casingEdits.contains { casingEdit in
            guard isLowered[casingEdit.token] else { return false }
            let word = known[casingEdit.token]
            guard !hasNameSpelling(word, lexicon: lexicon), !lexicon.ambiguousNames.contains(word) else { return false }
            return word.lists & functionWordListBits != 0 || lexicon.isVerbForm(word)
        }
        if showsTitleCase { return true }
        // Only a run of capitalized words can be such a name; a lone one ("Leave Game?") is
        // title case.
        var previousWordIsLowered = false
        for index in tokens.indices where tokens[index].kind == .word {
            if isLowered[index] && previousWordIsLowered { return false }
            previousWordIsLowered = isLowered[index]
        }
        return true
    }

    /// Whether the lowered word at token `token` is a function word (no name, acronym or
    /// ambiguous name) right after a word that starts lower-case.
    private static func isFunctionWordAfterLowercase(_ token: Int, in text: AnalyzedText, lexicon: Lexicon) -> Bool {
        let word = text.reading(lexicon).known[token]
        guard word.lists & functionWordListBits != 0, !hasNameSpelling(word, lexicon: lexicon),
            !hasAcronym(token, word, in: text, lexicon: lexicon), !lexicon.ambiguousNames.contains(word),
            let previous = text.tokens[..<token].lastIndex(where: { $0.kind != .whitespace }),
            text.tokens[previous].kind == .word
        else { return false }
        return startsLowercase(text.utf16[text.tokens[previous].range])
    }

    /// Whether the lexicon spells the word as a single-word proper name
    /// (``Lexicon/properName(of:)`` of its text is not nil).
    private static func hasNameSpelling(_ word: LexiconWord, lexicon: Lexicon) -> Bool {
        word.isKnown && lexicon.table.properNames[Int(word.id)] >= 0
    }

    /// ``Lexicon/acronym(of:)`` of the token's text is not nil: an ASCII word the lexicon spells
    /// no acronym by its folded form has none; any other is asked by its text.
    private static func hasAcronym(_ token: Int, _ word: LexiconWord, in text: AnalyzedText, lexicon: Lexicon)
        -> Bool
    {
        let range = text.tokens[token].range
        if !(word.isKnown && lexicon.table.acronyms[Int(word.id)] >= 0), text.utf16[range].allSatisfy({ $0 < 0x80 }) {
            return false
        }
        return lexicon.acronym(of: text.string(range)) != nil
    }

    /// The start offsets of capitalized words joined by "&" to another capitalized word ("Sync &
    /// Backup", "Privacy & Security"): such a pair is the name of a feature or a place in the
    /// app, which sentence case keeps.
    static func wordsJoinedByAmpersand(in text: AnalyzedText) -> [Int] {
        let tokens = text.tokens
        var starts: [Int] = []
        for index in tokens.indices where tokens[index].kind == .punctuation && tokens[index].range.count == 1 {
            guard text.utf16[tokens[index].range.lowerBound] == 0x26 else { continue }
            var before = index - 1
            while before >= 0, tokens[before].kind == .whitespace { before -= 1 }
            var after = index + 1
            while after < tokens.count, tokens[after].kind == .whitespace { after += 1 }
            guard before >= 0, after < tokens.count else { continue }
            guard tokens[before].kind == .word, tokens[after].kind == .word,
                TextScanning.isCapitalized(text.string(of: tokens[before])),
                TextScanning.isCapitalized(text.string(of: tokens[after]))
            else { continue }
            starts += [tokens[before].range.lowerBound, tokens[after].range.lowerBound]
        }
        return starts
    }

    /// ``TextScanning/isCapitalized(_:)`` of a word's UTF-16 units: its first scalar is upper-case.
    static func startsUppercase(_ units: some Collection<UInt16>) -> Bool {
        guard let first = units.first else { return false }
        if first < 0x80 { return first >= 0x41 && first <= 0x5A }
        return String(decoding: units.prefix(2), as: UTF16.self).unicodeScalars.first?.properties.isUppercase ?? false
    }

    /// ``TextScanning/isCapitalized(_:)`` of a string, an ASCII first byte read as it is.
    static func startsUppercase(_ string: String) -> Bool {
        guard let first = string.utf8.first else { return false }
        if first < 0x80 { return first >= 0x41 && first <= 0x5A }
        return TextScanning.isCapitalized(string)
    }

    /// ``TextScanning/startsLowercase(_:)`` of a word's UTF-16 units: its first scalar is lower-case.
    static func startsLowercase(_ units: some Collection<UInt16>) -> Bool {
        guard let first = units.first else { return false }
        if first < 0x80 { return first >= 0x61 && first <= 0x7A }
        return String(decoding: units.prefix(2), as: UTF16.self).unicodeScalars.first?.properties.isLowercase ?? false
    }

    /// Closed word classes: a capital on one of them mid-sentence is title case, not a name.
    private static let functionWordListBits: UInt64 = [
        LexiconList.smallWords, .prepositions, .auxiliaries, .determiners, .conjunctions, .functionWords,
    ].reduce(0) { $0 | $1.bit }

    /// The UTF-16 range covering all the edits.
    static func span(of edits: [TextEdit]) -> Range<Int> {
        guard let first = edits.first else { return 0..<0 }
        var lower = first.range.lowerBound
        var upper = first.range.upperBound
        for edit in edits.dropFirst() {
            lower = min(lower, edit.range.lowerBound)
            upper = max(upper, edit.range.upperBound)
        }
        return lower..<upper
    }
}

extension FixSafety {
    /// ``Classification/fixSafety`` of a verdict of this confidence, read without the verdict.
    init(confidence: Double) { self = Classification.isConfident(confidence) ? .safe : .suggested }
}

extension Classification {
    /// A clause for a finding's message when the classifier is unsure, empty otherwise.
    var doubtNote: String { isConfident ? "" : " (the classifier is unsure: \(reason))" }
    /// ``isConfident`` of a verdict of this confidence, read without the verdict (whose reason
    /// a copy would retain).
    static func isConfident(_ confidence: Double) -> Bool {
        Classification(kind: .fragment, confidence: confidence, explanation: .written("")).isConfident
    }
    /// The fix safety this classification allows: safe when confident, suggested otherwise.
    var fixSafety: FixSafety { isConfident ? .safe : .suggested }
}
