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
        object["snippet"] = .string(hit.snippet.marked(open: "**", close: "**"))
        object["snippet_text"] = .string(hit.snippet.text)
        object["highlights"] = .array(hit.snippet.scalarHighlights.map { .array([.int($0.lowerBound), .int($0.upperBound)]) })
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
            "language": result.language.map { JSONValue.string($0.rawValue) } ?? .null,
            "language_fallback": .bool(result.languageFallback),
            "all_words_total": .int(result.allWordsTotal),
            "words": .array(result.words.map(JSONValue.string)),
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
        for note in notes(result) { ctx.out.line(s.yellow(note)) }
        if result.words.count > 1 || result.onlyStopWords {
            ctx.out.line(s.dim("Searched for: " + result.words.map(Sanitize.line).joined(separator: " · ")))
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
        return out
    }

    /// Sanitizes corpus text and turns highlight ranges into colour (or nothing without colour).
    static func renderSnippet(_ snippet: Snippet, style: Style) -> String {
        snippet.pieces.map { piece in
            let text = Sanitize.line(piece.text)
            return piece.highlighted ? style.highlight(text) : text
        }.joined()
    }

    // MARK: Markdown

    static func markdown(_ result: SearchResult, _ ctx: Context, groups: CollapsedSearch? = nil) {
        ctx.out.line("# Search: \(MarkdownText.escape(result.query))")
        ctx.out.line()
        let counts = result.counts.map { "\($0.scope) \($0.count)" }.joined(separator: " · ")
        ctx.out.line("Scope: **\(result.scope?.rawValue ?? "all")** — \(counts)")
        for note in notes(result) {
            ctx.out.line()
            ctx.out.line("> " + note)
        }
        ctx.out.line()
        for (i, hit) in result.hits.enumerated() {
            let r = hit.rule
            var meta = r.bars.map(\.rawValue).joined(separator: ", ") + " · " + r.kind.rawValue
            if let m = r.modality { meta += " · " + m.rawValue }
            ctx.out.line("\(result.offset + i + 1). **\(MarkdownText.escape(r.headline))** (`\(r.id)`, \(meta))\\")
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
