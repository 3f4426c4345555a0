import Foundation
import XCTest

@testable import CopyKit

final class StringsFileTests: XCTestCase {
    private func read(_ relative: String) throws -> StringsFile {
        try StringsFile(bytes: LocalizationFixtures.bytes(relative), path: relative)
    }

    func testGenstringsUTF16LittleEndianLayout() throws {
        let file = try read("strings/en.lproj/Localizable.strings")
        XCTAssertEqual(file.encoding, TextFileEncoding(form: .utf16LittleEndian, hasByteOrderMark: true))
        XCTAssertEqual(file.folderLanguage, "en")
        XCTAssertEqual(file.entries.count, 7)
        let title = try XCTUnwrap(file.entries.first { $0.key == "delete_alert_title" })
        XCTAssertEqual(title.comment, "Deletion Error Title\n   Error Title", "merged genstrings comments are kept")
        XCTAssertEqual(file.dictionary["Open \"(preview)\""], "Open \"(preview)\"", "\\( reads as (")
        let string = try XCTUnwrap(file.strings.first { $0.key == "delete_alert_title" })
        XCTAssertEqual(string.start, SourceLocation(line: 15, column: 25))
    }

    func testHandWrittenTraits() throws {
        let file = try read("strings/en.lproj/Settings.strings")
        XCTAssertEqual(file.encoding, TextFileEncoding(form: .utf8, hasByteOrderMark: true))
        let values = file.dictionary
        XCTAssertEqual(values["footer.long"], "First line\nsecond line with\u{A0}a non-breaking space.")
        XCTAssertEqual(values["alert.sync.message"], "Open Settings u203A Sync to resume!")
        XCTAssertEqual(values["alert.mention.message"], "Mention @user:domain.com and it's done!")
        XCTAssertEqual(values["alert.post.title"], "Missing alt text.\nPost Anyway?")
        XCTAssertEqual(values["generic.cancel"], "Dismiss", "the last duplicate wins")
        XCTAssertEqual(file.strings.filter { $0.key == "generic.cancel" }.count, 1, "only the effective one is linted")
        XCTAssertTrue(
            file.diagnostics.contains {
                $0.message.contains("duplicate key \"generic.cancel\" (also at line 12)") && $0.location.line == 14
            })
        XCTAssertTrue(
            file.diagnostics.contains { $0.message.contains("'\\u' is not an escape") && $0.location.line == 3 })
        XCTAssertFalse(file.diagnostics.contains { $0.message.contains("at most 4 hex") }, "\\U00A0a is fine")
        let quiet = try XCTUnwrap(file.strings.first { $0.key == "alert.quiet.title" })
        XCTAssertEqual(quiet.comment, "alertcopy:disable test-bang")
        let post = try XCTUnwrap(file.strings.first { $0.key == "alert.post.title" })
        XCTAssertEqual(post.locate(18), SourceLocation(line: 11, column: 1), "raw newlines count as lines")
        let long = try XCTUnwrap(file.strings.first { $0.key == "footer.long" })
        XCTAssertEqual(long.locate(27), SourceLocation(line: 8, column: 17), "offsets map through escapes")
        XCTAssertEqual(
            long.locate(long.value.utf16.count), SourceLocation(line: 8, column: 44), "the end is the closing quote")
    }

    func testTokensCRLFAndShortcutForm() throws {
        let file = try read("strings/en.lproj/Tokens.strings")
        let values = file.dictionary
        XCTAssertEqual(values["unquoted_alert.1.title"], "Unquoted_Title")
        XCTAssertEqual(values["quoted.alert.message"], "It's \"single\" quoted!")
        XCTAssertEqual(values["alert.shortcut.title"], "alert.shortcut.title")
        XCTAssertEqual(file.entries.first { $0.key == "alert.crlf.button.retry" }?.comment, "braces-free, CRLF")
        XCTAssertNotNil(file.strings.first { $0.key == "alert.shortcut.title" }?.readOnlyReason)
        XCTAssertEqual(file.strings.first { $0.key == "alert.crlf.button.retry" }?.start.line, 5)
    }

