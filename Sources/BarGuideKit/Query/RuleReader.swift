import SQLiteKit

/// Reading rules back out of a store, in deterministic (document, source) order.
extension Store {
    /// Columns read by `rule(from:)`, in order; prefix with a table alias when joining.
    static let ruleColumns = [
        "id", "bars", "kind", "modality", "lang", "document", "heading", "line_start", "line_end",
        "ordinal", "headline", "text", "items", "symbols", "flags",
    ]

    static func ruleColumnList(_ alias: String = "r") -> String {
        ruleColumns.map { "\(alias).\($0)" }.joined(separator: ", ") + ", " + groupColumn(alias)
    }

    /// The rule's guideline group (migration 007), after `ruleColumns`.
    static func groupColumn(_ alias: String) -> String {
        "(SELECT g.group_id FROM rule_groups g WHERE g.rule = \(alias).rowid)"
    }

    /// Decodes a row that starts with `ruleColumns` at `offset`.
    static func rule(from row: Row, offset o: Int = 0) -> Rule {
        Rule(
            id: row.string(o) ?? "",
            bars: split(row.string(o + 1)).compactMap(Bar.init(rawValue:)),
            kind: RuleKind(rawValue: row.string(o + 2) ?? "") ?? .guideline,
            modality: row.string(o + 3).flatMap(Modality.init(rawValue:)),
            lang: Lang(rawValue: row.string(o + 4) ?? "") ?? .en,
            document: row.string(o + 5) ?? "",
            heading: split(row.string(o + 6)),
            lines: LineRange(row.int(o + 7) ?? 0, row.int(o + 8) ?? 0),
            headline: row.string(o + 10) ?? "",
            text: row.string(o + 11) ?? "",
            items: split(row.string(o + 12)),
            symbols: split(row.string(o + 13)),
            flags: split(row.string(o + 14)),
            ordinal: row.int(o + 9) ?? 0,
            group: row.string(o + ruleColumns.count)
        )
    }

    /// Rules matching an optional SQL condition on `r` (the rules table), in source order.
    public func rules(where condition: String? = nil, _ arguments: [any DatabaseValueConvertible] = []) throws(StoreError) -> [Rule] {
        let sql = "SELECT \(Store.ruleColumnList()) FROM rules r"
            + (condition.map { " WHERE \($0)" } ?? "")
            + " ORDER BY r.document, r.ordinal"
        return try read { db throws(DatabaseError) in
            let statement = try db.prepare(sql)
            try statement.bind(arguments)
            var out: [Rule] = []
            while let row = try statement.step() { out.append(Store.rule(from: row)) }
            return out
        }
    }

    /// Every rule, in deterministic order.
    public func allRules() throws(StoreError) -> [Rule] { try rules() }

    public struct StatsRow: Sendable, Equatable {
        public var bar: String
        public var lang: String
        public var kind: String
        public var count: Int
    }

    /// Rule counts by primary bar × language × kind, in a stable order.
    public func stats() throws(StoreError) -> [StatsRow] {
        let rows = try read { db throws(DatabaseError) in
            try db.rows("SELECT primary_bar, lang, kind, count(*) FROM rules GROUP BY 1, 2, 3")
        }
        let barOrder = Dictionary(uniqueKeysWithValues: Bar.allCases.enumerated().map { ($1.rawValue, $0) })
        let kindOrder = Dictionary(uniqueKeysWithValues: RuleKind.allCases.enumerated().map { ($1.rawValue, $0) })
        return rows.map { StatsRow(bar: $0.string(0) ?? "", lang: $0.string(1) ?? "", kind: $0.string(2) ?? "", count: $0.int(3) ?? 0) }
            .sorted {
                (barOrder[$0.bar] ?? 99, $0.lang, kindOrder[$0.kind] ?? 99) < (barOrder[$1.bar] ?? 99, $1.lang, kindOrder[$1.kind] ?? 99)
            }
    }

    public struct DocumentInfo: Sendable, Equatable {
        public var name: String
        public var lang: String
        public var title: String
        public var origin: String?
        public var bytes: Int
        public var rules: Int
    }

    public func documents() throws(StoreError) -> [DocumentInfo] {
        let rows = try read { db throws(DatabaseError) in
            try db.rows("""
                SELECT d.name, d.lang, d.title, d.origin, d.bytes, (SELECT count(*) FROM rules r WHERE r.document = d.name)
                FROM documents d ORDER BY d.ordinal
                """)
        }
        return rows.map {
            DocumentInfo(name: $0.string(0) ?? "", lang: $0.string(1) ?? "", title: $0.string(2) ?? "",
                         origin: $0.string(3), bytes: $0.int(4) ?? 0, rules: $0.int(5) ?? 0)
        }
    }
}
