import XCTest

@testable import CopyKit

/// The button rules beyond their own examples: messages, fix safety, placement, layouts,
/// the cases where a rule must report without a fix.
final class ButtonRulesTests: XCTestCase {
    private func findings(
        _ rule: String, _ alert: Alert, profile: Profile = .current, platform: Platform = .ios
    ) -> [Finding] {
        Linter(configuration: Configuration(profile: profile, platform: platform, select: [rule])).lint(alert)
    }

    private func fixed(_ alert: Alert, profile: Profile = .current, rule: String? = nil) -> Alert {
        let configuration = Configuration(profile: profile, select: rule.map { [$0] } ?? [])
        return Linter(configuration: configuration).fix(alert, upTo: .suggested)
    }

    // MARK: Absence claimed only on complete button lists (issue 14, pattern 2)

    func testMissingCancelIsClaimedOnlyWhenEveryButtonIsKnown() {
        var alert = Alert(title: "Delete Album?", buttons: [AlertButton("Delete", role: .destructive)])
        XCTAssertEqual(findings("destructive-needs-cancel", alert).count, 1)
        alert.buttonsComplete = false
        XCTAssertEqual(findings("destructive-needs-cancel", alert), [], "a shared Cancel may be added in code")
    }

    func testASingleButtonOnAQuestionIsClaimedOnlyWhenEveryButtonIsKnown() {
        var alert = Alert(title: "Remove This Device?", buttons: ["Remove"])
        XCTAssertEqual(findings("button-count", alert).count, 1)
        alert.buttonsComplete = false
        XCTAssertEqual(findings("button-count", alert), [])
    }

    func testActionSheetsSkipTheAlertOnlyRules() {
        var sheet = Alert(
            title: "choose an account to receive the imported feeds",
            buttons: ["Copy Home Page URL", "Mark All as Read in Feed", "Cancel"])
        XCTAssertFalse(Linter().lint(sheet).isEmpty)
        sheet.isActionSheet = true
        let rules = Set(Linter().lint(sheet).map(\.ruleID))
        XCTAssertTrue(rules.isDisjoint(with: Linter.alertOnlyRules), "\(rules)")
    }

    func testKeyNameGroupsNeverClaimAMissingButton() throws {
        let file = try StringsFile(
            bytes: Array(
                """
                /* Alert title */
                "delete_album.alert.title" = "Delete Album?";
                /* Alert button */
                "delete_album.alert.button.delete" = "Delete";

                """.utf8), path: "en.lproj/Localizable.strings")
        let result = LocalizationLinter().check(file, bytes: [])
        let rules = result.reports.flatMap(\.findings).map(\.ruleID)
        XCTAssertFalse(rules.contains("destructive-needs-cancel"), "\(rules)")
        XCTAssertFalse(rules.contains("button-count"), "\(rules)")
    }

    // MARK: button-yes-no

    func testYesNoUsesTheAlertsOwnApostrophe() {
        let alert = Alert(title: "Save the changes to “Budget”?", buttons: ["Yes", "No"])
        XCTAssertEqual(fixed(alert, rule: "button-yes-no").buttons.map(\.title), ["Save", "Don\u{2019}t Save"])
    }

