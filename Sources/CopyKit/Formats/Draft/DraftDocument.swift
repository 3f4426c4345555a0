/// How a draft input was written; `fix` answers in the same format.
public enum DraftFormat: String, Sendable {
    /// `title:` / `message:` / `buttons:` lines, alerts separated by a blank line or `---`.
    case plain
    /// One JSON alert object.
    case jsonObject
    /// A JSON array of alert objects.
    case jsonArray
    /// One JSON alert object per line.
    case jsonLines
}

/// Where a field's value is written in a draft, as UTF-8 byte offsets of the input.
struct DraftSpan: Hashable, Sendable {
    /// The value itself (what a fix replaces).
    var value: Range<Int>
    /// The whole line or lines, terminator included (what removing the field deletes).
    var lines: Range<Int>
    /// Whether the line names its field (`title: …`); a line without a name is the title or the
    /// message by its place, so a fix that would change how it reads adds the name.
    var isNamed = true
}

/// Where each field of a draft alert is written: the title, the message, the button list, and
/// the first button (a draft read with the button role is one button per alert). A few stored
/// places rather than a dictionary: every alert read has one.
struct DraftSpans: Sendable {
    private var title: DraftSpan?
    private var message: DraftSpan?
    private var buttons: DraftSpan?
    private var firstButton: DraftSpan?

    /// The span of `field`; only the first button's is kept (setting another's is a mistake).
    subscript(field: AlertField) -> DraftSpan? {
        get {
            switch field {
            case .title: title
            case .message: message
            case .buttons: buttons
            case .button(let index): index == 0 ? firstButton : nil
            }
        }
        set {
            switch field {
            case .title: title = newValue
            case .message: message = newValue
            case .buttons: buttons = newValue
            case .button(let index):
                precondition(index == 0, "a draft keeps the span of its first button only")
                firstButton = newValue
            }
        }
    }
}

/// One alert read from a draft, with where it came from.
public struct DraftAlert: Sendable {
    public var alert: Alert
    public var source: AlertSource
    /// Where each field's value is in the input (the object's member values in JSON), so `fix`
    /// rewrites only what changed.
    var spans = DraftSpans()
    /// The alert's bytes: its first line to just past its last (plain), or its object (JSON).
    var extent: Range<Int> = 0..<0
    /// The separator the buttons were written with (`,` or `|`).
    var buttonSeparator: Character = ","

    public init(alert: Alert, source: AlertSource) {
        self.alert = alert
        self.source = source
    }

    /// An alert read from a line of JSON Lines: its source's parts (its fields placed by
    /// `places`), its fields' spans and the extent of its object. The source is made where the
    /// draft keeps it, not made apart and copied in.
    init(
        alert: Alert, path: String, name: String, start: SourceLocation, places: JSONFieldPlaces, spans: DraftSpans,
        extent: Range<Int>
    ) {
        self.alert = alert
        source = AlertSource(path: path, name: name, start: start, places: consume places)
        self.spans = spans
        self.extent = extent
    }
}

/// A whole draft input: its format, the bytes read, and the alerts in order.
public struct DraftDocument: Sendable {
    public var format: DraftFormat
    public var path: String
    public var alerts: [DraftAlert]
    /// The input as read (UTF-8), into which `DraftWriter` splices the fixed values.
    public var bytes: [UInt8]

    public init(format: DraftFormat, path: String, alerts: [DraftAlert], bytes: [UInt8]) {
        self.format = format
        self.path = path
        self.alerts = alerts
        self.bytes = bytes
    }
}
