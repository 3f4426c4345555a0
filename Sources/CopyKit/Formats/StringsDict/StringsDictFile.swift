/// A value of an XML property list, with the place of every string's text.
public indirect enum PlistNode: Sendable {
    /// Members in order; each with its key, the key element's start, and the comment before it.
    case dictionary([(key: String, keyStart: Int, comment: String?, value: PlistNode)])
    case array([PlistNode])
    /// A string, its decoded text, and the UTF-16 range of its content between the tags
    /// (empty at the tag's end for `<string/>`).
    case string(String, content: Range<Int>)
    /// Any other scalar (`integer`, `real`, `true`, `false`, `date`, `data`) by element name.
    case scalar(String)
}

/// A `.stringsdict` file (XML property list) read with the place of every string, rewritten by
/// splicing the text of the `<string>` elements it changes; layout, indentation, entities and
/// encoding declaration stay as they were.
public struct StringsDictFile: LocalizationDocument {
    /// One lintable string: the format key text or one form of a variable.
    public struct Unit: Sendable {
        public var key: String
        public var variant: String
        public var value: String
        public var content: Range<Int>
        /// For a value composed from the forms of several variables, the index of each form's
        /// unit, in order (such a unit is never rewritten itself: see `target(ofChange:at:)`).
        public var pieces: [Int] = []
        public var isComposed: Bool { !pieces.isEmpty }
    }

    public let path: String
    public var format: LocalizationFormat { .stringsdict }
    public let encoding: TextFileEncoding
    public let units: [UInt16]
    public let root: PlistNode
    public let entries: [Unit]
    public let strings: [LocalizedString]
    public let diagnostics: [LocalizationDiagnostic]
    public var declaredSourceLanguage: String? { nil }

    public init(bytes: [UInt8], path: String) throws(LocalizationFileError) {
        self.path = path
        let (units, encoding) = try TextFileEncoding.decode(bytes, path: path)
        self.units = units
        self.encoding = encoding
        let lines = LineIndex(units)
        var parser = PlistXMLParser(units: units, path: path, lines: lines)
        let root = try parser.parseDocument()
        self.root = root
        guard case .dictionary(let keys) = root else {
            throw LocalizationFileError(
                path: path, location: SourceLocation(line: 1, column: 1),
                message: "expected a dictionary at the top of the .stringsdict")
        }
        let language = StringsFile.folderLanguage(of: path)
        var entries: [Unit] = []
        var strings: [LocalizedString] = []
        let shared = units
        func add(
            _ key: String, _ variant: String, _ value: String, _ pieces: [Range<Int>], _ comment: String?,
            skip: String?, readOnly: String? = nil, pieceUnits: [Int] = []
        ) {
            let index = entries.count
            let content = pieces.first ?? 0..<0
            entries.append(Unit(key: key, variant: variant, value: value, content: content, pieces: pieceUnits))
            // Where each decoded unit of the value is spelled, piece after piece.
            let maps = pieces.map { PlistXMLParser.decode($0, in: shared).offsets }
            strings.append(
                LocalizedString(
                    index: index, key: key, variant: variant, language: language, value: value, comment: comment,
                    readOnlyReason: readOnly
                        ?? (StringsDictFile.isSelfClosing(content, in: shared)
                            ? "an empty <string/> element has no text to rewrite" : nil),
                    skipReason: skip,
                    start: lines.location(ofUnit: content.lowerBound),
                    locate: { offset in
                        var rest = offset
                        for map in maps {
                            if rest < map.count { return lines.location(ofUnit: map[rest]) }
                            rest -= map.count
                        }
                        return lines.location(ofUnit: pieces.last?.upperBound ?? content.upperBound)
                    }))
        }
        for entry in keys {
            guard case .dictionary(let members) = entry.value else { continue }
            let plan = StringsDictFile.plan(members)
            var unitOfForm: [String: Int] = [:]
            for member in members {
                switch member.value {
                case .string(let text, let content) where member.key == "NSStringLocalizedFormatKey":
                    add(entry.key, member.key, text, [content], entry.comment, skip: plan.skipReason(ofWholeText: text))
                case .dictionary:
                    for form in plan.forms[member.key] ?? [] {
                        let skip =
                            plan.whole.contains(member.key)
                            ? plan.skipReason(ofWholeText: form.text) : plan.fragmentReason(member.key)
                        unitOfForm[member.key + "." + form.name] = entries.count
                        add(
                            entry.key, member.key + "." + form.name, form.text, [form.content], entry.comment,
                            skip: skip)
                    }
                default: continue
                }
            }
            for chain in plan.chains {
                for choice in plan.compositions(of: chain) {
                    let variant = choice.map { "\($0.variable).\($0.form.name)" }.joined(separator: " + ")
                    add(
                        entry.key, variant, choice.map(\.form.text).joined(), choice.map(\.form.content), entry.comment,
                        skip: nil, pieceUnits: choice.compactMap { unitOfForm[$0.variable + "." + $0.form.name] })
                }
            }
        }
        self.entries = entries
        self.strings = strings
        self.diagnostics = []
    }

