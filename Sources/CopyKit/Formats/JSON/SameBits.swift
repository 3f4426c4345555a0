/// Tells whether two values are bit for bit the same. Two strings or arrays with the same bits
/// have the same inline bytes or share one storage, so their contents are the same byte for
/// byte; values with the same contents may still differ in their bits (then the answer is
/// false), so a writer can use it to copy what it wrote for one value for the other.
enum SameBits {
    /// Whether `first` and `second` have the same bits, compared a word at a time.
    @inline(__always)
    static func of<Value>(_ first: Value, _ second: Value) -> Bool {
        withUnsafeBytes(of: first) { first in
            withUnsafeBytes(of: second) { second in
                let size = MemoryLayout<Value>.size
                var offset = 0
                while size - offset >= 8 {
                    guard
                        first.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                            == second.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    else { return false }
                    offset += 8
                }
                while offset < size {
                    guard first[offset] == second[offset] else { return false }
                    offset += 1
                }
                return true
            }
        }
    }
}
