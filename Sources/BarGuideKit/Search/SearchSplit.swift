import SQLiteKit
import BarGuideText
import Synchronization

// The one-pass search (`barguide_collect`) split over two threads on a large database.
//
// The pass over a query's matches costs in proportion to the matching rows (FTS5 walking its
// doclists, then the collector per row). On a large database it runs as rowid ranges (chunks)
// handed out to two threads: the search's own connection, and a second read-only connection to
// the same file (`SearchHelper`, opened once per store, its tokenizer and collector registered
// like the first's) on a thread of its own. Each thread's collector gathers its chunks; the
// helper's is then merged into the main one (`RankCollector.merge`), which gives exactly what
// one pass over every row would have: counts add, (group, language) pairs unite, deferred IDFs
// sum their row counts, and the best rows are the best of both sides, ordered by the same key.
//
// Consistency: both connections read one committed state of one file. The helper's file is
// checked to be the store's (`SQLITE_FCNTL_HAS_MOVED` on both connections: each is still the
// file the path names, so they are the same file; an ingest renames a new file over the path,
// and a connection keeps reading the file it opened). The main connection holds its read lock
// (its read transaction) before the helper starts reading, so no writer can commit in between
// (the database is in rollback-journal mode). If the helper cannot open, is not the same file,
// or fails, its chunks run on the main connection: results never depend on the split.

/// A second connection to a store's file for the split pass (see above); one per store, kept
/// for its later searches (browse, MCP), used by one thread at a time.
final class SearchHelper {
    let db: Database
    let collector: RankCollector
    private var statement: Statement?

    private init(db: Database, collector: RankCollector) {
        self.db = db
        self.collector = collector
    }

    /// A helper for `store`, or nil when the file cannot be opened again or the path no longer
    /// names the store's file.
    static func open(for store: Store) -> SearchHelper? {
        guard let (db, collector) = try? Store.connectWithCollector(store.path, mode: .readOnly),
              let collector else { return nil }
        // The new connection's file is the one the path names now (its descriptor holds it); so
        // is the store's if it has not moved: then they are the same file.
        guard !store.db.hasMoved, !db.hasMoved else { return nil }
        // Its pages mapped from the file rather than read into a cache of its own: the first
        // connection has already brought most of them into the system's page cache.
        Store.mapPages(db)
        return SearchHelper(db: db, collector: collector)
    }

    /// The pass over one chunk of rowids on this connection.
    func run(_ match: String, _ chunk: SplitPass.Chunk) throws(DatabaseError) {
        let statement: Statement
        if let prepared = self.statement { statement = prepared } else {
            statement = try db.prepare(SplitPass.chunkSQL)
            self.statement = statement
        }
        try SplitPass.run(statement, match, chunk)
    }
}

/// One split pass: the chunks, which thread took which, and what the helper's thread reports.
/// Shared by the two threads: the chunk counter and the stop flag are atomic; the rest is
/// written by the helper's thread and read by the search's thread after it has joined it.
final class SplitPass: @unchecked Sendable {
    struct Chunk: Sendable {
        var first: Int64
        var last: Int64
    }

    /// The pass over one rowid range (FTS5 seeks into its doclists for the rowid bounds).
    static let chunkSQL = "SELECT count(*) FROM rules_fts WHERE rules_fts MATCH ? AND rowid BETWEEN ? AND ? AND "
        + "\(RankCollector.functionName)(rules_fts)"

    let store: Store
    let match: String
    let settings: RankCollector.Settings
    let chunks: [Chunk]
    /// The IDFs both sides count (each phrase's once).
    let sharedIDF = SharedIDF()
    private let next = Atomic<Int>(0)
    /// Set when the search's thread has failed: the helper stops (its connection checks it).
    let stop = StopFlag()

    /// Written by the helper's thread (read after the join).
    var helper: SearchHelper?
    var claimed: [Int] = []
    /// Whether the helper ran its part (its collector holds it), and whether it failed.
    var ran = false
    var failed = false
    /// The most chunks the helper takes (tests run it first, on the search's thread).
    var helperLimit = Int.max

