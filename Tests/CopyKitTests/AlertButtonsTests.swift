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

    func testTheReadingIsMadeWithTheAnalysisAndKeptByAFixRound() {
        let alert = AnalyzedAlert(Alert(title: "Delete?", buttons: ["Cancel", "Delete"]), context: context)
        XCTAssertEqual(alert.buttonReadingLexiconKey, context.lexicon.memoKey)
        XCTAssertEqual(Array(alert.buttonMeaning(context.lexicon).traits), Array(alert.buttonReading.traits))
        let retitled = AnalyzedAlert(
            Alert(title: "Delete Recording?", buttons: ["Cancel", "Delete"]), context: context, reusing: alert,
            sharedAcrossThreads: false)
        XCTAssertEqual(Array(retitled.buttonReading.traits), Array(alert.buttonReading.traits))
        XCTAssertEqual(retitled.buttonReading.cancelIndex, 0)
    }

    func testAnotherLexiconReadsTheButtonsAnew() {
        let alert = AnalyzedAlert(Alert(title: "Delete?", buttons: ["Cancel", "Delete"]), context: context)
        let other = Lexicon(lists: [:])
        let meaning = alert.buttonMeaning(other)
        XCTAssertFalse(meaning.any(.destructive), "the empty lexicon knows no destructive verb")
        XCTAssertTrue(alert.buttonMeaning(context.lexicon).any(.destructive))
    }

    func testMoreThanFourButtonsKeepEveryTrait() {
        let titles = ["Yes", "No", "Delete", "Keep", "OK", "Cancel"]
        let many = meaning(titles.map { AlertButton($0) })
        XCTAssertEqual(many.traits.count, titles.count)
        for (index, title) in titles.enumerated() {
            XCTAssertEqual(many.traits[index], meaning([AlertButton(title)]).traits[0], title)
        }
        XCTAssertEqual(many.cancelIndex, 5)
        XCTAssertEqual(many.onlyIndex(with: .ok), 4)
    }

    func testTitlesTheTitleRulesNeedNotReadAreMarked() {
        let titles = [
            "OK", "OK.", " OK", "Delete  All", "Delete from Library", "Stop and Delete Recording", "view all",
        ]
        let traits = meaning(titles.map { AlertButton($0) }).traits
        XCTAssertEqual(
            traits.map { $0.contains(.punctuatedCleanly) }, [true, false, false, false, true, true, true])
        XCTAssertEqual(traits.map { $0.contains(.brief) }, [true, true, true, true, true, false, true])
        XCTAssertEqual([0, 4, 6].map { traits[$0].contains(.titleCased) }, [true, true, false])
        let reading = meaning(titles.map { AlertButton($0) })
        XCTAssertEqual(
            titles.indices.map { reading.passes(.punctuatedCleanly, at: $0) },
            traits.map { $0.contains(.punctuatedCleanly) })
        XCTAssertFalse(reading.passes(.brief, at: titles.count), "a button past the reading is not known to pass")
    }

    func testAReadingWithAnotherLexiconMarksNoTitleRulePassed() {
        let alert = AnalyzedAlert(Alert(title: "Delete?", buttons: ["Cancel", "Delete"]), context: context)
        let passed: ButtonTraits = [.punctuatedCleanly, .brief, .titleCased]
        XCTAssertTrue(alert.buttonMeaning(context.lexicon).traits.allSatisfy { $0.isSuperset(of: passed) })
        XCTAssertTrue(alert.buttonMeaning(Lexicon(lists: [:])).traits.allSatisfy { $0.isDisjoint(with: passed) })
    }

    func testTheWidestWidthIsTheWidestTitles() {
        let titles = ["Cancel", "Delete from Library", "OK"]
        XCTAssertEqual(
            meaning(titles.map { AlertButton($0) }).widestWidth, titles.map(ButtonLayout.width(of:)).max())
        XCTAssertEqual(meaning([]).widestWidth, 0)
    }

    func testTwoButtonLayoutFromTheWidestTitleMatchesTheTitles() {
        for titles in [["Cancel", "Delete 3 Photos"], ["Cancel", "Delete from Library"], ["Cancel", "Stop Sharing"]] {
            let widest = titles.map(ButtonLayout.width(of:)).max() ?? 0
            XCTAssertEqual(
                ButtonLayout.of(widest: widest, platform: .ios), ButtonLayout.of(titles, platform: .ios), "\(titles)")
        }
    }
}
