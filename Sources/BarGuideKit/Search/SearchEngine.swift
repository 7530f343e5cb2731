import SQLiteKit
import BarGuideText

public struct SearchRequest: Sendable {
    public var query: String
    /// Filters from command-line options; inline filters in the query override them.
    public var filters: QueryFilters
    public var limit: Int { didSet { limit = Self.clamp(limit) } }
    public var offset: Int { didSet { offset = Self.clamp(offset) } }

    static func clamp(_ n: Int) -> Int { min(max(n, 0), maxPage) }
    /// The largest limit and offset: page arithmetic ((offset + limit) × 5 candidates, "1–N
    /// of M") then cannot overflow. Larger values are clamped to it (and negative ones to 0).
    public static let maxPage = 1_000_000_000

    public init(query: String, filters: QueryFilters = QueryFilters(), limit: Int = 10, offset: Int = 0) {
        self.query = query; self.filters = filters
        self.limit = Self.clamp(limit)
        self.offset = Self.clamp(offset)
    }
}

public struct SearchHit: Sendable, Equatable {
    public var rule: Rule
    /// Lower is better (bm25 with column weights and the guideline boost).
    public var score: Double
    /// An excerpt of the text with matches between U+0002 and U+0003.
    public var snippet: String
}

public struct SearchResult: Sendable, Equatable {
    public var query: String
    public var scope: Bar?
    /// Matches in the current scope.
    public var total: Int
    /// How many matches were skipped before `hits` (--offset).
    public var offset: Int = 0
    /// Matches per scope: "all" first, then each bar in scope-bar order.
    public var counts: [(scope: String, count: Int)]
    /// nil, or "or" when the AND query found nothing and OR ranking was used.
    public var fallback: String?
    /// Glossary concepts the query was expanded with.
    public var expansions: [String]
    public var hits: [SearchHit]

    public static func == (a: SearchResult, b: SearchResult) -> Bool {
        a.query == b.query && a.scope == b.scope && a.total == b.total && a.offset == b.offset && a.fallback == b.fallback
            && a.expansions == b.expansions && a.hits == b.hits
            && a.counts.map(\.scope) == b.counts.map(\.scope) && a.counts.map(\.count) == b.counts.map(\.count)
    }

    public static let highlightStart: Character = "\u{2}"
    public static let highlightEnd: Character = "\u{3}"
}

public enum SearchError: Error, Sendable, Equatable {
    case query(QueryError)
    case emptyQuery
    case unknownItem(String)
    case store(StoreError)

    public var message: String {
        switch self {
        case .query(let e): return e.message
        case .emptyQuery: return "the query has nothing to search for"
        case .unknownItem(let name): return "unknown system item '\(name)' (list them with 'barguide items')"
        case .store(let e): return e.message
        }
    }
}

/// Runs searches against a store. Searching only: printing is the CLI's business.
public final class SearchEngine {
    let store: Store
    let analyzer = Analyzer()

    /// Column weights for bm25: headline, text, keywords, facets.
    static let weightValues: [Double] = [2.0, 1.0, 1.0, 0.0]
    static let weights = weightValues.map { "\($0)" }.joined(separator: ", ")
    /// Multiplier for guideline rules (bm25 is negative: larger magnitude ranks higher).
    static let guidelineBoost = 1.05

    /// FTS5's snippet() in SQLite 3.40 is quadratic in the hits within one row: rows longer
    /// than this (pathological single-line documents) get a plain excerpt instead.
    static let snippetMaxTextLength = 16_384

    /// Snippet length in index positions: words for Russian and English, characters for Chinese.
    static func snippetWindow(_ lang: Lang) -> Int {
        switch lang {
        case .ru, .en: return 24
        default: return 40
        }
    }

    /// The start of `text`, at most `limit` characters, with an ellipsis when cut.
    static func excerpt(_ text: String, limit: Int = 240) -> String {
        guard text.utf8.count > limit else { return text }
        var out = ""
        var n = 0
        for c in text {
            if n == limit { return out + "…" }
            out.append(c)
            n += 1
        }
        return out
    }

    public init(store: Store) { self.store = store }

