/// Values the process's exit frees instead of the main thread, one allocation at a time.
///
/// A command that read 100,000 draft alerts would spend as long freeing them on the main thread,
/// after the last report is written, as linting a thousand of them in parallel; the exit returns
/// their memory at once. Only what lives until the end of a run anyway is kept here.
enum KeptUntilExit {
    nonisolated(unsafe) private static var values: [Any] = []

    /// Keeps `value` alive until the process exits.
    static func keep(_ value: Any) { values.append(value) }
}
