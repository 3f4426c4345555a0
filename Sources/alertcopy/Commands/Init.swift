import CopyKit
import Foundation

/// `alertcopy init`: write a starting `.alertcopy.json`.
let initCommand = Command(
    name: "init",
    abstract: "Write a starting .alertcopy.json in the current directory (never overwrites).",
    usage: ["init [--profile PROFILE] [--platform PLATFORM] [PATH]"],
    discussion: "PATH defaults to ./.alertcopy.json. The file lists every key with its default value.",
    options: [
        .value("profile", "PROFILE", help: "The profile to write (default: current)."),
        .value("platform", "PLATFORM", help: "The platform to write (default: ios)."),
    ],
    run: { runInit($0) }
)

private func runInit(_ arguments: [String]) -> Int32 {
    let parsed: ParsedArguments
    var configuration = Configuration()
    do {
        parsed = try initCommand.parse(arguments)
        try CommonOptions.apply(parsed, to: &configuration)
    } catch let error as CommandError {
        return report(error, command: "init")
    } catch let error as UsageError {
        return report(.usage(error.message), command: "init")
    } catch {
        return report(.usage("\(error)"), command: "init")
    }
    if parsed.positionals.count > 1 {
        return report(.usage("init takes at most one path"), command: "init")
    }
    let path = parsed.positionals.first ?? ConfigurationFile.fileName
    if FileManager.default.fileExists(atPath: path) {
        return report(.input("\(path): error: file exists; alertcopy init never overwrites a configuration"))
    }
    let text = ConfigurationFile.starter(configuration)
    guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
        return report(.input("\(path): error: cannot create the file"))
    }
    standardOutput.line("Wrote \(path)")
    return 0
}
