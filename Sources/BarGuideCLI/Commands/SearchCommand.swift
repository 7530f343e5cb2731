import BarGuideKit

enum SearchCommand: CLICommand {
    static let spec = CommandSpec(
        name: "search",
        abstract: "Find rules from Russian, Chinese (Simplified or Traditional) and English queries.",
        usage: "barguide search QUERY [--scope SCOPE] [--lang L] [--prefer-lang L] [--kind K] [--modality M] [--item NAME] [--limit N] [--offset N] [--format F]",
        discussion: """
            Words are ANDed and ranked by relevance (bm25; the headline weighs more than the text, \
            guidelines above reference text, fragments below full rules, words close together \
            above words far apart). Chinese typed without spaces is split into words (jieba's \
            dictionary); Russian words match every inflection, Simplified and Traditional Chinese \
            match each other, API names match whole, by their camelCase parts and in any case, and \
            names of bars and UI concepts are expanded through the glossary into every language. \
            Results in the query's language come first (--prefer-lang changes that); when none \
            match in the scope, the other languages' rules are shown and the output says so. When \
            no rule matches every word, rules matching the most words are shown and the output \
            says so. Common words (the, и, 的…) are ignored unless quoted.

            Query syntax: "exact phrase", prefix*, a OR b, -excluded or NOT excluded, AND \
            (optional), and inline filters bar:tab-bar lang:zh kind:guideline modality:dont \
            item:FixedSpace.

            The scope bar at the top shows how many rules match in each scope, like the scope bar \
            of an iOS search bar; the current scope is marked.

            Exit status: 0 when something is found, 1 when nothing is, 2 on a usage or query \
            error, 3 on a data error.
            """,
        options: [
            .choice("scope", short: "s", valueName: "SCOPE", Bar.scopeChoices,
                    aliases: scopeAliases, help: "Limit to one bar (aliases: status, nav, tab, search, scope, and the Russian and Chinese bar names).",
                    default: "all"),
            .choice("lang", valueName: "LANG", LangFilter.choices,
                    aliases: ["zh-hant": "zh-Hant", "zh-hans": "zh-Hans"], help: "Only rules in this language.", default: "all"),
            .choice("prefer-lang", valueName: "LANG", ["auto", "none", "ru", "zh", "en"],
                    help: "Rank this language's rules first (auto: the query's language).", default: "auto"),
            .choice("kind", valueName: "KIND", RuleKind.allCases.map(\.rawValue), help: "Only rules of this kind."),
            .choice("modality", valueName: "M", Modality.choices, aliases: ["don't": "dont"], help: "Only guidelines with this modality."),
            .option("item", valueName: "NAME", help: "Only rules about this system item (UIBarButtonSystemItemFixedSpace, FixedSpace, fixedSpace…)."),
            .integer("limit", short: "n", help: "Show at most N results (up to 10^9).", default: 10, max: SearchRequest.maxPage),
            .integer("offset", help: "Skip the first N results (up to 10^9).", default: 0, max: SearchRequest.maxPage),
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
        AliasTable(Bar.aliases.filter { $0.name != $0.bar.rawValue }.map { ($0.name, $0.bar.rawValue) })
    }

    static func run(_ args: ParsedArguments, _ ctx: Context) throws -> ExitCode {
        let query = args.positionals("QUERY").joined(separator: " ")
        guard !query.trimmingSpaces.isEmpty else {
            throw CLIError.usage("missing QUERY: say what to look for")
        }
        var filters = QueryFilters()
        if let scope = args.string("scope"), scope != "all" { filters.scope = Bar.resolve(scope) }
        if let lang = args.string("lang") { filters.langs = LangFilter.resolve(lang) ?? .any }
        if let kind = args.string("kind") { filters.kinds = RuleKind.resolve(kind).map { [$0] } ?? [] }
        if let modality = args.string("modality") { filters.modalities = Modality.resolve(modality).map { [$0] } ?? [] }
        if let item = args.string("item") { filters.items = [item] }
        // A malformed query is a usage error whatever the state of the database: check it first.
        let parsed: ParsedQuery
        do { parsed = try QueryParser.parse(query) } catch { throw SearchError.query(error) }
        var prefer = LanguagePreference.auto
        switch args.string("prefer-lang") {
        case "none": prefer = .none
        case let name? where name != "auto": prefer = QueryLanguage.resolve(name).map { .lang($0) } ?? .auto
        default: break
        }
        var request = SearchRequest(query: query, filters: filters,
                                    limit: try args.int("limit", default: 10), offset: try args.int("offset", default: 0),
                                    preferLanguage: prefer)
        request.parsed = parsed
        let store = try DatabaseAccess.open(args, ctx)
        let result = try SearchEngine(store: store).search(request)
        SearchPrinter.print(result, ctx)
        return result.hits.isEmpty ? .noResults : .ok
    }
}
