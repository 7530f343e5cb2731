import SQLiteKit
import BarGuideText
import Dispatch
#if canImport(Glibc)
import Glibc
#endif

/// Builds a database from a corpus atomically: into a temporary file beside the
/// target, renamed over it only when complete. A reader never sees a half-built
/// database; a failed or killed ingest leaves the previous one intact.
public enum StoreBuilder {
    /// Called after each document, for progress output.
    public typealias Progress = (DocumentSummary) -> Void

    /// `accept` sees the finished build before it replaces the database; when it returns
    /// false the previous database is left as it was and the summary says `committed: false`.
    ///
    /// `path` is replaced only when it is missing, empty or a BarGuide database, unless `force`
    /// (anything else, such as another application's SQLite database, a text file, a FIFO or a
    /// device, is refused with `.notOurs`). A symbolic link is kept: its target is written, and
    /// an existing target keeps its permissions and (privileges allowing) its owner. The build
    /// holds the database's lock (`DatabaseLock`); `heldLock` is that lock when the caller took it.
    public static func build(at path: String, from corpus: CorpusSource, force: Bool = false,
                             heldLock: DatabaseLock? = nil,
                             progress: Progress? = nil,
                             accept: ((IngestSummary) -> Bool)? = nil) throws(StoreError) -> IngestSummary {
        try build(at: path, from: corpus, force: force, heldLock: heldLock, progress: progress, accept: accept,
                  failingAfter: nil)
    }

    /// `failingAfter`: tests only; the document loop fails as a full disk would, after that many
    /// documents (the parsing threads still hold documents of the window then).
    static func build(at path: String, from corpus: CorpusSource, force: Bool, heldLock: DatabaseLock?,
                      progress: Progress?, accept: ((IngestSummary) -> Bool)?,
                      failingAfter: Int?) throws(StoreError) -> IngestSummary {
        let target: String
        do { target = try FileSystem.resolvingSymlinks(path) } catch { throw .io(error) }
        let dir = FileSystem.directoryName(target)
        guard FileSystem.isDirectory(dir) else {
            if let component = FileSystem.nonDirectoryAncestor(of: dir) {
                throw .notADirectory(directory: dir, component: component)
            }
            throw .directoryMissing(dir)
        }
        guard FileSystem.isWritableDirectory(dir) else { throw .directoryNotWritable(dir) }
        if FileSystem.isDirectory(target) { throw .corrupt(path: path, detail: "it is a directory") }
        // Checked before the lock (a refused path gets no lock file) and again under it.
        if !force, let what = foreignContent(target) { throw .notOurs(path: path, what: what) }
        guard let lock = heldLock ?? DatabaseLock.acquire(for: target) else { throw .directoryNotWritable(dir) }
        defer { withExtendedLifetime(lock) {} }
        if !force, let what = foreignContent(target) { throw .notOurs(path: path, what: what) }
        // Under the lock nobody else builds this database: every temporary of it is stale,
        // whatever its PID (a PID may be alive again, in another process).
        removeStaleTemporaries(for: target)

        let temp = temporaryPath(for: target)
        SignalCleanup.begin(removing: temp)
        defer { SignalCleanup.end() }
        var summary: IngestSummary
        do {
            summary = try buildFile(temp, target: path, corpus: corpus, progress: progress, failingAfter: failingAfter)
        } catch {
            FileSystem.remove(temp)
            FileSystem.remove(temp + "-journal")
            throw error
        }
        if let accept, !accept(summary) {
            FileSystem.remove(temp)
            summary.committed = false
            return summary
        }
        if let previous = FileSystem.owner(target), case .regular = FileSystem.kind(target) {
            FileSystem.copyOwnership(from: previous, to: temp)
        }
        FileSystem.sync(temp)
        // Journals of the old database must never be replayed into the new one.
        for suffix in ["-journal", "-wal", "-shm"] { FileSystem.remove(target + suffix) }
        do { try FileSystem.rename(temp, target) } catch {
            FileSystem.remove(temp)
            throw .io(error)
        }
        FileSystem.sync(dir)
        summary.database = path
        return summary
    }

    /// What the file at `path` is when it is not something ingest may replace: nil when it is
    /// missing, empty, or a BarGuide database (even a damaged one: its schema names BarGuide's tables).
    static func foreignContent(_ path: String) -> String? {
        let kind = FileSystem.kind(path)
        switch kind {
        case .missing: return nil
        case .regular(let size):
            if size == 0 { return nil }
            let sqliteHeader = Array("SQLite format 3\0".utf8)
            guard let head = FileSystem.prefix(path, 1 << 20), head.starts(with: sqliteHeader) else {
                return "a file of \(size) bytes that is not an SQLite database"
            }
            if let db = try? Database(path: path, mode: .readOnly),
               let rows = try? db.rows("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name") {
                let tables = rows.compactMap { $0.string(0) }
                if tables.contains("schema_migrations") && tables.contains("rules") { return nil }
                if tables.isEmpty { return nil }
                let shown = tables.prefix(5).joined(separator: ", ") + (tables.count > 5 ? ", …" : "")
                return "an SQLite database of another application (tables: \(shown))"
            }
            // Unreadable as a database (damaged): ours if page 1 still names our tables.
            if contains(head, "schema_migrations") && contains(head, "rules_fts") { return nil }
            return "a damaged SQLite database that does not look like BarGuide's"
        default:
            return kind.description
        }
    }

