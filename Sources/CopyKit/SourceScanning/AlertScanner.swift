import Foundation

/// The alerts an app's code presents, found by scanning its Swift and Objective-C files.
public struct CodeScan: Sendable {
    public var alerts: [AppAlert]
    /// The files read, lexed.
    public var files: [SourceFile]
    public var fileCount: Int { files.count }

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
            guard let enumerator = manager.enumerator(atPath: path) else { continue }
            let base = path.hasSuffix("/") ? String(path.dropLast()) : path
            while let relative = enumerator.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                if skippedDirectories.contains(name) {
                    enumerator.skipDescendants()
                    continue
                }
                if SourceLanguage(path: name) != nil { found.append(base + "/" + relative) }
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
            if let narrowed = narrowedByCallers(alert, at: occurrence, index: index, match: match) { alert = narrowed }
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
                for call in calls {
                    var values: [String: (file: Int, tokens: Range<Int>)] = [:]
                    for (parameter, argument) in call.arguments { values[parameter] = (call.file, argument) }
                    let bindings = Bindings(values, outer: nil)
                    let chained = item.bindings.map { Self.chain(inner: $0, outer: bindings) } ?? bindings
                    guard var alert = match(item.occurrence, chained) else { continue }
                    alert.site = index.files[call.file].site(of: call.token)
                    alert.api = "helper:" + function.signature
                    // A call that passes on a value cast from a parameter serves one kind of it:
                    // the alert is the helper's own, where its copy is written.
                    if Self.passesCastParameter(alert: item.alert, call: call, index: index) { continue }
                    // A call that only passes its own function's parameters on is no alert of its
                    // own: that function is a helper too, and its callers are the alerts.
                    if Self.onlyForwards(alert, call: call, index: index) { nextForwarded.insert(next.count) } else {
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
        _ alert: AppAlert, at occurrence: Occurrence, index: SourceIndex,
        match: (Occurrence, Bindings?) -> AppAlert?
    ) -> AppAlert? {
        let texts = [alert.title, alert.message] + alert.buttons.map(\.text)
        guard texts.contains(where: { $0?.caseParameter != nil }),
            let function = index.enclosingFunctionAt(
                file: index.files.firstIndex { $0.path == alert.site.path } ?? 0, offset: alert.site.offset)
        else { return nil }
        let calls = index.calls(to: function)
        guard !calls.isEmpty else { return nil }
        var narrowed: AppAlert?
        for call in calls {
            var values: [String: (file: Int, tokens: Range<Int>)] = [:]
            for (parameter, argument) in call.arguments { values[parameter] = (call.file, argument) }
            guard let candidate = match(occurrence, Bindings(values, outer: nil)) else { return nil }
            let candidateTexts = [candidate.title, candidate.message] + candidate.buttons.map(\.text)
            if candidateTexts.contains(where: { $0?.caseParameter != nil }) { return nil }
            if let narrowed {
                let previous = [narrowed.title, narrowed.message] + narrowed.buttons.map(\.text)
                if previous != candidateTexts { return nil }
            }
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
        let texts = [alert.title, alert.message] + alert.buttons.map(\.text)
        return texts.contains { text in
            if let parameter = text?.parameter, parameters.contains(parameter) { return true }
            // Texts the app's own enum picks are not the caller's copy.
            if text?.caseParameter != nil { return false }
            guard case .dynamic(let expression)? = text?.origin else { return false }
            return parameters.contains { mentions(expression, $0) }
        }
    }

    /// Whether an expression is a name's value: the name, a member of it (`error.message`), or a
    /// function applied to it alone (`describe(error).title`).
    static func mentions(_ expression: String, _ name: String) -> Bool {
        func isValue(_ text: Substring) -> Bool {
            guard text.hasPrefix(name) else { return false }
            let rest = text.dropFirst(name.count)
            return rest.isEmpty || rest.first == "." || rest.first == "?" || rest.first == "!"
        }
        if isValue(expression[...]) { return true }
        guard let open = expression.firstIndex(of: "("),
            expression[..<open].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }),
            let close = expression[open...].firstIndex(of: ")")
        else { return false }
        let inner = expression[expression.index(after: open)..<close].trimmingCharacters(in: .whitespaces)
        return inner == name
    }
}

extension FunctionDeclaration {
    /// `name(label:label:)`.
    var signature: String {
        labels.isEmpty ? name : name + "(" + labels.map { $0 + ":" }.joined() + ")"
    }
}

/// A call of an app function: where, and the tokens of each parameter's argument.
struct FunctionCall {
    var file: Int
    var token: Int
    var arguments: [(parameter: String, tokens: Range<Int>)]
}

