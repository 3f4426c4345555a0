/// A guideline quote a rule enforces, with the edition it comes from.
public struct GuidelineQuote: Hashable, Sendable {
    public var profile: Profile
    /// The sentence(s) quoted verbatim from `hig/` for that edition.
    public var text: String

    public init(_ profile: Profile, _ text: String) {
        self.profile = profile
        self.text = text
    }
}

/// An example a rule carries: run as a test and printed by `alertcopy explain`.
public struct RuleExample: Hashable, Sendable {
    public var alert: Alert
    public var profile: Profile
    /// Whether the rule must fire on this alert (false: it must stay silent).
    public var triggers: Bool

    public init(_ alert: Alert, profile: Profile = .current, triggers: Bool) {
        self.alert = alert
        self.profile = profile
        self.triggers = triggers
    }
}

/// A before → after correction a rule's fixes must produce exactly.
public struct RuleCorrection: Hashable, Sendable {
    public var before: Alert
    public var after: Alert
    public var profile: Profile
    /// The fixes applied: `.safe` applies safe fixes only; `.suggested` applies both.
    public var safety: FixSafety

    public init(_ before: Alert, _ after: Alert, profile: Profile = .current, safety: FixSafety = .safe) {
        self.before = before
        self.after = after
        self.profile = profile
        self.safety = safety
    }
}

/// Everything a rule says about itself: what `rules`, `explain`, the docs and the tests read.
public struct RuleDescription: Sendable {
    /// The stable id (`title-case`).
    public var id: String
    /// Other ids that name this rule in configurations and suppressions.
    public var aliases: [String]
    /// One line: what the rule checks.
    public var summary: String
    /// Default severity per profile; a profile missing from the map means the rule is off there.
    public var severities: [Profile: Severity]
    /// The guideline sentences the rule enforces.
    public var guidelines: [GuidelineQuote]
    /// What the fix does, for `explain` ("safe: recapitalizes …", "none: report only").
    public var fixDescription: String
    public var examples: [RuleExample]
    public var corrections: [RuleCorrection]
    /// Whether the rule grades its findings: a finding the rule reports below the profile's
    /// default severity keeps that lower severity ("button-length": three words info, four
    /// warning). A configured severity still applies to every finding.
    public var gradesSeverity: Bool
    /// The safest fix the rule can offer, nil for a rule that reports only. `fix` asks only the
    /// rules that can offer a fix it applies once the first round has run; the tests hold every
    /// rule to it.
    public var safestFix: FixSafety?

    public init(
        id: String, aliases: [String] = [], summary: String, severities: [Profile: Severity],
        guidelines: [GuidelineQuote], fixDescription: String, examples: [RuleExample],
        corrections: [RuleCorrection] = [], gradesSeverity: Bool = false, safestFix: FixSafety? = .safe
    ) {
        self.id = id
        self.aliases = aliases
        self.summary = summary
        self.severities = severities
        self.guidelines = guidelines
        self.fixDescription = fixDescription
        self.examples = examples
        self.corrections = corrections
        self.gradesSeverity = gradesSeverity
        self.safestFix = safestFix
    }
}

/// A rule: looks at one analyzed alert and returns findings. Rules hold no state.
///
/// A rule implements one of the two `check` methods; the other comes from it. The engine calls
/// the appending one, so a rule that implements it adds its findings to the alert's without an
/// array of its own.
public protocol Rule: Sendable {
    /// The rule's id, summary, severities, guideline, examples and corrections.
    static var description: RuleDescription { get }

    init()

    /// The findings for `alert`. The engine fills in the configured severity afterwards, so a
    /// rule may use any severity; it must set `ruleID` to its own id.
    func check(_ alert: AnalyzedAlert, in context: RuleContext) -> [Finding]

    /// `check`, appending the findings for `alert` to `findings` (which may hold other rules'
    /// findings: a rule only appends).
    func check(_ alert: AnalyzedAlert, in context: RuleContext, into findings: inout [Finding])

    /// `check(_:in:into:)` on a rule made for the call. Rules hold no state, so the engine keeps
    /// their types and calls through them: no rule value is copied per alert.
    static func appendFindings(in alert: AnalyzedAlert, context: RuleContext, to findings: inout [Finding])
}

extension Rule {
    public func check(_ alert: AnalyzedAlert, in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        check(alert, in: context, into: &findings)
        return findings
    }

    public func check(_ alert: AnalyzedAlert, in context: RuleContext, into findings: inout [Finding]) {
        findings.append(contentsOf: check(alert, in: context))
    }

    public static func appendFindings(in alert: AnalyzedAlert, context: RuleContext, to findings: inout [Finding]) {
        Self().check(alert, in: context, into: &findings)
    }
}
