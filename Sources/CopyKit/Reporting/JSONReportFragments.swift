/// The fixed bytes of the JSON report between its values, for one writer's layout and the level
/// the report's alerts are written at.
///
/// Everything a writer puts between two values of an alert (commas, line breaks and indents,
/// member names and separators, brackets, the spelling of a severity or a fix's safety) is worked
/// out once, with the writer's own methods, and kept as one fragment: `"severity": "warning",`, the
/// next line's indent and `"field": ` are one copy. Writing an alert is then a fragment, a value,
/// a fragment, and so on. The fragments' bytes are kept in one array, with room after the last
/// so any fragment can be copied in whole 16-byte blocks, four at least (`ByteBuffer.appendBlocks`).
struct JSONReportFragments: Sendable {
    /// A run of `bytes`.
    struct Fragment: Sendable {
        let start: Int
        let count: Int
    }

    /// A fragment for the first entry of an array and one for the others (which start with a comma).
    struct FirstOrNext: Sendable {
        let first: Fragment
        let next: Fragment

        @inline(__always)
        subscript(isFirst: Bool) -> Fragment { isFirst ? first : next }
    }

    /// A field's name as a JSON string followed by the same fragment: whole for the named fields,
    /// and for `button[N]` the part after the number (`]"` and the rest), the number following
    /// `buttonPrefix`.
    struct FieldNames: Sendable {
        let title: Fragment
        let message: Fragment
        let buttons: Fragment
        let afterButtonIndex: Fragment
    }

    /// The fragments of a button list opened at one level.
    struct ButtonList: Sendable {
        /// `[]` (as the layout writes an empty array).
        let empty: Fragment
        /// Before a button written as its title alone; the first opens the list.
        let plainStart: FirstOrNext
        /// Before the title of a button written as `{"title", "role"}`; the first opens the list.
        let objectStart: FirstOrNext
        /// The role member, its value and the end of the button's object, for each role.
        let defaultRole: Fragment
        let cancelRole: Fragment
        let destructiveRole: Fragment
        /// The end of a list that is not empty.
        let close: Fragment
    }

    /// Every fragment's bytes, then `padding` more.
    let bytes: [UInt8]
    /// How many bytes follow the last fragment: enough for the blocks `ByteBuffer.appendBlocks`
    /// copies from its start.
    static let padding = ByteBuffer.blockRun
    /// The writer's escaping of strings.
    let escaping: JSONWriter.Escaping
    /// `null`.
    let null: Fragment
    /// `"button[`, before a button field's index.
    let buttonPrefix: Fragment

    // An alert's object and its source.
    /// Before an alert as an element of the document's alert array.
    let alertStart: FirstOrNext
    /// The alert's `{`, the source's member and `{`, and the path's member.
    let alertOpen: Fragment
    let sourceName: Fragment
    let sourceSite: Fragment
    let sourceLine: Fragment
    let sourceColumn: Fragment
    /// The end of the source, the alert's member and the start of its fields.
    let sourceCloseAlert: Fragment

    // An alert's fields (`alert` and `fixed`).
    let fieldsMessage: Fragment
    let fieldsButtons: Fragment
    /// The end of the fields' object.
    let fieldsClose: Fragment
    let alertButtons: ButtonList

    // The findings.
    let findingsOpen: Fragment
    /// The findings member with an empty array.
    let findingsEmpty: Fragment
    let findingsClose: Fragment
    /// The `fixed` member and the start of its fields.
    let fixedOpen: Fragment
    /// The end of the alert's object.
    let alertClose: Fragment

    // A finding.
    /// A finding's `{` and its first member: the rule, or the path when it has one.
    let findingStartRule: FirstOrNext
    let findingStartPath: FirstOrNext
    /// The rule's member after a path.
    let findingRule: Fragment
    /// The severity's member and value and the field's member, for each severity.
    let infoThenField: Fragment
    let warningThenField: Fragment
    let errorThenField: Fragment
    /// The field's value, the range's member and `{`, and its start's member.
    let fieldThenRange: FieldNames
    let rangeEnd: Fragment
    /// The end of the range and the line's member.
    let rangeCloseThenLine: Fragment
    let findingColumn: Fragment
    let findingMessage: Fragment
    let fixesOpen: Fragment
    /// The fixes member with an empty array.
    let fixesEmpty: Fragment
    let fixesClose: Fragment
    let keyInCode: Fragment
    let findingClose: Fragment

