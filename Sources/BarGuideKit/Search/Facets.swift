/// Facet tokens: a rule's bars, language, kind and modality as single lowercase tokens in the
/// `facets` column of the full-text index (see Migrations/004_facets.sql, which derives the
/// same tokens in SQL for databases upgraded in place). Filters and per-scope counts become
/// part of the MATCH expression and are answered from the index alone.
public enum Facets {
    static func squash(_ s: String) -> String {
        String(String.UnicodeScalarView(s.lowercased().unicodeScalars.filter { $0 != "-" }))
    }

    public static func bar(_ bar: Bar) -> String { "zzbar" + squash(bar.rawValue) }
    public static func lang(_ lang: Lang) -> String { "zzlang" + squash(lang.rawValue) }
    public static func kind(_ kind: RuleKind) -> String { "zzkind" + kind.rawValue }
    public static func modality(_ modality: Modality) -> String { "zzmod" + modality.rawValue }

    public static func tokens(for rule: Rule) -> [String] {
        rule.bars.map(bar) + [lang(rule.lang), kind(rule.kind)] + (rule.modality.map { [modality($0)] } ?? [])
    }

    /// `facets : (a OR b …)`, a MATCH clause restricting to rules with any of the tokens.
    static func clause(_ tokens: [String]) -> String {
        "facets : (" + tokens.map { "\"\($0)\"" }.joined(separator: " OR ") + ")"
    }
}
