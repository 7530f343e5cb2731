import SQLiteKit
import BarGuideText

/// Runs searches against a store. Searching only: printing is the CLI's business.
public final class SearchEngine {
    let store: Store
    let analyzer = Analyzer()

    /// Column weights for bm25 (`RankingPolicy.columnWeights`): headline, text, keywords, facets.
    static let weightValues = RankingPolicy.columnWeights.map(\.value)
    static let weights = weightValues.map { "\($0)" }.joined(separator: ", ")

    /// FTS5's snippet() in SQLite 3.40 is quadratic in the hits within one row: rows longer
    /// than this (pathological single-line documents) get a plain excerpt instead.
    static let snippetMaxTextLength = 16_384

    /// The width of the lines snippets are shown on (the CLI's text output sets it): a snippet
    /// then fills about two such lines. nil: the fixed windows (JSON and MCP output do not
    /// depend on the terminal).
    public var snippetColumns: Int?

    /// Snippet length in index positions: words for Russian and English (about 8 columns each),
    /// characters for Chinese (2 columns each); about two lines of `columns`, at least 24 words
    /// or 40 characters.
    static func snippetWindow(_ lang: Lang, columns: Int? = nil) -> Int {
        switch lang {
        case .ru, .en: return max(24, (columns ?? 0) / 4)
        default: return max(40, columns ?? 0)
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

    /// Whether a one-unit query's IDFs are counted from its matches (`RankCollector.defersIDF`);
    /// tests turn it off to compare the two.
    var defersIDF = true

    /// Whether the one-pass search keeps the IDFs it computes for the engine's later searches
    /// (`RankCollector.remembersIDFs`): for a session that searches as the user types (browse),
    /// where a query mostly repeats the phrases of the one before. The results are the same
    /// either way; off by default (one search per process gains nothing).
    public var remembersIDFs = false
    /// From this many rules (the length of the rank statistics) the one-pass search is split
    /// over two threads (SearchSplit.swift); tests lower it to compare the two.
    var splitRows = 20_000
    /// How many rowid ranges a split pass is cut into (handed out to whichever thread is free:
    /// a corpus whose matches crowd into one part of the rowids still shares out evenly; each
    /// range costs FTS5 one more seek into every doclist).
    var splitChunks = 4
    /// Whether a split pass runs its second part on a thread of its own; tests may run it first
    /// on the search's thread (the first half of the chunks), which makes the split deterministic.
    var splitsOnThread = true

    public func search(_ request: SearchRequest) throws(SearchError) -> SearchResult {
        try search(request, selecting: Selection<Void>?.none).result
    }

    /// What a caller picks from the ranked candidates instead of a page (group collapse): the
    /// rows shown as hits (with snippets), the rows only read (with a plain excerpt), whether
    /// the candidates held enough results for its page, and what else it made of them.
    struct Pick<Detail> {
        var hits: [Int]
        var read: [Int]
        var enough: Bool
        var detail: Detail
    }

    /// A search whose page the caller picks from the ranked candidates (group collapse).
    struct Selection<Detail> {
        /// Each rule's guideline group number by rowid and one more than the largest: the pass
        /// also counts the groups (`RankCollector.Settings.groups`).
        var groups: (numbers: [UInt32], limit: Int)
        /// The wider window: when the pick has not `enough` and the candidates were cut at the
        /// request's capacity (more matches were left out), these candidates are ranked and
        /// picked instead, in the same read transaction, as if this were the request. nil: none.
        var widerWindow: SearchRequest?
        /// Given every candidate, best first (rowid and weighed score; no rule read yet).
        var pick: (_ ranked: [(rowid: Int, score: Double)]) -> Pick<Detail>
    }

    /// What a selection made of the search: the candidates it was given, its detail, the rows
    /// it only read (by rowid), and the groups per scope.
    struct Selected<Detail> {
        var ranked: [(rowid: Int, score: Double)]
        var detail: Detail
        var read: [Int: SearchHit]
        var groupCounts: [(scope: String, count: Int)]
    }

    /// `search`, or with `selection`: the hits it picked, and `selected`. nil `selected`: the
    /// database cannot rank every candidate (no rank statistics), and the result is the plain
    /// page.
    func search<Detail>(_ request: SearchRequest, selecting selection: Selection<Detail>?) throws(SearchError)
        -> (result: SearchResult, selected: Selected<Detail>?) {
        let parsed: ParsedQuery
        if let given = request.parsed {
            parsed = given
        } else {
            do { parsed = try QueryParser.parse(request.query) } catch { throw .query(error) }
        }
        // Inline filters override the options.
        let filters = request.filters.overridden(by: parsed.filters)

        // One read transaction: one shared lock and one hot-journal check for all the queries
        // below (instead of one per statement), and one consistent snapshot.
        do { try store.db.execute("BEGIN") } catch { throw .store(StoreError.from(error, path: store.path)) }
        defer { try? store.db.execute("COMMIT") }
        let compiled: CompiledQuery
        do { compiled = try compile(parsed) } catch { throw .store(StoreError.from(error, path: store.path)) }
        if compiled.units.isEmpty && filters.isEmpty { throw .emptyQuery }
        asksCount = compiled.asksCount
        if case .lang = request.preferLanguage { languageFirst = true } else { languageFirst = false }
        countForms = compiled.countForms
        typedName = Self.typedName(of: compiled)
        typedWords = compiled.units.count == 1 && !compiled.units[0].tokens.isEmpty ? compiled.units[0].alternatives[0] : nil
        let itemIDs = try resolveItems(filters.items)
        var language: QueryLanguage?
        switch request.preferLanguage {
        case .auto: language = compiled.language
        case .none: language = nil
        case .lang(let l): language = l
        }
        // A language filter is obeyed as it is: no other language is preferred within it.
        if case .only(let langs) = filters.langs, let l = language, !langs.contains(where: l.includes) { language = nil }
        var result: SearchResult
        var selected: Selected<Detail>?
        do {
            if let collected = try collectedSearch(request, compiled, filters, itemIDs, language, selection: selection) {
                (result, selected) = collected
            } else if let selection,
                      let picked = try pickedPlainSearch(request, compiled, filters, itemIDs, language, selection: selection) {
                (result, selected) = picked
            } else {
                result = try plainSearch(request, compiled, filters, itemIDs, language)
            }
        } catch {
            throw .store(StoreError.from(error, path: store.path))
        }
        // A fallback to other languages is reported only when no language was asked for.
        if request.preferLanguage != .auto || filters.langs != .any { result.languageFallback = false }
        if result.total == 0, case .only = filters.langs {
            do { result.otherLanguages = try otherLanguages(compiled, filters, itemIDs) } catch {
                throw .store(StoreError.from(error, path: store.path))
            }
        }
        result.expansions = compiled.concepts
        result.onlyStopWords = compiled.onlyStopWords
        result.words = compiled.units.map { $0.alternatives[0].text }
        result.wordConcepts = compiled.units.map(\.concepts)
        return (result, selected)
    }

    /// How many rules match the query in the current scope in each language the language
    /// filter left out (those with any), for a search that found nothing in its languages.
    func otherLanguages(_ compiled: CompiledQuery, _ filters: QueryFilters, _ items: [[String]]) throws(DatabaseError)
        -> [(lang: Lang, count: Int)] {
        guard case .only(let asked) = filters.langs else { return [] }
        let scopeKey = filters.scope?.rawValue ?? "all"
        var out: [(lang: Lang, count: Int)] = []
        for lang in Lang.allCases where !asked.contains(lang) {
            var other = filters
            other.langs = .only([lang])
            var count = try countScopes(match: compiled.expression(all: true), filters: other, items: items)
                .first { $0.scope == scopeKey }?.count ?? 0
            if count == 0, compiled.units.count > 1, let or = compiled.expression(all: false) {
                count = try countScopes(match: or, filters: other, items: items).first { $0.scope == scopeKey }?.count ?? 0
            }
            if count > 0 { out.append((lang, count)) }
        }
        return out
    }

    /// The search under way asks how many: `rankedRows` weighs the rules that state a number
    /// by `RankingPolicy.countFactor`.
    private var asksCount = false
    /// The search under way was asked for a language (`--prefer-lang L`): its rules rank before
    /// every other (`RankingPolicy.otherLanguageTier`); otherwise the query's language only
    /// weighs more (`RankingPolicy.languageFactor`).
    private var languageFirst = false
    /// The count question's own words (`CompiledQuery.countForms`): a rule that holds one states
    /// a bound, and is weighed as one that states a number.
    private var countForms: [QueryAlternative] = []

    /// The candidates among `rowids` that state a number (`CountQuestion.numbers`) or a bound in
    /// the question's own words (`bounds`), in their headline or text.
    func statingNumbers(_ rowids: [Int], bounds: [QueryAlternative] = []) throws(DatabaseError) -> Set<Int> {
        try candidates(rowids, holding: CountQuestion.numbers.map { QueryAlternative(text: $0, prefix: false) } + bounds,
                       in: ["headline", "text"])
    }

    /// The rows among `rowids` whose `columns` hold one of `terms`, matched as the index
    /// analyzes them (`SnippetBuilder`, which marks what the index matched). The candidates are
    /// few and read by rowid: an FTS5 query restricted to them would still walk the whole
    /// doclist of every term ("2", "up to", "number" meet most rules of a large corpus).
    func candidates(_ rowids: [Int], holding terms: [QueryAlternative], in columns: [String]) throws(DatabaseError) -> Set<Int> {
        guard !rowids.isEmpty, !terms.isEmpty else { return [] }
        let builder = SnippetBuilder(terms: terms, analyzer: analyzer)
        let statement = try store.db.prepare("""
            SELECT rowid, \(columns.joined(separator: ", ")) FROM rules WHERE rowid IN (\(rowids.map { _ in "?" }.joined(separator: ", ")))
            """)
        try statement.bind(rowids.map { $0 as any DatabaseValueConvertible })
        var out = Set<Int>()
        while let row = try statement.step() {
            guard let id = row.int(0) else { continue }
            for k in columns.indices {
                if let text = row.string(k + 1), !text.isEmpty, !builder.hits(in: builder.positions(of: text)).isEmpty {
                    out.insert(id)
                    break
                }
            }
        }
        return out
    }

    /// The API name a query of one unit is, when its glossary concept adds other forms
    /// (preferredStatusBarStyle: "status bar style", "стиль строки состояния"): `rankedRows`
    /// ranks the candidates that do not hold the name itself a tier lower
    /// (`RankingPolicy.unnamedTier`). An identifier says exactly what it names; its concept's
    /// words also stand in rules about something near it.
    private var typedName: QueryAlternative?

    static func typedName(of compiled: CompiledQuery) -> QueryAlternative? {
        guard compiled.units.count == 1, let unit = compiled.units.first, let typed = unit.typed,
              QueryCompiler.isAPIName(typed.text) else { return nil }
        return typed
    }

    /// A query of one unit typed as words: those words (the unit's first alternative). The
    /// one-pass collector weighs the rows that hold them by 1 + `RankingPolicy.typedWeight`;
    /// the path of one query per count does the same (`typedRows`).
    private var typedWords: QueryAlternative?

    /// The rows whose text columns hold `typedWords`, for the path of one query per count; none
    /// without such words.
    func typedRows() throws(DatabaseError) -> Set<Int> {
        guard let typed = typedWords else { return [] }
        let statement = try store.db.prepare("SELECT rowid FROM rules_fts WHERE rules_fts MATCH ?")
        try statement.bind([FTS5Expression.columns(CompiledQuery.textColumns, .phrase(typed.text, prefix: typed.prefix)).rendered])
        var out = Set<Int>()
        while let row = try statement.step() { if let id = row.int(0) { out.insert(id) } }
        return out
    }

    /// A row's bm25 on the path of one query per count, weighed as the collector weighs it for
    /// the words as typed.
    static func typedScore(_ score: Double, _ rowid: Int, _ typed: Set<Int>) -> Double {
        typed.contains(rowid) ? score * (1 + RankingPolicy.typedWeight.value) : score
    }

    /// The labels and aliases of the item catalog in every language, lowercased and joined, read
    /// on first use (identifiers are left out: every one says "button").
    private var itemNames: String?

    /// Whether `word` could be part of an item's name: its first four characters (a stem's
    /// worth: "Отмену" and "Отмена" share them) occur in a label or alias, ignoring case.
    func mayNameItem(_ word: String) -> Bool {
        if itemNames == nil {
            var joined = ""
            let labels = "labels_ru, labels_zh, labels_en"
            if let rows = (try? store.db.rows("SELECT \(labels), aliases_ru, aliases_zh, aliases_en FROM items"))
                ?? (try? store.db.rows("SELECT \(labels) FROM items")) {
                for row in rows {
                    for k in 0..<row.count { if let text = row.string(k) { joined += text.lowercased() + "\u{1F}" } }
                }
            }
            itemNames = joined
        }
        let probe = String(word.lowercased().prefix(4))
        return probe.count >= 2 && itemNames?.contains(probe) == true
    }

    /// The last query compiled: group collapse counts groups with the query it just searched,
    /// and compiling it again (the glossary matcher, segmentation, expansion) cost as much again.
    private var lastCompiled: (parsed: ParsedQuery, compiled: CompiledQuery)?

    func compile(_ parsed: ParsedQuery) throws(DatabaseError) -> CompiledQuery {
        if let last = lastCompiled, last.parsed == parsed { return last.compiled }
        var compiled = try QueryCompiler(db: store.db, analyzer: analyzer).compile(parsed)
        // A name of several words that names a system item ("кнопка Готово", "Done button")
        // also finds the rules that carry the item (their keywords hold its identifier).
        // (The catalog lookup stems every label: it runs only when a word of the name could be
        // in one, `mayNameItem`.)
        // A Chinese name typed as one run (编辑按钮, 完成按鈕) is one word of the segmenter: it is
        // looked up whole when it names a concept.
        // (a bar's name, "панели инструментов", names no item: no lookup for it)
        for i in compiled.units.indices where compiled.units[i].bar == nil {
            let unit = compiled.units[i]
            let han = unit.words.isEmpty && !unit.concepts.isEmpty && unit.alternatives[0].text.unicodeScalars.count >= 3
                && unit.alternatives[0].text.unicodeScalars.allSatisfy { Ch.isHan($0.value) }
                && mayNameItem(String(unit.alternatives[0].text.prefix(2)))
            guard han || (unit.words.count > 1 && unit.words.contains(where: { mayNameItem($0.text) })) else { continue }
            let typed = compiled.units[i].alternatives[0].text
            guard let items = try? store.items(named: typed, counting: false) else { continue }
            for item in items where !compiled.units[i].alternatives.contains(where: { $0.text == item.identifier }) {
                compiled.units[i].alternatives.append(QueryAlternative(text: item.identifier, prefix: false))
            }
        }
        lastCompiled = (parsed, compiled)
        return compiled
    }

    /// The path of one query per count (a database without rank statistics, or an item filter).
    func plainSearch(_ request: SearchRequest, _ compiled: CompiledQuery, _ filters: QueryFilters, _ itemIDs: [[String]],
                     _ language: QueryLanguage?) throws(DatabaseError) -> SearchResult {
        var match = compiled.expression(all: true)
        var fallback: String?
        var counts = try countScopes(match: match, filters: filters, items: itemIDs)
        let scopeKey = filters.scope?.rawValue ?? "all"
        let allWords = counts.first { $0.scope == scopeKey }?.count ?? 0
        // The fallback is decided in all scopes: every scope's count is then the total a search
        // in that scope finds.
        if counts.first?.count == 0, compiled.units.count > 1, let or = compiled.expression(all: false) {
            match = or
            fallback = "or"
            counts = try countScopes(match: match, filters: filters, items: itemIDs)
        }
        let total = counts.first { $0.scope == scopeKey }?.count ?? 0
        let hits = try fetchHits(match: match, filters: filters, items: itemIDs, limit: request.limit,
                                 offset: request.offset, terms: compiled.terms, language: language, bar: compiled.onlyBar)
        let languageFallback = language.map { l in !hits.isEmpty && !hits.contains { l.includes($0.rule.lang) } } ?? false
        return SearchResult(query: request.query, scope: filters.scope, total: total, offset: request.offset,
                            counts: counts, fallback: fallback, expansions: [], hits: hits, language: language,
                            languageFallback: languageFallback, allWordsTotal: allWords)
    }

    /// The path of one query per count with `pick` (filters alone, or an item filter): every
    /// matching rule ranked (filters alone: in source order), so that the rows picked and the
    /// groups counted are exact whatever the page. nil without group numbers or
    /// rank statistics (the caller then collapses a window of hits).
    func pickedPlainSearch<Detail>(_ request: SearchRequest, _ compiled: CompiledQuery, _ filters: QueryFilters, _ itemIDs: [[String]],
                                   _ language: QueryLanguage?, selection: Selection<Detail>) throws(DatabaseError)
        -> (SearchResult, Selected<Detail>)? {
        let numbers = selection.groups
        guard let masks = store.rankStats?.masks else { return nil }
        func has(_ rowid: Int, _ bits: UInt8) -> Bool {
            bits == 0 || (rowid >= 0 && rowid < masks.count && masks[rowid] & bits != 0)
        }
        let scopeMask = filters.scope.map { RankStats.mask(of: $0) } ?? 0
        var match = compiled.expression(all: true)
        var fallback: String?
        var rows = try everyMatch(match, filters, itemIDs, language, bar: compiled.onlyBar)
        let allWords = GroupCollapse.countGroups(rows.filter { has($0.rowid, scopeMask) }.map(\.rowid), numbers: numbers,
                                                 masks: masks)["all"] ?? 0
        if rows.isEmpty, compiled.units.count > 1, let or = compiled.expression(all: false) {
            match = or
            fallback = "or"
            rows = try everyMatch(match, filters, itemIDs, language, bar: compiled.onlyBar)
        }
        let pairs = GroupCollapse.countGroups(rows.map(\.rowid), numbers: numbers, masks: masks)
        let groupCounts = [("all", pairs["all"] ?? 0)] + Bar.scoped.map { ($0.rawValue, pairs[$0.rawValue] ?? 0) }
        let ruleCounts = [("all", rows.count)] + Bar.scoped.map { bar in
            (bar.rawValue, rows.filter { has($0.rowid, RankStats.mask(of: bar)) }.count)
        }
        let order = rows.filter { has($0.rowid, scopeMask) }
        let chosen = selection.pick(order)
        let (hits, read) = try readPicked(order, chosen, terms: compiled.terms)
        let preferred = language.map { l in order.contains { $0.rowid < masks.count && masks[$0.rowid] >> 6 == l.code } } ?? true
        let result = SearchResult(query: request.query, scope: filters.scope, total: order.count, offset: request.offset,
                                  counts: ruleCounts, fallback: fallback, expansions: [], hits: hits, language: language,
                                  languageFallback: language != nil && !order.isEmpty && !preferred, allWordsTotal: allWords)
        return (result, Selected(ranked: order, detail: chosen.detail, read: read, groupCounts: groupCounts))
    }

    /// The rules `chosen` picked from `order`: its hits with snippets, and the rows it only
    /// reads with a plain excerpt (by rowid), each with its weighed score.
    func readPicked<Detail>(_ order: [(rowid: Int, score: Double)], _ chosen: Pick<Detail>,
                            terms: [QueryAlternative]) throws(DatabaseError) -> (hits: [SearchHit], read: [Int: SearchHit]) {
        let rules = try readRules(chosen.hits + chosen.read)
        let score = Dictionary(order.map { ($0.rowid, $0.score) }, uniquingKeysWith: { a, _ in a })
        let hits = hitsWithSnippets(chosen.hits.compactMap { id in rules[id].map { (id, $0, score[id] ?? 0) } }, terms: terms)
        var read: [Int: SearchHit] = [:]
        for id in chosen.read {
            guard let rule = rules[id] else { continue }
            read[id] = SearchHit(rule: rule, score: score[id] ?? 0, snippet: Snippet(text: Self.excerpt(rule.headline)))
        }
        return (hits, read)
    }

    /// Every rule matching `match` (nil: filters alone) and the filters other than the scope, best
    /// first as `rankedRows` orders them; filters alone, in source order.
    func everyMatch(_ match: FTS5Expression?, _ filters: QueryFilters, _ items: [[String]],
                    _ language: QueryLanguage?, bar: Bar?) throws(DatabaseError) -> [(rowid: Int, score: Double)] {
        if let match {
            let (conds, args) = Self.conditions(QueryFilters(), items: items)
            let filter = conds.isEmpty ? "" : " AND " + conds.joined(separator: " AND ")
            let statement = try store.db.prepare("""
                SELECT r.rowid, bm25(rules_fts, \(Self.weights)) FROM rules_fts JOIN rules r ON r.rowid = rules_fts.rowid
                WHERE rules_fts MATCH ?\(filter)
                """)
            try statement.bind([Self.fullMatch(match, filters, scope: false).rendered] + args)
            let typed = try typedRows()
            var rows: [(rowid: Int, tier: Int32, score: Double)] = []
            while let row = try statement.step() {
                let id = row.int(0) ?? 0
                rows.append((id, 0, Self.typedScore(row.double(1) ?? 0, id, typed)))
            }
            return try rankedRows(rows, language: language, bar: bar)
        }
        let (conds, args) = Self.conditions(filters, items: items)
        let whereClause = conds.isEmpty ? "" : " WHERE " + conds.joined(separator: " AND ")
        let statement = try store.db.prepare("SELECT r.rowid FROM rules r\(whereClause) ORDER BY r.document, r.ordinal")
        try statement.bind(args)
        var rows: [(rowid: Int, score: Double)] = []
        while let row = try statement.step() { rows.append((row.int(0) ?? 0, 0)) }
        return rows
    }

    /// How many of the best rows are kept and weighed for `request`'s page.
    static func capacity(for request: SearchRequest) -> Int {
        RankingPolicy.candidates(pageEnd: request.offset + request.limit)
    }

    /// The search in one pass per expression (barguide_collect: per-scope counts and the best
    /// candidates together), when the database has rank statistics and no item filter is set;
    /// nil otherwise, and the search takes the path of one query per count.
    func collectedSearch<Detail>(_ request: SearchRequest, _ compiled: CompiledQuery, _ filters: QueryFilters,
                                 _ items: [[String]], _ language: QueryLanguage?,
                                 selection: Selection<Detail>? = nil) throws(DatabaseError)
        -> (SearchResult, Selected<Detail>?)? {
        guard usesCollector, items.isEmpty, let and = compiled.expression(all: true), let collector = store.collector,
              let stats = store.rankStats else { return nil }
        let scopeKey = filters.scope?.rawValue ?? "all"
        typealias Pass = (counts: [(scope: String, count: Int)], best: [RankCollector.Entry], preferred: Int,
                          groups: [(scope: String, count: Int)])
        /// `narrowed`: `expr` adds facet clauses to the query's (IDFs then come from the index).
        func pass(_ expr: FTS5Expression, coverage: Bool, capacity: Int, narrowed: Bool = false) throws(DatabaseError) -> Pass {
            var settings = RankCollector.Settings()
            settings.lengths = stats.lengths
            settings.masks = stats.masks
            settings.weights = Self.weightValues
            settings.scope = filters.scope.map { RankStats.mask(of: $0) } ?? 0
            settings.capacity = capacity
            settings.phraseUnits = compiled.phraseUnits(all: !coverage)
            settings.unitCount = compiled.units.count
            if coverage { settings.unitBars = compiled.unitBars }
            settings.proximityWeight = RankingPolicy.proximityWeight.value
            settings.typedPhrases = compiled.typedPhrases(all: !coverage)
            settings.typedWeight = RankingPolicy.typedWeight.value
            settings.silentPhrases = compiled.silentPhrases(all: !coverage)
            settings.coverage = coverage
            settings.preferredLanguage = language?.code
            settings.languageFirst = languageFirst
            settings.namedBar = compiled.onlyBar.map { RankStats.mask(of: $0) } ?? 0
            if let groups = selection?.groups {
                settings.groups = groups.numbers
                settings.groupLimit = groups.limit
            }
            // One unit, nothing excluded, no facet filter and no scope: every row that has a
            // phrase is a match, so the phrases' IDFs can be counted from the matches.
            settings.defersIDF = defersIDF && !coverage && !narrowed && compiled.units.count == 1 && compiled.exclusions.isEmpty
                && filters.scope == nil && filters.langs == .any && filters.kinds.isEmpty && filters.modalities.isEmpty
            collector.configure(settings)
            // A bar name's narrowed pass takes the IDFs of the query's phrases from the first
            // pass (the same values) instead of counting each phrase's rows again.
            if remembersIDFs || compiled.onlyBar != nil {
                collector.remembersIDFs = true
                collector.phraseKeys = Self.fullMatch(expr, filters, scope: false).phraseKeys
            }
            // A narrowed pass meets few rows: one statement, never split over threads.
            try runPass(Self.fullMatch(expr, filters, scope: false).rendered, collector: collector,
                        rows: stats.masks.count, splits: !narrowed)
            let counts = [("all", collector.total)]
                + Bar.scoped.enumerated().map { ($0.element.rawValue, collector.counts[$0.offset]) }
            let groups = [("all", collector.groupTotal)]
                + Bar.scoped.enumerated().map { ($0.element.rawValue, collector.groupCounts[$0.offset]) }
            return (counts, collector.ranked, collector.preferredTotal, groups)
        }
        /// The passes for the candidates of `window`'s page: every word, or when hardly any rule
        /// has every word (decided in all scopes, as on the other path), the rules that have the
        /// most of them (those with every word still first). `allWords`: what the page counts
        /// (groups with a selection, else rules) with every word, in the scope.
        func rank(_ window: SearchRequest) throws(DatabaseError) -> (pass: Pass, fallback: String?, allWords: Int) {
            let capacity = Self.capacity(for: window)
            var result = try pass(and, coverage: false, capacity: capacity)
            let allWords = (selection == nil ? result.counts : result.groups).first { $0.scope == scopeKey }?.count ?? 0
            let allScopes = result.counts.first?.count ?? 0
            var fallback: String?
            if allScopes < min(window.offset + window.limit, RankingPolicy.partialBelow.value), compiled.units.count > 1,
               let or = compiled.expression(all: false) {
                fallback = allScopes == 0 ? "or" : "partial"
                result = try pass(or, coverage: true, capacity: capacity)
            }
            // A query that only names a bar: the pass tells the rules that list the bar from the
            // others, not their kinds, and when more match than it keeps, its best by bm25 can
            // all be of other kinds. The definitions that list the bar (few: the kind's facet
            // narrows the match) are kept by a pass of their own, so the first role has its
            // candidates; `rankedRows` orders them all by role.
            if fallback == nil, let bar = compiled.onlyBar, (result.counts.first { $0.scope == scopeKey }?.count ?? 0) > capacity {
                let definitions = FTS5Expression.and([and, .facets([Facets.bar(bar)]), .facets([Facets.kind(.definition)])])
                let extra = try pass(definitions, coverage: false, capacity: capacity, narrowed: true)
                var kept = Set(result.best.map(\.rowid))
                result.best += extra.best.filter { kept.insert($0.rowid).inserted }
            }
            return (result, fallback, allWords)
        }
        func candidates(_ best: [RankCollector.Entry]) -> [(rowid: Int, tier: Int32, score: Double)] {
            best.map { (Int($0.rowid), $0.tier, $0.score) }
        }
        var run = try rank(request)
        var hits: [SearchHit]
        var selected: Selected<Detail>?
        if let selection {
            var order = try rankedRows(candidates(run.pass.best), language: language, bar: compiled.onlyBar, languageWeighed: true)
            var chosen = selection.pick(order)
            if !chosen.enough, let wider = selection.widerWindow, order.count >= Self.capacity(for: request) {
                run = try rank(wider)
                order = try rankedRows(candidates(run.pass.best), language: language, bar: compiled.onlyBar, languageWeighed: true)
                chosen = selection.pick(order)
            }
            let read: [Int: SearchHit]
            (hits, read) = try readPicked(order, chosen, terms: compiled.terms)
            selected = Selected(ranked: order, detail: chosen.detail, read: read, groupCounts: run.pass.groups)
        } else {
            hits = hitsWithSnippets(try boostedPage(candidates(run.pass.best), limit: request.limit, offset: request.offset,
                                                    language: language, bar: compiled.onlyBar, languageWeighed: true),
                                    terms: compiled.terms)
        }
        let total = run.pass.counts.first { $0.scope == scopeKey }?.count ?? 0
        return (SearchResult(query: request.query, scope: filters.scope, total: total, offset: request.offset,
                             counts: run.pass.counts, fallback: run.fallback, expansions: [],
                             hits: hits, language: language,
                             languageFallback: language != nil && total > 0 && run.pass.preferred == 0,
                             allWordsTotal: run.allWords), selected)
    }

    // MARK: - Filters

    func resolveItems(_ names: [String]) throws(SearchError) -> [[String]] {
        var out: [[String]] = []
        for name in names {
            var ids: [String]
            do {
                ids = try store.db.rows("""
                    SELECT identifier FROM items
                    WHERE lower(identifier) = lower(?1) OR lower(swift_name) = lower(?1) OR lower(short_name) = lower(?1)
                    ORDER BY ordinal
                    """, [name]).compactMap { $0.string(0) }
            } catch { throw .store(StoreError.from(error, path: store.path)) }
            if ids.isEmpty {
                // a label or a form the texts use ("Готово", "Отмену"), as `barguide items NAME` finds it
                do { ids = try store.items(named: name, counting: false).map(\.identifier) } catch { throw .store(error) }
            }
            if ids.isEmpty { throw .unknownItem(name) }
            out.append(ids)
        }
        return out
    }

    /// SQL conditions on `r` (rules) for every filter except the scope (with `scope`, it too).
    static func conditions(_ filters: QueryFilters, items: [[String]],
                           scope: Bool = false) -> (sql: [String], args: [any DatabaseValueConvertible]) {
        var sql: [String] = []
        var args: [any DatabaseValueConvertible] = []
        if scope, let bar = filters.scope {
            sql.append("EXISTS (SELECT 1 FROM rule_bars b WHERE b.rule = r.rowid AND b.bar = ?)")
            args.append(bar.rawValue)
        }
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

    /// The user's expression (kept off the facets column by the compiler when it could meet
    /// it), with the facet filters ANDed on.
    static func fullMatch(_ expr: FTS5Expression, _ filters: QueryFilters, scope: Bool) -> FTS5Expression {
        var clauses = [expr]
        if case .only(let langs) = filters.langs { clauses.append(.facets(langs.map(Facets.lang))) }
        if !filters.kinds.isEmpty { clauses.append(.facets(filters.kinds.map(Facets.kind))) }
        if !filters.modalities.isEmpty { clauses.append(.facets(filters.modalities.map(Facets.modality))) }
        if scope, let bar = filters.scope { clauses.append(.facets([Facets.bar(bar)])) }
        return FTS5Expression.all(clauses)!
    }

    /// Below this many matches the per-scope counts come from one pass over the matching rules;
    /// above it, from one index-only count per scope.
    static let onePassCountLimit = 2_000

    func countScopes(match: FTS5Expression?, filters: QueryFilters, items: [[String]]) throws(DatabaseError) -> [(scope: String, count: Int)] {
        var total: Int? = nil
        if let match, items.isEmpty {
            // Index only: no rule is looked up.
            let expr = Self.fullMatch(match, filters, scope: false)
            total = try store.db.scalar("SELECT count(*) FROM rules_fts WHERE rules_fts MATCH ?", [expr.rendered]).flatMap {
                if case .integer(let n) = $0 { return Int(n) } else { return nil }
            }
            if let t = total, t > Self.onePassCountLimit {
                var counts: [(scope: String, count: Int)] = [("all", t)]
                let statement = try store.db.prepare("SELECT count(*) FROM rules_fts WHERE rules_fts MATCH ?")
                for bar in Bar.scoped {
                    try statement.bind([FTS5Expression.and([expr, .facets([Facets.bar(bar)])]).rendered])
                    counts.append((bar.rawValue, try statement.step()?.int(0) ?? 0))
                }
                return counts
            }
            if total == 0 { return [("all", 0)] + Bar.scoped.map { ($0.rawValue, 0) } }
        }
        // One pass over the matching rules: the total and, per bar, the rules whose bars list
        // names it (no bar name is a substring of another, so instr() is exact).
        let (from, whereClause, args) = Self.matchingRules(match, filters, items: items)
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

    /// The FROM and WHERE clauses (and their arguments) of the rules `r` that match `match`
    /// (nil: filters alone) and every filter except the scope.
    static func matchingRules(_ match: FTS5Expression?, _ filters: QueryFilters, items: [[String]])
        -> (from: String, where: String, args: [any DatabaseValueConvertible]) {
        var from = "rules r"
        var whereSQL: [String] = []
        var args: [any DatabaseValueConvertible] = []
        if let match {
            from = "rules_fts JOIN rules r ON r.rowid = rules_fts.rowid"
            whereSQL.append("rules_fts MATCH ?")
            args.append(fullMatch(match, filters, scope: false).rendered)
            let (conds, condArgs) = conditions(QueryFilters(), items: items)
            whereSQL += conds
            args += condArgs
        } else {
            let (conds, condArgs) = conditions(filters, items: items)
            whereSQL += conds
            args += condArgs
        }
        return (from, whereSQL.isEmpty ? "" : " WHERE " + whereSQL.joined(separator: " AND "), args)
    }

    func fetchHits(match: FTS5Expression?, filters: QueryFilters, items: [[String]], limit: Int, offset: Int,
                   terms: [QueryAlternative] = [], language: QueryLanguage? = nil, bar: Bar? = nil) throws(DatabaseError) -> [SearchHit] {
        guard limit > 0 else { return [] }
        var found: [(rowid: Int, rule: Rule, score: Double)]
        if let match {
            let expr = Self.fullMatch(match, filters, scope: true)
            found = try rankedCandidates(expr.rendered, items: items, limit: limit, offset: offset, language: language, bar: bar)
            return hitsWithSnippets(found, terms: terms)
        }
        // Filters only: every matching rule, in source order.
        let (conds, args) = Self.conditions(filters, items: items, scope: true)
        let whereClause = conds.isEmpty ? "" : "WHERE " + conds.joined(separator: " AND ")
        let statement = try store.db.prepare("""
            SELECT r.rowid, \(store.ruleColumnList()) FROM rules r \(whereClause)
            ORDER BY r.document, r.ordinal LIMIT ? OFFSET ?
            """)
        try statement.bind(args + [limit, offset])
        found = []
        while let row = try statement.step() { found.append((row.int(0) ?? 0, try store.rule(from: row, offset: 1), 0)) }
        return found.map { SearchHit(rule: $0.rule, score: 0, snippet: Snippet(text: Self.excerpt($0.rule.headline))) }
    }

    /// Snippets only for the page being shown (see SnippetBuilder). A rule's text can only
    /// meet the alternatives written in its script (and Latin ones, API names), so each script
    /// gets a builder of its own, made when a rule needs it.
    func hitsWithSnippets(_ found: [(rowid: Int, rule: Rule, score: Double)], terms: [QueryAlternative]) -> [SearchHit] {
        var builders: [SnippetBuilder?] = [nil, nil, nil]
        return found.map {
            let text = $0.rule.text
            guard !text.isEmpty, text.utf8.count <= Self.snippetMaxTextLength else {
                return SearchHit(rule: $0.rule, score: $0.score, snippet: Snippet(text: Self.excerpt($0.rule.headline)))
            }
            let script: QueryCompiler.Script = $0.rule.lang == .ru ? .cyrillic : $0.rule.lang == .en ? .latin : .han
            let slot = script == .cyrillic ? 0 : script == .han ? 1 : 2
            let builder = builders[slot] ?? SnippetBuilder(
                terms: terms.filter { QueryCompiler.script(of: $0.text).meets(script) }, analyzer: analyzer)
            builders[slot] = builder
            return SearchHit(rule: $0.rule, score: $0.score, snippet: builder.snippet(text, window: Self.snippetWindow($0.rule.lang, columns: snippetColumns)))
        }
    }

    /// The page of results, best first (see `boostedPage`). bm25 is ranked on the index alone
    /// and only the best candidates (`RankingPolicy.candidates`) are looked up and weighed.
    func rankedCandidates(_ expr: String, items: [[String]], limit: Int, offset: Int,
                          language: QueryLanguage?, bar: Bar?) throws(DatabaseError) -> [(rowid: Int, rule: Rule, score: Double)] {
        let candidates = RankingPolicy.candidates(pageEnd: offset + limit)
        var found: [(rowid: Int, tier: Int32, score: Double)] = []
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
        let typed = try typedRows()
        while let row = try rank.step() {
            guard let id = row.int(0) else { continue }
            found.append((id, 0, Self.typedScore(row.double(1) ?? 0, id, typed)))
        }
        return try boostedPage(found, limit: limit, offset: offset, language: language, bar: bar)
    }

    /// A rule's kind factor (`RankingPolicy.kindFactors`) as SQL on its `kind` column.
    static let kindWeightSQL = "CASE kind " + RankingPolicy.kindFactors.map { "WHEN '\($0.name)' THEN \($0.value)" }
        .joined(separator: " ") + " ELSE \(RankingPolicy.otherKindFactor.value) END"

    /// A rule's role tier towards `bar` (`RankingPolicy.barRoleTier`) as SQL on its
    /// `primary_bar`, `bars` and `kind` columns (no bar name is a substring of another, so
    /// instr() is exact); "0" without a bar.
    static func barRoleSQL(_ bar: Bar?) -> String {
        guard let bar else { return "0" }
        let name = "'\(bar.rawValue)'"
        let step = RankingPolicy.barRoleStep.value
        let own = RankingPolicy.barRoles.prefix(3).map { "WHEN '\($0.name)' THEN \($0.value * step)" }.joined(separator: " ")
        return "(CASE WHEN primary_bar = \(name) THEN CASE kind \(own) ELSE \(RankingPolicy.barRoleTier("other")) END"
            + " WHEN instr(bars, \(name)) > 0 THEN \(RankingPolicy.barRoleTier("secondary"))"
            + " ELSE \(RankingPolicy.barRoleTier("unlisted")) END"
            + " + (kind = '\(RankingPolicy.barReferenceKind)') * \(RankingPolicy.barReferenceTier.value))"
    }

    /// Weighs and orders ranked candidates on the few columns that decide it, then reads whole
    /// rules (text, lists) only for the page. Order (`RankingPolicy`): tier (the fallback's
    /// missed units, a language asked for before the others, full rules before fragments, and
    /// for a query that only names `bar`, the rule's role towards it), then bm25 × kind, length
    /// and language factors, ties in source order. `languageWeighed`: the candidates' scores already carry the language factor (the
    /// collector weighs it).
    func boostedPage(_ candidates: [(rowid: Int, tier: Int32, score: Double)], limit: Int, offset: Int,
                     language: QueryLanguage?, bar: Bar?, languageWeighed: Bool = false) throws(DatabaseError) -> [(rowid: Int, rule: Rule, score: Double)] {
        guard !candidates.isEmpty, limit > 0 else { return [] }
        let page = Array(try rankedRows(candidates, language: language, bar: bar, languageWeighed: languageWeighed)
            .dropFirst(offset).prefix(limit))
        guard !page.isEmpty else { return [] }
        let rules = try readRules(page.map(\.rowid))
        return page.compactMap { p in rules[p.rowid].map { (p.rowid, $0, p.score) } }
    }

    /// Every candidate in the order of `boostedPage`, with its weighed score; no rule is read.
    func rankedRows(_ candidates: [(rowid: Int, tier: Int32, score: Double)],
                    language: QueryLanguage?, bar: Bar?, languageWeighed: Bool = false) throws(DatabaseError) -> [(rowid: Int, score: Double)] {
        guard !candidates.isEmpty else { return [] }
        var byRow: [Int: (tier: Int32, score: Double)] = [:]
        for c in candidates { byRow[c.rowid] = (c.tier, c.score) }
        let placeholders = candidates.map { _ in "?" }.joined(separator: ", ")
        // Row lengths from the rank statistics; without them (an old database), from the text.
        // The kind's weight, whether the rule is in the query's language and its role towards a
        // named bar come from SQL as numbers (no string is made per candidate).
        let lengths = store.rankStats?.lengths
        let length = lengths == nil ? "length(headline) + length(text)" : "0"
        let langs = language.map { l in Lang.allCases.filter { l.includes($0) }.map(\.rawValue) } ?? []
        let preferred = langs.isEmpty ? "0" : "lang IN (" + langs.map { "'\($0)'" }.joined(separator: ", ") + ")"
        let keys = try store.db.prepare("""
            SELECT rowid, \(Self.kindWeightSQL), document, ordinal, \(preferred), \(length), \(Self.barRoleSQL(bar)) FROM rules
            WHERE rowid IN (\(placeholders))
            """)
        try keys.bind(candidates.map { $0.rowid as any DatabaseValueConvertible })
        let counted = asksCount ? try statingNumbers(candidates.map(\.rowid), bounds: countForms) : []
        let countFactor = RankingPolicy.countFactor.value
        let named = try typedName.map { name throws(DatabaseError) in
            try self.candidates(candidates.map(\.rowid), holding: [name], in: CompiledQuery.textColumns)
        } ?? []
        var ranked: [(rowid: Int, tier: Int32, score: Double, document: String, ordinal: Int)] = []
        let first = languageFirst && language != nil
        let languageFactor = languageWeighed || first ? 1.0 : RankingPolicy.languageFactor.value
        let otherLanguageTier = RankingPolicy.otherLanguageTier.value
        let fragmentTier = RankingPolicy.fragmentTier.value
        let fragmentTokens = RankingPolicy.fragmentTokens.value
        let unnamedTier = RankingPolicy.unnamedTier.value
        let roleBits = RankingPolicy.barRoleBits
        let charactersPerToken = RankingPolicy.charactersPerToken.value
        let otherKindFactor = RankingPolicy.otherKindFactor.value
        let scale = RankingPolicy.scoreScale.value
        while let row = try keys.step() {
            let id = row.int(0) ?? 0
            guard let c = byRow[id] else { continue }
            // The collector's language tier, or (on the other path) this one; only for a language
            // asked for.
            var tier = (c.tier & ~otherLanguageTier) | (first && row.int(4) != 1 ? otherLanguageTier : 0)
            // The role towards the named bar: the collector's (listed or not), refined.
            tier = (tier & ~roleBits) | Int32(truncatingIfNeeded: row.int(6) ?? 0)
            let tokens: Int
            if let lengths, id >= 0, id < lengths.count {
                tokens = Int(lengths[id])
            } else {
                tokens = (row.int(5) ?? 0) / charactersPerToken
            }
            if tokens < fragmentTokens { tier |= fragmentTier }
            if typedName != nil && !named.contains(id) { tier |= unnamedTier }
            let weighted = c.score * (row.double(1) ?? otherKindFactor) * RankingPolicy.lengthFactor(tokens)
                * (counted.contains(id) ? countFactor : 1) * (row.int(4) == 1 ? languageFactor : 1)
            ranked.append((id, tier, (weighted * scale).rounded() / scale, row.string(2) ?? "", row.int(3) ?? 0))
        }
        ranked.sort { a, b in
            if a.tier != b.tier { return a.tier < b.tier }
            if a.score != b.score { return a.score < b.score }
            if a.document != b.document { return a.document < b.document }
            return a.ordinal < b.ordinal
        }
        return ranked.map { ($0.rowid, $0.score) }
    }

    /// Whole rules by rowid.
    func readRules(_ rowids: [Int]) throws(DatabaseError) -> [Int: Rule] {
        guard !rowids.isEmpty else { return [:] }
        let fetch = try store.db.prepare("SELECT r.rowid, \(store.ruleColumnList()) FROM rules r WHERE r.rowid IN (\(rowids.map { _ in "?" }.joined(separator: ", ")))")
        try fetch.bind(rowids.map { $0 as any DatabaseValueConvertible })
        var rules: [Int: Rule] = [:]
        while let row = try fetch.step() { rules[row.int(0) ?? 0] = try store.rule(from: row, offset: 1) }
        return rules
    }
}
