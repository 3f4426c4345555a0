import CopyKit

/// A subcommand: its name, its help text, its options, and what it runs.
struct Command: Sendable {
    var name: String
    /// One line for `alertcopy --help`.
    var abstract: String
    /// The usage lines after "alertcopy" (`check [options] [FILE…]`).
    var usage: [String]
    /// Paragraphs printed after the usage in `alertcopy help NAME`.
    var discussion: String
    var options: [OptionSpec]
    /// Runs the command with the arguments after its name; returns the exit code.
    var run: @Sendable ([String]) -> Int32

    /// Parses `arguments` with the command's options.
    func parse(_ arguments: [String]) throws(CommandError) -> ParsedArguments {
        do {
            return try ArgumentParser.parse(arguments, options: options)
        } catch {
            throw CommandError.usage(error.message)
        }
    }

    /// The text of `alertcopy help NAME`.
    var help: String {
        var text = "OVERVIEW: \(abstract)\n\nUSAGE:\n"
        for line in usage { text += "  alertcopy \(line)\n" }
        if !discussion.isEmpty { text += "\n\(discussion)\n" }
        let all = options + [OptionSpec.flag("help", short: "h", help: "Show this help.")]
        text += "\nOPTIONS:\n"
        let width = min(30, all.map(\.synopsis.count).max() ?? 0)
        for option in all {
            let synopsis = option.synopsis
            if synopsis.count > width {
                text += "  \(synopsis)\n  \(String(repeating: " ", count: width))  \(option.help)\n"
            } else {
                text += "  \(synopsis.padding(to: width))  \(option.help)\n"
            }
        }
        return text
    }
}

extension String {
    /// The string padded with spaces to `width` characters.
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
