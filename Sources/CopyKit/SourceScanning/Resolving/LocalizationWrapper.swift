/// An app's own function or macro that looks up localized text by a key it is given
/// (`func tr(_ table: String, _ key: String, …)`, `#define SULocalizedString(key, comment) …`),
/// found in the code or named in the configuration (`localizationFunctions`).
public struct LocalizationWrapper: Sendable, Hashable {
    public var name: String
    /// The key among the call's arguments.
    public var keyArgument: ArgumentReference
    /// The table argument, when the caller gives it.
    public var tableArgument: ArgumentReference?
    /// The table when the wrapper fixes it.
    public var table: String
    /// The label of a default-value argument (`fallback`, `value`), when there is one.
    public var defaultValueLabel: String?
    /// The key is the string the wrapper is called on (`"delete.title".localized`, a member of
    /// an `extension String` that looks `self` up).
    public var keyIsReceiver = false

    public init(
        name: String, keyArgument: ArgumentReference, tableArgument: ArgumentReference? = nil,
        table: String = "Localizable", defaultValueLabel: String? = nil
    ) {
        self.name = name
        self.keyArgument = keyArgument
        self.tableArgument = tableArgument
        self.table = table
        self.defaultValueLabel = defaultValueLabel
    }

    /// A wrapper named in the configuration.
    public init(_ function: LocalizationFunction) {
        self.init(
            name: function.name, keyArgument: function.key, tableArgument: function.table,
            table: function.tableName ?? "Localizable")
    }

    func key(from arguments: [CallArgument], source: SourceFile) -> String? {
        guard let argument = keyArgument.argument(in: arguments), argument.tokens.count == 1 else { return nil }
        return source.literal(at: argument.tokens.lowerBound)?.value
    }

    func table(from arguments: [CallArgument], source: SourceFile, index: SourceIndex) -> String {
        guard let argument = tableArgument?.argument(in: arguments), argument.tokens.count == 1 else { return table }
        let token = argument.tokens.lowerBound
        if let value = source.literal(at: token)?.value { return value }
        // `SPARKLE_TABLE`: a macro that stands for a literal.
        if source.tokens[token].kind == .identifier, let constant = index.macroLiteral(source.text(token)) {
            return constant
        }
        return table
    }

    func defaultValue(from arguments: [CallArgument], source: SourceFile) -> String? {
        guard let label = defaultValueLabel, let argument = arguments.first(where: { $0.label == label }),
            argument.tokens.count == 1
        else { return nil }
        return source.literal(at: argument.tokens.lowerBound)?.value
    }

    /// The lookup calls whose key a wrapper passes through: the call's name, the label (nil: first
    /// argument) of its key and of its table.
    static let lookups: [(name: String, key: String?, table: String?, value: String?)] = [
        ("NSLocalizedString", nil, "tableName", "value"),
        ("localizedString", "forKey", "table", "value"),
        ("String", "localized", "table", "defaultValue"),
        ("LocalizedStringResource", nil, "table", "defaultValue"),
    ]

    /// Wrappers in the code: Swift functions whose body looks a parameter up as a key, and
    /// Objective-C macros that pass a parameter to `NSLocalizedString…`.
    static func found(in index: SourceIndex) -> [LocalizationWrapper] {
        var found: [LocalizationWrapper] = []
        for declarations in index.declarations {
            for function in declarations.functions {
                let onString = ["String", "StringProtocol", "NSString"].contains(function.scope.last ?? "")
                guard !function.parameters.isEmpty || onString else { continue }
                let source = index.files[function.file]
                var cursor = function.body.lowerBound + 1
                while cursor < function.body.upperBound {
                    defer { cursor += 1 }
                    guard source.tokens[cursor].kind == .identifier, source.opens(cursor + 1, "(") else { continue }
                    let name = source.text(cursor)
                    guard let lookup = lookups.first(where: { $0.name == name }) else { continue }
                    let arguments = source.arguments(at: cursor + 1)
                    let keyArgument =
                        lookup.key.map { label in arguments.first { $0.label == label } } ?? arguments.first
                    guard let keyArgument, keyArgument.tokens.count == 1 else { continue }
                    let keyName = source.text(keyArgument.tokens.lowerBound)
                    var wrapper: LocalizationWrapper
                    if onString && keyName == "self" {
                        wrapper = LocalizationWrapper(name: function.name, keyArgument: .position(0))
                        wrapper.keyIsReceiver = true
                    } else if let keyPosition = function.parameters.firstIndex(of: keyName) {
                        wrapper = LocalizationWrapper(name: function.name, keyArgument: .position(keyPosition))
                    } else {
                        continue
                    }
                    if let tableLabel = lookup.table, let table = arguments.first(where: { $0.label == tableLabel }),
                        table.tokens.count == 1
                    {
                        let name = source.text(table.tokens.lowerBound)
                        if let position = function.parameters.firstIndex(of: name) {
                            wrapper.tableArgument = .position(position)
                        } else if let literal = source.literal(at: table.tokens.lowerBound)?.value {
                            wrapper.table = literal
                        }
                    }
                    if let valueLabel = lookup.value, let value = arguments.first(where: { $0.label == valueLabel }),
                        value.tokens.count == 1,
                        let position = function.parameters.firstIndex(of: source.text(value.tokens.lowerBound))
                    {
                        wrapper.defaultValueLabel = function.labels[position] == "_" ? nil : function.labels[position]
                    }
                    found.append(wrapper)
                    break
                }
            }
        }
        for source in index.files {
            for macro in source.macros {
                if let wrapper = wrapper(macro, in: source) { found.append(wrapper) }
            }
        }
        return found
    }

    /// A macro whose body passes a parameter to `NSLocalizedString…` as the key (a leading
    /// parenthesis allowed: `(NSLocalizedStringFromTableInBundle(key, tbl, bundle, c) ?: key)`).
    private static func wrapper(_ macro: MacroDefinition, in source: SourceFile) -> LocalizationWrapper? {
        guard !macro.parameters.isEmpty, var first = macro.body.first else { return nil }
        while source.opens(first, "("), first + 1 < macro.body.upperBound { first += 1 }
        guard source.tokens[first].kind == .identifier, source.text(first).hasPrefix("NSLocalizedString"),
            source.opens(first + 1, "(")
        else { return nil }
        let arguments = source.arguments(at: first + 1)
        guard let keyArgument = arguments.first, keyArgument.tokens.count == 1,
            let keyPosition = macro.parameters.firstIndex(of: source.text(keyArgument.tokens.lowerBound))
        else { return nil }
        var wrapper = LocalizationWrapper(name: macro.name, keyArgument: .position(keyPosition))
        if source.text(first).hasPrefix("NSLocalizedStringFromTable"), arguments.count > 1,
            arguments[1].tokens.count == 1
        {
            let tableToken = arguments[1].tokens.lowerBound
            if let literal = source.literal(at: tableToken)?.value {
                wrapper.table = literal
            } else if let position = macro.parameters.firstIndex(of: source.text(tableToken)) {
                wrapper.tableArgument = .position(position)
            }
        }
        return wrapper
    }
}
