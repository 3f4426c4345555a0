/// Every word the lexicon knows, folded, each with a dense id and what the lexicon knows of it:
/// the lists it is in (a bit per list), its verb readings, its canonical spelling as a name or an
/// acronym.
///
/// The words are a ``WordIndex``, compiled by `scripts/embed-lexicons` for the embedded lexicon
/// so that start-up builds nothing; the facts are arrays by word id.
final class WordTable: Sendable {
    /// The words and their ids.
    let index: WordIndex
    /// The lists each word is in: bit `i` is list `i` (``LexiconList``, then other lists by name).
    let lists: [UInt64]
    /// What each word is as a verb form (bits of `Lexicon.VerbForm.Kinds`); 0 when it is none.
    let verbKinds: [UInt8]
    /// The word id of each verb form's lemma (of the first verb that lists it), or -1.
    let verbLemmas: [Int32]
    /// Each word's canonical spelling as a single-word proper name: an index into
    /// ``spellings``, or -1.
    let properNames: [Int32]
    /// Each word's canonical spelling as an acronym: an index into ``spellings``, or -1.
    let acronyms: [Int32]
    /// The canonical spellings of names and acronyms.
    let spellings: [String]
    /// Each word's folded text as a `String`, by id: the key of a text's word the table knows is
    /// this string, shared, not one built for the text.
    let strings: [String]

    init(
        text: [UInt8], ends: [UInt32], slots: [Int32], lists: [UInt64], verbKinds: [UInt8], verbLemmas: [Int32],
        properNames: [Int32], acronyms: [Int32], spellings: [String], strings: [String]
    ) {
        self.index = WordIndex(text: text, ends: ends, slots: slots)
        self.lists = lists
        self.verbKinds = verbKinds
        self.verbLemmas = verbLemmas
        self.properNames = properNames
        self.acronyms = acronyms
        self.spellings = spellings
        self.strings = strings
    }

    /// A table of the same words and facts, sharing `other`'s arrays: an object of its own for a
    /// thread's copy of the lexicon (``Lexicon/copyForThread()``).
    init(copying other: WordTable) {
        index = other.index
        lists = other.lists
        verbKinds = other.verbKinds
        verbLemmas = other.verbLemmas
        properNames = other.properNames
        acronyms = other.acronyms
        spellings = other.spellings
        strings = other.strings
    }

    var text: [UInt8] { index.text }
    var ends: [UInt32] { index.ends }
    var slots: [Int32] { index.slots }
    var count: Int { index.count }

    /// Word `id`'s folded text.
    func word(_ id: Int32) -> String { index.word(id) }

    /// The id of a word whose bytes are exactly `key` (already folded).
    @inline(__always)
    func id(exactly key: some StringProtocol) -> Int32? { index.id(exactly: key) }

    /// The id of `word` folded (``Lexicon/fold(_:)``).
    @inline(__always)
    func id(folding word: some StringProtocol) -> Int32? { index.id(folding: word) }

    /// The id of a word given as UTF-16 code units, folded.
    @inline(__always)
    func id(folding word: some ContiguousUnits) -> Int32? { index.id(folding: word) }

    /// The id of a word given as its UTF-8 bytes, exactly.
    @inline(__always)
    func id(bytes: UnsafeBufferPointer<UInt8>) -> Int32? { index.id(bytes: bytes) }

    /// The id of the plain word at `range` of `units`, whose folded bytes hash to `hash`
    /// (``WordIndex/id(plainWord:in:hash:)``).
    @inline(__always)
    func id(plainWord range: Range<Int>, in units: UnsafeBufferPointer<UInt16>, hash: UInt64) -> Int32? {
        index.id(plainWord: range, in: units, hash: hash)
    }

    /// The id of an ASCII word given as UTF-16 code units, folded, whose folded bytes the caller
    /// has hashed (``WordIndex/hash(folded:)``).
    @inline(__always)
    func id(foldedASCII units: UnsafeBufferPointer<UInt16>, hash: UInt64) -> Int32? {
        index.id(foldedASCII: units, hash: hash)
    }
}

/// Words with dense ids (their order): an open-addressing hash table over the words' UTF-8
/// bytes, with a hash of its own (FNV-1a), so that the table does not depend on the process and
/// can be compiled. A look-up hashes the key's bytes once and compares bytes; no `String` is
/// built or hashed.
struct WordIndex: Sendable {
    /// The words, concatenated.
    let text: [UInt8]
    /// Where each word ends in ``text`` (word `id` starts where word `id - 1` ends).
    let ends: [UInt32]
    /// The hash slots: a word id, or -1. The count is a power of two, at least twice the words.
    let slots: [Int32]

