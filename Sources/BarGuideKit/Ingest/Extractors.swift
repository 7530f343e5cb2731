// What a rule mentions: API symbols, system items, and its headline (lead sentence).

enum Symbols {
    static let productNames: Set<String> = ["macOS", "tvOS", "watchOS", "visionOS", "iPadOS", "iOS", "UIKit"]
    static let propertyWords = ["свойство", "свойства", "свойством", "property", "метод", "method"]
    static let zhPropertyWords = ["屬性", "属性", "方法"]

    /// API names: UIKit/Foundation identifiers (UI…, NS…), camelCase properties, Objective-C selectors
    /// ("setBackgroundImage:forBarMetrics:"), and plain lowercase names right next to "свойство"/"property"
    /// ("translucent свойство"). System item identifiers are left to `items`. Sorted, unique.
    static func extract(_ s: Scalars, itemIdentifiers: Set<String>) -> [String] {
        var found = Set<String>()
        let n = s.count
        var i = 0
        while i < n {
            let v = s[i].value
            guard Ch.isASCIILetter(v), i == 0 || !(Ch.isASCIIAlnum(s[i - 1].value) || s[i - 1].value == 0x5F) else {
                i += 1
                continue
            }
            var j = i
            while j < n, Ch.isASCIIAlnum(s[j].value) || s[j].value == 0x5F { j += 1 }
            // a latin token glued to a following Cyrillic/Han letter is not code
            let token = Sc.str(s[i..<j])
            let lowerStart = Ch.isASCIILower(v)
            // selector?
            if lowerStart, j < n, s[j].value == 0x3A {
                var parts = [token]
                var k = j + 1
                while k < n, Ch.isASCIILower(s[k].value) {
                    var e = k
                    while e < n, Ch.isASCIIAlnum(s[e].value) || s[e].value == 0x5F { e += 1 }
                    guard e < n, s[e].value == 0x3A else { break }
                    parts.append(Sc.str(s[k..<e]))
                    k = e + 1
                }
                if parts.count >= 2 || isCamel(token) {
                    found.insert(parts.joined(separator: ":") + ":")
                    i = k
                    continue
                }
            }
            if isAPIClass(token), !itemIdentifiers.contains(token) {
                found.insert(token)
            } else if lowerStart, isCamel(token), !productNames.contains(token), !isProductName(token) {
                found.insert(token)
            } else if lowerStart, token.unicodeScalars.count >= 3,
                      token.unicodeScalars.allSatisfy({ Ch.isASCIILower($0.value) }),
                      nextToProperty(s, i, j) {
                found.insert(token)
            }
            i = j
        }
        return found.sorted()
    }

    static func isAPIClass(_ t: String) -> Bool {
        let u = Array(t.unicodeScalars)
        guard u.count >= 4, !productNames.contains(t) else { return false }
        let prefixes = ["UI", "NS", "CG", "CA"]
        guard prefixes.contains(where: { t.hasPrefix($0) }) else { return false }
        return Ch.isASCIIUpper(u[2].value) && u.dropFirst(3).contains { Ch.isASCIILower($0.value) }
    }

    static func isCamel(_ t: String) -> Bool {
        let u = Array(t.unicodeScalars)
        guard u.count >= 4, let f = u.first, Ch.isASCIILower(f.value) else { return false }
        return u.dropFirst().contains { Ch.isASCIIUpper($0.value) } && u.allSatisfy { Ch.isASCIIAlnum($0.value) }
    }

    /// iPhone, iPad, iOS, iCloud… (lowercase "i" then a capital).
    static func isProductName(_ t: String) -> Bool {
        let u = Array(t.unicodeScalars)
        return u.count >= 3 && u[0] == "i" && Ch.isASCIIUpper(u[1].value)
    }

    static func nextToProperty(_ s: Scalars, _ i: Int, _ j: Int) -> Bool {
        // after: " свойство" / "屬性"
        var k = j
        let zhAfter = Sc.str(s[j..<Swift.min(s.count, j + 2)])
        if zhPropertyWords.contains(zhAfter) { return true }
        while k < s.count, Ch.isSpace(s[k].value) { k += 1 }
        if k > j {
            var e = k
            while e < s.count, Ch.isWordChar(s[e].value) { e += 1 }
            let w = Sc.str(Sc.lower(Array(s[k..<e])))
            if propertyWords.contains(w) { return true }
        }
        // before: "свойство translucent"
        var b = i
        while b > 0, Ch.isSpace(s[b - 1].value) { b -= 1 }
        if b < i {
            var st = b
            while st > 0, Ch.isWordChar(s[st - 1].value) { st -= 1 }
            let w = Sc.str(Sc.lower(Array(s[st..<b])))
            if propertyWords.contains(w) { return true }
        }
        return false
    }
}

