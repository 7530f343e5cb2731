// Search collapse: a post-processing step over the search engine's hits. A guideline group
// (the same guideline in several languages, editions or copies) is one result, as the
// checklist lists it once: the group ranks where its best matching rule ranks, and shows the
// member the checklist's picker (`VariantPreference`) puts first (--prefer-lang, then the query's
// language, then the documented order) among its matching rules and, in each language none of
// those is in, the rule the picker puts first there (a translation without the query's words)
// that passes the filters. The others follow it as "also". Totals, paging and the scope counts count results, i.e. groups: a
// group counts in a scope when one of its matching rules is there.
//
// How it plugs in (SearchCommand, browse, MCP): `GroupCollapse.search(engine, request)` in place
// of `engine.search(request)`; `collapsed.result` prints like a plain result, with, per hit,
// `collapsed.also[hit.rule.id]`; JSON has `"counting"` and each result `"also"`.
// `--no-collapse` runs the plain search (`"counting": "rules"`).
import SQLiteKit
import BarGuideText

/// A member of a guideline group listed under the group's result.
public struct GroupMember: Sendable, Equatable {
    public var rule: Rule
    /// Its weighed score when it is among the ranked matches of the query; nil when it is not
    /// (a translation without the query's words, or one ranked below the candidates weighed).
    public var score: Double?

    public init(rule: Rule, score: Double?) { self.rule = rule; self.score = score }
}

/// A search whose hits are guideline groups.
public struct CollapsedSearch: Sendable, Equatable {
    /// The page: one hit per group (its shown member, with a snippet), `total`, `offset` and
    /// `counts` in groups.
    public var result: SearchResult
    /// For each shown hit (by rule id): its group's other members listed with it, in the
    /// picker's order: the rules that matched (editions, copies, translations) and, in each
    /// language none of them is in, the picker's first rule that passes the filters.
    public var also: [String: [GroupMember]]
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

    /// The rows of ranked candidates as collapse ranks them, by rowid: `shown`, one per group
    /// (its best) and every row without a group, best first; and each shown row's `members`
    /// (its group's other ranked rows, best first).
    struct Rows: Equatable {
        var shown: [Int] = []
        var members: [Int: [Int]] = [:]
    }

    /// Collapses `ranked` (best first) by the rows' group numbers, and picks the page
    /// `offset..<offset + limit` of the groups. Nothing is read here: which member a group shows
    /// is decided once the page's members are read (`assemble`).
    static func pick(_ ranked: [(rowid: Int, score: Double)], numbers: [UInt32],
                     offset: Int, limit: Int) -> SearchEngine.Pick<Rows> {
        var rows = Rows()
        var firstOfGroup: [UInt32: Int] = [:]
        for row in ranked {
            let g = row.rowid >= 0 && row.rowid < numbers.count ? numbers[row.rowid] : 0
            guard g != 0 else { rows.shown.append(row.rowid); continue }
            if let first = firstOfGroup[g] {
                rows.members[first, default: []].append(row.rowid)
            } else {
                firstOfGroup[g] = row.rowid
                rows.shown.append(row.rowid)
            }
        }
        return SearchEngine.Pick(hits: [], read: [], enough: rows.shown.count >= offset + limit, detail: rows)
    }

