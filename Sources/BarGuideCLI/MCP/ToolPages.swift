// A tool's answer as a page of rules (or items) that can be cut to a budget: the structured
// content is the CLI's JSON document, the text a compact Markdown rendering by the CLI's own
// Markdown printers where a command has one.
import BarGuideKit

/// An answer of `count` cuttable units (rules or items); `render(k)` renders the first `k`.
struct Page {
    var count: Int
    var render: (Int) -> (json: JSONValue, markdown: String)
    /// The size `Budget.size` gives `render(k)` (with or without the structured content), when
    /// the page knows it without rendering; nil: measured by rendering.
    var size: ((_ k: Int, _ structured: Bool) -> Int)? = nil
    /// The offset to continue from after the first `k` units; nil when the answer cannot be paged.
    var nextOffset: ((Int) -> Int)?
    /// "rules" or "items", for the note.
    var unit: String
    /// How to continue ("call search_rules with offset 14").
    var tool: String
}

enum Budget {
    /// Room kept for the note and the `truncated` object when an answer is cut.
    static let reserve = 400

    static func size(_ r: (json: JSONValue, markdown: String), structured: Bool) -> Int {
        r.markdown.unicodeScalars.count + (structured ? JSONSize.scalars(r.json) : 0)
    }

    /// The page whole if it fits `maxChars`, else cut after as many units as fit (at least one),
    /// with `truncated` in the JSON and a note in the Markdown. A page that knows its sizes is
    /// rendered once; another is rendered for each size tried.
    static func fit(_ page: Page, maxChars: Int, structured: Bool) -> (JSONValue, String) {
        let measure: (Int) -> Int
        if let known = page.size {
            if page.count == 0 || known(page.count, structured) <= maxChars { return page.render(page.count) }
            measure = { known($0, structured) }
        } else {
            let whole = page.render(page.count)
            if page.count == 0 || size(whole, structured: structured) <= maxChars { return whole }
            measure = { size(page.render($0), structured: structured) }
        }
        var lo = 1, hi = page.count - 1, best = 1
        while lo <= hi {
            let mid = (lo + hi) / 2
            if measure(mid) <= maxChars - reserve { best = mid; lo = mid + 1 } else { hi = mid - 1 }
        }
        var (json, markdown) = page.render(best)
        let omitted = page.count - best
        var truncated: [String: JSONValue] = ["omitted": .int(omitted)]
        var note = "\n_Cut to fit max_chars: \(omitted) more \(page.unit) left out"
        if let next = page.nextOffset?(best) {
            truncated["next_offset"] = .int(next)
            note += "; call \(page.tool) with offset \(next) (or a larger max_chars) for them._"
        } else {
            note += "; call \(page.tool) with a larger max_chars for them._"
        }
        if case .object(var object) = json {
            object["truncated"] = .object(truncated)
            json = .object(object)
        }
        markdown += note + "\n"
        return (json, markdown)
    }
}

enum ToolPages {
    /// Runs a CLI printer into memory: Markdown, no colour, nothing reaches the real stdout.
    static func render(_ body: (Context) -> Void) -> String {
        let ctx = Context(out: .memory(), err: .memory(), environment: Environment([:]), format: .markdown,
                          colorChoice: .never, style: .plain, isTTY: false, width: Terminal.defaultWidth,
                          command: McpCommand.spec)
        body(ctx)
        return ctx.out.text
    }

    /// A page of search results. The CLI's JSON document and Markdown are made once: the JSON
    /// of the first `k` results is the document with its first `k` results, and the Markdown of
    /// a page is its header (query, scope counts, notes) then one block per hit, so each piece
    /// is rendered (and measured) once, whatever the budget cuts.
    static func search(_ result: SearchResult, groups: CollapsedSearch? = nil) -> Page {
        let document = GroupCollapsePrinter.json(SearchPrinter.json(result), groups)
        guard case .object(var envelope) = document, case .array(let results)? = envelope["results"],
              results.count == result.hits.count else {
            return renderedSearch(result, groups: groups)
        }
        let markdown = SearchMarkdown(result, groups: groups)
        envelope["results"] = .array([])
        let envelopeSize = JSONSize.scalars(.object(envelope))
        var jsonPrefix = [0], markdownPrefix = [0]
        for (json, block) in zip(results, markdown.blocks) {
            jsonPrefix.append(jsonPrefix.last! + JSONSize.scalars(json))
            markdownPrefix.append(markdownPrefix.last! + block.unicodeScalars.count)
        }
        let headerSize = markdown.header.unicodeScalars.count
        return Page(count: result.hits.count, render: { k in
            var page = envelope
            page["results"] = .array(Array(results.prefix(k)))
            return (.object(page), markdown.header + markdown.blocks.prefix(k).joined()
                    + searchFooter(result, shown: k, cut: k < result.hits.count))
        }, size: { k, structured in
            headerSize + markdownPrefix[k] + searchFooter(result, shown: k, cut: k < result.hits.count).unicodeScalars.count
                + (structured ? envelopeSize + jsonPrefix[k] + max(0, k - 1) : 0)
        }, nextOffset: { result.offset + $0 }, unit: "results", tool: "search_rules")
    }

