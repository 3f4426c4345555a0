/// Says whether a text is a fragment, a sentence, a question (and which kind) or several sentences.
///
/// A complete sentence has a subject and a finite verb ("The file couldn't be saved", "Wi-Fi Is
/// Turned Off"), or is a question led by an auxiliary ("Are you sure…?"). A verb-first title is a
/// fragment ("Couldn't Save the File", "Delete this photo?"), as is a headline ("Download Failed");
/// in a message, an imperative ("Check the network connection.") is a sentence. Works on any
/// casing. Evidence from closed word classes and the verb lexicon gives high confidence; guesses
/// from word endings ("arrives", "ended") give low confidence, so rules make their fixes `suggested`.
public final class SentenceClassifier: Sendable {
    public let lexicon: Lexicon
    let classes: WordClasses
    let splitter: SentenceSplitter

    public convenience init(lexicon: Lexicon = .embedded) {
        let classes = WordClasses(lexicon: lexicon)
        self.init(classes: classes, splitter: SentenceSplitter(classes: classes))
    }

    /// Over word classes and a splitter built once and shared (see `RuleContext`).
    init(classes: WordClasses, splitter: SentenceSplitter) {
        self.lexicon = classes.lexicon
        self.classes = classes
        self.splitter = splitter
    }

    /// The sentences of the text as UTF-16 ranges, without surrounding whitespace. Periods in
    /// "e.g.", "Mr.", "$2.99" and "Notes.txt" do not end a sentence.
    public func sentences(in text: AnalyzedText) -> [Range<Int>] {
        splitter.sentenceRanges(text)
    }

    /// Classifies a plain string.
    public func classify(_ text: String, role: TextRole) -> Classification {
        classify(AnalyzedText(text), role: role)
    }

    /// Classifies a title, message or button text.
    public func classify(_ text: AnalyzedText, role: TextRole) -> Classification {
        let sentences = splitter.sentenceTokenRanges(text).filter { range in
            range.contains {
                text.tokens[$0].kind == .word || text.tokens[$0].isOpaque || text.tokens[$0].kind == .number
            }
        }
        guard let sentence = sentences.first else {
            return Classification(kind: .fragment, confidence: 0.9, reason: "no words")
        }
        if sentences.count > 1 {
            return Classification(kind: .multipleSentences, confidence: 0.9, reason: "\(sentences.count) sentences")
        }
        let clause = Clause(text, tokens: sentence, classes: classes)
        let verdict = analyze(clause, role: role)
        if clause.isQuestion {
            let kind: SentenceKind = verdict.isComplete ? .sentenceQuestion : .fragmentQuestion
            return Classification(kind: kind, confidence: verdict.confidence, reason: verdict.reason)
        }
        return Classification(
            kind: verdict.isComplete ? .sentence : .fragment, confidence: verdict.confidence, reason: verdict.reason)
    }

    // MARK: - Analysis

    private struct Verdict {
        var isComplete: Bool
        var confidence: Double
        var reason: String
    }

