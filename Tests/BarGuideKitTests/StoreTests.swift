import Testing
import Foundation
@testable import BarGuideKit
@testable import SQLiteKit

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
            let db = try Store.connect(path, mode: .readWriteCreate)
            try Migrator(Array(full.migrations.prefix(1))).migrate(db)
            try db.execute("INSERT INTO meta(key, value) VALUES ('corpus_origin', 'old')")
        }
        let store = try Store.open(path)
        #expect(try full.applied(in: store.db) == full.migrations.map(\.name))
        #expect(store.meta("corpus_origin") == "old")
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
