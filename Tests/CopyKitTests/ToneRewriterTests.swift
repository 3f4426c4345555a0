import XCTest

@testable import CopyKit

/// The phrase tables behind pronouns and tone-accusatory, and the interjection, "!" and
/// button-explanation rewrites, checked through the rules' fixes.
final class ToneRewriterTests: XCTestCase {
    private func rewrite(_ text: String, table: String, profile: Profile = .current) -> String {
        let context = RuleContext(profile: profile)
        let analyzed = AnalyzedText(text, tokenizer: context.tokenizer)
        let edits = PhraseRewriter(table: table, context: context).matches(in: analyzed).compactMap { match in
            match.replacement.map { TextEdit(range: match.range, replacement: $0) }
        }
        return TextEditApplier.apply(edits, to: text)
    }

    private func fixed(_ alert: Alert, rule: String, profile: Profile = .current) -> Alert {
        Linter(configuration: Configuration(profile: profile, select: [rule])).fix(alert, upTo: .suggested)
    }

    func testPronounTable() {
        let table = "pronoun-rewrites"
        XCTAssertEqual(rewrite("Your game session has ended.", table: table), "The game session has ended.")
        XCTAssertEqual(rewrite("Check your network connection.", table: table), "Check the network connection.")
        XCTAssertEqual(rewrite("Are you sure you want to delete this playlist?", table: table), "Delete this playlist?")
        XCTAssertEqual(rewrite("Do you want to save the changes?", table: table), "Save the changes?")
        XCTAssertEqual(rewrite("Would you like to turn on backups?", table: table), "Turn on backups?")
        XCTAssertEqual(rewrite("You can't undo this action.", table: table), "This action can't be undone.")
        XCTAssertEqual(rewrite("You can’t undo this action.", table: table), "This action can’t be undone.")
        XCTAssertEqual(
            rewrite("You can rent this movie again from the store.", table: table),
            "This movie can be rented again from the store.")
        XCTAssertEqual(rewrite("Update your own settings.", table: table), "Update your own settings.")
        XCTAssertEqual(
            rewrite("You don't have enough storage to download this video.", table: table),
            "There isn't enough storage to download this video.")
        // No verb in the slot, an adverb after the object, "must be": no rewrite that reads wrong.
        XCTAssertEqual(rewrite("You can only select 10 photos.", table: table), "You can only select 10 photos.")
        XCTAssertEqual(
            rewrite("You can change this later in Settings.", table: table), "This can be changed later in Settings.")
        XCTAssertEqual(
            rewrite("You must be signed in to post comments.", table: table), "You must be signed in to post comments.")
        XCTAssertEqual(
            rewrite("You must restart your device to finish.", table: table), "Restart your device to finish.")
        XCTAssertEqual(rewrite("Check your email.", table: table), "Check your email.")
        XCTAssertEqual(rewrite("Enter your email address.", table: table), "Enter the email address.")
    }

    func testPronounsInsideNamesAreKept() {
        let alert = Alert(title: "Turn Off Find My iPhone?", message: "My Photo Stream is off.", buttons: ["OK"])
        let findings = Linter(configuration: Configuration(profile: .ios7, select: ["pronouns"])).lint(alert)
        XCTAssertEqual(findings, [])
        let lowered = Alert(title: "Couldn't Sync", message: "Find my keys in my bag.", buttons: ["OK"])
        XCTAssertEqual(fixed(lowered, rule: "pronouns", profile: .ios7).message, "Find the keys in the bag.")
    }

