/// A fragment title takes title-style capitalization, a complete sentence sentence-style
/// capitalization; ios2011 also title-cases a single non-question sentence and sentence-cases
/// a question.
struct TitleCaseRule: Rule {
    static let description = RuleDescription(
        id: "title-case",
        summary: "Fragment titles use title-style capitalization; sentence titles use sentence-style capitalization.",
        severities: [.current: .warning, .ios7: .warning, .tvos: .warning, .ios2011: .warning],
        guidelines: [
            GuidelineQuote(
                .current,
                "If the title is a complete sentence, use sentence-style capitalization and appropriate ending punctuation. If the title is a sentence fragment, use title-style capitalization, and don’t add ending punctuation."
            ),
            GuidelineQuote(
                .ios7,
                "Use sentence-style capitalization and appropriate punctuation for complete sentences. Don’t use ending punctuation for sentence fragments."
            ),
            GuidelineQuote(
                .tvos,
                "Use sentence-style capitalization and appropriate punctuation for complete sentences. Don’t use ending punctuation for sentence fragments."
            ),
            GuidelineQuote(
                .ios2011,
                "Use title-style capitalization and no ending punctuation when the title is a sentence fragment or it consists of a single sentence that is not a question."
            ),
            GuidelineQuote(
                .ios2011,
                "If the title consists of a single sentence that is a question, use sentence-style capitalization and an ending question mark."
            ),
        ],
        fixDescription:
            "safe (suggested when the fragment/sentence classifier is unsure): recapitalizes the title. current, ios7, tvos: fragments and verb-first questions in title style, sentences and auxiliary-led questions in sentence style; ios2011: title style for a fragment or a single non-question sentence, sentence style for a question or several sentences. Off in iphoneos3, which says nothing about capitalization. Names, brands, acronyms and quoted names keep their spelling.",
        examples: [
            RuleExample(
                Alert(title: "printer not responding", message: "Make sure the printer is on.", buttons: ["OK"]),
                triggers: true),
            RuleExample(Alert(title: "The Document Couldn't Be Opened.", buttons: ["OK"]), triggers: true),
            RuleExample(Alert(title: "delete all reminders?", buttons: ["Cancel", "Delete"]), triggers: true),
            RuleExample(Alert(title: "Delete this photo?", buttons: ["Cancel", "Delete"]), triggers: true),
            RuleExample(Alert(title: "Wi-Fi Is Turned Off", buttons: ["OK"]), triggers: true),
            RuleExample(Alert(title: "printer not responding", buttons: ["OK"]), profile: .ios7, triggers: true),
            RuleExample(
                Alert(title: "Delete All Reminders?", buttons: ["Cancel", "Delete"]), profile: .ios2011, triggers: true),
            RuleExample(Alert(title: "Printer Not Responding", buttons: ["OK"]), triggers: false),
            RuleExample(Alert(title: "iCloud storage is full.", buttons: ["OK"]), triggers: false),
            RuleExample(Alert(title: "Something went wrong", buttons: ["OK"]), triggers: false),
            RuleExample(Alert(title: "Hide Your Email and\nBlock Trackers", buttons: ["OK"]), triggers: false),
            RuleExample(Alert(title: "Share %lu Items with %@?", buttons: ["Cancel", "Share"]), triggers: false),
            RuleExample(
                Alert(
                    title: "Delete Good Night Stories for Rebel Girls from Library?",
                    buttons: ["Delete from Library", "Cancel"]),
                triggers: false),
            RuleExample(
                Alert(title: "Do you want to share your workouts?", buttons: ["Don't Share", "Share"]), triggers: false),
            RuleExample(Alert(title: "Wi-Fi Is Turned Off", buttons: ["OK"]), profile: .ios2011, triggers: false),
            RuleExample(Alert(title: "The Disk Is Full", buttons: ["OK"]), profile: .ios2011, triggers: false),
            RuleExample(
                Alert(title: "Turn on location sharing?", buttons: ["Cancel", "Turn On"]), profile: .ios2011,
                triggers: false),
            RuleExample(Alert(title: "printer not responding", buttons: ["OK"]), profile: .iphoneos3, triggers: false),
            RuleExample(
                Alert(title: "If you leave now, your draft won't be saved.", buttons: ["Leave", "Keep Editing"]),
                triggers: false),
        ],
        corrections: [
            RuleCorrection(
                Alert(title: "Contact Sync Is Paused.", buttons: ["OK"]),
                Alert(title: "Contact sync is paused.", buttons: ["OK"])),
            RuleCorrection(
                Alert(title: "Backup & Restore Is Turned Off.", buttons: ["OK"]),
                Alert(title: "Backup & Restore is turned off.", buttons: ["OK"])),
            RuleCorrection(
                Alert(title: "printer not responding", buttons: ["OK"]),
                Alert(title: "Printer Not Responding", buttons: ["OK"]),
                safety: .suggested),
            RuleCorrection(
                Alert(title: "The Document Couldn't Be Opened.", buttons: ["OK"]),
                Alert(title: "The document couldn't be opened.", buttons: ["OK"]), safety: .suggested),
            RuleCorrection(
                Alert(title: "delete all reminders?", buttons: ["Cancel", "Delete"]),
                Alert(title: "Delete All Reminders?", buttons: ["Cancel", "Delete"]), safety: .suggested),
            RuleCorrection(
                Alert(title: "Delete All Reminders?", buttons: ["Cancel", "Delete"]),
                Alert(title: "Delete all reminders?", buttons: ["Cancel", "Delete"]), profile: .ios2011,
                safety: .suggested),
        ]
    )

    func check(_ alert: AnalyzedAlert, in context: RuleContext, into findings: inout [Finding]) {
        if let title = alert.title, GenericTitle.isInterjection(title, lexicon: context.lexicon) { return }
        // The verdict's kind and confidence are read in place; its reason only for a finding.
        guard let title = alert.title, let classified = alert.titleClassification?.kind,
            let confidence = alert.titleClassification?.confidence,
            case let kind = TitleKind.of(title, classifiedAs: classified, lexicon: context.lexicon),
            let expectation = TitleConventions.expectation(for: kind, profile: context.profile)
        else { return }
        let (edits, spellsLearnedName) = CaseEdits.edits(for: title, style: expectation.style, context: context)
        guard !edits.isEmpty else { return }
        let safety: FixSafety = spellsLearnedName ? .suggested : FixSafety(confidence: confidence)
        let what: StaticString
        switch (expectation.style, kind) {
        case (.title, .sentence): what = "A single non-question sentence title uses title-style capitalization"
        case (.title, _): what = "A fragment title uses title-style capitalization"
        case (.sentence, .fragmentQuestion), (.sentence, .sentenceQuestion):
            what = "A question title uses sentence-style capitalization"
        case (.sentence, _): what = "A complete-sentence title uses sentence-style capitalization"
        }
        let summary = expectation.style == .title ? "Capitalize as a title" : "Capitalize as a sentence"
        findings.append(
            Finding(
                ruleID: Self.description.id, severity: .warning, field: .title, range: CaseEdits.span(of: edits),
                message: alert.titleClassification?.findingMessage(what) ?? "",
                fixes: [Fix(field: .title, change: .edits(edits), safety: safety, summary: summary)])
        )
    }
}
