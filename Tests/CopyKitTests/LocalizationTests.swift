import CopyKit
import Foundation
import XCTest

final class LocalizationTests: XCTestCase {
    private func linter(_ configuration: Configuration = Configuration(), allStrings: Bool = false)
        -> LocalizationLinter
    {
        LocalizationLinter(configuration: configuration, allStrings: allStrings, linter: StubLinter())
    }

    private func document(_ relative: String) throws -> (any LocalizationDocument, [UInt8]) {
        let bytes = try LocalizationFixtures.bytes(relative)
        return (try LocalizationLinter.parse(bytes: bytes, path: relative), bytes)
    }

    func testGroupsStringsIntoAlertsAndReportsFilePlaces() throws {
        let (file, bytes) = try document("strings/en.lproj/Localizable.strings")
        let result = linter().check(file, bytes: bytes)
        let names = result.reports.map { $0.source.name ?? "" }
        XCTAssertEqual(
            names, ["Are you sure you want to empty the trash? This cannot be undone.", "delete.alert"],
            "settings_title and the Open key are not alert copy")
        let alert = try XCTUnwrap(result.reports.last)
        XCTAssertEqual(alert.alert.title, "Delete Note?")
        XCTAssertEqual(alert.alert.message, "The note will be removed from all your devices!")
        XCTAssertEqual(alert.alert.buttons, [AlertButton("cancel", role: .cancel), AlertButton("delete!")])
        XCTAssertEqual(
            alert.findings.map { "\($0.ruleID)@\($0.field)" }.sorted(),
            [
                "test-bang@button[1]", "test-bang@message", "test-caps@button[0]", "test-caps@button[1]",
                "test-one-button@buttons",
            ]
            .filter { $0 != "test-one-button@buttons" })
        let bang = try XCTUnwrap(alert.findings.first { $0.ruleID == "test-bang" && $0.field == .message })
        XCTAssertEqual(
            alert.source.location(of: .message, offset: bang.range.lowerBound, in: alert.alert.message),
            SourceLocation(line: 11, column: 73))
        XCTAssertEqual(alert.source.fields[.message]?.key, "delete_alert_message")
        XCTAssertNil(result.rewrittenBytes, "check never produces bytes")
    }

    func testFixChangesOnlyFixedValuesAndRecheckIsClean() throws {
        for relative in [
            "strings/en.lproj/Localizable.strings", "strings/en.lproj/Settings.strings",
            "strings/en.lproj/Tokens.strings", "strings/en.lproj/BigEndian.strings",
            "xcstrings/Localizable.xcstrings", "stringsdict/en.lproj/Plurals.stringsdict",
        ] {
            let (file, bytes) = try document(relative)
            let result = linter().fix(file, bytes: bytes)
            let rewritten = try XCTUnwrap(result.rewrittenBytes, relative)
            let reread = try LocalizationLinter.parse(bytes: rewritten, path: relative)
            let changed = Dictionary(
                uniqueKeysWithValues: result.changes.map { ("\($0.key)|\($0.variant ?? "")", $0.after) })
            XCTAssertFalse(changed.isEmpty, relative)
            XCTAssertEqual(reread.strings.count, file.strings.count, relative)
            for (before, after) in zip(file.strings, reread.strings) {
                XCTAssertEqual(before.key, after.key, relative)
                let expected =
                    before.language == after.language && (before.language == "en" || before.language == nil)
                    ? changed["\(before.key)|\(before.variant ?? "")"] ?? before.value : before.value
                XCTAssertEqual(after.value, expected, "\(relative): \(before.displayName) [\(before.language ?? "")]")
            }
            let recheck = linter().check(reread, bytes: rewritten)
            let remaining = recheck.reports.flatMap(\.findings).filter {
                $0.ruleID == "test-bang" || $0.ruleID == "test-caps"
            }
            let allowed = remaining.allSatisfy { finding in
                recheck.reports.contains { report in
                    report.findings.contains(finding)
                        && (report.source.fields[finding.field].map { field in
                            file.strings.first { $0.displayName == field.key }?.readOnlyReason != nil
                        } ?? false)
                }
            }
            XCTAssertTrue(allowed, "\(relative): fixable findings remain: \(remaining)")
        }
    }

