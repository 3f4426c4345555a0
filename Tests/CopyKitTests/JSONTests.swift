import CopyKit
import Foundation
import XCTest

final class JSONTests: XCTestCase {
    func testParsesEveryKindKeepingMemberOrderAndNumberText() throws {
        let value = try JSONParser.parse(#"{"b": [1, -0.50, 2e+3, true, false, null], "a": "x", "b": {}}"#)
        XCTAssertEqual(value.members?.map(\.key), ["b", "a", "b"])
        XCTAssertEqual(value["a"], .string("x"))
        XCTAssertEqual(value["b"], .object([]), "the last duplicate wins in lookups")
        XCTAssertEqual(
            value.members?.first?.value,
            .array([.number("1"), .number("-0.50"), .number("2e+3"), .bool(true), .bool(false), .null]))
    }

    func testDecodesEscapesAndSurrogatePairs() throws {
        let value = try JSONParser.parse(#"["a\"b\\c\/d\b\f\n\r\t", "\u00e9\uD83D\uDE00", "é😀"]"#)
        XCTAssertEqual(value[0], .string("a\"b\\c/d\u{8}\u{C}\n\r\t"))
        XCTAssertEqual(value[1], .string("é😀"))
        XCTAssertEqual(value[2], .string("é😀"))
    }

    func testRejectsNonRFCInputWithLineColumnAndExpectation() {
        let cases: [(String, Int, Int, String)] = [
            ("{\n  \"a\": 1,\n}", 3, 1, "trailing commas"),
            ("[1, 2,]", 1, 7, "trailing commas"),
            ("{\"a\" 1}", 1, 6, "expected ':'"),
            ("[01]", 1, 3, "leading zeros"),
            ("[1.]", 1, 4, "digit after the decimal point"),
            ("{'a': 1}", 1, 2, "member name in double quotes"),
            ("[\"a\nb\"]", 1, 4, "control character"),
            ("[\"abc", 1, 2, "unterminated string"),
            ("[\"\\uD800\"]", 1, 3, "lone high surrogate"),
            ("[\"\\uDC00\"]", 1, 3, "lone low surrogate"),
            ("[\"\\x\"]", 1, 3, "expected one of"),
            ("[tru]", 1, 5, "expected 'true'"),
            ("1 2", 1, 3, "end of the input"),
            ("", 1, 1, "expected a JSON value"),
            ("[1 2]", 1, 4, "expected ',' or ']'"),
            ("{\"é\": 1 x}", 1, 9, "expected ',' or '}'"),
            ("// c\n1", 1, 1, "expected a value"),
        ]
        for (text, line, column, expectation) in cases {
            XCTAssertThrowsError(try JSONParser.parse(text), text) { error in
                guard let error = error as? JSONParseError else { return XCTFail("not a JSONParseError") }
                XCTAssertEqual(error.line, line, "\(text): \(error)")
                XCTAssertEqual(error.column, column, "\(text): \(error)")
                XCTAssertTrue(error.message.contains(expectation), "\(text): \(error.message)")
            }
        }
    }

    func testStringsAndColumnsWhateverTheByteStopsARunOfPlainASCII() throws {
        // The parser scans strings and counts columns several bytes at a time; a byte that ends a
        // run of plain ASCII is put at every offset around those steps.
        for offset in 0..<20 {
            let before = String(repeating: "a", count: offset)
            let after = String(repeating: "b", count: 19 - offset)
            for (special, decoded) in [(#"\""#, "\""), (#"\\"#, "\\"), ("é", "é"), ("😀", "😀"), ("\u{7F}", "\u{7F}")] {
                let text = "[\"" + before + special + after + "\", 1]"
                let root = try JSONParser.parseNodes(Array(text.utf8))
                XCTAssertEqual(root.elements?[0].stringValue, before + decoded + after, text)
                XCTAssertEqual(root.elements?[1].span.start.column, 6 + (before + special + after).utf16.count, text)
            }
            XCTAssertThrowsError(try JSONParser.parse("[\"" + before + "\u{1}" + after + "\"]")) { error in
                XCTAssertEqual((error as? JSONParseError)?.column, offset + 3)
                XCTAssertEqual(
                    (error as? JSONParseError)?.message.hasPrefix("unescaped control character U+0001"), true)
            }
            XCTAssertThrowsError(try JSONParser.parse("[\"" + before + after)) { error in
                XCTAssertEqual((error as? JSONParseError)?.column, 2)
                XCTAssertEqual((error as? JSONParseError)?.message.hasPrefix("unterminated string"), true)
            }
        }
    }

    func testRejectsInvalidUTF8() {
        let bytes: [UInt8] = Array("[\"caf".utf8) + [0xE9] + Array("\"]".utf8)
        XCTAssertThrowsError(try JSONParser.parse(bytes)) { error in
            XCTAssertEqual((error as? JSONParseError)?.byteOffset, 5)
            XCTAssertTrue((error as? JSONParseError)?.message.contains("UTF-8") == true)
        }
        XCTAssertThrowsError(try JSONParser.parse([UInt8(ascii: "\""), 0xC0, 0xAF, UInt8(ascii: "\"")]))
    }

    func testRejectsExcessiveNesting() {
        let text =
            String(repeating: "[", count: JSONParser.maximumDepth + 1)
            + String(repeating: "]", count: JSONParser.maximumDepth + 1)
        XCTAssertThrowsError(try JSONParser.parse(text))
        let allowed = String(repeating: "[", count: 10) + String(repeating: "]", count: 10)
        XCTAssertNoThrow(try JSONParser.parse(allowed))
    }

    func testNodesRecordByteRangesAndPlaces() throws {
        let text = "{\n  \"🦖\" : \"Dino\",\n  \"n\" : [ 1, \"é\" ]\n}"
        let bytes = Array(text.utf8)
        let root = try JSONParser.parseNodes(bytes)
        XCTAssertEqual(root.span.bytes, 0..<bytes.count)
        let dino = try XCTUnwrap(root["🦖"])
        XCTAssertEqual(String(decoding: bytes[dino.span.bytes], as: UTF8.self), "\"Dino\"")
        XCTAssertEqual(dino.span.start, SourceLocation(line: 2, column: 10), "the emoji counts 2 UTF-16 units")
        let key = try XCTUnwrap(root.members?.first?.keySpan)
        XCTAssertEqual(String(decoding: bytes[key.bytes], as: UTF8.self), "\"🦖\"")
        let list = try XCTUnwrap(root["n"]?.elements)
        XCTAssertEqual(list[1].span.start, SourceLocation(line: 3, column: 14))
        XCTAssertEqual(String(decoding: bytes[list[1].span.bytes], as: UTF8.self), "\"é\"")
        XCTAssertEqual(root.value, try JSONParser.parse(bytes))
    }

    func testSkipsUTF8ByteOrderMark() throws {
        XCTAssertEqual(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)), .array([.number("1")]))
    }

    func testWritesCompactAndPrettyKeepingOrder() {
        let value = JSONValue.object([
            JSONMember("z", .string("a/b \"q\" \\ é\n\u{1}")), JSONMember("a", .array([.number("1.50"), .null])),
            JSONMember("e", .object([])), JSONMember("f", .array([])),
        ])
        XCTAssertEqual(
            JSONWriter.compact.string(value),
            #"{"z":"a/b \"q\" \\ é\n\u0001","a":[1.50,null],"e":{},"f":[]}"#)
        XCTAssertEqual(
            JSONWriter.xcode.string(value),
            "{\n  \"z\" : \"a/b \\\"q\\\" \\\\ é\\n\\u0001\",\n  \"a\" : [\n    1.50,\n    null\n  ],\n"
                + "  \"e\" : {\n\n  },\n  \"f\" : [\n\n  ]\n}")
        let escaped = JSONWriter(escaping: .init(escapesSlash: true, escapesNonASCII: true, uppercaseHex: true))
        XCTAssertEqual(escaped.string(.string("/é😀\u{1F}")), #""\/\u00E9\uD83D\uDE00\u001F""#)
    }

    func testWriterOutputParsesBackToTheSameValue() throws {
        let text = #"{"a":[1,{"b":"c\u0000d"},[],{}],"s":"\uD83D\uDE00 \t","n":-1.5e-3,"t":true}"#
        let value = try JSONParser.parse(text)
        XCTAssertEqual(JSONWriter.compact.string(value), text.replacingOccurrences(of: "\\uD83D\\uDE00", with: "😀"))
        XCTAssertEqual(try JSONParser.parse(JSONWriter.xcode.bytes(value)), value)
        XCTAssertEqual(try JSONParser.parse(JSONWriter(layout: .pretty(indent: "\t")).bytes(value)), value)
    }

    func testXcodeLayoutMatchesFoundationPrettyPrinting() throws {
        let text = #"{"a":{"b":"x/y","c":{}},"d":[1,"é"]}"#
        let foundation = try JSONSerialization.data(
            withJSONObject: JSONSerialization.jsonObject(with: Data(text.utf8)),
            options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        XCTAssertEqual(JSONWriter.xcode.string(try JSONParser.parse(text)), String(decoding: foundation, as: UTF8.self))
    }
}
