/// Builds button titles for the button rules' rewrites: the action's verb ("Sign Out",
/// "Empty Trash"), its refusal ("Don't Save"), and a title without a possessive pronoun
/// ("Share My Location" → "Share Location"). Titles come out in title-style capitalization;
/// brands and acronyms keep the lexicon's spelling.
public struct ButtonRewriter: Sendable {
    public let lexicon: Lexicon

    public init(lexicon: Lexicon) { self.lexicon = lexicon }

    /// The title of the button that performs `action`: "Delete", "Sign Out", "Delete All".
    public func actionTitle(for action: ActionVerb) -> String {
        var title = capitalized(action.lemma)
        if let particle = action.particle {
            title.append(" ")
            title.append(capitalized(particle))
        }
        for word in action.complement {
            title.append(" ")
            title.append(capitalized(word))
        }
        return title
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
        // An ASCII word is read as bytes: no lower-cased copy when it has no capital, and its
        // first letter raised in place.
        if let ascii = Self.asciiCapitalized(word, lexicon: lexicon) { return ascii }
        let lower = word.lowercased()
        if let name = lexicon.properNames[lower] { return name }
        if word != lower { return word }
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }
}

extension ButtonRewriter {
    /// ``capitalized(_:)`` of an ASCII word, or nil when the word holds a byte past ASCII.
    fileprivate static func asciiCapitalized(_ word: String, lexicon: Lexicon) -> String? {
        var word = word
        let (isASCII, hasCapital) = word.withUTF8 { bytes in
            (bytes.allSatisfy { $0 < 0x80 }, bytes.contains { $0 >= 0x41 && $0 <= 0x5A })
        }
        guard isASCII else { return nil }
        if hasCapital { return lexicon.properNames[asciiLowercased(word)] ?? word }
        if let name = lexicon.properNames[word] { return name }
        guard let first = word.utf8.first, first >= 0x61, first <= 0x7A else { return word }
        return replacingBytes(of: word) { $0 == 0 ? first - 0x20 : $1 }
    }

    /// An ASCII word with its capitals lowered.
    private static func asciiLowercased(_ word: String) -> String {
        replacingBytes(of: word) { $1 >= 0x41 && $1 <= 0x5A ? $1 + 0x20 : $1 }
    }

    /// The word with each byte replaced by `replacement(offset, byte)`, built in one copy.
    private static func replacingBytes(of word: String, _ replacement: (Int, UInt8) -> UInt8) -> String {
        let count = word.utf8.count
        return String(unsafeUninitializedCapacity: count) { buffer in
            for (offset, byte) in word.utf8.enumerated() { buffer[offset] = replacement(offset, byte) }
            return count
        }
    }
}

extension Token {
    /// The range from this token's start to `other`'s end.
    fileprivate func lowerBoundRange(to other: Token) -> Range<Int> { range.lowerBound..<other.range.upperBound }
}
