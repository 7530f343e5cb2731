// What a rule mentions: API symbols, system items, and its headline (lead sentence).

enum Symbols {
    static let productNames: Set<String> = ["macOS", "tvOS", "watchOS", "visionOS", "iPadOS", "iOS", "UIKit"]
    static let propertyWords: [[UInt32]] = ["свойство", "свойства", "свойством", "property", "метод", "method"].map(Scan.values)
    static let zhPropertyWords: [[UInt32]] = ["屬性", "属性", "方法"].map(Scan.values)

    @inline(__always) static func isIdent(_ v: UInt32) -> Bool { Ch.isASCIIAlnum(v) || v == 0x5F }

    /// API names: UIKit/Foundation identifiers (UI…, NS…), camelCase properties, Objective-C selectors
    /// ("setBackgroundImage:forBarMetrics:"), and plain lowercase names right next to "свойство"/"property"
    /// ("translucent свойство"). System item identifiers are left to `items`. Sorted, unique.
    static func extract(_ s: Scalars, itemIdentifiers: Set<String>) -> [String] {
        var found = Set<String>()
        let n = s.count
        // (the scan reads the scalars through a buffer: most of a text is passed over one at a time)
        s.withUnsafeBufferPointer { b in
            var i = 0
            while i < n {
                let v = b[i].value
                guard Ch.isASCIILetter(v), i == 0 || !isIdent(b[i - 1].value) else {
                    i += 1
                    continue
                }
                var j = i
                var upper = 0, lower = 0
                while j < n, isIdent(b[j].value) {
                    if Ch.isASCIIUpper(b[j].value) { upper += 1 } else if Ch.isASCIILower(b[j].value) { lower += 1 }
                    j += 1
                }
                let len = j - i
                let lowerStart = Ch.isASCIILower(v)
                // selector?
                if lowerStart, j < n, b[j].value == 0x3A {
                    var parts = [Sc.str(s[i..<j])]
                    var k = j + 1
                    while k < n, Ch.isASCIILower(b[k].value) {
                        var e = k
                        while e < n, isIdent(b[e].value) { e += 1 }
                        guard e < n, b[e].value == 0x3A else { break }
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

    static func matchesLower(_ s: Scalars, _ r: Range<Int>, _ words: [[UInt32]]) -> Bool {
        s.withUnsafeBufferPointer { b in words.contains { Scan.lowerEquals(b, r.lowerBound, r.upperBound, $0) } }
    }

    static func nextToProperty(_ s: Scalars, _ i: Int, _ j: Int) -> Bool {
        // right after: "屬性"
        if s.withUnsafeBufferPointer({ b in zhPropertyWords.contains { Scan.hasPrefix(b, j, b.count, $0) } }) { return true }
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
// (a class: rules and closures share one matcher, no copy of its tables)
final class ItemMatcher: Sendable {
    /// A label, lowercased, as a slice of its table's `text`.
    struct Label {
        var start: Int32
        var count: Int32
        var id: Int32            // index into `sortedIdentifiers`
        var bars: UInt32         // bit mask of the bars the item belongs to
        var alphabetic: Bool     // needs word boundaries
        var selfContext: Bool    // the label itself says button/tab ("Кнопка Bookmarks", "вкладку More")
        var strict: Bool         // an English label in a non-English text: only right next to a button word
        var capital: Bool        // written with a capital ("More", "Готово"): a name, not the common word
    }

    /// Labels of one language (plus strict English ones), grouped by their first scalar, and within
    /// a group by their second: a text position is compared only with the labels that start with
    /// its scalar and the next one (the labels of a language share first letters, rarely first pairs).
    struct LabelTable {
        var text: [UInt32] = []
        /// The labels, group by group: first the group's one-scalar labels, then one run per second
        /// scalar, each run holding the group's one-scalar labels again followed by the longer labels
        /// with that second scalar (so that the labels that may start at a position are one range).
        var labels: [Label] = []
        /// Group g's one-scalar labels are labels[groups[g]..<singles[g]].
        var groups: [Int32] = []
        var singles: [Int32] = []
        /// First scalar below 0x500 -> group + 1 (0: none).
        var small: [Int32] = Array(repeating: 0, count: 0x500)
        /// Other first scalars: open addressing, key 0 = empty slot.
        var bigKeys: [UInt32] = []
        var bigGroups: [Int32] = []
        var bigMask: Int = 0
        /// (first, second) scalars -> the run of labels that may start with them (`pairKey`; open
        /// addressing, key 0 = empty slot): labels[pairStarts[h]..<pairEnds[h]].
        var pairKeys: [UInt64] = []
        var pairStarts: [Int32] = []
        var pairEnds: [Int32] = []
        var pairMask: Int = 0

        init(_ list: [(text: Scalars, label: Label)]) {
            var byFirst: [UInt32: [(Scalars, Label)]] = [:]
            var order: [UInt32] = []
            for (t, l) in list {
                let f = t[0].value
                if byFirst[f] == nil { order.append(f) }
                byFirst[f, default: []].append((t, l))
            }
            // each label's text once, in list order within its group
            var placed: [(Scalars, Label)] = []
            for f in order {
                for (t, var l) in byFirst[f]! {
                    l.start = Int32(text.count)
                    l.count = Int32(t.count)
                    text.append(contentsOf: t.map(\.value))
                    placed.append((t, l))
                }
            }
            var big: [(UInt32, Int32)] = []
            var pairs: [(key: UInt64, start: Int32, end: Int32)] = []
            var k = 0
            for f in order {
                let group = placed[k..<(k + byFirst[f]!.count)]
                k += group.count
                let g = Int32(groups.count)
                let one = group.filter { $0.0.count == 1 }.map(\.1)
                groups.append(Int32(labels.count))
                labels += one
                singles.append(Int32(labels.count))
                var seconds: [UInt32] = []
                for (t, _) in group where t.count >= 2 && !seconds.contains(t[1].value) { seconds.append(t[1].value) }
                for w in seconds {
                    let start = Int32(labels.count)
                    labels += one
                    labels += group.filter { $0.0.count >= 2 && $0.0[1].value == w }.map(\.1)
                    pairs.append((Self.pairKey(f, w), start, Int32(labels.count)))
                }
                if f < 0x500 { small[Int(f)] = g + 1 } else { big.append((f, g)) }
            }
            var size = 8
            while size < big.count * 4 { size *= 2 }
            bigKeys = Array(repeating: 0, count: size)
            bigGroups = Array(repeating: 0, count: size)
            bigMask = size - 1
            for (f, g) in big {
                var h = Self.slot(f, bigMask)
                while bigKeys[h] != 0 { h = (h + 1) & bigMask }
                bigKeys[h] = f
                bigGroups[h] = g
            }
            size = 8
            while size < pairs.count * 4 { size *= 2 }
            pairKeys = Array(repeating: 0, count: size)
            pairStarts = Array(repeating: 0, count: size)
            pairEnds = Array(repeating: 0, count: size)
            pairMask = size - 1
            for (key, start, end) in pairs {
                var h = Self.pairSlot(key, pairMask)
                while pairKeys[h] != 0 { h = (h + 1) & pairMask }
                pairKeys[h] = key
                pairStarts[h] = start
                pairEnds[h] = end
            }
        }

        @inline(__always) static func slot(_ v: UInt32, _ mask: Int) -> Int { Int((v &* 0x9E37_79B1) >> 16) & mask }
        /// A pair of scalars as one key (never 0: a label's first scalar is not U+0000).
        @inline(__always) static func pairKey(_ v: UInt32, _ w: UInt32) -> UInt64 { UInt64(v) << 32 | UInt64(w) }
        @inline(__always) static func pairSlot(_ key: UInt64, _ mask: Int) -> Int {
            Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
        }

        /// The labels that may start at a position of group `g` whose scalar `v` is followed by `w`
        /// (nil: the text ends after `v`): the group's one-scalar labels, and its longer labels whose
        /// second scalar is `w`.
        @inline(__always) func candidates(_ g: Int, _ v: UInt32, _ w: UInt32?) -> Range<Int> {
            if let w {
                let key = Self.pairKey(v, w)
                var h = Self.pairSlot(key, pairMask)
                while true {
                    let k = pairKeys[h]
                    if k == key { return Int(pairStarts[h])..<Int(pairEnds[h]) }
                    if k == 0 { break }
                    h = (h + 1) & pairMask
                }
            }
            return Int(groups[g])..<Int(singles[g])
        }

        var isEmpty: Bool { labels.isEmpty }

        /// The group of the labels that start with `v` (-1: none).
        @inline(__always) func group(_ v: UInt32) -> Int {
            if v < 0x500 { return Int(small[Int(v)]) - 1 }
            var h = Self.slot(v, bigMask)
            while true {
                let key = bigKeys[h]
                if key == v { return Int(bigGroups[h]) }
                if key == 0 { return -1 }
                h = (h + 1) & bigMask
            }
        }

        /// Whether a label of one of the bars `barMask` is spelled at `at` of the lowered text `L`
        /// (its spelling only: nothing about the words or sentence around it).
        func spelled(_ L: ScalarBuf, _ at: Int, _ barMask: UInt32) -> Bool {
            let v = L[at].value
            let g = group(v)
            guard g >= 0 else { return false }
            for li in candidates(g, v, at + 1 < L.count ? L[at + 1].value : nil) {
                let label = labels[li]
                guard label.bars & barMask != 0, at + Int(label.count) <= L.count else { continue }
                var k = 1
                while k < Int(label.count), L[at + k].value == text[Int(label.start) + k] { k += 1 }
                if k == Int(label.count) { return true }
            }
            return false
        }
    }

    let identifiers: Set<String>
    /// Lowercased labels, short names and Swift names (spaces removed) -> identifier indexes.
    let byName: [String: [Int]]
    /// Per identifier index: the bars' mask.
    let itemBars: [UInt32]
    /// Swift case names ("fixedSpace", "more") -> identifier indexes (two families share some).
    let swiftNames: [String: [Int]]
    /// Every identifier, sorted: found items are kept as indexes into this list.
    let sortedIdentifiers: [String]
    /// `sortedIdentifiers[k].count`, counted once (a String's count walks its characters).
    let identifierLengths: [Int]
    let identifierIndex: [String: Int]
    /// Whether each of `sortedIdentifiers` is a tab-bar item.
    let isTab: [Bool]
    let familyNames: [[String: Int]]          // per family: short name -> identifier index
    let tables: [LabelTable]                  // per language module: its labels + strict English ones
    /// Labels that name their item wherever they stand, in a text of any language: the phrases of
    /// the layout items ("flexible space", «гибкий промежуток», 弹性间距) mean nothing else.
    let selfNaming: [(label: [UInt32], id: Int, bars: UInt32, alphabetic: Bool)]
    let selfNamingSet: PhraseSet
    /// What makes a label a layout item's phrase.
    static let spacingWords = ["space", "промежут", "интервал", "пространств", "空间", "空間", "间距", "間距"]
    static let spacingWordValues = spacingWords.map(Scan.values)

    /// Whether the lowercased label `low` (its scalars `sc`) holds one of `spacingWords`.
    static func namesSpacing(_ low: String, _ sc: [UInt32]) -> Bool {
        // (scalars that are each a character of their own compare as the Strings do: `Scan.isOwnCharacter`)
        if sc.allSatisfy(Scan.isOwnCharacter), spacingWordValues.allSatisfy({ $0.allSatisfy(Scan.isOwnCharacter) }) {
            let scalars = sc.map(Scan.scalar)
            return scalars.withUnsafeBufferPointer { b in spacingWordValues.contains { Scan.contains(b, $0) } }
        }
        return spacingWords.contains { low.contains($0) }
    }
    static let families = ["UIBarButtonSystemItem", "UITabBarSystemItem"]

    /// Button and tab words (profiles' `buttonWord`): alphabetic ones are word prefixes next to a
    /// label, the others are looked for within a few characters of it.
    static let buttonWordsAlpha: [[UInt32]] = Languages.profiles.flatMap { $0.buttonWord.phrases }.map(Scan.values)
        .filter { $0.allSatisfy { Ch.isLatinLetter($0) || Ch.isCyrillic($0) } }
    static let buttonWordsNear = Needles(Languages.profiles.flatMap { $0.buttonWord.phrases }
        .filter { !$0.unicodeScalars.allSatisfy { Ch.isLatinLetter($0.value) || Ch.isCyrillic($0.value) } })
    static let buttonPhrases = Languages.buttonWords
    static let systemPhrases = Languages.systemMarkers
    static let exampleMarkers = Languages.exampleMarkers
    static let systemButtonPhrases = Languages.systemButtons
    /// Button words (bit 0), example markers (bit 1), names of system buttons or icons as a kind
    /// (bit 2: "system icons", «системные иконки», 系统图标) and the self-naming labels (bit 3):
    /// where a text holds any of them, in one pass over its lowercased form.
    let signs: PhraseMaskSet
    /// Whether the signs pass answers for `selfNamingSet` too: it reads the text with corner
    /// brackets turned into curly quotes, which is the same text for a phrase that holds neither.
    let selfNamingInSigns: Bool

    init(catalog: ItemCatalog) {
        var ids = Set<String>()
        for item in catalog.items { ids.insert(item.identifier) }
        let sorted = ids.sorted()
        var index: [String: Int] = [:]
        for (k, id) in sorted.enumerated() { index[id] = k }
        var fam: [[String: Int]] = Self.families.map { _ in [:] }
        var labs: [String: [(text: Scalars, label: Label)]] = [:]
        for item in catalog.items {
            let id = index[item.identifier]!
            for (k, f) in Self.families.enumerated() where item.identifier.hasPrefix(f) {
                fam[k][item.shortName] = id
            }
            for (key, list) in item.labels {
                // (a module that inflects labels adds their other forms, matched as the label is)
                let inflect = Languages.modules.first { $0.family == key }
                for l in list + list.flatMap({ inflect?.labelForms($0) ?? [] }) {
                    let sc = Scan.lower(Sc.of(l))
                    guard !sc.isEmpty else { continue }
                    let alpha = sc.contains { Ch.isLatinLetter($0.value) || Ch.isCyrillic($0.value) }
                    let selfCtx = Self.buttonPhrases.any(sc)
                    let capital = l.unicodeScalars.first.map { Ch.isUpper($0.value) } ?? false
                    labs[key, default: []].append((sc, Label(start: 0, count: 0, id: Int32(id),
                                                             bars: Self.mask(item.bars.compactMap { Bar(rawValue: $0) }),
                                                             alphabetic: alpha, selfContext: selfCtx, strict: false,
                                                             capital: capital)))
                }
            }
        }
        var names: [String: [Int]] = [:]
        var masks = [UInt32](repeating: 0, count: sorted.count)
        for item in catalog.items {
            let id = index[item.identifier]!
            masks[id] |= Self.mask(item.bars.compactMap { Bar(rawValue: $0) })
            var keys = [item.shortName, item.swiftName]
            for list in item.labels.values { keys += list }
            for k in keys {
                let key = k.lowercased().filter { $0 != " " }
                if !key.isEmpty, !(names[key]?.contains(id) ?? false) { names[key, default: []].append(id) }
            }
        }
        byName = names
        itemBars = masks
        var swift: [String: [Int]] = [:]
        for item in catalog.items { swift[item.swiftName, default: []].append(index[item.identifier]!) }
        swiftNames = swift
        identifiers = ids
        sortedIdentifiers = sorted
        identifierLengths = sorted.map(\.count)
        identifierIndex = index
        isTab = sorted.map { $0.hasPrefix("UITabBarSystemItem") }
        familyNames = fam
        var t: [LabelTable] = []
        // one table per language module, in the registry's order; the others also take English labels, strictly
        for key in Languages.modules.map({ $0.family }) {
            var list = labs[key] ?? []
            if key != English.family {
                for var l in labs["en"] ?? [] {
                    l.label.strict = true
                    list.append(l)
                }
            }
            t.append(LabelTable(list))
        }
        tables = t
        var naming: [(label: [UInt32], id: Int, bars: UInt32, alphabetic: Bool)] = []
        var namingText: [String] = []
        for item in catalog.items {
            let bars = Self.mask(item.bars.compactMap { Bar(rawValue: $0) })
            for l in item.labels.values.joined() {
                let low = l.lowercased()
                let sc = Scan.values(low)
                guard Self.namesSpacing(low, sc) else { continue }
                if naming.contains(where: { $0.label == sc }) { continue }
                naming.append((sc, index[item.identifier]!, bars, sc.contains { Ch.isLatinLetter($0) || Ch.isCyrillic($0) }))
                namingText.append(low)
            }
        }
        selfNaming = naming
        selfNamingSet = PhraseSet(Needles(namingText))
        let inSigns = !naming.contains { $0.label.contains { [0x300C, 0x300D, 0x201C, 0x201D].contains($0) } }
        signs = PhraseMaskSet([Self.buttonPhrases, Self.exampleMarkers, Self.systemButtonPhrases] + (inSigns ? [selfNamingSet] : []))
        selfNamingInSigns = inSigns
    }

    /// The item whose Swift case is `name` ("trash" for UIBarButtonSystemItemTrash), among the
    /// items of `bars`.
    func item(swiftCase name: String, bars: [Bar]) -> String? {
        let m = Self.mask(bars)
        return swiftNames[name]?.first { itemBars[$0] & m != 0 }.map { sortedIdentifiers[$0] }
    }

    /// The item a table row's name cell names ("Share", "FastForward", "Готово"), among the items of
    /// the row's bars: by label in any language, short name or Swift case name, ignoring case.
    /// Quotes and brackets around the name, a code span's backquotes and a Swift case name's dot
    /// ("«Готово»", "`.done`", "「完成」") are not part of it.
    func item(named cell: Scalars, bars: [Bar]) -> String? {
        let wrappers: Set<Character> = ["«", "»", "“", "”", "„", "\"", "'", "‘", "’", "「", "」", "『", "』", "`", "[", "]"]
        var key = Sc.str(Scan.lower(Sc.trim(cell))).filter { $0 != " " && !wrappers.contains($0) }
        if key.first == ".", key.count > 1 { key.removeFirst() }
        guard !key.isEmpty, let ids = byName[key] else { return nil }
        let m = Self.mask(bars)
        return ids.first { itemBars[$0] & m != 0 }.map { sortedIdentifiers[$0] }
    }

    /// "UIBarButtonSystemItemFixedSpaceconstant": the longest identifier the run starts with, when a
    /// lowercase word is glued to it (PDF conversions drop the space).
    func gluedIdentifier(_ run: String) -> Int? {
        guard Self.families.contains(where: { run.hasPrefix($0) }) else { return nil }
        var best: (Int, Int)? = nil
        let length = run.count
        for (id, name) in sortedIdentifiers.enumerated() where length > identifierLengths[id] && run.hasPrefix(name) {
            let next = run.unicodeScalars[run.unicodeScalars.index(run.unicodeScalars.startIndex, offsetBy: name.unicodeScalars.count)]
            guard Ch.isASCIILower(next.value) else { continue }
            if best == nil || identifierLengths[id] > best!.1 { best = (id, identifierLengths[id]) }
        }
        return best?.0
    }

    /// A Swift case name counts when its family's Swift type or parameter is named right before it:
    /// "UIBarButtonItem.SystemItem.fixedSpace", "barButtonSystemItem: .fixedSpace", "UITabBarItem.SystemItem.more".
    func swiftContext(_ t: ScalarBuf, _ at: Int, _ id: Int) -> Bool {
        let lo = Swift.max(0, at - 48)
        let before = Scan.str(t, lo, at)
        let tab = sortedIdentifiers[id].hasPrefix("UITabBarSystemItem")
        if tab {
            return before.contains("UITabBarItem.SystemItem") || before.contains("tabBarSystemItem") || before.contains("UITabBarSystemItem")
        }
        return before.contains("UIBarButtonItem.SystemItem") || before.contains("barButtonSystemItem")
            || before.contains("systemItem") || before.contains("UIBarButtonSystemItem")
    }

    /// Whether the dot at `dot` opens a Swift implicit member (".trash"), not a member of a value
    /// written before it ("item.trash", "items[0].trash", "Style.done"): a space, an opening quote,
    /// bracket or parenthesis, or the text's start stands before it.
    static func standaloneMember(_ t: ScalarBuf, _ dot: Int) -> Bool {
        guard dot > 0 else { return true }
        let v = t[dot - 1].value
        return !(Ch.isASCIIAlnum(v) || v == 0x29 || v == 0x5D || v == 0x5F || v == 0x2E || v == 0x3F || v == 0x21)
    }

    /// Whether a verb of using, an assignment or an opening parenthesis stands right before the
    /// member at `dot` ("use .done", "用 .add", "换成 .trash", "= .cancel", "→ .action", a label's
    /// gloss "Cancel (`.cancel`)").
    static func usedBefore(_ t: ScalarBuf, _ dot: Int) -> Bool {
        var k = dot
        while k > 0, Ch.isSpace(t[k - 1].value) || t[k - 1].value == 0x60 { k -= 1 }
        return usePhrases.contains { p in
            k >= p.count && zip(p, t[(k - p.count)..<k]).allSatisfy { $0 == Ch.lower($1.value) }
                && (p.count == 1 || !Ch.isASCIILetter(p[0]) || k == p.count || !Ch.isASCIILetter(t[k - p.count - 1].value))
        }
    }
    static let usePhrases: [[UInt32]] = ["use", "using", "用", "成", "为", "為", "=", "→", "->", "(", "（"].map(Scan.values)

    /// Whether `t[from..<to]` only separates items of a list: spaces, commas, slashes and a
    /// conjunction (`conjunctions`).
    static func continuesList(_ t: ScalarBuf, _ from: Int, _ to: Int) -> Bool {
        guard from <= to, to - from <= 8 else { return false }
        let stripped = Scan.str(t, from, to).lowercased().filter { !" ,/、，".contains($0) }
        return stripped.isEmpty || conjunctions.contains(stripped)
    }

    static func mask(_ bars: [Bar]) -> UInt32 {
        var m: UInt32 = 0
        for b in bars { m |= 1 << UInt32(Bar.allCases.firstIndex(of: b) ?? 0) }
        return m
    }

    /// `labels`: also labels in context (not only identifiers and Swift names).
    func items(in text: Scalars, lang: Lang, bars: [Bar], labels: Bool = true) -> [String] {
        var found = [Bool](repeating: false, count: sortedIdentifiers.count)
        var any = false
        let barMask = Self.mask(bars)
        // (asked only for a member written on its own: whether the text says button, item or system)
        var buttonSign: Bool? = nil
        func speaksOfButtons() -> Bool {
            if let known = buttonSign { return known }
            let lower = Scan.lower(text)
            var found = false
            lower.withUnsafeBufferPointer { L in signs.forEach(L, 0, L.count) { _, owner, _, _ in if owner == 1 || owner == 4 { found = true } } }
            if !found { found = Self.systemPhrases.anyLowering(text) }
            buttonSign = found
            return found
        }
        text.withUnsafeBufferPointer { t in
            // 1. identifiers, and bare short names once a family is named
            var families: [Bool] = [false, false]
            var named = false
            let n = t.count
            var i = 0
            // where the last Swift case name taken ended: a list of them shares its type
            var lastCase = -1
            var lastTab: Bool? = nil
            while i < n {
                guard Ch.isASCIILetter(t[i].value), i == 0 || !Ch.isASCIIAlnum(t[i - 1].value) else { i += 1; continue }
                var j = i
                while j < n, Ch.isASCIIAlnum(t[j].value) { j += 1 }
                if j - i >= 18, t[i].value == 0x55, t[i + 1].value == 0x49 {
                    let s = Scan.str(t, i, j)
                    if let id = identifierIndex[s] ?? gluedIdentifier(s) {
                        found[id] = true; any = true
                    } else if let f = Self.families.firstIndex(of: s) {
                        families[f] = true; named = true
                    }
                } else if i > 0, t[i - 1].value == 0x2E, Ch.isASCIILower(t[i].value), j - i >= 3 {
                    // a Swift case name: ".fixedSpace" after "UIBarButtonItem.SystemItem" / "systemItem: "
                    let s = Scan.str(t, i, j)
                    // (a camelCase name such as ".fixedSpace" is one on its own; ".done" needs its type named)
                    let camel = s.unicodeScalars.contains { Ch.isASCIIUpper($0.value) }
                    // (".done, .cancel, or .add": the names after the first continue its list)
                    let listed = lastCase >= 0 && Self.continuesList(t, lastCase, i - 1)
                    // (a list goes on in the family of its first name: ".favorites and .search" of tab items)
                    if let ids = swiftNames[s], let id = ids.first(where: { listed && lastTab != nil && isTab[$0] == lastTab })
                        ?? ids.first(where: { (camel && ids.count == 1) || listed || swiftContext(t, i, $0) })
                        ?? (Self.standaloneMember(t, i - 1) && (Self.usedBefore(t, i - 1) || speaksOfButtons())
                            ? ids.first(where: { itemBars[$0] & barMask != 0 }) : nil) {
                        // (a member written on its own where the text uses it or speaks of buttons,
                        // "新建用 .add 就好", "use .done there", "the .trash button", is the item of that
                        // name the unit's bars hold)
                        found[id] = true; any = true
                        lastCase = j
                        lastTab = isTab[id]
                    }
                } else if i > 0, j < n, j - i >= 3, t[i - 1].value == 0x28 || t[i - 1].value == 0xFF08,
                          t[j].value == 0x29 || t[j].value == 0xFF09, Ch.isASCIILower(t[i].value),
                          let ids = swiftNames[Scan.str(t, i, j)], let id = ids.first(where: { itemBars[$0] & barMask != 0 }) {
                    // a label glossed with its Swift case name in brackets ("撰寫（compose）",
                    // «Корзина (trash)»): the item of that name the unit's bars hold
                    found[id] = true; any = true
                } else if j - i >= 8, i == 0 || t[i - 1].value != 0x2E, Ch.isASCIILower(t[i].value),
                          ((i + 1)..<j).contains(where: { Ch.isASCIIUpper(t[$0].value) }) {
                    // a camelCase case name written bare ("用 flexibleSpace 撑开"): it names one item
                    if let ids = swiftNames[Scan.str(t, i, j)], ids.count == 1 {
                        found[ids[0]] = true; any = true
                    }
                } else if j - i >= 8, i == 0 || t[i - 1].value != 0x2E, Ch.isASCIIUpper(t[i].value), Ch.isASCIILower(t[i + 1].value),
                          ((i + 2)..<j).contains(where: { Ch.isASCIIUpper(t[$0].value) }) {
                    // the case's name written with a capital, as the item's identifier ends
                    // ("Use FlexibleSpace between items"): two words joined name one item
                    let s = Scan.str(t, i, j)
                    if let ids = swiftNames[s.prefix(1).lowercased() + s.dropFirst()], ids.count == 1 {
                        found[ids[0]] = true; any = true
                    }
                }
                i = j
            }
            if named {
                i = 0
                while i < n {
                    guard Ch.isASCIILetter(t[i].value), i == 0 || !Ch.isASCIIAlnum(t[i - 1].value) else { i += 1; continue }
                    var j = i
                    while j < n, Ch.isASCIIAlnum(t[j].value) { j += 1 }
                    if j - i >= 3, Ch.isASCIIUpper(t[i].value) {
                        let s = Scan.str(t, i, j)
                        for (k, on) in families.enumerated() where on {
                            if let id = familyNames[k][s] { found[id] = true; any = true }
                        }
                    }
                    i = j
                }
            }
        }
        // 2. labels in context: only where the text says button or tab at all
        let table = tables[lang.moduleIndex]
        // (whether a self-naming phrase stands in the text, when the label pass has seen it)
        var selfNamed: Bool? = nil
        if labels, !table.isEmpty {
            let (hit, named) = matchLabels(text, table, Self.mask(bars), &found)
            if hit { any = true }
            selfNamed = named
        }
        // 3. the layout items' phrases, wherever they stand
        if labels, selfNamed ?? selfNamingSet.anyLowering(text), markSelfNaming(text, Self.mask(bars), &found) { any = true }
        guard any else { return [] }
        var out: [String] = []
        for (k, f) in found.enumerated() where f { out.append(sortedIdentifiers[k]) }
        return out
    }

    /// Marks the items whose self-naming label stands in the text as a whole word or phrase.
    private func markSelfNaming(_ text: Scalars, _ barMask: UInt32, _ found: inout [Bool]) -> Bool {
        let L = Scan.lower(text)
        var any = false
        for e in selfNaming where e.bars & barMask != 0 && !found[e.id] {
            let n = e.label.count
            guard n <= L.count else { continue }
            for at in 0...(L.count - n) where L[at].value == e.label[0] {
                guard zip(e.label, L[at..<(at + n)]).allSatisfy({ $0 == $1.value }) else { continue }
                if e.alphabetic, (at > 0 && Ch.isWordChar(L[at - 1].value)) || (at + n < L.count && Ch.isWordChar(L[at + n].value)) { continue }
                found[e.id] = true
                any = true
                break
            }
        }
        return any
    }

    /// Marks the items whose labels occur in a sentence that says button or tab, or that lists them
    /// as examples ("such as Done or Save"); whether any was found, and whether a phrase of
    /// `selfNamingSet` stands in the text (nil when the signs pass cannot tell: `selfNamingInSigns`).
    private func matchLabels(_ text: Scalars, _ table: LabelTable, _ barMask: UInt32, _ found: inout [Bool]) -> (Bool, Bool?) {
        // lowercased, and corner brackets quote as curly quotes do ("「更多」" is the label “更多”)
        let lower = text.withUnsafeBufferPointer { src in
            Scalars(unsafeUninitializedCapacity: src.count) { dst, count in
                for k in 0..<src.count {
                    let v = Ch.lower(src[k].value)
                    dst[k] = v == 0x300C ? "\u{201C}" : v == 0x300D ? "\u{201D}" : Scan.scalar(v)
                }
                count = src.count
            }
        }
        var any = false
        var selfNamed: Bool? = selfNamingInSigns ? false : nil
        lower.withUnsafeBufferPointer { L in
            // where the text's button words and example markers stand, in one pass: each sentence
            // is asked only about those
            // (a name of system buttons as a kind is a button word, and says that the labels
            // standing as names in its sentence are the system's: "用系统图标，比如分享、删除")
            var buttonWords: [Range<Int>] = [], markers: [(phrase: Int, range: Range<Int>)] = [], systemKinds: [Range<Int>] = []
            signs.forEach(L, 0, L.count) { k, owner, i, end in
                switch owner {
                case 1: buttonWords.append(i..<end)
                case 2: markers.append((k, i..<end))
                case 4: buttonWords.append(i..<end); systemKinds.append(i..<end)
                default: selfNamed = true
                }
            }
            var nextButton = 0, nextMarker = 0
            // (with no button word and no list of examples, only a label written as a name can
            // count: none is spelled where a name may start, no sentence needs reading)
            guard !buttonWords.isEmpty || !markers.isEmpty || Self.nameMayStand(L, text, table, barMask) else { return }
            let anyQuotes = L.contains(where: { Self.isQuoteMark($0.value) })
            table.text.withUnsafeBufferPointer { T in
            table.labels.withUnsafeBufferPointer { labels in
            table.small.withUnsafeBufferPointer { small in
            found.withUnsafeMutableBufferPointer { found in
                for range in Headline.sentenceRanges(text) {
                    let lo = range.lowerBound, hi = range.upperBound
                    // (the sentences come in text order, as the signs do: each sign is looked at
                    // for the sentence it starts in)
                    while nextButton < buttonWords.count, buttonWords[nextButton].lowerBound < lo { nextButton += 1 }
                    var buttons = false
                    var b = nextButton
                    while !buttons, b < buttonWords.count, buttonWords[b].lowerBound < hi {
                        buttons = buttonWords[b].upperBound <= hi
                        b += 1
                    }
                    // where a list of examples starts: labels after it written as names count (after
                    // the first marker within the sentence; of several starting there, the first listed)
                    while nextMarker < markers.count, markers[nextMarker].range.lowerBound < lo { nextMarker += 1 }
                    var listed: Int? = nil
                    var firstAt = -1, firstPhrase = Int.max
                    var m = nextMarker
                    while m < markers.count, markers[m].range.lowerBound < hi {
                        let (phrase, r) = markers[m]
                        m += 1
                        guard r.upperBound <= hi else { continue }
                        if firstAt >= 0, r.lowerBound != firstAt { break }
                        if phrase < firstPhrase { firstPhrase = phrase; firstAt = r.lowerBound; listed = r.upperBound }
                    }
                    let quoting = anyQuotes && (lo..<hi).contains { Self.isQuoteMark(L[$0].value) }
                    // where the sentence's first word ends: a capital after it writes a name
                    let first = text.withUnsafeBufferPointer { b -> Int in
                        var k = LanguageProfile.textStart(b, lo, hi)
                        while k < hi, Ch.isWordChar(b[k].value) { k += 1 }
                        return k
                    }
                    let capitals = (first..<hi).contains { Ch.isUpper(text[$0].value) }
                    guard buttons || listed != nil || quoting || capitals else { continue }
                    // with no button word and no list of examples, only a name can count: look
                    // only where one starts (a capital, or right after a quote)
                    let onlyNames = !buttons && listed == nil
                    var system: Bool? = nil
                    var sentence: Scalars? = nil
                    for at in lo..<hi {
                        let v = L[at].value
                        if onlyNames, !((capitals && at >= first && Ch.isUpper(text[at].value))
                                        || (quoting && (Self.isQuoteMark(v) || (at > lo && Self.isQuoteMark(L[at - 1].value))))) {
                            continue
                        }
                        let g = v < 0x500 ? Int(small[Int(v)]) - 1 : table.group(v)
                        guard g >= 0 else { continue }
                        for li in table.candidates(g, v, at + 1 < hi ? L[at + 1].value : nil) {
                            let label = labels[li]
                            guard label.bars & barMask != 0, !found[Int(label.id)] else { continue }
                            let end = at + Int(label.count)
                            guard end <= hi else { continue }
                            var k = 1
                            let st = Int(label.start)
                            while k < Int(label.count), L[at + k].value == T[st + k] { k += 1 }
                            guard k == Int(label.count) else { continue }
                            if label.alphabetic {
                                if at > lo, Ch.isWordChar(L[at - 1].value) { continue }
                                if end < hi, Ch.isWordChar(L[end].value) { continue }
                                // "read about the more tabs" is no More tab: a name is written capitalized
                                // (unless a button word names it right after: "a search button", "flexible space items")
                                if label.capital, !Ch.isUpper(text[at].value), !Self.buttonWordFollows(L, end, hi) { continue }
                            } else if Self.zhVerbAtClauseStart(L, at, lo, hi) {
                                continue  // "确定按钮之间…": 确定 "make sure" opening a clause, not the Done button
                            } else if end < hi, Self.closingQuotes.contains(L[end].value), !(at > lo && Self.isOpeningQuote(L[at - 1].value)) {
                                continue  // 整理 at the end of 「重新整理」: part of the quoted word, no label of its own
                            }
                            // a label among listed examples, written as a name: capitalized, or a
                            // Chinese label quoted or enumerated with 、 ("such as Favorites, Recents", 比如“收藏”)
                            if let e = listed, at >= e, !label.strict,
                               label.alphabetic ? Ch.isUpper(text[at].value) : Self.zhQuoted(L, at, end, lo, hi) {
                                found[Int(label.id)] = true
                                any = true
                                continue
                            }
                            // a label in quotes, or capitalized after the sentence's first word, is
                            // written as a name ("«Корзина»", 「取消」, "place Cancel on the left")
                            if quoting || capitals, !label.strict,
                               Self.quoted(L, at, end, lo, hi) || (label.alphabetic && label.capital && at >= first && Ch.isUpper(text[at].value)) {
                                found[Int(label.id)] = true
                                any = true
                                continue
                            }
                            // a label that fills parentheses glosses the name before it: "«Новое письмо» (Compose)"
                            if at > lo, end < hi, L[at - 1].value == 0x28 || L[at - 1].value == 0xFF08,
                               L[end].value == 0x29 || L[end].value == 0xFF09, !label.alphabetic || Ch.isUpper(text[at].value) {
                                found[Int(label.id)] = true
                                any = true
                                continue
                            }
                            guard buttons else { continue }
                            var hit = label.selfContext
                            // "system-provided" names the items listed in its sentence; a Chinese
                            // label counts there only where it stands as a name (quoted or in an
                            // enumeration), not as a verb ("…来结束编辑")
                            if !hit, !label.strict, label.alphabetic || Self.zhStandsAsName(L, at, end, lo, hi) {
                                if system == nil {
                                    system = Self.systemPhrases.any(L, lo, hi) || systemKinds.contains { $0.lowerBound >= lo && $0.upperBound <= hi }
                                }
                                hit = system!
                            }
                            if !hit {
                                if sentence == nil { sentence = Array(L[lo..<hi]) }
                                hit = Self.adjacentToButton(sentence!, at - lo, end - lo)
                            }
                            // a quoted Chinese label in a sentence about buttons or tabs names one (“更多”)
                            if !hit, !label.alphabetic { hit = Self.zhQuoted(L, at, end, lo, hi) }
                            if hit {
                                found[Int(label.id)] = true
                                any = true
                            }
                        }
                    }
                }
            }
            }
            }
            }
        }
        return (any, selfNamed)
    }

    /// Whether a label of `table` is spelled where one written as a name may start: at a capital
    /// after the text's first scalar, at a quote mark or right after one (`matchLabels` looks
    /// only there, in a sentence with no button word and no list of examples). `L`: the text lowered.
    static func nameMayStand(_ L: ScalarBuf, _ text: Scalars, _ table: LabelTable, _ barMask: UInt32) -> Bool {
        text.withUnsafeBufferPointer { t in
            var afterQuote = false
            for at in 0..<L.count {
                let quote = isQuoteMark(L[at].value)
                if quote || afterQuote || (at > 0 && Ch.isUpper(t[at].value)), table.spelled(L, at, barMask) { return true }
                afterQuote = quote
            }
            return false
        }
    }

    /// A Chinese label in quotes (its own or the text's).
    static func zhQuoted(_ L: ScalarBuf, _ at: Int, _ end: Int, _ lo: Int, _ hi: Int) -> Bool {
        let open: [UInt32] = [0x201C, 0x2018, 0x300C, 0x300E], close: [UInt32] = [0x201D, 0x2019, 0x300D, 0x300F]
        let opened = open.contains(L[at].value) || (at > lo && open.contains(L[at - 1].value))
        let closed = close.contains(L[end - 1].value) || (end < hi && close.contains(L[end].value))
        return opened && closed
    }

    /// A Chinese label quoted or listed: a quote, bracket, enumeration comma or conjunction next to it.
    static func zhStandsAsName(_ L: ScalarBuf, _ at: Int, _ end: Int, _ lo: Int, _ hi: Int) -> Bool {
        let marks: [UInt32] = [0x3001, 0x201C, 0x201D, 0x2018, 0x2019, 0x300C, 0x300D, 0x300E, 0x300F, 0x22, 0xFF0C, 0x2C,
                               0x548C, 0x6216, 0x53CA]  // 、“”‘’「」『』" ，, 和 或 及
        if at > lo, marks.contains(L[at - 1].value) { return true }
        // a comma after it ends a clause as often as it lists: only with a list mark before it too
        // ("编辑，取消" lists; "来结束编辑，这样…" ends a clause)
        guard end < hi, marks.contains(L[end].value) else { return false }
        // (a closing quote after it counts only where the quote opened right before it: the label
        // loop passes over 整理 in 「重新整理」 before it asks)
        return !(L[end].value == 0xFF0C || L[end].value == 0x2C)
    }

    /// Closing quotes a Chinese label may end at (corner brackets read as curly quotes in the
    /// lowered text), and the opening ones.
    static let closingQuotes: Set<UInt32> = [0x201D, 0x2019, 0x300D, 0x300F, 0xBB, 0x22]
    @inline(__always) static func isOpeningQuote(_ v: UInt32) -> Bool {
        v == 0x201C || v == 0x2018 || v == 0x300C || v == 0x300E || v == 0xAB || v == 0x22
    }

    /// Opening and closing quotes of every script (corner brackets read as curly quotes here).
    @inline(__always) static func isQuoteMark(_ v: UInt32) -> Bool {
        v == 0xAB || v == 0xBB || v == 0x201C || v == 0x201D || v == 0x201E || v == 0x22
    }

    /// A label whose text, or the text around it, is quoted on both sides: «…», “…”, „…“, "…".
    static func quoted(_ L: ScalarBuf, _ at: Int, _ end: Int, _ lo: Int, _ hi: Int) -> Bool {
        let open: Set<UInt32> = [0xAB, 0x201C, 0x201E, 0x22], close: Set<UInt32> = [0xBB, 0x201D, 0x201C, 0x22]
        let opened = open.contains(L[at].value) || (at > lo && open.contains(L[at - 1].value))
        let closed = close.contains(L[end - 1].value) || (end < hi && close.contains(L[end].value))
        return opened && closed
    }

    /// A Chinese label that opens its clause and is an instruction verb there (确定 "make sure").
    static func zhVerbAtClauseStart(_ L: ScalarBuf, _ at: Int, _ lo: Int, _ hi: Int) -> Bool {
        var k = at - 1
        while k >= lo, Ch.isSpace(L[k].value) { k -= 1 }
        guard k < lo || LanguageProfile.isClauseBreak(L[k].value) else { return false }
        return Chinese.profile.doVerbs.startsAt(L, at, hi) != nil
    }

    /// A button/tab word within two words before or after (alphabetic scripts), or within three
    /// characters before or four after (Chinese): "кнопки Undo", "вкладку More", "Info按鈕", "“更多”標簽".
    static func adjacentToButton(_ s: Scalars, _ at: Int, _ end: Int) -> Bool {
        let lo = Swift.max(0, at - 24), hi = Swift.min(s.count, end + 24)
        let alphabetic = s.withUnsafeBufferPointer { b in
            // (a conjunction continues a list of labels: "кнопки «Поделиться» и «Закладки»")
            startsButtonWord(b, Scan.wordRanges(b, lo, at).filter { !isConjunction(Array(b[$0])) }.suffix(2))
                || startsButtonWord(b, Scan.wordRanges(b, end, hi, limit: 2))
        }
        if alphabetic { return true }
        // Chinese names the button after its label (“完成”按钮, 编辑按钮); a button word before it only
        // when next to it (标签“更多”), not across a verb ("按钮来结束编辑")
        let zhNear = Array(s[Swift.max(0, at - 3)..<at]) + [" "] + Array(s[end..<Swift.min(s.count, end + 4)])
        if buttonWordsNear.any(in: zhNear) { return true }
        // one of labels enumerated before a button word they share ("播放、暂停、倒转与快转按钮"):
        // across the others, each a few Han characters after 、 与 和 及 或
        var k = end, crossed = 0
        while k < s.count, zhEnumerators.contains(s[k].value) {
            k += 1
            var han = 0
            while k < s.count, han < 5, Ch.isHan(s[k].value), !zhEnumerators.contains(s[k].value) { k += 1; han += 1 }
            guard han > 0 else { return false }
            crossed += 1
        }
        guard crossed > 0 else { return false }
        let after = Array(s[Swift.max(end, k - 3)..<Swift.min(s.count, k + 4)])
        return buttonWordsNear.any(in: after)
    }

    /// What joins Chinese labels in an enumeration: 、 与 與 和 及 或.
    static let zhEnumerators: Set<UInt32> = Set("、与與和及或".unicodeScalars.map(\.value))

    /// The next word is "button", "tab" or "item(s)" (not "tabs": "the more tabs" names no More tab).
    static func buttonWordFollows(_ L: ScalarBuf, _ end: Int, _ hi: Int) -> Bool {
        guard end < hi, L[end].value == 0x20 else { return false }
        var j = end + 1
        while j < hi, Ch.isASCIILetter(L[j].value) { j += 1 }
        return ["button", "tab", "item", "items"].contains(Scan.str(L, end + 1, j))
    }

    static let conjunctions: Set<String> = ["and", "or", "и", "или", "а", "либо", "或", "和", "及", "或者"]
    static func isConjunction(_ w: Scalars) -> Bool { w.count <= 4 && conjunctions.contains(Sc.str(w)) }

    /// One of the words `words` of `b` starts with an alphabetic button word, ignoring case.
    static func startsButtonWord(_ b: ScalarBuf, _ words: some Collection<Range<Int>>) -> Bool {
        words.contains { r in buttonWordsAlpha.contains { Scan.lowerHasPrefix(b, r.lowerBound, r.upperBound, $0) } }
    }
}

enum Headline {
    static let abbreviations: Set<String> = [
        "т.е", "т.к", "т.д", "т.п", "см", "напр", "др", "рис", "стр", "гл", "ср", "им", "г", "e.g", "i.e", "etc", "vs",
        "cf", "fig", "approx", "no", "mr", "dr", "st",
    ]

    /// End (exclusive) of the sentence that starts at `from`.
    static func sentenceEnd(_ s: Scalars, from: Int = 0) -> Int {
        s.withUnsafeBufferPointer { sentenceEnd($0, from: from) }
    }

    static func sentenceEnd(_ s: ScalarBuf, from: Int = 0) -> Int {
        let n = s.count
        var i = from
        while i < n {
            let v = s[i].value
            // nothing below can apply: no newline, terminator or ellipsis
            if v > 0x3F, v != 0x2026, v != 0x3002, v != 0xFF01, v != 0xFF1F { i += 1; continue }
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
                // "2. 不要…", "4.1.2. Не скрывать…", "п. 3.4. Смело …": the period of an item's number
                // (after a short label of its own, "п.", "No.", "§") ends no sentence
                if v == 0x2E, i > from, (numberStart(s, from, i)..<i).allSatisfy({ Ch.isDigit(s[$0].value) || Ch.isSpace(s[$0].value) || s[$0].value == 0x2E }) {
                    i = j; continue
                }
                if Ch.isLowerLetter(next) { i = j; continue }
                return j
            }
            i += 1
        }
        return n
    }

    /// Where an item's number starts after `from`: past a label of one to three letters and its
    /// period ("п. 3.4", "No. 2") or a section sign ("§ 5").
    static func numberStart(_ s: ScalarBuf, _ from: Int, _ end: Int) -> Int {
        var k = from
        while k < end, Ch.isSpace(s[k].value) { k += 1 }
        if k < end, s[k].value == 0xA7 { return k + 1 }
        var w = k
        while w < end, Ch.isLatinLetter(s[w].value) || Ch.isCyrillic(s[w].value) { w += 1 }
        if w > k, w - k <= 3, w < end, s[w].value == 0x2E, w + 1 < end, Ch.isSpace(s[w + 1].value) { return w + 1 }
        return from
    }

    /// The word before the period at `dot` is a known abbreviation or a single letter ("т.е.", "см.").
    static func isAbbreviation(_ s: ScalarBuf, _ dot: Int) -> Bool {
        var k = dot
        while k > 0, Ch.isWordChar(s[k - 1].value) || (s[k - 1].value == 0x2E && k - 1 > 0 && Ch.isWordChar(s[k - 2].value)) {
            k -= 1
        }
        let len = dot - k
        if len == 1 { return !Ch.isDigit(s[k].value) }
        guard len >= 2, len <= abbreviationMax else { return false }
        return abbreviationScalars.contains { Scan.lowerEquals(s, k, dot, $0) }
    }

    /// `abbreviations` as lowercase scalar values (their letters have no other canonically equivalent
    /// spelling among word characters, so scalar equality is String equality here).
    static let abbreviationScalars: [[UInt32]] = abbreviations.sorted().map(Scan.values)
    static let abbreviationMax = abbreviationScalars.map(\.count).max() ?? 0

    static func sentenceRanges(_ text: Scalars) -> [Range<Int>] {
        text.withUnsafeBufferPointer { s in
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
