/// A single-line editor as a pure state machine: fed the bytes a terminal sends in raw mode, it
/// keeps the line and the cursor (moving by grapheme cluster), walks the history, and says when a
/// line is entered. It never touches the terminal; `render` gives the bytes that redraw the line.
public struct LineEditor: Sendable {
    /// What a key press asks of the program around the editor.
    public enum Event: Hashable, Sendable {
        /// Enter: the line (already added to the history; the editor is empty again).
        case submit(String)
        /// Ctrl-D on an empty line.
        case endOfInput
        /// Ctrl-C: the line it discarded (empty when the line was already empty).
        case interrupt(discarded: String)
        /// Ctrl-L.
        case clearScreen
        /// Ctrl-Z.
        case suspend
        /// Tab with several ways to complete the line: the candidates, for the program to list.
        case completions([String])
    }

    public private(set) var history: History
    /// Completes the text before the cursor: every full text it may become (`:ap` → `:apply`).
    public var completer: (@Sendable (String) -> [String])?

    /// The text left of the cursor and right of it.
    private var before = ""
    private var after = ""
    /// The history entry shown, nil while editing a new line.
    private var historyIndex: Int?
    /// The new line being edited, kept while the history is shown.
    private var draft = ""
    /// The text deleted last by Ctrl-K/U/W or Alt-D, for Ctrl-Y.
    private var killed = ""
    private var decoder = KeyDecoder()

    public init(history: History = History(), completer: (@Sendable (String) -> [String])? = nil) {
        self.history = history
        self.completer = completer
    }

    /// The whole line.
    public var buffer: String { before + after }
    /// The cursor as a count of grapheme clusters before it.
    public var cursor: Int { before.count }
    /// The terminal columns before the cursor.
    public var cursorColumn: Int { DisplayWidth.of(before) }

    /// Replaces the line, with the cursor at grapheme `cursor` (the end when nil).
    public mutating func setLine(_ text: String, cursor: Int? = nil) {
        let split = text.index(text.startIndex, offsetBy: min(max(cursor ?? text.count, 0), text.count))
        before = String(text[..<split])
        after = String(text[split...])
    }

    /// Feeds terminal bytes; returns the events they complete, in order.
    public mutating func feed<Bytes: Sequence>(_ bytes: Bytes) -> [Event] where Bytes.Element == UInt8 {
        decoder.decode(bytes).compactMap { handle($0) }
    }

    /// Applies one key; returns the event it completes, if any.
    public mutating func handle(_ key: EditorKey) -> Event? {
        switch key {
        case .character(let scalar):
            if scalar.properties.generalCategory != .control { before.unicodeScalars.append(scalar) }
        case .enter:
            let line = buffer
            clearLine()
            history.add(line)
            return .submit(line)
        case .backspace:
            if !before.isEmpty { before.removeLast() }
        case .delete:
            if !after.isEmpty { after.removeFirst() }
        case .left:
            if let last = before.popLast() { after.insert(last, at: after.startIndex) }
        case .right:
            if let first = after.first {
                after.removeFirst()
                before.append(first)
            }
        case .home:
            after = before + after
            before = ""
        case .end:
            before += after
            after = ""
        case .up:
            showHistory(step: -1)
        case .down:
            showHistory(step: 1)
        case .wordLeft:
            let start = wordStart(before, isWord: Self.isWordCharacter)
            after = String(before[start...]) + after
            before = String(before[..<start])
        case .wordRight:
            let end = wordEnd(after, isWord: Self.isWordCharacter)
            before += after[..<end]
            after = String(after[end...])
        case .killToEnd:
            if !after.isEmpty { killed = after }
            after = ""
        case .killToStart:
            if !before.isEmpty { killed = before }
            before = ""
        case .deleteWordBefore:
            let start = wordStart(before) { !$0.isWhitespace }
            if start < before.endIndex { killed = String(before[start...]) }
            before = String(before[..<start])
        case .deleteWordAfter:
            let end = wordEnd(after, isWord: Self.isWordCharacter)
            if end > after.startIndex { killed = String(after[..<end]) }
            after = String(after[end...])
        case .yank:
            before += killed
        case .transpose:
            transpose()
        case .tab:
            return complete()
        case .interrupt:
            let line = buffer
            clearLine()
            return .interrupt(discarded: line)
        case .endOfInput:
            if before.isEmpty && after.isEmpty { return .endOfInput }
            if !after.isEmpty { after.removeFirst() }
        case .clearScreen:
            return .clearScreen
        case .suspend:
            return .suspend
        }
        return nil
    }

