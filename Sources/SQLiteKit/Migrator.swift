import CSQLite

/// One named, ordered schema migration.
public struct Migration: Sendable, Equatable {
    /// The order key, e.g. 1 for "001_initial.sql".
    public let number: Int
    /// The name, e.g. "001_initial".
    public let name: String
    public let sql: String

    public init(number: Int, name: String, sql: String) {
        self.number = number; self.name = name; self.sql = sql
    }

    /// Parses a migration file name "NNN_words.sql" into (number, name).
    public static func parseFileName(_ file: String) -> (number: Int, name: String)? {
        // ASCII names (every migration's) on their bytes: the search path reads the names at
        // every start, and Character operations segment graphemes.
        var copy = file
        let ascii: (number: Int, length: Int)?? = copy.withUTF8 { bytes in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return .none }
            let n = bytes.count
            guard n > 4, bytes[n - 4] == 0x2E, bytes[n - 3] == 0x73, bytes[n - 2] == 0x71, bytes[n - 1] == 0x6C else {
                return .some(nil)   // not "….sql"
            }
            var number = 0, digits = 0
            for b in bytes {
                guard b >= 0x30 && b <= 0x39 else { break }
                let (times10, o1) = number.multipliedReportingOverflow(by: 10)
                let (sum, o2) = times10.addingReportingOverflow(Int(b - 0x30))
                guard !o1 && !o2 else { return .some(nil) }
                number = sum
                digits += 1
            }
            guard digits > 0, digits <= n - 4 else { return .some(nil) }
            return .some((number, n - 4))
        }
        if let ascii {
            guard let (number, length) = ascii else { return nil }
            return (number, String(Substring(file.utf8.prefix(length))))
        }
        guard file.hasSuffix(".sql") else { return nil }
        let name = String(file.dropLast(4))
        let digits = name.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, let n = Int(digits) else { return nil }
        return (n, name)
    }
}

public enum MigrationError: Error, Sendable, Equatable {
    /// The database records migrations this binary does not know: it was written by a newer version.
    case unknownMigrations([String])
    /// Two migrations share a number, or the list is not ordered.
    case invalidMigrationList(String)
    case database(DatabaseError)
}

/// Applies migrations in order, each in its own transaction, and records them in `schema_migrations`.
public struct Migrator: Sendable {
    public let migrations: [Migration]

    public init(_ migrations: [Migration]) throws(MigrationError) {
        let sorted = migrations.sorted { $0.number < $1.number }
        for (a, b) in zip(sorted, sorted.dropFirst()) where a.number == b.number {
            throw .invalidMigrationList("migrations \(a.name) and \(b.name) share number \(a.number)")
        }
        self.migrations = sorted
    }

    static let createTable = """
        CREATE TABLE IF NOT EXISTS schema_migrations (
            number INTEGER PRIMARY KEY,
            name TEXT NOT NULL
        )
        """

    /// Names of the migrations recorded in the database, in order.
    public func applied(in db: Database) throws(MigrationError) -> [String] {
        do {
            let exists = try db.scalar("SELECT count(*) FROM sqlite_master WHERE type='table' AND name='schema_migrations'")
            guard exists == .integer(1) else { return [] }
            return try db.rows("SELECT name FROM schema_migrations ORDER BY number").compactMap { $0.string(0) }
        } catch {
            throw .database(error)
        }
    }

    /// Migrations of this binary the database does not have yet.
    public func pending(in db: Database) throws(MigrationError) -> [Migration] {
        let done = Set(try applied(in: db))
        return migrations.filter { !done.contains($0.name) }
    }

    /// Refuses a database that records a migration this binary does not know.
    public func checkCompatible(_ db: Database) throws(MigrationError) {
        let known = Set(migrations.map(\.name))
        let unknown = try applied(in: db).filter { !known.contains($0) }
        if !unknown.isEmpty { throw .unknownMigrations(unknown) }
    }

    /// Brings the database up to date. Each pending migration runs in one transaction
    /// together with its record; a failing migration leaves the database at the previous one.
    @discardableResult
    public func migrate(_ db: Database) throws(MigrationError) -> [String] {
        try checkCompatible(db)
        do { try db.execute(Self.createTable) } catch { throw .database(error) }
        var done: [String] = []
        for migration in try pending(in: db) {
            do throws(DatabaseError) {
                try db.execute("BEGIN IMMEDIATE")
                do throws(DatabaseError) {
                    try db.execute(migration.sql)
                    try db.execute("INSERT INTO schema_migrations(number, name) VALUES (?, ?)",
                                   [migration.number, migration.name])
                    try db.execute("COMMIT")
                } catch {
                    try? db.execute("ROLLBACK")
                    throw error
                }
            } catch {
                throw .database(error)
            }
            done.append(migration.name)
        }
        return done
    }
}
