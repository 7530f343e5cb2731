import CSQLite
import Testing
@testable import BarGuideText

/// barguide_collect on the real corpus paragraphs, against FTS5's own bm25() and count(*).
@Suite(.serialized) struct RankCollectorTests {
    final class Fixture {
        let db: TestDB
        let collector: RankCollector
        let lengths: [UInt32]
        let rows: Int

        init() throws {
            db = try TestDB()
            try db.execute("CREATE VIRTUAL TABLE t USING fts5(headline, text, tokenize='barguide')")
            let paragraphs = try corpusParagraphs()
            try db.insert("INSERT INTO t(headline, text) VALUES (?1, ?2)",
                          rows: paragraphs.map { [Array($0.headline.utf8), Array($0.text.utf8)] })
            let (rc, collector) = BarGuideTokenizer.registerAll(on: db.handle)
            guard rc == SQLITE_OK, let collector else { throw SQLiteError(description: "registerAll: \(rc)") }
            self.collector = collector
            // A row's length is its number of token positions (colocated tokens share one).
            let analyzer = Analyzer()
            var lengths: [UInt32] = [0]
            for p in paragraphs {
                let n = analyzer.tokens(p.headline, mode: .document).filter { !$0.colocated }.count
                    + analyzer.tokens(p.text, mode: .document).filter { !$0.colocated }.count
                lengths.append(UInt32(n))
            }
            self.lengths = lengths
            rows = paragraphs.count
        }

        /// Ranks in the whole table with the weights of `bm25(t, 2.0, 1.0)`, language code 1 (the
        /// top two mask bits) on the rowids divisible by `n` and 0 elsewhere.
        func weighLanguage(onEvery n: Int) {
            collector.settings.masks = (0...rows).map { UInt8($0 % n == 0 ? 1 << 6 : 0) }
            collector.settings.lengths = lengths
            collector.settings.weights = [2.0, 1.0]
            collector.settings.scope = 0
        }

        /// rowid and bm25 of `SELECT … ORDER BY bm25, rowid LIMIT n`.
        func bm25(_ expr: String, limit: Int, where extra: String = "") throws -> [(Int64, Double)] {
            let sql = "SELECT rowid, bm25(t, 2.0, 1.0) AS s FROM t WHERE t MATCH ?1 \(extra) ORDER BY s, rowid LIMIT \(limit)"
            return try db.pairs(sql, expr)
        }

        func collect(_ expr: String) throws -> Int {
            collector.reset()
            let n = try db.strings("SELECT count(*) FROM t WHERE t MATCH ?1 AND barguide_collect(t)", expr)
            return Int(n.first ?? "") ?? -1
        }
    }

    static let expressions = ["\"строку\"", "\"状 态 栏\"", "\"tab\" OR \"bar\"", "\"панели\" AND \"навигации\"",
                              "\"item\" NOT \"fixed\"", "\"按\""]

    @Test func bestRowsAndScoresAreFTS5Bm25() throws {
        let f = try Fixture()
        for lengths in [f.lengths, []] {   // with the statistics, and falling back to xColumnSize
            for expr in Self.expressions {
                f.collector.settings.lengths = lengths
                f.collector.settings.masks = []
                f.collector.settings.weights = [2.0, 1.0]
                f.collector.settings.scope = 0
                f.collector.settings.capacity = 7
                let total = try f.collect(expr)
                let count = try f.db.strings("SELECT count(*) FROM t WHERE t MATCH ?1", expr)
                #expect(total == Int(count.first ?? ""), "\(expr)")
                #expect(f.collector.total == total)
                let expected = try f.bm25(expr, limit: 7)
                #expect(expected.count >= 1, "\(expr) matches something")
                #expect(f.collector.best.map(\.rowid) == expected.map(\.0), "\(expr)")
                #expect(f.collector.best.map(\.score) == expected.map(\.1), "\(expr)")
            }
        }
    }

