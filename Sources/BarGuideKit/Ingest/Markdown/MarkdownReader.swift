// The Markdown reader: CommonMark + GFM (cmark-gfm) -> the document's nodes, in source order.
//
// cmark-gfm parses; this file only walks its AST (never a regular expression over Markdown):
//  - ATX/Setext headings give `.heading(level)` with the heading's text, marks and HTML removed
//    and an outline number dropped ("4.1.2 导航栏" -> "导航栏").
//  - paragraphs give `.paragraph`; a paragraph opening with a bold or code-marked sentence keeps it
//    as `lead` (the rule's headline). Soft line breaks are joined (with a space, none between Han).
//  - list items give `.listItem` with their nesting depth, ordered/number; a nested list's items
//    follow their parent item.
//  - a GFM table gives one `.tableRow` per body row, with its cells; the header row's cells become
//    the rows' `columns`. A "layout table" (no body row with two filled cells: a PDF figure
//    converted to a table) gives its filled cells as paragraphs instead.
//  - block quotes and admonitions set `admonition`: `> [!NOTE]`, `> **Tip:** …`, `**API Note:** …`,
//    a label paragraph alone ("API 注释", "重要", "СОВЕТ") for the paragraph after it.
//  - images are dropped; an image's alt text, or a short label right before or after an image
//    (or right before a table), becomes `.caption`.
//  - links become their text; HTML is dropped (`<br>` is a line break); code spans that are API
//    names are kept in `symbols`.
//  - every node keeps its 1-based source lines.
// Never throws, never traps: cmark-gfm accepts any bytes.
import CCmarkGFM

struct MarkdownNode: Equatable {
    enum Kind: Equatable {
        case heading(Int)
        case paragraph
        case listItem
        case tableRow
        case caption
        case code
        /// An image (dropped by `Repairs`; its alt text may become a caption).
        case image
    }

    var kind: Kind
    /// Plain text: marks removed, links as their text, soft breaks joined.
    var text: String
    var start: Int
    var end: Int
    /// The bold or code-marked lead sentence of a paragraph or list item.
    var lead: String? = nil
    /// List nesting: 1 for an item of a top-level list; 0 outside lists.
    var depth: Int = 0
    var ordered = false
    var number: Int? = nil
    /// A task-list item ("- [ ] …", "- [x] …").
    var task = false
    /// A table row's cells (empty cells included, in column order) and the header's cells.
    var cells: [String] = []
    var columns: [String] = []
    var admonition: Admonition? = nil
    /// Inside a block quote: a boxed note, whatever its label.
    var boxed = false
    /// API names written as code spans.
    var symbols: [String] = []
    /// Every word of the block is emphasized (`*…*`): a figure's caption beside its image.
    var emphasized = false
    /// Part of a footnote's definition ("[^1]: …"): a note on the text where it is referenced.
    var footnote = false
    /// The length in scalars of a box's title that opens `text` (`Admonitions.containerTitle`):
    /// a run-in label, not the box's lead.
    var titleLength: Int? = nil
    /// A list item that is nothing but links to places in the document ("[Tab bar](#tab-bar)"):
    /// an entry of a table of contents.
    var contentsEntry = false
}

enum MarkdownReader {
    /// A documentation site's content tab label ('=== "UIKit"', '===! "Swift"', '===+ "SwiftUI"'):
    /// three equals signs, maybe "!" or "+", then a title in double quotes, nothing after it.
    static func isContentTab(_ t: Scalars) -> Bool {
        let s = Sc.trim(t)
        guard s.count >= 6, s[0].value == 0x3D, s[1].value == 0x3D, s[2].value == 0x3D else { return false }
        var k = 3
        if k < s.count, s[k].value == 0x21 || s[k].value == 0x2B { k += 1 }
        while k < s.count, Ch.isSpace(s[k].value) { k += 1 }
        guard k < s.count, s[k].value == 0x22 || s[k].value == 0x201C, let l = s.last, l.value == 0x22 || l.value == 0x201D else { return false }
        return s.count - k >= 3 && !s[(k + 1)..<(s.count - 1)].contains { $0.value == 0x22 }
    }

    /// Extensions are registered once per process (cmark-gfm's registry is not thread-safe).
    private static let registered: Bool = {
        cmark_gfm_core_extensions_ensure_registered()
        return true
    }()

    static func isMarkdown(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasSuffix(".md") || lower.hasSuffix(".markdown")
    }

    static func read(_ bytes: [UInt8]) -> [MarkdownNode] {
        var nodes = walk(bytes, options: CMARK_OPT_DEFAULT | CMARK_OPT_FOOTNOTES)
        // cmark-gfm drops the definition of a footnote that nothing references: read without
        // footnotes, such a definition is a paragraph ("[^2]: …"), kept as a footnote of its own
        if Self.mayDefineFootnote(bytes) {
            var covered = Set<Int>()
            for n in nodes { covered.formUnion(n.start...Swift.max(n.start, n.end)) }
            for var n in walk(bytes, options: CMARK_OPT_DEFAULT) where !covered.contains(n.start) && n.kind == .paragraph {
                guard let label = Self.footnoteLabelEnd(n.text) else { continue }
                n.text = String(n.text.unicodeScalars[label...].drop(while: { $0 == " " }))
                n.footnote = true
                nodes.append(n)
            }
        }
        return MarkdownRepairs.apply(nodes)
    }

    private static func walk(_ bytes: [UInt8], options: Int32) -> [MarkdownNode] {
        _ = registered
        guard let parser = cmark_parser_new(options) else { return [] }
        defer { cmark_parser_free(parser) }
        for name in ["table", "autolink", "strikethrough", "tasklist"] {
            if let ext = cmark_find_syntax_extension(name) { cmark_parser_attach_syntax_extension(parser, ext) }
        }
        bytes.withUnsafeBufferPointer { buf in
            buf.withMemoryRebound(to: CChar.self) { c in
                if let base = c.baseAddress { cmark_parser_feed(parser, base, c.count) }
            }
        }
        guard let document = cmark_parser_finish(parser) else { return [] }
        defer { cmark_node_free(document) }
        var walker = Walker()
        walker.flushLeft = flushLeftLines(bytes)
        walker.blocks(of: document, depth: 0)
        return walker.nodes
    }

    /// A line opens with "[^": the document may define a footnote.
    static func mayDefineFootnote(_ bytes: [UInt8]) -> Bool {
        var atStart = true
        for (k, c) in bytes.enumerated() {
            if atStart, c == 0x5B, k + 1 < bytes.count, bytes[k + 1] == 0x5E { return true }
            atStart = c == 0x0A || (atStart && (c == 0x20 || c == 0x09))
        }
        return false
    }

