import Testing
import Foundation
@testable import BarGuideKit

/// The relevance suite: Tests/BarGuideKitTests/Relevance/queries.json (our queries plus the
/// shared evaluation set), scored like the shared judge: hit@5 and MRR@10.
@Suite struct RelevanceTests {
    struct Query: Decodable {
        var id: String
        var cat: String
        var q: String
        var scope: String?
        var expect: [String]
        var all: Bool?
        /// Queries that only name a bar ("bar-name"): the bar, and the language of the query.
        var bar: String?
        var lang: String?
    }

    static func normalize(_ s: String) -> String {
        // As the judge: drop pinyin annotations, whitespace, NBSP and '?'.
        var out = s.replacingOccurrences(of: #"\(([a-zāáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜü]+)\)"#, with: "", options: .regularExpression)
        out.removeAll { $0.isWhitespace || $0 == "\u{a0}" || $0 == "?" }
        return out
    }

    static func loadQueries() throws -> [Query] {
        let path = Fixtures.root + "/Tests/BarGuideKitTests/Relevance/queries.json"
        return try JSONDecoder().decode([Query].self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    }

    func score(_ q: Query, texts: [String]) -> (hit: Bool, rr: Double) {
        let expected = q.expect.map(Self.normalize)
        let normalized = texts.prefix(10).map(Self.normalize)
        let first = normalized.firstIndex { t in expected.contains { t.contains($0) } }
        if q.all == true {
            let found = expected.filter { e in normalized.contains { $0.contains(e) } }.count
            return (found == expected.count, first.map { 1.0 / Double($0 + 1) } ?? 0)
        }
        guard let first else { return (false, 0) }
        return (first < 5, 1.0 / Double(first + 1))
    }

    @Test func suiteHasAtLeastFortyQueriesCoveringEveryCategory() throws {
        let queries = try Self.loadQueries()
        #expect(queries.count >= 52) // 40 of our own + the 12 shared ones
        let cats = Set(queries.map(\.cat))
        for needed in ["ru-morphology", "zh-simplified", "zh-traditional", "zh-1char", "zh-2char", "identifier",
                       "cross-language", "scoped"] {
            #expect(cats.contains(needed), "missing category \(needed)")
        }
        #expect(Set(queries.map(\.id)).count == queries.count)
    }

    /// A query that only names a bar, in each language (and by an alias): the first result is
    /// one of that bar's own rules (its primary bar), and the bar's definition (one of the
    /// expected texts) is among the first three; one result per rule and collapsed alike.
    @Test func aBarNameAloneRanksTheBarsOwnRulesFirst() throws {
        let queries = try Self.loadQueries().filter { $0.cat == "bar-name" }
        #expect(Set(queries.compactMap(\.lang)) == ["ru", "zh-Hans", "zh-Hant", "en"])
        let engine = SearchEngine(store: try Fixtures.openShared())
        for q in queries {
            let bar = try #require(q.bar.flatMap(Bar.init(rawValue:)), "\(q.id)")
            let expected = q.expect.map(Self.normalize)
            func isDefinition(_ hit: SearchHit) -> Bool {
                hit.rule.kind == .definition && hit.rule.bars.first == bar
                    && expected.contains { Self.normalize(hit.rule.text).contains($0) }
            }
            let rules = try engine.search(SearchRequest(query: q.q, limit: 10)).hits
            let groups = try GroupCollapse.search(engine, SearchRequest(query: q.q, limit: 10)).result.hits
            for (name, hits) in [("rules", rules), ("collapsed", groups)] {
                #expect(hits.first?.rule.bars.first == bar, "\(q.id) \(name): \(hits.prefix(3).map(\.rule.id))")
                #expect(hits.prefix(3).contains(where: isDefinition), "\(q.id) \(name): \(hits.prefix(3).map(\.rule.id))")
            }
        }
    }

    @Test func meetsTheRelevanceTargets() throws {
        let queries = try Self.loadQueries()
        let engine = SearchEngine(store: try Fixtures.openShared())
        var hits = 0
        var rrSum = 0.0
        var misses: [String] = []
        for q in queries {
            var filters = QueryFilters()
            if let scope = q.scope { filters.scope = Bar.resolve(scope) }
            let result = try engine.search(SearchRequest(query: q.q, filters: filters, limit: 10))
            let (hit, rr) = score(q, texts: result.hits.map(\.rule.text))
            if hit { hits += 1 } else { misses.append(q.id) }
            rrSum += rr
        }
        let hitAt5 = Double(hits) / Double(queries.count)
        let mrr = rrSum / Double(queries.count)
        #expect(hitAt5 >= 0.95, "hit@5 \(hitAt5), misses: \(misses)")
        #expect(mrr >= 0.85, "MRR@10 \(mrr), misses: \(misses)")
    }
}
