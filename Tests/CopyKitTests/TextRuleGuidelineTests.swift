import Foundation
import XCTest

@testable import CopyKit

/// Every guideline quote of the title and message rules appears verbatim in its edition's text.
final class TextRuleGuidelineTests: XCTestCase {
    private static let editions: [Profile: String] = [
        .current: "000_ac1de388aa093750.txt", .ios7: "001_ef47dc2382f516de.txt", .tvos: "002_7a57d697f51093be.txt",
        .ios2011: "003_17f3d1fafc565684.txt", .iphoneos3: "004_40aa9b36ffc9e667.txt",
    ]
    private static let textRules: Set<String> = [
        "title-generic", "no-error-word", "title-length", "title-case", "title-punctuation", "message-sentence",
        "message-length", "message-redundant", "explains-buttons", "pronouns", "tone-accusatory", "tone-oblique",
    ]

    func testQuotesAreVerbatim() throws {
        let directory = SharedDirectory.path("hig")
        guard FileManager.default.fileExists(atPath: directory) else {
            throw XCTSkip("\(directory) is absent on this machine")
        }
        var texts: [Profile: String] = [:]
        for (profile, file) in Self.editions {
            texts[profile] = try String(contentsOfFile: directory + "/" + file, encoding: .utf8)
        }
        var checked = 0
        for type in RuleRegistry.all where Self.textRules.contains(type.description.id) {
            for quote in type.description.guidelines {
                let text = try XCTUnwrap(texts[quote.profile])
                XCTAssertTrue(
                    text.contains(quote.text), "\(type.description.id) [\(quote.profile)]: not verbatim: \(quote.text)")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 30)
    }

    func testSeverityMapsFollowTheEditions() {
        for type in RuleRegistry.all where Self.textRules.contains(type.description.id) {
            let description = type.description
            for profile in description.severities.keys {
                XCTAssertTrue(
                    description.guidelines.contains { $0.profile == profile },
                    "\(description.id) is on in \(profile) without a quote from that edition")
            }
        }
    }
}
