import CopyKit
import XCTest

/// `alertcopy tokens`: how text is split, and the count the benchmark uses as its floor.
extension CLITests {
    func testTokensPrintsEachTokenWithItsRangeAndKind() throws {
        let result = try run(["tokens", "Delete %@?"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(
            result.stdout,
            """
            0..<6\tword\t"Delete"
            6..<7\twhitespace\t" "
            7..<9\topaque(formatSpecifier)\t"%@"
            9..<10\tpunctuation\t"?"


            """)
    }

    func testTokensCountReadsAlertsInAnyDraftFormat() throws {
        let lines = """
            {"title": "Delete “Road Trip”?", "buttons": ["Cancel", "Delete"]}
            {"title": "Error", "message": "Oops!"}
            """
        let result = try run(["tokens", "--count"], stdin: lines)
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout, "2 alerts, 5 fields, 9 tokens\n")
        let broken = try run(["tokens", "--count"], stdin: "{\"title\": ")
        XCTAssertEqual(broken.status, 2)
        XCTAssertTrue(broken.stderr.contains("<stdin>:1:"), broken.stderr)
    }
}