    /// Whether the one-pass search (barguide_collect) is used when the database allows it;
    /// tests turn it off to compare it with the path of one query per count.
    var usesCollector = true

    public func search(_ request: SearchRequest) throws(SearchError) -> SearchResult {
        var parsed: ParsedQuery
        do { parsed = try QueryParser.parse(request.query) } catch { throw .query(error) }
        // Inline filters override the options.
        var filters = request.filters
        let inline = parsed.filters
        if inline.scope != nil { filters.scope = inline.scope }
        if inline.langs != .any { filters.langs = inline.langs }
        if !inline.kinds.isEmpty { filters.kinds = inline.kinds }
        if !inline.modalities.isEmpty { filters.modalities = inline.modalities }
        if !inline.items.isEmpty { filters.items = inline.items }
        parsed.filters = filters

        // One read transaction: one shared lock and one hot-journal check for all the queries
        // below (instead of one per statement), and one consistent snapshot.
        do { try store.db.execute("BEGIN") } catch { throw .store(StoreError.from(error, path: store.path)) }
        defer { try? store.db.execute("COMMIT") }
        let compiled: CompiledQuery
        do { compiled = try compile(parsed) } catch { throw .store(StoreError.from(error, path: store.path)) }
        if compiled.and == nil && filters.isEmpty { throw .emptyQuery }
        let itemIDs = try resolveItems(filters.items)

        do {
            if let result = try collectedSearch(request, compiled, filters, itemIDs) { return result }
            var match = compiled.and
            var fallback: String?
            var counts = try countScopes(match: match, filters: filters, items: itemIDs)
            if counts.first?.count == 0, let or = compiled.or {
                match = or
                fallback = "or"
                counts = try countScopes(match: match, filters: filters, items: itemIDs)
            }
            let scopeKey = filters.scope?.rawValue ?? "all"
            let total = counts.first { $0.scope == scopeKey }?.count ?? 0
            let hits = try fetchHits(match: match, filters: filters, items: itemIDs,
                                     limit: request.limit, offset: request.offset, terms: compiled.terms)
            return SearchResult(query: request.query, scope: filters.scope, total: total, offset: request.offset,
                                counts: counts, fallback: fallback, expansions: compiled.concepts, hits: hits)
        } catch {
            throw .store(StoreError.from(error, path: store.path))
        }
    }

    /// The search in one pass per expression (barguide_collect: per-scope counts and the best
    /// candidates together), when the database has rank statistics and no item filter is set;
    /// nil otherwise, and the search takes the path of one query per count.
    func collectedSearch(_ request: SearchRequest, _ compiled: CompiledQuery, _ filters: QueryFilters,
                         _ items: [[String]]) throws(DatabaseError) -> SearchResult? {
        guard usesCollector, items.isEmpty, let and = compiled.and, let collector = store.collector,
              let stats = store.rankStats else { return nil }
        let capacity = (request.offset + request.limit) * 5 + 50
        func pass(_ expr: String) throws(DatabaseError) -> (counts: [(scope: String, count: Int)], best: [(Int, Double)]) {
            collector.reset()
            collector.lengths = stats.lengths
            collector.masks = stats.masks
            collector.weights = Self.weightValues
            collector.scope = filters.scope.map { RankStats.mask(of: $0) } ?? 0
            collector.capacity = capacity
            let statement = try store.db.prepare(
                "SELECT count(*) FROM rules_fts WHERE rules_fts MATCH ? AND \(RankCollector.functionName)(rules_fts)")
            try statement.bind([Self.fullMatch(expr, filters, scope: false)])
            _ = try statement.step()
            let counts = [("all", collector.total)]
                + Bar.scoped.enumerated().map { ($0.element.rawValue, collector.counts[$0.offset]) }
            return (counts, collector.best.map { (Int($0.rowid), $0.score) })
        }
        var fallback: String?
        var result = try pass(and)
        if result.counts.first?.count == 0, let or = compiled.or {
            fallback = "or"
            result = try pass(or)
        }
        let scopeKey = filters.scope?.rawValue ?? "all"
        let total = result.counts.first { $0.scope == scopeKey }?.count ?? 0
        let page = try boostedPage(result.best, limit: request.limit, offset: request.offset)
        return SearchResult(query: request.query, scope: filters.scope, total: total, offset: request.offset,
                            counts: result.counts, fallback: fallback, expansions: compiled.concepts,
                            hits: hitsWithSnippets(page, terms: compiled.terms))
    }

