/// Says whether a text is a fragment, a sentence, a question (and which kind) or several sentences.
///
/// A complete sentence has a subject and a finite verb ("The file couldn't be saved", "Wi-Fi Is
/// Turned Off"), or is a question led by an auxiliary ("Are you sure…?"). A verb-first title is a
/// fragment ("Couldn't Save the File", "Delete this photo?"), as is a headline ("Download Failed");
/// in a message, an imperative ("Check the network connection.") is a sentence. Works on any
/// casing. Evidence from closed word classes and the verb lexicon gives high confidence; guesses
/// from word endings ("arrives", "ended") give low confidence, so rules make their fixes `suggested`.
///
/// A text is read through what its analysis already holds for each token (its folded key, what
/// the lexicon knows of it): a word class is a bit of the word's lexicon lists
/// (``WordClassMasks``), its verb reading the word table's bits, the words the tests name bits of
/// a ``NamedWordTable``.
public final class SentenceClassifier: Sendable {
    public let lexicon: Lexicon
    let classes: WordClasses
    let splitter: SentenceSplitter
    let named: NamedWordTable
    let masks: WordClassMasks
    let properPhrases: ProperPhrases

    public convenience init(lexicon: Lexicon = .embedded) {
        let classes = WordClasses(lexicon: lexicon)
        self.init(classes: classes, splitter: SentenceSplitter(classes: classes))
    }

    /// Over word classes and a splitter built once and shared (see `RuleContext`).
    init(classes: WordClasses, splitter: SentenceSplitter) {
        self.lexicon = classes.lexicon
        self.classes = classes
        self.splitter = splitter
        self.named = NamedWordTable(lexicon: classes.lexicon)
        self.masks = WordClassMasks(classes)
        self.properPhrases = classes.properPhrases
    }

    /// The sentences of the text as UTF-16 ranges, without surrounding whitespace. Periods in
    /// "e.g.", "Mr.", "$2.99" and "Notes.txt" do not end a sentence.
    public func sentences(in text: AnalyzedText) -> [Range<Int>] {
        splitter.sentenceRanges(text)
    }

    /// Classifies a plain string.
    public func classify(_ text: String, role: TextRole) -> Classification {
        classify(AnalyzedText(text, tokenizer: Tokenizer(), sharedAcrossThreads: false), role: role)
    }

    /// Classifies a title, message or button text.
    public func classify(_ text: AnalyzedText, role: TextRole) -> Classification {
        // The sentences with a word, a number or an opaque span: the first, and how many.
        var sentence: Range<Int>?
        var sentenceCount = 0
        text.tokens.withUnsafeBufferPointer { tokens in
            for range in splitter.sentenceTokenRanges(text)
            where range.contains(where: {
                tokens[$0].kind == .word || tokens[$0].isOpaque || tokens[$0].kind == .number
            }) {
                if sentence == nil { sentence = range }
                sentenceCount += 1
            }
        }
        guard let sentence else {
            return Classification(
                kind: .fragment, confidence: 0.9, explanation: .quoting(.noWords, text, 0..<0, 0..<0))
        }
        if sentenceCount > 1 {
            return Classification(
                kind: .multipleSentences, confidence: 0.9, explanation: .sentences(count: sentenceCount))
        }
        let (verdict, isQuestion) = Clause.reading(text, tokens: sentence, classifier: self) { clause in
            (analyze(clause, role: role), clause.isQuestion)
        }
        let explanation = ClassificationReason.quoting(
            verdict.reason.template, text, verdict.reason.first, verdict.reason.second)
        if isQuestion {
            let kind: SentenceKind = verdict.isComplete ? .sentenceQuestion : .fragmentQuestion
            return Classification(kind: kind, confidence: verdict.confidence, explanation: explanation)
        }
        return Classification(
            kind: verdict.isComplete ? .sentence : .fragment, confidence: verdict.confidence, explanation: explanation)
    }

    // MARK: - Analysis

    /// A reason's template and the UTF-16 ranges it quotes.
    private struct Reason {
        var template: ReasonTemplate
        var first: Range<Int> = 0..<0
        var second: Range<Int> = 0..<0
    }

