/// The three localization file formats alertcopy reads and rewrites.
public enum LocalizationFormat: String, Sendable, CaseIterable {
    case strings
    case xcstrings
    case stringsdict
    /// The alert literals of a Swift or Objective-C file.
    case code

    /// The format of a localization file's path by its extension, or nil.
    public init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/" as Character) else { return nil }
        let name = String(path[path.index(after: dot)...]).lowercased()
        guard name != "code" else { return nil }
        self.init(rawValue: name)
    }
}

/// Why a localization file could not be read or written: the file, the place, what was expected.
public struct LocalizationFileError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var location: SourceLocation?
    public var message: String

    public init(path: String, location: SourceLocation? = nil, message: String) {
        self.path = path
        self.location = location
        self.message = message
    }

    public var description: String {
        guard let location else { return "\(path): \(message)" }
        return "\(path):\(location.line):\(location.column): \(message)"
    }
}

/// Something worth telling about a file that still parsed: a duplicate key, a suspicious escape.
public struct LocalizationDiagnostic: Sendable, CustomStringConvertible {
    public var path: String
    public var location: SourceLocation
    public var severity: Severity
    public var message: String

    public init(path: String, location: SourceLocation, severity: Severity = .warning, message: String) {
        self.path = path
        self.location = location
        self.severity = severity
        self.message = message
    }

    public var description: String { "\(path):\(location.line):\(location.column): \(severity.rawValue): \(message)" }
}

/// One string of a localization file as the linter sees it: its key, which variant of the key it
/// is (a plural form, a device), its language, its decoded value and comment, and where it is.
public struct LocalizedString: Sendable {
    /// The position of the string in its document's `strings`; changes refer to it.
    public var index: Int
    public var key: String
    /// The variant path inside the key (`plural.one`, `device.ipad`, `substitutions.count.plural.other`,
    /// `NSStringLocalizedFormatKey`, `files.one`); nil for a plain string.
    public var variant: String?
    /// The language of the value, when the file says (catalogs) or its folder does (`en.lproj`).
    public var language: String?
    public var value: String
    public var comment: String?
    /// The catalog state of the unit (`translated`, `new`, `needs_review`), when there is one.
    public var state: String?
    /// Why the value cannot be rewritten in the file (a catalog key that is its own copy), or nil.
    public var readOnlyReason: String?
    /// Why the string is not linted although it is in the linted language (a catalog entry whose
    /// extraction state is `stale`: no longer used by the code), or nil.
    public var skipReason: String?
    /// Where the value starts in the file (its first character inside the quotes).
    public var start: SourceLocation
    /// Maps a UTF-16 offset in `value` to its place in the file, escapes included.
    public var locate: @Sendable (Int) -> SourceLocation

    public init(
        index: Int, key: String, variant: String? = nil, language: String? = nil, value: String,
        comment: String? = nil, state: String? = nil, readOnlyReason: String? = nil, skipReason: String? = nil,
        start: SourceLocation, locate: @escaping @Sendable (Int) -> SourceLocation
    ) {
        self.index = index
        self.key = key
        self.variant = variant
        self.language = language
        self.value = value
        self.comment = comment
        self.state = state
        self.readOnlyReason = readOnlyReason
        self.skipReason = skipReason
        self.start = start
        self.locate = locate
    }

    /// `key` with the variant, as reports name the string (`files.count [plural.one]`).
    public var displayName: String { variant.map { "\(key) [\($0)]" } ?? key }
}

/// A parsed localization file: its strings and how to write it back with some values changed.
public protocol LocalizationDocument: Sendable {
    var path: String { get }
    var format: LocalizationFormat { get }
    /// Every string of the file, every language it holds, in file order.
    var strings: [LocalizedString] { get }
    /// How many strings `strings` holds, without building them.
    var stringCount: Int { get }
    /// The strings of one language (nil: all); files of one language return every string.
    func strings(in language: String?) -> [LocalizedString]
    /// The language the file declares as its source (a catalog's `sourceLanguage`), or nil.
    var declaredSourceLanguage: String? { get }
    /// Non-fatal problems found while reading (duplicate keys, suspicious escapes).
    var diagnostics: [LocalizationDiagnostic] { get }
    /// The bytes of the file with the values of `changes` (string index → new value) replaced,
    /// every other byte as it was. Throws when a change cannot be written.
    func rewritten(with changes: [Int: String]) throws(LocalizationFileError) -> [UInt8]
    /// The string a new value of string `index` is written to, and that string's new value: the
    /// string itself for most; for a text composed from several strings, the one the change falls
    /// in. Nil when no single string can take the change.
    func target(ofChange value: String, at index: Int) -> (index: Int, value: String)?
}

extension LocalizationDocument {
    public var stringCount: Int { strings.count }
    public func strings(in language: String?) -> [LocalizedString] { strings }
    public func target(ofChange value: String, at index: Int) -> (index: Int, value: String)? { (index, value) }
}
