// Group collapse across languages: a guideline's translations, editions and copies are one
// result, shown in the language the picker prefers (--prefer-lang, the query's language, the
// documented order), its other rules listed as "also". One guideline about the tab bar written
// for this test in Russian (two editions), English, Simplified and Traditional Chinese, searched
// in every language.
import Testing
import Foundation
@testable import BarGuideKit

@Suite struct GroupCollapseLanguageTests {
    static let texts: [(name: String, text: String)] = [
        ("ru_tabs.txt", """
            Панель вкладок

            Не показывайте больше пяти вкладок на панели вкладок iPhone. Лишние вкладки уберите в вкладку «Ещё».

            Всегда показывайте панель вкладок, чтобы люди могли в любой момент перейти в другой раздел приложения.

            Используйте значки вкладок с короткими подписями из одного слова.
            """),
        ("ru_tabs_2015.txt", """
            Панель вкладок

            Не размещайте больше пяти вкладок на панели вкладок iPhone: лишние вкладки перенесите во вкладку «Ещё».

            Всегда показывайте панель вкладок, чтобы человек в любой момент мог перейти в другой раздел приложения.
            """),
        ("en_tabs.txt", """
            Tab bar

            Don't show more than five tabs in an iPhone tab bar. Move the extra tabs into a More tab.

            Always show the tab bar, so that people can go to another section of the app at any moment.

            Use tab icons with short one-word labels.
            """),
        ("zh-Hans_tabs.txt", """
            标签栏

            不要在iPhone的标签栏中显示超过五个标签。把多出的标签放进“更多”标签。

            始终显示标签栏，让用户随时可以前往应用的其他部分。

            使用带有简短单词标题的标签图标。
            """),
        ("zh-Hant_tabs.txt", """
            標籤欄

            不要在iPhone的標籤欄中顯示超過五個標籤。把多出的標籤放進「更多」標籤。

            始終顯示標籤欄，讓用戶隨時可以前往應用的其他部分。
            """),
    ]

    static func build() throws -> (dir: String, store: Store) { try Fixtures.build(texts, label: "barguide-collapse-lang") }

    /// The language a result stands for: Chinese is one (Traditional and Simplified texts of a
    /// guideline are one result, as `--lang zh` keeps both).
    static func language(_ lang: Lang) -> String { lang == .zhHant || lang == .zhHans ? "zh" : lang.rawValue }

