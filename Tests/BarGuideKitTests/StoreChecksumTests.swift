// Issue #13: per-row checksums (migration 008). Content changed behind BarGuide's back (an SQL
// UPDATE that bypasses the checksum, as a flipped bit would) never reads as valid.
import Testing
import Foundation
@testable import BarGuideKit
@testable import SQLiteKit

@Suite struct StoreChecksumTests {
    /// FNV-1a 64 written out from its definition, over bytes serialized by hand.
    static func fnv1a(_ bytes: [UInt8]) -> Int64 {
        var h: UInt64 = 14_695_981_039_346_656_037
        for b in bytes { h = (h ^ UInt64(b)) &* 1_099_511_628_211 }
        return Int64(bitPattern: h)
    }

    static func le(_ v: UInt64) -> [UInt8] { (0..<8).map { UInt8(truncatingIfNeeded: v >> (8 * $0)) } }

    @Test func theAlgorithmIsFNV1aOverTaggedValues() {
        // FNV-1a's published test vectors: "" and "a"
        #expect(Self.fnv1a([]) == Int64(bitPattern: 0xcbf2_9ce4_8422_2325))
        #expect(Self.fnv1a(Array("a".utf8)) == Int64(bitPattern: 0xaf63_dc4c_8601_ec8c))
        var sum = RowChecksum()
        sum.text("Панель вкладок")
        sum.null()
        sum.integer(-3)
        sum.text("")
        let text = Array("Панель вкладок".utf8)
        let expected = [2] + Self.le(UInt64(text.count)) + text + [0] + [1] + Self.le(UInt64(bitPattern: -3)) + [2] + Self.le(0)
        #expect(sum.value == Self.fnv1a(expected))
        // a NULL and an empty text differ, and so do "ab","c" and "a","bc"
        var a = RowChecksum(), b = RowChecksum()
        a.null(); b.text("")
        #expect(a.value != b.value)
        a = RowChecksum(); b = RowChecksum()
        a.text("ab"); a.text("c"); b.text("a"); b.text("bc")
        #expect(a.value != b.value)
    }

    @Test func ingestWritesAChecksumThatEveryReaderAccepts() throws {
        let store = try Fixtures.openShared()
        #expect(store.hasChecksums)
        #expect(try store.db.scalar("SELECT count(*) FROM rules WHERE checksum IS NULL") == .integer(0))
        #expect(try store.db.scalar("SELECT count(*) FROM documents WHERE checksum IS NULL") == .integer(0))
        #expect(try store.db.scalar("SELECT count(DISTINCT checksum) = count(*) FROM rules") == .integer(1))
        #expect(try store.allRules().count > 100)
        #expect(try !store.documentEditions().isEmpty)
        // (verify runs FTS5's integrity check, a write: on a copy of its own, never on the database
        // other tests read at the same time)
        let dir = Fixtures.temporaryDirectory()
        defer { Fixtures.cleanup(dir) }
        let copy = dir + "/seeds.sqlite"
        try FileManager.default.copyItem(atPath: Fixtures.sharedDatabase, toPath: copy)
        let report = try Store.verify(copy)
        #expect(report.passed, "\(report.checks)")
        #expect(report.checks.contains { $0.name.hasPrefix("row checksums") && $0.passed })
    }

    /// A copy of the seed database with `edit` applied (plain SQL: the checksum is left as it was).
    static func edited(_ dir: String, _ name: String, _ edit: String) throws -> String {
        let path = dir + "/\(name).sqlite"
        try FileManager.default.copyItem(atPath: Fixtures.sharedDatabase, toPath: path)
        try Database(path: path, mode: .readWrite).execute(edit)
        return path
    }

    static func isChecksumError(_ error: any Error, id: String) -> Bool {
        let store: StoreError
        if let e = error as? StoreError { store = e } else if case SearchError.store(let e)? = error as? SearchError { store = e } else { return false }
        guard case .invalidRow(_, let detail) = store else { return false }
        return detail.contains("rule \(id)") && detail.contains("does not match its checksum")
            && store.hint?.contains("barguide verify") == true
    }

