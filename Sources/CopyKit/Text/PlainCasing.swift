/// The casers' check for a text plainly in their style, read from its tokens' units and lexicon
/// bits without building its word slots (``WordSlots``): every word must be written as the
/// style writes it, and none may be one the casers spell by a rule of their own. A text that
/// passes is one the word-by-word casing leaves as it is; any other is cased word by word.
enum PlainCasing {
    /// A word of a text, with its place in its sentence as ``WordSlots`` marks it.
    struct Word {
        /// The word's index in the text's tokens.
        let token: Int
        /// How the word is written.
        let shape: Shape
        /// What the lexicon knows of the folded word.
        let known: LexiconWord
        /// No word, number or opaque span before it in its sentence.
        let isSentenceInitial: Bool
        /// The first word after a colon.
        let isAfterColon: Bool
        /// No word, number or opaque span after it in its sentence.
        let isLast: Bool
        /// The token index of the previous word when whitespace alone separates them.
        let previousWord: Int?
        /// Written in capitals exactly as the lexicon spells it as an acronym ("OK", "MB"), and
        /// not an ambiguous name: a word every casing style keeps as written.
        let spellsAcronym: Bool
    }

    /// How a word is written, read in one pass over its units.
    struct Shape: OptionSet {
        let rawValue: UInt8
        /// ASCII with no lower-case first letter and no capital after it.
        static let isCapitalizedASCII = Shape(rawValue: 1 << 0)
        /// ASCII with no capital.
        static let isLowercaseASCII = Shape(rawValue: 1 << 1)
        /// No capital, and nothing but ASCII and typographic apostrophes (’ ‘).
        static let isLowercase = Shape(rawValue: 1 << 2)
        /// "I", "I'…" or a word with a hyphen: a word the casers spell by rules of their own (an
        /// empty word too).
        static let isSpelledByRule = Shape(rawValue: 1 << 3)
        /// A word ending in "'s": the casers spell it by rule when its stem is a name.
        static let isPossessive = Shape(rawValue: 1 << 4)

        /// The shape of a word's units: the "i", "i'…", "…'s" marks the word slots read
        /// (``WordSlots/spellingMarks(_:)``), and an ASCII word's capitals and hyphens counted
        /// in one pass without a branch per unit (the three facts of ``WordShapeFacts`` this
        /// needs; reading all ten cost 0.8 k instructions an alert more). Inlined into the
        /// check's loop: no call a word.
        @inline(__always)
        init(_ word: UnsafeBufferPointer<UInt16>) {
            guard let first = word.first else {
                self = .isSpelledByRule
                return
            }
            let marks = WordSlots.spellingMarks(word)
            var shape: Shape = []
            if !marks.isEmpty {
                shape.insert(marks == .endsWithApostropheS ? .isPossessive : .isSpelledByRule)
            }
            var allUnits: UInt16 = 0
            var capitals = 0
            var hyphens = 0
            for unit in word {
                allUnits |= unit
                capitals &+= unit &- 0x41 < 26 ? 1 : 0
                hyphens &+= unit == 0x2D ? 1 : 0
            }
            if hyphens > 0 { shape.insert(.isSpelledByRule) }
            if allUnits < 0x80 {
                // ``WordShapeFacts/isWrittenCapitalized`` and ``WordShapeFacts/isWrittenLowercase``.
                if !(first &- 0x61 < 26) && capitals == (first &- 0x41 < 26 ? 1 : 0) {
                    shape.insert(.isCapitalizedASCII)
                }
                if capitals == 0 { shape.insert([.isLowercaseASCII, .isLowercase]) }
            } else {
                // Beyond ASCII: the other hyphens, and lower case only with nothing but
                // typographic apostrophes besides ASCII without a capital.
                var isLowercase = capitals == 0
                for unit in word where unit >= 0x80 {
                    if unit == 0x2010 || unit == 0x2011 { shape.insert(.isSpelledByRule) }
                    if unit != 0x2019 && unit != 0x2018 { isLowercase = false }
                }
                if isLowercase { shape.insert(.isLowercase) }
            }
            self = shape
        }

        init(rawValue: UInt8) { self.rawValue = rawValue }
    }

