import XCTest

@testable import CopyKit

/// Copies of the text engine for the threads of a run: they read every word, find and fix
/// every alert as the original does, with objects of their own.
final class ThreadCopiesTests: XCTestCase {
    func testALexiconCopyReadsEveryWordAsTheOriginal() {
        let original = Lexicon.embedded.adding(["proper-names": ["Zorkle Cloud"], "acronyms": ["QXZ"]])
        let copy = original.copyForThread()
        XCTAssertFalse(copy === original)
        XCTAssertFalse(copy.table === original.table)
        XCTAssertEqual(copy.memoKey, original.memoKey)
        let words = ["the", "delete", "deleted", "zorkle", "qxz", "iphone", "wi-fi", "oops", "can't", "unknownword"]
        for word in words {
            let (copied, read) = (copy.word(folded: word), original.word(folded: word))
            XCTAssertEqual(copied.id, read.id, word)
            XCTAssertEqual(copied.lists, read.lists, word)
            XCTAssertEqual(copy.properNames[word], original.properNames[word], word)
            XCTAssertEqual(copy.acronymsByFolded[word], original.acronymsByFolded[word], word)
        }
        XCTAssertEqual(copy.lists, original.lists)
        XCTAssertEqual(copy.properPhrases, original.properPhrases)
    }

    /// A copy shares the tables derived from its original: built once, the same objects.
    func testALexiconCopySharesItsDerivedTables() {
        let builds = Locked(0)
        let tables = LexiconDerived<Box>(names: [""]) { _, _ in
            builds.withLock { $0 += 1 }
            return Box()
        }
        XCTAssertTrue(tables.value(for: Lexicon.embedded.copyForThread()) === tables.value(for: .embedded))
        let user = Lexicon.embedded.adding(["interjections": ["zorkle"]])
        XCTAssertTrue(tables.value(for: user.copyForThread()) === tables.value(for: user))
        XCTAssertEqual(builds.withLock { $0 }, 2)
    }

    func testALinterCopyFindsAndFixesAsTheOriginal() throws {
        var configuration = Configuration()
        configuration.properNames = ["Zorkle"]
        let linter = Linter(configuration: configuration)
        let copy = linter.copyForThread()
        XCTAssertFalse(copy.context.lexicon === linter.context.lexicon)
        XCTAssertFalse(copy.context.classifier === linter.context.classifier)
        let document = try DraftReader.read(Array(SampleDrafts.threeAlerts.utf8), path: "sample.txt", role: nil)
        let alerts =
            document.alerts.map(\.alert) + [
                Alert(
                    title: "zorkle Sync Failed", message: "You entered an invalid password. Tap OK.",
                    buttons: ["Yes", "No"])
            ]
        for alert in alerts {
            XCTAssertEqual(copy.lint(alert), linter.lint(alert))
            XCTAssertEqual(copy.fixing(alert, upTo: .suggested).alert, linter.fixing(alert, upTo: .suggested).alert)
        }
    }

    func testEachWorkerGetsItsOwnCopyOnce() {
        let made = Locked(0)
        let copies = ThreadCopies(Box()) { _ in
            made.withLock { $0 += 1 }
            return Box()
        }
        let first = copies.value(forWorker: 0)
        XCTAssertTrue(first === copies.value(forWorker: 0))
        XCTAssertEqual(made.withLock { $0 }, 0)
        let second = copies.value(forWorker: 1)
        let third = copies.value(forWorker: 2)
        XCTAssertTrue(second === copies.value(forWorker: 1))
        XCTAssertTrue(third === copies.value(forWorker: 2))
        XCTAssertFalse(second === first)
        XCTAssertFalse(second === third)
        XCTAssertEqual(made.withLock { $0 }, 2)
    }
}

/// An object known by its identity.
private final class Box: Sendable {}
