extension Lexicon {
    /// What kinds of verb form a word looked up is (none for a word that is no verb form), read
    /// by its id: unlike ``verbForm(of:)-(LexiconWord)``, no lemma `String` is built.
    func verbKinds(of word: LexiconWord) -> VerbForm.Kinds {
        word.isKnown ? VerbForm.Kinds(rawValue: table.verbKinds[Int(word.id)]) : []
    }
}
