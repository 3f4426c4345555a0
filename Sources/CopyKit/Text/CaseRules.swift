/// Decisions both casers share. A whole word is read from its slot (its shape and marks, its
/// lexicon entry by id); its text is built only for the rare rule that needs it.
enum CaseRules {
    /// A spelling no casing style changes: the word as written, or a canonical spelling.
    enum KeptSpelling {
        case asWritten
        case spelling(String)

        /// The canonical spelling; nil for the word as written.
        var replacement: String? {
            if case .spelling(let spelling) = self { return spelling }
            return nil
        }
    }

    /// What the case rules read of a word or a hyphen part besides its text.
    struct PartFacts {
        let known: LexiconWord
        let shape: WordShapeFacts
        let isEmpty: Bool
        /// Its folded form ends in "'s".
        let isPossessive: Bool
        /// Its folded form is "i" or starts with "i'".
        let isFirstPersonI: Bool

        /// The facts of a hyphen part, read from its text.
        init(part: Substring, folded: String, known: LexiconWord, shape: WordShapeFacts) {
            self.known = known
            self.shape = shape
            isEmpty = part.isEmpty
            isPossessive = CaseRules.endsWithApostropheS(folded)
            isFirstPersonI = folded == "i" || WordShape.startsWithIApostrophe(folded)
        }

        /// The facts of a whole word, read from its slot.
        init(_ slot: WordSlot, in slots: WordSlots) {
            known = slots.known(slot)
            shape = slot.shape
            isEmpty = false
            isPossessive = slot.endsWithApostropheS
            isFirstPersonI = slot.isFirstPersonI
        }
    }

    /// The lexicon's spelling of a proper name or brand ("icloud" → "iCloud", "iphone's" →
    /// "iPhone's"); nil for names that are also common words ("Maps"), which stay as written.
    static func properName(of slot: WordSlot, in slots: WordSlots, classes: WordClasses) -> String? {
        properName(
            known: slots.known(slot), isPossessive: slot.endsWithApostropheS, classes: classes,
            word: slots.word(slot), folded: slots.folded(slot))
    }

    /// Whether ``properName(of:in:classes:)`` has a spelling for the word, told without building it.
    static func isProperName(_ slot: WordSlot, in slots: WordSlots, classes: WordClasses) -> Bool {
        let known = slots.known(slot)
        let isPossessive = slot.endsWithApostropheS
        let hasName = nameIndex(of: known, classes: classes) >= 0
        if hasName || isPossessive, classes.ambiguousNames.contains(known) { return false }
        if hasName { return true }
        guard isPossessive else { return false }
        return possessiveName(slots.word(slot), folded: slots.folded(slot), classes: classes) != nil
    }

    /// The proper name of a word or part whose text (`word`, `folded`) is read only for a
    /// possessive the lexicon does not spell as a whole.
    static func properName(
        known: LexiconWord, isPossessive: Bool, classes: WordClasses, word: @autoclosure () -> Substring,
        folded: @autoclosure () -> String
    ) -> String? {
        let index = nameIndex(of: known, classes: classes)
        if index >= 0 || isPossessive, classes.ambiguousNames.contains(known) { return nil }
        if index >= 0 { return classes.lexicon.table.spellings[Int(index)] }
        guard isPossessive else { return nil }
        return possessiveName(word(), folded: folded(), classes: classes)
    }

    /// The index of the word's proper-name spelling in the word table's spellings; -1 for none.
    @inline(__always)
    private static func nameIndex(of known: LexiconWord, classes: WordClasses) -> Int32 {
        known.isKnown ? classes.lexicon.table.properNames[Int(known.id)] : -1
    }

    /// The index of the word's acronym spelling in the word table's spellings; -1 for none.
    @inline(__always)
    static func acronymIndex(of known: LexiconWord, classes: WordClasses) -> Int32 {
        known.isKnown ? classes.lexicon.table.acronyms[Int(known.id)] : -1
    }

    /// Whether the lexicon spells the word as a single-word proper name or an acronym.
    static func hasNameOrAcronym(_ known: LexiconWord, classes: WordClasses) -> Bool {
        known.isKnown
            && (classes.lexicon.table.properNames[Int(known.id)] >= 0
                || classes.lexicon.table.acronyms[Int(known.id)] >= 0)
    }

