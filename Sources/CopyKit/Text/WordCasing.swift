/// How a caser writes one word: as written, or in a new form. An ASCII word capitalized or
/// lower-cased is written from its own units: no string is built for it until one is asked for
/// (``WordSlots/casedText(_:by:)``).
enum WordCasing {
    /// The word stays as written.
    case asWritten
    /// An ASCII word with its first letter in capitals and no capital after it
    /// (``WordSlots/capitalized(_:)``).
    case capitalizedASCII
    /// An ASCII word without capitals.
    case lowercasedASCII
    /// The word replaced by a spelling (which may be the word as written).
    case replaced(String)
}

extension WordSlots {
    /// ``capitalized(_:)`` as a casing: an ASCII word's written from its units.
    func capitalizing(_ slot: WordSlot) -> WordCasing {
        slot.shape.contains(.isASCII) ? .capitalizedASCII : .replaced(WordShape.capitalized(word(slot)))
    }

    /// ``lowercased(_:)`` as a casing: an ASCII word's written from its units.
    func lowercasing(_ slot: WordSlot) -> WordCasing {
        slot.shape.contains(.isASCII) ? .lowercasedASCII : .replaced(word(slot).lowercased())
    }

    /// The word as `casing` writes it; nil when it stays as written.
    @inline(__always)
    func casedText(_ slot: WordSlot, by casing: WordCasing) -> String? {
        switch casing {
        case .asWritten: nil
        case .capitalizedASCII: capitalized(slot)
        case .lowercasedASCII: lowercased(slot)
        case .replaced(let spelling): spelling
        }
    }

    /// The text with every recased word (``WordSlot/isRecased``) written as `casing` says, in
    /// one pass over its UTF-8: the bytes between words copied, each word recased as it is
    /// copied or replaced by its spelling. No string and no edit is made per word.
    func recasedText(_ casing: (WordSlot) -> WordCasing) -> String {
        var source = text.text
        let units = text.utf16
        return withUnsafeTemporaryAllocation(of: WordCasing.self, capacity: slots.count) { casings in
            var count = source.utf8.count
            for index in slots.indices {
                let slot = slots[index]
                let cased = slot.isRecased ? casing(slot) : .asWritten
                if case .replaced(let spelling) = cased {
                    count += spelling.utf8.count - WordSlots.utf8Count(units[range(slot)])
                }
                casings.initializeElement(at: index, to: cased)
            }
            defer { _ = casings.deinitialize() }
            return source.withUTF8 { bytes in
                String(unsafeUninitializedCapacity: count) { buffer in
                    write(bytes, into: buffer, casings: UnsafeBufferPointer(casings))
                }
            }
        }
    }

    /// How many UTF-8 bytes encode UTF-16 code units (whole scalars: a surrogate pair is four).
    private static func utf8Count(_ units: some ContiguousUnits) -> Int {
        var count = 0
        for unit in units {
            count += unit < 0x80 ? 1 : unit < 0x800 || (unit >= 0xD800 && unit <= 0xDFFF) ? 2 : 3
        }
        return count
    }

    /// Writes a text's UTF-8 `bytes` into `buffer`, each slot's word as its casing writes it;
    /// returns how many bytes were written. Word ranges count UTF-16 units: the units of the
    /// bytes copied are counted as they go (a four-byte scalar is two units).
    private func write(
        _ bytes: UnsafeBufferPointer<UInt8>, into buffer: UnsafeMutableBufferPointer<UInt8>,
        casings: UnsafeBufferPointer<WordCasing>
    ) -> Int {
        var written = 0
        var cursor = 0
        var unit = 0
        /// Moves past the source's bytes up to the scalar that starts at unit `end`, copying them
        /// when `copying`.
        func advance(toUnit end: Int, copying: Bool) {
            while unit < end {
                let byte = bytes[cursor]
                if copying {
                    buffer[written] = byte
                    written += 1
                }
                cursor += 1
                if byte < 0x80 {
                    unit += 1
                } else if byte >= 0xC0 {
                    unit += byte >= 0xF0 ? 2 : 1
                    // The scalar's continuation bytes.
                    while cursor < bytes.count, bytes[cursor] & 0xC0 == 0x80 {
                        if copying {
                            buffer[written] = bytes[cursor]
                            written += 1
                        }
                        cursor += 1
                    }
                }
            }
        }
        for index in slots.indices {
            let wordRange = range(slots[index])
            switch casings[index] {
            case .asWritten:
                continue
            case .capitalizedASCII:
                advance(toUnit: wordRange.lowerBound, copying: true)
                let first = bytes[cursor]
                buffer[written] = first &- 0x61 < 26 ? first - 0x20 : first
                var offset = 1
                while offset < wordRange.count {
                    let byte = bytes[cursor + offset]
                    buffer[written + offset] = byte &- 0x41 < 26 ? byte + 0x20 : byte
                    offset += 1
                }
            case .lowercasedASCII:
                advance(toUnit: wordRange.lowerBound, copying: true)
                for offset in 0..<wordRange.count {
                    let byte = bytes[cursor + offset]
                    buffer[written + offset] = byte &- 0x41 < 26 ? byte + 0x20 : byte
                }
            case .replaced(let spelling):
                advance(toUnit: wordRange.lowerBound, copying: true)
                var spelling = spelling
                written += spelling.withUTF8 { spelled in
                    if let base = spelled.baseAddress {
                        (buffer.baseAddress! + written).initialize(from: base, count: spelled.count)
                    }
                    return spelled.count
                }
                advance(toUnit: wordRange.upperBound, copying: false)
                continue
            }
            // An ASCII word: as many bytes as units.
            written += wordRange.count
            cursor += wordRange.count
            unit += wordRange.count
        }
        let rest = bytes.count - cursor
        if rest > 0 {
            (buffer.baseAddress! + written).initialize(from: bytes.baseAddress! + cursor, count: rest)
            written += rest
        }
        return written
    }
}
