// The exit-code rule, in one place (README "Exit codes"): 0 when the request succeeded (even
// when the page shown is empty but matches exist), 1 when nothing matched, 2 for usage errors,
// 3 for data errors. At exit 1, `--format json` still prints one valid document with empty
// results: BarGuideMain prints a command's `emptyJSON` when the command printed nothing.
import BarGuideKit

enum EmptyDatabase {
    /// Whether the database holds no rule at all (only asked on paths that found nothing).
    static func isEmpty(_ store: Store) throws -> Bool {
        try store.stats().allSatisfy { $0.count == 0 }
    }

    /// The hint for a database without rules.
    static func hint(_ path: String) -> String {
        let db = Sanitize.line(path)
        return "rebuild it with 'barguide ingest --db \(db)' (the embedded corpus) or 'barguide ingest --corpus DIR --db \(db)'"
    }

    /// When the database holds no rules, says so on stderr (a warning and a hint) and returns
    /// true: an empty answer then reads as an empty database, not as a query that found nothing.
    @discardableResult
    static func warnIfEmpty(_ store: Store, _ ctx: Context) throws -> Bool {
        guard try isEmpty(store) else { return false }
        ctx.warn("the database \(store.path) holds 0 rules")
        ctx.err.line("hint: " + hint(store.path))
        return true
    }
}

extension ChecklistCommand {
    /// A checklist with no groups, for the bar and options asked.
    static func emptyJSON(_ args: ParsedArguments) -> JSONValue? {
        guard let a = try? ChecklistArguments(args) else { return nil }
        return document(bar: a.bar, lang: a.langName, options: a.options, total: 0, ruleCount: 0, groups: [])
    }
}

extension ShowCommand {
    /// No rule: `rule` and `source` null, every list empty.
    static func emptyJSON(_ args: ParsedArguments) -> JSONValue? {
        .object([
            "schema_version": .int(JSONSchemaVersion.current),
            "rule": .null, "source": .null, "conflict": .null,
            "concepts": .array([]), "variants": .array([]), "related": .array([]),
        ])
    }
}

extension ItemsCommand {
    /// An unknown NAME or an empty family: the catalog form with no items.
    static func emptyJSON(_ args: ParsedArguments) -> JSONValue? {
        JSONDocument.list([], key: "items", version: schemaVersion)
    }
}
