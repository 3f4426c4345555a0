import XCTest

@testable import CopyKit

/// `concurrentMap` gives what `map` gives, in order, over arrays and slices of any size.
final class ConcurrentMapTests: XCTestCase {
    func testResultsAreInOrderAndComplete() {
        for count in [0, 1, 2, 63, 64, 127, 128, 129, 1_000, 4_099] {
            let numbers = Array(0..<count)
            XCTAssertEqual(numbers.concurrentMap(minimumChunk: 1) { $0 * 3 + 1 }, numbers.map { $0 * 3 + 1 })
            XCTAssertEqual(numbers.concurrentMap { "\($0)" }, numbers.map { "\($0)" })
        }
    }

    func testASliceMapsItsOwnElements() {
        let numbers = Array(0..<1_000)
        let slice = numbers[137..<901]
        XCTAssertEqual(slice.concurrentMap(minimumChunk: 1) { $0 - 137 }, Array(0..<764))
        XCTAssertEqual(numbers[990...].concurrentMap(minimumChunk: 1) { $0 }, Array(990..<1_000))
    }

    /// Results that hold references are moved into the array whole.
    func testReferenceResultsSurvive() {
        final class Box: Sendable {
            let value: String
            init(_ value: String) { self.value = value }
        }
        let boxes = Array(0..<2_000).concurrentMap(minimumChunk: 1) { Box("box \($0)") }
        XCTAssertEqual(boxes.map(\.value), (0..<2_000).map { "box \($0)" })
    }
}
