// The ingest parser: bytes of one corpus document -> normalized, segmented, classified rules.
// Pure: no I/O, no printing, never throws, never traps on any input.
#if os(Linux)
import Synchronization
#endif

public struct ParsedDocument: Sendable {
    public var name: String
    public var lang: Lang
    public var title: String
    public var rules: [Rule]
    public var repairs: [Repair]
    public var diagnostics: [Diagnostic]
    /// What became of each non-blank line (empty for a file that was not read).
    public var coverage = Coverage()

    public init(name: String, lang: Lang, title: String, rules: [Rule] = [], repairs: [Repair] = [],
                diagnostics: [Diagnostic] = []) {
        self.name = name; self.lang = lang; self.title = title; self.rules = rules
        self.repairs = repairs; self.diagnostics = diagnostics
    }
}

public enum DocumentParser {
    /// Never throws, never crashes on any bytes. Invalid UTF-8 or an empty file gives a Diagnostic
    /// ("invalid-utf8" with the byte offset of the first bad byte / "empty-file") and no rules.
    public static func parse(name: String, bytes: [UInt8], manifest: Manifest.Document?,
                             catalog: ItemCatalog) -> ParsedDocument {
        parse(name: name, bytes: bytes, manifest: manifest, catalog: catalog, trace: nil)
    }

    /// `parse`, handing each rule's draft to `trace` with the rule's ordinal (`explain`).
    static func parse(name: String, bytes: [UInt8], manifest: Manifest.Document?, catalog: ItemCatalog,
                      trace: ((Draft, Int) -> Void)?) -> ParsedDocument {
        let manifestLang = manifest.flatMap { Lang(rawValue: $0.lang) }
        var doc = ParsedDocument(name: name, lang: manifestLang ?? .en, title: manifest?.title ?? name)

        if bytes.isEmpty {
            doc.diagnostics.append(Diagnostic(severity: .warning, code: "empty-file", file: name,
                                              message: "the file is empty; nothing to ingest"))
            return doc
        }
        // decoding validates: at the first ill-formed sequence the normalizer stops with its offset
        var normalizer = Normalizer(file: name)
        var lines: [SourceLine]
        var markdownBlocks: [Block]? = nil
        // A few lines with invalid UTF-8: decoded with U+FFFD in place, reported line by line,
        // their rules flagged garbled. A file mostly invalid (another encoding, binary) is
        // skipped whole.
        var lossy: [Diagnostic] = []
        if MarkdownReader.isMarkdown(name) {
            // Markdown (.md, .markdown): cmark-gfm's nodes as structured blocks, each normalized like a line of text
            var input = bytes
            if let bad = UTF8Check.firstInvalidOffset(bytes) {
                if let decoded = LossyDecoding.decode(bytes, file: name) {
                    lossy = decoded.diagnostics
                    input = decoded.bytes
                } else {
                    normalizer.invalidOffset = bad
                }
            }
            if normalizer.invalidOffset == nil {
                let read = MarkdownBlocks.make(MarkdownReader.read(input), normalizer: &normalizer)
                lines = read.lines
                markdownBlocks = read.blocks
            } else {
                lines = []
            }
        } else {
            lines = normalizer.normalize(bytes)
            if normalizer.invalidOffset != nil, let decoded = LossyDecoding.decode(bytes, file: name) {
                lossy = decoded.diagnostics
                normalizer = Normalizer(file: name)
                lines = normalizer.normalize(decoded.bytes)
            }
        }
        if let bad = normalizer.invalidOffset {
            let shown = bytes[bad..<Swift.min(bytes.count, bad + 4)].map { Excerpt.hex2($0) }.joined(separator: " ")
            doc.diagnostics.append(Diagnostic(
                severity: .error, code: "invalid-utf8", file: name, line: UTF8Check.line(ofByte: bad, in: bytes),
                byteOffset: bad, message: "not valid UTF-8 (first bad byte at offset \(bad)); the file is skipped",
                excerpt: shown))
            if manifestLang == nil {
                doc.lang = Languages.detect(Sc.of(String(decoding: bytes, as: UTF8.self)))
            }
            return doc
        }

        doc.repairs = normalizer.repairs
        doc.diagnostics = lossy + normalizer.diagnostics
        guard let firstLine = lines.first(where: { !$0.text.isEmpty }) else {
            doc.diagnostics.append(Diagnostic(severity: .warning, code: "empty-file", file: name,
                                              message: "the file has no text; nothing to ingest"))
            return doc
        }
        if manifestLang == nil {
            var sample = Scalars()
            for l in lines {
                sample.append(contentsOf: l.text.prefix(4096))
                if sample.count > 200_000 { break }
            }
            doc.lang = Languages.detect(sample)
        }
        if manifest == nil { doc.title = Sc.str(Headline.first(Segmenter.headingText(firstLine.text))) }

        var segmenter = Segmenter(referenceDocument: isReferenceDocument(manifest, lines))
        segmenter.lang = doc.lang
        let blocks = markdownBlocks.map { segmenter.prepare($0) } ?? segmenter.makeBlocks(lines)
        finish(&doc, segmenter: &segmenter, blocks: blocks, catalog: catalog, trace: trace)
        if !lossy.isEmpty { LossyDecoding.flagReplaced(&doc.rules) }
        LineCoverage.account(&doc, bytes: bytes, named: segmenter.named, markdown: markdownBlocks != nil)
        return doc
    }

    /// The pipeline after a reader: blocks -> drafts -> classified rules with their ids. The plain-text
    /// reader passes `Segmenter.makeBlocks`'s blocks; a structured reader (Markdown) passes
    /// `segmenter.prepare(itsBlocks)`, its blocks having `structured` set (DocumentModel.swift).
    static func finish(_ doc: inout ParsedDocument, segmenter: inout Segmenter, blocks: [Block], catalog: ItemCatalog,
                       trace: ((Draft, Int) -> Void)? = nil) {
        var drafts = segmenter.drafts(blocks)
        doc.repairs += segmenter.repairs
        doc.repairs.sort { $0.line < $1.line }
        let items = ItemMatcher.shared(for: catalog)
        var rules: [Rule] = []
        rules.reserveCapacity(drafts.count)
        RuleBuilder.markCatalogRows(&drafts, lang: doc.lang, items: items)
        for d in drafts where d.parts.contains(where: { $0.contains(where: Segmenter.isWordy) }) {
            trace?(d, rules.count)
            var rule = RuleBuilder.build(d, document: doc.name, lang: Languages.unitLanguage(d.parts, documentLang: doc.lang),
                                         ordinal: rules.count, items: items)
            // where no heading names a bar (a forum thread, an email), a paragraph that names none goes
            // on with the bar the paragraph before it, under the same heading, was about
            if d.sectionBars.isEmpty, rule.bars == [.general], RuleBuilder.continuesTopic(rule.kind),
               let prev = rules.last, prev.heading == rule.heading, prev.bars != [.general], !prev.bars.isEmpty,
               prev.kind != .editorial, prev.kind != .caption {
                rule.bars = prev.bars
            }
            rules.append(rule)
        }
        RuleIdentity.assign(&rules)
        doc.rules = rules
    }

    /// API reference pages (the UIKit catalog) hold reference text, not guidelines: known from the
    /// manifest's source, or, without a manifest, from catalog-style run-in headings.
    static func isReferenceDocument(_ manifest: Manifest.Document?, _ lines: [SourceLine]) -> Bool {
        if let m = manifest {
            let s = m.source.lowercased()
            return s.contains("catalog") || s.contains("reference") || s.contains("api")
        }
        return lines.contains { l in
            l.text.count <= 400 && Languages.profiles.contains { $0.matches($0.catalogMarker, l.text) }
        }
    }
}

enum RuleBuilder {
    /// Kinds that go on with the topic of the paragraph before them.
    static func continuesTopic(_ k: RuleKind) -> Bool {
        k == .guideline || k == .behavior || k == .reference || k == .tip
    }

