import SQLiteKit
#if canImport(Glibc)
import Glibc
#endif

/// `barguide verify`: SQLite's quick_check, FTS5's integrity-check and BarGuide's own invariants.
public struct VerifyReport: Sendable {
    public struct Check: Sendable {
        public var name: String
        /// Empty when the check passed.
        public var findings: [String]
        public var passed: Bool { findings.isEmpty }
    }

    public var database: String
    public var rules: Int
    public var checks: [Check]
    public var passed: Bool { checks.allSatisfy(\.passed) }
}

extension Store {
    /// At most this many findings are listed per check (the count says how many more).
    static let findingLimit = 20

    /// Runs every check; never throws for what it finds (that is the report), only when the
    /// database cannot be read at all.
    public static func verify(_ path: String) throws(StoreError) -> VerifyReport {
        switch FileSystem.kind(path) {
        case .missing: throw .missing(path: path)
        case .regular: break
        case .directory: throw .corrupt(path: path, detail: "it is a directory")
        case let other: throw .notAFile(path: path, what: other.description)
        }
        // Read-write where possible: FTS5's integrity-check is an INSERT command (it changes
        // nothing). A connection of its own: nothing is upgraded or rebuilt by verify.
        let writable = access(path, W_OK) == 0 && FileSystem.isWritableDirectory(FileSystem.directoryName(path))
        let db = try connect(path, mode: writable ? .readWrite : .readOnly)
        var checks: [VerifyReport.Check] = []
        var rules = 0

        func check(_ name: String, _ body: (inout [String]) throws(DatabaseError) -> Void) {
            var findings: [String] = []
            do { try body(&findings) } catch { findings.append(error.message) }
            if findings.count > findingLimit {
                let more = findings.count - findingLimit
                findings = Array(findings.prefix(findingLimit)) + ["… and \(more) more"]
            }
            checks.append(VerifyReport.Check(name: name, findings: findings))
        }

        check("sqlite quick_check") { f throws(DatabaseError) in
            for row in try db.rows("PRAGMA quick_check") {
                if let s = row.string(0), s != "ok" { f.append(s) }
            }
        }
        var applied: [String] = []
        check("schema") { f throws(DatabaseError) in
            applied = try db.rows("SELECT name FROM schema_migrations ORDER BY number").compactMap { $0.string(0) }
            let known = Set(knownMigrationNames)
            for name in applied where !known.contains(name) { f.append("unknown migration \(name) (written by a newer BarGuide)") }
            let missing = knownMigrationNames.filter { !applied.contains($0) }
            if !missing.isEmpty { f.append("older schema, without \(missing.joined(separator: ", ")) (upgraded by the next read where writable)") }
        }
        guard checks.allSatisfy({ $0.passed || $0.name == "schema" }) || applied.contains("001_rules") else {
            return VerifyReport(database: path, rules: 0, checks: checks)
        }
        check("full-text index (FTS5 integrity-check)") { f throws(DatabaseError) in
            guard writable else { f.append("not run: the database or its directory is read-only"); return }
            try db.execute("INSERT INTO rules_fts(rules_fts, rank) VALUES ('integrity-check', 1)")
            let count = try db.scalar("SELECT count(*) FROM rules")
            let indexed: Int64?
            if case .blob(let record)? = try db.scalar("SELECT block FROM rules_fts_data WHERE id = 1") {
                indexed = varint(record)
            } else { indexed = nil }
            if case .integer(let n)? = count, indexed != n {
                f.append("the index holds \(indexed.map(String.init) ?? "no") rows for \(n) rules")
            }
        }
        let hasChecksums = applied.contains(checksumMigration)
        var checksumFindings: [String] = []
        check("rules (enums, required values)") { f throws(DatabaseError) in
            let statement = try db.prepare("SELECT \(ruleColumnList(checksum: hasChecksums)), r.primary_bar, r.rowid FROM rules r ORDER BY r.rowid")
            let n = ruleColumns.count + 1 + (hasChecksums ? 1 : 0)  // after the rule columns, its group and its checksum
            while let row = try statement.step() {
                rules += 1
                do throws(DatabaseError) {
                    let (rule, computed) = try Store.decodeRule(from: row, offset: 0, checksum: hasChecksums)
                    if hasChecksums && !checksumMatches(row[ruleColumns.count + 1], computed) {
                        checksumFindings.append("rule \(rule.id) (row \(row.int(n + 1).map(String.init) ?? "?")): "
                                                + "its content does not match its checksum")
                    }
                    if row.string(n) != rule.primaryBar.rawValue {
                        f.append("rule \(rule.id): primary_bar '\(row.string(n) ?? "NULL")' is not its first bar")
                    }
                    if rule.kind != .guideline && rule.modality != nil {
                        f.append("rule \(rule.id): a modality on a \(rule.kind.rawValue)")
                    }
                } catch {
                    f.append("row \(row.int(n + 1).map(String.init) ?? "?"): \(error.message)")
                }
            }
        }
        check("row checksums (rules, documents; migration 008)") { f throws(DatabaseError) in
            guard hasChecksums else {
                f.append("absent: the database predates migration \(checksumMigration), so damage inside a row's "
                         + "content cannot be found (the next read where it is writable adds them; 'barguide ingest' rebuilds it)")
                return
            }
            f += checksumFindings
            let columns = documentChecksumColumns.joined(separator: ", ")
            for row in try db.rows("SELECT \(columns), checksum FROM documents ORDER BY ordinal") {
                do throws(StoreError) { try checkDocumentChecksum(row, offset: 0, path: path) } catch {
                    f.append("document \(row.string(0) ?? "?"): its content does not match its checksum")
                }
            }
        }
        check("system items (family, bars, required values)") { f throws(DatabaseError) in
            let store = Store(db: db, collector: nil, path: path)
            do throws(StoreError) { _ = try store.items() } catch {
                if case .invalidRow(_, let detail) = error { f.append(detail) } else { f.append(error.message) }
            }
        }
        check("counts (rule_bars, documents, rank_stats)") { f throws(DatabaseError) in
            let barRows = try db.scalar("SELECT count(*) FROM rule_bars")
            let orphans = try db.scalar("SELECT count(*) FROM rules r WHERE NOT EXISTS (SELECT 1 FROM documents d WHERE d.name = r.document)")
            if case .integer(let o)? = orphans, o > 0 { f.append("\(o) rules of documents missing from the documents table") }
            let missingBars = try db.scalar("SELECT count(*) FROM rules r WHERE NOT EXISTS (SELECT 1 FROM rule_bars b WHERE b.rule = r.rowid)")
            if case .integer(let m)? = missingBars, m > 0 { f.append("\(m) rules without a row in rule_bars") }
            if case .integer(0)? = barRows, rules > 0 { f.append("rule_bars is empty") }
            guard applied.contains("005_rank_stats") else { return }
            guard let row = try db.rows("SELECT bar_order, length(lengths), length(bars) FROM rank_stats WHERE id = 1").first else {
                if rules > 0 { f.append("rank_stats is empty (run 'barguide ingest' for the one-pass search)") }
                return
            }
            let top = try db.scalar("SELECT coalesce(max(rowid), 0) + 1 FROM rules")
            guard case .integer(let size)? = top else { return }
            if row.string(0) != RankStats.barOrder { f.append("rank_stats has bar order '\(row.string(0) ?? "NULL")'") }
            if row.int(1) != Int(size) * 4 || row.int(2) != Int(size) {
                f.append("rank_stats covers \((row.int(2) ?? 0)) rowids, the rules table \(size)")
            } else if let stats = RankStats.load(db) {
                let statement = try db.prepare("SELECT rowid, bars, id, lang FROM rules")
                while let r = try statement.step() {
                    guard let rowid = r.int(0), rowid < stats.masks.count else { continue }
                    let bars = split(r.string(1)).compactMap(Bar.init(rawValue:))
                    // scope bits, and the language in the top two bits (the search's language tiers)
                    guard let lang = r.string(3).flatMap(Lang.init(rawValue:)) else { continue }  // reported by the rules check
                    if stats.masks[rowid] != RankStats.mask(of: bars, lang: lang) {
                        f.append("rule \(r.string(2) ?? "?"): rank_stats scope and language bits differ from its bars and language")
                    }
                }
            }
        }
        return VerifyReport(database: path, rules: rules, checks: checks)
    }
}
