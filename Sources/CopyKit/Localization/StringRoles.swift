/// The part of an alert a localization string plays.
public enum StringRole: String, Sendable, CaseIterable {
    case title
    case message
    case button
}

/// What the role detector decided for one string, and why.
public struct RoleAssignment: Hashable, Sendable {
    /// The role, or nil when the string is not alert copy.
    public var role: StringRole?
    /// The alert the string belongs to: strings with the same group form one alert.
    public var group: String
    /// The button's role when the key says so (`….button.cancel`).
    public var buttonRole: ButtonRole?
    /// A short explanation (`key ends in "title" after "alert"`, `comment "Alert title"`).
    public var reason: String {
        get { explanation.text }
        set { explanation = .text(newValue) }
    }
    /// The comment says the string is something else (a label, a toast): no sibling key makes
    /// it alert copy.
    public var isExcluded = false
    /// The reason, written out only when asked for (`roles` shows it; linting does not).
    var explanation: Explanation

    public init(role: StringRole?, group: String, buttonRole: ButtonRole? = nil, reason: String) {
        self.init(role: role, group: group, buttonRole: buttonRole, explanation: .text(reason))
    }

    init(role: StringRole?, group: String, buttonRole: ButtonRole? = nil, explanation: Explanation) {
        self.role = role
        self.group = group
        self.buttonRole = buttonRole
        self.explanation = explanation
    }

    /// Assignments are equal when they decide alike and give the same reason, however it is kept.
    public static func == (lhs: RoleAssignment, rhs: RoleAssignment) -> Bool {
        lhs.role == rhs.role && lhs.group == rhs.group && lhs.buttonRole == rhs.buttonRole
            && lhs.isExcluded == rhs.isExcluded && lhs.reason == rhs.reason
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(role)
        hasher.combine(group)
        hasher.combine(buttonRole)
        hasher.combine(isExcluded)
        hasher.combine(reason)
    }

    /// A reason as the detector found it: its parts, written into a sentence by ``text``.
    enum Explanation: Sendable {
        case text(String)
        /// The key (or, when `inKey` is false, the comment) has the alert word `context`, and
        /// the key names the role with `word` (after the button `marker`).
        case keyNamesRole(inKey: Bool, context: String, role: StringRole, word: String, marker: String?)
        /// A comment with the alert word `context` names the role with `word`.
        case commentNamesRole(context: String, word: String)
        /// The key names the role with `word` in an alert its sibling keys are in.
        case siblingKeyNamesRole(role: StringRole, word: String)

        var text: String {
            switch self {
            case .text(let text):
                return text
            case .keyNamesRole(let inKey, let context, let role, let word, let marker):
                let via = inKey ? "key has \"\(context)\"" : "comment has \"\(context)\""
                var reason = "\(via); key names the \(role.rawValue) with \"\(word)\""
                if role == .button, let marker { reason += " after \"\(marker)\"" }
                return reason
            case .commentNamesRole(let context, let word):
                // "an alert title", "a dialog message".
                let article = context.first.map { "aeiou".contains($0) } == true ? "an" : "a"
                return "comment names \(article) \(context) \(word)"
            case .siblingKeyNamesRole(let role, let word):
                return "key names the \(role.rawValue) with \"\(word)\" in an alert its sibling keys are in"
            }
        }
    }
}

/// Finds the alert role of a string from its key and comment (FORMATS.md §5 conventions):
/// dotted, snake_case, SCREAMING_SNAKE, kebab, camelCase and PascalCase keys, "Alert title"-style
/// comments, and the configuration's own patterns (`rolePatterns`: role → key globs).
public struct RoleDetector: Sendable {
    /// Words that put a key or comment in an alert. "error" and "warning" are not among them:
    /// an error label shown in a view says "error" too.
    static let contextWords: Set<String> = [
        "alert", "alerts", "dialog", "dialogs", "prompt", "prompts", "confirm", "confirmation", "popup",
    ]
    /// What a comment calls a string that is no alert copy (`Lexicons/non-alert-strings.txt`).
    static let nonAlertPhrases: [[String]] = (Lexicon.embedded.lists["non-alert-strings"] ?? []).map {
        $0.split(separator: " " as Character).map(String.init)
    }
    static let titleWords: Set<String> = ["title", "header", "heading", "headline"]
    static let messageWords: Set<String> = [
        "message", "msg", "body", "description", "desc", "info", "subtitle", "text", "detail", "details", "content",
    ]
    static let buttonMarkers: Set<String> = ["button", "buttons", "btn", "action", "actions"]
    static let buttonWords: Set<String> = [
        "ok", "cancel", "confirm", "yes", "no", "dismiss", "retry", "delete", "done", "continue", "close", "back",
        "allow", "remove", "discard", "accept", "decline", "later", "save", "destructive",
    ]

