import CSQLite

/// A value SQLite stores.
public enum DatabaseValue: Sendable, Equatable, Hashable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob([UInt8])
}

/// Anything that can be bound to a statement parameter.
public protocol DatabaseValueConvertible: Sendable {
    var databaseValue: DatabaseValue { get }
}

extension DatabaseValue: DatabaseValueConvertible { public var databaseValue: DatabaseValue { self } }
extension Int: DatabaseValueConvertible { public var databaseValue: DatabaseValue { .integer(Int64(self)) } }
extension Int64: DatabaseValueConvertible { public var databaseValue: DatabaseValue { .integer(self) } }
extension Double: DatabaseValueConvertible { public var databaseValue: DatabaseValue { .real(self) } }
extension String: DatabaseValueConvertible { public var databaseValue: DatabaseValue { .text(self) } }
extension Bool: DatabaseValueConvertible { public var databaseValue: DatabaseValue { .integer(self ? 1 : 0) } }
extension Optional: DatabaseValueConvertible where Wrapped: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { self?.databaseValue ?? .null }
}

/// One SQLite connection. Not thread-safe: use it from one thread at a time.
public final class Database {
    public struct OpenMode: OptionSet, Sendable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }
        public static let readOnly = OpenMode(rawValue: SQLITE_OPEN_READONLY)
        public static let readWrite = OpenMode(rawValue: SQLITE_OPEN_READWRITE)
        public static let create = OpenMode(rawValue: SQLITE_OPEN_CREATE)
        public static let readWriteCreate: OpenMode = [.readWrite, .create]
    }

    /// The raw connection, for C APIs such as tokenizer registration.
    public let handle: OpaquePointer
    public let path: String
    /// The flag `stopStatements(when:checkingEvery:)` installed, kept alive while installed.
    var stopFlag: StopFlag?

    /// Opens (and with `.create`, creates) the database at `path` (":memory:" for a memory database).
    /// `prepare` runs on the fresh connection before anything else (e.g. to register a tokenizer).
    public init(path: String, mode: OpenMode = .readWriteCreate, busyTimeoutMilliseconds: Int32 = 5_000) throws(DatabaseError) {
        _ = Database.libraryConfigured
        var db: OpaquePointer?
        let flags = mode.rawValue | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE
        let rc = sqlite3_open_v2(path, &db, flags, nil)
        guard rc == SQLITE_OK, let db else {
            let error = DatabaseError(code: rc, db: db, sql: nil)
            sqlite3_close_v2(db)
            throw error
        }
        self.handle = db
        self.path = path
        sqlite3_extended_result_codes(db, 1)
        sqlite3_busy_timeout(db, busyTimeoutMilliseconds)
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    /// Process-wide settings, applied once before the first connection initializes SQLite:
    /// no memory statistics (a global mutex around every SQLite allocation, and nothing reads them).
    private static let libraryConfigured: Bool = {
        return barguide_sqlite_disable_memstatus() == SQLITE_OK
    }()

    /// Runs one or more SQL statements that return no rows.
    public func execute(_ sql: String) throws(DatabaseError) {
        var errmsg: UnsafeMutablePointer<CChar>?
        let rc = sqlite3_exec(handle, sql, nil, nil, &errmsg)
        if rc != SQLITE_OK {
            let message = errmsg.map { String(cString: $0) }
            sqlite3_free(errmsg)
            throw DatabaseError(code: sqlite3_extended_errcode(handle), message: message, sql: sql)
        }
    }

    /// Runs one statement with arguments.
    public func execute(_ sql: String, _ arguments: [any DatabaseValueConvertible]) throws(DatabaseError) {
        let statement = try prepare(sql)
        try statement.bind(arguments)
        try statement.run()
    }

    public func prepare(_ sql: String) throws(DatabaseError) -> Statement {
        try Statement(database: self, sql: sql)
    }

    /// All rows of a query, materialized.
    public func rows(_ sql: String, _ arguments: [any DatabaseValueConvertible] = []) throws(DatabaseError) -> [RowValues] {
        let statement = try prepare(sql)
        try statement.bind(arguments)
        var out: [RowValues] = []
        while let row = try statement.step() { out.append(row.values) }
        return out
    }

    /// The first column of the first row, or nil.
    public func scalar(_ sql: String, _ arguments: [any DatabaseValueConvertible] = []) throws(DatabaseError) -> DatabaseValue? {
        let statement = try prepare(sql)
        try statement.bind(arguments)
        return try statement.step()?[0]
    }

    public var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// Runs `body` inside BEGIN IMMEDIATE … COMMIT; rolls back when it throws.
    public func transaction<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// The version of the SQLite library in use.
    public static var libraryVersion: String { String(cString: sqlite3_libversion()) }
}