    /// The end of a footnote definition's label in a paragraph's text ("[^note]: …"), if it has one.
    static func footnoteLabelEnd(_ text: String) -> String.UnicodeScalarView.Index? {
        let s = text.unicodeScalars
        guard s.starts(with: "[^".unicodeScalars), let close = s.firstIndex(of: "]") else { return nil }
        let colon = s.index(after: close)
        guard colon < s.endIndex, s[colon] == ":", s.distance(from: s.startIndex, to: close) > 2 else { return nil }
        return s.index(after: colon)
    }

    /// Per 1-based source line: whether it starts with text in its first column (no indentation).
    /// Inside a list item such a line is a lazy continuation (CommonMark joins it to the item).
    static func flushLeftLines(_ bytes: [UInt8]) -> [Bool] {
        var out = [false]  // line 0: none
        var atStart = true
        for c in bytes {
            if atStart {
                out.append(c != 0x20 && c != 0x09 && c != 0x0A && c != 0x0D && c != 0x3E)  // (a quote's ">" is no text)
                atStart = false
            }
            if c == 0x0A { atStart = true }
        }
        return out
    }

    // MARK: - Walking blocks

    struct Walker {
        var nodes: [MarkdownNode] = []
        /// A label paragraph ("API 注释", "重要") waiting for the paragraph it introduces.
        var pendingLabel: (Admonition, Int)? = nil
        /// The pending container's title, if its opening line gives one.
        var pendingTitle: String? = nil
        /// The title of a collapsible box (`<details><summary>…</summary>`) whose text has not come
        /// yet: it opens the box's first paragraph, one unit with it.
        var pendingSummary: (text: String, start: Int)? = nil

        /// The first paragraph of a collapsible box: its summary opens it, one boxed unit.
        mutating func openWithSummary(_ n: inout MarkdownNode) {
            guard let summary = pendingSummary else { return }
            pendingSummary = nil
            n.text = summary.text + " " + n.text
            n.start = summary.start
            n.boxed = true
        }

        /// A collapsible box's title with no paragraph after it: a paragraph of its own.
        mutating func flushSummary() {
            guard let summary = pendingSummary else { return }
            pendingSummary = nil
            var n = MarkdownNode(kind: .paragraph, text: summary.text, start: summary.start, end: summary.start)
            n.boxed = true
            n.admonition = Admonitions.inline(summary.text)
            nodes.append(n)
        }
        /// Inside a block quote: the quote's admonition once a label names it (a plain quote is a tip).
        var inQuote = false
        var quoteLabel: Admonition? = nil
        /// Quotes and lists nested around the current block: past `Inline.maxNesting`, a subtree
        /// is read flat as one paragraph (no recursion on pathological input).
        var nesting = 0
        /// The last source line seen, for nodes cmark-gfm leaves without a position.
        var lastLine = 1
        /// Per source line: it starts in the first column (see `flushLeftLines`).
        var flushLeft: [Bool] = []

        /// A node's source lines. cmark-gfm gives line 0 to a paragraph that a table right after it
        /// interrupts, and the table the paragraph's first line: the paragraph starts there and has
        /// as many lines as its line breaks tell. A node with no such neighbour gets the last line
        /// seen.
        mutating func lines(_ node: OpaquePointer) -> (start: Int, end: Int) {
            var start = Int(cmark_node_get_start_line(node)), end = Int(cmark_node_get_end_line(node))
            if start < 1, let next = cmark_node_next(node), cmark_node_get_start_line(next) > 1 {
                var breaks = 0
                var c = cmark_node_first_child(node)
                while let k = c {
                    let t = cmark_node_get_type(k)
                    if t == CMARK_NODE_SOFTBREAK || t == CMARK_NODE_LINEBREAK { breaks += 1 }
                    c = cmark_node_next(k)
                }
                start = Swift.max(lastLine, Int(cmark_node_get_start_line(next)))
                end = start + breaks
            }
            if start < 1 { start = lastLine }
            if end < start { end = start }
            lastLine = start
            return (start, end)
        }

        mutating func blocks(of parent: OpaquePointer, depth: Int) {
            var child = cmark_node_first_child(parent)
            while let node = child {
                child = cmark_node_next(node)
                block(node, depth: depth)
            }
        }

        mutating func block(_ node: OpaquePointer, depth: Int) {
            let (start, end) = lines(node)
            let type = cmark_node_get_type(node)
            if nesting > Inline.maxNesting {
                let text = Sc.str(Sc.trim(Flat.scalars(node)))
                if Text.hasWord(text) { nodes.append(MarkdownNode(kind: .paragraph, text: text, start: start, end: end)) }
                return
            }
            nesting += 1
            defer { nesting -= 1 }
            switch type {
            case CMARK_NODE_HEADING:
                pendingLabel = nil
                flushSummary()
                var inline = Inline()
                inline.collect(node, line: start)
                let text = Outline.strip(inline.text)
                guard Text.hasWord(text) else { return }
                var n = MarkdownNode(kind: .heading(Int(cmark_node_get_heading_level(node))), text: text,
                                     start: start, end: end)
                n.symbols = inline.symbols
                nodes.append(n)
            case CMARK_NODE_PARAGRAPH:
                paragraph(node, start: start, end: end, item: nil)
            case CMARK_NODE_LIST:
                let ordered = cmark_node_get_list_type(node) == CMARK_ORDERED_LIST
                var number = Int(cmark_node_get_list_start(node))
                var item = cmark_node_first_child(node)
                while let it = item {
                    item = cmark_node_next(it)
                    listItem(it, depth: depth + 1, ordered: ordered, number: ordered ? number : nil)
                    number += 1
                }
            case CMARK_NODE_BLOCK_QUOTE:
                let outer = (inQuote, quoteLabel)
                inQuote = true
                quoteLabel = nil
                blocks(of: node, depth: depth)
                (inQuote, quoteLabel) = outer
            case CMARK_NODE_CODE_BLOCK:
                pendingLabel = nil
                flushSummary()
                let literal = cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
                let text = literal.trimmingTrailingNewlines()
                guard Text.hasWord(text) else { return }
                var n = MarkdownNode(kind: .code, text: text, start: start, end: end)
                n.symbols = APIName.symbols(inCode: text)
                nodes.append(n)
            case CMARK_NODE_HTML_BLOCK:
                // text inside HTML ("<aside>💡 …</aside>", a callout a wiki exports): its paragraphs
                // are the document's text; tags and comments are not
                pendingLabel = nil
                flushSummary()
                let literal = cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
                let boxed = inQuote || HTMLText.opensBox(literal)
                var pieces = HTMLText.paragraphs(literal, firstLine: start).filter { Text.hasWord($0.text) }
                // a collapsible box: its summary is the title of the text inside ("開發者筆記：…",
                // "Why not five tabs?"), which comes after it here or in the paragraphs below
                if HTMLText.opensDetails(literal), !pieces.isEmpty {
                    pendingSummary = (pieces[0].text, pieces[0].start)
                    pieces.removeFirst()
                }
                for piece in pieces {
                    var n = MarkdownNode(kind: .paragraph, text: piece.text, start: piece.start, end: piece.end)
                    n.boxed = boxed
                    openWithSummary(&n)
                    // a callout box (`<aside>`) is a note (its label may say which); a quote, in
                    // Markdown or HTML, is one only when a label says so
                    if let label = Admonitions.inline(piece.text) {
                        n.admonition = label
                    } else if let quoteLabel, inQuote {
                        n.admonition = quoteLabel
                    } else if HTMLText.opensCallout(literal) {
                        n.admonition = .tip
                    }
                    nodes.append(n)
                }
            case CMARK_NODE_FOOTNOTE_DEFINITION:
                // (cmark-gfm gathers the definitions after the text, in the order they are referenced;
                // the reference itself, "[^1]", is no text)
                pendingLabel = nil
                let from = nodes.count
                blocks(of: node, depth: depth)
                for k in from..<nodes.count { nodes[k].footnote = true }
            case CMARK_NODE_THEMATIC_BREAK:
                return
            default:
                if cmark_node_get_type_string(node).map({ String(cString: $0) }) == "table" {
                    table(node, start: start)
                } else {
                    blocks(of: node, depth: depth)
                }
            }
        }

