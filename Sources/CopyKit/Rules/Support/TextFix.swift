/// Builds a fix from edits on one field. Edits that would remove or move a whole opaque span
/// (a quoted name inside a removed sentence) are expressed as a replacement of the field, since
/// edits may not touch opaque spans; the format specifiers and placeholders still have to
/// survive, which the fix applier checks for replacements too.
enum TextFix {
    static func make(
        field: AlertField, text: AnalyzedText, edits: [TextEdit], safety: FixSafety, summary: FindingText
    ) -> Fix {
        // Both in text order, walked together: linear in edits and tokens. The tokens are read in
        // place, the opaque ones not gathered into an array first.
        let tokens = text.tokens
        var next = 0
        var touchesOpaque = false
        for edit in TextEditApplier.sorted(edits) {
            // The next opaque span that ends after the edit starts.
            while next < tokens.count, !tokens[next].isOpaque || tokens[next].range.upperBound <= edit.range.lowerBound
            {
                next += 1
            }
            if next < tokens.count, tokens[next].range.overlaps(edit.range) {
                touchesOpaque = true
                break
            }
        }
        if touchesOpaque {
            return Fix(
                field: field, change: .replacement(TextEditApplier.apply(edits, to: text.text)), safety: safety,
                summary: summary)
        }
        return Fix(field: field, change: .edits(edits), safety: safety, summary: summary)
    }
}
