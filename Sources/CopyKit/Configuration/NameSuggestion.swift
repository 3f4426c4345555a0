/// Finds the valid name closest to a misspelled one, for "did you mean …?" hints.
public enum NameSuggestion {
    /// The candidate with the smallest edit distance to `name`, when it is close enough to be a
    /// plausible misspelling (at most a third of the name's length, at least 2 edits allowed), or
    /// a candidate the name abbreviates (`warn` → `warning`).
    public static func closest(to name: String, among candidates: [String]) -> String? {
        let limit = max(2, name.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            var distance = editDistance(name.lowercased(), candidate.lowercased())
            if name.count >= 3, candidate.lowercased().hasPrefix(name.lowercased()) { distance = min(distance, 1) }
            if distance <= limit, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// The Levenshtein distance between two strings, over Unicode scalars.
    public static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs.unicodeScalars)
        let b = Array(rhs.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
