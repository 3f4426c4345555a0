/// Runs the configured rules over alerts and applies their fixes.
/// Build one per run: everything that can be prepared once is prepared here.
public struct Linter: Sendable {
    public let configuration: Configuration
    public let context: RuleContext
    /// The rules that run, with the severity each reports at.
    public let activeRules: [(rule: any Rule, severity: Severity)]

    public init(configuration: Configuration = Configuration(), lexicon: Lexicon = .embedded) {
        self.configuration = configuration
        let extended = lexicon.adding(
            [
                "proper-names": configuration.properNames,
                "acronyms": configuration.terms,
                "phrasal-verbs": configuration.phrasalVerbs,
            ].filter { !$0.value.isEmpty })
        self.context = RuleContext(profile: configuration.profile, platform: configuration.platform, lexicon: extended)
        var active: [(rule: any Rule, severity: Severity)] = []
        for type in RuleRegistry.all {
            let description = type.description
            let names = Set([description.id] + description.aliases)
            if configuration.disable.contains("all") || !names.isDisjoint(with: configuration.disable) { continue }
            if !configuration.select.isEmpty && names.isDisjoint(with: configuration.select) { continue }
            let configured = names.lazy.compactMap { configuration.severity[$0] }.first
            let enabled = !names.isDisjoint(with: configuration.enable) || !configuration.select.isEmpty
            guard
                let severity = configured ?? description.severities[configuration.profile] ?? (enabled ? .warning : nil)
            else { continue }
            active.append((type.init(), severity))
        }
        self.activeRules = active
    }

    /// The findings for one alert, in field order then position.
    public func lint(_ alert: Alert) -> [Finding] {
        let analyzed = AnalyzedAlert(alert, context: context)
        var findings: [Finding] = []
        for (rule, severity) in activeRules {
            for var finding in rule.check(analyzed, in: context) {
                finding.severity = severity
                findings.append(finding)
            }
        }
        return findings.sorted { ($0.field, $0.range.lowerBound) < ($1.field, $1.range.lowerBound) }
    }

    /// The alert with fixes of at most `safety` applied, re-linted until nothing changes (bounded).
    public func fix(_ alert: Alert, upTo safety: FixSafety = .safe) -> Alert {
        var current = alert
        for _ in 0..<8 {
            let fixes = lint(current).compactMap { $0.fixes.first { $0.safety <= safety } }
            let next = FixApplier.apply(fixes, to: current)
            if next == current { break }
            current = next
        }
        return current
    }
}
