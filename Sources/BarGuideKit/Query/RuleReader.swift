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

    /// The extended result code of a row that holds a value BarGuide cannot read: SQLITE_CORRUPT
    /// with a BarGuide-specific extended part, mapped to `StoreError.invalidRow`.
    public static let invalidRowCode: Int32 = 11 | (0x42 << 8)

    static func invalid(_ what: String, _ row: Row, _ o: Int) -> DatabaseError {
        let id = row.string(o).map { "rule \($0)" } ?? "a rule"
        return DatabaseError(code: invalidRowCode, message: "\(id): \(what)")
    }

    /// Decodes a row that starts with `ruleColumns` at `offset`. A row with a value that is not
    /// one BarGuide writes (an unknown bar, kind, modality or language; a NULL or a value of the
    /// wrong type where a value is required) is an error, never shown as some default.
    static func rule(from row: Row, offset o: Int = 0) throws(DatabaseError) -> Rule {
        func text(_ k: Int, _ name: String) throws(DatabaseError) -> String {
            guard let v = row.string(o + k) else {
                throw invalid(row[o + k] == .null ? "\(name) is NULL" : "\(name) is not text", row, o)
            }
            return v
        }
        func integer(_ k: Int, _ name: String) throws(DatabaseError) -> Int {
            switch row[o + k] {
            case .integer(let v) where v >= Int64(Int32.min) && v <= Int64(Int32.max): return Int(v)
            case .null: throw invalid("\(name) is NULL", row, o)
            default: throw invalid("\(name) is not an integer", row, o)
            }
        }
        func value<E: RawRepresentable>(_ raw: String, _ name: String, _: E.Type) throws(DatabaseError) -> E where E.RawValue == String {
            guard let v = E(rawValue: raw) else { throw invalid("invalid \(name) '\(raw)'", row, o) }
            return v
        }
        let id = try text(0, "id")
        guard !id.isEmpty else { throw invalid("the id is empty", row, o) }
        var bars: [Bar] = []
        for raw in split(try text(1, "bars")) { bars.append(try value(raw, "bar", Bar.self)) }
        guard !bars.isEmpty else { throw invalid("it has no bar", row, o) }
        let kind = try value(try text(2, "kind"), "kind", RuleKind.self)
        var modality: Modality? = nil
        if row[o + 3] != .null { modality = try value(try text(3, "modality"), "modality", Modality.self) }
        let lang = try value(try text(4, "lang"), "lang", Lang.self)
        return Rule(
            id: id,
            bars: bars,
            kind: kind,
            modality: modality,
            lang: lang,
            document: try text(5, "document"),
            heading: split(try text(6, "heading")),
            lines: LineRange(try integer(7, "line_start"), try integer(8, "line_end")),
            headline: try text(10, "headline"),
            text: try text(11, "text"),
            items: split(try text(12, "items")),
            symbols: split(try text(13, "symbols")),
            flags: split(try text(14, "flags")),
            ordinal: try integer(9, "ordinal"),
            group: row.string(o + ruleColumns.count)
        )
    }

    /// Rules matching an optional SQL condition on `r` (the rules table), in source order.
    public func rules(where condition: String? = nil, _ arguments: [any DatabaseValueConvertible] = []) throws(StoreError) -> [Rule] {
        var out: [Rule] = []
        try forEachRule(where: condition, arguments) { out.append($0) }
        return out
    }

    /// Calls `body` with each rule matching an optional SQL condition, in source order, one row
    /// at a time (export streams through this: memory stays flat). Stops at the first invalid row.
    public func forEachRule(where condition: String? = nil, _ arguments: [any DatabaseValueConvertible] = [],
                            _ body: (Rule) -> Void) throws(StoreError) {
        let sql = "SELECT \(Store.ruleColumnList()) FROM rules r"
            + (condition.map { " WHERE \($0)" } ?? "")
            + " ORDER BY r.document, r.ordinal"
        try read { db throws(DatabaseError) in
            let statement = try db.prepare(sql)
            try statement.bind(arguments)
            while let row = try statement.step() { body(try Store.rule(from: row)) }
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
        var out: [StatsRow] = []
        for row in rows {
            guard let bar = row.string(0), Bar(rawValue: bar) != nil, let lang = row.string(1), Lang(rawValue: lang) != nil,
                  let kind = row.string(2), RuleKind(rawValue: kind) != nil, let count = row.int(3) else {
                let shown = (0..<3).map { row[$0] == .null ? "NULL" : "'\(row.string($0) ?? "?")'" }.joined(separator: ", ")
                throw .invalidRow(path: path, detail: "a rule with bar, lang, kind \(shown)")
            }
            out.append(StatsRow(bar: bar, lang: lang, kind: kind, count: count))
        }
        return out
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
        var out: [DocumentInfo] = []
        for row in rows {
            guard let name = row.string(0), let lang = row.string(1), let title = row.string(2),
                  let bytes = row.int(4), let rules = row.int(5) else {
                throw .invalidRow(path: path, detail: "document \(row.string(0) ?? "?"): a NULL or mistyped name, lang, title or bytes")
            }
            out.append(DocumentInfo(name: name, lang: lang, title: title, origin: row.string(3), bytes: bytes, rules: rules))
        }
        return out
    }
}
