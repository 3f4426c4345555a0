import Foundation

/// The word lists and phrase tables the text engine and the rules consult.
///
/// Built once per run from the lexicon files (embedded copies of `Lexicons/*.txt`, compiled with
/// their ``WordTable``) plus the user's own lists from the configuration; a word look-up probes
/// the word table, whose entry says every list the word is in.
/// Every key is *folded*: lower-cased, with typographic apostrophes (’ ‘) straightened to `'`
/// (see ``Lexicon/fold(_:)``). The `…(of:)` helpers fold their argument; the dictionaries and
/// sets expect a folded key (acronyms: an upper-cased one).
public final class Lexicon: MemoOwner, Sendable {
    /// A verb form and what it is.
    public struct VerbForm: Hashable, Sendable {
        public enum Kind: String, Hashable, Sendable, CaseIterable {
            case base, thirdPerson, past, pastParticiple, gerund
        }
        /// A set of ``Kind``s as bits (bit i is `Kind.allCases[i]`): testing one is a bit test,
        /// not a hash look-up.
        public struct Kinds: OptionSet, Hashable, Sendable {
            public let rawValue: UInt8
            public init(rawValue: UInt8) { self.rawValue = rawValue }
            public static let base = Kinds(rawValue: 1 << 0)
            public static let thirdPerson = Kinds(rawValue: 1 << 1)
            public static let past = Kinds(rawValue: 1 << 2)
            public static let pastParticiple = Kinds(rawValue: 1 << 3)
            public static let gerund = Kinds(rawValue: 1 << 4)
        }
        /// The base form ("save" for "saved").
        public var lemma: String
        public var kinds: Kinds

        public init(lemma: String, kinds: Kinds) {
            self.lemma = lemma
            self.kinds = kinds
        }
    }

    /// The key answers memoized on texts by this lexicon are kept under, and the tables derived
    /// from it (``LexiconDerived``): shared by its thread copies (``copyForThread()``), which
    /// read the same.
    let memoKey: MemoKey
    /// The user's proper names, folded (never ambiguous): kept for the thread copies.
    private let userNames: Set<String>

    /// Every list by file name (without `.txt`), entries as written (comments and blanks removed).
    public let lists: [String: [String]]
    /// Every word the lists hold, folded, with what the lexicon knows of it.
    let table: WordTable
    /// Every list by file name, folded, for membership tests.
    public let sets: WordLists
    /// Proper names and brands by their folded form → the canonical spelling (single words:
    /// "iphone" → "iPhone", "wi-fi" → "Wi-Fi").
    public let properNames: Spellings
    /// Multi-word proper names ("Apple ID", "Home Screen") as canonical word sequences, keyed by
    /// the folded first word, longest first.
    public let properPhrases: [String: [[String]]]
    /// ``properPhrases`` for look-ups at every word.
    let properPhrasesByFirstWord: WordKeyed<[[String]]>
    /// Acronyms by upper-cased form ("URL", "PDF", "ID") → canonical spelling ("eSIM", "PDFs").
    /// Entries of several words (user terms such as "Pro Max") are in ``properPhrases`` instead.
    public let acronyms: AcronymsByUppercase
    /// ``acronyms`` keyed by the folded form ("pdfs" → "PDFs"), for look-ups by a token's folded text.
    public let acronymsByFolded: Spellings
    /// Phrasal verbs: folded verb lemma → particles ("set" → ["up"], "log" → ["in", "out"]).
    public let phrasalVerbs: [String: Set<String>]
    /// Every inflected form of the known verbs, folded → what it is. A form two verbs share
    /// ("found": find, found) has the kinds of every reading and the lemma of the first verb that
    /// lists it (irregular verbs come first in verbs.txt); ``verbReadings`` has each reading.
    public let verbForms: VerbForms
    /// The readings of the forms several verbs share, in file order ("found" → find/past+
    /// participle, found/base). A form of one verb has its one reading in ``verbForms``; see
    /// ``readings(of:)``.
    public let verbReadings: [String: [VerbForm]]
    /// Articles, coordinating conjunctions and short prepositions (folded): lower in title case.
    public let smallWords: WordList
    /// Short words title case always capitalizes (folded): "is", "it", "if", "that" ….
    public let alwaysCapitalized: WordList
    /// Names that are also common words, folded ("maps", "find my", "pin"): casers keep them
    /// capitalized only where the writer did. Names the user lists are never ambiguous.
    public let ambiguousNames: WordList

