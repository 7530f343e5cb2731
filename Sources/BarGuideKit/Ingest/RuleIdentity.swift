// Stable rule ids: "<primary bar>.<hex of a content hash>", e.g. "tab-bar.3f9a1c".

public enum RuleIdentity {
    /// Assigns ids to rules of a whole corpus (or of one document). The hash is FNV-1a 64 of the
    /// document name and the rule's text with whitespace collapsed, so the same text always gets the
    /// same id and editing one paragraph changes only that rule's id.
    ///
    /// Collisions are resolved deterministically:
    ///  - the same document and text more than once (e.g. the bullet "Полупрозрачно" under two bars
    ///    that are then the same bar): the n-th repeat (n ≥ 1, in document order) hashes "#n" too;
    ///  - different rules whose 6-hex ids coincide: every rule in that group gets the shortest
    ///    longer prefix (up to 16 hex digits) that tells them apart.
    public static func assign(_ rules: inout [Rule]) {
        guard !rules.isEmpty else { return }
        var hashes = [UInt64](repeating: 0, count: rules.count)
        var occurrences: [UInt64: Int] = [:]
        // deterministic order for repeat numbering: by document, then ordinal, then index
        func before(_ a: Int, _ b: Int) -> Bool {
            if rules[a].document != rules[b].document { return rules[a].document < rules[b].document }
            if rules[a].ordinal != rules[b].ordinal { return rules[a].ordinal < rules[b].ordinal }
            return a < b
        }
        // one document's rules come in order already (the order is total, so then sorting is the identity)
        var inOrder = true
        for k in rules.indices.dropFirst() where !before(k - 1, k) { inOrder = false; break }
        let order = inOrder ? Array(rules.indices) : rules.indices.sorted(by: before)
        for i in order {
            let base = contentHash(document: rules[i].document, text: rules[i].text)
            let seen = occurrences[base, default: 0]
            occurrences[base] = seen + 1
            hashes[i] = seen == 0 ? base : FNV1a64.hash(of: "#\(seen)", seed: base)
        }
        var ids = [String](repeating: "", count: rules.count)
        // rules whose ids coincide: same primary bar and same first 6 hex digits (24 bits)
        var byPrefix: [UInt64: [Int]] = [:]
        byPrefix.reserveCapacity(rules.count)
        for i in rules.indices {
            ids[i] = rules[i].primaryBar.rawValue + "." + hex(hashes[i], digits: 6)
            byPrefix[hashes[i] >> 40, default: []].append(i)
        }
        var groups: [[Int]] = []
        for (_, sharing) in byPrefix where sharing.count > 1 {
            var byBar: [Bar: [Int]] = [:]
            for i in sharing { byBar[rules[i].primaryBar, default: []].append(i) }
            for (_, members) in byBar where members.count > 1 { groups.append(members) }
        }
        for members in groups {
            var digits = 7
            while digits < 16 {
                let distinct = Set(members.map { hex(hashes[$0], digits: digits) })
                if distinct.count == members.count { break }
                digits += 1
            }
            for i in members { ids[i] = rules[i].primaryBar.rawValue + "." + hex(hashes[i], digits: digits) }
        }
        for i in rules.indices { rules[i].id = ids[i] }
    }

    /// The content hash of one rule: FNV-1a 64 over "document \0 text" (whitespace collapsed).
    public static func contentHash(document: String, text: String) -> UInt64 {
        var h = FNV1a64.offsetBasis
        FNV1a64.feed(&h, document.utf8)
        FNV1a64.feed(&h, CollectionOfOne(UInt8(0)))
        // the text with whitespace runs collapsed to one space and trimmed, as UTF-8 (like Sc.collapse),
        // straight from the string's bytes: the spaces of Ch.isSpace are ASCII, U+00A0, U+2000–U+200A,
        // U+202F, U+205F and U+3000
        var pendingSpace = false, started = false
        var utf8 = text
        utf8.withUTF8 { b in
            let n = b.count
            var i = 0
            while i < n {
                let c = b[i]
                if c < 0x80 {
                    if c == 0x20 || c == 0x09 || c == 0x0A {
                        pendingSpace = started
                    } else {
                        if pendingSpace { FNV1a64.byte(&h, 0x20) }
                        pendingSpace = false
                        started = true
                        FNV1a64.byte(&h, c)
                    }
                    i += 1
                    continue
                }
                let len = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : 2
                var space = false
                if c == 0xC2, i + 1 < n { space = b[i + 1] == 0xA0 }
                if c == 0xE2, i + 2 < n {
                    let c1 = b[i + 1], c2 = b[i + 2]
                    space = (c1 == 0x80 && (c2 <= 0x8A || c2 == 0xAF)) || (c1 == 0x81 && c2 == 0x9F)
                }
                if c == 0xE3, i + 2 < n { space = b[i + 1] == 0x80 && b[i + 2] == 0x80 }
                if space {
                    pendingSpace = started
                } else {
                    if pendingSpace { FNV1a64.byte(&h, 0x20) }
                    pendingSpace = false
                    started = true
                    if i + len <= n {
                        FNV1a64.byte(&h, c)
                        FNV1a64.byte(&h, b[i + 1])
                        if len >= 3 {
                            FNV1a64.byte(&h, b[i + 2])
                            if len == 4 { FNV1a64.byte(&h, b[i + 3]) }
                        }
                    } else {
                        var k = i
                        while k < n { FNV1a64.byte(&h, b[k]); k += 1 }
                    }
                }
                i += len
            }
        }
        return h
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
