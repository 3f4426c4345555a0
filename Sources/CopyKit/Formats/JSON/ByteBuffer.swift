/// A growable run of bytes for a writer that appends many small pieces, such as a JSON report.
///
/// Each append is a capacity check and a copy: none of `Array`'s uniqueness checks or outlined
/// calls. The buffer owns its memory, grows it geometrically (at least doubling) so appends cost
/// amortized constant time, and frees it when the buffer goes away. It cannot be copied; take the
/// bytes out with `bytes` when done.
struct ByteBuffer: ~Copyable {
    /// The start of the memory; the first `count` bytes are written.
    private var start: UnsafeMutablePointer<UInt8>
    /// How many bytes have been written.
    private(set) var count = 0
    /// How many bytes the memory holds.
    private(set) var capacity: Int

    /// An empty buffer with room for `capacity` bytes (at least one) before it grows.
    init(capacity: Int = 1024) {
        self.capacity = Swift.max(capacity, 1)
        start = .allocate(capacity: self.capacity)
    }

    deinit { start.deallocate() }

    /// The bytes written, as an array.
    var bytes: [UInt8] {
        let source = start
        let length = count
        return [UInt8](unsafeUninitializedCapacity: length) { buffer, initialized in
            if let destination = buffer.baseAddress { destination.initialize(from: source, count: length) }
            initialized = length
        }
    }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(toHold: count + extra) }
    }

    /// Moves the bytes to memory of at least twice the capacity, or `needed` if that is more.
    private mutating func grow(toHold needed: Int) {
        let newCapacity = Swift.max(needed, capacity * 2)
        let newStart = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newStart.initialize(from: start, count: count)
        start.deallocate()
        start = newStart
        capacity = newCapacity
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1)
        start[count] = byte
        count += 1
    }

    /// Appends bytes in one copy.
    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        reserve(bytes.count)
        (start + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Appends an array's bytes in one copy.
    @inline(__always)
    mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// Appends the bytes of an array in `range` in one copy (without an `ArraySlice`, which
    /// would retain the array).
    @inline(__always)
    mutating func append(_ bytes: [UInt8], in range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= bytes.count, "range out of bounds")
        bytes.withUnsafeBufferPointer { append(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// Appends the UTF-8 bytes of a literal in one copy.
    @inline(__always)
    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    /// Appends the UTF-8 bytes of `text`.
    mutating func append(utf8 text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Appends `value` in decimal, `-` first when it is negative: the bytes of `String(value)`.
    @inline(__always)
    mutating func append(decimal value: Int) {
        // The longest is `Int.min`: a sign and 19 digits.
        reserve(20)
        // Most numbers of a report (lines, columns, offsets) have one or two digits.
        if value >= 0 && value < 100 {
            if value >= 10 {
                start[count] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value / 10)
                count += 1
            }
            start[count] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value % 10)
            count += 1
            return
        }
        if value < 0 {
            start[count] = UInt8(ascii: "-")
            count += 1
        }
        var rest = value.magnitude
        var digits = 1
        var power: UInt = 10
        while digits < 19, rest >= power {
            digits += 1
            power *= 10
        }
        // Written from the last digit back to the first.
        var position = count + digits
        repeat {
            position -= 1
            start[position] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        } while rest > 0
        count += digits
    }
}
