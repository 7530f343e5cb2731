import BarGuideKit

/// Prints search results. The printer is chosen once, from the format.
enum SearchPrinter {
    static func print(_ result: SearchResult, _ ctx: Context, groups: CollapsedSearch? = nil, emptyDatabase: Bool = false) {
        switch ctx.format {
        case .json: ctx.out.json(GroupCollapsePrinter.json(json(result), groups))
        case .jsonl: for hit in result.hits { ctx.out.json(GroupCollapsePrinter.hit(json(hit), groups), .compact) }
        case .markdown: markdown(result, ctx, groups: groups, emptyDatabase: emptyDatabase)
        case .text: text(result, ctx, groups: groups, emptyDatabase: emptyDatabase)
        }
    }

    // MARK: JSON

    /// The search JSON's version. 3: a result is a guideline group in every language, its other
    /// rules listed in `also`.
    static let schemaVersion = 3

    static func json(_ hit: SearchHit) -> JSONValue {
        guard case .object(var object) = hit.rule.json else { return .null }
        object["snippet"] = .string(hit.snippet.marked(open: "**", close: "**"))
        object["snippet_text"] = .string(hit.snippet.text)
        object["highlights"] = .array(hit.snippet.scalarHighlights.map { .array([.int($0.lowerBound), .int($0.upperBound)]) })
        object["score"] = .double(hit.score)
        return .object(object)
    }

    static func json(_ result: SearchResult) -> JSONValue {
        .object([
            "schema_version": .int(schemaVersion),
            "query": .string(result.query),
            "scope": .string(result.scope?.rawValue ?? "all"),
            "total": .int(result.total),
            "counts": .object(Dictionary(uniqueKeysWithValues: result.counts.map { ($0.scope, JSONValue.int($0.count)) })),
            // any fallback that shows results says so here: "or" / "partial" when not every word
            // matched, else "language" when the rules are in other languages only
            "fallback": (result.fallback ?? (result.languageFallback ? "language" : nil)).map(JSONValue.string) ?? .null,
            "expansions": .array(result.expansions.map(JSONValue.string)),
            "language": result.language.map { JSONValue.string($0.rawValue) } ?? .null,
            "language_fallback": .bool(result.languageFallback),
            "all_words_total": .int(result.allWordsTotal),
            "other_languages": .object(Dictionary(uniqueKeysWithValues: result.otherLanguages.map { ($0.lang.rawValue, JSONValue.int($0.count)) })),
            "words": .array(result.words.map(JSONValue.string)),
            "names": names(zip(result.words, result.wordConcepts).map { ($0, $1) }),
            "results": .array(result.hits.map(json)),
        ])
    }

    /// The words matched as glossary names, each with its concepts (search and analyze JSON).
    static func names(_ words: [(text: String, concepts: [String])]) -> JSONValue {
        .array(words.filter { !$0.concepts.isEmpty }.map {
            .object(["words": .string($0.text), "concepts": .array($0.concepts.map(JSONValue.string))])
        })
    }

    /// "tab bar (tab-bar) · кнопки (button)": the words matched as names, for text output.
    static func namesLine(_ words: [(text: String, concepts: [String])]) -> String? {
        let named = words.filter { !$0.concepts.isEmpty }
        guard !named.isEmpty else { return nil }
        return named.map { Sanitize.line($0.text) + " (" + $0.concepts.joined(separator: ", ") + ")" }.joined(separator: " · ")
    }

    // MARK: Text

    /// The indent of a result's lines under its number.
    static let indent = "   "

    /// The width text output is fitted to.
    static func textWidth(_ ctx: Context) -> Int { max(40, ctx.width) }

