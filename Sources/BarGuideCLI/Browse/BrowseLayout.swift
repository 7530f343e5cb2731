// The browser's screen as a pure function of its state: state + size -> frame.
//
//   row 0      > search field
//   row 1      All 12 │ Status 3 │ Navigation 0 │ …            (the scope bar)
//   row 2      ── lang all · kind all ─────────── 12 results ──   (filters, totals)
//   rows 3…    the results (three rows each), a rule in full, or the keys
//   last row   the status line: a message, an error, or the keys that apply here
import BarGuideKit

/// A piece of styled text on one row.
struct Span: Sendable, Equatable {
    var text: String
    var style: CellStyle
    init(_ text: String, _ style: CellStyle = .plain) { self.text = text; self.style = style }
}

enum BrowseLayout {
    static let headerRows = 3
    static let rowsPerResult = 3
    /// Smaller windows get a one-line notice instead of the interface.
    static let minWidth = 20, minHeight = 7

    // Styles (16 colours; with colour off only the attributes are sent).
    static let promptStyle = CellStyle(fg: 36, bold: true)
    static let placeholderStyle = CellStyle(dim: true)
    static let currentScope = CellStyle(bold: true, reverse: true)
    static let emptyScope = CellStyle(dim: true)
    static let separator = CellStyle(dim: true)
    static let activeFilter = CellStyle(fg: 33, bold: true)
    static let idStyle = CellStyle(fg: 36)
    static let metaStyle = CellStyle(dim: true)
    static let headlineStyle = CellStyle(bold: true)
    static let selectedHeadline = CellStyle(bold: true, reverse: true)
    static let marker = CellStyle(fg: 36, bold: true)
    static let match = CellStyle(fg: 33, bold: true, underline: true)
    static let errorStyle = CellStyle(fg: 31, bold: true)
    static let messageStyle = CellStyle(fg: 32, bold: true)
    static let hintStyle = CellStyle(dim: true)

    // MARK: - Frame

    static func frame(_ s: BrowseState) -> Frame {
        var f = Frame(width: s.width, height: s.height)
        guard s.width >= minWidth, s.height >= minHeight else {
            var b = LineBuilder(width: s.width)
            b.put("Window too small for browse", errorStyle)
            f.setRow(0, b.finished())
            return f
        }
        let (fieldRow, cursorColumn) = field(s)
        f.setRow(0, fieldRow)
        f.setRow(1, scopeBar(s))
        f.setRow(2, filterLine(s))
        let body: [[Cell]]
        if s.showingHelp {
            body = help(s)
        } else if let d = s.details.last {
            body = detail(d, s)
        } else {
            body = results(s)
        }
        for (i, row) in body.prefix(s.bodyHeight).enumerated() { f.setRow(headerRows + i, row) }
        f.setRow(s.height - 1, statusLine(s))
        if s.focus == .field && s.details.isEmpty && !s.showingHelp {
            f.cursor = (0, cursorColumn)
        }
        return f
    }

    // MARK: - Search field

    static let prompt = "> "

    /// The field row and the cursor's column. A query wider than the field scrolls so that the
    /// cursor stays in view.
    static func field(_ s: BrowseState) -> (row: [Cell], cursor: Int) {
        var b = LineBuilder(width: s.width)
        b.put(prompt, promptStyle)
        let area = max(1, s.width - prompt.count)
        if s.editor.isEmpty {
            b.put("Search rules: Russian, Chinese or English…", placeholderStyle)
            return (b.finished(), prompt.count)
        }
        let cursor = s.editor.cursorColumn
        let start = cursor < area ? 0 : cursor - area + 1
        var column = 0
        var visible = ""
        var lead = 0
        for c in s.editor.characters {
            let w = TextWidth.of(c)
            defer { column += w }
            if column < start {
                if column + w > start { lead = column + w - start }  // a wide character cut at the left edge
                continue
            }
            if column + w - start > area { break }
            visible.append(c)
        }
        b.put(String(repeating: " ", count: lead))
        b.put(Sanitize.line(visible), .plain, ellipsis: false)
        return (b.finished(), prompt.count + cursor - start)
    }

