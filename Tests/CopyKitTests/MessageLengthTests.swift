import XCTest

@testable import CopyKit

/// message-length: the editions with a line count keep theirs; the current guideline, which sets
/// none, warns only where the alert would scroll.
final class MessageLengthTests: XCTestCase {
    private static let threeLines =
        "The library couldn't be synced because the server stopped responding during the upload. Try again later."
    private static let sixLines =
        "Setup couldn't finish because this Apple Watch is paired with another iPhone. Unpair it from the other iPhone first, or erase this Apple Watch and set it up again as a new watch, then bring the two devices close together."

    private func lengthFindings(_ message: String, profile: Profile = .current, buttons: [String] = ["OK"]) -> [Finding]
    {
        Linter(configuration: Configuration(profile: profile, select: ["message-length"]))
            .lint(Alert(title: "Couldn't Sync", message: message, buttons: buttons.map { AlertButton($0) }))
    }

    func testAThreeLineMessageIsFineInTheCurrentProfile() {
        XCTAssertEqual(AlertWidth(platform: .ios).lineCount(of: AnalyzedText(Self.threeLines), style: .message), 3)
        XCTAssertEqual(lengthFindings(Self.threeLines), [])
    }

    func testEditionsWithALineCountKeepIt() {
        XCTAssertEqual(lengthFindings(Self.threeLines, profile: .ios7).map(\.severity), [.warning])
        XCTAssertEqual(lengthFindings(Self.threeLines, profile: .ios2011).map(\.severity), [.warning])
    }

    func testALongMessageThatScrollsOnlyAtLargeTextSizesIsInfo() {
        XCTAssertEqual(lengthFindings(Self.sixLines).map(\.severity), [.info])
    }

    func testAMessageThatWouldScrollIsAWarning() {
        let scrolling = Array(repeating: Self.sixLines, count: 3).joined(separator: " ")
        XCTAssertEqual(lengthFindings(scrolling).map(\.severity), [.warning])
    }

    func testMoreButtonsLeaveLessRoom() {
        let height = AlertHeight(platform: .ios, width: AlertWidth(platform: .ios))
        let two = height.messageLinesBeforeScrolling(titleLines: 1, buttonCount: 2)
        let three = height.messageLinesBeforeScrolling(titleLines: 1, buttonCount: 3)
        XCTAssertGreaterThan(two, three)
        XCTAssertEqual(height.messageLinesBeforeScrolling(titleLines: 1, buttonCount: 1), two)
    }

    func testAPlaceholderCountsAsAboutTenCharacters() {
        let width = AlertWidth(platform: .ios)
        func lines(_ text: String) -> Int { width.lineCount(of: AnalyzedText(text), style: .message) }
        let filler = "The photos couldn't be shared with"
        // Six placeholders stand for about sixty characters: the line wraps as it would with
        // short names written out, not as six two-character specifiers.
        XCTAssertEqual(
            lines(filler + " %@ %@ %@ %@ %@ %@."), lines(filler + " Alex Appleseed, Jordan Lee, Sam Taylor, Kim Park."))
        XCTAssertGreaterThan(lines(filler + " %@ %@ %@ %@ %@ %@."), lines(filler + " %@."))
        XCTAssertEqual(AlertWidth.runTimeValueAdvance("%@"), AlertWidth.runTimeValueAdvance("\\(name)"))
        XCTAssertLessThan(
            AlertWidth.runTimeValueAdvance("%lld"), AlertWidth.runTimeValueAdvance("%@"), "a count is a few digits")
    }

    func testLineFeedsBreakLinesAndWideCharactersTakeMoreRoom() {
        let width = AlertWidth(platform: .ios)
        func lines(_ text: String) -> Int { width.lineCount(of: AnalyzedText(text), style: .message) }
        XCTAssertEqual(lines("Sign in."), 1)
        XCTAssertEqual(lines("Sign in.\nTry again.\nThen wait."), 3)
        // A full-width character is about twice as wide as a Latin letter.
        XCTAssertEqual(lines(String(repeating: "a", count: 60)), 2)
        XCTAssertEqual(lines(String(repeating: "\u{3042}", count: 60)), 4)
    }
}
