import Testing
@testable import SQLiteKit

@Suite struct MigratorTests {
    let m1 = Migration(number: 1, name: "001_a", sql: "CREATE TABLE a(x);")
    let m2 = Migration(number: 2, name: "002_b", sql: "CREATE TABLE b(y); INSERT INTO b VALUES (1);")

    @Test func parsesFileNames() {
        #expect(Migration.parseFileName("001_rules.sql")! == (1, "001_rules"))
        #expect(Migration.parseFileName("README.md") == nil)
        #expect(Migration.parseFileName("rules.sql") == nil)
        // The byte-level path: numbers, the suffix, and what is not a migration name.
        #expect(Migration.parseFileName("008_checksums.sql")! == (8, "008_checksums"))
        #expect(Migration.parseFileName("12.sql")! == (12, "12"))
        #expect(Migration.parseFileName("007_groups.sql.bak") == nil)
        #expect(Migration.parseFileName(".sql") == nil)
        #expect(Migration.parseFileName("001_rules.SQL") == nil)
        #expect(Migration.parseFileName("99999999999999999999999_big.sql") == nil)   // overflows Int
        // Non-ASCII names still parse (by Characters).
        #expect(Migration.parseFileName("003_каталог.sql")! == (3, "003_каталог"))
    }

    @Test func migratesFromEmptyInOrder() throws {
        let db = try Database(path: ":memory:")
        let migrator = try Migrator([m2, m1])
        #expect(try migrator.migrate(db) == ["001_a", "002_b"])
        #expect(try migrator.applied(in: db) == ["001_a", "002_b"])
        #expect(try migrator.migrate(db) == [])
        #expect(try db.scalar("SELECT y FROM b") == .integer(1))
    }

    @Test func upgradesAnOlderDatabaseInPlace() throws {
        let db = try Database(path: ":memory:")
        try Migrator([m1]).migrate(db)
        try db.execute("INSERT INTO a VALUES ('kept')")
        #expect(try Migrator([m1, m2]).migrate(db) == ["002_b"])
        #expect(try db.scalar("SELECT x FROM a") == .text("kept"))
    }

    @Test func refusesADatabaseFromANewerBinary() throws {
        let db = try Database(path: ":memory:")
        try Migrator([m1, m2]).migrate(db)
        #expect(throws: MigrationError.unknownMigrations(["002_b"])) { try Migrator([m1]).migrate(db) }
    }

    @Test func failedMigrationLeavesPreviousState() throws {
        let db = try Database(path: ":memory:")
        let bad = Migration(number: 2, name: "002_bad", sql: "CREATE TABLE c(z); SELECT * FROM missing;")
        try Migrator([m1]).migrate(db)
        #expect(throws: MigrationError.self) { try Migrator([m1, bad]).migrate(db) }
        #expect(try Migrator([m1, bad]).applied(in: db) == ["001_a"])
        #expect(try db.scalar("SELECT count(*) FROM sqlite_master WHERE name='c'") == .integer(0))
    }

    @Test func rejectsDuplicateNumbers() {
        #expect(throws: MigrationError.self) {
            _ = try Migrator([m1, Migration(number: 1, name: "001_other", sql: "")])
        }
    }
}