/// Finds system items (UIBarButtonSystemItem…, UITabBarSystemItem…) a rule concerns.
struct ItemMatcher {
    struct Label {
        var text: Scalars        // lowercased
        var identifier: String
        var bars: Set<String>
        var alphabetic: Bool     // needs word boundaries
        var selfContext: Bool    // the label itself says button/tab ("Кнопка Bookmarks", "вкладку More")
    }

    let identifiers: Set<String>
    let byFamily: [String: [String: String]]  // family prefix -> short name -> identifier
    let labels: [String: [Label]]             // language key -> labels
    static let families = ["UIBarButtonSystemItem", "UITabBarSystemItem"]

    static let buttonWordsRu = ["кнопк", "вкладк"]
    static let buttonWordsZh = ["按鈕", "按钮", "標簽", "標籤", "标签"]
    static let buttonWordsEn = ["button", "tab", "item"]
    static let systemMarkers = ["системой", "системные", "системных", "системная", "системную",
                                "系統提供", "系统提供", "system-provided", "system provided", "system item"]

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
                    let ls = Sc.str(sc)
                    let selfCtx = Self.buttonWordsRu.contains { ls.contains($0) }
                        || Self.buttonWordsZh.contains { ls.contains($0) }
                        || ls.contains("button") || ls.hasSuffix(" tab")
                    labs[key, default: []].append(Label(text: sc, identifier: item.identifier, bars: Set(item.bars),
                                                        alphabetic: alpha, selfContext: selfCtx))
                }
            }
        }
        identifiers = ids
        byFamily = fam
        labels = labs
    }

    func items(in text: Scalars, lang: Lang, bars: [Bar]) -> [String] {
        var found = Set<String>()
        // 1. identifiers, and bare short names once a family is named
        var families = Set<String>()
        var tokens: [String] = []
        var i = 0
        let n = text.count
        while i < n {
            guard Ch.isASCIILetter(text[i].value), i == 0 || !Ch.isASCIIAlnum(text[i - 1].value) else { i += 1; continue }
            var j = i
            while j < n, Ch.isASCIIAlnum(text[j].value) { j += 1 }
            let t = Sc.str(text[i..<j])
            if identifiers.contains(t) { found.insert(t) } else if Self.families.contains(t) { families.insert(t) }
            tokens.append(t)
            i = j
        }
        for f in families {
            guard let names = byFamily[f] else { continue }
            for t in tokens { if let id = names[t] { found.insert(id) } }
        }
        // 2. labels in context
        let barNames = Set(bars.map(\.rawValue))
        let key: String
        switch lang {
        case .ru: key = "ru"
        case .zhHant, .zhHans: key = "zh"
        case .en: key = "en"
        }
        var candidates = (labels[key] ?? []).map { ($0, false) }
        if key != "en" { candidates += (labels["en"] ?? []).map { ($0, true) } }
        guard !candidates.isEmpty else { return found.sorted() }
        let lower = Sc.lower(text)
        for range in Headline.sentenceRanges(text) {
            let sentence = Array(lower[range])
            let sstr = Sc.str(sentence)
            let system = Self.systemMarkers.contains { sstr.contains($0) }
            let button = Self.buttonWordsRu.contains { sstr.contains($0) } || Self.buttonWordsZh.contains { sstr.contains($0) }
                || Self.buttonWordsEn.contains { sstr.contains($0) }
            guard button || candidates.contains(where: { $0.0.selfContext }) else { continue }
            for (label, strict) in candidates where !found.contains(label.identifier) {
                guard !label.bars.isDisjoint(with: barNames) else { continue }
                var from = 0
                while let at = Sc.find(label.text, in: sentence, from: from) {
                    from = at + 1
                    let end = at + label.text.count
                    if label.alphabetic {
                        if at > 0, Ch.isWordChar(sentence[at - 1].value) { continue }
                        if end < sentence.count, Ch.isWordChar(sentence[end].value) { continue }
                    }
                    if label.selfContext || (!strict && system && button) || Self.adjacentToButton(sentence, at, end) {
                        found.insert(label.identifier)
                        break
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
        let before = BarLexicon.words(Array(s[lo..<at])).suffix(2).map(\.text)
        let after = BarLexicon.words(Array(s[end..<hi])).prefix(2).map(\.text)
        for w in before + after {
            if buttonWordsRu.contains(where: { w.hasPrefix($0) }) || buttonWordsEn.contains(where: { w.hasPrefix($0) }) {
                return true
            }
        }
        let near = Sc.str(s[Swift.max(0, at - 4)..<at]) + "|" + Sc.str(s[end..<Swift.min(s.count, end + 4)])
        return buttonWordsZh.contains { near.contains($0) }
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
