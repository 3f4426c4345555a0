import Foundation

/// A sentence of an analyzed text: its tokens and its UTF-16 range (first non-space token to
/// the end of its ending punctuation, when it has one).
struct SentenceSpan: Hashable, Sendable {
    /// Indices into `AnalyzedText.tokens`, without leading or trailing whitespace.
    var tokens: Range<Int>
    /// The UTF-16 range of the sentence.
    var range: Range<Int>
    /// The ending punctuation mark's ASCII byte (`.`, `!`, `?`), or 0 when the sentence has none:
    /// a plain value, so that a text's sentences are copied and freed without a reference each.
    var terminatorByte: UInt8

    /// The ending punctuation character (`.`, `!`, `?`), or nil when the sentence has none.
    var terminator: Character? { terminatorByte == 0 ? nil : Character(Unicode.Scalar(terminatorByte)) }
}

extension AnalyzedText {
    /// The lower-cased text of a token with curly apostrophes made straight ("couldn't").
    func normalizedWord(at index: Int) -> String { folded[index] }

    /// Whether the token at `index` is a word (not an opaque span, number or punctuation).
    func isWord(_ index: Int) -> Bool { tokens[index].kind == .word }

    /// The sentences of the text, split after `.`, `!` or `?` followed by a space or the end
    /// (computed once per text).
    var sentences: [SentenceSpan] { memo.sentences { computeSentences() } }

    /// The sentence count most alert texts stay within.
    private static var usualSentenceCount: Int { 4 }

    private func computeSentences() -> [SentenceSpan] {
        var spans: [SentenceSpan] = []
        // Room for the few sentences of most alert texts in one allocation, not grown one by one.
        if !tokens.isEmpty { spans.reserveCapacity(Self.usualSentenceCount) }
        var start: Int?
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .whitespace {
                index += 1
                continue
            }
            if start == nil { start = index }
            if token.kind == .punctuation, let last = endingMark(of: token) {
                var end = index + 1
                // Closing quotes or brackets right after the ending punctuation belong to the sentence.
                while end < tokens.count, tokens[end].kind == .punctuation, startsWithCloser(tokens[end]) {
                    end += 1
                }
                if end == tokens.count || tokens[end].kind == .whitespace, let first = start {
                    spans.append(
                        SentenceSpan(
                            tokens: first..<end,
                            range: tokens[first].range.lowerBound..<tokens[end - 1].range.upperBound,
                            terminatorByte: last))
                    start = nil
                    index = end
                    continue
                }
            }
            index += 1
        }
        if let first = start {
            var last = tokens.count - 1
            while last > first, tokens[last].kind == .whitespace { last -= 1 }
            spans.append(
                SentenceSpan(
                    tokens: first..<(last + 1), range: tokens[first].range.lowerBound..<tokens[last].range.upperBound,
                    terminatorByte: 0))
        }
        return spans
    }

    /// The ASCII byte of the sentence-ending mark (``TextScanning/enders``) a punctuation token
    /// ends with, if any: read from its last code unit when the token is ASCII (each unit a
    /// character of its own).
    private func endingMark(of token: Token) -> UInt8? {
        let units = utf16[token.range]
        if units.allSatisfy({ $0 < 0x80 }) {
            guard let mark = units.last, mark == 0x2E || mark == 0x21 || mark == 0x3F else { return nil }
            return UInt8(truncatingIfNeeded: mark)
        }
        guard let last = string(of: token).last, TextScanning.enders.contains(last) else { return nil }
        return last.asciiValue
    }

    /// Whether a punctuation token starts with a closing quote or bracket (``TextScanning/closers``).
    private func startsWithCloser(_ token: Token) -> Bool {
        let units = utf16[token.range]
        if units.allSatisfy({ $0 < 0x80 }) {
            switch units.first {
            case 0x22, 0x27, 0x29, 0x5D: return true  // " ' ) ]
            default: return false
            }
        }
        guard let first = string(of: token).first else { return false }
        return TextScanning.closers.contains(first)
    }

    /// Whether a token starts with an upper-case letter (``TextScanning/isCapitalized(_:)`` of
    /// its text): an ASCII first code unit answers alone, A–Z being the only upper-case letters
    /// among ASCII, without building the token's text.
    func startsCapitalized(_ token: Token) -> Bool {
        guard let first = token.range.first else { return false }
        let unit = utf16[first]
        if unit < 0x80 { return unit >= 0x41 && unit <= 0x5A }
        return TextScanning.isCapitalized(string(of: token))
    }

    /// The index of the last token that is not whitespace, or nil for a blank text.
    var lastNonSpaceIndex: Int? { tokens.lastIndex { $0.kind != .whitespace } }

    /// The indices of word tokens that belong to a multi-word proper name written with its
    /// capitals ("Find My iPhone"): a pronoun inside one is part of the name, not an address.
    func properPhraseWordIndices(lexicon: Lexicon) -> Set<Int> {
        let wordIndices = tokens.indices.filter { tokens[$0].kind == .word }
        let words = wordIndices.map { string(of: tokens[$0]) }
        var covered: Set<Int> = []
        var position = 0
        while position < words.count {
            if let phrase = lexicon.properPhrase(in: words, at: position),
                zip(words[position...], phrase).allSatisfy({ $0 == $1 || TextScanning.isCapitalized($0) })
            {
                for offset in 0..<phrase.count { covered.insert(wordIndices[position + offset]) }
                position += phrase.count
            } else {
                position += 1
            }
        }
        return covered
    }

    /// The indices of the word tokens within `range` (token indices).
    func wordIndices(in range: Range<Int>) -> [Int] { range.filter { tokens[$0].kind == .word } }
}

