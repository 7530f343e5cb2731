import BarGuideKit

enum ShowCommand: CLICommand {
    static let spec = CommandSpec(
        name: "show",
        abstract: "Show one rule in full, with the rules related to it.",
        discussion: """
            Prints the rule's text, bars, kind, modality, system items, API symbols, the glossary \
            concepts its text mentions, its source (document, heading, lines) and flags.

            ID may be a whole rule id (tab-bar.05ccd3), any unique prefix of one (tab-bar.05c), or a \
            unique prefix of the part after the dot (05cc).

            Related rules share a system item or an API symbol with it, or a bar and a glossary \
            concept. They are scored: 3 per shared item, 1.5 per shared symbol, 1 per shared concept \
            plus up to 2 for how much of both texts the shared concepts cover, 1 each for the same \
            primary bar, the same modality and the same kind, and 0.5 for the other language (the \
            same advice in the Russian or Chinese text). The best come first, with the reason.

            Exit status: 0 when the rule is found, 1 when no rule has that id, 2 when a prefix \
            matches several rules (they are listed).
            """,
        options: [
            .integer("related", valueName: "N", help: "Show at most N related rules (0: none).", default: RelatedScoring.defaultLimit),
            .format([.text, .json, .markdown]),
            .database,
        ],
        positionals: [PositionalSpec("ID", help: "A rule id, or a unique prefix of one or of its hash part.")],
        examples: ["barguide show tab-bar.05ccd3", "barguide show 05cc --format json", "barguide show tab-bar.7c --format markdown"])

    static func run(_ args: ParsedArguments, _ ctx: Context) throws -> ExitCode {
        let a = try ShowArguments(args)
        let (query, limit) = (a.id, a.related)
        let store = try DatabaseAccess.open(args, ctx)
        let rule: Rule
        do {
            rule = try store.resolveRule(query)
        } catch {
            switch error {
            case .empty: throw CLIError.usage("missing ID: give a rule id or a prefix of one")
            case .unknown:
                return RuleText.notFound(error.message, hint: "find rule ids with 'barguide search' or 'barguide checklist'", ctx)
            case .ambiguous(_, let candidates, let total):
                var lines = [error.message + "; say which:"]
                for c in candidates {
                    lines.append("  \(c.id)  \(RuleText.meta(c))  " + Sanitize.line(RuleText.headline(c)).truncated(toWidth: 60))
                }
                if total > candidates.count { lines.append("  … and \(total - candidates.count) more") }
                throw CLIError.usage(lines.joined(separator: "\n"))
            case .store(let e): throw e
            }
        }
        let detail = try store.detail(of: rule, relatedLimit: limit)
        switch ctx.format {
        case .json, .jsonl: ctx.out.json(json(detail))
        case .markdown: markdown(detail, ctx)
        case .text: text(detail, ctx)
        }
        return .ok
    }

    // MARK: JSON

    static func json(_ related: RelatedRule) -> JSONValue {
        let r = related.rule
        return .object([
            "id": .string(r.id),
            "headline": .string(r.headline),
            "kind": .string(r.kind.rawValue),
            "modality": r.modality.map { .string($0.rawValue) } ?? .null,
            "lang": .string(r.lang.rawValue),
            "bars": .array(r.bars.map { .string($0.rawValue) }),
            "document": .string(r.document),
            "lines": .object(["start": .int(r.lines.start), "end": .int(r.lines.end)]),
            "score": .double(related.score),
            "reason": .string(related.reason),
            "shared_items": .array(related.sharedItems.map(JSONValue.string)),
            "shared_symbols": .array(related.sharedSymbols.map(JSONValue.string)),
            "shared_concepts": .array(related.sharedConcepts.map(JSONValue.string)),
            "same_bar": .bool(related.sameBar),
            "same_modality": .bool(related.sameModality),
            "same_kind": .bool(related.sameKind),
            "other_language": .bool(related.otherLanguage),
        ])
    }

    static func json(_ detail: RuleDetail) -> JSONValue {
        .object([
            "schema_version": .int(JSONSchemaVersion.current),
            "rule": detail.rule.json,
            "concepts": .array(detail.concepts.map(JSONValue.string)),
            "related": .array(detail.related.map(json)),
        ])
    }

    // MARK: Text

    static func fields(_ detail: RuleDetail) -> [(String, String)] {
        let r = detail.rule
        return [
            ("bars", r.bars.map(\.rawValue).joined(separator: ", ")),
            ("items", RuleText.list(r.items)),
            ("symbols", RuleText.list(r.symbols)),
            ("concepts", RuleText.list(detail.concepts)),
            ("flags", RuleText.list(r.flags)),
            ("source", RuleText.source(r)),
        ]
    }

    static func text(_ detail: RuleDetail, _ ctx: Context) {
        let s = ctx.style
        let width = max(40, ctx.width)
        let r = detail.rule
        ctx.out.line(s.cyan(r.id) + "  " + s.dim(RuleText.meta(r)))
        for line in Sanitize.line(RuleText.headline(r)).wrapped(toWidth: width) { ctx.out.line(s.bold(line)) }
        if r.text.trimmingSpaces != r.headline.trimmingSpaces {
            ctx.out.line()
            for line in Sanitize.line(r.text).wrapped(toWidth: width) { ctx.out.line(line) }
        }
        ctx.out.line()
        for (name, value) in fields(detail) {
            let label = (name + ":").padded(toWidth: 10)
            let lines = Sanitize.line(value).wrapped(toWidth: width - 10)
            for (i, line) in lines.enumerated() { ctx.out.line((i == 0 ? s.dim(label) : String(repeating: " ", count: 10)) + line) }
        }
        guard !detail.related.isEmpty else { return }
        ctx.out.line()
        ctx.out.line(s.bold("Related"))
        for (i, related) in detail.related.enumerated() {
            let o = related.rule
            ctx.out.line(s.bold("\(i + 1).") + " " + s.cyan(o.id) + "  " + s.dim(RuleText.meta(o) + " · score \(related.score)"))
            for line in Sanitize.line(RuleText.headline(o)).wrapped(toWidth: width - 3) { ctx.out.line("   " + line) }
            for line in Sanitize.line(related.reason).wrapped(toWidth: width - 3) { ctx.out.line("   " + s.dim(line)) }
        }
    }

    // MARK: Markdown

    static func markdown(_ detail: RuleDetail, _ ctx: Context) {
        let r = detail.rule
        ctx.out.line("# \(Markdown.inline(RuleText.headline(r)))")
        ctx.out.line()
        ctx.out.line("`\(r.id)` · \(Markdown.inline(RuleText.meta(r)))")
        ctx.out.line()
        ctx.out.line(Markdown.inline(r.text))
        ctx.out.line()
        for (name, value) in fields(detail) {
            ctx.out.line("- **\(name.prefix(1).uppercased() + name.dropFirst()):** \(Markdown.inline(value))")
        }
        guard !detail.related.isEmpty else { return }
        ctx.out.line()
        ctx.out.line("## Related")
        ctx.out.line()
        for (i, related) in detail.related.enumerated() {
            let o = related.rule
            ctx.out.line("\(i + 1). **\(Markdown.inline(RuleText.headline(o)))** (`\(o.id)`, \(o.lang.rawValue), score \(related.score))"
                         + " — \(Markdown.inline(related.reason))")
        }
    }
}