    private func analyze(_ clause: Clause, role: TextRole) -> Verdict {
        let items = clause.items
        guard let first = items.first else { return Verdict(isComplete: false, confidence: 0.9, reason: "no words") }
        let isMessage = role == .message

        // "If you exit now, your address won't be saved": a clause led by a subordinating
        // conjunction, then the main clause; as a title too, that is a sentence.
        if !isMessage, first.isWord, !first.isInName, Self.subordinators.contains(first.folded),
            let found = laterClause(clause, role: role)
        {
            return found
        }

        // A question led by an auxiliary ("Are you sure…?", "Do you want…?") or a question word.
        if first.isWord, !first.isInName, classes.auxiliaries.contains(first.known), items.count > 1,
            startsNounPhrase(items[1], strictly: isNegative(first.folded))
        {
            if clause.isQuestion || !isNegative(first.folded) {
                return Verdict(
                    isComplete: true, confidence: clause.isQuestion ? 0.95 : 0.7,
                    reason: "auxiliary “\(first.text)” before the subject “\(items[1].text)”")
            }
        }
        if clause.isQuestion, first.isWord, classes.questionWords.contains(first.known) || isQuestionContraction(first)
        {
            if isQuestionContraction(first)
                || items.count > 1 && (isFiniteAuxiliary(items[1]) || isContraction(items[1]))
            {
                return Verdict(isComplete: true, confidence: 0.9, reason: "question word “\(first.text)” + verb")
            }
        }
        // A subject fused with its verb: "It's full", "You're offline", "There's no connection".
        if let index = items.firstIndex(where: { $0.isWord && isContraction($0) }),
            index == 0 || isMessage && clause.startsClause(at: index)
        {
            return Verdict(isComplete: true, confidence: 0.95, reason: "subject and verb “\(items[index].text)”")
        }
        // A negative imperative: "Don't turn off your iPhone.", "Do not disconnect the drive."
        if first.isWord, !first.isInName,
            first.folded == "don't" || first.folded == "do" && items.count > 1 && items[1].folded == "not"
        {
            if isMessage { return Verdict(isComplete: true, confidence: 0.8, reason: "imperative “\(first.text)”") }
        }
        // No subject before an auxiliary: "Couldn't Save the File", "Can't Join Game".
        if first.isWord, !first.isInName, classes.auxiliaries.contains(first.known) {
            if isMessage, let found = subjectAndVerb(in: clause, role: role, from: 1) { return found }
            // In a message, "Can't add this feed because no feed was found." leaves out an
            // obvious subject, as UI copy often does: not a fragment to report.
            if isMessage, items.count > 2 {
                return Verdict(
                    isComplete: false, confidence: 0.6, reason: "no subject before “\(first.text)” (an implied one)")
            }
            return Verdict(isComplete: false, confidence: 0.9, reason: "no subject before “\(first.text)”")
        }
        // A verb-first imperative: a fragment as a title or button, a sentence in a message.
        if let imperative = imperative(clause) {
            if isMessage {
                // "Network error.": a verb reading of two bare words is a guess; a noun phrase is likelier.
                if items.count == 2, items[1].isWord, !isKnown(items[1]), !isName(items[1]) {
                    return Verdict(
                        isComplete: false, confidence: 0.55,
                        reason: "“\(clause.text(of: 0..<2))” reads as a noun phrase more than an imperative")
                }
                return Verdict(
                    isComplete: true, confidence: imperative.known ? 0.85 : 0.65,
                    reason: "imperative “\(imperative.verb)”")
            }
            if !imperative.known, let found = subjectAndVerb(in: clause, role: role, from: 0), found.confidence >= 0.85
            {
                return found
            }
            return Verdict(
                isComplete: false, confidence: imperative.known ? 0.85 : 0.65,
                reason: "verb-first “\(imperative.verb)” without a subject")
        }
        if let found = subjectAndVerb(in: clause, role: role, from: 0) { return found }
        if isMessage, let found = laterClause(clause, role: role) { return found }
        let guessed = items.contains { $0.isWord && !isKnown($0) }
        return Verdict(
            isComplete: false, confidence: guessed ? 0.7 : 0.85, reason: "no subject with a finite verb")
    }

