import XCTest

@testable import CopyKit

/// The direct reader of JSON Lines alerts gives what the node reader gives, and leaves every
/// other line to it.
final class JSONAlertScannerTests: XCTestCase {
    /// Lines of the usual shape, which the scanner reads itself.
    private let usualLines = [
        #"{"title": "The Album Was Synced.", "buttons": ["cancel", "delete"], "message": "You entered an invalid album"}"#,
        #"{"title":"A","message":null,"buttons":[]}"#,
        " \t{ \"id\" : 17 , \"title\" : \"Couldn't Save\" , \"buttons\" : [ \"OK\" ] } \r",
        #"{"id": "a1", "title": "delete photo?", "buttons": ["cancel", {"title": "delete", "role": "destructive"}]}"#,
        #"{"id": -1.5e3, "title": "“Road Trip” Deleted 😀 ok", "message": "café  closed!!", "buttons": [{"title": "OK", "role": null}, {"role": "cancel", "title": "cancel"}]}"#,
        #"{"message": "are you sure?", "notes": "x", "count": 0.25, "flag": true, "other": false, "none": null}"#,
        #"{"title": null, "message": "Something went wrong", "buttons": ["OK"], "id": 0}"#,
        #"{"title": "emoji 😀😀 delete?", "message": "😀 é ü 中文 try again", "buttons": ["😀"]}"#,
        #"{"title": "x", "id": 1e5, "id": "later", "id": 2E-7}"#,
        #"{"title": "x", "id": "first", "id": null}"#,
        #"{"title": "", "message": "", "buttons": ["", {"title": ""}]}"#,
        #"{"title": "A long title that is longer than eight bytes a few times over", "buttons": ["One", "Two", "Three", "Four", "Five"]}"#,
        #"{"title": "x", "buttons": [{"title": "OK", "role": "default"}], "id": -0}"#,
        #"{"clé": 1, "title": "t"}"#,
        #"{"title": "a \"quoted\" title"}"#,
        #"{"title": "\u00e9"}"#,
        #"{"title": "caf\u00E9 \/ \\ \b\f\n\r\t end", "message": "é \"x\" 😀 \u4e2d\u6587"}"#,
        #"{"title": "pair \ud83d\ude00 and \uD83D\uDE00!", "buttons": ["\ud83d\ude00", "a\u0000b"]}"#,
        #"{"id": "a\"b\u00e9", "title": "😀\t😀", "buttons": [{"title": "O\u004B", "role": "c\u0061ncel"}]}"#,
        #"{"title": "\\", "message": "\"", "notes": "\u00e9\n"}"#,
        #"{"title": "escapes at a word's edge: abcdefg\"abcdefgh\\abcdefghi\u0041"}"#,
        // Names as long as a field's or the id's that are none of them (matched whole, not in part).
        #"{"title": "t", "ie": "not the id", "xd": 1, "mxxxxxe": 2, "bxxxxxs": 3, "txxxe": 4}"#,
    ]

