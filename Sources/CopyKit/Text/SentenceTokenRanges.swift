/// The sentences of a text as ranges of token indices, in order. An alert's text seldom has
/// more than two sentences: those two are kept in place, and only further ones in an array, so
/// that splitting a text allocates nothing.
struct SentenceTokenRanges: RandomAccessCollection, Sendable {
    private var first: Range<Int> = 0..<0
    private var second: Range<Int> = 0..<0
    /// The sentences after the second.
    private var more: [Range<Int>] = []
    private(set) var count = 0

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> Range<Int> {
        switch position {
        case 0: return first
        case 1: return second
        default: return more[position - 2]
        }
    }

    /// Adds the next sentence.
    mutating func append(_ sentence: Range<Int>) {
        switch count {
        case 0: first = sentence
        case 1: second = sentence
        default: more.append(sentence)
        }
        count += 1
    }
}
