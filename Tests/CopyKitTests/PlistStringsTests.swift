import CopyKit
import Foundation
import XCTest

/// `.strings` files in property-list form: XML (what translation platforms export) and binary
/// (what Xcode ships in an app), told apart from the text form by their content.
final class PlistStringsTests: XCTestCase {
    private let xmlPath = "plist/en.lproj/Localizable.strings"
    private let binaryPath = "plist/en.lproj/InfoPlist.strings"

    func testXMLPropertyListIsReadWithItsKeysCommentsAndEntities() throws {
        let document = try LocalizationLinter.parse(bytes: LocalizationFixtures.bytes(xmlPath), path: xmlPath)
        XCTAssertTrue(document is XMLPlistStringsFile)
        XCTAssertEqual(document.format, .strings)
        XCTAssertEqual(document.strings.count, 8)
        XCTAssertEqual(document.strings[0].comment, "Alert title: the photo library is full")
        XCTAssertEqual(
            document.strings[1].value, "Oops! The photo couldn't be saved because the library is full.")
        XCTAssertEqual(document.strings[7].value, "Tom & Jerry <3")
        XCTAssertEqual(document.strings[0].start, SourceLocation(line: 7, column: 10))
    }

    func testXMLFixChangesOnlyTheValuesAndKeepsEveryOtherByte() throws {
        let bytes = try LocalizationFixtures.bytes(xmlPath)
        let document = try LocalizationLinter.parse(bytes: bytes, path: xmlPath)
        let result = LocalizationLinter().fix(document, bytes: bytes, upTo: .suggested)
        let rewritten = try XCTUnwrap(result.rewrittenBytes)
        let before = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\n")
        let after = String(decoding: rewritten, as: UTF8.self).components(separatedBy: "\n")
        XCTAssertEqual(before.count, after.count)
        for (old, new) in zip(before, after) where old != new {
            XCTAssertTrue(old.hasPrefix("\t<string>") && new.hasPrefix("\t<string>"), "\(old) → \(new)")
        }
        XCTAssertTrue(
            after.contains("\t<string>The photo couldn&apos;t be saved because the library is full.</string>"))
        let reread = try LocalizationLinter.parse(bytes: rewritten, path: xmlPath)
        XCTAssertNil(LocalizationLinter().fix(reread, bytes: rewritten, upTo: .suggested).rewrittenBytes)
    }

    func testBinaryPropertyListIsReadAndFixedAsBinary() throws {
        let bytes = try LocalizationFixtures.bytes(binaryPath)
        let document = try LocalizationLinter.parse(bytes: bytes, path: binaryPath)
        XCTAssertTrue(document is BinaryPlistStringsFile)
        XCTAssertEqual(
            document.strings.map(\.key),
            [
                "NSCameraUsageDescription", "delete_album.alert.title", "delete_album.alert.message",
                "delete_album.alert.button.yes", "delete_album.alert.button.no",
            ])
        XCTAssertEqual(document.strings[1].value, "delete “%@”?")
        let result = LocalizationLinter().fix(document, bytes: bytes, upTo: .suggested)
        let rewritten = try XCTUnwrap(result.rewrittenBytes)
        XCTAssertTrue(rewritten.starts(with: Array("bplist00".utf8)))
        let reread = try BinaryPropertyList.readStringDictionary(rewritten, path: binaryPath)
        XCTAssertEqual(reread.map(\.key), document.strings.map(\.key))
        XCTAssertEqual(
            reread.map(\.value),
            [
                "Lets you take photos.", "Delete “%@”?", "Photos in this album stay in your library.", "Delete",
                "Cancel",
            ])
        let again = try LocalizationLinter.parse(bytes: rewritten, path: binaryPath)
        XCTAssertNil(LocalizationLinter().fix(again, bytes: rewritten, upTo: .suggested).rewrittenBytes)
    }

    /// Foundation reads what the writer writes (when its PropertyListSerialization reads binary
    /// property lists on this platform), and the writer reproduces a binary list byte for byte.
    func testBinaryWriterRoundTripsAndFoundationAgrees() throws {
        let pairs = [
            (key: "a", value: "plain"), (key: "long", value: String(repeating: "x", count: 300)),
            (key: "ü", value: "“quoted” 😀"), (key: "", value: ""),
        ]
        let written = BinaryPropertyList.writeStringDictionary(pairs)
        let read = try BinaryPropertyList.readStringDictionary(written, path: "x.strings")
        XCTAssertEqual(read.map(\.key), pairs.map(\.key))
        XCTAssertEqual(read.map(\.value), pairs.map(\.value))
        XCTAssertEqual(BinaryPropertyList.writeStringDictionary(read.map { ($0.key, $0.value) }), written)
        let foundation = try PropertyListSerialization.propertyList(from: Data(written), format: nil)
        XCTAssertEqual(
            foundation as? [String: String], Dictionary(uniqueKeysWithValues: pairs.map { ($0.key, $0.value) }))
    }

    func testDamagedBinaryPropertyListsAreErrorsWithAPlace() {
        let good = BinaryPropertyList.writeStringDictionary([(key: "k", value: "v")])
        let damaged: [[UInt8]] = [
            Array(good.prefix(20)), Array("bplist00".utf8),
            good.enumerated().map { $0.offset == good.count - 2 ? 0xFF : $0.element },
            good.enumerated().map { $0.offset == 8 ? 0x10 : $0.element },
        ]
        for bytes in damaged {
            XCTAssertThrowsError(try LocalizationLinter.parse(bytes: bytes, path: "en.lproj/B.strings")) {
                let error = $0 as? LocalizationFileError
                XCTAssertNotNil(error?.location, "\(String(describing: error))")
                XCTAssertTrue(error?.message.hasPrefix("binary property list") == true, "\(String(describing: error))")
            }
        }
    }

    func testXMLWithANonStringValueIsAnError() {
        let text = "<plist><dict><key>a</key><integer>1</integer></dict></plist>"
        XCTAssertThrowsError(try LocalizationLinter.parse(bytes: Array(text.utf8), path: "en.lproj/A.strings")) {
            let error = $0 as? LocalizationFileError
            XCTAssertEqual(error?.location, SourceLocation(line: 1, column: 14))
        }
    }
}