    // MARK: - Scope bar

    static let scopeNames = ["All"] + Bar.scoped.map(\.shortName)
    static let compactScopeNames = ["All", "Stat", "Nav", "Tool", "Tab", "Srch", "Scop"]

    /// The scope segments as (label, style) with their separators: full names when they fit,
    /// else short names, else a window of segments around the current one with ‹ › at cut ends.
    static func scopeBar(_ s: BrowseState) -> [Cell] {
        let counts = s.page?.counts ?? Array(repeating: 0, count: 7)
        func labels(_ names: [String]) -> [String] {
            names.enumerated().map { "\($0.element) \(counts.indices.contains($0.offset) ? String(counts[$0.offset]) : "–")" }
        }
        func width(_ ls: [String], sep: String) -> Int {
            ls.reduce(0) { $0 + $1.displayWidth + 2 } + sep.displayWidth * (ls.count - 1)
        }
        var ls = labels(scopeNames)
        var sep = "│"
        if width(ls, sep: sep) > s.width {
            ls = labels(compactScopeNames)
        }
        // The window of segments shown: grow around the current one while it fits.
        var lo = s.scope, hi = s.scope
        func fits(_ lo: Int, _ hi: Int) -> Bool {
            width(Array(ls[lo...hi]), sep: sep) + (lo > 0 ? 1 : 0) + (hi < ls.count - 1 ? 1 : 0) <= s.width
        }
        while true {
            if hi + 1 < ls.count, fits(lo, hi + 1) { hi += 1; continue }
            if lo > 0, fits(lo - 1, hi) { lo -= 1; continue }
            break
        }
        if lo == 0 && hi == ls.count - 1 && width(ls, sep: sep) > s.width { sep = "" }
        var b = LineBuilder(width: s.width)
        if lo > 0 { b.put("‹", separator) }
        for i in lo...hi {
            if i > lo { b.put(sep, separator) }
            let style: CellStyle
            if i == s.scope {
                style = currentScope
            } else if counts.indices.contains(i) && counts[i] == 0 && s.page != nil {
                style = emptyScope
            } else {
                style = .plain
            }
            b.put(" " + ls[i] + " ", style)
        }
        if hi < ls.count - 1 { b.put("›", separator) }
        return b.finished()
    }

    // MARK: - Filter line

    static func filterLine(_ s: BrowseState) -> [Cell] {
        var b = LineBuilder(width: s.width)
        b.put("─ ", separator)
        b.put("lang ", metaStyle)
        b.put(s.lang.rawValue, s.lang == .all ? metaStyle : activeFilter)
        b.put(" · ", separator)
        b.put("kind ", metaStyle)
        b.put(s.kind?.rawValue ?? "all", s.kind == nil ? metaStyle : activeFilter)
        var right = ""
        // While a search runs the previous totals stay: the line changes once, when it ends.
        if let p = s.page {
            right = p.total == 1 ? "1 result" : "\(p.total) results"
            if p.fallbackOr { right = "any word: " + right }
        } else if s.searching {
            right = "searching…"
        }
        let tail = right.isEmpty ? "" : " " + right + " ─"
        // The glossary concepts the query was expanded with, as far as they fit.
        if let expansions = s.page?.expansions, !expansions.isEmpty, b.remaining > tail.displayWidth + 16 {
            b.put(" · ", separator)
            b.put("glossary ", metaStyle)
            b.put(Sanitize.line(expansions.joined(separator: ", ")), metaStyle, limit: b.remaining - tail.displayWidth - 3)
        }
        b.put(" ", separator)
        while b.remaining > tail.displayWidth { b.put("─", separator) }
        b.put(tail, metaStyle)
        return b.finished()
    }

