/// How the button rules read button titles: what a button means (Cancel, Yes, No, OK, a
/// destructive action) from its role and from the lexicon's label tables.
struct ButtonSemantics {
    let lexicon: Lexicon
    /// The labels of an alert's buttons, found once per button text, by title.
    private let knownLabels: [(title: String, label: ButtonLabel)]

    init(lexicon: Lexicon) {
        self.lexicon = lexicon
        self.knownLabels = []
    }

    /// Semantics for the buttons of `alert`: each button's label is read once per button text
    /// (and kept across fix rounds with the text), not at every question a rule asks.
    init(alert: AnalyzedAlert, context: RuleContext) {
        let lexicon = context.lexicon
        self.lexicon = lexicon
        self.knownLabels = zip(alert.alert.buttons, alert.buttons).map { button, text in
            (button.title, text.memo.buttonLabel(lexicon: lexicon) { ButtonLabel(text.text, lexicon: lexicon) })
        }
    }

    /// The label of a title: the one already found for a button of the alert, else read now.
    func label(of title: String) -> ButtonLabel {
        for known in knownLabels where known.title == title { return known.label }
        return ButtonLabel(title, lexicon: lexicon)
    }

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
    func isTitledCancel(_ button: AlertButton) -> Bool { label(of: button.title).text == "cancel" }

    func isYes(_ button: AlertButton) -> Bool { isLabel(button.title, in: .yesLabels) }
    func isNo(_ button: AlertButton) -> Bool { isLabel(button.title, in: .noLabels) }
    func isOK(_ button: AlertButton) -> Bool { isLabel(button.title, in: .okLabels) }

    /// A "Don't …" title: a refusal that is an outcome ("Don't Save", "Don't Allow").
    func isRefusal(_ button: AlertButton) -> Bool {
        let label = label(of: button.title).text
        return label.hasPrefix("don't ") || label.hasPrefix("do not ")
    }

    /// The index of the button that cancels: the one with the cancel role, else the one titled
    /// Cancel, else one whose title means cancel (a "No" only when no "Yes" makes it an answer).
    /// Nil when there is none or it is ambiguous.
    func cancelIndex(in buttons: [AlertButton]) -> Int? {
        let byRole = buttons.indices.filter { buttons[$0].role == .cancel }
        if byRole.count == 1 { return byRole[0] }
        if byRole.count > 1 { return nil }
        let byTitle = buttons.indices.filter { isTitledCancel(buttons[$0]) }
        if byTitle.count == 1 { return byTitle[0] }
        if byTitle.count > 1 { return nil }
        let hasYes = buttons.contains(where: isYes)
        let byLabel = buttons.indices.filter {
            isLabel(buttons[$0].title, in: .cancelLabels) && !(hasYes && isNo(buttons[$0]))
        }
        return byLabel.count == 1 ? byLabel[0] : nil
    }

    /// Whether the alert offers a way out: a cancel button, a "No", or a refusal ("Don't Delete").
    func hasWayOut(_ buttons: [AlertButton]) -> Bool {
        buttons.contains { $0.role == .cancel || isLabel($0.title, in: .cancelLabels) || isRefusal($0) }
    }

    /// Whether the button performs a destructive action: its role says so, or a word of its title
    /// is a destructive verb ("Delete All", "Empty Trash", "Stop and Delete Recording").
    func isDestructive(_ button: AlertButton, text: AnalyzedText) -> Bool {
        if button.role == .destructive { return true }
        if button.role == .cancel || isRefusal(button) { return false }
        return text.tokens.indices.contains { index in
            text.tokens[index].kind == .word && lexicon.contains(folded: text.folded[index], in: .destructiveVerbs)
        }
    }
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
        let texts = [alert.title, alert.message].compactMap { $0 }
        let curly: Set<Unicode.Scalar> = ["\u{2019}", "\u{201C}", "\u{201D}"]
        return texts.contains { $0.unicodeScalars.contains(where: curly.contains) } ? "\u{2019}" : "'"
    }

    /// The whole text of a button, as a finding range.
    static func wholeRange(of text: AnalyzedText) -> Range<Int> { 0..<text.utf16.count }
}

/// A button title's label (as the static `ButtonSemantics.label(of:)` writes it) and what the
/// lexicon knows of it: one look-up for every label table a rule asks about.
struct ButtonLabel: Sendable {
    let text: String
    let word: LexiconWord

    init(_ title: String, lexicon: Lexicon) {
        text = ButtonSemantics.label(of: title)
        word = lexicon.word(folded: text)
    }
}
