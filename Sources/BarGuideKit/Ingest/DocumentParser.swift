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
        let manifestLang = manifest.flatMap { Lang(rawValue: $0.lang) }
        var doc = ParsedDocument(name: name, lang: manifestLang ?? .en, title: manifest?.title ?? name)

        if bytes.isEmpty {
            doc.diagnostics.append(Diagnostic(severity: .warning, code: "empty-file", file: name,
                                              message: "the file is empty; nothing to ingest"))
            return doc
        }
        // decoding validates: at the first ill-formed sequence the normalizer stops with its offset
        var normalizer = Normalizer(file: name)
        let lines: [SourceLine]
        var markdownBlocks: [Block]? = nil
        if MarkdownReader.isMarkdown(name) {
            // Markdown (.md, .markdown): cmark-gfm's nodes, each normalized like a line of text
            if let bad = UTF8Check.firstInvalidOffset(bytes) {
                normalizer.invalidOffset = bad
                lines = []
            } else {
                let read = MarkdownBlocks.make(MarkdownReader.read(bytes), normalizer: &normalizer,
                                               segmenter: Segmenter(referenceDocument: false))
                lines = read.lines
                markdownBlocks = read.blocks
            }
        } else {
            lines = normalizer.normalize(bytes)
        }
        if let bad = normalizer.invalidOffset {
            let shown = bytes[bad..<Swift.min(bytes.count, bad + 4)].map { Excerpt.hex2($0) }.joined(separator: " ")
            doc.diagnostics.append(Diagnostic(
                severity: .error, code: "invalid-utf8", file: name, line: UTF8Check.line(ofByte: bad, in: bytes),
                byteOffset: bad, message: "not valid UTF-8 (first bad byte at offset \(bad)); the file is skipped",
                excerpt: shown))
            if manifestLang == nil {
                doc.lang = LanguageDetector.detect(Sc.of(String(decoding: bytes, as: UTF8.self)))
            }
            return doc
        }

        doc.repairs = normalizer.repairs
        doc.diagnostics = normalizer.diagnostics
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
            doc.lang = LanguageDetector.detect(sample)
        }
        if manifest == nil { doc.title = Sc.str(Headline.first(Segmenter.headingText(firstLine.text))) }

        var segmenter = Segmenter(referenceDocument: isReferenceDocument(manifest, lines))
        let blocks = markdownBlocks ?? segmenter.makeBlocks(lines)
        let drafts = segmenter.drafts(blocks)
        doc.repairs += segmenter.repairs
        doc.repairs.sort { $0.line < $1.line }

        let items = ItemMatcher.shared(for: catalog)
        var rules: [Rule] = []
        rules.reserveCapacity(drafts.count)
        for d in drafts where d.parts.contains(where: { $0.contains(where: Segmenter.isWordy) }) {
            var rule = RuleBuilder.build(d, document: name, lang: doc.lang, ordinal: rules.count, items: items)
            if d.tableRow {
                let named = TableItems.items(cells: d.cells, catalog: catalog, lang: doc.lang, bars: rule.bars)
                if !named.isEmpty { rule.items = Array(Set(rule.items).union(named)).sorted() }
            }
            rules.append(rule)
        }
        RuleIdentity.assign(&rules)
        doc.rules = rules
        return doc
    }

    /// API reference pages (the UIKit catalog) hold reference text, not guidelines: known from the
    /// manifest's source, or, without a manifest, from catalog-style run-in headings.
    static func isReferenceDocument(_ manifest: Manifest.Document?, _ lines: [SourceLine]) -> Bool {
        if let m = manifest {
            let s = m.source.lowercased()
            return s.contains("catalog") || s.contains("reference") || s.contains("api")
        }
        let markers = ["Реализация.", "Конфигурация.", "Implementation.", "Configuration."]
        return lines.contains { l in markers.contains { Sc.hasPrefix(l.text, $0) } }
    }
}

