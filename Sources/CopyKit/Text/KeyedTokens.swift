/// A text's tokens with each token's folded key (``AnalyzedText/folded``) and what a lexicon
/// knows of each word's key (``TokenReading/known``), made in the tokenizer's one pass: a plain
/// word is looked up by the hash the scanner took of it, its units not read again to hash them.
enum KeyedTokens {
    /// The tokens of `units`, their keys and their reading by `lexicon`: a word is looked up as it
    /// is folded; any other token takes its key as ``AnalyzedText/key(of:in:asciiKeys:)`` makes it.
    static func read(_ units: [UInt16], lexicon: Lexicon) -> (tokens: [Token], folded: [String], known: [LexiconWord]) {
        let asciiKeys = AnalyzedText.asciiKeys
        var folded: [String] = []
        folded.reserveCapacity(units.count / 2 + 1)
        // Tokens and readings, plain values, are written to scratch space with room for a token
        // per unit and copied into arrays of their exact count: no uniqueness check per append.
        // At least one slot: an empty text's scratch space still has an address.
        let slots = max(units.count, 1)
        return units.withUnsafeBufferPointer { units in
            withUnsafeTemporaryAllocation(of: Token.self, capacity: slots) { tokenSlots in
                withUnsafeTemporaryAllocation(of: LexiconWord.self, capacity: slots) { knownSlots in
                    let scanner = TokenScanner(units: units)
                    let token = tokenSlots.baseAddress!
                    let reading = knownSlots.baseAddress!
                    var count = 0
                    var index = 0
                    while index < units.count {
                        let (kind, end, plainWordHash) = scanner.token(at: index, hashing: true)
                        let range = index..<end
                        index = end
                        (token + count).initialize(to: Token(kind: kind, range: range))
                        if let plainWordHash {
                            let (key, word) = lexicon.foldAndLookUp(plainWord: range, in: units, hash: plainWordHash)
                            folded.append(key)
                            (reading + count).initialize(to: word)
                        } else if kind == .word {
                            let (key, word) = lexicon.foldAndLookUp(utf16: UnsafeBufferPointer(rebasing: units[range]))
                            folded.append(key)
                            (reading + count).initialize(to: word)
                        } else {
                            folded.append(
                                AnalyzedText.key(of: Token(kind: kind, range: range), in: units, asciiKeys: asciiKeys))
                            (reading + count).initialize(to: .unknown)
                        }
                        count += 1
                    }
                    return (
                        Array(UnsafeBufferPointer(start: token, count: count)), folded,
                        Array(UnsafeBufferPointer(start: reading, count: count))
                    )
                }
            }
        }
    }
}
