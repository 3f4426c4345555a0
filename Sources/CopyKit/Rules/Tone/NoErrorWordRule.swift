/// The word "error" anywhere in the alert: describe the situation instead.
struct NoErrorWordRule: Rule {
    static let description = RuleDescription(
        id: "no-error-word",
        summary: "Avoid the word “error”; describe the actual situation.",
        severities: [.current: .info, .ios7: .info, .tvos: .info, .ios2011: .info, .iphoneos3: .warning],
        guidelines: [
            GuidelineQuote(
                .iphoneos3,
                "In fact, you should try to avoid using the word “error” anywhere in your alert text and instead focus on describing the actual situation."
            ),
            GuidelineQuote(
                .current,
                "Avoid writing a title that doesn’t convey useful information — like “Error” or “Error 329347 occurred” — but also avoid overly long titles that wrap to more than two lines."
            ),
            GuidelineQuote(
                .ios7,
                "Because single-word titles rarely provide useful information, consider asking a question or using short sentences."
            ),
            GuidelineQuote(
                .tvos,
                "Because single-word titles, such as Watch or Rent, rarely provide useful information, consider asking a question or using short sentences."
            ),
            GuidelineQuote(.ios2011, "Avoid single-word titles that don't provide any useful information"),
        ],
        fixDescription:
            "suggested, for a title only: a title built from the message (as title-generic does); in iphoneos3, which allows a message without a title, the first fix removes the title. “error” in a message or a button is reported only. A warning in iphoneos3, whose text asks to avoid the word anywhere; info in the other editions, which only name “Error” as a title that conveys nothing.",
        examples: [
            RuleExample(
                Alert(title: "Sync Error", message: "Contacts couldn't be synced with the computer.", buttons: ["OK"]),
                profile: .iphoneos3, triggers: true),
            RuleExample(
                Alert(title: "Error", message: "The file couldn't be saved because the disk is full.", buttons: ["OK"]),
                triggers: true),
            RuleExample(
                Alert(
                    title: "Can't Play Video", message: "An error occurred while loading the video.", buttons: ["OK"]),
                triggers: true),
            RuleExample(Alert(title: "Errors Found", buttons: ["OK"]), profile: .ios2011, triggers: true),
            RuleExample(
                Alert(title: "Couldn't Sync Contacts", message: "The computer isn't responding.", buttons: ["OK"]),
                profile: .iphoneos3, triggers: false),
            RuleExample(Alert(title: "Terrorist Mode", buttons: ["OK"]), triggers: false),
            RuleExample(
                Alert(title: "Couldn't Upload", message: "The server stopped responding, error: %@", buttons: ["OK"]),
                triggers: false),
            RuleExample(
                Alert(title: "Couldn't Upload", message: "The upload stopped (error code %ld).", buttons: ["OK"]),
                triggers: false),
            RuleExample(Alert(title: "Open “Error Log.txt”?", buttons: ["Cancel", "Open"]), triggers: false),
            RuleExample(
                Alert(
                    title: "Couldn't Add the Item", message: "The item wasn't added because of a network error: “%@”"),
                triggers: false),
            RuleExample(
                Alert(title: "Couldn't finish the scan because of an error:", buttons: ["OK"]), triggers: false),
            RuleExample(
                Alert(
                    title: "Helper Didn't Start", message: "For detailed error information, open the log.",
                    buttons: ["OK"]),
                triggers: false),
            RuleExample(
                Alert(title: "Couldn't Sync", message: "A network error occurred.", buttons: ["OK"]), triggers: true),
        ],
        corrections: [
            RuleCorrection(
                Alert(title: "Sync Error", message: "Contacts couldn't be synced with the computer.", buttons: ["OK"]),
                Alert(message: "Contacts couldn't be synced with the computer.", buttons: ["OK"]), profile: .iphoneos3,
                safety: .suggested),
            RuleCorrection(
                Alert(
                    title: "Upload Error", message: "The photo couldn't be uploaded because the server is busy.",
                    buttons: ["OK"]),
                Alert(
                    title: "Couldn't Upload the Photo",
                    message: "The photo couldn't be uploaded because the server is busy.", buttons: ["OK"]),
                safety: .suggested),
        ],
        safestFix: .suggested
    )

    func check(_ alert: AnalyzedAlert, in context: RuleContext, into findings: inout [Finding]) {
        // Each field in turn, without gathering them into an array first.
        func inspect(_ text: AnalyzedText, field: AlertField) {
            guard let index = Self.firstErrorWord(in: text) else { return }
            let fixes = field == .title ? GenericTitle.replacementFixes(for: alert, in: context) : []
            findings.append(
                Finding(
                    ruleID: Self.description.id, severity: .warning, field: field, range: text.tokens[index].range,
                    message: "Avoid the word “error”; describe the actual situation.", fixes: fixes))
        }
        if let title = alert.title { inspect(title, field: .title) }
        if let message = alert.message { inspect(message, field: .message) }
        for (index, button) in alert.buttons.enumerated() { inspect(button, field: .button(index)) }
    }

    /// "error" or "errors", folded. A word of another length, or whose first byte is not "e"
    /// (an ASCII word is equivalent to no other), is neither, known without comparing it.
    static func isErrorWord(_ folded: String) -> Bool {
        let bytes = folded.utf8
        let count = bytes.count
        return (count == 5 || count == 6) && bytes.first == UInt8(ascii: "e")
            && (folded == "error" || folded == "errors")
    }

    /// The token index of the first "error" or "errors" of `text` that names the situation (not
    /// a label of a run-time value, not "error log"), or nil. The tokens and units are walked
    /// borrowed: a word is read further only when ``mayBeErrorWord(_:units:)``.
    static func firstErrorWord(in text: AnalyzedText) -> Int? {
        text.tokens.withUnsafeBufferPointer { tokens in
            text.utf16.withUnsafeBufferPointer { units in
                for index in tokens.indices {
                    let token = tokens[index]
                    if token.kind == .word, mayBeErrorWord(token, units: units),
                        isErrorWord(text.normalizedWord(at: index)),
                        !ComposedText.labelsARunTimeValue(text, wordAt: index), !namesDiagnostics(text, wordAt: index)
                    {
                        return index
                    }
                }
                return nil
            }
        }
    }

    /// Whether a word token (its text's units `units`) is as long as "error" or "errors" and
    /// starts with "e" or "E": a word that folds to either is five or six ASCII letters (no other
    /// character lowercases to e, o, r or s), so any other word is passed over without reading
    /// its folded key.
    @inline(__always)
    static func mayBeErrorWord(_ token: Token, units: UnsafeBufferPointer<UInt16>) -> Bool {
        let length = token.range.count
        return (length == 5 || length == 6) && units[token.range.lowerBound] | 0x20 == 0x65
    }

    /// "error information", "error log", "error details": diagnostics the person is pointed to,
    /// not a word for the situation.
    static func namesDiagnostics(_ text: AnalyzedText, wordAt index: Int) -> Bool {
        guard let next = text.tokens.indices.first(where: { $0 > index && text.tokens[$0].kind != .whitespace }),
            next == index + 2, text.tokens[next].kind == .word
        else { return false }
        return diagnosticNouns.contains(text.folded[next])
    }

    private static let diagnosticNouns: Set<String> = [
        "details", "information", "info", "log", "logs", "report", "reports",
    ]
}
