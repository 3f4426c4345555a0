// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "alertcopy",
    products: [
        .library(name: "CopyKit", targets: ["CopyKit"]),
        .executable(name: "alertcopy", targets: ["alertcopy"]),
    ],
    targets: [
        .target(name: "CopyKit"),
        .executableTarget(name: "alertcopy", dependencies: ["CopyKit"]),
        .testTarget(name: "CopyKitTests", dependencies: ["CopyKit", "alertcopy"]),
    ]
)
