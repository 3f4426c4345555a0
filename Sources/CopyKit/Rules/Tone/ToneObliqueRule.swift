/// Oblique tone: interjections and apologies ("Oops", "Uh-oh", "Whoops", "Sorry",
/// "Unfortunately", "We're sorry") and "!" in alert text.
struct ToneObliqueRule: Rule {
    static let description = RuleDescription(
        id: "tone-oblique",
        summary: "Be direct: no “Oops”, “Sorry”, “Unfortunately” or “!” in alert text.",
        severities: [.current: .warning, .ios7: .warning, .tvos: .warning, .ios2011: .warning],
        guidelines: [
            GuidelineQuote(
                .current,
                "In all alert copy, be direct, and use a neutral, approachable tone. Alerts often describe problems and serious situations, so avoid being oblique or accusatory, or masking the severity of the issue."
            ),
            GuidelineQuote(
                .ios7,
                "As long as you use a friendly tone, it’s better to be negative and direct than positive and oblique."
            ),
            GuidelineQuote(
                .tvos,
                "As long as you use a friendly tone, it’s better to be negative and direct than positive and oblique."
            ),
            GuidelineQuote(.ios2011, "It's better to be negative and direct than it is to be positive but oblique."),
        ],
        fixDescription:
            "suggested: removes an interjection or apology with its punctuation and capitalizes the next word (“Oops! This recipe was deleted.” → “This recipe was deleted.”; “Sorry, your library couldn't be updated.” → “Your library couldn't be updated.”). safe: “!” becomes “.” in a sentence (a run of them, or one beside a period, one “.”) and is dropped from a title fragment. A title that is only an interjection is left to title-generic, and “!” in a button to button-punctuation (reported here without a fix). Off in iphoneos3, which says nothing about tone.",
        examples: [
            RuleExample(
                Alert(
                    title: "Can't Open Recipe", message: "Oops! This recipe was deleted by its author.", buttons: ["OK"]
                ), triggers: true),
            RuleExample(
                Alert(title: "Sync Interrupted", message: "Sorry, your library couldn't be updated.", buttons: ["OK"]),
                profile: .ios2011, triggers: true),
            RuleExample(
                Alert(title: "Whoops!", message: "The recipe couldn't be saved.", buttons: ["OK"]), triggers: true),
            RuleExample(Alert(title: "Photo Saved!", buttons: ["OK"]), profile: .ios7, triggers: true),
            RuleExample(
                Alert(title: "Can't Connect", message: "Unfortunately, the server isn't responding.", buttons: ["OK"]),
                profile: .tvos, triggers: true),
            RuleExample(Alert(title: "Image Saved", buttons: ["OK!"]), triggers: true),
            RuleExample(
                Alert(title: "Can't Open Recipe", message: "This recipe was deleted by its author.", buttons: ["OK"]),
                triggers: false),
            RuleExample(
                Alert(title: "Sorry Not Sorry Album Unavailable", buttons: ["OK"]), profile: .iphoneos3, triggers: false
            ),
            RuleExample(Alert(title: "Open “Wow!.txt”?", buttons: ["Cancel", "Open"]), triggers: false),
        ],
        corrections: [
            RuleCorrection(
                Alert(title: "Can't Share Link", message: "Whoops — the link expired.", buttons: ["OK"]),
                Alert(title: "Can't Share Link", message: "The link expired.", buttons: ["OK"]), safety: .suggested),
            RuleCorrection(
                Alert(
                    title: "Can't Open Recipe", message: "Oops! This recipe was deleted by its author.", buttons: ["OK"]
                ),
                Alert(title: "Can't Open Recipe", message: "This recipe was deleted by its author.", buttons: ["OK"]),
                safety: .suggested),
            RuleCorrection(
                Alert(title: "Sync Interrupted", message: "Sorry, your library couldn't be updated.", buttons: ["OK"]),
                Alert(title: "Sync Interrupted", message: "Your library couldn't be updated.", buttons: ["OK"]),
                safety: .suggested),
            RuleCorrection(
                Alert(title: "Can't Connect", message: "The server isn't responding, sorry!", buttons: ["OK"]),
                Alert(title: "Can't Connect", message: "The server isn't responding.", buttons: ["OK"]),
                safety: .suggested),
            RuleCorrection(
                Alert(title: "Backup Complete", message: "All your photos are safe!", buttons: ["OK"]),
                Alert(title: "Backup Complete", message: "All your photos are safe.", buttons: ["OK"])),
            RuleCorrection(
                Alert(title: "Backup Complete", message: "All your photos are safe!!", buttons: ["OK"]),
                Alert(title: "Backup Complete", message: "All your photos are safe.", buttons: ["OK"])),
            RuleCorrection(
                Alert(title: "Backup Complete!", buttons: ["OK"]), Alert(title: "Backup Complete", buttons: ["OK"]),
                safety: .suggested),
        ]
    )

