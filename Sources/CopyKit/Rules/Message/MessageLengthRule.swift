/// A message too long for the alert: in the editions that set a limit, more than two lines at the
/// platform's alert width; in the current guideline, which sets none, a message that would make
/// the alert scroll (warning), or a message of more than five lines that would scroll at the first
/// accessibility text size (info). A message of three to five lines is not reported: the
/// guideline sets no line count and accepts that "an alert might scroll if the text size is
/// large enough".
struct MessageLengthRule: Rule {
    static let description = RuleDescription(
        id: "message-length",
        summary:
            "Messages fit on one or two lines at the alert width (current: the alert doesn't scroll).",
        severities: [.current: .warning, .ios7: .warning, .tvos: .warning, .ios2011: .warning, .iphoneos3: .info],
        guidelines: [
            GuidelineQuote(
                .current,
                "If you need to add an informative message, keep it as short as possible, using complete sentences, sentence-style capitalization, and appropriate punctuation."
            ),
            GuidelineQuote(
                .current,
                "When possible, avoid displaying an alert that scrolls. Although an alert might scroll if the text size is large enough, be sure to minimize the potential for scrolling by keeping alert titles short and including a brief message only when necessary."
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
            "none (report only). The message is wrapped with approximate system-font advance widths at the platform's alert width and message size (--platform); a run-time value (%@, {name}) counts as about ten characters, a number (%d) as four digits. ios7, tvos, ios2011: more than two lines fires. current, which sets no line count: a warning when the alert would scroll (a one-line title, the message and the buttons taller than the alert may be: on iOS an iPhone SE in landscape, about 14 message lines), info when it is longer than five lines at the default size and would scroll at the first accessibility text size; three to five lines are not reported, since the guideline sets no line count and accepts that an alert might scroll if the text size is large enough. Info in iphoneos3, which only asks for a brief message.",
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
                    title: "Couldn't Sync",
                    message:
                        "The library couldn't be synced because the server stopped responding in the middle of the upload. Check the connection and try again later.",
                    buttons: ["OK"]), triggers: false),
            RuleExample(
                Alert(
                    title: "Couldn't Share %@",
                    message: "%@ couldn't be shared with %@ because %@ has no room left for %@ in %@.",
                    buttons: ["OK"]), profile: .ios7, triggers: true),
            RuleExample(
                Alert(
                    title: "Warning",
                    message: "The calendar couldn't be published because the server rejected the request.",
                    buttons: ["OK"]), triggers: false),
            RuleExample(
                Alert(title: "Can't Open Recipe", message: "This recipe was deleted by its author.", buttons: ["OK"]),
                triggers: false),
            RuleExample(
                Alert(
                    title: "Remove from This Device?",
                    message:
                        "You will no longer be able to open your subscription on this device. This won't cancel your subscription, and it stays active on your other devices.",
                    buttons: ["Cancel", "Remove"]), triggers: false),
            RuleExample(
                Alert(
                    title: "Unsynced Notes",
                    message:
                        "Signing out deletes any unsynced notes. You can check your synced notes by signing in on the web.",
                    buttons: ["Delete Notes", "Visit Website", "Cancel"]), triggers: false),
        ],
        gradesSeverity: true,
        safestFix: nil
    )

    func check(_ alert: AnalyzedAlert, in context: RuleContext, into findings: inout [Finding]) {
        guard let message = alert.message else { return }
        let width = AlertWidth(platform: context.platform)
        let lines = width.lineCount(of: message, style: .message)
        guard lines > 2 else { return }
        func finding(_ severity: Severity, _ text: String) {
            findings.append(
                Finding(
                    ruleID: Self.description.id, severity: severity, field: .message, range: 0..<message.utf16.count,
                    message: text))
        }
        let platform = context.platform.rawValue
        guard context.profile == .current else {
            finding(.warning, "The message wraps to about \(lines) lines on \(platform); keep it to one or two.")
            return
        }
        if lines > linesBeforeScrolling(alert, width: width, platform: context.platform) {
            finding(
                .warning,
                "The message wraps to about \(lines) lines on \(platform), so the alert would scroll; shorten it.")
            return
        }
        // Three to five lines are as short as a message that explains something usually gets;
        // the guideline accepts that they may scroll at the largest text sizes.
        guard lines > Self.linesAWriterAccepts else { return }
        let large = width.atFirstAccessibilityTextSize(platform: context.platform)
        let largeLines = large.lineCount(of: message, style: .message)
        if largeLines > linesBeforeScrolling(alert, width: large, platform: context.platform) {
            finding(
                .info,
                "The message wraps to about \(lines) lines on \(platform); at a larger text size the alert would scroll. Keep it as short as possible."
            )
        }
    }

    /// The longest message (in lines at the default text size) the current profile leaves alone
    /// unless the alert scrolls at that size.
    static let linesAWriterAccepts = 5

    /// How many message lines fit before the alert scrolls, with its title and buttons.
    private func linesBeforeScrolling(_ alert: AnalyzedAlert, width: AlertWidth, platform: Platform) -> Int {
        let titleLines = alert.title.map { width.lineCount(of: $0, style: .title) } ?? 0
        return AlertHeight(platform: platform, width: width).messageLinesBeforeScrolling(
            titleLines: titleLines, buttonCount: alert.alert.buttons.count)
    }
}
