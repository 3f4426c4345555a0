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
