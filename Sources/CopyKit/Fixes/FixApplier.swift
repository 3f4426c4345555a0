/// Applies fixes to an alert in one pass: edits on a field, whole-field replacements, a new
/// button list. A fix is applied whole or not at all. It is dropped when it is not applicable
/// (see `isApplicable`) or conflicts with a fix accepted before it in the same pass (overlapping
/// edits, two changes of one field, a text change on a button next to a new button list); the
/// next round of `Linter.fix` picks those up.
public enum FixApplier {
    public static func apply(_ fixes: [Fix], to alert: Alert, tokenizer: Tokenizer = Tokenizer()) -> Alert {
        apply(fixes, to: alert, tokenizer: tokenizer, analysis: nil)
    }

    /// `apply`, given the analysis of `alert` when the caller has one: a field's tokens and
    /// UTF-16 units are taken from it instead of computing them again for every fix.
    ///
    /// The result keeps every field's protected spans, as `preservingProtectedSpans` would make
    /// it, but checks again only what no single applicable fix has checked: a field changed by one
    /// fix has the text `isApplicable` compared, and a field left as it was needs no check. What
    /// remains is a field edited by several fixes together, a message removed for being emptied
    /// (`keepReadable`), and a new button list that had an emptied title put back.
    static func apply(_ fixes: [Fix], to alert: Alert, tokenizer: Tokenizer, analysis: AnalyzedAlert?) -> Alert {
        var plan = Plan()
        for fix in fixes where isApplicable(fix, to: alert, tokenizer: tokenizer, analysis: analysis) {
            plan.accept(fix)
        }
        return result(of: plan, for: alert, tokenizer: tokenizer, analysis: analysis)
    }

    /// `apply` of each finding's first fix of at most `safety`, in the findings' order (the
    /// fixes are read in place, not gathered); nil when no finding has such a fix.
    static func apply(
        firstFixesOf findings: [Finding], upTo safety: FixSafety, to alert: Alert, tokenizer: Tokenizer,
        analysis: AnalyzedAlert?
    ) -> Alert? {
        var plan = Plan()
        var hasFix = false
        // Through pointers, each fix is read where it is, with no copy of it or of its finding.
        findings.withUnsafeBufferPointer { findings in
            guard let finding = findings.baseAddress else { return }
            for index in findings.indices {
                finding[index].fixes.withUnsafeBufferPointer { fixes in
                    guard let fix = fixes.baseAddress else { return }
                    var first = 0
                    while first < fixes.count && fix[first].safety > safety { first += 1 }
                    guard first < fixes.count else { return }
                    hasFix = true
                    // Read in place: only its change is read out, not the whole fix.
                    let chosen = fix + first
                    if isApplicable(
                        chosen.pointee.change, of: chosen.pointee.field, to: alert, tokenizer: tokenizer,
                        analysis: analysis)
                    {
                        plan.accept(chosen.pointee.change, of: chosen.pointee.field)
                    }
                }
            }
        }
        guard hasFix else { return nil }
        return result(of: plan, for: alert, tokenizer: tokenizer, analysis: analysis)
    }

    /// `alert` with the changes `plan` accepted made, each field kept readable and with its
    /// protected spans. The fields are made readable in place, each read before it is put back.
    private static func result(
        of plan: Plan, for alert: Alert, tokenizer: Tokenizer, analysis: AnalyzedAlert?
    ) -> Alert {
        guard !plan.isEmpty else { return alert }
        var readable = plan.result(for: alert, analysis: analysis)
        var putBack = PutBack()
        plan.forEachChangedField { keepReadable($0, of: alert, in: &readable, putBack: &putBack) }
        if plan.buttons != nil { keepReadable(.buttons, of: alert, in: &readable, putBack: &putBack) }
        var unchecked = plan.fieldsChangedByMoreThanOneFix
        if putBack.removedMessage && !unchecked.contains(.message) { unchecked.append(.message) }
        if plan.buttons != nil && putBack.restoredButtonTitle { unchecked.append(.buttons) }
        guard !unchecked.isEmpty else { return readable }
        return preservingProtectedSpans(
            of: alert, in: readable, fields: unchecked, tokenizer: tokenizer, analysis: analysis)
    }

