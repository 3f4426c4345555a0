/// The action an alert asks the person to confirm, as found in its title or message.
public struct ActionVerb: Hashable, Sendable {
    /// The verb's base form, lower case ("sign", "delete").
    public var lemma: String
    /// The particle of a phrasal verb ("out" in "Sign Out"), lower case.
    public var particle: String?
    /// Words a button keeps after the verb, as written: a quantifier ("all" in "Delete All") or
    /// the first word of the object of a verb that is unclear alone ("Trash" in "Empty Trash").
    public var complement: [String]
    /// Where the verb (through its particle) is in the text, in UTF-16 offsets.
    public var range: Range<Int>

    public init(lemma: String, particle: String? = nil, complement: [String] = [], range: Range<Int>) {
        self.lemma = lemma
        self.particle = particle
        self.complement = complement
        self.range = range
    }

    /// The words of a button title for this action, before casing: ["sign", "out"], ["empty", "Trash"].
    public var words: [String] { [lemma] + (particle.map { [$0] } ?? []) + complement }
}

/// Finds the action verb of an alert's title or message: a verb-first question ("Delete this
/// photo?", "Sign Out of Trailhead?"), a verb after "want to" / "like to" ("Are you sure you
/// want to sign out?", "Would you like to save the changes?"), a passive future ("… will be
/// deleted") or "This will erase …". Reads the verbs, phrasal-verbs and the action tables of
/// the lexicon; holds no other state, so building one is free.
public struct ActionVerbFinder: Sendable {
    public let lexicon: Lexicon

    public init(lexicon: Lexicon) { self.lexicon = lexicon }

    /// The action of an alert: the title's, else the message's.
    public func find(in alert: AnalyzedAlert) -> ActionVerb? {
        if let title = alert.title,
            let verb = find(
                in: title, isFragmentQuestion: alert.titleClassification?.isConfidentFragmentQuestion ?? false)
        {
            return verb
        }
        if let message = alert.message,
            let verb = find(
                in: message, isFragmentQuestion: alert.messageClassification?.isConfidentFragmentQuestion ?? false)
        {
            return verb
        }
        return nil
    }

    /// The action of one text. `isFragmentQuestion` says the classifier is sure the text is a
    /// verb-first question, so its first word is taken as a verb even when the lexicon lacks it.
    /// Found once per text, lexicon and `isFragmentQuestion`: several button rules and every fix
    /// round ask.
    public func find(in text: AnalyzedText, isFragmentQuestion: Bool = false) -> ActionVerb? {
        text.memo.actionVerb(lexicon: lexicon, isFragmentQuestion: isFragmentQuestion) {
            computeAction(in: text, isFragmentQuestion: isFragmentQuestion)
        }
    }

    private func computeAction(in text: AnalyzedText, isFragmentQuestion: Bool) -> ActionVerb? {
        let known = text.reading(lexicon).known
        // The classifier's verb-first question is trusted only for a text of one sentence.
        let trustsFirstSentence = isFragmentQuestion && Self.sentenceCount(of: text, known: known) == 1
        let cueWords = Self.cueWords.value(for: lexicon)
        // The sentences are read one at a time into one scratch buffer of plain items (no
        // reference counted): the first that names an action ends the search.
        return withUnsafeTemporaryAllocation(of: Item.self, capacity: text.tokens.count) { buffer in
            var cursor = 0
            var isFirst = true
            while let (count, isQuestion, cues) = Self.nextSentence(
                of: text, known: known, cueWords: cueWords, from: &cursor, into: buffer)
            {
                let trustFirstWord = trustsFirstSentence && isFirst
                isFirst = false
                let sentence = Sentence(
                    items: UnsafeBufferPointer(rebasing: buffer[..<count]), isQuestion: isQuestion, cues: cues,
                    text: text)
                if let verb = action(in: sentence, trustFirstWord: trustFirstWord) { return verb }
            }
            return nil
        }
    }

