import XCTest

@testable import CopyKit

/// A checker with a few rules of its own, so the session's behaviour is tested independently of
/// the real rules (which change as they are written).
private struct StubChecker: AlertChecking {
    let profile: Profile

    func lint(_ alert: Alert) -> [Finding] {
        var findings: [Finding] = []
        if let title = alert.title {
            let length = title.utf16.count
            if title == "Error" {
                findings.append(
                    Finding(
                        ruleID: "title-generic", severity: .warning, field: .title, range: 0..<length,
                        message: "The title says nothing about what happened.",
                        fixes: [
                            Fix(
                                field: .title, change: .replacement("Couldn't Save the File"), safety: .suggested,
                                summary: "Title from the message")
                        ]))
            }
            let words = title.split(separator: " ")
            if words.contains(where: { $0.first?.isLowercase == true }) {
                let cased = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
                findings.append(
                    Finding(
                        ruleID: "title-case", severity: .warning, field: .title, range: 0..<length,
                        message: "Use title-style capitalization.",
                        fixes: [
                            Fix(
                                field: .title, change: .edits([TextEdit(range: 0..<length, replacement: cased)]),
                                safety: .safe, summary: "Capitalize as a title")
                        ]))
            }
            if title.hasSuffix(".") {
                findings.append(
                    Finding(
                        ruleID: "title-punctuation", severity: .warning, field: .title, range: length - 1..<length,
                        message: "A fragment title has no ending period.",
                        fixes: [
                            Fix(
                                field: .title, change: .edits([TextEdit(range: length - 1..<length, replacement: "")]),
                                safety: .safe, summary: "Remove the period")
                        ]))
            }
        }
        if let message = alert.message, message == alert.title {
            findings.append(
                Finding(
                    ruleID: "message-redundant", severity: .warning, field: .message, range: 0..<message.utf16.count,
                    message: "The message repeats the title.",
                    fixes: [
                        Fix(field: .message, change: .replacement(nil), safety: .suggested, summary: "Drop the message")
                    ]))
        }
        if profile == .ios7, let message = alert.message, let range = message.range(of: "your") {
            let start = message.utf16.distance(from: message.utf16.startIndex, to: range.lowerBound)
            findings.append(
                Finding(
                    ruleID: "pronouns", severity: .info, field: .message, range: start..<start + 4,
                    message: "Avoid personal pronouns."))
        }
        if alert.buttons.map(\.title) == ["Yes", "No"] {
            findings.append(
                Finding(
                    ruleID: "button-yes-no", severity: .error, field: .buttons, range: 0..<0,
                    message: "Use verbs, not Yes and No.",
                    fixes: [
                        Fix(
                            field: .buttons,
                            change: .buttons([AlertButton("Cancel", role: .cancel), AlertButton("Delete")]),
                            safety: .suggested, summary: "Name the action"),
                        Fix(
                            field: .buttons, change: .buttons([AlertButton("Cancel"), AlertButton("OK")]),
                            safety: .suggested, summary: "Cancel and OK"),
                    ]))
        }
        return findings.sorted { ($0.field, $0.range.lowerBound) < ($1.field, $1.range.lowerBound) }
    }

    func fix(_ alert: Alert, upTo safety: FixSafety) -> Alert {
        var current = alert
        for _ in 0..<8 {
            let next = FixApplier.apply(
                lint(current).compactMap { $0.fixes.first { $0.safety <= safety } }, to: current)
            if next == current { break }
            current = next
        }
        return current
    }
}

final class ReplSessionTests: XCTestCase {
    private func session(profile: Profile = .current) -> ReplSession {
        ReplSession(configuration: Configuration(profile: profile)) { StubChecker(profile: $0.profile) }
    }

    func testATitleShowsTheAlertItsFindingsAndTheFixedVersion() {
        var session = session()
        let response = session.handle("title: printer not responding.")
        XCTAssertFalse(response.isError)
        XCTAssertEqual(session.alert.title, "printer not responding.")
        XCTAssertEqual(
            response.text,
            """
              title: printer not responding.
            2 findings:
              (1) warning title: Use title-style capitalization. [title-case]
                  safe fix: Capitalize as a title: “printer not responding.” → “Printer Not Responding.”
              (2) warning title “.”: A fragment title has no ending period. [title-punctuation]
                  safe fix: Remove the period: “printer not responding.” → “printer not responding”
            Fixed (:apply):
              title: Printer Not Responding

            """)
    }

