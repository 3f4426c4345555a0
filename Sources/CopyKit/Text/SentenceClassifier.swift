/// Says whether a text is a fragment, a sentence, a question (and which kind) or several sentences.
///
/// PLACEHOLDER: the text-engine work replaces this naive version.
public struct SentenceClassifier: Sendable {
    public let lexicon: Lexicon

    public init(lexicon: Lexicon = .embedded) { self.lexicon = lexicon }

    public func classify(_ text: AnalyzedText, role: TextRole) -> Classification {
        if text.text.hasSuffix("?") {
            return Classification(kind: .fragmentQuestion, confidence: 0.5, reason: "ends with ?")
        }
        if text.text.hasSuffix(".") { return Classification(kind: .sentence, confidence: 0.5, reason: "ends with .") }
        return Classification(kind: .fragment, confidence: 0.5, reason: "no ending punctuation")
    }
}
