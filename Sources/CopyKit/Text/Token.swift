/// A span no rule may change: format specifiers, placeholders, URLs, quoted names, hashtags.
public enum OpaqueKind: String, Hashable, Sendable, Codable {
    /// `%@`, `%d`, `%1$@`, `%.2f`, `%%`, `%lld` …
    case formatSpecifier
    /// `%#@name@` (stringsdict / String Catalog variable), `%arg`.
    case substitution
    /// `{name}`, `${name}`.
    case placeholder
    /// Swift string interpolation: `\(count)`, `\(user.name)`.
    case interpolation
    /// `#travel`.
    case hashtag
    /// `@alex`, `@alex@mastodon.social`.
    case mention
    case url
    case email
    /// `Report.pdf`, `Notes.txt`.
    case fileName
    /// Text in quotes or backticks that names a thing: “Road Trip Mix”, "Office-5G", `config`.
    case quoted
    /// A face made of punctuation: `:)`, `:-(`, `;)`, `:D`, `:'(`. Not two marks that rules
    /// would space or end a sentence with.
    case emoticon
}

/// What a token is.
public enum TokenKind: Hashable, Sendable {
    /// A word, with contractions and inner hyphens/apostrophes (`couldn't`, `Wi-Fi`, `iPhone`).
    case word
    /// Digits, with inner `.`/`,` and a leading currency sign (`48`, `2.99`, `$40.00`, `25`).
    case number
    case punctuation
    case whitespace
    case opaque(OpaqueKind)
}

/// A token of a text with its exact range in UTF-16 offsets.
public struct Token: Hashable, Sendable {
    public var kind: TokenKind
    public var range: Range<Int>

    public init(kind: TokenKind, range: Range<Int>) {
        self.kind = kind
        self.range = range
    }

    public var isOpaque: Bool {
        if case .opaque = kind { return true }
        return false
    }
}
