/// Runs the configured rules over alerts and applies their fixes.
/// Build one per run: everything that can be prepared once is prepared here.
public struct Linter: Sendable {
    public let configuration: Configuration
    public private(set) var context: RuleContext
    /// The rules that run, with the severity each reports at.
    public let activeRules: [(rule: any Rule, severity: Severity)]
    /// Per active rule: whether its findings keep a severity the rule graded lower than the
    /// default (no configured severity and `RuleDescription.gradesSeverity`).
    private let keepsGradedSeverity: [Bool]
    /// The indices of the active rules whose safest fix (``RuleDescription/safestFix``) is safe,
    /// and of those with any fix: the rules a round of `fix` runs up to each safety, listed once
    /// rather than tested per lint.
    private let safeFixRuleIndices: [Int]
    private let fixRuleIndices: [Int]
    /// Per active rule: its type (called through, so no rule value is copied per alert), the
    /// severity it reports at, and whether it is one of ``alertOnlyRules``.
    private let ruleTypes: [any Rule.Type]
    private let severities: [Severity]
    private let isAlertOnly: [Bool]

    /// How many rounds `fix` runs at most before it settles on a result.
    static let maximumFixRounds = 16

    /// `learnedNames`: words a localization file capitalizes mid-sentence in several strings,
    /// kept as names by sentence case (SPEC §4).
    public init(
        configuration: Configuration = Configuration(), lexicon: Lexicon = .embedded, learnedNames: Set<String> = []
    ) {
        self.init(configuration: configuration, lexicon: lexicon, rules: RuleRegistry.all, learnedNames: learnedNames)
    }

    /// A linter over the given rules instead of the registry's (tests use rules of their own).
    init(configuration: Configuration, lexicon: Lexicon, rules: [any Rule.Type], learnedNames: Set<String> = []) {
        self.configuration = configuration
        let extended = lexicon.adding(
            [
                "proper-names": configuration.properNames,
                "acronyms": configuration.terms,
                "phrasal-verbs": configuration.phrasalVerbs,
            ].filter { !$0.value.isEmpty })
        self.context = RuleContext(
            profile: configuration.profile, platform: configuration.effectivePlatform, lexicon: extended,
            learnedNames: learnedNames)
        var active: [(rule: any Rule, severity: Severity)] = []
        var graded: [Bool] = []
        var safestFixes: [FixSafety?] = []
        for type in rules {
            let description = type.description
            let names = Set([description.id] + description.aliases)
            if configuration.disable.contains("all") || !names.isDisjoint(with: configuration.disable) { continue }
            if !configuration.select.isEmpty && names.isDisjoint(with: configuration.select) { continue }
            let configured = names.lazy.compactMap { configuration.severity[$0] }.first
            // `select` narrows the rules that run; only `enable` (or a configured severity) turns
            // on a rule that is off in the profile, so a selected rule keeps its per-profile meaning.
            let enabled = !names.isDisjoint(with: configuration.enable)
            guard
                let severity = configured ?? description.severities[configuration.profile] ?? (enabled ? .warning : nil)
            else { continue }
            active.append((type.init(), severity))
            graded.append(configured == nil && description.gradesSeverity)
            safestFixes.append(description.safestFix)
        }
        self.activeRules = active
        self.keepsGradedSeverity = graded
        self.safeFixRuleIndices = safestFixes.indices.filter { safestFixes[$0] == .safe }
        self.fixRuleIndices = safestFixes.indices.filter { safestFixes[$0] != nil }
        self.ruleTypes = active.map { type(of: $0.rule) }
        self.severities = active.map(\.severity)
        self.isAlertOnly = ruleTypes.map { Linter.alertOnlyRules.contains($0.description.id) }
    }

    /// A linter that finds and fixes as this one does, with a rule context of its own
    /// (``RuleContext/copyForThread()``): for one thread of a run over many alerts.
    public func copyForThread() -> Linter {
        var copy = self
        copy.context = context.copyForThread()
        return copy
    }

    /// Rules about an alert's title and button count, which action sheets do not follow.
    static let alertOnlyRules: Set<String> = [
        "title-case", "title-length", "title-punctuation", "button-count", "button-length",
    ]

    /// The findings for one alert, in field order then position.
    public func lint(_ alert: Alert) -> [Finding] {
        var analysis: AnalyzedAlert?
        return lint(alert, reusing: nil, analysis: &analysis)
    }

