import Foundation
import XCTest

@testable import CopyKit

/// The checks that pass a text plainly in sentence case or title case without building its
/// word slots (``PlainCasing``) pass only texts that word-by-word casing leaves as they are.
final class PlainCasingTests: XCTestCase {
    private let caser = RuleContext().sentenceCaser
    private let titleCaser = RuleContext().titleCaser

    /// Texts near every condition of the check: names, multi-word names (also across a line
    /// break), acronyms, "I", possessives, hyphens, dotted abbreviations, joined acronyms,
    /// opaque spans, typographic apostrophes, capitals after a sentence's first word.
    private let tricky = [
        "It will also be uploaded on your other devices.", "The file couldn't be saved.",
        "The file couldn’t be saved.", "It’s full.", "You'll lose your changes.", "i think so.", "I think so.",
        "Ask i’m here.", "Sign in with your apple id.", "Sign in with your Apple ID.", "Turn on find my.",
        "Open settings\nto find my iphone.", "Go to the home screen.", "Use low power mode.", "Use a wifi network.",
        "Your iphone is full.", "Your iphone's storage is full.", "The user's file is open.", "Check the url.",
        "Use the api key.", "See e.g. the notes.", "Call at&t now.", "It's a q&a.", "Sign-in failed.",
        "The sign-in failed.", "%@ is ready.", "Ready: %@'s file.", "Send $40.00 to alex.", "Send $40.00 to Alex.",
        "Tap OK to continue.", "tap ok to continue.", "Downloaded Maps Will Be Removed.", "TURN ON BLUETOOTH.",
        "3rd attempt failed.", "'til tomorrow.", "Écouter la musique.", "Le café est fermé.", "A. Appleseed called.",
        "Mr. Smith called.", "The notes.txt file is open.", "Save \"Report\" first?", "Delete this photo?",
        "The photo will be deleted. This can't be undone.", "One.\nTwo three.", "", "   ", "...", "%@",
        "Open the App Store.", "Open the app store.", "Use the mac app.", "Use touch id or face id.",
        "Couldn't Save the File", "Couldn’t Save the File", "Sign In to Continue", "Sign in to Continue",
        "Turn On Bluetooth", "Turn on Bluetooth", "Log Out of Your Account", "Back Up Now", "Back up Now",
        "Step-by-Step Guide", "What Is This?", "What is This?", "Save: a Draft", "Save: A Draft", "Go To Settings",
        "Go to Settings", "Apple ID Required", "Find My iPhone", "Find My Phone", "Delete This Photo?",
        "Upload This Album?", "One for All", "All for One", "Nothing to Sign In", "Nothing to Sign in",
        "Sign In. Or Not", "Done. And Then", "Done. and Then", "Ready for the", "Ready for The",
        "It's larger than 25 MB.", "It's Larger Than 25 MB", "Tap Ok to continue.", "Tap OK to Continue", "OK",
        "Ok", "TAP OK", "OK. Try again.", "Enter your PIN.", "Enter Your PIN", "Enter your pin.", "Open the PDFs.",
        "Check Your URL", "Your Mac's disk is full.", "Your mac's disk is full.", "Open Maps's settings.",
        "Your iPhone's storage is full.", "It’s larger than 25 MB.", "Sign In to Your Apple ID's Account",
        "Couldn't Sync with iCloud", "Couldn't Sync with Icloud", "Couldn't Sync with ICLOUD", "iCloud Is Full",
        "Icloud Is Full", "Your iCloud storage is full.", "Your Icloud storage is full.", "iCloud is full.",
        "Open iCloud Drive", "Open icloud drive.", "Sync With iPhone", "Open Maps", "Open maps.",
        "Couldn't Delete Calendar", "Couldn't Delete calendar", "Your photos will be synced.", "Photos are syncing.",
        "Open the Photos app.", "Sync Your Notes", "MAPS Is Open", "Open maps's settings.", "Share With Messages",
    ]

