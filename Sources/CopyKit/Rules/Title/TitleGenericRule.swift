/// A title that conveys nothing: "Error", "Warning", "Alert", "Oops", "Watch", "Error 329347
/// occurred", "An error occurred", "Something went wrong".
struct TitleGenericRule: Rule {
    static let description = RuleDescription(
        id: "title-generic",
        summary: "Titles describe the situation; a single word or “An error occurred” conveys nothing.",
        severities: [.current: .warning, .ios7: .warning, .tvos: .warning, .ios2011: .warning, .iphoneos3: .warning],
        guidelines: [
            GuidelineQuote(
                .current,
                "Avoid writing a title that doesn’t convey useful information — like “Error” or “Error 329347 occurred” — but also avoid overly long titles that wrap to more than two lines."
            ),
            GuidelineQuote(
                .ios7,
                "Write short, descriptive, multiword alert titles. The less text people have to read onscreen, the better. Try to craft a title that avoids adding extra text as a message. Because single-word titles rarely provide useful information, consider asking a question or using short sentences."
            ),
            GuidelineQuote(
                .tvos,
                "Because single-word titles, such as Watch or Rent, rarely provide useful information, consider asking a question or using short sentences."
            ),
            GuidelineQuote(.ios2011, "Avoid single-word titles that don't provide any useful information"),
            GuidelineQuote(
                .iphoneos3,
                "Although brevity is recommended for alert titles, you should not create an alert title that consists of a single word because that does not convey enough information."
            ),
        ],
        fixDescription:
            "suggested: a short title-case title built from the message's main clause (“The file couldn't be saved because the disk is full.” → “Couldn't Save the File”), the message kept for the cause. In iphoneos3, which allows a message without a title, the first fix removes the title instead. Without a message or a recognizable clause the finding has no fix, and a generic question (“Are you sure?”) gets none: its message tells a consequence, not what happened. A one-word verb question (“Unsubscribe?”) names the action and is not generic.",
        examples: [
            RuleExample(
                Alert(title: "Error", message: "The file couldn't be saved because the disk is full.", buttons: ["OK"]),
                triggers: true),
            RuleExample(Alert(title: "Warning", buttons: ["OK"]), triggers: true),
            RuleExample(Alert(title: "Error 329347 occurred", buttons: ["OK"]), triggers: true),
            RuleExample(Alert(title: "An Error Occurred", buttons: ["OK"]), triggers: true),
            RuleExample(Alert(title: "Something went wrong", buttons: ["OK"]), triggers: true),
            RuleExample(
                Alert(title: "Whoops!", message: "The recipe couldn't be saved.", buttons: ["OK"]), triggers: true),
            RuleExample(
                Alert(title: "Watch", message: "Your watch is out of range.", buttons: ["OK"]), profile: .tvos,
                triggers: true),
            RuleExample(Alert(title: "Error", buttons: ["OK"]), profile: .iphoneos3, triggers: true),
            RuleExample(
                Alert(title: "Couldn't Save the File", message: "The disk is full.", buttons: ["OK"]), triggers: false),
            RuleExample(Alert(title: "Unsubscribe?", buttons: ["Cancel", "Unsubscribe"]), triggers: false),
            RuleExample(Alert(title: "Sync Error", buttons: ["OK"]), triggers: false),
            RuleExample(Alert(title: "Download Failed", buttons: ["OK"]), triggers: false),
            RuleExample(Alert(title: "Replace “Notes.txt”?", buttons: ["Cancel", "Replace"]), triggers: false),
            RuleExample(Alert(title: "%@", buttons: ["OK"]), triggers: false),
            RuleExample(Alert(title: "Rental Expired", buttons: ["OK"]), profile: .tvos, triggers: false),
        ],
        corrections: [
            RuleCorrection(
                Alert(title: "Error", message: "The file couldn't be saved because the disk is full.", buttons: ["OK"]),
                Alert(
                    title: "Couldn't Save the File", message: "The file couldn't be saved because the disk is full.",
                    buttons: ["OK"]),
                safety: .suggested),
            RuleCorrection(
                Alert(title: "Alert", message: "We couldn't connect to the server.", buttons: ["OK"]),
                Alert(
                    title: "Couldn't Connect to the Server", message: "We couldn't connect to the server.",
                    buttons: ["OK"]),
                safety: .suggested),
            RuleCorrection(
                Alert(title: "Error", message: "The note couldn't be shared.", buttons: ["OK"]),
                Alert(message: "The note couldn't be shared.", buttons: ["OK"]), profile: .iphoneos3, safety: .suggested
            ),
            RuleCorrection(
                Alert(title: "Error", message: "Try again later.", buttons: ["OK"]),
                Alert(title: "Error", message: "Try again later.", buttons: ["OK"]), safety: .suggested),
        ],
        safestFix: .suggested
    )

    func check(_ alert: AnalyzedAlert, in context: RuleContext, into findings: inout [Finding]) {
        guard let title = alert.title, GenericTitle.isGeneric(title, lexicon: context.lexicon) else { return }
        let fixes = GenericTitle.replacementFixes(for: alert, in: context)
        let message =
            alert.message == nil
            ? FindingText.joined("The title “", title.text, "” conveys no useful information; describe what happened.")
            : FindingText.joined(
                "The title “", title.text,
                "” conveys no useful information; describe what happened, keeping the cause in the message.")
        findings.append(
            Finding(
                ruleID: Self.description.id, severity: .warning, field: .title, range: 0..<title.utf16.count,
                message: message, fixes: fixes)
        )
    }
}
