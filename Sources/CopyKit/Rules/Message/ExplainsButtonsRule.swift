/// Text that explains what the buttons do: "Tap OK to continue.", "Click Cancel to go back.",
/// "Press \"Delete\" to remove it."
struct ExplainsButtonsRule: Rule {
    static let description = RuleDescription(
        id: "explains-buttons",
        summary: "Don't explain the buttons; clear text and button titles make it unnecessary.",
        severities: [.current: .warning, .ios7: .warning, .tvos: .warning, .ios2011: .warning],
        guidelines: [
            GuidelineQuote(
                .current,
                "Avoid explaining alert buttons. If your alert text and button titles are clear, you don't need to explain what the buttons do. In rare cases where you need to provide guidance on choosing a button, use a term like choose to account for people's current device and interaction method, and refer to a button using its exact title without quotes."
            ),
            GuidelineQuote(
                .ios7,
                "Avoid explaining the alert buttons. If your alert text and button titles are clear, there should be no need to explain what the buttons do. In rare cases where you must provide guidance, use the word tap, preserve capitalization when referencing buttons, and don’t enclose button titles in quotes."
            ),
            GuidelineQuote(
                .tvos,
                "Avoid explaining the alert buttons. If your alert text and button titles are clear, there should be no need to explain what the buttons do."
            ),
            GuidelineQuote(
                .ios2011,
                "Be sure to use the word \"tap\" (not \"touch\" or \"click\" or \"choose\") to describe the selection action."
            ),
            GuidelineQuote(
                .ios2011, "Don't enclose a button title in quotation marks, but do preserve its capitalization."),
        ],
        fixDescription:
            "suggested: in a message, the first fix removes a sentence that only explains a button (“Please tap OK.”, “To continue, tap OK.”; the message goes when nothing else is left) — a sentence that says more keeps its content and only gets the guidance rewrite; in a title, which must stay, the explaining sentence goes when others remain, and a title that only explains a button is rebuilt from the message (“Tap OK to Continue” + “The session has expired.” → “Session Expired”), reported without that fix when there is no usable message. The second fix keeps the guidance with the edition's verb (“choose” in current, “tap” in ios7 and ios2011), the button's exact title and no quotes. tvos names no verb, so it only removes. Off in iphoneos3, which says nothing about it.",
        examples: [
            RuleExample(
                Alert(
                    title: "Upload Failed", message: "The server is busy. Tap Retry to try again.",
                    buttons: ["Cancel", "Retry"]), triggers: true),
            RuleExample(
                Alert(title: "Discard Draft?", message: "Click Cancel to go back.", buttons: ["Cancel", "Discard"]),
                triggers: true),
            RuleExample(
                Alert(title: "Delete Note?", message: "Press \"Delete\" to remove it.", buttons: ["Cancel", "Delete"]),
                triggers: true),
            RuleExample(
                Alert(
                    title: "Couldn't Connect to Speaker",
                    message: "The speaker is out of range. Select “Connect” to try pairing again.",
                    buttons: ["Cancel", "Connect"]), profile: .ios2011, triggers: true),
            RuleExample(
                Alert(title: "Export Finished", message: "Press OK to close this message.", buttons: ["OK"]),
                profile: .tvos, triggers: true),
            RuleExample(
                Alert(title: "Tap OK to Continue", message: "Your session has expired.", buttons: ["OK"]),
                triggers: true),
            RuleExample(Alert(title: "Tap OK to Continue", buttons: ["OK"]), profile: .ios7, triggers: true),
            RuleExample(
                Alert(title: "Upload Failed", message: "The server is busy.", buttons: ["Cancel", "Retry"]),
                triggers: false),
            RuleExample(Alert(title: "Select a Photo to Share", buttons: ["Cancel", "Choose"]), triggers: false),
            RuleExample(
                Alert(
                    title: "Photo Access Is Off", message: "Tap Settings > Privacy > Photos to allow access.",
                    buttons: ["Cancel", "Settings"]), triggers: false),
            RuleExample(
                Alert(
                    title: "Verification Required",
                    message: "Before you can buy, you must tap Continue to verify your payment info.",
                    buttons: ["Cancel", "Continue"]), triggers: true),
            RuleExample(
                Alert(title: "No Photo Selected", message: "Select a photo to share.", buttons: ["OK"]), triggers: false
            ),
            RuleExample(
                Alert(title: "Upload Failed", message: "Tap Retry to try again.", buttons: ["Cancel", "Retry"]),
                profile: .iphoneos3, triggers: false),
        ],
        corrections: [
            RuleCorrection(
                Alert(
                    title: "Upload Failed", message: "The server is busy. Tap Retry to try again.",
                    buttons: ["Cancel", "Retry"]),
                Alert(title: "Upload Failed", message: "The server is busy.", buttons: ["Cancel", "Retry"]),
                safety: .suggested),
            RuleCorrection(
                Alert(
                    title: "Export Finished",
                    message: "“Trip.gpx” was saved to this iPad. Press OK to close this message.", buttons: ["OK"]),
                Alert(title: "Export Finished", message: "“Trip.gpx” was saved to this iPad.", buttons: ["OK"]),
                safety: .suggested),
            RuleCorrection(
                Alert(title: "Discard Draft?", message: "Click Cancel to go back.", buttons: ["Cancel", "Discard"]),
                Alert(title: "Discard Draft?", buttons: ["Cancel", "Discard"]), safety: .suggested),
            RuleCorrection(
                Alert(title: "Tap OK to Continue", message: "The session has expired.", buttons: ["OK"]),
                Alert(title: "Session Expired", message: "The session has expired.", buttons: ["OK"]),
                safety: .suggested),
            RuleCorrection(
                Alert(title: "Tap OK to Continue", buttons: ["OK"]),
                Alert(title: "Choose OK to Continue", buttons: ["OK"]), safety: .suggested),
            RuleCorrection(
                Alert(
                    title: "Verification Required",
                    message: "Before you can buy, you must tap Continue to verify your payment info.",
                    buttons: ["Cancel", "Continue"]),
                Alert(
                    title: "Verification Required",
                    message: "Before you can buy, you must choose Continue to verify your payment info.",
                    buttons: ["Cancel", "Continue"]), safety: .suggested),
            RuleCorrection(
                Alert(title: "Update Ready", message: "To install it, click Install.", buttons: ["Later", "Install"]),
                Alert(title: "Update Ready", buttons: ["Later", "Install"]), profile: .ios2011, safety: .suggested),
        ],
        safestFix: .suggested
    )

