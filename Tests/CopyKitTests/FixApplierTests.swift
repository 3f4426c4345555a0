import XCTest

@testable import CopyKit

/// Fix application: one pass per round, whole fixes or nothing, never inside an opaque span,
/// format specifiers and placeholders kept, no split surrogate pairs.
final class FixApplierTests: XCTestCase {
    private func edit(_ field: AlertField, _ range: Range<Int>, _ replacement: String, safety: FixSafety = .safe) -> Fix
    {
        Fix(
            field: field, change: .edits([TextEdit(range: range, replacement: replacement)]), safety: safety,
            summary: "")
    }

    func testTextEditApplierAppliesSortedNonOverlappingEdits() {
        let edits = [
            TextEdit(range: 8..<11, replacement: "Not"), TextEdit(range: 0..<1, replacement: "P"),
            TextEdit(range: 9..<10, replacement: "X"),
        ]
        XCTAssertEqual(TextEditApplier.apply(edits, to: "printer not responding"), "Printer Not responding")
    }

    func testTextEditApplierIgnoresEditsPastTheEnd() {
        XCTAssertEqual(TextEditApplier.apply([TextEdit(range: 2..<40, replacement: "")], to: "OK!"), "OK!")
    }

    func testSpecifiersInsideQuotedNamesAreProtected() {
        XCTAssertEqual(FixApplier.protectedSpans(of: "Couldn't find “%@” in “%2$@.txt”."), ["%2$@", "%@"])
        let alert = Alert(title: "Uh-oh!", message: "No results for “%@”. Try again.", buttons: ["OK"])
        // A new title may not take the quoted specifier over; a removed sentence may not drop it.
        let title = Fix(field: .title, change: .replacement("No Results for “%@”"), safety: .suggested, summary: "")
        XCTAssertFalse(FixApplier.isApplicable(title, to: alert))
        XCTAssertFalse(FixApplier.isApplicable(edit(.message, 0..<21, ""), to: alert))
        XCTAssertTrue(FixApplier.isApplicable(edit(.message, 20..<31, ""), to: alert))
    }

    func testApplyingFindingsTakesEachFindingsFirstFixOfTheSafetyInTheirOrder() {
        let alert = Alert(title: "delete file", message: "it is gone", buttons: ["OK."])
        func finding(_ field: AlertField, _ fixes: [Fix]) -> Finding {
            Finding(ruleID: "test", severity: .warning, field: field, range: 0..<1, message: "", fixes: fixes)
        }
        let findings = [
            finding(.title, [edit(.title, 0..<1, "X", safety: .suggested), edit(.title, 0..<1, "D")]),
            finding(.message, []),
            finding(.message, [edit(.message, 0..<2, "It"), edit(.message, 0..<2, "IT")]),
            // Overlaps the title's first safe fix: dropped, as `apply` drops it.
            finding(.title, [edit(.title, 0..<6, "Remove")]),
            finding(.button(0), [edit(.button(0), 2..<3, "", safety: .suggested)]),
        ]
        let tokenizer = Tokenizer()
        let safe = FixApplier.apply(
            firstFixesOf: findings, upTo: .safe, to: alert, tokenizer: tokenizer, analysis: nil)
        XCTAssertEqual(safe, Alert(title: "Delete file", message: "It is gone", buttons: ["OK."]))
        XCTAssertEqual(
            safe,
            FixApplier.apply(
                [edit(.title, 0..<1, "D"), edit(.message, 0..<2, "It"), edit(.title, 0..<6, "Remove")], to: alert))
        let suggested = FixApplier.apply(
            firstFixesOf: findings, upTo: .suggested, to: alert, tokenizer: tokenizer, analysis: nil)
        XCTAssertEqual(suggested, Alert(title: "Xelete file", message: "It is gone", buttons: ["OK"]))
    }

    func testApplyingFindingsWithoutAFixOfTheSafetyGivesNil() {
        let alert = Alert(title: "delete file", buttons: ["OK"])
        let findings = [
            Finding(ruleID: "test", severity: .warning, field: .title, range: 0..<1, message: ""),
            Finding(
                ruleID: "test", severity: .warning, field: .title, range: 0..<1, message: "",
                fixes: [edit(.title, 0..<1, "D", safety: .suggested)]),
        ]
        XCTAssertNil(
            FixApplier.apply(firstFixesOf: findings, upTo: .safe, to: alert, tokenizer: Tokenizer(), analysis: nil))
        XCTAssertNil(
            FixApplier.apply(firstFixesOf: [], upTo: .suggested, to: alert, tokenizer: Tokenizer(), analysis: nil))
    }

