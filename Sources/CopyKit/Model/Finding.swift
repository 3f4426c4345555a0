/// A place where an alert departs from the guideline: which rule, where, why, and how to fix it.
public struct Finding: Hashable, Sendable {
    /// The stable rule id (`title-case`, `button-yes-no`, …).
    public var ruleID: String
    public var severity: Severity
    public var field: AlertField
    /// The range in the field's text, in UTF-16 offsets (empty for whole-alert findings).
    public var range: Range<Int>
    /// One sentence saying what is wrong.
    public var message: String {
        get { messageText.string }
        set { messageText = FindingText(newValue) }
    }
    /// The message as a rule made it, which a report writes without joining its parts.
    var messageText: FindingText
    /// Zero or more ways to fix it; the first is the one `fix` applies.
    public var fixes: [Fix]

    public init(
        ruleID: String, severity: Severity, field: AlertField, range: Range<Int>, message: String,
        fixes: [Fix] = []
    ) {
        self.init(
            ruleID: ruleID, severity: severity, field: field, range: range, message: FindingText(message),
            fixes: fixes)
    }

    /// A finding whose message is kept in parts until it is read.
    init(
        ruleID: String, severity: Severity, field: AlertField, range: Range<Int>, message: FindingText,
        fixes: [Fix] = []
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.field = field
        self.range = range
        self.messageText = message
        self.fixes = fixes
    }
}
