import Testing
import Foundation
@testable import BarGuideKit
@testable import SQLiteKit
@testable import BarGuideText

@Suite struct StoreTests {
    @Test func buildsFromTheRealCorpusAndReopens() throws {
        let store = try Fixtures.openShared()
        let rules = try store.allRules()
        #expect(rules.count > 150)
        #expect(Set(rules.map(\.document)).count == 4)
        #expect(store.meta("corpus_origin") == Fixtures.corpusDirectory)
        // Every rule is indexed.
        let indexed = try store.read { db throws(DatabaseError) in try db.scalar("SELECT count(*) FROM rules_fts") }
        #expect(indexed == .integer(Int64(rules.count)))
        // Ids are unique and well-formed.
        #expect(Set(rules.map(\.id)).count == rules.count)
        for rule in rules {
            #expect(rule.id.hasPrefix(rule.primaryBar.rawValue + "."), "\(rule.id)")
        }
    }

    /// The index is written row by row during ingest (no 'rebuild'): FTS5's own check, which
    /// tokenizes every row of the content table again, must find it equal to the rules table.
    @Test func fullTextIndexMatchesTheRulesTable() throws {
        let dir = Fixtures.temporaryDirectory()
        defer { Fixtures.cleanup(dir) }
        let path = dir + "/check.sqlite"
        try FileManager.default.copyItem(atPath: Fixtures.sharedDatabase, toPath: path)
        let db = try Store.connect(path, mode: .readWrite)
        try db.execute("INSERT INTO rules_fts(rules_fts, rank) VALUES ('integrity-check', 1)")
        #expect(try db.scalar("SELECT count(*) FROM rules_fts") == db.scalar("SELECT count(*) FROM rules"))
    }

    @Test func migratesFromAnEmptyDatabase() throws {
        let db = try Store.connect(":memory:", mode: .readWriteCreate)
        let migrator = try Store.migrator()
        let applied = try migrator.migrate(db)
        #expect(applied == migrator.migrations.map(\.name))
        #expect(applied.count >= 3)
        for table in ["rules", "rules_fts", "repairs", "glossary_terms", "items"] {
            #expect(try db.scalar("SELECT count(*) FROM sqlite_master WHERE name = ?", [table]) == .integer(1))
        }
    }

    @Test func upgradesAnOlderSchemaInPlace() throws {
        let dir = Fixtures.temporaryDirectory()
        defer { Fixtures.cleanup(dir) }
        let path = dir + "/old.sqlite"
        let full = try Store.migrator()
        do {
            // A database as the first release wrote it: only migration 1.
            let db = try Self.olderDatabase(path) { $0.number == 1 }
            try db.execute("INSERT INTO meta(key, value) VALUES ('corpus_origin', 'old')")
        }
        let store = try Store.open(path)
        #expect(try full.applied(in: store.db) == full.migrations.map(\.name))
        #expect(store.meta("corpus_origin") == "old")
    }

    /// The repairs table holds one row per document and kind (migration 006); its entries and
    /// the repair_entries view give back every repair of the parse, in order.
    @Test func storesEveryRepairOfTheSeedCorpus() throws {
        let store = try Fixtures.openShared()
        let rows = try store.read { db throws(DatabaseError) in
            try db.rows("SELECT document, kind, count, entries FROM repairs ORDER BY document, kind")
        }
        let entries = try store.read { db throws(DatabaseError) in
            try db.rows("SELECT document, kind, line, excerpt FROM repair_entries ORDER BY document, kind")
        }
        var expected: [String: [Repair]] = [:]
        var total = 0
        for (name, parsed) in IngestCorpus.parsed {
            for r in parsed.repairs { expected[name + "/" + r.kind.rawValue, default: []].append(r) }
            total += parsed.repairs.count
        }
        #expect(total > 300)
        #expect(rows.count == expected.count)
        for row in rows {
            let key = (row.string(0) ?? "") + "/" + (row.string(1) ?? "")
            let want = expected[key] ?? []
            #expect(row.int(2) == want.count, "\(key)")
            let decoded = try JSONValue.parse(row.string(3) ?? "")
            #expect(decoded == JSONValue.array(want.map { JSONValue.array([.int($0.line), .string($0.excerpt)]) }), "\(key)")
        }
        #expect(entries.count == total)
        var seen: [String: [Repair]] = [:]
        for e in entries {
            let kind = RepairKind(rawValue: e.string(1) ?? "")
            #expect(kind != nil)
            seen[(e.string(0) ?? "") + "/" + (e.string(1) ?? ""), default: []]
                .append(Repair(kind: kind ?? .bom, line: e.int(2) ?? -1, excerpt: e.string(3) ?? ""))
        }
        #expect(seen == expected)
    }

