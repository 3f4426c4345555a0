/// The words, numbers, opaque spans and separators of one sentence, with its end punctuation.
/// Items point at the text's tokens and carry what the text's reading knows of each word (its
/// lexicon lists and verb kinds, the named words it is): the classifier's word tests are bit
/// tests on an item, nothing is looked up or copied per test, and the items of a short sentence
/// live on the stack.
struct Clause {
    struct Item {
        enum Kind: UInt8 { case word, number, opaque, separator }

        /// Facts about a word's text.
        struct Flags: OptionSet {
            let rawValue: UInt8
            /// Part of a multi-word proper name ("Face ID", "Do Not Disturb"), never a verb.
            static let isInName = Flags(rawValue: 1 << 0)
            /// The word's text is ASCII only.
            static let isASCII = Flags(rawValue: 1 << 1)
            /// The word's folded text is ASCII only (its text is ASCII but for typographic apostrophes).
            static let isFoldedASCII = Flags(rawValue: 1 << 2)
            /// The word has an apostrophe, straight or typographic.
            static let hasApostrophe = Flags(rawValue: 1 << 3)
            /// The word may start a multi-word proper name (``PhraseStarts/mayStart(_:)``).
            static let mayStartPhrase = Flags(rawValue: 1 << 4)
        }

        /// The lexicon lists the folded word is in (``LexiconWord/lists``); 0 for anything but a word.
        let lists: UInt64
        /// The word's id in the lexicon's word table; -1 for a word it does not know and for
        /// anything but a word.
        let id: Int32
        /// The token's index in the text.
        let token: Int32
        /// The groups of named words the word is in (none for anything but a word).
        let named: NamedWords
        let kind: Kind
        /// What kinds of verb form the word is (none for a word that is no verb form).
        let verbKinds: Lexicon.VerbForm.Kinds
        var flags: Flags

        init(kind: Kind, token: Int) {
            self.lists = 0
            self.id = -1
            self.token = Int32(truncatingIfNeeded: token)
            self.named = []
            self.kind = kind
            self.verbKinds = []
            self.flags = []
        }

        /// A word's item, with the facts its UTF-16 code units tell.
        init(
            word token: Int, units: UnsafeBufferPointer<UInt16>, known: LexiconWord, named: NamedWords,
            verbKinds: Lexicon.VerbForm.Kinds
        ) {
            self.lists = known.lists
            self.id = known.id
            self.token = Int32(truncatingIfNeeded: token)
            self.named = named
            self.kind = .word
            self.verbKinds = verbKinds
            var flags: Flags = [.isASCII, .isFoldedASCII]
            // Most words are ASCII without an apostrophe: a pass that only combines the units and
            // counts straight apostrophes, without a branch, tells; the others are read unit by unit.
            var allUnits: UInt16 = 0
            var straightApostrophes = 0
            for unit in units {
                allUnits |= unit
                straightApostrophes &+= unit == 0x27 ? 1 : 0
            }
            if allUnits >= 0x80 || straightApostrophes > 0 {
                for unit in units where unit >= 0x80 || unit == 0x27 {
                    if unit == 0x27 || unit == 0x2018 || unit == 0x2019 {
                        flags.insert(.hasApostrophe)
                        if unit != 0x27 { flags.remove(.isASCII) }
                    } else {
                        flags.remove(.isASCII)
                        flags.remove(.isFoldedASCII)
                    }
                }
            }
            self.flags = flags
        }

        var isWord: Bool { kind == .word }
        /// What the lexicon knows of the folded word (``LexiconWord/unknown`` for anything but a word).
        var known: LexiconWord { LexiconWord(id: id, lists: lists) }
        var isInName: Bool { flags.contains(.isInName) }
        var isASCII: Bool { flags.contains(.isASCII) }
        var isFoldedASCII: Bool { flags.contains(.isFoldedASCII) }
        var hasApostrophe: Bool { flags.contains(.hasApostrophe) }

        /// Whether the word is in any of the lists of `mask` (a ``WordClassMasks`` member).
        @inline(__always)
        func isIn(_ mask: UInt64) -> Bool { lists & mask != 0 }
    }

    /// The items, in a buffer that lives as long as the call to ``reading(_:tokens:classifier:_:)``.
    let items: UnsafeMutableBufferPointer<Item>
    let isQuestion: Bool
    let analyzed: AnalyzedText
    /// The text's tokens, their folded keys and its UTF-16 code units, for as long as the call.
    private let tokens: UnsafeBufferPointer<Token>
    private let foldedKeys: UnsafeBufferPointer<String>
    private let units: UnsafeBufferPointer<UInt16>

