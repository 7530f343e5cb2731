import SQLiteKit
import BarGuideText
import BarGuideResources

/// A BarGuide database: opened read-only for queries, or built atomically by ingest.
public final class Store {
    public let db: Database
    public let path: String
    /// The connection's `barguide_collect` state (see RankCollector).
    let collector: RankCollector?
    /// The ranking statistics, read on first use (see RankStats).
    lazy var rankStats: RankStats? = RankStats.load(db)

    /// List-valued columns join their elements with U+001F.
    static let separator: Character = "\u{1F}"
    static let separatorByte: UInt8 = 0x1F

    /// The schema migrations embedded in this binary.
    public static func migrator() throws(StoreError) -> Migrator {
        var list: [Migration] = []
        for (name, file) in Embedded.files(under: "migrations") {
            guard let (number, migrationName) = Migration.parseFileName(name) else { continue }
            list.append(Migration(number: number, name: migrationName,
                                  sql: String(decoding: file.bytes, as: UTF8.self)))
        }
        do { return try Migrator(list) } catch { throw .migrations("\(error)") }
    }

    /// Names of the embedded migrations, from their file names alone (no decoding): enough to
    /// check a database on the search path.
    static let knownMigrationNames: [String] = Embedded.files(under: "migrations")
        .compactMap { Migration.parseFileName($0.name) }
        .sorted { $0.number < $1.number }
        .map(\.name)

    private init(db: Database, collector: RankCollector?, path: String) {
        self.db = db
        self.collector = collector
        self.path = path
    }

    /// Opens a connection with the BarGuide tokenizer registered.
    static func connect(_ path: String, mode: Database.OpenMode) throws(StoreError) -> Database {
        try connectWithCollector(path, mode: mode).db
    }

    /// Opens a connection with the BarGuide tokenizer and `barguide_collect` registered.
    static func connectWithCollector(_ path: String, mode: Database.OpenMode) throws(StoreError)
        -> (db: Database, collector: RankCollector?) {
        let db: Database
        do { db = try Database(path: path, mode: mode) } catch { throw StoreError.from(error, path: path) }
        let (rc, collector) = BarGuideTokenizer.registerAll(on: db.handle)
        if rc != 0 {
            throw .database(path: path, DatabaseError(code: rc, message: "cannot register the barguide tokenizer"))
        }
        return (db, collector)
    }

    /// Opens an existing database for reading. An older schema is upgraded in place;
    /// a newer one is refused.
    public static func open(_ path: String) throws(StoreError) -> Store {
        guard FileSystem.exists(path) else { throw .missing(path: path) }
        guard !FileSystem.isDirectory(path) else {
            throw .corrupt(path: path, detail: "it is a directory")
        }
        var (db, collector) = try connectWithCollector(path, mode: .readOnly)
        var applied: [String] = []
        do {
            // One statement on the search path: it makes SQLite read and check the header and
            // the schema, and gives the recorded migrations.
            applied = try db.rows("SELECT name FROM schema_migrations ORDER BY number").compactMap { $0.string(0) }
        } catch {
            // No migrations table (an empty or foreign database, handled below) is SQLITE_ERROR;
            // anything else (not a database, corrupt, truncated) is reported as such.
            if error.code != 1 { throw StoreError.from(error, path: path) }
        }
        if applied.isEmpty {
            let tables = (try? db.scalar("SELECT count(*) FROM sqlite_master")) ?? .integer(0)
            if tables == .integer(0) { throw .empty(path: path) }
            throw .corrupt(path: path, detail: "it has no BarGuide schema")
        }
        let known = Set(knownMigrationNames)
        let unknown = applied.filter { !known.contains($0) }
        if !unknown.isEmpty { throw .newerSchema(path: path, migrations: unknown) }
        if applied.count < known.count {
            // An older database: upgrade it in place.
            let migrator = try migrator()
            (db, collector) = try connectWithCollector(path, mode: .readWrite)
            do { try migrator.migrate(db) } catch { throw mapMigration(error, path: path) }
        }
        return Store(db: db, collector: collector, path: path)
    }

    static func mapMigration(_ error: MigrationError, path: String) -> StoreError {
        switch error {
        case .unknownMigrations(let names): return .newerSchema(path: path, migrations: names)
        case .database(let e): return StoreError.from(e, path: path)
        case .invalidMigrationList(let detail): return .migrations(detail)
        }
    }

    /// Several values of the meta table in one query (missing keys are absent).
    public func meta(_ keys: [String]) -> [String: String] {
        let placeholders = keys.map { _ in "?" }.joined(separator: ", ")
        let rows = (try? db.rows("SELECT key, value FROM meta WHERE key IN (\(placeholders))", keys)) ?? []
        var out: [String: String] = [:]
        for row in rows { if let k = row.string(0), let v = row.string(1) { out[k] = v } }
        return out
    }

    /// A value of the meta table.
    public func meta(_ key: String) -> String? {
        (try? db.scalar("SELECT value FROM meta WHERE key = ?", [key])).flatMap {
            if case .text(let s) = $0 { return s }
            return nil
        }
    }

    /// Runs a read, mapping corruption found mid-query to `.corrupt`.
    public func read<T>(_ body: (Database) throws(DatabaseError) -> T) throws(StoreError) -> T {
        do { return try body(db) } catch { throw StoreError.from(error, path: path) }
    }
}

extension Store {
    static func join(_ list: [String]) -> String { list.joined(separator: String(separator)) }
    static func split(_ value: String?) -> [String] {
        guard let value, !value.isEmpty else { return [] }
        // On UTF-8 bytes: splitting by Character runs grapheme breaking over every byte.
        return value.utf8.split(separator: separatorByte, omittingEmptySubsequences: true).map { String(Substring($0)) }
    }
}
