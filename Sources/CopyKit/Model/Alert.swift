/// What a button does when the input says so (`UIAlertAction.Style`).
public enum ButtonRole: String, Codable, Sendable, CaseIterable {
    case `default`
    case cancel
    case destructive
}

/// One button of an alert: its title and, when known, its role.
public struct AlertButton: Hashable, Codable, Sendable {
    public var title: String
    public var role: ButtonRole?

    public init(_ title: String, role: ButtonRole? = nil) {
        self.title = title
        self.role = role
    }
}

/// An alert as a writer drafts it: an optional title, an optional message, buttons in order
/// (leading to trailing in a row, top to bottom in a stack).
public struct Alert: Hashable, Sendable {
    public var title: String?
    public var message: String?
    public var buttons: [AlertButton]
    /// Whether `buttons` is every button the alert shows. False when some come from code the
    /// tool cannot see (a shared Cancel added in code, buttons added in a loop): rules that
    /// claim a button is missing then stay silent.
    public var buttonsComplete: Bool = true
    /// An action sheet rather than an alert: the title rules of alerts and the button count
    /// do not apply.
    public var isActionSheet: Bool = false

    public init(title: String? = nil, message: String? = nil, buttons: [AlertButton] = []) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// Convenience for examples and tests: buttons given by title only.
    public init(title: String? = nil, message: String? = nil, buttons: [String]) {
        self.init(title: title, message: message, buttons: buttons.map { AlertButton($0) })
    }

    /// The text of a field, or nil when the alert has no such field.
    public func text(of field: AlertField) -> String? {
        switch field {
        case .title: return title
        case .message: return message
        case .button(let index): return buttons.indices.contains(index) ? buttons[index].title : nil
        case .buttons: return nil
        }
    }

    /// Sets the text of a field; nil removes a title or message.
    public mutating func setText(_ text: String?, of field: AlertField) {
        switch field {
        case .title: title = text
        case .message: message = text
        case .button(let index):
            guard buttons.indices.contains(index) else { return }
            if let text { buttons[index].title = text } else { buttons.remove(at: index) }
        case .buttons: break
        }
    }

    /// Every text field that is present, in reading order.
    public var textFields: [AlertField] {
        var fields: [AlertField] = []
        if title != nil { fields.append(.title) }
        if message != nil { fields.append(.message) }
        fields.append(contentsOf: buttons.indices.map { AlertField.button($0) })
        return fields
    }
}
