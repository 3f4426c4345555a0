extension Lexicon {
    /// What kinds of verb form a word looked up is (none for a word that is no verb form), read
    /// by its id: unlike ``verbForm(of:)-(LexiconWord)``, no lemma `String` is built.
    func verbKinds(of word: LexiconWord) -> VerbForm.Kinds {
        word.isKnown ? VerbForm.Kinds(rawValue: table.verbKinds[Int(word.id)]) : []
    }

    /// ``verbForm(of:)-(LexiconWord)`` of the word looked up as `key`: a form that is its own
    /// lemma ("save") takes `key` as the lemma instead of building it again from the table.
    func verbForm(of word: LexiconWord, key: String) -> VerbForm? {
        guard word.isKnown else { return nil }
        let kinds = table.verbKinds[Int(word.id)]
        guard kinds != 0 else { return nil }
        let lemma = table.verbLemmas[Int(word.id)]
        return VerbForm(lemma: lemma == word.id ? key : table.word(lemma), kinds: VerbForm.Kinds(rawValue: kinds))
    }
}
