// What a rule mentions: API symbols, system items, and its headline (lead sentence).

enum Symbols {
    static let productNames: Set<String> = ["macOS", "tvOS", "watchOS", "visionOS", "iPadOS", "iOS", "UIKit"]
    static let propertyWords: [Scalars] = ["свойство", "свойства", "свойством", "property", "метод", "method"].map(Sc.of)
    static let zhPropertyWords: [Scalars] = ["屬性", "属性", "方法"].map(Sc.of)

    @inline(__always) static func isIdent(_ v: UInt32) -> Bool { Ch.isASCIIAlnum(v) || v == 0x5F }

    /// API names: UIKit/Foundation identifiers (UI…, NS…), camelCase properties, Objective-C selectors
    /// ("setBackgroundImage:forBarMetrics:"), and plain lowercase names right next to "свойство"/"property"
    /// ("translucent свойство"). System item identifiers are left to `items`. Sorted, unique.
    static func extract(_ s: Scalars, itemIdentifiers: Set<String>) -> [String] {
        var found = Set<String>()
        let n = s.count
        var i = 0
        while i < n {
            let v = s[i].value
            guard Ch.isASCIILetter(v), i == 0 || !isIdent(s[i - 1].value) else {
                i += 1
                continue
            }
            var j = i
            var upper = 0, lower = 0
            while j < n, isIdent(s[j].value) {
                if Ch.isASCIIUpper(s[j].value) { upper += 1 } else if Ch.isASCIILower(s[j].value) { lower += 1 }
                j += 1
            }
            let len = j - i
            let lowerStart = Ch.isASCIILower(v)
            // selector?
            if lowerStart, j < n, s[j].value == 0x3A {
                var parts = [Sc.str(s[i..<j])]
                var k = j + 1
                while k < n, Ch.isASCIILower(s[k].value) {
                    var e = k
                    while e < n, isIdent(s[e].value) { e += 1 }
                    guard e < n, s[e].value == 0x3A else { break }
                    parts.append(Sc.str(s[k..<e]))
                    k = e + 1
                }
                if parts.count >= 2 || (upper > 0 && len >= 4 && !isProductName(s, i, j)) {
                    found.insert(parts.joined(separator: ":") + ":")
                    i = k
                    continue
                }
            }
            if !lowerStart, len >= 4, lower > 0, isAPIPrefix(s, i) {
                let token = Sc.str(s[i..<j])
                if !itemIdentifiers.contains(token), !productNames.contains(token) { found.insert(token) }
            } else if lowerStart, upper > 0, len >= 4, !isProductName(s, i, j) {
                let token = Sc.str(s[i..<j])
                if !productNames.contains(token), token.unicodeScalars.allSatisfy({ Ch.isASCIIAlnum($0.value) }) {
                    found.insert(token)
                }
            } else if lowerStart, upper == 0, lower == len, len >= 3, nextToProperty(s, i, j) {
                found.insert(Sc.str(s[i..<j]))
            }
            i = j
        }
        return found.sorted()
    }

    /// UI…/NS…/CG…/CA… followed by a capital: "UINavigationBar", "NSString".
    static func isAPIPrefix(_ s: Scalars, _ i: Int) -> Bool {
        guard i + 3 < s.count else { return false }
        let a = s[i].value, b = s[i + 1].value
        let prefix = (a == 0x55 && b == 0x49) || (a == 0x4E && b == 0x53) || (a == 0x43 && (b == 0x47 || b == 0x41))
        return prefix && Ch.isASCIIUpper(s[i + 2].value)
    }

    /// iPhone, iPad, iOS, iCloud… (lowercase "i" then a capital).
    static func isProductName(_ s: Scalars, _ i: Int, _ j: Int) -> Bool {
        j - i >= 3 && s[i].value == 0x69 && Ch.isASCIIUpper(s[i + 1].value)
    }

    static func matchesLower(_ s: Scalars, _ r: Range<Int>, _ words: [Scalars]) -> Bool {
        words.contains { BarLexicon.wordIs(s, r, $0) }
    }

