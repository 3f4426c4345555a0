import XCTest

@testable import CopyKit

/// The action finder and the button rewriter on titles and messages of their own (not the
/// shared examples): which verb an alert asks about, and the button titles built from it.
final class ActionVerbFinderTests: XCTestCase {
    private let finder = ActionVerbFinder(lexicon: .embedded)
    private let rewriter = ButtonRewriter(lexicon: .embedded)

    /// The button title the finder's action gives for a text, or nil when it finds none.
    private func actionTitle(_ text: String) -> String? {
        finder.find(in: AnalyzedText(text)).map(rewriter.actionTitle(for:))
    }

    func testVerbFirstQuestions() {
        XCTAssertEqual(actionTitle("Delete this photo?"), "Delete")
        XCTAssertEqual(actionTitle("Remove Apple Watch?"), "Remove")
        XCTAssertEqual(actionTitle("Reset Home Screen?"), "Reset")
        XCTAssertEqual(actionTitle("Leave the Meeting?"), "Leave")
        XCTAssertEqual(actionTitle("Unsubscribe from “Daily Brief”?"), "Unsubscribe")
        XCTAssertEqual(actionTitle("Delete “Road Trip Mix”?"), "Delete")
        XCTAssertEqual(actionTitle("DELETE THIS PHOTO?"), "Delete")
        XCTAssertEqual(actionTitle("Send $40.00 to Alex Kim?"), "Send")
    }

    func testPhrasalVerbKeepsItsParticle() {
        XCTAssertEqual(actionTitle("Sign Out of Trailhead?"), "Sign Out")
        XCTAssertEqual(actionTitle("Turn on location sharing?"), "Turn On")
        XCTAssertEqual(actionTitle("Back up this iPhone now?"), "Back Up")
        XCTAssertEqual(actionTitle("Are you sure you want to sign out?"), "Sign Out")
        XCTAssertEqual(actionTitle("Are you sure you’d like to log out?"), "Log Out")
    }

    func testALeadingVerbWinsOverALeadInInsideAName() {
        XCTAssertEqual(actionTitle("Allow Pal About to access your contacts?"), "Allow")
        XCTAssertEqual(actionTitle("Are you about to leave the meeting?"), "Leave")
    }

    func testAClosedCompoundBecomesItsPhrasalVerb() {
        XCTAssertEqual(actionTitle("Are you sure you want to logout?"), "Log Out")
        XCTAssertEqual(actionTitle("Do you want to signup for updates?"), "Sign Up")
        XCTAssertEqual(actionTitle("Would you like to setup Face ID now?"), "Set Up")
    }

    func testVerbAfterWantToOrLikeTo() {
        XCTAssertEqual(actionTitle("Do you want to save the changes?"), "Save")
        XCTAssertEqual(actionTitle("Would you like to download the update?"), "Download")
        XCTAssertEqual(actionTitle("Are you sure you want to permanently erase the items in the Trash?"), "Erase")
        XCTAssertEqual(actionTitle("You’re about to delete 3 photos."), "Delete")
        // After "want to" the word is a verb even when the lexicon does not know it.
        XCTAssertEqual(actionTitle("Do you want to frobnicate the widget?"), "Frobnicate")
    }

    func testVerbsUnclearAloneKeepTheirObject() {
        XCTAssertEqual(actionTitle("Do you want to empty the trash?"), "Empty Trash")
        XCTAssertEqual(actionTitle("Stop Sharing Location?"), "Stop Sharing")
        XCTAssertEqual(actionTitle("End the call?"), "End Call")
    }

    func testQuantifiersAndAgainStay() {
        XCTAssertEqual(actionTitle("Delete All Reminders?"), "Delete All")
        XCTAssertEqual(actionTitle("Keep both versions?"), "Keep Both")
        XCTAssertEqual(actionTitle("Try again?"), "Try Again")
    }

    func testAPluralObjectIsNotAHeadlineVerb() {
        XCTAssertEqual(actionTitle("Save changes before closing?"), "Save")
        XCTAssertEqual(actionTitle("Delete Files?"), "Delete")
    }

    func testPassiveAndWillSentencesInMessages() {
        XCTAssertEqual(actionTitle("Your workouts and badges will be permanently deleted."), "Delete")
        XCTAssertEqual(actionTitle("It will also be removed from shared albums."), "Remove")
        XCTAssertEqual(actionTitle("This will erase all content and settings."), "Erase All")
    }