    func testFixesNeverLeaveAnEmptyField() {
        let alert = Alert(title: "!!!", message: "Oops!!!", buttons: ["OK!"])
        let fixed = FixApplier.apply(
            [edit(.title, 0..<3, ""), edit(.message, 0..<7, "..."), edit(.button(0), 0..<3, " ")], to: alert)
        XCTAssertEqual(fixed, Alert(title: "!!!", buttons: ["OK!"]))
        let linter = Linter()
        for text in ["!!!", "Oops!!! Sorry, sorry!"] {
            let result = linter.fix(Alert(title: text, message: text, buttons: ["OK"]), upTo: .suggested)
            XCTAssertFalse(result.title?.allSatisfy(\.isWhitespace) ?? true, "\(text): empty title")
            XCTAssertNotEqual(result.message, "", "\(text): empty message")
        }
    }

    func testNonOverlappingFixesOnOneFieldApplyTogether() {
        let alert = Alert(title: "delete this photo", buttons: ["OK"])
        let fixed = FixApplier.apply([edit(.title, 0..<1, "D"), edit(.title, 7..<8, "T")], to: alert)
        XCTAssertEqual(fixed.title, "Delete This photo")
    }

    func testOverlappingFixKeepsTheFirst() {
        let alert = Alert(title: "delete", buttons: ["OK"])
        let fixed = FixApplier.apply([edit(.title, 0..<6, "Remove"), edit(.title, 0..<1, "D")], to: alert)
        XCTAssertEqual(fixed.title, "Remove")
    }

    func testTwoInsertionsAtOnePointConflict() {
        let alert = Alert(title: "Done", buttons: ["OK"])
        let fixed = FixApplier.apply([edit(.title, 4..<4, "."), edit(.title, 4..<4, "!")], to: alert)
        XCTAssertEqual(fixed.title, "Done.")
    }

    func testEditInsideAFormatSpecifierIsDropped() {
        let alert = Alert(title: "Share %lu Items with %@?", buttons: ["OK"])
        // "%lu" → "%Lu" would change a specifier.
        XCTAssertEqual(FixApplier.apply([edit(.title, 7..<8, "L")], to: alert), alert)
        XCTAssertFalse(FixApplier.isApplicable(edit(.title, 7..<8, "L"), to: alert))
    }

    func testEditInsideAQuotedNameIsDropped() {
        let alert = Alert(title: "Delete “road trip mix”?", buttons: ["OK"])
        XCTAssertEqual(FixApplier.apply([edit(.title, 8..<9, "R")], to: alert), alert)
    }

    func testAnEditMayTakeAQuotedNameWhole() {
        let alert = Alert(message: "Out of range. Select “Connect” to pair again.", buttons: ["Cancel", "Connect"])
        // Removing the whole sentence, quoted name included.
        XCTAssertEqual(FixApplier.apply([edit(.message, 13..<45, "")], to: alert).message, "Out of range.")
        // Writing the button title without its quotes.
        XCTAssertEqual(
            FixApplier.apply([edit(.message, 14..<30, "Choose Connect")], to: alert).message,
            "Out of range. Choose Connect to pair again.")
    }

    func testAnEditThatTakesASpecifierWholeIsStillDropped() {
        let alert = Alert(message: "Sent to %@. Tap OK.", buttons: ["OK"])
        XCTAssertFalse(FixApplier.isApplicable(edit(.message, 0..<11, ""), to: alert))
        XCTAssertTrue(FixApplier.isApplicable(edit(.message, 11..<19, ""), to: alert))
    }

    func testInsertionRightAfterASpecifierAtTheEndIsAllowed() {
        let alert = Alert(message: "Sent to %@", buttons: ["OK"])
        let fixed = FixApplier.apply([edit(.message, 10..<10, ".")], to: alert)
        XCTAssertEqual(fixed.message, "Sent to %@.")
    }

    func testRemovingAnExclamationMarkKeepsPercentSigns() {
        let alert = Alert(message: "Battery at 100%%!", buttons: ["OK"])
        let fixed = FixApplier.apply([edit(.message, 16..<17, ".")], to: alert)
        XCTAssertEqual(fixed.message, "Battery at 100%%.")
        XCTAssertFalse(FixApplier.isApplicable(edit(.message, 15..<17, "."), to: alert))
    }

    func testLiteralPercentFollowedBySpaceIsNeverTidied() {
        // "% s" is a valid specifier with the space flag: a fix must not change it.
        let alert = Alert(message: "I'm 100% sure!", buttons: ["OK"])
        XCTAssertEqual(FixApplier.protectedSpans(of: "I'm 100% sure!").count, 1)
        XCTAssertFalse(FixApplier.isApplicable(edit(.message, 7..<9, ""), to: alert))
        XCTAssertEqual(FixApplier.apply([edit(.message, 13..<14, ".")], to: alert).message, "I'm 100% sure.")
    }

