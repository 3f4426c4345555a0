/// A small line-based unified diff for `fix --diff` (changes are per value, so hunks are few).
enum UnifiedDiff {
    static func make(path: String, old: String, new: String, context: Int = 2) -> String {
        let oldLines = lines(old)
        let newLines = lines(new)
        guard oldLines != newLines else { return "" }
        var prefix = 0
        while prefix < oldLines.count, prefix < newLines.count, oldLines[prefix] == newLines[prefix] { prefix += 1 }
        // Walk both files; equal line counts (the usual case) give one hunk per changed run.
        var hunks: [(oldStart: Int, oldEnd: Int, newStart: Int, newEnd: Int)] = []
        if oldLines.count == newLines.count {
            var index = prefix
            while index < oldLines.count {
                guard oldLines[index] != newLines[index] else {
                    index += 1
                    continue
                }
                var end = index
                while end < oldLines.count, oldLines[end] != newLines[end] { end += 1 }
                hunks.append((index, end, index, end))
                index = end
            }
        } else {
            var suffix = 0
            while suffix < oldLines.count - prefix, suffix < newLines.count - prefix,
                oldLines[oldLines.count - 1 - suffix] == newLines[newLines.count - 1 - suffix]
            {
                suffix += 1
            }
            hunks.append((prefix, oldLines.count - suffix, prefix, newLines.count - suffix))
        }
        var output = "--- a/\(path)\n+++ b/\(path)\n"
        var merged: [(Int, Int, Int, Int)] = []
        for hunk in hunks {
            if let last = merged.last, hunk.oldStart - last.1 <= context * 2 {
                merged[merged.count - 1] = (last.0, hunk.oldEnd, last.2, hunk.newEnd)
            } else {
                merged.append(hunk)
            }
        }
        for (oldStart, oldEnd, newStart, newEnd) in merged {
            let before = max(0, oldStart - context)
            let afterOld = min(oldLines.count, oldEnd + context)
            let afterNew = min(newLines.count, newEnd + context)
            let lead = oldStart - before
            output +=
                "@@ -\(before + 1),\(afterOld - before) +\(newStart - lead + 1),\(afterNew - (newStart - lead)) @@\n"
            for line in oldLines[before..<oldStart] { output += " \(line)\n" }
            for line in oldLines[oldStart..<oldEnd] { output += "-\(line)\n" }
            for line in newLines[newStart..<newEnd] { output += "+\(line)\n" }
            for line in oldLines[oldEnd..<afterOld] { output += " \(line)\n" }
        }
        return output
    }

    private static func lines(_ text: String) -> [Substring] {
        text.split(separator: "\n", omittingEmptySubsequences: false)
    }
}
