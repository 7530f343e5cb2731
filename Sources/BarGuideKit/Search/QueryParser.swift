// The search query language:
//   words            ANDed
//   "a phrase"       consecutive tokens
//   word*            prefix
//   a OR b           either (binds tighter than the implicit AND: `x a OR b` = x AND (a OR b))
//   -word, -"phrase" exclusion
//   bar:tab-bar lang:zh kind:guideline modality:dont item:FixedSpace   inline filters
// Nothing the user types is passed to FTS5 raw: the builder quotes every term.

public struct QueryTerm: Sendable, Equatable {
    public var text: String
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
    public init() {}

    public var isEmpty: Bool { scope == nil && langs == .any && kinds.isEmpty && modalities.isEmpty && items.isEmpty }
}

public struct ParsedQuery: Sendable, Equatable {
    /// AND of OR-groups.
    public var groups: [[QueryTerm]] = []
    public var exclusions: [QueryTerm] = []
    public var filters = QueryFilters()
}

public enum QueryError: Error, Sendable, Equatable {
    case unbalancedQuote
    case bareMinus
    case bareStar
    case danglingOr
    case onlyExclusions
    case emptyFilter(String)
    case invalidFilter(key: String, value: String, valid: [String])

    public var message: String {
        switch self {
        case .unbalancedQuote: return "unbalanced quote in query: close the phrase with \""
        case .bareMinus: return "a bare '-' in query: put the term to exclude right after it, as in -word"
        case .bareStar: return "a bare '*' in query: put it right after a word, as in вклад*"
        case .danglingOr: return "'OR' needs a term on each side"
        case .onlyExclusions: return "the query only excludes: add a term to search for"
        case .emptyFilter(let key): return "'\(key):' needs a value"
        case .invalidFilter(let key, let value, let valid):
            return "unknown \(key) '\(value)' (valid: \(valid.joined(separator: ", ")))"
        }
    }
}

public enum QueryParser {
    static let filterKeys: Set<String> = ["bar", "scope", "lang", "kind", "modality", "item"]

    private enum Lexeme: Equatable {
        case term(QueryTerm, negated: Bool)
        case or
    }

    public static func parse(_ input: String) throws(QueryError) -> ParsedQuery {
        var query = ParsedQuery()
        var lexemes: [Lexeme] = []
        let chars = Array(input)
        var i = 0
        func isSpace(_ c: Character) -> Bool { c.isWhitespace }
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
                var text = ""
                while j < chars.count && chars[j] != "\"" { text.append(chars[j]); j += 1 }
                if j >= chars.count { throw .unbalancedQuote }
                j += 1
                var prefix = false
                if j < chars.count && chars[j] == "*" { prefix = true; j += 1 }
                lexemes.append(.term(QueryTerm(text, phrase: true, prefix: prefix), negated: negated))
                i = j
                continue
            }
            var j = i
            var word = ""
            // A quote inside a word ends the word and starts a phrase.
            while j < chars.count && !isSpace(chars[j]) && chars[j] != "\"" {
                word.append(chars[j]); j += 1
            }
            i = j
            if word == "OR" && !negated { lexemes.append(.or); continue }
            if let colon = word.firstIndex(of: ":"), !negated {
                let key = word[..<colon].lowercased()
                let value = String(word[word.index(after: colon)...])
                if filterKeys.contains(key) {
                    try applyFilter(key: key, value: value, to: &query.filters)
                    continue
                }
            }
            var prefix = false
            while word.hasSuffix("*") { word.removeLast(); prefix = true }
            if word.isEmpty { throw negated ? .bareMinus : .bareStar }
            lexemes.append(.term(QueryTerm(word, prefix: prefix), negated: negated))
        }

        // Fold OR chains into groups.
        var pendingOr = false
        for (index, lexeme) in lexemes.enumerated() {
            switch lexeme {
            case .or:
                if pendingOr || index == 0 || query.groups.isEmpty { throw .danglingOr }
                if case .term(_, true) = lexemes[index - 1] { throw .danglingOr }
                pendingOr = true
            case .term(let term, let negated):
                if negated {
                    if pendingOr { throw .danglingOr }
                    query.exclusions.append(term)
                } else if pendingOr {
                    query.groups[query.groups.count - 1].append(term)
                    pendingOr = false
                } else {
                    query.groups.append([term])
                }
            }
        }
        if pendingOr { throw .danglingOr }
        if query.groups.isEmpty && !query.exclusions.isEmpty { throw .onlyExclusions }
        return query
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
