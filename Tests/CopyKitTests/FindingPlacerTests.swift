import XCTest

@testable import CopyKit

/// `FindingPlacer` places every finding of a draft read in place where `AlertReport.place(of:)` does.
final class FindingPlacerTests: XCTestCase {
    /// Findings on every field a scanned line of JSON Lines places (and some it does not), at
    /// every offset of their text and past it, including offsets inside an astral character, are
    /// placed by the placer where the report places them, from its compact places or from the
    /// field sources they make.
    func testScannedAlertsArePlacedAsTheirFieldSourcesPlaceThem() throws {
        let lines = [
            #"{"title": "é x😀y", "buttons": ["a", "日本", {"title": "👍🏽 d", "role": "cancel"}], "message": "m !"}"#,
            #"{"message": "only a message"}"#,
            #"{"title": "", "buttons": []}"#,
            #"{"buttons": ["OK"], "title": "plain title"}"#,
            #"{"title": "A plain title, longer than a word, then é and 😀 and more", "message": "Sixteen bytes ok"}"#,
        ]
        let fields: [AlertField] = [.title, .message, .buttons] + (-1...4).map { .button($0) }
        for line in lines {
            let bytes = Array(("\n\n" + line + "\n").utf8)
            let draft = try XCTUnwrap(
                JSONAlertScanner.alert(in: bytes, line: 2..<(bytes.count - 1), number: 3, path: "in", index: 0))
            XCTAssertNotNil(draft.source.jsonPlaces, line)
            var findings: [Finding] = []
            for field in fields {
                let length = draft.alert.text(of: field)?.utf16.count ?? 0
                for offset in 0...(length + 2) {
                    findings.append(
                        Finding(
                            ruleID: "r", severity: .warning, field: field, range: offset..<(offset + 1), message: "m",
                            fixes: [Fix(field: field, change: .replacement("x"), safety: .safe, summary: "s")]))
                }
            }
            let report = AlertReport(source: draft.source, alert: draft.alert, findings: findings)
            // The same places as a dictionary of field sources (changing `fields` makes it).
            var expanded = report
            expanded.source.fields[.button(99)] = nil
            XCTAssertNil(expanded.source.jsonPlaces)
            for index in findings.indices {
                let finding = findings[index]
                // Read in place, through pointers to the draft and the finding.
                let placed = withUnsafePointer(to: draft) { draft in
                    findings.withUnsafeBufferPointer { FindingPlacer.place(of: $0.baseAddress! + index, in: draft) }
                }
                let expected = expanded.place(of: finding)
                XCTAssertEqual(placed.location, expected.location, "\(line) \(finding.field) \(finding.range)")
                XCTAssertEqual(placed.location, report.place(of: finding).location)
                XCTAssertNil(placed.path)
                XCTAssertEqual(placed.path, expected.path)
                XCTAssertEqual(placed.keyInCode, expected.keyInCode)
            }
        }
    }

    /// A string's columns are counted as the JSON reader counts them at every offset where the
    /// bytes before it are plain ASCII (counted at once); where they hold escapes or other
    /// characters, the place is left to the field's source (nil).
    func testColumnsAreTheReadersForEveryString() {
        let strings = [
            #""plain ASCII text, longer than two words""#, #""a\"b\\c \u00e9 d""#, #""ASCII first, then é, 😀 and \n""#,
            #""""#, #""x""#, #""12345678\t""#,
        ]
        for string in strings {
            let bytes = Array(("{\"title\": " + string + "}").utf8)
            var places = JSONFieldPlaces(bytes: bytes, line: 4)
            let quoted = 10..<(bytes.count - 1)
            places.title = JSONFieldPlaces.Quote(quoted, column: 11)
            let start = SourceLocation(line: 4, column: 12)
            for offset in -1...(bytes.count + 1) {
                let reader = JSONStringSpan(bytes: bytes, quoted: quoted).location(ofDecodedOffset: offset, from: start)
                // The bytes the offset's units take, up to the closing quote.
                let prefix = bytes[(quoted.lowerBound + 1)..<(quoted.upperBound - 1)].prefix(max(0, offset))
                let isPlain = prefix.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\\") }
                XCTAssertEqual(
                    places.location(of: .title, offset: offset), isPlain ? reader : nil, "\(string) \(offset)")
            }
        }
    }

    /// An alert whose places are field sources (a localization file's, a code literal's) is
    /// placed as the report places it: other files and keys in code included.
    func testFieldSourcesArePlacedAsTheReportPlacesThem() {
        var source = AlertSource(path: "App/Localizable.strings", start: .init(line: 1, column: 1))
        var button = FieldSource(start: .init(line: 7, column: 3), path: "App/View.swift")
        button.keyInCode = "App/View.swift:7:3"
        source.fields[.button(0)] = button
        source.fields[.title] = FieldSource(start: .init(line: 2, column: 5), path: "App/Localizable.strings")
        let fix = Fix(field: .button(0), change: .replacement("OK"), safety: .safe, summary: "s")
        let findings = [
            Finding(ruleID: "a", severity: .warning, field: .buttons, range: 0..<0, message: "m", fixes: [fix]),
            Finding(ruleID: "b", severity: .info, field: .title, range: 2..<3, message: "m"),
            Finding(ruleID: "c", severity: .error, field: .button(0), range: 1..<2, message: "m", fixes: [fix]),
            Finding(ruleID: "d", severity: .error, field: .message, range: 0..<1, message: "m"),
        ]
        let report = AlertReport(source: source, alert: Alert(title: "T\nx", buttons: ["OK"]), findings: findings)
        let places = withUnsafePointer(to: DraftAlert(alert: report.alert, source: report.source)) { draft in
            findings.withUnsafeBufferPointer { findings in
                findings.indices.map { FindingPlacer.place(of: findings.baseAddress! + $0, in: draft) }
            }
        }
        XCTAssertEqual(places.map(\.location), findings.map { report.place(of: $0).location })
        XCTAssertEqual(places.map(\.path), ["App/View.swift", "App/Localizable.strings", "App/View.swift", nil])
        XCTAssertEqual(places.map(\.keyInCode), [nil, nil, "App/View.swift:7:3", nil])
        XCTAssertEqual(places[1].location, SourceLocation(line: 3, column: 1))
    }
}
