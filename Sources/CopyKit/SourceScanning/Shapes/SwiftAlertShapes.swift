/// Recognizes the call shapes that present an alert in Swift: SwiftUI's `.alert(…)`,
/// `.confirmationDialog(…)`, `Alert(…)` and `ActionSheet(…)`; UIKit's `UIAlertController` with the
/// actions added to it in the same function, and `UIAlertView`; AppKit's `NSAlert` and
/// `presentError`. Works on tokens; the text of each field is found by `TextResolver`.
struct SwiftAlertShapes {
    let resolver: TextResolver

    var index: SourceIndex { resolver.index }

    /// The tokens of a file where a shape starts.
    func starts(in file: Int) -> [Int] {
        let source = index.files[file]
        var found: [Int] = []
        for position in source.tokens.indices where source.tokens[position].kind == .identifier {
            if kind(at: position, in: source, file: file) != nil { found.append(position) }
        }
        return found
    }

    enum Shape {
        case alertController, alertView, nsAlert
        case swiftUIModifier(AlertKind)
        case alertStruct(AlertKind)
        case presentError
    }

    func kind(at position: Int, in source: SourceFile, file: Int) -> Shape? {
        let previousIsDot = position > 0 && source.is(position - 1, ".")
        let next = position + 1
        // `self.init(title:message:preferredStyle:)` in the app's own convenience initializer.
        if previousIsDot && source.is(position, "init") && source.is(position - 2, "self") && source.opens(next, "("),
            source.arguments(at: next).contains(where: { $0.label == "preferredStyle" }),
            let scope = index.enclosingFunction(file: file, token: position)?.scope.last,
            scope == "UIAlertController" || index.alertSubclasses[scope] == "UIAlertController"
        {
            return .alertController
        }
        if source.is(position, "presentError") && source.opens(next, "(")
            && (source.imports("AppKit") || source.imports("Cocoa")) && !source.imports("UIKit")
        {
            return .presentError
        }
        // `alert(isPresented:…)` called on `self` in the app's own `extension View`.
        if !previousIsDot, source.is(position, "alert") || source.is(position, "confirmationDialog"),
            source.opens(next, "("), index.enclosingFunction(file: file, token: position)?.scope.last == "View",
            source.arguments(at: next).contains(where: {
                $0.label == "isPresented" || $0.label == "item" || $0.label == "presenting"
            })
        {
            return .swiftUIModifier(source.is(position, "alert") ? .alert : .actionSheet)
        }
        if previousIsDot {
            guard source.opens(next, "(") else { return nil }
            // `case .alert(let x)`, `f(.alert(x))`: an enum case, not a view modifier.
            let before = position - 2
            if before < 0 || source.is(before, "case") || source.is(before, "(") || source.is(before, ",")
                || source.is(before, ":") || source.is(before, "=") || source.is(before, "return")
                || source.is(before, "in") || source.is(before, "[")
            {
                return nil
            }
            // `Entry.alert(x)` is an enum case, not a view modifier.
            if source.isCapitalized(position - 2) {
                return nil
            }
            if source.is(position, "alert") { return .swiftUIModifier(.alert) }
            if source.is(position, "confirmationDialog") || source.is(position, "actionSheet") {
                return .swiftUIModifier(.actionSheet)
            }
            return nil
        }
        if source.is(position, "UIAlertController") {
            if source.opens(next, "(") || (source.is(next, ".") && source.is(next + 1, "init")) {
                return .alertController
            }
            return nil
        }
        if source.is(position, "UIAlertView") && source.opens(next, "(") { return .alertView }
        if source.is(position, "NSAlert") && source.opens(next, "(") { return .nsAlert }
        // The app's own subclass (`PortraitAlertController(title:message:preferredStyle:)`).
        if !index.alertSubclasses.isEmpty, source.opens(next, "("), position == 0 || !source.is(position - 1, "class"),
            source.isCapitalized(position), let base = index.alertSubclasses[source.text(position)]
        {
            return base == "NSAlert" ? .nsAlert : .alertController
        }
        if (source.is(position, "Alert") || source.is(position, "ActionSheet")) && source.opens(next, "("),
            source.arguments(at: next).first?.label == "title"
        {
            return .alertStruct(source.is(position, "Alert") ? .alert : .actionSheet)
        }
        // The app's own alert value built like `Alert` (`AlertItem(title: Text(…), message: …,
        // dismissButton: .default(Text("OK")))`): its copy, wherever it is presented.
        if source.opens(next, "("), source.is(next + 1, "title"), source.is(next + 2, ":"),
            position == 0 || !source.is(position - 1, "."),
            source.isCapitalized(position),
            source.arguments(at: next).contains(where: { $0.label == "dismissButton" || $0.label == "primaryButton" })
        {
            return .alertStruct(.alert)
        }
        return nil
    }

