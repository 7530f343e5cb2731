// Seeded property tests of the counts: for random combinations of words and filters over the
// seed corpus, the total equals the number of results paging through every page yields (each
// once), and each scope count equals the total of a search in that scope. Collapsed (groups)
// and not (rules), on the one-pass path and on the path of one query per count.
import Testing
@testable import BarGuideKit

@Suite("Search: exact counts")
struct SearchCountTests {
    static let words = ["панель", "вкладок", "кнопка", "навигации", "строка", "состояния", "скрыть", "标签栏", "状态栏",
                        "按钮", "导航栏", "隐藏", "tab", "bar", "button", "back", "toolbar", "status", "search", "hide",
                        "tint", "FixedSpace", "UIBarButtonItem"]
    static let filters = ["kind:guideline", "kind:reference", "kind:definition", "bar:tab", "bar:nav", "bar:toolbar",
                          "bar:status", "bar:search", "bar:scope", "modality:do", "modality:dont", "modality:avoid",
                          "lang:ru", "lang:zh", "lang:en", "lang:zh-Hant", "item:FixedSpace"]

    /// A query of 0–2 words and 0–2 filters, at least one of them.
    static func query(_ rng: inout SplitMix64) -> String {
        var parts: [String] = []
        for _ in 0..<Int(rng.next() % 3) { parts.append(words[Int(rng.next() % UInt64(words.count))]) }
        for _ in 0..<Int(rng.next() % 3) { parts.append(filters[Int(rng.next() % UInt64(filters.count))]) }
        if parts.isEmpty { parts.append(filters[Int(rng.next() % UInt64(filters.count))]) }
        return parts.shuffled(using: &rng).joined(separator: " ")
    }

    /// Every page of `query` in `scope` (pages of `limit`): the total of the first page, the
    /// counts, and the ids of every page in order.
    static func pages(_ run: (SearchRequest) throws -> SearchResult, _ query: String, scope: Bar?, limit: Int)
        throws -> (total: Int, counts: [(scope: String, count: Int)], ids: [String], hits: [SearchHit]) {
        var filters = QueryFilters()
        filters.scope = scope
        let first = try run(SearchRequest(query: query, filters: filters, limit: limit, offset: 0))
        var ids = first.hits.map(\.rule.id)
        var hits = first.hits
        var offset = limit
        while offset < first.total + limit {
            let page = try run(SearchRequest(query: query, filters: filters, limit: limit, offset: offset))
            #expect(page.total == first.total, "\(query) at offset \(offset): total \(page.total), first page \(first.total)")
            if page.hits.isEmpty { break }
            ids += page.hits.map(\.rule.id)
            hits += page.hits
            offset += limit
        }
        return (first.total, first.counts, ids, hits)
    }

    /// `groups`: the results are guideline groups, each listed once (in any language), and each
    /// rule shown passes the query's filters.
    static func check(_ label: String, _ run: (SearchRequest) throws -> SearchResult, seed: UInt64, queries: Int,
                      groups: Bool = false) throws {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<queries {
            let query = Self.query(&rng)
            let limit = 3 + Int(rng.next() % 9)
            let all = try pages(run, query, scope: nil, limit: limit)
            #expect(all.ids.count == all.total, "\(label) \(query) (limit \(limit)): \(all.ids.count) paged, total \(all.total)")
            #expect(Set(all.ids).count == all.ids.count, "\(label) \(query): a result shown twice")
            if groups {
                let listed = all.hits.compactMap(\.rule.group)
                #expect(Set(listed).count == listed.count, "\(label) \(query): a guideline listed twice")
                let filters = try QueryParser.parse(query).filters
                for hit in all.hits {
                    let r = hit.rule
                    if case .only(let langs) = filters.langs { #expect(langs.contains(r.lang), "\(label) \(query): \(r.id) \(r.lang)") }
                    if !filters.kinds.isEmpty { #expect(filters.kinds.contains(r.kind), "\(label) \(query): \(r.id)") }
                    if !filters.modalities.isEmpty { #expect(r.modality.map(filters.modalities.contains) == true, "\(label) \(query): \(r.id)") }
                    if let bar = filters.scope { #expect(r.bars.contains(bar), "\(label) \(query): \(r.id)") }
                    if !filters.items.isEmpty { #expect(r.items.contains("UIBarButtonSystemItemFixedSpace"), "\(label) \(query): \(r.id)") }
                }
            }
            // The inline bar: filter decides the scope: the total is that scope's count.
            let inline = all.counts.first { $0.scope == (inlineScope(query)?.rawValue ?? "all") }?.count
            #expect(inline == all.total, "\(label) \(query): total \(all.total), its scope counts \(inline ?? -1)")
            guard inlineScope(query) == nil else { continue }
            for entry in all.counts where entry.scope != "all" {
                let bar = Bar(rawValue: entry.scope)!
                let scoped = try pages(run, query, scope: bar, limit: limit)
                #expect(scoped.total == entry.count, "\(label) \(query): \(entry.scope) counts \(entry.count), its scope has \(scoped.total)")
                #expect(scoped.ids.count == scoped.total, "\(label) \(query) in \(entry.scope): \(scoped.ids.count) paged, total \(scoped.total)")
                #expect(Set(scoped.ids).count == scoped.ids.count, "\(label) \(query) in \(entry.scope): a result shown twice")
            }
        }
    }

    static func inlineScope(_ query: String) -> Bar? {
        (try? QueryParser.parse(query))?.filters.scope
    }

    @Test func collapsedCountsAreExact() throws {
        let engine = SearchEngine(store: try Fixtures.openShared())
        try Self.check("groups", { try GroupCollapse.search(engine, $0).result }, seed: 0x5EA7C0, queries: 40, groups: true)
    }

    @Test func ruleCountsAreExact() throws {
        let engine = SearchEngine(store: try Fixtures.openShared())
        try Self.check("rules", { try engine.search($0) }, seed: 0xC0FFEE, queries: 40)
    }

    @Test func countsAreExactOnThePathOfOneQueryPerCount() throws {
        let engine = SearchEngine(store: try Fixtures.openShared())
        engine.usesCollector = false
        try Self.check("plain groups", { try GroupCollapse.search(engine, $0).result }, seed: 0xBADA55, queries: 25, groups: true)
        try Self.check("plain rules", { try engine.search($0) }, seed: 0xFACE, queries: 25)
    }

    /// The cases filed: a query of filters alone counts every matching result, and paging on
    /// reaches them.
    @Test func filtersAloneCountEveryResult() throws {
        let store = try Fixtures.openShared()
        let engine = SearchEngine(store: store)
        for query in ["kind:guideline", "bar:tab", "modality:do", "lang:ru"] {
            let result = try GroupCollapse.search(engine, SearchRequest(query: query, limit: 10))
            #expect(result.result.total > 10, "\(query): total \(result.result.total)")
            #expect(result.result.counts.first { $0.scope == "all" }!.count >= result.result.total)
            let rules = try engine.search(SearchRequest(query: query, limit: 0))
            #expect(rules.total >= result.result.total)
            let next = try GroupCollapse.search(engine, SearchRequest(query: query, limit: 10, offset: 10))
            #expect(next.result.hits.count == 10, "\(query): the second page has \(next.result.hits.count)")
        }
    }
}