    /// The scope bar, like an iOS scope bar: every scope with its count, the current one marked
    /// ([All 3] without colour); wrapped between scopes onto more lines when it is wider than
    /// `width`, and the counting note ("(25 guidelines)") after it, or on a line of its own.
    static func scopeBar(_ result: SearchResult, _ ctx: Context, groups: CollapsedSearch? = nil, width: Int = .max) -> [String] {
        let s = ctx.style
        let current = result.scope?.rawValue ?? "all"
        let separator = " │ ", separatorWidth = 3   // its display width (and Character count)
        var lines: [String] = []
        var line = "", used = 0
        for entry in result.counts {
            // Each cell as it is laid out (no array of cells: one generic type less at start).
            let name = entry.scope == "all" ? "All" : (Bar(rawValue: entry.scope)?.shortName ?? entry.scope)
            let label = "\(name) \(entry.count)"
            let text: String, cellWidth: Int
            if entry.scope == current {
                (text, cellWidth) = s.enabled ? (s.bold(s.underline(label)), label.displayWidth) : ("[\(label)]", label.displayWidth + 2)
            } else {
                (text, cellWidth) = (entry.count == 0 ? s.dim(label) : label, label.displayWidth)
            }
            if used > 0 && used + separatorWidth + cellWidth > width {
                lines.append(line)
                line = ""; used = 0
            }
            if used > 0 { line += s.dim(separator); used += separatorWidth }
            line += text; used += cellWidth
        }
        let suffix = GroupCollapsePrinter.countingSuffix(result, groups, .plain)
        if !suffix.isEmpty {
            let styled = GroupCollapsePrinter.countingSuffix(result, groups, s)
            if used + suffix.displayWidth <= width {
                line += styled
            } else {
                lines.append(line)
                line = s.dim(suffix.trimmingSpaces)
            }
        }
        lines.append(line)
        return lines
    }

    /// "tab-bar, toolbar · guideline · dont · zh-Hant" (or "zh-Hant → zh-Hans" when shown converted) and the flags ("garbled"), plain.
    static func meta(_ rule: Rule) -> (meta: String, flags: String?) {
        // One join of the parts (each `+` is an append of its own).
        var bars: [String] = []
        bars.reserveCapacity(rule.bars.count)
        for bar in rule.bars { bars.append(bar.rawValue) }
        var parts = [bars.joined(separator: ", "), rule.kind.rawValue]
        if let m = rule.modality { parts.append(m.rawValue) }
        parts.append(RuleText.language(rule))
        let meta = parts.joined(separator: " · ")
        let flags = rule.flags.isEmpty ? nil : "[" + rule.flags.map(Sanitize.line).joined(separator: ", ") + "]"
        return (meta, flags)
    }

    /// "000_….txt › Heading › line 27", cut in the middle when too wide: the line number stays.
    static func source(_ rule: Rule, width: Int) -> String {
        RuleText.fitted(([rule.document] + rule.heading).joined(separator: " › "), keeping: " › " + rule.lineLabel, width: width)
    }

    /// What the output says instead of results when the page is empty.
    static func emptyPageNotes(_ result: SearchResult, emptyDatabase: Bool) -> [String] {
        guard result.hits.isEmpty else { return [] }
        let n = result.total
        if n > 0 {
            let matches = "\(n) result\(n == 1 ? "" : "s") match\(n == 1 ? "es" : "")"
            if result.offset >= n {
                return ["\(matches); --offset \(result.offset) is past the last one. Page with --offset 0 to \(n - 1) and --limit N."]
            }
            return ["\(matches); --limit 0 shows none of them. Page with --limit N and --offset N."]
        }
        if emptyDatabase { return ["No results: the database holds 0 rules (see the hint on stderr)."] }
        let all = result.counts.first { $0.scope == "all" }?.count ?? 0
        if let scope = result.scope, all > 0 {
            return ["No results in the \(scope.rawValue) scope; \(all) in all scopes (--scope all)."]
        }
        return ["No results."]
    }

    static func text(_ result: SearchResult, _ ctx: Context, groups: CollapsedSearch? = nil, emptyDatabase: Bool = false) {
        let s = ctx.style
        let width = textWidth(ctx)
        for line in scopeBar(result, ctx, groups: groups, width: width) { ctx.out.line(line) }
        func note(_ text: String, _ style: (String) -> String) {
            for line in text.wrapped(toWidth: width) { ctx.out.line(style(line)) }
        }
        for n in notes(result) { note(n, s.yellow) }
        if result.words.count > 1 || result.onlyStopWords {
            note("Searched for: " + result.words.map(Sanitize.line).joined(separator: " · "), s.dim)
        }
        if !result.expansions.isEmpty {
            note("Expanded through the glossary: " + result.expansions.joined(separator: ", "), s.dim)
        }
        if result.hits.isEmpty {
            for n in emptyPageNotes(result, emptyDatabase: emptyDatabase) { note(n, s.dim) }
            return
        }
        ctx.out.line()
        let inner = width - indent.count
        for (i, hit) in result.hits.enumerated() {
            let r = hit.rule
            let (meta, flags) = Self.meta(r)
            for line in RuleText.header(lead: "\(result.offset + i + 1).", boldLead: true, id: r.id, facts: meta, badge: flags,
                                        width: width, s) {
                ctx.out.line(line)
            }
            // The rule's headline first, then the passage that matched when it lies elsewhere.
            if !showsHeadline(hit) {
                for line in Sanitize.line(r.headline).wrapped(toWidth: inner) { ctx.out.line(indent + s.bold(line)) }
            }
            for line in renderSnippet(hit.snippet, style: s).wrapped(toWidth: inner) {
                ctx.out.line(indent + line)
            }
            ctx.out.line(indent + s.dim(source(r, width: inner)))
            if let also = GroupCollapsePrinter.also(hit, groups) {
                for line in Sanitize.line(also).wrapped(toWidth: inner) { ctx.out.line(indent + s.dim(line)) }
            }
            ctx.out.line()
        }
        let first = result.offset + 1, last = result.offset + result.hits.count
        if result.total > result.hits.count {
            note("Showing \(first)–\(last) of \(result.total); use --limit and --offset for more.", s.dim)
        }
    }

