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

    static func item(from row: RowValues) -> SystemItem {
        SystemItem(identifier: row.string(0) ?? "", swiftName: row.string(1) ?? "", shortName: row.string(2) ?? "",
                   family: row.string(3) ?? "", bars: split(row.string(4)).compactMap(Bar.init(rawValue:)),
                   labelsRU: split(row.string(5)), labelsZH: split(row.string(6)), labelsEN: split(row.string(7)),
                   ruleCount: row.int(8) ?? 0)
    }

    /// The catalog in its own order, optionally one family only.
    public func items(family: String? = nil) throws(StoreError) -> [SystemItem] {
        let rows = try read { db throws(DatabaseError) in
            if let family {
                return try db.rows("SELECT \(Store.itemColumns) FROM items it WHERE it.family = ? ORDER BY it.ordinal", [family])
            }
            return try db.rows("SELECT \(Store.itemColumns) FROM items it ORDER BY it.ordinal")
        }
        return rows.map(Store.item(from:))
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
        return rows.first.map(Store.item(from:))
    }

    /// The rules keyed to the item (rule_items), in source order.
    public func rules(forItem identifier: String) throws(StoreError) -> [Rule] {
        try rules(where: "EXISTS (SELECT 1 FROM rule_items i WHERE i.rule = r.rowid AND i.item = ?)", [identifier])
    }
}
