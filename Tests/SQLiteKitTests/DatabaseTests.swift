import Testing
import Foundation
@testable import SQLiteKit

@Suite struct DatabaseTests {
    @Test func roundTripsValuesThroughBindAndRow() throws {
        let db = try Database(path: ":memory:")
        try db.execute("CREATE TABLE t(a, b, c, d, e)")
        try db.execute("INSERT INTO t VALUES (?, ?, ?, ?, ?)",
                       [42, 2.5, "строка 標簽欄", DatabaseValue.blob([0, 1, 255]), DatabaseValue.null])
        let rows = try db.rows("SELECT a, b, c, d, e FROM t")
        #expect(rows.count == 1)
        let row = rows[0]
        #expect(row[0] == .integer(42))
        #expect(row[1] == .real(2.5))
        #expect(row.string(2) == "строка 標簽欄")
        #expect(row[3] == .blob([0, 1, 255]))
        #expect(row[4] == .null)
        #expect(row.int(4) == nil)
    }

    @Test func errorCarriesCodeMessageAndSQL() throws {
        let db = try Database(path: ":memory:")
        do {
            _ = try db.prepare("SELECT * FROM no_such_table")
            Issue.record("expected an error")
        } catch {
            #expect(error.code == 1) // SQLITE_ERROR
            #expect(error.message.contains("no such table"))
            #expect(error.sql == "SELECT * FROM no_such_table")
            #expect(error.description.contains("no_such_table"))
        }
    }

    @Test func wrongArgumentCountIsAnError() throws {
        let db = try Database(path: ":memory:")
        try db.execute("CREATE TABLE t(a)")
        #expect(throws: DatabaseError.self) { try db.execute("INSERT INTO t VALUES (?)", [1, 2]) }
    }

    @Test func statementIsReusableAfterRebinding() throws {
        let db = try Database(path: ":memory:")
        try db.execute("CREATE TABLE t(a)")
        let insert = try db.prepare("INSERT INTO t VALUES (?)")
        for i in 0..<10 { try insert.run([i]) }
        #expect(try db.scalar("SELECT sum(a) FROM t") == .integer(45))
    }

    /// Text bound without a copy is read when the statement runs: each row stores the slice
    /// that was bound for it, UTF-8 intact, including an empty slice (text, not NULL).
    @Test func bindsTextWithoutCopying() throws {
        let db = try Database(path: ":memory:")
        try db.execute("CREATE TABLE t(a, b)")
        let insert = try db.prepare("INSERT INTO t VALUES (?, ?)")
        let words = ["панель", "標簽欄", "", "UIBarButtonItem"]
        for word in words {
            let bytes = Array(("<" + word + ">").utf8)
            try bytes.withUnsafeBufferPointer { buf in
                insert.reset()
                try insert.bind(noCopy: buf.baseAddress! + 1, count: buf.count - 2, at: 1)
                try insert.bind(noCopy: buf.baseAddress!, count: 0, at: 2)
                try insert.run()
            }
        }
        let rows = try db.rows("SELECT a, typeof(b), b FROM t ORDER BY rowid")
        #expect(rows.map { $0.string(0) } == words)
        #expect(rows.map { $0.string(1) } == Array(repeating: "text", count: words.count))
        #expect(rows.map { $0.string(2) } == Array(repeating: "", count: words.count))
    }

    @Test func transactionRollsBackOnError() throws {
        let db = try Database(path: ":memory:")
        try db.execute("CREATE TABLE t(a UNIQUE)")
        struct Boom: Error {}
        #expect(throws: Boom.self) {
            try db.transaction {
                try db.execute("INSERT INTO t VALUES (1)")
                throw Boom()
            }
        }
        #expect(try db.scalar("SELECT count(*) FROM t") == .integer(0))
    }

    @Test func garbageFileIsReportedAsNotADatabase() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("garbage-\(UUID().uuidString).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: path))
        let db = try Database(path: path, mode: .readOnly)
        do {
            _ = try db.rows("SELECT * FROM sqlite_master")
            Issue.record("expected an error")
        } catch {
            #expect(error.isCorruption)
        }
    }

    @Test func openingMissingFileReadOnlyFails() {
        #expect(throws: DatabaseError.self) { _ = try Database(path: "/nonexistent-dir/x.sqlite", mode: .readOnly) }
    }

    @Test func fts5IsAvailable() throws {
        let db = try Database(path: ":memory:")
        try db.execute("CREATE VIRTUAL TABLE f USING fts5(x)")
        try db.execute("INSERT INTO f VALUES ('hello world')")
        #expect(try db.scalar("SELECT count(*) FROM f WHERE f MATCH 'world'") == .integer(1))
    }
}

@Suite struct RowBytesTests {
    @Test func withBytesReadsBlobsTextAndNull() throws {
        let db = try Database(path: ":memory:", mode: .readWriteCreate)
        let statement = try db.prepare("SELECT ?1, 'héllo', NULL, x''")
        try statement.bind([DatabaseValue.blob([0, 1, 2, 255])])
        let row = try #require(try statement.step())
        #expect(row.withBytes(0) { Array($0) } == [0, 1, 2, 255])
        #expect(row.withBytes(1) { Array($0) } == Array("héllo".utf8))
        #expect(row.withBytes(2) { $0.count } == 0)
        #expect(row.withBytes(3) { $0.count } == 0)
    }
}