    private static func contains(_ haystack: [UInt8], _ needle: String) -> Bool {
        let n = Array(needle.utf8)
        guard haystack.count >= n.count, let first = n.first else { return false }
        var i = 0
        while i + n.count <= haystack.count {
            if haystack[i] == first && haystack[i..<i + n.count].elementsEqual(n) { return true }
            i += 1
        }
        return false
    }

    static let tempMarker = ".tmp-"

    /// ".NAME.tmp-PID-RANDOM" beside the database (NAME shortened for long names, so that a
    /// 255-byte database name still gets a valid temporary name).
    static func temporaryPath(for path: String) -> String {
        let dir = FileSystem.directoryName(path)
        var random = SystemRandomNumberGenerator()
        let suffix = String(random.next() & 0xffff_ffff, radix: 16)
        return FileSystem.join(dir, temporaryPrefix(for: path) + "\(FileSystem.currentProcessID)-" + suffix)
    }

    static func temporaryPrefix(for path: String) -> String {
        "." + FileSystem.shortened(FileSystem.baseName(path)) + tempMarker
    }

    /// Removes temporaries left by ingests that were killed. Called under the database's lock,
    /// so any temporary of it is stale.
    static func removeStaleTemporaries(for path: String) {
        let dir = FileSystem.directoryName(path)
        let prefix = temporaryPrefix(for: path)
        guard let names = try? FileSystem.listChecked(dir, prefix: prefix).names else { return }
        for name in names where name.hasPrefix(prefix) {
            FileSystem.remove(FileSystem.join(dir, name))
        }
    }

    private static func buildFile(_ temp: String, target: String, corpus: CorpusSource,
                                  progress: Progress?, failingAfter: Int?) throws(StoreError) -> IngestSummary {
        // Reading and parsing run on every core, up to `window` documents ahead of the writing,
        // which stays on this thread, in document order: the database is the same. They start
        // first, while this thread creates the database (its schema, catalog and glossary).
        let names = corpus.documentNames
        let labels = RuleRow.catalogLabels(corpus.catalog)
        let pipeline = ParsePipeline(count: names.count, workers: cores, window: 8 * cores) { i in
            prepare(names[i], corpus: corpus, labels: labels)
        }
        defer { pipeline.finish() }
        let db: Database
        do { db = try Store.connect(temp, mode: .readWriteCreate) } catch {
            if case .database(_, let e) = error { throw writeFailure(e, target: target) }
            throw error
        }
        let migrator = try Store.migrator()
        do {
            try db.execute("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA temp_store = MEMORY; PRAGMA cache_size = -16000")
            try migrator.migrate(db)
            // The index is written in one transaction, with a larger in-memory hash than FTS5's
            // default (`buildHashSize`; FTS5 flushes a new segment each time it fills, and merges
            // segments as they pile up): a few segments, most of them flushed while documents
            // stream; the final 'optimize' merges them while the groups are aligned on another
            // thread. A hash large enough to flush only at COMMIT would leave nothing to optimize,
            // but raise the peak memory and lengthen the COMMIT.
            try db.execute("INSERT INTO rules_fts(rules_fts, rank) VALUES ('hashsize', \(buildHashSize))")
        } catch let error as MigrationError {
            if case .database(let e) = error { throw writeFailure(e, target: target) }
            throw Store.mapMigration(error, path: target)
        } catch {
            throw writeFailure(error as? DatabaseError ?? DatabaseError(code: 1, message: "\(error)"), target: target)
        }
        var writer: Writer
        do {
            writer = try Writer(db: db)
            try db.execute("BEGIN")
            try writer.writeCatalog(corpus.catalog)
            try writer.writeGlossary(corpus.glossary)
        } catch { throw writeFailure(error, target: target) }

        var summary = IngestSummary(database: target, corpus: corpus.origin.description, documents: [],
                                    diagnostics: corpus.diagnostics)
        writer.replay.activate()
        defer { TokenReplay.deactivate() }
        for i in names.indices {
            let document: DocumentSummary
            let prepared = pipeline.take(i)
            do throws(DatabaseError) {
                if let failingAfter, i >= failingAfter { throw DatabaseError(code: 13 /* SQLITE_FULL */) }
                document = try ingestDocument(names[i], prepared, ordinal: i, corpus: corpus, writer: &writer)
            } catch { throw writeFailure(error, target: target) }
            pipeline.recycle(prepared)
            summary.documents.append(document)
            progress?(document)
        }
        // Copies among the rules are found on a thread of their own while this one commits, and
        // the rest of the grouping on another (Rules/GroupsBuilder.swift): its inputs are read
        // here, in the transaction; the groups are written once the index is optimized. (The
        // collected rules move into the copies, which alone hold them: they are freed off this
        // thread, by `PendingGroups.dispose`.)
        let groups: PendingGroups
        do {
            groups = try PendingGroups(db, copies: PendingCopies(taking: &writer.groups), manifest: corpus.manifest)
            try writer.finish(corpus: corpus)
            try RankStats.write(db, masks: writer.rankMasks)
            try db.execute("COMMIT")
            // Integrity (migration 008): the documents' checksums (their edition and year
            // were recorded with the groups' inputs).
            try Store.writeDocumentChecksums(db)
            try db.execute("INSERT INTO rules_fts(rules_fts) VALUES ('optimize')")
            // Later writers (none in barguide) get FTS5's default back.
            try db.execute("INSERT INTO rules_fts(rules_fts, rank) VALUES ('hashsize', \(defaultHashSize))")
        } catch { throw writeFailure(error, target: target) }
        // The pages written so far are submitted for writing on a thread of their own while the
        // groups are made, so that the fsync at the end has little left to do
        // (FileSystem.swift, EarlyWriteBack).
        let writeBack = EarlyWriteBack(path: temp)
        writeBack?.start()
        // Guideline groups (migration 007). A write error there (a full disk) is told about the target too.
        do { try GroupsBuilder.build(db, path: temp, pending: groups) } catch {
            if case .database(_, let e) = error { throw writeFailure(e, target: target) }
            throw error
        }
        do {
            try db.execute("PRAGMA optimize")
            try db.execute("PRAGMA journal_mode = DELETE")
        } catch { throw writeFailure(error, target: target) }
        // (Also keeps the write-back alive until here: it is released, and joined, after its last use.)
        writeBack?.wait()
        // The groups' structures were freed meanwhile, on a thread of their own.
        groups.finish()
        return summary
    }

