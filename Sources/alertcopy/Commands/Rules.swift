import CopyKit

/// `alertcopy rules`: every rule with its severity per profile and summary.
let rulesCommand = Command(
    name: "rules",
    abstract: "List the rules: id, severity per profile, summary.",
    usage: ["rules [--format human|json]"],
    discussion: "Severity per profile: E error, W warning, I info, - off.",
    options: [.value("format", "FORMAT", help: "human|json (default: human).")],
    run: { runRules($0) }
)

private func runRules(_ arguments: [String]) -> Int32 {
    let parsed: ParsedArguments
    do {
        parsed = try rulesCommand.parse(arguments)
    } catch {
        return report(error, command: "rules")
    }
    if let extra = parsed.positionals.first {
        return report(.usage("unexpected argument '\(extra)'"), command: "rules")
    }
    switch parsed.value("format") ?? "human" {
    case "human":
        standardOutput.write(RuleDocumentation.table(RuleRegistry.all.map { $0.description }))
    case "json":
        standardOutput.write(RuleDocumentation.json(RuleRegistry.all.map { $0.description }))
    case let other:
        return report(
            .usage(CommonOptions.invalid(other, for: "--format", among: ["human", "json"])), command: "rules")
    }
    return 0
}
