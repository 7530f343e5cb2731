// Scalar-level helpers for ingest. Ingest works on `[Unicode.Scalar]` lines rather than
// `Character`s: grapheme breaking is not needed for any of the repairs and is much slower.

import BarGuideText

typealias Scalars = [Unicode.Scalar]

enum Ch {
    // MARK: Scripts

    /// One Han range for ingest and the index (BarGuideText's `isHanIdeograph`).
    @inline(__always) static func isHan(_ v: UInt32) -> Bool { isHanIdeograph(v) }
    /// CJK punctuation, full-width forms, kana, bopomofo: script context that is "CJK" without being Han.
    @inline(__always) static func isCJKOther(_ v: UInt32) -> Bool {
        (0x3000...0x30FF).contains(v) || (0xFF00...0xFFEF).contains(v) || (0x3100...0x312F).contains(v)
    }
    @inline(__always) static func isCJK(_ v: UInt32) -> Bool { isHan(v) || isCJKOther(v) }
    @inline(__always) static func isCyrillic(_ v: UInt32) -> Bool { (0x0400...0x04FF).contains(v) }
    @inline(__always) static func isCyrillicUpper(_ v: UInt32) -> Bool { (0x0400...0x042F).contains(v) }
    @inline(__always) static func isCyrillicLower(_ v: UInt32) -> Bool { (0x0430...0x045F).contains(v) }
    @inline(__always) static func isASCIILetter(_ v: UInt32) -> Bool {
        (0x41...0x5A).contains(v) || (0x61...0x7A).contains(v)
    }
    @inline(__always) static func isASCIIUpper(_ v: UInt32) -> Bool { (0x41...0x5A).contains(v) }
    @inline(__always) static func isASCIILower(_ v: UInt32) -> Bool { (0x61...0x7A).contains(v) }
    @inline(__always) static func isDigit(_ v: UInt32) -> Bool { (0x30...0x39).contains(v) }
    @inline(__always) static func isASCIIAlnum(_ v: UInt32) -> Bool { isASCIILetter(v) || isDigit(v) }
    /// Latin letters including Latin-1 / Extended-A/B (accented, pinyin tone vowels).
    @inline(__always) static func isLatinLetter(_ v: UInt32) -> Bool {
        isASCIILetter(v) || ((0xC0...0x24F).contains(v) && v != 0xD7 && v != 0xF7)
    }
    /// A letter of a script with words (Latin, Cyrillic, Greek) or a digit.
    @inline(__always) static func isWordChar(_ v: UInt32) -> Bool {
        isLatinLetter(v) || isCyrillic(v) || isDigit(v) || (0x370...0x3FF).contains(v) || v == 0x5F
    }
    @inline(__always) static func isLetter(_ v: UInt32) -> Bool {
        isLatinLetter(v) || isCyrillic(v) || isHan(v) || (0x370...0x3FF).contains(v)
    }
    @inline(__always) static func isSpace(_ v: UInt32) -> Bool {
        // ordered so that letters (ASCII, Cyrillic, Han) are decided in two or three comparisons
        if v <= 0x20 { return v == 0x20 || v == 0x09 }
        if v < 0x2000 { return v == 0xA0 }
        return v <= 0x200A || v == 0x202F || v == 0x205F || v == 0x3000
    }

    // MARK: Case

    @inline(__always) static func lower(_ v: UInt32) -> UInt32 {
        if (0x41...0x5A).contains(v) { return v + 32 }
        if (0x410...0x42F).contains(v) { return v + 32 }
        if (0x400...0x40F).contains(v) { return v + 80 }
        return v
    }
    @inline(__always) static func isUpper(_ v: UInt32) -> Bool { isASCIIUpper(v) || isCyrillicUpper(v) }
    @inline(__always) static func isLowerLetter(_ v: UInt32) -> Bool { isASCIILower(v) || isCyrillicLower(v) }

    // MARK: Punctuation

