/// Renders a run's reports in the chosen format.
public enum Reporter {
    public static func render(_ reports: [AlertReport], format: ReportFormat, color: Bool, quiet: Bool) -> String {
        switch format {
        case .human: return HumanReporter(color: color, quiet: quiet).render(reports)
        case .json: return ""
        case .xcode: return XcodeReporter().render(reports)
        case .github: return GitHubReporter().render(reports)
        case .sarif: return ""
        }
    }
}
