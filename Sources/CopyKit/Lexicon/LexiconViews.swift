extension LexiconList {
    /// The list's bit in a word's lists (``WordTable/lists``).
    public var bit: UInt64 { 1 << UInt64(rawValue) }

    /// The known lists by file name.
    static let byFileName: [String: LexiconList] = Dictionary(
        uniqueKeysWithValues: allCases.map { ($0.fileName, $0) })

    /// Each list's bit index in the word table: a known list has its case's; any other list
    /// (a user's own) the next free one, in name order, while the 64 bits last.
    static func bitIndices(of names: some Sequence<String>) -> [String: Int] {
        var indices: [String: Int] = [:]
        var next = allCases.count
        for name in names.sorted() {
            if let known = byFileName[name] {
                indices[name] = known.rawValue
            } else if next < 64 {
                indices[name] = next
                next += 1
            }
        }
        return indices
    }
}

/// What the lexicon knows of one word, looked up once: its id in the word table and the lists
/// it is in. Later questions about the word (a list, its spelling as a name or an acronym, its
/// verb reading) read the table by id instead of looking the word up again.
public struct LexiconWord: Sendable {
    /// The word's id in the lexicon's word table; -1 for a word the lexicon does not know.
    let id: Int32
    /// The word's lists, a bit each (``LexiconList/bit``); 0 for a word the lexicon does not know.
    public let lists: UInt64

    /// A word the lexicon does not know.
    static let unknown = LexiconWord(id: -1, lists: 0)

    /// Whether the lexicon knows the word at all.
    var isKnown: Bool { id >= 0 }

    /// Whether the word is in `list`.
    @inline(__always)
    public func isIn(_ list: LexiconList) -> Bool { lists & list.bit != 0 }

    /// Whether the word is in any of `lists`.
    public func isIn(anyOf lists: [LexiconList]) -> Bool { lists.contains { isIn($0) } }
}

/// A lexicon list, or a union of lists, as a set of folded words: a bit test in the ``WordTable``.
public struct WordList: Sendable, Equatable {
    let table: WordTable
    /// The lists' bits.
    let mask: UInt64
    /// Words left out although their lists have them (the user's own names, never ambiguous).
    let excluded: Set<String>

    init(table: WordTable, mask: UInt64, excluded: Set<String> = []) {
        self.table = table
        self.mask = mask
        self.excluded = excluded
    }

    /// Whether a word already looked up is in the list.
    func contains(_ word: LexiconWord) -> Bool {
        guard word.lists & mask != 0 else { return false }
        return excluded.isEmpty || !excluded.contains(table.word(word.id))
    }

    /// Whether the folded word `key` is in the list.
    public func contains(_ key: some StringProtocol) -> Bool {
        guard let id = table.id(exactly: key), table.lists[Int(id)] & mask != 0 else { return false }
        return excluded.isEmpty || !excluded.contains(String(key))
    }

    /// Whether `word`, folded, is in the list.
    func contains(folding word: some StringProtocol) -> Bool {
        guard let id = table.id(folding: word), table.lists[Int(id)] & mask != 0 else { return false }
        return excluded.isEmpty || !excluded.contains(Lexicon.fold(word))
    }

    /// Whether a word given as UTF-16 code units, folded, is in the list.
    func contains(folding word: some ContiguousUnits) -> Bool {
        guard let id = table.id(folding: word), table.lists[Int(id)] & mask != 0 else { return false }
        return excluded.isEmpty || !excluded.contains(Lexicon.fold(utf16: word))
    }

    /// The list and these lists together.
    func union(_ other: WordList) -> WordList {
        WordList(table: table, mask: mask | other.mask, excluded: excluded.intersection(other.excluded))
    }

    /// Every folded word of the list (for tests and listings; look-ups use ``contains(_:)``).
    public var members: Set<String> {
        var members: Set<String> = []
        for id in 0..<Int32(table.count) where table.lists[Int(id)] & mask != 0 {
            let word = table.word(id)
            if !excluded.contains(word) { members.insert(word) }
        }
        return members
    }

