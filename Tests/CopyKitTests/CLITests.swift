import CopyKit
import Foundation
import XCTest

/// Runs the built `alertcopy` binary with arguments and standard input, and checks standard
/// output, standard error and the exit code.
final class CLITests: XCTestCase {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The binary next to the test bundle, else the repository's debug build.
    static let binary: URL = {
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("alertcopy")
        if FileManager.default.isExecutableFile(atPath: besideTests.path) { return besideTests }
        return repositoryRoot.appendingPathComponent(".build/debug/alertcopy")
    }()

    private var scratch: URL!

    override func setUpWithError() throws {
        try XCTSkipUnless(
            FileManager.default.isExecutableFile(atPath: Self.binary.path),
            "the alertcopy binary is not built at \(Self.binary.path); run `swift build` first")
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("alertcopy-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let scratch { try? FileManager.default.removeItem(at: scratch) }
    }

    @discardableResult
    func run(_ arguments: [String], stdin: [UInt8] = [], in directory: URL? = nil, noColor: Bool = true) throws
        -> Result
    {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? scratch
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = noColor ? "1" : nil
        process.environment = environment
        let input = scratch.appendingPathComponent("stdin-\(UUID().uuidString)")
        let output = scratch.appendingPathComponent("stdout-\(UUID().uuidString)")
        let errors = scratch.appendingPathComponent("stderr-\(UUID().uuidString)")
        try Data(stdin).write(to: input)
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.standardInput = try FileHandle(forReadingFrom: input)
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: output), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errors), as: UTF8.self))
    }

    func run(_ arguments: [String], stdin: String, in directory: URL? = nil) throws -> Result {
        try run(arguments, stdin: Array(stdin.utf8), in: directory)
    }

    private func assertUsageError(
        _ result: Result, _ message: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(result.status, 2, file: file, line: line)
        XCTAssertEqual(result.stdout, "", file: file, line: line)
        XCTAssertEqual(result.stderr.split(separator: "\n").first.map(String.init), message, file: file, line: line)
    }

    // MARK: help and usage

    func testHelpAndVersion() throws {
        let help = try run(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertEqual(help.stderr, "")
        let golden = try String(
            contentsOf: Self.repositoryRoot.appendingPathComponent("Fixtures/cli/help.txt"), encoding: .utf8)
        XCTAssertEqual(help.stdout, golden)
        let version = try run(["--version"])
        XCTAssertEqual(version.stdout, "alertcopy \(Reporter.toolVersion)\n")
        let fixHelp = try run(["help", "fix"])
        XCTAssertEqual(fixHelp.status, 0)
        XCTAssertTrue(fixHelp.stdout.contains("USAGE:\n  alertcopy fix [options] [FILE…]"))
        XCTAssertTrue(fixHelp.stdout.contains("--suggested"))
        XCTAssertEqual(try run(["fix", "--help"]).stdout, fixHelp.stdout)
        XCTAssertEqual(try run(["check", "-h"]).stdout, try run(["help", "check"]).stdout)
    }

    func testUsageErrors() throws {
        assertUsageError(
            try run(["check", "--profle", "ios7"]),
            "alertcopy: error: unknown option '--profle'; did you mean '--profile'?")
        assertUsageError(
            try run(["--formt=json"]), "alertcopy: error: unknown option '--formt'; did you mean '--format'?")
        assertUsageError(try run(["chek"]), "alertcopy: error: unknown command 'chek'; did you mean 'check'?")
        assertUsageError(
            try run(["help", "rulez"]), "alertcopy: error: unknown command 'rulez'; did you mean 'rules'?")
        assertUsageError(
            try run(["--profile", "ios6"]),
            "alertcopy: error: invalid value 'ios6' for --profile; did you mean 'ios7'? (expected current|ios7|tvos|ios2011|iphoneos3)"
        )
        assertUsageError(
            try run(["--format", "xml"]),
            "alertcopy: error: invalid value 'xml' for --format (expected human|json|xcode|github|sarif)")
        assertUsageError(
            try run(["--disable", "titel-case-zz"], stdin: "title: a"),
            "alertcopy: error: unknown rule 'titel-case-zz' in --disable (see 'alertcopy rules')")
        assertUsageError(try run(["fix", "--profile"]), "alertcopy: error: option '--profile' needs a value (PROFILE)")
        assertUsageError(try run(["check", "--suggested"]), "alertcopy: error: unknown option '--suggested'")
        assertUsageError(
            try run(["case", "upper", "x"]),
            "alertcopy: error: invalid value 'upper' for case (expected title|sentence)")
        assertUsageError(try run(["explain"]), "alertcopy: error: missing rule id")
        assertUsageError(
            try run(["--format", "sarif", "-", "Localizable.strings"]),
            "alertcopy: error: --format sarif prints one document per run: check drafts and localization files in separate runs"
        )
        let unknownRule = try run(["explain", "no-such-rule-zz"])
        XCTAssertEqual(unknownRule.status, 2)
        XCTAssertTrue(unknownRule.stderr.hasPrefix("alertcopy: error: unknown rule 'no-such-rule-zz'"))
        XCTAssertTrue(try run(["--profle"]).stderr.contains("See 'alertcopy help check'."))
    }

    // MARK: check on standard input

    func testCheckCleanInputInEveryFormat() throws {
        let draft = "title: Hello\nmessage: World.\nbuttons: OK\n"
        let human = try run(["--disable", "all"], stdin: draft)
        XCTAssertEqual(human.status, 0)
        XCTAssertEqual(human.stdout, "No findings in 1 alert.\n")
        XCTAssertEqual(human.stderr, "")
        XCTAssertEqual(try run(["check", "-", "--disable=all", "--quiet"], stdin: draft).stdout, "")
        for format in ["xcode", "github"] {
            let result = try run(["check", "--disable", "all", "--format", format], stdin: draft)
            XCTAssertEqual(result.status, 0, format)
            XCTAssertEqual(result.stdout, "", format)
        }
        let json = try run(["--disable", "all", "--format", "json"], stdin: draft)
        XCTAssertEqual(json.status, 0)
        let document = try JSONParser.parse(json.stdout)
        XCTAssertEqual(document["version"], .number("1"))
        XCTAssertEqual(document["alerts"]?[0]?["alert"]?["title"], .string("Hello"))
        XCTAssertEqual(document["alerts"]?[0]?["fixed"]?["buttons"], .array([.string("OK")]))
        XCTAssertEqual(document["alerts"]?[0]?["source"]?["path"], .string("<stdin>"))
        XCTAssertEqual(document["summary"]?["alerts"], .number("1"))
        let sarif = try JSONParser.parse(try run(["--disable", "all", "--format", "sarif"], stdin: draft).stdout)
        XCTAssertEqual(sarif["version"], .string("2.1.0"))
        XCTAssertEqual(sarif["runs"]?[0]?["results"], .array([]))
    }

    func testInputErrorsAreOneLineWithLineAndColumn() throws {
        let cases: [(input: [UInt8], message: String)] = [
            (Array("{\"title\": \"Hi\",\n \"message\" \"x\"}".utf8), "alertcopy: <stdin>:2:12: error: expected ':'"),
            (
                Array("title: a\ntitel: b\n".utf8),
                "alertcopy: <stdin>:2:1: error: unknown field 'titel'; did you mean 'title'?"
            ),
            (Array("title: ok\n".utf8) + [0xC3, 0x28], "alertcopy: <stdin>:2:1: error: invalid UTF-8 (byte 0xC3)"),
            (Array("title: a".utf8) + [0] + Array("b".utf8), "alertcopy: <stdin>:1:9: error: NUL byte in the input"),
            ([], "alertcopy: <stdin>:1:1: error: empty input: expected an alert"),
            (
                Array("[{\"title\": 1}]".utf8),
                "alertcopy: <stdin>:1:12: error: expected a string or null for 'title', found number"
            ),
        ]
        for (input, message) in cases {
            for command in ["check", "fix"] {
                let result = try run([command], stdin: input)
                XCTAssertEqual(result.status, 2, message)
                XCTAssertEqual(result.stdout, "", message)
                XCTAssertTrue(result.stderr.hasPrefix(message), "\(result.stderr) does not start with \(message)")
                XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, result.stderr)
            }
        }
    }

    func testMissingFileAndBadFileAmongGoodOnes() throws {
        let good = scratch.appendingPathComponent("good.alerts")
        try Data("title: Hello\n".utf8).write(to: good)
        let result = try run(["--disable", "all", "missing.alerts", good.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "alertcopy: missing.alerts: error: no such file\n")
        XCTAssertEqual(result.stdout, "No findings in 1 alert.\n")
    }

    func testAHugeSingleLineIsAnErrorNotAHang() throws {
        let line = "title: " + String(repeating: "Lorem ipsum ", count: 900_000)
        for command in ["check", "fix"] {
            let result = try run([command], stdin: line)
            XCTAssertEqual(result.status, 2)
            XCTAssertEqual(
                result.stderr,
                "alertcopy: <stdin>:1:8: error: the title is 10799999 characters long; alert text is linted up to 10000 characters\n"
            )
            XCTAssertEqual(result.stdout, "")
        }
    }

    // MARK: fix

    func testFixEchoesTheFormatItRead() throws {
        let inputs = [
            "# keep me\ntitle:  Hello \nmessage: World.\n\n---\nJust a title\n",
            "{\"title\": \"Hello\", \"id\": 3,\n \"buttons\": [{\"title\": \"OK\", \"role\": \"cancel\"}]}\n",
            "[{\"title\": \"A\"}, {\"title\": \"B\"}]",
            "{\"title\": \"A\"}\n{\"title\": \"B\"}\n",
        ]
        for input in inputs {
            let result = try run(["fix", "--disable", "all"], stdin: input)
            XCTAssertEqual(result.status, 0)
            XCTAssertEqual(result.stdout, input)
            XCTAssertEqual(result.stderr, "")
        }
    }

    func testFixPreviewLeavesFilesAlone() throws {
        let file = scratch.appendingPathComponent("drafts.alerts")
        let text = "title: Hello\n"
        try Data(text.utf8).write(to: file)
        for flag in ["--dry-run", "--diff"] {
            let result = try run(["fix", flag, "--disable", "all", file.path])
            XCTAssertEqual(result.status, 0)
            XCTAssertEqual(result.stdout, "")
        }
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), text)
    }

    // MARK: findings (need registered rules)

    /// An alert that breaks several guidelines, so some registered rule fires whatever the set.
    private let badDraft =
        "title: error!!\nmessage: oops, you entered a bad value! tap OK to continue\nbuttons: Yes, No\n"

    /// Compiler diagnostics over enough alerts to be linted and written in parallel: the lines
    /// are the library's, in input order, and the exit code counts every alert's findings.
    func testXcodeFormatOverManyAlertsWritesEveryDiagnosticInOrder() throws {
        try XCTSkipIf(RuleRegistry.all.isEmpty, "no rules are registered yet")
        let input =
            (0..<300).map { number in
                number % 3 == 0
                    ? #"{"title": "error \#(number)", "buttons": ["Yes", "No"]}"#
                    : #"{"title": "Saved \#(number)", "message": "Your changes were saved.", "buttons": ["OK"]}"#
            }.joined(separator: "\n") + "\n"
        let document = try DraftReader.read(Array(input.utf8), path: "<stdin>", role: nil)
        let linter = Linter()
        let reports = document.alerts.map {
            AlertReport(source: $0.source, alert: $0.alert, findings: linter.lint($0.alert), fixed: nil)
        }
        let expected = XcodeReporter().render(reports)
        XCTAssertTrue(expected.contains("<stdin>:298:"), expected)
        let result = try run(["--format", "xcode"], stdin: input)
        XCTAssertEqual(result.stdout, expected)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(try run(["--format", "xcode", "--fail-on", "never"], stdin: input).status, 0)
    }

    func testFindingsExitOneAndFormatsAgree() throws {
        try XCTSkipIf(RuleRegistry.all.isEmpty, "no rules are registered yet")
        let human = try run(["check"], stdin: badDraft)
        XCTAssertEqual(human.status, 1)
        XCTAssertTrue(human.stdout.contains("<stdin>:"), human.stdout)
        let json = try JSONParser.parse(try run(["--format", "json"], stdin: badDraft).stdout)
        let findings = try XCTUnwrap(json["alerts"]?[0]?["findings"]?.elements)
        XCTAssertFalse(findings.isEmpty)
        let xcode = try run(["--format", "xcode"], stdin: badDraft)
        XCTAssertEqual(xcode.status, 1)
        XCTAssertEqual(xcode.stdout.split(separator: "\n").count, findings.count)
        for line in xcode.stdout.split(separator: "\n") {
            XCTAssertNotNil(
                line.range(
                    of: #"^<stdin>:\d+:\d+: (error|warning|note): .+ \[[a-z-]+\]$"#, options: .regularExpression),
                String(line))
        }
        let github = try run(["--format", "github"], stdin: badDraft)
        XCTAssertEqual(github.stdout.split(separator: "\n").count, findings.count)
        XCTAssertTrue(github.stdout.hasPrefix("::"))
        let sarif = try JSONParser.parse(try run(["--format", "sarif"], stdin: badDraft).stdout)
        XCTAssertEqual(sarif["runs"]?[0]?["results"]?.elements?.count, findings.count)
        XCTAssertEqual(try run(["--fail-on", "never"], stdin: badDraft).status, 0)
        XCTAssertEqual(try run(["--disable", "all"], stdin: badDraft).status, 0)
    }

    func testRuleSelectionAndSeverityOptions() throws {
        try XCTSkipIf(RuleRegistry.all.isEmpty, "no rules are registered yet")
        func rules(_ arguments: [String]) throws -> [(rule: String, severity: String)] {
            let document = try JSONParser.parse(try run(["--format", "json"] + arguments, stdin: badDraft).stdout)
            return (document["alerts"]?[0]?["findings"]?.elements ?? []).compactMap {
                guard let rule = $0["rule"]?.stringValue, let severity = $0["severity"]?.stringValue else { return nil }
                return (rule, severity)
            }
        }
        let all = try rules([])
        let rule = try XCTUnwrap(all.first?.rule)
        let selected = try rules(["--select", rule])
        XCTAssertFalse(selected.isEmpty)
        XCTAssertTrue(selected.allSatisfy { $0.rule == rule })
        XCTAssertFalse(try rules(["--disable", rule]).contains { $0.rule == rule })
        XCTAssertTrue(
            try rules(["--severity", "\(rule)=error"]).filter { $0.rule == rule }.allSatisfy { $0.severity == "error" })
        XCTAssertEqual(try run(["--select", rule, "--severity", "\(rule)=info"], stdin: badDraft).status, 0)
        XCTAssertEqual(
            try run(["--select", rule, "--severity", "\(rule)=info", "--fail-on", "info"], stdin: badDraft).status, 1)
        try Data(#"{"disable": ["\#(rule)"]}"#.utf8).write(to: scratch.appendingPathComponent(".alertcopy.json"))
        XCTAssertFalse(try rules([]).contains { $0.rule == rule })
        XCTAssertFalse(try rules(["--enable", rule]).filter { $0.rule == rule }.isEmpty)
    }

    func testFixIsIdempotentAndKeepsTheFormat() throws {
        try XCTSkipIf(RuleRegistry.all.isEmpty, "no rules are registered yet")
        for input in [
            badDraft, #"{"title": "error!!", "message": "oops, you entered a bad value!", "buttons": ["Yes", "No"]}"#,
        ] {
            let once = try run(["fix", "--suggested", "--fail-on", "never"], stdin: input)
            XCTAssertEqual(once.status, 0, once.stderr)
            let twice = try run(["fix", "--suggested", "--fail-on", "never"], stdin: once.stdout)
            XCTAssertEqual(twice.stdout, once.stdout)
            XCTAssertEqual(input.first == "{", once.stdout.first == "{")
        }
        let remaining = try run(["fix"], stdin: "title: Error\nmessage: Oops, you entered a bad value.\n")
        XCTAssertEqual(remaining.status, 1)
        XCTAssertTrue(remaining.stderr.hasPrefix("<stdin>: "), remaining.stderr)
        XCTAssertTrue(remaining.stderr.contains(" remain"), remaining.stderr)
        XCTAssertEqual(try run(["fix", "--fail-on", "never"], stdin: badDraft).status, 0)
    }

    func testFixWritesFilesInPlace() throws {
        try XCTSkipIf(RuleRegistry.all.isEmpty, "no rules are registered yet")
        let file = scratch.appendingPathComponent("drafts.alerts")
        try Data(badDraft.utf8).write(to: file)
        let diff = try run(["fix", "--diff", "--suggested", file.path])
        XCTAssertTrue(diff.stdout.hasPrefix("--- \(file.path)\n+++ \(file.path)\n@@ "), diff.stdout)
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), badDraft)
        let dryRun = try run(["fix", "--dry-run", "--suggested", file.path])
        XCTAssertEqual(dryRun.stdout, "would fix 1 alert in \(file.path)\n")
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), badDraft)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)
        _ = try run(["fix", "--suggested", file.path])
        XCTAssertEqual(
            try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int, 0o640)
        let fixed = try String(contentsOf: file, encoding: .utf8)
        XCTAssertNotEqual(fixed, badDraft)
        XCTAssertEqual(try run(["fix", "--suggested", "--diff", file.path]).stdout, "")
    }

    // MARK: other commands

    func testCaseCommand() throws {
        let arguments = try run(["case", "title", "unable to connect", "sign out of icloud"])
        XCTAssertEqual(arguments.status, 0)
        XCTAssertEqual(arguments.stdout.split(separator: "\n").count, 2)
        XCTAssertEqual(
            arguments.stdout,
            TitleCaser().titleCase("unable to connect") + "\n" + TitleCaser().titleCase("sign out of icloud") + "\n")
        let lines = try run(["case", "sentence"], stdin: "THE FILE IS GONE\r\nsecond LINE\n")
        XCTAssertEqual(
            lines.stdout,
            SentenceCaser().sentenceCase("THE FILE IS GONE") + "\n" + SentenceCaser().sentenceCase("second LINE") + "\n"
        )
        XCTAssertEqual(try run(["case", "title"], stdin: "").stdout, "")
    }

    /// Many lines are converted in chunks by several threads, each with its own caser: the
    /// output is each line converted, in order.
    func testCaseCommandOnManyLinesConvertsEachInOrder() throws {
        let words = [
            "sign", "out", "of", "icloud", "the", "iphone", "failed", "to", "sync", "a", "photo", "on", "wi-fi",
        ]
        let lines = (0..<3_000).map { index in
            (0..<(3 + index % 5)).map { words[(index * 7 + $0 * 3) % words.count] }.joined(separator: " ")
        }
        let titled = try run(["case", "title"], stdin: lines.joined(separator: "\n") + "\n")
        XCTAssertEqual(titled.stdout, lines.map { TitleCaser().titleCase($0) + "\n" }.joined())
        let sentences = try run(["case", "sentence"], stdin: lines.joined(separator: "\n") + "\n")
        XCTAssertEqual(sentences.stdout, lines.map { SentenceCaser().sentenceCase($0) + "\n" }.joined())
    }

    func testInitWritesOnceAndTheResultLoads() throws {
        let first = try run(["init", "--profile", "ios7"])
        XCTAssertEqual(first.status, 0)
        XCTAssertEqual(first.stdout, "Wrote .alertcopy.json\n")
        let written = try String(contentsOf: scratch.appendingPathComponent(".alertcopy.json"), encoding: .utf8)
        XCTAssertTrue(written.contains("\"profile\": \"ios7\""))
        let second = try run(["init"])
        XCTAssertEqual(second.status, 2)
        XCTAssertEqual(
            second.stderr,
            "alertcopy: .alertcopy.json: error: file exists; alertcopy init never overwrites a configuration\n")
        XCTAssertEqual(
            try String(contentsOf: scratch.appendingPathComponent(".alertcopy.json"), encoding: .utf8), written)
        let nested = scratch.appendingPathComponent("sub/dir")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        XCTAssertEqual(try run(["--disable", "all"], stdin: "title: a", in: nested).status, 0)
    }

    func testConfigurationErrorsNameTheFile() throws {
        try Data("{\n  \"failOn\": \"warnings\"\n}\n".utf8).write(to: scratch.appendingPathComponent(".alertcopy.json"))
        let result = try run([], stdin: "title: a")
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(
            result.stderr.hasSuffix(
                ".alertcopy.json:2:13: error: invalid value 'warnings' for 'failOn'; did you mean 'warning'? (expected error|warning|info|never)\n"
            ),
            result.stderr)
        let explicit = try run(["--config", "nope.json"], stdin: "title: a")
        XCTAssertEqual(explicit.stderr, "alertcopy: nope.json:1:1: error: cannot read the configuration file\n")
        try Data(#"{"failOn": "never"}"#.utf8).write(to: scratch.appendingPathComponent("ok.json"))
        XCTAssertEqual(try run(["--config", "ok.json", "--disable", "all"], stdin: "title: a").status, 0)
    }

    func testRulesAndExplain() throws {
        let table = try run(["rules"])
        XCTAssertEqual(table.status, 0)
        let json = try JSONParser.parse(try run(["rules", "--format", "json"]).stdout)
        XCTAssertEqual(json.elements?.count, RuleRegistry.all.count)
        for type in RuleRegistry.all {
            XCTAssertTrue(table.stdout.contains(type.description.id))
            let explain = try run(["explain", type.description.id])
            XCTAssertEqual(explain.status, 0)
            XCTAssertTrue(explain.stdout.hasPrefix("\(type.description.id): \(type.description.summary)\n"))
        }
    }

    func testRoleOption() throws {
        let result = try run(["--disable", "all", "--role", "button", "--format", "json"], stdin: "OK\nCancel\n")
        let document = try JSONParser.parse(result.stdout)
        XCTAssertEqual(document["alerts"]?.elements?.count, 2)
        XCTAssertEqual(document["alerts"]?[1]?["alert"]?["buttons"], .array([.string("Cancel")]))
        // Lone buttons: rules about the set of buttons stay off unless enabled.
        let buttons = try run(["--role", "button", "--format", "xcode"], stdin: "view all\nDelete My Account\n")
        XCTAssertEqual(buttons.status, 1)
        XCTAssertTrue(buttons.stdout.contains("[button-case]"))
        XCTAssertFalse(buttons.stdout.contains("destructive-needs-cancel"), buttons.stdout)
        let enabled = try run(
            ["--role", "button", "--format", "xcode", "--enable", "destructive-needs-cancel"], stdin: "Delete All\n")
        XCTAssertTrue(enabled.stdout.contains("[destructive-needs-cancel]"), enabled.stdout)
        assertUsageError(
            try run(["--role", "buton"], stdin: "x"),
            "alertcopy: error: invalid value 'buton' for --role; did you mean 'button'? (expected title|message|button)"
        )
    }

    /// Colour on a terminal (a pseudo-terminal from `script`), never with NO_COLOR, never piped.
    func testColourOnlyOnATerminalWithoutNoColor() throws {
        let script = "/usr/bin/script"
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: script), "no \(script) to make a terminal")
        let draft = scratch.appendingPathComponent("a.alerts")
        try Data("title: Hello\n".utf8).write(to: draft)
        func underTerminal(_ environment: String) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: script)
            process.arguments = [
                "-qec", "\(environment) '\(Self.binary.path)' --disable all '\(draft.path)'", "/dev/null",
            ]
            var variables = ProcessInfo.processInfo.environment
            variables["NO_COLOR"] = nil
            process.environment = variables
            let output = Pipe()
            process.standardOutput = output
            process.standardInput = FileHandle.nullDevice
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        }
        let coloured = try underTerminal("env")
        XCTAssertTrue(coloured.contains("\u{1B}[1mNo findings in 1 alert.\u{1B}[0m"), coloured)
        let plain = try underTerminal("env NO_COLOR=1")
        XCTAssertTrue(plain.contains("No findings in 1 alert."), plain)
        XCTAssertFalse(plain.contains("\u{1B}["), plain)
        XCTAssertFalse(try run(["--disable", "all", draft.path], noColor: false).stdout.contains("\u{1B}["))
    }

    func testBundledExampleRuns() throws {
        let result = try run(["check", "Fixtures/example.alerts"], in: Self.repositoryRoot)
        XCTAssertNotEqual(result.status, 2, result.stderr)
        XCTAssertEqual(result.stderr, "")
    }
}
