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
    private let auxiliaries: [Auxiliary]
    private let leadIns: [[String]]
    /// The longest title it builds, in words.
    static let maximumWords = 7

    private struct Auxiliary: Sendable {
        var words: [String]
        var prefix: String
        var impliesBe: Bool
    }

    private static let auxiliaryTable = DerivedTableCache<[Auxiliary]> { lists in
        var table: [Auxiliary] = []
        for entry in lists[0] {
            guard let sides = TextScanning.sides(of: entry) else { continue }
            var right = sides.right
            let impliesBe = right.hasSuffix("+be")
            if impliesBe { right = TextScanning.trimmingSpaces(right.dropLast(3)) }
            let words = TextScanning.normalize(sides.left).split(separator: " " as Character).map(String.init)
            guard !words.isEmpty, !right.isEmpty else { continue }
            table.append(Auxiliary(words: words, prefix: right, impliesBe: impliesBe))
        }
        return table.sorted { $0.words.count > $1.words.count }
    }

    private static let leadInTable = DerivedTableCache<[[String]]> { lists in
        lists[0].map { TextScanning.normalize($0).split(separator: " " as Character).map(String.init) }
    }

    public init(context: RuleContext) {
        self.context = context
        self.morphology = VerbMorphology(lexicon: context.lexicon)
        self.leadIns = Self.leadInTable.value(for: [context.lexicon.lists["title-rewrite-lead-ins", default: []]])
        self.auxiliaries = Self.auxiliaryTable.value(for: [
            context.lexicon.lists["title-rewrite-auxiliaries", default: []]
        ])
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
            if apostrophe == "’" { words = words.map { $0.replacingOccurrences(of: "'", with: "’") } }
            return context.titleCaser.titleCase(words.joined(separator: " "))
        }
        return nil
    }

    /// One unit of a clause: its text as written and its normalized form.
    private struct Item {
        var text: String
        var lower: String
        var isWord: Bool
        /// A format specifier or placeholder: a title never takes one over from the message.
        var isProtected = false
    }

    /// The items of a sentence up to its first punctuation, after a leading interjection chunk
    /// ("Sorry, your library couldn't be updated." → "your library couldn't be updated").
    private func mainClause(of sentence: SentenceSpan, in text: AnalyzedText) -> [Item] {
        var chunks: [[Item]] = [[]]
        for index in sentence.tokens {
            let token = text.tokens[index]
            switch token.kind {
            case .whitespace: continue
            case .punctuation:
                let mark = text.string(of: token)
                if mark == "-" || mark == "/" || mark == "&" {
                    chunks[chunks.count - 1].append(Item(text: mark, lower: mark, isWord: false))
                } else if !(chunks.last?.isEmpty ?? true) {
                    chunks.append([])
                }
            default:
                let string = text.string(of: token)
                chunks[chunks.count - 1].append(
                    Item(
                        text: string, lower: TextScanning.normalize(string), isWord: token.kind == .word,
                        isProtected: token.isProtected
                            || (token.isOpaque && !FixApplier.protectedSpans(of: string).isEmpty)))
            }
        }
        guard var clause = chunks.first else { return [] }
        let lexicon = context.lexicon
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
        let lower = items.map(\.lower)
        let lexicon = context.lexicon
        // A clause led by its own negation: "Unable to find the printer", "Couldn't open the file".
        if let auxiliary = auxiliary(at: 0, in: lower) {
            let rest = restOfClause(items, from: auxiliary.words.count, avoidPronouns: avoidPronouns)
            guard !rest.isEmpty else { return nil }
            return [auxiliary.prefix] + rest
        }
        if let title = leadIn(items, avoidPronouns: avoidPronouns) { return title }
        if lower.first == "no", items.count > 1 {
            return restOfClause(items, from: 0, avoidPronouns: avoidPronouns)
        }
        // Find the verb group after the subject.
        for index in 1..<max(1, min(items.count, 7)) {
            let subject = Array(items[0..<index])
            guard isSubject(subject) else { return nil }
            if let auxiliary = auxiliary(at: index, in: lower) {
                return negated(
                    subject: subject, auxiliary: auxiliary, items: items, at: index, avoidPronouns: avoidPronouns)
            }
            if let headline = headline(subject: subject, items: items, at: index) { return headline }
            if lexicon.contains(lower[index], in: .clauseBoundaries) { return nil }
        }
        return nil
    }

    /// "An error occurred while saving the file" → "Couldn't save the file".
    private func leadIn(_ items: [Item], avoidPronouns: Bool) -> [String]? {
        let lower = items.map(\.lower)
        for phrase in leadIns where phrase.count < lower.count && lower[0..<phrase.count].elementsEqual(phrase) {
            var next = phrase.count
            if ["while", "when", "during", "with"].contains(lower[next]) { next += 1 }
            guard next < items.count, items[next].isWord, lower[next].hasSuffix("ing") else { return nil }
            let lemma = morphology.lemma(of: lower[next])
            guard lemma != lower[next] else { return nil }
            let rest = restOfClause(items, from: next + 1, avoidPronouns: avoidPronouns)
            guard !rest.isEmpty, !items[(next + 1)...].contains(where: \.isProtected) else { return nil }
            return ["couldn't", lemma] + rest
        }
        return nil
    }

    private func auxiliary(at index: Int, in lower: [String]) -> Auxiliary? {
        auxiliaries.first { auxiliary in
            index + auxiliary.words.count <= lower.count
                && lower[index..<(index + auxiliary.words.count)].elementsEqual(auxiliary.words)
        }
    }

    /// A subject: a subject pronoun, or up to five words that are neither boundaries nor auxiliaries.
    private func isSubject(_ items: [Item]) -> Bool {
        guard !items.isEmpty, items.count <= 5 else { return false }
        return items.allSatisfy { item in
            !context.lexicon.contains(item.lower, in: .clauseBoundaries) && item.lower != "be"
        }
    }

    private func isPronoun(_ subject: [Item]) -> Bool {
        subject.count == 1
            && (context.lexicon.contains(subject[0].lower, in: .subjectPronouns)
                || ["it", "he", "she"].contains(subject[0].lower))
    }

    /// "X couldn't be VERBed …" → "Couldn't VERB X …"; "We couldn't VERB …" → "Couldn't VERB …".
    private func negated(subject: [Item], auxiliary: Auxiliary, items: [Item], at index: Int, avoidPronouns: Bool)
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
                    $0.isWord && !$0.isProtected && !context.lexicon.contains($0.lower, in: .headlineDeterminers)
                })
            else { return nil }
            var words = [auxiliary.prefix] + verb + object
            if next < items.count, context.lexicon.contains(items[next].lower, in: .phrasePrepositions) {
                let phrase = restOfClause(items, from: next, avoidPronouns: avoidPronouns)
                if words.count + phrase.count <= Self.maximumWords { words += phrase }
            }
            return words
        }
        let verb = items[next]
        guard !context.lexicon.contains(verb.lower, in: .headlineDeterminers),
            !context.lexicon.contains(verb.lower, in: .phrasePrepositions)
        else { return nil }
        let rest = restOfClause(items, from: next + 1, avoidPronouns: avoidPronouns)
        if rest.isEmpty && !isPronoun(subject) { return nil }
        if let first = subject.first?.lower, ["it", "he", "she"].contains(first), subject.count == 1 { return nil }
        return [auxiliary.prefix, verb.lower] + rest
    }

    /// "X was deleted" → "X Deleted"; "X is full" → "X Full"; "X isn't available" → "X Not Available";
    /// "X failed" → "X Failed".
    private func headline(subject: [Item], items: [Item], at index: Int) -> [String]? {
        guard !isPronoun(subject) else { return nil }
        let lower = items.map(\.lower)
        let noun = nounPhrase(subject.filter { !$0.isProtected }, avoidPronouns: true, dropDeterminer: true)
        guard !noun.isEmpty, !subject.allSatisfy({ $0.isProtected || !$0.isWord }) else { return nil }
        var next = index
        var negative = false
        let beForms: Set<String> = ["is", "are", "was", "were"]
        let negatedBe: Set<String> = ["isn't", "aren't"]
        if beForms.contains(lower[next]) {
            next += 1
            if next < lower.count, lower[next] == "not" {
                negative = true
                next += 1
            }
        } else if negatedBe.contains(lower[next]) {
            negative = true
            next += 1
        } else if ["has", "have"].contains(lower[next]) {
            next += 1
            if next < lower.count, lower[next] == "been" { next += 1 }
        } else if let lemma = morphology.lemma(ofParticiple: lower[next]), lemma != lower[next] {
            // Past tense right after the subject: "The download failed.", "The request timed out."
            var verb = [lower[next]]
            var end = next + 1
            if end < lower.count, context.lexicon.phrasalVerbs[lemma]?.contains(lower[end]) ?? false {
                verb.append(lower[end])
                end += 1
            }
            guard
                end == lower.count || !items[end].isWord
                    || context.lexicon.contains(lower[end], in: .clauseBoundaries)
                    || isAdverbTail(lower[end...])
            else { return nil }
            return noun + verb
        } else {
            return nil
        }
        guard next < lower.count, items[next].isWord else { return nil }
        var state = [lower[next]]
        let lemma = morphology.lemma(ofParticiple: lower[next])
        var end = next + 1
        if let lemma, end < lower.count, context.lexicon.phrasalVerbs[lemma]?.contains(lower[end]) ?? false {
            state.append(lower[end])
            end += 1
        }
        if lemma == nil {
            // A state adjective must end the clause: "The disk is full." (not "is full of photos").
            guard end == lower.count || context.lexicon.contains(lower[end], in: .clauseBoundaries) else {
                return nil
            }
            guard !context.lexicon.contains(lower[next], in: .headlineDeterminers) else { return nil }
        }
        return noun + (negative ? ["not"] : []) + state
    }

    private func isAdverbTail(_ words: ArraySlice<String>) -> Bool {
        words.count == 1
            && (words.first?.hasSuffix("ly") ?? false || ["early", "again", "today"].contains(words.first ?? ""))
    }

    /// The subject as an object ("The file" → "the file") or as a headline noun ("This recipe" → "recipe").
    private func nounPhrase(_ subject: [Item], avoidPronouns: Bool, dropDeterminer: Bool) -> [String] {
        var words: [String] = []
        for (offset, item) in subject.enumerated() {
            // A relative clause ends the noun: "The file you selected" → "file".
            if offset > 0, context.lexicon.contains(item.lower, in: .subjectPronouns) { break }
            if offset == 0, context.lexicon.contains(item.lower, in: .headlineDeterminers) {
                if dropDeterminer { continue }
                if avoidPronouns && context.lexicon.contains(item.lower, in: .personPronouns) {
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
        item.isWord && context.lexicon.properNames[item.lower] == nil
            && context.lexicon.acronyms[item.text.uppercased()] == nil
            && item.text.dropFirst().allSatisfy { !$0.isUppercase }
    }

    /// The clause from `start` up to a boundary word or a person pronoun after its first word.
    private func restOfClause(_ items: [Item], from start: Int, avoidPronouns: Bool) -> [String] {
        var words: [String] = []
        var index = start
        while index < items.count {
            let item = items[index]
            if index > start,
                context.lexicon.contains(item.lower, in: .clauseBoundaries)
                    || context.lexicon.contains(item.lower, in: .subjectPronouns)
                    || context.lexicon.contains(item.lower, in: .phraseEndAdverbs)
                    || (item.lower == "right" && index + 1 < items.count
                        && ["now", "away"].contains(items[index + 1].lower))
            {
                break
            }
            if avoidPronouns, ["your", "my"].contains(item.lower) {
                words.append("the")
            } else {
                words.append(item.text)
            }
            index += 1
        }
        return words
    }
}
