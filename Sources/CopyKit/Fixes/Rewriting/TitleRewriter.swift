import Foundation

/// Builds a short title-case title from the main clause of an alert message, for a title that
/// conveys nothing ("Error") or names the error ("Sync Error").
///
/// Clause shapes it handles (the first sentence that yields one wins):
/// - passive with a negated auxiliary: "The file couldn't be saved because …" → "Couldn't Save the File";
///   "Contacts couldn't be synced with the computer." → "Couldn't Sync Contacts with the Computer";
/// - active with a negated auxiliary: "We couldn't connect to the server." → "Couldn't Connect to the Server",
///   "The app failed to load the library." → "Couldn't Load the Library";
/// - passive or perfect statements: "This recipe was deleted by its author." → "Recipe Deleted",
///   "Your subscription has been renewed." → "Subscription Renewed";
/// - state: "The disk is full." → "Disk Full", "The server isn't available." → "Server Not Available";
/// - past tense: "The download failed." → "Download Failed";
/// - a clause that already reads as a title: "Unable to find the printer." → "Unable to Find the Printer".
///
/// Anything else yields nil: the caller reports without a fix rather than guess.
public struct TitleRewriter: Sendable {
    private let context: RuleContext
    private let morphology: VerbMorphology
    private let tables: Tables
    /// The longest title it builds, in words.
    static let maximumWords = 7

    private struct Auxiliary: Sendable {
        var words: [LexiconKey]
        var prefix: String
        var impliesBe: Bool
    }

    /// The auxiliaries and lead-ins, their words compiled against one lexicon.
    private final class Tables: Sendable {
        /// Longest first.
        let auxiliaries: [Auxiliary]
        let leadIns: [[LexiconKey]]
        /// The auxiliaries by their first word, in table order: one probe a position.
        let auxiliariesByFirstWord: LexiconKeyed<[Int]>
        /// The lead-ins by their first word, in table order.
        let leadInsByFirstWord: LexiconKeyed<[Int]>

        init(lexicon: Lexicon) {
            var auxiliaries: [Auxiliary] = []
            for entry in lexicon.lists["title-rewrite-auxiliaries", default: []] {
                guard let sides = TextScanning.sides(of: entry) else { continue }
                var right = sides.right
                let impliesBe = right.hasSuffix("+be")
                if impliesBe { right = TextScanning.trimmingSpaces(right.dropLast(3)) }
                let words = TitleRewriter.keys(of: sides.left, lexicon: lexicon)
                guard !words.isEmpty, !right.isEmpty else { continue }
                auxiliaries.append(Auxiliary(words: words, prefix: right, impliesBe: impliesBe))
            }
            self.auxiliaries = auxiliaries.sorted { $0.words.count > $1.words.count }
            self.leadIns = lexicon.lists["title-rewrite-lead-ins", default: []].map {
                TitleRewriter.keys(of: $0, lexicon: lexicon)
            }
            auxiliariesByFirstWord = Self.byFirstWord(self.auxiliaries.map(\.words), lexicon: lexicon)
            leadInsByFirstWord = Self.byFirstWord(leadIns, lexicon: lexicon)
        }

        /// The indices of `phrases` by their first word, in order.
        private static func byFirstWord(_ phrases: [[LexiconKey]], lexicon: Lexicon) -> LexiconKeyed<[Int]> {
            var indices: [String: [Int]] = [:]
            for (index, phrase) in phrases.enumerated() {
                guard let first = phrase.first else { continue }
                indices[first.folded, default: []].append(index)
            }
            return LexiconKeyed(indices, lexicon: lexicon)
        }
    }

    /// The words of a table entry, folded, as `lexicon` knows them.
    private static func keys(of entry: String, lexicon: Lexicon) -> [LexiconKey] {
        TextScanning.normalize(entry).split(separator: " " as Character).map {
            LexiconKey(folded: String($0), lexicon: lexicon)
        }
    }

