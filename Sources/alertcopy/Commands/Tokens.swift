import CopyKit

/// `alertcopy tokens [--count] [TEXT…]`: how the tokenizer splits text.
let tokensCommand = Command(
    name: "tokens",
    abstract: "Show how alertcopy splits text into words, punctuation and opaque spans.",
    usage: ["tokens [TEXT…]", "tokens [--count] < alerts"],
    discussion: """
        Prints each token of each TEXT argument — or of every field of the alerts on standard input,
        in any format 'check' reads — one a line: its UTF-16 range, its kind and its text. Opaque
        tokens (format specifiers, placeholders, URLs, e-mail addresses, file names, quoted names)
        are never changed by a fix. With --count, prints only how many alerts, fields and tokens
        were read: the floor the benchmark compares 'check' with (reading and tokenizing, no rules).
        """,
    options: [.flag("count", help: "Print only the number of alerts, fields and tokens.")],
    run: { runTokens($0) }
)

private func runTokens(_ arguments: [String]) -> Int32 {
    let parsed: ParsedArguments
    do {
        parsed = try tokensCommand.parse(arguments)
    } catch {
        return report(error, command: "tokens")
    }
    let tokenizer = Tokenizer()
    if !parsed.positionals.isEmpty {
        for text in parsed.positionals { printTokens(of: text, tokenizer: tokenizer) }
        return 0
    }
    let document: DraftDocument
    do throws(CommandError) {
        let bytes = try readInputBytes(path: "-")
        do {
            document = try DraftReader.read(bytes, path: DraftReader.standardInputPath)
        } catch {
            throw CommandError.input(error.description)
        }
    } catch {
        return report(error)
    }
    if parsed.flag("count") {
        let counts = document.alerts.concurrentMap { draft in
            let fields = [draft.alert.title, draft.alert.message].compactMap { $0 } + draft.alert.buttons.map(\.title)
            return (fields: fields.count, tokens: fields.reduce(0) { $0 + tokenizer.tokenize($1).count })
        }
        let fields = counts.reduce(0) { $0 + $1.fields }
        let tokens = counts.reduce(0) { $0 + $1.tokens }
        standardOutput.line("\(document.alerts.count) alerts, \(fields) fields, \(tokens) tokens")
        return 0
    }
    for draft in document.alerts {
        let alert = draft.alert
        let fields = [alert.title, alert.message].compactMap { $0 } + alert.buttons.map(\.title)
        for field in fields { printTokens(of: field, tokenizer: tokenizer) }
    }
    return 0
}

/// One line a token: `start..<end kind "text"`, then a blank line.
private func printTokens(of text: String, tokenizer: Tokenizer) {
    let units = Array(text.utf16)
    for token in tokenizer.tokenize(utf16: units) {
        let kind: String
        switch token.kind {
        case .word: kind = "word"
        case .number: kind = "number"
        case .punctuation: kind = "punctuation"
        case .whitespace: kind = "whitespace"
        case .opaque(let opaque): kind = "opaque(\(opaque.rawValue))"
        }
        let piece = String(decoding: units[token.range], as: UTF16.self)
        standardOutput.line(
            "\(token.range.lowerBound)..<\(token.range.upperBound)\t\(kind)\t\(JSONWriter.quoted(piece))")
    }
    standardOutput.line("")
}
