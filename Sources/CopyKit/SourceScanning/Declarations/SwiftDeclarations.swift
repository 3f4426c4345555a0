/// A function (or initializer, or computed property) declared in a source file: its name, its
/// parameters and the tokens of its body.
public struct FunctionDeclaration: Sendable {
    public var file: Int
    /// The enclosing types, outermost first (`["L10n", "Common"]`).
    public var scope: [String]
    public var name: String
    /// External labels (`_` for none) and internal names, in order.
    public var labels: [String]
    public var parameters: [String]
    /// The name of each parameter's type, when it is a plain name (`AlertType`, `String`).
    public var parameterTypes: [String?] = []
    /// The tokens of each parameter's default value (`message: String? = nil`), if it has one.
    public var parameterDefaults: [Range<Int>?] = []
    /// The `{` token of the body and its matching `}`.
    public var body: Range<Int>
    /// The declaration keyword's token (`func`, `init`, `var`).
    public var keyword: Int
}

/// A stored or computed constant: `static let title = …` in a type, or a global `let`.
public struct ConstantDeclaration: Sendable {
    public var file: Int
    public var scope: [String]
    public var name: String
    /// Tokens of the initial value, or of the computed property's body (inside its braces).
    public var value: Range<Int>
    /// A computed property (`var title: String { … }`): `value` is its body.
    public var isComputed = false
}

/// The declarations of one file that text resolution follows: constants, functions, and the
/// function bodies that enclose each token.
public struct FileDeclarations: Sendable {
    public var constants: [ConstantDeclaration] = []
    public var functions: [FunctionDeclaration] = []
    /// The `var` properties of types, with the token of each name (values set later, with or
    /// without an initial one).
    public var variables: [(name: String, token: Int)] = []
    /// Each type declared with the first type it inherits from (`class Sheet: UIAlertController`).
    public var supertypes: [(name: String, supertype: String)] = []
}

extension SourceFile {
    /// Whether a line break separates token `index` from the one before it.
    public func startsLine(_ index: Int) -> Bool {
        guard index > 0, index < tokens.count else { return true }
        let from = Int(tokens[index - 1].end)
        let to = Int(tokens[index].start)
        var cursor = from
        while cursor < to {
            if bytes[cursor] == 0x0A { return true }
            cursor += 1
        }
        return false
    }

    /// The end (exclusive) of the expression that starts at `start`: the next token at this
    /// bracket depth that starts a new statement (a new line not continuing the expression, a
    /// `;`, a closing bracket), or `limit`.
    public func expressionEnd(from start: Int, limit: Int) -> Int {
        var cursor = start
        while cursor < limit {
            let token = tokens[cursor]
            if token.kind == .punctuation {
                let byte = bytes[Int(token.start)]
                if byte == 0x29 || byte == 0x5D || byte == 0x7D || byte == 0x3B || (byte == 0x2C) { return cursor }
            }
            if cursor > start && startsLine(cursor) {
                let previous = tokens[cursor - 1]
                let continues =
                    token.kind == .operator || `is`(cursor, ".") || previous.kind == .operator
                    || `is`(cursor - 1, ".") || `is`(cursor - 1, ",") || `is`(cursor - 1, ":")
                    || (`is`(cursor, "{") && `is`(cursor - 1, ")")) || `is`(cursor, "?") || `is`(cursor, ":")
                if !continues { return cursor }
            }
            cursor = skip(cursor)
        }
        return min(cursor, limit)
    }

    /// The `{` of the innermost block that holds token `index`, or nil.
    public func enclosingBlock(of index: Int) -> Int? {
        var cursor = index - 1
        while cursor >= 0 {
            let token = tokens[cursor]
            if token.kind == .punctuation {
                if bytes[Int(token.start)] == 0x7B && Int(token.match) > index { return cursor }
                // Jump over a closed group to its opener.
                if bytes[Int(token.start)] == 0x7D || bytes[Int(token.start)] == 0x29
                    || bytes[Int(token.start)] == 0x5D,
                    token.match >= 0
                {
                    cursor = Int(token.match) - 1
                    continue
                }
            }
            cursor -= 1
        }
        return nil
    }

