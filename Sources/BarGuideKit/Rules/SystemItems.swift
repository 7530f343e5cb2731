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

    /// Other names of the families (lowercased, as --family's alias table holds them): the
    /// tab-bar family answers to every name of the tab bar (`BarNames`), the bar-button family
    /// to the names of UIBarButtonItem.
    public static let familyAliases: [(name: String, family: String)] = {
        var out: [(name: String, family: String)] = [
            ("barbutton", "bar-button"), ("bar button", "bar-button"), ("bar buttons", "bar-button"),
            ("bar-buttons", "bar-button"), ("button", "bar-button"), ("buttons", "bar-button"),
            ("uibarbuttonitem", "bar-button"), ("uibarbuttonsystemitem", "bar-button"), ("uitabbarsystemitem", "tab-bar"),
        ]
        for n in BarNames.names(of: .tabBar) where n.lower != "tab-bar" { out.append((n.lower, "tab-bar")) }
        return out
    }()

    /// The family a name means (a family, an alias, or any name of the tab bar); nil when unknown.
    public static func family(named name: String) -> String? {
        let lower = name.lowercased()
        if families.contains(lower) { return lower }
        if let hit = familyAliases.first(where: { $0.name == lower }) { return hit.family }
        let key = BarNames.key(name)
        if let hit = familyAliases.first(where: { BarNames.key($0.name) == key }) { return hit.family }
        return Bar.resolve(name) == .tabBar ? "tab-bar" : nil
    }

    /// Every name the item answers to: identifier, Swift case name, short name, and its labels
    /// in every language ("Fixed Space", "фиксированное пространство", "固定空間").
    public var names: [String] { [identifier, swiftName, shortName] + labelsEN + labelsRU + labelsZH }

    /// The lookup key of an item name: `BarNames.key` (no case, spaces, hyphens or underscores).
    public static func key(_ name: String) -> String { BarNames.key(name) }
}

extension Store {
    static let itemColumns = """
        it.identifier, it.swift_name, it.short_name, it.family, it.bars, it.labels_ru, it.labels_zh, it.labels_en,
        (SELECT count(*) FROM rule_items ri WHERE ri.item = it.identifier)
        """

    /// Decodes an item row; a NULL where a value is required, an unknown family or bar is an
    /// invalid row (never shown as some default).
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

    /// The item `name` names (`items(named:)`'s first).
    public func item(named name: String) throws(StoreError) -> SystemItem? {
        try items(named: name).first
    }

    /// The items `name` names, compared without case, spaces, hyphens or underscores: the item
    /// whose identifier it is; else every item whose Swift case name or short name it is; else
    /// every item with that label in any language ("Fixed Space", "搜尋"). Several items can
    /// share a name ("search": UIBarButtonSystemItemSearch and UITabBarSystemItemSearch): all
    /// of them, in catalog order. [] when none.
    public func items(named name: String) throws(StoreError) -> [SystemItem] {
        let key = SystemItem.key(name)
        guard !key.isEmpty else { return [] }
        let all = try items()
        if let exact = all.first(where: { SystemItem.key($0.identifier) == key }) { return [exact] }
        let named = all.filter { SystemItem.key($0.swiftName) == key || SystemItem.key($0.shortName) == key }
        if !named.isEmpty { return named }
        return all.filter { item in (item.labelsEN + item.labelsRU + item.labelsZH).contains { SystemItem.key($0) == key } }
    }

    /// The rules keyed to the item (rule_items), in source order.
    public func rules(forItem identifier: String) throws(StoreError) -> [Rule] {
        try rules(where: "EXISTS (SELECT 1 FROM rule_items i WHERE i.rule = r.rowid AND i.item = ?)", [identifier])
    }
}
