/// One string of a file with what alertcopy made of it: its role and alert group, and whether
/// it is linted (source language, not ignored) — what `alertcopy roles` prints.
///
/// A value with copy-on-write storage: grouping and linting copy each string into the alerts it
/// belongs to, and a copy is one reference, not one for each of its many strings.
public struct RecognizedString: Sendable {
    public var string: LocalizedString {
        _read { yield storage.string }
        _modify {
            makeUnique()
            yield &storage.string
        }
    }
    public var assignment: RoleAssignment {
        _read { yield storage.assignment }
        _modify {
            makeUnique()
            yield &storage.assignment
        }
    }
    /// Whether the string's language is the one linted.
    public var isSourceLanguage: Bool {
        get { storage.isSourceLanguage }
        set {
            makeUnique()
            storage.isSourceLanguage = newValue
        }
    }
    /// The configuration's `ignore` pattern the key matches, if any.
    public var ignoredBy: String? {
        _read { yield storage.ignoredBy }
        _modify {
            makeUnique()
            yield &storage.ignoredBy
        }
    }
    /// Rules turned off by an `alertcopy:disable` comment; `["all"]` for every rule.
    public var suppressedRules: Set<String> {
        _read { yield storage.suppressedRules }
        _modify {
            makeUnique()
            yield &storage.suppressedRules
        }
    }

    private var storage: Storage

    init(
        string: LocalizedString, assignment: RoleAssignment, isSourceLanguage: Bool, ignoredBy: String?,
        suppressedRules: Set<String>
    ) {
        storage = Storage(
            string: string, assignment: assignment, isSourceLanguage: isSourceLanguage, ignoredBy: ignoredBy,
            suppressedRules: suppressedRules)
    }

    /// Gives this value storage of its own before a change.
    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }

    /// The fields, shared by copies until one of them changes (``makeUnique()``): a storage
    /// is changed only while one value alone holds it, so threads may share it.
    private final class Storage: @unchecked Sendable {
        var string: LocalizedString
        var assignment: RoleAssignment
        var isSourceLanguage: Bool
        var ignoredBy: String?
        var suppressedRules: Set<String>

        init(
            string: LocalizedString, assignment: RoleAssignment, isSourceLanguage: Bool, ignoredBy: String?,
            suppressedRules: Set<String>
        ) {
            self.string = string
            self.assignment = assignment
            self.isSourceLanguage = isSourceLanguage
            self.ignoredBy = ignoredBy
            self.suppressedRules = suppressedRules
        }

        func copy() -> Storage {
            Storage(
                string: string, assignment: assignment, isSourceLanguage: isSourceLanguage, ignoredBy: ignoredBy,
                suppressedRules: suppressedRules)
        }
    }

    /// Whether the string takes part in linting.
    public var isLinted: Bool {
        isSourceLanguage && ignoredBy == nil && string.skipReason == nil && !suppressedRules.contains("all")
    }
}
