// The five tools: their parameters map onto the options and positionals of the CLI command
// they mirror, so values are checked (choices, aliases, integer ranges) by the same specs.
import BarGuideKit
import BarGuideResources

/// One tool parameter and what it stands for in the command's spec.
struct ToolParameter {
    enum Target {
        /// An option of the command (long name): `scope` -> `--scope`.
        case option(String)
        /// A positional of the command: `query` -> QUERY.
        case positional(String)
        /// A parameter of the MCP layer only (`max_chars`, `offset` of the lists).
        case local
    }

    var key: String
    var target: Target
    var required: Bool = false
    /// For `.local` parameters (the spec supplies the others').
    var localSchema: JSONValue? = nil
}

struct ToolDefinition {
    var name: String
    var title: String
    var description: String
    /// The CLI command whose spec checks the values and whose arguments struct decodes them.
    var command: CommandSpec
    /// The output schema: `barguide schema NAME`.
    var schemaName: String
    var parameters: [ToolParameter]

    /// `{"type": "object", "properties": …, "required": …, "additionalProperties": false}`.
    var inputSchema: JSONValue {
        var properties: [String: JSONValue] = [:]
        for p in parameters { properties[p.key] = schema(of: p) }
        var object: [String: JSONValue] = [
            "type": "object",
            "properties": .object(properties),
            "additionalProperties": false,
        ]
        let required = parameters.filter(\.required).map { JSONValue.string($0.key) }
        if !required.isEmpty { object["required"] = .array(required) }
        return .object(object)
    }

    func option(_ long: String) -> OptionSpec? { command.allOptions.first { $0.long == long } }

    private func schema(of p: ToolParameter) -> JSONValue {
        switch p.target {
        case .local:
            return p.localSchema ?? .object(["type": "string"])
        case .positional(let name):
            let help = command.positionals.first { $0.name == name }?.help ?? ""
            return .object(["type": "string", "minLength": 1, "description": .string(ToolCatalog.descriptions[p.key] ?? help)])
        case .option(let long):
            guard let o = option(long) else { return .object([:]) }
            var s: [String: JSONValue] = ["description": .string(ToolCatalog.descriptions[p.key] ?? HelpRenderer.optionHelp(o))]
            if o.isFlag {
                s["type"] = "boolean"
            } else if let allowed = o.allowed {
                s["type"] = "string"
                s["enum"] = .array(allowed.map(JSONValue.string))
            } else if case .integer(let min, _) = o.kind {
                s["type"] = "integer"
                s["minimum"] = .int(min)
                if let d = o.defaultValue, let n = Int(d) { s["default"] = .int(n) }
            } else {
                s["type"] = "string"
            }
            return .object(s)
        }
    }
}

enum ToolCatalog {
    static let maxChars = ToolParameter(key: "max_chars", target: .local, localSchema: .object([
        "type": "integer", "minimum": 1, "default": .int(MCPTools.defaultMaxChars),
        "description": .string("Budget for the answer in characters (Markdown text plus structured content). The result is cut at a rule boundary to fit, and \"truncated\" says how many were left out and the offset to continue from. Values below \(MCPTools.minimumMaxChars) are raised to it."),
    ]))

    static func offset(_ what: String) -> ToolParameter {
        ToolParameter(key: "offset", target: .local, localSchema: .object([
            "type": "integer", "minimum": 0, "default": 0,
            "description": .string("Skip the first N \(what) (to continue after a truncated answer)."),
        ]))
    }

    /// Descriptions worded for agents where the CLI's help talks about options.
    static let descriptions: [String: String] = [
        "query": "What to look for, in English, Russian or Chinese. Words are ANDed; also \"a phrase\", prefix*, a OR b, -excluded, and inline filters bar:tab-bar lang:zh kind:guideline modality:dont item:FixedSpace (these override the parameters).",
        "scope": "Only rules about this bar (aliases such as tab, nav, search and the Russian and Chinese bar names are accepted too). Default: all.",
        "lang": "Only rules in this language (zh, zh-Hant, zh-Hans: every Chinese rule; zh-Hant and zh-Hans show Chinese text in that script). Default: all.",
        "prefer_lang": "Put this language's rules (or a guideline's variant in it) first, filtering nothing. auto (default): search weighs the query's language more, checklist follows lang; none: no language first.",
        "kind": "Only rules of this kind.",
        "modality": "Only guidelines with this modality.",
        "item": "Only rules about this system item: UIBarButtonSystemItemFixedSpace, fixedSpace or FixedSpace (see list_items).",
        "limit": "At most this many results (default 10; large values are clamped).",
        "id": "A rule id (tab-bar.7c0b40), a unique prefix of one (tab-bar.7c), or a unique prefix of the part after the dot (7c0b).",
        "related": "At most this many related rules (0: none).",
        "bar": "The bar: status-bar, navigation-bar, toolbar, tab-bar, search-bar, scope-bar, or an alias (tab, nav, панель вкладок, 標簽欄…).",
        "include_behavior": "Add the bar's documented behaviors as a Verify group.",
        "name": "An item's identifier, Swift case name or short name (FixedSpace). Without it: the catalog.",
        "family": "Only items of this family.",
    ]

