/// A word's byte count and last bytes, read once for several ASCII suffix tests.
struct ByteEnding {
    /// The word's UTF-8 byte count.
    let count: Int
    /// The last four bytes (fewer in a shorter word), the last one in the low byte.
    private let last: UInt32

    init(_ word: String) {
        if let ending = word.utf8.withContiguousStorageIfAvailable(ByteEnding.init(bytes:)) {
            self = ending
        } else {
            self = Array(word.utf8).withUnsafeBufferPointer(ByteEnding.init(bytes:))
        }
    }

    /// The ending of the folded key of a word whose UTF-16 units are `units`, read from the units
    /// when every one is ASCII (the key is then the units lower-cased, a byte each: the key's
    /// string is not read); nil when one is not.
    init?(foldingASCII units: UnsafeBufferPointer<UInt16>) {
        var allUnits: UInt16 = 0
        var last: UInt32 = 0
        for unit in units {
            allUnits |= unit
            let byte = UInt32(truncatingIfNeeded: unit)
            last = last << 8 | (byte &- 0x41 < 26 ? byte | 0x20 : byte)
        }
        guard allUnits < 0x80 else { return nil }
        count = units.count
        self.last = last
    }

    /// The ending of a word's UTF-8 bytes: its count and last four bytes, the others unread.
    private init(bytes: UnsafeBufferPointer<UInt8>) {
        count = bytes.count
        var last: UInt32 = 0
        var index = max(bytes.count - 4, 0)
        while index < bytes.count {
            last = last << 8 | UInt32(bytes[index])
            index += 1
        }
        self.last = last
    }

    /// Whether every byte of `word` is ASCII and none is a carriage return: then a byte is a
    /// character.
    static func isASCIIWithoutCarriageReturn(_ word: String) -> Bool {
        word.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
    }

    /// Whether the word's bytes end with those of `suffix` (at most four bytes): necessary for
    /// the word to end with the suffix's characters, and enough for an ASCII word.
    @inline(__always)
    func hasSuffix(_ suffix: StaticString) -> Bool {
        let length = suffix.utf8CodeUnitCount
        precondition(length <= 4, "a suffix of at most four bytes")
        guard length <= count else { return false }
        var expected: UInt32 = 0
        for offset in 0..<length { expected = expected << 8 | UInt32(suffix.utf8Start[offset]) }
        let mask: UInt32 = length == 4 ? .max : (1 << UInt32(8 * length)) - 1
        return last & mask == expected
    }
}
