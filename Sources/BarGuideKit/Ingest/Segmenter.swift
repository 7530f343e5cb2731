// Segmentation: normalized lines -> blocks -> rule drafts, with the heading path and the zone
// (what kind of text a section holds) that classification needs.
//
// Blocks are non-empty logical lines (paragraphs: the texts use one line per paragraph, with or
// without blank lines between). Recognized:
//  - headings: short lines without terminal punctuation that are followed by a paragraph, or that
//    are exactly a bar's name. A heading naming bars other than the current section's opens a new
//    section (level 1); one naming the same bars is a level-2 heading ("Значки панели вкладок",
//    "Появление панелей навигации"); one naming no bar is a subsection under the deepest bar heading
//    ("外觀和行為", "使用指南", "Стиль панели"). English glosses in full-width brackets are dropped
//    from the heading path: "狀態欄（The Status Bar）" -> "狀態欄".
//  - the first line of a document, when it names no bar and a paragraph follows, is its title.
//  - captions: the same short lines when no paragraph follows (figure captions come in runs:
//    "(Темное) содержание по умолчанию" / "Легкое содержание"), or any starting with "(".
//  - "Строка состояния:" (a bar's name and a colon) introduces behaviour bullets: one rule each.
//  - bullets and numbered steps that complete a sentence ending in ":" belong to that rule, as do
//    short unmarked lines after it ("Цель. Панели навигации позволяют пользователям:" + two lines).
//    Labelled bullets ("• Кнопка Clear. …") describe one element each and stay separate rules.
//  - indented lines continue the previous bullet or paragraph.
//  - "СОВЕТ" (tip) / "重要：" (important) labels; run-in labels "Реализация." / "Конфигурация. …".
//  - exact duplicate paragraphs (40+ characters, not bullets) are dropped (duplicate-paragraph).

struct Block {
    var text: Scalars
    var start: Int
    var end: Int
    var indent: Int
    var garbled: Bool
    var bullet = false
    var numbered = false
    var terminal = false
    var colon = false
    /// A short line ending in ":" that introduces what follows ("Строка состояния:"), not a sentence.
    var colonIntro = false
    var short = false
    var candidate = false
    var mentions: [Bar] = []
    var wholeBar: Bar? = nil
    var note: Classifier.NoteLabel? = nil
    var label: Int? = nil  // index of the run-in label's period
    // Structure a reader knows from markup (the Markdown reader sets these; plain text leaves them):
    var headingLevel: Int? = nil
    var isCaption = false
    var isTableRow = false
    var cells: [Scalars] = []
    var admonition: Admonition? = nil
    /// List nesting: 1 for an item of a top-level list.
    var listDepth = 0
    /// A bold or code-marked lead sentence: the rule's headline.
    var headline: Scalars? = nil
    /// API names the markup marks as code.
    var symbols: [String] = []
}

enum Zone { case preface, definition, intro, behavior, guideline, reference }

struct Draft {
    var parts: [Scalars]
    var start: Int
    var end: Int
    var garbled: Bool
    var path: [String]
    var sectionBars: [Bar]
    var zone: Zone
    /// The block text the headline and modality come from (bullet glyph / note label removed).
    var lead: Scalars
    var label: Scalars? = nil
    var caption = false
    var behaviorBullet = false
    var elementBullet = false
    var note: Classifier.NoteLabel? = nil
    var tableRow = false
    var cells: [String] = []
    var apiNote = false
    var symbols: [String] = []
}

struct Segmenter {
    var repairs: [Repair] = []
    let referenceDocument: Bool

    // MARK: Block predicates

    static func isWordy(_ c: Unicode.Scalar) -> Bool {
        let v = c.value
        return Ch.isLetter(v) || Ch.isDigit(v) || (v > 0x2FF && (c.properties.isAlphabetic || c.properties.numericType != nil))
    }

