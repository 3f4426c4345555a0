/// Sentence case: the first word of each sentence capitalized, the rest lower but for names,
/// acronyms, brands, "I" and opaque spans.
///
/// Names are the lexicon's proper names, the configuration's, and `learnedNames`. A word the
/// writer capitalized mid-sentence in a text that is otherwise in sentence style is kept (it may
/// be a name: "Send $40.00 to Alex Kim?"); in a title-styled or all-caps text every such word is
/// lowered, so input in any casing gives the same output.
public final class SentenceCaser: Sendable {
    public let lexicon: Lexicon
    /// Words learned as names (capitalized mid-sentence in several strings of one file).
    public let learnedNames: Set<String>
    let classes: WordClasses
    let splitter: SentenceSplitter
    private let learned: [String: String]

    public convenience init(lexicon: Lexicon = .embedded, learnedNames: Set<String> = []) {
        let classes = WordClasses(lexicon: lexicon)
        self.init(classes: classes, splitter: SentenceSplitter(classes: classes), learnedNames: learnedNames)
    }

    /// A caser over word classes and a splitter built once and shared (see `RuleContext`).
    init(classes: WordClasses, splitter: SentenceSplitter, learnedNames: Set<String>) {
        self.lexicon = classes.lexicon
        self.learnedNames = learnedNames
        self.classes = classes
        self.splitter = splitter
        var learned: [String: String] = [:]
        for name in learnedNames { learned[WordClasses.fold(name)] = name }
        self.learned = learned
    }

    /// The text in sentence case.
    public func sentenceCase(_ text: String) -> String {
        // Made for this call alone, on this thread: no lock, and each word looked up as it is folded.
        let analyzed = AnalyzedText(text, tokenizer: Tokenizer(), lexicon: lexicon, sharedAcrossThreads: false)
        // Text given to be converted is seldom in sentence case already: no check for one that is.
        return WordSlots.with(analyzed, classes: classes, splitter: splitter) { slots in
            let lowersCapitals = self.lowersCapitals(slots)
            return slots.recasedText { slot in
                staysLowercase(slot, in: slots)
                    ? .asWritten : sentenceCasing(slot, in: slots, lowersCapitals: lowersCapitals)
            }
        }
    }

    /// The edits that put the analyzed text in sentence case (only word tokens change).
    public func edits(for text: AnalyzedText) -> [TextEdit] {
        casingEdits(for: text).map(\.edit)
    }

    /// An edit of sentence case, the token it recases, and whether it spells a learned name: a
    /// word recased only because a file capitalized it elsewhere, which a person should confirm.
    struct CasingEdit {
        let edit: TextEdit
        /// The index of the recased word in the text's tokens.
        let token: Int
        let spellsLearnedName: Bool
    }

    /// The edits that put the analyzed text in sentence case, each marked when a learned name
    /// decided it.
    func casingEdits(for text: AnalyzedText) -> [CasingEdit] {
        isPlainlyInSentenceCase(text) ? [] : wordByWordCasingEdits(for: text)
    }

    /// ``casingEdits(for:)`` of every word's slot, without the check for a text plainly in
    /// sentence case.
    func wordByWordCasingEdits(for text: AnalyzedText) -> [CasingEdit] {
        WordSlots.with(text, classes: classes, splitter: splitter) { casingEdits(of: $0) }
    }

    /// Whether the text is plainly in sentence case (``PlainCasing``): each sentence's first word
    /// ASCII with no lower-case first letter and no capital after it, every later word without
    /// a capital (ASCII or typographic apostrophes), names and acronyms as the lexicon spells them, and
    /// no learned names. Most messages are.
    func isPlainlyInSentenceCase(_ text: AnalyzedText) -> Bool {
        guard learned.isEmpty else { return false }
        return PlainCasing.check(text, classes: classes, splitter: splitter) { word in
            word.keepsSpelling || word.shape.contains(word.isSentenceInitial ? .isCapitalizedASCII : .isLowercase)
        }
    }