    /// The bytes that redraw the line in place: carriage return, the prompt, the visible part
    /// of the line (scrolled sideways when it is wider than the terminal), clear to the end of
    /// the line, then the cursor put back at its column. `promptWidth` is the prompt's width in
    /// columns (the prompt may hold colour escapes).
    public func render(prompt: String, promptWidth: Int, columns: Int) -> String {
        let characters = Array(buffer)
        let widths = characters.map { DisplayWidth.of($0) }
        let cursorIndex = min(cursor, characters.count)
        let available = max(columns - promptWidth - 1, 1)
        var start = 0
        var widthToCursor = widths[..<cursorIndex].reduce(0, +)
        while widthToCursor > available - 1 && start < cursorIndex {
            widthToCursor -= widths[start]
            start += 1
        }
        var end = start
        var shown = 0
        while end < characters.count && shown + widths[end] <= available {
            shown += widths[end]
            end += 1
        }
        var output = "\r" + prompt + String(characters[start..<end]) + "\u{1B}[K\r"
        let column = promptWidth + widthToCursor
        if column > 0 { output += "\u{1B}[\(column)C" }
        return output
    }

    private mutating func clearLine() {
        before = ""
        after = ""
        draft = ""
        historyIndex = nil
    }

    private mutating func showHistory(step: Int) {
        let entries = history.entries
        guard !entries.isEmpty else { return }
        switch (historyIndex, step < 0) {
        case (nil, true):
            draft = buffer
            historyIndex = entries.count - 1
        case (nil, false):
            return
        case (let index?, true):
            guard index > 0 else { return }
            historyIndex = index - 1
        case (let index?, false):
            if index + 1 < entries.count {
                historyIndex = index + 1
            } else {
                historyIndex = nil
                setLine(draft)
                return
            }
        }
        if let index = historyIndex { setLine(entries[index]) }
    }

    private mutating func transpose() {
        if after.isEmpty {
            guard before.count >= 2 else { return }
            let last = before.removeLast()
            let previous = before.removeLast()
            before.append(last)
            before.append(previous)
        } else {
            guard let previous = before.popLast() else { return }
            let next = after.removeFirst()
            before.append(next)
            before.append(previous)
        }
    }

    private mutating func complete() -> Event? {
        guard let completer, after.isEmpty else { return nil }
        let candidates = completer(before).filter { $0.hasPrefix(before) }
        guard let first = candidates.first else { return nil }
        if candidates.count == 1 {
            before = first.hasSuffix(" ") ? first : first + " "
            return nil
        }
        let common = candidates.dropFirst().reduce(first) { String($0.commonPrefix(with: $1)) }
        if common.count > before.count {
            before = common
            return nil
        }
        return .completions(candidates)
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "'" || character == "’"
    }

    /// Where the word that ends at the end of `text` starts (skipping non-word characters first).
    private func wordStart(_ text: String, isWord: (Character) -> Bool) -> String.Index {
        var index = text.endIndex
        while index > text.startIndex, !isWord(text[text.index(before: index)]) { index = text.index(before: index) }
        while index > text.startIndex, isWord(text[text.index(before: index)]) { index = text.index(before: index) }
        return index
    }

    /// Where the word that starts `text` ends (skipping non-word characters first).
    private func wordEnd(_ text: String, isWord: (Character) -> Bool) -> String.Index {
        var index = text.startIndex
        while index < text.endIndex, !isWord(text[index]) { index = text.index(after: index) }
        while index < text.endIndex, isWord(text[index]) { index = text.index(after: index) }
        return index
    }
}