    /// Runs `request` on `engine` with guideline groups collapsed. `prefer`: the languages whose
    /// member a group shows first (--prefer-lang and the --lang script as the checklist takes
    /// them, `LanguageSelection.preference`); the request's own preferred language and then the
    /// query's language follow, then the documented order (`Lang.preferenceOrder`).
    public static func search(_ engine: SearchEngine, _ request: SearchRequest, prefer: [Lang] = []) throws(SearchError) -> CollapsedSearch {
        let store = engine.store
        let hasGroups: Bool
        do { hasGroups = try store.hasGroups(store.db) } catch { throw .store(StoreError.from(error, path: store.path)) }
        let wideRequest = window(for: request)
        // The one-pass path: the ranked candidates (as many as a plain page of the same size
        // weighs) are collapsed by their group numbers, the pass itself counts the groups, and
        // only the page's groups are read. When the candidates hold too few groups for the page
        // and there were more matches, the search ranks the wide window instead.
        if hasGroups, let numbers = loadGroupNumbers(store) {
            let pageEnd = request.offset + request.limit
            let selection = SearchEngine.Selection(
                groups: numbers, widerWindow: wideRequest.limit > pageEnd ? wideRequest : nil,
                pick: { ranked in pick(ranked, numbers: numbers.numbers, offset: request.offset, limit: request.limit) })
            let run = try engine.search(request, selecting: selection)
            if let selected = run.selected {
                var page = run.result
                page.offset = request.offset
                page.counts = selected.groupCounts
                page.total = selected.groupCounts.first { $0.scope == (page.scope?.rawValue ?? "all") }?.count ?? 0
                let rows = selected.detail
                var score: [Int: Double] = [:]
                for r in selected.ranked { score[r.rowid] = r.score }
                let pageRows = Array(rows.shown.dropFirst(request.offset).prefix(request.limit))
                let ranked = pageRows + pageRows.flatMap { rows.members[$0] ?? [] }
                let setting = try Setting(engine, request, prefer: prefer)
                let others: [Int]
                do { others = try otherLanguages(of: pageRows, rows: rows, numbers: numbers.numbers, limit: numbers.limit, setting, store) } catch {
                    throw .store(StoreError.from(error, path: store.path))
                }
                return try assemble(page, pageRows: pageRows, ranked: ranked, others: others, score: { rowid, _ in score[rowid] },
                                    engine, setting)
            }
        }
        return try finish(try engine.search(wideRequest), request, hasGroups: hasGroups, engine, prefer: prefer)
    }

    /// The page from a window of hits read in full (a database without rank statistics or
    /// group numbers).
    static func finish(_ wide: SearchResult, _ request: SearchRequest, hasGroups: Bool,
                       _ engine: SearchEngine, prefer: [Lang]) throws(SearchError) -> CollapsedSearch {
        guard hasGroups else {
            var page = wide
            page.offset = request.offset
            page.hits = Array(wide.hits.dropFirst(request.offset).prefix(request.limit))
            return CollapsedSearch(result: page, also: [:], counting: "rules")
        }
        let (shown, others) = collapse(wide.hits)
        var page = wide
        page.offset = request.offset
        // Counts: exact from the hits when the window held every match, else counted in SQL.
        let allCount = wide.counts.first { $0.scope == "all" }?.count ?? wide.total
        if wide.hits.count >= wide.total && wide.scope == nil && allCount == wide.total {
            page.total = shown.count
            page.counts = wide.counts.map { entry in
                guard entry.scope != "all" else { return (entry.scope, shown.count) }
                // A group counts in a bar's scope when any of its matching rules is there.
                return (entry.scope, shown.filter { hit in
                    ([hit] + (others[hit.rule.id] ?? [])).contains { $0.rule.bars.contains { $0.rawValue == entry.scope } }
                }.count)
            }
        } else {
            let counts = try groupCounts(engine, request, fallback: wide.fallback)
            page.counts = wide.counts.map { ($0.scope, counts[$0.scope] ?? 0) }
            page.total = counts[page.scope?.rawValue ?? "all"] ?? shown.count
        }
        let pageHits = Array(shown.dropFirst(request.offset).prefix(request.limit))
        var score: [String: Double] = [:]
        for hit in wide.hits where score[hit.rule.id] == nil { score[hit.rule.id] = hit.score }
        let pageRows: [Int]
        do { pageRows = try rowids(of: pageHits.map(\.rule.id), engine.store) } catch {
            throw .store(StoreError.from(error, path: engine.store.path))
        }
        return try assemble(page, pageRows: pageRows, ranked: pageRows, others: nil, score: { _, rule in score[rule.id] },
                            engine, try Setting(engine, request, prefer: prefer))
    }