    /// The sentence-case edits of a text's word slots.
    private func casingEdits(of slots: WordSlots) -> [CasingEdit] {
        let lowersCapitals = self.lowersCapitals(slots)
        var edits: [CasingEdit] = []
        for slot in slots.slots where slot.isRecased {
            if staysLowercase(slot, in: slots) { continue }
            guard let cased = sentenceCased(slot, in: slots, lowersCapitals: lowersCapitals),
                !slots.isWritten(slot, as: cased)
            else { continue }
            let spellsLearnedName = !learned.isEmpty && reliesOnLearnedName(slot, in: slots)
            if edits.isEmpty { edits.reserveCapacity(slots.slots.count) }
            edits.append(
                CasingEdit(
                    edit: TextEdit(range: slots.range(slot), replacement: cased), token: slot.token,
                    spellsLearnedName: spellsLearnedName))
        }
        return edits
    }

    /// Whether the text lowers every capital past a sentence's start: it is shouting or title-styled.
    private func lowersCapitals(_ slots: WordSlots) -> Bool {
        // This decides only for a capitalized word past a sentence's start (or a hyphen part of
        // one at it): a text without one need not be read for it.
        slots.isShouting || (asksForCapitals(slots) && isTitleStyled(slots))
    }

    /// A word `sentenceCased` returns as written, told without building its cased form: a plain
    /// lower-case word inside a sentence that the lexicon spells no other way (no name, acronym
    /// or multi-word name, not "i"). Most words of a message are such words.
    private func staysLowercase(_ slot: WordSlot, in slots: WordSlots) -> Bool {
        guard !slot.isSentenceInitial, !slot.isAbbreviation, slot.phrase < 0,
            slot.shape.contains(.isPlainLowercase), !slot.isPronounI
        else { return false }
        guard !CaseRules.hasNameOrAcronym(slots.known(slot), classes: classes) else { return false }
        return learned.isEmpty || learned[slots.folded(slot)] == nil
    }

    /// The spelling of a learned name, by its folded form; no look-up when none was learned.
    private func learnedName(_ folded: @autoclosure () -> String) -> String? {
        learned.isEmpty ? nil : learned[folded()]
    }

    /// Whether the word, or a hyphen part of it, is a learned name the lexicon does not know.
    private func reliesOnLearnedName(_ slot: WordSlot, in slots: WordSlots) -> Bool {
        guard slot.shape.contains(.hasHyphen) else { return learned[slots.folded(slot)] != nil }
        let parts = HyphenParts.split(slots.word(slot))
        return parts.enumerated().contains { index, part in
            index % 2 == 0 && learned[parts.count == 1 ? slots.folded(slot) : WordClasses.fold(String(part))] != nil
        }
    }

    /// Whether some word's casing depends on the text lowering capitals: a recased capitalized
    /// word inside a sentence, or with a hyphen (its later parts) at a sentence's start.
    private func asksForCapitals(_ slots: WordSlots) -> Bool {
        slots.slots.contains { slot in
            slot.isRecased && slot.shape.contains(.startsUppercase)
                && (!slot.isSentenceInitial || slot.shape.contains(.hasHyphen))
        }
    }

    /// Most words that title case would capitalize are capitalized: "Downloaded Maps Will Be Removed".
    private func isTitleStyled(_ slots: WordSlots) -> Bool {
        var total = 0
        var capitalized = 0
        for slot in slots.slots where !slot.isSentenceInitial && slot.isRecased {
            if slot.phrase >= 0, !slot.phraseIsAmbiguous { continue }
            // The labels of a menu path are capitalized as the controls are, whatever the style.
            if slot.isMenuPathItem { continue }
            if slot.isPronounI || classes.smallWords.contains(slots.known(slot)) { continue }
            // A plain lower-case word is neither "i'…", mixed-case nor in capitals, and is not
            // capitalized: only the name tests below apply to it.
            let isPlainLowercase = slot.shape.contains(.isPlainLowercase)
            if !isPlainLowercase {
                if slot.marks.contains(.startsWithIApostrophe) { continue }
                if !slot.shape.isDisjoint(with: [.isMixedCaseWord, .isAllCaps]) { continue }
            }
            if CaseRules.isProperName(slot, in: slots, classes: classes) { continue }
            if learnedName(slots.folded(slot)) != nil { continue }
            total += 1
            if !isPlainLowercase && slot.shape.contains(.startsUppercase) { capitalized += 1 }
        }
        return total > 0 && capitalized * 2 > total
    }

    /// The word in sentence case; nil when it stays as written.
    func sentenceCased(_ slot: WordSlot, in slots: WordSlots, lowersCapitals: Bool) -> String? {
        slots.casedText(slot, by: sentenceCasing(slot, in: slots, lowersCapitals: lowersCapitals))
    }