    func testApplyAppliesEverySafeFixAndUndoGoesBack() {
        var session = session()
        _ = session.handle("title: printer not responding.")
        let applied = session.handle(":apply")
        XCTAssertTrue(
            applied.text.hasPrefix("Applied 2 safe fixes.\n  title: Printer Not Responding\nNo findings.\n"),
            applied.text)
        XCTAssertEqual(session.alert.title, "Printer Not Responding")
        XCTAssertEqual(session.handle(":apply").text, "Nothing to fix.\n")
        let undone = session.handle(":undo")
        XCTAssertTrue(undone.text.hasPrefix("Undone.\n  title: printer not responding.\n"), undone.text)
        XCTAssertEqual(session.alert.title, "printer not responding.")
        _ = session.handle(":undo")
        XCTAssertEqual(session.alert, Alert())
        XCTAssertEqual(session.handle(":undo").text, "Nothing to undo.\n")
    }

    func testApplyNumberAppliesOneFixIncludingSuggestedOnes() {
        var session = session()
        _ = session.handle("title: Error")
        let report = session.handle("buttons: Yes, No").text
        XCTAssertTrue(report.contains("(2) error buttons: Use verbs, not Yes and No. [button-yes-no]"), report)
        XCTAssertTrue(report.contains("suggested fix: Name the action: Yes, No → Cancel (cancel), Delete"), report)
        XCTAssertTrue(report.contains("or (2.2) suggested fix: Cancel and OK: Yes, No → Cancel, OK"), report)
        XCTAssertTrue(report.contains("No safe fix; :apply N applies a suggested one."), report)
        XCTAssertEqual(
            session.handle(":apply").text, "No safe fix to apply; :apply N applies finding N's suggested fix.\n")

        let second = session.handle(":apply 2.2")
        XCTAssertFalse(second.isError, second.text)
        XCTAssertEqual(session.alert.buttons, [AlertButton("Cancel"), AlertButton("OK")])
        _ = session.handle(":undo")
        _ = session.handle(":apply 2")
        XCTAssertEqual(session.alert.buttons, [AlertButton("Cancel", role: .cancel), AlertButton("Delete")])
        let first = session.handle(":apply 1")
        XCTAssertTrue(first.text.hasPrefix("Applied (1) title-generic: Title from the message.\n"), first.text)
        XCTAssertEqual(session.alert.title, "Couldn't Save the File")
    }

    func testARemovingFixShowsTheFieldGoneAndRemovesIt() {
        var session = session()
        _ = session.handle("title: Saved")
        let report = session.handle("message: Saved").text
        XCTAssertTrue(report.contains("      suggested fix: Drop the message: “Saved” → (no message)\n"), report)
        _ = session.handle(":apply 1")
        XCTAssertEqual(session.alert, Alert(title: "Saved"))
    }

    func testApplyMistakesAreErrors() {
        var session = session()
        XCTAssertEqual(session.handle(":apply 1").text, "there is no finding 1: the alert has no findings\n")
        _ = session.handle("title: Error")
        XCTAssertTrue(session.handle(":apply 3").isError)
        XCTAssertTrue(session.handle(":apply 1.2").isError)
        XCTAssertTrue(session.handle(":apply one").isError)
        XCTAssertEqual(session.alert.title, "Error")
    }

    func testFindingWithoutAFixSaysSo() {
        var session = session(profile: .ios7)
        _ = session.handle("title: Saved")
        let report = session.handle("message: Check your network.").text
        XCTAssertTrue(report.contains("(1) info message “your”: Avoid personal pronouns. [pronouns]"), report)
        XCTAssertTrue(report.contains("No fix available."), report)
        let response = session.handle(":apply 1")
        XCTAssertTrue(response.isError)
        XCTAssertEqual(response.text, "finding 1 (pronouns) has no fix: it only reports\n")
    }

    func testProfileSwitchRelintsTheAlert() {
        var session = session()
        _ = session.handle("title: Saved")
        XCTAssertTrue(session.handle("message: Check your network.").text.contains("No findings."))
        XCTAssertEqual(session.prompt.text, "alertcopy> ")
        let switched = session.handle(":profile ios7")
        XCTAssertTrue(switched.text.hasPrefix("Profile ios7.\n"), switched.text)
        XCTAssertTrue(switched.text.contains("[pronouns]"), switched.text)
        XCTAssertEqual(session.configuration.profile, .ios7)
        XCTAssertEqual(session.prompt.text, "alertcopy[ios7]> ")
        let wrong = session.handle(":profile ios8")
        XCTAssertTrue(wrong.isError)
        XCTAssertTrue(wrong.text.hasPrefix("unknown profile 'ios8'; did you mean 'ios7'?"), wrong.text)
        XCTAssertEqual(session.configuration.profile, .ios7)
        XCTAssertTrue(session.handle(":profile").text.hasPrefix("Profile ios7 (one of current, ios7"))
        _ = session.handle(":platform macos")
        XCTAssertEqual(session.configuration.platform, .macos)
        XCTAssertTrue(session.handle(":platform mac").isError)
    }

