import BarGuideKit

enum ChecklistCommand: CLICommand {
    static let spec = CommandSpec(
        name: "checklist",
        abstract: "Print a bar's guidelines as a review checklist (Markdown task list by default).",
        discussion: """
            Collects every guideline about BAR (a rule counts for each bar it is about) and groups \
            them Don't, Avoid, Do, Consider by modality; guidelines without a modality go under Do. \
            Within a group rules keep their source order. Each rule is a GitHub task-list item with \
            its id and the place in the source text it comes from.

            With --include-behavior the bar's documented behaviors follow as a Verify group.

            Each guideline is listed once: rules that state it in other languages, editions or \
            copies (its guideline group) follow its line as "also" ids with their languages. \
            --prefer-lang picks which variant is shown (that language first, then ru, zh-Hans, \
            zh-Hant, en; within a language the newest edition); --lang filters (zh, zh-Hant and \
            zh-Hans all keep every Chinese rule). --all-variants lists one line per rule. When the \
            members of a group disagree (a changed recommendation), the line says which edition \
            says what, newest first. The environment (LANG) is never consulted.

            BAR takes the same names as the search scopes: status-bar, navigation-bar, toolbar, \
            tab-bar, search-bar, scope-bar, or any name 'barguide scopes' lists (tab, navbar, \
            UITabBar, панели вкладок, 導覽列…), in any case.

            Exit status: 0 with a checklist, 1 when the bar has no guidelines in the chosen \
            language (an error and a hint on stderr; with --format json an empty checklist on \
            stdout), 2 for an unknown bar.
            """,
        options: [
            .lang(help: "Only rules in this language (zh, zh-Hant, zh-Hans: every Chinese rule, that script preferred)."),
            .preferLang(help: "Show this language's variant of each guideline when it has one, filtering nothing (auto: the --lang script, then the fixed order; none: the fixed order)."),
            .flag("all-variants", help: "One line per rule: list every translation and edition separately."),
            .format([.markdown, .json, .text, .jsonl], default: .markdown),
            .flag("include-behavior", help: "Add the bar's behavior rules as a Verify group."),
            .database,
        ],
        positionals: [PositionalSpec("BAR", help: "The bar (or an alias); several words are joined.", variadic: true)],
        examples: [
            "barguide checklist tab-bar > tab-bar-checklist.md",
            "barguide checklist nav --lang ru --format text",
            "barguide checklist status-bar --prefer-lang zh-Hant",
            "barguide checklist 工具欄 --include-behavior --format json",
        ])

    static func run(_ args: ParsedArguments, _ ctx: Context) throws -> ExitCode {
        let a = try ChecklistArguments(args)
        let (bar, langName) = (a.bar, a.langName)
        let store = try DatabaseAccess.open(args, ctx)
        let checklist = try store.checklist(for: bar, a.options)
        if checklist.isEmpty {
            // Exit 1, an error on stderr (and an empty document with --format json, see ExitRule.swift).
            let what = args.flag("include-behavior") ? "guidelines or behaviors" : "guidelines"
            let lang = langName == "all" ? "" : " in '\(langName)'"
            let message = "no \(what) for the \(bar.title.lowercased()) (\(bar.rawValue))\(lang)"
            if try EmptyDatabase.isEmpty(store) {
                return RuleText.notFound(message + ": the database holds 0 rules", hint: EmptyDatabase.hint(store.path), ctx)
            }
            var hint: String?
            if langName != "all" {
                var any = a.options
                any.langs = .any
                let langs = Set(try store.checklist(for: bar, any).groups.flatMap { $0.entries.map(\.rule.lang) })
                hint = langs.isEmpty ? nil : "the \(bar.rawValue) checklist has rules in "
                    + Lang.allCases.filter(langs.contains).map(\.rawValue).joined(separator: ", ") + "; try --lang all"
            }
            return RuleText.notFound(message, hint: hint, ctx)
        }
        switch ctx.format {
        case .json: ctx.out.json(json(checklist, lang: langName, options: a.options))
        case .jsonl:
            for group in checklist.groups {
                for entry in group.entries { ctx.out.json(json(entry, section: group.kind, documents: checklist.documents), .compact) }
            }
        case .markdown: markdown(checklist, lang: langName, ctx)
        case .text: text(checklist, lang: langName, ctx)
        }
        return .ok
    }

    // MARK: JSON