    static func nextToProperty(_ s: Scalars, _ i: Int, _ j: Int) -> Bool {
        // right after: "屬性"
        for w in zhPropertyWords where Sc.hasPrefix(s, Sc.str(w), at: j) { return true }
        // after: " свойство"
        var k = j
        while k < s.count, Ch.isSpace(s[k].value) { k += 1 }
        if k > j {
            var e = k
            while e < s.count, Ch.isWordChar(s[e].value) { e += 1 }
            if matchesLower(s, k..<e, propertyWords) { return true }
        }
        // before: "свойство translucent"
        var b = i
        while b > 0, Ch.isSpace(s[b - 1].value) { b -= 1 }
        if b < i {
            var st = b
            while st > 0, Ch.isWordChar(s[st - 1].value) { st -= 1 }
            if matchesLower(s, st..<b, propertyWords) { return true }
        }
        return false
    }
}

/// Finds system items (UIBarButtonSystemItem…, UITabBarSystemItem…) a rule concerns.
struct ItemMatcher {
    struct Label {
        var text: Scalars        // lowercased
        var identifier: String
        var bars: UInt32         // bit mask of the bars the item belongs to
        var alphabetic: Bool     // needs word boundaries
        var selfContext: Bool    // the label itself says button/tab ("Кнопка Bookmarks", "вкладку More")
        var strict: Bool         // an English label in a non-English text: only right next to a button word
    }

    /// Labels of one language (plus strict English ones), indexed by their first scalar.
    struct LabelIndex {
        var bloom: UInt64 = 0
        var byFirst: [UInt32: [Label]] = [:]
        mutating func add(_ l: Label) {
            guard let f = l.text.first?.value else { return }
            bloom |= 1 << UInt64(f & 63)
            byFirst[f, default: []].append(l)
        }
    }

    let identifiers: Set<String>
    let byFamily: [String: [String: String]]  // family prefix -> short name -> identifier
    let labels: [String: [Label]]             // language key -> labels
    let indexes: [String: LabelIndex]         // language key -> its labels + strict English labels
    static let families = ["UIBarButtonSystemItem", "UITabBarSystemItem"]

    static let buttonWordsRu: [Scalars] = ["кнопк", "вкладк"].map(Sc.of)
    static let buttonWordsEn: [Scalars] = ["button", "tab", "item"].map(Sc.of)
    static let buttonNeedles = Needles(["кнопк", "вкладк", "按鈕", "按钮", "標簽", "標籤", "标签", "button", "tab", "item"])
    static let buttonWordsZh = Needles(["按鈕", "按钮", "標簽", "標籤", "标签"])
    static let systemMarkers = Needles(["системой", "системные", "системных", "системная", "системную",
                                        "系統提供", "系统提供", "system-provided", "system provided", "system item"])

    init(catalog: ItemCatalog) {
        var ids = Set<String>()
        var fam: [String: [String: String]] = [:]
        var labs: [String: [Label]] = [:]
        for item in catalog.items {
            ids.insert(item.identifier)
            for f in Self.families where item.identifier.hasPrefix(f) {
                fam[f, default: [:]][item.shortName] = item.identifier
            }
            for (key, list) in item.labels {
                for l in list {
                    let sc = Sc.lower(Sc.of(l))
                    guard !sc.isEmpty else { continue }
                    let alpha = sc.contains { Ch.isLatinLetter($0.value) || Ch.isCyrillic($0.value) }
                    let selfCtx = Self.buttonNeedles.any(in: sc)
                    labs[key, default: []].append(Label(text: sc, identifier: item.identifier,
                                                        bars: Self.mask(item.bars.compactMap { Bar(rawValue: $0) }),
                                                        alphabetic: alpha, selfContext: selfCtx, strict: false))
                }
            }
        }
        identifiers = ids
        byFamily = fam
        labels = labs
        var idx: [String: LabelIndex] = [:]
        for key in ["ru", "zh", "en"] {
            var index = LabelIndex()
            for l in labs[key] ?? [] { index.add(l) }
            if key != "en" {
                for var l in labs["en"] ?? [] {
                    l.strict = true
                    index.add(l)
                }
            }
            idx[key] = index
        }
        indexes = idx
    }