    /// The alert presented by the shape at `position`, with helper parameters bound.
    func match(file: Int, at position: Int, bindings: Bindings?) -> AppAlert? {
        let source = index.files[file]
        guard let shape = kind(at: position, in: source, file: file) else { return nil }
        let site = source.site(of: position)
        switch shape {
        case .alertController: return alertController(file: file, at: position, site: site, bindings: bindings)
        case .alertView: return alertView(file: file, at: position, site: site, bindings: bindings)
        case .nsAlert: return nsAlert(file: file, at: position, site: site, bindings: bindings)
        case .swiftUIModifier(let kind):
            return modifier(file: file, at: position, kind: kind, site: site, bindings: bindings)
        case .alertStruct(let kind):
            return alertStruct(file: file, at: position, kind: kind, site: site, bindings: bindings)
        case .presentError:
            let api =
                position >= 2 && (source.is(position - 2, "NSApp") || source.is(position - 2, "shared"))
                ? "NSApplication.presentError" : "NSResponder.presentError"
            let argument =
                source.arguments(at: position + 1).first.map {
                    source.text(from: $0.tokens.lowerBound, through: $0.tokens.upperBound - 1)
                } ?? "error"
            return AppAlert(
                site: site, kind: .alert, api: api, title: AlertText(.dynamic("\(argument).localizedDescription")),
                message: AlertText(.dynamic("\(argument).localizedRecoverySuggestion")), buttons: [],
                buttonsComplete: false)
        }
    }

    private func resolve(_ file: Int, _ argument: CallArgument?, _ bindings: Bindings?) -> AlertText? {
        guard let argument else { return nil }
        return resolver.resolve(file: file, argument.tokens, bindings: bindings)
    }

    // MARK: UIKit

    private func alertController(file: Int, at position: Int, site: CodeSite, bindings: Bindings?) -> AppAlert? {
        let source = index.files[file]
        var open = position + 1
        if source.is(open, ".") { open += 2 }
        guard source.opens(open, "(") else { return nil }
        let arguments = source.arguments(at: open)
        let labels = Set(arguments.compactMap(\.label))
        func argument(_ label: String) -> CallArgument? { arguments.first { $0.label == label } }
        guard labels.isSubset(of: ["title", "message", "preferredStyle"]) else {
            // A subclass's own initializer: its `self.init(…)` is the alert, found there.
            if !source.is(position, "UIAlertController") { return nil }
            // The app's own convenience initializer (`UIAlertController(for: error, title: nil, …)`):
            // what it does not take from its arguments comes from the error at run time.
            let subject =
                arguments.first.map { source.text(from: $0.tokens.lowerBound, through: $0.tokens.upperBound - 1) }
                ?? "error"
            var alert = AppAlert(
                site: site, kind: .alert,
                api: "helper:UIAlertController(" + arguments.map { ($0.label ?? "_") + ":" }.joined() + ")",
                title: resolve(file, argument("title"), bindings)
                    ?? AlertText(.dynamic("\(subject).localizedDescription")),
                message: AlertText(.dynamic("\(subject).localizedDescription")))
            if let style = argument("preferredStyle") {
                alert.kind = styleKind(file: file, style.tokens, at: position) ?? .alert
            }
            followActions(
                file: file, creation: position, closing: source.skip(open), bindings: bindings, into: &alert,
                addButton: "addAction", titleMember: "title", messageMember: "message")
            return alert
        }
        var kind: AlertKind = arguments.isEmpty ? .actionSheet : .alert
        if let style = argument("preferredStyle") {
            kind = styleKind(file: file, style.tokens, at: position) ?? .alert
        }
        var alert = AppAlert(
            site: site, kind: kind, api: "UIAlertController", title: resolve(file, argument("title"), bindings),
            message: resolve(file, argument("message"), bindings))
        followActions(
            file: file, creation: position, closing: source.skip(open), bindings: bindings, into: &alert,
            addButton: "addAction", titleMember: "title", messageMember: "message")
        return alert
    }

