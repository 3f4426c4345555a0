/// A text's tokens with each token's folded key (``AnalyzedText/folded``) and what a lexicon
/// knows of each word's key (``TokenReading/known``), made in the tokenizer's one pass: a plain
/// word is looked up by the hash the scanner took of it, its units not read again to hash them.
enum KeyedTokens {
    /// How many tokens, keys and readings the scratch space holds: as many as fit in the kilobyte
    /// that a temporary allocation takes on the stack (a larger one is allocated on the heap).
    static let scratchCount = max(
        1024
            / max(MemoryLayout<Token>.stride, MemoryLayout<String>.stride, MemoryLayout<LexiconWord>.stride),
        1)

    /// The tokens of `units`, their keys, their reading by `lexicon` and the units, in one storage:
    /// a word is looked up as it is folded; any other token takes its key as
    /// ``AnalyzedText/key(of:in:asciiKeys:)`` makes it.
    static func read(_ units: UnsafeBufferPointer<UInt16>, lexicon: Lexicon) -> TextStorage {
        let asciiKeys = AnalyzedText.asciiKeys
        // Tokens, keys and readings are written to scratch space on the stack and moved into the
        // storage once counted. A text of more tokens than the scratch space holds (rare in alert
        // copy) moves each full scratch space to arrays and goes on.
        var spilledTokens: [Token] = []
        var spilledKeys: [String] = []
        var spilledKnown: [LexiconWord] = []
        return withUnsafeTemporaryAllocation(of: Token.self, capacity: scratchCount) { tokenSlots in
            withUnsafeTemporaryAllocation(of: String.self, capacity: scratchCount) { keySlots in
                withUnsafeTemporaryAllocation(of: LexiconWord.self, capacity: scratchCount) { knownSlots in
                    let scanner = TokenScanner(units: units)
                    let token = tokenSlots.baseAddress!
                    let key = keySlots.baseAddress!
                    let reading = knownSlots.baseAddress!
                    var count = 0
                    var index = 0
                    while index < units.count {
                        if count == scratchCount {
                            if spilledTokens.isEmpty {
                                spilledTokens.reserveCapacity(units.count / 2 + 1)
                                spilledKeys.reserveCapacity(units.count / 2 + 1)
                                spilledKnown.reserveCapacity(units.count / 2 + 1)
                            }
                            spilledTokens.append(contentsOf: UnsafeBufferPointer(start: token, count: count))
                            spilledKeys.append(contentsOf: UnsafeBufferPointer(start: key, count: count))
                            key.deinitialize(count: count)
                            spilledKnown.append(contentsOf: UnsafeBufferPointer(start: reading, count: count))
                            count = 0
                        }
                        let (kind, end, plainWordHash) = scanner.token(at: index, hashing: true)
                        let range = index..<end
                        index = end
                        (token + count).initialize(to: Token(kind: kind, range: range))
                        if let plainWordHash {
                            let (folded, word) = lexicon.foldAndLookUp(plainWord: range, in: units, hash: plainWordHash)
                            (key + count).initialize(to: folded)
                            (reading + count).initialize(to: word)
                        } else if kind == .word {
                            let (folded, word) = lexicon.foldAndLookUp(
                                utf16: UnsafeBufferPointer(rebasing: units[range]))
                            (key + count).initialize(to: folded)
                            (reading + count).initialize(to: word)
                        } else {
                            (key + count).initialize(
                                to: AnalyzedText.key(
                                    of: Token(kind: kind, range: range), in: units, asciiKeys: asciiKeys))
                            (reading + count).initialize(to: .unknown)
                        }
                        count += 1
                    }
                    let spilled = spilledTokens.count
                    return TextStorage.make(
                        tokenCount: spilled + count, keyCount: spilled + count, knownCount: spilled + count,
                        unitCount: units.count
                    ) { sections in
                        if spilled > 0 {
                            spilledTokens.withUnsafeBufferPointer {
                                sections.tokens.initialize(from: $0.baseAddress!, count: spilled)
                            }
                            spilledKeys.withUnsafeBufferPointer {
                                sections.keys.initialize(from: $0.baseAddress!, count: spilled)
                            }
                            spilledKnown.withUnsafeBufferPointer {
                                sections.known.initialize(from: $0.baseAddress!, count: spilled)
                            }
                        }
                        (sections.tokens + spilled).initialize(from: token, count: count)
                        (sections.keys + spilled).moveInitialize(from: key, count: count)
                        (sections.known + spilled).initialize(from: reading, count: count)
                        if let start = units.baseAddress { sections.units.initialize(from: start, count: units.count) }
                    }
                }
            }
        }
    }
}
