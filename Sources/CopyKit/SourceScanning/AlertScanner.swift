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
        for (occurrence, alert) in found.joined() {
            alerts.append(alert)
            pending.append((occurrence, alert, nil, nil))
        }
        alerts += configuredAlerts(index: index, resolver: resolver)
        var visitedHelpers: Set<String> = []
        for _ in 0..<4 {
            var next: [(occurrence: Occurrence, alert: AppAlert, bindings: Bindings?, caller: Int?)] = []
            for item in pending {
                let file = item.caller ?? item.occurrence.file
                let token =
                    item.caller.map { _ in item.alert.site.offset }
                    ?? Int(index.files[item.occurrence.file].tokens[item.occurrence.position].start)
                guard let function = index.enclosingFunctionAt(file: file, offset: token),
                    !function.parameters.isEmpty, function.name != "init",
                    Self.dependsOnParameters(item.alert, function.parameters)
                else { continue }
                let helperKey = "\(function.file):\(function.keyword)"
                guard visitedHelpers.insert(helperKey).inserted else { continue }
                for call in index.calls(to: function) {
                    var values: [String: (file: Int, tokens: Range<Int>)] = [:]
                    for (parameter, argument) in call.arguments { values[parameter] = (call.file, argument) }
                    let bindings = Bindings(values, outer: nil)
                    let chained = item.bindings.map { Self.chain(inner: $0, outer: bindings) } ?? bindings
                    guard var alert = match(item.occurrence, chained) else { continue }
                    alert.site = index.files[call.file].site(of: call.token)
                    alert.api = "helper:" + function.signature
                    // A call that only passes its own function's parameters on is no alert of its
                    // own: that function is a helper too, and its callers are the alerts.
                    if !Self.onlyForwards(alert, call: call, index: index) { alerts.append(alert) }
                    next.append((item.occurrence, alert, chained, call.file))
                }
            }
            if next.isEmpty { break }
            pending = next
        }
        alerts.sort { ($0.site.path, $0.site.offset) < ($1.site.path, $1.site.offset) }
        return CodeScan(alerts: alerts, files: files)
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
        return call.arguments.allSatisfy { argument in
            let first = argument.tokens.lowerBound
            guard file.tokens[first].kind == .identifier else { return false }
            return caller.parameters.contains(file.text(first))
        } && dependsOnParameters(alert, caller.parameters)
    }

    /// Whether a field's text is one of the parameters (as a dynamic value named by it).
    static func dependsOnParameters(_ alert: AppAlert, _ parameters: [String]) -> Bool {
        let texts = [alert.title, alert.message] + alert.buttons.map(\.text)
        return texts.contains { text in
            if let parameter = text?.parameter, parameters.contains(parameter) { return true }
            guard case .dynamic(let expression)? = text?.origin else { return false }
            return parameters.contains(expression) || parameters.contains { expression.hasPrefix($0 + ".") }
        }
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
        let platform =
            definition.imports("UIKit") ? 1 : definition.imports("AppKit") || definition.imports("Cocoa") ? 2 : 0
        for (fileIndex, file) in files.enumerated() where file.language == .swift {
            if platform == 1 && (file.imports("AppKit") || file.imports("Cocoa")) && !file.imports("UIKit") { continue }
            if platform == 2 && file.imports("UIKit") && !file.imports("AppKit") { continue }
            for position in file.tokens.indices where file.tokens[position].kind == .identifier {
                guard file.opens(position + 1, "("), file.text(position) == function.name,
                    position == 0 || !file.is(position - 1, "func")
                else { continue }
                let arguments = file.arguments(at: position + 1)
                let labels = arguments.map(\.label)
                guard FunctionDeclaration.labelsFit(function.labels, labels) else { continue }
                let fitting = functions(named: function.name, labels: labels)
                // A function of the same name in the caller's own file is the one it calls.
                if fileIndex != function.file, fitting.contains(where: { $0.file == fileIndex }) { continue }
                // Of overloads that fit, the one with the fewest parameters left to defaults.
                if fitting.contains(where: { $0.labels.count < function.labels.count }) { continue }
                // `delegate?.method(…)` with several implementations: which one runs is not known.
                let receiver = position >= 2 && file.is(position - 1, ".") && !file.is(position - 2, "self")
                if receiver && fitting.count > 1 { continue }
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
