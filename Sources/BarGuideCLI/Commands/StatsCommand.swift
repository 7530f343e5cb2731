import BarGuideKit

enum StatsCommand: CLICommand {
    static let spec = CommandSpec(
        name: "stats",
        abstract: "Count rules by bar, language and kind.",
        discussion: "Counts use each rule's primary bar.",
        options: [.format([.text, .json]), .database],
        examples: ["barguide stats", "barguide stats --format json"])

    static func run(_ args: ParsedArguments, _ ctx: Context) throws -> ExitCode {
        let store = try DatabaseAccess.open(args, ctx)
        let rows = try store.stats()
        let documents = try store.documents()
        if ctx.format == .json {
            ctx.out.json(.object([
                "schema_version": .int(JSONSchemaVersion.current),
                "total": .int(rows.reduce(0) { $0 + $1.count }),
                "counts": .array(rows.map {
                    .object(["bar": .string($0.bar), "lang": .string($0.lang), "kind": .string($0.kind), "count": .int($0.count)])
                }),
                "documents": .array(documents.map {
                    .object(["name": .string($0.name), "lang": .string($0.lang), "title": .string($0.title),
                             "bytes": .int($0.bytes), "rules": .int($0.rules)])
                }),
            ]))
            return .ok
        }
        // A bar × (lang, kind) table.
        let kinds = RuleKind.allCases.map(\.rawValue).filter { k in rows.contains { $0.kind == k } }
        let langs = Array(Set(rows.map(\.lang))).sorted()
        let s = ctx.style
        for lang in langs {
            ctx.out.line(s.bold("\(lang)"))
            let header = "  " + "bar".padded(toWidth: 16) + kinds.map { $0.padded(toWidth: 11) }.joined() + "total"
            ctx.out.line(s.dim(header))
            for bar in Bar.allCases.map(\.rawValue) {
                let cells = rows.filter { $0.bar == bar && $0.lang == lang }
                guard !cells.isEmpty else { continue }
                let counts = kinds.map { k in cells.first { $0.kind == k }?.count ?? 0 }
                ctx.out.line("  " + bar.padded(toWidth: 16) + counts.map { String($0).padded(toWidth: 11) }.joined()
                             + String(counts.reduce(0, +)))
            }
        }
        ctx.out.line()
        ctx.out.line(s.bold("documents"))
        for d in documents {
            ctx.out.line("  " + Sanitize.line(d.name).padded(toWidth: 28) + d.lang.padded(toWidth: 9)
                         + "\(d.rules) rules".padded(toWidth: 11) + Sanitize.line(d.title))
        }
        ctx.out.line()
        ctx.out.line("total: \(rows.reduce(0) { $0 + $1.count }) rules")
        return .ok
    }
}
