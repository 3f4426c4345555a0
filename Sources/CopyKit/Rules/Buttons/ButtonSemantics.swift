/// How button titles read: what a title means (Cancel, Yes, No, OK, a refusal) from the lexicon's
/// label tables. The button rules read an alert's own buttons once, through ``AlertButtons``.
struct ButtonSemantics {
    let lexicon: Lexicon

    init(lexicon: Lexicon) { self.lexicon = lexicon }

    /// The label of a title, read now (an alert's own buttons are read once, by ``AlertButtons``).
    func label(of title: String) -> ButtonLabel { ButtonLabel(title, lexicon: lexicon) }

    /// A title as the label tables list it: lower case, trimmed, straight apostrophes, single
    /// spaces, without ending punctuation ("Never Mind." → "never mind", "OK!" → "ok").
    static func label(of title: String) -> String {
        if let ascii = asciiLabel(of: title) { return ascii }
        var scalars = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in title.lowercased().unicodeScalars {
            if scalar.properties.isWhitespace {
                pendingSpace = !scalars.isEmpty
                continue
            }
            if pendingSpace {
                scalars.append(" ")
                pendingSpace = false
            }
            scalars.append(scalar == "\u{2019}" ? "'" : scalar)
        }
        while let last = scalars.last, endingPunctuation.contains(last) || last == " " { scalars.removeLast() }
        return String(scalars)
    }

    /// `label(of:)` for an ASCII title, byte by byte; nil for any other title.
    private static func asciiLabel(of title: String) -> String? {
        guard title.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        return String(unsafeUninitializedCapacity: title.utf8.count) { buffer in
            var count = 0
            var pendingSpace = false
            for byte in title.utf8 {
                if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                    pendingSpace = count > 0
                    continue
                }
                if pendingSpace {
                    buffer[count] = 0x20
                    count += 1
                    pendingSpace = false
                }
                buffer[count] = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
                count += 1
            }
            while count > 0, isASCIIEndingPunctuation(buffer[count - 1]) || buffer[count - 1] == 0x20 {
                count -= 1
            }
            return count
        }
    }

    /// Whether a byte is an ASCII member of `endingPunctuation` (. ! ? : ; ,).
    @inline(__always)
    static func isASCIIEndingPunctuation(_ byte: UInt8) -> Bool {
        byte == 0x2E || byte == 0x21 || byte == 0x3F || byte == 0x3A || byte == 0x3B || byte == 0x2C
    }

    /// Punctuation a button title must not end with (the ellipsis is not among it).
    static let endingPunctuation: Set<Unicode.Scalar> = [".", "!", "?", ":", ";", ",", "。", "！", "？"]

    /// Whether the title's label is in `list`.
    func isLabel(_ title: String, in list: LexiconList) -> Bool { label(of: title).word.isIn(list) }

    /// Titled exactly "Cancel" in any casing.
    func isTitledCancel(_ button: AlertButton) -> Bool { label(of: button.title).traits.contains(.titledCancel) }

    func isYes(_ button: AlertButton) -> Bool { isLabel(button.title, in: .yesLabels) }
    func isNo(_ button: AlertButton) -> Bool { isLabel(button.title, in: .noLabels) }
    func isOK(_ button: AlertButton) -> Bool { isLabel(button.title, in: .okLabels) }

    /// A "Don't …" title: a refusal that is an outcome ("Don't Save", "Don't Allow").
    func isRefusal(_ button: AlertButton) -> Bool { label(of: button.title).traits.contains(.refusal) }
}

extension ButtonSemantics {
    /// Whether the title or the message asks a question (the classifier says so, or it ends with "?").
    static func asksQuestion(_ alert: AnalyzedAlert) -> Bool {
        if alert.titleClassification?.isQuestion == true || alert.messageClassification?.isQuestion == true {
            return true
        }
        return [alert.title, alert.message].contains { text in
            guard let text, let last = text.tokens.last(where: { $0.kind != .whitespace }) else { return false }
            return last.kind == .punctuation && text.string(of: last).contains("?" as Character)
        }
    }

