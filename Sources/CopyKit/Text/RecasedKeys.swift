/// The keys and lexicon reading of a text a fix recased or gave ending punctuation, taken from
/// the text it was fixed from: a fold ignores case, and punctuation has no reading.
extension AnalyzedText {
    /// The folded keys and reading of `tokens` taken from `previous`, the text before a fix, when
    /// the fix changed nothing a key or a reading depends on: each unit of `previous` is the same
    /// or the same ASCII letter in the other case (a fold ignores case), the tokens of `previous`
    /// are the first tokens of the text, and any token after them is punctuation (which has no
    /// reading). The caller has checked the units (``sameLetters(_:_:)``). Nil otherwise: the
    /// text is then folded and looked up as new. A title recased by title-case or a message given
    /// its period shares its keys and reading with the text it was fixed from.
    static func reusedKeysAndReading(
        of tokens: [Token], in utf16: [UInt16], previous: AnalyzedText, lexicon: Lexicon
    ) -> (folded: [String], known: [LexiconWord])? {
        let oldTokens = previous.tokens
        guard oldTokens.count <= tokens.count else { return nil }
        // The same tokens, then punctuation alone: read through buffers, no copy or retain a token.
        let sameTokens = oldTokens.withUnsafeBufferPointer { old in
            tokens.withUnsafeBufferPointer { new in
                for index in old.indices
                where new[index].range != old[index].range || new[index].kind != old[index].kind {
                    return false
                }
                for index in old.count..<new.count where new[index].kind != .punctuation { return false }
                return true
            }
        }
        guard sameTokens else { return nil }
        let known = previous.reading(lexicon).known
        guard tokens.count > oldTokens.count else { return (previous.folded, known) }
        var folded: [String] = []
        var reading: [LexiconWord] = []
        folded.reserveCapacity(tokens.count)
        reading.reserveCapacity(tokens.count)
        folded.append(contentsOf: previous.folded)
        reading.append(contentsOf: known)
        utf16.withUnsafeBufferPointer { units in
            for index in oldTokens.count..<tokens.count {
                folded.append(key(of: tokens[index], in: units))
                reading.append(.unknown)
            }
        }
        return (folded, reading)
    }

    /// Whether `new` starts with `old`'s units, each the same or the same ASCII letter in the
    /// other case; compared four units at a time.
    static func sameLetters(_ old: [UInt16], _ new: [UInt16]) -> Bool {
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                guard old.count <= new.count else { return false }
                guard let oldStart = old.baseAddress, let newStart = new.baseAddress else { return true }
                let oldBytes = UnsafeRawPointer(oldStart)
                let newBytes = UnsafeRawPointer(newStart)
                var index = 0
                while index < old.count {
                    if index + 4 <= old.count,
                        oldBytes.loadUnaligned(fromByteOffset: 2 * index, as: UInt64.self)
                            == newBytes.loadUnaligned(fromByteOffset: 2 * index, as: UInt64.self)
                    {
                        index += 4
                        continue
                    }
                    let unit = old[index]
                    if unit != new[index] && (unit ^ new[index] != 0x20 || (unit | 0x20) &- 0x61 >= 26) { return false }
                    index += 1
                }
                return true
            }
        }
    }
}
