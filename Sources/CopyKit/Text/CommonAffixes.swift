/// Where two sequences differ: the lengths of the prefix and the suffix they share (the suffix
/// never overlaps the prefix). Diffs, change previews and edits of composed texts start here.
enum CommonAffixes {
    static func lengths<Element: Equatable>(_ old: [Element], _ new: [Element]) -> (prefix: Int, suffix: Int) {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        return (prefix, suffix)
    }
}
