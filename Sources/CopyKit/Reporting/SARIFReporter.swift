/// SARIF 2.1.0, as GitHub code scanning ingests it: one run, the tool's rules (id, summary,
/// the guideline quote as full description and help, default level in the profile), and one
/// result per finding with its region (UTF-16 columns).
public struct SARIFReporter: Sendable {
    public var rules: [RuleDescription]
    public var profile: Profile
    public var toolVersion: String

    public init(rules: [RuleDescription], profile: Profile = .current, toolVersion: String) {
        self.rules = rules
        self.profile = profile
        self.toolVersion = toolVersion
    }

    public func render(_ reports: [AlertReport]) -> String {
        JSONWriter(layout: .pretty(indent: "  ")).string(document(reports)) + "\n"
    }

    public func document(_ reports: [AlertReport]) -> JSONValue {
        var descriptions = rules
        var indexByName: [String: Int] = [:]
        for (index, rule) in descriptions.enumerated() {
            for name in [rule.id] + rule.aliases where indexByName[name] == nil { indexByName[name] = index }
        }
        for report in reports {
            for finding in report.findings where indexByName[finding.ruleID] == nil {
                indexByName[finding.ruleID] = descriptions.count
                descriptions.append(
                    RuleDescription(
                        id: finding.ruleID, summary: finding.ruleID, severities: [:], guidelines: [],
                        fixDescription: "",
                        examples: []))
            }
        }
        var results: [JSONValue] = []
        for report in reports {
            for finding in report.findings {
                results.append(result(finding, in: report, ruleIndex: indexByName[finding.ruleID] ?? 0))
            }
        }
        let driver: JSONValue = .object([
            JSONMember("name", .string("alertcopy")),
            JSONMember("version", .string(toolVersion)),
            JSONMember("semanticVersion", .string(toolVersion)),
            JSONMember("rules", .array(descriptions.map(rule))),
        ])
        let run: JSONValue = .object([
            JSONMember("tool", .object([JSONMember("driver", driver)])),
            JSONMember("columnKind", .string("utf16CodeUnits")),
            JSONMember("results", .array(results)),
        ])
        return .object([
            JSONMember("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            JSONMember("version", .string("2.1.0")),
            JSONMember("runs", .array([run])),
        ])
    }

    func rule(_ rule: RuleDescription) -> JSONValue {
        let quotes = rule.guidelines.map { "[\($0.profile.rawValue)] \($0.text)" }
        let full = quotes.isEmpty ? rule.summary : quotes.joined(separator: "\n")
        var help = rule.summary
        if !quotes.isEmpty { help += "\n\nGuideline:\n" + quotes.joined(separator: "\n") }
        if !rule.fixDescription.isEmpty { help += "\n\nFix: " + rule.fixDescription }
        var members = [
            JSONMember("id", .string(rule.id)),
            JSONMember("shortDescription", .object([JSONMember("text", .string(rule.summary))])),
            JSONMember("fullDescription", .object([JSONMember("text", .string(full))])),
            JSONMember("help", .object([JSONMember("text", .string(help))])),
        ]
        if !rule.severities.isEmpty {
            let level = rule.severities[profile].map(Self.level) ?? "none"
            members.append(
                JSONMember(
                    "defaultConfiguration",
                    .object([
                        JSONMember("enabled", .bool(rule.severities[profile] != nil)),
                        JSONMember("level", .string(level)),
                    ])))
        }
        return .object(members)
    }

    func result(_ finding: Finding, in report: AlertReport, ruleIndex: Int) -> JSONValue {
        let start = report.location(of: finding)
        var region = [
            JSONMember("startLine", .number(String(start.line))),
            JSONMember("startColumn", .number(String(start.column))),
        ]
        if !finding.range.isEmpty, report.source.fieldSource(of: finding.field) != nil {
            let end = report.source.location(
                of: finding.field, offset: finding.range.upperBound, in: report.alert.text(of: finding.field))
            region.append(JSONMember("endLine", .number(String(end.line))))
            region.append(JSONMember("endColumn", .number(String(end.column))))
        }
        let physical: JSONValue = .object([
            JSONMember("artifactLocation", .object([JSONMember("uri", .string(Self.uri(report.path(of: finding))))])),
            JSONMember("region", .object(region)),
        ])
        var location = [JSONMember("physicalLocation", physical)]
        location.append(
            JSONMember(
                "logicalLocations",
                .array([
                    .object([
                        JSONMember("name", .string(finding.field.description)),
                        JSONMember(
                            "fullyQualifiedName",
                            .string(
                                [report.source.name, finding.field.description].compactMap { $0 }.joined(separator: ".")
                            )),
                    ])
                ])))
        return .object([
            JSONMember("ruleId", .string(finding.ruleID)),
            JSONMember("ruleIndex", .number(String(ruleIndex))),
            JSONMember("level", .string(Self.level(finding.severity))),
            JSONMember("message", .object([JSONMember("text", .string(finding.message))])),
            JSONMember("locations", .array([.object(location)])),
        ])
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }

    /// A relative URI reference for a path: unreserved characters and `/` kept, the rest
    /// percent-encoded.
    static func uri(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }
}
