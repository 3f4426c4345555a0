/// A word token with the context the casers need: where it sits in its sentence, what precedes
/// it, and whether a multi-word proper name covers it.
struct WordSlot {
    let range: Range<Int>
    /// The word as written.
    let text: Substring
    /// Lower-cased, apostrophes folded.
    let folded: String
    /// What the lexicon knows of the folded word, looked up once for every question the casers ask.
    let known: LexiconWord
    /// The word's letter-case shape, read once.
    let shape: WordShapeFacts
    /// The first word of a sentence (nothing but punctuation before it in the sentence).
    var isSentenceInitial = false
    /// The first word after a colon.
    var isAfterColon = false
    /// No word, number or opaque span follows it in its sentence.
    var isLast = false
    /// Glued to a preceding opaque span ("%@'s"): never recased.
    var isAttachedToOpaque = false
    /// A letter of a dotted abbreviation ("e.g.", "i.e."): lower-case but at a sentence start.
    var isAbbreviation = false
    /// Part of an acronym of capitals joined by `&` or periods ("AT&T", "Q&A", "U.S."): kept as
    /// written in every casing style.
    var isJoinedAcronym = false
    /// The folded previous word when only whitespace separates them.
    var previousFolded: String?
    /// The canonical spelling from a multi-word proper name ("Apple ID").
    var phraseSpelling: String?
    /// The covering multi-word name is also a common phrase ("Find My").
    var phraseIsAmbiguous = false
}

/// The word slots of a text and facts about the text as a whole.
struct WordSlots {
    var slots: [WordSlot] = []
    /// No word has a lower-case letter while some has two or more capitals that are not an
    /// acronym: "TURN ON BLUETOOTH".
    var isShouting = false

    init(_ text: AnalyzedText, classes: WordClasses, splitter: SentenceSplitter) {
        let tokens = text.tokens
        let abbreviationWords = WordSlots.dottedAbbreviationWords(text, classes: classes)
        let reading = text.reading(classes.lexicon)
        slots.reserveCapacity(tokens.count / 2 + 1)
        var sawLowercase = false
        var sawShoutedWord = false
        for sentence in splitter.sentenceTokenRanges(text) {
            var sawContent = false
            var afterColon = false
            let firstSlotOfSentence = slots.count
            var lastContentToken = sentence.lowerBound
            for index in sentence {
                let token = tokens[index]
                switch token.kind {
                case .word:
                    let range = token.range
                    let word = reading.texts[index]
                    let shape = WordShapeFacts(utf16: text.utf16[range], word: word)
                    var slot = WordSlot(
                        range: range, text: word, folded: text.folded[index], known: reading.known[index], shape: shape)
                    slot.isSentenceInitial = !sawContent
                    slot.isAbbreviation = !abbreviationWords.isEmpty && abbreviationWords.contains(index)
                    slot.isAfterColon = afterColon
                    if index > 0 {
                        let previous = tokens[index - 1]
                        if previous.isOpaque {
                            slot.isAttachedToOpaque = true
                        } else if previous.kind == .punctuation, previous.range.count == 1,
                            CodeUnit.isApostrophe(text.utf16[previous.range.lowerBound]), index > 1,
                            tokens[index - 2].isOpaque
                        {
                            slot.isAttachedToOpaque = true
                        } else if previous.kind == .whitespace, index > 1, tokens[index - 2].kind == .word,
                            let last = slots.last, last.range == tokens[index - 2].range
                        {
                            slot.previousFolded = last.folded
                        }
                    }
                    if shape.contains(.hasLowercase) {
                        sawLowercase = true
                    } else if shape.contains(.isAllCaps), classes.lexicon.acronyms[word.uppercased()] == nil {
                        sawShoutedWord = true
                    }
                    slots.append(slot)
                    sawContent = true
                    afterColon = false
                    lastContentToken = index
                case .number, .opaque:
                    sawContent = true
                    afterColon = false
                    lastContentToken = index
                case .punctuation:
                    if text.utf16[token.range.lowerBound] == 0x3A { afterColon = true }
                case .whitespace:
                    break
                }
            }
            if firstSlotOfSentence < slots.count, slots[slots.count - 1].range == tokens[lastContentToken].range {
                slots[slots.count - 1].isLast = true
            }
        }
        isShouting = sawShoutedWord && !sawLowercase
        markProperPhrases(text, lexicon: classes.lexicon, classes: classes)
        markJoinedAcronyms(text)
    }

