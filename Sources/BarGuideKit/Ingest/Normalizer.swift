// Text normalization: every change is counted as a Repair (kind, 1-based source line, excerpt).
//
// Per physical line, in this order:
//   control characters / ANSI escapes / bidi controls stripped  (control-character)
//   NFC                                                          (nfc, once per changed line)
//   pinyin annotations after Han characters removed              (pinyin)
//   HTML tag remnants removed                                    (markup)
//   "?" standing for a lost space                                (lost-space)
//   stray "?" after a CJK sentence end dropped                   (stray-question)
//   words glued across scripts / after a period split            (glued-word)
//   remaining mojibake diagnosed (not repaired): Diagnostic "mojibake", line flagged garbled
//   PDF page artefacts: a bullet mark left at the line's end ("Is transparent ●") moved to its
//   start, a line holding only a page number dropped                    (page-artefact)
//   tabs: a line with text on both sides of a tab is a table row; its cells are kept (`cells`)
// Then, across lines: lines broken mid-sentence are joined        (joined-line)
// BOM (bom) and CRLF/CR line ends (crlf, one per line) are handled while splitting.

import BarGuideText

struct SourceLine {
    /// 1-based source line of the first physical line.
    var start: Int
    /// 1-based source line of the last physical line (after joining).
    var end: Int
    var text: Scalars
    /// Leading spaces of the first physical line (tabs count as one space each).
    var indent: Int
    var garbled: Bool
    /// The line is (or opens) a wiki's box ("{info}…{info}", "{warning}…"): its note.
    var box: Admonition? = nil
    /// The cells of a line with text on both sides of a tab (a table row as PDF converters write
    /// it), in columns aligned with spaces, between pipes or spaced dashes; empty otherwise.
    var cells: [Scalars] = []
    /// The cells are columns set apart by tabs or runs of spaces: the line is a table's row,
    /// never a sentence broken across lines.
    var aligned = false
}

struct Normalizer {
    let file: String
    var repairs: [Repair] = []
    /// The lines dropped as a page's artefacts (a page number, a running header): a paragraph that a
    /// page broke goes on across them.
    var artefactLines: Set<Int> = []
    var diagnostics: [Diagnostic] = []
    /// Set by `normalize(_:)` when the bytes are not valid UTF-8: the first bad byte's offset.
    var invalidOffset: Int? = nil

    init(file: String) { self.file = file }

    mutating func repair(_ kind: RepairKind, _ line: Int, _ excerpt: String) {
        repairs.append(Repair(kind: kind, line: line, excerpt: excerpt))
    }

    // MARK: - Whole text

    mutating func normalize(_ text: String) -> [SourceLine] { normalize(Array(text.utf8)) }

    /// Decodes and validates at once (strict, Unicode Table 3-7): at the first ill-formed sequence it
    /// stops, sets `invalidOffset` to its byte offset and returns no lines.
    mutating func normalize(_ bytes: [UInt8]) -> [SourceLine] {
        var physical: [SourceLine] = []
        var lineNo = 1
        bytes.withUnsafeBufferPointer { buf in
            guard let b = buf.baseAddress else { return }
            let n = buf.count
            // a line is decoded into scratch space (never more scalars than bytes), then copied once
            let scratch = UnsafeMutablePointer<Unicode.Scalar>.allocate(capacity: n)
            defer { scratch.deallocate() }
            var k = 0  // scalars of the current line
            var nfcRisk = false  // the current line has a scalar outside the surely-NFC ranges
            var controls = false  // the current line has a control, bidi control or U+FEFF
            var i = 0
            if n >= 3, b[0] == 0xEF, b[1] == 0xBB, b[2] == 0xBF {
                repair(.bom, 1, "U+FEFF")
                i = 3
            }
            while i < n {
                let c = b[i]
                var v: UInt32
                if c < 0x80 {
                    if c == 0x0A || c == 0x0D {
                        i += 1
                        let current = Array(UnsafeBufferPointer(start: scratch, count: k))
                        if c == 0x0D {
                            repair(.crlf, lineNo, Excerpt.head(current, 30))
                            if i < n, b[i] == 0x0A { i += 1 }
                        }
                        physical.append(normalizeLine(current, number: lineNo, nfcRisk: nfcRisk, controls: controls))
                        k = 0
                        nfcRisk = false
                        controls = false
                        lineNo += 1
                        continue
                    }
                    if c < 0x20 || c == 0x7F { controls = true }
                    (scratch + k).initialize(to: Unicode.Scalar(c))
                    k += 1
                    i += 1
                    continue
                }
                switch UTF8Check.sequenceLength(b, i, n) {
                case 2:
                    v = (UInt32(c & 0x1F) << 6) | UInt32(b[i + 1] & 0x3F)
                    i += 2
                case 3:
                    v = (UInt32(c & 0x0F) << 12) | (UInt32(b[i + 1] & 0x3F) << 6) | UInt32(b[i + 2] & 0x3F)
                    i += 3
                case 4:
                    v = (UInt32(c & 0x07) << 18) | (UInt32(b[i + 1] & 0x3F) << 12)
                        | (UInt32(b[i + 2] & 0x3F) << 6) | UInt32(b[i + 3] & 0x3F)
                    i += 4
                default:
                    invalidOffset = i
                    return
                }
                if v >= 0x300 {
                    if !nfcRisk, !Self.surelyNFC(v) { nfcRisk = true }
                    if (v >= 0x200E && v <= 0x2069) || v == 0xFEFF || v == 0x061C,
                       Ch.isBidiControl(v) || v == 0xFEFF { controls = true }
                } else if v <= 0x9F {
                    controls = true  // C1
                }
                (scratch + k).initialize(to: unsafeBitCast(v, to: Unicode.Scalar.self))  // well-formed: a scalar
                k += 1
            }
            if invalidOffset == nil, k > 0 {
                let current = Array(UnsafeBufferPointer(start: scratch, count: k))
                physical.append(normalizeLine(current, number: lineNo, nfcRisk: nfcRisk, controls: controls))
            }
        }
        if invalidOffset != nil { return [] }
        return joinBrokenLines(droppingRunningLines(wikiMacros(physical)))
    }

    // MARK: - One line

