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
