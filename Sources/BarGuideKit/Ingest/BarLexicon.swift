// Names of the bars in the texts' languages (the glossary's bar terms, built in so that parsing
// needs nothing but the bytes): Russian "панель/строка + genitive", Chinese "XY欄/栏/條/条/列",
// English "… bar(s)" and the UIKit class names.

struct BarMention {
    var bar: Bar
    var range: Range<Int>
}

enum BarLexicon {
    // The name lists are derived from the bar-name table (`BarNames`, the glossary's bar
    // concepts), by the shapes the scanner below recognizes.

    /// Russian: first word (by stem) + second word (exact, lowercased): every two-word name
    /// whose head is a form of "панель" or "строка" ("панели вкладок" -> (панел, вкладок)).
    static let ruPairs: [(stem: String, second: String, bar: Bar)] = {
        var out: [(stem: String, second: String, bar: Bar)] = []
        for n in BarNames.all where n.kind == .ru {
            let words = n.name.lowercased().split(separator: " ").map(String.init)
            guard words.count == 2 else { continue }
            for stem in ["панел", "строк"] where words[0].hasPrefix(stem) {
                if !out.contains(where: { $0.stem == stem && $0.second == words[1] }) { out.append((stem, words[1], n.bar)) }
            }
        }
        return out
    }()

    /// Chinese: the two characters before 欄/栏/條/条/列, from every three-character Chinese name
    /// that ends in one of them ("導覽列" -> 導覽).
    static let zhStems: [String: Bar] = {
        var out: [String: Bar] = [:]
        for n in BarNames.all where n.kind == .zhHans || n.kind == .zhHant {
            let v = Array(n.name.unicodeScalars)
            guard v.count == 3, isZhBarChar(v[2].value), Ch.isHan(v[0].value), Ch.isHan(v[1].value) else { continue }
            let stem = String(String.UnicodeScalarView(v[0..<2]))
            if out[stem] == nil { out[stem] = n.bar }
        }
        return out
    }()
    static let zhBarChars: Set<UInt32> = Set("欄栏條条列".unicodeScalars.map(\.value))

    /// English (lowercased words): a word followed by "bar"/"bars" (from the two-word names
    /// "X bar(s)"), or one word ending in "bar(s)" (from the one-word and UIKit names).
    static let enFirst: [String: Bar] = {
        var out: [String: Bar] = [:]
        for n in BarNames.all where n.kind == .en {
            let words = n.name.lowercased().split(separator: " ").map(String.init)
            if words.count == 2, words[1] == "bar" || words[1] == "bars", out[words[0]] == nil { out[words[0]] = n.bar }
        }
        return out
    }()
    static let enSingle: [String: Bar] = {
        var out: [String: Bar] = [:]
        for n in BarNames.all where n.kind == .id || n.kind == .en || n.kind == .uikit {
            let w = n.name.lowercased()
            guard !w.contains(" "), w.unicodeScalars.allSatisfy({ $0.isASCII && Ch.isWordChar($0.value) }),
                  w.hasSuffix("bar") || w.hasSuffix("bars"), w != "bar", w != "bars" else { continue }
            if out[w] == nil { out[w] = n.bar }
        }
        return out
    }()

    static let navAdjective = Sc.of("навигационн")

    /// Cheap test for anything a mention needs: what the shapes read ("…анел…"/"…трок…", "bar" in
    /// any case, a Chinese 欄/栏/條/条/列), or a name of the table that no shape reads
    /// (`otherNames`). It only skips texts that cannot hold a name of the table.
    static func mayMention(_ s: Scalars) -> Bool {
        s.withUnsafeBufferPointer { mayMention($0) }
    }

    static func mayMention(_ s: ScalarBuf) -> Bool {
        // (a shape is read only where an anchor stands or a Chinese bar character: `mayHaveShape`)
        let scan = anchorScan(s)
        return !scan.positions.isEmpty || scan.zhBar || mayHoldUnanchored(s, wide: scan.wide, zhBar: scan.zhBar)
    }

