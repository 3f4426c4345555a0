/// Everything a run can be told: profile, platform, which rules run at which severity,
/// the user's own names and terms, and when the run fails. Read from `.alertcopy.json`.
public struct Configuration: Codable, Hashable, Sendable {
    /// The configuration format's version; 1 today.
    public var version: Int
    public var profile: Profile
    /// The alert width for length rules; nil: detected from the project (`ProjectPlatform`), else iOS.
    public var platform: Platform?
    /// Rules turned on that are off by default in the profile.
    public var enable: [String]
    /// Rules turned off; `all` turns every rule off.
    public var disable: [String]
    /// When non-empty, only these rules run.
    public var select: [String]
    /// Per-rule severity overrides; `off` is spelled by listing the rule in `disable`.
    public var severity: [String: Severity]
    /// Extra proper names and brands kept as written ("Trailhead", "Pocket Chef").
    public var properNames: [String]
    /// Extra terms kept as written (product vocabulary, acronyms).
    public var terms: [String]
    /// Extra phrasal verbs ("check out").
    public var phrasalVerbs: [String]
    /// The lowest severity that makes the run exit 1; nil never fails.
    public var failOn: Severity?
    /// Localization keys never linted (glob patterns: `*.debug.*`, `legacy_*`).
    public var ignore: [String]
    /// Extra key/comment patterns per role (`title`, `message`, `button`) for localization files.
    public var rolePatterns: [String: [String]]
    /// The language linted in localization files; nil: the catalog's source language, else en/Base.
    public var language: String?
    /// The baseline file whose findings are not reported (`check --baseline`); relative paths
    /// in a configuration file are relative to that file's directory.
    public var baseline: String?
    /// The app's own functions that look up localized text by key, for the code scanner.
    public var localizationFunctions: [LocalizationFunction] = []
    /// The app's own functions that present an alert from their arguments, for the code scanner.
    public var alertFunctions: [AlertFunction] = []

    public init(
        version: Int = 1, profile: Profile = .current, platform: Platform? = nil, enable: [String] = [],
        disable: [String] = [], select: [String] = [], severity: [String: Severity] = [:],
        properNames: [String] = [], terms: [String] = [], phrasalVerbs: [String] = [],
        failOn: Severity? = .warning, ignore: [String] = [], rolePatterns: [String: [String]] = [:],
        language: String? = nil, baseline: String? = nil
    ) {
        self.version = version
        self.profile = profile
        self.platform = platform
        self.enable = enable
        self.disable = disable
        self.select = select
        self.severity = severity
        self.properNames = properNames
        self.terms = terms
        self.phrasalVerbs = phrasalVerbs
        self.failOn = failOn
        self.ignore = ignore
        self.rolePatterns = rolePatterns
        self.language = language
        self.baseline = baseline
    }

    /// The platform whose alert width the length rules measure.
    public var effectivePlatform: Platform { platform ?? .ios }
}