    /// `lint`, analyzing only the fields whose text differs from `previous`; `analysis` is set
    /// to the alert's analysis (left nil when no rule runs). With `fixesUpTo`, only the rules
    /// that can offer a fix of at most that safety run: what a round of `fix` needs when the
    /// findings left at the end are not asked for.
    /// Without `wantsFixes`, rules may leave their findings' fixes out (``AnalyzedAlert/wantsFixes``).
    func lint(
        _ alert: Alert, reusing previous: AnalyzedAlert?, analysis: inout AnalyzedAlert?, fixesUpTo: FixSafety? = nil,
        wantsFixes: Bool = true
    ) -> [Finding] {
        // With every rule off there is nothing to analyze.
        guard !activeRules.isEmpty else { return [] }
        // The analysis stays on this thread: made here, used by the rules and the fix rounds of
        // this call, and dropped when it returns.
        let analyzed = AnalyzedAlert(
            alert, context: context, reusing: previous, sharedAcrossThreads: false, wantsFixes: wantsFixes)
        analysis = analyzed
        var findings: [Finding] = []
        // Room for a few findings at once: most alerts have some, and growing one at a time
        // reallocates. A round of fixes mostly leaves its few rules nothing to find: its
        // findings get room when they come.
        if fixesUpTo == nil { findings.reserveCapacity(4) }
        switch fixesUpTo {
        case nil:
            for index in ruleTypes.indices { appendFindings(ofRule: index, on: alert, analyzed, to: &findings) }
        case .safe?:
            for index in safeFixRuleIndices { appendFindings(ofRule: index, on: alert, analyzed, to: &findings) }
        case .suggested?:
            for index in fixRuleIndices { appendFindings(ofRule: index, on: alert, analyzed, to: &findings) }
        }
        Self.sortInFieldOrder(&findings)
        return findings
    }

    /// Sorts findings by field, then position, keeping the order of equal ones: an insertion
    /// sort by swaps in place, since rules run in registry order and their few findings are
    /// mostly in field order already (a stable sort would allocate a buffer, and moving an
    /// element out of the array and back in costs a copy and a destroy).
    static func sortInFieldOrder(_ findings: inout [Finding]) {
        guard findings.count > 1 else { return }
        findings.withUnsafeMutableBufferPointer { findings in
            for index in 1..<findings.count {
                var slot = index
                while slot > 0,
                    (findings[slot].field, findings[slot].range.lowerBound)
                        < (findings[slot - 1].field, findings[slot - 1].range.lowerBound)
                {
                    findings.swapAt(slot, slot - 1)
                    slot -= 1
                }
            }
        }
    }

    /// Appends the findings of active rule `index` on `alert` (analyzed as `analyzed`), graded in
    /// place at the rule's severity; an alert-only rule finds nothing on an action sheet.
    @inline(__always)
    private func appendFindings(
        ofRule index: Int, on alert: Alert, _ analyzed: AnalyzedAlert, to findings: inout [Finding]
    ) {
        if alert.isActionSheet && isAlertOnly[index] { return }
        let start = findings.count
        ruleTypes[index].appendFindings(in: analyzed, context: context, to: &findings)
        if findings.count == start { return }
        let graded = keepsGradedSeverity[index]
        let severity = severities[index]
        for slot in start..<findings.count {
            findings[slot].severity = graded ? min(findings[slot].severity, severity) : severity
        }
    }

    /// The alert with each finding's first fix of at most `safety` applied, re-linted and fixed
    /// again until nothing changes. Idempotent by construction: the result is a fixed point, or,
    /// when fixes undo one another, the same member of the cycle whichever member one starts
    /// from. Format specifiers and placeholders of every field stay as they were.
    public func fix(_ alert: Alert, upTo safety: FixSafety = .safe) -> Alert {
        var remaining: [Finding]?
        return fixing(alert, upTo: safety, findings: nil, analysis: nil, remaining: &remaining)
    }

    /// What `fixing` gives: the fixed alert and the findings that remain on it.
    public struct FixResult: Sendable {
        public var alert: Alert
        public var remaining: [Finding]
    }

