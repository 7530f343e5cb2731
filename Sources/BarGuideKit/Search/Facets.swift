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

    // Every facet token, made once (ingest asks for them for every rule), in `allCases` order.
    private static let barTokens = Bar.allCases.map(bar)
    private static let langTokens = Lang.allCases.map(lang)
    private static let kindTokens = RuleKind.allCases.map(kind)
    private static let modalityTokens = Modality.allCases.map(modality)

    @inline(__always)
    private static func token<T: CaseIterable & Equatable>(_ value: T, _ table: [String], _ make: (T) -> String) -> String
    where T.AllCases == [T] {
        if let i = T.allCases.firstIndex(of: value) { return table[i] }
        return make(value)
    }

    public static func tokens(for rule: Rule) -> [String] {
        var list: [String] = []
        list.reserveCapacity(rule.bars.count + 3)
        for b in rule.bars { list.append(token(b, barTokens, bar)) }
        list.append(token(rule.lang, langTokens, lang))
        list.append(token(rule.kind, kindTokens, kind))
        if let m = rule.modality { list.append(token(m, modalityTokens, modality)) }
        return list
    }

    /// `facets : (a OR b …)`, a MATCH clause restricting to rules with any of the tokens.
    static func clause(_ tokens: [String]) -> String {
        "facets : (" + tokens.map { "\"\($0)\"" }.joined(separator: " OR ") + ")"
    }
}
