import CSQLite
import Testing
@testable import BarGuideText

/// Texts in every language the tokenizer meets: the seed corpus (Russian, Traditional Chinese)
/// and examples of Simplified Chinese, English, identifiers, full-width ASCII, pinyin
/// annotations, Russian fleeting vowels and invalid UTF-8.
private func replayTexts() throws -> [[UInt8]] {
    var texts = try corpusParagraphs().flatMap { [Array($0.headline.utf8), Array($0.text.utf8)] }
    let examples = [
        "不要在导航栏中放置过多的控件，否则会让界面显得杂乱。使用 UIBarButtonSystemItemFixedSpace 调整间距。",
        "Keep tab titles short, plain, and distinct, so that people can tell the sections apart at a glance.",
        "Avoid using a toolbar and a tab bar in the same view; call setToolbarHidden(_:animated:) instead.",
        "狀態(tài)欄顯示設備的重要信息，例如時間和電池電量。",
        "Ｆｕｌｌ－ｗｉｄｔｈ ＡＳＣＩＩ and UINavigationItem.largeTitleDisplayMode",
        "Не скрывайте строку состояния без веской причины: вкладок, вкладки, ёлка, ЁЛКА.",
        "",
        " ",
    ]
    texts += examples.map { Array($0.utf8) }
    texts.append([0x41, 0xFF, 0xD0, 0x20, 0xE4, 0xB8, 0x41, 0x62])   // invalid UTF-8 in between
    // Whole seed documents: far more tokens and bytes than the recorder's first buffers hold.
    texts += try corpusTexts().prefix(2).map { Array($0.text.utf8) }
    return texts
}

private struct Recorded {
    var text: [UInt8] = []
    var entries: [RecordedToken] = []
    var ends: [Int] = []
}

/// Records `columns` one after another, as ingest does for a row.
private func record(_ recorder: TokenRecorder, _ columns: [[UInt8]]) -> Recorded {
    var r = Recorded()
    var n = 0
    for column in columns {
        n += column.withUnsafeBufferPointer { recorder.record($0, text: &r.text, entries: &r.entries) }
        r.ends.append(n)
    }
    return r
}

/// Inserts each row into `t(headline, text)`; with `replay`, offers the row's recorded tokens
/// during its INSERT (or, with `forged`, other columns as the sources and their tokens).
private func insert(_ db: TestDB, _ rows: [[[UInt8]]], replay: TokenReplay?, recorder: TokenRecorder,
                    forged: [[UInt8]]? = nil) throws {
    var stmt: OpaquePointer? = nil
    guard sqlite3_prepare_v2(db.handle, "INSERT INTO t(headline, text) VALUES (?1, ?2)", -1, &stmt, nil) == SQLITE_OK,
          let stmt else { throw SQLiteError(description: db.errorMessage) }
    defer { sqlite3_finalize(stmt) }
    replay?.activate()
    defer { TokenReplay.deactivate() }
    for (i, row) in rows.enumerated() {
        sqlite3_reset(stmt)
        let offered = forged ?? row
        let recorded = record(recorder, offered)
        for (k, value) in row.enumerated() {
            // Terminated, so that an empty value is bound as text (not NULL).
            let rc = (value + [0]).withUnsafeBytes { raw in
                sqlite3_bind_text(stmt, Int32(k + 1), raw.baseAddress!.assumingMemoryBound(to: CChar.self),
                                  Int32(value.count), barguide_sqlite_transient())
            }
            guard rc == SQLITE_OK else { throw SQLiteError(description: db.errorMessage) }
        }
        let text = recorded.text + [0], entries = recorded.entries + [RecordedToken(textStart: 0, count: 0, start: 0, end: 0, flags: 0)]
        let sources = offered.map { $0 + [0] }
        let rc = text.withUnsafeBufferPointer { t in
            entries.withUnsafeBufferPointer { e in
                sources[0].withUnsafeBufferPointer { s0 in
                    sources[1].withUnsafeBufferPointer { s1 in
                        var first = 0
                        for (k, s) in [s0, s1].enumerated() {
                            replay?.offer(source: s.baseAddress!, count: s.count - 1, text: t.baseAddress!,
                                          entries: e.baseAddress! + first,
                                          tokenCount: recorded.ends[k] - first)
                            first = recorded.ends[k]
                        }
                        defer { replay?.clear() }
                        return sqlite3_step(stmt)
                    }
                }
            }
        }
        guard rc == SQLITE_DONE else { throw SQLiteError(description: "insert: \(db.errorMessage)") }
    }
}

