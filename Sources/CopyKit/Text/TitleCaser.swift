/// Apple-style title case ("Couldn't Save the File", "Sign Out of iCloud").
///
/// PLACEHOLDER: the text-engine work replaces this naive version.
public struct TitleCaser: Sendable {
    public let lexicon: Lexicon

    public init(lexicon: Lexicon = .embedded) { self.lexicon = lexicon }

    /// The text in title case.
    public func titleCase(_ text: String) -> String {
        TextEditApplier.apply(edits(for: AnalyzedText(text)), to: text)
    }

    /// The edits that put the analyzed text in title case (only word tokens change).
    public func edits(for text: AnalyzedText) -> [TextEdit] {
        var edits: [TextEdit] = []
        for token in text.words {
            let word = text.string(of: token)
            let cased = word.prefix(1).uppercased() + word.dropFirst()
            if cased != word { edits.append(TextEdit(range: token.range, replacement: cased)) }
        }
        return edits
    }
}
