/// The multi-word proper names (``Lexicon/properPhrases``) laid out once per lexicon for the
/// classifier and the casers, which ask at every word that may start one. A first word's phrases
/// (longest first) are a range of ``phrases``, found by the word as a text's reading knows it;
/// the words of all phrases sit in flat arrays, each a ``LexiconKey`` (compared by id, not by
/// text) with its spelling; whether a phrase is also a common phrase is decided here. A text
/// refers to a spelling by its index in ``spellings``: nothing is looked up by text, folded,
/// joined or copied per text.
struct ProperPhrases: Sendable {
    /// One multi-word name.
    struct Phrase: Sendable {
        /// Where its words are in ``ProperPhrases/words`` and ``ProperPhrases/spellings``.
        let words: Range<Int>
        /// The name is also a common phrase ("Find My"): in ``WordClasses/ambiguousNames``.
        let isAmbiguous: Bool
    }

    let phrases: [Phrase]
    /// The words of every phrase, folded, phrase after phrase.
    let words: [LexiconKey]
    /// Each word of ``words`` as the name spells it ("Apple", "ID").
    let spellings: [String]
    private let byFirstWord: LexiconKeyed<Range<Int>>

    /// The table of each lexicon, built once per run however many word classes are made (the
    /// text engine's, the name learner's), the embedded lexicon's when first asked for.
    static let derived = LexiconDerived<ProperPhrases> { lexicon, _ in ProperPhrases(lexicon: lexicon) }

    init(lexicon: Lexicon) {
        let ambiguousNames = lexicon.sets["ambiguous-names", default: lexicon.sets.none]
        var phrases: [Phrase] = []
        var words: [LexiconKey] = []
        var spellings: [String] = []
        var byFirstWord: [String: Range<Int>] = [:]
        for (firstWord, candidates) in lexicon.properPhrases {
            let first = phrases.count
            for candidate in candidates {
                let start = words.count
                for word in candidate {
                    words.append(LexiconKey(folded: WordClasses.fold(word), lexicon: lexicon))
                    spellings.append(word)
                }
                phrases.append(
                    Phrase(
                        words: start..<words.count,
                        isAmbiguous: ambiguousNames.contains(WordClasses.fold(candidate.joined(separator: " ")))))
            }
            byFirstWord[firstWord] = first..<phrases.count
        }
        self.phrases = phrases
        self.words = words
        self.spellings = spellings
        self.byFirstWord = LexiconKeyed(byFirstWord, lexicon: lexicon)
    }

    /// The indices in ``phrases`` of the phrases, longest first, that start with a text's word
    /// (`known` as its reading knows it, `folded` its folded text); empty for none.
    @inline(__always)
    func candidates(_ known: LexiconWord, folded: String) -> Range<Int> {
        byFirstWord.value(known, folded: folded) ?? 0..<0
    }
}
