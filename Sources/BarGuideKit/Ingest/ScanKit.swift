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

    static func wordRanges(_ s: Scalars) -> [Range<Int>] { s.withUnsafeBufferPointer { wordRanges($0, 0, $0.count) } }

    /// A word of `words`: its text lowercased with `Ch.lower`, and where it stands.
    struct Word { var text: String; var range: Range<Int> }

    /// The words of `s` (`wordRanges`), lowercased.
    static func words(_ s: Scalars) -> [Word] {
        s.withUnsafeBufferPointer { b in
            wordRanges(b, 0, b.count).map { r in
                var w = String.UnicodeScalarView()
                for i in r { w.append(scalar(Ch.lower(b[i].value))) }
                return Word(text: String(w), range: r)
            }
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

/// The phrases of a `Needles`, flattened for searching a range of a buffer (same answers as
/// `Needles.any` on a copy of that range).
struct PhraseSet: Sendable {
    let bloom: UInt64
    let flat: [UInt32]      // phrases, concatenated
    let bounds: [Int]       // phrase k is flat[bounds[k]..<bounds[k + 1]]
    /// Phrases by (first scalar & 63): bucket b is phrases[buckets[b]..<buckets[b + 1]].
    let buckets: [Int]
    let phrases: [Int]

    init(_ n: Needles) {
        var f: [UInt32] = []
        var b: [Int] = [0]
        for p in n.list {
            f.append(contentsOf: p.map(\.value))
            b.append(f.count)
        }
        flat = f
        bounds = b
        bloom = n.bloom
        var bk: [Int] = [0]
        var ph: [Int] = []
        for bucket in 0..<64 {
            for (k, p) in n.list.enumerated() where Int(p[0].value & 63) == bucket { ph.append(k) }
            bk.append(ph.count)
        }
        buckets = bk
        phrases = ph
    }

    /// The end of the first phrase that lies entirely within `s[lo..<hi]`; with `lowering`, within
    /// its lowercased form.
    @inline(__always) private func search(_ s: ScalarBuf, _ lo: Int, _ hi: Int, lowering: Bool) -> Int? {
        flat.withUnsafeBufferPointer { f in
            bounds.withUnsafeBufferPointer { b in
                buckets.withUnsafeBufferPointer { bk in
                    phrases.withUnsafeBufferPointer { ph in
                        var i = lo
                        while i < hi {
                            let v = lowering ? Ch.lower(s[i].value) : s[i].value
                            let bucket = Int(v & 63)
                            if (bloom >> UInt64(bucket)) & 1 != 0 {
                                for q in bk[bucket]..<bk[bucket + 1] {
                                    let k = ph[q]
                                    let ps = b[k], pe = b[k + 1]
                                    if f[ps] == v, pe - ps <= hi - i {
                                        var j = 1
                                        if lowering {
                                            while j < pe - ps, Ch.lower(s[i + j].value) == f[ps + j] { j += 1 }
                                        } else {
                                            while j < pe - ps, s[i + j].value == f[ps + j] { j += 1 }
                                        }
                                        if j == pe - ps { return i + j }
                                    }
                                }
                            }
                            i += 1
                        }
                        return nil
                    }
                }
            }
        }
    }

    /// Whether a phrase lies entirely within `s[lo..<hi]` (already lowercased).
    func any(_ s: ScalarBuf, _ lo: Int, _ hi: Int) -> Bool { search(s, lo, hi, lowering: false) != nil }
    /// Where the first phrase within `s[lo..<hi]` (already lowercased) ends.
    func firstEnd(_ s: ScalarBuf, _ lo: Int, _ hi: Int) -> Int? { search(s, lo, hi, lowering: false) }

    /// `Needles.any(in: Scan.lower(s[lo..<hi]))` without the lowercased copy.
    func anyLowering(_ s: ScalarBuf, _ lo: Int, _ hi: Int) -> Bool { search(s, lo, hi, lowering: true) != nil }

    func any(_ s: Scalars) -> Bool { s.withUnsafeBufferPointer { any($0, 0, $0.count) } }
    func anyLowering(_ s: Scalars) -> Bool { s.withUnsafeBufferPointer { anyLowering($0, 0, $0.count) } }
}

/// The phrases of several `PhraseSet`s in one table: which of the sets have a phrase within the
/// lowercased `s[lo..<hi]`, in one pass over the text instead of one per set (bit k of the answer is
/// `sets[k].anyLowering(s, lo, hi)`).
struct PhraseMaskSet: Sendable {
    let flat: [UInt32]
    let bounds: [Int]
    /// The bit of the set each phrase comes from.
    let owners: [UInt32]
    /// Phrases by (first scalar & 1023): bucket b is phrases[buckets[b]..<buckets[b + 1]].
    let buckets: [Int]
    let phrases: [Int]
    /// Bit (first scalar & 1023) of every phrase.
    let filter: [UInt64]

    init(_ sets: [PhraseSet]) {
        precondition(sets.count <= 32)
        var f: [UInt32] = [], b: [Int] = [0], o: [UInt32] = []
        for (k, set) in sets.enumerated() {
            for q in 0..<(set.bounds.count - 1) where set.bounds[q + 1] > set.bounds[q] {
                f.append(contentsOf: set.flat[set.bounds[q]..<set.bounds[q + 1]])
                b.append(f.count)
                o.append(1 << UInt32(k))
            }
        }
        flat = f
        bounds = b
        owners = o
        var bk: [Int] = [0], ph: [Int] = []
        var fl = [UInt64](repeating: 0, count: 16)
        for bucket in 0..<1024 {
            for k in 0..<o.count where Int(f[b[k]] & 1023) == bucket {
                ph.append(k)
                fl[bucket >> 6] |= 1 << UInt64(bucket & 63)
            }
            bk.append(ph.count)
        }
        buckets = bk
        phrases = ph
        filter = fl
    }

    /// Bit k set when a phrase of set k lies entirely within the lowercased `s[lo..<hi]`.
    func lowerMask(_ s: ScalarBuf, _ lo: Int, _ hi: Int) -> UInt32 {
        flat.withUnsafeBufferPointer { f in
            bounds.withUnsafeBufferPointer { b in
                buckets.withUnsafeBufferPointer { bk in
                    phrases.withUnsafeBufferPointer { ph in
                        owners.withUnsafeBufferPointer { ow in
                            filter.withUnsafeBufferPointer { fl in
                                var mask: UInt32 = 0
                                var i = lo
                                while i < hi {
                                    let v = Ch.lower(s[i].value)
                                    let bucket = Int(v & 1023)
                                    if (fl[bucket >> 6] >> UInt64(bucket & 63)) & 1 != 0 {
                                        for q in bk[bucket]..<bk[bucket + 1] {
                                            let k = ph[q]
                                            if mask & ow[k] != 0 { continue }
                                            let ps = b[k], pe = b[k + 1]
                                            if f[ps] == v, pe - ps <= hi - i {
                                                var j = 1
                                                while j < pe - ps, Ch.lower(s[i + j].value) == f[ps + j] { j += 1 }
                                                if j == pe - ps { mask |= ow[k] }
                                            }
                                        }
                                    }
                                    i += 1
                                }
                                return mask
                            }
                        }
                    }
                }
            }
        }
    }
}