    /// A subject and a finite verb in a clause starting at `start`.
    private func subjectAndVerb(in clause: Clause, role: TextRole, from start: Int) -> Verdict? {
        let items = clause.items
        guard start < items.count else { return nil }
        let subjectHead = items[start]
        guard subjectHead.isWord || subjectHead.kind == .opaque || subjectHead.kind == .number else { return nil }
        if subjectHead.isWord, !subjectHead.isInName,
            classes.prepositions.contains(subjectHead.known) || classes.conjunctions.contains(subjectHead.known)
                || classes.auxiliaries.contains(subjectHead.known)
        {
            return nil
        }
        // A subject pronoun with any verb after it: "You entered an invalid code."
        if subjectHead.isWord, classes.pronouns.contains(subjectHead.known) {
            var index = start + 1
            while index < items.count, items[index].isWord, isAdverb(items[index].folded) { index += 1 }
            if index < items.count, items[index].isWord, !classes.prepositions.contains(items[index].known),
                !classes.conjunctions.contains(items[index].known), !classes.determiners.contains(items[index].known)
            {
                let verb = items[index]
                let known = isFiniteAuxiliary(verb) || isFiniteVerb(verb.folded)
                return Verdict(
                    isComplete: true, confidence: known ? 0.95 : 0.8,
                    reason: "subject “\(subjectHead.text)” + verb “\(verb.text)”")
            }
        }
        if subjectHead.isWord, subjectHead.folded == "there", start + 1 < items.count,
            isFiniteAuxiliary(items[start + 1])
        {
            return Verdict(isComplete: true, confidence: 0.9, reason: "“there” + “\(items[start + 1].text)”")
        }
        // "New Replies to Your Post": an adjective alone is no subject.
        if subjectHead.isWord, isAdjective(subjectHead.folded), start + 1 < items.count, items[start + 1].isWord,
            !isFiniteAuxiliary(items[start + 1])
        {
            return nil
        }
        // "The download failed" is a sentence, "Download Failed" and "iCloud Backup Failed" headlines.
        let subjectHasArticle =
            subjectHead.isWord
            && (classes.determiners.contains(subjectHead.known) || classes.pronouns.contains(subjectHead.known))
        let subjectHasDeterminer = subjectHasArticle || !subjectHead.isWord || isName(subjectHead)
        // A subject is a few words long: looking further only costs time on pathological input.
        let limit = min(items.count, start + 40)
        // A verb guessed from its ending, kept until a known verb shows up ("Some items couldn't…").
        var guessed: Verdict?
        var index = start + 1
        while index < limit {
            let item = items[index]
            if item.kind == .separator { return guessed }
            guard item.isWord else {
                index += 1
                continue
            }
            if classes.conjunctions.contains(item.known), !["and", "or"].contains(item.folded) { return guessed }
            let afterTo = index > 0 && items[index - 1].isWord && items[index - 1].folded == "to"
            if !afterTo, !item.isInName {
                var subject: String { clause.text(of: start..<index) }
                if isFiniteAuxiliary(item) {
                    return Verdict(
                        isComplete: true, confidence: 0.9, reason: "subject “\(subject)” + finite verb “\(item.text)”")
                }
                if let form = lexicon.verbForm(of: item.known),
                    form.kinds.contains(.thirdPerson) || form.kinds.contains(.past)
                {
                    if let headline = headline(
                        subjectHasArticle: subjectHasArticle, subjectHasDeterminer: subjectHasDeterminer, role: role,
                        item: item, form: form,
                        subject: subject, objectFollows: index + 1 < items.count && startsObject(items[index + 1]))
                    {
                        return headline
                    }
                    return Verdict(
                        isComplete: true, confidence: 0.8, reason: "subject “\(subject)” + finite verb “\(item.text)”")
                }
                if guessed == nil, !isKnown(item), let guess = guessedFiniteVerb(item.folded) {
                    if guess == .past, !subjectHasDeterminer {
                        guessed = Verdict(
                            isComplete: false, confidence: role == .message ? 0.55 : 0.7,
                            reason: "headline: “\(subject)” + past participle “\(item.text)”")
                    }
                    if guessed == nil, subjectHasDeterminer, index - start <= 4 {
                        guessed = Verdict(
                            isComplete: true, confidence: 0.65,
                            reason: "subject “\(subject)” + likely verb “\(item.text)”")
                    }
                    // "Workout data stays on this iPhone.": a bare noun phrase, a likely verb and
                    // what usually follows a verb — a sentence in a message, with low confidence.
                    if guessed == nil, guess == .third, role == .message, index - start <= 3 {
                        let next = index + 1 < items.count ? items[index + 1] : nil
                        if next == nil
                            || next.map({
                                $0.isWord
                                    && (classes.prepositions.contains($0.known)
                                        || classes.determiners.contains($0.known) || isAdverb($0.folded))
                            }) == true
                        {
                            guessed = Verdict(
                                isComplete: true, confidence: 0.55,
                                reason: "subject “\(subject)” + likely verb “\(item.text)”")
                        }
                    }
                }
            }
            index += 1
        }
        return guessed
    }

