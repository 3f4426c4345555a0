/// A text's tokens with each token's folded key (``AnalyzedText/folded``) and what a lexicon
/// knows of each word's key (``TokenReading/known``), made in the tokenizer's one pass: a plain
/// word is looked up by the hash the scanner took of it, its units not read again to hash them.
enum KeyedTokens {
    /// How many tokens and readings the scratch space holds: as many as fit in the kilobyte that
    /// a temporary allocation takes on the stack (a larger one is allocated on the heap).
    static let scratchCount = max(1024 / max(MemoryLayout<Token>.stride, MemoryLayout<LexiconWord>.stride), 1)

    /// The tokens of `units`, their keys and their reading by `lexicon`: a word is looked up as it
    /// is folded; any other token takes its key as ``AnalyzedText/key(of:in:asciiKeys:)`` makes it.
    static func read(_ units: [UInt16], lexicon: Lexicon) -> (tokens: [Token], folded: [String], known: [LexiconWord]) {
        let asciiKeys = AnalyzedText.asciiKeys
        var folded: [String] = []
        folded.reserveCapacity(units.count / 2 + 1)
        // Tokens and readings, plain values, are written to scratch space on the stack and copied
        // into arrays of their exact count: no uniqueness check per append. A text of more tokens
        // than the scratch space holds (rare in alert copy) moves each full scratch space to
        // arrays and goes on.
        var spilledTokens: [Token] = []
        var spilledKnown: [LexiconWord] = []
        return units.withUnsafeBufferPointer { units in
            withUnsafeTemporaryAllocation(of: Token.self, capacity: scratchCount) { tokenSlots in
                withUnsafeTemporaryAllocation(of: LexiconWord.self, capacity: scratchCount) { knownSlots in
                    let scanner = TokenScanner(units: units)
                    let token = tokenSlots.baseAddress!
                    let reading = knownSlots.baseAddress!
                    var count = 0
                    var index = 0
                    while index < units.count {
                        if count == scratchCount {
                            if spilledTokens.isEmpty {
                                spilledTokens.reserveCapacity(units.count / 2 + 1)
                                spilledKnown.reserveCapacity(units.count / 2 + 1)
                            }
                            spilledTokens.append(contentsOf: UnsafeBufferPointer(start: token, count: count))
                            spilledKnown.append(contentsOf: UnsafeBufferPointer(start: reading, count: count))
                            count = 0
                        }
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
                    guard spilledTokens.isEmpty else {
                        spilledTokens.append(contentsOf: UnsafeBufferPointer(start: token, count: count))
                        spilledKnown.append(contentsOf: UnsafeBufferPointer(start: reading, count: count))
                        return (spilledTokens, folded, spilledKnown)
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
