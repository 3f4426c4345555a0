/// Button titles analyzed once per run. An app's buttons draw on a small vocabulary ("OK",
/// "Cancel", "Delete", "Not Now"), so the same title comes back alert after alert; its analysis
/// and everything memoized on it (casing edits, button label, action verb) are kept and shared
/// instead of being computed again. Bounded: short titles only, and a fixed number of them.
///
/// The titles are kept in a ``BoundedCache`` hashed over their UTF-8 bytes (FNV-1a): a look-up
/// hashes a few bytes instead of feeding the title to `Hasher`. Titles written with different
/// bytes (a precomposed "é" and "e" with a combining accent) are kept apart, each with the
/// analysis of its own code units.
final class ButtonTextCache: Sendable {
    /// The longest title kept, in UTF-8 bytes: a button label is a word or a few.
    static let maximumLength = 48

    private let titles = BoundedCache<(title: String, text: AnalyzedText)>(maximumCount: 4096)

    /// The analysis of `title`, shared with every earlier alert that had the same title.
    func text(_ title: String, tokenizer: Tokenizer) -> AnalyzedText {
        guard title.utf8.count <= Self.maximumLength else { return AnalyzedText(title, tokenizer: tokenizer) }
        return titles.value(
            hash: StringBytes.hash(title), matching: { StringBytes.same($0.pointee.title, title) },
            make: { (title, AnalyzedText(title, tokenizer: tokenizer)) }, read: { $0.pointee.text })
    }

    /// How many titles are kept (for tests).
    var count: Int { titles.count }
}
