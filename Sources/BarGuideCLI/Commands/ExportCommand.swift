import BarGuideKit

enum ExportCommand: CLICommand {
    static let spec = CommandSpec(
        name: "export",
        abstract: "Print every rule as JSON, in a deterministic order.",
        discussion: """
            Rules come in document order, then source order. The same corpus always gives a \
            byte-identical export. With json the output is {"schema_version": 1, "rules": [...]}; \
            with jsonl it is one rule object per line.
            """,
        options: [.format([.json, .jsonl], default: .json), .database],
        examples: ["barguide export > rules.json", "barguide export --format jsonl | head -3"])

    static func run(_ args: ParsedArguments, _ ctx: Context) throws -> ExitCode {
        let store = try DatabaseAccess.open(args, ctx)
        let rules = try store.allRules()
        ctx.out.jsonList(rules.map(\.json), key: "rules", format: ctx.format)
        return .ok
    }
}