    /// Builds a lexicon from lexicon files: name → file text.
    public convenience init(files: [String: String]) {
        var lists: [String: [String]] = [:]
        for (name, text) in files { lists[name] = Lexicon.entries(of: text) }
        self.init(lists: lists)
    }

    /// What start-up would otherwise compute from the lists, compiled for the embedded lexicon
    /// (scripts/embed-lexicons) and built by ``WordTableBuilder`` for any other.
    struct Tables {
        var table: WordTable
        var sharedReadings: [String: [VerbForm]]
        var properPhrases: [String: [[String]]]
        var phrasalVerbs: [String: Set<String>]
    }

    /// `tables`: the tables when they are already built (the embedded lexicon's); nil to build
    /// them from `lists`. `userNames`: the user's proper names, folded, which are never ambiguous.
    /// `memoKey`: the key of the lexicon this one copies (``copyForThread()``); nil for a new one.
    init(lists: [String: [String]], userNames: Set<String> = [], tables: Tables? = nil, memoKey: MemoKey? = nil) {
        self.memoKey = memoKey ?? MemoKey.unique()
        self.userNames = userNames
        self.lists = lists
        let listNames = lists.keys.sorted()
        let built =
            tables
            ?? WordTableBuilder.build(
                lists: lists, listNames: listNames, verbRows: Lexicon.verbRows(of: lists["verbs", default: []]))
        self.table = built.table
        let bits = LexiconList.bitIndices(of: listNames).mapValues { UInt64(1) << UInt64($0) }
        self.sets = WordLists(table: built.table, bits: bits)
        let none = sets.none
        self.smallWords = sets["small-words", default: none]
        self.alwaysCapitalized = sets["title-always-capitalized", default: none]
        let ambiguous = sets["ambiguous-names", default: none]
        self.ambiguousNames = WordList(table: built.table, mask: ambiguous.mask, excluded: userNames)
        self.properNames = Spellings(table: built.table, acronyms: false)
        self.acronymsByFolded = Spellings(table: built.table, acronyms: true)
        self.acronyms = AcronymsByUppercase(spellings: acronymsByFolded)
        self.verbForms = VerbForms(table: built.table)
        self.verbReadings = built.sharedReadings
        self.properPhrases = built.properPhrases
        self.properPhrasesByFirstWord = WordKeyed(built.properPhrases)
        self.phrasalVerbs = built.phrasalVerbs
    }

    /// A lexicon that reads every word as this one does, with objects of its own (its word table
    /// and the look-ups over it) sharing this one's arrays and memo key: a thread that works with
    /// its own copy retains and releases only objects no other thread touches, instead of
    /// contending with the other cores for the reference counts of shared ones.
    public func copyForThread() -> Lexicon {
        Lexicon(
            lists: lists, userNames: userNames,
            tables: Tables(
                table: WordTable(copying: table), sharedReadings: verbReadings, properPhrases: properPhrases,
                phrasalVerbs: phrasalVerbs),
            memoKey: memoKey)
    }

    /// The proper-name entries: the proper names, then the acronym list's entries of several
    /// words (a user's term such as "Pro Max", matched as a phrase).
    static func properNameEntries(of lists: [String: [String]]) -> [String] {
        lists["proper-names", default: []] + lists["acronyms", default: []].filter { $0.contains(" " as Character) }
    }

