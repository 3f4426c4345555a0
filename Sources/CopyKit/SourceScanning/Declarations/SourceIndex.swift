/// Every scanned source file of an app with the declarations text resolution follows, built
/// once per run and shared by reference: constants by name, functions by name, Objective-C
/// macros by name.
public final class SourceIndex: Sendable {
    public let files: [SourceFile]
    public let declarations: [FileDeclarations]
    /// Constants by their last name component (`title` → every `….title`).
    let constantsByName: [String: [ConstantDeclaration]]
    /// Functions by name.
    let functionsByName: [String: [FunctionDeclaration]]
    /// The app's own subclasses of `UIAlertController` and `NSAlert`, by name, with the class
    /// each one stands for.
    public let alertSubclasses: [String: String]
    /// Swift names used as calls or members (`name(`, `.name`) → where, for finding the calls
    /// of a function without reading every file again.
    let uses: [String: [(file: Int, token: Int)]]
    /// Objective-C messages by selector → the `[` of each.
    let messages: [String: [(file: Int, token: Int)]]
    /// `var` properties of types by name → file and name token.
    let variables: [String: [(file: Int, token: Int)]]
    /// Objective-C macros by name (the last definition wins, as in the preprocessor).
    let macros: [String: (file: Int, macro: MacroDefinition)]

    public init(files: [SourceFile]) {
        self.files = files
        let perFile = Array(files.indices).concurrentMap(minimumChunk: 16) { index in
            let file = files[index]
            return (
                declarations: file.language == .swift
                    ? file.swiftDeclarations(fileIndex: index) : file.objCDeclarations(fileIndex: index),
                uses: file.namedUses()
            )
        }
        let declarations = perFile.map(\.declarations)
        self.declarations = declarations
        var uses: [String: [(file: Int, token: Int)]] = [:]
        var messages: [String: [(file: Int, token: Int)]] = [:]
        for (index, found) in perFile.enumerated() {
            let isSwift = files[index].language == .swift
            for (name, token) in found.uses {
                if isSwift {
                    uses[name, default: []].append((index, token))
                } else {
                    messages[name, default: []].append((index, token))
                }
            }
        }
        self.uses = uses
        self.messages = messages
        var variables: [String: [(file: Int, token: Int)]] = [:]
        for (index, file) in declarations.enumerated() {
            for (name, token) in file.variables { variables[name, default: []].append((index, token)) }
        }
        self.variables = variables
        var constants: [String: [ConstantDeclaration]] = [:]
        var functions: [String: [FunctionDeclaration]] = [:]
        for file in declarations {
            for constant in file.constants { constants[constant.name, default: []].append(constant) }
            for function in file.functions { functions[function.name, default: []].append(function) }
        }
        var supertypes: [String: String] = [:]
        for file in declarations {
            for (name, supertype) in file.supertypes { supertypes[name] = supertype }
        }
        var subclasses: [String: String] = [:]
        for name in supertypes.keys {
            var current = name
            var steps = 0
            while let next = supertypes[current], steps < 8 {
                if next == "UIAlertController" || next == "NSAlert" {
                    subclasses[name] = next
                    break
                }
                current = next
                steps += 1
            }
        }
        self.alertSubclasses = subclasses
        self.constantsByName = constants
        self.functionsByName = functions
        var macros: [String: (Int, MacroDefinition)] = [:]
        for (index, file) in files.enumerated() {
            for macro in file.macros { macros[macro.name] = (index, macro) }
        }
        self.macros = macros
    }

    /// The literal a parameterless macro stands for (`#define SPARKLE_TABLE @"Sparkle"`).
    func macroLiteral(_ name: String) -> String? {
        guard let (file, macro) = macros[name], macro.parameters.isEmpty, macro.body.count == 1 else { return nil }
        return files[file].literal(at: macro.body.lowerBound)?.value
    }

    /// The constant a qualified reference names (`L10n.Common.Alerts.SignOut.title`, `UserText.x`,
    /// `.x`): the one whose scope ends with the reference's qualifiers; an unqualified or
    /// implicit-member reference only when its name is unique.
    func constant(named path: [String], preferringFile file: Int) -> ConstantDeclaration? {
        guard let name = path.last, let candidates = constantsByName[name] else { return nil }
        let qualifiers = Array(path.dropLast())
        let matching = candidates.filter { candidate in
            guard !qualifiers.isEmpty else { return true }
            let scope = candidate.scope.flatMap { $0.split(separator: "." as Character).map(String.init) }
            return scope.count >= qualifiers.count && Array(scope.suffix(qualifiers.count)) == qualifiers
        }
        if matching.count == 1 { return matching[0] }
        if matching.count > 1 { return matching.first { $0.file == file } ?? (qualifiers.isEmpty ? nil : matching[0]) }
        return nil
    }

    /// The functions with this name whose parameter labels fit a call's labels.
    func functions(named name: String, labels: [String?]) -> [FunctionDeclaration] {
        (functionsByName[name] ?? []).filter { function in
            FunctionDeclaration.labelsFit(function.labels, labels)
        }
    }

    /// The function whose body encloses token `index` of file `file`, innermost first.
    func enclosingFunction(file: Int, token index: Int) -> FunctionDeclaration? {
        var best: FunctionDeclaration?
        for function in declarations[file].functions
        where function.body.lowerBound < index && function.body.upperBound > index {
            if best == nil || function.body.lowerBound > best!.body.lowerBound { best = function }
        }
        return best
    }
}

extension FunctionDeclaration {
    /// Whether a call's labels fit declared labels (`_` for unlabelled; defaulted trailing
    /// parameters may be left out; ObjC selectors compare as given).
    static func labelsFit(_ declared: [String], _ call: [String?]) -> Bool {
        var position = 0
        for label in call {
            var matched = false
            while position < declared.count {
                let expected = declared[position]
                position += 1
                if (expected == "_" && label == nil) || expected == label {
                    matched = true
                    break
                }
            }
            if !matched { return false }
        }
        return true
    }
}
