import CopyKit
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `alertcopy repl [options]`, and `alertcopy` with no arguments on a terminal: the interactive
/// session. On a terminal: a banner, a prompt, line editing with history (kept in a file), colour.
/// Otherwise (piped input or output): no banner, no prompt, no colour, one result per input line,
/// mistakes on standard error with their line number and exit code 2 at the end.
func runRepl(_ arguments: [String]) -> Int32 {
    let options: CommonOptions
    do {
        let parsed = try replCommand.parse(arguments)
        if let extra = parsed.positionals.first {
            return report(
                .usage("unexpected argument '\(extra)' (the session reads its input interactively)"), command: "repl")
        }
        options = try CommonOptions(parsed)
    } catch {
        return report(error, command: "repl")
    }
    let environment = ProcessInfo.processInfo.environment
    let interactive = isatty(0) == 1 && isatty(1) == 1
    let dumbTerminal = environment["TERM"] == nil || environment["TERM"] == "dumb"
    var session = ReplSession(
        configuration: options.configuration, style: ReplStyle(color: interactive && colorAllowed && !dumbTerminal))
    guard interactive else { return runScripted(&session) }
    let historyFile = HistoryFile.defaultLocation(environment: environment)
    if !dumbTerminal {
        Terminal.installRestoreHandlers()
        if Terminal.enableRawMode() {
            defer { Terminal.restore() }
            return runEditing(&session, historyFile: historyFile)
        }
    }
    return runPrompted(&session, historyFile: historyFile)
}

/// Piped input: one result per line on standard output, mistakes on standard error.
private func runScripted(_ session: inout ReplSession) -> Int32 {
    var lineNumber = 0
    var failed = false
    while let line = readLine(strippingNewline: true) {
        lineNumber += 1
        let response = session.handle(line)
        if response.isError {
            failed = true
            standardOutput.flush()
            let place = "\(DraftReader.standardInputPath):\(lineNumber):" + (response.column.map { "\($0):" } ?? "")
            standardError.write("alertcopy: \(place) error: \(response.text)")
        } else if !response.text.isEmpty {
            standardOutput.write(response.text + "\n")
            standardOutput.flush()
        }
        if response.quits { break }
    }
    return failed ? 2 : 0
}

/// A terminal without line editing (TERM=dumb, or raw mode refused): a prompt and plain lines.
private func runPrompted(_ session: inout ReplSession, historyFile: HistoryFile?) -> Int32 {
    let history = HistoryRecorder(file: historyFile)
    standardOutput.write(session.banner(version: alertcopyVersion))
    while true {
        standardOutput.write(session.prompt.text)
        standardOutput.flush()
        guard let line = readLine(strippingNewline: true) else {
            standardOutput.line()
            return 0
        }
        history.record(line)
        session.columns = Terminal.columns()
        let response = session.handle(line)
        standardOutput.write(text(of: response, style: session.style))
        if response.quits { return 0 }
    }
}

/// Raw mode with the line editor.
private func runEditing(_ session: inout ReplSession, historyFile: HistoryFile?) -> Int32 {
    let history = HistoryRecorder(file: historyFile)
    var editor = LineEditor(history: historyFile?.load() ?? History(), completer: { ReplSession.completions(for: $0) })
    var interruptedEmptyLine = false
    standardOutput.flush()
    Terminal.writeOutput(session.banner(version: alertcopyVersion) + "\n")
    func redraw() {
        let prompt = session.prompt
        Terminal.writeOutput(editor.render(prompt: prompt.text, promptWidth: prompt.width, columns: Terminal.columns()))
    }
    redraw()
    while true {
        guard let bytes = Terminal.readInput() else {
            Terminal.writeOutput("\n")
            return 0
        }
        if bytes.isEmpty {
            if Terminal.takeResumption() {
                _ = Terminal.enableRawMode()
                redraw()
            }
            continue
        }
        for event in editor.feed(bytes) {
            if case .interrupt(discarded: "") = event {} else { interruptedEmptyLine = false }
            switch event {
            case .submit(let line):
                Terminal.writeOutput(redrawn(line, session: session) + "\n")
                history.record(line)
                session.columns = Terminal.columns()
                let response = session.handle(line)
                Terminal.writeOutput(text(of: response, style: session.style))
                if response.quits { return 0 }
            case .endOfInput:
                Terminal.writeOutput("\n")
                return 0
            case .interrupt(let discarded):
                Terminal.writeOutput(redrawn(discarded, session: session) + "^C\n")
                if discarded.isEmpty {
                    if interruptedEmptyLine { return 130 }
                    interruptedEmptyLine = true
                    Terminal.writeOutput(session.style.dim("(Ctrl-C again, Ctrl-D or :quit to leave)") + "\n")
                }
            case .clearScreen:
                Terminal.writeOutput("\u{1B}[H\u{1B}[2J")
            case .suspend:
                Terminal.writeOutput("\n")
                Terminal.suspend()
            case .completions(let candidates):
                Terminal.writeOutput("\n" + candidates.joined(separator: "  ") + "\n")
            }
        }
        redraw()
    }
}

/// The whole entered line after the prompt (the editor may have shown only part of a long one).
private func redrawn(_ line: String, session: ReplSession) -> String {
    "\r" + session.prompt.text + line + "\u{1B}[K"
}

/// A response as printed on a terminal: mistakes marked, every result followed by a blank line.
private func text(of response: ReplSession.Response, style: ReplStyle) -> String {
    guard !response.text.isEmpty else { return "" }
    if response.isError { return style.errorLabel + response.text + "\n" }
    return response.text + "\n"
}

/// Appends entered lines to the history file; warns once when it cannot.
private final class HistoryRecorder {
    let file: HistoryFile?
    private var warned = false

    init(file: HistoryFile?) { self.file = file }

    func record(_ line: String) {
        guard let file else { return }
        do {
            try file.append(line)
        } catch {
            guard !warned else { return }
            warned = true
            Terminal.writeOutput(
                "alertcopy: warning: cannot write the history file \(file.url.path): \(error.localizedDescription)\n",
                descriptor: 2)
        }
    }
}
