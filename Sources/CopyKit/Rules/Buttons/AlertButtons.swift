import Foundation

/// What an alert's buttons mean, read once per analysis and shared by every button rule (and
/// read again only when a fix round analyzes a new alert): each button's label and traits, the
/// traits any button has, and which button cancels. Rules ask it by index and bit, not by title.
final class AlertButtons: Sendable {
    /// One button's label and traits.
    struct Button: Sendable {
        /// The label, as ``ButtonSemantics/label(of:)`` writes it and the lexicon knows it.
        let label: ButtonLabel
        /// The label's traits, the role's, and whether the button is destructive.
        let traits: ButtonTraits
    }

    /// Each button's label and traits, in one array.
    let buttons: [Button]
    /// Each button's label, as ``ButtonSemantics/label(of:)`` writes it and the lexicon knows it.
    var labels: LazyMapCollection<[Button], ButtonLabel> { buttons.lazy.map { $0.label } }
    /// Each button's traits: its label's, its role's, and whether it is destructive.
    var traits: LazyMapCollection<[Button], ButtonTraits> { buttons.lazy.map { $0.traits } }
    /// The traits of any button (the union of ``traits``).
    let union: ButtonTraits
    /// The button that cancels: the one with the cancel role, else the one titled Cancel, else
    /// the one whose title means cancel (a "No" only when no "Yes" makes it an answer); nil when
    /// there is none or it is ambiguous.
    let cancelIndex: Int?

    init(alert: AnalyzedAlert, lexicon: Lexicon) {
        var buttons: [Button] = []
        buttons.reserveCapacity(alert.buttons.count)
        var union: ButtonTraits = []
        let texts = alert.buttons
        let sources = alert.alert.buttons
        // By index: no button (title and all) is copied out of its array to read its role.
        for index in 0..<min(texts.count, sources.count) {
            let text = texts[index]
            let label = text.memo.buttonLabel(lexicon: lexicon) { ButtonLabel(text, lexicon: lexicon) }
            let buttonTraits = label.traits.adding(role: sources[index].role)
            buttons.append(Button(label: label, traits: buttonTraits))
            union.formUnion(buttonTraits)
        }
        self.buttons = buttons
        self.union = union
        self.cancelIndex = Self.cancelIndex(in: buttons.lazy.map { $0.traits }, union: union)
    }

    /// Whether any button has `trait`.
    @inline(__always)
    func any(_ trait: ButtonTraits) -> Bool { !union.isDisjoint(with: trait) }

    /// The first button with any of `trait`.
    func firstIndex(with trait: ButtonTraits) -> Int? {
        traits.firstIndex { !$0.isDisjoint(with: trait) }
    }

    /// The one button with any of `trait`; nil when none or several have it.
    func onlyIndex(with trait: ButtonTraits) -> Int? {
        guard any(trait) else { return nil }
        return Self.onlyIndex(in: traits) { !$0.isDisjoint(with: trait) } ?? nil
    }

    /// The one index whose traits match, `.some(nil)` when several do, nil when none does.
    private static func onlyIndex(
        in traits: LazyMapCollection<[Button], ButtonTraits>, where matches: (ButtonTraits) -> Bool
    ) -> Int?? {
        var found: Int?
        for index in traits.indices where matches(traits[index]) {
            if found != nil { return .some(nil) }
            found = index
        }
        return found.map { .some($0) }
    }

    /// ``cancelIndex``, from the buttons' traits.
    private static func cancelIndex(in traits: LazyMapCollection<[Button], ButtonTraits>, union: ButtonTraits) -> Int? {
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

/// The lazily read ``AlertButtons`` of one analysis, with the lexicon it was read by, behind a
/// lock: an analysis may be shared between threads.
struct AlertButtonsSlot: Sendable {
    /// The reading with the lexicon that read it (held, so its identity stays unique).
    private let kept: Locked<(lexicon: Lexicon, buttons: AlertButtons)?>

    /// `guarded: false` for an alert's analysis one thread alone ever uses (see ``Locked``).
    init(guarded: Bool) { kept = Locked(nil, guarded: guarded) }

    /// The reading by `lexicon`, made by `read` on first use.
    func value(for lexicon: Lexicon, _ read: () -> AlertButtons) -> AlertButtons {
        let hit = kept.withLock { entry -> AlertButtons? in
            guard let entry, entry.lexicon === lexicon else { return nil }
            return entry.buttons
        }
        if let hit { return hit }
        let buttons = read()
        kept.withLock { $0 = (lexicon, buttons) }
        return buttons
    }
}

extension AnalyzedAlert {
    /// What the alert's buttons mean by `lexicon`: read by the first button rule that asks, then shared.
    func buttonMeaning(_ lexicon: Lexicon) -> AlertButtons {
        buttonsSlot.value(for: lexicon) { AlertButtons(alert: self, lexicon: lexicon) }
    }
}
