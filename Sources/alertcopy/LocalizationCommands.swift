import CopyKit

/// What check/fix were asked to do with localization files and directories.
struct LocalizationRequest {
    var paths: [String]
    var isFix: Bool
    /// `.suggested` with `--suggested`.
    var safety: FixSafety
    var dryRun: Bool
    var diff: Bool
    var configuration: Configuration
    var format: ReportFormat
    /// `--all-strings`: lint every string as unknown-role text.
    var allStrings: Bool
    var quiet: Bool
    /// Whether the human reporter may colour.
    var color: Bool
}

/// Runs check/fix over localization files; returns the exit code (0, 1, 2).
///
/// PLACEHOLDER: the localization work replaces it.
func runLocalization(_ request: LocalizationRequest) -> Int32 {
    standardError.line(
        "alertcopy: error: localization files are not supported yet: \(request.paths.joined(separator: ", "))")
    return 2
}

/// `alertcopy roles FILE…`
///
/// PLACEHOLDER: the localization work replaces it.
func runRoles(_ arguments: [String]) -> Int32 {
    standardError.line("alertcopy: error: 'roles' is not supported yet")
    return 2
}
