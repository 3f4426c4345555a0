import CopyKit

/// `alertcopy check`: report findings in drafts (stdin or files) and localization files.
let checkCommand = Command(
    name: "check",
    abstract: "Report findings in alert drafts or localization files (the default command).",
    usage: ["[check] [options] [FILE…]"],
    discussion: """
        Reads standard input when no FILE is given or FILE is '-'. Files ending in .strings,
        .xcstrings or .stringsdict, and directories, are localization files; any other file is a
        draft: the plain draft format (title:/message:/buttons: lines, alerts separated by a blank
        line or ---) or JSON (one alert, an array, or JSON Lines), detected from the first
        non-blank character.
        """,
    options: lintOptions(isFix: false),
    run: { runLint($0, isFix: false) }
)