    /// Which texts of one `.stringsdict` entry are whole texts a user reads: the format text; the
    /// forms of a variable that a whole text consists of alone (`%#@files@`, recursively); and the
    /// texts composed by variables that follow each other with nothing else (`%#@names@%#@count@`).
    /// Any other variable's forms are fragments of a larger text and are not linted alone.
    struct EntryPlan {
        struct Form {
            var name: String
            var text: String
            var content: Range<Int>
        }
        /// The forms of each variable (its `NSStringFormat…` members left out).
        var forms: [String: [Form]] = [:]
        /// Variables whose forms are whole texts.
        var whole: Set<String> = []
        /// Runs of variables whose forms compose a whole text.
        var chains: [[String]] = []
        /// The variable whose text a fragment variable is inserted into, by name.
        var insertedInto: [String: String] = [:]

        func skipReason(ofWholeText text: String) -> String? {
            guard let references = StringsDictFile.variableReferences(in: text), !references.isEmpty else { return nil }
            return references.count == 1
                ? "only the variable reference \(text); its forms are linted"
                : "only the variable references \(text); the texts they compose are linted"
        }

        func fragmentReason(_ variable: String) -> String {
            guard let chain = chains.first(where: { $0.contains(variable) }) else {
                return "a fragment inserted into a larger text by %#@\(variable)@; not linted alone"
            }
            return "a fragment of the texts \(chain.map { "%#@\($0)@" }.joined()) composes; linted in them"
        }

        /// One composed text per form of each variable of the chain, the others at their `other`
        /// form (or their last one), without repeats.
        func compositions(of chain: [String]) -> [[(variable: String, form: Form)]] {
            let defaults = chain.map { variable -> Form? in
                let forms = self.forms[variable] ?? []
                return forms.first { $0.name == "other" } ?? forms.last
            }
            var result: [[(variable: String, form: Form)]] = []
            var seen: Set<[String]> = []
            for (position, variable) in chain.enumerated() {
                for form in forms[variable] ?? [] {
                    var choice: [(variable: String, form: Form)] = []
                    for (index, name) in chain.enumerated() {
                        guard let chosen = index == position ? form : defaults[index] else { continue }
                        choice.append((name, chosen))
                    }
                    if seen.insert(choice.map { $0.variable + "." + $0.form.name }).inserted { result.append(choice) }
                }
            }
            return result
        }
    }