    /// For each of the page's groups, in each language none of its ranked rows is in (by the
    /// language bits of the rank masks; a Chinese text stands for both scripts), the rule that
    /// passes the filters and that the picker puts first: a translation that lacks the query's
    /// words, which the group may show (--prefer-lang, the query's language) and lists under
    /// it. Its copies and other editions are not read: only the columns the picker orders by.
    static func otherLanguages(of pageRows: [Int], rows: Rows, numbers: [UInt32], limit: Int, _ setting: Setting,
                               _ store: Store) throws(DatabaseError) -> [Int] {
        guard let masks = store.rankStats?.masks, !pageRows.isEmpty else { return [] }
        func language(_ rowid: Int) -> UInt8 { rowid >= 0 && rowid < masks.count ? masks[rowid] >> 6 : 3 }
        func group(_ rowid: Int) -> UInt32 { rowid >= 0 && rowid < numbers.count ? numbers[rowid] : 0 }
        var covered: [UInt32: UInt8] = [:]   // group -> bits of the languages of its ranked rows
        for row in pageRows where group(row) != 0 {
            for r in [row] + (rows.members[row] ?? []) { covered[group(row), default: 0] |= 1 << language(r) }
        }
        guard !covered.isEmpty else { return [] }
        // The groups' other rows, from the group numbers in memory (one pass, no lookup per row).
        var onPage = [Bool](repeating: false, count: limit)
        for g in covered.keys where Int(g) < limit { onPage[Int(g)] = true }
        // (at most `otherLanguageRows` rows per group and language, in source order: a corpus of
        // copies has thousands, and reading them all costs memory, not a better pick)
        var uncovered: [Int] = []
        var taken: [UInt64: Int] = [:]
        let cap = RankingPolicy.otherLanguageRows.value
        numbers.withUnsafeBufferPointer { numbers in
            for (rowid, g) in numbers.enumerated() where g != 0 && Int(g) < limit && onPage[Int(g)] {
                let lang = language(rowid)
                if let bits = covered[g], bits & (1 << lang) == 0 {
                    let key = UInt64(g) << 2 | UInt64(lang)
                    let n = taken[key, default: 0]
                    if n < cap { uncovered.append(rowid); taken[key] = n + 1 }
                }
            }
        }
        guard !uncovered.isEmpty else { return [] }
        let (conditions, args) = SearchEngine.conditions(setting.filters, items: setting.items, scope: true)
        let filter = conditions.isEmpty ? "" : " AND " + conditions.joined(separator: " AND ")
        let light = try store.db.prepare("""
            SELECT r.rowid, r.id, r.lang, r.document, r.ordinal, d.year FROM rules r LEFT JOIN documents d ON d.name = r.document
            WHERE r.rowid IN (\(uncovered.map { _ in "?" }.joined(separator: ", ")))\(filter) ORDER BY r.document, r.ordinal
            """)
        try light.bind(uncovered.map { $0 as any DatabaseValueConvertible } + args)
        var candidates: [Int: [(rowid: Int, rule: Rule)]] = [:]   // group and language key -> its rows, in source order
        var documents: [String: DocumentEdition] = [:]
        while let row = try light.step() {
            guard let rowid = row.int(0), let lang = row.string(2).flatMap(Lang.init(rawValue:)) else { continue }
            let document = row.string(3) ?? ""
            documents[document] = DocumentEdition(name: document, title: document, edition: nil, year: row.int(5))
            let rule = Rule(id: row.string(1) ?? "", bars: [], kind: .guideline, lang: lang, document: document, heading: [],
                            lines: LineRange(1, 1), headline: "", text: "", ordinal: row.int(4) ?? 0)
            candidates[Int(group(rowid)) << 2 | Int(language(rowid)), default: []].append((rowid, rule))
        }
        return candidates.keys.sorted().compactMap { key in
            let rows = candidates[key] ?? []
            let first = setting.preference.sorted(rows.map(\.rule), documents: documents).first
            return rows.first { $0.rule.id == first?.id }?.rowid
        }
    }

    /// What collapsing one request needs beside the search: its filters (the inline ones
    /// applied), the items they name, the compiled query, and the picker's preference.
    struct Setting {
        var filters: QueryFilters
        var items: [[String]]
        var compiled: CompiledQuery
        var preference: VariantPreference