    /// `nfcRisk` / `controls` false: the caller knows the line is NFC / has nothing for `stripControls`.
    mutating func normalizeLine(_ raw: Scalars, number: Int, nfcRisk: Bool = true, controls: Bool = true) -> SourceLine {
        var s = controls ? stripControls(raw, line: number) : raw
        if nfcRisk { s = nfc(s, line: number) }
        s = removePinyin(s, line: number)
        s = removeMarkup(s, line: number)
        s = repairQuestionMarks(s, line: number)
        s = splitGluedWords(s, line: number)
        // indentation and trailing space
        var indent = 0
        while indent < s.count, Ch.isSpace(s[indent].value) { indent += 1 }
        var hi = s.count
        while hi > indent, Ch.isSpace(s[hi - 1].value) { hi -= 1 }
        var text = indent == 0 && hi == s.count ? s : Array(s[indent..<hi])
        text = removeSegmentID(text, line: number)
        var cells: [Scalars] = []
        // (a line without control characters has no tab, but may still align columns with spaces)
        if controls, text.contains(where: { $0.value == 0x09 }) { cells = Self.splitCells(&text) }
        else { cells = Self.spacedCells(text) }
        let aligned = !cells.isEmpty
        if cells.isEmpty, text.first?.value == 0x7C { cells = Self.pipedCells(&text) }
        if cells.isEmpty { cells = Self.dashedCells(text) }
        text = repairPageArtefacts(text, line: number)
        let garbled = detectMojibake(text, line: number)
        return SourceLine(start: number, end: number, text: text, indent: indent, garbled: garbled, cells: cells, aligned: aligned)
    }

    /// Tabs become spaces; with text on both sides of a tab the cells are returned.
    static func splitCells(_ text: inout Scalars) -> [Scalars] {
        var cells: [Scalars] = []
        var cell = Scalars()
        for k in text.indices {
            if text[k].value == 0x09 {
                let t = Sc.trim(cell)
                if !t.isEmpty { cells.append(t) }
                cell.removeAll(keepingCapacity: true)
                text[k] = " "
            } else {
                cell.append(text[k])
            }
        }
        let t = Sc.trim(cell)
        if !t.isEmpty { cells.append(t) }
        return cells.count >= 2 ? cells : []
    }

    /// A table's row written with pipes in plain text (a Markdown table pasted into a note, a Jira
    /// or Confluence wiki table: "||Tab||Item||", "|Favorites|system .favorites|"): its cells,
    /// with the pipes read as spaces in `text`. A row of dashes between pipes is a separator.
    static func pipedCells(_ text: inout Scalars) -> [Scalars] {
        guard text.count >= 5, text.first?.value == 0x7C, text.last?.value == 0x7C else { return [] }
        var cells: [Scalars] = []
        var cell = Scalars()
        for c in text.dropFirst() {
            if c.value == 0x7C {
                let t = Sc.trim(cell)
                if !t.isEmpty { cells.append(t) }
                cell.removeAll(keepingCapacity: true)
            } else {
                cell.append(c)
            }
        }
        guard cells.count >= 2, cells.contains(where: { $0.contains(where: Segmenter.isWordy) }) else { return [] }
        text = Sc.trim(text.map { $0.value == 0x7C ? " " : $0 })
        return cells
    }

    /// Columns aligned with runs of spaces ("Done      .done      Ends editing"): with three spaces
    /// or more between texts, the cells (a table only where such lines follow one another). An
    /// ideographic space (U+3000) is as wide as two (".add　　　加号　　　新建").
    static func spacedCells(_ text: Scalars) -> [Scalars] {
        // (asked of every line: most have no such run, and the scan over a buffer stops at the first)
        let wide = text.withUnsafeBufferPointer { b -> Bool in
            var run = 0
            for c in b {
                let w = spaceWidth(c.value)
                if w > 0 { run += w; if run >= 3 { return true } } else { run = 0 }
            }
            return false
        }
        guard wide else { return [] }
        var cells: [Scalars] = []
        var cell = Scalars()
        var spaces = 0
        for c in text {
            let w = spaceWidth(c.value)
            if w > 0 { spaces += w; continue }
            if spaces >= 3, !cell.isEmpty { cells.append(cell); cell.removeAll(keepingCapacity: true) }
            else if spaces > 0 { cell.append(contentsOf: repeatElement(" ", count: spaces)) }
            spaces = 0
            cell.append(c)
        }
        if !cell.isEmpty { cells.append(cell) }
        return cells.count >= 2 ? cells : []
    }

    @inline(__always) static func spaceWidth(_ v: UInt32) -> Int { v == 0x20 ? 1 : v == 0x3000 ? 2 : 0 }

    /// Columns set apart by spaced dashes ("Share — .action — exports the statement", "Готово (Done)
    /// — завершает редактирование"): such separators on a line that closes no sentence, its first
    /// cell a short name, give the cells (a table only where such lines follow one another). A
    /// sentence with a dashed aside ends with its stop.
    static func dashedCells(_ text: Scalars) -> [Scalars] {
        guard text.count >= 7, text.count <= 200, let last = text.last, !Ch.isTerminator(last.value) else { return [] }
        var cells: [Scalars] = []
        var from = 0
        var k = 1
        while k + 1 < text.count {
            let v = text[k].value
            if v == 0x2014 || v == 0x2013, Ch.isSpace(text[k - 1].value), Ch.isSpace(text[k + 1].value) {
                let cell = Sc.trim(Array(text[from..<k]))
                if cell.isEmpty { return [] }
                cells.append(cell)
                from = k + 1
                k += 2
                continue
            }
            k += 1
        }
        guard !cells.isEmpty else { return [] }
        let rest = Sc.trim(Array(text[from...]))
        guard !rest.isEmpty else { return [] }
        cells.append(rest)
        let firstWords = 1 + cells[0].filter { $0.value == 0x20 }.count
        // (one separator: a key and its meaning, "Готово (Done) — завершает редактирование"; not a
        // caption's number and title, "Таблица 1 — Системные кнопки", nor a label, "Примечание — …")
        if cells.count == 2, Segmenter.startsCaption(text) || Classifier.inlineLabel(text) != nil
            || Classifier.standaloneLabel(cells[0]) != nil { return [] }
        return firstWords <= 4 ? cells : []
    }

    // MARK: Segment numbers

    /// "[S-012] 导航栏位于…", "[REQ-7] Use …", "【0042】…": the number a translation tool or a
    /// requirements tracker gave the segment, in brackets at the line's start. It says nothing of
    /// the rule and would hide the sentence's opening from every reader after it: removed, and
    /// reported. Only a code with two digits, or letters, a dash and a digit; a tag that says
    /// something ("[P0]", "【必须】", "[TN: …]") stays.
    mutating func removeSegmentID(_ s: Scalars, line: Int) -> Scalars {
        guard let f = s.first?.value, f == 0x5B || f == 0x3010 || f == 0xFF3B else { return s }
        var k = 1, digits = 0, letters = 0, dash = false
        while k < s.count, k <= 13 {
            let v = s[k].value
            if Ch.isDigit(v) { digits += 1 } else if Ch.isASCIILetter(v) { letters += 1 }
            else if v == 0x2D || v == 0x5F || v == 0x2E { dash = dash || v == 0x2D } else { break }
            k += 1
        }
        guard k < s.count, k >= 3, [0x5D, 0x3011, 0xFF3D].contains(s[k].value),
              digits >= 2 || (dash && digits >= 1 && letters >= 1) else { return s }
        var rest = k + 1
        guard rest < s.count, Ch.isSpace(s[rest].value) || f == 0x3010 else { return s }
        while rest < s.count, Ch.isSpace(s[rest].value) { rest += 1 }
        guard rest < s.count, s[rest...].contains(where: { Ch.isLetter($0.value) || Ch.isHan($0.value) }) else { return s }
        repair(.segmentID, line, Excerpt.head(s, 40))
        return Array(s[rest...])
    }

