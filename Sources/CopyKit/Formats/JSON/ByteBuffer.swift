/// A growable run of bytes for a writer that appends many small pieces, such as a JSON report.
///
/// Each append is a capacity check and a copy: none of `Array`'s uniqueness checks or outlined
/// calls. The buffer owns its memory, grows it geometrically (at least doubling) so appends cost
/// amortized constant time, and frees it when the buffer goes away. It cannot be copied; take the
/// bytes out with `bytes` or `append(to:)` when done. Since it owns its memory alone and cannot
/// be copied, handing it to another thread hands over the memory with it (it is `Sendable`).
struct ByteBuffer: ~Copyable, @unchecked Sendable {
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

    /// Calls `body` with the bytes written.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeBufferPointer(start: start, count: count))
    }

    /// Appends the bytes written to `array`, in one copy.
    func append(to array: inout [UInt8]) {
        array.append(contentsOf: UnsafeBufferPointer(start: start, count: count))
    }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(toHold: count + extra) }
    }

    /// Whether `extra` more bytes fit without growing.
    @inline(__always)
    func hasRoom(for extra: Int) -> Bool { extra <= capacity &- count }

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

    /// How many bytes `appendBlocks` copies whatever the length: a source must be readable that
    /// far (and up to its length rounded up to a multiple of 16).
    static let blockRun = 64

    /// Appends `length` bytes from `source`, copied in whole 16-byte blocks: the first
    /// `blockRun` bytes always (four blocks, without a loop: the short runs a writer puts
    /// between values mostly fit), the rest a block at a time. `source` must be readable up to
    /// `blockRun` bytes, and up to `length` rounded up to a multiple of 16 (what the blocks copy
    /// beyond `length` lands past the end, in the buffer's spare room, and is not counted).
    /// Cheaper than a call to copy memory, or a loop over every block.
    @inline(__always)
    mutating func appendBlocks(from source: UnsafePointer<UInt8>, count length: Int) {
        reserve(length &+ Self.blockRun)
        appendBlocks(from: source, count: length, inRoom: ())
    }

    /// Appends what `appendBlocks(from:count:)` appends, without making room: the caller has
    /// made room for `length` and `blockRun` more bytes (see `hasRoom`).
    @inline(__always)
    mutating func appendBlocks(from source: UnsafePointer<UInt8>, count length: Int, inRoom: Void) {
        assert(hasRoom(for: length &+ Self.blockRun), "no room made for the blocks")
        let from = UnsafeRawPointer(source)
        let to = UnsafeMutableRawPointer(start + count)
        let first = from.loadUnaligned(as: SIMD16<UInt8>.self)
        let second = from.loadUnaligned(fromByteOffset: 16, as: SIMD16<UInt8>.self)
        let third = from.loadUnaligned(fromByteOffset: 32, as: SIMD16<UInt8>.self)
        let fourth = from.loadUnaligned(fromByteOffset: 48, as: SIMD16<UInt8>.self)
        to.storeBytes(of: first, as: SIMD16<UInt8>.self)
        to.storeBytes(of: second, toByteOffset: 16, as: SIMD16<UInt8>.self)
        to.storeBytes(of: third, toByteOffset: 32, as: SIMD16<UInt8>.self)
        to.storeBytes(of: fourth, toByteOffset: 48, as: SIMD16<UInt8>.self)
        if length > Self.blockRun { Self.copyBlocks(from: from, to: to, from: Self.blockRun, upTo: length) }
        count &+= length
    }

    /// Copies the 16-byte blocks of `source` from `offset` until `length` is covered (the rest of
    /// a run longer than `blockRun`).
    @inline(never)
    private static func copyBlocks(
        from source: UnsafeRawPointer, to destination: UnsafeMutableRawPointer, from offset: Int, upTo length: Int
    ) {
        var offset = offset
        while offset < length {
            let block = source.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
            destination.storeBytes(of: block, toByteOffset: offset, as: SIMD16<UInt8>.self)
            offset &+= 16
        }
    }

    /// Appends a copy of the bytes already written in `range`, in whole 16-byte blocks (see
    /// `appendBlocks`: what the blocks copy past the range lands past the new end).
    @inline(__always)
    mutating func appendCopy(of range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "range not written")
        // Room first: growing moves the bytes the copy reads (which then stay in the memory).
        reserve(range.count &+ Self.blockRun)
        appendBlocks(from: start + range.lowerBound, count: range.count)
    }

    /// Lets `write` put up to `maximum` bytes after the last (it is given where they start) and
    /// keeps as many as it returns; when it returns nil none are kept, and the result is false.
    @inline(__always)
    mutating func append(upTo maximum: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Int?) -> Bool {
        reserve(maximum)
        guard let written = write(start + count) else { return false }
        count += written
        return true
    }

    /// Lets `write` put up to `maximum` bytes after the last, when they fit without growing, and
    /// keeps as many as it returns; when they do not fit, or `write` returns nil, none are kept
    /// and the result is false. It never grows, so it calls nothing out of line: a value read in
    /// place (through a pointer) can be written without being copied to keep it alive.
    @inline(__always)
    mutating func append(ifRoomFor maximum: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Int?) -> Bool {
        guard maximum <= capacity &- count, let written = write(start + count) else { return false }
        count &+= written
        return true
    }

    /// Appends the UTF-8 bytes of a literal in one copy.
    @inline(__always)
    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    /// Appends the UTF-8 bytes of `text`, in one copy.
    mutating func append(utf8 text: String) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { append($0) }
        guard copied == nil else { return }
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Appends the UTF-8 bytes of `text` with its line feeds and carriage returns turned into
    /// spaces: the bytes of `text.singleLine()`.
    mutating func append(singleLineUTF8 text: String) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { append(singleLine: $0) }
        guard copied == nil else { return }
        var text = text
        text.withUTF8 { append(singleLine: $0) }
    }

    /// Appends the UTF-8 bytes of `text` when they fit without growing; otherwise appends nothing
    /// and returns false (`append(utf8:)` then writes them). Calls nothing out of line, so a
    /// string read in place is written without a copy.
    @inline(__always)
    mutating func appendInPlace(utf8 text: String) -> Bool {
        let written = text.utf8.withContiguousStorageIfAvailable { bytes in
            append(ifRoomFor: bytes.count) { destination in
                if let source = bytes.baseAddress { destination.initialize(from: source, count: bytes.count) }
                return bytes.count
            }
        }
        return written == true
    }

    /// Appends `bytes` with line feeds and carriage returns turned into spaces, copied a word at a
    /// time (the last word overlapping the one before it) and tested as they go: only a word with
    /// a line break is gone over again, byte by byte.
    mutating func append(singleLine bytes: UnsafeBufferPointer<UInt8>) {
        reserve(bytes.count)
        count += Self.copySingleLine(bytes, to: start + count)
    }

    /// Copies `bytes` to `destination` (room for as many) with line feeds and carriage returns
    /// turned into spaces, as `append(singleLine:)` appends them; returns how many were copied.
    @inline(__always)
    static func copySingleLine(_ bytes: UnsafeBufferPointer<UInt8>, to destination: UnsafeMutablePointer<UInt8>)
        -> Int
    {
        guard let source = bytes.baseAddress else { return 0 }
        let length = bytes.count
        guard length >= 8 else {
            for index in 0..<length { destination[index] = Self.withoutLineBreak(source[index]) }
            return length
        }
        let from = UnsafeRawPointer(source)
        let to = UnsafeMutableRawPointer(destination)
        var offset = 0
        while true {
            let word = from.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            to.storeBytes(of: word, toByteOffset: offset, as: UInt64.self)
            if Self.lineBreakFlags(word) != 0 {
                for index in offset..<offset + 8 { destination[index] = Self.withoutLineBreak(destination[index]) }
            }
            if offset == length - 8 { return length }
            offset = Swift.min(offset + 8, length - 8)
        }
    }

    @inline(__always)
    private static func withoutLineBreak(_ byte: UInt8) -> UInt8 { byte == 0x0A || byte == 0x0D ? 0x20 : byte }

    /// Nonzero when a byte of `word` is a line feed or a carriage return, and for the few other
    /// bytes from 0x08 to 0x0F (tested again byte by byte): or-ing 0x07 makes each of them 0x0F,
    /// which an exclusive or turns into zero, and a subtraction sets the high bit of a zero byte
    /// (a borrow can only flag a byte above one that is flagged itself, so none is missed).
    @inline(__always)
    private static func lineBreakFlags(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let near = (word | ones &* 0x07) ^ (ones &* 0x0F)
        return (near &- ones) & ~near & (ones &* 0x80)
    }

    /// Appends `value` in decimal, `-` first when it is negative: the bytes of `String(value)`.
    @inline(__always)
    mutating func append(decimal value: Int) {
        reserve(Self.longestDecimal)
        append(decimal: value, inRoom: ())
    }

    /// The most bytes `append(decimal:)` writes: `Int.min`'s sign and 19 digits.
    static let longestDecimal = 20

    /// Appends what `append(decimal:)` appends, without making room: the caller has made room
    /// for `longestDecimal` bytes.
    @inline(__always)
    mutating func append(decimal value: Int, inRoom: Void) {
        assert(hasRoom(for: Self.longestDecimal), "no room made for the number")
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