        mutating func listItem(_ item: OpaquePointer, depth: Int, ordered: Bool, number: Int?) {
            // the item's first paragraph is the item; a later paragraph continues it; nested lists follow
            var child = cmark_node_first_child(item)
            var first = true
            let start = lines(item).start
            let itemIndex = nodes.count
            let task = cmark_node_get_type_string(item).map { String(cString: $0) } == "tasklist"
            defer { if task, itemIndex < nodes.count, nodes[itemIndex].kind == .listItem { nodes[itemIndex].task = true } }
            while let c = child {
                child = cmark_node_next(c)
                let type = cmark_node_get_type(c)
                if first, type == CMARK_NODE_PARAGRAPH {
                    paragraph(c, start: start, end: Swift.max(start, lines(c).end),
                              item: (depth, ordered, number))
                } else if type == CMARK_NODE_PARAGRAPH, itemIndex < nodes.count, nodes.count == itemIndex + 1,
                          nodes[itemIndex].kind == .listItem {
                    var inline = Inline()
                    let (cStart, cEnd) = lines(c)
                    inline.collect(c, line: cStart)
                    if Text.hasWord(inline.text) {
                        nodes[itemIndex].text += "\n" + inline.text
                        nodes[itemIndex].end = Swift.max(nodes[itemIndex].end, cEnd)
                        nodes[itemIndex].symbols = merge(nodes[itemIndex].symbols, inline.symbols)
                    }
                } else {
                    block(c, depth: depth)
                }
                first = false
            }
        }

