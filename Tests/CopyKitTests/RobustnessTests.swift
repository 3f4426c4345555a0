import CopyKit
import Foundation
import XCTest

/// Regression tests for what the fuzzer of issue 12 found: a crash on deep nesting, work that
/// grew with the square of the text, and a draft written back so that it read differently.
/// None of them measures time: each checks the structure that keeps the work linear.
final class RobustnessTests: XCTestCase {
    func testDeeplyNestedStringsDictIsAnErrorNotACrash() {
        let bytes = Array(("<plist>" + String(repeating: "<array>", count: 40_000)).utf8)
        XCTAssertThrowsError(try StringsDictFile(bytes: bytes, path: "x.stringsdict")) {
            let error = $0 as? LocalizationFileError
            XCTAssertEqual(error?.location?.line, 1)
            XCTAssertEqual(error?.location?.column, 8 + 7 * InputLimits.maximumNestingDepth)
            XCTAssertTrue(
                error?.message.contains("nesting deeper than 512 levels") == true, "\(String(describing: error))")
        }
    }

    func testNestingAtTheLimitStillReads() throws {
        let depth = InputLimits.maximumNestingDepth - 1
        let text =
            "<plist><dict><key>k</key>" + String(repeating: "<array>", count: depth)
            + String(repeating: "</array>", count: depth) + "</dict></plist>"
        XCTAssertNoThrow(try StringsDictFile(bytes: Array(text.utf8), path: "x.stringsdict"))
    }

    /// 4,999 "!" make one finding whose one fix edits them all (not 4,999 fixes, each of which
    /// would re-read the whole text to be previewed and applied).
    func testExclamationMarksMakeOneFindingWithOneEditEach() throws {
        let linter = Linter(configuration: Configuration(select: ["tone-oblique"]))
        let alert = Alert(title: "Oops", message: String(repeating: "! ", count: 4999))
        let findings = linter.lint(alert).filter { $0.field == .message }
        XCTAssertEqual(findings.count, 1)
        XCTAssertEqual(findings.first?.fixes.count, 1)
        guard case .edits(let edits)? = findings.first?.fixes.first?.change else {
            return XCTFail("expected edits, got \(String(describing: findings.first?.fixes.first?.change))")
        }
        XCTAssertEqual(edits.count, 4999)
        let fixed = linter.fix(alert).message ?? ""
        XCTAssertFalse(fixed.contains("!"))
        XCTAssertEqual(fixed.filter { $0 == "." }.count, 4999)
    }

    func testOneExclamationMarkKeepsItsFinding() {
        let linter = Linter(configuration: Configuration(select: ["tone-oblique"]))
        let findings = linter.lint(Alert(title: "Backup Complete", message: "All your photos are safe!"))
        XCTAssertEqual(findings.map(\.message), ["“!” makes alert text oblique."])
        XCTAssertEqual(findings.first?.range, 24..<25)
    }

    /// "Tap OK." repeated makes one explains-buttons finding: one fix removes every sentence, one
    /// rewrites every guidance.
    func testRepeatedButtonExplanationsMakeOneFinding() throws {
        let linter = Linter(configuration: Configuration(select: ["explains-buttons"]))
        let message = "The file is saved. " + String(repeating: "Tap OK. ", count: 1000)
        let findings = linter.lint(Alert(title: "Saved", message: message, buttons: ["OK"]))
        XCTAssertEqual(findings.count, 1)
        XCTAssertEqual(
            findings.first?.fixes.map(\.summary), ["Remove the sentences", "Keep the guidance as “Choose OK”"])
        guard case .edits(let removals)? = findings.first?.fixes.first?.change,
            case .edits(let rewrites)? = findings.first?.fixes.last?.change
        else { return XCTFail("expected edits") }
        XCTAssertEqual(removals.count, 1, "the removals of adjacent sentences are one edit")
        XCTAssertEqual(rewrites.count, 1000)
        XCTAssertEqual(
            linter.fix(Alert(title: "Saved", message: message, buttons: ["OK"]), upTo: .suggested).message,
            "The file is saved.")
    }

    func testEditListConflictIsFoundInOneSweep() {
        let spread = (0..<1000).map { TextEdit(range: (2 * $0)..<(2 * $0 + 1), replacement: ".") }
        XCTAssertFalse(TextEditApplier.conflict(spread, [TextEdit(range: 2001..<2002, replacement: "")]))
        XCTAssertTrue(TextEditApplier.conflict(spread, [TextEdit(range: 1500..<1501, replacement: "")]))
        XCTAssertTrue(TextEditApplier.conflict([TextEdit(range: 0..<5000, replacement: "")], spread.suffix(1)))
    }

    /// `message:` with its text on the next line: a fix joins the text to the name's line with a
    /// space, so it reads back the same and a second fix changes nothing.
    func testMessageOnTheLineAfterItsNameIsWrittenBackReadable() throws {
        let input = Array("title: Update Available\nmessage:\nA new version is available\n".utf8)
        let linter = Linter()
        let document = try DraftReader.read(input, path: "<stdin>")
        let fixed = document.alerts.map { linter.fix($0.alert, upTo: .suggested) }
        let output = DraftWriter.write(document, fixed: fixed)
        XCTAssertEqual(
            String(decoding: output, as: UTF8.self), "title: Update Available\nmessage: A new version is available.\n")
        let reread = try DraftReader.read(output, path: "<stdin>")
        XCTAssertEqual(reread.alerts.map(\.alert), fixed)
        let again = DraftWriter.write(reread, fixed: reread.alerts.map { linter.fix($0.alert, upTo: .suggested) })
        XCTAssertEqual(again, output)
    }

    /// A `\UD800` escape decodes to a lone surrogate, which the value reads as U+FFFD: a rewrite
    /// would have written U+FFFD over the escape, so the string is not fixed.
    func testStringWithALoneSurrogateEscapeIsNotRewritten() throws {
        let text = "/* Alert message */\n\"a.alert.message\" = \"file \\UD800 was deleted\";\n"
        let path = "en.lproj/Localizable.strings"
        let document = try LocalizationLinter.parse(bytes: Array(text.utf8), path: path)
        let result = LocalizationLinter().fix(document, bytes: Array(text.utf8), upTo: .suggested)
        XCTAssertNil(result.rewrittenBytes)
        XCTAssertTrue(result.diagnostics.contains { $0.message.contains("lone surrogate") })
    }
}