    static let all: [ToolDefinition] = [
        ToolDefinition(
            name: "search_rules", title: "Search the bar guidelines",
            description: "Search the iOS bar guidelines (status, navigation, tool, tab, search and scope bars) in English, Russian or Chinese. Returns ranked guidelines, each once (its translations and editions listed in `also`), with snippets, the count per scope and the glossary expansions used.",
            command: SearchCommand.spec, schemaName: "search",
            parameters: [
                ToolParameter(key: "query", target: .positional("QUERY"), required: true),
                ToolParameter(key: "scope", target: .option("scope")),
                ToolParameter(key: "lang", target: .option("lang")),
                ToolParameter(key: "prefer_lang", target: .option("prefer-lang")),
                ToolParameter(key: "kind", target: .option("kind")),
                ToolParameter(key: "modality", target: .option("modality")),
                ToolParameter(key: "item", target: .option("item")),
                ToolParameter(key: "limit", target: .option("limit")),
                ToolParameter(key: "offset", target: .option("offset")),
                maxChars,
            ]),
        ToolDefinition(
            name: "get_rule", title: "Get one rule",
            description: "One rule in full (text, bars, kind, modality, system items, API symbols, source) with the rules related to it, including the same advice in the other language.",
            command: ShowCommand.spec, schemaName: "show",
            parameters: [
                ToolParameter(key: "id", target: .positional("ID"), required: true),
                ToolParameter(key: "related", target: .option("related")),
                maxChars,
            ]),
        ToolDefinition(
            name: "checklist", title: "Bar review checklist",
            description: "A bar's guidelines as a review checklist, grouped Don't, Avoid, Do, Consider (and Verify for behaviors), in source order.",
            command: ChecklistCommand.spec, schemaName: "checklist",
            parameters: [
                ToolParameter(key: "bar", target: .positional("BAR"), required: true),
                ToolParameter(key: "lang", target: .option("lang")),
                ToolParameter(key: "prefer_lang", target: .option("prefer-lang")),
                ToolParameter(key: "include_behavior", target: .option("include-behavior")),
                offset("rules of the checklist"),
                maxChars,
            ]),
        ToolDefinition(
            name: "list_items", title: "System bar items",
            description: "The UIBarButtonSystemItem and UITabBarSystemItem catalog (Swift names, bars, labels in each language, rule counts), or one item with the rules about it.",
            command: ItemsCommand.spec, schemaName: "items",
            parameters: [
                ToolParameter(key: "name", target: .positional("NAME")),
                ToolParameter(key: "family", target: .option("family")),
                offset("items (or rules, with a name)"),
                maxChars,
            ]),
        ToolDefinition(
            name: "list_scopes", title: "Search scopes",
            description: "The search scopes (all and the six bars) with their rule counts by language and kind.",
            command: ScopesCommand.spec, schemaName: "scopes",
            parameters: [maxChars]),
    ]

    /// The schema `barguide schema NAME` prints, as an MCP output schema (whose root must be
    /// an object schema: the items schema's `oneOf` of two objects gains `"type": "object"`).
    static func outputSchema(_ name: String) -> JSONValue {
        outputSchemas.first { $0.name == name }?.schema ?? .object(["type": "object"])
    }

    private static let outputSchemas: [(name: String, schema: JSONValue)] = SchemaCommand.schemas.compactMap { entry in
        guard case .object(var object)? = try? JSONValue.parse(entry.bytes) else { return nil }
        if object["type"] == nil { object["type"] = "object" }
        return (entry.name, .object(object))
    }
}