    // MARK: - Compiling the query to FTS5

    struct CompiledQuery {
        /// The AND expression, or nil when the query has no terms (filters only).
        var and: String?
        /// The OR expression for the fallback, when it differs from `and`.
        var or: String?
        var concepts: [String]
        /// Every positive alternative, for highlighting.
        var terms: [Alternative] = []
    }

    /// One alternative of a group: text the tokenizer will see, and whether it is a prefix.
    typealias Alternative = (text: String, prefix: Bool)

    /// Quotes a term as an FTS5 string: the tokenizer sees exactly the user's text, and no
    /// FTS5 syntax in it is interpreted. Control characters (U+0000 would end the string
    /// inside FTS5) become spaces: they separate tokens anyway.
    static func quote(_ text: String, prefix: Bool) -> String {
        var out = "\""
        for c in text.unicodeScalars {
            if c == "\"" {
                out += "\"\""
            } else if c.value < 0x20 || c.value == 0x7F {
                out += " "
            } else {
                out.unicodeScalars.append(c)
            }
        }
        out += "\""
        if prefix { out += "*" }
        return out
    }

    func hasTokens(_ text: String) -> Bool {
        analyzer.tokens(text, mode: .query).contains { !$0.colocated }
    }

    func queryTokens(_ text: String) -> [String] {
        analyzer.tokens(text, mode: .query).filter { !$0.colocated }.map(\.token)
    }

    enum Script { case latin, cyrillic, han, other }

    static func script(of text: String) -> Script {
        var latin = false, cyrillic = false, han = false
        for s in text.unicodeScalars {
            switch s.value {
            case 0x41...0x5A, 0x61...0x7A: latin = true
            case 0x400...0x4FF: cyrillic = true
            case 0x3400...0x9FFF, 0xF900...0xFAFF: han = true
            default: break
            }
        }
        if han { return .han }
        if cyrillic { return .cyrillic }
        return latin ? .latin : .other
    }

    func compile(_ parsed: ParsedQuery) throws(DatabaseError) -> CompiledQuery {
        // Each group: its alternatives, quoted into FTS5 strings at the end.
        var groups: [[Alternative]] = []
        var concepts: [String] = []
        var index = 0
        let g = parsed.groups
        while index < g.count {
            // A run of consecutive single plain words is matched against the glossary.
            var end = index
            while end < g.count && g[end].count == 1 && !g[end][0].phrase && !g[end][0].prefix { end += 1 }
            if end > index {
                let words = g[index..<end].map { $0[0].text }
                let (expanded, used) = try expand(words)
                groups += expanded
                concepts += used
                index = end
                continue
            }
            let alternatives: [Alternative] = g[index].filter { hasTokens($0.text) }.map { ($0.text, $0.prefix) }
            if !alternatives.isEmpty { groups.append(alternatives) }
            index += 1
        }
        let exclusions = parsed.exclusions.filter { hasTokens($0.text) }.map { Self.quote($0.text, prefix: $0.prefix) }
        guard !groups.isEmpty else { return CompiledQuery(and: nil, or: nil, concepts: []) }

        func group(_ alternatives: [Alternative]) -> String {
            let quoted = alternatives.map { Self.quote($0.text, prefix: $0.prefix) }
            return quoted.count == 1 ? quoted[0] : "(" + quoted.joined(separator: " OR ") + ")"
        }
        func withExclusions(_ expr: String) -> String {
            exclusions.isEmpty ? expr : "(\(expr)) NOT (\(exclusions.joined(separator: " OR ")))"
        }
        // User terms could only meet the facets column through a facet token (zzbar…), which
        // nobody types; only then is the expression restricted to the other columns, a column
        // filter that makes FTS5 check positions on every match (a third of a broad search).
        let facetLike = (groups.flatMap { $0 } + parsed.exclusions.map { ($0.text, $0.prefix) })
            .contains { mayMeetFacets($0.text) }
        func restricted(_ expr: String) -> String {
            facetLike ? "{headline text keywords} : (\(expr))" : expr
        }
        let and = restricted(withExclusions(groups.map(group).joined(separator: " AND ")))
        let or = groups.count > 1 ? restricted(withExclusions(groups.map(group).joined(separator: " OR "))) : nil
        var seen = Set<String>()
        return CompiledQuery(and: and, or: or, concepts: concepts.filter { seen.insert($0).inserted },
                             terms: groups.flatMap { $0 })
    }