    func testReplacementThatLosesASpecifierIsDropped() {
        let alert = Alert(title: "Error", message: "%d files couldn't be saved.", buttons: ["OK"])
        let dropsSpecifier = Fix(
            field: .message, change: .replacement("Files couldn't be saved."), safety: .suggested, summary: "")
        XCTAssertEqual(FixApplier.apply([dropsSpecifier], to: alert), alert)
        let removesMessage = Fix(field: .message, change: .replacement(nil), safety: .suggested, summary: "")
        XCTAssertEqual(FixApplier.apply([removesMessage], to: alert), alert)
        let keepsSpecifier = Fix(
            field: .title, change: .replacement("Couldn't Save Files"), safety: .suggested, summary: "")
        XCTAssertEqual(FixApplier.apply([keepsSpecifier], to: alert).title, "Couldn't Save Files")
    }

    func testReplacementMayMoveSpecifiersButNotChangeThem() {
        let alert = Alert(title: "Send %1$@ to %2$@?", buttons: ["OK"])
        let reordered = Fix(field: .title, change: .replacement("Send to %2$@: %1$@?"), safety: .suggested, summary: "")
        XCTAssertEqual(FixApplier.apply([reordered], to: alert).title, "Send to %2$@: %1$@?")
        let doubled = Fix(
            field: .title, change: .replacement("Send %1$@ %1$@ to %2$@?"), safety: .suggested, summary: "")
        XCTAssertEqual(FixApplier.apply([doubled], to: alert), alert)
    }

    func testPlaceholdersAndCatalogSubstitutionsAreProtected() {
        let alert = Alert(message: "{count} items in %#@folders@", buttons: ["OK"])
        XCTAssertEqual(FixApplier.protectedSpans(of: alert.message!), ["%#@folders@", "{count}"])
        let lost = Fix(field: .message, change: .replacement("Some items."), safety: .suggested, summary: "")
        XCTAssertEqual(FixApplier.apply([lost], to: alert), alert)
    }

    func testButtonListKeepsSpecifiersOfAllButtons() {
        let alert = Alert(title: "Share?", buttons: ["Cancel", "Share with %@"])
        let loses = Fix(
            field: .buttons, change: .buttons([AlertButton("Cancel"), AlertButton("Share")]), safety: .suggested,
            summary: "")
        XCTAssertEqual(FixApplier.apply([loses], to: alert), alert)
        let reorders = Fix(
            field: .buttons, change: .buttons([AlertButton("Share with %@"), AlertButton("Cancel")]),
            safety: .suggested,
            summary: "")
        XCTAssertEqual(FixApplier.apply([reorders], to: alert).buttons.map(\.title), ["Share with %@", "Cancel"])
    }

    func testEditsNeverSplitASurrogatePair() {
        // "📷" is two UTF-16 units at offsets 0 and 1.
        let alert = Alert(title: "📷 saved", buttons: ["OK"])
        XCTAssertFalse(FixApplier.isApplicable(edit(.title, 1..<2, "x"), to: alert))
        XCTAssertEqual(FixApplier.apply([edit(.title, 3..<4, "S")], to: alert).title, "📷 Saved")
    }

    func testCombiningMarksBeforeAnEditKeepTheirOffsets() {
        // "Cafe\u{301}" has five UTF-16 units; the edit after it lands on "menu".
        let alert = Alert(title: "Cafe\u{301} menu", buttons: ["OK"])
        XCTAssertEqual(FixApplier.apply([edit(.title, 6..<7, "M")], to: alert).title, "Cafe\u{301} Menu")
    }

    func testButtonListAndButtonTextChangesDoNotMix() {
        let alert = Alert(title: "Remove?", buttons: ["remove", "Cancel"])
        let casing = edit(.button(0), 0..<1, "R")
        let reorder = Fix(
            field: .buttons, change: .buttons([AlertButton("Cancel"), AlertButton("remove")]), safety: .suggested,
            summary: "")
        XCTAssertEqual(FixApplier.apply([casing, reorder], to: alert).buttons.map(\.title), ["Remove", "Cancel"])
        XCTAssertEqual(FixApplier.apply([reorder, casing], to: alert).buttons.map(\.title), ["Cancel", "remove"])
    }

    func testRemovingAButtonAndEditingALaterOneUseOriginalIndices() {
        let alert = Alert(title: "Share?", buttons: ["Maybe", "Cancel", "share"])
        let remove = Fix(field: .button(0), change: .replacement(nil), safety: .suggested, summary: "")
        let casing = edit(.button(2), 0..<1, "S")
        XCTAssertEqual(FixApplier.apply([remove, casing], to: alert).buttons.map(\.title), ["Cancel", "Share"])
    }

