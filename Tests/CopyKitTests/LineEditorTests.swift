import XCTest

@testable import CopyKit

final class LineEditorTests: XCTestCase {
    private let left = "\u{1B}[D"
    private let right = "\u{1B}[C"
    private let up = "\u{1B}[A"
    private let down = "\u{1B}[B"

    /// Feeds text (as UTF-8 bytes) and returns the events.
    @discardableResult
    private func type(_ text: String, into editor: inout LineEditor) -> [LineEditor.Event] {
        editor.feed(Array(text.utf8))
    }

    func testTypingAndEnterSubmitsTheLineAndClearsIt() {
        var editor = LineEditor()
        XCTAssertEqual(type("title: Error", into: &editor), [])
        XCTAssertEqual(editor.buffer, "title: Error")
        XCTAssertEqual(editor.cursor, 12)
        XCTAssertEqual(type("\r", into: &editor), [.submit("title: Error")])
        XCTAssertEqual(editor.buffer, "")
        XCTAssertEqual(editor.cursor, 0)
        XCTAssertEqual(editor.history.entries, ["title: Error"])
    }

    func testArrowsMoveTheCursorAndInsertInTheMiddle() {
        var editor = LineEditor()
        type("Delet Photo", into: &editor)
        type(String(repeating: left, count: 6), into: &editor)
        XCTAssertEqual(editor.cursor, 5)
        type("e", into: &editor)
        XCTAssertEqual(editor.buffer, "Delete Photo")
        XCTAssertEqual(editor.cursor, 6)
        type(right + right, into: &editor)
        XCTAssertEqual(editor.cursor, 8)
        type(String(repeating: right, count: 10), into: &editor)
        XCTAssertEqual(editor.cursor, 12, "right stops at the end")
    }

    func testHomeEndInAllTheirSpellings() {
        for (home, end) in [
            ("\u{01}", "\u{05}"), ("\u{1B}[H", "\u{1B}[F"), ("\u{1B}OH", "\u{1B}OF"), ("\u{1B}[1~", "\u{1B}[4~"),
            ("\u{1B}[7~", "\u{1B}[8~"),
        ] {
            var editor = LineEditor()
            type("abc", into: &editor)
            type(home, into: &editor)
            XCTAssertEqual(editor.cursor, 0, "home \(home.debugDescription)")
            type("X", into: &editor)
            type(end, into: &editor)
            XCTAssertEqual(editor.cursor, 4, "end \(end.debugDescription)")
            XCTAssertEqual(editor.buffer, "Xabc")
        }
    }

    func testBackspaceAndDelete() {
        var editor = LineEditor()
        type("abcd", into: &editor)
        type("\u{7F}", into: &editor)
        XCTAssertEqual(editor.buffer, "abc")
        type(left + left, into: &editor)
        type("\u{1B}[3~", into: &editor)
        XCTAssertEqual(editor.buffer, "ac")
        XCTAssertEqual(editor.cursor, 1)
        type("\u{08}", into: &editor)
        XCTAssertEqual(editor.buffer, "c")
        XCTAssertEqual(editor.cursor, 0)
        type("\u{7F}", into: &editor)
        XCTAssertEqual(editor.buffer, "c", "backspace at the start does nothing")
    }

    func testKillCommandsAndYank() {
        var editor = LineEditor()
        type("title: Are you sure?", into: &editor)
        type(String(repeating: left, count: 5), into: &editor)
        type("\u{0B}", into: &editor)
        XCTAssertEqual(editor.buffer, "title: Are you ")
        type("\u{19}", into: &editor)
        XCTAssertEqual(editor.buffer, "title: Are you sure?", "Ctrl-Y puts back what Ctrl-K cut")
        type("\u{17}", into: &editor)
        XCTAssertEqual(editor.buffer, "title: Are you ")
        type("\u{17}", into: &editor)
        XCTAssertEqual(editor.buffer, "title: Are ")
        type("\u{15}", into: &editor)
        XCTAssertEqual(editor.buffer, "")
        type("\u{19}", into: &editor)
        XCTAssertEqual(editor.buffer, "title: Are ")
    }

