import Testing
import Foundation
@testable import BarGuideKit

/// Search on the held-out texts (Tests/heldout/*/queries.json, written blind with each text):
/// each text is ingested beside the four seed texts, as a user adds a text of their own, and its
/// queries are scored as the shared judge scores them (hit@5, MRR@10), one line per guideline.
/// A query written in another language than the text it expects is judged with every rule
/// listed (`all`: the shared set's convention for cross-language queries).
@Suite struct HeldOutSearchTests {
    static let directory = Fixtures.root + "/Tests/heldout"

    struct Query: Decodable {
        var id: String
        var q: String
        var scope: String?
        var expect: [String]
    }

    /// The script family of a text, as the judge's convention tells languages apart.
    static func family(_ s: String) -> Int {
        for u in s.unicodeScalars {
            if (0x0400...0x04FF).contains(u.value) { return 1 }
            if (0x4E00...0x9FFF).contains(u.value) { return 2 }
        }
        return 0
    }

    static func texts() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { FileManager.default.fileExists(atPath: directory + "/" + $0 + "/queries.json") }.sorted()
    }

    /// The floor: hit@5 and MRR@10 over every query as this suite measured them when the last
    /// texts joined it, rounded down to two places (a text joins after its first sight, however
    /// hard its queries are). A ranking change that loses answers fails here.
    static let floor = (hitAt5: 0.92, mrr: 0.81)

    @Test func heldOutQueriesFindTheirTextsRules() throws {
        let texts = Self.texts()
        #expect(texts.count >= 40)
        let seeds = try FileManager.default.contentsOfDirectory(atPath: Fixtures.corpusDirectory).filter { $0.hasSuffix(".txt") }
        #expect(seeds.count == 4)
        var hits = 0, total = 0, rrSum = 0.0
        var report: [String] = []
        for name in texts {
            let folder = Self.directory + "/" + name
            let queries = try JSONDecoder().decode([Query].self, from: Data(contentsOf: URL(fileURLWithPath: folder + "/queries.json")))
            var corpus: [(name: String, text: String)] = []
            for seed in seeds.sorted() {
                corpus.append((seed, try String(contentsOfFile: Fixtures.corpusDirectory + "/" + seed, encoding: .utf8)))
            }
            for file in try FileManager.default.contentsOfDirectory(atPath: folder) where file.hasPrefix("ho-") {
                corpus.append((file, try String(contentsOfFile: folder + "/" + file, encoding: .utf8)))
            }
            let (dir, store) = try Fixtures.build(corpus, label: "barguide-heldout-search")
            defer { Fixtures.cleanup(dir) }
            let engine = SearchEngine(store: store)
            var textHits = 0
            for q in queries {
                var filters = QueryFilters()
                if let scope = q.scope { filters.scope = Bar.resolve(scope) }
                let request = SearchRequest(query: q.q, filters: filters, limit: 10)
                let all = q.expect.first.map { Self.family($0) != Self.family(q.q) } ?? false
                let shown = all ? try engine.search(request).hits : try GroupCollapse.search(engine, request).result.hits
                let probe = RelevanceTests.Query(id: q.id, cat: name, q: q.q, scope: q.scope, expect: q.expect, all: all)
                let (hit, rr) = RelevanceTests().score(probe, texts: shown.map(\.rule.text))
                if hit { hits += 1; textHits += 1 } else { report.append(name + "/" + q.id) }
                // (BARGUIDE_HELDOUT_MISSES=1: each miss with the first results, to study them)
                if !hit, ProcessInfo.processInfo.environment["BARGUIDE_HELDOUT_MISSES"] != nil {
                    print("MISS \(name)/\(q.id) [\(q.scope ?? "")] \(q.q) → want «\(q.expect.first ?? "")»")
                    for h in shown.prefix(3) { print("    \(h.rule.kind.rawValue) \(h.rule.headline.prefix(80))") }
                }
                rrSum += rr
                total += 1
            }
            print("held-out search \(name): hit@5 \(textHits)/\(queries.count)")
        }
        let hitAt5 = Double(hits) / Double(max(1, total))
        let mrr = rrSum / Double(max(1, total))
        print("held-out search: hit@5 \(hits)/\(total) = \(hitAt5), MRR@10 \(mrr)")
        #expect(hitAt5 >= Self.floor.hitAt5, "hit@5 \(hitAt5); misses: \(report)")
        #expect(mrr >= Self.floor.mrr, "MRR@10 \(mrr); misses: \(report)")
    }
}
