/// Button titles of one or two words; an article, short preposition or conjunction joining them
/// ("Delete from Library", the guideline's own example) does not count.
struct ButtonLengthRule: Rule {
    static let description = RuleDescription(
        id: "button-length",
        summary:
            "A button title over two words (info) or over three words (warning), not counting articles, short prepositions and conjunctions.",
        severities: [.current: .warning, .ios7: .warning, .tvos: .warning, .ios2011: .warning],
        guidelines: [
            GuidelineQuote(
                .current, "Aim for a one- or two-word title that describes the result of selecting the button."),
            GuidelineQuote(
                .ios7,
                "The best button titles consist of one or two words that describe the result of selecting the button."),
            GuidelineQuote(
                .tvos,
                "The best button titles consist of one or two words that describe the result of selecting the button."),
            GuidelineQuote(
                .ios2011,
                "The best titles consist of one or two words that make sense in the context of the alert text."),
        ],
        fixDescription: """
            none: report only. Three words are info (the guideline says "aim for"), four or more \
            a warning. Words, numbers and quoted or format spans each count as one word; articles, \
            short prepositions and conjunctions do not ("Delete from Library", the guideline's own \
            example, has two). Off in iphoneos3, which says nothing on button length.
            """,
        examples: [
            RuleExample(
                Alert(title: "Stop Recording?", buttons: ["Cancel", "Stop and Delete Recording"]), triggers: true),
            RuleExample(
                Alert(title: "Delete Your Account?", buttons: ["Cancel", "Delete My Account"]), triggers: true),
            RuleExample(
                Alert(title: "Stop Recording?", buttons: ["Cancel", "Stop and Delete Recording"]), profile: .ios2011,
                triggers: true),
            RuleExample(
                Alert(title: "Stop Recording?", buttons: ["Cancel", "Stop and Delete Recording"]), profile: .iphoneos3,
                triggers: false),
            RuleExample(Alert(title: "Stop Sharing Location?", buttons: ["Cancel", "Stop Sharing"]), triggers: false),
            RuleExample(Alert(title: "Send Photos?", buttons: ["Cancel", "Send %@"]), triggers: false),
            RuleExample(
                Alert(
                    title: "Delete Good Night Stories for Rebel Girls from Library?",
                    buttons: ["Delete from Library", "Cancel"]), triggers: false),
        ],
        gradesSeverity: true
    )

    func check(_ alert: AnalyzedAlert, in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for (index, text) in alert.buttons.enumerated() {
            let words = text.tokens.indices.filter {
                switch text.tokens[$0].kind {
                case .word, .number, .opaque: return true
                case .punctuation, .whitespace: return false
                }
            }
            guard let first = words.first, let last = words.last else { continue }
            // "Delete from Library": a small word between the others does not count.
            let counted = words.filter { $0 == first || !context.lexicon.smallWords.contains(text.folded[$0]) }
            guard counted.count > 2 else { continue }
            findings.append(
                Finding(
                    ruleID: Self.description.id, severity: counted.count > 3 ? .warning : .info,
                    field: .button(index),
                    range: text.tokens[first].range.lowerBound..<text.tokens[last].range.upperBound,
                    message: "Aim for a one- or two-word button title; “\(text.text)” has \(words.count) words."))
        }
        return findings
    }
}
