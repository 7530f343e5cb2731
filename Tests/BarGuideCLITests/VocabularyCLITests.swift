// The vocabulary: one bar-name table for search, --scope, bar:, checklist BAR,
// items --family and `scopes`; items found by label, suggested when misspelt, and every item
// of a shared name listed. Each test runs the built binary on the seed database.
import Testing
import Foundation
import BarGuideKit

@Suite struct VocabularyCLITests {
    static func checklistBar(_ name: String) throws -> String? {
        let r = RuleCLI.run(["checklist", name, "--format", "json"])
        guard r.status == 0 else { return nil }
        #expect(r.err.isEmpty, "\(name): \(r)")
        return try JSONValue.parse(r.out)["bar"]?.stringValue
    }

    @Test(arguments: [
        ("導覽列", "navigation-bar"), ("导航栏", "navigation-bar"), ("UITabBar", "tab-bar"),
        ("панели вкладок", "tab-bar"), ("Панелью Навигации", "navigation-bar"), ("строкой состояния", "status-bar"),
        ("navbar", "navigation-bar"), ("Tab Bar", "tab-bar"), ("標籤列", "tab-bar"), ("工具列", "toolbar"),
        ("搜尋列", "search-bar"), ("范围栏", "scope-bar"), ("UISearchBar", "search-bar"),
    ])
    func checklistTakesEveryNameOfTheTable(name: String, bar: String) throws {
        #expect(try Self.checklistBar(name) == bar, "\(name)")
    }

    @Test func anUnknownBarIsAUsageErrorWithTheClosestName() {
        let r = RuleCLI.run(["checklist", "navbr"])
        #expect(r.status == 2 && r.out.isEmpty)
        #expect(r.err.hasPrefix("barguide: error: unknown bar 'navbr'; valid bars: status-bar, navigation-bar, toolbar, tab-bar, search-bar, scope-bar, or any name 'barguide scopes' lists; did you mean "))
        #expect(r.err.contains("(navigation-bar)?"))
        let russian = RuleCLI.run(["checklist", "панели вкладак"])
        #expect(russian.status == 2 && russian.err.contains("did you mean 'панели вкладок' (tab-bar)?"))
        let far = RuleCLI.run(["checklist", "qqqqqqqq"])
        #expect(far.status == 2 && !far.err.contains("did you mean"))
    }

    @Test func scopeAcceptsTheSameNames() throws {
        let canonical = try RuleCLI.json(["search", "按鈕", "--scope", "navigation-bar", "--format", "json", "-n", "50"])
        for name in ["導覽列", "navbar", "UINavigationBar", "панели навигации"] {
            let r = RuleCLI.run(["search", "按鈕", "--scope", name, "--format", "json", "-n", "50"])
            #expect(r.status == 0 && r.err.isEmpty, "\(name): \(r)")
            let json = try #require(r.json)
            #expect(json["scope"] == .string("navigation-bar"), "\(name)")
            #expect(json["results"] == canonical["results"], "\(name)")
        }
        // the bar: filter inside a query reads the same table
        let inline = try RuleCLI.json(["search", "bar:導覽列 按鈕", "--format", "json", "-n", "50"])
        #expect(inline["results"] == canonical["results"])
        let bad = RuleCLI.run(["search", "x", "--scope", "navbr"])
        #expect(bad.status == 2 && bad.out.isEmpty && bad.err.hasPrefix("barguide: error: invalid value 'navbr' for '--scope'"))
    }

    @Test func searchExpandsABarNameToItsRules() throws {
        // "navbar" is no word of the texts: the glossary expands it to the navigation bar's names
        let r = RuleCLI.run(["search", "navbar", "--format", "json"])
        #expect(r.status == 0, "\(r)")
        let json = try #require(r.json)
        #expect((json["total"]?.intValue ?? 0) > 10)
        let results = try #require(json["results"]?.arrayValue)
        let onNavigation = results.filter { $0["bars"]?.arrayValue?.contains(.string("navigation-bar")) == true }
        #expect(!results.isEmpty && results[0]["bars"]?.arrayValue?.first == .string("navigation-bar"))
        #expect(onNavigation.count * 10 >= results.count * 8, "\(results)")
        #expect(json["expansions"]?.arrayValue?.contains(.string("navigation-bar")) == true)
    }

