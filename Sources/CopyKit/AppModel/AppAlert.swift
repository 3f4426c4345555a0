/// Where the text of an alert field comes from.
public enum TextOrigin: Hashable, Sendable {
    /// Text written in the code. `catalogKey`: the literal is also a localization key (SwiftUI's
    /// `LocalizedStringKey`), so a catalog value, when there is one, is what the user sees.
    case literal(String, catalogKey: Bool)
    /// A localization key and its table (`Localizable` by default).
    case key(String, table: String)
    /// A value known only at run time, with the expression that makes it.
    case dynamic(String)
}

/// A place in a source file: the file, the byte offset and its line.
public struct CodeSite: Hashable, Sendable {
    public var path: String
    public var offset: Int
    public var line: Int
    public var column: Int

    public init(path: String, offset: Int, line: Int, column: Int) {
        self.path = path
        self.offset = offset
        self.line = line
        self.column = column
    }

    /// `path:line`.
    public var description: String { "\(path):\(line)" }
}

/// The text of one alert field: its origin, other texts the code may show instead, and for a
/// literal, where it is written.
public struct AlertText: Hashable, Sendable {
    public var origin: TextOrigin
    /// Texts a branch of the code shows instead (`cond ? a : b`, a `switch` returning keys).
    public var alternatives: [TextOrigin]
    /// The literal's place in code, when the origin is a literal written there.
    public var literal: CodeSite?
    /// Where each alternative that is a literal is written in code.
    public var alternativeLiterals: [TextOrigin: CodeSite] = [:]
    /// The default value the code gives with a key (`NSLocalizedString(…, value:)`,
    /// `String(localized:defaultValue:)`, SwiftGen's `fallback:`).
    public var defaultValue: String?
    /// The function parameter the text is read from (`type.title` of a `type: AlertType`):
    /// each call decides which of the texts it is.
    public var parameter: String?
    /// The parameter whose enum case picks the text (`error.title`, where `title` switches on
    /// the case): the texts are the app's own, and a caller that passes a known case decides.
    public var caseParameter: String?

    public init(
        _ origin: TextOrigin, alternatives: [TextOrigin] = [], literal: CodeSite? = nil, defaultValue: String? = nil
    ) {
        self.origin = origin
        self.alternatives = alternatives
        self.literal = literal
        self.defaultValue = defaultValue
    }

    public var isDynamic: Bool {
        if case .dynamic = origin { return true }
        return false
    }

    /// A literal that is nothing but format specifiers (`"%@"`): the text is what fills them.
    var placeholdersOnly: Bool {
        guard case .literal(let text, _) = origin else { return false }
        var rest = text
        for specifier in FormatSpecifiers.extract(text) {
            if let range = rest.range(of: specifier) { rest.removeSubrange(range) }
        }
        return !text.isEmpty && rest.allSatisfy(\.isWhitespace)
    }
}

/// One button of a presented alert: its text (nil: the system's own label, like SwiftUI's
/// `.cancel()`) and its role.
public struct AppAlertButton: Hashable, Sendable {
    public var text: AlertText?
    public var role: ButtonRole?
    /// A button the system adds that the code does not name (the Cancel of a confirmation dialog).
    public var isAddedBySystem = false

    public init(text: AlertText?, role: ButtonRole?) {
        self.text = text
        self.role = role
    }
}

/// Whether a presentation is an alert or an action sheet.
public enum AlertKind: String, Sendable {
    case alert
    case actionSheet = "action-sheet"
}

/// An alert or action sheet the app presents: where, through which API, and each field's text.
public struct AppAlert: Sendable {
    public var site: CodeSite
    public var kind: AlertKind
    /// `UIAlertController`, `SwiftUI.alert`, `NSAlert`, `helper:showAlert(title:message:)`.
    public var api: String
    public var title: AlertText?
    public var message: AlertText?
    public var buttons: [AppAlertButton]
    /// Whether `buttons` is every button the alert shows (false when some are added in a loop,
    /// elsewhere, or by a caller the scanner cannot see).
    public var buttonsComplete: Bool

    public init(
        site: CodeSite, kind: AlertKind, api: String, title: AlertText? = nil, message: AlertText? = nil,
        buttons: [AppAlertButton] = [], buttonsComplete: Bool = true
    ) {
        self.site = site
        self.kind = kind
        self.api = api
        self.title = title
        self.message = message
        self.buttons = buttons
        self.buttonsComplete = buttonsComplete
    }

    /// The title, the message and each button's text, in that order.
    public var texts: [AlertText?] { [title, message] + buttons.map(\.text) }
}

extension AlertText {
    /// Adds the texts of another branch as alternatives, with the places of their literals.
    mutating func append(alternativesOf other: AlertText) {
        alternatives.append(other.origin)
        alternatives += other.alternatives
        if let site = other.literal { alternativeLiterals[other.origin] = site }
        alternativeLiterals.merge(other.alternativeLiterals) { first, _ in first }
    }
}
