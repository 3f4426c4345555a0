import XCTest

@testable import CopyKit

/// The classifier's reasons (kept as data, written when read), its comparisons of the words it
/// names, and its ASCII and Unicode paths.
final class SentenceClassifierReasonTests: XCTestCase {
    let classifier = SentenceClassifier(lexicon: .embedded)

    /// Text, role, kind, confidence and reason: one row for each way the classifier explains itself.
    let verdicts: [(String, TextRole, SentenceKind, Double, String)] = [
        ("", .title, .fragment, 0.9, "no words"),
        ("Saved. Done.", .message, .multipleSentences, 0.9, "2 sentences"),
        (
            "Are you sure you want to delete this playlist?", .title, .sentenceQuestion, 0.95,
            "auxiliary “Are” before the subject “you”"
        ),
        ("Can’t you see?", .title, .sentenceQuestion, 0.95, "auxiliary “Can’t” before the subject “you”"),
        ("What’s new?", .title, .sentenceQuestion, 0.9, "question word “What’s” + verb"),
        ("Who’s calling?", .title, .sentenceQuestion, 0.9, "question word “Who’s” + verb"),
        ("It’s full", .title, .sentence, 0.95, "subject and verb “It’s”"),
        ("You're offline", .message, .sentence, 0.95, "subject and verb “You're”"),
        ("Something’s wrong.", .message, .sentence, 0.95, "subject and verb “Something’s”"),
        ("Don’t turn off your iPhone.", .message, .sentence, 0.8, "imperative “Don’t”"),
        ("Do not disconnect the drive.", .message, .sentence, 0.8, "imperative “Do”"),
        (
            "Can't add this feed because no feed was found.", .message, .fragment, 0.6,
            "no subject before “Can't” (an implied one)"
        ),
        ("Couldn't Save the File", .title, .fragment, 0.9, "no subject before “Couldn't”"),
        (
            "Network error.", .message, .fragment, 0.55,
            "“Network error” reads as a noun phrase more than an imperative"
        ),
        ("Check the network connection.", .message, .sentence, 0.85, "imperative “Check”"),
        ("Please florb the zorp", .message, .sentence, 0.65, "imperative “florb”"),
        ("Delete this photo?", .title, .fragmentQuestion, 0.85, "verb-first “Delete” without a subject"),
        ("Florb it", .title, .fragment, 0.65, "verb-first “Florb” without a subject"),
        ("Ünable to Sävë the Fïle", .title, .fragment, 0.65, "verb-first “Ünable” without a subject"),
        ("Pending Sync", .title, .fragment, 0.7, "no subject with a finite verb"),
        ("You entered an invalid code.", .message, .sentence, 0.95, "subject “You” + verb “entered”"),
        ("There is no connection", .title, .sentence, 0.9, "“there” + “is”"),
        ("The file couldn't be saved.", .message, .sentence, 0.9, "subject “The file” + finite verb “couldn't”"),
        ("Bookmark Sync Is Paused", .title, .sentence, 0.9, "subject “Bookmark Sync” + finite verb “Is”"),
        ("Alex Invited Him", .title, .sentence, 0.8, "subject “Alex” + finite verb “Invited”"),
        ("Zorp Florbed", .title, .fragment, 0.7, "headline: “Zorp” + past participle “Florbed”"),
        ("The zorp florbs quickly.", .message, .sentence, 0.65, "subject “The zorp” + likely verb “florbs”"),
        ("Zorp florbs on this iPhone.", .message, .sentence, 0.55, "subject “Zorp” + likely verb “florbs”"),
        ("Subscription renewed", .message, .sentence, 0.55, "“Subscription” + past form “renewed”"),
        ("Alex Invited", .title, .fragment, 0.8, "headline: “Alex” + past form “Invited”"),
        ("Trial Ends Soon", .title, .fragment, 0.6, "headline: “Trial” + verb “Ends” without an article"),
        ("To continue, sign in again", .message, .sentence, 0.75, "imperative “sign” after an introductory phrase"),
        ("If you exit now, your address won’t be saved", .title, .sentence, 0.75, "subject “you” + verb “exit”"),
    ]