    /// The action one sentence asks about, if any.
    private func action(in sentence: Sentence, trustFirstWord: Bool) -> ActionVerb? {
        // A sentence led by an action verb asks about that verb, whatever follows: "Allow Pal
        // About to access your contacts?" asks to allow, not to access. Auxiliaries lead the
        // "Do you want to …" questions the lead-in pattern reads.
        let ledByAuxiliary = sentence.items.first.map { !$0.isWord || $0.known.isIn(.auxiliaries) } ?? true
        if !ledByAuxiliary, let verb = verbFirst(sentence, trustFirstWord: trustFirstWord) { return verb }
        // A pattern is tried only on a sentence that holds the words it starts from.
        if sentence.cues.contains(.leadIn), let verb = afterLeadIn(sentence) { return verb }
        // A sentence not led by an auxiliary was read verb-first above, to no avail.
        if ledByAuxiliary, let verb = verbFirst(sentence, trustFirstWord: trustFirstWord) { return verb }
        if sentence.cues.contains(.be), let verb = passiveFuture(sentence) { return verb }
        return sentence.cues.contains(.will) ? subjectWill(sentence) : nil
    }

    /// The words the patterns start from that a sentence holds, noted as its items are read.
    struct Cues: OptionSet {
        let rawValue: UInt8
        /// A word of the action lead-ins ("want", "like"): ``afterLeadIn(_:)`` may match.
        static let leadIn = Cues(rawValue: 1 << 0)
        /// "be": ``passiveFuture(_:)`` may match.
        static let be = Cues(rawValue: 1 << 1)
        /// "will": ``subjectWill(_:)`` may match.
        static let will = Cues(rawValue: 1 << 2)
    }

    /// The lexicon's ids of "be" and "will" (nil when it lacks one: then every sentence is
    /// taken to hold that word).
    struct CueWords: Sendable {
        let be: Int32?
        let will: Int32?

        init(lexicon: Lexicon) {
            let be = lexicon.word(folded: "be")
            let will = lexicon.word(folded: "will")
            self.be = be.isKnown ? be.id : nil
            self.will = will.isKnown ? will.id : nil
        }

        /// The cues of a word item.
        func cues(of item: Item) -> Cues {
            var cues: Cues = item.known.isIn(.actionLeadIns) ? .leadIn : []
            // A word holding ‘ is not its folded key: it is neither word.
            if be.map({ item.isFolded && item.known.id == $0 }) ?? true { cues.insert(.be) }
            if will.map({ item.isFolded && item.known.id == $0 }) ?? true { cues.insert(.will) }
            return cues
        }
    }

    private static let cueWords = LexiconDerived<CueWords> { lexicon, _ in CueWords(lexicon: lexicon) }

    // MARK: - Sentences as items

    /// A significant (non-whitespace) token: its index and what the lexicon knows of it. A plain
    /// value (no `String`): a word's text is read from the text when a pattern asks
    /// (``Sentence/word(at:)``).
    struct Item {
        /// The token's index in the text.
        var index: Int32
        /// Whether the token is a word.
        var isWord: Bool
        /// Whether the word's lower-cased text is the text's folded key, so that its verb form
        /// is read from `known` too (it is unless the word holds a ‘, which the folded key
        /// straightens and this reading keeps).
        var isFolded: Bool
        /// What the lexicon knows of the word's folded key (the text's reading); `.unknown`
        /// for other tokens. Every list test of the word reads it.
        var known: LexiconWord
    }

    /// A sentence's items, in a buffer that lives as long as the search of its text.
    struct Sentence {
        var items: UnsafeBufferPointer<Item>
        var isQuestion: Bool
        /// The words the patterns start from that the sentence holds.
        var cues: Cues
        /// The text the items are tokens of.
        var text: AnalyzedText

        /// The token of item `position`.
        func token(at position: Int) -> Token { text.tokens[Int(items[position].index)] }

        /// The lower-cased text of item `position` with curly apostrophes made straight (the
        /// text's folded key save for a ‘), or nil when the item is not a word.
        func word(at position: Int) -> String? { ActionVerbFinder.word(of: items[position], in: text) }

        /// Whether item `position` is the word `word` (lower case).
        func item(at position: Int, is word: String) -> Bool { self.word(at: position) == word }
    }

    /// The lower-cased text of a word item of `text` with curly apostrophes made straight (the
    /// text's folded key save for a ‘), or nil when the item is not a word.
    static func word(of item: Item, in text: AnalyzedText) -> String? {
        guard item.isWord else { return nil }
        let index = Int(item.index)
        return item.isFolded ? text.folded[index] : normalizedWord(text.string(of: text.tokens[index]))
    }

