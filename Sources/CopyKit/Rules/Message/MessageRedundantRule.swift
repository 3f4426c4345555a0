/// A message that only repeats the title ("Subscription Renewed" / "Your subscription has been
/// renewed.").
struct MessageRedundantRule: Rule {
    static let description = RuleDescription(
        id: "message-redundant",
        summary: "Include a message only if it adds to the title.",
        severities: [.current: .warning, .ios7: .warning, .tvos: .warning, .ios2011: .info, .iphoneos3: .info],
        guidelines: [
            GuidelineQuote(.current, "Include informative text only if it adds value."),
            GuidelineQuote(.ios7, "Try to craft a title that avoids adding extra text as a message."),
            GuidelineQuote(.tvos, "Try to craft a title that avoids adding extra text as a message."),
            GuidelineQuote(
                .ios2011,
                "In general, consider using a question for an alert title if it allows you to avoid adding a message."
            ),
            GuidelineQuote(
                .iphoneos3,
                "Sometimes, it’s a good idea to add to the alert a sentence, or message, that provides context or additional information."
            ),
        ],
        fixDescription:
            "suggested: removes the message. It fires when every content word of the title (lemmatized) is in a one-sentence message, the message adds no other content word, both say the same thing positively or negatively, and the message gives no cause or consequence (“because”, “until”, …). In a longer message, a first sentence that only repeats the title is removed (“Session Expired” + “Your session has expired. Sign in again.” → “Sign in again.”). Info in ios2011 and iphoneos3, whose advice on messages is softer.",
        examples: [
            RuleExample(
                Alert(title: "Subscription Renewed", message: "Your subscription has been renewed.", buttons: ["OK"]),
                triggers: true),
            RuleExample(
                Alert(title: "Download Complete", message: "The download is complete.", buttons: ["OK"]), triggers: true
            ),
            RuleExample(
                Alert(title: "Couldn't Save the File", message: "The file couldn't be saved.", buttons: ["OK"]),
                profile: .ios7, triggers: true),
            RuleExample(
                Alert(
                    title: "Couldn't Save the File", message: "The file couldn't be saved because the disk is full.",
                    buttons: ["OK"]), triggers: false),
            RuleExample(
                Alert(
                    title: "Couldn't Share Location", message: "Location sharing is turned off for this device.",
                    buttons: ["OK"]), triggers: false),
            RuleExample(
                Alert(title: "File Saved", message: "The file couldn't be saved.", buttons: ["OK"]), triggers: false),
            RuleExample(
                Alert(title: "Can't Open Recipe", message: "This recipe was deleted by its author.", buttons: ["OK"]),
                triggers: false),
        ],
        corrections: [
            RuleCorrection(
                Alert(title: "Subscription Renewed", message: "Your subscription has been renewed.", buttons: ["OK"]),
                Alert(title: "Subscription Renewed", buttons: ["OK"]), safety: .suggested),
            RuleCorrection(
                Alert(
                    title: "Payment Failed", message: "The payment failed. Update the card to keep the subscription.",
                    buttons: ["Not Now", "Update"]),
                Alert(
                    title: "Payment Failed", message: "Update the card to keep the subscription.",
                    buttons: ["Not Now", "Update"]), safety: .suggested),
        ],
        safestFix: .suggested
    )

