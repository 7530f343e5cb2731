import CSQLite
import Testing
@testable import BarGuideText

/// Recorded tokens replayed to FTS5 build the same index as tokenizing in place.
@Suite(.serialized) struct TokenReplayTests {
    /// A raw connection with everything registered, and its replay queue.
    final class Connection {
        let db: TestDB
        let replay: TokenReplay

        init() throws {
            db = try TestDB()
            let registration = BarGuideTokenizer.registerAll(on: db.handle)
            guard registration.rc == SQLITE_OK, let replay = registration.replay else {
                throw SQLiteError(description: "registerAll: \(registration.rc)")
            }
            self.replay = replay
            try db.execute("CREATE VIRTUAL TABLE t USING fts5(headline, text, tokenize='barguide')")
        }

        /// Every row of the index's data table, as hex.
        func index() throws -> [String] {
            try db.strings("SELECT id || ':' || hex(block) FROM t_data ORDER BY id")
        }
    }

    @Test func recordingsAreTheAnalyzersTokens() throws {
        let analyzer = Analyzer()
        for (headline, text) in try corpusParagraphs().prefix(300) {
            for s in [headline, text] {
                let stream = analyzer.record(s)
                let tokens = analyzer.tokens(s, mode: .document)
                #expect(stream.tokenCount == tokens.count)
                var sink = CollectingSink()
                #expect(TokenReplay.replay(stream, into: &sink) == 0)
                #expect(sink.tokens.map(\.token) == tokens)
            }
        }
    }

    @Test func replayedRowsIndexLikeTokenizedRows() throws {
        let paragraphs = Array(try corpusParagraphs().prefix(400))
        let plain = try Connection()
        let replayed = try Connection()
        let analyzer = Analyzer()
        for (k, p) in paragraphs.enumerated() {
            try plain.db.insert("INSERT INTO t(headline, text) VALUES (?1, ?2)",
                                rows: [[Array(p.headline.utf8), Array(p.text.utf8)]])
            // Every third row gets a recording of other text: it must be ignored, not replayed.
            let texts = k % 3 == 2 ? [p.headline + "x", p.text] : [p.headline, p.text]
            replayed.replay.enqueue(texts.map { analyzer.record($0) })
            try replayed.db.insert("INSERT INTO t(headline, text) VALUES (?1, ?2)",
                                   rows: [[Array(p.headline.utf8), Array(p.text.utf8)]])
            replayed.replay.clear()
        }
        // Two columns per row, less the mismatched headlines (every third row).
        #expect(replayed.replay.replayed == 2 * paragraphs.count - paragraphs.count / 3)
        let a = try plain.index(), b = try replayed.index()
        #expect(a.count > 1)
        #expect(a == b)
        // And the replayed index answers queries.
        #expect(try replayed.db.strings("SELECT count(*) FROM t WHERE t MATCH '\"строку\"'")
                == plain.db.strings("SELECT count(*) FROM t WHERE t MATCH '\"строку\"'"))
    }
}