    /// The `)` that closes the innermost call whose parentheses hold token `index`
    /// (`f(content: { … })` for the `{`), or nil.
    public func enclosingCallClose(of index: Int) -> Int? {
        var cursor = index - 1
        while cursor >= 0 {
            let token = tokens[cursor]
            if token.kind == .punctuation {
                let byte = bytes[Int(token.start)]
                if byte == 0x28 && Int(token.match) > index { return Int(token.match) }
                if byte == 0x7B && Int(token.match) > index { return nil }
                if byte == 0x7D || byte == 0x29 || byte == 0x5D, token.match >= 0 {
                    cursor = Int(token.match) - 1
                    continue
                }
            }
            cursor -= 1
        }
        return nil
    }

    /// Reads a Swift file's type scopes, constants and functions in one pass.
    public func swiftDeclarations(fileIndex: Int) -> FileDeclarations {
        var result = FileDeclarations()
        // Open braces that start a type body, with the type's name.
        var typeBraces: [(close: Int, name: String)] = []
        var functionDepth: [Int] = []  // closing indices of function bodies we are inside
        var index = 0
        let count = tokens.count
        while index < count {
            while let last = typeBraces.last, index > last.close { typeBraces.removeLast() }
            while let last = functionDepth.last, index > last { functionDepth.removeLast() }
            let token = tokens[index]
            guard token.kind == .identifier else {
                index += 1
                continue
            }
            // The names of the enclosing types, read only for a declaration (most identifiers are none).
            var scope: [String] { typeBraces.map(\.name) }
            if functionDepth.isEmpty
                && (`is`(index, "enum") || `is`(index, "struct") || `is`(index, "class") || `is`(index, "extension")
                    || `is`(index, "actor") || `is`(index, "protocol")),
                index + 1 < count, tokens[index + 1].kind == .identifier
            {
                var name = text(index + 1)
                var cursor = index + 2
                while `is`(cursor, "."), cursor + 1 < count, tokens[cursor + 1].kind == .identifier {
                    name += "." + text(cursor + 1)
                    cursor += 2
                }
                if `is`(index, "class"), `is`(cursor, ":"), cursor + 1 < count, tokens[cursor + 1].kind == .identifier {
                    result.supertypes.append((name, text(cursor + 1)))
                }
                while cursor < count && !opens(cursor, "{") {
                    if `is`(cursor, ";") || `is`(cursor, "}") { break }
                    cursor = skip(cursor)
                }
                if opens(cursor, "{") {
                    typeBraces.append((Int(tokens[cursor].match), name))
                    index = cursor + 1
                    continue
                }
                index += 1
                continue
            }
            if `is`(index, "func") || `is`(index, "init") {
                var cursor = index + 1
                var name = "init"
                if `is`(index, "func") {
                    guard cursor < count else { break }
                    name = text(cursor)
                    cursor += 1
                }
                while cursor < count && !opens(cursor, "(") && !opens(cursor, "{") { cursor = skip(cursor) }
                guard opens(cursor, "(") else {
                    index += 1
                    continue
                }
                var labels: [String] = []
                var parameters: [String] = []
                var types: [String?] = []
                var defaults: [Range<Int>?] = []
                for argument in parameterList(at: cursor) {
                    labels.append(argument.label)
                    parameters.append(argument.name)
                    types.append(argument.type)
                    defaults.append(argument.defaultValue)
                }
                cursor = skip(cursor)
                while cursor < count && !opens(cursor, "{") && !`is`(cursor, "}") && !`is`(cursor, ";")
                    && !(startsLine(cursor) && isDeclarationKeyword(cursor))
                {
                    cursor = skip(cursor)
                }
                if opens(cursor, "{") {
                    let close = Int(tokens[cursor].match)
                    var function = FunctionDeclaration(
                        file: fileIndex, scope: scope, name: name, labels: labels, parameters: parameters,
                        body: cursor..<max(cursor, close), keyword: index)
                    function.parameterTypes = types
                    function.parameterDefaults = defaults
                    result.functions.append(function)
                    functionDepth.append(close)
                    index = cursor + 1
                    continue
                }
                index = cursor
                continue
            }
            if (`is`(index, "let") || `is`(index, "var")) && functionDepth.isEmpty, index + 1 < count,
                tokens[index + 1].kind == .identifier
            {
                let name = text(index + 1)
                if `is`(index, "var") && !typeBraces.isEmpty { result.variables.append((name, index + 1)) }
                var cursor = index + 2
                if `is`(cursor, ":") {
                    cursor += 1
                    while cursor < count && !`is`(cursor, "=") && !opens(cursor, "{") && !startsLine(cursor) {
                        cursor = skip(cursor)
                    }
                }
                if `is`(cursor, "=") {
                    let end = expressionEnd(from: cursor + 1, limit: count)
                    result.constants.append(
                        ConstantDeclaration(file: fileIndex, scope: scope, name: name, value: (cursor + 1)..<end))
                    index = end
                    continue
                }
                if opens(cursor, "{") {
                    let close = Int(tokens[cursor].match)
                    var constant = ConstantDeclaration(
                        file: fileIndex, scope: scope, name: name, value: (cursor + 1)..<max(cursor + 1, close))
                    constant.isComputed = true
                    result.constants.append(constant)
                    result.functions.append(
                        FunctionDeclaration(
                            file: fileIndex, scope: scope, name: name, labels: [], parameters: [],
                            body: cursor..<max(cursor, close), keyword: index))
                    functionDepth.append(close)
                    index = cursor + 1
                    continue
                }
            }
            index += 1
        }
        return result
    }

