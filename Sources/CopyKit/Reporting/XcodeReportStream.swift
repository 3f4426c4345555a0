/// Compiler diagnostics written as alerts are linted: runs of alerts spread over the cores, each
/// alert checked and its diagnostics written into its run's bytes on one thread; each run's
/// bytes go out, in order, as soon as the runs before it are out. Nothing is held per alert.
public struct XcodeReportStream: Sendable {
    /// The counts over the reports written so far.
    public private(set) var summary = ReportSummary([])

    public init() {}

    /// Writes the diagnostics of `drafts`, in order, through `write`, and counts them: `check`
    /// gives each alert's findings by a linter of `linters`, and the diagnostics are written from them and the
    /// draft where it is, without an `AlertReport` made. Each worker thread checks with its own
    /// linter of `linters`.
    public mutating func write(
        checking drafts: ArraySlice<DraftAlert>, with linters: ThreadCopies<Linter>,
        _ check: @Sendable (Linter, Alert) -> [Finding],
        to write: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        let start = drafts.startIndex
        var total = summary
        ConcurrentMapping.produceInOrder(count: drafts.count, worker: linters.value(forWorker:)) {
            linter, run in
            var output = ByteBuffer(capacity: 256 * run.count)
            var summary = ReportSummary([])
            // Each draft is read where the slice holds it: only its alert is copied, for the check.
            drafts[start + run.lowerBound..<start + run.upperBound].withUnsafeBufferPointer { drafts in
                for index in drafts.indices {
                    let draft = drafts.baseAddress! + index
                    let findings = check(linter, draft.pointee.alert)
                    summary.count(findings: findings)
                    XcodeReporter.append(findings, of: draft, to: &output)
                }
            }
            return (bytes: WrittenBytes(output), summary: summary)
        } consume: { run in
            run.bytes.buffer.withBytes(write)
            total = total + run.summary
        }
        summary = total
    }
}
