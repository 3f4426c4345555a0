/// The classification of a text a fix recased, taken from the text it was fixed from when the
/// classifier cannot tell the two apart.
///
/// The classifier reads a text's tokens, their folded keys and lexicon reading (the same in any
/// case), and its units in three places only: whether an ASCII word has a capital after its first
/// letter (a mixed-case name, "iCloud"), the shape of a word beyond ASCII, and whether a
/// one-letter word before a period is "I" or "a" (the splitter's initials). A text that differs
/// from another only in the first letter of ASCII words of two or more letters with no capital
/// after it reads the same in all three.
extension SentenceClassifier {
    /// Whether `text` and `previous` differ only in the case of first letters the classifier does
    /// not read (see above), with the same tokens: `text` then classifies as `previous` does.
    static func classifiesAlike(_ text: AnalyzedText, _ previous: AnalyzedText) -> Bool {
        guard text.tokens.count == previous.tokens.count, text.utf16.count == previous.utf16.count else {
            return false
        }
        return text.tokens.withUnsafeBufferPointer { tokens in
            previous.tokens.withUnsafeBufferPointer { oldTokens in
                text.utf16.withUnsafeBufferPointer { units in
                    previous.utf16.withUnsafeBufferPointer { oldUnits in
                        for index in tokens.indices {
                            let token = tokens[index]
                            guard token.range == oldTokens[index].range, token.kind == oldTokens[index].kind else {
                                return false
                            }
                            let range = token.range
                            guard let first = range.first, units[first] != oldUnits[first] else {
                                for unit in range where units[unit] != oldUnits[unit] { return false }
                                continue
                            }
                            // A changed first letter: of an ASCII word of two or more letters, the
                            // same letter in the other case, with the rest unchanged and no capital.
                            guard token.kind == .word, range.count >= 2, units[first] ^ oldUnits[first] == 0x20,
                                (units[first] | 0x20) &- 0x61 < 26
                            else { return false }
                            for unit in range.dropFirst() {
                                guard units[unit] == oldUnits[unit], units[unit] < 0x80, units[unit] &- 0x41 >= 26
                                else { return false }
                            }
                        }
                        return true
                    }
                }
            }
        }
    }
}

extension Classification {
    /// The classification with its reason quoting `text` (a text that classifies alike, at the
    /// same ranges) instead of the text it was made for.
    func quoting(_ text: AnalyzedText) -> Classification {
        guard case .quoting(let template, _, let first, let second) = explanation else { return self }
        return Classification(
            kind: kind, confidence: confidence, explanation: .quoting(template, text, first, second))
    }
}
