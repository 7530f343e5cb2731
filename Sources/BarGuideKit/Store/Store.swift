import SQLiteKit
import BarGuideText
import BarGuideResources
#if canImport(Glibc)
import Glibc
#endif

/// A BarGuide database: opened read-only for queries, or built atomically by ingest.
public final class Store {
    public let db: Database
    public let path: String
    /// The connection's `barguide_collect` state (see RankCollector).
    let collector: RankCollector?
    /// The ranking statistics, read on first use (see RankStats).
    lazy var rankStats: RankStats? = RankStats.load(db, direct: isMapped)
    /// Whether the connection reads the file through a memory map (a large database, see
    /// `mapPages`): its statistics blobs are then read straight into their arrays.
    var isMapped = false
    /// The second connection of searches split over two threads (Search/SearchSplit.swift),
    /// opened by the first such search.
    var searchHelper: SearchHelper?
    /// Whether the database has per-row checksums (migration 008): readers then check the
    /// checksum of every row they print. An older database read as it is has none.
    public internal(set) var hasChecksums = false

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
    static let knownMigrationNames: [String] = {
        // One pass over the embedded paths (no intermediate arrays of tuples, no key paths):
        // this runs at every search's start.
        // Parallel arrays kept in number order by insertion (a handful of names; an array of
        // tuples is one more generic type for the runtime to instantiate).
        var numbers: [Int] = []
        var names: [String] = []
        let prefix = "migrations/"
        for file in Embedded.files where file.path.hasPrefix(prefix) {
            guard let (number, name) = Migration.parseFileName(String(Substring(file.path.utf8.dropFirst(prefix.utf8.count)))) else {
                continue
            }
            var at = numbers.count
            while at > 0 && numbers[at - 1] > number { at -= 1 }
            numbers.insert(number, at: at)
            names.insert(name, at: at)
        }
        return names
    }()

    /// Whether the file's own schema has the guideline groups of migration 007, as the recorded
    /// migrations tell when the store was opened (nil: not known; `hasGroups` then asks SQLite).
    var schemaHasGroups: Bool?

    init(db: Database, collector: RankCollector?, path: String) {
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
        let checksumRC = registerChecksumFunction(db)
        if checksumRC != 0 {
            throw .database(path: path, DatabaseError(code: checksumRC, message: "cannot register \(checksumFunction)"))
        }
        // Migration 009 computes an upgraded database's item forms: only a connection that writes runs it.
        if !mode.contains(.readOnly) {
            do { try ItemForms.register(db) } catch { throw StoreError.from(error, path: path) }
        }
        return (db, collector)
    }

    /// Databases at least this large are read through a memory map (`mapPages`); a smaller one
    /// (such as the seed corpus') is read in so few pages that the pragma costs more than the
    /// reads it saves.
    static let mapsFrom: Int64 = 8 << 20

    /// How much of a large database a reading connection maps (SQLite's default is none).
    static let mmapSize = 1 << 30

    /// Reads `db`'s pages from a memory map of the file rather than with one pread each into a
    /// cache of its own: a search at scale reads hundreds of pages per process (the FTS5
    /// doclists, and the overflow pages of the rank_stats and group_stats blobs, which SQLite
    /// reads past its cache straight into the blob's buffer: with the map that is a memcpy
    /// instead of a pread per page). The file's pages are mostly in the system's page cache
    /// already, so the map costs minor faults only, several pages per fault.
    static func mapPages(_ db: Database) {
        try? db.execute("PRAGMA mmap_size = \(mmapSize)")
    }

    /// Warnings about how the database was opened (an older schema read as it is), for stderr.
    public internal(set) var warnings: [String] = []

    /// The migrations a database needs for this binary to read it as it is: rules and their
    /// index (001), the ingest report (002), the catalog (003) and the facet tokens every
    /// search uses (004). Later ones add speed (005 rank_stats: search takes the slower path
    /// without it) or storage layouts that readers do not depend on (006).
    /// 007 (guideline groups) is readable without too: rules are then read as groups of one
    /// (an empty temporary `rule_groups`, see `open`). So is 008 (per-row checksums): rows are
    /// then read without checksum checks (`hasChecksums` is false).
    static let readableWithout: Set<String> = Set(knownMigrationNames.dropFirst(4))

