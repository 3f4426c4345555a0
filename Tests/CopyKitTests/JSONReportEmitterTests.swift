import XCTest

@testable import CopyKit

/// The report's byte buffer and emitter write what `JSONWriter` writes, byte for byte.
final class JSONReportEmitterTests: XCTestCase {
    /// Strings with every kind of escape, non-ASCII text and astral characters.
    private let awkwardStrings = [
        "", "plain", "say \"hi\"", "back\\slash", "either/or", "tab\there\nnext line\r",
        "\u{0}\u{1}\u{8}\u{C}\u{1B}\u{1F}\u{7F}", "café – “quoted”", "😀 and 👍🏽", "日本語のテキスト",
        "mixed é \"q\" / \u{2028} end", String(repeating: "long text, ", count: 500),
    ]

    /// Writers of every layout, separator, empty-container and escaping choice.
    private let writers = [
        JSONWriter(layout: .pretty(indent: "  ")), JSONWriter.compact, JSONWriter.xcode,
        JSONWriter(
            layout: .pretty(indent: "\t"), nameSeparator: " = ",
            escaping: .init(escapesSlash: true, escapesNonASCII: true, uppercaseHex: true)),
        JSONWriter(escaping: .init(escapesSlash: true, escapesNonASCII: true)),
    ]

    func testByteBufferGrowsAndWritesNumbersAsStringDoes() {
        // Every number of one or two digits (written on a path of their own), their neighbours, and
        // numbers of every length and sign.
        var numbers = Array(-12...120) + [65_535, Int(Int32.min), Int.max, Int.min, Int.min + 1]
        var power = 1
        for _ in 0..<18 {
            power *= 10
            numbers += [power - 1, power, power + 1, -power]
        }
        var buffer = ByteBuffer(capacity: 1)
        var expected: [UInt8] = []
        for number in numbers {
            buffer.append(decimal: number)
            buffer.append(UInt8(ascii: ","))
            expected += Array(String(number).utf8) + [UInt8(ascii: ",")]
        }
        buffer.append("static é 😀")
        buffer.append(Array("array".utf8), in: 1..<4)
        expected += Array("static é 😀".utf8) + Array("rra".utf8)
        XCTAssertEqual(buffer.bytes, expected)
        XCTAssertEqual(buffer.count, expected.count)
        XCTAssertGreaterThanOrEqual(buffer.capacity, expected.count)
    }

    func testByteBufferQuotesStringsAsJSONWriterDoes() {
        for writer in writers {
            var buffer = ByteBuffer(capacity: 4)
            var expected: [UInt8] = []
            for text in awkwardStrings {
                buffer.appendJSONString(text, escaping: writer.escaping)
                JSONWriter.appendString(text, escaping: writer.escaping, into: &expected)
            }
            XCTAssertEqual(String(decoding: buffer.bytes, as: UTF8.self), String(decoding: expected, as: UTF8.self))
        }
    }

    /// Written in place, a string (or a finding's text) is quoted as `appendJSONString` quotes it
    /// when the default escaping changes none of its bytes and the buffer has room; otherwise
    /// nothing is written and the buffer neither grows nor changes.
    func testInPlaceQuotingWritesWhatTheWriterWritesOrNothing() {
        for writer in writers {
            for text in awkwardStrings {
                let finding = FindingText.joined("“", text, "” said")
                var expected = ByteBuffer(capacity: 1)
                expected.append(UInt8(ascii: "["))
                expected.appendJSONString(text, escaping: writer.escaping)
                expected.appendJSONString(finding, escaping: writer.escaping)
                let isPlain =
                    !writer.escaping.escapesSlash && !writer.escaping.escapesNonASCII
                    && !text.utf8.contains { JSONWriter.needsEscape($0, writer.escaping) }
                var roomy = ByteBuffer(capacity: 2 * expected.count + 64)
                roomy.append(UInt8(ascii: "["))
                XCTAssertEqual(roomy.appendPlainJSONStringInPlace(text, escaping: writer.escaping), isPlain, text)
                XCTAssertEqual(roomy.appendPlainJSONStringInPlace(finding, escaping: writer.escaping), isPlain, text)
                XCTAssertEqual(roomy.bytes, isPlain ? expected.bytes : [UInt8(ascii: "[")], text)
                // One byte short of the string's room: nothing written, nothing grown.
                var tight = ByteBuffer(capacity: text.utf8.count + 2)
                tight.append(UInt8(ascii: "["))
                XCTAssertFalse(tight.appendPlainJSONStringInPlace(text, escaping: writer.escaping), text)
                XCTAssertFalse(tight.appendPlainJSONStringInPlace(finding, escaping: writer.escaping), text)
                XCTAssertEqual(tight.bytes, [UInt8(ascii: "[")])
                XCTAssertEqual(tight.capacity, text.utf8.count + 2)
            }
        }
    }

