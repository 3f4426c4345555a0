/// Two-button alerts: too many buttons, or a single button on an alert that asks a question.
struct ButtonCountRule: Rule {
    static let description = RuleDescription(
        id: "button-count",
        summary: "Too many buttons (current: over three; older editions: three or more), or one button on a question.",
        severities: [.current: .warning, .ios7: .warning, .tvos: .warning, .ios2011: .warning, .iphoneos3: .warning],
        guidelines: [
            GuidelineQuote(
                .current,
                "In all platforms, alerts display a title, optional informative text, and up to three buttons."),
            GuidelineQuote(
                .current,
                "Prefer a two-button alert to give people a clear choice; provide an additional button if necessary."),
            GuidelineQuote(
                .ios7,
                "Single-button alerts inform, but give no control over the situation. Alerts with three or more buttons create complexity and can require scrolling, which is a bad user experience. If you find that you need more than two choices, consider using an action sheet instead."
            ),
            GuidelineQuote(
                .tvos,
                "Single-button alerts inform, but give no control over the situation. Alerts with three or more buttons create complexity."
            ),
            GuidelineQuote(
                .ios2011,
                "An alert that contains three or more buttons is significantly more complex than a two-button alert and should be avoided if possible. In fact, if you find that you need to offer people more than two choices, you should consider using an action sheet instead"
            ),
            GuidelineQuote(
                .iphoneos3,
                "An alert that contains three or more buttons is significantly more complex than a two-button alert, and should be avoided if possible."
            ),
        ],
        fixDescription: """
            none: report only. current allows up to three buttons; ios7, tvos, ios2011 and \
            iphoneos3 report three or more and suggest an action sheet. Every edition reports a \
            single button on an alert that asks a question: one button gives no choice.
            """,
        examples: [
            RuleExample(
                Alert(title: "Replace “Notes.txt”?", buttons: ["Keep Both", "Replace", "Cancel"]), profile: .ios2011,
                triggers: true),
            RuleExample(
                Alert(title: "Replace “Notes.txt”?", buttons: ["Keep Both", "Replace", "Cancel"]), profile: .ios7,
                triggers: true),
            RuleExample(
                Alert(title: "Replace “Notes.txt”?", buttons: ["Keep Both", "Replace", "Cancel"]), triggers: false),
            RuleExample(
                Alert(title: "Replace “Notes.txt”?", buttons: ["Keep Both", "Replace", "Skip", "Cancel"]),
                triggers: true),
            RuleExample(Alert(title: "Reset Home Screen?", buttons: ["Reset"]), profile: .ios7, triggers: true),
            RuleExample(Alert(title: "Delete All Downloads?", buttons: ["Delete All"]), triggers: true),
            RuleExample(Alert(title: "Image Saved", buttons: ["OK"]), triggers: false),
            RuleExample(
                Alert(title: "Delete Recording?", buttons: ["Cancel", "Delete"]), profile: .tvos, triggers: false),
        ],
        safestFix: nil
    )

    func check(_ alert: AnalyzedAlert, in context: RuleContext, into findings: inout [Finding]) {
        let count = alert.alert.buttons.count
        let message: String
        if context.profile == .current && count > 3 {
            message = "Alerts show up to three buttons; this one has \(count)."
        } else if context.profile != .current && count >= 3 {
            message = "Alerts with three or more buttons are complex; consider an action sheet for \(count) choices."
        } else if count == 1 && alert.alert.buttonsComplete && ButtonSemantics.asksQuestion(alert) {
            message = "A single button gives no choice on an alert that asks a question; offer a way to decline."
        } else {
            return
        }
        findings.append(
            Finding(ruleID: Self.description.id, severity: .warning, field: .buttons, range: 0..<0, message: message)
        )
    }
}
