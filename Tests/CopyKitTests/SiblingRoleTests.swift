import CopyKit
import XCTest

/// Keys with no alert word of their own take the role their key names when sibling keys of the
/// same alert were recognized.
final class SiblingRoleTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func testButtonsJoinTheAlertOfTheirSiblingKeys() throws {
        let path = Self.root.appendingPathComponent("Fixtures/example-app/en.lproj/Localizable.strings").path
        let document = try LocalizationLinter.parse(bytes: LocalizationLinter.readBytes(path), path: path)
        let recognized = LocalizationLinter().recognize(document)
        let roles = Dictionary(uniqueKeysWithValues: recognized.map { ($0.string.key, $0.assignment) })
        XCTAssertEqual(roles["delete_album.button.yes"]?.role, .button)
        XCTAssertEqual(roles["delete_album.button.no"]?.role, .button)
        XCTAssertEqual(roles["delete_album.button.no"]?.group, roles["delete_album.title"]?.group)
        XCTAssertEqual(roles["delete_album.title"]?.role, .title)
    }

    func testNoSiblingMeansNoRole() {
        let detector = RoleDetector()
        XCTAssertNil(detector.assign(key: "settings.button.save", comment: nil).role)
        XCTAssertNil(detector.assignBySibling(key: "settings.button.save", alertGroups: ["delete.album"]))
        XCTAssertEqual(
            detector.assignBySibling(key: "delete_album.button.yes", alertGroups: ["delete.album"])?.role, .button)
        XCTAssertNil(detector.assignBySibling(key: "Delete this album?", alertGroups: ["delete.album"]))
    }
}

/// A new pair of buttons is written into a file in place: Cancel into the string that cancelled,
/// the action into the other, so each key keeps its meaning for the code.
final class FileButtonFixTests: XCTestCase {
    private func fixed(_ text: String) throws -> String {
        let path = "/tmp/en.lproj/Localizable.strings"
        let bytes = Array(text.utf8)
        let document = try LocalizationLinter.parse(bytes: bytes, path: path)
        let result = LocalizationLinter().fix(document, bytes: bytes, upTo: .suggested)
        return String(decoding: result.rewrittenBytes ?? bytes, as: UTF8.self)
    }

    func testYesAndNoBecomeTheActionAndCancelInTheirOwnKeys() throws {
        let output = try fixed(
            """
            /* Alert title */
            "delete_album.title" = "Delete this album?";
            /* Alert button */
            "delete_album.button.yes" = "Yes";
            /* Alert button */
            "delete_album.button.no" = "No";

            """)
        XCTAssertTrue(output.contains(#""delete_album.button.yes" = "Delete";"#), output)
        XCTAssertTrue(output.contains(#""delete_album.button.no" = "Cancel";"#), output)
    }

    func testNoButtonIsRewrittenWhenWhichOneCancelsIsUnclear() throws {
        let input = """
            /* Alert title */
            "delete_album.title" = "Delete this album?";
            /* Alert button */
            "delete_album.button.first" = "Yes";
            /* Alert button */
            "delete_album.button.second" = "Sure";

            """
        let output = try fixed(input)
        XCTAssertTrue(output.contains(#""delete_album.button.first" = "Yes";"#), output)
        XCTAssertTrue(output.contains(#""delete_album.button.second" = "Sure";"#), output)
    }

    func testButtonOrderIsTheCodesNotTheKeysSoFilesSkipItUnlessAskedFor() throws {
        let path = "/tmp/en.lproj/Localizable.strings"
        let bytes = Array(
            """
            /* Alert title */
            "delete_album.title" = "Delete This Album?";
            /* Alert button */
            "delete_album.button.delete" = "Delete";
            /* Alert button */
            "delete_album.button.cancel" = "Cancel";

            """.utf8)
        let document = try LocalizationLinter.parse(bytes: bytes, path: path)
        func rules(_ configuration: Configuration) -> [String] {
            LocalizationLinter(configuration: configuration).check(document, bytes: bytes).reports
                .flatMap(\.findings).map(\.ruleID)
        }
        XCTAssertFalse(rules(Configuration()).contains("button-order"))
        var enabled = Configuration()
        enabled.enable = ["button-order"]
        XCTAssertTrue(rules(enabled).contains("button-order"))
    }
}