    /// `.actionSheet` in a style argument, directly or through a local variable set to it.
    private func styleKind(file: Int, _ range: Range<Int>, at use: Int) -> AlertKind? {
        let source = index.files[file]
        // `isPad ? .alert : .actionSheet`: an action sheet where it is one (rules of alerts only
        // would be wrong there).
        if range.contains(where: { source.is($0, "actionSheet") }) { return .actionSheet }
        if range.contains(where: { source.is($0, "alert") }) { return .alert }
        guard range.count == 1, let function = index.enclosingFunction(file: file, token: use) else { return nil }
        let name = source.text(range.lowerBound)
        if let value = source.localInitializer(named: name, in: function.body, before: use),
            value.contains(where: { source.is($0, "actionSheet") })
        {
            return .actionSheet
        }
        var cursor = function.body.lowerBound
        while cursor < use {
            if source.text(cursor) == name, source.is(cursor + 1, "="), source.is(cursor + 3, "actionSheet") {
                return .actionSheet
            }
            cursor += 1
        }
        return nil
    }

    private func alertView(file: Int, at position: Int, site: CodeSite, bindings: Bindings?) -> AppAlert? {
        let source = index.files[file]
        let arguments = source.arguments(at: position + 1)
        func argument(_ label: String) -> CallArgument? { arguments.first { $0.label == label } }
        var alert = AppAlert(
            site: site, kind: .alert, api: "UIAlertView", title: resolve(file, argument("title"), bindings),
            message: resolve(file, argument("message"), bindings))
        if let cancel = argument("cancelButtonTitle"), let text = resolve(file, cancel, bindings) {
            alert.buttons.append(AppAlertButton(text: text, role: .cancel))
        }
        if let others = argument("otherButtonTitles") {
            var cursor = others.tokens.lowerBound
            var start = cursor
            let end = source.arguments(at: position + 1).last.map { $0.tokens.upperBound } ?? others.tokens.upperBound
            while cursor <= end {
                if cursor == end || source.is(cursor, ",") {
                    if let text = resolver.resolve(file: file, start..<cursor, bindings: bindings) {
                        alert.buttons.append(AppAlertButton(text: text, role: .default))
                    }
                    start = cursor + 1
                    if cursor == end { break }
                }
                cursor = source.skip(cursor)
            }
        }
        return alert
    }

    private func nsAlert(file: Int, at position: Int, site: CodeSite, bindings: Bindings?) -> AppAlert? {
        let source = index.files[file]
        let arguments = source.arguments(at: position + 1)
        var alert = AppAlert(site: site, kind: .alert, api: "NSAlert")
        if let error = arguments.first(where: { $0.label == "error" }) {
            let name = source.text(from: error.tokens.lowerBound, through: error.tokens.upperBound - 1)
            alert.title = AlertText(.dynamic("\(name).localizedDescription"))
            alert.message = AlertText(.dynamic("\(name).localizedRecoverySuggestion"))
            alert.buttons = [
                AppAlertButton(text: AlertText(.dynamic("\(name).localizedRecoveryOptions[0]")), role: .default)
            ]
        }
        followActions(
            file: file, creation: position, closing: source.skip(position + 1), bindings: bindings, into: &alert,
            addButton: "addButton", titleMember: "messageText", messageMember: "informativeText")
        alert.buttons = NSAlertButtons.roles(alert.buttons)
        return alert
    }