    // MARK: - Results

    /// "DON'T", "AVOID", "DO", "CONSIDER" for guidelines, else a short kind.
    static func badge(kind: RuleKind, modality: Modality?) -> (text: String, style: CellStyle) {
        if let m = modality {
            switch m {
            case .dont: return ("DON'T", CellStyle(fg: 31, bold: true, reverse: true))
            case .avoid: return ("AVOID", CellStyle(fg: 33, bold: true, reverse: true))
            case .do: return ("DO", CellStyle(fg: 32, bold: true, reverse: true))
            case .consider: return ("CONSIDER", CellStyle(fg: 36, bold: true, reverse: true))
            }
        }
        let text: String
        switch kind {
        case .guideline: text = "GUIDE"
        case .behavior: text = "BEHAVIOR"
        case .reference: text = "REF"
        case .tip: text = "TIP"
        case .definition: text = "DEF"
        case .caption: text = "CAPTION"
        case .editorial: text = "EDIT"
        }
        return (text, CellStyle(fg: 90, reverse: true))
    }

    static let badgeWidth = 10  // " CONSIDER " and a space

    static func results(_ s: BrowseState) -> [[Cell]] {
        var rows: [[Cell]] = []
        let hits = s.hits
        if hits.isEmpty {
            if let p = s.page, p.total == 0, !s.searching {
                var b = LineBuilder(width: s.width)
                b.put("  No results", metaStyle)
                if s.scope != 0 || s.lang != .all || s.kind != nil { b.put(" here: try another scope or filter", metaStyle) }
                rows.append(b.finished())
            }
            return rows
        }
        let end = min(hits.count, s.top + s.visibleResults)
        guard s.top < end else { return rows }
        for i in s.top..<end {
            let hit = hits[i]
            let selected = i == s.selection
            // Headline: marker, badge, headline.
            var b = LineBuilder(width: s.width)
            b.put(selected ? "▌" : " ", marker)
            let (label, style) = badge(kind: hit.kind, modality: hit.modality)
            b.put(" \(label) ", style)
            b.pad(to: 1 + badgeWidth)
            let headline = Sanitize.line(hit.headline.trimmingSpaces.isEmpty ? hit.id : hit.headline)
            b.put(headline, selected && s.focus == .list ? selectedHeadline : headlineStyle)
            rows.append(b.finished())
            // Snippet.
            var sb = LineBuilder(width: s.width)
            sb.put(selected ? "▌" : " ", marker)
            sb.pad(to: 4)
            for span in snippetSpans(hit.snippet, width: sb.remaining) { sb.put(span.text, span.style, limit: nil) }
            rows.append(sb.finished())
            // Id, bars, language.
            var mb = LineBuilder(width: s.width)
            mb.put(selected ? "▌" : " ", marker)
            mb.pad(to: 4)
            mb.put(hit.id, idStyle)
            mb.put("  " + hit.bars.map(\.rawValue).joined(separator: ", ") + " · " + hit.kind.rawValue + " · " + hit.lang.rawValue
                   + (hit.also.isEmpty ? "" : " · also " + hit.also.map(\.rawValue).joined(separator: ", ")), metaStyle)
            rows.append(mb.finished())
        }
        return rows
    }