    init(store: Store, match: String, settings: RankCollector.Settings, chunks: [Chunk], helper: SearchHelper?) {
        self.store = store
        self.match = match
        self.settings = settings
        self.chunks = chunks
        self.helper = helper
    }

    /// Rowid ranges of about `rows` / `count` rows each (rowids are dense: a rule's rowid is
    /// below the length of the rank statistics), the first and last open-ended.
    static func chunks(rows: Int, count: Int) -> [Chunk] {
        let n = max(1, count)
        var out: [Chunk] = []
        var first = Int64.min
        for k in 1...n {
            let last = k == n ? Int64.max : Int64(rows * k / n) - 1
            out.append(Chunk(first: first, last: last))
            first = last &+ 1
        }
        return out
    }

    /// The next chunk no thread has taken, or nil.
    func take() -> Int? {
        guard !stop.isSet else { return nil }
        let i = next.wrappingAdd(1, ordering: .relaxed).oldValue
        return i < chunks.count ? i : nil
    }

    static func run(_ statement: Statement, _ match: String, _ chunk: Chunk) throws(DatabaseError) {
        try statement.bind([match, chunk.first, chunk.last])
        _ = try statement.step()
        statement.reset()
    }

    /// The helper's thread: opens the helper if need be, starts its read, takes chunks until
    /// none is left.
    func work() {
        if helper == nil { helper = SearchHelper.open(for: store) }
        guard let helper else { return }
        helper.db.stopStatements(when: stop, checkingEvery: 1_000)
        defer { helper.db.stopStatements(when: nil) }
        do {
            try helper.db.execute("BEGIN")
            defer { try? helper.db.execute("COMMIT") }
            helper.collector.configure(settings)
            helper.collector.sharedIDF = sharedIDF
            ran = true
            while claimed.count < helperLimit, let i = take() {
                claimed.append(i)
                try helper.run(match, chunks[i])
            }
        } catch {
            failed = true
        }
    }
}

extension SearchEngine {
    /// Runs the pass of `statement`'s query (`match`) with `collector` configured: in one
    /// statement, or on a large database split over two threads (see above), with the same
    /// result in `collector`. `splits: false`: one statement whatever the size.
    func runPass(_ match: String, collector: RankCollector, rows: Int, splits: Bool = true) throws(DatabaseError) {
        guard splits, rows >= splitRows, splitChunks > 1 else {
            let statement = try store.db.prepare(
                "SELECT count(*) FROM rules_fts WHERE rules_fts MATCH ? AND \(RankCollector.functionName)(rules_fts)")
            try statement.bind([match])
            _ = try statement.step()
            return
        }
        let statement = try store.db.prepare(SplitPass.chunkSQL)
        // The main connection's read lock, held before the helper reads (see above).
        _ = try store.db.scalar("PRAGMA schema_version")
        let pass = SplitPass(store: store, match: match, settings: collector.settings,
                             chunks: SplitPass.chunks(rows: rows, count: splitChunks),
                             helper: store.searchHelper)
        store.searchHelper = nil
        collector.sharedIDF = pass.sharedIDF
        let thread: WorkerThread?
        if splitsOnThread {
            thread = WorkerThread.start { pass.work() }
        } else {
            // Tests: the helper's part first, on this thread (half the chunks, the first half).
            pass.helperLimit = pass.chunks.count / 2
            pass.work()
            thread = nil
        }
        var failure: DatabaseError?
        while let i = pass.take() {
            do { try SplitPass.run(statement, match, pass.chunks[i]) } catch {
                failure = error
                pass.stop.set()
                break
            }
        }
        thread?.join()
        // Kept for the next search, unless it failed of itself (when this connection failed,
        // the helper was only stopped: browse interrupts searches as the user types).
        if !pass.failed || failure != nil { store.searchHelper = pass.helper }
        if let failure { throw failure }
        if pass.failed {
            // The helper failed (its rows half counted, an IDF it was counting perhaps never
            // published): the whole pass again, on this connection alone.
            collector.configure(pass.settings)
            try SplitPass.run(statement, match, SplitPass.Chunk(first: Int64.min, last: Int64.max))
        } else if let helper = pass.helper, pass.ran {
            collector.merge(helper.collector)
        }
        // (A helper that did not run took no chunk: this connection ran them all.)
    }
}
