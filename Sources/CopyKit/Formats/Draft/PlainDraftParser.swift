/// Parses the plain draft format, one field a line:
///
///     title: Delete “Road Trip”?
///     message: This playlist will be removed from all your devices.
///     buttons: Cancel (cancel), Delete (destructive)
///
/// Alerts are separated by a blank line or `---`; `#` starts a comment line. Field names are
/// lowercase (`title`, `message`, `buttons`); a line without one is the title, then the message,
/// then more lines of the message. Buttons are separated by `,` (or by `|` when the line has one);
/// a title containing the separator is written in double quotes (`"Yes, Delete"`), and a role in
/// parentheses at the end of a button: `(cancel)`, `(destructive)`, `(default)`.
struct PlainDraftParser {
    let bytes: [UInt8]
    let path: String
    let start: Int
    let role: TextRole?

    private var alerts: [DraftAlert] = []
    private var current: DraftAlert?
    /// The 1-based number of the line being read, and its first byte.
    private var lineNumber = 1
    private var lineStart = 0

    init(bytes: [UInt8], path: String, start: Int, role: TextRole?) {
        self.bytes = bytes
        self.path = path
        self.start = start
        self.role = role
    }

    /// The field names the format knows.
    static let fieldNames = ["title", "message", "buttons"]

