import XCTest

@testable import CopyKit

/// Over varied drafts and every profile: fixing is idempotent, keeps format specifiers and
/// placeholders, and no edit of a text rule reaches into an opaque span.
final class TextRulesSafetyTests: XCTestCase {
    private static let drafts: [Alert] = [
        Alert(title: "error", message: "the file %@ couldn't be saved because the disk is full", buttons: ["ok"]),
        Alert(
            title: "Oops!", message: "Sorry, %d items couldn't be synced. Tap Retry to try again!", buttons: ["Retry"]),
        Alert(title: "Warning", message: "You entered an invalid code for {product}.", buttons: ["OK"]),
        Alert(title: "Delete “%@”?", message: "You can't undo this action.", buttons: ["Cancel", "Delete"]),
        Alert(title: "Battery Low.", message: "Only 10%% of the battery is left", buttons: ["OK"]),
        Alert(title: "Visit Our Website", message: "See https://example.com/help", buttons: ["OK"]),
        Alert(title: "Are you sure you want to remove %1$@ from %2$@?", buttons: ["Cancel", "Remove"]),
        Alert(title: "Sync Error", message: "%#@items@ couldn't be synced with the computer.", buttons: ["OK"]),
        Alert(title: "Your Photos Were Uploaded!", message: "Your photos are now in “Family Album”.", buttons: ["OK"]),
        Alert(title: "Press “OK” to Continue", message: "Press “OK” to continue.", buttons: ["OK"]),
        Alert(title: "Wrong Password", message: "You entered the wrong password for ${account}.", buttons: ["OK"]),
        Alert(
            title: "Unable to connect:", message: "Unfortunately, the server at mail.example.com isn't responding.",
            buttons: ["OK"]),
        Alert(title: "THE DOWNLOAD FAILED", message: "CHECK THE NETWORK CONNECTION.", buttons: ["OK"]),
        Alert(title: "Whoops", message: "We couldn't open “Report.pdf”. Click Cancel to go back.", buttons: ["Cancel"]),
        Alert(title: "Subscription Renewed", message: "Your subscription has been renewed.", buttons: ["OK"]),
        Alert(
            title: "New Message from %@", message: "%@ sent you a message. Tap View to read it.",
            buttons: ["Close", "View"]),
        Alert(message: "the item was moved to the trash"),
        Alert(title: "Storage Full…", message: "Free up space…", buttons: ["OK"]),
        Alert(title: "All done :)", message: "This video can't be played on your device :(", buttons: ["OK ;)"]),
    ]

    func testFixesLeaveEmoticonsAndTimesAsWritten() {
        // No stray-whitespace fix joins an emoticon to the word before it ("device:("), and no
        // ending punctuation is added after one ("device :(.").
        let linter = Linter()
        let fixed = linter.fix(
            Alert(title: "Can't Play Video", message: "This video can't be played on your device :(", buttons: ["OK"]),
            upTo: .suggested)
        XCTAssertEqual(fixed.message, "This video can't be played on your device :(")
        XCTAssertEqual(
            linter.fix(Alert(title: "Saved", message: "Your changes were saved :-)"), upTo: .suggested).message,
            "Your changes were saved :-)")
        // A time's "p.m." ends no sentence: the word after it is not capitalized.
        XCTAssertEqual(
            linter.fix(Alert(title: "Reminder Set", message: "We'll remind you at 5 p.m. tomorrow."), upTo: .suggested)
                .message, "We'll remind you at 5 p.m. tomorrow.")
        // A space before a colon that starts no emoticon is still stray.
        XCTAssertEqual(
            linter.fix(Alert(title: "Low Battery", message: "Time left : 5 minutes."), upTo: .safe).message,
            "Time left: 5 minutes.")
    }

    func testFixingIsIdempotentAndKeepsProtectedSpans() {
        for profile in Profile.allCases {
            let linter = Linter(configuration: Configuration(profile: profile))
            for draft in Self.drafts {
                for safety in [FixSafety.safe, .suggested] {
                    let fixed = linter.fix(draft, upTo: safety)
                    XCTAssertEqual(
                        linter.fix(fixed, upTo: safety), fixed, "[\(profile) \(safety)] not idempotent: \(draft)")
                    for field in [AlertField.title, .message] {
                        guard let after = fixed.text(of: field) else { continue }
                        XCTAssertEqual(
                            FixApplier.protectedSpans(of: after),
                            FixApplier.protectedSpans(of: draft.text(of: field) ?? ""),
                            "[\(profile)] \(field) lost a specifier: \(draft) → \(fixed)")
                    }
                }
            }
        }
    }

    func testEditsStayOutOfOpaqueSpans() {
        let textRules: Set<String> = [
            "title-generic", "no-error-word", "title-length", "title-case", "title-punctuation", "message-sentence",
            "message-length", "message-redundant", "explains-buttons", "pronouns", "tone-accusatory", "tone-oblique",
        ]
        for profile in Profile.allCases {
            let linter = Linter(configuration: Configuration(profile: profile))
            for draft in Self.drafts {
                for finding in linter.lint(draft) where textRules.contains(finding.ruleID) {
                    for fix in finding.fixes {
                        guard case .edits(let edits) = fix.change, let text = draft.text(of: fix.field) else {
                            continue
                        }
                        let opaque = AnalyzedText(text).tokens.filter(\.isOpaque)
                        for edit in edits {
                            XCTAssertFalse(
                                opaque.contains { $0.range.overlaps(edit.range) },
                                "\(finding.ruleID) [\(profile)] edits an opaque span of “\(text)”")
                        }
                    }
                }
            }
        }
    }
}