    private struct Verdict {
        var isComplete: Bool
        var confidence: Double
        var reason: Reason

        init(
            isComplete: Bool, confidence: Double, reason: ReasonTemplate, _ first: Range<Int> = 0..<0,
            _ second: Range<Int> = 0..<0
        ) {
            self.isComplete = isComplete
            self.confidence = confidence
            self.reason = Reason(template: reason, first: first, second: second)
        }
    }

    private func analyze(_ clause: Clause, role: TextRole) -> Verdict {
        let items = clause.items
        guard let first = items.first else { return Verdict(isComplete: false, confidence: 0.9, reason: .noWords) }
        let isMessage = role == .message

        // "If you exit now, your address won't be saved": a clause led by a subordinating
        // conjunction, then the main clause; as a title too, that is a sentence.
        if !isMessage, first.isWord, !first.isInName, first.named.contains(.subordinator),
            let found = laterClause(clause, role: role)
        {
            return found
        }

        // A question led by an auxiliary ("Are you sure…?", "Do you want…?") or a question word.
        if first.isWord, !first.isInName, first.isIn(masks.auxiliaries), items.count > 1,
            startsNounPhrase(items[1], in: clause, strictly: isNegative(first, in: clause))
        {
            if clause.isQuestion || !isNegative(first, in: clause) {
                return Verdict(
                    isComplete: true, confidence: clause.isQuestion ? 0.95 : 0.7, reason: .auxiliaryBeforeSubject,
                    clause.range(of: first), clause.range(of: items[1]))
            }
        }
        if clause.isQuestion, first.isWord,
            first.isIn(masks.questionWords) || isQuestionContraction(first, in: clause)
        {
            if isQuestionContraction(first, in: clause)
                || items.count > 1 && (isFiniteAuxiliary(items[1]) || isContraction(items[1], in: clause))
            {
                return Verdict(isComplete: true, confidence: 0.9, reason: .questionWordAndVerb, clause.range(of: first))
            }
        }
        // A subject fused with its verb: "It's full", "You're offline", "There's no connection".
        // Most words are neither a listed contraction nor written with an apostrophe: two bit tests.
        if let index = items.firstIndex(where: {
            $0.isWord && ($0.isIn(masks.pronounContractions) || $0.hasApostrophe && isContraction($0, in: clause))
        }),
            index == 0 || isMessage && clause.startsClause(at: index)
        {
            return Verdict(
                isComplete: true, confidence: 0.95, reason: .fusedSubjectAndVerb, clause.range(of: items[index]))
        }
        // A negative imperative: "Don't turn off your iPhone.", "Do not disconnect the drive."
        if first.isWord, !first.isInName,
            first.named.contains(.dont) || first.named.contains(.do) && items.count > 1 && items[1].named.contains(.not)
        {
            if isMessage {
                return Verdict(isComplete: true, confidence: 0.8, reason: .imperative, clause.range(of: first))
            }
        }
        // No subject before an auxiliary: "Couldn't Save the File", "Can't Join Game".
        if first.isWord, !first.isInName, first.isIn(masks.auxiliaries) {
            if isMessage, let found = subjectAndVerb(in: clause, role: role, from: 1) { return found }
            // In a message, "Can't add this feed because no feed was found." leaves out an
            // obvious subject, as UI copy often does: not a fragment to report.
            if isMessage, items.count > 2 {
                return Verdict(isComplete: false, confidence: 0.6, reason: .noSubjectImplied, clause.range(of: first))
            }
            return Verdict(isComplete: false, confidence: 0.9, reason: .noSubject, clause.range(of: first))
        }
        // A verb-first imperative: a fragment as a title or button, a sentence in a message.
        if let imperative = imperative(clause) {
            if isMessage {
                // "Network error.": a verb reading of two bare words is a guess; a noun phrase is likelier.
                if items.count == 2, items[1].isWord, !isKnown(items[1]), !isName(items[1], in: clause) {
                    return Verdict(
                        isComplete: false, confidence: 0.55, reason: .nounPhraseMoreThanImperative,
                        clause.span(of: 0..<2))
                }
                return Verdict(
                    isComplete: true, confidence: imperative.known ? 0.85 : 0.65, reason: .imperative,
                    imperative.verb)
            }
            if !imperative.known, let found = subjectAndVerb(in: clause, role: role, from: 0), found.confidence >= 0.85
            {
                return found
            }
            return Verdict(
                isComplete: false, confidence: imperative.known ? 0.85 : 0.65, reason: .verbFirstWithoutSubject,
                imperative.verb)
        }
        if let found = subjectAndVerb(in: clause, role: role, from: 0) { return found }
        if isMessage, let found = laterClause(clause, role: role) { return found }
        let guessed = items.contains { $0.isWord && !isKnown($0) }
        return Verdict(isComplete: false, confidence: guessed ? 0.7 : 0.85, reason: .noSubjectWithFiniteVerb)
    }

