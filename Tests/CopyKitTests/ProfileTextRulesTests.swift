import XCTest

@testable import CopyKit

/// The same alert judged under different editions: pairs that pass under one profile and fail
/// under another, and the severities each edition gives.
final class ProfileTextRulesTests: XCTestCase {
    private func fires(_ rule: String, _ alert: Alert, _ profile: Profile, platform: Platform = .ios) -> Bool {
        Linter(configuration: Configuration(profile: profile, platform: platform)).lint(alert).contains {
            $0.ruleID == rule
        }
    }

    private func severity(_ rule: String, _ alert: Alert, _ profile: Profile) -> Severity? {
        Linter(configuration: Configuration(profile: profile)).lint(alert).first { $0.ruleID == rule }?.severity
    }

    func testSingleSentenceTitleIsTitleCaseOnlyIn2011() {
        let alert = Alert(title: "Wi-Fi Is Turned Off", buttons: ["OK"])
        XCTAssertTrue(fires("title-case", alert, .current))
        XCTAssertTrue(fires("title-punctuation", alert, .current))
        XCTAssertTrue(fires("title-case", alert, .ios7))
        XCTAssertFalse(fires("title-case", alert, .ios2011))
        XCTAssertFalse(fires("title-punctuation", alert, .ios2011))
        XCTAssertFalse(fires("title-case", alert, .iphoneos3))
    }

    func testQuestionTitleIsSentenceCaseIn2011AndTitleCaseInCurrent() {
        let titleCased = Alert(title: "Delete All Reminders?", buttons: ["Cancel", "Delete"])
        let sentenceCased = Alert(title: "Delete all reminders?", buttons: ["Cancel", "Delete"])
        XCTAssertFalse(fires("title-case", titleCased, .current))
        XCTAssertTrue(fires("title-case", titleCased, .ios2011))
        XCTAssertTrue(fires("title-case", sentenceCased, .current))
        XCTAssertFalse(fires("title-case", sentenceCased, .ios2011))
    }

    func testPronounsOnlyInEditionsThatAskForIt() {
        let alert = Alert(title: "Can't Join Game", message: "Your game session has ended.", buttons: ["OK"])
        XCTAssertFalse(fires("pronouns", alert, .current))
        XCTAssertTrue(fires("pronouns", alert, .ios7))
        XCTAssertTrue(fires("pronouns", alert, .tvos))
        XCTAssertTrue(fires("pronouns", alert, .ios2011))
        XCTAssertFalse(fires("pronouns", alert, .iphoneos3))
    }

    func testTitleLineLimitPerEdition() {
        let alert = Alert(title: "Are you sure you want to delete this playlist?", buttons: ["Cancel", "Delete"])
        XCTAssertFalse(fires("title-length", alert, .current))
        XCTAssertTrue(fires("title-length", alert, .ios7))
        XCTAssertTrue(fires("title-length", alert, .ios2011))
        XCTAssertEqual(severity("title-length", alert, .ios7), .info)
        let long = Alert(
            title:
                "Unable to Share 48 Photos, 6 Videos, and 2 Documents with the Members of the Hiking Club Shared Album")
        XCTAssertEqual(severity("title-length", long, .current), .warning)
    }

    func testWidthDependsOnThePlatform() {
        let alert = Alert(title: "Couldn't Finish Exporting the Photo Library", buttons: ["OK"])
        XCTAssertTrue(fires("title-length", alert, .ios7, platform: .watchos))
        XCTAssertFalse(fires("title-length", alert, .ios7, platform: .tvos))
        let width = AlertWidth(platform: .ios)
        XCTAssertEqual(width.lineCount(of: AnalyzedText("Delete Recording?"), style: .title), 1)
        XCTAssertEqual(width.lineCount(of: AnalyzedText("Line one\nline two\nline three"), style: .message), 3)
    }

    func testErrorWordIsAWarningOnlyInIPhoneOS3() {
        let alert = Alert(
            title: "Sync Error", message: "Contacts couldn't be synced with the computer.", buttons: ["OK"])
        XCTAssertEqual(severity("no-error-word", alert, .iphoneos3), .warning)
        XCTAssertEqual(severity("no-error-word", alert, .current), .info)
        let fixedInIPhoneOS3 = Linter(configuration: Configuration(profile: .iphoneos3)).fix(alert, upTo: .suggested)
        XCTAssertNil(fixedInIPhoneOS3.title, "iphoneos3 allows a message without a title")
        let fixedInCurrent = Linter(configuration: Configuration(select: ["no-error-word"])).fix(
            alert, upTo: .suggested)
        XCTAssertEqual(fixedInCurrent.title, "Couldn't Sync Contacts with the Computer")
    }

    func testGuidanceVerbDiffersBetweenEditions() {
        let alert = Alert(title: "Upload Failed", message: "Tap Retry to try again.", buttons: ["Cancel", "Retry"])
        XCTAssertTrue(fires("explains-buttons", alert, .current))
        XCTAssertTrue(fires("explains-buttons", alert, .ios2011))
        XCTAssertFalse(fires("explains-buttons", alert, .iphoneos3))
    }

    func testStyleRulesAreOffInIPhoneOS3() {
        let alert = Alert(title: "printer not responding.", message: "the printer is off", buttons: ["OK"])
        for rule in ["title-case", "title-punctuation", "message-sentence", "tone-oblique", "tone-accusatory"] {
            XCTAssertFalse(fires(rule, alert, .iphoneos3), rule)
        }
        XCTAssertTrue(fires("title-case", alert, .current))
        XCTAssertTrue(fires("message-sentence", alert, .current))
    }

    func testSafeFixesDependOnClassifierConfidence() {
        let linter = Linter(configuration: Configuration(select: ["title-case", "title-punctuation"]))
        let fixed = linter.fix(Alert(title: "The Document Couldn't Be Opened", buttons: ["OK"]), upTo: .safe)
        XCTAssertEqual(fixed.title, "The document couldn't be opened.")
    }

    func testNamesSurviveSentenceCase() {
        let linter = Linter(configuration: Configuration(select: ["message-sentence"]))
        let alert = Alert(title: "Can't Share", message: "Ask Alex Kim to share the album with Jo again.")
        XCTAssertTrue(linter.lint(alert).isEmpty)
    }

    func testHeadlinesAndVerbFirstQuestionsAreFragments() {
        for title in ["Image Saved", "New Replies to Your Post", "Save Changes?", "Discard Changes?"] {
            let alert = Alert(title: title, buttons: ["OK"])
            XCTAssertFalse(fires("title-case", alert, .current), title)
            XCTAssertFalse(fires("title-case", alert, .ios7), title)
            XCTAssertFalse(fires("title-punctuation", alert, .current), title)
        }
        XCTAssertTrue(fires("title-case", Alert(title: "Save changes?"), .current))
        XCTAssertFalse(fires("title-case", Alert(title: "Save changes?"), .ios2011))
    }

    func testMixedCaseSentenceTitleIsSentenceCased() {
        let fixed = Linter(configuration: Configuration(select: ["title-case", "title-punctuation"])).fix(
            Alert(title: "Face ID is Not Available"), upTo: .suggested)
        XCTAssertEqual(fixed.title, "Face ID is not available.")
    }
}
