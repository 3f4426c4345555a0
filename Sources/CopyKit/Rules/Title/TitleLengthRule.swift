/// A title that wraps past the lines its edition allows at the platform's alert width.
struct TitleLengthRule: Rule {
    static let description = RuleDescription(
        id: "title-length",
        summary: "Titles fit on two lines (current) or one line (ios7, tvos, ios2011) at the alert width.",
        severities: [.current: .warning, .ios7: .info, .tvos: .info, .ios2011: .info, .iphoneos3: .info],
        guidelines: [
            GuidelineQuote(
                .current,
                "Avoid writing a title that doesn’t convey useful information — like “Error” or “Error 329347 occurred” — but also avoid overly long titles that wrap to more than two lines."
            ),
            GuidelineQuote(.ios7, "Whenever possible, keep titles to a single line."),
            GuidelineQuote(.tvos, "Whenever possible, keep titles to a single line."),
            GuidelineQuote(
                .ios2011,
                "A long alert title is difficult for people to read quickly, and it might get truncated or force the alert message to scroll."
            ),
            GuidelineQuote(.iphoneos3, "Although brevity is recommended for alert titles"),
        ],
        fixDescription:
            "none (report only). The title is wrapped with approximate system-font advance widths at the platform's alert width and title size (--platform); the limit is two lines in current and iphoneos3, one line in ios7, tvos and ios2011. A warning in current; info where the edition says “whenever possible” or only recommends brevity.",
        examples: [
            RuleExample(
                Alert(
                    title:
                        "Unable to Share 48 Photos, 6 Videos, and 2 Documents with the Members of the Hiking Club Shared Album",
                    buttons: ["OK"]),
                triggers: true),
            RuleExample(
                Alert(title: "Are you sure you want to delete this playlist?", buttons: ["Cancel", "Delete"]),
                profile: .ios7, triggers: true),
            RuleExample(
                Alert(title: "Are you sure you want to delete this playlist?", buttons: ["Cancel", "Delete"]),
                profile: .ios2011, triggers: true),
            RuleExample(
                Alert(title: "Are you sure you want to delete this playlist?", buttons: ["Cancel", "Delete"]),
                triggers: false),
            RuleExample(
                Alert(
                    title: "Delete Good Night Stories for Rebel Girls from Library?",
                    buttons: ["Delete from Library", "Cancel"]),
                triggers: false),
            RuleExample(
                Alert(title: "Play from the Beginning?", buttons: ["Cancel", "Play"]), profile: .tvos, triggers: false),
        ],
        safestFix: nil
    )

    func check(_ alert: AnalyzedAlert, in context: RuleContext, into findings: inout [Finding]) {
        guard let title = alert.title else { return }
        let limit = context.profile.titleLineLimit
        let lines = AlertWidth(platform: context.platform).lineCount(of: title, style: .title)
        guard lines > limit else { return }
        let allowed = limit == 1 ? "one line" : "\(limit) lines"
        findings.append(
            Finding(
                ruleID: Self.description.id, severity: .warning, field: .title, range: 0..<title.utf16.count,
                message:
                    "The title wraps to about \(lines) lines on \(context.platform.rawValue); keep it to \(allowed).")
        )
    }
}
