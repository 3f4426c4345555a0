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

/// Values keyed by lexicon word id (``LexiconWord/id``): an open-addressing table probed by the
/// id itself, for tables asked at every word of a text whose reading already holds the ids.
struct WordIDKeyed<Value: Sendable>: Sendable {
    /// Each slot's word id, or -1.
    private let keys: [Int32]
    /// Each slot's index into ``values``.
    private let positions: [Int32]
    private let values: [Value]

    /// The entries of `dictionary`; negative keys are left out (no word has one).
    init(_ dictionary: [Int32: Value]) {
        let entries = dictionary.filter { $0.key >= 0 }.sorted { $0.key < $1.key }
        var size = 8
        while size < 2 * entries.count { size <<= 1 }
        var keys = [Int32](repeating: -1, count: size)
        var positions = [Int32](repeating: -1, count: size)
        for (position, entry) in entries.enumerated() {
            var slot = Self.slot(of: entry.key, mask: size - 1)
            while keys[slot] >= 0 { slot = (slot + 1) & (size - 1) }
            keys[slot] = entry.key
            positions[slot] = Int32(position)
        }
        self.keys = keys
        self.positions = positions
        self.values = entries.map(\.value)
    }

    @inline(__always)
    private static func slot(of id: Int32, mask: Int) -> Int {
        Int(truncatingIfNeeded: (UInt32(bitPattern: id) &* 0x9E37_79B1) >> 7) & mask
    }

    /// The value of the word `id`, if there is one.
    subscript(id: Int32) -> Value? {
        guard id >= 0 else { return nil }
        let mask = keys.count - 1
        var slot = Self.slot(of: id, mask: mask)
        while true {
            let key = keys[slot]
            if key == id { return values[Int(positions[slot])] }
            if key < 0 { return nil }
            slot = (slot + 1) & mask
        }
    }

    var isEmpty: Bool { values.isEmpty }
}

/// A word of a table compiled against a lexicon: its id when the lexicon knows it, so that a
/// text's word (already looked up by the text's reading) is compared by id, not by its text.
struct LexiconKey: Sendable {
    /// The word's id in the lexicon, or -1 when the lexicon does not know it or when only its
    /// text can tell (see ``matches(_:folded:)``).
    let id: Int32
    /// The folded word.
    let folded: String

    init(folded: String, lexicon: Lexicon) {
        self.folded = folded
        self.id = LexiconKey.comparesByID(folded) ? lexicon.word(folded: folded).id : -1
    }

    /// Whether a word can be compared by id: strings compare by canonical equivalence, and a
    /// word of ASCII bytes is equivalent only to itself, but for "`" and ";" (U+1FEF and U+037E
    /// decompose to them): any other such word a text holds is the same bytes, the same id.
    /// Other words are compared as text.
    static func comparesByID(_ folded: String) -> Bool {
        folded.utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "`") && $0 != UInt8(ascii: ";") }
    }

    /// Whether a text's word, folded and as its reading knows it, is this word: the comparison
    /// `text == folded` makes, by id when the lexicon knows this word.
    @inline(__always)
    func matches(_ known: LexiconWord, folded text: String) -> Bool {
        id >= 0 ? known.id == id : text == folded
    }
}

/// Values keyed by words, looked up by a text's word as its reading knows it: by id when the
/// lexicon knows the word (no hashing), by text among the keys it does not know otherwise.
struct LexiconKeyed<Value: Sendable>: Sendable {
    private let byID: WordIDKeyed<Value>
    private let byText: WordKeyed<Value>

    /// The entries of `dictionary` (keys folded), split by whether `lexicon` knows them.
    init(_ dictionary: [String: Value], lexicon: Lexicon) {
        var byID: [Int32: Value] = [:]
        var byText: [String: Value] = [:]
        for (key, value) in dictionary {
            let id = lexicon.word(folded: key).id
            if id >= 0 { byID[id] = value } else { byText[key] = value }
        }
        self.byID = WordIDKeyed(byID)
        self.byText = WordKeyed(byText)
    }

    /// The value of a text's word: `known` is what the text's reading knows of it, `folded` its
    /// folded text.
    @inline(__always)
    func value(_ known: LexiconWord, folded: String) -> Value? {
        if known.id >= 0 { return byID[known.id] }
        return byText.isEmpty ? nil : byText[folded]
    }

    var isEmpty: Bool { byID.isEmpty && byText.isEmpty }
}
