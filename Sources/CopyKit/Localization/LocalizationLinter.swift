import Foundation

/// Anything that lints an alert; `Linter` is the real one, tests may bring their own.
public protocol AlertLinting: Sendable {
    func lint(_ alert: Alert) -> [Finding]
    /// A linter that lints as this one does, for one thread of a run (``Linter/copyForThread()``).
    func copyForThread() -> Self
}

extension AlertLinting {
    /// This linter itself: one whose threads share nothing worth a copy.
    public func copyForThread() -> Self { self }
}

extension Linter: AlertLinting {}

/// A value a fix changed (or would change, on a dry run).
public struct LocalizedChange: Sendable {
    public var key: String
    public var variant: String?
    public var language: String?
    public var location: SourceLocation
    public var before: String
    public var after: String
}

/// What happened to one file: reports per alert, file diagnostics, and the new bytes when a fix
/// changed something.
public struct LocalizationFileResult: Sendable {
    public var path: String
    public var format: LocalizationFormat
    public var reports: [AlertReport]
    /// Duplicate keys, suspicious escapes, refused fixes, fixes that cannot be written.
    public var diagnostics: [LocalizationDiagnostic]
    public var changes: [LocalizedChange]
    /// The file's bytes as read; emptied once the new bytes are written (a run over large
    /// catalogs does not keep every old copy).
    public var originalBytes: [UInt8]
    /// The file's new bytes, or nil when nothing changed (the file is then never written).
    public var rewrittenBytes: [UInt8]?
    /// Whether the new bytes were written to disk.
    public var written: Bool = false

    /// A unified diff of the change, empty when nothing changed.
    public func diff() -> String {
        guard let rewrittenBytes else { return "" }
        return TextDiff.unified(
            old: Array(LocalizationLinter.text(of: originalBytes).utf8),
            new: Array(LocalizationLinter.text(of: rewrittenBytes).utf8), path: path)
    }
}

/// The result of a run over paths: per-file results and the files that could not be read.
public struct LocalizationRun: Sendable {
    public var results: [LocalizationFileResult]
    /// Files that do not parse (left untouched), paths that do not exist, failed writes.
    public var errors: [LocalizationFileError]

    /// Every alert report of every file, in file order.
    public var reports: [AlertReport] { results.flatMap(\.reports) }
    public var diagnostics: [LocalizationDiagnostic] { results.flatMap(\.diagnostics) }
}

/// Lints and fixes localization files: discovers them, reads them strictly, finds each string's
/// alert role, groups strings into alerts, lints them through a `Linter`, rewrites only the fixed
/// values, and writes files atomically.
public struct LocalizationLinter: Sendable {
    public let configuration: Configuration
    /// Lint strings that have no alert role too, as unknown-role text.
    public let allStrings: Bool
    /// The linter given by the caller; nil: a `Linter` per file, with the names learned from it.
    public let injectedLinter: (any AlertLinting)?
    public let roles: RoleDetector
    private let ignore: [Glob]
    private let tokenizer = Tokenizer()
    private let hasActiveRules: Bool

    /// The linter when every rule is off: no analysis at all.
    private struct NoRules: AlertLinting {
        func lint(_ alert: Alert) -> [Finding] { [] }
    }
    private let ruleNames: [String: String]

    public init(
        configuration: Configuration = Configuration(), allStrings: Bool = false, linter: (any AlertLinting)? = nil
    ) {
        self.configuration = configuration
        self.allStrings = allStrings
        self.injectedLinter = linter
        self.hasActiveRules = linter != nil || !Linter(configuration: configuration).activeRules.isEmpty
        self.roles = RoleDetector(patterns: configuration.rolePatterns)
        self.ignore = configuration.ignore.map(Glob.init)
        var names: [String: String] = [:]
        for rule in RuleRegistry.all {
            names[rule.description.id] = rule.description.id
            for alias in rule.description.aliases { names[alias] = rule.description.id }
        }
        self.ruleNames = names
    }

    // MARK: Files

