import XCTest

@testable import CopyKit

final class RolesTests: XCTestCase {
    private let detector = RoleDetector()

    private func check(
        _ key: String, comment: String? = nil, _ role: StringRole?, group: String? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let assignment = detector.assign(key: key, comment: comment)
        XCTAssertEqual(assignment.role, role, "\(key): \(assignment.reason)", file: file, line: line)
        if let group { XCTAssertEqual(assignment.group, group, key, file: file, line: line) }
        XCTAssertFalse(assignment.reason.isEmpty, file: file, line: line)
    }

    func testKeyConventions() {
        check("alert.delete.title", .title, group: "alert.delete")
        check("alert.delete.message", .message, group: "alert.delete")
        check("alert.delete.button.cancel", .button, group: "alert.delete")
        check("delete_alert_message", .message, group: "delete.alert")
        check("DeleteAlertTitle", .title, group: "delete.alert")
        check("delete_alert_button_ok", .button, group: "delete.alert")
        check("Common.Alerts.SignOut.Title", .title, group: "common.alerts.sign.out")
        check("Common.Alerts.SignOut.Confirm", .button, group: "common.alerts.sign.out")
        check("beta-alert.body", .message, group: "beta.alert")
        check("beta-alert.confirm", .button, group: "beta.alert")
        check("account_delete_account_first_alert_msg", .message)
        check("APP_UPDATE_NAG_ALERT_TITLE", .title, group: "app.update.nag.alert")
        check("alertTitleCloseTabs.withCount", .title, group: "alert.close.tabs.with.count")
        check("alerts.confirm.ok", .button, group: "alerts.confirm")
        check("user.alert.logout-confirmation.subtitle", .message)
        check("folder_delete_prompt_title", .title)
    }

    func testNonAlertKeysAreSkipped() {
        check("settings_title", nil)
        check("settings.sections.discover", nil)
        check("generic.cancel", nil)
        check("Settings", nil)
    }

    func testACommentThatSaysWhatTheStringIsWinsOverTheKey() {
        let detector = RoleDetector()
        XCTAssertNil(detector.assign(key: "save.alert.message", comment: "Toast shown after saving").role)
        XCTAssertNil(detector.assign(key: "delete_alert_title", comment: "Section header in settings").role)
        XCTAssertEqual(detector.assign(key: "save.alert.title", comment: "Alert title, not a banner").role, .title)
        XCTAssertTrue(detector.assign(key: "save.alert.message", comment: "Banner text").isExcluded)
    }

    func testErrorInAKeyIsNoAlertContext() {
        XCTAssertNil(RoleDetector().assign(key: "login.error.message", comment: nil).role)
        XCTAssertNil(RoleDetector().assign(key: "email_error_title", comment: "Shown under the field").role)
        XCTAssertEqual(RoleDetector().assign(key: "login.error.alert.title", comment: nil).role, .title)
    }

    func testCommentsGiveTheRole() {
        check("are_you_sure", comment: "Alert title", .title)
        check("k1", comment: "Message for alert when the upload fails", .message)
        check("k2", comment: "OK button for JavaScript alerts", .button)
        check("Delete Feeds?", comment: "Delete feeds alert message", .message, group: "Delete Feeds?")
        check("k3", comment: "Title of the settings screen", nil)
    }

    func testButtonRoleFromKey() {
        XCTAssertEqual(detector.assign(key: "alert.delete.button.cancel", comment: nil).buttonRole, .cancel)
        XCTAssertNil(detector.assign(key: "alert.delete.button.ok", comment: nil).buttonRole)
    }

    func testConfiguredPatterns() {
        let custom = RoleDetector(patterns: ["title": ["*_headline"], "button": ["cta.*"]])
        let headline = custom.assign(key: "upload_failed_headline", comment: nil)
        XCTAssertEqual(headline.role, .title)
        XCTAssertEqual(headline.group, "upload.failed")
        XCTAssertTrue(headline.reason.contains("*_headline"))
        XCTAssertEqual(custom.assign(key: "cta.retry_upload", comment: nil).role, .button)
    }

    func testGlob() {
        XCTAssertTrue(Glob("*.debug.*").matches("alert.debug.title"))
        XCTAssertFalse(Glob("*.debug.*").matches("alert.debugging"))
        XCTAssertTrue(Glob("legacy_?").matches("legacy_1"))
        XCTAssertFalse(Glob("legacy_?").matches("legacy_12"))
    }
}

final class RolePatternAndNameTests: XCTestCase {
    func testCommentPatternsAndKeyPatternsFirst() {
        let detector = RoleDetector(patterns: ["message": ["*Popover body*"], "title": ["*.headline"]])
        XCTAssertEqual(detector.assign(key: "k9", comment: "Popover body for sync").role, .message)
        let both = detector.assign(key: "sync.headline", comment: "Popover body for sync")
        XCTAssertEqual(both.role, .title, "a key pattern wins over a comment pattern")
    }

    func testNamesAreLearnedFromSentencesOnly() {
        let names = NameLearner.names(in: [
            "Open Trailhead to sync your notes.", "Your notes stay in Trailhead until you delete them.",
            "Delete From Trailhead Now", "Sync with Acme failed.",
        ])
        XCTAssertEqual(names, ["Trailhead"], "one string is not enough; title-style strings do not count")
    }