    func testWordMovesWithAltAndCtrlArrows() {
        var editor = LineEditor()
        type("Couldn't save the file", into: &editor)
        type("\u{1B}b", into: &editor)
        XCTAssertEqual(editor.cursor, 18)
        type("\u{1B}[1;5D", into: &editor)
        XCTAssertEqual(editor.cursor, 14)
        type("\u{1B}[1;5D\u{1B}[1;5D", into: &editor)
        XCTAssertEqual(editor.cursor, 0, "the apostrophe belongs to the word")
        type("\u{1B}f", into: &editor)
        XCTAssertEqual(editor.cursor, 8)
        type("\u{1B}d", into: &editor)
        XCTAssertEqual(editor.buffer, "Couldn't the file")
    }

    func testTranspose() {
        var editor = LineEditor()
        type("Teh", into: &editor)
        type("\u{14}", into: &editor)
        XCTAssertEqual(editor.buffer, "The")
        type(left, into: &editor)
        type("\u{14}", into: &editor)
        XCTAssertEqual(editor.buffer, "Teh", "in the middle it swaps the characters around the cursor")
        XCTAssertEqual(editor.cursor, 3)
    }

    func testHistoryUpAndDownKeepsTheDraft() {
        var editor = LineEditor(history: History(["title: One", "title: Two"]))
        type("draft", into: &editor)
        type(up, into: &editor)
        XCTAssertEqual(editor.buffer, "title: Two")
        XCTAssertEqual(editor.cursor, 10)
        type(up, into: &editor)
        XCTAssertEqual(editor.buffer, "title: One")
        type(up, into: &editor)
        XCTAssertEqual(editor.buffer, "title: One", "up stops at the oldest entry")
        type(down, into: &editor)
        XCTAssertEqual(editor.buffer, "title: Two")
        type(down, into: &editor)
        XCTAssertEqual(editor.buffer, "draft", "down past the newest entry gives back the draft")
        type("\u{10}", into: &editor)
        XCTAssertEqual(editor.buffer, "title: Two", "Ctrl-P is up")
        XCTAssertEqual(type("\r", into: &editor), [.submit("title: Two")])
        XCTAssertEqual(editor.history.entries, ["title: One", "title: Two"], "no consecutive duplicate")
        type(up, into: &editor)
        XCTAssertEqual(editor.buffer, "title: Two")
    }

    func testControlKeysBecomeEvents() {
        var editor = LineEditor()
        XCTAssertEqual(type("\u{04}", into: &editor), [.endOfInput])
        type("abc", into: &editor)
        type(left, into: &editor)
        XCTAssertEqual(type("\u{04}", into: &editor), [], "Ctrl-D on a non-empty line deletes")
        XCTAssertEqual(editor.buffer, "ab")
        XCTAssertEqual(type("\u{03}", into: &editor), [.interrupt(discarded: "ab")])
        XCTAssertEqual(editor.buffer, "")
        XCTAssertEqual(type("\u{03}", into: &editor), [.interrupt(discarded: "")])
        XCTAssertEqual(type("\u{0C}", into: &editor), [.clearScreen])
        XCTAssertEqual(type("\u{1A}", into: &editor), [.suspend])
    }

    func testUTF8InputSplitAcrossReadsAndGraphemeMoves() {
        var editor = LineEditor()
        let text = "Café “Road Trip” 👍🏽"
        let bytes = Array(text.utf8)
        for byte in bytes { _ = editor.feed([byte]) }
        XCTAssertEqual(editor.buffer, text)
        XCTAssertEqual(editor.cursor, text.count)
        type("\u{7F}", into: &editor)
        XCTAssertEqual(editor.buffer, "Café “Road Trip” ", "backspace removes the whole emoji with its modifier")
        type(String(repeating: left, count: 14), into: &editor)
        XCTAssertEqual(editor.cursor, 3)
        type("\u{1B}[3~", into: &editor)
        XCTAssertEqual(editor.buffer, "Caf “Road Trip” ")
    }

    func testCombiningMarksJoinTheCharacterBeforeThem() {
        var editor = LineEditor()
        type("Cafe\u{301}", into: &editor)
        XCTAssertEqual(editor.cursor, 4)
        XCTAssertEqual(editor.cursorColumn, 4)
        type(left, into: &editor)
        XCTAssertEqual(editor.cursor, 3)
        XCTAssertEqual(editor.cursorColumn, 3)
    }

