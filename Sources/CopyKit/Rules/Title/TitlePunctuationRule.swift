/// A fragment title has no ending period or colon; a complete-sentence title ends with
/// punctuation; a question keeps its question mark.
struct TitlePunctuationRule: Rule {
    static let description = RuleDescription(
        id: "title-punctuation",
        summary:
            "Fragment titles have no ending punctuation; sentence titles end with punctuation; questions end with “?”.",
        severities: [.current: .warning, .ios7: .warning, .tvos: .warning, .ios2011: .warning],
        guidelines: [
            GuidelineQuote(
                .current,
                "If the title is a complete sentence, use sentence-style capitalization and appropriate ending punctuation. If the title is a sentence fragment, use title-style capitalization, and don’t add ending punctuation."
            ),
            GuidelineQuote(
                .ios7,
                "Use sentence-style capitalization and appropriate punctuation for complete sentences. Don’t use ending punctuation for sentence fragments."
            ),
            GuidelineQuote(
                .tvos,
                "Use sentence-style capitalization and appropriate punctuation for complete sentences. Don’t use ending punctuation for sentence fragments."
            ),
            GuidelineQuote(
                .ios2011,
                "Use title-style capitalization and no ending punctuation when the title is a sentence fragment or it consists of a single sentence that is not a question."
            ),
            GuidelineQuote(
                .ios2011,
                "If the title consists of two or more sentences, use sentence-style capitalization and appropriate ending punctuation for each sentence."
            ),
        ],
        fixDescription:
            "safe (suggested when the fragment/sentence classifier is unsure): removes a fragment's ending period or colon, adds a period to a sentence (a sentence in headline capitals such as “Sync is Paused” gets a suggested fix that also writes it in sentence case: a period alone would mix the styles), makes a question end with “?”. ios2011 also drops the period of a single non-question sentence. An ending “!” is left to tone-oblique, an ellipsis is left alone, and no period is added after a URL. Stray whitespace (doubled spaces, a space before punctuation) is removed safely; at the ends of the text the fix is suggested, since a localized string may keep such a space for code that joins strings. Off in iphoneos3.",
        examples: [
            RuleExample(Alert(title: "No Internet Connection.", buttons: ["OK"]), triggers: true),
            RuleExample(Alert(title: "Wi-Fi Is Turned Off", buttons: ["OK"]), triggers: true),
            RuleExample(Alert(title: "Storage Almost Full:", buttons: ["OK"]), triggers: true),
            RuleExample(Alert(title: "Hide Your Email and\nBlock Trackers", buttons: ["OK"]), triggers: false),
            RuleExample(Alert(title: "No Internet Connection.", buttons: ["OK"]), profile: .ios7, triggers: true),
            RuleExample(Alert(title: "The Disk Is Full.", buttons: ["OK"]), profile: .ios2011, triggers: true),
            RuleExample(Alert(title: "No Internet Connection", buttons: ["OK"]), triggers: false),
            RuleExample(Alert(title: "iCloud storage is full.", buttons: ["OK"]), triggers: false),
            RuleExample(Alert(title: "Delete “Road Trip Mix”?", buttons: ["Cancel", "Delete"]), triggers: false),
            RuleExample(Alert(title: "Couldn’t Attach “Site Plan.dwg”", buttons: ["OK"]), triggers: false),
            RuleExample(Alert(title: "Wi-Fi Is Turned Off", buttons: ["OK"]), profile: .ios2011, triggers: false),
            RuleExample(Alert(title: "The Disk Is Full", buttons: ["OK"]), profile: .ios2011, triggers: false),
            RuleExample(Alert(title: "No Internet Connection.", buttons: ["OK"]), profile: .iphoneos3, triggers: false),
            RuleExample(Alert(title: "Upload is Paused", buttons: ["OK"]), triggers: true),
        ],
        corrections: [
            RuleCorrection(
                Alert(title: "Upload is Paused", buttons: ["OK"]), Alert(title: "Upload is Paused", buttons: ["OK"])),
            RuleCorrection(
                Alert(title: "Upload is Paused", buttons: ["OK"]), Alert(title: "Upload is paused.", buttons: ["OK"]),
                safety: .suggested),
            RuleCorrection(
                Alert(title: "Delete  Photo ?", buttons: ["Cancel", "Delete"]),
                Alert(title: "Delete Photo?", buttons: ["Cancel", "Delete"])),
            RuleCorrection(
                Alert(title: "No Internet Connection.", buttons: ["OK"]),
                Alert(title: "No Internet Connection", buttons: ["OK"]),
                safety: .suggested),
            RuleCorrection(
                Alert(title: "Wi-Fi is turned off", buttons: ["OK"]),
                Alert(title: "Wi-Fi is turned off.", buttons: ["OK"]),
                safety: .suggested),
            RuleCorrection(
                Alert(title: "The Disk Is Full.", buttons: ["OK"]), Alert(title: "The Disk Is Full", buttons: ["OK"]),
                profile: .ios2011, safety: .suggested),
        ]
    )

    private static let fragmentMarks: [Character] = [".", ":", ";", ","]

    func check(_ alert: AnalyzedAlert, in context: RuleContext, into findings: inout [Finding]) {
        let whitespace = alert.title.flatMap {
            StrayWhitespace.finding(ruleID: Self.description.id, field: .title, text: $0, lexicon: context.lexicon)
        }
        if let whitespace { findings.append(whitespace) }
        if let ending = endingFinding(alert, in: context) { findings.append(ending) }
    }

