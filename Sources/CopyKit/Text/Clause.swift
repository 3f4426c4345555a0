/// The words, numbers, opaque spans and separators of one sentence, with its end punctuation.
/// Items point at the text's tokens and read what its analysis holds for them (folded keys, texts,
/// lexicon entries); nothing is copied per word, and the items of a short sentence live on the
/// stack.
struct Clause {
    struct Item {
        enum Kind: UInt8 { case word, number, opaque, separator }
        /// What the lexicon knows of the folded word, looked up once.
        var known = LexiconWord.unknown
        /// The token's index in the text.
        var token: Int
        /// The groups of named words the word is in (none for anything but a word).
        var named: NamedWords = []
        var kind: Kind
        /// Part of a multi-word proper name ("Face ID", "Do Not Disturb"), never a verb.
        var isInName = false
        /// The word's text is ASCII only.
        var isASCII = false
        /// The word's folded text is ASCII only (its text is ASCII but for typographic apostrophes).
        var isFoldedASCII = false
        /// The word has an apostrophe, straight or typographic.
        var hasApostrophe = false
        var isWord: Bool { kind == .word }

        init(kind: Kind, token: Int) {
            self.kind = kind
            self.token = token
        }

        /// A word's item, with the facts its UTF-16 code units tell.
        init(word token: Int, units: UnsafeBufferPointer<UInt16>, known: LexiconWord, named: NamedWords) {
            self.init(kind: .word, token: token)
            self.known = known
            self.named = named
            var isASCII = true
            var isFoldedASCII = true
            var hasApostrophe = false
            for unit in units where unit >= 0x80 || unit == 0x27 {
                if unit == 0x27 || unit == 0x2018 || unit == 0x2019 {
                    hasApostrophe = true
                    if unit != 0x27 { isASCII = false }
                } else {
                    isASCII = false
                    isFoldedASCII = false
                }
            }
            self.isASCII = isASCII
            self.isFoldedASCII = isFoldedASCII
            self.hasApostrophe = hasApostrophe
        }
    }

    /// The items, in a buffer that lives as long as the call to ``reading(_:tokens:classifier:_:)``.
    let items: UnsafeMutableBufferPointer<Item>
    let isQuestion: Bool
    let analyzed: AnalyzedText

    /// Calls `body` with the clause of the sentence `tokens` of `text`. The items of a short
    /// sentence are on the stack; a long one's in memory allocated for the call.
    static func reading<Result>(
        _ text: AnalyzedText, tokens: Range<Int>, classifier: SentenceClassifier, _ body: (Clause) -> Result
    ) -> Result {
        // No more items than tokens; stack allocations of up to 1 KB need no check of the stack.
        if tokens.count * MemoryLayout<Item>.stride <= 1024 {
            return withUnsafeTemporaryAllocation(of: Item.self, capacity: tokens.count) { storage in
                body(Clause(text, tokens: tokens, classifier: classifier, storage: storage))
            }
        }
        let storage = UnsafeMutableBufferPointer<Item>.allocate(capacity: tokens.count)
        defer { storage.deallocate() }
        return body(Clause(text, tokens: tokens, classifier: classifier, storage: storage))
    }

    /// Reads the sentence into `storage` (room for an item per token).
    private init(
        _ text: AnalyzedText, tokens: Range<Int>, classifier: SentenceClassifier,
        storage: UnsafeMutableBufferPointer<Item>
    ) {
        analyzed = text
        let reading = text.reading(classifier.lexicon)
        let known = reading.known
        let folded = text.folded
        var count = 0
        var lastMark: UInt16?
        let phraseStarts = classifier.classes.phraseStarts
        var startsPhrase = false
        func append(_ item: Item) {
            (storage.baseAddress! + count).initialize(to: item)
            count += 1
        }
        text.tokens.withUnsafeBufferPointer { tokenBuffer in
            text.utf16.withUnsafeBufferPointer { utf16 in
                for index in tokens {
                    let token = tokenBuffer[index]
                    switch token.kind {
                    case .word:
                        let known = known[index]
                        let named = classifier.named.words(known, folded: folded[index])
                        startsPhrase = startsPhrase || phraseStarts.mayStart(known)
                        let units = UnsafeBufferPointer(rebasing: utf16[token.range])
                        append(Item(word: index, units: units, known: known, named: named))
                    case .number:
                        append(Item(kind: .number, token: index))
                    case .opaque:
                        append(Item(kind: .opaque, token: index))
                    case .punctuation:
                        let unit = utf16[token.range.lowerBound]
                        switch unit {
                        case 0x2C, 0x3B, 0x3A, 0x2014, 0x2013, 0x28, 0x29:  // , ; : — – ( )
                            append(Item(kind: .separator, token: index))
                        case 0x3F, 0xFF1F, 0x2E, 0x21, 0x2026:
                            lastMark = unit
                        default:
                            break
                        }
                    case .whitespace:
                        break
                    }
                }
            }
        }
        items = UnsafeMutableBufferPointer(rebasing: storage[..<count])
        isQuestion = lastMark == 0x3F || lastMark == 0xFF1F
        if startsPhrase { markProperPhrases(classifier.lexicon, phraseStarts: phraseStarts) }
    }

    /// The UTF-16 range of an item's token.
    func range(of item: Item) -> Range<Int> { analyzed.tokens[item.token].range }

    /// The folded text of a word.
    func folded(_ item: Item) -> String { analyzed.folded[item.token] }

    /// Whether the folded word ends with `suffix`.
    func folded(_ item: Item, endsWith suffix: StaticString) -> Bool {
        if let answer = withFoldedASCII(item, { $0.ends(with: suffix) }) { return answer }
        return folded(item).hasSuffix(suffix.description)
    }

    /// Calls `body` with the bytes of a word's folded text when they are ASCII; nil otherwise
    /// (the callers then ask the `String`, as Unicode text needs).
    @inline(__always)
    func withFoldedASCII<Result>(_ item: Item, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        guard item.isFoldedASCII else { return nil }
        return folded(item).utf8.withContiguousStorageIfAvailable(body)
    }

    /// Marks the words of multi-word proper names written next to each other.
    private func markProperPhrases(_ lexicon: Lexicon, phraseStarts: PhraseStarts) {
        var index = 0
        while index < items.count {
            var matched = 1
            if items[index].isWord, phraseStarts.mayStart(items[index].known),
                let candidates = lexicon.properPhrasesByFirstWord[folded(items[index])]
            {
                for words in candidates where index + words.count <= items.count {
                    let fits = (1..<words.count).allSatisfy { offset in
                        let item = items[index + offset]
                        return item.isWord && folded(item) == WordClasses.fold(words[offset])
                    }
                    if fits {
                        for offset in 0..<words.count { items[index + offset].isInName = true }
                        matched = words.count
                        break
                    }
                }
            }
            index += matched
        }
    }

    /// Whether a new clause can start at `index`: after a separator or a conjunction.
    func startsClause(at index: Int) -> Bool {
        guard index > 0 else { return true }
        let previous = items[index - 1]
        if previous.kind == .separator { return true }
        return previous.isWord && previous.named.contains(.clauseOpener)
    }

    /// The UTF-16 range from the first to the last item of a range of items.
    func span(of itemRange: Range<Int>) -> Range<Int> {
        guard let first = itemRange.first, let last = itemRange.last else { return 0..<0 }
        return range(of: items[first]).lowerBound..<range(of: items[last]).upperBound
    }
}