    private let patterns: [(role: StringRole, glob: Glob)]

    public init(patterns: [String: [String]] = [:]) {
        var compiled: [(StringRole, Glob)] = []
        for role in StringRole.allCases {
            for pattern in patterns[role.rawValue] ?? [] { compiled.append((role, Glob(pattern))) }
        }
        self.patterns = compiled
    }

    /// The role of a string from its key and comment.
    public func assign(key: String, comment: String?) -> RoleAssignment {
        let lowered = RoleDetector.loweredWords(of: key)
        for (role, glob) in patterns where glob.matches(key) {
            let stem = glob.literalSuffix.flatMap { key.hasSuffix($0) ? String(key.dropLast($0.count)) : nil }
            let group = stem.map { RoleDetector.groupName(RoleDetector.loweredWords(of: $0)) }
            return RoleAssignment(
                role: role, group: group ?? RoleDetector.groupName(lowered),
                reason: "key matches the configured \(role.rawValue) pattern \"\(glob.pattern)\"")
        }
        for (role, glob) in patterns where comment.map(glob.matches) == true {
            return RoleAssignment(
                role: role, group: RoleDetector.groupName(lowered),
                reason: "comment matches the configured \(role.rawValue) pattern \"\(glob.pattern)\"")
        }
        let commentWords = RoleDetector.loweredWords(of: comment ?? "")
        let keyContext = lowered.first { RoleDetector.contextWords.contains($0) }
        let commentContext = commentWords.first { RoleDetector.contextWords.contains($0) }
        // A comment that says what the string is wins over a word in the key.
        if commentContext == nil, let phrase = RoleDetector.nonAlertPhrase(in: commentWords) {
            var assignment = RoleAssignment(
                role: nil, group: RoleDetector.groupName(lowered), reason: "comment says it is a \(phrase)")
            assignment.isExcluded = true
            return assignment
        }
        let looksLikeText = RoleDetector.hasSpace(key)
        if let context = keyContext ?? commentContext, !looksLikeText, let found = roleFromKey(lowered) {
            return RoleAssignment(
                role: found.role, group: RoleDetector.groupName(found.stem), buttonRole: found.buttonRole,
                explanation: .keyNamesRole(
                    inKey: keyContext != nil, context: context, role: found.role, word: found.word,
                    marker: found.marker))
        }
        if let context = commentContext ?? keyContext, let role = roleFromComment(commentWords) {
            return RoleAssignment(
                role: role.role, group: looksLikeText ? key : RoleDetector.groupName(lowered),
                explanation: .commentNamesRole(context: context, word: role.word))
        }
        let why =
            keyContext == nil && commentContext == nil
            ? "no alert, dialog, prompt or confirmation in the key or comment"
            : "alert context but no title, message or button word in the key or comment"
        return RoleAssignment(role: nil, group: RoleDetector.groupName(lowered), reason: why)
    }

    /// The role of a string that has no alert word of its own but whose key names a role
    /// in an alert other strings of the file were recognized in (`delete_album.button.yes`
    /// beside `delete_album.title` with an "Alert title" comment); nil otherwise.
    public func assignBySibling(key: String, alertGroups: Set<String>) -> RoleAssignment? {
        guard !RoleDetector.hasSpace(key) else { return nil }
        let lowered = RoleDetector.loweredWords(of: key)
        guard let found = roleFromKey(lowered) else { return nil }
        let group = RoleDetector.groupName(found.stem)
        guard alertGroups.contains(group) else { return nil }
        return RoleAssignment(
            role: found.role, group: group, buttonRole: found.buttonRole,
            explanation: .siblingKeyNamesRole(role: found.role, word: found.word))
    }