    /// The checklist JSON's version: 2 since rules carry their guideline `group` (the checklist
    /// section they are listed under moved from `group` to `section`) and `also`.
    static let schemaVersion = 2

    static func json(_ entry: ChecklistEntry, section: ChecklistGroupKind, documents: [String: DocumentEdition]) -> JSONValue {
        let rule = entry.rule
        guard case .object(let full) = rule.json else { return .null }
        var object = full.filter { ["id", "headline", "text", "modality", "kind", "lang", "document", "heading", "lines", "items", "group", "display_lang"].contains($0.key) }
        object["section"] = .string(section.rawValue)
        object.merge(RuleText.editionJSON(rule, documents)) { a, _ in a }
        object["also"] = .array(entry.also.map { other in
            var o: [String: JSONValue] = ["id": .string(other.id), "lang": .string(other.lang.rawValue),
                                          "modality": other.modality.map { .string($0.rawValue) } ?? .null]
            o.merge(RuleText.editionJSON(other, documents)) { a, _ in a }
            return .object(o)
        })
        object["conflict"] = entry.conflict.map { statements in .array(statements.map(RuleText.statementJSON)) } ?? .null
        return .object(object)
    }

    static func json(_ checklist: Checklist, lang: String, options: ChecklistOptions) -> JSONValue {
        document(bar: checklist.bar, lang: lang, options: options, total: checklist.total, ruleCount: checklist.ruleCount,
                 groups: checklist.groups.map { group in
                     .object([
                         "key": .string(group.kind.rawValue),
                         "title": .string(group.title),
                         "modality": group.kind.modality.map { .string($0.rawValue) } ?? .null,
                         "kind": .string(group.kind.kind.rawValue),
                         "rules": .array(group.entries.map { json($0, section: group.kind, documents: checklist.documents) }),
                     ])
                 })
    }

    /// The checklist document (also the empty one printed at exit 1).
    static func document(bar: Bar, lang: String, options: ChecklistOptions, total: Int, ruleCount: Int,
                         groups: [JSONValue]) -> JSONValue {
        .object([
            "schema_version": .int(schemaVersion),
            "bar": .string(bar.rawValue),
            "title": .string("\(bar.title) checklist"),
            "lang": .string(lang),
            "prefer_lang": .array(options.preference.order.map { .string($0.rawValue) }),
            "counting": .string(options.allVariants ? "rules" : "groups"),
            "include_behavior": .bool(options.includeBehavior),
            "total": .int(total),
            "rule_count": .int(ruleCount),
            "groups": .array(groups),
        ])
    }

    // MARK: Markdown

    static func languageLabel(_ lang: String) -> String {
        switch lang {
        case "all": return "all languages"
        case "ru": return "Russian"
        case "zh": return "Chinese"
        case "zh-Hant": return "Traditional Chinese"
        case "zh-Hans": return "Simplified Chinese"
        case "en": return "English"
        default: return lang
        }
    }

    static func summary(_ checklist: Checklist, lang: String) -> String {
        let n = checklist.total
        let rules = checklist.ruleCount
        let what = rules == n ? "\(n) rule\(n == 1 ? "" : "s")"
            : "\(n) guideline\(n == 1 ? "" : "s") (\(rules) rules in all languages and editions)"
        return "\(what) about the \(checklist.bar.title.lowercased()) (\(checklist.bar.rawValue)), \(languageLabel(lang))"
    }

    /// "also: tab-bar.7c0b40 (zh-Hant), …" for the other variants of an entry.
    static func also(_ entry: ChecklistEntry) -> String? { RuleText.also(entry.also) }

    /// "conflict: later HIG (undated) avoid (002_….txt) · iOS 8 (2014) consider (000_….txt)".
    static func conflict(_ entry: ChecklistEntry) -> String? {
        guard let statements = entry.conflict else { return nil }
        return "conflict, newest first: " + statements.map(RuleText.statement).joined(separator: "; ")
    }

