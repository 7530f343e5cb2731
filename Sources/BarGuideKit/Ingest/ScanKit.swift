// The scanning helpers of ingest, one set for every hot path (extractors, bars, symbols,
// headlines, modality, the language modules, the normalizer): lowering, prefix and equality tests
// and word splitting over a range of a scalar buffer, and phrase search, so that the hot loops
// neither copy sentences into new arrays nor build Strings. `Ch` classifies single scalars and
// `Sc` converts between scalar arrays and Strings (IngestText.swift); matching lives here.

typealias ScalarBuf = UnsafeBufferPointer<Unicode.Scalar>

enum Scan {
    /// A scalar from a value known to be valid (the results of `Ch.lower` on valid scalars).
    @inline(__always) static func scalar(_ v: UInt32) -> Unicode.Scalar { unsafeBitCast(v, to: Unicode.Scalar.self) }

    static func values(_ s: String) -> [UInt32] { s.unicodeScalars.map(\.value) }

    // MARK: Lowering

    /// `s` lowercased scalar by scalar with `Ch.lower` (ASCII and Cyrillic letters; every other
    /// scalar, combining marks and full-width letters included, stays as it is).
    static func lower(_ s: Scalars) -> Scalars { s.withUnsafeBufferPointer { lower($0) } }
    static func lower(_ s: ArraySlice<Unicode.Scalar>) -> Scalars { s.withUnsafeBufferPointer { lower($0) } }

    static func lower(_ src: ScalarBuf) -> Scalars {
        let n = src.count
        return Scalars(unsafeUninitializedCapacity: n) { dst, count in
            var i = 0
            while i < n {
                dst[i] = scalar(Ch.lower(src[i].value))
                i += 1
            }
            count = n
        }
    }

    // MARK: Prefixes and equality over src[lo..<hi]

    /// Exact equality of `src[lo..<hi]` and `w`.
    @inline(__always) static func equals(_ src: ScalarBuf, _ lo: Int, _ hi: Int, _ w: [UInt32]) -> Bool {
        hi - lo == w.count && hasPrefix(src, lo, hi, w)
    }

    /// Lowercased `src[lo..<hi]` equals `w` (already lowercase).
    @inline(__always) static func lowerEquals(_ src: ScalarBuf, _ lo: Int, _ hi: Int, _ w: [UInt32]) -> Bool {
        hi - lo == w.count && lowerHasPrefix(src, lo, hi, w)
    }

    /// `src[lo..<hi]` starts with `w`.
    @inline(__always) static func hasPrefix(_ src: ScalarBuf, _ lo: Int, _ hi: Int, _ w: [UInt32]) -> Bool {
        guard hi - lo >= w.count else { return false }
        var k = 0
        while k < w.count {
            if src[lo + k].value != w[k] { return false }
            k += 1
        }
        return true
    }

    /// Lowercased `src[lo..<hi]` starts with `w` (already lowercase).
    @inline(__always) static func lowerHasPrefix(_ src: ScalarBuf, _ lo: Int, _ hi: Int, _ w: [UInt32]) -> Bool {
        guard hi - lo >= w.count else { return false }
        var k = 0
        while k < w.count {
            if Ch.lower(src[lo + k].value) != w[k] { return false }
            k += 1
        }
        return true
    }

    /// `src[lo..<hi]` ends with `w`.
    @inline(__always) static func hasSuffix(_ src: ScalarBuf, _ lo: Int, _ hi: Int, _ w: [UInt32]) -> Bool {
        guard hi - lo >= w.count else { return false }
        let st = hi - w.count
        var k = 0
        while k < w.count {
            if src[st + k].value != w[k] { return false }
            k += 1
        }
        return true
    }

    // MARK: Words