    // MARK: PDF page artefacts

    /// "Is transparent ●": a bullet mark that a PDF conversion left at the end of the line goes to
    /// its start; a line of nothing but a page number is dropped.
    mutating func repairPageArtefacts(_ s: Scalars, line: Int) -> Scalars {
        guard let last = s.last else { return s }
        let v = last.value
        if v == 0x25CF || v == 0x2022, s.count > 2, Ch.isSpace(s[s.count - 2].value),
           !Segmenter.isBullet(s) {
            repair(.pageArtefact, line, Excerpt.head(s, 40))
            var body = Sc.trim(Array(s.dropLast()))
            body.insert(contentsOf: [last, " "], at: 0)
            return body
        }
        if Ch.isDigit(v), s.count <= 4, s.allSatisfy({ Ch.isDigit($0.value) }) {
            repair(.pageArtefact, line, Excerpt.head(s, 40))
            artefactLines.insert(line)
            return []
        }
        return s
    }

    // MARK: Controls, ANSI escapes, bidi

    mutating func stripControls(_ s: Scalars, line: Int) -> Scalars {
        var needs = false
        for c in s where Ch.isC0orC1(c.value) || Ch.isBidiControl(c.value) || c.value == 0xFEFF {
            needs = true; break
        }
        guard needs else { return s }
        var out = Scalars()
        out.reserveCapacity(s.count)
        var i = 0
        let n = s.count
        var runStart: Int? = nil  // start (in s) of the current run of removed scalars
        var runOutPos = 0
        func close(_ me: inout Normalizer, _ end: Int) {
            guard let st = runStart else { return }
            let ctxLo = Swift.max(0, runOutPos - 12)
            let before = Excerpt.printable(out[ctxLo..<runOutPos])
            let removed = Excerpt.printable(s[st..<end])
            let after = Excerpt.printable(s[end..<Swift.min(n, end + 12)])
            me.repair(.controlCharacter, line, before + "⟨" + removed + "⟩" + after)
            runStart = nil
        }
        while i < n {
            let v = s[i].value
            if v == 0x09 {
                close(&self, i)
                out.append(s[i])  // kept until the line's cells are known (normalizeLine)
                i += 1
                continue
            }
            var skip = 0
            if v == 0x1B || v == 0x9B || v == 0x9D {
                skip = escapeLength(s, i)
            } else if Ch.isC0orC1(v) || Ch.isBidiControl(v) || v == 0xFEFF {
                skip = 1
            }
            if skip > 0 {
                if runStart == nil { runStart = i; runOutPos = out.count }
                i += skip
                continue
            }
            close(&self, i)
            out.append(s[i])
            i += 1
        }
        close(&self, n)
        return out
    }

    /// Length of an escape sequence starting at `i` (ESC or C1 CSI/OSC), at least 1.
    func escapeLength(_ s: Scalars, _ i: Int) -> Int {
        let n = s.count
        var j = i + 1
        var kind: UInt32 = 0  // '[' CSI, ']' OSC
        if s[i].value == 0x9B { kind = 0x5B } else if s[i].value == 0x9D { kind = 0x5D } else {
            guard j < n else { return 1 }
            let v = s[j].value
            if v == 0x5B || v == 0x5D { kind = v; j += 1 } else if (0x20...0x7E).contains(v) {
                return 2  // two-character escape (ESC c, ESC 7, ESC ( B starts here too)
            } else {
                return 1
            }
        }
        if kind == 0x5B {
            // CSI: parameters 0x30–0x3F, intermediates 0x20–0x2F, one final byte 0x40–0x7E
            while j < n, (0x30...0x3F).contains(s[j].value) { j += 1 }
            while j < n, (0x20...0x2F).contains(s[j].value) { j += 1 }
            if j < n, (0x40...0x7E).contains(s[j].value) { j += 1 }
            return j - i
        }
        // OSC: up to BEL or ESC \ (or the end of the line)
        while j < n {
            let v = s[j].value
            if v == 0x07 { return j + 1 - i }
            if v == 0x1B { return (j + 1 < n && s[j + 1].value == 0x5C) ? j + 2 - i : j - i }
            if v == 0x9C { return j + 1 - i }
            j += 1
        }
        return j - i
    }

    // MARK: NFC

    /// Whether a scalar ≥ U+0300 is in a range whose characters are all NFC_QC=Yes with combining
    /// class 0 (Cyrillic letters, general punctuation, CJK ideographs and punctuation, full-width
    /// forms); below U+0300 everything is. A line of such scalars is NFC without asking the normalizer.
    @inline(__always) static func surelyNFC(_ v: UInt32) -> Bool {
        // the common ranges first (Han, Cyrillic, punctuation): this runs on every non-Latin scalar
        (0x4E00...0x9FFF).contains(v) || (0x400...0x482).contains(v) || (0x2002...0x206F).contains(v)
            || (0x3000...0x3029).contains(v) || (0xFF00...0xFFEF).contains(v) || (0x48A...0x52F).contains(v)
            || (0x3030...0x3098).contains(v) || (0x309B...0x30FF).contains(v) || (0x3400...0x4DBF).contains(v)
    }

    mutating func nfc(_ s: Scalars, line: Int) -> Scalars {
        // Every scalar below U+0300 is NFC-stable on its own and composes with nothing before it.
        guard s.contains(where: { $0.value >= 0x300 }) else { return s }
        let bytes = Sc.utf8(s)
        let units = String(decoding: bytes, as: UTF8.self)._nfcCodeUnits
        if units == bytes { return s }
        let normalized = Sc.of(String(decoding: units, as: UTF8.self))
        repair(.nfc, line, Excerpt.head(s, 40))
        return normalized
    }

    // MARK: Pinyin annotations

    /// Removes "(dǎo)" after a Han character: "導(dǎo)航" -> "導航", by the rule of
    /// `Pinyin.annotationEnd` (BarGuideText), which the index applies too. Inside mojibake the
    /// annotation may follow a stray latin letter ("崿F(xiàn)"): a tone-marked annotation after a
    /// scalar that is no space nor "(", with a Han character at most 3 scalars back, counts too.
    /// Real parentheticals ("(показанный ниже на iPhone)", "（中文版）") never match.
    mutating func removePinyin(_ s: Scalars, line: Int) -> Scalars {
        guard s.contains(where: { $0.value == 0x28 || $0.value == 0xFF08 }),
              s.contains(where: { Ch.isHan($0.value) }) else { return s }
        // copied lazily: most such lines have a real parenthetical and nothing to remove
        var out = LazyEdit(s)
        var i = 0
        let n = s.count
        while i < n {
            let v = s[i].value
            if (v == 0x28 || v == 0xFF08), i > 0, let end = pinyinEnd(s, open: i) {
                repair(.pinyin, line, Excerpt.printable(s[Swift.max(0, i - 2)..<Swift.min(n, end + 2)]))
                out.skip(i, to: end)
                i = end
                continue
            }
            i += 1
        }
        return out.result()
    }