    /// A row's text columns are written into one buffer for binding without copies: each must
    /// read back as the column's value derived the plain way, for every rule of the seed corpus.
    @Test func ruleRowColumnsAreTheRulesValues() throws {
        let catalog = try CorpusSource.directory(Fixtures.corpusDirectory).catalog
        let labels = RuleRow.catalogLabels(catalog)
        var checked = 0
        for (_, parsed) in IngestCorpus.parsed {
            for rule in parsed.rules {
                let row = RuleRow(rule, catalogLabels: labels)
                #expect(row.string(.primaryBar) == rule.primaryBar.rawValue)
                #expect(row.string(.bars) == Store.join(rule.bars.map(\.rawValue)))
                #expect(row.string(.kind) == rule.kind.rawValue)
                #expect(row.string(.modality) == (rule.modality?.rawValue ?? ""))
                #expect(row.hasModality == (rule.modality != nil))
                #expect(row.string(.lang) == rule.lang.rawValue)
                #expect(row.string(.document) == rule.document)
                #expect(row.string(.heading) == Store.join(rule.heading))
                #expect(row.string(.headline) == rule.headline)
                #expect(row.string(.text) == rule.text)
                #expect(row.string(.items) == Store.join(rule.items))
                #expect(row.string(.symbols) == Store.join(rule.symbols))
                #expect(row.string(.flags) == Store.join(rule.flags))
                let keywords = rule.heading + rule.items.flatMap { [$0] + (labels[$0] ?? []) } + rule.symbols
                #expect(row.string(.keywords) == keywords.joined(separator: " \u{2022} "))
                #expect(row.string(.facets) == Facets.tokens(for: rule).joined(separator: " "))
                checked += 1
            }
        }
        #expect(checked > 150)
    }

    /// The index's tokens are recorded with the row on the parsing threads: for every rule of the
    /// seed corpus, each indexed column's recorded tokens are the analyzer's document tokens of
    /// that column, and the checksum begun there and finished with the id is the row's checksum.
    @Test func ruleRowRecordsTheIndexTokensAndChecksum() throws {
        let catalog = try CorpusSource.directory(Fixtures.corpusDirectory).catalog
        let labels = RuleRow.catalogLabels(catalog)
        let analyzer = Analyzer()
        let recorder = TokenRecorder()
        var tokens = 0
        for (_, parsed) in IngestCorpus.parsed {
            for rule in parsed.rules {
                let row = RuleRow(rule, catalogLabels: labels, recorder: recorder)
                #expect(row.hasTokens)
                #expect(!RuleRow(rule, catalogLabels: labels).hasTokens)
                var first = 0
                for (k, column) in RuleRow.indexedColumns.enumerated() {
                    let expected = analyzer.tokens(row.string(column), mode: .document)
                    let end = Int(row.tokenEnds[k])
                    var got: [AnalyzedToken] = []
                    for t in first..<end {
                        let e = row.tokenEntries[t]
                        got.append(AnalyzedToken(token: String(decoding: row.tokenText[Int(e.textStart)..<Int(e.textStart + e.count)], as: UTF8.self),
                                                 start: Int(e.start), end: Int(e.end), colocated: e.flags != 0))
                    }
                    #expect(got == expected, "\(rule.id) \(column)")
                    tokens += got.count
                    first = end
                }
                let id = rule.id + "-x"
                let whole = try row.withColumns { c in Store.ruleChecksum(id: id, c, lines: rule.lines, ordinal: rule.ordinal) }
                #expect(Store.ruleChecksum(id: id, prefix: row.checksumPrefix) == whole)
            }
        }
        #expect(tokens > 10_000)
    }

