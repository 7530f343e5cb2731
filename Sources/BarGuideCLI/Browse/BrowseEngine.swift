// The one place where `browse` calls the engine: a search with counts per scope, one rule in
// full with its related rules, and cancelling the query in flight. Everything else in Browse/
// works on the plain values defined here, so a change of the engine's API touches this file only.
import BarGuideKit

/// What the browser asks for: the query as typed and the filters its keys set.
struct BrowseQuery: Sendable, Equatable {
    var text: String
    /// nil: all scopes.
    var scope: Bar?
    var lang: BrowseLang
    var kind: RuleKind?
    var offset: Int
    var limit: Int

    /// The same search (what is typed compared without surrounding spaces; the page apart).
    func sameSearch(as other: BrowseQuery) -> Bool {
        text.trimmingSpaces == other.text.trimmingSpaces && scope == other.scope && lang == other.lang && kind == other.kind
    }
}

/// The language filter the browser cycles through.
enum BrowseLang: String, Sendable, CaseIterable, Equatable {
    case all, ru, zh, zhHant = "zh-Hant", zhHans = "zh-Hans", en

    var filter: LangFilter { LangFilter.resolve(rawValue) ?? .any }
}

/// One result line.
struct BrowseHit: Sendable, Equatable {
    var id: String
    var headline: String
    /// The matching passage, its matches as UTF-8 byte ranges: the hit's snippet, without the
    /// headline when it starts with it (the headline has a line of its own above it).
    var snippet: Snippet
    var kind: RuleKind
    var modality: Modality?
    var lang: Lang
    var bars: [Bar]
    /// The languages of the other rules of its guideline group listed with it (translations,
    /// editions), in the order `barguide search` lists them under "also".
    var also: [Lang] = []
}

extension Snippet {
    /// The snippet after `headline` when it starts with it (spaces compared as one, the spaces
    /// after it dropped), its highlights moved with it; else the snippet itself.
    func passage(after headline: String) -> Snippet {
        let text = Array(self.text.utf8), head = Array(headline.utf8)
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x09 || b == 0x0D }
        var i = 0, j = 0
        while i < text.count && isSpace(text[i]) { i += 1 }
        while j < head.count && isSpace(head[j]) { j += 1 }
        guard j < head.count else { return self }
        while j < head.count {
            if isSpace(head[j]) {
                guard i < text.count, isSpace(text[i]) else { return self }
                while j < head.count && isSpace(head[j]) { j += 1 }
                while i < text.count && isSpace(text[i]) { i += 1 }
            } else {
                guard i < text.count, text[i] == head[j] else { return self }
                i += 1; j += 1
            }
        }
        // Only at a boundary: the headline whole, not the start of a longer word.
        if i < text.count, !isSpace(text[i]), let last = head.last, !isSpace(last),
           (text[i] & 0x80 == 0 && (text[i] | 0x20) >= 0x61 && (text[i] | 0x20) <= 0x7A) { return self }
        while i < text.count && isSpace(text[i]) { i += 1 }
        let rest = String(decoding: text[i...], as: UTF8.self)
        let moved = highlights.compactMap { r -> Range<Int>? in
            r.upperBound <= i ? nil : (max(r.lowerBound, i) - i)..<(r.upperBound - i)
        }
        return Snippet(text: rest, highlights: moved)
    }
}

/// One page of results with the count of every scope.
struct BrowsePage: Sendable, Equatable {
    /// "All" then each bar of `Bar.scoped`, for the query under the language and kind filters.
    var counts: [Int]
    /// Matches in the current scope.
    var total: Int
    var offset: Int
    var hits: [BrowseHit]
    /// No rule matched every word; the hits match any of them.
    var fallbackOr: Bool
    /// Glossary concepts the query was expanded with.
    var expansions: [String]
}

/// A related rule as the detail view lists it.
struct BrowseRelated: Sendable, Equatable {
    var id: String
    var headline: String
    var kind: RuleKind
    var modality: Modality?
    var lang: Lang
    var reason: String
}

/// One rule in full.
struct BrowseRule: Sendable, Equatable {
    var rule: Rule
    var concepts: [String]
    var related: [BrowseRelated]
}