    private func texts() throws -> [String] {
        var texts = tricky
        for row in try RealisticAlertsTests.cases() {
            for alert in [row.input, row.fixed] {
                texts += [alert.title, alert.message].compactMap { $0 } + alert.buttons.map(\.title)
            }
        }
        let examples = SharedDirectory.path("examples/alerts.jsonl")
        if let contents = try? String(contentsOfFile: examples, encoding: .utf8) {
            for line in contents.split(separator: "\n") {
                guard let row = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                    continue
                }
                for value in row.values {
                    guard let alert = value as? [String: Any] else { continue }
                    texts += [alert["title"], alert["message"]].compactMap { $0 as? String }
                }
            }
        }
        return texts
    }

    func testAPlainTextIsOneWordByWordCasingLeavesAsItIs() throws {
        var plainSentences = 0
        var plainTitles = 0
        for string in try texts() {
            let text = AnalyzedText(string)
            if caser.isPlainlyInSentenceCase(text) {
                plainSentences += 1
                XCTAssertEqual(caser.wordByWordCasingEdits(for: text).map(\.edit), [], string)
            }
            if titleCaser.isPlainlyInTitleCase(text) {
                plainTitles += 1
                XCTAssertEqual(titleCaser.wordByWordEdits(for: text), [], string)
            }
        }
        XCTAssertGreaterThan(plainSentences, 20, "the check passes the plain sentences among the samples")
        XCTAssertGreaterThan(plainTitles, 20, "the check passes the plain titles among the samples")
    }

    func testTheCheckPassesPlainTitlesAndNotWordsCasedByRule() {
        for string in [
            "Couldn't Save the File", "Sign In to Continue", "Log Out of Your Account", "What Is This?",
            "Tap OK to Continue", "It's Larger Than 25 MB", "Couldn't Sync with iCloud", "iCloud Is Full",
            "Couldn't Delete Calendar",
        ] {
            XCTAssertTrue(titleCaser.isPlainlyInTitleCase(AnalyzedText(string)), string)
        }
        for string in [
            "Couldn’t Save the File", "Sign in to Continue", "Back up Now", "Step-by-Step Guide", "Save: a Draft",
            "Go To Settings", "Apple ID Required", "Find My Phone", "Ready for the", "Done. and Then",
            "Tap Ok to Continue",
            "Enter Your PIN", "Your Mac's Disk Is Full", "Couldn't Sync with Icloud", "Icloud Is Full",
            "Open iCloud Drive", "Couldn't Delete calendar",
        ] {
            XCTAssertFalse(titleCaser.isPlainlyInTitleCase(AnalyzedText(string)), string)
        }
    }

    func testTheCheckPassesPlainSentencesAndNotNames() {
        for string in [
            "It will also be uploaded on your other devices.", "The file couldn't be saved.", "One.\nTwo three.",
            "Tap OK to continue.", "It's larger than 25 MB.", "The user's file is open.",
            "Your iCloud storage is full.",
            "iCloud is full.", "Your photos will be synced.", "Photos are syncing.",
        ] {
            XCTAssertTrue(caser.isPlainlyInSentenceCase(AnalyzedText(string)), string)
        }
        for string in [
            "Sign in with your apple id.", "Open settings\nto find my iphone.", "Your iphone's storage is full.",
            "It’s full.", "I think so.", "Sign-in failed.", "See e.g. the notes.", "tap ok to continue.",
            "Tap Ok to continue.", "Enter your PIN.", "Your mac's disk is full.", "Your Icloud storage is full.",
            "Icloud is full.", "Open the Photos app.",
        ] {
            XCTAssertFalse(caser.isPlainlyInSentenceCase(AnalyzedText(string)), string)
        }
    }

    func testLearnedNamesAreCasedWordByWord() {
        let context = RuleContext(learnedNames: ["Pocket"])
        XCTAssertFalse(context.sentenceCaser.isPlainlyInSentenceCase(AnalyzedText("Open the pocket app.")))
    }
}
