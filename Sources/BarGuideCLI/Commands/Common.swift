// Plumbing shared by the commands: the database option, engine error mapping, list output.
import BarGuideKit

extension OptionSpec {
    /// `--db PATH`, on every command that uses the database (a missing file is built from the
    /// embedded corpus, as for the default location).
    static let database = OptionSpec.option(
        "db", valueName: "PATH",
        help: "Database to use. Default: $BARGUIDE_DB, else $XDG_DATA_HOME/barguide/barguide.sqlite (~/.local/share/barguide/). Either way, a command that reads rules builds a missing file from the embedded corpus on first use.")
}

/// The language options, one table for every command and the MCP tools: the same values with
/// the same meaning wherever they are accepted.
///   --lang all|ru|zh|zh-Hant|zh-Hans|en   only rules in that language (zh, zh-Hant and
///       zh-Hans keep every Chinese rule; the last two show Chinese text in that script)
///   --prefer-lang auto|none|ru|zh|zh-Hant|zh-Hans|en   that language's rules (or a group's
///       variant in it) first, nothing filtered; auto: the command's own choice (search: the
///       query's language; checklist and show: the --lang script, then the fixed order); none:
///       no language first
enum LanguageOptions {
    static let langChoices = LanguageSelection.choices
    static let preferChoices = ["auto", "none"] + LanguageSelection.choices.dropFirst()
    static let aliases: AliasTable = ["zh-hant": "zh-Hant", "zh-hans": "zh-Hans"]

    /// The search ranking preference a --prefer-lang value names (nil: not a value).
    static func searchPreference(_ name: String?) -> LanguagePreference? {
        switch name?.lowercased() {
        case nil, "auto": return .auto
        case "none": return LanguagePreference.none
        case let name?: return QueryLanguage.resolve(name).map { .lang($0) }
        }
    }

    /// The --lang filter and the variant order of --prefer-lang (nil: not values).
    static func selection(lang: String?, prefer: String?) -> LanguageSelection? {
        switch prefer?.lowercased() {
        case nil, "auto": return LanguageSelection.resolve(lang: lang, prefer: nil)
        case "none":
            guard var selection = LanguageSelection.resolve(lang: lang, prefer: nil) else { return nil }
            selection.preference = VariantPreference(prefer: [])
            return selection
        default: return LanguageSelection.resolve(lang: lang, prefer: prefer)
        }
    }
}

extension OptionSpec {
    /// `--lang LANG` (LanguageOptions).
    static func lang(default value: String? = "all",
                     help: String = "Only rules in this language (zh, zh-Hant, zh-Hans: every Chinese rule; zh-Hant and zh-Hans show Chinese text in that script).") -> OptionSpec {
        .choice("lang", valueName: "LANG", LanguageOptions.langChoices, aliases: LanguageOptions.aliases, help: help, default: value)
    }

    /// `--prefer-lang LANG` (LanguageOptions).
    static func preferLang(help: String) -> OptionSpec {
        .choice("prefer-lang", valueName: "LANG", LanguageOptions.preferChoices, aliases: LanguageOptions.aliases, help: help,
                default: "auto")
    }
}

enum DatabaseAccess {
    /// The path --db names, or the default path.
    static func path(_ args: ParsedArguments, _ ctx: Context) throws -> (path: String, isDefault: Bool) {
        if let explicit = args.string("db") {
            guard !explicit.isEmpty else { throw CLIError.usage("--db needs a path") }
            return (explicit, false)
        }
        guard let path = DefaultDatabase.path(environment: { ctx.environment.nonEmpty($0) }) else {
            throw CLIError.data("no default database location: set $BARGUIDE_DB, $XDG_DATA_HOME or $HOME, or pass --db PATH")
        }
        return (path, true)
    }

