// Which glossary concepts a text mentions, by the same analysis the search index uses.
import BarGuideText
import SQLiteKit

/// Finds glossary concepts in texts. Terms are matched as token sequences: the text is
/// analyzed in query mode (Russian stems with their colocated variants, Han one token per
/// character folded to Simplified, API names split into parts) and compared with
/// `glossary_terms.tokens`, longest term first, so "標簽欄" is the tab bar and not also a tab.
public final class ConceptDetector {
    struct Term {
        var tokens: [String]
        var concepts: [String]
    }

    /// Terms by their first token, longest first.
    let termsByFirstToken: [String: [Term]]
    /// Concept id -> "bar" or "concept".
    public let types: [String: String]
    /// Concept ids in glossary order, for a stable output order.
    let order: [String: Int]
    let analyzer = Analyzer()

    public init(store: Store) throws(StoreError) {
        let rows = try store.read { db throws(DatabaseError) in
            try db.rows("SELECT concept, type, tokens FROM glossary_terms ORDER BY rowid")
        }
        var byKey: [String: [String]] = [:]
        var keyOrder: [String] = []
        var types: [String: String] = [:]
        var order: [String: Int] = [:]
        for row in rows {
            guard let concept = row.string(0), let tokens = row.string(2), !tokens.isEmpty else { continue }
            types[concept] = row.string(1) ?? "concept"
            if order[concept] == nil { order[concept] = order.count }
            if byKey[tokens] == nil { keyOrder.append(tokens) }
            if !(byKey[tokens]?.contains(concept) ?? false) { byKey[tokens, default: []].append(concept) }
        }
        var byFirst: [String: [Term]] = [:]
        for key in keyOrder {
            let tokens = key.split(separator: " ").map(String.init)
            guard let first = tokens.first else { continue }
            byFirst[first, default: []].append(Term(tokens: tokens, concepts: byKey[key] ?? []))
        }
        for (k, v) in byFirst { byFirst[k] = v.sorted { $0.tokens.count > $1.tokens.count } }
        self.termsByFirstToken = byFirst
        self.types = types
        self.order = order
    }

    /// Token positions of `text`: each position holds its primary token and its colocated variants.
    func positions(_ text: String) -> [Set<String>] {
        var out: [Set<String>] = []
        for t in analyzer.tokens(text, mode: .query) {
            if t.colocated, !out.isEmpty { out[out.count - 1].insert(t.token) } else { out.append([t.token]) }
        }
        return out
    }

    /// The concepts `text` mentions, in glossary order. `includeBars`: also the bar concepts.
    public func concepts(in text: String, includeBars: Bool = false) -> [String] {
        let positions = positions(text)
        var found = Set<String>()
        var i = 0
        while i < positions.count {
            var best: Term?
            for token in positions[i].sorted() {
                for term in termsByFirstToken[token] ?? [] where term.tokens.count > (best?.tokens.count ?? 0) {
                    if matches(term.tokens, positions, at: i) { best = term; break }
                }
            }
            if let best {
                found.formUnion(best.concepts)
                i += best.tokens.count
            } else {
                i += 1
            }
        }
        return found.filter { includeBars || types[$0] != "bar" }
            .sorted { (order[$0] ?? Int.max, $0) < (order[$1] ?? Int.max, $1) }
    }

    func matches(_ tokens: [String], _ positions: [Set<String>], at start: Int) -> Bool {
        guard start + tokens.count <= positions.count else { return false }
        for (k, token) in tokens.enumerated() where !positions[start + k].contains(token) { return false }
        return true
    }
}
