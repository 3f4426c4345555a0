import Foundation
import XCTest

@testable import CopyKit

/// The platform read from a project: Package.swift, an Xcode project, the UI framework imported.
final class ProjectPlatformTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "alertcopy-platform-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("App/en.lproj"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let directory { try? FileManager.default.removeItem(at: directory) }
    }

    private func write(_ text: String, _ relative: String) throws {
        let url = directory.appendingPathComponent(relative)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    private var strings: String { directory.appendingPathComponent("App/en.lproj/Localizable.strings").path }

    func testAPackageForMacOSOnly() throws {
        try write("let package = Package(\n  platforms: [.macOS(.v13)], // not .iOS\n  targets: [])\n", "Package.swift")
        XCTAssertEqual(ProjectPlatform.detect([strings])?.platform, .macos)
        try write("let package = Package(platforms: [.macOS(.v13), .iOS(.v16)])\n", "Package.swift")
        XCTAssertNil(ProjectPlatform.detect([strings]))
    }

    func testAnXcodeProject() throws {
        let settings = "\t\t\t\tSDKROOT = macosx;\n\t\t\t\tSUPPORTED_PLATFORMS = macosx;\n"
        try write(settings, "App.xcodeproj/project.pbxproj")
        XCTAssertEqual(ProjectPlatform.detect([strings])?.platform, .macos)
        try write(settings + "\t\t\t\tSDKROOT = iphoneos;\n", "App.xcodeproj/project.pbxproj")
        XCTAssertNil(ProjectPlatform.detect([strings]))
        try write("\t\t\t\tSUPPORTED_PLATFORMS = \"iphonesimulator iphoneos\";\n", "App.xcodeproj/project.pbxproj")
        XCTAssertEqual(ProjectPlatform.detect(root: directory.path)?.platform, .ios)
    }

    func testImportsOfAppKitWithoutUIKit() throws {
        try write("import SwiftUI\nimport AppKit\n", "App/Window.swift")
        try write("@preconcurrency import Cocoa\n", "App/Menu.swift")
        XCTAssertEqual(ProjectPlatform.detect([directory.path])?.platform, .macos)
        XCTAssertEqual(
            ProjectPlatform.detect([directory.path])?.reason, "2 Swift files import AppKit or Cocoa, none UIKit")
        try write("#if os(iOS)\nimport UIKit\n#endif\n", "App/Compat.swift")
        XCTAssertNil(ProjectPlatform.detect([directory.path]))
    }

    /// The files are counted once each, read on every core: a folder named like a Swift file is
    /// walked into, not read, and at most `limit` files count.
    func testImportsAreCountedOverEveryFileUpToTheLimit() throws {
        for index in 0..<40 { try write("import UIKit\n", "App/Views/View\(index).swift") }
        for index in 0..<3 { try write("import AppKit\n", "App/Mac/Window\(index).swift") }
        try write("import UIKit\n", "App/Folder.swift/Inner.swift")
        let all = ProjectPlatform.swiftImports(under: directory.path)
        XCTAssertEqual(all.uiKit, 41)
        XCTAssertEqual(all.appKit, 3)
        let limited = ProjectPlatform.swiftImports(under: directory.path, limit: 10)
        XCTAssertEqual(limited.uiKit + limited.appKit, 10)
    }

    /// Files read together are reported in the order they were found, a broken one among them.
    func testARunReportsFilesInTheOrderFound() throws {
        for name in ["A", "B", "C", "D", "E"] {
            try write("\"alert.\(name).title\" = \"\(name) Happened!\";\n", "App/en.lproj/\(name).strings")
        }
        try write("\"alert.broken.title\" = ", "App/en.lproj/C2.strings")
        let found = LocalizationLinter.discover([directory.path]).files
        let run = LocalizationLinter(configuration: Configuration()).run([directory.path])
        XCTAssertEqual(run.results.map(\.path), found.filter { !$0.hasSuffix("C2.strings") })
        XCTAssertEqual(run.errors.map(\.path), found.filter { $0.hasSuffix("C2.strings") })
        XCTAssertTrue(run.results.allSatisfy { !$0.reports.isEmpty })
    }

    /// An import is a line of attributes and access modifiers, `import` and the module's exact
    /// name; comments, code before `import`, submodules and other modules are not.
    func testImportLinesAreReadWordByWord() {
        func imports(_ source: String) -> (appKit: Bool, uiKit: Bool) {
            Array(source.utf8).withUnsafeBufferPointer { ProjectPlatform.uiFrameworkImports(in: $0) }
        }
        XCTAssertTrue(imports("import UIKit").uiKit)
        XCTAssertTrue(imports("// header\n\n@testable  public import  UIKit // why\n").uiKit)
        XCTAssertTrue(imports("import Foundation\r\nimport Cocoa\r\n").appKit)
        XCTAssertTrue(imports("internal import AppKit").appKit)
        XCTAssertFalse(imports("// import UIKit\nlet text = \"import UIKit\"\n").uiKit)
        XCTAssertFalse(imports("import UIKit.UIView\nimport UIKitExtras\nimport\n").uiKit)
        XCTAssertFalse(imports("private import AppKit").appKit)
        let both = imports("import AppKit\nimport UIKit")
        XCTAssertTrue(both.appKit && both.uiKit)
    }

    func testNothingToGoBy() {
        XCTAssertNil(ProjectPlatform.detect([strings]))
        XCTAssertNil(ProjectPlatform.detect(["-"]))
    }

    func testTheRootIsTheNearestProjectDirectory() throws {
        try write("", "Package.swift")
        XCTAssertEqual(
            URL(fileURLWithPath: ProjectPlatform.projectRoot(of: strings)).standardizedFileURL.path,
            directory.standardizedFileURL.path)
    }

    func testCorpusApps() throws {
        let corpus = SharedDirectory.path("corpus")
        try XCTSkipUnless(FileManager.default.fileExists(atPath: corpus), "../shared/corpus is absent")
        XCTAssertEqual(ProjectPlatform.detect([corpus + "/Loop"])?.platform, .macos)
        XCTAssertEqual(ProjectPlatform.detect([corpus + "/Loop/Loop/Localizable.xcstrings"])?.platform, .macos)
        XCTAssertEqual(ProjectPlatform.detect([corpus + "/Sparkle"])?.platform, .macos)
        XCTAssertEqual(
            ProjectPlatform.detect([corpus + "/Sparkle/Sparkle/Base.lproj/Sparkle.strings"])?.platform, .macos)
        XCTAssertNil(ProjectPlatform.detect([corpus + "/mastodon-ios"]))
    }

    /// A title three lines long at iOS width takes two at macOS width (a wider alert for its
    /// font size): the detected platform decides.
    func testTheDetectedPlatformReachesTheLengthRule() throws {
        try write("let package = Package(platforms: [.macOS(.v13)])\n", "Package.swift")
        let title = "Couldn't Sync Your Reading List Because the Server Stopped"
        try write("/* Alert title */\n\"sync.alert.title\" = \"\(title)\";\n", "App/en.lproj/Localizable.strings")
        var configuration = Configuration(select: ["title-length"])
        let atIOSWidth = LocalizationLinter(configuration: configuration).run([strings]).reports.flatMap(\.findings)
        XCTAssertEqual(atIOSWidth.map(\.ruleID), ["title-length"])
        configuration.platform = ProjectPlatform.detect([strings])?.platform
        XCTAssertEqual(
            LocalizationLinter(configuration: configuration).run([strings]).reports.flatMap(\.findings).count, 0)
    }
}
