/// Writes fixed alerts back into their JSON input: only the values of changed fields are
/// replaced, so other members, order and layout stay as they were.
enum JSONDraftWriter {
    static func write(_ document: DraftDocument, fixed: [Alert]) -> [UInt8] {
        var splices: [(range: Range<Int>, bytes: [UInt8])] = []
        for (draft, alert) in zip(document.alerts, fixed) where draft.alert != alert {
            var insertions: [String] = []
            for field in [AlertField.title, .message] where draft.alert.text(of: field) != alert.text(of: field) {
                let value = alert.text(of: field).map { JSONWriter.quoted($0) } ?? "null"
                if let span = draft.spans[field] {
                    splices.append((span.value, Array(value.utf8)))
                } else {
                    insertions.append("\"\(field)\": \(value)")
                }
            }
            if draft.alert.buttons != alert.buttons {
                let objects = buttonsWereObjects(document.bytes, draft)
                let value = JSONWriter.compact.string(buttonsValue(alert.buttons, objects: objects))
                if let span = draft.spans[.buttons] {
                    splices.append((span.value, Array(value.utf8)))
                } else {
                    insertions.append("\"buttons\": \(value)")
                }
            }
            if !insertions.isEmpty {
                let open = draft.extent.lowerBound + 1
                let isEmptyObject = document.bytes[open..<draft.extent.upperBound - 1].allSatisfy {
                    $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D
                }
                let text = insertions.joined(separator: ", ") + (isEmptyObject ? "" : ", ")
                splices.append((open..<open, Array(text.utf8)))
            }
        }
        var output: [UInt8] = []
        output.reserveCapacity(document.bytes.count)
        var cursor = 0
        for splice in splices.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            guard splice.range.lowerBound >= cursor else { continue }
            output.append(contentsOf: document.bytes[cursor..<splice.range.lowerBound])
            output.append(contentsOf: splice.bytes)
            cursor = splice.range.upperBound
        }
        output.append(contentsOf: document.bytes[cursor...])
        return output
    }

    /// The buttons as JSON: titles, or `{"title", "role"}` objects for buttons with a role (or
    /// for every button when the input wrote objects).
    static func buttonsValue(_ buttons: [AlertButton], objects: Bool) -> JSONValue {
        .array(
            buttons.map { button in
                guard objects || button.role != nil else { return .string(button.title) }
                var members = [JSONMember("title", .string(button.title))]
                if let role = button.role { members.append(JSONMember("role", .string(role.rawValue))) }
                return .object(members)
            })
    }

    private static func buttonsWereObjects(_ bytes: [UInt8], _ draft: DraftAlert) -> Bool {
        guard let span = draft.spans[.buttons] else { return false }
        return bytes[span.value].dropFirst().first(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x09 && $0 != 0x0D })
            == UInt8(ascii: "{")
    }
}
