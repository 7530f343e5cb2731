// Item labels as the buttons show them (dictionary forms, no quotes), and the forms the texts
// use kept as aliases that still find the item: ItemForms, the catalog, lookups, search,
// migration 009 and determinism.
import Testing
import Foundation
import BarGuideText
@testable import BarGuideKit
@testable import SQLiteKit

@Suite struct ItemFormsTests {
    /// Quote and bracket characters of every script a label could be written with.
    static let quotes: [Character] = ["«", "»", "“", "”", "„", "‘", "’", "「", "」", "『", "』", "\"", "'", "＂", "(", ")", "[", "]", "《", "》"]

    @Test(arguments: [("«Изменить»", "Изменить"), ("“更多”", "更多"), ("「完成」", "完成"), ("『編輯』", "編輯"),
                      ("\"Done\"", "Done"), ("‘Cancel’", "Cancel"), ("„Готово“", "Готово"), ("＂取消＂", "取消"),
                      ("  Fixed \t Space ", "Fixed Space"), ("《搜索》", "搜索")])
    func quotesOfEveryScriptAreRemoved(raw: String, expected: String) {
        #expect(ItemForms.unquoted(raw) == expected)
    }

    @Test(arguments: [("Кнопку поиска", "поиска"), ("вкладка More", "More"), ("“更多”标签", "更多"), ("編輯按鈕", "編輯"),
                      ("the Done button", "the Done"), ("Кнопка", "Кнопка"), ("按钮", "按钮"), ("Закладки", "Закладки")])
    func wordsForButtonAreNotPartOfTheLabel(raw: String, expected: String) {
        #expect(ItemForms.core(raw) == expected)
    }

    @Test func dictionaryFormsAreShownAndEveryOtherFormIsAnAlias() {
        let analyzer = Analyzer()
        let done = ItemForms.split(raw: ["Сделанный", "«Готово»"], dictionary: ["Готово"], analyzer: analyzer)
        #expect(done == ItemLabelForms(labels: ["Готово"], aliases: ["Сделанный"]))
        let search = ItemForms.split(raw: ["Кнопка поиска", "Кнопку поиска"], dictionary: ["Поиск"], analyzer: analyzer)
        #expect(search == ItemLabelForms(labels: ["Поиск"], aliases: ["Кнопка поиска", "Кнопку поиска"]))
    }

    @Test func withoutDictionaryFormsOneLabelIsShownPerStem() {
        let analyzer = Analyzer()
        // two cases of one word: one label (the first listed), the other an alias
        let cancel = ItemForms.split(raw: ["Отмену", "«Отмена»"], dictionary: [], analyzer: analyzer)
        #expect(cancel == ItemLabelForms(labels: ["Отмену"], aliases: ["Отмена"]))
        // the word for button is dropped from the label, the form with it kept as an alias
        let more = ItemForms.split(raw: ["вкладку More", "вкладка More"], dictionary: [], analyzer: analyzer)
        #expect(more.labels == ["More"] && more.aliases == ["вкладку More", "вкладка More"])
        // Chinese in both scripts: both shown, the quotes gone
        let zh = ItemForms.split(raw: ["“儲存”", "储存", "儲存"], dictionary: [], analyzer: analyzer)
        #expect(zh == ItemLabelForms(labels: ["儲存", "储存"], aliases: []))
        // different words stay different labels
        let compose = ItemForms.split(raw: ["Написать", "Создать"], dictionary: [], analyzer: analyzer)
        #expect(compose.labels == ["Написать", "Создать"])
        #expect(ItemForms.sameLabel("отмен", "отм") && ItemForms.sameLabel("перемотк назад", "перемотк назад"))
        #expect(!ItemForms.sameLabel("отм", "от") && !ItemForms.sameLabel("перемотк назад", "перемотк вперед"))
        #expect(!ItemForms.sameLabel("закладк", "закладк поиск") && !ItemForms.sameLabel("", "отм"))
    }

