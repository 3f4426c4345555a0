import CopyKit
import Foundation

/// The options every linting command shares (check, fix, repl, roles): profile, platform,
/// configuration file, rule selection and severities, when to fail, the output format.
/// The REPL and localization commands parse their arguments with `CommonOptions.specs` plus
/// their own, then build this from the result.
struct CommonOptions: Sendable {
    /// The configuration file (if any) with the command-line options applied over it.
    var configuration: Configuration
    /// The configuration file that was read, if one was.
    var configurationPath: String?
    var format: ReportFormat
    var quiet: Bool

    static let specs: [OptionSpec] = [
        .value(
            "profile", "PROFILE",
            help: "The HIG edition to check against: \(Profile.allCases.map(\.rawValue).joined(separator: "|")) "
                + "(default: current)."),
        .value(
            "platform", "PLATFORM",
            help: "The alert width for length rules: \(Platform.allCases.map(\.rawValue).joined(separator: "|")) "
                + "(default: from the project, else ios)."),
        .value("config", "FILE", help: "The configuration file (default: the nearest .alertcopy.json)."),
        .repeated(
            "enable", "RULE", help: "Turn on a rule that is off in the profile (repeatable, or comma-separated)."),
        .repeated("disable", "RULE", help: "Turn off a rule; 'all' turns off every rule (repeatable)."),
        .repeated("select", "RULE", help: "Run only these rules (repeatable)."),
        .repeated("severity", "RULE=LEVEL", help: "Report a rule at error|warning|info, or 'off' (repeatable)."),
        .value(
            "fail-on", "LEVEL",
            help: "The lowest severity that makes the exit code 1: error|warning|info|never "
                + "(default: warning)."),
        .value("format", "FORMAT", help: "human|json|xcode|github|sarif (default: human)."),
        .flag("quiet", short: "q", help: "Print nothing but findings (no summary line)."),
    ]

    /// Reads the configuration (the `--config` file, or the nearest `.alertcopy.json` walking up
    /// from `workingDirectory`) and applies the command-line options over it.
    init(_ arguments: ParsedArguments, workingDirectory: String = FileManager.default.currentDirectoryPath)
        throws(CommandError)
    {
        var configuration = Configuration()
        if let path = arguments.value("config") {
            configuration = try Self.load(path)
            configurationPath = path
        } else if let path = ConfigurationFile.nearest(from: workingDirectory) {
            configuration = try Self.load(path)
            configurationPath = path
        } else {
            configurationPath = nil
        }
        do {
            try Self.apply(arguments, to: &configuration)
        } catch {
            throw CommandError.usage(error.message)
        }
        self.configuration = configuration
        if let name = arguments.value("format") {
            guard let format = ReportFormat(rawValue: name) else {
                throw CommandError.usage(
                    Self.invalid(name, for: "--format", among: ReportFormat.allCases.map(\.rawValue)))
            }
            self.format = format
        } else {
            self.format = .human
        }
        self.quiet = arguments.flag("quiet")
    }

    private static func load(_ path: String) throws(CommandError) -> Configuration {
        do {
            return try ConfigurationFile.load(path: path)
        } catch {
            throw CommandError.input(error.description)
        }
    }

    /// Applies `--profile`, `--platform`, `--enable`, `--disable`, `--select`, `--severity` and
    /// `--fail-on` to a configuration; rule names must be known rule ids or aliases.
    static func apply(_ arguments: ParsedArguments, to configuration: inout Configuration) throws(UsageError) {
        if let name = arguments.value("profile") {
            guard let profile = Profile(rawValue: name) else {
                throw UsageError(invalid(name, for: "--profile", among: Profile.allCases.map(\.rawValue)))
            }
            configuration.profile = profile
        }
        if let name = arguments.value("platform") {
            guard let platform = Platform(rawValue: name) else {
                throw UsageError(invalid(name, for: "--platform", among: Platform.allCases.map(\.rawValue)))
            }
            configuration.platform = platform
        }
        let enable = commaSeparated(arguments.values("enable"))
        let disable = commaSeparated(arguments.values("disable"))
        let select = commaSeparated(arguments.values("select"))
        try validateRuleNames(enable, option: "--enable")
        try validateRuleNames(disable.filter { $0 != "all" }, option: "--disable")
        try validateRuleNames(select, option: "--select")
        configuration.enable += enable
        configuration.disable = configuration.disable.filter { !enable.contains($0) } + disable
        configuration.enable = configuration.enable.filter { !disable.contains($0) }
        if !select.isEmpty { configuration.select = select }
        for assignment in arguments.values("severity") {
            let parts = assignment.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else {
                throw UsageError("--severity expects RULE=LEVEL, got '\(assignment)'")
            }
            try validateRuleNames([parts[0]], option: "--severity")
            if parts[1] == "off" {
                configuration.disable.append(parts[0])
            } else if let severity = Severity(rawValue: parts[1]) {
                configuration.severity[parts[0]] = severity
            } else {
                throw UsageError(
                    invalid(
                        parts[1], for: "--severity \(parts[0])=", among: Severity.allCases.map(\.rawValue) + ["off"]))
            }
        }
        if let level = arguments.value("fail-on") {
            if level == "never" {
                configuration.failOn = nil
            } else if let severity = Severity(rawValue: level) {
                configuration.failOn = severity
            } else {
                throw UsageError(
                    invalid(level, for: "--fail-on", among: Severity.allCases.reversed().map(\.rawValue) + ["never"]))
            }
        }
    }

    /// Throws for a name that is no rule id or alias, suggesting the closest one.
    static func validateRuleNames(_ names: [String], option: String) throws(UsageError) {
        let known = RuleRegistry.all.flatMap { [$0.description.id] + $0.description.aliases }
        for name in names where !known.contains(name) {
            var message = "unknown rule '\(name)' in \(option)"
            if let suggestion = NameSuggestion.closest(to: name, among: known) {
                message += "; did you mean '\(suggestion)'?"
            } else {
                message += " (see 'alertcopy rules')"
            }
            throw UsageError(message)
        }
    }

    /// "invalid value 'ios8' for --profile; did you mean 'ios7'? (expected current|ios7|…)"
    static func invalid(_ value: String, for option: String, among valid: [String]) -> String {
        var message = "invalid value '\(value)' for \(option)"
        if let suggestion = NameSuggestion.closest(to: value, among: valid) {
            message += "; did you mean '\(suggestion)'?"
        }
        return message + " (expected \(valid.joined(separator: "|")))"
    }
}

/// Why a command stopped with exit code 2.
enum CommandError: Error, Sendable {
    /// The command line is wrong: printed with a pointer to the command's help.
    case usage(String)
    /// The input is wrong or unreadable: printed as given (`<stdin>:3:14: error: …`).
    case input(String)
}