    func testCatalogFixMarksTranslationsAndSkipsKeyCopies() throws {
        let (file, bytes) = try document("xcstrings/Localizable.xcstrings")
        let result = linter().fix(file, bytes: bytes)
        let catalog = try XCStringsCatalog(bytes: XCTUnwrap(result.rewrittenBytes), path: file.path)
        XCTAssertEqual(
            catalog.units.first { $0.key == "alert.delete.message" && $0.language == "en" }?.value,
            "The file will be deleted.")
        XCTAssertEqual(
            catalog.units.first { $0.key == "alert.delete.message" && $0.language == "de" }?.state, "needs_review")
        XCTAssertEqual(
            catalog.units.filter { $0.key == "alert.files.message" && $0.language == "en" }.map(\.value),
            ["%lld file will be deleted.", "%lld files will be deleted."], "every plural variant is fixed")
        XCTAssertEqual(
            catalog.units.filter { $0.key == "alert.files.message" && $0.language == "es" }.map(\.state),
            ["needs_review", "needs_review"])
        XCTAssertEqual(
            catalog.units.first { $0.key == "alert.device.message" && $0.variant == "device.ipad" }?.value,
            "Tap the iPad screen.")
        XCTAssertEqual(
            catalog.units.first { $0.key == "alert.posts.message" && $0.variant == nil }?.value,
            "%#@count_posts@ posts from %#@count_participants@ participants.")
        XCTAssertEqual(
            catalog.units.first { $0.key == "alert.delete.button.cancel" && $0.language == "en" }?.value, "Cancel")
    }

    func testKeyCopiesAreReportedNotFixed() throws {
        let catalog = Array(
            """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Delete all feeds!" : {
                  "comment" : "Delete feeds alert message"
                }
              },
              "version" : "1.0"
            }
            """.utf8)
        let file = try XCStringsCatalog(bytes: catalog, path: "k.xcstrings")
        let result = linter().fix(file, bytes: catalog)
        XCTAssertEqual(result.reports.flatMap(\.findings).map(\.ruleID), ["test-bang"])
        XCTAssertNil(result.rewrittenBytes)
        XCTAssertTrue(
            result.diagnostics.contains {
                $0.message.contains("the key itself is the copy")
                    && $0.message.hasSuffix("(the fix would make it \"Delete all feeds.\")")
            }, "\(result.diagnostics)")
        XCTAssertEqual(result.reports.flatMap(\.findings).flatMap(\.fixes).count, 0, "no fix promised for a key copy")
        let report = try XCTUnwrap(result.reports.first)
        XCTAssertEqual(
            report.source.location(of: .message, offset: 16, in: report.alert.message),
            SourceLocation(line: 4, column: 22))
    }

    func testFormatSpecifierChangesAreRefused() throws {
        let (file, bytes) = try document("stringsdict/en.lproj/Plurals.stringsdict")
        let result = linter().fix(file, bytes: bytes)
        // FixApplier already drops such a fix; the file linter checks again before writing.
        XCTAssertFalse(result.changes.contains { $0.key == "alertTitleCloseTabs.withCount" })
        XCTAssertTrue(
            result.changes.contains { $0.variant == "passwords.zero" && $0.after == "No passwords will be deleted." })
    }

    func testSuppressionCommentsAndIgnorePatterns() throws {
        let (file, bytes) = try document("strings/en.lproj/Settings.strings")
        let findings = linter().check(file, bytes: bytes).reports.flatMap { report in
            report.findings.map { (report.source.fields[$0.field]?.key ?? "", $0.ruleID) }
        }
        XCTAssertFalse(findings.contains { $0 == ("alert.quiet.title", "test-bang") }, "suppressed by its comment")
        XCTAssertTrue(
            findings.contains { $0 == ("alert.quiet.message", "test-bang") }, "only that string is suppressed")
        XCTAssertTrue(findings.contains { $0 == ("alert.sync.message", "test-bang") })
        let ignoring = linter(Configuration(ignore: ["alert.sync.*"])).check(file, bytes: bytes)
        XCTAssertFalse(
            ignoring.reports.contains { $0.source.fields.values.contains { $0.key?.hasPrefix("alert.sync") == true } })
        let all = LocalizationLinter(linter: StubLinter()).recognize(
            try StringsFile(
                bytes: Array("/* alertcopy:disable */\n\"alert.x.title\" = \"A!\";".utf8), path: "a.strings"))
        XCTAssertEqual(all.first?.suppressedRules, ["all"])
        XCTAssertEqual(all.first?.isLinted, false)
    }