    /// Whether `s` may hold a name of `unanchoredPhrases`; `wide`: whether it holds a scalar at or
    /// above `unanchoredFloor` (text without one cannot hold a name that starts there); `zhBar`:
    /// whether it holds a Chinese bar character (text without one cannot hold a name when every
    /// one holds it).
    static func mayHoldUnanchored(_ s: ScalarBuf, wide: Bool, zhBar: Bool = true) -> Bool {
        hasUnanchored && (wide || !unanchoredStartWide) && (zhBar || !unanchoredHoldZhBar)
            && unanchoredPhrases.lowerMask(s, 0, s.count) != 0
    }

    /// Names of the bar-name table that none of the shapes reads ("статус-бар", "search field"),
    /// lowercased, longest first: matched as whole phrases. Short query forms are left out.
    static let otherNames: [(name: [UInt32], bar: Bar)] = {
        var out: [(name: [UInt32], bar: Bar)] = []
        // (short forms such as "tab" or "status" scope a query; in a text they are ordinary words)
        for n in BarNames.all where n.kind != .alias {
            let s = Sc.of(n.name)
            let read = s.withUnsafeBufferPointer { b in
                mayHaveShape(b) ? shapeMentions(b, words: [0..<b.count], han: true) : []
            }
            if read.contains(where: { $0.bar == n.bar && $0.range == 0..<s.count }) { continue }
            let v = Scan.lower(s).map(\.value)
            if !v.isEmpty, !out.contains(where: { $0.name == v }) { out.append((v, n.bar)) }
        }
        return out.sorted { $0.name.count > $1.name.count }
    }()
    /// `otherNames` in one table bucketed by the first scalar (`PhraseMaskSet`: few false starts
    /// in Cyrillic and Latin text, where every scalar is looked at).
    static let otherPhrases = PhraseMaskSet([PhraseSet(Needles(otherNames.map {
        String(String.UnicodeScalarView($0.name.compactMap(Unicode.Scalar.init)))
    }))])

    /// The names of `otherNames` that hold none of the anchors (анел, трок, bar): looked for as
    /// phrases ("search field", "навбар", "选项卡栏"); the anchored ones only at their anchors.
    static let unanchoredPhrases = PhraseMaskSet([PhraseSet(Needles(unanchoredNames))])
    static let unanchoredNames: [String] = otherNames.compactMap { e -> String? in
        let name = String(String.UnicodeScalarView(e.name.compactMap(Unicode.Scalar.init)))
        return anchoredNames.contains { $0.name == e.name } ? nil : name
    }
    /// Every unanchored name starts at or above U+0500 (they are Chinese).
    static let unanchoredStartWide = unanchoredNames.allSatisfy { ($0.unicodeScalars.first?.value ?? 0) >= 0x500 }
    /// The lowest scalar an unanchored name starts with, and at least U+0500 (`Ch.lower` changes no
    /// scalar there): a text whose scalars all lie below it holds none of those names. The names
    /// are Chinese, and most start well above the dashes and quotes of Russian text.
    static let unanchoredFloor: UInt32 = Swift.max(0x500, unanchoredNames.compactMap { $0.unicodeScalars.first?.value }.min() ?? 0x500)
    /// Every unanchored name holds a Chinese bar character (欄 栏 條 条 列).
    static let unanchoredHoldZhBar = unanchoredNames.allSatisfy { $0.unicodeScalars.contains { isZhBarChar($0.value) } }

    /// The other names that hold an anchor (анел, трок, bar), with the offset of their first
    /// anchor: in a text they are looked for only where an anchor stands.
    static let anchoredNames: [(name: [UInt32], bar: Bar, offset: Int)] = otherNames.compactMap { e in
        for k in e.name.indices {
            for a in anchors where k + a.count <= e.name.count && Array(e.name[k..<(k + a.count)]) == a {
                return (e.name, e.bar, k)
            }
        }
        return nil
    }

    /// What every bar name of the table holds (lowercased): a head word's stem or a bar character.
    /// An other name is looked for only where one of them stands.
    static let anchors: [[UInt32]] = ["анел", "трок", "bar", "бар", "строч", "search", "scope", "navigationitem",
                                      "поиск", "област", "栏", "欄", "框"].map(Scan.values)
    /// The anchors by their first two scalars, for ruling out a position with two table lookups.
    struct AnchorFilter: Sendable {
        /// Bit k of `firsts[v]` (of `seconds[v]`): anchor k's first (second) scalar is `Ch.lower(v)`,
        /// for every v below U+0500 (a one-scalar anchor has its bit in every entry of `seconds`).
        let firsts: [UInt16]
        let seconds: [UInt16]
        /// The anchors that may stand where the second scalar is U+0500 or above, or where the text ends.
        let wideSecond: UInt16
        let single: UInt16
        /// First scalars at or above U+0500 (`Ch.lower` changes no scalar there), and their range:
        /// most Han characters fall outside it.
        let wideFirsts: [UInt32]
        let wideRange: ClosedRange<UInt32>

