import Foundation
import PackagePlugin

/// Runs `alertcopy check --format xcode` on a target's localization files during the build, so
/// findings show as warnings on their file and line. It never fails the build (`--fail-on never`);
/// the stamp file it writes lets the build skip it until a localization file changes.
@main
struct AlertcopyBuildTool: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return Self.commands(
            files: target.sourceFiles.map(\.url), targetName: target.name,
            workDirectory: context.pluginWorkDirectoryURL, alertcopy: try context.tool(named: "alertcopy").url)
    }

    /// The check of the localization files among `files`, if there are any.
    static func commands(files: [URL], targetName: String, workDirectory: URL, alertcopy: URL) -> [Command] {
        let localizations = files.filter {
            ["strings", "xcstrings", "stringsdict", "swift", "m", "mm"].contains($0.pathExtension)
        }
        guard !localizations.isEmpty else { return [] }
        let stamp = workDirectory.appendingPathComponent("\(targetName).alertcopy-stamp")
        return [
            .buildCommand(
                displayName: "alertcopy: checking the alert copy of \(targetName)",
                executable: alertcopy,
                arguments: ["check", "--format", "xcode", "--fail-on", "never", "--stamp", stamp.path]
                    + localizations.map(\.path),
                inputFiles: localizations,
                outputFiles: [stamp])
        ]
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    /// The same check for a target of an Xcode project ("Run Build Tool Plug-ins").
    extension AlertcopyBuildTool: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            Self.commands(
                files: target.inputFiles.map(\.url), targetName: target.displayName,
                workDirectory: context.pluginWorkDirectoryURL, alertcopy: try context.tool(named: "alertcopy").url)
        }
    }
#endif
