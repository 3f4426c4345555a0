import Foundation

/// The word lists and phrase tables the text engine and the rules consult.
///
/// Built once per run from the lexicon files (embedded copies of `Lexicons/*.txt`) plus the
/// user's own lists from the configuration; every look-up afterwards is a hash look-up.
/// Every key is *folded*: lower-cased, with typographic apostrophes (’ ‘) straightened to `'`
/// (see ``Lexicon/fold(_:)``). The `…(of:)` helpers fold their argument; the dictionaries and
/// sets expect a folded key (acronyms: an upper-cased one).
public final class Lexicon: Sendable {
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

    /// Every list by file name (without `.txt`), entries as written (comments and blanks removed).
    public let lists: [String: [String]]
    /// Every list by file name, folded, for membership tests.
    public let sets: [String: Set<String>]
    /// Proper names and brands by their folded form → the canonical spelling (single words:
    /// "iphone" → "iPhone", "wi-fi" → "Wi-Fi").
    public let properNames: [String: String]
    /// Multi-word proper names ("Apple ID", "Home Screen") as canonical word sequences, keyed by
    /// the folded first word, longest first.
    public let properPhrases: [String: [[String]]]
    /// Acronyms by upper-cased form ("URL", "PDF", "ID") → canonical spelling ("eSIM", "PDFs").
    /// Entries of several words (user terms such as "Pro Max") are in ``properPhrases`` instead.
    public let acronyms: [String: String]
    /// ``acronyms`` keyed by the folded form ("pdfs" → "PDFs"), for look-ups by a token's folded text.
    public let acronymsByFolded: [String: String]
    /// Phrasal verbs: folded verb lemma → particles ("set" → ["up"], "log" → ["in", "out"]).
    public let phrasalVerbs: [String: Set<String>]
    /// Every inflected form of the known verbs, folded → what it is. A form two verbs share
    /// ("found": find, found) has the kinds of every reading and the lemma of the first verb that
    /// lists it (irregular verbs come first in verbs.txt); ``verbReadings`` has each reading.
    public let verbForms: [String: VerbForm]
    /// The readings of the forms several verbs share, in file order ("found" → find/past+
    /// participle, found/base). A form of one verb has its one reading in ``verbForms``; see
    /// ``readings(of:)``.
    public let verbReadings: [String: [VerbForm]]
    /// Articles, coordinating conjunctions and short prepositions (folded): lower in title case.
    public let smallWords: Set<String>
    /// Short words title case always capitalizes (folded): "is", "it", "if", "that" ….
    public let alwaysCapitalized: Set<String>
    /// Names that are also common words, folded ("maps", "find my", "pin"): casers keep them
    /// capitalized only where the writer did. Names the user lists are never ambiguous.
    public let ambiguousNames: Set<String>

    /// Builds a lexicon from lexicon files: name → file text.
    public convenience init(files: [String: String]) {
        var lists: [String: [String]] = [:]
        for (name, text) in files { lists[name] = Lexicon.entries(of: text) }
        self.init(lists: lists)
    }

