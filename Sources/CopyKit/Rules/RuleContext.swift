/// What a rule may consult besides the alert: the profile, the platform, the text engine.
/// Built once per run and shared by every alert; copying one is cheap (the text engine is
/// shared by reference).
public struct RuleContext: Sendable {
    public var profile: Profile
    public var platform: Platform
    private var engine: TextEngine

    public var lexicon: Lexicon { engine.lexicon }
    public var tokenizer: Tokenizer { engine.tokenizer }
    public var titleCaser: TitleCaser { engine.titleCaser }
    public var sentenceCaser: SentenceCaser { engine.sentenceCaser }
    public var classifier: SentenceClassifier { engine.classifier }
    /// The text engine's identity: results memoized on a text are valid for this engine only.
    var engineIdentity: some MemoOwner { engine }
    /// Button titles analyzed so far in this run, shared by every alert.
    var buttonTexts: ButtonTextCache { engine.buttonTexts }
    /// Button sets analyzed so far in this run, with what they mean, shared by every alert.
    var buttonSets: ButtonSetCache { engine.buttonSets }

    public init(
        profile: Profile = .current, platform: Platform = .ios, lexicon: Lexicon = .embedded,
        learnedNames: Set<String> = []
    ) {
        self.profile = profile
        self.platform = platform
        self.engine = TextEngine(lexicon: lexicon, learnedNames: learnedNames)
    }

    /// A context that answers as this one does, with a text engine of its own built on a thread
    /// copy of the lexicon (``Lexicon/copyForThread()``), and caches of its own: for one thread
    /// of a run, whose alerts then retain and release only objects no other thread touches.
    public func copyForThread() -> RuleContext {
        var copy = self
        copy.engine = TextEngine(lexicon: engine.lexicon.copyForThread(), learnedNames: engine.learnedNames)
        return copy
    }

    /// The lexicon and the text engine built on it, prepared once.
    private final class TextEngine: MemoOwner, Sendable {
        let memoKey = MemoKey.unique()
        let lexicon: Lexicon
        let tokenizer: Tokenizer
        let titleCaser: TitleCaser
        let sentenceCaser: SentenceCaser
        let classifier: SentenceClassifier
        let learnedNames: Set<String>
        let buttonTexts = ButtonTextCache()
        let buttonSets = ButtonSetCache()

        init(lexicon: Lexicon, learnedNames: Set<String>) {
            self.lexicon = lexicon
            self.tokenizer = Tokenizer()
            // One set of word classes and one splitter, shared by the casers and the classifier.
            let classes = WordClasses(lexicon: lexicon)
            let splitter = SentenceSplitter(classes: classes)
            self.titleCaser = TitleCaser(classes: classes, splitter: splitter)
            self.sentenceCaser = SentenceCaser(classes: classes, splitter: splitter, learnedNames: learnedNames)
            self.classifier = SentenceClassifier(classes: classes, splitter: splitter)
            self.learnedNames = learnedNames
        }
    }
}

/// An alert with each text field tokenized and classified once, shared by all rules.
public final class AnalyzedAlert: Sendable {
    public let alert: Alert
    public let title: AnalyzedText?
    public let message: AnalyzedText?
    public let buttons: [AnalyzedText]
    public let titleClassification: Classification?
    public let messageClassification: Classification?
    /// What the buttons mean by the analyzing context's lexicon (``buttonMeaning(_:)``), read
    /// with the analysis: every alert's button rules ask. Shared with the previous analysis when
    /// a fix round left the buttons as they were.
    let buttonReading: AlertButtons
    /// The key of the lexicon that read ``buttonReading`` (``MemoKey``: never another's, and
    /// holding no reference).
    let buttonReadingLexiconKey: MemoKey
    /// Whether the findings need their fixes. False when the output shows none (compiler
    /// diagnostics): a rule may then skip building a fix that only the fix itself uses (the
    /// title a generic title would be replaced with), and its finding carries no fix.
    public let wantsFixes: Bool

    public convenience init(_ alert: Alert, context: RuleContext) {
        self.init(alert, context: context, reusing: nil, sharedAcrossThreads: true)
    }