    /// What `keepReadable` changed: the checks it leaves to `preservingProtectedSpans`.
    private struct PutBack {
        /// A message emptied by the fixes was removed.
        var removedMessage = false
        /// A button title emptied by the fixes got its text back.
        var restoredButtonTitle = false
    }

    /// Puts back what the fixes emptied in `field` of `result` (`.buttons`: in each button): a
    /// message left with nothing but punctuation ("Oops!!!" with its interjection and "!"
    /// removed) goes; a title or a button left so keeps its text, since an alert needs them. A
    /// field as in `original` is never emptied. Only `field` is read and changed.
    private static func keepReadable(
        _ field: AlertField, of original: Alert, in result: inout Alert, putBack: inout PutBack
    ) {
        switch field {
        case .title:
            if emptied(original.title, result.title) { result.title = original.title }
        case .message:
            if emptied(original.message, result.message) {
                result.message = nil
                putBack.removedMessage = true
            }
        case .button(let index):
            guard result.buttons.count == original.buttons.count else { return }
            if emptied(original.buttons[index].title, result.buttons[index].title) {
                result.buttons[index].title = original.buttons[index].title
                putBack.restoredButtonTitle = true
            }
        case .buttons:
            guard result.buttons.count == original.buttons.count else { return }
            for index in result.buttons.indices
            where emptied(original.buttons[index].title, result.buttons[index].title) {
                result.buttons[index].title = original.buttons[index].title
                putBack.restoredButtonTitle = true
            }
        }
    }

    /// Whether a fix emptied a text: it had content (a letter, a digit, "%", an emoji) and has
    /// none, or it was not blank and is. The cheap tests come first: most fixed texts keep a
    /// letter, and then only blankness (its first character, most often) is left to look at.
    private static func emptied(_ before: String?, _ after: String?) -> Bool {
        guard let before, let after, before != after else { return false }
        if hasContent(after) { return isBlank(after) && !isBlank(before) }
        return hasContent(before) || (isBlank(after) && !isBlank(before))
    }

