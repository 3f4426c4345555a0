import Foundation
import XCTest

@testable import CopyKit

/// The same alert under two editions: it passes under one and fails under the other, because
/// the editions disagree. Rules that live on another branch are skipped until they are registered.
final class ProfileTests: XCTestCase {
    private static let sharedDirectory = SharedDirectory.url

    private func rules(_ alert: Alert, _ profile: Profile) -> [String: Severity] {
        var fired: [String: Severity] = [:]
        for finding in Linter(configuration: Configuration(profile: profile)).lint(alert) {
            fired[finding.ruleID] = max(fired[finding.ruleID] ?? .info, finding.severity)
        }
        return fired
    }

    private func requireRule(_ id: String) throws {
        guard RuleRegistry.rule(named: id) != nil else {
            throw XCTSkip("rule \(id) is not registered on this branch yet")
        }
    }

    func testTitleCaseCurrentVersusIOS2011() throws {
        try requireRule("title-case")
        let alert = Alert(
            title: "Wi-Fi Is Turned Off", message: "Turn on Wi-Fi to sync with this Mac.", buttons: ["OK"])
        XCTAssertNotNil(rules(alert, .current)["title-case"])
        XCTAssertNil(rules(alert, .ios2011)["title-case"])
    }

    func testButtonOrderCurrentVersusIOS2011() {
        let alert = Alert(title: "Delete this photo?", buttons: ["Cancel", "Delete"])
        XCTAssertNil(rules(alert, .current)["button-order"])
        XCTAssertNotNil(rules(alert, .ios2011)["button-order"])
        let benign = Alert(title: "Join “Chess Club”?", buttons: ["Cancel", "Join"])
        XCTAssertNil(rules(benign, .ios2011)["button-order"])
        XCTAssertNil(rules(benign, .iphoneos3)["button-order"])
    }

    func testPronounsCurrentVersusIOS7() throws {
        try requireRule("pronouns")
        let alert = Alert(title: "Can't Join Game", message: "Your game session has ended.", buttons: ["OK"])
        XCTAssertNil(rules(alert, .current)["pronouns"])
        XCTAssertNotNil(rules(alert, .ios7)["pronouns"])
    }

    func testButtonPronounsCurrentVersusIOS2011() {
        let alert = Alert(title: "Share Location?", buttons: ["Cancel", "Share My Location"])
        XCTAssertNil(rules(alert, .current)["button-pronouns"])
        XCTAssertNil(rules(alert, .iphoneos3)["button-pronouns"])
        XCTAssertEqual(rules(alert, .ios2011)["button-pronouns"], .warning)
    }

    func testButtonCountCurrentVersusIOS7() {
        let alert = Alert(title: "Replace “Notes.txt”?", buttons: ["Keep Both", "Replace", "Cancel"])
        XCTAssertNil(rules(alert, .current)["button-count"])
        XCTAssertNotNil(rules(alert, .ios7)["button-count"])
        XCTAssertNotNil(rules(alert, .tvos)["button-count"])
    }

    func testNoErrorWordSeverities() throws {
        try requireRule("no-error-word")
        let alert = Alert(
            title: "Sync Error", message: "Contacts couldn't be synced with the computer.", buttons: ["OK"])
        XCTAssertEqual(rules(alert, .iphoneos3)["no-error-word"], .warning)
        XCTAssertEqual(rules(alert, .current)["no-error-word"], .info)
    }

    func testYesNoTVOSVersusIPhoneOS3() {
        let alert = Alert(title: "Rent This Movie?", buttons: ["No", "Yes"])
        XCTAssertNotNil(rules(alert, .tvos)["button-yes-no"])
        XCTAssertNil(rules(alert, .iphoneos3)["button-yes-no"])
    }

    func testCancelLabelIsSofterInTheOlderEditions() {
        let alert = Alert(title: "Stop Sharing Location?", buttons: ["Never Mind", "Stop Sharing"])
        XCTAssertEqual(rules(alert, .current)["button-cancel-label"], .warning)
        XCTAssertEqual(rules(alert, .ios2011)["button-cancel-label"], .info)
    }

    func testButtonOrderIsOffInTVOS() {
        let alert = Alert(title: "Remove Apple Watch?", buttons: ["Remove", "Cancel"])
        XCTAssertNotNil(rules(alert, .current)["button-order"])
        XCTAssertNil(rules(alert, .tvos)["button-order"])
    }

    func testAddedCancelFollowsTheEdition() {
        let alert = Alert(title: "Delete All Downloads?", buttons: ["Delete All"])
        let current = Linter(configuration: Configuration(profile: .current)).fix(alert, upTo: .suggested)
        let ios2011 = Linter(configuration: Configuration(profile: .ios2011)).fix(alert, upTo: .suggested)
        XCTAssertEqual(current.buttons.map(\.title), ["Cancel", "Delete All"])
        XCTAssertEqual(ios2011.buttons.map(\.title), ["Delete All", "Cancel"])
    }

    func testProfileFacts() {
        XCTAssertEqual(Profile.current.guidanceVerb, "choose")
        XCTAssertEqual(Profile.ios2011.guidanceVerb, "tap")
        XCTAssertNil(Profile.tvos.guidanceVerb)
        XCTAssertEqual(Profile.current.titleLineLimit, 2)
        XCTAssertEqual(Profile.ios7.titleLineLimit, 1)
    }

    /// Every rule's guideline quotes appear verbatim (whitespace aside) in its edition's text.
    func testGuidelineQuotesAreVerbatim() throws {
        let hig = Self.sharedDirectory.appendingPathComponent("hig")
        guard let readme = try? String(contentsOf: hig.appendingPathComponent("README.md"), encoding: .utf8) else {
            throw XCTSkip("\(hig.path) is absent: the guideline texts are not on this machine")
        }
        var texts: [Profile: String] = [:]
        for line in readme.split(separator: "\n") where line.hasPrefix("| 0") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            // The profile cell reads "`current` (default)" or "`ios7`".
            let name = cells.count >= 3 ? cells[2].split(separator: "`").first.map(String.init) ?? "" : ""
            guard let profile = Profile(rawValue: name) else { continue }
            let text = try String(contentsOf: hig.appendingPathComponent(cells[0]), encoding: .utf8)
            texts[profile] = Self.collapsingWhitespace(text)
        }
        XCTAssertEqual(texts.count, Profile.allCases.count, "hig/README.md maps every profile to a text")
        for type in RuleRegistry.all {
            for quote in type.description.guidelines {
                let text = try XCTUnwrap(texts[quote.profile])
                XCTAssertTrue(
                    text.contains(Self.collapsingWhitespace(quote.text)),
                    "\(type.description.id): not verbatim in \(quote.profile): \(quote.text)")
            }
        }
    }

    private static func collapsingWhitespace(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}