    private func roleFromKey(_ words: [String]) -> (
        role: StringRole, word: String, stem: [String], buttonRole: ButtonRole?, marker: String?
    )? {
        guard let last = words.indices.last else { return nil }
        for index in stride(from: last, through: 0, by: -1) {
            let word = words[index]
            var stem = words
            if RoleDetector.titleWords.contains(word) {
                stem.remove(at: index)
                return (.title, word, stem, nil, nil)
            }
            if RoleDetector.messageWords.contains(word) {
                stem.remove(at: index)
                return (.message, word, stem, nil, nil)
            }
            if RoleDetector.buttonMarkers.contains(word) {
                stem.removeSubrange(index...)
                return (.button, words[index...].joined(separator: "."), stem, buttonRole(words[index...]), word)
            }
            if RoleDetector.buttonWords.contains(word), index == last || index == last - 1 {
                let markerIndex = words[..<index].lastIndex { RoleDetector.buttonMarkers.contains($0) }
                let cut = markerIndex.map { $0 == index - 1 ? $0 : index } ?? index
                stem.removeSubrange(cut...)
                if stem.isEmpty { return nil }
                return (
                    .button, word, stem, buttonRole(words[index...]), markerIndex == index - 1 ? words[index - 1] : nil
                )
            }
            if index < last - 1 { break }
        }
        // `alertTitleCloseTabs`: a role word right after the alert word, the rest naming the alert.
        for index in words.indices.dropFirst() where RoleDetector.contextWords.contains(words[index - 1]) {
            let word = words[index]
            var stem = words
            stem.remove(at: index)
            if RoleDetector.titleWords.contains(word) { return (.title, word, stem, nil, nil) }
            if RoleDetector.messageWords.contains(word) { return (.message, word, stem, nil, nil) }
        }
        return nil
    }

    private func buttonRole(_ words: ArraySlice<String>) -> ButtonRole? {
        if words.contains("cancel") { return .cancel }
        if words.contains("destructive") { return .destructive }
        return nil
    }

    private func roleFromComment(_ words: [String]) -> (role: StringRole, word: String)? {
        for word in words {
            if RoleDetector.titleWords.contains(word) { return (.title, word) }
            if word == "message" || word == "body" || word == "description" || word == "text" {
                return (.message, word)
            }
            if RoleDetector.buttonMarkers.contains(word) { return (.button, word) }
        }
        return nil
    }

    /// The words joined by dots, their bytes copied once into a string of the joined length.
    static func groupName(_ words: [String]) -> String {
        guard !words.isEmpty else { return "" }
        let length = words.reduce(words.count - 1) { $0 + $1.utf8.count }
        return String(unsafeUninitializedCapacity: length) { name in
            var offset = 0
            for index in words.indices {
                if index > 0 {
                    name[offset] = UInt8(ascii: ".")
                    offset += 1
                }
                var word = words[index]
                word.withUTF8 { bytes in
                    _ = UnsafeMutableBufferPointer(rebasing: name[offset..<(offset + bytes.count)]).initialize(
                        from: bytes)
                    offset += bytes.count
                }
            }
            return offset
        }
    }

    /// Whether a key holds a space character (a key that is English text): its bytes first, so a
    /// key without the byte is told without reading it as characters.
    static func hasSpace(_ key: String) -> Bool {
        var key = key
        return key.withUTF8 { $0.contains(0x20) } && key.contains(" " as Character)
    }

    /// The indices in `nonAlertPhrases` of the phrases each word starts, in list order.
    static let nonAlertPhrasesByFirstWord: [String: [Int]] = {
        var byFirstWord: [String: [Int]] = [:]
        for (index, phrase) in nonAlertPhrases.enumerated() {
            if let first = phrase.first { byFirstWord[first, default: []].append(index) }
        }
        return byFirstWord
    }()

    /// The first phrase of `nonAlertPhrases` (in list order) in a comment's words. Each word is
    /// tried only against the phrases it starts, compared in place: one look-up a word.
    static func nonAlertPhrase(in words: [String]) -> String? {
        var first: Int?
        for start in words.indices {
            guard let candidates = nonAlertPhrasesByFirstWord[words[start]] else { continue }
            for index in candidates {
                if let first, index >= first { break }
                let phrase = nonAlertPhrases[index]
                if start + phrase.count <= words.count, words[start..<(start + phrase.count)].elementsEqual(phrase) {
                    first = index
                    break
                }
            }
        }
        return first.map { nonAlertPhrases[$0].joined(separator: " ") }
    }

