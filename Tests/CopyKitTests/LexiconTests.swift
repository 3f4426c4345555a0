import Foundation
import XCTest

@testable import CopyKit

/// The lexicon data in `Lexicons/` and the loader that reads it.
final class LexiconDataTests: XCTestCase {
    /// The lists this test file vouches for; other engineers' lists in `Lexicons/` have their own tests.
    private static let ownedLists = [
        "acronyms", "ambiguous-names", "generic-titles", "interjections", "phrasal-verbs", "proper-names",
        "small-words", "title-always-capitalized", "verbs",
    ]

    private static let lexiconsDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Lexicons")

    private func filesOnDisk() throws -> [String: String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.lexiconsDirectory.path)
            .filter { $0.hasSuffix(".txt") }
        var files: [String: String] = [:]
        for name in names {
            let url = Self.lexiconsDirectory.appendingPathComponent(name)
            files[String(name.dropLast(4))] = try String(contentsOf: url, encoding: .utf8)
        }
        return files
    }

    private func entries(_ name: String) -> [String] { Lexicon.embedded.lists[name] ?? [] }

    func testEmbeddedCopyEqualsLexiconFiles() throws {
        let disk = try filesOnDisk()
        XCTAssertFalse(disk.isEmpty, "no Lexicons/*.txt found at \(Self.lexiconsDirectory.path)")
        XCTAssertEqual(
            Set(disk.keys), Set(EmbeddedLexicons.lists.keys),
            "Lexicons/*.txt and EmbeddedLexicons.lists differ: run scripts/embed-lexicons")
        for (name, text) in disk {
            let entries = Lexicon.entries(of: text)
            guard let embedded = EmbeddedLexicons.lists[name], embedded != entries else { continue }
            let common = min(entries.count, embedded.count)
            let index = (0..<common).first { entries[$0] != embedded[$0] } ?? common
            XCTFail("\(name).txt differs from its compiled copy at entry \(index + 1): run scripts/embed-lexicons")
        }
    }

    /// The compiled tables (the verb table above all) give the lexicon that parsing the files gives.
    func testCompiledLexiconEqualsTheLexiconParsedFromTheFiles() throws {
        let parsed = Lexicon(files: try filesOnDisk())
        let compiled = Lexicon.embedded
        XCTAssertEqual(parsed.lists, compiled.lists)
        XCTAssertEqual(parsed.sets, compiled.sets)
        XCTAssertEqual(parsed.properNames, compiled.properNames)
        XCTAssertEqual(parsed.properPhrases, compiled.properPhrases)
        XCTAssertEqual(parsed.acronyms, compiled.acronyms)
        XCTAssertEqual(parsed.acronymsByFolded, compiled.acronymsByFolded)
        XCTAssertEqual(parsed.phrasalVerbs, compiled.phrasalVerbs)
        XCTAssertEqual(parsed.verbReadings, compiled.verbReadings)
        XCTAssertEqual(parsed.verbForms, compiled.verbForms)
        XCTAssertEqual(parsed.smallWords, compiled.smallWords)
        XCTAssertEqual(parsed.alwaysCapitalized, compiled.alwaysCapitalized)
        XCTAssertEqual(parsed.ambiguousNames, compiled.ambiguousNames)
    }

    /// The compiled word table is the one WordTableBuilder builds, word for word and slot for slot.
    func testCompiledWordTableIsTheBuiltOne() throws {
        let built = Lexicon(files: try filesOnDisk()).table
        let compiled = Lexicon.embedded.table
        XCTAssertEqual(built.text, compiled.text, "run scripts/embed-lexicons")
        XCTAssertEqual(built.ends, compiled.ends)
        XCTAssertEqual(built.slots, compiled.slots)
        XCTAssertEqual(built.lists, compiled.lists)
        XCTAssertEqual(built.verbKinds, compiled.verbKinds)
        XCTAssertEqual(built.verbLemmas, compiled.verbLemmas)
        XCTAssertEqual(built.properNames, compiled.properNames)
        XCTAssertEqual(built.acronyms, compiled.acronyms)
        XCTAssertEqual(built.spellings, compiled.spellings)
        XCTAssertEqual(built.strings, compiled.strings)
    }

    /// Each word's string is the word's folded bytes, exactly (`==` on strings would also take a
    /// canonically equivalent spelling).
    func testWordStringsAreTheWordsBytes() {
        let table = Lexicon.embedded.table
        XCTAssertEqual(table.strings.count, table.count)
        for id in 0..<Int32(table.count) where !table.strings[Int(id)].utf8.elementsEqual(table.word(id).utf8) {
            XCTFail("word \(id): “\(table.strings[Int(id)])” is not “\(table.word(id))”")
        }
    }

    func testOwnedListsExistAndHaveTheirSizes() {
        let minimums = [
            "acronyms": 100, "ambiguous-names": 40, "generic-titles": 30, "interjections": 20,
            "phrasal-verbs": 150, "proper-names": 400, "small-words": 20, "title-always-capitalized": 7,
            "verbs": 800,
        ]
        for name in Self.ownedLists {
            XCTAssertGreaterThanOrEqual(entries(name).count, minimums[name] ?? 1, "\(name).txt is too small")
        }
        XCTAssertGreaterThanOrEqual(Lexicon.embedded.verbForms.count, 4000)
    }

    func testNoDuplicatesWithinAList() {
        for name in Self.ownedLists {
            var seen: Set<String> = []
            for entry in entries(name) {
                XCTAssertTrue(seen.insert(Lexicon.fold(entry)).inserted, "\(name).txt lists \"\(entry)\" twice")
            }
        }
    }

    func testEntriesAreSortedWithinTheirGroups() throws {
        let disk = try filesOnDisk()
        for name in Self.ownedLists {
            let text = try XCTUnwrap(disk[name], "\(name).txt is missing")
            var previous: String?
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.isEmpty || trimmed.hasPrefix("#") {
                    previous = nil
                    continue
                }
                let key = trimmed.lowercased()
                if let previous {
                    XCTAssertLessThan(previous, key, "\(name).txt:\(number + 1): \"\(trimmed)\" is out of order")
                }
                previous = key
            }
        }
    }

    func testEveryVerbLineHasFiveForms() {
        for line in entries("verbs") {
            let columns = line.split(separator: " ", omittingEmptySubsequences: false)
            XCTAssertEqual(
                columns.count, 5, "verbs.txt: \"\(line)\" needs base, third person, past, participle, gerund")
            XCTAssertFalse(columns.contains { $0.isEmpty || $0.hasPrefix("/") || $0.hasSuffix("/") }, line)
            XCTAssertFalse(columns.first?.contains("/") ?? true, "verbs.txt: \"\(line)\": the base is one word")
        }
    }

    func testSpellingRulesAndIrregularsAreRight() {
        let lines = Set(entries("verbs"))
        for expected in [
            "stop stops stopped stopped stopping", "try tries tried tried trying", "make makes made made making",
            "panic panics panicked panicked panicking", "cancel cancels canceled canceled canceling",
            "sync syncs synced synced syncing", "unpair unpairs unpaired unpaired unpairing",
            "agree agrees agreed agreed agreeing", "tie ties tied tied tying",
            "admit admits admitted admitted admitting",
            "be is/am/are was/were been being", "have has had had having", "do does did done doing",
            "go goes went gone going", "get gets got gotten/got getting", "take takes took taken taking",
            "find finds found found finding", "dream dreams dreamed/dreamt dreamed/dreamt dreaming",
            "set sets set set setting", "reset resets reset reset resetting", "log logs logged logged logging",
        ] {
            XCTAssertTrue(lines.contains(expected), "verbs.txt should have \"\(expected)\"")
        }
    }

    func testNoModalVerbIsListedAsAVerb() {
        for modal in ["can", "could", "will", "would", "shall", "should", "may", "might", "must"] {
            XCTAssertNil(Lexicon.embedded.verbForms[modal], "\(modal) is a modal, not a verbs.txt verb")
        }
    }

    func testEveryPhrasalVerbsVerbIsInVerbs() {
        let lemmas = Set(entries("verbs").compactMap { $0.split(separator: " ").first?.split(separator: "/").first })
        for entry in entries("phrasal-verbs") {
            let words = entry.split(separator: " ")
            XCTAssertGreaterThanOrEqual(words.count, 2, "phrasal-verbs.txt: \"\(entry)\" has no particle")
            XCTAssertTrue(lemmas.contains(words[0]), "phrasal-verbs.txt: the verb of \"\(entry)\" is not in verbs.txt")
        }
    }

    func testEveryAmbiguousNameIsAKnownNameOrAcronym() {
        let names = Set(entries("proper-names"))
        let acronyms = Set(entries("acronyms"))
        for entry in entries("ambiguous-names") {
            XCTAssertTrue(
                names.contains(entry) || acronyms.contains(entry),
                "ambiguous-names.txt: \"\(entry)\" is not spelled the same in proper-names.txt or acronyms.txt")
        }
    }

    func testNoAcronymCollidesWithAProperName() {
        let lexicon = Lexicon.embedded
        for (upper, acronym) in lexicon.acronyms.dictionary {
            if let name = lexicon.properNames[Lexicon.fold(upper)] {
                XCTFail("\"\(acronym)\" (acronyms.txt) and \"\(name)\" (proper-names.txt) fold to the same word")
            }
        }
    }

    func testSmallWordsAndAlwaysCapitalizedAreDisjoint() {
        let lexicon = Lexicon.embedded
        XCTAssertTrue(
            lexicon.smallWords.members.isDisjoint(with: lexicon.alwaysCapitalized.members),
            "in both lists: \(lexicon.smallWords.members.intersection(lexicon.alwaysCapitalized.members).sorted())")
    }
}