    static func plan(_ members: [(key: String, keyStart: Int, comment: String?, value: PlistNode)]) -> EntryPlan {
        var plan = EntryPlan()
        var formatText: String?
        for member in members {
            switch member.value {
            case .string(let text, _) where member.key == "NSStringLocalizedFormatKey": formatText = text
            case .dictionary(let forms):
                plan.forms[member.key] = forms.compactMap { form in
                    guard form.key != "NSStringFormatSpecTypeKey", form.key != "NSStringFormatValueTypeKey",
                        case .string(let text, let content) = form.value
                    else { return nil }
                    return EntryPlan.Form(name: form.key, text: text, content: content)
                }
            default: continue
            }
        }
        var pending = formatText.map { [$0] } ?? []
        while let text = pending.popLast() {
            guard let references = variableReferences(in: text), !references.isEmpty,
                references.allSatisfy({ plan.forms[$0] != nil })
            else { continue }
            if references.count == 1 {
                guard plan.whole.insert(references[0]).inserted else { continue }
                pending += (plan.forms[references[0]] ?? []).map(\.text)
            } else if !plan.chains.contains(references) {
                plan.chains.append(references)
            }
        }
        return plan
    }

    /// The variable names when `text` is nothing but variable references (`%#@files@`,
    /// `%1$#@names@%#@count@`), in order; nil when it holds anything else.
    static func variableReferences(in text: String) -> [String]? {
        let specifiers = FormatSpecifiers.extract(text)
        guard specifiers.allSatisfy({ $0.contains("#@") }), specifiers.joined() == text else { return nil }
        var names: [String] = []
        for specifier in specifiers {
            guard let marker = specifier.range(of: "#@") else { return nil }
            names.append(String(specifier[marker.upperBound...].dropLast()))
        }
        return names
    }

    /// Whether an empty content range sits right after a `<string/>` tag.
    static func isSelfClosing(_ content: Range<Int>, in units: [UInt16]) -> Bool {
        content.isEmpty && content.lowerBound >= 2 && units[content.lowerBound - 1] == 0x3E
            && units[content.lowerBound - 2] == 0x2F
    }

    /// A change of a composed text goes to the one form it falls in (nil when it spans forms).
    public func target(ofChange value: String, at index: Int) -> (index: Int, value: String)? {
        guard entries.indices.contains(index) else { return nil }
        let composed = entries[index]
        guard composed.isComposed else { return (index, value) }
        let old = Array(composed.value.utf16)
        let new = Array(value.utf16)
        let (prefix, suffix) = CommonAffixes.lengths(old, new)
        var start = 0
        for piece in composed.pieces {
            let text = Array(entries[piece].value.utf16)
            let end = start + text.count
            if start <= prefix, old.count - suffix <= end {
                let replaced =
                    Array(text[..<(prefix - start)]) + Array(new[prefix..<(new.count - suffix)])
                    + Array(text[(old.count - suffix - start)...])
                return (piece, String(utf16Units: replaced))
            }
            start = end
        }
        return nil
    }

    public func rewritten(with changes: [Int: String]) throws(LocalizationFileError) -> [UInt8] {
        var replacements: [(content: Range<Int>, value: String)] = []
        for (index, newValue) in changes {
            guard entries.indices.contains(index), !entries[index].isComposed else {
                throw LocalizationFileError(path: path, message: "internal: no single string for change \(index)")
            }
            replacements.append((entries[index].content, newValue))
        }
        return encoding.encode(PlistXMLParser.splice(units, replacements))
    }
}

/// A small XML property-list reader: declaration, DOCTYPE, comments, `plist`, `dict`, `key`,
/// `string`, `array` and scalar elements, the five entities and character references.
struct PlistXMLParser {
    /// The text with each `<string>` content replaced by its new value, escaped as XML, every
    /// other unit as it was.
    static func splice(_ units: [UInt16], _ replacements: [(content: Range<Int>, value: String)]) -> [UInt16] {
        var output: [UInt16] = []
        // At most the old text and every new value (escapes aside): allocated once, not doubled.
        output.reserveCapacity(units.count + replacements.reduce(64) { $0 + $1.value.utf16.count })
        var cursor = 0
        for (content, value) in replacements.sorted(by: { $0.content.lowerBound < $1.content.lowerBound }) {
            let (decoded, offsets) = decode(content, in: units)
            output.append(contentsOf: units[cursor..<content.lowerBound])
            output.append(
                contentsOf: ValueSplicer.rewrite(
                    contentRange: content, of: units, decoded: decoded, offsets: offsets, to: Array(value.utf16),
                    escape: escape))
            cursor = content.upperBound
        }
        output.append(contentsOf: units[cursor...])
        return output
    }

