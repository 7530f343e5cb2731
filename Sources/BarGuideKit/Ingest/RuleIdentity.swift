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
        let order = rules.indices.sorted { a, b in
            if rules[a].document != rules[b].document { return rules[a].document < rules[b].document }
            if rules[a].ordinal != rules[b].ordinal { return rules[a].ordinal < rules[b].ordinal }
            return a < b
        }
        for i in order {
            let base = contentHash(document: rules[i].document, text: rules[i].text)
            let seen = occurrences[base, default: 0]
            occurrences[base] = seen + 1
            hashes[i] = seen == 0 ? base : FNV1a64.hash(of: "#\(seen)", seed: base)
        }
        var ids = [String](repeating: "", count: rules.count)
        var groups: [String: [Int]] = [:]
        for i in rules.indices {
            ids[i] = rules[i].primaryBar.rawValue + "." + hex(hashes[i], digits: 6)
            groups[ids[i], default: []].append(i)
        }
        for (_, members) in groups where members.count > 1 {
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
                var len = 1
                var space = false
                if c < 0x80 {
                    space = c == 0x20 || c == 0x09 || c == 0x0A
                } else {
                    len = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : 2
                    if c == 0xC2, i + 1 < n { space = b[i + 1] == 0xA0 }
                    if c == 0xE2, i + 2 < n {
                        let c1 = b[i + 1], c2 = b[i + 2]
                        space = (c1 == 0x80 && (c2 <= 0x8A || c2 == 0xAF)) || (c1 == 0x81 && c2 == 0x9F)
                    }
                    if c == 0xE3, i + 2 < n { space = b[i + 1] == 0x80 && b[i + 2] == 0x80 }
                }
                if space {
                    pendingSpace = started
                } else {
                    if pendingSpace { FNV1a64.byte(&h, 0x20) }
                    pendingSpace = false
                    started = true
                    var k = i
                    while k < Swift.min(n, i + len) { FNV1a64.byte(&h, b[k]); k += 1 }
                }
                i += len
            }
        }
        return h
    }

    /// The first `digits` lowercase hex digits of the 64-bit hash (most significant first).
    static func hex(_ h: UInt64, digits: Int) -> String {
        let full = String(h, radix: 16, uppercase: false)
        let padded = String(repeating: "0", count: 16 - full.count) + full
        return String(padded.prefix(digits))
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
