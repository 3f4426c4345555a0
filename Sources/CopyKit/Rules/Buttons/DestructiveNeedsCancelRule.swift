/// A destructive action needs a Cancel button.
struct DestructiveNeedsCancelRule: Rule {
    static let description = RuleDescription(
        id: "destructive-needs-cancel",
        summary: "A destructive action (Delete, Erase, Remove, Empty Trash, Reset …) without a Cancel button.",
        severities: [.current: .warning, .ios7: .warning, .tvos: .warning, .ios2011: .warning, .iphoneos3: .warning],
        guidelines: [
            GuidelineQuote(
                .current,
                "Include a Cancel button when there’s a destructive action. A Cancel button provides a clear, safe way to avoid a destructive action."
            ),
            GuidelineQuote(
                .ios7, "Additionally, provide a Cancel button so people can safely opt out of the destructive action."),
            GuidelineQuote(
                .tvos, "Additionally, provide a Cancel button so people can safely opt out of the destructive action."),
            GuidelineQuote(
                .ios2011,
                "In a two-button alert that proposes a potentially risky action, the button that cancels the action should be on the right (and light-colored)."
            ),
            GuidelineQuote(
                .iphoneos3,
                "When this is the case, the alert should display two buttons: one that dismisses the alert and performs the action and one that dismisses the alert without performing the action."
            ),
        ],
        fixDescription: """
            suggested: adds a Cancel button (cancel role) where the edition puts it: on the \
            leading side of a row or at the bottom of a stack (current), on the left (ios7, tvos), \
            on the right for a risky action (ios2011, iphoneos3). A button is destructive when its \
            role says so or its title has a verb from destructive-verbs (Delete, Erase, Remove, \
            Discard, Empty, Reset, Clear, Unpair …; not Sign Out, which loses nothing). A "No", a \
            cancel-like title, a refusal ("Don't Delete") or any other non-destructive button but OK \
            ("Keep Editing" next to "Discard") already offers a way out.
            """,
        examples: [
            RuleExample(Alert(title: "Delete All Downloads?", buttons: ["Delete All"]), triggers: true),
            RuleExample(Alert(title: "Reset Home Screen?", buttons: ["Reset"]), profile: .ios7, triggers: true),
            RuleExample(
                Alert(
                    title: "Remove Account?", buttons: [AlertButton("OK"), AlertButton("Remove", role: .destructive)]),
                profile: .iphoneos3, triggers: true),
            RuleExample(
                Alert(
                    title: "Discard Changes?",
                    buttons: [AlertButton("Keep Editing"), AlertButton("Discard", role: .destructive)]),
                triggers: false),
            RuleExample(Alert(title: "Delete All Downloads?", buttons: ["Cancel", "Delete All"]), triggers: false),
            RuleExample(
                Alert(title: "Delete this voicemail?", buttons: ["Yes", "No"]), profile: .ios2011, triggers: false),
            RuleExample(Alert(title: "Sign Out of Trailhead?", buttons: ["Sign Out"]), triggers: false),
            RuleExample(Alert(title: "Image Saved", buttons: ["OK"]), profile: .tvos, triggers: false),
        ],
        corrections: [
            RuleCorrection(
                Alert(title: "Delete All Downloads?", buttons: ["Delete All"]),
                Alert(
                    title: "Delete All Downloads?",
                    buttons: [AlertButton("Cancel", role: .cancel), AlertButton("Delete All")]),
                safety: .suggested),
            RuleCorrection(
                Alert(title: "Reset Home Screen?", buttons: ["Reset"]),
                Alert(
                    title: "Reset Home Screen?", buttons: [AlertButton("Cancel", role: .cancel), AlertButton("Reset")]),
                profile: .ios7, safety: .suggested),
            RuleCorrection(
                Alert(title: "Delete this voicemail?", buttons: ["Delete"]),
                Alert(
                    title: "Delete this voicemail?",
                    buttons: [AlertButton("Delete"), AlertButton("Cancel", role: .cancel)]),
                profile: .ios2011, safety: .suggested),
        ],
        safestFix: .suggested
    )

    func check(_ alert: AnalyzedAlert, in context: RuleContext, into findings: inout [Finding]) {
        // A Cancel the tool cannot see may be there: only a complete list can lack one.
        guard alert.alert.buttonsComplete else { return }
        let meaning = alert.buttonMeaning(context.lexicon)
        // A cancel button, a cancel-like title or a refusal ("Don't Delete") offers a way out.
        guard let destructive = meaning.firstIndex(with: .destructive),
            !meaning.any([.cancelRole, .cancelLike, .refusal])
        else { return }
        // A non-destructive alternative ("Keep Editing" next to "Discard") is already a safe way
        // out; an OK is not, since it does not say which way it goes.
        guard meaning.traits.allSatisfy({ !$0.isDisjoint(with: [.destructive, .ok]) }) else { return }
        let buttons = alert.alert.buttons
        let cancel = AlertButton("Cancel", role: .cancel)
        let withCancel: [AlertButton]
        switch context.profile {
        case .current:
            let leading = [cancel] + buttons
            withCancel =
                ButtonLayout.of(leading.map(\.title), platform: context.platform) == .stack
                ? buttons + [cancel] : leading
        case .ios7, .tvos:
            withCancel = buttons.count >= 2 ? buttons + [cancel] : [cancel] + buttons
        case .ios2011, .iphoneos3:
            withCancel = buttons + [cancel]
        }
        findings.append(
            Finding(
                ruleID: Self.description.id, severity: .warning, field: .button(destructive),
                range: ButtonSemantics.wholeRange(of: alert.buttons[destructive]),
                message:
                    "“\(buttons[destructive].title)” is destructive: add a Cancel button so people can safely opt out.",
                fixes: [
                    Fix(
                        field: .buttons, change: .buttons(withCancel), safety: .suggested,
                        summary: "Add a Cancel button")
                ])
        )
    }
}