    /// Characters that may close a sentence after its terminator: quotes and brackets.
    @inline(__always) static func isCloser(_ v: UInt32) -> Bool {
        switch v {
        case 0x29, 0x5D, 0x22, 0x27, 0xBB, 0x201D, 0x2019, 0x300D, 0x300F, 0xFF09, 0x3011, 0x300B, 0x3015, 0x3017: return true
        default: return false
        }
    }
    @inline(__always) static func isOpener(_ v: UInt32) -> Bool {
        switch v {
        case 0x28, 0x5B, 0x22, 0xAB, 0x201C, 0x2018, 0x300C, 0x300E, 0xFF08, 0x3010, 0x300A, 0x3014, 0x3016: return true
        default: return false
        }
    }
    /// Full-width CJK sentence terminators 。！？
    @inline(__always) static func isCJKTerminator(_ v: UInt32) -> Bool { v == 0x3002 || v == 0xFF01 || v == 0xFF1F }
    @inline(__always) static func isTerminator(_ v: UInt32) -> Bool {
        v == 0x2E || v == 0x21 || v == 0x3F || v == 0x2026 || isCJKTerminator(v) || v == 0x3B || v == 0xFF1B
    }
    @inline(__always) static func isColon(_ v: UInt32) -> Bool { v == 0x3A || v == 0xFF1A }
    /// A hyphen or a dash used as a separator: - ‐ – —.
    @inline(__always) static func isDash(_ v: UInt32) -> Bool { v == 0x2D || v == 0x2010 || v == 0x2013 || v == 0x2014 }

    // MARK: Controls

    /// Bidirectional formatting controls: embeddings/overrides, isolates, marks, Arabic letter mark.
    @inline(__always) static func isBidiControl(_ v: UInt32) -> Bool {
        (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v) || v == 0x200E || v == 0x200F || v == 0x061C
    }
    @inline(__always) static func isC0orC1(_ v: UInt32) -> Bool { v < 0x20 || (0x7F...0x9F).contains(v) }
}

/// Conversions between scalar arrays, Strings and UTF-8, and whole-array trimming (matching and
/// lowering: `Scan`); namespaced (not extensions) so they cannot collide with other code in the module.
enum Sc {
    static func of(_ s: String) -> Scalars { Array(s.unicodeScalars) }

    /// Runs of white space as one space (what is left where an aside was taken out: "Панели  — это").
    static func collapsingSpaces(_ s: Scalars) -> Scalars {
        var out = Scalars()
        out.reserveCapacity(s.count)
        for c in s where !(Ch.isSpace(c.value) && (out.last.map { Ch.isSpace($0.value) } ?? true)) { out.append(Ch.isSpace(c.value) ? " " : c) }
        return out
    }
    static func of(_ s: Substring) -> Scalars { Array(s.unicodeScalars) }

    static func str(_ s: Scalars) -> String { s.withUnsafeBufferPointer { str($0) } }
    static func str(_ s: ArraySlice<Unicode.Scalar>) -> String { s.withUnsafeBufferPointer { str($0) } }

    /// Number of UTF-8 bytes of the scalars.
    @inline(__always) static func utf8Count(_ s: UnsafeBufferPointer<Unicode.Scalar>) -> Int {
        var len = 0
        for c in s {
            let v = c.value
            len += v < 0x80 ? 1 : v < 0x800 ? 2 : v < 0x10000 ? 3 : 4
        }
        return len
    }

    /// Writes the UTF-8 of the scalars at `out` (room for `utf8Count(s)` bytes); returns the count.
    @inline(__always) static func encode(_ s: UnsafeBufferPointer<Unicode.Scalar>, into out: UnsafeMutablePointer<UInt8>) -> Int {
        var p = 0
        for c in s {
            let v = c.value
            if v < 0x80 {
                out[p] = UInt8(truncatingIfNeeded: v)
                p += 1
            } else if v < 0x800 {
                out[p] = UInt8(truncatingIfNeeded: 0xC0 | (v >> 6))
                out[p + 1] = UInt8(truncatingIfNeeded: 0x80 | (v & 0x3F))
                p += 2
            } else if v < 0x10000 {
                out[p] = UInt8(truncatingIfNeeded: 0xE0 | (v >> 12))
                out[p + 1] = UInt8(truncatingIfNeeded: 0x80 | ((v >> 6) & 0x3F))
                out[p + 2] = UInt8(truncatingIfNeeded: 0x80 | (v & 0x3F))
                p += 3
            } else {
                out[p] = UInt8(truncatingIfNeeded: 0xF0 | (v >> 18))
                out[p + 1] = UInt8(truncatingIfNeeded: 0x80 | ((v >> 12) & 0x3F))
                out[p + 2] = UInt8(truncatingIfNeeded: 0x80 | ((v >> 6) & 0x3F))
                out[p + 3] = UInt8(truncatingIfNeeded: 0x80 | (v & 0x3F))
                p += 4
            }
        }
        return p
    }

