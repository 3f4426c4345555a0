import CopyKit

/// `alertcopy fix`: write the fixed copy (stdin → stdout, files in place).
let fixCommand = Command(
    name: "fix",
    abstract: "Apply fixes: stdin to stdout in the format read, files in place.",
    usage: ["fix [options] [FILE…]"],
    discussion: """
        Applies safe fixes (casing, punctuation, quotes, whitespace, the exact Cancel label);
        --suggested also applies rewrites a person should review. Standard input is written to
        standard output in the format it was read in (plain → plain, JSON → JSON, JSON Lines →
        JSON Lines). Files are rewritten atomically; --dry-run or --diff preview without writing.
        The exit code is 1 when findings at or above --fail-on remain after fixing.
        """,
    options: lintOptions(isFix: true),
    run: { runLint($0, isFix: true) }
)
