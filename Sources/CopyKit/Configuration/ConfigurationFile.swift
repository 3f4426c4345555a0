import Foundation

/// Finding, reading and writing `.alertcopy.json`.
public enum ConfigurationFile {
    /// The file name looked for in the working directory and its parents.
    public static let fileName = ".alertcopy.json"

    /// Every key a configuration file may hold (`$comment` is ignored).
    public static let keys = [
        "$comment", "version", "profile", "platform", "enable", "disable", "select", "severity", "properNames", "terms",
        "phrasalVerbs", "failOn", "ignore", "rolePatterns", "language", "baseline", "localizationFunctions",
        "alertFunctions",
    ]

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
    public static func load(path: String) throws(InputError) -> Configuration {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputError(path: path, line: 1, column: 1, message: "cannot read the configuration file")
        }
        var configuration = try decode([UInt8](data), path: path)
        if let baseline = configuration.baseline, !baseline.hasPrefix("/") {
            configuration.baseline =
                URL(fileURLWithPath: path).deletingLastPathComponent()
                .appendingPathComponent(baseline).path
        }
        return configuration
    }

    /// Decodes a configuration: missing keys take their defaults; unknown keys, wrong types,
    /// unknown rule ids and a version other than 1 are errors naming the place and the closest
    /// valid name. `ruleNames` are the valid rule ids and aliases (default: every registered rule).
    public static func decode(_ bytes: [UInt8], path: String, ruleNames: [String]? = nil) throws(InputError)
        -> Configuration
    {
        let root: JSONNode
        do {
            root = try JSONParser.parseNodes(bytes)
        } catch {
            throw InputError(path: path, line: error.line, column: error.column, message: error.message)
        }
        let decoder = Decoder(
            path: path,
            ruleNames: ruleNames ?? RuleRegistry.all.flatMap { [$0.description.id] + $0.description.aliases })
        return try decoder.configuration(root)
    }

    private struct Decoder {
        let path: String
        let ruleNames: [String]

        func fail(_ span: JSONSpan, _ message: String) -> InputError {
            InputError(path: path, line: span.start.line, column: span.start.column, message: message)
        }

        func configuration(_ root: JSONNode) throws(InputError) -> Configuration {
            guard let members = root.members else {
                throw fail(root.span, "expected a configuration object, found \(root.value.kindName)")
            }
            var configuration = Configuration()
            for member in members {
                let value = member.value
                switch member.key {
                case "$comment":
                    break
                case "version":
                    guard value.value.intValue == 1 else {
                        throw fail(
                            value.span,
                            "unsupported configuration version \(JSONWriter.compact.string(value.value)); expected 1")
                    }
                case "profile":
                    configuration.profile = try enumValue(value, key: member.key)
                case "platform":
                    configuration.platform = try enumValue(value, key: member.key)
                case "enable":
                    configuration.enable = try rules(value, key: member.key, allowAll: false)
                case "disable":
                    configuration.disable = try rules(value, key: member.key, allowAll: true)
                case "select":
                    configuration.select = try rules(value, key: member.key, allowAll: false)
                case "severity":
                    guard let entries = value.members else {
                        throw fail(
                            value.span,
                            "expected an object of rule: level for 'severity', found \(value.value.kindName)")
                    }
                    for entry in entries {
                        try checkRule(entry.key, span: entry.keySpan, key: "severity")
                        let level = try string(entry.value, key: "severity.\(entry.key)")
                        if level == "off" {
                            configuration.disable.append(entry.key)
                        } else if let severity = Severity(rawValue: level) {
                            configuration.severity[entry.key] = severity
                        } else {
                            throw fail(
                                entry.value.span,
                                invalid(
                                    level, key: "severity.\(entry.key)", among: ["error", "warning", "info", "off"]))
                        }
                    }
                case "properNames":
                    configuration.properNames = try strings(value, key: member.key)
                case "terms":
                    configuration.terms = try strings(value, key: member.key)
                case "phrasalVerbs":
                    configuration.phrasalVerbs = try strings(value, key: member.key)
                case "ignore":
                    configuration.ignore = try strings(value, key: member.key)
                case "failOn":
                    if value.value.isNull {
                        configuration.failOn = nil
                        continue
                    }
                    let level = try string(value, key: member.key)
                    if level == "never" {
                        configuration.failOn = nil
                    } else if let severity = Severity(rawValue: level) {
                        configuration.failOn = severity
                    } else {
                        throw fail(
                            value.span, invalid(level, key: member.key, among: ["error", "warning", "info", "never"]))
                    }
                case "rolePatterns":
                    guard let entries = value.members else {
                        throw fail(
                            value.span,
                            "expected an object of role: [patterns] for 'rolePatterns', found \(value.value.kindName)")
                    }
                    for entry in entries {
                        let roles = ["title", "message", "button"]
                        guard roles.contains(entry.key) else {
                            throw fail(entry.keySpan, invalid(entry.key, key: "rolePatterns", among: roles))
                        }
                        configuration.rolePatterns[entry.key] = try strings(
                            entry.value, key: "rolePatterns.\(entry.key)")
                    }
                case "language":
                    configuration.language = value.value.isNull ? nil : try string(value, key: member.key)
                case "baseline":
                    configuration.baseline = value.value.isNull ? nil : try string(value, key: member.key)
                case "localizationFunctions":
                    configuration.localizationFunctions = []
                    for object in try objects(value, key: member.key) {
                        let key = member.key
                        var function = LocalizationFunction(
                            name: try string(try required(object, "name", in: key), key: "\(key).name"),
                            key: try reference(try required(object, "key", in: key), key: "\(key).key"))
                        if let table = object["table"] { function.table = try reference(table, key: "\(key).table") }
                        if let name = object["tableName"] {
                            function.tableName = try string(name, key: "\(key).tableName")
                        }
                        configuration.localizationFunctions.append(function)
                    }
                case "alertFunctions":
                    configuration.alertFunctions = []
                    for object in try objects(value, key: member.key) {
                        let key = member.key
                        var function = AlertFunction(
                            name: try string(try required(object, "name", in: key), key: "\(key).name"))
                        if let title = object["title"] { function.title = try reference(title, key: "\(key).title") }
                        if let message = object["message"] {
                            function.message = try reference(message, key: "\(key).message")
                        }
                        for button in object["buttons"]?.elements ?? [] {
                            function.buttons.append(try reference(button, key: "\(key).buttons"))
                        }
                        if let kind = object["kind"] {
                            function.kind = try string(kind, key: "\(key).kind")
                            guard function.kind == "alert" || function.kind == "action-sheet" else {
                                throw fail(
                                    kind.span,
                                    invalid(function.kind, key: "\(key).kind", among: ["alert", "action-sheet"]))
                            }
                        }
                        configuration.alertFunctions.append(function)
                    }
                default:
                    var message = "unknown key '\(member.key)'"
                    if let suggestion = NameSuggestion.closest(to: member.key, among: keys) {
                        message += "; did you mean '\(suggestion)'?"
                    } else {
                        message += " (expected one of \(keys.dropFirst().joined(separator: ", ")))"
                    }
                    throw fail(member.keySpan, message)
                }
            }
            return configuration
        }

        func objects(_ node: JSONNode, key: String) throws(InputError) -> [JSONNode] {
            guard let elements = node.elements, elements.allSatisfy({ $0.members != nil }) else {
                throw fail(node.span, "expected an array of objects for '\(key)', found \(node.value.kindName)")
            }
            return elements
        }

        func required(_ node: JSONNode, _ name: String, in key: String) throws(InputError) -> JSONNode {
            guard let value = node[name] else { throw fail(node.span, "'\(key)' entries need '\(name)'") }
            return value
        }

        /// An argument by label (a string) or position (a number from 0).
        func reference(_ node: JSONNode, key: String) throws(InputError) -> ArgumentReference {
            if let label = node.stringValue { return .label(label) }
            if case .number(let text) = node.content, let position = Int(text), position >= 0 {
                return .position(position)
            }
            throw fail(node.span, "expected an argument label or position for '\(key)', found \(node.value.kindName)")
        }

        func string(_ node: JSONNode, key: String) throws(InputError) -> String {
            guard let text = node.stringValue else {
                throw fail(node.span, "expected a string for '\(key)', found \(node.value.kindName)")
            }
            return text
        }

        func strings(_ node: JSONNode, key: String) throws(InputError) -> [String] {
            guard let elements = node.elements else {
                throw fail(node.span, "expected an array of strings for '\(key)', found \(node.value.kindName)")
            }
            var result: [String] = []
            for element in elements { result.append(try string(element, key: key)) }
            return result
        }

        func enumValue<Value: RawRepresentable & CaseIterable>(_ node: JSONNode, key: String) throws(InputError)
            -> Value
        where Value.RawValue == String {
            let text = try string(node, key: key)
            guard let value = Value(rawValue: text) else {
                throw fail(node.span, invalid(text, key: key, among: Value.allCases.map(\.rawValue)))
            }
            return value
        }

        func rules(_ node: JSONNode, key: String, allowAll: Bool) throws(InputError) -> [String] {
            guard let elements = node.elements else {
                throw fail(node.span, "expected an array of rule ids for '\(key)', found \(node.value.kindName)")
            }
            var result: [String] = []
            for element in elements {
                let name = try string(element, key: key)
                if !(allowAll && name == "all") { try checkRule(name, span: element.span, key: key) }
                result.append(name)
            }
            return result
        }

        func checkRule(_ name: String, span: JSONSpan, key: String) throws(InputError) {
            guard !ruleNames.contains(name) else { return }
            var message = "unknown rule '\(name)' in '\(key)'"
            if let suggestion = NameSuggestion.closest(to: name, among: ruleNames) {
                message += "; did you mean '\(suggestion)'?"
            } else {
                message += " (see 'alertcopy rules')"
            }
            throw fail(span, message)
        }

        func invalid(_ value: String, key: String, among valid: [String]) -> String {
            var message = "invalid value '\(value)' for '\(key)'"
            if let suggestion = NameSuggestion.closest(to: value, among: valid) {
                message += "; did you mean '\(suggestion)'?"
            }
            return message + " (expected \(valid.joined(separator: "|")))"
        }
    }

    /// A starting configuration: every key with its default, and a `$comment` saying what they mean.
    public static func starter(_ configuration: Configuration) -> String {
        let comment =
            "alertcopy configuration; every key is optional. Keys and values: the Configuration section of "
            + "alertcopy's README; rule ids: 'alertcopy rules'."
        var members = [
            JSONMember("$comment", .string(comment)),
            JSONMember("version", .number("1")),
            JSONMember("profile", .string(configuration.profile.rawValue)),
        ]
        // Without a platform, the project decides (a macOS app is measured at macOS width).
        if let platform = configuration.platform { members.append(JSONMember("platform", .string(platform.rawValue))) }
        members += [
            JSONMember("enable", .array([])),
            JSONMember("disable", .array([])),
            JSONMember("select", .array([])),
            JSONMember("severity", .object([])),
            JSONMember("properNames", .array([])),
            JSONMember("terms", .array([])),
            JSONMember("phrasalVerbs", .array([])),
            JSONMember("failOn", .string(configuration.failOn?.rawValue ?? "never")),
            JSONMember("ignore", .array([])),
            JSONMember("rolePatterns", .object([])),
        ]
        return JSONWriter(layout: .pretty(indent: "  ")).string(.object(members)) + "\n"
    }
}
