import XCTest

@testable import CopyKit

/// Rules of the tests' own that misbehave on purpose: fixes that undo one another, a fix that
/// drops a format specifier.
private struct RenameAToBRule: Rule {
    static let description = RuleDescription(
        id: "test-a-to-b", summary: "A → B", severities: [.current: .warning], guidelines: [], fixDescription: "",
        examples: [])
    func check(_ alert: AnalyzedAlert, in context: RuleContext) -> [Finding] {
        guard alert.alert.title == "A" else { return [] }
        return [
            Finding(
                ruleID: "test-a-to-b", severity: .warning, field: .title, range: 0..<1, message: "",
                fixes: [Fix(field: .title, change: .replacement("B"), safety: .safe, summary: "")])
        ]
    }
}

private struct RenameBToARule: Rule {
    static let description = RuleDescription(
        id: "test-b-to-a", summary: "B → A", severities: [.current: .warning], guidelines: [], fixDescription: "",
        examples: [])
    func check(_ alert: AnalyzedAlert, in context: RuleContext) -> [Finding] {
        guard alert.alert.title == "B" else { return [] }
        return [
            Finding(
                ruleID: "test-b-to-a", severity: .warning, field: .title, range: 0..<1, message: "",
                fixes: [Fix(field: .title, change: .replacement("A"), safety: .safe, summary: "")])
        ]
    }
}

private struct DropSpecifierRule: Rule {
    static let description = RuleDescription(
        id: "test-drop-specifier", summary: "drops %@", severities: [.current: .warning], guidelines: [],
        fixDescription: "", examples: [])
    func check(_ alert: AnalyzedAlert, in context: RuleContext) -> [Finding] {
        guard let message = alert.alert.message, message.contains("%@") else { return [] }
        return [
            Finding(
                ruleID: "test-drop-specifier", severity: .info, field: .message, range: 0..<0, message: "",
                fixes: [
                    Fix(field: .message, change: .replacement("Sent."), safety: .safe, summary: ""),
                    Fix(field: .message, change: .replacement(message + "!"), safety: .safe, summary: ""),
                ])
        ]
    }
}

final class LinterTests: XCTestCase {
    func testFixesThatUndoOneAnotherSettleOnOneResult() {
        let linter = Linter(
            configuration: Configuration(), lexicon: .embedded, rules: [RenameAToBRule.self, RenameBToARule.self])
        let fromA = linter.fix(Alert(title: "A", buttons: ["OK"]))
        let fromB = linter.fix(Alert(title: "B", buttons: ["OK"]))
        XCTAssertEqual(fromA, fromB)
        XCTAssertEqual(linter.fix(fromA), fromA)
    }

    func testAFixThatWouldDropASpecifierIsNotApplied() {
        let linter = Linter(configuration: Configuration(), lexicon: .embedded, rules: [DropSpecifierRule.self])
        let alert = Alert(title: "Sent", message: "Sent to %@", buttons: ["OK"])
        // The first fix is dropped; the specifier-keeping alternative is not applied instead,
        // since `fix` applies only a finding's first fix.
        XCTAssertEqual(linter.fix(alert), alert)
    }

    func testGradedSeverityKeepsTheRulesOwnLevel() {
        let linter = Linter(configuration: Configuration(select: ["button-length"]))
        let three = linter.lint(Alert(title: "Stop?", buttons: ["Cancel", "Delete My Recording"]))
        let four = linter.lint(Alert(title: "Stop?", buttons: ["Cancel", "Stop and Delete My Recording"]))
        XCTAssertEqual(three.map(\.severity), [.info])
        XCTAssertEqual(four.map(\.severity), [.warning])
    }

    func testConfiguredSeverityAppliesToEveryFinding() {
        let linter = Linter(
            configuration: Configuration(select: ["button-length"], severity: ["button-length": .error]))
        let three = linter.lint(Alert(title: "Stop?", buttons: ["Cancel", "Delete My Recording"]))
        XCTAssertEqual(three.map(\.severity), [.error])
    }

