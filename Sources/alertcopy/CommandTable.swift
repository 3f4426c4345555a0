import CopyKit
import Foundation

/// The version `alertcopy --version` prints.
let alertcopyVersion = Reporter.toolVersion

/// Every subcommand, in the order `alertcopy --help` lists them.
let commandTable: [Command] = [
    checkCommand,
    fixCommand,
    replCommand,
    rulesCommand,
    explainCommand,
    caseCommand,
    tokensCommand,
    initCommand,
    rolesCommand,
]

/// The entry point: dispatches to a subcommand (`check` when the first argument names none) and
/// returns the exit code. Errors are printed to standard error.
func runAlertcopy(_ arguments: [String]) -> Int32 {
    guard let first = arguments.first else {
        return standardInputIsTerminal ? replCommand.run([]) : checkCommand.run([])
    }
    switch first {
    case "--help", "-h":
        standardOutput.write(mainHelp)
        return 0
    case "--version", "-V":
        standardOutput.line("alertcopy \(alertcopyVersion)")
        return 0
    case "help":
        return runHelp(Array(arguments.dropFirst()))
    default:
        break
    }
    if let command = commandTable.first(where: { $0.name == first }) {
        return dispatch(command, Array(arguments.dropFirst()))
    }
    if !first.hasPrefix("-"), !first.contains("." as Character), !first.contains("/" as Character),
        !FileManager.default.fileExists(atPath: first),
        let suggestion = NameSuggestion.closest(to: first, among: commandTable.map(\.name))
    {
        return report(.usage("unknown command '\(first)'; did you mean '\(suggestion)'?"))
    }
    return dispatch(checkCommand, arguments)
}

/// Runs a command, answering `--help`/`-h` (before any `--`) with its help.
private func dispatch(_ command: Command, _ arguments: [String]) -> Int32 {
    for argument in arguments {
        if argument == "--" { break }
        if argument == "--help" || argument == "-h" {
            standardOutput.write(command.help)
            return 0
        }
    }
    return command.run(arguments)
}

private func runHelp(_ arguments: [String]) -> Int32 {
    guard let name = arguments.first, name != "help" else {
        standardOutput.write(mainHelp)
        return 0
    }
    guard let command = commandTable.first(where: { $0.name == name }) else {
        return report(
            .usage(
                "unknown command '\(name)'"
                    + (NameSuggestion.closest(to: name, among: commandTable.map(\.name)).map {
                        "; did you mean '\($0)'?"
                    }
                        ?? "")))
    }
    standardOutput.write(command.help)
    return 0
}

/// The text of `alertcopy --help`.
var mainHelp: String {
    var text = """
        OVERVIEW: Lint and fix the copy of app alerts against Apple's Human Interface Guidelines.

        USAGE:
          alertcopy [check] [options] [FILE…]   report findings (stdin when no FILE or FILE is -)
          alertcopy <command> [options]

        COMMANDS:

        """
    let width = commandTable.map(\.name.count).max() ?? 0
    for command in commandTable {
        text += "  \(command.name.padding(to: width))  \(command.abstract)\n"
    }
    text += """

        OPTIONS:
          -h, --help     Show help; 'alertcopy help COMMAND' or 'alertcopy COMMAND --help' for a command.
          -V, --version  Show the version.

        Exit codes: 0 no finding at or above --fail-on, 1 findings, 2 usage or input error.

        """
    return text
}

/// Prints a command error to standard error; returns exit code 2.
@discardableResult
func report(_ error: CommandError, command: String? = nil) -> Int32 {
    switch error {
    case .usage(let message):
        standardError.line("alertcopy: error: \(message)")
        standardError.line("See 'alertcopy \(command.map { "help \($0)" } ?? "--help")'.")
    case .input(let message):
        standardError.line("alertcopy: \(message)")
    }
    return 2
}