    public var isEmpty: Bool { members.isEmpty }

    public static func == (lhs: WordList, rhs: WordList) -> Bool { lhs.members == rhs.members }
}

/// Every list of a lexicon by name, as ``WordList``s.
public struct WordLists: Sendable, Equatable {
    let table: WordTable
    /// Each list's bit by name.
    let bits: [String: UInt64]

    /// The list `name`, if the lexicon has it.
    public subscript(name: String) -> WordList? { bits[name].map { WordList(table: table, mask: $0) } }

    /// A list of no word.
    public var none: WordList { WordList(table: table, mask: 0) }

    /// The list `name`, empty when the lexicon has none of that name.
    public subscript(name: String, default empty: WordList) -> WordList { self[name] ?? empty }

    public static func == (lhs: WordLists, rhs: WordLists) -> Bool {
        lhs.bits.keys.sorted() == rhs.bits.keys.sorted() && lhs.bits.keys.allSatisfy { lhs[$0] == rhs[$0] }
    }
}

/// Every inflected form of the known verbs, folded → what it is (``Lexicon/verbForms``).
public struct VerbForms: Sendable, Equatable {
    let table: WordTable

    /// What the folded form `key` is, if it is a known verb form.
    public subscript(key: some StringProtocol) -> Lexicon.VerbForm? {
        table.id(exactly: key).flatMap(form)
    }

    func form(_ id: Int32) -> Lexicon.VerbForm? {
        let kinds = table.verbKinds[Int(id)]
        guard kinds != 0 else { return nil }
        return Lexicon.VerbForm(lemma: table.word(table.verbLemmas[Int(id)]), kinds: .init(rawValue: kinds))
    }

    /// Every form and what it is.
    public var dictionary: [String: Lexicon.VerbForm] {
        var forms: [String: Lexicon.VerbForm] = [:]
        for id in 0..<Int32(table.count) { if let form = form(id) { forms[table.word(id)] = form } }
        return forms
    }

    public var count: Int { table.verbKinds.lazy.filter { $0 != 0 }.count }

    public static func == (lhs: VerbForms, rhs: VerbForms) -> Bool { lhs.dictionary == rhs.dictionary }
}

/// Canonical spellings by folded word: the single-word proper names (``Lexicon/properNames``) or
/// the acronyms (``Lexicon/acronymsByFolded``).
public struct Spellings: Sendable, Equatable {
    let table: WordTable
    let acronyms: Bool

    /// The canonical spelling of the folded word `key`, if it has one.
    public subscript(key: some StringProtocol) -> String? { table.id(exactly: key).flatMap(spelling) }

    func spelling(_ id: Int32) -> String? {
        let index = acronyms ? table.acronyms[Int(id)] : table.properNames[Int(id)]
        return index < 0 ? nil : table.spellings[Int(index)]
    }

    /// Every folded word and its spelling.
    public var dictionary: [String: String] {
        var spellings: [String: String] = [:]
        for id in 0..<Int32(table.count) { if let spelling = spelling(id) { spellings[table.word(id)] = spelling } }
        return spellings
    }

    public static func == (lhs: Spellings, rhs: Spellings) -> Bool { lhs.dictionary == rhs.dictionary }
}

/// Acronyms by their upper-cased form ("URL", "PDFS") → canonical spelling (``Lexicon/acronyms``).
public struct AcronymsByUppercase: Sendable, Equatable {
    let spellings: Spellings

    /// The acronym whose upper-cased form is `key`.
    public subscript(key: String) -> String? {
        guard let id = spellings.table.id(folding: key), let acronym = spellings.spelling(id),
            acronym.uppercased() == key
        else { return nil }
        return acronym
    }

    /// Every acronym by its upper-cased form.
    public var dictionary: [String: String] {
        var byUppercase: [String: String] = [:]
        for acronym in spellings.dictionary.values { byUppercase[acronym.uppercased()] = acronym }
        return byUppercase
    }
}
