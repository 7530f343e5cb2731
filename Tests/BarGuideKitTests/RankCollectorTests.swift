import Testing
import SQLiteKit
@testable import BarGuideKit

/// The one-pass search (barguide_collect over rank_stats) against the path of one query per
/// count, on the real seed corpus: same counts, same rules in the same order, same scores (for
/// queries of one unit: with several, only the one-pass path adds the proximity boost).
@Suite struct RankCollectorTests {
    static let queries: [(String, QueryFilters)] = {
        var tab = QueryFilters(); tab.scope = .tabBar
        var zh = QueryFilters(); zh.langs = .only([.zhHant, .zhHans])
        var dont = QueryFilters(); dont.modalities = [.dont]
        return [
            ("скрыть строку состояния", QueryFilters()), ("栏", QueryFilters()), ("标签栏", QueryFilters()),
            ("status bar", QueryFilters()), ("back button", QueryFilters()), ("FixedSpace", QueryFilters()),
            ("UIBarButtonItem", QueryFilters()), ("навиг*", QueryFilters()), ("значок", tab), ("按钮", tab),
            ("кнопка", zh), ("bar", dont), ("панель -навигации", QueryFilters()),
            ("\"строка состояния\" OR 徽标", QueryFilters()), ("toolbar nonexistentword", QueryFilters()),
            ("bar:toolbar кнопки", QueryFilters()),
        ]
    }()

    @Test func onePassMatchesTheQueryPerCountPath() throws {
        let store = try Fixtures.openShared()
        #expect(store.rankStats != nil, "the fixture database has rank statistics")
        let fast = SearchEngine(store: store)
        let slow = SearchEngine(store: store)
        slow.usesCollector = false
        for (query, filters) in Self.queries {
            for (limit, offset) in [(10, 0), (3, 2)] {
                let request = SearchRequest(query: query, filters: filters, limit: limit, offset: offset)
                let a = try fast.search(request)
                let b = try slow.search(request)
                #expect(a.allWordsTotal == b.allWordsTotal, "\(query)")
                if a.fallback == "partial" {
                    // Fewer rules than the page have every word: the one-pass path goes on with
                    // partial matches, after those rules (in its own order: proximity).
                    let complete = min(b.allWordsTotal, b.hits.count)
                    #expect(Set(a.hits.prefix(complete).map(\.rule.id)) == Set(b.hits.prefix(complete).map(\.rule.id)), "\(query)")
                    #expect(a.hits.count >= b.hits.count, "\(query)")
                    continue
                }
                #expect(a.total == b.total, "\(query)")
                #expect(a.counts.map(\.scope) == b.counts.map(\.scope) && a.counts.map(\.count) == b.counts.map(\.count), "\(query)")
                #expect(a.fallback == b.fallback, "\(query)")
                if a.words.count == 1 {
                    #expect(a.hits.map(\.rule.id) == b.hits.map(\.rule.id), "\(query) limit \(limit) offset \(offset)")
                    #expect(a.hits.map(\.score) == b.hits.map(\.score), "\(query)")
                } else {
                    // Proximity can reorder rules of close scores (across languages too: the
                    // query's weighs more, it is not a tier), never bring in a weak one: the
                    // page is among the other path's best three pages.
                    let wide = try slow.search(SearchRequest(query: query, filters: filters, limit: 3 * (limit + offset)))
                    #expect(Set(a.hits.map(\.rule.id)).isSubset(of: wide.hits.map(\.rule.id)), "\(query) limit \(limit) offset \(offset)")
                }
            }
        }
    }

    @Test func statisticsMatchTheIndexAndTheRules() throws {
        let store = try Fixtures.openShared()
        let stats = try #require(store.rankStats)
        let rules = try store.db.rows("SELECT rowid, bars, lang FROM rules")
        #expect(rules.count > 100)
        let sizes = try store.db.prepare("SELECT id, sz FROM rules_fts_docsize")
        var checked = 0
        while let row = try sizes.step() {
            let id = try #require(row.int(0))
            let total = row.withBytes(1) { RankStats.sumOfVarints($0) }
            #expect(stats.lengths[id] == total)
            #expect(total > 0)
            checked += 1
        }
        #expect(checked == rules.count)
        for row in rules {
            guard case .integer(let id) = row[0] else { continue }
            let bars = Store.split(row.string(1)).compactMap(Bar.init(rawValue:))
            let lang = try #require(row.string(2).flatMap(Lang.init(rawValue:)))
            #expect(stats.masks[Int(id)] == RankStats.mask(of: bars, lang: lang))
            #expect(stats.masks[Int(id)] & 0x3F == RankStats.mask(of: bars))
        }
    }

    @Test func varints() {
        func sum(_ bytes: [UInt8]) -> UInt32 { bytes.withUnsafeBytes { RankStats.sumOfVarints($0) } }
        #expect(sum([]) == 0)
        #expect(sum([5, 7, 0]) == 12)
        #expect(sum([0x81, 0x00]) == 128)           // 1·128 + 0
        #expect(sum([0x81, 0x80, 0x01, 3]) == 16_388) // 1·16384 + 0 + 1, then 3
    }

    @Test func facetTokensTypedByAUserMatchNothingOfTheFacets() throws {
        let store = try Fixtures.openShared()
        let engine = SearchEngine(store: store)
        for query in ["zzbartabbar", "zzlangru", "ZZKINDGUIDELINE"] {
            let result = try engine.search(SearchRequest(query: query))
            #expect(result.total == 0, "\(query) matched \(result.total) rules through the facets column")
        }
    }
}

@Suite struct SearchRequestTests {
    @Test func pageBoundsAreClamped() throws {
        var r = SearchRequest(query: "tab", limit: Int.max, offset: -5)
        #expect(r.limit == SearchRequest.maxPage && r.offset == 0)
        r.offset = Int.max
        #expect(r.offset == SearchRequest.maxPage)
        let engine = SearchEngine(store: try Fixtures.openShared())
        let result = try engine.search(r)
        #expect(result.hits.isEmpty && result.total > 0)
    }
}
