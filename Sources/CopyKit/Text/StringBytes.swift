import Foundation

/// Strings compared and hashed by their UTF-8 bytes, not by `String` equality (which also matches
/// a canonically equivalent string, whose code units, and so token ranges, differ): how an
/// analysis is reused and how the run-wide caches key their texts.
enum StringBytes {
    /// The word table's FNV-1a (``WordIndex/hash(_:adding:)``) continued from `start` over the
    /// string's UTF-8 bytes.
    @inline(__always)
    static func hash(_ string: String, from start: UInt64 = WordIndex.hashBasis) -> UInt64 {
        func fnv(_ bytes: some Sequence<UInt8>) -> UInt64 {
            var hash = start
            for byte in bytes { hash = WordIndex.hash(hash, adding: UInt16(byte)) }
            return hash
        }
        return string.utf8.withContiguousStorageIfAvailable { fnv($0) } ?? fnv(string.utf8)
    }

    /// Whether two strings are written with the same bytes.
    @inline(__always)
    static func same(_ kept: String, _ other: String) -> Bool {
        let kept = kept.utf8
        let other = other.utf8
        guard kept.count == other.count else { return false }
        let same = kept.withContiguousStorageIfAvailable { keptBytes in
            other.withContiguousStorageIfAvailable { bytes in
                bytes.isEmpty || memcmp(keptBytes.baseAddress!, bytes.baseAddress!, bytes.count) == 0
            }
        }
        return (same ?? nil) ?? kept.elementsEqual(other)
    }
}
