import Foundation

/// What a baseline remembers of one finding: what it is about — the file, the alert, the field,
/// the rule and the field's text — never where it is, so moving strings does not revive it and
/// changing the text checks it again. The one place that decides a finding's identity.
public struct BaselineEntry: Hashable, Comparable, Sendable {
    /// The file, relative to the directory the baseline is written from (absolute when outside it).
    public var path: String
    /// The alert's name: the code file that presents it, its key stem in a localization file
    /// checked without code, its `id` in a draft; empty for a draft named only by its position,
    /// which moves when alerts are inserted above it.
    public var alert: String
    /// `title`, `message`, `button` (any one button: the text says which) or `buttons`.
    public var field: String
    public var rule: String
    /// The field's text; for `buttons`, the button titles sorted and joined with newlines.
    public var text: String

    public init(path: String, alert: String, field: String, rule: String, text: String) {
        self.path = path
        self.alert = alert
        self.field = field
        self.rule = rule
        self.text = text
    }

    /// The entry for a finding of a report; `directory` is what paths are made relative to.
    public init(report: AlertReport, finding: Finding, relativeTo directory: String) {
        let source = report.source
        if let site = source.site, let colon = site.lastIndex(of: ":") {
            // An alert found in code: the file the finding is in, and the code file that presents
            // the alert — not its line, which moves when code is edited above it.
            path = Self.relativePath(report.path(of: finding), to: directory)
            alert = Self.relativePath(String(site[..<colon]), to: directory)
        } else {
            path = Self.relativePath(source.path, to: directory)
            let isLocalized = source.hasKeyedField
            let name = source.name ?? ""
            alert = !isLocalized && Int(name) != nil ? "" : name
        }
        rule = finding.ruleID
        switch finding.field {
        case .title, .message:
            field = finding.field.description
            text = report.alert.text(of: finding.field) ?? ""
        case .button:
            field = "button"
            text = report.alert.text(of: finding.field) ?? ""
        case .buttons:
            field = "buttons"
            text = report.alert.buttons.map(\.title).sorted().joined(separator: "\n")
        }
    }

    /// `path` relative to `directory` when it lies inside it; `<stdin>` and outside paths as given
    /// (outside ones made absolute).
    public static func relativePath(_ path: String, to directory: String) -> String {
        guard !path.hasPrefix("<") else { return path }
        let base = URL(fileURLWithPath: directory, isDirectory: true).standardizedFileURL.path
        let absolute = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: base, isDirectory: true))
            .standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }

    public static func < (lhs: BaselineEntry, rhs: BaselineEntry) -> Bool {
        (lhs.path, lhs.alert, lhs.field, lhs.rule, lhs.text) < (rhs.path, rhs.alert, rhs.field, rhs.rule, rhs.text)
    }

    /// The entry as one line of the baseline file, members in a fixed order.
    var line: String {
        let members = [("path", path), ("alert", alert), ("field", field), ("rule", rule), ("text", text)]
        return "{" + members.map { "\(JSONWriter.quoted($0)): \(JSONWriter.quoted($1))" }.joined(separator: ", ") + "}"
    }
}