    /// The interjections and apologies, by lexicon.
    private static let matchers = LexiconDerived<PhraseMatcher> { lexicon, _ in
        PhraseMatcher(
            lexicon.lists["interjections", default: []] + lexicon.lists["apologies", default: []], lexicon: lexicon)
    }

    func check(_ alert: AnalyzedAlert, in context: RuleContext, into findings: inout [Finding]) {
        let lexicon = context.lexicon
        let matcher = Self.matchers.value(for: lexicon)
        // Each text's folded words are passed on from the text itself, not held in a local:
        // the array is borrowed from its text, not retained for the rule.
        if let title = alert.title {
            let known = title.reading(lexicon).known
            let survey = Self.survey(title, words: title.folded, known: known, matcher: matcher)
            // A title none of whose words may start a phrase is not an interjection: not matched.
            let isWholeInterjection =
                survey.mayHoldPhrase
                && (matcher.match(
                    in: title, words: title.folded, known: known,
                    at: title.tokens.firstIndex { $0.kind != .whitespace } ?? 0
                )
                .map { end in title.tokens[end...].allSatisfy { $0.kind == .punctuation || $0.kind == .whitespace } }
                    ?? false)
            if isWholeInterjection {
                findings.append(
                    Finding(
                        ruleID: Self.description.id, severity: .warning, field: .title, range: 0..<title.utf16.count,
                        message: "An interjection is oblique; say what happened (title-generic proposes a title)."))
            } else {
                let fragment =
                    alert.titleClassification?.kind == .fragment || alert.titleClassification?.kind == .fragmentQuestion
                scan(
                    title, field: .title, matcher: matcher, words: title.folded, known: known, survey: survey,
                    dropExclamation: fragment, into: &findings)
            }
        }
        if let message = alert.message {
            let known = message.reading(lexicon).known
            scan(
                message, field: .message, matcher: matcher, words: message.folded, known: known,
                survey: Self.survey(message, words: message.folded, known: known, matcher: matcher),
                dropExclamation: false, into: &findings)
        }
        // A button without a "!" unit holds no "!": its tokens are not walked.
        for (index, button) in alert.buttons.enumerated() where button.utf16.contains(0x21) {
            for token in button.tokens
            where token.kind == .punctuation && button.contains("!", in: token)
                && button.string(of: token).contains("!" as Character)
            {
                findings.append(
                    Finding(
                        ruleID: Self.description.id, severity: .warning, field: .button(index), range: token.range,
                        message: "“!” makes alert text oblique (button-punctuation removes it)."))
            }
        }
    }