    /// How deeply `dict` and `array` elements may nest; a real `.stringsdict` needs four levels,
    /// and a limit keeps a hostile file from exhausting the stack.
    static let maximumDepth = InputLimits.maximumNestingDepth

    let units: [UInt16]
    let path: String
    let lines: LineIndex
    var position = 0
    var lastComment: String?
    private var depth = 0

    init(units: [UInt16], path: String, lines: LineIndex) {
        self.units = units
        self.path = path
        self.lines = lines
    }

    mutating func parseDocument() throws(LocalizationFileError) -> PlistNode {
        try skipMisc()
        guard let name = try openTag(), name.name == "plist" else {
            throw failure("expected <plist> as the root element")
        }
        try skipMisc()
        let value = try parseValue()
        try skipMisc()
        try closeTag("plist")
        try skipMisc()
        guard position == units.count else { throw failure("expected the end of the file after </plist>") }
        return value
    }

    private mutating func parseValue() throws(LocalizationFileError) -> PlistNode {
        let start = position
        guard let tag = try openTag() else {
            throw failure("expected a property-list element (<dict>, <string>, …)")
        }
        if tag.name == "dict" || tag.name == "array" {
            depth += 1
            guard depth <= PlistXMLParser.maximumDepth else {
                position = start
                throw failure("nesting deeper than \(PlistXMLParser.maximumDepth) levels")
            }
        }
        defer { if tag.name == "dict" || tag.name == "array" { depth -= 1 } }
        switch tag.name {
        case "dict":
            var members: [(key: String, keyStart: Int, comment: String?, value: PlistNode)] = []
            if tag.selfClosing { return .dictionary(members) }
            while true {
                lastComment = nil
                try skipMisc()
                if isAt("</") {
                    try closeTag("dict")
                    return .dictionary(members)
                }
                let comment = lastComment
                let keyStart = position
                guard let keyTag = try openTag(), keyTag.name == "key" else {
                    position = keyStart
                    throw failure("expected <key> or </dict> in a dictionary")
                }
                let keyContent = try readText(until: "key")
                let key = String(utf16Units: PlistXMLParser.decode(keyContent, in: units).value)
                try skipMisc()
                let value = try parseValue()
                members.append((key, keyStart, comment, value))
            }
        case "array":
            var elements: [PlistNode] = []
            if tag.selfClosing { return .array(elements) }
            while true {
                try skipMisc()
                if isAt("</") {
                    try closeTag("array")
                    return .array(elements)
                }
                elements.append(try parseValue())
            }
        case "string":
            if tag.selfClosing { return .string("", content: position..<position) }
            let content = try readText(until: "string")
            return .string(
                String(utf16Units: PlistXMLParser.decode(content, in: units).value), content: content)
        case "integer", "real", "date", "data", "true", "false":
            if !tag.selfClosing { _ = try readText(until: tag.name) }
            return .scalar(tag.name)
        default:
            position = start
            throw failure("unknown property-list element <\(tag.name)>")
        }
    }

    /// Reads `<name …>` or `<name/>`; nil when the position is not at an opening tag.
    private mutating func openTag() throws(LocalizationFileError) -> (name: String, selfClosing: Bool)? {
        guard position < units.count, units[position] == 0x3C, position + 1 < units.count,
            units[position + 1] != 0x2F
        else { return nil }
        let start = position
        position += 1
        let nameStart = position
        while position < units.count, !isSpace(units[position]), units[position] != 0x3E, units[position] != 0x2F {
            position += 1
        }
        let name = String(utf16Units: units[nameStart..<position])
        while position < units.count, units[position] != 0x3E { position += 1 }
        guard position < units.count else {
            position = start
            throw failure("unterminated tag <\(name)")
        }
        let selfClosing = units[position - 1] == 0x2F
        position += 1
        return (name, selfClosing)
    }

