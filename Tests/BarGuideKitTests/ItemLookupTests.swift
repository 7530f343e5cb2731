// Items by any of their names (issue #14): identifier, Swift case name, short name, labels in
// every language; a shared name gives every item; families by their own and the tab bar's names.
import Testing
@testable import BarGuideKit

@Suite struct ItemLookupTests {
    @Test func anItemAnswersToItsLabelsInEveryLanguage() throws {
        let store = try Fixtures.openShared()
        for name in ["Fixed Space", "FIXED-SPACE", "fixed_space", "固定空间", "Фиксированное пространство", " fixedSpace "] {
            #expect(try store.items(named: name).map(\.identifier) == ["UIBarButtonSystemItemFixedSpace"], "\(name)")
        }
        #expect(try store.items(named: "").isEmpty && store.items(named: "no such item").isEmpty)
    }

    @Test func aSharedNameGivesEveryItemAndTheIdentifierOnlyItself() throws {
        let store = try Fixtures.openShared()
        #expect(try store.items(named: "search").map(\.identifier) == ["UIBarButtonSystemItemSearch", "UITabBarSystemItemSearch"])
        #expect(try store.items(named: "搜尋").count == 2)
        #expect(try store.items(named: "uitabbarsystemitemsearch").map(\.identifier) == ["UITabBarSystemItemSearch"])
        // a Swift or short name wins over a label: "more" is the tab-bar item's own name
        #expect(try store.item(named: "more")?.identifier == "UITabBarSystemItemMore")
    }

    @Test func familiesByName() {
        for name in ["tab-bar", "Tab", "UITabBar", "панели вкладок", "標籤列", "uitabbarsystemitem"] {
            #expect(SystemItem.family(named: name) == "tab-bar", "\(name)")
        }
        for name in ["bar-button", "Bar Button", "UIBarButtonItem", "buttons"] {
            #expect(SystemItem.family(named: name) == "bar-button", "\(name)")
        }
        #expect(SystemItem.family(named: "toolbar") == nil && SystemItem.family(named: "") == nil)
        #expect(SystemItem.familyAliases.allSatisfy { SystemItem.families.contains($0.family) })
    }
}
