/// A button that cancels but is not titled "Cancel".
struct ButtonCancelLabelRule: Rule {
    static let description = RuleDescription(
        id: "button-cancel-label",
        summary: "A button that cancels the alert's action but is not titled Cancel.",
        severities: [.current: .warning, .ios7: .warning, .tvos: .warning, .ios2011: .info, .iphoneos3: .info],
        guidelines: [
            GuidelineQuote(.current, "Always use “Cancel” to title a button that cancels the alert’s action."),
            GuidelineQuote(.ios7, "A button that cancels an alert’s action should always be labeled Cancel."),
            GuidelineQuote(.tvos, "A button that cancels an alert’s action should always be labeled Cancel."),
            GuidelineQuote(
                .ios2011,
                #"Use verbs and verb phrases, such as "Cancel," "Allow," "Reply," or "Ignore" that relate directly to the alert text."#
            ),
            GuidelineQuote(
                .iphoneos3,
                #"Often, it makes sense to use the label "Cancel" for the button that dismisses the alert without performing the action."#
            ),
        ],
        fixDescription: """
            safe when the button has the cancel role in an alert that asks a question, suggested \
            when the alert only informs (its "Dismiss" may mean "Not Now") or only its title says it \
            cancels ("Never Mind", "Dismiss", "Abort", "Go Back", a "No" without a "Yes"): the \
            title becomes "Cancel". Not reported: "Not Now" and "Later" (Apple's own choice for \
            postponing a decision), acknowledgements such as OK or Done even with the cancel role, \
            refusals such as "Don't Allow", and a "No" next to a "Yes" (button-yes-no reports it). \
            info in ios2011 and iphoneos3, whose texts only imply the label.
            """,
        examples: [
            RuleExample(
                Alert(title: "Stop Sharing Location?", buttons: ["Never Mind", "Stop Sharing"]), triggers: true),
            RuleExample(
                Alert(
                    title: "Leave the Meeting?", buttons: [AlertButton("Dismiss", role: .cancel), AlertButton("Leave")]),
                triggers: true),
            RuleExample(Alert(title: "Delete Recording?", buttons: ["No", "Delete"]), profile: .ios7, triggers: true),
            RuleExample(
                Alert(title: "Delete Recording?", buttons: ["Abort", "Delete"]), profile: .tvos, triggers: true),
            RuleExample(Alert(title: "Turn On Notifications?", buttons: ["Not Now", "Turn On"]), triggers: false),
            RuleExample(Alert(title: "Sign Out of Trailhead?", buttons: ["No", "Yes"]), triggers: false),
            RuleExample(Alert(title: "Image Saved", buttons: [AlertButton("OK", role: .cancel)]), triggers: false),
            RuleExample(Alert(title: "Update Available", buttons: ["Dismiss"]), triggers: false),
            RuleExample(
                Alert(title: "Allow Location Access?", buttons: ["Don't Allow", "Allow"]), profile: .iphoneos3,
                triggers: false),
        ],
        corrections: [
            RuleCorrection(
                Alert(
                    title: "Subscription Expired",
                    buttons: [AlertButton("Dismiss", role: .cancel), AlertButton("Subscribe")]),
                Alert(
                    title: "Subscription Expired",
                    buttons: [AlertButton("Dismiss", role: .cancel), AlertButton("Subscribe")])),
            RuleCorrection(
                Alert(
                    title: "Leave the Meeting?", buttons: [AlertButton("Dismiss", role: .cancel), AlertButton("Leave")]),
                Alert(
                    title: "Leave the Meeting?", buttons: [AlertButton("Cancel", role: .cancel), AlertButton("Leave")])),
            RuleCorrection(
                Alert(title: "Stop Sharing Location?", buttons: ["Never Mind", "Stop Sharing"]),
                Alert(title: "Stop Sharing Location?", buttons: ["Never Mind", "Stop Sharing"])),
            RuleCorrection(
                Alert(title: "Stop Sharing Location?", buttons: ["Never Mind", "Stop Sharing"]),
                Alert(title: "Stop Sharing Location?", buttons: ["Cancel", "Stop Sharing"]), safety: .suggested),
        ]
    )

    func check(_ alert: AnalyzedAlert, in context: RuleContext, into findings: inout [Finding]) {
        let buttons = alert.alert.buttons
        guard buttons.count >= 2 else { return }
        let meaning = alert.buttonMeaning(context.lexicon)
        let traits = meaning.traits
        // "Cancel Subscription" names an action of its own, whatever its role; a "No" next to a
        // "Yes" is an answer; a refusal and "Not Now" are outcomes.
        var notCancelling: ButtonTraits = [.titledCancel, .namesCancellation, .refusal, .notCancelLike]
        if meaning.any(.yes) { notCancelling.insert(.no) }
        // Only a button with the cancel role or a cancel-like title can be a candidate.
        guard meaning.any([.cancelRole, .cancelLike]) else { return }
        var candidates: [(index: Int, safety: FixSafety)] = []
        for index in traits.indices {
            guard traits[index].isDisjoint(with: notCancelling) else { continue }
            // Another button already is the Cancel button: this one is something else.
            if traits.indices.contains(where: {
                $0 != index && !traits[$0].isDisjoint(with: [.cancelRole, .titledCancel])
            }) {
                continue
            }
            if traits[index].contains(.cancelRole) {
                // It cancels an action the alert asks about; beside the optional action of an
                // alert that informs ("VPN Disconnected" with Subscribe), "Dismiss" may mean
                // "Not Now", so the new title is for a person to choose.
                candidates.append((index, asksAQuestion(alert) ? .safe : .suggested))
            } else if traits[index].contains(.cancelLike) {
                // It cancels only when another button performs an action.
                let othersAct = traits.indices.contains {
                    $0 != index && traits[$0].isDisjoint(with: [.cancelLike, .notCancelLike])
                }
                if othersAct { candidates.append((index, .suggested)) }
            }
        }
        // Two buttons that both seem to cancel: report them, but which one is Cancel is unclear.
        let fixable = candidates.count == 1
        for (index, safety) in candidates {
            let fixes =
                fixable
                ? [Fix(field: .button(index), change: .replacement("Cancel"), safety: safety, summary: "Use “Cancel”")]
                : []
            findings.append(
                Finding(
                    ruleID: Self.description.id, severity: .warning, field: .button(index),
                    range: ButtonSemantics.wholeRange(of: alert.buttons[index]),
                    message: FindingText.joined(
                        "Title the button that cancels the alert’s action “Cancel”, not “", buttons[index].title, "”."),
                    fixes: fixes))
        }
    }

    private func asksAQuestion(_ alert: AnalyzedAlert) -> Bool {
        [alert.title, alert.message].contains { text in
            text.map { TrailingPunctuation.of($0).finalMark == "?" } ?? false
        }
    }
}