    /// An error while writing the temporary database, told about the target (the temporary is
    /// removed): "database or disk is full", "file too large", …
    static func writeFailure(_ error: DatabaseError, target: String) -> StoreError {
        var detail = error.message
        if error.code == 13 { detail = "the disk is full" }          // SQLITE_FULL
        else if error.code == 10 { detail = "an I/O error (\(error.message)); the disk may be full or a file size limit reached" }
        return .writeFailed(path: target, detail: detail)
    }

    /// FTS5's in-memory hash while building (bytes of pending index data), and its default.
    static let buildHashSize = 16 << 20
    static let defaultHashSize = 1 << 20

    /// Documents parsed on `workers` threads, at most `window` ahead of the consumer, handed
    /// over in order. A worker that finishes a document takes the next one at once (no batch
    /// boundary at which every thread waits for the slowest document of the batch).
    private final class ParsePipeline: @unchecked Sendable {
        let count: Int
        let workers: Int
        /// Slot i is written once by the worker that claimed i, before `ready[i]` is signalled,
        /// and read once by the consumer after waiting for it.
        private let slots: UnsafeMutablePointer<Prepared?>
        private let ready: [DispatchSemaphore]
        /// Free places in the window.
        private let space: DispatchSemaphore
        /// Guards `next` and `stopped`.
        private let lock = DispatchSemaphore(value: 1)
        private var next = 0
        private var stopped = false
        private let running = DispatchGroup()
        /// Documents written, to be freed by a parsing thread (guarded by `lock`): freeing a
        /// document's thousands of strings is work the writing thread need not do.
        private var written: [Prepared] = []
        private var threads: [WorkerThread] = []
        private let work: @Sendable (Int) -> Prepared
        private var finished = false

        init(count: Int, workers: Int, window: Int, work: @escaping @Sendable (Int) -> Prepared) {
            self.count = count
            self.workers = max(1, workers)
            self.work = work
            slots = .allocate(capacity: max(1, count))
            slots.initialize(repeating: nil, count: max(1, count))
            ready = (0..<count).map { _ in DispatchSemaphore(value: 0) }
            // libdispatch traps (SIGILL) when a semaphore is freed with a value below the one it
            // was created with: after an error in the document loop, claimed places of the window
            // are never given back. Created at 0 and raised by signals, it may be freed at any value.
            space = DispatchSemaphore(value: 0)
            for _ in 0..<max(1, window) { space.signal() }
            for _ in 0..<self.workers {
                // Parsing yields the CPU to the writing thread, the critical path: with more
                // runnable threads than cores, the scheduler would otherwise share a core
                // between the writer and a parser that is only filling the window ahead.
                if let thread = WorkerThread.start({ [self] in
                    WorkerThread.lowerPriority()
                    drain()
                }) {
                    threads.append(thread)
                } else {
                    DispatchQueue.global().async(group: running) { [self] in drain() }
                }
            }
        }

        /// Claims and parses documents until none is left or the pipeline is stopped.
        private func drain() {
            while true {
                space.wait()
                lock.wait()
                let i = next
                next += 1
                let stop = stopped
                var garbage: [Prepared] = []
                swap(&garbage, &written)
                lock.signal()
                garbage.removeAll()
                guard i < count, !stop else {
                    space.signal()   // pass the wake-up on to the next waiting worker
                    return
                }
                slots[i] = work(i)
                ready[i].signal()
            }
        }

