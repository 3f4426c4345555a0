/// A finding's message or a fix's summary: a text, or fixed parts and the words they quote, kept
/// apart until the text is read as a `String`. A report writes the parts one after the other
/// where they are, so a finding that is only reported never has its message built; reading
/// `string` joins them in one allocation of the exact size (`FindingTextJoining`).
///
/// Two texts are equal when their strings are, however they are held.
struct FindingText: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The fixed part before the word.
    private let head: StaticString
    /// The quoted word, or the whole text.
    private let word: String
    /// The fixed part after the word.
    private let tail: StaticString

    private init(_ head: StaticString, _ word: String, _ tail: StaticString) {
        self.head = head
        self.word = word
        self.tail = tail
    }

    /// The text `text`, held as it is.
    init(_ text: String) { self.init("", text, "") }

    /// A literal, held as a fixed part (not copied into a string).
    init(stringLiteral literal: StaticString) { self.init(literal, "", "") }

    /// `head`, `word` and `tail`, joined when read.
    static func joined(_ head: StaticString, _ word: String, _ tail: StaticString) -> FindingText {
        FindingText(head, word, tail)
    }

    /// `head`, `first`, `middle`, `second` and `tail`, joined now (a text quoting two words is
    /// rare enough to be held as one string).
    static func joined(
        _ head: StaticString, _ first: String, _ middle: StaticString, _ second: String, _ tail: StaticString
    ) -> FindingText {
        FindingText(FindingTextJoining.joined(head, first, middle, second, tail))
    }

    /// The text as one string.
    var string: String { FindingTextJoining.joined(head, word, tail) }

    /// Calls `body` with the UTF-8 bytes of the fixed part before the word, the word's and the
    /// fixed part's after it.
    @inline(__always)
    func withUTF8Parts<Result>(
        _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        head.withUTF8Buffer { head in
            tail.withUTF8Buffer { tail in
                if let result = word.utf8.withContiguousStorageIfAvailable({ body(head, $0, tail) }) {
                    return result
                }
                var word = word
                return word.withUTF8 { body(head, $0, tail) }
            }
        }
    }

    static func == (lhs: FindingText, rhs: FindingText) -> Bool { lhs.string == rhs.string }

    func hash(into hasher: inout Hasher) { hasher.combine(string) }
}

extension Classification {
    /// A finding's message: `statement`, the doubt note when the classifier is unsure, and a
    /// period.
    func findingMessage(_ statement: StaticString) -> FindingText {
        isConfident
            ? FindingText.joined(statement, "", ".")
            : FindingText.joined(statement, "", " (the classifier is unsure: ", reason, ").")
    }
}