        /// `prefer`, then the request's preferred language, then the query's language (unless
        /// the request prefers none), then the documented order.
        init(_ engine: SearchEngine, _ request: SearchRequest, prefer: [Lang]) throws(SearchError) {
            let parsed: ParsedQuery
            if let given = request.parsed { parsed = given } else {
                do { parsed = try QueryParser.parse(request.query) } catch { throw .query(error) }
            }
            filters = request.filters.overridden(by: parsed.filters)
            items = try engine.resolveItems(filters.items)
            do { compiled = try engine.compile(parsed) } catch { throw .store(StoreError.from(error, path: engine.store.path)) }
            var order = prefer
            func add(_ language: QueryLanguage?) {
                guard let language else { return }
                for l in Lang.preferenceOrder where language.includes(l) && !order.contains(l) { order.append(l) }
            }
            if case .lang(let l) = request.preferLanguage { add(l) }
            if request.preferLanguage != LanguagePreference.none { add(compiled.language) }
            preference = VariantPreference(prefer: order)
        }
    }

    /// Rowids of rules by id, in the order of `ids`.
    static func rowids(of ids: [String], _ store: Store) throws(DatabaseError) -> [Int] {
        guard !ids.isEmpty else { return [] }
        let rows = try store.db.rows("SELECT id, rowid FROM rules WHERE id IN (\(ids.map { _ in "?" }.joined(separator: ", ")))",
                                     ids.map { $0 as any DatabaseValueConvertible })
        var byID: [String: Int] = [:]
        for row in rows { if let id = row.string(0), let rowid = row.int(1) { byID[id] = rowid } }
        return ids.compactMap { byID[$0] }
    }

    /// The page of groups whose best rows are `pageRows` (in rank order). Their members read are
    /// `ranked` (rows that matched) and `others` that pass the request's filters (nil: every
    /// other member of their groups); of each group's, the one the picker puts first is the hit
    /// (with a snippet), the rest its `also`. `score`: a member's weighed score when ranked.
    static func assemble(_ result: SearchResult, pageRows: [Int], ranked: [Int], others: [Int]?, score: (Int, Rule) -> Double?,
                         _ engine: SearchEngine, _ setting: Setting) throws(SearchError) -> CollapsedSearch {
        var page = result
        page.hits = []
        guard !pageRows.isEmpty else { return CollapsedSearch(result: page, also: [:], counting: "groups") }
        let store = engine.store
        let members: [(rowid: Int, rule: Rule)]
        // Editions of one language are told apart by their documents' years.
        var documents: [String: DocumentEdition] = [:]
        do {
            members = try readMembers(ranked, others: others, filters: setting.filters, items: setting.items, store) { rule, year in
                documents[rule.document] = DocumentEdition(name: rule.document, title: rule.document, edition: nil, year: year)
            }
        } catch {
            throw .store(StoreError.from(error, path: store.path))
        }
        let preference = setting.preference
        var groupOfRow: [Int: String] = [:]
        var byGroup: [String: [(rowid: Int, rule: Rule)]] = [:]
        for m in members {
            groupOfRow[m.rowid] = m.rule.group
            if let g = m.rule.group { byGroup[g, default: []].append(m) }
        }
        var shown: [(rowid: Int, rule: Rule, score: Double)] = []
        var also: [String: [GroupMember]] = [:]
        var position: [Int: Int] = [:]   // rank of each ranked row (best first)
        for (i, rowid) in ranked.enumerated() where position[rowid] == nil { position[rowid] = i }
        for row in pageRows {
            let group = groupOfRow[row].flatMap { byGroup[$0] } ?? members.filter { $0.rowid == row }
            guard let best = group.first(where: { $0.rowid == row }) else { continue }
            var sorted = rankedFirst(preference.sorted(group.map(\.rule), documents: documents), order: preference.order,
                                     rank: { rule in group.first { $0.rule.id == rule.id }.flatMap { position[$0.rowid] } })
            // No member in a language asked for or detected: the member that holds the most of
            // the query's words is shown (a group may join rules that are no translations; the
            // query's words say which one answers it), then the picker's order.
            if group.count > 1, !group.contains(where: { preference.prefer.contains($0.rule.lang) }) {
                sorted = mostUnitsFirst(sorted, setting.compiled, engine.analyzer)
            }
            let first = group.first { $0.rule.id == sorted[0].id } ?? best
            shown.append((first.rowid, first.rule, score(first.rowid, first.rule) ?? score(row, best.rule) ?? 0))
            also[first.rule.id] = sorted.dropFirst().compactMap { rule in
                group.first { $0.rule.id == rule.id }.map { GroupMember(rule: rule, score: score($0.rowid, rule)) }
            }
        }
        page.hits = engine.hitsWithSnippets(shown, terms: setting.compiled.terms)
        return CollapsedSearch(result: page, also: also, counting: "groups")
    }

