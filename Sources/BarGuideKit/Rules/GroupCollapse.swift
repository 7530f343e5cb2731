// Search collapse: a post-processing step over the search engine's hits. A guideline group
// (the same guideline in several languages, editions or copies) is shown once per language, as
// its best hit in that language: copies and editions in one language collapse into one result
// (the others are its variants), while a translation stays a result of its own, noting its
// twins (the group's results in the other languages). Chinese is one language here, as for
// `--lang zh`: a Traditional text and a Simplified one of a guideline are the same words in two
// scripts. Totals, paging and the scope counts then count results, i.e. (group, language) pairs.
//
// How it plugs in (SearchCommand): `GroupCollapse.search(engine, request)` in place of
// `engine.search(request)`; `collapsed.result` prints like a plain result, with, per hit,
// `collapsed.variants[hit.rule.id]` and `collapsed.twins[hit.rule.id]`; JSON has `"counting"`
// and each result `"variants"` and `"twins"`. `--no-collapse` runs the plain search
// (`"counting": "rules"`).
import SQLiteKit
import BarGuideText

/// A search whose hits are guideline groups, one per language.
public struct CollapsedSearch: Sendable, Equatable {
    /// The page: one hit per group and language (its best), `total`, `offset` and `counts` in
    /// such results.
    public var result: SearchResult
    /// For each shown hit (by rule id): the other matching rules of its group in its language
    /// (copies, editions), best first.
    public var variants: [String: [SearchHit]]
    /// For each shown hit (by rule id): its group's results in other languages among the ranked
    /// candidates (the best of each language), best first; on this page or not.
    public var twins: [String: [SearchHit]] = [:]
    /// "groups", or "rules" for a database without the group tables (`007_groups.sql`).
    public var counting: String
}

public enum GroupCollapse {
    /// The engine request whose candidates a collapsed page is made from when those of the
    /// request itself hold too few results (a corpus full of copies): from the first hit,
    /// enough rules for `request`'s page of groups (`RankingPolicy.collapseWindow…`).
    public static func window(for request: SearchRequest) -> SearchRequest {
        var wide = request
        wide.offset = 0
        wide.limit = min(RankingPolicy.collapseWindowMaximum.value,
                         max(RankingPolicy.collapseWindowMinimum.value,
                             (request.offset + request.limit) * RankingPolicy.collapseWindowPerResult.value))
        return wide
    }

    /// The language part of a collapse key: 0 ru, 1 zh (Hant and Hans), 2 en, as in the rank
    /// masks' top bits.
    static func languageKey(_ lang: Lang) -> Int {
        switch lang {
        case .ru: return 0
        case .zhHant, .zhHans: return 1
        case .en: return 2
        }
    }

    /// The rows of ranked candidates as collapse shows them, by rowid: `shown`, one per group
    /// and language (its best) and every row without a group, best first; each shown row's
    /// `variants` (its group's other rows in its language, best first); and for the rows of
    /// the page, their `twins` (their group's shown rows in other languages, best first).
    struct Rows {
        var shown: [Int] = []
        var variants: [Int: [Int]] = [:]
        var twins: [Int: [Int]] = [:]
    }

    /// Collapses `ranked` (best first) by the rows' group numbers and the language bits of their
    /// rank masks, and picks the page `offset..<offset + limit` of the shown rows: the page's
    /// rows are the hits; their variants and the twins off the page are only read.
    static func pick(_ ranked: [(rowid: Int, score: Double)], numbers: [UInt32], masks: [UInt8],
                     offset: Int, limit: Int) -> SearchEngine.Pick<Rows> {
        var rows = Rows()
        var firstOfKey: [Int: Int] = [:]
        var groupOfShown: [Int: Int] = [:]       // shown row -> group number
        var shownOfGroup: [Int: [Int]] = [:]     // group number -> its shown rows, best first
        for row in ranked {
            let g = row.rowid >= 0 && row.rowid < numbers.count ? numbers[row.rowid] : 0
            let mask = row.rowid >= 0 && row.rowid < masks.count ? masks[row.rowid] : 0
            guard let key = RankCollector.groupKey(group: g, mask: mask) else { rows.shown.append(row.rowid); continue }
            if let first = firstOfKey[key] {
                rows.variants[first, default: []].append(row.rowid)
            } else {
                firstOfKey[key] = row.rowid
                rows.shown.append(row.rowid)
                groupOfShown[row.rowid] = Int(g)
                shownOfGroup[Int(g), default: []].append(row.rowid)
            }
        }
        let page = Array(rows.shown.dropFirst(offset).prefix(limit))
        var extra: [Int] = []
        for row in page {
            let twins = (groupOfShown[row].flatMap { shownOfGroup[$0] } ?? []).filter { $0 != row }
            rows.twins[row] = twins
            extra += twins.filter { !page.contains($0) && !extra.contains($0) }
        }
        return SearchEngine.Pick(hits: page, read: page.flatMap { rows.variants[$0] ?? [] } + extra,
                                 enough: rows.shown.count >= offset + limit, detail: rows)
    }

