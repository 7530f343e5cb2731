// Search collapse: a post-processing step over the search engine's hits. A guideline group
// (the same guideline in several languages, editions or copies) is shown once, as its best
// hit; the others are its variants. Totals, paging and the scope counts then count groups.
//
// How it plugs in (SearchCommand): instead of `engine.search(request)`, call
// `GroupCollapse.search(engine, request)`; print `collapsed.result` as before and, per hit,
// `collapsed.variants[hit.rule.id]`; JSON gets `"counting"` and each result `"variants"`.
// `--no-collapse` keeps the plain search (`"counting": "rules"`).
import SQLiteKit

/// A search whose hits are guideline groups.
public struct CollapsedSearch: Sendable, Equatable {
    /// The page: one hit per group (its best), `total`, `offset` and `counts` in groups.
    public var result: SearchResult
    /// For each shown hit (by rule id): the other hits of its group, best first.
    public var variants: [String: [SearchHit]]
    /// "groups", or "rules" for a database without groups (built before migration 007).
    public var counting: String
}

public enum GroupCollapse {
    /// The most hits read to collapse one page.
    public static let maxWindow = 2_000

    /// The engine request whose hits a collapsed page is made from: from the first hit, enough
    /// rules for `request`'s page of groups (a group rarely has more than 3 matching variants).
    public static func window(for request: SearchRequest) -> SearchRequest {
        var wide = request
        wide.offset = 0
        wide.limit = min(maxWindow, max(50, (request.offset + request.limit) * 4))
        return wide
    }

    /// Runs `request` on `engine` with groups collapsed.
    public static func search(_ engine: SearchEngine, _ request: SearchRequest) throws(SearchError) -> CollapsedSearch {
        let store = engine.store
        let hasGroups: Bool
        do { hasGroups = try store.hasGroups(store.db) } catch { throw .store(StoreError.from(error, path: store.path)) }
        let wideRequest = window(for: request)
        // The one-pass path: the window is collapsed on the ranked rows by their group numbers,
        // and only the page (with snippets) and its variants are read.
        if hasGroups, let numbers = loadGroupNumbers(store), let masks = store.rankStats?.masks {
            var shownRows: [Int] = []
            var variantRows: [Int: [Int]] = [:]
            let run = try engine.search(wideRequest) { ranked in
                var firstOfGroup: [UInt32: Int] = [:]
                for row in ranked.prefix(wideRequest.limit) {
                    let g = row.rowid >= 0 && row.rowid < numbers.count ? numbers[row.rowid] : 0
                    guard g > 0 else { shownRows.append(row.rowid); continue }
                    if let first = firstOfGroup[g] {
                        variantRows[first, default: []].append(row.rowid)
                    } else {
                        firstOfGroup[g] = row.rowid
                        shownRows.append(row.rowid)
                    }
                }
                let page = Array(shownRows.dropFirst(request.offset).prefix(request.limit))
                return (page, page.flatMap { variantRows[$0] ?? [] })
            }
            if let ranked = run.ranked {
                let wide = run.result
                var page = wide
                page.offset = request.offset
                let windowCount = min(ranked.count, wideRequest.limit)
                let allCount = wide.counts.first { $0.scope == "all" }?.count ?? wide.total
                if windowCount >= wide.total && wide.scope == nil && allCount == wide.total {
                    page.total = shownRows.count
                    page.counts = wide.counts.map { entry in
                        guard entry.scope != "all" else { return (entry.scope, shownRows.count) }
                        guard let bar = Bar(rawValue: entry.scope) else { return (entry.scope, 0) }
                        let bit = RankStats.mask(of: bar)
                        return (entry.scope, shownRows.filter { $0 >= 0 && $0 < masks.count && masks[$0] & bit != 0 }.count)
                    }
                } else {
                    let counts = try groupCounts(engine, request, fallback: wide.fallback)
                    page.counts = wide.counts.map { ($0.scope, counts[$0.scope] ?? 0) }
                    page.total = counts[request.filters.scope?.rawValue ?? "all"] ?? shownRows.count
                }
                var pageVariants: [String: [SearchHit]] = [:]
                let pageRows = Array(shownRows.dropFirst(request.offset).prefix(request.limit))
                for (row, hit) in zip(pageRows, page.hits) {
                    pageVariants[hit.rule.id] = (variantRows[row] ?? []).compactMap { run.read[$0] }
                }
                return CollapsedSearch(result: page, variants: pageVariants, counting: "groups")
            }
            return try finish(run.result, request, hasGroups: hasGroups, engine)
        }
        return try finish(try engine.search(wideRequest), request, hasGroups: hasGroups, engine)
    }