    /// Whether the hit's snippet starts with its rule's headline (or the rule has none), so that
    /// printing the snippet shows the headline first.
    static func showsHeadline(_ hit: SearchHit) -> Bool {
        // (the words with each run of white space as one space, compared scalar by scalar: no
        // Characters are built for a line of every result)
        func words(_ s: String) -> [Unicode.Scalar] {
            var out: [Unicode.Scalar] = []
            var space = false
            for u in s.unicodeScalars {
                // (white space by its code point: no Unicode property lookup per scalar)
                let v = u.value
                if v == 0x20 || (0x09...0x0D).contains(v) || v == 0xA0 || v == 0x85 || v == 0x1680 || (0x2000...0x200A).contains(v)
                    || v == 0x2028 || v == 0x2029 || v == 0x202F || v == 0x205F || v == 0x3000 {
                    space = !out.isEmpty; continue
                }
                if space { out.append(" "); space = false }
                out.append(u)
            }
            return out
        }
        let headline = words(hit.rule.headline)
        return headline.isEmpty || words(hit.snippet.text).starts(with: headline)
    }

    /// What the reader should know about how the results were found.
    static func notes(_ result: SearchResult) -> [String] {
        var out: [String] = []
        if result.fallback == "or" {
            out.append("No rule matches every word; showing rules that match the most of them, closest together first.")
        } else if result.fallback == "partial" {
            let n = result.allWordsTotal
            out.append("Only \(n) rule\(n == 1 ? "" : "s") match\(n == 1 ? "es" : "") every word; then rules that match the most of them.")
        }
        if result.languageFallback, let l = result.language {
            let name = l == .zh ? "Chinese" : l == .ru ? "Russian" : "English"
            out.append("No \(name) rule matches in this scope; showing rules in other languages.")
        }
        if result.onlyStopWords {
            out.append("The query has only common words; searched for them as written.")
        }
        if result.total == 0, !result.otherLanguages.isEmpty {
            let n = result.otherLanguages.reduce(0) { $0 + $1.count }
            let each = result.otherLanguages.map { "\($0.count) \($0.lang.rawValue)" }.joined(separator: ", ")
            out.append("No rule in the language asked for matches; \(n) rule\(n == 1 ? "" : "s") match\(n == 1 ? "es" : "") "
                       + "in other languages (\(each)): search without the language filter to see them.")
        }
        return out
    }

    /// Sanitizes corpus text and turns highlight ranges into colour (or nothing without colour).
    static func renderSnippet(_ snippet: Snippet, style: Style) -> String {
        // Most snippets have nothing to sanitize (a byte-level check of the whole text: its
        // pieces are cut at scalar boundaries, so none of them has anything either). Without
        // colour the rendering is then the text itself; with colour it is spliced from byte
        // ranges, with no String per piece.
        if !Sanitize.mayNeedWork(snippet.text, newlines: false, tabs: false) {
            if !style.enabled || snippet.highlights.isEmpty { return snippet.text }
            return highlighted(snippet.text, snippet.highlights, style: style)
        }
        if !Sanitize.mayNeedWork(snippet.text, newlines: true, tabs: true) {
            // Nothing to remove but line breaks and tabs (a rule of several lines): each
            // becomes a space, one byte for one, so the highlights keep their offsets.
            var bytes = Array(snippet.text.utf8)
            for i in bytes.indices where bytes[i] == 0x0A || bytes[i] == 0x09 { bytes[i] = 0x20 }
            let text = String(decoding: bytes, as: UTF8.self)
            if !style.enabled || snippet.highlights.isEmpty { return text }
            return highlighted(text, snippet.highlights, style: style)
        }
        return snippet.pieces.map { piece in
            let text = Sanitize.line(piece.text)
            return piece.highlighted ? style.highlight(text) : text
        }.joined()
    }