    /// The items of one sentence of a text, as ``sentences(of:lexicon:)`` reads them.
    struct SentenceItems {
        var items: [Item]
        var isQuestion: Bool
    }

    /// The sentences of `text` as items, its words as `lexicon` reads them.
    static func sentences(of text: AnalyzedText, lexicon: Lexicon) -> [SentenceItems] {
        let known = text.reading(lexicon).known
        let cueWords = CueWords(lexicon: lexicon)
        return withUnsafeTemporaryAllocation(of: Item.self, capacity: text.tokens.count) { buffer in
            var sentences: [SentenceItems] = []
            var cursor = 0
            while let (count, isQuestion, _) = nextSentence(
                of: text, known: known, cueWords: cueWords, from: &cursor, into: buffer)
            {
                sentences.append(SentenceItems(items: Array(buffer[..<count]), isQuestion: isQuestion))
            }
            return sentences
        }
    }

    /// How many sentences ``sentences(of:lexicon:)`` reads in `text`, counted without building
    /// their items.
    static func sentenceCount(of text: AnalyzedText, known: KnownWords) -> Int {
        var count = 0
        var hasItems = false
        for token in text.tokens {
            switch token.kind {
            case .whitespace: continue
            case .punctuation where endsSentence(token, of: text) != nil:
                if hasItems { count += 1 }
                hasItems = false
            default: hasItems = true
            }
        }
        return hasItems ? count + 1 : count
    }

    /// Whether a punctuation token ends a sentence (a mark holding ?, . or !), and then whether
    /// it asks a question; nil for a mark that ends none.
    private static func endsSentence(_ token: Token, of text: AnalyzedText) -> Bool? {
        let units = text.utf16[token.range]
        // A mark that holds none of the enders' code units holds none of the enders.
        guard units.contains(where: { $0 == 0x3F || $0 == 0x2E || $0 == 0x21 }) else { return nil }
        // In ASCII every unit is a character of its own (a CR LF pair holds no ender), so the
        // mark holds an ender: whether it asks is whether a unit is ?.
        if units.allSatisfy({ $0 < 0x80 }) { return units.contains(0x3F) }
        let string = text.string(of: token)
        let isQuestion = string.contains("?" as Character)
        guard isQuestion || string.contains("." as Character) || string.contains("!" as Character) else {
            return nil
        }
        return isQuestion
    }

    /// Reads the next sentence from token `cursor` on into the start of `items` (room for every
    /// token of the text), leaving `cursor` past it: how many items it holds, whether it is a
    /// question and the cue words it holds, or nil when no sentence is left. A sentence ends at
    /// a mark holding ?, . or ! and holds at least one item.
    static func nextSentence(
        of text: AnalyzedText, known: KnownWords, cueWords: CueWords, from cursor: inout Int,
        into items: UnsafeMutableBufferPointer<Item>
    ) -> (count: Int, isQuestion: Bool, cues: Cues)? {
        var count = 0
        var cues: Cues = []
        let tokens = text.tokens
        while cursor < tokens.count {
            let index = cursor
            let token = tokens[index]
            cursor += 1
            switch token.kind {
            case .whitespace:
                continue
            case .punctuation:
                if let isQuestion = endsSentence(token, of: text) {
                    if count > 0 { return (count, isQuestion, cues) }
                    continue
                }
                items.initializeElement(
                    at: count, to: Item(index: Int32(index), isWord: false, isFolded: false, known: .unknown))
            case .word:
                // The text's folded key is this word lower-cased with straight apostrophes,
                // except that it also straightens ‘ (U+2018), which this reading keeps.
                let isFolded = !text.utf16[token.range].contains(0x2018)
                let item = Item(index: Int32(index), isWord: true, isFolded: isFolded, known: known[index])
                items.initializeElement(at: count, to: item)
                cues.formUnion(cueWords.cues(of: item))
            default:
                items.initializeElement(
                    at: count, to: Item(index: Int32(index), isWord: false, isFolded: false, known: .unknown))
            }
            count += 1
        }
        return count == 0 ? nil : (count, false, cues)
    }

    /// What word item `position` is as a verb form, if it is one.
    private func verbForm(_ sentence: Sentence, at position: Int) -> Lexicon.VerbForm? {
        guard let word = sentence.word(at: position) else { return nil }
        let item = sentence.items[position]
        return item.isFolded ? lexicon.verbForm(of: item.known, key: word) : lexicon.verbForms[word]
    }

