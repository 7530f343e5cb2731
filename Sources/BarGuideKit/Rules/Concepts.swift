// The glossary matcher: which glossary concepts a text or a query mentions, by the same
// analysis the search index uses. One matcher serves search (query expansion), `show` and
// related rules (concepts of a rule's text).
import BarGuideText
import SQLiteKit

/// Longest-first matching of glossary terms over token positions. Terms are token sequences
/// (the term analyzed in query mode: Russian stems, Han one token per character folded to
/// Simplified, API names split into parts), compared with the positions of a text, where each
/// position holds its primary token and its colocated variants; the longest term starting at a
/// position wins, so "標簽欄" is the tab bar and not also a tab.
struct GlossaryMatcher {
    struct Term {
        var tokens: [String]
        var concepts: [String]
    }

    struct Match: Equatable {
        var start: Int
        var length: Int
        var concepts: [String]
    }

    /// Terms by their first token, longest first.
    let termsByFirstToken: [String: [Term]]

    /// One glossary term: its tokens space-joined, as `glossary_terms.tokens` stores them.
    struct Row {
        var tokens: String
        var concept: String
    }

    init(_ rows: [Row]) {
        var byFirst: [String: [Term]] = [:]
        for row in rows where !row.tokens.isEmpty {
            let tokens = row.tokens.split(separator: " ").map(String.init)
            let first = tokens[0]
            if let k = byFirst[first]?.firstIndex(where: { $0.tokens == tokens }) {
                if !byFirst[first]![k].concepts.contains(row.concept) { byFirst[first]![k].concepts.append(row.concept) }
            } else {
                byFirst[first, default: []].append(Term(tokens: tokens, concepts: [row.concept]))
            }
        }
        for (k, v) in byFirst where v.count > 1 { byFirst[k] = v.sorted { $0.tokens.count > $1.tokens.count } }
        termsByFirstToken = byFirst
    }

    /// The longest matches, left to right, without overlaps. With `boundaries`, a match must
    /// start and end at one of them (a query's word boundaries).
    func matches(_ positions: [[String]], boundaries: Set<Int>? = nil) -> [Match] {
        var out: [Match] = []
        var i = 0
        while i < positions.count {
            var best: Term?
            if boundaries?.contains(i) ?? true {
                for token in positions[i] {
                    for term in termsByFirstToken[token] ?? [] where term.tokens.count > (best?.tokens.count ?? 0) {
                        if boundaries?.contains(i + term.tokens.count) ?? true, matches(term.tokens, positions, at: i) {
                            best = term
                            break
                        }
                    }
                }
            }
            if let best {
                out.append(Match(start: i, length: best.tokens.count, concepts: best.concepts))
                i += best.tokens.count
            } else {
                i += 1
            }
        }
        return out
    }

    func matches(_ tokens: [String], _ positions: [[String]], at start: Int) -> Bool {
        guard start + tokens.count <= positions.count else { return false }
        for (k, token) in tokens.enumerated() where !positions[start + k].contains(token) { return false }
        return true
    }

    /// Token positions of `text` in query mode: each holds its primary token and its colocated variants.
    static func positions(_ text: String, _ analyzer: Analyzer) -> [[String]] {
        var out: [[String]] = []
        for t in analyzer.tokens(text, mode: .query) {
            if t.colocated, !out.isEmpty { out[out.count - 1].append(t.token) } else { out.append([t.token]) }
        }
        return out
    }
}

/// Finds glossary concepts in rule texts (for `show` and related rules). Concepts of type
/// "term" (general UI vocabulary: screen, show, remove…) expand queries but relate no rules.
public final class ConceptDetector {
    let matcher: GlossaryMatcher
    /// Concept id -> "bar", "concept" or "term".
    public let types: [String: String]
    /// Concept ids in glossary order, for a stable output order.
    let order: [String: Int]
    let analyzer = Analyzer()

    public convenience init(store: Store) throws(StoreError) {
        self.init(glossaryTerms: try store.read { db throws(DatabaseError) in try Self.glossaryTerms(db) })
    }

    /// The glossary as `glossary_terms` stores it (concept, type, tokens), in its order.
    static func glossaryTerms(_ db: Database) throws(DatabaseError) -> [RowValues] {
        try db.rows("SELECT concept, type, tokens FROM glossary_terms ORDER BY rowid")
    }

    /// From the rows of `glossaryTerms` (read on any thread: the detector needs no database).
    init(glossaryTerms rows: [RowValues]) {
        var pairs: [GlossaryMatcher.Row] = []
        var types: [String: String] = [:]
        var order: [String: Int] = [:]
        for row in rows {
            guard let concept = row.string(0), let tokens = row.string(2) else { continue }
            types[concept] = row.string(1) ?? "concept"
            if order[concept] == nil { order[concept] = order.count }
            pairs.append(GlossaryMatcher.Row(tokens: tokens, concept: concept))
        }
        matcher = GlossaryMatcher(pairs)
        self.types = types
        self.order = order
    }

    /// The concepts `text` mentions, in glossary order. `includeBars`: also the bar concepts.
    public func concepts(in text: String, includeBars: Bool = false) -> [String] {
        let found = Set(matcher.matches(GlossaryMatcher.positions(text, analyzer)).flatMap(\.concepts))
        return found.filter { types[$0] != "term" && (includeBars || types[$0] != "bar") }
            .sorted { (order[$0] ?? Int.max, $0) < (order[$1] ?? Int.max, $1) }
    }
}