/// The loader's maps and helpers.
final class LexiconLoaderTests: XCTestCase {
    private let lexicon = Lexicon.embedded

    func testVerbFormsMapInflectionsToTheirLemma() throws {
        let saved = try XCTUnwrap(lexicon.verbForm(of: "saved"))
        XCTAssertEqual(saved.lemma, "save")
        XCTAssertEqual(saved.kinds, [.past, .pastParticiple])
        XCTAssertEqual(lexicon.verbForm(of: "went")?.lemma, "go")
        XCTAssertEqual(lexicon.verbForm(of: "went")?.kinds, [.past])
        XCTAssertEqual(lexicon.verbForm(of: "Stopping")?.kinds, [.gerund])
        XCTAssertEqual(lexicon.verbForm(of: "panicked")?.lemma, "panic")
        XCTAssertEqual(lexicon.verbForm(of: "tries")?.kinds, [.thirdPerson])
        XCTAssertEqual(lexicon.verbForm(of: "is")?.lemma, "be")
        XCTAssertEqual(lexicon.verbForm(of: "are")?.lemma, "be")
        XCTAssertEqual(lexicon.verbForm(of: "am")?.kinds, [.thirdPerson], "finite present, never imperative")
        XCTAssertEqual(lexicon.verbForm(of: "be")?.kinds, [.base])
        XCTAssertEqual(lexicon.verbForm(of: "dreamt")?.lemma, "dream")
        XCTAssertNil(lexicon.verbForm(of: "photo"))
    }