    /// Follows the variable an alert is stored in through the rest of its function: buttons
    /// added, title and message set. A button added in a loop makes the list incomplete.
    private func followActions(
        file: Int, creation: Int, closing: Int, bindings: Bindings?, into alert: inout AppAlert,
        addButton: String, titleMember: String, messageMember: String
    ) {
        let source = index.files[file]
        guard let function = index.enclosingFunction(file: file, token: creation) else {
            alert.buttonsComplete = false
            return
        }
        // `self.init(…)` in a convenience initializer: the alert is `self`, its methods called bare.
        let isSelf = source.is(creation, "init") && source.is(creation - 2, "self")
        guard let variable = isSelf ? "self" : source.assignedName(before: creation) else {
            // Returned or passed on: whoever receives it may add buttons.
            alert.buttonsComplete = alert.buttons.count > 0
            if addButton == "addAction" { alert.buttonsComplete = false }
            return
        }
        let loops = source.loopBodies(in: function.body)
        // A local is visible to the end of the block it is declared in.
        let scope = isSelf ? function.body.lowerBound : source.enclosingBlock(of: creation) ?? function.body.lowerBound
        var end = Int(source.tokens[scope].match)
        var cursor = closing
        // Where to go on after a method of `self` that adds buttons has been read.
        var returnTo: [(cursor: Int, end: Int)] = []
        while cursor < end || !returnTo.isEmpty {
            if cursor >= end, let back = returnTo.popLast() {
                (cursor, end) = back
            }
            defer { cursor += 1 }
            guard source.tokens[cursor].kind == .identifier, !source.is(cursor - 1, ".") else { continue }
            let member: Int
            if source.text(cursor) == variable {
                if source.is(cursor - 1, "let") || source.is(cursor - 1, "var") {
                    // Another `alert` declared in a nested block (a closure) hides this one there only.
                    if let block = source.enclosingBlock(of: cursor), block != scope {
                        cursor = Int(source.tokens[block].match)
                        continue
                    }
                    break
                }
                // A new alert assigned to the same name ends this one.
                if source.is(cursor + 1, "=") { break }
                guard source.is(cursor + 1, ".") else { continue }
                member = cursor + 2
            } else if isSelf, source.opens(cursor + 1, "("), returnTo.isEmpty,
                source.text(cursor) != addButton, !source.text(cursor).hasPrefix("add"),
                let method = index.declarations[file].functions.first(where: {
                    $0.name == source.text(cursor) && $0.scope == function.scope
                })
            {
                // A method of the alert's own type that adds buttons (`createLogInAction(…)`).
                returnTo.append((source.skip(cursor + 1) - 1, end))
                cursor = method.body.lowerBound
                end = method.body.upperBound
                continue
            } else if isSelf, source.opens(cursor + 1, "(") || source.is(cursor + 1, "=") {
                member = cursor
            } else {
                continue
            }
            guard member < end else { break }
            let name = source.text(member)
            let customAdd =
                name != addButton && name.hasPrefix("add") && (name.contains("Action") || name.contains("Button"))
                && source.opens(member + 1, "(")
            if customAdd {
                // The app's own `addCancelActionWithTitle(…)`-style helpers: the role is in the name.
                let arguments = source.arguments(at: member + 1)
                let role: ButtonRole =
                    name.contains("Cancel") ? .cancel : name.contains("Destructive") ? .destructive : .default
                if let title = arguments.first(where: { $0.label == nil || $0.label == "title" }) {
                    let style = arguments.first { $0.label == "style" }.flatMap { self.role(source, $0.tokens) }
                    alert.buttons.append(
                        AppAlertButton(
                            text: resolver.resolve(file: file, title.tokens, bindings: bindings), role: style ?? role))
                }
                if loops.contains(where: { $0.body.contains(cursor) }) { alert.buttonsComplete = false }
                cursor = source.skip(member + 1) - 1
            } else if name == addButton, source.opens(member + 1, "(") {
                let loop = loops.last { $0.body.contains(cursor) }
                let inLoop = loop != nil
                let arguments = source.arguments(at: member + 1)
                if let loop, let first = arguments.first,
                    let elements = boundElements(file: file, loop: loop, argument: first.tokens, bindings: bindings)
                {
                    // `buttons.forEach { alert.addButton(withTitle: $0) }` with the list given by the caller.
                    for element in elements {
                        alert.buttons.append(
                            AppAlertButton(
                                text: resolver.resolve(file: element.file, element.tokens, bindings: bindings?.outer),
                                role: nil))
                    }
                    cursor = source.skip(member + 1) - 1
                    continue
                }
                if inLoop { alert.buttonsComplete = false }
                if let title = arguments.first(where: { $0.label == "title" }), addButton == "addAction" {
                    // The app's own `addAction(title:style:handler:)`.
                    let style = arguments.first { $0.label == "style" }.flatMap { self.role(source, $0.tokens) }
                    alert.buttons.append(
                        AppAlertButton(
                            text: resolver.resolve(file: file, title.tokens, bindings: bindings),
                            role: style ?? .default))
                } else if let first = arguments.first {
                    var button =
                        addButton == "addAction"
                        ? action(file: file, first.tokens, bindings: bindings)
                        : AppAlertButton(
                            text: resolver.resolve(file: file, first.tokens, bindings: bindings), role: nil)
                    if inLoop, var text = button.text, !text.isDynamic {
                        text.origin = .dynamic(
                            source.text(from: first.tokens.lowerBound, through: first.tokens.upperBound - 1))
                        button.text = text
                    }
                    alert.buttons.append(button)
                }
                cursor = source.skip(member + 1) - 1
            } else if name == titleMember || name == messageMember, source.is(member + 1, "=") {
                let valueEnd = source.expressionEnd(from: member + 2, limit: end)
                let text = resolver.resolve(file: file, (member + 2)..<valueEnd, bindings: bindings)
                if name == titleMember {
                    alert.title = alert.title.merged(with: text)
                } else {
                    alert.message = alert.message.merged(with: text)
                }
                cursor = valueEnd - 1
            }
        }
        // `actions.forEach(alert.addAction)` and the like.
        if source.mentions(variable, member: addButton, passedIn: closing..<end) { alert.buttonsComplete = false }
    }

