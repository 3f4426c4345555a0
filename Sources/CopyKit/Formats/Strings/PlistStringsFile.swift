import Foundation

extension StringsFile {
    /// Reads a `.strings` file in any of its three forms, told apart by content: the text form
    /// (`"key" = "value";`), an XML property list (`<?xml …><plist><dict>…`, what translation
    /// platforms export) or a binary property list (`bplist00`, what Xcode puts in an app).
    public static func document(bytes: [UInt8], path: String) throws(LocalizationFileError)
        -> any LocalizationDocument
    {
        if bytes.starts(with: BinaryPropertyList.magic) { return try BinaryPlistStringsFile(bytes: bytes, path: path) }
        let (units, encoding) = try TextFileEncoding.decode(bytes, path: path)
        if XMLPlistStringsFile.isPropertyList(units) {
            return try XMLPlistStringsFile(units: units, encoding: encoding, path: path)
        }
        return try StringsFile(units: units, encoding: encoding, path: path)
    }
}

/// A `.strings` file written as an XML property list: a `<dict>` of `<key>` and `<string>`
/// elements. Rewritten by splicing the text of the `<string>` elements it changes; every other
/// byte (layout, comments, entities, declaration, encoding) stays as it was.
public struct XMLPlistStringsFile: LocalizationDocument {
    /// One key and its string, with the UTF-16 range of the string's content.
    public struct Entry: Sendable {
        public var key: String
        public var value: String
        public var content: Range<Int>
    }

    public let path: String
    public var format: LocalizationFormat { .strings }
    public let encoding: TextFileEncoding
    public let units: [UInt16]
    public let entries: [Entry]
    public let strings: [LocalizedString]
    public let diagnostics: [LocalizationDiagnostic]
    public var declaredSourceLanguage: String? { nil }