    /// "Download Failed", "Subscription Renewed", "Trial Ends Soon": a bare noun and a verb with
    /// no object — a headline fragment as a title (a past form surely, a present form with low
    /// confidence); in a message a past form makes a sentence, with low confidence.
    private func headline(
        subjectHasArticle: Bool, subjectHasDeterminer: Bool, role: TextRole, item: Clause.Item,
        form: Lexicon.VerbForm, subject: String, objectFollows: Bool
    ) -> Verdict? {
        guard !subjectHasArticle, !objectFollows else { return nil }
        let isPast =
            (form.kinds.contains(.past) || form.kinds.contains(.pastParticiple)) && !form.kinds.contains(.thirdPerson)
        if isPast {
            if role == .message {
                return Verdict(isComplete: true, confidence: 0.55, reason: "“\(subject)” + past form “\(item.text)”")
            }
            return Verdict(
                isComplete: false, confidence: 0.8, reason: "headline: “\(subject)” + past form “\(item.text)”")
        }
        // "%@ Wants to Use Your Location", "Siri Is Listening": a name or a placeholder is a subject.
        if form.kinds.contains(.thirdPerson), role != .message, !subjectHasDeterminer {
            return Verdict(
                isComplete: false, confidence: 0.6,
                reason: "headline: “\(subject)” + verb “\(item.text)” without an article")
        }
        return nil
    }

    /// What opens the object of a verb: "shared a file", "shared %@", "shared it".
    private func startsObject(_ item: Clause.Item) -> Bool {
        switch item.kind {
        case .opaque, .number: return true
        case .separator: return false
        case .word:
            return classes.determiners.contains(item.known) || classes.pronouns.contains(item.known)
                || ["me", "him", "us", "them"].contains(item.folded)
        }
    }

    /// In a message, a clause after a comma or a conjunction: "If you continue, your data will be deleted."
    private func laterClause(_ clause: Clause, role: TextRole) -> Verdict? {
        for index in clause.items.indices.dropFirst() where clause.startsClause(at: index) {
            if var found = subjectAndVerb(in: clause, role: role, from: index), found.isComplete {
                found.confidence = min(found.confidence, 0.75)
                return found
            }
            // An imperative after an introductory phrase: "To continue, sign in again".
            if clause.items[index - 1].kind == .separator, let imperative = imperative(clause, from: index),
                imperative.known
            {
                return Verdict(
                    isComplete: true, confidence: 0.75,
                    reason: "imperative “\(imperative.verb)” after an introductory phrase")
            }
        }
        return nil
    }

    /// Finite forms of "be": after two words they make the two words a subject.
    private static let beForms: Set<String> = ["is", "are", "was", "were", "isn't", "aren't", "wasn't", "weren't"]

    /// Conjunctions that open a clause before the main one ("If …, …", "When …, …").
    private static let subordinators: Set<String> = [
        "after", "although", "because", "before", "if", "once", "since", "though", "unless", "until", "when",
        "whenever", "while",
    ]

    // MARK: - Word tests

    private struct Imperative {
        var verb: Substring
        var known: Bool
    }

    /// A verb-first clause: a known base form not followed by a finite verb ("Delete this photo?"),
    /// "Please …", "Don't …", or an unknown first word followed by what usually follows a verb.
    private func imperative(_ clause: Clause, from start: Int = 0) -> Imperative? {
        let items = clause.items
        guard start < items.count, case let first = items[start], first.isWord else { return nil }
        var index = start
        if first.folded == "please" || first.folded == "never" || first.folded == "always" { index += 1 }
        guard index < items.count, items[index].isWord else { return nil }
        let word = items[index]
        let next = index + 1 < items.count ? items[index + 1] : nil
        let knownBase = lexicon.verbForm(of: word.known).map { $0.kinds.contains(.base) } == true && !isName(word)
        if let next, next.isWord {
            // "Download Failed", "Update Is Available": the first word is the subject.
            if isFiniteAuxiliary(next) || isPastForm(next) { return nil }
            // "Bookmark Sync Is Paused": a two-word noun phrase before a form of "be".
            if index + 2 < items.count, items[index + 2].isWord, !items[index + 2].isInName,
                Self.beForms.contains(items[index + 2].folded)
            {
                return nil
            }
            // "Save Changes?" (a verb and a plural noun) versus "Update Requires iOS 17" (a noun
            // and a verb): a verb-first reading when the text asks or ends after the -s word.
            if isFiniteVerb(next.folded) || !isKnown(next) && guessedFiniteVerb(next.folded) == .third {
                let afterNext = index + 2 < items.count ? items[index + 2] : nil
                let endsAfter = afterNext.map { $0.isWord && classes.prepositions.contains($0.known) } ?? true
                guard knownBase, clause.isQuestion || endsAfter else { return nil }
            }
        }
        if knownBase { return Imperative(verb: word.text, known: true) }
        if isKnown(word) || isName(word) || isAdjective(word.folded) || word.folded.hasSuffix("ing") { return nil }
        guard let next else { return index > start ? Imperative(verb: word.text, known: false) : nil }
        switch next.kind {
        case .opaque, .number:
            return Imperative(verb: word.text, known: false)
        case .word:
            let folded = next.folded
            if classes.determiners.contains(folded) || classes.prepositions.contains(folded)
                || ["it", "them", "me", "us", "again", "now", "later", "sure"].contains(folded)
            {
                return Imperative(verb: word.text, known: false)
            }
            return nil
        case .separator:
            return nil
        }
    }