    private func isDeclarationKeyword(_ index: Int) -> Bool {
        `is`(index, "func") || `is`(index, "var") || `is`(index, "let") || `is`(index, "init")
            || `is`(index, "private") || `is`(index, "public") || `is`(index, "static") || `is`(index, "@")
    }

    /// The parameters of a declaration's parameter list: external label, internal name, and
    /// the type's name when it is a plain name.
    func parameterList(at open: Int) -> [(label: String, name: String, type: String?, defaultValue: Range<Int>?)] {
        arguments(at: open).compactMap { argument in
            // `label name: Type` arrives as an unlabelled argument `label name : Type`.
            let range = argument.tokens
            let equals = range.first { `is`($0, "=") && tokens[$0].kind == .operator }
            let defaultValue = equals.map { ($0 + 1)..<range.upperBound }
            func typeName(at index: Int) -> String? {
                guard index < range.upperBound, tokens[index].kind == .identifier else { return nil }
                let next = index + 1
                return next == range.upperBound || `is`(next, "=") || `is`(next, "?") ? text(index) : nil
            }
            if let label = argument.label { return (label, label, typeName(at: range.lowerBound), defaultValue) }
            guard range.count >= 3, tokens[range.lowerBound].kind == .identifier,
                tokens[range.lowerBound + 1].kind == .identifier, `is`(range.lowerBound + 2, ":")
            else { return nil }
            return (
                text(range.lowerBound), text(range.lowerBound + 1), typeName(at: range.lowerBound + 3), defaultValue
            )
        }
    }
}

extension SourceFile {
    /// The parameters of the closure a function body returns (`return { [weak x] error in … }`,
    /// or a body that is that closure alone): values its callers supply later, when they call
    /// what it returned.
    public func returnedClosureParameters(body: Range<Int>) -> [String] {
        var cursor = body.lowerBound + 1
        var open: Int?
        if opens(cursor, "{") && Int(tokens[cursor].match) + 1 == body.upperBound {
            open = cursor
        }
        while open == nil && cursor < body.upperBound {
            if `is`(cursor, "return") && opens(cursor + 1, "{") { open = cursor + 1 }
            // Nested closures and functions return for themselves.
            cursor = opens(cursor, "{") ? skip(cursor) : cursor + 1
        }
        guard let open else { return [] }
        var names: [String] = []
        cursor = open + 1
        if opens(cursor, "[") { cursor = skip(cursor) }
        if opens(cursor, "(") {
            for parameter in arguments(at: cursor) {
                let first = parameter.tokens.lowerBound
                if let label = parameter.label {
                    names.append(label)
                } else if tokens[first].kind == .identifier {
                    names.append(text(first))
                }
            }
            cursor = skip(cursor)
            while cursor < body.upperBound && !`is`(cursor, "in") && !opens(cursor, "{") { cursor = skip(cursor) }
            return `is`(cursor, "in") ? names : []
        }
        while cursor < body.upperBound, tokens[cursor].kind == .identifier, !`is`(cursor, "in") {
            names.append(text(cursor))
            cursor += 1
            if `is`(cursor, ",") { cursor += 1 }
        }
        return `is`(cursor, "in") ? names : []
    }
}