    /// Ranges of the first `limit` words of `s[lo..<hi]`: maximal runs of `Ch.isWordChar` (Latin,
    /// Cyrillic and Greek letters, digits, "_"). Han, combining marks and full-width forms end a word.
    static func wordRanges(_ s: ScalarBuf, _ lo: Int, _ hi: Int, limit: Int = .max) -> [Range<Int>] {
        var out: [Range<Int>] = []
        out.reserveCapacity(Swift.min(limit, 20))
        var i = lo
        while i < hi, out.count < limit {
            guard Ch.isWordChar(s[i].value) else { i += 1; continue }
            let st = i
            while i < hi, Ch.isWordChar(s[i].value) { i += 1 }
            out.append(st..<i)
        }
        return out
    }

    /// Whether `w` stands anywhere in `src` (scalar for scalar).
    static func contains(_ src: ScalarBuf, _ w: [UInt32]) -> Bool {
        (0..<src.count).contains { hasPrefix(src, $0, src.count, w) }
    }

    /// A scalar that is a character of its own and its own NFC, whatever stands around it: plainly
    /// NFC (`ByteGlossaryMatcher.isPlainNFC`) but no CR, which joins a following LF, or CJK or
    /// fullwidth punctuation, which no character extends either (、。「」《》 U+3000…U+3029,
    /// ，：（） U+FF01…U+FF5E, dashes, quotes and ellipsis U+2010…U+2027). Text and words made only
    /// of such scalars compare as Strings do when compared scalar for scalar.
    @inline(__always) static func isOwnCharacter(_ v: UInt32) -> Bool {
        (ByteGlossaryMatcher.isPlainNFC(v) && v != 0x0D) || (v >= 0x3000 && v <= 0x3029) || (v >= 0xFF01 && v <= 0xFF5E)
            || (v >= 0x2010 && v <= 0x2027)
    }

    static func wordRanges(_ s: Scalars) -> [Range<Int>] { s.withUnsafeBufferPointer { wordRanges($0, 0, $0.count) } }

    /// A word of `words`: its text lowercased with `Ch.lower`, and where it stands.
    struct Word { var text: String; var range: Range<Int> }

    /// The first `limit` words of `s` (`wordRanges`), lowercased.
    static func words(_ s: Scalars, limit: Int = .max) -> [Word] {
        s.withUnsafeBufferPointer { b in
            wordRanges(b, 0, b.count, limit: limit).map { r in
                var w = String.UnicodeScalarView()
                for i in r { w.append(scalar(Ch.lower(b[i].value))) }
                return Word(text: String(w), range: r)
            }
        }
    }

    /// A word of `forEachWord`: where it stands, the FNV-1a hash of its scalars lowercased with
    /// `Ch.lower` (`wordHash`), whether it is all ASCII, and whether it follows the previous word of
    /// the range with nothing but spaces (`Ch.isSpace`) between them.
    struct WordInfo {
        var start: Int
        var end: Int
        var hash: UInt64
        var ascii: Bool
        var adjacent: Bool
    }

    /// The FNV-1a hash of `forEachWord`, one lowercased scalar at a time from `hashSeed`.
    @inline(__always) static func hashStep(_ h: UInt64, _ v: UInt32) -> UInt64 { (h ^ UInt64(v)) &* 0x0000_0100_0000_01B3 }
    @inline(__always) static var hashSeed: UInt64 { 0xcbf2_9ce4_8422_2325 }

    /// The hash `forEachWord` gives the word `w`.
    static func wordHash(_ w: String) -> UInt64 {
        var h = hashSeed
        for c in w.unicodeScalars { h = hashStep(h, Ch.lower(c.value)) }
        return h
    }