    /// The verb table's rows of verbs.txt lines ("save saves saved saved saving", "/" between
    /// variants): every form of every verb, folded, in file order, with its lemma and kinds (a
    /// form of several verbs recurs, once a verb).
    static func verbRows(of entries: [String]) -> [(form: String, lemma: String, kinds: UInt8)] {
        var rows: [(form: String, lemma: String, kinds: UInt8)] = []
        let kindCount = VerbForm.Kind.allCases.count
        for entry in entries {
            let columns = Lexicon.fold(entry).split(separator: " " as Character)
            guard let lemma = columns.first?.split(separator: "/" as Character).first.map(String.init) else { continue }
            var formsOfVerb: [String: UInt8] = [:]
            var order: [String] = []
            for (index, column) in columns.enumerated() where index < kindCount {
                for variant in column.split(separator: "/" as Character).map(String.init) {
                    if formsOfVerb[variant] == nil { order.append(variant) }
                    formsOfVerb[variant, default: 0] |= 1 << UInt8(index)
                }
            }
            for form in order { rows.append((form, lemma, formsOfVerb[form, default: 0])) }
        }
        return rows
    }

    /// The lexicon built from the copies of `Lexicons/*.txt` compiled into the binary.
    /// Nothing is parsed or hashed: the lists and the word table come compiled
    /// (scripts/embed-lexicons).
    public static let embedded = Lexicon(
        lists: EmbeddedLexicons.lists,
        tables: Tables(
            table: EmbeddedLexicons.wordTable, sharedReadings: EmbeddedLexicons.sharedReadings,
            properPhrases: EmbeddedLexicons.properPhrases, phrasalVerbs: EmbeddedLexicons.phrasalVerbs))

    /// This lexicon with the user's own entries added to the named lists ("proper-names",
    /// "acronyms", "phrasal-verbs", or any other list). Entries are trimmed; blank ones are
    /// skipped. A proper name the user adds is never treated as ambiguous.
    public func adding(_ extra: [String: [String]]) -> Lexicon {
        guard !extra.isEmpty else { return self }
        var merged = lists
        var userNames: Set<String> = []
        for (name, entries) in extra {
            let cleaned = entries.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            merged[name, default: []].append(contentsOf: cleaned)
            if name == "proper-names" { userNames.formUnion(cleaned.map(Lexicon.fold)) }
        }
        return Lexicon(lists: merged, userNames: userNames)
    }

    // MARK: - Look-ups

    /// Whether `word` (any case, any apostrophe) is in the list `name`.
    public func contains(_ word: some StringProtocol, in name: String) -> Bool {
        sets[name]?.contains(folding: word) ?? false
    }

    /// Whether `word` (any case, any apostrophe) is in `list`.
    public func contains(_ word: some StringProtocol, in list: LexiconList) -> Bool {
        guard let id = table.id(folding: word) else { return false }
        return table.lists[Int(id)] & list.bit != 0
    }

    /// Whether the UTF-16 code units of a word (a token of an ``AnalyzedText``) are in `list`.
    public func contains(utf16 word: some ContiguousUnits, in list: LexiconList) -> Bool {
        guard let id = table.id(folding: word) else { return false }
        return table.lists[Int(id)] & list.bit != 0
    }

    /// Whether `key`, already folded (its bytes compared as they are), is in `list`.
    public func contains(folded key: some StringProtocol, in list: LexiconList) -> Bool {
        guard let id = table.id(exactly: key) else { return false }
        return table.lists[Int(id)] & list.bit != 0
    }

    /// The words of any of `lists`, as one list: a bit test per word instead of one look-up a list.
    func union(of lists: [LexiconList]) -> WordList {
        WordList(table: table, mask: lists.reduce(0) { $0 | $1.bit })
    }

    /// What the lexicon knows of the folded words `words` joined by single spaces (a phrase of a
    /// list), read from a scratch buffer: no `String` is joined.
    func phrase(folded words: [String]) -> LexiconWord {
        let count = words.reduce(words.count - 1) { $0 + $1.utf8.count }
        guard count > 0 else { return word(folded: "") }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { buffer in
            var position = 0
            for (index, word) in words.enumerated() {
                if index > 0 {
                    buffer[position] = 0x20
                    position += 1
                }
                for byte in word.utf8 {
                    buffer[position] = byte
                    position += 1
                }
            }
            return entry(table.id(bytes: UnsafeBufferPointer(buffer)))
        }
    }