    static func build(_ d: Draft, document: String, lang: Lang, ordinal: Int, items: ItemMatcher) -> Rule {
        var textParts: [Scalars] = []
        for p in d.parts { textParts.append(Sc.trim(p)) }
        var text = Scalars()
        for (k, p) in textParts.enumerated() {
            if k > 0 { text.append("\n") }
            text.append(contentsOf: p)
        }
        let leadSentence = Self.leadSentence(d, text: text, lang: lang)
        var headline = leadSentence
        if let label = d.label { headline = label + Sc.of(". ") + leadSentence }
        // (a title that ends a sentence of its own keeps its mark: "Why does it say Back? UIKit …")
        if let label = d.label, label.count < text.count, Ch.isTerminator(text[label.count].value) {
            headline = label + [text[label.count], " "] + leadSentence
        }
        else if let key = d.key { headline = key + Sc.of(" — ") + leadSentence }

        // the bars the text names, read once (each use filters them its own way)
        var textMentions: [BarMention]? = nil
        func textBars(latin: Bool = true, places: LanguageProfile? = nil) -> [Bar] {
            if textMentions == nil { textMentions = BarLexicon.mentions(text) }
            return BarLexicon.bars(text, mentions: textMentions!, latin: latin, places: places)
        }

        // API names, item identifiers among them (whether the unit names an API at all)
        let allSymbols = Symbols.extract(text, itemIdentifiers: [])
        var (kind, modality, _) = classify(d, lang: lang, leadSentence: Self.answered(leadSentence, in: d.lead, LanguageProfile.of(lang)), text: text,
                                           apiNames: Self.apiPathCount(allSymbols, in: text))

        // bars: the section's (a bar-named run-in label first), else what the text names, else general.
        // Units that are substantially about other bars add them: guidelines and tips that recommend
        // or compare them, reference and behaviour text that names them. A unit that names only some
        // of its section's bars ("… the Info button in a toolbar" under "Toolbar and Navigation Bar
        // Buttons") keeps those. On a class reference page only guidelines add bars. Definitions, captions, property lists, table rows and alternative
        // techniques stay with their section's bars.
        var bars = d.sectionBars
        if let label = d.label, let labelBar = BarLexicon.wholeBar(label) {
            bars.removeAll { $0 == labelBar }
            bars.insert(labelBar, at: 0)
        }
        // text about the document itself (a change log, a preface, the author's contact line) concerns
        // no bar, wherever it stands;
        // a pointer to a general guide keeps its section's bar
        let profile = LanguageProfile.of(lang)
        // (a translator's note inside a bar's section is about that bar's wording: it keeps the
        // section's bars, or the bars it names; under a title that lists most bars, the document's
        // topic, it concerns none)
        if d.tags {
            // (a tag that names a bar files the post under it; the line concerns no bar)
            bars = [.general]
        } else if kind == .editorial, !bars.isEmpty, profile.matches(profile.translatorNote, text) {
            let named = textBars(latin: lang == .en, places: profile)
            if !named.isEmpty { bars = named } else if bars.count >= 4 { bars = [.general] }
        } else if kind == .editorial, Self.opensWithCommentAnchor(text) {
            // (a reviewer's comment is about the bars it names, wherever it stands)
            let named = textBars(latin: lang == .en, places: profile)
            bars = named.isEmpty ? [.general] : named
        } else if kind == .editorial || kind == .reference, d.tableRow, !d.rowNamesItem, Self.isTermPair(d.cells) {
            // (a glossary's term concerns the bar it names, wherever the glossary stands)
            let named = textBars(places: profile)
            bars = named.isEmpty ? [.general] : named
        } else if kind == .editorial, profile.matches(profile.editorial, Headline.first(text)) || profile.matches(profile.editorial, leadSentence)
            || profile.matches(profile.selfReference, text) || d.tableRow
            || Languages.profiles.contains(where: { $0.matches($0.readingTime, text) }) {
            bars = [.general]
        } else if kind == .editorial, !bars.isEmpty, !profile.matches(profile.pointer, leadSentence), !profile.pointsInLaterClause(leadSentence),
                  !profile.matches(profile.reportLabel, Headline.first(text)) {
            // any other text about the document in a bar's section (a sign-off, a licence, a date
            // stamp) concerns the bars it names, else none; a pointer to a general guide and a bug
            // report's steps keep their section's bar
            let named = textBars(latin: lang == .en, places: profile)
            bars = named.isEmpty ? [.general] : named
        } else if bars.isEmpty {
            bars = kind == .editorial ? [] : textBars(places: profile)
            // outside any bar's section, a lead that speaks of tabs ("a tab must never fire an
            // action; put it in the nav bar") is about the tab bar first
            if kind != .editorial, kind != .caption, !bars.contains(.tabBar), Segmenter.speaksOf(\.tabWords, leadSentence) {
                bars.insert(.tabBar, at: 0)
            }
            // outside any bar's section, a statement that names most of the bars is about bars as a
            // family ("the status, navigation, tab … bars are the most common bars"): it concerns
            // no one bar, and it says what they are (a list of the bars' APIs concerns each)
            if bars.count >= Self.familyBarCount, kind == .behavior || kind == .definition {
                bars = [.general]
                if kind == .behavior { kind = .definition }
            }
            if bars.isEmpty { bars = [.general] }
        } else if !(d.caption || d.propertyList || (d.tableRow && !d.task) || d.technique || kind == .editorial) {
            // (a row of a table of requirements states its rule as a sentence does)
            // (a bar named only as a place, "below the search bar", is not what the unit is about)
            let named = textBars(latin: lang == .en, places: profile)
            // a section about several bars: a unit naming only some of them is about those, in
            // the order it names them
            let ownNamed = named.filter { bars.contains($0) }
            // advice for every bar at once ("check every bar in dark mode", «во всех барах держитесь…»)
            // leaves the section's bar: it concerns bars in general
            if named.isEmpty, kind == .guideline || kind == .tip, Self.namesEveryBar(text, profile) {
                bars = [.general]
            } else if d.label == nil, bars.count >= 2, !ownNamed.isEmpty { bars = ownNamed }
            // a section on the search bar and its scope bar: a unit that names neither is about the
            // search bar (the scope bar is a part of it, and names itself where it is meant), unless
            // it speaks of the scopes ("Keep scopes few", «Названия областей», 范围不要超过四个)
            else if d.label == nil, Self.onlySearchAndScope(bars), ownNamed.isEmpty {
                bars = Self.speaksOfScopes(text, profile) ? [.scopeBar] : [.searchBar]
            }
            // a search section's unit that names no bar but speaks of its scopes or segments
            // («Избегайте длинных подписей сегментов») is about the scope bar
            else if d.label == nil, bars == [.searchBar], named.isEmpty, kind != .definition, Self.speaksOfScopes(text, profile) {
                bars = [.scopeBar]
            }
            // a unit that names most of the bars (a list of their APIs) keeps the order it names them in
            if named.count >= Self.familyBarCount, kind == .reference || kind == .guideline || kind == .tip {
                bars = named + bars.filter { !named.contains($0) }
            }
            // (a class reference page is about its class: other bars there are asides)
            if kind == .guideline || kind == .tip || ((kind == .reference || kind == .behavior) && d.zone != .reference) {
                for b in named where !bars.contains(b) { bars.append(b) }
            }
        } else if d.caption {
            // a caption takes the bars it names ("the system buttons of toolbars and navigation
            // bars"); a bar named in parentheses is an aside when the caption names one outside them
            let outside = BarLexicon.bars(Self.outsideParentheses(text), latin: lang == .en)
            let named = outside.isEmpty ? textBars(latin: lang == .en) : outside
            for b in named where !bars.contains(b) { bars.append(b) }
        }

        // a unit about the scope bar that names its search bar only as a place ("just below the
        // search field") or not at all is about the scope bar alone
        if bars.first == .scopeBar || (bars.contains(.scopeBar) && Self.names(profile.scopeWords, in: text)), bars.contains(.searchBar),
           !(d.caption || d.tableRow || d.propertyList), kind != .editorial, textBars().contains(.scopeBar) || Self.names(profile.scopeWords, in: text),
           !textBars(latin: lang == .en, places: profile).contains(.searchBar) {
            bars.removeAll { $0 == .searchBar }
        }
        // a scope bar is a part of its search bar: what it is, and its API, concern the search bar
        // that the text names too ("a segmented control under the search field", UISearchBar)
        if bars == [.scopeBar], kind == .definition || kind == .reference, textBars().contains(.searchBar) {
            bars.append(.searchBar)
        }
        // a quiz's question is about the bars it asks about (its options may name others)
        if d.quiz {
            let asked = BarLexicon.bars(d.lead, latin: lang == .en, places: profile)
            bars = asked.isEmpty ? (d.sectionBars.isEmpty ? [.general] : d.sectionBars) : asked
        }
        // (a unit that concerns no bar by its place looks for the items of every bar)
        let itemBars = bars == [.general] ? Bar.allCases.filter { $0 != .general } : bars
        var ruleItems = items.items(in: text, lang: lang, bars: itemBars)
        // a catalog row that spells its identifier names that item, whatever labels its cells hold
        // (a cell of code alone, "`.cancel`" or "UIBarButtonSystemItemDone", spells it too)
        var spelled = d.tableRow ? items.items(in: text, lang: lang, bars: itemBars, labels: false) : []
        if d.tableRow, spelled.isEmpty {
            let code = d.cells.filter { c in c.first.map { $0 == "." || $0 == "`" || $0 == "U" } ?? false }
            spelled = Array(Set(code.compactMap { items.item(named: $0, bars: itemBars) })).sorted()
        }
        if !spelled.isEmpty { ruleItems = spelled }
        // a catalog entry keyed by a Swift case (".trash — a bin: deletes …") names that item
        if let key = Self.itemKeyCase(text), let id = items.item(swiftCase: key, bars: itemBars), !ruleItems.contains(id) {
            ruleItems.append(id)
            ruleItems.sort()
        }
        // a member marked as code on its own ("`.trash` reads as deletion") names the item of that
        // name the unit's bars hold, as its Swift case
        for code in d.symbols where code.count > 2 && code.first == "." && code.dropFirst().allSatisfy({ $0.isASCII && $0.isLetter }) {
            if let id = items.item(swiftCase: String(code.dropFirst()), bars: itemBars), !ruleItems.contains(id) {
                ruleItems.append(id)
                ruleItems.sort()
            }
        }
        // a system-item row names its item in a cell of its own (the first filled one, as a rule)
        if d.tableRow, spelled.isEmpty, let id = d.cells.lazy.compactMap({ items.item(named: $0, bars: itemBars) }).first,
           !ruleItems.contains(id) {
            ruleItems.append(id)
            ruleItems.sort()
        }
        // text about the document itself names labels only as examples of its wording
        if kind == .editorial, !d.quiz { ruleItems = [] }
        // a unit whose place names no bar, about system bar buttons (a catalog row, "prefer the
        // system items"), concerns the bars they serve
        // a team's own wrapper type named after its bar ("HToolbar", "AppNavBar", "MainTabBar")
        // says which bar a unit whose place names none is about
        let typeBars = bars == [.general] && kind != .editorial && kind != .caption ? Self.barsOfTypeNames(text) : []
        if !typeBars.isEmpty {
            bars = typeBars
        } else if bars == [.general], kind != .editorial, kind != .caption, Self.aboutSystemButtons(text, items: ruleItems) {
            // (under a heading about the system buttons themselves, "System buttons", «Системные
            // кнопки», what is said of them concerns both bars)
            let buttonsHeading = d.path.last.map { Languages.systemButtons.anyLowering(Sc.of($0)) } ?? false
            bars = d.tableRow || d.itemRow || kind == .reference || buttonsHeading
                ? [.toolbar, .navigationBar] : Self.barsServed(by: ruleItems, text: text)
        } else if bars == [.general], kind == .caption, Self.aboutSystemButtons(text, items: ruleItems) {
            // a caption over the system buttons ("Таблица 3.1. Стандартные кнопки") labels what
            // both bars hold
            bars = [.toolbar, .navigationBar]
        } else if bars == [.general], !ruleItems.isEmpty, ruleItems.allSatisfy({ $0.hasPrefix("UITabBarSystemItem") }), d.tableRow {
            bars = [.tabBar]
        }
        // (advice or a fact about bars in general, "Avoid filling bars with the brand colour",
        // names no bar: it stays general)

        // a system bar button item serves toolbars and navigation bars alike: a catalog row or a
        // note about such items concerns both bars (a guideline keeps its section's bar)
        // (a row that says in which of the two bars its item goes, "in the toolbar of the reader",
        // «справа в навбаре», concerns that bar)
        let barButtons = !ruleItems.isEmpty && ruleItems.allSatisfy { $0.hasPrefix("UIBarButtonSystemItem") }
        let rowNames = d.tableRow && barButtons && (bars.contains(.toolbar) || bars.contains(.navigationBar))
            ? textBars(latin: lang == .en, places: profile).filter { $0 == .toolbar || $0 == .navigationBar } : []
        if rowNames.count == 1 {
            bars = rowNames
        } else if (d.tableRow && kind != .guideline) || kind == .tip, barButtons, bars.contains(.toolbar) != bars.contains(.navigationBar),
           d.tableRow || !ruleItems.allSatisfy({ $0.hasSuffix("Space") }) {
            bars.append(bars.contains(.toolbar) ? .navigationBar : .toolbar)
        } else if bars == [.toolbar], kind == .caption,
                  Self.aboutSystemButtons(text, items: ruleItems), !textBars(latin: lang == .en).contains(.toolbar) {
            // a toolbar section's caption over its system buttons ("Таблица 1 — Системные кнопки
            // панелей") labels buttons that serve navigation bars too; a guideline or a fact about
            // system icons there is about the toolbar, the bar of its section
            bars.append(.navigationBar)
        }
        var symbols = allSymbols.filter { !items.identifiers.contains($0) }
        // code spans a structured reader saw (member paths like `.done` the text scan does not take)
        let marked = d.symbols.filter { !items.identifiers.contains($0) && !symbols.contains($0) }
        if !marked.isEmpty { symbols = (symbols + marked).sorted() }
        return Rule(bars: bars, kind: kind, modality: kind == .guideline ? (modality ?? .do) : nil, lang: lang,
                    document: document, heading: d.path, lines: LineRange(d.start, d.end),
                    headline: Sc.str(headline), text: Sc.str(text), items: ruleItems, symbols: symbols,
                    flags: d.garbled ? ["garbled"] : [], ordinal: ordinal)
    }

    /// `Set(bars) == [.searchBar, .scopeBar]`, without building the sets (asked of every unit in a
    /// bar's section).
    static func onlySearchAndScope(_ bars: [Bar]) -> Bool {
        bars.contains(.searchBar) && bars.contains(.scopeBar) && bars.allSatisfy { $0 == .searchBar || $0 == .scopeBar }
    }

    /// How many different bars a unit outside any bar's section names when it speaks of bars as a
    /// family rather than of each one.
    static let familyBarCount = 4

    /// The text names every bar at once, with one of the module's `everyBarWords`.
    static func namesEveryBar(_ text: Scalars, _ p: LanguageProfile) -> Bool {
        // (each phrase ends with a word for a bar: "bar", «бар…», 栏; a text with none of those letters is passed over)
        let letters = everyBarLetters
        guard !p.everyBarWords.isEmpty, text.contains(where: { letters.contains($0.value) }) else { return false }
        let lower = Scan.lower(text)
        return lower.withUnsafeBufferPointer { b in
            (0..<b.count).contains { k in
                (k == 0 || !Ch.isWordChar(b[k - 1].value)) && p.everyBarWords.contains { w in
                    Scan.hasPrefix(b, k, b.count, w) && (k + w.count == b.count || Ch.isHan(w.last!) || !Ch.isWordChar(b[k + w.count].value))
                }
            }
        }
    }

    /// How many APIs a unit's code names name: system items' identifiers aside
    /// ("UIBarButtonSystemItemFlexibleSpace" names an item, as its label would), and a member path
    /// ("navigationItem.searchController") one API, however many names it joins.
    static func apiPathCount(_ symbols: [String], in text: Scalars) -> Int {
        let apis = symbols.filter { !$0.hasPrefix("UIBarButtonSystemItem") && !$0.hasPrefix("UITabBarSystemItem") }
        guard apis.count >= 2 else { return apis.count }
        return text.withUnsafeBufferPointer { b in
            apis.count { name in
                // a name that only ever follows a dot is a member of the path before it
                let w = Scan.values(name)
                return (0..<b.count).contains { k in Scan.hasPrefix(b, k, b.count, w) && (k == 0 || b[k - 1].value != 0x2E) }
            }
        }
    }