    /// Whether a noun phrase can start at `item`; `strictly`: only a pronoun, a determiner, a name
    /// or an opaque span ("Can't you…?" but not "Can't Join Game?").
    private func startsNounPhrase(_ item: Clause.Item, strictly: Bool = false) -> Bool {
        switch item.kind {
        case .opaque, .number: return true
        case .separator: return false
        case .word:
            let folded = item.folded
            if classes.pronouns.contains(folded) || classes.determiners.contains(folded) || isName(item) { return true }
            if folded == "there" { return true }
            if strictly { return false }
            if classes.functionWords.contains(folded) || folded == "not" { return false }
            if let form = lexicon.verbForms[folded], form.kinds.contains(.base) { return false }
            return true
        }
    }

    private func isFiniteAuxiliary(_ item: Clause.Item) -> Bool {
        guard item.isWord, !item.isInName else { return false }
        // auxiliaries.txt holds finite forms only: "is", "can't", never "be", "been" or "being".
        return classes.auxiliaries.contains(item.known)
    }

    private func isFiniteVerb(_ folded: String) -> Bool {
        guard let form = lexicon.verbForms[folded] else { return false }
        return form.kinds.contains(.thirdPerson) || form.kinds.contains(.past)
    }

    private enum GuessedForm { case third, past }

    /// A verb form guessed from its ending when no lexicon knows the word.
    private func guessedFiniteVerb(_ folded: String) -> GuessedForm? {
        let count = folded.unicodeScalars.count
        // "unused", "unsupported": adjectives, not past forms.
        if folded.hasPrefix("un") { return nil }
        if count >= 5, folded.hasSuffix("ed"), !folded.hasSuffix("eed") { return .past }
        if count >= 4, folded.hasSuffix("s"),
            !(folded.hasSuffix("ss") || folded.hasSuffix("us") || folded.hasSuffix("is") || folded.hasSuffix("'s"))
        {
            return .third
        }
        return nil
    }

    /// A past form without a present reading: "failed", "saved" (lexicon) or "florbed" (guess).
    private func isPastForm(_ item: Clause.Item) -> Bool {
        if let form = lexicon.verbForm(of: item.known) {
            return (form.kinds.contains(.past) || form.kinds.contains(.pastParticiple))
                && !form.kinds.contains(.thirdPerson)
                && !form.kinds.contains(.base)
        }
        return !isKnown(item) && guessedFiniteVerb(item.folded) == .past
    }

    private func isNegative(_ folded: String) -> Bool { folded.hasSuffix("n't") || folded == "cannot" }

    private func isContraction(_ item: Clause.Item) -> Bool {
        guard item.isWord else { return false }
        if classes.pronounContractions.contains(item.known) { return true }
        // "something's", "everyone'll": a pronoun + a verb suffix after its last apostrophe.
        let utf8 = item.folded.utf8
        guard let apostrophe = utf8.lastIndex(of: 0x27) else { return false }
        let suffix = utf8[utf8.index(after: apostrophe)...]
        guard Self.contractionSuffixes.contains(where: { $0.utf8.elementsEqual(suffix) }) else { return false }
        let base = String(item.folded[..<apostrophe])
        return classes.pronouns.contains(base) || base == "there" || base == "that" || base == "here"
    }

    /// What follows the apostrophe of a pronoun's verb contraction.
    private static let contractionSuffixes = ["s", "re", "ve", "ll", "m", "d"]

    private func isQuestionContraction(_ item: Clause.Item) -> Bool {
        guard item.isWord, let apostrophe = item.folded.firstIndex(of: "'") else { return false }
        return classes.questionWords.contains(String(item.folded[..<apostrophe]))
    }

