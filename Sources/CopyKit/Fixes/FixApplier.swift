/// Applies fixes to an alert in one pass: edits on a field, whole-field replacements, a new
/// button list. A fix is applied whole or not at all. It is dropped when it is not applicable
/// (see `isApplicable`) or conflicts with a fix accepted before it in the same pass (overlapping
/// edits, two changes of one field, a text change on a button next to a new button list); the
/// next round of `Linter.fix` picks those up.
public enum FixApplier {
    public static func apply(_ fixes: [Fix], to alert: Alert, tokenizer: Tokenizer = Tokenizer()) -> Alert {
        apply(fixes, to: alert, tokenizer: tokenizer, analysis: nil)
    }

    /// `apply`, given the analysis of `alert` when the caller has one: a field's tokens are taken
    /// from it instead of tokenizing the field again for every fix.
    static func apply(_ fixes: [Fix], to alert: Alert, tokenizer: Tokenizer, analysis: AnalyzedAlert?) -> Alert {
        var plan = Plan()
        for fix in fixes where isApplicable(fix, to: alert, tokenizer: tokenizer, analysis: analysis) {
            plan.accept(fix)
        }
        let result = keepingFieldsReadable(of: alert, in: plan.result(for: alert))
        return preservingProtectedSpans(of: alert, in: result, tokenizer: tokenizer)
    }

