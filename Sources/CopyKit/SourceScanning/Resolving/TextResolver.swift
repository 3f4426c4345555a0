/// Values bound to a helper's parameters at one call site: the argument's file and tokens, and
/// the bindings in force there (a helper called from a helper).
public final class Bindings: Sendable {
    let values: [String: (file: Int, tokens: Range<Int>)]
    let outer: Bindings?

    init(_ values: [String: (file: Int, tokens: Range<Int>)], outer: Bindings?) {
        self.values = values
        self.outer = outer
    }
}

/// Finds where the text of an expression comes from: a literal, a localization key (through
/// `NSLocalizedString`, `String(localized:)`, `LocalizedStringResource`, SwiftGen-style
/// accessors, the app's own wrappers and constants, local variables), or a run-time value.
public struct TextResolver: Sendable {
    public let index: SourceIndex
    /// Names of functions that return localized text from a key parameter, found in the code or
    /// configured: name → which parameter is the key, which the table.
    let wrappers: [String: LocalizationWrapper]
    /// Members of `String` that look up the string they are called on (`"key".localized`).
    let receiverWrappers: [String: LocalizationWrapper]
    static let maximumDepth = 12

    public init(index: SourceIndex, configuredWrappers: [LocalizationWrapper] = []) {
        self.index = index
        var wrappers: [String: LocalizationWrapper] = [:]
        var receiverWrappers: [String: LocalizationWrapper] = [:]
        for wrapper in LocalizationWrapper.found(in: index) + configuredWrappers {
            if wrapper.keyIsReceiver {
                receiverWrappers[wrapper.name] = wrapper
            } else {
                wrappers[wrapper.name] = wrapper
            }
        }
        self.wrappers = wrappers
        self.receiverWrappers = receiverWrappers
    }

