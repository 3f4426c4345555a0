import Foundation
import PackagePlugin

/// `swift package alertcopy-fix [--target NAME…] [options]`: runs `alertcopy fix` (`--suggested`,
/// `--dry-run`, `--diff` …) on the localization files of the package's targets, from the package
/// directory; declared with the permission to write to the package directory.
@main
struct AlertcopyFixCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
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
        process.arguments = ["fix"] + extractor.remainingArguments + files.map(\.path)
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 { throw AlertcopyFixFailure(status: process.terminationStatus) }
    }
}

/// alertcopy exited with findings left (1) or an error (2).
struct AlertcopyFixFailure: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "alertcopy fix exited with status \(status)" }
}
