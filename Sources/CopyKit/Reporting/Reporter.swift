/// Renders a run's reports in the chosen format.
public enum Reporter {
    /// The version reporters name the tool with (SARIF's driver).
    public static let toolVersion = "0.1.0"

    /// The reports in `format`. `color` and `quiet` apply to the human format; `profile` gives
    /// SARIF's default rule levels.
    public static func render(
        _ reports: [AlertReport], format: ReportFormat, color: Bool = false, quiet: Bool = false,
        profile: Profile = .current
    ) -> String {
        switch format {
        case .human: return HumanReporter(color: color, quiet: quiet).render(reports)
        case .json: return JSONReporter().render(reports)
        case .xcode: return XcodeReporter().render(reports)
        case .github: return GitHubReporter().render(reports)
        case .sarif:
            return SARIFReporter(
                rules: RuleRegistry.all.map { $0.description }, profile: profile, toolVersion: toolVersion
            ).render(reports)
        }
    }
}