    func testReasonsQuoteTheTextAsWritten() {
        for (text, role, kind, confidence, reason) in verdicts {
            let result = classifier.classify(text, role: role)
            XCTAssertEqual(result.kind, kind, text)
            XCTAssertEqual(result.confidence, confidence, text)
            XCTAssertEqual(result.reason, reason, text)
        }
    }

    func testClassificationsCompareByTheirWrittenReason() {
        let found = classifier.classify("The file couldn't be saved.", role: .message)
        let written = Classification(
            kind: .sentence, confidence: 0.9, reason: "subject “The file” + finite verb “couldn't”")
        XCTAssertEqual(found, written)
        XCTAssertEqual(Set([found, written]).count, 1)
        var changed = found
        changed.reason = "another reason"
        XCTAssertEqual(changed.reason, "another reason")
        XCTAssertNotEqual(changed, found)
        XCTAssertNotEqual(classifier.classify("The photo couldn't be saved.", role: .message), found)
    }

    func testTypographicApostrophesReadAsStraightOnes() {
        for (curly, straight) in [
            ("You’re offline", "You're offline"), ("What’s new?", "What's new?"),
            ("Don’t turn off your iPhone.", "Don't turn off your iPhone."), ("It’s full", "It's full"),
        ] {
            for role in [TextRole.title, .message] {
                let a = classifier.classify(curly, role: role)
                let b = classifier.classify(straight, role: role)
                XCTAssertEqual(a.kind, b.kind, curly)
                XCTAssertEqual(a.confidence, b.confidence, curly)
            }
        }
    }

    func testNamedWordsTheLexiconDoesNotListAreFoundByTheirText() {
        let lexicon = Lexicon.embedded
        let table = NamedWordTable(lexicon: lexicon)
        // "him" and "pending" are in no list of the embedded lexicon; "please" and "there" are.
        XCTAssertFalse(lexicon.word(folded: "him").isKnown)
        XCTAssertTrue(table.words(lexicon.word(folded: "him"), folded: "him").contains(.objectPronoun))
        XCTAssertTrue(table.words(lexicon.word(folded: "pending"), folded: "pending").contains(.adjective))
        XCTAssertTrue(table.words(lexicon.word(folded: "please"), folded: "please").contains(.imperativeLead))
        XCTAssertTrue(table.words(lexicon.word(folded: "there"), folded: "there").contains(.there))
        XCTAssertEqual(table.words(lexicon.word(folded: "zorp"), folded: "zorp"), [])
    }

    func testNamedWordsWorkOverALexiconThatListsNoneOfThem() {
        let lexicon = Lexicon(lists: ["auxiliaries": ["is"]])
        let table = NamedWordTable(lexicon: lexicon)
        XCTAssertTrue(table.words(lexicon.word(folded: "there"), folded: "there").contains(.there))
        XCTAssertTrue(table.words(lexicon.word(folded: "is"), folded: "is").contains(.beForm))
        let result = SentenceClassifier(lexicon: lexicon).classify("There is no connection", role: .title)
        XCTAssertEqual(result.kind, .sentence)
        XCTAssertEqual(result.reason, "“there” + “is”")
    }

    func testMultiWordNamesAreNoVerbs() {
        // "Do Not Disturb" is a name: "Turn on" is the verb, not "Do".
        let result = classifier.classify("Turn on Do Not Disturb?", role: .title)
        XCTAssertEqual(result.kind, .fragmentQuestion)
        XCTAssertEqual(result.reason, "verb-first “Turn” without a subject")
        let starts = PhraseStarts(lexicon: .embedded)
        XCTAssertTrue(starts.mayStart(Lexicon.embedded.word(folded: "do")))
    }

    func testLongSentencesAreReadLikeShortOnes() {
        // More tokens than fit the stack: the items are in memory allocated for the call.
        let long = "The file " + String(repeating: "and the folder ", count: 6) + "couldn't be saved."
        let result = classifier.classify(long, role: .message)
        XCTAssertEqual(result.kind, .sentence)
        XCTAssertTrue(result.reason.hasPrefix("subject “The file and the folder"), result.reason)
        XCTAssertTrue(result.reason.hasSuffix("+ finite verb “couldn't”"), result.reason)
    }
}
