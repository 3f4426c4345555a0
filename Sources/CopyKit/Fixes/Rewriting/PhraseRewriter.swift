import Foundation

/// Rewrites phrases by a table of `pattern => replacement` lines (Lexicons/tone-accusatory.txt,
/// Lexicons/pronoun-rewrites.txt), matched on the words of one sentence at a time.
///
/// Pattern elements, separated by spaces:
/// - a word, matched case-insensitively with straight or curly apostrophes (`can't`);
/// - `{a}` "a" or "an"; `{be}` is/are/was/were; `{verb}` one verb-like word; `{np}` a short noun
///   phrase (up to four words, stopping at prepositions, clause boundaries, pronouns and adverbs);
///   `{rest}` the rest of the sentence before its ending punctuation; `{end}` the end of the
///   sentence (only ending punctuation follows);
/// - `{LIST}`: one word of the lexicon list LIST (`{credentials}`).
///
/// Replacements are text with the same slots plus `{verb:participle}` and `{be:not}` (isn't, aren't…);
/// `{a}` in a replacement agrees with the word after it. A replacement of `-` reports without a
/// fix; `=` marks an exception that is not reported at all. At the start of a sentence the
/// replacement is capitalized.
public struct PhraseRewriter: Sendable {
    /// One phrase found in a text.
    public struct Match: Sendable {
        /// The UTF-16 range of the matched words.
        public var range: Range<Int>
        /// The replacement text, or nil when the table reports the phrase without a rewrite.
        public var replacement: String?
        /// The matched text as written.
        public var original: String
    }

    enum Element: Hashable, Sendable {
        case word(String)
        case slot(Slot)
    }

    /// A pattern slot, resolved from its name when the table is built.
    enum Slot: Hashable, Sendable {
        case article, be, verb, rest, nounPhrase, end
        /// One word of a list the lexicon compiles (`{credentials}`), tested as a list bit.
        case list(LexiconList)
        /// One word of a list only a user's lexicon has, looked up by name.
        case userList(String)

        init(name: String) {
            switch name {
            case "a": self = .article
            case "be": self = .be
            case "verb": self = .verb
            case "rest": self = .rest
            case "np": self = .nounPhrase
            case "end": self = .end
            default: self = LexiconList.byFileName[name].map(Slot.list) ?? .userList(name)
            }
        }

        /// The name a replacement refers to the slot's capture by.
        var name: String {
            switch self {
            case .article: "a"
            case .be: "be"
            case .verb: "verb"
            case .rest: "rest"
            case .nounPhrase: "np"
            case .end: "end"
            case .list(let list): list.fileName
            case .userList(let name): name
            }
        }
    }

    /// A replacement parsed once: literal text and the slots it fills.
    struct Template: Sendable {
        enum Piece: Sendable {
            case text(String)
            /// `{verb:participle}`.
            case participle
            /// `{be:not}`: isn't, aren't…
            case negatedBe
            /// `{a}`: an article agreeing with the word after it.
            case article
            /// `{NAME}`: the text a slot captured.
            case capture(String)
        }

        var pieces: [Piece] = []
        var hasArticle = false

        init(_ template: String) {
            var remaining = Substring(template)
            while let open = remaining.firstIndex(of: "{"), let close = remaining[open...].firstIndex(of: "}") {
                pieces.append(.text(String(remaining[..<open])))
                switch String(remaining[remaining.index(after: open)..<close]) {
                case "verb:participle": pieces.append(.participle)
                case "be:not": pieces.append(.negatedBe)
                case "a":
                    pieces.append(.article)
                    hasArticle = true
                case let name: pieces.append(.capture(name))
                }
                remaining = remaining[remaining.index(after: close)...]
            }
            pieces.append(.text(String(remaining)))
        }
    }

    struct Entry: Sendable {
        var pattern: [Element]
        /// nil: report only; "=": exception.
        var replacement: String?
        /// The replacement parsed, when there is one to fill.
        var template: Template?
    }

    /// The parsed table with its entries indexed by the words they can start with.
    struct Table: Sendable {
        var entries: [Entry] = []
        /// Entries whose first element is a slot that can match any word.
        var anyFirst: [Int] = []

        /// The entries by the word they start with, with `anyFirst` merged into each word's.
        var candidatesByFirstWord = WordKeyed<[Int]>([:])