    /// A String straight from scalars, without validating UTF-8 that is valid by construction.
    ///
    /// `encode` writes each scalar's canonical UTF-8 form, and a `Unicode.Scalar` is never a
    /// surrogate nor above U+10FFFF, so its output is always well-formed: the bytes are written to a
    /// temporary buffer (on the stack when small; room for 4 bytes a scalar, so the bytes are not
    /// counted first) and copied into the string as a `UTF8Span` known valid.
    /// `String(unsafeUninitializedCapacity:)` would validate every byte a second time on a hot
    /// path. ASCII-ness is known from the count, so the string's flags are what a
    /// validating initializer would set.
    static func str(_ s: UnsafeBufferPointer<Unicode.Scalar>) -> String {
        if s.isEmpty { return "" }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4 * s.count) { out in
            let n = encode(s, into: out.baseAddress!)
            let bytes = UnsafeBufferPointer(rebasing: out[..<n])
            return String(copying: unsafe UTF8Span(unchecked: bytes.span, isKnownASCII: n == s.count))
        }
    }

    /// UTF-8 bytes of scalars (building a String through its scalar view is much slower).
    static func utf8(_ s: Scalars) -> [UInt8] { s.withUnsafeBufferPointer { utf8($0) } }
    static func utf8(_ s: ArraySlice<Unicode.Scalar>) -> [UInt8] { s.withUnsafeBufferPointer { utf8($0) } }

    static func utf8(_ s: UnsafeBufferPointer<Unicode.Scalar>) -> [UInt8] {
        let len = utf8Count(s)
        if len == 0 { return [] }
        return [UInt8](unsafeUninitializedCapacity: len) { out, count in
            count = encode(s, into: out.baseAddress!)
        }
    }

    static func trim(_ s: Scalars) -> Scalars {
        var lo = 0, hi = s.count
        while lo < hi, Ch.isSpace(s[lo].value) || s[lo].value == 0x0A { lo += 1 }
        while hi > lo, Ch.isSpace(s[hi - 1].value) || s[hi - 1].value == 0x0A { hi -= 1 }
        return lo == 0 && hi == s.count ? s : Array(s[lo..<hi])
    }

    /// Runs of whitespace (and newlines) become one space; trimmed.
    static func collapse(_ s: Scalars) -> Scalars {
        let n = s.count
        if n == 0 { return [] }
        return s.withUnsafeBufferPointer { src in
            Scalars(unsafeUninitializedCapacity: n) { dst, count in
                let out = dst.baseAddress!
                var k = 0
                var pendingSpace = false
                for c in src {
                    let v = c.value
                    if Ch.isSpace(v) || v == 0x0A {
                        pendingSpace = k > 0
                    } else {
                        if pendingSpace {
                            (out + k).initialize(to: " ")
                            k += 1
                        }
                        pendingSpace = false
                        (out + k).initialize(to: c)
                        k += 1
                    }
                }
                count = k
            }
        }
    }

    /// FNV-1a over scalar values (for sets of texts without building Strings).
    static func hash(_ s: Scalars) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for c in s {
            h ^= UInt64(c.value)
            h = h &* 0x0000_0100_0000_01B3
        }
        return h
    }
}

