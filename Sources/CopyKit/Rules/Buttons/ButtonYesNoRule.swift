/// Yes/No buttons: Apple asks for titles that name the result ("Delete", "Sign Out").
struct ButtonYesNoRule: Rule {
    static let description = RuleDescription(
        id: "button-yes-no",
        summary: "Buttons titled Yes or No instead of the action they perform.",
        severities: [.current: .warning, .ios7: .warning, .tvos: .warning, .ios2011: .warning],
        guidelines: [
            GuidelineQuote(
                .current, "In informational alerts only, you can use “OK” for acceptance, avoiding “Yes” and “No.”"),
            GuidelineQuote(
                .current,
                "Prefer verbs and verb phrases that relate directly to the alert text — for example, “View All,” “Reply,” or “Ignore.”"
            ),
            GuidelineQuote(.ios7, "Use OK for simple acceptance. Avoid using Yes and No."),
            GuidelineQuote(.tvos, "Use OK for simple acceptance. Avoid using Yes or No."),
            GuidelineQuote(
                .ios2011,
                #"Use "OK" for a simple acceptance option if there is no better alternative. Avoid using "Yes" or "No.""#
            ),
        ],
        fixDescription: """
            suggested: Yes becomes the action's verb from the title or message (with a phrasal \
            verb's particle, "Sign Out", or the object of a verb that is unclear alone, "Empty \
            Trash"); No becomes "Cancel", or "Don't <Verb>" when refusing is an outcome of its own \
            ("Save This Workout?" → Save, Don't Save). The order is kept (button-order moves Cancel). \
            No verb found: reported without a fix. A lone "No" next to an action ("No", "Delete") is \
            button-cancel-label's. Off in iphoneos3, whose text says nothing on Yes and No.
            """,
        examples: [
            RuleExample(
                Alert(title: "Delete this voicemail?", buttons: ["Yes", "No"]), profile: .ios2011, triggers: true),
            RuleExample(Alert(title: "Sign Out of Trailhead?", buttons: ["No", "Yes"]), triggers: true),
            RuleExample(Alert(title: "%@", message: "%@", buttons: ["No", "Yes"]), triggers: false),
            RuleExample(Alert(title: "Are you sure?", buttons: ["No", "Yes"]), triggers: true),
            RuleExample(Alert(title: "Stop Workout?", buttons: ["No", "Stop"]), triggers: false),
            RuleExample(
                Alert(title: "Delete this voicemail?", buttons: ["Yes", "No"]), profile: .tvos, triggers: true),
            RuleExample(
                Alert(title: "Delete this voicemail?", buttons: ["Yes", "No"]), profile: .iphoneos3, triggers: false),
            RuleExample(Alert(title: "Delete this voicemail?", buttons: ["Cancel", "Delete"]), triggers: false),
            RuleExample(Alert(title: "Not Yet Available", buttons: ["OK"]), triggers: false),
        ],
        corrections: [
            RuleCorrection(
                Alert(title: "Delete this voicemail?", buttons: ["Yes", "No"]),
                Alert(title: "Delete this voicemail?", buttons: ["Delete", "Cancel"]), profile: .ios2011,
                safety: .suggested),
            RuleCorrection(
                Alert(title: "Sign Out of Trailhead?", buttons: ["No", "Yes"]),
                Alert(title: "Sign Out of Trailhead?", buttons: ["Cancel", "Sign Out"]), safety: .suggested),
            RuleCorrection(
                Alert(title: "Are you sure you want to sign out?", buttons: ["No", "Yes"]),
                Alert(title: "Are you sure you want to sign out?", buttons: ["Cancel", "Sign Out"]), safety: .suggested),
            RuleCorrection(
                Alert(title: "Do you want to save the changes?", buttons: ["Yes", "No"]),
                Alert(title: "Do you want to save the changes?", buttons: ["Save", "Don't Save"]), safety: .suggested),
            RuleCorrection(
                Alert(title: "Do you want to empty the trash?", buttons: ["No", "Yes"]),
                Alert(title: "Do you want to empty the trash?", buttons: ["Cancel", "Empty Trash"]), safety: .suggested),
            RuleCorrection(
                Alert(title: "Delete this voicemail?", buttons: ["Yes", "No"]),
                Alert(title: "Delete this voicemail?", buttons: ["Yes", "No"]), profile: .ios2011, safety: .safe),
        ],
        safestFix: .suggested
    )

    func check(_ alert: AnalyzedAlert, in context: RuleContext, into findings: inout [Finding]) {
        let meaning = alert.buttonMeaning(context.lexicon)
        // A lone "No" next to an action ("No", "Delete") is button-cancel-label's: it cancels.
        guard meaning.any(.yes), !ButtonSemantics.questionIsSuppliedAtRunTime(alert),
            let first = meaning.firstIndex(with: [.yes, .no])
        else { return }
        let buttons = alert.alert.buttons
        var message: FindingText = "Avoid “Yes” and “No”: title each button with what it does."
        var fixes: [Fix] = []
        if let action = ActionVerbFinder(lexicon: context.lexicon).find(in: alert) {
            let rewriter = ButtonRewriter(lexicon: context.lexicon)
            let actionTitle = rewriter.actionTitle(for: action)
            let refusalTitle =
                rewriter.refusalIsAnOutcome(action)
                ? rewriter.refusalTitle(for: action, apostrophe: ButtonSemantics.apostrophe(of: alert.alert)) : "Cancel"
            var rewritten = buttons
            for index in rewritten.indices {
                if meaning.traits[index].contains(.yes) {
                    rewritten[index].title = actionTitle
                } else if meaning.traits[index].contains(.no) {
                    rewritten[index].title = refusalTitle
                }
            }
            let titles = rewritten.map { ButtonSemantics.label(of: $0.title) }
            // Every label different: a handful, each compared with those before it, not hashed into a set.
            if titles.indices.allSatisfy({ !titles[..<$0].contains(titles[$0]) }) {
                message =
                    meaning.any(.no)
                    ? FindingText.joined(
                        "Avoid “Yes” and “No”: title the buttons “", actionTitle, "” and “", refusalTitle, "”.")
                    : FindingText.joined("Avoid “Yes”: title the button “", actionTitle, "”.")
                fixes = [
                    Fix(
                        field: .buttons, change: .buttons(rewritten), safety: .suggested,
                        summary: FindingText.joined("Use “", actionTitle, "” and “", refusalTitle, "”"))
                ]
            }
        }
        findings.append(
            Finding(
                ruleID: Self.description.id, severity: .warning, field: .button(first),
                range: ButtonSemantics.wholeRange(of: alert.buttons[first]), message: message, fixes: fixes)
        )
    }
}
