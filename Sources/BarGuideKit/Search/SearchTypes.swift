/// Which language's rules rank first.
public enum LanguagePreference: Sendable, Equatable {
    /// The query's own language (Han characters: Chinese; Cyrillic: Russian; English words:
    /// English; API names alone: none).
    case auto
    case none
    case lang(QueryLanguage)
}

public struct SearchRequest: Sendable {
    public var query: String
    /// Filters from command-line options; inline filters in the query override them.
    public var filters: QueryFilters
    public var limit: Int { didSet { limit = Self.clamp(limit) } }
    public var offset: Int { didSet { offset = Self.clamp(offset) } }
    public var preferLanguage: LanguagePreference = .auto
    /// The query already parsed (the CLI parses it first, to report a malformed query before
    /// opening the database); nil: the engine parses `query`.
    public var parsed: ParsedQuery?

    static func clamp(_ n: Int) -> Int { min(max(n, 0), maxPage) }
    /// The largest limit and offset: page arithmetic ((offset + limit) × 5 candidates, "1–N
    /// of M") then cannot overflow. Larger values are clamped to it (and negative ones to 0).
    public static let maxPage = 1_000_000_000

    public init(query: String, filters: QueryFilters = QueryFilters(), limit: Int = 10, offset: Int = 0,
                preferLanguage: LanguagePreference = .auto) {
        self.query = query; self.filters = filters
        self.limit = Self.clamp(limit)
        self.offset = Self.clamp(offset)
        self.preferLanguage = preferLanguage
    }
}

public struct SearchHit: Sendable, Equatable {
    public var rule: Rule
    /// Lower is better: bm25 with column weights, the proximity boost and the kind weight.
    public var score: Double
    /// An excerpt of the text and the ranges the query matched.
    public var snippet: Snippet
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
    /// nil; "or" when no rule matches every word and rules matching some of them are ranked by
    /// how many they match and how close; "partial" when fewer rules than the page match every
    /// word and the page goes on with such rules (the one-pass path only).
    public var fallback: String?
    /// Glossary concepts the query was expanded with.
    public var expansions: [String]
    public var hits: [SearchHit]
    /// The language whose rules rank first, or nil.
    public var language: QueryLanguage?
    /// No rule in `language` matches in this scope: the rules shown are in other languages
    /// (only when no language was asked for: `--lang` and `--prefer-lang` are obeyed silently).
    public var languageFallback = false
    /// Nothing matched in the languages a language filter asked for: how many rules match in
    /// this scope in each other language (those with any).
    public var otherLanguages: [(lang: Lang, count: Int)] = []
    /// The query had only stop words, searched as written.
    public var onlyStopWords = false
    /// The words the query was split into (a Chinese run into its words), in order.
    public var words: [String] = []
    /// For each of `words`, the glossary concepts it was matched to as a name (bar, concept or
    /// item names of one word or several), or none.
    public var wordConcepts: [[String]] = []
    /// Matches in the current scope that have every word (`total` also counts partial
    /// matches when `fallback` is set).
    public var allWordsTotal = 0

    public static func == (a: SearchResult, b: SearchResult) -> Bool {
        a.query == b.query && a.scope == b.scope && a.total == b.total && a.offset == b.offset && a.fallback == b.fallback
            && a.expansions == b.expansions && a.hits == b.hits && a.language == b.language
            && a.languageFallback == b.languageFallback && a.words == b.words && a.allWordsTotal == b.allWordsTotal
            && a.otherLanguages.map(\.lang) == b.otherLanguages.map(\.lang) && a.otherLanguages.map(\.count) == b.otherLanguages.map(\.count)
            && a.counts.map(\.scope) == b.counts.map(\.scope) && a.counts.map(\.count) == b.counts.map(\.count)
    }
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