    /// The first letter of each language's word for a bar, either case: b B б Б 栏 欄.
    static let everyBarLetters: ScalarSet = [0x62, 0x42, 0x431, 0x411, 0x680F, 0x6B04]

    /// The text holds one of `words`: a whole word, or a Chinese word anywhere.
    static func names(_ words: Set<String>, in text: Scalars) -> Bool {
        guard !words.isEmpty else { return false }
        // (text and words of scalars that are each a character of their own, `Scan.isOwnCharacter`,
        // compare as scalars: the same answer as the Strings below, without building them)
        let values = words.map(Scan.values)
        if values.allSatisfy({ $0.allSatisfy(Scan.isOwnCharacter) }), text.allSatisfy({ Scan.isOwnCharacter($0.value) }) {
            return text.withUnsafeBufferPointer { b in
                Scan.wordRanges(b, 0, b.count).contains { r in values.contains { Scan.lowerEquals(b, r.lowerBound, r.upperBound, $0) } }
                    || values.contains { w in w.contains(where: Ch.isHan) && Scan.contains(b, w) }
            }
        }
        if Scan.words(text).contains(where: { words.contains($0.text) }) { return true }
        let s = Sc.str(text)
        return words.contains { w in w.unicodeScalars.contains { Ch.isHan($0.value) } && s.contains(w) }
    }

    /// Whether a unit outside any bar's section speaks of the bars as a family (`familyBarCount`).
    static func namesBarFamily(_ text: Scalars) -> Bool { BarLexicon.bars(text).count >= familyBarCount }

    /// `text` without what stands in parentheses, round or full-width.
    /// A row of a table of requirements whose requirement cell has no force of its own takes it
    /// from a cell that is only a modal word or two: a level column ("MUST NOT", "Should",
    /// «Запрещено», 禁止).
    static func levelCell(_ d: Draft, _ p: LanguageProfile) -> Lead? {
        for cell in d.cells where cell.count <= 24 && Scan.words(cell).count <= 3 {
            if let l = Classifier.lead(cell, p, mask: cell.withUnsafeBufferPointer { p.anywhereMask($0, 0, $0.count) }) { return Lead(modality: l.modality, explicit: true, cue: l.cue) }
        }
        return nil
    }

    static func outsideParentheses(_ text: Scalars) -> Scalars { Classifier.outsideBrackets(text, square: false) }

    /// A finding reported in the lead sentence ("We found that …") and the instruction that answers
    /// it in the next ("Going forward, keep …"): that instruction leads the unit.
    static func reportedThenInstructed(_ sentence: Scalars, text: Scalars, p: LanguageProfile, lang: Lang) -> Lead? {
        guard p.matches(p.finding, sentence) else { return nil }
        let ranges = Headline.sentenceRanges(text)
        return ranges.count >= 2 ? Classifier.lead(Array(text[ranges[1]]), lang: lang) : nil
    }

    /// The text opens with a system item's identifier ("UIBarButtonItem.SystemItem.trash",
    /// "UITabBarSystemItemMore", ".reply") and a colon or a dash after it.
    static func opensWithItemKey(_ t: Scalars) -> Bool {
        let start = t.withUnsafeBufferPointer { LanguageProfile.textStart($0, 0, $0.count) }
        var k = start
        while k < t.count, k - start < 60, Ch.isASCIIAlnum(t[k].value) || t[k].value == 0x2E || t[k].value == 0x5F { k += 1 }
        guard k > start + 2 else { return false }
        // (scalars compared in place: this is asked of every unit)
        let caseName = t[start].value == 0x2E && t[(start + 1)..<k].allSatisfy { Ch.isASCIILetter($0.value) }
        guard caseName || t.withUnsafeBufferPointer({ b in (start..<k).contains { Scan.hasPrefix(b, $0, k, Self.systemItemWord) } }) else { return false }
        while k < t.count, Ch.isSpace(t[k].value) || t[k].value == 0x60 { k += 1 }
        guard k < t.count else { return false }
        return Ch.isColon(t[k].value) || t[k].value == 0x2014 || t[k].value == 0x2013
    }

    static let systemItemWord: [UInt32] = Scan.values("SystemItem")

    /// The Swift case that keys a catalog entry (".trash — …" gives "trash"), if the text opens with one.
    static func itemKeyCase(_ t: Scalars) -> String? {
        guard opensWithItemKey(t) else { return nil }
        let start = t.withUnsafeBufferPointer { LanguageProfile.textStart($0, 0, $0.count) }
        guard t[start].value == 0x2E else { return nil }
        var k = start + 1
        while k < t.count, Ch.isASCIILetter(t[k].value) { k += 1 }
        return k > start + 1 ? Sc.str(Array(t[(start + 1)..<k])) : nil
    }

    /// One statement of code on a line of its own: ASCII, opened by a lowercase identifier or a
    /// keyword ("let share = …", "navigationItem.rightBarButtonItem = …", "tabBar.isHidden = true",
    /// "setToolbarItems([…], animated: true)"), with an assignment or a call, and no sentence in it.
    static func isCodeStatement(_ t: Scalars) -> Bool {
        let s = Sc.trim(t)
        guard (8...240).contains(s.count), let f = s.first, Ch.isASCIILower(f.value) || f.value == 0x5F,
              s.allSatisfy({ $0.value < 0x80 && $0.value != 0x0A }) else { return false }
        // the first word runs into its member, assignment or call; a word and a space, then a
        // lowercase word, is prose ("use the system item") unless a declaration opens it
        var k = 0
        while k < s.count, Ch.isASCIIAlnum(s[k].value) || s[k].value == 0x5F { k += 1 }
        let word = String(String.UnicodeScalarView(s[..<k]))
        guard k < s.count else { return false }
        let next = s[k].value
        guard next == 0x2E || next == 0x28 || next == 0x5B || (next == 0x20 && k + 1 < s.count && s[k + 1].value == 0x3D)
              || (Self.codeKeywords.contains(word) && Self.declares(s, after: k)) else { return false }
        // an assignment or a call, and no sentence break ("x. Then …")
        guard s.contains(where: { $0.value == 0x3D }) || s.contains(where: { $0.value == 0x28 }) else { return false }
        return !zip(s, s.dropFirst()).contains { $0.value == 0x2E && $1.value == 0x20 }
    }
    static let codeKeywords: Set<String> = ["let", "var"]

    /// After "let" or "var": a name, then "=" or ":" ("let share = …", "var items: […]").
    static func declares(_ s: Scalars, after k: Int) -> Bool {
        var i = k
        while i < s.count, s[i].value == 0x20 { i += 1 }
        let name = i
        while i < s.count, Ch.isASCIIAlnum(s[i].value) || s[i].value == 0x5F { i += 1 }
        guard i > name else { return false }
        while i < s.count, s[i].value == 0x20 { i += 1 }
        return i < s.count && (s[i].value == 0x3D || s[i].value == 0x3A)
    }

    /// A unit that speaks of scopes or of segments, in its module's words or any module's.
    static func speaksOfScopes(_ text: Scalars, _ p: LanguageProfile) -> Bool {
        names(p.scopeWords, in: text) || Segmenter.speaksOf(\.segmentWords, text)
    }

    /// A translation glossary's cells: two short terms in different scripts (Latin beside Cyrillic
    /// or Han), neither a sentence, and at most one remark after them. (A row that names a system
    /// item is a catalog's row: the caller asks that first.)
    static func isTermPair(_ cells: [Scalars]) -> Bool {
        guard cells.count == 2 || cells.count == 3 else { return false }
        func script(_ c: Scalars) -> Int? {
            let t = Sc.trim(c)
            // (a Swift case, ".compose", is code, no term)
            guard !t.isEmpty, t.count <= 32, Scan.words(t).count <= 4, let last = t.last, !Ch.isTerminator(last.value),
                  t[0].value != 0x2E,
                  !t.contains(where: { Ch.isDigit($0.value) }) else { return nil }
            let han = t.contains { Ch.isHan($0.value) }, cyr = t.contains { Ch.isCyrillic($0.value) }
            let latin = t.contains { Ch.isASCIILetter($0.value) }
            if han && !cyr && !latin { return 1 }
            if cyr && !han && !latin { return 2 }
            if latin && !han && !cyr { return 0 }
            // (a rendering that keeps the source term beside it: "搜索栏 / 搜索框")
            return nil
        }
        guard let a = script(cells[0]), let b = script(cells[1]), a != b else { return false }
        // (a third cell that describes the term at length makes a glossary of meanings: "狀態列 |
        // Status bar | 螢幕最上方由系統顯示…的區域"; a remark is short, or about the rendering)
        guard cells.count == 3 else { return true }
        let remark = Sc.str(Scan.lower(cells[2]))
        // ("Раньше — «строка поиска»", "Не «таббар»": a remark of a few words on the rendering)
        return cells[2].count <= 16 || (cells[2].count <= 48 && !describes(cells[2]))
            || ["译", "譯", "перев", "translat"].contains { remark.contains($0) }
    }

    /// A cell that describes at length: eight words or more, or twelve ideographs.
    static func describes(_ cell: Scalars) -> Bool {
        cell.filter({ Ch.isHan($0.value) }).count >= 12 || Scan.words(cell).count >= 8
    }

    /// A finding under a review's verdict or severity label, a run-in one ("(2) Red.") or one before
    /// a colon ("Issue: …"): the force of the first sentence after the label that instructs.
    static func labelledFinding(_ d: Draft, text: Scalars, p: LanguageProfile, lang: Lang) -> Lead? {
        var body: Scalars
        if let label = d.label, p.matches(p.findingLabel, label) {
            body = d.lead
        } else if text.prefix(40).contains(where: { Ch.isColon($0.value) || $0.value == 0x2E || $0.value == 0x3002 }),
                  let end = text.withUnsafeBufferPointer({ p.labelEnd(p.findingLabel, $0, 0, $0.count) }), end < text.count {
            body = Array(text[end...])
        } else {
            return nil
        }
        if body.isEmpty { body = text }
        for r in Headline.sentenceRanges(body) {
            if let l = Classifier.lead(Array(body[r]), lang: lang), l.explicit { return l }
        }
        return nil
    }

    /// A version number at the text's start, marked with a V ("V3.2：…", "v2.0 —") or after a version
    /// word of any module ("Version 1.3", «Версия 1.3», "版本 2.1"): digits with a period between them.
    /// A line with no sentence end, one of whose later parts (set apart by a comma, a slash, a
    /// middle dot or a bar) opens with the document's version: a byline ("Design Standards Office /
    /// English edition, version 3.2, March 2024", «Отдел дизайна, версия 2.1»).
    static func versionPart(_ t: Scalars) -> Bool {
        guard t.count <= 200, !Segmenter.endsTerminal(t), !t.contains(where: { $0.value == 0x0A }) else { return false }
        var k = 0
        while k < t.count {
            let v = t[k].value
            if v == 0x2C || v == 0x2F || v == 0xB7 || v == 0x7C || v == 0xFF0C || v == 0x3001,
               opensWithVersion(Array(t[(k + 1)...])) {
                return true
            }
            k += 1
        }
        return false
    }

    /// "[a] Dana: …", "[b] Marco Rossi: …": a comment's anchor letter in brackets, then a name of
    /// one or two capitalized words and a colon.
    static func opensWithCommentAnchor(_ t: Scalars) -> Bool {
        let s = Sc.trim(t)
        guard s.count >= 8, s[0].value == 0x5B else { return false }
        var k = 1
        while k < s.count, k <= 2, Ch.isASCIILower(s[k].value) { k += 1 }
        guard k > 1, k + 2 < s.count, s[k].value == 0x5D, Ch.isSpace(s[k + 1].value) else { return false }
        let rest = Array(s[(k + 2)...].prefix(32))
        guard let colon = rest.firstIndex(where: { Ch.isColon($0.value) }), colon > 1 else { return false }
        let name = Scan.wordRanges(Array(rest[..<colon]))
        return (1...2).contains(name.count) && name.allSatisfy { Ch.isUpper(rest[$0.lowerBound].value) }
    }