    /// Calls `body` with every word of `s[lo..<hi]` (the runs of `wordRanges`) in order, hashed as it
    /// is walked: no String and no copy per word. Returns whether the range holds a scalar at or
    /// above U+3000 (CJK punctuation, kana, Han), which no word holds.
    @discardableResult
    @inline(__always) static func forEachWord(_ s: ScalarBuf, _ lo: Int, _ hi: Int, _ body: (WordInfo) -> Void) -> Bool {
        wordLowerTable.withUnsafeBufferPointer { W in
            var wide = false
            // the previous word's end while only spaces follow it, else -1
            var previousEnd = -1
            var i = lo
            while i < hi {
                let v = s[i].value
                guard v < 0x500, W[Int(v)] != 0 else {
                    if v >= 0x3000 { wide = true }
                    if !Ch.isSpace(v) { previousEnd = -1 }
                    i += 1
                    continue
                }
                let st = i
                var ascii = true
                var h = hashSeed
                while i < hi {
                    let c = s[i].value
                    guard c < 0x500 else { break }
                    let l = W[Int(c)]
                    guard l != 0 else { break }
                    if c >= 0x80 { ascii = false }
                    h = hashStep(h, l)
                    i += 1
                }
                body(WordInfo(start: st, end: i, hash: h, ascii: ascii, adjacent: previousEnd >= 0))
                previousEnd = i
            }
            return wide
        }
    }

    /// Same as `Sc.str(s[lo..<hi])`.
    static func str(_ s: ScalarBuf, _ lo: Int, _ hi: Int) -> String {
        Sc.str(UnsafeBufferPointer(rebasing: s[lo..<hi]))
    }

    /// For scalars below U+0500: `Ch.lower(v)` when `Ch.isWordChar(v)`, else 0 (U+0000 is no word
    /// character). Every word character is below U+0500.
    static let wordLowerTable: [UInt32] = (0..<UInt32(0x500)).map { Ch.isWordChar($0) ? Ch.lower($0) : 0 }
}

/// 256 bits, one for each value of a scalar's low byte: a set of scalars answers "not here" for
/// most scalars with one shift. Four words, no array: nothing to retain per test.
struct LowByteBits: Sendable {
    private var w0: UInt64 = 0, w1: UInt64 = 0, w2: UInt64 = 0, w3: UInt64 = 0

    mutating func insert(_ v: UInt32) {
        let b = UInt64(1) << UInt64(v & 63)
        switch (v & 255) >> 6 {
        case 0: w0 |= b
        case 1: w1 |= b
        case 2: w2 |= b
        default: w3 |= b
        }
    }

    /// False when no inserted scalar has the low byte of `v`.
    @inline(__always) func mayContain(_ v: UInt32) -> Bool {
        let w: UInt64
        switch (v & 255) >> 6 {
        case 0: w = w0
        case 1: w = w1
        case 2: w = w2
        default: w = w3
        }
        return (w >> UInt64(v & 63)) & 1 != 0
    }
}

/// A 256-bit filter on the first scalars of a list of lowercase phrases: `mayStart(v)` is false
/// when no phrase starts with `Ch.lower(v)` (bit (scalar & 255)), so a scan of the list at a
/// position where none can start is skipped.
struct FirstScalarFilter: Sendable {
    private var bits = LowByteBits()
    /// Whether the list holds an empty phrase (it starts anywhere, even at the end of a text).
    let hasEmpty: Bool

    init(_ phrases: [[UInt32]]) {
        var empty = false
        for p in phrases {
            guard let f = p.first else { empty = true; continue }
            bits.insert(f)
        }
        hasEmpty = empty
    }

    /// Whether a phrase may start at `s[at]` (lowercased comparison) within `s[..<hi]`.
    @inline(__always) func mayStart(_ s: ScalarBuf, _ at: Int, _ hi: Int) -> Bool {
        if hasEmpty { return true }
        guard at < hi else { return false }
        return bits.mayContain(Ch.lower(s[at].value))
    }
}

/// A small set of scalar values asked about one text scalar at a time (the first scalars of a
/// module's cues, the letters a word can start with): the low-byte filter rules out most scalars
/// without hashing, the few left are looked up in the list.
struct ScalarSet: Sendable, ExpressibleByArrayLiteral {
    private var bits = LowByteBits()
    private let values: [UInt32]

    init<S: Sequence>(_ values: S) where S.Element == UInt32 {
        let list = Array(Set(values)).sorted()
        for v in list { bits.insert(v) }
        self.values = list
    }