        mutating func paragraph(_ node: OpaquePointer, start: Int, end: Int, item: (depth: Int, ordered: Bool, number: Int?)?) {
            // (a box whose text is a list: its summary stands alone, before the list)
            if item != nil { flushSummary() }
            var inline = Inline()
            inline.collect(node, line: start)
            // a content tab's label ('=== "UIKit"'): markup that names the tab, no text; what
            // the tab holds follows
            if item == nil, start == end, MarkdownReader.isContentTab(Sc.of(inline.text)) { return }
            // an image alone: the image is dropped; its alt text may become a caption
            if !inline.buf.contains(where: Segmenter.isWordy) {
                for alt in inline.images {
                    nodes.append(MarkdownNode(kind: .image, text: alt, start: start, end: end))
                }
                return
            }
            // an image and, on its own line, its caption set in italics ("![](…)\n*The sheet on both …*")
            // (an alt text that describes the picture opens it: "![Toolbar with three actions](…)")
            if item == nil, !inQuote, !inline.images.isEmpty, inline.whollyEmphasized {
                let text = inline.images.reduce("") { MarkdownRepairs.describing($1) ? MarkdownRepairs.withAlt($1, $0) : $0 }
                var n = MarkdownNode(kind: .caption, text: MarkdownRepairs.withAlt(text, inline.text), start: start, end: end)
                n.emphasized = true
                nodes.append(n)
                pendingLabel = nil
                return
            }
            // an image with its numbered caption on the next line of the same paragraph
            // ("![…](…)\n图 2：…", "![…](…)\nFigure 3. …"): one caption from the image's line, opened by
            // an alt text that describes the picture
            // (an image's attribute list after it, '{ width="390" }', is markup: no part of the caption)
            let afterImage = inline.images.isEmpty ? inline.text : Self.withoutAttributeList(inline.text)
            if item == nil, !inQuote, !inline.images.isEmpty,
               Segmenter.startsCaption(Sc.trim(Sc.of(afterImage))) {
                let text = inline.images.reduce("") { MarkdownRepairs.describing($1) ? MarkdownRepairs.withAlt($1, $0) : $0 }
                nodes.append(MarkdownNode(kind: .caption, text: MarkdownRepairs.withAlt(text, afterImage), start: start, end: end))
                pendingLabel = nil
                return
            }
            // a label alone: "API 注释", "重要", "**Note**", "[!TIP]"
            // (a container's opening line with the box's text after it is read below, line by line)
            if item == nil, inline.firstBreak == nil || Admonitions.container(inline.text) == nil,
               let label = Admonitions.standalone(inline.text) {
                if inQuote { quoteLabel = label } else { pendingLabel = (label, start); pendingTitle = Admonitions.containerTitle(inline.text) }
                return
            }
            // a label on the paragraph's first line: "> **Note**" / "> [!TIP]" / "API 注释" and the text below
            var start = start
            var lineLabel: Admonition? = nil
            var lineTitle: String? = nil
            var lineContainer = false
            if item == nil, let cut = inline.firstBreak,
               let label = Admonitions.standalone(Sc.str(Array(inline.buf[..<cut]))) {
                lineTitle = Admonitions.containerTitle(Sc.str(Array(inline.buf[..<cut])))
                lineContainer = Admonitions.container(Sc.str(Array(inline.buf[..<cut]))) != nil
                inline.dropFirstLine()
                lineLabel = label
                if inQuote { quoteLabel = label }
                start += 1
            }
            // in a list item, lines written flush left are lazy continuations (the item's own lines are indented)
            var lazy: Set<Int> = []
            if item != nil, end > start {
                for l in (start + 1)...end where l < flushLeft.count && flushLeft[l] { lazy.insert(l) }
            }
            // (a box's lines are one note: "::: warning" / "⚠️ 別在…" / "點按…時，…" / ":::")
            let pieces = inline.split(start: start, end: end, lazy: lazy, hanLinesApart: lineLabel == nil && !inQuote)
            for (k, piece) in pieces.enumerated() {
                // a container admonition's closing line (":::") is no text of the box
                // (asked only of a text that ends as a fence does: most end in a letter or a stop)
                var text = piece.text
                let fenceEnd = text.unicodeScalars.last.map { $0 == ":" || $0 == "}" } ?? false
                if fenceEnd, text.utf8.count <= 16, Admonitions.closesContainer(Substring(text)) { continue }
                if fenceEnd, let cut = text.lastIndex(where: { $0 == "\n" || $0 == " " }), Admonitions.closesContainer(text[text.index(after: cut)...]) {
                    text = String(text[..<cut])
                } else if fenceEnd, text.hasSuffix("%}"), let open = text.indices.last(where: { k in
                              text[k] == "{" && text.index(after: k) < text.endIndex && text[text.index(after: k)] == "%" }),
                          Admonitions.closesContainer(text[open...]) {
                    // GitBook's "{% endhint %}" on the box's last line
                    var kept = text[..<open]
                    while let l = kept.last, l == " " || l == "\n" { kept.removeLast() }
                    text = String(kept)
                }
                var n = MarkdownNode(kind: item != nil && k == 0 ? .listItem : .paragraph, text: text,
                                     start: piece.start, end: piece.end)
                if k == 0, let it = item {
                    n.depth = it.depth
                    n.ordered = it.ordered
                    n.number = it.number
                    n.contentsEntry = pieces.count == 1 && inline.onlyAnchorLinks
                }
                n.lead = piece.lead
                n.symbols = piece.symbols
                n.boxed = inQuote || lineContainer
                n.emphasized = pieces.count == 1 && inline.whollyEmphasized
                if let label = Admonitions.inline(piece.text) {
                    n.admonition = label
                    if inQuote, quoteLabel == nil { quoteLabel = label }
                    // "**Note:** …": the bold run was the label, not a lead sentence
                    if let lead = n.lead, Admonitions.standalone(lead) != nil { n.lead = nil }
                } else if inQuote, let quoteLabel {
                    n.admonition = quoteLabel
                }
                if k == 0, let (label, line) = pendingLabel {
                    n.admonition = label
                    n.start = Swift.min(n.start, line)
                    // the box's title heads its text as a run-in label
                    if let title = pendingTitle { Self.entitle(&n, title) }
                    pendingTitle = nil
                }
                if k == 0, item == nil, let summary = pendingSummary {
                    openWithSummary(&n)
                    n.lead = nil
                    if n.admonition == nil { n.admonition = Admonitions.inline(summary.text) }
                }
                if k == 0, let label = lineLabel {
                    n.admonition = label
                    n.start = start - 1
                    if let title = lineTitle { Self.entitle(&n, title) }
                }
                nodes.append(n)
            }
            pendingLabel = nil  // an image inside text (an icon) is dropped with its alt text
        }

        /// `text` without an attribute list at its start ('{ width="390" }', '{: .shadow }'), as
        /// documentation sites write one after an image.
        static func withoutAttributeList(_ text: String) -> String {
            let t = text.drop(while: { $0 == " " })
            guard t.first == "{", let close = t.prefix(80).firstIndex(of: "}") else { return text }
            let inside = t[t.index(after: t.startIndex)..<close]
            guard inside.contains("=") || inside.contains(":") || inside.contains(".") || inside.contains("#") else { return text }
            return String(t[t.index(after: close)...].drop(while: { $0 == " " || $0 == "\n" }))
        }

        /// A box's title before its text, as a run-in label (`MarkdownNode.titleLength`).
        static func entitle(_ n: inout MarkdownNode, _ title: String) {
            let stop = title.unicodeScalars.last.map { Ch.isTerminator($0.value) } ?? false
            n.text = title + (stop ? " " : ". ") + n.text
            n.titleLength = title.unicodeScalars.count - (stop ? 1 : 0)
            n.lead = nil
        }

        mutating func table(_ node: OpaquePointer, start tableStart: Int) {
            pendingLabel = nil
            flushSummary()
            var header: [String] = []
            var rows: [(cells: [String], start: Int, end: Int, symbols: [String])] = []
            var row = cmark_node_first_child(node)
            while let r = row {
                row = cmark_node_next(r)
                var cells: [String] = []
                var symbols: [String] = []
                var cell = cmark_node_first_child(r)
                while let c = cell {
                    cell = cmark_node_next(c)
                    var inline = Inline()
                    inline.collect(c, line: lastLine)
                    cells.append(inline.text)
                    symbols = merge(symbols, inline.symbols)
                }
                if cmark_node_get_type_string(r).map({ String(cString: $0) }) == "table_header" {
                    header = cells
                } else {
                    let (rStart, rEnd) = lines(r)
                    rows.append((cells, rStart, rEnd, symbols))
                }
            }
            let realTable = rows.contains { $0.cells.filter(Text.hasWord).count >= 2 }
            if !realTable {
                // a layout table (a figure converted from PDF): its filled cells, in reading order
                for cell in header where Text.hasWord(cell) {
                    var n = MarkdownNode(kind: .paragraph, text: cell, start: tableStart, end: tableStart)
                    if MarkdownRepairs.isLabel(n, words: 24) { n.kind = .caption }  // a figure's labels
                    nodes.append(n)
                }
                for r in rows {
                    for cell in r.cells where Text.hasWord(cell) {
                        nodes.append(MarkdownNode(kind: .paragraph, text: cell, start: r.start, end: r.end))
                    }
                }
                return
            }
            for r in rows where r.cells.contains(where: Text.hasWord) {
                var n = MarkdownNode(kind: .tableRow, text: r.cells.filter(Text.hasWord).joined(separator: "\t"),
                                     start: r.start, end: r.end)
                n.cells = r.cells
                n.columns = header
                n.symbols = r.symbols
                nodes.append(n)
            }
        }
    }

