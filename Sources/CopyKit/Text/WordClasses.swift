/// The closed word classes the casers and the classifier consult, built once from a lexicon and
/// shared by reference.
final class WordClasses: Sendable {
    let lexicon: Lexicon
    /// Articles, coordinating conjunctions, short prepositions: lower in title case.
    let smallWords: WordList
    let alwaysCapitalized: WordList
    /// Names that are also common words ("maps", "find my", "pin"), lower-cased.
    let ambiguousNames: WordList
    /// Hyphenated compounds with a lower second part in title case: "built-in" → "Built-in".
    let compoundExceptions: [String: String]
    let auxiliaries: WordList
    let pronouns: WordList
    let pronounContractions: WordList
    let determiners: WordList
    let questionWords: WordList
    let prepositions: WordList
    let conjunctions: WordList
    let adverbs: WordList
    let abbreviations: WordList
    /// Every closed-class word: never a name or an acronym when written in capitals.
    let functionWords: WordList
    /// The first word of every particle of a phrasal verb ("up", "in", "out"): a word not among
    /// them is no particle, asked without finding the verb's lemma.
    private let particleFirstWords: Set<String>
    /// ``particleFirstWords`` by word id: a word the lexicon knows is asked without hashing its key.
    private let particleFirstWordIDs: WordIDBits
    /// The words that may start a multi-word proper name, asked by the casers and the classifier.
    let phraseStarts: PhraseStarts
    /// The multi-word proper names, found and compared by the ids a text's reading holds.
    let properPhrases: ProperPhrases

    init(lexicon: Lexicon) {
        self.lexicon = lexicon
        self.phraseStarts = PhraseStarts(lexicon: lexicon)
        self.properPhrases = ProperPhrases.derived.value(for: lexicon)
        var particleFirstWords: Set<String> = []
        for particles in lexicon.phrasalVerbs.values {
            for particle in particles {
                particleFirstWords.insert(String(particle.prefix { $0 != " " }))
            }
        }
        self.particleFirstWords = particleFirstWords
        self.particleFirstWordIDs = WordIDBits(
            lexicon: lexicon, words: particleFirstWords.lazy.map { lexicon.word(folded: $0) })
        let none = lexicon.sets.none
        func set(_ name: String) -> WordList { lexicon.sets[name, default: none] }
        smallWords = set("small-words")
        alwaysCapitalized = set("title-always-capitalized")
        ambiguousNames = set("ambiguous-names")
        var exceptions: [String: String] = [:]
        for entry in lexicon.lists["compound-exceptions"] ?? [] { exceptions[WordClasses.fold(entry)] = entry }
        compoundExceptions = exceptions
        auxiliaries = set("auxiliaries")
        pronouns = set("pronouns")
        pronounContractions = set("pronoun-contractions")
        determiners = set("determiners")
        questionWords = set("question-words")
        prepositions = set("prepositions")
        conjunctions = set("conjunctions")
        adverbs = set("adverbs")
        abbreviations = set("abbreviations")
        functionWords = smallWords.union(alwaysCapitalized).union(auxiliaries).union(pronouns)
            .union(pronounContractions).union(determiners).union(questionWords).union(prepositions)
            .union(conjunctions).union(adverbs)
    }

    /// Lower-cased with typographic apostrophes folded to `'`: the form every look-up uses.
    static func fold(_ word: String) -> String { Lexicon.fold(word) }

    /// Whether `word` (folded) is a common English word rather than a name or an acronym.
    func isCommonWord(_ word: String) -> Bool { isCommonWord(lexicon.word(folded: word)) }

    /// Whether a word already looked up is a common English word rather than a name or an acronym.
    func isCommonWord(_ word: LexiconWord) -> Bool {
        functionWords.contains(word) || lexicon.isVerbForm(word)
    }

    /// Whether `word` (folded; `known`, what the lexicon knows of it) could be the particle of a
    /// phrasal verb whose verb is `previous`.
    func isParticle(_ word: String, known: LexiconWord, after previous: String) -> Bool {
        let mayBeParticle =
            known.isKnown ? particleFirstWordIDs.mayHold(known) : particleFirstWords.contains(word)
        guard mayBeParticle else { return false }
        for lemma in lemmaCandidates(previous) {
            guard let particles = lexicon.phrasalVerbs[lemma] else { continue }
            // The particle's first word ("up" of "back up", "in" of "sign in with").
            if particles.contains(where: { $0.split(separator: " " as Character, maxSplits: 1).first == word[...] }) {
                return true
            }
        }
        return false
    }

    /// The verb lemmas a word form could belong to: the lexicon's answer, else suffix guesses
    /// ("signing" → "sign", "logged" → "log", "backs" → "back").
    func lemmaCandidates(_ word: String) -> [String] {
        if let form = lexicon.verbForms[word] { return [form.lemma, word] }
        var candidates = [word]
        let scalars = Array(word.unicodeScalars)
        func stem(_ suffix: Int) -> [Unicode.Scalar] { Array(scalars.dropLast(suffix)) }
        func add(_ parts: [Unicode.Scalar]) {
            var text = ""
            text.unicodeScalars.append(contentsOf: parts)
            candidates.append(text)
        }
        for (suffix, length) in [("ing", 3), ("ed", 2), ("es", 2), ("s", 1)] where word.hasSuffix(suffix) {
            let base = stem(length)
            guard base.count >= 2 else { continue }
            add(base)
            if base.count >= 3, base[base.count - 1] == base[base.count - 2] { add(Array(base.dropLast())) }
            if suffix != "s" { add(base + ["e"]) }
        }
        return candidates
    }
}

