/// Reads JSON drafts: one alert object, an array of alert objects, or JSON Lines (one object a
/// line). An alert object: `{"title": "…", "message": "…", "buttons": ["…", {"title": "…",
/// "role": "cancel"}]}`; `title` and `message` may be null or absent; other members (an `id`,
/// notes) are kept and ignored, and `id` names the alert in reports.
enum JSONDraftReader {
    /// Reads `bytes` (UTF-8, an optional BOM, not yet checked as text): they are checked before
    /// anything else is read, except JSON Lines, whose lines are checked as they are read (a
    /// line read without error is text), and then checked whole only when a line fails, so a bad
    /// byte is still reported before any error of a line.
    static func read(_ bytes: [UInt8], path: String) throws(InputError) -> DraftDocument {
        var first = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while first < bytes.count,
            bytes[first] == 0x20 || bytes[first] == 0x09 || bytes[first] == 0x0A
                || bytes[first] == 0x0D
        {
            first += 1
        }
        if bytes[first] != UInt8(ascii: "[") {
            let lines = nonBlankLines(bytes, from: first)
            if lines.count > 1, (try? JSONParser.parseNodes(bytes[lines[0].range])) != nil {
                return try readLines(lines, bytes: bytes, path: path)
            }
        }
        try DraftReader.validateText(bytes, path: path)
        if bytes[first] == UInt8(ascii: "["), let root = try parse(bytes, path: path) {
            guard let elements = root.elements else {
                throw InputError(path: path, line: 1, column: 1, message: "expected an array of alert objects")
            }
            var alerts: [DraftAlert] = []
            for element in elements {
                alerts.append(try alert(element, bytes: bytes, path: path, index: alerts.count))
            }
            guard !alerts.isEmpty else {
                throw InputError(
                    path: path, line: root.span.start.line, column: root.span.start.column,
                    message: "empty array: expected alert objects")
            }
            return DraftDocument(format: .jsonArray, path: path, alerts: alerts, bytes: bytes)
        }
        guard let root = try parse(bytes, path: path) else {
            throw InputError(path: path, line: 1, column: 1, message: "empty input: expected an alert")
        }
        return DraftDocument(
            format: .jsonObject, path: path, alerts: [try alert(root, bytes: bytes, path: path, index: 0)], bytes: bytes
        )
    }

    /// Reads the lines of JSON Lines in parallel (a non-blank line holds one alert, so its
    /// ordinal is the alert's index). A line that fails gives a placeholder with an empty extent
    /// (an alert object's never is); then the input is checked as text, and the first such line
    /// is read again for its error, so the error reported is the first in line order.
    private static func readLines(_ lines: [Line], bytes: [UInt8], path: String) throws(InputError) -> DraftDocument {
        // Each draft is made where the array keeps it: scanned directly when the line has the
        // usual shape, else read through its node tree.
        let alerts = lines.concurrentMap(minimumChunk: 256) { (line, slot: UnsafeMutablePointer<DraftAlert>) in
            let range = line.range
            if JSONAlertScanner.read(
                in: bytes, line: range, number: line.number, path: path, index: line.index, into: slot)
            {
                return
            }
            do {
                slot.initialize(
                    to: try nodeAlert(in: bytes, line: range, number: line.number, path: path, index: line.index))
            } catch {
                let start = SourceLocation(line: line.number, column: 1)
                slot.initialize(to: DraftAlert(alert: Alert(), source: AlertSource(path: path, start: start)))
            }
        }
        if let failed = alerts.firstIndex(where: { $0.extent.isEmpty }) {
            try DraftReader.validateText(bytes, path: path)
            // The scanner leaves every error to the node reader: it reports the line's.
            let line = lines[failed]
            _ = try nodeAlert(in: bytes, line: line.range, number: line.number, path: path, index: line.index)
            preconditionFailure("line \(line.number) failed to read once, not twice")
        }
        return DraftDocument(format: .jsonLines, path: path, alerts: alerts, bytes: bytes)
    }

    /// A non-blank line: its number, its bytes (without the line feed), and its ordinal among
    /// the non-blank lines (from 0).
    private struct Line: Sendable {
        var number: Int
        var range: Range<Int>
        var index: Int
    }