    init(text: [UInt8], ends: [UInt32], slots: [Int32]) {
        self.text = text
        self.ends = ends
        self.slots = slots
    }

    /// An index of `words` (distinct), each word's id its position.
    init(words: [String]) {
        var text: [UInt8] = []
        var ends: [UInt32] = []
        for word in words {
            text.append(contentsOf: word.utf8)
            ends.append(UInt32(text.count))
        }
        self.init(text: text, ends: ends, slots: Self.slots(text: text, ends: ends))
    }

    /// How many words the index holds.
    var count: Int { ends.count }

    /// Word `id`'s folded text.
    func word(_ id: Int32) -> String {
        let index = Int(id)
        let start = index == 0 ? 0 : Int(ends[index - 1])
        return text.withUnsafeBufferPointer {
            String(decoding: UnsafeBufferPointer(rebasing: $0[start..<Int(ends[index])]), as: UTF8.self)
        }
    }

    // MARK: - Hashing

    /// FNV-1a's offset basis and prime (64 bits); scripts/embed-lexicons hashes the same way.
    static let hashBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    static let hashPrime: UInt64 = 0x0000_0100_0000_01b3

    /// The slot a hash starts probing at.
    @inline(__always)
    static func slot(of hash: UInt64, mask: Int) -> Int { Int(truncatingIfNeeded: hash ^ (hash >> 32)) & mask }

    /// `hash` continued with one more byte, given as a code unit below 0x100.
    @inline(__always)
    static func hash(_ hash: UInt64, adding byte: UInt16) -> UInt64 { (hash ^ UInt64(byte)) &* hashPrime }