    /// The analysis of `alert`, taking each field whose text is unchanged from `previous` (the
    /// analysis of the alert before a round of fixes) instead of analyzing it again: a field's
    /// analysis depends on its text alone, compared by its bytes (``StringBytes``), since token
    /// ranges index its code units. `sharedAcrossThreads: false` promises that one thread
    /// alone ever uses this analysis and `previous` (one lint and its fix rounds): what is
    /// memoized on its title and message then takes no lock.
    init(
        _ alert: Alert, context: RuleContext, reusing previous: AnalyzedAlert?, sharedAcrossThreads: Bool,
        wantsFixes: Bool = true
    ) {
        self.wantsFixes = wantsFixes
        // The text engine's parts, read from the context once for every field; the shared
        // objects uncounted (`Unmanaged`, used as guaranteed references): the context holds them
        // for the call, and a counted reference in a local or a capture would be retained and
        // released by every thread, on objects they all share.
        let tokenizer = context.tokenizer
        let lexicon = Unmanaged.passUnretained(context.lexicon)
        let classifier = Unmanaged.passUnretained(context.classifier)
        if let previous, let text = alert.title, let old = previous.alert.title, StringBytes.same(old, text) {
            self.title = previous.title
            self.titleClassification = previous.titleClassification
        } else {
            let title = alert.title.map { text in
                lexicon._withUnsafeGuaranteedRef {
                    AnalyzedText(
                        text, tokenizer: tokenizer, lexicon: $0, sharedAcrossThreads: sharedAcrossThreads,
                        previous: previous?.title)
                }
            }
            self.title = title
            self.titleClassification = title.map { text in
                classifier._withUnsafeGuaranteedRef {
                    AnalyzedAlert.classification(
                        of: text, role: .title, fixedFrom: previous?.title, classifier: $0,
                        classified: previous?.titleClassification)
                }
            }
        }
        if let previous, let text = alert.message, let old = previous.alert.message, StringBytes.same(old, text) {
            self.message = previous.message
            self.messageClassification = previous.messageClassification
        } else {
            let message = alert.message.map { text in
                lexicon._withUnsafeGuaranteedRef {
                    AnalyzedText(
                        text, tokenizer: tokenizer, lexicon: $0, sharedAcrossThreads: sharedAcrossThreads,
                        previous: previous?.message)
                }
            }
            self.message = message
            self.messageClassification = message.map { text in
                classifier._withUnsafeGuaranteedRef {
                    AnalyzedAlert.classification(
                        of: text, role: .message, fixedFrom: previous?.message, classifier: $0,
                        classified: previous?.messageClassification)
                }
            }
        }
        let lexiconKey = lexicon._withUnsafeGuaranteedRef { $0.memoKey }
        if let previous, previous.buttonReadingLexiconKey == lexiconKey,
            ButtonSetCache.sameButtons(previous.alert.buttons, alert.buttons)
        {
            self.buttonReading = previous.buttonReading
            self.buttonReadingLexiconKey = lexiconKey
            self.buttons = previous.buttons
            // Stored last, at the parameter's last use: moved in, not copied and then released.
            self.alert = alert
            return
        }
        let buttonSet = Unmanaged.passUnretained(context.buttonSets)._withUnsafeGuaranteedRef { buttonSets in
            buttonSets.entry(for: alert.buttons) {
                let buttonTexts = context.buttonTexts
                let buttons = alert.buttons.enumerated().map { index, button in
                    // By bytes: the set's analysis is kept for this set's bytes, for later alerts too.
                    if let previous, previous.alert.buttons.indices.contains(index),
                        StringBytes.same(previous.alert.buttons[index].title, button.title)
                    {
                        return previous.buttons[index]
                    }
                    return buttonTexts.text(button.title, tokenizer: tokenizer)
                }
                let reading = AlertButtons(texts: buttons, sources: alert.buttons) {
                    AnalyzedAlert.label(of: $0, context: context)
                }
                return (buttons, reading)
            }
        }
        self.buttons = buttonSet.texts
        self.buttonReading = buttonSet.reading
        self.buttonReadingLexiconKey = lexiconKey
        self.alert = alert
    }

    /// The classification of a field's text: that of the text a fix changed it from
    /// (`classified`, read only then) when the classifier cannot tell the two apart
    /// (``SentenceClassifier/classifiesAlike(_:_:)``), else its own.
    @inline(__always)
    private static func classification(
        of text: AnalyzedText, role: TextRole, fixedFrom previous: AnalyzedText?, classifier: SentenceClassifier,
        classified: @autoclosure () -> Classification?
    ) -> Classification {
        if let previous, SentenceClassifier.classifiesAlike(text, previous), let classification = classified() {
            return classification.quoting(text)
        }
        return classifier.classify(text, role: role)
    }

    /// The analyzed text of a field.
    public func text(of field: AlertField) -> AnalyzedText? {
        switch field {
        case .title: return title
        case .message: return message
        case .button(let index): return buttons.indices.contains(index) ? buttons[index] : nil
        case .buttons: return nil
        }
    }
}
