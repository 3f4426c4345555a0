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
        /// Where the value's token (its opening quote) is.
        public var valueStart: SourceLocation
        public var comment: String?
        /// Why the unit is not linted (a stale key, a substitution form), or nil.
        public var skipReason: String?
    }

    /// A key with no source-language localization: its copy is the key itself.
    private struct KeyCopy: Sendable {
        /// How many units come before it in file order.
        var position: Int
        var key: String
        var comment: String?
        var skipReason: String?
        var span: JSONSpan
    }

    public let path: String
    public var format: LocalizationFormat { .xcstrings }
    public let bytes: [UInt8]
    public let sourceLanguage: String
    public let version: String?
    /// Every string unit of every language, in file order.
    public let units: [Unit]
    private let keyCopies: [KeyCopy]
    public let diagnostics: [LocalizationDiagnostic]
    public var declaredSourceLanguage: String? { sourceLanguage }

    /// Reads a catalog's bytes; a file that is not valid JSON or not a catalog is an error with
    /// line and column.
    public init(bytes: [UInt8], path: String) throws(LocalizationFileError) {
        self.path = path
        self.bytes = bytes
        if bytes.starts(with: Array("bplist00".utf8)) {
            throw LocalizationFileError(
                path: path, location: SourceLocation(line: 1, column: 1),
                message: "binary property list (bplist00), not a String Catalog: catalogs are JSON text")
        }
        // Three passes keep memory low: an outline of the document, an outline of "strings", then
        // the nodes of one entry at a time.
        let (source, version, units, keyCopies) = try bytes.withUnsafeBufferPointer {
            (buffer) throws(LocalizationFileError) -> (String, String?, [Unit], [KeyCopy]) in
            func parseError(_ error: JSONParseError) -> LocalizationFileError {
                LocalizationFileError(
                    path: path, location: SourceLocation(line: error.line, column: error.column), message: error.message
                )
            }
            func structureError(_ span: JSONSpan, _ message: String) -> LocalizationFileError {
                LocalizationFileError(path: path, location: span.start, message: message)
            }
            let root: JSONOutline
            let entries: [JSONOutline.Member]
            do {
                root = try JSONParser.parseOutline(buffer)
                guard root.isObject else {
                    throw structureError(root.span, "expected a String Catalog object at the top level")
                }
                guard let strings = root["strings"], strings.isObject else {
                    throw structureError(root.span, "expected a \"strings\" object in the catalog")
                }
                entries = try JSONParser.parseOutline(buffer, at: strings.valueSpan).members
            } catch let error as JSONParseError {
                throw parseError(error)
            } catch let error as LocalizationFileError {
                throw error
            } catch {
                throw LocalizationFileError(path: path, message: "\(error)")
            }
            guard let source = root["sourceLanguage"]?.stringValue else {
                throw structureError(root.span, "expected a \"sourceLanguage\" string in the catalog")
            }
            // Entries are parsed several at once, a batch at a time (so a large catalog's units are
            // never held twice); the results are merged in file order.
            nonisolated(unsafe) let shared = buffer
            var units: [Unit] = []
            var keyCopies: [KeyCopy] = []
            for batchStart in stride(from: 0, to: entries.count, by: 2048) {
                let batch = Array(entries[batchStart..<min(batchStart + 2048, entries.count)])
                let parsed = batch.concurrentMap(minimumChunk: 64) { member in
                    Result { () throws(LocalizationFileError) -> (copy: KeyCopy?, units: [Unit]) in
                        try XCStringsCatalog.entry(member, in: shared, source: source, path: path)
                    }
                }
                for result in parsed {
                    let entry = try result.get()
                    if var copy = entry.copy {
                        copy.position = units.count
                        keyCopies.append(copy)
                    }
                    units.append(contentsOf: entry.units)
                }
            }
            return (source, root["version"]?.stringValue, units, keyCopies)
        }
        self.sourceLanguage = source
        self.version = version
        self.units = units
        self.keyCopies = keyCopies
        self.diagnostics = []
    }

    /// The units of one entry of "strings", and its key copy when the source language has no
    /// localization of its own (the key is then the source text; its position is set by the caller).
    private static func entry(
        _ member: JSONOutline.Member, in buffer: UnsafeBufferPointer<UInt8>, source: String, path: String
    ) throws(LocalizationFileError) -> (copy: KeyCopy?, units: [Unit]) {
        guard member.isObject else {
            throw LocalizationFileError(
                path: path, location: member.valueSpan.start,
                message: "expected an object for the key \"\(member.key)\"")
        }
        let node: JSONNode
        do throws(JSONParseError) {
            node = try JSONParser.parseNodes(buffer, at: member.valueSpan)
        } catch {
            throw LocalizationFileError(
                path: path, location: SourceLocation(line: error.line, column: error.column), message: error.message)
        }
        var units: [Unit] = []
        var copy: KeyCopy?
        let entry = JSONNodeMember(key: member.key, keySpan: member.keySpan, value: node)
        let comment = entry.value["comment"]?.stringValue
        var entrySkip =
            entry.value["extractionState"]?.stringValue == "stale"
            ? "extraction state is stale: the code no longer uses this key" : nil
        if entrySkip == nil, case .bool(false)? = entry.value["shouldTranslate"]?.content {
            entrySkip = "shouldTranslate is false: not copy to translate (a name, an identifier, a format)"
        }
        let localizations = entry.value["localizations"]
        if localizations?[source] == nil {
            copy = KeyCopy(position: 0, key: entry.key, comment: comment, skipReason: entrySkip, span: entry.keySpan)
        }
        for language in localizations?.members ?? [] {
            var found: [Unit] = []
            try XCStringsCatalog.collect(
                language.value, key: entry.key, language: language.key, variant: nil, into: &found, path: path)
            // A value that is one substitution reference and nothing else (`%#@files@`)
            // hands the whole text on to that substitution's forms.
            var delegated: Set<String> = []
            for unit in found where unit.variant?.contains("substitutions.") != true {
                guard let names = StringsDictFile.variableReferences(in: unit.value), names.count == 1 else {
                    continue
                }
                let prefix = (unit.variant.map { $0 + "." } ?? "") + "substitutions." + names[0] + "."
                if found.contains(where: { $0.variant?.hasPrefix(prefix) == true }) {
                    delegated.insert(prefix)
                }
            }
            for var unit in found {
                unit.comment = comment
                let isForm = unit.variant?.contains("substitutions.") == true
                let ownPrefix =
                    (unit.variant.map { $0 + "." } ?? "") + "substitutions."
                    + (StringsDictFile.variableReferences(in: unit.value)?.first ?? "") + "."
                if let entrySkip {
                    unit.skipReason = entrySkip
                } else if isForm {
                    let whole = delegated.contains { unit.variant?.hasPrefix($0) == true }
                    unit.skipReason =
                        whole ? nil : "a substitution form inserted into the value by %#@…@; not linted alone"
                } else if delegated.contains(ownPrefix) {
                    unit.skipReason = "only the substitution reference \(unit.value); its forms are linted"
                }
                units.append(unit)
            }
        }
        return (copy, units)
    }

    /// Every string of every language, in file order.
    public var strings: [LocalizedString] { strings(in: nil) }

    /// Every unit and key copy: the count of `strings`, without building them.
    public var stringCount: Int { units.count + keyCopies.count }

    /// The strings of one language (nil: all), built on demand so a large catalog keeps only its
    /// units in memory.
    public func strings(in language: String?) -> [LocalizedString] {
        var result: [LocalizedString] = []
        // All languages: one allocation of the final size, not a doubling (the peak of a large catalog).
        if language == nil { result.reserveCapacity(stringCount) }
        let shared = bytes
        let source = sourceLanguage
        var nextCopy = 0
        func appendCopies(upTo position: Int) {
            while nextCopy < keyCopies.count, keyCopies[nextCopy].position <= position {
                let copy = keyCopies[nextCopy]
                nextCopy += 1
                guard language == nil || language == source else { continue }
                let span = copy.span
                result.append(
                    LocalizedString(
                        index: -nextCopy, key: copy.key, language: source, value: copy.key, comment: copy.comment,
                        readOnlyReason:
                            "the key has no \(source) localization, so the key itself is the copy; change it in code",
                        skipReason: copy.skipReason,
                        start: SourceLocation(line: span.start.line, column: span.start.column + 1),
                        locate: { XCStringsCatalog.location(in: shared, token: span, decodedOffset: $0) }))
            }
        }
        for (index, unit) in units.enumerated() {
            appendCopies(upTo: index)
            guard language == nil || unit.language == language else { continue }
            let token = JSONSpan(bytes: unit.valueBytes, start: unit.valueStart)
            result.append(
                LocalizedString(
                    index: index, key: unit.key, variant: unit.variant, language: unit.language, value: unit.value,
                    comment: unit.comment, state: unit.state, skipReason: unit.skipReason,
                    start: SourceLocation(line: unit.valueStart.line, column: unit.valueStart.column + 1),
                    locate: { XCStringsCatalog.location(in: shared, token: token, decodedOffset: $0) }))
        }
        appendCopies(upTo: Int.max)
        return result
    }

    private static func collect(
        _ node: JSONNode, key: String, language: String, variant: String?, into found: inout [Unit], path: String
    ) throws(LocalizationFileError) {
        if let stringUnit = node["stringUnit"] {
            guard let valueNode = stringUnit["value"], let value = valueNode.stringValue else {
                throw LocalizationFileError(
                    path: path, location: stringUnit.span.start,
                    message: "expected a \"value\" string in the stringUnit of \"\(key)\" (\(language))")
            }
            let stateNode = stringUnit["state"]
            found.append(
                Unit(
                    key: key, language: language, variant: variant, value: value, state: stateNode?.stringValue,
                    valueBytes: valueNode.span.bytes,
                    stateBytes: stateNode?.stringValue == nil ? nil : stateNode?.span.bytes,
                    valueStart: valueNode.span.start))
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
        // The exact size: a large catalog's new bytes are allocated once, never doubled.
        output.reserveCapacity(bytes.count + splices.reduce(0) { $0 + $1.bytes.count - $1.range.count })
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
