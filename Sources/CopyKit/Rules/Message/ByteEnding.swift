/// A word's byte count and last bytes, read in one pass for several ASCII suffix tests.
struct ByteEnding {
    /// The word's UTF-8 byte count.
    let count: Int
    /// Whether every byte is ASCII and none is a carriage return: then a byte is a character.
    let isASCIIWithoutCarriageReturn: Bool
    /// The last four bytes (fewer in a shorter word), the last one in the low byte.
    private let last: UInt32

    init(_ word: String) {
        if let ending = word.utf8.withContiguousStorageIfAvailable(ByteEnding.init(bytes:)) {
            self = ending
        } else {
            self = Array(word.utf8).withUnsafeBufferPointer(ByteEnding.init(bytes:))
        }
    }

    /// The ending of a word's UTF-8 bytes: the last four read directly, the rest only tested
    /// for a byte that is not ASCII or is a carriage return.
    private init(bytes: UnsafeBufferPointer<UInt8>) {
        count = bytes.count
        var last: UInt32 = 0
        for byte in bytes[max(bytes.count - 4, 0)...] { last = last << 8 | UInt32(byte) }
        self.last = last
        var isASCII = true
        for byte in bytes where byte >= 0x80 || byte == 0x0D {
            isASCII = false
            break
        }
        isASCIIWithoutCarriageReturn = isASCII
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
