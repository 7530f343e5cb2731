import CSQLite
import Testing
@testable import BarGuideText

/// An in-memory FTS5 table with every non-empty line of the real corpus.
private func corpusDB() throws -> TestDB {
    let db = try TestDB()
    try db.execute("CREATE VIRTUAL TABLE t USING fts5(headline, text, tokenize='barguide')")
    let rows = try corpusParagraphs().map { [Array($0.headline.utf8), Array($0.text.utf8)] }
    try db.insert("INSERT INTO t(headline, text) VALUES (?1, ?2)", rows: rows)
    return db
}

/// A MATCH expression from a user query: every phrase of `Analyzer.queryPhrases`
/// (Han runs and identifiers are one phrase each), ANDed.
private func match(_ query: String) -> String {
    Analyzer().queryPhrases(query).map(\.fts5).joined(separator: " AND ")
}

/// The same, built from the analyzed tokens themselves, each token double-quoted
/// and a Han run as one phrase: "状 态 栏".
private func tokenMatch(_ query: String) -> String {
    Analyzer().queryPhrases(query).map { phrase in
        phrase.isHan ? "\"" + phrase.tokens.joined(separator: " ") + "\""
                     : phrase.tokens.map { "\"\($0)\"" }.joined(separator: " + ")
    }.joined(separator: " AND ")
}

private func texts(_ db: TestDB, _ matchExpression: String, column: String = "t") throws -> [String] {
    try db.strings("SELECT text FROM t WHERE \(column) MATCH ?1 ORDER BY rank", matchExpression)
}

@Suite(.serialized) struct SQLiteIntegrationTests {
    @Test func russianInflections() throws {
        let db = try corpusDB()
        let rows = try texts(db, "\"строку\"")
        #expect(rows.contains { $0.contains("строки") })
        #expect(rows.contains { $0.contains("строка") })
        #expect(rows.count >= 10)
        // вкладок (genitive plural) and вкладки meet through the fleeting-vowel variant.
        let tabs = try texts(db, "\"вкладок\"")
        #expect(tabs.contains { $0.contains("вкладки") && !$0.contains("вкладок") })
        let tab = try texts(db, "\"вкладкой\"")
        #expect(tab.contains { $0.contains("вкладка") })
        // ё folded on both sides; case folded.
        #expect(try texts(db, "\"СТРОКИ\"").count == rows.count)
    }

    @Test func hanPhrasesFindTraditionalText() throws {
        let db = try corpusDB()
        for (simplified, traditional) in [("状态栏", "狀態(tài)欄"), ("导航栏", "導(dǎo)航欄"),
                                          ("标签栏", "標(biāo)簽欄"), ("徽标", "徽標(biāo)")] {
            let viaPhrases = try texts(db, match(simplified))
            let viaTokens = try texts(db, tokenMatch(simplified))
            #expect(!viaPhrases.isEmpty, "\(simplified)")
            #expect(viaPhrases.allSatisfy { $0.contains(traditional) }, "\(simplified)")
            #expect(Set(viaPhrases) == Set(viaTokens), "\(simplified)")
            // Typing the Traditional form finds the same rows.
            let traditionalQuery = String(traditional.unicodeScalars.filter { $0.value >= 0x3400 }.map(Character.init))
            #expect(Set(try texts(db, match(traditionalQuery))) == Set(viaPhrases))
        }
        #expect(tokenMatch("状态栏") == "\"状 态 栏\"")
        for word in ["透明", "分段控件", "標簽欄", "标签", "工具栏高度", "扁平化"] {
            #expect(try !texts(db, match(word)).isEmpty, "\(word)")
        }
        // A one-character query.
        #expect(try texts(db, match("徽")).count >= 1)
        let font = try texts(db, match("导航栏 文字 易读"))
        #expect(font.contains { $0.hasPrefix("確保導(dǎo)航欄中的文字易讀") })
    }

