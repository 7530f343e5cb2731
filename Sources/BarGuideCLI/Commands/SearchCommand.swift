import BarGuideKit

enum SearchCommand: CLICommand {
    static let spec = CommandSpec(
        name: "search",
        abstract: "Find rules from Russian, Chinese (Simplified or Traditional) and English queries.",
        discussion: """
            Words are ANDed and ranked by relevance (bm25; the headline weighs more than the text, \
            guidelines above reference text, fragments below full rules, words close together \
            above words far apart). Chinese typed without spaces is split into words (jieba's \
            dictionary); Russian words match every inflection, Simplified and Traditional Chinese \
            match each other, API names match whole, by their camelCase parts and in any case, and \
            names of bars and UI concepts are expanded through the glossary into every language. \
            Rules in the query's language weigh more, so they lead where they answer as well \
            (--prefer-lang L puts L's rules first outright); when none match in the scope, the \
            other languages' rules are shown and the output says so. When \
            no rule matches every word, rules matching the most words are shown and the output \
            says so. Common words (the, и, 的…) are ignored unless quoted.

            Each guideline is one result, as in the checklist: its translations, editions and \
            copies are one group, ranked where its best match ranks. The result shows the \
            group's rule in the --prefer-lang language, else in the query's language when the \
            group has one, else in the order ru, zh-Hans, zh-Hant, en (the newest edition \
            first); its other matching rules, and its first rule in each language none of those \
            is in, follow as "also". Filters apply to every rule of a group: a group is found when \
            one of its rules matches, and the rules shown pass the filters. \
            Totals, scope counts and paging count these results; --no-collapse lists every \
            rule instead.

            Query syntax: "exact phrase", prefix*, a OR b, -excluded or NOT excluded, AND \
            (optional), and inline filters bar:tab-bar lang:zh kind:guideline modality:dont \
            item:FixedSpace.

            The scope bar at the top shows how many rules match in each scope, like the scope bar \
            of an iOS search bar; the current scope is marked.

            Exit status: 0 when something matches (even when the page shown is empty: --limit 0, \
            or --offset past the last result; the output says how many match), 1 when nothing \
            does (JSON still prints a document with empty results), 2 on a usage or query error, \
            3 on a data error.
            """,
        options: [
            .choice("scope", short: "s", valueName: "SCOPE", Bar.scopeChoices,
                    aliases: scopeAliases, help: "Limit to one bar. Short, Russian and Chinese names work too (tab, nav, панель вкладок, 标签栏…): 'barguide scopes' lists them.",
                    default: "all"),
            .lang(),
            .preferLang(help: "Rank this language's rules first, filtering nothing (auto: the query's language weighs more; zh-Hant and zh-Hans: Chinese; none: every language alike)."),
            .choice("kind", valueName: "KIND", RuleKind.names, help: "Only rules of this kind."),
            .choice("modality", valueName: "M", Modality.choices, aliases: ["don't": "dont"], help: "Only guidelines with this modality."),
            .option("item", valueName: "NAME", help: "Only rules about this system item (UIBarButtonSystemItemFixedSpace, FixedSpace, fixedSpace…)."),
            .integer("limit", short: "n", help: "Show at most N results (up to 10^9).", default: 10, max: SearchRequest.maxPage),
            .integer("offset", help: "Skip the first N results (up to 10^9).", default: 0, max: SearchRequest.maxPage),
            .flag("no-collapse", help: "One result per rule: do not collapse a guideline's translations and editions into one."),
            .format([.text, .json, .jsonl, .markdown]),
            .database,
        ],
        positionals: [PositionalSpec("QUERY", help: "What to look for; several words are joined.", variadic: true)],
        examples: [
            "barguide search \"скрыть строку состояния\"",
            "barguide search 标签栏 --scope tab",
            "barguide search \"back button\" --format json",
            "barguide search FixedSpace --scope toolbar --lang zh",
            "barguide search 'modality:dont панель вкладок'",
        ])

    /// Aliases accepted by --scope (the parser lowercases), mapped to the canonical scope.
    static var scopeAliases: AliasTable {
        AliasTable(Bar.scopeAliasPairs)
    }

    static func run(_ args: ParsedArguments, _ ctx: Context) throws -> ExitCode {
        let arguments = try SearchArguments(args)
        let request = arguments.request
        let store = try DatabaseAccess.open(args, ctx)
        // Guideline groups (Rules/GroupCollapse.swift): one result per group unless --no-collapse.
        // --lang zh-Hans|zh-Hant shows Chinese text in that script (Model/DisplayScript.swift).
        let engine = SearchEngine(store: store)
        // Text output: snippets fill the lines they are shown on (JSON does not depend on the terminal).
        if ctx.format == .text { engine.snippetColumns = SearchPrinter.textWidth(ctx) - SearchPrinter.indent.count }
        let groups = try SearchError.explained(store) {
            try (args.flag("no-collapse") ? nil : GroupCollapse.search(engine, request, prefer: arguments.variantOrder))?
                .displayed(in: arguments.display)
        }
        let result = try SearchError.explained(store) { try groups?.result ?? engine.search(request).displayed(in: arguments.display) }
        // The exit-code rule (ExitRule.swift): matches, even off the page shown, are a success.
        let found = result.total > 0 || !result.hits.isEmpty
        let emptyDatabase = found ? false : try EmptyDatabase.warnIfEmpty(store, ctx)
        SearchPrinter.print(result, ctx, groups: groups, emptyDatabase: emptyDatabase)
        // The process exits next: it closes the database and frees the results (ProcessExit).
        ProcessExit.keep((engine, result, groups))
        return found ? .ok : .noResults
    }
}
