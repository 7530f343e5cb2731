// The scope-bar categories (all, then each bar) with their rule counts.
import SQLiteKit

public struct ScopeCount: Sendable, Equatable {
    /// "all" or a bar's raw value.
    public var scope: String
    /// nil for "all".
    public var bar: Bar?
    public var total: Int
    /// Every language, zero included.
    public var byLang: [Lang: Int]
    /// Every kind, zero included.
    public var byKind: [RuleKind: Int]

    /// "All", or the bar's short name ("Tab").
    public var name: String { bar?.shortName ?? "All" }
}

extension Store {
    /// All rules, then each of the six bars (a rule counts for every bar it is about), with
    /// counts per language and per kind.
    public func scopeCounts() throws(StoreError) -> [ScopeCount] {
        let rows = try read { db throws(DatabaseError) in
            try db.rows("""
                SELECT 'all', lang, kind, count(*) FROM rules GROUP BY 2, 3
                UNION ALL
                SELECT b.bar, r.lang, r.kind, count(*) FROM rules r JOIN rule_bars b ON b.rule = r.rowid GROUP BY 1, 2, 3
                """)
        }
        var counts: [String: ScopeCount] = [:]
        let scopes: [(String, Bar?)] = [("all", nil)] + Bar.scoped.map { ($0.rawValue, $0) }
        for (scope, bar) in scopes {
            counts[scope] = ScopeCount(
                scope: scope, bar: bar, total: 0,
                byLang: Dictionary(uniqueKeysWithValues: Lang.allCases.map { ($0, 0) }),
                byKind: Dictionary(uniqueKeysWithValues: RuleKind.allCases.map { ($0, 0) }))
        }
        for row in rows {
            guard let scope = row.string(0), counts[scope] != nil,
                  let lang = row.string(1).flatMap(Lang.init(rawValue:)),
                  let kind = row.string(2).flatMap(RuleKind.init(rawValue:)) else { continue }
            let n = row.int(3) ?? 0
            counts[scope]!.total += n
            counts[scope]!.byLang[lang, default: 0] += n
            counts[scope]!.byKind[kind, default: 0] += n
        }
        return scopes.compactMap { counts[$0.0] }
    }
}