    /// A date that opens the unit and is set apart from what follows by a dash or a colon
    /// ("2024-03-04 – Removed …", "14.03.2024: added …", "2023/06/20 — …").
    static func opensWithDate(_ t: Scalars) -> Bool {
        let start = t.withUnsafeBufferPointer { LanguageProfile.textStart($0, 0, $0.count) }
        var k = start
        var groups: [Int] = []
        while k < t.count, groups.count < 3 {
            let g = k
            while k < t.count, k - g < 4, Ch.isDigit(t[k].value) { k += 1 }
            guard k > g else { return false }
            groups.append(k - g)
            if groups.count < 3 {
                guard k < t.count, [0x2D, 0x2E, 0x2F].contains(t[k].value) else { return false }
                k += 1
            }
        }
        guard groups.count == 3, groups[0] == 4 || groups[2] == 4 else { return false }
        while k < t.count, Ch.isSpace(t[k].value) || Ch.isCloser(t[k].value) || t[k].value == 0x2A { k += 1 }
        return k < t.count && (Ch.isColon(t[k].value) || [0x2013, 0x2014, 0x2D].contains(t[k].value))
    }

    static func opensWithVersion(_ t: Scalars) -> Bool {
        var k = 0
        while k < t.count, Ch.isSpace(t[k].value) { k += 1 }
        // (most texts open with no version word: no lowered copy for them)
        guard k < t.count, versionFirsts.contains(Ch.lower(t[k].value)) else { return false }
        var marked = false
        if let length = versionWordLength(t, k, Swift.min(t.count, k + 16)) {
            k += length
            while k < t.count, Ch.isSpace(t[k].value) { k += 1 }
            marked = true
        }
        if k < t.count, t[k].value == 0x56 || t[k].value == 0x76 { k += 1; marked = true }  // V, v
        // (a bare number is a clause's: "4.1.2. …")
        guard marked else { return false }
        var digits = 0, dots = 0
        while k < t.count, Ch.isDigit(t[k].value) || (t[k].value == 0x2E && digits > 0 && k + 1 < t.count && Ch.isDigit(t[k + 1].value)) {
            if t[k].value == 0x2E { dots += 1 } else { digits += 1 }
            k += 1
        }
        return dots >= 1 && (k == t.count || !Ch.isWordChar(t[k].value))
    }

    /// The length in scalars of the first of `versionWords` that the lowercased `t[k..<end]` starts with.
    static func versionWordLength(_ t: Scalars, _ k: Int, _ end: Int) -> Int? {
        // (scalars that are each a character of their own, `Scan.isOwnCharacter`, compare as
        // scalars: the same answer as the Strings below, without building them)
        if versionWordsPlain, t[k..<end].allSatisfy({ Scan.isOwnCharacter(Ch.lower($0.value)) }) {
            return t.withUnsafeBufferPointer { b in versionWordValues.first { Scan.lowerHasPrefix(b, k, end, $0) }?.count }
        }
        let lowered = Sc.str(Scan.lower(Array(t[k..<end])))
        return versionWords.first(where: { lowered.hasPrefix($0) })?.unicodeScalars.count
    }

    /// The modules' version words, longest first.
    static let versionWords: [String] = Languages.profiles.flatMap(\.versionWords).sorted { $0.count > $1.count }
    static let versionWordValues: [[UInt32]] = versionWords.map(Scan.values)
    static let versionWordsPlain = versionWordValues.allSatisfy { $0.allSatisfy(Scan.isOwnCharacter) }
    /// The first scalars a version line can open with: its words' and the V of "V3.2".
    static let versionFirsts: Set<UInt32> = Set(versionWords.compactMap { $0.unicodeScalars.first.map { Ch.lower($0.value) } } + [0x76])

    /// The modality a label at the text's start gives ("Optional:", «Не рекомендуется:», 可选：), in
    /// any module's words.
    static func modalityLabel(_ t: Scalars) -> Modality? {
        let start = t.withUnsafeBufferPointer { LanguageProfile.textStart($0, 0, $0.count) }
        guard let colon = t[start...].prefix(24).firstIndex(where: { Ch.isColon($0.value) }), colon > start else { return nil }
        let label = Sc.str(Scan.lower(Sc.trim(Array(t[start..<colon]))))
        for p in Languages.profiles { if let m = p.modalityLabels[label] { return m } }
        // a Chinese label that ends in one ("最后一条建议：", "我的建议：", "一个小要求："), the
        // longest that fits ("不建议" before "建议")
        guard label.unicodeScalars.count <= 12, label.unicodeScalars.allSatisfy({ Ch.isHan($0.value) }) else { return nil }
        var best: (key: String, force: Modality)? = nil
        for p in Languages.profiles {
            for (key, force) in p.modalityLabels where key.unicodeScalars.allSatisfy({ Ch.isHan($0.value) }) && label.hasSuffix(key) {
                if best.map({ key.unicodeScalars.count > $0.key.unicodeScalars.count || (key.unicodeScalars.count == $0.key.unicodeScalars.count && key < $0.key) }) ?? true {
                    best = (key, force)
                }
            }
        }
        return best?.force
    }

    /// The force a run-in label's first word gives (the module's `modalityLabels`): «Правило 2» do.
    static func labelForce(_ label: Scalars, _ p: LanguageProfile) -> Modality? {
        Scan.words(label, limit: 1).first.flatMap { p.modalityLabels[$0.text] }
    }

    /// The text names the framework the bars' API lives in ("see the UIKit documentation").
    static func namesFramework(_ s: Scalars) -> Bool {
        // (ASCII words: no other spelling is canonically equivalent, scalar equality is String equality)
        s.withUnsafeBufferPointer { b in
            Scan.wordRanges(b, 0, b.count).contains { r in frameworkNames.contains { Scan.lowerEquals(b, r.lowerBound, r.upperBound, $0) } }
        }
    }
    static let frameworkNames: [[UInt32]] = ["uikit", "swiftui"].map(Scan.values)

    /// The bars that type names in the text are named after: a CamelCase word with letters before
    /// a bar's name at its end ("HToolbar", "AppNavBar", "MainTabBar", "UISearchBar"), in the
    /// order the text names them. A controller or a view of a bar ("UITabBarController") ends
    /// otherwise.
    static func barsOfTypeNames(_ text: Scalars) -> [Bar] {
        var out: [Bar] = []
        text.withUnsafeBufferPointer { b in
            for r in Scan.wordRanges(b, 0, b.count) where r.count >= 7 && Ch.isASCIIUpper(b[r.lowerBound].value) {
                for (suffix, bar) in typeSuffixes where r.count > suffix.count
                    && (0..<suffix.count).allSatisfy({ b[r.upperBound - suffix.count + $0].value == suffix[$0] }) {
                    if !out.contains(bar) { out.append(bar) }
                    break
                }
            }
        }
        return out
    }
    static let typeSuffixes: [([UInt32], Bar)] = [
        ("NavigationBar", Bar.navigationBar), ("NavBar", .navigationBar), ("Toolbar", .toolbar), ("ToolBar", .toolbar),
        ("TabBar", .tabBar), ("SearchBar", .searchBar), ("SearchField", .searchBar), ("ScopeBar", .scopeBar),
        ("StatusBar", .statusBar),
    ].map { (Scan.values($0.0), $0.1) }

    /// Text about system buttons or icons as a kind, or naming bar buttons only (the fixed and
    /// flexible space items lay out a bar; they are no buttons).
    /// System items that belong in one bar by the platform's own use: a sheet's Done, Cancel and
    /// Save, and the Edit button of a list, sit in the navigation bar; actions on the content
    /// (Trash, Reply, Compose, Share …) and the toolbar's spaces in the toolbar. Add, Refresh,
    /// Search and the rest are at home in both.
    static let navigationBarItems: Set<String> = ["Done", "Cancel", "Save", "Edit"].reduce(into: []) { $0.insert("UIBarButtonSystemItem" + $1) }
    static let toolbarItems: Set<String> = ["Trash", "Reply", "Compose", "Action", "Camera", "Organize", "Bookmarks", "Play",
                                           "Pause", "Rewind", "FastForward", "FlexibleSpace", "FixedSpace", "PageCurl"]
        .reduce(into: []) { $0.insert("UIBarButtonSystemItem" + $1) }

    /// The bars a statement or a piece of advice about system bar buttons concerns, where its place
    /// names none: the bar its buttons live in when they all live in one ("keep Done and Cancel on
    /// a sheet" is about the navigation bar), a search's Cancel in the search bar, else both bars
    /// that hold bar buttons. (A catalog row or an API note about the items concerns both.)
    static func barsServed(by items: [String], text: Scalars) -> [Bar] {
        guard !items.isEmpty else { return [.toolbar, .navigationBar] }
        if items == ["UIBarButtonSystemItemCancel"], Segmenter.speaksOfSearch(text) { return [.searchBar] }
        if items.allSatisfy(navigationBarItems.contains) { return [.navigationBar] }
        if items.allSatisfy(toolbarItems.contains) { return [.toolbar] }
        return [.toolbar, .navigationBar]
    }

    static func aboutSystemButtons(_ text: Scalars, items: [String]) -> Bool {
        if !items.isEmpty, items.allSatisfy({ $0.hasPrefix("UIBarButtonSystemItem") && !$0.hasSuffix("Space") }) { return true }
        return Languages.systemButtons.anyLowering(text)
    }

    /// Marks the rows of a catalog (`Draft.itemRow`): a table any row of which names a system item
    /// (the others list custom ones beside them), unless its header says its rows are requirements.
    static func markCatalogRows(_ drafts: inout [Draft], lang: Lang, items: ItemMatcher) {
        var k = 0
        while k < drafts.count {
            guard drafts[k].tableRow else { k += 1; continue }
            var end = k
            while end + 1 < drafts.count, drafts[end + 1].tableRow { end += 1 }
            for j in k...end { drafts[j].rowNamesItem = namesItem(drafts[j], lang: lang, items: items) }
            if !drafts[k].task, (k...end).contains(where: { drafts[$0].rowNamesItem }) {
                for j in k...end { drafts[j].itemRow = true }
            }
            k = end + 1
        }
    }

    /// Whether a table row names a system item in a cell of its own ("Compose", "`.trash`",
    /// «Готово», «Готово» (Done)) or spells an item's identifier anywhere.
    static func namesItem(_ d: Draft, lang: Lang, items: ItemMatcher) -> Bool {
        let bars = Bar.allCases.filter { $0 != .general }
        for cell in d.cells {
            if items.item(named: cell, bars: bars) != nil { return true }
            // a label and its gloss in parentheses: either names the item
            let pieces = cell.split { $0 == "(" || $0 == ")" || $0 == "（" || $0 == "）" }
            if pieces.count > 1, pieces.contains(where: { items.item(named: Array($0), bars: bars) != nil }) { return true }
        }
        var text = Scalars()
        for c in d.cells { text += c; text.append(" ") }
        return !items.items(in: text, lang: lang, bars: bars, labels: false).isEmpty
    }

    /// A byline's later part is about the document: "Design Tooling · maintained by R. O. · last
    /// revised 14 March", «Отдел дизайна · составила А. К.» (parts set apart by a middle dot or a
    /// bar, each matched as a unit's start would be).
    static func bylinePart(_ s: Scalars, _ p: LanguageProfile) -> Bool {
        guard s.count <= 240, s.contains(where: { $0.value == 0xB7 || $0.value == 0x7C }) else { return false }
        var k = 0
        while k < s.count {
            if s[k].value == 0xB7 || s[k].value == 0x7C {
                let part = Sc.trim(Array(s[(k + 1)...]))
                if !part.isEmpty, p.matches(p.editorial, part) { return true }
            }
            k += 1
        }
        return false
    }

    /// The sentence quotes short labels, two or more («Поделиться», «Ответить»; “Reply”, “Share”;
    /// 「回覆」「分享」): it lists the UI's labels, so words about comments or messages there are
    /// the app's, not the document's (one quoted name may be a product's or the document's).
    static func quotesLabel(_ s: Scalars) -> Bool {
        var open: Int? = nil
        var labels = 0
        for (k, c) in s.enumerated() {
            switch c.value {
            case 0xAB, 0x201C, 0x300C: open = k
            case 0xBB, 0x201D, 0x300D:
                if let o = open, k - o > 1, k - o <= 25 { labels += 1 }
                if labels >= 2 { return true }
                open = nil
            default: break
            }
        }
        return false
    }

