import Testing
import Foundation
import SQLiteKit
@testable import BarGuideKit

/// The one-pass search split over two threads (SearchSplit.swift) gives exactly the results of
/// the single pass: every query shape (one unit, several, the partial and OR fallbacks, scopes,
/// language, kind and modality filters, items, exclusions, phrases, prefixes), collapsed into
/// groups (counts of groups, variants, twins) and not, every page, scores included. The seed
/// database is far below the split's threshold: the tests force it.
@Suite struct SearchSplitTests {
    static let queries: [(String, QueryFilters)] = {
        var tab = QueryFilters(); tab.scope = .tabBar
        var nav = QueryFilters(); nav.scope = .navigationBar
        var zh = QueryFilters(); zh.langs = .only([.zhHant, .zhHans])
        var ru = QueryFilters(); ru.langs = .only([.ru])
        var dont = QueryFilters(); dont.modalities = [.dont]
        var guideline = QueryFilters(); guideline.kinds = [.guideline]
        var item = QueryFilters(); item.items = ["FixedSpace"]
        return [
            ("скрыть строку состояния", QueryFilters()), ("панелью навигации", QueryFilters()),
            ("кнопки панели инструментов", QueryFilters()), ("значками вкладок", QueryFilters()),
            ("прокручивают содержание", QueryFilters()), ("栏", QueryFilters()), ("图", QueryFilters()),
            ("按钮", QueryFilters()), ("隐藏", QueryFilters()), ("状态栏", QueryFilters()), ("导航栏按钮", QueryFilters()),
            ("标签栏图标", QueryFilters()), ("FixedSpace", QueryFilters()), ("tintColor", QueryFilters()),
            ("UIBarButtonItem", QueryFilters()), ("status bar", QueryFilters()), ("back button", QueryFilters()),
            ("hide toolbar", QueryFilters()), ("значок", tab), ("按钮", tab), ("кнопка назад", nav),
            ("кнопка", zh), ("status bar", ru), ("bar", dont), ("toolbar", guideline), ("toolbar", item),
            ("панель -навигации", QueryFilters()), ("tab bar NOT badge", QueryFilters()),
            ("\"строка состояния\" OR 徽标", QueryFilters()), ("toolbar nonexistentword", QueryFilters()),
            ("кнопка xyzzyq навигации", QueryFilters()), ("bar:toolbar кнопки", QueryFilters()), ("навиг*", QueryFilters()),
            ("lang:zh 按钮", QueryFilters()), ("状态栏 隐藏", QueryFilters()), ("navigation bar title large", QueryFilters()),
        ]
    }()

    static let pages: [(limit: Int, offset: Int)] = [(10, 0), (1, 0), (3, 2), (40, 5), (0, 0)]

    /// An engine on its own store (its own helper connection), split as given.
    static func engine(chunks: Int?, threaded: Bool = true) throws -> SearchEngine {
        let engine = SearchEngine(store: try Fixtures.openShared())
        if let chunks {
            engine.splitRows = 0
            engine.splitChunks = chunks
            engine.splitsOnThread = threaded
        } else {
            engine.splitRows = Int.max
        }
        return engine
    }

    @Test(arguments: [(2, false), (3, false), (8, false), (2, true), (8, true)])
    func splitGivesTheSameResults(chunks: Int, threaded: Bool) throws {
        let single = try Self.engine(chunks: nil)
        let split = try Self.engine(chunks: chunks, threaded: threaded)
        for (query, filters) in Self.queries {
            for page in Self.pages {
                for preference in [LanguagePreference.auto, .none, .lang(.en)] {
                    let request = SearchRequest(query: query, filters: filters, limit: page.limit, offset: page.offset,
                                                preferLanguage: preference)
                    let label = "\(query) \(page) \(preference)"
                    let a = try GroupCollapse.search(single, request)
                    let b = try GroupCollapse.search(split, request)
                    #expect(a == b, "collapsed: \(label)")
                    #expect(a.result.hits.map(\.score) == b.result.hits.map(\.score), "collapsed: \(label)")
                    let c = try single.search(request)
                    let d = try split.search(request)
                    #expect(c == d, "rules: \(label)")
                }
            }
        }
        // The split ran on a helper connection of its own (kept for the next searches).
        #expect(split.store.searchHelper != nil)
        #expect(single.store.searchHelper == nil)
    }