/// A fixed list of lowercase phrases searched for in lowercased scalar text.
struct Needles: Sendable {
    let list: [Scalars]
    /// Bit (first scalar & 63) set for every phrase: one pass over the text instead of one per phrase.
    let bloom: UInt64
    /// The phrases' scalar values back to back (`starts[k]..<starts[k + 1]` is phrase k), and a
    /// 1024-bit filter on (first scalar & 1023): few text scalars get past it.
    private let flat: [UInt32]
    private let starts: [Int]
    private let firstFilter: [UInt64]
    init(_ strings: [String]) {
        list = strings.map { Scan.lower(Sc.of($0)) }.filter { !$0.isEmpty }
        var b: UInt64 = 0
        for n in list { if let f = n.first { b |= 1 << UInt64(f.value & 63) } }
        bloom = b
        var flat: [UInt32] = [], starts: [Int] = [0]
        var filter = [UInt64](repeating: 0, count: 16)
        for n in list {
            flat.append(contentsOf: n.map(\.value))
            starts.append(flat.count)
            let f = Int(n[0].value & 1023)
            filter[f >> 6] |= 1 << UInt64(f & 63)
        }
        self.flat = flat
        self.starts = starts
        self.firstFilter = filter
    }
    /// Whether any phrase occurs in `lowered` (already lowercased with `Scan.lower`).
    func any(in lowered: Scalars) -> Bool { lowered.withUnsafeBufferPointer { any($0) } }
    func any(in lowered: ArraySlice<Unicode.Scalar>) -> Bool { lowered.withUnsafeBufferPointer { any($0) } }

    private func any(_ s: UnsafeBufferPointer<Unicode.Scalar>) -> Bool {
        flat.withUnsafeBufferPointer { flat in
            starts.withUnsafeBufferPointer { starts in
                firstFilter.withUnsafeBufferPointer { filter in
                    let n = s.count
                    let phrases = starts.count - 1
                    var i = 0
                    while i < n {
                        let v = s[i].value
                        let f = Int(v & 1023)
                        if (filter[f >> 6] >> UInt64(f & 63)) & 1 != 0 {
                            for k in 0..<phrases {
                                let lo = starts[k], len = starts[k + 1] - lo
                                guard flat[lo] == v, len <= n - i else { continue }
                                var j = 1
                                while j < len, s[i + j].value == flat[lo + j] { j += 1 }
                                if j == len { return true }
                            }
                        }
                        i += 1
                    }
                    return false
                }
            }
        }
    }
}

enum Excerpt {
    /// A printable excerpt of `s` around `range`: control characters are shown as U+XXXX so that
    /// nothing from the corpus can reach a terminal raw.
    static func around(_ s: Scalars, _ range: Range<Int>, radius: Int = 18) -> String {
        let lo = Swift.max(0, range.lowerBound - radius)
        let hi = Swift.min(s.count, range.upperBound + radius)
        guard lo < hi else { return "" }
        return printable(s[lo..<hi])
    }

    static func printable(_ s: Scalars) -> String { printable(s[...]) }

    @inline(__always) static func needsEscape(_ v: UInt32) -> Bool {
        Ch.isC0orC1(v) || Ch.isBidiControl(v) || v == 0xFEFF || v == 0x2028 || v == 0x2029
    }

    static func printable(_ s: ArraySlice<Unicode.Scalar>) -> String {
        // the usual case: nothing to show as U+XXXX
        if !s.contains(where: { needsEscape($0.value) }) { return Sc.str(s) }
        var out = Scalars()
        out.reserveCapacity(s.count)
        for c in s {
            let v = c.value
            if needsEscape(v) {
                out.append(contentsOf: ("U+" + hex4(v)).unicodeScalars)
            } else {
                out.append(c)
            }
        }
        return Sc.str(out)
    }

    static func hex4(_ v: UInt32) -> String {
        let h = String(v, radix: 16, uppercase: true)
        return String(repeating: "0", count: Swift.max(0, 4 - h.count)) + h
    }

    static func head(_ s: Scalars, _ n: Int = 60) -> String {
        if s.count <= n { return printable(s) }
        return printable(s[0..<n]) + "…"
    }
}