    static func isBullet(_ s: Scalars) -> Bool {
        guard let f = s.first else { return false }
        switch f.value {
        case 0x2022, 0x25CF, 0x25AA, 0x25E6, 0x2023, 0x00B7, 0x2043, 0x25A0, 0x25C6: return true
        case 0x2D, 0x2A, 0x2013:
            return s.count > 1 && Ch.isSpace(s[1].value)
        default: return false
        }
    }

    static func isNumbered(_ s: Scalars) -> Bool {
        var i = 0
        while i < s.count, i < 3, Ch.isDigit(s[i].value) { i += 1 }
        guard i > 0, i < s.count - 1 else { return false }
        let v = s[i].value
        guard v == 0x2E || v == 0x29 || v == 0x3001 || v == 0xFF0E else { return false }
        return !Ch.isDigit(s[i + 1].value)
    }

    /// The text after a bullet glyph.
    static func bulletBody(_ s: Scalars) -> Scalars {
        var i = 1
        while i < s.count, Ch.isSpace(s[i].value) { i += 1 }
        return Array(s[i...])
    }

    static func endsTerminal(_ s: Scalars) -> Bool {
        var k = s.count - 1
        while k >= 0, Ch.isCloser(s[k].value) {
            // "(показанный в Почте)": a bracket closing a parenthetical is not a sentence end
            if s[k].value == 0x29 || s[k].value == 0xFF09 { return k > 0 && Ch.isTerminator(s[k - 1].value) }
            k -= 1
        }
        guard k >= 0 else { return false }
        return Ch.isTerminator(s[k].value) || s[k].value == 0x2C || s[k].value == 0xFF0C
    }

    /// A heading for display: English gloss in brackets after non-latin text removed.
    static func headingText(_ s: Scalars) -> Scalars {
        var t = Sc.trim(s)
        guard let last = t.last, last.value == 0xFF09 || last.value == 0x29 else { return t }
        let open: UInt32 = last.value == 0xFF09 ? 0xFF08 : 0x28
        guard let o = t.lastIndex(where: { $0.value == open }), o > 0 else { return t }
        let inner = t[(o + 1)..<(t.count - 1)]
        guard !inner.isEmpty, inner.allSatisfy({ Ch.isASCIILetter($0.value) || Ch.isSpace($0.value) || $0.value == 0x2D }),
              !Ch.isASCIILetter(t[o - 1].value), !Ch.isSpace(t[o - 1].value) else { return t }
        t.removeSubrange(o...)
        return Sc.trim(t)
    }

    func makeBlocks(_ lines: [SourceLine]) -> [Block] {
        var blocks: [Block] = []
        blocks.reserveCapacity(lines.count)
        // a line with no letter or digit ("•", "—", "?") is no text of its own
        for l in lines where l.text.contains(where: Self.isWordy) {
            var b = Block(text: l.text, start: l.start, end: l.end, indent: l.indent, garbled: l.garbled)
            b.bullet = Self.isBullet(l.text)
            b.numbered = !b.bullet && Self.isNumbered(l.text)
            b.colon = l.text.last.map { Ch.isColon($0.value) } ?? false
            b.terminal = Self.endsTerminal(l.text)
            var words = 1
            for c in l.text where c.value == 0x20 { words += 1 }
            b.short = l.text.count <= 80 && words <= 12
            b.colonIntro = b.colon && l.text.count <= 40 && words <= 5
                && !l.text.dropLast().contains(where: { Ch.isTerminator($0.value) })
            b.candidate = b.short && !b.bullet && !b.numbered && !b.colon && !b.terminal && l.indent < 2
            let head = b.short ? Self.headingText(l.text) : l.text
            b.mentions = BarLexicon.bars(head)
            b.wholeBar = b.short ? BarLexicon.wholeBar(head) : nil
            b.note = Classifier.standaloneLabel(l.text)
            if b.note != nil { b.candidate = false }
            if !b.bullet { b.label = Classifier.runInLabel(l.text) }
            blocks.append(b)
        }
        return blocks
    }

    // MARK: Duplicates

