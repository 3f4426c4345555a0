/// How a text localization file is encoded, so it is written back exactly as it came.
public struct TextFileEncoding: Hashable, Sendable, CustomStringConvertible {
    public enum Form: String, Hashable, Sendable {
        case utf8 = "UTF-8"
        case utf16LittleEndian = "UTF-16LE"
        case utf16BigEndian = "UTF-16BE"
    }

    public var form: Form
    /// Whether the file starts with a byte order mark.
    public var hasByteOrderMark: Bool

    public init(form: Form, hasByteOrderMark: Bool) {
        self.form = form
        self.hasByteOrderMark = hasByteOrderMark
    }

    public var description: String { form.rawValue + (hasByteOrderMark ? " with BOM" : "") }

    /// Detects the encoding as CoreFoundation does for property lists and decodes the bytes to
    /// UTF-16 code units (BOM removed). Invalid input is an error naming line and column.
    public static func decode(_ bytes: [UInt8], path: String) throws(LocalizationFileError) -> (
        units: [UInt16], encoding: TextFileEncoding
    ) {
        if bytes.starts(with: Array("bplist00".utf8)) {
            throw LocalizationFileError(
                path: path, location: SourceLocation(line: 1, column: 1),
                message:
                    "binary property list (bplist00): only a .strings file may be one; convert it with `plutil -convert xml1`"
            )
        }
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) {
            throw LocalizationFileError(
                path: path, location: SourceLocation(line: 1, column: 1),
                message: "UTF-32 text is not supported; save the file as UTF-8")
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            return (try decodeUTF8(bytes, from: 3, path: path), TextFileEncoding(form: .utf8, hasByteOrderMark: true))
        }
        if bytes.starts(with: [0xFF, 0xFE]) {
            return (
                try decodeUTF16(bytes, from: 2, bigEndian: false, path: path),
                TextFileEncoding(form: .utf16LittleEndian, hasByteOrderMark: true)
            )
        }
        if bytes.starts(with: [0xFE, 0xFF]) {
            return (
                try decodeUTF16(bytes, from: 2, bigEndian: true, path: path),
                TextFileEncoding(form: .utf16BigEndian, hasByteOrderMark: true)
            )
        }
        if bytes.count >= 2, bytes[0] == 0 {
            return (
                try decodeUTF16(bytes, from: 0, bigEndian: true, path: path),
                TextFileEncoding(form: .utf16BigEndian, hasByteOrderMark: false)
            )
        }
        if bytes.count >= 2, bytes[1] == 0 {
            throw LocalizationFileError(
                path: path, location: SourceLocation(line: 1, column: 1),
                message:
                    "UTF-16 little-endian text without a byte order mark: Foundation cannot read it; save it as UTF-8 (or UTF-16 with a BOM)"
            )
        }
        return (try decodeUTF8(bytes, from: 0, path: path), TextFileEncoding(form: .utf8, hasByteOrderMark: false))
    }

    /// The bytes of `units` in this encoding, BOM included when the file had one. An unpaired
    /// surrogate is written as U+FFFD in UTF-8, as the standard library's transcoding writes it.
    public func encode(_ units: [UInt16]) -> [UInt8] {
        switch form {
        case .utf8:
            // Encoded in one pass by `String(utf16Units:)` (not the standard library's generic
            // transcoding, a call a byte), whose UTF-8 is the file's bytes.
            let bom: [UInt8] = hasByteOrderMark ? [0xEF, 0xBB, 0xBF] : []
            return bom + String(utf16Units: units).utf8
        case .utf16LittleEndian, .utf16BigEndian:
            // Each unit's two bytes in the file's order, written in place.
            let big = form == .utf16BigEndian
            let bom: [UInt8] = hasByteOrderMark ? (big ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
            return [UInt8](unsafeUninitializedCapacity: bom.count + units.count * 2) { bytes, count in
                for (offset, byte) in bom.enumerated() { bytes[offset] = byte }
                var offset = bom.count
                for unit in units {
                    bytes[offset] = UInt8(truncatingIfNeeded: big ? unit >> 8 : unit)
                    bytes[offset + 1] = UInt8(truncatingIfNeeded: big ? unit : unit >> 8)
                    offset += 2
                }
                count = offset
            }
        }
    }

    private static func decodeUTF8(_ bytes: [UInt8], from start: Int, path: String) throws(LocalizationFileError)
        -> [UInt16]
    {
        // Decoded into the array's storage (never more units than bytes); ASCII, most of a
        // strings file, eight bytes at a time. `invalid` is the offset of a byte that starts no
        // well-formed sequence; the units before it are kept, to say where it is.
        var invalid: Int?
        let units = bytes.withUnsafeBufferPointer { bytes in
            [UInt16](unsafeUninitializedCapacity: bytes.count - start) { units, initialized in
                var index = start
                var written = 0
                let count = bytes.count
                while index < count {
                    if index + 8 <= count,
                        ASCIIWidening.widenEight(
                            from: UnsafeRawPointer(bytes.baseAddress! + index),
                            to: UnsafeMutableRawPointer(units.baseAddress! + written))
                    {
                        index += 8
                        written += 8
                        continue
                    }
                    let lead = bytes[index]
                    if lead < 0x80 {
                        units[written] = UInt16(lead)
                        written += 1
                        index += 1
                        continue
                    }
                    let length: Int
                    let minimum: UInt32
                    var scalar: UInt32
                    switch lead {
                    case 0xC2...0xDF: (length, minimum, scalar) = (2, 0x80, UInt32(lead & 0x1F))
                    case 0xE0...0xEF: (length, minimum, scalar) = (3, 0x800, UInt32(lead & 0x0F))
                    case 0xF0...0xF4: (length, minimum, scalar) = (4, 0x10000, UInt32(lead & 0x07))
                    default:
                        length = 0
                        minimum = 0
                        scalar = 0
                    }
                    guard length > 0, index + length <= count else {
                        invalid = index
                        break
                    }
                    var wellFormed = true
                    for offset in 1..<length {
                        let byte = bytes[index + offset]
                        wellFormed = wellFormed && byte & 0xC0 == 0x80
                        scalar = scalar << 6 | UInt32(byte & 0x3F)
                    }
                    guard wellFormed, scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else {
                        invalid = index
                        break
                    }
                    if scalar >= 0x10000 {
                        let value = scalar - 0x10000
                        units[written] = UInt16(0xD800 + (value >> 10))
                        units[written + 1] = UInt16(0xDC00 + (value & 0x3FF))
                        written += 2
                    } else {
                        units[written] = UInt16(scalar)
                        written += 1
                    }
                    index += length
                }
                initialized = written
            }
        }
        if let invalid { throw invalidUTF8(bytes, at: invalid, units: units, path: path) }
        return units
    }

    private static func invalidUTF8(_ bytes: [UInt8], at offset: Int, units: [UInt16], path: String)
        -> LocalizationFileError
    {
        LocalizationFileError(
            path: path, location: LineIndex(units).location(ofUnit: units.count),
            message:
                "invalid UTF-8 (byte 0x\(String(bytes[offset], radix: 16, uppercase: true)) at offset \(offset)); the file must be UTF-8 or UTF-16 with a BOM"
        )
    }

    private static func decodeUTF16(_ bytes: [UInt8], from start: Int, bigEndian: Bool, path: String)
        throws(LocalizationFileError) -> [UInt16]
    {
        guard (bytes.count - start) % 2 == 0 else {
            throw LocalizationFileError(
                path: path, message: "UTF-16 text with an odd number of bytes (truncated file?)")
        }
        var units: [UInt16] = []
        units.reserveCapacity((bytes.count - start) / 2)
        var index = start
        while index < bytes.count {
            let first = UInt16(bytes[index])
            let second = UInt16(bytes[index + 1])
            units.append(bigEndian ? first << 8 | second : second << 8 | first)
            index += 2
        }
        var position = 0
        while position < units.count {
            let unit = units[position]
            if UTF16.isLeadSurrogate(unit) {
                if position + 1 < units.count, UTF16.isTrailSurrogate(units[position + 1]) {
                    position += 2
                    continue
                }
            } else if !UTF16.isTrailSurrogate(unit) {
                position += 1
                continue
            }
            throw LocalizationFileError(
                path: path, location: LineIndex(units).location(ofUnit: position),
                message: "lone UTF-16 surrogate 0x\(String(unit, radix: 16, uppercase: true)): the file is damaged")
        }
        return units
    }
}

/// Line starts of a UTF-16 text, to turn offsets into 1-based line and column (UTF-16 units).
/// A line ends at LF, CR or CRLF.
public struct LineIndex: Sendable {
    private let starts: [Int]

    public init(_ units: [UInt16]) {
        var starts = [0]
        var index = 0
        while index < units.count {
            let unit = units[index]
            if unit == 0x0A {
                starts.append(index + 1)
            } else if unit == 0x0D {
                if index + 1 < units.count, units[index + 1] == 0x0A { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        self.starts = starts
    }

    /// The line and column of a UTF-16 offset.
    public func location(ofUnit offset: Int) -> SourceLocation {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourceLocation(line: low + 1, column: offset - starts[low] + 1)
    }
}
