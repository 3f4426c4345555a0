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

    /// The tokens, keys and readings of the full scratch spaces of a long text.
    private struct Spill {
        var tokens: [Token] = []
        var keys: [String] = []
        var known: [LexiconWord] = []

        init(capacity: Int) {
            tokens.reserveCapacity(capacity)
            keys.reserveCapacity(capacity)
            known.reserveCapacity(capacity)
        }
    }

    /// The tokens of `units`, their keys, their reading by `lexicon` and the units, in one storage:
    /// a word is looked up as it is folded; any other token takes its key as
    /// ``AnalyzedText/key(of:in:asciiKeys:)`` makes it. A known word's key is borrowed from the
    /// lexicon's word table, a one-unit ASCII token's from ``AnalyzedText/asciiKeys`` and
    /// whitespace's is the empty literal (``TextStorage``): only the keys built here are owned.
    static func read(_ units: UnsafeBufferPointer<UInt16>, lexicon: Lexicon) -> TextStorage {
        unowned(unsafe) let table = lexicon.table
        return table.strings.withUnsafeBufferPointer { tableKeys in
            AnalyzedText.asciiKeys.withUnsafeBufferPointer { asciiKeys in
                read(units, lexicon: lexicon, tableKeys: tableKeys.baseAddress!, asciiKeys: asciiKeys.baseAddress!)
            }
        }
    }

    private static func read(
        _ units: UnsafeBufferPointer<UInt16>, lexicon: Lexicon, tableKeys: UnsafePointer<String>,
        asciiKeys: UnsafePointer<String>
    ) -> TextStorage {
        // Tokens, keys and readings are written to scratch space on the stack and moved into the
        // storage once counted, with the indices of the keys built here (owned). A text of more
        // tokens than the scratch space holds (rare in alert copy) copies each full scratch
        // space to arrays, which own every key they hold, and goes on.
        var spilled: Spill?
        return withUnsafeTemporaryAllocation(of: Token.self, capacity: scratchCount) { tokenSlots in
            withUnsafeTemporaryAllocation(of: String.self, capacity: scratchCount) { keySlots in
                withUnsafeTemporaryAllocation(of: LexiconWord.self, capacity: scratchCount) { knownSlots in
                    withUnsafeTemporaryAllocation(of: Int32.self, capacity: scratchCount) { ownedSlots in
                        let scanner = TokenScanner(units: units)
                        let token = tokenSlots.baseAddress!
                        let key = keySlots.baseAddress!
                        let reading = knownSlots.baseAddress!
                        let owned = ownedSlots.baseAddress!
                        var count = 0
                        var ownedCount = 0
                        var index = 0
                        while index < units.count {
                            if count == scratchCount {
                                if spilled == nil { spilled = Spill(capacity: units.count / 2 + 1) }
                                spilled!.tokens.append(contentsOf: UnsafeBufferPointer(start: token, count: count))
                                // The array takes a reference to each key; the scratch space lets go
                                // of the keys it owns.
                                spilled!.keys.append(contentsOf: UnsafeBufferPointer(start: key, count: count))
                                for position in 0..<ownedCount { (key + Int(owned[position])).deinitialize(count: 1) }
                                spilled!.known.append(contentsOf: UnsafeBufferPointer(start: reading, count: count))
                                count = 0
                                ownedCount = 0
                            }
                            let (kind, end, plainWordHash) = scanner.token(at: index, hashing: true)
                            let range = index..<end
                            index = end
                            (token + count).initialize(to: Token(kind: kind, range: range))
                            if kind == .word {
                                let (folded, word) =
                                    if let plainWordHash {
                                        lexicon.foldAndLookUp(plainWord: range, in: units, hash: plainWordHash)
                                    } else {
                                        lexicon.foldAndLookUp(utf16: UnsafeBufferPointer(rebasing: units[range]))
                                    }
                                if let folded {
                                    (key + count).initialize(to: folded)
                                    owned[ownedCount] = Int32(truncatingIfNeeded: count)
                                    ownedCount += 1
                                } else {
                                    TextStorage.borrow(tableKeys + Int(word.id), into: key + count)
                                }
                                (reading + count).initialize(to: word)
                            } else {
                                if case .whitespace = kind {
                                    (key + count).initialize(to: "")
                                } else if range.count == 1, units[range.lowerBound] < 0x80 {
                                    TextStorage.borrow(asciiKeys + Int(units[range.lowerBound]), into: key + count)
                                } else {
                                    (key + count).initialize(
                                        to: Lexicon.fold(utf16: UnsafeBufferPointer(rebasing: units[range])))
                                    owned[ownedCount] = Int32(truncatingIfNeeded: count)
                                    ownedCount += 1
                                }
                                (reading + count).initialize(to: .unknown)
                            }
                            count += 1
                        }
                        let spilledCount = spilled?.tokens.count ?? 0
                        return TextStorage.make(
                            tokenCount: spilledCount + count, keyCount: spilledCount + count,
                            knownCount: spilledCount + count,
                            unitCount: units.count,
                            keys: .some(prefix: spilledCount, indexCount: ownedCount, lender: lexicon.table)
                        ) { sections in
                            if let spilled {
                                spilled.tokens.withUnsafeBufferPointer {
                                    sections.tokens.initialize(from: $0.baseAddress!, count: spilledCount)
                                }
                                spilled.keys.withUnsafeBufferPointer {
                                    sections.keys.initialize(from: $0.baseAddress!, count: spilledCount)
                                }
                                spilled.known.withUnsafeBufferPointer {
                                    sections.known.initialize(from: $0.baseAddress!, count: spilledCount)
                                }
                            }
                            (sections.tokens + spilledCount).initialize(from: token, count: count)
                            // Bitwise: the owned keys move, the borrowed ones stay borrowed.
                            (sections.keys + spilledCount).moveInitialize(from: key, count: count)
                            (sections.known + spilledCount).initialize(from: reading, count: count)
                            for position in 0..<ownedCount {
                                sections.ownedKeyIndices[position] =
                                    Int32(truncatingIfNeeded: spilledCount) + owned[position]
                            }
                            if let start = units.baseAddress {
                                sections.units.initialize(from: start, count: units.count)
                            }
                        }
                    }
                }
            }
        }
    }
}
