// Issue #13 at the engine: what ingest may replace, the database lock, invalid rows, an emptied
// index, long names, and the parse pipeline's error path (also run under ASan and TSan).
import Testing
import Foundation
@testable import BarGuideKit
@testable import SQLiteKit

@Suite struct StoreReliabilityTests {
    static func write(_ path: String, _ text: String) {
        FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    }

    @Test func ingestReplacesOnlyWhatIsOurs() throws {
        let dir = Fixtures.temporaryDirectory()
        defer { Fixtures.cleanup(dir) }
        #expect(StoreBuilder.foreignContent(dir + "/missing.sqlite") == nil)
        Self.write(dir + "/empty.sqlite", "")
        #expect(StoreBuilder.foreignContent(dir + "/empty.sqlite") == nil)
        #expect(StoreBuilder.foreignContent(Fixtures.sharedDatabase) == nil)
        Self.write(dir + "/notes.txt", "Заметки: панель вкладок\n")
        #expect(StoreBuilder.foreignContent(dir + "/notes.txt")?.contains("not an SQLite database") == true)
        let app = try Database(path: dir + "/app.sqlite")
        try app.execute("CREATE TABLE users(name TEXT); CREATE TABLE orders(id INTEGER)")
        #expect(StoreBuilder.foreignContent(dir + "/app.sqlite") == "an SQLite database of another application (tables: orders, users)")
        #expect(StoreBuilder.foreignContent(dir) == "a directory")
        // a damaged (truncated) BarGuide database is still ours: ingest is its remedy
        let bytes = try Data(contentsOf: URL(fileURLWithPath: Fixtures.sharedDatabase))
        FileManager.default.createFile(atPath: dir + "/half.sqlite", contents: bytes.prefix(bytes.count / 3))
        #expect(StoreBuilder.foreignContent(dir + "/half.sqlite") == nil)
        #expect(throws: StoreError.self) {
            _ = try StoreBuilder.build(at: dir + "/app.sqlite", from: try CorpusSource.directory(Fixtures.corpusDirectory))
        }
        #expect(try Database(path: dir + "/app.sqlite").scalar("SELECT count(*) FROM sqlite_master") == .integer(2))
    }

    @Test func oneHolderOfTheLockAtATimeAndNoLockFileLeft() throws {
        let dir = Fixtures.temporaryDirectory()
        defer { Fixtures.cleanup(dir) }
        let db = dir + "/bars.sqlite"
        var first: DatabaseLock? = try #require(DatabaseLock.acquire(for: db))
        #expect(FileManager.default.fileExists(atPath: DatabaseLock.path(for: db)))
        #expect(DatabaseLock.tryAcquire(for: db) == nil)
        do {
            // taken again by its holder (a store opened by the builder): no wait, and releasing
            // the nested one keeps the lock held
            let nested = DatabaseLock.acquire(for: db)
            #expect(nested != nil)
        }
        #expect(DatabaseLock.tryAcquire(for: db) == nil)
        #expect(FileManager.default.fileExists(atPath: DatabaseLock.path(for: db)))
        withExtendedLifetime(first) {}
        first = nil
        #expect(!FileManager.default.fileExists(atPath: DatabaseLock.path(for: db)))
        let second = DatabaseLock.tryAcquire(for: db)
        #expect(second != nil)
        #expect(DatabaseLock.acquire(for: dir + "/no/such/dir/bars.sqlite") == nil)
    }

    @Test func longNamesGetValidTemporaryAndLockNames() {
        let name = String(repeating: "д", count: 120) + "-" + String(repeating: "b", count: 4) + ".sqlite"   // 252 bytes
        #expect(name.utf8.count == 252)
        let temp = FileSystem.baseName(StoreBuilder.temporaryPath(for: "/tmp/" + name))
        let lock = FileSystem.baseName(DatabaseLock.path(for: "/tmp/" + name))
        #expect(temp.utf8.count <= 255 && lock.utf8.count <= 255, "\(temp.utf8.count) \(lock.utf8.count)")
        #expect(String(validating: Array(temp.utf8), as: UTF8.self) != nil)
        // two long names that share their first bytes get different prefixes
        let other = String(repeating: "д", count: 120) + "-" + String(repeating: "c", count: 4) + ".sqlite"
        #expect(StoreBuilder.temporaryPrefix(for: name) != StoreBuilder.temporaryPrefix(for: other))
        #expect(FileSystem.shortened("bars.sqlite") == "bars.sqlite")
    }

    @Test func readersRejectInvalidRows() throws {
        let dir = Fixtures.temporaryDirectory()
        defer { Fixtures.cleanup(dir) }
        for (name, edit, expected) in [
            ("kind", "UPDATE rules SET kind = 'weird' WHERE rowid = 5", "invalid kind 'weird'"),
            ("bar", "UPDATE rules SET bars = 'tab-bar' || char(31) || 'sidebar' WHERE rowid = 7", "invalid bar 'sidebar'"),
            ("modality", "UPDATE rules SET modality = 'maybe' WHERE rowid = 9", "invalid modality 'maybe'"),
            ("lang", "UPDATE rules SET lang = 'fr' WHERE rowid = 11", "invalid lang 'fr'"),
            ("line", "UPDATE rules SET line_start = 'three' WHERE rowid = 13", "line_start is not an integer"),
        ] {
            let path = dir + "/\(name).sqlite"
            try FileManager.default.copyItem(atPath: Fixtures.sharedDatabase, toPath: path)
            try Store.connect(path, mode: .readWrite).execute(edit)
            let store = try Store.open(path)
            do {
                _ = try store.allRules()
                Issue.record("\(name): read without an error")
            } catch {
                guard case .invalidRow(_, let detail) = error else { Issue.record("\(name): \(error)"); continue }
                #expect(detail.contains(expected), "\(detail)")
                #expect(error.hint?.contains("barguide verify") == true)
            }
            let report = try Store.verify(path)
            #expect(!report.passed)
            #expect(report.checks.contains { $0.findings.contains { $0.contains(expected) } }, "\(report.checks)")
        }
        // (verify runs FTS5's integrity check, a write: on a copy of its own, never on the database
        // other tests read at the same time)
        let pristine = dir + "/pristine.sqlite"
        try FileManager.default.copyItem(atPath: Fixtures.sharedDatabase, toPath: pristine)
        let report = try Store.verify(pristine)
        #expect(report.passed, "\(report.checks)")
    }

    @Test func anEmptiedIndexIsADataError() throws {
        let dir = Fixtures.temporaryDirectory()
        defer { Fixtures.cleanup(dir) }
        let path = dir + "/emptied.sqlite"
        try FileManager.default.copyItem(atPath: Fixtures.sharedDatabase, toPath: path)
        try Store.connect(path, mode: .readWrite).execute("INSERT INTO rules_fts(rules_fts) VALUES ('delete-all')")
        #expect {
            _ = try Store.open(path)
        } throws: { error in
            guard case StoreError.corrupt(_, let detail) = error else { return false }
            return detail.contains("full-text index is empty")
        }
        #expect(Store.varint([0x81, 0x00]) == 128)
        #expect(Store.varint([0x05]) == 5)
    }

    /// The error path of the parse pipeline: the document loop fails while the parsing threads
    /// hold documents ahead of it (issue #13: libdispatch trapped, SIGILL). Nothing is left behind.
    @Test func aFailureInTheDocumentLoopLeavesNothing() throws {
        let dir = Fixtures.temporaryDirectory()
        defer { Fixtures.cleanup(dir) }
        let corpus = dir + "/corpus"
        try FileManager.default.createDirectory(atPath: corpus, withIntermediateDirectories: true)
        let seeds = try FileManager.default.contentsOfDirectory(atPath: Fixtures.corpusDirectory).filter { $0.hasSuffix(".txt") }
        for n in 0..<12 {
            for seed in seeds {
                try FileManager.default.copyItem(atPath: Fixtures.corpusDirectory + "/" + seed, toPath: corpus + "/\(n)-" + seed)
            }
        }
        let db = dir + "/bars.sqlite"
        try FileManager.default.copyItem(atPath: Fixtures.sharedDatabase, toPath: db)
        let before = try Data(contentsOf: URL(fileURLWithPath: db))
        for failingAfter in [0, 1, 5, 30] {
            #expect {
                _ = try StoreBuilder.build(at: db, from: try CorpusSource.directory(corpus), force: false, heldLock: nil,
                                           progress: nil, accept: nil, failingAfter: failingAfter)
            } throws: { error in
                guard case StoreError.writeFailed(let path, let detail) = error else { return false }
                return path == db && detail == "the disk is full"
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["bars.sqlite", "corpus"])
            #expect(try Data(contentsOf: URL(fileURLWithPath: db)) == before)
        }
    }
}
