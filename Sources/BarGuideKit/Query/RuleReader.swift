import SQLiteKit

/// Reading rules back out of a store, in deterministic (document, source) order.
extension Store {
    /// Columns read by `rule(from:)`, in order; prefix with a table alias when joining.
    static let ruleColumns = [
        "id", "bars", "kind", "modality", "lang", "document", "heading", "line_start", "line_end",
        "ordinal", "headline", "text", "items", "symbols", "flags",
    ]

    /// `ruleColumns` and the rule's group, then its checksum when `checksum` (migration 008).
    static func ruleColumnList(_ alias: String = "r", checksum: Bool = false) -> String {
        ruleColumns.map { "\(alias).\($0)" }.joined(separator: ", ") + ", " + groupColumn(alias, checked: checksum)
            + (checksum ? ", \(alias).checksum" : "")
    }

    /// The columns `rule(from:)` reads from this database: with the checksum where it has them.
    /// Every reader of rules it prints selects these and decodes them with `rule(from:)`.
    public func ruleColumnList(_ alias: String = "r") -> String {
        Store.ruleColumnList(alias, checksum: hasChecksums)
    }

    /// Decodes a row of `ruleColumnList()` at `offset`; where the database has checksums, the
    /// row's content must match its checksum (else an invalid row: exit 3).
    public func rule(from row: Row, offset o: Int = 0) throws(DatabaseError) -> Rule {
        try Store.rule(from: row, offset: o, checksum: hasChecksums)
    }

    /// The rule's guideline group (migration 007), after `ruleColumns`.
    static func groupColumn(_ alias: String, checked: Bool = false) -> String {
        guard checked else { return "(SELECT g.group_id FROM rule_groups g WHERE g.rule = \(alias).rowid)" }
        // With checksums (migration 008): a group id that is not one of guideline_groups' (a
        // damaged rule_groups row) comes out as the blob x'00', an invalid row for `rule(from:)`.
        // One primary-key lookup per row read, in the same statement.
        return "(SELECT CASE WHEN EXISTS (SELECT 1 FROM guideline_groups gg WHERE gg.id = g.group_id) THEN g.group_id "
            + "ELSE x'00' END FROM rule_groups g WHERE g.rule = \(alias).rowid)"
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
    ///
    /// With `checksum`, the row has its checksum after the group column, and the content read
    /// must match it (checked after the values, so an invalid enum or a NULL is named as such).
    static func rule(from row: Row, offset o: Int = 0, checksum: Bool = false) throws(DatabaseError) -> Rule {
        let (rule, computed) = try decodeRule(from: row, offset: o, checksum: checksum)
        if checksum && !checksumMatches(row[o + ruleColumns.count + 1], computed) {
            throw invalid(checksumMismatch, row, o)
        }
        return rule
    }

    /// Decodes a row and, with `checksum`, computes the checksum of the values read (their
    /// text as read from the file: a flipped byte, even one that is not valid UTF-8, changes it).
    static func decodeRule(from row: Row, offset o: Int, checksum: Bool) throws(DatabaseError) -> (Rule, Int64) {
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
        let barsRaw = try text(1, "bars")
        var bars: [Bar] = []
        for raw in split(barsRaw) { bars.append(try value(raw, "bar", Bar.self)) }
        guard !bars.isEmpty else { throw invalid("it has no bar", row, o) }
        let kindRaw = try text(2, "kind")
        let kind = try value(kindRaw, "kind", RuleKind.self)
        var modality: Modality? = nil
        var modalityRaw: String? = nil
        if row[o + 3] != .null {
            let raw = try text(3, "modality")
            modalityRaw = raw
            modality = try value(raw, "modality", Modality.self)
        }
        let langRaw = try text(4, "lang")
        let lang = try value(langRaw, "lang", Lang.self)
        let document = try text(5, "document"), heading = try text(6, "heading")
        let start = try integer(7, "line_start"), end = try integer(8, "line_end"), ordinal = try integer(9, "ordinal")
        let headline = try text(10, "headline"), body = try text(11, "text")
        let items = try text(12, "items"), symbols = try text(13, "symbols"), flags = try text(14, "flags")
        let rule = Rule(
            id: id,
            bars: bars,
            kind: kind,
            modality: modality,
            lang: lang,
            document: document,
            heading: split(heading),
            lines: LineRange(start, end),
            headline: headline,
            text: body,
            items: split(items),
            symbols: split(symbols),
            flags: split(flags),
            ordinal: ordinal,
            group: row.string(o + ruleColumns.count)
        )
        guard checksum else { return (rule, 0) }
        // the x'00' of `groupColumn(checked:)`, read as text
        if rule.group == "\u{0}" { throw invalid("its guideline group is not one of the database's", row, o) }
        // The columns in `ruleChecksumColumns` order, as read (RowChecksum).
        var sum = RowChecksum()
        sum.text(barsRaw); sum.text(kindRaw); sum.text(modalityRaw); sum.text(langRaw)
        sum.text(document); sum.text(heading)
        sum.integer(Int64(start)); sum.integer(Int64(end)); sum.integer(Int64(ordinal))
        sum.text(headline); sum.text(body); sum.text(items); sum.text(symbols); sum.text(flags)
        sum.text(id)
        return (rule, sum.value)
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
        let sql = "SELECT \(ruleColumnList()) FROM rules r"
            + (condition.map { " WHERE \($0)" } ?? "")
            + " ORDER BY r.document, r.ordinal"
        try read { db throws(DatabaseError) in
            let statement = try db.prepare(sql)
            try statement.bind(arguments)
            while let row = try statement.step() { body(try rule(from: row)) }
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
                SELECT d.name, d.lang, d.title, d.origin, d.bytes, (SELECT count(*) FROM rules r WHERE r.document = d.name)\(documentChecksumSelect)
                FROM documents d ORDER BY d.ordinal
                """)
        }
        var out: [DocumentInfo] = []
        for row in rows {
            try checkDocument(row, after: 6)
            guard let name = row.string(0), let lang = row.string(1), let title = row.string(2),
                  let bytes = row.int(4), let rules = row.int(5) else {
                throw .invalidRow(path: path, detail: "document \(row.string(0) ?? "?"): a NULL or mistyped name, lang, title or bytes")
            }
            out.append(DocumentInfo(name: name, lang: lang, title: title, origin: row.string(3), bytes: bytes, rules: rules))
        }
        return out
    }
}
