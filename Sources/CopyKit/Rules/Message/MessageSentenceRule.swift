/// An alert message is made of complete sentences with sentence-style capitalization and
/// ending punctuation.
struct MessageSentenceRule: Rule {
    static let description = RuleDescription(
        id: "message-sentence",
        summary: "Messages use complete sentences, sentence-style capitalization and ending punctuation.",
        severities: [.current: .warning, .ios7: .warning, .tvos: .warning, .ios2011: .warning],
        guidelines: [
            GuidelineQuote(
                .current,
                "If you need to add an informative message, keep it as short as possible, using complete sentences, sentence-style capitalization, and appropriate punctuation."
            ),
            GuidelineQuote(
                .ios7,
                "If you must provide a message, write short, complete sentences. Try to keep messages short enough to fit on one or two lines to prevent scrolling. Use sentence-style capitalization and appropriate punctuation."
            ),
            GuidelineQuote(
                .tvos,
                "If you must provide a message, write short, complete sentences. Try to keep messages short enough to fit on one or two lines to prevent scrolling. Use sentence-style capitalization and appropriate punctuation."
            ),
            GuidelineQuote(.ios2011, "If you provide an optional alert message, create a short, complete sentence"),
            GuidelineQuote(.ios2011, "Use sentence-style capitalization and appropriate ending punctuation."),
        ],
        fixDescription:
            "safe for case and punctuation (suggested when the classifier is unsure; a piece of a text the app composes — starting or ending with a line break, or ending with a space after a comma or a joining word — keeps its whitespace and is not asked to be a sentence): capitalizes the first word of each sentence, puts a message written in title case into sentence case (names, brands, acronyms, quoted names and format specifiers keep their spelling) and ends the last sentence with a period (not after a URL). A message that is a fragment is reported; its wording is left to the writer; no period follows a list item, a parenthesis after a sentence, or a specifier after a colon. Stray whitespace (doubled spaces, a space before punctuation) is removed safely; at the ends of the text the fix is suggested, since a localized string may keep such a space for code that joins strings. Off in iphoneos3, which says nothing about message style.",
        examples: [
            RuleExample(
                Alert(
                    title: "Couldn't Share Location", message: "Location sharing is turned off for this device",
                    buttons: ["OK"]), triggers: true),
            RuleExample(
                Alert(
                    title: "Clear Cache?", message: "Downloaded Maps Will Be Removed From This Device.",
                    buttons: ["Cancel", "Clear"]), triggers: true),
            RuleExample(
                Alert(title: "Upload Failed", message: "The server is busy. try again later.", buttons: ["OK"]),
                triggers: true),
            RuleExample(
                Alert(title: "Upload Failed", message: "the server is busy.", buttons: ["OK"]), profile: .ios7,
                triggers: true),
            RuleExample(
                Alert(title: "Sync Paused", message: "%d items are waiting to sync", buttons: ["OK"]),
                profile: .ios2011, triggers: true),
            RuleExample(
                Alert(
                    title: "Couldn't Share Location", message: "Location sharing is turned off for this device.",
                    buttons: ["OK"]), triggers: false),
            RuleExample(
                Alert(title: "Export Finished", message: "“Trip.gpx” was saved to this iPad.", buttons: ["OK"]),
                triggers: false),
            RuleExample(
                Alert(title: "Low Battery", message: "Only 10%% of the battery is left.", buttons: ["OK"]),
                triggers: false),
            RuleExample(
                Alert(title: "Can't Share", message: "Ask Alex Kim to share the album again.", buttons: ["OK"]),
                triggers: false),
            RuleExample(
                Alert(title: "Storage Full", message: "iCloud storage is full.", buttons: ["OK"]), triggers: false),
            RuleExample(
                Alert(
                    title: "Couldn't Share Location", message: "Location sharing is turned off for this device",
                    buttons: ["OK"]), profile: .iphoneos3, triggers: false),
            RuleExample(
                Alert(title: "Couldn't Upload", message: "\n\nPlease try again later.", buttons: ["OK"]),
                triggers: false),
            RuleExample(
                Alert(title: "Couldn't Upload", message: "Your changes were saved, but ", buttons: ["OK"]),
                triggers: false),
            RuleExample(
                Alert(title: "Couldn't Upload", message: "Could not reach the server, error: %@\n", buttons: ["OK"]),
                triggers: false),
            RuleExample(Alert(title: "Sync Details", message: "\\(details)", buttons: ["OK"]), triggers: false),
            RuleExample(Alert(title: "Couldn't Sync", message: "%@", buttons: ["OK"]), triggers: false),
            RuleExample(
                Alert(
                    title: "Unable to Add Item", message: "Can't add the item because none was found.", buttons: ["OK"]),
                triggers: false),
        ],
        corrections: [
            RuleCorrection(
                Alert(title: "Session Expired", message: "To continue, sign in again", buttons: ["OK"]),
                Alert(title: "Session Expired", message: "To continue, sign in again.", buttons: ["OK"])),
            RuleCorrection(
                Alert(title: "Delete Photo?", message: "The photo will be  deleted .", buttons: ["Cancel", "Delete"]),
                Alert(title: "Delete Photo?", message: "The photo will be deleted.", buttons: ["Cancel", "Delete"])),
            RuleCorrection(
                Alert(
                    title: "Couldn't Share Location", message: "Location sharing is turned off for this device",
                    buttons: ["OK"]),
                Alert(
                    title: "Couldn't Share Location", message: "Location sharing is turned off for this device.",
                    buttons: ["OK"]),
                safety: .suggested),
            RuleCorrection(
                Alert(
                    title: "Clear Cache?", message: "Downloaded Maps Will Be Removed From This Device.",
                    buttons: ["Cancel", "Clear"]),
                Alert(
                    title: "Clear Cache?", message: "Downloaded maps will be removed from this device.",
                    buttons: ["Cancel", "Clear"]),
                safety: .suggested),
            RuleCorrection(
                Alert(title: "Upload Failed", message: "The server is busy. try again later.", buttons: ["OK"]),
                Alert(title: "Upload Failed", message: "The server is busy. Try again later.", buttons: ["OK"]),
                safety: .suggested),
        ]
    )

