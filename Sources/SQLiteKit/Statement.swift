import CSQLite

/// A prepared statement: prepared in init, finalized in deinit.
public final class Statement {
    public let sql: String
    let handle: OpaquePointer
    unowned let database: Database

    init(database: Database, sql: String) throws(DatabaseError) {
        var stmt: OpaquePointer?
        let rc = sqlite3_prepare_v3(database.handle, sql, -1, 0, &stmt, nil)
        guard rc == SQLITE_OK, let stmt else {
            throw DatabaseError(code: rc == SQLITE_OK ? SQLITE_MISUSE : rc, db: database.handle, sql: sql)
        }
        self.handle = stmt
        self.database = database
        self.sql = sql
    }

    deinit {
        sqlite3_finalize(handle)
    }

    public var parameterCount: Int { Int(sqlite3_bind_parameter_count(handle)) }
    public var columnCount: Int { Int(sqlite3_column_count(handle)) }
    public func columnName(_ i: Int) -> String { String(cString: sqlite3_column_name(handle, Int32(i))) }

    /// Binds positional arguments (after a reset).
    public func bind(_ arguments: [any DatabaseValueConvertible]) throws(DatabaseError) {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        guard arguments.count == parameterCount else {
            throw DatabaseError(code: SQLITE_RANGE,
                                message: "expected \(parameterCount) arguments, got \(arguments.count)", sql: sql)
        }
        for (i, argument) in arguments.enumerated() {
            try bind(argument.databaseValue, at: Int32(i + 1))
        }
    }

    private func bind(_ value: DatabaseValue, at index: Int32) throws(DatabaseError) {
        let rc: Int32
        switch value {
        case .null: rc = sqlite3_bind_null(handle, index)
        case .integer(let v): rc = sqlite3_bind_int64(handle, index, v)
        case .real(let v): rc = sqlite3_bind_double(handle, index, v)
        case .text(let v):
            rc = v.utf8.withContiguousStorageIfAvailable { buf in
                sqlite3_bind_text(handle, index, buf.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) },
                                  Int32(buf.count), barguide_sqlite_transient())
            } ?? {
                var copy = v
                return copy.withUTF8 { buf in
                    sqlite3_bind_text(handle, index, buf.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) },
                                      Int32(buf.count), barguide_sqlite_transient())
                }
            }()
        case .blob(let v):
            rc = v.withUnsafeBytes { sqlite3_bind_blob(handle, index, $0.baseAddress, Int32($0.count), barguide_sqlite_transient()) }
        }
        if rc != SQLITE_OK { throw DatabaseError(code: rc, db: database.handle, sql: sql) }
    }

    // MARK: Direct binding, for bulk inserts: no argument array, no boxing.

    /// Resets the statement for new bindings (the previous ones are overwritten, not cleared).
    public func reset() {
        sqlite3_reset(handle)
    }

    /// Binds text at a 1-based parameter index (copied by SQLite).
    public func bind(_ value: String, at index: Int32) throws(DatabaseError) {
        var value = value
        let rc = value.withUTF8 { buf -> Int32 in
            // Empty text, not NULL, even without a buffer.
            guard let base = buf.baseAddress else { return sqlite3_bind_text(handle, index, "", 0, barguide_sqlite_transient()) }
            return sqlite3_bind_text(handle, index, UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self),
                                     Int32(buf.count), barguide_sqlite_transient())
        }
        if rc != SQLITE_OK { throw DatabaseError(code: rc, db: database.handle, sql: sql) }
    }

    /// Binds `count` UTF-8 bytes at `bytes` as text WITHOUT copying them (SQLITE_STATIC), for
    /// bulk inserts of text that already sits in a buffer. SQLite reads the bytes when the
    /// statement runs: the caller keeps them valid and unchanged until the statement has run, and
    /// binds the parameter again before the next run (a reset does not read bindings).
    public func bind(noCopy bytes: UnsafePointer<UInt8>, count: Int, at index: Int32) throws(DatabaseError) {
        guard count <= Int(Int32.max) else { throw DatabaseError(code: SQLITE_TOOBIG, message: "text too big", sql: sql) }
        let rc = sqlite3_bind_text(handle, index, UnsafeRawPointer(bytes).assumingMemoryBound(to: CChar.self),
                                   Int32(count), nil)
        if rc != SQLITE_OK { throw DatabaseError(code: rc, db: database.handle, sql: sql) }
    }

    public func bind(_ value: Int, at index: Int32) throws(DatabaseError) {
        let rc = sqlite3_bind_int64(handle, index, Int64(value))
        if rc != SQLITE_OK { throw DatabaseError(code: rc, db: database.handle, sql: sql) }
    }

    public func bind(_ value: Int64, at index: Int32) throws(DatabaseError) {
        let rc = sqlite3_bind_int64(handle, index, value)
        if rc != SQLITE_OK { throw DatabaseError(code: rc, db: database.handle, sql: sql) }
    }

    public func bind(_ value: Double, at index: Int32) throws(DatabaseError) {
        let rc = sqlite3_bind_double(handle, index, value)
        if rc != SQLITE_OK { throw DatabaseError(code: rc, db: database.handle, sql: sql) }
    }

    public func bind(_ value: String?, at index: Int32) throws(DatabaseError) {
        if let value { try bind(value, at: index); return }
        let rc = sqlite3_bind_null(handle, index)
        if rc != SQLITE_OK { throw DatabaseError(code: rc, db: database.handle, sql: sql) }
    }

    /// Steps once: a row, or nil when done.
    public func step() throws(DatabaseError) -> Row? {
        let rc = sqlite3_step(handle)
        switch rc {
        case SQLITE_ROW: return Row(statement: self)
        case SQLITE_DONE: return nil
        default:
            let error = DatabaseError(code: sqlite3_extended_errcode(database.handle), db: database.handle, sql: sql)
            sqlite3_reset(handle)
            throw error
        }
    }

    /// Runs to completion, ignoring rows.
    public func run() throws(DatabaseError) {
        while try step() != nil {}
    }

    /// Binds, runs to completion.
    public func run(_ arguments: [any DatabaseValueConvertible]) throws(DatabaseError) {
        try bind(arguments)
        try run()
    }
}

