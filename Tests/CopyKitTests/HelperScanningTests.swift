import Foundation
import XCTest

@testable import CopyKit

/// How the scanner follows an app's helpers: closures they return, functions passed as values,
/// enum cases that pick the copy, data parameters, defaults, subclasses and convenience inits.
final class HelperScanningTests: XCTestCase {
    private func alerts(_ files: [(String, String)]) -> [AppAlert] {
        let sources = files.map {
            SourceFile(path: $0.0, language: SourceLanguage(path: $0.0) ?? .swift, bytes: Array($0.1.utf8))
        }
        return AlertScanner().scan(sources).alerts
    }

    /// A temporary app tree holding the files (path → text), removed after the test.
    private func appTree(_ files: [String: String]) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tree-\(UUID().uuidString)")
        for (path, text) in files {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        return directory
    }

    private let presentError = """
        import UIKit
        extension UIViewController {
            func presentError(_ error: Error) {
                let alert = UIAlertController(title: "Error", message: error.localizedDescription, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                present(alert, animated: true)
            }
        }
        """

    func testAReturnedClosureAndAFunctionPassedAsAValueAreAlertsWhereTheyAreUsed() {
        let found = alerts([
            ("Extras.swift", presentError),
            (
                "ErrorHandler.swift",
                """
                import UIKit
                struct ErrorHandler {
                    static func present(_ controller: UIViewController) -> (Error) -> Void {
                        return { [weak controller] error in
                            controller?.presentError(error)
                        }
                    }
                }
                """
            ),
            (
                "Feed.swift",
                """
                import UIKit
                final class Feed: UIViewController {
                    func refresh() {
                        account.refresh(errorHandler: ErrorHandler.present(self))
                    }
                }
                """
            ),
        ])
        XCTAssertEqual(
            found.map(\.site.description), ["Extras.swift:4", "Feed.swift:4"],
            "the call inside the returned closure is no alert of its own; the caller of present(_:) is")
        XCTAssertEqual(found.last?.api, "helper:present(_:)")
        XCTAssertEqual(found.last?.title?.origin, .literal("Error", catalogKey: false))
    }

    func testAFunctionReferenceWithoutACallIsACallSite() {
        let found = alerts([
            (
                "Handler.swift",
                """
                import AppKit
                struct Handler {
                    static func present(_ error: Error) {
                        NSApplication.shared.presentError(error)
                    }
                }
                """
            ),
            (
                "App.swift",
                """
                import AppKit
                final class App {
                    func refresh() { manager.refreshAll(errorHandler: Handler.present) }
                }
                """
            ),
        ])
        XCTAssertTrue(found.contains { $0.site.description == "App.swift:3" && $0.api == "helper:present(_:)" })
    }

    func testAnEnumCaseEveryCallerPassesPicksTheCopy() {
        let found = alerts([
            (
                "AuthError.swift",
                """
                enum AuthError: Error {
                    case emailInUse, generic
                    var title: String {
                        switch self {
                        case .emailInUse: return NSLocalizedString("Email in use", comment: "")
                        default: return NSLocalizedString("Sorry!", comment: "")
                        }
                    }
                }
                """
            ),
            (
                "Auth.swift",
                """
                import UIKit
                final class Auth: UIViewController {
                    func handle(error: AuthError) {
                        switch error {
                        case .emailInUse:
                            presentEmailInUse(error: error)
                        default:
                            presentGeneric(error: error)
                        }
                    }
                    func presentEmailInUse(error: AuthError) {
                        let alert = UIAlertController(title: error.title, message: nil, preferredStyle: .alert)
                        present(alert, animated: true)
                    }
                    func presentGeneric(error: AuthError) {
                        let alert = UIAlertController(title: error.title, message: nil, preferredStyle: .alert)
                        present(alert, animated: true)
                    }
                    func signIn() {
                        do { try login() } catch { handle(error: error as? AuthError ?? .generic) }
                    }
                }
                """
            ),
        ])
        XCTAssertEqual(found.map(\.site.description), ["Auth.swift:12", "Auth.swift:16"], "no alert per caller")
        XCTAssertEqual(found[0].title?.origin, .key("Email in use", table: "Localizable"))
        XCTAssertTrue(found[1].title?.isDynamic ?? false, "the generic alert's case is known only at run time")
        XCTAssertEqual(found[1].title?.alternatives.count, 2)
    }