/// Letter-case facts about a single word, read from its Unicode scalars (an ASCII word byte by
/// byte).
enum WordShape {
    /// Calls `body` with the letter case of each scalar of `word` in order, until it returns false.
    @inline(__always)
    private static func scan(_ word: Substring, _ body: (LetterCase) -> Bool) {
        // A word's bytes are contiguous: read as a buffer, an ASCII word costs a few
        // instructions a byte instead of a string index step each.
        let scannedASCII =
            word.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
                guard bytes.allSatisfy({ $0 < 0x80 }) else { return false }
                for byte in bytes where !body(LetterCase(ascii: byte)) { break }
                return true
            } ?? false
        if scannedASCII { return }
        if word.utf8.allSatisfy({ $0 < 0x80 }) {
            for byte in word.utf8 where !body(LetterCase(ascii: byte)) { return }
        } else {
            for scalar in word.unicodeScalars where !body(LetterCase(scalar)) { return }
        }
    }

    /// The word has a lower-case letter and an upper-case letter after its first letter:
    /// a brand or camel-case name ("iPhone", "AirDrop", "macOS", "McKinsey").
    static func isMixedCase(_ word: Substring) -> Bool {
        var sawLower = false
        var sawInnerUpper = false
        var isFirst = true
        scan(word) { letter in
            if letter.isLowercase { sawLower = true }
            if letter.isUppercase, !isFirst { sawInnerUpper = true }
            if letter.isAlphabetic { isFirst = false }
            return true
        }
        return sawLower && sawInnerUpper
    }

    /// Some hyphen part of the word is mixed-case ("iPhone-Only"), unlike "Sign-In" or "Pop-Up".
    static func isMixedCaseWord(_ word: Substring) -> Bool {
        guard HyphenParts.hasHyphen(word) else { return isMixedCase(word) }
        return HyphenParts.split(word).enumerated().contains { $0.offset % 2 == 0 && isMixedCase($0.element) }
    }

    /// Every letter is upper-case, and there are at least `minimum` letters.
    static func isAllCaps(_ word: Substring, minimum: Int = 2) -> Bool {
        var letters = 0
        var sawLower = false
        scan(word) { letter in
            guard letter.isAlphabetic else { return true }
            if letter.isLowercase {
                sawLower = true
                return false
            }
            if letter.isUppercase { letters += 1 }
            return true
        }
        return !sawLower && letters >= minimum
    }

    static func hasLowercase(_ word: Substring) -> Bool {
        var sawLower = false
        scan(word) { letter in
            sawLower = letter.isLowercase
            return !sawLower
        }
        return sawLower
    }

    /// Only the ASCII letters a to z, at least one: no case, hyphen, apostrophe or digit to decide on.
    static func isPlainLowercase(_ word: Substring) -> Bool {
        !word.isEmpty && word.utf8.allSatisfy { $0 >= 0x61 && $0 <= 0x7A }
    }

    /// A folded word that starts with "i'" ("i'm", "i'll"), read from its first two bytes.
    static func startsWithIApostrophe(_ folded: String) -> Bool {
        var bytes = folded.utf8.makeIterator()
        return bytes.next() == UInt8(ascii: "i") && bytes.next() == UInt8(ascii: "'")
    }

    /// The first letter is upper-case.
    static func startsUppercase(_ word: Substring) -> Bool {
        var isUppercase = false
        scan(word) { letter in
            guard letter.isAlphabetic else { return true }
            isUppercase = letter.isUppercase
            return false
        }
        return isUppercase
    }

    /// First letter upper-case, the rest lower-case: "couldn't" → "Couldn't".
    static func capitalized(_ word: Substring) -> String {
        let ascii = word.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            return String(unsafeUninitializedCapacity: bytes.count) { buffer in
                for (index, byte) in bytes.enumerated() {
                    let isUpper = byte >= 0x41 && byte <= 0x5A
                    let isLower = byte >= 0x61 && byte <= 0x7A
                    buffer[index] = index == 0 ? (isLower ? byte - 0x20 : byte) : (isUpper ? byte + 0x20 : byte)
                }
                return bytes.count
            }
        }
        if let ascii, let ascii { return ascii }
        if word.utf8.allSatisfy({ $0 < 0x80 }) {
            let count = word.utf8.count
            return String(unsafeUninitializedCapacity: count) { buffer in
                var index = 0
                for byte in word.utf8 {
                    let isUpper = byte >= 0x41 && byte <= 0x5A
                    let isLower = byte >= 0x61 && byte <= 0x7A
                    buffer[index] = index == 0 ? (isLower ? byte - 0x20 : byte) : (isUpper ? byte + 0x20 : byte)
                    index += 1
                }
                return count
            }
        }
        guard let first = word.first else { return "" }
        return first.uppercased() + word.dropFirst().lowercased()
    }
}

/// The case properties of one scalar, answered without a Unicode table look-up for ASCII.
struct LetterCase {
    let isLowercase: Bool
    let isUppercase: Bool
    let isAlphabetic: Bool

    @inline(__always)
    init(ascii byte: UInt8) {
        isLowercase = byte >= 0x61 && byte <= 0x7A
        isUppercase = byte >= 0x41 && byte <= 0x5A
        isAlphabetic = isLowercase || isUppercase
    }

    @inline(__always)
    init(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        if value < 0x80 {
            isLowercase = value >= 0x61 && value <= 0x7A
            isUppercase = value >= 0x41 && value <= 0x5A
            isAlphabetic = isLowercase || isUppercase
        } else {
            let properties = scalar.properties
            isLowercase = properties.isLowercase
            isUppercase = properties.isUppercase
            isAlphabetic = properties.isAlphabetic
        }
    }
}
