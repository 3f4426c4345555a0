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

    /// A pattern element as matching reads it: plain values, so that walking a pattern copies
    /// no reference. Words and user lists are indices into the table's ``Table/words`` and
    /// ``Table/userLists``.
    enum Element: Sendable {
        case word(Int32)
        case article, be, verb, rest, nounPhrase, end
        case list(LexiconList)
        case userList(Int32)
    }

    /// A replacement parsed once: literal text and the pattern positions it takes captures from.
    struct Template: Sendable {
        enum Piece: Sendable {
            case text(String)
            /// `{verb:participle}`: the participle of the verb captured at a position.
            case participle(Int)
            /// `{be:not}`: isn't, aren't… of the form of "be" captured at a position.
            case negatedBe(Int)
            /// `{a}`: an article agreeing with the word after it.
            case article
            /// `{NAME}`: the text captured at a position: the folded word for `{be}` and
            /// `{verb}`, the text as written otherwise; a noun phrase's determiner lowered.
            case capture(Int, folded: Bool, isNounPhrase: Bool)
            /// A slot the pattern does not capture: the replacement cannot be filled.
            case missing
        }

        var pieces: [Piece] = []
        var hasArticle = false

        /// `slots`: the pattern's slots by position (nil for words).
        init(_ template: String, slots: [Slot?]) {
            /// The last position of a capturing slot named `name` (a later capture wins).
            func position(named name: String) -> Int? {
                slots.lastIndex { slot in
                    guard let slot, slot != .end else { return false }
                    return slot.name == name
                }
            }
            var remaining = Substring(template)
            while let open = remaining.firstIndex(of: "{"), let close = remaining[open...].firstIndex(of: "}") {
                pieces.append(.text(String(remaining[..<open])))
                switch String(remaining[remaining.index(after: open)..<close]) {
                case "verb:participle": pieces.append(position(named: "verb").map(Piece.participle) ?? .missing)
                case "be:not": pieces.append(position(named: "be").map(Piece.negatedBe) ?? .missing)
                case "a":
                    pieces.append(.article)
                    hasArticle = true
                case let name:
                    pieces.append(
                        position(named: name).map {
                            .capture($0, folded: name == "be" || name == "verb", isNounPhrase: name == "np")
                        } ?? .missing)
                }
                remaining = remaining[remaining.index(after: close)...]
            }
            pieces.append(.text(String(remaining)))
        }
    }

    /// What a table line does when its pattern matches.
    enum Outcome: Sendable {
        /// Report with the replacement filled from ``Table/templates`` at this index.
        case rewrite(Int)
        /// `-`: report without a fix.
        case report
        /// `=`: an exception, not reported at all.
        case exception
    }

    struct Entry: Sendable {
        /// The pattern's elements in ``Table/elements``.
        var pattern: Range<Int>
        var outcome: Outcome
    }

    /// The tables the rules read, one per table name, the embedded lexicon's built up front:
    /// each is made when its rule first asks (a profile that runs no pronoun rule builds no
    /// pronoun table), then read without a lock.
    private static let toneAccusatoryTables = tables(builtUpFront: "tone-accusatory")
    private static let pronounTables = tables(builtUpFront: "pronoun-rewrites")
    /// Any other table, by lexicon and name.
    private static let otherTables = tables(builtUpFront: nil)

    private static func tables(builtUpFront name: String?) -> LexiconDerived<Table> {
        LexiconDerived<Table>(names: name.map { [$0] } ?? []) { lexicon, name in
            Table(lines: lexicon.lists[name, default: []], lexicon: lexicon)
        }
    }

    /// The table named `name` for `lexicon`.
    private static func table(_ name: String, lexicon: Lexicon) -> Table {
        switch name {
        case "tone-accusatory": toneAccusatoryTables.value(for: lexicon, name: name)
        case "pronoun-rewrites": pronounTables.value(for: lexicon, name: name)
        default: otherTables.value(for: lexicon, name: name)
        }
    }

    private let lexicon: Lexicon
    private let table: Table

    /// The lists that stop a phrase, and the adverb lists, as list bits: a bit test a word.
    private static let stopWordLists: UInt64 =
        LexiconList.prepositions.bit | LexiconList.clauseBoundaries.bit | LexiconList.personPronouns.bit
        | LexiconList.subjectPronouns.bit
    private static let adverbLists: UInt64 =
        LexiconList.adverbs.bit | LexiconList.actionAdverbs.bit | LexiconList.phraseEndAdverbs.bit
    /// Stop words besides the lists and the forms of "be" (matched as normalized).
    static let otherStopWords = ["be", "not", "can", "can't", "cannot", "will", "won't", "by", "of"]

    /// A rewriter for the phrase table in the lexicon list `table`.
    public init(table: String, context: RuleContext) {
        let lexicon = context.lexicon
        self.lexicon = lexicon
        self.table = Self.table(table, lexicon: lexicon)
    }

    /// Every phrase of the table found in the text, in order, not overlapping.
    public func matches(in text: AnalyzedText) -> [Match] {
        let known = text.reading(lexicon).known
        let required = table.required
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: required.setWordCount) { present in
            // A text without the words a pattern names is not tried against it (nor its folded
            // words taken from it).
            guard required.collect(in: text, known: known, into: present) else { return [] }
            let words = TextWords(folded: text.folded, known: known)
            return withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: max(table.longestPattern, 1)) {
                matches(in: text, words: words, present: present, captures: $0)
            }
        }
    }

    /// `matches(in:)` over the entries whose words the text holds (`present`).
    private func matches(
        in text: AnalyzedText, words: TextWords, present: UnsafeMutableBufferPointer<UInt64>,
        captures: UnsafeMutableBufferPointer<Range<Int>>
    ) -> [Match] {
        var result: [Match] = []
        let table = self.table
        let tokens = text.tokens
        let candidates = table.candidates
        let required = table.required
        for sentence in text.sentences {
            // Where a pattern must end: before the sentence's ending punctuation.
            var sentenceEnd = sentence.tokens.upperBound
            while sentenceEnd > sentence.tokens.lowerBound, tokens[sentenceEnd - 1].kind == .punctuation {
                sentenceEnd -= 1
            }
            var index = sentence.tokens.lowerBound
            while index < sentence.tokens.upperBound {
                guard tokens[index].kind == .word,
                    index == sentence.tokens.lowerBound || tokens[index - 1].kind != .word
                else {
                    index += 1
                    continue
                }
                let range =
                    table.candidatesByFirstWord.value(words.known[index], folded: words.folded[index])
                    ?? table.anyFirst
                var matchedEnd: Int?
                for candidate in candidates[range] where required.allows(Int(candidate), in: present) {
                    let entry = table.entries[Int(candidate)]
                    guard
                        let end = match(
                            entry.pattern, of: table, in: text, words: words, at: index, end: sentenceEnd,
                            captures: captures)
                    else { continue }
                    matchedEnd = end
                    if case .exception = entry.outcome { break }
                    var replacement: String?
                    if case .rewrite(let template) = entry.outcome {
                        replacement = fill(
                            table.templates[template], captures: captures, in: text, words: words)
                    }
                    result.append(
                        match(
                            text, from: index, to: end, replacement: replacement,
                            startsSentence: index == sentence.tokens.lowerBound))
                    break
                }
                index = matchedEnd ?? (index + 1)
            }
        }
        return result
    }

    /// The match of the tokens `start..<end`, its replacement in the text's apostrophes and,
    /// at the start of a sentence, capitalized as the text was.
    private func match(_ text: AnalyzedText, from start: Int, to end: Int, replacement: String?, startsSentence: Bool)
        -> Match
    {
        var replacement = replacement
        let range = text.tokens[start].range.lowerBound..<text.tokens[end - 1].range.upperBound
        if text.utf16[range].contains(0x2019) {
            replacement = replacement?.replacingOccurrences(of: "'", with: "’")
        }
        if var filled = replacement, startsSentence, TextScanning.isCapitalized(text.string(of: text.tokens[start])) {
            filled = TextScanning.capitalizingFirst(filled)
            replacement = filled
        }
        return Match(range: range, replacement: replacement, original: text.string(range))
    }

    /// A text's words as patterns match them, by token: the folded key (read at word tokens
    /// only) and what the lexicon knows of it.
    private struct TextWords {
        let folded: TextKeys
        let known: KnownWords
    }

    /// Matches a pattern at token `start`; returns the token index after the match, with each
    /// slot's tokens in `captures` at its position in the pattern.
    /// `end`: the token index before the sentence's ending punctuation.
    private func match(
        _ pattern: Range<Int>, of table: Table, in text: AnalyzedText, words: TextWords, at start: Int, end: Int,
        captures: UnsafeMutableBufferPointer<Range<Int>>
    ) -> Int? {
        let tokens = text.tokens
        var index = start
        for position in pattern {
            let element = table.elements[position]
            if position > pattern.lowerBound {
                while index < end, tokens[index].kind == .whitespace { index += 1 }
            }
            if case .end = element {
                // The sentence ends here: a clause rewrite must not strand a following phrase
                // ("You entered the wrong passcode too many times.").
                guard index == end else { return nil }
                continue
            }
            guard index < end else { return nil }
            let next: Int
            if case .word(let word) = element {
                guard tokens[index].kind == .word,
                    table.words[Int(word)].matches(words.known[index], folded: words.folded[index])
                else { return nil }
                next = index + 1
            } else {
                guard let slotEnd = slot(element, of: table, in: text, words: words, at: index, end: end) else {
                    return nil
                }
                next = slotEnd
            }
            captures[position - pattern.lowerBound] = index..<next
            index = next
        }
        // A match ends at a word boundary.
        if index < tokens.count, tokens[index].kind == .word { return nil }
        return index
    }

    static let beForms = ["is", "are", "was", "were"]

    /// The negated forms of ``beForms``, in their order.
    private static let negatedBeForms = ["isn't", "aren't", "wasn't", "weren't"]

    /// The negated form of a form of "be" ("is" → "isn't"), nil for any other word.
    private static func negatedBe(_ word: String) -> String? {
        beForms.firstIndex(of: word).map { negatedBeForms[$0] }
    }

    /// Where a slot that starts at token `index` ends, or nil when it does not match there.
    private func slot(
        _ element: Element, of table: Table, in text: AnalyzedText, words: TextWords, at index: Int, end: Int
    )
        -> Int?
    {
        let tokens = text.tokens
        let known = words.known
        let folded = words.folded
        switch element {
        case .word, .end:
            return nil
        case .article:
            guard tokens[index].kind == .word,
                table.article.contains(where: { $0.matches(known[index], folded: folded[index]) })
            else { return nil }
            return index + 1
        case .be:
            guard tokens[index].kind == .word, table.beForm(known[index], folded: folded[index]) != nil else {
                return nil
            }
            return index + 1
        case .verb:
            guard tokens[index].kind == .word else { return nil }
            let word = known[index]
            if isStopWord(word, folded: folded[index], table: table) || isAdverb(word, folded: folded[index]) {
                return nil
            }
            // A known verb in its base form: "You can only select …" has no verb in this slot.
            guard word.isKnown,
                lexicon.table.verbKinds[Int(word.id)] & Lexicon.VerbForm.Kinds.base.rawValue != 0
            else { return nil }
            return index + 1
        case .rest:
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
                    let word = known[cursor]
                    let isDeterminer = word.isIn(.headlineDeterminers)
                    if count == 0 && isDeterminer {
                        // The determiner opens the phrase.
                    } else if isDeterminer || isStopWord(word, folded: folded[cursor], table: table)
                        || isAdverb(word, folded: folded[cursor])
                    {
                        break
                    }
                }
                count += 1
                last = cursor
                cursor += 1
            }
            guard let last else { return nil }
            return last + 1
        case .list(let list):
            guard tokens[index].kind == .word, known[index].isIn(list) else { return nil }
            return index + 1
        case .userList(let name):
            guard tokens[index].kind == .word, lexicon.contains(folded[index], in: table.userLists[Int(name)]) else {
                return nil
            }
            return index + 1
        }
    }

    /// Adverbs end a phrase and are never the verb ("only", "again", "later", "quickly").
    private func isAdverb(_ known: LexiconWord, folded: String) -> Bool {
        known.lists & Self.adverbLists != 0 || (Self.endsWithLy(folded) && !lexicon.isVerbForm(known))
    }

    private static func endsWithLy(_ word: String) -> Bool {
        if let ends = word.utf8.withContiguousStorageIfAvailable({ bytes in
            bytes.count >= 2 && bytes[bytes.count - 1] == UInt8(ascii: "y")
                && bytes[bytes.count - 2] == UInt8(ascii: "l")
        }) {
            return ends
        }
        return word.utf8.suffix(2).elementsEqual("ly".utf8)
    }

    private func isStopWord(_ known: LexiconWord, folded: String, table: Table) -> Bool {
        known.lists & Self.stopWordLists != 0 || table.beForm(known, folded: folded) != nil
            || table.otherStopWords.contains { $0.matches(known, folded: folded) }
    }

    /// The replacement with its slots filled from the tokens `captures` holds by pattern
    /// position, or nil when a slot cannot be (no participle known).
    private func fill(
        _ template: Template, captures: UnsafeMutableBufferPointer<Range<Int>>, in text: AnalyzedText,
        words: TextWords
    ) -> String? {
        /// The folded word a slot captured.
        func foldedWord(at position: Int) -> String { words.folded[captures[position].lowerBound] }
        var result = ""
        for piece in template.pieces {
            switch piece {
            case .text(let literal):
                result += literal
            case .participle(let position):
                guard let participle = VerbMorphology(lexicon: lexicon).participle(of: foldedWord(at: position))
                else { return nil }
                result += participle
            case .negatedBe(let position):
                guard let negated = Self.negatedBe(foldedWord(at: position)) else { return nil }
                result += negated
            case .article:
                result += "\u{0}a"
            case .capture(let position, let folded, let isNounPhrase):
                if folded {
                    result += foldedWord(at: position)
                } else {
                    let tokens = captures[position]
                    let value = text.string(
                        text.tokens[tokens.lowerBound].range
                            .lowerBound..<text.tokens[tokens.upperBound - 1].range
                            .upperBound)
                    result += isNounPhrase ? lowercasedDeterminer(value) : value
                }
            case .missing:
                return nil
            }
        }
        // Articles agree with the word that follows them in the result.
        while template.hasArticle, let marker = Self.articleMarker(in: result) {
            let following = result[marker.upperBound...].drop { $0 == " " }.prefix { $0.isLetter }
            result.replaceSubrange(marker, with: TextScanning.indefiniteArticle(before: String(following)))
        }
        return result
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
        let space: String.Index
        // In ASCII text a space byte is a space character of its own: one pass over the bytes
        // tells whether they are ASCII and where the first space is (nil: not held in a row).
        let scan = phrase.utf8.withContiguousStorageIfAvailable { bytes -> (isASCII: Bool, space: Int?) in
            var space: Int?
            for (offset, byte) in bytes.enumerated() {
                if byte >= 0x80 { return (false, nil) }
                if space == nil, byte == UInt8(ascii: " ") { space = offset }
            }
            return (true, space)
        }
        if let scan, scan.isASCII {
            guard let offset = scan.space else { return phrase }
            space = phrase.utf8.index(phrase.utf8.startIndex, offsetBy: offset)
        } else if scan == nil, phrase.utf8.allSatisfy({ $0 < 0x80 }) {
            guard let byte = phrase.utf8.firstIndex(of: UInt8(ascii: " ")) else { return phrase }
            space = byte
        } else {
            guard let character = phrase.firstIndex(of: " ") else { return phrase }
            space = character
        }
        let first = phrase[..<space]
        guard lexicon.contains(first, in: .headlineDeterminers) else { return phrase }
        return first.lowercased() + phrase[space...]
    }
}