    static func merge(_ a: [String], _ b: [String]) -> [String] {
        if b.isEmpty { return a }
        return Array(Set(a).union(b)).sorted()
    }

    // MARK: - Inline content

    /// The text of one block's inlines, with the positions where a bold lead sentence starts anew
    /// after a soft break (a guideline written on the line after the previous paragraph).
    struct Inline {
        /// The text so far, as scalars (offsets below count scalars).
        private(set) var buf = Scalars()
        var text: String { Sc.str(buf) }
        var images: [String] = []
        var symbols: [String] = []
        /// Bold or code runs that open the text or a line after a soft break: where they start in
        /// `buf`, their text, their source line, and whether they are code.
        var leads: [(offset: Int, text: Scalars, line: Int, code: Bool)] = []
        private var line = 0
        private var pendingBreak = false
        private var hasWord = false
        /// Whether words were set inside emphasis, and outside it.
        private var emphasis = 0
        private(set) var emphasizedWords = false
        private(set) var plainWords = false
        /// Every word set is emphasized.
        var whollyEmphasized: Bool { emphasizedWords && !plainWords }
        private var openDelimiter: (offset: Int?, atLineStart: Bool, line: Int)? = nil
        /// Where the first line ends (the scalar count at the first line break), when there is one.
        private(set) var firstBreak: Int? = nil
        /// Where each line after a line break starts in `buf`, with its source line.
        var lineStarts: [(offset: Int, line: Int)] = []
        /// Containers nested around this run: past `maxNesting`, a subtree's text is read flat.
        private var nesting = 0
        /// The letters (no white space) set inside links to a place in the document ("[Tab bar](#tab-bar)").
        private var anchoredLetters = 0
        /// The text is nothing but such links: an entry of a table of contents.
        var onlyAnchorLinks: Bool { anchoredLetters > 0 && anchoredLetters == buf.filter { !Ch.isSpace($0.value) }.count }
        static let maxNesting = 48

        mutating func collect(_ parent: OpaquePointer, line start: Int) {
            line = start
            children(parent)
            pendingBreak = false
        }

        private mutating func children(_ parent: OpaquePointer) {
            if nesting > Self.maxNesting {
                append(Flat.scalars(parent))
                return
            }
            nesting += 1
            defer { nesting -= 1 }
            var child = cmark_node_first_child(parent)
            while let c = child {
                child = cmark_node_next(c)
                inline(c)
            }
        }

        /// Appends, joining a pending line break (a space, none between Han characters) and never
        /// starting with white space. Returns where the appended text starts.
        @discardableResult
        private mutating func append(_ s: Scalars) -> Int {
            var from = 0
            if buf.isEmpty || buf.last.map({ Ch.isSpace($0.value) }) == true {
                while from < s.count, Ch.isSpace(s[from].value) { from += 1 }  // one space where an image was
            }
            guard from < s.count else { return buf.count }
            let first = s[from]
            let afterBreak = pendingBreak
            if pendingBreak {
                pendingBreak = false
                if let last = buf.last, !(Ch.isCJK(last.value) && Ch.isCJK(first.value)),
                   !Ch.isSpace(last.value), !Ch.isSpace(first.value) {
                    buf.append(" ")
                }
            }
            let at = buf.count
            buf.append(contentsOf: s[from...])
            if s[from...].contains(where: Segmenter.isWordy) {
                hasWord = true
                if emphasis > 0 { emphasizedWords = true } else { plainWords = true }
            }
            if let open = openDelimiter, open.offset == nil { openDelimiter?.offset = at }
            if afterBreak { lineStarts.append((at, line)) }
            return at
        }

        /// At the start of the text, or right after a line break.
        private var atLineStart: Bool { !hasWord || pendingBreak }

        private mutating func inline(_ node: OpaquePointer) {
            let type = cmark_node_get_type(node)
            switch type {
            case CMARK_NODE_TEXT:
                let t = literal(node)
                var from = 0, k = 0
                while k + 1 < t.count {
                    if t[k].value == 0x2A, t[k + 1].value == 0x2A {
                        append(Array(t[from..<k]))
                        leftoverDelimiter()
                        k += 2
                        from = k
                    } else {
                        k += 1
                    }
                }
                append(from == 0 ? t : Array(t[from...]))
            case CMARK_NODE_CODE:
                let code = literal(node)
                let lead = atLineStart
                if APIName.isAPIName(Sc.str(code)) { symbols = MarkdownReader.merge(symbols, [Sc.str(code)]) }
                let at = append(code)
                if lead { leads.append((at, code, line, true)) }
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                pendingBreak = !buf.isEmpty
                if firstBreak == nil, !buf.isEmpty { firstBreak = buf.count }
                line += 1
            case CMARK_NODE_HTML_INLINE:
                let html = literal(node)
                if html.count >= 3, html[0] == "<", html[1] == "b" || html[1] == "B", html[2] == "r" || html[2] == "R" {
                    pendingBreak = !buf.isEmpty
                }
            case CMARK_NODE_IMAGE:
                var alt = Inline()
                alt.nesting = nesting + 1
                alt.children(node)
                images.append(alt.text)
            case CMARK_NODE_STRONG:
                let lead = atLineStart
                var inner = Inline()
                inner.line = line
                inner.nesting = nesting + 1
                inner.children(node)
                symbols = MarkdownReader.merge(symbols, inner.symbols)
                images += inner.images
                let at = append(inner.buf)
                if lead, inner.hasWord { leads.append((at, inner.buf, line, false)) }
                line = inner.line
            case CMARK_NODE_EMPH:
                emphasis += 1
                children(node)
                emphasis -= 1
            case CMARK_NODE_LINK:
                // a link's text; one to a place in the document ("#…") is counted
                let before = buf.count
                children(node)
                if let url = cmark_node_get_url(node), url.pointee == 0x23, before <= buf.count {
                    anchoredLetters += buf[before...].filter { !Ch.isSpace($0.value) }.count
                }
            default:
                // strikethrough and other containers: their text
                children(node)
            }
        }

        /// CommonMark's flanking rules leave `**不要隐藏返回按钮。**用户…` unmatched (a closing `**`
        /// after punctuation and before a letter), as is usual in Chinese and Japanese text: cmark-gfm
        /// leaves the delimiters in the text. Paired here, they mark strong text like any other.
        private mutating func leftoverDelimiter() {
            if let open = openDelimiter {
                openDelimiter = nil
                guard let offset = open.offset, offset < buf.count else { return }
                let run = Array(buf[offset...])
                if open.atLineStart, run.contains(where: Segmenter.isWordy) { leads.append((offset, run, open.line, false)) }
            } else {
                openDelimiter = (nil, atLineStart, line)  // the offset is set by the next append
            }
        }

