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
        /// Written exactly as the lexicon spells it as a proper name ("iCloud") or, in capitals,
        /// as an acronym ("OK", "MB"), and not an ambiguous name: a word every casing style
        /// keeps as written.
        let keepsSpelling: Bool
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

        /// The shape of the word at `range` of a text's `units`: the "i", "i'…", "…'s" marks the
        /// word slots read (``WordSlots/spellingMarks(_:)``), and an ASCII word's capitals and
        /// hyphens (the three facts of ``WordShapeFacts`` this needs; reading all ten cost 0.8 k
        /// instructions an alert more). The units are read four at a time, as the lanes of a
        /// 64-bit word (``Lanes``); a word of fewer units is read in one load when the text goes
        /// on for four units past its start.
        init(_ units: UnsafeBufferPointer<UInt16>, _ range: Range<Int>) {
            let count = range.count
            guard count > 0, let start = units.baseAddress.map({ $0 + range.lowerBound }) else {
                self = .isSpelledByRule
                return
            }
            let word = UnsafeBufferPointer(start: start, count: count)
            let first = start[0]
            let marks = WordSlots.spellingMarks(word)
            var shape: Shape = []
            if !marks.isEmpty {
                shape.insert(marks == .endsWithApostropheS ? .isPossessive : .isSpelledByRule)
            }
            var lanes = Lanes()
            let raw = UnsafeRawPointer(start)
            if count >= 4 {
                // The first load's first lane is the first unit, which may be a capital.
                lanes.read(raw.loadUnaligned(as: UInt64.self), capitalsFrom: Lanes.afterFirst)
                var offset = 4
                while offset + 4 <= count {
                    lanes.read(raw.loadUnaligned(fromByteOffset: 2 * offset, as: UInt64.self), capitalsFrom: Lanes.all)
                    offset += 4
                }
                // The last units, in a load that overlaps the one before it.
                if offset < count {
                    lanes.read(
                        raw.loadUnaligned(fromByteOffset: 2 * (count - 4), as: UInt64.self), capitalsFrom: Lanes.all)
                }
            } else if range.lowerBound + 4 <= units.count {
                // The lanes past the word cleared: a zero unit is neither a capital nor a hyphen.
                let kept = (1 as UInt64) &<< (16 &* UInt64(count)) &- 1
                lanes.read(raw.loadUnaligned(as: UInt64.self) & kept, capitalsFrom: Lanes.afterFirst)
            } else {
                for index in 0..<count { lanes.read(unit: start[index], isFirst: index == 0) }
            }
            if lanes.isASCII {
                if lanes.hyphens != 0 { shape.insert(.isSpelledByRule) }
                // ``WordShapeFacts/isWrittenCapitalized`` and ``WordShapeFacts/isWrittenLowercase``.
                if lanes.capitals == 0 {
                    if !(first &- 0x61 < 26) { shape.insert(.isCapitalizedASCII) }
                    if !(first &- 0x41 < 26) { shape.insert([.isLowercaseASCII, .isLowercase]) }
                }
            } else {
                // Beyond ASCII, unit by unit: the hyphens, and lower case only with nothing but
                // typographic apostrophes besides ASCII without a capital.
                var isLowercase = true
                for unit in word {
                    if unit == 0x2D || unit == 0x2010 || unit == 0x2011 { shape.insert(.isSpelledByRule) }
                    if unit &- 0x41 < 26 || (unit >= 0x80 && unit != 0x2019 && unit != 0x2018) { isLowercase = false }
                }
                if isLowercase { shape.insert(.isLowercase) }
            }
            self = shape
        }

        /// What a word's units hold, read four at a time as the 16-bit lanes of a 64-bit word.
        /// A lane of an ASCII unit (below 0x80) plus 0x3F reaches 0x80 from "A" on, plus 0x25
        /// from past "Z" on, and never carries into the next lane: bit 7 of the first sum and
        /// not of the second marks a capital. The same test on the unit XOR "-" plus 0x7F marks
        /// a hyphen. Lanes beyond ASCII make the counts meaningless: only ``isASCII`` is read then.
        struct Lanes {
            /// Every unit read, OR-ed.
            private var allUnits: UInt64 = 0
            /// Bit 7 of a lane: a capital after the word's first unit.
            private(set) var capitals: UInt64 = 0
            /// Bit 7 of a lane: a hyphen.
            private(set) var hyphens: UInt64 = 0

            /// Bit 7 of every lane.
            static let all: UInt64 = 0x0080_0080_0080_0080
            /// Bit 7 of every lane but the first.
            static let afterFirst: UInt64 = 0x0080_0080_0080_0000

            /// Whether every unit read is ASCII.
            var isASCII: Bool { allUnits & 0xFF80_FF80_FF80_FF80 == 0 }

            /// Reads four units; capitals count only in the lanes of `capitalMask`.
            @inline(__always)
            mutating func read(_ lanes: UInt64, capitalsFrom capitalMask: UInt64) {
                allUnits |= lanes
                capitals |= (lanes &+ 0x003F_003F_003F_003F) & ~(lanes &+ 0x0025_0025_0025_0025) & capitalMask
                hyphens |= ~((lanes ^ 0x002D_002D_002D_002D) &+ 0x007F_007F_007F_007F) & Self.all
            }

            /// Reads one unit; a capital counts only after the first unit.
            @inline(__always)
            mutating func read(unit: UInt16, isFirst: Bool) {
                allUnits |= UInt64(unit)
                if !isFirst && unit &- 0x41 < 26 { capitals |= 0x80 }
                if unit == 0x2D { hyphens |= 0x80 }
            }
        }

        init(rawValue: UInt8) { self.rawValue = rawValue }
    }

    /// Whether `isWritten` accepts every word of `text` (in the sentences `splitter` finds, in
    /// order) and no word is one the casers spell their own way: a name or an acronym of the
    /// lexicon not written as the lexicon spells it, a possessive of a name, an ambiguous
    /// acronym, the first word of a multi-word name, one ``Shape/isSpelledByRule``, a part of a
    /// dotted abbreviation or a joined acronym.
    static func check(
        _ text: AnalyzedText, classes: WordClasses, splitter: SentenceSplitter, isWritten: (Word) -> Bool
    ) -> Bool {
        let known = text.reading(classes.lexicon).known
        let checksPhrases = !classes.properPhrases.phrases.isEmpty
        let phraseStarts = classes.phraseStarts
        unowned(unsafe) let table = classes.lexicon.table
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
                                        let shape = Shape(units, token.range)
                                        if shape.contains(.isSpelledByRule) { return false }
                                        // A name or an acronym of the lexicon, or a possessive: rare, asked apart.
                                        var keepsSpelling = false
                                        if (word.isKnown
                                            && (properNames[Int(word.id)] >= 0 || acronyms[Int(word.id)] >= 0))
                                            || shape.contains(.isPossessive)
                                        {
                                            guard
                                                let isKept = keptSpellingOrPlainPossessive(
                                                    index, word, shape,
                                                    UnsafeBufferPointer(rebasing: units[token.range]),
                                                    text, classes)
                                            else { return false }
                                            keepsSpelling = isKept
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
                                                keepsSpelling: keepsSpelling))
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
        at index: Int, _ text: AnalyzedText, _ tokens: UnsafeBufferPointer<Token>, _ known: KnownWords,
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
    /// "'s": nil when they spell it by a rule of their own (a name written otherwise than as the
    /// lexicon spells it, a possessive of a name, an acronym written otherwise than in its
    /// capitals, an ambiguous acronym, an ambiguous name that is an acronym or a possessive),
    /// true for a name or an acronym written as the lexicon spells it
    /// (``CaseRules/properName(of:in:classes:)`` and
    /// ``CaseRules/keptSpelling(of:in:classes:shouting:)`` give that spelling in every style),
    /// false for a possessive whose stem is no name and for an ambiguous name, which they case
    /// as any other word.
    @inline(never)
    private static func keptSpellingOrPlainPossessive(
        _ index: Int, _ word: LexiconWord, _ shape: Shape, _ units: UnsafeBufferPointer<UInt16>, _ text: AnalyzedText,
        _ classes: WordClasses
    ) -> Bool? {
        unowned(unsafe) let table = classes.lexicon.table
        if word.isKnown, case let name = table.properNames[Int(word.id)], name >= 0 {
            if classes.ambiguousNames.contains(word) {
                // A name that is also a common word ("Maps", "photos"): the casers spell it by
                // no name, and case it as any other word unless it is an acronym or a possessive.
                guard table.acronyms[Int(word.id)] < 0, !shape.contains(.isPossessive) else { return nil }
                return false
            }
            guard isWrittenASCII(units, as: table.spellings[Int(name)]) else { return nil }
            return true
        }
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

    /// Whether a word is written exactly as an ASCII `spelling`, unit for byte (a word that
    /// String equality alone would equate is left to the word-by-word casing).
    private static func isWrittenASCII(_ word: UnsafeBufferPointer<UInt16>, as spelling: String) -> Bool {
        var spelling = spelling
        return spelling.withUTF8 { bytes in
            guard bytes.count == word.count else { return false }
            for index in 0..<word.count where bytes[index] >= 0x80 || word[index] != UInt16(bytes[index]) {
                return false
            }
            return true
        }
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
