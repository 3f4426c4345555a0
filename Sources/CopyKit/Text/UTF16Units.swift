extension String {
    /// The string's UTF-16 code units, decoded from its UTF-8 in one pass (copying the UTF-16
    /// view transcodes one unit at a time through a generic path). A string's UTF-8 is always
    /// valid, and never has fewer bytes than the text has UTF-16 units.
    ///
    /// ASCII is widened eight bytes at a time. The units are decoded into scratch space (on the
    /// stack for a short text) and copied into an array of their exact count: an array built
    /// from a buffer is allocated by code the compiler specializes, where
    /// `[UInt16](unsafeUninitializedCapacity:)` allocates through a generic path that looks its
    /// storage type up at run time, costlier than decoding.
    var utf16Units: [UInt16] { withUTF16Units { [UInt16]($0) } }

    /// `body`'s result with the string's UTF-16 code units (as ``utf16Units`` decodes them) in
    /// scratch space, valid only during `body`. The scratch space is the one closure that holds
    /// what `body` captures (each closure around it would take its own references to them).
    @inline(__always)
    func withUTF16Units<Result>(_ body: (UnsafeBufferPointer<UInt16>) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: UInt16.self, capacity: utf8.count) { units in
            body(UnsafeBufferPointer(start: units.baseAddress, count: decodeUTF16Units(into: units)))
        }
    }

    /// Writes the string's UTF-16 code units to `units` (room for as many as the string has
    /// UTF-8 bytes); returns how many were written.
    private func decodeUTF16Units(into units: UnsafeMutableBufferPointer<UInt16>) -> Int {
        var text = self
        return text.withUTF8 { bytes in
            var index = 0
            var written = 0
            let raw = UnsafeRawPointer(bytes.baseAddress)
            let target = UnsafeMutableRawPointer(units.baseAddress)
            while index < bytes.count {
                // Eight ASCII bytes (most UI copy) widened to eight units at once. `written`
                // never passes `index`, so the eight units fit in the scratch space.
                if index + 8 <= bytes.count, let raw, let target,
                    ASCIIWidening.widenEight(from: raw + index, to: target + written * 2)
                {
                    index += 8
                    written += 8
                    continue
                }
                // The last few bytes of an ASCII text (so far each byte one unit) are widened
                // with the eight that end the text, again writing the units before them.
                if index == written, index + 8 > bytes.count, bytes.count >= 8, let raw, let target,
                    ASCIIWidening.widenEight(from: raw + (bytes.count - 8), to: target + (bytes.count - 8) * 2)
                {
                    index = bytes.count
                    written = bytes.count
                    continue
                }
                let lead = bytes[index]
                if lead < 0x80 {
                    units[written] = UInt16(lead)
                    index += 1
                    written += 1
                } else if lead < 0xE0 {
                    units[written] = UInt16(lead & 0x1F) << 6 | UInt16(bytes[index + 1] & 0x3F)
                    index += 2
                    written += 1
                } else if lead < 0xF0 {
                    units[written] =
                        UInt16(lead & 0x0F) << 12 | UInt16(bytes[index + 1] & 0x3F) << 6
                        | UInt16(bytes[index + 2] & 0x3F)
                    index += 3
                    written += 1
                } else {
                    let scalar =
                        UInt32(lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12
                        | UInt32(bytes[index + 2] & 0x3F) << 6 | UInt32(bytes[index + 3] & 0x3F)
                    let offset = scalar - 0x10000
                    units[written] = UInt16(truncatingIfNeeded: 0xD800 + (offset >> 10))
                    units[written + 1] = UInt16(truncatingIfNeeded: 0xDC00 + (offset & 0x3FF))
                    index += 4
                    written += 2
                }
            }
            return written
        }
    }
}

/// ASCII bytes widened to UTF-16 code units eight at a time, for the decoders of UTF-8 text.
enum ASCIIWidening {
    /// Writes the eight bytes at `source` as eight UTF-16 units at `target` when all are ASCII
    /// and returns true; returns false, writing nothing, when one is not.
    @inline(__always)
    static func widenEight(from source: UnsafeRawPointer, to target: UnsafeMutableRawPointer) -> Bool {
        let word = source.loadUnaligned(as: UInt64.self)
        guard word & 0x8080_8080_8080_8080 == 0 else { return false }
        let wide = SIMD8<UInt16>(truncatingIfNeeded: unsafeBitCast(word, to: SIMD8<UInt8>.self))
        target.storeBytes(of: wide, as: SIMD8<UInt16>.self)
        return true
    }
}

extension String {
    /// The string of UTF-16 code units `units`, as `String(decoding: units, as: UTF16.self)` makes
    /// it (an unpaired surrogate becomes U+FFFD), without the standard library's generic decoding,
    /// which reads the units one at a time through protocol witnesses (tens of instructions a
    /// unit; a `.strings` file's comments once took a third of `check` on an app).
    init<Units: Collection<UInt16>>(utf16Units units: Units) {
        self = AnalyzedText.string(units)
    }
}