    func testBareLinesFillTheTitleThenTheMessage() {
        var session = session()
        _ = session.handle("Unable to Connect")
        _ = session.handle("Check the network connection.")
        XCTAssertEqual(session.alert, Alert(title: "Unable to Connect", message: "Check the network connection."))
        let third = session.handle("Something else")
        XCTAssertTrue(third.isError)
        XCTAssertEqual(session.alert.message, "Check the network connection.")
        _ = session.handle("Warning: Low Battery")
        XCTAssertEqual(session.alert.title, "Unable to Connect", "a capitalized word before a colon is no field name")
    }

    func testCommandsAndFieldLinesSetFieldsAndEmptyValuesRemoveThem() {
        var session = session()
        _ = session.handle(":title Delete Photo?")
        _ = session.handle(":message   This can't be undone.  ")
        _ = session.handle(":buttons Cancel (cancel) | \"Yes, Delete\" (destructive)")
        XCTAssertEqual(
            session.alert,
            Alert(
                title: "Delete Photo?", message: "This can't be undone.",
                buttons: [AlertButton("Cancel", role: .cancel), AlertButton("Yes, Delete", role: .destructive)]))
        _ = session.handle("message:")
        XCTAssertNil(session.alert.message)
        _ = session.handle(":buttons")
        XCTAssertEqual(session.alert.buttons, [])
        _ = session.handle("title:")
        XCTAssertEqual(session.alert, Alert())
        XCTAssertEqual(
            session.handle(":show").text, "The alert is empty: type a title, `message: …` or `buttons: …`.\n")
    }

    func testBadButtonsAndUnknownFieldsAreErrorsThatChangeNothing() {
        var session = session()
        _ = session.handle("buttons: OK")
        let unterminated = session.handle("buttons: \"Yes, Delete")
        XCTAssertTrue(unterminated.isError)
        XCTAssertEqual(session.alert.buttons, [AlertButton("OK")])
        let field = session.handle("titel: Hello")
        XCTAssertTrue(field.isError)
        XCTAssertEqual(field.text, "unknown field 'titel'; did you mean 'title:'?\n")
        XCTAssertEqual(field.column, 1)
    }

