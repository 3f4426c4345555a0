import Foundation

/// `../shared` beside the checkout (the guideline texts, the examples, the corpus): present for
/// the team and in CI, absent from a user's clone, so the tests that read it skip without it.
enum SharedDirectory {
    static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared")

    /// The path of an entry of the shared directory ("hig", "corpus", "examples/alerts.jsonl").
    static func path(_ relative: String) -> String { url.appendingPathComponent(relative).path }
}