    /// Appends the field's findings to `findings`.
    /// - Parameters:
    ///   - words: `text.folded`.
    ///   - known: the text's reading by the matcher's lexicon.
    ///   - survey: ``survey(_:words:known:matcher:)`` of the text. One pass first: most texts hold
    ///     no word that starts a phrase (their sentences are not asked for) and no punctuation
    ///     with a "!" (their marks are not walked).
    private func scan(
        _ text: AnalyzedText, field: AlertField, matcher: PhraseMatcher, words: TextKeys, known: KnownWords,
        survey: (mayHoldPhrase: Bool, holdsMark: Bool), dropExclamation: Bool, into findings: inout [Finding]
    ) {
        var covered: [Range<Int>] = []
        let (mayHoldPhrase, holdsMark) = survey
        if mayHoldPhrase {
            findPhrases(
                in: text, field: field, matcher: matcher, words: words, known: known, covered: &covered,
                into: &findings)
        }
        guard holdsMark else { return }
        let lastContent = text.tokens.lastIndex { $0.kind != .whitespace && $0.kind != .punctuation } ?? -1
        // Every "!" of the field goes into one finding whose one fix edits them all: a text with
        // thousands of them costs one pass, not one pass per mark. `covered` is in text order.
        var marks: [TextEdit] = []
        // Sorting an empty or one-range array would still make its buffer unique: skipped.
        if covered.count > 1 { covered.sort { $0.lowerBound < $1.lowerBound } }
        var nextCovered = 0
        for (index, token) in text.tokens.enumerated() where token.kind == .punctuation && text.contains("!", in: token)
        {
            let mark = text.string(of: token)
            guard mark.contains("!" as Character) else { continue }
            while nextCovered < covered.count, covered[nextCovered].upperBound <= token.range.lowerBound {
                nextCovered += 1
            }
            if nextCovered < covered.count, covered[nextCovered].contains(token.range.lowerBound) { continue }
            let isFinal = index > lastContent
            let besideQuestionMark =
                (index > 0 && text.tokens[index - 1].kind == .punctuation
                    && text.contains("?", in: text.tokens[index - 1])
                    && text.string(of: text.tokens[index - 1]).contains("?" as Character))
                || (index + 1 < text.tokens.count && text.tokens[index + 1].kind == .punctuation
                    && text.contains("?", in: text.tokens[index + 1])
                    && text.string(of: text.tokens[index + 1]).contains("?" as Character))
            let withoutMark = mark.filter { $0 != "!" }
            // A mark that touches a period or another "!" (which becomes one) is dropped: "!!"
            // and "!." end with one period, not "..".
            let besidePeriod =
                [".", "!"].contains(Self.touchingMark(index - 1, of: index, in: text)?.last)
                || Self.touchingMark(index + 1, of: index, in: text)?.first == "."
            let dropped =
                mark.contains("?" as Character) || besideQuestionMark || besidePeriod || (dropExclamation && isFinal)
            marks.append(TextEdit(range: token.range, replacement: dropped || !withoutMark.isEmpty ? withoutMark : "."))
        }
        guard let first = marks.first, let last = marks.last else { return }
        let summary: String
        if marks.allSatisfy({ $0.replacement.isEmpty }) {
            summary = "Remove “!”"
        } else if marks.allSatisfy({ !$0.replacement.isEmpty }) {
            summary = "Replace “!” with “.”"
        } else {
            summary = "Replace “!” with “.” or remove it"
        }
        findings.append(
            Finding(
                ruleID: Self.description.id, severity: .warning, field: field,
                range: first.range.lowerBound..<last.range.upperBound,
                message: marks.count == 1
                    ? "“!” makes alert text oblique." : "“!” makes alert text oblique (\(marks.count) times).",
                fixes: [Fix(field: field, change: .edits(marks), safety: .safe, summary: summary)]))
    }

    /// The text of the punctuation token at `neighbor` when it touches the token at `index`
    /// (no space between); nil for any other token or none.
    private static func touchingMark(_ neighbor: Int, of index: Int, in text: AnalyzedText) -> Substring? {
        guard text.tokens.indices.contains(neighbor), text.tokens[neighbor].kind == .punctuation else { return nil }
        let (first, second) = neighbor < index ? (neighbor, index) : (index, neighbor)
        guard text.tokens[first].range.upperBound == text.tokens[second].range.lowerBound else { return nil }
        return text.tokenText(neighbor)
    }

