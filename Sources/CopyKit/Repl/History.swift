import Foundation

/// The lines entered in past sessions, oldest first, bounded, without consecutive duplicates.
public struct History: Hashable, Sendable {
    /// The most entries kept.
    public let limit: Int
    public private(set) var entries: [String]

    public init(_ entries: [String] = [], limit: Int = 1000) {
        self.limit = max(1, limit)
        self.entries = []
        for entry in entries { add(entry) }
    }

    /// Adds a line unless it is blank or repeats the last entry; returns whether it was added.
    /// Line breaks inside the line become spaces (one entry is one line of the history file).
    @discardableResult
    public mutating func add(_ line: String) -> Bool {
        let entry = History.singleLine(line)
        guard !entry.allSatisfy(\.isWhitespace), entry != entries.last else { return false }
        entries.append(entry)
        if entries.count > limit { entries.removeFirst(entries.count - limit) }
        return true
    }

    private static func singleLine(_ line: String) -> String {
        guard line.contains(where: \.isNewline) else { return line }
        return String(line.map { $0.isNewline ? " " : $0 })
    }
}

/// The history file: where it is, reading it, and adding lines as they are entered, so that
/// sessions running side by side each keep their lines.
public struct HistoryFile: Sendable {
    public let url: URL

    public init(url: URL) { self.url = url }

    /// `$XDG_STATE_HOME/alertcopy/history` when XDG_STATE_HOME is set (absolute), else
    /// `~/.alertcopy_history`; nil when neither a state directory nor a home is known.
    public static func defaultLocation(environment: [String: String]) -> HistoryFile? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return HistoryFile(url: URL(fileURLWithPath: state).appendingPathComponent("alertcopy/history"))
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return HistoryFile(url: URL(fileURLWithPath: home).appendingPathComponent(".alertcopy_history"))
    }

    /// The history in the file; empty when it does not exist or cannot be read. Compacts the file
    /// when it has grown well past the limit.
    public func load(limit: Int = 1000) -> History {
        guard let data = try? Data(contentsOf: url) else { return History(limit: limit) }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true)
        let history = History(lines.suffix(limit * 2).map(String.init), limit: limit)
        if lines.count > limit * 2 { try? save(history) }
        return history
    }

    /// Appends one line to the file, creating it (and its directory) when needed.
    public func append(_ line: String) throws {
        var single = History()
        guard single.add(line), let entry = single.entries.first else { return }
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        if !FileManager.default.fileExists(atPath: url.path) {
            guard
                FileManager.default.createFile(atPath: url.path, contents: nil, attributes: [.posixPermissions: 0o600])
            else { throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: url.path]) }
        }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data((entry + "\n").utf8))
    }

    /// Replaces the file with these entries, atomically.
    public func save(_ history: History) throws {
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let text = history.entries.map { $0 + "\n" }.joined()
        try Data(text.utf8).write(to: url, options: .atomic)
    }
}