        /// The entries that may match at a word, in table order.
        func candidates(for word: String) -> [Int] { candidatesByFirstWord[word] ?? anyFirst }

        /// Builds ``candidatesByFirstWord`` once the entries are in, from the entries by the word
        /// they start with: the entries that can start anywhere merged into each first word's, in
        /// table order, once instead of at every word.
        mutating func buildCandidates(byFirstWord: [String: [Int]]) {
            var merged = byFirstWord
            if !anyFirst.isEmpty {
                for (word, specific) in byFirstWord { merged[word] = (specific + anyFirst).sorted() }
            }
            candidatesByFirstWord = WordKeyed(merged)
        }
    }

    private static let tables = DerivedTableCache<Table> { lists in
        var table = Table()
        var byFirstWord: [String: [Int]] = [:]
        for line in lists[0] {
            guard let sides = TextScanning.sides(of: line) else { continue }
            let pattern = sides.left.split(separator: " " as Character).map { piece -> Element in
                let text = String(piece)
                if text.hasPrefix("{"), text.hasSuffix("}") {
                    return .slot(Slot(name: String(text.dropFirst().dropLast())))
                }
                return .word(TextScanning.normalize(text))
            }
            let right = sides.right
            guard let first = pattern.first else { continue }
            let index = table.entries.count
            let replacement = right == "-" ? nil : right
            table.entries.append(
                Entry(
                    pattern: pattern, replacement: replacement,
                    template: replacement.flatMap { $0 == "=" ? nil : Template($0) }))
            switch first {
            case .word(let word): byFirstWord[word, default: []].append(index)
            case .slot(.article): for word in ["a", "an"] { byFirstWord[word, default: []].append(index) }
            case .slot(.be): for word in beForms { byFirstWord[word, default: []].append(index) }
            case .slot: table.anyFirst.append(index)
            }
        }
        table.buildCandidates(byFirstWord: byFirstWord)
        return table
    }

    private let context: RuleContext
    private let table: Table
    private let morphology: VerbMorphology
    /// The lists that stop a phrase, and the adverb lists: one look-up a word, a bit test a list.
    private let stopWords: UInt64
    private let adverbWords: UInt64

    private static let stopWordLists: [LexiconList] = [
        .prepositions, .clauseBoundaries, .personPronouns, .subjectPronouns,
    ]
    private static let adverbLists: [LexiconList] = [.adverbs, .actionAdverbs, .phraseEndAdverbs]
    /// Stop words besides the lists and the forms of "be" (matched as normalized).
    private static func isOtherStopWord(_ word: String) -> Bool {
        switch word {
        case "be", "not", "can", "can't", "cannot", "will", "won't", "by", "of": true
        default: false
        }
    }

    /// A rewriter for the phrase table in the lexicon list `table`.
    public init(table: String, context: RuleContext) {
        self.context = context
        let lexicon = context.lexicon
        self.table = Self.tables.value(for: [lexicon.lists[table, default: []]])
        self.morphology = VerbMorphology(lexicon: lexicon)
        self.stopWords = lexicon.union(of: Self.stopWordLists).mask
        self.adverbWords = lexicon.union(of: Self.adverbLists).mask
    }

    /// Every phrase of the table found in the text, in order, not overlapping.
    public func matches(in text: AnalyzedText) -> [Match] {
        var result: [Match] = []
        let words = TextWords(folded: text.normalizedWords, known: text.reading(context.lexicon).known)
        let tokens = text.tokens
        for sentence in text.sentences {
            // Where a pattern must end: before the sentence's ending punctuation.
            var sentenceEnd = sentence.tokens.upperBound
            while sentenceEnd > sentence.tokens.lowerBound, tokens[sentenceEnd - 1].kind == .punctuation {
                sentenceEnd -= 1
            }
            var index = sentence.tokens.lowerBound
            while index < sentence.tokens.upperBound {
                guard text.tokens[index].kind == .word,
                    index == sentence.tokens.lowerBound || text.tokens[index - 1].kind != .word
                else {
                    index += 1
                    continue
                }
                var matchedEnd: Int?
                for candidate in table.candidates(for: words.folded[index]) {
                    guard
                        let (end, captures) = match(
                            table.entries[candidate].pattern, in: text, words: words, at: index, end: sentenceEnd)
                    else { continue }
                    let entry = table.entries[candidate]
                    matchedEnd = end
                    if entry.replacement == "=" { break }
                    let range = text.tokens[index].range.lowerBound..<text.tokens[end - 1].range.upperBound
                    var replacement = entry.template.flatMap { fill($0, captures: captures) }
                    if text.utf16[range].contains(0x2019) {
                        replacement = replacement?.replacingOccurrences(of: "'", with: "’")
                    }
                    if var filled = replacement, index == sentence.tokens.lowerBound,
                        TextScanning.isCapitalized(text.string(of: text.tokens[index]))
                    {
                        filled = TextScanning.capitalizingFirst(filled)
                        replacement = filled
                    }
                    result.append(Match(range: range, replacement: replacement, original: text.string(range)))
                    break
                }
                index = matchedEnd ?? (index + 1)
            }
        }
        return result
    }

