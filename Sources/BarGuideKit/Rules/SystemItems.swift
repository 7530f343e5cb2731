// The system-item catalog (UIBarButtonSystemItem…, UITabBarSystemItem…) and the rules keyed to each item.
import BarGuideText
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
    /// The labels as the buttons show them (dictionary forms, no quotes: Готово, 更多, Done).
    public var labelsRU: [String]
    public var labelsZH: [String]
    public var labelsEN: [String]
    /// The other forms the texts use (Сделанный, Отмену, 確定): they find the item, never shown as its labels.
    public var aliasesRU: [String] = []
    public var aliasesZH: [String] = []
    public var aliasesEN: [String] = []
    /// How many rules are keyed to the item.
    public var ruleCount: Int

    /// The item's labels and aliases by language key, in ru, zh, en order.
    public var forms: [(lang: String, forms: ItemLabelForms)] {
        [("ru", ItemLabelForms(labels: labelsRU, aliases: aliasesRU)),
         ("zh", ItemLabelForms(labels: labelsZH, aliases: aliasesZH)),
         ("en", ItemLabelForms(labels: labelsEN, aliases: aliasesEN))]
    }
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
    /// and aliases in every language ("Fixed Space", "фиксированное пространство", "固定空間", "Отмену").
    public var names: [String] { [identifier, swiftName, shortName] + labels + aliases }

    /// The labels of every language, en, ru, zh.
    var labels: [String] { labelsEN + labelsRU + labelsZH }
    /// The aliases of every language, en, ru, zh.
    var aliases: [String] { aliasesEN + aliasesRU + aliasesZH }

    /// The lookup key of an item name: `BarNames.key` (no case, spaces, hyphens or underscores).
    public static func key(_ name: String) -> String { BarNames.key(name) }
}

extension Store {
    /// The columns of an item row; `counting`: with the number of rules keyed to it (else 0);
    /// `aliases`: with its aliases (migration 009).
    static func itemColumns(counting: Bool, aliases: Bool) -> String {
        "it.identifier, it.swift_name, it.short_name, it.family, it.bars, it.labels_ru, it.labels_zh, it.labels_en, "
            + (counting ? "(SELECT count(*) FROM rule_items ri WHERE ri.item = it.identifier)" : "0")
            + (aliases ? ", it.aliases_ru, it.aliases_zh, it.aliases_en" : "")
    }

    /// Whether the items table has the aliases of migration 009 (a database read as it is may not).
    func hasItemAliases() throws(StoreError) -> Bool {
        try read { db throws(DatabaseError) in
            try db.scalar("SELECT count(*) FROM pragma_table_info('items') WHERE name = 'aliases_ru'") == .integer(1)
        }
    }

    /// Decodes an item row; a NULL where a value is required, an unknown family or bar is an
    /// invalid row (never shown as some default). A row without aliases (a database before
    /// migration 009, read as it is) holds the labels the texts use: they are split here as
    /// the migration would.
    func item(from row: RowValues, analyzer: Analyzer? = nil) throws(StoreError) -> SystemItem {
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
        var item = SystemItem(identifier: identifier, swiftName: swiftName, shortName: shortName, family: family, bars: bars,
                              labelsRU: Store.split(labelsRU), labelsZH: Store.split(labelsZH), labelsEN: Store.split(labelsEN),
                              ruleCount: ruleCount)
        if row.count > 9 {
            guard let ru = row.string(9), let zh = row.string(10), let en = row.string(11) else {
                throw .invalidRow(path: path, detail: "item \(identifier): NULL aliases")
            }
            (item.aliasesRU, item.aliasesZH, item.aliasesEN) = (Store.split(ru), Store.split(zh), Store.split(en))
        } else {
            let embedded = ItemCatalog.embedded.items.last { $0.identifier == identifier }
            let a = analyzer ?? Analyzer()
            func split(_ raw: [String], _ lang: String) -> ItemLabelForms {
                ItemForms.split(raw: raw, dictionary: embedded?.dictionaryForms[lang] ?? [], analyzer: a)
            }
            let ru = split(item.labelsRU, "ru"), zh = split(item.labelsZH, "zh"), en = split(item.labelsEN, "en")
            (item.labelsRU, item.labelsZH, item.labelsEN) = (ru.labels, zh.labels, en.labels)
            (item.aliasesRU, item.aliasesZH, item.aliasesEN) = (ru.aliases, zh.aliases, en.aliases)
        }
        return item
    }

    /// The catalog in its own order, optionally one family only; `counting`: with each item's
    /// rule count (else 0).
    public func items(family: String? = nil, counting: Bool = true) throws(StoreError) -> [SystemItem] {
        let aliases = try hasItemAliases()
        let columns = Store.itemColumns(counting: counting, aliases: aliases)
        let rows = try read { db throws(DatabaseError) in
            if let family {
                return try db.rows("SELECT \(columns) FROM items it WHERE it.family = ? ORDER BY it.ordinal", [family])
            }
            return try db.rows("SELECT \(columns) FROM items it ORDER BY it.ordinal")
        }
        let analyzer = aliases ? nil : Analyzer()
        var out: [SystemItem] = []
        for row in rows { out.append(try item(from: row, analyzer: analyzer)) }
        return out
    }

    /// The item `name` names (`items(named:)`'s first).
    public func item(named name: String) throws(StoreError) -> SystemItem? {
        try items(named: name).first
    }

    /// The items `name` names, compared without case, spaces, hyphens, underscores or quotes:
    /// the item whose identifier it is; else every item whose Swift case name or short name it
    /// is; else every item with that label in any language ("Fixed Space", "搜尋", «Готово»); else
    /// every item with that alias (a form the texts use: "Отмену"); else every item with a label
    /// or alias of the same stems, without the word for button ("кнопки Отмены"). Several items
    /// can share a name ("search": UIBarButtonSystemItemSearch and UITabBarSystemItemSearch):
    /// all of them, in catalog order. [] when none. `counting`: with each item's rule count.
    public func items(named name: String, counting: Bool = true) throws(StoreError) -> [SystemItem] {
        let key = SystemItem.key(ItemForms.unquoted(name))
        guard !key.isEmpty else { return [] }
        let all = try items(counting: counting)
        if let exact = all.first(where: { SystemItem.key($0.identifier) == key }) { return [exact] }
        let named = all.filter { SystemItem.key($0.swiftName) == key || SystemItem.key($0.shortName) == key }
        if !named.isEmpty { return named }
        let labelled = all.filter { item in item.labels.contains { SystemItem.key($0) == key } }
        if !labelled.isEmpty { return labelled }
        let aliased = all.filter { item in item.aliases.contains { SystemItem.key($0) == key } }
        if !aliased.isEmpty { return aliased }
        let analyzer = Analyzer()
        func stems(_ form: String) -> String { ItemForms.stemKey(ItemForms.core(form), analyzer: analyzer) }
        let wanted = stems(name)
        guard !wanted.isEmpty else { return [] }
        return all.filter { item in (item.labels + item.aliases).contains { stems($0) == wanted } }
    }

    /// The rules keyed to the item (rule_items), in source order.
    public func rules(forItem identifier: String) throws(StoreError) -> [Rule] {
        try rules(where: "EXISTS (SELECT 1 FROM rule_items i WHERE i.rule = r.rowid AND i.item = ?)", [identifier])
    }
}