    /// If an annotation starts at `open`, the index just past its closing parenthesis.
    func pinyinEnd(_ s: Scalars, open: Int) -> Int? {
        let prev = s[open - 1].value
        let afterHan = Ch.isHan(prev)
        if !afterHan {
            // mojibake context: after a non-space, with Han close behind
            guard !Ch.isSpace(prev), prev != 0x28,
                  (Swift.max(0, open - 3)..<open).contains(where: { Ch.isHan(s[$0].value) }) else { return nil }
        }
        return s.withUnsafeBufferPointer { b in
            Pinyin.annotationEnd(open: b[open].value, start: open + 1, end: b.count, afterHan: afterHan) { (b[$0].value, 1) }
        }
    }

    // MARK: HTML remnants

    static let htmlTags: Set<String> = [
        "a", "b", "i", "u", "p", "br", "hr", "em", "strong", "span", "div", "font", "li", "ul", "ol",
        "td", "tr", "th", "table", "tbody", "thead", "img", "h1", "h2", "h3", "h4", "h5", "h6", "sup", "sub",
        "blockquote", "pre", "code", "section", "article", "center", "small", "big", "nav", "header", "footer",
    ]

    /// Removes tags such as "</div>" and the broken form "?/div>" (the "<" lost in mojibake).
    mutating func removeMarkup(_ s: Scalars, line: Int) -> Scalars {
        guard s.contains(where: { $0.value == 0x3E }) else { return s }
        var out = LazyEdit(s)
        var i = 0
        let n = s.count
        while i < n {
            let v = s[i].value
            if v == 0x3C || v == 0x3F, let end = tagEnd(s, i, brokenOpen: v == 0x3F) {
                repair(.markup, line, Excerpt.around(s, i..<end, radius: 8))
                out.skip(i, to: end)
                let leftWord = !out.edited.isEmpty && Ch.isLetter(out.edited[out.edited.count - 1].value)
                let rightWord = end < n && Ch.isLetter(s[end].value)
                if leftWord && rightWord && !Ch.isHan(s[end].value) { out.edited.append(" ") }
                i = end
                continue
            }
            i += 1
        }
        return out.result()
    }

    func tagEnd(_ s: Scalars, _ i: Int, brokenOpen: Bool) -> Int? {
        let n = s.count
        var j = i + 1
        var closing = false
        if j < n, s[j].value == 0x2F { closing = true; j += 1 }
        if brokenOpen && !closing { return nil }
        let nameStart = j
        while j < n, Ch.isASCIIAlnum(s[j].value) { j += 1 }
        guard j > nameStart, Ch.isASCIILetter(s[nameStart].value) else { return nil }
        let name = Sc.str(Scan.lower(s[nameStart..<j]))
        guard Self.htmlTags.contains(name) else { return nil }
        if brokenOpen {
            return j < n && s[j].value == 0x3E ? j + 1 : nil
        }
        // attributes: anything but < > within 200 scalars
        var k = j
        if k < n, s[k].value != 0x3E, s[k].value != 0x2F, !Ch.isSpace(s[k].value) { return nil }
        while k < n, k - j < 200, s[k].value != 0x3E, s[k].value != 0x3C { k += 1 }
        return k < n && s[k].value == 0x3E ? k + 1 : nil
    }

    // MARK: Question marks

    /// "?" left where an encoding conversion lost a (non-breaking) space or separator:
    ///  - between latin letters ("split?view", "Bar Button?Icons", "Tab?Bars") -> a space;
    ///  - between two short Han words inside brackets ("（中文?英文）", "”中文?英文）"): the same lost
    ///    separator (most likely a non-breaking space that GBK could not encode) -> a space, like the
    ///    latin case. Longer Han runs around a "?" are left alone: that is what mojibake looks like.
    /// A "?" right after a full-width sentence end at the end of a line or before a space
    /// ("消失。?", "邊緣。 ?") is stray and dropped with the spaces before it.
    mutating func repairQuestionMarks(_ s: Scalars, line: Int) -> Scalars {
        guard s.contains(where: { $0.value == 0x3F }) else { return s }
        var out = LazyEdit(s)
        let n = s.count
        for i in 0..<n {
            guard s[i].value == 0x3F else { continue }
            let prev = i > 0 ? s[i - 1].value : 0
            let next = i + 1 < n ? s[i + 1].value : 0
            if Ch.isASCIILetter(prev), Ch.isASCIILetter(next), !looksLikeURL(s, i) {
                repair(.lostSpace, line, Excerpt.around(s, i..<i + 1, radius: 10))
                out.skip(i, to: i + 1)
                out.edited.append(" ")
                continue
            }
            if Ch.isHan(prev), Ch.isHan(next), isBracketedHanPair(s, i) {
                repair(.lostSpace, line, Excerpt.around(s, i..<i + 1, radius: 8))
                out.skip(i, to: i + 1)
                out.edited.append(" ")
                continue
            }
            if next == 0 || Ch.isSpace(next) {
                out.flush(upTo: i)  // what is kept so far, to look back at
                var k = out.edited.count - 1
                while k >= 0, Ch.isSpace(out.edited[k].value) { k -= 1 }
                if k >= 0, Ch.isCJKTerminator(out.edited[k].value) {
                    repair(.strayQuestion, line, Excerpt.around(s, i..<i + 1, radius: 10))
                    out.skip(i, to: i + 1)
                    out.edited.removeSubrange((k + 1)...)
                    continue
                }
            }
        }
        return out.result()
    }

    func looksLikeURL(_ s: Scalars, _ i: Int) -> Bool {
        var k = i - 1
        while k >= 0, !Ch.isSpace(s[k].value) {
            let v = s[k].value
            if v == 0x2F || v == 0x3D || v == 0x26 { return true }
            k -= 1
        }
        k = i + 1
        while k < s.count, !Ch.isSpace(s[k].value) {
            if s[k].value == 0x3D { return true }
            k += 1
        }
        return false
    }

    func isBracketedHanPair(_ s: Scalars, _ i: Int) -> Bool {
        var l = i - 1
        while l >= 0, Ch.isHan(s[l].value) { l -= 1 }
        var r = i + 1
        while r < s.count, Ch.isHan(s[r].value) { r += 1 }
        let leftLen = i - 1 - l, rightLen = r - i - 1
        guard leftLen <= 3, rightLen <= 3 else { return false }
        let opened = l < 0 || Ch.isOpener(s[l].value) || Ch.isCloser(s[l].value)
        let closed = r >= s.count || Ch.isCloser(s[r].value)
        return opened && closed
    }

    // MARK: Glued words

