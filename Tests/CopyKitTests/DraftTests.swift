import XCTest

@testable import CopyKit

final class DraftTests: XCTestCase {
    private func read(_ text: String, role: TextRole? = nil) throws -> DraftDocument {
        try DraftReader.read(Array(text.utf8), path: "<stdin>", role: role)
    }

    private func readError(_ text: String, role: TextRole? = nil) -> InputError? {
        do {
            _ = try DraftReader.read(Array(text.utf8), path: "<stdin>", role: role)
            return nil
        } catch {
            return error
        }
    }

    private func readError(bytes: [UInt8]) -> InputError? {
        do {
            _ = try DraftReader.read(bytes, path: "in.alerts")
            return nil
        } catch {
            return error
        }
    }

    // MARK: plain format

    func testPlainFieldsAndSeparators() throws {
        let document = try read(
            """
            # a comment
            title: Delete “Road Trip”?
            message: This playlist will be removed.
            buttons: Cancel (cancel), Delete (destructive)

            title: Second
            ---
            Third title
            Third message
            """)
        XCTAssertEqual(document.format, .plain)
        XCTAssertEqual(document.alerts.count, 3)
        XCTAssertEqual(
            document.alerts[0].alert,
            Alert(
                title: "Delete “Road Trip”?", message: "This playlist will be removed.",
                buttons: [AlertButton("Cancel", role: .cancel), AlertButton("Delete", role: .destructive)]))
        XCTAssertEqual(document.alerts[1].alert, Alert(title: "Second"))
        XCTAssertEqual(document.alerts[2].alert, Alert(title: "Third title", message: "Third message"))
        XCTAssertEqual(document.alerts[0].source.start, SourceLocation(line: 2, column: 1))
        XCTAssertEqual(document.alerts[0].source.fields[.title]?.start, SourceLocation(line: 2, column: 8))
        XCTAssertEqual(document.alerts[0].source.fields[.button(1)]?.start, SourceLocation(line: 4, column: 27))
        XCTAssertEqual(document.alerts[2].source.fields[.message]?.start, SourceLocation(line: 9, column: 1))
    }

    func testUnprefixedLinesContinueTheMessage() throws {
        let document = try read("Title\nFirst line.\nSecond line.\nbuttons: OK\n")
        XCTAssertEqual(document.alerts.count, 1)
        XCTAssertEqual(document.alerts[0].alert.message, "First line.\nSecond line.")
        let report = AlertReport(source: document.alerts[0].source, alert: document.alerts[0].alert, findings: [])
        let finding = Finding(ruleID: "x", severity: .warning, field: .message, range: 14..<18, message: "m")
        XCTAssertEqual(report.location(of: finding), SourceLocation(line: 3, column: 3))
    }

