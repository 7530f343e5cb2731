// A tool's answer as a page of rules (or items) that can be cut to a budget: the structured
// content is the CLI's JSON document, the text a compact Markdown rendering by the CLI's own
// Markdown printers where a command has one.
import BarGuideKit

/// An answer of `count` cuttable units (rules or items); `render(k)` renders the first `k`.
struct Page {
    var count: Int
    var render: (Int) -> (json: JSONValue, markdown: String)
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
        r.markdown.unicodeScalars.count + (structured ? r.json.serialized().unicodeScalars.count : 0)
    }

    /// The page whole if it fits `maxChars`, else cut after as many units as fit (at least one),
    /// with `truncated` in the JSON and a note in the Markdown.
    static func fit(_ page: Page, maxChars: Int, structured: Bool) -> (JSONValue, String) {
        let whole = page.render(page.count)
        if page.count == 0 || size(whole, structured: structured) <= maxChars { return whole }
        var lo = 1, hi = page.count - 1, best = 1
        while lo <= hi {
            let mid = (lo + hi) / 2
            if size(page.render(mid), structured: structured) <= maxChars - reserve { best = mid; lo = mid + 1 } else { hi = mid - 1 }
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

    static func search(_ result: SearchResult, groups: CollapsedSearch? = nil) -> Page {
        Page(count: result.hits.count, render: { k in
            var r = result
            r.hits = Array(result.hits.prefix(k))
            var markdown = render { SearchPrinter.markdown(r, $0, groups: groups) }
            if r.hits.isEmpty {
                markdown += "No results" + (result.offset > 0 && result.total > 0 ? " at offset \(result.offset) (\(result.total) in all).\n" : ".\n")
            } else if result.total > result.offset + k {
                markdown += "Results \(result.offset + 1)–\(result.offset + k) of \(result.total); call search_rules with offset \(result.offset + k) for more.\n"
            }
            return (GroupCollapsePrinter.json(SearchPrinter.json(r), groups), markdown)
        }, nextOffset: { result.offset + $0 }, unit: "results", tool: "search_rules")
    }

    static func rule(_ rule: Rule, related: Int, store: Store) throws -> Page {
        guard case .found(let view) = try ShowCommand.view(of: rule, store: store, relatedLimit: related) else {
            preconditionFailure("a view without a language filter always finds the rule itself")
        }
        return Page(count: view.detail.related.count, render: { k in
            var v = view
            v.detail.related = Array(view.detail.related.prefix(k))
            return (ShowCommand.json(v), render { ShowCommand.markdown(v, $0) })
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
            var json = ChecklistCommand.json(c, lang: a.langName, options: a.options)
            if case .object(var object) = json {
                object["total"] = .int(all.count)  // the whole checklist's, as in the CLI
                json = .object(object)
            }
            var markdown = render { ChecklistCommand.markdown(c, lang: a.langName, $0) }
            if all.isEmpty {
                markdown += "\nNo \(a.includeBehavior ? "guidelines or behaviors" : "guidelines") for this bar in this language.\n"
            } else if offset > 0 || k < rest.count {
                markdown += "\nRules \(min(offset + 1, all.count))–\(offset + k) of \(all.count)"
                    + (offset + k < all.count ? "; call checklist with offset \(offset + k) for more.\n" : ".\n")
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
            return (JSONDocument.list(shown.map(ItemsCommand.json), key: "items"), lines.joined(separator: "\n") + "\n")
        }, nextOffset: { offset + $0 }, unit: "items", tool: "list_items")
    }

    static func item(_ item: SystemItem, rules: [Rule], offset: Int) -> Page {
        let rest = Array(rules.dropFirst(offset))
        return Page(count: rest.count, render: { k in
            let shown = Array(rest.prefix(k))
            var lines = ["# \(item.identifier)", "",
                         "`\(item.swiftName)` · \(item.family) · bars \(item.bars.map(\.rawValue).joined(separator: ", "))",
                         "", "Labels: \(Markdown.inline(ItemsCommand.labels(item)))", ""]
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