    /// `result` with no field emptied by its fixes: a message left with nothing but punctuation
    /// ("Oops!!!" with its interjection and "!" removed) goes; a title or a button left so keeps
    /// its text, since an alert needs them.
    static func keepingFieldsReadable(of original: Alert, in result: Alert) -> Alert {
        func hasContent(_ text: String?) -> Bool {
            guard let text else { return false }
            // ASCII: a letter, a digit or "%" (no ASCII character has emoji presentation).
            if text.utf8.allSatisfy({ $0 < 0x80 }) {
                return text.utf8.contains {
                    (($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x25
                }
            }
            return text.unicodeScalars.contains {
                $0.properties.isAlphabetic || $0.properties.numericType != nil || $0.properties.isEmojiPresentation
                    || $0 == "%"
            }
        }
        func emptied(_ before: String?, _ after: String?) -> Bool {
            guard let before, let after, before != after else { return false }
            let blank = after.allSatisfy(\.isWhitespace)
            return (hasContent(before) && !hasContent(after)) || (blank && !before.allSatisfy(\.isWhitespace))
        }
        var checked = result
        if emptied(original.title, result.title) { checked.title = original.title }
        if emptied(original.message, result.message) { checked.message = nil }
        if result.buttons.count == original.buttons.count {
            for index in result.buttons.indices
            where emptied(original.buttons[index].title, result.buttons[index].title) {
                checked.buttons[index].title = original.buttons[index].title
            }
        }
        return checked
    }

    /// Whether a fix may be applied to `alert`: its field exists; its edits are in bounds, do not
    /// overlap one another, do not split a surrogate pair and never cut into an opaque span
    /// (format specifiers, placeholders, URLs, quoted names — an edit may take a span whole);
    /// and the field's multiset of format specifiers and placeholders is the same after it (a
    /// new button list: over all buttons).
    public static func isApplicable(_ fix: Fix, to alert: Alert, tokenizer: Tokenizer = Tokenizer()) -> Bool {
        isApplicable(fix, to: alert, tokenizer: tokenizer, analysis: nil)
    }

    /// `isApplicable`, taking the field's tokens from `analysis` when it analyzed the same text.
    static func isApplicable(_ fix: Fix, to alert: Alert, tokenizer: Tokenizer, analysis: AnalyzedAlert?) -> Bool {
        switch fix.change {
        case .edits(let edits):
            guard let text = alert.text(of: fix.field), !edits.isEmpty else { return false }
            let units = text.utf16Units
            let sorted = TextEditApplier.sorted(edits)
            for (index, edit) in sorted.enumerated() {
                guard edit.range.lowerBound >= 0, edit.range.upperBound <= units.count,
                    !splitsSurrogatePair(units, at: edit.range.lowerBound),
                    !splitsSurrogatePair(units, at: edit.range.upperBound)
                else { return false }
                if index > 0 && TextEditApplier.conflict(sorted[index - 1], edit) { return false }
            }
            let analyzed = analysis?.text(of: fix.field)
            let tokens = analyzed.map { $0.text == text } == true ? analyzed!.tokens : tokenizer.tokenize(text)
            // Tokens and edits are both in text order and the edits do not overlap: one walk.
            var firstCandidate = 0
            for token in tokens where token.isOpaque {
                let span = TextEdit(range: token.range, replacement: "")
                while firstCandidate < sorted.count, sorted[firstCandidate].range.upperBound < token.range.lowerBound {
                    firstCandidate += 1
                }
                var candidate = firstCandidate
                while candidate < sorted.count, sorted[candidate].range.lowerBound <= token.range.upperBound {
                    let edit = sorted[candidate]
                    if TextEditApplier.conflict(edit, span) && !leavesIntact(edit, token) { return false }
                    candidate += 1
                }
            }
            // Without a protected span's first character in the text or an edit, neither the
            // text nor its fixed form holds one.
            guard mayHoldProtectedSpans(text) || sorted.contains(where: { mayHoldProtectedSpans($0.replacement) })
            else { return true }
            let fixed = TextEditApplier.apply(sorted, to: text)
            return protectedSpans(of: tokens, in: text) == protectedSpans(of: fixed, tokenizer: tokenizer)
        case .replacement(let replacement):
            guard fix.field != .buttons, let text = alert.text(of: fix.field) else { return false }
            return protectedSpans(of: text, tokenizer: tokenizer)
                == (replacement.map { protectedSpans(of: $0, tokenizer: tokenizer) } ?? [])
        case .buttons(let buttons):
            return protectedSpans(of: alert.buttons, tokenizer: tokenizer)
                == protectedSpans(of: buttons, tokenizer: tokenizer)
        }
    }

    /// The format specifiers, String Catalog substitutions, placeholders and Swift interpolations
    /// of a text, sorted: a multiset that every fix must leave unchanged.
    public static func protectedSpans(of text: String, tokenizer: Tokenizer = Tokenizer()) -> [String] {
        guard mayHoldProtectedSpans(text) else { return [] }
        return protectedSpans(of: tokenizer.tokenize(text), in: text)
    }

    /// Whether the text has a character that starts a protected span (`%`, `{`, `\`): without
    /// one it has none, and is not tokenized to find out.
    static func mayHoldProtectedSpans(_ text: String) -> Bool {
        text.utf8.contains { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "\\") }
    }

    static func protectedSpans(of tokens: [Token], in text: String) -> [String] {
        var spans: [String] = []
        let units = text.utf16Units
        for token in tokens {
            switch token.kind {
            case .opaque(.formatSpecifier), .opaque(.substitution), .opaque(.placeholder), .opaque(.interpolation):
                spans.append(AnalyzedText.string(units[token.range]))
            case .opaque(.quoted), .opaque(.fileName):
                // A quoted name may hold a specifier (“%@”): it counts like one written bare.
                guard token.range.count > 2 else { continue }
                let inner = String(
                    decoding: units[(token.range.lowerBound + 1)..<(token.range.upperBound - 1)], as: UTF16.self)
                spans.append(contentsOf: protectedSpans(of: Tokenizer().tokenize(inner), in: inner))
            default:
                continue
            }
        }
        return spans.sorted()
    }

    static func protectedSpans(of buttons: [AlertButton], tokenizer: Tokenizer) -> [String] {
        buttons.flatMap { protectedSpans(of: $0.title, tokenizer: tokenizer) }.sorted()
    }

    /// `result` with every field whose protected spans differ from `original`'s put back as it was.
    static func preservingProtectedSpans(of original: Alert, in result: Alert, tokenizer: Tokenizer) -> Alert {
        var checked = result
        for field in [AlertField.title, .message] where result.text(of: field) != original.text(of: field) {
            let before = original.text(of: field).map { protectedSpans(of: $0, tokenizer: tokenizer) } ?? []
            let after = result.text(of: field).map { protectedSpans(of: $0, tokenizer: tokenizer) } ?? []
            if before != after { checked.setText(original.text(of: field), of: field) }
        }
        if result.buttons != original.buttons
            && protectedSpans(of: result.buttons, tokenizer: tokenizer)
                != protectedSpans(of: original.buttons, tokenizer: tokenizer)
        {
            checked.buttons = original.buttons
        }
        return checked
    }

    /// Whether an edit that touches an opaque span leaves no part of it altered: it only inserts
    /// at the span's edge, or it takes the span whole (a removed sentence, “Connect” written
    /// without its quotes). An edit that cuts into a span changes text inside it. A format
    /// specifier taken whole is still caught by the multiset check.
    private static func leavesIntact(_ edit: TextEdit, _ token: Token) -> Bool {
        if edit.range.isEmpty {
            return edit.range.lowerBound == token.range.lowerBound || edit.range.lowerBound == token.range.upperBound
        }
        return edit.range.lowerBound <= token.range.lowerBound && token.range.upperBound <= edit.range.upperBound
    }

    private static func splitsSurrogatePair(_ units: [UInt16], at offset: Int) -> Bool {
        offset > 0 && offset < units.count && UTF16.isTrailSurrogate(units[offset])
    }

    /// The changes accepted in one pass, by field.
    private struct Plan {
        var edits: [AlertField: [TextEdit]] = [:]
        var replacements: [AlertField: String?] = [:]
        var buttons: [AlertButton]?

        mutating func accept(_ fix: Fix) {
            let isButton: Bool
            if case .button = fix.field { isButton = true } else { isButton = false }
            switch fix.change {
            case .edits(let new):
                guard replacements[fix.field] == nil, !(isButton && buttons != nil) else { return }
                guard !TextEditApplier.conflict(edits[fix.field, default: []], new) else { return }
                edits[fix.field, default: []].append(contentsOf: new)
            case .replacement(let text):
                guard edits[fix.field] == nil, replacements[fix.field] == nil, !(isButton && buttons != nil) else {
                    return
                }
                replacements[fix.field] = .some(text)
            case .buttons(let list):
                let touchesButtons =
                    edits.keys.contains(where: Self.isButtonField)
                    || replacements.keys.contains(where: Self.isButtonField)
                guard buttons == nil, !touchesButtons else { return }
                buttons = list
            }
        }

        func result(for alert: Alert) -> Alert {
            var result = alert
            for (field, fieldEdits) in edits {
                guard let text = alert.text(of: field) else { continue }
                result.setText(TextEditApplier.apply(fieldEdits, to: text), of: field)
            }
            var removedButtons: [Int] = []
            for (field, text) in replacements {
                if case .button(let index) = field, text == nil {
                    removedButtons.append(index)
                } else {
                    result.setText(text, of: field)
                }
            }
            for index in removedButtons.sorted(by: >) { result.setText(nil, of: .button(index)) }
            if let buttons { result.buttons = buttons }
            return result
        }

        static func isButtonField(_ field: AlertField) -> Bool {
            if case .button = field { return true }
            return false
        }
    }
}