    @Test func scopesListsTheTable() throws {
        let json = try RuleCLI.json(["scopes", "--format", "json"])
        let scopes = try #require(json["scopes"]?.arrayValue)
        #expect(scopes[0]["names"] == nil)
        let nav = try #require(scopes.first { $0["scope"] == .string("navigation-bar") }?["names"])
        #expect(nav["id"] == .array(["navigation-bar"]))
        for (kind, name) in [("en", "navbar"), ("alias", "nav"), ("uikit", "UINavigationBar"), ("ru", "панелями навигации"),
                             ("zh-Hans", "导航栏"), ("zh-Hant", "導覽列")] {
            #expect(nav[kind]?.arrayValue?.contains(.string(name)) == true, "\(kind) \(name)")
        }
        let validator = try SchemaTests.validator("scopes")
        SchemaTests.expectValid(json, validator, "scopes")

        let text = RuleCLI.run(["scopes"])
        #expect(text.status == 0 && text.err.isEmpty)
        #expect(text.out.contains("\nBar names (for --scope, bar:, checklist BAR, items --family; any case, spaces or hyphens)\n"))
        #expect(text.out.contains("\ntab-bar\n  English  tab bar, tab bars"))
        #expect(text.out.contains("  UIKit    UITabBar, UITabBarItem, UITabBarController\n"))
        #expect(text.out.contains("панелями вкладок") && text.out.contains("標籤列"))
    }

    // MARK: items

    @Test func aMisspeltItemSuggestsTheNameAsTyped() {
        let r = RuleCLI.run(["items", "Fixd"])
        #expect(r.status == 1 && r.out.isEmpty)
        #expect(r.err == "barguide: error: unknown system item 'Fixd'; did you mean 'FixedSpace'?\nhint: list the items with 'barguide items'\n")
        let lower = RuleCLI.run(["items", "flexbl"])
        #expect(lower.status == 1 && lower.err.contains("did you mean 'flexibleSpace'?"))
    }

    @Test(arguments: ["Fixed Space", "fixed space", "fixed-space", "固定空間", "фиксированное пространство"])
    func anItemIsFoundByItsLabel(name: String) throws {
        let json = try RuleCLI.json(["items", name, "--format", "json"])
        #expect(json["item"]?["identifier"] == .string("UIBarButtonSystemItemFixedSpace"), "\(name)")
    }

    @Test func aSharedNameListsEveryItem() throws {
        let text = RuleCLI.run(["items", "search"])
        #expect(text.status == 0 && text.err.isEmpty)
        #expect(text.out.hasPrefix("'search' names 2 items:\n\nUIBarButtonSystemItemSearch  search\n"))
        #expect(text.out.contains("\n\nUITabBarSystemItemSearch  search\n"))
        let json = try RuleCLI.json(["items", "search", "--format", "json"])
        #expect(json["name"] == .string("search"))
        let ids = json["matches"]?.arrayValue?.compactMap { $0["item"]?["identifier"]?.stringValue }
        #expect(ids == ["UIBarButtonSystemItemSearch", "UITabBarSystemItemSearch"])
        SchemaTests.expectValid(json, try SchemaTests.validator("items"), "items search")
        // a family narrows it to one
        let tab = try RuleCLI.json(["items", "search", "--family", "tab-bar", "--format", "json"])
        #expect(tab["item"]?["identifier"] == .string("UITabBarSystemItemSearch"))
        // an identifier is never ambiguous
        let exact = try RuleCLI.json(["items", "UIBarButtonSystemItemSearch", "--format", "json"])
        #expect(exact["item"]?["identifier"] == .string("UIBarButtonSystemItemSearch") && exact["matches"] == nil)
    }

    @Test func theTabBarFamilyAnswersToTheTabBarsNames() throws {
        let canonical = RuleCLI.run(["items", "--family", "tab-bar", "--format", "jsonl"])
        #expect(canonical.status == 0)
        for name in ["tab", "UITabBar", "панель вкладок", "標籤列"] {
            let r = RuleCLI.run(["items", "--family", name, "--format", "jsonl"])
            #expect(r.status == 0 && r.out == canonical.out, "\(name): \(r)")
        }
        let buttons = try RuleCLI.json(["items", "--family", "UIBarButtonItem", "--format", "json"])
        #expect(buttons["items"]?.arrayValue?.allSatisfy { $0["family"] == .string("bar-button") } == true)
        #expect(RuleCLI.run(["items", "--family", "toolbar"]).status == 2)
    }
}

/// `--lang`: one meaning for search, checklist and show; zh-Hans / zh-Hant also convert the display.
@Suite struct LanguageDisplayCLITests {
    static func ids(_ json: JSONValue) -> [String] {
        json["results"]?.arrayValue?.compactMap { $0["id"]?.stringValue } ?? []
    }