    private mutating func closeTag(_ name: String) throws(LocalizationFileError) {
        let expected = Array("</\(name)>".utf16)
        guard position + expected.count <= units.count, Array(units[position..<(position + expected.count)]) == expected
        else { throw failure("expected </\(name)>") }
        position += expected.count
    }

    /// The range of the text up to `</name>`, leaving the position after the closing tag.
    private mutating func readText(until name: String) throws(LocalizationFileError) -> Range<Int> {
        let start = position
        while position < units.count, units[position] != 0x3C { position += 1 }
        let content = start..<position
        if position >= units.count {
            position = start
            throw failure("unterminated <\(name)>: expected </\(name)>")
        }
        try closeTag(name)
        return content
    }

    private func isAt(_ text: String) -> Bool {
        let expected = Array(text.utf16)
        return position + expected.count <= units.count
            && units[position..<(position + expected.count)].elementsEqual(expected)
    }

    private func isSpace(_ unit: UInt16) -> Bool { unit == 0x20 || unit == 0x09 || unit == 0x0A || unit == 0x0D }

    /// Skips whitespace, the XML declaration, DOCTYPE and comments (remembering the last comment).
    private mutating func skipMisc() throws(LocalizationFileError) {
        while position < units.count {
            if isSpace(units[position]) {
                position += 1
            } else if isAt("<!--") {
                let start = position
                position += 4
                while position < units.count, !isAt("-->") { position += 1 }
                guard position < units.count else {
                    position = start
                    throw failure("unterminated comment: '<!--' has no '-->'")
                }
                lastComment = String(utf16Units: units[(start + 4)..<position])
                position += 3
            } else if isAt("<?") || isAt("<!") {
                let start = position
                while position < units.count, units[position] != 0x3E { position += 1 }
                guard position < units.count else {
                    position = start
                    throw failure("unterminated declaration")
                }
                position += 1
            } else {
                return
            }
        }
    }

    /// The decoded text of an element's content and where each decoded unit is spelled.
    static func decode(_ range: Range<Int>, in units: [UInt16]) -> (value: [UInt16], offsets: [Int]) {
        var value: [UInt16] = []
        var offsets: [Int] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let unit = units[index]
            // The longest reference, `&#x10FFFF;`, is 10 units: looking no further keeps a run of
            // bare `&` linear.
            if unit == 0x26,
                let semicolon = units[index..<min(range.upperBound, index + 10)].firstIndex(of: 0x3B)
            {
                let name = String(utf16Units: units[(index + 1)..<semicolon])
                var scalar: Unicode.Scalar?
                switch name {
                case "amp": scalar = "&"
                case "lt": scalar = "<"
                case "gt": scalar = ">"
                case "quot": scalar = "\""
                case "apos": scalar = "'"
                default:
                    if name.hasPrefix("#x") || name.hasPrefix("#X") {
                        scalar = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
                    } else if name.hasPrefix("#") {
                        scalar = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init)
                    }
                }
                if let scalar {
                    for decoded in scalar.utf16 {
                        value.append(decoded)
                        offsets.append(index)
                    }
                    index = semicolon + 1
                    continue
                }
            }
            value.append(unit)
            offsets.append(index)
            index += 1
        }
        return (value, offsets)
    }

    /// Escapes `&`, `<` and `>` as entities.
    static func escape(_ text: ArraySlice<UInt16>) -> [UInt16] {
        var output: [UInt16] = []
        for unit in text {
            switch unit {
            case 0x26: output.append(contentsOf: "&amp;".utf16)
            case 0x3C: output.append(contentsOf: "&lt;".utf16)
            case 0x3E: output.append(contentsOf: "&gt;".utf16)
            default: output.append(unit)
            }
        }
        return output
    }

    private func failure(_ message: String) -> LocalizationFileError {
        LocalizationFileError(path: path, location: lines.location(ofUnit: position), message: message)
    }
}