    /// Whether the question is supplied at run time, so the app can't name its action: the
    /// message is only run-time values ("%@", as in a panel for a web page's confirm()), or there
    /// is no message and the title is. "OK" and "Cancel" are then the right answers.
    static func questionIsSuppliedAtRunTime(_ alert: AnalyzedAlert) -> Bool {
        if let message = alert.message, message.lastNonSpaceIndex != nil { return isOnlyRunTimeValues(message) }
        return alert.title.map(isOnlyRunTimeValues) ?? false
    }

    /// The text has a run-time value and, besides, only punctuation and whitespace.
    static func isOnlyRunTimeValues(_ text: AnalyzedText) -> Bool {
        var sawValue = false
        for token in text.tokens {
            if token.isProtected {
                sawValue = true
            } else if token.kind != .whitespace && token.kind != .punctuation {
                return false
            }
        }
        return sawValue
    }

    /// The apostrophe that matches the alert's typography: curly when its title or message uses
    /// curly apostrophes or quotes, straight otherwise.
    static func apostrophe(of alert: Alert) -> Character {
        let isCurly =
            (alert.title.map(holdsCurlyMark) ?? false) || (alert.message.map(holdsCurlyMark) ?? false)
        return isCurly ? "\u{2019}" : "'"
    }

    /// Whether the text holds ’, “ or ”, read from its UTF-8 bytes (E2 80 99, E2 80 9C, E2 80 9D):
    /// no set of scalars built and searched.
    private static func holdsCurlyMark(_ text: String) -> Bool {
        var previous: UInt8 = 0
        var beforePrevious: UInt8 = 0
        for byte in text.utf8 {
            if beforePrevious == 0xE2, previous == 0x80, byte == 0x99 || byte == 0x9C || byte == 0x9D { return true }
            beforePrevious = previous
            previous = byte
        }
        return false
    }

    /// The whole text of a button, as a finding range.
    static func wholeRange(of text: AnalyzedText) -> Range<Int> { 0..<text.utf16.count }
}

/// A button title's label (as the static `ButtonSemantics.label(of:)` writes it) and what the
/// lexicon knows of it: one look-up for every label table a rule asks about.
struct ButtonLabel: Sendable {
    let text: String
    let word: LexiconWord
    /// What the label says, as bits (the tables it is in, Cancel, a refusal; a destructive word
    /// only for a label read from an analyzed title, the title rules it passes only for one read
    /// with a rule context).
    private(set) var traits: ButtonTraits
    /// The title's approximate width (``ButtonLayout/width(of:)``).
    let width: Double

    init(_ title: String, lexicon: Lexicon) {
        text = ButtonSemantics.label(of: title)
        word = lexicon.word(folded: text)
        traits = ButtonTraits(label: text, word: word)
        width = ButtonLayout.width(of: title)
    }

    /// The label of an analyzed title, with whether a word of it is a destructive verb.
    init(_ title: AnalyzedText, lexicon: Lexicon) {
        text = ButtonSemantics.label(of: title.text)
        word = lexicon.word(folded: text)
        // A word that is the whole label ("delete") was looked up as the label.
        let label = text
        let labelWord = word
        let hasDestructiveWord = title.tokens.indices.contains { index in
            guard title.tokens[index].kind == .word else { return false }
            let folded = title.folded[index]
            return folded == label
                ? labelWord.isIn(.destructiveVerbs) : lexicon.contains(folded: folded, in: .destructiveVerbs)
        }
        traits = ButtonTraits(label: text, word: word).union(hasDestructiveWord ? .destructiveWord : [])
        width = ButtonLayout.width(of: title.text)
    }

    /// The label of an analyzed title by the context's lexicon, with the title rules it passes
    /// (``ButtonTraits/rulesPassed(by:context:)``): read once per title and lexicon, not per alert.
    init(_ title: AnalyzedText, context: RuleContext) {
        self.init(title, lexicon: context.lexicon)
        traits.formUnion(ButtonTraits.rulesPassed(by: title, context: context))
    }
}