    /// What the lexicon knows of `word` (any case, any apostrophe): one look-up for any number
    /// of list tests.
    public func word(_ word: some StringProtocol) -> LexiconWord {
        entry(table.id(folding: word))
    }

    /// What the lexicon knows of a word already folded (its bytes compared as they are).
    func word(folded key: some StringProtocol) -> LexiconWord { entry(table.id(exactly: key)) }

    private func entry(_ id: Int32?) -> LexiconWord {
        guard let id else { return .unknown }
        return LexiconWord(id: id, lists: table.lists[Int(id)])
    }

    /// The canonical spelling of a word looked up as a single-word proper name.
    func properName(of word: LexiconWord) -> String? { word.isKnown ? properNames.spelling(word.id) : nil }

    /// The canonical spelling of a word looked up as an acronym (by its folded form).
    func acronym(of word: LexiconWord) -> String? { word.isKnown ? acronymsByFolded.spelling(word.id) : nil }

    /// What a word looked up is as a verb form, if it is one.
    func verbForm(of word: LexiconWord) -> VerbForm? { word.isKnown ? verbForms.form(word.id) : nil }

    /// Whether a word looked up is a known verb form.
    func isVerbForm(_ word: LexiconWord) -> Bool { word.isKnown && table.verbKinds[Int(word.id)] != 0 }

    /// Whether the UTF-16 code units of a word (a token of an ``AnalyzedText``) are in the list `name`.
    public func contains(utf16 word: some ContiguousUnits, in name: String) -> Bool {
        sets[name]?.contains(folding: word) ?? false
    }

    /// Whether title case keeps `word` lower-case (article, coordinating conjunction, short preposition).
    public func isSmallWord(_ word: some StringProtocol) -> Bool { smallWords.contains(folding: word) }

    /// Whether title case always capitalizes `word` ("Is", "It", "If", "That" …).
    public func isAlwaysCapitalized(_ word: some StringProtocol) -> Bool {
        alwaysCapitalized.contains(folding: word)
    }

    /// The canonical spelling of a single-word proper name ("icloud" → "iCloud"), if it is one.
    public func properName(of word: some StringProtocol) -> String? {
        table.id(folding: word).flatMap(properNames.spelling)
    }

    /// The canonical spelling of a single-word proper name given as UTF-16 code units.
    public func properName(utf16 word: some ContiguousUnits) -> String? {
        table.id(folding: word).flatMap(properNames.spelling)
    }

    /// The canonical spelling of an acronym ("pdf" → "PDF", "esim" → "eSIM"), if it is one.
    public func acronym(of word: some StringProtocol) -> String? { acronyms[word.uppercased()] }

    /// Whether `name` (one word or several separated by single spaces) is a name that is also a
    /// common word, whose capital casers must not impose.
    public func isAmbiguousName(_ name: some StringProtocol) -> Bool { ambiguousNames.contains(folding: name) }

    /// The longest multi-word proper name that starts at `words[start]`, as canonical words
    /// (`["Apple", "ID"]` for `["apple", "id", "is"]` at 0); `nil` when none starts there.
    /// `words` are the consecutive words of a text, in any case.
    public func properPhrase<Word: StringProtocol>(in words: [Word], at start: Int) -> [String]? {
        guard words.indices.contains(start), let candidates = properPhrasesByFirstWord[Lexicon.fold(words[start])]
        else {
            return nil
        }
        for phrase in candidates where start + phrase.count <= words.count {
            var matches = true
            for offset in 1..<phrase.count where Lexicon.fold(words[start + offset]) != Lexicon.fold(phrase[offset]) {
                matches = false
                break
            }
            if matches { return phrase }
        }
        return nil
    }

    /// Every reading of a folded verb form, in file order: one per verb that has the form.
    public func readings(of folded: String) -> [VerbForm] {
        if let shared = verbReadings[folded] { return shared }
        return verbForms[folded].map { [$0] } ?? []
    }

