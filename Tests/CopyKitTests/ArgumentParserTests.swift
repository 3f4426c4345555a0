import CopyKit
import XCTest

@testable import alertcopy

final class ArgumentParserTests: XCTestCase {
    private let options: [OptionSpec] = [
        .value("profile", "PROFILE", help: ""),
        .repeated("disable", "RULE", help: ""),
        .flag("quiet", short: "q", help: ""),
        .flag("suggested", help: ""),
    ]

    func testValuesFlagsAndPositionals() throws {
        let parsed = try ArgumentParser.parse(
            ["--profile", "ios7", "a.alerts", "-q", "--disable=title-case", "--disable", "button-case", "-"],
            options: options)
        XCTAssertEqual(parsed.value("profile"), "ios7")
        XCTAssertEqual(parsed.values("disable"), ["title-case", "button-case"])
        XCTAssertTrue(parsed.flag("quiet"))
        XCTAssertFalse(parsed.flag("suggested"))
        XCTAssertEqual(parsed.positionals, ["a.alerts", "-"])
    }

    func testLastValueWinsForSingleValueOptions() throws {
        let parsed = try ArgumentParser.parse(["--profile=ios7", "--profile", "tvos"], options: options)
        XCTAssertEqual(parsed.value("profile"), "tvos")
        XCTAssertEqual(parsed.values("profile"), ["tvos"])
    }

    func testDoubleDashEndsOptions() throws {
        let parsed = try ArgumentParser.parse(["--quiet", "--", "--profile", "-q"], options: options)
        XCTAssertTrue(parsed.flag("quiet"))
        XCTAssertEqual(parsed.positionals, ["--profile", "-q"])
        XCTAssertNil(parsed.value("profile"))
    }

    func testEmptyInlineValueIsAValue() throws {
        let parsed = try ArgumentParser.parse(["--profile="], options: options)
        XCTAssertEqual(parsed.value("profile"), "")
    }

    func testUnknownOptionSuggestsTheClosest() {
        XCTAssertThrowsError(try ArgumentParser.parse(["--profle", "ios7"], options: options)) { error in
            XCTAssertEqual(error as? UsageError, UsageError("unknown option '--profle'; did you mean '--profile'?"))
        }
        XCTAssertThrowsError(try ArgumentParser.parse(["--sugested=1"], options: options)) { error in
            XCTAssertEqual(error as? UsageError, UsageError("unknown option '--sugested'; did you mean '--suggested'?"))
        }
        XCTAssertThrowsError(try ArgumentParser.parse(["--zzzzzzzz"], options: options)) { error in
            XCTAssertEqual(error as? UsageError, UsageError("unknown option '--zzzzzzzz'"))
        }
        XCTAssertThrowsError(try ArgumentParser.parse(["-x"], options: options)) { error in
            XCTAssertEqual((error as? UsageError)?.message.hasPrefix("unknown option '-x'"), true)
        }
    }

    func testMissingValueAndValueOnAFlag() {
        XCTAssertThrowsError(try ArgumentParser.parse(["--profile"], options: options)) { error in
            XCTAssertEqual(error as? UsageError, UsageError("option '--profile' needs a value (PROFILE)"))
        }
        XCTAssertThrowsError(try ArgumentParser.parse(["--profile", "--quiet"], options: options)) { error in
            XCTAssertEqual(error as? UsageError, UsageError("option '--profile' needs a value (PROFILE)"))
        }
        XCTAssertThrowsError(try ArgumentParser.parse(["--quiet=yes"], options: options)) { error in
            XCTAssertEqual(error as? UsageError, UsageError("option '--quiet' takes no value"))
        }
    }

    func testCommaSeparatedRuleLists() {
        XCTAssertEqual(commaSeparated(["a,b", " c ", "", "d,,"]), ["a", "b", "c", "d"])
    }

    func testCommonOptionsApplyOverTheConfiguration() throws {
        var configuration = Configuration(disable: ["all"], failOn: .error)
        let parsed = try ArgumentParser.parse(
            ["--profile", "tvos", "--platform=macos", "--fail-on", "never"], options: CommonOptions.specs)
        try CommonOptions.apply(parsed, to: &configuration)
        XCTAssertEqual(configuration.profile, .tvos)
        XCTAssertEqual(configuration.platform, .macos)
        XCTAssertNil(configuration.failOn)
        XCTAssertEqual(configuration.disable, ["all"])
    }

    func testInvalidEnumValuesSuggest() throws {
        var configuration = Configuration()
        let parsed = try ArgumentParser.parse(["--profile", "ios8"], options: CommonOptions.specs)
        XCTAssertThrowsError(try CommonOptions.apply(parsed, to: &configuration)) { error in
            XCTAssertEqual(
                (error as? UsageError)?.message,
                "invalid value 'ios8' for --profile; did you mean 'ios7'? (expected current|ios7|tvos|ios2011|iphoneos3)"
            )
        }
        let failOn = try ArgumentParser.parse(["--fail-on", "warnings"], options: CommonOptions.specs)
        XCTAssertThrowsError(try CommonOptions.apply(failOn, to: &configuration)) { error in
            XCTAssertEqual((error as? UsageError)?.message.contains("did you mean 'warning'?"), true)
        }
    }

    func testUnknownRuleIdsAreUsageErrors() throws {
        var configuration = Configuration()
        let parsed = try ArgumentParser.parse(["--disable", "no-such-rule-at-all"], options: CommonOptions.specs)
        XCTAssertThrowsError(try CommonOptions.apply(parsed, to: &configuration)) { error in
            XCTAssertEqual(
                (error as? UsageError)?.message.hasPrefix("unknown rule 'no-such-rule-at-all' in --disable"), true)
        }
        let all = try ArgumentParser.parse(["--disable", "all"], options: CommonOptions.specs)
        XCTAssertNoThrow(try CommonOptions.apply(all, to: &configuration))
        XCTAssertEqual(configuration.disable, ["all"])
    }

    func testNameSuggestion() {
        XCTAssertEqual(NameSuggestion.editDistance("kitten", "sitting"), 3)
        XCTAssertEqual(NameSuggestion.editDistance("", "abc"), 3)
        XCTAssertEqual(NameSuggestion.closest(to: "titel", among: ["title", "message"]), "title")
        XCTAssertNil(NameSuggestion.closest(to: "zebra", among: ["title", "message"]))
    }

    func testEveryCommandHasHelpListingItsOptions() {
        for command in commandTable {
            XCTAssertTrue(command.help.contains("alertcopy \(command.usage[0])"), command.name)
            for option in command.options { XCTAssertTrue(command.help.contains("--\(option.name)"), command.name) }
        }
        XCTAssertEqual(Set(commandTable.map(\.name)).count, commandTable.count)
    }
}