    func testAFormOfTwoVerbsKeepsBothReadings() throws {
        let readings = try XCTUnwrap(lexicon.verbReadings["found"])
        XCTAssertEqual(readings.map(\.lemma), ["find", "found"])
        XCTAssertEqual(lexicon.verbForms["found"]?.lemma, "find")
        XCTAssertEqual(lexicon.verbForms["found"]?.kinds, [.base, .past, .pastParticiple])
        XCTAssertEqual(lexicon.readings(of: "found").map(\.lemma), ["find", "found"])
        XCTAssertEqual(
            lexicon.readings(of: "saved"), [Lexicon.VerbForm(lemma: "save", kinds: [.past, .pastParticiple])])
        XCTAssertNil(lexicon.verbReadings["saved"], "a form of one verb has no list of its own")
        XCTAssertEqual(lexicon.readings(of: "photo"), [])
    }

    func testProperNamesAndPhrases() {
        XCTAssertEqual(lexicon.properName(of: "ICLOUD"), "iCloud")
        XCTAssertEqual(lexicon.properName(of: "wi-fi"), "Wi-Fi")
        XCTAssertEqual(lexicon.properName(utf16: ArraySlice("airdrop".utf16)), "AirDrop")
        XCTAssertNil(lexicon.properName(of: "printer"))
        XCTAssertEqual(lexicon.properPhrase(in: ["apple", "id", "is"], at: 0), ["Apple", "ID"])
        XCTAssertEqual(
            lexicon.properPhrase(in: ["your", "APPLE", "WATCH", "ULTRA"], at: 1), ["Apple", "Watch", "Ultra"])
        XCTAssertEqual(
            lexicon.properPhrase(in: ["picture", "IN", "picture", "mode"], at: 0), ["Picture", "in", "Picture"])
        XCTAssertNil(lexicon.properPhrase(in: ["apple", "pie"], at: 0))
        XCTAssertNil(lexicon.properPhrase(in: ["apple"], at: 3))
        XCTAssertEqual(lexicon.properPhrases["home"]?.contains(["Home", "Screen"]), true)
    }

    func testAmbiguousNames() {
        XCTAssertTrue(lexicon.isAmbiguousName("Maps"))
        XCTAssertTrue(lexicon.isAmbiguousName("find my"))
        XCTAssertFalse(lexicon.isAmbiguousName("iPhone"))
        XCTAssertEqual(lexicon.properName(of: "maps"), "Maps", "ambiguous names are still known names")
    }

