/// The closed word classes the classifier asks of every word, as masks over the lists a word is
/// in (``LexiconWord/lists``): a class test is a bit test on what the text's reading already
/// holds, with no ``WordList`` copied or asked.
struct WordClassMasks: Sendable {
    let auxiliaries: UInt64
    let pronouns: UInt64
    let pronounContractions: UInt64
    let determiners: UInt64
    let questionWords: UInt64
    let prepositions: UInt64
    let conjunctions: UInt64
    let adverbs: UInt64
    /// Every closed-class word (``WordClasses/functionWords``).
    let functionWords: UInt64

    init(_ classes: WordClasses) {
        func mask(_ list: WordList) -> UInt64 {
            // The lexicon's own lists (``WordLists``) leave no word out: the mask alone says.
            assert(list.excluded.isEmpty)
            return list.mask
        }
        auxiliaries = mask(classes.auxiliaries)
        pronouns = mask(classes.pronouns)
        pronounContractions = mask(classes.pronounContractions)
        determiners = mask(classes.determiners)
        questionWords = mask(classes.questionWords)
        prepositions = mask(classes.prepositions)
        conjunctions = mask(classes.conjunctions)
        adverbs = mask(classes.adverbs)
        functionWords = mask(classes.functionWords)
    }
}