    /// Where the text of tokens `range` of file `file` comes from; nil for `nil` or nothing.
    public func resolve(file: Int, _ range: Range<Int>, bindings: Bindings? = nil, depth: Int = 0) -> AlertText? {
        let source = index.files[file]
        var range = range
        // Trailing unwraps and casts do not change the text.
        while range.count > 1, source.is(range.upperBound - 1, "!") || source.is(range.upperBound - 1, "?") {
            range = range.lowerBound..<(range.upperBound - 1)
        }
        if range.count > 2, source.is(range.upperBound - 2, "as") {
            range = range.lowerBound..<(range.upperBound - 2)
        }
        guard !range.isEmpty, depth < TextResolver.maximumDepth else { return nil }
        if source.language == .swift {
            range = min(source.afterEffects(range.lowerBound), range.upperBound)..<range.upperBound
        }
        guard !range.isEmpty else { return nil }
        let first = range.lowerBound
        if range.count == 1 && source.is(first, "nil") { return nil }
        // ( expression )
        if source.opens(first, "("), Int(source.tokens[first].match) == range.upperBound - 1 {
            return resolve(file: file, (first + 1)..<(range.upperBound - 1), bindings: bindings, depth: depth + 1)
        }
        // a ?? b, c ? a : b: the first with the others as alternatives.
        if let split = topLevel(operator: "??", in: range, source: source) {
            return combine(
                resolve(file: file, range.lowerBound..<split, bindings: bindings, depth: depth + 1),
                resolve(file: file, (split + 1)..<range.upperBound, bindings: bindings, depth: depth + 1))
        }
        if let question = topLevel(operator: "?", in: range, source: source),
            let colon = topLevelColon(in: (question + 1)..<range.upperBound, source: source)
        {
            return combine(
                resolve(file: file, (question + 1)..<colon, bindings: bindings, depth: depth + 1),
                resolve(file: file, (colon + 1)..<range.upperBound, bindings: bindings, depth: depth + 1))
        }
        if range.count == 1, let literal = source.literal(at: first) {
            let site = CodeSite(
                path: source.path, offset: literal.range.lowerBound,
                line: source.location(of: literal.range.lowerBound).line,
                column: source.location(of: literal.range.lowerBound).column)
            // `"Delete \(name)?"`: a String built at run time; its words are not all known.
            if literal.value == nil {
                return AlertText(.dynamic(source.text(from: first, through: first)))
            }
            return AlertText(.literal(literal.displayText(in: source.bytes), catalogKey: false), literal: site)
        }
        if source.language == .objectiveC {
            return resolveObjC(file: file, range, bindings: bindings, depth: depth)
        }
        // `"delete.title".localized`, `"delete.message".localized(with: name)`.
        if range.count >= 3, !receiverWrappers.isEmpty, let key = source.literal(at: first)?.value,
            source.is(first + 1, "."), let wrapper = receiverWrappers[source.text(first + 2)],
            first + 3 == range.upperBound
                || (source.opens(first + 3, "(") && source.skip(first + 3) == range.upperBound)
        {
            return AlertText(.key(key, table: wrapper.table))
        }
        // { … }() — a closure called at once: the texts it returns.
        if source.opens(first, "{"), Int(source.tokens[first].match) + 3 == range.upperBound,
            source.opens(range.upperBound - 2, "(")
        {
            return returned(file: file, body: first..<Int(source.tokens[first].match), bindings: bindings, depth: depth)
        }
        // A parameter the caller leaves to its `nil` default: no text.
        if range.count == 1, let bound = bindings?.values[source.text(first)], bound.tokens.count == 1,
            index.files[bound.file].is(bound.tokens.lowerBound, "nil")
        {
            return nil
        }
        let chain = memberChain(source, range)
        // `NSLocalizedString("This will delete:", …) + "\n" + list`: composed at run time.
        if chain.call != nil, chain.end < range.upperBound, source.tokens[chain.end].kind == .operator {
            return AlertText(.dynamic(source.text(from: range.lowerBound, through: range.upperBound - 1)))
        }
        if let call = chain.call {
            if let resolved = resolveCall(
                file: file, name: chain.names, open: call, range: range, bindings: bindings, depth: depth)
            {
                return resolved
            }
        } else if !chain.names.isEmpty && chain.end == range.upperBound {
            if let resolved = resolveReference(
                file: file, path: chain.names, at: first, implicit: chain.implicit, bindings: bindings, depth: depth)
            {
                return resolved
            }
        }
        return AlertText(.dynamic(source.text(from: range.lowerBound, through: range.upperBound - 1)))
    }

    /// Texts of branches: the first, with the others as alternatives. A field that is run-time
    /// text in some branch is dynamic; the texts of the others stay as alternatives.
    func combine(_ first: AlertText?, _ second: AlertText?) -> AlertText? {
        guard var first else { return second }
        guard let second else { return first }
        if !first.isDynamic && second.isDynamic {
            var swapped = second
            swapped.alternatives = []
            swapped.alternativeLiterals = [:]
            swapped.append(alternativesOf: first)
            swapped.alternatives += second.alternatives
            swapped.alternativeLiterals.merge(second.alternativeLiterals) { first, _ in first }
            return swapped
        }
        first.append(alternativesOf: second)
        return first
    }

    func topLevel(operator text: StaticString, in range: Range<Int>, source: SourceFile) -> Int? {
        var cursor = range.lowerBound
        while cursor < range.upperBound {
            if source.tokens[cursor].kind == .operator && source.is(cursor, text) && cursor > range.lowerBound {
                // A `?` right after a name is optional chaining, not a conditional.
                if String(describing: text) == "?" && !source.startsLine(cursor)
                    && source.tokens[cursor].start == source.tokens[cursor - 1].end
                {
                    cursor += 1
                    continue
                }
                return cursor
            }
            cursor = source.skip(cursor)
        }
        return nil
    }

    func topLevelColon(in range: Range<Int>, source: SourceFile) -> Int? {
        var cursor = range.lowerBound
        while cursor < range.upperBound {
            if source.is(cursor, ":") { return cursor }
            cursor = source.skip(cursor)
        }
        return nil
    }

