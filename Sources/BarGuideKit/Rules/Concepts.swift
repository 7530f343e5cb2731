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

    /// A query's names: the matches that cover the most of its positions, then the fewest of them,
    /// then the longest first from the left ("кнопки панели инструментов" is a button and the
    /// toolbar, "кнопки" · "панели инструментов", not "кнопки панели" and a stray word). Longest
    /// first from the left alone can take a name that hides a longer reading of the rest.
    func coveringMatches(_ positions: [[String]], boundaries: Set<Int>? = nil) -> [Match] {
        let n = positions.count
        guard n > 1 else { return matches(positions, boundaries: boundaries) }
        // the terms that match at each position, longest first
        var at: [[Term]] = Array(repeating: [], count: n)
        for i in 0..<n where boundaries?.contains(i) ?? true {
            var seen = Set<Int>()
            for token in positions[i] {
                for term in termsByFirstToken[token] ?? [] where !seen.contains(term.tokens.count) {
                    if boundaries?.contains(i + term.tokens.count) ?? true, matches(term.tokens, positions, at: i) {
                        at[i].append(term)
                        seen.insert(term.tokens.count)
                    }
                }
            }
            at[i].sort { $0.tokens.count > $1.tokens.count }
        }
        // best[i]: (covered, -matches) of positions i..<n, and the term taken at i (nil: skip i)
        var covered = [Int](repeating: 0, count: n + 1), count = [Int](repeating: 0, count: n + 1)
        var take = [Term?](repeating: nil, count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            covered[i] = covered[i + 1]; count[i] = count[i + 1]; take[i] = nil
            for term in at[i] {
                let j = i + term.tokens.count
                let c = covered[j] + term.tokens.count, m = count[j] + 1
                if c > covered[i] || (c == covered[i] && m < count[i]) || (c == covered[i] && m == count[i] && take[i] == nil) {
                    covered[i] = c; count[i] = m; take[i] = term
                }
            }
        }
        var out: [Match] = []
        var i = 0
        while i < n {
            if let term = take[i] {
                out.append(Match(start: i, length: term.tokens.count, concepts: term.concepts))
                i += term.tokens.count
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
    /// The matcher over token bytes (`concepts(in:)`'s fast path); nil when a glossary token is
    /// not plainly NFC (see `TokenBytes.isPlainNFC`).
    let byteMatcher: ByteGlossaryMatcher?
    /// Scratch for `concepts(in:)` (a detector is used on one thread).
    private var scratch = ByteGlossaryMatcher.Scratch()

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
        byteMatcher = ByteGlossaryMatcher(matcher, order: order, types: types)
    }

    /// The concepts `text` mentions, in glossary order. `includeBars`: also the bar concepts.
    public func concepts(in text: String, includeBars: Bool = false) -> [String] {
        if let byteMatcher, let found = byteMatcher.concepts(in: text, analyzer: analyzer, includeBars: includeBars,
                                                             scratch: &scratch) {
            return found
        }
        return conceptsByStrings(in: text, includeBars: includeBars)
    }

    /// `concepts(in:)` by the String matcher (Unicode canonical equivalence): the reference the
    /// byte matcher must equal, and the path for texts it does not take.
    func conceptsByStrings(in text: String, includeBars: Bool = false) -> [String] {
        let found = Set(matcher.matches(GlossaryMatcher.positions(text, analyzer)).flatMap(\.concepts))
        return found.filter { types[$0] != "term" && (includeBars || types[$0] != "bar") }
            .sorted { (order[$0] ?? Int.max, $0) < (order[$1] ?? Int.max, $1) }
    }
}

/// `GlossaryMatcher` over the tokens' UTF-8 bytes, for `ConceptDetector` (grouping asks for the
/// concepts of thousands of rule texts at the end of an ingest). Comparing Strings is Unicode
/// canonical equivalence, and hashing one normalizes it, for every non-ASCII token: most of the
/// matcher's cost. Two strings made only of plainly NFC characters are equal exactly when their
/// bytes are, so when every glossary token and every token of a text is such a string, the
/// bytes are compared (tokens numbered through a hash table of their bytes, terms as numbers);
/// a text with any other token takes the String matcher, so the result is always the same.
struct ByteGlossaryMatcher {
    /// Distinct glossary tokens: token k is `pool[starts[k]..<starts[k + 1]]`.
    private var pool: [UInt8] = []
    private var starts: [Int] = [0]
    /// Open addressing: a token number + 1 per slot (0: empty); the capacity is a power of two.
    private var slots: [Int32] = []
    /// Terms as token numbers, by the number of their first token, in `GlossaryMatcher`'s order
    /// (longest first), each with its concepts' numbers.
    private var termsByFirst: [[(tokens: [Int32], concepts: [Int32])]] = []
    /// Concepts by number, in glossary order (the output order), with whether each is a
    /// "term" or a "bar" (filtered out of the result).
    private var conceptNames: [String] = []
    private var isTerm: [Bool] = []
    private var isBar: [Bool] = []

    /// Per-call buffers, reused.
    struct Scratch {
        /// Each position's token numbers (-1: not a glossary token), flat, and where each position starts.
        var ids: [Int32] = []
        var positions: [Int32] = []
        var found: [Bool] = []
    }

    /// nil when a glossary token is not plainly NFC or a concept has no glossary order.
    init?(_ matcher: GlossaryMatcher, order: [String: Int], types: [String: String]) {
        conceptNames = [String](repeating: "", count: order.count)
        for (name, n) in order {
            guard n >= 0 && n < order.count else { return nil }
            conceptNames[n] = name
        }
        isTerm = conceptNames.map { types[$0] == "term" }
        isBar = conceptNames.map { types[$0] == "bar" }
        var terms: [(first: Int32, tokens: [Int32], concepts: [Int32])] = []
        // First tokens in a fixed order (the dictionary's is not): only the per-token lists' order matters.
        for first in matcher.termsByFirstToken.keys.sorted() {
            for term in matcher.termsByFirstToken[first] ?? [] {
                var numbers: [Int32] = []
                for token in term.tokens {
                    guard Self.isPlainNFC(token) else { return nil }
                    numbers.append(insert(Array(token.utf8)))
                }
                var concepts: [Int32] = []
                for c in term.concepts {
                    guard let n = order[c] else { return nil }
                    concepts.append(Int32(n))
                }
                terms.append((numbers[0], numbers, concepts))
            }
        }
        termsByFirst = Array(repeating: [], count: starts.count - 1)
        for t in terms { termsByFirst[Int(t.first)].append((t.tokens, t.concepts)) }
    }

    // MARK: Token numbers

    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        return Int(truncatingIfNeeded: h ^ (h >> 29))
    }

    /// The number of a glossary token, or -1.
    func number(_ bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
        guard !slots.isEmpty else { return -1 }
        let mask = slots.count - 1
        var at = Self.hash(bytes) & mask
        while true {
            let slot = slots[at]
            if slot == 0 { return -1 }
            let k = Int(slot - 1)
            let length = starts[k + 1] - starts[k]
            if length == bytes.count && pool.withUnsafeBufferPointer({ p in
                bytes.count == 0 || memcmp(p.baseAddress! + starts[k], bytes.baseAddress!, length) == 0
            }) {
                return Int32(k)
            }
            at = (at + 1) & mask
        }
    }

    private mutating func insert(_ token: [UInt8]) -> Int32 {
        let known = token.withUnsafeBufferPointer { number($0) }
        if known >= 0 { return known }
        let k = Int32(starts.count - 1)
        pool += token
        starts.append(pool.count)
        if 2 * starts.count > slots.count {
            // Rehash at a load of one half.
            slots = [Int32](repeating: 0, count: max(64, 4 * slots.count))
            for j in 0..<(starts.count - 1) { place(Int32(j)) }
        } else {
            place(k)
        }
        return k
    }

    private mutating func place(_ k: Int32) {
        let mask = slots.count - 1
        var at = pool.withUnsafeBufferPointer { p in
            Self.hash(UnsafeBufferPointer(rebasing: p[starts[Int(k)]..<starts[Int(k) + 1]]))
        } & mask
        while slots[at] != 0 { at = (at + 1) & mask }
        slots[at] = k + 1
    }

    // MARK: Plain NFC

    /// Whether every scalar is one that is its own NFC form, combines with nothing before it,
    /// and composes with no neighbour (checked against Unicode's data): below U+0300 (ASCII,
    /// Latin-1, Latin Extended), Cyrillic without its combining marks (U+0400–U+0482,
    /// U+048A–U+04FF), CJK Unified Ideographs and Extension A (U+3400–U+9FFF). A string of such
    /// scalars is in NFC, so it equals another such string exactly when their bytes are equal.
    static func isPlainNFC(_ scalar: UInt32) -> Bool {
        scalar < 0x300 || (scalar >= 0x400 && scalar < 0x483) || (scalar >= 0x48A && scalar < 0x500)
            || (scalar >= 0x3400 && scalar < 0xA000)
            // kana, precomposed (the combining voicing marks U+3099 and U+309A lie between them)
            || (scalar >= 0x3041 && scalar < 0x3097) || (scalar >= 0x30A1 && scalar < 0x30FF)
    }

    static func isPlainNFC(_ token: String) -> Bool {
        token.unicodeScalars.allSatisfy { isPlainNFC($0.value) }
    }

    /// The same for UTF-8 bytes; false for an invalid or overlong sequence.
    static func isPlainNFC(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var at = 0
        let end = bytes.count
        while at < end {
            let c0 = UInt32(bytes[at])
            if c0 < 0x80 { at += 1; continue }
            let v: UInt32
            if c0 >= 0xC2 && c0 < 0xE0 {
                guard at + 1 < end, bytes[at + 1] & 0xC0 == 0x80 else { return false }
                v = (c0 & 0x1F) << 6 | UInt32(bytes[at + 1] & 0x3F)
                at += 2
            } else if c0 >= 0xE0 && c0 < 0xF0 {
                guard at + 2 < end, bytes[at + 1] & 0xC0 == 0x80, bytes[at + 2] & 0xC0 == 0x80 else { return false }
                v = (c0 & 0x0F) << 12 | UInt32(bytes[at + 1] & 0x3F) << 6 | UInt32(bytes[at + 2] & 0x3F)
                at += 3
                guard v >= 0x800 else { return false }
            } else {
                return false   // a 4-byte scalar is beyond every plain range; a stray byte is invalid
            }
            guard isPlainNFC(v) else { return false }
        }
        return true
    }

    // MARK: Matching

    /// The concepts `text` mentions, in glossary order, as `ConceptDetector.conceptsByStrings`
    /// gives them; nil when a token of the text is not plainly NFC.
    func concepts(in text: String, analyzer: Analyzer, includeBars: Bool, scratch: inout Scratch) -> [String]? {
        scratch.ids.removeAll(keepingCapacity: true)
        scratch.positions.removeAll(keepingCapacity: true)
        var plain = true
        // (Locals, not `scratch`, inside the closure: no exclusive access held across the call.)
        var ids = scratch.ids, positions = scratch.positions
        scratch.ids = []; scratch.positions = []
        analyzer.forEachToken(in: text, mode: .query) { bytes, _, _, colocated in
            guard plain else { return }
            guard Self.isPlainNFC(bytes) else { plain = false; return }
            if !(colocated && !positions.isEmpty) { positions.append(Int32(ids.count)) }
            ids.append(number(bytes))
        }
        defer { scratch.ids = ids; scratch.positions = positions }
        guard plain else { return nil }
        let count = positions.count
        positions.append(Int32(ids.count))
        if scratch.found.count != conceptNames.count {
            scratch.found = [Bool](repeating: false, count: conceptNames.count)
        }
        var any = false
        // Whether position p holds token number t.
        func holds(_ p: Int, _ t: Int32) -> Bool {
            for k in Int(positions[p])..<Int(positions[p + 1]) where ids[k] == t { return true }
            return false
        }
        var i = 0
        while i < count {
            var best: (tokens: [Int32], concepts: [Int32])?
            for k in Int(positions[i])..<Int(positions[i + 1]) where ids[k] >= 0 {
                for term in termsByFirst[Int(ids[k])] where term.tokens.count > (best?.tokens.count ?? 0) {
                    guard i + term.tokens.count <= count else { continue }
                    var all = true
                    for (j, t) in term.tokens.enumerated() where !holds(i + j, t) { all = false; break }
                    if all { best = term; break }
                }
            }
            if let best {
                for c in best.concepts { scratch.found[Int(c)] = true }
                any = true
                i += best.tokens.count
            } else {
                i += 1
            }
        }
        guard any else { return [] }
        var out: [String] = []
        for n in scratch.found.indices where scratch.found[n] {
            scratch.found[n] = false
            if !isTerm[n] && (includeBars || !isBar[n]) { out.append(conceptNames[n]) }
        }
        return out
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