    /// Whether `text` has a token a facet token could equal (one starting with "zz"). Only text
    /// with a z (or a full-width letter, which folds to ASCII) is analyzed.
    func mayMeetFacets(_ text: String) -> Bool {
        guard text.utf8.contains(where: { $0 == 0x7A || $0 == 0x5A || $0 == 0xEF }) else { return false }
        return queryTokens(text).contains { $0.hasPrefix("zz") }
    }

    /// Matches runs of words against glossary terms (longest first) and turns each match
    /// into a group of alternatives: the words as typed plus the concept's terms.
    /// English words expand into every language; Russian and Chinese words into their own
    /// language's forms (inflections and synonyms the stemmer does not join).
    func expand(_ words: [String]) throws(DatabaseError) -> (groups: [[Alternative]], concepts: [String]) {
        let tokens = words.map(queryTokens)
        var keys: [String] = []
        let maxSpan = 5
        for i in words.indices {
            var joined: [String] = []
            for j in i..<min(words.count, i + maxSpan) {
                joined += tokens[j]
                if !joined.isEmpty { keys.append(joined.joined(separator: " ")) }
            }
        }
        var conceptsByKey: [String: [String]] = [:]
        for row in try rows("SELECT DISTINCT tokens, concept FROM glossary_terms WHERE tokens", in: keys, "ORDER BY concept") {
            if let k = row.string(0), let c = row.string(1) { conceptsByKey[k, default: []].append(c) }
        }
        // Every term of every matched concept, in one query, with its stored tokens (the
        // same analysis as `queryTokens`, done once at ingest).
        var termsByConcept: [String: [(lang: String, term: String, tokens: [String])]] = [:]
        let allConcepts = Set(conceptsByKey.values.joined()).sorted()
        for row in try rows("SELECT concept, lang, term, tokens FROM glossary_terms WHERE concept", in: allConcepts, "ORDER BY rowid") {
            guard let c = row.string(0), let lang = row.string(1), let term = row.string(2),
                  let tokens = row.string(3) else { continue }
            termsByConcept[c, default: []].append((lang, term, tokens.split(separator: " ").map(String.init)))
        }
        var groups: [[Alternative]] = []
        var used: [String] = []
        var i = 0
        while i < words.count {
            var matched = false
            for j in stride(from: min(words.count, i + maxSpan) - 1, through: i, by: -1) {
                let key = tokens[i...j].flatMap { $0 }.joined(separator: " ")
                guard !key.isEmpty, let concepts = conceptsByKey[key] else { continue }
                let span = words[i...j].joined(separator: " ")
                var alternatives: [Alternative] = [(span, false)]
                // Terms that analyze to the same tokens (inflections with one stem, a Traditional
                // term and its Simplified twin) are one alternative: FTS5 would evaluate each.
                var seenTokens: Set<[String]> = [tokens[i...j].flatMap { $0 }]
                let langs: [String]?
                switch Self.script(of: span) {
                case .latin, .other: langs = nil
                case .cyrillic: langs = ["ru"]
                case .han: langs = ["zh-Hant", "zh-Hans"]
                }
                for concept in concepts {
                    for t in termsByConcept[concept] ?? [] where langs?.contains(t.lang) ?? true {
                        guard !t.tokens.isEmpty, seenTokens.insert(t.tokens).inserted else { continue }
                        alternatives.append((t.term, false))
                    }
                }
                groups.append(alternatives)
                used += concepts
                i = j + 1
                matched = true
                break
            }
            if !matched {
                if !tokens[i].isEmpty { groups.append([(words[i], false)]) }
                i += 1
            }
        }
        return (groups, used)
    }

