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

    /// A shortest edit script (Myers' O((N+M)·D) algorithm), after trimming the common prefix and
    /// suffix: fixes change a few lines of files of tens of thousands, which it walks in time
    /// proportional to the files times the changes. Past ``maximumEdits`` changed lines the rest
    /// is shown as removed and added whole.
    static func diff(_ old: [String], _ new: [String]) -> [Operation] {
        let (prefix, suffix) = CommonAffixes.lengths(old, new)
        let a = Array(old[prefix..<(old.count - suffix)])
        let b = Array(new[prefix..<(new.count - suffix)])
        var operations = (0..<prefix).map { Operation(kind: .same, oldIndex: $0, newIndex: $0) }
        if let kinds = shortestEdits(a, b, maximumEdits: maximumEdits) {
            var i = 0
            var j = 0
            for kind in kinds {
                operations.append(Operation(kind: kind, oldIndex: prefix + i, newIndex: prefix + j))
                if kind != .insert { i += 1 }
                if kind != .delete { j += 1 }
            }
        } else {
            operations += a.indices.map { Operation(kind: .delete, oldIndex: prefix + $0, newIndex: prefix) }
            operations += b.indices.map { Operation(kind: .insert, oldIndex: prefix + a.count, newIndex: prefix + $0) }
        }
        let offset = old.count - suffix
        let newOffset = new.count - suffix
        operations += (0..<suffix).map { Operation(kind: .same, oldIndex: offset + $0, newIndex: newOffset + $0) }
        return operations
    }

    /// The most changed lines a diff is searched for (its memory grows with their square).
    static let maximumEdits = 2_000

    /// The operations that turn `a` into `b` with the fewest deletions and insertions, in order,
    /// or nil when that takes more than `maximumEdits`. Each round `d` extends the furthest
    /// reaching path on every diagonal `k` (x − y) by one edit and then along equal lines; the
    /// furthest points of each round are kept to walk the path back.
    static func shortestEdits(_ a: [String], _ b: [String], maximumEdits: Int) -> [Operation.Kind]? {
        let (n, m) = (a.count, b.count)
        let offset = maximumEdits + 1
        var furthest = [Int](repeating: 0, count: 2 * offset + 1)
        var rounds: [[Int32]] = []
        search: for d in 0...maximumEdits {
            for k in stride(from: -d, through: d, by: 2) {
                let down = k == -d || (k != d && furthest[offset + k - 1] < furthest[offset + k + 1])
                var x = down ? furthest[offset + k + 1] : furthest[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                furthest[offset + k] = x
                if x >= n, y >= m {
                    rounds.append(furthest[(offset - d)...(offset + d)].map { Int32(truncatingIfNeeded: $0) })
                    break search
                }
            }
            rounds.append(furthest[(offset - d)...(offset + d)].map { Int32(truncatingIfNeeded: $0) })
            if d == maximumEdits { return nil }
        }
        var kinds: [Operation.Kind] = []
        var (x, y) = (n, m)
        for d in stride(from: rounds.count - 1, to: 0, by: -1) {
            let previous = rounds[d - 1]
            func reached(_ k: Int) -> Int { Int(previous[k + d - 1]) }
            let k = x - y
            let previousK = k == -d || (k != d && reached(k - 1) < reached(k + 1)) ? k + 1 : k - 1
            let previousX = reached(previousK)
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                kinds.append(.same)
                x -= 1
                y -= 1
            }
            kinds.append(x == previousX ? .insert : .delete)
            (x, y) = (previousX, previousY)
        }
        while x > 0, y > 0 {
            kinds.append(.same)
            x -= 1
            y -= 1
        }
        return kinds.reversed()
    }
}
