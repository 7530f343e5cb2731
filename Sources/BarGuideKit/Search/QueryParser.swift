// The search query language, parsed once into a typed query:
//   words            ANDed (`AND` in capitals may be written between them)
//   "a phrase"       consecutive tokens, searched as written (no stop words dropped, no glossary)
//   word*            prefix (the word still expands through the glossary)
//   a OR b           either (binds tighter than the implicit AND: `x a OR b` = x AND (a OR b))
//   -word, NOT word  exclusion (`-"phrase"`, `NOT "phrase"` too)
//   bar:tab-bar lang:zh kind:guideline modality:dont item:FixedSpace   inline filters
// Lowercase and, or, not are ordinary (stop) words. A term or group given twice in a row counts
// once; the compiler folds other repeats after matching names. Nothing the user types reaches FTS5 raw: see FTS5Expression.

public struct QueryTerm: Sendable, Hashable {
    public var text: String
    /// Written in quotes: matched as a phrase, exactly as written.
    public var phrase: Bool
    public var prefix: Bool
    public init(_ text: String, phrase: Bool = false, prefix: Bool = false) {
        self.text = text; self.phrase = phrase; self.prefix = prefix
    }
}

/// Inline and option filters together.
public struct QueryFilters: Sendable, Equatable {
    public var scope: Bar?
    public var langs: LangFilter = .any
    public var kinds: [RuleKind] = []
    public var modalities: [Modality] = []
    /// Item names as typed (resolved against the catalog by the engine).
    public var items: [String] = []
    /// zh-Hans or zh-Hant when the language was given as a script (`lang:zh-Hans`, `--lang
    /// zh-Hant`): Chinese rules are shown in it (the engine does not use it; see DisplayScript).
    public var display: Lang? = nil
    public init() {}

    public var isEmpty: Bool { scope == nil && langs == .any && kinds.isEmpty && modalities.isEmpty && items.isEmpty }

    /// These filters with `inline` ones (from the query) overriding them.
    public func overridden(by inline: QueryFilters) -> QueryFilters {
        var out = self
        if inline.scope != nil { out.scope = inline.scope }
        if inline.langs != .any { out.langs = inline.langs; out.display = inline.display }
        if !inline.kinds.isEmpty { out.kinds = inline.kinds }
        if !inline.modalities.isEmpty { out.modalities = inline.modalities }
        if !inline.items.isEmpty { out.items = inline.items }  // the last one wins, as for options
        return out
    }
}

public struct ParsedQuery: Sendable, Equatable {
    /// AND of OR-groups, none given twice in a row.
    public var groups: [[QueryTerm]] = []
    /// Terms to exclude, each distinct.
    public var exclusions: [QueryTerm] = []
    public var filters = QueryFilters()
}

public enum QueryError: Error, Sendable, Equatable {
    case unbalancedQuote
    case bareMinus
    case bareStar
    case danglingOr
    case danglingAnd
    case danglingNot
    case onlyExclusions
    case emptyFilter(String)
    case invalidFilter(key: String, value: String, valid: [String])

    public var message: String {
        switch self {
        case .unbalancedQuote: return "unbalanced quote in query: close the phrase with \""
        case .bareMinus: return "a bare '-' in query: put the term to exclude right after it, as in -word"
        case .bareStar: return "a bare '*' in query: put it right after a word, as in вклад*"
        case .danglingOr: return "'OR' needs a term on each side"
        case .danglingAnd: return "'AND' needs a term on each side"
        case .danglingNot: return "'NOT' needs a term after it, as in NOT word"
        case .onlyExclusions: return "the query only excludes: add a term to search for"
        case .emptyFilter(let key): return "'\(key):' needs a value"
        case .invalidFilter(let key, let value, let valid):
            return "unknown \(key) '\(value)' (valid: \(valid.joined(separator: ", ")))"
        }
    }
}

public enum QueryParser {
    static let filterKeys: Set<String> = ["bar", "scope", "lang", "kind", "modality", "item"]

    enum Lexeme: Equatable {
        case term(QueryTerm, negated: Bool)
        case or, and, not
    }