    func testEscapeSequencesSplitAcrossReads() {
        var editor = LineEditor()
        type("abc", into: &editor)
        for byte in Array("\u{1B}[1;3D".utf8) { _ = editor.feed([byte]) }
        XCTAssertEqual(editor.cursor, 0, "Alt-left moves by word even when its bytes arrive one by one")
        _ = editor.feed([0x1B])
        XCTAssertEqual(editor.cursor, 0, "a lone ESC waits for the rest")
        _ = editor.feed(Array("OF".utf8))
        XCTAssertEqual(editor.cursor, 3)
        type("\u{1B}x", into: &editor)
        XCTAssertEqual(editor.buffer, "abcx", "ESC before an ordinary key is dropped, the key kept")
    }

    func testInvalidUTF8BecomesAReplacementCharacter() {
        var editor = LineEditor()
        _ = editor.feed([0x61, 0xFF, 0x62, 0xE2, 0x80, 0x63])
        XCTAssertEqual(editor.buffer, "a\u{FFFD}b\u{FFFD}c")
    }

    func testUnknownEscapeSequencesAndPasteMarkersAreIgnored() {
        var editor = LineEditor()
        type("a\u{1B}[200~b\u{1B}[201~\u{1B}[15~c\u{1B}[I", into: &editor)
        XCTAssertEqual(editor.buffer, "abc")
    }

    func testCursorColumnCountsWideCharactersTwice() {
        var editor = LineEditor()
        type("日本👍a", into: &editor)
        XCTAssertEqual(editor.cursor, 4)
        XCTAssertEqual(editor.cursorColumn, 7)
        type(left + left, into: &editor)
        XCTAssertEqual(editor.cursorColumn, 4)
    }

    func testRenderPutsTheCursorAtItsColumn() {
        var editor = LineEditor()
        type("日本 ab", into: &editor)
        type(left, into: &editor)
        let output = editor.render(prompt: "> ", promptWidth: 2, columns: 80)
        XCTAssertEqual(output, "\r> 日本 ab\u{1B}[K\r\u{1B}[8C")
    }

    func testRenderScrollsALongLineToKeepTheCursorVisible() {
        var editor = LineEditor()
        type(String(repeating: "a", count: 30) + "XYZ", into: &editor)
        let output = editor.render(prompt: "> ", promptWidth: 2, columns: 20)
        XCTAssertTrue(output.hasPrefix("\r> "), output.debugDescription)
        let shown = output.dropFirst(3).prefix { $0 != "\u{1B}" }
        XCTAssertTrue(shown.hasSuffix("XYZ"), "the end of the line where the cursor is stays visible: \(shown)")
        XCTAssertLessThanOrEqual(2 + shown.count, 19)
        XCTAssertTrue(output.hasSuffix("\u{1B}[\(2 + shown.count)C"))
        type("\u{01}", into: &editor)
        let atHome = editor.render(prompt: "> ", promptWidth: 2, columns: 20)
        XCTAssertTrue(atHome.hasPrefix("\r> aaaa"))
        XCTAssertTrue(atHome.hasSuffix("\r\u{1B}[2C"))
    }

    func testTabCompletesAUniqueCommandAndListsSeveral() {
        let commands = [":apply", ":buttons", ":profile", ":platform"]
        var editor = LineEditor(completer: { prefix in commands.filter { $0.hasPrefix(prefix) } })
        type(":ap\t", into: &editor)
        XCTAssertEqual(editor.buffer, ":apply ")
        var other = LineEditor(completer: { prefix in commands.filter { $0.hasPrefix(prefix) } })
        XCTAssertEqual(type(":p\t", into: &other), [.completions([":profile", ":platform"])])
        XCTAssertEqual(other.buffer, ":p")
        var third = LineEditor(completer: { prefix in commands.filter { $0.hasPrefix(prefix) } })
        XCTAssertEqual(type(":pl\t", into: &third), [])
        XCTAssertEqual(third.buffer, ":platform ")
        var fourth = LineEditor(completer: { prefix in commands.filter { $0.hasPrefix(prefix) } })
        XCTAssertEqual(type(":\t", into: &fourth), [.completions(commands)])
    }
}