    func testButtonsQuotedPipesAndRoles() throws {
        let comma = try read(#"buttons: "Yes, Delete" (destructive), "Say \"Hi\"", No"#)
        XCTAssertEqual(
            comma.alerts[0].alert.buttons,
            [AlertButton("Yes, Delete", role: .destructive), AlertButton("Say \"Hi\""), AlertButton("No")])
        let pipes = try read("buttons: Save, Then Quit | Don't Save|Cancel (cancel)")
        XCTAssertEqual(
            pipes.alerts[0].alert.buttons,
            [AlertButton("Save, Then Quit"), AlertButton("Don't Save"), AlertButton("Cancel", role: .cancel)])
        let notARole = try read("buttons: Open (Read Only)")
        XCTAssertEqual(notARole.alerts[0].alert.buttons, [AlertButton("Open (Read Only)")])
    }

    func testRoleOptionMakesOneAlertPerLine() throws {
        let document = try read("OK\ntitle: Not a prefix\n\nCancel, Now\n", role: .button)
        XCTAssertEqual(
            document.alerts.map(\.alert),
            [Alert(buttons: ["OK"]), Alert(buttons: ["title: Not a prefix"]), Alert(buttons: ["Cancel, Now"])])
        let titles = try read("one\ntwo\n", role: .title)
        XCTAssertEqual(titles.alerts.map(\.alert.title), ["one", "two"])
        XCTAssertEqual(titles.alerts[1].source.fields[.title]?.start, SourceLocation(line: 2, column: 1))
    }

    func testCapitalizedPrefixIsText() throws {
        let document = try read("Error: the disk is full\n")
        XCTAssertEqual(document.alerts[0].alert.title, "Error: the disk is full")
    }

    func testPlainErrorsHaveLineAndColumn() {
        XCTAssertEqual(
            readError("title: a\n  titel: b\n")?.description,
            "<stdin>:2:3: error: unknown field 'titel'; did you mean 'title'?")
        XCTAssertEqual(
            readError("note: b\n")?.description,
            "<stdin>:1:1: error: unknown field 'note' (expected title, message or buttons)")
        XCTAssertEqual(
            readError("title: a\ntitle: b\n")?.description,
            "<stdin>:2:1: error: the alert already has a title (line 1); separate alerts with a blank line or ---")
        XCTAssertEqual(
            readError("buttons: OK,,Cancel")?.description,
            "<stdin>:1:13: error: empty button title (two separators in a row, or a trailing separator)")
        XCTAssertEqual(
            readError("buttons: OK, ")?.description, "<stdin>:1:12: error: empty button title after the last separator")
        XCTAssertEqual(
            readError("buttons: \"OK")?.description,
            "<stdin>:1:10: error: unterminated quoted button title: expected '\"'")
        XCTAssertEqual(readError("")?.description, "<stdin>:1:1: error: empty input: expected an alert")
        XCTAssertEqual(readError(" \n\n")?.description, "<stdin>:1:1: error: empty input: expected an alert")
        XCTAssertEqual(
            readError("# only a comment\n")?.description, "<stdin>:1:1: error: no alert in the input (only comments)")
    }

    func testInvalidBytesAreLocated() {
        XCTAssertEqual(
            readError(bytes: Array("title: ok\ntitle: é".utf8) + [0xFF])?.description,
            "in.alerts:2:9: error: invalid UTF-8 (byte 0xFF)")
        XCTAssertEqual(
            readError(bytes: Array("title: a".utf8) + [0, 0x41])?.description,
            "in.alerts:1:9: error: NUL byte in the input")
        XCTAssertEqual(
            readError(bytes: [0xED, 0xA0, 0x80])?.description, "in.alerts:1:1: error: invalid UTF-8 (byte 0xED)")
        XCTAssertEqual(
            readError(bytes: [0xFF, 0xFE, 0x41, 0x00])?.description,
            "in.alerts:1:1: error: the input is UTF-16 (it starts with a byte order mark); drafts are UTF-8")
    }

    func testAVeryLongLineIsOneTitle() throws {
        let long = String(repeating: "word ", count: 2_000_000)
        let document = try read("title: " + long + "\n")
        XCTAssertEqual(document.alerts[0].alert.title?.utf8.count, long.utf8.count - 1)
    }

    func testBOMAndCRLF() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("title: A\r\nmessage: B\r\n".utf8)
        let document = try DraftReader.read(bytes, path: "x")
        XCTAssertEqual(document.alerts[0].alert, Alert(title: "A", message: "B"))
        let fixed = DraftWriter.write(document, fixed: [Alert(title: "A", message: "B", buttons: ["OK"])])
        XCTAssertEqual(
            String(decoding: fixed, as: UTF8.self), "\u{FEFF}title: A\r\nmessage: B\r\nbuttons: OK\r\n")
    }

    // MARK: plain writer

    func testUnchangedPlainDraftIsWrittenByteForByte() throws {
        let text = "# c\ntitle:   Hello  \nmessage: World\n\n---\nRaw title\nbuttons: A | B (cancel)\n"
        let document = try read(text)
        XCTAssertEqual(DraftWriter.write(document, fixed: document.alerts.map(\.alert)), Array(text.utf8))
    }

    func testPlainWriterChangesOnlyFixedValues() throws {
        let document = try read("# c\ntitle:   hello  \nmessage: World\nbuttons: Yes|No\n---\nraw\n")
        let fixed = [
            Alert(
                title: "Hello", message: nil,
                buttons: [AlertButton("Delete", role: .destructive), AlertButton("Cancel")]),
            Alert(title: "Raw", buttons: ["OK"]),
        ]
        XCTAssertEqual(
            String(decoding: DraftWriter.write(document, fixed: fixed), as: UTF8.self),
            "# c\ntitle:   Hello  \nbuttons: Delete (destructive) | Cancel\n---\nRaw\nbuttons: OK\n")
    }

    func testPlainWriterAddsAMissingLineAtTheEndWithoutNewline() throws {
        let document = try read("title: A")
        let output = DraftWriter.write(document, fixed: [Alert(title: "A", buttons: ["OK", "Cancel"])])
        XCTAssertEqual(String(decoding: output, as: UTF8.self), "title: A\nbuttons: OK, Cancel")
    }

    func testButtonListRoundTrips() throws {
        let buttons = [
            AlertButton("Yes, Delete", role: .destructive), AlertButton("Say \"Hi\""), AlertButton("Open (Read Only)"),
        ]
        let line = "buttons: " + DraftWriter.buttonList(buttons)
        XCTAssertEqual(try read(line).alerts[0].alert.buttons, buttons)
    }

    func testFixedPlainOutputReadsBackAsTheFixedAlerts() throws {
        let document = try read("title: a\nmessage: b\n\ntitle: c\n")
        let fixed = [Alert(title: "A, with “quotes”", message: "B.\nSecond line."), Alert(title: "C", buttons: ["OK"])]
        let reread = try DraftReader.read(DraftWriter.write(document, fixed: fixed), path: "x")
        XCTAssertEqual(reread.alerts.map(\.alert), fixed)
    }

    // MARK: JSON

