/// Every rule alertcopy knows, in the order `alertcopy rules` lists them.
/// Adding a rule: write its file, then add one line here.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = [
        ButtonYesNoRule.self,
        ButtonOKConfirmRule.self,
        ButtonCancelLabelRule.self,
        ButtonCaseRule.self,
        ButtonPunctuationRule.self,
        ButtonLengthRule.self,
        ButtonCountRule.self,
        DestructiveNeedsCancelRule.self,
        ButtonOrderRule.self,
        ButtonPronounsRule.self,
        TitleGenericRule.self,
        NoErrorWordRule.self,
        TitleLengthRule.self,
        TitleCaseRule.self,
        TitlePunctuationRule.self,
        MessageSentenceRule.self,
        MessageLengthRule.self,
        MessageRedundantRule.self,
        ExplainsButtonsRule.self,
        PronounsRule.self,
        ToneAccusatoryRule.self,
        ToneObliqueRule.self,
    ]

    /// The rule with this id or alias.
    public static func rule(named name: String) -> (any Rule.Type)? {
        all.first { $0.description.id == name || $0.description.aliases.contains(name) }
    }
}