    func testYesNoWithoutAVerbHasNoFix() {
        let found = findings("button-yes-no", Alert(title: "Are you sure?", buttons: ["No", "Yes"]))
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found[0].fixes.isEmpty)
        XCTAssertEqual(found[0].field, .button(0))
    }

    func testYesNoKeepsRolesAndOrder() {
        let alert = Alert(
            title: "Remove this device?",
            buttons: [AlertButton("No", role: .cancel), AlertButton("Yes", role: .destructive)])
        XCTAssertEqual(
            fixed(alert, rule: "button-yes-no").buttons,
            [AlertButton("Cancel", role: .cancel), AlertButton("Remove", role: .destructive)])
    }

    func testYesNoDoesNotDuplicateAnExistingTitle() {
        let found = findings("button-yes-no", Alert(title: "Delete this photo?", buttons: ["Delete", "Yes", "No"]))
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found[0].fixes.isEmpty)
    }

    func testYesNoFixIsSuggested() {
        let found = findings("button-yes-no", Alert(title: "Delete this photo?", buttons: ["Yes", "No"]))
        XCTAssertEqual(found.first?.fixes.first?.safety, .suggested)
    }

    // MARK: button-ok-confirm

    func testOKNextToCancelIsAConfirmation() {
        let alert = Alert(
            title: "Unsaved Changes", message: "This will discard your edits.", buttons: ["Cancel", "OK"])
        XCTAssertEqual(fixed(alert, rule: "button-ok-confirm").buttons.map(\.title), ["Cancel", "Discard"])
    }

    func testOKOnAQuestionWithoutAVerbIsNotReported() {
        XCTAssertTrue(findings("button-ok-confirm", Alert(title: "Is the printer on?", buttons: ["OK"])).isEmpty)
    }

    func testOKAloneConfirmsOnlyAQuestionAboutTheAction() {
        XCTAssertEqual(
            findings("button-ok-confirm", Alert(title: "Delete “Road Trip Mix”?", buttons: ["OK"])).count, 1)
        XCTAssertEqual(
            findings("button-ok-confirm", Alert(title: "Check your inbox. Didn't get it?", buttons: ["OK"])), [])
        XCTAssertEqual(
            findings(
                "button-ok-confirm",
                Alert(title: "Delete Road Trip Mix", message: "This will delete the playlist.", buttons: ["OK"])),
            [], "no question mark: nothing asks")
    }

    func testOKWithTheCancelRoleIsTheCancelButton() {
        let alert = Alert(
            title: "Delete this photo?", buttons: [AlertButton("OK", role: .cancel), AlertButton("Delete")])
        XCTAssertTrue(findings("button-ok-confirm", alert).isEmpty)
    }

    // MARK: button-cancel-label

    func testCancelRoleMakesTheRelabelSafe() {
        let alert = Alert(title: "Leave?", buttons: [AlertButton("Go Back", role: .cancel), AlertButton("Leave")])
        XCTAssertEqual(findings("button-cancel-label", alert).first?.fixes.first?.safety, .safe)
        let untyped = Alert(title: "Leave?", buttons: ["Go Back", "Leave"])
        XCTAssertEqual(findings("button-cancel-label", untyped).first?.fixes.first?.safety, .suggested)
    }

    func testTwoCancelLikeButtonsAreReportedWithoutAFix() {
        let found = findings(
            "button-cancel-label", Alert(title: "Leave?", buttons: ["Never Mind", "Go Back", "Leave"]))
        XCTAssertEqual(found.count, 2)
        XCTAssertTrue(found.allSatisfy { $0.fixes.isEmpty })
    }

    func testNoNextToAnActionBecomesCancel() {
        let alert = Alert(title: "Delete Recording?", buttons: ["No", "Delete"])
        XCTAssertEqual(fixed(alert, rule: "button-cancel-label").buttons.map(\.title), ["Cancel", "Delete"])
    }

    func testCancellingSomethingIsAnAction() {
        let alert = Alert(
            title: "Cancel Subscription?",
            buttons: [AlertButton("Keep Subscription"), AlertButton("Cancel Subscription", role: .cancel)])
        XCTAssertTrue(findings("button-cancel-label", alert).isEmpty)
    }

    func testNotNowAndRefusalsStay() {
        XCTAssertTrue(
            findings(
                "button-cancel-label",
                Alert(title: "Turn On?", buttons: [AlertButton("Not Now", role: .cancel), AlertButton("Turn On")])
            )
            .isEmpty)
        XCTAssertTrue(
            findings("button-cancel-label", Alert(title: "Share?", buttons: ["Don't Share", "Share"])).isEmpty)
    }

    // MARK: button-case, button-punctuation

    func testButtonCaseKeepsBrandsAndAcronyms() {
        XCTAssertTrue(findings("button-case", Alert(title: "Open?", buttons: ["Cancel", "Open in iCloud"])).isEmpty)
        XCTAssertEqual(
            fixed(Alert(title: "Export?", buttons: ["cancel", "save as pdf"]), rule: "button-case").buttons.map(
                \.title),
            ["Cancel", "Save as PDF"])
    }

    func testPunctuationRangeAndEllipsis() {
        let found = findings("button-punctuation", Alert(title: "Saved", buttons: ["OK !"]))
        XCTAssertEqual(found.first?.range, 2..<4)
        XCTAssertTrue(findings("button-punctuation", Alert(title: "Untitled", buttons: ["Rename..."])).isEmpty)
        XCTAssertTrue(findings("button-punctuation", Alert(title: "Untitled", buttons: ["?"])).isEmpty)
        // Two periods in a row are an ellipsis typed short, in an ASCII run or any other.
        XCTAssertTrue(findings("button-punctuation", Alert(title: "Untitled", buttons: ["Next.."])).isEmpty)
        XCTAssertTrue(findings("button-punctuation", Alert(title: "Untitled", buttons: ["Next!.."])).isEmpty)
        XCTAssertTrue(findings("button-punctuation", Alert(title: "Untitled", buttons: ["Next\u{00A0}.."])).isEmpty)
        XCTAssertEqual(findings("button-punctuation", Alert(title: "Untitled", buttons: ["Next. ."])).count, 1)
        XCTAssertEqual(findings("button-punctuation", Alert(title: "Untitled", buttons: ["Next\u{00A0}!"])).count, 1)
        XCTAssertEqual(
            fixed(Alert(title: "Saved", buttons: ["OK?!"]), rule: "button-punctuation").buttons.map(\.title), ["OK"])
    }

    func testPunctuationNeverTouchesATrailingSpecifier() {
        let alert = Alert(title: "Battery", buttons: ["Charge to 100%%"])
        XCTAssertTrue(findings("button-punctuation", alert).isEmpty)
    }

    // MARK: button-length

    func testLengthCountsSpansAsWords() {
        let found = findings("button-length", Alert(title: "Send?", buttons: ["Cancel", "Send “Alex Kim” Photos"]))
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.severity, .info)
        XCTAssertTrue(found.allSatisfy { $0.fixes.isEmpty })
    }

    func testLengthSkipsSmallWordsBetweenTheOthers() {
        XCTAssertEqual(findings("button-length", Alert(title: "Send?", buttons: ["Cancel", "Send to “Alex Kim”"])), [])
        XCTAssertEqual(
            findings("button-length", Alert(title: "Remove?", buttons: ["Cancel", "Delete from Library"])), [])
        let four = findings(
            "button-length", Alert(title: "Stop?", buttons: ["Cancel", "Stop and Delete the Recording"]))
        XCTAssertEqual(four.map(\.severity), [.info], "Stop, Delete, Recording: three counted words")
    }

    // MARK: button-count

    func testCountMessagesPerEdition() {
        let four = Alert(title: "Replace?", buttons: ["Keep Both", "Replace", "Skip", "Cancel"])
        XCTAssertEqual(findings("button-count", four).first?.field, .buttons)
        let three = Alert(title: "Replace?", buttons: ["Keep Both", "Replace", "Cancel"])
        XCTAssertTrue(findings("button-count", three).isEmpty)
        XCTAssertTrue(
            findings("button-count", three, profile: .iphoneos3).first?.message.contains("action sheet") ?? false)
    }

    func testSingleButtonOnAQuestionInTheMessage() {
        let alert = Alert(title: "Storage Almost Full", message: "Do you want to delete old backups?", buttons: ["OK"])
        XCTAssertEqual(findings("button-count", alert).count, 1)
        XCTAssertTrue(findings("button-count", Alert(title: "Storage Almost Full", buttons: [String]())).isEmpty)
    }

    // MARK: destructive-needs-cancel

    func testCancelGoesToTheBottomOfAStack() {
        let alert = Alert(title: "Delete Podcast?", buttons: [AlertButton("Delete from Library", role: .destructive)])
        XCTAssertEqual(
            fixed(alert, rule: "destructive-needs-cancel").buttons,
            [AlertButton("Delete from Library", role: .destructive), AlertButton("Cancel", role: .cancel)])
    }

    func testCancelGoesRightOfARiskyActionInIPhoneOS3() {
        let alert = Alert(title: "Erase iPhone?", buttons: ["Erase"])
        XCTAssertEqual(
            fixed(alert, profile: .iphoneos3, rule: "destructive-needs-cancel").buttons.map(\.title),
            ["Erase", "Cancel"])
    }

    func testAWayOutIsEnough() {
        XCTAssertTrue(
            findings("destructive-needs-cancel", Alert(title: "Delete?", buttons: ["Don't Delete", "Delete"])).isEmpty)
        XCTAssertTrue(
            findings("destructive-needs-cancel", Alert(title: "Delete?", buttons: ["Never Mind", "Delete"])).isEmpty)
    }

    // MARK: button-order

    func testTwoStackedButtonsAreReportedWithoutAFix() {
        let alert = Alert(title: "Stop Recording?", buttons: ["Cancel", "Stop and Delete Recording"])
        let found = findings("button-order", alert)
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found.allSatisfy { $0.fixes.isEmpty })
        XCTAssertEqual(fixed(alert, rule: "button-order"), alert)
    }

    func testNearTheStackingWidthEitherPlaceIsAccepted() {
        XCTAssertEqual(ButtonLayout.of(["Cancel", "Delete 3 Photos"], platform: .ios), .undetermined)
        XCTAssertTrue(
            findings("button-order", Alert(title: "Delete?", buttons: ["Cancel", "Delete 3 Photos"])).isEmpty)
        XCTAssertTrue(
            findings("button-order", Alert(title: "Delete?", buttons: ["Delete 3 Photos", "Cancel"])).isEmpty)
        XCTAssertEqual(ButtonLayout.of(["Cancel", "Delete from Library"], platform: .ios), .stack)
        XCTAssertEqual(ButtonLayout.of(["Cancel", "Stop Sharing"], platform: .ios), .row)
    }

    func testNarrowWatchRowsStackSooner() {
        let alert = Alert(title: "End Workout?", buttons: ["Cancel", "End Workout"])
        XCTAssertTrue(findings("button-order", alert).isEmpty)
        XCTAssertEqual(findings("button-order", alert, platform: .watchos).count, 1)
    }

    func testIOS7PutsCancelLeftEvenForLongTitles() {
        let alert = Alert(title: "Delete?", buttons: ["Delete from Library", "Cancel"])
        XCTAssertEqual(
            fixed(alert, profile: .ios7, rule: "button-order").buttons.map(\.title), ["Cancel", "Delete from Library"])
    }

    func testIOS2011LeavesThreeButtonsAlone() {
        let alert = Alert(title: "Replace?", buttons: ["Cancel", "Keep Both", "Replace"])
        XCTAssertTrue(findings("button-order", alert, profile: .ios2011).isEmpty)
    }

    func testRiskFromTheTitleWhenTheButtonIsVague() {
        let alert = Alert(title: "Erase all content?", buttons: ["Cancel", "Continue"])
        XCTAssertEqual(
            fixed(alert, profile: .ios2011, rule: "button-order").buttons.map(\.title), ["Continue", "Cancel"])
    }

    // MARK: button-pronouns

    func testObjectPronounsHaveNoFix() {
        let found = findings(
            "button-pronouns", Alert(title: "Later?", buttons: ["OK", "Remind Me Later"]), profile: .ios7)
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found[0].fixes.isEmpty)
        XCTAssertEqual(found[0].range, 7..<9)
    }
}
