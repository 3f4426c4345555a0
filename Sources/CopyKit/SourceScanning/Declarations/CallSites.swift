/// Where an app's functions are called: each call with its arguments bound to the function's
/// parameters, found through the index of names and messages built once per run.
extension FunctionDeclaration {
    /// `name(label:label:)`.
    var signature: String {
        labels.isEmpty ? name : name + "(" + labels.map { $0 + ":" }.joined() + ")"
    }

    /// A call's arguments matched to the parameters they are given for, by label in order
    /// (`_` for an unlabelled one); parameters left to their defaults are skipped.
    func bind(_ arguments: [CallArgument]) -> [(parameter: String, tokens: Range<Int>)] {
        var bound: [(parameter: String, tokens: Range<Int>)] = []
        var slot = 0
        for argument in arguments {
            while slot < labels.count {
                let label = labels[slot]
                slot += 1
                if (label == "_" && argument.label == nil) || label == argument.label {
                    bound.append((parameters[slot - 1], argument.tokens))
                    break
                }
            }
        }
        return bound
    }
}

/// A call of an app function: where, and the tokens of each parameter's argument.
struct FunctionCall {
    var file: Int
    var token: Int
    var arguments: [(parameter: String, tokens: Range<Int>)]
}

extension SourceIndex {
    /// The names whose values a function's callers supply: its parameters, and those of the
    /// closure it returns (`present(_ controller:) -> (Error) -> Void`).
    func suppliedByCallers(_ function: FunctionDeclaration) -> [String] {
        function.parameters + files[function.file].returnedClosureParameters(body: function.body)
    }

    /// The function whose body holds a byte offset of a file.
    func enclosingFunctionAt(file: Int, offset: Int) -> FunctionDeclaration? {
        let tokens = files[file].tokens
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if Int(tokens[middle].start) < offset { low = middle + 1 } else { high = middle }
        }
        return enclosingFunction(file: file, token: low)
    }

    /// Every message `[receiver selector:…]` that calls an Objective-C method, its arguments bound
    /// to the method's parameters in order.
    func objCCalls(to method: FunctionDeclaration) -> [FunctionCall] {
        guard method.name.contains(":" as Character) else { return [] }
        var calls: [FunctionCall] = []
        for (fileIndex, position) in messages[method.name] ?? [] {
            let file = files[fileIndex]
            guard let message = file.message(at: position), message.selector == method.name,
                message.parts.count == method.parameters.count
            else { continue }
            // A message to another object (`[self.driver show…]`) may reach any class that
            // answers it; `self`, `super` and a class name are the ones known.
            let receiver = message.receiver
            guard receiver.count == 1,
                file.is(receiver.lowerBound, "self") || file.is(receiver.lowerBound, "super")
                    || file.isCapitalized(receiver.lowerBound)
                    || file.standsForSelf(receiver.lowerBound)
            else { continue }
            let bound = zip(method.parameters, message.parts).map { ($0, $1.argument) }
            calls.append(FunctionCall(file: fileIndex, token: position, arguments: bound))
        }
        return calls
    }

    /// Every call of a Swift function whose labels fit its declaration (not its declaration).
    func calls(to function: FunctionDeclaration) -> [FunctionCall] {
        var calls: [FunctionCall] = []
        let definition = files[function.file]
        guard definition.language == .swift else { return objCCalls(to: function) }
        // A UIKit helper is not what an AppKit file calls by the same name, nor the reverse.
        func compatible(_ caller: SourceFile, _ callee: SourceFile) -> Bool {
            let platform = callee.imports("UIKit") ? 1 : callee.imports("AppKit") || callee.imports("Cocoa") ? 2 : 0
            if platform == 1 && (caller.imports("AppKit") || caller.imports("Cocoa")) && !caller.imports("UIKit") {
                return false
            }
            return !(platform == 2 && caller.imports("UIKit") && !caller.imports("AppKit"))
        }
        for (fileIndex, position) in uses[function.name] ?? [] {
            let file = files[fileIndex]
            guard compatible(file, definition) else { continue }
            guard position == 0 || !file.is(position - 1, "func") else { continue }
            // `Type.function` passed as a value (`errorHandler: ErrorHandler.present`):
            // called later with arguments only the run time knows.
            let receiverType =
                file.is(position - 1, ".") && file.isCapitalized(position - 2) ? file.text(position - 2) : nil
            guard file.opens(position + 1, "(") else {
                if let receiverType, function.scope.last == receiverType, !file.is(position + 1, "."),
                    !file.is(position + 1, "=")
                {
                    calls.append(FunctionCall(file: fileIndex, token: position, arguments: []))
                }
                continue
            }
            let arguments = file.arguments(at: position + 1)
            let labels = arguments.map(\.label)
            guard FunctionDeclaration.labelsFit(function.labels, labels) else { continue }
            var fitting = functions(named: function.name, labels: labels)
            // `ErrorHandler.present(…)`: the function of that type.
            var typedReceiver = false
            if let receiverType {
                let typed = fitting.filter { $0.scope.last == receiverType && compatible(file, files[$0.file]) }
                if !typed.isEmpty {
                    guard typed.contains(where: { $0.file == function.file && $0.keyword == function.keyword })
                    else { continue }
                    fitting = typed
                    typedReceiver = true
                }
            }
            // A function of the same name in the caller's own file is the one it calls.
            if fileIndex != function.file, fitting.contains(where: { $0.file == fileIndex }) { continue }
            // Of overloads that fit, the one with the fewest parameters left to defaults.
            if fitting.contains(where: { $0.labels.count < function.labels.count }) { continue }
            // `delegate?.method(…)` with several implementations: which one runs is not known.
            let receiver = position >= 2 && file.is(position - 1, ".") && !file.is(position - 2, "self")
            if receiver && fitting.count > 1 && !typedReceiver { continue }
            calls.append(FunctionCall(file: fileIndex, token: position, arguments: function.bind(arguments)))
        }
        return calls
    }
}

extension SourceFile {
    /// The names a file uses where a call of an app function or an assignment can be: Swift
    /// identifiers followed by `(` or `=`, or after a `.`; Objective-C messages by selector, with
    /// the token each starts at.
    func namedUses() -> [(name: String, token: Int)] {
        var found: [(name: String, token: Int)] = []
        if language == .swift {
            for position in tokens.indices where tokens[position].kind == .identifier {
                let assigned = `is`(position + 1, "=") && tokens[position + 1].kind == .operator
                if opens(position + 1, "(") || assigned || (position > 0 && `is`(position - 1, ".")) {
                    found.append((text(position), position))
                }
            }
        } else {
            for position in tokens.indices where opens(position, "[") {
                if let message = message(at: position) { found.append((message.selector, position)) }
            }
        }
        return found
    }
}

extension SourceFile {
    /// Whether the variable at token `index` was set to `self` before it, in its block
    /// (`__weak typeof(self) weakSelf = self;`, then `[weakSelf showError:…]`).
    func standsForSelf(_ index: Int) -> Bool {
        guard tokens[index].kind == .identifier else { return false }
        var cursor = index - 1
        while cursor >= 2 {
            if `is`(cursor, "self"), `is`(cursor - 1, "="), tokens[cursor - 2].kind == .identifier,
                text(cursor - 2) == text(index)
            {
                return true
            }
            cursor -= 1
        }
        return false
    }
}