        /// Removes the first line (up to `firstBreak`) and the space that joined it.
        mutating func dropFirstLine() {
            guard let cut = firstBreak else { return }
            var from = cut
            while from < buf.count, Ch.isSpace(buf[from].value) { from += 1 }
            buf.removeSubrange(0..<from)
            leads = leads.compactMap { l in l.offset >= from ? (l.offset - from, l.text, l.line, l.code) : nil }
            lineStarts = lineStarts.compactMap { b in b.offset > from ? (b.offset - from, b.line) : nil }
            firstBreak = nil
        }

        private func literal(_ node: OpaquePointer) -> Scalars {
            guard let c = cmark_node_get_literal(node) else { return [] }
            return CString.scalars(c)
        }

        struct Piece {
            var text: String
            var start: Int
            var end: Int
            var lead: String?
            var symbols: [String]
        }

        /// A bold run that is a label: a few words before a colon ("Bad case:", «Плохо:», 反例：).
        static func isLabel(_ run: Scalars) -> Bool {
            let t = Sc.trim(run)
            guard let last = t.last, Ch.isColon(last.value), t.count <= 24 else { return false }
            return Scan.wordRanges(t).count <= 3 || t.contains { Ch.isHan($0.value) }
        }

        /// The block split where a bold lead sentence starts a line after a finished sentence
        /// (Markdown joins such lines into one paragraph; their author meant two), each piece with
        /// its lead sentence: a bold run opening it that is a whole sentence, or a code run.
        func split(start: Int, end: Int, lazy: Set<Int> = [], hanLinesApart: Bool = true) -> [Piece] {
            let scalars = buf
            var cuts: [(offset: Int, line: Int)] = []
            // (lines that each open with a bold label, "**Bad case:** …" over "**Good case:** …", are
            // as many paragraphs)
            let labelled = leads.contains { $0.offset == 0 && !$0.code && Self.isLabel($0.text) }
            for l in leads where l.offset > 0 && !l.code {
                guard Text.endsSentence(Array(scalars[0..<l.offset])),
                      Text.endsSentence(l.text) || (labelled && Self.isLabel(l.text)) else { continue }
                cuts.append((l.offset, l.line))
            }
            // Chinese and Japanese Markdown is not hard-wrapped (a soft break would show as a space):
            // a line that ends a Han sentence and a next line that starts with Han are two paragraphs;
            // so is a Han line written flush left under a list item's Han line (a lazy continuation:
            // the author did not indent it into the item)
            var lineStart = 0
            for b in lineStarts where hanLinesApart && b.offset > 0 && b.offset < scalars.count {
                defer { lineStart = b.offset }
                guard Ch.isHan(scalars[b.offset].value), !cuts.contains(where: { $0.offset == b.offset }),
                      scalars[lineStart..<b.offset].contains(where: { Ch.isHan($0.value) }),
                      lazy.contains(b.line) || Text.endsSentence(Array(scalars[lineStart..<b.offset])) else { continue }
                cuts.append((b.offset, b.line))
            }
            // lines that each end a sentence, three or more, as a note-taking app keeps them (each
            // shown on a line of its own): a line is a paragraph
            let inside = lineStarts.filter { $0.offset > 0 && $0.offset < scalars.count }
            if inside.count >= 2, lazy.isEmpty {
                let bounds = [0] + inside.map(\.offset) + [scalars.count]
                if zip(bounds, bounds.dropFirst()).allSatisfy({ Text.endsSentence(Sc.trim(Array(scalars[$0..<$1]))) }) {
                    for b in inside where !cuts.contains(where: { $0.offset == b.offset }) { cuts.append((b.offset, b.line)) }
                }
            }
            cuts.sort { $0.offset < $1.offset }
            var pieces: [Piece] = []
            var from = 0, fromLine = start
            for (k, cut) in (cuts + [(scalars.count, end + 1)]).enumerated() {
                let piece = Sc.str(Sc.trim(Array(scalars[from..<cut.offset])))
                let lead = leads.first { $0.offset == from && !($0.code && k > 0) }
                var leadText: String? = nil
                if let l = lead, Text.hasSentenceEnd(l.text) {
                    leadText = Sc.str(Sc.trim(l.text))
                }
                pieces.append(Piece(text: piece, start: fromLine, end: Swift.max(fromLine, cut.line - 1), lead: leadText,
                                    symbols: cuts.isEmpty ? symbols : symbols.filter { piece.contains($0) }))
                from = cut.offset
                fromLine = cut.line
            }
            return pieces.filter { Text.hasWord($0.text) }
        }
    }
}

/// cmark-gfm's strings as scalars, decoded once (no String in between). cmark-gfm writes valid
/// UTF-8 (the input was validated, and it replaces what it cannot use with U+FFFD); anything else
/// would be repaired, not trusted.
enum CString {
    static func scalars(_ c: UnsafePointer<CChar>) -> Scalars {
        c.withMemoryRebound(to: UInt8.self, capacity: 1) { p in
            var n = 0
            while p[n] != 0 { n += 1 }
            return Scalars(unsafeUninitializedCapacity: n) { out, count in
                var i = 0, k = 0
                while i < n {
                    let b = UInt32(p[i])
                    var v: UInt32
                    let len = b < 0x80 ? 1 : UTF8Check.sequenceLength(p, i, n)
                    switch len {
                    case 1: v = b
                    case 2: v = (b & 0x1F) << 6 | UInt32(p[i + 1] & 0x3F)
                    case 3: v = (b & 0x0F) << 12 | UInt32(p[i + 1] & 0x3F) << 6 | UInt32(p[i + 2] & 0x3F)
                    case 4:
                        v = (b & 0x07) << 18 | UInt32(p[i + 1] & 0x3F) << 12 | UInt32(p[i + 2] & 0x3F) << 6
                            | UInt32(p[i + 3] & 0x3F)
                    default: v = 0xFFFD  // ill-formed: replaced, one byte at a time
                    }
                    i += Swift.max(1, len)
                    out.initializeElement(at: k, to: Unicode.Scalar(v) ?? "\u{FFFD}")
                    k += 1
                }
                count = k
            }
        }
    }
}