        init(_ anchors: [[UInt32]]) {
            precondition(anchors.count <= 16)
            var f = [UInt16](repeating: 0, count: 0x500), s = [UInt16](repeating: 0, count: 0x500)
            var wide: UInt16 = 0, one: UInt16 = 0
            for (k, a) in anchors.enumerated() {
                let bit: UInt16 = 1 << UInt16(k)
                if a.count < 2 { one |= bit }
                if a.count < 2 || a[1] >= 0x500 { wide |= bit }
                for v in 0..<UInt32(0x500) {
                    let l = Ch.lower(v)
                    if a[0] == l { f[Int(v)] |= bit }
                    if a.count < 2 || a[1] == l { s[Int(v)] |= bit }
                }
            }
            firsts = f
            seconds = s
            wideSecond = wide
            single = one
            wideFirsts = Array(Set(anchors.map { $0[0] }.filter { $0 >= 0x500 })).sorted()
            // (none: a range no scalar at or above U+0500 is in)
            wideRange = wideFirsts.isEmpty ? 0...0 : wideFirsts[0]...wideFirsts[wideFirsts.count - 1]
        }
    }
    static let anchorFilter = AnchorFilter(anchors)

    /// Where the anchors stand in `s` (lowercased comparison), with the index of the first anchor
    /// that stands there.
    static func anchorPositions(_ s: ScalarBuf) -> [(at: Int, anchor: Int)] { anchorScan(s).positions }

    /// `anchorPositions(s)`, whether `s` holds a scalar at or above `unanchoredFloor`, and whether it
    /// holds a Chinese bar character (`isZhBarChar`), in the same pass.
    static func anchorScan(_ s: ScalarBuf) -> (positions: [(at: Int, anchor: Int)], wide: Bool, zhBar: Bool) {
        let n = s.count
        let all = anchors, filter = anchorFilter, floor = unanchoredFloor
        var out: [(at: Int, anchor: Int)] = []
        var wide = false, zhBar = false
        filter.firsts.withUnsafeBufferPointer { firsts in
            filter.seconds.withUnsafeBufferPointer { seconds in
                var i = 0
                while i < n {
                    let v = s[i].value
                    if v < 0x500 {
                        var m = firsts[Int(v)]
                        if m != 0 {
                            if i + 1 == n {
                                m &= filter.single
                            } else {
                                let w = s[i + 1].value
                                m &= w < 0x500 ? seconds[Int(w)] : filter.wideSecond
                            }
                            // the candidates in index order: the first that stands here wins
                            while m != 0 {
                                let k = m.trailingZeroBitCount
                                if Scan.lowerHasPrefix(s, i, n, all[k]) { out.append((i, k)); break }
                                m &= m - 1
                            }
                        }
                    } else {
                        if v >= floor { wide = true }
                        // (most Han characters lie outside 列 U+5217 ... 欄 U+6B04)
                        if v >= 0x5217, v <= 0x6B04, isZhBarChar(v) { zhBar = true }
                        if filter.wideRange.contains(v), filter.wideFirsts.contains(v),
                           let k = all.firstIndex(where: { Scan.lowerHasPrefix(s, i, n, $0) }) {
                            out.append((i, k))
                        }
                    }
                    i += 1
                }
            }
        }
        return (out, wide, zhBar)
    }

    /// Whether a shape may stand in a text with this `anchorScan`: the same answer as
    /// `mayHaveShape`, whose stems and "bar" are the first anchors, without a pass of its own.
    static func mayHaveShape(_ scan: (positions: [(at: Int, anchor: Int)], wide: Bool, zhBar: Bool)) -> Bool {
        scan.zhBar || scan.positions.contains { $0.anchor < shapeAnchorCount }
    }
    /// The anchors that are what `mayHaveShape` looks for: "анел", "трок", "bar", first in `anchors`.
    static var shapeAnchorCount: Int { 3 }