    /// A text's words as patterns match them, by token: the folded word ("" for other tokens)
    /// and what the lexicon knows of it.
    private struct TextWords {
        let folded: [String]
        let known: [LexiconWord]
    }

    /// What a pattern's slots captured, by slot.
    private struct Captures {
        var be: String?
        var verb: String?
        /// Every other slot's capture, by the name a replacement refers to it by (few a pattern).
        var others: [(name: String, text: String)] = []

        subscript(name: String) -> String? { others.last { $0.name == name }?.text }

        mutating func set(_ slot: Slot, _ text: String) {
            switch slot {
            case .be: be = text
            case .verb: verb = text
            default: others.append((slot.name, text))
            }
        }
    }

    /// Matches a pattern at token `start`; returns the token index after the match and the captures.
    /// `end`: the token index before the sentence's ending punctuation.
    private func match(_ pattern: [Element], in text: AnalyzedText, words: TextWords, at start: Int, end: Int)
        -> (Int, Captures)?
    {
        let tokens = text.tokens
        var index = start
        var captures = Captures()
        for (position, element) in pattern.enumerated() {
            if position > 0 {
                while index < end, tokens[index].kind == .whitespace { index += 1 }
            }
            if case .slot(.end) = element {
                // The sentence ends here: a clause rewrite must not strand a following phrase
                // ("You entered the wrong passcode too many times.").
                guard index == end else { return nil }
                continue
            }
            guard index < end else { return nil }
            switch element {
            case .word(let word):
                guard tokens[index].kind == .word, words.folded[index] == word else { return nil }
                index += 1
            case .slot(let slot):
                guard let next = self.slot(slot, in: text, words: words, at: index, end: end, captures: &captures)
                else {
                    return nil
                }
                index = next
            }
        }
        // A match ends at a word boundary.
        if index < tokens.count, tokens[index].kind == .word { return nil }
        return (index, captures)
    }

    private static let beForms = ["is", "are", "was", "were"]

    /// The negated form of a form of "be" ("is" → "isn't"), nil for any other word.
    private static func negatedBe(_ word: String) -> String? {
        switch word {
        case "is": "isn't"
        case "are": "aren't"
        case "was": "wasn't"
        case "were": "weren't"
        default: nil
        }
    }