    /// The finding on the title's ending punctuation, if its kind and the profile ask for another.
    private func endingFinding(_ alert: AnalyzedAlert, in context: RuleContext) -> Finding? {
        if let title = alert.title, GenericTitle.isInterjection(title, lexicon: context.lexicon) { return nil }
        // The verdict's kind and confidence are read in place; its reason only for a finding.
        guard let title = alert.title, let classified = alert.titleClassification?.kind,
            let confidence = alert.titleClassification?.confidence,
            case let kind = TitleKind.of(title, classifiedAs: classified, lexicon: context.lexicon),
            let expectation = TitleConventions.expectation(for: kind, profile: context.profile)
        else { return nil }
        let trailing = TrailingPunctuation.of(title)
        guard let lastToken = trailing.lastToken, !trailing.isEllipsis else { return nil }
        let end = title.tokens[lastToken].range.upperBound
        let safety = FixSafety(confidence: confidence)
        func message(_ statement: StaticString) -> FindingText {
            alert.titleClassification?.findingMessage(statement) ?? ""
        }
        switch expectation.ending {
        case .none:
            guard let removable = trailing.trailingTokens(madeOf: Self.fragmentMarks, in: title) else { return nil }
            let range = trailing.range(of: removable, in: title)
            let message =
                kind == .sentence
                ? message("A single non-question sentence title has no ending punctuation in this edition")
                : message("A fragment title has no ending punctuation")
            return finding(
                message, range: range,
                fix: Fix(
                    field: .title, change: .edits([TextEdit(range: range, replacement: "")]), safety: safety,
                    summary: "Remove the ending punctuation"))
        case .sentencePunctuation:
            if let mark = trailing.finalMark, mark.isAny(of: FinalMark.sentenceEnders) { return nil }
            let message = message("A complete-sentence title needs ending punctuation")
            if let replaceable = trailing.trailingTokens(madeOf: Self.fragmentMarks, in: title) {
                let range = trailing.range(of: replaceable, in: title)
                return finding(
                    message, range: range,
                    fix: Fix(
                        field: .title, change: .edits([TextEdit(range: range, replacement: ".")]), safety: safety,
                        summary: "End the sentence with a period"))
            }
            if trailing.endsWithLinkOrEmoticon(in: title) { return finding(message, range: end..<end, fix: nil) }
            // "Sync is Paused": headline capitals that title-case leaves alone (they might be a
            // name). A period alone would mix the styles; the fix writes the sentence in sentence
            // case, for a person to check.
            let headline = Self.headlineCapitals(in: title, context: context)
            if !headline.isEmpty {
                return finding(
                    message, range: end..<end,
                    fix: Fix(
                        field: .title, change: .edits(headline + [TextEdit(range: end..<end, replacement: ".")]),
                        safety: .suggested, summary: "Write the sentence in sentence case with a period"))
            }
            return finding(
                message, range: end..<end,
                fix: Fix(
                    field: .title, change: .edits([TextEdit(range: end..<end, replacement: ".")]), safety: safety,
                    summary: "End the sentence with a period"))
        case .questionMark:
            if let mark = trailing.finalMark, mark == "?" || mark == "!" { return nil }
            let message = message("A question title ends with a question mark")
            if let replaceable = trailing.trailingTokens(madeOf: Self.fragmentMarks, in: title) {
                let range = trailing.range(of: replaceable, in: title)
                return finding(
                    message, range: range,
                    fix: Fix(
                        field: .title, change: .edits([TextEdit(range: range, replacement: "?")]), safety: safety,
                        summary: "End the question with “?”"))
            }
            return finding(
                message, range: end..<end,
                fix: Fix(
                    field: .title, change: .edits([TextEdit(range: end..<end, replacement: "?")]), safety: safety,
                    summary: "End the question with “?”"))
        }
    }

    /// Lower-casing edits for headline capitals in a sentence title that title-case does not
    /// recase: a lone capitalized verb or function word after a lower-case word ("Sync is
    /// Paused"). Empty when title-case recases the title itself (its fix and this one combine)
    /// or when the capitals may be a name (a run of them, a known name or acronym).
    static func headlineCapitals(in title: AnalyzedText, context: RuleContext) -> [TextEdit] {
        guard CaseEdits.edits(for: title, style: .sentence, context: context).edits.isEmpty else { return [] }
        let lexicon = context.lexicon
        let words = title.tokens.indices.filter { title.tokens[$0].kind == .word }
        var edits: [TextEdit] = []
        for position in words.indices.dropFirst() {
            let word = title.string(of: title.tokens[words[position]])
            guard TextScanning.isCapitalized(word), word.dropFirst().allSatisfy({ !$0.isUppercase }),
                lexicon.properName(of: word) == nil, lexicon.acronym(of: word) == nil, !lexicon.isAmbiguousName(word),
                TextScanning.startsLowercase(title.string(of: title.tokens[words[position - 1]]))
            else { continue }
            if position + 1 < words.count,
                TextScanning.isCapitalized(title.string(of: title.tokens[words[position + 1]]))
            {
                continue
            }
            let folded = Lexicon.fold(word)
            guard lexicon.verbForms[folded] != nil || lexicon.isSmallWord(word) else { continue }
            edits.append(TextEdit(range: title.tokens[words[position]].range, replacement: folded))
        }
        return edits
    }

    /// A finding with its whole message (``Classification/findingMessage(_:)``).
    private func finding(_ message: FindingText, range: Range<Int>, fix: Fix?) -> Finding {
        Finding(
            ruleID: Self.description.id, severity: .warning, field: .title, range: range, message: message,
            fixes: fix.map { [$0] } ?? [])
    }
}
