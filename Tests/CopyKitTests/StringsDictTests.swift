import CopyKit
import Foundation
import XCTest

final class StringsDictTests: XCTestCase {
    func testReadsFormatKeysAndNestedVariables() throws {
        let relative = "stringsdict/en.lproj/Plurals.stringsdict"
        let file = try StringsDictFile(bytes: LocalizationFixtures.bytes(relative), path: relative)
        let names = file.strings.map(\.displayName)
        XCTAssertEqual(
            names,
            [
                "autofill.delete.all.passwords.alert.message [NSStringLocalizedFormatKey]",
                "autofill.delete.all.passwords.alert.message [passwords.zero]",
                "autofill.delete.all.passwords.alert.message [passwords.one]",
                "autofill.delete.all.passwords.alert.message [passwords.other]",
                "autofill.delete.all.passwords.alert.message [accounts.one]",
                "autofill.delete.all.passwords.alert.message [accounts.other]",
                "alertTitleCloseTabs.withCount [NSStringLocalizedFormatKey]",
                "alertTitleCloseTabs.withCount [tabs.one]", "alertTitleCloseTabs.withCount [tabs.other]",
            ])
        XCTAssertEqual(file.strings[5].value, "%2$d accounts & more")
        XCTAssertEqual(file.strings[5].language, "en")
        XCTAssertEqual(file.strings[2].start, SourceLocation(line: 18, column: 12))
    }

    func testFragmentsOfLargerTextsAreNotLintedAlone() throws {
        let relative = "stringsdict/en.lproj/Plurals.stringsdict"
        let file = try StringsDictFile(bytes: LocalizationFixtures.bytes(relative), path: relative)
        let skipped = Dictionary(uniqueKeysWithValues: file.strings.map { ($0.displayName, $0.skipReason != nil) })
        let key = "autofill.delete.all.passwords.alert.message"
        XCTAssertEqual(skipped["\(key) [NSStringLocalizedFormatKey]"], true, "only a variable reference")
        XCTAssertEqual(skipped["\(key) [passwords.one]"], false, "the whole text, one per form")
        XCTAssertEqual(skipped["\(key) [accounts.other]"], true, "inserted into a passwords form")
        let catalog = try XCStringsCatalog(
            bytes: LocalizationFixtures.bytes("xcstrings/Localizable.xcstrings"), path: "Localizable.xcstrings")
        let posts = catalog.strings.filter { $0.key == "alert.posts.message" }
        XCTAssertEqual(posts.filter { $0.skipReason == nil }.map(\.displayName), ["alert.posts.message"])
    }

    /// A variable whose forms are only another variable hands the whole text on; a variable inserted
    /// into a form is a fragment; variables in a row compose the text, one composition per form.
    func testNestedAndChainedVariablesGiveTheWholeTexts() throws {
        let relative = "stringsdict/en.lproj/Nested.stringsdict"
        let file = try StringsDictFile(bytes: LocalizationFixtures.bytes(relative), path: relative)
        let linted = file.strings.filter { $0.skipReason == nil }
        XCTAssertEqual(
            linted.map(\.displayName),
            [
                "delete.alert.title [inner.one]", "delete.alert.title [inner.other]",
                "orphans.alert.message [value.one]", "orphans.alert.message [value.other]",
                "sync.alert.message [files.one + folders.other]", "sync.alert.message [files.other + folders.other]",
                "sync.alert.message [files.other + folders.one]",
            ])
        let composed = try XCTUnwrap(linted.last)
        XCTAssertEqual(composed.value, "%1$ld files and one folder were not synced!")
        XCTAssertNil(composed.readOnlyReason)
        XCTAssertEqual(composed.start, SourceLocation(line: 72, column: 21))
        XCTAssertEqual(composed.locate(composed.value.utf16.count - 1), SourceLocation(line: 81, column: 52))
        // A change of a composed text goes to the one form it falls in, or nowhere.
        let folders = try XCTUnwrap(file.strings.first { $0.displayName == "sync.alert.message [folders.one]" })
        XCTAssertEqual(
            file.target(ofChange: "%1$ld files and one folder were not synced.", at: composed.index)?.index,
            folders.index)
        XCTAssertEqual(
            file.target(ofChange: "%1$ld files and one folder were not synced.", at: composed.index)?.value,
            " and one folder were not synced.")
        XCTAssertEqual(
            file.target(ofChange: "%1$ld Files and one folder were not synced!", at: composed.index)?.value,
            "%1$ld Files")
        XCTAssertEqual(file.target(ofChange: "Changed", at: folders.index)?.value, "Changed", "a plain form")
        XCTAssertNil(file.target(ofChange: "%1$ld items plus one folder were not synced!", at: composed.index))
        XCTAssertThrowsError(try file.rewritten(with: [composed.index: "Changed."]), "never spliced itself")
        let reasons = Dictionary(uniqueKeysWithValues: file.strings.map { ($0.displayName, $0.skipReason ?? "") })
        XCTAssertTrue(reasons["orphans.alert.message [side.one]"]?.contains("fragment") == true)
        XCTAssertTrue(reasons["sync.alert.message [folders.one]"]?.contains("compose") == true)
        XCTAssertTrue(reasons["delete.alert.title [outer.one]"]?.contains("%#@inner@") == true)
    }

    func testRewriteSplicesOnlyTheStringText() throws {
        for relative in ["stringsdict/en.lproj/Plurals.stringsdict", "stringsdict/en.lproj/Generated.stringsdict"] {
            let bytes = try LocalizationFixtures.bytes(relative)
            let file = try StringsDictFile(bytes: bytes, path: relative)
            XCTAssertEqual(try file.rewritten(with: [:]), bytes, relative)
            let last = try XCTUnwrap(file.strings.last)
            let rewritten = try file.rewritten(with: [last.index: last.value + " <&>"])
            let reread = try StringsDictFile(bytes: rewritten, path: relative)
            XCTAssertEqual(reread.strings.last?.value, last.value + " <&>")
            XCTAssertEqual(rewritten.count, bytes.count + " &lt;&amp;&gt;".utf8.count, relative)
        }
        let relative = "stringsdict/en.lproj/Plurals.stringsdict"
        let file = try StringsDictFile(bytes: LocalizationFixtures.bytes(relative), path: relative)
        let accounts = file.strings[5]
        let text = String(
            decoding: try file.rewritten(with: [accounts.index: "%2$d accounts & others"]), as: UTF8.self)
        XCTAssertTrue(text.contains("<string>%2$d accounts &amp; others</string>"), "existing entity spelling kept")
    }

    func testRefusesBinaryAndReportsUnclosedElements() {
        XCTAssertThrowsError(try StringsDictFile(bytes: Array("bplist00xyz".utf8), path: "b.stringsdict")) {
            XCTAssertTrue(($0 as? LocalizationFileError)?.message.contains("binary property list") == true)
        }
        let relative = "malformed/unclosed.stringsdict"
        XCTAssertThrowsError(try StringsDictFile(bytes: LocalizationFixtures.bytes(relative), path: relative)) {
            let error = $0 as? LocalizationFileError
            XCTAssertEqual(error?.location?.line, 5)
            XCTAssertTrue(error?.message.contains("</string>") == true, "\(String(describing: error))")
        }
    }
}
