import CopyKit
import Foundation

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
/// Files that do not parse are reported (exit 2) and left untouched; the others are processed.
/// `baseline` takes accepted findings out of a check's reports.
func runLocalization(_ request: LocalizationRequest, baseline: inout BaselineRun?) -> Int32 {
    let linter = LocalizationLinter(configuration: request.configuration, allStrings: request.allStrings)
    let writes = request.isFix && !request.dryRun && !request.diff
    // A directory with code: the alerts its code presents decide what is linted.
    let sources = AlertScanner.sourceFiles(under: request.paths.filter { isDirectory($0) || isSourceCodePath($0) })
    let localizationPaths = request.paths.filter { !isSourceCodePath($0) }
    let scan = sources.isEmpty ? nil : AlertScanner(configuration: request.configuration).scan(files: sources)
    var run =
        scan.map {
            linter.runApp(localizationPaths, scan: $0, fix: request.isFix ? request.safety : nil, write: writes)
        } ?? linter.run(localizationPaths, fix: request.isFix ? request.safety : nil, write: writes)
    // After a fix of an app tree, what remains is what a new check finds.
    let remainingApp: [AlertReport]? =
        request.isFix && scan != nil
        ? (writes
            ? linter.runApp(
                localizationPaths, scan: AlertScanner(configuration: request.configuration).scan(files: sources)
            ).reports
            : nil) : nil
    var reports: [AlertReport]
    if request.isFix {
        // A fix prints what it did; its notes (refused fixes, files not parsed) go to standard error.
        for note in run.notes where !(request.quiet && note.severity == .info) {
            standardError.line(note.compilerLine)
        }
        reports = []
        for index in run.results.indices {
            // A changed file is checked again below; its first reports (which keep the old
            // bytes alive for their locations) are no longer needed.
            if run.results[index].rewrittenBytes != nil { run.results[index].reports = [] }
            let result = run.results[index]
            let remaining = scan == nil ? linter.remainingReports(after: result) : []
            reports += remaining
            if request.diff {
                standardOutput.write(result.diff())
            } else if request.dryRun {
                guard !result.changes.isEmpty else { continue }
                standardOutput.line("would fix \(plural(result.changes.count, "string")) in \(result.path)")
                for change in result.changes {
                    let name = change.variant.map { "\(change.key) [\($0)]" } ?? change.key
                    standardOutput.line(
                        "  \(result.path):\(change.location.line):\(change.location.column): \(quoted(name)): "
                            + "\(quoted(change.before)) → \(quoted(change.after))")
                }
            } else if result.written && !request.quiet {
                let left = remaining.reduce(0) { $0 + $1.findings.count }
                let note =
                    left == 0 ? "" : "; \(left) finding\(left == 1 ? " remains" : "s remain") (see 'alertcopy check')"
                standardError.line("\(result.path): fixed \(plural(result.changes.count, "string"))\(note)")
            }
        }
        if let remainingApp { reports = remainingApp } else if scan != nil { reports = run.reports }
    } else {
        reports = run.reports
        if baseline != nil { reports = baseline!.process(reports) }
        let rendered = LocalizationReporter.renderBytes(
            reports, notes: run.notes, format: request.format, color: request.color, quiet: request.quiet,
            profile: request.configuration.profile)
        for line in rendered.errors { standardError.line(line) }
        // Nothing was read: the errors say it all ("No findings" would mislead).
        let nothingRead = run.results.isEmpty && !run.errors.isEmpty && request.format == .human
        if !nothingRead { standardOutput.write(bytes: rendered.output) }
    }
    if !run.errors.isEmpty || run.diagnostics.contains(where: { $0.severity == .error }) { return 2 }
    return ReportSummary(reports).fails(at: request.configuration.failOn) ? 1 : 0
}

