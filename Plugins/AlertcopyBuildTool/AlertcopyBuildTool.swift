import Foundation
import PackagePlugin

/// Runs `alertcopy check --format xcode` on a target's localization files during the build, so
/// findings show as warnings on their file and line. It never fails the build (`--fail-on never`);
/// the stamp file it writes lets the build skip it until a localization file changes.
@main
struct AlertcopyBuildTool: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles.map(\.url).filter { url in
            ["strings", "xcstrings", "stringsdict"].contains(url.pathExtension)
        }
        guard !files.isEmpty else { return [] }
        let stamp = context.pluginWorkDirectoryURL.appendingPathComponent("\(target.name).alertcopy-stamp")
        return [
            .buildCommand(
                displayName: "alertcopy: checking the alert copy of \(target.name)",
                executable: try context.tool(named: "alertcopy").url,
                arguments: ["check", "--format", "xcode", "--fail-on", "never", "--stamp", stamp.path]
                    + files.map(\.path),
                inputFiles: files,
                outputFiles: [stamp])
        ]
    }
}