    func testSelectDoesNotTurnOnARuleThatIsOffInTheProfile() {
        let alert = Alert(title: "Turn On Sharing?", buttons: ["Cancel", "Share My Location"])
        let selected = Linter(configuration: Configuration(select: ["button-pronouns"]))
        XCTAssertTrue(selected.lint(alert).isEmpty)
        let enabled = Linter(configuration: Configuration(enable: ["button-pronouns"], select: ["button-pronouns"]))
        XCTAssertEqual(enabled.lint(alert).map(\.ruleID), ["button-pronouns"])
    }

    func testFixAppliesOnlyTheAllowedSafety() {
        let linter = Linter()
        let alert = Alert(title: "Stop Sharing Location?", buttons: ["never mind", "Stop Sharing"])
        // Safe: the casing only. Suggested: the Cancel label too.
        XCTAssertEqual(linter.fix(alert).buttons.map(\.title), ["Never Mind", "Stop Sharing"])
        XCTAssertEqual(linter.fix(alert, upTo: .suggested).buttons.map(\.title), ["Cancel", "Stop Sharing"])
    }

    func testButtonFixesChainUntilStable() {
        let linter = Linter()
        // OK → Delete (button-ok-confirm), then a Cancel is added (destructive-needs-cancel).
        let fixed = linter.fix(Alert(title: "Delete This Photo?", buttons: ["OK"]), upTo: .suggested)
        XCTAssertEqual(fixed.buttons, [AlertButton("Cancel", role: .cancel), AlertButton("Delete")])
        XCTAssertEqual(linter.fix(fixed, upTo: .suggested), fixed)
    }

    func testButtonFixesChainInIOS2011() {
        let linter = Linter(configuration: Configuration(profile: .ios2011))
        let fixed = linter.fix(Alert(title: "Delete this voicemail?", buttons: ["No", "Yes"]), upTo: .suggested)
        XCTAssertEqual(fixed.buttons.map(\.title), ["Delete", "Cancel"])
        XCTAssertEqual(linter.fix(fixed, upTo: .suggested), fixed)
    }

    func testFindingsAreSortedByFieldThenPosition() {
        let findings = Linter().lint(Alert(title: "Reset?", buttons: ["ok!", "Reset", "x", "y"]))
        let fields = findings.map(\.field)
        XCTAssertEqual(fields, fields.sorted())
        XCTAssertFalse(findings.isEmpty)
    }

    func testSortingFindingsKeepsTheOrderOfEqualOnes() {
        let places: [(AlertField, Int)] = [
            (.button(1), 0), (.title, 4), (.message, 2), (.title, 0), (.buttons, 0), (.title, 4), (.message, 0),
            (.button(0), 3), (.title, 0),
        ]
        var findings = places.enumerated().map { number, place in
            Finding(
                ruleID: "rule-\(number)", severity: .warning, field: place.0, range: place.1..<place.1 + 1, message: "")
        }
        let expected = findings.enumerated().sorted {
            ($0.element.field, $0.element.range.lowerBound, $0.offset)
                < ($1.element.field, $1.element.range.lowerBound, $1.offset)
        }.map(\.element.ruleID)
        Linter.sortInFieldOrder(&findings)
        XCTAssertEqual(findings.map(\.ruleID), expected)
        XCTAssertEqual(expected.prefix(3), ["rule-3", "rule-8", "rule-1"])
    }

    /// Compiler diagnostics show no fixes: asked for none, a generic title's finding comes
    /// without the title built from the message, and every finding is the same otherwise.
    func testFindingsWithoutFixesDifferOnlyInTheirFixes() {
        let linter = Linter()
        let alert = Alert(
            title: "Error", message: "The file couldn't be saved because the disk is full.", buttons: ["OK"])
        let withFixes = linter.checking(alert, withFixed: false).findings
        let withoutFixes = linter.checking(alert, withFixed: false, withFixes: false).findings
        let generic = withFixes.first { $0.ruleID == "title-generic" }
        XCTAssertEqual(generic?.fixes.first?.change, .replacement("Couldn't Save the File"))
        XCTAssertEqual(withoutFixes.first { $0.ruleID == "title-generic" }?.fixes, [])
        XCTAssertEqual(withoutFixes.map(\.ruleID), withFixes.map(\.ruleID))
        XCTAssertEqual(withoutFixes.map(\.message), withFixes.map(\.message))
        XCTAssertEqual(withoutFixes.map(\.range), withFixes.map(\.range))
    }
}