    /// Lower case with curly apostrophes made straight.
    static func normalizedWord(_ word: String) -> String {
        let lower = word.lowercased()
        guard lower.unicodeScalars.contains("\u{2019}") else { return lower }
        var scalars = String.UnicodeScalarView()
        for scalar in lower.unicodeScalars { scalars.append(scalar == "\u{2019}" ? "'" : scalar) }
        return String(scalars)
    }

    // MARK: - Patterns

    /// "… want to VERB", "… like to VERB", "… about to VERB".
    private func afterLeadIn(_ sentence: Sentence) -> ActionVerb? {
        let items = sentence.items
        var index = 0
        while index + 2 < items.count {
            defer { index += 1 }
            guard items[index].isWord, items[index].known.isIn(.actionLeadIns), sentence.item(at: index + 1, is: "to")
            else { continue }
            let verbIndex = skipAdverbs(sentence, from: index + 2)
            guard verbIndex < items.count, let word = sentence.word(at: verbIndex) else { continue }
            // "want to logout": the phrasal verb people mean ("Log Out").
            if let (verb, particle) = closedCompound(word) {
                return ActionVerb(lemma: verb, particle: particle, range: sentence.token(at: verbIndex).range)
            }
            // After "to" the word is a verb even when the lexicon does not know it.
            let lemma = verbForm(sentence, at: verbIndex)?.lemma ?? word
            if lexicon.contains(lemma, in: .nonActionVerbs) { continue }
            return action(lemma: lemma, at: verbIndex, in: sentence)
        }
        return nil
    }

    /// A sentence that starts with a verb: "Delete this photo?", "Sign Out of Trailhead?". A
    /// statement qualifies only when an object follows at once ("Delete all reminders").
    private func verbFirst(_ sentence: Sentence, trustFirstWord: Bool) -> ActionVerb? {
        let items = sentence.items
        guard !items.isEmpty, let word = sentence.word(at: 0) else { return nil }
        let form = verbForm(sentence, at: 0)
        let lemma: String
        if let form, form.kinds.contains(.base) {
            lemma = form.lemma
        } else if trustFirstWord && form == nil {
            lemma = word
        } else {
            return nil
        }
        if lexicon.contains(lemma, in: .nonActionVerbs) { return nil }
        if items.count > 1, let next = sentence.word(at: 1), let nextForm = verbForm(sentence, at: 1) {
            // "Download Failed", "Update Is Available": a headline, not an action. A form in -s
            // is read as a plural object ("Save Changes?", "Delete Files?").
            if nextForm.lemma == "be" { return nil }
            let isPastOnly = nextForm.kinds.isDisjoint(with: [.base, .gerund, .thirdPerson])
            if isPastOnly && !(lexicon.phrasalVerbs[lemma]?.contains(next) ?? false) { return nil }
        }
        if !sentence.isQuestion {
            guard items.count > 1 else { return nil }
            let next = items[1]
            let objectFollows =
                sentence.token(at: 1).isOpaque
                || sentence.word(at: 1).map {
                    next.known.isIn(.objectDeterminers) || next.known.isIn(.labelComplements)
                        || (lexicon.phrasalVerbs[lemma]?.contains($0) ?? false)
                } ?? false
            guard objectFollows else { return nil }
        }
        return action(lemma: lemma, at: 0, in: sentence)
    }

    /// "… will be deleted", "… will also be removed from …", "You'll be signed out": the
    /// participle's lemma.
    private func passiveFuture(_ sentence: Sentence) -> ActionVerb? {
        let items = sentence.items
        for index in items.indices where sentence.item(at: index, is: "be") {
            guard let previous = previousWord(sentence, before: index),
                previous == "will" || previous == "to" || previous.hasSuffix("'ll")
            else { continue }
            let verbIndex = skipAdverbs(sentence, from: index + 1)
            guard verbIndex < items.count, let form = verbForm(sentence, at: verbIndex),
                form.kinds.contains(.pastParticiple), !lexicon.contains(form.lemma, in: .nonActionVerbs)
            else { continue }
            let found = action(lemma: form.lemma, at: verbIndex, in: sentence, keepsComplement: false)
            // "will be deleted" names the action; "will be lost" or "will be charged" names an
            // outcome no button performs. Only destructive verbs and phrasal verbs ("will be
            // signed out") qualify.
            guard found.particle != nil || lexicon.contains(found.lemma, in: .destructiveVerbs) else { continue }
            return found
        }
        return nil
    }

