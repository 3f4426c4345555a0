import XCTest

@testable import CopyKit

/// Runs every rule's own examples and corrections (SwiftLint-style): the rule files are the spec.
final class RuleExamplesTests: XCTestCase {
    private func linter(for description: RuleDescription, profile: Profile) -> Linter {
        Linter(configuration: Configuration(profile: profile, select: [description.id]))
    }

    func testEveryRuleHasExamplesOfBothKinds() {
        for type in RuleRegistry.all {
            let description = type.description
            XCTAssertTrue(description.examples.contains { $0.triggers }, "\(description.id): no triggering example")
            XCTAssertTrue(
                description.examples.contains { !$0.triggers }, "\(description.id): no non-triggering example")
            XCTAssertFalse(description.guidelines.isEmpty, "\(description.id): no guideline quote")
            XCTAssertFalse(description.summary.isEmpty, "\(description.id): no summary")
        }
    }

    func testTriggeringAndNonTriggeringExamples() {
        for type in RuleRegistry.all {
            let description = type.description
            for example in description.examples {
                let findings = linter(for: description, profile: example.profile).lint(example.alert)
                    .filter { $0.ruleID == description.id }
                if example.triggers {
                    XCTAssertFalse(
                        findings.isEmpty, "\(description.id) [\(example.profile)] should fire on \(example.alert)")
                } else {
                    XCTAssertTrue(
                        findings.isEmpty,
                        "\(description.id) [\(example.profile)] should not fire on \(example.alert): \(findings.map(\.message))"
                    )
                }
            }
        }
    }

    /// A rule appends its findings after those already there and leaves those alone; its
    /// returning `check` gives what it appends, and its triggering examples give some.
    func testRulesAppendTheirFindingsAfterOthers() {
        let context = RuleContext()
        let earlier = Finding(ruleID: "earlier", severity: .info, field: .title, range: 0..<0, message: "kept")
        for type in RuleRegistry.all {
            let description = type.description
            for example in description.examples where example.profile == .current {
                let analyzed = AnalyzedAlert(example.alert, context: context)
                var findings = [earlier]
                type.appendFindings(in: analyzed, context: context, to: &findings)
                XCTAssertEqual(findings.first, earlier, "\(description.id) changed a finding it did not make")
                let appended = Array(findings.dropFirst())
                XCTAssertEqual(
                    type.init().check(analyzed, in: context), appended, "\(description.id) on \(example.alert)")
                XCTAssertTrue(appended.allSatisfy { $0.ruleID == description.id }, "\(description.id)")
                if example.triggers { XCTAssertFalse(appended.isEmpty, "\(description.id) on \(example.alert)") }
            }
        }
    }

    func testCorrectionsProduceTheAfterAndAreIdempotent() {
        for type in RuleRegistry.all {
            let description = type.description
            for correction in description.corrections {
                let linter = linter(for: description, profile: correction.profile)
                let fixed = linter.fix(correction.before, upTo: correction.safety)
                XCTAssertEqual(
                    fixed, correction.after,
                    "\(description.id) [\(correction.profile)] correction of \(correction.before)")
                XCTAssertEqual(
                    linter.fix(fixed, upTo: correction.safety), fixed,
                    "\(description.id): fixing twice changes the text")
            }
        }
    }

    /// Every alert the rules carry, before and after their corrections.
    private var allRuleAlerts: [Alert] {
        RuleRegistry.all.flatMap { type in
            type.description.examples.map(\.alert) + type.description.corrections.flatMap { [$0.before, $0.after] }
        }
    }

    func testNoRuleOffersAFixSaferThanItDeclares() {
        for type in RuleRegistry.all {
            let description = type.description
            for profile in Profile.allCases {
                let linter = linter(for: description, profile: profile)
                for alert in allRuleAlerts {
                    for finding in linter.lint(alert) where finding.ruleID == description.id {
                        for fix in finding.fixes {
                            guard let safest = description.safestFix else {
                                XCTFail("\(description.id) reports only, yet fixes \(alert)")
                                continue
                            }
                            XCTAssertGreaterThanOrEqual(
                                fix.safety, safest, "\(description.id) [\(profile)] on \(alert)")
                        }
                    }
                }
            }
        }
    }

    func testFixAskingOnlyTheRulesThatCanFixEqualsFixingWithEveryRule() {
        for profile in Profile.allCases {
            let linter = Linter(configuration: Configuration(profile: profile))
            for alert in allRuleAlerts {
                for safety in [FixSafety.safe, .suggested] {
                    XCTAssertEqual(
                        linter.fix(alert, upTo: safety), linter.fixing(alert, upTo: safety).alert,
                        "[\(profile), \(safety)] \(alert)")
                }
                XCTAssertEqual(linter.checking(alert, withFixed: true).fixed, linter.fixing(alert).alert, "\(alert)")
            }
        }
    }

    func testRuleIdsAreUnique() {
        var seen: Set<String> = []
        for type in RuleRegistry.all {
            for name in [type.description.id] + type.description.aliases {
                XCTAssertTrue(seen.insert(name).inserted, "duplicate rule id or alias \(name)")
            }
        }
    }
}