    /// `anchoredNames` by the index of their anchor, flattened (no array to retain per name): the
    /// names of anchor k are `entries[starts[k]..<starts[k + 1]]`, in `otherNames` order.
    struct AnchoredNames: Sendable {
        struct Entry: Sendable {
            var start: Int      // the name is flat[start..<start + count]
            var count: Int
            var offset: Int     // where its anchor stands in it
            var last: UInt32
            /// The name ends in a letter of a word (Latin or Cyrillic): a word must end with it.
            var endsWord: Bool
            var bar: Bar
        }
        let flat: [UInt32]
        let entries: [Entry]
        let starts: [Int]

        init(_ byAnchor: [[(name: [UInt32], bar: Bar, offset: Int)]]) {
            var f: [UInt32] = [], e: [Entry] = [], st: [Int] = [0]
            for list in byAnchor {
                for (name, bar, offset) in list {
                    let last = name.last ?? 0
                    e.append(Entry(start: f.count, count: name.count, offset: offset, last: last,
                                   endsWord: Ch.isWordChar(last) && !Ch.isHan(last), bar: bar))
                    f.append(contentsOf: name)
                }
                st.append(e.count)
            }
            flat = f
            entries = e
            starts = st
        }
    }
    static let namesByAnchor = AnchoredNames(anchors.map { a in
        anchoredNames.filter { e in e.offset + a.count <= e.name.count && Array(e.name[e.offset..<(e.offset + a.count)]) == a }
    })

    static let hasUnanchored = otherNames.count > anchoredNames.count

    /// Mentions of the anchored names around the anchors of `s` (at `positions`, its
    /// `anchorPositions`), not overlapping `taken`.
    static func anchoredMentions(_ s: ScalarBuf, at positions: [(at: Int, anchor: Int)], taken: [BarMention]) -> [BarMention] {
        var out: [BarMention] = []
        let n = s.count
        if positions.isEmpty { return out }
        let names = namesByAnchor
        names.flat.withUnsafeBufferPointer { flat in
            names.entries.withUnsafeBufferPointer { entries in
                for (a, anchor) in positions {
                    for e in entries[names.starts[anchor]..<names.starts[anchor + 1]] where a >= e.offset {
                        let i = a - e.offset, end = i + e.count
                        // (the last scalar first: the names of one anchor share their beginnings)
                        guard end <= n, Ch.lower(s[end - 1].value) == e.last, i == 0 || !Ch.isWordChar(s[i - 1].value)
                        else { continue }
                        var k = 0
                        while k < e.count, Ch.lower(s[i + k].value) == flat[e.start + k] { k += 1 }
                        guard k == e.count else { continue }
                        if end < n, e.endsWord, Ch.isWordChar(s[end].value) { continue }
                        if taken.contains(where: { $0.range.overlaps(i..<end) }) || out.contains(where: { $0.range.overlaps(i..<end) }) { continue }
                        out.append(BarMention(bar: e.bar, range: i..<end))
                    }
                }
            }
        }
        return out
    }

    /// Mentions of `otherNames`: whole words at both ends, not overlapping `taken`.
    static func otherMentions(_ s: ScalarBuf, taken: [BarMention]) -> [BarMention] {
        var out: [BarMention] = []
        let n = s.count
        var i = 0
        while i < n {
            var matched = 0
            if i == 0 || !Ch.isWordChar(s[i - 1].value) {
                for (name, bar) in otherNames where name.count <= n - i && Scan.lowerHasPrefix(s, i, n, name) {
                    let end = i + name.count
                    if end < n, Ch.isWordChar(s[end].value), let last = name.last, Ch.isWordChar(last), !Ch.isHan(last) { continue }
                    if taken.contains(where: { $0.range.overlaps(i..<end) }) { continue }
                    out.append(BarMention(bar: bar, range: i..<end))
                    matched = name.count
                    break
                }
            }
            i += Swift.max(1, matched)
        }
        return out
    }