    private func isAdverb(_ folded: String) -> Bool {
        classes.adverbs.contains(folded) || folded.hasSuffix("ly") && folded.unicodeScalars.count > 4
    }

    private func isAdjective(_ folded: String) -> Bool {
        folded.hasPrefix("un") && (folded.hasSuffix("able") || folded.hasSuffix("ible"))
            || [
                "sure", "ready", "available", "unavailable", "new", "full", "low", "empty", "more", "recent", "unread",
                "missed", "pending", "additional", "incoming", "outgoing", "important", "multiple", "duplicate",
                "other", "latest", "old", "invalid", "incorrect", "unknown",
            ].contains(folded)
    }

    private func isName(_ item: Clause.Item) -> Bool {
        guard item.isWord else { return false }
        if item.isInName { return true }
        if lexicon.properName(of: item.known) != nil, !classes.ambiguousNames.contains(item.known) { return true }
        return WordShape.isMixedCaseWord(item.text)
            || lexicon.acronyms[item.text.uppercased()] != nil
                && !classes.isCommonWord(item.known)
    }

    /// A closed-class word or a verb the lexicon knows.
    private func isKnown(_ item: Clause.Item) -> Bool {
        classes.functionWords.contains(item.known) || lexicon.verbForm(of: item.known) != nil
    }
}

/// The words, numbers, opaque spans and separators of one sentence, with its end punctuation.
private struct Clause {
    struct Item {
        enum Kind { case word, number, opaque, separator }
        var kind: Kind
        var text: Substring
        var folded: String
        var range: Range<Int>
        /// What the lexicon knows of the folded word, looked up once.
        var known = LexiconWord.unknown
        /// Part of a multi-word proper name ("Face ID", "Do Not Disturb"), never a verb.
        var isInName = false
        var isWord: Bool { kind == .word }
    }

    var items: [Item] = []
    var isQuestion = false
    let analyzed: AnalyzedText

    init(_ text: AnalyzedText, tokens: Range<Int>, classes: WordClasses) {
        analyzed = text
        var lastMark: UInt16?
        items.reserveCapacity(tokens.count / 2 + 1)
        let reading = text.reading(classes.lexicon)
        for index in tokens {
            let token = text.tokens[index]
            switch token.kind {
            case .word:
                items.append(
                    Item(
                        kind: .word, text: reading.texts[index], folded: text.folded[index], range: token.range,
                        known: reading.known[index]))
            case .number:
                items.append(Item(kind: .number, text: reading.texts[index], folded: "", range: token.range))
            case .opaque:
                items.append(Item(kind: .opaque, text: reading.texts[index], folded: "", range: token.range))
            case .punctuation:
                let unit = text.utf16[token.range.lowerBound]
                switch unit {
                case 0x2C, 0x3B, 0x3A, 0x2014, 0x2013, 0x28, 0x29:  // , ; : — – ( )
                    items.append(Item(kind: .separator, text: "", folded: "", range: token.range))
                case 0x3F, 0xFF1F, 0x2E, 0x21, 0x2026:
                    lastMark = unit
                default:
                    break
                }
            case .whitespace:
                break
            }
        }
        isQuestion = lastMark == 0x3F || lastMark == 0xFF1F
        markProperPhrases(classes.lexicon)
    }

    /// Marks the words of multi-word proper names written next to each other.
    private mutating func markProperPhrases(_ lexicon: Lexicon) {
        var index = 0
        while index < items.count {
            var matched = 1
            if items[index].isWord, let candidates = lexicon.properPhrasesByFirstWord[items[index].folded] {
                for words in candidates where index + words.count <= items.count {
                    let fits = (1..<words.count).allSatisfy { offset in
                        let item = items[index + offset]
                        return item.isWord && item.folded == WordClasses.fold(words[offset])
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
        return previous.isWord
            && [
                "and", "but", "or", "so", "because", "while", "until", "when", "if", "since", "although", "though",
                "unless", "after", "before", "that", "once",
            ].contains(previous.folded)
    }

    /// The text from the first to the last item of a range of items.
    func text(of range: Range<Int>) -> String {
        guard let first = range.first, let last = range.last else { return "" }
        return analyzed.string(items[first].range.lowerBound..<items[last].range.upperBound)
    }
}
