/// A unified diff of two texts, line by line, for `fix --diff`.
public enum UnifiedDiff {
    public static func render(old: [UInt8], new: [UInt8], path: String) -> String {
        ""
    }
}
