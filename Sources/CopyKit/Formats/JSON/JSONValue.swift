/// A JSON value as written: objects keep their members in order (duplicates included),
/// numbers keep their source text so nothing is lost to floating point.
public indirect enum JSONValue: Hashable, Sendable {
    case object([JSONMember])
    case array([JSONValue])
    case string(String)
    /// A number, exactly as written in the source (`1`, `-0.5e10`).
    case number(String)
    case bool(Bool)
    case null

    /// The value of the last member named `key` (the one JSON readers conventionally keep),
    /// or nil when this is not an object or has no such member.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.key == key }?.value
    }

    /// The element at `index` of an array, or nil.
    public subscript(index: Int) -> JSONValue? {
        guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// The members of an object, or nil.
    public var members: [JSONMember]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The elements of an array, or nil.
    public var elements: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The text of a string, or nil.
    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The value of a boolean, or nil.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The source text of a number, or nil.
    public var numberText: String? {
        if case .number(let text) = self { return text }
        return nil
    }

    /// A number as an integer when it is written as one (no fraction, no exponent), else nil.
    public var intValue: Int? {
        if case .number(let text) = self { return Int(text) }
        return nil
    }

    /// A number as a `Double`, or nil.
    public var doubleValue: Double? {
        if case .number(let text) = self { return Double(text) }
        return nil
    }

    /// Whether this is `null`.
    public var isNull: Bool { self == .null }

    /// A short name of the kind of value, for messages ("object", "string", …).
    public var kindName: String {
        switch self {
        case .object: return "object"
        case .array: return "array"
        case .string: return "string"
        case .number: return "number"
        case .bool: return "boolean"
        case .null: return "null"
        }
    }
}

/// One member of a JSON object: a name and its value.
public struct JSONMember: Hashable, Sendable {
    public var key: String
    public var value: JSONValue

    public init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}

/// Where a parsed value sits in its source: the byte range (UTF-8 offsets from the start of
/// the input, BOM included) and the 1-based line and column (UTF-16 units) of its first byte.
public struct JSONSpan: Hashable, Sendable {
    public var bytes: Range<Int>
    public var start: SourceLocation

    public init(bytes: Range<Int>, start: SourceLocation) {
        self.bytes = bytes
        self.start = start
    }
}

/// A parsed JSON value with its place in the source, and the places of everything inside it,
/// so an editor can splice new bytes over exactly one value.
public struct JSONNode: Sendable {
    /// The content of a node; containers hold nodes.
    public enum Content: Sendable {
        case object([JSONNodeMember])
        case array([JSONNode])
        case string(String)
        case number(String)
        case bool(Bool)
        case null
    }

    public var content: Content
    public var span: JSONSpan

    public init(content: Content, span: JSONSpan) {
        self.content = content
        self.span = span
    }

    /// The node of the last member named `key`, or nil.
    public subscript(key: String) -> JSONNode? {
        guard case .object(let members) = content else { return nil }
        return members.last { $0.key == key }?.value
    }

    /// The members of an object node, or nil.
    public var members: [JSONNodeMember]? {
        if case .object(let members) = content { return members }
        return nil
    }

    /// The elements of an array node, or nil.
    public var elements: [JSONNode]? {
        if case .array(let elements) = content { return elements }
        return nil
    }

    /// The text of a string node, or nil.
    public var stringValue: String? {
        if case .string(let text) = content { return text }
        return nil
    }

    /// Whether this is `null`.
    public var isNull: Bool {
        if case .null = content { return true }
        return false
    }

    /// The plain value, without places.
    public var value: JSONValue {
        switch content {
        case .object(let members): return .object(members.map { JSONMember($0.key, $0.value.value) })
        case .array(let elements): return .array(elements.map(\.value))
        case .string(let text): return .string(text)
        case .number(let text): return .number(text)
        case .bool(let flag): return .bool(flag)
        case .null: return .null
        }
    }
}

/// One member of a parsed object: its name, the place of the name (quotes included), its value.
public struct JSONNodeMember: Sendable {
    public var key: String
    public var keySpan: JSONSpan
    public var value: JSONNode

    public init(key: String, keySpan: JSONSpan, value: JSONNode) {
        self.key = key
        self.keySpan = keySpan
        self.value = value
    }
}