    /// The elements of the list a loop walks, when its element is what is added and the list is
    /// a helper's parameter given as a literal `[…]` at the call site (or left to its `[]` default).
    private func boundElements(
        file: Int, loop: (body: Range<Int>, sequence: Range<Int>, variable: String?), argument: Range<Int>,
        bindings: Bindings?
    ) -> [(file: Int, tokens: Range<Int>)]? {
        let source = index.files[file]
        guard let bindings, argument.count == 1, loop.sequence.count == 1 else { return nil }
        let element = source.text(argument.lowerBound)
        guard element == "$0" || element == loop.variable else { return nil }
        let name = source.text(loop.sequence.lowerBound)
        guard let bound = bindings.values[name] else {
            // Not passed: the parameter's default, when it is an empty list.
            guard let function = index.enclosingFunction(file: file, token: argument.lowerBound),
                function.parameters.contains(name)
            else { return nil }
            return []
        }
        let caller = index.files[bound.file]
        guard caller.opens(bound.tokens.lowerBound, "["),
            caller.skip(bound.tokens.lowerBound) == bound.tokens.upperBound
        else { return nil }
        return caller.arguments(at: bound.tokens.lowerBound).map { (bound.file, $0.tokens) }
    }

    /// The button an `addAction` argument makes: `UIAlertAction(title:style:)`, `.init(…)`, or a
    /// local holding one.
    private func action(file: Int, _ range: Range<Int>, bindings: Bindings?) -> AppAlertButton {
        let source = index.files[file]
        var open = source.afterEffects(range.lowerBound)
        if source.is(open, "UIAlertAction") { open += 1 }
        if source.is(open, ".") && source.is(open + 1, "init") { open += 2 }
        if source.opens(open, "("), source.arguments(at: open).contains(where: { $0.label == "title" }) {
            let arguments = source.arguments(at: open)
            let title = arguments.first { $0.label == "title" }
            let style = arguments.first { $0.label == "style" }
            return AppAlertButton(
                text: resolve(file, title, bindings), role: style.flatMap { role(source, $0.tokens) } ?? .default)
        }
        if range.count == 1, let function = index.enclosingFunction(file: file, token: range.lowerBound),
            let value = source.localInitializer(
                named: source.text(range.lowerBound), in: function.body, before: range.lowerBound)
        {
            return action(file: file, value, bindings: bindings)
        }
        // `self.getInfoAction(…)`: an app function that makes the action; its `UIAlertAction(…)`.
        let chain = resolver.memberChain(source, range)
        if let call = chain.call, let name = chain.names.last, source.opens(call, "(") {
            let arguments = source.arguments(at: call)
            for function in index.functions(named: name, labels: arguments.map(\.label)) {
                let body = index.files[function.file]
                guard
                    let creation = function.body.first(where: {
                        body.is($0, "UIAlertAction") && body.opens($0 + 1, "(")
                    })
                else { continue }
                var values: [String: (file: Int, tokens: Range<Int>)] = [:]
                for (parameter, argument) in zip(function.parameters, arguments) {
                    values[parameter] = (file, argument.tokens)
                }
                return action(
                    file: function.file, creation..<body.skip(creation + 1), bindings: Bindings(values, outer: bindings)
                )
            }
        }
        return AppAlertButton(
            text: AlertText(.dynamic(source.text(from: range.lowerBound, through: range.upperBound - 1))), role: nil)
    }

    private func role(_ source: SourceFile, _ range: Range<Int>) -> ButtonRole? {
        let text = source.text(from: range.lowerBound, through: range.upperBound - 1)
        if text.hasSuffix("cancel") { return .cancel }
        if text.hasSuffix("destructive") { return .destructive }
        if text.hasSuffix("default") { return .default }
        return nil
    }

    // MARK: SwiftUI