    /// `verbs`: the verb table when it is already known (the embedded lexicon's, compiled by
    /// scripts/embed-lexicons, or this lexicon's before user entries were added to other lists);
    /// nil to derive it from the "verbs" list.
    /// `folded`: lists whose entries are already folded (the compiled ones), by name.
    init(
        lists: [String: [String]], userNames: Set<String> = [], verbs: VerbTable? = nil,
        folded: [String: [String]] = [:]
    ) {
        self.lists = lists
        var sets: [String: Set<String>] = [:]
        sets.reserveCapacity(lists.count)
        for (name, entries) in lists {
            if let keys = folded[name] {
                sets[name] = Set(keys)
                continue
            }
            var set = Set<String>(minimumCapacity: entries.count)
            for entry in entries { set.insert(Lexicon.fold(entry)) }
            sets[name] = set
        }
        self.sets = sets
        self.smallWords = sets["small-words", default: []]
        self.alwaysCapitalized = sets["title-always-capitalized", default: []]
        self.ambiguousNames = sets["ambiguous-names", default: []].subtracting(userNames)

        var names: [String: String] = [:]
        var phrases: [String: [[String]]] = [:]
        // A multi-word acronym list entry (a user's term such as "Pro Max") is matched as a phrase.
        let multiWordTerms = lists["acronyms", default: []].filter { $0.contains(" ") }
        for entry in lists["proper-names", default: []] + multiWordTerms {
            guard entry.utf8.contains(0x20) else {
                names[Lexicon.fold(entry)] = entry
                continue
            }
            let words = entry.split(separator: " ").map(String.init)
            if words.count == 1 {
                names[Lexicon.fold(entry)] = entry
            } else if let first = words.first {
                let key = Lexicon.fold(first)
                if !phrases[key, default: []].contains(words) { phrases[key, default: []].append(words) }
            }
        }
        self.properNames = names
        self.properPhrases = phrases.mapValues { $0.sorted { $0.count > $1.count } }

        var acronyms: [String: String] = [:]
        for entry in lists["acronyms", default: []] where !entry.contains(" ") { acronyms[entry.uppercased()] = entry }
        self.acronyms = acronyms
        var byFolded: [String: String] = [:]
        for entry in acronyms.values { byFolded[Lexicon.fold(entry)] = entry }
        self.acronymsByFolded = byFolded

        var phrasal: [String: Set<String>] = [:]
        for entry in lists["phrasal-verbs", default: []] {
            let words = Lexicon.fold(entry).split(separator: " ").map(String.init)
            guard words.count >= 2 else { continue }
            phrasal[words[0], default: []].insert(words[1...].joined(separator: " "))
        }
        self.phrasalVerbs = phrasal

        let table = verbs ?? Lexicon.verbTable(of: lists["verbs", default: []])
        self.verbForms = table.forms
        self.verbReadings = table.shared
    }

    /// The verb table: every form → what it is, and the readings of the forms several verbs share.
    typealias VerbTable = (forms: [String: VerbForm], shared: [String: [VerbForm]])

    /// The verb table of verbs.txt lines ("save saves saved saved saving", "/" between variants):
    /// every form → its readings, in file order.
    static func verbTable(of entries: [String]) -> VerbTable {
        var forms: [String] = []
        var lemmas: [String] = []
        var kindsOfForms: [VerbForm.Kinds] = []
        let kindCount = VerbForm.Kind.allCases.count
        for entry in entries {
            let columns = Lexicon.fold(entry).split(separator: " ")
            guard let lemma = columns.first?.split(separator: "/").first.map(String.init) else { continue }
            var formsOfVerb: [String: VerbForm.Kinds] = [:]
            var order: [String] = []
            for (index, column) in columns.enumerated() where index < kindCount {
                for variant in column.split(separator: "/").map(String.init) {
                    if formsOfVerb[variant] == nil { order.append(variant) }
                    formsOfVerb[variant, default: []].insert(VerbForm.Kinds(rawValue: 1 << index))
                }
            }
            for form in order {
                forms.append(form)
                lemmas.append(lemma)
                kindsOfForms.append(formsOfVerb[form, default: []])
            }
        }
        return verbTable(forms: forms, lemmas: lemmas, kinds: kindsOfForms)
    }

    /// The verb table from its forms in file order, each with its lemma and kinds (a form of
    /// several verbs recurs, once a verb).
    /// One pass, no list per form: a form of one verb is a single entry, and only a form a
    /// second verb shares gets its list of readings.
    static func verbTable(forms: [String], lemmas: [String], kinds: [VerbForm.Kinds]) -> VerbTable {
        var table: [String: VerbForm] = [:]
        table.reserveCapacity(forms.count)
        var shared: [String: [VerbForm]] = [:]
        for index in forms.indices {
            let form = forms[index]
            let reading = VerbForm(lemma: lemmas[index], kinds: kinds[index])
            guard var existing = table[form] else {
                table[form] = reading
                continue
            }
            if existing.lemma != reading.lemma || shared[form] != nil {
                var readings = shared[form] ?? [existing]
                if let same = readings.firstIndex(where: { $0.lemma == reading.lemma }) {
                    readings[same].kinds.formUnion(reading.kinds)
                } else {
                    readings.append(reading)
                }
                shared[form] = readings
            }
            existing.kinds.formUnion(reading.kinds)
            table[form] = existing
        }
        return (table, shared)
    }