        /// Document i; call once per document, in order.
        func take(_ i: Int) -> Prepared {
            ready[i].wait()
            let prepared = slots[i]!
            slots[i] = nil
            space.signal()
            return prepared
        }

        /// Hands a written document back, to be freed on a parsing thread.
        func recycle(_ prepared: Prepared) {
            lock.wait()
            written.append(prepared)
            lock.signal()
        }

        /// Stops the workers (early, after an error) and waits for them; idempotent.
        func finish() {
            guard !finished else { return }
            finished = true
            lock.wait()
            stopped = true
            lock.signal()
            for _ in 0..<workers { space.signal() }
            for thread in threads { thread.join() }
            running.wait()
        }

        deinit {
            finish()
            slots.deinitialize(count: max(1, count))
            slots.deallocate()
        }
    }

    /// A document read and parsed, ready to be written.
    private enum Prepared: Sendable {
        case unreadable(FileSystemError)
        case parsed(ParsedDocument, bytes: Int, rows: [RuleRow], repairs: [RepairGroup], facts: [GroupFacts])
    }

    static let cores = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))

    private static func prepare(_ name: String, corpus: CorpusSource, labels: [String: [String]]) -> Prepared {
        let bytes: [UInt8]
        do { bytes = try corpus.load(name) } catch { return .unreadable(error) }
        let parsed = DocumentParser.parse(name: name, bytes: bytes, manifest: corpus.manifest.document(named: name),
                                          catalog: corpus.catalog)
        // The rules' derived columns are built here too, off the writing thread.
        // With the index's tokens (the FTS5 tokenizer replays them on the writing thread).
        let recorder = TokenRecorder.forCurrentThread
        let rows = parsed.rules.map { RuleRow($0, catalogLabels: labels, recorder: recorder) }
        // And what grouping takes from each rule's text (Rules/GroupsAligner.swift).
        let facts = parsed.rules.map { GroupFacts(text: $0.text) }
        return .parsed(parsed, bytes: bytes.count, rows: rows, repairs: RepairGroup.groups(parsed.repairs), facts: facts)
    }

    private static func ingestDocument(_ name: String, _ prepared: Prepared, ordinal: Int, corpus: CorpusSource,
                                       writer: inout Writer) throws(DatabaseError) -> DocumentSummary {
        let meta = corpus.manifest.document(named: name)
        let bytes: Int
        let parsed: ParsedDocument
        let rows: [RuleRow]
        let repairGroups: [RepairGroup]
        let facts: [GroupFacts]
        switch prepared {
        case .parsed(let p, let count, let r, let g, let f):
            parsed = p
            bytes = count
            rows = r
            repairGroups = g
            facts = f
        case .unreadable(let error):
            let diagnostic = Diagnostic(severity: .error, code: "unreadable", file: name, message: error.description)
            try writer.writeDiagnostics([diagnostic], document: name)
            return DocumentSummary(name: name, lang: Lang(rawValue: meta?.lang ?? "") ?? .en, title: meta?.title ?? name,
                                   bytes: 0, rules: 0, byKind: [:], byBar: [:], repairs: [:],
                                   diagnostics: [diagnostic], ingested: false)
        }
        try writer.writeDocument(parsed, meta: meta, bytes: bytes, ordinal: ordinal)
        writer.groups.beginDocument(name)
        try writer.writeRules(parsed.rules, rows: rows, facts: facts)
        try writer.writeRepairs(repairGroups, document: name)
        try writer.writeDiagnostics(parsed.diagnostics, document: name)

        // (read in place: no copy of each Rule)
        let byKind = tally(parsed.rules.count) { parsed.rules[$0].kind }
        let byBar = tally(parsed.rules.count) { parsed.rules[$0].primaryBar }
        let repairs = tally(parsed.repairs.count) { parsed.repairs[$0].kind }
        let usable = !parsed.diagnostics.contains { $0.severity == .error }
        return DocumentSummary(name: name, lang: parsed.lang, title: parsed.title, bytes: bytes,
                               rules: parsed.rules.count, byKind: byKind, byBar: byBar, repairs: repairs,
                               diagnostics: parsed.diagnostics, ingested: usable, coverage: parsed.coverage)
    }
}

/// How many of the keys `key(0..<n)` are each key. A run of equal keys is counted before the
/// dictionary is asked: a key backed by a String (`RuleKind`, `Bar`, `RepairKind`) hashes its raw
/// value at each lookup, and a document's rules and repairs come in runs of one kind.
func tally<Key: Hashable>(_ n: Int, _ key: (Int) -> Key) -> [Key: Int] {
    var out: [Key: Int] = [:]
    var i = 0
    while i < n {
        let k = key(i)
        var j = i + 1
        while j < n, key(j) == k { j += 1 }
        out[k, default: 0] += j - i
        i = j
    }
    return out
}

