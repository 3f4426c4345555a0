/// Findings as compilers print diagnostics, which Xcode, editors and CI logs pick up:
/// `FILE:LINE:COL: warning: MESSAGE [rule-id]` (error → `error:`, info → `note:`).
public struct XcodeReporter: Sendable {
    public init() {}

    /// The diagnostics of every report, in order. Each report's lines are written as UTF-8 bytes
    /// on its own (reports spread over the cores), then joined once.
    public func render(_ reports: [AlertReport]) -> String {
        let parts = reports.concurrentMap(minimumChunk: 256) { Self.lines(of: $0) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(parts.reduce(0) { $0 + $1.count })
        for part in parts { bytes.append(contentsOf: part) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The diagnostic lines of one report.
    private static func lines(of report: AlertReport) -> [UInt8] {
        var bytes: [UInt8] = []
        for finding in report.findings {
            let place = report.place(of: finding)
            let location = place.location
            let path = place.path ?? report.source.path
            bytes.append(contentsOf: path.utf8)
            bytes.append(UInt8(ascii: ":"))
            appendDecimal(location.line, to: &bytes)
            bytes.append(UInt8(ascii: ":"))
            appendDecimal(location.column, to: &bytes)
            bytes.append(contentsOf: ": ".utf8)
            bytes.append(contentsOf: label(finding.severity).utf8)
            bytes.append(contentsOf: ": ".utf8)
            bytes.append(contentsOf: finding.message.singleLine().utf8)
            bytes.append(contentsOf: " [".utf8)
            bytes.append(contentsOf: finding.ruleID.utf8)
            bytes.append(contentsOf: "]\n".utf8)
            if let site = report.source.site, site != "\(path):\(location.line)" {
                bytes.append(contentsOf: "\(site): note: the alert is presented here\n".utf8)
            }
            if let key = place.keyInCode {
                bytes.append(contentsOf: "\(key): note: \(AlertReport.keyInCodeNote(nil))\n".utf8)
            }
        }
        return bytes
    }

    /// Appends the decimal digits of `number` (a line or column: never negative in a report, and
    /// written with a sign if it were).
    private static func appendDecimal(_ number: Int, to bytes: inout [UInt8]) {
        if number < 0 {
            bytes.append(contentsOf: String(number).utf8)
            return
        }
        var divisor = 1
        while divisor <= number / 10 { divisor *= 10 }
        var rest = number
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    static func label(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }
}

extension String {
    /// The text on one line: line feeds and carriage returns become spaces. Both are single bytes
    /// in UTF-8 (never inside another character's bytes), so a text without them is returned as
    /// it is and any other is mapped byte by byte.
    func singleLine() -> String {
        guard utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return self }
        return String(decoding: utf8.map { $0 == 0x0A || $0 == 0x0D ? 0x20 : $0 }, as: UTF8.self)
    }
}