    /// A session that remembers its IDFs (browse) and splits its passes: an IDF remembered by the
    /// search's collector is handed to the other thread (SharedIDF), which then neither counts
    /// it again nor scores with anything else: the results are those of a fresh single pass.
    @Test func rememberedIDFsAndTheSplitGiveTheSameResults() throws {
        let session = try Self.engine(chunks: 2)
        session.remembersIDFs = true
        let typed = ["скрыть", "скрыть строку", "скрыть строку состояния", "скрыть строку", "标签栏", "标签栏图标",
                     "tab bar", "tab bar icon", "tab bar", "кнопка назад", "кнопка -назад"]
        var reused = 0
        for text in typed {
            for scope in [nil, Bar.tabBar] {
                var filters = QueryFilters()
                filters.scope = scope
                let request = SearchRequest(query: text, filters: filters, limit: 20)
                let remembered = try GroupCollapse.search(session, request)
                reused += session.store.collector?.reusedIDFs ?? 0
                let fresh = try GroupCollapse.search(try Self.engine(chunks: nil), request)
                #expect(remembered == fresh, "\(text) in \(scope?.rawValue ?? "all")")
                #expect(remembered.result.hits.map(\.score) == fresh.result.hits.map(\.score))
            }
        }
        #expect(reused > 0, "later queries took IDFs from the earlier ones")
        #expect(session.store.searchHelper != nil, "the passes were split")
    }

    /// The seed database never splits with the engine's own threshold: no second connection.
    @Test func smallDatabasesDoNotSplit() throws {
        let engine = SearchEngine(store: try Fixtures.openShared())
        #expect(engine.store.rankStats!.masks.count < engine.splitRows)
        _ = try GroupCollapse.search(engine, SearchRequest(query: "панелью навигации"))
        _ = try engine.search(SearchRequest(query: "栏"))
        #expect(engine.store.searchHelper == nil)
    }

    /// A database file renamed over while a store has the old one open: a second connection
    /// would read the new file, so the search is not split (and its results are the old file's).
    @Test func replacedFileIsNotSplit() throws {
        let dir = Fixtures.temporaryDirectory("barguide-split")
        defer { Fixtures.cleanup(dir) }
        let path = dir + "/db.sqlite"
        let other = dir + "/other.sqlite"
        try FileManager.default.copyItem(atPath: Fixtures.sharedDatabase, toPath: path)
        let store = try Store.open(path)
        let split = SearchEngine(store: store)
        split.splitRows = 0
        let request = SearchRequest(query: "панелью навигации")
        let before = try split.search(request)
        store.searchHelper = nil
        // Another database renamed over the path (as ingest does), with no rule in common.
        do {
            let db = try Database(path: other)
            try db.execute("CREATE TABLE t(x)")
        }
        #expect(rename(other, path) == 0)
        let after = try split.search(request)
        #expect(after == before)
        #expect(store.searchHelper == nil)
        #expect(SearchHelper.open(for: store) == nil)
    }

    /// A failing helper (its connection cannot run the pass) leaves its chunks to the search's
    /// connection: same results.
    @Test func failedHelperChunksRunOnTheMainConnection() throws {
        let single = try Self.engine(chunks: nil)
        let split = try Self.engine(chunks: 4, threaded: false)
        let request = SearchRequest(query: "панелью навигации", limit: 5)
        let expected = try GroupCollapse.search(single, request)
        let helper = try #require(SearchHelper.open(for: split.store))
        // On the helper's connection the index's name is shadowed by a view whose one row (rowid
        // 1, in the helper's first range) cannot be matched: the pass fails there.
        try helper.db.execute("CREATE TEMP VIEW rules_fts AS SELECT 1 AS rowid, 'x' AS rules_fts")
        split.store.searchHelper = helper
        #expect(try GroupCollapse.search(split, request) == expected)
        #expect(split.store.searchHelper == nil, "a failed helper is dropped")
    }

    @Test func chunksCoverEveryRowid() {
        for (rows, count) in [(1, 1), (10, 3), (131_142, 8), (20_000, 2), (5, 8)] {
            let chunks = SplitPass.chunks(rows: rows, count: count)
            #expect(chunks.count == count)
            #expect(chunks.first?.first == Int64.min && chunks.last?.last == Int64.max)
            for (a, b) in zip(chunks, chunks.dropFirst()) { #expect(b.first == a.last + 1, "\(rows) \(count)") }
        }
    }
}