    /// Collapses a window of hits read in full (the path of one query per count, or a database
    /// without group numbers).
    static func finish(_ wide: SearchResult, _ request: SearchRequest, hasGroups: Bool,
                       _ engine: SearchEngine) throws(SearchError) -> CollapsedSearch {
        guard hasGroups else {
            var page = wide
            page.offset = request.offset
            page.hits = Array(wide.hits.dropFirst(request.offset).prefix(request.limit))
            return CollapsedSearch(result: page, variants: [:], counting: "rules")
        }
        let (shown, variants) = collapse(wide.hits)
        var page = wide
        page.offset = request.offset
        page.hits = Array(shown.dropFirst(request.offset).prefix(request.limit))
        // Counts: exact from the hits when the window held every match, else counted in SQL.
        let allCount = wide.counts.first { $0.scope == "all" }?.count ?? wide.total
        if wide.hits.count >= wide.total && wide.scope == nil && allCount == wide.total {
            page.total = shown.count
            page.counts = wide.counts.map { entry in
                guard entry.scope != "all" else { return (entry.scope, shown.count) }
                return (entry.scope, shown.filter { $0.rule.bars.contains { $0.rawValue == entry.scope } }.count)
            }
        } else {
            let counts = try groupCounts(engine, request, fallback: wide.fallback)
            page.counts = wide.counts.map { ($0.scope, counts[$0.scope] ?? 0) }
            page.total = counts[request.filters.scope?.rawValue ?? "all"] ?? shown.count
        }
        var pageVariants: [String: [SearchHit]] = [:]
        for hit in page.hits { pageVariants[hit.rule.id] = variants[hit.rule.id] ?? [] }
        return CollapsedSearch(result: page, variants: pageVariants, counting: "groups")
    }

    /// Hits in rank order, one per group (the first, the best), and each one's variants.
    /// A hit without a group stands alone.
    public static func collapse(_ hits: [SearchHit]) -> (shown: [SearchHit], variants: [String: [SearchHit]]) {
        var shown: [SearchHit] = []
        var firstOfGroup: [String: String] = [:]
        var variants: [String: [SearchHit]] = [:]
        for hit in hits {
            guard let g = hit.rule.group else { shown.append(hit); continue }
            if let first = firstOfGroup[g] {
                variants[first, default: []].append(hit)
            } else {
                firstOfGroup[g] = hit.rule.id
                shown.append(hit)
            }
        }
        return (shown, variants)
    }

