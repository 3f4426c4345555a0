import XCTest

@testable import CopyKit

/// `utf16Units` decodes a string's UTF-8 to exactly the units of its UTF-16 view.
final class UTF16UnitsTests: XCTestCase {
    func testUnitsAreTheUTF16View() {
        let pieces = ["a", "Save changes?", "é", "“", "€", "😀", "👩‍👩‍👧", "\u{0}", "\u{7F}", "ß", "日本語"]
        var texts = ["", "Delete “Road Trip Mix”?", "12345678", "1234567", "123456789", "Can’t save 😀 now."]
        // Every piece after ASCII runs of 0 to 17 bytes, so that a multi-byte scalar falls at each
        // place of an eight-byte block and at its end.
        for piece in pieces {
            for run in 0...17 {
                let ascii = String(repeating: "x", count: run)
                texts.append(ascii + piece)
                texts.append(ascii + piece + ascii)
                texts.append(piece + ascii + piece)
            }
        }
        for text in texts {
            XCTAssertEqual(text.utf16Units, Array(text.utf16), text)
        }
    }
}