    /// A comment is kept without the white space and line breaks at its ends, as Foundation's
    /// `trimmingCharacters(in: .whitespacesAndNewlines)` leaves it, whatever kind they are.
    func testCommentsAreTrimmedOfEveryKindOfWhiteSpace() throws {
        let source =
            "/* \t\u{00A0}Alert title\u{2003} stays\u{3000}\n\u{2028} */\n\"a.title\" = \"A\";\n"
            + "//\u{202F} é \u{0085}\n\"b.title\" = \"B\";\n/**/\n\"c.title\" = \"C\";\n"
        let file = try StringsFile(bytes: Array(source.utf8), path: "en.lproj/Localizable.strings")
        let comments = file.entries.map(\.comment)
        for (comment, written) in zip(comments, ["Alert title\u{2003} stays", "é", ""]) {
            XCTAssertEqual(comment, written)
        }
        XCTAssertEqual(
            "/* \t\u{00A0}Alert title\u{2003} stays\u{3000}\n\u{2028} */".dropFirst(2).dropLast(2)
                .trimmingCharacters(in: .whitespacesAndNewlines), "Alert title\u{2003} stays")
    }

    func testBigEndianAndBraces() throws {
        let file = try read("strings/en.lproj/BigEndian.strings")
        XCTAssertEqual(file.encoding.form, .utf16BigEndian)
        XCTAssertEqual(file.dictionary, ["alert.be.title": "Big Endian\u{A0}Title!"])
        let braced = try StringsFile(bytes: Array("{ \"a\" = \"b\"; }".utf8), path: "x.strings")
        XCTAssertEqual(braced.dictionary, ["a": "b"])
        XCTAssertEqual(try StringsFile(bytes: [], path: "empty.strings").entries.count, 0)
    }

    func testEveryEscape() throws {
        let source = #""k" = "\n\t\r\a\b\f\v\"\\\'\@\(\U00e9\UD83D\UDE00\U1F600\101";"#
        let file = try StringsFile(bytes: Array(source.utf8), path: "e.strings")
        XCTAssertEqual(file.dictionary["k"], "\n\t\r\u{7}\u{8}\u{C}\u{B}\"\\'@(é😀\u{1F60}0A")
        XCTAssertTrue(file.diagnostics.contains { $0.message.contains("at most 4 hex digits") })
        XCTAssertTrue(file.diagnostics.contains { $0.message.contains("octal") })
    }

    func testMalformedFilesGivePreciseErrors() throws {
        let cases: [(String, Int, Int, String)] = [
            ("malformed/stray-semicolon.strings", 1, 11, "Foundation would silently ignore everything after line 1"),
            ("malformed/truncated.strings", 2, 19, "unterminated value"),
            (
                "malformed/missing-semicolon.strings", 1, 10,
                "expected ';' after the value of \"a\", found '\"' on line 2"
            ),
            ("malformed/unterminated-comment.strings", 2, 1, "unterminated comment"),
            ("malformed/unterminated-string.strings", 2, 7, "unterminated value"),
            ("malformed/smart-quote.strings", 2, 1, "found '\u{201C}'"),
            ("malformed/lone-surrogate.strings", 1, 8, "lone UTF-16 surrogate"),
            ("malformed/invalid-utf8.strings", 1, 11, "invalid UTF-8"),
            ("malformed/binary.strings", 1, 1, "binary property list"),
        ]
        for (relative, line, column, text) in cases {
            XCTAssertThrowsError(try read(relative), relative) { error in
                guard let error = error as? LocalizationFileError else { return XCTFail("\(relative): \(error)") }
                XCTAssertEqual(error.location, SourceLocation(line: line, column: column), "\(relative): \(error)")
                XCTAssertTrue(error.message.contains(text), "\(relative): \(error.message)")
                XCTAssertTrue(error.description.hasPrefix("\(relative):\(line):\(column): "))
            }
        }
    }