    /// An explanation found in a sentence: the span from the verb to the button reference.
    struct Explanation {
        var sentence: SentenceSpan
        /// Token indices from the selection verb to the end of the button reference.
        var span: Range<Int>
        var buttonTitle: String
        var verbIsBase: Bool
        /// Whether the sentence is only the explanation ("Please tap OK to continue.", "To
        /// continue, tap OK."), so removing it loses nothing; "Before you can buy, you must tap
        /// Continue to verify your payment info." says more, and only its guidance is rewritten.
        var ownsSentence: Bool
    }

    func check(_ alert: AnalyzedAlert, in context: RuleContext, into findings: inout [Finding]) {
        var references: ButtonReferences?
        /// Appends the findings of one field.
        func inspect(_ text: AnalyzedText?, _ field: AlertField) {
            guard let text else { return }
            // The reading knows each word's lists: a bit test a word, no look-up. Every other
            // token reads as unknown, in no list.
            let known = text.reading(context.lexicon).known
            guard known.contains(where: { $0.isIn(.selectionVerbs) }) else { return }
            let words = text.folded
            if references == nil { references = Self.references(to: alert.buttons, Self.standardTitles) }
            let explanations = text.sentences.compactMap {
                Self.explanation(
                    in: $0, of: text, words: words, known: known,
                    references: references ?? ButtonReferences(titles: []))
            }
            if explanations.count > 1 {
                findings.append(merged(explanations, in: text, field: field, context: context))
                return
            }
            for explanation in explanations {
                var fixes: [Fix]
                if field == .title {
                    fixes = titleFixes(for: explanation, explanations: explanations, in: alert, context: context)
                } else {
                    // Room for both fixes at once, appended rather than joined from two arrays.
                    fixes = []
                    fixes.reserveCapacity(2)
                    if explanation.ownsSentence {
                        fixes.append(
                            SentenceRemoval.fix(
                                removing: [explanation.sentence], from: text, field: .message,
                                summary: "Remove the sentence"))
                    }
                    if let guidance = guidanceFix(for: [explanation], in: text, field: field, context: context) {
                        fixes.append(guidance)
                    }
                }
                findings.append(
                    Finding(
                        ruleID: Self.description.id, severity: .warning, field: field,
                        range: explanation.sentence.range,
                        message: field == .title
                            ? FindingText.joined(
                                "The title explains the “", explanation.buttonTitle,
                                "” button; clear button titles need no explanation.")
                            : FindingText.joined(
                                "The text explains the “", explanation.buttonTitle,
                                "” button; clear button titles need no explanation."),
                        fixes: fixes))
            }
        }
        inspect(alert.title, .title)
        inspect(alert.message, .message)
    }

