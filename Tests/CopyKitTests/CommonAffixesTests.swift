import XCTest

@testable import CopyKit

final class CommonAffixesTests: XCTestCase {
    func testPrefixAndSuffixNeverOverlap() {
        XCTAssertEqual(CommonAffixes.lengths(Array("aa"), Array("aaa")).prefix, 2)
        XCTAssertEqual(CommonAffixes.lengths(Array("aa"), Array("aaa")).suffix, 0)
        let edit = CommonAffixes.lengths(Array("Delete this photo?"), Array("Delete This Photo?"))
        XCTAssertEqual(edit.prefix, 7)
        XCTAssertEqual(edit.suffix, 5)  // "hoto?"
        XCTAssertEqual(CommonAffixes.lengths([Int](), [1]).prefix, 0)
        XCTAssertEqual(CommonAffixes.lengths([1, 2, 3], [1, 2, 3]).prefix, 3)
        XCTAssertEqual(CommonAffixes.lengths([1, 2, 3], [1, 2, 3]).suffix, 0)
    }
}
