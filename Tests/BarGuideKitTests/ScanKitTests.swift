// The shared scanning helpers of ingest (`Scan`: lowering, prefixes, words) and the one pinyin
// detector (`Pinyin`, used by ingest's normalizer and by the index's analyzer), on tricky inputs:
// combining marks, ё/Ё, full-width Latin, Han with pinyin, tone-marked Latin that is no pinyin.
import BarGuideText
import Testing
@testable import BarGuideKit

@Suite("Scanning helpers")
struct ScanKitTests {
    static func str(_ s: Scalars) -> String { String(String.UnicodeScalarView(s)) }
    static func lower(_ s: String) -> String { str(Scan.lower(Sc.of(s))) }

    @Test("lowering: ASCII and Cyrillic only, ё kept, Ё -> ё, marks and full-width forms untouched")
    func lowering() {
        #expect(Self.lower("ПАНЕЛЬ Навигации, Tab BAR") == "панель навигации, tab bar")
        #expect(Self.lower("ЁЛКА ёлка Ѐ Ї") == "ёлка ёлка ѐ ї")
        // a decomposed Й: the base letter is lowered, the combining breve stays
        #expect(Self.lower("И\u{306}од") == "и\u{306}од")
        // full-width Latin and Latin-1 capitals are left to the analyzer's folding
        #expect(Self.lower("ＴＡＢ Ｂａｒ") == "ＴＡＢ Ｂａｒ")
        #expect(Self.lower("CAFÉ Ñ") == "cafÉ Ñ")
        #expect(Self.lower("導航欄 ΑΒΓ") == "導航欄 ΑΒΓ")
        #expect(Scan.lower(Scalars()).isEmpty)
        // the array, slice and buffer forms agree
        let s = Sc.of("Кнопка «Готово» (Done)")
        #expect(Scan.lower(s[3..<12]) == Array(Scan.lower(s)[3..<12]))
        #expect(s.withUnsafeBufferPointer { Scan.lower($0) } == Scan.lower(s))
    }

    @Test("prefixes and equality over a range, exact and lowered")
    func prefixes() {
        let s = Sc.of("Панели вкладок, ЁЛКА и елка")
        s.withUnsafeBufferPointer { b in
            #expect(Scan.lowerHasPrefix(b, 0, b.count, Scan.values("панел")))
            #expect(!Scan.hasPrefix(b, 0, b.count, Scan.values("панел")))
            #expect(Scan.hasPrefix(b, 0, b.count, Scan.values("Панел")))
            // the range's end bounds the match
            #expect(!Scan.lowerHasPrefix(b, 0, 4, Scan.values("панел")))
            #expect(Scan.lowerEquals(b, 7, 14, Scan.values("вкладок")))
            #expect(!Scan.lowerEquals(b, 7, 13, Scan.values("вкладок")))
            #expect(Scan.hasSuffix(b, 0, 6, Scan.values("ели")))
            // ingest does not fold ё to е (the analyzer does)
            #expect(Scan.lowerEquals(b, 16, 20, Scan.values("ёлка")))
            #expect(!Scan.lowerEquals(b, 16, 20, Scan.values("елка")))
            #expect(Scan.equals(b, 23, 27, Scan.values("елка")))
            #expect(!Scan.equals(b, 16, 20, Scan.values("ёлка")))
        }
    }

    @Test("lowered matching equals matching the lowered copy, on random text")
    func loweredMatchingProperty() {
        var rng = SplitMix64(seed: 24)
        let alphabet = Sc.of("aAbBzZ аАёЁяЯ_1 é导\u{301}ＡａΩ")
        func pick() -> Unicode.Scalar { alphabet[Int.random(in: 0..<alphabet.count, using: &rng)] }
        for _ in 0..<400 {
            let s = (0..<Int.random(in: 0..<12, using: &rng)).map { _ in pick() }
            let w = Scan.lower((0..<Int.random(in: 0..<4, using: &rng)).map { _ in pick() }).map(\.value)
            let lo = Int.random(in: 0...s.count, using: &rng), hi = Int.random(in: lo...s.count, using: &rng)
            let lowered = Scan.lower(s[lo..<hi]).map(\.value)
            s.withUnsafeBufferPointer { b in
                #expect(Scan.lowerHasPrefix(b, lo, hi, w) == lowered.starts(with: w))
                #expect(Scan.lowerEquals(b, lo, hi, w) == (lowered == w))
                let exact = s[lo..<hi].map(\.value)
                #expect(Scan.hasPrefix(b, lo, hi, w) == exact.starts(with: w))
                #expect(Scan.hasSuffix(b, lo, hi, w) == exact.reversed().starts(with: w.reversed()))
            }
        }
    }