    func testFixOnAMissingFieldIsDropped() {
        let alert = Alert(title: "Done", buttons: ["OK"])
        XCTAssertEqual(FixApplier.apply([edit(.message, 0..<1, "X"), edit(.button(3), 0..<1, "X")], to: alert), alert)
    }
    func testEditsOfTwoFixesThatFormASpecifierTogetherAreUndone() {
        let alert = Alert(title: "Save kk now", buttons: ["OK"])
        let percent = edit(.title, 5..<6, "%")
        let at = edit(.title, 6..<7, "@")
        XCTAssertEqual(FixApplier.apply([percent], to: alert).title, "Save %k now")
        XCTAssertEqual(FixApplier.apply([at], to: alert).title, "Save k@ now")
        // Each alone keeps the title free of specifiers; together they write "%@".
        XCTAssertEqual(FixApplier.apply([percent, at], to: alert), alert)
    }

    func testAMessageEmptiedButForAnInterpolationIsKeptWhole() {
        // Without "Oops " the message has no letter left and would go, and its "\(-)" with it.
        let alert = Alert(title: "Oops", message: "Oops \\(-)!!!", buttons: ["OK"])
        XCTAssertEqual(FixApplier.protectedSpans(of: alert.message!), ["\\(-)"])
        XCTAssertEqual(FixApplier.apply([edit(.message, 0..<5, "")], to: alert), alert)
        XCTAssertNil(FixApplier.apply([edit(.message, 0..<5, "")], to: Alert(message: "Oops !!!")).message)
    }

    func testAnEmptiedTitlePutBackIntoANewButtonListKeepsItsSpecifiers() {
        let alert = Alert(title: "Send?", buttons: ["%@ OK", "Send"])
        // The new list has the old multiset of specifiers, but its first title is emptied and
        // put back as it was: "%@" twice, so the old list stays.
        let list = Fix(
            field: .buttons, change: .buttons([AlertButton("!!!"), AlertButton("Send %@")]), safety: .suggested,
            summary: "")
        XCTAssertTrue(FixApplier.isApplicable(list, to: alert))
        XCTAssertEqual(FixApplier.apply([list], to: alert), alert)
    }

    func testAFieldLeftBlankIsPutBackWhateverItsCharacters() {
        let alert = Alert(title: "Go", message: "Ça va ?", buttons: ["Café"])
        // A space with a combining vowel sign: one character, blank, yet holding a letter.
        XCTAssertEqual(FixApplier.apply([edit(.title, 0..<2, " \u{0BBE}")], to: alert).title, "Go")
        XCTAssertEqual(FixApplier.apply([edit(.button(0), 0..<4, "\u{3000}")], to: alert).buttons[0].title, "Café")
        XCTAssertNil(FixApplier.apply([edit(.message, 0..<7, "…")], to: alert).message)
        XCTAssertEqual(FixApplier.apply([edit(.message, 0..<7, "½")], to: alert).message, "½")
    }

    func testEditsGiveTheSameTextFromBytesAndFromCodeUnits() {
        let cases: [(String, [TextEdit])] = [
            ("cafe menu", [TextEdit(range: 3..<4, replacement: "é"), TextEdit(range: 5..<6, replacement: "M")]),
            ("Café menu", [TextEdit(range: 5..<6, replacement: "M"), TextEdit(range: 0..<1, replacement: "c")]),
            ("📷 saved", [TextEdit(range: 3..<4, replacement: "S"), TextEdit(range: 2..<20, replacement: "x")]),
            ("OK!", [TextEdit(range: 0..<3, replacement: "")]),
            ("", [TextEdit(range: 0..<0, replacement: "Done")]),
            ("Done", [TextEdit(range: 4..<4, replacement: "."), TextEdit(range: 1..<3, replacement: "")]),
        ]
        for (text, edits) in cases {
            let fromUnits = TextEditApplier.apply(edits, toUnits: text.utf16Units)
            XCTAssertEqual(TextEditApplier.apply(edits, to: text), fromUnits, text)
            XCTAssertEqual(TextEditApplier.apply(edits, to: text, units: text.utf16Units), fromUnits, text)
            XCTAssertEqual(AnalyzedText.string(TextEditApplier.appliedUnits(edits, to: text.utf16Units)), fromUnits)
        }
        XCTAssertEqual(TextEditApplier.apply(cases[0].1, to: cases[0].0), "café Menu")
        XCTAssertEqual(TextEditApplier.apply(cases[5].1, to: cases[5].0), "De.")
    }
}