    /// Opens an existing database for reading. An older schema is upgraded in place, by one
    /// process at a time (under the database's lock; the others wait and then see the upgraded
    /// schema). Where it cannot be upgraded (read-only directory), it is read as it is when this
    /// binary can read that schema, with a warning. A newer schema is refused.
    public static func open(_ path: String) throws(StoreError) -> Store {
        let kind = FileSystem.kind(path)
        switch kind {
        case .missing:
            if let problem = FileSystem.linkProblem(path) { throw .corrupt(path: path, detail: "it is \(problem)") }
            throw .missing(path: path)
        case .directory: throw .corrupt(path: path, detail: "it is a directory")
        case .regular: break
        case let other: throw .notAFile(path: path, what: other.description)
        }
        var (db, collector) = try connectWithCollector(path, mode: .readOnly)
        var mapped = false
        if case .regular(let size) = kind, size >= mapsFrom {
            mapPages(db)
            mapped = true
        }
        // The usual case in one statement: the recorded migrations and what
        // `checkIndexIsNotEmpty` needs (each statement prepared costs a search about as much
        // as a small query). Anything unusual takes the separate statements below.
        let facts = openFacts(db)
        var applied: [String]
        if let facts { applied = facts.applied } else { applied = try appliedMigrations(db, path: path, recovering: true) }
        let known = knownMigrationNames
        let unknown = applied.filter { !known.contains($0) }
        if !unknown.isEmpty { throw .newerSchema(path: path, migrations: unknown) }
        var warnings: [String] = []
        var hasChecksums = applied.contains(checksumMigration)
        var upgraded = false
        if applied.count < known.count {
            upgraded = true
            // An older database: upgrade it in place, one process at a time.
            let missing = knownMigrationNames.filter { !applied.contains($0) }
            let writable = FileSystem.isWritableDirectory(FileSystem.directoryName(path)) && access(path, W_OK) == 0
            if writable, let lock = DatabaseLock.acquire(for: path) {
                // Another process may have upgraded it while this one waited.
                (db, collector) = try connectWithCollector(path, mode: .readWrite)
                applied = try appliedMigrations(db, path: path, recovering: false)
                if applied.count < known.count {
                    let migrator = try migrator()
                    do { try migrator.migrate(db) } catch { throw mapMigration(error, path: path) }
                }
                hasChecksums = true   // every known migration is applied now, 008 among them
                withExtendedLifetime(lock) {}
            } else if missing.allSatisfy(readableWithout.contains) {
                if missing.contains(where: { $0.hasPrefix("007_") }) {
                    // Rules are read with their group (RuleReader): without migration 007 every
                    // rule is a group of one. A temporary table, on this connection only, leaves
                    // the file untouched; `hasGroups` looks at the file's own schema.
                    do { try db.execute("CREATE TEMP TABLE rule_groups(rule INTEGER PRIMARY KEY, group_id TEXT)") } catch {
                        throw StoreError.from(error, path: path)
                    }
                }
                warnings.append("the database \(path) has an older schema (without \(missing.joined(separator: ", "))) "
                                + "and cannot be upgraded here: read as it is; run 'barguide ingest' where it can be written")
            } else {
                throw .olderSchema(path: path, missing: missing)
            }
        }
        let store = Store(db: db, collector: collector, path: path)
        store.isMapped = mapped && !upgraded
        store.warnings = warnings
        store.hasChecksums = hasChecksums
        if let facts, !upgraded {
            store.schemaHasGroups = applied.contains { $0.hasPrefix("007_") }
            try store.checkIndexIsNotEmpty(hasRule: facts.hasRule, record: facts.indexRecord)
        } else {
            try store.checkIndexIsNotEmpty()
        }
        return store
    }

    /// The recorded migrations, whether `rules` has a row, and the full-text index's averages
    /// record, in one statement; nil when it fails (no such table, a hot journal, not a
    /// database…): `appliedMigrations` and `checkIndexIsNotEmpty` then find out what it is.
    private static func openFacts(_ db: Database) -> (applied: [String], hasRule: Bool, indexRecord: DatabaseValue?)? {
        guard let statement = try? db.prepare("""
            SELECT name, EXISTS (SELECT 1 FROM rules), (SELECT block FROM rules_fts_data WHERE id = 1)
            FROM schema_migrations ORDER BY number
            """) else { return nil }
        var applied: [String] = []
        var hasRule = false
        var record: DatabaseValue?
        do {
            while let row = try statement.step() {
                if let name = row.string(0) { applied.append(name) }
                hasRule = row.int(1) == 1
                record = row[2]
            }
        } catch { return nil }
        return applied.isEmpty ? nil : (applied, hasRule, record)
    }