    @Test func theCatalogShowsDictionaryFormsWithoutQuotes() throws {
        let store = try Fixtures.openShared()
        let items = try store.items()
        let done = try #require(items.first { $0.identifier == "UIBarButtonSystemItemDone" })
        #expect(done.labelsRU == ["Готово"] && done.aliasesRU.contains("Сделанный"))
        #expect(done.labelsZH == ["完成"] && done.aliasesZH.contains("確定"))
        let cancel = try #require(items.first { $0.identifier == "UIBarButtonSystemItemCancel" })
        #expect(cancel.labelsRU == ["Отмена"] && cancel.aliasesRU.contains("Отмену") && !cancel.aliasesRU.contains("Отмена"))
        let more = try #require(items.first { $0.identifier == "UITabBarSystemItemMore" })
        #expect(more.labelsZH == ["更多"])
        for item in items {
            for label in item.labels + item.aliases {
                #expect(!label.contains(where: Self.quotes.contains), "\(item.identifier): \(label)")
                #expect(!label.isEmpty && label == label.trimmingCharacters(in: .whitespaces), "\(item.identifier): '\(label)'")
            }
            for (lang, forms) in item.forms {
                #expect(Set(forms.labels).isDisjoint(with: forms.aliases), "\(item.identifier) \(lang)")
            }
            #expect(!item.labelsEN.isEmpty && !item.labelsRU.isEmpty && !item.labelsZH.isEmpty, "\(item.identifier)")
        }
    }

