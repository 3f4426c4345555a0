/// The keys and lexicon reading of a text a fix recased or gave ending punctuation, taken from
/// the text it was fixed from: a fold ignores case, and punctuation has no reading.
extension AnalyzedText {
    /// A storage of `tokens` and `units` with their keys and reading taken from `previous`, the
    /// text before a fix, when the fix changed nothing a key or a reading depends on: each unit
    /// of `previous` is the same or the same ASCII letter in the other case (a fold ignores
    /// case), the tokens of `previous` are the first tokens of the text, and any token after them
    /// is punctuation (which has no reading). The caller has checked the units (``sameLetters(_:_:)``). Nil otherwise: the
    /// text is then folded and looked up as new. A title recased by title-case or a message given
    /// its period shares its keys and reading with the text it was fixed from: its storage then
    /// holds no keys and no reading.
    static func reusedKeysAndReading(
        of tokens: [Token], in units: UnsafeBufferPointer<UInt16>, previous: AnalyzedText, lexicon: Lexicon
    ) -> TextStorage? {
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
        let oldKeys = previous.folded
        // The same tokens: the keys and reading stay in the storage of `previous`.
        let keyCount = tokens.count > oldTokens.count ? tokens.count : 0
        let storage = TextStorage.make(
            tokenCount: tokens.count, keyCount: keyCount, knownCount: keyCount, unitCount: units.count
        ) { sections in
            tokens.withUnsafeBufferPointer { sections.tokens.initialize(from: $0.baseAddress!, count: $0.count) }
            if let start = units.baseAddress { sections.units.initialize(from: start, count: units.count) }
            guard keyCount > 0 else { return }
            for index in 0..<oldTokens.count {
                (sections.keys + index).initialize(to: oldKeys[index])
                (sections.known + index).initialize(to: known[index])
            }
            for index in oldTokens.count..<tokens.count {
                (sections.keys + index).initialize(to: key(of: tokens[index], in: units))
                (sections.known + index).initialize(to: .unknown)
            }
        }
        return storage
    }

    /// Whether `new` starts with `old`'s units, each the same or the same ASCII letter in the
    /// other case; compared four units at a time.
    static func sameLetters(_ old: UnsafeBufferPointer<UInt16>, _ new: UnsafeBufferPointer<UInt16>) -> Bool {
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