    /// The words of a key or comment: runs of letters and digits, split at case changes
    /// (`DeleteAlertTitle` → Delete, Alert, Title; `URLError` → URL, Error).
    static func words(of text: String) -> [String] {
        enum Kind { case upper, lower, otherLetter, digit }
        func kind(_ scalar: Unicode.Scalar) -> Kind? {
            switch scalar.value {
            case 0x41...0x5A: return .upper
            case 0x61...0x7A: return .lower
            case 0x30...0x39: return .digit
            case 0..<0x80: return nil
            default:
                let properties = scalar.properties
                if properties.isUppercase { return .upper }
                if properties.isLowercase { return .lower }
                if properties.isAlphabetic { return .otherLetter }
                if properties.numericType != nil { return .digit }
                return nil
            }
        }
        if let words = asciiWords(of: text) { return words }
        // Each word is sliced from the text where it ends (no scalar appended one at a time).
        var words: [String] = []
        let scalars = text.unicodeScalars
        var start: String.Index?
        var previous: Kind?
        var index = scalars.startIndex
        while index != scalars.endIndex {
            let scalar = scalars[index]
            let next = scalars.index(after: index)
            guard let kind = kind(scalar) else {
                if let start { words.append(String(scalars[start..<index])) }
                start = nil
                previous = nil
                index = next
                continue
            }
            if let previous, let wordStart = start {
                let nextIsLower = next != scalars.endIndex && kind == .upper && Self.isLower(scalars[next])
                let split =
                    (kind == .upper && previous == .lower) || (kind == .upper && previous == .upper && nextIsLower)
                    || ((kind == .digit) != (previous == .digit))
                if split {
                    words.append(String(scalars[wordStart..<index]))
                    start = index
                }
            }
            if start == nil { start = index }
            previous = kind
            index = next
        }
        if let start { words.append(String(scalars[start..<scalars.endIndex])) }
        return words
    }

    /// `words(of:)` in lower case, as every role decision compares them: an ASCII text's words
    /// lowered as they are cut (no lower-casing by characters after).
    static func loweredWords(of text: String) -> [String] {
        asciiWords(of: text, lowered: true) ?? words(of: text).map { $0.lowercased() }
    }

    /// `words(of:)` of an ASCII text, read byte by byte, each word in lower case when `lowered`;
    /// nil for any other text.
    private static func asciiWords(of text: String, lowered: Bool = false) -> [String]? {
        var text = text
        return text.withUTF8 { bytes -> [String]? in
            // 1 upper, 2 lower, 3 digit, 0 neither.
            @inline(__always) func kind(_ byte: UInt8) -> UInt8 {
                switch byte {
                case 0x41...0x5A: 1
                case 0x61...0x7A: 2
                case 0x30...0x39: 3
                default: 0
                }
            }
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            @inline(__always) func word(_ range: Range<Int>) -> String {
                guard lowered else { return String(decoding: bytes[range], as: UTF8.self) }
                return String(unsafeUninitializedCapacity: range.count) { buffer in
                    for offset in 0..<range.count {
                        let byte = bytes[range.lowerBound + offset]
                        buffer[offset] = kind(byte) == 1 ? byte | 0x20 : byte
                    }
                    return range.count
                }
            }
            var words: [String] = []
            var start: Int?
            var previous: UInt8 = 0
            for index in bytes.indices {
                let current = kind(bytes[index])
                guard current != 0 else {
                    if let start { words.append(word(start..<index)) }
                    start = nil
                    previous = 0
                    continue
                }
                if previous != 0, let wordStart = start {
                    let nextIsLower = index + 1 < bytes.count && current == 1 && kind(bytes[index + 1]) == 2
                    let split =
                        (current == 1 && previous == 2) || (current == 1 && previous == 1 && nextIsLower)
                        || ((current == 3) != (previous == 3))
                    if split {
                        words.append(word(wordStart..<index))
                        start = index
                    }
                }
                if start == nil { start = index }
                previous = current
            }
            if let start { words.append(word(start..<bytes.count)) }
            return words
        }
    }

    private static func isLower(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x80 ? (0x61...0x7A).contains(scalar.value) : scalar.properties.isLowercase
    }
}

/// A shell-style pattern: `*` any run of characters, `?` one character, everything else literal.
public struct Glob: Hashable, Sendable {
    public let pattern: String
    private let characters: [Character]

    public init(_ pattern: String) {
        self.pattern = pattern
        self.characters = Array(pattern)
    }

    /// The literal text after the last wildcard, when the pattern ends with one (`*_headline` → `_headline`).
    var literalSuffix: String? {
        guard let star = characters.lastIndex(where: { $0 == "*" || $0 == "?" }), star < characters.count - 1 else {
            return nil
        }
        return String(characters[(star + 1)...])
    }

    public func matches(_ text: String) -> Bool {
        let subject = Array(text)
        var p = 0
        var s = 0
        var starP = -1
        var starS = 0
        while s < subject.count {
            if p < characters.count, characters[p] == "?" || characters[p] == subject[s] {
                p += 1
                s += 1
            } else if p < characters.count, characters[p] == "*" {
                starP = p
                starS = s
                p += 1
            } else if starP >= 0 {
                p = starP + 1
                starS += 1
                s = starS
            } else {
                return false
            }
        }
        while p < characters.count, characters[p] == "*" { p += 1 }
        return p == characters.count
    }
}
