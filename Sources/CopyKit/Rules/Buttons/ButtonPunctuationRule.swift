/// Button titles without ending punctuation.
struct ButtonPunctuationRule: Rule {
    static let description = RuleDescription(
        id: "button-punctuation",
        summary: "A button title that ends with punctuation.",
        severities: [.current: .warning, .ios7: .warning, .tvos: .warning, .ios2011: .warning],
        guidelines: [
            GuidelineQuote(
                .current, "As with all button titles, use title-style capitalization and no ending punctuation."),
            GuidelineQuote(
                .ios7, "As with all button titles, use title-style capitalization and no ending punctuation."),
            GuidelineQuote(
                .tvos, "As with all button titles, use title-style capitalization and no ending punctuation."),
            GuidelineQuote(
                .ios2011, "As with all button titles, use title-style capitalization and no ending punctuation."),
        ],
        fixDescription: """
            safe: removes the ending period, exclamation mark, question mark, colon, semicolon or \
            comma ("OK!" → "OK", "Delete." → "Delete"). An ellipsis is kept: it is Apple's mark for \
            a button that asks for more input ("Rename…"). Format specifiers and quoted names at \
            the end are never touched. Stray whitespace (doubled spaces; at the ends, suggested) \
            is removed too. Off in iphoneos3, which says nothing on button punctuation.
            """,
        examples: [
            RuleExample(Alert(title: "Image Saved", buttons: ["OK!"]), triggers: true),
            RuleExample(Alert(title: "Delete Recording?", buttons: ["Cancel", "Delete."]), triggers: true),
            RuleExample(
                Alert(title: "Delete Recording?", buttons: ["Cancel", "Delete?"]), profile: .tvos, triggers: true),
            RuleExample(Alert(title: "Image Saved", buttons: ["OK!"]), profile: .iphoneos3, triggers: false),
            RuleExample(Alert(title: "Image Saved", buttons: ["OK"]), triggers: false),
            RuleExample(Alert(title: "Untitled Document", buttons: ["Cancel", "Rename…"]), triggers: false),
            RuleExample(Alert(title: "Finish Setup", buttons: ["Later", "Continue with %@"]), triggers: false),
        ],
        corrections: [
            RuleCorrection(
                Alert(title: "Delete Photo?", buttons: [" Cancel", "Delete  All"]),
                Alert(title: "Delete Photo?", buttons: ["Cancel", "Delete All"]), safety: .suggested),
            RuleCorrection(Alert(title: "Image Saved", buttons: ["OK!"]), Alert(title: "Image Saved", buttons: ["OK"])),
            RuleCorrection(
                Alert(title: "Delete Recording?", buttons: ["Cancel", "Delete ."]),
                Alert(title: "Delete Recording?", buttons: ["Cancel", "Delete"])),
        ]
    )

    func check(_ alert: AnalyzedAlert, in context: RuleContext, into findings: inout [Finding]) {
        let meaning = alert.buttonMeaning(context.lexicon)
        for (index, text) in alert.buttons.enumerated() {
            // Most titles were found clean when their label was read, once per run.
            if meaning.passes(.punctuatedCleanly, at: index) { continue }
            guard let range = Self.endingPunctuation(of: text) else {
                if let whitespace = StrayWhitespace.finding(
                    ruleID: Self.description.id, field: .button(index), text: text, lexicon: context.lexicon)
                {
                    findings.append(whitespace)
                }
                continue
            }
            let punctuation = text.string(range).trimmingWhitespace
            findings.append(
                Finding(
                    ruleID: Self.description.id, severity: .warning, field: .button(index), range: range,
                    message: FindingText.joined(
                        "Button titles take no ending punctuation: remove “", punctuation, "”."),
                    fixes: [
                        Fix(
                            field: .button(index), change: .edits([TextEdit(range: range, replacement: "")]),
                            safety: .safe,
                            summary: "Remove the ending punctuation")
                    ]))
        }
    }

    /// Whether the rule has nothing to say of a title: it ends with no punctuation and holds no
    /// stray whitespace.
    static func hasNothingToSay(of text: AnalyzedText, lexicon: Lexicon) -> Bool {
        endingPunctuation(of: text) == nil && StrayWhitespace.edits(for: text, lexicon: lexicon).isEmpty
    }

    /// The range of the ending punctuation run (with the whitespace around it), or nil when the
    /// title ends with a word, an opaque span or an ellipsis.
    static func endingPunctuation(of text: AnalyzedText) -> Range<Int>? {
        var start = text.utf16.count
        var sawPunctuation = false
        for token in text.tokens.reversed() {
            switch token.kind {
            case .whitespace:
                start = token.range.lowerBound
            case .punctuation:
                let scalars = text.string(of: token).unicodeScalars
                guard scalars.allSatisfy({ ButtonSemantics.endingPunctuation.contains($0) }) else {
                    return finish(start, sawPunctuation, text)
                }
                sawPunctuation = true
                start = token.range.lowerBound
            default:
                return finish(start, sawPunctuation, text)
            }
        }
        // A title made only of punctuation is left alone: removing it would leave nothing.
        return nil
    }

    private static func finish(_ start: Int, _ sawPunctuation: Bool, _ text: AnalyzedText) -> Range<Int>? {
        guard sawPunctuation else { return nil }
        // "..." typed as three periods is an ellipsis too.
        let units = text.utf16[start..<text.utf16.count]
        if units.allSatisfy({ $0 < 0x80 }) {
            // In ASCII each unit is a character: two periods are two units in a row, found
            // without building the run's text and searching it.
            if zip(units, units.dropFirst()).contains(where: { $0 == 0x2E && $1 == 0x2E }) { return nil }
        } else if text.string(start..<text.utf16.count).contains("..") {
            return nil
        }
        return start..<text.utf16.count
    }
}

extension String {
    /// The string without leading and trailing whitespace.
    fileprivate var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