/// The text of a subtree read without recursion (for pathologically deep nesting).
enum Flat {
    static func scalars(_ node: OpaquePointer) -> Scalars {
        var out = Scalars()
        guard let iter = cmark_iter_new(node) else { return out }
        defer { cmark_iter_free(iter) }
        while true {
            let event = cmark_iter_next(iter)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let n = cmark_iter_get_node(iter) else { continue }
            let type = cmark_node_get_type(n)
            if type == CMARK_NODE_TEXT || type == CMARK_NODE_CODE || type == CMARK_NODE_CODE_BLOCK {
                if let c = cmark_node_get_literal(n) { out += CString.scalars(c) }
            } else if type == CMARK_NODE_SOFTBREAK || type == CMARK_NODE_LINEBREAK || type == CMARK_NODE_PARAGRAPH {
                if let l = out.last, !Ch.isSpace(l.value) { out.append(" ") }
            }
        }
        return out
    }
}

// MARK: - Helpers

/// The text of a Markdown HTML block: tags and comments removed, a few entities decoded, split into
/// paragraphs at blank lines (each with its source lines).
enum HTMLText {
    static func paragraphs(_ html: String, firstLine: Int) -> [(text: String, start: Int, end: Int)] {
        var out: [(text: String, start: Int, end: Int)] = []
        var current: [String] = [], from = firstLine
        var inComment = false
        for (k, raw) in html.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = Sc.str(Sc.trim(Sc.of(strip(String(raw), inComment: &inComment))))
            if line.isEmpty {
                if !current.isEmpty { out.append((current.joined(separator: " "), from, firstLine + k - 1)); current = [] }
            } else {
                if current.isEmpty { from = firstLine + k }
                current.append(line)
            }
        }
        if !current.isEmpty { out.append((current.joined(separator: " "), from, from + current.count - 1)) }
        return out
    }

    /// The line without its tags and comments (a comment may span lines: `inComment`).
    static func strip(_ line: String, inComment: inout Bool) -> String {
        let c = Array(line.unicodeScalars)
        var out = String.UnicodeScalarView()
        var k = 0
        func at(_ i: Int, _ w: String) -> Bool {
            let ws = Array(w.unicodeScalars)
            return i + ws.count <= c.count && Array(c[i..<(i + ws.count)]) == ws
        }
        while k < c.count {
            if inComment {
                if at(k, "-->") { inComment = false; k += 3 } else { k += 1 }
            } else if at(k, "<!--") {
                inComment = true
                k += 4
            } else if c[k] == "<", let close = c[k...].firstIndex(of: ">") {
                k = close + 1
            } else if c[k] == "&", let entity = entities.first(where: { at(k, $0.0) }) {
                out.append(entity.1)
                k += entity.0.unicodeScalars.count
            } else {
                out.append(c[k])
                k += 1
            }
        }
        return String(out)
    }
    static let entities: [(String, Unicode.Scalar)] = [("&nbsp;", " "), ("&lt;", "<"), ("&gt;", ">"), ("&amp;", "&"), ("&quot;", "\"")]

    /// An HTML block that opens a box of its own: a callout (`<aside>`) or a quote.
    static func opensBox(_ html: String) -> Bool {
        let head = html.drop(while: { $0 == " " || $0 == "\t" }).prefix(12).lowercased()
        return head.hasPrefix("<aside") || head.hasPrefix("<blockquote")
    }

    /// An HTML block that opens a collapsible box with its title (`<details><summary>…`).
    static func opensDetails(_ html: String) -> Bool {
        let head = html.drop(while: { $0 == " " || $0 == "\t" || $0 == "\n" }).prefix(40).lowercased()
        return head.hasPrefix("<details") && head.contains("<summary")
    }

    /// An HTML block that opens a callout (`<aside>`): a note, whatever its words.
    static func opensCallout(_ html: String) -> Bool {
        html.drop(while: { $0 == " " || $0 == "\t" }).prefix(6).lowercased().hasPrefix("<aside")
    }
}

enum Text {
    static func hasWord(_ s: String) -> Bool { s.unicodeScalars.contains(where: Segmenter.isWordy) }

    /// Holds a sentence terminator: "**Use a search bar. Don't use a text field,**" leads with a sentence.
    static func hasSentenceEnd(_ s: Scalars) -> Bool {
        for (k, c) in s.enumerated() where Ch.isTerminator(c.value) {
            if Ch.isCJKTerminator(c.value) || k == s.count - 1 || Ch.isSpace(s[k + 1].value) { return true }
        }
        return false
    }

    /// Ends with a sentence terminator (closing quotes and brackets after it allowed).
    static func endsSentence(_ s: Scalars) -> Bool {
        var k = s.count - 1
        while k >= 0, Ch.isSpace(s[k].value) || Ch.isCloser(s[k].value) { k -= 1 }
        return k >= 0 && Ch.isTerminator(s[k].value)
    }
}

enum Outline {
    /// "4.1.2 导航栏" -> "导航栏", "2. Bars" -> "Bars", "Глава 3" stays.
    static func strip(_ s: String) -> String {
        let sc = Array(s.unicodeScalars)
        var i = 0
        while i < sc.count, Ch.isDigit(sc[i].value) || (sc[i].value == 0x2E && i > 0) { i += 1 }
        guard i > 0, i < sc.count, Ch.isSpace(sc[i].value) else { return s }
        var j = i
        while j < sc.count, Ch.isSpace(sc[j].value) { j += 1 }
        return j < sc.count ? Sc.str(Array(sc[j...])) : s
    }
}

/// API names in code spans: identifiers with an inner capital or a framework prefix
/// (`tintColor`, `UIBarButtonItem`), selectors (`setBackgroundImage:forBarMetrics:`), dotted paths
/// (`UIBarButtonItem.SystemItem.done`, `.flexibleSpace`). Plain words (`true`, `Done`) are not.
enum APIName {
    static func isAPIName(_ s: String) -> Bool {
        var t = Substring(s)
        let member = t.hasPrefix(".")
        if member { t = t.dropFirst() }
        if t.hasSuffix("()") { t = t.dropLast(2) }
        guard let first = t.unicodeScalars.first, Ch.isASCIILetter(first.value) || first.value == 0x5F else { return false }
        var upperInside = false, colon = false, dot = false
        for (k, c) in t.unicodeScalars.enumerated() {
            let v = c.value
            if Ch.isASCIIAlnum(v) || v == 0x5F {
                if k > 0, Ch.isASCIIUpper(v) { upperInside = true }
            } else if v == 0x3A { colon = true } else if v == 0x2E { dot = true } else { return false }
        }
        if colon { return t.hasSuffix(":") }
        if dot { return !t.hasSuffix(".") }
        return member || (upperInside && t.unicodeScalars.count >= 4)
    }