    @Test(arguments: ["more than five tabs", "больше пяти вкладок", "超过五个标签", "超過五個標籤"])
    func aGuidelineIsOneResultInTheQuerysLanguage(query: String) throws {
        let (dir, store) = try Self.build()
        defer { Fixtures.cleanup(dir) }
        let rules = try store.allRules()
        let fiveTabs = rules.filter { $0.text.contains("пяти") || $0.text.contains("five") || $0.text.contains("五") }
        try #require(fiveTabs.count == 5, "\(fiveTabs.map(\.text))")
        let group = try #require(fiveTabs.first?.group)
        try #require(fiveTabs.allSatisfy { $0.group == group }, "one group: \(fiveTabs.map(\.group))")

        let engine = SearchEngine(store: store)
        let plain = try engine.search(SearchRequest(query: query, limit: 50))
        let collapsed = try GroupCollapse.search(engine, SearchRequest(query: query, limit: 50))
        #expect(collapsed.counting == "groups")
        // One result for the guideline, first, in the query's language (Chinese: Simplified first,
        // the documented order); the four other rules follow it as "also".
        let shown = collapsed.result.hits.filter { $0.rule.group == group }
        try #require(shown.count == 1, "\(shown.map(\.rule.lang))")
        let own: String = query.unicodeScalars.contains { $0.value >= 0x4E00 } ? "zh" : query.unicodeScalars.contains { $0.value >= 0x400 && $0.value < 0x500 } ? "ru" : "en"
        let first = collapsed.result.hits[0]
        #expect(first.rule.group == group)
        #expect(Self.language(first.rule.lang) == own, "\(first.rule.lang)")
        if own == "zh" { #expect(first.rule.lang == .zhHans) }
        let also = collapsed.also[first.rule.id] ?? []
        #expect(Set(also.map(\.rule.id)) == Set(fiveTabs.map(\.id)).subtracting([first.rule.id]))
        // In the picker's order: the query's language first, then ru, zh-Hans, zh-Hant, en.
        let order = Lang.preferenceOrder.filter { Self.language($0) == own } + Lang.preferenceOrder.filter { Self.language($0) != own }
        let ranks = also.map { order.firstIndex(of: $0.rule.lang)! }
        #expect(ranks == ranks.sorted(), "\(also.map(\.rule.lang))")
        // The snippet is the shown rule's, with the query's words marked when it has them.
        #expect(first.snippet.text.isEmpty == false)
        // Counts are results: every match but the other matching rules of each group.
        #expect(collapsed.result.total == collapsed.result.hits.count)
        let ranked = collapsed.result.hits.reduce(0) { n, hit in n + (collapsed.also[hit.rule.id] ?? []).filter { $0.score != nil }.count }
        #expect(collapsed.result.total + ranked == plain.total)
        #expect(collapsed.result.counts.first { $0.scope == "tab-bar" }?.count == collapsed.result.total)
        // The SQL count (a database without rank statistics) agrees with the one-pass count.
        let counted = try GroupCollapse.groupCounts(engine, SearchRequest(query: query, limit: 50), fallback: collapsed.result.fallback)
        for (scope, count) in collapsed.result.counts { #expect(counted[scope] ?? 0 == count, "\(scope)") }
    }

    @Test func preferLangPicksTheShownRule() throws {
        let (dir, store) = try Self.build()
        defer { Fixtures.cleanup(dir) }
        let engine = SearchEngine(store: store)
        for lang in QueryLanguage.allCases {
            // Every language's rules match (one concept: the tab bar); the preferred language's
            // rule is shown, whatever the query's language.
            let collapsed = try GroupCollapse.search(engine, SearchRequest(query: "more than five tabs", preferLanguage: .lang(lang)))
            let first = try #require(collapsed.result.hits.first)
            #expect(lang.includes(first.rule.lang), "\(lang): \(first.rule.lang)")
        }
        // A script named (--prefer-lang zh-Hant) is shown before the other; with none, Simplified.
        let hant = try GroupCollapse.search(engine, SearchRequest(query: "超过五个标签"), prefer: [.zhHant, .zhHans])
        #expect(hant.result.hits.first?.rule.lang == .zhHant)
        // An English query, the preference named: Russian shown, the first edition listed (no
        // year known: source order) among the others.
        let ru = try GroupCollapse.search(engine, SearchRequest(query: "more than five tabs"), prefer: [.ru])
        let first = try #require(ru.result.hits.first)
        #expect(first.rule.lang == .ru && first.rule.document == "ru_tabs.txt")
        #expect(ru.also[first.rule.id]?.first?.rule.document == "ru_tabs_2015.txt")
    }

    /// The shown rule passes the filters: a Russian filter shows the Russian rule of a group
    /// whatever the query's language, and lists only the other Russian rules.
    @Test func filtersApplyToTheShownRuleAndItsAlso() throws {
        let (dir, store) = try Self.build()
        defer { Fixtures.cleanup(dir) }
        let engine = SearchEngine(store: store)
        var request = SearchRequest(query: "tab bar", limit: 50)
        request.filters.langs = .only([.ru])
        let ru = try GroupCollapse.search(engine, request)
        try #require(!ru.result.hits.isEmpty)
        for hit in ru.result.hits {
            #expect(hit.rule.lang == .ru)
            #expect((ru.also[hit.rule.id] ?? []).allSatisfy { $0.rule.lang == .ru })
        }
        var inline = SearchRequest(query: "tab bar lang:zh-Hant", limit: 50)
        inline.filters.langs = .any
        let hant = try GroupCollapse.search(engine, inline)
        try #require(!hant.result.hits.isEmpty)
        #expect(hant.result.hits.allSatisfy { $0.rule.lang == .zhHant || $0.rule.lang == .zhHans })
    }

    @Test func pagingAndScopeCountResults() throws {
        let (dir, store) = try Self.build()
        defer { Fixtures.cleanup(dir) }
        let engine = SearchEngine(store: store)
        let all = try GroupCollapse.search(engine, SearchRequest(query: "панель вкладок", limit: 50))
        try #require(all.result.hits.count >= 3)
        let second = try GroupCollapse.search(engine, SearchRequest(query: "панель вкладок", limit: 2, offset: 1))
        #expect(second.result.hits.map(\.rule.id) == all.result.hits[1..<3].map(\.rule.id))
        #expect(second.result.total == all.result.total)
        var scoped = SearchRequest(query: "панель вкладок", limit: 50)
        scoped.filters.scope = .tabBar
        #expect(try GroupCollapse.search(engine, scoped).result.total == all.result.counts.first { $0.scope == "tab-bar" }?.count)
        // With a language filter, only that language's rules; still one result per group.
        var russian = SearchRequest(query: "панель вкладок", limit: 50)
        russian.filters.langs = .only([.ru])
        let ru = try GroupCollapse.search(engine, russian)
        #expect(ru.result.hits.allSatisfy { $0.rule.lang == .ru })
        #expect(Set(ru.result.hits.compactMap(\.rule.group)).count == ru.result.hits.count)
        #expect(ru.result.total == ru.result.hits.count)
    }
}
