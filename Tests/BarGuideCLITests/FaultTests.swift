// No data lost: an ingest killed with SIGKILL, readers during an ingest, corrupt / truncated /
// newer databases, missing or unwritable database directories. Runs the built binary.
import Testing
import Foundation
import BarGuideKit
import SQLiteKit
#if canImport(Glibc)
import Glibc
#endif

/// A corpus directory made of the seed documents copied `copies` times under varied names
/// (hard links when possible: cheap), plus the glossary and item catalog.
func makeCopiedCorpus(in dir: String, copies: Int) throws -> String {
    let fm = FileManager.default
    let seeds = try fm.contentsOfDirectory(atPath: BinaryRunner.corpusDirectory).filter { $0.hasSuffix(".txt") }.sorted()
    try fm.createDirectory(atPath: dir, withIntermediateDirectories: true)
    for data in ["glossary.json", "items.json"] {
        try fm.copyItem(atPath: BinaryRunner.corpusDirectory + "/" + data, toPath: dir + "/" + data)
    }
    for n in 0..<copies {
        for seed in seeds {
            let source = BinaryRunner.corpusDirectory + "/" + seed
            let target = dir + "/" + String(format: "copy%04d-", n) + seed
            if link(source, target) != 0 { try fm.copyItem(atPath: source, toPath: target) }
        }
    }
    return dir
}

/// Temporary files an ingest leaves beside `database` (".NAME.tmp-PID-RANDOM" and journals).
func ingestTemporaries(beside database: String) -> [String] {
    let dir = (database as NSString).deletingLastPathComponent
    let base = (database as NSString).lastPathComponent
    let names = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
    return names.filter { $0.hasPrefix("." + base + ".tmp-") }.sorted()
}

/// Waits until `condition` holds (polling), at most `seconds`; returns whether it held.
func waitUntil(seconds: Double, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if condition() { return true }
        usleep(5_000)
    }
    return condition()
}

@Suite("Faults: no data lost", .timeLimit(.minutes(5)))
struct FaultTests {
    static let queries = ["tab bar", "строка состояния", "標籤欄", "toolbar", "UIBarButtonSystemItemFixedSpace"]

    /// What a reader sees of a database: JSON search results for several queries and the export.
    func snapshot(_ db: String) -> [[UInt8]] {
        var out: [[UInt8]] = []
        for q in Self.queries {
            let r = BinaryRunner.run(["search", "--db", db, "--format", "json", "--limit", "20", q])
            #expect(r.status == 0, "search \(q): \(r)")
            out.append(r.stdout)
        }
        let export = BinaryRunner.run(["export", "--db", db])
        #expect(export.status == 0, "\(export)")
        out.append(export.stdout)
        return out
    }

    // MARK: (a) kill -9 in the middle of an ingest

    @Test func killedIngestLeavesTheDatabaseIntact() throws {
        let tmp = try TemporaryDirectory()
        let dbDir = tmp.file("db")
        try FileManager.default.createDirectory(atPath: dbDir, withIntermediateDirectories: true)
        let db = try SeedDatabase.copy(to: dbDir + "/bars.sqlite")
        let before = snapshot(db)

        // 300 copies of the seeds: an ingest of minutes, killed after a fraction of a second.
        let big = try makeCopiedCorpus(in: tmp.file("big"), copies: 300)
        let ingest = try BinaryRunner.start(["ingest", "--corpus", big, "--db", db])
        let started = waitUntil(seconds: 30) { !ingestTemporaries(beside: db).isEmpty }
        #expect(started, "the ingest created its temporary database")
        usleep(300_000)
        ingest.send(SIGKILL)
        let killed = ingest.wait(timeout: 30)
        #expect(killed.signal == SIGKILL, "the ingest was still running when killed: \(killed)")

        // The kill left a temporary file behind, and the database as it was.
        let stale = ingestTemporaries(beside: db)
        #expect(!stale.isEmpty, "a killed ingest leaves its temporary file")
        #expect(stale.allSatisfy { $0.contains(".tmp-\(ingest.pid)-") }, "\(stale)")
        #expect(snapshot(db) == before, "search results and export are unchanged after the kill")

        // The next ingest removes the stale temporary file (its process is gone).
        let next = BinaryRunner.run(["ingest", "--corpus", BinaryRunner.corpusDirectory, "--db", db])
        #expect(next.status == 0, "\(next)")
        #expect(ingestTemporaries(beside: db).isEmpty, "stale temporaries are cleaned")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dbDir) == ["bars.sqlite"])
        #expect(snapshot(db) == before, "same corpus, same database")
    }

