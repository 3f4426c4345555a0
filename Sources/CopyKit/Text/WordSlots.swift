/// A word token with the context the casers need: where it sits in its sentence, what precedes
/// it, what the lexicon knows of it, and whether a multi-word proper name covers it. A few bits
/// and indices, copied freely: the word's text and folded key are read from the text by its token
/// index (see ``WordSlots``).
struct WordSlot {
    /// The word's index in the text's tokens.
    let token: Int
    /// The word's letter-case shape, read once.
    let shape: WordShapeFacts
    /// Where the word sits and how the casers treat it.
    var marks: Marks = []
    /// The index of the covering multi-word name's spelling of this word in
    /// ``ProperPhrases/spellings``; -1 for none.
    var phrase: Int32 = -1
    /// What the lexicon knows of the folded word (the text's reading of its token).
    let known: LexiconWord

    struct Marks: OptionSet {
        let rawValue: UInt16
        /// The first word of a sentence (nothing but punctuation before it in the sentence).
        static let isSentenceInitial = Marks(rawValue: 1 << 0)
        /// The first word after a colon.
        static let isAfterColon = Marks(rawValue: 1 << 1)
        /// No word, number or opaque span follows it in its sentence.
        static let isLast = Marks(rawValue: 1 << 2)
        /// Glued to a preceding opaque span ("%@'s"): never recased.
        static let isAttachedToOpaque = Marks(rawValue: 1 << 3)
        /// A letter of a dotted abbreviation ("e.g.", "i.e."): lower-case but at a sentence start.
        static let isAbbreviation = Marks(rawValue: 1 << 4)
        /// Part of an acronym of capitals joined by `&` or periods ("AT&T", "Q&A", "U.S."): kept
        /// as written in every casing style.
        static let isJoinedAcronym = Marks(rawValue: 1 << 5)
        /// The previous word (two tokens back) is separated from it by whitespace only.
        static let followsWord = Marks(rawValue: 1 << 6)
        /// The covering multi-word name is also a common phrase ("Find My").
        static let phraseIsAmbiguous = Marks(rawValue: 1 << 7)
        /// The word is "i" or "I".
        static let isPronounI = Marks(rawValue: 1 << 8)
        /// The folded word starts with "i'" ("i'm", "I’ll").
        static let startsWithIApostrophe = Marks(rawValue: 1 << 9)
        /// The folded word ends in "'s" ("iPhone's", "it’s").
        static let endsWithApostropheS = Marks(rawValue: 1 << 10)
        /// A capitalized word of a menu path ("Settings > General > About", "File → Export"):
        /// the label of a control, which sentence case keeps as written.
        static let isMenuPathItem = Marks(rawValue: 1 << 11)
        /// Words that no casing style recases.
        static let keptAsWritten: Marks = [.isAttachedToOpaque, .isJoinedAcronym]
    }

    var isSentenceInitial: Bool { marks.contains(.isSentenceInitial) }
    var isAfterColon: Bool { marks.contains(.isAfterColon) }
    var isLast: Bool { marks.contains(.isLast) }
    var isAttachedToOpaque: Bool { marks.contains(.isAttachedToOpaque) }
    var isAbbreviation: Bool { marks.contains(.isAbbreviation) }
    var isJoinedAcronym: Bool { marks.contains(.isJoinedAcronym) }
    var phraseIsAmbiguous: Bool { marks.contains(.phraseIsAmbiguous) }
    var isPronounI: Bool { marks.contains(.isPronounI) }
    /// Whether the folded word is "i" or starts with "i'": "I" in every casing style.
    var isFirstPersonI: Bool { !marks.isDisjoint(with: [.isPronounI, .startsWithIApostrophe]) }
    var endsWithApostropheS: Bool { marks.contains(.endsWithApostropheS) }
    var isMenuPathItem: Bool { marks.contains(.isMenuPathItem) }
    /// Neither glued to an opaque span nor part of a joined acronym: a word the casers recase.
    var isRecased: Bool { marks.isDisjoint(with: .keptAsWritten) }
}

/// The word slots of a text and facts about the text as a whole; what a slot's word says
/// (its text, folded key) is read from the text's per-token facts.
///
/// The slots live in storage that lasts as long as the call to ``with(_:classes:splitter:_:)``
/// (on the stack for a text of a few dozen words): no array is allocated per text.
struct WordSlots {
    let text: AnalyzedText
    /// The slots, in text order.
    private(set) var slots: UnsafeMutableBufferPointer<WordSlot>
    /// The spellings of the words of the multi-word proper names (``ProperPhrases/spellings``),
    /// which the slots refer to by index (``WordSlot/phrase``).
    private let phraseSpellings: [String]
    /// No word has a lower-case letter while some has two or more capitals that are not an
    /// acronym: "TURN ON BLUETOOTH".
    var isShouting = false