    /// The writer's INSERTs into the index replay every recorded column (none is analysed again),
    /// and the index is what the tokenizer gives (FTS5's integrity-check tokenizes every row).
    @Test func writerReplaysTheRecordedTokens() throws {
        let db = try Store.connect(":memory:", mode: .readWriteCreate)
        try Store.migrator().migrate(db)
        let catalog = try CorpusSource.directory(Fixtures.corpusDirectory).catalog
        let labels = RuleRow.catalogLabels(catalog)
        var writer = try Writer(db: db)
        let recorder = TokenRecorder()
        writer.replay.activate()
        defer { TokenReplay.deactivate() }
        var columns = 0
        for (ordinal, name) in IngestCorpus.all.enumerated() {
            let parsed = IngestCorpus.doc(name)
            try writer.writeDocument(parsed, meta: nil, bytes: 0, ordinal: ordinal)
            writer.groups.beginDocument(name)
            let rows = parsed.rules.map { RuleRow($0, catalogLabels: labels, recorder: recorder) }
            try writer.writeRules(parsed.rules, rows: rows, facts: parsed.rules.map { GroupFacts(text: $0.text) })
            columns += rows.map { row in RuleRow.indexedColumns.filter { !row.string($0).isEmpty }.count }.reduce(0, +)
        }
        #expect(columns > 500)
        #expect(writer.replay.replayed == columns)
        #expect(writer.replay.analysed == 0)
        try db.execute("INSERT INTO rules_fts(rules_fts, rank) VALUES ('integrity-check', 1)")
    }

    /// The entries JSON is written by hand: it must be what JSONValue serializes, for any
    /// excerpt (quotes, backslashes, controls, U+2028), with the kinds in name order.
    @Test func repairGroupsAreValidJSONInKeyOrder() throws {
        let excerpts = ["plain", "quote \" and \\ backslash", "tab\tnewline\ncr\r", "\u{1B}[31m", "line\u{2028}sep",
                        "導(dǎo)航", ""]
        var repairs: [Repair] = []
        for (i, e) in excerpts.enumerated() {
            repairs.append(Repair(kind: RepairKind.allCases[i * 3 % RepairKind.allCases.count], line: i + 1, excerpt: e))
            repairs.append(Repair(kind: .pinyin, line: 100 + i, excerpt: e))
        }
        let groups = RepairGroup.groups(repairs)
        #expect(groups.map(\.kind) == groups.map(\.kind).sorted())
        #expect(groups.map(\.count).reduce(0, +) == repairs.count)
        for g in groups {
            let want = repairs.filter { $0.kind.rawValue == g.kind }
            #expect(g.count == want.count)
            #expect(g.entries == JSONValue.array(want.map { JSONValue.array([.int($0.line), .string($0.excerpt)]) }).serialized())
            #expect(try JSONValue.parse(g.entries).arrayValue?.count == want.count)
        }
        #expect(RepairGroup.groups([]).isEmpty)
    }

