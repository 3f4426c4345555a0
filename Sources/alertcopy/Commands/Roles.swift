import CopyKit

/// `alertcopy roles FILE…`: how localization strings were grouped into alerts (LocalizationCommands.swift).
let rolesCommand = Command(
    name: "roles",
    abstract: "Show which strings of localization files are alert titles, messages and buttons.",
    usage: ["roles [options] FILE…"],
    discussion: "Lists each alert found in the files with the key and role of each of its strings.",
    options: CommonOptions.specs + [
        .value("language", "LANG", help: "The language to read (default: the source language, else en/Base)."),
        .flag("all-strings", help: "Treat strings with no alert role as unknown-role text."),
    ],
    run: { runRoles($0) }
)