    /// The word as written.
    @inline(__always)
    func word(_ slot: WordSlot) -> Substring { text.tokenText(slot.token) }
    /// The word lower-cased, apostrophes folded.
    @inline(__always)
    func folded(_ slot: WordSlot) -> String { text.folded[slot.token] }
    /// What the lexicon knows of the folded word.
    @inline(__always)
    func known(_ slot: WordSlot) -> LexiconWord { slot.known }
    /// The word's UTF-16 range.
    @inline(__always)
    func range(_ slot: WordSlot) -> Range<Int> { text.tokens[slot.token].range }
    /// The word's UTF-16 code units.
    @inline(__always)
    func units(_ slot: WordSlot) -> Slice<TextUnits> { text.utf16[text.tokens[slot.token].range] }
    /// The folded previous word when only whitespace separates them.
    func previousFolded(_ slot: WordSlot) -> String? {
        slot.marks.contains(.followsWord) ? text.folded[slot.token - 2] : nil
    }
    /// The canonical spelling from a multi-word proper name ("Apple ID").
    func phraseSpelling(_ slot: WordSlot) -> String? { slot.phrase < 0 ? nil : phraseSpellings[Int(slot.phrase)] }
    /// Whether the word is written exactly as `spelling` (``String/==`` of the word and
    /// `spelling`): an ASCII word and an ASCII spelling compared unit by byte, any other pair
    /// as strings.
    func isWritten(_ slot: WordSlot, as spelling: String) -> Bool {
        guard slot.shape.contains(.isASCII) else { return word(slot) == spelling }
        let wordRange = range(slot)
        let equal = spelling.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            text.utf16.withUnsafeBufferPointer { utf16 -> Bool? in
                if bytes.count != wordRange.count { return bytes.contains { $0 >= 0x80 } ? nil : false }
                var offset = 0
                while offset < bytes.count {
                    let byte = bytes[offset]
                    if byte >= 0x80 { return nil }
                    if UInt16(byte) != utf16[wordRange.lowerBound + offset] { return false }
                    offset += 1
                }
                return true
            }
        }
        if let equal, let equal { return equal }
        return word(slot) == spelling
    }

    /// The word capitalized (``WordShape/capitalized(_:)``); an ASCII word built from its units.
    func capitalized(_ slot: WordSlot) -> String {
        guard slot.shape.contains(.isASCII) else { return WordShape.capitalized(word(slot)) }
        let wordRange = range(slot)
        return text.utf16.withUnsafeBufferPointer { utf16 in
            String(unsafeUninitializedCapacity: wordRange.count) { buffer in
                var offset = 0
                for index in wordRange {
                    let byte = UInt8(truncatingIfNeeded: utf16[index])
                    if offset == 0 {
                        buffer[offset] = byte &- 0x61 < 26 ? byte - 0x20 : byte
                    } else {
                        buffer[offset] = byte &- 0x41 < 26 ? byte + 0x20 : byte
                    }
                    offset += 1
                }
                return offset
            }
        }
    }

    /// The word lower-cased; an ASCII word's folded key is its lower-case form (folding changes
    /// only curly apostrophes, which ASCII has none of).
    func lowercased(_ slot: WordSlot) -> String {
        slot.shape.contains(.isASCII) ? folded(slot) : word(slot).lowercased()
    }

    /// Calls `body` with the slots of `text`, which must not outlive the call.
    static func with<Result>(
        _ text: AnalyzedText, classes: WordClasses, splitter: SentenceSplitter, _ body: (WordSlots) -> Result
    ) -> Result {
        var wordCount = 0
        for token in text.tokens where token.kind == .word { wordCount += 1 }
        // Slots hold no references: the storage needs no deinitializing.
        return withUnsafeTemporaryAllocation(of: WordSlot.self, capacity: wordCount) { storage in
            body(WordSlots(text, classes: classes, splitter: splitter, storage: storage))
        }
    }

    /// The slots of `text`, written into `storage` (room for every word token).
    private init(
        _ text: AnalyzedText, classes: WordClasses, splitter: SentenceSplitter,
        storage: UnsafeMutableBufferPointer<WordSlot>
    ) {
        self.text = text
        phraseSpellings = classes.properPhrases.spellings
        let tokens = text.tokens
        let utf16 = text.utf16
        let known = text.reading(classes.lexicon).known
        slots = UnsafeMutableBufferPointer(rebasing: storage[0..<0])
        var count = 0
        var sawLowercase = false
        var sawShoutedWord = false
        // A short word, a "." or "&" and a word: what dotted abbreviations and joined acronyms
        // start with. Only a text with one is searched for them.
        var sawJoinedShortWord = false
        var sawMenuSeparator = false
        for sentence in splitter.sentenceTokenRanges(text) {
            var sawContent = false
            var afterColon = false
            let firstSlotOfSentence = count
            var lastContentToken = sentence.lowerBound
            for index in sentence {
                let token = tokens[index]
                switch token.kind {
                case .word:
                    let range = token.range
                    let shape = WordShapeFacts(utf16: utf16[range], word: text.tokenText(index))
                    var marks = WordSlots.spellingMarks(utf16, range)
                    if !sawContent { marks.insert(.isSentenceInitial) }
                    if afterColon { marks.insert(.isAfterColon) }
                    if index > 0 {
                        let previous = tokens[index - 1]
                        if previous.isOpaque {
                            marks.insert(.isAttachedToOpaque)
                        } else if previous.kind == .punctuation, previous.range.count == 1,
                            CodeUnit.isApostrophe(utf16[previous.range.lowerBound]), index > 1,
                            tokens[index - 2].isOpaque
                        {
                            marks.insert(.isAttachedToOpaque)
                        } else if previous.kind == .whitespace, index > 1, count > 0,
                            storage[count - 1].token == index - 2
                        {
                            marks.insert(.followsWord)
                        }
                    }
                    if shape.contains(.hasLowercase) {
                        sawLowercase = true
                    } else if shape.contains(.isAllCaps),
                        !WordSlots.isAcronym(index, known[index], shape, text, classes)
                    {
                        sawShoutedWord = true
                    }
                    if range.count <= 3, index + 2 < tokens.count, tokens[index + 1].kind == .punctuation,
                        utf16[tokens[index + 1].range.lowerBound] == 0x2E
                            || utf16[tokens[index + 1].range.lowerBound] == 0x26,
                        tokens[index + 2].kind == .word
                    {
                        sawJoinedShortWord = true
                    }
                    storage.initializeElement(
                        at: count, to: WordSlot(token: index, shape: shape, marks: marks, known: known[index]))
                    count += 1
                    sawContent = true
                    afterColon = false
                    lastContentToken = index
                case .number, .opaque:
                    sawContent = true
                    afterColon = false
                    lastContentToken = index
                case .punctuation:
                    let unit = utf16[token.range.lowerBound]
                    if unit == 0x3A { afterColon = true }
                    if WordSlots.isMenuSeparator(unit) { sawMenuSeparator = true }
                case .whitespace:
                    break
                }
            }
            if firstSlotOfSentence < count, storage[count - 1].token == lastContentToken {
                storage[count - 1].marks.insert(.isLast)
            }
        }
        slots = UnsafeMutableBufferPointer(rebasing: storage[0..<count])
        isShouting = sawShoutedWord && !sawLowercase
        markProperPhrases(classes.properPhrases, phraseStarts: classes.phraseStarts)
        if sawJoinedShortWord {
            markAbbreviations(WordSlots.dottedAbbreviationWords(text, classes: classes))
            markJoinedAcronyms()
        }
        if sawMenuSeparator { markMenuPathItems() }
    }

    /// `>` `›` `→`: what separates the steps of a menu path.
    private static func isMenuSeparator(_ unit: UInt16) -> Bool { unit == 0x3E || unit == 0x203A || unit == 0x2192 }

    /// Marks the capitalized words of menu paths. A separator between two capitalized words
    /// ("Settings > General", not "Be > 5") joins steps: the word before it is a step, and so
    /// are the capitalized words after it, up to three, a lower-case word or other punctuation
    /// than `&` ("Settings > Display & Brightness > Text Size").
    private mutating func markMenuPathItems() {
        let tokens = text.tokens
        let utf16 = text.utf16
        func slotIndex(ofCapitalizedWord index: Int) -> Int? {
            guard index >= 0, index < tokens.count, tokens[index].kind == .word,
                let slot = slots.firstIndex(where: { $0.token == index }),
                slots[slot].shape.contains(.startsUppercase)
            else { return nil }
            return slot
        }
        func nonSpace(from index: Int, by step: Int) -> Int {
            var index = index
            while index >= 0, index < tokens.count, tokens[index].kind == .whitespace { index += step }
            return index
        }
        for separator in tokens.indices
        where tokens[separator].kind == .punctuation && tokens[separator].range.count == 1
            && WordSlots.isMenuSeparator(utf16[tokens[separator].range.lowerBound])
        {
            guard let before = slotIndex(ofCapitalizedWord: nonSpace(from: separator - 1, by: -1)),
                slotIndex(ofCapitalizedWord: nonSpace(from: separator + 1, by: 1)) != nil
            else { continue }
            slots[before].marks.insert(.isMenuPathItem)
            var index = nonSpace(from: separator + 1, by: 1)
            var words = 0
            while words < 3, index < tokens.count {
                if let slot = slotIndex(ofCapitalizedWord: index) {
                    slots[slot].marks.insert(.isMenuPathItem)
                    words += 1
                } else if !(tokens[index].kind == .punctuation && tokens[index].range.count == 1
                    && utf16[tokens[index].range.lowerBound] == 0x26)
                {
                    break
                }
                index = nonSpace(from: index + 1, by: 1)
            }
        }
    }

    /// What a word's first and last units say of its folded form: "i", "i'…", "…'s".
    private static func spellingMarks(_ utf16: TextUnits, _ range: Range<Int>) -> WordSlot.Marks {
        utf16.withUnsafeBufferPointer { spellingMarks(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// ``spellingMarks(_:_:)`` of a word's units (at least one).
    static func spellingMarks(_ word: UnsafeBufferPointer<UInt16>) -> WordSlot.Marks {
        // Folding lower-cases "I" and "S" and straightens ’ and ‘; no other unit folds to them.
        func isApostrophe(_ unit: UInt16) -> Bool { unit == 0x27 || unit == 0x2019 || unit == 0x2018 }
        var marks: WordSlot.Marks = []
        let first = word[0]
        if word.count == 1 {
            if first | 0x20 == 0x69 { marks.insert(.isPronounI) }
            return marks
        }
        if first | 0x20 == 0x69, isApostrophe(word[1]) { marks.insert(.startsWithIApostrophe) }
        if word[word.count - 1] | 0x20 == 0x73, isApostrophe(word[word.count - 2]) {
            marks.insert(.endsWithApostropheS)
        }
        return marks
    }

    /// Whether a word in capitals is an acronym the lexicon knows in that spelling
    /// (``Lexicon/acronyms`` of the word upper-cased): an ASCII word whose folded form the
    /// lexicon spells no acronym is none; any other is looked up by its text.
    private static func isAcronym(
        _ index: Int, _ known: LexiconWord, _ shape: WordShapeFacts, _ text: AnalyzedText, _ classes: WordClasses
    ) -> Bool {
        if shape.contains(.isASCII), CaseRules.acronymIndex(of: known, classes: classes) < 0 { return false }
        return classes.lexicon.acronyms[text.tokenText(index).uppercased()] != nil
    }

    /// Marks the slots of the words of dotted abbreviations, by token index.
    private mutating func markAbbreviations(_ words: Set<Int>) {
        guard !words.isEmpty else { return }
        for index in slots.indices where words.contains(slots[index].token) {
            slots[index].marks.insert(.isAbbreviation)
        }
    }

    /// Marks the words of acronyms written in capitals and joined by `&` or `.` without spaces:
    /// "AT&T", "Q&A", "R&D", "U.S.", "U.K." (each part at most three letters).
    private mutating func markJoinedAcronyms() {
        let tokens = text.tokens
        let utf16 = text.utf16
        func isCapitalPart(_ token: Token) -> Bool {
            guard token.kind == .word, token.range.count <= 3 else { return false }
            for index in token.range where !(utf16[index] >= 0x41 && utf16[index] <= 0x5A) { return false }
            return true
        }
        func isJoiner(_ token: Token) -> Bool {
            token.kind == .punctuation && token.range.count == 1
                && (utf16[token.range.lowerBound] == 0x26 || utf16[token.range.lowerBound] == 0x2E)
        }
        func continues(at next: Int) -> Bool {
            next + 1 < tokens.count && isJoiner(tokens[next]) && isCapitalPart(tokens[next + 1])
        }
        var index = 0
        while index < tokens.count {
            guard isCapitalPart(tokens[index]), continues(at: index + 1) else {
                index += 1
                continue
            }
            var parts = [index]
            var next = index + 1
            while continues(at: next) {
                parts.append(next + 1)
                next += 2
            }
            // Rare: the slots of the parts are found by a search (slots are in text order).
            let slotsOfParts = parts.compactMap { part in slots.firstIndex { $0.token == part } }
            // A dotted abbreviation the lexicon knows ("E.G.") follows the casing style.
            if !slotsOfParts.contains(where: { slots[$0].isAbbreviation }) {
                for slot in slotsOfParts { slots[slot].marks.insert(.isJoinedAcronym) }
            }
            index = next
        }
    }

    /// The token indices of the words of dotted abbreviations from the lexicon ("e.g.", "i.e.").
    private static func dottedAbbreviationWords(_ text: AnalyzedText, classes: WordClasses) -> Set<Int> {
        let tokens = text.tokens
        let utf16 = text.utf16
        var result: Set<Int> = []
        var index = 0
        while index + 3 < tokens.count {
            // word "." word "." … with no space inside.
            var end = index
            var words = 0
            while end + 1 < tokens.count, tokens[end].kind == .word, tokens[end].range.count <= 2,
                tokens[end + 1].kind == .punctuation, utf16[tokens[end + 1].range.lowerBound] == 0x2E
            {
                words += 1
                end += 2
            }
            if words >= 2 {
                let last = end - 2
                let chain = WordClasses.fold(
                    text.string(tokens[index].range.lowerBound..<tokens[last].range.upperBound))
                if classes.abbreviations.contains(chain) { result.formUnion(stride(from: index, through: last, by: 2)) }
                index = end
            } else {
                index += 1
            }
        }
        return result
    }

    /// Marks runs of words that spell a multi-word proper name ("apple id" → "Apple ID"). The
    /// words of a run are separated by whitespace alone; each is compared by the id its reading
    /// holds.
    private mutating func markProperPhrases(_ phrases: ProperPhrases, phraseStarts: PhraseStarts) {
        guard !phrases.phrases.isEmpty else { return }
        var index = 0
        while index < slots.count {
            guard phraseStarts.mayStart(known(slots[index])) else {
                index += 1
                continue
            }
            var matched = 0
            for candidate in phrases.candidates(known(slots[index]), folded: folded(slots[index])) {
                let words = phrases.phrases[candidate].words
                guard index + words.count <= slots.count else { continue }
                var ok = true
                for offset in 1..<words.count {
                    let slot = slots[index + offset]
                    // The previous slot is the previous word only when whitespace alone separates them.
                    if !slot.marks.contains(.followsWord)
                        || !phrases.words[words.lowerBound + offset].matches(known(slot), folded: folded(slot))
                    {
                        ok = false
                        break
                    }
                }
                if ok {
                    let ambiguous = phrases.phrases[candidate].isAmbiguous
                    for offset in 0..<words.count {
                        slots[index + offset].phrase = Int32(words.lowerBound + offset)
                        if ambiguous { slots[index + offset].marks.insert(.phraseIsAmbiguous) }
                    }
                    matched = words.count
                    break
                }
            }
            index += max(matched, 1)
        }
    }
}

/// The parts of a hyphenated word: `Wi-Fi` → `Wi`, `-`, `Fi`.
enum HyphenParts {
    /// Whether the word holds a hyphen (-, U+2010 or U+2011).
    static func hasHyphen(_ word: Substring) -> Bool {
        // In UTF-8: "-" is 2D; U+2010 and U+2011 are E2 80 90 and E2 80 91.
        if let found = word.utf8.withContiguousStorageIfAvailable({ hasHyphen(bytes: $0) }) { return found }
        var previous: UInt8 = 0
        var beforePrevious: UInt8 = 0
        for byte in word.utf8 {
            if byte == 0x2D || (beforePrevious == 0xE2 && previous == 0x80 && (byte == 0x90 || byte == 0x91)) {
                return true
            }
            beforePrevious = previous
            previous = byte
        }
        return false
    }

    /// `hasHyphen` of a word's UTF-8 bytes.
    private static func hasHyphen(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x2D { return true }
            if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
                bytes[index + 2] == 0x90 || bytes[index + 2] == 0x91
            {
                return true
            }
            index += 1
        }
        return false
    }

    /// The word's parts and the separators between them, in order; parts at even indices.
    static func split(_ word: Substring) -> [Substring] {
        guard hasHyphen(word) else { return [word] }
        var pieces: [Substring] = []
        var start = word.startIndex
        var index = word.startIndex
        while index < word.endIndex {
            let character = word[index]
            if character == "-" || character == "\u{2010}" || character == "\u{2011}" {
                pieces.append(word[start..<index])
                pieces.append(word[index...index])
                start = word.index(after: index)
            }
            index = word.index(after: index)
        }
        pieces.append(word[start..<word.endIndex])
        return pieces
    }
}