    @Test func killedFirstUseBuildOfTheDefaultDatabaseIsRetried() throws {
        let tmp = try TemporaryDirectory()
        let db = tmp.file("data/barguide.sqlite")
        let env = ["BARGUIDE_DB": db]
        let first = try BinaryRunner.start(["search", "tab bar"], env: env)
        // Kill as soon as the build has begun (if it finishes first, the rest still holds).
        _ = waitUntil(seconds: 30) { !ingestTemporaries(beside: db).isEmpty }
        first.send(SIGKILL)
        let killed = first.wait(timeout: 30)
        if killed.signal == SIGKILL {
            #expect(!FileManager.default.fileExists(atPath: db), "no half-built database at the real path")
        }
        let again = BinaryRunner.run(["search", "tab bar"], env: env)
        #expect(again.status == 0, "\(again)")
        if killed.signal == SIGKILL { #expect(again.err.contains("built the default database"), "\(again)") }
        #expect(ingestTemporaries(beside: db).isEmpty, "the stale temporary file was removed")
    }

    // MARK: (b) readers during an ingest

    @Test func searchesSucceedWhileAnIngestReplacesTheDatabase() throws {
        let tmp = try TemporaryDirectory()
        let db = try SeedDatabase.copy(to: tmp.file("bars.sqlite"))
        let copies = 60   // an ingest of a few seconds even with ingest parsing on every core
        let corpus = try makeCopiedCorpus(in: tmp.file("corpus"), copies: copies)

        final class Log: @unchecked Sendable {
            let lock = NSLock()
            var runs = 0
            var runsDuringIngest = 0
            var failures: [String] = []
            var warm = 0                  // readers that finished a first search
            var phase = 0                 // 0 before the ingest, 1 during, 2 after
            func add(_ ok: Bool, startedIn phase: Int, _ what: @autoclosure () -> String) {
                lock.withLock {
                    runs += 1
                    if phase == 1 { runsDuringIngest += 1 }
                    if !ok { failures.append(what()) }
                }
            }
            var currentPhase: Int { lock.withLock { phase } }
        }
        let log = Log()
        let group = DispatchGroup()
        for reader in 0..<4 {
            group.enter()
            DispatchQueue.global().async {
                defer { group.leave() }
                var searchesAfter = 0
                for i in 0..<500 {
                    let phase = log.currentPhase
                    if phase == 2 { searchesAfter += 1 }
                    if searchesAfter > 2 { break }
                    let q = Self.queries[(reader + i) % Self.queries.count]
                    let r = BinaryRunner.run(["search", "--db", db, "--format", "json", q], timeout: 60)
                    let results = (try? JSONValue.parse(r.stdout))?["results"]?.arrayValue
                    log.add(r.status == 0 && results?.isEmpty == false, startedIn: phase, "reader \(reader) «\(q)»: \(r)")
                    if i == 0 { log.lock.withLock { log.warm += 1 } }
                }
            }
        }
        // Start the ingest once every reader is searching in its loop.
        _ = waitUntil(seconds: 60) { log.lock.withLock { log.warm == 4 } }
        log.lock.withLock { log.phase = 1 }
        let ingest = BinaryRunner.run(["ingest", "--corpus", corpus, "--db", db])
        log.lock.withLock { log.phase = 2 }
        group.wait()

        #expect(ingest.status == 0, "\(ingest)")
        #expect(log.failures.isEmpty, "\(log.failures.count) of \(log.runs) searches failed:\n\(log.failures.prefix(3).joined(separator: "\n"))")
        // The point is that searches overlapping the ingest succeed: there must be some. (How
        // many depends on the machine's load; four readers in a loop give several in practice.)
        #expect(log.runsDuringIngest >= 2, "searches overlapped the ingest: \(log.runsDuringIngest) of \(log.runs)")
        #expect(ingestTemporaries(beside: db).isEmpty)
        // The new database is the one now in place.
        let stats = BinaryRunner.run(["stats", "--db", db, "--format", "json"])
        #expect(stats.json?["documents"]?.arrayValue?.count == copies * 4, "\(stats)")
    }

    // MARK: (c) corrupt and truncated databases

    /// A data error (3) naming the database, with the `barguide ingest` remedy, for every reader.
    func expectDataError(db: String, _ mention: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for args in [["search", "tab bar"], ["export"], ["stats"], ["show", "tab-bar"], ["checklist", "tab-bar"]] {
            let r = BinaryRunner.run(args + ["--db", db])
            #expect(r.status == 3, "\(args) on \(mention): \(r)", sourceLocation: sourceLocation)
            #expect(r.stdout.isEmpty, "\(args): \(r)", sourceLocation: sourceLocation)
            #expect(r.err.hasPrefix("barguide: error: "), "\(args): \(r)", sourceLocation: sourceLocation)
            #expect(r.err.contains("barguide ingest"), "the message suggests barguide ingest: \(r)",
                    sourceLocation: sourceLocation)
            #expect(r.err.contains(mention), "\(args): \(r)", sourceLocation: sourceLocation)
            #expect(r.endedCleanly, "\(r)", sourceLocation: sourceLocation)
        }
    }

