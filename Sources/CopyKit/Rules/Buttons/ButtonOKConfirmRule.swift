/// OK on an alert that asks to confirm an action: the action's verb says what happens.
struct ButtonOKConfirmRule: Rule {
    static let description = RuleDescription(
        id: "button-ok-confirm",
        summary: "OK on an alert that asks to confirm an action instead of the action's verb.",
        severities: [.current: .warning, .ios7: .warning, .tvos: .warning, .ios2011: .warning],
        guidelines: [
            GuidelineQuote(
                .current, "Avoid using OK as the default button title unless the alert is purely informational."),
            GuidelineQuote(
                .current,
                "A specific button title like “Erase,” “Convert,” “Clear,” or “Delete” helps people understand the action they’re taking."
            ),
            GuidelineQuote(.ios7, "Use OK for simple acceptance."),
            GuidelineQuote(.tvos, "Use OK for simple acceptance."),
            GuidelineQuote(.ios2011, #"Use "OK" for a simple acceptance option if there is no better alternative."#),
        ],
        fixDescription: """
            suggested: OK becomes the verb of the action the title or message asks about \
            ("Delete “Road Trip Mix”?" → Delete). An alert asks to confirm when its title or \
            message is a question, or when it also offers Cancel. OK in an informational alert \
            is fine. No verb found: reported without a fix. Off in iphoneos3, which says nothing on OK.
            """,
        examples: [
            RuleExample(Alert(title: "Delete “Road Trip Mix”?", buttons: ["Cancel", "OK"]), triggers: true),
            RuleExample(Alert(title: "Unsubscribe from “Daily Brief”?", buttons: ["Cancel", "OK"]), triggers: true),
            RuleExample(
                Alert(title: "The page at %@ says:", message: "%@", buttons: ["Cancel", "OK"]), triggers: false),
            RuleExample(Alert(title: "%@", buttons: ["Cancel", "OK"]), triggers: false),
            RuleExample(
                Alert(title: "Erase All Content?", message: "This can't be undone.", buttons: ["Cancel", "OK"]),
                profile: .ios7, triggers: true),
            RuleExample(
                Alert(title: "Delete “Road Trip Mix”?", buttons: ["Cancel", "OK"]), profile: .iphoneos3, triggers: false
            ),
            RuleExample(Alert(title: "Image Saved", buttons: ["OK"]), triggers: false),
            RuleExample(
                Alert(title: "Update Installed", message: "The app restarts now.", buttons: ["OK"]), triggers: false),
            RuleExample(Alert(title: "Delete “Road Trip Mix”?", buttons: ["Cancel", "Delete"]), triggers: false),
        ],
        corrections: [
            RuleCorrection(
                Alert(title: "Delete “Road Trip Mix”?", buttons: ["Cancel", "OK"]),
                Alert(title: "Delete “Road Trip Mix”?", buttons: ["Cancel", "Delete"]), safety: .suggested),
            RuleCorrection(
                Alert(title: "Unsubscribe from “Daily Brief”?", buttons: ["Cancel", "OK"]),
                Alert(title: "Unsubscribe from “Daily Brief”?", buttons: ["Cancel", "Unsubscribe"]), safety: .suggested),
            RuleCorrection(
                Alert(title: "Are you sure you want to sign out?", buttons: ["Cancel", "OK"]),
                Alert(title: "Are you sure you want to sign out?", buttons: ["Cancel", "Sign Out"]), safety: .suggested),
        ],
        safestFix: .suggested
    )

    func check(_ alert: AnalyzedAlert, in context: RuleContext, into findings: inout [Finding]) {
        let meaning = alert.buttonMeaning(context.lexicon)
        guard meaning.any(.ok), !meaning.any(.yes),
            let ok = meaning.traits.firstIndex(where: { $0.contains(.ok) && !$0.contains(.cancelRole) }),
            !ButtonSemantics.questionIsSuppliedAtRunTime(alert)
        else { return }
        let offersCancel = meaning.cancelIndex.map { $0 != ok } ?? false
        // Without a Cancel, OK confirms only when a question asks about the action (below): a
        // title and message without a question mark ask nothing, and no action is looked for.
        guard offersCancel || Self.holdsQuestionMark(alert.title) || Self.holdsQuestionMark(alert.message)
        else { return }
        let finder = ActionVerbFinder(lexicon: context.lexicon)
        let action = finder.find(in: alert)
        // Without a Cancel, OK confirms only when the question asks about the action itself:
        // "Check your inbox. Didn't get it?" asks nothing of OK.
        let asks =
            action.map { action in
                let fromTitle =
                    alert.title.flatMap {
                        finder.find(
                            in: $0, isFragmentQuestion: alert.titleClassification?.isConfidentFragmentQuestion ?? false)
                    } == action
                guard let text = fromTitle ? alert.title : alert.message else { return false }
                return text.sentences.contains { $0.range.contains(action.range.lowerBound) && $0.terminator == "?" }
            } ?? false
        guard offersCancel || asks else { return }
        var message: FindingText = "Avoid “OK” on an alert that asks to confirm an action: name the action."
        var fixes: [Fix] = []
        if let action {
            let title = ButtonRewriter(lexicon: context.lexicon).actionTitle(for: action)
            let label = ButtonSemantics.label(of: title)
            let taken = meaning.traits.indices.contains {
                $0 != ok && alert.buttonLabel(at: $0, lexicon: context.lexicon).text == label
            }
            if !taken {
                message = FindingText.joined(
                    "Avoid “OK” on an alert that asks to confirm an action: use “", title, "”.")
                fixes = [
                    Fix(
                        field: .button(ok), change: .replacement(title), safety: .suggested,
                        summary: FindingText.joined("Use “", title, "”"))
                ]
            }
        }
        findings.append(
            Finding(
                ruleID: Self.description.id, severity: .warning, field: .button(ok),
                range: ButtonSemantics.wholeRange(of: alert.buttons[ok]), message: message, fixes: fixes)
        )
    }

    /// Whether a text holds "?" (U+003F), which a sentence that asks ends with: read from its
    /// code units, without splitting it into sentences.
    private static func holdsQuestionMark(_ text: AnalyzedText?) -> Bool { text?.utf16.contains(0x3F) ?? false }
}
