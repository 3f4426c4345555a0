/// Verb lemmas and participles: the verbs lexicon first, then the regular English `-ed` rules.
struct VerbMorphology: Sendable {
    let lexicon: Lexicon

    private static let participles = LexiconDerived<[String: String]> { lexicon, _ in
        var table: [String: String] = [:]
        for entry in lexicon.lists["verbs", default: []] {
            let forms = entry.lowercased().split(separator: " " as Character).map(String.init)
            guard forms.count >= 4 else { continue }
            table[forms[0]] = forms[3].split(separator: "/" as Character).first.map(String.init)
        }
        return table
    }

    /// The base form of a past tense or past participle ("published" → "publish", "sent" → "send"),
    /// or nil when the word is not recognizably one. `word` is what this lexicon knows of the
    /// folded word `key` (a text's reading of it): its verb form is not looked up again.
    func lemma(ofParticiple word: LexiconWord, key: String) -> String? {
        if let form = lexicon.verbForm(of: word, key: key) {
            return form.kinds.contains(.pastParticiple) || form.kinds.contains(.past) ? form.lemma : nil
        }
        return Self.regularLemma(ofPast: key)
    }

    /// The base form of a verb in any known form, or the word itself when it looks like a base form.
    func lemma(of word: String) -> String {
        let lower = TextScanning.normalize(word)
        if let form = lexicon.verbForms[lower] { return form.lemma }
        if lower.hasSuffix("ed"), let lemma = Self.regularLemma(ofPast: lower) { return lemma }
        if lower.hasSuffix("ing"), lower.count > 5 {
            return Self.regularLemma(ofPast: String(lower.dropLast(3)) + "ed") ?? lower
        }
        return lower
    }

    /// Whether the lexicon knows the word as a base-form verb.
    func isBaseVerb(_ word: String) -> Bool {
        lexicon.verbForms[TextScanning.normalize(word)]?.kinds.contains(.base) ?? false
    }

    /// The past participle of a base form ("rent" → "rented", "undo" → "undone" when the lexicon knows it).
    func participle(of lemma: String) -> String? {
        let lower = lemma.lowercased()
        if let known = Self.participles.value(for: lexicon)[lower] { return known }
        guard let last = lower.last, lower.count > 1, !"ow".contains(last) else { return nil }
        if last == "e" { return lower + "d" }
        if last == "y", let previous = lower.dropLast().last, !"aeiou".contains(previous) {
            return lower.dropLast() + "ied"
        }
        return lower + "ed"
    }

    /// The lemma of a regular past form by the `-ed` rules, or nil when the word does not end in `-ed`.
    static func regularLemma(ofPast word: String) -> String? {
        guard word.hasSuffix("ed"), word.count > 3 else { return nil }
        if word.hasSuffix("ied") { return word.dropLast(3) + "y" }
        let stem = Array(word.dropLast(2))
        let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
        func isVowel(_ character: Character) -> Bool { vowels.contains(character) }
        let count = stem.count
        let last = stem[count - 1]
        let previous = stem[count - 2]
        let beforePrevious: Character? = count >= 3 ? stem[count - 3] : nil
        if last == "e" { return String(stem) }
        // Doubled final consonant of a short stem: "stopped" → "stop", "logged" → "log".
        if last == previous, !isVowel(last), !"lsz".contains(last), let beforePrevious, isVowel(beforePrevious),
            count >= 4, !isVowel(stem[count - 4])
        {
            return String(stem.dropLast())
        }
        let singleVowelAfterConsonant =
            isVowel(previous) && (beforePrevious.map { !isVowel($0) } ?? false)
        var needsE = false
        switch last {
        case "v", "z": needsE = last != previous
        case "c": needsE = isVowel(previous)
        case "g": needsE = "rdl".contains(previous) || (previous == "n" && beforePrevious == "a")
        case "t":
            needsE =
                (previous == "a" && beforePrevious != "o" && beforePrevious != "a")
                || (previous == "e" && beforePrevious == "l")
        case "r":
            needsE = previous != "e" && (singleVowelAfterConsonant || (isVowel(previous) && beforePrevious == "u"))
        case "l":
            if previous == "l", beforePrevious == "e", count > 4 { return String(stem.dropLast()) }
            needsE =
                (!isVowel(previous) && previous != "l" && previous != "r")
                || (previous == "u" && singleVowelAfterConsonant)
        case "s": needsE = (isVowel(previous) && previous != "s") || "rnpl".contains(previous)
        case "d", "m", "p", "k", "n", "b": needsE = singleVowelAfterConsonant && !(last == "n" && previous == "e")
        default: needsE = false
        }
        return String(stem) + (needsE ? "e" : "")
    }
}