    /// A chain of names `a.b.c` (or `.c`), possibly ending in a call `(…)` — which then is the
    /// last name's — with `self.` dropped.
    struct MemberChain {
        var names: [String] = []
        var implicit = false
        /// The `(` of a call after the last name.
        var call: Int?
        /// The token after the chain.
        var end: Int
    }

    func memberChain(_ source: SourceFile, _ range: Range<Int>) -> MemberChain {
        var chain = MemberChain(end: range.lowerBound)
        var cursor = range.lowerBound
        if source.is(cursor, ".") {
            chain.implicit = true
            cursor += 1
        }
        while cursor < range.upperBound, source.tokens[cursor].kind == .identifier {
            let name = source.text(cursor)
            if !(name == "self" && chain.names.isEmpty) { chain.names.append(name) }
            cursor += 1
            if source.opens(cursor, "(") || (source.opens(cursor, "{") && cursor + 1 == range.upperBound) {
                if source.skip(cursor) == range.upperBound {
                    chain.call = cursor
                    chain.end = range.upperBound
                    return chain
                }
                // a.b(…).c: a call mid-chain; resolve as the call when a String member follows.
                chain.call = cursor
                chain.end = source.skip(cursor)
                return chain
            }
            guard cursor < range.upperBound, source.is(cursor, ".") || source.is(cursor, "?") || source.is(cursor, "!")
            else { break }
            while cursor < range.upperBound && (source.is(cursor, "?") || source.is(cursor, "!")) { cursor += 1 }
            guard source.is(cursor, ".") else { break }
            cursor += 1
        }
        chain.end = cursor
        return chain
    }

    // MARK: Names

    private func resolveReference(
        file: Int, path: [String], at use: Int, implicit: Bool, bindings: Bindings?, depth: Int
    ) -> AlertText? {
        if path.count == 1 && !implicit {
            let name = path[0]
            var scope: Bindings? = bindings
            while let current = scope {
                if let bound = current.values[name] {
                    return resolve(file: bound.file, bound.tokens, bindings: current.outer, depth: depth + 1)
                }
                scope = nil
            }
            if let function = index.enclosingFunction(file: file, token: use) {
                if let local = localValue(
                    named: name, in: function, before: use, file: file, bindings: bindings, depth: depth)
                {
                    return local
                }
                if function.parameters.contains(name) { return AlertText(.dynamic(name)) }
            }
        }
        if path.last == "localizedDescription" || path.last == "localizedFailureReason"
            || path.last == "localizedRecoverySuggestion"
        {
            return AlertText(.dynamic(path.joined(separator: ".")))
        }
        let parameterType: String? = {
            guard path.count >= 2, !implicit, let function = index.enclosingFunction(file: file, token: use),
                let position = function.parameters.firstIndex(of: path[0]), position < function.parameterTypes.count
            else { return nil }
            return function.parameterTypes[position]
        }()
        // `item.title` in `.alert(item: $alertItem) { item in … }`: the member of what
        // `alertItem` is set to.
        if path.count == 2, !implicit, bindings?.values[path[0]] == nil,
            let presented = presentedValue(named: path[0], at: use, in: file),
            let text = member(
                path.dropFirst(), ofBound: (file, presented), type: nil, bindings: bindings, depth: depth + 1)
        {
            return text
        }
        // `alert.title` where the caller passes `.someCase` or `Type(title: …)`.
        if path.count >= 2, !implicit, let bound = bindings?.values[path[0]],
            let text = member(
                path.dropFirst(), ofBound: bound, type: parameterType, bindings: bindings?.outer, depth: depth + 1)
        {
            return text
        }
        // `type.title` where `type: AlertType`: the member of that type.
        if let type = parameterType,
            let constant = index.constant(named: [type] + path.dropFirst(), preferringFile: file)
        {
            // A property that switches on the case: the case is known where a caller picks it.
            if constant.isComputed, switchOnSelf(constant) != nil {
                let all = value(of: constant, depth: depth)
                // One text for every case.
                if let all, Set([all.origin] + all.alternatives).count == 1 { return all }
                var text = AlertText(.dynamic(path.joined(separator: ".")))
                if let all { text.alternatives = [all.origin] + all.alternatives }
                text.caseParameter = path[0]
                return text
            }
            var text =
                value(of: constant, depth: depth)
                ?? AlertText(.dynamic(path.joined(separator: ".")))
            text.parameter = path[0]
            return text
        }
        if let constant = index.constant(named: path, preferringFile: file) {
            // `@State var alertMessage = ""`, set before the alert shows: the texts it is set to.
            if path.count == 1, constant.file == file, !constant.isComputed,
                let assigned = assignedValues(of: constant, bindings: bindings, depth: depth)
            {
                return assigned
            }
            return value(of: constant, depth: depth)
                ?? AlertText(.dynamic(path.joined(separator: ".")))
        }
        if path.count == 1, let value = initializerAssignment(of: path[0], in: file) {
            return resolve(file: file, value, bindings: nil, depth: depth + 1)
        }
        // `viewModel.confirmation.title`, where the one property named `confirmation` returns
        // `Confirmation(title: …, …)` values: their `title`.
        if path.count >= 2, let holder = index.constant(named: [path[path.count - 2]], preferringFile: file) {
            let expressions =
                holder.isComputed
                ? returnedExpressions(
                    file: holder.file, body: (holder.value.lowerBound - 1)..<holder.value.upperBound)
                : [holder.value]
            var result: AlertText?
            for expression in expressions {
                result = combine(
                    result,
                    member(
                        path.suffix(1), ofBound: (holder.file, expression), type: nil, bindings: nil,
                        depth: depth + 1))
            }
            return result
        }
        return nil
    }

