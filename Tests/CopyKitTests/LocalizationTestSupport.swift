import CopyKit
import Foundation
import XCTest

/// The synthetic localization fixtures, found from this file's path.
enum LocalizationFixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/localization")

    static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    static func bytes(_ relative: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: root.appendingPathComponent(relative)))
    }

    /// Every valid fixture, relative to the root.
    static let valid = [
        "strings/en.lproj/Localizable.strings", "strings/fr.lproj/Localizable.strings",
        "strings/en.lproj/Settings.strings", "strings/en.lproj/MainMenu.strings", "strings/en.lproj/Tokens.strings",
        "strings/en.lproj/BigEndian.strings", "strings/en.lproj/Escapes.strings", "xcstrings/Localizable.xcstrings",
        "xcstrings/Catalog11.xcstrings",
        "xcstrings/Catalog12.xcstrings", "xcstrings/Substitutions.xcstrings",
        "stringsdict/en.lproj/Plurals.stringsdict",
        "stringsdict/en.lproj/Generated.stringsdict", "stringsdict/en.lproj/Nested.stringsdict",
    ]

    /// A copy of the fixtures in a fresh temporary directory.
    static func temporaryCopy() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "alertcopy-tests-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: root, to: directory)
        return directory
    }
}

/// A stand-in linter with a few predictable rules, so these tests do not depend on which real
/// rules exist: a trailing "!" becomes "." (safe), a lowercase button is capitalized (safe),
/// "Oops, " is removed (suggested), a "%d" in a title is dropped (safe — the file linter must
/// refuse it because it changes the format specifiers), and a whole-alert check without fix.
struct StubLinter: AlertLinting {
    func lint(_ alert: Alert) -> [Finding] {
        var findings: [Finding] = []
        for field in alert.textFields {
            guard let text = alert.text(of: field) else { continue }
            let units = Array(text.utf16)
            if units.last == 0x21 {
                let range = (units.count - 1)..<units.count
                findings.append(
                    Finding(
                        ruleID: "test-bang", severity: .warning, field: field, range: range,
                        message: "Ends with an exclamation mark.",
                        fixes: [
                            Fix(
                                field: field, change: .edits([TextEdit(range: range, replacement: ".")]), safety: .safe,
                                summary: "Use a period")
                        ]))
            }
            if case .button = field, let first = text.first, first.isLowercase {
                let range = 0..<String(first).utf16.count
                findings.append(
                    Finding(
                        ruleID: "test-caps", severity: .warning, field: field, range: range,
                        message: "Starts lowercase.",
                        fixes: [
                            Fix(
                                field: field, change: .edits([TextEdit(range: range, replacement: first.uppercased())]),
                                safety: .safe, summary: "Capitalize")
                        ]))
            }
            if let oops = text.range(of: "Oops, ") {
                let range =
                    text.utf16.distance(
                        from: text.startIndex, to: oops.lowerBound)..<text.utf16.distance(
                        from: text.startIndex, to: oops.upperBound)
                findings.append(
                    Finding(
                        ruleID: "test-oops", severity: .warning, field: field, range: range, message: "Interjection.",
                        fixes: [
                            Fix(
                                field: field, change: .edits([TextEdit(range: range, replacement: "")]),
                                safety: .suggested, summary: "Remove")
                        ]))
            }
            if field == .title, text.contains("%d") {
                findings.append(
                    Finding(
                        ruleID: "test-specifier", severity: .warning, field: field, range: 0..<units.count,
                        message: "Has a count.",
                        fixes: [
                            Fix(
                                field: field, change: .replacement(text.replacingOccurrences(of: "%d ", with: "")),
                                safety: .safe, summary: "Drop the count")
                        ]))
            }
        }
        if alert.buttons.count == 1 {
            findings.append(
                Finding(
                    ruleID: "test-one-button", severity: .info, field: .buttons, range: 0..<0, message: "One button."))
        }
        return findings
    }
}