/// The whole index of `t` as stored (every segment and structure record), and its terms.
private func index(_ db: TestDB) throws -> [String] {
    try db.execute("CREATE VIRTUAL TABLE IF NOT EXISTS v USING fts5vocab(t, instance)")
    return try db.strings("SELECT quote(block) FROM t_data ORDER BY id")
        + db.strings("SELECT term || ' ' || doc || ' ' || col || ' ' || offset FROM v")
}

private func table() throws -> TestDB {
    let db = try TestDB()
    try db.execute("CREATE VIRTUAL TABLE t USING fts5(headline, text, tokenize='barguide')")
    return db
}

@Suite(.serialized) struct TokenReplayTests {
    /// The recorder gives exactly the analyzer's document tokens: bytes, offsets, positions.
    @Test func recordedTokensAreTheAnalyzersDocumentTokens() throws {
        let recorder = TokenRecorder()
        let analyzer = Analyzer()
        var total = 0
        for bytes in try replayTexts() {
            var text: [UInt8] = [], entries: [RecordedToken] = []
            let n = bytes.withUnsafeBufferPointer { recorder.record($0, text: &text, entries: &entries) }
            let expected = bytes.withUnsafeBufferPointer { analyzer.tokens(utf8: $0, mode: .document) }
            #expect(n == expected.count)
            #expect(entries.count == n)
            var got: [AnalyzedToken] = []
            for k in 0..<n {
                let e = entries[k]
                let at = Int(e.textStart), count = Int(e.count)
                got.append(AnalyzedToken(token: String(decoding: text[at..<at + count], as: UTF8.self),
                                         start: Int(e.start), end: Int(e.end), colocated: e.flags == FTS5_TOKEN_COLOCATED))
            }
            #expect(got == expected)
            total += n
        }
        #expect(total > 10_000)
    }

    /// Recording a row's columns in one call (ingest's way) gives what recording them one by one
    /// gives: the same bytes, tokens (offsets relative to each column) and column ends.
    @Test func recordingColumnsAtOnceEqualsOneByOne() throws {
        let texts = try replayTexts()
        let recorder = TokenRecorder()
        var checked = 0
        for start in stride(from: 0, to: texts.count, by: 3) {
            let columns = Array(texts[start..<min(start + 4, texts.count)])
            let oneByOne = record(recorder, columns)
            var row: [UInt8] = [], ranges: [Range<Int>] = []
            for column in columns { ranges.append(row.count..<row.count + column.count); row += column }
            let atOnce = row.withUnsafeBufferPointer { recorder.record($0, columns: ranges) }
            #expect(atOnce.text == oneByOne.text)
            #expect(atOnce.entries == oneByOne.entries)
            #expect(atOnce.ends == oneByOne.ends)
            checked += atOnce.entries.count
        }
        #expect(checked > 10_000)
    }

