/// Accusatory or judgmental wording: "You entered an invalid code.", "you failed to",
/// "illegal", "wrong", "bad".
struct ToneAccusatoryRule: Rule {
    static let description = RuleDescription(
        id: "tone-accusatory",
        summary: "Use a neutral tone: describe the problem, not the person (“invalid”, “illegal”, “wrong”, “bad”).",
        severities: [.current: .warning, .ios7: .warning, .tvos: .warning, .ios2011: .info],
        guidelines: [
            GuidelineQuote(
                .current,
                "In all alert copy, be direct, and use a neutral, approachable tone. Alerts often describe problems and serious situations, so avoid being oblique or accusatory, or masking the severity of the issue."
            ),
            GuidelineQuote(.ios7, "Avoid sounding accusatory, judgmental, or insulting."),
            GuidelineQuote(.tvos, "Avoid sounding accusatory, judgmental, or insulting."),
            GuidelineQuote(
                .ios2011,
                "Sometimes, text that identifies people directly can be ambiguous and can even be interpreted as an insult."
            ),
        ],
        fixDescription:
            "suggested, from the phrase table Lexicons/tone-accusatory.txt: “You entered an invalid code.” → “The code isn't valid.”, a password, passcode or PIN “is incorrect”, “is illegal” → “isn't allowed”, “a bad file format” → “an unsupported file format”, “wrong” → “incorrect”. Phrases without a reliable rewrite are reported only. Info in ios2011, which only warns that text identifying people can read as an insult; off in iphoneos3.",
        examples: [
            RuleExample(
                Alert(title: "Couldn't Redeem Gift Card", message: "You entered an invalid code.", buttons: ["OK"]),
                triggers: true),
            RuleExample(
                Alert(title: "Can't Move Folder", message: "Moving a folder into itself is illegal.", buttons: ["OK"]),
                triggers: true),
            RuleExample(
                Alert(title: "Can't Upload Photo", message: "The photo has a bad file format.", buttons: ["OK"]),
                triggers: true),
            RuleExample(Alert(title: "Wrong Password", buttons: ["OK"]), profile: .ios7, triggers: true),
            RuleExample(
                Alert(title: "Can't Sign In", message: "You failed to verify your email address.", buttons: ["OK"]),
                profile: .tvos, triggers: true),
            RuleExample(
                Alert(title: "Can't Upload Photo", message: "The photo's format isn't supported.", buttons: ["OK"]),
                triggers: false),
            RuleExample(Alert(title: "Something went wrong", buttons: ["OK"]), triggers: false),
            RuleExample(
                Alert(title: "Can't Move Folder", message: "Moving a folder into itself is illegal.", buttons: ["OK"]),
                profile: .iphoneos3, triggers: false),
        ],
        corrections: [
            RuleCorrection(
                Alert(title: "Couldn't Redeem Gift Card", message: "You entered an invalid code.", buttons: ["OK"]),
                Alert(title: "Couldn't Redeem Gift Card", message: "The code isn't valid.", buttons: ["OK"]),
                safety: .suggested),
            RuleCorrection(
                Alert(title: "Can't Sign In", message: "You entered an invalid password.", buttons: ["OK"]),
                Alert(title: "Can't Sign In", message: "The password is incorrect.", buttons: ["OK"]),
                safety: .suggested),
            RuleCorrection(
                Alert(title: "Can't Move Folder", message: "Moving a folder into itself is illegal.", buttons: ["OK"]),
                Alert(
                    title: "Can't Move Folder", message: "Moving a folder into itself isn't allowed.", buttons: ["OK"]),
                safety: .suggested),
            RuleCorrection(
                Alert(title: "Can't Upload Photo", message: "The photo has a bad file format.", buttons: ["OK"]),
                Alert(
                    title: "Can't Upload Photo", message: "The photo has an unsupported file format.", buttons: ["OK"]),
                safety: .suggested),
            RuleCorrection(
                Alert(title: "Wrong Password", buttons: ["OK"]), Alert(title: "Incorrect Password", buttons: ["OK"]),
                safety: .suggested),
        ],
        safestFix: .suggested
    )

    func check(_ alert: AnalyzedAlert, in context: RuleContext, into findings: inout [Finding]) {
        let rewriter = PhraseRewriter(table: "tone-accusatory", context: context)
        func inspect(_ text: AnalyzedText?, field: AlertField) {
            guard let text else { return }
            for match in rewriter.matches(in: text) {
                let fixes =
                    match.replacement.map {
                        [
                            TextFix.make(
                                field: field, text: text, edits: [TextEdit(range: match.range, replacement: $0)],
                                safety: .suggested, summary: FindingText.joined("Say “", $0, "”"))
                        ]
                    } ?? []
                findings.append(
                    Finding(
                        ruleID: Self.description.id, severity: .warning, field: field, range: match.range,
                        message: FindingText.joined(
                            "“", match.original, "” sounds accusatory or judgmental; describe the problem neutrally."),
                        fixes: fixes))
            }
        }
        inspect(alert.title, field: .title)
        inspect(alert.message, field: .message)
    }
}
