import CSQLite
import Synchronization

// What a connection offers beyond statements: stopping its statements from another thread,
// whether its file is still the one its path names, blobs read in place, and SQL functions.

/// A flag that stops the statements of the connections it is installed on
/// (`Database.stopStatements(when:checkingEvery:)`): while it is set, each statement fails with
/// SQLITE_INTERRUPT at its next check. Any thread may set or clear it.
public final class StopFlag: Sendable {
    private let flag = Atomic<Bool>(false)

    public init() {}

    public var isSet: Bool { flag.load(ordering: .relaxed) }
    public func set() { flag.store(true, ordering: .relaxed) }
    public func clear() { flag.store(false, ordering: .relaxed) }
}

/// The arguments of an SQL function call (`Database.createFunction`), valid during the call.
public struct FunctionArguments {
    public enum Kind: Sendable, Equatable { case null, integer, real, text, blob }

    private let values: UnsafeMutablePointer<OpaquePointer?>?
    public let count: Int

    init(_ values: UnsafeMutablePointer<OpaquePointer?>?, count: Int32) {
        self.values = values
        self.count = Int(count)
    }

    private func value(_ i: Int) -> OpaquePointer? { values?[i] }

    public func kind(_ i: Int) -> Kind {
        switch sqlite3_value_type(value(i)) {
        case SQLITE_INTEGER: return .integer
        case SQLITE_FLOAT: return .real
        case SQLITE_TEXT: return .text
        case SQLITE_BLOB: return .blob
        default: return .null
        }
    }

    public func int64(_ i: Int) -> Int64 { sqlite3_value_int64(value(i)) }
    public func double(_ i: Int) -> Double { sqlite3_value_double(value(i)) }

    /// Calls `body` with the argument's bytes, without copying them: a text's UTF-8, otherwise
    /// the value as a blob. Empty (no base address) when there are none.
    public func withBytes<T>(_ i: Int, _ body: (UnsafeRawBufferPointer) throws -> T) rethrows -> T {
        let v = value(i)
        // The pointer first, then its length (SQLite's order: the pointer may convert the value).
        let p: UnsafeRawPointer? = sqlite3_value_type(v) == SQLITE_TEXT
            ? sqlite3_value_text(v).map { UnsafeRawPointer($0) } : sqlite3_value_blob(v)
        let n = Int(sqlite3_value_bytes(v))
        return try body(UnsafeRawBufferPointer(start: n > 0 ? p : nil, count: n > 0 ? n : 0))
    }
}

/// What the C callbacks of a connection reach through their context pointer.
private final class FunctionBox {
    let body: (FunctionArguments) -> DatabaseValue
    init(_ body: @escaping (FunctionArguments) -> DatabaseValue) { self.body = body }
}

extension Database {
    /// Stops the statement running on the connection now (`sqlite3_interrupt`). Safe from any
    /// thread while the connection is open. A statement that starts later runs normally: to
    /// stop those too, install a `StopFlag`.
    public func interrupt() {
        sqlite3_interrupt(handle)
    }

    /// Checks `flag` every `steps` virtual-machine steps of every statement of the connection
    /// and stops the statement while it is set (nil removes the check). The connection keeps
    /// `flag` until it is replaced or removed.
    public func stopStatements(when flag: StopFlag?, checkingEvery steps: Int32 = 1_000) {
        stopFlag = flag
        guard let flag else {
            sqlite3_progress_handler(handle, 0, nil, nil)
            return
        }
        sqlite3_progress_handler(handle, steps, { raw in
            guard let raw else { return 0 }
            return Unmanaged<StopFlag>.fromOpaque(raw).takeUnretainedValue().isSet ? 1 : 0
        }, Unmanaged.passUnretained(flag).toOpaque())
    }

    /// Whether the connection's main file is no longer the one its path names (renamed over,
    /// moved or deleted since it was opened). Unknown counts as moved.
    public var hasMoved: Bool {
        var moved: Int32 = 1
        let rc = sqlite3_file_control(handle, "main", SQLITE_FCNTL_HAS_MOVED, &moved)
        return rc != SQLITE_OK || moved != 0
    }

    /// The blob in `column` of the row `rowid` of `table`, as little-endian integers of type
    /// `T` (a trailing part shorter than one integer is left out), read by SQLite straight into
    /// the array's storage (`sqlite3_blob_read`: no buffer of SQLite's own in between).
    public func readBlob<T: FixedWidthInteger>(table: String, column: String, rowid: Int64,
                                              as: T.Type) throws(DatabaseError) -> [T] {
        var opened: OpaquePointer?
        let rc = sqlite3_blob_open(handle, "main", table, column, rowid, 0, &opened)
        guard rc == SQLITE_OK, let blob = opened else {
            let error = DatabaseError(code: rc == SQLITE_OK ? SQLITE_MISUSE : rc, db: handle)
            sqlite3_blob_close(opened)
            throw error
        }
        defer { sqlite3_blob_close(blob) }
        let size = MemoryLayout<T>.size
        let n = Int(sqlite3_blob_bytes(blob)) / size
        var read = SQLITE_OK
        var out = [T](unsafeUninitializedCapacity: n) { buffer, count in
            if n > 0, let base = buffer.baseAddress {
                read = sqlite3_blob_read(blob, base, Int32(n * size), 0)
            }
            count = read == SQLITE_OK ? n : 0
        }
        guard read == SQLITE_OK else { throw DatabaseError(code: read, db: handle) }
        if size > 1 && T(littleEndian: 1) != 1 { for i in out.indices { out[i] = T(littleEndian: out[i]) } }
        return out
    }

    /// Registers the SQL function `name` on the connection: `body` computes its value from its
    /// arguments (`argumentCount` of them, -1 for any number). A deterministic function lets
    /// SQLite use it in indexes and compute it once for constant arguments.
    public func createFunction(_ name: String, argumentCount: Int32 = -1, deterministic: Bool = true,
                               _ body: @escaping (FunctionArguments) -> DatabaseValue) throws(DatabaseError) {
        let flags = SQLITE_UTF8 | (deterministic ? SQLITE_DETERMINISTIC : 0)
        let box = Unmanaged.passRetained(FunctionBox(body)).toOpaque()
        // SQLite calls the destructor when the function is replaced, when the connection closes,
        // and when the registration fails.
        let rc = sqlite3_create_function_v2(handle, name, argumentCount, flags, box, { context, count, values in
            guard let raw = sqlite3_user_data(context) else { return }
            let box = Unmanaged<FunctionBox>.fromOpaque(raw).takeUnretainedValue()
            switch box.body(FunctionArguments(values, count: count)) {
            case .null: sqlite3_result_null(context)
            case .integer(let v): sqlite3_result_int64(context, v)
            case .real(let v): sqlite3_result_double(context, v)
            case .text(var v):
                v.withUTF8 { buf in
                    // Empty text, not NULL, even without a buffer.
                    guard let base = buf.baseAddress else { sqlite3_result_text(context, "", 0, nil); return }
                    sqlite3_result_text(context, UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self),
                                        Int32(buf.count), barguide_sqlite_transient())
                }
            case .blob(let v):
                if v.isEmpty { sqlite3_result_zeroblob(context, 0); return }
                v.withUnsafeBytes { sqlite3_result_blob(context, $0.baseAddress, Int32($0.count), barguide_sqlite_transient()) }
            }
        }, nil, nil, { raw in
            if let raw { Unmanaged<FunctionBox>.fromOpaque(raw).release() }
        })
        if rc != SQLITE_OK { throw DatabaseError(code: rc, db: handle, sql: nil) }
    }
}