    /// Cells of which one is a version number alone ("V1.2", "1.0", "v3", "ред. 2") and another
    /// a date alone ("2023-06-08", "08.06.2023", "2023年6月8日").
    static func recordsRevision(_ cells: [Scalars]) -> Bool {
        guard cells.count >= 3 else { return false }
        let trimmed = cells.map { Sc.trim($0) }
        return trimmed.contains(where: isVersionNumber)
            && trimmed.contains { $0.count <= 24 && Segmenter.hasNumericDate($0) }
    }

    /// "V1.2", "v3", "1.0.4", "Rev. 2": a version's number alone, with at most a short mark before it.
    static func isVersionNumber(_ t: Scalars) -> Bool {
        // (a dotted date, "08.06.2023", is no version)
        guard let first = t.firstIndex(where: { Ch.isDigit($0.value) }), first <= 4, t.count <= 12, !Segmenter.hasNumericDate(t)
        else { return false }
        let number = t[first...]
        guard number.allSatisfy({ Ch.isDigit($0.value) || $0.value == 0x2E }), number.last.map({ Ch.isDigit($0.value) }) == true
        else { return false }
        // (a bare number is a version only with its point: "2" alone counts nothing)
        return first > 0 ? t[..<first].allSatisfy { Ch.isLetter($0.value) || $0.value == 0x2E || $0.value == 0x20 } : number.contains { $0.value == 0x2E }
    }

