/// A 1-based line and column in a file (columns count UTF-16 code units of the line, as Xcode does).
public struct SourceLocation: Hashable, Sendable, Codable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

/// Where one field of an alert came from.
public struct FieldSource: Sendable {
    /// Where the field's value starts.
    public var start: SourceLocation
    /// The localization key the value belongs to, for file reports.
    public var key: String?
    /// Maps a UTF-16 offset in the decoded value to its place in the file (exact where the
    /// file spells the value with escapes); nil counts offsets from `start`, lines at newlines.
    public var locate: (@Sendable (Int) -> SourceLocation)? {
        get {
            guard let jsonString else { return mapping }
            let start = start
            return { jsonString.location(ofDecodedOffset: $0, from: start) }
        }
        set {
            mapping = newValue
            jsonString = nil
        }
    }
    private var mapping: (@Sendable (Int) -> SourceLocation)?
    /// The JSON string the value is written as, whose escapes `locate` maps through: kept as
    /// its place rather than a closure, which would be allocated for every field read.
    private var jsonString: JSONStringSpan?
    /// The file of the field when it is not the alert's (a button literal in code beside a
    /// title in a strings file).
    public var path: String?
    /// The SwiftUI literal in code that is this field's catalog key (`path:line:column`): a fix
    /// changes the catalog's value, what people see, and leaves the key in code as it was.
    public var keyInCode: String?

    public init(
        start: SourceLocation, key: String? = nil, locate: (@Sendable (Int) -> SourceLocation)? = nil,
        path: String? = nil
    ) {
        self.start = start
        self.key = key
        mapping = locate
        self.path = path
    }

    /// The source of a value written as the JSON string `jsonString`, whose text starts at `start`.
    init(start: SourceLocation, jsonString: JSONStringSpan) {
        self.start = start
        self.jsonString = jsonString
    }
}

/// Where an alert came from: a file (or `<stdin>`), its name or key stem, and each field's place.
public struct AlertSource: Sendable {
    /// The file path as the user named it, or `<stdin>`.
    public var path: String
    /// The alert's name: its key stem in a localization file, its index or id in a draft.
    public var name: String?
    /// Where the alert starts (the first line of a draft alert).
    public var start: SourceLocation
    /// Each field's place (a JSON Lines draft's are made from its compact places when asked).
    public var fields: [AlertField: FieldSource] {
        get { jsonPlaces?.sources(adding: placedFields) ?? placedFields }
        _modify {
            if let places = jsonPlaces {
                placedFields = places.sources(adding: placedFields)
                jsonPlaces = nil
            }
            yield &placedFields
        }
    }
    private var placedFields: [AlertField: FieldSource]
    /// The places of an alert read from a line of JSON Lines, kept compactly instead of in `fields`.
    var jsonPlaces: JSONFieldPlaces? {
        get { compactPlaces.isEmpty ? nil : compactPlaces }
        set { compactPlaces = newValue ?? JSONFieldPlaces.empty }
    }
    /// `jsonPlaces`, or places of nothing (`JSONFieldPlaces.empty`): stored without an optional,
    /// so a report writer reads the places of each finding where they are, without a copy.
    private(set) var compactPlaces: JSONFieldPlaces
    /// The code that presents the alert (`path:line`), when it was found in code.
    public var site: String?

    public init(path: String, name: String? = nil, start: SourceLocation, fields: [AlertField: FieldSource] = [:]) {
        self.path = path
        self.name = name
        self.start = start
        placedFields = fields
        compactPlaces = JSONFieldPlaces.empty
    }

    /// The source of an alert read from a line of JSON Lines, whose fields `places` places.
    init(path: String, name: String?, start: SourceLocation, places: JSONFieldPlaces) {
        self.path = path
        self.name = name
        self.start = start
        placedFields = Dictionary()
        compactPlaces = places
    }

    /// The place of one field (`fields[field]`, without making the whole dictionary).
    func fieldSource(of field: AlertField) -> FieldSource? {
        if let source = compactPlaces.source(of: field) { return source }
        return placedFields[field]
    }

    /// Whether some field's place names a localization key.
    var hasKeyedField: Bool { placedFields.values.contains { $0.key != nil } }

    /// The place in the file of a UTF-16 offset in a field's text.
    public func location(of field: AlertField, offset: Int, in text: String?) -> SourceLocation {
        guard let source = fieldSource(of: field) else { return start }
        return source.location(offset: offset, in: text)
    }
}

extension FieldSource {
    /// Whether the source maps offsets itself (``locate``), without the field's text.
    var locatesItself: Bool { jsonString != nil || mapping != nil }

    /// The place in the file of a UTF-16 offset in the field's text.
    func location(offset: Int, in text: String?) -> SourceLocation {
        if let jsonString { return jsonString.location(ofDecodedOffset: offset, from: start) }
        if let mapping { return mapping(offset) }
        var location = start
        guard let text else { return location }
        for unit in text.utf16.prefix(offset) {
            if unit == 0x0A {
                location.line += 1
                location.column = 1
            } else {
                location.column += 1
            }
        }
        return location
    }
}

/// One alert's result: what it was, where it came from, what was found, and the fixed copy.
public struct AlertReport: Sendable {
    public var source: AlertSource
    public var alert: Alert
    public var findings: [Finding]
    /// The alert with fixes applied, when the run computed it.
    public var fixed: Alert?

    public init(source: AlertSource, alert: Alert, findings: [Finding], fixed: Alert? = nil) {
        self.source = source
        self.alert = alert
        self.findings = findings
        self.fixed = fixed
    }
}
