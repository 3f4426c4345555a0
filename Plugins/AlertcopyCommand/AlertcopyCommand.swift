import Foundation
import PackagePlugin

/// `swift package alertcopy [check] [--target NAME…] [options]`: runs `alertcopy check` (or a
/// `fix --dry-run`/`--diff` preview) on the localization files of the package's targets (all, or
/// those named), from the package directory, so the nearest `.alertcopy.json` and its baseline
/// apply. A fix that writes files needs the permission `swift package alertcopy-fix` asks for.
@main
struct AlertcopyCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        var options = extractor.remainingArguments
        var command = "check"
        if options.first == "fix" {
            // A preview writes nothing; a fix that writes needs the permission alertcopy-fix declares.
            guard options.contains("--dry-run") || options.contains("--diff") else {
                Diagnostics.error("'fix' writes files: run 'swift package alertcopy-fix' (it asks for the permission)")
                throw AlertcopyFailure(status: 2)
            }
            command = "fix"
            options.removeFirst()
        } else if options.first == "check" {
            options.removeFirst()
        }
        let targets = try names.isEmpty ? context.package.targets : context.package.targets(named: names)
        let files = targets.compactMap { $0 as? SourceModuleTarget }.flatMap { target in
            target.sourceFiles.map(\.url).filter {
                ["strings", "xcstrings", "stringsdict", "swift", "m", "mm"].contains($0.pathExtension)
            }
        }
        guard !files.isEmpty else {
            print("alertcopy: no .strings, .xcstrings or .stringsdict file in the package's targets")
            return
        }
        let process = Process()
        process.executableURL = try context.tool(named: "alertcopy").url
        process.arguments = [command] + options + files.map(\.path)
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 { throw AlertcopyFailure(status: process.terminationStatus) }
    }
}

/// alertcopy exited with findings (1) or an error (2).
struct AlertcopyFailure: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "alertcopy exited with status \(status)" }
}