    private static let tableCache = LexiconDerived<Tables> { lexicon, _ in Tables(lexicon: lexicon) }

    public init(context: RuleContext) {
        self.context = context
        self.morphology = VerbMorphology(lexicon: context.lexicon)
        self.tables = Self.tableCache.value(for: context.lexicon)
    }

    /// A title built from the message, or nil when no clause shape is recognized.
    /// - Parameter avoidPronouns: replace "your"/"my" with "the" (profiles with the pronoun guidance).
    public func title(fromMessage message: AnalyzedText, avoidPronouns: Bool) -> String? {
        // The sentences' items are read one sentence at a time into one buffer.
        var items: [Item] = []
        items.reserveCapacity(message.tokens.count)
        for sentence in message.sentences.prefix(2) {
            mainClause(of: sentence, in: message, into: &items)
            let clause = Clause(items: items, text: message)
            guard !items.isEmpty, var words = rewrite(clause, avoidPronouns: avoidPronouns) else { continue }
            guard words.count <= Self.maximumWords else { continue }
            // Each word looked up as it is folded: the checks below and the casing read the lexicon's
            // answers from the candidate's reading.
            let candidate = AnalyzedText(
                Self.joined(words), tokenizer: Tokenizer(), lexicon: context.lexicon, sharedAcrossThreads: false)
            // A title that is itself generic or names the error helps no one ("Unknown Error Occurred").
            // A format specifier or placeholder moved into the title would need a new argument.
            if !FixApplier.protectedSpans(of: candidate.text).isEmpty { continue }
            if GenericTitle.isGeneric(candidate, lexicon: context.lexicon)
                || candidate.tokens.indices.contains(where: {
                    NoErrorWordRule.isErrorWord(candidate.normalizedWord(at: $0))
                })
            {
                continue
            }
            // A message written with curly apostrophes gets them in its title too.
            if words.contains(where: { $0.utf8.contains(UInt8(ascii: "'")) }), message.utf16.contains(0x2019) {
                words = words.map { $0.replacingOccurrences(of: "'", with: "’") }
                return context.titleCaser.titleCase(Self.joined(words))
            }
            // The title is the candidate's text: cased from the candidate, not analyzed again.
            return context.titleCaser.titleCased(candidate)
        }
        return nil
    }

