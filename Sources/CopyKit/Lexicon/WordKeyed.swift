/// A dictionary keyed by words, looked up through a ``WordIndex`` (FNV-1a over the key's UTF-8
/// bytes) instead of hashing a `String` with Swift's seeded hasher: for the tables asked at
/// every word of every text (multi-word names, phrase tables by first word).
struct WordKeyed<Value: Sendable>: Sendable {
    private let index: WordIndex
    private let values: [Value]

    /// The entries of `dictionary`; keys are compared byte for byte.
    init(_ dictionary: [String: Value]) {
        let keys = dictionary.keys.sorted()
        index = WordIndex(words: keys)
        values = keys.compactMap { dictionary[$0] }
    }

    /// The value of `key`, if there is one.
    subscript(key: some StringProtocol) -> Value? { index.id(exactly: key).map { values[Int($0)] } }

    var isEmpty: Bool { values.isEmpty }
}
