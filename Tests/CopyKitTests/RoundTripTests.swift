import CopyKit
import Foundation
import XCTest

/// Reading and writing back with no change reproduces every file byte for byte.
final class RoundTripTests: XCTestCase {
    func testEveryFixtureRoundTrips() throws {
        for relative in LocalizationFixtures.valid {
            let bytes = try LocalizationFixtures.bytes(relative)
            let document = try LocalizationLinter.parse(bytes: bytes, path: relative)
            XCTAssertEqual(try document.rewritten(with: [:]), bytes, relative)
            XCTAssertFalse(document.strings.isEmpty, relative)
        }
    }

    /// The real files FORMATS.md was written from, when this machine has them.
    func testCorpusRoundTrips() throws {
        let corpus = SharedDirectory.path("corpus")
        guard FileManager.default.fileExists(atPath: corpus) else {
            throw XCTSkip("\(corpus) is absent on this machine; the corpus round trip runs where it is present")
        }
        let (files, _) = LocalizationLinter.discover([corpus])
        XCTAssertFalse(files.isEmpty, "no localization file found under \(corpus)")
        for path in files {
            let bytes = try LocalizationLinter.readBytes(path)
            do {
                let document = try LocalizationLinter.parse(bytes: bytes, path: path)
                XCTAssertEqual(try document.rewritten(with: [:]), bytes, path)
            } catch {
                // Build products (binary plists) are refused on purpose; anything else is a failure.
                XCTAssertTrue(error.message.contains("binary property list"), "\(error)")
            }
        }
    }
}