    /// Whether decoded text is a property list rather than the text form: its first character
    /// other than whitespace is `<`, which cannot start a `.strings` key.
    static func isPropertyList(_ units: [UInt16]) -> Bool {
        units.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } == 0x3C
    }

    init(units: [UInt16], encoding: TextFileEncoding, path: String) throws(LocalizationFileError) {
        self.path = path
        self.units = units
        self.encoding = encoding
        let lines = LineIndex(units)
        var parser = PlistXMLParser(units: units, path: path, lines: lines)
        guard case .dictionary(let members) = try parser.parseDocument() else {
            throw LocalizationFileError(
                path: path, location: SourceLocation(line: 1, column: 1),
                message: "expected a <dict> of keys and strings at the top of the .strings property list")
        }
        var entries: [Entry] = []
        var comments: [String?] = []
        for member in members {
            guard case .string(let text, let content) = member.value else {
                throw LocalizationFileError(
                    path: path, location: lines.location(ofUnit: member.keyStart),
                    message:
                        "expected a <string> value for the key \"\(member.key)\"; a .strings file holds only strings")
            }
            entries.append(Entry(key: member.key, value: text, content: content))
            comments.append(member.comment?.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        let lastIndexOfKey = Dictionary(
            entries.indices.map { (entries[$0].key, $0) }, uniquingKeysWith: { max($0, $1) })
        var diagnostics: [LocalizationDiagnostic] = []
        var strings: [LocalizedString] = []
        let language = StringsFile.folderLanguage(of: path)
        for (index, entry) in entries.enumerated() {
            guard lastIndexOfKey[entry.key] == index else {
                diagnostics.append(
                    LocalizationDiagnostic(
                        path: path, location: lines.location(ofUnit: members[index].keyStart),
                        message: "duplicate key \"\(entry.key)\": a later value wins and this one is ignored"))
                continue
            }
            let map = PlistXMLParser.decode(entry.content, in: units).offsets
            let content = entry.content
            strings.append(
                LocalizedString(
                    index: index, key: entry.key, language: language, value: entry.value, comment: comments[index],
                    readOnlyReason: StringsDictFile.isSelfClosing(content, in: units)
                        ? "an empty <string/> element has no text to rewrite" : nil,
                    start: lines.location(ofUnit: content.lowerBound),
                    locate: { offset in lines.location(ofUnit: offset < map.count ? map[offset] : content.upperBound) })
            )
        }
        self.entries = entries
        self.strings = strings
        self.diagnostics = diagnostics
    }

    public func rewritten(with changes: [Int: String]) throws(LocalizationFileError) -> [UInt8] {
        var replacements: [(content: Range<Int>, value: String)] = []
        for (index, newValue) in changes {
            guard entries.indices.contains(index), !StringsDictFile.isSelfClosing(entries[index].content, in: units)
            else {
                throw LocalizationFileError(path: path, message: "internal: no writable string for change \(index)")
            }
            replacements.append((entries[index].content, newValue))
        }
        return encoding.encode(PlistXMLParser.splice(units, replacements))
    }
}

/// A `.strings` file compiled to a binary property list: a dictionary of strings, read whole and
/// written back whole, as a binary property list with the keys in their order. A place in it is
/// reported as line 1 and the column of its byte (1-based).
public struct BinaryPlistStringsFile: LocalizationDocument {
    public let path: String
    public var format: LocalizationFormat { .strings }
    public let entries: [BinaryPropertyList.StringPair]
    public let strings: [LocalizedString]
    public let diagnostics: [LocalizationDiagnostic]
    public var declaredSourceLanguage: String? { nil }

    public init(bytes: [UInt8], path: String) throws(LocalizationFileError) {
        self.path = path
        let entries = try BinaryPropertyList.readStringDictionary(bytes, path: path)
        self.entries = entries
        let language = StringsFile.folderLanguage(of: path)
        let lastIndexOfKey = Dictionary(
            entries.indices.map { (entries[$0].key, $0) }, uniquingKeysWith: { max($0, $1) })
        var strings: [LocalizedString] = []
        var diagnostics: [LocalizationDiagnostic] = []
        for (index, entry) in entries.enumerated() {
            let location = SourceLocation(line: 1, column: entry.valueOffset + 1)
            guard lastIndexOfKey[entry.key] == index else {
                diagnostics.append(
                    LocalizationDiagnostic(
                        path: path, location: location,
                        message: "duplicate key \"\(entry.key)\": a later value wins and this one is ignored"))
                continue
            }
            strings.append(
                LocalizedString(
                    index: index, key: entry.key, language: language, value: entry.value, start: location,
                    locate: { _ in location }))
        }
        self.strings = strings
        self.diagnostics = diagnostics
    }

    public func rewritten(with changes: [Int: String]) throws(LocalizationFileError) -> [UInt8] {
        var pairs = entries.map { (key: $0.key, value: $0.value) }
        for (index, value) in changes {
            guard pairs.indices.contains(index) else {
                throw LocalizationFileError(path: path, message: "internal: no string for change \(index)")
            }
            pairs[index].value = value
        }
        return BinaryPropertyList.writeStringDictionary(pairs)
    }
}

/// The parts of Apple's binary property list format (`bplist00`) a compiled `.strings` file
/// uses: a top-level dictionary whose keys and values are ASCII or UTF-16 strings.
public enum BinaryPropertyList {
    /// The first bytes of every binary property list.
    public static let magic = Array("bplist00".utf8)
    /// The most objects a file may declare (a dictionary of a million strings has two million
    /// and one); beyond it the file is refused before anything is allocated.
    public static let maximumObjectCount = 2 * InputLimits.maximumStringCount + 1

    /// A key, its value, and the byte offset of the value's object.
    public struct StringPair: Sendable {
        public var key: String
        public var value: String
        public var valueOffset: Int
    }

    /// The pairs of the top-level dictionary, in file order. Throws naming the byte offset when
    /// the file is truncated, inconsistent, or holds anything but strings.
    public static func readStringDictionary(_ bytes: [UInt8], path: String) throws(LocalizationFileError)
        -> [StringPair]
    {
        var reader = Reader(bytes: bytes, path: path)
        return try reader.readTopDictionary()
    }

    private struct Reader {
        let bytes: [UInt8]
        let path: String
        var offsetSize = 0
        var referenceSize = 0
        var objectCount = 0
        var offsetTableStart = 0

        init(bytes: [UInt8], path: String) {
            self.bytes = bytes
            self.path = path
        }

        func failure(_ message: String, at offset: Int) -> LocalizationFileError {
            LocalizationFileError(
                path: path, location: SourceLocation(line: 1, column: offset + 1),
                message: "binary property list: \(message) (byte \(offset))")
        }

        func integer(at offset: Int, size: Int) throws(LocalizationFileError) -> Int {
            guard size >= 1, size <= 8, offset >= 0, offset <= bytes.count - size else {
                throw failure("truncated: an integer runs past the end of the file", at: max(0, offset))
            }
            var value: UInt64 = 0
            for index in offset..<(offset + size) { value = value << 8 | UInt64(bytes[index]) }
            guard value <= UInt64(Int.max) else { throw failure("an integer is out of range", at: offset) }
            return Int(value)
        }

        mutating func readTopDictionary() throws(LocalizationFileError) -> [StringPair] {
            let trailerStart = bytes.count - 32
            guard trailerStart >= BinaryPropertyList.magic.count else {
                throw failure("truncated: too short for the 32-byte trailer", at: max(0, bytes.count - 1))
            }
            offsetSize = Int(bytes[trailerStart + 6])
            referenceSize = Int(bytes[trailerStart + 7])
            guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
                throw failure("the trailer's integer sizes are not 1 to 8 bytes", at: trailerStart + 6)
            }
            objectCount = try integer(at: trailerStart + 8, size: 8)
            let top = try integer(at: trailerStart + 16, size: 8)
            offsetTableStart = try integer(at: trailerStart + 24, size: 8)
            guard objectCount >= 1, objectCount <= BinaryPropertyList.maximumObjectCount, top < objectCount else {
                throw failure(
                    "the trailer declares \(objectCount) objects (top object \(top)); at most "
                        + "\(BinaryPropertyList.maximumObjectCount) are read", at: trailerStart + 8)
            }
            guard offsetTableStart >= BinaryPropertyList.magic.count,
                offsetTableStart <= trailerStart - objectCount * offsetSize
            else {
                throw failure(
                    "the offset table does not fit between the objects and the trailer", at: trailerStart + 24)
            }
            let offset = try objectOffset(top)
            guard bytes[offset] >> 4 == 0xD else {
                throw failure("expected a dictionary as the top object of a .strings file", at: offset)
            }
            let (count, start) = try length(at: offset)
            guard count <= objectCount, start <= offsetTableStart - 2 * count * referenceSize else {
                throw failure("the dictionary's \(count) entries run past its objects", at: offset)
            }
            var pairs: [StringPair] = []
            pairs.reserveCapacity(count)
            for index in 0..<count {
                let keyOffset = try objectOffset(try integer(at: start + index * referenceSize, size: referenceSize))
                let valueOffset = try objectOffset(
                    try integer(at: start + (count + index) * referenceSize, size: referenceSize))
                let key = try string(at: keyOffset, role: "a key")
                let value = try string(at: valueOffset, role: "the value of \"\(key)\"")
                pairs.append(StringPair(key: key, value: value, valueOffset: valueOffset))
            }
            return pairs
        }

        func objectOffset(_ reference: Int) throws(LocalizationFileError) -> Int {
            guard reference < objectCount else {
                throw failure(
                    "an object reference (\(reference)) is past the \(objectCount) objects", at: offsetTableStart)
            }
            let offset = try integer(at: offsetTableStart + reference * offsetSize, size: offsetSize)
            guard offset >= BinaryPropertyList.magic.count, offset < offsetTableStart else {
                throw failure("object \(reference) has an offset outside the objects", at: offsetTableStart)
            }
            return offset
        }

        /// An object's count (the marker's low nibble, or the integer after it) and where its
        /// content starts.
        func length(at offset: Int) throws(LocalizationFileError) -> (count: Int, start: Int) {
            let nibble = Int(bytes[offset] & 0x0F)
            guard nibble == 0x0F else { return (nibble, offset + 1) }
            guard offset + 1 < offsetTableStart, bytes[offset + 1] >> 4 == 0x1, bytes[offset + 1] & 0x0F <= 3 else {
                throw failure("expected an integer length after the object marker", at: offset + 1)
            }
            let size = 1 << Int(bytes[offset + 1] & 0x0F)
            guard offset + 2 + size <= offsetTableStart else {
                throw failure("truncated: a length runs past the objects", at: offset + 1)
            }
            return (try integer(at: offset + 2, size: size), offset + 2 + size)
        }

        func string(at offset: Int, role: String) throws(LocalizationFileError) -> String {
            let kind = bytes[offset] >> 4
            guard kind == 0x5 || kind == 0x6 else {
                throw failure("expected a string for \(role); a .strings file holds only strings", at: offset)
            }
            let (count, start) = try length(at: offset)
            let size = kind == 0x5 ? count : count * 2
            guard count <= offsetTableStart, start + size <= offsetTableStart else {
                throw failure("truncated: a string of \(count) characters runs past the objects", at: offset)
            }
            if kind == 0x5 {
                guard bytes[start..<(start + size)].allSatisfy({ $0 < 0x80 }) else {
                    throw failure("an ASCII string holds a byte above 0x7F", at: offset)
                }
                return String(decoding: bytes[start..<(start + size)], as: UTF8.self)
            }
            var units: [UInt16] = []
            units.reserveCapacity(count)
            for index in 0..<count {
                units.append(UInt16(bytes[start + 2 * index]) << 8 | UInt16(bytes[start + 2 * index + 1]))
            }
            guard String(validating: units, as: UTF16.self) != nil else {
                throw failure("a UTF-16 string holds a lone surrogate", at: offset)
            }
            return String(utf16Units: units)
        }
    }

    /// A binary property list of one dictionary of strings, keys in the given order: ASCII
    /// strings where every character is ASCII, UTF-16 big-endian otherwise.
    public static func writeStringDictionary(_ pairs: [(key: String, value: String)]) -> [UInt8] {
        let objectCount = 1 + 2 * pairs.count
        let referenceSize = byteCount(for: objectCount - 1)
        var output = magic
        var offsets: [Int] = []
        offsets.reserveCapacity(objectCount)
        offsets.append(output.count)
        appendMarker(0xD, count: pairs.count, to: &output)
        for reference in 1..<objectCount { appendInteger(reference, size: referenceSize, to: &output) }
        for text in pairs.map(\.key) + pairs.map(\.value) {
            offsets.append(output.count)
            let units = Array(text.utf16)
            if units.allSatisfy({ $0 < 0x80 }) {
                appendMarker(0x5, count: units.count, to: &output)
                output.append(contentsOf: units.map { UInt8($0) })
            } else {
                appendMarker(0x6, count: units.count, to: &output)
                for unit in units { output.append(contentsOf: [UInt8(unit >> 8), UInt8(unit & 0xFF)]) }
            }
        }
        let offsetTableStart = output.count
        let offsetSize = byteCount(for: offsetTableStart)
        for offset in offsets { appendInteger(offset, size: offsetSize, to: &output) }
        output.append(contentsOf: [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)])
        appendInteger(objectCount, size: 8, to: &output)
        appendInteger(0, size: 8, to: &output)
        appendInteger(offsetTableStart, size: 8, to: &output)
        return output
    }

    private static func byteCount(for value: Int) -> Int {
        value < 1 << 8 ? 1 : value < 1 << 16 ? 2 : value < 1 << 32 ? 4 : 8
    }

    private static func appendInteger(_ value: Int, size: Int, to output: inout [UInt8]) {
        for shift in stride(from: (size - 1) * 8, through: 0, by: -8) {
            output.append(UInt8(truncatingIfNeeded: value >> shift))
        }
    }

    private static func appendMarker(_ kind: UInt8, count: Int, to output: inout [UInt8]) {
        if count < 15 {
            output.append(kind << 4 | UInt8(count))
            return
        }
        output.append(kind << 4 | 0x0F)
        let size = byteCount(for: count)
        output.append(0x10 | UInt8(size.trailingZeroBitCount))
        appendInteger(count, size: size, to: &output)
    }
}
