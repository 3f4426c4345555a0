import XCTest

@testable import CopyKit

final class ModelTests: XCTestCase {
    func testFieldNamesRoundTrip() {
        for field in [AlertField.title, .message, .button(0), .button(12), .buttons] {
            XCTAssertEqual(AlertField(field.description), field)
        }
        XCTAssertNil(AlertField("button[x]"))
    }

    func testTextEditsApplyInOnePass() {
        let text = "delete 📷 photo?"
        let edits = [TextEdit(range: 0..<1, replacement: "D"), TextEdit(range: 10..<11, replacement: "P")]
        XCTAssertEqual(TextEditApplier.apply(edits, to: text), "Delete 📷 Photo?")
    }
}