    /// The lexicon built from the copies of `Lexicons/*.txt` compiled into the binary.
    /// Nothing is parsed: the lists and the verb table come compiled (scripts/embed-lexicons).
    public static let embedded = Lexicon(
        lists: EmbeddedLexicons.lists,
        verbs: verbTable(
            forms: EmbeddedLexicons.verbForms, lemmas: EmbeddedLexicons.verbLemmas,
            kinds: EmbeddedLexicons.verbKinds.map { VerbForm.Kinds(rawValue: $0) }),
        folded: EmbeddedLexicons.foldedLists)

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
        // The verb table stays unless verbs were added.
        return Lexicon(
            lists: merged, userNames: userNames, verbs: extra["verbs"] == nil ? (verbForms, verbReadings) : nil)
    }

    // MARK: - Look-ups

    /// Whether `word` (any case, any apostrophe) is in the list `name`.
    public func contains(_ word: some StringProtocol, in name: String) -> Bool {
        sets[name]?.contains(Lexicon.fold(word)) ?? false
    }

    /// Whether the UTF-16 code units of a word (a token of an ``AnalyzedText``) are in the list `name`.
    public func contains(utf16 word: ArraySlice<UInt16>, in name: String) -> Bool {
        sets[name]?.contains(Lexicon.fold(utf16: word)) ?? false
    }

    /// Whether title case keeps `word` lower-case (article, coordinating conjunction, short preposition).
    public func isSmallWord(_ word: some StringProtocol) -> Bool { smallWords.contains(Lexicon.fold(word)) }

    /// Whether title case always capitalizes `word` ("Is", "It", "If", "That" …).
    public func isAlwaysCapitalized(_ word: some StringProtocol) -> Bool {
        alwaysCapitalized.contains(Lexicon.fold(word))
    }

    /// The canonical spelling of a single-word proper name ("icloud" → "iCloud"), if it is one.
    public func properName(of word: some StringProtocol) -> String? { properNames[Lexicon.fold(word)] }

    /// The canonical spelling of a single-word proper name given as UTF-16 code units.
    public func properName(utf16 word: ArraySlice<UInt16>) -> String? { properNames[Lexicon.fold(utf16: word)] }

    /// The canonical spelling of an acronym ("pdf" → "PDF", "esim" → "eSIM"), if it is one.
    public func acronym(of word: some StringProtocol) -> String? { acronyms[word.uppercased()] }

    /// Whether `name` (one word or several separated by single spaces) is a name that is also a
    /// common word, whose capital casers must not impose.
    public func isAmbiguousName(_ name: some StringProtocol) -> Bool { ambiguousNames.contains(Lexicon.fold(name)) }

    /// The longest multi-word proper name that starts at `words[start]`, as canonical words
    /// (`["Apple", "ID"]` for `["apple", "id", "is"]` at 0); `nil` when none starts there.
    /// `words` are the consecutive words of a text, in any case.
    public func properPhrase<Word: StringProtocol>(in words: [Word], at start: Int) -> [String]? {
        guard words.indices.contains(start), let candidates = properPhrases[Lexicon.fold(words[start])] else {
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
    public func verbForm(of word: some StringProtocol) -> VerbForm? { verbForms[Lexicon.fold(word)] }

    /// What a verb form given as UTF-16 code units is.
    public func verbForm(utf16 word: ArraySlice<UInt16>) -> VerbForm? { verbForms[Lexicon.fold(utf16: word)] }

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

    /// The look-up key of a word given as UTF-16 code units (see ``fold(_:)``).
    public static func fold(utf16 word: ArraySlice<UInt16>) -> String {
        guard word.allSatisfy({ $0 < 0x80 }) else { return fold(String(decoding: word, as: UTF16.self)) }
        return String(unsafeUninitializedCapacity: word.count) { buffer in
            var index = 0
            for unit in word {
                let byte = UInt8(truncatingIfNeeded: unit)
                buffer[index] = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
                index += 1
            }
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