/// A row copied out of a statement.
public struct RowValues: Sendable, Equatable {
    public let values: [DatabaseValue]
    public var count: Int { values.count }
    public subscript(_ i: Int) -> DatabaseValue { values[i] }
    public func string(_ i: Int) -> String? { if case .text(let s) = values[i] { return s }; return nil }
    public func int(_ i: Int) -> Int? { if case .integer(let v) = values[i] { return Int(v) }; return nil }
    public func double(_ i: Int) -> Double? {
        switch values[i] {
        case .real(let v): return v
        case .integer(let v): return Double(v)
        default: return nil
        }
    }
}

/// The current row of a statement. Valid until the next step.
public struct Row {
    let statement: Statement

    public var count: Int { statement.columnCount }

    /// A copy of every column.
    public var values: RowValues { RowValues(values: (0..<count).map { self[$0] }) }

    public subscript(_ i: Int) -> DatabaseValue {
        let h = statement.handle
        let c = Int32(i)
        switch sqlite3_column_type(h, c) {
        case SQLITE_INTEGER: return .integer(sqlite3_column_int64(h, c))
        case SQLITE_FLOAT: return .real(sqlite3_column_double(h, c))
        case SQLITE_TEXT: return .text(string(i) ?? "")
        case SQLITE_BLOB:
            let n = Int(sqlite3_column_bytes(h, c))
            guard n > 0, let p = sqlite3_column_blob(h, c) else { return .blob([]) }
            return .blob(Array(UnsafeRawBufferPointer(start: p, count: n)))
        default: return .null
        }
    }

    public func string(_ i: Int) -> String? {
        let h = statement.handle
        let c = Int32(i)
        guard sqlite3_column_type(h, c) != SQLITE_NULL, let p = sqlite3_column_text(h, c) else { return nil }
        let n = Int(sqlite3_column_bytes(h, c))
        return String(decoding: UnsafeBufferPointer(start: p, count: n), as: UTF8.self)
    }

    /// Calls `body` with the column's bytes (a blob's, or a text's UTF-8), without copying
    /// them; the buffer is valid only during the call. NULL gives an empty buffer.
    public func withBytes<T>(_ i: Int, _ body: (UnsafeRawBufferPointer) throws -> T) rethrows -> T {
        let h = statement.handle
        let c = Int32(i)
        guard let p = sqlite3_column_blob(h, c) else { return try body(UnsafeRawBufferPointer(start: nil, count: 0)) }
        return try body(UnsafeRawBufferPointer(start: p, count: Int(sqlite3_column_bytes(h, c))))
    }

    public func int(_ i: Int) -> Int? {
        let c = Int32(i)
        guard sqlite3_column_type(statement.handle, c) != SQLITE_NULL else { return nil }
        return Int(sqlite3_column_int64(statement.handle, c))
    }

    public func double(_ i: Int) -> Double? {
        let c = Int32(i)
        guard sqlite3_column_type(statement.handle, c) != SQLITE_NULL else { return nil }
        return sqlite3_column_double(statement.handle, c)
    }
}
