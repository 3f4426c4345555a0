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

    /// A map whose transform initializes each slot gives what `map` gives, results with
    /// references included.
    func testInitializingMapFillsEverySlot() {
        for count in [0, 1, 511, 512, 513, 3_000] {
            let numbers = Array(0..<count)
            let strings = numbers.concurrentMap(minimumChunk: 1) { (number, slot: UnsafeMutablePointer<String>) in
                slot.initialize(to: "item \(number)")
            }
            XCTAssertEqual(strings, numbers.map { "item \($0)" })
        }
    }

    /// Runs are consumed in order, each once, whichever finishes first: the runs of the first
    /// half do far more work than the later ones, so that later runs finish ahead of them.
    func testRunsAreConsumedInOrderEachOnce() {
        for count in [0, 1, 31, 32, 1_000, 5_003] {
            var consumed: [Range<Int>] = []
            let noState: @Sendable (Int) -> Void = { _ in }
            ConcurrentMapping.produceInOrder(count: count, minimumRun: 32, maximumRun: 64, worker: noState) { _, run in
                var sum = 0
                let work = run.lowerBound < count / 2 ? 2_000 : 1
                for index in run { for step in 0..<work { sum &+= index ^ step } }
                return (run, sum)
            } consume: { result in
                consumed.append(result.0)
            }
            var next = 0
            for run in consumed {
                XCTAssertEqual(run.lowerBound, next, "runs of \(count)")
                XCTAssertFalse(run.isEmpty)
                next = run.upperBound
            }
            XCTAssertEqual(next, count)
        }
    }

    /// Runs by workers: every run produced once and consumed in order, each worker's state made
    /// once, by a worker number of its own, and each run produced with the state of the worker
    /// that made it.
    func testWorkersMakeTheirStateOnceAndRunsGoOutInOrder() {
        for count in [0, 1, 31, 32, 1_000, 5_003] {
            let made = Locked<[Int]>([])
            var consumed: [Range<Int>] = []
            ConcurrentMapping.produceInOrder(count: count, minimumRun: 32, maximumRun: 64) { number in
                made.withLock { $0.append(number) }
                return (number: number, runs: 0)
            } _: { worker, run in
                worker.runs += 1
                var sum = 0
                let work = run.lowerBound < count / 2 ? 2_000 : 1
                for index in run { for step in 0..<work { sum &+= index ^ step } }
                return (run, worker.number, worker.runs)
            } consume: { result in
                consumed.append(result.0)
            }
            let numbers = made.withLock { $0 }
            XCTAssertEqual(Set(numbers).count, numbers.count, "a worker made its state twice")
            XCTAssertLessThanOrEqual(numbers.count, Swift.max(1, ConcurrentMapping.cores))
            if count > 0 { XCTAssertTrue(numbers.contains(0)) }
            var next = 0
            for run in consumed {
                XCTAssertEqual(run.lowerBound, next, "runs of \(count)")
                next = run.upperBound
            }
            XCTAssertEqual(next, count)
        }
    }

    /// A map by workers gives what `map` gives, each worker's state made once.
    func testMapByWorkersGivesTheMapsResults() {
        for count in [0, 1, 127, 128, 3_001] {
            let made = Locked(0)
            let numbers = Array(0..<count)
            let mapped = numbers.concurrentMap(minimumChunk: 64) { number in
                made.withLock { $0 += 1 }
                return number * 1_000
            } _: { base, element in
                "\(element) of worker \(base / 1_000)"
            }
            XCTAssertEqual(mapped.map { $0.split(separator: " ").first.map(String.init) }, numbers.map { "\($0)" })
            XCTAssertLessThanOrEqual(made.withLock { $0 }, Swift.max(1, ConcurrentMapping.cores))
            let slice = numbers[(count / 3)...]
            XCTAssertEqual(
                slice.concurrentMap(minimumChunk: 16, worker: { $0 }) { _, element in element + 1 },
                slice.map { $0 + 1 })
        }
    }

    /// Every count up to a few hundred, one element a chunk at least: chunks of the rounded-up
    /// size often cover every element before the last chunks (196 elements in 32 chunks of 7),
    /// which then have none.
    func testMapsCoverEveryCountWhateverTheChunks() {
        for count in 0...700 {
            let numbers = Array(0..<count)
            let expected = numbers.map { $0 * 3 }
            XCTAssertEqual(numbers.concurrentMap(minimumChunk: 1) { $0 * 3 }, expected, "\(count)")
            XCTAssertEqual(
                numbers.concurrentMap(minimumChunk: 1, worker: { $0 }) { _, number in number * 3 }, expected, "\(count)"
            )
            XCTAssertEqual(
                numbers.concurrentMap(minimumChunk: 1) { (number, slot: UnsafeMutablePointer<Int>) in
                    slot.initialize(to: number * 3)
                }, expected, "\(count)")
        }
    }
}