    static func classify(_ d: Draft, lang: Lang, leadSentence: Scalars, text: Scalars, apiNames: Int) -> (RuleKind, Modality?, String) {
        let p = LanguageProfile.of(lang)
        let api = apiNames > 0
        if d.caption { return (.caption, nil, "a caption: a figure or table label") }
        if d.contents { return (.editorial, nil, "a table of contents: links to the document's own sections") }
        if d.tags { return (.editorial, nil, "a post's hashtags: they file the post") }
        if d.quiz { return (.editorial, nil, "a quiz's question with its options and answer key: it asks, it states no rule") }
        // a row of a table under a heading about the document itself (a change log): the
        // document's own record of revisions
        if d.tableRow, d.zone == .preface || Segmenter.opensAppendix(Sc.of(d.path.last ?? "")),
           Languages.aboutDocument(Sc.of(d.path.last ?? "")) {
            return (.editorial, nil, "a table row about the document itself (a change log, a revision list)")
        }
        // a row of a revision history: a version number and a date in cells of their own ("V1.1 |
        // 2022-09-26 | Li Na | Add the scope bar's section"), whatever its change says
        if d.tableRow, Self.recordsRevision(d.cells) {
            return (.editorial, nil, "a table row about the document itself (a revision: a version number and its date)")
        }
        // a row of the page's own properties ("Owner | iOS team", «Статус | Черновик», 负责人 | 设计组)
        if d.tableRow, let key = d.cells.first, Languages.aboutDocument(Sc.trim(key) + Sc.of(":")) {
            return (.editorial, nil, "a table row about the document itself (its owner, status or version)")
        }
        // a row of a table that documents an API ("`scopes` | `[String]` | `[]` | Segment titles"):
        // how the API is written, whatever the description says
        if d.tableRow, d.apiRow { return (.reference, nil, "a row of a table whose header names an API's properties") }
        // a translation glossary's row: a term and its rendering in another script, maybe a remark
        // ("tab bar      标签栏      旧译已弃用", «панель вкладок      tab bar»): about the document's
        // wording, not about the UI
        if d.tableRow, !d.rowNamesItem, Self.isTermPair(d.cells) {
            // (one that gives the bar's class too, "Tab bar | 標籤列 | UITabBar", says how it is written in code)
            if api { return (.reference, nil, "a glossary's row that names the bar's API") }
            return (.editorial, nil, "a translation glossary's row: a term and its rendering in another language")
        }
        // a row keyed by a bar's name ("Tab bar | 49 pt | …"): what that bar is like (unless a
        // column states the bar's rule: "Tab bar | Maximum of 5 tabs | P0" under "Rule")
        if d.tableRow, !d.task, let key = d.cells.first, Self.keyBar(key) != nil {
            // (a glossary's row that says what the bar is for: "Tab bar | switches between the app's
            // sections", 標籤列 | 用來在幾個區塊之間切換)
            if d.cells.count >= 2, d.cells.dropFirst().contains(where: { p.matches(p.definitionVerb, $0) }) {
                return (.definition, nil, "a table row that says what the bar its first cell names is for")
            }
            // a glossary's row: the bar's name, maybe its name in another language, and a description
            // with no measure in it ("狀態列 | Status bar | 螢幕最上方顯示時間與電量的區域"); a row of
            // sizes or counts ("Tab bar | 49 | …") says what the bar is like
            let rest = d.cells.dropFirst()
            if d.cells.count >= 2, !rest.contains(where: { $0.contains { Ch.isDigit($0.value) } }),
               rest.contains(where: Self.describes) {
                return (.definition, nil, "a glossary's row: the bar its first cell names, described")
            }
            return (.behavior, nil, "a table row about the bar its first cell names")
        }
        // a catalog row: what its system item is, whatever its verb; any other row states its rule
        // in its words, like a sentence (a requirement, a check, a fact)
        if d.itemRow { return (.reference, nil, "a table row that names a system item: what the item is") }
        // "UIBarButtonItem.SystemItem.trash：垃圾桶圖示，刪除目前的項目", ".reply — answers the chat": a
        // catalog's entry written as a line, a system item's identifier and what it is
        if Self.opensWithItemKey(text) { return (.reference, nil, "an entry that opens with a system item's identifier: what the item is") }
        // a code block of its own, its comments included ("// Modal editor: Cancel on the left"):
        // how something is written
        if d.code, d.parts.count == 1 { return (.reference, nil, "a code block: how something is written") }
        // "let share = UIBarButtonItem(barButtonSystemItem: .action, …)": a line of code quoted in
        // a review or a chat is how something is written (its "let" is no imperative)
        if Self.isCodeStatement(text) { return (.reference, nil, "a line of code") }
        // "Scenario: …" and its Given/When/Then steps: the behaviour an acceptance test checks
        if Segmenter.gherkinScenario(text) { return (.behavior, nil, "a Gherkin scenario: the behaviour a test checks") }
        if d.propertyList || d.behaviorBullet || d.elementBullet { return (.behavior, nil, "a property list, or a bullet that describes one element") }
        if d.technique { return (.guideline, .consider, "one of several alternative techniques") }  // one of several ways: weigh it
        // a labelled note about the document itself ("Примечание переводчика. …", "译者注：…")
        if d.note != nil || d.label != nil, p.matches(p.editorial, Headline.first(text)) {
            return (.editorial, nil, "about the document itself (a translator's note, a change log)")
        }
        if d.note == .note { return (.reference, nil, "an API note") }  // an API note
        // a tip that names two APIs or more ("Note: … Override childForStatusBarStyle in …", a
        // member path counting once) is a note on the code: a developer reads it as the API's reference
        if d.note == .tip, apiNames >= 2 { return (.reference, nil, "a note that names APIs: a note on the code") }
        if d.note == .tip || (d.note == .important && d.noteStandalone) { return (.tip, nil, "a tip or a boxed note") }
        // "[Comment — Dana] Do we keep the Refresh button?": a reviewer's question asks, it states
        // no rule (the answer in the reply may)
        if LanguageProfile.opensWithComment(text),
           Segmenter.endsWithQuestion(Headline.first(Array(text[text.withUnsafeBufferPointer { LanguageProfile.textStart($0, 0, $0.count) }...]))) {
            return (.editorial, nil, "a reviewer's question in a comment")
        }
        // "[a] Dana: Do we want large titles …": a comment a shared document exported under an
        // anchor letter, and "2024-03-04 – Removed the More tab": a dated entry of a log
        if Self.opensWithCommentAnchor(text) { return (.editorial, nil, "a reviewer's comment exported under its anchor") }
        if Self.opensWithDate(text) { return (.editorial, nil, "a dated entry of a log") }
        // "Steps: …", "Actual: …": a bug report says what was done and what happened, no rule
        if p.matches(p.reportLabel, Headline.first(text)) { return (.editorial, nil, "a bug report's steps or actual result") }
        if LanguageProfile.opensWithLegend(text) { return (.editorial, nil, "a legend: what the document's marks mean") }
        var sentence = Languages.module(lang).cueText(leadSentence)
        if d.note == .important, let (_, rest) = Classifier.inlineLabel(leadSentence) {
            sentence = Array(leadSentence[rest...])
        } else if Self.modalityLabel(sentence) == nil, let rest = Classifier.afterHanLabel(sentence),
                  !Segmenter.endsWithQuestion(Headline.first(rest)), let m = Self.openingBar(rest), Self.startsWithBar(rest, opening: m) {
            // "原文翻譯：狀態列位在…": a label of a few characters names the passage; the sentence
            // after it, with its bar as the subject, decides (not a question it introduces:
            // "很多人会问：状态栏可以隐藏吗？")
            sentence = rest
        }
        // which of the profile's cues placed anywhere fire on the sentence: one pass for all of them
        let mask = sentence.withUnsafeBufferPointer { p.anywhereMask($0, 0, $0.count) }
        func fires(_ cue: Cue) -> Bool { sentence.withUnsafeBufferPointer { p.matches(cue, $0, 0, $0.count, mask: mask) } }
        // an item of a list of instructions without a lead of its own takes the lead-in's
        var lead = Classifier.lead(sentence, p, mask: mask) ?? d.inherited.map { Lead(modality: $0, explicit: true) }
            ?? (d.task && !fires(p.systemAgency) ? (Self.levelCell(d, p) ?? Lead(modality: .do, explicit: true)) : nil)
        // "标签栏只用于导航。": a requirement the module knows from the sentence's structure
        if lead == nil { lead = Languages.module(lang).statedRequirement(sentence) }
        // "4.3.6. The button Done is placed on the right": a specification's clause in the passive
        if lead == nil, d.specClause, d.zone != .definition { lead = Languages.module(lang).specificationRequirement(sentence) }
        if !(lead?.explicit ?? false), let answer = Self.reportedThenInstructed(sentence, text: text, p: p, lang: lang) {
            lead = answer
        }
        // "(2) Red. Seven tabs are crammed in. Keep five.": a review's verdict labels a finding, and
        // the first sentence after it that instructs answers it
        if !(lead?.explicit ?? false), let answer = Self.labelledFinding(d, text: text, p: p, lang: lang) {
            lead = answer
        }
        // "Crowded bars. Keep one or two items a side.": a topic of a few words before the
        // instruction, where the reader split no run-in label (a bullet's)
        if !(lead?.explicit ?? false), d.label == nil, let dot = Classifier.runInLabel(sentence) {
            let ranges = Headline.sentenceRanges(text)
            let after = dot >= sentence.count - 2 ? (ranges.count >= 2 ? Array(text[ranges[1]]) : []) : Sc.trim(Array(sentence[(dot + 1)...]))
            if let next = Classifier.lead(after, lang: lang), next.explicit { lead = next }
        }
        // "**Bars are chrome, not content.** Keep them calm: …": a bold topic that instructs nobody,
        // and the instruction in the sentence after it (a topic that requires, "**… должна …**",
        // leads itself)
        if lead == nil, d.boldLead, d.label == nil, d.note == nil {
            let ranges = Headline.sentenceRanges(text)
            if ranges.count >= 2, let next = Classifier.lead(Array(text[ranges[1]]), lang: lang), next.explicit { lead = next }
        }
        // "**角标要克制。** 可以在标签上显示角标…": a few Han characters as a sentence of their own, a
        // topic the reader split no label from, and the instruction in the sentence after it
        if !(lead?.explicit ?? false), d.label == nil, Classifier.isHanTopic(sentence) {
            let ranges = Headline.sentenceRanges(text)
            if ranges.count >= 2, let next = Classifier.lead(Array(text[ranges[1]]), lang: lang), next.explicit { lead = next }
        }
        // "Optional: show a badge", «Обязательно: …», "禁止：…": a label gives the force, unless the
        // words after it forbid or hedge on their own
        if let forced = Self.modalityLabel(sentence), lead.map({ !$0.explicit || $0.modality == .do }) ?? true {
            lead = Lead(modality: forced, explicit: true)
        }
        // a run-in label that says what the paragraph is ("Rule 2.", «Правило 3.», «Требование.»)
        // gives the force a lead lacks
        if let label = d.label, lead.map({ !$0.explicit }) ?? true, let forced = Self.labelForce(label, p) {
            lead = Lead(modality: forced, explicit: true)
        }
        // "❌ Hide the bar …", "✅ Keep …": a verdict mark says to do it or not, whatever the verb
        if let verdict = LanguageProfile.openingVerdict(sentence) {
            if !verdict, lead?.modality != .dont, lead?.modality != .avoid { lead = Lead(modality: .dont, explicit: true) }
            if verdict, lead == nil || !(lead!.explicit) { lead = Lead(modality: .do, explicit: true) }
        }
        // text about the document itself: a change log, a revision note, a translator's preface,
        // a line that opens with the document's version ("Версия 1.3 от 14.03.2025", "V3.2：新增…")
        if p.matches(p.editorial, sentence) || Self.opensWithVersion(sentence) || Self.bylinePart(sentence, p)
            || Self.versionPart(text)
            || (fires(p.selfReference) && BarLexicon.bars(sentence).isEmpty && !Self.quotesLabel(sentence)) {
            return (.editorial, nil, "about the document itself (a change log, a revision note, a preface)")
        }
        // a byline or a note whose later sentence is about the document ("Dana W., with the TAs.
        // Revised 14 October."), instructing nothing and naming no bar
        // (a short unit of two sentences or more: a stop before its last scalars)
        if lead == nil, apiNames == 0, text.count <= 400, text.dropLast(2).contains(where: { Ch.isTerminator($0.value) }),
           Headline.sentenceRanges(text).dropFirst().contains(where: { p.matches(p.editorial, Array(text[$0])) }),
           BarLexicon.bars(text).isEmpty {
            return (.editorial, nil, "a later sentence is about the document itself, and no bar is named")
        }
        // "By Dana Lee · 6 min read · May 2024": a line that states the post's reading time is its byline
        if d.parts.count <= 1, text.count <= 200, !text.contains(where: { $0.value == 0x0A }),
           Languages.profiles.contains(where: { $0.matches($0.readingTime, text) }) {
            return (.editorial, nil, "a byline: the post's author and reading time")
        }
        // "原创 阿木 木头设计笔记 2024-03-18", "Anna K. · 18.03.2024": a short line with a date, no
        // sentence and no instruction is the author's byline or a date stamp
        if d.parts.count <= 1, text.count <= 80, !Segmenter.endsTerminal(text), !(lead?.explicit ?? false),
           Segmenter.hasNumericDate(text), BarLexicon.bars(text).isEmpty {
            return (.editorial, nil, "a byline or a date stamp")
        }
        // a paragraph that introduces its code example ("Override … and call …:" and the override)
        // says how to write it: reference, unless it forbids or warns
        // (a verdict mark before it, "✅ Call … :", makes it the good example of a rule)
        if d.introducesCode, let intro = d.parts.first.map(Sc.trim), let c = intro.last, Ch.isColon(c.value),
           LanguageProfile.openingVerdict(intro) == nil,
           lead.map({ $0.modality == .do || $0.modality == .consider || !$0.explicit }) ?? true {
            return (.reference, nil, "a paragraph with its code example")
        }
        // a short line that names the table below it ("System buttons we use (toolbar and nav
        // bar):") captions it; one that instructs ("Use these system buttons:") is a guideline
        if d.introducesTable, text.count <= 100, !(lead?.explicit ?? false), !fires(p.normative), !api,
           let c = text.last, Ch.isColon(c.value), !text.dropLast().contains(where: { Ch.isTerminator($0.value) }) {
            return (.caption, nil, "a short line that introduces the table below it")
        }
        // "下表列出了常用的系统按钮（UIBarButtonItem.SystemItem）…": a paragraph that introduces a table of
        // an API's names, asking nothing, is the table's reference text
        if d.introducesTable, api, !(lead?.explicit ?? false), !fires(p.normative) {
            return (.reference, nil, "a paragraph that introduces a table of an API's names")
        }
        if d.note == .important {
            // an important note that instructs ("Important: Don't …") is a guideline; one that states
            // or reports ("Важно: у каждой кнопки свой смысл", "…, пользователь должен …") is a note
            guard let l = lead, l.explicit else { return (.tip, nil, "an important note that instructs nobody") }
            return (.guideline, l.modality, "an important note: its lead decides the modality")
        }
        // a bare developer pointer ("See …", 请参阅…, "См. …"), and "you can also …" with one
        // a pointer opens the sentence, or a later clause after a phrase that instructs nothing
        let pointer = fires(p.pointer)
            || (p.pointsInLaterClause(sentence) && Classifier.lead(firstClause(sentence), lang: lang) == nil)
        // a pointer to a general guide, naming no API: editorial
        if pointer, !api, !Self.namesFramework(sentence), d.zone == .reference || d.zone == .intro || d.zone == .guideline || d.zone == .decision {
            return (.editorial, nil, "a pointer to a general guide that names no API")
        }
        // "you can also …": what is available, not what to do; "you can set … UIStatusBarStyle": an API capability
        if fires(p.permissive) { return (.reference, nil, "\"you can also …\": what is available, not what to do") }
        // (an API named only in brackets glosses the sentence, and "consider" suggests: "可以考虑改用筛选菜单（UIMenu）")
        if api, fires(p.soft), !fires(p.consider), d.zone != .preface, Classifier.hasAPINameOutsideAsides(text) {
            return (.reference, nil, "an API capability (\"you can\" with an API name)")
        }
        // what the bar is and does, with the bar as subject ("标签栏位于应用窗口的底部", "A tab bar always appears …")
        // (only where a zone asks: the bar lexicon's scan of the sentence is not free)
        var opening = d.zone != .preface ? openingBar(sentence) : nil
        var subjectBar = opening.map { startsWithBar(sentence, opening: $0) } ?? false
        // (after a label and its colon, "原文翻譯：狀態列位在…", "Original: The tab bar …", the bar
        // may still be the subject)
        var subjectSentence = sentence
        if !subjectBar, d.zone != .preface, let rest = Self.afterLeadIn(sentence, colonOnly: true),
           let m = openingBar(rest), startsWithBar(rest, opening: m) {
            subjectSentence = rest
            opening = m
            subjectBar = true
        }
        let clause = subjectBar ? firstClause(subjectSentence) : []
        // "它在状态栏正下方，负责…": at a bar section's opening, "it" is the section's bar
        let pronounSubject = !subjectBar && d.zone == .definition && !d.sectionBars.isEmpty && Self.opensWithPronoun(sentence)
        let aboutBar = (subjectBar && p.matches(p.behaviorVerb, clause)) || pronounSubject
        // what the bar is for, or what it is: "Панель вкладок — это …", "A scope bar — a row of …"
        var forBar = subjectBar && (p.matches(p.definitionVerb, clause) || dashAfterBar(subjectSentence, opening: opening!))
        // what an API type is ("UIToolbar 的內容是一組 UIBarButtonItem", "UINavigationBar is a view
        // that …"): the class's reference, not the bar's definition
        if forBar, !(lead?.explicit ?? false), let m = opening, m.range.upperBound <= subjectSentence.count,
           BarLexicon.isAPIName(subjectSentence[m.range]) {
            return (.reference, nil, "what an API type is: the class's reference")
        }
        // the bar said to be an API type ("The navigation bar is a UINavigationBar managed by …",
        // «Панель вкладок — это UITabBar, …»): the class's reference, not what the bar is for
        // (a class in brackets is an aside: "The tab bar (UITabBar) is the strip …")
        if forBar, !(lead?.explicit ?? false), Classifier.hasAPIName(Classifier.withoutAsides(firstClause(subjectSentence))) {
            return (.reference, nil, "the bar said to be an API type: the class's reference")
        }
        // after a short lead-in ("For the record, a scope bar lets people …", "Background for new
        // designers: the navigation bar is the strip …"), the bar as subject says what it is for
        if !subjectBar, !api, d.zone != .preface, !(lead?.explicit ?? false), let rest = Self.afterLeadIn(sentence) {
            let says = p.matches(p.definitionVerb, firstClause(rest))
            // (the bar lexicon's scan only where a definition's verb or a dash could follow the name)
            if says || rest.prefix(64).contains(where: { Ch.isDash($0.value) || $0.value == 0x662F /* 是 */ }),
               let m = openingBar(rest), startsWithBar(rest, opening: m), says || dashAfterBar(rest, opening: m) {
                forBar = true
            }
        }
        /// Every sentence of the unit points elsewhere or states an API, with no instruction: a
        /// pointer anywhere in a sentence counts ("Для руководства разработчика см. …").
        func allPointers() -> Bool {
            Headline.sentenceRanges(text).allSatisfy { r in
                let t = Array(text[r])
                if p.matches(p.pointer, t) { return true }
                // (a class named in parentheses is an aside: "Navigation bar: the bar that … (UINavigationBar).")
                guard Classifier.hasRefMarker(t) || Classifier.hasAPIName(Self.outsideParentheses(t)) else { return false }
                return Classifier.lead(t, lang: lang).map { !$0.explicit } ?? true
            }
        }
        /// A later sentence of the unit is a developer pointer ("參看 … 學習如何在代碼中定義標簽欄").
        func pointsOn() -> Bool {
            Headline.sentenceRanges(text).dropFirst().contains { p.matches(p.pointer, Array(text[$0])) }
        }
        // "Панель вкладок. …" after "Следующие классы …:": a bar named by a run-in label is described
        if let label = d.label, BarLexicon.wholeBar(label) != nil, d.zone == .reference || d.zone == .intro {
            return (.definition, nil, "a bar named by a run-in label and described")
        }
        // a row of a table of requirements or checks states its rule in its requirement cell,
        // wherever the table stands (a section's opening, a behaviour heading)
        if d.tableRow, d.task, let l = lead, !pointer, d.zone != .preface {
            return (.guideline, l.modality, "a row of a table of requirements: its requirement cell states the rule")
        }
        // outside any bar's section, a statement about the document itself ("This standard governs how
        // our apps use the six bars: …") is editorial, whatever bars it names; one that defines a term
        // it uses ("本规范所称“系统栏”，是指…") is a definition
        if d.sectionBars.isEmpty, d.zone != .preface, !(lead?.explicit ?? false), !pointer, !forBar, fires(p.selfReference),
           !p.matches(p.definitionVerb, sentence) {
            return (.editorial, nil, "outside any bar's section, it speaks of the document itself")
        }
        // no cue in the lead sentence, no pointer or API name, no bar as the subject of what it is or does, no
        // statement the module recognizes, not the bars named as a family outside any bar's
        // section (they say what bars are): where the position alone would decide, the learned
        // fallback weighs in when it is confident (Learned/FallbackModel.swift)
        if lead == nil, !pointer, !api, !forBar, !aboutBar, !fires(p.statementStart), !fires(p.systemAgency),
           !p.matches(p.behaviorVerb, sentence), !(d.sectionBars.isEmpty && Self.namesBarFamily(text)) {
            let g = FallbackModel.guess(text)
            // (it says what kind of statement the unit is; it never makes one an instruction: the
            // cues found none, and a word they weighed and set aside, «может не заметить», 可以,
            // would otherwise count again)
            // (nor a definition inside a bar's section past its opening: what a bar is stands where
            // its section opens, and a later statement about it says what it does)
            // (nor text about the document inside a bar's section when it names a bar in its words:
            // text about the document is known by its cues, a statement about a bar is not one)
            if g.kind != .guideline, g.probability >= FallbackModel.threshold,
               g.kind != .definition || d.zone == .definition || d.sectionBars.isEmpty,
               g.kind != .editorial || d.sectionBars.isEmpty || BarLexicon.bars(text).isEmpty {
                return (g.kind, g.modality, FallbackModel.reason(g))
            }
        }
        // "Bars (панели) are …", «Панели (bars) — это …»: outside any bar's section, what bars are
        if d.sectionBars.isEmpty, d.zone != .preface, lead == nil || !(lead!.explicit),
           p.matches(p.familyDefinition, sentence.contains(where: { Ch.isOpener($0.value) }) ? Sc.collapsingSpaces(Classifier.withoutAsides(sentence)) : sentence) {
            return (.definition, nil, "outside any bar's section, it says what bars are")
        }
        switch d.zone {
        case .preface:
            // under a heading about the document itself ("Motivation", «Открытые вопросы», 推行計畫):
            // why it was written, what else was weighed, what is still open, when it applies
            // (what bars are, said under a foreword's heading, "写在前面", is still what they are)
            if let heading = d.path.last, Languages.aboutDocument(Sc.of(Outline.strip(heading))) {
                if fires(p.familyDefinition), !(lead?.explicit ?? false) { return (.definition, nil, "before the first bar's section, it says what bars are") }
                // (under "Further reading", a link to an API's documentation is a pointer to it)
                // (not a change log's entry: "1.4 (March 2024): added BAR-042; `maxTabs` …")
                if api, d.parts.count == 1, !(lead?.explicit ?? false), !fires(p.selfReference), !Self.namesVersionOrYear(text) {
                    return (.reference, nil, "under a heading about the document, a pointer to an API's documentation")
                }
                return (.editorial, nil, "under a heading about the document itself")
            }
            if let l = lead, l.explicit, l.modality != .consider { return (.guideline, l.modality, "an explicit instruction before the first bar's section") }
            // "This article answers … about the status bar, navigation bars, …": the document says
            // what it covers, naming the bars it covers
            if fires(p.selfReference), !(lead?.explicit ?? false) {
                return (.editorial, nil, "before the first bar's section, it speaks of the document itself")
            }
            if namesBarFamily(text) { return (.definition, nil, "before the first bar's section, it names most of the bars: what they are") }
            if fires(p.familyDefinition) { return (.definition, nil, "before the first bar's section, it says what bars are") }
            return (.editorial, nil, "text before the first bar's section: about the document")
        case .definition:
            // A section's first paragraph is a definition only when it says what its bar is or is
            // for; an instruction there is a guideline like anywhere else.
            // (an API note without its label: where the bar is contained, and where to read about it in code)
            if pointer || allPointers() { return (.reference, nil, "the section's first paragraph, a pointer to the API") }
            if let l = lead, instructs(l, p, definesBar: forBar || aboutBar) { return (.guideline, l.modality, "an instruction, though it opens its section") }
            // a later paragraph under a purpose heading that neither says what the bar is nor opens
            // with a term and its colon ("Toolbar: …", "工具栏：…") tells how the bar behaves
            if d.laterInPurpose, !forBar, !subjectBar,
               !sentence.prefix(48).contains(where: { Ch.isColon($0.value) }) {
                return (.behavior, nil, "a later paragraph under a purpose heading: how the bar behaves")
            }
            return (.definition, nil, "the section's first paragraph says what its bar is or is for")
        case .reference:
            if let label = d.label, Classifier.isPurposeLabel(label) {
                return (.definition, nil, "a purpose label on a reference page")
            }
            if let l = lead, l.modality == .dont || l.modality == .avoid { return (.guideline, l.modality, "a prohibition on a reference page") }
            // "Панели навигации полупрозрачны по умолчанию": the bar's own behaviour, no API named
            if subjectBar, !api, !(lead?.explicit ?? false) { return (.behavior, nil, "the bar's own behaviour on a reference page, no API named") }
            return (.reference, nil, "a reference page")
        case .behavior:
            // a zone heading ("Appearance and behavior") weighs in, but never overrides an instruction
            if pointer { return (.reference, nil, "a pointer in a behaviour section") }
            if let l = lead, l.explicit, instructs(l, p, definesBar: forBar || aboutBar) {
                return (.guideline, l.modality, "an instruction, though under a behaviour heading")
            }
            if Classifier.hasRefMarker(sentence) { return (.reference, nil, "a reference in a behaviour section") }
            return (.behavior, nil, "under a behaviour heading, with no instruction")
        case .decision:
            // what a meeting or a decision record decided is a rule the team adopted, however it is
            // worded ("We will drop the custom back button", «Заголовок — короткое имя экрана»);
            // what the system does by itself, a pointer or a line of code stays what it is
            if pointer { return (.reference, nil, "a pointer under a heading of decisions") }
            if fires(p.systemAgency) { return (.behavior, nil, "what the system does by itself, under a heading of decisions") }
            if let l = lead { return (.guideline, l.modality, "an instruction under a heading of decisions") }
            if Classifier.hasRefMarker(sentence) { return (.reference, nil, "a reference under a heading of decisions") }
            return (.guideline, .do, "under a heading of decisions: what was decided is a rule")
        case .mistakes:
            // a list of common mistakes ("❌ A Done button in the toolbar to close a modal"): what an
            // item describes is not to be done, unless its own words give another force
            if pointer { return (.reference, nil, "a pointer under a heading of mistakes") }
            if let l = lead, l.explicit { return (.guideline, l.modality, "an instruction under a heading of mistakes") }
            if fires(p.systemAgency) { return (.behavior, nil, "what the system does by itself, under a heading of mistakes") }
            if Classifier.hasRefMarker(sentence) { return (.reference, nil, "a reference under a heading of mistakes") }
            return (.guideline, .dont, "a list item under a heading of mistakes: what it describes is not to be done")
        case .dos:
            // a list under "✅ Do": what an item describes is to be done, unless its words say otherwise
            if pointer { return (.reference, nil, "a pointer under a heading of things to do") }
            if let l = lead, l.explicit { return (.guideline, l.modality, "an instruction under a heading of things to do") }
            if fires(p.systemAgency) { return (.behavior, nil, "what the system does by itself, under a heading of things to do") }
            return (.guideline, .do, "a list item under a heading of things to do")
        case .guideline, .intro:
            if pointer { return (.reference, nil, "a pointer to other documentation") }
            if fires(p.statementStart) { return (.behavior, nil, "a statement with no subject, as a property bullet reads") }
            if forBar, !(lead?.explicit ?? false) { return pointsOn() ? (.reference, nil, "what the bar is for, with a pointer to its API") : (.definition, nil, "what the bar is for, with the bar as subject") }
            // where the bar sits, then what it is for in a later clause or sentence ("The navigation bar
            // sits at the top … Its job is to …", "範圍列出現在搜尋列下方，…讓使用者…")
            if aboutBar, lead == nil, !pointsOn(), p.matches(p.definitionVerb, text) { return (.definition, nil, "where the bar sits, and what it is for") }
            // (a modal in the bar's own clause, "The tab bar should stay …", "标签栏应在…保持可见",
            // says what the bar must do: a rule; one after where the bar sits, "搜索栏位于列表顶部，
            // 并且应当…", goes on describing it)
            if aboutBar, !(lead?.explicit ?? false), !Self.modalInClause(lead, clause, p) {
                return (.behavior, nil, "what the bar does or where it sits, with the bar as subject")
            }
            // "用 tintColor 屬性改變…", "Override preferredStatusBarStyle …": what to write in code
            // ("In UIKit, create a UISearchController …": the framework named, the API to use)
            // (a checklist's item is a check to perform, whatever it names)
            if let l = lead, l.modality == .do, api, !d.task, Classifier.hasAPIName(sentence),
               p.codeWords.anyLowering(sentence) || Self.namesFramework(sentence) {
                return (.reference, nil, "an instruction about code: it names the API to use")
            }
            if let l = lead, l.explicit || !d.elementContext { return (.guideline, l.modality, "an instruction in the lead sentence") }
            if d.elementContext { return (.behavior, nil, "a paragraph in a list of described elements") }
            if d.zone == .guideline {
                if Classifier.hasRefMarker(sentence) || (lead == nil && Classifier.hasAPIName(sentence)) {
                    return (.reference, nil, "a reference in a guidelines section")
                }
                // a guidelines heading weighs in, but a statement that instructs nobody stays a statement
                // ("In landscape the bar gets a little shorter", "点开后右侧会出现取消按钮")
                if lead == nil { return (.behavior, nil, "a statement with no instruction, though under a guidelines heading") }
                return (.guideline, .do, "a guidelines section: a normative word makes it an instruction")
            }
            if Classifier.hasRefMarker(text) { return (.reference, nil, "API text or a pointer with no instruction") }
            if Classifier.hasAPINameOutsideAsides(sentence) {
                // "the Edit button turns into Done by itself: that is how editButtonItem behaves":
                // what the system does, the API named as its source
                if fires(p.systemAgency) { return (.behavior, nil, "what the system does by itself, an API named as its source") }
                return (.reference, nil, "API text or a pointer with no instruction")
            }
            if lead == nil { return (.behavior, nil, "a statement with no instruction in a bar's section") }
            return (.guideline, .do, "no other evidence: a sentence of a guidelines text is advice")
        }
    }