    /// Runs `request` on `engine` with groups collapsed per language.
    public static func search(_ engine: SearchEngine, _ request: SearchRequest) throws(SearchError) -> CollapsedSearch {
        let store = engine.store
        let hasGroups: Bool
        do { hasGroups = try store.hasGroups(store.db) } catch { throw .store(StoreError.from(error, path: store.path)) }
        let wideRequest = window(for: request)
        // The one-pass path: the ranked candidates (as many as a plain page of the same size
        // weighs) are collapsed by their group numbers and the language bits of their rank masks,
        // the pass itself counts the (group, language) pairs, and only the page (with snippets),
        // its variants and twins are read. When the candidates hold too few results for the
        // page and there were more matches, the search ranks the wide window instead.
        if hasGroups, let numbers = loadGroupNumbers(store), let masks = store.rankStats?.masks {
            let pageEnd = request.offset + request.limit
            let selection = SearchEngine.Selection(
                groups: numbers, widerWindow: wideRequest.limit > pageEnd ? wideRequest : nil,
                pick: { ranked in
                    pick(ranked, numbers: numbers.numbers, masks: masks, offset: request.offset, limit: request.limit)
                })
            let run = try engine.search(request, selecting: selection)
            guard let selected = run.selected else { return try finish(run.result, request, hasGroups: hasGroups, engine) }
            var page = run.result
            page.offset = request.offset
            page.counts = selected.groupCounts
            page.total = selected.groupCounts.first { $0.scope == (page.scope?.rawValue ?? "all") }?.count ?? 0
            let rows = selected.detail
            var pageVariants: [String: [SearchHit]] = [:]
            var twins: [String: [SearchHit]] = [:]
            let pageRows = Array(rows.shown.dropFirst(request.offset).prefix(request.limit))
            var hitOfRow: [Int: SearchHit] = [:]
            for (row, hit) in zip(pageRows, page.hits) { hitOfRow[row] = hit }
            for (row, hit) in zip(pageRows, page.hits) {
                pageVariants[hit.rule.id] = (rows.variants[row] ?? []).compactMap { selected.read[$0] }
                twins[hit.rule.id] = (rows.twins[row] ?? []).compactMap { hitOfRow[$0] ?? selected.read[$0] }
            }
            return CollapsedSearch(result: page, variants: pageVariants, twins: twins, counting: "groups")
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
        let (shown, variants, twinsOf) = collapseWithTwins(wide.hits)
        var page = wide
        page.offset = request.offset
        page.hits = Array(shown.dropFirst(request.offset).prefix(request.limit))
        // Counts: exact from the hits when the window held every match, else counted in SQL.
        let allCount = wide.counts.first { $0.scope == "all" }?.count ?? wide.total
        if wide.hits.count >= wide.total && wide.scope == nil && allCount == wide.total {
            page.total = shown.count
            page.counts = wide.counts.map { entry in
                guard entry.scope != "all" else { return (entry.scope, shown.count) }
                // A result counts in a bar's scope when any of its matching rules is there.
                return (entry.scope, shown.filter { hit in
                    ([hit] + (variants[hit.rule.id] ?? [])).contains { $0.rule.bars.contains { $0.rawValue == entry.scope } }
                }.count)
            }
        } else {
            let counts = try groupCounts(engine, request, fallback: wide.fallback)
            page.counts = wide.counts.map { ($0.scope, counts[$0.scope] ?? 0) }
            page.total = counts[page.scope?.rawValue ?? "all"] ?? shown.count
        }
        var pageVariants: [String: [SearchHit]] = [:]
        var twins: [String: [SearchHit]] = [:]
        for hit in page.hits {
            pageVariants[hit.rule.id] = variants[hit.rule.id] ?? []
            twins[hit.rule.id] = twinsOf[hit.rule.id] ?? []
        }
        return CollapsedSearch(result: page, variants: pageVariants, twins: twins, counting: "groups")
    }

    /// Hits in rank order, one per group and language (the first, the best), and each one's
    /// variants (the group's other hits in its language). A hit without a group stands alone.
    public static func collapse(_ hits: [SearchHit]) -> (shown: [SearchHit], variants: [String: [SearchHit]]) {
        let c = collapseWithTwins(hits)
        return (c.shown, c.variants)
    }

    /// `collapse`, and each shown hit's twins: the group's shown hits in other languages.
    public static func collapseWithTwins(_ hits: [SearchHit])
        -> (shown: [SearchHit], variants: [String: [SearchHit]], twins: [String: [SearchHit]]) {
        var shown: [SearchHit] = []
        var firstOfKey: [String: String] = [:]
        var shownOfGroup: [String: [SearchHit]] = [:]
        var variants: [String: [SearchHit]] = [:]
        for hit in hits {
            guard let g = hit.rule.group else { shown.append(hit); continue }
            let key = "\(languageKey(hit.rule.lang))\(g)"
            if let first = firstOfKey[key] {
                variants[first, default: []].append(hit)
            } else {
                firstOfKey[key] = hit.rule.id
                shown.append(hit)
                shownOfGroup[g, default: []].append(hit)
            }
        }
        var twins: [String: [SearchHit]] = [:]
        for hit in shown {
            guard let g = hit.rule.group, let all = shownOfGroup[g], all.count > 1 else { continue }
            twins[hit.rule.id] = all.filter { $0.rule.id != hit.rule.id }
        }
        return (shown, variants, twins)
    }

    /// Distinct (group, language) pairs matching the query per scope ("all" and each bar), with
    /// the request's filters (scope aside): the query's own MATCH expression joined with the
    /// groups. The path of one query per count uses it (an item filter, old rank statistics);
    /// the one-pass search counts the pairs itself.
    static func groupCounts(_ engine: SearchEngine, _ request: SearchRequest, fallback: String?) throws(SearchError) -> [String: Int] {
        let compiled = try engine.compileMatches(request.query)
        // With a fallback ("or", or "partial": the page went on with partial matches) the
        // search counted the matches of the OR expression.
        guard let match = fallback != nil ? (compiled.or ?? compiled.and) : compiled.and else { return [:] }
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
        let filter = conditions.isEmpty ? "" : " AND " + conditions.joined(separator: " AND ")
        // A result is a group in one language (zh-Hant and zh-Hans are one).
        let sql = """
            WITH m AS MATERIALIZED (SELECT g.rule AS rule,
                       g.group_id || CASE r.lang WHEN 'ru' THEN ':ru' WHEN 'en' THEN ':en' ELSE ':zh' END AS grp
                       FROM rules_fts JOIN rule_groups g ON g.rule = rules_fts.rowid JOIN rules r ON r.rowid = g.rule
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

    /// Each rule's group number by rowid (0: none), from group_stats, and one more than the
    /// largest; nil without them.
    /// On a large database (mapped) the blob is read straight into the array (see RankStats.load).
    static func loadGroupNumbers(_ store: Store) -> (numbers: [UInt32], limit: Int)? {
        let numbers: [UInt32]
        if store.isMapped {
            guard let read = RankStats.readBlob(store.db, table: "group_stats", column: "numbers", as: UInt32.self)
            else { return nil }
            numbers = read
        } else {
            guard let statement = try? store.db.prepare("SELECT numbers FROM group_stats WHERE id = 1"),
                  let row = try? statement.step() else { return nil }
            numbers = row.withBytes(0, RankStats.uint32s)
        }
        var largest: UInt32 = 0
        for g in numbers where g > largest { largest = g }
        return (numbers, Int(largest) + 1)
    }

    /// Distinct (group, language) pairs among the rules matching `match`, in all scopes and per
    /// bar (a row without a group counts alone).
    static func countGroups(_ store: Store, match: String, numbers: (numbers: [UInt32], limit: Int),
                            masks: [UInt8]) throws(DatabaseError) -> [String: Int] {
        var rowids: [Int] = []
        let statement = try store.db.prepare("SELECT rowid FROM rules_fts WHERE rules_fts MATCH ?")
        try statement.bind([match])
        while let row = try statement.step() { if let rowid = row.int(0) { rowids.append(rowid) } }
        return countGroups(rowids, numbers: numbers, masks: masks)
    }

    /// Distinct (group, language) pairs among `rowids`, in all scopes and per bar.
    static func countGroups(_ rowids: [Int], numbers: (numbers: [UInt32], limit: Int), masks: [UInt8]) -> [String: Int] {
        let scopes = Bar.scoped
        var seen = [UInt8](repeating: 0, count: numbers.limit << 2)
        var counts = [Int](repeating: 0, count: scopes.count + 1)
        for rowid in rowids {
            guard rowid >= 0 else { continue }
            let mask = rowid < masks.count ? masks[rowid] : 0
            let g = rowid < numbers.numbers.count ? numbers.numbers[rowid] : 0
            var new = mask & 0x3F | 0x40
            if let key = RankCollector.groupKey(group: g, mask: mask), key < seen.count {
                new &= ~seen[key]
                seen[key] |= new
            }
            if new & 0x40 != 0 { counts[0] += 1 }
            for (k, bar) in scopes.enumerated() where new & RankStats.mask(of: bar) != 0 { counts[k + 1] += 1 }
        }
        var out = ["all": counts[0]]
        for (k, bar) in scopes.enumerated() { out[bar.rawValue] = counts[k + 1] }
        return out
    }
}