    /// `sorted` (the picker's order) with, within each language, the members that matched the
    /// query first, best ranked first (`rank`: nil for a member that did not match); the others
    /// keep the picker's order after them. Languages keep the picker's order: the member shown
    /// is in the language the picker chose, and it is the one that answers the query best there.
    static func rankedFirst(_ sorted: [Rule], order: [Lang], rank: (Rule) -> Int?) -> [Rule] {
        let keys = sorted.enumerated().map { i, rule in
            (lang: order.firstIndex(of: rule.lang) ?? order.count, rank: rank(rule) ?? Int.max, offset: i)
        }
        return keys.sorted { x, y in
            if x.lang != y.lang { return x.lang < y.lang }
            if x.rank != y.rank { return x.rank < y.rank }
            return x.offset < y.offset
        }.map { sorted[$0.offset] }
    }

    /// `sorted` with the members that hold the most of the query's units first (as the ranking
    /// puts rules with more of them first), in its order otherwise.
    static func mostUnitsFirst(_ sorted: [Rule], _ compiled: CompiledQuery, _ analyzer: Analyzer) -> [Rule] {
        let held = sorted.map { compiled.unitsHeld(by: $0, analyzer: analyzer) }
        return sorted.indices.sorted { held[$0] != held[$1] ? held[$0] > held[$1] : $0 < $1 }.map { sorted[$0] }
    }

    /// `rows` (they matched) and `others` that pass `filters` (the scope included; nil: every
    /// other rule of the rows' groups), in source order, each with its rowid; `year` is given
    /// each rule's document year.
    static func readMembers(_ rows: [Int], others: [Int]?, filters: QueryFilters, items: [[String]], _ store: Store,
                            year: (Rule, Int?) -> Void = { _, _ in }) throws(DatabaseError) -> [(rowid: Int, rule: Rule)] {
        func marks(_ n: Int) -> String { Array(repeating: "?", count: n).joined(separator: ", ") }
        let (conditions, args) = SearchEngine.conditions(filters, items: items, scope: true)
        let filter = conditions.isEmpty ? "" : " AND " + conditions.joined(separator: " AND ")
        let other = others.map { "r.rowid IN (\(marks($0.count)))" } ?? "r.rowid IN (SELECT m.rule FROM rule_groups m WHERE "
            + "m.group_id IN (SELECT g.group_id FROM rule_groups g WHERE g.rule IN (\(marks(rows.count)))))"
        // No empty IN list: SQLite would then scan the whole table for the OR.
        let orOthers = others?.isEmpty == true ? "" : " OR (\(other)\(filter))"
        let statement = try store.db.prepare("""
            SELECT r.rowid, d.year, \(store.ruleColumnList()) FROM rules r LEFT JOIN documents d ON d.name = r.document
            WHERE r.rowid IN (\(marks(rows.count)))\(orOthers)
            ORDER BY r.document, r.ordinal
            """)
        let ids = rows.map { $0 as any DatabaseValueConvertible }
        try statement.bind(ids + (others?.isEmpty == true ? [] : (others.map { $0.map { $0 as any DatabaseValueConvertible } } ?? ids) + args))
        var out: [(rowid: Int, rule: Rule)] = []
        while let row = try statement.step() {
            let rule = try store.rule(from: row, offset: 2)
            year(rule, row.int(1))
            out.append((row.int(0) ?? 0, rule))
        }
        return out
    }

