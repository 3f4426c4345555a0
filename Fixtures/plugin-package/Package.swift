// swift-tools-version:6.0
import PackageDescription

// A package that uses alertcopy's plugins by path: its build reports the alert copy of Greeter's
// strings as warnings, and `swift package alertcopy check` checks it.
let package = Package(
    name: "plugin-package",
    defaultLocalization: "en",
    dependencies: [.package(name: "alertcopy", path: "../..")],
    targets: [
        .target(
            name: "Greeter",
            resources: [.process("Resources")],
            plugins: [.plugin(name: "AlertcopyBuildTool", package: "alertcopy")])
    ]
)