    mutating func dropDuplicates(_ blocks: [Block]) -> [Block] {
        // keyed by the hash of the collapsed text (computed without building it); the collapsed texts
        // are compared only when hashes meet
        var seen: [UInt64: [Int]] = [:]
        var out: [Block] = []
        out.reserveCapacity(blocks.count)
        for (index, b) in blocks.enumerated() {
            if !b.bullet, !b.candidate, !b.isTableRow, b.headingLevel == nil, b.text.count >= 40, b.indent < 2 {
                let h = Self.collapsedHash(b.text)
                if let earlier = seen[h] {
                    let key = Sc.collapse(b.text)
                    if earlier.contains(where: { Sc.collapse(blocks[$0].text) == key }) {
                        repairs.append(Repair(kind: .duplicateParagraph, line: b.start, excerpt: Excerpt.head(b.text, 60)))
                        continue
                    }
                }
                seen[h, default: []].append(index)
            }
            out.append(b)
        }
        return out
    }

    /// `Sc.hash(Sc.collapse(s))` without building the collapsed text.
    static func collapsedHash(_ s: Scalars) -> UInt64 {
        s.withUnsafeBufferPointer { buf in
            var h: UInt64 = 0xcbf2_9ce4_8422_2325
            var pendingSpace = false, started = false
            for c in buf {
                let v = c.value
                if Ch.isSpace(v) || v == 0x0A {
                    pendingSpace = started
                } else {
                    if pendingSpace {
                        h ^= 0x20
                        h = h &* 0x0000_0100_0000_01B3
                    }
                    pendingSpace = false
                    started = true
                    h ^= UInt64(v)
                    h = h &* 0x0000_0100_0000_01B3
                }
            }
            return h
        }
    }

    // MARK: Sections

    struct Section {
        var l1: (title: String, bars: [Bar])? = nil
        var l2: (title: String, bars: [Bar])? = nil
        var sub: String? = nil
        var mode: Classifier.SubMode = .none
        var expectDefinition = false
        /// Headings whose level the markup gives (Markdown): the path follows their levels.
        var outline: [(level: Int, title: String)] = []

        var path: [String] {
            outline.isEmpty ? [l1?.title, l2?.title, sub].compactMap { $0 } : outline.map(\.title)
        }

        var bars: [Bar] { l2?.bars ?? l1?.bars ?? [] }

        mutating func enter(_ title: String, bars: [Bar], level: Int) {
            enter(title, bars: bars)
            while let last = outline.last, last.level >= level { outline.removeLast() }
            outline.append((level, title))
        }

        mutating func enter(_ title: String, bars: [Bar]) {
            if !bars.isEmpty {
                if let cur = l1, Set(cur.bars) == Set(bars) {
                    l2 = (title, bars)
                    sub = nil
                    mode = .none
                    expectDefinition = false
                } else {
                    l1 = (title, bars)
                    l2 = nil
                    sub = nil
                    mode = .none
                    expectDefinition = true
                }
            } else if l1 == nil {
                l1 = (title, [])
                mode = .none
                expectDefinition = false
            } else {
                sub = title
                mode = Classifier.subMode(title)
                expectDefinition = false
            }
        }
    }

    func zone(_ sec: Section) -> Zone {
        guard sec.l1 != nil else { return .preface }
        if sec.expectDefinition { return .definition }
        if referenceDocument { return .reference }
        switch sec.mode {
        case .behavior: return .behavior
        case .guideline: return .guideline
        case .none, .other: return .intro
        }
    }

    // MARK: Walk

    /// A block that reads as running text: it ends a sentence, is long, or is a list item.
    static func paragraphLike(_ b: Block) -> Bool {
        if b.bullet || b.numbered || b.note != nil { return true }
        if b.candidate { return false }
        if b.colonIntro { return false }
        return true
    }