    func testRewriteKeepsUntouchedEscapesAndEncoding() throws {
        let relative = "strings/en.lproj/Settings.strings"
        let bytes = try LocalizationFixtures.bytes(relative)
        let file = try StringsFile(bytes: bytes, path: relative)
        let long = try XCTUnwrap(file.strings.first { $0.key == "footer.long" })
        let sync = try XCTUnwrap(file.strings.first { $0.key == "alert.sync.message" })
        let rewritten = try file.rewritten(with: [
            long.index: long.value.replacingOccurrences(of: "space.", with: "space \"here\"."),
            sync.index: "Open Settings u203A Sync to resume.",
        ])
        let text = String(decoding: rewritten.dropFirst(3), as: UTF8.self)
        XCTAssertEqual(Array(rewritten.prefix(3)), [0xEF, 0xBB, 0xBF], "BOM kept")
        XCTAssertTrue(text.contains("\"First line\\\nsecond line with\\U00A0a non-breaking space \\\"here\\\".\";"))
        XCTAssertTrue(text.contains("\"Open Settings \\u203A Sync to resume.\";"), text)
        let original = String(decoding: bytes.dropFirst(3), as: UTF8.self)
        XCTAssertEqual(
            original.split(separator: "\n", omittingEmptySubsequences: false).count,
            text.split(separator: "\n", omittingEmptySubsequences: false).count)
        let reread = try StringsFile(bytes: rewritten, path: relative)
        XCTAssertEqual(
            reread.dictionary["footer.long"], "First line\nsecond line with\u{A0}a non-breaking space \"here\".")
        XCTAssertFalse(text.hasSuffix("\n"), "no trailing newline added")
    }

    func testRewriteInUTF16AndUnquotedTokens() throws {
        let relative = "strings/en.lproj/Localizable.strings"
        let bytes = try LocalizationFixtures.bytes(relative)
        let file = try StringsFile(bytes: bytes, path: relative)
        let button = try XCTUnwrap(file.strings.first { $0.key == "delete_alert_button_delete" })
        let rewritten = try file.rewritten(with: [button.index: "Delete"])
        XCTAssertEqual(Array(rewritten.prefix(2)), [0xFF, 0xFE])
        XCTAssertEqual(rewritten.count, bytes.count - 2, "one UTF-16 unit fewer, nothing else")
        XCTAssertEqual(
            try StringsFile(bytes: rewritten, path: relative).dictionary["delete_alert_button_delete"], "Delete")

        let tokens = try read("strings/en.lproj/Tokens.strings")
        let unquoted = try XCTUnwrap(tokens.strings.first { $0.key == "unquoted_alert.1.title" })
        let quotedNeeded = try tokens.rewritten(with: [unquoted.index: "Unquoted Title"])
        XCTAssertTrue(
            String(decoding: quotedNeeded, as: UTF8.self).hasPrefix("unquoted_alert.1.title = \"Unquoted Title\";\r\n"))
        let single = try XCTUnwrap(tokens.strings.first { $0.key == "quoted.alert.message" })
        let singleRewritten = try tokens.rewritten(with: [single.index: "It's \"single\" quoted."])
        XCTAssertTrue(String(decoding: singleRewritten, as: UTF8.self).contains("'It\\'s \"single\" quoted.';\r\n"))
    }