    static func mayHaveShape(_ s: ScalarBuf) -> Bool {
        let n = s.count
        // the cues in locals: a static read in the loop is a swift_once call per character
        let anel = cueAnel, trok = cueTrok, bar = cueBar
        let a0 = anel[0], t0 = trok[0], b0 = bar[0]
        var i = 0
        while i < n {
            let v = s[i].value
            if v >= 0x3000 {
                if isZhBarChar(v) { return true }
            } else {
                let l = Ch.lower(v)
                if l == a0 || l == t0 || l == b0 {
                    if Scan.lowerHasPrefix(s, i, n, anel) || Scan.lowerHasPrefix(s, i, n, trok)
                        || Scan.lowerHasPrefix(s, i, n, bar) { return true }
                }
            }
            i += 1
        }
        return false
    }

    /// 欄 栏 條 条 列 (`zhBarChars`).
    @inline(__always) static func isZhBarChar(_ v: UInt32) -> Bool {
        v == 0x6B04 || v == 0x680F || v == 0x689D || v == 0x6761 || v == 0x5217
    }

    static func table(_ pairs: [(String, Bar)]) -> [UInt64: Bar] {
        var t: [UInt64: Bar] = [:]
        for (w, b) in pairs { t[Scan.wordHash(w)] = b }
        return t
    }
    static let panelSecond = table(ruPairs.filter { $0.stem == "панел" }.map { ($0.second, $0.bar) })
    static let strokSecond = table(ruPairs.filter { $0.stem == "строк" }.map { ($0.second, $0.bar) })
    static let enSingleHashed = table(enSingle.map { ($0.key, $0.value) })
    static let enFirstHashed = table(enFirst.map { ($0.key, $0.value) })

    /// The tables above as short lists: a linear scan of a few integers is cheaper than hashing the key.
    struct HashList: Sendable {
        let keys: [UInt64]
        let bars: [Bar]
        init(_ t: [UInt64: Bar]) {
            let sorted = t.sorted { $0.key < $1.key }
            keys = sorted.map(\.key)
            bars = sorted.map(\.value)
        }
        @inline(__always) func find(_ h: UInt64) -> Bar? {
            var k = 0
            while k < keys.count {
                if keys[k] == h { return bars[k] }
                k += 1
            }
            return nil
        }
    }
    static let panelList = HashList(panelSecond)
    static let strokList = HashList(strokSecond)
    static let enSingleList = HashList(enSingleHashed)
    static let enFirstList = HashList(enFirstHashed)
    static let barHash = Scan.wordHash("bar"), barsHash = Scan.wordHash("bars")
    /// `zhStems` as (first, second) scalar values.
    static let zhStemList: [(UInt32, UInt32, Bar)] = zhStems.sorted { $0.key < $1.key }.map { e in
        let v = Array(e.key.unicodeScalars)
        return (v[0].value, v[1].value, e.value)
    }

    enum Stem: UInt8 { case none, panel, strok, navAdjective }

    /// Every bar mention, in text order.
    static func mentions(_ s: Scalars) -> [BarMention] {
        s.withUnsafeBufferPointer { mentions($0) }
    }

    static func mentions(_ s: ScalarBuf) -> [BarMention] {
        let scan = anchorScan(s)
        let words = shapeWindows(s, scan.positions)
        var out = !words.isEmpty || scan.zhBar ? shapeMentions(s, words: words, han: scan.zhBar) : []
        var more = anchoredMentions(s, at: scan.positions, taken: [])
        if mayHoldUnanchored(s, wide: scan.wide, zhBar: scan.zhBar) { more += otherMentions(s, taken: more) }
        if !more.isEmpty {
            // a longer name holds the shape it overlaps: "top toolbar" is the navigation bar
            // (later editions' name for it), not a toolbar
            out.removeAll { m in more.contains { $0.range.overlaps(m.range) && $0.range.count > m.range.count } }
            more.removeAll { m in out.contains { $0.range.overlaps(m.range) } }
            out += more
            out.sort { $0.range.lowerBound < $1.range.lowerBound }
        }
        return out
    }

    /// The mentions the shapes read: Russian stem pairs, English "X bar(s)" and single words, Chinese XY栏.
    static let ruAndHash = Scan.wordHash("и"), ruOrHash = Scan.wordHash("или")

