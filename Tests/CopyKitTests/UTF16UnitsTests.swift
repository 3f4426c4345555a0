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
        // ASCII of every length up to three blocks: the bytes after the last whole block are
        // widened with the block that ends the text.
        for length in 0...24 { texts.append(String("abcdefghijklmnopqrstuvwxyz".prefix(length))) }
        for text in texts {
            XCTAssertEqual(text.utf16Units, Array(text.utf16), text)
        }
    }

    /// `String(utf16Units:)` is `String(decoding:as: UTF16.self)`, unpaired surrogates included,
    /// from arrays and from slices that do not start at 0.
    func testStringFromUnitsIsTheStandardDecoding() {
        let unitLists: [[UInt16]] = [
            [], Array("Save “Road Trip Mix”? 😀 日本語".utf16), [0xD800], [0xDC00], [0x41, 0xD800, 0x42],
            [0xD83D, 0xDE00, 0xD83D], [0xDE00, 0xD83D, 0xDE00], [0x7F, 0x80, 0x7FF, 0x800, 0xFFFF],
            Array(String(repeating: "plain ascii ", count: 40).utf16),
        ]
        for units in unitLists {
            XCTAssertEqual(String(utf16Units: units), String(decoding: units, as: UTF16.self), "\(units)")
            let padded = [0x20] + units + [0x20]
            let slice = padded[1..<(padded.count - 1)]
            XCTAssertEqual(String(utf16Units: slice), String(decoding: slice, as: UTF16.self), "\(units)")
        }
    }
}