    /// `fix`, also returning the findings left on the fixed alert. `findings`, when the caller
    /// has already linted `alert`, saves the first round's lint; the last round's lint is the
    /// remaining findings, so a check-and-fix costs no lint more than the fix itself.
    public func fixing(_ alert: Alert, upTo safety: FixSafety = .safe, findings: [Finding]? = nil) -> FixResult {
        var remaining: [Finding]? = []
        let fixed = fixing(alert, upTo: safety, findings: findings, analysis: nil, remaining: &remaining)
        return FixResult(alert: fixed, remaining: remaining ?? [])
    }

    /// The findings for an alert and, when `withFixed`, the alert as `fixing(_:findings:)` fixes
    /// it (nil otherwise); each field is analyzed once for both unless a fix changes it.
    /// Without `withFixes` (for an output that shows no fix), findings may carry no fixes.
    public func checking(_ alert: Alert, withFixed: Bool, withFixes: Bool = true) -> (
        findings: [Finding], fixed: Alert?
    ) {
        var analysis: AnalyzedAlert?
        let findings = lint(alert, reusing: nil, analysis: &analysis, wantsFixes: withFixes || withFixed)
        guard withFixed else { return (findings, nil) }
        guard !findings.isEmpty else { return (findings, alert) }
        var remaining: [Finding]?
        return (findings, fixing(alert, upTo: .safe, findings: findings, analysis: analysis, remaining: &remaining))
    }

    /// `fixing`, given the analysis of `alert` when the caller has it (with its `findings`): the
    /// fixed alert, and in `remaining`, when it is not nil, the findings left on it. With
    /// `remaining` nil, rounds after the first ask only the rules that can offer a fix of at
    /// most `safety` (the others cannot change the result).
    private func fixing(
        _ alert: Alert, upTo safety: FixSafety, findings: [Finding]?, analysis given: AnalyzedAlert?,
        remaining: inout [Finding]?
    ) -> Alert {
        let needsRemaining = remaining != nil
        let roundRules = needsRemaining ? nil : safety
        // The analysis of the alert each round fixes: a round of fixes changes few fields, and
        // the others keep theirs.
        var analysis = given
        var currentFindings = findings ?? lint(alert, reusing: nil, analysis: &analysis, fixesUpTo: roundRules)
        // The first round fixes `alert` itself, and the rounds after it the alert it made: an
        // alert no fix changes is returned as it is, without a copy to fix kept beside it.
        guard
            let first = FixApplier.apply(
                firstFixesOf: currentFindings, upTo: safety, to: alert, tokenizer: context.tokenizer,
                analysis: analysis),
            first != alert
        else {
            if needsRemaining { remaining = currentFindings }
            return alert
        }
        var current = first
        let analysisOfAlert = analysis
        currentFindings = lint(current, reusing: analysisOfAlert, analysis: &analysis, fixesUpTo: roundRules)
        var settled = false
        // The alerts of the rounds so far, to find a cycle; made on the second round (a first
        // round's result differs from `alert`, the only alert seen before it).
        var seen: [Alert] = []
        for _ in 1..<Self.maximumFixRounds {
            guard
                let next = FixApplier.apply(
                    firstFixesOf: currentFindings, upTo: safety, to: current, tokenizer: context.tokenizer,
                    analysis: analysis)
            else {
                settled = true
                break
            }
            if next == current {
                settled = true
                break
            }
            if seen.isEmpty { seen = [alert, current] }
            if let start = seen.firstIndex(of: next) {
                current = seen[start...].min { Self.orderKey($0) < Self.orderKey($1) } ?? next
                break
            }
            seen.append(next)
            current = next
            let previous = analysis
            currentFindings = lint(current, reusing: previous, analysis: &analysis, fixesUpTo: roundRules)
        }
        // Every round keeps each field's protected spans (`FixApplier.apply`), so `current`, the
        // alert or a round's result, has the spans of `alert`.
        guard needsRemaining else { return current }
        if settled {
            remaining = currentFindings
        } else {
            let previous = analysis
            remaining = lint(current, reusing: previous, analysis: &analysis)
        }
        return current
    }

    /// A total order on alerts, to pick one member of a cycle of fixes deterministically.
    private static func orderKey(_ alert: Alert) -> String {
        var key = (alert.title.map { "t" + $0 } ?? "-") + "\u{0}" + (alert.message.map { "m" + $0 } ?? "-")
        for button in alert.buttons { key += "\u{0}" + button.title + "\u{1}" + (button.role?.rawValue ?? "") }
        return key
    }
}
