/// An Objective-C message `[receiver part:arg part:arg]`: the receiver's tokens and each
/// selector part with its argument tokens (a unary message has one part with no argument).
public struct ObjCMessage: Sendable {
    public var receiver: Range<Int>
    public var parts: [(label: String, argument: Range<Int>)]

    /// The selector, `alertWithMessageText:defaultButton:`.
    public var selector: String {
        parts.count == 1 && parts[0].argument.isEmpty ? parts[0].label : parts.map { $0.label + ":" }.joined()
    }

    public func argument(_ label: String) -> Range<Int>? { parts.first { $0.label == label }?.argument }
}

extension SourceFile {
    /// The message whose `[` is token `open`, or nil when the brackets hold no message.
    public func message(at open: Int) -> ObjCMessage? {
        guard opens(open, "["), tokens[open].match > open else { return nil }
        let close = Int(tokens[open].match)
        var cursor = open + 1
        let receiverStart = cursor
        // The receiver: a name, a nested message, or a call/cast.
        guard cursor < close else { return nil }
        cursor = skip(cursor)
        while cursor < close && (`is`(cursor, ".") || `is`(cursor, "->")) { cursor = min(close, cursor + 2) }
        let receiver = receiverStart..<cursor
        guard cursor < close, tokens[cursor].kind == .identifier else { return nil }
        var parts: [(String, Range<Int>)] = []
        if cursor + 1 == close {
            return ObjCMessage(receiver: receiver, parts: [(text(cursor), cursor..<cursor)])
        }
        while cursor < close {
            guard tokens[cursor].kind == .identifier, `is`(cursor + 1, ":") else {
                // `: arg` with an empty label (`[x foo:a :b]`) or variadic commas: extend the last argument.
                if var last = parts.popLast() {
                    last.1 = last.1.lowerBound..<close
                    parts.append(last)
                }
                break
            }
            let label = text(cursor)
            let start = cursor + 2
            var end = start
            var depthQuestion = 0
            while end < close {
                if `is`(end, "?") { depthQuestion += 1 }
                if tokens[end].kind == .identifier, `is`(end + 1, ":"), end > start {
                    if depthQuestion > 0 {
                        depthQuestion -= 1
                    } else {
                        break
                    }
                }
                end = skip(end)
            }
            parts.append((label, start..<end))
            cursor = end
        }
        return ObjCMessage(receiver: receiver, parts: parts)
    }

    /// Objective-C methods (`- (void)showAlert:(NSString *)title message:(NSString *)message {`)
    /// and C functions with bodies, as function declarations named by selector.
    public func objCDeclarations(fileIndex: Int) -> FileDeclarations {
        var result = FileDeclarations()
        var index = 0
        while index < tokens.count {
            defer { index += 1 }
            guard (`is`(index, "-") || `is`(index, "+")) && startsLine(index), opens(index + 1, "(") else { continue }
            var cursor = skip(index + 1)
            var selector = ""
            var parameters: [String] = []
            while cursor < tokens.count, tokens[cursor].kind == .identifier {
                let part = text(cursor)
                guard `is`(cursor + 1, ":") else {
                    if selector.isEmpty { selector = part }
                    cursor += 1
                    break
                }
                selector += part + ":"
                cursor += 2
                if opens(cursor, "(") { cursor = skip(cursor) }
                if cursor < tokens.count, tokens[cursor].kind == .identifier {
                    parameters.append(text(cursor))
                    cursor += 1
                }
            }
            while cursor < tokens.count && !opens(cursor, "{") && !`is`(cursor, ";") { cursor = skip(cursor) }
            guard opens(cursor, "{") else { continue }
            let close = Int(tokens[cursor].match)
            result.functions.append(
                FunctionDeclaration(
                    file: fileIndex, scope: [], name: selector, labels: [], parameters: parameters,
                    body: cursor..<max(cursor, close), keyword: index))
            index = cursor
        }
        return result
    }
}

