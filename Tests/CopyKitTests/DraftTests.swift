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

    /// The check of the input goes 8 bytes at a time through ASCII: a bad byte is found, and
    /// placed, wherever it falls in a word, after ASCII, after multi-byte scalars or at the end.
    func testInvalidBytesAreFoundAtEveryOffsetOfAWord() {
        for before in ["title: abcdefghijklmnopqrstuvwx", "title: ok\nmessage: é😀 abcdefghijklmnop"] {
            for length in 0...17 {
                let text = Array(before.utf8.prefix(before.utf8.count - 17 + length))
                let lines = text.split(separator: 0x0A, omittingEmptySubsequences: false)
                let place = "in.alerts:\(lines.count):\(String(decoding: lines.last!, as: UTF8.self).utf16.count + 1)"
                for (bad, message) in [
                    ([UInt8(0)], "NUL byte in the input"), ([0xC3, 0x28], "invalid UTF-8 (byte 0xC3)"),
                ] {
                    for after in [[], Array(" and more text after it".utf8)] {
                        XCTAssertEqual(
                            readError(bytes: text + bad + after)?.description, "\(place): error: \(message)",
                            "\(text.count) bytes before")
                    }
                }
            }
        }
    }

    func testAVeryLongLineIsRefusedWithItsPlace() {
        let long = String(repeating: "word ", count: 2_000_000)
        XCTAssertEqual(
            readError("\ntitle: " + long + "\n")?.description,
            "<stdin>:2:8: error: the title is 9999999 characters long; alert text is linted up to 10000 characters")
        XCTAssertEqual(
            readError(#"{"buttons": ["OK", ""# + long + #""]}"#)?.description.hasPrefix(
                "<stdin>:1:21: error: the button[1] is 10000000 characters long"), true)
        XCTAssertNil(readError("title: " + String(repeating: "a", count: DraftReader.maximumFieldLength)))
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

    func testUnnamedLinesGetANameWhenTheFixWouldReadOtherwise() throws {
        let document = try read("# c\n,,\nsecond\n\nthird\nfourth\n")
        let fixed = [Alert(title: "", message: "second"), Alert(title: nil, message: "fourth")]
        let output = DraftWriter.write(document, fixed: fixed)
        XCTAssertEqual(String(decoding: output, as: UTF8.self), "# c\ntitle: \nsecond\n\nmessage: fourth\n")
        XCTAssertEqual(try DraftReader.read(output, path: "x").alerts.map(\.alert), fixed)
        for text in ["", "# not a comment", "---", "note: x", "{json", " lead"] {
            XCTAssertTrue(DraftWriter.needsName(text), text)
        }
        for text in ["Error: x", "Plain title", "note:x"] { XCTAssertFalse(DraftWriter.needsName(text), text) }
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
        XCTAssertEqual(
            readError(#"{"id": 1, "input": {"title": "A"}}"#)?.description,
            #"<stdin>:1:1: error: expected an alert object with a "title", a "message" or "buttons""#)
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

    /// The UTF-16 column of the first `needle` in `line` (1-based).
    private func column(of needle: String, in line: String) throws -> Int {
        let range = try XCTUnwrap(line.range(of: needle))
        return line.utf16.distance(from: line.startIndex, to: range.lowerBound) + 1
    }

    func testJSONLinesFieldPlacesThroughBOMBlankLinesCRLFEscapesAndNonASCII() throws {
        // Line 1 is read from its first non-blank byte (after the BOM and the two spaces), so
        // that byte is column 1; every other line is read from its start.
        let first = #"{"title": "Café 😀 \"q\"", "buttons": ["OK", {"title": "Cancel", "role": "cancel"}]}"#
        let fourth = #"{"message": "a\nb\u00e9 😀x", "id": 7}"#
        let fifth = "\t{\"title\": \"été\", \"buttons\": [\"Oui\"]}"
        let text = "\u{FEFF}  " + first + "\r\n\n \t\r\n" + fourth + "\r\n" + fifth + "\n\n"
        let bytes = Array(text.utf8)
        let document = try DraftReader.read(bytes, path: "<stdin>")
        XCTAssertEqual(document.format, .jsonLines)
        XCTAssertEqual(document.alerts.map(\.source.name), ["1", "7", "3"])

        let one = document.alerts[0]
        let titleColumn = try column(of: "Café", in: first)
        XCTAssertEqual(one.source.fields[.title]?.start, SourceLocation(line: 1, column: titleColumn))
        // "Café 😀 " then an escaped quote (2 columns for 1 unit), "q", another escaped quote.
        XCTAssertEqual(
            [7, 8, 9, 10, 11].map { one.source.location(of: .title, offset: $0, in: one.alert.title).column },
            [7, 8, 10, 11, 13].map { titleColumn + $0 })
        XCTAssertEqual(
            one.source.fields[.buttons]?.start, SourceLocation(line: 1, column: try column(of: "[", in: first)))
        XCTAssertEqual(
            one.source.fields[.button(0)]?.start, SourceLocation(line: 1, column: try column(of: "OK", in: first)))
        XCTAssertEqual(
            one.source.fields[.button(1)]?.start,
            SourceLocation(line: 1, column: try column(of: "Cancel", in: first)))
        XCTAssertEqual(one.alert.buttons.map(\.role), [nil, .cancel])
        let firstStart = text.utf8.count - text.drop { $0 != "{" }.utf8.count
        XCTAssertEqual(one.extent, firstStart..<(firstStart + first.utf8.count))
        XCTAssertEqual(
            one.spans[.title]?.value.lowerBound,
            firstStart
                + first.utf8.distance(
                    from: first.startIndex, to: try XCTUnwrap(first.range(of: "\"Café")).lowerBound))

        let two = document.alerts[1]
        XCTAssertEqual(two.alert.message, "a\nbé 😀x")
        let messageColumn = try column(of: #"a\n"#, in: fourth)
        XCTAssertEqual(two.source.start, SourceLocation(line: 4, column: 1))
        XCTAssertEqual(two.source.fields[.message]?.start, SourceLocation(line: 4, column: messageColumn))
        // "a", "\n" (2 columns), "b", "\u00e9" (6 columns), " ", "😀" (2 units, 2 columns), "x".
        XCTAssertEqual(
            [0, 1, 2, 3, 4, 5, 7, 8].map { two.source.location(of: .message, offset: $0, in: two.alert.message) },
            [0, 1, 3, 4, 10, 11, 13, 14].map { SourceLocation(line: 4, column: messageColumn + $0) })
        let fourthStart = bytes.indices.first { bytes[$0...].starts(with: Array(fourth.utf8)) }
        XCTAssertEqual(two.extent, try XCTUnwrap(fourthStart)..<(try XCTUnwrap(fourthStart) + fourth.utf8.count))

        let three = document.alerts[2]
        XCTAssertEqual(three.source.start, SourceLocation(line: 5, column: 2))
        XCTAssertEqual(
            three.source.fields[.title]?.start, SourceLocation(line: 5, column: try column(of: "été", in: fifth)))
        XCTAssertEqual(
            three.source.fields[.button(0)]?.start, SourceLocation(line: 5, column: try column(of: "Oui", in: fifth)))
        XCTAssertEqual(three.extent.upperBound, bytes.count - 2)
    }

    func testJSONLinesErrorPlacesThroughBOMBlankLinesCRLFEscapesAndNonASCII() throws {
        let head = "\u{FEFF} {\"title\": \"a\"}\r\n\n  \r\n{\"title\": \"b😀\"}\r\n"
        func error(onLine5 line: String) -> String? {
            readError(head + line + "\r\n{\"title\": \"c\"}\n")?.description
        }
        XCTAssertEqual(
            error(onLine5: #"{"title": "é😀", "message" "x"}"#),
            #"<stdin>:5:28: error: expected ':' after the member name "message", found '"'"#)
        XCTAssertEqual(
            error(onLine5: #"  {"title": "é\u00e9\uD800x"}"#),
            #"<stdin>:5:21: error: lone high surrogate \uD800: expected a \uDC00–\uDFFF escape after it"#)
        XCTAssertEqual(
            error(onLine5: #"{"title": "é😀","#),
            "<stdin>:5:18: error: expected a member name in double quotes, found the end of the input")
        XCTAssertEqual(
            error(onLine5: #"{"title": "é😀"#),
            "<stdin>:5:15: error: unescaped control character U+000D in a string (write it as an escape such as \\n or \\u000D)"
        )
        XCTAssertEqual(
            error(onLine5: #"  {"title": "é😀""#),
            "<stdin>:5:19: error: expected ',' or '}' in the object opened at 1:3, found the end of the input")
        XCTAssertEqual(
            error(onLine5: "\t[{\"title\": \"é\"}, \"😀\""),
            "<stdin>:5:24: error: expected ',' or ']' in the array opened at 1:2, found the end of the input")
        XCTAssertEqual(
            error(onLine5: "\u{FEFF}{\"title\": \"é\"} x"),
            "<stdin>:5:16: error: expected the end of the input after the top-level value, found 'x'")
        XCTAssertEqual(
            error(onLine5: "\t{\"title\": \"😀\", \"titel\": \"x\"}"),
            "<stdin>:5:18: error: unknown alert key 'titel'; did you mean 'title'?")
        XCTAssertEqual(
            error(onLine5: #"{"title": "😀", "buttons": ["OK", {"title": "é", "role": "primary"}]}"#),
            "<stdin>:5:58: error: expected 'default', 'cancel' or 'destructive' for the button's 'role'")
        XCTAssertEqual(
            error(onLine5: #"["é😀"]"#),
            "<stdin>:5:1: error: expected an alert object ({\"title\": …, \"message\": …, \"buttons\": […]}), found array"
        )
    }

    /// Every place in a node tree, in order, moved by `bytes` and `lines` (how a line parsed on
    /// its own is placed in the whole input).
    private func places(_ node: JSONNode, bytes offset: Int = 0, lines: Int = 0) -> [String] {
        func place(_ span: JSONSpan) -> String {
            "\(span.bytes.lowerBound + offset)..<\(span.bytes.upperBound + offset)@"
                + "\(span.start.line + lines):\(span.start.column)"
        }
        switch node.content {
        case .object(let members):
            return [place(node.span)]
                + members.flatMap { [$0.key, place($0.keySpan)] + places($0.value, bytes: offset, lines: lines) }
        case .array(let elements):
            return [place(node.span)] + elements.flatMap { places($0, bytes: offset, lines: lines) }
        default:
            return [place(node.span), "\(node.value)"]
        }
    }

    func testALineParsedInPlaceIsPlacedAsTheLineParsedOnItsOwnThenMoved() throws {
        let lines = [
            #"{"title": "Café 😀 \"q\"", "buttons": ["OK", {"title": "Cancel", "role": null}]}"#,
            "\u{FEFF}\t{\"message\": \"a\\nb\\u00e9 \\uD83D\\uDE00x\", \"id\": -1.5e3, \"n\": [true, false, {}]}",
            "  {\"title\": \"été\",\r\n  \"buttons\": [\"Oui\"]}  ",
            #"{"title": "é😀", "message" "x"}"#,
            #"  {"title": "é\u00e9\uD800x"}"#,
            #"{"title": "é😀", "#,
            #"{"title": "é😀"#,
            "\u{FEFF}{\"title\": \"é\"} x",
            "[1, 2,]",
            #"  {"title": "é😀""#,
            "\t[\"é\", {\"title\": \"a\"}",
            "",
        ]
        let text = "\u{FEFF}\n\r\n" + lines.joined(separator: "\r\n")
        let bytes = Array(text.utf8)
        var start = text.utf8.count - lines.joined(separator: "\r\n").utf8.count
        for (index, line) in lines.enumerated() {
            let range = start..<(start + line.utf8.count)
            let number = 3 + index + (index > 2 ? 1 : 0)
            start = range.upperBound + 2
            let onItsOwn = Result { () throws(JSONParseError) in try JSONParser.parseNodes(bytes[range]) }
            let inPlace = Result { () throws(JSONParseError) in
                try JSONParser.parseNodes(bytes, documentIn: range, line: number)
            }
            switch (onItsOwn, inPlace) {
            case (.success(let own), .success(let placed)):
                XCTAssertEqual(places(placed), places(own, bytes: range.lowerBound, lines: number - 1), line)
            case (.failure(let own), .failure(let placed)):
                XCTAssertEqual(placed.message, own.message, line)
                XCTAssertEqual(placed.line, own.line + number - 1, line)
                XCTAssertEqual(placed.column, own.column, line)
                XCTAssertEqual(placed.byteOffset, own.byteOffset + range.lowerBound, line)
            default:
                XCTFail("one parse failed, the other did not: \(line)")
            }
        }
    }
}