    private func slot(
        _ slot: Slot, in text: AnalyzedText, words: TextWords, at index: Int, end: Int, captures: inout Captures
    ) -> Int? {
        let tokens = text.tokens
        let lexicon = context.lexicon
        let known = words.known
        let words = words.folded
        switch slot {
        case .article:
            guard tokens[index].kind == .word, words[index] == "a" || words[index] == "an" else { return nil }
            captures.set(slot, text.string(of: tokens[index]))
            return index + 1
        case .be:
            guard tokens[index].kind == .word, Self.negatedBe(words[index]) != nil else { return nil }
            captures.set(slot, words[index])
            return index + 1
        case .verb:
            guard tokens[index].kind == .word else { return nil }
            let word = words[index]
            if isStopWord(word, known[index]) || isAdverb(word, known[index]) { return nil }
            // A known verb in its base form: "You can only select …" has no verb in this slot.
            guard let form = lexicon.verbForm(of: known[index]), form.kinds.contains(.base) else { return nil }
            captures.set(slot, word)
            return index + 1
        case .rest:
            guard index < end else { return nil }
            captures.set(slot, text.string(tokens[index].range.lowerBound..<tokens[end - 1].range.upperBound))
            return end
        case .nounPhrase:
            var cursor = index
            var last: Int?
            var count = 0
            while cursor < end, count < 4 {
                let token = tokens[cursor]
                if token.kind == .whitespace {
                    cursor += 1
                    continue
                }
                guard token.kind == .word || token.kind == .number || token.isOpaque else { break }
                if token.kind == .word {
                    let word = words[cursor]
                    let isDeterminer = known[cursor].isIn(.headlineDeterminers)
                    if count == 0 && isDeterminer {
                        // The determiner opens the phrase.
                    } else if isStopWord(word, known[cursor]) || isDeterminer || isAdverb(word, known[cursor]) {
                        break
                    }
                }
                count += 1
                last = cursor
                cursor += 1
            }
            guard let last else { return nil }
            captures.set(slot, text.string(tokens[index].range.lowerBound..<tokens[last].range.upperBound))
            return last + 1
        case .end:
            return nil
        case .list(let list):
            guard tokens[index].kind == .word, known[index].isIn(list) else { return nil }
            captures.set(slot, text.string(of: tokens[index]))
            return index + 1
        case .userList(let name):
            guard tokens[index].kind == .word, lexicon.contains(words[index], in: name) else { return nil }
            captures.set(slot, text.string(of: tokens[index]))
            return index + 1
        }
    }

    /// Adverbs end a phrase and are never the verb ("only", "again", "later", "quickly").
    private func isAdverb(_ word: String, _ known: LexiconWord) -> Bool {
        (Self.endsWithLy(word) && context.lexicon.verbForm(of: known) == nil) || known.lists & adverbWords != 0
    }

    private static func endsWithLy(_ word: String) -> Bool {
        var utf8 = word.utf8.reversed().makeIterator()
        return utf8.next() == UInt8(ascii: "y") && utf8.next() == UInt8(ascii: "l")
    }

    private func isStopWord(_ word: String, _ known: LexiconWord) -> Bool {
        Self.negatedBe(word) != nil || Self.isOtherStopWord(word) || known.lists & stopWords != 0
    }

    /// The replacement with its slots filled, or nil when a slot cannot be (no participle known).
    private func fill(_ template: Template, captures: Captures) -> String? {
        var text = ""
        for piece in template.pieces {
            switch piece {
            case .text(let literal):
                text += literal
            case .participle:
                guard let verb = captures.verb, let participle = morphology.participle(of: verb) else { return nil }
                text += participle
            case .negatedBe:
                guard let be = captures.be, let negated = Self.negatedBe(be) else { return nil }
                text += negated
            case .article:
                text += "\u{0}a"
            case .capture(let name):
                let value: String?
                switch name {
                case "be": value = captures.be
                case "verb": value = captures.verb
                default: value = captures[name]
                }
                guard let value else { return nil }
                text += name == "np" ? lowercasedDeterminer(value) : value
            }
        }
        // Articles agree with the word that follows them in the result.
        while template.hasArticle, let marker = Self.articleMarker(in: text) {
            let following = text[marker.upperBound...].drop { $0 == " " }.prefix { $0.isLetter }
            text.replaceSubrange(marker, with: TextScanning.indefiniteArticle(before: String(following)))
        }
        return text
    }

    /// The first article marker (NUL then "a") of a filled template. NUL is a grapheme of its
    /// own, so it is found as a `Character`, without Foundation's string search.
    static func articleMarker(in text: String) -> Range<String.Index>? {
        var start = text.startIndex
        while let nul = text[start...].firstIndex(of: "\u{0}" as Character) {
            let next = text.index(after: nul)
            if next < text.endIndex, text[next] == "a" { return nul..<text.index(after: next) }
            start = next
        }
        return nil
    }

    /// A captured noun phrase moved to another position: its determiner in lower case.
    private func lowercasedDeterminer(_ phrase: String) -> String {
        guard let space = phrase.firstIndex(of: " ") else { return phrase }
        let first = String(phrase[..<space])
        guard context.lexicon.contains(first, in: .headlineDeterminers) else { return phrase }
        return first.lowercased() + phrase[space...]
    }
}
