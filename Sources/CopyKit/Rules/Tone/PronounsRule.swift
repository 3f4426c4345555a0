/// "you", "your", "me", "my" in a title or message (ios7, tvos, ios2011).
struct PronounsRule: Rule {
    static let description = RuleDescription(
        id: "pronouns",
        summary: "Avoid “you”, “your”, “me” and “my” in alert text.",
        severities: [.ios7: .warning, .tvos: .warning, .ios2011: .warning],
        guidelines: [
            GuidelineQuote(
                .ios7,
                "Avoid pronouns such as you, your, me, and my, which are sometimes interpreted as insulting or patronizing."
            ),
            GuidelineQuote(
                .tvos,
                "Avoid pronouns such as you, your, me, and my, which are sometimes interpreted as insulting or patronizing."
            ),
            GuidelineQuote(.ios2011, "Avoid using \"you,\" \"your,\" \"me,\" and \"my\" as much as possible"),
            GuidelineQuote(
                .ios2011,
                "Sometimes, text that identifies people directly can be ambiguous and can even be interpreted as an insult."
            ),
        ],
        fixDescription:
            "suggested, where a rewrite is reliable (Lexicons/pronoun-rewrites.txt): “Your X” → “The X”; “Are you sure you want to …?” and “Do you want to …?” → the action itself; “You can't undo this action.” → “This action can't be undone.”. Other uses are reported without a fix. Off in current and iphoneos3, which have no pronoun guidance (button titles: button-pronouns).",
        examples: [
            RuleExample(
                Alert(title: "Can't Join Game", message: "Your game session has ended.", buttons: ["OK"]),
                profile: .ios7, triggers: true),
            RuleExample(
                Alert(
                    title: "Rental Expired", message: "You can rent this movie again from the store.", buttons: ["OK"]),
                profile: .tvos, triggers: true),
            RuleExample(
                Alert(title: "Are you sure you want to delete this playlist?", buttons: ["Cancel", "Delete"]),
                profile: .ios7, triggers: true),
            RuleExample(
                Alert(title: "Sync Interrupted", message: "Your library couldn't be updated.", buttons: ["OK"]),
                profile: .ios2011, triggers: true),
            RuleExample(
                Alert(title: "Can't Join Game", message: "Your game session has ended.", buttons: ["OK"]),
                triggers: false),
            RuleExample(
                Alert(title: "Can't Join Game", message: "The game session has ended.", buttons: ["OK"]),
                profile: .ios7, triggers: false),
            RuleExample(
                Alert(title: "Open “Your Story.pages”?", buttons: ["Cancel", "Open"]), profile: .ios7, triggers: false),
            RuleExample(
                Alert(title: "Delete Your Account?", buttons: ["Cancel", "Delete"]), profile: .iphoneos3,
                triggers: false),
        ],
        corrections: [
            RuleCorrection(
                Alert(title: "Can't Join Game", message: "Your game session has ended.", buttons: ["OK"]),
                Alert(title: "Can't Join Game", message: "The game session has ended.", buttons: ["OK"]),
                profile: .ios7,
                safety: .suggested),
            RuleCorrection(
                Alert(
                    title: "Rental Expired", message: "You can rent this movie again from the store.", buttons: ["OK"]),
                Alert(
                    title: "Rental Expired", message: "This movie can be rented again from the store.", buttons: ["OK"]),
                profile: .tvos, safety: .suggested),
            RuleCorrection(
                Alert(
                    title: "Empty Trash?", message: "You can't undo this action.", buttons: ["Cancel", "Empty Trash"]),
                Alert(
                    title: "Empty Trash?", message: "This action can't be undone.", buttons: ["Cancel", "Empty Trash"]),
                profile: .ios2011, safety: .suggested),
            RuleCorrection(
                Alert(title: "Do you want to share your workouts?", buttons: ["Don't Share", "Share"]),
                Alert(title: "Share the workouts?", buttons: ["Don't Share", "Share"]), profile: .ios7,
                safety: .suggested),
        ],
        safestFix: .suggested
    )

    func check(_ alert: AnalyzedAlert, in context: RuleContext, into findings: inout [Finding]) {
        let rewriter = PhraseRewriter(table: "pronoun-rewrites", context: context)
        for (field, text) in [(AlertField.title, alert.title), (.message, alert.message)] {
            guard let text else { continue }
            var occurrences = text.tokens.indices.filter {
                text.tokens[$0].kind == .word
                    && context.lexicon.contains(text.normalizedWord(at: $0), in: .personPronouns)
            }
            guard !occurrences.isEmpty else { continue }
            let names = text.properPhraseWordIndices(lexicon: context.lexicon)
            occurrences.removeAll { names.contains($0) }
            guard !occurrences.isEmpty else { continue }
            let matches = rewriter.matches(in: text)
            var reported: Set<Int> = []
            for index in occurrences {
                let range = text.tokens[index].range
                let word = text.string(range)
                if let position = matches.firstIndex(where: { $0.range.contains(range.lowerBound) }) {
                    guard reported.insert(position).inserted else { continue }
                    let match = matches[position]
                    let fixes =
                        match.replacement.map {
                            [
                                TextFix.make(
                                    field: field, text: text, edits: [TextEdit(range: match.range, replacement: $0)],
                                    safety: .suggested, summary: FindingText.joined("Rephrase without “", word, "”"))
                            ]
                        } ?? []
                    findings.append(finding(field: field, range: match.range, word: word, fixes: fixes))
                } else {
                    findings.append(finding(field: field, range: range, word: word, fixes: []))
                }
            }
        }
    }

    private func finding(field: AlertField, range: Range<Int>, word: String, fixes: [Fix]) -> Finding {
        Finding(
            ruleID: Self.description.id, severity: .warning, field: field, range: range,
            message: FindingText.joined("Avoid “", word, "”: pronouns that address people can read as patronizing."),
            fixes: fixes)
    }
}
