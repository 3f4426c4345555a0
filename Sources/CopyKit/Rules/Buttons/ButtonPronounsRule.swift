/// You, your, me and my in button titles.
struct ButtonPronounsRule: Rule {
    static let description = RuleDescription(
        id: "button-pronouns",
        summary: "You, your, me or my in a button title.",
        severities: [.ios7: .warning, .tvos: .warning, .ios2011: .warning],
        guidelines: [
            GuidelineQuote(
                .ios2011,
                #"Avoid "you," "your," "me," and "my" as much as possible. Button titles that use these words are often both ambiguous and patronizing."#
            ),
            GuidelineQuote(
                .ios7,
                "Avoid pronouns such as you, your, me, and my, which are sometimes interpreted as insulting or patronizing."
            ),
            GuidelineQuote(
                .tvos,
                "Avoid pronouns such as you, your, me, and my, which are sometimes interpreted as insulting or patronizing."
            ),
        ],
        fixDescription: """
            suggested: drops a possessive "my" or "your" ("Share My Location" → "Share Location", \
            "Delete My Account" → "Delete Account"); "you" and "me" are reported without a fix \
            ("Remind Me Later" needs a rewrite). ios2011 says it of buttons explicitly, ios7 and \
            tvos through their general pronoun rule; off in current and iphoneos3, which have no \
            pronoun guidance (enable it to hold current copy to the older rule).
            """,
        examples: [
            RuleExample(
                Alert(title: "Turn on location sharing?", buttons: ["Cancel", "Share My Location"]), profile: .ios2011,
                triggers: true),
            RuleExample(
                Alert(title: "Delete Account?", buttons: ["Cancel", "Delete My Account"]), profile: .ios7,
                triggers: true),
            RuleExample(
                Alert(title: "Notifications Off", buttons: ["OK", "Remind Me Later"]), profile: .tvos, triggers: true),
            RuleExample(
                Alert(title: "Turn on location sharing?", buttons: ["Cancel", "Share My Location"]), triggers: false),
            RuleExample(
                Alert(title: "Can't Find iPhone", buttons: ["Cancel", "Open Find My"]), profile: .ios7, triggers: false),
            RuleExample(
                Alert(title: "Turn on location sharing?", buttons: ["Cancel", "Share Location"]), profile: .ios2011,
                triggers: false),
            RuleExample(
                Alert(title: "Pair with “My Headphones”?", buttons: ["Cancel", "Pair"]), profile: .ios2011,
                triggers: false),
        ],
        corrections: [
            RuleCorrection(
                Alert(title: "Turn on location sharing?", buttons: ["Cancel", "Share My Location"]),
                Alert(title: "Turn on location sharing?", buttons: ["Cancel", "Share Location"]), profile: .ios2011,
                safety: .suggested),
            RuleCorrection(
                Alert(title: "Delete Account?", buttons: ["Cancel", "Delete My Account"]),
                Alert(title: "Delete Account?", buttons: ["Cancel", "Delete Account"]), profile: .ios7,
                safety: .suggested),
        ],
        safestFix: .suggested
    )

    func check(_ alert: AnalyzedAlert, in context: RuleContext, into findings: inout [Finding]) {
        let rewriter = ButtonRewriter(lexicon: context.lexicon)
        for (index, text) in alert.buttons.enumerated() {
            var candidates = text.tokens.indices.filter {
                text.tokens[$0].kind == .word
                    && context.lexicon.contains(text.string(of: text.tokens[$0]), in: .buttonPronouns)
            }
            guard !candidates.isEmpty else { continue }
            let names = text.properPhraseWordIndices(lexicon: context.lexicon)
            candidates.removeAll { names.contains($0) }
            let pronouns = candidates.map { text.tokens[$0] }
            guard let first = pronouns.first else { continue }
            let edits = rewriter.removingPossessives(from: text)
            let coversAll = pronouns.allSatisfy { pronoun in
                edits.contains { $0.range.lowerBound == pronoun.range.lowerBound }
            }
            let word = text.string(of: first)
            findings.append(
                Finding(
                    ruleID: Self.description.id, severity: .warning, field: .button(index), range: first.range,
                    message: FindingText.joined(
                        "Avoid “", word, "” in a button title: it can read as ambiguous or patronizing."),
                    fixes: coversAll && !edits.isEmpty
                        ? [
                            Fix(
                                field: .button(index), change: .edits(edits), safety: .suggested,
                                summary: FindingText.joined("Remove “", word, "”"))
                        ] : []
                ))
        }
    }
}