    /// Our reader and Foundation's (through `plutil -convert json`) agree on every valid fixture.
    func testAgreesWithPlutil() throws {
        let plutil = "/opt/swift/usr/bin/plutil"
        guard FileManager.default.isExecutableFile(atPath: plutil) else {
            throw XCTSkip("plutil is not available at \(plutil)")
        }
        for relative in LocalizationFixtures.valid where relative.hasSuffix(".strings") {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: plutil)
            process.arguments = ["-convert", "json", "-o", "-", LocalizationFixtures.path(relative)]
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0, relative)
            let foundation = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: String], relative)
            XCTAssertEqual(try read(relative).dictionary, foundation, relative)
        }
    }

    /// A token's text read without decoding it into an array first is the decoded text, for
    /// tokens with and without escapes, quoted either way or not quoted, empty and cut short.
    func testDecodedTextIsTheDecodedValue() {
        let tokens = [
            #""Delete “Road Trip Mix”?""#, #""Line\nbreak \"quoted\" \U00e9 \101""#, #"'single \' quote'"#,
            "unquoted_key.1", #""""#, "\"", #""ends with \""#, #""tab\tand 😀""#, "''",
        ]
        for token in tokens {
            let units = Array(("  " + token + " ").utf16)
            let range = 2..<(units.count - 1)
            XCTAssertEqual(
                StringsTokenCodec.decodedText(range, in: units),
                AnalyzedText.string(StringsTokenCodec.decode(range, in: units).value), token)
        }
    }

    /// UTF-8 text decodes to the units of its UTF-16 view, with or without a BOM, with multi-byte
    /// characters at every place of an eight-byte block; a malformed sequence is reported at the
    /// line and column of the character before it, wherever it falls.
    func testUTF8DecodesToTheUTF16View() throws {
        for piece in ["é", "“", "😀", "日本", "\n", "ascii"] {
            for run in 0...17 {
                let text = String(repeating: "k", count: run) + piece + "\"v\" = \"w\";" + piece
                let plain = try TextFileEncoding.decode(Array(text.utf8), path: "a.strings")
                XCTAssertEqual(plain.units, Array(text.utf16), text)
                let marked = try TextFileEncoding.decode([0xEF, 0xBB, 0xBF] + Array(text.utf8), path: "a.strings")
                XCTAssertEqual(marked.units, Array(text.utf16), text)
            }
        }
        for run in 0...17 {
            let prefix = Array(("line\n" + String(repeating: "x", count: run)).utf8)
            for malformed: [UInt8] in [[0xFF], [0xC3, 0x28], [0xED, 0xA0, 0x80], [0xE2, 0x82]] {
                XCTAssertThrowsError(
                    try TextFileEncoding.decode(prefix + malformed + Array("tail".utf8), path: "a.strings")
                ) {
                    let error = $0 as? LocalizationFileError
                    XCTAssertEqual(error?.location, SourceLocation(line: 2, column: run + 1), "\(run) \(malformed)")
                }
            }
        }
    }

    /// A file's units are encoded as the standard library transcodes them (an unpaired surrogate
    /// as U+FFFD in UTF-8), with the byte order mark the file had, in each of its encodings.
    func testEncodingMatchesTheStandardTranscoding() {
        var samples: [[UInt16]] = [
            [], Array("Plain ASCII \"quoted\";\n".utf16), Array("Café — 日本語 😀 Straße".utf16),
            [0xD83D], [0xDE00], [0x41, 0xD83D, 0x42], [0xD83D, 0xD83D, 0xDE00], [0xDE00, 0xD83D],
            [0x7F, 0x80, 0x7FF, 0x800, 0xFFFF, 0xD7FF, 0xE000],
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            samples.append(
                (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                    [0x41, 0xE9, 0x65E5, 0xD83D, 0xDE00, 0xDBFF, 0xDC00, 0x0A].randomElement(using: &generator)!
                })
        }
        for units in samples {
            for hasByteOrderMark in [false, true] {
                var utf8: [UInt8] = hasByteOrderMark ? [0xEF, 0xBB, 0xBF] : []
                _ = transcode(units.makeIterator(), from: UTF16.self, to: UTF8.self, stoppingOnError: false) {
                    utf8.append($0)
                }
                XCTAssertEqual(
                    TextFileEncoding(form: .utf8, hasByteOrderMark: hasByteOrderMark).encode(units), utf8, "\(units)")
                let little: [UInt8] =
                    (hasByteOrderMark ? [0xFF, 0xFE] : []) + units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
                XCTAssertEqual(
                    TextFileEncoding(form: .utf16LittleEndian, hasByteOrderMark: hasByteOrderMark).encode(units), little
                )
                let big: [UInt8] =
                    (hasByteOrderMark ? [0xFE, 0xFF] : []) + units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
                XCTAssertEqual(
                    TextFileEncoding(form: .utf16BigEndian, hasByteOrderMark: hasByteOrderMark).encode(units), big)
            }
        }
    }
}