    /// The localization files under `paths`: named files as given, directories walked for
    /// `*.lproj/*.strings`, `*.xcstrings` and `*.stringsdict` (skipping `.build`, `.git`,
    /// `DerivedData`, `Pods`), sorted. Missing paths and unknown file types are errors.
    public static func discover(_ paths: [String]) -> (files: [String], errors: [LocalizationFileError]) {
        var files: [String] = []
        var errors: [LocalizationFileError] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                errors.append(LocalizationFileError(path: path, message: "no such file or directory"))
                continue
            }
            guard isDirectory.boolValue else {
                if LocalizationFormat(path: path) == nil {
                    errors.append(
                        LocalizationFileError(
                            path: path,
                            message: "not a localization file (expected .strings, .xcstrings or .stringsdict)"))
                } else {
                    files.append(path)
                }
                continue
            }
            var found: [String] = []
            walk(path, into: &found)
            files.append(contentsOf: found.sorted())
        }
        return (files, errors)
    }

    static let skippedDirectories: Set<String> = [".build", ".git", "DerivedData", "Pods"]

    private static func walk(_ directory: String, into found: inout [String]) {
        DirectoryWalk.walk(directory) { entry in
            if entry.isDirectory { return skippedDirectories.contains(entry.name) ? .skip : .descend }
            // A link counts as the file it leads to; linked directories are not followed (a
            // link loop would never end), and a link that leads nowhere is left out.
            if entry.isLink, DirectoryWalk.linkTargetIsDirectory(entry.path) != false { return .skip }
            switch LocalizationFormat(path: entry.name) {
            case .strings where entry.directory.hasSuffix(".lproj"): found.append(entry.path)
            case .xcstrings, .stringsdict: found.append(entry.path)
            default: break
            }
            return .skip
        }
    }

    /// Parses a file's bytes by the path's extension (a `.strings` file's form by its content).
    /// More than `InputLimits.maximumStringCount` strings is an error at the first one past it.
    public static func parse(bytes: [UInt8], path: String) throws(LocalizationFileError) -> any LocalizationDocument {
        let document: any LocalizationDocument
        switch LocalizationFormat(path: path) {
        case .strings: document = try StringsFile.document(bytes: bytes, path: path)
        case .xcstrings: document = try XCStringsCatalog(bytes: bytes, path: path)
        case .stringsdict: document = try StringsDictFile(bytes: bytes, path: path)
        case .code, nil:
            throw LocalizationFileError(
                path: path, message: "not a localization file (expected .strings, .xcstrings or .stringsdict)")
        }
        let limit = InputLimits.maximumStringCount
        guard document.stringCount <= limit else {
            throw LocalizationFileError(
                path: path, location: document.strings[limit].start,
                message: "more than \(limit) strings in one file; alertcopy reads at most \(limit)")
        }
        return document
    }

    /// Reads a file from disk (see `FileReader.read`).
    public static func readBytes(_ path: String) throws(LocalizationFileError) -> [UInt8] {
        try FileReader.read(path).bytes
    }

    /// Decoded text of a file's bytes for diffs (any supported encoding), lossy on bad input.
    static func text(of bytes: [UInt8]) -> String {
        if let decoded = try? TextFileEncoding.decode(bytes, path: "") {
            return AnalyzedText.string(decoded.units)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Lints (and with `fix`, fixes) every file under `paths`. Files that do not parse are
    /// reported and left untouched; the others are still processed. With `write`, changed files
    /// are replaced atomically; unchanged files are never written.
    public func run(_ paths: [String], fix: FixSafety? = nil, write: Bool = false) -> LocalizationRun {
        let (files, discoveryErrors) = LocalizationLinter.discover(paths)
        var run = LocalizationRun(results: [], errors: discoveryErrors)
        // As many files at once as there are cores are read and parsed together, then checked
        // one by one (each check on every core): a run holds a few files, not all of them.
        for batchStart in stride(from: 0, to: files.count, by: ConcurrentMapping.cores) {
            let batch = Array(files[batchStart..<min(batchStart + ConcurrentMapping.cores, files.count)])
            for (path, file) in zip(batch, Self.readAndParse(batch)) {
                do throws(LocalizationFileError) {
                    let read = try file.get()
                    var result =
                        fix.map { self.fix(read.document, bytes: read.bytes, upTo: $0) }
                        ?? check(read.document, bytes: read.bytes)
                    if write, let rewritten = result.rewrittenBytes {
                        try AtomicFileWriter.write(rewritten, to: path, replacing: read.identity)
                        result.written = true
                        result.originalBytes = []
                    }
                    run.results.append(result)
                } catch {
                    run.errors.append(error)
                }
            }
        }
        return run
    }

    /// A localization file as read: its document, its bytes and the identity that a write
    /// checks it against.
    struct ReadFile: Sendable {
        var document: any LocalizationDocument
        var bytes: [UInt8]
        var identity: FileIdentity
    }

    /// Each file read and parsed, on every core; in the order of `paths`.
    static func readAndParse(_ paths: [String]) -> [Result<ReadFile, LocalizationFileError>] {
        paths.concurrentMap(minimumChunk: 1) { path in
            do throws(LocalizationFileError) {
                let (bytes, identity) = try FileReader.read(path)
                return .success(
                    ReadFile(document: try parse(bytes: bytes, path: path), bytes: bytes, identity: identity))
            } catch {
                return .failure(error)
            }
        }
    }

    /// The reports of a file after its fix: the findings that remain in the rewritten bytes (the
    /// original reports when nothing changed).
    public func remainingReports(after result: LocalizationFileResult) -> [AlertReport] {
        guard let rewritten = result.rewrittenBytes,
            let document = try? LocalizationLinter.parse(bytes: rewritten, path: result.path)
        else { return result.reports }
        return check(document, bytes: rewritten).reports
    }

    // MARK: Roles

    /// What the linter makes of each string of a document.
    public func recognize(_ document: any LocalizationDocument) -> [RecognizedString] {
        recognize(document, sourceLanguageOnly: false)
    }

    /// `sourceLanguageOnly` leaves out the other languages' strings (what linting needs).
    func recognize(_ document: any LocalizationDocument, sourceLanguageOnly: Bool) -> [RecognizedString] {
        let language = lintedLanguage(of: document)
        var result: [RecognizedString]
        if sourceLanguageOnly {
            // A string's role is its key's and comment's alone: the strings are recognized on
            // every core.
            result = document.strings(in: language).concurrentMap(minimumChunk: 256) { string in
                guard Self.isSource(string, language: language) else { return nil }
                return recognized(
                    string, isSource: true, assignment: roles.assign(key: string.key, comment: string.comment))
            }.compactMap { $0 }
        } else {
            var assignments: [String: RoleAssignment] = [:]
            result = []
            for string in document.strings {
                // Every language repeats the key: decide once per key and comment.
                let cacheKey = string.key + "\u{0}" + (string.comment ?? "")
                let assignment = assignments[cacheKey] ?? roles.assign(key: string.key, comment: string.comment)
                assignments[cacheKey] = assignment
                result.append(
                    recognized(string, isSource: Self.isSource(string, language: language), assignment: assignment))
            }
        }
        // Keys without an alert word of their own join the alert their sibling keys are in.
        let alertGroups = Set(result.lazy.filter { $0.assignment.role != nil }.map(\.assignment.group))
        if !alertGroups.isEmpty {
            for index in result.indices
            where result[index].assignment.role == nil && !result[index].assignment.isExcluded {
                if let sibling = roles.assignBySibling(key: result[index].string.key, alertGroups: alertGroups) {
                    result[index].assignment = sibling
                }
            }
        }
        return result
    }

    /// Whether a string is in the linted `language` (nil: every language; `Base` for `en`).
    private static func isSource(_ string: LocalizedString, language: String?) -> Bool {
        language == nil || string.language == nil || string.language == language
            || (language == "en" && string.language == "Base")
    }

    /// A string with its role `assignment`, the `ignore` pattern its key matches, the rules its
    /// comment turns off, and why it is skipped when it is too long to lint.
    private func recognized(_ string: LocalizedString, isSource: Bool, assignment: RoleAssignment)
        -> RecognizedString
    {
        var string = string
        // A value has no more UTF-16 units than UTF-8 bytes: its byte count, at hand, tells most
        // values apart without counting units (which walks a non-ASCII string).
        if string.skipReason == nil, string.value.utf8.count > InputLimits.maximumStringLength,
            string.value.utf16.count > InputLimits.maximumStringLength
        {
            string.skipReason =
                "\(string.value.utf16.count) characters long; alert copy is linted up to "
                + "\(InputLimits.maximumStringLength)"
        }
        return RecognizedString(
            string: string, assignment: assignment, isSourceLanguage: isSource,
            ignoredBy: ignore.isEmpty ? nil : ignore.first { $0.matches(string.key) }?.pattern,
            suppressedRules: suppressions(in: string.comment))
    }

    /// The language whose strings are linted in a document; nil: every string (a file outside
    /// any `.lproj` folder).
    public func lintedLanguage(of document: any LocalizationDocument) -> String? {
        if let configured = configuration.language { return configured }
        if let declared = document.declaredSourceLanguage { return declared }
        guard let folder = document.strings.first?.language else { return nil }
        return folder == "Base" || folder == "en" ? folder : "en"
    }

    /// The rules an `alertcopy:disable RULE[,RULE]` comment turns off (`all` for a bare one).
    func suppressions(in comment: String?) -> Set<String> {
        // Most comments lack the marker's bytes, and then the search by characters finds nothing
        // either: no character is canonically equivalent to its ASCII letters and colon.
        guard let comment, Self.holdsBytes(of: "alertcopy:disable", in: comment),
            let marker = comment.range(of: "alertcopy:disable")
        else { return [] }
        let rest = comment[marker.upperBound...]
        guard rest.first == " " || rest.first == "\t" else { return ["all"] }
        let list = rest.drop { $0 == " " || $0 == "\t" }.prefix { !$0.isWhitespace && $0 != "*" }
        let names = list.split(separator: "," as Character).map { String($0) }.filter { !$0.isEmpty }
        guard !names.isEmpty else { return ["all"] }
        return Set(names.map { ruleNames[$0] ?? $0 })
    }

    /// What the report of one alert needs that depends on that alert alone: made beside its lint,
    /// on every core, so that what is left for one thread is what alerts share.
    private struct PreparedReport: Sendable {
        /// The document the report belongs to: that of the alert's first field.
        var home: Int
        /// The findings on the fields the alert owns, each with the fixes a file can take and the
        /// place it is reported at (a place reported for an earlier alert is not reported again).
        var findings: [(finding: Finding, place: ReportedPlace)]
        var source: AlertSource
    }

    /// The report of `grouped` but for what other alerts decide (``PreparedReport``).
    private static func preparedReport(
        of grouped: GroupedAlert, findings: [Finding], documents: [any LocalizationDocument]
    ) -> PreparedReport {
        let home = grouped.fields.keys.sorted().first.map { grouped.document(of: $0) } ?? 0
        let document = documents[home]
        var placed: [(finding: Finding, place: ReportedPlace)] = []
        for var finding in findings where grouped.owns(finding.field) {
            // Fixes a file cannot take (reordering buttons, rewriting a key that is its own copy)
            // are not offered: `fix` could not keep the promise. A fix run still says what the
            // copy would become (see the "not fixed" note).
            finding.fixes = finding.fixes.compactMap {
                guard let fix = LocalizationLinter.fileForm(of: $0, on: grouped.alert, in: grouped),
                    grouped.fields[fix.field]?.string.readOnlyReason == nil
                else { return nil }
                return fix
            }
            let owner =
                grouped.fields[finding.field].map { "\(grouped.document(of: finding.field)):\($0.string.index)" }
                ?? grouped.name
            let place = ReportedPlace(
                owner: owner, alert: finding.field == .buttons ? grouped.name : "", ruleID: finding.ruleID,
                range: finding.range)
            placed.append((finding, place))
        }
        var fields: [AlertField: FieldSource] = [:]
        for (field, recognized) in grouped.fields {
            let path = documents[grouped.document(of: field)].path
            fields[field] = FieldSource(
                start: recognized.string.start, key: recognized.string.displayName,
                locate: recognized.string.locate, path: path == document.path ? nil : path)
            fields[field]?.keyInCode = grouped.keysInCode[field]
        }
        let homeFields = grouped.fields.filter { grouped.document(of: $0.key) == home }
        let start = homeFields.values.map(\.string.start).min { ($0.line, $0.column) < ($1.line, $1.column) }
        var source = AlertSource(
            path: document.path, name: grouped.name, start: start ?? SourceLocation(line: 1, column: 1),
            fields: fields)
        source.site = grouped.site
        return PreparedReport(home: home, findings: placed, source: source)
    }

    /// Where a finding is reported: the string it is on (its document and index, or the alert's
    /// name), the alert for a finding on the buttons as a whole, the rule and the range.
    private struct ReportedPlace: Hashable, Sendable {
        var owner: String
        var alert: String
        var ruleID: String
        var range: Range<Int>
    }

    /// Whether the UTF-8 of `text` holds the bytes of `marker`.
    static func holdsBytes(of marker: StaticString, in text: String) -> Bool {
        let needle = UnsafeBufferPointer(start: marker.utf8Start, count: marker.utf8CodeUnitCount)
        guard let first = needle.first else { return true }
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count >= needle.count else { return false }
            for start in 0...(bytes.count - needle.count) where bytes[start] == first {
                var length = 1
                while length < needle.count, bytes[start + length] == needle[length] { length += 1 }
                if length == needle.count { return true }
            }
            return false
        }
    }

    // MARK: Grouping

    /// An alert built from strings, with the string behind each field.
    struct GroupedAlert: Sendable {
        var name: String
        var alert: Alert
        var fields: [AlertField: RecognizedString]
        var isVariant: Bool
        /// The document of each field's string, when the alert spans several (default: 0).
        var documents: [AlertField: Int] = [:]
        /// The code that presents the alert (`path:line`), when it was found in code.
        var site: String?
        /// A variant that stands for one field's other text (a branch of the code): only that
        /// field's findings and fixes are its own.
        var onlyField: AlertField?
        /// Fields whose string is a catalog entry keyed by a SwiftUI literal: where that literal is.
        var keysInCode: [AlertField: String] = [:]

        func owns(_ field: AlertField) -> Bool { onlyField == nil || onlyField == field }

        func document(of field: AlertField) -> Int { documents[field] ?? 0 }
    }

    /// The alerts of a document: strings of one group form one alert; each further plural or
    /// device variant of a field gives one more alert with that variant.
    func alerts(from recognized: [RecognizedString]) -> [GroupedAlert] {
        var order: [String] = []
        var groups: [String: [RecognizedString]] = [:]
        var alerts: [GroupedAlert] = []
        for recognized in recognized where recognized.isLinted {
            guard recognized.assignment.role != nil else {
                guard allStrings else { continue }
                let text = recognized.string.value
                let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
                let isMessage = trimmed.hasSuffix(".") || trimmed.hasSuffix("!")
                var alert = Alert()
                let field: AlertField = isMessage ? .message : .title
                alert.setText(text, of: field)
                alerts.append(
                    GroupedAlert(
                        name: recognized.string.displayName, alert: alert, fields: [field: recognized], isVariant: false
                    ))
                continue
            }
            let group = recognized.assignment.group
            if groups[group] == nil { order.append(group) }
            groups[group, default: []].append(recognized)
        }
        for group in order {
            let members = groups[group] ?? []
            var titles: [RecognizedString] = []
            var messages: [RecognizedString] = []
            var buttonKeys: [String] = []
            var buttons: [String: [RecognizedString]] = [:]
            for member in members {
                switch member.assignment.role {
                case .title: titles.append(member)
                case .message: messages.append(member)
                case .button:
                    if buttons[member.string.key] == nil { buttonKeys.append(member.string.key) }
                    buttons[member.string.key, default: []].append(member)
                case nil: continue
                }
            }
            let buttonVariants = buttonKeys.map { buttons[$0] ?? [] }
            func make(title: RecognizedString?, message: RecognizedString?, buttons: [RecognizedString], variant: Bool)
                -> GroupedAlert
            {
                var fields: [AlertField: RecognizedString] = [:]
                var alert = Alert()
                // Key names never show every button: a shared Cancel may be added in code.
                alert.buttonsComplete = false
                if let title {
                    alert.title = title.string.value
                    fields[.title] = title
                }
                if let message {
                    alert.message = message.string.value
                    fields[.message] = message
                }
                for (index, button) in buttons.enumerated() {
                    alert.buttons.append(AlertButton(button.string.value, role: button.assignment.buttonRole))
                    fields[.button(index)] = button
                }
                return GroupedAlert(name: group, alert: alert, fields: fields, isVariant: variant)
            }
            let baseButtons = buttonVariants.compactMap(\.first)
            alerts.append(make(title: titles.first, message: messages.first, buttons: baseButtons, variant: false))
            for title in titles.dropFirst() {
                alerts.append(make(title: title, message: messages.first, buttons: baseButtons, variant: true))
            }
            for message in messages.dropFirst() {
                alerts.append(make(title: titles.first, message: message, buttons: baseButtons, variant: true))
            }
            for (position, variants) in buttonVariants.enumerated() {
                for variant in variants.dropFirst() {
                    var replaced = baseButtons
                    replaced[position] = variant
                    alerts.append(make(title: titles.first, message: messages.first, buttons: replaced, variant: true))
                }
            }
        }
        return alerts
    }

    // MARK: Linting and fixing

    /// The linter for one document: the injected one, or a `Linter` that knows the names the
    /// document's source strings use mid-sentence.
    func linter(for recognized: [RecognizedString]) -> any AlertLinting {
        if let injectedLinter { return injectedLinter }
        return linter(forValues: recognized.lazy.filter { $0.isSourceLanguage }.map(\.string.value))
    }

    /// A `Linter` that knows the names these source-language values use mid-sentence.
    func linter(forValues values: [String]) -> any AlertLinting {
        if !hasActiveRules { return NoRules() }
        var configuration = configuration
        let named = Set(configuration.enable + configuration.select)
        configuration.disable += Self.rulesNeedingScreenOrder.filter { !named.contains($0) }
        return Linter(configuration: configuration, learnedNames: NameLearner.names(in: Array(values)))
    }

    /// Rules that need what a file cannot tell: the order of buttons on screen is the code's,
    /// not the order of the keys. They run on files only when enabled or selected by name.
    static let rulesNeedingScreenOrder = ["button-order"]

    /// The findings of an alert that its strings' comments do not suppress.
    private func findings(for grouped: GroupedAlert, alert: Alert, linter: any AlertLinting) -> [Finding] {
        linter.lint(alert).filter { finding in
            let strings: [RecognizedString] =
                finding.field == .buttons
                ? Array(grouped.fields.values) : grouped.fields[finding.field].map { [$0] } ?? []
            return !strings.contains { $0.suppressedRules.contains(finding.ruleID) }
        }
    }

    /// Lints a document without changing it.
    public func check(_ document: any LocalizationDocument, bytes: [UInt8]) -> LocalizationFileResult {
        process(document, bytes: bytes, fixUpTo: nil)
    }

    /// Lints a document and computes its fixed bytes (nil when nothing changes).
    public func fix(_ document: any LocalizationDocument, bytes: [UInt8], upTo safety: FixSafety = .safe)
        -> LocalizationFileResult
    {
        process(document, bytes: bytes, fixUpTo: safety)
    }

    private func process(_ document: any LocalizationDocument, bytes: [UInt8], fixUpTo safety: FixSafety?)
        -> LocalizationFileResult
    {
        let recognized = recognize(document, sourceLanguageOnly: true)
        return process(
            documents: [document], bytes: [bytes], alerts: alerts(from: recognized), linter: linter(for: recognized),
            fixUpTo: safety)[0]
    }

    /// Lints alerts whose fields are strings of several documents (localization files and the
    /// literals of source files), and computes each document's fixed bytes. A string that
    /// several alerts use is changed only when their fixes agree on its new value.
    func process(
        documents: [any LocalizationDocument], bytes: [[UInt8]], alerts grouped: [GroupedAlert],
        linter: any AlertLinting, fixUpTo safety: FixSafety?
    ) -> [LocalizationFileResult] {
        var results = documents.indices.map { index in
            LocalizationFileResult(
                path: documents[index].path, format: documents[index].format, reports: [],
                diagnostics: documents[index].diagnostics, changes: [], originalBytes: bytes[index],
                rewrittenBytes: nil)
        }
        var seen: Set<ReportedPlace> = []
        // Per document, the new value of each changed string; and every value proposed for it.
        var changes: [[Int: String]] = Array(repeating: [:], count: documents.count)
        var proposals: [String: Set<String>] = [:]
        var noted: Set<String> = []
        // Each worker thread but the first lints with a copy of its own (``Linter/copyForThread()``).
        let linters = ThreadCopies(linter) { $0.copyForThread() }
        let analyses = grouped.concurrentMap(worker: linters.value(forWorker:)) { linter, grouped in
            let findings = self.findings(for: grouped, alert: grouped.alert, linter: linter)
            let fixed = safety.map { fixedAlert(grouped, upTo: $0, findings: findings, linter: linter) }
            let report = Self.preparedReport(of: grouped, findings: findings, documents: documents)
            return (grouped: grouped, report: report, fixed: fixed)
        }
        // First pass: what each alert's fix wants for each string it shows.
        if safety != nil {
            for (grouped, _, fixed) in analyses {
                guard let after = fixed else { continue }
                for (field, recognized) in grouped.fields where grouped.owns(field) {
                    guard let newText = after.text(of: field) else { continue }
                    let name = "\(grouped.document(of: field)):\(recognized.string.index)"
                    proposals[name, default: []].insert(newText)
                }
            }
        }
        for (grouped, report, fixed) in analyses {
            var unique: [Finding] = []
            // A string several alerts show is reported once per rule and place (the wording of
            // the message may differ with the alert; the place and the claim do not).
            for (finding, place) in report.findings where seen.insert(place).inserted { unique.append(finding) }
            if let after = fixed {
                for (field, recognized) in grouped.fields.sorted(by: { $0.key < $1.key }) where grouped.owns(field) {
                    let string = recognized.string
                    let documentIndex = grouped.document(of: field)
                    let fieldDocument = documents[documentIndex]
                    let name = "\(documentIndex):\(string.index)"
                    guard let newText = after.text(of: field), newText != string.value, !noted.contains(name) else {
                        continue
                    }
                    noted.insert(name)
                    func note(_ message: String, severity: Severity = .info) {
                        results[documentIndex].diagnostics.append(
                            LocalizationDiagnostic(
                                path: fieldDocument.path, location: string.start, severity: severity, message: message))
                    }
                    if let reason = string.readOnlyReason {
                        note(
                            "not fixed \(JSONWriter.quoted(string.displayName)): \(reason) "
                                + "(the fix would make it \(JSONWriter.quoted(newText)))")
                        continue
                    }
                    if let proposed = proposals[name], proposed.count > 1 {
                        note(
                            "not fixed \(JSONWriter.quoted(string.displayName)): the alerts that show it would fix it differently (\(proposed.sorted().map { JSONWriter.quoted($0) }.joined(separator: ", ")))"
                        )
                        continue
                    }
                    guard FormatSpecifiers.match(string.value, newText) else {
                        note(
                            "fix refused for \(JSONWriter.quoted(string.displayName)): the format specifiers would change (\(FormatSpecifiers.extract(string.value).joined(separator: " ")) → \(FormatSpecifiers.extract(newText).joined(separator: " ")))",
                            severity: .warning)
                        continue
                    }
                    // A composed text is written into the one string the change falls in.
                    guard let target = fieldDocument.target(ofChange: newText, at: string.index) else {
                        note(
                            "not fixed \(JSONWriter.quoted(string.displayName)): the fix spans several strings it is composed of; change them by hand"
                        )
                        continue
                    }
                    let written =
                        target.index == string.index
                        ? string : fieldDocument.strings.first { $0.index == target.index } ?? string
                    if let earlier = changes[documentIndex][target.index] {
                        if earlier != target.value {
                            note(
                                "not fixed \(JSONWriter.quoted(string.displayName)): another fix already changes \(JSONWriter.quoted(written.displayName))"
                            )
                        }
                        continue
                    }
                    changes[documentIndex][target.index] = target.value
                    results[documentIndex].changes.append(
                        LocalizedChange(
                            key: written.key, variant: written.variant, language: written.language,
                            location: written.start, before: written.value, after: target.value))
                }
            }
            if grouped.isVariant && unique.isEmpty { continue }
            results[report.home].reports.append(
                AlertReport(source: report.source, alert: grouped.alert, findings: unique, fixed: fixed))
        }
        for index in documents.indices where !changes[index].isEmpty {
            do throws(LocalizationFileError) {
                let rewritten = try documents[index].rewritten(with: changes[index])
                if rewritten != bytes[index] { results[index].rewrittenBytes = rewritten }
            } catch {
                results[index].diagnostics.append(
                    LocalizationDiagnostic(
                        path: documents[index].path, location: error.location ?? SourceLocation(line: 1, column: 1),
                        severity: .error, message: "fixes not written: \(error.message)"))
                results[index].changes.removeAll()
            }
        }
        return results
    }

    /// A fix as the file can take it, or nil: edits and replacements of a field that has a string
    /// (a file cannot gain, lose or reorder strings). A new pair of buttons with one Cancel
    /// (Yes, No → Delete, Cancel) is written in place — Cancel into the string of the button
    /// that cancels now, the action into the other — so each key keeps what the code does with it;
    /// any other new button list is left to the person.
    /// What the button labels mean (the lexicon's label lists, which users do not extend).
    private static let buttonSemantics = ButtonSemantics(lexicon: .embedded)

    static func fileForm(of fix: Fix, on alert: Alert, in grouped: GroupedAlert) -> Fix? {
        guard case .buttons(let new) = fix.change else {
            guard grouped.fields[fix.field] != nil else { return nil }
            if case .replacement(nil) = fix.change { return nil }
            return fix
        }
        let old = alert.buttons
        guard old.count == 2, new.count == 2, old.indices.allSatisfy({ grouped.fields[.button($0)] != nil }) else {
            return nil
        }
        let semantics = buttonSemantics
        func cancels(_ button: AlertButton) -> Bool {
            button.role == .cancel || semantics.isTitledCancel(button) || semantics.isNo(button)
                || semantics.isLabel(button.title, in: .cancelLabels)
        }
        let oldCancels = old.indices.filter { cancels(old[$0]) }
        let newCancels = new.indices.filter { new[$0].role == .cancel || semantics.isTitledCancel(new[$0]) }
        guard oldCancels.count == 1, newCancels.count == 1 else { return nil }
        var placed = new
        placed[oldCancels[0]] = new[newCancels[0]]
        placed[1 - oldCancels[0]] = new[1 - newCancels[0]]
        guard placed.map(\.title) != old.map(\.title) else { return nil }
        return Fix(field: fix.field, change: .buttons(placed), safety: fix.safety, summary: fix.summary)
    }

    /// The alert with applicable fixes applied until stable: edits and replacements of existing
    /// fields only (a file cannot gain, lose or reorder strings).
    /// `findings`: the alert's own findings, already computed (the first round's).
    private func fixedAlert(
        _ grouped: GroupedAlert, upTo safety: FixSafety, findings initial: [Finding], linter: any AlertLinting
    ) -> Alert {
        var current = grouped.alert
        var seen: [Alert] = [current]
        var currentFindings = initial
        for round in 0..<16 {
            if round > 0 { currentFindings = findings(for: grouped, alert: current, linter: linter) }
            let fixes = currentFindings.compactMap { finding in
                finding.fixes.lazy.filter { $0.safety <= safety }
                    .compactMap { LocalizationLinter.fileForm(of: $0, on: current, in: grouped) }.first
            }
            guard !fixes.isEmpty else { break }
            let next = FixApplier.apply(fixes, to: current, tokenizer: tokenizer)
            if next == current { break }
            // Fixes that undo each other: stop at the first state of the cycle.
            if let start = seen.firstIndex(of: next) {
                current = seen[start]
                break
            }
            seen.append(next)
            current = next
        }
        return FixApplier.preservingProtectedSpans(of: grouped.alert, in: current, tokenizer: tokenizer)
    }
}