    @Test func scopeBitsAreCountedAndRestrictTheRanking() throws {
        let f = try Fixture()
        // Bit 0 on even rowids, bit 1 on rowids divisible by 3.
        f.collector.settings.masks = (0...f.rows).map { UInt8(($0 % 2 == 0 ? 1 : 0) | ($0 % 3 == 0 ? 2 : 0)) }
        f.collector.settings.lengths = f.lengths
        f.collector.settings.weights = [2.0, 1.0]
        for expr in Self.expressions {
            f.collector.settings.scope = 2
            f.collector.settings.capacity = 5
            let total = try f.collect(expr)
            let ids = try f.db.strings("SELECT rowid FROM t WHERE t MATCH ?1", expr).compactMap { Int($0) }
            #expect(total == ids.count)
            #expect(f.collector.counts[0] == ids.filter { $0 % 2 == 0 }.count, "\(expr)")
            #expect(f.collector.counts[1] == ids.filter { $0 % 3 == 0 }.count, "\(expr)")
            #expect(f.collector.counts[2...].allSatisfy { $0 == 0 })
            let expected = try f.bm25(expr, limit: 5, where: "AND rowid % 3 = 0")
            #expect(f.collector.best.map(\.rowid) == expected.map(\.0), "\(expr)")
            #expect(f.collector.best.allSatisfy { $0.rowid % 3 == 0 })
        }
    }

