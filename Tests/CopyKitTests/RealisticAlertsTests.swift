import Foundation
import XCTest

@testable import CopyKit

/// Alerts of the kinds apps ship (network errors, permissions, destructive confirmations,
/// purchases, sign-in, updates), written for these tests and judged by hand: the fixed copy a
/// careful writer accepts after `fix --suggested`, the rules that must fire, and alerts that
/// must stay clean. Fixtures/realistic/alerts.jsonl, one case a line.
final class RealisticAlertsTests: XCTestCase {
    struct Case {
        var id: String
        var profile: Profile
        var input: Alert
        var fixed: Alert
        var expectedRules: [String]
        var isClean: Bool
    }

    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/realistic/alerts.jsonl")

    static func alert(_ object: [String: Any]) throws -> Alert {
        let buttons = try (object["buttons"] as? [Any] ?? []).map { item -> AlertButton in
            if let title = item as? String { return AlertButton(title) }
            guard let button = item as? [String: Any], let title = button["title"] as? String else {
                throw CocoaError(.coderReadCorrupt)
            }
            return AlertButton(title, role: (button["role"] as? String).flatMap(ButtonRole.init(rawValue:)))
        }
        return Alert(title: object["title"] as? String, message: object["message"] as? String, buttons: buttons)
    }

    static func cases() throws -> [Case] {
        let text = try String(contentsOf: fixture, encoding: .utf8)
        return try text.split(separator: "\n").map { line in
            guard let row = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                let id = row["id"] as? String, let profileName = row["profile"] as? String,
                let profile = Profile(rawValue: profileName), let input = row["input"] as? [String: Any],
                let fixed = row["fixed"] as? [String: Any]
            else { throw CocoaError(.coderReadCorrupt) }
            return Case(
                id: id, profile: profile, input: try alert(input), fixed: try alert(fixed),
                expectedRules: row["expect_rules"] as? [String] ?? [], isClean: row["clean"] as? Bool ?? false)
        }
    }

    func testTheFixtureHasEnoughCasesOfEveryKind() throws {
        let cases = try Self.cases()
        XCTAssertGreaterThanOrEqual(cases.count, 60)
        XCTAssertGreaterThanOrEqual(cases.filter(\.isClean).count, 15)
        XCTAssertEqual(Set(cases.map(\.id)).count, cases.count, "duplicate ids")
        XCTAssertTrue(Set(cases.map(\.profile)).isSuperset(of: Profile.allCases))
    }

    func testExpectedRulesFireAndCleanAlertsStayClean() throws {
        for item in try Self.cases() {
            let findings = Linter(configuration: Configuration(profile: item.profile)).lint(item.input)
            let fired = Set(findings.map(\.ruleID))
            for rule in item.expectedRules {
                XCTAssertTrue(fired.contains(rule), "\(item.id): \(rule) should fire; fired \(fired.sorted())")
            }
            if item.isClean {
                let loud = findings.filter { $0.severity >= .warning }
                XCTAssertTrue(loud.isEmpty, "\(item.id) should be clean: \(loud.map { "\($0.ruleID): \($0.message)" })")
            }
        }
    }

    func testSuggestedFixesGiveTheJudgedCopyAndAreIdempotent() throws {
        for item in try Self.cases() {
            let linter = Linter(configuration: Configuration(profile: item.profile))
            let fixed = linter.fix(item.input, upTo: .suggested)
            XCTAssertEqual(fixed, item.fixed, "\(item.id)")
            XCTAssertEqual(linter.fix(fixed, upTo: .suggested), fixed, "\(item.id): fixing twice changes the copy")
            for field in [AlertField.title, .message] {
                guard let after = fixed.text(of: field) else { continue }
                XCTAssertEqual(
                    FixApplier.protectedSpans(of: after),
                    item.input.text(of: field).map { FixApplier.protectedSpans(of: $0) } ?? [],
                    "\(item.id): the specifiers of the \(field) changed")
            }
        }
    }
}
