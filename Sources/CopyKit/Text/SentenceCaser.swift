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
        let analyzed = AnalyzedText(text)
        let edits = edits(for: analyzed)
        return edits.isEmpty ? text : TextEditApplier.apply(edits, toUnits: analyzed.utf16)
    }

    /// The edits that put the analyzed text in sentence case (only word tokens change).
    public func edits(for text: AnalyzedText) -> [TextEdit] {
        casingEdits(for: text).map(\.edit)
    }

    /// An edit of sentence case and whether it spells a learned name: a word recased only
    /// because a file capitalized it elsewhere, which a person should confirm.
    struct CasingEdit {
        let edit: TextEdit
        let spellsLearnedName: Bool
    }

    /// The edits that put the analyzed text in sentence case, each marked when a learned name
    /// decided it.
    func casingEdits(for text: AnalyzedText) -> [CasingEdit] {
        let slots = WordSlots(text, classes: classes, splitter: splitter)
        let lowersCapitals = slots.isShouting || isTitleStyled(slots)
        var edits: [CasingEdit] = []
        for slot in slots.slots where !slot.isAttachedToOpaque && !slot.isJoinedAcronym {
            if staysLowercase(slot) { continue }
            let cased = sentenceCased(slot, shouting: slots.isShouting, lowersCapitals: lowersCapitals)
            guard cased != slot.text else { continue }
            let spellsLearnedName = !learned.isEmpty && reliesOnLearnedName(slot)
            edits.append(
                CasingEdit(edit: TextEdit(range: slot.range, replacement: cased), spellsLearnedName: spellsLearnedName))
        }
        return edits
    }

    /// A word `sentenceCased` returns as written, told without building its cased form: a plain
    /// lower-case word inside a sentence that the lexicon spells no other way (no name, acronym
    /// or multi-word name, not "i"). Most words of a message are such words.
    private func staysLowercase(_ slot: WordSlot) -> Bool {
        guard !slot.isSentenceInitial, !slot.isAbbreviation, slot.phraseSpelling == nil,
            slot.shape.contains(.isPlainLowercase), slot.folded != "i",
            lexicon.properName(of: slot.known) == nil, lexicon.acronym(of: slot.known) == nil
        else { return false }
        return learnedName(slot.folded) == nil
    }

    /// The spelling of a learned name, by its folded form; no look-up when none was learned.
    private func learnedName(_ folded: String) -> String? { learned.isEmpty ? nil : learned[folded] }

    /// Whether the word, or a hyphen part of it, is a learned name the lexicon does not know.
    private func reliesOnLearnedName(_ slot: WordSlot) -> Bool {
        let parts = HyphenParts.split(slot.text)
        return parts.enumerated().contains { index, part in
            index % 2 == 0 && learned[parts.count == 1 ? slot.folded : WordClasses.fold(String(part))] != nil
        }
    }

    /// Most words that title case would capitalize are capitalized: "Downloaded Maps Will Be Removed".
    private func isTitleStyled(_ slots: WordSlots) -> Bool {
        var total = 0
        var capitalized = 0
        for slot in slots.slots where !slot.isSentenceInitial && !slot.isAttachedToOpaque && !slot.isJoinedAcronym {
            if slot.phraseSpelling != nil, !slot.phraseIsAmbiguous { continue }
            if classes.smallWords.contains(slot.known) || slot.folded == "i" { continue }
            // A plain lower-case word is neither "i'…", mixed-case nor in capitals, and is not
            // capitalized: only the name tests below apply to it.
            let isPlainLowercase = slot.shape.contains(.isPlainLowercase)
            if !isPlainLowercase {
                if WordShape.startsWithIApostrophe(slot.folded) { continue }
                if !slot.shape.isDisjoint(with: [.isMixedCaseWord, .isAllCaps]) { continue }
            }
            if CaseRules.properName(of: slot.text, folded: slot.folded, known: slot.known, classes: classes) != nil {
                continue
            }
            if learnedName(slot.folded) != nil { continue }
            total += 1
            if !isPlainLowercase && slot.shape.contains(.startsUppercase) { capitalized += 1 }
        }
        return total > 0 && capitalized * 2 > total
    }

    func sentenceCased(_ slot: WordSlot, shouting: Bool, lowersCapitals: Bool) -> String {
        if slot.isAbbreviation {
            return slot.isSentenceInitial ? WordShape.capitalized(slot.text) : slot.text.lowercased()
        }
        let keepsWrittenCapital = !lowersCapitals && slot.shape.contains(.startsUppercase)
        if let spelling = slot.phraseSpelling {
            if !slot.phraseIsAmbiguous { return spelling }
            if keepsWrittenCapital, !slot.isSentenceInitial { return spelling }
        }
        if let name = CaseRules.properName(of: slot.text, folded: slot.folded, known: slot.known, classes: classes) {
            return name
        }
        if keepsWrittenCapital, !slot.isSentenceInitial, classes.ambiguousNames.contains(slot.known) {
            return String(slot.text)
        }
        if let name = learnedName(slot.folded) { return name }
        // A word without a hyphen is one part: cased as is, without splitting or joining.
        guard slot.shape.contains(.hasHyphen) else {
            return casedPart(
                slot.text, folded: slot.folded, known: slot.known, shape: slot.shape, isFirst: true, of: slot,
                shouting: shouting, keepsWrittenCapital: keepsWrittenCapital)
        }
        let parts = HyphenParts.split(slot.text)
        var result = ""
        for (index, part) in parts.enumerated() {
            if index % 2 == 1 {
                result += part
                continue
            }
            let folded = parts.count == 1 ? slot.folded : WordClasses.fold(String(part))
            result += casedPart(
                part, folded: folded, known: parts.count == 1 ? slot.known : lexicon.word(folded: folded),
                shape: parts.count == 1 ? slot.shape : WordShapeFacts(part), isFirst: index == 0, of: slot,
                shouting: shouting, keepsWrittenCapital: keepsWrittenCapital)
        }
        return result
    }

    /// One hyphen part (or the whole word) in sentence case.
    private func casedPart(
        _ part: Substring, folded: String, known: LexiconWord, shape: WordShapeFacts, isFirst: Bool, of slot: WordSlot,
        shouting: Bool, keepsWrittenCapital: Bool
    ) -> String {
        if let kept = CaseRules.keptSpelling(
            of: part, folded: folded, known: known, shape: shape, classes: classes, shouting: shouting)
        {
            return kept
        } else if let name = learnedName(folded) {
            return name
        } else if isFirst, slot.isSentenceInitial {
            return WordShape.capitalized(part)
        } else if keepsWrittenCapital, shape.contains(.startsUppercase), !classes.functionWords.contains(known) {
            return String(part)
        } else {
            // An ASCII word's folded key is its lower-case form (folding changes only curly
            // apostrophes, which ASCII has none of).
            return shape.contains(.isASCII) ? folded : part.lowercased()
        }
    }
}
