import Foundation
import Testing
import BarGuideText
@testable import BarGuideKit

/// A query that only names a bar: the compiler tells the class apart, and search ranks that
/// bar's own rules first by role (`RankingPolicy.barRoles`), on the seed corpus.
@Suite struct BarNameQueryTests {
    func onlyBar(_ engine: SearchEngine, _ query: String) throws -> Bar? {
        try engine.compile(QueryParser.parse(query)).onlyBar
    }

    @Test func theQueryClassIsOneBarNameAlone() throws {
        let engine = SearchEngine(store: try Fixtures.openShared())
        let named: [(String, Bar)] = [
            ("панель вкладок", .tabBar), ("панели вкладок", .tabBar), ("таббар", .tabBar), ("строка состояния", .statusBar),
            ("标签栏", .tabBar), ("標籤欄", .tabBar), ("標籤列", .tabBar), ("搜索栏", .searchBar),
            ("tab bar", .tabBar), ("the tab bar", .tabBar), ("bar tab bar", .tabBar), ("status-bar", .statusBar),
            ("search bar", .searchBar), ("toolbar", .toolbar), ("navbar", .navigationBar), ("scope bar", .scopeBar),
        ]
        for (query, bar) in named { #expect(try onlyBar(engine, query) == bar, "\(query)") }
        // Anything more than the name, an exclusion, a quoted phrase, an OR group, another
        // concept's name, a bare "panel", or an API name (it asks for the class) is not the class.
        for query in ["tab bar icons", "панель вкладок -значки", "\"панель вкладок\"", "tab bar OR toolbar", "панели",
                      "tab bar controller", "панель вкладок панель инструментов", "UITabBar", "uitoolbar", "UIToolbar"] {
            #expect(try onlyBar(engine, query) == nil, "\(query)")
        }
    }

    /// The names translations keep in other languages name the bar too ("barra de navegação",
    /// "Navigationsleiste", and the Japanese ones): the query matches the bar's concept.
    @Test func namesKeptInTranslationsAreBarNames() throws {
        let engine = SearchEngine(store: try Fixtures.openShared())
        let named: [(String, Bar)] = [
            ("ツールバー", .toolbar), ("タブバー", .tabBar), ("ナビゲーションバー", .navigationBar), ("ステータスバー", .statusBar),
            ("検索バー", .searchBar), ("スコープバー", .scopeBar), ("barra de navegação", .navigationBar), ("Navigationsleiste", .navigationBar),
        ]
        for (query, bar) in named {
            #expect(try engine.compile(QueryParser.parse(query)).concepts.contains(bar.rawValue), "\(query)")
        }
        // (a Latin or Han name alone is the bar-name class; the katakana ones are not yet: their
        // characters are single tokens the class does not count as one name)
        for (query, bar) in named where !query.unicodeScalars.allSatisfy({ (0x30A0...0x30FF).contains($0.value) }) {
            #expect(try onlyBar(engine, query) == bar, "\(query)")
        }
    }

    /// A query's names cover the most of its words: "кнопки панели инструментов" is a button on
    /// the toolbar (not "кнопки панели", the bar-button concept, and a stray "инструментов").
    @Test func namesCoverTheMostWords() throws {
        let engine = SearchEngine(store: try Fixtures.openShared())
        let cases: [(String, [String])] = [
            ("кнопки панели инструментов", ["кнопки", "панели инструментов"]),
            ("кнопки на панели навигации", ["кнопки", "панели навигации"]),
        ]
        for (query, words) in cases {
            let compiled = try engine.compile(QueryParser.parse(query))
            #expect(compiled.units.filter { !$0.stop }.map { $0.typed?.text ?? $0.alternatives[0].text } == words, "\(query)")
        }
        let toolbar = try engine.compile(QueryParser.parse("кнопки панели инструментов"))
        #expect(toolbar.units.contains { $0.bar == .toolbar })
    }

    /// The results' order keys: language tier (only for a language asked for: the query's own
    /// language is a weight), fragment or not, role towards `bar`.
    func keys(_ store: Store, _ hits: [SearchHit], _ language: QueryLanguage?, _ bar: Bar, first: Bool) throws -> [[Int32]] {
        let lengths = store.rankStats?.lengths ?? []
        return try hits.map { hit in
            guard case .integer(let id)? = try store.db.scalar("SELECT rowid FROM rules WHERE id = ?", [hit.rule.id]) else {
                Issue.record("no rule \(hit.rule.id)")
                return []
            }
            let fragment = Int(id) < lengths.count && Int(lengths[Int(id)]) < RankingPolicy.fragmentTokens.value
            let other = first && (language.map { !$0.includes(hit.rule.lang) } ?? false)
            let role = RankingPolicy.barRoleTier(own: hit.rule.bars.first == bar, listed: hit.rule.bars.contains(bar),
                                                 kind: hit.rule.kind.rawValue)
            return [other ? 1 : 0, fragment ? 1 : 0, role]
        }
    }

    /// Every result, on every path (one pass, one query per count, collapsed), in role order
    /// within its fragment tier (and with --prefer-lang, its language tier); and the own rules
    /// lead.
    @Test(arguments: [LanguagePreference.auto, .lang(.ru)])
    func resultsFollowTheRolesOnEveryPath(_ prefer: LanguagePreference) throws {
        let store = try Fixtures.openShared()
        let engine = SearchEngine(store: store)
        let first: Bool
        if case .lang = prefer { first = true } else { first = false }
        for (query, bar) in [("панель вкладок", Bar.tabBar), ("标签栏", .tabBar), ("tab bar", .tabBar), ("панель инструментов", .toolbar),
                             ("строка состояния", .statusBar), ("search bar", .searchBar), ("導航欄", .navigationBar)] {
            var matched = Set<String>()
            for collector in [true, false] {
                engine.usesCollector = collector
                defer { engine.usesCollector = true }
                let result = try engine.search(SearchRequest(query: query, limit: 100, preferLanguage: prefer))
                #expect(result.total == result.hits.count && result.total > 3, "\(query)")
                matched.formUnion(result.hits.map(\.rule.id))
                let k = try keys(store, result.hits, result.language, bar, first: first)
                #expect(k == k.sorted { $0.lexicographicallyPrecedes($1) }, "\(query) collector \(collector): \(k)")
                #expect(result.hits.first?.rule.bars.first == bar, "\(query)")
                // Paging cuts the same order.
                let page = try engine.search(SearchRequest(query: query, limit: 3, offset: 2, preferLanguage: prefer))
                #expect(page.hits.map(\.rule.id) == Array(result.hits.dropFirst(2).prefix(3).map(\.rule.id)), "\(query)")
            }
            // a guideline ranks where its best matching rule ranks: the rule shown, or one of
            // those listed with it, when it matched
            let search = try GroupCollapse.search(engine, SearchRequest(query: query, limit: 50, preferLanguage: prefer))
            let collapsed = search.result
            let k = try collapsed.hits.map { hit -> [Int32] in
                var rules = matched.contains(hit.rule.id) ? [hit] : []
                for m in search.also[hit.rule.id] ?? [] where matched.contains(m.rule.id) {
                    var h = hit
                    h.rule = m.rule
                    rules.append(h)
                }
                return try keys(store, rules, collapsed.language, bar, first: first).min { $0.lexicographicallyPrecedes($1) } ?? []
            }
            #expect(k == k.sorted { $0.lexicographicallyPrecedes($1) }, "\(query) collapsed: \(k)")
            #expect(collapsed.hits.first?.rule.bars.first == bar, "\(query) collapsed")
        }
    }

    /// When a bar has more matching rules than the pass keeps, and its definitions are not among
    /// the best by bm25, a definition still comes first.
    @Test func theDefinitionComesFirstWhenManyRulesMatch() throws {
        let fm = FileManager.default
        let dir = Fixtures.temporaryDirectory("barguide-barname")
        defer { Fixtures.cleanup(dir) }
        let corpus = dir + "/corpus"
        try fm.createDirectory(atPath: corpus, withIntermediateDirectories: true)
        for name in try fm.contentsOfDirectory(atPath: Fixtures.corpusDirectory) where !name.hasPrefix(".") {
            try fm.copyItem(atPath: Fixtures.corpusDirectory + "/" + name, toPath: corpus + "/" + name)
        }
        // A document of many short guidelines that each name the tab bar three times: they
        // outrank its definitions by bm25, and outnumber the rows a one-result page keeps.
        let guidelines = (0..<70).map { "Используйте панель вкладок \($0): панель вкладок и снова панель вкладок." }
        try ("Панель вкладок\n\n" + guidelines.joined(separator: "\n\n") + "\n")
            .write(toFile: corpus + "/005_many.txt", atomically: true, encoding: .utf8)
        let path = dir + "/copies.sqlite"
        _ = try StoreBuilder.build(at: path, from: try CorpusSource.directory(corpus))
        let engine = SearchEngine(store: try Store.open(path))
        let request = SearchRequest(query: "панель вкладок", limit: 1)
        let result = try engine.search(request)
        #expect(result.total > SearchEngine.capacity(for: request), "more matches than the pass keeps: \(result.total)")
        let first = try #require(result.hits.first)
        #expect(first.rule.kind == .definition && first.rule.bars.first == .tabBar, "\(first.rule.id) \(first.rule.kind)")
        // The same first result as when every match is ranked.
        let all = try engine.search(SearchRequest(query: "панель вкладок", limit: 500))
        #expect(all.hits.first?.rule.id == first.rule.id)
    }

    /// The rank order of other queries does not depend on the bars: a bar name with another
    /// word ranks as before, by bm25 and the kind factor (a rule that only lists the bar can
    /// come first).
    @Test func otherQueriesKeepTheirOrder() throws {
        let store = try Fixtures.openShared()
        let engine = SearchEngine(store: store)
        let result = try engine.search(SearchRequest(query: "сегментированный панель вкладок", limit: 5))
        #expect(result.hits.first?.rule.bars.first == .toolbar, "\(result.hits.map(\.rule.id))")
    }
}
