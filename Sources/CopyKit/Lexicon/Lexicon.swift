import Foundation

/// The word lists and phrase tables the text engine and the rules consult.
///
/// Built once per run from the lexicon files (embedded copies of `Lexicons/*.txt`) plus the
/// user's own lists from the configuration; every look-up afterwards is a hash look-up.
public struct Lexicon: Sendable {
    /// A verb form and what it is.
    public struct VerbForm: Hashable, Sendable {
        public enum Kind: String, Hashable, Sendable {
            case base, thirdPerson, past, pastParticiple, gerund
        }
        /// The base form ("save" for "saved").
        public var lemma: String
        public var kinds: Set<Kind>
    }

    /// Every list by file name (without `.txt`), entries as written (comments and blanks removed).
    public let lists: [String: [String]]
    /// Every list by file name, lower-cased, for membership tests.
    public let sets: [String: Set<String>]
    /// Proper names and brands by their lower-cased form → the canonical spelling (single words).
    public let properNames: [String: String]
    /// Multi-word proper names ("Apple ID", "Home Screen") as lower-cased word sequences →
    /// canonical words, keyed by the lower-cased first word.
    public let properPhrases: [String: [[String]]]
    /// Acronyms by upper-cased form ("URL", "PDF", "ID") → canonical spelling ("iOS" stays in names).
    public let acronyms: [String: String]
    /// Phrasal verbs: lower-cased verb lemma → particles ("set" → ["up"], "log" → ["in", "out"]).
    public let phrasalVerbs: [String: Set<String>]
    /// Every inflected form of the known verbs, lower-cased → what it is.
    public let verbForms: [String: VerbForm]

    /// Builds a lexicon from lexicon files: name → file text.
    public init(files: [String: String]) {
        var lists: [String: [String]] = [:]
        for (name, text) in files { lists[name] = Lexicon.entries(of: text) }
        self.init(lists: lists)
    }

    init(lists: [String: [String]]) {
        self.lists = lists
        var sets: [String: Set<String>] = [:]
        for (name, entries) in lists { sets[name] = Set(entries.map { $0.lowercased() }) }
        self.sets = sets

        var names: [String: String] = [:]
        var phrases: [String: [[String]]] = [:]
        for entry in lists["proper-names", default: []] {
            let words = entry.split(separator: " ").map(String.init)
            if words.count == 1 {
                names[entry.lowercased()] = entry
            } else if let first = words.first {
                phrases[first.lowercased(), default: []].append(words)
            }
        }
        self.properNames = names
        self.properPhrases = phrases.mapValues { $0.sorted { $0.count > $1.count } }

        var acronyms: [String: String] = [:]
        for entry in lists["acronyms", default: []] { acronyms[entry.uppercased()] = entry }
        self.acronyms = acronyms

        var phrasal: [String: Set<String>] = [:]
        for entry in lists["phrasal-verbs", default: []] {
            let words = entry.lowercased().split(separator: " ").map(String.init)
            guard words.count >= 2 else { continue }
            phrasal[words[0], default: []].insert(words[1...].joined(separator: " "))
        }
        self.phrasalVerbs = phrasal

        var forms: [String: VerbForm] = [:]
        let kinds: [VerbForm.Kind] = [.base, .thirdPerson, .past, .pastParticiple, .gerund]
        for entry in lists["verbs", default: []] {
            let words = entry.lowercased().split(separator: " ").map(String.init)
            guard let lemma = words.first else { continue }
            for (index, form) in words.enumerated() where index < kinds.count {
                for variant in form.split(separator: "/").map(String.init) {
                    forms[variant, default: VerbForm(lemma: lemma, kinds: [])].kinds.insert(kinds[index])
                }
            }
        }
        self.verbForms = forms
    }

    /// The lexicon built from the copies of `Lexicons/*.txt` compiled into the binary.
    public static let embedded = Lexicon(files: EmbeddedLexicons.files)

    /// This lexicon with the user's own entries added to the named lists.
    public func adding(_ extra: [String: [String]]) -> Lexicon {
        guard !extra.isEmpty else { return self }
        var merged = lists
        for (name, entries) in extra { merged[name, default: []].append(contentsOf: entries) }
        return Lexicon(lists: merged)
    }

    /// Whether the lower-cased `word` is in the list `name`.
    public func contains(_ word: String, in name: String) -> Bool {
        sets[name]?.contains(word.lowercased()) ?? false
    }

    /// The entries of a lexicon file: one a line, `#` starts a comment, blank lines ignored.
    public static func entries(of text: String) -> [String] {
        var result: [String] = []
        for line in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            var entry = Substring(line)
            if let hash = entry.firstIndex(of: "#") { entry = entry[..<hash] }
            let trimmed = entry.trimmingCharacters(in: .whitespaces)
            if !trimmed.isEmpty { result.append(trimmed) }
        }
        return result
    }
}