    private func modifier(file: Int, at position: Int, kind: AlertKind, site: CodeSite, bindings: Bindings?)
        -> AppAlert?
    {
        let source = index.files[file]
        let open = position + 1
        let arguments = source.arguments(at: open)
        let closures = source.trailingClosures(after: source.skip(open))
        var actions = arguments.first { $0.label == "actions" }?.tokens
        var message = arguments.first { $0.label == "message" }?.tokens
        for (label, brace) in closures {
            let body = (brace + 1)..<Int(source.tokens[brace].match)
            switch label {
            case nil, "actions"?:
                if arguments.first?.label == nil || source.is(position, "alert") && actions == nil {
                    actions = actions ?? body
                }
            case "message"?: message = body
            default: break
            }
        }
        let api =
            source.is(position, "alert")
            ? "SwiftUI.alert"
            : source.is(position, "actionSheet") ? "SwiftUI.actionSheet" : "SwiftUI.confirmationDialog"
        // `.alert(isPresented:) { Alert(…) }`: the struct inside is the alert.
        let hasTitle = arguments.first.map { $0.label == nil || $0.label == "title" } ?? false
        if !hasTitle {
            if arguments.contains(where: { $0.label == "error" }) {
                var alert = AppAlert(
                    site: site, kind: kind, api: api, title: AlertText(.dynamic("error.localizedDescription")))
                alert.buttons = swiftUIButtons(file: file, actions, bindings: bindings, alert: &alert)
                return alert
            }
            return nil
        }
        let titleArgument = arguments.first!
        var title: AlertText?
        if titleArgument.tokens.count == 1, let literal = source.literal(at: titleArgument.tokens.lowerBound) {
            title = resolver.localizedKeyLiteral(literal, source, titleArgument)
        } else {
            title = resolver.resolve(file: file, titleArgument.tokens, bindings: bindings)
        }
        var alert = AppAlert(site: site, kind: kind, api: api, title: title)
        if let message { alert.message = viewText(file: file, message, bindings: bindings) }
        alert.buttons = swiftUIButtons(file: file, actions, bindings: bindings, alert: &alert)
        // A confirmation dialog shows the system's Cancel when its actions have none, and so
        // does an alert with a destructive action.
        let addsCancel =
            api == "SwiftUI.confirmationDialog" || alert.buttons.contains { $0.role == .destructive }
        if addsCancel && alert.buttonsComplete && !alert.buttons.contains(where: { $0.role == .cancel }) {
            var cancel = AppAlertButton(text: nil, role: .cancel)
            cancel.isAddedBySystem = true
            alert.buttons.append(cancel)
        }
        return alert
    }

    /// The text a view builder shows: its first `Text(…)`, or the expression itself.
    private func viewText(file: Int, _ range: Range<Int>, bindings: Bindings?) -> AlertText? {
        let source = index.files[file]
        for cursor in range where source.is(cursor, "Text") && source.opens(cursor + 1, "(") {
            return resolver.resolve(file: file, cursor..<source.skip(cursor + 1), bindings: bindings)
        }
        guard !range.isEmpty else { return nil }
        return resolver.resolve(file: file, range, bindings: bindings)
    }

    /// The `Button`s of an actions closure, in order; one in a `ForEach` makes the list incomplete.
    private func swiftUIButtons(file: Int, _ range: Range<Int>?, bindings: Bindings?, alert: inout AppAlert)
        -> [AppAlertButton]
    {
        guard var range else { return [] }
        let source = index.files[file]
        if range.count == 3, source.opens(range.lowerBound, "{") {
            range = (range.lowerBound + 1)..<(range.upperBound - 1)
        }
        // `actions: { confirmationButtons }`: a view property of the type.
        if range.count == 1, source.tokens[range.lowerBound].kind == .identifier,
            let property = index.constant(named: [source.text(range.lowerBound)], preferringFile: file),
            property.file == file
        {
            range = property.value
        }
        var buttons: [AppAlertButton] = []
        var cursor = range.lowerBound
        while cursor < range.upperBound {
            if source.is(cursor, "ForEach") {
                alert.buttonsComplete = false
            }
            guard source.is(cursor, "Button"), source.opens(cursor + 1, "(") || source.opens(cursor + 1, "{") else {
                cursor += 1
                continue
            }
            var text: AlertText?
            var role: ButtonRole? = .default
            var after = cursor + 1
            if source.opens(after, "(") {
                let arguments = source.arguments(at: after)
                if let first = arguments.first, first.label == nil {
                    if first.tokens.count == 1, let literal = source.literal(at: first.tokens.lowerBound) {
                        text = resolver.localizedKeyLiteral(literal, source, first)
                    } else {
                        text = resolver.resolve(file: file, first.tokens, bindings: bindings)
                    }
                }
                if let roleArgument = arguments.first(where: { $0.label == "role" }) {
                    role = self.role(source, roleArgument.tokens) ?? .default
                }
                if arguments.contains(where: { $0.label == "action" }), text == nil,
                    source.opens(source.skip(after), "{")
                {
                    let label = source.skip(after)
                    text = viewText(file: file, (label + 1)..<Int(source.tokens[label].match), bindings: bindings)
                }
                after = source.skip(after)
            }
            let closures = source.trailingClosures(after: after)
            if text == nil,
                let label = closures.first(where: { $0.label == "label" })
                    ?? (closures.count == 1 && source.opens(cursor + 1, "(")
                        && source.arguments(at: cursor + 1).contains { $0.label == "action" } ? closures.first : nil)
            {
                let body = (label.open + 1)..<Int(source.tokens[label.open].match)
                text = labelText(file: file, body, bindings: bindings)
            }
            buttons.append(AppAlertButton(text: text, role: role))
            cursor = closures.last.map { source.skip($0.open) } ?? after
        }
        return buttons
    }