    /// Where the shapes of words may stand in `s`, whose anchors stand at `positions`: around each
    /// word that holds "анел", "трок" or "bar", from the word before it to the third word after it
    /// (overlapping ranges merged), in text order.
    ///
    /// Every shape of words holds one of those anchors: a mention ends at the word that holds it
    /// ("toolbar", "tab bar", "навигационная панель"), at the next one ("панели вкладок") or, after
    /// a panel's name and "и"/"или", at the third one ("панелей навигации и инструментов"). What
    /// the reading carries from word to word reaches back no further than such a chain: a range
    /// read on its own, from its first word, finds what reading the whole text finds there.
    static func shapeWindows(_ s: ScalarBuf, _ positions: [(at: Int, anchor: Int)]) -> [Range<Int>] {
        var out: [Range<Int>] = []
        let n = s.count
        @inline(__always) func isWord(_ k: Int) -> Bool { Ch.isWordChar(s[k].value) }
        // where the word of the last anchor taken ends: a later anchor in that word adds nothing
        // (and no stretch of the text is walked more than a few times)
        var wordEnd = 0
        for (a, anchor) in positions where anchor < shapeAnchorCount && a >= wordEnd {
            // (an anchor is letters: it lies within one word)
            var lo = a
            while lo > 0, isWord(lo - 1) { lo -= 1 }
            // the word before
            var k = lo
            while k > 0, !isWord(k - 1) { k -= 1 }
            if k > 0 {
                while k > 0, isWord(k - 1) { k -= 1 }
                lo = k
            }
            // the anchor's word and the three after it
            var hi = a
            for w in 0..<4 {
                if w > 0 { while hi < n, !isWord(hi) { hi += 1 } }
                while hi < n, isWord(hi) { hi += 1 }
                if w == 0 { wordEnd = hi }
            }
            if let last = out.last, last.upperBound >= lo {
                out[out.count - 1] = last.lowerBound..<Swift.max(last.upperBound, hi)
            } else {
                out.append(lo..<hi)
            }
        }
        return out
    }

    /// `words`: the ranges of `s` whose shapes of words to read (Russian and English: `shapeWindows`,
    /// only where "анел", "трок" or "bar" stands), each from its first word; `han`: whether to read
    /// the Chinese ones (only where a Chinese bar character stands).
    static func shapeMentions(_ s: ScalarBuf, words: [Range<Int>], han: Bool) -> [BarMention] {
        var out: [BarMention] = []
        let n = s.count
        let enSingle = enSingleList, enFirst = enFirstList, panel = panelList, strok = strokList
        // (statics read once: each read in the loop is a swift_once call)
        let barHash = barHash, barsHash = barsHash
        let panelStem = panelStem, strokStem = strokStem, navAdjectiveValues = navAdjectiveValues
        // the previous word, when only spaces separate it from the current one
        var prevStart = -1, prevHash: UInt64 = 0, prevStem = Stem.none, prevASCII = false
        // «панелей навигации и инструментов»: after a panel's name, "и"/"или" and a bar's word name
        // a second panel (0: none; 1: a panel's name just ended; 2: and its conjunction)
        var coordination = 0
        let andHash = ruAndHash, orHash = ruOrHash
        for r in words {
            // (a range is read from its first word: nothing carries over from the range before)
            prevStart = -1; prevStem = .none; coordination = 0
            Scan.forEachWord(s, r.lowerBound, r.upperBound) { w in
                let st = w.start, i = w.end, h = w.hash, ascii = w.ascii
                if !w.adjacent { prevStart = -1; coordination = 0 }
                if coordination == 1, !ascii, h == andHash || h == orHash {
                    coordination = 2
                } else if coordination == 2, !ascii, let bar = panel.find(h) {
                    out.append(BarMention(bar: bar, range: st..<i))
                    coordination = 0
                } else {
                    coordination = 0
                }
                let mentionsBefore = out.count
                let len = i - st
                var stem = Stem.none
                if !ascii, len >= 5 {
                    // the stems панел / строк / навигационн
                    if Scan.lowerHasPrefix(s, st, i, panelStem) { stem = .panel }
                    else if Scan.lowerHasPrefix(s, st, i, strokStem) { stem = .strok }
                    else if len >= 11, Scan.lowerHasPrefix(s, st, i, navAdjectiveValues) { stem = .navAdjective }
                }
                if ascii {
                    if let bar = enSingle.find(h) {
                        out.append(BarMention(bar: bar, range: st..<i))
                    } else if prevStart >= 0, prevASCII, h == barHash || h == barsHash, let bar = enFirst.find(prevHash) {
                        out.append(BarMention(bar: bar, range: prevStart..<i))
                    }
                } else if prevStart >= 0 {
                    switch prevStem {
                    case .panel: if let bar = panel.find(h) { out.append(BarMention(bar: bar, range: prevStart..<i)) }
                    case .strok: if let bar = strok.find(h) { out.append(BarMention(bar: bar, range: prevStart..<i)) }
                    case .navAdjective:
                        if stem == .panel { out.append(BarMention(bar: .navigationBar, range: prevStart..<i)) }
                    case .none: break
                    }
                }
                if out.count > mentionsBefore, prevStem == .panel { coordination = 1 }
                prevStart = st
                prevHash = h
                prevStem = stem
                prevASCII = ascii
            }
        }
        // Chinese (every name holds a Han character, at or above U+3000)
        if han {
            var k = 2
            while k < n {
                if isZhBarChar(s[k].value), Ch.isHan(s[k - 1].value), Ch.isHan(s[k - 2].value) {
                    let a = s[k - 2].value, b = s[k - 1].value
                    if a >= 0xF900 || b >= 0xF900 {
                        // compatibility ideographs: String equality (canonical equivalence)
                        // matches them with their unified forms
                        if let bar = zhStems[Scan.str(s, k - 2, k)] {
                            out.append(BarMention(bar: bar, range: (k - 2)..<(k + 1)))
                        }
                    } else {
                        for (x, y, bar) in zhStemList where x == a && y == b {
                            out.append(BarMention(bar: bar, range: (k - 2)..<(k + 1)))
                            break
                        }
                    }
                    // "工具栏与导航常用按钮": the second name of a coordination shares the first one's 栏
                    if k + 3 < n, isZhAnd(s[k + 1].value), !(k + 4 < n && isZhBarChar(s[k + 4].value)) {
                        let c = s[k + 2].value, d = s[k + 3].value
                        for (x, y, bar) in zhStemList where x == c && y == d {
                            out.append(BarMention(bar: bar, range: (k + 2)..<(k + 4)))
                            break
                        }
                    }
                }
                k += 1
            }
        }
        if out.count > 1 { out.sort { $0.range.lowerBound < $1.range.lowerBound } }
        return out
    }