    init(arrayLiteral values: UInt32...) { self.init(values) }

    @inline(__always) func contains(_ v: UInt32) -> Bool {
        bits.mayContain(v) && values.contains(v)
    }
}

/// Phrases flattened into one buffer and indexed for a scan of a text range: a phrase of two
/// scalars or more by its first two scalars, so a text scalar is compared only with the phrases
/// that start with it and the next one (the cues of a language share first letters, rarely first
/// pairs); a one-scalar phrase by that scalar.
struct PhraseIndex: Sendable {
    let flat: [UInt32]      // phrases, concatenated
    let bounds: [Int]       // phrase k is flat[bounds[k]..<bounds[k + 1]]
    /// Bucket b is phrases[buckets[b]..<buckets[b + 1]], in list order: first the `pairCount`
    /// buckets of the longer phrases (`pairBucket` of their first two scalars), then the buckets of
    /// the one-scalar phrases (`singleBucket`). Both counts are powers of two, about twice the
    /// number of phrases of their kind.
    let buckets: [Int]
    let phrases: [Int]
    /// Bits: v below U+0500 when a phrase starts with v or `Ch.lower(v)` (the one test most text
    /// scalars get); then `wideBase` + (v & 1023) for the first scalars at or above U+0500; then
    /// `bucketBase` + b when bucket b holds a phrase.
    let filter: [UInt64]
    @inline(__always) static var wideBase: Int { 0x500 }
    @inline(__always) static var bucketBase: Int { 0x500 + 1024 }
    let pairShift: UInt32
    let singleMask: Int
    let pairCount: Int
    let hasSingles: Bool

    @inline(__always) static func pairHash(_ a: UInt32, _ b: UInt32, _ shift: UInt32) -> Int {
        Int(((a &* 0x9E37_79B1) ^ (b &* 0x85EB_CA77)) >> shift)
    }
    @inline(__always) func pairBucket(_ a: UInt32, _ b: UInt32) -> Int { Self.pairHash(a, b, pairShift) }
    @inline(__always) func singleBucket(_ a: UInt32) -> Int { pairCount + (Int(a) & singleMask) }

    /// `phrases` must not be empty.
    init(_ phrases: [[UInt32]]) {
        var f: [UInt32] = [], b: [Int] = [0]
        var pairs = 0, singles = 0
        for p in phrases {
            precondition(!p.isEmpty)
            if p.count >= 2 { pairs += 1 } else { singles += 1 }
            f.append(contentsOf: p)
            b.append(f.count)
        }
        flat = f
        bounds = b
        var bits: UInt32 = 4
        while 1 << bits < 2 * pairs { bits += 1 }
        let shift = 32 - bits, pairCount = 1 << Int(bits)
        var singleCount = 1
        while singleCount < 2 * singles { singleCount *= 2 }
        pairShift = shift
        self.pairCount = pairCount
        singleMask = singleCount - 1
        hasSingles = singles > 0
        // a counting sort of the phrases by bucket: each bucket keeps the list order
        var bucketOf: [Int] = []
        bucketOf.reserveCapacity(phrases.count)
        for p in phrases {
            bucketOf.append(p.count >= 2 ? Self.pairHash(p[0], p[1], shift) : pairCount + (Int(p[0]) & (singleCount - 1)))
        }
        let total = pairCount + singleCount
        var starts = [Int](repeating: 0, count: total + 1)
        for x in bucketOf { starts[x + 1] += 1 }
        for x in 0..<total { starts[x + 1] += starts[x] }
        var fill = starts, ph = [Int](repeating: 0, count: phrases.count)
        var fl = [UInt64](repeating: 0, count: (Self.bucketBase + total + 63) / 64)
        func set(_ x: Int) { fl[x >> 6] |= 1 << UInt64(x & 63) }
        for (k, x) in bucketOf.enumerated() {
            ph[fill[x]] = k
            fill[x] += 1
            set(Self.bucketBase + x)
            let first = phrases[k][0]
            if first >= 0x500 {
                set(Self.wideBase + Int(first & 1023))
            } else {
                // the scalar, and the capitals `Ch.lower` maps to it (32 or 80 below it)
                set(Int(first))
                for d: UInt32 in [32, 80] where first >= d && Ch.lower(first - d) == first { set(Int(first - d)) }
            }
        }
        buckets = starts
        self.phrases = ph
        filter = fl
    }