    /// Marks the words of acronyms written in capitals and joined by `&` or `.` without spaces:
    /// "AT&T", "Q&A", "R&D", "U.S.", "U.K." (each part at most three letters).
    private mutating func markJoinedAcronyms(_ text: AnalyzedText) {
        let tokens = text.tokens
        func isCapitalPart(_ token: Token) -> Bool {
            guard token.kind == .word, token.range.count <= 3 else { return false }
            return text.utf16[token.range].allSatisfy { $0 >= 0x41 && $0 <= 0x5A }
        }
        func isJoiner(_ token: Token) -> Bool {
            token.kind == .punctuation && token.range.count == 1
                && (text.utf16[token.range.lowerBound] == 0x26 || text.utf16[token.range.lowerBound] == 0x2E)
        }
        var index = 0
        while index < tokens.count {
            guard isCapitalPart(tokens[index]) else {
                index += 1
                continue
            }
            var parts = [index]
            var next = index + 1
            while next + 1 < tokens.count, isJoiner(tokens[next]), isCapitalPart(tokens[next + 1]) {
                parts.append(next + 1)
                next += 2
            }
            if parts.count >= 2 {
                // Rare: the slots of the parts are found by a search (slots are in text order).
                let slotsOfParts = parts.compactMap { part in
                    slots.firstIndex { $0.range.lowerBound == tokens[part].range.lowerBound }
                }
                // A dotted abbreviation the lexicon knows ("E.G.") follows the casing style.
                if !slotsOfParts.contains(where: { slots[$0].isAbbreviation }) {
                    for slot in slotsOfParts { slots[slot].isJoinedAcronym = true }
                }
            }
            index = next
        }
    }

    /// The token indices of the words of dotted abbreviations from the lexicon ("e.g.", "i.e.").
    private static func dottedAbbreviationWords(_ text: AnalyzedText, classes: WordClasses) -> Set<Int> {
        let tokens = text.tokens
        var result: Set<Int> = []
        var index = 0
        while index + 3 < tokens.count {
            // word "." word "." … with no space inside.
            var end = index
            var words: [Int] = []
            while end + 1 < tokens.count, tokens[end].kind == .word, tokens[end].range.count <= 2,
                tokens[end + 1].kind == .punctuation, text.utf16[tokens[end + 1].range.lowerBound] == 0x2E
            {
                words.append(end)
                end += 2
            }
            if words.count >= 2, let last = words.last {
                let chain = WordClasses.fold(
                    text.string(tokens[index].range.lowerBound..<tokens[last].range.upperBound))
                if classes.abbreviations.contains(chain) { result.formUnion(words) }
                index = end
            } else {
                index += 1
            }
        }
        return result
    }

    /// Marks runs of words that spell a multi-word proper name ("apple id" → "Apple ID").
    private mutating func markProperPhrases(_ text: AnalyzedText, lexicon: Lexicon, classes: WordClasses) {
        guard !lexicon.properPhrasesByFirstWord.isEmpty else { return }
        var index = 0
        while index < slots.count {
            guard let candidates = lexicon.properPhrasesByFirstWord[slots[index].folded] else {
                index += 1
                continue
            }
            var matched = 0
            for words in candidates where index + words.count <= slots.count {
                var ok = true
                for offset in 1..<words.count {
                    let slot = slots[index + offset]
                    if slot.folded != WordClasses.fold(words[offset])
                        || slot.previousFolded != slots[index + offset - 1].folded
                    {
                        ok = false
                        break
                    }
                }
                if ok {
                    let ambiguous = classes.ambiguousNames.contains(WordClasses.fold(words.joined(separator: " ")))
                    for offset in 0..<words.count {
                        slots[index + offset].phraseSpelling = words[offset]
                        slots[index + offset].phraseIsAmbiguous = ambiguous
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