    /// Lines the scanner leaves to the node reader: valid ones it does not know, and errors.
    private let otherLines = [
        #"{"title": "\ud83d"}"#,
        #"{"title": "\ude00 low first"}"#,
        #"{"title": "\ud83d\u0041"}"#,
        #"{"title": "\ud83d\n"}"#,
        #"{"title": "\x"}"#,
        #"{"title": "\u12"}"#,
        #"{"title": "\u12G4"}"#,
        #"{"title": "ends in a backslash\"#,
        #"{"title": "x", "notes": [[[[[[[[1]]]]]]]]}"#,
        #"{"title": "x", "buttons": [{"title": "OK", "role": "c\u0061ncal"}]}"#,
        #"{"title": "A", "title": "B"}"#,
        #"{"buttons": ["x"], "buttons": ["y"]}"#,
        #"{"title": "x", "notes": {"a": [1]}}"#,
        #"{"title": "x", "notes": [1]}"#,
        #"{"title": "x", "id": {"a": 1}}"#,
        #"{"title": "x", "buttons": [{"title": "OK", "role": "cancel", "role": null}]}"#,
        #"{"title": "x", "buttons": [{"title": "OK", "title": "Cancel"}]}"#,
        #"{"ti\u0074le": "x"}"#,
        #"{"title": "x", "buttons": null}"#,
        #"{"title": "x", "buttons": [1]}"#,
        #"{"title": "x", "buttons": [{"role": "cancel"}]}"#,
        #"{"title": "x", "buttons": [{"title": "OK", "role": "primary"}]}"#,
        #"{"title": "x", "buttons": [{"title": "OK", "rol": "cancel"}]}"#,
        #"{"title": "x", "buttons": [{"title": null}]}"#,
        #"{"title": 5}"#,
        #"{"message": true}"#,
        #"{"titel": "x"}"#,
        #"{"title": "x", "mesage": "y"}"#,
        #"{"id": "x"}"#,
        #"{"id": 1, "notes": "n"}"#,
        "{}",
        "[1]",
        #""title""#,
        #"{"title": "x",}"#,
        #"{"title": "x", "buttons": ["a",]}"#,
        #"{"title": "x"} x"#,
        #"{"title": "x"}{"title": "y"}"#,
        #"{"title": "x""#,
        #"{"title": "x"#,
        "{\"title\": \"a\tb\"}",
        #"{"title": "x", "id": 01}"#,
        #"{"title": "x", "id": -}"#,
        #"{"title": "x", "id": 1.}"#,
        #"{"title": "x", "id": 1e}"#,
        #"{"title": "x", "id": tru}"#,
        #"{"title": nul}"#,
        #"{"title": nullx}"#,
        #"{"title": nulL}"#,
        #"{"title": "x", "flag": trUe}"#,
        #"{"title": "x", "flag": falsE}"#,
        #"{"title": "x", "buttons": [{"titlE": "OK"}]}"#,
        "\u{FEFF}{\"title\": \"x\"}",
        #"{"title" "x"}"#,
        #"{"title": "more buttons than are placed", "buttons": ["1", "2", "3", "4", "5", "6", "7"]}"#,
    ]

    /// The line as the second line of a JSON Lines input after `prefix`: the input and the
    /// line's range.
    private func input(_ line: String, after prefix: String = "{\"title\": \"first\"}\n") -> ([UInt8], Range<Int>) {
        let bytes = Array((prefix + line + "\n").utf8)
        let start = prefix.utf8.count
        return (bytes, start..<(start + line.utf8.count))
    }

    func testUsualLinesAreReadAsTheNodeReaderReadsThem() throws {
        for line in usualLines {
            for prefix in ["{\"title\": \"first\"}\n", "é😀\n\n\n"] {
                let (bytes, range) = input(line, after: prefix)
                let number = prefix.filter { $0 == "\n" }.count + 1
                let scanned = JSONAlertScanner.alert(in: bytes, line: range, number: number, path: "p", index: 4)
                let expected = try JSONDraftReader.nodeAlert(
                    in: bytes, line: range, number: number, path: "p", index: 4)
                let draft = try XCTUnwrap(scanned, line)
                XCTAssertEqual(description(draft), description(expected), line)
            }
        }
    }

    func testOtherLinesAreLeftToTheNodeReader() {
        for line in otherLines {
            let (bytes, range) = input(line)
            XCTAssertNil(JSONAlertScanner.alert(in: bytes, line: range, number: 2, path: "p", index: 1), line)
        }
    }

    /// Errors are the node reader's: a JSON Lines input with an odd line reports what that
    /// line read on its own (then moved to its line) reports.
    func testErrorsOfJSONLinesAreTheNodeReadersOwn() {
        for line in otherLines {
            let (bytes, range) = input(line)
            let nodeError: InputError?
            do {
                _ = try JSONDraftReader.nodeAlert(in: bytes, line: range, number: 2, path: "<stdin>", index: 1)
                nodeError = nil
            } catch {
                nodeError = error
            }
            do {
                let document = try DraftReader.read(bytes, path: "<stdin>")
                XCTAssertNil(nodeError, line)
                XCTAssertEqual(document.alerts.count, 2, line)
            } catch {
                XCTAssertEqual(error.description, nodeError?.description, line)
            }
        }
    }

