import CopyKit
import Foundation
import XCTest

final class XCStringsTests: XCTestCase {
    private func read(_ relative: String) throws -> XCStringsCatalog {
        try XCStringsCatalog(bytes: LocalizationFixtures.bytes(relative), path: relative)
    }

    /// Foundation's pretty, sorted, unescaped-slash output is Xcode's layout (FORMATS.md §2.2).
    private func foundationLayout(_ bytes: [UInt8]) throws -> [UInt8] {
        let object = try JSONSerialization.jsonObject(with: Data(bytes))
        return [UInt8](
            try JSONSerialization.data(
                withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]))
    }

    private func withoutFinalNewline(_ bytes: [UInt8]) -> [UInt8] {
        bytes.last == 0x0A ? Array(bytes.dropLast()) : bytes
    }

    func testFixturesAreInXcodeLayout() throws {
        for relative in LocalizationFixtures.valid where relative.hasSuffix(".xcstrings") {
            let bytes = try LocalizationFixtures.bytes(relative)
            XCTAssertEqual(try foundationLayout(bytes), withoutFinalNewline(bytes), relative)
        }
    }

    func testReadsUnitsVariationsAndSubstitutions() throws {
        let catalog = try read("xcstrings/Localizable.xcstrings")
        XCTAssertEqual(catalog.sourceLanguage, "en")
        XCTAssertEqual(catalog.version, "1.0")
        let english = catalog.strings.filter { $0.language == "en" }
        let names = Set(english.map(\.displayName))
        XCTAssertTrue(
            names.isSuperset(of: [
                "alert.files.message [plural.one]", "alert.files.message [plural.other]",
                "alert.device.message [device.ipad]", "alert.device.message [device.mac]",
                "alert.posts.message", "alert.posts.message [substitutions.count_posts.plural.one]",
                "alert.posts.message [substitutions.count_participants.plural.other]", "🦖 Dinosaurs",
            ]))
        let dinosaurs = try XCTUnwrap(english.first { $0.key == "🦖 Dinosaurs" })
        XCTAssertEqual(dinosaurs.value, "🦖 Dinosaurs\tand \"more\" \\ ok")
        let message = try XCTUnwrap(english.first { $0.key == "alert.delete.message" })
        XCTAssertEqual(message.comment, "Alert message shown before deleting https://example.com/files")
        XCTAssertEqual(message.state, "translated")
        XCTAssertEqual(message.start, SourceLocation(line: 57, column: 24))
        XCTAssertEqual(message.locate(4), SourceLocation(line: 57, column: 28))
        XCTAssertEqual(
            dinosaurs.locate(14), SourceLocation(line: dinosaurs.start.line, column: dinosaurs.start.column + 15),
            "the emoji is 2 units, \\t 2 columns")
        XCTAssertEqual(
            dinosaurs.locate(16), SourceLocation(line: dinosaurs.start.line, column: dinosaurs.start.column + 17))
        let keyCopy = try XCTUnwrap(english.first { $0.key == "Are you sure you want to delete %d feeds?" })
        XCTAssertEqual(keyCopy.value, keyCopy.key)
        XCTAssertNotNil(keyCopy.readOnlyReason, "a key without an en localization is its own copy")
        XCTAssertTrue(english.contains { $0.key == "" }, "the empty key is listed (its copy is empty)")
        XCTAssertEqual(catalog.units.first { $0.language == "zh-HK" }?.state, "needs_review")
    }

    /// The count the file-size limit reads without building the strings is the count of `strings`,
    /// key copies included.
    func testStringCountCountsUnitsAndKeyCopies() throws {
        for relative in LocalizationFixtures.valid where relative.hasSuffix(".xcstrings") {
            let catalog = try read(relative)
            XCTAssertEqual(catalog.stringCount, catalog.strings.count, relative)
        }
        let withKeyCopies = try read("xcstrings/Localizable.xcstrings")
        XCTAssertGreaterThan(withKeyCopies.stringCount, withKeyCopies.units.count, "keys without an en copy count")
    }

    func testRoundTripAndRewriteMarksTranslationsForReview() throws {
        let relative = "xcstrings/Localizable.xcstrings"
        let bytes = try LocalizationFixtures.bytes(relative)
        let catalog = try XCStringsCatalog(bytes: bytes, path: relative)
        XCTAssertEqual(try catalog.rewritten(with: [:]), bytes)
        let message = try XCTUnwrap(catalog.strings.first { $0.key == "alert.delete.message" && $0.language == "en" })
        let rewritten = try catalog.rewritten(with: [message.index: "The file will be deleted. 文件/\"x\""])
        let reread = try XCStringsCatalog(bytes: rewritten, path: relative)
        func unit(_ key: String, _ language: String) -> XCStringsCatalog.Unit? {
            reread.units.first { $0.key == key && $0.language == language }
        }
        XCTAssertEqual(unit("alert.delete.message", "en")?.value, "The file will be deleted. 文件/\"x\"")
        XCTAssertEqual(unit("alert.delete.message", "en")?.state, "translated", "the source unit keeps its state")
        XCTAssertEqual(unit("alert.delete.message", "de")?.state, "needs_review")
        XCTAssertEqual(unit("alert.delete.message", "de")?.value, "Die Datei wird gelöscht.")
        XCTAssertEqual(unit("alert.delete.message", "zh-Hans")?.state, "needs_review")
        XCTAssertEqual(unit("alert.delete.message", "zh-HK")?.state, "needs_review")
        XCTAssertEqual(unit("alert.delete.title", "de")?.state, "translated", "other keys are untouched")
        XCTAssertEqual(try foundationLayout(rewritten), rewritten, "still exactly Xcode's layout")
        let changedLines = zip(
            String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false),
            String(decoding: rewritten, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        ).filter { $0 != $1 }
        XCTAssertEqual(changedLines.count, 3, "one value and two states (zh-HK was already needs_review)")
    }

    func testNewUnitsOnlyFlipTranslatedStates() throws {
        let relative = "xcstrings/Localizable.xcstrings"
        let catalog = try read(relative)
        let cancel = try XCTUnwrap(
            catalog.strings.first { $0.key == "alert.delete.button.cancel" && $0.language == "en" })
        let reread = try XCStringsCatalog(bytes: catalog.rewritten(with: [cancel.index: "Cancel"]), path: relative)
        XCTAssertEqual(
            reread.units.first { $0.key == "alert.delete.button.cancel" && $0.language == "fr" }?.state, "new")
        XCTAssertEqual(
            reread.units.first { $0.key == "alert.delete.button.cancel" && $0.language == "de" }?.state, "needs_review")
    }

    func testVersionsAndFinalNewlineArePreserved() throws {
        for relative in ["xcstrings/Catalog11.xcstrings", "xcstrings/Catalog12.xcstrings"] {
            let bytes = try LocalizationFixtures.bytes(relative)
            let catalog = try XCStringsCatalog(bytes: bytes, path: relative)
            let first = try XCTUnwrap(catalog.strings.first { $0.language == catalog.sourceLanguage })
            let rewritten = try catalog.rewritten(with: [first.index: first.value + "."])
            XCTAssertEqual(rewritten.last, bytes.last, relative)
            XCTAssertEqual(try XCStringsCatalog(bytes: rewritten, path: relative).version, catalog.version)
        }
        XCTAssertEqual(try read("xcstrings/Catalog12.xcstrings").sourceLanguage, "de")
    }

    func testMalformedCatalogs() {
        XCTAssertThrowsError(try read("malformed/trailing-comma.xcstrings")) { error in
            let error = error as? LocalizationFileError
            XCTAssertEqual(error?.location, SourceLocation(line: 7, column: 1))
            XCTAssertTrue(error?.message.contains("trailing commas") == true)
        }
        XCTAssertThrowsError(try XCStringsCatalog(bytes: Array("{\"strings\": {}}".utf8), path: "x.xcstrings")) {
            XCTAssertTrue(($0 as? LocalizationFileError)?.message.contains("sourceLanguage") == true)
        }
    }

    /// A value that is only `%#@files@` hands the text on to the substitution's forms; forms
    /// inserted into a longer value stay fragments.
    func testSubstitutionFormsAreWholeTextsWhenTheValueIsOnlyTheirReference() throws {
        let relative = "xcstrings/Substitutions.xcstrings"
        let catalog = try XCStringsCatalog(bytes: LocalizationFixtures.bytes(relative), path: relative)
        let english = catalog.strings(in: "en")
        XCTAssertEqual(
            english.filter { $0.skipReason == nil }.map(\.displayName),
            [
                "alert.delete.message [substitutions.files.plural.one]",
                "alert.delete.message [substitutions.files.plural.other]", "alert.sync.message",
            ])
        let reference = try XCTUnwrap(english.first { $0.displayName == "alert.delete.message" })
        XCTAssertTrue(reference.skipReason?.contains("only the substitution reference") == true)
        let fragment = try XCTUnwrap(
            english.first { $0.displayName == "alert.sync.message [substitutions.files.plural.other]" })
        XCTAssertTrue(fragment.skipReason?.contains("not linted alone") == true)
    }

    func testRefusesABinaryPropertyList() {
        XCTAssertThrowsError(try XCStringsCatalog(bytes: Array("bplist00\u{1}".utf8), path: "B.xcstrings")) {
            let error = $0 as? LocalizationFileError
            XCTAssertEqual(error?.location, SourceLocation(line: 1, column: 1))
            XCTAssertTrue(error?.message.contains("binary property list") == true, "\(String(describing: error))")
        }
    }
}
