import Foundation

/// The findings a project has accepted (`check --write-baseline`), so that a run reports only
/// new ones (`check --baseline`). A multiset: each entry absorbs one finding.
public struct Baseline: Hashable, Sendable {
    /// The baseline file's format version.
    public static let version = 1

    /// The accepted findings, sorted.
    public private(set) var entries: [BaselineEntry]

    public init(entries: [BaselineEntry]) {
        self.entries = entries.sorted()
    }

    /// Every finding of `reports`; paths relative to `directory`.
    public init(reports: [AlertReport], relativeTo directory: String) {
        self.init(
            entries: reports.flatMap { report in
                report.findings.map { BaselineEntry(report: report, finding: $0, relativeTo: directory) }
            })
    }

    /// The baseline file: stable JSON, one finding a line in sorted order, so it diffs well.
    public var serialized: String {
        var text = "{\n  \"version\": \(Self.version),\n  \"findings\": ["
        for (index, entry) in entries.enumerated() {
            text += (index == 0 ? "\n    " : ",\n    ") + entry.line
        }
        return text + (entries.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
    }

    /// Reads a baseline file; a file that is not one is an error naming the place.
    public static func load(path: String) throws(InputError) -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputError(path: path, line: 1, column: 1, message: "cannot read the baseline file")
        }
        return try decode([UInt8](data), path: path)
    }

    /// Decodes the bytes of a baseline file.
    public static func decode(_ bytes: [UInt8], path: String) throws(InputError) -> Baseline {
        let root: JSONNode
        do {
            root = try JSONParser.parseNodes(bytes)
        } catch {
            throw InputError(path: path, line: error.line, column: error.column, message: error.message)
        }
        func fail(_ node: JSONNode, _ message: String) -> InputError {
            InputError(path: path, line: node.span.start.line, column: node.span.start.column, message: message)
        }
        guard root.members != nil else { throw fail(root, "expected a baseline object with \"findings\"") }
        guard let version = root["version"], version.value.intValue == Self.version else {
            throw fail(root["version"] ?? root, "expected \"version\": \(Self.version) in a baseline file")
        }
        guard let findings = root["findings"], let elements = findings.elements else {
            throw fail(root["findings"] ?? root, "expected a \"findings\" array in a baseline file")
        }
        var entries: [BaselineEntry] = []
        for element in elements {
            var values: [String: String] = [:]
            for key in ["path", "alert", "field", "rule", "text"] {
                guard let text = element[key]?.stringValue else {
                    throw fail(element, "expected a string \"\(key)\" in a baseline finding")
                }
                values[key] = text
            }
            entries.append(
                BaselineEntry(
                    path: values["path"]!, alert: values["alert"]!, field: values["field"]!, rule: values["rule"]!,
                    text: values["text"]!))
        }
        return Baseline(entries: entries)
    }
}

/// Takes the findings a baseline holds out of reports, batch after batch: each baseline entry
/// absorbs one finding, so a second copy of an accepted finding is still reported.
public struct BaselineFilter: Sendable {
    private var remaining: [BaselineEntry: Int] = [:]
    private let directory: String
    /// How many findings were taken out so far.
    public private(set) var suppressed = 0

    /// A filter for `baseline`, whose paths are relative to `directory`.
    public init(_ baseline: Baseline, relativeTo directory: String) {
        for entry in baseline.entries { remaining[entry, default: 0] += 1 }
        self.directory = directory
    }

    /// The reports without the findings the baseline still holds (every alert is kept, so the
    /// alert counts stay the same).
    public mutating func apply(_ reports: [AlertReport]) -> [AlertReport] {
        guard !remaining.isEmpty else { return reports }
        return reports.map { report in
            guard !report.findings.isEmpty else { return report }
            var kept = report
            kept.findings = report.findings.filter { finding in
                let entry = BaselineEntry(report: report, finding: finding, relativeTo: directory)
                guard let count = remaining[entry] else { return true }
                remaining[entry] = count == 1 ? nil : count - 1
                suppressed += 1
                return false
            }
            return kept
        }
    }
}

/// A check run's use of baselines: it records every finding (`--write-baseline`, after which
/// nothing is reported: every finding is now accepted) or filters by a baseline (`--baseline`).
public struct BaselineRun: Sendable {
    private var filter: BaselineFilter?
    private var recordedEntries: [BaselineEntry]?
    private let directory: String
    /// How many findings were not reported.
    public private(set) var suppressed = 0

    /// A run that filters by `baseline` (if any) or, when `recording`, records every finding.
    public init(filteringBy baseline: Baseline?, recording: Bool, relativeTo directory: String) {
        self.directory = directory
        if recording {
            recordedEntries = []
        } else if let baseline {
            filter = BaselineFilter(baseline, relativeTo: directory)
        }
    }

    /// The baseline of every finding seen, when recording.
    public var recorded: Baseline? { recordedEntries.map { Baseline(entries: $0) } }

    /// The reports as the run shows them: without accepted findings.
    public mutating func process(_ reports: [AlertReport]) -> [AlertReport] {
        if recordedEntries != nil {
            let entries = Baseline(reports: reports, relativeTo: directory).entries
            recordedEntries! += entries
            suppressed += entries.count
            return reports.map { report in
                var accepted = report
                accepted.findings = []
                return accepted
            }
        }
        guard var filter else { return reports }
        let kept = filter.apply(reports)
        suppressed = filter.suppressed
        self.filter = filter
        return kept
    }
}