    private func labelText(file: Int, _ range: Range<Int>, bindings: Bindings?) -> AlertText? {
        let source = index.files[file]
        for cursor in range
        where (source.is(cursor, "Text") || source.is(cursor, "Label")) && source.opens(cursor + 1, "(") {
            let arguments = source.arguments(at: cursor + 1)
            guard let first = arguments.first else { continue }
            if source.is(cursor, "Label"), first.tokens.count == 1,
                let literal = source.literal(at: first.tokens.lowerBound)
            {
                return resolver.localizedKeyLiteral(literal, source, first)
            }
            return resolver.resolve(file: file, cursor..<source.skip(cursor + 1), bindings: bindings)
        }
        return viewText(file: file, range, bindings: bindings)
    }

    private func alertStruct(file: Int, at position: Int, kind: AlertKind, site: CodeSite, bindings: Bindings?)
        -> AppAlert?
    {
        let source = index.files[file]
        let arguments = source.arguments(at: position + 1)
        func argument(_ label: String) -> CallArgument? { arguments.first { $0.label == label } }
        var alert = AppAlert(
            site: site, kind: kind, api: kind == .alert ? "SwiftUI.Alert" : "SwiftUI.ActionSheet",
            title: resolve(file, argument("title"), bindings), message: resolve(file, argument("message"), bindings))
        for label in ["primaryButton", "secondaryButton", "dismissButton"] {
            if let button = argument(label) {
                alert.buttons.append(structButton(file: file, button.tokens, bindings: bindings))
            }
        }
        if let list = argument("buttons") {
            if source.opens(list.tokens.lowerBound, "[") {
                for element in source.arguments(at: list.tokens.lowerBound) {
                    alert.buttons.append(structButton(file: file, element.tokens, bindings: bindings))
                }
            } else {
                alert.buttonsComplete = false
            }
        }
        return alert
    }

    /// `.default(Text(…))`, `.cancel()`, `.destructive(Text(…), action:)`.
    private func structButton(file: Int, _ range: Range<Int>, bindings: Bindings?) -> AppAlertButton {
        let source = index.files[file]
        var cursor = range.lowerBound
        // A button held in a local: `let delete = ActionSheet.Button.destructive(Text(…))`.
        if range.count == 1, source.tokens[cursor].kind == .identifier,
            let function = index.enclosingFunction(file: file, token: cursor),
            let value = source.localInitializer(named: source.text(cursor), in: function.body, before: cursor)
        {
            return structButton(file: file, value, bindings: bindings)
        }
        if source.is(cursor, "Alert") || source.is(cursor, "ActionSheet") { cursor += 2 }
        // `Alert.Button.default(…)`
        if source.is(cursor, "Button") && source.is(cursor + 1, ".") { cursor += 1 }
        if source.is(cursor, ".") { cursor += 1 }
        guard cursor < range.upperBound else { return AppAlertButton(text: nil, role: .default) }
        let name = source.text(cursor)
        let role: ButtonRole = name == "cancel" ? .cancel : name == "destructive" ? .destructive : .default
        guard source.opens(cursor + 1, "("), let first = source.arguments(at: cursor + 1).first, first.label == nil
        else {
            return AppAlertButton(text: nil, role: role)
        }
        return AppAlertButton(text: resolver.resolve(file: file, first.tokens, bindings: bindings), role: role)
    }
}

extension SourceFile {
    /// The site of token `index`.
    func site(of index: Int) -> CodeSite {
        let offset = Int(tokens[index].start)
        let location = location(of: offset)
        return CodeSite(path: path, offset: offset, line: location.line, column: location.column)
    }

    /// Whether the file imports a module.
    func imports(_ module: StaticString) -> Bool {
        for index in tokens.indices.dropLast() where `is`(index, "import") && `is`(index + 1, module) { return true }
        return false
    }