/// `alertcopy roles FILE…`: what each string was recognized as (key, role, alert group, why),
/// as a table or `--format json` with the decoded values.
func runRoles(_ arguments: [String]) -> Int32 {
    let parsed: ParsedArguments
    let options: CommonOptions
    do throws(CommandError) {
        parsed = try rolesCommand.parse(arguments)
        options = try CommonOptions(parsed)
        if parsed.positionals.isEmpty { throw CommandError.usage("'roles' needs at least one file or directory") }
        if options.format != .human && options.format != .json {
            throw CommandError.usage("'roles' prints --format human or json")
        }
    } catch {
        return report(error, command: "roles")
    }
    var configuration = options.configuration
    if let language = parsed.value("language") { configuration.language = language }
    let linter = LocalizationLinter(configuration: configuration, allStrings: parsed.flag("all-strings"))
    let (files, discoveryErrors) = LocalizationLinter.discover(parsed.positionals)
    var errors = discoveryErrors
    var listings: [(document: any LocalizationDocument, strings: [RecognizedString])] = []
    for path in files {
        do throws(LocalizationFileError) {
            let document = try LocalizationLinter.parse(bytes: LocalizationLinter.readBytes(path), path: path)
            listings.append((document, linter.recognize(document)))
        } catch {
            errors.append(error)
        }
    }
    let codeScan = scanCode(parsed.positionals, configuration: configuration)
    var table = AppStringTable(documents: listings.map(\.document), recognized: listings.map(\.strings))
    if codeScan.namesGeneratedStrings { table.indexGeneratedNames() }
    // With code, a string is alert copy when an alert of the code uses it.
    let uses = codeScan.alerts.isEmpty ? nil : AppAlertListing.uses(codeScan.alerts, table: table)
    if options.format == .json {
        standardOutput.write(rolesJSON(listings, linter: linter, alerts: codeScan.alerts, table: table, uses: uses))
    } else {
        if !codeScan.alerts.isEmpty {
            standardOutput.write(AppAlertListing.human(codeScan.alerts, table: table) + "\n")
        }
        standardOutput.write(
            rolesTable(listings, linter: linter, allStrings: parsed.flag("all-strings"), uses: uses))
    }
    for error in errors {
        standardError.line(
            LocalizationNote(path: error.path, location: error.location, severity: .error, message: error.message)
                .compilerLine)
    }
    return errors.isEmpty ? 0 : 2
}

private func status(of string: RecognizedString, allStrings: Bool, usedBy: [String]?) -> String {
    if !string.isSourceLanguage { return "skipped: language \(string.string.language ?? "?")" }
    if let pattern = string.ignoredBy { return "ignored: \(pattern)" }
    if string.string.skipReason != nil { return "skipped" }
    if string.suppressedRules.contains("all") { return "suppressed" }
    if let usedBy {
        if !usedBy.isEmpty { return usedBy.count == 1 ? "linted" : "linted (\(usedBy.count) alerts)" }
        return allStrings ? "linted as unknown-role text" : "skipped: no alert in the code uses it"
    }
    if string.assignment.role == nil { return allStrings ? "linted as unknown-role text" : "skipped: no alert role" }
    if !string.suppressedRules.isEmpty {
        return "linted (without \(string.suppressedRules.sorted().joined(separator: ",")))"
    }
    return "linted"
}

private func rolesTable(
    _ listings: [(document: any LocalizationDocument, strings: [RecognizedString])], linter: LocalizationLinter,
    allStrings: Bool, uses: [String: [String]]?
) -> String {
    var rows: [[String]] = [["LOCATION", "KEY", "ROLE", "ALERT", "STATUS", "WHY"]]
    for (documentIndex, (document, strings)) in listings.enumerated() {
        for string in strings where string.isSourceLanguage {
            if let uses {
                // With code, the alerts that show a string give its role.
                let users = uses[AppAlertListing.useKey(documentIndex, string.string.key)] ?? []
                let fields = Set(users.compactMap { $0.split(separator: "(").last?.dropLast() }).sorted()
                rows.append([
                    "\(document.path):\(string.string.start.line):\(string.string.start.column)",
                    tableCell(string.string.displayName), fields.isEmpty ? "-" : fields.joined(separator: ","),
                    users.first.map { String($0.split(separator: " " as Character).first ?? "") } ?? "-",
                    status(of: string, allStrings: allStrings, usedBy: users),
                    users.isEmpty
                        ? "not shown by any alert found in the code"
                        : users.count == 1
                            ? "shown by the alert at \(users[0])"
                            : "shown by \(users.count) alerts, the first at \(users[0])",
                ])
                continue
            }
            let role =
                string.assignment.role.map { role in
                    role == .button
                        ? "button" + (string.assignment.buttonRole.map { "(\($0.rawValue))" } ?? "") : role.rawValue
                } ?? "-"
            rows.append([
                "\(document.path):\(string.string.start.line):\(string.string.start.column)",
                tableCell(string.string.displayName), role,
                string.assignment.role == nil ? "-" : tableCell(string.assignment.group),
                status(
                    of: string, allStrings: allStrings,
                    usedBy: uses.map { $0[AppAlertListing.useKey(documentIndex, string.string.key)] ?? [] }),
                string.isSourceLanguage && string.ignoredBy == nil
                    ? string.string.skipReason ?? string.assignment.reason : string.assignment.reason,
            ])
        }
    }
    var widths = [Int](repeating: 0, count: 5)
    for row in rows { for column in 0..<5 { widths[column] = max(widths[column], min(48, row[column].count)) } }
    var text = ""
    for row in rows {
        var line = ""
        for column in 0..<5 {
            let cell = row[column]
            line += cell + String(repeating: " ", count: max(0, widths[column] - cell.count)) + "  "
        }
        text += line + row[5] + "\n"
    }
    let counted = rows.count - 1
    if let uses {
        let used = uses.keys.count
        text += "\n\(plural(counted, "string")) in the linted language, \(used) shown by an alert of the code.\n"
        return text
    }
    let alertStrings = listings.flatMap(\.strings).filter { $0.isLinted && $0.assignment.role != nil }.count
    text += "\n\(plural(counted, "string")) in the linted language, \(alertStrings) with an alert role.\n"
    return text
}