    /// API names in a code block's words.
    static func symbols(inCode code: String) -> [String] {
        var found = Set<String>()
        var word = ""
        for c in code.unicodeScalars {
            if Ch.isASCIIAlnum(c.value) || c.value == 0x5F || c.value == 0x3A {
                word.unicodeScalars.append(c)
            } else {
                if isAPIName(word) { found.insert(word) }
                word = ""
            }
        }
        if isAPIName(word) { found.insert(word) }
        return found.sorted()
    }
}

extension String {
    func trimmingTrailingNewlines() -> String {
        var s = self
        while let l = s.last, l == "\n" || l == "\r" { s.removeLast() }
        return s
    }
}

/// Structure repairs on the nodes of documents converted to Markdown from other formats.
enum MarkdownRepairs {
    static func apply(_ input: [MarkdownNode]) -> [MarkdownNode] {
        var nodes = input
        let n = nodes.count
        // bullet marks of a PDF conversion: "● item" starts a list item; "item ●" ends one whose
        // mark was pushed to the end of the line, after a list intro ("…:") or another item
        for i in 0..<n where nodes[i].kind == .paragraph {
            let view = nodes[i].text.unicodeScalars
            guard let f = view.first, let l = view.last, isBulletMark(f) || isBulletMark(l) else { continue }
            let t = Array(view)
            if t.count > 2, isBulletMark(t[0]), Ch.isSpace(t[1].value) {
                nodes[i].text = Sc.str(Sc.trim(Array(t[2...])))
                nodes[i].kind = .listItem
                nodes[i].depth = 1
            } else if t.count > 2, isBulletMark(t[t.count - 1]), Ch.isSpace(t[t.count - 2].value), i > 0,
                      nodes[i - 1].kind == .listItem || endsColon(nodes[i - 1].text) {
                nodes[i].text = Sc.str(Sc.trim(Array(t[..<(t.count - 1)])))
                nodes[i].kind = .listItem
                nodes[i].depth = 1
            }
        }
        for i in 0..<n {
            // "#### A navigation bar:" over a list: a list intro set as a heading
            if case .heading = nodes[i].kind, endsColon(nodes[i].text), i + 1 < n, nodes[i + 1].kind == .listItem {
                nodes[i].kind = .paragraph
            }
        }
        for i in 0..<n where isLabel(nodes[i], words: 24) {
            let before = i > 0 ? nodes[i - 1].kind : nil
            let after = i + 1 < n ? nodes[i + 1].kind : nil
            // a figure's label (before or after its image) or a table's title (before it)
            if before == .image || after == .image || after == .tableRow {
                nodes[i].kind = .caption
            }
        }
        // a paragraph in italics right after its image is the image's caption, sentence or not
        for i in 1..<max(1, n) where nodes[i].emphasized && nodes[i].kind == .paragraph && nodes[i].admonition == nil
            && nodes[i - 1].kind == .image {
            nodes[i].kind = .caption
        }
        var out: [MarkdownNode] = []
        out.reserveCapacity(n)
        for i in 0..<n {
            guard nodes[i].kind == .image else { out.append(nodes[i]); continue }
            // the image itself is dropped; its alt text is the caption unless a label is beside it,
            // and opens that label when it describes the picture
            let labelled = (i > 0 && nodes[i - 1].kind == .caption) || (i + 1 < n && nodes[i + 1].kind == .caption)
            if i + 1 < n, nodes[i + 1].kind == .caption, Self.describing(nodes[i].text) {
                nodes[i + 1].text = Self.withAlt(nodes[i].text, nodes[i + 1].text)
                nodes[i + 1].start = nodes[i].start
            }
            if !labelled, Text.hasWord(nodes[i].text) {
                var c = nodes[i]
                c.kind = .caption
                out.append(c)
            }
        }
        return out
    }

    /// Text wholly in quotation marks, an attribution after it aside ("“Stop …” — Anna"): a pull
    /// quote, not a note.
    static func isQuotation(_ text: String) -> Bool {
        let t = Sc.trim(Sc.of(text))
        guard let first = t.first, t.count >= 8, "\"“«„「『".unicodeScalars.contains(first) else { return false }
        guard let close = t.lastIndex(where: { "\"”»“」』".unicodeScalars.contains($0) }), close > 0 else { return false }
        // what follows the closing quote: nothing, or a short attribution ("— Anna K.", "(from the talk)")
        let rest = t[(close + 1)...].filter { !Ch.isSpace($0.value) }
        return rest.count <= 40
    }

    /// An image's alt text that describes the picture in words (three at least, or six Han
    /// characters), not a file's name or a bare figure number ("navbar-large-title", "Рисунок 1").
    static func describing(_ alt: String) -> Bool {
        let s = Sc.of(alt)
        return Scan.words(s).count >= 3 || s.lazy.filter({ Ch.isHan($0.value) }).count >= 6
    }

    /// A caption's text after the alt text that describes its picture (a sentence of its own).
    static func withAlt(_ alt: String, _ caption: String) -> String {
        if alt.isEmpty { return caption }
        if caption.isEmpty { return alt }
        return alt + (Text.endsSentence(Sc.of(alt)) ? " " : ". ") + caption
    }

    static func endsColon(_ s: String) -> Bool {
        guard let l = s.unicodeScalars.last else { return false }
        return Ch.isColon(l.value)
    }

    /// A line that names rather than states: no sentence end, no colon, at most `words` words.
    static func isLabel(_ node: MarkdownNode, words: Int) -> Bool {
        guard node.kind == .paragraph, node.admonition == nil, node.lead == nil,
              node.text.utf8.count <= words * 8 * 4 else { return false }
        let s = Sc.of(node.text)
        guard s.count <= words * 8, !s.contains(where: { $0.value == 0x0A }), !Text.endsSentence(s),
              !endsColon(node.text), !isBulletMark(s[0]), !isBulletMark(s[s.count - 1]) else { return false }
        // (a line about the document, "维护：设计组 ｜ 最近更新：2024-03-18", is no figure's label)
        guard !Languages.aboutDocument(s), !Segmenter.hasNumericDate(s) else { return false }
        return node.text.split(separator: " ").count <= words
    }

    static func isBulletMark(_ c: Unicode.Scalar) -> Bool {
        switch c.value {
        case 0x2022, 0x25CF, 0x25AA, 0x25E6, 0x25A0, 0x25C6: return true
        default: return false
        }
    }
}
