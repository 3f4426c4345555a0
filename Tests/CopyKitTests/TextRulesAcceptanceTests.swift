import Foundation
import XCTest

@testable import CopyKit

/// The title and message rules against the shared acceptance sample (../shared/examples beside the checkout):
/// which of them fire, which must stay silent, and the title and message after `fix --suggested`.
final class TextRulesAcceptanceTests: XCTestCase {
    private static let textRules: Set<String> = [
        "title-generic", "no-error-word", "title-length", "title-case", "title-punctuation", "message-sentence",
        "message-length", "message-redundant", "explains-buttons", "pronouns", "tone-accusatory", "tone-oblique",
    ]

    private struct Example {
        var id: String
        var profile: Profile
        var alert: Alert
        var expected: Set<String>
        var forbidden: Set<String>
        /// Acceptable title/message pairs after fixing; a nil outer value means the field is not pinned.
        var fixed: [[String: String?]]
    }

    private func examples() throws -> [Example] {
        let url = URL(fileURLWithPath: SharedDirectory.path("examples/alerts.jsonl"))
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw XCTSkip("\(url.path) is absent (../shared is not beside this checkout)")
        }
        let text = try String(contentsOf: url, encoding: .utf8)
        return try text.split(separator: "\n").map { line in
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let input = try XCTUnwrap(object["input"] as? [String: Any])
            let buttons = (input["buttons"] as? [Any] ?? []).map { value -> AlertButton in
                if let title = value as? String { return AlertButton(title) }
                let dictionary = value as? [String: Any] ?? [:]
                return AlertButton(
                    dictionary["title"] as? String ?? "", role: (dictionary["role"] as? String).flatMap(ButtonRole.init)
                )
            }
            var fixed: [[String: String?]] = []
            for case let candidate as [String: Any] in [object["expect_fixed"] as Any]
                + (object["accept_fixed"] as? [Any] ?? [])
            {
                var fields: [String: String?] = [:]
                for key in ["title", "message"] where candidate.keys.contains(key) {
                    fields[key] = candidate[key] as? String
                }
                fixed.append(fields)
            }
            return Example(
                id: object["id"] as? String ?? "?",
                profile: Profile(rawValue: object["profile"] as? String ?? "current") ?? .current,
                alert: Alert(title: input["title"] as? String, message: input["message"] as? String, buttons: buttons),
                expected: Set(object["expect_rules"] as? [String] ?? []).intersection(Self.textRules),
                forbidden: Set(object["forbid_rules"] as? [String] ?? []).intersection(Self.textRules),
                fixed: fixed)
        }
    }

    func testExpectedTextRulesFireAndForbiddenOnesStaySilent() throws {
        for example in try examples() {
            let fired = Set(
                Linter(configuration: Configuration(profile: example.profile)).lint(example.alert).map(\.ruleID))
            for rule in example.expected {
                XCTAssertTrue(fired.contains(rule), "\(example.id): \(rule) should fire")
            }
            for rule in example.forbidden {
                XCTAssertFalse(fired.contains(rule), "\(example.id): \(rule) must not fire")
            }
        }
    }

    func testSuggestedFixesGiveTheExpectedTitleAndMessage() throws {
        for example in try examples() {
            let fixed = Linter(configuration: Configuration(profile: example.profile)).fix(
                example.alert, upTo: .suggested)
            let matches = example.fixed.contains { fields in
                fields.allSatisfy { key, value in (key == "title" ? fixed.title : fixed.message) == value }
            }
            XCTAssertTrue(
                matches || example.fixed.isEmpty,
                "\(example.id): fixed to title \(fixed.title ?? "nil") / message \(fixed.message ?? "nil"), expected \(example.fixed.first ?? [:])"
            )
        }
    }
}