    @Test func everyChineseLangMatchesEveryChineseRule() throws {
        let zh = try RuleCLI.json(["search", "標籤", "--lang", "zh", "--format", "json", "-n", "100"])
        #expect(!Self.ids(zh).isEmpty)
        for name in ["zh-Hant", "zh-Hans", "zh-hans"] {
            let other = try RuleCLI.json(["search", "標籤", "--lang", name, "--format", "json", "-n", "100"])
            #expect(Self.ids(other) == Self.ids(zh), "\(name)")
        }
        // the seed texts hold no English rule
        let en = RuleCLI.run(["search", "標籤", "--lang", "en", "--format", "json"])
        #expect(en.status == 1, "\(en)")
    }

    @Test func zhHansShowsTraditionalRulesInSimplified() throws {
        let json = try RuleCLI.json(["search", "標籤列", "--lang", "zh-Hans", "--format", "json", "-n", "5"])
        let results = try #require(json["results"]?.arrayValue)
        #expect(!results.isEmpty)
        for r in results {
            #expect(r["lang"] == .string("zh-Hant"))
            #expect(r["display_lang"] == .string("zh-Hans"))
            let text = r["text"]?.stringValue ?? ""
            #expect(!text.contains("標") && !text.contains("顯") && !text.contains("籤"), "\(text)")
        }
        SchemaTests.expectValid(json, try SchemaTests.validator("search"), "search --lang zh-Hans")
        // as written: no conversion, no marker
        let plain = try RuleCLI.json(["search", "標籤列", "--lang", "zh", "--format", "json", "-n", "5"])
        #expect(plain["results"]?.arrayValue?.allSatisfy { $0["display_lang"] == nil } == true)
        let hant = try RuleCLI.json(["search", "標籤列", "--lang", "zh-Hant", "--format", "json", "-n", "5"])
        #expect(hant["results"] == plain["results"])

        let text = RuleCLI.run(["search", "標籤列", "--lang", "zh-Hans", "-n", "3"])
        #expect(text.status == 0 && text.out.contains("标签") && !text.out.contains("標籤列"))
        #expect(text.out.contains("zh-Hant → zh-Hans"), "the meta line says the text was converted")

        // the inline filter means the same, and wins over the option
        let inline = try RuleCLI.json(["search", "標籤列 lang:zh-Hans", "--format", "json", "-n", "5"])
        #expect(inline["results"] == json["results"])
        let overridden = try RuleCLI.json(["search", "標籤列 lang:zh", "--lang", "zh-Hans", "--format", "json", "-n", "5"])
        #expect(overridden["results"] == plain["results"])
    }

    @Test func anEnglishQueryAnsweredInOtherLanguagesSaysSoInFallback() throws {
        // the seed texts hold no English rule: every word matches, in Russian and Chinese rules
        let json = try RuleCLI.json(["search", "status bar", "--format", "json", "-n", "3"])
        #expect(json["fallback"] == .string("language") && json["language_fallback"] == .bool(true), "\(json)")
        SchemaTests.expectValid(json, try SchemaTests.validator("search"), "fallback language")
        // a query in the texts' own language: no fallback
        let ru = try RuleCLI.json(["search", "строка состояния", "--format", "json", "-n", "3"])
        #expect(ru["fallback"] == .null && ru["language_fallback"] == .bool(false), "\(ru)")
    }

    @Test func checklistAndShowConvertToo() throws {
        let checklist = try RuleCLI.json(["checklist", "標籤列", "--lang", "zh-Hans", "--format", "json"])
        let rules = (checklist["groups"]?.arrayValue ?? []).flatMap { $0["rules"]?.arrayValue ?? [] }
        #expect(!rules.isEmpty && rules.allSatisfy { $0["display_lang"] == .string("zh-Hans") })
        #expect(rules.allSatisfy { !($0["headline"]?.stringValue ?? "").contains("標") })
        SchemaTests.expectValid(checklist, try SchemaTests.validator("checklist"), "checklist --lang zh-Hans")
        let markdown = RuleCLI.run(["checklist", "tab-bar", "--lang", "zh-Hans"])
        #expect(markdown.status == 0 && markdown.out.contains("标签") && markdown.out.contains("Simplified Chinese"))

        let id = try #require(rules.first?["id"]?.stringValue)
        let show = try RuleCLI.json(["show", id, "--lang", "zh-Hans", "--format", "json"])
        #expect(show["rule"]?["display_lang"] == .string("zh-Hans"))
        #expect(show["rule"]?["headline"] == rules.first?["headline"])
        SchemaTests.expectValid(show, try SchemaTests.validator("show"), "show --lang zh-Hans")
        let asWritten = try RuleCLI.json(["show", id, "--format", "json"])
        #expect(asWritten["rule"]?["display_lang"] == nil && asWritten["rule"]?["headline"] != show["rule"]?["headline"])
    }
}
