import Foundation

/// What an alert's buttons mean, read once per analysis with the analysis itself and shared by
/// every button rule (and read again only when a fix round analyzes new buttons): each button's
/// traits, the traits any button has, which button cancels and how wide the widest title is.
/// Rules ask it by index and bit, not by title. Plain values only: reading, copying and freeing
/// it allocate and retain nothing for up to four buttons. A button's label is read from its
/// title's memo (``AnalyzedAlert/buttonLabel(at:lexicon:)``).
struct AlertButtons: Sendable {
    /// Each button's traits: its label's, its role's, and whether it is destructive.
    let traits: ButtonTraitsList
    /// The traits of any button (the union of ``traits``).
    let union: ButtonTraits
    /// The button that cancels: the one with the cancel role, else the one titled Cancel, else
    /// the one whose title means cancel (a "No" only when no "Yes" makes it an answer); nil when
    /// there is none or it is ambiguous.
    let cancelIndex: Int?
    /// The approximate width of the widest title (``ButtonLayout/width(of:)``); 0 without buttons.
    let widestWidth: Double

    /// The meaning of the buttons `sources`, analyzed as `texts` (one per button), each text's
    /// label read by `label`.
    init(texts: [AnalyzedText], sources: [AlertButton], label: (AnalyzedText) -> ButtonLabel) {
        let count = min(texts.count, sources.count)
        var traits = ButtonTraitsList(capacity: count)
        var union: ButtonTraits = []
        var widest: Double?
        // By index: no button (title and all) is copied out of its array to read its role.
        for index in 0..<count {
            let label = label(texts[index])
            let buttonTraits = label.traits.adding(role: sources[index].role)
            traits.append(buttonTraits)
            union.formUnion(buttonTraits)
            widest = max(widest ?? label.width, label.width)
        }
        self.traits = traits
        self.union = union
        self.widestWidth = widest ?? 0
        self.cancelIndex = Self.cancelIndex(in: traits, union: union)
    }

    /// Whether any button has `trait`.
    @inline(__always)
    func any(_ trait: ButtonTraits) -> Bool { !union.isDisjoint(with: trait) }

    /// Whether button `index`'s title was found, when its label was read, to pass the title rule
    /// `rule` stands for (``ButtonTraits/punctuatedCleanly``, ``ButtonTraits/brief``,
    /// ``ButtonTraits/titleCased``); false when that is not known, and the rule reads the title.
    func passes(_ rule: ButtonTraits, at index: Int) -> Bool {
        traits.indices.contains(index) && traits[index].contains(rule)
    }

    /// The first button with any of `trait`.
    func firstIndex(with trait: ButtonTraits) -> Int? {
        guard any(trait) else { return nil }
        return traits.firstIndex { !$0.isDisjoint(with: trait) }
    }

    /// The one button with any of `trait`; nil when none or several have it.
    func onlyIndex(with trait: ButtonTraits) -> Int? {
        guard any(trait) else { return nil }
        return Self.onlyIndex(in: traits) { !$0.isDisjoint(with: trait) } ?? nil
    }

    /// The one index whose traits match, `.some(nil)` when several do, nil when none does.
    private static func onlyIndex(in traits: ButtonTraitsList, where matches: (ButtonTraits) -> Bool) -> Int?? {
        var found: Int?
        for index in traits.indices where matches(traits[index]) {
            if found != nil { return .some(nil) }
            found = index
        }
        return found.map { .some($0) }
    }

    /// ``cancelIndex``, from the buttons' traits.
    private static func cancelIndex(in traits: ButtonTraitsList, union: ButtonTraits) -> Int? {
        if union.contains(.cancelRole), let byRole = onlyIndex(in: traits, where: { $0.contains(.cancelRole) }) {
            return byRole
        }
        if union.contains(.titledCancel), let byTitle = onlyIndex(in: traits, where: { $0.contains(.titledCancel) }) {
            return byTitle
        }
        guard union.contains(.cancelLike) else { return nil }
        let hasYes = union.contains(.yes)
        let byLabel = onlyIndex(in: traits) { $0.contains(.cancelLike) && !(hasYes && $0.contains(.no)) }
        return byLabel ?? nil
    }
}

/// What a button title says, as bits: the label tables it is in, what its label spells, whether
/// a word of it is a destructive verb; and, for a button of an alert, its role.
struct ButtonTraits: OptionSet, Sendable {
    let rawValue: UInt16