    /// A lead sentence that asks a question is answered by the next one ("A custom height for the
    /// tab bar? Try not to."): both decide together.
    /// So is a lead that only answers a question asked before it ("Yes, four is too many. Try not
    /// to …", «Да, это много. Не ставьте …», "是的，太多了。…").
    static func answered(_ lead: Scalars, in text: Scalars, _ p: LanguageProfile) -> Scalars {
        guard let last = lead.last else { return lead }
        let asks = last.value == 0x3F || last.value == 0xFF1F
        let answers = !asks && opensWithAnswer(lead, p)
        // a lead of one or two words that only marks the unit ("Red.", "Fixed.", «Критично.»):
        // the sentence after it is read with it
        // (words apart by spaces: a Chinese sentence is one run)
        if !asks, !answers, last.value == 0x2E, lead.count <= 24, lead.lazy.filter({ Ch.isSpace($0.value) }).count <= 1,
           !lead.contains(where: { Ch.isHan($0.value) }),
           Classifier.lead(lead, p, mask: lead.withUnsafeBufferPointer { p.anywhereMask($0, 0, $0.count) }) == nil {
            let ranges = Headline.sentenceRanges(text)
            if ranges.count >= 2 { return lead + Sc.of(" ") + Sc.trim(Array(text[ranges[1]])) }
        }
        guard asks || answers else { return lead }
        // (the answer word itself says nothing: "No, never use …" reads as "never use …", and a
        // lead that is only the answer, "No. Never use …", as the sentence after it)
        let own = answers ? Sc.trim(Array(lead.drop { !answerEnds.contains($0.value) }.dropFirst())) : lead
        let ranges = Headline.sentenceRanges(text)
        guard ranges.count >= 2 else { return own.isEmpty ? lead : own }
        let next = Sc.trim(Array(text[ranges[1]]))
        // (an answer, labelled or opening with yes or no, with a force of its own decides, not
        // the verbs of the question: "…还要放 Refresh 按钮吗？ A：可以不放。")
        if asks {
            let answer = Self.withoutAnswerLabel(next)
            if answer.count < next.count || opensWithAnswer(next, p),
               Classifier.lead(answer, p, mask: answer.withUnsafeBufferPointer { p.anywhereMask($0, 0, $0.count) })?.explicit == true {
                return next
            }
        }
        return own.isEmpty ? next : own + Sc.of(" ") + next
    }

    /// `s` without an answer's label in any module ("A:", "答：", «Ответ:»).
    static func withoutAnswerLabel(_ s: Scalars) -> Scalars {
        guard let k = s.prefix(12).firstIndex(where: { Ch.isColon($0.value) }), k > 0, k <= 8,
              Languages.profiles.contains(where: { $0.matches($0.answerLabel, Array(s[...k])) }) else { return s }
        return Sc.trim(Array(s[(k + 1)...]))
    }

    /// The sentence opens with a word that answers yes or no, then a comma or a stop.
    static func opensWithAnswer(_ s: Scalars, _ p: LanguageProfile) -> Bool {
        guard !p.answerWords.isEmpty else { return false }
        // (the first 12 scalars, lowered one at a time: no lowered copy of the sentence)
        let n = Swift.min(s.count, 12)
        return p.answerWords.contains { w in
            w.count < n && w.indices.allSatisfy { Ch.lower(s[$0].value) == w[$0] } && answerEnds.contains(Ch.lower(s[w.count].value))
        }
    }
    static let answerEnds: Set<UInt32> = [0x2C, 0x2E, 0x21, 0xFF0C, 0x3002, 0xFF01, 0x2014, 0x3001]

    /// Whether a lead makes the sentence an instruction where the section's position would say
    /// otherwise: any dont, avoid or consider; an imperative or a modal; a normative word unless the
    /// sentence states what a bar is or does with the bar as its subject ("Панель вкладок должна
    /// располагаться внизу" is still a guideline; "A tab bar lets people …" is not).
    static func instructs(_ l: Lead, _ p: LanguageProfile, definesBar: Bool) -> Bool {
        // (with the bar as subject, what it may hold is what it can do: "导航栏…，并且可以包含…控件";
        // only "consider" itself suggests there)
        !definesBar || l.modality == .dont || l.modality == .avoid || (l.modality == .consider && l.cue === p.consider)
    }

