import XCTest

@testable import CopyKit

/// Names learned from a file must be names: title-style strings and sentence starts are no
/// evidence, common words need strong evidence, and a fix a learned name decides is never safe.
final class NameLearnerTests: XCTestCase {
    func testTitleStyleStringsTeachNoNames() {
        let names = NameLearner.names(in: [
            "Secure Notes", "Open Secure Notes", "Move to Secure Notes", "Open App", "Open the App Settings",
            "Secure Notes Are Locked Until You Open the App",
        ])
        XCTAssertEqual(names, [])
    }

    func testSentenceStartsAfterAnyBreakTeachNoNames() {
        let names = NameLearner.names(in: [
            "Are you sure?\nThis folder will be removed.", "Done! This folder is empty now.",
            "Note: This folder is shared with others.", "Can't move it? This folder is locked by its owner.",
            "Your files are safe\nThis folder is backed up.",
        ])
        XCTAssertEqual(names, [])
    }

    func testACommonWordNeedsThreeStringsAndNoLowerCaseUse() {
        let twice = ["Install the companion App on your phone.", "Keep the companion App open while it syncs."]
        XCTAssertEqual(NameLearner.names(in: twice), [], "two strings are not enough for a common word")
        let thrice = twice + ["Pair the watch with the App to continue."]
        XCTAssertEqual(NameLearner.names(in: thrice), ["App"])
        XCTAssertEqual(
            NameLearner.names(in: thrice + ["Open the app to continue."]), [],
            "a word the file also writes in lower case is no name")
        XCTAssertEqual(
            NameLearner.names(in: ["Ask Zephyr to share the album.", "Your albums stay in sync with Zephyr."]),
            ["Zephyr"],
            "an unknown word needs two strings")
    }

    func testAWordInQuotesIsNotEvidence() {
        let names = NameLearner.names(in: [
            "Tap “Sync With Another Device” on the other device.", "Choose “Sync With Another Device” to pair them.",
        ])
        XCTAssertEqual(names, [])
    }

    func testAFixDecidedByALearnedNameIsSuggested() throws {
        let linter = Linter(learnedNames: ["Secure"])
        let findings = linter.lint(
            Alert(title: "Notes Locked", message: "You can keep secure notes on this iPhone.", buttons: ["OK"]))
        let finding = try XCTUnwrap(findings.first { $0.ruleID == "message-sentence" })
        XCTAssertEqual(finding.fixes.map(\.safety), [.suggested])
        XCTAssertEqual(
            linter.fix(
                Alert(title: "Notes Locked", message: "You can keep secure notes on this iPhone.", buttons: ["OK"])
            )
            .message,
            "You can keep secure notes on this iPhone.", "safe fixes leave it alone")
    }

    func testATwoSentenceTitleKeepsItsSecondSentenceLowerCase() throws {
        let values = [
            "Can't find it?\nThis folder was moved.", "Moved! This folder is in your library now.", "Is this OK?",
        ]
        let names = NameLearner.names(in: values)
        XCTAssertEqual(names, [])
        let linter = Linter(learnedNames: names)
        let alert = Alert(title: "Folder moved. Is this the right place?", buttons: ["OK"])
        XCTAssertEqual(linter.fix(alert).title, "Folder moved. Is this the right place?")
    }
}