    static func markdown(_ checklist: Checklist, lang: String, _ ctx: Context) {
        ctx.out.line("# \(Markdown.inline(checklist.bar.title)) checklist")
        ctx.out.line()
        ctx.out.line(Markdown.inline(summary(checklist, lang: lang)) + ".")
        for group in checklist.groups {
            ctx.out.line()
            ctx.out.line("## \(Markdown.inline(group.title))")
            ctx.out.line()
            for entry in group.entries {
                let rule = entry.rule
                // A backslash at the end of the line is a hard line break (CommonMark 6.7).
                let notes = [also(entry), conflict(entry)].compactMap { $0 }
                ctx.out.line("- [ ] **\(Markdown.inline(RuleText.headline(rule)))** (\(Markdown.inline(rule.id)))\\")
                ctx.out.line("  _Source: \(Markdown.inline(RuleText.source(rule, checklist.documents)))_" + (notes.isEmpty ? "" : "\\"))
                for (i, note) in notes.enumerated() {
                    ctx.out.line("  \(Markdown.inline(note))" + (i == notes.count - 1 ? "" : "\\"))
                }
            }
        }
    }

    // MARK: Text

    static func text(_ checklist: Checklist, lang: String, _ ctx: Context) {
        let s = ctx.style
        let width = max(40, ctx.width)
        ctx.out.line(s.bold("\(checklist.bar.title) checklist"))
        for line in summary(checklist, lang: lang).wrapped(toWidth: width) { ctx.out.line(s.dim(line)) }
        for group in checklist.groups {
            ctx.out.line()
            let title = "\(group.title) (\(group.entries.count))"
            ctx.out.line(s.bold(group.kind == .dont || group.kind == .avoid ? s.red(title) : title))
            for entry in group.entries {
                let rule = entry.rule
                let lines = Sanitize.line(RuleText.headline(rule)).wrapped(toWidth: width - 6)
                for (i, line) in lines.enumerated() { ctx.out.line((i == 0 ? "  [ ] " : "      ") + line) }
                let edition = RuleText.document(rule, checklist.documents)
                let source = RuleText.fitted(([rule.id + " · " + (edition?.label ?? rule.document)]
                                              + RuleText.heading(rule, under: edition)).joined(separator: " › "),
                                             keeping: " › " + rule.lineLabel, width: width - 6)
                ctx.out.line("      " + s.dim(source))
                if let also = also(entry) {
                    for line in Sanitize.line(also).wrapped(toWidth: width - 6) { ctx.out.line("      " + s.dim(line)) }
                }
                if let conflict = conflict(entry) {
                    for line in Sanitize.line(conflict).wrapped(toWidth: width - 6) { ctx.out.line("      " + s.red(line)) }
                }
            }
        }
    }
}

/// How the rule commands show a rule's parts.
enum RuleText {
    /// "also: tab-bar.7c0b40 (zh-Hant), …": the other members of a guideline group listed under
    /// the one shown (checklist and search); nil for none.
    static func also(_ rules: [Rule]) -> String? {
        guard !rules.isEmpty else { return nil }
        return "also: " + rules.map { "\($0.id) (\($0.lang.rawValue))" }.joined(separator: ", ")
    }

    /// The headline, or the id when a rule has none.
    static func headline(_ rule: Rule) -> String {
        let h = rule.headline.trimmingSpaces
        return h.isEmpty ? rule.id : h
    }

    /// "000_….txt › Панель вкладок › line 137" (or "lines 11–12").
    static func source(_ rule: Rule) -> String { rule.sourceReference }

    /// "Панели (HIG iOS 8, глава «Bars») · iOS 8 (2014) › Панель вкладок › line 137": the
    /// document's title and edition instead of its file name, when they are known.
    static func source(_ rule: Rule, _ documents: [String: DocumentEdition]) -> String {
        guard let d = document(rule, documents) else { return rule.sourceReference }
        return ([d.label] + heading(rule, under: d) + [rule.lineLabel]).joined(separator: " › ")
    }

    /// The rule's headings below its document's title: without a manifest the title is the
    /// document's first heading, which is then not repeated.
    static func heading(_ rule: Rule, under document: DocumentEdition?) -> [String] {
        guard let title = document?.title, rule.heading.first?.trimmingSpaces == title.trimmingSpaces else { return rule.heading }
        return Array(rule.heading.dropFirst())
    }

