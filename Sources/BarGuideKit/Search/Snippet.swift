import BarGuideText

/// An excerpt of a rule's text and the byte ranges of it that the query matched.
public struct Snippet: Sendable, Equatable {
    public var text: String
    /// UTF-8 byte ranges of `text`, ascending, not touching.
    public var highlights: [Range<Int>] = []

    public init(text: String, highlights: [Range<Int>] = []) {
        self.text = text
        self.highlights = highlights
    }

    /// `text` with each highlight between `open` and `close`.
    public func marked(open: String, close: String) -> String {
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        var cursor = 0
        for r in highlights where r.lowerBound >= cursor && r.upperBound <= bytes.count {
            out += bytes[cursor..<r.lowerBound]
            out += open.utf8
            out += bytes[r]
            out += close.utf8
            cursor = r.upperBound
        }
        out += bytes[cursor...]
        return String(decoding: out, as: UTF8.self)
    }

    /// The pieces of `text` in order, each with whether it is highlighted.
    public var pieces: [(text: String, highlighted: Bool)] {
        let u = text.utf8
        let count = u.count
        func piece(_ a: Int, _ b: Int) -> String {
            String(Substring(u[u.index(u.startIndex, offsetBy: a)..<u.index(u.startIndex, offsetBy: b)]))
        }
        var out: [(String, Bool)] = []
        var cursor = 0
        for r in highlights where r.lowerBound >= cursor && r.upperBound <= count {
            if r.lowerBound > cursor { out.append((piece(cursor, r.lowerBound), false)) }
            out.append((piece(r.lowerBound, r.upperBound), true))
            cursor = r.upperBound
        }
        if cursor < count { out.append((piece(cursor, count), false)) }
        return out
    }

    /// Highlights as Unicode scalar offsets of `text` (what JSON consumers index by).
    public var scalarHighlights: [Range<Int>] {
        var offsets: [Int: Int] = [:]
        var scalars = 0
        var byte = 0
        for s in text.unicodeScalars {
            offsets[byte] = scalars
            byte += UTF8.width(s)
            scalars += 1
        }
        offsets[byte] = scalars
        return highlights.compactMap { r in
            guard let a = offsets[r.lowerBound], let b = offsets[r.upperBound] else { return nil }
            return a..<b
        }
    }
}

/// Highlighted snippets of the rules being shown, built from the rule text and the query's
/// phrases with the index's own analyzer.
///
/// FTS5's snippet() would evaluate the MATCH expression a second time (once per shown rule,
/// every term's doclist loaded again) and tokenize each text twice. The rules here are: a phrase matches where its query
/// tokens (with their colocated alternatives) meet consecutive index positions, the last
/// one by prefix for `word*`; every match of every positive phrase is marked by a highlight
/// range (adjacent ranges merge); a text of at most `window`
/// positions is shown whole, a longer one as the window with the most distinct phrases
/// (then the most matches, then the earliest), started at a sentence start when one lies
/// shortly before its first match (shorter rather than reaching back before it at the end
/// of the text), with "…" where it is cut.
struct SnippetBuilder {
    static let ellipsis = "…"

    /// One query phrase: per position, the ids of the tokens that may stand there.
    struct Phrase: Equatable {
        var positions: [[Int]]
    }

    let phrases: [Phrase]
    let analyzer: Analyzer
    /// Query tokens matched exactly, and those matched as prefixes (the last token of
    /// `word*`), by id. Tokens are compared as bytes: String comparison would normalize.
    /// A handful of tokens: a linear scan beats hashing each document token.
    let exact: [(bytes: [UInt8], id: Int)]
    let prefixes: [(bytes: [UInt8], id: Int)]

