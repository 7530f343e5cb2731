import Testing
import Foundation
@testable import BarGuideKit

/// The second relevance suite: our own queries (Relevance/dev_queries.json, written before any
/// tuning) over the seeds of Corpus/ and the two real chapters of ../shared/dev/texts, ingested
/// as one corpus. Each expected answer is a gold unit of ../shared/dev/gold named by document
/// and line ("zh2:18"); a result answers when it comes from that document and its line range
/// contains that line. The dev texts are read at test time, never copied into the project.
@Suite struct RelevanceDevTests {
    struct Query: Decodable {
        var id: String
        var cat: String
        var q: String
        var scope: String?
        var expect: [String]
        /// The bar a "bar-name" query only names.
        var bar: String?
    }

    /// Short names of the documents, as the queries file uses them: a prefix of the file name.
    static let documents: [String: String] = [
        "zh2": "zh-Hans_twq0076262-ios-9-hig-four_bar", "en": "en_johnzfitch-human-interface-markdown_2014-ios-bars",
        "000": "000_", "001": "001_", "002": "002_", "004": "004_",
    ]

    static let devTexts = Fixtures.devDirectory + "/texts"

    static let database: String? = {
        let fm = FileManager.default
        guard let texts = try? fm.contentsOfDirectory(atPath: devTexts).filter({ $0.hasSuffix(".txt") }),
              !texts.isEmpty else { return nil }
        let dir = Fixtures.temporaryDirectory("barguide-dev")
        let corpus = dir + "/corpus"
        try? fm.createDirectory(atPath: corpus, withIntermediateDirectories: true)
        for name in (try? fm.contentsOfDirectory(atPath: Fixtures.corpusDirectory)) ?? [] where !name.hasPrefix(".") {
            try? fm.copyItem(atPath: Fixtures.corpusDirectory + "/" + name, toPath: corpus + "/" + name)
        }
        for name in texts { try? fm.copyItem(atPath: devTexts + "/" + name, toPath: corpus + "/" + name) }
        let path = dir + "/dev.sqlite"
        do { _ = try StoreBuilder.build(at: path, from: try CorpusSource.directory(corpus)) } catch { return nil }
        return path
    }()

    static func loadQueries() throws -> [Query] {
        let path = Fixtures.root + "/Tests/BarGuideKitTests/Relevance/dev_queries.json"
        return try JSONDecoder().decode([Query].self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// Whether `rule` holds the gold unit "doc:line".
    static func answers(_ rule: Rule, _ unit: String) -> Bool {
        let parts = unit.split(separator: ":")
        guard parts.count == 2, let prefix = documents[String(parts[0])], let line = Int(parts[1]) else { return false }
        return rule.document.hasPrefix(prefix) && rule.lines.start <= line && line <= rule.lines.end
    }

    @Test func suiteHasFortyQueriesOfEveryKind() throws {
        let queries = try Self.loadQueries()
        #expect(queries.count >= 40)
        #expect(Set(queries.map(\.id)).count == queries.count)
        let cats = Set(queries.map(\.cat))
        for needed in ["zh-unspaced", "zh-traditional", "en-only-other", "scoped", "paraphrase"] {
            #expect(cats.contains(needed), "missing category \(needed)")
        }
        for q in queries {
            #expect(!q.expect.isEmpty)
            for unit in q.expect { #expect(Self.documents[String(unit.split(separator: ":")[0])] != nil, "\(q.id): \(unit)") }
            if q.cat == "zh-unspaced" {
                #expect(!q.q.contains(" ") && (3...12).contains(q.q.count), "\(q.id)")
            }
        }
    }

    /// A query that only names a bar, on the real English and Simplified Chinese chapters too:
    /// the first result is one of that bar's own rules, and its definition (a gold unit) is
    /// among the first three.
    @Test(.enabled(if: Fixtures.hasDev, Fixtures.devAbsent))
    func aBarNameAloneRanksItsDefinitionFirst() throws {
        let path = try #require(Self.database, "cannot build the dev database from \(Self.devTexts)")
        let queries = try Self.loadQueries().filter { $0.cat == "bar-name" }
        #expect(queries.count >= 10)
        let engine = SearchEngine(store: try Store.open(path))
        for q in queries {
            let bar = try #require(q.bar.flatMap(Bar.init(rawValue:)), "\(q.id)")
            let hits = try engine.search(SearchRequest(query: q.q, limit: 10)).hits
            #expect(hits.first?.rule.bars.first == bar, "\(q.id): \(hits.prefix(3).map(\.rule.id))")
            #expect(hits.prefix(3).contains { hit in q.expect.contains { Self.answers(hit.rule, $0) } },
                    "\(q.id): \(hits.prefix(3).map(\.rule.id))")
        }
    }

    @Test(.enabled(if: Fixtures.hasDev, Fixtures.devAbsent))
    func meetsTheRelevanceTargets() throws {
        let path = try #require(Self.database, "cannot build the dev database from \(Self.devTexts)")
        let queries = try Self.loadQueries()
        let engine = SearchEngine(store: try Store.open(path))
        var hits = 0
        var rrSum = 0.0
        var report: [String] = []
        for q in queries {
            var filters = QueryFilters()
            if let scope = q.scope { filters.scope = Bar.resolve(scope) }
            let result = try engine.search(SearchRequest(query: q.q, filters: filters, limit: 10))
            let rank = result.hits.firstIndex { hit in q.expect.contains { Self.answers(hit.rule, $0) } }
            if let rank, rank < 5 { hits += 1 }
            if let rank { rrSum += 1.0 / Double(rank + 1) }
            if rank != 0 { report.append("\(q.id)=\(rank.map { "\($0 + 1)" } ?? "-")") }
        }
        let hitAt5 = Double(hits) / Double(queries.count)
        let mrr = rrSum / Double(queries.count)
        #expect(hitAt5 >= 0.95, "hit@5 \(hitAt5); not first: \(report)")
        #expect(mrr >= 0.85, "MRR@10 \(mrr); not first: \(report)")
    }
}