    var count: Int { bounds.count - 1 }

    @inline(__always) static func isWordLetter(_ v: UInt32) -> Bool { Ch.isLatinLetter(v) || Ch.isCyrillic(v) }

    /// Calls `found(k, i, end)` for each phrase k that lies within `s[lo..<hi]` (with `lowering`,
    /// within its lowercased form) at i, ending at `end`, by increasing i; at one i the longer
    /// phrases come first, each kind in list order. Phrases for which `skip(k)` holds are not
    /// compared. Stops when `found` returns true.
    @inline(__always)
    func scan(_ s: ScalarBuf, _ lo: Int, _ hi: Int, lowering: Bool, skip: (Int) -> Bool, found: (Int, Int, Int) -> Bool) {
        guard lo < hi else { return }
        flat.withUnsafeBufferPointer { f in
            bounds.withUnsafeBufferPointer { b in
                buckets.withUnsafeBufferPointer { bk in
                    phrases.withUnsafeBufferPointer { ph in
                        filter.withUnsafeBufferPointer { fl in
                            @inline(__always) func at(_ i: Int) -> UInt32 { lowering ? Ch.lower(s[i].value) : s[i].value }
                            @inline(__always) func bit(_ x: Int) -> Bool { (fl[x >> 6] >> UInt64(x & 63)) & 1 != 0 }
                            var i = lo
                            while i < hi {
                                let raw = s[i].value
                                if bit(raw < 0x500 ? Int(raw) : Self.wideBase + Int(raw & 1023)) {
                                    let v = lowering ? Ch.lower(raw) : raw
                                    // a phrase that opens with a letter opens a word: "не должн" is not
                                    // the end of "экране" and the start of "должна"
                                    if i > 0, Self.isWordLetter(v), Self.isWordLetter(s[i - 1].value) { i += 1; continue }
                                    if i + 1 < hi {
                                        let w = at(i + 1)
                                        let pair = pairBucket(v, w)
                                        if bit(Self.bucketBase + pair) {
                                            for q in bk[pair]..<bk[pair + 1] {
                                                let k = ph[q]
                                                if skip(k) { continue }
                                                let ps = b[k], pe = b[k + 1]
                                                if f[ps] == v, f[ps + 1] == w, pe - ps <= hi - i {
                                                    var j = 2
                                                    while j < pe - ps, at(i + j) == f[ps + j] { j += 1 }
                                                    if j == pe - ps, found(k, i, i + j) { return }
                                                }
                                            }
                                        }
                                    }
                                    let single = singleBucket(v)
                                    if hasSingles, bit(Self.bucketBase + single) {
                                        for q in bk[single]..<bk[single + 1] {
                                            let k = ph[q]
                                            if f[b[k]] == v, !skip(k), found(k, i, i + 1) { return }
                                        }
                                    }
                                }
                                i += 1
                            }
                        }
                    }
                }
            }
        }
    }
}

/// The phrases of a `Needles`, indexed for searching a range of a buffer (same answers as
/// `Needles.any` on a copy of that range).
struct PhraseSet: Sendable {
    let index: PhraseIndex?     // nil: no phrase

    init(_ n: Needles) {
        index = n.list.isEmpty ? nil : PhraseIndex(n.list.map { $0.map(\.value) })
    }