    // A fix.
    /// A fix's `{`, its safety's member and value and the summary's member, for each safety.
    let safeFixStart: FirstOrNext
    let suggestedFixStart: FirstOrNext
    let fixField: Fragment
    /// The field's value followed by the change's member (and `[` or an empty array for edits).
    let fieldThenEdits: FieldNames
    let fieldThenNoEdits: FieldNames
    let fieldThenReplacement: FieldNames
    let fieldThenButtons: FieldNames
    /// An edit's `{`, its range's member and `{`, and the start's member.
    let editStart: FirstOrNext
    let editEnd: Fragment
    /// The end of the edit's range and the replacement's member.
    let editReplacement: Fragment
    let editClose: Fragment
    let editsClose: Fragment
    let fixButtons: ButtonList
    let fixClose: Fragment

    /// The fragments of `writer`'s layout for alerts written at `level` (the document's alerts
    /// are at level 2).
    init(_ writer: JSONWriter, level: Int) {
        var builder = Builder(writer: writer)
        escaping = writer.escaping
        let alert = level
        let field = level + 2
        let finding = level + 2
        let fix = level + 4
        let edit = level + 6

        null = builder.add(Array("null".utf8))
        buttonPrefix = builder.add(Array("\"button[".utf8))

        alertStart = builder.elementStarts(level: alert)
        alertOpen = builder.add(
            Builder.openObject + builder.member("source", alert + 1, first: true) + Builder.openObject
                + builder.member("path", alert + 2, first: true))
        sourceName = builder.add(builder.member("name", alert + 2))
        sourceSite = builder.add(builder.member("site", alert + 2))
        sourceLine = builder.add(builder.member("line", alert + 2))
        sourceColumn = builder.add(builder.member("column", alert + 2))
        let fieldsOpen = Builder.openObject + builder.member("title", field, first: true)
        sourceCloseAlert = builder.add(
            builder.closing("}", alert + 1) + builder.member("alert", alert + 1) + fieldsOpen)

        fieldsMessage = builder.add(builder.member("message", field))
        fieldsButtons = builder.add(builder.member("buttons", field))
        fieldsClose = builder.add(builder.closing("}", alert + 1))
        alertButtons = builder.buttonList(level: field)

        let findings = builder.member("findings", alert + 1) + Builder.openArray
        findingsOpen = builder.add(findings)
        findingsEmpty = builder.add(findings + builder.closing("]", alert + 1, isEmpty: true))
        findingsClose = builder.add(builder.closing("]", alert + 1))
        fixedOpen = builder.add(builder.member("fixed", alert + 1) + fieldsOpen)
        alertClose = builder.add(builder.closing("}", alert))

        findingStartRule = builder.elementStarts(
            level: finding, then: Builder.openObject + builder.member("rule", finding + 1, first: true))
        findingStartPath = builder.elementStarts(
            level: finding, then: Builder.openObject + builder.member("path", finding + 1, first: true))
        findingRule = builder.add(builder.member("rule", finding + 1))
        func severityThenField(_ severity: Severity) -> Fragment {
            builder.add(
                builder.member("severity", finding + 1) + builder.quoted(severity.rawValue)
                    + builder.member("field", finding + 1))
        }
        infoThenField = severityThenField(.info)
        warningThenField = severityThenField(.warning)
        errorThenField = severityThenField(.error)
        fieldThenRange = builder.fieldNames(
            then: builder.member("range", finding + 1) + Builder.openObject
                + builder.member("start", finding + 2, first: true))
        rangeEnd = builder.add(builder.member("end", finding + 2))
        rangeCloseThenLine = builder.add(builder.closing("}", finding + 1) + builder.member("line", finding + 1))
        findingColumn = builder.add(builder.member("column", finding + 1))
        findingMessage = builder.add(builder.member("message", finding + 1))
        let fixes = builder.member("fixes", finding + 1) + Builder.openArray
        fixesOpen = builder.add(fixes)
        fixesEmpty = builder.add(fixes + builder.closing("]", finding + 1, isEmpty: true))
        fixesClose = builder.add(builder.closing("]", finding + 1))
        keyInCode = builder.add(builder.member("keyInCode", finding + 1))
        findingClose = builder.add(builder.closing("}", finding))

        func fixStart(_ safety: FixSafety) -> FirstOrNext {
            builder.elementStarts(
                level: fix,
                then: Builder.openObject + builder.member("safety", fix + 1, first: true)
                    + builder.quoted(safety.rawValue) + builder.member("summary", fix + 1))
        }
        safeFixStart = fixStart(.safe)
        suggestedFixStart = fixStart(.suggested)
        fixField = builder.add(builder.member("field", fix + 1))
        let edits = builder.member("edits", fix + 1) + Builder.openArray
        fieldThenEdits = builder.fieldNames(then: edits)
        fieldThenNoEdits = builder.fieldNames(then: edits + builder.closing("]", fix + 1, isEmpty: true))
        fieldThenReplacement = builder.fieldNames(then: builder.member("replacement", fix + 1))
        fieldThenButtons = builder.fieldNames(then: builder.member("buttons", fix + 1))
        editStart = builder.elementStarts(
            level: edit,
            then: Builder.openObject + builder.member("range", edit + 1, first: true) + Builder.openObject
                + builder.member("start", edit + 2, first: true))
        editEnd = builder.add(builder.member("end", edit + 2))
        editReplacement = builder.add(builder.closing("}", edit + 1) + builder.member("replacement", edit + 1))
        editClose = builder.add(builder.closing("}", edit))
        editsClose = builder.add(builder.closing("]", fix + 1))
        fixButtons = builder.buttonList(level: fix + 1)
        fixClose = builder.add(builder.closing("}", fix))

        bytes = builder.bytes + [UInt8](repeating: 0, count: Self.padding)
    }

