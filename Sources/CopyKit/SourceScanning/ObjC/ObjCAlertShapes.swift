/// Recognizes alerts in Objective-C: `alertControllerWithTitle:message:preferredStyle:` with
/// the `actionWithTitle:style:handler:` actions added to it, and `NSAlert` (`[[NSAlert alloc]
/// init]`, `alertWithMessageText:…`, `alertWithError:`) with its setters and buttons.
struct ObjCAlertShapes {
    let resolver: TextResolver

    var index: SourceIndex { resolver.index }

    /// The `[` tokens where a shape starts.
    func starts(in file: Int) -> [Int] {
        let source = index.files[file]
        var found: [Int] = []
        for position in source.tokens.indices where source.opens(position, "[") {
            guard source.tokens.count > position + 2 else { continue }
            if source.is(position + 1, "UIAlertController") && source.is(position + 2, "alertControllerWithTitle") {
                found.append(position)
            } else if source.is(position + 1, "NSAlert")
                && (source.is(position + 2, "alertWithMessageText") || source.is(position + 2, "alertWithError")
                    || source.is(position + 2, "new"))
            {
                found.append(position)
            } else if source.opens(position + 1, "["),
                source.is(position + 2, "NSAlert") || source.is(position + 2, "UIAlertView")
                    || source.is(position + 2, "UIActionSheet"),
                source.is(position + 3, "alloc")
            {
                found.append(position)
            }
        }
        return found
    }

    func match(file: Int, at position: Int, bindings: Bindings?) -> AppAlert? {
        let source = index.files[file]
        guard let message = source.message(at: position) else { return nil }
        let site = source.site(of: position)
        func text(_ label: String) -> AlertText? {
            message.argument(label).flatMap { resolver.resolve(file: file, $0, bindings: bindings) }
        }
        var alert: AppAlert
        var addButton = "addButtonWithTitle"
        switch message.selector {
        case "alertControllerWithTitle:message:preferredStyle:":
            let style =
                message.argument("preferredStyle").map { source.text(from: $0.lowerBound, through: $0.upperBound - 1) }
                ?? ""
            alert = AppAlert(
                site: site, kind: style.contains("ActionSheet") ? .actionSheet : .alert, api: "UIAlertController",
                title: text("alertControllerWithTitle"), message: text("message"))
            addButton = "addAction"
        case let selector where selector.hasPrefix("alertWithMessageText:"):
            alert = AppAlert(
                site: site, kind: .alert, api: "NSAlert", title: text("alertWithMessageText"),
                message: text("informativeTextWithFormat"))
            for label in ["defaultButton", "alternateButton", "otherButton"] {
                if let button = text(label) {
                    alert.buttons.append(AppAlertButton(text: button, role: label == "defaultButton" ? .default : nil))
                }
            }
        case let selector where selector.hasPrefix("initWithTitle:") && source.is(position + 2, "UIAlertView"):
            // `[[UIAlertView alloc] initWithTitle:… message:… delegate:… cancelButtonTitle:…
            // otherButtonTitles:@"A", @"B", nil]` (old code).
            alert = AppAlert(
                site: site, kind: .alert, api: "UIAlertView", title: text("initWithTitle"), message: text("message"))
            if let cancel = text("cancelButtonTitle") {
                alert.buttons.append(AppAlertButton(text: cancel, role: .cancel))
            }
            alert.buttons += otherButtons(message, file: file, bindings: bindings)
            addButton = "addButtonWithTitle"
        case let selector where selector.hasPrefix("initWithTitle:") && source.is(position + 2, "UIActionSheet"):
            alert = AppAlert(site: site, kind: .actionSheet, api: "UIActionSheet", title: text("initWithTitle"))
            if let destructive = text("destructiveButtonTitle") {
                alert.buttons.append(AppAlertButton(text: destructive, role: .destructive))
            }
            alert.buttons += otherButtons(message, file: file, bindings: bindings)
            if let cancel = text("cancelButtonTitle") {
                alert.buttons.append(AppAlertButton(text: cancel, role: .cancel))
            }
            addButton = "addButtonWithTitle"
        case "alertWithError:":
            let error =
                message.argument("alertWithError").map { source.text(from: $0.lowerBound, through: $0.upperBound - 1) }
                ?? "error"
            alert = AppAlert(
                site: site, kind: .alert, api: "NSAlert", title: AlertText(.dynamic("\(error).localizedDescription")),
                message: AlertText(.dynamic("\(error).localizedRecoverySuggestion")),
                buttons: [
                    AppAlertButton(text: AlertText(.dynamic("\(error).localizedRecoveryOptions[0]")), role: .default)
                ])
        default:
            alert = AppAlert(site: site, kind: .alert, api: "NSAlert")
        }
        follow(file: file, creation: position, bindings: bindings, into: &alert, addButton: addButton)
        if alert.api == "NSAlert" { alert.buttons = NSAlertButtons.roles(alert.buttons) }
        return alert
    }

    /// The buttons of a nil-terminated `otherButtonTitles:@"A", @"B", nil` list.
    private func otherButtons(_ message: ObjCMessage, file: Int, bindings: Bindings?) -> [AppAlertButton] {
        guard let range = message.argument("otherButtonTitles") else { return [] }
        let source = index.files[file]
        var buttons: [AppAlertButton] = []
        var start = range.lowerBound
        var cursor = range.lowerBound
        while cursor <= range.upperBound {
            if cursor == range.upperBound || source.is(cursor, ",") {
                let element = start..<cursor
                if !element.isEmpty, !(element.count == 1 && source.is(element.lowerBound, "nil")),
                    let text = resolver.resolve(file: file, element, bindings: bindings)
                {
                    buttons.append(AppAlertButton(text: text, role: .default))
                }
                start = cursor + 1
                cursor += 1
                continue
            }
            cursor = source.skip(cursor)
        }
        return buttons
    }

