import Foundation

/// The alerts an app's code presents, found by scanning its Swift and Objective-C files.
public struct CodeScan: Sendable {
    public var alerts: [AppAlert]
    /// The files read, lexed.
    public var files: [SourceFile]
    public var fileCount: Int { files.count }

    /// Whether some alert names a string by an R.swift accessor whose generated file is absent.
    public var namesGeneratedStrings: Bool {
        alerts.contains { alert in
            alert.texts.contains { text in
                guard case .key(_, let table)? = text?.origin else { return false }
                return table.hasPrefix(GeneratedNames.rswiftPrefix)
            }
        }
    }

    public init(alerts: [AppAlert], files: [SourceFile]) {
        self.alerts = alerts
        self.files = files
    }
}

/// Finds every alert an app's code presents: reads the source files under the given paths, lexes
/// them, indexes their declarations once, matches alert shapes, and follows the app's own helpers
/// (a function that presents an alert from its parameters) to each place that calls them.
public struct AlertScanner: Sendable {
    public var configuredWrappers: [LocalizationWrapper]
    /// Functions the configuration says present an alert from their arguments.
    public var alertFunctions: [AlertFunction]

    public init(configuredWrappers: [LocalizationWrapper] = [], alertFunctions: [AlertFunction] = []) {
        self.configuredWrappers = configuredWrappers
        self.alertFunctions = alertFunctions
    }

    /// The scanner a configuration asks for (its `localizationFunctions` and `alertFunctions`).
    public init(configuration: Configuration) {
        self.init(
            configuredWrappers: configuration.localizationFunctions.map(LocalizationWrapper.init),
            alertFunctions: configuration.alertFunctions)
    }

    static let skippedDirectories: Set<String> = [
        ".build", ".git", "DerivedData", "Pods", "Carthage", "node_modules", ".swiftpm",
    ]