    /// The rows of `head IN (?, …) tail` for `values`; none when `values` is empty.
    func rows(_ head: String, in values: [String], _ tail: String) throws(DatabaseError) -> [RowValues] {
        guard !values.isEmpty else { return [] }
        let placeholders = Array(repeating: "?", count: values.count).joined(separator: ", ")
        return try store.db.rows("\(head) IN (\(placeholders)) \(tail)", values)
    }

    // MARK: - Filters

    func resolveItems(_ names: [String]) throws(SearchError) -> [[String]] {
        var out: [[String]] = []
        for name in names {
            let ids: [String]
            do {
                ids = try store.db.rows("""
                    SELECT identifier FROM items
                    WHERE lower(identifier) = lower(?1) OR lower(swift_name) = lower(?1) OR lower(short_name) = lower(?1)
                    ORDER BY ordinal
                    """, [name]).compactMap { $0.string(0) }
            } catch { throw .store(StoreError.from(error, path: store.path)) }
            if ids.isEmpty { throw .unknownItem(name) }
            out.append(ids)
        }
        return out
    }

    /// SQL conditions on `r` (rules) for every filter except the scope.
    static func conditions(_ filters: QueryFilters, items: [[String]]) -> (sql: [String], args: [any DatabaseValueConvertible]) {
        var sql: [String] = []
        var args: [any DatabaseValueConvertible] = []
        func list(_ values: [String]) -> String { "(" + values.map { _ in "?" }.joined(separator: ", ") + ")" }
        if case .only(let langs) = filters.langs {
            sql.append("r.lang IN " + list(langs.map(\.rawValue)))
            args += langs.map { $0.rawValue as any DatabaseValueConvertible }
        }
        if !filters.kinds.isEmpty {
            sql.append("r.kind IN " + list(filters.kinds.map(\.rawValue)))
            args += filters.kinds.map { $0.rawValue as any DatabaseValueConvertible }
        }
        if !filters.modalities.isEmpty {
            sql.append("r.modality IN " + list(filters.modalities.map(\.rawValue)))
            args += filters.modalities.map { $0.rawValue as any DatabaseValueConvertible }
        }
        for ids in items {
            sql.append("EXISTS (SELECT 1 FROM rule_items i WHERE i.rule = r.rowid AND i.item IN \(list(ids)))")
            args += ids.map { $0 as any DatabaseValueConvertible }
        }
        return (sql, args)
    }

    // MARK: - Counting and fetching

    /// The user's expression (kept off the facets column by `compile` when it could meet it),
    /// with the facet filters ANDed on.
    static func fullMatch(_ expr: String, _ filters: QueryFilters, scope: Bool) -> String {
        var clauses = ["(\(expr))"]
        if case .only(let langs) = filters.langs { clauses.append(Facets.clause(langs.map(Facets.lang))) }
        if !filters.kinds.isEmpty { clauses.append(Facets.clause(filters.kinds.map(Facets.kind))) }
        if !filters.modalities.isEmpty { clauses.append(Facets.clause(filters.modalities.map(Facets.modality))) }
        if scope, let bar = filters.scope { clauses.append(Facets.clause([Facets.bar(bar)])) }
        return clauses.joined(separator: " AND ")
    }

    /// Below this many matches the per-scope counts come from one pass over the matching rules;
    /// above it, from one index-only count per scope.
    static let onePassCountLimit = 2_000