    /// The text of a constant: its initial value, or what a computed property's body returns.
    private func value(of constant: ConstantDeclaration, depth: Int) -> AlertText? {
        guard constant.isComputed else { return resolve(file: constant.file, constant.value, depth: depth + 1) }
        return returned(
            file: constant.file, body: (constant.value.lowerBound - 1)..<constant.value.upperBound, bindings: nil,
            depth: depth)
    }

    /// The texts a `var` property of a type is set to in its file (`alertMessage = "…"`,
    /// `self.alertMessage = …`), the first as the text and the others as alternatives; nil when
    /// it is a `let`, or is never set to anything but an empty text.
    private func assignedValues(of constant: ConstantDeclaration, bindings: Bindings?, depth: Int) -> AlertText? {
        var result: AlertText?
        for expression in assignedExpressions(of: constant.name, in: constant.file) {
            guard let text = resolve(file: constant.file, expression, bindings: nil, depth: depth + 1) else { continue }
            if case .literal("", _) = text.origin { continue }
            result = combine(result, text)
        }
        return result
    }

    /// The expressions a `var` property of a type is set to in its file (`name = …`,
    /// `self.name = …`); empty when no `var` of that name is declared there.
    func assignedExpressions(of name: String, in file: Int) -> [Range<Int>] {
        guard let declarations = index.variables[name], declarations.contains(where: { $0.file == file }) else {
            return []
        }
        let source = index.files[file]
        let declared = Set(declarations.filter { $0.file == file }.map(\.token))
        var found: [Range<Int>] = []
        for (useFile, position) in index.uses[name] ?? [] where useFile == file {
            guard !declared.contains(position), source.is(position + 1, "="),
                source.tokens[position + 1].kind == .operator,
                source.is(position - 1, ".") ? source.is(position - 2, "self") : !source.is(position - 1, "let")
            else { continue }
            found.append((position + 2)..<source.expressionEnd(from: position + 2, limit: source.tokens.count))
        }
        return found
    }

