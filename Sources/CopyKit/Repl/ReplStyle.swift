/// How the REPL colours its output: ANSI SGR sequences on a terminal, nothing otherwise.
public struct ReplStyle: Hashable, Sendable {
    public var color: Bool

    public init(color: Bool) { self.color = color }

    public func bold(_ text: String) -> String { wrap(text, "1") }
    public func dim(_ text: String) -> String { wrap(text, "2") }
    public func red(_ text: String) -> String { wrap(text, "31") }
    public func green(_ text: String) -> String { wrap(text, "32") }
    public func yellow(_ text: String) -> String { wrap(text, "33") }
    public func blue(_ text: String) -> String { wrap(text, "34") }
    public func cyan(_ text: String) -> String { wrap(text, "36") }

    /// `error: ` in bold red, for mistakes in the input.
    public var errorLabel: String { wrap("error:", "1;31") + " " }

    public func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return wrap("error", "1;31")
        case .warning: return wrap("warning", "1;33")
        case .info: return wrap("info", "1;34")
        }
    }

    private func wrap(_ text: String, _ code: String) -> String {
        color && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