    /// Whether a word of `text` may start one of `matcher`'s phrases, and whether a punctuation
    /// token of it holds a "!": one walk over borrowed buffers (nothing retained per token, the
    /// matcher's first-word bits loaded once) that stops once both are known.
    private static func survey(_ text: AnalyzedText, words: TextKeys, known: KnownWords, matcher: PhraseMatcher)
        -> (mayHoldPhrase: Bool, holdsMark: Bool)
    {
        var mayHoldPhrase = false
        var holdsMark = false
        matcher.withStartTest { startTest in
            text.tokens.withUnsafeBufferPointer { tokens in
                known.withUnsafeBufferPointer { known in
                    words.withUnsafeBufferPointer { words in
                        text.utf16.withUnsafeBufferPointer { units in
                            for index in tokens.indices {
                                let token = tokens[index]
                                if case .word = token.kind {
                                    if !mayHoldPhrase {
                                        mayHoldPhrase = startTest.mayStart(known[index], folded: words[index])
                                    }
                                } else if case .punctuation = token.kind {
                                    if !holdsMark { holdsMark = units[token.range].contains(0x21) }
                                } else {
                                    continue
                                }
                                if mayHoldPhrase && holdsMark { return }
                            }
                        }
                    }
                }
            }
        }
        return (mayHoldPhrase, holdsMark)
    }

    /// Appends a finding for each interjection or apology of the text, sentence by sentence, and
    /// the range each covers to `covered`.
    private func findPhrases(
        in text: AnalyzedText, field: AlertField, matcher: PhraseMatcher, words: TextKeys, known: KnownWords,
        covered: inout [Range<Int>], into findings: inout [Finding]
    ) {
        let sentences = text.sentences
        for (sentenceIndex, sentence) in sentences.enumerated() {
            var index = sentence.tokens.lowerBound
            while index < sentence.tokens.upperBound {
                guard
                    let end = matcher.match(
                        in: text, words: words, known: known, at: index, limit: sentence.tokens.upperBound),
                    index == sentence.tokens.lowerBound || text.tokens[index - 1].kind != .word
                else {
                    index += 1
                    continue
                }
                let phrase = text.string(text.tokens[index].range.lowerBound..<text.tokens[end - 1].range.upperBound)
                let edits = removal(
                    of: index..<end, in: text, sentence: sentence,
                    isLastSentence: sentenceIndex == sentences.count - 1)
                let range = edits.map { CaseEdits.span(of: $0) } ?? text.tokens[index].range
                covered.append(range)
                findings.append(
                    Finding(
                        ruleID: Self.description.id, severity: .warning, field: field, range: range,
                        message: FindingText.joined(
                            "“", phrase, "” makes the alert oblique; state the situation directly."),
                        fixes: edits.map {
                            [
                                TextFix.make(
                                    field: field, text: text, edits: $0, safety: .suggested,
                                    summary: FindingText.joined("Remove “", phrase, "”"))
                            ]
                        } ?? []))
                index = end
            }
        }
    }