    /// Columns recorded through the memo (ingest's headline, keywords and facets) give exactly
    /// what a fresh recording gives, whether the value was analysed, kept, or replayed from the
    /// memo: rows that repeat values in every language, in changing positions and combinations.
    @Test func memoizedRecordingEqualsFreshRecording() throws {
        let texts = try replayTexts()
        let short = texts.filter { $0.count <= TokenMemo.maxSourceBytes }
        let memoized = TokenRecorder(), fresh = TokenRecorder()
        var checked = 0
        for round in 0..<3 {
            for start in 0..<short.count {
                // a headline, a (never memoized) text, keywords and facets, as ingest passes them
                let columns = [short[start], short[(start + 1) % short.count], short[(start + 2 * round) % short.count],
                               short[(start * 7) % short.count]]
                var row: [UInt8] = [], ranges: [Range<Int>] = []
                for column in columns { ranges.append(row.count..<row.count + column.count); row += column }
                let a = row.withUnsafeBufferPointer { memoized.record($0, columns: ranges, memoized: [true, false, true, true]) }
                let b = row.withUnsafeBufferPointer { fresh.record($0, columns: ranges) }
                #expect(a.text == b.text)
                #expect(a.entries == b.entries)
                #expect(a.ends == b.ends)
                checked += a.entries.count
            }
        }
        #expect(memoized.memo.hits > 1_000)
        #expect(memoized.memo.misses > 100)
        #expect(fresh.memo.hits == 0 && fresh.memo.misses == 0)
        #expect(checked > 10_000)
        // what the memo keeps: repeated values in every language, replayed
        for value in ["Панели навигации • UINavigationBar • UIBarButtonItem", "標簽欄 • 导航栏 • UITabBarController",
                      "zzbartabbar zzlangen zzkindguideline"] {
            let bytes = Array(value.utf8)
            let before = memoized.memo.hits
            var results: [[RecordedToken]] = []
            for _ in 0..<3 {
                results.append(bytes.withUnsafeBufferPointer { memoized.record($0, columns: [0..<bytes.count], memoized: [true]) }.entries)
            }
            #expect(memoized.memo.hits == before + 1)   // seen, kept on the second sighting, replayed on the third
            let expected = bytes.withUnsafeBufferPointer { fresh.record($0, columns: [0..<bytes.count]) }.entries
            #expect(results.allSatisfy { $0 == expected })
            #expect(!expected.isEmpty)
        }
    }

    /// An index written with replayed tokens is byte for byte the one the tokenizer writes.
    @Test func replayedIndexIsIdentical() throws {
        let texts = try replayTexts()
        let rows = (0..<texts.count).map { [texts[$0], texts[($0 * 7 + 3) % texts.count]] }
        let plain = try table(), replayed = try table()
        let recorder = TokenRecorder()
        try insert(plain, rows, replay: nil, recorder: recorder)
        let replay = TokenReplay()
        try insert(replayed, rows, replay: replay, recorder: recorder)
        // Every non-empty column was replayed, none analysed.
        let nonEmpty = rows.joined().filter { !$0.isEmpty }.count
        #expect(replay.replayed == nonEmpty)
        #expect(replay.analysed == 0)
        #expect(try index(replayed) == index(plain))
        // Queries are analysed as always, even on a thread with a replay.
        replay.activate()
        defer { TokenReplay.deactivate() }
        #expect(try replayed.strings("SELECT rowid FROM t WHERE t MATCH '\"строку\" OR \"导航栏\"'").count > 5)
        #expect(replay.replayed == nonEmpty)
    }

    /// Tokens are replayed only for the very bytes they were recorded for: a text that differs
    /// from the column offered (here by one word of the same length) is analysed.
    @Test func otherTextIsAnalysed() throws {
        let a = Array("Скрыть строку состояния".utf8), b = Array("Убрать строку состояния".utf8)
        let recorder = TokenRecorder()
        let plain = try table(), checked = try table()
        try insert(plain, [[b, b]], replay: nil, recorder: recorder)
        // `a` and its tokens are offered while `b` is inserted: the same length, other bytes.
        #expect(a.count == b.count)
        let replay = TokenReplay()
        try insert(checked, [[b, b]], replay: replay, recorder: recorder, forged: [a, a])
        #expect(replay.replayed == 0)
        #expect(replay.analysed == 2)
        #expect(try index(checked) == index(plain))
        // The check is the bytes: the same text offered is replayed (here, the index then
        // holds `a`'s tokens for `a`, as the tokenizer would).
        let same = try table(), sameReplay = TokenReplay(), plainA = try table()
        try insert(plainA, [[a, a]], replay: nil, recorder: recorder)
        try insert(same, [[a, a]], replay: sameReplay, recorder: recorder, forged: [a, a])
        #expect(sameReplay.replayed == 2)
        #expect(try index(same) == index(plainA))
        #expect(try index(same) != index(plain))
    }
}
