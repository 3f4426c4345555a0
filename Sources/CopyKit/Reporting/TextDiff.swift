/// A unified diff of two texts, line by line (longest common subsequence), for `fix --diff` on
/// drafts and localization files; three lines of context.
public enum TextDiff {
    /// The diff of `old` and `new` (UTF-8 bytes) labelled with `path`; empty when they are equal.
    public static func unified(old: [UInt8], new: [UInt8], path: String, context: Int = 3) -> String {
        guard old != new else { return "" }
        let oldLines = lines(old)
        let newLines = lines(new)
        let operations = diff(oldLines, newLines)
        var text = "--- \(path)\n+++ \(path)\n"
        // Group operations into hunks: changes with up to `context` lines around them.
        var index = 0
        while index < operations.count {
            guard let firstChange = operations[index...].firstIndex(where: { $0.kind != .same }) else { break }
            var hunkStart = max(index, firstChange - context)
            if hunkStart < index { hunkStart = index }
            var hunkEnd = firstChange
            var cursor = firstChange
            while cursor < operations.count {
                if operations[cursor].kind != .same {
                    hunkEnd = cursor + 1
                    cursor += 1
                    continue
                }
                let nextChange = operations[cursor...].firstIndex { $0.kind != .same }
                if let nextChange, nextChange - hunkEnd <= 2 * context {
                    cursor = nextChange
                } else {
                    break
                }
            }
            hunkEnd = min(operations.count, hunkEnd + context)
            let hunk = operations[hunkStart..<hunkEnd]
            let oldStart = hunk.first.map { $0.oldIndex } ?? 0
            let newStart = hunk.first.map { $0.newIndex } ?? 0
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            text += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
            for operation in hunk {
                switch operation.kind {
                case .same: text += " " + oldLines[operation.oldIndex]
                case .delete: text += "-" + oldLines[operation.oldIndex]
                case .insert: text += "+" + newLines[operation.newIndex]
                }
            }
            index = hunkEnd
        }
        return text
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 0 ? "\(start),0" : count == 1 ? "\(start + 1)" : "\(start + 1),\(count)"
    }

    /// The lines with their terminators; a last line without one gets the usual marker.
    private static func lines(_ bytes: [UInt8]) -> [String] {
        var result: [String] = []
        var start = 0
        for (offset, byte) in bytes.enumerated() where byte == 0x0A {
            result.append(String(decoding: bytes[start...offset], as: UTF8.self))
            start = offset + 1
        }
        if start < bytes.count {
            result.append(String(decoding: bytes[start...], as: UTF8.self) + "\n\\ No newline at end of file\n")
        }
        return result
    }

    struct Operation {
        enum Kind { case same, delete, insert }
        var kind: Kind
        var oldIndex: Int
        var newIndex: Int
    }

    /// A shortest edit script by longest common subsequence, after trimming the common prefix
    /// and suffix (fixes change few lines, so the table stays small).
    static func diff(_ old: [String], _ new: [String]) -> [Operation] {
        let (prefix, suffix) = CommonAffixes.lengths(old, new)
        let a = Array(old[prefix..<(old.count - suffix)])
        let b = Array(new[prefix..<(new.count - suffix)])
        var operations = (0..<prefix).map { Operation(kind: .same, oldIndex: $0, newIndex: $0) }
        if a.count * b.count > 4_000_000 {
            operations += a.indices.map { Operation(kind: .delete, oldIndex: prefix + $0, newIndex: prefix) }
            operations += b.indices.map { Operation(kind: .insert, oldIndex: prefix + a.count, newIndex: prefix + $0) }
        } else {
            var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
            for i in stride(from: a.count - 1, through: 0, by: -1) {
                for j in stride(from: b.count - 1, through: 0, by: -1) {
                    table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
                }
            }
            var i = 0
            var j = 0
            while i < a.count || j < b.count {
                if i < a.count, j < b.count, a[i] == b[j] {
                    operations.append(Operation(kind: .same, oldIndex: prefix + i, newIndex: prefix + j))
                    i += 1
                    j += 1
                } else if i < a.count, j == b.count || table[i + 1][j] >= table[i][j + 1] {
                    operations.append(Operation(kind: .delete, oldIndex: prefix + i, newIndex: prefix + j))
                    i += 1
                } else {
                    operations.append(Operation(kind: .insert, oldIndex: prefix + i, newIndex: prefix + j))
                    j += 1
                }
            }
        }
        let offset = old.count - suffix
        let newOffset = new.count - suffix
        operations += (0..<suffix).map { Operation(kind: .same, oldIndex: offset + $0, newIndex: newOffset + $0) }
        return operations
    }
}