/// Prepared inserts for one build.
struct Writer {
    let db: Database
    let insertRule: Statement
    /// Each rule is indexed as it is written (rules_fts is an external-content table over
    /// rules, fed the same values), so that tokenizing overlaps the parsing of the documents
    /// ahead instead of running alone in a 'rebuild' at the end.
    let insertFTS: Statement
    let insertBar: Statement
    let insertItem: Statement
    let insertRepair: Statement
    let insertDiagnostic: Statement
    let analyzer = Analyzer()
    /// The rules' index tokens, recorded on the parsing threads, replayed by the FTS5 tokenizer
    /// on this thread (made the thread's replay for the document loop).
    let replay = TokenReplay()
    var seenIDs = TakenIDs()
    /// Each written rule's scope bits, by rowid (for RankStats).
    var rankMasks: [UInt8] = []
    /// What grouping needs of each written rule (GroupsBuilder, in the ingest tail).
    var groups = GroupCollector()

    init(db: Database) throws(DatabaseError) {
        self.db = db
        insertRule = try db.prepare("""
            INSERT INTO rules(id, primary_bar, bars, kind, modality, lang, document, heading, line_start, line_end,
                              ordinal, headline, text, items, symbols, flags, keywords, facets, checksum)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        insertFTS = try db.prepare("INSERT INTO rules_fts(rowid, headline, text, keywords, facets) VALUES (?, ?, ?, ?, ?)")
        insertBar = try db.prepare("INSERT OR IGNORE INTO rule_bars(rule, bar, position) VALUES (?, ?, ?)")
        insertItem = try db.prepare("INSERT OR IGNORE INTO rule_items(rule, item) VALUES (?, ?)")
        insertRepair = try db.prepare("INSERT INTO repairs(document, kind, count, entries) VALUES (?, ?, ?, ?)")
        insertDiagnostic = try db.prepare("""
            INSERT INTO diagnostics(document, severity, code, line, byte_offset, message, excerpt)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            """)
    }

    /// The catalog: each item's labels as the buttons show them, and the other forms the texts
    /// use as its aliases (`ItemForms`).
    mutating func writeCatalog(_ catalog: ItemCatalog) throws(DatabaseError) {
        let insert = try db.prepare("""
            INSERT OR REPLACE INTO items(identifier, swift_name, short_name, family, bars, labels_ru, labels_zh, labels_en,
                                         aliases_ru, aliases_zh, aliases_en, ordinal)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        for (i, item) in catalog.items.enumerated() {
            let forms = ItemForms.forms(of: item, analyzer: analyzer)
            var values: [any DatabaseValueConvertible] = [item.identifier, item.swiftName, item.shortName, item.family,
                                                          Store.join(item.bars)]
            for lang in ["ru", "zh", "en"] { values.append(Store.join(forms[lang]?.labels ?? [])) }
            for lang in ["ru", "zh", "en"] { values.append(Store.join(forms[lang]?.aliases ?? [])) }
            values.append(i)
            try insert.run(values)
        }
    }

    func writeGlossary(_ glossary: Glossary) throws(DatabaseError) {
        let insert = try db.prepare("INSERT INTO glossary_terms(concept, type, lang, term, tokens) VALUES (?, ?, ?, ?, ?)")
        for concept in glossary.concepts {
            for lang in concept.terms.keys.sorted() {
                for term in concept.terms[lang] ?? [] {
                    let tokens = analyzer.tokens(term, mode: .query).filter { !$0.colocated }.map(\.token)
                    guard !tokens.isEmpty else { continue }
                    try insert.run([concept.id, concept.type, lang, term, tokens.joined(separator: " ")])
                }
            }
        }
    }

    func writeDocument(_ parsed: ParsedDocument, meta: Manifest.Document?, bytes: Int, ordinal: Int) throws(DatabaseError) {
        try db.execute("""
            INSERT OR REPLACE INTO documents(name, lang, title, origin, source, era, bytes, ordinal)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """, [parsed.name, parsed.lang.rawValue, parsed.title, meta?.origin, meta?.source, meta?.era, bytes, ordinal])
    }

    /// The text parameters of `insertRule` and of `insertFTS`, by the column they take.
    static let ruleTextParameters: [(RuleRow.Column, Int32)] = [
        (.primaryBar, 2), (.bars, 3), (.kind, 4), (.modality, 5), (.lang, 6), (.document, 7), (.heading, 8),
        (.headline, 12), (.text, 13), (.items, 14), (.symbols, 15), (.flags, 16), (.keywords, 17), (.facets, 18),
    ]
    static let indexTextParameters: [(RuleRow.Column, Int32)] = [(.headline, 2), (.text, 3), (.keywords, 4), (.facets, 5)]

    /// `rows[i]` holds the text columns of `rules[i]` (see `RuleRow`), `facts[i]` what grouping
    /// takes from its text.
    mutating func writeRules(_ rules: [Rule], rows: [RuleRow], facts: [GroupFacts]) throws(DatabaseError) {
        // The rules are read in place, through a buffer pointer: a copy of each Rule (which
        // `rules[i]` passed as an argument makes) retains and releases its dozen strings and
        // arrays on this thread, the critical one.
        try rules.withUnsafeBufferPointer { (rules) throws(DatabaseError) in
            for i in rules.indices {
                let id = uniqueID(rules[i].id)
                let s = insertRule
                let f = insertFTS
                let rowid = try rows[i].withColumns(replay: replay) { c throws(DatabaseError) -> Int64 in
                    // The text columns are bound without a copy: both statements run in here.
                    s.reset()
                    try s.bind(id, at: 1)
                    for (column, index) in Self.ruleTextParameters { try c.bind(column, to: s, at: index) }
                    try s.bind(rules[i].lines.start, at: 9)
                    try s.bind(rules[i].lines.end, at: 10)
                    try s.bind(rules[i].ordinal, at: 11)
                    // Integrity (migration 008): the row's checksum over the columns readers print.
                    // (All but the id hashed on the parsing thread.)
                    try s.bind(Store.ruleChecksum(id: id, prefix: rows[i].checksumPrefix), at: 19)
                    try s.run()
                    let rowid = db.lastInsertRowID
                    f.reset()
                    try f.bind(rowid, at: 1)
                    for (column, index) in Self.indexTextParameters { try c.bind(column, to: f, at: index) }
                    try f.run()
                    return rowid
                }
                if rowid >= 0 && rowid < Int64(Int32.max) {
                    let r = Int(rowid)
                    if rankMasks.count <= r { rankMasks.append(contentsOf: repeatElement(0, count: r + 1 - rankMasks.count)) }
                    rankMasks[r] = RankStats.mask(of: rules[i].bars, lang: rules[i].lang)
                }
                groups.add(rules[i], id: id, rowid: rowid, facts: facts[i])
                for (position, bar) in rules[i].bars.enumerated() {
                    insertBar.reset()
                    try insertBar.bind(rowid, at: 1)
                    try insertBar.bind(bar.rawValue, at: 2)
                    try insertBar.bind(position, at: 3)
                    try insertBar.run()
                }
                for item in rules[i].items {
                    insertItem.reset()
                    try insertItem.bind(rowid, at: 1)
                    try insertItem.bind(item, at: 2)
                    try insertItem.run()
                }
            }
        }
    }

    /// Ids are content hashes, unique within a document (RuleIdentity.assign). In the rare case two
    /// documents' rules share one (48 bits of hash), the rule of the document whose name sorts
    /// later takes the next free `RuleIdentity.disambiguated` id: documents are written in name
    /// order, so this depends on the two documents only, never on the others or on their order.
    mutating func uniqueID(_ id: String) -> String {
        // As RuleIdentity.unique does, over a set of packed ids.
        if seenIDs.insert(id) { return id }
        var n = 1
        while true {
            let candidate = RuleIdentity.disambiguated(id, n)
            if seenIDs.insert(candidate) { return candidate }
            n += 1
        }
    }

    func writeRepairs(_ groups: [RepairGroup], document: String) throws(DatabaseError) {
        let s = insertRepair
        for group in groups {
            s.reset()
            try s.bind(document, at: 1)
            try s.bind(group.kind, at: 2)
            try s.bind(group.count, at: 3)
            try s.bind(group.entries, at: 4)
            try s.run()
        }
    }

    func writeDiagnostics(_ diagnostics: [Diagnostic], document: String) throws(DatabaseError) {
        for d in diagnostics {
            try insertDiagnostic.run([document, d.severity.rawValue, d.code, d.line, d.byteOffset, d.message, d.excerpt])
        }
    }

    func finish(corpus: CorpusSource) throws(DatabaseError) {
        // rules_fts was filled row by row in writeRules: no 'rebuild' here.
        let meta: [(String, String)] = [
            ("corpus_origin", corpus.origin.description),
            ("corpus_fingerprint", corpus.fingerprint ?? ""),
            ("barguide_version", BarGuideVersion.string),
            ("sqlite_version", Database.libraryVersion),
        ]
        for (k, v) in meta { try db.execute("INSERT OR REPLACE INTO meta(key, value) VALUES (?, ?)", [k, v]) }
    }
}

/// A document's repairs of one kind, as the `repairs` table stores them (migration 006): built
/// on the parsing threads, so the writing thread inserts one row per kind, not one per repair.
struct RepairGroup: Sendable, Equatable {
    var kind: String
    var count: Int
    /// JSON `[[line, excerpt], …]`, in the order the repairs were made.
    var entries: String