    private static let replaceableEnds: [Character] = [":", ";", ","]

    func check(_ alert: AnalyzedAlert, in context: RuleContext, into findings: inout [Finding]) {
        // The verdict's kind and confidence are read in place; its reason only for a finding.
        guard let message = alert.message, let kind = alert.messageClassification?.kind,
            let confidence = alert.messageClassification?.confidence, message.lastNonSpaceIndex != nil
        else { return }
        // A message that is only a run-time value ("\(error)", "%@") is whatever the app puts
        // there: no sentence to ask of it.
        if ComposedText.isOnlyRunTimeValues(message) { return }
        if let whitespace = StrayWhitespace.finding(
            ruleID: Self.description.id, field: .message, text: message, lexicon: context.lexicon)
        {
            findings.append(whitespace)
        }
        let isFragment = kind == .fragment
        let safety: FixSafety = isFragment ? .suggested : FixSafety(confidence: confidence)
        let (edits, spellsLearnedName) = CaseEdits.edits(for: message, style: .sentence, context: context)
        if !edits.isEmpty {
            findings.append(
                Finding(
                    ruleID: Self.description.id, severity: .warning, field: .message, range: CaseEdits.span(of: edits),
                    message: alert.messageClassification?.findingMessage("A message uses sentence-style capitalization")
                        ?? "",
                    fixes: [
                        Fix(
                            field: .message, change: .edits(edits), safety: spellsLearnedName ? .suggested : safety,
                            summary: "Capitalize as a sentence")
                    ]))
        }
        // A piece of a text the app composes ("\n\nPlease try again later.", "Saved, but ") is
        // no sentence of its own: the whole text ends it, and may be one.
        let awaitsAText = ComposedText.awaitsAText(message, lexicon: context.lexicon)
        let isPiece = awaitsAText || ComposedText.continuesAText(message)
        let trailing = TrailingPunctuation.of(message)
        if !awaitsAText, let lastToken = trailing.lastToken, !trailing.isEllipsis,
            !(trailing.finalMark?.isAny(of: FinalMark.sentenceEnders) ?? false),
            !Self.endsWithSeparateUnit(message, lastToken: lastToken)
        {
            let end = message.tokens[lastToken].range.upperBound
            var fixes: [Fix] = []
            var range = end..<end
            if let replaceable = trailing.trailingTokens(madeOf: Self.replaceableEnds, in: message) {
                range = trailing.range(of: replaceable, in: message)
                fixes.append(
                    Fix(
                        field: .message, change: .edits([TextEdit(range: range, replacement: ".")]), safety: safety,
                        summary: "End the sentence with a period"))
            } else if !trailing.endsWithLinkOrEmoticon(in: message) {
                fixes.append(
                    Fix(
                        field: .message, change: .edits([TextEdit(range: range, replacement: ".")]), safety: safety,
                        summary: "End the sentence with a period"))
            }
            findings.append(
                Finding(
                    ruleID: Self.description.id, severity: .warning, field: .message, range: range,
                    message: "A message needs ending punctuation.", fixes: fixes))
        }
        if isFragment && Classification.isConfident(confidence) && !isPiece,
            !Self.opensWithFormula(message, lexicon: context.lexicon),
            let reason = alert.messageClassification?.reason
        {
            findings.append(
                Finding(
                    ruleID: Self.description.id, severity: .warning, field: .message,
                    range: 0..<message.utf16.count,
                    message: "The message is a sentence fragment; write a complete sentence (\(reason))."
                ))
        }
    }