    func testAcronyms() {
        XCTAssertEqual(lexicon.acronym(of: "pdf"), "PDF")
        XCTAssertEqual(lexicon.acronym(of: "ESIM"), "eSIM")
        XCTAssertEqual(lexicon.acronym(of: "urls"), "URLs")
        XCTAssertNil(lexicon.acronym(of: "ON"), "a word in capitals is not an acronym")
        XCTAssertNil(lexicon.acronym(of: "it"))
    }

    func testTitleCaseWordClasses() {
        for word in ["a", "the", "and", "for", "of", "with", "from", "as", "to"] {
            XCTAssertTrue(lexicon.isSmallWord(word), word)
        }
        for word in ["Is", "it", "IF", "are", "than", "that", "this"] {
            XCTAssertTrue(lexicon.isAlwaysCapitalized(word), word)
            XCTAssertFalse(lexicon.isSmallWord(word), word)
        }
        XCTAssertFalse(lexicon.isSmallWord("about"), "five letters")
    }

    func testPhrasalVerbsThroughInflections() {
        XCTAssertTrue(lexicon.isPhrasalVerb("Sign", particle: "In"))
        XCTAssertTrue(lexicon.isPhrasalVerb("signing", particle: "out"))
        XCTAssertTrue(lexicon.isPhrasalVerb("backed", particle: "up"))
        XCTAssertTrue(lexicon.isPhrasalVerb("turns", particle: "off"))
        XCTAssertTrue(lexicon.isPhrasalVerb("set", particle: "up"))
        XCTAssertTrue(lexicon.isPhrasalVerb("laid", particle: "out"), "lay out, through the irregular past")
        XCTAssertTrue(lexicon.isPhrasalVerb("lay", particle: "out"), "lay is also the past of lie")
        XCTAssertFalse(lexicon.isPhrasalVerb("stay", particle: "on"), "a preposition, not a particle")
        XCTAssertFalse(lexicon.isPhrasalVerb("delete", particle: "from"))
    }

    func testListsAndMembership() {
        XCTAssertTrue(lexicon.contains("An error occurred", in: "generic-titles"))
        XCTAssertTrue(lexicon.contains("we’re sorry", in: "interjections"), "curly apostrophes fold")
        XCTAssertTrue(lexicon.contains(utf16: ArraySlice("OOPS".utf16), in: "interjections"))
        XCTAssertFalse(lexicon.contains("Download Failed", in: "generic-titles"))
        XCTAssertFalse(lexicon.contains("error", in: "no-such-list"))
    }

    func testUserEntriesAreAdded() {
        let extended = lexicon.adding([
            "proper-names": ["Trailhead", "Pocket Chef Plus", "Maps", "  "],
            "acronyms": ["SKU", "Pro Max"],
            "phrasal-verbs": ["zork up"],
        ])
        XCTAssertEqual(extended.properName(of: "trailhead"), "Trailhead")
        XCTAssertEqual(extended.properPhrase(in: ["pocket", "chef", "plus"], at: 0), ["Pocket", "Chef", "Plus"])
        XCTAssertFalse(extended.isAmbiguousName("maps"), "a name the user lists is a name")
        XCTAssertTrue(lexicon.isAmbiguousName("maps"), "the original lexicon is unchanged")
        XCTAssertEqual(extended.acronym(of: "sku"), "SKU")
        XCTAssertEqual(extended.properPhrase(in: ["PRO", "MAX"], at: 0), ["Pro", "Max"], "a term of two words")
        XCTAssertNil(extended.acronyms["PRO MAX"])
        XCTAssertTrue(extended.isPhrasalVerb("zork", particle: "up"))
        XCTAssertFalse(extended.lists["proper-names", default: []].contains("  "))
        XCTAssertNil(lexicon.properName(of: "trailhead"))
        XCTAssertEqual(extended.verbForms.count, lexicon.verbForms.count)
    }

    func testWordKeyedFindsEveryKeyAndNoOther() {
        var dictionary: [String: Int] = [:]
        for (offset, key) in ["apple", "app", "türkiye", "find my", "", "a'b"].enumerated() { dictionary[key] = offset }
        for count in 0..<300 { dictionary["word\(count)"] = 1000 + count }
        let keyed = WordKeyed(dictionary)
        for (key, value) in dictionary { XCTAssertEqual(keyed[key], value, key) }
        for absent in ["Apple", "appl", "apples", "turkiye", "find  my", "word300", " "] {
            XCTAssertNil(keyed[absent], absent)
        }
        XCTAssertEqual(keyed["find my x".prefix(7)], dictionary["find my"], "a substring key")
        XCTAssertTrue(WordKeyed<Int>([:]).isEmpty)
        XCTAssertNil(WordKeyed<Int>([:])["a"])
    }

