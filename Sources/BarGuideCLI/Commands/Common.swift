// Plumbing shared by the commands: the database option, engine error mapping, list output.
import BarGuideKit

extension OptionSpec {
    /// `--db PATH`, on every command that uses the database.
    static let database = OptionSpec.option(
        "db", valueName: "PATH",
        help: "Database to use. Default: $BARGUIDE_DB, else $XDG_DATA_HOME/barguide/barguide.sqlite (~/.local/share/barguide/), built from the embedded corpus on first use.")
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

    /// Opens the database a reading command uses. The default database is built from the
    /// embedded corpus on first use and refreshed when the embedded corpus changes.
    static func open(_ args: ParsedArguments, _ ctx: Context) throws -> Store {
        let (path, isDefault) = try path(args, ctx)
        guard isDefault else { return warned(try Store.open(path), ctx) }
        let (store, build) = try DefaultDatabase.open(at: path, createDirectory: true)
        _ = warned(store, ctx)
        switch build {
        case .none: break
        case .created: ctx.err.line("barguide: built the default database at \(Sanitize.line(path))")
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
        case .query, .emptyQuery, .unknownItem: return .usage(message)
        case .store(let e): return e.cliError
        }
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
    func jsonList(_ items: [JSONValue], key: String, extra: [String: JSONValue] = [:], format: OutputFormat) {
        if format == .jsonl {
            for item in items { json(item, .compact) }
        } else {
            json(JSONDocument.list(items, key: key, extra: extra))
        }
    }
}

/// The JSON documents of list commands, shared by the CLI and the MCP tools.
enum JSONDocument {
    /// `{"schema_version": 1, KEY: [ITEMS…], …extra}`.
    static func list(_ items: [JSONValue], key: String, extra: [String: JSONValue] = [:]) -> JSONValue {
        var object = extra
        object["schema_version"] = .int(JSONSchemaVersion.current)
        object[key] = .array(items)
        return .object(object)
    }
}