    /// A database written before migration 006 (one row per repair) keeps its repairs, grouped.
    @Test func upgradesPerRepairRowsToGroups() throws {
        let dir = Fixtures.temporaryDirectory()
        defer { Fixtures.cleanup(dir) }
        let path = dir + "/old.sqlite"
        let full = try Store.migrator()
        do {
            let db = try Self.olderDatabase(path) { $0.number < 6 }
            for (doc, kind, line, excerpt) in [("b.txt", "pinyin", 3, "設(shè)\"q\""), ("a.txt", "pinyin", 9, "p1"),
                                               ("a.txt", "lost-space", 2, "split?view"), ("a.txt", "pinyin", 4, "p2")] {
                try db.execute("INSERT INTO repairs(document, kind, line, excerpt) VALUES (?, ?, ?, ?)",
                               [doc, kind, line, excerpt])
            }
        }
        let store = try Store.open(path)
        #expect(try full.applied(in: store.db) == full.migrations.map(\.name))
        let rows = try store.read { db throws(DatabaseError) in
            try db.rows("SELECT document, kind, count, entries FROM repairs ORDER BY document, kind")
        }.map { [$0.string(0) ?? "", $0.string(1) ?? "", "\($0.int(2) ?? -1)", $0.string(3) ?? ""] }
        #expect(rows == [
            ["a.txt", "lost-space", "1", #"[[2,"split?view"]]"#],
            ["a.txt", "pinyin", "2", #"[[9,"p1"],[4,"p2"]]"#],
            ["b.txt", "pinyin", "1", #"[[3,"設(shè)\"q\""]]"#],
        ])
        let lines = try store.read { db throws(DatabaseError) in
            try db.rows("SELECT line FROM repair_entries WHERE document = 'a.txt' AND kind = 'pinyin'")
        }.compactMap { $0.int(0) }
        #expect(lines == [9, 4])
    }

    /// A new database at `path` with only the migrations of this binary that `keep` selects, as
    /// an older release wrote it.
    static func olderDatabase(_ path: String, keep: (Migration) -> Bool) throws -> Database {
        let db = try Store.connect(path, mode: .readWriteCreate)
        try Migrator(try Store.migrator().migrations.filter(keep)).migrate(db)
        return db
    }

    @Test func refusesADatabaseFromANewerSchema() throws {
        let dir = Fixtures.temporaryDirectory()
        defer { Fixtures.cleanup(dir) }
        let path = dir + "/newer.sqlite"
        try FileManager.default.copyItem(atPath: Fixtures.sharedDatabase, toPath: path)
        do {
            let db = try Database(path: path)
            try db.execute("INSERT INTO schema_migrations(number, name) VALUES (999, '999_from_the_future')")
        }
        #expect(throws: StoreError.newerSchema(path: path, migrations: ["999_from_the_future"])) {
            _ = try Store.open(path)
        }
    }

