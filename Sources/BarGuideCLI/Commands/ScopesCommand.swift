import BarGuideKit

enum ScopesCommand: CLICommand {
    static let spec = CommandSpec(
        name: "scopes",
        abstract: "List the search scopes (all and the six bars) with rule counts by language and kind.",
        discussion: """
            The scopes are the categories of the search scope bar: all rules, then the status bar, \
            navigation bar, toolbar, tab bar, search bar and scope bar. A rule counts for every bar \
            it is about, so the bars add up to more than all; rules about no single bar count only \
            under all.
            """,
        options: [.format([.text, .json, .jsonl]), .database],
        examples: ["barguide scopes", "barguide scopes --format json", "barguide scopes --format jsonl"])

    static func run(_ args: ParsedArguments, _ ctx: Context) throws -> ExitCode {
        let store = try DatabaseAccess.open(args, ctx)
        let scopes = try store.scopeCounts()
        if ctx.format.isJSON {
            ctx.out.jsonList(scopes.map(json), key: "scopes", format: ctx.format)
        } else {
            text(scopes, ctx)
        }
        return .ok
    }

    static func json(_ scope: ScopeCount) -> JSONValue {
        .object([
            "scope": .string(scope.scope),
            "name": .string(scope.name),
            "total": .int(scope.total),
            "by_lang": .object(Dictionary(uniqueKeysWithValues: scope.byLang.map { ($0.key.rawValue, JSONValue.int($0.value)) })),
            "by_kind": .object(Dictionary(uniqueKeysWithValues: scope.byKind.map { ($0.key.rawValue, JSONValue.int($0.value)) })),
        ])
    }

    static func text(_ scopes: [ScopeCount], _ ctx: Context) {
        let s = ctx.style
        // Only the languages and kinds that occur somewhere.
        let langs = Lang.allCases.filter { l in scopes.contains { ($0.byLang[l] ?? 0) > 0 } }
        let kinds = RuleKind.allCases.filter { k in scopes.contains { ($0.byKind[k] ?? 0) > 0 } }
        let columns = ["total"] + langs.map(\.rawValue) + kinds.map(\.rawValue)
        let widths = columns.map { max($0.displayWidth, 5) + 2 }
        let first = (scopes.map { "\($0.name) (\($0.scope))".displayWidth }.max() ?? 0) + 2
        var header = "scope".padded(toWidth: first)
        for (c, w) in zip(columns, widths) { header += c.padded(toWidth: w) }
        ctx.out.line(s.dim(header.trimmingTrailingSpaces))
        for scope in scopes {
            let values = [scope.total] + langs.map { scope.byLang[$0] ?? 0 } + kinds.map { scope.byKind[$0] ?? 0 }
            var row = ""
            for (v, w) in zip(values, widths) { row += String(v).padded(toWidth: w) }
            let name = "\(scope.name) (\(scope.scope))".padded(toWidth: first)
            ctx.out.line((scope.bar == nil ? s.bold(name) : name) + row.trimmingTrailingSpaces)
        }
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var s = Substring(self)
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}