    /// `text` with `highlights` (a snippet's) in `style.highlight`'s escape sequences, built
    /// from byte ranges (the same bytes as highlighting each piece: an empty piece gets none).
    static func highlighted(_ text: String, _ highlights: [Range<Int>], style: Style) -> String {
        let open = Array(style.highlight("x").utf8.prefix { $0 != UInt8(ascii: "x") })
        let close = Array(style.highlight("x").utf8.drop { $0 != UInt8(ascii: "x") }.dropFirst())
        var text = text
        return text.withUTF8 { bytes in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + highlights.count * (open.count + close.count))
            var cursor = 0
            for r in highlights where r.lowerBound >= cursor && r.upperBound <= bytes.count {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[cursor..<r.lowerBound]))
                if !r.isEmpty {
                    out.append(contentsOf: open)
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[r]))
                    out.append(contentsOf: close)
                }
                cursor = r.upperBound
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[cursor...]))
            return String(decoding: out, as: UTF8.self)
        }
    }

    // MARK: Markdown

    /// `pageNotes: false` leaves out what an empty page says about paging (the MCP server pages
    /// with its own words, `ToolPages.searchFooter`).
    static func markdown(_ result: SearchResult, _ ctx: Context, groups: CollapsedSearch? = nil, emptyDatabase: Bool = false,
                         pageNotes: Bool = true) {
        markdownHeader(result, ctx, emptyDatabase: emptyDatabase, pageNotes: pageNotes)
        for (i, hit) in result.hits.enumerated() {
            markdownHit(hit, number: result.offset + i + 1, ctx, groups: groups)
        }
    }

    /// The title, the scope counts and the notes, then a blank line.
    static func markdownHeader(_ result: SearchResult, _ ctx: Context, emptyDatabase: Bool = false, pageNotes: Bool = true) {
        ctx.out.line("# Search: \(MarkdownText.escape(result.query))")
        ctx.out.line()
        let counts = result.counts.map { "\($0.scope) \($0.count)" }.joined(separator: " · ")
        ctx.out.line("Scope: **\(result.scope?.rawValue ?? "all")** — \(counts)")
        for note in notes(result) + (pageNotes ? emptyPageNotes(result, emptyDatabase: emptyDatabase) : []) {
            ctx.out.line()
            ctx.out.line("> " + MarkdownText.escape(note))
        }
        ctx.out.line()
    }

    /// One result: numbered headline with id and facts, the snippet, the source (and the
    /// group's other variants), then a blank line.
    static func markdownHit(_ hit: SearchHit, number: Int, _ ctx: Context, groups: CollapsedSearch?) {
        let r = hit.rule
        let (meta, flags) = Self.meta(r)
        let facts = MarkdownText.escape(meta + (flags.map { " · " + $0 } ?? ""))
        ctx.out.line("\(number). **\(MarkdownText.escape(Sanitize.line(r.headline)))** (`\(r.id)`, \(facts))\\")
        let snippet = hit.snippet.pieces.map { piece in
            piece.highlighted ? "**" + MarkdownText.escape(piece.text) + "**" : MarkdownText.escape(piece.text)
        }.joined()
        ctx.out.line("   " + Sanitize.line(snippet) + "\\")
        let source = r.sourceReference
        let also = GroupCollapsePrinter.also(hit, groups)
        ctx.out.line("   _" + MarkdownText.escape(Sanitize.line(source)) + "_" + (also == nil ? "" : "\\"))
        if let also { ctx.out.line("   " + MarkdownText.escape(Sanitize.line(also))) }
        ctx.out.line()
    }
}

/// CommonMark escaping for text from the corpus.
enum MarkdownText {
    static let special: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "#", "|", "~", "&"]
    /// `special` and the newline, by ASCII code.
    private static let specialASCII: [Bool] = (0..<128).map { b in
        b == 0x0A || special.contains(Character(Unicode.Scalar(UInt8(b))))
    }

    static func escape(_ s: String) -> String {
        // Most corpus text has nothing to escape: one pass over its bytes (every special
        // character is ASCII, so a string without those bytes comes out as it went in).
        if !s.utf8.contains(where: { $0 < 0x80 && specialASCII[Int($0)] }) { return s }
        var out = ""
        for c in s {
            if c == "\n" { out += " "; continue }
            if special.contains(c) { out.append("\\") }
            out.append(c)
        }
        return out
    }
}
