/// Cancel where the edition puts it.
struct ButtonOrderRule: Rule {
    static let description = RuleDescription(
        id: "button-order",
        summary:
            "Cancel not where the profile puts it (leading in a row, bottom of a stack; right of a risky action in ios2011).",
        severities: [.current: .warning, .ios7: .warning, .ios2011: .warning, .iphoneos3: .warning],
        guidelines: [
            GuidelineQuote(
                .current, "Cancel buttons are typically on the leading side of a row or at the bottom of a stack."),
            GuidelineQuote(
                .current, "Always place the default button on the trailing side of a row or at the top of a stack."),
            GuidelineQuote(.ios7, "Cancel buttons should always be on the left."),
            GuidelineQuote(
                .ios2011,
                "In a two-button alert that proposes a potentially risky action, the button that cancels the action should be on the right (and light-colored)."
            ),
            GuidelineQuote(
                .ios2011,
                "In a two-button alert that proposes a benign action that people are likely to want, the button that cancels the action should be on the left (and dark-colored)."
            ),
            GuidelineQuote(
                .iphoneos3,
                "In a two-button alert that proposes a potentially risky action, the button that cancels the action should be on the right and light-colored."
            ),
            GuidelineQuote(
                .iphoneos3,
                "In a two-button alert that proposes a benign action, the button that cancels the action should be on the left (and therefore dark-colored)."
            ),
        ],
        fixDescription: """
            suggested: moves Cancel, keeping every button's role. current: leading side of a row, \
            bottom of a stack (three buttons stack; two stack when a title is clearly too wide for \
            half the alert — then the order is reported without a fix, since the same two buttons \
            form a row in a shorter language or a wider alert; near that width either place is \
            accepted). ios7: always on the left (bottom \
            of a stack of three). ios2011 and iphoneos3: two-button alerts only — right of a risky \
            (destructive) action, left of a benign one; a refusal ("Don't Allow") counts as the \
            cancelling button there, as the 2009 text says. tvos: off, its text places no button.
            """,
        examples: [
            RuleExample(Alert(title: "Remove Apple Watch?", buttons: ["Remove", "Cancel"]), triggers: true),
            RuleExample(Alert(title: "Remove Apple Watch?", buttons: ["Cancel", "Remove"]), triggers: false),
            RuleExample(
                Alert(title: "Delete this photo?", buttons: ["Cancel", "Delete"]), profile: .ios2011, triggers: true),
            RuleExample(
                Alert(title: "Delete this photo?", buttons: ["Delete", "Cancel"]), profile: .ios2011, triggers: false),
            RuleExample(
                Alert(title: "Join “Chess Club”?", buttons: ["Cancel", "Join"]), profile: .iphoneos3, triggers: false),
            RuleExample(
                Alert(title: "Join “Chess Club”?", buttons: ["Join", "Cancel"]), profile: .iphoneos3, triggers: true),
            RuleExample(
                Alert(title: "Allow Location Access?", buttons: ["Allow", "Don’t Allow"]), profile: .iphoneos3,
                triggers: true),
            RuleExample(
                Alert(title: "Allow Location Access?", buttons: ["Don’t Allow", "Allow"]), profile: .iphoneos3,
                triggers: false),
            RuleExample(
                Alert(title: "Remove Apple Watch?", buttons: ["Remove", "Cancel"]), profile: .tvos, triggers: false),
            RuleExample(
                Alert(title: "Replace “Notes.txt”?", buttons: ["Cancel", "Keep Both", "Replace"]), triggers: true),
            RuleExample(
                Alert(title: "Replace “Notes.txt”?", buttons: ["Keep Both", "Replace", "Cancel"]), triggers: false),
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
                Alert(title: "Remove Apple Watch?", buttons: ["Remove", "Cancel"]),
                Alert(title: "Remove Apple Watch?", buttons: ["Cancel", "Remove"]), safety: .suggested),
            RuleCorrection(
                Alert(title: "Delete this photo?", buttons: ["Cancel", "Delete"]),
                Alert(title: "Delete this photo?", buttons: ["Delete", "Cancel"]), profile: .ios2011, safety: .suggested
            ),
            RuleCorrection(
                Alert(title: "Replace “Notes.txt”?", buttons: ["Cancel", "Keep Both", "Replace"]),
                Alert(title: "Replace “Notes.txt”?", buttons: ["Keep Both", "Replace", "Cancel"]), safety: .suggested),
        ],
        safestFix: .suggested
    )

    func check(_ alert: AnalyzedAlert, in context: RuleContext, into findings: inout [Finding]) {
        let buttons = alert.alert.buttons
        guard buttons.count >= 2, context.profile != .tvos else { return }
        let meaning = alert.buttonMeaning(context.lexicon)
        // ios2011 and iphoneos3 call a refusal the button that cancels ("the button that cancels
        // the action (that is, Don’t Allow)").
        let olderEdition = context.profile == .ios2011 || context.profile == .iphoneos3
        guard let cancel = meaning.cancelIndex ?? (olderEdition ? meaning.onlyIndex(with: .refusal) : nil)
        else { return }
        let last = buttons.count - 1
        let expected: Int
        let message: String
        var fixable = true
        switch context.profile {
        case .tvos:
            return
        case .current, .ios7:
            let layout: ButtonLayout =
                buttons.count >= 3
                ? .stack
                : context.profile == .ios7
                    ? .row
                    : ButtonLayout.of(widest: meaning.widestWidth, platform: context.platform)
            if layout == .undetermined {
                // Near the width where two buttons stack: either place is right somewhere.
                return
            } else if layout == .row {
                expected = 0
                message = "Put Cancel on the leading side of a row of buttons."
            } else {
                expected = last
                fixable = !ButtonLayout.dependsOnWidth(buttons.count)
                message =
                    fixable
                    ? "Put Cancel at the bottom of a stack of buttons."
                    : "These buttons stack because a title is long: Cancel belongs at the bottom of a stack."
            }
        case .ios2011, .iphoneos3:
            guard buttons.count == 2 else { return }
            let other = 1 - cancel
            let risky =
                meaning.traits[other].contains(.destructive)
                || (ActionVerbFinder(lexicon: context.lexicon).find(in: alert).map {
                    context.lexicon.contains($0.lemma, in: .destructiveVerbs)
                } ?? false)
            expected = risky ? last : 0
            message =
                risky
                ? "The alert proposes a risky action: put Cancel on the right."
                : "The alert proposes a benign action: put Cancel on the left."
        }
        guard cancel != expected else { return }
        var reordered = buttons
        let moved = reordered.remove(at: cancel)
        reordered.insert(moved, at: expected)
        findings.append(
            Finding(
                ruleID: Self.description.id, severity: .warning, field: .button(cancel),
                range: ButtonSemantics.wholeRange(of: alert.buttons[cancel]), message: message,
                fixes: fixable
                    ? [Fix(field: .buttons, change: .buttons(reordered), safety: .suggested, summary: "Move Cancel")]
                    : [])
        )
    }
}
