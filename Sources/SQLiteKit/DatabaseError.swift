import CSQLite

/// An SQLite failure: the result code, SQLite's message, and the SQL that failed.
public struct DatabaseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The extended result code.
    public let extendedCode: Int32
    public let message: String
    public let sql: String?

    /// The primary result code (SQLITE_BUSY, SQLITE_CORRUPT, …).
    public var code: Int32 { extendedCode & 0xff }

    public init(code: Int32, message: String? = nil, sql: String? = nil) {
        self.extendedCode = code
        self.message = message ?? String(cString: sqlite3_errstr(code))
        self.sql = sql
    }

    init(code: Int32, db: OpaquePointer?, sql: String? = nil) {
        let msg = db.map { String(cString: sqlite3_errmsg($0)) }
        self.init(code: code, message: msg, sql: sql)
    }

    /// Whether the file is not a database, is corrupt, or cannot be read as one.
    public var isCorruption: Bool {
        code == SQLITE_CORRUPT || code == SQLITE_NOTADB || code == SQLITE_FORMAT
    }

    /// Whether the statement was stopped (`Database.interrupt`, a `StopFlag`).
    public var isInterrupt: Bool { code == SQLITE_INTERRUPT }

    public var description: String {
        var s = "SQLite error \(code): \(message)"
        if let sql { s += " - while executing `\(sql)`" }
        return s
    }
}