    func testWordIDKeyedFindsEveryIDAndNoOther() {
        var dictionary: [Int32: Int] = [:]
        for id in stride(from: Int32(0), to: 3000, by: 7) { dictionary[id] = Int(id) * 2 }
        let keyed = WordIDKeyed(dictionary)
        for (id, value) in dictionary { XCTAssertEqual(keyed[id], value, "\(id)") }
        for absent: Int32 in [1, 6, 3001, 70_000, -1] { XCTAssertNil(keyed[absent], "\(absent)") }
        XCTAssertTrue(WordIDKeyed<Int>([:]).isEmpty)
        XCTAssertNil(WordIDKeyed<Int>([:])[0])
    }

    func testLexiconKeyedFindsKnownAndUnknownWordsAsTheirReadingKnowsThem() {
        let lexicon = Lexicon.embedded
        // "delete" is a word the lexicon knows; "zorkle" is not.
        XCTAssertTrue(lexicon.word(folded: "delete").isKnown)
        XCTAssertFalse(lexicon.word(folded: "zorkle").isKnown)
        let keyed = LexiconKeyed(["delete": 1, "zorkle": 2], lexicon: lexicon)
        let text = AnalyzedText("Delete zorkle deleted Zorkles")
        let known = text.reading(lexicon).known
        let values = text.tokens.indices.filter { text.tokens[$0].kind == .word }.map {
            keyed.value(known[$0], folded: text.folded[$0])
        }
        XCTAssertEqual(values, [1, 2, nil, nil])
        XCTAssertFalse(keyed.isEmpty)
        XCTAssertTrue(LexiconKeyed<Int>([:], lexicon: lexicon).isEmpty)

        let delete = LexiconKey(folded: "delete", lexicon: lexicon)
        let zorkle = LexiconKey(folded: "zorkle", lexicon: lexicon)
        XCTAssertTrue(delete.matches(lexicon.word(folded: "delete"), folded: "delete"))
        XCTAssertFalse(delete.matches(lexicon.word(folded: "deleted"), folded: "deleted"))
        XCTAssertTrue(zorkle.matches(.unknown, folded: "zorkle"))
        XCTAssertFalse(zorkle.matches(.unknown, folded: "zorkles"))
        // A word that is not ASCII is compared as text, as Strings compare (canonically).
        let café = LexiconKey(folded: "caf\u{E9}", lexicon: lexicon)
        XCTAssertTrue(café.matches(.unknown, folded: "cafe\u{301}"))
    }

    func testFolding() {
        XCTAssertEqual(Lexicon.fold("Couldn’t"), "couldn't")
        XCTAssertEqual(Lexicon.fold("ÉCOUTER"), "écouter")
        XCTAssertEqual(Lexicon.fold("plain"), "plain")
        XCTAssertEqual(Lexicon.fold("Wi-Fi"[...]), "wi-fi")
        XCTAssertEqual(Lexicon.fold(utf16: ArraySlice("Don’t".utf16)), "don't")
        XCTAssertEqual(Lexicon.fold(utf16: ArraySlice("HomePod".utf16)), "homepod")
    }

    func testEntriesOfAFile() {
        let text = "# header\nsign in  # trailing comment\r\n\n   \nWi-Fi\r\n# done"
        XCTAssertEqual(Lexicon.entries(of: text), ["sign in", "Wi-Fi"])
    }

    func testLexiconBuiltFromFilesReadsEveryList() {
        let lexicon = Lexicon(files: [
            "proper-names": "# names\niPhone\nApple ID\n",
            "verbs": "save saves saved saved saving\n",
            "phrasal-verbs": "back up\n",
        ])
        XCTAssertEqual(lexicon.properNames.dictionary, ["iphone": "iPhone"])
        XCTAssertEqual(lexicon.properPhrases["apple"], [["Apple", "ID"]])
        XCTAssertEqual(lexicon.verbForms["saving"], Lexicon.VerbForm(lemma: "save", kinds: [.gerund]))
        XCTAssertEqual(lexicon.phrasalVerbs, ["back": ["up"]])
        XCTAssertTrue(lexicon.ambiguousNames.isEmpty)
    }
}
