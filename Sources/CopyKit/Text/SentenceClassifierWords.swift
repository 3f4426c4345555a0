/// The classifier's tests of single words and of a verb-first start, each a bit test on what a
/// clause's item already holds where it can be, the word's folded bytes where its ending tells.
extension SentenceClassifier {
    struct Imperative {
        /// The verb's UTF-16 range.
        var verb: Range<Int>
        var known: Bool
    }

    /// A verb-first clause: a known base form not followed by a finite verb ("Delete this photo?"),
    /// "Please …", "Don't …", or an unknown first word followed by what usually follows a verb.
    func imperative(_ clause: Clause, from start: Int = 0) -> Imperative? {
        let items = clause.items
        guard start < items.count, case let first = items[start], first.isWord else { return nil }
        var index = start
        if first.named.contains(.imperativeLead) { index += 1 }
        guard index < items.count, items[index].isWord else { return nil }
        let word = items[index]
        let next = index + 1 < items.count ? items[index + 1] : nil
        let knownBase = word.verbKinds.contains(.base) && !isName(word, in: clause)
        if let next, next.isWord {
            // "Download Failed", "Update Is Available": the first word is the subject.
            if isFiniteAuxiliary(next) || isPastForm(next, in: clause) { return nil }
            // "Bookmark Sync Is Paused": a two-word noun phrase before a form of "be".
            if index + 2 < items.count, items[index + 2].isWord, !items[index + 2].isInName,
                items[index + 2].named.contains(.beForm)
            {
                return nil
            }
            // "Save Changes?" (a verb and a plural noun) versus "Update Requires iOS 17" (a noun
            // and a verb): a verb-first reading when the text asks or ends after the -s word.
            if isFiniteVerb(next) || !isKnown(next) && guessedFiniteVerb(next, in: clause) == .third {
                let afterNext = index + 2 < items.count ? items[index + 2] : nil
                let endsAfter = afterNext.map { $0.isWord && $0.isIn(masks.prepositions) } ?? true
                guard knownBase, clause.isQuestion || endsAfter else { return nil }
            }
        }
        if knownBase { return Imperative(verb: clause.range(of: word), known: true) }
        if isKnown(word) || isName(word, in: clause) || isAdjective(word, in: clause)
            || clause.folded(word, endsWith: "ing")
        {
            return nil
        }
        guard let next else { return index > start ? Imperative(verb: clause.range(of: word), known: false) : nil }
        switch next.kind {
        case .opaque, .number:
            return Imperative(verb: clause.range(of: word), known: false)
        case .word:
            if next.isIn(masks.determiners) || next.isIn(masks.prepositions)
                || next.named.contains(.imperativeObject)
            {
                return Imperative(verb: clause.range(of: word), known: false)
            }
            return nil
        case .separator:
            return nil
        }
    }

    /// Whether a noun phrase can start at `item`; `strictly`: only a pronoun, a determiner, a name
    /// or an opaque span ("Can't you…?" but not "Can't Join Game?").
    func startsNounPhrase(_ item: Clause.Item, in clause: Clause, strictly: Bool = false) -> Bool {
        switch item.kind {
        case .opaque, .number: return true
        case .separator: return false
        case .word:
            if item.isIn(masks.pronouns) || item.isIn(masks.determiners)
                || isName(item, in: clause)
            {
                return true
            }
            if item.named.contains(.there) { return true }
            if strictly { return false }
            if item.isIn(masks.functionWords) || item.named.contains(.not) { return false }
            if item.verbKinds.contains(.base) { return false }
            return true
        }
    }

    func isFiniteAuxiliary(_ item: Clause.Item) -> Bool {
        guard item.isWord, !item.isInName else { return false }
        // auxiliaries.txt holds finite forms only: "is", "can't", never "be", "been" or "being".
        return item.isIn(masks.auxiliaries)
    }

    func isFiniteVerb(_ item: Clause.Item) -> Bool {
        item.verbKinds.contains(.thirdPerson) || item.verbKinds.contains(.past)
    }

    enum GuessedForm { case third, past }

