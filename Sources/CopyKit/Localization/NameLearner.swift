/// Learns proper names from a file's own strings (SPEC §4): a capitalized word that appears
/// mid-sentence in sentence-style sentences of at least two strings, and never in lower case, is
/// treated as a name ("Trailhead", "Pocket"), so sentence case keeps it.
///
/// Only sentence-style sentences are evidence. A title-style string or sentence ("Secure Notes",
/// "Open App") capitalizes common words by convention, and the first word of a sentence — after
/// `.`, `!`, `?`, `:`, `;`, a line break or an opening bracket — is capitalized whatever it is.
/// Quoted text and other opaque spans are not read. A common word of the lexicon (a function word,
/// a verb form, an everyday word of app copy such as "app", "folder", "secure") needs stronger
/// evidence: capitalized in at least three strings.
public enum NameLearner {
    /// How many strings must capitalize a common word mid-sentence before it is a name.
    static let minimumStringsForCommonWords = 3

    /// The learned names in `values`, each spelled as first written.
    public static func names(in values: [String], minimumStrings: Int = 2, lexicon: Lexicon = .embedded) -> Set<String>
    {
        let classes = WordClasses(lexicon: lexicon)
        let everydayWords = lexicon.sets["everyday-words", default: lexicon.sets.none]
        // The strings are read in runs on every core, and the runs' evidence joined in order:
        // counts add up, and a spelling from an earlier run comes first.
        let runs = ConcurrentMapping.runs(of: values.count).concurrentMap(minimumChunk: 1) { run in
            Evidence(values[run], classes: classes)
        }
        var evidence = Evidence()
        for run in runs { evidence.append(run) }
        var names: Set<String> = []
        for (folded, count) in evidence.capitalizedStrings where !evidence.writtenLowercase.contains(folded) {
            let isCommon = classes.isCommonWord(folded) || everydayWords.contains(folded)
            let needed = isCommon ? max(minimumStrings, minimumStringsForCommonWords) : minimumStrings
            if count >= needed, let spelling = evidence.spellings[folded] { names.insert(spelling) }
        }
        return names
    }

    /// What some strings tell about their words: in how many strings each folded word is
    /// capitalized mid-sentence in a sentence-style sentence, its first spelling so, and the words
    /// written in lower case somewhere.
    private struct Evidence: Sendable {
        var capitalizedStrings: [String: Int] = [:]
        var spellings: [String: String] = [:]
        var writtenLowercase: Set<String> = []

        init() {}

        init(_ values: ArraySlice<String>, classes: WordClasses) {
            for value in values {
                let text = AnalyzedText(value)
                var seen: Set<String> = []
                for sentence in NameLearner.sentences(of: text) {
                    for word in sentence where !word.startsUppercase {
                        writtenLowercase.insert(word.folded)
                    }
                    guard NameLearner.isSentenceStyled(sentence, classes: classes) else { continue }
                    for word in sentence.dropFirst() where word.startsUppercase && NameLearner.isNameShaped(word.text) {
                        guard seen.insert(word.folded).inserted else { continue }
                        capitalizedStrings[word.folded, default: 0] += 1
                        if spellings[word.folded] == nil { spellings[word.folded] = String(word.text) }
                    }
                }
            }
        }

        /// Adds the evidence of the strings after these.
        mutating func append(_ later: Evidence) {
            capitalizedStrings.merge(later.capitalizedStrings, uniquingKeysWith: +)
            spellings.merge(later.spellings) { earlier, _ in earlier }
            writtenLowercase.formUnion(later.writtenLowercase)
        }
    }

    /// A word of a sentence: as written and folded, and whether it starts in upper case
    /// (``WordShape/startsUppercase(_:)``, read once for every question about it).
    private struct SentenceWord {
        let text: Substring
        let folded: String
        let startsUppercase: Bool

        init(text: Substring, folded: String) {
            self.text = text
            self.folded = folded
            startsUppercase = WordShape.startsUppercase(text)
        }
    }

    /// The words of each sentence, in order. A sentence ends at `.`, `!`, `?`, `…`, `:`, `;`, a
    /// line break or an opening bracket; opaque spans (quoted names, specifiers, URLs) are skipped.
    private static func sentences(of text: AnalyzedText) -> [[SentenceWord]] {
        var result: [[SentenceWord]] = []
        var current: [SentenceWord] = []
        func close() {
            if !current.isEmpty { result.append(current) }
            current = []
        }
        for (index, token) in text.tokens.enumerated() {
            switch token.kind {
            case .word:
                current.append(SentenceWord(text: Substring(text.string(of: token)), folded: text.folded[index]))
            case .punctuation:
                let mark = text.utf16[token.range.lowerBound]
                if Self.sentenceBreaks.contains(mark) { close() }
            case .whitespace:
                if text.utf16[token.range].contains(where: { $0 == 0x0A || $0 == 0x0D || $0 == 0x2028 || $0 == 0x2029 })
                {
                    close()
                }
            case .number, .opaque:
                continue
            }
        }
        close()
        return result
    }

    /// `.` `!` `?` `…` `:` `;` `(` `[` and their full-width forms.
    private static let sentenceBreaks: Set<UInt16> = [
        0x2E, 0x21, 0x3F, 0x2026, 0x3A, 0x3B, 0x28, 0x5B, 0x3002, 0xFF01, 0xFF1F, 0xFF1A,
    ]

    /// A sentence of three or more words in which fewer than half of the words after the first are
    /// capitalized: not a title ("Delete From Trailhead Now") nor a label.
    private static func isSentenceStyled(_ sentence: [SentenceWord], classes: WordClasses) -> Bool {
        guard sentence.count >= 3 else { return false }
        // The words after the first but "I" and its contractions, counted in one pass.
        var count = 0
        var capitalized = 0
        for word in sentence.dropFirst() where word.folded != "i" && !word.folded.hasPrefix("i'") {
            count += 1
            guard word.startsUppercase else { continue }
            if classes.functionWords.contains(word.folded) { return false }
            capitalized += 1
        }
        return count > 0 && capitalized * 2 < count
    }

    /// Capitalized with the rest in lower case ("Trailhead"; not "I", "iCloud" or "PIN", which the
    /// casers keep anyway).
    private static func isNameShaped(_ word: Substring) -> Bool {
        guard WordShape.startsUppercase(word), word != "I" else { return false }
        return word.dropFirst().allSatisfy { !$0.isUppercase }
    }
}