    init(terms: [QueryAlternative], analyzer: Analyzer) {
        self.analyzer = analyzer
        var exact: [(bytes: [UInt8], id: Int)] = []
        var prefixes: [(bytes: [UInt8], id: Int)] = []
        var nextID = 0
        var phrases: [Phrase] = []
        for term in terms {
            var positions: [[(bytes: [UInt8], colocated: Bool)]] = []
            analyzer.forEachToken(in: term.text, mode: .query) { bytes, _, _, colocated in
                if colocated, !positions.isEmpty {
                    positions[positions.count - 1].append((Array(bytes), true))
                } else {
                    positions.append([(Array(bytes), false)])
                }
            }
            var ids: [[Int]] = []
            for (k, alternatives) in positions.enumerated() {
                let asPrefix = term.prefix && k == positions.count - 1
                ids.append(alternatives.map { a in
                    if asPrefix {
                        if let p = prefixes.first(where: { $0.bytes == a.bytes }) { return p.id }
                        prefixes.append((a.bytes, nextID))
                    } else {
                        if let e = exact.first(where: { $0.bytes == a.bytes }) { return e.id }
                        exact.append((a.bytes, nextID))
                    }
                    nextID += 1
                    return nextID - 1
                })
            }
            let phrase = Phrase(positions: ids)
            if !ids.isEmpty && !phrases.contains(phrase) { phrases.append(phrase) }
        }
        self.phrases = phrases
        self.exact = exact
        self.prefixes = prefixes
        // A Cyrillic text word can match a Cyrillic query token only if it starts with that
        // token less its last letter (its stem is a prefix of it; the fleeting-vowel variant
        // drops the stem's second-last letter): only such words are stemmed.
        var stems: [[UInt8]]? = []
        for t in exact + prefixes where t.bytes.first == 0xD0 || t.bytes.first == 0xD1 {
            var cut = t.bytes.count - 1
            while cut > 0 && t.bytes[cut] & 0xC0 == 0x80 { cut -= 1 }
            guard cut > 0 else { stems = nil; break }
            let head = Array(t.bytes[..<cut])
            if !(stems?.contains(head) ?? true) { stems?.append(head) }
        }
        self.stemPrefixes = stems
    }

    /// The Cyrillic words worth stemming (see `Analyzer.forEachToken(in:mode:stemming:_:)`).
    let stemPrefixes: [[UInt8]]?

    /// The index positions of a text and the query tokens they match (BarGuideText).
    typealias Positions = SnippetPositions

    struct Hit: Equatable {
        var phrase: Int
        var first: Int      // position
        var last: Int       // position
        var start: Int      // byte
        var end: Int        // byte
    }

    func positions(of text: String) -> Positions {
        analyzer.snippetPositions(in: text, exact: exact, prefixes: prefixes, stemming: stemPrefixes)
    }

    func hits(in positions: Positions) -> [Hit] {
        var hits: [Hit] = []
        let n = positions.count
        for i in 0..<n where !positions.matches(i).isEmpty {
            for (p, phrase) in phrases.enumerated() where i + phrase.positions.count <= n {
                var end = 0
                var matched = true
                for (k, alternatives) in phrase.positions.enumerated() {
                    guard let m = positions.matches(i + k).first(where: { alternatives.contains(positions.matchIDs[$0]) }) else {
                        matched = false
                        break
                    }
                    end = positions.matchEnds[m]
                }
                if matched {
                    let last = i + phrase.positions.count - 1
                    hits.append(Hit(phrase: p, first: i, last: last, start: positions.starts[i],
                                    end: max(end, positions.ends[last])))
                }
            }
        }
        return hits
    }

