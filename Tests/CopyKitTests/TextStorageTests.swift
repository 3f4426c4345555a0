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

    /// A known word's key is borrowed from its lexicon's word table, which the storage keeps
    /// alive: the keys read the same after the lexicon is gone, and a text's own keys (unknown
    /// words, marks of more than one unit), owned by its storage, are freed with it.
    func testBorrowedKeysOutliveTheirLexicon() {
        // A key of more than 15 bytes is a string with storage of its own, not held inline.
        let words = ["zorpificationally", "sync", "later"]
        let sample = "Zorpificationally… SYNC later—Blorp’s 😀!"
        var lexicon: Lexicon? = Lexicon(lists: ["everyday-words": words])
        weak let goneLexicon = lexicon
        var text: AnalyzedText? = AnalyzedText(
            sample, tokenizer: Tokenizer(), lexicon: lexicon, sharedAcrossThreads: false)
        let known = text!.reading(lexicon!).known
        XCTAssertEqual(known.filter(\.isKnown).count, 3)
        lexicon = nil
        XCTAssertNil(goneLexicon)
        let folded = text!.folded
        weak let goneText = text
        text = nil
        XCTAssertNil(goneText)
        XCTAssertEqual(Array(folded), Array(AnalyzedText(sample).folded))
        XCTAssertEqual(
            Array(folded).filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty },
            [
                "zorpificationally", "…", "sync", "later", "—", "blorp's", "😀", "!",
            ])
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