    /// What a closure parameter stands for when the closure is the content of
    /// `.alert(item: $alertItem) { item in … }` (or `presenting:`): the tokens of `alertItem`.
    func presentedValue(named name: String, at use: Int, in file: Int) -> Range<Int>? {
        let source = index.files[file]
        var block = source.enclosingBlock(of: use)
        while let open = block {
            let first = open + 1
            let named =
                (source.hasText(first, name) && source.is(first + 1, "in"))
                || (source.opens(first, "(") && source.hasText(first + 1, name) && source.is(first + 3, "in"))
            if named {
                // The call this closure trails, or is the `content:` argument of.
                var close = open - 1
                if source.is(close, ":") { close = source.enclosingCallClose(of: open) ?? -1 }
                guard close > 0, source.tokens[close].kind == .punctuation, source.tokens[close].match >= 0,
                    source.is(close, ")")
                else { return nil }
                let call = Int(source.tokens[close].match)
                guard
                    let argument = source.arguments(at: call).first(where: {
                        $0.label == "item" || $0.label == "presenting"
                    })
                else { return nil }
                var tokens = argument.tokens
                if source.is(tokens.lowerBound, "$") { tokens = (tokens.lowerBound + 1)..<tokens.upperBound }
                return tokens
            }
            block = source.enclosingBlock(of: open)
        }
        return nil
    }

    /// The value a stored property gets in an initializer of its file (`self.title = …`).
    private func initializerAssignment(of name: String, in file: Int) -> Range<Int>? {
        let source = index.files[file]
        for function in index.declarations[file].functions where function.name == "init" {
            var cursor = function.body.lowerBound + 1
            while cursor < function.body.upperBound {
                if source.tokens[cursor].kind == .identifier, source.hasText(cursor, name), source.is(cursor + 1, "="),
                    source.is(cursor - 1, ".") ? source.is(cursor - 2, "self") : source.startsLine(cursor)
                {
                    return (cursor + 2)..<source.expressionEnd(from: cursor + 2, limit: function.body.upperBound)
                }
                cursor += 1
            }
        }
        return nil
    }

    /// The text a local `let`/`var` holds at a use: its initial value and later assignments
    /// before the use (the others as alternatives).
    private func localValue(
        named name: String, in function: FunctionDeclaration, before use: Int, file: Int, bindings: Bindings?,
        depth: Int
    ) -> AlertText? {
        let source = index.files[file]
        var values: [Range<Int>] = []
        var cursor = function.body.lowerBound + 1
        while cursor < use {
            let token = source.tokens[cursor]
            if token.kind == .identifier, source.text(cursor) == name {
                let declared = cursor > 0 && (source.is(cursor - 1, "let") || source.is(cursor - 1, "var"))
                var next = cursor + 1
                if declared && source.is(next, ":") {
                    next += 1
                    while next < use && !source.is(next, "=") && !source.startsLine(next) { next = source.skip(next) }
                }
                // A new declaration (`let title: String`, set in branches below) starts over.
                if declared { values.removeAll() }
                let assigned =
                    source.is(next, "=") && (declared || source.startsLine(cursor) || source.is(cursor - 1, ";"))
                if assigned {
                    var end = source.expressionEnd(from: next + 1, limit: use)
                    // `guard let x = y else {…}`, `if let x = y, …`: the condition ends the value.
                    let keyword = cursor - 2
                    if declared,
                        source.is(keyword, "if") || source.is(keyword, "guard") || source.is(keyword, "while")
                            || source.is(keyword, ",")
                    {
                        var stop = next + 1
                        while stop < end && !source.opens(stop, "{") && !source.is(stop, "else")
                            && !source.is(stop, ",")
                        {
                            stop = source.skip(stop)
                        }
                        end = stop
                    }
                    if declared { values.removeAll() }
                    values.append((next + 1)..<end)
                    cursor = end
                    continue
                }
            }
            cursor += 1
        }
        var result: AlertText?
        for value in values {
            guard let text = resolve(file: file, value, bindings: bindings, depth: depth + 1) else { continue }
            if case .literal("", _) = text.origin { continue }
            result = combine(result, text)
        }
        return result
    }