    /// The snippet of `text`, at most `window` index positions long.
    func snippet(_ text: String, window: Int) -> Snippet {
        let positions = positions(of: text)
        let n = positions.count
        guard n > 0 else { return Snippet(text: text) }
        var hits = hits(in: positions)
        var text = text
        return text.withUTF8 { bytes in
            var first = 0
            var last = n      // exclusive
            if n > window {
                first = bestWindowStart(positions, bytes, hits, window: window)
                last = min(n, first + window)
            }
            let from = first == 0 ? 0 : positions.starts[first]
            let to = last == n ? bytes.count : positions.ends[last - 1]

            // Marked ranges inside the window, merged when they touch or overlap.
            hits.sort { ($0.start, $0.end) < ($1.start, $1.end) }
            var out: [UInt8] = []
            out.reserveCapacity(to - from + 8)
            if first > 0 { out += Self.ellipsis.utf8 }
            let shift = out.count - from
            var ranges: [Range<Int>] = []
            for h in hits {
                let s = max(h.start, from), e = min(h.end, to)
                guard s < e else { continue }
                if let lastRange = ranges.last, s + shift <= lastRange.upperBound {
                    ranges[ranges.count - 1] = lastRange.lowerBound..<max(lastRange.upperBound, e + shift)
                } else {
                    ranges.append((s + shift)..<(e + shift))
                }
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[from..<to]))
            if last < n { out += Self.ellipsis.utf8 }
            return Snippet(text: String(decoding: out, as: UTF8.self), highlights: ranges)
        }
    }

    /// The start of the best window: most distinct phrases, then most matches, then earliest.
    func bestWindowStart(_ positions: Positions, _ bytes: UnsafeBufferPointer<UInt8>, _ hits: [Hit], window: Int) -> Int {
        let n = positions.count
        guard !hits.isEmpty else { return 0 }
        var best = (start: 0, distinct: -1, count: -1)
        // The starts tried, and the phrases inside a window: a handful each, so plain arrays
        // (a Set hashes every element).
        var tried: [Int] = []
        var phrasesInside: [Int] = []
        for h in hits {
            // Begin a little before the match; at a sentence start when there is one close by.
            // Near the end of the text, a window from a sentence start is just shorter; without
            // one, the window is moved back to show a full window's worth.
            let start: Int
            if let sentence = (max(0, h.first - window / 2)...h.first).first(where: { isSentenceStart($0, positions, bytes) }) {
                start = sentence
            } else {
                start = max(0, min(h.first - window / 4, n - window))
            }
            if tried.contains(start) { continue }
            tried.append(start)
            // Hits are in position order: scan only those starting inside the window, so a
            // text full of matches costs (matches × window), not matches².
            let end = start + window
            var lo = 0, hi = hits.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if hits[mid].first < start { lo = mid + 1 } else { hi = mid }
            }
            phrasesInside.removeAll(keepingCapacity: true)
            var count = 0
            var k = lo
            while k < hits.count && hits[k].first < end {
                if hits[k].last < end {
                    if !phrasesInside.contains(hits[k].phrase) { phrasesInside.append(hits[k].phrase) }
                    count += 1
                }
                k += 1
            }
            let distinct = phrasesInside.count
            if distinct > best.distinct || (distinct == best.distinct && count > best.count)
                || (distinct == best.distinct && count == best.count && start < best.start) {
                best = (start, distinct, count)
            }
        }
        return best.start
    }

    /// Position 0, or one preceded (since the previous token) by a sentence end.
    func isSentenceStart(_ i: Int, _ positions: Positions, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard i > 0 else { return true }
        let from = positions.ends[i - 1], to = positions.starts[i]
        // . ! ? ; and the full-width 。！？； (E3 80 82, EF BC 81, EF BC 9F, EF BC 9B).
        var k = from
        while k < to {
            let c = bytes[k]
            if c == 0x2E || c == 0x21 || c == 0x3F || c == 0x3B { return true }
            if k + 2 < to {
                if (c == 0xE3 && bytes[k + 1] == 0x80 && bytes[k + 2] == 0x82)
                    || (c == 0xEF && bytes[k + 1] == 0xBC && (bytes[k + 2] == 0x81 || bytes[k + 2] == 0x9F || bytes[k + 2] == 0x9B)) {
                    return true
                }
            }
            k += 1
        }
        return false
    }
}