    /// The word-at-a-time scan finds every byte that needs an escape, at every place in a word,
    /// in either word of a sixteen-byte step and in the bytes after the last whole word, and flags
    /// nothing else, with the default escaping (its own scan) and every other.
    func testEscapeScanAgreesWithTheBytewiseTest() {
        for escaping in writers.map(\.escaping) + [JSONWriter.Escaping(escapesSlash: true)] {
            for background in [UInt8(ascii: "a"), UInt8(ascii: " "), 0x80, 0xFF, UInt8(ascii: "]")] {
                for count in [1, 7, 8, 9, 16, 19, 24, 31, 32, 33] {
                    for position in 0..<count {
                        for byte in UInt8.min...UInt8.max {
                            var bytes = [UInt8](repeating: background, count: count)
                            bytes[position] = byte
                            let expected = bytes.contains { JSONWriter.needsEscape($0, escaping) }
                            let found = bytes.withUnsafeBufferPointer { JSONWriter.anyNeedsEscape($0, escaping) }
                            if found != expected {
                                XCTFail("\(bytes) with \(escaping): \(found), expected \(expected)")
                                return
                            }
                        }
                    }
                }
            }
        }
    }

    /// The copy that tests as it goes copies a string whose bytes need no escape whole, at every
    /// length that takes each of its paths (none, first-middle-last, two halves, words and an
    /// overlapping last word), and refuses one with a byte that needs an escape at any place.
    func testPlainCopyAgreesWithTheBytewiseTest() {
        let escaping = JSONWriter.Escaping()
        for background in [UInt8(ascii: "a"), UInt8(ascii: " "), 0x80, 0xFF, UInt8(ascii: "]")] {
            for count in Array(0...17) + [23, 24, 25, 31, 32, 33] {
                for position in 0..<Swift.max(count, 1) {
                    for byte in UInt8.min...UInt8.max {
                        var bytes = [UInt8](repeating: background, count: count)
                        if count > 0 { bytes[position] = byte }
                        let expected = !bytes.contains { JSONWriter.needsEscape($0, escaping) }
                        var copy = [UInt8](repeating: 0x2A, count: count + 1)
                        let copied = bytes.withUnsafeBufferPointer { source in
                            copy.withUnsafeMutableBufferPointer { PlainJSONBytes.copy(source, to: $0.baseAddress!) }
                        }
                        if copied != expected || (copied && copy != bytes + [0x2A]) {
                            XCTFail("\(bytes): copied \(copied) as \(copy), expected \(expected)")
                            return
                        }
                    }
                }
            }
        }
    }

    /// Runs copied in whole blocks are appended exactly, at every length around a block and
    /// from every offset, however full the buffer is.
    func testBlockCopiesAppendExactly() {
        // Readable up to the blocks copied from the last start: four at least, and every block
        // of the longest run (whose rest is copied in a loop).
        let source = (0..<160).map { UInt8($0) } + [UInt8](repeating: 0, count: ByteBuffer.blockRun)
        var buffer = ByteBuffer(capacity: 1)
        var expected: [UInt8] = []
        source.withUnsafeBufferPointer { source in
            for start in [0, 1, 7, 15, 16, 33] {
                for count in [0, 1, 15, 16, 17, 31, 32, 33, 63, 64, 65, 80, 95, 96, 97, 127] {
                    buffer.appendBlocks(from: source.baseAddress! + start, count: count)
                    expected += source[start..<(start + count)]
                }
            }
        }
        // Longer than the buffer's first allocation, so that it grows.
        let long = (0..<5_000).map { UInt8(truncatingIfNeeded: $0) }
        buffer.append(long)
        expected += long
        XCTAssertEqual(buffer.bytes, expected)
        var appended: [UInt8] = [7]
        buffer.append(to: &appended)
        XCTAssertEqual(appended, [7] + expected)
    }

