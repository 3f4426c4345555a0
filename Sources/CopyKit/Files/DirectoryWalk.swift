import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Directory trees read with the C library's `opendir`/`readdir`: each entry's kind comes from
/// the directory itself, where Foundation's enumerator spends tens of thousands of instructions
/// an entry (a repository of 50,000 files took about a second to list).
enum DirectoryWalk {
    /// An entry of a directory.
    struct Entry {
        /// The directory's path, "/", the entry's name.
        let path: String
        let name: String
        /// The path of the directory the entry is in (without a final "/").
        let directory: String
        /// A directory, not a link to one.
        let isDirectory: Bool
        /// A symbolic link (its target is not read).
        let isLink: Bool
    }

    /// What a walk does after an entry.
    enum Step {
        /// Goes into the entry if it is a directory, then on.
        case descend
        /// Leaves the entry's contents out, then goes on.
        case skip
        /// Ends the walk.
        case stop
    }

    /// The entries of `directory` ("." and ".." left out), in the order the system lists them;
    /// nil when it cannot be read.
    static func entries(of directory: String) -> [Entry]? {
        guard let handle = opendir(directory) else { return nil }
        defer { closedir(handle) }
        let base = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        var entries: [Entry] = []
        while let record = readdir(handle) {
            let name = withUnsafePointer(to: &record.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: record.pointee.d_name)) {
                    String(cString: $0)
                }
            }
            if name == "." || name == ".." { continue }
            let path = base + "/" + name
            var kind = Int32(record.pointee.d_type)
            if kind == Int32(DT_UNKNOWN) {
                // Some file systems leave the kind to a status call.
                var status = stat()
                guard lstat(path, &status) == 0 else { continue }
                kind = fileKind(status.st_mode)
            }
            entries.append(
                Entry(
                    path: path, name: name, directory: base, isDirectory: kind == Int32(DT_DIR),
                    isLink: kind == Int32(DT_LNK)))
        }
        return entries
    }

    /// Visits every entry under `root`, depth first, each directory's entries in the order the
    /// system lists them; links to directories are not followed (a link loop would never end).
    static func walk(_ root: String, _ visit: (Entry) -> Step) {
        _ = walk(directory: root, visit)
    }

    /// Whether the walk goes on after `directory`.
    private static func walk(directory: String, _ visit: (Entry) -> Step) -> Bool {
        for entry in entries(of: directory) ?? [] {
            switch visit(entry) {
            case .stop: return false
            case .skip: continue
            case .descend: if entry.isDirectory, !walk(directory: entry.path, visit) { return false }
            }
        }
        return true
    }

    /// Whether a link's target exists and is a directory (`true`) or something else (`false`);
    /// nil for a link that leads nowhere.
    static func linkTargetIsDirectory(_ path: String) -> Bool? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return fileKind(status.st_mode) == Int32(DT_DIR)
    }

    /// A status mode's file kind, as a directory entry's `d_type` gives it.
    private static func fileKind(_ mode: mode_t) -> Int32 {
        switch mode & S_IFMT {
        case S_IFDIR: return Int32(DT_DIR)
        case S_IFLNK: return Int32(DT_LNK)
        case S_IFREG: return Int32(DT_REG)
        default: return Int32(DT_UNKNOWN)
        }
    }
}
