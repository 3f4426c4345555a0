// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "alertcopy",
    products: [
        .library(name: "CopyKit", targets: ["CopyKit"]),
        .executable(name: "alertcopy", targets: ["alertcopy"]),
        .plugin(name: "AlertcopyCommand", targets: ["AlertcopyCommand"]),
        .plugin(name: "AlertcopyFixCommand", targets: ["AlertcopyFixCommand"]),
        .plugin(name: "AlertcopyBuildTool", targets: ["AlertcopyBuildTool"]),
    ],
    targets: [
        .target(name: "CopyKit"),
        .executableTarget(name: "alertcopy", dependencies: ["CopyKit"]),
        .testTarget(name: "CopyKitTests", dependencies: ["CopyKit", "alertcopy"]),
        // `swift package alertcopy [check] [options]`: checks the package's targets.
        .plugin(
            name: "AlertcopyCommand",
            capability: .command(
                intent: .custom(verb: "alertcopy", description: "Check the alert copy of the package's targets")),
            dependencies: ["alertcopy"]),
        // `swift package alertcopy-fix [options]`: fixes it, with permission to write.
        .plugin(
            name: "AlertcopyFixCommand",
            capability: .command(
                intent: .custom(verb: "alertcopy-fix", description: "Fix the alert copy of the package's targets"),
                permissions: [
                    .writeToPackageDirectory(reason: "alertcopy fix rewrites alert strings in localization files")
                ]),
            dependencies: ["alertcopy"]),
        // Added to a target: its build reports alert copy findings as warnings on file:line.
        .plugin(name: "AlertcopyBuildTool", capability: .buildTool(), dependencies: ["alertcopy"]),
    ]
)
