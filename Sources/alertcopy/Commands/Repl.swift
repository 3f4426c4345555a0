import CopyKit

/// `alertcopy repl`: the interactive session (implemented in ReplCommand.swift).
let replCommand = Command(
    name: "repl",
    abstract: "Try wordings interactively: type a title, message, buttons; see findings and fixes.",
    usage: ["repl [options]"],
    discussion: """
        Also started by 'alertcopy' with no arguments when standard input is a terminal. Works with
        piped input too (scriptable, no prompts). Type ':help' in the session for its commands.
        """,
    options: CommonOptions.specs,
    run: { runRepl($0) }
)
