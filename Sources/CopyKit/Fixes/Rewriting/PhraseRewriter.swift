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
        case slot(String)
    }

    struct Entry: Sendable {
        var pattern: [Element]
        /// nil: report only; "=": exception.
        var replacement: String?
    }

    /// The parsed table with its entries indexed by the words they can start with.
    struct Table: Sendable {
        var entries: [Entry] = []
        var byFirstWord: [String: [Int]] = [:]
        /// Entries whose first element is a slot that can match any word.
        var anyFirst: [Int] = []

        /// ``byFirstWord`` with `anyFirst` merged into each word's entries, for look-ups.
        var candidatesByFirstWord = WordKeyed<[Int]>([:])

        /// The entries that may match at a word, in table order.
        func candidates(for word: String) -> [Int] { candidatesByFirstWord[word] ?? anyFirst }

        /// Builds ``candidatesByFirstWord`` once the entries are in: the entries that can start
        /// anywhere merged into each first word's, in table order, once instead of at every word.
        mutating func buildCandidates() {
            var merged = byFirstWord
            if !anyFirst.isEmpty {
                for (word, specific) in byFirstWord { merged[word] = (specific + anyFirst).sorted() }
            }
            candidatesByFirstWord = WordKeyed(merged)
        }
    }

    private static let tables = DerivedTableCache<Table> { lists in
        var table = Table()
        for line in lists[0] {
            guard let sides = TextScanning.sides(of: line) else { continue }
            let pattern = sides.left.split(separator: " " as Character).map { piece -> Element in
                let text = String(piece)
                if text.hasPrefix("{"), text.hasSuffix("}") { return .slot(String(text.dropFirst().dropLast())) }
                return .word(TextScanning.normalize(text))
            }
            let right = sides.right
            guard let first = pattern.first else { continue }
            let index = table.entries.count
            table.entries.append(Entry(pattern: pattern, replacement: right == "-" ? nil : right))
            switch first {
            case .word(let word): table.byFirstWord[word, default: []].append(index)
            case .slot("a"): for word in ["a", "an"] { table.byFirstWord[word, default: []].append(index) }
            case .slot("be"): for word in beForms.keys { table.byFirstWord[word, default: []].append(index) }
            case .slot: table.anyFirst.append(index)
            }
        }
        table.buildCandidates()
        return table
    }

    private let context: RuleContext
    private let table: Table
    private let morphology: VerbMorphology
    /// The lists that stop a phrase, and the adverb lists: one look-up a word, a bit test a list.
    private let stopWords: WordList
    private let adverbWords: WordList

    private static let stopWordLists: [LexiconList] = [
        .prepositions, .clauseBoundaries, .personPronouns, .subjectPronouns,
    ]
    private static let adverbLists: [LexiconList] = [.adverbs, .actionAdverbs, .phraseEndAdverbs]
    /// Stop words besides the lists (matched as normalized).
    private static let otherStopWords: Set<String> = [
        "be", "not", "can", "can't", "cannot", "will", "won't", "by", "of",
    ]

    /// A rewriter for the phrase table in the lexicon list `table`.
    public init(table: String, context: RuleContext) {
        self.context = context
        let lexicon = context.lexicon
        self.table = Self.tables.value(for: [lexicon.lists[table, default: []]])
        self.morphology = VerbMorphology(lexicon: lexicon)
        self.stopWords = lexicon.union(of: Self.stopWordLists)
        self.adverbWords = lexicon.union(of: Self.adverbLists)
    }

    /// Every phrase of the table found in the text, in order, not overlapping.
    public func matches(in text: AnalyzedText) -> [Match] {
        var result: [Match] = []
        let words = text.normalizedWords
        for sentence in text.sentences {
            var index = sentence.tokens.lowerBound
            while index < sentence.tokens.upperBound {
                guard text.tokens[index].kind == .word,
                    index == sentence.tokens.lowerBound || text.tokens[index - 1].kind != .word
                else {
                    index += 1
                    continue
                }
                var matchedEnd: Int?
                for candidate in table.candidates(for: words[index]) {
                    let entry = table.entries[candidate]
                    guard
                        let (end, captures) = match(
                            entry.pattern, in: text, words: words, at: index, sentence: sentence)
                    else { continue }
                    matchedEnd = end
                    if entry.replacement == "=" { break }
                    let range = text.tokens[index].range.lowerBound..<text.tokens[end - 1].range.upperBound
                    var replacement = entry.replacement.flatMap { fill($0, captures: captures) }
                    if text.string(range).contains("’" as Character) {
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

    private typealias Captures = [String: String]

    /// Matches a pattern at token `start`; returns the token index after the match and the captures.
    private func match(
        _ pattern: [Element], in text: AnalyzedText, words: [String], at start: Int, sentence: SentenceSpan
    )
        -> (Int, Captures)?
    {
        let tokens = text.tokens
        var end = sentence.tokens.upperBound
        while end > sentence.tokens.lowerBound, tokens[end - 1].kind == .punctuation { end -= 1 }
        var index = start
        var captures: Captures = [:]
        for (position, element) in pattern.enumerated() {
            if position > 0 {
                while index < end, tokens[index].kind == .whitespace { index += 1 }
            }
            if element == .slot("end") {
                // The sentence ends here: a clause rewrite must not strand a following phrase
                // ("You entered the wrong passcode too many times.").
                guard index == end else { return nil }
                continue
            }
            guard index < end else { return nil }
            switch element {
            case .word(let word):
                guard tokens[index].kind == .word, words[index] == word else { return nil }
                index += 1
            case .slot(let name):
                guard let next = slot(name, in: text, words: words, at: index, end: end, captures: &captures) else {
                    return nil
                }
                index = next
            }
        }
        // A match ends at a word boundary.
        if index < tokens.count, tokens[index].kind == .word { return nil }
        return (index, captures)
    }

    private static let beForms: [String: String] = ["is": "isn't", "are": "aren't", "was": "wasn't", "were": "weren't"]

    private func slot(
        _ name: String, in text: AnalyzedText, words: [String], at index: Int, end: Int, captures: inout Captures
    ) -> Int? {
        let tokens = text.tokens
        let lexicon = context.lexicon
        switch name {
        case "a":
            guard tokens[index].kind == .word, ["a", "an"].contains(words[index]) else { return nil }
            captures[name] = text.string(of: tokens[index])
            return index + 1
        case "be":
            guard tokens[index].kind == .word, let word = Optional(words[index]),
                Self.beForms[word] != nil
            else { return nil }
            captures[name] = word
            return index + 1
        case "verb":
            guard tokens[index].kind == .word else { return nil }
            let word = words[index]
            if isStopWord(word) || isAdverb(word) { return nil }
            // A known verb in its base form: "You can only select …" has no verb in this slot.
            guard let form = lexicon.verbForms[word], form.kinds.contains(.base) else { return nil }
            captures[name] = word
            return index + 1
        case "rest":
            guard index < end else { return nil }
            captures[name] = text.string(tokens[index].range.lowerBound..<tokens[end - 1].range.upperBound)
            return end
        case "np":
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
                    let isDeterminer = lexicon.contains(word, in: .headlineDeterminers)
                    if count == 0 && isDeterminer {
                        // The determiner opens the phrase.
                    } else if isStopWord(word) || isDeterminer || isAdverb(word) {
                        break
                    }
                }
                count += 1
                last = cursor
                cursor += 1
            }
            guard let last else { return nil }
            captures[name] = text.string(tokens[index].range.lowerBound..<tokens[last].range.upperBound)
            return last + 1
        default:
            guard tokens[index].kind == .word, lexicon.contains(words[index], in: name) else {
                return nil
            }
            captures[name] = text.string(of: tokens[index])
            return index + 1
        }
    }

    /// Adverbs end a phrase and are never the verb ("only", "again", "later", "quickly").
    private func isAdverb(_ word: String) -> Bool {
        (word.hasSuffix("ly") && context.lexicon.verbForms[word] == nil) || adverbWords.contains(folding: word)
    }

    private func isStopWord(_ word: String) -> Bool {
        Self.beForms[word] != nil || Self.otherStopWords.contains(word) || stopWords.contains(folding: word)
    }

    /// The replacement with its slots filled, or nil when a slot cannot be (no participle known).
    private func fill(_ template: String, captures: Captures) -> String? {
        var pieces: [String] = []
        var remaining = Substring(template)
        while let open = remaining.firstIndex(of: "{"), let close = remaining[open...].firstIndex(of: "}") {
            pieces.append(String(remaining[..<open]))
            let name = String(remaining[remaining.index(after: open)..<close])
            switch name {
            case "verb:participle":
                guard let verb = captures["verb"], let participle = morphology.participle(of: verb) else { return nil }
                pieces.append(participle)
            case "be:not":
                guard let be = captures["be"], let negated = Self.beForms[be] else { return nil }
                pieces.append(negated)
            case "a":
                pieces.append("\u{0}a")
            default:
                guard let value = captures[name] else { return nil }
                pieces.append(name == "np" ? lowercasedDeterminer(value) : value)
            }
            remaining = remaining[remaining.index(after: close)...]
        }
        pieces.append(String(remaining))
        var text = pieces.joined()
        // Articles agree with the word that follows them in the result.
        while let marker = Self.articleMarker(in: text) {
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