    /// The words joined by single spaces (as ``TextScanning/joinedBySpaces(_:)`` joins them),
    /// their bytes copied once into the string's storage.
    static func joined(_ words: [String]) -> String {
        var length = max(words.count - 1, 0)
        for word in words { length += word.utf8.count }
        return String(unsafeUninitializedCapacity: length) { buffer in
            var position = 0
            for (index, word) in words.enumerated() {
                if index > 0 {
                    buffer[position] = 0x20
                    position += 1
                }
                if let count = word.utf8.withContiguousStorageIfAvailable({ bytes -> Int in
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[position..<(position + bytes.count)])
                        .initialize(fromContentsOf: bytes)
                    return bytes.count
                }) {
                    position += count
                } else {
                    for byte in word.utf8 {
                        buffer[position] = byte
                        position += 1
                    }
                }
            }
            return position
        }
    }

    /// One unit of a clause: the token it is, its normalized form (the text's folded key, held,
    /// not built) and what the lexicon knows of that. Its text as written is built only for a
    /// word that goes into the title (``Clause/written(_:)``).
    private struct Item {
        var token: Int
        var lower: String
        var known: LexiconWord
        var isWord: Bool
        /// A format specifier or placeholder: a title never takes one over from the message.
        var isProtected = false
    }

    /// The items of a main clause and the text they are tokens of.
    private struct Clause {
        let items: [Item]
        let text: AnalyzedText

        /// The item's text as written (a word that folding leaves as written is its folded key).
        func written(_ item: Item) -> String { String(text.tokenText(item.token)) }
    }

    /// Whether the items from `start` on begin with the words `phrase`.
    private static func items(_ items: [Item], at start: Int, begin phrase: [LexiconKey]) -> Bool {
        guard start + phrase.count <= items.count else { return false }
        for offset in phrase.indices
        where !phrase[offset].matches(items[start + offset].known, folded: items[start + offset].lower) {
            return false
        }
        return true
    }

    /// Reads into `clause` the items of a sentence up to its first punctuation, after a leading
    /// interjection chunk ("Sorry, your library couldn't be updated." → "your library couldn't
    /// be updated"): the chunks after it are not read.
    private func mainClause(of sentence: SentenceSpan, in text: AnalyzedText, into clause: inout [Item]) {
        let lexicon = context.lexicon
        // Words are known from the text's reading; other tokens are looked up as they come.
        let known = text.reading(lexicon).known
        var cursor = sentence.tokens.lowerBound
        var isClosed = nextChunk(of: sentence, in: text, known: known, from: &cursor, into: &clause)
        while isClosed, clause.count <= 3,
            lexicon.contains(clause.map(\.lower).joined(separator: " "), in: .interjections)
                || clause.first?.lower == "unfortunately"
        {
            isClosed = nextChunk(of: sentence, in: text, known: known, from: &cursor, into: &clause)
        }
    }

    /// Reads the next chunk of the sentence from token `cursor` on into `items` (emptied first):
    /// the items up to a punctuation mark other than "-", "/" and "&" (skipped while no item is
    /// read), leaving `cursor` past that mark. Whether such a mark closed the chunk.
    private func nextChunk(
        of sentence: SentenceSpan, in text: AnalyzedText, known: KnownWords, from cursor: inout Int,
        into items: inout [Item]
    ) -> Bool {
        let lexicon = context.lexicon
        items.removeAll(keepingCapacity: true)
        while cursor < sentence.tokens.upperBound {
            let index = cursor
            cursor += 1
            let token = text.tokens[index]
            switch token.kind {
            case .whitespace: continue
            case .punctuation:
                if Self.isJoiningMark(text.utf16[token.range]) {
                    let mark = text.folded[index]
                    items.append(Item(token: index, lower: mark, known: lexicon.word(folded: mark), isWord: false))
                } else if !items.isEmpty {
                    return true
                }
            case .word:
                items.append(Item(token: index, lower: text.folded[index], known: known[index], isWord: true))
            default:
                let lower = text.folded[index]
                items.append(
                    Item(
                        token: index, lower: lower, known: lexicon.word(folded: lower), isWord: false,
                        isProtected: token.isProtected
                            || (token.isOpaque && !FixApplier.protectedSpans(of: text.string(of: token)).isEmpty)))
            }
        }
        return false
    }

    /// Whether a punctuation token is "-", "/" or "&", which join words within a clause.
    private static func isJoiningMark(_ units: some Collection<UInt16>) -> Bool {
        guard units.count == 1, let unit = units.first else { return false }
        return unit == 0x2D || unit == 0x2F || unit == 0x26
    }

    private func rewrite(_ clause: Clause, avoidPronouns: Bool) -> [String]? {
        let items = clause.items
        var words: [String] = []
        words.reserveCapacity(Self.maximumWords + 1)
        // A clause led by its own negation: "Unable to find the printer", "Couldn't open the file".
        if let auxiliary = auxiliary(at: 0, in: items) {
            words.append(auxiliary.prefix)
            guard restOfClause(clause, from: auxiliary.words.count, avoidPronouns: avoidPronouns, into: &words)
            else { return nil }
            return words
        }
        if leadIn(clause, avoidPronouns: avoidPronouns, into: &words) { return words }
        if items.first?.lower == "no", items.count > 1 {
            _ = restOfClause(clause, from: 0, avoidPronouns: avoidPronouns, into: &words)
            return words
        }
        // Find the verb group after the subject.
        for index in 1..<max(1, min(items.count, 7)) {
            let subject = items[0..<index]
            guard isSubject(subject) else { return nil }
            if let auxiliary = auxiliary(at: index, in: items) {
                return negated(
                    subject: subject, auxiliary: auxiliary, clause: clause, at: index, avoidPronouns: avoidPronouns,
                    into: &words) ? words : nil
            }
            if headline(subject: subject, clause: clause, at: index, into: &words) { return words }
            if items[index].known.isIn(.clauseBoundaries) { return nil }
        }
        return nil
    }

    /// "An error occurred while saving the file" → "Couldn't save the file": whether it wrote
    /// the title's words into `words`.
    private func leadIn(_ clause: Clause, avoidPronouns: Bool, into words: inout [String]) -> Bool {
        let items = clause.items
        guard let first = items.first,
            let candidates = tables.leadInsByFirstWord.value(first.known, folded: first.lower)
        else { return false }
        for candidate in candidates
        where tables.leadIns[candidate].count < items.count
            && Self.items(items, at: 0, begin: tables.leadIns[candidate])
        {
            let phrase = tables.leadIns[candidate]
            var next = phrase.count
            if ["while", "when", "during", "with"].contains(items[next].lower) { next += 1 }
            guard next < items.count, items[next].isWord, items[next].lower.hasSuffix("ing") else { return false }
            let lemma = morphology.lemma(of: items[next].lower)
            guard lemma != items[next].lower, !items[(next + 1)...].contains(where: \.isProtected) else {
                return false
            }
            words.append("couldn't")
            words.append(lemma)
            guard restOfClause(clause, from: next + 1, avoidPronouns: avoidPronouns, into: &words) else {
                words.removeAll()
                return false
            }
            return true
        }
        return false
    }

    private func auxiliary(at index: Int, in items: [Item]) -> Auxiliary? {
        guard index < items.count,
            let candidates = tables.auxiliariesByFirstWord.value(items[index].known, folded: items[index].lower)
        else { return nil }
        for candidate in candidates where Self.items(items, at: index, begin: tables.auxiliaries[candidate].words) {
            return tables.auxiliaries[candidate]
        }
        return nil
    }

    /// A subject: a subject pronoun, or up to five words that are neither boundaries nor verbs of
    /// the verb group. A finite auxiliary ("is", "was"), "be", "been" or the modal "may" (which
    /// the auxiliaries leave out: it is also a month) means the subject ended before it, and a
    /// subject fused with its verb ("it's", "we're") is a subject only on its own: "This is not
    /// allowed" has no subject "this is not" to make "Is Not Allowed" of, nor "It's greatly
    /// appreciated" one to make "It's Greatly Appreciated" of.
    private func isSubject(_ items: ArraySlice<Item>) -> Bool {
        guard !items.isEmpty, items.count <= 5 else { return false }
        let enders = items.count == 1 ? Self.verbGroupLists : Self.verbGroupLists | LexiconList.pronounContractions.bit
        return items.allSatisfy { item in
            item.known.lists & enders == 0 && item.lower != "be" && item.lower != "been" && item.lower != "may"
        }
    }

    /// The lists whose words cannot be part of a subject: clause boundaries and finite auxiliaries.
    private static let verbGroupLists = LexiconList.clauseBoundaries.bit | LexiconList.auxiliaries.bit

    /// A subject that is a pronoun, or a pronoun fused with its verb ("it's"): no headline is
    /// made of it.
    private func isPronoun(_ subject: ArraySlice<Item>) -> Bool {
        subject.count == 1
            && (subject[subject.startIndex].known.lists
                & (LexiconList.subjectPronouns.bit | LexiconList.pronounContractions.bit) != 0
                || ["it", "he", "she"].contains(subject[subject.startIndex].lower))
    }

    /// "X couldn't be VERBed …" → "Couldn't VERB X …"; "We couldn't VERB …" → "Couldn't VERB …":
    /// whether it wrote the title's words into `words` (empty).
    private func negated(
        subject: ArraySlice<Item>, auxiliary: Auxiliary, clause: Clause, at index: Int, avoidPronouns: Bool,
        into words: inout [String]
    ) -> Bool {
        let items = clause.items
        var next = index + auxiliary.words.count
        let passive: Bool
        if auxiliary.impliesBe {
            passive = true
        } else if next < items.count, items[next].lower == "be" {
            passive = true
            next += 1
        } else {
            passive = false
        }
        guard next < items.count, items[next].isWord else { return false }
        if passive {
            guard !isPronoun(subject), let lemma = participleLemma(of: items[next]) else {
                return false
            }
            // "The file %@ couldn't be saved" → "Couldn't Save the File": the name placeholder stays in the message.
            guard
                subject.contains(where: {
                    $0.isWord && !$0.isProtected && !$0.known.isIn(.headlineDeterminers)
                })
            else { return false }
            words.append(auxiliary.prefix)
            words.append(lemma)
            next += 1
            if next < items.count, context.lexicon.phrasalVerbs[lemma]?.contains(items[next].lower) ?? false {
                words.append(items[next].lower)
                next += 1
            }
            appendNounPhrase(subject, of: clause, avoidPronouns: avoidPronouns, dropDeterminer: false, to: &words)
            if next < items.count, items[next].known.isIn(.phrasePrepositions) {
                // The phrase is kept only when the title stays short enough.
                let count = words.count
                _ = restOfClause(clause, from: next, avoidPronouns: avoidPronouns, into: &words)
                if words.count > Self.maximumWords { words.removeSubrange(count...) }
            }
            return true
        }
        let verb = items[next]
        guard !verb.known.isIn(.headlineDeterminers), !verb.known.isIn(.phrasePrepositions) else { return false }
        if let first = subject.first?.lower, ["it", "he", "she"].contains(first), subject.count == 1 { return false }
        words.append(auxiliary.prefix)
        words.append(verb.lower)
        let hasRest = restOfClause(clause, from: next + 1, avoidPronouns: avoidPronouns, into: &words)
        if !hasRest && !isPronoun(subject) {
            words.removeAll()
            return false
        }
        return true
    }

    /// "X was deleted" → "X Deleted"; "X is full" → "X Full"; "X isn't available" → "X Not Available";
    /// "X failed" → "X Failed": whether it wrote the title's words into `words` (empty; left
    /// empty when not).
    private func headline(subject: ArraySlice<Item>, clause: Clause, at index: Int, into words: inout [String])
        -> Bool
    {
        let items = clause.items
        guard !isPronoun(subject), !subject.allSatisfy({ $0.isProtected || !$0.isWord }) else { return false }
        var next = index
        var negative = false
        var state: [String] = []
        switch items[next].lower {
        case "is", "are", "was", "were":
            next += 1
            if next < items.count, items[next].lower == "not" {
                negative = true
                next += 1
            }
        case "isn't", "aren't":
            negative = true
            next += 1
        case "has", "have":
            next += 1
            if next < items.count, items[next].lower == "been" { next += 1 }
        case let word:
            guard let lemma = participleLemma(of: items[next]), lemma != word else { return false }
            // Past tense right after the subject: "The download failed.", "The request timed out."
            state.append(word)
            var end = next + 1
            if end < items.count, context.lexicon.phrasalVerbs[lemma]?.contains(items[end].lower) ?? false {
                state.append(items[end].lower)
                end += 1
            }
            guard
                end == items.count || !items[end].isWord || items[end].known.isIn(.clauseBoundaries)
                    || isAdverbTail(items[end...])
            else { return false }
            return headline(noun: subject, of: clause, state: state, into: &words)
        }
        guard next < items.count, items[next].isWord else { return false }
        state.append(items[next].lower)
        let lemma = participleLemma(of: items[next])
        var end = next + 1
        if let lemma, end < items.count, context.lexicon.phrasalVerbs[lemma]?.contains(items[end].lower) ?? false {
            state.append(items[end].lower)
            end += 1
        }
        if lemma == nil {
            // A state adjective must end the clause: "The disk is full." (not "is full of photos").
            guard end == items.count || items[end].known.isIn(.clauseBoundaries) else { return false }
            guard !items[next].known.isIn(.headlineDeterminers) else { return false }
        }
        if negative { state.insert("not", at: 0) }
        return headline(noun: subject, of: clause, state: state, into: &words)
    }

    /// Writes the subject as a headline noun followed by `state` into `words`: false (and
    /// nothing written) when the subject leaves no noun.
    private func headline(
        noun subject: ArraySlice<Item>, of clause: Clause, state: [String], into words: inout [String]
    )
        -> Bool
    {
        appendNounPhrase(subject, of: clause, avoidPronouns: true, dropDeterminer: true, to: &words)
        guard !words.isEmpty else { return false }
        words.append(contentsOf: state)
        return true
    }

    /// The lemma of the item's word as a past tense or participle, by the item's reading.
    private func participleLemma(of item: Item) -> String? {
        morphology.lemma(ofParticiple: item.known, key: item.lower)
    }

    private func isAdverbTail(_ items: ArraySlice<Item>) -> Bool {
        guard items.count == 1, let word = items.first?.lower else { return false }
        return word.hasSuffix("ly") || ["early", "again", "today"].contains(word)
    }

    /// Appends the subject, its protected items left out, as an object ("The file" → "the
    /// file") or as a headline noun ("This recipe" → "recipe").
    private func appendNounPhrase(
        _ subject: ArraySlice<Item>, of clause: Clause, avoidPronouns: Bool, dropDeterminer: Bool,
        to words: inout [String]
    ) {
        var offset = 0
        for item in subject where !item.isProtected {
            defer { offset += 1 }
            // A relative clause ends the noun: "The file you selected" → "file".
            if offset > 0, item.known.isIn(.subjectPronouns) { break }
            if offset == 0, item.known.isIn(.headlineDeterminers) {
                if dropDeterminer { continue }
                if avoidPronouns && item.known.isIn(.personPronouns) {
                    words.append("the")
                } else {
                    words.append(item.lower)
                }
                continue
            }
            let written = clause.written(item)
            words.append(offset == 0 && isPlainCapitalizedFirstWord(item, written: written) ? item.lower : written)
        }
    }

    /// A sentence-initial word that is capitalized only because it starts the sentence.
    private func isPlainCapitalizedFirstWord(_ item: Item, written: String) -> Bool {
        item.isWord && context.lexicon.properName(of: item.known) == nil
            && written.dropFirst().allSatisfy { !$0.isUppercase }
            && context.lexicon.acronyms[written.uppercased()] == nil
    }

    /// Appends the clause from `start` up to a boundary word or a person pronoun after its first
    /// word: whether it appended any.
    private func restOfClause(_ clause: Clause, from start: Int, avoidPronouns: Bool, into words: inout [String])
        -> Bool
    {
        let items = clause.items
        var index = start
        while index < items.count {
            if index > start,
                items[index].known.lists & Self.clauseEnders != 0
                    || (items[index].lower == "right" && index + 1 < items.count
                        && ["now", "away"].contains(items[index + 1].lower))
            {
                break
            }
            if avoidPronouns, ["your", "my"].contains(items[index].lower) {
                words.append("the")
            } else {
                words.append(clause.written(items[index]))
            }
            index += 1
        }
        return index > start
    }

    /// The lists whose words end a clause's rest: clause boundaries, subject pronouns, adverbs
    /// that end a phrase.
    private static let clauseEnders =
        LexiconList.clauseBoundaries.bit | LexiconList.subjectPronouns.bit | LexiconList.phraseEndAdverbs.bit
}
