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
    static func fix(removing removed: [SentenceSpan], from text: AnalyzedText, field: AlertField, summary: String)
        -> Fix
    {
        let all = text.sentences
        if all.allSatisfy({ sentence in removed.contains { $0.range == sentence.range } }) {
            return Fix(field: field, change: .replacement(nil), safety: .suggested, summary: summary)
        }
        return TextFix.make(
            field: field, text: text, edits: removed.map { edit(removing: $0, from: text) }, safety: .suggested,
            summary: summary)
    }
}
