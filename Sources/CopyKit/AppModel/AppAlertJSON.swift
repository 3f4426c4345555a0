/// The app's alerts as `alertcopy roles --format json` prints them: one object per alert in the
/// shape of a hand-written inventory (`site`, `kind`, `api`, `title`, `message`, `buttons`), so
/// the two compare line for line.
public enum AppAlertJSON {
    /// `text(of:)` gives the resolved text of a key, when the app's strings have it.
    public static func value(
        _ alert: AppAlert, resolvedText: (TextOrigin) -> String? = { _ in nil }
    ) -> JSONValue {
        func text(_ text: AlertText?) -> JSONValue {
            guard let text else { return .null }
            var members = origin(text.origin)
            if let resolved = resolvedText(text.origin) { members.append(JSONMember("text", .string(resolved))) }
            if let value = text.defaultValue { members.append(JSONMember("value", .string(value))) }
            if !text.alternatives.isEmpty {
                members.append(JSONMember("alternatives", .array(text.alternatives.map { .object(origin($0)) })))
            }
            return .object(members)
        }
        return .object([
            JSONMember("site", .string(alert.site.description)),
            JSONMember("kind", .string(alert.kind.rawValue)),
            JSONMember("api", .string(alert.api)),
            JSONMember("title", text(alert.title)),
            JSONMember("message", text(alert.message)),
            JSONMember(
                "buttons",
                .array(
                    alert.buttons.map { button in
                        var members = [
                            JSONMember("text", text(button.text)),
                            JSONMember("role", button.role.map { .string($0.rawValue) } ?? .null),
                        ]
                        if button.isAddedBySystem { members.append(JSONMember("system", .bool(true))) }
                        return .object(members)
                    })),
            JSONMember("buttonsComplete", .bool(alert.buttonsComplete)),
        ])
    }

    static func origin(_ origin: TextOrigin) -> [JSONMember] {
        switch origin {
        case .literal(let text, let catalogKey):
            var members = [JSONMember("literal", .string(text))]
            if catalogKey { members.append(JSONMember("catalog_key", .bool(true))) }
            return members
        case .key(let key, let table):
            return [JSONMember("key", .string(key)), JSONMember("table", .string(table))]
        case .dynamic(let expression):
            return [JSONMember("dynamic", .string(expression))]
        }
    }
}
