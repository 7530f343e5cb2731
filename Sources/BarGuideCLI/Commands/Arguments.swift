// Each command's arguments decoded from ParsedArguments into a typed struct: the one place
// where option strings become engine values. The CLI commands and the MCP tools (which build
// ParsedArguments from JSON arguments, see MCP/ToolArguments.swift) both decode through these.
import BarGuideKit

/// A command's arguments as typed values.
protocol CommandArguments {
    /// Decodes (and checks) the parsed arguments; throws a usage error on a bad combination.
    init(_ args: ParsedArguments) throws
}

/// `barguide search` / the `search_rules` tool.
struct SearchArguments: CommandArguments {
    var query: String
    var parsed: ParsedQuery
    var filters: QueryFilters
    var limit: Int
    var offset: Int
    var prefer: LanguagePreference
    /// zh-Hans or zh-Hant: Chinese rules shown in that script (`--lang`); nil: as written.
    var display: Lang?
    /// The languages whose member of a guideline group a result shows first: --prefer-lang, or
    /// the --lang script, as the checklist takes them (`GroupCollapse.search`'s `prefer`).
    var variantOrder: [Lang]

    init(_ args: ParsedArguments) throws {
        query = args.positionals("QUERY").joined(separator: " ")
        guard !query.trimmingSpaces.isEmpty else {
            throw CLIError.usage("missing QUERY: say what to look for")
        }
        filters = QueryFilters()
        if let scope = args.string("scope"), scope != "all" { filters.scope = Bar.resolve(scope) }
        if let lang = args.string("lang") { filters.langs = LangFilter.resolve(lang) ?? .any }
        filters.display = LangFilter.displayScript(args.string("lang"))
        if let kind = args.string("kind") { filters.kinds = RuleKind.resolve(kind).map { [$0] } ?? [] }
        if let modality = args.string("modality") { filters.modalities = Modality.resolve(modality).map { [$0] } ?? [] }
        if let item = args.string("item") { filters.items = [item] }
        limit = try args.int("limit", default: 10)
        offset = try args.int("offset", default: 0)
        // A malformed query is a usage error whatever the state of the database: check it first.
        // Parsed once, here: the engine takes the parsed query.
        do { parsed = try QueryParser.parse(query) } catch { throw SearchError.query(error) }
        // the script to show: an inline lang: filter wins over --lang, as every inline filter does
        display = filters.overridden(by: parsed.filters).display
        prefer = LanguageOptions.searchPreference(args.string("prefer-lang")) ?? .auto
        variantOrder = LanguageOptions.selection(lang: display?.rawValue, prefer: args.string("prefer-lang"))?.preference.prefer ?? []
    }

    var request: SearchRequest {
        var request = SearchRequest(query: query, filters: filters, limit: limit, offset: offset, preferLanguage: prefer)
        request.parsed = parsed
        return request
    }
}

struct ChecklistArguments: CommandArguments {
    var bar: Bar
    /// The --lang value as given (canonical choice): "all", "ru", "zh", …
    var langName: String
    /// --lang (a filter) and --prefer-lang (which variant of a group is shown).
    var selection: LanguageSelection
    var includeBehavior: Bool
    var allVariants: Bool

    var options: ChecklistOptions {
        var options = ChecklistOptions(langs: selection.filter, includeBehavior: includeBehavior,
                                       preference: selection.preference, allVariants: allVariants)
        options.display = LangFilter.displayScript(langName)
        return options
    }

    init(_ args: ParsedArguments) throws {
        bar = try BarArgument.resolve(args.positionals("BAR").joined(separator: " "))
        langName = args.string("lang") ?? "all"
        guard let selection = LanguageOptions.selection(lang: langName, prefer: args.string("prefer-lang")) else {
            throw CLIError.usage("unknown language; valid: \(LanguageSelection.choices.joined(separator: ", "))")
        }
        self.selection = selection
        includeBehavior = args.flag("include-behavior")
        allVariants = args.flag("all-variants")
    }
}

/// `barguide show` / the `get_rule` tool.
struct ShowArguments: CommandArguments {
    var id: String
    var related: Int

    init(_ args: ParsedArguments) throws {
        id = args.positional("ID") ?? ""
        related = try args.int("related", default: RelatedScoring.defaultLimit)
    }
}

/// `barguide items` / the `list_items` tool.
struct ItemsArguments: CommandArguments {
    var name: String?
    var family: String?

    init(_ args: ParsedArguments) throws {
        family = args.string("family")
        name = args.positional("NAME")
        if let name, name.trimmingSpaces.isEmpty {
            throw CLIError.usage("NAME is empty: give an item name, or none for the catalog")
        }
    }
}

/// A bar named on the command line (`checklist BAR`): any name of the bar-name table
/// (`BarNames`: ids, English names, short aliases, UIKit names, Russian names in every case,
/// Chinese names of both scripts), or a usage error with the closest name.
enum BarArgument {
    static func resolve(_ name: String) throws -> Bar {
        let valid = Bar.scoped.map(\.rawValue).joined(separator: ", ")
        guard !name.trimmingSpaces.isEmpty else { throw CLIError.usage("missing BAR: one of \(valid)") }
        if let bar = Bar.resolve(name) { return bar }
        var message = "unknown bar '\(Sanitize.line(name))'; valid bars: \(valid), or any name 'barguide scopes' lists"
        if let s = suggestion(for: name) {
            message += "; did you mean '\(s.name)'" + (s.name == s.bar.rawValue ? "?" : " (\(s.bar.rawValue))?")
        }
        throw CLIError.usage(message)
    }

    /// The table's closest name to a misspelt one (compared without case, spaces and hyphens).
    static func suggestion(for name: String) -> BarName? {
        let names = BarNames.all
        guard let best = Suggest.best(for: BarNames.key(name), among: names.map(\.key)) else { return nil }
        return names.first { $0.key == best }
    }
}