    /// Whether the message's first word opens a sentence formula: a bit of its reading, asked
    /// only of a fragment the rule would report.
    private static func opensWithFormula(_ message: AnalyzedText, lexicon: Lexicon) -> Bool {
        guard let first = message.tokens.firstIndex(where: { $0.kind == .word }) else { return false }
        return message.reading(lexicon).known[first].isIn(.sentenceFormulas)
    }

    /// Whether the message ends with a unit that brings or needs its own punctuation, so a
    /// period after it would be wrong or doubled: a list item on the last line, a specifier standing for a whole text after a
    /// colon ("Sync failed: %@" — an error description ends with its own period), or a
    /// parenthesis after a finished sentence ("… the video. (Error code: %ld)").
    static func endsWithSeparateUnit(_ message: AnalyzedText, lastToken: Int) -> Bool {
        // The last line of a list ("• Photos\n• Videos") takes no period.
        if Self.hasLineBreak(message.utf16), let lastLine = message.text.split(whereSeparator: \.isNewline).last,
            let marker = lastLine.first(where: { !$0.isWhitespace }), ["•", "-", "*", "–", "◦", "▪"].contains(marker)
        {
            return true
        }
        let tokens = message.tokens
        func previousNonSpace(before index: Int) -> Int? {
            var index = index - 1
            while index >= 0, tokens[index].kind == .whitespace { index -= 1 }
            return index >= 0 ? index : nil
        }
        if tokens[lastToken].isProtected, let previous = previousNonSpace(before: lastToken),
            message.string(of: tokens[previous]).hasSuffix(":")
        {
            return true
        }
        guard message.string(of: tokens[lastToken]).hasSuffix(")") else { return false }
        var depth = 0
        for index in stride(from: lastToken, through: 0, by: -1) where tokens[index].kind == .punctuation {
            let mark = message.string(of: tokens[index])
            depth += mark.filter { $0 == ")" }.count - mark.filter { $0 == "(" }.count
            guard depth <= 0 else { continue }
            guard let previous = previousNonSpace(before: index), previous < index - 1 else { return false }
            return message.string(of: tokens[previous]).last.map(TextScanning.enders.contains) ?? false
        }
        return false
    }

    /// Whether the text holds a character that is a newline (``Character/isNewline``), read from
    /// its UTF-16 units: LF, VT, FF, CR, NEL, LINE SEPARATOR or PARAGRAPH SEPARATOR, each a
    /// character of its own (or CR LF together).
    static func hasLineBreak(_ units: some Collection<UInt16>) -> Bool {
        units.contains { unit in
            (unit >= 0x0A && unit <= 0x0D) || unit == 0x85 || unit == 0x2028 || unit == 0x2029
        }
    }
}
