import CopyKit

/// `alertcopy explain RULE`: the rule's guideline, examples and fix.
let explainCommand = Command(
    name: "explain",
    abstract: "Explain a rule: the guideline it comes from, examples, what its fix does.",
    usage: ["explain RULE"],
    discussion: "RULE is a rule id or alias, as 'alertcopy rules' lists them.",
    options: [],
    run: { runExplain($0) }
)

private func runExplain(_ arguments: [String]) -> Int32 {
    let parsed: ParsedArguments
    do {
        parsed = try explainCommand.parse(arguments)
    } catch {
        return report(error, command: "explain")
    }
    guard parsed.positionals.count == 1, let name = parsed.positionals.first else {
        return report(
            .usage(parsed.positionals.isEmpty ? "missing rule id" : "explain takes one rule id"), command: "explain")
    }
    guard let rule = RuleRegistry.rule(named: name) else {
        do {
            try CommonOptions.validateRuleNames([name], option: "explain")
        } catch {
            return report(.usage(error.message), command: "explain")
        }
        return 2
    }
    standardOutput.write(RuleDocumentation.explanation(rule.description))
    return 0
}