    /// What follows the results in the Markdown: how to page, or that nothing was found.
    /// `cut`: the page was cut to fit max_chars, and the notice of the cut says where the rest is.
    static func searchFooter(_ result: SearchResult, shown k: Int, cut: Bool = false) -> String {
        if k == 0 {
            return "No results" + (result.offset > 0 && result.total > 0 ? " at offset \(result.offset) (\(result.total) in all).\n" : ".\n")
        }
        if cut { return "Results \(result.offset + 1)–\(result.offset + k) of \(result.total).\n" }
        if result.total > result.offset + k {
            return "Results \(result.offset + 1)–\(result.offset + k) of \(result.total); call search_rules with offset \(result.offset + k) for more.\n"
        }
        return ""
    }

    /// The search page rendered whole for each size tried (when the JSON document does not hold
    /// one result per hit; also the oracle of the budget tests).
    static func renderedSearch(_ result: SearchResult, groups: CollapsedSearch?) -> Page {
        Page(count: result.hits.count, render: { k in
            var r = result
            r.hits = Array(result.hits.prefix(k))
            let markdown = render { SearchPrinter.markdown(r, $0, groups: groups, pageNotes: false) }
                + searchFooter(result, shown: k, cut: k < result.hits.count)
            return (GroupCollapsePrinter.json(SearchPrinter.json(r), groups), markdown)
        }, nextOffset: { result.offset + $0 }, unit: "results", tool: "search_rules")
    }

    static func rule(_ rule: Rule, related: Int, store: Store) throws -> Page {
        guard case .found(let view) = try ShowCommand.view(of: rule, store: store, relatedLimit: related) else {
            preconditionFailure("a view without a language filter always finds the rule itself")
        }
        // why the rule got its labels, as `barguide explain ID` shows it
        let explained = store.explainFromSource(rule)
        let explanation = explained ?? Explainer.explain(text: rule.text, lang: rule.lang).first
        return Page(count: view.detail.related.count, render: { k in
            var v = view
            v.detail.related = Array(view.detail.related.prefix(k))
            var json = ShowCommand.json(v)
            var markdown = render { ShowCommand.markdown(v, $0) }
            if let e = explanation, case .object(var object) = json {
                object["evidence"] = .object([
                    "in_source": .bool(explained != nil), "module": .string(e.module), "position": .string(e.position),
                    "fields": .array(e.evidence.map(\.json)),
                ])
                json = .object(object)
                markdown += "\n**Why** (\(e.module) module, \(e.position)):\n"
                    + e.evidence.map { "- \($0.field) \($0.value): \($0.source), \($0.detail)\n" }.joined()
            }
            return (json, markdown)
        }, nextOffset: nil, unit: "related rules", tool: "get_rule")
    }

    static func checklist(_ checklist: Checklist, arguments a: ChecklistArguments, offset: Int) -> Page {
        let all = checklist.groups.flatMap(\.entries)
        let rest = Array(all.dropFirst(offset))
        /// The rules offset..<offset+k, in their groups (empty groups dropped).
        func slice(_ k: Int) -> Checklist {
            var c = checklist
            var start = 0
            c.groups = checklist.groups.compactMap { group in
                defer { start += group.entries.count }
                let lo = max(offset, start), hi = min(offset + k, start + group.entries.count)
                guard lo < hi else { return nil }
                var g = group
                g.entries = Array(group.entries[(lo - start)..<(hi - start)])
                return g
            }
            return c
        }
        return Page(count: rest.count, render: { k in
            let c = slice(k)
            // The counts are the whole checklist's, as in the CLI, whatever part of it is shown.
            var json = ChecklistCommand.json(c, lang: a.langName, options: a.options)
            if case .object(var object) = json {
                object["total"] = .int(checklist.total)
                object["rule_count"] = .int(checklist.ruleCount)
                json = .object(object)
            }
            var markdown = render { ChecklistCommand.markdown(c, lang: a.langName, $0) }
            let partSummary = ChecklistCommand.summary(c, lang: a.langName)
            var lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if let i = lines.firstIndex(where: { $0.hasPrefix(partSummary) }) {
                lines[i] = ChecklistCommand.summary(checklist, lang: a.langName) + lines[i].dropFirst(partSummary.count)
                markdown = lines.joined(separator: "\n")
            }
            if all.isEmpty {
                markdown += "\nNo \(a.includeBehavior ? "guidelines or behaviors" : "guidelines") for this bar in this language.\n"
            } else if offset > 0 || k < rest.count {
                // Where the rest is, the page's own notice says (once).
                markdown += "\nRules \(min(offset + 1, all.count))–\(offset + k) of \(all.count).\n"
            }
            return (json, markdown)
        }, nextOffset: { offset + $0 }, unit: "rules", tool: "checklist")
    }

