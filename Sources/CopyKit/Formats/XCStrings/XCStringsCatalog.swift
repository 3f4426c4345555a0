/// A String Catalog (`.xcstrings`) read with the place of every value, so a fix splices only
/// the bytes of the values it changes (and of the states it flips), leaving Xcode's layout intact.
public struct XCStringsCatalog: LocalizationDocument {
    /// One string unit of the catalog and where its value and state are in the file.
    public struct Unit: Sendable {
        public var key: String
        public var language: String
        /// `plural.one`, `device.ipad.plural.other`, `substitutions.count.plural.one`, or nil.
        public var variant: String?
        public var value: String
        public var state: String?
        /// The bytes of the value's JSON string token, quotes included.
        public var valueBytes: Range<Int>
        /// The bytes of the state's JSON string token, when there is a state.
        public var stateBytes: Range<Int>?
    }

    public let path: String
    public var format: LocalizationFormat { .xcstrings }
    public let bytes: [UInt8]
    public let sourceLanguage: String
    public let version: String?
    /// Every string unit of every language, in file order.
    public let units: [Unit]
    public let strings: [LocalizedString]
    public let diagnostics: [LocalizationDiagnostic]
    public var declaredSourceLanguage: String? { sourceLanguage }

    /// Reads a catalog's bytes; a file that is not valid JSON or not a catalog is an error with
    /// line and column.
    public init(bytes: [UInt8], path: String) throws(LocalizationFileError) {
        self.path = path
        self.bytes = bytes
        let root: JSONNode
        do {
            root = try JSONParser.parseNodes(bytes)
        } catch {
            throw LocalizationFileError(
                path: path, location: SourceLocation(line: error.line, column: error.column), message: error.message)
        }
        func structureError(_ node: JSONNode, _ message: String) -> LocalizationFileError {
            LocalizationFileError(path: path, location: node.span.start, message: message)
        }
        guard root.members != nil else {
            throw structureError(root, "expected a String Catalog object at the top level")
        }
        guard let source = root["sourceLanguage"]?.stringValue else {
            throw structureError(root, "expected a \"sourceLanguage\" string in the catalog")
        }
        self.sourceLanguage = source
        self.version = root["version"]?.stringValue
        guard let stringsNode = root["strings"], let entries = stringsNode.members else {
            throw structureError(root, "expected a \"strings\" object in the catalog")
        }
        var units: [Unit] = []
        var strings: [LocalizedString] = []
        let shared = bytes
        for entry in entries {
            guard entry.value.members != nil else {
                throw structureError(entry.value, "expected an object for the key \"\(entry.key)\"")
            }
            let comment = entry.value["comment"]?.stringValue
            let localizations = entry.value["localizations"]
            if localizations?[source] == nil {
                let span = entry.keySpan
                strings.append(
                    LocalizedString(
                        index: -1 - strings.count, key: entry.key, language: source, value: entry.key, comment: comment,
                        readOnlyReason:
                            "the key has no \(source) localization, so the key itself is the copy; change it in code",
                        start: SourceLocation(line: span.start.line, column: span.start.column + 1),
                        locate: { XCStringsCatalog.location(in: shared, token: span, decodedOffset: $0) }))
            }
            for language in localizations?.members ?? [] {
                var found: [FoundUnit] = []
                try XCStringsCatalog.collect(
                    language.value, key: entry.key, language: language.key, variant: nil, into: &found, path: path)
                for unit in found {
                    let valueToken = JSONSpan(bytes: unit.valueBytes, start: unit.valueStart)
                    strings.append(
                        LocalizedString(
                            index: units.count, key: unit.unit.key, variant: unit.unit.variant,
                            language: unit.unit.language, value: unit.unit.value, comment: comment,
                            state: unit.unit.state,
                            start: SourceLocation(line: unit.valueStart.line, column: unit.valueStart.column + 1),
                            locate: { XCStringsCatalog.location(in: shared, token: valueToken, decodedOffset: $0) }))
                    units.append(unit.unit)
                }
            }
        }
        self.units = units
        self.strings = strings
        self.diagnostics = []
    }