    /// Lines read in parallel chunks: the error reported is the first in line order, and alerts
    /// without an id are named by their ordinal.
    func testManyLinesReportTheFirstErrorInLineOrder() throws {
        var lines = (1...1000).map { "{\"title\": \"Alert \($0)\", \"buttons\": [\"OK\"]}" }
        let document = try DraftReader.read(Array(lines.joined(separator: "\n").utf8), path: "<stdin>")
        XCTAssertEqual(document.alerts.map(\.source.name), (1...1000).map { String($0) })
        XCTAssertEqual(document.alerts[999].alert.title, "Alert 1000")
        lines[899] = #"{"title": 9}"#
        lines[299] = #"{"titel": "x"}"#
        lines[599] = #"{"title": "x""#
        XCTAssertThrowsError(try DraftReader.read(Array(lines.joined(separator: "\n").utf8), path: "<stdin>")) {
            XCTAssertEqual(
                ($0 as? InputError)?.description,
                "<stdin>:300:2: error: unknown alert key 'titel'; did you mean 'title'?")
        }
    }

    /// Lines are found 16 bytes, then 8 bytes at a time: lines of every length around a block
    /// and a word, blank or not, ending in CRLF or not, keep their numbers and places.
    func testLinesOfEveryLengthKeepTheirNumbersAndPlaces() throws {
        var text = ""
        var expected: [(line: Int, column: Int, extent: Range<Int>)] = []
        for length in 0..<40 {
            let padding = String(repeating: " ", count: length)
            text += padding + (length % 3 == 0 ? "\r\n" : "\n")
            let start = text.utf8.count + length
            text += padding + #"{"title":"t"}"# + (length % 2 == 0 ? "\r\n" : "\n")
            expected.append((2 * length + 2, length + 1, start..<(start + 13)))
        }
        let document = try DraftReader.read(Array(text.utf8), path: "<stdin>")
        XCTAssertEqual(document.alerts.map(\.source.start.line), expected.map(\.line))
        XCTAssertEqual(document.alerts.map(\.source.start.column), expected.map(\.column))
        XCTAssertEqual(document.alerts.map(\.extent), expected.map(\.extent))
    }

    /// A scanned alert's places are kept compactly and read one field at a time as `fields`
    /// gives them; changing `fields` keeps the places not changed.
    func testCompactPlacesReadAndChangeAsFields() throws {
        let line = #"{"title": "é x", "buttons": ["a", "b", "c", {"title": "d"}, "e", "f"], "message": "m"}"#
        let (bytes, range) = input(line)
        var draft = try XCTUnwrap(JSONAlertScanner.alert(in: bytes, line: range, number: 2, path: "p", index: 1))
        XCTAssertNotNil(draft.source.jsonPlaces)
        XCTAssertFalse(draft.source.compactPlaces.isEmpty)
        XCTAssertTrue(AlertSource(path: "p", start: SourceLocation(line: 1, column: 1)).compactPlaces.isEmpty)
        let fields: [AlertField] = [.title, .message, .buttons] + (0...6).map { .button($0) }
        for field in fields {
            XCTAssertEqual(
                draft.source.fieldSource(of: field)?.start, draft.source.fields[field]?.start, "\(field)")
        }
        XCTAssertEqual(draft.source.fields.count, 9)
        XCTAssertNil(draft.source.fieldSource(of: .button(6)))
        XCTAssertEqual(draft.source.fieldSource(of: .button(5))?.start, SourceLocation(line: 2, column: 67))
        XCTAssertEqual(draft.source.location(of: .title, offset: 2, in: "é x"), SourceLocation(line: 2, column: 14))
        XCTAssertFalse(draft.source.hasKeyedField)

        draft.source.fields[.title] = FieldSource(start: SourceLocation(line: 9, column: 9), key: "k")
        XCTAssertNil(draft.source.jsonPlaces)
        XCTAssertTrue(draft.source.compactPlaces.isEmpty)
        XCTAssertEqual(draft.source.fieldSource(of: .title)?.start, SourceLocation(line: 9, column: 9))
        XCTAssertEqual(draft.source.fieldSource(of: .message)?.start, SourceLocation(line: 2, column: 84))
        XCTAssertEqual(draft.source.fields.count, 9)
        XCTAssertTrue(draft.source.hasKeyedField)
    }