    /// The bar name that starts first in the sentence's first 64 scalars (`openingMention`): a bar's
    /// name, an article and a following "controller" fit there.
    static func openingBar(_ sentence: Scalars) -> BarMention? {
        openingMention(sentence.count > 64 ? Array(sentence[0..<64]) : sentence)
    }

    /// The sentence opens with a bar's name (after an article), its `openingBar` `m`: its subject is
    /// the bar, not the bar's controller ("標簽欄控制器是…", "A tab bar controller is …").
    static func startsWithBar(_ full: Scalars, opening m: BarMention) -> Bool {
        let s = full.count > 64 ? Array(full[0..<64]) : full
        // (after what opens a text: a list item's number, a recording's timecode, "[10:15] 範圍列是…")
        var k = s.withUnsafeBufferPointer { LanguageProfile.textStart($0, 0, $0.count) }
        while k < s.count, Ch.isSpace(s[k].value) || Ch.isOpener(s[k].value) { k += 1 }
        if m.range.lowerBound != k {
            // (only an article before the name: "a ", "the ", "an ", `BarLexicon.articles`)
            let head = Scan.lower(s[k..<m.range.lowerBound]).map { $0.value }
            guard BarLexicon.articles.contains(head) else { return false }
        }
        var e = m.range.upperBound
        while e < s.count, Ch.isSpace(s[e].value) { e += 1 }
        return s.withUnsafeBufferPointer { b in !controllerWords.contains { Scan.lowerHasPrefix(b, e, b.count, $0) } }
    }

    /// Whether a weak do lead comes from a modal of the sentence's first clause: a normative word
    /// there ("should", 应该), or the module's own modal (应 before a verb or a phrase of place).
    static func modalInClause(_ lead: Lead?, _ clause: Scalars, _ p: LanguageProfile) -> Bool {
        guard let l = lead, l.modality == .do, !l.explicit, !clause.isEmpty else { return false }
        if l.cue === p.normative { return p.matches(p.normative, clause) }
        return l.cue == nil && Languages.module(of: p).morphologyLead(clause)?.modality == .do
    }

    /// The bar name that starts first in `s`, the longest of those starting there ("панель области
    /// поиска", not "панель области").
    static func openingMention(_ s: Scalars) -> BarMention? {
        let ms = BarLexicon.mentions(s)
        guard let start = ms.map(\.range.lowerBound).min() else { return nil }
        return ms.filter { $0.range.lowerBound == start }.max { $0.range.upperBound < $1.range.upperBound }
    }

    /// A quoted original under its label ("原文：People glance …", "Original: …", «Оригинал: …»),
    /// in any module's words: the text opens with it.
    static func opensWithOriginal(_ text: Scalars) -> Bool {
        text.withUnsafeBufferPointer { b in Languages.profiles.contains { q in q.labelEnd(q.originalLabel, b, 0, b.count).map { $0 < b.count } ?? false } }
    }

    /// The text after a translation's label at its start ("譯：使用者會…"), or nil.
    static func afterTranslationLabel(_ text: Scalars, _ p: LanguageProfile) -> Scalars? {
        guard let e = text.withUnsafeBufferPointer({ b in p.labelEnd(p.translationLabel, b, 0, b.count) }), e < text.count else { return nil }
        return Array(text[e...])
    }

    /// The translation a unit gives after its quoted original: the text opens with an original's
    /// label, and a later line or sentence with a translation's label ("原文：…" / "譯：…"; a
    /// Markdown paragraph joins the two lines); nil otherwise.
    static func translationOfQuotedOriginal(_ text: Scalars, _ p: LanguageProfile) -> Scalars? {
        guard opensWithOriginal(text) else { return nil }
        let starts = text.indices.filter { $0 > 0 && text[$0 - 1].value == 0x0A } + Headline.sentenceRanges(text).dropFirst().map(\.lowerBound)
        for start in starts.sorted() {
            var from = start
            while from < text.count, Ch.isSpace(text[from].value) || text[from].value == 0x0A { from += 1 }
            if from < text.count, let translated = afterTranslationLabel(Array(text[from...]), p) { return translated }
        }
        return nil
    }

    /// The sentence a unit's kind and force are read from: the draft's lead (or the text's first
    /// sentence), the translation where the unit quotes an original and translates it.
    static func leadSentence(_ d: Draft, text: Scalars, lang: Lang) -> Scalars {
        if let translated = translationOfQuotedOriginal(text, LanguageProfile.of(lang)) { return Headline.first(translated) }
        let lead = Headline.first(d.lead)
        return lead.isEmpty ? Headline.first(text) : lead
    }

    /// The bar a table's key cell names, alone or in two languages ("Tab bar", "狀態列 Status bar",
    /// «Панель вкладок (tab bar)»); nil for a cell that says more.
    static func keyBar(_ key: Scalars) -> Bar? {
        if let bar = BarLexicon.wholeBar(key) { return bar }
        let found = BarLexicon.mentions(key)
        guard let bar = found.first?.bar, found.allSatisfy({ $0.bar == bar }) else { return nil }
        var covered = [Bool](repeating: false, count: key.count)
        for m in found { for k in m.range where k < key.count { covered[k] = true } }
        let rest = key.indices.filter { !covered[$0] && !Ch.isSpace(key[$0].value) && !Ch.isOpener(key[$0].value) && !Ch.isCloser(key[$0].value)
            && key[$0].value != 0x2F }
        return rest.isEmpty ? bar : nil
    }

    /// A version number ("1.4", "v2") or a year ("2024") in the text: a record of the document's own history.
    static func namesVersionOrYear(_ t: Scalars) -> Bool {
        var k = 0
        while k < t.count {
            guard Ch.isDigit(t[k].value) else { k += 1; continue }
            var e = k
            while e < t.count, Ch.isDigit(t[e].value) { e += 1 }
            if e - k == 4, t[k].value == 0x31 || t[k].value == 0x32 { return true }
            if e + 1 < t.count, t[e].value == 0x2E, Ch.isDigit(t[e + 1].value) { return true }
            k = e
        }
        return false
    }

    /// After 是: a short quality and 的 that ends the clause ("标签栏是半透明的，…", "范围栏是可选的。"),
    /// what the bar is like, not what it is ("搜索栏是带放大镜的输入框") or is for ("是用来切换模块的").
    static func propertyAfterIs(_ s: Scalars, _ from: Int) -> Bool {
        var k = from
        while k < s.count, k - from <= 6, Ch.isHan(s[k].value), s[k].value != 0x7684 /* 的 */ {
            // (用 "use", 为/為 "for": a purpose, "是为导航服务的")
            if [0x7528, 0x4E3A, 0x70BA].contains(s[k].value) { return false }
            k += 1
        }
        guard k > from, k < s.count, s[k].value == 0x7684 else { return false }
        return k + 1 == s.count || [0xFF0C, 0x3002, 0xFF1B, 0x3001, 0x2C, 0x2E, 0xFF01].contains(s[k + 1].value)
    }

    /// A dash (or Chinese 是) right after the sentence's opening bar name (its `openingBar` `m`): the
    /// copula of a definition.
    static func dashAfterBar(_ s: Scalars, opening m: BarMention) -> Bool {
        var e = m.range.upperBound
        while e < s.count, Ch.isSpace(s[e].value) { e += 1 }
        // one more word of the name in the genitive ("Панель области поиска — …")
        var w = e
        while w < s.count, Ch.isCyrillic(s[w].value) { w += 1 }
        if w > e, w + 1 < s.count, Ch.isSpace(s[w].value), [0x28, 0xFF08, 0x2014, 0x2013].contains(s[w + 1].value) { e = w + 1 }
        // the bar's name in another language in brackets ("Строка поиска (search bar) — …")
        if e < s.count, s[e].value == 0x28 || s[e].value == 0xFF08,
           let close = s[e...].firstIndex(where: { $0.value == 0x29 || $0.value == 0xFF09 }), close - e <= 40 {
            e = close + 1
            while e < s.count, Ch.isSpace(s[e].value) { e += 1 }
        }
        guard e < s.count else { return false }
        let v = s[e].value
        // (and 是 "is" right after a Chinese name, not 是否 "whether": "搜索栏是带放大镜的输入框";
        // also 就是 "is just": "导航栏就是屏幕顶部那一条")
        if v == 0x5C31, e + 2 < s.count, s[e + 1].value == 0x662F, e > 0, Ch.isHan(s[e - 1].value) { return s[e + 2].value != 0x5426 }
        if v == 0x662F, e + 1 < s.count, s[e + 1].value != 0x5426, e > 0, Ch.isHan(s[e - 1].value) { return !Self.propertyAfterIs(s, e + 1) }
        // a glossary's colon before what the bar is ("Tab bar (标签栏): the bar at the bottom …"),
        // not before an instruction or a property ("Tab bar: keep it to five tabs", "Toolbar: a tint …")
        if v == 0x3A {
            let next = Scan.words(Array(s[(e + 1)...]), limit: 2).map(\.text)
            if next.count == 2, ["a", "an", "the"].contains(next[0]), Self.whatABarIs.contains(next[1]) { return true }
        }
        // "Scope bar = a row of segments …": a cheat sheet's equals sign reads as "is"
        return v == 0x2014 || v == 0x2013 || v == 0x3D || (v == 0x2D && e + 1 < s.count && Ch.isSpace(s[e + 1].value))
    }

    static let controllerWords: [[UInt32]] = ["controller", "控制器", "контроллер"].map(Scan.values)

    /// The sentence opens with "it" as its subject in Chinese (它, 它们; not 它的): in a section's
    /// opening, the section's bar.
    static func opensWithPronoun(_ s: Scalars) -> Bool {
        let k = s.withUnsafeBufferPointer { LanguageProfile.textStart($0, 0, $0.count) }
        return k < s.count && s[k].value == 0x5B83 && !(k + 1 < s.count && s[k + 1].value == 0x7684)
    }

    /// Head nouns of what a bar is, after a glossary's colon ("the bar at the bottom …", "a strip …").
    static let whatABarIs: Set<String> = ["bar", "strip", "row", "band", "area", "field", "control", "view"]

    /// What follows a short lead-in of at most eight words closed by a colon or a comma ("For the
    /// record, …", "Background for the new designers: …"), or nil.
    static func afterLeadIn(_ s: Scalars, colonOnly: Bool = false) -> Scalars? {
        var words = 1
        for k in s.indices.prefix(80) {
            let v = s[k].value
            if Ch.isSpace(v) { words += 1; if words > 8 { return nil } }
            if Ch.isColon(v) || (!colonOnly && (v == 0x2C || v == 0xFF0C)) {
                let rest = Sc.trim(Array(s[(k + 1)...]))
                return rest.isEmpty ? nil : rest
            }
            if Ch.isTerminator(v) { return nil }
        }
        return nil
    }

    /// The text up to the first clause break.
    static func firstClause(_ s: Scalars) -> Scalars {
        s.withUnsafeBufferPointer { b in Array(s[0..<LanguageProfile.clauseEnd(b, 0, b.count)]) }
    }
}

extension Excerpt {
    static func hex2(_ b: UInt8) -> String {
        let h = String(b, radix: 16, uppercase: true)
        return h.count == 1 ? "0" + h : h
    }
}

extension ItemMatcher {
    #if os(Linux)
    /// The matcher of the last catalog seen: building one costs more than parsing a small document,
    /// and a corpus passes the same catalog for every document (equal arrays sharing storage compare
    /// in O(1)).
    static let cache = Mutex<(catalog: ItemCatalog, matcher: ItemMatcher)?>(nil)
    #endif

    static func shared(for catalog: ItemCatalog) -> ItemMatcher {
        #if os(Linux)
        // (built under the lock: workers that start together share one build)
        return cache.withLock { entry in
            if let e = entry, e.catalog == catalog { return e.matcher }
            let built = ItemMatcher(catalog: catalog)
            entry = (catalog, built)
            return built
        }
        #else
        return ItemMatcher(catalog: catalog)
        #endif
    }
}
