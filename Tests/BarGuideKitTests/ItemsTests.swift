import Testing
import Foundation
@testable import BarGuideKit

@Suite struct ItemsTests {
    @Test func theCatalogHasEveryItemOfItemsJSONInOrder() throws {
        let store = try Fixtures.openShared()
        let data = try Data(contentsOf: URL(fileURLWithPath: Fixtures.corpusDirectory + "/items.json"))
        let catalog = try ItemCatalog.decode(Array(data))
        let items = try store.items()
        #expect(items.map(\.identifier) == catalog.items.map(\.identifier))
        #expect(items.map(\.swiftName) == catalog.items.map(\.swiftName))
        let done = try #require(items.first { $0.identifier == "UIBarButtonSystemItemDone" })
        #expect(done.shortName == "Done" && done.family == "bar-button")
        #expect(done.bars == [.toolbar, .navigationBar])
        #expect(done.labelsEN == ["Done"] && done.labelsZH.contains("完成") && done.labelsRU.contains("Готово"))
    }

    @Test func familiesFilterTheCatalog() throws {
        let store = try Fixtures.openShared()
        let all = try store.items()
        let families = try SystemItem.families.map { try store.items(family: $0) }
        #expect(families.allSatisfy { !$0.isEmpty })
        #expect(families.map(\.count).reduce(0, +) == all.count)
        #expect(try store.items(family: "tab-bar").allSatisfy { $0.identifier.hasPrefix("UITabBarSystemItem") })
        #expect(try store.items(family: "nope").isEmpty)
    }

    @Test(arguments: ["UIBarButtonSystemItemFixedSpace", "fixedSpace", "FixedSpace", "fixedspace", "FIXEDSPACE", " fixedSpace "])
    func itemsAreFoundByAnyOfTheirNames(name: String) throws {
        let store = try Fixtures.openShared()
        #expect(try store.item(named: name)?.identifier == "UIBarButtonSystemItemFixedSpace")
    }

    @Test func unknownNamesFindNothing() throws {
        let store = try Fixtures.openShared()
        #expect(try store.item(named: "FixedSpac") == nil)
        #expect(try store.item(named: "") == nil)
    }

    @Test func rulesKeyedToAnItemMentionIt() throws {
        let store = try Fixtures.openShared()
        for item in try store.items() {
            let rules = try store.rules(forItem: item.identifier)
            #expect(rules.count == item.ruleCount, "\(item.identifier)")
            #expect(rules.allSatisfy { $0.items.contains(item.identifier) })
            let keys = rules.map(CorpusRules.sourceKey)
            #expect(zip(keys, keys.dropFirst()).allSatisfy { $0 < $1 })
        }
        #expect(try store.rules(forItem: "UIBarButtonSystemItemFixedSpace").count >= 2)
        #expect(try store.rules(forItem: "UITabBarSystemItemMore").contains { $0.lang == .zhHant })
    }
}