    /// What a verb form is ("saved" → save, past and past participle), if it is a known verb form.
    public func verbForm(of word: some StringProtocol) -> VerbForm? { table.id(folding: word).flatMap(verbForms.form) }

    /// What a verb form given as UTF-16 code units is.
    public func verbForm(utf16 word: some ContiguousUnits) -> VerbForm? {
        table.id(folding: word).flatMap(verbForms.form)
    }

    /// Whether `verb` (any inflection: "signing", "backed") and `particle` form a phrasal verb
    /// ("sign in", "back up"). A particle of several words is given with single spaces.
    public func isPhrasalVerb(_ verb: some StringProtocol, particle: some StringProtocol) -> Bool {
        let folded = Lexicon.fold(verb)
        let particle = Lexicon.fold(particle)
        if phrasalVerbs[folded]?.contains(particle) == true { return true }
        for reading in readings(of: folded) where phrasalVerbs[reading.lemma]?.contains(particle) == true {
            return true
        }
        return false
    }

    // MARK: - Keys

    /// The look-up key of a word: lower-cased, typographic apostrophes (’ ‘) straightened.
    /// ASCII words are folded without going through Foundation; a word of up to 15 ASCII
    /// letters stays a small string, so the fold does not allocate.
    public static func fold(_ word: some StringProtocol) -> String {
        var ascii = true
        var plain = true
        for unit in word.utf8 {
            if unit >= 0x80 {
                ascii = false
                break
            }
            if unit >= 0x41 && unit <= 0x5A { plain = false }
        }
        if ascii {
            if plain { return String(word) }
            let utf8 = word.utf8
            return String(unsafeUninitializedCapacity: utf8.count) { buffer in
                var index = 0
                for unit in utf8 {
                    buffer[index] = unit >= 0x41 && unit <= 0x5A ? unit | 0x20 : unit
                    index += 1
                }
                return index
            }
        }
        var folded = String.UnicodeScalarView()
        for scalar in word.lowercased().unicodeScalars {
            folded.append(scalar == "\u{2019}" || scalar == "\u{2018}" ? "'" : scalar)
        }
        return String(folded)
    }

    /// The look-up key of a word given as UTF-16 code units (see ``fold(_:)``). A word of ASCII
    /// and General Punctuation (U+2000–U+206F: typographic quotes and apostrophes, dashes; none
    /// has a case) is folded unit by unit into UTF-8, without decoding it into a String first.
    public static func fold(utf16 word: some ContiguousUnits) -> String {
        word.withUnsafeBufferPointer { fold(utf16: $0) }
    }

    /// ``fold(utf16:)`` of code units read through a buffer pointer (no bounds check per unit).
    static func fold(utf16 units: UnsafeBufferPointer<UInt16>) -> String {
        fold(utf16: units) { _ in }
    }

    /// ``fold(utf16:)`` of a word and what this lexicon knows of its key, looked up in the
    /// bytes as they are folded: the key is not read back from the `String`. An ASCII word is
    /// hashed in the pass that tells it is ASCII and its key compared with the units. The key is
    /// nil for a word the table knows: its key is the table's string of it (``WordTable/strings``).
    func foldAndLookUp(utf16 units: UnsafeBufferPointer<UInt16>) -> (key: String?, word: LexiconWord) {
        // Hashed as ASCII in the pass that tells whether the word is ASCII: most words are.
        var allUnits: UInt16 = 0
        var hash = WordIndex.hashBasis
        for unit in units {
            allUnits |= unit
            hash = (hash ^ UInt64(WordIndex.lower(UInt8(truncatingIfNeeded: unit)))) &* WordIndex.hashPrime
        }
        if allUnits < 0x80 {
            if let id = table.id(foldedASCII: units, hash: hash) { return (nil, entry(id)) }
            let key = String(unsafeUninitializedCapacity: units.count) { buffer in
                for offset in 0..<units.count {
                    buffer[offset] = WordIndex.lower(UInt8(truncatingIfNeeded: units[offset]))
                }
                return units.count
            }
            return (key, .unknown)
        }
        var id: Int32?
        var bytesLookedUp = false
        let key = Lexicon.fold(utf16: units) { bytes in
            id = table.id(bytes: bytes)
            bytesLookedUp = true
        }
        let word = entry(bytesLookedUp ? id : table.id(exactly: key))
        return (word.isKnown ? nil : key, word)
    }

