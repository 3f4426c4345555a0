import Foundation
import XCTest

@testable import CopyKit

final class ConfigurationTests: XCTestCase {
    private let rules = ["title-case", "button-yes-no", "case-title"]

    private func decode(_ text: String) throws -> Configuration {
        try ConfigurationFile.decode(Array(text.utf8), path: ".alertcopy.json", ruleNames: rules)
    }

    private func decodeError(_ text: String) -> String? {
        do {
            _ = try decode(text)
            return nil
        } catch {
            return (error as? InputError)?.description ?? "\(error)"
        }
    }

    func testMissingKeysAreDefaults() throws {
        XCTAssertEqual(try decode("{}"), Configuration())
        XCTAssertEqual(try decode(#"{"version": 1, "$comment": ["anything"]}"#), Configuration())
    }

    func testEveryKeyDecodes() throws {
        let configuration = try decode(
            """
            {"version": 1, "profile": "ios7", "platform": "macos", "enable": ["title-case"],
             "disable": ["all"], "select": ["button-yes-no"], "severity": {"title-case": "error", "case-title": "off"},
             "properNames": ["Trailhead"], "terms": ["SKU"], "phrasalVerbs": ["check out"], "failOn": "never",
             "ignore": ["debug.*"], "rolePatterns": {"title": ["*Heading"]}, "language": "de"}
            """)
        XCTAssertEqual(
            configuration,
            Configuration(
                profile: .ios7, platform: .macos, enable: ["title-case"], disable: ["all", "case-title"],
                select: ["button-yes-no"], severity: ["title-case": .error], properNames: ["Trailhead"], terms: ["SKU"],
                phrasalVerbs: ["check out"], failOn: nil, ignore: ["debug.*"], rolePatterns: ["title": ["*Heading"]],
                language: "de"))
        XCTAssertEqual(try decode(#"{"failOn": "info"}"#).failOn, .info)
        XCTAssertNil(try decode(#"{"failOn": null}"#).failOn)
    }

    func testErrorsNameThePlaceAndSuggest() {
        XCTAssertEqual(
            decodeError("{\n  \"profle\": \"ios7\"\n}"),
            ".alertcopy.json:2:3: error: unknown key 'profle'; did you mean 'profile'?")
        XCTAssertEqual(
            decodeError(#"{"version": 2}"#),
            ".alertcopy.json:1:13: error: unsupported configuration version 2; expected 1")
        XCTAssertEqual(
            decodeError(#"{"disable": ["title-cse"]}"#),
            ".alertcopy.json:1:14: error: unknown rule 'title-cse' in 'disable'; did you mean 'title-case'?")
        XCTAssertEqual(
            decodeError(#"{"severity": {"button-yes-no": "warn"}}"#),
            ".alertcopy.json:1:32: error: invalid value 'warn' for 'severity.button-yes-no'; did you mean 'warning'? "
                + "(expected error|warning|info|off)")
        XCTAssertEqual(
            decodeError(#"{"profile": "ios"}"#),
            ".alertcopy.json:1:13: error: invalid value 'ios' for 'profile'; did you mean 'ios7'? "
                + "(expected current|ios7|tvos|ios2011|iphoneos3)")
        XCTAssertEqual(
            decodeError(#"{"terms": "SKU"}"#),
            ".alertcopy.json:1:11: error: expected an array of strings for 'terms', found string")
        XCTAssertEqual(decodeError("[]"), ".alertcopy.json:1:1: error: expected a configuration object, found array")
        XCTAssertEqual(decodeError("{\"a\": }")?.hasPrefix(".alertcopy.json:1:7: error: "), true)
        XCTAssertNil(decodeError(#"{"disable": ["all"]}"#))
    }

    func testStarterDecodesToTheDefaults() throws {
        var configuration = Configuration()
        configuration.profile = .tvos
        let text = ConfigurationFile.starter(configuration)
        XCTAssertEqual(try decode(text), configuration)
        XCTAssertTrue(text.contains("\"$comment\""))
    }

    func testNearestWalksUp() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "alertcopy-config-\(UUID().uuidString)")
        let nested = root.appendingPathComponent("a/b")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        XCTAssertNotEqual(
            ConfigurationFile.nearest(from: nested.path), root.appendingPathComponent(".alertcopy.json").path)
        try Data("{}".utf8).write(to: root.appendingPathComponent(".alertcopy.json"))
        XCTAssertEqual(
            ConfigurationFile.nearest(from: nested.path),
            root.appendingPathComponent(".alertcopy.json").standardizedFileURL.path)
        XCTAssertEqual(
            try ConfigurationFile.load(path: root.appendingPathComponent(".alertcopy.json").path), Configuration())
    }
}
