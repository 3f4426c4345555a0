import XCTest

@testable import CopyKit

/// Tables derived from a lexicon: the embedded lexicon's are built up front and kept, any other
/// lexicon's on first use.
final class LexiconDerivedTests: XCTestCase {
    /// A table that records each build: the lexicon's list of that name.
    private func derived(counting builds: Locked<Int>, names: [String] = [""]) -> LexiconDerived<[String]> {
        LexiconDerived(names: names) { lexicon, name in
            builds.withLock { $0 += 1 }
            return lexicon.lists[name.isEmpty ? "interjections" : name, default: []]
        }
    }

    func testEmbeddedTablesAreBuiltUpFrontAndKept() {
        let builds = Locked(0)
        let tables = derived(counting: builds, names: ["", "apologies"])
        XCTAssertEqual(builds.withLock { $0 }, 2)
        XCTAssertEqual(tables.value(for: .embedded), Lexicon.embedded.lists["interjections"])
        XCTAssertEqual(tables.value(for: .embedded, name: "apologies"), Lexicon.embedded.lists["apologies"])
        XCTAssertEqual(builds.withLock { $0 }, 2)
    }

    func testOtherLexiconsAndNamesAreBuiltOnFirstUse() {
        let builds = Locked(0)
        let tables = derived(counting: builds)
        let user = Lexicon.embedded.adding(["interjections": ["zorkle"]])
        XCTAssertTrue(tables.value(for: user).contains("zorkle"))
        XCTAssertTrue(tables.value(for: user).contains("zorkle"))
        XCTAssertEqual(builds.withLock { $0 }, 2)
        XCTAssertFalse(tables.value(for: .embedded).contains("zorkle"))
        XCTAssertEqual(builds.withLock { $0 }, 2)
        // A name not built up front is built for the embedded lexicon when asked for.
        XCTAssertEqual(tables.value(for: .embedded, name: "apologies"), Lexicon.embedded.lists["apologies"])
        XCTAssertEqual(tables.value(for: .embedded, name: "apologies"), Lexicon.embedded.lists["apologies"])
        XCTAssertEqual(builds.withLock { $0 }, 3)
    }
}
