/// A text's tokens with each token's folded key (``AnalyzedText/folded``) and what a lexicon
/// knows of each word's key (``TokenReading/known``), made in the tokenizer's one pass: a plain
/// word is looked up by the hash the scanner took of it, its units not read again to hash them.
enum KeyedTokens {
    /// The tokens of `units`, their keys and their reading by `lexicon`: a word is looked up as it
    /// is folded; any other token takes its key as ``AnalyzedText/key(of:in:asciiKeys:)`` makes it.
    static func read(_ units: [UInt16], lexicon: Lexicon) -> (tokens: [Token], folded: [String], known: [LexiconWord]) {
        let asciiKeys = AnalyzedText.asciiKeys
        let capacity = units.count / 2 + 1
        var tokens: [Token] = []
        var folded: [String] = []
        var known: [LexiconWord] = []
        tokens.reserveCapacity(capacity)
        folded.reserveCapacity(capacity)
        known.reserveCapacity(capacity)
        units.withUnsafeBufferPointer { units in
            let scanner = TokenScanner(units: units)
            var index = 0
            while index < units.count {
                let (kind, end, plainWordHash) = scanner.token(at: index, hashing: true)
                let range = index..<end
                index = end
                tokens.append(Token(kind: kind, range: range))
                if let plainWordHash {
                    let (key, word) = lexicon.foldAndLookUp(plainWord: range, in: units, hash: plainWordHash)
                    folded.append(key)
                    known.append(word)
                } else if kind == .word {
                    let (key, word) = lexicon.foldAndLookUp(utf16: UnsafeBufferPointer(rebasing: units[range]))
                    folded.append(key)
                    known.append(word)
                } else {
                    folded.append(
                        AnalyzedText.key(of: Token(kind: kind, range: range), in: units, asciiKeys: asciiKeys))
                    known.append(.unknown)
                }
            }
        }
        return (tokens, folded, known)
    }
}