    /// A key's or comment's words: runs of letters and digits, split at case changes and between
    /// letters and digits.
    func testWordsOfKeysAndComments() {
        XCTAssertEqual(RoleDetector.words(of: "alert.photo_0.title"), ["alert", "photo", "0", "title"])
        XCTAssertEqual(RoleDetector.words(of: "DeleteAlertTitle"), ["Delete", "Alert", "Title"])
        XCTAssertEqual(RoleDetector.words(of: "URLError"), ["URL", "Error"])
        XCTAssertEqual(RoleDetector.words(of: "iOS17Alert"), ["i", "OS", "17", "Alert"])
        XCTAssertEqual(RoleDetector.words(of: "ÉcranTitre — ok"), ["Écran", "Titre", "ok"])
        XCTAssertEqual(RoleDetector.words(of: "  "), [])
        XCTAssertEqual(RoleDetector.words(of: "X"), ["X"])
    }

    /// An ASCII text's words, read byte by byte, are those the scalar reading gives: the same
    /// text with a non-ASCII word after it (which takes the scalar path) has the same words
    /// before that one.
    func testASCIIWordsAreTheScalarReadingsWords() {
        let texts = [
            "alert.photo_0.title", "DeleteAlertTitle", "URLError", "iOS17Alert", "HTTPSURLs2Go", "a", "AB", "aB",
            "ABc", "x9y", "9Y", "--__..", "Alert title for the delete-confirmation dialog (iPad only)",
            "kSaveChangesTitle_v2", "ALL_CAPS_KEY", "mixedCASEKey", "",
        ]
        for text in texts {
            XCTAssertEqual(RoleDetector.words(of: text + " é"), RoleDetector.words(of: text) + ["é"], text)
        }
    }

    /// The phrase found is the first of the list that the words hold, wherever it stands: the
    /// same as trying every phrase at every place, over words that hold several phrases (one
    /// inside another, later ones first) and parts of phrases.
    func testNonAlertPhraseIsTheFirstOfTheListInTheWords() {
        let phrases = RoleDetector.nonAlertPhrases
        func firstByTryingAll(_ words: [String]) -> String? {
            for phrase in phrases where phrase.count <= words.count {
                for start in 0...(words.count - phrase.count)
                where Array(words[start..<(start + phrase.count)]) == phrase {
                    return phrase.joined(separator: " ")
                }
            }
            return nil
        }
        var wordLists: [[String]] = [[], ["shown", "in", "an", "alert"], ["section"], ["menu"]]
        for (index, phrase) in phrases.enumerated() {
            let later = phrases[(index * 7 + 3) % phrases.count]
            wordLists.append(["the"] + phrase + ["of", "a"] + later)
            wordLists.append(later + ["then"] + phrase)
            wordLists.append(Array(phrase.dropLast()) + ["x"] + Array(phrase.dropFirst()))
        }
        XCTAssertTrue(wordLists.contains { firstByTryingAll($0) != nil })
        for words in wordLists {
            XCTAssertEqual(RoleDetector.nonAlertPhrase(in: words), firstByTryingAll(words), "\(words)")
        }
    }

    /// The words are cut and lowered in one pass for ASCII, as cutting then lowering gives them,
    /// and other texts by characters.
    func testLoweredWordsAreTheWordsInLowerCase() {
        let texts = [
            "", "alert.delete.title", "DeleteAlertTitle", "URLError", "APP_UPDATE_NAG_ALERT_TITLE", "beta-alert.body",
            "alertTitleCloseTabs.withCount", "iOS15Alert", "ÉcranAlertTitre", "Straße_ALERT", "x", "A1b2C3", "...",
        ]
        for text in texts {
            XCTAssertEqual(
                RoleDetector.loweredWords(of: text), RoleDetector.words(of: text).map { $0.lowercased() }, text)
        }
    }

    /// A group name is its words joined by dots, bytes for bytes, whatever their scripts.
    func testGroupNameJoinsTheWordsWithDots() {
        XCTAssertEqual(RoleDetector.groupName([]), "")
        XCTAssertEqual(RoleDetector.groupName(["alert"]), "alert")
        XCTAssertEqual(RoleDetector.groupName(["écran", "alert", "straße"]), "écran.alert.straße")
        XCTAssertEqual(RoleDetector.groupName(["a", "", "b"]), "a..b")
    }

    /// The reasons read as the detector has always written them, though they are written out
    /// only when asked for; an assignment equals one made with the same reason as text.
    func testReasonsAreWrittenOutWhenAsked() {
        let detector = RoleDetector()
        let title = detector.assign(key: "alert.delete.title", comment: nil)
        XCTAssertEqual(title.reason, #"key has "alert"; key names the title with "title""#)
        XCTAssertEqual(
            detector.assign(key: "delete_alert_button_ok", comment: nil).reason,
            #"key has "alert"; key names the button with "ok" after "button""#)
        XCTAssertEqual(
            detector.assign(key: "delete_album", comment: "Alert title").reason, "comment names an alert title")
        XCTAssertEqual(
            detector.assign(key: "Are you sure?", comment: "Shown in a dialog message").reason,
            "comment names a dialog message")
        XCTAssertEqual(
            detector.assignBySibling(key: "delete_album.button.yes", alertGroups: ["delete.album"])?.reason,
            #"key names the button with "yes" in an alert its sibling keys are in"#)
        let written = RoleAssignment(role: .title, group: "alert.delete", reason: title.reason)
        XCTAssertEqual(written, title)
        XCTAssertEqual(Set([written, title]).count, 1)
        var renamed = title
        renamed.reason = "by hand"
        XCTAssertEqual(renamed.reason, "by hand")
        XCTAssertNotEqual(renamed, title)
    }
}
