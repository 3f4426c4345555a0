/// The part of an alert a finding or a fix is about.
public enum AlertField: Hashable, Sendable, CustomStringConvertible, Comparable {
    case title
    case message
    /// The button at this index (0-based, in the order given).
    case button(Int)
    /// The button list as a whole (count, order, a missing Cancel).
    case buttons

    public var description: String {
        switch self {
        case .title: return "title"
        case .message: return "message"
        case .button(let index): return "button[\(index)]"
        case .buttons: return "buttons"
        }
    }

    /// Parses `title`, `message`, `buttons` and `button[N]`.
    public init?(_ text: String) {
        switch text {
        case "title": self = .title
        case "message": self = .message
        case "buttons": self = .buttons
        default:
            guard text.hasPrefix("button["), text.hasSuffix("]"),
                let index = Int(text.dropFirst(7).dropLast())
            else { return nil }
            self = .button(index)
        }
    }

    private var order: (Int, Int) {
        switch self {
        case .title: return (0, 0)
        case .message: return (1, 0)
        case .button(let index): return (2, index)
        case .buttons: return (3, 0)
        }
    }

    public static func < (lhs: AlertField, rhs: AlertField) -> Bool { lhs.order < rhs.order }
}
