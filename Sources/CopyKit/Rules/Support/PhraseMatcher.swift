/// Matches word phrases ("we're sorry", "uh-oh") against the words of an analyzed text: words
/// compared lower-cased with straight apostrophes, separated only by whitespace.
struct PhraseMatcher: Sendable {
    /// Phrases as word lists, longest first.
    let phrases: [[String]]

    init(_ entries: [String]) {
        phrases = entries.map { TextScanning.normalize($0).split(separator: " ").map(String.init) }
            .filter { !$0.isEmpty }
            .sorted { $0.count > $1.count }
    }

    /// The token index after the last word of the longest phrase starting at token `start`, or nil.
    func match(in text: AnalyzedText, at start: Int, limit: Int? = nil) -> Int? {
        let end = limit ?? text.tokens.count
        guard start < end, text.tokens[start].kind == .word else { return nil }
        for phrase in phrases {
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
                guard index < end, text.tokens[index].kind == .word, text.normalizedWord(at: index) == word else {
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