    /// "This will erase all content.", "It will delete the recording.".
    private func subjectWill(_ sentence: Sentence) -> ActionVerb? {
        let items = sentence.items
        for index in items.indices.dropFirst() where sentence.item(at: index, is: "will") {
            guard items[index - 1].isWord, items[index - 1].known.isIn(.actionSubjects) else { continue }
            let verbIndex = skipAdverbs(sentence, from: index + 1)
            guard verbIndex < items.count, let form = verbForm(sentence, at: verbIndex), form.kinds.contains(.base),
                !lexicon.contains(form.lemma, in: .nonActionVerbs)
            else { continue }
            return action(lemma: form.lemma, at: verbIndex, in: sentence)
        }
        return nil
    }

    // MARK: - Helpers

    /// The verb and particle of a closed compound ("logout" → log, out), from the lexicon.
    private func closedCompound(_ word: String) -> (verb: String, particle: String)? {
        Self.closedCompounds.value(for: lexicon)[word]
    }

    private static let closedCompounds = LexiconDerived<[String: (verb: String, particle: String)]> { lexicon, _ in
        var table: [String: (verb: String, particle: String)] = [:]
        for line in lexicon.lists["closed-compound-verbs"] ?? [] {
            let parts = line.split(separator: " " as Character).map { Lexicon.fold($0) }
            if parts.count == 3 { table[parts[0]] = (parts[1], parts[2]) }
        }
        return table
    }

    /// The verb at `index` with its particle and the complement a button keeps.
    private func action(lemma: String, at index: Int, in sentence: Sentence, keepsComplement: Bool = true)
        -> ActionVerb
    {
        let items = sentence.items
        var end = index + 1
        var particle: String?
        if end < items.count, let word = sentence.word(at: end), lexicon.phrasalVerbs[lemma]?.contains(word) ?? false {
            particle = word
            end += 1
        }
        let range = sentence.token(at: index).range.lowerBound..<sentence.token(at: end - 1).range.upperBound
        var complement: [String] = []
        if keepsComplement && end < items.count, items[end].isWord {
            if items[end].known.isIn(.labelComplements) {
                complement = [sentence.text.string(of: sentence.token(at: end))]
            } else if lexicon.contains(lemma, in: .verbsWithObject) {
                var objectIndex = end
                while objectIndex < items.count, items[objectIndex].isWord,
                    items[objectIndex].known.isIn(.objectDeterminers)
                {
                    objectIndex += 1
                }
                if objectIndex < items.count, items[objectIndex].isWord,
                    !items[objectIndex].known.isIn(.smallWords)
                {
                    complement = [sentence.text.string(of: sentence.token(at: objectIndex))]
                }
            }
        }
        return ActionVerb(lemma: lemma, particle: particle, complement: complement, range: range)
    }

    /// The first index at or after `start` that is not an adverb.
    private func skipAdverbs(_ sentence: Sentence, from start: Int) -> Int {
        var index = start
        while index < sentence.items.count, isAdverb(sentence, at: index) { index += 1 }
        return index
    }

    /// Whether item `position` is an adverb (false for items other than words).
    private func isAdverb(_ sentence: Sentence, at position: Int) -> Bool {
        let item = sentence.items[position]
        guard item.isWord else { return false }
        if item.known.isIn(.actionAdverbs) { return true }
        guard let word = sentence.word(at: position), word.hasSuffix("ly") else { return false }
        return item.isFolded ? lexicon.verbKinds(of: item.known).isEmpty : lexicon.verbForms[word] == nil
    }

    /// The word before `index`, skipping adverbs ("will also be").
    private func previousWord(_ sentence: Sentence, before index: Int) -> String? {
        var cursor = index - 1
        while cursor >= 0 {
            guard let word = sentence.word(at: cursor) else { return nil }
            if !isAdverb(sentence, at: cursor) { return word }
            cursor -= 1
        }
        return nil
    }
}

extension Classification {
    /// A verb-first question the classifier is sure of.
    var isConfidentFragmentQuestion: Bool { kind == .fragmentQuestion && isConfident }
}
