/// Apple-style title case ("Couldn't Save the File", "Sign Out of iCloud", "Turn On Bluetooth").
///
/// Capitalizes every word except articles, coordinating conjunctions and prepositions of four or
/// fewer letters (`small-words`), unless first, last, after a colon or the particle of a phrasal
/// verb; capitalizes the parts of hyphenated compounds ("Built-In", "Wi-Fi") but for articles,
/// short conjunctions and prepositions inside them ("Step-by-Step") and `compound-exceptions`;
/// never changes brands and camel-case names, known acronyms, names from the lexicon, or opaque
/// spans. Input in any casing gives the same output.
public final class TitleCaser: Sendable {
    public let lexicon: Lexicon
    let classes: WordClasses
    let splitter: SentenceSplitter

    public convenience init(lexicon: Lexicon = .embedded) {
        let classes = WordClasses(lexicon: lexicon)
        self.init(classes: classes, splitter: SentenceSplitter(classes: classes))
    }

    /// Over word classes and a splitter built once and shared (see `RuleContext`).
    init(classes: WordClasses, splitter: SentenceSplitter) {
        self.lexicon = classes.lexicon
        self.classes = classes
        self.splitter = splitter
    }

    /// The text in title case.
    public func titleCase(_ text: String) -> String {
        // Made for this call alone, on this thread: no lock, and each word looked up as it is folded.
        titleCased(AnalyzedText(text, tokenizer: Tokenizer(), lexicon: lexicon, sharedAcrossThreads: false))
    }

    /// The analyzed text in title case, written in one pass over its words (no edit per word).
    /// Text given to be converted is seldom in title case already: no check for one that is.
    func titleCased(_ text: AnalyzedText) -> String {
        WordSlots.with(text, classes: classes, splitter: splitter) { slots in
            slots.recasedText { titleCasing($0, in: slots) }
        }
    }

    /// The edits that put the analyzed text in title case (only word tokens change).
    public func edits(for text: AnalyzedText) -> [TextEdit] {
        isPlainlyInTitleCase(text) ? [] : wordByWordEdits(for: text)
    }

    /// ``edits(for:)`` of every word's slot, without the check for a text plainly in title case.
    func wordByWordEdits(for text: AnalyzedText) -> [TextEdit] {
        WordSlots.with(text, classes: classes, splitter: splitter) { edits(of: $0) }
    }

    /// Whether the text is plainly in title case (``PlainCasing``): every word ASCII, a small
    /// word inside a sentence (not first, last or after a colon, and no particle of a phrasal
    /// verb: "Sign In") without a capital, a name or an acronym as the lexicon spells it, any other with
    /// no lower-case first letter and no capital after it, and no compound exception. Most
    /// titles of title-styled alerts are.
    func isPlainlyInTitleCase(_ text: AnalyzedText) -> Bool {
        PlainCasing.check(text, classes: classes, splitter: splitter) { word in
            if !classes.compoundExceptions.isEmpty, classes.compoundExceptions[text.folded[word.token]] != nil {
                return false
            }
            if word.keepsSpelling { return true }
            guard !word.isSentenceInitial, !word.isAfterColon, !word.isLast, classes.smallWords.contains(word.known),
                !classes.alwaysCapitalized.contains(word.known)
            else { return word.shape.contains(.isCapitalizedASCII) }
            if let previous = word.previousWord,
                classes.isParticle(text.folded[word.token], known: word.known, after: text.folded[previous])
            {
                return word.shape.contains(.isCapitalizedASCII)
            }
            return word.shape.contains(.isLowercaseASCII)
        }
    }

    /// The title-case edits of a text's word slots.
    private func edits(of slots: WordSlots) -> [TextEdit] {
        var edits: [TextEdit] = []
        for slot in slots.slots where slot.isRecased {
            guard let cased = titleCased(slot, in: slots), !slots.isWritten(slot, as: cased) else { continue }
            // Room for every word at the first edit: a title that changes changes most words.
            if edits.isEmpty { edits.reserveCapacity(slots.slots.count) }
            edits.append(TextEdit(range: slots.range(slot), replacement: cased))
        }
        return edits
    }

