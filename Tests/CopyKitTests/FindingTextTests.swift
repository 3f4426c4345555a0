import XCTest

@testable import CopyKit

/// A finding text held in parts reads, compares and is written as the joined string.
final class FindingTextTests: XCTestCase {
    private let words = [
        "", "OK", "Don't Save", "say \"hi\"", "back\\slash", "a/b", "a\r\nb", "tab\there", "café", "一二三",
    ]

    func testPartsReadAndCompareAsTheJoinedString() {
        for word in words {
            let text: FindingText = FindingText.joined("Say “", word, "”")
            XCTAssertEqual(text.string, "Say “\(word)”")
            XCTAssertEqual(text, FindingText("Say “\(word)”"))
            XCTAssertEqual(text.hashValue, FindingText("Say “\(word)”").hashValue)
            let two: FindingText = FindingText.joined("Use “", word, "” and “", word + "!", "”")
            XCTAssertEqual(two.string, "Use “\(word)” and “\(word)!”")
        }
        let literal: FindingText = "Remove the sentence"
        XCTAssertEqual(literal.string, "Remove the sentence")
        XCTAssertNotEqual(literal, FindingText("Remove the sentences"))
    }

    func testPartsAreWrittenAsTheJoinedStringInEveryEscaping() {
        let escapings = [
            JSONWriter.Escaping(), JSONWriter.Escaping(escapesSlash: true), JSONWriter.Escaping(escapesNonASCII: true),
            JSONWriter.Escaping(uppercaseHex: true),
        ]
        for word in words {
            let text: FindingText = FindingText.joined("Say “", word, "”")
            for escaping in escapings {
                var parts = ByteBuffer()
                parts.appendJSONString(text, escaping: escaping)
                var joined = ByteBuffer()
                joined.appendJSONString("Say “\(word)”", escaping: escaping)
                XCTAssertEqual(parts.bytes, joined.bytes, "\(word) \(escaping)")
            }
            var parts = ByteBuffer()
            parts.append(singleLineUTF8: text)
            XCTAssertEqual(parts.bytes, Array("Say “\(word)”".singleLine().utf8), word)
        }
    }

    func testAFindingsMessageAndAFixsSummaryReadTheirText() {
        let fix = Fix(
            field: .title, change: .replacement("Title"), safety: .safe,
            summary: FindingText.joined("Use “", "Title", "”"))
        var finding = Finding(
            ruleID: "title-case", severity: .warning, field: .title, range: 0..<5,
            message: FindingText.joined("Capitalize “", "title", "”."), fixes: [fix])
        XCTAssertEqual(finding.message, "Capitalize “title”.")
        XCTAssertEqual(finding.fixes[0].summary, "Use “Title”")
        XCTAssertEqual(
            finding,
            Finding(
                ruleID: "title-case", severity: .warning, field: .title, range: 0..<5, message: "Capitalize “title”.",
                fixes: [Fix(field: .title, change: .replacement("Title"), safety: .safe, summary: "Use “Title”")]))
        finding.message = "Another message"
        XCTAssertEqual(finding.message, "Another message")
    }
}
