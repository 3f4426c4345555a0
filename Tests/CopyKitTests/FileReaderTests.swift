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

    /// Reading to the end gives every byte left, from a regular file (from where it stands) and
    /// from a pipe filled in pieces, across the reads' sizes.
    func testReadingToTheEndGivesEveryByteLeft() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("FileReaderTests-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for size in [0, 1, 65_535, 65_536, 65_537, 300_001] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) }
            let file = directory.appendingPathComponent("file-\(size)")
            try Data(bytes).write(to: file)
            let descriptor = open(file.path, O_RDONLY)
            XCTAssertGreaterThanOrEqual(descriptor, 0)
            XCTAssertEqual(try FileReader.readToEnd(descriptor: descriptor), bytes, "\(size) bytes")
            XCTAssertEqual(lseek(descriptor, off_t(size / 3), SEEK_SET), off_t(size / 3))
            XCTAssertEqual(try FileReader.readToEnd(descriptor: descriptor), Array(bytes[(size / 3)...]))
            close(descriptor)

            let pipe = Pipe()
            let writer = Thread {
                for start in stride(from: 0, to: size, by: 10_000) {
                    pipe.fileHandleForWriting.write(Data(bytes[start..<min(start + 10_000, size)]))
                }
                try? pipe.fileHandleForWriting.close()
            }
            writer.start()
            XCTAssertEqual(
                try FileReader.readToEnd(descriptor: pipe.fileHandleForReading.fileDescriptor), bytes, "\(size) piped")
        }
    }

    func testAFailedReadIsAnError() {
        XCTAssertThrowsError(try FileReader.readToEnd(descriptor: -1)) { error in
            XCTAssertEqual((error as? FileReader.ReadFailure)?.code, EBADF)
        }
    }
}