    /// The Swift and Objective-C files under `paths` (files as given), sorted.
    public static func sourceFiles(under paths: [String]) -> [String] {
        var found: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if !isDirectory.boolValue {
                if SourceLanguage(path: path) != nil { found.append(path) }
                continue
            }
            DirectoryWalk.walk(path) { entry in
                if skippedDirectories.contains(entry.name) { return .skip }
                if SourceLanguage(path: entry.name) != nil { found.append(entry.path) }
                return .descend
            }
        }
        return found.sorted()
    }

    /// Reads and scans the files.
    public func scan(files paths: [String], displayPath: @Sendable (String) -> String = { $0 }) -> CodeScan {
        let files: [SourceFile] = paths.concurrentMap(minimumChunk: 16) { path in
            // A file that cannot be read (or is past the size limit) is scanned as empty.
            let read = try? FileReader.read(path)
            var file = SourceFile(
                path: displayPath(path), language: SourceLanguage(path: path) ?? .swift, bytes: read?.bytes ?? [])
            file.identity = read?.identity
            return file
        }
        return scan(files)
    }

    /// Scans files already read.
    public func scan(_ files: [SourceFile]) -> CodeScan {
        let index = SourceIndex(files: files)
        let resolver = TextResolver(index: index, configuredWrappers: configuredWrappers)
        let swift = SwiftAlertShapes(resolver: resolver)
        let objC = ObjCAlertShapes(resolver: resolver)
        struct Occurrence: Sendable {
            var file: Int
            var position: Int
        }
        @Sendable func match(_ occurrence: Occurrence, _ bindings: Bindings?) -> AppAlert? {
            index.files[occurrence.file].language == .swift
                ? swift.match(file: occurrence.file, at: occurrence.position, bindings: bindings)
                : objC.match(file: occurrence.file, at: occurrence.position, bindings: bindings)
        }
        let found: [[(Occurrence, AppAlert)]] = Array(files.indices).concurrentMap(minimumChunk: 16) { file in
            let starts = files[file].language == .swift ? swift.starts(in: file) : objC.starts(in: file)
            return starts.compactMap { position in
                let occurrence = Occurrence(file: file, position: position)
                return match(occurrence, nil).map { (occurrence, $0) }
            }
        }
        var alerts: [AppAlert] = []
        // Alerts whose copy comes from their function's parameters make that function a helper.
        var pending: [(occurrence: Occurrence, alert: AppAlert, bindings: Bindings?, caller: Int?)] = []
        for (occurrence, found) in found.joined() {
            var alert = found
            if let narrowed = narrowedByCallers(
                alert, at: occurrence, file: occurrence.file, index: index, match: match)
            {
                alert = narrowed
            }
            alerts.append(alert)
            pending.append((occurrence, alert, nil, nil))
        }
        alerts += configuredAlerts(index: index, resolver: resolver)
        var visitedHelpers: Set<String> = []
        // Calls that pass their function's own parameters on: alerts only if nobody in the app
        // calls that function (a delegate method the system calls, say).
        var forwarded: Set<Int> = []
        for round in 0..<5 {
            var next: [(occurrence: Occurrence, alert: AppAlert, bindings: Bindings?, caller: Int?)] = []
            var nextForwarded: Set<Int> = []
            for (number, item) in pending.enumerated() {
                let isForwarded = forwarded.contains(number)
                let file = item.caller ?? item.occurrence.file
                let token =
                    item.caller.map { _ in item.alert.site.offset }
                    ?? Int(index.files[item.occurrence.file].tokens[item.occurrence.position].start)
                guard round < 4, let function = index.enclosingFunctionAt(file: file, offset: token),
                    function.name != "init", Self.dependsOnParameters(item.alert, index.suppliedByCallers(function))
                else {
                    if isForwarded { alerts.append(item.alert) }
                    continue
                }
                let helperKey = "\(function.file):\(function.keyword)"
                guard visitedHelpers.insert(helperKey).inserted else { continue }
                let calls = index.calls(to: function)
                if calls.isEmpty && isForwarded { alerts.append(item.alert) }
                let called: [(FunctionCall, AppAlert, Bindings)] = calls.compactMap { call in
                    let bindings = Self.bindings(of: call, to: function)
                    let chained = item.bindings.map { Self.chain(inner: $0, outer: bindings) } ?? bindings
                    return match(item.occurrence, chained).map { (call, $0, chained) }
                }
                if !isForwarded, Self.showsOnlyData(item.alert, function: function, calledAs: called.map(\.1)) {
                    continue
                }
                for (call, found, chained) in called {
                    var alert = found
                    // A call that passes no known case picks none of the texts: the alert is the
                    // function's own.
                    if alert.texts.contains(where: { $0?.caseParameter != nil }) { continue }
                    alert.site = index.files[call.file].site(of: call.token)
                    alert.api = "helper:" + function.signature
                    // A call that passes on a value cast from a parameter serves one kind of it:
                    // the alert is the helper's own, where its copy is written.
                    if Self.passesCastParameter(alert: item.alert, call: call, index: index) { continue }
                    // A call that only passes its own function's parameters on is no alert of its
                    // own: that function is a helper too, and its callers are the alerts.
                    if Self.onlyForwards(alert, call: call, index: index) {
                        nextForwarded.insert(next.count)
                    } else {
                        alerts.append(alert)
                    }
                    next.append((item.occurrence, alert, chained, call.file))
                }
            }
            if next.isEmpty { break }
            pending = next
            forwarded = nextForwarded
        }
        alerts.sort { ($0.site.path, $0.site.offset) < ($1.site.path, $1.site.offset) }
        return CodeScan(alerts: alerts, files: files)
    }

    /// An alert whose texts switch on a parameter's enum case (`error.title`), with the texts of
    /// the case that every caller of its function passes (`case .emailInUse: present(error)`).
    private func narrowedByCallers<Occurrence>(
        _ alert: AppAlert, at occurrence: Occurrence, file: Int, index: SourceIndex,
        match: (Occurrence, Bindings?) -> AppAlert?
    ) -> AppAlert? {
        guard alert.texts.contains(where: { $0?.caseParameter != nil }),
            let function = index.enclosingFunctionAt(file: file, offset: alert.site.offset)
        else { return nil }
        let calls = index.calls(to: function)
        guard !calls.isEmpty else { return nil }
        var narrowed: AppAlert?
        for call in calls {
            guard let candidate = match(occurrence, Self.bindings(of: call, to: function)) else { return nil }
            if candidate.texts.contains(where: { $0?.caseParameter != nil }) { return nil }
            if let narrowed, narrowed.texts != candidate.texts { return nil }
            narrowed = candidate
        }
        return narrowed
    }

    /// Each call of a configured alert function, as an alert with those arguments.
    private func configuredAlerts(index: SourceIndex, resolver: TextResolver) -> [AppAlert] {
        guard !alertFunctions.isEmpty else { return [] }
        var alerts: [AppAlert] = []
        let byName = Dictionary(alertFunctions.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for (fileIndex, file) in index.files.enumerated() where file.language == .swift {
            for position in file.tokens.indices where file.tokens[position].kind == .identifier {
                guard file.opens(position + 1, "("), position == 0 || !file.is(position - 1, "func"),
                    let function = byName[file.text(position)]
                else { continue }
                let arguments = file.arguments(at: position + 1)
                func text(_ reference: ArgumentReference?) -> AlertText? {
                    guard let argument = reference?.argument(in: arguments) else { return nil }
                    return resolver.resolve(file: fileIndex, argument.tokens)
                }
                var alert = AppAlert(
                    site: file.site(of: position), kind: function.kind == "action-sheet" ? .actionSheet : .alert,
                    api: "helper:\(function.name) (configured)", title: text(function.title),
                    message: text(function.message), buttonsComplete: !function.buttons.isEmpty)
                for reference in function.buttons {
                    guard let argument = reference.argument(in: arguments) else { continue }
                    let elements =
                        file.opens(argument.tokens.lowerBound, "[")
                        ? file.arguments(at: argument.tokens.lowerBound).map(\.tokens) : [argument.tokens]
                    for element in elements {
                        alert.buttons.append(
                            AppAlertButton(text: resolver.resolve(file: fileIndex, element), role: nil))
                    }
                }
                alerts.append(alert)
            }
        }
        return alerts
    }

    /// A call's arguments bound to the function's parameters; those left out take their
    /// default values.
    static func bindings(of call: FunctionCall, to function: FunctionDeclaration) -> Bindings {
        var values: [String: (file: Int, tokens: Range<Int>)] = [:]
        for (parameter, argument) in call.arguments { values[parameter] = (call.file, argument) }
        for (position, parameter) in function.parameters.enumerated()
        where values[parameter] == nil && position < function.parameterDefaults.count {
            if let value = function.parameterDefaults[position] { values[parameter] = (function.file, value) }
        }
        return Bindings(values, outer: nil)
    }

    /// Bindings of a helper inside a helper: the inner helper's parameters, resolved where the
    /// outer helper is called.
    private static func chain(inner: Bindings, outer: Bindings) -> Bindings {
        Bindings(inner.values, outer: inner.outer.map { chain(inner: $0, outer: outer) } ?? outer)
    }

    /// Whether every argument of a call is a parameter of the function the call is in (or the
    /// same parameter's member): the call forwards what its own caller gives.
    static func onlyForwards(_ alert: AppAlert, call: FunctionCall, index: SourceIndex) -> Bool {
        guard !call.arguments.isEmpty,
            let caller = index.enclosingFunctionAt(
                file: call.file, offset: Int(index.files[call.file].tokens[call.token].start))
        else { return false }
        let file = index.files[call.file]
        let parameters = index.suppliedByCallers(caller)
        return call.arguments.allSatisfy { argument in
            let first = argument.tokens.lowerBound
            guard file.tokens[first].kind == .identifier else { return false }
            return parameters.contains(file.text(first))
        } && dependsOnParameters(alert, parameters)
    }

    /// Whether the parameters an alert reads are data (`metadata: DownloadMetadata`, shown as
    /// `metadata.filename`) that no caller turns into other text: the alert is the function's
    /// own, not one per call. Text, errors and values of unknown type are the callers' copy.
    static func showsOnlyData(_ alert: AppAlert, function: FunctionDeclaration, calledAs alerts: [AppAlert]) -> Bool {
        let read = function.parameters.indices.filter { dependsOnParameters(alert, [function.parameters[$0]]) }
        guard !read.isEmpty else { return false }
        let textTypes: Set<String> = [
            "String", "Substring", "Text", "LocalizedStringKey", "LocalizedStringResource", "Any", "NSString",
        ]
        for position in read {
            guard position < function.parameterTypes.count, let type = function.parameterTypes[position],
                !textTypes.contains(type), !type.hasSuffix("Error")
            else { return false }
        }
        let shown = alert.texts.map { $0?.origin }
        return alerts.allSatisfy { $0.texts.map { $0?.origin } == shown }
    }

    /// Whether a call passes a local that its function bound by casting one of its parameters
    /// (`if let accountError = error as? AccountError { present(accountError) }`).
    static func passesCastParameter(alert: AppAlert, call: FunctionCall, index: SourceIndex) -> Bool {
        let file = index.files[call.file]
        guard
            let caller = index.enclosingFunctionAt(file: call.file, offset: Int(file.tokens[call.token].start))
        else { return false }
        // Only the arguments the alert's copy comes from.
        let names = Set(
            call.arguments.compactMap { argument in
                argument.tokens.count == 1 && file.tokens[argument.tokens.lowerBound].kind == .identifier
                    && dependsOnParameters(alert, [argument.parameter])
                    ? file.text(argument.tokens.lowerBound) : nil
            })
        guard !names.isEmpty else { return false }
        var cursor = caller.body.lowerBound
        while cursor + 4 < call.token {
            if file.is(cursor, "let") || file.is(cursor, "var"), names.contains(file.text(cursor + 1)),
                file.is(cursor + 2, "="), caller.parameters.contains(file.text(cursor + 3)), file.is(cursor + 4, "as")
            {
                return true
            }
            cursor += 1
        }
        return false
    }

    /// Whether a field's text is one of the parameters (as a dynamic value that names one).
    static func dependsOnParameters(_ alert: AppAlert, _ parameters: [String]) -> Bool {
        guard !parameters.isEmpty else { return false }
        return alert.texts.contains { text in
            if let parameter = text?.parameter, parameters.contains(parameter) { return true }
            // Texts the app's own enum picks: the caller's case decides.
            if let parameter = text?.caseParameter { return parameters.contains(parameter) }
            guard case .dynamic(let expression)? = text?.origin else { return false }
            return parameters.contains { mentions(expression, $0) }
        }
    }

    /// Whether an expression uses a name as a value of its own (`name`, `name.x`, `f(name)`,
    /// `[a, name?.x]`), not as a member (`x.name`), part of a longer name, or inside a literal.
    static func mentions(_ expression: String, _ name: String) -> Bool {
        let text = Array(expression.utf8)
        let word = Array(name.utf8)
        guard !word.isEmpty, text.count >= word.count else { return false }
        func isNamePart(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == 0x5F || byte >= 0x80
        }
        var inLiteral = false
        var start = 0
        while start < text.count {
            let byte = text[start]
            if byte == 0x5C {  // an escaped character
                start += 2
                continue
            }
            if byte == 0x22 {
                inLiteral.toggle()
            } else if !inLiteral, start + word.count <= text.count,
                text[start..<(start + word.count)].elementsEqual(word),
                start == 0 || (!isNamePart(text[start - 1]) && text[start - 1] != 0x2E),
                start + word.count == text.count || !isNamePart(text[start + word.count]),
                start + word.count == text.count || text[start + word.count] != 0x3A  // a label `name:`
            {
                return true
            }
            start += 1
        }
        return false
    }
}