    /// Whether `isWritten` accepts every word of `text` (in the sentences `splitter` finds, in
    /// order) and no word is one the casers spell their own way: a name of the lexicon (also
    /// a possessive one), an acronym not written as the lexicon spells it, the first word of a
    /// multi-word name, one ``Shape/isSpelledByRule``, a part of a dotted abbreviation or a
    /// joined acronym.
    static func check(
        _ text: AnalyzedText, classes: WordClasses, splitter: SentenceSplitter, isWritten: (Word) -> Bool
    ) -> Bool {
        let known = text.reading(classes.lexicon).known
        let checksPhrases = !classes.properPhrases.phrases.isEmpty
        let phraseStarts = classes.phraseStarts
        let table = classes.lexicon.table
        // Every array read a word is read through its buffer: no bounds check per word.
        return text.tokens.withUnsafeBufferPointer { tokens in
            text.utf16.withUnsafeBufferPointer { units in
                known.withUnsafeBufferPointer { reading in
                    table.properNames.withUnsafeBufferPointer { properNames in
                        table.acronyms.withUnsafeBufferPointer { acronyms in
                            for sentence in splitter.sentenceTokenRanges(text) {
                                var last = sentence.upperBound - 1
                                while last >= sentence.lowerBound, !tokens[last].isContent { last -= 1 }
                                var sawContent = false
                                var afterColon = false
                                for index in sentence {
                                    let token = tokens[index]
                                    switch token.kind {
                                    case .word:
                                        let word = reading[index]
                                        let wordUnits = UnsafeBufferPointer(rebasing: units[token.range])
                                        let shape = Shape(wordUnits)
                                        if shape.contains(.isSpelledByRule) { return false }
                                        // A name or an acronym of the lexicon, or a possessive: rare, asked apart.
                                        var spellsAcronym = false
                                        if (word.isKnown
                                            && (properNames[Int(word.id)] >= 0 || acronyms[Int(word.id)] >= 0))
                                            || shape.contains(.isPossessive)
                                        {
                                            guard
                                                let isAcronym = acronymOrPlainPossessive(
                                                    index, word, shape, wordUnits, text, classes)
                                            else { return false }
                                            spellsAcronym = isAcronym
                                        }
                                        if (checksPhrases && phraseStarts.mayStart(word)
                                            && startsProperPhrase(at: index, text, tokens, known, classes.properPhrases))
                                            || startsJoinedShortWords(at: index, tokens, units)
                                        {
                                            return false
                                        }
                                        let followsWord =
                                            index > 1 && tokens[index - 1].kind == .whitespace
                                            && tokens[index - 2].kind == .word
                                        let accepted = isWritten(
                                            Word(
                                                token: index, shape: shape, known: word, isSentenceInitial: !sawContent,
                                                isAfterColon: afterColon, isLast: index == last,
                                                previousWord: followsWord ? index - 2 : nil,
                                                spellsAcronym: spellsAcronym))
                                        guard accepted else { return false }
                                        sawContent = true
                                        afterColon = false
                                    case .number, .opaque:
                                        sawContent = true
                                        afterColon = false
                                    case .punctuation:
                                        if units[token.range.lowerBound] == 0x3A { afterColon = true }
                                    case .whitespace:
                                        break
                                    }
                                }
                            }
                            return true
                        }
                    }
                }
            }
        }
    }

    /// Whether a multi-word proper name starts at the word at `index`: its later words follow
    /// one another, each after whitespace alone (as ``WordSlots`` marks them).
    private static func startsProperPhrase(
        at index: Int, _ text: AnalyzedText, _ tokens: UnsafeBufferPointer<Token>, _ known: [LexiconWord],
        _ phrases: ProperPhrases
    ) -> Bool {
        for candidate in phrases.candidates(known[index], folded: text.folded[index]) {
            let words = phrases.phrases[candidate].words
            var matches = true
            for offset in 1..<words.count {
                let token = index + 2 * offset
                guard token < tokens.count, tokens[token - 1].kind == .whitespace, tokens[token].kind == .word,
                    phrases.words[words.lowerBound + offset].matches(known[token], folded: text.folded[token])
                else {
                    matches = false
                    break
                }
            }
            if matches { return true }
        }
        return false
    }

    /// How the casers treat a word the lexicon spells as a name or an acronym, or one ending in
    /// "'s": nil when they spell it by a rule of their own (a name, a possessive of a name, an
    /// acronym written otherwise than in its capitals or an ambiguous one), true for an acronym
    /// written as the lexicon spells it, false for a possessive whose stem is no name.
    @inline(never)
    private static func acronymOrPlainPossessive(
        _ index: Int, _ word: LexiconWord, _ shape: Shape, _ units: UnsafeBufferPointer<UInt16>, _ text: AnalyzedText,
        _ classes: WordClasses
    ) -> Bool? {
        let table = classes.lexicon.table
        if word.isKnown && table.properNames[Int(word.id)] >= 0 { return nil }
        let acronym = word.isKnown ? table.acronyms[Int(word.id)] : -1
        if acronym >= 0 {
            guard !shape.contains(.isPossessive), isWrittenInCapitals(units, as: table.spellings[Int(acronym)]),
                !classes.ambiguousNames.contains(word)
            else { return nil }
            return true
        }
        let name = CaseRules.properName(
            known: word, isPossessive: true, classes: classes, word: text.tokenText(index), folded: text.folded[index])
        return name == nil ? false : nil
    }

    /// Whether an ASCII word of two or more capitals and no lower-case letter is written
    /// exactly as `spelling`: what ``CaseRules/keptSpelling(of:in:classes:shouting:)`` keeps of
    /// a word the lexicon spells as an acronym that is no ambiguous name.
    private static func isWrittenInCapitals(_ word: UnsafeBufferPointer<UInt16>, as spelling: String) -> Bool {
        var spelling = spelling
        return spelling.withUTF8 { bytes in
            guard bytes.count == word.count, word.count >= 2 else { return false }
            for index in 0..<word.count {
                let unit = word[index]
                guard unit == UInt16(bytes[index]), !(unit &- 0x61 < 26), unit < 0x80 else { return false }
            }
            var capitals = 0
            for unit in word where unit &- 0x41 < 26 { capitals += 1 }
            return capitals >= 2
        }
    }

    /// A short word, then "." or "&", then a word: how dotted abbreviations and joined acronyms
    /// start (what ``WordSlots`` looks for them after).
    private static func startsJoinedShortWords(
        at index: Int, _ tokens: UnsafeBufferPointer<Token>, _ units: UnsafeBufferPointer<UInt16>
    ) -> Bool {
        guard tokens[index].range.count <= 3, index + 2 < tokens.count, tokens[index + 1].kind == .punctuation,
            tokens[index + 2].kind == .word
        else { return false }
        let joiner = units[tokens[index + 1].range.lowerBound]
        return joiner == 0x2E || joiner == 0x26
    }
}

extension Token {
    /// A word, a number or an opaque span: what a sentence's first and last words are told by.
    fileprivate var isContent: Bool {
        switch kind {
        case .word, .number, .opaque: return true
        case .punctuation, .whitespace: return false
        }
    }
}