    func countScopes(match: String?, filters: QueryFilters, items: [[String]]) throws(DatabaseError) -> [(scope: String, count: Int)] {
        var total: Int? = nil
        if let match, items.isEmpty {
            // Index only: no rule is looked up.
            let expr = Self.fullMatch(match, filters, scope: false)
            total = try store.db.scalar("SELECT count(*) FROM rules_fts WHERE rules_fts MATCH ?", [expr]).flatMap {
                if case .integer(let n) = $0 { return Int(n) } else { return nil }
            }
            if let t = total, t > Self.onePassCountLimit {
                var counts: [(scope: String, count: Int)] = [("all", t)]
                let statement = try store.db.prepare("SELECT count(*) FROM rules_fts WHERE rules_fts MATCH ?")
                for bar in Bar.scoped {
                    try statement.bind([expr + " AND " + Facets.clause([Facets.bar(bar)])])
                    counts.append((bar.rawValue, try statement.step()?.int(0) ?? 0))
                }
                return counts
            }
            if total == 0 { return [("all", 0)] + Bar.scoped.map { ($0.rawValue, 0) } }
        }
        // One pass over the matching rules: the total and, per bar, the rules whose bars list
        // names it (no bar name is a substring of another, so instr() is exact).
        var from = "rules r"
        var whereSQL: [String] = []
        var args: [any DatabaseValueConvertible] = []
        if let match {
            from = "rules_fts JOIN rules r ON r.rowid = rules_fts.rowid"
            whereSQL.append("rules_fts MATCH ?")
            args.append(Self.fullMatch(match, filters, scope: false))
            let (conds, condArgs) = Self.conditions(QueryFilters(), items: items)
            whereSQL += conds
            args += condArgs
        } else {
            let (conds, condArgs) = Self.conditions(filters, items: items)
            whereSQL += conds
            args += condArgs
        }
        let whereClause = whereSQL.isEmpty ? "" : " WHERE " + whereSQL.joined(separator: " AND ")
        let perBar = Bar.scoped.map { _ in "sum(instr(r.bars, ?) > 0)" }.joined(separator: ", ")
        let statement = try store.db.prepare("SELECT count(*), \(perBar) FROM \(from)\(whereClause)")
        try statement.bind(Bar.scoped.map { $0.rawValue as any DatabaseValueConvertible } + args)
        var counts: [(scope: String, count: Int)] = []
        if let row = try statement.step() {
            counts.append(("all", row.int(0) ?? 0))
            for (i, bar) in Bar.scoped.enumerated() { counts.append((bar.rawValue, row.int(i + 1) ?? 0)) }
        }
        return counts
    }

    func fetchHits(match: String?, filters: QueryFilters, items: [[String]], limit: Int, offset: Int,
                   terms: [Alternative] = []) throws(DatabaseError) -> [SearchHit] {
        guard limit > 0 else { return [] }
        var found: [(rowid: Int, rule: Rule, score: Double)]
        if let match {
            let expr = Self.fullMatch(match, filters, scope: true)
            found = try rankedCandidates(expr, items: items, limit: limit, offset: offset)
            return hitsWithSnippets(found, terms: terms)
        }
        // Filters only: every matching rule, in source order.
        var (conds, args) = Self.conditions(filters, items: items)
        if let scope = filters.scope {
            conds.append("EXISTS (SELECT 1 FROM rule_bars b WHERE b.rule = r.rowid AND b.bar = ?)")
            args.append(scope.rawValue)
        }
        let whereClause = conds.isEmpty ? "" : "WHERE " + conds.joined(separator: " AND ")
        let statement = try store.db.prepare("""
            SELECT r.rowid, \(Store.ruleColumnList()) FROM rules r \(whereClause)
            ORDER BY r.document, r.ordinal LIMIT ? OFFSET ?
            """)
        try statement.bind(args + [limit, offset])
        found = []
        while let row = try statement.step() { found.append((row.int(0) ?? 0, try Store.rule(from: row, offset: 1), 0)) }
        return found.map { SearchHit(rule: $0.rule, score: 0, snippet: Self.excerpt($0.rule.headline)) }
    }

    /// Snippets only for the page being shown (see SnippetBuilder).
    func hitsWithSnippets(_ found: [(rowid: Int, rule: Rule, score: Double)], terms: [Alternative]) -> [SearchHit] {
        let snippets = SnippetBuilder(terms: terms, analyzer: analyzer)
        return found.map {
            let text = $0.rule.text
            let snippet = text.isEmpty || text.utf8.count > Self.snippetMaxTextLength
                ? Self.excerpt($0.rule.headline)
                : snippets.snippet(text, window: Self.snippetWindow($0.rule.lang))
            return SearchHit(rule: $0.rule, score: $0.score, snippet: snippet)
        }
    }