    static func mask(_ bars: [Bar]) -> UInt32 {
        var m: UInt32 = 0
        for b in bars { m |= 1 << UInt32(Bar.allCases.firstIndex(of: b) ?? 0) }
        return m
    }

    func items(in text: Scalars, lang: Lang, bars: [Bar]) -> [String] {
        var found = Set<String>()
        // 1. identifiers, and bare short names once a family is named
        var families = Set<String>()
        var tokens: [Range<Int>] = []
        var i = 0
        let n = text.count
        while i < n {
            guard Ch.isASCIILetter(text[i].value), i == 0 || !Ch.isASCIIAlnum(text[i - 1].value) else { i += 1; continue }
            var j = i
            while j < n, Ch.isASCIIAlnum(text[j].value) { j += 1 }
            if j - i >= 3, Ch.isASCIIUpper(text[i].value) {
                tokens.append(i..<j)
                if j - i >= 18, text[i].value == 0x55, text[i + 1].value == 0x49 {
                    let t = Sc.str(text[i..<j])
                    if identifiers.contains(t) { found.insert(t) } else if Self.families.contains(t) { families.insert(t) }
                }
            }
            i = j
        }
        for f in families {
            guard let names = byFamily[f] else { continue }
            for r in tokens { if let id = names[Sc.str(text[r])] { found.insert(id) } }
        }
        // 2. labels in context: only where the text says button or tab at all
        let lower = Sc.lower(text)
        guard Self.buttonNeedles.any(in: lower) else { return found.sorted() }
        let barMask = Self.mask(bars)
        let key: String
        switch lang {
        case .ru: key = "ru"
        case .zhHant, .zhHans: key = "zh"
        case .en: key = "en"
        }
        guard let index = indexes[key], !index.byFirst.isEmpty else { return found.sorted() }
        for range in Headline.sentenceRanges(text) {
            let sentence = Array(lower[range])
            guard Self.buttonNeedles.any(in: sentence) else { continue }
            let system = Self.systemMarkers.any(in: sentence)
            let m = sentence.count
            for at in 0..<m {
                let v = sentence[at].value
                guard (index.bloom >> UInt64(v & 63)) & 1 != 0, let list = index.byFirst[v] else { continue }
                for label in list where label.bars & barMask != 0 && !found.contains(label.identifier) {
                    let end = at + label.text.count
                    guard end <= m, sentence[at..<end].elementsEqual(label.text) else { continue }
                    if label.alphabetic {
                        if at > 0, Ch.isWordChar(sentence[at - 1].value) { continue }
                        if end < m, Ch.isWordChar(sentence[end].value) { continue }
                    }
                    if label.selfContext || (!label.strict && system) || Self.adjacentToButton(sentence, at, end) {
                        found.insert(label.identifier)
                    }
                }
            }
        }
        return found.sorted()
    }

    /// A button/tab word within two words before or after (alphabetic scripts), or within four
    /// characters (Chinese): "кнопки Undo", "вкладку More", "Info按鈕", "“更多”標簽".
    static func adjacentToButton(_ s: Scalars, _ at: Int, _ end: Int) -> Bool {
        let lo = Swift.max(0, at - 24), hi = Swift.min(s.count, end + 24)
        let before = Array(s[lo..<at]), after = Array(s[end..<hi])
        var near: [Range<Int>] = []
        var words = wordRanges(before)
        for r in words.suffix(2) { near.append(r) }
        let checkBefore = near.contains { r in
            buttonWordsRu.contains { BarLexicon.wordHasPrefix(before, r, $0) }
                || buttonWordsEn.contains { BarLexicon.wordHasPrefix(before, r, $0) }
        }
        if checkBefore { return true }
        words = wordRanges(after)
        for r in words.prefix(2) where buttonWordsRu.contains(where: { BarLexicon.wordHasPrefix(after, r, $0) })
            || buttonWordsEn.contains(where: { BarLexicon.wordHasPrefix(after, r, $0) }) {
            return true
        }
        let zhNear = Array(s[Swift.max(0, at - 4)..<at]) + [" "] + Array(s[end..<Swift.min(s.count, end + 4)])
        return buttonWordsZh.any(in: zhNear)
    }

