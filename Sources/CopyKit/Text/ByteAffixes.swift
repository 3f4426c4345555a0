/// Prefix and suffix tests on a word's bytes, for the fast paths of ASCII words.
extension UnsafeBufferPointer<UInt8> {
    /// The bytes start with those of `prefix`.
    func starts(with prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard self.count >= count else { return false }
        for offset in 0..<count where self[offset] != prefix.utf8Start[offset] { return false }
        return true
    }

    /// The bytes end with those of `suffix`.
    func ends(with suffix: StaticString) -> Bool {
        let count = suffix.utf8CodeUnitCount
        guard self.count >= count else { return false }
        let start = self.count - count
        for offset in 0..<count where self[start + offset] != suffix.utf8Start[offset] { return false }
        return true
    }
}

extension StaticString {
    /// The string's UTF-8 bytes.
    var utf8: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: utf8Start, count: utf8CodeUnitCount) }
}