    /// The edits that remove the interjection at `words` (token indices) from its sentence, or nil
    /// when it sits mid-sentence where removing it would leave broken text.
    private func removal(of words: Range<Int>, in text: AnalyzedText, sentence: SentenceSpan, isLastSentence: Bool)
        -> [TextEdit]?
    {
        let tokens = text.tokens
        var next = words.upperBound
        // Punctuation right after the interjection: "Oops!", "Sorry,", "Uh-oh…".
        while next < sentence.tokens.upperBound, tokens[next].kind == .punctuation { next += 1 }
        var afterSpace = next
        while afterSpace < tokens.count, tokens[afterSpace].kind == .whitespace { afterSpace += 1 }
        // A dash after a space belongs to the interjection too: "Whoops — that didn't work."
        if afterSpace < sentence.tokens.upperBound, tokens[afterSpace].kind == .punctuation,
            ["—", "–", "-", "--"].contains(text.string(of: tokens[afterSpace]))
        {
            next = afterSpace + 1
            afterSpace = next
            while afterSpace < tokens.count, tokens[afterSpace].kind == .whitespace { afterSpace += 1 }
        }
        let hadPunctuation = next > words.upperBound
        if words.lowerBound == sentence.tokens.lowerBound {
            // "but" after "Sorry,": "Sorry, but the page can't be found."
            if hadPunctuation, afterSpace < sentence.tokens.upperBound, tokens[afterSpace].kind == .word,
                text.normalizedWord(at: afterSpace) == "but"
            {
                afterSpace += 1
                while afterSpace < tokens.count, tokens[afterSpace].kind == .whitespace { afterSpace += 1 }
            }
            if next >= sentence.tokens.upperBound || afterSpace >= sentence.tokens.upperBound {
                // The whole sentence is the interjection: remove it and the space that joins it to its neighbour.
                var start = tokens[sentence.tokens.lowerBound].range.lowerBound
                var end = sentence.range.upperBound
                var following = sentence.tokens.upperBound
                while following < tokens.count, tokens[following].kind == .whitespace { following += 1 }
                if following < tokens.count {
                    end = tokens[following].range.lowerBound
                } else if sentence.tokens.lowerBound > 0 {
                    start = tokens[sentence.tokens.lowerBound - 1].range.lowerBound
                    if isLastSentence, tokens[sentence.tokens.lowerBound - 1].kind != .whitespace { return nil }
                }
                return [TextEdit(range: start..<end, replacement: "")]
            }
            guard hadPunctuation || tokens[next].kind == .whitespace else { return nil }
            let start = tokens[words.lowerBound].range.lowerBound
            var edits = [TextEdit(range: start..<tokens[afterSpace].range.lowerBound, replacement: "")]
            if tokens[afterSpace].kind == .word {
                let word = text.string(of: tokens[afterSpace])
                if TextScanning.startsLowercase(word), context(isBrand: word) == false {
                    edits.append(
                        TextEdit(range: tokens[afterSpace].range, replacement: TextScanning.capitalizingFirst(word)))
                }
            }
            return edits
        }
        // Mid-sentence after a comma: "…, sorry." / "…, unfortunately, …".
        var before = words.lowerBound - 1
        while before > sentence.tokens.lowerBound, tokens[before].kind == .whitespace { before -= 1 }
        guard before >= sentence.tokens.lowerBound, tokens[before].kind == .punctuation,
            text.string(of: tokens[before]) == ","
        else { return nil }
        var end = tokens[words.upperBound - 1].range.upperBound
        if words.upperBound < tokens.count, tokens[words.upperBound].kind == .punctuation,
            text.string(of: tokens[words.upperBound]) == ","
        {
            end = tokens[words.upperBound].range.upperBound
            return [TextEdit(range: tokens[before].range.lowerBound..<end, replacement: "")]
        }
        if words.upperBound < tokens.count, tokens[words.upperBound].kind == .punctuation,
            text.string(of: tokens[words.upperBound]).contains("!" as Character)
        {
            end = tokens[words.upperBound].range.upperBound
            return [TextEdit(range: tokens[before].range.lowerBound..<end, replacement: ".")]
        }
        return [TextEdit(range: tokens[before].range.lowerBound..<end, replacement: "")]
    }

    /// Words such as "iPhone" keep their lower-case first letter at the start of a sentence.
    private func context(isBrand word: String) -> Bool {
        word.dropFirst().contains { $0.isUppercase }
    }
}

extension AnalyzedText {
    /// Whether a token's text holds the ASCII `mark` among its code units: a token whose text
    /// holds the character holds the unit, so a token without it is passed over without
    /// building its text.
    fileprivate func contains(_ mark: Unicode.Scalar, in token: Token) -> Bool {
        let unit = UInt16(mark.value)
        return utf16.withUnsafeBufferPointer { $0[token.range].contains(unit) }
    }
}
