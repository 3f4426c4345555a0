import CopyKit

/// `alertcopy case title|sentence [TEXT…]`: convert each argument, or each stdin line.
let caseCommand = Command(
    name: "case",
    abstract: "Convert text to title case or sentence case, as the fixes do.",
    usage: ["case title|sentence [TEXT…]"],
    discussion: """
        Converts each TEXT argument, or each line of standard input when there is none, and prints
        one result per line. Format specifiers, placeholders, brands and acronyms are kept.
        """,
    options: [],
    run: { runCase($0) }
)

private func runCase(_ arguments: [String]) -> Int32 {
    let parsed: ParsedArguments
    do {
        parsed = try caseCommand.parse(arguments)
    } catch {
        return report(error, command: "case")
    }
    guard let style = parsed.positionals.first else {
        return report(.usage("missing style: 'title' or 'sentence'"), command: "case")
    }
    let lexicon = Lexicon.embedded
    let converter: @Sendable (Lexicon) -> @Sendable (String) -> String
    switch style {
    case "title":
        converter = { lexicon in
            let caser = TitleCaser(lexicon: lexicon)
            return { caser.titleCase($0) }
        }
    case "sentence":
        converter = { lexicon in
            let caser = SentenceCaser(lexicon: lexicon)
            return { caser.sentenceCase($0) }
        }
    default:
        return report(.usage(CommonOptions.invalid(style, for: "case", among: ["title", "sentence"])), command: "case")
    }
    let convert = converter(lexicon)
    let texts = parsed.positionals.dropFirst()
    if !texts.isEmpty {
        for text in texts { standardOutput.line(convert(text)) }
        return 0
    }
    let input: String
    do {
        input = try readInput(path: "-").text
    } catch {
        return report(error)
    }
    // Lines are read, converted and written out in chunks on every core; the chunks go out in
    // order. Each worker thread but the first converts with a caser of its own, on a thread copy
    // of the lexicon: no object it retains per line is another core's.
    let converters = ThreadCopies(convert) { _ in converter(lexicon.copyForThread()) }
    let lines = input.lineRanges()
    let chunks = stride(from: 0, to: lines.count, by: linesPerChunk).map {
        lines[$0..<min($0 + linesPerChunk, lines.count)]
    }
    let outputs = chunks.concurrentMap(minimumChunk: 1, worker: converters.value(forWorker:)) {
        convert, chunk -> [UInt8] in
        var bytes: [UInt8] = []
        // Room for the lines as read: a converted line seldom changes its length.
        if let first = chunk.first, let last = chunk.last {
            bytes.reserveCapacity(last.upperBound - first.lowerBound + chunk.count)
        }
        for line in input.lines(chunk) {
            var converted = convert(line)
            converted.withUTF8 { bytes.append(contentsOf: $0) }
            bytes.append(UInt8(ascii: "\n"))
        }
        return bytes
    }
    for bytes in outputs { standardOutput.write(bytes: bytes) }
    return 0
}

/// How many stdin lines `case` converts and writes as one piece.
private let linesPerChunk = 512
