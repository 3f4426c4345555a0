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
    func casedText(_ slot: WordSlot, by casing: WordCasing) -> String? {
        switch casing {
        case .asWritten: nil
        case .capitalizedASCII: capitalized(slot)
        case .lowercasedASCII: lowercased(slot)
        case .replaced(let spelling): spelling
        }
    }

    /// The text with every recased word (``WordSlot/isRecased``) written as `casing` says. An
    /// ASCII text is written in one pass over its bytes, each word recased as it is copied;
    /// any other has its words' edits applied.
    func recasedText(_ casing: (WordSlot) -> WordCasing) -> String {
        var source = text.text
        let units = text.utf16
        // A text has as many UTF-8 bytes as UTF-16 units only when every character is ASCII.
        guard source.utf8.count == units.count else {
            var edits: [TextEdit] = []
            for slot in slots where slot.isRecased {
                guard let cased = casedText(slot, by: casing(slot)), !isWritten(slot, as: cased) else { continue }
                edits.append(TextEdit(range: range(slot), replacement: cased))
            }
            return edits.isEmpty ? source : TextEditApplier.apply(edits, toUnits: units)
        }
        return withUnsafeTemporaryAllocation(of: WordCasing.self, capacity: slots.count) { casings in
            var count = source.utf8.count
            for index in slots.indices {
                let slot = slots[index]
                let cased = slot.isRecased ? casing(slot) : .asWritten
                if case .replaced(let spelling) = cased { count += spelling.utf8.count - range(slot).count }
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

    /// Writes an ASCII text's bytes into `buffer`, each slot's word as its casing writes it;
    /// returns how many bytes were written.
    private func write(
        _ bytes: UnsafeBufferPointer<UInt8>, into buffer: UnsafeMutableBufferPointer<UInt8>,
        casings: UnsafeBufferPointer<WordCasing>
    ) -> Int {
        var written = 0
        var cursor = 0
        func copy(upTo end: Int) {
            while cursor < end {
                buffer[written] = bytes[cursor]
                written += 1
                cursor += 1
            }
        }
        for index in slots.indices {
            let wordRange = range(slots[index])
            switch casings[index] {
            case .asWritten:
                continue
            case .capitalizedASCII:
                copy(upTo: wordRange.lowerBound)
                let first = bytes[cursor]
                buffer[written] = first &- 0x61 < 26 ? first - 0x20 : first
                written += 1
                cursor += 1
                while cursor < wordRange.upperBound {
                    let byte = bytes[cursor]
                    buffer[written] = byte &- 0x41 < 26 ? byte + 0x20 : byte
                    written += 1
                    cursor += 1
                }
            case .lowercasedASCII:
                copy(upTo: wordRange.lowerBound)
                while cursor < wordRange.upperBound {
                    let byte = bytes[cursor]
                    buffer[written] = byte &- 0x41 < 26 ? byte + 0x20 : byte
                    written += 1
                    cursor += 1
                }
            case .replaced(let spelling):
                copy(upTo: wordRange.lowerBound)
                for byte in spelling.utf8 {
                    buffer[written] = byte
                    written += 1
                }
                cursor = wordRange.upperBound
            }
        }
        copy(upTo: bytes.count)
        return written
    }
}