    /// The snippet as spans with the matches marked, sanitized, for one line of `width` columns.
    /// When the first match would not be on that line, the text before it is cut (shown as "…",
    /// at a space when one is near) so that the match is in view, a third of the way in.
    static func snippetSpans(_ snippet: Snippet, width: Int) -> [Span] {
        var spans: [Span] = []
        var inside = false
        var current: [UInt8] = []
        func flush() {
            if !current.isEmpty {
                spans.append(Span(Sanitize.line(String(decoding: current, as: UTF8.self)), inside ? match : .plain))
                current.removeAll()
            }
        }
        // the highlights are UTF-8 byte ranges of the text, ascending
        var next = snippet.highlights.makeIterator()
        var range = next.next()
        for (offset, byte) in snippet.text.utf8.enumerated() {
            while let r = range, offset >= r.upperBound { range = next.next() }
            let matched = range.map { $0.contains(offset) } ?? false
            if matched != inside {
                flush()
                inside = matched
            }
            current.append(byte)
        }
        flush()
        guard let firstMatch = spans.firstIndex(where: { $0.style == match }) else { return spans }
        let before = spans[..<firstMatch].reduce(0) { $0 + $1.text.displayWidth }
        guard before + spans[firstMatch].text.displayWidth > width - 1 else { return spans }
        // Cut the plain text before the match, keeping about a third of the line before it.
        var lead = ""
        for span in spans[..<firstMatch] { lead += span.text }
        var kept = Substring(lead)
        var excess = before - width / 3
        while excess > 0, let c = kept.first { excess -= TextWidth.of(c); kept.removeFirst() }
        if let space = kept.firstIndex(of: " "), kept.distance(from: kept.startIndex, to: space) <= 12 {
            kept = kept[kept.index(after: space)...]
        }
        return [Span("…" + kept)] + spans[firstMatch...]
    }

    // MARK: - Detail

    /// The lines of a rule in full at `width` columns (also used to bound its scrolling).
    static func detailLines(_ d: DetailView, width: Int) -> [[Span]] {
        let w = max(10, width - 2)
        guard let r = d.rule else {
            if let failure = d.failure { return [[Span("Cannot show \(d.id): " + Sanitize.line(failure), errorStyle)]] }
            return [[Span("Loading \(d.id)…", metaStyle)]]
        }
        let rule = r.rule
        var lines: [[Span]] = []
        let (label, style) = badge(kind: rule.kind, modality: rule.modality)
        var meta = rule.kind.rawValue
        if let m = rule.modality { meta += " · " + m.rawValue }
        meta += " · " + rule.lang.rawValue
        lines.append([Span(" \(label) ", style), Span(" "), Span(rule.id, idStyle), Span("  " + meta, metaStyle)])
        lines.append([])
        let headline = Sanitize.line(rule.headline.trimmingSpaces.isEmpty ? rule.id : rule.headline)
        for l in headline.wrapped(toWidth: w) { lines.append([Span(l, headlineStyle)]) }
        if rule.text.trimmingSpaces != rule.headline.trimmingSpaces {
            lines.append([])
            for l in Sanitize.terminal(rule.text, tabs: false).wrapped(toWidth: w) { lines.append([Span(l)]) }
        }
        lines.append([])
        func field(_ name: String, _ value: String) {
            let label = name.padded(toWidth: 10)
            for (i, l) in Sanitize.line(value).wrapped(toWidth: max(1, w - 10)).enumerated() {
                lines.append([Span(i == 0 ? label : String(repeating: " ", count: 10), metaStyle), Span(l)])
            }
        }
        func list(_ values: [String]) -> String { values.isEmpty ? "—" : values.joined(separator: ", ") }
        field("Bars", list(rule.bars.map(\.rawValue)))
        field("Items", list(rule.items))
        field("Symbols", list(rule.symbols))
        field("Concepts", list(r.concepts))
        field("Source", ([rule.document] + rule.heading).joined(separator: " › "))
        field("Lines", rule.lines.start == rule.lines.end ? "\(rule.lines.start)" : "\(rule.lines.start)–\(rule.lines.end)")
        if !rule.flags.isEmpty { field("Flags", list(rule.flags)) }
        lines.append([])
        if r.related.isEmpty {
            lines.append([Span("No related rules", metaStyle)])
        } else {
            lines.append([Span("Related rules and translations", headlineStyle), Span(r.related.count == 1 ? "  (1 opens it)" : "  (1–\(min(9, r.related.count)) open one)", metaStyle)])
            for (i, rel) in r.related.enumerated() {
                let (label, style) = badge(kind: rel.kind, modality: rel.modality)
                let number = i < 9 ? "\(i + 1)." : "  "
                let head = Sanitize.line(rel.headline.trimmingSpaces.isEmpty ? rel.id : rel.headline)
                lines.append([Span(number + " ", marker), Span(" \(label) ", style), Span(" "), Span(head)])
                lines.append([Span("   "), Span(rel.id, idStyle), Span("  " + rel.lang.rawValue + " · " + Sanitize.line(rel.reason), metaStyle)])
            }
        }
        return lines
    }