    /// Alerts written as runs of the document's alert array are the writer's elements, joined.
    func testAlertElementsAreTheWritersArrayElements() {
        let reports = [awkwardReport(), awkwardReport(), awkwardReport()]
        for writer in writers {
            let fragments = JSONReportFragments(writer, level: 2)
            for first in [true, false] {
                var expected: [UInt8] = []
                for (index, report) in reports.enumerated() {
                    writer.appendElementStart(first: first && index == 0, level: 1, into: &expected)
                    writer.write(JSONReporter().alert(report), level: 2, into: &expected)
                }
                var written: [UInt8] = []
                fragments.alertElements(reports[...], first: first).buffer.append(to: &written)
                XCTAssertEqual(String(decoding: written, as: UTF8.self), String(decoding: expected, as: UTF8.self))
            }
        }
    }

    /// Runs cover every alert once, in order, with none empty.
    func testRunsCoverEveryAlertInOrder() {
        for count in [0, 1, 255, 256, 511, 512, 513, 4_000, 4_096, 100_003] {
            let runs = ConcurrentMapping.runs(of: count)
            XCTAssertEqual(runs.first?.lowerBound ?? 0, 0)
            XCTAssertEqual(runs.last?.upperBound ?? 0, count)
            XCTAssertTrue(runs.allSatisfy { !$0.isEmpty })
            XCTAssertTrue(zip(runs, runs.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
        }
    }

    func testEmitterWritesWhatTheWriterWritesForTheAlertValue() {
        let reports = [
            awkwardReport(),
            AlertReport(source: AlertSource(path: "", start: .init(line: 0, column: 0)), alert: Alert(), findings: []),
        ]
        for writer in writers {
            for report in reports {
                assertEmitterWritesWhatTheWriterWrites(report, writer)
            }
        }
    }

    /// A finding on the button list is placed at the first button when only buttons have
    /// places: its file, line and column are the first button's, and it has no key in code (only
    /// the list's own source could key one). A finding in the alert's own file names no path.
    func testAButtonListFindingIsPlacedAtTheFirstButton() {
        var source = AlertSource(path: "App/Localizable.strings", start: .init(line: 1, column: 1))
        var firstButton = FieldSource(start: .init(line: 7, column: 3), path: "App/View.swift")
        firstButton.keyInCode = "App/View.swift:7:3"
        source.fields[.button(0)] = firstButton
        source.fields[.title] = FieldSource(start: .init(line: 2, column: 5), path: "App/Localizable.strings")
        let fix = Fix(field: .buttons, change: .buttons([AlertButton("OK")]), safety: .safe, summary: "Keep OK")
        let findings = [
            Finding(ruleID: "list", severity: .warning, field: .buttons, range: 0..<0, message: "m", fixes: [fix]),
            Finding(ruleID: "title", severity: .info, field: .title, range: 2..<3, message: "m", fixes: [fix]),
            Finding(ruleID: "first", severity: .error, field: .button(0), range: 1..<2, message: "m", fixes: [fix]),
            Finding(ruleID: "none", severity: .error, field: .button(-3), range: 0..<1, message: "m"),
            Finding(ruleID: "far", severity: .error, field: .button(Int.min), range: 0..<1, message: "m"),
        ]
        let report = AlertReport(
            source: source, alert: Alert(title: "T\nx", buttons: ["OK", "Cancel"]), findings: findings)
        XCTAssertEqual(report.location(of: findings[0]), SourceLocation(line: 7, column: 3))
        XCTAssertEqual(report.path(of: findings[0]), "App/View.swift")
        XCTAssertNil(report.keyInCode(of: findings[0]))
        XCTAssertEqual(report.location(of: findings[1]), SourceLocation(line: 3, column: 1))
        XCTAssertEqual(report.keyInCode(of: findings[2]), "App/View.swift:7:3")
        XCTAssertEqual(report.location(of: findings[3]), source.start)
        XCTAssertEqual(report.path(of: findings[3]), "App/Localizable.strings")
        for writer in writers { assertEmitterWritesWhatTheWriterWrites(report, writer) }
        let text = String(decoding: JSONReportFragments(JSONWriter.compact, level: 0).alert(report), as: UTF8.self)
        XCTAssertTrue(text.contains(#"{"path":"App/View.swift","rule":"list","#), text)
        XCTAssertTrue(text.contains(#"{"rule":"title","#), text)
        XCTAssertEqual(text.components(separatedBy: #""keyInCode":"App/View.swift:7:3""#).count, 2, text)
        XCTAssertTrue(text.contains(#""field":"button[-9223372036854775808]""#), text)
    }

    /// The emitter writes what the writer writes for the report's value, at levels whose line
    /// starts the layout holds whole, at levels where only some do, and deeper.
    private func assertEmitterWritesWhatTheWriterWrites(
        _ report: AlertReport, _ writer: JSONWriter, file: StaticString = #filePath, line: UInt = #line
    ) {
        for level in [0, 2, 10, 20] {
            var expected: [UInt8] = []
            writer.write(JSONReporter().alert(report), level: level, into: &expected)
            let written = JSONReportFragments(writer, level: level).alert(report)
            XCTAssertEqual(
                String(decoding: written, as: UTF8.self), String(decoding: expected, as: UTF8.self),
                "level \(level)", file: file, line: line)
        }
    }

    /// A report with every optional member, awkward strings everywhere, and numbers that are 0,
    /// negative and as large as they get.
    private func awkwardReport() -> AlertReport {
        var strings = awkwardStrings.makeIterator()
        func text() -> String {
            if let next = strings.next() { return next }
            strings = awkwardStrings.makeIterator()
            return strings.next()!
        }
        var source = AlertSource(path: text() + "a/b.strings", name: text(), start: .init(line: 0, column: Int.max))
        source.site = "Code/ä.swift:12"
        source.fields[.title] = FieldSource(start: .init(line: -3, column: Int.min))
        source.fields[.message] = FieldSource(
            start: .init(line: 1, column: 1), locate: { .init(line: Int.min, column: -$0) }, path: "Other/\"x\".strings"
        )
        source.fields[.message]?.keyInCode = "View.swift:3:7"
        source.fields[.button(12)] = FieldSource(start: .init(line: 9_999_999, column: 123_456_789))
        let alert = Alert(
            title: text(), message: text(),
            buttons: [AlertButton(text()), AlertButton(text(), role: .destructive), AlertButton("", role: .cancel)])
        let fixes = [
            Fix(
                field: .title,
                change: .edits([
                    TextEdit(range: 0..<0, replacement: text()),
                    TextEdit(range: Int.min..<Int.max, replacement: text()),
                ]), safety: .safe, summary: text()),
            Fix(field: .message, change: .replacement(nil), safety: .suggested, summary: text()),
            Fix(field: .message, change: .replacement(text()), safety: .suggested, summary: text()),
            Fix(field: .buttons, change: .buttons([]), safety: .suggested, summary: text()),
            Fix(
                field: .button(12), change: .buttons([AlertButton(text(), role: .cancel), AlertButton(text())]),
                safety: .safe, summary: text()),
            Fix(field: .title, change: .edits([]), safety: .safe, summary: text()),
        ]
        let findings = [
            Finding(ruleID: text(), severity: .error, field: .title, range: 2..<4, message: text(), fixes: fixes),
            Finding(ruleID: "message-rule", severity: .warning, field: .message, range: -5..<1_000, message: text()),
            Finding(
                ruleID: "message-rule", severity: .info, field: .message, range: 0..<1, message: text(),
                fixes: [fixes[1]]),
            Finding(
                ruleID: "button", severity: .info, field: .button(12), range: Int.max..<Int.max, message: text(),
                fixes: fixes),
            Finding(ruleID: "buttons", severity: .warning, field: .buttons, range: 0..<0, message: text()),
        ]
        return AlertReport(
            source: source, alert: alert, findings: findings,
            fixed: Alert(title: nil, message: text(), buttons: [AlertButton]()))
    }
}
