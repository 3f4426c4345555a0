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

    func check(_ alert: AnalyzedAlert, in context: RuleContext, into findings: inout [Finding]) {
        guard let title = alert.title, let message = alert.message else { return }
        let lexicon = context.lexicon
        let morphology = VerbMorphology(lexicon: lexicon)
        /// Reads the content words of the tokens `range` of the text (stemmed lemmas, in order,
        /// each passed to `take`), whether they are negative and have a clause boundary; nil when
        /// they hold a number or a run-time value, or when `take` refuses a word (the text then
        /// says more than the title), with `stop` the token index where the reading stopped.
        func content(_ text: AnalyzedText, _ range: Range<Int>, stop: inout Int, _ take: (String) -> Bool) -> (
            negative: Bool, hasBoundary: Bool
        )? {
            var negative = false
            var hasBoundary = false
            let reading = text.reading(lexicon).known
            // The text's arrays read through their buffers, borrowed from the text: none is
            // retained for the reading.
            let read = text.tokens.withUnsafeBufferPointer { tokens in
                text.folded.withUnsafeBufferPointer { folded in
                    text.utf16.withUnsafeBufferPointer { units -> Bool in
                        for index in range {
                            switch tokens[index].kind {
                            case .word:
                                let known = reading[index]
                                if known.isIn(.negations) {
                                    negative = true
                                    continue
                                }
                                let word = folded[index]
                                // A folded word ends with "t" only when its token ends with "t" or "T" (no
                                // other character lower-cases to one ending with "t"): any other word cannot
                                // end with "n't", and its bytes are read only if it is a content word.
                                // The ending is read from the token's units when they are ASCII.
                                let wordUnits = UnsafeBufferPointer(rebasing: units[tokens[index].range])
                                let last = wordUnits[wordUnits.count - 1]
                                let endingInT =
                                    last == 0x74 || last == 0x54
                                    ? ByteEnding(foldingASCII: wordUnits) ?? ByteEnding(word) : nil
                                if let endingInT, endingInT.hasSuffix("n't") && word.hasSuffix("n't") {
                                    negative = true
                                } else if known.isIn(.clauseBoundaries) {
                                    hasBoundary = true
                                } else if !known.isIn(.functionWords) {
                                    // The word's last bytes, read once for every suffix test below.
                                    let ending = endingInT ?? ByteEnding(foldingASCII: wordUnits) ?? ByteEnding(word)
                                    let stem: String
                                    if let form = lexicon.verbForm(of: known, key: word) {
                                        // A form that is its own lemma (its lemma is `word` itself) keeps the
                                        // ending already read.
                                        stem =
                                            lexicon.table.verbLemmas[Int(known.id)] == known.id
                                            ? Self.stem(word, ending: ending) : Self.stem(form.lemma)
                                    } else if ending.hasSuffix("ed") || ending.hasSuffix("ing") {
                                        stem = Self.stem(morphology.lemma(of: word))
                                    } else {
                                        // Not a verb form the lexicon knows nor a regular -ed or -ing form:
                                        // the word is its own lemma, its ending already read.
                                        stem = Self.stem(word, ending: ending)
                                    }
                                    guard take(stem) else {
                                        stop = index
                                        return false
                                    }
                                }
                            case .number, .opaque:
                                stop = index
                                return false
                            case .punctuation, .whitespace: continue
                            }
                        }
                        return true
                    }
                }
            }
            guard read else { return nil }
            stop = range.upperBound
            return (negative, hasBoundary)
        }
        // The title's content words, each once: a handful (at most one a token), kept in a
        // temporary allocation (on the stack) and compared in place rather than hashed into a set.
        withUnsafeTemporaryAllocation(of: String.self, capacity: title.tokens.count) { storage in
            var count = 0
            defer { storage.baseAddress?.deinitialize(count: count) }
            var stop = 0
            guard
                let titleContent = content(
                    title, title.tokens.indices, stop: &stop,
                    { stem in
                        if !storage[..<count].contains(stem) {
                            storage.initializeElement(at: count, to: stem)
                            count += 1
                        }
                        return true
                    }), count > 0
            else { return }
            let titleWords = UnsafeBufferPointer(rebasing: storage[..<count])
            /// Whether the tokens `range` of the message say what the title says and no more:
            /// every content word among the title's, as many (each title word marked once by its
            /// position), as negative, without a clause boundary.
            func repeatsTitle(_ range: Range<Int>, stop: inout Int) -> Bool {
                var seen: UInt64 = 0
                var seenPast64: [Int] = []
                guard
                    let messageContent = content(
                        message, range, stop: &stop,
                        { stem in
                            guard let position = titleWords.firstIndex(of: stem) else { return false }
                            if position < 64 {
                                seen |= 1 << UInt64(position)
                            } else if !seenPast64.contains(position) {
                                seenPast64.append(position)
                            }
                            return true
                        })
                else { return false }
                return !messageContent.hasBoundary && titleContent.negative == messageContent.negative
                    && titleWords.count == seen.nonzeroBitCount + seenPast64.count
            }
            // The whole message read first: where it stops, or its end, with no punctuation before,
            // lies in its first sentence, which the reading of that sentence would have stopped at
            // too (or which is the whole message): its sentences are not split.
            let repeatsWhole = repeatsTitle(message.tokens.indices, stop: &stop)
            if !message.tokens[..<stop].contains(where: { $0.kind == .punctuation }) {
                if repeatsWhole { findings.append(wholeMessageFinding(message)) }
                return
            }
            let sentences = message.sentences
            guard !sentences.isEmpty else { return }
            if sentences.count > 1 {
                // "Session Expired" + "Your session has expired. Please sign in again.": the first
                // sentence only repeats the title; the rest is the message.
                guard let first = sentences.first, repeatsTitle(first.tokens, stop: &stop) else { return }
                findings.append(
                    Finding(
                        ruleID: Self.description.id, severity: .warning, field: .message, range: first.range,
                        message: "The sentence repeats the title and adds nothing; remove it.",
                        fixes: [
                            SentenceRemoval.fix(
                                removing: [first], from: message, field: .message, summary: "Remove the sentence")
                        ]))
                return
            }
            // One sentence: its tokens are the message's but for whitespace, which the reading skips.
            if repeatsWhole { findings.append(wholeMessageFinding(message)) }
        }
    }

    /// The finding of a message that only repeats the title.
    private func wholeMessageFinding(_ message: AnalyzedText) -> Finding {
        Finding(
            ruleID: Self.description.id, severity: .warning, field: .message, range: 0..<message.utf16.count,
            message: "The message repeats the title and adds nothing; remove it or say more.",
            fixes: [Fix(field: .message, change: .replacement(nil), safety: .suggested, summary: "Remove the message")])
    }

    /// A crude noun stem so that singular and plural compare equal ("downloads" → "download").
    static func stem(_ word: String) -> String { stem(word, ending: ByteEnding(word)) }

    /// ``stem(_:)`` of a word whose ending is read.
    static func stem(_ word: String, ending: ByteEnding) -> String {
        // A word whose last byte is not "s" does not end with the character "s" either (no
        // other character is equivalent to it): it is its own stem, its other bytes unread.
        guard ending.hasSuffix("s") else { return word }
        if ByteEnding.isASCIIWithoutCarriageReturn(word) {
            // ASCII without carriage returns: a byte is a character, and the suffixes are
            // compared as bytes.
            guard ending.count > 3, !ending.hasSuffix("ss"), !ending.hasSuffix("us") else { return word }
            // Its last byte dropped, not its last character found by grapheme breaking.
            return String(Substring(word.utf8.dropLast()))
        }
        guard word.count > 3, word.hasSuffix("s"), !word.hasSuffix("ss"), !word.hasSuffix("us") else { return word }
        return String(word.dropLast())
    }
}