    mutating func parse() throws(InputError) -> [DraftAlert] {
        lineStart = start
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            let next = lineEnd < bytes.count ? lineEnd + 1 : lineEnd
            var contentEnd = lineEnd
            if contentEnd > lineStart, bytes[contentEnd - 1] == 0x0D { contentEnd -= 1 }
            try parseLine(content: lineStart..<contentEnd, whole: lineStart..<next)
            lineStart = next
            lineNumber += 1
        }
        finishAlert()
        return alerts
    }

    private mutating func parseLine(content: Range<Int>, whole: Range<Int>) throws(InputError) {
        let trimmed = trim(content)
        if trimmed.isEmpty || bytes[trimmed].elementsEqual("---".utf8) {
            finishAlert()
            return
        }
        if bytes[trimmed.lowerBound] == UInt8(ascii: "#") { return }
        if let role {
            finishAlert()
            var alert = newAlert(at: whole.lowerBound)
            let field: AlertField
            switch role {
            case .title: field = .title
            case .message: field = .message
            case .button: field = .button(0)
            }
            set(field, value: trimmed, lines: whole, in: &alert)
            current = alert
            finishAlert()
            return
        }
        if current == nil { current = newAlert(at: whole.lowerBound) }
        if let (name, nameRange, value) = fieldPrefix(trimmed) {
            guard Self.fieldNames.contains(name) else {
                var message = "unknown field '\(name)' (expected title, message or buttons)"
                if let suggestion = NameSuggestion.closest(to: name, among: Self.fieldNames) {
                    message = "unknown field '\(name)'; did you mean '\(suggestion)'?"
                }
                throw error(at: nameRange.lowerBound, message)
            }
            let field: AlertField = name == "title" ? .title : name == "message" ? .message : .buttons
            if let existing = current?.spans[field] {
                let line = self.line(of: existing.lines.lowerBound)
                throw error(
                    at: nameRange.lowerBound,
                    "the alert already has \(name == "buttons" ? "buttons" : "a \(name)") (line \(line)); "
                        + "separate alerts with a blank line or ---")
            }
            if field == .buttons {
                try setButtons(value: value, lines: whole)
            } else {
                set(field, value: value, lines: whole, in: &current!)
            }
            current!.extent = current!.extent.lowerBound..<whole.upperBound
            return
        }
        if current!.spans[.title] == nil && current!.spans[.message] == nil && current!.spans[.buttons] == nil {
            set(.title, value: trimmed, lines: whole, in: &current!)
            current!.spans[.title]!.isNamed = false
        } else if let message = current!.spans[.message] {
            guard message.lines.upperBound == whole.lowerBound else {
                throw error(
                    at: trimmed.lowerBound,
                    "a line without a field name after the message's last line; write 'title:', 'message:' or "
                        + "'buttons:', or separate alerts with a blank line")
            }
            let continued = String(decoding: bytes[trimmed], as: UTF8.self)
            // `message:` alone on its line, the text below: the text starts there, not with a line break.
            let existing = current!.alert.message ?? ""
            current!.alert.message = existing.isEmpty ? continued : existing + "\n" + continued
            current!.spans[.message] = DraftSpan(
                value: message.value.lowerBound..<trimmed.upperBound,
                lines: message.lines.lowerBound..<whole.upperBound,
                isNamed: message.isNamed)
        } else if current!.spans[.buttons] == nil {
            set(.message, value: trimmed, lines: whole, in: &current!)
            current!.spans[.message]!.isNamed = false
        } else {
            throw error(at: trimmed.lowerBound, "a line without a field name after the buttons; write 'message:'")
        }
        current!.extent = current!.extent.lowerBound..<whole.upperBound
    }

    private func newAlert(at offset: Int) -> DraftAlert {
        let source = AlertSource(
            path: path, name: String(alerts.count + 1), start: SourceLocation(line: lineNumber, column: 1))
        var alert = DraftAlert(alert: Alert(), source: source)
        alert.extent = offset..<offset
        return alert
    }

    private mutating func finishAlert() {
        guard let alert = current else { return }
        alerts.append(alert)
        current = nil
    }

    private func set(_ field: AlertField, value: Range<Int>, lines: Range<Int>, in alert: inout DraftAlert) {
        let text = String(decoding: bytes[value], as: UTF8.self)
        switch field {
        case .title: alert.alert.title = text
        case .message: alert.alert.message = text
        case .button: alert.alert.buttons = [AlertButton(text)]
        case .buttons: break
        }
        alert.spans[field] = DraftSpan(value: value, lines: lines)
        alert.source.fields[field] = FieldSource(start: location(of: value.lowerBound))
        alert.extent = alert.extent.lowerBound..<lines.upperBound
    }

    private mutating func setButtons(value: Range<Int>, lines: Range<Int>) throws(InputError) {
        let separator: UInt8 = containsUnquoted(UInt8(ascii: "|"), in: value) ? UInt8(ascii: "|") : UInt8(ascii: ",")
        var buttons: [AlertButton] = []
        var index = value.lowerBound
        while index < value.upperBound {
            while index < value.upperBound, DraftReader.isBlank(bytes[index]) { index += 1 }
            let titleStart: Int
            var title: String
            var itemEnd: Int
            if index < value.upperBound, bytes[index] == UInt8(ascii: "\"") {
                titleStart = index + 1
                var units: [UInt8] = []
                var cursor = index + 1
                var closed = false
                while cursor < value.upperBound {
                    let byte = bytes[cursor]
                    if byte == UInt8(ascii: "\\"), cursor + 1 < value.upperBound {
                        units.append(bytes[cursor + 1])
                        cursor += 2
                        continue
                    }
                    if byte == UInt8(ascii: "\"") {
                        closed = true
                        break
                    }
                    units.append(byte)
                    cursor += 1
                }
                guard closed else { throw error(at: index, "unterminated quoted button title: expected '\"'") }
                title = String(decoding: units, as: UTF8.self)
                itemEnd = cursor + 1
                while itemEnd < value.upperBound, bytes[itemEnd] != separator { itemEnd += 1 }
                let rest = trim(cursor + 1..<itemEnd)
                if !rest.isEmpty {
                    let roleText = String(decoding: bytes[rest], as: UTF8.self)
                    guard let role = Self.role(in: roleText), role.text.isEmpty else {
                        throw error(
                            at: rest.lowerBound,
                            "expected '\(Character(Unicode.Scalar(separator)))', a role in parentheses or the end of "
                                + "the line after a quoted button title")
                    }
                    buttons.append(AlertButton(title, role: role.role))
                } else {
                    buttons.append(AlertButton(title))
                }
            } else {
                itemEnd = index
                while itemEnd < value.upperBound, bytes[itemEnd] != separator { itemEnd += 1 }
                let item = trim(index..<itemEnd)
                guard !item.isEmpty else {
                    throw error(at: index, "empty button title (two separators in a row, or a trailing separator)")
                }
                titleStart = item.lowerBound
                title = String(decoding: bytes[item], as: UTF8.self)
                if let role = Self.role(in: title), !role.text.isEmpty {
                    buttons.append(AlertButton(role.text, role: role.role))
                } else {
                    buttons.append(AlertButton(title))
                }
            }
            current!.source.fields[.button(buttons.count - 1)] = FieldSource(start: location(of: titleStart))
            index = itemEnd
            if index < value.upperBound {
                index += 1
                if trim(index..<value.upperBound).isEmpty {
                    throw error(at: index - 1, "empty button title after the last separator")
                }
            }
        }
        current!.alert.buttons = buttons
        current!.spans[.buttons] = DraftSpan(value: value, lines: lines)
        current!.source.fields[.buttons] = FieldSource(start: location(of: value.lowerBound))
        current!.buttonSeparator = separator == UInt8(ascii: "|") ? "|" : ","
    }

    /// Splits `Delete (destructive)` into the title and the role.
    static func role(in item: String) -> (text: String, role: ButtonRole)? {
        guard item.hasSuffix(")"), let open = item.lastIndex(of: "(") else { return nil }
        let name = item[item.index(after: open)..<item.index(before: item.endIndex)]
        guard let role = ButtonRole(rawValue: String(name)) else { return nil }
        var text = item[..<open]
        while text.last == " " || text.last == "\t" { text = text.dropLast() }
        return (String(text), role)
    }

    /// `name:` at the start of a line: a lowercase ASCII word directly followed by `:` and then
    /// whitespace or the end of the line.
    private func fieldPrefix(_ line: Range<Int>) -> (String, Range<Int>, Range<Int>)? {
        var index = line.lowerBound
        while index < line.upperBound, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[index]) { index += 1 }
        guard index > line.lowerBound, index < line.upperBound, bytes[index] == UInt8(ascii: ":") else { return nil }
        let afterColon = index + 1
        guard afterColon == line.upperBound || DraftReader.isBlank(bytes[afterColon]) else { return nil }
        let name = String(decoding: bytes[line.lowerBound..<index], as: UTF8.self)
        return (name, line.lowerBound..<index, trim(afterColon..<line.upperBound))
    }

    private func containsUnquoted(_ target: UInt8, in range: Range<Int>) -> Bool {
        var quoted = false
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            if quoted && byte == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if byte == UInt8(ascii: "\"") { quoted.toggle() } else if !quoted && byte == target { return true }
            index += 1
        }
        return false
    }

    private func trim(_ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, DraftReader.isBlank(bytes[lower]) { lower += 1 }
        while upper > lower, DraftReader.isBlank(bytes[upper - 1]) { upper -= 1 }
        return lower..<upper
    }

    /// The line and column of a byte offset on the current line.
    private func location(of offset: Int) -> SourceLocation {
        SourceLocation(line: lineNumber, column: DraftReader.utf16Column(bytes, lineStart: lineStart, offset: offset))
    }

    private func line(of offset: Int) -> Int {
        bytes[..<offset].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    }

    private func error(at offset: Int, _ message: String) -> InputError {
        let location = location(of: offset)
        return InputError(path: path, line: location.line, column: location.column, message: message)
    }
}
