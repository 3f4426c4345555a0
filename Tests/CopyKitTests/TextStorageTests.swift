import XCTest

@testable import CopyKit

/// A text's analysis held in one storage reads like the arrays it replaces.
final class TextStorageTests: XCTestCase {
    /// The buffers of a text that is gone still read its units, tokens, keys and reading.
    func testBuffersOutliveTheirText() {
        let lexicon = Lexicon.embedded
        let sample = "Couldn’t SAVE “Road Trip Mix” to café."
        var text: AnalyzedText? = AnalyzedText(
            sample, tokenizer: Tokenizer(), lexicon: lexicon, sharedAcrossThreads: false)
        let units = text!.utf16
        let tokens = text!.tokens
        let folded = text!.folded
        let known = text!.reading(lexicon).known
        weak let gone = text
        text = nil
        XCTAssertNil(gone)
        let anew = AnalyzedText(sample)
        XCTAssertEqual(Array(units), Array(sample.utf16))
        XCTAssertEqual(tokens, anew.tokens)
        XCTAssertEqual(Array(folded), Array(anew.folded))
        XCTAssertEqual(known.map(\.id), TokenReading(anew, lexicon: lexicon).known.map(\.id))
        XCTAssertEqual(known.count, tokens.count)
    }

    /// A slice of a text's units reads, as a buffer, the units of its range.
    func testUnitSliceBufferIsItsRange() {
        let text = AnalyzedText("Save “Mix” 😀 now")
        for token in text.tokens {
            let slice = text.utf16[token.range]
            XCTAssertEqual(slice.withUnsafeBufferPointer { Array($0) }, Array(Array(text.text.utf16)[token.range]))
        }
        XCTAssertEqual(text.utf16[3..<3].withUnsafeBufferPointer { $0.count }, 0)
    }

    /// Buffers are equal when their values are, wherever they are held.
    func testBuffersCompareByValue() {
        XCTAssertEqual(AnalyzedText("Save now").tokens, AnalyzedText("Save now").tokens)
        XCTAssertNotEqual(AnalyzedText("Save now").tokens, AnalyzedText("Save it").tokens)
        XCTAssertNotEqual(AnalyzedText("Save now").utf16, AnalyzedText("Save now!").utf16)
    }
}
