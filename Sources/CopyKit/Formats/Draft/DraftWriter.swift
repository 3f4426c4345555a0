import Foundation

/// Writes fixed alerts back in the format they were read in. The plain format is edited in
/// place: only the values that changed are rewritten, so comments, separators and layout stay.
public enum DraftWriter {
    /// The document's bytes with each alert replaced by its fixed version (same count, same order).
    public static func write(_ document: DraftDocument, fixed: [Alert]) -> [UInt8] {
        precondition(fixed.count == document.alerts.count, "one fixed alert per input alert")
        switch document.format {
        case .plain:
            return writePlain(document, fixed: fixed)
        case .jsonObject, .jsonArray, .jsonLines:
            return JSONDraftWriter.write(document, fixed: fixed)
        }
    }

    private struct Splice {
        var range: Range<Int>
        var bytes: [UInt8]
    }

    private static func writePlain(_ document: DraftDocument, fixed: [Alert]) -> [UInt8] {
        var splices: [Splice] = []
        for (draft, alert) in zip(document.alerts, fixed) where draft.alert != alert {
            let newline: [UInt8] = usesCRLF(document.bytes, in: draft.extent) ? [0x0D, 0x0A] : [0x0A]
            if draft.spans[.button(0)] != nil, draft.alert.buttons.count == 1 {
                if alert.buttons != draft.alert.buttons, let span = draft.spans[.button(0)] {
                    let title = alert.buttons.map(\.title).joined(separator: ", ")
                    splices.append(Splice(range: span.value, bytes: Array(title.utf8)))
                }
            }
            let titleRemoved = draft.alert.title != nil && alert.title == nil
            for field in [AlertField.title, .message] {
                let before = draft.alert.text(of: field)
                let after = alert.text(of: field)
                let mustName = field == .message && titleRemoved && draft.spans[.message]?.isNamed == false
                guard before != after || mustName else { continue }
                if let span = draft.spans[field] {
                    if let after {
                        var name = !span.isNamed && (mustName || needsName(after)) ? "\(field): " : ""
                        // `message:` with its text on the next line: the new text joins the name's line,
                        // which reads back only with a space after the colon.
                        if span.isNamed, span.value.lowerBound > 0, document.bytes[span.value.lowerBound - 1] == 0x3A,
                            let first = after.utf8.first, first != 0x0A, first != 0x0D
                        {
                            name = " "
                        }
                        splices.append(Splice(range: span.value, bytes: Array((name + after).utf8)))
                    } else {
                        splices.append(Splice(range: span.lines, bytes: []))
                    }
                } else if let after {
                    let line = Array("\(field): \(after)".utf8) + newline
                    let offset =
                        field == .title
                        ? draft.extent.lowerBound
                        : (draft.spans[.title]?.lines.upperBound ?? draft.extent.lowerBound)
                    splices.append(Splice(range: offset..<offset, bytes: line))
                }
            }
            if draft.spans[.button(0)] == nil, alert.buttons != draft.alert.buttons {
                let list = buttonList(alert.buttons, separator: draft.buttonSeparator)
                if let span = draft.spans[.buttons] {
                    if alert.buttons.isEmpty {
                        splices.append(Splice(range: span.lines, bytes: []))
                    } else {
                        splices.append(Splice(range: span.value, bytes: Array(list.utf8)))
                    }
                } else if !alert.buttons.isEmpty {
                    var offset = draft.extent.upperBound
                    var line = Array("buttons: \(list)".utf8) + newline
                    if offset > 0, offset == document.bytes.count, document.bytes[offset - 1] != 0x0A {
                        line = newline + Array(line.dropLast(newline.count))
                    }
                    offset = min(offset, document.bytes.count)
                    splices.append(Splice(range: offset..<offset, bytes: line))
                }
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

    /// A button list in the plain format: titles joined by `, ` (or ` | `), quoted when they hold
    /// the separator or a quote, each role in parentheses.
    public static func buttonList(_ buttons: [AlertButton], separator: Character = ",") -> String {
        buttons.map { button in
            var title = button.title
            if title.contains(separator) || title.contains("\"") || title.hasSuffix(")") || title.first == " "
                || title.last == " "
            {
                title =
                    "\""
                    + title.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
                        of: "\"", with: "\\\"") + "\""
            }
            return button.role.map { "\(title) (\($0.rawValue))" } ?? title
        }.joined(separator: separator == "|" ? " | " : ", ")
    }

    /// Whether a value written on a line without a field name would read as something else: an
    /// empty line, a comment, a separator, a field name, or JSON.
    static func needsName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first else { return true }
        if first == "#" || first == "{" || first == "[" || first == " " || first == "\t" || text == "---" {
            return true
        }
        let word = text.unicodeScalars.prefix { ("a"..."z").contains($0) }
        let rest = text.unicodeScalars.dropFirst(word.count)
        return !word.isEmpty && rest.first == ":" && (rest.count == 1 || [" ", "\t"].contains(rest.dropFirst().first))
    }

    private static func usesCRLF(_ bytes: [UInt8], in range: Range<Int>) -> Bool {
        guard let newline = bytes[range].firstIndex(of: 0x0A) else { return false }
        return newline > 0 && bytes[newline - 1] == 0x0D
    }
}