    /// Whether a text has a letter, a digit, "%" or an emoji. An ASCII letter, digit or "%" is
    /// one in any text; only a text without one and with other characters is read by scalar.
    private static func hasContent(_ text: String) -> Bool {
        var isASCII = true
        let found = text.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes {
                if byte >= 0x80 {
                    isASCII = false
                } else if isASCIIContent(byte) {
                    return true
                }
            }
            return false
        }
        if let found {
            if found || isASCII { return found }
        } else if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return text.utf8.contains(where: isASCIIContent)
        }
        return text.unicodeScalars.contains {
            $0.properties.isAlphabetic || $0.properties.numericType != nil || $0.properties.isEmojiPresentation
                || $0 == "%"
        }
    }

    /// An ASCII letter, digit or "%".
    private static func isASCIIContent(_ byte: UInt8) -> Bool {
        ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x25
    }

    /// Whether every character of a text is whitespace (`Character.isWhitespace` reads a
    /// character's first scalar, which is the text's first scalar for its first character): a
    /// text starting with an ASCII character other than whitespace is not blank.
    private static func isBlank(_ text: String) -> Bool {
        if let first = text.utf8.first, first < 0x80, !(first == 0x20 || (first >= 0x09 && first <= 0x0D)) {
            return false
        }
        return text.allSatisfy(\.isWhitespace)
    }

    /// Whether a fix may be applied to `alert`: its field exists; its edits are in bounds, do not
    /// overlap one another, do not split a surrogate pair and never cut into an opaque span
    /// (format specifiers, placeholders, URLs, quoted names — an edit may take a span whole);
    /// and the field's multiset of format specifiers and placeholders is the same after it (a
    /// new button list: over all buttons).
    public static func isApplicable(_ fix: Fix, to alert: Alert, tokenizer: Tokenizer = Tokenizer()) -> Bool {
        isApplicable(fix, to: alert, tokenizer: tokenizer, analysis: nil)
    }

    /// `isApplicable`, taking the field's tokens and UTF-16 units from `analysis` when it
    /// analyzed the same text.
    static func isApplicable(_ fix: Fix, to alert: Alert, tokenizer: Tokenizer, analysis: AnalyzedAlert?) -> Bool {
        isApplicable(fix.change, of: fix.field, to: alert, tokenizer: tokenizer, analysis: analysis)
    }

    /// `isApplicable` of a fix given by its change and field: what it reads of a fix, taken
    /// from a fix held elsewhere without copying the fix.
    static func isApplicable(
        _ change: Fix.Change, of field: AlertField, to alert: Alert, tokenizer: Tokenizer, analysis: AnalyzedAlert?
    ) -> Bool {
        switch change {
        case .edits(let edits):
            guard let text = alert.text(of: field), !edits.isEmpty else { return false }
            if let analyzed = analyzed(field, of: text, in: analysis) {
                return editsApplicable(edits, to: analyzed.utf16, tokens: { analyzed.tokens }, tokenizer: tokenizer)
            }
            let units = text.utf16Units
            return editsApplicable(edits, to: units, tokens: { tokenizer.tokenize(utf16: units) }, tokenizer: tokenizer)
        case .replacement(let replacement):
            guard field != .buttons, let text = alert.text(of: field) else { return false }
            return protectedSpans(of: field, text: text, tokenizer: tokenizer, analysis: analysis)
                == (replacement.map { protectedSpans(of: $0, tokenizer: tokenizer) } ?? [])
        case .buttons(let buttons):
            return protectedSpans(of: alert.buttons, tokenizer: tokenizer)
                == protectedSpans(of: buttons, tokenizer: tokenizer)
        }
    }

    /// `isApplicable` of edits to a text of `units`, whose tokens `tokens` gives.
    private static func editsApplicable<Tokens: Collection<Token>>(
        _ edits: [TextEdit], to units: some ContiguousUnits, tokens: () -> Tokens, tokenizer: Tokenizer
    ) -> Bool {
        let sorted = TextEditApplier.isSorted(edits) ? edits : TextEditApplier.sorted(edits)
        for (index, edit) in sorted.enumerated() {
            guard edit.range.lowerBound >= 0, edit.range.upperBound <= units.count,
                !splitsSurrogatePair(units, at: edit.range.lowerBound),
                !splitsSurrogatePair(units, at: edit.range.upperBound)
            else { return false }
            if index > 0 && TextEditApplier.conflict(sorted[index - 1], edit) { return false }
        }
        let tokens = tokens()
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
        guard mayHoldProtectedSpans(units) || sorted.contains(where: { mayHoldProtectedSpans($0.replacement) })
        else { return true }
        // The edits keep whole surrogate pairs: the fixed units are valid UTF-16, the units of
        // the text they spell.
        let fixed = TextEditApplier.appliedUnits(sorted, to: units)
        return protectedSpans(of: tokens, in: units) == protectedSpans(ofUnits: fixed, tokenizer: tokenizer)
    }

    /// The analysis of a field from `analysis`, when it analyzed `text`.
    static func analyzed(_ field: AlertField, of text: String, in analysis: AnalyzedAlert?) -> AnalyzedText? {
        guard let analyzed = analysis?.text(of: field), analyzed.text == text else { return nil }
        return analyzed
    }

    /// The format specifiers, String Catalog substitutions, placeholders and Swift interpolations
    /// of a text, sorted: a multiset that every fix must leave unchanged.
    public static func protectedSpans(of text: String, tokenizer: Tokenizer = Tokenizer()) -> [String] {
        guard mayHoldProtectedSpans(text) else { return [] }
        let units = text.utf16Units
        return protectedSpans(of: tokenizer.tokenize(utf16: units), in: units)
    }

    /// `protectedSpans(of:tokenizer:)` of `text`, the text of `field`, from the field's tokens
    /// when `analysis` analyzed that text.
    private static func protectedSpans(
        of field: AlertField, text: String, tokenizer: Tokenizer, analysis: AnalyzedAlert?
    ) -> [String] {
        guard mayHoldProtectedSpans(text) else { return [] }
        guard let analyzed = analyzed(field, of: text, in: analysis) else {
            return protectedSpans(of: text, tokenizer: tokenizer)
        }
        return protectedSpans(of: analyzed.tokens, in: analyzed.utf16)
    }

    /// `protectedSpans(of:tokenizer:)` of a text given as (valid) UTF-16 code units.
    private static func protectedSpans(ofUnits units: [UInt16], tokenizer: Tokenizer) -> [String] {
        guard mayHoldProtectedSpans(units) else { return [] }
        return protectedSpans(of: tokenizer.tokenize(utf16: units), in: units)
    }

    /// Whether the text has a character that starts a protected span (`%`, `{`, `\`): without
    /// one it has none, and is not tokenized to find out.
    static func mayHoldProtectedSpans(_ text: String) -> Bool {
        if let found = text.utf8.withContiguousStorageIfAvailable({ $0.contains(where: startsProtectedSpan) }) {
            return found
        }
        return text.utf8.contains(where: startsProtectedSpan)
    }

    /// `mayHoldProtectedSpans` of a text given as UTF-16 code units, read four units at a time.
    static func mayHoldProtectedSpans(_ units: some ContiguousUnits) -> Bool {
        units.withUnsafeBufferPointer { units in
            guard let base = units.baseAddress else { return false }
            let raw = UnsafeRawPointer(base)
            var index = 0
            while index + 4 <= units.count {
                let four = raw.loadUnaligned(fromByteOffset: 2 * index, as: UInt64.self)
                if hasZeroUnit(four ^ percents) || hasZeroUnit(four ^ braces) || hasZeroUnit(four ^ backslashes) {
                    return true
                }
                index += 4
            }
            while index < units.count {
                let unit = units[index]
                if unit < 0x80 && startsProtectedSpan(UInt8(truncatingIfNeeded: unit)) { return true }
                index += 1
            }
            return false
        }
    }

    /// "%", "{" and "\\" in each of four UTF-16 units.
    private static let percents: UInt64 = 0x0025_0025_0025_0025
    private static let braces: UInt64 = 0x007B_007B_007B_007B
    private static let backslashes: UInt64 = 0x005C_005C_005C_005C

    /// Whether one of the four UTF-16 units in `four` is zero (a borrow starts only at a zero
    /// unit, so no other unit makes the test true).
    @inline(__always)
    private static func hasZeroUnit(_ four: UInt64) -> Bool {
        (four &- 0x0001_0001_0001_0001) & ~four & 0x8000_8000_8000_8000 != 0
    }

    private static func startsProtectedSpan(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "%") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "\\")
    }

    static func protectedSpans(of tokens: [Token], in text: String) -> [String] {
        protectedSpans(of: tokens, in: text.utf16Units)
    }

    /// The protected spans among `tokens`, the tokens of `units`.
    static func protectedSpans(of tokens: some Collection<Token>, in units: some ContiguousUnits) -> [String] {
        var spans: [String] = []
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
        preservingProtectedSpans(
            of: original, in: result, fields: [.title, .message, .buttons], tokenizer: tokenizer, analysis: nil)
    }

    /// `preservingProtectedSpans(of:in:tokenizer:)` looking only at `fields` (a button: the
    /// whole list), the others known to keep their spans; the spans of `original`'s fields come
    /// from `analysis` when it analyzed them.
    private static func preservingProtectedSpans(
        of original: Alert, in result: Alert, fields: [AlertField], tokenizer: Tokenizer, analysis: AnalyzedAlert?
    ) -> Alert {
        var checked = result
        var buttonsChecked = false
        for field in fields {
            switch field {
            case .title, .message:
                let before = original.text(of: field)
                let after = result.text(of: field)
                guard after != before else { continue }
                let spansBefore =
                    before.map { protectedSpans(of: field, text: $0, tokenizer: tokenizer, analysis: analysis) } ?? []
                let spansAfter = after.map { protectedSpans(of: $0, tokenizer: tokenizer) } ?? []
                if spansBefore != spansAfter { checked.setText(before, of: field) }
            case .button, .buttons:
                guard !buttonsChecked else { continue }
                buttonsChecked = true
                if result.buttons != original.buttons
                    && protectedSpans(of: result.buttons, tokenizer: tokenizer)
                        != protectedSpans(of: original.buttons, tokenizer: tokenizer)
                {
                    checked.buttons = original.buttons
                }
            }
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

    private static func splitsSurrogatePair(_ units: some ContiguousUnits, at offset: Int) -> Bool {
        offset > 0 && offset < units.count && UTF16.isTrailSurrogate(units[offset])
    }
}