    /// A subject and a finite verb in a clause starting at `start`.
    private func subjectAndVerb(in clause: Clause, role: TextRole, from start: Int) -> Verdict? {
        let items = clause.items
        guard start < items.count else { return nil }
        let subjectHead = items[start]
        guard subjectHead.isWord || subjectHead.kind == .opaque || subjectHead.kind == .number else { return nil }
        if subjectHead.isWord, !subjectHead.isInName,
            subjectHead.isIn(masks.prepositions) || subjectHead.isIn(masks.conjunctions)
                || subjectHead.isIn(masks.auxiliaries)
        {
            return nil
        }
        // A subject pronoun with any verb after it: "You entered an invalid code."
        if subjectHead.isWord, subjectHead.isIn(masks.pronouns) {
            var index = start + 1
            while index < items.count, items[index].isWord, isAdverb(items[index], in: clause) { index += 1 }
            if index < items.count, items[index].isWord, !items[index].isIn(masks.prepositions),
                !items[index].isIn(masks.conjunctions), !items[index].isIn(masks.determiners)
            {
                let verb = items[index]
                let known = isFiniteAuxiliary(verb) || isFiniteVerb(verb)
                return Verdict(
                    isComplete: true, confidence: known ? 0.95 : 0.8, reason: .subjectAndVerb,
                    clause.range(of: subjectHead),
                    clause.range(of: verb))
            }
        }
        if subjectHead.isWord, subjectHead.named.contains(.there), start + 1 < items.count,
            isFiniteAuxiliary(items[start + 1])
        {
            return Verdict(isComplete: true, confidence: 0.9, reason: .thereAndVerb, clause.range(of: items[start + 1]))
        }
        // "New Replies to Your Post": an adjective alone is no subject.
        if subjectHead.isWord, isAdjective(subjectHead, in: clause), start + 1 < items.count,
            items[start + 1].isWord, !isFiniteAuxiliary(items[start + 1])
        {
            return nil
        }
        // "The download failed" is a sentence, "Download Failed" and "iCloud Backup Failed" headlines.
        let subjectHasArticle =
            subjectHead.isWord
            && (subjectHead.isIn(masks.determiners) || subjectHead.isIn(masks.pronouns))
        let subjectHasDeterminer = subjectHasArticle || !subjectHead.isWord || isName(subjectHead, in: clause)
        // A subject is a few words long: looking further only costs time on pathological input.
        let limit = min(items.count, start + 40)
        // A verb guessed from its ending, kept until a known verb shows up ("Some items couldn't…").
        var guessed: Verdict?
        var index = start + 1
        while index < limit {
            let item = items[index]
            if item.kind == .separator {
                // A parenthesis inside the subject is an aside: "The file (Report.pdf) was deleted".
                guard let close = closingParenthesis(of: index, in: clause, before: limit) else { return guessed }
                index = close + 1
                continue
            }
            guard item.isWord else {
                index += 1
                continue
            }
            if item.isIn(masks.conjunctions), !item.named.contains(.andOr) { return guessed }
            let afterTo = index > 0 && items[index - 1].isWord && items[index - 1].named.contains(.to)
            if !afterTo, !item.isInName {
                let subject = clause.span(of: start..<index)
                if isFiniteAuxiliary(item) {
                    return Verdict(
                        isComplete: true, confidence: 0.9, reason: .subjectAndFiniteVerb, subject,
                        clause.range(of: item))
                }
                if item.verbKinds.contains(.thirdPerson) || item.verbKinds.contains(.past) {
                    if let headline = headline(
                        subjectHasArticle: subjectHasArticle, subjectHasDeterminer: subjectHasDeterminer, role: role,
                        item: item, in: clause, kinds: item.verbKinds, subject: subject,
                        objectFollows: index + 1 < items.count && startsObject(items[index + 1]))
                    {
                        return headline
                    }
                    return Verdict(
                        isComplete: true, confidence: 0.8, reason: .subjectAndFiniteVerb, subject,
                        clause.range(of: item))
                }
                if guessed == nil, !isKnown(item), let guess = guessedFiniteVerb(item, in: clause) {
                    if guess == .past, !subjectHasDeterminer {
                        guessed = Verdict(
                            isComplete: false, confidence: role == .message ? 0.55 : 0.7,
                            reason: .headlinePastParticiple, subject, clause.range(of: item))
                    }
                    if guessed == nil, subjectHasDeterminer, index - start <= 4 {
                        guessed = Verdict(
                            isComplete: true, confidence: 0.65, reason: .subjectAndLikelyVerb, subject,
                            clause.range(of: item))
                    }
                    // "Workout data stays on this iPhone.": a bare noun phrase, a likely verb and
                    // what usually follows a verb — a sentence in a message, with low confidence.
                    if guessed == nil, guess == .third, role == .message, index - start <= 3 {
                        let next = index + 1 < items.count ? items[index + 1] : nil
                        if next == nil
                            || next.map({
                                $0.isWord
                                    && ($0.isIn(masks.prepositions)
                                        || $0.isIn(masks.determiners) || isAdverb($0, in: clause))
                            }) == true
                        {
                            guessed = Verdict(
                                isComplete: true, confidence: 0.55, reason: .subjectAndLikelyVerb, subject,
                                clause.range(of: item))
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
        subjectHasArticle: Bool, subjectHasDeterminer: Bool, role: TextRole, item: Clause.Item, in clause: Clause,
        kinds: Lexicon.VerbForm.Kinds, subject: Range<Int>, objectFollows: Bool
    ) -> Verdict? {
        guard !subjectHasArticle, !objectFollows else { return nil }
        let isPast = (kinds.contains(.past) || kinds.contains(.pastParticiple)) && !kinds.contains(.thirdPerson)
        if isPast {
            if role == .message {
                return Verdict(isComplete: true, confidence: 0.55, reason: .pastForm, subject, clause.range(of: item))
            }
            return Verdict(
                isComplete: false, confidence: 0.8, reason: .headlinePastForm, subject, clause.range(of: item))
        }
        // "%@ Wants to Use Your Location", "Siri Is Listening": a name or a placeholder is a subject.
        if kinds.contains(.thirdPerson), role != .message, !subjectHasDeterminer {
            return Verdict(
                isComplete: false, confidence: 0.6, reason: .headlineVerbWithoutArticle, subject, clause.range(of: item)
            )
        }
        return nil
    }

    /// What opens the object of a verb: "shared a file", "shared %@", "shared it".
    private func startsObject(_ item: Clause.Item) -> Bool {
        switch item.kind {
        case .opaque, .number: return true
        case .separator: return false
        case .word:
            return item.isIn(masks.determiners) || item.isIn(masks.pronouns)
                || item.named.contains(.objectPronoun)
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
                    isComplete: true, confidence: 0.75, reason: .imperativeAfterIntroduction, imperative.verb)
            }
        }
        return nil
    }
}

extension SentenceClassifier {
    /// The index of the ")" that closes the "(" at `index` of the clause's items, before `limit`
    /// with no other separator between; nil when the item at `index` is no "(".
    fileprivate func closingParenthesis(of index: Int, in clause: Clause, before limit: Int) -> Int? {
        let items = clause.items
        guard clause.isSeparator(items[index], mark: 0x28) else { return nil }
        var next = index + 1
        while next < limit {
            if items[next].kind == .separator {
                return clause.isSeparator(items[next], mark: 0x29) ? next : nil
            }
            next += 1
        }
        return nil
    }
}