    /// "UINavigationBarкласс" -> "UINavigationBar класс"; "классUIKit" -> "класс UIKit";
    /// "UINavigationBar.Элементы" -> "UINavigationBar. Элементы" (a sentence glued after its period);
    /// "NOfalse" / "YEStrue" -> "NO/false" / "YES/true": the Objective-C and Swift spellings of one
    /// constant, glued when the language switch of the source page was flattened; the slash keeps
    /// both searchable and reads as the alternative it is.
    mutating func splitGluedWords(_ s: Scalars, line: Int) -> Scalars {
        let n = s.count
        // anything to do? a Latin/Cyrillic boundary inside a word, "x.Я", or NO/YES glued to true/false
        var hasCyr = false, candidate = false
        s.withUnsafeBufferPointer { s in
            if let f = s.first, Ch.isCyrillic(f.value) { hasCyr = true }
            var i0 = 1
            while i0 < n {
                let v = s[i0].value
                if v < 0x80 {
                    if Ch.isASCIILetter(v) {
                        let p = s[i0 - 1].value
                        if Ch.isCyrillicLower(p) && Ch.isASCIIUpper(v) { candidate = true; break }
                        if (v == 0x66 || v == 0x74) && (p == 0x4F || p == 0x53) { candidate = true; break }  // Of / Ot, Sf / St
                    }
                } else if Ch.isCyrillic(v) {
                    hasCyr = true
                    let p = s[i0 - 1].value
                    if Ch.isASCIIAlnum(p) || (p == 0x2E && Ch.isCyrillicUpper(v)) { candidate = true; break }
                }
                i0 += 1
            }
        }
        guard candidate else { return s }
        var out = Scalars()
        out.reserveCapacity(n + 4)
        var latinRun = 0  // length of the ASCII alnum run ending at out.last
        var i = 0
        while i < n {
            let v = s[i].value
            if hasCyr, i > 0 {
                let p = s[i - 1].value
                if Ch.isCyrillic(v), Ch.isLetter(v), Ch.isASCIIAlnum(p), latinRun >= 2 {
                    repair(.gluedWord, line, Excerpt.around(s, i - 1..<i + 1, radius: 14))
                    out.append(" ")
                } else if Ch.isASCIIUpper(v), Ch.isCyrillicLower(p) {
                    repair(.gluedWord, line, Excerpt.around(s, i - 1..<i + 1, radius: 14))
                    out.append(" ")
                }
            }
            if v == 0x2E, i > 0, i + 1 < n, Ch.isCyrillicUpper(s[i + 1].value),
               Ch.isWordChar(s[i - 1].value), Ch.isLetter(s[i - 1].value) || Ch.isDigit(s[i - 1].value) {
                repair(.gluedWord, line, Excerpt.around(s, i..<i + 1, radius: 14))
                out.append(s[i])
                out.append(" ")
                latinRun = 0
                i += 1
                continue
            }
            // NOfalse / YEStrue as whole words
            if v == 0x4E || v == 0x59, i == 0 || !Ch.isWordChar(s[i - 1].value),
               let (objc, swift) = Self.gluedConstant(s, i) {
                let end = i + objc.unicodeScalars.count + swift.unicodeScalars.count
                repair(.gluedWord, line, Excerpt.around(s, i..<end, radius: 10))
                out.append(contentsOf: objc.unicodeScalars)
                out.append("/")
                out.append(contentsOf: swift.unicodeScalars)
                i = end
                latinRun = 0
                continue
            }
            out.append(s[i])
            latinRun = Ch.isASCIIAlnum(v) ? latinRun + 1 : 0
            i += 1
        }
        return out
    }

    static let gluedConstants = [("NO", "false"), ("YES", "true"), ("NO", "true"), ("YES", "false")].map { a, b in
        (a, b, Scan.values(a + b))
    }

    static func gluedConstant(_ s: Scalars, _ i: Int) -> (String, String)? {
        s.withUnsafeBufferPointer { buf in
            for (a, b, both) in gluedConstants where Scan.hasPrefix(buf, i, buf.count, both) {
                let end = i + both.count
                if end < buf.count && Ch.isWordChar(buf[end].value) { continue }
                return (a, b)
            }
            return nil
        }
    }

    // MARK: Mojibake

    /// Mojibake that cannot be repaired stays; it is diagnosed once per run on the line:
    /// a "?" next to a CJK character (after the lost-space / stray repairs above), "???" runs,
    /// and U+FFFD. Returns whether the line has any.
    mutating func detectMojibake(_ s: Scalars, line: Int) -> Bool {
        guard s.withUnsafeBufferPointer({ $0.contains { $0.value == 0x3F || $0.value == 0xFFFD } }) else { return false }
        var sites: [Int] = []
        let n = s.count
        for i in 0..<n {
            let v = s[i].value
            if v == 0xFFFD { sites.append(i); continue }
            guard v == 0x3F else { continue }
            let prev = i > 0 ? s[i - 1].value : 0
            let next = i + 1 < n ? s[i + 1].value : 0
            if Ch.isCJK(prev) || Ch.isCJK(next) || (prev == 0x3F && next == 0x3F) { sites.append(i) }
        }
        guard !sites.isEmpty else { return false }
        var runStart = sites[0], runEnd = sites[0]
        for k in 1...sites.count {
            if k < sites.count, sites[k] - runEnd <= 12 { runEnd = sites[k]; continue }
            diagnostics.append(Diagnostic(
                severity: .warning, code: "mojibake", file: file, line: line,
                message: "garbled text (mojibake) that cannot be repaired; kept and the rule flagged \"garbled\"",
                excerpt: Excerpt.around(s, runStart..<runEnd + 1, radius: 12)))
            if k < sites.count { runStart = sites[k]; runEnd = sites[k] }
        }
        return true
    }

    // MARK: - A wiki's macros

    /// Confluence's box macros around a note ("{info}Проверяйте …{info}", "{warning}" on a line of
    /// its own, then the text, then "{warning}"): the tags are markup, removed and reported, and the
    /// text they hold is a boxed note (`SourceLine.box`). A line of nothing but a macro ("{toc}",
    /// "{toc:maxLevel=2}", "{code}") is markup.
    mutating func wikiMacros(_ lines: [SourceLine]) -> [SourceLine] {
        guard lines.contains(where: { $0.text.first?.value == 0x7B }) else { return lines }
        var out = lines
        var open: Admonition? = nil
        for k in out.indices {
            var t = Sc.trim(out[k].text)
            guard !t.isEmpty else { continue }
            var box: Admonition? = open
            if let (tag, end) = Self.macroTag(t, at: 0) {
                t = Sc.trim(Array(t[end...]))
                if let note = Self.boxMacros[tag] {
                    if t.isEmpty { open = open == nil ? note : nil; box = nil } else { box = note; open = note }
                }
                repair(.markup, out[k].start, "{" + tag + "}")
            }
            // the closing tag at the line's end closes the box
            if let brace = t.lastIndex(where: { $0.value == 0x7B }), let (tag, end) = Self.macroTag(t, at: brace), end == t.count,
               Self.boxMacros[tag] != nil {
                t = Sc.trim(Array(t[..<brace]))
                open = nil
                repair(.markup, out[k].start, "{" + tag + "}")
            }
            if t.count != Sc.trim(out[k].text).count { out[k].text = t }
            if !t.isEmpty, let box { out[k].box = box }
        }
        return out
    }

