/// Builds a ``WordTable`` from lexicon lists: at run time for a lexicon read from files or
/// extended by the user's configuration. scripts/embed-lexicons builds the embedded lexicon's
/// table the same way, word for word and slot for slot (a test compares the two).
struct WordTableBuilder {
    private var ids: [String: Int32] = [:]
    private var text: [UInt8] = []
    private var ends: [UInt32] = []
    private var lists: [UInt64] = []
    private var verbKinds: [UInt8] = []
    private var verbLemmas: [Int32] = []
    private var properNames: [Int32] = []
    private var acronyms: [Int32] = []
    private var spellings: [String] = []
    /// Each word's folded text, by id.
    private var words: [String] = []
    /// The readings of the forms several verbs share (see ``Lexicon/verbReadings``).
    private(set) var sharedReadings: [String: [Lexicon.VerbForm]] = [:]

    /// The tables of `lists`: the word table of the lists (names in `listNames` order, a bit
    /// each), their proper names and acronyms, and the verb table's rows (form, lemma, kinds) in
    /// file order; the multi-word names; the phrasal verbs.
    static func build(
        lists: [String: [String]], listNames: [String], verbRows: [(form: String, lemma: String, kinds: UInt8)]
    ) -> Lexicon.Tables {
        var builder = WordTableBuilder()
        let bits = LexiconList.bitIndices(of: listNames)
        for name in listNames {
            guard let bit = bits[name] else { continue }
            for entry in lists[name, default: []] {
                let id = Int(builder.intern(Lexicon.fold(entry)))
                builder.lists[id] |= 1 << UInt64(bit)
            }
        }
        for entry in Lexicon.properNameEntries(of: lists) {
            let words = entry.split(separator: " " as Character)
            guard words.count == 1 else { continue }
            let id = Int(builder.intern(Lexicon.fold(entry)))
            builder.properNames[id] = builder.spelling(entry)
        }
        for entry in lists["acronyms", default: []] where !entry.contains(" " as Character) {
            let id = Int(builder.intern(Lexicon.fold(entry)))
            builder.acronyms[id] = builder.spelling(entry)
        }
        for row in verbRows { builder.addVerbReading(row) }
        let table = WordTable(
            text: builder.text, ends: builder.ends, slots: WordIndex.slots(text: builder.text, ends: builder.ends),
            lists: builder.lists, verbKinds: builder.verbKinds, verbLemmas: builder.verbLemmas,
            properNames: builder.properNames, acronyms: builder.acronyms, spellings: builder.spellings,
            strings: builder.words)
        return Lexicon.Tables(
            table: table, sharedReadings: builder.sharedReadings, properPhrases: properPhrases(of: lists),
            phrasalVerbs: phrasalVerbs(of: lists))
    }

    /// Multi-word proper names by their folded first word, longest first.
    static func properPhrases(of lists: [String: [String]]) -> [String: [[String]]] {
        var phrases: [String: [[String]]] = [:]
        for entry in Lexicon.properNameEntries(of: lists) where entry.utf8.contains(0x20) {
            let words = entry.split(separator: " " as Character).map(String.init)
            guard words.count > 1, let first = words.first else { continue }
            let key = Lexicon.fold(first)
            if !phrases[key, default: []].contains(words) { phrases[key, default: []].append(words) }
        }
        return phrases.mapValues { $0.sorted { $0.count > $1.count } }
    }

    /// Phrasal verbs: folded verb → its particles.
    static func phrasalVerbs(of lists: [String: [String]]) -> [String: Set<String>] {
        var phrasal: [String: Set<String>] = [:]
        for entry in lists["phrasal-verbs", default: []] {
            let words = Lexicon.fold(entry).split(separator: " " as Character).map(String.init)
            guard words.count >= 2 else { continue }
            phrasal[words[0], default: []].insert(words[1...].joined(separator: " "))
        }
        return phrasal
    }

    /// The id of a folded word, added with no facts if it is new.
    private mutating func intern(_ folded: String) -> Int32 {
        if let id = ids[folded] { return id }
        let id = Int32(ends.count)
        ids[folded] = id
        words.append(folded)
        text.append(contentsOf: folded.utf8)
        ends.append(UInt32(text.count))
        lists.append(0)
        verbKinds.append(0)
        verbLemmas.append(-1)
        properNames.append(-1)
        acronyms.append(-1)
        return id
    }

    private mutating func spelling(_ entry: String) -> Int32 {
        spellings.append(entry)
        return Int32(spellings.count - 1)
    }

    /// One verb's reading of a form: the first verb's lemma stays the form's; a second verb's
    /// reading starts the form's list of readings.
    private mutating func addVerbReading(_ row: (form: String, lemma: String, kinds: UInt8)) {
        let id = Int(intern(row.form))
        let lemma = intern(row.lemma)
        let reading = Lexicon.VerbForm(lemma: row.lemma, kinds: .init(rawValue: row.kinds))
        guard verbLemmas[id] >= 0 else {
            verbLemmas[id] = lemma
            verbKinds[id] = row.kinds
            return
        }
        if verbLemmas[id] != lemma || sharedReadings[row.form] != nil {
            let first = Lexicon.VerbForm(
                lemma: wordText(verbLemmas[id]), kinds: .init(rawValue: verbKinds[id]))
            var readings = sharedReadings[row.form] ?? [first]
            if let same = readings.firstIndex(where: { $0.lemma == reading.lemma }) {
                readings[same].kinds.formUnion(reading.kinds)
            } else {
                readings.append(reading)
            }
            sharedReadings[row.form] = readings
        }
        verbKinds[id] |= row.kinds
    }

    private func wordText(_ id: Int32) -> String {
        let start = id == 0 ? 0 : Int(ends[Int(id) - 1])
        return String(decoding: text[start..<Int(ends[Int(id)])], as: UTF8.self)
    }
}