    /// A rule's header line: `lead` (a number or bullet, shown bold when `boldLead`), the id in
    /// cyan and the facts dimmed (and a badge in yellow), on one line when it fits `width`;
    /// else the id alone and the facts wrapped under it, aligned after the lead.
    static func header(lead: String = "", boldLead: Bool = false, id: String, facts: String, badge: String? = nil,
                       width: Int, _ s: Style) -> [String] {
        let styledLead = lead.isEmpty ? "" : (boldLead ? s.bold(lead) + " " : lead + " ")
        let leadWidth = lead.isEmpty ? 0 : lead.displayWidth + 1
        let facts = Sanitize.line(facts), badge = badge.map(Sanitize.line)
        let tailWidth = facts.displayWidth + (badge.map { 1 + $0.displayWidth } ?? 0)
        if leadWidth + id.displayWidth + 2 + tailWidth <= width {
            // One join (each `+` is an append of its own; search prints a header per result).
            var parts = [styledLead, s.cyan(id), "  ", s.dim(facts)]
            if let badge { parts += [" ", s.yellow(badge)] }
            return [parts.joined()]
        }
        let pad = "   "   // the indent of a result's body
        var lines = [styledLead + s.cyan(id)]
        lines += facts.wrapped(toWidth: max(20, width - pad.count)).map { pad + s.dim($0) }
        if let badge { lines.append(pad + s.yellow(badge)) }
        return lines
    }

    /// `head + tail` sanitized, cut in the middle of `head` when wider than `width`, so that
    /// `tail` (a source's line number) always shows whole.
    static func fitted(_ head: String, keeping tail: String, width: Int) -> String {
        let head = Sanitize.line(head), tail = Sanitize.line(tail)
        if head.displayWidth + tail.displayWidth <= width { return head + tail }
        return head.truncated(toWidth: max(1, width - tail.displayWidth)) + tail
    }

    /// The rule's document, its title in the rule's display script (`DocumentEdition.displayed(with:)`).
    static func document(_ rule: Rule, _ documents: [String: DocumentEdition]) -> DocumentEdition? {
        documents[rule.document]?.displayed(with: rule)
    }

    /// The `document_title`, `edition` and `year` keys of a rule in JSON.
    static func editionJSON(_ rule: Rule, _ documents: [String: DocumentEdition]) -> [String: JSONValue] {
        let d = document(rule, documents)
        return [
            "document_title": .string(d?.title ?? rule.document),
            "edition": d?.edition.map(JSONValue.string) ?? .null,
            "year": d?.year.map(JSONValue.int) ?? .null,
        ]
    }

    /// "iOS 8 (2014), ru: consider (000_c4747e4624164a0e.txt line 99)".
    static func statement(_ s: GroupStatement) -> String {
        let d = s.document.displayed(with: s.rule)
        let edition = d.edition.map { $0 + (d.year.map { " (\($0))" } ?? "") } ?? d.title
        return "\(edition), \(s.rule.lang.rawValue): \(s.modality?.rawValue ?? s.rule.kind.rawValue) (\(s.rule.id))"
    }

    static func statementJSON(_ s: GroupStatement) -> JSONValue {
        var o: [String: JSONValue] = ["id": .string(s.rule.id), "lang": .string(s.rule.lang.rawValue),
                                      "modality": s.modality.map { .string($0.rawValue) } ?? .null]
        o.merge(editionJSON(s.rule, [s.document.name: s.document])) { a, _ in a }
        return .object(o)
    }

    /// "guideline · dont · ru".
    static func meta(_ rule: Rule) -> String {
        var parts = [rule.kind.rawValue]
        if let m = rule.modality { parts.append(m.rawValue) }
        parts.append(language(rule))
        return parts.joined(separator: " · ")
    }

    /// The rule's language, and the script it is shown in when --lang zh-Hans|zh-Hant
    /// converted it: "zh-Hant → zh-Hans".
    static func language(_ rule: Rule) -> String {
        rule.displayLang.map { rule.lang.rawValue + " → " + $0.rawValue } ?? rule.lang.rawValue
    }

    /// "—" for an empty list.
    static func list(_ values: [String]) -> String { values.isEmpty ? "—" : values.joined(separator: ", ") }

    /// Writes "barguide: error: MESSAGE" (and a hint) to stderr for a lookup that found nothing: exit 1.
    static func notFound(_ message: String, hint: String? = nil, _ ctx: Context) -> ExitCode {
        ctx.out.flush()
        ctx.err.line("\(BarGuideMain.programName): error: \(Sanitize.terminal(message))")
        if let hint { ctx.err.line("hint: \(Sanitize.terminal(hint))") }
        return .noResults
    }
}

/// Markdown for text from the corpus.
enum Markdown {
    /// One line of inline text: terminal-safe, every CommonMark special character escaped
    /// (`MarkdownText.escape` also escapes `&`, which would start an entity reference).
    static func inline(_ s: String) -> String {
        MarkdownText.escape(Sanitize.line(s))
    }
}
