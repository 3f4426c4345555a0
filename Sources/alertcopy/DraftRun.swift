import CopyKit
import Foundation

/// check/fix over drafts (stdin and draft files): read, lint, then report or write the fixed copy.
struct DraftRun {
    var configuration: Configuration
    var format: ReportFormat
    var quiet: Bool
    var color: Bool
    var role: TextRole?
    var isFix: Bool
    var safety: FixSafety
    var dryRun: Bool
    var diff: Bool

    /// Runs over every path (`-` is stdin); returns the exit code.
    /// `baseline` takes accepted findings out of the reports (a check only).
    func run(_ paths: [String], baseline: inout BaselineRun?) -> Int32 {
        var configuration = self.configuration
        if role == .button {
            // Each line is one button with no alert around it: rules about the set of buttons
            // (a missing Cancel, the order, the count) have nothing to judge unless asked for.
            configuration.disable += Self.buttonSetRules.filter {
                !configuration.enable.contains($0) && !configuration.select.contains($0)
            }
        }
        let linter = Linter(configuration: configuration)
        // Each worker thread but the first lints with a copy of its own, made when it starts.
        let linters = ThreadCopies(linter)
        var reports: [AlertReport] = []
        var failed = false
        // The JSON report of a check is written as the alerts are linted, a run at a time: a
        // check over many alerts never holds the whole report.
        var stream = format == .json && !isFix ? JSONReportStream() : nil
        // Compiler diagnostics (like the JSON report) are written as each alert is linted, on the
        // thread that linted it, which also frees its report there: nothing is held, nothing is
        // left for one thread.
        let streamsLines = format == .xcode && !isFix && baseline == nil
        var lines = XcodeReportStream()
        for path in paths {
            let document: DraftDocument
            do {
                // The reader checks the bytes as UTF-8 text itself.
                let bytes = try readInputBytes(path: path)
                document = try read(bytes, path: inputDisplayPath(path))
            } catch {
                report(error)
                failed = true
                continue
            }
            if isFix {
                if !fix(document, path: path, linters: linters, reports: &reports) { failed = true }
            } else if stream != nil && baseline == nil {
                // Each alert is linted, fixed and written on one thread, then freed; runs of
                // alerts go out in order as they are done.
                stream!.write(
                    checking: document.alerts[...], with: linters, { $0.checking($1, withFixed: true) },
                    to: standardOutput.write(buffer:))
            } else if streamsLines {
                lines.write(
                    checking: document.alerts[...], with: linters,
                    { $0.checking($1, withFixed: false, withFixes: false).findings },
                    to: standardOutput.write(buffer:))
            } else {
                let withFixed = format == .json
                for start in stride(from: 0, to: document.alerts.count, by: Self.batchSize) {
                    let batch = document.alerts[start..<min(start + Self.batchSize, document.alerts.count)]
                    var batchReports = batch.concurrentMap(worker: linters.value(forWorker:)) { linter, draft in
                        let (findings, fixed) = linter.checking(draft.alert, withFixed: withFixed)
                        return AlertReport(source: draft.source, alert: draft.alert, findings: findings, fixed: fixed)
                    }
                    if baseline != nil { batchReports = baseline!.process(batchReports) }
                    if stream != nil {
                        standardOutput.write(bytes: stream!.bytes(for: batchReports))
                    } else {
                        reports += batchReports
                    }
                }
            }
            KeptUntilExit.keep(document)
        }
        // The run's caches (button titles and sets seen) are freed with the process.
        KeptUntilExit.keep(linter)
        if var stream {
            if !(failed && stream.summary.alerts == 0) { standardOutput.write(bytes: stream.closingBytes()) }
            if failed { return 2 }
            return stream.summary.fails(at: configuration.failOn) ? 1 : 0
        }
        if streamsLines {
            if failed { return 2 }
            return lines.summary.fails(at: configuration.failOn) ? 1 : 0
        }
        if !isFix && !(failed && reports.isEmpty) {
            standardOutput.write(
                Reporter.render(reports, format: format, color: color, quiet: quiet, profile: configuration.profile))
        }
        if failed { return 2 }
        return ReportSummary(reports).fails(at: configuration.failOn) ? 1 : 0
    }

    /// How many alerts are linted (in parallel) and reported at a time when a baseline or the
    /// format needs their reports together.
    static let batchSize = 4096

    /// Rules that judge an alert's buttons together.
    static let buttonSetRules = ["destructive-needs-cancel", "button-order", "button-count"]

    private func read(_ bytes: [UInt8], path: String) throws(CommandError) -> DraftDocument {
        do {
            return try DraftReader.read(bytes, path: path, role: role)
        } catch {
            throw CommandError.input(error.description)
        }
    }

    /// Fixes one document: stdin to stdout, a file in place (or previewed); `reports` gets the
    /// findings that remain. Returns false when the file could not be written.
    private func fix(
        _ document: DraftDocument, path: String, linters: ThreadCopies<Linter>, reports: inout [AlertReport]
    ) -> Bool {
        let safety = safety
        let results = document.alerts.concurrentMap(worker: linters.value(forWorker:)) {
            $0.fixing($1.alert, upTo: safety)
        }
        let fixed = results.map(\.alert)
        var changed = 0
        for (draft, result) in zip(document.alerts, results) {
            if draft.alert != result.alert { changed += 1 }
            reports.append(
                AlertReport(source: draft.source, alert: result.alert, findings: result.remaining, fixed: result.alert))
        }
        let output = DraftWriter.write(document, fixed: fixed)
        if path == "-" && !diff {
            standardOutput.write(String(decoding: output, as: UTF8.self))
        } else if diff {
            standardOutput.write(TextDiff.unified(old: document.bytes, new: output, path: document.path))
        } else if dryRun {
            if changed > 0 { standardOutput.line("would fix \(changed) alert\(changed == 1 ? "" : "s") in \(path)") }
        } else if output != document.bytes {
            do throws(LocalizationFileError) {
                try AtomicFileWriter.write(output, to: path)
            } catch {
                report(.input("\(path): error: cannot write the fixed file: \(error.message)"))
                return false
            }
        }
        if !quiet && !dryRun && !diff {
            let remaining = reports.suffix(fixed.count).reduce(0) { $0 + $1.findings.count }
            var note =
                remaining > 0
                ? "\(remaining) finding\(remaining == 1 ? " remains" : "s remain") (see 'alertcopy check')" : ""
            if path != "-" {
                note = "fixed \(changed) alert\(changed == 1 ? "" : "s")" + (note.isEmpty ? "" : "; " + note)
            }
            if !note.isEmpty { standardError.line("\(inputDisplayPath(path)): \(note)") }
        }
        return true
    }
}