    func testCasesPassedByCallersMakeOneAlertEach() {
        let found = alerts([
            (
                "Message.swift",
                """
                enum SyncMessage {
                    case offline, conflict
                    var title: String {
                        switch self {
                        case .offline: return NSLocalizedString("Offline", comment: "")
                        case .conflict: return NSLocalizedString("Conflict", comment: "")
                        }
                    }
                }
                """
            ),
            (
                "Sync.swift",
                """
                import UIKit
                final class Sync: UIViewController {
                    func show(_ type: SyncMessage, error: Error?) {
                        let alert = UIAlertController(title: type.title, message: nil, preferredStyle: .alert)
                        present(alert, animated: true)
                    }
                    func a() { show(.offline, error: nil) }
                    func b() { show(SyncMessage.conflict, error: nil) }
                }
                """
            ),
        ])
        let calls = found.filter { $0.api.hasPrefix("helper:") }
        XCTAssertEqual(
            calls.map { $0.title?.origin },
            [.key("Offline", table: "Localizable"), .key("Conflict", table: "Localizable")])
    }

    func testStaticValuesBuiltWithTheirCopyAreReadAtEachCall() {
        let found = alerts([
            (
                "Restore.swift",
                """
                import UIKit
                struct RestoreAlert {
                    let title: String
                    static var done: RestoreAlert {
                        let title = NSLocalizedString("Restored", comment: "")
                        return RestoreAlert(title: title)
                    }
                }
                final class Settings: UIViewController {
                    func restored() { show(alert: .done) }
                    private func show(alert: RestoreAlert) {
                        let controller = UIAlertController(title: alert.title, message: nil, preferredStyle: .alert)
                        present(controller, animated: true)
                    }
                }
                """
            )
        ])
        let call = found.first { $0.api.hasPrefix("helper:") }
        XCTAssertEqual(call?.site.description, "Restore.swift:10")
        XCTAssertEqual(call?.title?.origin, .key("Restored", table: "Localizable"))
    }

    func testDataParametersMakeNoAlertPerCallAndDefaultsFillLeftOutArguments() {
        let found = alerts([
            (
                "Downloads.swift",
                """
                import UIKit
                final class Downloads: UIViewController {
                    func ask(metadata: DownloadMetadata) {
                        let style: UIAlertController.Style = isPad ? .alert : .actionSheet
                        let alert = UIAlertController(title: metadata.filename, message: nil, preferredStyle: style)
                        present(alert, animated: true)
                    }
                    func a() { ask(metadata: first) }
                    func b() { ask(metadata: second) }
                    func say(title: String, message: String? = nil) {
                        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
                        present(alert, animated: true)
                    }
                    func c() { say(title: "Saved") }
                }
                """
            )
        ])
        XCTAssertEqual(
            found.map(\.site.description), ["Downloads.swift:5", "Downloads.swift:11", "Downloads.swift:14"])
        XCTAssertEqual(found[0].kind, .actionSheet, "an action sheet where it is one")
        XCTAssertEqual(found[2].title?.origin, .literal("Saved", catalogKey: false))
        XCTAssertNil(found[2].message, "the message is left to its nil default")
    }

