// Stable rule ids: "<primary bar>.<12 hex digits of a content hash>", e.g. "tab-bar.7c0b40e1d2a3".

public enum RuleIdentity {
    /// Hex digits of the hash in an id: 48 bits, so that two rules of one bar share an id by
    /// chance with probability about n² / 2^49 (6 × 10⁻⁵ for 135,000 rules under one bar).
    public static let digits = 12

    /// Assigns ids to rules (of one document, or of several). An id depends only on the rule
    /// itself and its own document, never on other documents or on their order:
    ///  - the hash is FNV-1a 64 of the document name and the rule's text with whitespace
    ///    collapsed, so the same text always gets the same id and editing one paragraph changes
    ///    only that rule's id;
    ///  - the same document and text more than once (e.g. the bullet "Полупрозрачно" under two
    ///    bars that are then the same bar): the n-th repeat (n ≥ 1, in source order) hashes "#n" too;
    ///  - two different rules whose ids coincide by chance: the one of the document whose name
    ///    sorts first (then the earlier in source order) keeps it, the other takes
    ///    `disambiguated(id, 1)`, `(id, 2)`, … (the writer does the same across documents).
    public static func assign(_ rules: inout [Rule]) {
        guard !rules.isEmpty else { return }
        var occurrences: [UInt64: Int] = [:]
        // deterministic order: by document name (bytes), then ordinal, then index
        func before(_ a: Int, _ b: Int) -> Bool {
            if rules[a].document != rules[b].document {
                return rules[a].document.utf8.lexicographicallyPrecedes(rules[b].document.utf8)
            }
            if rules[a].ordinal != rules[b].ordinal { return rules[a].ordinal < rules[b].ordinal }
            return a < b
        }
        // one document's rules come in order already (the order is total, so then sorting is the identity)
        var inOrder = true
        for k in rules.indices.dropFirst() where !before(k - 1, k) { inOrder = false; break }
        let order = inOrder ? Array(rules.indices) : rules.indices.sorted(by: before)
        var seen = Set<String>()
        seen.reserveCapacity(rules.count)
        for i in order {
            let base = contentHash(document: rules[i].document, text: rules[i].text)
            let repeats = occurrences[base, default: 0]
            occurrences[base] = repeats + 1
            let hash = repeats == 0 ? base : FNV1a64.hash(of: "#\(repeats)", seed: base)
            rules[i].id = unique(id(bar: rules[i].primaryBar, hash: hash), among: &seen)
        }
    }

    /// `bar.hex`, with `digits` hex digits of the hash.
    public static func id(bar: Bar, hash: UInt64) -> String {
        bar.rawValue + "." + hex(hash, digits: digits)
    }

    /// The id itself if not yet in `seen`, else its first free disambiguation; inserted into `seen`.
    static func unique(_ id: String, among seen: inout Set<String>) -> String {
        if seen.insert(id).inserted { return id }
        var n = 1
        while true {
            let candidate = disambiguated(id, n)
            if seen.insert(candidate).inserted { return candidate }
            n += 1
        }
    }

    /// The n-th alternative of an id taken by another rule: same bar and shape, another hash.
    public static func disambiguated(_ id: String, _ n: Int) -> String {
        let bar = id.split(separator: ".", maxSplits: 1).first.map(String.init) ?? ""
        return bar + "." + hex(FNV1a64.hash(of: "#\(n)", seed: FNV1a64.hash(of: id)), digits: digits)
    }

    /// The content hash of one rule: FNV-1a 64 over "document \0 text" (whitespace collapsed).
    public static func contentHash(document: String, text: String) -> UInt64 {
        var h = FNV1a64.offsetBasis
        FNV1a64.feed(&h, document.utf8)
        FNV1a64.feed(&h, CollectionOfOne(UInt8(0)))
        // the text with whitespace runs collapsed to one space and trimmed, as UTF-8 (like Sc.collapse),
        // straight from the string's bytes: the spaces of Ch.isSpace are ASCII, U+00A0, U+2000–U+200A,
        // U+202F, U+205F and U+3000
        // A String's bytes are well-formed UTF-8, so a character's continuation bytes follow its first
        // byte: every byte that cannot begin a space is hashed as it is, in a tight loop, and only
        // the first bytes of possible spaces (ASCII space, tab, LF; C2, E2, E3) look further.
        var pendingSpace = false, started = false
        var utf8 = text
        utf8.withUTF8 { b in
            let n = b.count
            var i = 0
            while i < n {
                let c = b[i]
                var space = false, len = 1
                if c < 0x80 {
                    space = c == 0x20 || c == 0x09 || c == 0x0A
                } else if c == 0xC2 {
                    len = 2
                    space = i + 1 < n && b[i + 1] == 0xA0
                } else if c == 0xE2 {
                    len = 3
                    if i + 2 < n {
                        let c1 = b[i + 1], c2 = b[i + 2]
                        space = (c1 == 0x80 && (c2 <= 0x8A || c2 == 0xAF)) || (c1 == 0x81 && c2 == 0x9F)
                    }
                } else if c == 0xE3 {
                    len = 3
                    space = i + 2 < n && b[i + 1] == 0x80 && b[i + 2] == 0x80
                }
                if space {
                    pendingSpace = started
                    i += len
                    continue
                }
                if pendingSpace { FNV1a64.byte(&h, 0x20) }
                pendingSpace = false
                started = true
                FNV1a64.byte(&h, c)
                i += 1
                // the run of bytes up to the next possible space (continuation bytes included)
                while i < n {
                    let d = b[i]
                    if Self.mayStartSpace(d) { break }
                    FNV1a64.byte(&h, d)
                    i += 1
                }
            }
        }
        return h
    }

    /// Whether `c` can be the first byte of a space of `Ch.isSpace` or LF: ASCII space, tab and LF,
    /// and the first bytes of U+00A0 (C2), U+2000–U+200A, U+202F, U+205F (E2) and U+3000 (E3).
    @inline(__always) static func mayStartSpace(_ c: UInt8) -> Bool {
        if c <= 0x20 { return (UInt64(0x1_0000_0600) >> UInt64(c)) & 1 != 0 }
        return c == 0xC2 || c & 0xFE == 0xE2
    }

    /// The first `digits` lowercase hex digits of the 64-bit hash (most significant first).
    static func hex(_ h: UInt64, digits: Int) -> String {
        let n = Swift.max(0, Swift.min(16, digits))
        if n == 0 { return "" }
        return String(unsafeUninitializedCapacity: n) { out in
            for k in 0..<n {
                let nibble = UInt8(truncatingIfNeeded: (h >> UInt64(60 - 4 * k)) & 0xF)
                out[k] = nibble < 10 ? 0x30 + nibble : 0x57 + nibble
            }
            return n
        }
    }
}

/// FNV-1a, 64-bit.
enum FNV1a64 {
    static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    static let prime: UInt64 = 0x0000_0100_0000_01B3

    @inline(__always) static func byte(_ h: inout UInt64, _ b: UInt8) {
        h ^= UInt64(b)
        h = h &* prime
    }

    @inline(__always) static func feed<S: Sequence>(_ h: inout UInt64, _ bytes: S) where S.Element == UInt8 {
        for b in bytes {
            h ^= UInt64(b)
            h = h &* prime
        }
    }

    static func hash(of s: String, seed: UInt64 = offsetBasis) -> UInt64 {
        var h = seed
        feed(&h, s.utf8)
        return h
    }
}