/// A failure the status line shows.
enum BrowseFailure: Error, Sendable, Equatable {
    /// The query cannot be parsed (an unbalanced quote while typing…).
    case query(String)
    /// The database failed.
    case data(String)
    /// Cancelled by `BrowseEngine.interrupt()`.
    case interrupted

    var message: String {
        switch self {
        case .query(let m), .data(let m): return m
        case .interrupted: return "interrupted"
        }
    }
}

/// Where the time of one search went (for `BARGUIDE_BROWSE_TRACE`), in ms: the engine's call
/// (the pass over the matches, the page's rules and snippets), on the wall clock and in the
/// calling thread's CPU time, and the rest (the Chinese display script, the page mapped to rows).
struct BrowseSearchPhases: Sendable, Equatable {
    var engineMs = 0.0
    var engineCPUMs = 0.0
    var finishMs = 0.0
}

/// The engine behind the browser. Not thread-safe: one thread (the worker) calls `search` and
/// `rule`; any thread may call `interrupt` while the store is open.
final class BrowseEngine: @unchecked Sendable {
    private let store: Store
    private let engine: SearchEngine

    /// Set when the search on the connection is no longer wanted; the connection then stops
    /// every statement of it. (`Store.interrupt` alone stops only the statement running at
    /// that moment: a search is several statements, and an interrupt that falls between two of
    /// them is forgotten when the next one starts.)
    private let cancelled = StopFlag()
    /// Virtual machine steps between two looks at `cancelled` (a small slice of a search, so a
    /// stale one stops almost at once).
    static let progressSteps: Int32 = 500

    init(store: Store) {
        self.store = store
        self.engine = SearchEngine(store: store)
        // Each keystroke's query mostly repeats the words of the one before: their IDFs (a pass
        // over each phrase's whole doclist, a large part of a broad query) are counted once.
        engine.remembersIDFs = true
        store.stopStatements(when: cancelled, checkingEvery: Self.progressSteps)
        // One connection serves every keystroke of the session: keep what the searches read in
        // memory, so that the next keystroke's search does not read it again.
        store.tuneForSession()
    }

    deinit { store.stopStatements(when: nil) }

    /// Stops the search in flight, now (`Store.interrupt`) and in every statement it has still
    /// to run: it fails with `.interrupted`. Safe from any thread while the engine lives; holds
    /// until `resume()`.
    func interrupt() {
        cancelled.set()
        store.interrupt()
    }

    /// Lets the next search or rule load run (the worker calls it as it takes the job).
    func resume() { cancelled.clear() }

    /// Pages answered lately, most recent last, by query (text without surrounding spaces,
    /// filters, page). The database does not change under the connection (a re-ingest renames a
    /// new file over it; this connection keeps reading the old one), so a page stays right for
    /// the session: Backspace back to a query already shown, Tab back to a scope, a filter
    /// cycled round are answered without searching again.
    private var recent: [(key: BrowseQuery, page: BrowsePage)] = []
    static let recentLimit = 32

    /// The page for `q` if it was answered lately (and it becomes the most recent).
    func cached(_ q: BrowseQuery) -> BrowsePage? {
        let key = Self.cacheKey(q)
        guard let i = recent.lastIndex(where: { $0.key == key }) else { return nil }
        let entry = recent.remove(at: i)
        recent.append(entry)
        return entry.page
    }

    private static func cacheKey(_ q: BrowseQuery) -> BrowseQuery {
        var key = q
        key.text = q.text.trimmingSpaces
        return key
    }

    /// The phases of the last `search(_:)` that reached the engine (zero for a page from memory).
    private(set) var lastPhases = BrowseSearchPhases()

    /// `search(_:)`, answered from the recent pages when it can be; `cached` says whether it was.
    func page(_ q: BrowseQuery) throws(BrowseFailure) -> (page: BrowsePage, cached: Bool) {
        if let page = cached(q) { lastPhases = BrowseSearchPhases(); return (page, true) }
        let page = try search(q)
        recent.append((Self.cacheKey(q), page))
        if recent.count > Self.recentLimit { recent.removeFirst() }
        return (page, false)
    }