    /// Hits in rank order, one per group (the first, the best), and each one's other hits of
    /// its group. A hit without a group stands alone.
    public static func collapse(_ hits: [SearchHit]) -> (shown: [SearchHit], others: [String: [SearchHit]]) {
        var shown: [SearchHit] = []
        var firstOfGroup: [String: String] = [:]
        var others: [String: [SearchHit]] = [:]
        for hit in hits {
            guard let g = hit.rule.group else { shown.append(hit); continue }
            if let first = firstOfGroup[g] {
                others[first, default: []].append(hit)
            } else {
                firstOfGroup[g] = hit.rule.id
                shown.append(hit)
            }
        }
        return (shown, others)
    }

    /// Distinct groups matching the query per scope ("all" and each bar), with the request's
    /// filters and the query's inline ones (scope aside, items included): the query's own MATCH
    /// expression (none for filters alone) joined with the groups. The path of a database
    /// without rank statistics uses it; the one-pass search counts the groups itself.
    static func groupCounts(_ engine: SearchEngine, _ request: SearchRequest, fallback: String?) throws(SearchError) -> [String: Int] {
        let parsed: ParsedQuery
        if let given = request.parsed { parsed = given } else {
            do { parsed = try QueryParser.parse(request.query) } catch { throw .query(error) }
        }
        var filters = request.filters.overridden(by: parsed.filters)
        filters.scope = nil
        let items = try engine.resolveItems(filters.items)
        let store = engine.store
        let compiled: CompiledQuery
        do { compiled = try engine.compile(parsed) } catch { throw .store(StoreError.from(error, path: store.path)) }
        // With a fallback ("or", or "partial": the page went on with partial matches) the
        // search counted the matches of the OR expression.
        let match = fallback != nil ? (compiled.expression(all: false) ?? compiled.expression(all: true))
            : compiled.expression(all: true)
        // Without option filters: the matching rowids alone (no row is read), their group numbers
        // (group_stats) and scope bits (rank_stats) from memory.
        if let match, filters.isEmpty, let masks = store.rankStats?.masks, let numbers = loadGroupNumbers(store) {
            do {
                return try countGroups(store, match: SearchEngine.fullMatch(match, filters, scope: false).rendered,
                                       numbers: numbers, masks: masks)
            } catch {
                throw .store(StoreError.from(error, path: store.path))
            }
        }
        let (from, filter, args) = SearchEngine.matchingRules(match, filters, items: items)
        // A result is a group (a rule without one stands alone).
        let sql = """
            WITH m AS MATERIALIZED (SELECT r.rowid AS rule, coalesce(g.group_id, '#' || r.rowid) AS grp
                       FROM \(from) LEFT JOIN rule_groups g ON g.rule = r.rowid\(filter))
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

    /// Distinct groups among the rules matching `match`, in all scopes and per bar (a row
    /// without a group counts alone).
    static func countGroups(_ store: Store, match: String, numbers: (numbers: [UInt32], limit: Int),
                            masks: [UInt8]) throws(DatabaseError) -> [String: Int] {
        var rowids: [Int] = []
        let statement = try store.db.prepare("SELECT rowid FROM rules_fts WHERE rules_fts MATCH ?")
        try statement.bind([match])
        while let row = try statement.step() { if let rowid = row.int(0) { rowids.append(rowid) } }
        return countGroups(rowids, numbers: numbers, masks: masks)
    }

    /// Distinct groups among `rowids`, in all scopes and per bar.
    static func countGroups(_ rowids: [Int], numbers: (numbers: [UInt32], limit: Int), masks: [UInt8]) -> [String: Int] {
        let scopes = Bar.scoped
        var seen = [UInt8](repeating: 0, count: numbers.limit)
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
