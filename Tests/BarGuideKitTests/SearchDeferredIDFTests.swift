import Testing
@testable import BarGuideKit

/// A one-unit query's IDFs counted from its matches (RankCollector.defersIDF) give exactly the
/// ranking and scores of FTS5's own count (one xQueryPhrase pass per phrase), in every language,
/// with a preferred language or none, and when rows of other languages are only counted.
@Suite struct SearchDeferredIDFTests {
    static let queries = ["栏", "按钮", "状态栏", "導航欄", "панелью навигации", "вкладк*", "значок", "toolbar",
                          "status bar", "UIBarButtonItem", "tintColor", "\"панель инструментов\"",
                          // Not one unit (or excluded, or scoped below): the path that does not defer.
                          "скрыть строку состояния", "tab -badge"]

    @Test(arguments: queries)
    func deferredIDFsGiveTheSameResults(query: String) throws {
        let deferred = SearchEngine(store: try Fixtures.openShared())
        let counted = SearchEngine(store: try Fixtures.openShared())
        counted.defersIDF = false
        for preference in [LanguagePreference.auto, .none, .lang(.ru), .lang(.zh), .lang(.en)] {
            // A page of 1 keeps 55 rows: on the seeds, broad queries then only count the rows of
            // other languages once that many are kept.
            for limit in [1, 10, 40] {
                let request = SearchRequest(query: query, limit: limit, preferLanguage: preference)
                let a = try deferred.search(request)
                let b = try counted.search(request)
                #expect(a == b, "\(query) \(preference) \(limit)")
                #expect(a.hits.map(\.score) == b.hits.map(\.score), "\(query) \(preference) \(limit)")
            }
        }
    }

    @Test func scopedAndFilteredSearchesAreUnchanged() throws {
        let deferred = SearchEngine(store: try Fixtures.openShared())
        let counted = SearchEngine(store: try Fixtures.openShared())
        counted.defersIDF = false
        var request = SearchRequest(query: "按钮", limit: 5)
        request.filters.scope = .tabBar
        #expect(try deferred.search(request) == counted.search(request))
        request.filters.scope = nil
        request.filters.langs = .only([.zhHant])
        #expect(try deferred.search(request) == counted.search(request))
    }
}
