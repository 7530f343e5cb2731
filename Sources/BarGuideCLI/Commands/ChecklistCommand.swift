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

            BAR takes the same names as the search scopes: status-bar, navigation-bar, toolbar, \
            tab-bar, search-bar, scope-bar, or an alias (tab, nav, панель вкладок, 標簽欄…).

            Exit status: 0 with a checklist, 1 when the bar has no guidelines in the chosen \
            language, 2 for an unknown bar.
            """,
        options: [
            .choice("lang", valueName: "LANG", LangFilter.choices, aliases: ["zh-hant": "zh-Hant", "zh-hans": "zh-Hans"],
                    help: "Only rules in this language (zh: both Chinese scripts).", default: "all"),
            .format([.markdown, .json, .text, .jsonl], default: .markdown),
            .flag("include-behavior", help: "Add the bar's behavior rules as a Verify group."),
            .database,
        ],
        positionals: [PositionalSpec("BAR", help: "The bar (or an alias); several words are joined.", variadic: true)],
        examples: [
            "barguide checklist tab-bar > tab-bar-checklist.md",
            "barguide checklist nav --lang ru --format text",
            "barguide checklist 工具欄 --include-behavior --format json",
        ])

    static func run(_ args: ParsedArguments, _ ctx: Context) throws -> ExitCode {
        let a = try ChecklistArguments(args)
        let (bar, langName) = (a.bar, a.langName)
        let store = try DatabaseAccess.open(args, ctx)
        let checklist = try store.checklist(for: bar, langs: a.langs, includeBehavior: a.includeBehavior)
        if checklist.isEmpty {
            let what = args.flag("include-behavior") ? "guidelines or behaviors" : "guidelines"
            let lang = langName == "all" ? "" : " in '\(langName)'"
            ctx.out.flush()
            ctx.err.line("\(BarGuideMain.programName): no \(what) for the \(bar.title.lowercased()) (\(bar.rawValue))\(lang)")
            return .noResults
        }
        switch ctx.format {
        case .json: ctx.out.json(json(checklist, lang: langName, includeBehavior: args.flag("include-behavior")))
        case .jsonl:
            for group in checklist.groups { for rule in group.rules { ctx.out.json(json(rule, group: group.kind), .compact) } }
        case .markdown: markdown(checklist, lang: langName, ctx)
        case .text: text(checklist, lang: langName, ctx)
        }
        return .ok
    }

    /// The bar a name or alias means, or a usage error listing the valid bars.
    static func resolveBar(_ name: String) throws -> Bar {
        guard !name.trimmingSpaces.isEmpty else {
            throw CLIError.usage("missing BAR: one of \(Bar.scoped.map(\.rawValue).joined(separator: ", "))")
        }
        if let bar = Bar.resolve(name) { return bar }
        var message = "unknown bar '\(Sanitize.line(name))'; valid bars: \(Bar.scoped.map(\.rawValue).joined(separator: ", "))"
            + " (or an alias such as tab, nav, toolbar, search, scope, status)"
        if let s = Suggest.best(for: name.lowercased(), among: Bar.scoped.map(\.rawValue)) { message += "; did you mean '\(s)'?" }
        throw CLIError.usage(message)
    }

    // MARK: JSON

    static func json(_ rule: Rule, group: ChecklistGroupKind) -> JSONValue {
        guard case .object(let full) = rule.json else { return .null }
        var object = full.filter { ["id", "headline", "text", "modality", "kind", "lang", "document", "heading", "lines", "items"].contains($0.key) }
        object["group"] = .string(group.rawValue)
        return .object(object)
    }

    static func json(_ checklist: Checklist, lang: String, includeBehavior: Bool) -> JSONValue {
        .object([
            "schema_version": .int(JSONSchemaVersion.current),
            "bar": .string(checklist.bar.rawValue),
            "title": .string("\(checklist.bar.title) checklist"),
            "lang": .string(lang),
            "include_behavior": .bool(includeBehavior),
            "total": .int(checklist.total),
            "groups": .array(checklist.groups.map { group in
                .object([
                    "key": .string(group.kind.rawValue),
                    "title": .string(group.title),
                    "modality": group.kind.modality.map { .string($0.rawValue) } ?? .null,
                    "kind": .string(group.kind.kind.rawValue),
                    "rules": .array(group.rules.map { json($0, group: group.kind) }),
                ])
            }),
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
        return "\(n) rule\(n == 1 ? "" : "s") about the \(checklist.bar.title.lowercased()) (\(checklist.bar.rawValue)), \(languageLabel(lang))"
    }

    static func markdown(_ checklist: Checklist, lang: String, _ ctx: Context) {
        ctx.out.line("# \(Markdown.inline(checklist.bar.title)) checklist")
        ctx.out.line()
        ctx.out.line(Markdown.inline(summary(checklist, lang: lang)) + ".")
        for group in checklist.groups {
            ctx.out.line()
            ctx.out.line("## \(Markdown.inline(group.title))")
            ctx.out.line()
            for rule in group.rules {
                // A backslash at the end of the line is a hard line break (CommonMark 6.7).
                ctx.out.line("- [ ] **\(Markdown.inline(RuleText.headline(rule)))** (\(Markdown.inline(rule.id)))\\")
                ctx.out.line("  _Source: \(Markdown.inline(RuleText.source(rule)))_")
            }
        }
    }

    // MARK: Text

    static func text(_ checklist: Checklist, lang: String, _ ctx: Context) {
        let s = ctx.style
        let width = max(40, ctx.width)
        ctx.out.line(s.bold("\(checklist.bar.title) checklist"))
        ctx.out.line(s.dim(summary(checklist, lang: lang)))
        for group in checklist.groups {
            ctx.out.line()
            let title = "\(group.title) (\(group.rules.count))"
            ctx.out.line(s.bold(group.kind == .dont || group.kind == .avoid ? s.red(title) : title))
            for rule in group.rules {
                let lines = Sanitize.line(RuleText.headline(rule)).wrapped(toWidth: width - 6)
                for (i, line) in lines.enumerated() { ctx.out.line((i == 0 ? "  [ ] " : "      ") + line) }
                let source = Sanitize.line("\(rule.id) · \(RuleText.source(rule))")
                ctx.out.line("      " + s.dim(source.truncated(toWidth: width - 6)))
            }
        }
    }
}

/// How the rule commands show a rule's parts.
enum RuleText {
    /// The headline, or the id when a rule has none.
    static func headline(_ rule: Rule) -> String {
        let h = rule.headline.trimmingSpaces
        return h.isEmpty ? rule.id : h
    }

    /// "000_….txt › Панель вкладок › line 137" (or "lines 11–12").
    static func source(_ rule: Rule) -> String { rule.sourceReference }

    /// "guideline · dont · ru".
    static func meta(_ rule: Rule) -> String {
        var parts = [rule.kind.rawValue]
        if let m = rule.modality { parts.append(m.rawValue) }
        parts.append(rule.lang.rawValue)
        return parts.joined(separator: " · ")
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