    @Test func reportsCorruptAndTruncatedFiles() throws {
        let dir = Fixtures.temporaryDirectory()
        defer { Fixtures.cleanup(dir) }
        let garbage = dir + "/garbage.sqlite"
        try Data(repeating: 0x5A, count: 8192).write(to: URL(fileURLWithPath: garbage))
        #expect {
            _ = try Store.open(garbage)
        } throws: { error in
            if case StoreError.corrupt = error { return true }
            return false
        }
        // Truncated: a real database cut in half.
        let truncated = dir + "/truncated.sqlite"
        let bytes = try Data(contentsOf: URL(fileURLWithPath: Fixtures.sharedDatabase))
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: truncated))
        #expect {
            let store = try Store.open(truncated)
            _ = try store.allRules()
            _ = try SearchEngine(store: store).search(SearchRequest(query: "панель"))
        } throws: { error in
            if case StoreError.corrupt = error { return true }
            if case SearchError.store(.corrupt) = error { return true }
            return false
        }
        #expect(throws: StoreError.missing(path: dir + "/none.sqlite")) { _ = try Store.open(dir + "/none.sqlite") }
    }

    @Test func rebuildIsAtomicForReaders() throws {
        let dir = Fixtures.temporaryDirectory()
        defer { Fixtures.cleanup(dir) }
        let path = dir + "/db.sqlite"
        let corpus = try CorpusSource.directory(Fixtures.corpusDirectory)
        _ = try StoreBuilder.build(at: path, from: corpus)
        let expected = try Store.open(path).allRules().count
        // A reader opened before the rebuild keeps seeing a complete database,
        // and one opened after sees the complete new one.
        let before = try Store.open(path)
        var observed: [Int] = []
        _ = try StoreBuilder.build(at: path, from: corpus) { _ in
            // Mid-build: the target is still the old, complete database.
            if let count = try? Store.open(path).allRules().count { observed.append(count) }
        }
        #expect(try before.allRules().count == expected)
        #expect(try Store.open(path).allRules().count == expected)
        #expect(!observed.isEmpty)
        #expect(observed.allSatisfy { $0 == expected })
        // No temporary files are left behind.
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.contains(".tmp-") }
        #expect(leftovers.isEmpty)
    }

    @Test func failedBuildLeavesThePreviousDatabase() throws {
        let dir = Fixtures.temporaryDirectory()
        defer { Fixtures.cleanup(dir) }
        let path = dir + "/db.sqlite"
        _ = try StoreBuilder.build(at: path, from: try CorpusSource.directory(Fixtures.corpusDirectory))
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(throws: CorpusError.self) {
            _ = try CorpusSource.directory(dir + "/no-such-corpus")
        }
        // A build into a missing directory fails cleanly.
        #expect(throws: StoreError.directoryMissing(dir + "/missing")) {
            _ = try StoreBuilder.build(at: dir + "/missing/db.sqlite", from: try CorpusSource.directory(Fixtures.corpusDirectory))
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func staleTemporariesOfDeadProcessesAreRemoved() throws {
        let dir = Fixtures.temporaryDirectory()
        defer { Fixtures.cleanup(dir) }
        let path = dir + "/db.sqlite"
        // pid 2^22+1 is above Linux's pid_max default: no such process.
        let stale = dir + "/.db.sqlite.tmp-4194305-abc"
        try Data("half-built".utf8).write(to: URL(fileURLWithPath: stale))
        _ = try StoreBuilder.build(at: path, from: try CorpusSource.directory(Fixtures.corpusDirectory))
        #expect(!FileManager.default.fileExists(atPath: stale))
    }

    @Test func statsCountEveryRule() throws {
        let store = try Fixtures.openShared()
        let stats = try store.stats()
        #expect(stats.reduce(0) { $0 + $1.count } == (try store.allRules().count))
        #expect(stats.contains { $0.bar == "tab-bar" && $0.lang == "ru" && $0.kind == "guideline" && $0.count > 0 })
    }

    /// Migration 004 derives facet tokens in SQL for databases upgraded in place; ingest writes
    /// them from Swift (`Facets.tokens`). Both must agree, or filters would differ by database age.
    @Test func facetTokensFromSQLAndSwiftAgree() throws {
        let store = try Fixtures.openShared()
        let sql = try String(contentsOfFile: Fixtures.root + "/Migrations/004_facets.sql", encoding: .utf8)
        let update = try #require(sql.range(of: "UPDATE rules SET facets =")).upperBound
        let end = try #require(sql.range(of: ";", range: update..<sql.endIndex)).lowerBound
        let expression = String(sql[update..<end])
        let rows = try store.read { db throws(DatabaseError) in
            try db.rows("SELECT facets, \(expression) FROM rules")
        }
        #expect(rows.count > 100)
        for row in rows { #expect(row.string(0) == row.string(1)) }
        let tabGuidelines = try store.read { db throws(DatabaseError) in
            try db.scalar("SELECT count(*) FROM rules_fts WHERE rules_fts MATCH 'facets : (\"zzbartabbar\") AND facets : (\"zzkindguideline\")'")
        }
        let expected = try store.rules(where: "r.kind = 'guideline' AND r.bars LIKE '%tab-bar%'").count
        #expect(tabGuidelines == .integer(Int64(expected)))
        #expect(expected > 5)
    }

    @Test func defaultPathFollowsTheEnvironment() {
        let env1: [String: String] = ["BARGUIDE_DB": "/x/db.sqlite", "XDG_DATA_HOME": "/d", "HOME": "/h"]
        #expect(DefaultDatabase.path(environment: { env1[$0] }) == "/x/db.sqlite")
        let env2: [String: String] = ["XDG_DATA_HOME": "/d", "HOME": "/h"]
        #expect(DefaultDatabase.path(environment: { env2[$0] }) == "/d/barguide/barguide.sqlite")
        let env3: [String: String] = ["HOME": "/h"]
        #expect(DefaultDatabase.path(environment: { env3[$0] }) == "/h/.local/share/barguide/barguide.sqlite")
    }
}
