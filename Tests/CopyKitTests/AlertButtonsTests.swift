import XCTest

@testable import CopyKit

final class AlertButtonsTests: XCTestCase {
    private let context = RuleContext()

    private func meaning(_ buttons: [AlertButton]) -> AlertButtons {
        AnalyzedAlert(Alert(title: "Delete Recording?", buttons: buttons), context: context)
            .buttonMeaning(context.lexicon)
    }

    func testCancelIndexPrefersRoleThenTitleThenLabel() {
        XCTAssertEqual(meaning([AlertButton("Cancel"), AlertButton("Dismiss", role: .cancel)]).cancelIndex, 1)
        XCTAssertEqual(meaning([AlertButton("Delete"), AlertButton("Cancel")]).cancelIndex, 1)
        XCTAssertEqual(meaning([AlertButton("Never Mind"), AlertButton("Delete")]).cancelIndex, 0)
    }

    func testCancelIndexIsNilWhenAmbiguousOrAbsent() {
        XCTAssertNil(
            meaning([AlertButton("Close", role: .cancel), AlertButton("Dismiss", role: .cancel)]).cancelIndex)
        XCTAssertNil(meaning([AlertButton("Cancel"), AlertButton("cancel")]).cancelIndex)
        XCTAssertNil(meaning([AlertButton("Delete"), AlertButton("Archive")]).cancelIndex)
    }

    func testNoNextToYesIsAnAnswerNotACancel() {
        let yesNo = meaning([AlertButton("No"), AlertButton("Yes")])
        let noAlone = meaning([AlertButton("No"), AlertButton("Delete")])
        XCTAssertEqual(noAlone.cancelIndex, 0)
        XCTAssertNil(yesNo.cancelIndex)
        XCTAssertTrue(yesNo.any(.yes))
    }

    func testDestructiveComesFromRoleOrVerbButNotFromACancelOrRefusal() {
        let buttons = meaning([
            AlertButton("Empty Trash"), AlertButton("Don't Delete"), AlertButton("Delete", role: .cancel),
            AlertButton("Continue", role: .destructive), AlertButton("Keep"),
        ])
        XCTAssertEqual(buttons.traits.map { $0.contains(.destructive) }, [true, false, false, true, false])
        XCTAssertEqual(buttons.firstIndex(with: .destructive), 0)
        XCTAssertEqual(buttons.onlyIndex(with: .refusal), 1)
        XCTAssertNil(buttons.onlyIndex(with: .destructive), "two buttons are destructive")
    }

    func testTheReadingIsSharedByTheAnalysis() {
        let alert = AnalyzedAlert(Alert(title: "Delete?", buttons: ["Cancel", "Delete"]), context: context)
        XCTAssertTrue(alert.buttonMeaning(context.lexicon) === alert.buttonMeaning(context.lexicon))
    }

    func testTwoButtonLayoutFromTheWidestTitleMatchesTheTitles() {
        for titles in [["Cancel", "Delete 3 Photos"], ["Cancel", "Delete from Library"], ["Cancel", "Stop Sharing"]] {
            let widest = titles.map(ButtonLayout.width(of:)).max() ?? 0
            XCTAssertEqual(
                ButtonLayout.of(widest: widest, platform: .ios), ButtonLayout.of(titles, platform: .ios), "\(titles)")
        }
    }
}