    /// Calls `body` with the clause of the sentence `tokens` of `text`. The items of a short
    /// sentence are on the stack; a long one's in memory allocated for the call.
    static func reading<Result>(
        _ text: AnalyzedText, tokens range: Range<Int>, classifier: SentenceClassifier, _ body: (Clause) -> Result
    ) -> Result {
        text.tokens.withUnsafeBufferPointer { tokens in
            text.folded.withUnsafeBufferPointer { folded in
                text.utf16.withUnsafeBufferPointer { utf16 in
                    // No more items than tokens; stack allocations of up to 1 KB need no check of the stack.
                    if range.count * MemoryLayout<Item>.stride <= 1024 {
                        return withUnsafeTemporaryAllocation(of: Item.self, capacity: range.count) { storage in
                            body(
                                Clause(
                                    text, tokens: tokens, folded: folded, utf16: utf16, range: range,
                                    classifier: classifier, storage: storage))
                        }
                    }
                    let storage = UnsafeMutableBufferPointer<Item>.allocate(capacity: range.count)
                    defer { storage.deallocate() }
                    return body(
                        Clause(
                            text, tokens: tokens, folded: folded, utf16: utf16, range: range, classifier: classifier,
                            storage: storage))
                }
            }
        }
    }

    /// Reads the sentence `range` into `storage` (room for an item per token).
    private init(
        _ text: AnalyzedText, tokens: UnsafeBufferPointer<Token>, folded: UnsafeBufferPointer<String>,
        utf16: UnsafeBufferPointer<UInt16>, range: Range<Int>, classifier: SentenceClassifier,
        storage: UnsafeMutableBufferPointer<Item>
    ) {
        analyzed = text
        self.tokens = tokens
        self.foldedKeys = folded
        self.units = utf16
        let known = text.reading(classifier.lexicon).known
        let verbKinds = classifier.lexicon.table.verbKinds
        let named = classifier.named
        let phraseStarts = classifier.classes.phraseStarts
        var count = 0
        var lastMark: UInt16?
        var startsPhrase = false
        func append(_ item: Item) {
            (storage.baseAddress! + count).initialize(to: item)
            count += 1
        }
        for index in range {
            let token = tokens[index]
            switch token.kind {
            case .word:
                let word = known[index]
                var item = Item(
                    word: index, units: UnsafeBufferPointer(rebasing: utf16[token.range]), known: word,
                    named: named.words(word, folded: folded[index]),
                    verbKinds: Lexicon.VerbForm.Kinds(rawValue: word.isKnown ? verbKinds[Int(word.id)] : 0))
                if phraseStarts.mayStart(word) {
                    item.flags.insert(.mayStartPhrase)
                    startsPhrase = true
                }
                append(item)
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
        items = UnsafeMutableBufferPointer(rebasing: storage[..<count])
        isQuestion = lastMark == 0x3F || lastMark == 0xFF1F
        if startsPhrase { markProperPhrases(classifier.properPhrases) }
    }

    /// The UTF-16 range of an item's token.
    func range(of item: Item) -> Range<Int> { tokens[Int(item.token)].range }

    /// Whether a separator item is the mark `unit` ("(" is 0x28).
    func isSeparator(_ item: Item, mark unit: UInt16) -> Bool {
        item.kind == .separator && units[range(of: item).lowerBound] == unit
    }

    /// Whether an ASCII word has a capital letter after its first unit: one that does not is no
    /// mixed-case word (``WordShapeFacts/isMixedCaseWord``), in any of its hyphen parts.
    @inline(__always)
    func hasCapitalAfterFirstUnit(_ item: Item) -> Bool {
        let word = range(of: item)
        var index = word.lowerBound + 1
        while index < word.upperBound {
            if units[index] &- 0x41 < 26 { return true }
            index += 1
        }
        return false
    }

    /// The folded text of a word.
    func folded(_ item: Item) -> String { foldedKeys[Int(item.token)] }

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

    /// Marks the words of multi-word proper names written next to each other, asking the phrases
    /// only at a word whose item says it may start one.
    private func markProperPhrases(_ phrases: ProperPhrases) {
        var index = 0
        while index < items.count {
            var matched = 1
            if items[index].flags.contains(.mayStartPhrase) {
                for candidate in phrases.candidates(items[index].known, folded: folded(items[index])) {
                    let words = phrases.phrases[candidate].words
                    guard index + words.count <= items.count else { continue }
                    let fits = (1..<words.count).allSatisfy { offset in
                        let item = items[index + offset]
                        return item.isWord
                            && phrases.words[words.lowerBound + offset].matches(item.known, folded: folded(item))
                    }
                    if fits {
                        for offset in 0..<words.count { items[index + offset].flags.insert(.isInName) }
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
