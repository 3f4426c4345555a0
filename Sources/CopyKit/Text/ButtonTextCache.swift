import Foundation

/// Button titles analyzed once per run. An app's buttons draw on a small vocabulary ("OK",
/// "Cancel", "Delete", "Not Now"), so the same title comes back alert after alert; its analysis
/// and everything memoized on it (casing edits, button label, action verb) are kept and shared
/// instead of being computed again. Bounded: short titles only, and a fixed number of them.
final class ButtonTextCache: @unchecked Sendable {
    /// The longest title kept, in UTF-8 bytes: a button label is a word or a few.
    static let maximumLength = 48
    /// How many titles are kept at most; later titles are analyzed each time.
    static let maximumCount = 4096

    private let lock = NSLock()
    private var texts: [String: AnalyzedText] = [:]

    /// The analysis of `title`, shared with every earlier alert that had the same title.
    func text(_ title: String, tokenizer: Tokenizer) -> AnalyzedText {
        guard title.utf8.count <= Self.maximumLength else { return AnalyzedText(title, tokenizer: tokenizer) }
        lock.lock()
        if let kept = texts[title] {
            lock.unlock()
            return kept
        }
        lock.unlock()
        let text = AnalyzedText(title, tokenizer: tokenizer)
        lock.lock()
        defer { lock.unlock() }
        if let kept = texts[title] { return kept }
        if texts.count < Self.maximumCount { texts[title] = text }
        return text
    }

    /// How many titles are kept (for tests).
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return texts.count
    }
}