    func testAccusatoryTable() {
        let table = "tone-accusatory"
        XCTAssertEqual(rewrite("You entered an invalid code.", table: table), "The code isn't valid.")
        XCTAssertEqual(rewrite("You entered an invalid password.", table: table), "The password is incorrect.")
        XCTAssertEqual(rewrite("You entered the wrong PIN.", table: table), "The PIN is incorrect.")
        XCTAssertEqual(
            rewrite("Moving a folder into itself is illegal.", table: table),
            "Moving a folder into itself isn't allowed.")
        XCTAssertEqual(
            rewrite("The name contains illegal characters.", table: table), "The name contains unsupported characters.")
        XCTAssertEqual(
            rewrite("The photo has a bad file format.", table: table), "The photo has an unsupported file format.")
        XCTAssertEqual(rewrite("Wrong Password", table: table), "Incorrect Password")
        // Reported without a rewrite: "You didn't enter the correct code 5 times" would change the meaning.
        XCTAssertEqual(
            rewrite("You failed to enter the correct code 5 times.", table: table),
            "You failed to enter the correct code 5 times.")
        XCTAssertEqual(rewrite("Something went wrong.", table: table), "Something went wrong.")
        // A clause rewrite needs the end of the sentence; idioms that blame no one stay.
        XCTAssertEqual(
            rewrite("You entered the wrong passcode too many times.", table: table),
            "You entered the incorrect passcode too many times.")
        XCTAssertEqual(
            rewrite("Something is wrong with the connection.", table: table), "Something is wrong with the connection.")
        XCTAssertEqual(rewrite("You have entered an invalid passcode.", table: table), "The passcode is incorrect.")
        XCTAssertEqual(
            rewrite("The email address you entered is invalid.", table: table), "The email address isn't valid.")
    }

    func testReportOnlyAndExceptionEntries() {
        let context = RuleContext()
        let rewriter = PhraseRewriter(table: "tone-accusatory", context: context)
        let reportOnly = rewriter.matches(in: AnalyzedText("It was your fault."))
        XCTAssertEqual(reportOnly.count, 1)
        XCTAssertNil(reportOnly.first?.replacement)
        XCTAssertTrue(rewriter.matches(in: AnalyzedText("Something went wrong.")).isEmpty)
    }

    func testATableOfAUserLexiconIsCompiledForThatLexicon() {
        // Words the lexicon does not know ("zorked", "frobs"), a user list, a capture named twice.
        let lexicon = Lexicon.embedded.adding([
            "tone-accusatory": [
                "you zorked the {np} {end} => the {np} got zorked",
                "{gizmos} frobs {gizmos} => {gizmos} frobbed",
            ],
            "gizmos": ["widget", "sprocket"],
        ])
        let custom = RuleContext(lexicon: lexicon)
        let rewriter = PhraseRewriter(table: "tone-accusatory", context: custom)
        let zorked = rewriter.matches(in: AnalyzedText("You zorked the sync setting."))
        XCTAssertEqual(zorked.map(\.replacement), ["The sync setting got zorked"])
        XCTAssertEqual(zorked.map(\.original), ["You zorked the sync setting"])
        // The later capture of a slot named twice fills the replacement.
        XCTAssertEqual(
            rewriter.matches(in: AnalyzedText("A widget frobs sprocket.")).map(\.replacement), ["sprocket frobbed"])
        XCTAssertTrue(rewriter.matches(in: AnalyzedText("You zorked the sync setting, sadly.")).isEmpty)
        // The embedded lexicon's table has none of these entries, and still its own.
        let embedded = PhraseRewriter(table: "tone-accusatory", context: RuleContext())
        XCTAssertTrue(embedded.matches(in: AnalyzedText("You zorked the sync setting.")).isEmpty)
        XCTAssertEqual(
            embedded.matches(in: AnalyzedText("Wrong password")).map(\.replacement), ["Incorrect password"])
    }

    func testInterjectionsAreRemovedAndTheNextWordCapitalized() {
        let rule = "tone-oblique"
        XCTAssertEqual(
            fixed(Alert(title: "Can't Save", message: "Uh-oh, the disk is full."), rule: rule).message,
            "The disk is full.")
        XCTAssertEqual(
            fixed(Alert(title: "Can't Save", message: "Unfortunately, the disk is full."), rule: rule).message,
            "The disk is full.")
        XCTAssertEqual(
            fixed(Alert(title: "Can't Save", message: "We're sorry, but the page can't be found."), rule: rule).message,
            "The page can't be found.")
        XCTAssertEqual(
            fixed(Alert(title: "Can't Save", message: "The disk is full. Sorry!"), rule: rule).message,
            "The disk is full.")
        XCTAssertEqual(
            fixed(Alert(title: "Can't Save", message: "The file, unfortunately, is locked."), rule: rule).message,
            "The file is locked.")
        XCTAssertEqual(
            fixed(Alert(title: "Oops! Can't Save", message: "The disk is full."), rule: rule).title, "Can't Save")
    }