    /// The page of results, best first: bm25 (column weights) × the guideline boost, ties in
    /// source order. bm25 is ranked on the index alone and only the best 5 × (offset + limit)
    /// + 50 candidates are looked up and boosted. The boost is 5 %, so a rule outside the
    /// candidates could reach the page only if its bm25 were within 5 % of the page's last:
    /// with that many candidates, practically never.
    func rankedCandidates(_ expr: String, items: [[String]], limit: Int, offset: Int) throws(DatabaseError) -> [(rowid: Int, rule: Rule, score: Double)] {
        let want = offset + limit
        let candidates = want * 5 + 50
        var found: [(rowid: Int, score: Double)] = []
        let (itemConds, itemArgs) = Self.conditions(QueryFilters(), items: items)
        let rank: Statement
        if itemConds.isEmpty {
            rank = try store.db.prepare("""
                SELECT rowid, bm25(rules_fts, \(Self.weights)) AS s FROM rules_fts
                WHERE rules_fts MATCH ? ORDER BY s LIMIT ?
                """)
            try rank.bind([expr, candidates])
        } else {
            rank = try store.db.prepare("""
                SELECT r.rowid, bm25(rules_fts, \(Self.weights)) AS s
                FROM rules_fts JOIN rules r ON r.rowid = rules_fts.rowid
                WHERE rules_fts MATCH ? AND \(itemConds.joined(separator: " AND ")) ORDER BY s LIMIT ?
                """)
            try rank.bind([expr] + itemArgs + [candidates])
        }
        while let row = try rank.step() {
            guard let id = row.int(0) else { continue }
            found.append((id, row.double(1) ?? 0))
        }
        return try boostedPage(found, limit: limit, offset: offset)
    }

    /// Boosts and orders bm25-ranked candidates on the few columns that decide it, then reads
    /// whole rules (text, lists) only for the page.
    func boostedPage(_ candidates: [(rowid: Int, score: Double)], limit: Int, offset: Int)
        throws(DatabaseError) -> [(rowid: Int, rule: Rule, score: Double)] {
        guard !candidates.isEmpty, limit > 0 else { return [] }
        var scores: [Int: Double] = [:]
        for c in candidates { scores[c.rowid] = c.score }
        let placeholders = candidates.map { _ in "?" }.joined(separator: ", ")
        let keys = try store.db.prepare(
            "SELECT rowid, kind = 'guideline', document, ordinal FROM rules WHERE rowid IN (\(placeholders))")
        try keys.bind(candidates.map { $0.rowid as any DatabaseValueConvertible })
        var ranked: [(rowid: Int, score: Double, document: String, ordinal: Int)] = []
        while let row = try keys.step() {
            let id = row.int(0) ?? 0
            let boosted = (scores[id] ?? 0) * (row.int(1) == 1 ? Self.guidelineBoost : 1.0)
            ranked.append((id, (boosted * 1e6).rounded() / 1e6, row.string(2) ?? "", row.int(3) ?? 0))
        }
        ranked.sort { a, b in
            if a.score != b.score { return a.score < b.score }
            if a.document != b.document { return a.document < b.document }
            return a.ordinal < b.ordinal
        }
        let page = Array(ranked.dropFirst(offset).prefix(limit))
        guard !page.isEmpty else { return [] }
        let fetch = try store.db.prepare("SELECT r.rowid, \(Store.ruleColumnList()) FROM rules r WHERE r.rowid IN (\(page.map { _ in "?" }.joined(separator: ", ")))")
        try fetch.bind(page.map { $0.rowid as any DatabaseValueConvertible })
        var rules: [Int: Rule] = [:]
        while let row = try fetch.step() { rules[row.int(0) ?? 0] = try Store.rule(from: row, offset: 1) }
        return page.compactMap { p in rules[p.rowid].map { (p.rowid, $0, p.score) } }
    }
}