    @Test func corruptDatabasesAreDataErrors() throws {
        let tmp = try TemporaryDirectory()
        var rng = SystemRandomNumberGenerator()

        let random = tmp.file("random.sqlite")
        FileManager.default.createFile(atPath: random, contents: Data((0..<65_536).map { _ in UInt8.random(in: 0...255, using: &rng) }))
        expectDataError(db: random, "corrupt")

        // Random bytes behind a valid SQLite header.
        let header = tmp.file("header.sqlite")
        var bytes = Array("SQLite format 3\0".utf8)
        bytes += (0..<40_000).map { _ in UInt8.random(in: 0...255, using: &rng) }
        FileManager.default.createFile(atPath: header, contents: Data(bytes))
        expectDataError(db: header, "header.sqlite")

        let seed = try Data(contentsOf: URL(fileURLWithPath: SeedDatabase.path))
        for (name, size) in [("half", seed.count / 2), ("tenth", seed.count / 10), ("page", 4096), ("tiny", 50)] {
            let path = tmp.file("\(name).sqlite")
            FileManager.default.createFile(atPath: path, contents: seed.prefix(size))
            expectDataError(db: path, "corrupt")
        }

        let empty = tmp.file("empty.sqlite")
        FileManager.default.createFile(atPath: empty, contents: Data())
        expectDataError(db: empty, "holds no BarGuide data")

        let directory = tmp.file("directory.sqlite")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
        expectDataError(db: directory, "directory")

        // A real SQLite database of something else.
        let foreign = tmp.file("foreign.sqlite")
        let other = try Database(path: foreign)
        try other.execute("CREATE TABLE notes(body TEXT); INSERT INTO notes VALUES ('hello')")
        expectDataError(db: foreign, "not a BarGuide database")
    }

    @Test func aCorruptDefaultDatabaseIsReportedNotReplaced() throws {
        let tmp = try TemporaryDirectory()
        let db = tmp.file("barguide.sqlite")
        let seed = try Data(contentsOf: URL(fileURLWithPath: SeedDatabase.path))
        FileManager.default.createFile(atPath: db, contents: seed.prefix(seed.count / 2))
        let r = BinaryRunner.run(["search", "tab bar"], env: ["BARGUIDE_DB": db])
        #expect(r.status == 3, "\(r)")
        #expect(r.err.contains("barguide ingest"), "\(r)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: db)) == seed.prefix(seed.count / 2), "left as it was")
        // The suggested remedy works.
        let fix = BinaryRunner.run(["ingest"], env: ["BARGUIDE_DB": db])
        #expect(fix.status == 0, "\(fix)")
        #expect(BinaryRunner.run(["search", "tab bar"], env: ["BARGUIDE_DB": db]).status == 0)
    }

    // MARK: (d) a database from a newer schema

    @Test func aNewerSchemaIsRefused() throws {
        let tmp = try TemporaryDirectory()
        let db = try SeedDatabase.copy(to: tmp.file("newer.sqlite"))
        do {
            let handle = try Database(path: db, mode: .readWrite)
            try handle.execute("INSERT INTO schema_migrations(number, name) VALUES (?, ?)", [999, "999_from_the_future"])
        }
        let untouched = try Data(contentsOf: URL(fileURLWithPath: db))
        expectDataError(db: db, "999_from_the_future")
        let r = BinaryRunner.run(["search", "--db", db, "tab"])
        #expect(r.err.contains("newer"), "\(r)")

        // Through the default path too: refused, never silently rebuilt.
        let viaDefault = BinaryRunner.run(["search", "tab"], env: ["BARGUIDE_DB": db])
        #expect(viaDefault.status == 3, "\(viaDefault)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: db)) == untouched, "the newer database is left alone")

        // An explicit ingest replaces it, as the hint says.
        let rebuild = BinaryRunner.run(["ingest", "--corpus", BinaryRunner.corpusDirectory, "--db", db])
        #expect(rebuild.status == 0, "\(rebuild)")
        #expect(BinaryRunner.run(["search", "--db", db, "tab"]).status == 0)
    }