    /// Every form items.json lists for the texts is still in the catalog: a label or an alias.
    @Test func noFormTheTextsUseIsLost() throws {
        let store = try Fixtures.openShared()
        let items = Dictionary(uniqueKeysWithValues: try store.items().map { ($0.identifier, $0) })
        let data = try Data(contentsOf: URL(fileURLWithPath: Fixtures.corpusDirectory + "/items.json"))
        for entry in try ItemCatalog.decode(Array(data)).items {
            let item = try #require(items[entry.identifier])
            let kept = Dictionary(uniqueKeysWithValues: item.forms.map { ($0.lang, $0.forms.labels + $0.forms.aliases) })
            for (lang, raw) in entry.labels {
                for form in raw { #expect(kept[lang]?.contains(ItemForms.unquoted(form)) == true, "\(entry.identifier) \(lang): \(form)") }
            }
        }
    }

    @Test(arguments: [("Отмену", "UIBarButtonSystemItemCancel"), ("Сделанный", "UIBarButtonSystemItemDone"),
                      ("«Готово»", "UIBarButtonSystemItemDone"), ("готово", "UIBarButtonSystemItemDone"),
                      ("кнопки Отмены", "UIBarButtonSystemItemCancel"), ("“更多”", "UITabBarSystemItemMore"),
                      ("確定", "UIBarButtonSystemItemDone"), ("Ещё", "UITabBarSystemItemMore"),
                      ("Редактирование", "UIBarButtonSystemItemEdit")])
    func aliasesAndInflectedFormsFindTheItem(name: String, identifier: String) throws {
        let store = try Fixtures.openShared()
        #expect(try store.items(named: name).map(\.identifier) == [identifier], "\(name)")
    }

    @Test func aFormOfSearchFindsBothSearchItems() throws {
        let store = try Fixtures.openShared()
        #expect(try store.items(named: "поиска").map(\.identifier) == ["UIBarButtonSystemItemSearch", "UITabBarSystemItemSearch"])
        #expect(try store.items(named: "«»").isEmpty && store.items(named: "кнопку").isEmpty && store.items(named: "Zzzz").isEmpty)
    }

    /// `item:` and --item take a label or a form the texts use, as `barguide items NAME` does.
    @Test func anItemFilterTakesLabelsAndAliases() throws {
        let store = try Fixtures.openShared()
        let engine = SearchEngine(store: store)
        func ids(_ query: String) throws -> Set<String> {
            Set(try engine.search(SearchRequest(query: query, limit: 100)).hits.map(\.rule.id))
        }
        let keyed = Set(try store.rules(forItem: "UIBarButtonSystemItemCancel").map(\.id))
        #expect(!keyed.isEmpty)
        #expect(try ids("item:cancel") == keyed)
        #expect(try ids("item:Отмену") == keyed)
        #expect(try ids("item:Отмена") == keyed)
        let done = Set(try store.rules(forItem: "UIBarButtonSystemItemDone").map(\.id))
        let doneByAlias = try ids("item:Сделанный")
        #expect(!done.isEmpty && doneByAlias == done)
        #expect(throws: SearchError.unknownItem("Zzzz")) { try engine.search(SearchRequest(query: "item:Zzzz")) }
        // free text: the form a text writes finds the rules keyed to the item
        #expect(try !ids("Отмену").isDisjoint(with: keyed))
    }

    /// A database written before migration 009 holds the labels the texts use: the upgrade
    /// splits them as ingest does.
    @Test func migration009SplitsTheLabelsOfAnOlderDatabase() throws {
        let dir = Fixtures.temporaryDirectory()
        defer { Fixtures.cleanup(dir) }
        let path = dir + "/old.sqlite"
        do {
            let db = try StoreTests.olderDatabase(path) { $0.number < 9 }
            try Self.insertOldItems(db)
        }
        let store = try Store.open(path)
        let full = try Store.migrator()
        #expect(try full.applied(in: store.db) == full.migrations.map(\.name))
        try Self.expectSplit(try store.items())
        // the stored columns themselves, not only what the reader makes of them
        let row = try #require(try store.db.rows("SELECT labels_ru, aliases_ru, labels_zh, aliases_zh FROM items WHERE identifier = 'UIBarButtonSystemItemDone'").first)
        #expect(Store.split(row.string(0)) == ["Готово"] && Store.split(row.string(1)) == ["Сделанный"])
        #expect(Store.split(row.string(2)) == ["完成"] && Store.split(row.string(3)) == ["確定"])
    }

    /// A database before migration 009 that is read as it is (it cannot be upgraded where it
    /// lies) shows the same labels.
    @Test func anOlderDatabaseReadAsItIsShowsDictionaryForms() throws {
        let dir = Fixtures.temporaryDirectory()
        defer { Fixtures.cleanup(dir) }
        let db = try StoreTests.olderDatabase(dir + "/old.sqlite") { $0.number < 9 }
        try Self.insertOldItems(db)
        let store = Store(db: db, collector: nil, path: dir + "/old.sqlite")
        #expect(try !store.hasItemAliases())
        try Self.expectSplit(try store.items())
        #expect(try store.items(named: "Отмену").map(\.identifier) == ["UIBarButtonSystemItemCancel"])
    }

    static func insertOldItems(_ db: Database) throws {
        for (i, (id, ru, zh)) in [("UIBarButtonSystemItemDone", ["Сделанный", "Готово"], ["確定", "完成"]),
                                  ("UIBarButtonSystemItemCancel", ["Отмену", "Отмена"], ["取消"]),
                                  ("UITabBarSystemItemMore", ["вкладку More"], ["“更多”"])].enumerated() {
            let short = id.hasPrefix("UITabBar") ? String(id.dropFirst("UITabBarSystemItem".count)) : String(id.dropFirst("UIBarButtonSystemItem".count))
            try db.execute("""
                INSERT INTO items(identifier, swift_name, short_name, family, bars, labels_ru, labels_zh, labels_en, ordinal)
                VALUES (?, ?, ?, ?, 'toolbar', ?, ?, ?, ?)
                """, [id, short.lowercased(), short, id.hasPrefix("UITabBar") ? "tab-bar" : "bar-button",
                      Store.join(ru), Store.join(zh), short, i])
        }
    }

    static func expectSplit(_ items: [SystemItem]) throws {
        #expect(items.map(\.identifier) == ["UIBarButtonSystemItemDone", "UIBarButtonSystemItemCancel", "UITabBarSystemItemMore"])
        #expect(items[0].labelsRU == ["Готово"] && items[0].aliasesRU == ["Сделанный"])
        #expect(items[0].labelsZH == ["完成"] && items[0].aliasesZH == ["確定"])
        #expect(items[1].labelsRU == ["Отмена"] && items[1].aliasesRU == ["Отмену"])
        #expect(items[2].labelsRU == ["Ещё"] && items[2].aliasesRU == ["вкладку More"] && items[2].labelsZH == ["更多"])
        #expect(items[2].aliasesZH.isEmpty)
    }

    /// Two ingests of the same corpus: the same catalog rows and the same rules (ids, keywords).
    @Test func twoIngestsWriteTheSameCatalog() throws {
        let dir = Fixtures.temporaryDirectory()
        defer { Fixtures.cleanup(dir) }
        var dumps: [[String]] = []
        for name in ["a", "b"] {
            let path = dir + "/\(name).sqlite"
            _ = try StoreBuilder.build(at: path, from: try CorpusSource.directory(Fixtures.corpusDirectory))
            let db = try Store.connect(path, mode: .readOnly)
            var lines: [String] = []
            for sql in ["SELECT * FROM items ORDER BY ordinal", "SELECT id, items, checksum FROM rules ORDER BY rowid",
                        "SELECT rowid, keywords FROM rules_fts ORDER BY rowid"] {
                for row in try db.rows(sql) { lines.append((0..<row.count).map { "\(row[$0])" }.joined(separator: "|")) }
            }
            dumps.append(lines)
        }
        #expect(dumps[0].count > 200)
        #expect(dumps[0] == dumps[1])
    }
}