    /// The wiki's box macros and the note each makes.
    static let boxMacros: [String: Admonition] = ["info": .tip, "note": .tip, "tip": .tip, "panel": .tip, "expand": .tip,
                                                  "warning": .important]
    /// The macros a line may hold alone as markup, the boxes' among them.
    static let macroNames: Set<String> = Set(boxMacros.keys).union(["toc", "code", "noformat", "anchor", "children", "excerpt", "status"])

    /// A macro tag at `at` ("{info}", "{toc:maxLevel=2}", "{panel:title=…}"): its name and where it ends.
    static func macroTag(_ t: Scalars, at: Int) -> (String, Int)? {
        guard at < t.count, t[at].value == 0x7B else { return nil }
        var k = at + 1
        while k < t.count, Ch.isASCIILower(t[k].value) { k += 1 }
        guard k > at + 1 else { return nil }
        let name = Sc.str(Array(t[(at + 1)..<k]))
        guard macroNames.contains(name) else { return nil }
        if k < t.count, t[k].value == 0x3A {
            while k < t.count, t[k].value != 0x7D, k - at < 80 { k += 1 }
        }
        guard k < t.count, t[k].value == 0x7D else { return nil }
        return (name, k + 1)
    }

    // MARK: - A PDF's running headers and footers

    /// A page's running header or footer, as a PDF's text export repeats it on every page: a page
    /// count ("第 4 页 共 9 页", "Page 4 of 9", «Страница 4 из 9»), or the same short line, no
    /// sentence, three times or more with a page count in the text. Each is dropped and reported
    /// (`pageArtefact`), so that a paragraph broken by a page goes on across it.
    /// Page numbers alone on their lines ("115", dropped by `repairPageArtefacts`) count as page
    /// counts; a short line that repeats three times or more with only the number at its start or end
    /// changing ("116   Глава 5. Панели в iOS") is a running header.
    mutating func droppingRunningLines(_ lines: [SourceLine]) -> [SourceLine] {
        let bareNumbers = repairs.lazy.filter { $0.kind == .pageArtefact && !$0.excerpt.isEmpty && $0.excerpt.unicodeScalars.allSatisfy({ Ch.isDigit($0.value) }) }.count
        let pages = lines.filter { Self.pageCount($0.text) }.count + (bareNumbers >= 2 ? bareNumbers : 0)
        guard pages > 0 else { return lines }
        var seen: [[UInt32]: Int] = [:]
        var numbered: [[UInt32]: Int] = [:]
        // (a running header set across the page's width: its spaces do not count)
        func short(_ t: Scalars) -> Bool { t.count <= 60 || Sc.collapsingSpaces(t).count <= 60 }
        for l in lines where !l.text.isEmpty && short(l.text) && !Segmenter.endsTerminal(l.text) {
            if l.text.count <= 60 { seen[Sc.trim(l.text).map(\.value), default: 0] += 1 }
            if let key = Self.withoutPageNumber(l.text) { numbered[key, default: 0] += 1 }
        }
        var out: [SourceLine] = []
        out.reserveCapacity(lines.count)
        for l in lines {
            // (a page number `repairPageArtefacts` emptied leaves no line)
            if l.text.isEmpty, artefactLines.contains(l.start) { continue }
            let key = Sc.trim(l.text).map(\.value)
            let numberedKey = short(l.text) && !Segmenter.endsTerminal(l.text) ? Self.withoutPageNumber(l.text) : nil
            let running = Self.pageCount(l.text)
                || (pages >= 2 && (seen[key] ?? 0) >= 3 && (seen[key] ?? 0) + 1 >= pages && l.text.contains(where: Segmenter.isWordy))
                || (pages >= 2 && numberedKey.map { (numbered[$0] ?? 0) >= 3 } == true && l.text.contains(where: Segmenter.isWordy))
            if running {
                repair(.pageArtefact, l.start, Excerpt.head(l.text, 40))
                artefactLines.formUnion(l.start...l.end)
                continue
            }
            out.append(l)
        }
        return out
    }

    /// A line that opens or ends with a number set apart by spaces, that number taken out (the key of
    /// a running header with its page number: "116   Глава 5. Панели в iOS", "Bars — 12"); nil for any
    /// other line.
    static func withoutPageNumber(_ t: Scalars) -> [UInt32]? {
        let s = Sc.trim(t)
        var a = 0
        while a < s.count, Ch.isDigit(s[a].value) { a += 1 }
        if a > 0, a <= 4, a < s.count, Ch.isSpace(s[a].value) {
            return Array(Sc.trim(Array(s[a...])).map(\.value))
        }
        var b = s.count
        while b > 0, Ch.isDigit(s[b - 1].value) { b -= 1 }
        if b < s.count, s.count - b <= 4, b > 0, Ch.isSpace(s[b - 1].value) {
            return Array(Sc.trim(Array(s[..<b])).map(\.value))
        }
        return nil
    }

    /// "第 4 页 共 9 页", "第4頁／共9頁", "Page 4 of 9", «Страница 4 из 9», "4 / 9" alone.
    static func pageCount(_ t: Scalars) -> Bool {
        let s = Sc.trim(t)
        guard s.count >= 3, s.count <= 24 else { return false }
        let digits = s.filter { Ch.isDigit($0.value) }.count
        guard digits >= 2 else { return false }
        let words = Sc.str(Scan.lower(s.filter { !Ch.isDigit($0.value) && !Ch.isSpace($0.value) }))
        return ["第页共页", "第頁共頁", "第页/共页", "第頁／共頁", "第頁/共頁", "pageof", "страницаиз", "стр.из", "/"].contains(words)
    }

    // MARK: - Lines broken mid-sentence