    func testAJSONLineReplacesTheAlert() {
        var session = session()
        _ = session.handle("title: Old")
        let response = session.handle(
            #"{"title": "Delete Photo?", "buttons": ["Cancel", {"title": "Delete", "role": "destructive"}]}"#)
        XCTAssertFalse(response.isError, response.text)
        XCTAssertEqual(
            session.alert,
            Alert(title: "Delete Photo?", buttons: [AlertButton("Cancel"), AlertButton("Delete", role: .destructive)]))
        let broken = session.handle(#"{"title": }"#)
        XCTAssertTrue(broken.isError)
        XCTAssertNotNil(broken.column)
        XCTAssertEqual(session.alert.title, "Delete Photo?")
    }

    func testFormatPrintsJSONSwiftAndDraftLinesThatReadBack() {
        var session = session()
        _ = session.handle("title: Delete “Road Trip”?")
        _ = session.handle("message: It has \"quotes\" and a\\backslash.")
        _ = session.handle("buttons: Cancel (cancel), Delete")
        let json = session.handle(":format json").text
        XCTAssertEqual(
            json,
            #"{"title": "Delete “Road Trip”?", "message": "It has \"quotes\" and a\\backslash.", "buttons": [{"title": "Cancel", "role": "cancel"}, "Delete"]}"#
                + "\n")
        XCTAssertEqual(session.handle(":format").text, json)
        XCTAssertEqual(
            session.handle(":format swift").text,
            #"Alert(title: "Delete “Road Trip”?", message: "It has \"quotes\" and a\\backslash.", buttons: [AlertButton("Cancel", role: .cancel), AlertButton("Delete")])"#
                + "\n")
        let draft = session.handle(":format draft").text
        var copy = self.session()
        for line in draft.split(separator: "\n") { _ = copy.handle(String(line)) }
        XCTAssertEqual(copy.alert, session.alert, "draft lines read back as the same alert")
        var fromJSON = self.session()
        _ = fromJSON.handle(String(json.dropLast()))
        XCTAssertEqual(fromJSON.alert, session.alert, "the JSON reads back as the same alert")
        XCTAssertTrue(session.handle(":format yaml").isError)
    }

    func testUnknownCommandsSuggestTheClosestOne() {
        var session = session()
        let typo = session.handle(":aply")
        XCTAssertTrue(typo.isError)
        XCTAssertEqual(typo.text, "unknown command :aply; did you mean :apply? (:help lists the commands)\n")
        XCTAssertEqual(
            session.handle(":expl").text, "unknown command :expl; did you mean :explain? (:help lists the commands)\n")
        XCTAssertEqual(session.handle(":zzzzzzzz").text, "unknown command :zzzzzzzz (:help lists the commands)\n")
    }

    func testQuitHelpAndIgnoredLines() {
        var session = session()
        XCTAssertTrue(session.handle(":quit").quits)
        XCTAssertTrue(session.handle(":q").quits)
        XCTAssertTrue(session.handle(":exit").quits)
        let help = session.handle(":help").text
        for command in ReplSession.commands { XCTAssertTrue(help.contains(":" + command.name), command.name) }
        XCTAssertEqual(session.handle("").text, "")
        XCTAssertEqual(session.handle("   ").text, "")
        XCTAssertEqual(session.handle("# a comment").text, "")
        XCTAssertEqual(session.alert, Alert())
    }

    func testResetAndSeparatorStartANewAlertThatUndoBringsBack() {
        var session = session()
        _ = session.handle("title: One")
        XCTAssertEqual(session.handle("---").text, "New alert.\n")
        XCTAssertEqual(session.alert, Alert())
        _ = session.handle(":undo")
        XCTAssertEqual(session.alert.title, "One")
        _ = session.handle(":reset")
        XCTAssertEqual(session.alert, Alert())
    }

    func testExplainNamesUnknownRulesAndFindingNumbers() {
        var session = session()
        let unknown = session.handle(":explain no-such-rule")
        XCTAssertTrue(unknown.isError)
        XCTAssertTrue(unknown.text.hasPrefix("unknown rule 'no-such-rule'"), unknown.text)
        XCTAssertTrue(session.handle(":explain 4").isError)
        XCTAssertTrue(session.handle(":explain").isError)
        for type in RuleRegistry.all {
            let id = type.description.id
            XCTAssertTrue(session.handle(":explain \(id)").text.hasPrefix("\(id): "), id)
        }
    }

    func testCompletionsCoverCommandsAndTheirValues() {
        XCTAssertEqual(ReplSession.completions(for: ":ap"), [":apply"])
        XCTAssertEqual(ReplSession.completions(for: ":p"), [":profile", ":platform"])
        XCTAssertEqual(ReplSession.completions(for: ":profile io"), [":profile ios7", ":profile ios2011"])
        XCTAssertEqual(ReplSession.completions(for: ":format s"), [":format swift"])
        XCTAssertEqual(ReplSession.completions(for: "title"), [])
    }

    func testFindingsWrapToTheTerminalWidthWithAnIndent() {
        var session = session()
        session.columns = 40
        let text = session.handle("title: printer not responding.").text
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        XCTAssertTrue(lines.allSatisfy { ReplSession.visibleWidth($0) <= 40 }, text)
        XCTAssertTrue(text.contains("  (1) warning title: Use title-style\n      capitalization. [title-case]\n"), text)
        XCTAssertTrue(
            text.contains("      safe fix: Capitalize as a title:\n        “printer not responding.” →\n"), text)
        var unwrapped = self.session()
        XCTAssertTrue(
            unwrapped.handle("title: printer not responding.").text.contains(
                "capitalization. [title-case]\n      safe fix"))
    }

    func testColourOnlyWhenAsked() {
        var plain = session()
        XCTAssertFalse(plain.handle("title: printer").text.contains("\u{1B}["))
        var colored = ReplSession(configuration: Configuration(), style: ReplStyle(color: true)) {
            StubChecker(profile: $0.profile)
        }
        let text = colored.handle("title: printer").text
        XCTAssertTrue(text.contains("\u{1B}[1;33mwarning\u{1B}[0m"), text)
        XCTAssertTrue(colored.prompt.text.hasPrefix("\u{1B}["))
        XCTAssertEqual(colored.prompt.width, 11)
    }

    func testTheRealLinterRunsBehindTheDefaultSession() {
        var session = ReplSession()
        let response = session.handle("title: printer not responding")
        XCTAssertFalse(response.isError)
        XCTAssertEqual(session.findings, Linter().lint(session.alert))
    }
}
