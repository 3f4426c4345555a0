import Foundation

/// The source-language strings of an app's localization files by table (the file's name:
/// `Localizable`, `Sparkle`) and key: where a key an alert names is written, and its text.
public struct AppStringTable: Sendable {
    /// A string found for a key: its document (by index in the run's documents) and itself.
    public typealias Entry = (document: Int, string: RecognizedString)

    private var tables: [String: [String: Entry]] = [:]
    /// R.swift's name of each table and key (`localizable` → `alertDeleteTitle` → entry), built
    /// when the code names strings that way.
    private var generated: [String: [String: Entry]] = [:]

    /// Indexes the source-language strings of `documents` (the first of a key wins).
    public init(documents: [any LocalizationDocument], recognized: [[RecognizedString]]) {
        for (index, document) in documents.enumerated() {
            let name = ((document.path as NSString).lastPathComponent as NSString).deletingPathExtension
            for string in recognized[index] where string.isSourceLanguage {
                let key = string.string.key
                if let existing = tables[name]?[key],
                    AppStringTable.rank(existing.string) <= AppStringTable.rank(string)
                {
                    continue
                }
                tables[name, default: [:]][key] = (index, string)
            }
        }
    }

    /// Indexes every table and key by the name R.swift gives it, for `R.string.table.key()`
    /// accessors whose generated file is not in the tree.
    public mutating func indexGeneratedNames() {
        guard generated.isEmpty else { return }
        for (table, keys) in tables {
            var names: [String: Entry] = [:]
            for (key, entry) in keys {
                let name = GeneratedNames.rswiftIdentifier(key)
                if names[name] == nil { names[name] = entry }
            }
            generated[GeneratedNames.rswiftIdentifier(table), default: [:]].merge(names) { first, _ in first }
        }
    }

    /// Which string of a key stands for it: the plain value, else the `other` plural form; a
    /// `.stringsdict` format key (`%#@tabs@`) only when there is nothing else.
    private static func rank(_ string: RecognizedString) -> Int {
        // A value that only repeats its key (genstrings' placeholder beside a `.stringsdict`) is
        // not what the app shows when the key has plural forms.
        guard let variant = string.string.variant else { return string.string.value == string.string.key ? 2 : 0 }
        if variant.hasSuffix("other") { return 1 }
        if variant.hasSuffix("NSStringLocalizedFormatKey") { return 3 }
        return 2
    }

    /// The string of a key in a table. A SwiftUI key with interpolations is also looked up with
    /// them as format specifiers (`"Delete \(name)?"` as `"Delete %@?"`).
    public func lookup(_ key: String, in table: String) -> Entry? {
        if let found = tables[table]?[key] { return found }
        if table.hasPrefix(GeneratedNames.rswiftPrefix) {
            return generated[String(table.dropFirst(GeneratedNames.rswiftPrefix.count))]?[key]
        }
        guard key.contains("\\(") else { return nil }
        for specifier in ["%@", "%lld", "%d"] {
            if let found = tables[table]?[AppStringTable.catalogKey(key, specifier: specifier)] { return found }
        }
        return nil
    }

    /// The string an origin names: a key's, or a catalog-key literal's.
    public func lookup(_ origin: TextOrigin) -> Entry? {
        switch origin {
        case .key(let key, let table): return lookup(key, in: table)
        case .literal(let text, true): return lookup(text, in: "Localizable")
        default: return nil
        }
    }

    /// The text an origin shows, when the strings or the code say: a key's source-language
    /// value, a literal as written.
    public func text(of origin: TextOrigin) -> String? {
        if let found = lookup(origin) { return found.string.string.value }
        if case .literal(let text, _) = origin { return text }
        return nil
    }

    /// The catalog key of a SwiftUI literal: each `\(…)` becomes a format specifier.
    public static func catalogKey(_ literal: String, specifier: String) -> String {
        var result = ""
        var depth = 0
        var index = literal.startIndex
        while index < literal.endIndex {
            let character = literal[index]
            if depth == 0, character == "\\", literal[literal.index(after: index)...].hasPrefix("(") {
                depth = 1
                index = literal.index(index, offsetBy: 2)
                result += specifier
                continue
            }
            if depth > 0 {
                if character == "(" { depth += 1 }
                if character == ")" { depth -= 1 }
            } else {
                result.append(character)
            }
            index = literal.index(after: index)
        }
        return result
    }
}
