import BarGuideKit

enum ShowCommand: CLICommand {
    static let spec = CommandSpec(
        name: "show",
        abstract: "Show one rule in full, with its translations and editions and the rules related to it.",
        discussion: """
            Prints the rule's text, bars, kind, modality, system items, API symbols, the glossary \
            concepts its text mentions, its source (document, heading, lines) and flags.

            ID may be a whole rule id (tab-bar.05ccd3), any unique prefix of one (tab-bar.05c), or a \
            unique prefix of the part after the dot (05cc).

            Translations and editions lists the other rules of its guideline group: the same \
            guideline in other languages, editions or copies, with the edition each comes from. \
            When they disagree (a changed recommendation), it says which edition says what, \
            newest first. --lang L shows the group's variant in that language instead (zh, \
            zh-Hant, zh-Hans: a Chinese one, that script preferred).

            Related rules (outside the group) share a system item or an API symbol with it, or a bar and a glossary \
            concept. They are scored: 3 per shared item, 1.5 per shared symbol, 1 per shared concept \
            plus up to 2 for how much of both texts the shared concepts cover, 1 each for the same \
            primary bar, the same modality and the same kind, and 0.5 for the other language (the \
            same advice in the Russian or Chinese text). The best come first, with the reason.

            Exit status: 0 when the rule is found, 1 when no rule has that id (or no variant in \
            the --lang language; with --format json the document then has "rule": null), 2 when \
            a prefix matches several rules (they are listed).
            """,
        options: [
            .lang(default: nil, help: "Show the variant of the rule's guideline group in this language."),
            .integer("related", valueName: "N", help: "Show at most N related rules (0: none).", default: RelatedScoring.defaultLimit),
            .format([.text, .json, .markdown]),
            .database,
        ],
        positionals: [PositionalSpec("ID", help: "A rule id, or a unique prefix of one or of its hash part.")],
        examples: ["barguide show tab-bar.05ccd3", "barguide show 05cc --format json", "barguide show tab-bar.7c --format markdown",
                   "barguide show tab-bar.05ccd3 --lang zh"])

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
        let langName = args.string("lang")
        guard let selection = LanguageSelection.resolve(lang: langName, prefer: nil) else {
            throw CLIError.usage("unknown language; valid: \(LanguageSelection.choices.joined(separator: ", "))")
        }
        let view: View
        switch try Self.view(of: rule, store: store, relatedLimit: limit, selection: selection, langName: langName) {
        case .found(let v): view = v
        case .noVariant(let message, let hint): return RuleText.notFound(message, hint: hint, ctx)
        }
        switch ctx.format {
        case .json, .jsonl: ctx.out.json(json(view))
        case .markdown: markdown(view, ctx)
        case .text: text(view, ctx)
        }
        return .ok
    }

    enum ViewResult { case found(View), noVariant(String, hint: String) }

    /// The rule (or its variant in the selected languages), its group's other members and its
    /// related rules: what `show` and the MCP server's get_rule print.
    static func view(of rule: Rule, store: Store, relatedLimit limit: Int,
                     selection: LanguageSelection = .all,
                     langName: String? = nil) throws -> ViewResult {
        let documents = try store.documentEditions()
        var group = try store.group(of: rule, preference: selection.preference, documents: documents)
        var shown = rule
        if langName != nil, case .only(let langs) = selection.filter, !langs.contains(rule.lang) {
            guard let variant = group.members.first(where: { langs.contains($0.lang) }) else {
                return .noVariant("no \(langName ?? "") variant of \(rule.id)",
                                  hint: "its group \(group.id) has \(group.langs.map(\.rawValue).joined(separator: ", "))")
            }
            shown = variant
        }
        let conflict = group.conflict ? group.statements(documents: documents) : nil
        group.members.removeAll { $0.id == shown.id }
        var detail = try store.detail(of: shown, relatedLimit: limit + group.members.count)
        detail.rule = detail.rule.displayed(in: LangFilter.displayScript(langName))  // --lang zh-Hans|zh-Hant
        let memberIDs = Set(group.members.map(\.id))
        detail.related = Array(detail.related.filter { !memberIDs.contains($0.rule.id) }.prefix(limit))
        return .found(View(detail: detail, group: group, documents: documents, conflict: conflict))
    }

    /// Everything printed: the rule, its group's other members, and the related rules.
    struct View {
        var detail: RuleDetail
        /// The group, without the rule shown.
        var group: GuidelineGroup
        var documents: [String: DocumentEdition]
        /// What each edition says, newest first, when the group's members disagree.
        var conflict: [GroupStatement]?
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

    static func json(_ view: View) -> JSONValue {
        let detail = view.detail
        return .object([
            "schema_version": .int(JSONSchemaVersion.current),
            "rule": detail.rule.json,
            "source": .object(RuleText.editionJSON(detail.rule, view.documents)),
            "concepts": .array(detail.concepts.map(JSONValue.string)),
            "variants": .array(view.group.members.map { m in
                var o: [String: JSONValue] = [
                    "id": .string(m.id), "lang": .string(m.lang.rawValue), "kind": .string(m.kind.rawValue),
                    "modality": m.modality.map { .string($0.rawValue) } ?? .null, "headline": .string(m.headline),
                    "document": .string(m.document), "lines": .object(["start": .int(m.lines.start), "end": .int(m.lines.end)]),
                ]
                o.merge(RuleText.editionJSON(m, view.documents)) { a, _ in a }
                return .object(o)
            }),
            "conflict": view.conflict.map { .array($0.map(RuleText.statementJSON)) } ?? .null,
            "related": .array(detail.related.map(json)),
        ])
    }

    // MARK: Text

    static func fields(_ view: View) -> [(String, String)] {
        let detail = view.detail
        let r = detail.rule
        return [
            ("bars", r.bars.map(\.rawValue).joined(separator: ", ")),
            ("items", RuleText.list(r.items)),
            ("symbols", RuleText.list(r.symbols)),
            ("concepts", RuleText.list(detail.concepts)),
            ("flags", RuleText.list(r.flags)),
            ("source", RuleText.source(r, view.documents)),
            ("file", r.document),
            ("group", r.group ?? "—"),
        ]
    }

    /// One line per other member of the group: "zh-Hant · iOS 7 (2013) · do".
    static func variantMeta(_ m: Rule, _ view: View) -> String {
        var parts = [m.lang.rawValue]
        if let d = RuleText.document(m, view.documents) { parts.append(d.edition.map { $0 + (d.year.map { " (\($0))" } ?? "") } ?? d.title) }
        parts.append(m.modality?.rawValue ?? m.kind.rawValue)
        return parts.joined(separator: " · ")
    }

    static func text(_ view: View, _ ctx: Context) {
        let detail = view.detail
        let s = ctx.style
        let width = max(40, ctx.width)
        let r = detail.rule
        for line in RuleText.header(id: r.id, facts: RuleText.meta(r), width: width, s) { ctx.out.line(line) }
        for line in Sanitize.line(RuleText.headline(r)).wrapped(toWidth: width) { ctx.out.line(s.bold(line)) }
        if r.text.trimmingSpaces != r.headline.trimmingSpaces {
            ctx.out.line()
            for line in Sanitize.line(r.text).wrapped(toWidth: width) { ctx.out.line(line) }
        }
        ctx.out.line()
        for (name, value) in fields(view) {
            let label = (name + ":").padded(toWidth: 10)
            let lines = Sanitize.line(value).wrapped(toWidth: width - 10)
            for (i, line) in lines.enumerated() { ctx.out.line((i == 0 ? s.dim(label) : String(repeating: " ", count: 10)) + line) }
        }
        if !view.group.members.isEmpty {
            ctx.out.line()
            ctx.out.line(s.bold("Translations and editions"))
            for m in view.group.members {
                for line in RuleText.header(lead: "-", id: m.id, facts: variantMeta(m, view), width: width, s) { ctx.out.line(line) }
                for line in Sanitize.line(RuleText.headline(m)).wrapped(toWidth: width - 2) { ctx.out.line("  " + line) }
            }
            if let conflict = view.conflict {
                ctx.out.line(s.red("Conflict, newest first:"))
                for st in conflict { ctx.out.line("  " + s.red(Sanitize.line(RuleText.statement(st)))) }
            }
        }
        guard !detail.related.isEmpty else { return }
        ctx.out.line()
        ctx.out.line(s.bold("Related"))
        for (i, related) in detail.related.enumerated() {
            let o = related.rule
            for line in RuleText.header(lead: "\(i + 1).", boldLead: true, id: o.id, facts: RuleText.meta(o) + " · score \(related.score)",
                                        width: width, s) { ctx.out.line(line) }
            for line in Sanitize.line(RuleText.headline(o)).wrapped(toWidth: width - 3) { ctx.out.line("   " + line) }
            for line in Sanitize.line(related.reason).wrapped(toWidth: width - 3) { ctx.out.line("   " + s.dim(line)) }
        }
    }

    // MARK: Markdown

    static func markdown(_ view: View, _ ctx: Context) {
        let detail = view.detail
        let r = detail.rule
        ctx.out.line("# \(Markdown.inline(RuleText.headline(r)))")
        ctx.out.line()
        ctx.out.line("`\(r.id)` · \(Markdown.inline(RuleText.meta(r)))")
        ctx.out.line()
        ctx.out.line(Markdown.inline(r.text))
        ctx.out.line()
        for (name, value) in fields(view) {
            ctx.out.line("- **\(name.prefix(1).uppercased() + name.dropFirst()):** \(Markdown.inline(value))")
        }
        if !view.group.members.isEmpty {
            ctx.out.line()
            ctx.out.line("## Translations and editions")
            ctx.out.line()
            for m in view.group.members {
                ctx.out.line("- **\(Markdown.inline(RuleText.headline(m)))** (`\(m.id)`, \(Markdown.inline(variantMeta(m, view))))")
            }
            if let conflict = view.conflict {
                ctx.out.line()
                ctx.out.line("Conflict, newest first:")
                ctx.out.line()
                for st in conflict { ctx.out.line("- \(Markdown.inline(RuleText.statement(st)))") }
            }
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
