/// Text read as a member of a value whose kind the code decides: `error.title` where `title`
/// switches on the error's case, `alert.title` where `alert` is `.alreadySustainer`, a static
/// value built with `RestorationAlert(title: …, message: …)`.
extension TextResolver {
    /// `value.member…` where `value` is bound at a call site: the member of what the caller
    /// passes (`.someCase`, `Type.someValue`, `Type(member: …)`, a variable narrowed by the
    /// `switch` it is used in). Nil when the value is not one of those.
    func member(
        _ members: ArraySlice<String>, ofBound bound: (file: Int, tokens: Range<Int>), type: String?,
        bindings: Bindings?, depth: Int
    ) -> AlertText? {
        guard let member = members.first, members.count == 1, depth < TextResolver.maximumDepth else { return nil }
        let source = index.files[bound.file]
        var range = bound.tokens
        if range.count > 2, source.opens(range.lowerBound, "("),
            Int(source.tokens[range.lowerBound].match) == range.upperBound - 1
        {
            range = (range.lowerBound + 1)..<(range.upperBound - 1)
        }
        // `condition ? .a : .b`: each side, the first with the others as alternatives.
        if let question = topLevel(operator: "?", in: range, source: source),
            let colon = topLevelColon(in: (question + 1)..<range.upperBound, source: source)
        {
            return combine(
                self.member(
                    members, ofBound: (bound.file, (question + 1)..<colon), type: type, bindings: bindings,
                    depth: depth + 1),
                self.member(
                    members, ofBound: (bound.file, (colon + 1)..<range.upperBound), type: type, bindings: bindings,
                    depth: depth + 1))
        }
        let chain = memberChain(source, range)
        guard chain.end == range.upperBound || chain.call != nil else { return nil }
        var caseName: String?
        var typeName = type
        if chain.call == nil {
            if chain.implicit && chain.names.count == 1 {
                caseName = chain.names[0]
            } else if chain.names.count == 2, chain.names[0].first?.isUppercase == true {
                typeName = chain.names[0]
                caseName = chain.names[1]
            } else if chain.names.count == 1, !chain.implicit {
                caseName = narrowedCase(of: chain.names[0], at: range.lowerBound, in: source)
            }
            // `alertItem` (or `viewModel.alertItem`), a `var` set to values built with their copy.
            if caseName == nil, let last = chain.names.last, !chain.implicit,
                let declarations = index.variables[last], Set(declarations.map(\.file)).count == 1
            {
                let file = declarations[0].file
                var result: AlertText?
                for expression in assignedExpressions(of: last, in: file) {
                    result = combine(
                        result,
                        self.member(members, ofBound: (file, expression), type: type, bindings: nil, depth: depth + 1))
                }
                if result != nil { return result }
            }
        } else if let open = chain.call, source.skip(open) == range.upperBound {
            // `Type(member: …)` or `.init(member: …)`: the argument of that label.
            return argument(member, ofInitializer: open, file: bound.file, bindings: bindings, depth: depth)
        }
        guard let caseName, let typeName else { return nil }
        // A property that switches on the case: that case's branch.
        if let property = index.constant(named: [typeName, member], preferringFile: bound.file),
            property.isComputed, let body = switchOnSelf(property)
        {
            guard let branch = branch(of: caseName, in: body, file: property.file) else { return nil }
            return returned(file: property.file, body: branch, bindings: nil, depth: depth + 1)
        }
        // A static value of the type: the member of what it is built with.
        if let value = index.constant(named: [typeName, caseName], preferringFile: bound.file) {
            let expressions =
                value.isComputed
                ? returnedExpressions(file: value.file, body: (value.value.lowerBound - 1)..<value.value.upperBound)
                : [value.value]
            var result: AlertText?
            for expression in expressions {
                result = combine(
                    result,
                    self.member(
                        members, ofBound: (value.file, expression), type: typeName, bindings: nil, depth: depth + 1))
            }
            return result
        }
        return nil
    }

    /// The argument labelled `label` of an initializer call whose `(` is `open`.
    private func argument(_ label: String, ofInitializer open: Int, file: Int, bindings: Bindings?, depth: Int)
        -> AlertText?
    {
        let source = index.files[file]
        guard let argument = source.arguments(at: open).first(where: { $0.label == label }) else { return nil }
        return resolve(file: file, argument.tokens, bindings: bindings, depth: depth + 1)
    }

    /// The body of `switch self { … }` when it is all a computed property holds.
    func switchOnSelf(_ property: ConstantDeclaration) -> Range<Int>? {
        let source = index.files[property.file]
        var start = property.value.lowerBound
        if source.is(start, "return") { start += 1 }
        guard source.is(start, "switch"), source.is(start + 1, "self"), source.opens(start + 2, "{") else { return nil }
        let close = Int(source.tokens[start + 2].match)
        return (start + 2)..<close
    }

