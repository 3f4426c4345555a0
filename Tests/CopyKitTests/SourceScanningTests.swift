import Foundation
import XCTest

@testable import CopyKit

final class SourceScanningTests: XCTestCase {
    private func swift(_ text: String, path: String = "App.swift") -> SourceFile {
        SourceFile(path: path, language: .swift, bytes: Array(text.utf8))
    }

    private func alerts(_ files: [(String, String)]) -> [AppAlert] {
        scannedAlerts(files.map { (path: $0.0, text: $0.1) })
    }

    // MARK: Lexer

    func testLexerReadsEveryLiteralForm() {
        let file = swift(
            #"""
            let a = "Tab\t\"q\" \u{1F600}"
            let b = #"raw \(no) "quoted""#
            let c = "Hello \(name(of: "x", { $0 })) there"
            /* outer /* nested */ still comment */
            let d = """
                Line one
                  indented \
                joined
                """
            """#)
        let values = file.literals.map { $0.value }
        XCTAssertEqual(values[0], "Tab\t\"q\" 😀")
        XCTAssertEqual(values[1], #"raw \(no) "quoted""#)
        XCTAssertNil(values[2], "an interpolated literal has no plain value")
        XCTAssertEqual(file.literals[2].displayText(in: file.bytes), #"Hello \(name(of: "x", { $0 })) there"#)
        XCTAssertEqual(values[3], "Line one\n  indented joined")
        XCTAssertEqual(file.literals.count, 4, "the string inside the interpolation is part of its literal")
        XCTAssertFalse(file.tokens.indices.contains { file.text($0) == "nested" }, "comments are skipped")
    }

    func testObjectiveCLexerReadsAtStringsAndMacros() {
        let file = SourceFile(
            path: "A.m", language: .objectiveC,
            bytes: Array(
                #"""
                #define SULocalizedString(key, comment) NSLocalizedStringFromTable(key, @"Sparkle", comment)
                // a comment with "quotes"
                NSString *s = @"Caf\u00e9 \"ok\"";
                """#.utf8))
        XCTAssertEqual(file.macros.map(\.name), ["SULocalizedString"])
        XCTAssertEqual(file.macros.first?.parameters, ["key", "comment"])
        XCTAssertEqual(file.literals.last?.value, "Café \"ok\"")
    }

    // MARK: Shapes

    func testUIAlertControllerWithActionsThroughLocals() {
        let found = alerts([
            (
                "Inspector.swift",
                """
                import UIKit
                final class Inspector: UIViewController {
                    func remove() {
                        let title = NSLocalizedString("Remove Account", comment: "")
                        let alert = UIAlertController(title: title, message: "You can't undo this.", preferredStyle: .alert)
                        let cancel = UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel)
                        alert.addAction(cancel)
                        alert.addAction(UIAlertAction(title: "Remove", style: .destructive) { _ in })
                        present(alert, animated: true)
                    }
                }
                """
            )
        ])
        XCTAssertEqual(found.count, 1)
        let alert = found[0]
        XCTAssertEqual(alert.site.description, "Inspector.swift:5")
        XCTAssertEqual(alert.title?.origin, .key("Remove Account", table: "Localizable"))
        XCTAssertEqual(alert.message?.origin, .literal("You can't undo this.", catalogKey: false))
        XCTAssertEqual(alert.buttons.map(\.role), [.cancel, .destructive])
        XCTAssertEqual(alert.buttons[1].text?.origin, .literal("Remove", catalogKey: false))
        XCTAssertTrue(alert.buttonsComplete)
    }

    func testSwiftUIAlertAndConfirmationDialog() {
        let found = alerts([
            (
                "View.swift",
                """
                import SwiftUI
                struct V: View {
                    var body: some View {
                        List {}
                            .alert("Delete this photo?", isPresented: $a) {
                                Button("Delete", role: .destructive) {}
                                Button(role: .cancel) {} label: { Text("Keep") }
                            } message: {
                                Text(String(localized: "photo.delete.message", table: "Photos"))
                            }
                            .confirmationDialog("Sort By", isPresented: $b) {
                                Button("Name") {}
                            }
                            .alert(isPresented: $c) {
                                Alert(title: Text("Saved"), dismissButton: .default(Text("OK")))
                            }
                    }
                }
                """
            )
        ])
        XCTAssertEqual(found.map(\.api), ["SwiftUI.alert", "SwiftUI.confirmationDialog", "SwiftUI.Alert"])
        XCTAssertEqual(found[0].title?.origin, .literal("Delete this photo?", catalogKey: true))
        XCTAssertEqual(found[0].message?.origin, .key("photo.delete.message", table: "Photos"))
        XCTAssertEqual(found[0].buttons.map(\.role), [.destructive, .cancel])
        XCTAssertEqual(found[0].buttons[1].text?.origin, .literal("Keep", catalogKey: true))
        XCTAssertEqual(found[1].kind, .actionSheet)
        XCTAssertEqual(found[1].buttons.last?.role, .cancel, "the system's Cancel of a confirmation dialog")
        XCTAssertEqual(found[2].buttons.first?.text?.origin, .literal("OK", catalogKey: true))
    }

    func testGeneratedAccessorsAndHelpersAreFollowed() {
        let found = alerts([
            (
                "Strings.swift",
                """
                enum L10n {
                  enum Alerts {
                    enum SignOut {
                      static let title = L10n.tr("Localizable", "Alerts.SignOut.Title", fallback: "Sign Out")
                    }
                  }
                }
                extension L10n {
                  private static func tr(_ table: String, _ key: String, fallback value: String) -> String {
                    Bundle.main.localizedString(forKey: key, value: value, table: table)
                  }
                }
                """
            ),
            (
                "Helper.swift",
                """
                import UIKit
                extension UIViewController {
                    func showAlert(title: String, message: String) {
                        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
                        alert.addAction(UIAlertAction(title: "OK", style: .default))
                        present(alert, animated: true)
                    }
                }
                final class Settings: UIViewController {
                    func signOut() {
                        showAlert(title: L10n.Alerts.SignOut.title, message: error.localizedDescription)
                    }
                }
                """
            ),
        ])
        let call = found.first { $0.api.hasPrefix("helper:") }
        XCTAssertEqual(call?.api, "helper:showAlert(title:message:)")
        XCTAssertEqual(call?.site.description, "Helper.swift:11")
        XCTAssertEqual(call?.title?.origin, .key("Alerts.SignOut.Title", table: "Localizable"))
        XCTAssertEqual(call?.title?.defaultValue, "Sign Out")
        XCTAssertTrue(call?.message?.isDynamic ?? false)
        XCTAssertEqual(call?.buttons.first?.text?.origin, .literal("OK", catalogKey: false))
    }

    func testObjectiveCAlertWithWrapperMacro() {
        let found = alerts([
            (
                "Driver.m",
                #"""
                #define SULocalizedString(key, comment) NSLocalizedStringFromTable(key, @"Sparkle", comment)
                @implementation Driver
                - (void)showInstalled {
                    NSAlert *alert = [[NSAlert alloc] init];
                    alert.messageText = SULocalizedString(@"Update Installed", nil);
                    [alert setInformativeText:@"All done."];
                    [alert addButtonWithTitle:SULocalizedString(@"OK", nil)];
                    [alert runModal];
                }
                @end
                """#
            )
        ])
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found[0].title?.origin, .key("Update Installed", table: "Sparkle"))
        XCTAssertEqual(found[0].message?.origin, .literal("All done.", catalogKey: false))
        XCTAssertEqual(found[0].buttons.first?.role, .default)
    }

    func testObjectiveCHelperMethodsAreFollowedToTheirMessages() {
        let found = alerts([
            (
                "Auth.m",
                #"""
                @implementation Auth
                - (void)showAlertWithTitle:(NSString *)title message:(NSString *)message {
                    UIAlertController *alert = [UIAlertController alertControllerWithTitle:title message:message preferredStyle:UIAlertControllerStyleAlert];
                    [alert addAction:[UIAlertAction actionWithTitle:@"OK" style:UIAlertActionStyleCancel handler:nil]];
                    [self presentViewController:alert animated:YES completion:nil];
                }
                - (void)signInFailed {
                    [self showAlertWithTitle:NSLocalizedString(@"Couldn't Sign In", nil) message:@"Check your password."];
                }
                @end
                """#
            )
        ])
        let call = found.first { $0.api.hasPrefix("helper:") }
        XCTAssertEqual(call?.api, "helper:showAlertWithTitle:message:")
        XCTAssertEqual(call?.site.line, 8)
        XCTAssertEqual(call?.title?.origin, .key("Couldn't Sign In", table: "Localizable"))
        XCTAssertEqual(call?.message?.origin, .literal("Check your password.", catalogKey: false))
        XCTAssertEqual(call?.buttons.first?.role, .cancel)
    }

    func testAlertWithButtonsAddedInALoopIsIncomplete() {
        let found = alerts([
            (
                "Loop.swift",
                """
                func choose(accounts: [Account]) {
                    let sheet = UIAlertController(title: "Choose", message: nil, preferredStyle: .actionSheet)
                    for account in accounts {
                        sheet.addAction(UIAlertAction(title: account.name, style: .default))
                    }
                }
                """
            )
        ])
        XCTAssertEqual(found.first?.kind, .actionSheet)
        XCTAssertEqual(found.first?.buttonsComplete, false)
    }

    func testActionsMadeByTheAppsOwnFunctionsAndNestedAlertsKeepTheirButtons() {
        let found = alerts([
            (
                "Feed.swift",
                """
                import UIKit
                final class Feed: UIViewController {
                    func more() {
                        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                        if let action = self.infoAction(completion: done) {
                            alert.addAction(action)
                        }
                        let install = UIAlertAction(title: "Install", style: .default) { _ in
                            let alert = UIAlertController(title: "Replace?", message: nil, preferredStyle: .alert)
                            alert.addAction(UIAlertAction(title: "Replace", style: .destructive))
                        }
                        alert.addAction(install)
                        present(alert, animated: true)
                    }
                    func infoAction(completion: @escaping () -> Void) -> UIAlertAction? {
                        let title = NSLocalizedString("Get Info", comment: "")
                        return UIAlertAction(title: title, style: .default) { _ in completion() }
                    }
                }
                """
            )
        ])
        XCTAssertEqual(found.map(\.site.line), [4, 9])
        XCTAssertEqual(
            found[0].buttons.compactMap(\.text?.origin),
            [.key("Get Info", table: "Localizable"), .literal("Install", catalogKey: false)])
        XCTAssertEqual(found[1].buttons.compactMap(\.text?.origin), [.literal("Replace", catalogKey: false)])
    }

    func testAnEnumCaseNamedAlertIsNoModifier() {
        let found = alerts([
            (
                "Settings.swift",
                """
                switch entry {
                case .alert(let kind): show(kind)
                default: items.append(.alert(kind))
                }
                """
            )
        ])
        XCTAssertTrue(found.isEmpty)
    }

    func testObjectiveCAppOwnAddActionSelectors() {
        let found = alerts([
            (
                "Settings.m",
                #"""
                @implementation Settings
                - (void)askForPasscode {
                    UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Passcode Required" message:nil preferredStyle:UIAlertControllerStyleAlert];
                    [alert addActionWithTitle:NSLocalizedString(@"Set Up", nil) style:UIAlertActionStyleDefault handler:nil];
                    [alert addCancelActionWithTitle:NSLocalizedString(@"Cancel", nil) handler:nil];
                }
                @end
                """#
            )
        ])
        XCTAssertEqual(found.first?.buttons.map(\.role), [.default, .cancel])
        XCTAssertEqual(found.first?.buttons.first?.text?.origin, .key("Set Up", table: "Localizable"))
    }

    // MARK: Linking code and strings

    func testCheckOnAnAppTreeLintsCodeLiteralsAndFixesThemInPlace() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("scan-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let code = """
            import UIKit
            func warn() {
                let alert = UIAlertController(title: "delete photo?", message: NSLocalizedString("delete.message", comment: ""), preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
            }

            """
        let strings = "\"delete.message\" = \"you can't undo this\";\n\"unused.label\" = \"oops!\";\n"
        let swiftPath = directory.appendingPathComponent("Photos.swift").path
        let stringsPath = directory.appendingPathComponent("en.lproj/Localizable.strings").path
        try code.write(toFile: swiftPath, atomically: true, encoding: .utf8)
        try strings.write(toFile: stringsPath, atomically: true, encoding: .utf8)
        let scanner = AlertScanner()
        let linter = LocalizationLinter()
        let check = linter.runApp(
            [directory.path], scan: scanner.scan(files: AlertScanner.sourceFiles(under: [directory.path])))
        let findings = check.reports.flatMap { report in report.findings.map { (report, $0) } }
        XCTAssertTrue(findings.contains { $0.0.path(of: $0.1) == swiftPath && $0.1.ruleID == "title-case" })
        XCTAssertTrue(findings.contains { $0.0.path(of: $0.1) == stringsPath && $0.1.ruleID == "message-sentence" })
        XCTAssertFalse(
            findings.contains { $0.1.ruleID == "tone-oblique" }, "a string no alert uses is not linted as alert copy")
        XCTAssertTrue(check.reports.allSatisfy { $0.source.site == swiftPath + ":3" })

        let fixed = linter.runApp(
            [directory.path], scan: scanner.scan(files: [swiftPath]), fix: .safe, write: true)
        XCTAssertTrue(fixed.errors.isEmpty)
        let newCode = try String(contentsOfFile: swiftPath, encoding: .utf8)
        XCTAssertEqual(newCode, code.replacingOccurrences(of: "\"delete photo?\"", with: "\"Delete Photo?\""))
        XCTAssertEqual(
            try String(contentsOfFile: stringsPath, encoding: .utf8),
            strings.replacingOccurrences(of: "you can't undo this", with: "You can't undo this."))
        // A second fix changes nothing.
        let again = linter.runApp(
            [directory.path], scan: scanner.scan(files: [swiftPath]), fix: .safe, write: true)
        XCTAssertTrue(again.results.allSatisfy { $0.rewrittenBytes == nil })
    }

    /// Issue 12, class 3: a string two alerts show, whose fixes disagree, is left as it is — in
    /// one run and in the next (no fix that flips between the alerts' versions).
    func testAStringTwoAlertsShowChangesOnlyWhenTheirFixesAgree() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shared-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let code = """
            import UIKit
            func save() {
                let alert = UIAlertController(title: NSLocalizedString("error.title", comment: ""), message: NSLocalizedString("save.message", comment: ""), preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
            }
            func open() {
                let alert = UIAlertController(title: NSLocalizedString("error.title", comment: ""), message: NSLocalizedString("open.message", comment: ""), preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
            }

            """
        let strings = """
            "error.title" = "Error";
            "save.message" = "The photo couldn't be saved because the disk is full.";
            "open.message" = "The file couldn't be opened because it is damaged.";

            """
        let swiftPath = directory.appendingPathComponent("Errors.swift").path
        let stringsPath = directory.appendingPathComponent("en.lproj/Localizable.strings").path
        try code.write(toFile: swiftPath, atomically: true, encoding: .utf8)
        try strings.write(toFile: stringsPath, atomically: true, encoding: .utf8)
        let linter = LocalizationLinter()
        for _ in 0..<2 {
            let run = linter.runApp(
                [directory.path], scan: AlertScanner().scan(files: [swiftPath]), fix: .suggested, write: true)
            XCTAssertTrue(
                run.diagnostics.contains { $0.message.contains("the alerts that show it would fix it differently") })
            XCTAssertTrue(
                try String(contentsOfFile: stringsPath, encoding: .utf8).hasPrefix(#""error.title" = "Error";"#))
        }
    }

    func testCatalogKeyOfAnInterpolatedLiteral() {
        XCTAssertEqual(AppStringTable.catalogKey(#"Block \(user.name(a: b))?"#, specifier: "%@"), "Block %@?")
    }

    func testCorpusInventoryRecallWhenSharedIsPresent() throws {
        let corpus = SharedDirectory.path("corpus/Loop")
        guard FileManager.default.fileExists(atPath: corpus) else {
            throw XCTSkip("../shared/corpus is not beside the checkout; the corpus scan is skipped")
        }
        let scan = AlertScanner().scan(files: AlertScanner.sourceFiles(under: [corpus]))
        XCTAssertGreaterThanOrEqual(scan.alerts.count, 7)
        XCTAssertTrue(
            scan.alerts.contains { $0.api == "NSAlert" && $0.site.path.hasSuffix("PermissionsManager.swift") })
    }

    // MARK: Configured functions

    func testConfiguredWrapperAndAlertFunction() throws {
        let configuration = try ConfigurationFile.decode(
            Array(
                #"""
                {"localizationFunctions": [{"name": "L", "key": 0, "tableName": "Strings"}],
                 "alertFunctions": [{"name": "showError", "title": "title", "message": 1, "buttons": ["actions"]}]}
                """#.utf8), path: ".alertcopy.json")
        XCTAssertEqual(configuration.alertFunctions.first?.message, .position(1))
        let source = SourceFile(
            path: "A.swift", language: .swift,
            bytes: Array(
                """
                func fail() {
                    Toaster.showError(title: L("sync.title"), "Try again later.", actions: ["Retry", "Cancel"])
                }
                """.utf8))
        let alerts = AlertScanner(configuration: configuration).scan([source]).alerts
        XCTAssertEqual(alerts.count, 1)
        XCTAssertEqual(alerts[0].api, "helper:showError (configured)")
        XCTAssertEqual(alerts[0].title?.origin, .key("sync.title", table: "Strings"))
        XCTAssertEqual(alerts[0].message?.origin, .literal("Try again later.", catalogKey: false))
        XCTAssertEqual(
            alerts[0].buttons.compactMap(\.text?.origin),
            [
                .literal("Retry", catalogKey: false), .literal("Cancel", catalogKey: false),
            ])
    }

    func testAConfiguredFunctionEntryNeedsAName() {
        XCTAssertThrowsError(
            try ConfigurationFile.decode(Array(#"{"alertFunctions": [{"title": 0}]}"#.utf8), path: ".alertcopy.json"))
        XCTAssertThrowsError(
            try ConfigurationFile.decode(
                Array(#"{"alertFunctions": [{"name": "f", "kind": "sheet"}]}"#.utf8), path: ".alertcopy.json"))
    }
}
