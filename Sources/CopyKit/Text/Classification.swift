/// What kind of text a title, message or button is.
public enum SentenceKind: String, Hashable, Sendable, Codable {
    /// No subject + finite verb: "Download Failed", "No Internet Connection".
    case fragment
    /// One complete sentence: "The file couldn't be saved.", "Check the network connection." (in a message).
    case sentence
    /// A verb-first question that is a fragment: "Delete this photo?", "Sign Out of Trailhead?".
    case fragmentQuestion
    /// A question led by an auxiliary or a question word: "Are you sure…?", "Do you want to save?".
    case sentenceQuestion
    /// Two or more sentences.
    case multipleSentences
}

/// The classifier's verdict with how sure it is (0…1) and why.
public struct Classification: Hashable, Sendable {
    public var kind: SentenceKind
    public var confidence: Double
    /// Why, as the classifier found it: written out only when ``reason`` is read.
    var explanation: ClassificationReason

    /// A short reason for reports: "subject “the file” + finite verb “couldn't be”".
    public var reason: String {
        get { explanation.text }
        set { explanation = .written(newValue) }
    }

    public init(kind: SentenceKind, confidence: Double, reason: String) {
        self.init(kind: kind, confidence: confidence, explanation: .written(reason))
    }

    init(kind: SentenceKind, confidence: Double, explanation: ClassificationReason) {
        self.kind = kind
        self.confidence = confidence
        self.explanation = explanation
    }

    /// Confidence high enough to make a fix `safe`.
    public var isConfident: Bool { confidence >= 0.75 }

    public var isQuestion: Bool { kind == .fragmentQuestion || kind == .sentenceQuestion }

    /// Equal kinds, confidences and reasons (as written).
    public static func == (lhs: Classification, rhs: Classification) -> Bool {
        lhs.kind == rhs.kind && lhs.confidence == rhs.confidence && lhs.reason == rhs.reason
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(confidence)
        hasher.combine(reason)
    }
}

/// Why the classifier decided as it did, kept as data: most verdicts are never shown, so their
/// reasons are not written out (a finding's message reads one).
enum ClassificationReason: Sendable {
    /// A reason given as text.
    case written(String)
    /// The text has `count` sentences.
    case sentences(count: Int)
    /// A template quoting up to two UTF-16 ranges of the classified text.
    case quoting(ReasonTemplate, AnalyzedText, Range<Int>, Range<Int>)

    /// The reason as reports show it.
    var text: String {
        switch self {
        case .written(let text):
            return text
        case .sentences(let count):
            return "\(count) sentences"
        case .quoting(let template, let text, let first, let second):
            return template.text(text.string(first), text.string(second))
        }
    }
}

/// The classifier's reasons, each quoting up to two spans of the text (`first`, `second`).
enum ReasonTemplate: UInt8, Sendable {
    case noWords
    case auxiliaryBeforeSubject
    case questionWordAndVerb
    case fusedSubjectAndVerb
    case imperative
    case noSubjectImplied
    case noSubject
    case nounPhraseMoreThanImperative
    case verbFirstWithoutSubject
    case noSubjectWithFiniteVerb
    case subjectAndVerb
    case thereAndVerb
    case subjectAndFiniteVerb
    case headlinePastParticiple
    case subjectAndLikelyVerb
    case pastForm
    case headlinePastForm
    case headlineVerbWithoutArticle
    case imperativeAfterIntroduction

    /// The reason with its quoted spans filled in.
    func text(_ first: String, _ second: String) -> String {
        switch self {
        case .noWords: return "no words"
        case .auxiliaryBeforeSubject: return "auxiliary “\(first)” before the subject “\(second)”"
        case .questionWordAndVerb: return "question word “\(first)” + verb"
        case .fusedSubjectAndVerb: return "subject and verb “\(first)”"
        case .imperative: return "imperative “\(first)”"
        case .noSubjectImplied: return "no subject before “\(first)” (an implied one)"
        case .noSubject: return "no subject before “\(first)”"
        case .nounPhraseMoreThanImperative: return "“\(first)” reads as a noun phrase more than an imperative"
        case .verbFirstWithoutSubject: return "verb-first “\(first)” without a subject"
        case .noSubjectWithFiniteVerb: return "no subject with a finite verb"
        case .subjectAndVerb: return "subject “\(first)” + verb “\(second)”"
        case .thereAndVerb: return "“there” + “\(first)”"
        case .subjectAndFiniteVerb: return "subject “\(first)” + finite verb “\(second)”"
        case .headlinePastParticiple: return "headline: “\(first)” + past participle “\(second)”"
        case .subjectAndLikelyVerb: return "subject “\(first)” + likely verb “\(second)”"
        case .pastForm: return "“\(first)” + past form “\(second)”"
        case .headlinePastForm: return "headline: “\(first)” + past form “\(second)”"
        case .headlineVerbWithoutArticle: return "headline: “\(first)” + verb “\(second)” without an article"
        case .imperativeAfterIntroduction: return "imperative “\(first)” after an introductory phrase"
        }
    }
}

/// Where a text sits in an alert: the classifier treats an imperative as a sentence in a message.
public enum TextRole: String, Hashable, Sendable, Codable {
    case title
    case message
    case button
}