    /// Composed .stringsdict texts are linted and located inside the form that holds the finding;
    /// a fix is written into that form.
    func testComposedStringsDictTextsAreReportedNotFixed() throws {
        let (file, bytes) = try document("stringsdict/en.lproj/Nested.stringsdict")
        let result = linter().fix(file, bytes: bytes)
        let composed = try XCTUnwrap(
            result.reports.first { $0.source.fields[.message]?.key == "sync.alert.message [files.other + folders.one]" }
        )
        let finding = try XCTUnwrap(composed.findings.first { $0.ruleID == "test-bang" })
        XCTAssertEqual(composed.location(of: finding), SourceLocation(line: 81, column: 52))
        XCTAssertEqual(result.changes.map(\.variant), ["inner.other", "folders.one"])
        XCTAssertEqual(result.changes.last?.location, SourceLocation(line: 81, column: 21))
        let text = String(decoding: try XCTUnwrap(result.rewrittenBytes), as: UTF8.self)
        XCTAssertTrue(text.contains("<string>Delete %ld Items.</string>"))
        XCTAssertTrue(text.contains("<string> and one folder were not synced.</string>"), text)
        XCTAssertTrue(text.contains("<string>%1$ld files</string>"), "the other form is untouched")
        XCTAssertTrue(linter().remainingReports(after: result).allSatisfy(\.findings.isEmpty))
    }

    /// A file cannot reorder or add buttons: such fixes are not offered in file reports, so the
    /// summary never promises what `fix` cannot do; edits of a string are kept.
    func testFixesAFileCannotTakeAreNotOffered() throws {
        struct ReorderingLinter: AlertLinting {
            func lint(_ alert: Alert) -> [Finding] {
                guard alert.buttons.count == 2 else { return [] }
                let swap = Fix(
                    field: .buttons, change: .buttons(alert.buttons.reversed()), safety: .suggested, summary: "Swap")
                let rename = Fix(
                    field: .button(0), change: .replacement("Renamed"), safety: .suggested, summary: "Rename")
                return [
                    Finding(
                        ruleID: "test-order", severity: .warning, field: .buttons, range: 0..<0, message: "Order.",
                        fixes: [swap]),
                    Finding(
                        ruleID: "test-name", severity: .warning, field: .button(0), range: 0..<0, message: "Name.",
                        fixes: [swap, rename]),
                ]
            }
        }
        let text =
            "\"alert.x.title\" = \"Delete?\";\n\"alert.x.button.ok\" = \"OK\";\n\"alert.x.button.cancel\" = \"Cancel\";\n"
        let file = try StringsFile(bytes: Array(text.utf8), path: "en.lproj/A.strings")
        let result = LocalizationLinter(linter: ReorderingLinter()).fix(file, bytes: Array(text.utf8), upTo: .suggested)
        let findings = result.reports.flatMap(\.findings)
        XCTAssertEqual(findings.first { $0.ruleID == "test-order" }?.fixes.count, 0)
        XCTAssertEqual(findings.first { $0.ruleID == "test-name" }?.fixes.map(\.summary), ["Rename"])
        XCTAssertEqual(ReportSummary(result.reports).suggestedFixes, 1)
        XCTAssertEqual(result.changes.map(\.after), ["Renamed"])
    }

    /// Fixing a substitution form of the source language marks the other languages for review.
    func testFixingASubstitutionFormMarksTranslationsForReview() throws {
        let (file, bytes) = try document("xcstrings/Substitutions.xcstrings")
        let result = linter().fix(file, bytes: bytes)
        XCTAssertEqual(result.changes.map(\.after), ["%arg file will be deleted."])
        let text = String(decoding: try XCTUnwrap(result.rewrittenBytes), as: UTF8.self)
        let german = try XCTUnwrap(text.range(of: "\"de\" : {")).upperBound
        let english = try XCTUnwrap(text.range(of: "\"en\" : {")).lowerBound
        XCTAssertFalse(text[german..<english].contains("\"translated\""), "every German unit needs review")
        XCTAssertTrue(text[english...].contains("\"state\" : \"translated\""), "the source keeps its state")
    }

    func testStaleCatalogEntriesAreNotLinted() throws {
        let (file, _) = try document("xcstrings/Localizable.xcstrings")
        let recognized = linter(allStrings: true).recognize(file)
        let stale = try XCTUnwrap(recognized.first { $0.string.key == "%lld items" })
        XCTAssertNotNil(stale.string.skipReason)
        XCTAssertFalse(stale.isLinted)
        XCTAssertTrue(try XCTUnwrap(recognized.first { $0.string.key == "unread" }).isLinted)
    }

