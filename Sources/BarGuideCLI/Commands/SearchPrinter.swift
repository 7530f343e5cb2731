import BarGuideKit

/// Prints search results. The printer is chosen once, from the format.
enum SearchPrinter {
    static func print(_ result: SearchResult, _ ctx: Context, groups: CollapsedSearch? = nil) {
        switch ctx.format {
        case .json: ctx.out.json(GroupCollapsePrinter.json(json(result), groups))
        case .jsonl: for hit in result.hits { ctx.out.json(GroupCollapsePrinter.json(json(hit), hit, groups), .compact) }
        case .markdown: markdown(result, ctx, groups: groups)
        case .text: text(result, ctx, groups: groups)
        }
    }

    // MARK: JSON

    static func json(_ hit: SearchHit) -> JSONValue {
        guard case .object(var object) = hit.rule.json else { return .null }
        object["flags"] = nil
        object["snippet"] = .string(plainSnippet(hit.snippet, open: "**", close: "**"))
        object["score"] = .double(hit.score)
        return .object(object)
    }

    static func json(_ result: SearchResult) -> JSONValue {
        .object([
            "schema_version": .int(JSONSchemaVersion.current),
            "query": .string(result.query),
            "scope": .string(result.scope?.rawValue ?? "all"),
            "total": .int(result.total),
            "counts": .object(Dictionary(uniqueKeysWithValues: result.counts.map { ($0.scope, JSONValue.int($0.count)) })),
            "fallback": result.fallback.map(JSONValue.string) ?? .null,
            "expansions": .array(result.expansions.map(JSONValue.string)),
            "results": .array(result.hits.map(json)),
        ])
    }

    // MARK: Text

    static func scopeBar(_ result: SearchResult, _ ctx: Context, groups: CollapsedSearch? = nil) -> String {
        let current = result.scope?.rawValue ?? "all"
        let cells = result.counts.map { entry -> String in
            let name = entry.scope == "all" ? "All" : (Bar(rawValue: entry.scope)?.shortName ?? entry.scope)
            let label = "\(name) \(entry.count)"
            if entry.scope == current {
                return ctx.style.enabled ? ctx.style.bold(ctx.style.underline(label)) : "[\(label)]"
            }
            return entry.count == 0 ? ctx.style.dim(label) : label
        }
        return cells.joined(separator: ctx.style.dim(" │ ")) + GroupCollapsePrinter.countingSuffix(result, groups, ctx.style)
    }

    static func text(_ result: SearchResult, _ ctx: Context, groups: CollapsedSearch? = nil) {
        let s = ctx.style
        let width = max(40, ctx.width)
        ctx.out.line(scopeBar(result, ctx, groups: groups))
        if result.fallback == "or" {
            ctx.out.line(s.yellow("No rule matches every word; showing rules that match any of them."))
        }
        if !result.expansions.isEmpty {
            ctx.out.line(s.dim("Expanded through the glossary: " + result.expansions.joined(separator: ", ")))
        }
        if result.hits.isEmpty {
            ctx.out.line(s.dim("No results."))
            return
        }
        ctx.out.line()
        for (i, hit) in result.hits.enumerated() {
            let r = hit.rule
            var meta = r.bars.map(\.rawValue).joined(separator: ", ") + " · " + r.kind.rawValue
            if let m = r.modality { meta += " · " + m.rawValue }
            meta += " · " + r.lang.rawValue
            let number = "\(result.offset + i + 1)."
            ctx.out.line(s.bold(number) + " " + s.cyan(r.id) + "  " + s.dim(meta))
            let indent = "   "
            for line in renderSnippet(hit.snippet, style: s).wrapped(toWidth: width - indent.count) {
                ctx.out.line(indent + line)
            }
            let source = r.sourceReference
            ctx.out.line(indent + s.dim(Sanitize.line(source).truncated(toWidth: width - indent.count)))
            if let also = GroupCollapsePrinter.also(hit, groups) { ctx.out.line(indent + s.dim(Sanitize.line(also))) }
            ctx.out.line()
        }
        let first = result.offset + 1, last = result.offset + result.hits.count
        if result.total > result.hits.count {
            ctx.out.line(s.dim("Showing \(first)–\(last) of \(result.total); use --limit and --offset for more."))
        }
    }

    /// Sanitizes corpus text and turns highlight marks into colour (or nothing without colour).
    /// The marks are the single bytes 0x02 / 0x03, so the text is cut on its UTF-8 bytes.
    static func renderSnippet(_ snippet: String, style: Style) -> String {
        var out = ""
        var inside = false
        var start = snippet.utf8.startIndex
        func flush(_ end: String.UTF8View.Index) {
            let piece = Sanitize.line(String(Substring(snippet.utf8[start..<end])))
            out += inside ? style.highlight(piece) : piece
        }
        var i = start
        while i < snippet.utf8.endIndex {
            let b = snippet.utf8[i]
            if b == 0x02 || b == 0x03 {
                flush(i)
                inside = b == 0x02
                start = snippet.utf8.index(after: i)
            }
            i = snippet.utf8.index(after: i)
        }
        flush(snippet.utf8.endIndex)
        return out
    }

    /// JSON and Markdown snippets mark matches with `open`/`close` instead of control marks.
    static func plainSnippet(_ s: String, open: String, close: String) -> String {
        var out = String.UnicodeScalarView()
        for c in s.unicodeScalars {
            if c == "\u{2}" { out.append(contentsOf: open.unicodeScalars) } else if c == "\u{3}" { out.append(contentsOf: close.unicodeScalars) } else { out.append(c) }
        }
        return String(out)
    }

    // MARK: Markdown

    static func markdown(_ result: SearchResult, _ ctx: Context, groups: CollapsedSearch? = nil) {
        ctx.out.line("# Search: \(MarkdownText.escape(result.query))")
        ctx.out.line()
        let counts = result.counts.map { "\($0.scope) \($0.count)" }.joined(separator: " · ")
        ctx.out.line("Scope: **\(result.scope?.rawValue ?? "all")** — \(counts)")
        if result.fallback == "or" {
            ctx.out.line()
            ctx.out.line("> No rule matches every word; showing rules that match any of them.")
        }
        ctx.out.line()
        for (i, hit) in result.hits.enumerated() {
            let r = hit.rule
            var meta = r.bars.map(\.rawValue).joined(separator: ", ") + " · " + r.kind.rawValue
            if let m = r.modality { meta += " · " + m.rawValue }
            ctx.out.line("\(result.offset + i + 1). **\(MarkdownText.escape(r.headline))** (`\(r.id)`, \(meta))\\")
            let snippet = MarkdownText.escape(plainSnippet(hit.snippet, open: "\u{1}", close: "\u{1}"))
                .replacingAll("\u{1}", with: "**")
            ctx.out.line("   " + Sanitize.line(snippet) + "\\")
            let source = r.sourceReference
            let also = GroupCollapsePrinter.also(hit, groups)
            ctx.out.line("   _" + MarkdownText.escape(Sanitize.line(source)) + "_" + (also == nil ? "" : "\\"))
            if let also { ctx.out.line("   " + MarkdownText.escape(Sanitize.line(also))) }
            ctx.out.line()
        }
    }
}

/// CommonMark escaping for text from the corpus.
enum MarkdownText {
    static let special: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "#", "|", "~", "&"]

    static func escape(_ s: String) -> String {
        var out = ""
        for c in s {
            if c == "\n" { out += " "; continue }
            if special.contains(c) { out.append("\\") }
            out.append(c)
        }
        return out
    }
}
