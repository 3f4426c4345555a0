/// Button titles in title-style capitalization.
struct ButtonCaseRule: Rule {
    static let description = RuleDescription(
        id: "button-case",
        summary: "A button title not in title-style capitalization.",
        severities: [.current: .warning, .ios7: .warning, .tvos: .warning, .ios2011: .warning],
        guidelines: [
            GuidelineQuote(
                .current, "As with all button titles, use title-style capitalization and no ending punctuation."),
            GuidelineQuote(
                .ios7, "As with all button titles, use title-style capitalization and no ending punctuation."),
            GuidelineQuote(
                .tvos, "As with all button titles, use title-style capitalization and no ending punctuation."),
            GuidelineQuote(
                .ios2011, "As with all button titles, use title-style capitalization and no ending punctuation."),
        ],
        fixDescription: """
            safe: recapitalizes the title in Apple's title style ("View all" → "View All", \
            "cancel" → "Cancel", "Delete from Library" stays); names, acronyms and quoted or \
            format spans are kept. Off in iphoneos3, which says nothing on button capitalization.
            """,
        examples: [
            RuleExample(Alert(title: "New Replies", buttons: ["OK", "View all"]), triggers: true),
            RuleExample(Alert(title: "delete all reminders?", buttons: ["cancel", "delete"]), triggers: true),
            RuleExample(
                Alert(title: "Turn On Location Sharing?", buttons: ["Cancel", "turn on"]), profile: .ios7,
                triggers: true),
            RuleExample(
                Alert(title: "New Replies", buttons: ["OK", "View all"]), profile: .iphoneos3, triggers: false),
            RuleExample(Alert(title: "New Replies", buttons: ["OK", "View All"]), triggers: false),
            RuleExample(
                Alert(
                    title: "Delete Good Night Stories for Rebel Girls from Library?",
                    buttons: [
                        AlertButton("Delete from Library", role: .destructive), AlertButton("Cancel", role: .cancel),
                    ]),
                triggers: false),
        ],
        corrections: [
            RuleCorrection(
                Alert(title: "New Replies", buttons: ["OK", "View all"]),
                Alert(title: "New Replies", buttons: ["OK", "View All"])),
            RuleCorrection(
                Alert(title: "Delete All Reminders?", buttons: ["cancel", "delete"]),
                Alert(title: "Delete All Reminders?", buttons: ["Cancel", "Delete"])),
        ]
    )

    func check(_ alert: AnalyzedAlert, in context: RuleContext, into findings: inout [Finding]) {
        let meaning = alert.buttonMeaning(context.lexicon)
        for (index, text) in alert.buttons.enumerated() {
            // Most titles were found title-cased when their label was read, once per run.
            if meaning.passes(.titleCased, at: index) { continue }
            let edits = CaseEdits.edits(for: text, style: .title, context: context).edits
            guard let first = edits.first, let last = edits.last else { continue }
            let cased = TextEditApplier.apply(edits, to: text.text)
            findings.append(
                Finding(
                    ruleID: Self.description.id, severity: .warning, field: .button(index),
                    range: first.range.lowerBound..<last.range.upperBound,
                    message: FindingText.joined("Use title-style capitalization in button titles: “", cased, "”."),
                    fixes: [
                        Fix(
                            field: .button(index), change: .edits(edits), safety: .safe,
                            summary: "Capitalize as a title")
                    ]))
        }
    }
}
