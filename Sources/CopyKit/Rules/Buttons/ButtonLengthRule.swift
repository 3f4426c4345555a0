/// Button titles of one or two words; an article, short preposition or conjunction joining them
/// ("Delete from Library", the guideline's own example) does not count. Three words are fine
/// ("Open Theme Folder", "Mark All as Read") unless one can go: a possessive ("Delete My
/// Account"), a second action joined by "and" ("Stop and Delete Recording") or a quoted name.
struct ButtonLengthRule: Rule {
    static let description = RuleDescription(
        id: "button-length",
        summary:
            "A button title over three words, or of three with a possessive or two joined actions, not counting articles, short prepositions and conjunctions.",
        severities: [.current: .warning, .ios7: .warning, .tvos: .warning, .ios2011: .warning],
        guidelines: [
            GuidelineQuote(
                .current, "Aim for a one- or two-word title that describes the result of selecting the button."),
            GuidelineQuote(
                .ios7,
                "The best button titles consist of one or two words that describe the result of selecting the button."),
            GuidelineQuote(
                .tvos,
                "The best button titles consist of one or two words that describe the result of selecting the button."),
            GuidelineQuote(
                .ios2011,
                "The best titles consist of one or two words that make sense in the context of the alert text."),
        ],
        fixDescription: """
            none: report only. Words, numbers and quoted or format spans each count as one word; \
            articles, short prepositions and conjunctions do not ("Delete from Library", the \
            guideline's own example, has two). Three words are reported (info; the guideline says \
            "aim for") only when one of them can go: a possessive ("Delete My Account" → "Delete \
            Account"), a second action joined by "and" or "or" ("Stop and Delete Recording") or a \
            quoted or run-time name, which belongs in the title ("Send “Alex Kim” Photos"); \
            a plain three-word title ("Open Theme Folder", "Mark All as Read") is short enough. \
            Four or more are a warning. Off in iphoneos3, which says nothing on button length.
            """,
        examples: [
            RuleExample(
                Alert(title: "Stop Recording?", buttons: ["Cancel", "Stop and Delete Recording"]), triggers: true),
            RuleExample(
                Alert(title: "Delete Your Account?", buttons: ["Cancel", "Delete My Account"]), triggers: true),
            RuleExample(
                Alert(title: "Stop Recording?", buttons: ["Cancel", "Stop and Delete Recording"]), profile: .ios2011,
                triggers: true),
            RuleExample(
                Alert(title: "Stop Recording?", buttons: ["Cancel", "Stop and Delete Recording"]), profile: .iphoneos3,
                triggers: false),
            RuleExample(Alert(title: "Stop Sharing Location?", buttons: ["Cancel", "Stop Sharing"]), triggers: false),
            RuleExample(Alert(title: "Send Photos?", buttons: ["Cancel", "Send %@"]), triggers: false),
            RuleExample(
                Alert(
                    title: "Delete Good Night Stories for Rebel Girls from Library?",
                    buttons: ["Delete from Library", "Cancel"]), triggers: false),
            RuleExample(Alert(title: "Theme Not Installed", buttons: ["Open Theme Folder", "OK"]), triggers: false),
            RuleExample(Alert(title: "Mark As Read", buttons: ["Mark All as Read", "Cancel"]), triggers: false),
            RuleExample(Alert(title: "Close %d Tabs?", buttons: ["Cancel", "Close %d Tabs"]), triggers: false),
            RuleExample(Alert(title: "Close Tabs?", buttons: ["Close Tabs and Clear Data", "Cancel"]), triggers: true),
        ],
        gradesSeverity: true,
        safestFix: nil
    )

    /// Whether a placeholder stands for a number (`%d`, `%1$ld`, `%lu`).
    static func isCount(_ units: some BidirectionalCollection<UInt16>) -> Bool {
        guard units.first == 0x25, let last = units.last else { return false }
        return last == 0x64 || last == 0x69 || last == 0x75  // d, i, u
    }

    /// Whether a token of this kind counts as a word: words, numbers, quoted or format spans.
    @inline(__always)
    static func isWord(_ kind: TokenKind) -> Bool {
        switch kind {
        case .word, .number, .opaque: return true
        case .punctuation, .whitespace: return false
        }
    }

    /// A title's words: words, numbers and quoted or format spans. A small word after the first
    /// is not counted ("Delete from Library" counts two). `first` and `last` are token indices.
    static func words(of text: AnalyzedText, lexicon: Lexicon) -> (
        first: Int?, last: Int, all: Int, counted: Int
    ) {
        var first: Int?
        var last = 0
        var all = 0
        var counted = 0
        for tokenIndex in text.tokens.indices where isWord(text.tokens[tokenIndex].kind) {
            all += 1
            last = tokenIndex
            if first == nil {
                first = tokenIndex
                counted += 1
            } else if !lexicon.smallWords.contains(text.folded[tokenIndex]) {
                counted += 1
            }
        }
        return (first, last, all, counted)
    }

    func check(_ alert: AnalyzedAlert, in context: RuleContext, into findings: inout [Finding]) {
        let meaning = alert.buttonMeaning(context.lexicon)
        for (index, text) in alert.buttons.enumerated() {
            // Most titles were found short enough when their label was read, once per run.
            if meaning.passes(.brief, at: index) { continue }
            let (first, last, wordCount, countedCount) = Self.words(of: text, lexicon: context.lexicon)
            guard let first, countedCount > 2 else { continue }
            if countedCount == 3 {
                // Three words are short enough unless one can go: "Delete My Account", "Stop and
                // Delete". The words are read again in place, not gathered into arrays.
                var hasPossessive = false
                var joinsActions = false
                var holdsAName = false
                for tokenIndex in text.tokens.indices where Self.isWord(text.tokens[tokenIndex].kind) {
                    let folded = text.folded[tokenIndex]
                    if context.lexicon.contains(folded, in: .buttonPronouns) { hasPossessive = true }
                    if tokenIndex != first, folded == "and" || folded == "or" { joinsActions = true }
                    // A name in quotes or from a value ("Send “Alex Kim” Photos") belongs in the
                    // title; a count ("Close %d Tabs") does not.
                    if text.tokens[tokenIndex].isOpaque,
                        tokenIndex == first || !context.lexicon.smallWords.contains(folded),
                        !ButtonLengthRule.isCount(text.utf16[text.tokens[tokenIndex].range])
                    {
                        holdsAName = true
                    }
                }
                guard hasPossessive || joinsActions || holdsAName else { continue }
            }
            findings.append(
                Finding(
                    ruleID: Self.description.id, severity: countedCount > 3 ? .warning : .info,
                    field: .button(index),
                    range: text.tokens[first].range.lowerBound..<text.tokens[last].range.upperBound,
                    message: FindingText.joined(
                        "Aim for a one- or two-word button title; “", text.text, "” has ", String(wordCount), " words.")
                ))
        }
    }
}