    /// The texts a body returns (`return x`, or a single expression).
    func returned(file: Int, body: Range<Int>, bindings: Bindings?, depth: Int) -> AlertText? {
        var result: AlertText?
        for expression in returnedExpressions(file: file, body: body) {
            result = combine(result, resolve(file: file, expression, bindings: bindings, depth: depth + 1))
        }
        return result
    }

    // MARK: Calls

    private func resolveCall(
        file: Int, name path: [String], open: Int, range: Range<Int>, bindings: Bindings?, depth: Int
    ) -> AlertText? {
        let source = index.files[file]
        guard let name = path.last else { return nil }
        let arguments = source.opens(open, "(") ? source.arguments(at: open) : []
        // `.init(localized: …)` where a String or LocalizedStringResource is expected.
        if name == "init" && path.count == 1 {
            let alias = arguments.first?.label == "localized" ? "String" : "LocalizedStringResource"
            return resolveCall(
                file: file, name: [alias], open: open, range: range, bindings: bindings, depth: depth + 1)
        }
        func argument(_ label: String?) -> CallArgument? { arguments.first { $0.label == label } }
        func literalText(_ argument: CallArgument?) -> String? {
            guard let argument, argument.tokens.count == 1 else { return nil }
            return source.literal(at: argument.tokens.lowerBound)?.value
        }
        switch name {
        case "NSLocalizedString":
            guard let key = literalText(arguments.first) else { break }
            return AlertText(
                .key(key, table: literalText(argument("tableName")) ?? "Localizable"),
                defaultValue: literalText(argument("value")))
        case "localizedString" where argument("forKey") != nil:
            guard let key = literalText(argument("forKey")) else { break }
            return AlertText(
                .key(key, table: literalText(argument("table")) ?? "Localizable"),
                defaultValue: literalText(argument("value")))
        case "String" where argument("localized") != nil, "LocalizedStringResource", "LocalizedStringKey":
            let keyArgument = argument("localized") ?? arguments.first
            if let key = literalText(keyArgument) {
                if name == "LocalizedStringKey" {
                    return AlertText(.literal(key, catalogKey: true), literal: literalSite(source, keyArgument!))
                }
                return AlertText(
                    .key(key, table: literalText(argument("table")) ?? "Localizable"),
                    defaultValue: literalText(argument("defaultValue")))
            }
            // `String(localized: "Delete \(count) photos?")`: the catalog key has a specifier
            // for each interpolation (looked up as `%@`, `%lld`, `%d`).
            if let keyArgument, keyArgument.tokens.count == 1,
                let literal = source.literal(at: keyArgument.tokens.lowerBound)
            {
                if name == "LocalizedStringKey" { return localizedKeyLiteral(literal, source, keyArgument) }
                return AlertText(
                    .key(literal.displayText(in: source.bytes), table: literalText(argument("table")) ?? "Localizable"))
            }
            if let keyArgument {
                return resolve(file: file, keyArgument.tokens, bindings: bindings, depth: depth + 1)
            }
        case "String" where argument("format") != nil:
            // `String(format: "%@", x)` shows x: a run-time value.
            let text = resolve(file: file, argument("format")!.tokens, bindings: bindings, depth: depth + 1)
            if let text, text.placeholdersOnly {
                return AlertText(.dynamic(source.text(from: range.lowerBound, through: range.upperBound - 1)))
            }
            return text
        case "localizedStringWithFormat",
            "String" where arguments.count == 1 && arguments[0].label == nil:
            guard let first = arguments.first else { break }
            return resolve(file: file, first.tokens, bindings: bindings, depth: depth + 1)
        case "Text":
            if let verbatim = argument("verbatim") {
                return resolve(file: file, verbatim.tokens, bindings: bindings, depth: depth + 1)
            }
            guard let first = arguments.first, first.label == nil else { break }
            if first.tokens.count == 1, let literal = source.literal(at: first.tokens.lowerBound) {
                return localizedKeyLiteral(literal, source, first)
            }
            return resolve(file: file, first.tokens, bindings: bindings, depth: depth + 1)
        case "uppercased", "lowercased", "capitalized", "trimmingCharacters", "appending", "replacingOccurrences",
            "format", "formatted", "appendingFormat", "localized":
            // A text transformed or filled in at run time: the text it starts from.
            if path.count >= 2, let inner = memberChainPrefix(source, range, before: open) {
                return resolve(file: file, inner, bindings: bindings, depth: depth + 1)
            }
        default:
            break
        }
        // `R.string.localizable.alertDeleteTitle()` without R.swift's generated file: the key
        // the table names that way (found when the strings are read).
        if path.count == 4, path[0] == "R", path[1] == "string", index.functionsByName[name] == nil {
            return AlertText(.key(name, table: GeneratedNames.rswiftPrefix + path[2]))
        }
        if let wrapper = wrappers[name] {
            if let key = wrapper.key(from: arguments, source: source) {
                return AlertText(
                    .key(key, table: wrapper.table(from: arguments, source: source, index: index)),
                    defaultValue: wrapper.defaultValue(from: arguments, source: source))
            }
        }
        // A function of the app that returns text: follow its body with the arguments bound.
        let labels = arguments.map(\.label)
        var candidates = index.functions(named: name, labels: labels).filter {
            $0.name != "init" && !(depth > 0 && $0.body.contains(open) && $0.file == file)
        }
        // `L10n.Alerts.Unfollow.title(x)`: the function in the scope the qualifiers name.
        let qualifiers = path.dropLast().filter { $0.first?.isUppercase == true }
        if !qualifiers.isEmpty {
            let scoped = candidates.filter { function in
                let scope = function.scope.flatMap { $0.split(separator: "." as Character).map(String.init) }
                return scope.count >= qualifiers.count && Array(scope.suffix(qualifiers.count)) == Array(qualifiers)
            }
            if !scoped.isEmpty { candidates = scoped }
        }
        if let function = candidates.first(where: { $0.file == file }) ?? candidates.first {
            var values: [String: (file: Int, tokens: Range<Int>)] = [:]
            for (parameter, tokens) in function.bind(arguments) { values[parameter] = (file, tokens) }
            let bound = Bindings(values, outer: bindings)
            return returned(file: function.file, body: function.body, bindings: bound, depth: depth + 1)
        }
        return nil
    }

    private func memberChainPrefix(_ source: SourceFile, _ range: Range<Int>, before open: Int) -> Range<Int>? {
        // `x.uppercased()`: the tokens before `.uppercased`.
        let end = open - 2
        guard end > range.lowerBound, source.is(end, ".") else { return nil }
        return range.lowerBound..<end
    }

    /// A SwiftUI literal read as a `LocalizedStringKey`: its catalog key, in which each
    /// interpolation is a format specifier (`"Delete \(name)?"` is the key `"Delete %@?"`).
    func localizedKeyLiteral(_ literal: StringLiteral, _ source: SourceFile, _ argument: CallArgument) -> AlertText {
        let text =
            literal.value ?? AppStringTable.catalogKey(literal.displayText(in: source.bytes), specifier: "%@")
        return AlertText(.literal(text, catalogKey: true), literal: literalSite(source, argument))
    }

    func literalSite(_ source: SourceFile, _ argument: CallArgument) -> CodeSite? {
        guard let literal = source.literal(at: argument.tokens.lowerBound) else { return nil }
        let location = source.location(of: literal.range.lowerBound)
        return CodeSite(
            path: source.path, offset: literal.range.lowerBound, line: location.line, column: location.column)
    }
}