    /// The variable a value created at `index` is stored in: `let name = X(…)`, `name = X(…)`,
    /// `let name: T = X(…)`.
    func assignedName(before index: Int) -> String? {
        var cursor = index - 1
        // `let alert = try await make(…)`
        while cursor >= 0, `is`(cursor, "await") || `is`(cursor, "try") || `is`(cursor - 1, "try") { cursor -= 1 }
        guard cursor >= 0, `is`(cursor, "=") else { return nil }
        cursor -= 1
        // `let name: Type = …`
        if cursor >= 2, tokens[cursor].kind == .identifier, `is`(cursor - 1, ":") { cursor -= 2 }
        guard cursor >= 0, tokens[cursor].kind == .identifier else { return nil }
        return text(cursor)
    }

    /// The token after the `try`, `try?`, `try!` and `await` that start an expression at `index`.
    func afterEffects(_ index: Int) -> Int {
        var cursor = index
        while cursor < tokens.count {
            if `is`(cursor, "await") {
                cursor += 1
            } else if `is`(cursor, "try") {
                cursor += `is`(cursor + 1, "?") || `is`(cursor + 1, "!") ? 2 : 1
            } else {
                return cursor
            }
        }
        return cursor
    }

    /// The value a local is first given in a body: `let name = …` before `use`.
    func localInitializer(named name: String, in body: Range<Int>, before use: Int) -> Range<Int>? {
        var found: Range<Int>?
        var cursor = body.lowerBound
        while cursor < use {
            if tokens[cursor].kind == .identifier, text(cursor) == name,
                `is`(cursor - 1, "let") || `is`(cursor - 1, "var")
            {
                var next = cursor + 1
                if `is`(next, ":") {
                    // `let style: UIAlertController.Style = …`
                    next += 1
                    while next < use && !`is`(next, "=") && !startsLine(next) && !opens(next, "{") { next = skip(next) }
                }
                if `is`(next, "=") {
                    var end = expressionEnd(from: next + 1, limit: body.upperBound)
                    // `if let x = f() {`: the condition ends at the block, not a trailing closure.
                    let keyword = cursor - 2
                    if `is`(keyword, "if") || `is`(keyword, "guard") || `is`(keyword, "while") || `is`(keyword, ",") {
                        var stop = next + 1
                        while stop < end && !opens(stop, "{") && !`is`(stop, "else") && !`is`(stop, ",") {
                            stop = skip(stop)
                        }
                        end = stop
                    }
                    found = (next + 1)..<end
                }
            }
            cursor += 1
        }
        return found
    }

    /// The `for` loops and `forEach` closures in a range: body, the sequence walked, and the
    /// loop variable (`for x in …`).
    func loopBodies(in range: Range<Int>) -> [(body: Range<Int>, sequence: Range<Int>, variable: String?)] {
        var loops: [(Range<Int>, Range<Int>, String?)] = []
        for cursor in range {
            let isFor = `is`(cursor, "for") && !`is`(cursor + 1, ":")
            let isForEach = (`is`(cursor, "forEach") || `is`(cursor, "map")) && `is`(cursor - 1, ".")
            guard isFor || isForEach else { continue }
            var brace = cursor + 1
            while brace < range.upperBound && !opens(brace, "{") && !`is`(brace, ";") { brace = skip(brace) }
            guard opens(brace, "{") else { continue }
            let body = brace..<Int(tokens[brace].match)
            if isFor {
                let variable = tokens[cursor + 1].kind == .identifier ? text(cursor + 1) : nil
                let inToken = (cursor + 1..<brace).first { `is`($0, "in") } ?? brace
                loops.append((body, (inToken + 1)..<brace, variable))
            } else {
                var start = cursor - 2
                while start > range.lowerBound, tokens[start].kind == .identifier || `is`(start, "."),
                    !startsLine(start + 1) || `is`(start + 1, ".")
                {
                    if `is`(start - 1, ".") { start -= 2 } else { break }
                }
                loops.append((body, start..<(cursor - 1), nil))
            }
        }
        return loops
    }

    /// Whether `variable.member` is passed as a function value (`forEach(alert.addAction)`).
    func mentions(_ variable: String, member: String, passedIn range: Range<Int>) -> Bool {
        for cursor in range where tokens[cursor].kind == .identifier && text(cursor) == variable {
            if `is`(cursor + 1, "."), cursor + 2 < tokens.count, text(cursor + 2) == member, !opens(cursor + 3, "(") {
                return true
            }
        }
        return false
    }
}