    /// The end of the first phrase (in list order) at the first position where one lies entirely
    /// within `s[lo..<hi]`; with `lowering`, within its lowercased form.
    @inline(__always) private func search(_ s: ScalarBuf, _ lo: Int, _ hi: Int, lowering: Bool) -> Int? {
        guard let index else { return nil }
        var best = Int.max, at = -1, end = 0
        index.scan(s, lo, hi, lowering: lowering, skip: { _ in false }) { k, i, e in
            if at >= 0, i != at { return true }
            if k < best { best = k; at = i; end = e }
            return false
        }
        return at >= 0 ? end : nil
    }

    /// Whether a phrase lies entirely within `s[lo..<hi]`; with `lowering`, within its lowercased form.
    @inline(__always) private func has(_ s: ScalarBuf, _ lo: Int, _ hi: Int, lowering: Bool) -> Bool {
        guard let index else { return false }
        var hit = false
        index.scan(s, lo, hi, lowering: lowering, skip: { _ in false }) { _, _, _ in
            hit = true
            return true
        }
        return hit
    }

    /// Whether a phrase lies entirely within `s[lo..<hi]` (already lowercased).
    func any(_ s: ScalarBuf, _ lo: Int, _ hi: Int) -> Bool { has(s, lo, hi, lowering: false) }
    /// Where the first phrase within `s[lo..<hi]` (already lowercased) ends.
    func firstEnd(_ s: ScalarBuf, _ lo: Int, _ hi: Int) -> Int? { search(s, lo, hi, lowering: false) }

    /// `Needles.any(in: Scan.lower(s[lo..<hi]))` without the lowercased copy.
    func anyLowering(_ s: ScalarBuf, _ lo: Int, _ hi: Int) -> Bool { has(s, lo, hi, lowering: true) }

    func any(_ s: Scalars) -> Bool { s.withUnsafeBufferPointer { any($0, 0, $0.count) } }
    func anyLowering(_ s: Scalars) -> Bool { s.withUnsafeBufferPointer { anyLowering($0, 0, $0.count) } }
}

/// The phrases of several `PhraseSet`s in one index: which of the sets have a phrase within the
/// lowercased `s[lo..<hi]`, in one pass over the text instead of one per set (bit k of the answer is
/// `sets[k].anyLowering(s, lo, hi)`).
struct PhraseMaskSet: Sendable {
    let index: PhraseIndex?
    /// The bit of the set each phrase comes from.
    let owners: [UInt32]

    init(_ sets: [PhraseSet]) {
        precondition(sets.count <= 32)
        var phrases: [[UInt32]] = [], o: [UInt32] = []
        for (k, set) in sets.enumerated() {
            guard let x = set.index else { continue }
            for q in 0..<x.count {
                phrases.append(Array(x.flat[x.bounds[q]..<x.bounds[q + 1]]))
                o.append(1 << UInt32(k))
            }
        }
        index = phrases.isEmpty ? nil : PhraseIndex(phrases)
        owners = o
    }

    /// Bit k set when a phrase of set k lies entirely within the lowercased `s[lo..<hi]`.
    func lowerMask(_ s: ScalarBuf, _ lo: Int, _ hi: Int) -> UInt32 {
        guard let index else { return 0 }
        var mask: UInt32 = 0
        owners.withUnsafeBufferPointer { ow in
            index.scan(s, lo, hi, lowering: true, skip: { mask & ow[$0] != 0 }) { k, _, _ in
                mask |= ow[k]
                return false
            }
        }
        return mask
    }

    /// Calls `found(k, owner, i, end)` for every phrase k that lies within `s[lo..<hi]` (already
    /// lowercased) at i, ending at `end`, by increasing i (`PhraseIndex.scan`); `owner` is the bit of
    /// the set the phrase comes from. The phrases of one set keep its list order in k.
    func forEach(_ s: ScalarBuf, _ lo: Int, _ hi: Int, _ found: (Int, UInt32, Int, Int) -> Void) {
        guard let index else { return }
        owners.withUnsafeBufferPointer { ow in
            index.scan(s, lo, hi, lowering: false, skip: { _ in false }) { k, i, end in
                found(k, ow[k], i, end)
                return false
            }
        }
    }
}