    /// The kinds in the order of their names (the table's key order).
    static let keyOrder = RepairKind.allCases.sorted { $0.rawValue < $1.rawValue }

    /// One group per kind present, in `keyOrder`. The JSON is written directly (what
    /// `JSONValue.array(…).serialized()` gives, without building the values).
    static func groups(_ repairs: [Repair]) -> [RepairGroup] {
        guard !repairs.isEmpty else { return [] }
        var entries = [[UInt8]](repeating: [], count: keyOrder.count)
        var counts = [Int](repeating: 0, count: keyOrder.count)
        for r in repairs {
            guard let k = keyOrder.firstIndex(of: r.kind) else { continue }   // every kind is in keyOrder
            entries[k].append(counts[k] == 0 ? UInt8(ascii: "[") : UInt8(ascii: ","))
            entries[k].append(UInt8(ascii: "["))
            entries[k].append(contentsOf: String(r.line).utf8)
            entries[k].append(UInt8(ascii: ","))
            JSONValue.writeString(r.excerpt, to: &entries[k])
            entries[k].append(UInt8(ascii: "]"))
            counts[k] += 1
        }
        return keyOrder.indices.compactMap { k in
            guard counts[k] > 0 else { return nil }
            entries[k].append(UInt8(ascii: "]"))
            return RepairGroup(kind: keyOrder[k].rawValue, count: counts[k],
                               entries: String(decoding: entries[k], as: UTF8.self))
        }
    }
}

/// The text columns of a rule's row, UTF-8, one after another in one buffer: built on the
/// parsing threads (list columns joined, the index's keywords and facets), so that the writing
/// thread binds slices of it without copying (`Statement.bind(noCopy:)`).
struct RuleRow: Sendable {
    enum Column: Int, CaseIterable {
        case primaryBar, bars, kind, modality, lang, document, heading, headline, text, items, symbols, flags
        /// What the index sees besides headline and text: heading, items with their catalog labels, symbols.
        case keywords
        case facets
    }