    mutating func drafts(_ blocksIn: [Block]) -> [Draft] {
        let blocks = dropDuplicates(blocksIn)
        var out: [Draft] = []
        var sec = Section()
        var pendingNote: (Classifier.NoteLabel, Int)? = nil
        var pendingLabel: (Scalars, Int)? = nil
        var lastEnd = -1  // index of the block the last draft ended with
        var i = 0
        let n = blocks.count

        func draft(_ b: Block, lead: Scalars) -> Draft {
            var d = Draft(parts: [b.text], start: b.start, end: b.end, garbled: b.garbled, path: sec.path,
                          sectionBars: sec.bars, zone: zone(sec), lead: b.headline ?? lead)
            d.symbols = b.symbols
            d.tableRow = b.isTableRow
            d.cells = b.cells.map(Sc.str)
            return d
        }
        func append(_ d: inout Draft, _ b: Block) {
            d.parts.append(b.text)
            d.end = Swift.max(d.end, b.end)
            d.garbled = d.garbled || b.garbled
        }

        while i < n {
            let b = blocks[i]
            // indented continuation of the previous bullet or paragraph
            if b.indent >= 2, !b.bullet, lastEnd == i - 1, !out.isEmpty {
                append(&out[out.count - 1], b)
                lastEnd = i
                i += 1
                continue
            }
            if let note = b.note {
                pendingNote = (note, b.start)
                i += 1
                continue
            }
            // structure known from markup: headings by level, captions, table rows
            if b.headingLevel != nil {
                if i == 0, b.mentions.isEmpty {
                    i += 1  // the document's title
                    continue
                }
                sec.enter(Sc.str(Self.headingText(b.text)), bars: b.mentions, level: b.headingLevel ?? 1)
                pendingNote = nil
                i += 1
                continue
            }
            if b.isCaption || b.isTableRow {
                var d = draft(b, lead: b.text)
                d.caption = b.isCaption
                out.append(d)
                lastEnd = i
                i += 1
                continue
            }
            if b.candidate {
                let next = i + 1 < n ? blocks[i + 1] : nil
                let followedByText = next.map(Self.paragraphLike) ?? false
                if i == 0, b.mentions.isEmpty, followedByText {
                    i += 1  // the document's title line
                    continue
                }
                let startsParen = b.text.first.map { $0.value == 0x28 } ?? false
                if b.wholeBar != nil || (followedByText && !startsParen) {
                    sec.enter(Sc.str(Self.headingText(b.text)), bars: b.mentions)
                    i += 1
                    continue
                }
                var d = draft(b, lead: b.text)
                d.caption = true
                out.append(d)
                lastEnd = i
                i += 1
                continue
            }
            // "Строка состояния:" — behaviour bullets follow
            if b.colonIntro, b.wholeBar != nil, i + 1 < n, blocks[i + 1].bullet {
                i += 1
                while i < n, blocks[i].bullet {
                    let body = Self.bulletBody(blocks[i].text)
                    var d = draft(blocks[i], lead: body)
                    d.parts = [body]
                    d.behaviorBullet = true
                    lastEnd = i
                    i += 1
                    while i < n, blocks[i].indent >= 2, !blocks[i].bullet {
                        append(&d, blocks[i])
                        lastEnd = i
                        i += 1
                    }
                    out.append(d)
                }
                sec.expectDefinition = false
                continue
            }
            // "Реализация." alone: a run-in label for the next paragraph
            if let dot = b.label, dot == b.text.count - 1, i + 1 < n, !blocks[i + 1].candidate,
               !blocks[i + 1].bullet, blocks[i + 1].note == nil {
                pendingLabel = (Array(b.text[0..<dot]), b.start)
                i += 1
                continue
            }
            // a paragraph or a bullet standing on its own
            var lead = b.bullet ? Self.bulletBody(b.text) : b.text
            var d = draft(b, lead: lead)
            if b.bullet { d.parts = [lead] }
            if let (note, line) = pendingNote {
                d.note = note
                d.start = Swift.min(d.start, line)
                pendingNote = nil
            } else if let (note, rest) = Classifier.inlineLabel(lead) {
                d.note = note
                if note == .tip { lead = Array(lead[rest...]); d.lead = lead }
            }
            switch b.admonition {
            case .tip?, .note?: d.note = .tip
            case .important?: d.note = .important
            case .apiNote?: d.note = nil; d.apiNote = true
            case nil: break
            }
            if let (label, line) = pendingLabel {
                d.label = label
                d.parts[0] = label + Sc.of(". ") + d.parts[0]
                d.start = Swift.min(d.start, line)
                pendingLabel = nil
            } else if let dot = b.label, !b.bullet {
                d.label = Array(b.text[0..<dot])
                var k = dot + 1
                while k < b.text.count, Ch.isSpace(b.text[k].value) { k += 1 }
                d.lead = Array(b.text[k...])
            }
            lastEnd = i
            i += 1
            if b.colon {
                attachList(&d, blocks, &i, &lastEnd, &out, sec: sec)
            }
            out.append(d)
            if !d.caption { sec.expectDefinition = false }
        }
        return out
    }