    /// Joins a line to the next when it cannot end there: it ends with a preposition or conjunction
    /// ("реализованы в" / "UINavigationBarкласс…"), a comma, or a lowercase word followed by a line
    /// starting lowercase. Only directly adjacent lines (no blank line between) at the same indent
    /// (a text indented as a whole wraps its paragraphs too), never into a bullet, a numbered step
    /// or a continuation indented deeper than its paragraph.
    mutating func joinBrokenLines(_ lines: [SourceLine]) -> [SourceLine] {
        var out: [SourceLine] = []
        out.reserveCapacity(lines.count)
        let wrapped = Self.hardWrapped(lines)
        for line in lines {
            // no binding of the last line may outlive this test: it would share the text's
            // buffer, and the append below would copy it
            // (across a page's artefacts, "…нельзя применять" / "115" / "116 Глава 5" / "для
            // архивирования…", the lines meet as if adjacent: only blank lines and artefacts lie
            // between, since any other line would be the last one)
            var line = line
            if !artefactLines.isEmpty, !line.text.isEmpty, let k = out.lastIndex(where: { !$0.text.isEmpty }), k < out.count - 1,
               ((out[k].end + 1)..<line.start).contains(where: artefactLines.contains) {
                let end = out[k].end
                let acrossPage = SourceLine(start: end + 1, end: end + 1, text: line.text, indent: line.indent, garbled: line.garbled)
                // (only a sentence broken mid-way: a page may end with a paragraph)
                if Self.joins(out[k], acrossPage) {
                    out.removeSubrange((k + 1)...)
                    line.start = end + 1
                }
            }
            let join = out.last.map { Self.joins($0, line) || Self.hangs($0, line) || (wrapped && Self.continuesWrapped($0, line)) } ?? false
            if join {
                // Linear: the last line is taken out of `out` (its text uniquely referenced) and
                // appended to in place. A copy of it per joined line would make a paragraph of n
                // broken lines cost O(n²).
                var merged = out.removeLast()
                let tail = Excerpt.printable(merged.text.suffix(24))
                let head = Excerpt.printable(line.text.prefix(24))
                repair(.joinedLine, merged.end, tail + "↵" + head)
                // (Chinese lines join without a space: "…工具" + "栏…"; a word a PDF broke at a hyphen
                // joins whole: "navi-" + "gation bar", "setNeeds-" + "StatusBarAppearanceUpdate()")
                if Self.brokenAtHyphen(merged.text, next: line.text) {
                    merged.text.removeLast()
                } else if !(merged.text.last.map({ Self.isWide($0.value) || $0.value == 0x201D }) ?? false
                     && line.text.first.map({ Self.isWide($0.value) || $0.value == 0x201D }) ?? false) {
                    merged.text.append(" ")
                }
                merged.text.append(contentsOf: line.text)
                merged.end = line.end
                merged.garbled = merged.garbled || line.garbled
                out.append(merged)
            } else {
                out.append(line)
            }
        }
        return out
    }

    /// A word broken at the line's end by a hyphen: a letter and "-" end the line, and the next
    /// line opens in lowercase ("hier-" / "archy"), or goes on with an identifier in camel case
    /// ("setNeeds-" / "StatusBarAppearanceUpdate()"). A dash after a space ("bars -") is no hyphen.
    static func brokenAtHyphen(_ s: Scalars, next: Scalars) -> Bool {
        guard s.count >= 3, s[s.count - 1].value == 0x2D, let first = next.first else { return false }
        let before = s[s.count - 2].value
        if Ch.isLowerLetter(before), Ch.isLowerLetter(first.value) { return true }
        guard Ch.isASCIILetter(before) else { return false }
        // (camel case: the part before the hyphen is one word with a capital after its first letter)
        var k = s.count - 2
        while k > 0, Ch.isASCIILetter(s[k - 1].value) { k -= 1 }
        let word = s[k..<(s.count - 1)]
        return Ch.isASCIIUpper(first.value) && word.count >= 3 && Ch.isASCIILower(word[word.startIndex].value)
            && word.dropFirst().contains { Ch.isASCIIUpper($0.value) }
    }

    /// Whether `line` continues `last`, a line broken mid-sentence. Two rows of aligned columns
    /// never join: each is a row of its table, whatever case its first cell opens with.
    static func joins(_ last: SourceLine, _ line: SourceLine) -> Bool {
        !last.text.isEmpty && !line.text.isEmpty && line.indent == last.indent
            && !(last.aligned && line.aligned)
            && line.start == last.end + 1 && !Segmenter.isBullet(line.text) && !Segmenter.isNumbered(line.text)
            && (!Segmenter.isBullet(last.text) || endsDangling(last.text))
            && breaksMidSentence(last.text, next: line.text)
    }

    /// Whether `line` is a wrapped line of the numbered clause or list item `last`, set with a
    /// hanging indent: it starts exactly where the item's text starts after its mark
    /// ("   4.1.2  Every screen …" / "          that tells users …"). Such a line never opens a
    /// paragraph of its own.
    static func hangs(_ last: SourceLine, _ line: SourceLine) -> Bool {
        guard line.start == last.end + 1, !line.text.isEmpty, line.cells.isEmpty, last.cells.isEmpty,
              line.indent > last.indent, let column = textColumn(last.text),
              line.indent == last.indent + column,
              !Segmenter.isBullet(line.text), !Segmenter.isNumbered(line.text), textColumn(line.text) == nil
        else { return false }
        return true
    }

    /// Where the text of a numbered clause or list item starts after its mark: a bullet, or a
    /// number of a few digits, dots and letters ("4.1.2", "A.1", "3)", "(b)") followed by spaces.
    /// Nil for a line without such a mark.
    static func textColumn(_ s: Scalars) -> Int? {
        guard let f = s.first else { return nil }
        var k = 0
        if Segmenter.isBullet(s) {
            k = 1
        } else {
            var digits = 0
            while k < s.count, k < 10, Ch.isDigit(s[k].value) || Ch.isASCIILetter(s[k].value) || [0x2E, 0x29, 0x28].contains(s[k].value) {
                if Ch.isDigit(s[k].value) { digits += 1 }
                k += 1
            }
            // a number, or one letter and a dot or bracket ("a)", "B."); never a word
            let letters = s[0..<k].filter { Ch.isASCIILetter($0.value) }.count
            let marks = s[0..<k].contains { $0.value == 0x2E || $0.value == 0x29 }
            guard k > 0, k < s.count, marks, f.value != 0x2E, digits > 0 ? letters <= 1 : (letters == 1 && k == 2) else { return nil }
        }
        guard k < s.count, Ch.isSpace(s[k].value) else { return nil }
        while k < s.count, Ch.isSpace(s[k].value) { k += 1 }
        return k < s.count ? k : nil
    }

    /// Whether an editor wrapped the document's paragraphs at a fixed width: paragraphs apart by
    /// blank lines, and lines broken mid-sentence are common (three at least, and a quarter of the
    /// lines that follow another directly). In such a text a long line followed directly by more
    /// text continues its paragraph even at a sentence end.
    static func hardWrapped(_ lines: [SourceLine]) -> Bool {
        var adjacent = 0, wraps = 0, blank = 0
        for k in lines.indices {
            if lines[k].text.isEmpty { blank += 1; continue }
            guard k > 0, !lines[k - 1].text.isEmpty, lines[k].start == lines[k - 1].end + 1 else { continue }
            adjacent += 1
            if lines[k].indent == lines[k - 1].indent, lines[k].cells.isEmpty,
               wrapsAt(lines[k - 1].text, next: lines[k].text) || wrapsHan(lines[k - 1].text, next: lines[k].text) { wraps += 1 }
        }
        return wraps >= 3 && wraps * 4 >= adjacent && blank > 0
    }

