// A query of one word or name: the rules that hold it as typed rank before those that hold only
// a glossary synonym of it, however often they repeat the synonym. The small corpus is written
// for this test.
import Testing
import Foundation
@testable import BarGuideKit

@Suite struct SearchTypedWordTests {
    static let texts: [(name: String, text: String)] = [
        ("ru_typed.txt", """
            Панель вкладок

            Значок на вкладке с числом говорит, что внутри есть новое; значок на вкладке не мигает, а значок на значке вкладки не заменяет подписи.

            Бейдж ставьте только там, где новое правда ждёт человека.
            """),
    ]

    @Test func theWordAsTypedRanksBeforeItsSynonyms() throws {
        let (dir, store) = try Fixtures.build(Self.texts, label: "barguide-typed")
        defer { Fixtures.cleanup(dir) }
        let engine = SearchEngine(store: store)
        for scope: Bar? in [nil, .tabBar] {
            for (query, first) in [("бейдж", "Бейдж ставьте"), ("значок на вкладке", "Значок на вкладке")] {
                var request = SearchRequest(query: query, limit: 10)
                request.filters.scope = scope
                let result = try engine.search(request)
                try #require(result.hits.count == 2, "both rules have the concept: \(query) \(result.hits.map(\.rule.text))")
                #expect(result.hits[0].rule.text.hasPrefix(first), "\(query) \(String(describing: scope)): \(result.hits.map(\.rule.text))")
            }
        }
    }
}