    /// In the yes-labels table.
    static let yes = ButtonTraits(rawValue: 1 << 0)
    /// In the no-labels table.
    static let no = ButtonTraits(rawValue: 1 << 1)
    /// In the ok-labels table.
    static let ok = ButtonTraits(rawValue: 1 << 2)
    /// In the cancel-labels table ("Never Mind", "Dismiss").
    static let cancelLike = ButtonTraits(rawValue: 1 << 3)
    /// In the not-cancel-labels table ("Not Now", "Later").
    static let notCancelLike = ButtonTraits(rawValue: 1 << 4)
    /// Titled exactly "Cancel" in any casing.
    static let titledCancel = ButtonTraits(rawValue: 1 << 5)
    /// Names a cancellation of its own ("Cancel Subscription").
    static let namesCancellation = ButtonTraits(rawValue: 1 << 6)
    /// A "Don't …" title: a refusal that is an outcome ("Don't Save").
    static let refusal = ButtonTraits(rawValue: 1 << 7)
    /// A word of the title is a destructive verb ("Empty Trash"); read from an analyzed title only.
    static let destructiveWord = ButtonTraits(rawValue: 1 << 8)
    /// The button has the cancel role.
    static let cancelRole = ButtonTraits(rawValue: 1 << 9)
    /// The button performs a destructive action: its role says so, or a word of a title that
    /// neither cancels nor refuses is a destructive verb ("Delete All", "Empty Trash").
    static let destructive = ButtonTraits(rawValue: 1 << 10)
    /// The title ends with no punctuation and holds no stray whitespace: button-punctuation has
    /// nothing to say of it. Read from an analyzed title only.
    static let punctuatedCleanly = ButtonTraits(rawValue: 1 << 11)
    /// At most two of the title's words count toward its length: button-length has nothing to
    /// say of it. Read from an analyzed title only.
    static let brief = ButtonTraits(rawValue: 1 << 12)
    /// The title is in title-style capitalization: button-case has nothing to say of it. Read
    /// from an analyzed title only.
    static let titleCased = ButtonTraits(rawValue: 1 << 13)

    /// The title rules that have nothing to say of `title`, as the bits that let them pass over
    /// it (``punctuatedCleanly``, ``brief``, ``titleCased``). Each depends on the title and the
    /// context's lexicon alone (the title caser is built from the lexicon), so it is read once
    /// per title with the title's label.
    static func rulesPassed(by title: AnalyzedText, context: RuleContext) -> ButtonTraits {
        let lexicon = context.lexicon
        var passed: ButtonTraits = []
        if ButtonPunctuationRule.hasNothingToSay(of: title, lexicon: lexicon) { passed.insert(.punctuatedCleanly) }
        if ButtonLengthRule.words(of: title, lexicon: lexicon).counted <= 2 { passed.insert(.brief) }
        if CaseEdits.edits(for: title, style: .title, context: context).edits.isEmpty { passed.insert(.titleCased) }
        return passed
    }

    /// The traits of a label: the tables its lexicon word is in and what its text spells.
    init(label: String, word: LexiconWord) {
        var traits: ButtonTraits = []
        if word.isIn(.yesLabels) { traits.insert(.yes) }
        if word.isIn(.noLabels) { traits.insert(.no) }
        if word.isIn(.okLabels) { traits.insert(.ok) }
        if word.isIn(.cancelLabels) { traits.insert(.cancelLike) }
        if word.isIn(.notCancelLabels) { traits.insert(.notCancelLike) }
        if label == "cancel" { traits.insert(.titledCancel) }
        if label.hasPrefix("cancel ") { traits.insert(.namesCancellation) }
        if label.hasPrefix("don't ") || label.hasPrefix("do not ") { traits.insert(.refusal) }
        self = traits
    }

    init(rawValue: UInt16) { self.rawValue = rawValue }

    /// These traits for a button with `role`: the role's bit, and whether the button is
    /// destructive (its role says so, or a destructive word in a title that neither cancels nor refuses).
    func adding(role: ButtonRole?) -> ButtonTraits {
        var traits = self
        if role == .cancel { traits.insert(.cancelRole) }
        if role == .destructive || (role != .cancel && !contains(.refusal) && contains(.destructiveWord)) {
            traits.insert(.destructive)
        }
        return traits
    }
}

extension AnalyzedAlert {
    /// What the alert's buttons mean by `lexicon`: the reading made with the analysis when it is
    /// `lexicon`'s (it is for the rules of the context that analyzed the alert), else read now
    /// (without the title rules each title passes: those rules then read every title).
    @inline(__always)
    func buttonMeaning(_ lexicon: Lexicon) -> AlertButtons {
        buttonReadingLexiconKey == lexicon.memoKey
            ? buttonReading
            : AlertButtons(texts: buttons, sources: alert.buttons) { Self.label(of: $0, lexicon: lexicon) }
    }

    /// The label of button `index` by `lexicon`, kept on its title's analysis.
    func buttonLabel(at index: Int, lexicon: Lexicon) -> ButtonLabel {
        Self.label(of: buttons[index], lexicon: lexicon)
    }

    /// The label of a button's title by `lexicon`, read once and kept on the title's analysis.
    static func label(of text: AnalyzedText, lexicon: Lexicon) -> ButtonLabel {
        text.memo.buttonLabel(lexicon: lexicon) { ButtonLabel(text, lexicon: lexicon) }
    }

    /// The label of a button's title by the context's lexicon, with the title rules it passes,
    /// read once and kept on the title's analysis (a label kept by a reading without a context
    /// lacks them: the rules then read the title).
    static func label(of text: AnalyzedText, context: RuleContext) -> ButtonLabel {
        let lexicon = context.lexicon
        return text.memo.buttonLabel(lexicon: lexicon) { ButtonLabel(text, context: context) }
    }
}
