/// An input that cannot be read (a draft, a configuration file): where (file, line, column) and
/// what was expected.
public struct InputError: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// `<stdin>:3:14: error: expected ',' or '}' in object`
    public var description: String { "\(path):\(line):\(column): error: \(message)" }
}
