/// A word's byte count and last bytes, read in one pass for several ASCII suffix tests.
struct ByteEnding {
    /// The word's UTF-8 byte count.
    let count: Int
    /// Whether every byte is ASCII and none is a carriage return: then a byte is a character.
    let isASCIIWithoutCarriageReturn: Bool
    /// The last four bytes (fewer in a shorter word), the last one in the low byte.
    private let last: UInt32

    init(_ word: String) {
        var count = 0
        var isASCII = true
        var last: UInt32 = 0
        func read(_ byte: UInt8) {
            count += 1
            if byte >= 0x80 || byte == 0x0D { isASCII = false }
            last = last << 8 | UInt32(byte)
        }
        if word.utf8.withContiguousStorageIfAvailable({ bytes -> Void in for byte in bytes { read(byte) } }) == nil {
            for byte in word.utf8 { read(byte) }
        }
        self.count = count
        self.isASCIIWithoutCarriageReturn = isASCII
        self.last = last
    }

    /// Whether the word's bytes end with those of `suffix` (at most four bytes): necessary for
    /// the word to end with the suffix's characters, and enough for an ASCII word.
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