    /// The query's lexemes: terms (with their quote, prefix and minus), operators; inline filters
    /// are applied to `filters` as they are read.
    static func lex(_ input: String, filters: inout QueryFilters) throws(QueryError) -> [Lexeme] {
        // Scalars, not Characters: no grapheme breaking per character of a long query. The
        // syntax characters (space, quote, minus, star, colon) are single scalars anyway.
        var lexemes: [Lexeme] = []
        let chars = Array(input.unicodeScalars)
        func isSpace(_ c: Unicode.Scalar) -> Bool { c.value == 0x20 || c.properties.isWhitespace }
        // Each scalar's UTF-8 offset: a term's text is one slice of the input's bytes (no string
        // is built scalar by scalar, which a long query would pay for each of its scalars).
        let bytes = Array(input.utf8)
        var offsets: [Int] = []
        offsets.reserveCapacity(chars.count + 1)
        var offset = 0
        for c in chars { offsets.append(offset); offset += UTF8.width(c) }
        offsets.append(offset)
        func text(_ from: Int, _ to: Int) -> String {
            String(decoding: bytes[offsets[from]..<offsets[to]], as: UTF8.self)
        }
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if isSpace(c) { i += 1; continue }
            var negated = false
            if c == "-" {
                // "-" followed by a term is an exclusion; alone it is an error.
                if i + 1 >= chars.count || isSpace(chars[i + 1]) { throw .bareMinus }
                negated = true
                i += 1
            }
            if chars[i] == "\"" {
                var j = i + 1
                while j < chars.count && chars[j] != "\"" { j += 1 }
                if j >= chars.count { throw .unbalancedQuote }
                let phrase = text(i + 1, j)
                j += 1
                var prefix = false
                if j < chars.count && chars[j] == "*" { prefix = true; j += 1 }
                lexemes.append(.term(QueryTerm(phrase, phrase: true, prefix: prefix), negated: negated))
                i = j
                continue
            }
            var j = i
            // A quote inside a word ends the word and starts a phrase.
            while j < chars.count && !isSpace(chars[j]) && chars[j] != "\"" { j += 1 }
            var end = j
            let start = i
            i = j
            if !negated {
                if end - start == 2 && chars[start] == "O" && chars[start + 1] == "R" { lexemes.append(.or); continue }
                if end - start == 3 && chars[start] == "A" && chars[start + 1] == "N" && chars[start + 2] == "D" {
                    lexemes.append(.and); continue
                }
                if end - start == 3 && chars[start] == "N" && chars[start + 1] == "O" && chars[start + 2] == "T" {
                    lexemes.append(.not); continue
                }
                if let colon = chars[start..<end].firstIndex(of: ":") {
                    let key = text(start, colon).lowercased()
                    if filterKeys.contains(key) {
                        try applyFilter(key: key, value: text(colon + 1, end), to: &filters)
                        continue
                    }
                }
            }
            var prefix = false
            while end > start && chars[end - 1] == "*" { end -= 1; prefix = true }
            if end == start { throw negated ? .bareMinus : .bareStar }
            lexemes.append(.term(QueryTerm(text(start, end), prefix: prefix), negated: negated))
        }
        return lexemes
    }

    public static func parse(_ input: String) throws(QueryError) -> ParsedQuery {
        var query = ParsedQuery()
        let lexemes = try lex(input, filters: &query.filters)
        var pendingOr = false, pendingAnd = false, pendingNot = false
        // Whether the previous lexeme ended a positive term (what OR and AND need on their left).
        var afterTerm = false
        var seenExclusions = Set<String>()
        for lexeme in lexemes {
            switch lexeme {
            case .or:
                if pendingOr || pendingAnd || pendingNot || !afterTerm { throw .danglingOr }
                pendingOr = true
                afterTerm = false
            case .and:
                if pendingOr || pendingAnd || pendingNot || !afterTerm { throw .danglingAnd }
                pendingAnd = true
                afterTerm = false
            case .not:
                if pendingOr || pendingNot { throw pendingOr ? .danglingOr : .danglingNot }
                pendingNot = true
                afterTerm = false
            case .term(let term, let minus):
                if minus || pendingNot {
                    if pendingOr { throw .danglingOr }
                    if seenExclusions.insert(key(term)).inserted { query.exclusions.append(term) }
                    pendingNot = false
                    pendingAnd = false
                    afterTerm = false
                } else if pendingOr {
                    if !query.groups[query.groups.count - 1].contains(term) { query.groups[query.groups.count - 1].append(term) }
                    pendingOr = false
                    afterTerm = true
                } else {
                    query.groups.append([term])
                    pendingAnd = false
                    afterTerm = true
                }
            }
        }
        if pendingOr { throw .danglingOr }
        if pendingAnd { throw .danglingAnd }
        if pendingNot { throw .danglingNot }
        // A group repeated right after itself counts once (10,000 repetitions of a word are one
        // term). Other repeats stay in place: names are matched on the words as typed ("bar tab
        // bar" holds "tab bar"), and the compiler folds repeated units after that.
        var previous: String?
        query.groups = query.groups.filter { group in
            let k = group.map(key).joined(separator: "\u{1}")
            defer { previous = k }
            return k != previous
        }
        if query.groups.isEmpty && !query.exclusions.isEmpty { throw .onlyExclusions }
        return query
    }

    /// A term as one string, for folding repeated terms (a set of strings: no other generic
    /// type's metadata to instantiate).
    static func key(_ term: QueryTerm) -> String {
        (term.phrase ? "\"" : "-") + (term.prefix ? "*" : "-") + term.text
    }

    static func applyFilter(key: String, value: String, to filters: inout QueryFilters) throws(QueryError) {
        guard !value.isEmpty else { throw .emptyFilter(key) }
        switch key {
        case "bar", "scope":
            if value.lowercased() == "all" { filters.scope = nil; return }
            guard let bar = Bar.resolve(value) else {
                throw .invalidFilter(key: key, value: value, valid: Bar.scopeChoices)
            }
            filters.scope = bar
        case "lang":
            guard let l = LangFilter.resolve(value) else {
                throw .invalidFilter(key: key, value: value, valid: LangFilter.choices)
            }
            filters.langs = l
            filters.display = LangFilter.displayScript(value)
        case "kind":
            guard let k = RuleKind.resolve(value) else {
                throw .invalidFilter(key: key, value: value, valid: RuleKind.allCases.map(\.rawValue))
            }
            filters.kinds = [k]  // the last one wins, like a repeated option
        case "modality":
            guard let m = Modality.resolve(value) else {
                throw .invalidFilter(key: key, value: value, valid: Modality.choices)
            }
            filters.modalities = [m]
        default: // item
            filters.items = [value]
        }
    }
}
