/// The output formats of `check` (`--format`).
public enum ReportFormat: String, CaseIterable, Sendable {
    /// Findings for people: the text underlined, the fix as before → after; coloured on a terminal.
    case human
    /// One JSON document (version 1) with every alert, finding and fix.
    case json
    /// `FILE:LINE:COL: warning: MESSAGE [rule-id]`, as Xcode and most editors parse it.
    case xcode
    /// GitHub Actions workflow commands (`::warning file=…,line=…,col=…::…`).
    case github
    /// SARIF 2.1.0, as GitHub code scanning ingests it.
    case sarif
}
