import XCTest

@testable import CopyKit

/// `SameBits` says two values are the same only when they are, and a fixed copy that shares its
/// alert's values, or has other values of the same text, is written as the alert's fields are.
final class SameBitsTests: XCTestCase {
    func testCopiesShareBitsAndOtherValuesDoNot() {
        let long = String(repeating: "The file couldn't be saved. ", count: 3)
        let copy = long
        // The same text in a storage of its own.
        let rebuilt = String(decoding: Array(long.utf8), as: UTF8.self)
        XCTAssertTrue(SameBits.of(long, copy))
        XCTAssertFalse(SameBits.of(long, rebuilt))
        XCTAssertTrue(SameBits.of("OK", "OK"))
        XCTAssertFalse(SameBits.of("OK", "Ok"))
        XCTAssertTrue(SameBits.of(String?.none, String?.none))
        XCTAssertFalse(SameBits.of(String?.none, String?.some("")))
        let buttons = [AlertButton("Cancel", role: .cancel), AlertButton("Delete")]
        var changed = buttons
        XCTAssertTrue(SameBits.of(buttons, changed))
        changed[1].title = "Remove"
        XCTAssertFalse(SameBits.of(buttons, changed))
        // Three bytes: compared past the last whole word.
        XCTAssertTrue(SameBits.of((UInt8(1), UInt8(2), UInt8(3)), (UInt8(1), UInt8(2), UInt8(3))))
        XCTAssertFalse(SameBits.of((UInt8(1), UInt8(2), UInt8(3)), (UInt8(1), UInt8(2), UInt8(4))))
    }

    func testCopiedBytesAreTheBytesWritten() {
        var buffer = ByteBuffer(capacity: 1)
        buffer.append(Array("[\"title\", ".utf8))
        let long = (0..<300).map { UInt8(ascii: "a") + UInt8($0 % 26) }
        buffer.append(long)
        // Copies grow the buffer (it started with one byte) and read from before each copy.
        buffer.appendCopy(of: 2..<7)
        buffer.appendCopy(of: 0..<buffer.count)
        buffer.appendCopy(of: 3..<3)
        let first = Array("[\"title\", ".utf8) + long + Array("title".utf8)
        XCTAssertEqual(buffer.bytes, first + first)
    }

    /// An alert's fixed copy is written value by value as the alert is, whether the copy shares
    /// the alert's strings and buttons, holds others with the same text, or differs.
    func testFixedFieldsAreWrittenAsTheAlertsFields() {
        let alert = Alert(
            title: "Delete this photo?", message: String(repeating: "It can't be recovered. ", count: 3),
            buttons: [AlertButton("Cancel", role: .cancel), AlertButton("Delete", role: .destructive)])
        var retitled = alert
        retitled.title = "Delete This Photo?"
        var rebuilt = alert
        rebuilt.message = String(decoding: Array(alert.message!.utf8), as: UTF8.self)
        rebuilt.buttons = alert.buttons.map {
            AlertButton(String(decoding: Array($0.title.utf8), as: UTF8.self), role: $0.role)
        }
        var emptied = alert
        emptied.title = nil
        emptied.buttons = []
        for fixed in [alert, retitled, rebuilt, emptied] {
            for pretty in [true, false] {
                let reporter = JSONReporter(pretty: pretty)
                let report = AlertReport(
                    source: AlertSource(path: "a.alerts", start: SourceLocation(line: 1, column: 1)), alert: alert,
                    findings: [], fixed: fixed)
                let written = reporter.render([report])
                let writer = pretty ? JSONWriter(layout: .pretty(indent: "  ")) : JSONWriter.compact
                XCTAssertEqual(written, writer.string(reporter.document([report])) + "\n")
                XCTAssertTrue(written.contains(fixed.title ?? "null"))
            }
        }
    }
}