    /// In a hard-wrapped text: `line` goes on with the paragraph of `last`, a long line. Never a
    /// list item, a line indented otherwise than its paragraph, a table row or a line underlining a
    /// heading.
    static func continuesWrapped(_ last: SourceLine, _ line: SourceLine) -> Bool {
        // (a Chinese line wrapped at a fixed width, numbered clause or not: "4.1.1 状态栏位于…等系统" /
        // "状态信息，…")
        // (not from a caption or a field, "圖 4-3 …" / "文档编号：…", nor into a short line with no
        // sentence end, a heading: "使用準則")
        let hanWrap = wrapsHan(last.text, next: line.text) && !Segmenter.startsCaption(last.text)
            && !Segmenter.keyValue(last.text) && !Segmenter.keyValue(line.text)
            && (line.text.count >= 12 || line.text.last.map { Ch.isTerminator($0.value) || Ch.isCloser($0.value) } ?? false)
        // (a Chinese line wraps only as `wrapsHan` says; the length of a Latin line says nothing of it)
        let hanLine = last.text.lazy.filter { Ch.isHan($0.value) }.count * 2 >= last.text.count
        guard !last.text.isEmpty, !line.text.isEmpty, line.indent == last.indent, line.start == last.end + 1,
              hanLine ? hanWrap : last.text.count >= wrappedLineLength, last.cells.isEmpty, line.cells.isEmpty,
              !Segmenter.isBullet(line.text), !Segmenter.isNumbered(line.text), !Segmenter.isBullet(last.text),
              !Segmenter.isNumbered(last.text) || hanWrap, line.text.contains(where: Segmenter.isWordy),
              // (a separator of "=" or "-" is long, but no text goes on from it)
              last.text.contains(where: Segmenter.isWordy),
              // (nor from a ticket's key and title: "HBR-1402  Status bar text unreadable")
              Segmenter.ticketTitle(last.text) == nil, Segmenter.ticketTitle(line.text) == nil else { return false }
        // a label or a caption opens a block of its own ("NOTE: …", "Fig. 2 - …")
        return Classifier.inlineLabel(line.text) == nil && !Segmenter.startsCaption(line.text)
    }

    static let danglingWords: Set<String> = [
        // Russian prepositions and conjunctions that cannot end a sentence
        "в", "во", "на", "к", "ко", "с", "со", "о", "об", "обо", "по", "для", "из", "от", "до", "за", "у", "и",
        "или", "а", "но", "что", "чтобы", "как", "при", "без", "через", "над", "под", "перед", "между", "про",
        "не", "ни", "же", "ли", "это", "его", "ее", "её", "их", "который", "которые", "которая",
        // English
        "the", "a", "an", "of", "to", "in", "on", "for", "and", "or", "with", "by", "from", "at", "as", "that",
    ]

    static func endsDangling(_ s: Scalars) -> Bool {
        guard let last = s.last else { return false }
        if last.value == 0x2C || last.value == 0xFF0C || last.value == 0x3001 { return true }
        var k = s.count
        while k > 0, Ch.isWordChar(s[k - 1].value) { k -= 1 }
        guard k < s.count else { return false }
        let word = Sc.str(Scan.lower(s[k...]))
        return danglingWords.contains(word)
    }

    static func breaksMidSentence(_ s: Scalars, next: Scalars) -> Bool {
        if endsDangling(s) { return true }
        // (the next line may open with a bracket or a quote: "…способа отображения" / "(список/сетка) или …")
        let opened = next.first.map { Ch.isOpener($0.value) && $0.value != 0x22 } == true ? Array(next.dropFirst()) : next
        guard let last = s.last, let first = opened.first else { return false }
        if Ch.isLowerLetter(last.value) && Ch.isCyrillicLower(first.value) && Ch.isCyrillicLower(last.value) { return true }
        return wrapsAt(s, next: opened)
    }

    /// A Chinese line wrapped at a fixed width: wide (a Han character counts two columns), no
    /// sentence end or colon at its end, and the next line opens with a Han character, a quote or a
    /// bracket, never a clause's number or a list's mark.
    static func wrapsHan(_ s: Scalars, next: Scalars) -> Bool {
        guard s.count >= 20, let last = s.last, let first = next.first,
              !Ch.isTerminator(last.value), !Ch.isColon(last.value), !Ch.isCloser(last.value) || last.value == 0x201D,
              Ch.isHan(first.value) || [0xFF0C, 0x3001, 0x3002, 0xFF1B, 0x201C, 0x201D, 0xFF08, 0xFF09, 0x300C, 0x300A].contains(first.value)
        else { return false }
        var width = 0, han = 0
        for c in s { if isWide(c.value) { width += 2; han += 1 } else { width += 1 } }
        return han * 2 >= s.count && width >= hanWrapWidth
    }
    static let hanWrapWidth = 56
    /// A scalar two columns wide: a Han character, CJK punctuation or a fullwidth form.
    @inline(__always) static func isWide(_ v: UInt32) -> Bool {
        Ch.isHan(v) || (0x3000...0x303F).contains(v) || (0xFF00...0xFFEF).contains(v)
    }

    /// Minimum length of a line that a text editor wrapped: a heading or a label is shorter.
    static let wrappedLineLength = 40

    /// A paragraph hard-wrapped by an editor: a long line that ends with no sentence end or
    /// semicolon, followed by a line that opens in lowercase ("…and the visibility" / "from
    /// prefersStatusBarHidden…", "…Call" / "setNeedsStatusBarAppearanceUpdate()").
    static func wrapsAt(_ s: Scalars, next: Scalars) -> Bool {
        guard s.count >= wrappedLineLength, let first = next.first, Ch.isLowerLetter(first.value) else { return false }
        var k = s.count - 1
        while k > 0, Ch.isCloser(s[k].value) { k -= 1 }
        let v = s[k].value
        return !Ch.isTerminator(v)
    }
}

/// A line with a few edits, copied only at its first edit: a pass that finds nothing to change
/// returns its input as it is (no allocation, no copy scalar by scalar). `edited` is the result for
/// the source up to the last `flush`/`skip` point; the source after it is appended by `result()`.
struct LazyEdit {
    let source: Scalars
    /// The result so far, for `source[..<copied]` (empty until the first edit).
    var edited = Scalars()
    private var copied = 0
    private var started = false

    init(_ source: Scalars) { self.source = source }

    /// Brings `edited` up to source index `i` (`i` not before the last point).
    mutating func flush(upTo i: Int) {
        if !started {
            started = true
            edited.reserveCapacity(source.count)
        }
        edited.append(contentsOf: source[copied..<i])
        copied = i
    }

    /// Drops `source[i..<end]`, keeping what comes before `i`.
    mutating func skip(_ i: Int, to end: Int) {
        flush(upTo: i)
        copied = end
    }

    /// The edited line: the source itself when nothing was edited.
    mutating func result() -> Scalars {
        guard started else { return source }
        edited.append(contentsOf: source[copied...])
        return edited
    }
}
