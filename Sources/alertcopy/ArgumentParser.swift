import CopyKit

/// One option a command accepts, spelled `--name` (and `-s` when it has a short name).
struct OptionSpec: Sendable {
    enum Kind: Sendable {
        /// A boolean flag: present or not.
        case flag
        /// An option with one value; given twice, the last one wins.
        case value
        /// An option that may be given several times; every value is kept in order.
        case repeated
    }

    /// The long name without dashes (`profile`).
    var name: String
    var short: Character?
    var kind: Kind
    /// The value's placeholder in help (`PROFILE`).
    var valueName: String
    var help: String

    init(_ name: String, short: Character? = nil, kind: Kind, valueName: String = "", help: String) {
        self.name = name
        self.short = short
        self.kind = kind
        self.valueName = valueName
        self.help = help
    }

    static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(name, short: short, kind: .flag, help: help)
    }

    static func value(_ name: String, _ valueName: String, help: String) -> OptionSpec {
        OptionSpec(name, kind: .value, valueName: valueName, help: help)
    }

    static func repeated(_ name: String, _ valueName: String, help: String) -> OptionSpec {
        OptionSpec(name, kind: .repeated, valueName: valueName, help: help)
    }

    /// `--profile PROFILE`, `-q, --quiet`: how help shows the option.
    var synopsis: String {
        var text = short.map { "-\($0), " } ?? ""
        text += "--\(name)"
        if kind != .flag { text += " \(valueName)" }
        return text
    }
}

/// A mistake in how the command was called: printed with the usage hint, exit code 2.
struct UsageError: Error, Equatable, Sendable {
    var message: String

    init(_ message: String) { self.message = message }
}

/// The options and positional arguments of one command line, by option name.
struct ParsedArguments: Sendable, Equatable {
    var values: [String: [String]] = [:]
    var flags: Set<String> = []
    var positionals: [String] = []

    /// The last value given for an option.
    func value(_ name: String) -> String? { values[name]?.last }

    /// Every value given for an option, in order.
    func values(_ name: String) -> [String] { values[name] ?? [] }

    func flag(_ name: String) -> Bool { flags.contains(name) }
}

/// Parses arguments the way swift-argument-parser users expect: `--name value`, `--name=value`,
/// flags, repeated options, short names, `--` ending options, `-` as a positional (stdin).
enum ArgumentParser {
    static func parse(_ arguments: [String], options: [OptionSpec]) throws(UsageError) -> ParsedArguments {
        var result = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                result.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let spelled: String
            var inlineValue: String?
            let spec: OptionSpec
            if argument.hasPrefix("--") {
                let body = argument.dropFirst(2)
                if let equals = body.firstIndex(of: "=") {
                    spelled = "--" + body[..<equals]
                    inlineValue = String(body[body.index(after: equals)...])
                } else {
                    spelled = argument
                }
                let name = String(spelled.dropFirst(2))
                guard let found = options.first(where: { $0.name == name }) else {
                    throw unknownOption(spelled, options: options)
                }
                spec = found
            } else {
                spelled = argument
                guard argument.count == 2, let found = options.first(where: { $0.short == argument.last }) else {
                    throw unknownOption(argument, options: options)
                }
                spec = found
            }
            switch spec.kind {
            case .flag:
                if inlineValue != nil { throw UsageError("option '--\(spec.name)' takes no value") }
                result.flags.insert(spec.name)
            case .value, .repeated:
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if index < arguments.count, !arguments[index].hasPrefix("--") {
                    value = arguments[index]
                    index += 1
                } else {
                    throw UsageError("option '\(spelled)' needs a value (\(spec.valueName))")
                }
                if spec.kind == .value {
                    result.values[spec.name] = [value]
                } else {
                    result.values[spec.name, default: []].append(value)
                }
            }
        }
        return result
    }

    private static func unknownOption(_ spelled: String, options: [OptionSpec]) -> UsageError {
        let names = options.map { "--\($0.name)" }
        let probe = spelled.split(separator: "=", maxSplits: 1).first.map(String.init) ?? spelled
        if let suggestion = NameSuggestion.closest(to: probe, among: names) {
            return UsageError("unknown option '\(probe)'; did you mean '\(suggestion)'?")
        }
        return UsageError("unknown option '\(probe)'")
    }
}

/// Splits `a,b` lists given to repeated options (`--disable a,b --disable c`).
func commaSeparated(_ values: [String]) -> [String] {
    values.flatMap { $0.split(separator: "," as Character) }.map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
}

extension Substring {
    fileprivate func trimmingWhitespace() -> String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