    @Test func identifiersInBothLanguages() throws {
        let db = try corpusDB()
        for query in ["FixedSpace", "UIBarButtonSystemItemFixedSpace", "fixedspace", "fixedSpace",
                      "itemfixedspace"] {
            let rows = try texts(db, match(query))
            #expect(rows.count == 6, "\(query): \(rows.count)")
            #expect(rows.allSatisfy { $0.contains("UIBarButtonSystemItemFixedSpace") })
            #expect(rows.contains { $0.unicodeScalars.contains { $0.value >= 0x4E00 && $0.value <= 0x9FFF } })
            #expect(rows.contains { $0.unicodeScalars.contains { $0.value >= 0x0400 && $0.value <= 0x04FF } })
        }
        for query in ["tintColor", "tintcolor", "TintColor"] {
            let rows = try texts(db, match(query))
            #expect(rows.count >= 4, "\(query)")
            #expect(rows.allSatisfy { $0.lowercased().contains("tintcolor") }, "\(query)")
        }
        for query in ["setBackgroundImage:forBarMetrics:", "setBackgroundImage", "forBarMetrics",
                      "forbarmetrics", "barMetrics"] {
            let rows = try texts(db, match(query))
            #expect(rows.contains { $0.contains("setBackgroundImage:forBarMetrics:") }, "\(query)")
        }
        #expect(try texts(db, match("UIToolbar")).contains { $0.contains("см. UIToolbar") })
        #expect(try !texts(db, match("titleTextAttributes")).isEmpty)
        #expect(try texts(db, match("ButtonFixed")).isEmpty)
    }

    @Test func highlightMarksTheOriginalText() throws {
        let db = try corpusDB()
        func highlights(_ query: String, _ open: String = "[", _ close: String = "]") throws -> [String] {
            try db.strings("SELECT highlight(t, 1, '\(open)', '\(close)') FROM t WHERE t MATCH ?1", match(query))
        }
        let han = try highlights("状态栏")
        #expect(!han.isEmpty)
        #expect(han.allSatisfy { $0.contains("[狀態(tài)欄]") || $0.contains("[狀][態](tài)[欄]") })
        #expect(try highlights("строку").contains { $0.contains("[строки]") })
        #expect(try highlights("вкладок").contains { $0.contains("[вкладки]") })
        // Colocated compounds must never garble the text around them.
        let originals = Set(try corpusParagraphs().map(\.text))
        for query in ["fixedspace", "FixedSpace", "tintColor", "setBackgroundImage:forBarMetrics:", "UIBarButtonItem",
                      "标签栏", "панель вкладок", "bar"] {
            let rows = try highlights(query, "⟦", "⟧")
            #expect(!rows.isEmpty, "\(query)")
            for row in rows {
                #expect(row.contains("⟦"), "\(query)")
                let stripped = row.replacingOccurrences(of: "⟦", with: "").replacingOccurrences(of: "⟧", with: "")
                #expect(originals.contains(stripped), "\(query): \(row)")
            }
        }
        #expect(try highlights("FixedSpace").contains { $0.contains("UIBarButtonSystemItem[FixedSpace]") })
    }

    @Test func registersOnEveryConnection() throws {
        let first = try TestDB()
        let second = try TestDB()
        for db in [first, second] {
            // Registering again on the same connection is allowed too.
            #expect(BarGuideTokenizer.register(on: db.handle) == SQLITE_OK)
            try db.execute("CREATE VIRTUAL TABLE t USING fts5(headline, text, tokenize='barguide')")
            try db.execute("INSERT INTO t VALUES ('Строка состояния', '狀態欄 tintColor строки')")
            #expect(try db.strings("SELECT headline FROM t WHERE t MATCH ?1", "\"状 态 栏\"") == ["Строка состояния"])
            #expect(try db.strings("SELECT headline FROM t WHERE t MATCH ?1", "\"tintcolor\"").count == 1)
        }
        // Two tables on one connection: two tokenizer instances.
        try first.execute("CREATE VIRTUAL TABLE u USING fts5(x, tokenize='barguide')")
        try first.execute("INSERT INTO u VALUES ('вкладки')")
        #expect(try first.strings("SELECT x FROM u WHERE u MATCH ?1", "вкладок") == ["вкладки"])
    }

    @Test func randomBytesDocument() throws {
        let db = try TestDB()
        try db.execute("CREATE VIRTUAL TABLE t USING fts5(headline, text, tokenize='barguide')")
        var rng = SeededGenerator(seed: 0xBA5E)
        var bytes = [UInt8](repeating: 0, count: 1 << 20)
        for k in bytes.indices { bytes[k] = UInt8(truncatingIfNeeded: rng.next()) }
        try db.insert("INSERT INTO t(headline, text) VALUES (?1, ?2)", rows: [[Array("random".utf8), bytes]])
        try db.execute("INSERT INTO t(t) VALUES ('integrity-check')")
        #expect(try db.strings("SELECT headline FROM t WHERE t MATCH 'random'") == ["random"])
        _ = try db.strings("SELECT highlight(t, 1, '[', ']') FROM t WHERE t MATCH 'a'")
        try db.execute("DELETE FROM t")
    }
}