    @Test func aRuleEditedBehindTheChecksumIsRejectedByEveryReader() throws {
        let dir = Fixtures.temporaryDirectory()
        defer { Fixtures.cleanup(dir) }
        let seed = try Fixtures.openShared()
        // a tab-bar guideline with a modality, items-free or not: one of the seed rules
        let target = try #require(try seed.rules(where: "r.kind = 'guideline' AND r.modality IS NOT NULL AND r.primary_bar = 'tab-bar'").first)
        let word = try #require(target.headline.split(separator: " ").max { $0.count < $1.count }).description
        // Each content column, changed to another value that is valid on its own.
        let edits: [(String, String)] = [
            ("text", "UPDATE rules SET text = text || ' ' WHERE id = ?"),
            ("headline", "UPDATE rules SET headline = replace(headline, substr(headline, 1, 1), 'Ж') WHERE id = ?"),
            ("heading", "UPDATE rules SET heading = heading || char(31) || 'Панель вкладок' WHERE id = ?"),
            ("items", "UPDATE rules SET items = 'UIBarButtonSystemItemFixedSpace' WHERE id = ?"),
            ("line", "UPDATE rules SET line_start = line_start + 1 WHERE id = ?"),
            ("bars", "UPDATE rules SET bars = bars || char(31) || 'status-bar' WHERE id = ?"),
            ("modality", "UPDATE rules SET modality = CASE modality WHEN 'dont' THEN 'do' ELSE 'dont' END WHERE id = ?"),
            ("checksum", "UPDATE rules SET checksum = CASE checksum & 1 WHEN 1 THEN checksum - 1 ELSE checksum + 1 END WHERE id = ?"),
            ("no checksum", "UPDATE rules SET checksum = NULL WHERE id = ?"),
        ]
        for (name, sql) in edits {
            let path = dir + "/\(name).sqlite"
            try FileManager.default.copyItem(atPath: Fixtures.sharedDatabase, toPath: path)
            try Database(path: path, mode: .readWrite).execute(sql, [target.id])
            let store = try Store.open(path)
            #expect(store.hasChecksums)
            // export, show, checklist (rules(where:)), search (its own fetch of the page)
            #expect(throws: (any Error).self, "\(name): export") { try store.forEachRule { _ in } }
            #expect(performing: { _ = try store.rules(where: "r.id = ?", [target.id]) }, throws: { Self.isChecksumError($0, id: target.id) })
            #expect(performing: { _ = try store.checklist(for: .tabBar) }, throws: { Self.isChecksumError($0, id: target.id) })
            let engine = SearchEngine(store: store)
            #expect(performing: { _ = try engine.search(SearchRequest(query: word, limit: 500)) },
                    throws: { Self.isChecksumError($0, id: target.id) })
            // the other rules still read
            #expect(try store.rules(where: "r.id <> ?", [target.id]).count > 100, "\(name)")
            let report = try Store.verify(path)
            #expect(!report.passed, "\(name)")
            let findings = report.checks.first { $0.name.hasPrefix("row checksums") }?.findings ?? []
            #expect(findings.count == 1 && findings[0].contains(target.id), "\(name): \(findings)")
        }
    }

    /// A rule's group id changed (a damaged rule_groups row): not one of guideline_groups'.
    @Test func aRuleWhoseGroupIsUnknownIsRejected() throws {
        let dir = Fixtures.temporaryDirectory()
        defer { Fixtures.cleanup(dir) }
        let seed = try Fixtures.openShared()
        let target = try #require(try seed.rules(where: "r.kind = 'guideline'").first)
        let group = try #require(target.group)
        let path = dir + "/group.sqlite"
        try FileManager.default.copyItem(atPath: Fixtures.sharedDatabase, toPath: path)
        try Database(path: path, mode: .readWrite).execute(
            "UPDATE rule_groups SET group_id = ? WHERE rule = (SELECT rowid FROM rules WHERE id = ?)",
            [String(group.dropLast()) + (group.hasSuffix("0") ? "1" : "0"), target.id])
        let store = try Store.open(path)
        #expect(performing: { _ = try store.rules(where: "r.id = ?", [target.id]) }, throws: {
            guard case StoreError.invalidRow(_, let detail) = $0 else { return false }
            return detail.contains("rule \(target.id): its guideline group is not one of the database's")
        })
        #expect(try store.rules(where: "r.id <> ?", [target.id]).count > 100)
        let report = try Store.verify(path)
        #expect(report.checks.contains { $0.findings.contains { $0.contains(target.id) && $0.contains("guideline group") } }, "\(report.checks)")
        // the untouched database gives the group id through the same checked column
        #expect(try Store.open(Fixtures.sharedDatabase).rules(where: "r.id = ?", [target.id]).first?.group == group)
    }

    @Test func aDocumentEditedBehindTheChecksumIsRejected() throws {
        let dir = Fixtures.temporaryDirectory()
        defer { Fixtures.cleanup(dir) }
        let path = try Self.edited(dir, "title", "UPDATE documents SET title = title || '!' WHERE ordinal = 1")
        let store = try Store.open(path)
        #expect(performing: { _ = try store.documentEditions() }, throws: {
            guard case StoreError.invalidRow(_, let detail) = $0 else { return false }
            return detail.contains("document ") && detail.contains("does not match its checksum")
        })
        #expect(throws: StoreError.self) { _ = try store.documents() }
        let report = try Store.verify(path)
        #expect(report.checks.first { $0.name.hasPrefix("row checksums") }?.findings.count == 1)
        // edition and year are covered too
        let year = try Self.edited(dir, "year", "UPDATE documents SET year = coalesce(year, 2013) + 1 WHERE ordinal = 0")
        #expect(throws: StoreError.self) { _ = try Store.open(year).documentEditions() }
    }

    /// A schema-007 database (the fixture): verify says its checksums are absent; upgraded in
    /// place, it gets them from the SQL function, which must agree with the readers' own.
    @Test func anOlderDatabaseGetsChecksumsWhenUpgraded() throws {
        let dir = Fixtures.temporaryDirectory()
        defer { Fixtures.cleanup(dir) }
        let path = dir + "/seven.sqlite"
        try FileManager.default.copyItem(atPath: Fixtures.root + "/Tests/fault/fixtures/schema-007.sqlite", toPath: path)
        let before = try Store.verify(path)
        let absent = try #require(before.checks.first { $0.name.hasPrefix("row checksums") })
        #expect(absent.findings.first?.contains("absent") == true, "\(absent)")
        let store = try Store.open(path)   // upgraded: its directory is writable
        #expect(store.hasChecksums)
        let rules = try store.allRules()
        #expect(!rules.isEmpty)
        #expect(try store.db.scalar("SELECT count(*) FROM rules WHERE checksum IS NULL") == .integer(0))
        let after = try Store.verify(path)
        #expect(after.checks.first { $0.name.hasPrefix("row checksums") }?.passed == true, "\(after.checks)")
        // and what it computed protects the rows as ingest's would
        try Database(path: path, mode: .readWrite).execute("UPDATE rules SET text = text || '.' WHERE rowid = (SELECT min(rowid) FROM rules)")
        #expect(throws: StoreError.self) { _ = try Store.open(path).allRules() }
    }

    /// The migration, the readers and verify list the same columns in the same order.
    @Test func theMigrationCoversTheColumnsReadersCheck() throws {
        let sql = String(decoding: try Data(contentsOf: URL(fileURLWithPath: Fixtures.root + "/Migrations/008_checksums.sql")), as: UTF8.self)
        let flat = sql.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(flat.contains("barguide_checksum(" + Store.ruleChecksumColumns.joined(separator: ", ") + ")"))
        #expect(flat.contains("barguide_checksum(" + Store.documentChecksumColumns.joined(separator: ", ") + ")"))
        #expect(Store.knownMigrationNames.contains(Store.checksumMigration))
    }
}