    func check(_ alert: AnalyzedAlert, in context: RuleContext) -> [Finding] {
        guard let title = alert.title, let message = alert.message else { return [] }
        let sentences = message.sentences
        guard !sentences.isEmpty else { return [] }
        let lexicon = context.lexicon
        let morphology = VerbMorphology(lexicon: lexicon)
        /// The content words of the text (stemmed lemmas, each once: a handful, compared in an
        /// array rather than hashed into a set), whether it is negative and has a clause
        /// boundary; nil when it holds a number or a run-time value, or when a content word is
        /// not among `within` (the message then says more than the title).
        func content(_ text: AnalyzedText, _ range: Range<Int>? = nil, within: [String]? = nil) -> (
            words: [String], negative: Bool, hasBoundary: Bool
        )? {
            var words: [String] = []
            var negative = false
            var hasBoundary = false
            let reading = text.reading(lexicon)
            for index in range ?? text.tokens.indices {
                let token = text.tokens[index]
                switch token.kind {
                case .word:
                    let word = text.normalizedWord(at: index)
                    let known = reading.known[index]
                    // The word's last bytes, read once for every suffix test below.
                    let ending = ByteEnding(word)
                    if known.isIn(.negations) || (ending.hasSuffix("n't") && word.hasSuffix("n't")) {
                        negative = true
                    } else if known.isIn(.clauseBoundaries) {
                        hasBoundary = true
                    } else if !known.isIn(.functionWords) {
                        let stem: String
                        if let form = lexicon.verbForm(of: known, key: word) {
                            stem = Self.stem(form.lemma)
                        } else if ending.hasSuffix("ed") || ending.hasSuffix("ing") {
                            stem = Self.stem(morphology.lemma(of: word))
                        } else {
                            // Not a verb form the lexicon knows nor a regular -ed or -ing form:
                            // the word is its own lemma, its ending already read.
                            stem = Self.stem(word, ending: ending)
                        }
                        if let within, !within.contains(stem) { return nil }
                        if !words.contains(stem) {
                            // Room for a title's handful of words at once, not grown one by one.
                            if words.isEmpty { words.reserveCapacity(8) }
                            words.append(stem)
                        }
                    }
                case .number, .opaque: return nil
                case .punctuation, .whitespace: continue
                }
            }
            return (words, negative, hasBoundary)
        }
        guard let titleContent = content(title), !titleContent.words.isEmpty else { return [] }
        func repeatsTitle(_ range: Range<Int>?) -> Bool {
            guard let messageContent = content(message, range, within: titleContent.words) else { return false }
            // The message's words are among the title's, each once: the same words when as many.
            return !messageContent.hasBoundary && titleContent.negative == messageContent.negative
                && titleContent.words.count == messageContent.words.count
        }
        if sentences.count > 1 {
            // "Session Expired" + "Your session has expired. Please sign in again.": the first
            // sentence only repeats the title; the rest is the message.
            guard let first = sentences.first, repeatsTitle(first.tokens) else { return [] }
            return [
                Finding(
                    ruleID: Self.description.id, severity: .warning, field: .message, range: first.range,
                    message: "The sentence repeats the title and adds nothing; remove it.",
                    fixes: [
                        SentenceRemoval.fix(
                            removing: [first], from: message, field: .message, summary: "Remove the sentence")
                    ])
            ]
        }
        guard repeatsTitle(nil) else { return [] }
        return [
            Finding(
                ruleID: Self.description.id, severity: .warning, field: .message, range: 0..<message.utf16.count,
                message: "The message repeats the title and adds nothing; remove it or say more.",
                fixes: [
                    Fix(field: .message, change: .replacement(nil), safety: .suggested, summary: "Remove the message")
                ])
        ]
    }

    /// A crude noun stem so that singular and plural compare equal ("downloads" → "download").
    static func stem(_ word: String) -> String { stem(word, ending: ByteEnding(word)) }

    /// ``stem(_:)`` of a word whose ending is read.
    static func stem(_ word: String, ending: ByteEnding) -> String {
        if ending.isASCIIWithoutCarriageReturn {
            // ASCII without carriage returns: a byte is a character, and the suffixes are
            // compared as bytes.
            guard ending.count > 3, ending.hasSuffix("s"), !ending.hasSuffix("ss"), !ending.hasSuffix("us")
            else { return word }
            return String(word.dropLast())
        }
        guard word.count > 3, word.hasSuffix("s"), !word.hasSuffix("ss"), !word.hasSuffix("us") else { return word }
        return String(word.dropLast())
    }
}
