// Group collapse per (group, language): copies and editions in one language are one result,
// translations stay results of their own, each naming its twins. One guideline about the tab
// bar written for this test in Russian (two editions), English, Simplified and Traditional
// Chinese, searched in every language.
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

    static func build() throws -> (dir: String, store: Store) {
        let dir = Fixtures.temporaryDirectory("barguide-collapse-lang")
        let corpus = dir + "/corpus"
        try FileManager.default.createDirectory(atPath: corpus, withIntermediateDirectories: true)
        for t in texts { try t.text.write(toFile: corpus + "/" + t.name, atomically: true, encoding: .utf8) }
        _ = try StoreBuilder.build(at: dir + "/kb.sqlite", from: try CorpusSource.directory(corpus))
        return (dir, try Store.open(dir + "/kb.sqlite"))
    }

    /// The language a result stands for: Chinese is one (Traditional and Simplified texts of a
    /// guideline are one result, as `--lang zh` keeps both).
    static func language(_ lang: Lang) -> String { lang == .zhHant || lang == .zhHans ? "zh" : lang.rawValue }

    @Test(arguments: ["more than five tabs", "больше пяти вкладок", "超过五个标签", "超過五個標籤"])
    func eachLanguageIsAResultOfItsOwnWithItsTwins(query: String) throws {
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
        // One result per language for the guideline: ru, zh and en; the Russian edition and the
        // Traditional text are variants, not results.
        let shown = collapsed.result.hits.filter { $0.rule.group == group }
        #expect(shown.map { Self.language($0.rule.lang) }.sorted() == ["en", "ru", "zh"], "\(shown.map(\.rule.lang))")
        // The query's own language first.
        let own: String = query.unicodeScalars.contains { $0.value >= 0x4E00 } ? "zh" : query.unicodeScalars.contains { $0.value >= 0x400 && $0.value < 0x500 } ? "ru" : "en"
        #expect(Self.language(collapsed.result.hits[0].rule.lang) == own)
        #expect(collapsed.result.hits[0].rule.group == group)
        for hit in shown {
            let variants = collapsed.variants[hit.rule.id] ?? []
            let twins = collapsed.twins[hit.rule.id] ?? []
            // Variants: the same language; twins: each other language once, all of the group.
            #expect(variants.allSatisfy { Self.language($0.rule.lang) == Self.language(hit.rule.lang) && $0.rule.group == group })
            #expect(variants.count == (hit.rule.lang == .en ? 0 : 1), "\(hit.rule.lang): \(variants.map(\.rule.id))")
            #expect(Set(twins.map { Self.language($0.rule.lang) }) == Set(["en", "ru", "zh"]).subtracting([Self.language(hit.rule.lang)]))
            #expect(twins.allSatisfy { t in t.rule.group == group && shown.contains { $0.rule.id == t.rule.id } })
        }
        // Counts are results: every match but the two variants of this guideline, and the
        // second one's (its Russian edition and Traditional text match too).
        #expect(collapsed.result.total == collapsed.result.hits.count)
        #expect(collapsed.result.total < plain.total)
        let variantCount = collapsed.result.hits.reduce(0) { $0 + (collapsed.variants[$1.rule.id]?.count ?? 0) }
        #expect(collapsed.result.total + variantCount == plain.total)
        #expect(collapsed.result.counts.first { $0.scope == "tab-bar" }?.count == collapsed.result.total)
        // The SQL count (the path of one query per count) agrees with the one-pass count.
        let counted = try GroupCollapse.groupCounts(engine, SearchRequest(query: query, limit: 50), fallback: collapsed.result.fallback)
        for (scope, count) in collapsed.result.counts { #expect(counted[scope] ?? 0 == count, "\(scope)") }
    }

    @Test func preferLangPutsThatLanguagesResultFirst() throws {
        let (dir, store) = try Self.build()
        defer { Fixtures.cleanup(dir) }
        let engine = SearchEngine(store: store)
        for lang in QueryLanguage.allCases {
            // Every language's rules match every word (one concept: the tab bar), so the
            // preferred language's come first.
            let collapsed = try GroupCollapse.search(engine, SearchRequest(query: "tab bar", preferLanguage: .lang(lang)))
            let first = try #require(collapsed.result.hits.first)
            #expect(lang.includes(first.rule.lang), "\(lang): \(first.rule.lang)")
        }
    }

    @Test func pagingAndScopeCountResults() throws {
        let (dir, store) = try Self.build()
        defer { Fixtures.cleanup(dir) }
        let engine = SearchEngine(store: store)
        let all = try GroupCollapse.search(engine, SearchRequest(query: "панель вкладок", limit: 50))
        try #require(all.result.hits.count >= 4)
        let second = try GroupCollapse.search(engine, SearchRequest(query: "панель вкладок", limit: 2, offset: 2))
        #expect(second.result.hits.map(\.rule.id) == all.result.hits[2..<4].map(\.rule.id))
        #expect(second.result.total == all.result.total)
        var scoped = SearchRequest(query: "панель вкладок", limit: 50)
        scoped.filters.scope = .tabBar
        #expect(try GroupCollapse.search(engine, scoped).result.total == all.result.counts.first { $0.scope == "tab-bar" }?.count)
        // With a language filter, only that language's results; still one per group.
        var russian = SearchRequest(query: "панель вкладок", limit: 50)
        russian.filters.langs = .only([.ru])
        let ru = try GroupCollapse.search(engine, russian)
        #expect(ru.result.hits.allSatisfy { $0.rule.lang == .ru })
        #expect(Set(ru.result.hits.compactMap(\.rule.group)).count == ru.result.hits.count)
        #expect(ru.result.total == ru.result.hits.count)
    }
}