    /// `shouldTranslate: false` marks names, identifiers and formats, not copy: skipped, with why.
    func testUntranslatedCatalogEntriesAreNotLinted() throws {
        let (file, _) = try document("xcstrings/Localizable.xcstrings")
        let product = try XCTUnwrap(linter(allStrings: true).recognize(file).first { $0.string.key == "Product Name" })
        XCTAssertFalse(product.isLinted)
        XCTAssertTrue(product.string.skipReason?.contains("shouldTranslate is false") == true)
    }

    func testStringsDictCommentsSuppress() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            	<!-- alertcopy:disable test-bang -->
            	<key>alert.files.message</key>
            	<dict>
            		<key>NSStringLocalizedFormatKey</key>
            		<string>Deleting %#@files@!</string>
            	</dict>
            	<key>alert.other.message</key>
            	<dict>
            		<key>NSStringLocalizedFormatKey</key>
            		<string>Other %#@files@!</string>
            	</dict>
            </dict>
            </plist>

            """
        let file = try StringsDictFile(bytes: Array(text.utf8), path: "x.stringsdict")
        let findings = linter().check(file, bytes: Array(text.utf8)).reports.flatMap { report in
            report.findings.map { (report.source.fields[$0.field]?.key ?? "", $0.ruleID) }
        }
        XCTAssertEqual(findings.map(\.0), ["alert.other.message [NSStringLocalizedFormatKey]"])
    }

    func testOnlyTheSourceLanguageIsLinted() throws {
        let (french, bytes) = try document("strings/fr.lproj/Localizable.strings")
        XCTAssertTrue(linter().check(french, bytes: bytes).reports.isEmpty)
        XCTAssertEqual(linter(Configuration(language: "fr")).check(french, bytes: bytes).reports.count, 1)
        let (german, germanBytes) = try document("xcstrings/Catalog12.xcstrings")
        let reports = linter().check(german, bytes: germanBytes).reports
        XCTAssertEqual(reports.flatMap(\.findings).count, 0, "the source language is de; en \"OK!\" is not linted")
        XCTAssertEqual(
            linter(Configuration(language: "en")).check(german, bytes: germanBytes).reports.flatMap(\.findings).map(
                \.ruleID),
            ["test-bang"])
    }

    func testAllStringsLintsUnknownRoleText() throws {
        let (file, bytes) = try document("strings/en.lproj/MainMenu.strings")
        XCTAssertTrue(linter().check(file, bytes: bytes).reports.isEmpty)
        let reports = linter(allStrings: true).check(file, bytes: bytes).reports
        XCTAssertEqual(reports.count, 2)
        XCTAssertEqual(reports.last?.alert.message, "A new version is available!")
        XCTAssertEqual(reports.last?.findings.first?.ruleID, "test-bang")
    }

    func testDiffShowsOnlyChangedLines() throws {
        let (file, bytes) = try document("strings/en.lproj/BigEndian.strings")
        let diff = linter().fix(file, bytes: bytes).diff()
        XCTAssertEqual(
            diff,
            """
            --- strings/en.lproj/BigEndian.strings
            +++ strings/en.lproj/BigEndian.strings
            @@ -1,2 +1,2 @@
             /* Alert title */
            -"alert.be.title" = "Big Endian\u{A0}Title!";
            +"alert.be.title" = "Big Endian\u{A0}Title.";