    static func wordRanges(_ s: Scalars) -> [Range<Int>] {
        var out: [Range<Int>] = []
        var i = 0
        while i < s.count {
            guard Ch.isWordChar(s[i].value) else { i += 1; continue }
            let st = i
            while i < s.count, Ch.isWordChar(s[i].value) { i += 1 }
            out.append(st..<i)
        }
        return out
    }
}

enum Headline {
    static let abbreviations: Set<String> = [
        "т.е", "т.к", "т.д", "т.п", "см", "напр", "др", "рис", "стр", "гл", "ср", "им", "г", "e.g", "i.e", "etc", "vs",
        "cf", "fig", "approx", "no", "mr", "dr", "st",
    ]

    /// End (exclusive) of the sentence that starts at `from`.
    static func sentenceEnd(_ s: Scalars, from: Int = 0) -> Int {
        let n = s.count
        var i = from
        while i < n {
            let v = s[i].value
            if v == 0x0A { return i }
            if Ch.isCJKTerminator(v) {
                var j = i + 1
                while j < n, Ch.isCloser(s[j].value) || Ch.isCJKTerminator(s[j].value) { j += 1 }
                return j
            }
            if v == 0x2E || v == 0x21 || v == 0x3F || v == 0x2026 {
                var j = i + 1
                while j < n, Ch.isCloser(s[j].value) || s[j].value == 0x2E || s[j].value == 0x21 || s[j].value == 0x3F {
                    j += 1
                }
                if j >= n { return n }
                guard Ch.isSpace(s[j].value) else { i = j; continue }
                var k = j
                while k < n, Ch.isSpace(s[k].value) { k += 1 }
                if k >= n { return j }
                let next = s[k].value
                if v == 0x2E, isAbbreviation(s, i) || Ch.isLowerLetter(next) { i = j; continue }
                if Ch.isLowerLetter(next) { i = j; continue }
                return j
            }
            i += 1
        }
        return n
    }

    /// The word before the period at `dot` is a known abbreviation or a single letter ("т.е.", "см.").
    static func isAbbreviation(_ s: Scalars, _ dot: Int) -> Bool {
        var k = dot
        while k > 0, Ch.isWordChar(s[k - 1].value) || (s[k - 1].value == 0x2E && k - 1 > 0 && Ch.isWordChar(s[k - 2].value)) {
            k -= 1
        }
        let w = Sc.str(Sc.lower(Array(s[k..<dot])))
        if w.unicodeScalars.count == 1, let c = w.unicodeScalars.first, !Ch.isDigit(c.value) { return true }
        return abbreviations.contains(w)
    }

    static func sentenceRanges(_ s: Scalars) -> [Range<Int>] {
        var out: [Range<Int>] = []
        var i = 0
        while i < s.count {
            while i < s.count, Ch.isSpace(s[i].value) || s[i].value == 0x0A { i += 1 }
            guard i < s.count else { break }
            let e = Swift.max(sentenceEnd(s, from: i), i + 1)
            out.append(i..<e)
            i = e
        }
        return out
    }

    static let maxLength = 300

    /// The first sentence of `s`, trimmed, at most `maxLength` characters (cut at a space, "…").
    static func first(_ s: Scalars) -> Scalars {
        let t = Sc.trim(s)
        let e = sentenceEnd(t)
        var h = Sc.trim(Array(t[0..<e]))
        if h.count > maxLength {
            var cut = maxLength
            while cut > maxLength / 2, !Ch.isSpace(h[cut].value) { cut -= 1 }
            if cut <= maxLength / 2 { cut = maxLength }
            h = Sc.trim(Array(h[0..<cut]))
            h.append("…")
        }
        return h
    }
}