    /// The fixes for an explanation in the title. A title must stay: when other sentences remain
    /// the explaining one goes; when the whole title explains a button, the title is rebuilt from
    /// the message ("Tap OK to Continue" + "Your session has expired." → "Session Expired"), or,
    /// without a usable message, only the guidance is rewritten.
    private func titleFixes(
        for explanation: Explanation, explanations: [Explanation], in alert: AnalyzedAlert, context: RuleContext
    ) -> [Fix] {
        guard let title = alert.title else { return [] }
        var fixes: [Fix] = []
        if !explanation.ownsSentence {
            // The sentence says more than which button to choose: only the guidance is rewritten.
        } else if title.sentences.count > explanations.count {
            fixes.append(
                SentenceRemoval.fix(
                    removing: [explanation.sentence], from: title, field: .title, summary: "Remove the sentence"))
        } else if let message = alert.message,
            let rebuilt = TitleRewriter(context: context).title(
                fromMessage: message, avoidPronouns: PronounGuidance.applies(to: context.profile)),
            rebuilt != title.text
        {
            fixes.append(
                Fix(
                    field: .title, change: .replacement(rebuilt), safety: .suggested,
                    summary: "Use a title that describes the situation"))
        }
        if let guidance = guidanceFix(for: [explanation], in: title, field: .title, context: context) {
            fixes.append(guidance)
        }
        return fixes
    }

    /// Several explanations in one field make one finding, whose fixes remove every sentence that
    /// is only an explanation (a title keeps at least one sentence) or rewrite every guidance at
    /// once: a text repeating "Tap OK." thousands of times costs one pass, not one per sentence.
    private func merged(
        _ explanations: [Explanation], in text: AnalyzedText, field: AlertField, context: RuleContext
    ) -> Finding {
        let owned = explanations.filter(\.ownsSentence).map(\.sentence)
        var fixes: [Fix] = []
        if !owned.isEmpty, field == .message || text.sentences.count > owned.count {
            fixes.append(
                SentenceRemoval.fix(removing: owned, from: text, field: field, summary: "Remove the sentences"))
        }
        if let guidance = guidanceFix(for: explanations, in: text, field: field, context: context) {
            fixes.append(guidance)
        }
        var titles: [String] = []
        for explanation in explanations where !titles.contains(explanation.buttonTitle) {
            titles.append(explanation.buttonTitle)
        }
        let named = titles.prefix(3).map { "“\($0)”" }.joined(separator: ", ") + (titles.count > 3 ? " …" : "")
        return Finding(
            ruleID: Self.description.id, severity: .warning, field: field,
            range: explanations[0].sentence.range.lowerBound..<(explanations.last?.sentence.range.upperBound ?? 0),
            message:
                "The \(field == .title ? "title" : "text") explains the \(named) button\(titles.count == 1 ? "" : "s") \(explanations.count) times; clear button titles need no explanation.",
            fixes: fixes)
    }