    /// The statements of the `case` of a switch body that matches `.name` (or its `default:`),
    /// as a range whose first token is the label's `:`.
    func branch(of name: String, in body: Range<Int>, file: Int) -> Range<Int>? {
        let source = index.files[file]
        var labels: [(colon: Int, names: [String], isDefault: Bool)] = []
        var cursor = body.lowerBound + 1
        while cursor < body.upperBound {
            if source.is(cursor, "case") || source.is(cursor, "default") {
                let isDefault = source.is(cursor, "default")
                var names: [String] = []
                var scan = cursor + 1
                while scan < body.upperBound && !source.is(scan, ":") {
                    if source.is(scan, "."), scan + 1 < body.upperBound, source.tokens[scan + 1].kind == .identifier,
                        source.is(scan - 1, "case") || source.is(scan - 1, ",")
                    {
                        names.append(source.text(scan + 1))
                    }
                    scan = source.skip(scan)
                }
                labels.append((scan, names, isDefault))
                cursor = scan + 1
                continue
            }
            cursor = source.skip(cursor)
        }
        let chosen = labels.firstIndex { $0.names.contains(name) } ?? labels.firstIndex { $0.isDefault }
        guard let chosen else { return nil }
        let end = chosen + 1 < labels.count ? labels[chosen + 1].colon : body.upperBound
        var stop = end
        if chosen + 1 < labels.count {
            // Back to the `case`/`default` keyword of the next label.
            stop = labels[chosen + 1].colon
            while stop > labels[chosen].colon && !source.is(stop, "case") && !source.is(stop, "default") { stop -= 1 }
        }
        return labels[chosen].colon..<stop
    }

    /// The enum case a variable holds where it is used inside `switch variable { case .x: … }`.
    func narrowedCase(of name: String, at token: Int, in source: SourceFile) -> String? {
        var block = source.enclosingBlock(of: token)
        while let open = block {
            if open >= 2, source.is(open - 2, "switch"), source.hasText(open - 1, name) {
                var label: String?
                var cursor = open + 1
                while cursor < token {
                    if source.is(cursor, "case") {
                        // One case only: `case .a, .b:` does not decide which.
                        let single = source.is(cursor + 1, ".") && !source.is(cursor + 3, ",")
                        label = single ? source.text(cursor + 2) : nil
                    } else if source.is(cursor, "default") {
                        label = nil
                    }
                    cursor = source.skip(cursor)
                }
                return label
            }
            block = source.enclosingBlock(of: open)
        }
        return nil
    }

    /// The expressions a body returns (`return x`, or its single expression).
    func returnedExpressions(file: Int, body: Range<Int>) -> [Range<Int>] {
        let source = index.files[file]
        var found: [Range<Int>] = []
        var cursor = body.lowerBound + 1
        while cursor < body.upperBound {
            if source.is(cursor, "return") {
                let end = source.expressionEnd(from: cursor + 1, limit: body.upperBound)
                found.append((cursor + 1)..<end)
                cursor = end
                continue
            }
            // A closure returns for itself; an `if` or `switch` body does not.
            let closure = source.opens(cursor, "{") && source.opensClosure(cursor)
            cursor = closure ? source.skip(cursor) : cursor + 1
        }
        if found.isEmpty && body.count > 1 {
            let end = source.expressionEnd(from: body.lowerBound + 1, limit: body.upperBound)
            if end == body.upperBound { found.append((body.lowerBound + 1)..<end) }
        }
        return found
    }
}

extension SourceFile {
    /// Whether the `{` at `brace` opens a closure (an argument, a value, a trailing closure) rather
    /// than the body of a statement (`if`, `guard … else`, `switch`, `for`, `do` …): decided by
    /// the first token of the statement the brace is in.
    func opensClosure(_ brace: Int) -> Bool {
        let before = brace - 1
        guard before >= 0 else { return false }
        if `is`(before, "(") || `is`(before, ",") || `is`(before, "=") || `is`(before, ":") || `is`(before, "[")
            || `is`(before, "in") || `is`(before, "return")
        {
            return true
        }
        if `is`(before, "else") || `is`(before, "do") || `is`(before, "repeat") || `is`(before, "defer") {
            return false
        }
        // Back over balanced groups to the start of the statement: after a `{`, `}` or `;`, or
        // the first token of a line that does not continue the one before.
        var cursor = before
        var start = 0
        while cursor >= 0 {
            let token = tokens[cursor]
            if token.kind == .punctuation {
                let byte = bytes[Int(token.start)]
                if byte == 0x7B || byte == 0x3B || byte == 0x7D {
                    start = cursor + 1
                    break
                }
                if byte == 0x29 || byte == 0x5D, token.match >= 0 {
                    cursor = Int(token.match)
                }
            }
            if cursor > 0 && startsLine(cursor) {
                let previous = tokens[cursor - 1]
                let continues =
                    previous.kind == .operator || `is`(cursor - 1, ",") || `is`(cursor - 1, ".")
                    || `is`(cursor - 1, "(") || `is`(cursor - 1, "[") || `is`(cursor, ".")
                    || tokens[cursor].kind == .operator
                if !continues {
                    start = cursor
                    break
                }
            }
            cursor -= 1
        }
        let statements: [StaticString] = ["if", "guard", "while", "for", "switch", "else", "catch", "case", "default"]
        return !statements.contains { `is`(start, $0) }
    }
}
