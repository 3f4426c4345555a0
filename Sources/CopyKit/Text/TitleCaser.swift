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
        let analyzed = AnalyzedText(text)
        let edits = edits(for: analyzed)
        return edits.isEmpty ? text : TextEditApplier.apply(edits, toUnits: analyzed.utf16)
    }

    /// The edits that put the analyzed text in title case (only word tokens change).
    public func edits(for text: AnalyzedText) -> [TextEdit] {
        let slots = WordSlots(text, classes: classes, splitter: splitter)
        var edits: [TextEdit] = []
        for slot in slots.slots where slot.isRecased {
            guard let cased = titleCased(slot, in: slots), cased != slots.word(slot) else { continue }
            edits.append(TextEdit(range: slots.range(slot), replacement: cased))
        }
        return edits
    }

    /// The word in title case; nil when it is known to stay as written without building it.
    func titleCased(_ slot: WordSlot, in slots: WordSlots) -> String? {
        let word = slots.word(slot)
        let shouting = slots.isShouting
        if slot.isAbbreviation {
            return slot.isSentenceInitial ? WordShape.capitalized(word) : word.lowercased()
        }
        if let spelling = slots.phraseSpelling(slot), !slot.phraseIsAmbiguous { return spelling }
        let folded = slots.folded(slot)
        if !classes.compoundExceptions.isEmpty, let exception = classes.compoundExceptions[folded] {
            return exception
        }
        let known = slots.known(slot)
        if let name = CaseRules.properName(of: word, folded: folded, known: known, classes: classes) {
            return name
        }
        // A word without a hyphen is one part: cased as is, without splitting.
        guard slot.shape.contains(.hasHyphen) else {
            return titleCasedPart(
                word, folded: folded, known: known, shape: slot.shape, slot: slot, in: slots, isFirstPart: true,
                inCompound: false, shouting)
        }
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
                    part, folded: folded, known: lexicon.word(folded: folded), shape: WordShapeFacts(part), slot: slot,
                    in: slots, isFirstPart: index == 0, inCompound: true, shouting)
                {
                    result += cased
                } else {
                    result += part
                }
            }
        }
        return result
    }

    /// One hyphen part (or the whole word) in title case; nil when it stays as written.
    private func titleCasedPart(
        _ part: Substring, folded: String, known: LexiconWord, shape: WordShapeFacts, slot: WordSlot,
        in slots: WordSlots, isFirstPart: Bool, inCompound: Bool, _ shouting: Bool
    ) -> String? {
        if let kept = CaseRules.keptSpelling(
            of: part, folded: folded, known: known, shape: shape, classes: classes, shouting: shouting)
        {
            return kept
        }
        let isFirst = isFirstPart && (slot.isSentenceInitial || slot.isAfterColon)
        if !inCompound, !isFirst, !slot.isLast, classes.smallWords.contains(known),
            !classes.alwaysCapitalized.contains(known)
        {
            let isParticle = slots.previousFolded(slot).map { classes.isParticle(folded, after: $0) } ?? false
            if !isParticle { return shape.contains(.isASCII) ? folded : part.lowercased() }
        }
        return CaseRules.isWrittenCapitalized(part) ? nil : WordShape.capitalized(part)
    }
}

/// Decisions both casers share.
enum CaseRules {
    /// The lexicon's spelling of a proper name or brand ("icloud" → "iCloud", "iphone's" →
    /// "iPhone's"); nil for names that are also common words ("Maps"), which stay as written.
    static func properName(of word: Substring, folded: String, known: LexiconWord, classes: WordClasses) -> String? {
        let name = classes.lexicon.properName(of: known)
        let isPossessive = endsWithApostropheS(folded)
        if name != nil || isPossessive, classes.ambiguousNames.contains(known) { return nil }
        if let name { return name }
        if isPossessive, word.count > 2 {
            let base = String(folded.dropLast(2))
            if !classes.ambiguousNames.contains(base), let name = classes.lexicon.properNames[base] {
                return name + word.suffix(2).lowercased()
            }
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
    ) -> String? {
        guard !part.isEmpty else { return String(part) }
        if shape.contains(.isMixedCase) { return String(part) }
        let writtenInCapitals = shape.contains(.isAllCaps)
        if let acronym = classes.lexicon.acronym(of: known) {
            if classes.ambiguousNames.contains(known) {
                if writtenInCapitals, !shouting { return acronym }
            } else if writtenInCapitals || !classes.isCommonWord(known) {
                return acronym
            }
        }
        if let name = properName(of: part, folded: folded, known: known, classes: classes) { return name }
        if folded == "i" || WordShape.startsWithIApostrophe(folded) { return "I" + part.dropFirst().lowercased() }
        if writtenInCapitals, !shouting, !classes.isCommonWord(known) { return String(part) }
        return nil
    }
}