    static func detail(_ d: DetailView, _ s: BrowseState) -> [[Cell]] {
        let lines = detailLines(d, width: s.width)
        let scroll = max(0, min(d.scroll, max(0, lines.count - s.bodyHeight)))
        return lines.dropFirst(scroll).prefix(s.bodyHeight).map { spans in
            var b = LineBuilder(width: s.width)
            b.put(" ")
            for span in spans { b.put(span.text, span.style) }
            return b.finished()
        }
    }

    // MARK: - Help

    static let keys: [(String, String)] = [
        ("typing", "search as you type (the query language of 'barguide search')"),
        ("← → Home End", "move in the field (also Ctrl-B/F/A/E, Ctrl-← →)"),
        ("Bksp Del", "delete a character"),
        ("Ctrl-U Ctrl-W", "delete to the start / the word before the cursor"),
        ("Tab Shift-Tab", "next / previous scope"),
        ("Alt-1…7", "scope: All, Status, Navigation, Toolbar, Tab, Search, Scope"),
        ("↑ ↓ PgUp PgDn", "move in the results (↓ from the field enters them)"),
        ("Enter", "open the rule; 1–9 in it open a related rule"),
        ("Esc", "back from a rule; in the list: quit"),
        ("l or Alt-L, F2", "cycle the language filter"),
        ("k or Alt-K, F3", "cycle the kind filter"),
        ("y or Alt-Y", "copy the rule id (OSC 52)"),
        ("/", "back to the field from the list"),
        ("? or F1", "this help (? in the field when it is empty)"),
        ("Ctrl-L", "redraw"),
        ("Ctrl-C", "quit"),
    ]

    static func help(_ s: BrowseState) -> [[Cell]] {
        var rows: [[Cell]] = []
        var title = LineBuilder(width: s.width)
        title.put(" Keys", headlineStyle)
        rows.append(title.finished())
        let keyWidth = min(16, max(8, s.width / 3))
        for (key, what) in keys {
            let lines = what.wrapped(toWidth: max(1, s.width - keyWidth - 2))
            for (i, l) in lines.enumerated() {
                var b = LineBuilder(width: s.width)
                b.put(" ")
                b.put(i == 0 ? key : "", promptStyle, limit: keyWidth)
                b.pad(to: keyWidth + 2)
                b.put(l)
                rows.append(b.finished())
            }
        }
        return rows
    }

    // MARK: - Status line

    static func statusLine(_ s: BrowseState) -> [Cell] {
        var b = LineBuilder(width: s.width)
        if s.showingHelp {
            b.put("Press any key to go back", hintStyle)
        } else if let m = s.message {
            b.put(Sanitize.line(m), messageStyle)
        } else if let f = s.failure {
            switch f {
            case .query(let m): b.put("Query: " + Sanitize.line(m), errorStyle)
            default: b.put("Error: " + Sanitize.line(f.message), errorStyle)
            }
        } else if !s.details.isEmpty {
            b.put("↑↓ scroll · 1–9 related · y copy id · Esc back · ? keys", hintStyle)
        } else if s.focus == .list {
            b.put("Enter open · y copy id · l lang · k kind · Tab scope · / search · ? keys · Esc quit", hintStyle)
        } else {
            b.put("↓ results · Enter open · Tab scope · Alt-L lang · Alt-K kind · F1 keys · Esc quit", hintStyle)
        }
        return b.finished()
    }
}
