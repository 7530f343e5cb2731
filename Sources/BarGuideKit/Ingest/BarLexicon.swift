// Names of the bars in the texts' languages (the glossary's bar terms, built in so that parsing
// needs nothing but the bytes): Russian "панель/строка + genitive", Chinese "XY欄/栏/條/条/列",
// English "… bar(s)" and the UIKit class names.

struct BarMention {
    var bar: Bar
    var range: Range<Int>
}

enum BarLexicon {
    /// Russian: first word (by stem) + second word (exact, lowercased).
    static let ruPairs: [(stem: String, second: String, bar: Bar)] = [
        ("панел", "навигации", .navigationBar),
        ("панел", "инструментов", .toolbar),
        ("панел", "вкладок", .tabBar),
        ("панел", "поиска", .searchBar),
        ("панел", "объема", .scopeBar),
        ("панел", "объёма", .scopeBar),
        ("панел", "области", .scopeBar),
        ("строк", "состояния", .statusBar),
        ("строк", "поиска", .searchBar),
    ]

    /// Chinese: the two characters before 欄/栏/條/条/列.
    static let zhStems: [String: Bar] = [
        "狀態": .statusBar, "状态": .statusBar,
        "導航": .navigationBar, "导航": .navigationBar, "導覽": .navigationBar, "导览": .navigationBar,
        "工具": .toolbar,
        "標簽": .tabBar, "標籤": .tabBar, "标签": .tabBar, "標签": .tabBar,
        "搜索": .searchBar, "搜尋": .searchBar, "搜寻": .searchBar,
        "範圍": .scopeBar, "范围": .scopeBar,
    ]
    static let zhBarChars: Set<UInt32> = Set("欄栏條条列".unicodeScalars.map(\.value))

    /// English (lowercased words): a word followed by "bar"/"bars", or one word.
    static let enFirst: [String: Bar] = [
        "status": .statusBar, "navigation": .navigationBar, "nav": .navigationBar, "tool": .toolbar,
        "tab": .tabBar, "search": .searchBar, "scope": .scopeBar,
    ]
    static let enSingle: [String: Bar] = [
        "toolbar": .toolbar, "toolbars": .toolbar, "uinavigationbar": .navigationBar, "uitoolbar": .toolbar,
        "uitabbar": .tabBar, "uisearchbar": .searchBar, "statusbar": .statusBar, "navbar": .navigationBar,
        "tabbar": .tabBar, "searchbar": .searchBar, "scopebar": .scopeBar,
    ]

    struct Word { var text: String; var range: Range<Int> }

    static func words(_ s: Scalars) -> [Word] {
        var out: [Word] = []
        var i = 0
        let n = s.count
        while i < n {
            guard Ch.isWordChar(s[i].value) else { i += 1; continue }
            let st = i
            var w = ""
            while i < n, Ch.isWordChar(s[i].value) {
                let l = Ch.lower(s[i].value)
                w.unicodeScalars.append(Unicode.Scalar(l) ?? s[i])
                i += 1
            }
            out.append(Word(text: w, range: st..<i))
        }
        return out
    }

    /// Every bar mention, in text order.
    static func mentions(_ s: Scalars) -> [BarMention] {
        var out: [BarMention] = []
        let ws = words(s)
        for (k, w) in ws.enumerated() {
            if let bar = enSingle[w.text] { out.append(BarMention(bar: bar, range: w.range)); continue }
            guard k + 1 < ws.count else { continue }
            let next = ws[k + 1]
            // the two words must be separated by whitespace only
            guard next.range.lowerBound > w.range.upperBound,
                  (w.range.upperBound..<next.range.lowerBound).allSatisfy({ Ch.isSpace(s[$0].value) })
            else { continue }
            if w.text.hasPrefix("панел") || w.text.hasPrefix("строк") {
                for p in ruPairs where w.text.hasPrefix(p.stem) && next.text == p.second {
                    out.append(BarMention(bar: p.bar, range: w.range.lowerBound..<next.range.upperBound))
                    break
                }
            } else if w.text.hasPrefix("навигационн"), next.text.hasPrefix("панел") {
                out.append(BarMention(bar: .navigationBar, range: w.range.lowerBound..<next.range.upperBound))
            } else if let bar = enFirst[w.text], next.text == "bar" || next.text == "bars" {
                out.append(BarMention(bar: bar, range: w.range.lowerBound..<next.range.upperBound))
            }
        }
        // Chinese
        var i = 2
        while i < s.count {
            if zhBarChars.contains(s[i].value), Ch.isHan(s[i - 1].value) {
                let stem = Sc.str(s[(i - 2)..<i])
                if let bar = zhStems[stem] { out.append(BarMention(bar: bar, range: (i - 2)..<(i + 1))) }
            }
            i += 1
        }
        if out.count > 1 { out.sort { $0.range.lowerBound < $1.range.lowerBound } }
        return out
    }

    /// Bars mentioned, unique, in order of first mention. `latin: false` ignores latin-script
    /// mentions (in Russian and Chinese texts those are titles of linked pages: "Смотрите Tab Bars",
    /// "可參看Toolbar and Navigation Bar Buttons"), not recommendations.
    static func bars(_ s: Scalars, latin: Bool = true) -> [Bar] {
        var seen: [Bar] = []
        for m in mentions(s) where !seen.contains(m.bar) {
            if !latin, let f = s[m.range].first, Ch.isASCIILetter(f.value) { continue }
            seen.append(m.bar)
        }
        return seen
    }

    /// The whole text (less a trailing colon and spaces) is one bar's name: "Панель инструментов:".
    static func wholeBar(_ s: Scalars) -> Bar? {
        var t = Sc.trim(s)
        while let l = t.last, Ch.isColon(l.value) || Ch.isSpace(l.value) { t.removeLast() }
        let ms = mentions(t)
        guard ms.count >= 1, let first = ms.first, first.range.lowerBound == 0 else { return nil }
        if first.range.upperBound == t.count { return first.bar }
        return nil
    }
}