extension TextResolver {
    /// Objective-C expressions: `NSLocalizedString…` and wrapper macros, `stringWithFormat:`,
    /// `localizedStringForKey:value:table:`, local variables; anything else is dynamic.
    func resolveObjC(file: Int, _ range: Range<Int>, bindings: Bindings?, depth: Int) -> AlertText? {
        let source = index.files[file]
        let first = range.lowerBound
        let dynamic = AlertText(.dynamic(source.text(from: range.lowerBound, through: range.upperBound - 1)))
        // Adjacent literals concatenate.
        if range.allSatisfy({ source.tokens[$0].kind == .string }) {
            let text = range.compactMap { source.literal(at: $0)?.value }.joined()
            return AlertText(.literal(text, catalogKey: false))
        }
        if source.tokens[first].kind == .identifier, source.opens(first + 1, "("),
            source.skip(first + 1) == range.upperBound
        {
            let name = source.text(first)
            let arguments = source.arguments(at: first + 1)
            func literal(_ position: Int) -> String? {
                guard position < arguments.count else { return nil }
                let tokens = arguments[position].tokens
                guard tokens.allSatisfy({ source.tokens[$0].kind == .string }), !tokens.isEmpty else { return nil }
                return tokens.compactMap { source.literal(at: $0)?.value }.joined()
            }
            if name.hasPrefix("NSLocalizedString"), let key = literal(0) {
                let table = name.hasPrefix("NSLocalizedStringFromTable") ? literal(1) : nil
                let value = name == "NSLocalizedStringWithDefaultValue" ? literal(3) : nil
                return AlertText(.key(key, table: table ?? "Localizable"), defaultValue: value)
            }
            if let wrapper = wrappers[name], let key = wrapper.key(from: arguments, source: source) {
                return AlertText(.key(key, table: wrapper.table(from: arguments, source: source, index: index)))
            }
            return dynamic
        }
        if source.opens(first, "["), source.skip(first) == range.upperBound, let message = source.message(at: first) {
            switch message.selector {
            case "stringWithFormat:", "localizedStringWithFormat:", "initWithFormat:":
                if let format = message.parts.first?.argument {
                    let text = resolveObjC(file: file, formatHead(format, source), bindings: bindings, depth: depth + 1)
                    return text.map { $0.placeholdersOnly ? dynamic : $0 }
                }
            case "localizedStringForKey:value:table:":
                if let key = message.argument("localizedStringForKey"), key.count == 1,
                    let value = source.literal(at: key.lowerBound)?.value
                {
                    let table = message.argument("table").flatMap {
                        $0.count == 1 ? source.literal(at: $0.lowerBound)?.value : nil
                    }
                    return AlertText(.key(value, table: table ?? "Localizable"))
                }
            default:
                break
            }
            return dynamic
        }
        if range.count == 1, source.tokens[first].kind == .identifier {
            let name = source.text(first)
            if let bound = bindings?.values[name] {
                return resolve(file: bound.file, bound.tokens, bindings: bindings?.outer, depth: depth + 1)
            }
            if let function = index.enclosingFunction(file: file, token: first),
                let value = objCLocal(named: name, in: function, before: first, file: file)
            {
                return resolve(file: file, value, bindings: bindings, depth: depth + 1)
            }
            if name == "nil" { return nil }
        }
        return dynamic
    }

    /// The format argument of a variadic call: its tokens up to the first top-level comma.
    private func formatHead(_ range: Range<Int>, _ source: SourceFile) -> Range<Int> {
        var cursor = range.lowerBound
        while cursor < range.upperBound && !source.is(cursor, ",") { cursor = source.skip(cursor) }
        return range.lowerBound..<cursor
    }

    /// The value last assigned to a local (`NSString *title = …;`, `title = …;`) before a use.
    private func objCLocal(named name: String, in function: FunctionDeclaration, before use: Int, file: Int) -> Range<
        Int
    >? {
        let source = index.files[file]
        var found: Range<Int>?
        var cursor = function.body.lowerBound + 1
        while cursor < use {
            if source.tokens[cursor].kind == .identifier, source.text(cursor) == name, source.is(cursor + 1, "="),
                !source.is(cursor - 1, ".")
            {
                var end = cursor + 2
                while end < use && !source.is(end, ";") { end = source.skip(end) }
                found = (cursor + 2)..<end
                cursor = end
                continue
            }
            cursor += 1
        }
        return found
    }
}
