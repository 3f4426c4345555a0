extension ByteBuffer {
    /// Appends `text` as a quoted JSON string, byte for byte what `JSONWriter.appendString` writes
    /// with the same escaping: copied as it is when no byte needs an escape (most strings).
    mutating func appendJSONString(_ text: String, escaping: JSONWriter.Escaping) {
        let copied = text.utf8.withContiguousStorageIfAvailable { appendPlainJSONString($0, escaping: escaping) }
        guard copied != true else { return }
        var escaped: [UInt8] = []
        JSONWriter.appendString(text, escaping: escaping, into: &escaped)
        append(escaped)
    }

    /// Appends `text` as a quoted JSON string when the default escaping changes none of its
    /// bytes and they fit without growing the buffer, with `room` more bytes free after them;
    /// otherwise appends nothing and returns false (`appendJSONString` then writes it). Calls
    /// nothing out of line, so a string read in place is written without a copy.
    @inline(__always)
    mutating func appendPlainJSONStringInPlace(_ text: String, escaping: JSONWriter.Escaping, room: Int = 0) -> Bool {
        guard !escaping.escapesSlash && !escaping.escapesNonASCII else { return false }
        let written = text.utf8.withContiguousStorageIfAvailable { bytes in
            append(ifRoomFor: bytes.count &+ 2 &+ room) { PlainJSONBytes.copyQuoted(bytes, to: $0) }
        }
        return written == true
    }

    /// Appends `bytes` between quotes when none of them needs an escape; otherwise appends
    /// nothing and returns false. With the default escaping the bytes are tested as they are
    /// copied, a word at a time (`PlainJSONBytes`); other escapings scan them first.
    @inline(__always)
    private mutating func appendPlainJSONString(
        _ bytes: UnsafeBufferPointer<UInt8>, escaping: JSONWriter.Escaping
    ) -> Bool {
        guard !escaping.escapesSlash && !escaping.escapesNonASCII else {
            guard !JSONWriter.anyNeedsEscape(bytes, escaping) else { return false }
            append(UInt8(ascii: "\""))
            append(bytes)
            append(UInt8(ascii: "\""))
            return true
        }
        return append(upTo: bytes.count + 2) { PlainJSONBytes.copyQuoted(bytes, to: $0) }
    }
}

/// Copies the bytes of a string that the default JSON escaping writes as they are: no control
/// character, quote or backslash.
enum PlainJSONBytes {
    /// Copies `head`, `word` and `tail`, one after the other, between quotes to `destination`
    /// (room for their bytes and two), testing them as ``copy(_:to:)`` does; returns how many
    /// bytes were written, or nil when a byte needs an escape.
    @inline(__always)
    static func copyQuoted(
        _ head: UnsafeBufferPointer<UInt8>,
        _ word: UnsafeBufferPointer<UInt8> = UnsafeBufferPointer(start: nil, count: 0),
        _ tail: UnsafeBufferPointer<UInt8> = UnsafeBufferPointer(start: nil, count: 0),
        to destination: UnsafeMutablePointer<UInt8>
    ) -> Int? {
        let length = head.count + word.count + tail.count
        guard copy(head, to: destination + 1), copy(word, to: destination + 1 + head.count),
            copy(tail, to: destination + 1 + head.count + word.count)
        else { return nil }
        destination[0] = UInt8(ascii: "\"")
        destination[length + 1] = UInt8(ascii: "\"")
        return length + 2
    }

    /// Copies `bytes` to `destination` (room for `bytes.count`), testing them as they go: a
    /// word at a time, the last word overlapping the one before it; two overlapping halves for
    /// four to seven bytes; the first, middle and last byte for one to three. Returns false when
    /// a byte needs an escape, with some of the bytes copied.
    @inline(__always)
    static func copy(_ bytes: UnsafeBufferPointer<UInt8>, to destination: UnsafeMutablePointer<UInt8>) -> Bool {
        guard let source = bytes.baseAddress else { return true }
        let count = bytes.count
        let from = UnsafeRawPointer(source)
        let to = UnsafeMutableRawPointer(destination)
        if count >= 8 {
            var offset = 0
            while count - offset > 8 {
                let word = from.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                guard escapeFlags(word) == 0 else { return false }
                to.storeBytes(of: word, toByteOffset: offset, as: UInt64.self)
                offset += 8
            }
            let last = from.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            guard escapeFlags(last) == 0 else { return false }
            to.storeBytes(of: last, toByteOffset: count - 8, as: UInt64.self)
            return true
        }
        if count >= 4 {
            let head = from.loadUnaligned(as: UInt32.self)
            let tail = from.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
            guard escapeFlags(UInt64(head) | UInt64(tail) << 32) == 0 else { return false }
            to.storeBytes(of: head, as: UInt32.self)
            to.storeBytes(of: tail, toByteOffset: count - 4, as: UInt32.self)
            return true
        }
        guard count > 0 else { return true }
        let first = source[0]
        let middle = source[count >> 1]
        let last = source[count - 1]
        // The other bytes of the word are letters, which need no escape.
        let word = UInt64(first) | UInt64(middle) << 8 | UInt64(last) << 16 | 0x6161_6161_6100_0000
        guard escapeFlags(word) == 0 else { return false }
        destination[0] = first
        destination[count >> 1] = middle
        destination[count - 1] = last
        return true
    }

    /// Nonzero exactly when a byte of `word` is a control character, a quote or a backslash. Each
    /// subtraction sets a byte's high bit where the byte is below 0x20, or is the quote or the
    /// backslash once they are turned into zero by exclusive or; bytes at or above 0x80 (whose
    /// high bit the exclusive ors keep) are masked out. A borrow can only flag a byte above one
    /// that is flagged itself, so whether any is flagged is exact.
    @inline(__always)
    static func escapeFlags(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let quotes = word ^ (ones &* 0x22)
        let backslashes = word ^ (ones &* 0x5C)
        return ((word &- ones &* 0x20) | (quotes &- ones) | (backslashes &- ones)) & ~word & (ones &* 0x80)
    }
}
