/// Builds button titles for the button rules' rewrites: the action's verb ("Sign Out",
/// "Empty Trash"), its refusal ("Don't Save"), and a title without a possessive pronoun
/// ("Share My Location" → "Share Location"). Titles come out in title-style capitalization;
/// brands and acronyms keep the lexicon's spelling.
public struct ButtonRewriter: Sendable {
    public let lexicon: Lexicon

    public init(lexicon: Lexicon) { self.lexicon = lexicon }

    /// The title of the button that performs `action`: "Delete", "Sign Out", "Delete All".
    public func actionTitle(for action: ActionVerb) -> String {
        action.words.map(capitalized).joined(separator: " ")
    }

    /// The title of the button that refuses `action`: "Don't Save". `apostrophe` is the one the
    /// alert's own text uses (straight unless the text uses curly ones).
    public func refusalTitle(for action: ActionVerb, apostrophe: Character = "'") -> String {
        "Don\(apostrophe)t "
            + ([action.lemma] + (action.particle.map { [$0] } ?? [])).map(capitalized)
            .joined(separator: " ")
    }

    /// Whether refusing `action` is an outcome of its own ("Don't Save") rather than a Cancel.
    public func refusalIsAnOutcome(_ action: ActionVerb) -> Bool {
        lexicon.contains(action.lemma, in: .declineVerbs)
    }

    /// The edits that remove each possessive pronoun ("my", "your") that precedes a word, with
    /// the space after it: "Delete My Account" → "Delete Account". Empty when there is none.
    public func removingPossessives(from title: AnalyzedText) -> [TextEdit] {
        var edits: [TextEdit] = []
        let tokens = title.tokens
        for (index, token) in tokens.enumerated() where token.kind == .word {
            let word = ActionVerbFinder.normalizedWord(title.string(of: token))
            guard word == "my" || word == "your" else { continue }
            // The possessive must precede a word, separated by one whitespace token.
            guard index + 2 < tokens.count, tokens[index + 1].kind == .whitespace, tokens[index + 2].kind == .word
            else { continue }
            edits.append(TextEdit(range: token.lowerBoundRange(to: tokens[index + 1]), replacement: ""))
        }
        return edits
    }

    /// A word with its first letter capitalized, unless it is a known name or already carries
    /// capitals (iCloud, PIN): those stay as the lexicon spells them or as written.
    func capitalized(_ word: String) -> String {
        let lower = word.lowercased()
        if let name = lexicon.properNames[lower] { return name }
        if word != lower { return word }
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }
}

extension Token {
    /// The range from this token's start to `other`'s end.
    fileprivate func lowerBoundRange(to other: Token) -> Range<Int> { range.lowerBound..<other.range.upperBound }
}
