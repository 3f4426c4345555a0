import XCTest

@testable import CopyKit

/// How a localization linter reads each string before grouping: the comment's suppressions and
/// the storage its recognized strings share.
final class LocalizationRecognitionTests: XCTestCase {
    /// The marker's bytes are looked for before its characters: found anywhere, after a partial
    /// match or at the very end, and not in a shorter text or one with the bytes apart.
    func testSuppressionMarkerBytes() {
        XCTAssertTrue(LocalizationLinter.holdsBytes(of: "alertcopy:disable", in: "alertcopy:disable"))
        XCTAssertTrue(LocalizationLinter.holdsBytes(of: "alertcopy:disable", in: "Title — alertcopy:disable x"))
        XCTAssertTrue(LocalizationLinter.holdsBytes(of: "alertcopy:disable", in: "alertcopy:disab alertcopy:disable"))
        XCTAssertFalse(LocalizationLinter.holdsBytes(of: "alertcopy:disable", in: "alertcopy:disabl"))
        XCTAssertFalse(LocalizationLinter.holdsBytes(of: "alertcopy:disable", in: "alertcopy: disable"))
        XCTAssertFalse(LocalizationLinter.holdsBytes(of: "alertcopy:disable", in: ""))
        XCTAssertTrue(LocalizationLinter.holdsBytes(of: "", in: "x"))
        let linter = LocalizationLinter(linter: StubLinter())
        XCTAssertEqual(linter.suppressions(in: "Alert title"), [])
        XCTAssertEqual(linter.suppressions(in: "é alertcopy:disable"), ["all"])
    }

    /// A recognized string's copies share their storage until one of them changes.
    func testRecognizedStringCopiesAreIndependent() throws {
        let strings = LocalizationLinter(linter: StubLinter()).recognize(
            try StringsFile(bytes: Array("\"alert.x.title\" = \"A\";".utf8), path: "a.strings"))
        let original = try XCTUnwrap(strings.first)
        var copy = original
        copy.assignment.group = "other"
        copy.string.value = "B"
        copy.suppressedRules.insert("all")
        XCTAssertEqual(original.assignment.group, "alert.x")
        XCTAssertEqual(original.string.value, "A")
        XCTAssertTrue(original.isLinted)
        XCTAssertEqual(copy.assignment.group, "other")
        XCTAssertEqual(copy.string.value, "B")
        XCTAssertFalse(copy.isLinted)
    }
}