    /// A whole JSON Lines input (a BOM, blank lines, CRLF, spaces and tabs around the lines)
    /// reads each line as the node reader reads it alone, whichever reader reads it.
    func testDocumentsReadEachLineAsTheNodeReaderDoes() throws {
        let valid =
            usualLines + [
                #"{"title": "x", "notes": {"a": [1, {"b": null}]}}"#,
                #"{"title": "x", "buttons": [{"title": "OK", "role": null}]}"#,
            ]
        var text = "\u{FEFF}\n \t\r\n"
        var ranges: [(number: Int, range: Range<Int>)] = []
        for (index, line) in valid.enumerated() {
            let padding = String(repeating: index % 2 == 0 ? " " : "\t", count: index % 3)
            let start = text.utf8.count
            text += padding + line + padding
            ranges.append((text.utf8.filter { $0 == 0x0A }.count + 1, start..<text.utf8.count))
            text += index % 2 == 0 ? "\r\n" : "\n\n"
        }
        let bytes = Array(text.utf8)
        let document = try DraftReader.read(bytes, path: "p")
        XCTAssertEqual(document.format, .jsonLines)
        XCTAssertEqual(document.alerts.count, valid.count)
        for (index, place) in ranges.enumerated() {
            let expected = try JSONDraftReader.nodeAlert(
                in: bytes, line: place.range, number: place.number, path: "p", index: index)
            XCTAssertEqual(description(document.alerts[index]), description(expected), valid[index])
        }
    }

    /// A bad byte is reported before any error of a line, wherever it is, though the lines of
    /// JSON Lines are checked as text only when one fails.
    func testBadBytesComeBeforeErrorsOfLines() {
        let good = Array(#"{"title": "good"}"#.utf8)
        let cases: [([[UInt8]], String)] = [
            (
                [good, Array(#"{"title": 5}"#.utf8), Array(#"{"title": "bad "#.utf8) + [0xC3, 0x28, 0x22, 0x7D]],
                "<stdin>:3:16: error: invalid UTF-8 (byte 0xC3)"
            ),
            (
                [
                    good, Array(#"{"title": "x", "notes": {"a": 1}}"#.utf8),
                    Array(#"{"title": "a"#.utf8) + [0, 0x22, 0x7D],
                ],
                "<stdin>:3:13: error: NUL byte in the input"
            ),
            ([good, good, [0x20, 0xFF]], "<stdin>:3:2: error: invalid UTF-8 (byte 0xFF)"),
            (
                [Array(#"{"title": "é"#.utf8) + [0xED, 0xA0, 0x80, 0x22, 0x7D], good],
                "<stdin>:1:13: error: invalid UTF-8 (byte 0xED)"
            ),
            (
                [good, Array(#"{"title": 5}"#.utf8), good],
                "<stdin>:2:11: error: expected a string or null for 'title', found number"
            ),
        ]
        for (lines, message) in cases {
            XCTAssertThrowsError(try DraftReader.read(Array(lines.joined(separator: [0x0A])), path: "<stdin>")) {
                XCTAssertEqual(($0 as? InputError)?.description, message)
            }
        }
    }

    func testDefaultNamesAreOrdinals() {
        XCTAssertEqual(
            [0, 8, 9, 99, 12_344, Int.max - 1].map { JSONDraftReader.defaultName(index: $0) },
            ["1", "9", "10", "100", "12345", String(Int.max)])
    }

    /// Every observable part of a draft alert, with each field's place of a few offsets.
    private func description(_ draft: DraftAlert) -> String {
        var parts = [
            "\(draft.alert)", "\(draft.source.path)", "\(draft.source.name ?? "-")", "\(draft.source.start)",
            "\(draft.extent)",
        ]
        var fields: [AlertField] = [.title, .message, .buttons]
        fields += draft.alert.buttons.indices.map { .button($0) }
        XCTAssertEqual(Set(draft.source.fields.keys), Set(fields.filter { draft.source.fields[$0] != nil }))
        for field in fields {
            parts.append("\(field): \(draft.spans[field].map { "\($0)" } ?? "-")")
            guard let source = draft.source.fields[field] else { continue }
            let text = draft.alert.text(of: field)
            let places = (0...((text?.utf16.count ?? 0) + 2)).map {
                draft.source.location(of: field, offset: $0, in: text)
            }
            parts.append("\(source.start) \(source.locate == nil) \(source.key ?? "-") \(places)")
        }
        return parts.joined(separator: "\n")
    }
}