    private(set) var bytes: [UInt8] = []
    /// Where each column ends in `bytes`, in `Column` order (each starts where the one before ends).
    private(set) var ends: [Int] = []
    let hasModality: Bool
    /// The checksum of the row but its id (`Store.ruleChecksumPrefix`): the writer adds the id.
    private(set) var checksumPrefix = RowChecksum()
    /// The index's tokens of `indexedColumns`, recorded on the parsing thread (`TokenRecorder`),
    /// for the FTS5 tokenizer to replay on the writing thread (`TokenReplay`): their bytes, their
    /// entries, and where each column's tokens end (in tokens). Empty when not recorded.
    private(set) var tokenText: [UInt8] = []
    private(set) var tokenEntries: [RecordedToken] = []
    private(set) var tokenEnds: SIMD4<Int32> = .zero
    var hasTokens: Bool { !tokenEntries.isEmpty }

    /// The columns rules_fts indexes, in its order (`Writer.indexTextParameters`).
    static let indexedColumns: [Column] = [.headline, .text, .keywords, .facets]
    /// Which of them repeat enough from rule to rule for the recorder's memo (`TokenMemo`): all
    /// but the text (a 131,000-rule corpus has 75,534 distinct headlines, 14,320 keyword lists,
    /// 487 facet lists, and 125,490 texts).
    static let memoizedColumns: [Bool] = [true, false, true, true]

    /// `recorder`: record the index's tokens too (see `tokenText`).
    init(_ rule: Rule, catalogLabels: [String: [String]], recorder: TokenRecorder? = nil) {
        hasModality = rule.modality != nil
        bytes.reserveCapacity(2 * (rule.text.utf8.count + rule.headline.utf8.count) + 256)
        ends.reserveCapacity(Column.allCases.count)
        let listSeparator = [Store.separatorByte]
        add(rule.primaryBar.rawValue)
        add(rule.bars.map(\.rawValue), separator: listSeparator)
        add(rule.kind.rawValue)
        add(rule.modality?.rawValue ?? "")
        add(rule.lang.rawValue)
        add(rule.document)
        add(rule.heading, separator: listSeparator)
        add(rule.headline)
        add(rule.text)
        add(rule.items, separator: listSeparator)
        add(rule.symbols, separator: listSeparator)
        add(rule.flags, separator: listSeparator)
        var keywordList = rule.heading
        for item in rule.items { keywordList.append(item); keywordList += catalogLabels[item] ?? [] }
        keywordList += rule.symbols
        add(keywordList, separator: Array(" \u{2022} ".utf8))
        add(Facets.tokens(for: rule), separator: [UInt8(ascii: " ")])
        bytes.append(0)   // after the last column: the buffer is never empty, so it has an address
        let lines = rule.lines, ordinal = rule.ordinal
        let (prefix, text, entries, tokenEnds) = bytes.withUnsafeBufferPointer { buffer in
            let columns = Columns(base: buffer.baseAddress!, ends: ends, hasModality: hasModality)
            let prefix = Store.ruleChecksumPrefix(columns, lines: lines, ordinal: ordinal)
            var text: [UInt8] = [], entries: [RecordedToken] = [], tokenEnds = SIMD4<Int32>.zero
            if let recorder {
                // All indexed columns in one call: one copy out of the recorder's scratch buffers.
                let recorded = recorder.record(buffer, columns: RuleRow.indexedColumns.map { RuleRow.range(of: $0, in: ends) },
                                               memoized: RuleRow.memoizedColumns)
                text = recorded.text
                entries = recorded.entries
                for (k, n) in recorded.ends.enumerated() { tokenEnds[k] = Int32(n) }
            }
            return (prefix, text, entries, tokenEnds)
        }
        checksumPrefix = prefix
        tokenText = text
        tokenEntries = entries
        self.tokenEnds = tokenEnds
    }

    private mutating func add(_ value: String) {
        bytes.append(contentsOf: value.utf8)
        ends.append(bytes.count)
    }