    /// What follows a paragraph ending in ":" and completes it.
    mutating func attachList(_ d: inout Draft, _ blocks: [Block], _ i: inout Int, _ lastEnd: inout Int,
                             _ out: inout [Draft], sec: Section) {
        let n = blocks.count
        guard i < n else { return }
        func append(_ b: Block) {
            d.parts.append(b.text)
            d.end = Swift.max(d.end, b.end)
            d.garbled = d.garbled || b.garbled
        }
        let first = blocks[i]
        if first.bullet {
            // the bullet group with its indented continuations
            var group: [[Block]] = []
            var j = i
            while j < n, blocks[j].bullet {
                var item = [blocks[j]]
                j += 1
                while j < n, blocks[j].indent >= 2, !blocks[j].bullet { item.append(blocks[j]); j += 1 }
                group.append(item)
            }
            let labelled = group.filter { Classifier.runInLabel(Self.bulletBody($0[0].text)) != nil }.count
            if group.count >= 2, labelled == group.count {
                // an element list: each bullet is a rule of its own, after the introducing paragraph
                out.append(d)
                var elements: [Draft] = []
                for item in group {
                    let body = Self.bulletBody(item[0].text)
                    var e = Draft(parts: [body], start: item[0].start, end: item[0].end, garbled: item[0].garbled,
                                  path: sec.path, sectionBars: sec.bars, zone: zone(sec), lead: body)
                    if let dot = Classifier.runInLabel(body) {
                        e.label = Array(body[0..<dot])
                        var k = dot + 1
                        while k < body.count, Ch.isSpace(body[k].value) { k += 1 }
                        e.lead = Array(body[k...])
                    }
                    e.elementBullet = true
                    for cont in item.dropFirst() {
                        e.parts.append(cont.text)
                        e.end = Swift.max(e.end, cont.end)
                        e.garbled = e.garbled || cont.garbled
                    }
                    elements.append(e)
                }
                // the caller appends `d`; hand it the last element instead and put the rest in order
                d = elements.removeLast()
                out.append(contentsOf: elements)
            } else {
                for item in group { for b in item { append(b) } }
            }
            lastEnd = j - 1
            i = j
            return
        }
        if first.numbered {
            var j = i
            while j < n, blocks[j].numbered || (blocks[j].indent >= 2 && !blocks[j].bullet) { append(blocks[j]); j += 1 }
            lastEnd = j - 1
            i = j
            return
        }
        if first.candidate, first.wholeBar == nil {
            var j = i
            while j < n, blocks[j].candidate, blocks[j].wholeBar == nil { j += 1 }
            let count = j - i
            let nextIsText = j < n && Self.paragraphLike(blocks[j]) && blocks[j].label == nil
            if count >= 2 || !nextIsText {
                for k in i..<j { append(blocks[k]) }
                lastEnd = j - 1
                i = j
            }
            return
        }
        // "При отладке … наблюдайте за этой распространенной ошибкой:" + "Указание конфликтных
        // настроек появления. При настройке …": a short intro and one labelled paragraph
        if let dot = first.label, dot < first.text.count - 1, d.parts.count == 1, d.parts[0].count <= 160,
           BarLexicon.wholeBar(Array(first.text[0..<dot])) == nil, !first.candidate {
            append(first)
            lastEnd = i
            i += 1
        }
    }
}