    func testNoActionInHeadlinesAndStatements() {
        XCTAssertNil(actionTitle("Download Failed"))
        XCTAssertNil(actionTitle("Image Saved"))
        XCTAssertNil(actionTitle("Subscription Renewed"))
        XCTAssertNil(actionTitle("Are you sure?"))
        XCTAssertNil(actionTitle("Update Is Available"))
        XCTAssertNil(actionTitle("Your data won't be deleted."))
        XCTAssertNil(actionTitle("The money usually arrives within minutes."))
        XCTAssertNil(actionTitle("Make sure the printer is on."))
    }

    func testRangeCoversVerbAndParticle() throws {
        let text = AnalyzedText("Sign Out of Trailhead?")
        let action = try XCTUnwrap(finder.find(in: text))
        XCTAssertEqual(action.lemma, "sign")
        XCTAssertEqual(action.particle, "out")
        XCTAssertEqual(text.string(action.range), "Sign Out")
    }

    func testAlertLooksAtTheTitleThenTheMessage() {
        let context = RuleContext()
        let fromMessage = AnalyzedAlert(
            Alert(title: "Are You Sure?", message: "This will delete the recording.", buttons: ["No", "Yes"]),
            context: context)
        XCTAssertEqual(finder.find(in: fromMessage).map(rewriter.actionTitle(for:)), "Delete")
        let fromTitle = AnalyzedAlert(
            Alert(title: "Remove Download?", message: "This will delete the recording.", buttons: ["No", "Yes"]),
            context: context)
        XCTAssertEqual(finder.find(in: fromTitle).map(rewriter.actionTitle(for:)), "Remove")
    }

    func testRefusalTitles() throws {
        let save = try XCTUnwrap(finder.find(in: AnalyzedText("Save This Workout?")))
        XCTAssertTrue(rewriter.refusalIsAnOutcome(save))
        XCTAssertEqual(rewriter.refusalTitle(for: save), "Don't Save")
        XCTAssertEqual(rewriter.refusalTitle(for: save, apostrophe: "\u{2019}"), "Don\u{2019}t Save")
        let delete = try XCTUnwrap(finder.find(in: AnalyzedText("Delete this photo?")))
        XCTAssertFalse(rewriter.refusalIsAnOutcome(delete))
    }

    func testCapitalizingKeepsNamesAndCapitals() {
        XCTAssertEqual(rewriter.capitalized("delete"), "Delete")
        XCTAssertEqual(rewriter.capitalized("icloud"), "iCloud")
        XCTAssertEqual(rewriter.capitalized("PIN"), "PIN")
        XCTAssertEqual(rewriter.capitalized("3d"), "3d")
        XCTAssertEqual(rewriter.capitalized("émigré"), "Émigré")
        XCTAssertEqual(rewriter.capitalized(""), "")
        let signOut = ActionVerb(lemma: "sign", particle: "out", complement: ["Trash"], range: 0..<4)
        XCTAssertEqual(rewriter.actionTitle(for: signOut), "Sign Out Trash")
    }

    func testTheRefusalApostropheFollowsTheAlertsTypography() {
        XCTAssertEqual(ButtonSemantics.apostrophe(of: Alert(title: "Save “Notes”?", buttons: ["Yes"])), "\u{2019}")
        XCTAssertEqual(
            ButtonSemantics.apostrophe(of: Alert(title: "Save?", message: "It\u{2019}s new.", buttons: ["Yes"])),
            "\u{2019}")
        XCTAssertEqual(
            ButtonSemantics.apostrophe(of: Alert(title: "Save?", message: "It's new.", buttons: ["Yes"])), "'")
        XCTAssertEqual(ButtonSemantics.apostrophe(of: Alert(title: "Save ‘Notes?", buttons: ["Yes"])), "'", "‘ alone")
    }

    func testRemovingPossessives() {
        func rewrite(_ title: String) -> String {
            TextEditApplier.apply(rewriter.removingPossessives(from: AnalyzedText(title)), to: title)
        }
        XCTAssertEqual(rewrite("Share My Location"), "Share Location")
        XCTAssertEqual(rewrite("Delete Your Account"), "Delete Account")
        XCTAssertEqual(rewrite("Remind Me Later"), "Remind Me Later")
        XCTAssertEqual(rewrite("Open My"), "Open My")
    }
}
