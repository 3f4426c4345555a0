/// Removing whole sentences from a text, keeping the spacing between the rest clean.
enum SentenceRemoval {
    /// The edit that removes a sentence with the whitespace joining it to the next sentence (or,
    /// for the last sentence, to the previous one).
    static func edit(removing sentence: SentenceSpan, from text: AnalyzedText) -> TextEdit {
        let tokens = text.tokens
        var start = sentence.range.lowerBound
        var end = sentence.range.upperBound
        var following = sentence.tokens.upperBound
        while following < tokens.count, tokens[following].kind == .whitespace { following += 1 }
        if following < tokens.count {
            end = tokens[following].range.lowerBound
        } else {
            end = text.utf16.count
            var previous = sentence.tokens.lowerBound
            while previous > 0, tokens[previous - 1].kind == .whitespace { previous -= 1 }
            start = previous < sentence.tokens.lowerBound ? tokens[previous].range.lowerBound : start
        }
        return TextEdit(range: start..<end, replacement: "")
    }

    /// The fix that removes these sentences: edits, or removing the field when nothing would be left.
    static func fix(removing removed: [SentenceSpan], from text: AnalyzedText, field: AlertField, summary: FindingText)
        -> Fix
    {
        if removesEverySentence(of: text, removed) {
            return Fix(field: field, change: .replacement(nil), safety: .suggested, summary: summary)
        }
        // Removing the last sentence takes the space before it, which the removal of the one
        // before it took too: overlapping or touching removals become one.
        var edits: [TextEdit] = []
        if removed.count == 1 {
            // One removal is in order already: not mapped and sorted into arrays of their own.
            edits = [edit(removing: removed[0], from: text)]
        } else {
            for removal in TextEditApplier.sorted(removed.map { edit(removing: $0, from: text) }) {
                if let last = edits.last, removal.range.lowerBound <= last.range.upperBound {
                    edits[edits.count - 1].range =
                        last.range.lowerBound..<max(last.range.upperBound, removal.range.upperBound)
                } else {
                    edits.append(removal)
                }
            }
        }
        // A run that reaches the end takes the space before it, as removing the last sentence does.
        if let last = edits.last, last.range.upperBound == text.utf16.count {
            let units = text.utf16
            var start = last.range.lowerBound
            while start > 0, units[start - 1] == 0x20 || units[start - 1] == 0x09 || units[start - 1] == 0x0A {
                start -= 1
            }
            edits[edits.count - 1].range = start..<last.range.upperBound
        }
        return TextFix.make(field: field, text: text, edits: edits, safety: .suggested, summary: summary)
    }

    /// Whether every sentence of the text is among `removed`: a handful of removals compared in
    /// place, more hashed into a set once.
    private static func removesEverySentence(of text: AnalyzedText, _ removed: [SentenceSpan]) -> Bool {
        let sentences = text.sentences
        guard removed.count > 8 else {
            return sentences.allSatisfy { sentence in removed.contains { $0.range == sentence.range } }
        }
        let removedRanges = Set(removed.map(\.range))
        return sentences.allSatisfy { removedRanges.contains($0.range) }
    }
}