    @Test("words: runs of Latin, Cyrillic, Greek letters and digits; Han, marks, full-width forms end them")
    func words() {
        let s = Sc.of("Нажмите «Готово», then TAP Done_2: 導航欄 café ＴａｂＢａｒ И\u{306}од Ёлка")
        #expect(Scan.words(s).map(\.text) == ["нажмите", "готово", "then", "tap", "done_2", "café", "и", "од", "ёлка"])
        for w in Scan.words(s) { #expect(Self.lower(Self.str(Array(s[w.range]))) == w.text) }
        #expect(Scan.wordRanges(s) == Scan.words(s).map(\.range))
        s.withUnsafeBufferPointer { b in
            #expect(Scan.wordRanges(b, 0, b.count, limit: 2) == Array(Scan.wordRanges(s).prefix(2)))
            // a range that cuts a word cuts it there
            #expect(Scan.wordRanges(b, 2, 10).first == 2..<7)
        }
        #expect(Scan.wordRanges(Sc.of("導航欄 ，。")).isEmpty)
    }

    @Test("forEachWord: the words of wordRanges, hashed lowercased, ASCII or not, and what separates them")
    func forEachWord() {
        let s = Sc.of("Tab BAR,  панели\u{A0}Вкладок 導航欄 x_1\tY ")
        var seen: [Scan.WordInfo] = []
        let wide = s.withUnsafeBufferPointer { b in Scan.forEachWord(b, 0, b.count) { seen.append($0) } }
        #expect(seen.map { $0.start..<$0.end } == Scan.wordRanges(s))
        #expect(seen.map { Self.str(Array(s[$0.start..<$0.end])) } == ["Tab", "BAR", "панели", "Вкладок", "x_1", "Y"])
        // the hash is the lowercased word's: the same for any case, different for other words
        #expect(seen.map(\.hash) == ["tab", "bar", "панели", "вкладок", "x_1", "y"].map(Scan.wordHash))
        #expect(Scan.wordHash("BAR") == Scan.wordHash("bar") && Scan.wordHash("bar") != Scan.wordHash("bars"))
        #expect(seen.map(\.ascii) == [true, true, false, false, true, true])
        // spaces (a no-break space and a tab among them) keep words adjacent; a comma or Han text does not
        #expect(seen.map(\.adjacent) == [false, true, false, true, false, true])
        #expect(wide)
        // a range: words cut at its ends, and no Han in it
        var cut: [String] = []
        let wideCut = s.withUnsafeBufferPointer { b in Scan.forEachWord(b, 1, 12) { cut.append(Self.str(Array(s[$0.start..<$0.end]))) } }
        #expect(cut == ["ab", "BAR", "па"])
        #expect(!wideCut)
    }

    /// Where phrase `p` stands in `t[lo..<hi]` (lowercase), by the phrase sets' rule: anywhere,
    /// except that a phrase opening with a Latin or Cyrillic letter opens a word (`t[i - 1]`, inside
    /// the range or before it, is no such letter).
    static func stands(_ p: Scalars, in t: Scalars, _ lo: Int, _ hi: Int) -> [Int] {
        func letter(_ v: UInt32) -> Bool { Ch.isLatinLetter(v) || Ch.isCyrillic(v) }
        guard !p.isEmpty, hi - lo >= p.count else { return [] }
        return (lo...(hi - p.count)).filter { i in
            Array(t[i..<(i + p.count)]) == p && !(i > 0 && letter(p[0].value) && letter(t[i - 1].value))
        }
    }

    @Test("phrase sets: a phrase that opens with a letter opens a word")
    func phrasesOpenWords() {
        let set = PhraseSet(Needles(["не должн", "bar", "栏"]))
        for (text, hit) in [("на экране должна быть кнопка", false), ("панель не должна", true), ("toolbar", false),
                            ("the bar", true), ("(bar)", true), ("导航栏", true)] {
            #expect(set.anyLowering(Sc.of(text)) == hit, "\(text)")
        }
    }

    @Test("phrase sets: one- and many-scalar phrases, first match, masks of several sets, on random text")
    func phraseSetsProperty() {
        var rng = SplitMix64(seed: 7)
        let alphabet = Sc.of("abAB аяАЯ 导航栏")
        func pick() -> Unicode.Scalar { alphabet[Int.random(in: 0..<alphabet.count, using: &rng)] }
        func phrase() -> String { Self.str((0..<Int.random(in: 1...3, using: &rng)).map { _ in pick() }) }
        for _ in 0..<300 {
            let lists = (0..<Int.random(in: 1...3, using: &rng)).map { _ in (0..<Int.random(in: 0...5, using: &rng)).map { _ in phrase() } }
            let sets = lists.map { PhraseSet(Needles($0)) }
            let mask = PhraseMaskSet(sets)
            let s = (0..<Int.random(in: 0..<14, using: &rng)).map { _ in pick() }
            let lo = Int.random(in: 0...s.count, using: &rng), hi = Int.random(in: lo...s.count, using: &rng)
            let lowered = Scan.lower(s[lo..<hi])
            let whole = Scan.lower(s[...])
            s.withUnsafeBufferPointer { b in
                var expected: UInt32 = 0
                for (k, list) in lists.enumerated() {
                    let needles = Needles(list)
                    let inRange = needles.list.contains { !Self.stands($0, in: whole, lo, hi).isEmpty }
                    #expect(sets[k].anyLowering(b, lo, hi) == inRange)
                    if inRange { expected |= 1 << UInt32(k) }
                    // on lowercase text: the end of the first phrase (in list order) at the first place one stands
                    lowered.withUnsafeBufferPointer { l in
                        var end: Int? = nil
                        search: for i in 0..<l.count {
                            for p in needles.list where Self.stands(p, in: lowered, 0, lowered.count).contains(i) {
                                end = i + p.count
                                break search
                            }
                        }
                        #expect(sets[k].firstEnd(l, 0, l.count) == end)
                        #expect(sets[k].any(l, 0, l.count) == (end != nil))
                    }
                }
                #expect(mask.lowerMask(b, lo, hi) == expected)
            }
        }
    }

    @Test("bar-name anchors: the two-scalar filter finds what a test of every position finds")
    func anchorPositionsProperty() {
        var rng = SplitMix64(seed: 11)
        // the anchors' own letters in both cases, and neighbours that almost match
        let alphabet = Sc.of("аАнНеЕлЛтТрРоОкКсСчЧ bBaArR sSeEcChH пПиИ栏欄框导 xX")
        for _ in 0..<400 {
            let s = (0..<Int.random(in: 0..<16, using: &rng)).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &rng)] }
            s.withUnsafeBufferPointer { b in
                var expected: [Int] = [], anchors: [Int] = []
                for i in 0..<b.count {
                    if let k = BarLexicon.anchors.firstIndex(where: { Scan.lowerHasPrefix(b, i, b.count, $0) }) {
                        expected.append(i)
                        anchors.append(k)
                    }
                }
                let found = BarLexicon.anchorPositions(b)
                #expect(found.map(\.at) == expected && found.map(\.anchor) == anchors, "«\(Self.str(s))»")
                // the same pass tells whether the text holds a scalar at or above the lowest one an
                // unanchored name starts with
                #expect(BarLexicon.anchorScan(b).wide == s.contains { $0.value >= BarLexicon.unanchoredFloor })
            }
        }
        // the names no anchor finds are looked for in text that may hold them, and only there
        for name in BarLexicon.unanchoredNames {
            let s = Sc.of("x " + name + " y")
            #expect(s.withUnsafeBufferPointer { BarLexicon.mayHoldUnanchored($0, wide: BarLexicon.anchorScan($0).wide) }, "«\(name)»")
        }
        #expect(!Sc.of("search field, Строка поиска").withUnsafeBufferPointer { BarLexicon.mayHoldUnanchored($0, wide: false) }
                || !BarLexicon.unanchoredStartWide)
        // every anchor, in capitals too, at the start, the middle and the end of a text
        for a in BarLexicon.anchors {
            let word = Self.str(a.compactMap(Unicode.Scalar.init))
            for text in [word, "x" + word.uppercased() + "x", "xx " + word] {
                let s = Sc.of(text)
                #expect(s.withUnsafeBufferPointer { BarLexicon.anchorPositions($0) }.contains { $0.anchor == BarLexicon.anchors.firstIndex(of: a)! },
                        "«\(text)»")
            }
        }
    }

    // MARK: Pinyin

    /// What ingest's normalizer leaves of a line (pinyin removal only), and how many it removed.
    static func ingest(_ line: String) -> (String, Int) {
        var n = Normalizer(file: "t.txt")
        let out = n.removePinyin(Sc.of(line), line: 1)
        return (str(out), n.repairs.filter { $0.kind == .pinyin }.count)
    }

    static func tokens(_ text: String) -> [String] { Analyzer().tokens(text, mode: .query).map(\.token) }

    @Test("one pinyin rule: what ingest removes after a Han character, the analyzer skips")
    func pinyin() {
        let removed: [(String, String)] = [
            ("导航(dǎo)栏", "导航栏"),
            ("導航（dǎo）欄", "導航欄"),                  // full-width parentheses
            ("導航(dǎo háng)欄", "導航欄"),                // syllables apart, one space
            ("他們(men)的", "他們的"),                     // one toneless syllable
            ("綠(lü)色", "綠色"),                          // ü counts as a tone mark
            ("咖啡(café)店", "咖啡店"),                     // a tone mark right after Han is trusted
            ("字(" + String(repeating: "dǎ", count: 12) + "a)", "字"),   // 25 scalars
        ]
        for (line, expected) in removed {
            #expect(Self.ingest(line) == (expected, 1), "\(line)")
            #expect(Self.tokens(line) == Self.tokens(expected), "\(line)")
        }
        let kept = [
            "bar(café)", "Tab(dǎo)",                       // tone-marked Latin, not after Han
            "欄(tab)", "欄(Tab Bar)", "導航(bar)",          // no pinyin syllable / capitals
            "導航( dǎo)", "導航(dǎo )", "導航(dǎo  háng)",    // spaces at an end, or doubled
            "導航(dǎo", "導航(dǎo）", "導航（中文版）",
            "字(" + String(repeating: "dǎ", count: 13) + ")",     // 26 scalars
            "ひ(men)",                                       // after kana, not a Han ideograph
        ]
        for line in kept {
            #expect(Self.ingest(line) == (line, 0), "\(line)")
            // the analyzer indexes what stands in the parentheses
            #expect(Self.tokens(line) != Self.tokens(Self.stripParentheses(line)), "\(line)")
        }
        for line in ["café au lait", "導航()", "(dǎo)"] { #expect(Self.ingest(line) == (line, 0), "\(line)") }
        #expect(Self.tokens("café au lait") == ["café", "au", "lait"])
        // the analyzer skips the annotation in place: offsets stay those of the original text
        let tokens = Analyzer().tokens("他們(men)的", mode: .document)
        #expect(tokens.map(\.token) == ["他", "们", "的"])
        #expect(tokens.last?.start == "他們(men)".utf8.count)
    }

    @Test("mojibake: a tone-marked annotation after a stray letter with Han close behind (ingest only)")
    func pinyinInMojibake() {
        #expect(Self.ingest("崿F(xiàn)在") == ("崿F在", 1))
        #expect(Self.ingest("崿ab(xiàn)") == ("崿ab", 1))            // Han 3 scalars back
        #expect(Self.ingest("崿abc(xiàn)") == ("崿abc(xiàn)", 0))    // 4 back
        #expect(Self.ingest("崿F(xian)在") == ("崿F(xian)在", 0))    // toneless
        #expect(Self.ingest("崿 (xiàn)") == ("崿 (xiàn)", 0))        // after a space
        // the analyzer sees repaired text and looks right after Han only
        #expect(Self.tokens("崿F(xiàn)").contains("xiàn"))
    }

    @Test("a heading's search word: the scalar comparison answers as the Strings do")
    func headingSearchWord() {
        // the scalar path holds only for search words that are plainly NFC and lowercase
        for w in Segmenter.searchWordValues + Segmenter.functionWordValues.flatMap(\.words) {
            #expect(!w.isEmpty && w.allSatisfy { ByteGlossaryMatcher.isPlainNFC($0) && Ch.lower($0) == $0 })
        }
        let headings = ["Search", "SEARCH BAR", "Поиск и скоуп-бар", "Панель поиска", "搜尋", "搜尋列", "搜索栏的使用方法很多",
                        "Research", "The bar and searching", "a b c d search", "Searching", "x\r\nsearch", "Поиск\r\n",
                        "Searc\u{301}h", "Поиск\u{483}", "\u{FA11}搜尋", "搜\u{FA11}", "搜尋\u{301}", "Ｓearch", ""]
        for h in headings {
            let s = Sc.of(h)
            #expect(Segmenter.names(Segmenter.searchWordValues, s) == Segmenter.namesComparingStrings(Segmenter.searchWordValues, s), "\(h)")
        }
        #expect(Segmenter.names(Segmenter.searchWordValues, Sc.of("Search")) && Segmenter.names(Segmenter.searchWordValues, Sc.of("搜尋")))
        #expect(!Segmenter.names(Segmenter.searchWordValues, Sc.of("Research")))
        for (_, words) in Segmenter.functionWordValues {
            for h in headings + ["Tabs", "Навигация\r\n", "導覽", "Tabs\u{301}", "Navigation and back"] {
                let s = Sc.of(h)
                #expect(Segmenter.names(words, s) == Segmenter.namesComparingStrings(words, s), "\(h)")
            }
        }
    }

    /// `line` less every parenthesized part and its parentheses.
    static func stripParentheses(_ line: String) -> String {
        var out = "", depth = 0
        for c in line {
            if c == "(" || c == "（" { depth += 1 } else if c == ")" || c == "）" { depth = max(0, depth - 1) } else if depth == 0 {
                out.append(c)
            }
        }
        return out
    }
}