    /// Opens the database a reading command uses. A missing file is built from the embedded
    /// corpus on first use, whether --db or the default location ($BARGUIDE_DB, …) names it; the
    /// default database is also refreshed when the embedded corpus changes, and only the
    /// default location's directories are created.
    static func open(_ args: ParsedArguments, _ ctx: Context) throws -> Store {
        let (path, isDefault) = try path(args, ctx)
        if !isDefault && FileSystem.exists(path) { return warned(try Store.open(path), ctx) }
        let (store, build) = try DefaultDatabase.open(at: path, createDirectory: isDefault)
        _ = warned(store, ctx)
        switch build {
        case .none: break
        case .created: ctx.err.line("barguide: built the \(isDefault ? "default " : "")database at \(Sanitize.line(path)) from the embedded corpus")
        case .refreshed: ctx.err.line("barguide: rebuilt the default database at \(Sanitize.line(path)) (the embedded corpus changed)")
        }
        return store
    }

    /// Prints the store's warnings (an older schema read as it is, …) on stderr.
    static func warned(_ store: Store, _ ctx: Context) -> Store {
        for w in store.warnings { ctx.err.line("barguide: warning: " + Sanitize.line(w)) }
        return store
    }
}

extension StoreError: CLIErrorConvertible {
    public var cliError: CLIError { .data(message, hint: hint) }
}

extension SearchError: CLIErrorConvertible {
    public var cliError: CLIError {
        switch self {
        case .query(.invalidFilter(let key, let value, let valid)):
            // The same "did you mean" as for commands and options (a bar: any of its names, as
            // `checklist BAR` and --scope take them).
            let close = ["bar", "scope"].contains(key) ? BarArgument.suggestion(for: value)?.bar.rawValue
                : Suggest.best(for: value.lowercased(), among: valid.map { $0.lowercased() })
                    .flatMap { c in valid.first { $0.lowercased() == c } }
            return .usage(message + (close.map { "; did you mean '\(key):\($0)'?" } ?? ""))
        case .query, .emptyQuery, .unknownItem: return .usage(message)
        case .store(let e): return e.cliError
        }
    }

    /// Runs a search on `store`, its errors told with what only the store knows (`cliError(_:)`).
    static func explained<T>(_ store: Store, _ body: () throws -> T) throws -> T {
        do { return try body() } catch let error as SearchError { throw error.cliError(store) }
    }

    /// The error with what only the store knows: the items closest to an unknown item's name.
    func cliError(_ store: Store) -> CLIError {
        guard case .unknownItem(let name) = self, let items = try? store.items(family: nil) else { return cliError }
        let close = ItemsCommand.suggestions(for: name, among: items)
        guard !close.isEmpty else { return cliError }
        return .usage("unknown system item '\(name)'; did you mean " + close.map { "'\($0)'" }.joined(separator: ", ")
                      + "? (list them with 'barguide items')")
    }
}

extension CorpusError: CLIErrorConvertible {
    public var cliError: CLIError {
        switch self {
        case .unreadableDirectory(let e): return .data("cannot read the corpus: \(e.description)", hint: "pass a readable directory with --corpus")
        }
    }
}

extension OutputWriter {
    /// Writes a list: one compact JSON value per line (jsonl), or a pretty document.
    func jsonList(_ items: [JSONValue], key: String, extra: [String: JSONValue] = [:], format: OutputFormat,
                  version: Int = JSONSchemaVersion.current) {
        if format == .jsonl {
            for item in items { json(item, .compact) }
        } else {
            json(JSONDocument.list(items, key: key, extra: extra, version: version))
        }
    }
}

/// The JSON documents of list commands, shared by the CLI and the MCP tools.
enum JSONDocument {
    /// `{"schema_version": VERSION, KEY: [ITEMS…], …extra}`.
    static func list(_ items: [JSONValue], key: String, extra: [String: JSONValue] = [:],
                     version: Int = JSONSchemaVersion.current) -> JSONValue {
        var object = extra
        object["schema_version"] = .int(version)
        object[key] = .array(items)
        return .object(object)
    }
}
