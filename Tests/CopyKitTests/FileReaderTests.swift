import Foundation
import XCTest

@testable import CopyKit

/// `FileReader.read` gives a file's bytes exactly, whatever its size relative to its reads.
final class FileReaderTests: XCTestCase {
    func testBytesAreTheFilesBytes() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("FileReaderTests-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var generator = SystemRandomNumberGenerator()
        for size in [0, 1, 2, 4_095, 65_535, 65_536, 65_537, 200_003] {
            let bytes = (0..<size).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let file = directory.appendingPathComponent("file-\(size)")
            try Data(bytes).write(to: file)
            let read = try FileReader.read(file.path)
            XCTAssertEqual(read.bytes, bytes, "\(size) bytes")
        }
    }

    func testAMissingFileIsAnError() {
        XCTAssertThrowsError(try FileReader.read("/nonexistent/alertcopy/\(UUID())")) { error in
            XCTAssertTrue("\(error)".contains("cannot read the file"), "\(error)")
        }
    }
}