    /// Rows in the preferred language weigh `RankingPolicy.languageFactor` more: the order is
    /// bm25 × that factor, so a much better row in another language still ranks above a weak one
    /// in the preferred language; the same when the IDFs are deferred.
    @Test func preferredLanguageWeighsMoreAndIsCounted() throws {
        let f = try Fixture()
        f.weighLanguage(onEvery: 5)
        defer { f.collector.settings.preferredLanguage = nil; f.collector.settings.defersIDF = false }
        let factor = RankingPolicy.languageFactor.value
        #expect(factor > 1)
        var mixed = 0
        for expr in Self.expressions {
            f.collector.settings.preferredLanguage = 1
            f.collector.settings.capacity = 6
            f.collector.settings.defersIDF = false
            let total = try f.collect(expr)
            let ids = try f.db.strings("SELECT rowid FROM t WHERE t MATCH ?1", expr).compactMap { Int($0) }
            #expect(total == ids.count)
            #expect(f.collector.preferredTotal == ids.filter { $0 % 5 == 0 }.count, "\(expr)")
            let expected = try f.db.pairs("""
                SELECT rowid, bm25(t, 2.0, 1.0) * (CASE WHEN rowid % 5 = 0 THEN \(factor) ELSE 1.0 END) AS s
                FROM t WHERE t MATCH ?1 ORDER BY s, rowid LIMIT 6
                """, expr)
            let ranked = f.collector.ranked
            #expect(ranked.map(\.rowid) == expected.map(\.0), "\(expr)")
            for (e, x) in zip(ranked, expected) { #expect(abs(e.score - x.1) <= 1e-9 * abs(x.1), "\(expr) \(e.rowid)") }
            #expect(ranked.allSatisfy { $0.tier == 0 }, "language is a weight, not a tier")
            // Both languages on the page: the other language is not shut out.
            if Set(ranked.map { $0.rowid % 5 == 0 }).count == 2 { mixed += 1 }
            if !expr.contains(" ") || expr.hasPrefix("\"状") {
                f.collector.settings.defersIDF = true
                _ = try f.collect(expr)
                #expect(f.collector.ranked.map(\.rowid) == ranked.map(\.rowid), "\(expr) deferred")
            }
        }
        #expect(mixed > 0, "some page ranks rows of both languages")
    }

    /// A query that only names a bar: rows that list it (its mask bit) rank first, by bm25, the
    /// others after them, each weighed by its language; the same when the IDFs are deferred.
    @Test func namedBarRanksRowsListingItFirst() throws {
        let f = try Fixture()
        // The bar's bit (2) on rowids divisible by 4; language code 1 on rowids divisible by 3.
        f.collector.settings.masks = (0...f.rows).map { UInt8(($0 % 4 == 0 ? 4 : 0) | ($0 % 3 == 0 ? 1 << 6 : 0)) }
        f.collector.settings.lengths = f.lengths
        f.collector.settings.weights = [2.0, 1.0]
        f.collector.settings.scope = 0
        f.collector.settings.capacity = 8
        let unlisted = RankingPolicy.barRoleTier("unlisted")
        defer { f.collector.settings.namedBar = 0; f.collector.settings.preferredLanguage = nil; f.collector.settings.defersIDF = false }
        for expr in Self.expressions {
            for language in [nil, UInt8(1)] {
                f.collector.settings.preferredLanguage = language
                f.collector.settings.namedBar = 4
                f.collector.settings.defersIDF = false
                let total = try f.collect(expr)
                let ids = try f.db.strings("SELECT rowid FROM t WHERE t MATCH ?1", expr).compactMap { Int64($0) }
                #expect(total == ids.count, "\(expr)")
                let ranked = f.collector.ranked
                #expect(ranked.count == min(8, ids.count))
                // Each row's tier is its role's (its language weighs its score).
                for e in ranked {
                    let tier: Int32 = e.rowid % 4 == 0 ? 0 : unlisted
                    #expect(e.tier == tier, "\(expr) \(e.rowid)")
                }
                #expect(ranked.map(\.tier) == ranked.map(\.tier).sorted(), "\(expr)")
                // The rows of the first tier are the best among them by bm25 × language factor.
                let weight = language == nil ? 1.0 : RankingPolicy.languageFactor.value
                let best = try f.db.pairs("""
                    SELECT rowid, bm25(t, 2.0, 1.0) * (CASE WHEN rowid % 3 = 0 THEN \(weight) ELSE 1.0 END) AS s
                    FROM t WHERE t MATCH ?1 AND rowid % 4 = 0 ORDER BY s, rowid LIMIT 8
                    """, expr)
                #expect(Array(ranked.prefix(best.count).map(\.rowid)) == best.map(\.0), "\(expr)")
                // Deferred IDFs (one phrase, nothing excluded) keep the same rows in the same order.
                if !expr.contains(" ") || expr.hasPrefix("\"状") {
                    f.collector.settings.defersIDF = true
                    _ = try f.collect(expr)
                    #expect(f.collector.ranked.map(\.rowid) == ranked.map(\.rowid), "\(expr) deferred")
                    #expect(f.collector.ranked.map(\.tier) == ranked.map(\.tier), "\(expr) deferred")
                }
            }
        }
    }

    @Test func coverageRanksRowsWithEveryUnitFirst() throws {
        let f = try Fixture()
        f.collector.settings.masks = []
        f.collector.settings.lengths = f.lengths
        f.collector.settings.weights = [2.0, 1.0]
        f.collector.settings.scope = 0
        f.collector.settings.capacity = 40
        f.collector.settings.phraseUnits = [0, 1]
        f.collector.settings.unitCount = 2
        f.collector.settings.coverage = true
        f.collector.settings.proximityWeight = 0.5
        defer { f.collector.settings.phraseUnits = []; f.collector.settings.unitCount = 0; f.collector.settings.coverage = false; f.collector.settings.proximityWeight = 0 }
        _ = try f.collect("\"tab\" OR \"bar\"")
        let both = Set(try f.db.strings("SELECT rowid FROM t WHERE t MATCH '\"tab\" AND \"bar\"'").compactMap { Int64($0) })
        #expect(!both.isEmpty)
        let ranked = f.collector.ranked
        let complete = ranked.prefix { $0.tier == 0 }
        #expect(Set(complete.map(\.rowid)) == both.intersection(ranked.map(\.rowid)))
        #expect(ranked.dropFirst(complete.count).allSatisfy { $0.tier == RankingPolicy.partialTier.value + 1 })
    }

    /// A split pass scores a row "pending" when the other side is still counting one of its
    /// IDFs, and later, when that IDF is known. Such a row must get the same score, to the last
    /// bit, as a row scored at once: a tie at the edge of the kept rows is broken by rowid only
    /// when equal rows are equal. Here every IDF is first held by "the other side" (claimed in
    /// the shared table), so every row is pending, and then published.
    @Test func pendingRowsScoreExactlyAsRowsScoredAtOnce() throws {
        let f = try Fixture()
        // Language code 1 on rowids divisible by 3 (weighed), two units (a proximity factor).
        f.weighLanguage(onEvery: 3)
        f.collector.settings.capacity = 1_000
        f.collector.settings.preferredLanguage = 1
        defer {
            f.collector.settings.preferredLanguage = nil; f.collector.settings.phraseUnits = []
            f.collector.settings.unitCount = 0; f.collector.settings.proximityWeight = 0
        }
        let cases: [(expr: String, phrases: [String], units: Int)] = [
            ("\"панели\" AND \"навигации\"", ["\"панели\"", "\"навигации\""], 2),
            ("\"tab\" AND \"bar\"", ["\"tab\"", "\"bar\""], 2),
            ("\"строку\"", ["\"строку\""], 1),
        ]
        var factored = 0
        for c in cases {
            f.collector.settings.unitCount = c.units
            f.collector.settings.phraseUnits = (0..<c.units).map { Int32($0) }
            f.collector.settings.proximityWeight = c.units > 1 ? RankingPolicy.proximityWeight.value : 0
            _ = try f.collect(c.expr)
            let atOnce = f.collector.ranked
            #expect(atOnce.count > 3, "\(c.expr) ranks rows")
            let shared = SharedIDF()
            for i in c.phrases.indices { if case .mine = shared.claim(i) {} else { Issue.record("claim \(i)") } }
            f.collector.reset()
            f.collector.sharedIDF = shared
            _ = try f.db.strings("SELECT count(*) FROM t WHERE t MATCH ?1 AND barguide_collect(t)", c.expr)
            // The other side publishes what it counted: FTS5's IDF of each phrase.
            for (i, phrase) in c.phrases.enumerated() {
                let counted = try f.db.strings("SELECT count(*) FROM t WHERE t MATCH ?1", phrase)
                let hits = Double(counted.first ?? "") ?? 0
                shared.publish(i, RankingPolicy.idf(rows: Double(f.rows), hits: hits))
            }
            let pending = f.collector.ranked
            #expect(pending.map(\.rowid) == atOnce.map(\.rowid), "\(c.expr)")
            #expect(pending.map(\.score.bitPattern) == atOnce.map(\.score.bitPattern), "\(c.expr): the same bits")
            #expect(pending.map(\.tier) == atOnce.map(\.tier), "\(c.expr)")
            if c.units > 1 { factored += 1 }
        }
        #expect(factored == 2)
    }

    @Test func capacityZeroKeepsNothingButCounts() throws {
        let f = try Fixture()
        f.collector.settings.capacity = 0
        let total = try f.collect("\"bar\"")
        #expect(total > 0)
        #expect(f.collector.best.isEmpty)
    }
}

extension TestDB {
    /// (integer, real) pairs of the first two columns; `?1` is bound to `parameter`.
    func pairs(_ sql: String, _ parameter: String) throws -> [(Int64, Double)] {
        var stmt: OpaquePointer? = nil
        guard sqlite3_prepare_v2(handle, sql, -1, &stmt, nil) == SQLITE_OK, let stmt else {
            throw SQLiteError(description: "\(sql): \(errorMessage)")
        }
        defer { sqlite3_finalize(stmt) }
        sqlite3_bind_text(stmt, 1, parameter, -1, barguide_sqlite_transient())
        var out: [(Int64, Double)] = []
        while sqlite3_step(stmt) == SQLITE_ROW {
            out.append((sqlite3_column_int64(stmt, 0), sqlite3_column_double(stmt, 1)))
        }
        return out
    }
}
