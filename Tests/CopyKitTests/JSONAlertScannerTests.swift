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
    ]

    /// Lines the scanner leaves to the node reader: valid ones it does not know, and errors.
    private let otherLines = [
        #"{"title": "a \"quoted\" title"}"#,
        #"{"title": "\u00e9"}"#,
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

    /// Lines are found 8 bytes at a time: lines of every length around a word, blank or not,
    /// ending in CRLF or not, keep their numbers and places.
    func testLinesOfEveryLengthKeepTheirNumbersAndPlaces() throws {
        var text = ""
        var expected: [(line: Int, column: Int, extent: Range<Int>)] = []
        for length in 0..<20 {
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
        XCTAssertEqual(draft.source.fieldSource(of: .title)?.start, SourceLocation(line: 9, column: 9))
        XCTAssertEqual(draft.source.fieldSource(of: .message)?.start, SourceLocation(line: 2, column: 84))
        XCTAssertEqual(draft.source.fields.count, 9)
        XCTAssertTrue(draft.source.hasKeyedField)
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
