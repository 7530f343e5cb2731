// The bar-name table (Model/Aliases.swift `BarNames`): generated from the glossary, the same
// names for every command, Russian declension, Chinese of both scripts, UIKit names.
import Testing
import Foundation
@testable import BarGuideKit

@Suite struct BarNamesTests {
    /// BarNamesTable.swift is `BarNames.table(Glossary.embedded)` written out; regenerate with
    /// BARGUIDE_UPDATE_GOLDEN=1 swift test --filter BarNamesTests.
    @Test func theGeneratedTableIsTheGlossarys() throws {
        let computed = BarNames.table(Glossary.embedded)
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/BarGuideKit/Model/BarNamesTable.swift").standardized.path
        if ProcessInfo.processInfo.environment["BARGUIDE_UPDATE_GOLDEN"] == "1" {
            try Self.source(computed).write(toFile: path, atomically: true, encoding: .utf8)
        }
        #expect(BarNames.all == computed, "BarNamesTable.swift is stale: BARGUIDE_UPDATE_GOLDEN=1 swift test --filter BarNamesTests")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.source(computed))
    }

    static func literal(_ s: String) -> String {
        var out = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default: out.unicodeScalars.append(c)
            }
        }
        return out + "\""
    }

    static func source(_ table: [BarName]) -> String {
        var s = """
            // GENERATED from Corpus/glossary.json (its bar concepts) by BarNamesTests:
            //   BARGUIDE_UPDATE_GOLDEN=1 swift test --filter BarNamesTests
            // Do not edit by hand: edit the glossary and regenerate. \(table.count) names.

            enum BarNamesTable {
                static let all: [BarName] = [

            """
        for n in table {
            s += "        BarName(name: \(literal(n.name)), kind: .\(n.kind), bar: .\(n.bar), lower: \(literal(n.lower)), key: \(literal(n.key))),\n"
        }
        s += "    ]\n\n"
        s += "    /// `Bar.aliases`: the canonical ids, then every other name lowercased (first wins).\n"
        s += "    static let aliases: [(name: String, bar: Bar)] = [\n"
        var seen = Set<String>()
        for bar in Bar.scoped where seen.insert(bar.rawValue).inserted { s += "        (\(literal(bar.rawValue)), .\(bar)),\n" }
        for n in table where seen.insert(n.lower).inserted { s += "        (\(literal(n.lower)), .\(n.bar)),\n" }
        s += "    ]\n\n"
        s += "    /// `Bar.scopeAliasPairs`: the aliases without the ids, as (alias, canonical id).\n"
        s += "    static let scopeAliases: [(String, String)] = [\n"
        var seenAlias = Set(Bar.scoped.map(\.rawValue))
        for n in table where seenAlias.insert(n.lower).inserted { s += "        (\(literal(n.lower)), \(literal(n.bar.rawValue))),\n" }
        s += "    ]\n}\n"
        return s
    }

    @Test func everyNameNamesOneBar() {
        var byKey: [String: Bar] = [:]
        for n in BarNames.all {
            #expect(byKey[n.key] == nil || byKey[n.key] == n.bar, "\(n.name) names \(byKey[n.key]!) and \(n.bar)")
            byKey[n.key] = n.bar
        }
        for bar in Bar.scoped {
            let kinds = Set(BarNames.names(of: bar).map(\.kind))
            #expect(kinds.isSuperset(of: [.id, .en, .alias, .uikit, .ru, .zhHans, .zhHant]), "\(bar)")
        }
        #expect(!BarNames.all.contains { $0.bar == .general })
    }

    @Test(arguments: [
        // canonical ids, English names and short forms, any case, spaces or hyphens
        ("navigation-bar", Bar.navigationBar), ("Navigation Bar", .navigationBar), ("navbar", .navigationBar),
        ("nav", .navigationBar), ("NAV-BAR", .navigationBar), ("tab bar", .tabBar), ("Tab_Bar", .tabBar),
        ("tabs", .tabBar), ("status", .statusBar), ("tool bars", .toolbar), ("scopebar", .scopeBar),
        // UIKit names; the scope bar has no class of its own: UISearchBar's scope properties name it
        ("UITabBar", .tabBar), ("uinavigationbar", .navigationBar), ("UIToolbar", .toolbar),
        ("UISearchBar", .searchBar), ("UISearchController", .searchBar), ("scopeButtonTitles", .scopeBar),
        // Russian, in every case, singular and plural, ё or е
        ("панели вкладок", .tabBar), ("Панелями Вкладок", .tabBar), ("панелью навигации", .navigationBar),
        ("строкой состояния", .statusBar), ("строках поиска", .searchBar), ("поисковой строкой", .searchBar),
        ("навигационными панелями", .navigationBar), ("нижней панели инструментов", .toolbar),
        ("панель объёма", .scopeBar), ("панелям объема", .scopeBar), ("таббаром", .tabBar), ("тулбары", .toolbar),
        // Chinese, Simplified and Traditional, mainland and Taiwan usage
        ("导航栏", .navigationBar), ("導覽列", .navigationBar), ("導航欄", .navigationBar), ("标签栏", .tabBar),
        ("標籤列", .tabBar), ("工具栏", .toolbar), ("工具列", .toolbar), ("搜索栏", .searchBar), ("搜尋列", .searchBar),
        ("状态栏", .statusBar), ("狀態列", .statusBar), ("范围栏", .scopeBar), ("範圍欄", .scopeBar),
    ])
    func resolves(name: String, bar: Bar) {
        #expect(Bar.resolve(name) == bar, "\(name)")
    }

    @Test func unknownNamesResolveToNothing() {
        for name in ["", "  ", "bar", "general", "UISegmentedControl", "панель", "панели", "栏", "wifi"] {
            #expect(Bar.resolve(name) == nil, "\(name)")
        }
    }

    @Test func theScopeAliasesHoldEveryNameLowercased() {
        let names = Set(Bar.aliases.map(\.name))
        for n in BarNames.all { #expect(names.contains(n.lower), "\(n.name)") }
        #expect(Array(Bar.aliases.prefix(6)).map(\.name) == Bar.scoped.map(\.rawValue))
        #expect(Set(Bar.aliases.map(\.name)).count == Bar.aliases.count)
        for (name, bar) in Bar.aliases { #expect(Bar.resolve(name) == bar, "\(name)") }
        #expect(Bar.scopeAliasPairs.map { $0.0 } == Bar.aliases.dropFirst(6).map(\.name))
        #expect(Bar.scopeAliasPairs.allSatisfy { Bar.resolve($0.0)?.rawValue == $0.1 })
    }

    @Test func ingestReadsTheSameNames() {
        // BarLexicon's lists are derived from the table: every shape it scans for is there
        #expect(BarLexicon.ruPairs.contains { $0 == ("панел", "вкладок", .tabBar) })
        #expect(BarLexicon.ruPairs.contains { $0 == ("строк", "состояния", .statusBar) })
        #expect(BarLexicon.zhStems["導覽"] == .navigationBar && BarLexicon.zhStems["标签"] == .tabBar)
        #expect(BarLexicon.enFirst["nav"] == .navigationBar && BarLexicon.enSingle["uitabbar"] == .tabBar)
        #expect(BarLexicon.enSingle["toolbar"] == .toolbar && BarLexicon.enSingle["scopebar"] == .scopeBar)
        let text = Array("Скройте панелями вкладок, 導覽列 и the nav bar".unicodeScalars)
        #expect(BarLexicon.bars(text) == [.tabBar, .navigationBar])
    }
}

@Suite struct RussianDeclensionTests {
    @Test func feminineSoftSign() {
        #expect(RussianDeclension.forms("панель вкладок") == [
            "панель вкладок", "панели вкладок", "панелью вкладок",
            "панелей вкладок", "панелям вкладок", "панелями вкладок", "панелях вкладок"])
    }

    @Test func feminineA() {
        // 12 cells: строка строки строке строку строкой строке | строки строк строкам строки строками строках
        #expect(RussianDeclension.forms("строка состояния").map { $0.split(separator: " ")[0] } == [
            "строка", "строки", "строке", "строку", "строкой", "строк", "строкам", "строками", "строках"])
        #expect(RussianDeclension.nounForms("кнопка")?[7] == "кнопок")
        #expect(RussianDeclension.nounForms("строчка")?[7] == "строчек")
        #expect(RussianDeclension.nounForms("панелька") == RussianDeclension.nounForms("панелька"))
    }

    @Test func masculineAndHyphenated() {
        #expect(RussianDeclension.forms("таббар") == [
            "таббар", "таббара", "таббару", "таббаром", "таббаре", "таббары", "таббаров", "таббарам", "таббарами", "таббарах"])
        #expect(RussianDeclension.forms("статус-бар").contains("статус-баром"))
    }

    @Test func adjectivesAgree() {
        let forms = RussianDeclension.forms("поисковая строка")
        #expect(forms.contains("поисковой строкой") && forms.contains("поисковую строку") && forms.contains("поисковыми строками"))
        let soft = RussianDeclension.forms("нижняя панель инструментов")
        #expect(soft.contains("нижнюю панель инструментов") && soft.contains("нижних панелей инструментов"))
    }

    @Test func otherWordsAreLeftAlone() {
        #expect(RussianDeclension.forms("поле поиска") == ["поле поиска"])
        #expect(RussianDeclension.forms("Tab Bars") == ["Tab Bars"])
    }
}
