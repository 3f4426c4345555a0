/// Pieces of a larger text that the app composes in code: a localized value that starts or ends
/// with a line break ("\n\nPlease try again later."), or ends with a space after a comma, a colon
/// or a joining word ("Your changes were saved, but "). Its whitespace at the joins is meant, and
/// a sentence is what the whole text makes, not the piece.
enum ComposedText {
    /// The text begins with whitespace holding a line break: it continues a text before it.
    static func continuesAText(_ text: AnalyzedText) -> Bool {
        guard let first = text.tokens.first, first.kind == .whitespace else { return false }
        return holdsLineBreak(first, in: text)
    }

    /// The text ends with whitespace holding a line break, or with a space after a comma, a
    /// colon, a dash or an article, conjunction or short preposition: a text follows it.
    static func awaitsAText(_ text: AnalyzedText, lexicon: Lexicon) -> Bool {
        guard let last = text.tokens.last, last.kind == .whitespace, text.tokens.count > 1 else { return false }
        if holdsLineBreak(last, in: text) { return true }
        let before = text.tokens[text.tokens.count - 2]
        switch before.kind {
        case .punctuation:
            return [",", ":", ";", "—", "–", "-"].contains(text.string(of: before))
        case .word:
            return lexicon.smallWords.contains(text.folded[text.tokens.count - 2])
        default:
            return false
        }
    }

    /// The text holds run-time values and nothing else but spacing and punctuation ("%@",
    /// "\(error)", "%#@tabs@").
    static func isOnlyRunTimeValues(_ text: AnalyzedText) -> Bool {
        var values = 0
        for token in text.tokens {
            if token.isProtected {
                values += 1
                continue
            }
            switch token.kind {
            case .whitespace, .punctuation: continue
            default: return false
            }
        }
        return values > 0
    }

    /// The text is a piece of a composed one, at either end.
    static func isPiece(_ text: AnalyzedText, lexicon: Lexicon) -> Bool {
        continuesAText(text) || awaitsAText(text, lexicon: lexicon)
    }

    private static func holdsLineBreak(_ token: Token, in text: AnalyzedText) -> Bool {
        text.utf16[token.range].contains { $0 == 0x0A || $0 == 0x0D || $0 == 0x2028 || $0 == 0x2029 }
    }

    /// Whether the word at `index` labels a technical detail supplied at run time rather than
    /// telling the person about an error: "error: %@", "Error code %ld", "(error %d)", "a
    /// download error: “%@”". Up to one word ("code", "domain"), a colon or "#" may come
    /// between the word and the value. A text that ends with the label and its colon
    /// ("… because of an error:") is a lead-in the app completes with the detail.
    static func labelsARunTimeValue(_ text: AnalyzedText, wordAt index: Int) -> Bool {
        var next = index + 1
        var wordsBetween = 0
        var colon = false
        while next < text.tokens.count {
            let token = text.tokens[next]
            // A value, or a value in quotes (“%@”), after the label.
            if token.isProtected
                || token.kind == .opaque(.quoted) && ["%", "\\(", "{"].contains(where: text.string(of: token).contains)
            {
                return true
            }
            switch token.kind {
            case .whitespace:
                break
            case .punctuation where [":", "#", "="].contains(text.string(of: token)):
                colon = colon || text.string(of: token) == ":"
            case .word where wordsBetween == 0 && labelWords.contains(text.folded[next]):
                wordsBetween += 1
            default:
                return false
            }
            next += 1
        }
        return colon
    }

    /// Words between "error" and its value in a technical label.
    private static let labelWords: Set<String> = [
        "code", "domain", "description", "details", "message", "number", "id",
    ]
}