    private struct FoundUnit {
        var unit: Unit
        var valueBytes: Range<Int>
        var valueStart: SourceLocation
    }

    private static func collect(
        _ node: JSONNode, key: String, language: String, variant: String?, into found: inout [FoundUnit], path: String
    ) throws(LocalizationFileError) {
        if let stringUnit = node["stringUnit"] {
            guard let valueNode = stringUnit["value"], let value = valueNode.stringValue else {
                throw LocalizationFileError(
                    path: path, location: stringUnit.span.start,
                    message: "expected a \"value\" string in the stringUnit of \"\(key)\" (\(language))")
            }
            let stateNode = stringUnit["state"]
            found.append(
                FoundUnit(
                    unit: Unit(
                        key: key, language: language, variant: variant, value: value, state: stateNode?.stringValue,
                        valueBytes: valueNode.span.bytes,
                        stateBytes: stateNode?.stringValue == nil ? nil : stateNode?.span.bytes),
                    valueBytes: valueNode.span.bytes, valueStart: valueNode.span.start))
        }
        if let variations = node["variations"]?.members {
            for kind in variations {
                for category in kind.value.members ?? [] {
                    let path2 = (variant.map { $0 + "." } ?? "") + kind.key + "." + category.key
                    try collect(category.value, key: key, language: language, variant: path2, into: &found, path: path)
                }
            }
        }
        if let substitutions = node["substitutions"]?.members {
            for substitution in substitutions {
                let path2 = (variant.map { $0 + "." } ?? "") + "substitutions." + substitution.key
                try collect(substitution.value, key: key, language: language, variant: path2, into: &found, path: path)
            }
        }
    }

    /// The place of a decoded UTF-16 offset inside a JSON string token (escapes counted as written).
    static func location(in bytes: [UInt8], token: JSONSpan, decodedOffset: Int) -> SourceLocation {
        var column = token.start.column + 1
        var decoded = 0
        var index = token.bytes.lowerBound + 1
        let end = token.bytes.upperBound - 1
        while index < end, decoded < decodedOffset {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") {
                let isUnicode = index + 1 < end && bytes[index + 1] == UInt8(ascii: "u")
                let length = isUnicode ? 6 : 2
                index += length
                column += length
                decoded += 1
            } else if byte < 0x80 {
                index += 1
                column += 1
                decoded += 1
            } else {
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                let width = byte >= 0xF0 ? 2 : 1
                index += length
                column += width
                decoded += width
            }
        }
        return SourceLocation(line: token.start.line, column: column)
    }

    /// The bytes with the values of `changes` (index into `units` → new value) replaced, and, as
    /// Xcode does, every other language's `translated` unit of a changed source key marked
    /// `needs_review`. Everything else is kept byte for byte.
    public func rewritten(with changes: [Int: String]) throws(LocalizationFileError) -> [UInt8] {
        var splices: [(range: Range<Int>, bytes: [UInt8])] = []
        var changedSourceKeys: Set<String> = []
        for (index, newValue) in changes {
            guard index >= 0, units.indices.contains(index) else {
                throw LocalizationFileError(
                    path: path, message: "the key is its own copy and has no value to rewrite (change \(index))")
            }
            let unit = units[index]
            guard unit.value != newValue else { continue }
            var token: [UInt8] = []
            JSONWriter.appendString(newValue, escaping: JSONWriter.xcode.escaping, into: &token)
            splices.append((unit.valueBytes, token))
            if unit.language == sourceLanguage { changedSourceKeys.insert(unit.key) }
        }
        for unit in units
        where changedSourceKeys.contains(unit.key) && unit.language != sourceLanguage && unit.state == "translated" {
            if let stateBytes = unit.stateBytes { splices.append((stateBytes, Array("\"needs_review\"".utf8))) }
        }
        splices.sort { $0.range.lowerBound < $1.range.lowerBound }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 64)
        var cursor = 0
        for splice in splices where splice.range.lowerBound >= cursor {
            output.append(contentsOf: bytes[cursor..<splice.range.lowerBound])
            output.append(contentsOf: splice.bytes)
            cursor = splice.range.upperBound
        }
        output.append(contentsOf: bytes[cursor...])
        return output
    }
}