    /// How the word is written in sentence case; ``WordCasing/asWritten`` when it stays as written.
    /// Inlined where it is asked for: the casing it returns is then known to the caller.
    @inline(__always)
    func sentenceCasing(_ slot: WordSlot, in slots: WordSlots, lowersCapitals: Bool) -> WordCasing {
        if slot.isAbbreviation {
            return slot.isSentenceInitial ? slots.capitalizing(slot) : slots.lowercasing(slot)
        }
        // A control's label in a menu path ("Tap Settings > General") is written as the
        // control shows it, unless the whole text is shouted.
        if slot.isMenuPathItem, !slot.isSentenceInitial, !slots.isShouting { return .asWritten }
        let keepsWrittenCapital = !lowersCapitals && slot.shape.contains(.startsUppercase)
        if let spelling = slots.phraseSpelling(slot) {
            if !slot.phraseIsAmbiguous { return .replaced(spelling) }
            if keepsWrittenCapital, !slot.isSentenceInitial { return .replaced(spelling) }
        }
        let known = slots.known(slot)
        if let name = CaseRules.properName(of: slot, in: slots, classes: classes) { return .replaced(name) }
        if keepsWrittenCapital, !slot.isSentenceInitial, classes.ambiguousNames.contains(known) { return .asWritten }
        if let name = learnedName(slots.folded(slot)) { return .replaced(name) }
        // A word without a hyphen is one part: cased from its slot, its text built only when it changes.
        guard slot.shape.contains(.hasHyphen) else {
            return casedWord(slot, in: slots, known: known, keepsWrittenCapital: keepsWrittenCapital)
        }
        let word = slots.word(slot)
        let folded = slots.folded(slot)
        let parts = HyphenParts.split(word)
        var result = ""
        for (index, part) in parts.enumerated() {
            if index % 2 == 1 {
                result += part
                continue
            }
            let partFolded = parts.count == 1 ? folded : WordClasses.fold(String(part))
            if let cased = casedPart(
                part, folded: partFolded, known: parts.count == 1 ? known : lexicon.word(folded: partFolded),
                shape: parts.count == 1 ? slot.shape : WordShapeFacts(part), isFirst: index == 0, of: slot,
                shouting: slots.isShouting, keepsWrittenCapital: keepsWrittenCapital)
            {
                result += cased
            } else {
                result += part
            }
        }
        return .replaced(result)
    }

    /// A word without a hyphen in sentence case (its learned name already asked for).
    private func casedWord(_ slot: WordSlot, in slots: WordSlots, known: LexiconWord, keepsWrittenCapital: Bool)
        -> WordCasing
    {
        if let kept = CaseRules.keptSpelling(of: slot, in: slots, classes: classes, shouting: slots.isShouting) {
            return kept.replacement.map { .replaced($0) } ?? .asWritten
        } else if slot.isSentenceInitial {
            return slot.shape.contains(.isWrittenCapitalized) ? .asWritten : slots.capitalizing(slot)
        } else if keepsWrittenCapital, slot.shape.contains(.startsUppercase), !classes.functionWords.contains(known) {
            return .asWritten
        } else if slot.shape.contains(.isWrittenLowercase) {
            return .asWritten
        } else {
            return slots.lowercasing(slot)
        }
    }

    /// One hyphen part in sentence case; nil when it stays as written.
    private func casedPart(
        _ part: Substring, folded: String, known: LexiconWord, shape: WordShapeFacts, isFirst: Bool, of slot: WordSlot,
        shouting: Bool, keepsWrittenCapital: Bool
    ) -> String? {
        if let kept = CaseRules.keptSpelling(
            of: part, folded: folded, known: known, shape: shape, classes: classes, shouting: shouting)
        {
            return kept.replacement
        } else if let name = learnedName(folded) {
            return name
        } else if isFirst, slot.isSentenceInitial {
            return CaseRules.isWrittenCapitalized(part) ? nil : WordShape.capitalized(part)
        } else if keepsWrittenCapital, shape.contains(.startsUppercase), !classes.functionWords.contains(known) {
            return nil
        } else if CaseRules.isWrittenLowercase(part) {
            return nil
        } else {
            // An ASCII word's folded key is its lower-case form (folding changes only curly
            // apostrophes, which ASCII has none of).
            return shape.contains(.isASCII) ? folded : part.lowercased()
        }
    }
}