    // MARK: (e) missing or unwritable database directories

    @Test func missingDatabaseDirectory() throws {
        let tmp = try TemporaryDirectory()
        let db = tmp.file("no/such/dir/bars.sqlite")
        let search = BinaryRunner.run(["search", "--db", db, "tab"])
        #expect(search.status == 3, "\(search)")
        #expect(search.err.contains("the database directory \(tmp.file("no/such/dir")) does not exist"), "\(search)")

        let ingest = BinaryRunner.run(["ingest", "--corpus", BinaryRunner.corpusDirectory, "--db", db])
        #expect(ingest.status == 3, "\(ingest)")
        #expect(ingest.err.contains("the database directory \(tmp.file("no/such/dir")) does not exist"), "\(ingest)")
        #expect(ingest.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: tmp.file("no")), "an explicit --db creates no directories")
    }

    @Test func aFileInTheWayOfTheDatabaseDirectory() throws {
        let tmp = try TemporaryDirectory()
        let file = tmp.file("notes.txt")
        FileManager.default.createFile(atPath: file, contents: Data("not a directory\n".utf8))

        let ingest = BinaryRunner.run(["ingest", "--corpus", BinaryRunner.corpusDirectory, "--db", file + "/bars.sqlite"])
        #expect(ingest.status == 3, "\(ingest)")
        #expect(ingest.err.contains("\(file) is not a directory"), "\(ingest)")
        #expect(ingest.endedCleanly)

        // The default database below a file: first use cannot create its directory.
        for db in [file + "/bars.sqlite", file + "/sub/dir/bars.sqlite"] {
            let search = BinaryRunner.run(["search", "tab"], env: ["BARGUIDE_DB": db])
            #expect(search.status == 3, "\(search)")
            #expect(search.err.contains("\(file) is not a directory"), "\(search)")
            #expect(search.err.contains("hint: choose a writable location"), "\(search)")
        }
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "not a directory\n")
    }

    /// How to run the binary without the right to write a 0555 directory: directly when not root;
    /// as root (CI), through `setpriv` as nobody, since root bypasses permissions.
    static let unprivileged: (prefix: [String], executable: String?)? = {
        guard let exe = BinaryRunner.executable else { return nil }
        if geteuid() != 0 { return ([], nil) }
        let setpriv = ["/usr/bin/setpriv", "/bin/setpriv"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let setpriv else { return nil }
        let prefix = ["--reuid=65534", "--regid=65534", "--clear-groups", exe]
        let probe = BinaryRunner.run(prefix + ["--version"], executable: setpriv, timeout: 30)
        return probe.status == 0 ? (prefix, setpriv) : nil
    }()

    @Test(.enabled(if: FaultTests.unprivileged != nil,
                   "running as root without a working setpriv: permissions cannot be taken away"))
    func unwritableDatabaseDirectory() throws {
        let (prefix, executable) = try #require(Self.unprivileged)
        let tmp = try TemporaryDirectory()
        chmod(tmp.path, 0o755)   // nobody must reach it
        let dir = tmp.file("readonly")
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: false)
        chmod(dir, 0o555)
        let env = ["HOME": tmp.path, "BARGUIDE_DB": dir + "/sub/barguide.sqlite"]

        let ingest = BinaryRunner.run(prefix + ["ingest", "--db", dir + "/bars.sqlite"], env: env,
                                      cwd: tmp.path, executable: executable)
        #expect(ingest.status == 3, "\(ingest)")
        #expect(ingest.err.contains("the database directory \(dir) is not writable"), "\(ingest)")
        #expect(ingest.err.contains("hint: choose a writable location"), "\(ingest)")

        let search = BinaryRunner.run(prefix + ["search", "tab"], env: env, cwd: tmp.path, executable: executable)
        #expect(search.status == 3, "\(search)")
        #expect(search.err.contains("is not writable"), "\(search)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty, "nothing was written")
    }
}