    static let navAdjectiveValues = navAdjective.map(\.value)
    /// The Russian stems of `ruPairs` and what `mayMention` looks for, as scalar values.
    static let panelStem = Scan.values("панел"), strokStem = Scan.values("строк")
    static let cueAnel = Scan.values("анел"), cueTrok = Scan.values("трок"), cueBar = Scan.values("bar")

    /// 与 與 和 及 、
    @inline(__always) static func isZhAnd(_ v: UInt32) -> Bool {
        v == 0x4E0E || v == 0x8207 || v == 0x548C || v == 0x53CA || v == 0x3001
    }

    /// Bars mentioned, unique, in order of first mention. `latin: false` ignores latin-script
    /// mentions (in Russian and Chinese texts those are titles of linked pages: "Смотрите Tab Bars",
    /// "可參看Toolbar and Navigation Bar Buttons"), not recommendations.
    ///
    /// With a profile, bars every mention of which is a place are left out: a bar's name after
    /// "below", «под», or before 下方 ("the segments below the search bar", «сразу под строкой
    /// состояния», "搜索栏下方的一排按钮") says where something is, not what the text is about.
    static func bars(_ s: Scalars, latin: Bool = true, places p: LanguageProfile? = nil) -> [Bar] {
        bars(s, mentions: mentions(s), latin: latin, places: p)
    }

    /// `bars(s, latin:, places:)` from the mentions of `s` already read.
    static func bars(_ s: Scalars, mentions: [BarMention], latin: Bool = true, places p: LanguageProfile? = nil) -> [Bar] {
        var seen: [Bar] = []
        for m in mentions where !seen.contains(m.bar) {
            // (an API name, "UISearchBar" or "scopeButtonTitles", counts in a text of any language)
            // (an English name glossing the term before it, «Панель фильтров (scope bar)», names it)
            if !latin, let f = s[m.range].first, Ch.isASCIILetter(f.value), !isAPIName(s[m.range]), !isGloss(m, in: s) { continue }
            if let p, isPlace(m, in: s, p) { continue }
            seen.append(m.bar)
        }
        return seen
    }