    func testJSONObjectArrayAndLines() throws {
        let object = try read(
            #"{"title": "T", "message": null, "buttons": ["OK", {"title": "Cancel", "role": "cancel"}]}"#)
        XCTAssertEqual(object.format, .jsonObject)
        XCTAssertEqual(
            object.alerts[0].alert,
            Alert(title: "T", buttons: [AlertButton("OK"), AlertButton("Cancel", role: .cancel)]))
        XCTAssertEqual(object.alerts[0].source.fields[.title]?.start, SourceLocation(line: 1, column: 12))
        let array = try read("  [\n {\"title\": \"A\"},\n {\"message\": \"B\", \"id\": \"second\"}\n]")
        XCTAssertEqual(array.format, .jsonArray)
        XCTAssertEqual(array.alerts.map(\.alert), [Alert(title: "A"), Alert(message: "B")])
        XCTAssertEqual(array.alerts[1].source.name, "second")
        XCTAssertEqual(array.alerts[1].source.fields[.message]?.start, SourceLocation(line: 3, column: 15))
        let lines = try read("{\"title\": \"A\"}\n\n{\"title\": \"B\", \"note\": 1}\n")
        XCTAssertEqual(lines.format, .jsonLines)
        XCTAssertEqual(lines.alerts.map(\.alert.title), ["A", "B"])
        XCTAssertEqual(lines.alerts[1].source.fields[.title]?.start, SourceLocation(line: 3, column: 12))
        let pretty = try read("{\n  \"title\": \"A\"\n}\n")
        XCTAssertEqual(pretty.format, .jsonObject)
    }

    func testJSONEscapesMapToSourceColumns() throws {
        let document = try read(#"{"title": "a\nb\u00e9c"}"#)
        XCTAssertEqual(document.alerts[0].alert.title, "a\nbéc")
        let report = AlertReport(source: document.alerts[0].source, alert: document.alerts[0].alert, findings: [])
        let finding = Finding(ruleID: "x", severity: .info, field: .title, range: 4..<5, message: "m")
        XCTAssertEqual(report.location(of: finding), SourceLocation(line: 1, column: 22))
    }

    func testJSONErrorsHaveLineAndColumn() {
        XCTAssertEqual(
            readError("{\"title\": \"Hi\",\n \"message\" \"x\"}")?.description.hasPrefix(
                "<stdin>:2:12: error: expected ':'"),
            true)
        XCTAssertEqual(
            readError("[{\"title\": 3}]")?.description,
            "<stdin>:1:12: error: expected a string or null for 'title', found number")
        XCTAssertEqual(
            readError("{\"title\": \"a\"}\n{\"titel\": \"b\"}")?.description,
            "<stdin>:2:2: error: unknown alert key 'titel'; did you mean 'title'?")
        XCTAssertEqual(
            readError("{\"title\": \"a\"}\n{\"title\": \"b\",}")?.line, 2)
        XCTAssertEqual(
            readError(#"{"buttons": [{"title": "OK", "role": "primary"}]}"#)?.description,
            "<stdin>:1:38: error: expected 'default', 'cancel' or 'destructive' for the button's 'role'")
        XCTAssertEqual(readError("[]")?.description, "<stdin>:1:1: error: empty array: expected alert objects")
        XCTAssertEqual(readError("[1]")?.message.hasPrefix("expected an alert object"), true)
    }

    func testJSONWriterSplicesOnlyChangedValues() throws {
        let text =
            "[\n  {\"id\": 7, \"title\": \"a\",  \"message\": \"m\", \"buttons\": [\"Yes\", \"No\"]},\n  {\"title\": \"b\"}\n]\n"
        let document = try read(text)
        XCTAssertEqual(DraftWriter.write(document, fixed: document.alerts.map(\.alert)), Array(text.utf8))
        let fixed = [
            Alert(
                title: "A \"quoted\"", message: nil,
                buttons: [AlertButton("Delete", role: .destructive), AlertButton("Cancel")]),
            Alert(title: "b", buttons: ["OK"]),
        ]
        let output = String(decoding: DraftWriter.write(document, fixed: fixed), as: UTF8.self)
        XCTAssertEqual(
            output,
            "[\n  {\"id\": 7, \"title\": \"A \\\"quoted\\\"\",  \"message\": null, \"buttons\": "
                + "[{\"title\":\"Delete\",\"role\":\"destructive\"},\"Cancel\"]},\n  {\"buttons\": [\"OK\"], \"title\": \"b\"}\n]\n"
        )
        XCTAssertEqual(try DraftReader.read(Array(output.utf8), path: "x").alerts.map(\.alert), fixed)
    }

    func testJSONLinesWriterKeepsOneLinePerAlert() throws {
        let document = try read("{\"title\": \"a\"}\n{\"title\": \"b\"}\n")
        let output = DraftWriter.write(document, fixed: [Alert(title: "A"), Alert(title: "b")])
        XCTAssertEqual(String(decoding: output, as: UTF8.self), "{\"title\": \"A\"}\n{\"title\": \"b\"}\n")
    }
}
