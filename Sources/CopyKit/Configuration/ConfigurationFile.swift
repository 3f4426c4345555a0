import Foundation

/// Finding, reading and writing `.alertcopy.json`.
public enum ConfigurationFile {
    /// The file name looked for in the working directory and its parents.
    public static let fileName = ".alertcopy.json"

    /// The nearest `.alertcopy.json` in `directory` or one of its parents.
    public static func nearest(from directory: String) -> String? {
        var url = URL(fileURLWithPath: directory, isDirectory: true).standardizedFileURL
        while true {
            let candidate = url.appendingPathComponent(fileName).path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
    }

    /// Reads and validates a configuration file.
    public static func load(path: String) throws(DraftError) -> Configuration {
        throw DraftError(path: path, line: 1, column: 1, message: "configuration files are not supported yet")
    }

    /// A starting configuration: every key with its value, and a `$comment` saying what they mean.
    public static func starter(_ configuration: Configuration) -> String {
        """
        {
          "$comment": "alertcopy configuration. Keys: profile (current|ios7|tvos|ios2011|iphoneos3), platform (ios|macos|tvos|watchos|visionos), enable/disable/select (rule ids; disable 'all' turns every rule off), severity ({rule: error|warning|info}), properNames/terms/phrasalVerbs (your vocabulary), failOn (error|warning|info|never), ignore (localization key globs), rolePatterns, language. See 'alertcopy rules'.",
          "version": 1,
          "profile": "\(configuration.profile.rawValue)",
          "platform": "\(configuration.platform.rawValue)",
          "enable": [],
          "disable": [],
          "select": [],
          "severity": {},
          "properNames": [],
          "terms": [],
          "phrasalVerbs": [],
          "failOn": "warning",
          "ignore": []
        }

        """
    }
}
