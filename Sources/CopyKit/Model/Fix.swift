/// Whether a fix may be applied without a person reading it.
public enum FixSafety: String, Codable, Sendable, Comparable {
    /// Meaning-preserving: casing, punctuation, quotes, whitespace, the exact Cancel label.
    case safe
    /// A rewrite a person should review: a new title, a verb instead of Yes, a removed sentence.
    case suggested

    public static func < (lhs: FixSafety, rhs: FixSafety) -> Bool { lhs == .safe && rhs == .suggested }
}

/// Replace the UTF-16 range `range` of a field's text with `replacement`.
public struct TextEdit: Hashable, Sendable {
    public var range: Range<Int>
    public var replacement: String

    public init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

/// A fix as plain data: edits on one field, a whole-field replacement, or a new button list.
public struct Fix: Hashable, Sendable {
    public enum Change: Hashable, Sendable {
        /// Non-overlapping edits on the text of `field`.
        case edits([TextEdit])
        /// The whole text of `field`; nil removes the field (a redundant message).
        case replacement(String?)
        /// The whole button list (reordered, Cancel added, Yes/No replaced).
        case buttons([AlertButton])
    }

    public var field: AlertField
    public var change: Change
    public var safety: FixSafety
    /// A short description for reports: "Capitalize as a title", "Remove the sentence".
    public var summary: String {
        get { summaryText.string }
        set { summaryText = FindingText(newValue) }
    }
    /// The summary as a rule made it, which a report writes without joining its parts.
    var summaryText: FindingText

    public init(field: AlertField, change: Change, safety: FixSafety, summary: String) {
        self.init(field: field, change: change, safety: safety, summary: FindingText(summary))
    }

    /// A fix whose summary is kept in parts until it is read.
    init(field: AlertField, change: Change, safety: FixSafety, summary: FindingText) {
        self.field = field
        self.change = change
        self.safety = safety
        self.summaryText = summary
    }
}