/// A key as a table shows it: on one line (escapes for line breaks and tabs), `""` when empty.
private func tableCell(_ text: String) -> String {
    guard !text.isEmpty else { return "\"\"" }
    guard text.contains(where: { $0.isNewline || $0 == "\t" }) else { return text }
    let quoted = JSONWriter.quoted(text)
    return String(quoted.dropFirst().dropLast())
}

private func rolesJSON(
    _ listings: [(document: any LocalizationDocument, strings: [RecognizedString])], linter: LocalizationLinter,
    alerts: [AppAlert], table: AppStringTable, uses: [String: [String]]?
) -> String {
    var files: [JSONValue] = []
    for (documentIndex, (document, strings)) in listings.enumerated() {
        var items: [JSONValue] = []
        for string in strings {
            var members: [JSONMember] = [
                JSONMember("key", .string(string.string.key)),
                JSONMember("variant", string.string.variant.map(JSONValue.string) ?? .null),
                JSONMember("language", string.string.language.map(JSONValue.string) ?? .null),
                JSONMember("value", .string(string.string.value)),
                JSONMember("comment", string.string.comment.map(JSONValue.string) ?? .null),
                JSONMember("role", string.assignment.role.map { .string($0.rawValue) } ?? .null),
                JSONMember("group", string.assignment.role == nil ? .null : .string(string.assignment.group)),
                JSONMember("buttonRole", string.assignment.buttonRole.map { .string($0.rawValue) } ?? .null),
                JSONMember("reason", .string(string.assignment.reason)),
                JSONMember("linted", .bool(string.isLinted && (string.assignment.role != nil || linter.allStrings))),
                JSONMember("line", .number(String(string.string.start.line))),
                JSONMember("column", .number(String(string.string.start.column))),
            ]
            if let uses, string.isSourceLanguage {
                let users = uses[AppAlertListing.useKey(documentIndex, string.string.key)] ?? []
                members.append(JSONMember("usedBy", .array(users.map(JSONValue.string))))
            }
            if let pattern = string.ignoredBy { members.append(JSONMember("ignoredBy", .string(pattern))) }
            if let reason = string.string.skipReason { members.append(JSONMember("skipped", .string(reason))) }
            if let reason = string.string.readOnlyReason { members.append(JSONMember("readOnly", .string(reason))) }
            if !string.suppressedRules.isEmpty {
                members.append(JSONMember("suppressed", .array(string.suppressedRules.sorted().map(JSONValue.string))))
            }
            items.append(.object(members))
        }
        files.append(
            .object([
                JSONMember("path", .string(document.path)),
                JSONMember("format", .string(document.format.rawValue)),
                JSONMember("language", linter.lintedLanguage(of: document).map(JSONValue.string) ?? .null),
                JSONMember("strings", .array(items)),
            ]))
    }
    let root = JSONValue.object([
        JSONMember("version", .number("1")), JSONMember("files", .array(files)),
        JSONMember("alerts", .array(alerts.map { AppAlertJSON.value($0) { table.lookup($0)?.string.string.value } })),
    ])
    return JSONWriter(layout: .pretty(indent: "  ")).string(root) + "\n"
}

private func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

private func quoted(_ text: String) -> String { JSONWriter.quoted(text) }

/// The alerts of the code under the directories among `paths`, with paths relative to the
/// directory given.
func scanCode(_ paths: [String], configuration: Configuration) -> CodeScan {
    var alerts: [AppAlert] = []
    var files: [SourceFile] = []
    for path in paths {
        let sources = AlertScanner.sourceFiles(under: [path])
        guard !sources.isEmpty else { continue }
        let base = path.hasSuffix("/") ? path : path + "/"
        let scan = AlertScanner(configuration: configuration).scan(files: sources) {
            $0.hasPrefix(base) ? String($0.dropFirst(base.count)) : $0
        }
        alerts += scan.alerts
        files += scan.files
    }
    return CodeScan(alerts: alerts, files: files)
}

private func isDirectory(_ path: String) -> Bool {
    var directory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
}