    /// The fix that keeps each guidance with the profile's verb, the exact title and no quotes,
    /// or nil when every guidance already reads so.
    private func guidanceFix(
        for explanations: [Explanation], in text: AnalyzedText, field: AlertField, context: RuleContext
    ) -> Fix? {
        guard let verb = context.profile.guidanceVerb else { return nil }
        var edits: [TextEdit] = []
        for explanation in explanations where explanation.verbIsBase {
            let first = text.tokens[explanation.span.lowerBound]
            let wasCapitalized = text.startsCapitalized(first)
            let replacement =
                (wasCapitalized ? TextScanning.capitalizingFirst(verb) : verb) + " " + explanation.buttonTitle
            let range = first.range.lowerBound..<text.tokens[explanation.span.upperBound - 1].range.upperBound
            if text.string(range) != replacement { edits.append(TextEdit(range: range, replacement: replacement)) }
        }
        guard let first = edits.first else { return nil }
        let summary =
            edits.count == 1 || edits.allSatisfy({ $0.replacement == first.replacement })
            ? FindingText.joined("Keep the guidance as “", first.replacement, "”")
            : FindingText.joined("Keep the guidance as “", verb.capitalized, " …”")
        return TextFix.make(field: field, text: text, edits: edits, safety: .suggested, summary: summary)
    }

    /// Whether the tokens before the selection verb are only lead-in words, after an optional
    /// leading clause that a clause opener starts and a comma ends.
    /// - Parameter known: the text's reading (`text.reading(lexicon).known`).
    static func onlyLeadIn(_ range: Range<Int>, of text: AnalyzedText, known: KnownWords) -> Bool {
        var start = range.lowerBound
        if let first = range.first(where: { text.tokens[$0].kind == .word }),
            known[first].isIn(.guidanceClauseOpeners),
            let comma = range.last(where: {
                text.tokens[$0].kind == .punctuation && text.string(of: text.tokens[$0]) == ","
            })
        {
            start = comma + 1
        }
        return (start..<range.upperBound).allSatisfy { index in
            switch text.tokens[index].kind {
            case .whitespace, .punctuation: return true
            case .word: return known[index].isIn(.guidanceLeadIns)
            default: return false
            }
        }
    }

    /// Titles a text may name even when the alert has no such button.
    private static let standardTitles = [AnalyzedText("OK"), AnalyzedText("Cancel")]

    /// The button titles a text may name, longest first (titles as long in the order given:
    /// `titles`, then `moreTitles`); a title without words is left out. The two lists are read
    /// in turn, not joined into a new one, and the titles' words are read where they are.
    static func references(to titles: [AnalyzedText], _ moreTitles: [AnalyzedText] = []) -> ButtonReferences {
        var references = ButtonReferences(titles: [])
        references.titles.reserveCapacity(titles.count + moreTitles.count)
        for title in titles { add(title, to: &references) }
        for title in moreTitles { add(title, to: &references) }
        return references
    }

    /// Adds a title to `references`, after every title with at least as many words; a title
    /// without words is left out.
    private static func add(_ title: AnalyzedText, to references: inout ButtonReferences) {
        var wordCount = 0
        for token in title.tokens where ButtonReferences.isWord(token) { wordCount += 1 }
        guard wordCount > 0 else { return }
        // After every title at least as long: the order a stable sort by length gives. Moved
        // into place from the end by swaps, not inserted (a generic subrange replacement).
        references.titles.append((title, wordCount))
        var position = references.titles.count - 1
        while position > 0, references.titles[position - 1].wordCount < wordCount {
            references.titles.swapAt(position - 1, position)
            position -= 1
        }
    }