    func testExclamationMarks() {
        let rule = "tone-oblique"
        XCTAssertEqual(fixed(Alert(title: "Saved", message: "All done!"), rule: rule).message, "All done.")
        XCTAssertEqual(fixed(Alert(title: "Saved", message: "Really?!"), rule: rule).message, "Really?")
        XCTAssertEqual(fixed(Alert(title: "Backup Complete!"), rule: rule).title, "Backup Complete")
        XCTAssertEqual(fixed(Alert(title: "The backup is complete!"), rule: rule).title, "The backup is complete.")
        let linter = Linter(configuration: Configuration(select: [rule]))
        let buttonFindings = linter.lint(Alert(title: "Saved", buttons: ["OK!"]))
        XCTAssertEqual(buttonFindings.map(\.field), [.button(0)])
        XCTAssertTrue(buttonFindings[0].fixes.isEmpty, "button-punctuation fixes the button")
    }

    func testInterjectionsAndMarksAreFoundInEitherOrder() {
        let linter = Linter(configuration: Configuration(select: ["tone-oblique"]))
        for message in ["Done! Sorry, the disk is full.", "Sorry, the disk is full. Done!"] {
            let messages = linter.lint(Alert(title: "Can't Save", message: message)).map(\.message)
            XCTAssertEqual(messages.filter { $0.hasPrefix("“Sorry” makes") }.count, 1, message)
            XCTAssertEqual(messages.filter { $0.hasPrefix("“!” makes") }.count, 1, message)
        }
    }

    func testGuidanceAlternativeUsesTheProfileVerbAndTheExactTitle() {
        let alert = Alert(
            title: "Couldn't Connect to Speaker",
            message: "The speaker is out of range. Select “Connect” to try pairing again.",
            buttons: ["Cancel", "Connect"])
        func alternatives(_ profile: Profile) -> [Fix] {
            Linter(configuration: Configuration(profile: profile, select: ["explains-buttons"])).lint(alert).first?
                .fixes
                ?? []
        }
        let current = alternatives(.current)
        XCTAssertEqual(current.count, 2)
        XCTAssertEqual(
            current.last?.change, .replacement("The speaker is out of range. Choose Connect to try pairing again."))
        XCTAssertEqual(
            alternatives(.ios2011).last?.change,
            .replacement("The speaker is out of range. Tap Connect to try pairing again."))
        XCTAssertEqual(alternatives(.tvos).count, 1, "tvOS names no verb: only removal")
        let plain = Linter(configuration: Configuration(select: ["explains-buttons"])).lint(
            Alert(
                title: "Upload Failed", message: "The server is busy. Tap the Retry button to try again.",
                buttons: ["Retry"]))
        XCTAssertEqual(
            plain.first?.fixes.last?.change,
            .edits([TextEdit(range: 20..<40, replacement: "Choose Retry")]))
    }

    func testRemovalKeepsFormatSpecifiers() {
        let linter = Linter(configuration: Configuration(select: ["explains-buttons"]))
        let alert = Alert(title: "Export Finished", message: "The file was saved. Tap OK to open %@.", buttons: ["OK"])
        let findings = linter.lint(alert)
        XCTAssertEqual(findings.count, 1)
        XCTAssertFalse(
            findings[0].fixes.contains { if case .replacement(nil) = $0.change { return true } else { return false } })
        XCTAssertEqual(FixApplier.protectedSpans(of: linter.fix(alert, upTo: .suggested).message ?? ""), ["%@"])
    }
}