    /// The recorded migrations. A leftover `-journal` of a process killed while writing (a hot
    /// journal) makes a read-only connection fail; with `recovering`, one read-write connection,
    /// under the lock, rolls it back as SQLite does, and the read is tried again.
    private static func appliedMigrations(_ db: Database, path: String, recovering: Bool) throws(StoreError) -> [String] {
        var applied: [String] = []
        do {
            // One statement on the search path: it makes SQLite read and check the header and
            // the schema, and gives the recorded migrations.
            applied = try db.rows("SELECT name FROM schema_migrations ORDER BY number").compactMap { $0.string(0) }
        } catch {
            if error.code == 8 /* SQLITE_READONLY: a hot journal to roll back */ && recovering {
                try rollBackHotJournal(path)
                let again = try connect(path, mode: .readOnly)
                return try appliedMigrations(again, path: path, recovering: false)
            }
            // No migrations table (an empty or foreign database, handled below) is SQLITE_ERROR;
            // anything else (not a database, corrupt, truncated) is reported as such.
            if error.code != 1 { throw StoreError.from(error, path: path) }
        }
        if applied.isEmpty {
            let tables = (try? db.scalar("SELECT count(*) FROM sqlite_master")) ?? .integer(0)
            if tables == .integer(0) { throw .empty(path: path) }
            throw .corrupt(path: path, detail: "it has no BarGuide schema")
        }
        return applied
    }

    /// Rolls back a hot journal left beside `path` (a writer killed mid-transaction).
    static func rollBackHotJournal(_ path: String) throws(StoreError) {
        guard let lock = DatabaseLock.acquire(for: path) else {
            throw .corrupt(path: path, detail: "an interrupted write left \(FileSystem.baseName(path))-journal, and its directory is not writable to roll it back")
        }
        defer { withExtendedLifetime(lock) {} }
        let db = try connect(path, mode: .readWrite)
        do { _ = try db.scalar("SELECT count(*) FROM sqlite_master") } catch { throw StoreError.from(error, path: path) }
    }

    /// An emptied full-text index (rows in `rules`, none in the index) would make every search
    /// say "nothing found": a data error instead. Two point lookups: the index's averages record
    /// (its first varint is the number of rows indexed) and one rule.
    func checkIndexIsNotEmpty() throws(StoreError) {
        let hasRule: Bool
        let record: DatabaseValue?
        do {
            hasRule = try db.scalar("SELECT 1 FROM rules LIMIT 1") != nil
            guard hasRule else { return }
            record = try db.scalar("SELECT block FROM rules_fts_data WHERE id = 1")
        } catch {
            throw StoreError.from(error, path: path)
        }
        try checkIndexIsNotEmpty(hasRule: hasRule, record: record)
    }

    /// The check on values already read: whether `rules` has a row, and the averages record.
    func checkIndexIsNotEmpty(hasRule: Bool, record: DatabaseValue?) throws(StoreError) {
        guard hasRule else { return }
        guard case .blob(let bytes)? = record else {
            throw .corrupt(path: path, detail: "its full-text index has no statistics record")
        }
        let indexed = Store.varint(bytes)
        if indexed == nil || indexed == 0 {
            throw .corrupt(path: path, detail: "its full-text index is empty while it holds rules")
        }
    }

    /// SQLite's big-endian varint at the start of `bytes` (FTS5 writes its record counts so).
    static func varint(_ bytes: [UInt8]) -> Int64? {
        var value: Int64 = 0
        for (i, b) in bytes.prefix(9).enumerated() {
            if i == 8 { return (value << 8) | Int64(b) }
            value = (value << 7) | Int64(b & 0x7f)
            if b & 0x80 == 0 { return value }
        }
        return nil
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
        // On UTF-8 bytes: splitting by Character runs grapheme breaking over every byte. The
        // separator is ASCII, so every piece is whole scalars of a valid string: made from
        // the string's own indices, no piece is validated again.
        let utf8 = value.utf8
        var out: [String] = []
        var start = utf8.startIndex
        var i = start
        while i != utf8.endIndex {
            if utf8[i] == separatorByte {
                if start != i { out.append(String(value[start..<i])) }
                start = utf8.index(after: i)
            }
            i = utf8.index(after: i)
        }
        if start != utf8.endIndex { out.append(String(value[start..<utf8.endIndex])) }
        return out
    }
}