    /// The first "VERB [on] [the] BUTTON [button]" in a sentence.
    static func explanation(
        in sentence: SentenceSpan, of text: AnalyzedText, words: TextKeys, known: KnownWords,
        references: ButtonReferences
    ) -> Explanation? {
        let tokens = text.tokens
        let end = sentence.tokens.upperBound
        func skipSpace(_ index: Int) -> Int {
            var index = index
            while index < end, tokens[index].kind == .whitespace { index += 1 }
            return index
        }
        for verbIndex in sentence.tokens where tokens[verbIndex].kind == .word {
            guard known[verbIndex].isIn(.selectionVerbs) else { continue }
            let verb = words[verbIndex]
            var index = skipSpace(verbIndex + 1)
            for filler in ["on", "the"]
            where index < end && tokens[index].kind == .word && words[index] == filler {
                index = skipSpace(index + 1)
            }
            guard index < end else { continue }
            var matched: (title: String, end: Int)?
            if case .opaque(.quoted) = tokens[index].kind {
                let quotes: Set<Character> = ["\"", "“", "”", "'", "‘", "’"]
                let quoted = text.string(of: tokens[index])
                let inner = TextScanning.normalize(
                    String(quoted.drop(while: quotes.contains).reversed().drop(while: quotes.contains).reversed()))
                if let reference = references.titles.first(where: {
                    TextScanning.joinedBySpaces(ButtonReferences.words(of: $0.title)) == inner
                }) {
                    matched = (reference.title.text, index + 1)
                }
            } else if tokens[index].kind == .punctuation,
                ["\"", "“", "'", "‘"].contains(text.string(of: tokens[index]))
            {
                index = skipSpace(index + 1)
            }
            if matched == nil {
                for reference in references.titles {
                    var cursor = index
                    var ok = true
                    var isFirstWord = true
                    let title = reference.title
                    for wordIndex in title.tokens.indices where ButtonReferences.isWord(title.tokens[wordIndex]) {
                        if !isFirstWord { cursor = skipSpace(cursor) }
                        isFirstWord = false
                        // A token's folded key is its text normalized, built once with the text.
                        guard cursor < end, tokens[cursor].kind != .whitespace,
                            text.folded[cursor] == title.folded[wordIndex]
                        else {
                            ok = false
                            break
                        }
                        cursor += 1
                    }
                    if ok {
                        // A closing quote right after the title belongs to the reference.
                        if cursor < end, tokens[cursor].kind == .punctuation,
                            ["\"", "”", "'", "’"].contains(text.string(of: tokens[cursor]))
                        {
                            cursor += 1
                        }
                        matched = (reference.title.text, cursor)
                        break
                    }
                }
            }
            guard var (title, referenceEnd) = matched else { continue }
            let afterSpace = skipSpace(referenceEnd)
            // "Tap Settings > Privacy > Photos": a path in the Settings app, not this alert's button.
            if afterSpace < end, tokens[afterSpace].kind == .punctuation,
                ["›", ">", "→"].contains(text.string(of: tokens[afterSpace]).first.map(String.init) ?? "")
            {
                continue
            }
            if afterSpace < end, tokens[afterSpace].kind == .word, words[afterSpace] == "button" {
                referenceEnd = afterSpace + 1
            }
            if title.uppercased() == "OK" { title = "OK" }
            return Explanation(
                sentence: sentence, span: verbIndex..<referenceEnd, buttonTitle: title,
                verbIsBase: !verb.hasSuffix("ing") && !verb.hasSuffix("es") && verb != "taps" && verb != "hits",
                ownsSentence: Self.onlyLeadIn(sentence.tokens.lowerBound..<verbIndex, of: text, known: known))
        }
        return nil
    }
}

/// The button titles a text may name, longest first, their words read from the titles'
/// analyses.
struct ButtonReferences {
    /// Each title and its word count.
    var titles: [(title: AnalyzedText, wordCount: Int)]

    /// Whether a title's token is one of its words: anything but whitespace and punctuation.
    @inline(__always)
    static func isWord(_ token: Token) -> Bool { token.kind != .whitespace && token.kind != .punctuation }

    /// A title's normalized words.
    static func words(of title: AnalyzedText) -> [String] {
        title.tokens.indices.filter { isWord(title.tokens[$0]) }.map { title.normalizedWord(at: $0) }
    }
}