    /// Follows the variable the alert is stored in through its method: setters, buttons.
    private func follow(file: Int, creation: Int, bindings: Bindings?, into alert: inout AppAlert, addButton: String) {
        let source = index.files[file]
        guard let function = index.enclosingFunction(file: file, token: creation),
            source.is(creation - 1, "="), source.tokens[creation - 2].kind == .identifier
        else { return }
        let variable = source.text(creation - 2)
        var cursor = source.skip(creation)
        while cursor < function.body.upperBound {
            defer { cursor += 1 }
            if source.opens(cursor, "["), source.hasText(cursor + 1, variable), let message = source.message(at: cursor)
            {
                let argument = message.parts.first?.argument ?? cursor..<cursor
                switch message.selector {
                case "setMessageText:":
                    alert.title = alert.title.merged(with: resolver.resolve(file: file, argument, bindings: bindings))
                case "setInformativeText:":
                    alert.message = alert.message.merged(
                        with: resolver.resolve(file: file, argument, bindings: bindings))
                case "addButtonWithTitle:":
                    alert.buttons.append(
                        AppAlertButton(text: resolver.resolve(file: file, argument, bindings: bindings), role: nil))
                case "addAction:":
                    alert.buttons.append(action(file: file, argument, bindings: bindings))
                case let selector
                where selector.hasPrefix("add")
                    && (selector.contains("Action") || selector.contains("Button")):
                    // The app's own `addCancelActionWithTitle:handler:`: the role is in the name or the style.
                    let style =
                        message.argument("style").map { source.text(from: $0.lowerBound, through: $0.upperBound - 1) }
                        ?? ""
                    let role: ButtonRole =
                        selector.contains("Cancel") || style.hasSuffix("Cancel")
                        ? .cancel
                        : selector.contains("Destructive") || style.hasSuffix("Destructive") ? .destructive : .default
                    alert.buttons.append(
                        AppAlertButton(text: resolver.resolve(file: file, argument, bindings: bindings), role: role))
                default: break
                }
            } else if source.hasText(cursor, variable), source.is(cursor + 1, "."), source.is(cursor + 3, "=") {
                let end = source.expressionEndObjC(from: cursor + 4, limit: function.body.upperBound)
                let value = resolver.resolve(file: file, (cursor + 4)..<end, bindings: bindings)
                if source.is(cursor + 2, "messageText") || source.is(cursor + 2, "title") {
                    alert.title = alert.title.merged(with: value)
                }
                if source.is(cursor + 2, "informativeText") || source.is(cursor + 2, "message") {
                    alert.message = alert.message.merged(with: value)
                }
            }
        }
    }

    private func action(file: Int, _ range: Range<Int>, bindings: Bindings?) -> AppAlertButton {
        let source = index.files[file]
        var range = range
        if range.count == 1, let function = index.enclosingFunction(file: file, token: range.lowerBound) {
            let name = source.text(range.lowerBound)
            var cursor = function.body.lowerBound
            while cursor < range.lowerBound {
                if source.is(cursor, "=") && source.text(cursor - 1) == name {
                    range = (cursor + 1)..<source.expressionEndObjC(from: cursor + 1, limit: range.lowerBound)
                    break
                }
                cursor += 1
            }
        }
        guard let message = source.message(at: range.lowerBound), message.selector.hasPrefix("actionWithTitle:") else {
            return AppAlertButton(
                text: AlertText(.dynamic(source.text(from: range.lowerBound, through: range.upperBound - 1))), role: nil
            )
        }
        let style = message.argument("style").map { source.text(from: $0.lowerBound, through: $0.upperBound - 1) } ?? ""
        let role: ButtonRole =
            style.hasSuffix("Cancel") ? .cancel : style.hasSuffix("Destructive") ? .destructive : .default
        return AppAlertButton(
            text: message.argument("actionWithTitle").flatMap { resolver.resolve(file: file, $0, bindings: bindings) },
            role: role)
    }
}

extension SourceFile {
    /// The end of an Objective-C expression statement: the next top-level `;`.
    func expressionEndObjC(from start: Int, limit: Int) -> Int {
        var cursor = start
        while cursor < limit && !`is`(cursor, ";") { cursor = skip(cursor) }
        return min(cursor, limit)
    }
}

/// How AppKit treats an alert's buttons: the first is the default (Return), one titled
/// "Cancel" cancels (Escape), the others have no role.
enum NSAlertButtons {
    /// The buttons with AppKit's roles; a button added again in another branch is one button.
    static func roles(_ buttons: [AppAlertButton]) -> [AppAlertButton] {
        var distinct: [AppAlertButton] = []
        for button in buttons
        where !distinct.contains(where: { $0.text?.origin == button.text?.origin && button.text != nil }) {
            distinct.append(button)
        }
        return distinct.enumerated().map { index, button in
            var button = button
            switch button.text?.origin {
            case .key("Cancel", _)?, .literal("Cancel", _)?: button.role = .cancel
            default: button.role = index == 0 ? .default : nil
            }
            if index == 0 && button.role == .cancel && distinct.count == 1 { button.role = .default }
            return button
        }
    }
}

extension Optional where Wrapped == AlertText {
    /// A text set again later: it replaces an empty or absent one, else it is an alternative.
    func merged(with new: AlertText?) -> AlertText? {
        guard var current = self else { return new }
        guard let new else { return current }
        if case .literal("", _) = current.origin { return new }
        if new.origin != current.origin && !current.alternatives.contains(new.origin) {
            current.alternatives.append(new.origin)
            if let site = new.literal { current.alternativeLiterals[new.origin] = site }
        }
        return current
    }
}
