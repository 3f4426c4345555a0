/// A message longer than two lines at the platform's alert width.
struct MessageLengthRule: Rule {
    static let description = RuleDescription(
        id: "message-length",
        summary: "Messages fit on one or two lines at the alert width.",
        severities: [.current: .warning, .ios7: .warning, .tvos: .warning, .ios2011: .warning, .iphoneos3: .info],
        guidelines: [
            GuidelineQuote(
                .current,
                "If you need to add an informative message, keep it as short as possible, using complete sentences, sentence-style capitalization, and appropriate punctuation."
            ),
            GuidelineQuote(.ios7, "Try to keep messages short enough to fit on one or two lines to prevent scrolling."),
            GuidelineQuote(.tvos, "Try to keep messages short enough to fit on one or two lines to prevent scrolling."),
            GuidelineQuote(.ios2011, "If possible, keep the message short enough to display on one or two lines."),
            GuidelineQuote(
                .iphoneos3,
                "When this is the case, you can dispense with the title and instead display a brief message that describes the situation."
            ),
        ],
        fixDescription:
            "none (report only). The message is wrapped with approximate system-font advance widths at the platform's alert width and message size (--platform); more than two lines fires. Info in iphoneos3, which only asks for a brief message.",
        examples: [
            RuleExample(
                Alert(
                    title: "Couldn't Finish Setup",
                    message:
                        "Setup couldn't finish because this Apple Watch is paired with another iPhone. Unpair it from the other iPhone first, or erase this Apple Watch and set it up again as a new watch, then bring the two devices close together.",
                    buttons: ["OK"]), triggers: true),
            RuleExample(
                Alert(
                    title: "Couldn't Sync",
                    message:
                        "The library couldn't be synced because the server stopped responding in the middle of the upload. Check the connection and try again later.",
                    buttons: ["OK"]), profile: .ios2011, triggers: true),
            RuleExample(
                Alert(
                    title: "Warning",
                    message: "The calendar couldn't be published because the server rejected the request.",
                    buttons: ["OK"]), triggers: false),
            RuleExample(
                Alert(title: "Can't Open Recipe", message: "This recipe was deleted by its author.", buttons: ["OK"]),
                triggers: false),
        ]
    )

    func check(_ alert: AnalyzedAlert, in context: RuleContext) -> [Finding] {
        guard let message = alert.message else { return [] }
        let lines = AlertWidth(platform: context.platform).lineCount(of: message, style: .message)
        guard lines > 2 else { return [] }
        return [
            Finding(
                ruleID: Self.description.id, severity: .warning, field: .message, range: 0..<message.utf16.count,
                message:
                    "The message wraps to about \(lines) lines on \(context.platform.rawValue); keep it to one or two.")
        ]
    }
}
