/// Sentence case: the first word of each sentence capitalized, the rest lower but for names,
/// acronyms, brands, "I" and opaque spans.
///
/// PLACEHOLDER: the text-engine work replaces this naive version.
public struct SentenceCaser: Sendable {
    public let lexicon: Lexicon
    /// Words learned as names (capitalized mid-sentence in several strings of one file).
    public let learnedNames: Set<String>

    public init(lexicon: Lexicon = .embedded, learnedNames: Set<String> = []) {
        self.lexicon = lexicon
        self.learnedNames = learnedNames
    }

    public func sentenceCase(_ text: String) -> String {
        TextEditApplier.apply(edits(for: AnalyzedText(text)), to: text)
    }

    public func edits(for text: AnalyzedText) -> [TextEdit] {
        var edits: [TextEdit] = []
        for (index, token) in text.words.enumerated() {
            let word = text.string(of: token)
            let cased = index == 0 ? word.prefix(1).uppercased() + word.dropFirst() : word.lowercased()
            if cased != word { edits.append(TextEdit(range: token.range, replacement: cased)) }
        }
        return edits
    }
}
