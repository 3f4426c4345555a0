/// Every limit on what alertcopy reads, in one place (the README's "Limits" lists them). Input
/// past a limit is refused with an error naming the file, line and column, never a crash.
public enum InputLimits {
    /// Characters (UTF-16 code units) of one draft field; alert text is a few hundred at most.
    public static let maximumFieldLength = 10_000
    /// Characters of one localization string that is linted; a longer string (a licence text)
    /// is not alert copy and is skipped with a warning.
    public static let maximumStringLength = maximumFieldLength
    /// How deeply JSON arrays and objects, and property-list `dict` and `array` elements, nest.
    public static let maximumNestingDepth = 512
    /// Bytes of one input: a file, or standard input.
    public static let maximumFileSize = 256 * 1024 * 1024
    /// Strings in one localization file.
    public static let maximumStringCount = 1_000_000
}