extension SourceIndex {
    /// The names whose values a function's callers supply: its parameters, and those of the
    /// closure it returns (`present(_ controller:) -> (Error) -> Void`).
    func suppliedByCallers(_ function: FunctionDeclaration) -> [String] {
        function.parameters + files[function.file].returnedClosureParameters(body: function.body)
    }

    /// The function whose body holds a byte offset of a file.
    func enclosingFunctionAt(file: Int, offset: Int) -> FunctionDeclaration? {
        let tokens = files[file].tokens
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if Int(tokens[middle].start) < offset { low = middle + 1 } else { high = middle }
        }
        return enclosingFunction(file: file, token: low)
    }

    /// Every message `[receiver selector:…]` that calls an Objective-C method, its arguments bound
    /// to the method's parameters in order.
    func objCCalls(to method: FunctionDeclaration) -> [FunctionCall] {
        guard method.name.contains(":") else { return [] }
        var calls: [FunctionCall] = []
        for (fileIndex, file) in files.enumerated() where file.language == .objectiveC {
            for position in file.tokens.indices where file.opens(position, "[") {
                guard let message = file.message(at: position), message.selector == method.name,
                    message.parts.count == method.parameters.count
                else { continue }
                let bound = zip(method.parameters, message.parts).map { ($0, $1.argument) }
                calls.append(FunctionCall(file: fileIndex, token: position, arguments: bound))
            }
        }
        return calls
    }

    /// Every call of a Swift function whose labels fit its declaration (not its declaration).
    func calls(to function: FunctionDeclaration) -> [FunctionCall] {
        var calls: [FunctionCall] = []
        let definition = files[function.file]
        guard definition.language == .swift else { return objCCalls(to: function) }
        // A UIKit helper is not what an AppKit file calls by the same name, nor the reverse.
        func compatible(_ caller: SourceFile, _ callee: SourceFile) -> Bool {
            let platform = callee.imports("UIKit") ? 1 : callee.imports("AppKit") || callee.imports("Cocoa") ? 2 : 0
            if platform == 1 && (caller.imports("AppKit") || caller.imports("Cocoa")) && !caller.imports("UIKit") {
                return false
            }
            return !(platform == 2 && caller.imports("UIKit") && !caller.imports("AppKit"))
        }
        for (fileIndex, file) in files.enumerated() where file.language == .swift {
            guard compatible(file, definition) else { continue }
            for position in file.tokens.indices where file.tokens[position].kind == .identifier {
                guard file.text(position) == function.name, position == 0 || !file.is(position - 1, "func")
                else { continue }
                // `Type.function` passed as a value (`errorHandler: ErrorHandler.present`):
                // called later with arguments only the run time knows.
                let receiverType =
                    position >= 2 && file.is(position - 1, ".") && file.tokens[position - 2].kind == .identifier
                    && file.text(position - 2).first?.isUppercase == true ? file.text(position - 2) : nil
                guard file.opens(position + 1, "(") else {
                    if let receiverType, function.scope.last == receiverType, !file.is(position + 1, "."),
                        !file.is(position + 1, "=")
                    {
                        calls.append(FunctionCall(file: fileIndex, token: position, arguments: []))
                    }
                    continue
                }
                let arguments = file.arguments(at: position + 1)
                let labels = arguments.map(\.label)
                guard FunctionDeclaration.labelsFit(function.labels, labels) else { continue }
                var fitting = functions(named: function.name, labels: labels)
                // `ErrorHandler.present(…)`: the function of that type.
                var typedReceiver = false
                if let receiverType {
                    let typed = fitting.filter { $0.scope.last == receiverType && compatible(file, files[$0.file]) }
                    if !typed.isEmpty {
                        guard typed.contains(where: { $0.file == function.file && $0.keyword == function.keyword })
                        else { continue }
                        fitting = typed
                        typedReceiver = true
                    }
                }
                // A function of the same name in the caller's own file is the one it calls.
                if fileIndex != function.file, fitting.contains(where: { $0.file == fileIndex }) { continue }
                // Of overloads that fit, the one with the fewest parameters left to defaults.
                if fitting.contains(where: { $0.labels.count < function.labels.count }) { continue }
                // `delegate?.method(…)` with several implementations: which one runs is not known.
                let receiver = position >= 2 && file.is(position - 1, ".") && !file.is(position - 2, "self")
                if receiver && fitting.count > 1 && !typedReceiver { continue }
                var bound: [(String, Range<Int>)] = []
                var slot = 0
                for argument in arguments {
                    while slot < function.labels.count {
                        let label = function.labels[slot]
                        slot += 1
                        if (label == "_" && argument.label == nil) || label == argument.label {
                            bound.append((function.parameters[slot - 1], argument.tokens))
                            break
                        }
                    }
                }
                calls.append(FunctionCall(file: fileIndex, token: position, arguments: bound))
            }
        }
        return calls
    }
}