    private mutating func add(_ list: [String], separator: [UInt8]) {
        for (i, value) in list.enumerated() {
            if i > 0 { bytes.append(contentsOf: separator) }
            bytes.append(contentsOf: value.utf8)
        }
        ends.append(bytes.count)
    }

    /// Where `column` lies in `bytes`.
    static func range(of column: Column, in ends: [Int]) -> Range<Int> {
        (column.rawValue == 0 ? 0 : ends[column.rawValue - 1])..<ends[column.rawValue]
    }

    /// A column as a String (tests, and anything off the hot path).
    func string(_ column: Column) -> String {
        String(decoding: bytes[RuleRow.range(of: column, in: ends)], as: UTF8.self)
    }

    /// Calls `body` with a binder of this row's columns, valid only inside `body`: run the
    /// statements there. With `replay`, the recorded tokens of the indexed columns are offered to
    /// the FTS5 tokenizer during `body` (and withdrawn after).
    func withColumns<R>(replay: TokenReplay? = nil, _ body: (Columns) throws(DatabaseError) -> R) throws(DatabaseError) -> R {
        let result: Result<R, DatabaseError> = bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { preconditionFailure("RuleRow.bytes is never empty") }
            let columns = Columns(base: base, ends: ends, hasModality: hasModality)
            func run() -> Result<R, DatabaseError> {
                do throws(DatabaseError) { return .success(try body(columns)) } catch { return .failure(error) }
            }
            guard let replay, hasTokens else { return run() }
            return tokenText.withUnsafeBufferPointer { text in
                tokenEntries.withUnsafeBufferPointer { entries in
                    // A row of no token bytes at all (only empty columns) has nothing to replay.
                    guard let textBase = text.baseAddress ?? UnsafePointer(base), let entryBase = entries.baseAddress else {
                        return run()
                    }
                    var first: Int32 = 0
                    for (k, column) in RuleRow.indexedColumns.enumerated() {
                        let range = RuleRow.range(of: column, in: ends)
                        replay.offer(source: base + range.lowerBound, count: range.count, text: textBase,
                                     entries: entryBase + Int(first),
                                     tokenCount: Int(tokenEnds[k] - first))
                        first = tokenEnds[k]
                    }
                    defer { replay.clear() }
                    return run()
                }
            }
        }
        return try result.get()
    }

    struct Columns {
        let base: UnsafePointer<UInt8>
        let ends: [Int]
        let hasModality: Bool

        /// Binds `column` at `index` of `statement`, without copying.
        func bind(_ column: Column, to statement: Statement, at index: Int32) throws(DatabaseError) {
            if column == .modality && !hasModality {
                try statement.bind(nil as String?, at: index)
                return
            }
            let range = RuleRow.range(of: column, in: ends)
            try statement.bind(noCopy: base + range.lowerBound, count: range.count, at: index)
        }
    }

    /// Item identifier -> its short name and labels as the texts use them (labels by language
    /// code, in code order), as the keywords list them. A later catalog entry with the same
    /// identifier wins, as in the items table.
    static func catalogLabels(_ catalog: ItemCatalog) -> [String: [String]] {
        var labels: [String: [String]] = [:]
        for item in catalog.items {
            labels[item.identifier] = [item.shortName] + item.labels.keys.sorted().flatMap { item.labels[$0] ?? [] }
        }
        return labels
    }
}

public enum BarGuideVersion {
    public static let string = "0.1.0"
}

/// The rule ids taken so far in a build. An id of the usual shape, "<bar>.<12 hex digits>", is
/// kept exactly as one UInt64 (the bar's place in `Bar.allCases`, then the 48 bits); any other
/// as its string. A set of strings costs the writing thread much more: each lookup hashes the
/// string and compares it through a pointer to its storage, and each growth rehashes them all.
struct TakenIDs {
    private var packed = Set<UInt64>()
    private var other = Set<String>()

    /// Inserts `id`; false when it was taken already.
    mutating func insert(_ id: String) -> Bool {
        if let key = TakenIDs.pack(id) { return packed.insert(key).inserted }
        return other.insert(id).inserted
    }

    var count: Int { packed.count + other.count }

    private static let bars: [[UInt8]] = Bar.allCases.map { Array($0.rawValue.utf8) }

    /// The packed form of an id of the usual shape (lowercase hex, as RuleIdentity writes it), else nil.
    static func pack(_ id: String) -> UInt64? {
        var id = id
        return id.withUTF8 { bytes -> UInt64? in
            let digits = RuleIdentity.digits
            let n = bytes.count
            guard n > digits + 1, bytes[n - digits - 1] == UInt8(ascii: "."), digits <= 12 else { return nil }
            let barLength = n - digits - 1
            guard let bar = bars.firstIndex(where: { $0.count == barLength && $0.elementsEqual(bytes[0..<barLength]) }) else {
                return nil
            }
            var value: UInt64 = 0
            for k in (n - digits)..<n {
                let b = bytes[k]
                let digit: UInt8
                switch b {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = b - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = b - UInt8(ascii: "a") + 10
                default: return nil
                }
                value = value << 4 | UInt64(digit)
            }
            return UInt64(bar) << 48 | value
        }
    }
}