            """)
    }

    func testRunWritesAtomicallyKeepsModesAndSkipsBrokenFiles() throws {
        let directory = try LocalizationFixtures.temporaryCopy()
        defer { try? FileManager.default.removeItem(at: directory) }
        let manager = FileManager.default
        let target = directory.appendingPathComponent("strings/en.lproj/Localizable.strings").path
        try manager.setAttributes([.posixPermissions: 0o640], ofItemAtPath: target)
        let untouched = directory.appendingPathComponent("strings/en.lproj/MainMenu.strings").path
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try manager.setAttributes([.modificationDate: past], ofItemAtPath: untouched)
        let broken = directory.appendingPathComponent("malformed/trailing-comma.xcstrings").path
        let brokenBytes = try Data(contentsOf: URL(fileURLWithPath: broken))
        try manager.createDirectory(
            at: directory.appendingPathComponent("Pods/x.lproj"), withIntermediateDirectories: true)
        try Data("\"alert.p.title\" = \"Pods!\";".utf8).write(
            to: directory.appendingPathComponent("Pods/x.lproj/P.strings"))
        try manager.createSymbolicLink(
            at: directory.appendingPathComponent("strings/loop"),
            withDestinationURL: directory.appendingPathComponent("strings"))

        let run = linter().run([directory.path], fix: .safe, write: true)
        XCTAssertTrue(run.errors.contains { $0.path == broken && $0.location?.line == 7 }, "\(run.errors)")
        XCTAssertTrue(run.errors.contains { $0.path.hasSuffix("unclosed.stringsdict") })
        XCTAssertFalse(run.results.contains { $0.path.contains("/Pods/") }, "Pods is skipped")
        XCTAssertFalse(run.results.contains { $0.path.contains("/loop/") }, "linked directories are not followed")
        XCTAssertFalse(
            run.results.contains { $0.path.hasSuffix("malformed/stray-semicolon.strings") }, "not in a .lproj")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: broken)), brokenBytes, "a broken file is untouched")
        let written = try XCTUnwrap(run.results.first { $0.path == target })
        XCTAssertTrue(written.written)
        XCTAssertEqual((try manager.attributesOfItem(atPath: target)[.posixPermissions] as? NSNumber)?.intValue, 0o640)
        XCTAssertEqual([UInt8](try Data(contentsOf: URL(fileURLWithPath: target))), written.rewrittenBytes)
        XCTAssertEqual(try manager.attributesOfItem(atPath: untouched)[.modificationDate] as? Date, past)
        XCTAssertFalse(
            try manager.contentsOfDirectory(atPath: directory.appendingPathComponent("strings/en.lproj").path)
                .contains { $0.contains("alertcopy-") }, "no temporary file left behind")
    }

    func testDisablingEveryRuleLeavesEveryFileAsItWas() throws {
        let directory = try LocalizationFixtures.temporaryCopy()
        defer { try? FileManager.default.removeItem(at: directory) }
        let manager = FileManager.default
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        let (files, _) = LocalizationLinter.discover([directory.path])
        var before: [String: Data] = [:]
        for file in files {
            try manager.setAttributes([.modificationDate: past], ofItemAtPath: file)
            before[file] = try Data(contentsOf: URL(fileURLWithPath: file))
        }
        let run = LocalizationLinter(configuration: Configuration(disable: ["all"]))
            .run([directory.path], fix: .suggested, write: true)
        XCTAssertFalse(run.results.isEmpty)
        XCTAssertTrue(run.results.allSatisfy { $0.rewrittenBytes == nil && !$0.written })
        for file in files {
            XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: file)), before[file], file)
            XCTAssertEqual(try manager.attributesOfItem(atPath: file)[.modificationDate] as? Date, past, file)
        }
    }

    func testDiscoverNamesMissingAndUnknownFiles() {
        let (files, errors) = LocalizationLinter.discover([
            LocalizationFixtures.path("strings"), "/nonexistent/x.strings", LocalizationFixtures.path("generate.py"),
        ])
        XCTAssertEqual(files.count, 7)
        XCTAssertTrue(files.allSatisfy { $0.contains(".lproj/") })
        XCTAssertEqual(errors.count, 2)
        XCTAssertTrue(errors[0].message.contains("no such file"))
        XCTAssertTrue(errors[1].message.contains("not a localization file"))
    }

    func testAtomicWriterReplacesContent() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString).strings")
            .path
        defer { try? FileManager.default.removeItem(atPath: path) }
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data("old".utf8)))
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        try AtomicFileWriter.write(Array("new".utf8), to: path)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "new")
        XCTAssertEqual(
            (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue, 0o600)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        XCTAssertThrowsError(try AtomicFileWriter.write(Array("newer".utf8), to: path)) {
            XCTAssertTrue(($0 as? LocalizationFileError)?.message.contains("read-only") == true)
        }
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "new", "a read-only file is left alone")
    }

    func testFormatSpecifierExtraction() {
        XCTAssertEqual(
            FormatSpecifiers.extract("%@ %d %1$@ %2$d %.2f %lld %% %#@files@ %1$#@n@ %arg 100% g %ld%"),
            ["%@", "%d", "%1$@", "%2$d", "%.2f", "%lld", "%%", "%#@files@", "%1$#@n@", "%arg", "% g", "%ld"])
        XCTAssertTrue(FormatSpecifiers.match("%1$@ of %2$@", "%2$@ of %1$@"))
        XCTAssertFalse(FormatSpecifiers.match("Delete %d feeds?", "Delete feeds?"))
    }
}