    /// One page of results for `q`, with the count of every scope under its language and kind
    /// filters (the query language is `search`'s). An empty field lists every rule.
    func search(_ q: BrowseQuery) throws(BrowseFailure) -> BrowsePage {
        var filters = QueryFilters()
        filters.scope = q.scope
        filters.langs = q.lang.filter
        if let kind = q.kind { filters.kinds = [kind] }
        // An empty field lists every rule of the scope in source order: the engine wants a term
        // or a filter, and "any language" spelled as a filter means the same thing.
        if q.text.trimmingSpaces.isEmpty && filters.langs == .any { filters.langs = .only(Lang.allCases) }
        let request = SearchRequest(query: q.text, filters: filters, limit: q.limit, offset: q.offset)
        var result: SearchResult
        var collapsed: CollapsedSearch?
        lastPhases = BrowseSearchPhases()
        let (started, startedCPU) = (BrowseTerminal.now(), BrowseTerminal.threadCPU())
        do {
            // one result per guideline group, counts of groups: as `barguide search` by default
            // (an empty field lists every rule of the scope, one by one)
            if q.text.trimmingSpaces.isEmpty {
                result = try engine.search(request)
            } else {
                let groups = try GroupCollapse.search(engine, request, prefer: LanguageOptions.selection(
                    lang: LangFilter.displayScript(q.lang.rawValue)?.rawValue, prefer: nil)?.preference.prefer ?? [])
                collapsed = groups
                result = groups.result
            }
        } catch {
            switch error {
            case .query(let e): throw .query(e.message)
            case .emptyQuery, .unknownItem: throw .query(error.message)
            case .store(let e):
                if e.isInterrupt { throw .interrupted }
                throw .data(e.message)
            }
        }
        let engineDone = BrowseTerminal.now()
        lastPhases.engineMs = engineDone - started
        lastPhases.engineCPUMs = BrowseTerminal.threadCPU() - startedCPU
        defer { lastPhases.finishMs = BrowseTerminal.now() - engineDone }
        // A search cancelled while it ran is not an answer, even when none of its statements
        // noticed (a statement too short to reach the progress handler, or one whose failure the
        // engine takes for "no data" and goes on without).
        if cancelled.isSet { throw .interrupted }
        // zh-Hans / zh-Hant (the filter, or lang: typed in the field, which wins): Chinese rules
        // shown in that script, as `search --lang` shows them
        filters.display = LangFilter.displayScript(q.lang.rawValue)
        let inline = (try? QueryParser.parse(q.text))?.filters ?? QueryFilters()
        result = result.displayed(in: filters.overridden(by: inline).display)
        let order = ["all"] + Bar.scoped.map(\.rawValue)
        let counts = order.map { key in result.counts.first { $0.scope == key }?.count ?? 0 }
        let hits = result.hits.map {
            BrowseHit(id: $0.rule.id, headline: $0.rule.headline, snippet: $0.snippet.passage(after: $0.rule.headline),
                      kind: $0.rule.kind, modality: $0.rule.modality, lang: $0.rule.lang, bars: $0.rule.bars,
                      also: (collapsed?.also[$0.rule.id] ?? []).map(\.rule.lang))
        }
        return BrowsePage(counts: counts, total: result.total, offset: result.offset, hits: hits,
                          fallbackOr: result.fallback == "or", expansions: result.expansions)
    }

    /// The rule with this id, its concepts and up to `related` related rules.
    func rule(id: String, related: Int = 9) throws(BrowseFailure) -> BrowseRule {
        do {
            let rule = try store.resolveRule(id)
            let detail = try store.detail(of: rule, relatedLimit: related)
            return BrowseRule(rule: detail.rule, concepts: detail.concepts, related: detail.related.map {
                BrowseRelated(id: $0.rule.id, headline: $0.rule.headline, kind: $0.rule.kind, modality: $0.rule.modality,
                              lang: $0.rule.lang, reason: $0.reason)
            })
        } catch let error as RuleLookupError {
            throw .data(error.message)
        } catch let error as StoreError {
            throw .data(error.message)
        } catch {
            throw .data("\(error)")
        }
    }
}
