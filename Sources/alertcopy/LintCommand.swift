import CopyKit
import Foundation

/// The options of `check` and `fix`.
func lintOptions(isFix: Bool) -> [OptionSpec] {
    var options =
        CommonOptions.specs + [
            .value("role", "ROLE", help: "Drafts: read every line as one title|message|button (one alert per line)."),
            .value(
                "language", "LANG", help: "Localization files: the language to lint (default: the source language)."),
            .flag("all-strings", help: "Localization files: lint strings with no alert role as unknown-role text."),
        ]
    if !isFix {
        options += [
            .value("baseline", "FILE", help: "Report only findings not in this baseline file."),
            .value(
                "write-baseline", "FILE",
                help: "Record every finding in this baseline file (nothing is reported: all are accepted)."),
            .value("stamp", "FILE", help: "Build systems: write this empty file once the check has run."),
        ]
    }
    if isFix {
        options += [
            .flag("suggested", help: "Also apply suggested fixes (rewrites a person should review)."),
            .flag("dry-run", help: "Write nothing; print what would be fixed."),
            .flag("diff", help: "Write nothing; print a unified diff of the changes."),
        ]
    }
    return options
}

/// Runs `check` or `fix`: drafts here, localization files through `runLocalization`.
func runLint(_ arguments: [String], isFix: Bool) -> Int32 {
    let name = isFix ? "fix" : "check"
    let command = isFix ? fixCommand : checkCommand
    let parsed: ParsedArguments
    let options: CommonOptions
    var role: TextRole?
    do throws(CommandError) {
        parsed = try command.parse(arguments)
        options = try CommonOptions(parsed)
        if let value = parsed.value("role") {
            guard let parsedRole = TextRole(rawValue: value) else {
                throw CommandError.usage(
                    CommonOptions.invalid(value, for: "--role", among: ["title", "message", "button"]))
            }
            role = parsedRole
        }
    } catch {
        return report(error, command: name)
    }
    var configuration = options.configuration
    if let language = parsed.value("language") { configuration.language = language }
    let safety: FixSafety = parsed.flag("suggested") ? .suggested : .safe
    let paths = parsed.positionals.isEmpty ? ["-"] : parsed.positionals
    let localizationPaths = paths.filter(isLocalizationPath)
    let draftPaths = paths.filter { !isLocalizationPath($0) }
    if configuration.platform == nil {
        configuration.platform = ProjectPlatform.detect(localizationPaths)?.platform
    }
    var baselineRun: BaselineRun?
    if !isFix {
        do throws(CommandError) {
            baselineRun = try openBaseline(
                parsed.value("baseline") ?? configuration.baseline, writing: parsed.value("write-baseline"))
        } catch {
            return report(error, command: name)
        }
    }
    if !draftPaths.isEmpty, !localizationPaths.isEmpty, options.format == .json || options.format == .sarif {
        return report(
            .usage(
                "--format \(options.format.rawValue) prints one document per run: check drafts and localization files "
                    + "in separate runs"), command: name)
    }
    var status: Int32 = 0
    if !draftPaths.isEmpty {
        let run = DraftRun(
            configuration: configuration, format: options.format, quiet: options.quiet, color: colorAllowed,
            role: role, isFix: isFix, safety: safety, dryRun: parsed.flag("dry-run"), diff: parsed.flag("diff"))
        status = run.run(draftPaths, baseline: &baselineRun)
    }
    if !localizationPaths.isEmpty {
        standardOutput.flush()
        let request = LocalizationRequest(
            paths: localizationPaths, isFix: isFix, safety: safety, dryRun: parsed.flag("dry-run"),
            diff: parsed.flag("diff"), configuration: configuration, format: options.format,
            allStrings: parsed.flag("all-strings"), quiet: options.quiet, color: colorAllowed)
        status = max(status, runLocalization(request, baseline: &baselineRun))
    }
    // A run that could not read every input records no baseline: it would miss their findings.
    if let baselineRun, status != 2 {
        if let path = parsed.value("write-baseline"), let recorded = baselineRun.recorded {
            do {
                try AtomicFileWriter.write(Array(recorded.serialized.utf8), to: path)
            } catch {
                return report(.input("\(path): error: cannot write the baseline: \(error.message)"))
            }
            if !options.quiet { standardError.line("alertcopy: wrote \(plural(recorded.entries.count)) to \(path)") }
        } else if baselineRun.suppressed > 0 && !options.quiet {
            standardError.line("alertcopy: \(plural(baselineRun.suppressed)) in the baseline not reported")
        }
    }
    if let stamp = parsed.value("stamp"), status != 2 {
        do {
            try AtomicFileWriter.write([], to: stamp)
        } catch {
            return report(.input("\(stamp): error: cannot write the stamp file: \(error.message)"))
        }
    }
    return status
}

