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

    /// Strings read in several runs give what one run gives: a name in two strings of different
    /// runs is learned, a lower-case use in a later run still rules a word out, and a name keeps
    /// the spelling it was first written with (precomposed or not).
    func testEvidenceIsTheSameAcrossRuns() {
        let filler = (0..<700).map { "Copy number \($0) of the report is ready to share." }
        let decomposed = "Zoe\u{308}"
        var values = ["Share the album with \(decomposed) before the trip ends."] + filler
        values += ["Ask Zoë to review the album before you leave.", "Move the photos to Trailhead before you leave."]
        values += filler + ["Open the map in Trailhead when you arrive.", "Send the album to Pocket for later."]
        values += ["The pocket of your jacket holds the key."]
        if ConcurrentMapping.cores > 1 { XCTAssertGreaterThan(ConcurrentMapping.runs(of: values.count).count, 1) }
        let names = NameLearner.names(in: values)
        XCTAssertEqual(names, ["Trailhead", decomposed])
        XCTAssertEqual(
            names.first { $0 != "Trailhead" }.map { Array($0.unicodeScalars) }, Array(decomposed.unicodeScalars))
    }
}