    /// Gathers fragments into one array, spelling them with a writer's own methods.
    private struct Builder {
        let writer: JSONWriter
        var bytes: [UInt8] = []

        static let openObject = [UInt8(ascii: "{")]
        static let openArray = [UInt8(ascii: "[")]

        mutating func add(_ fragment: [UInt8]) -> Fragment {
            defer { bytes += fragment }
            return Fragment(start: bytes.count, count: fragment.count)
        }

        /// A comma unless first, the line start, the quoted name and the separator.
        func member(_ name: String, _ level: Int, first: Bool = false) -> [UInt8] {
            var output: [UInt8] = []
            writer.appendMemberName(name, first: first, level: level, into: &output)
            return output
        }

        /// The end of an object or array opened at `level`.
        func closing(_ bracket: Character, _ level: Int, isEmpty: Bool = false) -> [UInt8] {
            var output: [UInt8] = []
            writer.appendClosing(bracket, level: level, isEmpty: isEmpty, into: &output)
            return output
        }

        func quoted(_ text: String) -> [UInt8] {
            var output: [UInt8] = []
            JSONWriter.appendString(text, escaping: writer.escaping, into: &output)
            return output
        }

        /// What goes before an array's element on a line at `level` (a comma unless it is the
        /// first, the line start), then `rest`.
        mutating func elementStarts(level: Int, then rest: [UInt8] = [], opening: [UInt8] = []) -> FirstOrNext {
            func start(first: Bool) -> [UInt8] {
                var output: [UInt8] = []
                writer.appendElementStart(first: first, level: level - 1, into: &output)
                return output
            }
            return FirstOrNext(first: add(opening + start(first: true) + rest), next: add(start(first: false) + rest))
        }

        /// Each field's name (`AlertField.description`) followed by `rest`. No escaping changes
        /// the characters of a field's name.
        mutating func fieldNames(then rest: [UInt8]) -> FieldNames {
            FieldNames(
                title: add(quoted("title") + rest), message: add(quoted("message") + rest),
                buttons: add(quoted("buttons") + rest), afterButtonIndex: add(Array("]\"".utf8) + rest))
        }

        /// A button list whose array opens at `level`.
        mutating func buttonList(level: Int) -> ButtonList {
            func role(_ role: ButtonRole) -> Fragment {
                add(member("role", level + 2) + quoted(role.rawValue) + closing("}", level + 1))
            }
            return ButtonList(
                empty: add(Self.openArray + closing("]", level, isEmpty: true)),
                plainStart: elementStarts(level: level + 1, opening: Self.openArray),
                objectStart: elementStarts(
                    level: level + 1, then: Self.openObject + member("title", level + 2, first: true),
                    opening: Self.openArray),
                defaultRole: role(.default), cancelRole: role(.cancel), destructiveRole: role(.destructive),
                close: add(closing("]", level)))
        }
    }
}