    /// A possessive of a name the lexicon spells: "iphone's" → "iPhone's".
    private static func possessiveName(_ word: Substring, folded: String, classes: WordClasses) -> String? {
        guard word.count > 2 else { return nil }
        let base = String(folded.dropLast(2))
        if !classes.ambiguousNames.contains(base), let name = classes.lexicon.properNames[base] {
            return name + word.suffix(2).lowercased()
        }
        return nil
    }

    /// Whether an ASCII word is as ``WordShape/capitalized(_:)`` makes it: empty, or its first
    /// byte no lower-case letter and no later byte an upper-case one. False for any other word.
    static func isWrittenCapitalized(_ word: Substring) -> Bool {
        word.utf8.withContiguousStorageIfAvailable { bytes in
            guard let first = bytes.first else { return true }
            guard !(first >= 0x61 && first <= 0x7A), first < 0x80 else { return false }
            var index = 1
            while index < bytes.count {
                let byte = bytes[index]
                if byte >= 0x80 || (byte >= 0x41 && byte <= 0x5A) { return false }
                index += 1
            }
            return true
        } ?? false
    }

    /// Whether an ASCII word has no upper-case letter: lower-casing leaves it as written. False
    /// for any other word.
    static func isWrittenLowercase(_ word: Substring) -> Bool {
        word.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes where byte >= 0x80 || (byte >= 0x41 && byte <= 0x5A) { return false }
            return true
        } ?? false
    }

    /// Whether a folded word ends in "'s", read from its last two bytes.
    static func endsWithApostropheS(_ folded: String) -> Bool {
        let utf8 = folded.utf8
        if let answer = utf8.withContiguousStorageIfAvailable({ bytes in
            bytes.count >= 2 && bytes[bytes.count - 1] == 0x73 && bytes[bytes.count - 2] == 0x27
        }) {
            return answer
        }
        return utf8.count >= 2 && utf8.last == 0x73 && utf8.dropLast().last == 0x27
    }

    /// The spelling of a word (or a hyphen part) that no casing style changes: a brand or
    /// camel-case name, a known acronym, a proper name, "I", an unknown acronym written in
    /// capitals in a text that isn't shouting. Nil when the word follows the casing style.
    static func keptSpelling(
        of part: Substring, folded: String, known: LexiconWord, shape: WordShapeFacts, classes: WordClasses,
        shouting: Bool
    ) -> KeptSpelling? {
        keptSpelling(
            PartFacts(part: part, folded: folded, known: known, shape: shape), classes: classes, shouting: shouting,
            part: part, folded: folded)
    }

    /// ``keptSpelling(of:folded:known:shape:classes:shouting:)`` of a whole word.
    static func keptSpelling(of slot: WordSlot, in slots: WordSlots, classes: WordClasses, shouting: Bool)
        -> KeptSpelling?
    {
        keptSpelling(
            PartFacts(slot, in: slots), classes: classes, shouting: shouting, part: slots.word(slot),
            folded: slots.folded(slot))
    }

    /// The kept spelling of a word or part whose text is read only to spell a possessive name or "I".
    private static func keptSpelling(
        _ facts: PartFacts, classes: WordClasses, shouting: Bool, part: @autoclosure () -> Substring,
        folded: @autoclosure () -> String
    ) -> KeptSpelling? {
        guard !facts.isEmpty else { return .asWritten }
        let shape = facts.shape
        if shape.contains(.isMixedCase) { return .asWritten }
        let known = facts.known
        let writtenInCapitals = shape.contains(.isAllCaps)
        let acronym = acronymIndex(of: known, classes: classes)
        if acronym >= 0 {
            if classes.ambiguousNames.contains(known) {
                if writtenInCapitals, !shouting { return .spelling(classes.lexicon.table.spellings[Int(acronym)]) }
            } else if writtenInCapitals || !classes.isCommonWord(known) {
                return .spelling(classes.lexicon.table.spellings[Int(acronym)])
            }
        }
        if let name = properName(
            known: known, isPossessive: facts.isPossessive, classes: classes, word: part(), folded: folded())
        {
            return .spelling(name)
        }
        if facts.isFirstPersonI { return .spelling("I" + part().dropFirst().lowercased()) }
        if writtenInCapitals, !shouting, !classes.isCommonWord(known) { return .asWritten }
        return nil
    }
}