    /// Distinct groups matching the query per scope ("all" and each bar), with the request's
    /// filters (scope aside): the query's own MATCH expression joined with the groups.
    static func groupCounts(_ engine: SearchEngine, _ request: SearchRequest, fallback: String?) throws(SearchError) -> [String: Int] {
        let compiled = try engine.compileMatches(request.query)
        guard let match = fallback == "or" ? (compiled.or ?? compiled.and) : compiled.and else { return [:] }
        let f = request.filters
        let store = engine.store
        // Without option filters: the matching rowids alone (no row is read), their group numbers
        // (group_stats) and scope bits (rank_stats) from memory.
        if f.langs == .any && f.kinds.isEmpty && f.modalities.isEmpty, let masks = store.rankStats?.masks,
           let numbers = loadGroupNumbers(store) {
            do {
                return try countGroups(store, match: match, numbers: numbers, masks: masks)
            } catch {
                throw .store(StoreError.from(error, path: store.path))
            }
        }
        var conditions: [String] = []
        var args: [any DatabaseValueConvertible] = [match]
        if let lang = f.langs.condition() { conditions.append(lang.sql); args += lang.args }
        if !f.kinds.isEmpty {
            conditions.append("r.kind IN (\(f.kinds.map { _ in "?" }.joined(separator: ", ")))")
            args += f.kinds.map { $0.rawValue as any DatabaseValueConvertible }
        }
        if !f.modalities.isEmpty {
            conditions.append("r.modality IN (\(f.modalities.map { _ in "?" }.joined(separator: ", ")))")
            args += f.modalities.map { $0.rawValue as any DatabaseValueConvertible }
        }
        // The rules table (large rows) is joined only for the option filters.
        let filter = conditions.isEmpty ? "" : " AND " + conditions.joined(separator: " AND ")
        let rules = conditions.isEmpty ? "" : " JOIN rules r ON r.rowid = g.rule"
        let sql = """
            WITH m AS MATERIALIZED (SELECT g.rule AS rule, g.group_id AS grp FROM rules_fts
                       JOIN rule_groups g ON g.rule = rules_fts.rowid\(rules)
                       WHERE rules_fts MATCH ?\(filter))
            SELECT 'all', count(DISTINCT grp) FROM m
            UNION ALL
            SELECT b.bar, count(DISTINCT m.grp) FROM m JOIN rule_bars b ON b.rule = m.rule GROUP BY b.bar
            """
        let rows: [RowValues]
        do { rows = try store.db.rows(sql, args) } catch { throw .store(StoreError.from(error, path: store.path)) }
        var out: [String: Int] = [:]
        for row in rows { if let scope = row.string(0) { out[scope] = row.int(1) ?? 0 } }
        return out
    }

    /// Each rule's group number by rowid (0: none), from group_stats; nil without it.
    static func loadGroupNumbers(_ store: Store) -> [UInt32]? {
        guard let statement = try? store.db.prepare("SELECT numbers FROM group_stats WHERE id = 1"),
              let row = try? statement.step() else { return nil }
        return row.withBytes(0) { raw in
            (0..<(raw.count / 4)).map { i in
                UInt32(raw[4 * i]) | UInt32(raw[4 * i + 1]) << 8 | UInt32(raw[4 * i + 2]) << 16 | UInt32(raw[4 * i + 3]) << 24
            }
        }
    }

    /// Distinct groups among the rules matching `match`, in all scopes and per bar.
    static func countGroups(_ store: Store, match: String, numbers: [UInt32], masks: [UInt8]) throws(DatabaseError) -> [String: Int] {
        let scopes = Bar.scoped
        var seen = [[Bool]](repeating: [Bool](repeating: false, count: 0), count: scopes.count + 1)
        let groupCount = Int(numbers.max() ?? 0) + 1
        for k in seen.indices { seen[k] = [Bool](repeating: false, count: groupCount) }
        var counts = [Int](repeating: 0, count: scopes.count + 1)
        let statement = try store.db.prepare("SELECT rowid FROM rules_fts WHERE rules_fts MATCH ?")
        try statement.bind([match])
        while let row = try statement.step() {
            guard let rowid = row.int(0), rowid >= 0, rowid < numbers.count else { continue }
            let g = Int(numbers[rowid])
            guard g > 0 else { continue }
            if !seen[0][g] { seen[0][g] = true; counts[0] += 1 }
            let mask = rowid < masks.count ? masks[rowid] : 0
            for (k, bar) in scopes.enumerated() where mask & RankStats.mask(of: bar) != 0 && !seen[k + 1][g] {
                seen[k + 1][g] = true
                counts[k + 1] += 1
            }
        }
        var out = ["all": counts[0]]
        for (k, bar) in scopes.enumerated() { out[bar.rawValue] = counts[k + 1] }
        return out
    }
}
