/// An argument of a call named in the configuration: by its label, or by its position.
public enum ArgumentReference: Hashable, Sendable, Codable {
    case label(String)
    case position(Int)

    /// The argument of a call this names.
    func argument(in arguments: [CallArgument]) -> CallArgument? {
        switch self {
        case .label(let label): return arguments.first { $0.label == label }
        case .position(let position): return position < arguments.count ? arguments[position] : nil
        }
    }
}

/// A function of the app that looks up localized text by key, which the scanner cannot find by
/// itself (a wrapper in a binary framework, a macro in a header it does not read):
/// `{"name": "L", "key": 0, "table": "table"}` in `localizationFunctions`.
public struct LocalizationFunction: Hashable, Sendable, Codable {
    public var name: String
    public var key: ArgumentReference
    public var table: ArgumentReference?
    /// The table when the function always uses one.
    public var tableName: String?

    public init(name: String, key: ArgumentReference, table: ArgumentReference? = nil, tableName: String? = nil) {
        self.name = name
        self.key = key
        self.table = table
        self.tableName = tableName
    }
}

/// A function of the app that presents an alert from its arguments, which the scanner cannot
/// follow (its body is elsewhere, or builds the alert indirectly):
/// `{"name": "showError", "title": "title", "message": 1, "buttons": ["ok"], "kind": "alert"}` in
/// `alertFunctions`. Each call is an alert whose fields are those arguments.
public struct AlertFunction: Hashable, Sendable, Codable {
    public var name: String
    public var title: ArgumentReference?
    public var message: ArgumentReference?
    /// Arguments that are buttons (an array literal argument gives one button an element).
    public var buttons: [ArgumentReference]
    /// `alert` or `action-sheet`.
    public var kind: String

    public init(
        name: String, title: ArgumentReference? = nil, message: ArgumentReference? = nil,
        buttons: [ArgumentReference] = [], kind: String = "alert"
    ) {
        self.name = name
        self.title = title
        self.message = message
        self.buttons = buttons
        self.kind = kind
    }
}