extension Token {
    /// A format specifier, String Catalog substitution or placeholder: spans every fix must keep.
    var isProtected: Bool {
        switch kind {
        case .opaque(.formatSpecifier), .opaque(.substitution), .opaque(.placeholder), .opaque(.interpolation):
            return true
        default: return false
        }
    }
}

/// Small text utilities shared by the title and message rules.
enum TextScanning {
    /// The words joined by single spaces, written into a string of their length at once: the
    /// standard library's `joined(separator:)` is reached unspecialized, through its generic
    /// witnesses, at a few hundred instructions a word.
    static func joinedBySpaces(_ words: [String]) -> String {
        var length = max(words.count - 1, 0)
        for word in words { length += word.utf8.count }
        var joined = ""
        joined.reserveCapacity(length)
        for (index, word) in words.enumerated() {
            if index > 0 { joined.append(" ") }
            joined.append(word)
        }
        return joined
    }

    /// A lexicon rule line (`left => right`) split at its arrow into its two sides, each without
    /// the spaces and tabs around it; nil when the line has not exactly one arrow.
    /// The arrow is found in the line's UTF-8 bytes: a split on a `String` separator goes
    /// through the standard library's generic collection search (tens of thousands of
    /// instructions a line, at start-up).
    static func sides(of line: String) -> (left: String, right: String)? {
        let arrow = line.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            var found: Int?
            var index = 0
            while index + 1 < bytes.count {
                if bytes[index] == UInt8(ascii: "="), bytes[index + 1] == UInt8(ascii: ">") {
                    guard found == nil else { return nil }
                    found = index
                    index += 2
                } else {
                    index += 1
                }
            }
            return found
        }
        guard let arrow else {
            let parts = line.split(separator: "=>", omittingEmptySubsequences: false)
            guard parts.count == 2 else { return nil }
            return (String(parts[0]), trimmingSpaces(parts[1]))
        }
        guard let arrow else { return nil }
        let utf8 = line.utf8
        let left = utf8.index(utf8.startIndex, offsetBy: arrow)
        let right = utf8.index(left, offsetBy: 2)
        return (String(line[..<left]), trimmingSpaces(line[right...]))
    }

    /// Text without the spaces and tabs at its ends.
    static func trimmingSpaces(_ text: Substring) -> String {
        var slice = text
        while let first = slice.first, first == " " || first == "\t" { slice = slice.dropFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice = slice.dropLast() }
        return String(slice)
    }

    // A handful of marks: a character is compared with each in turn (equal ASCII characters
    // compare by their bits), not hashed, as a `Set` would.
    static let enders: [Character] = [".", "!", "?"]
    static let closers: [Character] = ["”", "’", "\"", "'", ")", "]", "»"]

    /// Lower-cased with curly apostrophes straightened.
    static func normalize(_ word: String) -> String { Lexicon.fold(word) }

    /// Whether the word starts with an upper-case letter.
    static func isCapitalized(_ word: String) -> Bool {
        guard let first = word.unicodeScalars.first else { return false }
        return first.properties.isUppercase
    }

    /// Whether the word starts with a lower-case letter.
    static func startsLowercase(_ word: String) -> Bool {
        guard let first = word.unicodeScalars.first else { return false }
        return first.properties.isLowercase
    }

    /// The word with its first letter upper-cased, the rest as is.
    static func capitalizingFirst(_ word: String) -> String {
        let bytes = word.utf8
        if let first = bytes.first, first < 0x80, bytes.count == 1 || bytes[bytes.index(after: bytes.startIndex)] < 0x80
        {
            // An ASCII byte before another (or none) is a character of its own: only a-z
            // change, each to its upper-case byte.
            guard first >= 0x61 && first <= 0x7A else { return word }
            return String(unsafeUninitializedCapacity: bytes.count) { buffer in
                // The bytes copied at once where the string holds them in a row.
                let copied = bytes.withContiguousStorageIfAvailable { source in
                    _ = buffer.initialize(fromContentsOf: source)
                    return source.count
                }
                var offset = copied ?? 0
                if copied == nil {
                    for byte in bytes {
                        buffer[offset] = byte
                        offset += 1
                    }
                }
                buffer[0] = first - 0x20
                return offset
            }
        }
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// The word with its first letter lower-cased, the rest as is.
    static func lowercasingFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.lowercased() + word.dropFirst()
    }

    /// "a" or "an" for the word that follows (by its first letter; a few known exceptions).
    static func indefiniteArticle(before word: String) -> String {
        let lower = normalize(word)
        if lower.hasPrefix("uni") || lower.hasPrefix("use") || lower.hasPrefix("one") || lower.hasPrefix("eu") {
            return "a"
        }
        if lower.hasPrefix("hour") || lower.hasPrefix("honest") { return "an" }
        guard let first = lower.first else { return "a" }
        return "aeiou".contains(first) ? "an" : "a"
    }

    /// The apostrophe a text uses for contractions: curly when it has one, straight otherwise.
    static func apostrophe(in text: String) -> String { text.unicodeScalars.contains("\u{2019}") ? "’" : "'" }
}