/// "1 finding", "3 findings".
private func plural(_ count: Int) -> String { "\(count) finding\(count == 1 ? "" : "s")" }

/// The baseline run of a check: filtering by the file at `path` (if any), or recording for `writing`.
private func openBaseline(_ path: String?, writing: String?) throws(CommandError) -> BaselineRun? {
    let directory = FileManager.default.currentDirectoryPath
    if writing != nil { return BaselineRun(filteringBy: nil, recording: true, relativeTo: directory) }
    guard let path else { return nil }
    do {
        return BaselineRun(filteringBy: try Baseline.load(path: path), recording: false, relativeTo: directory)
    } catch {
        throw CommandError.input(error.description)
    }
}

/// Whether a path names Swift or Objective-C source, whose alerts are read from the code.
func isSourceCodePath(_ path: String) -> Bool { SourceLanguage(path: path) != nil }

/// Whether a path names a localization file or a directory to walk (anything else is a draft).
func isLocalizationPath(_ path: String) -> Bool {
    if path == "-" { return false }
    if isSourceCodePath(path) { return true }
    for suffix in [".strings", ".xcstrings", ".stringsdict"] where path.hasSuffix(suffix) { return true }
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
}

/// How messages name an input: standard input by its name, a file by its path.
func inputDisplayPath(_ path: String) -> String { path == "-" ? DraftReader.standardInputPath : path }

/// The bytes of a file, or of standard input for `-`, with their text.
func readInput(path: String) throws(CommandError) -> (bytes: [UInt8], text: String) {
    let bytes = try readInputBytes(path: path)
    do {
        return (bytes, try DraftReader.decodeText(bytes, path: inputDisplayPath(path)))
    } catch {
        throw CommandError.input(error.description)
    }
}

/// The bytes of a file, or of standard input for `-`, not yet checked as text (a reader that
/// checks them itself takes these).
func readInputBytes(path: String) throws(CommandError) -> [UInt8] {
    let bytes: [UInt8]
    let displayPath = inputDisplayPath(path)
    if path == "-" {
        if standardInputIsTerminal {
            standardError.line(
                "alertcopy: reading standard input from the terminal; end it with Ctrl-D")
        }
        do {
            bytes = try FileReader.readToEnd(descriptor: 0)
        } catch {
            throw CommandError.input("\(displayPath): error: cannot read standard input: \(error.message)")
        }
    } else {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        defer { if descriptor >= 0 { close(descriptor) } }
        guard descriptor >= 0, let read = try? FileReader.readToEnd(descriptor: descriptor) else {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            throw CommandError.input("\(path): error: \(exists ? "cannot read the file" : "no such file")")
        }
        bytes = read
    }
    guard bytes.count <= InputLimits.maximumFileSize else {
        throw CommandError.input(
            "\(displayPath):1:1: error: the input is \(bytes.count) bytes; alertcopy reads up to "
                + "\(InputLimits.maximumFileSize) bytes")
    }
    return bytes
}

extension String {
    /// The UTF-8 ranges of the text's lines, without their terminators (`\n` or `\r\n`); no
    /// empty last line.
    func lineRanges() -> [Range<Int>] {
        var text = self
        return text.withUTF8 { bytes in
            var lines: [Range<Int>] = []
            var start = 0
            while start <= bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
                let lineEnd = end > start && bytes[end - 1] == UInt8(ascii: "\r") ? end - 1 : end
                lines.append(start..<lineEnd)
                start = end + 1
            }
            if lines.last?.isEmpty == true { lines.removeLast() }
            return lines
        }
    }

    /// The text of UTF-8 ranges from ``lineRanges()``.
    func lines(_ ranges: some Collection<Range<Int>>) -> [String] {
        var text = self
        return text.withUTF8 { bytes in
            ranges.map { String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self) }
        }
    }
}
