import XCTest

@testable import CopyKit

/// Fixes built from edits on one field: sentence removals and edits that reach an opaque span.
final class SentenceRemovalTests: XCTestCase {
    func testEditsThatReachAnOpaqueSpanBecomeAReplacement() {
        let text = AnalyzedText("Open “Road Trip” now. Tap OK.")
        let quoted = text.tokens.first(where: \.isOpaque)!.range
        let touching = TextFix.make(
            field: .message, text: text, edits: [TextEdit(range: 0..<quoted.lowerBound + 1, replacement: "")],
            safety: .suggested, summary: "")
        XCTAssertEqual(touching.change, .replacement("Road Trip” now. Tap OK."))
        let apart = TextFix.make(
            field: .message, text: text,
            edits: [TextEdit(range: 22..<29, replacement: ""), TextEdit(range: 0..<4, replacement: "See")],
            safety: .suggested, summary: "")
        XCTAssertEqual(
            apart.change,
            .edits([TextEdit(range: 22..<29, replacement: ""), TextEdit(range: 0..<4, replacement: "See")]))
    }

    func testRemovingEverySentenceRemovesTheField() {
        for count in [2, 12] {
            let text = AnalyzedText(Array(repeating: "Tap OK.", count: count).joined(separator: " "))
            let all = SentenceRemoval.fix(removing: text.sentences, from: text, field: .message, summary: "")
            XCTAssertEqual(all.change, .replacement(nil), "\(count)")
            let some = SentenceRemoval.fix(
                removing: Array(text.sentences.dropFirst()), from: text, field: .message, summary: "")
            XCTAssertEqual(some.change, .edits([TextEdit(range: 7..<text.utf16.count, replacement: "")]), "\(count)")
        }
    }
}