    private static func nonBlankLines(_ bytes: [UInt8], from start: Int) -> [Line] {
        var lines: [Line] = []
        var number = 1 + bytes[..<start].reduce(0) { $1 == 0x0A ? $0 + 1 : $0 }
        var lineStart = start
        bytes.withUnsafeBufferPointer { bytes in
            while lineStart < bytes.count {
                let end = endOfLine(bytes, from: lineStart)
                if bytes[lineStart..<end].contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) {
                    lines.append(Line(number: number, range: lineStart..<end, index: lines.count))
                }
                lineStart = end + 1
                number += 1
            }
        }
        return lines
    }

    /// The offset of the first line feed from `start`, or the end of `bytes`: 16 bytes at a time
    /// to the block that has it, then 8 bytes at a time (`(x - 0x01…) & ~x` sets the high bit of
    /// a zero byte of `x`, and of none before it).
    private static func endOfLine(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        let lineFeedBlock = SIMD16<UInt8>(repeating: 0x0A)
        while bytes.count - index >= 16 {
            let block = UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: SIMD16<UInt8>.self)
            if any(block .== lineFeedBlock) { break }
            index += 16
        }
        while bytes.count - index >= 8 {
            let word = UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)
            let lineFeeds = word ^ 0x0A0A_0A0A_0A0A_0A0A
            let zeros = (lineFeeds &- 0x0101_0101_0101_0101) & ~lineFeeds & 0x8080_8080_8080_8080
            if zeros != 0 { return index + zeros.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < bytes.count, bytes[index] != 0x0A { index += 1 }
        return index
    }

    /// Parses the whole input.
    private static func parse(_ bytes: [UInt8], path: String) throws(InputError) -> JSONNode? {
        do {
            return try JSONParser.parseNodes(bytes)
        } catch {
            throw InputError(path: path, line: error.line, column: error.column, message: error.message)
        }
    }

    /// The alert of the line `range` of JSON Lines, whose number is `number`, read through its
    /// node tree: the line is parsed as a text of its own that starts at column 1 of the line
    /// (the nodes' byte ranges are those of the whole input).
    static func nodeAlert(in bytes: [UInt8], line range: Range<Int>, number: Int, path: String, index: Int)
        throws(InputError) -> DraftAlert
    {
        let node: JSONNode
        do {
            node = try JSONParser.parseNodes(bytes, documentIn: range, line: number)
        } catch {
            throw InputError(path: path, line: error.line, column: error.column, message: error.message)
        }
        return try alert(node, bytes: bytes, path: path, index: index)
    }

    private static func alert(_ node: JSONNode, bytes: [UInt8], path: String, index: Int) throws(InputError)
        -> DraftAlert
    {
        func fail(_ node: JSONNode, _ message: String) -> InputError {
            InputError(path: path, line: node.span.start.line, column: node.span.start.column, message: message)
        }
        guard let members = node.members else {
            throw fail(
                node,
                "expected an alert object ({\"title\": …, \"message\": …, \"buttons\": […]}), found \(node.value.kindName)"
            )
        }
        // One look at the members first: the id (the last one), how many buttons the last
        // "buttons" holds, and whether any member is a field at all.
        var id: JSONNode?
        var buttonCount = 0
        var hasField = false
        for memberIndex in members.indices {
            switch members[memberIndex].key {
            case "id": id = members[memberIndex].value
            case "title", "message": hasField = true
            case "buttons":
                hasField = true
                buttonCount = members[memberIndex].value.elements?.count ?? 0
            default: break
            }
        }
        var name = defaultName(index: index)
        if let id {
            if let text = id.stringValue { name = text } else if case .number(let text) = id.content { name = text }
        }
        var draft = DraftAlert(alert: Alert(), source: AlertSource(path: path, name: name, start: node.span.start))
        draft.extent = node.span.bytes
        // The title, message, buttons and each button: room made once instead of growing.
        draft.source.fields = Dictionary(minimumCapacity: 3 + buttonCount)
        for member in members {
            switch member.key {
            case "title", "message":
                let field: AlertField = member.key == "title" ? .title : .message
                switch member.value.content {
                case .null: break
                case .string(let text):
                    draft.alert.setText(text, of: field)
                    draft.source.fields[field] = fieldSource(member.value, bytes: bytes)
                default:
                    throw fail(
                        member.value,
                        "expected a string or null for '\(member.key)', found \(member.value.value.kindName)")
                }
                draft.spans[field] = DraftSpan(value: member.value.span.bytes, lines: member.value.span.bytes)
            case "buttons":
                guard let elements = member.value.elements else {
                    throw fail(
                        member.value, "expected an array of buttons for 'buttons', found \(member.value.value.kindName)"
                    )
                }
                draft.spans[.buttons] = DraftSpan(value: member.value.span.bytes, lines: member.value.span.bytes)
                draft.source.fields[.buttons] = FieldSource(start: member.value.span.start)
                draft.alert.buttons.reserveCapacity(draft.alert.buttons.count + elements.count)
                for element in elements {
                    let index = draft.alert.buttons.count
                    switch element.content {
                    case .string(let title):
                        draft.alert.buttons.append(AlertButton(title))
                        draft.source.fields[.button(index)] = fieldSource(element, bytes: bytes)
                    case .object:
                        guard let titleNode = element["title"], let title = titleNode.stringValue else {
                            throw fail(element, "expected a button object with a string 'title'")
                        }
                        var role: ButtonRole?
                        if let roleNode = element["role"], !roleNode.isNull {
                            guard let text = roleNode.stringValue, let parsed = ButtonRole(rawValue: text) else {
                                throw fail(
                                    roleNode, "expected 'default', 'cancel' or 'destructive' for the button's 'role'")
                            }
                            role = parsed
                        }
                        for key in element.members ?? [] where key.key != "title" && key.key != "role" {
                            var message = "unknown button key '\(key.key)' (expected title, role)"
                            if let suggestion = NameSuggestion.closest(to: key.key, among: ["title", "role"]) {
                                message = "unknown button key '\(key.key)'; did you mean '\(suggestion)'?"
                            }
                            throw InputError(
                                path: path, line: key.keySpan.start.line, column: key.keySpan.start.column,
                                message: message)
                        }
                        draft.alert.buttons.append(AlertButton(title, role: role))
                        draft.source.fields[.button(index)] = fieldSource(titleNode, bytes: bytes)
                    default:
                        throw fail(
                            element,
                            "expected a button title or a {\"title\", \"role\"} object, found \(element.value.kindName)"
                        )
                    }
                }
            default:
                if let suggestion = misspelledAlertKey(member.key) {
                    throw InputError(
                        path: path, line: member.keySpan.start.line, column: member.keySpan.start.column,
                        message: "unknown alert key '\(member.key)'; did you mean '\(suggestion)'?")
                }
            }
        }
        guard hasField else {
            throw fail(node, "expected an alert object with a \"title\", a \"message\" or \"buttons\"")
        }
        return draft
    }

    /// The name of the alert at `index` (from 0) without an `id`: its ordinal, written digit by
    /// digit (cheaper than `String(_:)`'s generic path).
    static func defaultName(index: Int) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var number = index + 1
            var start = digits.count
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(number % 10)
                number /= 10
            } while number > 0
            return String(decoding: UnsafeBufferPointer(rebasing: digits[start...]), as: UTF8.self)
        }
    }

    /// The field name an unknown member name of an alert object is likely a misspelling of
    /// (nil for `id`, and for names not within two edits of a field's).
    static func misspelledAlertKey(_ key: String) -> String? {
        guard key != "id", let suggestion = NameSuggestion.closest(to: key, among: ["title", "message", "buttons"]),
            NameSuggestion.editDistance(key, suggestion) <= 2
        else { return nil }
        return suggestion
    }

    private static func fieldSource(_ node: JSONNode, bytes: [UInt8]) -> FieldSource {
        fieldSource(quoted: node.span.bytes, start: node.span.start, bytes: bytes)
    }

    /// Where the text of the string `quoted` of `bytes` (quotes included, its opening quote at
    /// `start`) starts, mapping offsets in the decoded text through escapes (read from the input
    /// when asked, so nothing is copied up front).
    static func fieldSource(quoted: Range<Int>, start quote: SourceLocation, bytes: [UInt8]) -> FieldSource {
        FieldSource(
            start: SourceLocation(line: quote.line, column: quote.column + 1),
            jsonString: JSONStringSpan(bytes: bytes, quoted: quoted))
    }

    /// How many UTF-16 columns of the string `quoted` of `bytes` (quotes included, a string the
    /// parser has read), after its opening quote, hold the first `decodedOffset` UTF-16 units of
    /// the decoded string.
    static func sourceColumns(_ bytes: [UInt8], quoted: Range<Int>, decodedOffset: Int) -> Int {
        var decoded = 0
        var columns = 0
        var index = quoted.lowerBound + 1
        while decoded < decodedOffset, index < quoted.upperBound - 1 {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") {
                let length = index + 1 < quoted.upperBound && bytes[index + 1] == UInt8(ascii: "u") ? 6 : 2
                index += length
                columns += length
                decoded += 1
            } else if byte < 0x80 {
                index += 1
                columns += 1
                decoded += 1
            } else {
                let length = DraftReader.utf8SequenceLength(bytes, at: index)
                let units = length == 4 ? 2 : 1
                index += max(1, length)
                columns += units
                decoded += units
            }
        }
        return columns
    }
}
