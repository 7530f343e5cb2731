// The system-item catalog (UIBarButtonSystemItem…, UITabBarSystemItem…) and the rules keyed to each item.
import SQLiteKit

public struct SystemItem: Sendable, Equatable {
    /// The Objective-C constant: "UIBarButtonSystemItemFixedSpace".
    public var identifier: String
    /// The Swift case name: "fixedSpace".
    public var swiftName: String
    /// The identifier without its family prefix: "FixedSpace".
    public var shortName: String
    /// "bar-button" or "tab-bar".
    public var family: String
    public var bars: [Bar]
    public var labelsRU: [String]
    public var labelsZH: [String]
    public var labelsEN: [String]
    /// How many rules are keyed to the item.
    public var ruleCount: Int
}

extension SystemItem {
    /// The item families, in catalog order.
    public static let families = ["bar-button", "tab-bar"]
}

extension Store {
    static let itemColumns = """
        it.identifier, it.swift_name, it.short_name, it.family, it.bars, it.labels_ru, it.labels_zh, it.labels_en,
        (SELECT count(*) FROM rule_items ri WHERE ri.item = it.identifier)
        """

    /// Decodes an item row; a NULL where a value is required, an unknown family or bar is an
    /// invalid row (issue #13: never shown as some default).
    func item(from row: RowValues) throws(StoreError) -> SystemItem {
        guard let identifier = row.string(0), let swiftName = row.string(1), let shortName = row.string(2),
              let family = row.string(3), SystemItem.families.contains(family), let barList = row.string(4),
              let labelsRU = row.string(5), let labelsZH = row.string(6), let labelsEN = row.string(7),
              let ruleCount = row.int(8) else {
            throw .invalidRow(path: path, detail: "item \(row.string(0) ?? "?"): a NULL, mistyped or unknown value (family '\(row.string(3) ?? "NULL")')")
        }
        var bars: [Bar] = []
        for raw in Store.split(barList) {
            guard let bar = Bar(rawValue: raw) else { throw .invalidRow(path: path, detail: "item \(identifier): invalid bar '\(raw)'") }
            bars.append(bar)
        }
        return SystemItem(identifier: identifier, swiftName: swiftName, shortName: shortName, family: family, bars: bars,
                          labelsRU: Store.split(labelsRU), labelsZH: Store.split(labelsZH), labelsEN: Store.split(labelsEN),
                          ruleCount: ruleCount)
    }

    /// The catalog in its own order, optionally one family only.
    public func items(family: String? = nil) throws(StoreError) -> [SystemItem] {
        let rows = try read { db throws(DatabaseError) in
            if let family {
                return try db.rows("SELECT \(Store.itemColumns) FROM items it WHERE it.family = ? ORDER BY it.ordinal", [family])
            }
            return try db.rows("SELECT \(Store.itemColumns) FROM items it ORDER BY it.ordinal")
        }
        var out: [SystemItem] = []
        for row in rows { out.append(try item(from: row)) }
        return out
    }

    /// The item whose identifier, Swift case name or short name is `name` (case-insensitive).
    public func item(named name: String) throws(StoreError) -> SystemItem? {
        let key = name.trimmingSpaces
        let rows = try read { db throws(DatabaseError) in
            try db.rows("""
                SELECT \(Store.itemColumns) FROM items it
                WHERE lower(it.identifier) = lower(?1) OR lower(it.swift_name) = lower(?1) OR lower(it.short_name) = lower(?1)
                ORDER BY lower(it.identifier) <> lower(?1), it.ordinal
                """, [key])
        }
        guard let first = rows.first else { return nil }
        return try item(from: first)
    }

    /// The rules keyed to the item (rule_items), in source order.
    public func rules(forItem identifier: String) throws(StoreError) -> [Rule] {
        try rules(where: "EXISTS (SELECT 1 FROM rule_items i WHERE i.rule = r.rowid AND i.item = ?)", [identifier])
    }
}