enum RuleBuilder {
    static func build(_ d: Draft, document: String, lang: Lang, ordinal: Int, items: ItemMatcher) -> Rule {
        var textParts: [Scalars] = []
        for p in d.parts { textParts.append(Sc.trim(p)) }
        var text = Scalars()
        for (k, p) in textParts.enumerated() {
            if k > 0 { text.append("\n") }
            text.append(contentsOf: p)
        }
        var leadSentence = Headline.first(d.lead)
        if leadSentence.isEmpty { leadSentence = Headline.first(text) }
        var headline = leadSentence
        if let label = d.label { headline = label + Sc.of(". ") + leadSentence }

        let (kind, modality) = classify(d, lang: lang, leadSentence: leadSentence, text: text)

        // bars: the section's (a bar-named run-in label first), else what the text names, else general;
        // guidelines and tips add the other bars they recommend or compare with.
        var bars = d.sectionBars
        if let label = d.label, let labelBar = BarLexicon.wholeBar(label) {
            bars.removeAll { $0 == labelBar }
            bars.insert(labelBar, at: 0)
        }
        if bars.isEmpty {
            bars = kind == .editorial ? [] : BarLexicon.bars(text)
            if bars.isEmpty { bars = [.general] }
        } else if kind == .guideline || kind == .tip {
            for b in BarLexicon.bars(text, latin: lang == .en) where !bars.contains(b) { bars.append(b) }
        }

        let ruleItems = items.items(in: text, lang: lang, bars: bars)
        var symbols = Symbols.extract(text, itemIdentifiers: items.identifiers)
        if !d.symbols.isEmpty {
            symbols = Array(Set(symbols).union(d.symbols.filter { !items.identifiers.contains($0) })).sorted()
        }
        return Rule(bars: bars, kind: kind, modality: kind == .guideline ? (modality ?? .do) : nil, lang: lang,
                    document: document, heading: d.path, lines: LineRange(d.start, d.end),
                    headline: Sc.str(headline), text: Sc.str(text), items: ruleItems, symbols: symbols,
                    flags: d.garbled ? ["garbled"] : [], ordinal: ordinal)
    }

    static func classify(_ d: Draft, lang: Lang, leadSentence: Scalars, text: Scalars) -> (RuleKind, Modality?) {
        if d.caption { return (.caption, nil) }
        if d.apiNote || d.tableRow { return (.reference, nil) }
        if d.behaviorBullet || d.elementBullet { return (.behavior, nil) }
        if d.note == .tip { return (.tip, nil) }
        var sentence = leadSentence
        if d.note == .important, let (_, rest) = Classifier.inlineLabel(leadSentence) {
            sentence = Array(leadSentence[rest...])
        }
        let lead = Classifier.lead(sentence, lang: lang)
        if d.note == .important { return (.guideline, lead?.modality ?? .do) }
        switch d.zone {
        case .preface:
            if let l = lead, l.explicit { return (.guideline, l.modality) }
            return (.editorial, nil)
        case .definition:
            if let l = lead, l.explicit { return (.guideline, l.modality) }
            return (.definition, nil)
        case .reference:
            if let label = d.label, Classifier.purposeLabels.contains(Sc.str(Sc.lower(label))) {
                return (.definition, nil)
            }
            if let l = lead, l.modality == .dont || l.modality == .avoid { return (.guideline, l.modality) }
            return (.reference, nil)
        case .behavior:
            if Classifier.hasRefMarker(sentence) { return (.reference, nil) }
            return (.behavior, nil)
        case .guideline:
            if let l = lead { return (.guideline, l.modality) }
            if Classifier.hasRefMarker(sentence) || Classifier.isPermissive(sentence) { return (.reference, nil) }
            return (.guideline, .do)
        case .intro:
            if let l = lead { return (.guideline, l.modality) }
            if Classifier.hasRefMarker(text) || Classifier.isPermissive(sentence) || Classifier.hasAPIName(sentence) {
                return (.reference, nil)
            }
            if !BarLexicon.bars(sentence).isEmpty { return (.behavior, nil) }
            return (.guideline, .do)
        }
    }
}

enum LanguageDetector {
    /// Characters that exist only in Traditional Chinese (their Simplified forms differ).
    static let traditionalOnly: Set<UInt32> = Set(
        "們這個為與欄標導說實設計時來對會過還說們們經讓從點麼現當種進頭發發應關開樣無長問間網頁體義變權區圖處見車門書東業幾條調認覽務動軟檔選擇顯屬樣據離開網絡電視聽鍵盤陰陽".unicodeScalars
            .map(\.value))
    static let simplifiedOnly: Set<UInt32> = Set(
        "们这个为与栏标导说实设计时来对会过还经让从点么现当种进头发应关开样无长问间网页体义变权区图处见车门书东业几条调认览务动软档选择显属据离络电视听键盘阴阳".unicodeScalars
            .map(\.value))

    /// Cyrillic -> ru; Han -> zh-Hant when it has Traditional-only characters (more than
    /// Simplified-only ones), else zh-Hans; otherwise en.
    static func detect(_ s: Scalars) -> Lang {
        var cyr = 0, han = 0, trad = 0, simp = 0
        for c in s {
            let v = c.value
            if Ch.isCyrillic(v) { cyr += 1 } else if Ch.isHan(v) {
                han += 1
                if traditionalOnly.contains(v) { trad += 1 } else if simplifiedOnly.contains(v) { simp += 1 }
            }
        }
        if han > 0, han >= cyr { return trad > 0 && trad >= simp ? .zhHant : .zhHans }
        if cyr > 0 { return .ru }
        return .en
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
        if let hit = cache.withLock({ entry -> ItemMatcher? in
            guard let e = entry, e.catalog == catalog else { return nil }
            return e.matcher
        }) {
            return hit
        }
        let built = ItemMatcher(catalog: catalog)
        cache.withLock { $0 = (catalog, built) }
        return built
        #else
        return ItemMatcher(catalog: catalog)
        #endif
    }
}
