/// Learns proper names from a file's own strings (SPEC §4): a capitalized word that appears
/// mid-sentence in at least two sentence-style strings is treated as a name ("Trailhead",
/// "Pocket"), so sentence case keeps it.
public enum NameLearner {
    /// The learned names in `values`, each spelled as written.
    public static func names(in values: [String], minimumStrings: Int = 2) -> Set<String> {
        var counts: [String: Int] = [:]
        for value in values {
            var seen: Set<String> = []
            let words = midSentenceCapitalizedWords(value)
            guard let words else { continue }
            for word in words where seen.insert(word).inserted { counts[word, default: 0] += 1 }
        }
        return Set(counts.filter { $0.value >= minimumStrings }.keys)
    }

    /// Capitalized words not at a sentence start, or nil when the text is not sentence-style
    /// (half or more of its words capitalized, as in a title).
    private static func midSentenceCapitalizedWords(_ text: String) -> [String]? {
        var words: [(word: Substring, sentenceStart: Bool)] = []
        var sentenceStart = true
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character.isLetter {
                var end = text.index(after: index)
                while end < text.endIndex, text[end].isLetter || text[end] == "'" || text[end] == "’" {
                    end = text.index(after: end)
                }
                words.append((text[index..<end], sentenceStart))
                sentenceStart = false
                index = end
                continue
            }
            if character == "." || character == "!" || character == "?" || character == ":" { sentenceStart = true }
            index = text.index(after: index)
        }
        guard words.count >= 3 else { return nil }
        let capitalized = words.filter { $0.word.first?.isUppercase == true }
        guard capitalized.count * 2 < words.count else { return nil }
        return capitalized.filter { entry in
            !entry.sentenceStart && entry.word != "I" && entry.word.dropFirst().allSatisfy { !$0.isUppercase }
        }.map { String($0.word) }
    }
}
