/// Matches word phrases ("we're sorry", "uh-oh") against the words of an analyzed text: words
/// compared lower-cased with straight apostrophes, separated only by whitespace. Phrases are
/// indexed by their first word as the lexicon knows it, so a position costs one id probe.
/// Built once per lexicon and shared by reference.
final class PhraseMatcher: Sendable {
    /// Phrases as word lists by their first word, longest first.
    let phrasesByFirstWord: LexiconKeyed<[[String]]>

    /// The phrases `entries`, their first words looked up in `lexicon` (the lexicon the texts
    /// matched are read with).
    init(_ entries: [String], lexicon: Lexicon) {
        var index: [String: [[String]]] = [:]
        for entry in entries {
            let words = TextScanning.normalize(entry).split(separator: " " as Character).map(String.init)
            guard let first = words.first else { continue }
            index[first, default: []].append(words)
        }
        phrasesByFirstWord = LexiconKeyed(index.mapValues { $0.sorted { $0.count > $1.count } }, lexicon: lexicon)
    }

    /// The token index after the last word of the longest phrase starting at token `start`, or nil.
    /// - Parameters:
    ///   - words: `text.folded` (read at word tokens only).
    ///   - known: the text's reading by the matcher's lexicon (`text.reading(lexicon).known`).
    func match(in text: AnalyzedText, words: [String], known: [LexiconWord], at start: Int, limit: Int? = nil) -> Int? {
        let end = limit ?? text.tokens.count
        guard start < end, text.tokens[start].kind == .word,
            let candidates = phrasesByFirstWord.value(known[start], folded: words[start])
        else {
            return nil
        }
        for phrase in candidates {
            var index = start
            var matched = true
            for (offset, word) in phrase.enumerated() {
                if offset > 0 {
                    guard index < end, text.tokens[index].kind == .whitespace else {
                        matched = false
                        break
                    }
                    index += 1
                }
                guard index < end, text.tokens[index].kind == .word, words[index] == word else {
                    matched = false
                    break
                }
                index += 1
            }
            if matched { return index }
        }
        return nil
    }
}
