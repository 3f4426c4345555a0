/// Groups of words the classifier's tests name ("please", the forms of "be", the subordinating
/// conjunctions …) and the first words of multi-word proper names, a bit each.
struct NamedWords: OptionSet, Sendable {
    let rawValue: UInt32

    /// Conjunctions that open a clause before the main one ("If …, …", "When …, …").
    static let subordinator = NamedWords(rawValue: 1 << 0)
    /// Finite forms of "be": after two words they make the two words a subject.
    static let beForm = NamedWords(rawValue: 1 << 1)
    /// Adjectives that are no subject alone ("New Replies to Your Post").
    static let adjective = NamedWords(rawValue: 1 << 2)
    /// The conjunctions that join the parts of a subject: "and", "or".
    static let andOr = NamedWords(rawValue: 1 << 3)
    /// Words after which a new clause can start.
    static let clauseOpener = NamedWords(rawValue: 1 << 4)
    /// Object pronouns that open a verb's object.
    static let objectPronoun = NamedWords(rawValue: 1 << 5)
    /// What follows an unknown first word that makes it read as a verb ("Florb it", "Florb again").
    static let imperativeObject = NamedWords(rawValue: 1 << 6)
    /// Words before the verb of an imperative: "please", "never", "always".
    static let imperativeLead = NamedWords(rawValue: 1 << 7)
    static let there = NamedWords(rawValue: 1 << 8)
    static let to = NamedWords(rawValue: 1 << 9)
    static let dont = NamedWords(rawValue: 1 << 10)
    static let `do` = NamedWords(rawValue: 1 << 11)
    static let not = NamedWords(rawValue: 1 << 12)
    static let cannot = NamedWords(rawValue: 1 << 13)

    /// Each group's words, folded.
    static let groups: [(NamedWords, [String])] = [
        (
            .subordinator,
            [
                "after", "although", "because", "before", "if", "once", "since", "though", "unless", "until", "when",
                "whenever", "while",
            ]
        ),
        (.beForm, ["is", "are", "was", "were", "isn't", "aren't", "wasn't", "weren't"]),
        (
            .adjective,
            [
                "sure", "ready", "available", "unavailable", "new", "full", "low", "empty", "more", "recent", "unread",
                "missed", "pending", "additional", "incoming", "outgoing", "important", "multiple", "duplicate",
                "other", "latest", "old", "invalid", "incorrect", "unknown",
            ]
        ),
        (.andOr, ["and", "or"]),
        (
            .clauseOpener,
            [
                "and", "but", "or", "so", "because", "while", "until", "when", "if", "since", "although", "though",
                "unless", "after", "before", "that", "once",
            ]
        ),
        (.objectPronoun, ["me", "him", "us", "them"]),
        (.imperativeObject, ["it", "them", "me", "us", "again", "now", "later", "sure"]),
        (.imperativeLead, ["please", "never", "always"]),
        (.there, ["there"]),
        (.to, ["to"]),
        (.dont, ["don't"]),
        (.do, ["do"]),
        (.not, ["not"]),
        (.cannot, ["cannot"]),
    ]
}

/// The ``NamedWords`` of every word: by its lexicon id for a word the lexicon knows (an array
/// read), by its folded text for one it does not.
struct NamedWordTable: Sendable {
    private let byID: [NamedWords]
    private let unlisted: WordKeyed<NamedWords>

    init(lexicon: Lexicon) {
        var byID = [NamedWords](repeating: [], count: lexicon.table.count)
        var unlisted: [String: NamedWords] = [:]
        func add(_ word: String, _ group: NamedWords) {
            let known = lexicon.word(folded: word)
            if known.isKnown {
                byID[Int(known.id)].insert(group)
            } else {
                unlisted[word, default: []].insert(group)
            }
        }
        for (group, words) in NamedWords.groups {
            for word in words { add(word, group) }
        }
        self.byID = byID
        self.unlisted = WordKeyed(unlisted)
    }

    /// The groups of a word looked up as `known`, whose folded text is `folded`.
    func words(_ known: LexiconWord, folded: String) -> NamedWords {
        if known.isKnown { return byID[Int(known.id)] }
        return unlisted.isEmpty ? [] : unlisted[folded] ?? []
    }
}
