/// Whitespace that no alert text wants: at the start or end of a field, a run of spaces between
/// words, a space before a comma or an ending mark ("deleted ."). Fixing it inside a text is safe
/// (SPEC §2: whitespace fixes preserve meaning); at the ends it is suggested; line breaks are kept.
enum StrayWhitespace {
    /// Punctuation that never follows a space in English copy.
    private static let closingMarks: [Character] = [",", ".", ";", ":", "!", "?"]
    /// Whether a UTF-16 unit is one of ``closingMarks``.
    @inline(__always)
    private static func isClosingMark(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x2C, 0x2E, 0x3B, 0x3A, 0x21, 0x3F: return true
        default: return false
        }
    }

    /// The edits that remove stray whitespace from `text`.
    /// Whitespace where the text joins a composed one ("\n\nPlease try again.", "Saved, but ")
    /// is kept (see ``ComposedText``).
    static func edits(for text: AnalyzedText, lexicon: Lexicon) -> [TextEdit] {
        var edits: [TextEdit] = []
        // Tokens and units read through their buffers: no bounds check per token.
        text.tokens.withUnsafeBufferPointer { tokens in
            text.utf16.withUnsafeBufferPointer { units in
                let last = tokens.count - 1
                for index in 0..<tokens.count where tokens[index].kind == .whitespace {
                    let range = tokens[index].range
                    if index == 0 || index == last {
                        let isJoin =
                            index == 0
                            ? ComposedText.continuesAText(text) : ComposedText.awaitsAText(text, lexicon: lexicon)
                        if !isJoin { edits.append(TextEdit(range: range, replacement: "")) }
                        continue
                    }
                    // Only plain spaces between words: tabs and line breaks may be layout. Most
                    // whitespace is one unit, stray only before punctuation: told by the next
                    // token's kind first.
                    if range.count == 1 {
                        guard tokens[index + 1].kind == .punctuation, units[range.lowerBound] == 0x20 else { continue }
                    } else {
                        guard UnsafeBufferPointer(rebasing: units[range]).allSatisfy({ $0 == 0x20 }) else { continue }
                    }
                    let next = tokens[index + 1]
                    // A closing mark's first unit is the mark: any other token is passed over
                    // without building its text.
                    if next.kind == .punctuation, isClosingMark(units[next.range.lowerBound]),
                        let mark = text.string(of: next).first, closingMarks.contains(mark),
                        !text.string(of: next).hasPrefix("..."), tokens[index - 1].kind != .punctuation
                    {
                        edits.append(TextEdit(range: range, replacement: ""))
                    } else if range.count > 1 {
                        edits.append(TextEdit(range: range, replacement: " "))
                    }
                }
            }
        }
        return edits
    }

    /// A finding with the safe fix for the stray whitespace of one field, or nil when there is none.
    static func finding(ruleID: String, field: AlertField, text: AnalyzedText, lexicon: Lexicon) -> Finding? {
        let edits = edits(for: text, lexicon: lexicon)
        // A field of only whitespace is left alone: removing it all would leave nothing.
        guard !edits.isEmpty, text.tokens.contains(where: { $0.kind != .whitespace }) else { return nil }
        // Space at the ends of a localized string may be meant for code that joins strings: a
        // person should confirm that, so such a fix is suggested; inside the text it is safe.
        let atEnds = edits.contains { $0.range.lowerBound == 0 || $0.range.upperBound == text.utf16.count }
        return Finding(
            ruleID: ruleID, severity: .warning, field: field, range: CaseEdits.span(of: edits),
            message: "Remove the stray whitespace (at the ends, doubled, or before punctuation).",
            fixes: [
                Fix(
                    field: field, change: .edits(edits), safety: atEnds ? .suggested : .safe,
                    summary: "Remove the stray whitespace")
            ])
    }
}
