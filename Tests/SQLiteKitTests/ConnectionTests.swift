import Testing
import Foundation
@testable import SQLiteKit

/// A connection handed to another thread (interrupt is the one call that may come from there).
private final class Shared: @unchecked Sendable {
    let db: Database
    init(_ db: Database) { self.db = db }
}

@Suite struct ConnectionTests {
    /// A query that runs until stopped.
    static let endless = "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT count(*) FROM n"

    static func temporaryPath() -> String {
        NSTemporaryDirectory() + "sqlitekit-\(UUID().uuidString).sqlite"
    }

    @Test func interruptStopsTheRunningStatementFromAnotherThread() throws {
        let shared = Shared(try Database(path: ":memory:"))
        let thread = Thread {
            Thread.sleep(forTimeInterval: 0.05)
            shared.db.interrupt()
        }
        thread.start()
        do {
            _ = try shared.db.scalar(Self.endless)
            Issue.record("the endless query returned")
        } catch {
            #expect(error.isInterrupt, "\(error)")
        }
        // The next statement runs: an interrupt stops only what runs at that moment.
        #expect(try shared.db.scalar("SELECT 7") == .integer(7))
    }

    @Test func aStopFlagStopsEveryStatementWhileSet() throws {
        let db = try Database(path: ":memory:")
        try db.execute("CREATE TABLE t(a)")
        try db.execute("WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 5000) INSERT INTO t SELECT i FROM n")
        let flag = StopFlag()
        db.stopStatements(when: flag, checkingEvery: 100)
        #expect(try db.scalar("SELECT sum(a) FROM t") == .integer(12_502_500))
        flag.set()
        #expect(flag.isSet)
        for _ in 0..<2 {
            #expect(throws: DatabaseError.self) { try db.scalar("SELECT sum(a) FROM t") }
            do { _ = try db.scalar("SELECT sum(a) FROM t") } catch { #expect(error.isInterrupt) }
        }
        flag.clear()
        #expect(try db.scalar("SELECT count(*) FROM t") == .integer(5000))
        flag.set()
        db.stopStatements(when: nil)
        #expect(try db.scalar("SELECT count(*) FROM t") == .integer(5000), "no check once removed")
    }

    @Test func aFileThatWasRenamedOverHasMoved() throws {
        let path = Self.temporaryPath()
        defer { for p in [path, path + ".new"] { try? FileManager.default.removeItem(atPath: p) } }
        let db = try Database(path: path)
        try db.execute("CREATE TABLE t(a)")
        #expect(!db.hasMoved)
        let other = try Database(path: path, mode: .readOnly)
        #expect(!other.hasMoved)
        // A new file renamed over the path, as an ingest replaces a database.
        let replacement = try Database(path: path + ".new")
        try replacement.execute("CREATE TABLE u(b)")
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.moveItem(atPath: path + ".new", toPath: path)
        #expect(db.hasMoved && other.hasMoved)
        #expect(!(try Database(path: path, mode: .readOnly)).hasMoved)
    }

    @Test func readsABlobAsLittleEndianIntegers() throws {
        let db = try Database(path: ":memory:")
        try db.execute("CREATE TABLE s(id INTEGER PRIMARY KEY, numbers BLOB, label TEXT, n INTEGER)")
        let values: [UInt32] = [0, 1, 0xDEAD_BEEF, 70_000, UInt32.max]
        var bytes: [UInt8] = []
        for v in values { withUnsafeBytes(of: v.littleEndian) { bytes += $0 } }
        try db.execute("INSERT INTO s VALUES (1, ?, 'ab', 5)", [DatabaseValue.blob(bytes + [9, 9])])
        try db.execute("INSERT INTO s VALUES (2, zeroblob(0), NULL, NULL)")
        #expect(try db.readBlob(table: "s", column: "numbers", rowid: 1, as: UInt32.self) == values,
                "the two trailing bytes are not a whole number")
        #expect(try db.readBlob(table: "s", column: "numbers", rowid: 1, as: UInt8.self) == bytes + [9, 9])
        #expect(try db.readBlob(table: "s", column: "numbers", rowid: 1, as: UInt64.self).count == 2)
        #expect(try db.readBlob(table: "s", column: "numbers", rowid: 2, as: UInt32.self) == [])
        #expect(try db.readBlob(table: "s", column: "label", rowid: 1, as: UInt8.self) == Array("ab".utf8))
        for (table, column, rowid) in [("s", "numbers", Int64(3)), ("s", "nothing", 1), ("nothing", "numbers", 1), ("s", "n", 1)] {
            #expect(throws: DatabaseError.self, "\(table).\(column) row \(rowid)") {
                try db.readBlob(table: table, column: column, rowid: rowid, as: UInt32.self)
            }
        }
    }

    @Test func aFunctionSeesItsArgumentsAndReturnsEveryKindOfValue() throws {
        let db = try Database(path: ":memory:")
        try db.createFunction("describe") { arguments in
            var parts: [String] = []
            for i in 0..<arguments.count {
                switch arguments.kind(i) {
                case .null: parts.append("null")
                case .integer: parts.append("i\(arguments.int64(i))")
                case .real: parts.append("r\(arguments.double(i))")
                case .text: parts.append("t" + arguments.withBytes(i) { String(decoding: $0, as: UTF8.self) })
                case .blob: parts.append("b" + arguments.withBytes(i) { $0.map { String($0) }.joined(separator: ".") })
                }
            }
            return .text(parts.joined(separator: ","))
        }
        #expect(try db.scalar("SELECT describe(NULL, -3, 2.5, 'панель 標簽欄', x'00ff', '', zeroblob(0))")
                == .text("null,i-3,r2.5,tпанель 標簽欄,b0.255,t,b"))
        #expect(try db.scalar("SELECT describe()") == .text(""))

        try db.createFunction("echo", argumentCount: 1) { arguments in
            switch arguments.kind(0) {
            case .integer: return .integer(arguments.int64(0) * 2)
            case .real: return .real(arguments.double(0) / 2)
            case .blob: return .blob(arguments.withBytes(0) { Array($0.reversed()) })
            case .text: return arguments.withBytes(0) { $0.isEmpty } ? .blob([]) : .null
            case .null: return .null
            }
        }
        #expect(try db.scalar("SELECT echo(21)") == .integer(42))
        #expect(try db.scalar("SELECT echo(5.0)") == .real(2.5))
        #expect(try db.scalar("SELECT echo(x'010203')") == .blob([3, 2, 1]))
        #expect(try db.scalar("SELECT typeof(echo(''))") == .text("blob"), "an empty blob is not NULL")
        #expect(try db.scalar("SELECT echo('x')") == .null)
        #expect(throws: DatabaseError.self, "one argument only") { try db.scalar("SELECT echo(1, 2)") }
        // A deterministic function may be used in an index expression.
        try db.execute("CREATE TABLE t(a)")
        try db.execute("CREATE INDEX t_echo ON t(echo(a))")
    }

    @Test func aFunctionIsReleasedWithItsConnectionAndARefusedOneAtOnce() throws {
        final class Token {}
        weak var kept: Token?
        weak var refused: Token?
        do {
            let db = try Database(path: ":memory:")
            let token = Token()
            kept = token
            try db.createFunction("f") { _ in _ = token; return .null }
            let other = Token()
            refused = other
            #expect(throws: DatabaseError.self) {
                try db.createFunction("g", argumentCount: 1_000) { _ in _ = other; return .null }
            }
            #expect(try db.scalar("SELECT f()") == .null)
        }
        #expect(kept == nil && refused == nil)
    }
}
