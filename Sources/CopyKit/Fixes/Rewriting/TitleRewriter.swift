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
        let apostrophe = TextScanning.apostrophe(in: message.text)
        for sentence in message.sentences.prefix(2) {
            let clause = mainClause(of: sentence, in: message)
            guard !clause.isEmpty, var words = rewrite(clause, avoidPronouns: avoidPronouns) else { continue }
            guard words.count <= Self.maximumWords else { continue }
            let candidate = AnalyzedText(words.joined(separator: " "))
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
            if apostrophe == "’", words.contains(where: { $0.utf8.contains(UInt8(ascii: "'")) }) {
                words = words.map { $0.replacingOccurrences(of: "'", with: "’") }
                return context.titleCaser.titleCase(words.joined(separator: " "))
            }
            // The title is the candidate's text: cased from the candidate, not analyzed again.
            let edits = context.titleCaser.edits(for: candidate)
            return edits.isEmpty ? candidate.text : TextEditApplier.apply(edits, toUnits: candidate.utf16)
        }
        return nil
    }

    /// One unit of a clause: its text as written, its normalized form and what the lexicon
    /// knows of that.
    private struct Item {
        var text: String
        var lower: String
        var known: LexiconWord
        var isWord: Bool
        /// A format specifier or placeholder: a title never takes one over from the message.
        var isProtected = false

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

    /// The items of a sentence up to its first punctuation, after a leading interjection chunk
    /// ("Sorry, your library couldn't be updated." → "your library couldn't be updated").
    private func mainClause(of sentence: SentenceSpan, in text: AnalyzedText) -> [Item] {
        let lexicon = context.lexicon
        // Words are known from the text's reading; other tokens are looked up as they come.
        let known = text.reading(lexicon).known
        var chunks: [[Item]] = [[]]
        for index in sentence.tokens {
            let token = text.tokens[index]
            switch token.kind {
            case .whitespace: continue
            case .punctuation:
                let mark = text.string(of: token)
                if mark == "-" || mark == "/" || mark == "&" {
                    chunks[chunks.count - 1].append(
                        Item(text: mark, lower: mark, known: lexicon.word(folded: mark), isWord: false))
                } else if !(chunks.last?.isEmpty ?? true) {
                    chunks.append([])
                }
            default:
                let string = text.string(of: token)
                let lower = text.normalizedWord(at: index)
                chunks[chunks.count - 1].append(
                    Item(
                        text: string, lower: lower,
                        known: token.kind == .word ? known[index] : lexicon.word(folded: lower),
                        isWord: token.kind == .word,
                        isProtected: token.isProtected
                            || (token.isOpaque && !FixApplier.protectedSpans(of: string).isEmpty)))
            }
        }
        guard var clause = chunks.first else { return [] }
        while chunks.count > 1, clause.count <= 3,
            lexicon.contains(clause.map(\.lower).joined(separator: " "), in: .interjections)
                || clause.first?.lower == "unfortunately"
        {
            chunks.removeFirst()
            clause = chunks[0]
        }
        return clause
    }

    private func rewrite(_ items: [Item], avoidPronouns: Bool) -> [String]? {
        // A clause led by its own negation: "Unable to find the printer", "Couldn't open the file".
        if let auxiliary = auxiliary(at: 0, in: items) {
            let rest = restOfClause(items, from: auxiliary.words.count, avoidPronouns: avoidPronouns)
            guard !rest.isEmpty else { return nil }
            return [auxiliary.prefix] + rest
        }
        if let title = leadIn(items, avoidPronouns: avoidPronouns) { return title }
        if items.first?.lower == "no", items.count > 1 {
            return restOfClause(items, from: 0, avoidPronouns: avoidPronouns)
        }
        // Find the verb group after the subject.
        for index in 1..<max(1, min(items.count, 7)) {
            let subject = items[0..<index]
            guard isSubject(subject) else { return nil }
            if let auxiliary = auxiliary(at: index, in: items) {
                return negated(
                    subject: subject, auxiliary: auxiliary, items: items, at: index, avoidPronouns: avoidPronouns)
            }
            if let headline = headline(subject: subject, items: items, at: index) { return headline }
            if items[index].known.isIn(.clauseBoundaries) { return nil }
        }
        return nil
    }

    /// "An error occurred while saving the file" → "Couldn't save the file".
    private func leadIn(_ items: [Item], avoidPronouns: Bool) -> [String]? {
        guard let first = items.first,
            let candidates = tables.leadInsByFirstWord.value(first.known, folded: first.lower)
        else { return nil }
        for candidate in candidates
        where tables.leadIns[candidate].count < items.count
            && Self.items(items, at: 0, begin: tables.leadIns[candidate])
        {
            let phrase = tables.leadIns[candidate]
            var next = phrase.count
            if ["while", "when", "during", "with"].contains(items[next].lower) { next += 1 }
            guard next < items.count, items[next].isWord, items[next].lower.hasSuffix("ing") else { return nil }
            let lemma = morphology.lemma(of: items[next].lower)
            guard lemma != items[next].lower else { return nil }
            let rest = restOfClause(items, from: next + 1, avoidPronouns: avoidPronouns)
            guard !rest.isEmpty, !items[(next + 1)...].contains(where: \.isProtected) else { return nil }
            return ["couldn't", lemma] + rest
        }
        return nil
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

    /// A subject: a subject pronoun, or up to five words that are neither boundaries nor auxiliaries.
    private func isSubject(_ items: ArraySlice<Item>) -> Bool {
        guard !items.isEmpty, items.count <= 5 else { return false }
        return items.allSatisfy { item in !item.known.isIn(.clauseBoundaries) && item.lower != "be" }
    }

    private func isPronoun(_ subject: ArraySlice<Item>) -> Bool {
        subject.count == 1
            && (subject[subject.startIndex].known.isIn(.subjectPronouns)
                || ["it", "he", "she"].contains(subject[subject.startIndex].lower))
    }

    /// "X couldn't be VERBed …" → "Couldn't VERB X …"; "We couldn't VERB …" → "Couldn't VERB …".
    private func negated(
        subject: ArraySlice<Item>, auxiliary: Auxiliary, items: [Item], at index: Int, avoidPronouns: Bool
    )
        -> [String]?
    {
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
        guard next < items.count, items[next].isWord else { return nil }
        if passive {
            guard !isPronoun(subject), let lemma = morphology.lemma(ofParticiple: items[next].lower) else { return nil }
            var verb = [lemma]
            next += 1
            if next < items.count, context.lexicon.phrasalVerbs[lemma]?.contains(items[next].lower) ?? false {
                verb.append(items[next].lower)
                next += 1
            }
            // "The file %@ couldn't be saved" → "Couldn't Save the File": the name placeholder stays in the message.
            let object = nounPhrase(
                subject.filter { !$0.isProtected }, avoidPronouns: avoidPronouns, dropDeterminer: false)
            guard
                subject.contains(where: {
                    $0.isWord && !$0.isProtected && !$0.known.isIn(.headlineDeterminers)
                })
            else { return nil }
            var words = [auxiliary.prefix] + verb + object
            if next < items.count, items[next].known.isIn(.phrasePrepositions) {
                let phrase = restOfClause(items, from: next, avoidPronouns: avoidPronouns)
                if words.count + phrase.count <= Self.maximumWords { words += phrase }
            }
            return words
        }
        let verb = items[next]
        guard !verb.known.isIn(.headlineDeterminers), !verb.known.isIn(.phrasePrepositions) else { return nil }
        let rest = restOfClause(items, from: next + 1, avoidPronouns: avoidPronouns)
        if rest.isEmpty && !isPronoun(subject) { return nil }
        if let first = subject.first?.lower, ["it", "he", "she"].contains(first), subject.count == 1 { return nil }
        return [auxiliary.prefix, verb.lower] + rest
    }

    /// "X was deleted" → "X Deleted"; "X is full" → "X Full"; "X isn't available" → "X Not Available";
    /// "X failed" → "X Failed".
    private func headline(subject: ArraySlice<Item>, items: [Item], at index: Int) -> [String]? {
        guard !isPronoun(subject) else { return nil }
        let noun = nounPhrase(subject.filter { !$0.isProtected }, avoidPronouns: true, dropDeterminer: true)
        guard !noun.isEmpty, !subject.allSatisfy({ $0.isProtected || !$0.isWord }) else { return nil }
        var next = index
        var negative = false
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
            guard let lemma = morphology.lemma(ofParticiple: word), lemma != word else { return nil }
            // Past tense right after the subject: "The download failed.", "The request timed out."
            var verb = [word]
            var end = next + 1
            if end < items.count, context.lexicon.phrasalVerbs[lemma]?.contains(items[end].lower) ?? false {
                verb.append(items[end].lower)
                end += 1
            }
            guard
                end == items.count || !items[end].isWord || items[end].known.isIn(.clauseBoundaries)
                    || isAdverbTail(items[end...])
            else { return nil }
            return noun + verb
        }
        guard next < items.count, items[next].isWord else { return nil }
        var state = [items[next].lower]
        let lemma = morphology.lemma(ofParticiple: items[next].lower)
        var end = next + 1
        if let lemma, end < items.count, context.lexicon.phrasalVerbs[lemma]?.contains(items[end].lower) ?? false {
            state.append(items[end].lower)
            end += 1
        }
        if lemma == nil {
            // A state adjective must end the clause: "The disk is full." (not "is full of photos").
            guard end == items.count || items[end].known.isIn(.clauseBoundaries) else { return nil }
            guard !items[next].known.isIn(.headlineDeterminers) else { return nil }
        }
        return noun + (negative ? ["not"] : []) + state
    }

    private func isAdverbTail(_ items: ArraySlice<Item>) -> Bool {
        guard items.count == 1, let word = items.first?.lower else { return false }
        return word.hasSuffix("ly") || ["early", "again", "today"].contains(word)
    }

    /// The subject as an object ("The file" → "the file") or as a headline noun ("This recipe" → "recipe").
    private func nounPhrase(_ subject: [Item], avoidPronouns: Bool, dropDeterminer: Bool) -> [String] {
        var words: [String] = []
        for (offset, item) in subject.enumerated() {
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
            words.append(offset == 0 && isPlainCapitalizedFirstWord(item) ? item.lower : item.text)
        }
        return words
    }

    /// A sentence-initial word that is capitalized only because it starts the sentence.
    private func isPlainCapitalizedFirstWord(_ item: Item) -> Bool {
        item.isWord && context.lexicon.properName(of: item.known) == nil
            && context.lexicon.acronyms[item.text.uppercased()] == nil
            && item.text.dropFirst().allSatisfy { !$0.isUppercase }
    }

    /// The clause from `start` up to a boundary word or a person pronoun after its first word.
    private func restOfClause(_ items: [Item], from start: Int, avoidPronouns: Bool) -> [String] {
        var words: [String] = []
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
                words.append(items[index].text)
            }
            index += 1
        }
        return words
    }

    /// The lists whose words end a clause's rest: clause boundaries, subject pronouns, adverbs
    /// that end a phrase.
    private static let clauseEnders =
        LexiconList.clauseBoundaries.bit | LexiconList.subjectPronouns.bit | LexiconList.phraseEndAdverbs.bit
}