    /// The hash of a word's bytes.
    static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash = hashBasis
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* hashPrime }
        return hash
    }

    /// The hash slots for words given in id order (see ``slots``).
    static func slots(text: [UInt8], ends: [UInt32]) -> [Int32] {
        var size = 1
        while size < max(2 * ends.count, 8) { size <<= 1 }
        var slots = [Int32](repeating: -1, count: size)
        var start = 0
        for (id, end) in ends.enumerated() {
            var slot = slot(of: hash(text[start..<Int(end)]), mask: size - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = Int32(id)
            start = Int(end)
        }
        return slots
    }

    // MARK: - Look-ups

    /// The id of a word whose bytes are exactly `key` (already folded), if the table has it.
    func id(exactly key: some StringProtocol) -> Int32? {
        if let id = key.utf8.withContiguousStorageIfAvailable({ id(exactly: $0) }) { return id }
        var hash = Self.hashBasis
        var length = 0
        for byte in key.utf8 {
            hash = (hash ^ UInt64(byte)) &* Self.hashPrime
            length += 1
        }
        return probe(hash: hash, length: length) { text, start in
            var position = start
            for byte in key.utf8 {
                if text[position] != byte { return false }
                position += 1
            }
            return true
        }
    }

    /// The id of `word` folded (``Lexicon/fold(_:)``), if the table has it. An ASCII word is
    /// folded as it is hashed; no `String` is built.
    func id(folding word: some StringProtocol) -> Int32? {
        if let id = word.utf8.withContiguousStorageIfAvailable({ bytes -> Int32?? in
            bytes.contains { $0 >= 0x80 } ? nil : .some(id(foldingASCII: bytes))
        }), let id {
            return id
        }
        var hash = Self.hashBasis
        var length = 0
        for byte in word.utf8 {
            if byte >= 0x80 { return id(exactly: Lexicon.fold(word)) }
            hash = (hash ^ UInt64(Self.lower(byte))) &* Self.hashPrime
            length += 1
        }
        return probe(hash: hash, length: length) { text, start in
            var position = start
            for byte in word.utf8 {
                if text[position] != Self.lower(byte) { return false }
                position += 1
            }
            return true
        }
    }

    /// The id of a word given as its UTF-8 bytes, exactly.
    func id(bytes: UnsafeBufferPointer<UInt8>) -> Int32? { id(exactly: bytes) }

    /// The id of a word given as contiguous bytes, exactly.
    private func id(exactly bytes: UnsafeBufferPointer<UInt8>) -> Int32? {
        var hash = Self.hashBasis
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* Self.hashPrime }
        return probe(hash: hash, length: bytes.count) { text, start in
            var position = start
            for byte in bytes {
                if text[position] != byte { return false }
                position += 1
            }
            return true
        }
    }

    /// The id of an ASCII word given as contiguous bytes, folded.
    private func id(foldingASCII bytes: UnsafeBufferPointer<UInt8>) -> Int32? {
        var hash = Self.hashBasis
        for byte in bytes { hash = (hash ^ UInt64(Self.lower(byte))) &* Self.hashPrime }
        return probe(hash: hash, length: bytes.count) { text, start in
            var position = start
            for byte in bytes {
                if text[position] != Self.lower(byte) { return false }
                position += 1
            }
            return true
        }
    }

    /// The id of an ASCII word given as UTF-16 code units, folded, whose folded bytes hash to
    /// `hash`: the caller hashed them as it wrote them.
    func id(foldedASCII units: UnsafeBufferPointer<UInt16>, hash: UInt64) -> Int32? {
        probe(hash: hash, length: units.count) { text, start in
            var position = start
            for unit in units {
                if text[position] != Self.lower(UInt8(truncatingIfNeeded: unit)) { return false }
                position += 1
            }
            return true
        }
    }

    /// The id of the plain word (ASCII letters, digits and apostrophes, see
    /// ``TokenScanner/plainWordEnd(at:)``) at `range` of `units`, whose folded bytes (each unit
    /// with bit 5 set) hash to `hash`. The first eight bytes are compared at once: the word's
    /// folded with one vector operation, the table's loaded as one integer.
    func id(plainWord range: Range<Int>, in units: UnsafeBufferPointer<UInt16>, hash: UInt64) -> Int32? {
        let length = range.count
        let headMask = UInt64.max &>> UInt64(truncatingIfNeeded: 64 &- 8 &* min(length, 8))
        let head = Self.foldedHead(of: range, in: units) & headMask
        return probe(hash: hash, length: length) { text, start in
            let textHead: UInt64
            if start + 8 <= text.count {
                textHead = UInt64(
                    littleEndian: UnsafeRawPointer(text.baseAddress! + start).loadUnaligned(as: UInt64.self))
            } else {
                var bytes: UInt64 = 0
                for offset in 0..<min(length, 8) { bytes |= UInt64(text[start + offset]) &<< UInt64(8 * offset) }
                textHead = bytes
            }
            guard textHead & headMask == head else { return false }
            var position = start + 8
            var index = range.lowerBound + 8
            while index < range.upperBound {
                if UInt16(text[position]) != units[index] | 0x20 { return false }
                position += 1
                index += 1
            }
            return true
        }
    }

    /// The first eight units at `range` of `units` with bit 5 set, as bytes in one integer (the
    /// first in the low byte), read as one vector when the text has eight units from there (the
    /// bytes past the range are then whatever follows it).
    @inline(__always)
    private static func foldedHead(of range: Range<Int>, in units: UnsafeBufferPointer<UInt16>) -> UInt64 {
        if range.lowerBound + 8 <= units.count, let base = units.baseAddress {
            let wide = UnsafeRawPointer(base + range.lowerBound).loadUnaligned(as: SIMD8<UInt16>.self)
            let bytes = SIMD8<UInt8>(truncatingIfNeeded: wide | SIMD8(repeating: 0x20))
            return UInt64(littleEndian: unsafeBitCast(bytes, to: UInt64.self))
        }
        var head: UInt64 = 0
        for offset in 0..<min(range.count, 8) {
            head |= UInt64(truncatingIfNeeded: units[range.lowerBound + offset] | 0x20) &<< UInt64(8 * offset)
        }
        return head
    }

    /// The id of a word given as UTF-16 code units, folded, if the table has it.
    func id(folding word: some ContiguousUnits) -> Int32? {
        var hash = Self.hashBasis
        for unit in word {
            if unit >= 0x80 { return id(exactly: Lexicon.fold(utf16: word)) }
            hash = (hash ^ UInt64(Self.lower(UInt8(truncatingIfNeeded: unit)))) &* Self.hashPrime
        }
        return probe(hash: hash, length: word.count) { text, start in
            var position = start
            for unit in word {
                if text[position] != Self.lower(UInt8(truncatingIfNeeded: unit)) { return false }
                position += 1
            }
            return true
        }
    }

    /// Probes the slots from `hash` for a word of `length` bytes that `matches` (given the text
    /// and where the word starts in it).
    @inline(__always)
    private func probe(
        hash: UInt64, length: Int, matches: (UnsafeBufferPointer<UInt8>, Int) -> Bool
    ) -> Int32? {
        text.withUnsafeBufferPointer { text in
            ends.withUnsafeBufferPointer { ends in
                slots.withUnsafeBufferPointer { slots in
                    let mask = slots.count - 1
                    var slot = Self.slot(of: hash, mask: mask)
                    while true {
                        let id = Int(slots[slot])
                        if id < 0 { return nil }
                        let start = id == 0 ? 0 : Int(ends[id - 1])
                        if Int(ends[id]) - start == length, matches(text, start) { return Int32(id) }
                        slot = (slot + 1) & mask
                    }
                }
            }
        }
    }

    @inline(__always)
    static func lower(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }
}