    /// The word in title case; nil when it is known to stay as written without building it.
    func titleCased(_ slot: WordSlot, in slots: WordSlots) -> String? {
        slots.casedText(slot, by: titleCasing(slot, in: slots))
    }

    /// How the word is written in title case; ``WordCasing/asWritten`` when it is known to stay
    /// as written without building it.
    /// Inlined where it is asked for: the casing it returns is then known to the caller.
    @inline(__always)
    func titleCasing(_ slot: WordSlot, in slots: WordSlots) -> WordCasing {
        let shouting = slots.isShouting
        if slot.isAbbreviation {
            return slot.isSentenceInitial ? slots.capitalizing(slot) : slots.lowercasing(slot)
        }
        if let spelling = slots.phraseSpelling(slot), !slot.phraseIsAmbiguous { return .replaced(spelling) }
        if !classes.compoundExceptions.isEmpty, let exception = classes.compoundExceptions[slots.folded(slot)] {
            return .replaced(exception)
        }
        if let name = CaseRules.properName(of: slot, in: slots, classes: classes) { return .replaced(name) }
        // A word without a hyphen is one part: cased from its slot, its text built only when it changes.
        guard slot.shape.contains(.hasHyphen) else { return titleCasedWord(slot, in: slots, shouting) }
        let word = slots.word(slot)
        let parts = HyphenParts.split(word)
        var result = ""
        for (index, part) in parts.enumerated() {
            if index % 2 == 1 {
                result += part
            } else if index > 0, index < parts.count - 1, case let folded = WordClasses.fold(String(part)),
                case let known = lexicon.word(folded: folded),
                classes.smallWords.contains(known), !classes.alwaysCapitalized.contains(known),
                CaseRules.keptSpelling(
                    of: part, folded: folded, known: known, shape: WordShapeFacts(part), classes: classes,
                    shouting: shouting) == nil
            {
                // An article, short conjunction or preposition inside a compound stays lower:
                // "Step-by-Step", "End-to-End", "Up-to-Date".
                result += part.lowercased()
            } else {
                let folded = WordClasses.fold(String(part))
                if let cased = titleCasedPart(
                    part, folded: folded, known: lexicon.word(folded: folded), shape: WordShapeFacts(part), shouting)
                {
                    result += cased
                } else {
                    result += part
                }
            }
        }
        return .replaced(result)
    }

    /// A word without a hyphen in title case.
    private func titleCasedWord(_ slot: WordSlot, in slots: WordSlots, _ shouting: Bool) -> WordCasing {
        if let kept = CaseRules.keptSpelling(of: slot, in: slots, classes: classes, shouting: shouting) {
            return kept.replacement.map { .replaced($0) } ?? .asWritten
        }
        let known = slots.known(slot)
        if !slot.isSentenceInitial, !slot.isAfterColon, !slot.isLast, classes.smallWords.contains(known),
            !classes.alwaysCapitalized.contains(known)
        {
            let isParticle =
                slots.previousFolded(slot).map { classes.isParticle(slots.folded(slot), known: known, after: $0) }
                ?? false
            if !isParticle { return slots.lowercasing(slot) }
        }
        return slot.shape.contains(.isWrittenCapitalized) ? .asWritten : slots.capitalizing(slot)
    }

    /// One hyphen part in title case; nil when it stays as written.
    private func titleCasedPart(
        _ part: Substring, folded: String, known: LexiconWord, shape: WordShapeFacts, _ shouting: Bool
    ) -> String? {
        if let kept = CaseRules.keptSpelling(
            of: part, folded: folded, known: known, shape: shape, classes: classes, shouting: shouting)
        {
            return kept.replacement
        }
        return CaseRules.isWrittenCapitalized(part) ? nil : WordShape.capitalized(part)
    }
}