    static func items(_ items: [SystemItem], offset: Int) -> Page {
        let rest = Array(items.dropFirst(offset))
        return Page(count: rest.count, render: { k in
            let shown = rest.prefix(k)
            var lines = ["# System items", ""]
            for item in shown {
                lines.append("- `\(item.identifier)` (`\(item.swiftName)`, \(item.family)): \(item.ruleCount) rule\(item.ruleCount == 1 ? "" : "s"); "
                             + "bars \(item.bars.map(\.rawValue).joined(separator: ", ")); \(Markdown.inline(ItemsCommand.labels(item)))")
            }
            if offset + k < items.count { lines += ["", "Items \(offset + 1)–\(offset + k) of \(items.count); call list_items with offset \(offset + k) for more."] }
            return (JSONDocument.list(shown.map(ItemsCommand.json), key: "items", version: ItemsCommand.schemaVersion),
                    lines.joined(separator: "\n") + "\n")
        }, nextOffset: { offset + $0 }, unit: "items", tool: "list_items")
    }

    static func item(_ item: SystemItem, rules: [Rule], offset: Int) -> Page {
        let rest = Array(rules.dropFirst(offset))
        return Page(count: rest.count, render: { k in
            let shown = Array(rest.prefix(k))
            var lines = ["# \(item.identifier)", "",
                         "`\(item.swiftName)` · \(item.family) · bars \(item.bars.map(\.rawValue).joined(separator: ", "))",
                         "", "Labels: \(Markdown.inline(ItemsCommand.labels(item)))"]
            let aliases = ItemsCommand.aliases(item)
            if !aliases.isEmpty { lines.append("Also written: \(Markdown.inline(aliases))") }
            lines.append("")
            lines.append(rules.isEmpty ? "No rules are keyed to this item." : "## \(rules.count) rule\(rules.count == 1 ? "" : "s")")
            if !shown.isEmpty { lines.append("") }
            for r in shown {
                lines.append("- **\(Markdown.inline(RuleText.headline(r)))** (`\(r.id)`, \(RuleText.meta(r))) — _\(Markdown.inline(RuleText.source(r)))_")
            }
            if offset + k < rules.count { lines += ["", "Rules \(offset + 1)–\(offset + k) of \(rules.count); call list_items with offset \(offset + k) for more."] }
            return (ItemsCommand.json(item, rules: shown), lines.joined(separator: "\n") + "\n")
        }, nextOffset: { offset + $0 }, unit: "rules", tool: "list_items")
    }

    /// Seven rows: never cut.
    static func scopes(_ scopes: [ScopeCount]) -> Page {
        Page(count: 0, render: { _ in
            var lines = ["# Search scopes", ""]
            for s in scopes {
                let langs = Lang.allCases.compactMap { l in s.byLang[l].map { "\(l.rawValue) \($0)" } }.joined(separator: ", ")
                let kinds = RuleKind.allCases.compactMap { k in s.byKind[k].map { "\(k.rawValue) \($0)" } }.joined(separator: ", ")
                lines.append("- **\(s.name)** (`\(s.scope)`): \(s.total) rules; \(langs); \(kinds)")
            }
            return (JSONDocument.list(scopes.map(ScopesCommand.json), key: "scopes"), lines.joined(separator: "\n") + "\n")
        }, nextOffset: nil, unit: "scopes", tool: "list_scopes")
    }
}

/// `SearchPrinter.markdown` of a result split into its header and one block per hit, each
/// rendered once: the header is the printer's output without hits, a hit's block what the
/// printer adds for it. nil when the printer's output does not split that way.
struct SearchMarkdown {
    var header: String
    var blocks: [String]

    init(_ result: SearchResult, groups: CollapsedSearch?) {
        header = ToolPages.render { SearchPrinter.markdownHeader(result, $0, pageNotes: false) }
        blocks = result.hits.enumerated().map { i, hit in
            ToolPages.render { SearchPrinter.markdownHit(hit, number: result.offset + i + 1, $0, groups: groups) }
        }
    }
}
