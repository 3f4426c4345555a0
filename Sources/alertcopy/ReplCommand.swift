import CopyKit

/// `alertcopy repl [options]`, and `alertcopy` with no arguments on a terminal.
///
/// PLACEHOLDER: the REPL work replaces it.
func runRepl(_ arguments: [String]) -> Int32 {
    standardError.line("alertcopy: error: the interactive session is not supported yet")
    return 2
}