    func testInterpolatedStringsAreRunTimeValuesAndTernariesContinueOnTheNextLine() {
        let found = alerts([
            (
                "Delete.swift",
                """
                import UIKit
                final class Delete: UIViewController {
                    func confirm() {
                        let message = isSynced ? NSLocalizedString("Delete everywhere?", comment: "")
                                               : NSLocalizedString("Delete here?", comment: "")
                        let alert = UIAlertController(title: "Delete \\(name)?", message: message, preferredStyle: .alert)
                        present(alert, animated: true)
                    }
                }
                """
            )
        ])
        XCTAssertEqual(found.first?.title?.origin, .dynamic(#""Delete \(name)?""#))
        XCTAssertEqual(found.first?.message?.origin, .key("Delete everywhere?", table: "Localizable"))
        XCTAssertEqual(found.first?.message?.alternatives, [.key("Delete here?", table: "Localizable")])
    }

    func testASubclassAndItsConvenienceInitAreTheAlert() {
        let found = alerts([
            (
                "Login.swift",
                """
                import UIKit
                class LoginAlert: UIAlertController {
                    convenience init(host: String) {
                        self.init(title: NSLocalizedString("Sign In", comment: ""), message: host, preferredStyle: .alert)
                        addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel))
                        makeSignIn()
                    }
                    private func makeSignIn() {
                        addAction(UIAlertAction(title: NSLocalizedString("Sign In", comment: ""), style: .default))
                    }
                }
                final class Browser: UIViewController {
                    func challenge() { present(LoginAlert(host: host), animated: true) }
                    func discard() {
                        let sheet = LoginAlert(title: nil, message: nil, preferredStyle: .actionSheet)
                        present(sheet, animated: true)
                    }
                }
                """
            )
        ])
        XCTAssertEqual(found.map(\.site.description), ["Login.swift:4", "Login.swift:15"])
        XCTAssertEqual(found[0].buttons.map(\.role), [.cancel, .default])
        XCTAssertEqual(found[1].kind, .actionSheet)
    }

    func testTheTextOfEachBranchIsLintedAndFixedInItsOwnField() throws {
        let code = """
            import UIKit
            func confirm(synced: Bool) {
                let message = synced ? NSLocalizedString("sync.message", comment: "") : NSLocalizedString("local.message", comment: "")
                let alert = UIAlertController(title: NSLocalizedString("delete.title", comment: ""), message: message, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
            }

            """
        let strings = """
            "delete.title" = "Delete Photo?";
            "sync.message" = "It is deleted from all your devices.";
            "local.message" = "It is deleted from this device";

            """
        let directory = try appTree(["Delete.swift": code, "en.lproj/Localizable.strings": strings])
        let swiftPath = directory.appendingPathComponent("Delete.swift").path
        let stringsPath = directory.appendingPathComponent("en.lproj/Localizable.strings").path
        let run = LocalizationLinter().runApp(
            [directory.path], scan: AlertScanner().scan(files: [swiftPath]), fix: .safe, write: true)
        let findings = run.results.flatMap(\.reports).flatMap(\.findings)
        XCTAssertEqual(findings.map(\.ruleID), ["message-sentence"], "the other branch's message is linted")
        XCTAssertTrue(
            try String(contentsOfFile: stringsPath, encoding: .utf8).contains(
                #""local.message" = "It is deleted from this device.";"#))
    }

    func testRSwiftNamesWithoutTheGeneratedFile() throws {
        XCTAssertEqual(GeneratedNames.rswiftIdentifier("alert.delete.title"), "alertDeleteTitle")
        XCTAssertEqual(GeneratedNames.rswiftIdentifier("Alert-Delete title"), "alertDeleteTitle")
        XCTAssertEqual(GeneratedNames.rswiftIdentifier("URLTitle"), "urlTitle")
        XCTAssertEqual(GeneratedNames.rswiftIdentifier("sign_out"), "sign_out")
        XCTAssertEqual(GeneratedNames.rswiftIdentifier("Localizable"), "localizable")

        let code = """
            import UIKit
            func confirm() {
                let alert = UIAlertController(title: R.string.localizable.alertDeleteTitle(), message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: R.string.localizable.alertDeleteButton(), style: .destructive))
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            }

            """
        let strings = """
            "alert.delete.title" = "delete this album?";
            "alert.delete.button" = "Delete";

            """
        let directory = try appTree(["Albums.swift": code, "en.lproj/Localizable.strings": strings])
        let swiftPath = directory.appendingPathComponent("Albums.swift").path
        let scan = AlertScanner().scan(files: [swiftPath])
        XCTAssertEqual(scan.alerts.first?.title?.origin, .key("alertDeleteTitle", table: "R.string.localizable"))
        let run = LocalizationLinter().runApp([directory.path], scan: scan)
        let reports = run.results.flatMap(\.reports)
        XCTAssertEqual(reports.first?.alert.title, "delete this album?")
        XCTAssertEqual(reports.first?.alert.buttons.map(\.title), ["Delete", "Cancel"])
        XCTAssertTrue(reports.flatMap(\.findings).contains { $0.ruleID == "title-case" })
    }

    func testAStringExtensionThatLooksItselfUpMakesItsLiteralAKey() {
        let found = alerts([
            (
                "String+Localized.swift",
                """
                extension String {
                    var localized: String { NSLocalizedString(self, tableName: "Alerts", comment: "") }
                    func localized(with arguments: CVarArg...) -> String {
                        String(format: NSLocalizedString(self, tableName: "Alerts", comment: ""), arguments: arguments)
                    }
                }
                """
            ),
            (
                "Albums.swift",
                """
                import UIKit
                final class Albums: UIViewController {
                    func delete(name: String) {
                        let alert = UIAlertController(title: "delete.title".localized, message: "delete.message".localized(with: name), preferredStyle: .alert)
                        alert.addAction(UIAlertAction(title: "delete.button".localized, style: .destructive))
                        present(alert, animated: true)
                    }
                }
                """
            ),
        ])
        XCTAssertEqual(found.first?.title?.origin, .key("delete.title", table: "Alerts"))
        XCTAssertEqual(found.first?.message?.origin, .key("delete.message", table: "Alerts"))
        XCTAssertEqual(found.first?.buttons.first?.text?.origin, .key("delete.button", table: "Alerts"))
    }

    func testAnAlertValueBuiltLikeAlertIsAnAlertWhereItIsWritten() {
        let found = alerts([
            (
                "AlertContext.swift",
                """
                import SwiftUI
                enum AlertContext {
                    static let invalidData = AlertItem(title: Text("Server error"), message: Text("The data was invalid."), dismissButton: .default(Text("OK")))
                }
                struct ListView: View {
                    @State var alertItem: AlertItem?
                    var body: some View {
                        List {}.alert(item: $alertItem) { item in Alert(title: item.title, message: item.message, dismissButton: item.dismissButton) }
                    }
                }
                """
            )
        ])
        XCTAssertEqual(found.map(\.site.description), ["AlertContext.swift:3", "AlertContext.swift:8"])
        XCTAssertEqual(found[0].title?.origin, .literal("Server error", catalogKey: true))
        XCTAssertEqual(found[0].buttons.first?.text?.origin, .literal("OK", catalogKey: true))
        XCTAssertTrue(found[1].title?.isDynamic ?? false)
    }

    func testAViewExtensionThatPresentsAnAlertAndInterpolatedLocalizedKeys() {
        let found = alerts([
            (
                "View+ErrorAlert.swift",
                """
                import SwiftUI
                extension View {
                    func errorAlert(error: Binding<Error?>, buttonTitle: String = "OK") -> some View {
                        alert("Something went wrong", isPresented: .constant(error.wrappedValue != nil)) {
                            Button(buttonTitle) { error.wrappedValue = nil }
                        } message: {
                            Text(error.wrappedValue?.localizedDescription ?? "")
                        }
                    }
                }
                struct Screen: View {
                    @State var error: Error?
                    var body: some View {
                        List {}.errorAlert(error: $error)
                        Text("x").alert(String(localized: "Delete \\(count) photos?"), isPresented: $asking) {}
                    }
                }
                """
            )
        ])
        XCTAssertEqual(
            found.map(\.site.description),
            ["View+ErrorAlert.swift:4", "View+ErrorAlert.swift:14", "View+ErrorAlert.swift:15"])
        XCTAssertEqual(found[1].api, "helper:errorAlert(error:buttonTitle:)")
        XCTAssertEqual(found[1].buttons.first?.text?.origin, .literal("OK", catalogKey: false))
        XCTAssertEqual(found[2].title?.origin, .key(#"Delete \(count) photos?"#, table: "Localizable"))
    }

    func testAViewModelPropertyThatReturnsCopyValues() {
        let found = alerts([
            (
                "DetailsViewModel.swift",
                """
                final class DetailsViewModel {
                    var confirmation: ConfirmationAlert {
                        if isActive {
                            return ConfirmationAlert(title: NSLocalizedString("Deactivate Address?", comment: ""), button: NSLocalizedString("Deactivate", comment: ""))
                        }
                        return ConfirmationAlert(title: NSLocalizedString("Reactivate Address?", comment: ""), button: NSLocalizedString("Reactivate", comment: ""))
                    }
                }
                """
            ),
            (
                "DetailsView.swift",
                """
                import SwiftUI
                struct DetailsView: View {
                    var body: some View {
                        Text("x").alert(isPresented: $asking) {
                            Alert(title: Text(viewModel.confirmation.title), primaryButton: .default(Text(viewModel.confirmation.button)), secondaryButton: .cancel())
                        }
                    }
                }
                """
            ),
        ])
        XCTAssertEqual(found.first?.title?.origin, .key("Deactivate Address?", table: "Localizable"))
        XCTAssertEqual(found.first?.title?.alternatives, [.key("Reactivate Address?", table: "Localizable")])
        XCTAssertEqual(found.first?.buttons.first?.text?.origin, .key("Deactivate", table: "Localizable"))
    }

    func testAFindingOnACatalogValueKeyedInCodeSaysWhereTheKeyIs() throws {
        let code = """
            import SwiftUI
            struct V: View {
                var body: some View {
                    Text("x").alert("delete this photo?", isPresented: $asking) { Button("Delete", role: .destructive) {} }
                }
            }

            """
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "delete this photo?" : {
                  "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "delete this photo?" } } }
                }
              },
              "version" : "1.0"
            }

            """
        let directory = try appTree(["V.swift": code, "Localizable.xcstrings": catalog])
        let swiftPath = directory.appendingPathComponent("V.swift").path
        let run = LocalizationLinter().runApp([directory.path], scan: AlertScanner().scan(files: [swiftPath]))
        let report = try XCTUnwrap(run.results.flatMap(\.reports).first)
        let finding = try XCTUnwrap(report.findings.first { $0.ruleID == "title-case" })
        XCTAssertEqual(report.keyInCode(of: finding), "\(swiftPath):4:25")
        XCTAssertTrue(HumanReporter(color: false).render(finding, in: report).contains("the key in code at"))
    }

    func testAStatePropertyTakesTheTextsItIsSetTo() {
        let found = alerts([
            (
                "SaveView.swift",
                """
                import SwiftUI
                struct SaveView: View {
                    @State private var showing = false
                    @State private var alertMessage = ""
                    let heading = "Saved"
                    var body: some View {
                        Button("Save") { save() }
                            .alert(isPresented: $showing) {
                                Alert(title: Text(heading), message: Text(alertMessage), dismissButton: .default(Text("OK")))
                            }
                    }
                    func save() {
                        do { try store() } catch {
                            alertMessage = "The disk is full."
                            showing = true
                        }
                        if locked { self.alertMessage = NSLocalizedString("locked.message", comment: "") }
                    }
                }
                """
            )
        ])
        XCTAssertEqual(found.first?.title?.origin, .literal("Saved", catalogKey: false))
        XCTAssertEqual(found.first?.message?.origin, .literal("The disk is full.", catalogKey: false))
        XCTAssertEqual(found.first?.message?.alternatives, [.key("locked.message", table: "Localizable")])
    }

    func testAnAlertItemPresentedByBindingTakesTheValuesItIsSetTo() {
        let found = alerts([
            (
                "FeedModel.swift",
                """
                final class FeedModel: ObservableObject {
                    @Published var alertItem: AlertItem?
                    func load() { alertItem = AlertItem(title: "Feed Unavailable", message: "Check your connection.") }
                    func save() { self.alertItem = AlertItem(title: NSLocalizedString("save.title", comment: ""), message: "The disk is full.") }
                }
                """
            ),
            (
                "FeedView.swift",
                """
                import SwiftUI
                struct FeedView: View {
                    var body: some View {
                        List {}.alert(item: $model.alertItem) { item in
                            Alert(title: Text(item.title), message: Text(item.message), dismissButton: .default(Text("OK")))
                        }
                    }
                }
                """
            ),
        ])
        XCTAssertEqual(found.first?.title?.origin, .literal("Feed Unavailable", catalogKey: false))
        XCTAssertEqual(found.first?.title?.alternatives, [.key("save.title", table: "Localizable")])
        XCTAssertEqual(found.first?.message?.alternatives, [.literal("The disk is full.", catalogKey: false)])
    }

    func testALiteralInAnotherBranchIsFixedWhereItIsWritten() throws {
        let code = """
            import SwiftUI
            struct SaveView: View {
                @State private var showing = false
                @State private var alertMessage = ""
                var body: some View {
                    Button("Save") {}.alert(isPresented: $showing) { Alert(title: Text("Can't Save"), message: Text(alertMessage)) }
                }
                func save(full: Bool) {
                    if full { alertMessage = "The disk is full." } else { alertMessage = "the file is locked" }
                }
            }

            """
        let directory = try appTree(["SaveView.swift": code])
        let path = directory.appendingPathComponent("SaveView.swift").path
        let linter = LocalizationLinter()
        _ = linter.runApp([directory.path], scan: AlertScanner().scan(files: [path]), fix: .safe, write: true)
        let fixed = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(fixed.contains(#"alertMessage = "The file is locked.""#), fixed)
        XCTAssertTrue(fixed.contains(#"alertMessage = "The disk is full.""#))
        _ = linter.runApp([directory.path], scan: AlertScanner().scan(files: [path]), fix: .safe, write: true)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), fixed, "a second fix changes nothing")
    }

    func testReturnsInsideAClosureAreNotThePropertys() {
        let found = alerts([
            (
                "Summary.swift",
                """
                import UIKit
                final class Summary: UIViewController {
                    var message: String {
                        let parts = names.map {
                            return $0.uppercased()
                        }
                        if parts.isEmpty { return NSLocalizedString("empty.message", comment: "") }
                        return NSLocalizedString("full.message", comment: "")
                    }
                    func show() {
                        let alert = UIAlertController(title: "Summary", message: message, preferredStyle: .alert)
                        present(alert, animated: true)
                    }
                }
                """
            )
        ])
        XCTAssertEqual(found.first?.message?.origin, .key("empty.message", table: "Localizable"))
        XCTAssertEqual(found.first?.message?.alternatives, [.key("full.message", table: "Localizable")])
    }

    func testALocalBoundByGuardLetTakesTheValueBeforeElse() {
        let found = alerts([
            (
                "Tip.swift",
                """
                import UIKit
                final class Tip: UIViewController {
                    var tipMessage: String? { NSLocalizedString("tip.message", comment: "") }
                    func show() {
                        guard let message = tipMessage else {
                            return
                        }
                        let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
                        present(alert, animated: true)
                    }
                }
                """
            )
        ])
        XCTAssertEqual(found.first?.message?.origin, .key("tip.message", table: "Localizable"))
    }
}