    /// A verb form guessed from its ending when no lexicon knows the word.
    func guessedFiniteVerb(_ item: Clause.Item, in clause: Clause) -> GuessedForm? {
        if let guess = clause.withFoldedASCII(
            item,
            { bytes -> GuessedForm? in
                // "unused", "unsupported": adjectives, not past forms.
                if bytes.starts(with: "un") { return nil }
                if bytes.count >= 5, bytes.ends(with: "ed"), !bytes.ends(with: "eed") { return .past }
                if bytes.count >= 4, bytes.ends(with: "s"),
                    !(bytes.ends(with: "ss") || bytes.ends(with: "us") || bytes.ends(with: "is")
                        || bytes.ends(with: "'s"))
                {
                    return .third
                }
                return nil
            })
        {
            return guess
        }
        let folded = clause.folded(item)
        let count = folded.unicodeScalars.count
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
    func isPastForm(_ item: Clause.Item, in clause: Clause) -> Bool {
        let kinds = item.verbKinds
        if !kinds.isEmpty {
            return (kinds.contains(.past) || kinds.contains(.pastParticiple)) && !kinds.contains(.thirdPerson)
                && !kinds.contains(.base)
        }
        return !isKnown(item) && guessedFiniteVerb(item, in: clause) == .past
    }

    func isNegative(_ item: Clause.Item, in clause: Clause) -> Bool {
        item.named.contains(.cannot) || clause.folded(item, endsWith: "n't")
    }

    func isContraction(_ item: Clause.Item, in clause: Clause) -> Bool {
        guard item.isWord else { return false }
        if item.isIn(masks.pronounContractions) { return true }
        // "something's", "everyone'll": a pronoun + a verb suffix after its last apostrophe.
        guard item.hasApostrophe else { return false }
        if let answer = clause.withFoldedASCII(
            item,
            { bytes -> Bool in
                guard let apostrophe = bytes.lastIndex(of: 0x27) else { return false }
                let suffix = UnsafeBufferPointer(rebasing: bytes[(apostrophe + 1)...])
                guard Self.contractionSuffixes.contains(where: { suffix.elementsEqual($0.utf8) }) else { return false }
                let base = UnsafeBufferPointer(rebasing: bytes[..<apostrophe])
                if base.elementsEqual("there".utf8) || base.elementsEqual("that".utf8)
                    || base.elementsEqual("here".utf8)
                {
                    return true
                }
                guard let id = lexicon.table.id(bytes: base) else { return false }
                return lexicon.table.lists[Int(id)] & masks.pronouns != 0
            })
        {
            return answer
        }
        let folded = clause.folded(item)
        let utf8 = folded.utf8
        guard let apostrophe = utf8.lastIndex(of: 0x27) else { return false }
        let suffix = utf8[utf8.index(after: apostrophe)...]
        guard Self.contractionSuffixes.contains(where: { $0.utf8.elementsEqual(suffix) }) else { return false }
        let base = String(folded[..<apostrophe])
        return classes.pronouns.contains(base) || base == "there" || base == "that" || base == "here"
    }

    /// What follows the apostrophe of a pronoun's verb contraction.
    private static let contractionSuffixes: [StaticString] = ["s", "re", "ve", "ll", "m", "d"]

    func isQuestionContraction(_ item: Clause.Item, in clause: Clause) -> Bool {
        guard item.isWord else { return false }
        if let answer = clause.withFoldedASCII(
            item,
            { bytes -> Bool in
                guard let apostrophe = bytes.firstIndex(of: 0x27),
                    let id = lexicon.table.id(bytes: UnsafeBufferPointer(rebasing: bytes[..<apostrophe]))
                else { return false }
                return lexicon.table.lists[Int(id)] & masks.questionWords != 0
            })
        {
            return answer
        }
        let folded = clause.folded(item)
        guard let apostrophe = folded.firstIndex(of: "'") else { return false }
        return classes.questionWords.contains(String(folded[..<apostrophe]))
    }

    func isAdverb(_ item: Clause.Item, in clause: Clause) -> Bool {
        if item.isIn(masks.adverbs) { return true }
        if let answer = clause.withFoldedASCII(item, { $0.ends(with: "ly") && $0.count > 4 }) { return answer }
        let folded = clause.folded(item)
        return folded.hasSuffix("ly") && folded.unicodeScalars.count > 4
    }

    func isAdjective(_ item: Clause.Item, in clause: Clause) -> Bool {
        if item.named.contains(.adjective) { return true }
        if let answer = clause.withFoldedASCII(
            item, { $0.starts(with: "un") && ($0.ends(with: "able") || $0.ends(with: "ible")) })
        {
            return answer
        }
        let folded = clause.folded(item)
        return folded.hasPrefix("un") && (folded.hasSuffix("able") || folded.hasSuffix("ible"))
    }

    func isName(_ item: Clause.Item, in clause: Clause) -> Bool {
        guard item.isWord else { return false }
        if item.isInName { return true }
        // A single-word name, told by the word table's entry for it (no spelling is read).
        if item.id >= 0, lexicon.table.properNames[Int(item.id)] >= 0, !classes.ambiguousNames.contains(item.known) {
            return true
        }
        // A mixed-case word ("iCloud"): an ASCII word without a capital after its first unit is
        // none, told without reading its shape. The word's text is built only when its units are
        // not ASCII.
        if !item.isASCII || clause.hasCapitalAfterFirstUnit(item) {
            let shape = WordShapeFacts(
                utf16: clause.analyzed.utf16[clause.range(of: item)], word: clause.analyzed.tokenText(Int(item.token)))
            if shape.contains(.isMixedCaseWord) { return true }
        }
        // An acronym looked up by the word in capitals: for an ASCII word, by its folded form's id.
        if item.isASCII {
            guard let acronym = lexicon.acronym(of: item.known) else { return false }
            return isSameInCapitals(acronym, item, in: clause) && !isKnown(item)
        }
        return lexicon.acronyms[clause.analyzed.tokenText(Int(item.token)).uppercased()] != nil && !isKnown(item)
    }

    /// Whether `spelling` and an ASCII word are the same in capitals: compared unit by unit when
    /// the spelling is ASCII too, as strings otherwise.
    private func isSameInCapitals(_ spelling: String, _ item: Clause.Item, in clause: Clause) -> Bool {
        let units = clause.analyzed.utf16[clause.range(of: item)]
        guard spelling.utf8.allSatisfy({ $0 < 0x80 }) else {
            return spelling.uppercased() == clause.analyzed.tokenText(Int(item.token)).uppercased()
        }
        guard spelling.utf8.count == units.count else { return false }
        func capital(_ unit: UInt16) -> UInt16 { unit >= 0x61 && unit <= 0x7A ? unit - 0x20 : unit }
        return zip(spelling.utf8, units).allSatisfy { capital(UInt16($0)) == capital($1) }
    }

    /// A closed-class word or a verb the lexicon knows.
    func isKnown(_ item: Clause.Item) -> Bool {
        item.isIn(masks.functionWords) || !item.verbKinds.isEmpty
    }
}