    /// A mention alone in brackets: "(scope bar)", "（Tab Bar）".
    static func isGloss(_ m: BarMention, in s: Scalars) -> Bool {
        var lo = m.range.lowerBound, hi = m.range.upperBound
        while lo > 0, Ch.isSpace(s[lo - 1].value) { lo -= 1 }
        while hi < s.count, Ch.isSpace(s[hi].value) { hi += 1 }
        guard lo > 0, hi < s.count else { return false }
        let open = s[lo - 1].value, close = s[hi].value
        return (open == 0x28 || open == 0xFF08) && (close == 0x29 || close == 0xFF09)
    }

    /// Whether a mention of a bar is a place: a place word right before it (after an article) or
    /// right after it (after 的).
    static func isPlace(_ m: BarMention, in s: Scalars, _ p: LanguageProfile) -> Bool {
        if p.placeBefore.isEmpty && p.placeAfter.isEmpty { return false }
        if !p.placeAfter.isEmpty {
            var k = m.range.upperBound
            while k < s.count, Ch.isSpace(s[k].value) { k += 1 }
            if k < s.count, s[k].value == 0x7684 /* 的 */ { k += 1 }
            if p.placeAfter.contains(where: { w in k + w.count <= s.count && zip(w, s[k...]).allSatisfy { $0 == $1.value } }) { return true }
        }
        guard !p.placeBefore.isEmpty, m.range.lowerBound > 0 else { return false }
        var end = m.range.lowerBound
        while end > 0, Ch.isSpace(s[end - 1].value) { end -= 1 }
        for a in p.placeArticles where endsWord(s, end, a) {
            end -= a.count
            while end > 0, Ch.isSpace(s[end - 1].value) { end -= 1 }
            break
        }
        return p.placeBefore.contains { endsWord(s, end, $0) }
    }

    /// `s[..<end]` ends with the lowercased word or phrase `w`, with no letter or digit before it.
    static func endsWord(_ s: Scalars, _ end: Int, _ w: [UInt32]) -> Bool {
        guard end >= w.count else { return false }
        let start = end - w.count
        for (i, v) in w.enumerated() where Ch.lower(s[start + i].value) != v { return false }
        return start == 0 || !Ch.isWordChar(s[start - 1].value)
    }

    /// One word in camel case ("UISearchBar", "scopeButtonTitles") or with a class prefix
    /// ("UIToolbar"), not an English phrase.
    static func isAPIName(_ w: ArraySlice<Unicode.Scalar>) -> Bool {
        guard w.allSatisfy({ Ch.isASCIIAlnum($0.value) }) else { return false }
        return zip(w, w.dropFirst()).contains { Ch.isASCIILower($0.value) && Ch.isASCIIUpper($1.value) }
            || w.filter({ Ch.isASCIIUpper($0.value) }).count >= 2
    }

    static let articles: [[UInt32]] = ["a ", "an ", "the "].map(Scan.values)

    /// The whole text (less a trailing colon and spaces) is one bar's name: "Панель инструментов:".
    static func wholeBar(_ s: Scalars) -> Bar? {
        s.withUnsafeBufferPointer { b in
            var lo = 0, hi = b.count
            while lo < hi, Ch.isSpace(b[lo].value) || b[lo].value == 0x0A { lo += 1 }
            while hi > lo, Ch.isSpace(b[hi - 1].value) || b[hi - 1].value == 0x0A { hi -= 1 }
            while hi > lo, Ch.isColon(b[hi - 1].value) || Ch.isSpace(b[hi - 1].value) { hi -= 1 }
            // a section number ("4.1.2 导航栏") and an English article ("A navigation bar:") are no part of the name
            var k = lo
            while k < hi, Ch.isDigit(b[k].value) || b[k].value == 0x2E { k += 1 }
            if k > lo, k < hi, Ch.isSpace(b[k].value) {
                lo = k
                while lo < hi, Ch.isSpace(b[lo].value) { lo += 1 }
            }
            for article in articles where Scan.lowerHasPrefix(b, lo, hi, article) {
                lo += article.count
                break
            }
            let ms = mentions(UnsafeBufferPointer(rebasing: b[lo..<hi]))
            guard ms.count >= 1, let first = ms.first, first.range.lowerBound == 0 else { return nil }
            if first.range.upperBound == hi - lo { return first.bar }
            return nil
        }
    }
}