    /// ``foldAndLookUp(utf16:)`` of the plain word (ASCII letters, digits and apostrophes, see
    /// ``TokenScanner/plainWordEnd(at:)``) at `range` of `units`, whose folded bytes the
    /// tokenizer hashed to `hash` as it scanned the word.
    func foldAndLookUp(plainWord range: Range<Int>, in units: UnsafeBufferPointer<UInt16>, hash: UInt64) -> (
        key: String?, word: LexiconWord
    ) {
        if let id = table.id(plainWord: range, in: units, hash: hash) { return (nil, entry(id)) }
        let key = String(unsafeUninitializedCapacity: range.count) { buffer in
            for offset in 0..<range.count {
                buffer[offset] = UInt8(truncatingIfNeeded: units[range.lowerBound + offset] | 0x20)
            }
            return range.count
        }
        return (key, .unknown)
    }

    /// ``fold(utf16:)``, calling `folded` with the key's UTF-8 bytes when it folds them unit by
    /// unit (not when the word is decoded into a `String` and lower-cased).
    @inline(__always)
    private static func fold(utf16 units: UnsafeBufferPointer<UInt16>, _ folded: (UnsafeBufferPointer<UInt8>) -> Void)
        -> String
    {
        var utf8Count = 0
        for unit in units {
            if unit < 0x80 || unit == 0x2018 || unit == 0x2019 {
                utf8Count += 1
            } else if unit >= 0x2000 && unit <= 0x206F {
                utf8Count += 3
            } else {
                return fold(String(utf16Units: units))
            }
        }
        return String(unsafeUninitializedCapacity: utf8Count) { buffer in
            var index = 0
            for unit in units {
                if unit < 0x80 {
                    let byte = UInt8(truncatingIfNeeded: unit)
                    buffer[index] = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
                    index += 1
                } else if unit == 0x2018 || unit == 0x2019 {
                    buffer[index] = UInt8(ascii: "'")
                    index += 1
                } else {
                    // U+2000–U+206F in UTF-8: 1110xxxx 10xxxxxx 10xxxxxx.
                    buffer[index] = UInt8(truncatingIfNeeded: 0xE0 | (unit >> 12))
                    buffer[index + 1] = UInt8(truncatingIfNeeded: 0x80 | ((unit >> 6) & 0x3F))
                    buffer[index + 2] = UInt8(truncatingIfNeeded: 0x80 | (unit & 0x3F))
                    index += 3
                }
            }
            folded(UnsafeBufferPointer(rebasing: buffer[..<index]))
            return index
        }
    }

    // MARK: - Files

    /// The entries of a lexicon file: one a line, `#` starts a comment, blank lines ignored,
    /// surrounding spaces trimmed.
    public static func entries(of text: String) -> [String] {
        var result: [String] = []
        var text = text
        text.withUTF8 { bytes in
            var lineStart = 0
            while lineStart < bytes.count {
                var lineEnd = lineStart
                while lineEnd < bytes.count, bytes[lineEnd] != 0x0A, bytes[lineEnd] != 0x0D { lineEnd += 1 }
                var end = lineStart
                while end < lineEnd, bytes[end] != 0x23 { end += 1 }
                var start = lineStart
                while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
                while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
                if start < end {
                    let entry = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                    // Non-ASCII at either end may be Unicode white space, which is trimmed too.
                    if bytes[start] >= 0x80 || bytes[end - 1] >= 0x80 {
                        let trimmed = entry.trimmingCharacters(in: .whitespaces)
                        if !trimmed.isEmpty { result.append(trimmed) }
                    } else {
                        result.append(entry)
                    }
                }
                lineStart = lineEnd + 1
            }
        }
        return result
    }
}
