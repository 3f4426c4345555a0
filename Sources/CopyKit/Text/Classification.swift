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
    /// A short reason for reports: "subject “the file” + finite verb “couldn't be”".
    public var reason: String

    public init(kind: SentenceKind, confidence: Double, reason: String) {
        self.kind = kind
        self.confidence = confidence
        self.reason = reason
    }

    /// Confidence high enough to make a fix `safe`.
    public var isConfident: Bool { confidence >= 0.75 }

    public var isQuestion: Bool { kind == .fragmentQuestion || kind == .sentenceQuestion }
}

/// Where a text sits in an alert: the classifier treats an imperative as a sentence in a message.
public enum TextRole: String, Hashable, Sendable, Codable {
    case title
    case message
    case button
}
