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
        // A bar × (lang, kind) table; every column as wide as its widest cell plus two spaces
        // (display width), so long names ("definition caption") never run together.
        let kinds = RuleKind.allCases.map(\.rawValue).filter { k in rows.contains { $0.kind == k } }
        let langs = Array(Set(rows.map(\.lang))).sorted()
        let bars = Bar.allCases.map(\.rawValue).filter { b in rows.contains { $0.bar == b } }
        let s = ctx.style
        let barWidth = (["bar"] + bars).map(\.displayWidth).max()! + 2
        let kindWidths = kinds.map { k in
            max(k.displayWidth, rows.filter { $0.kind == k }.map { String($0.count).displayWidth }.max() ?? 0) + 2
        }
        let width = SearchPrinter.textWidth(ctx)
        let tableWidth = 2 + barWidth + kindWidths.reduce(0, +) + "total".displayWidth
        for lang in langs {
            ctx.out.line(s.bold(Sanitize.line(lang)))
            if tableWidth <= width {
                let header = "  " + "bar".padded(toWidth: barWidth) + zip(kinds, kindWidths).map { $0.padded(toWidth: $1) }.joined() + "total"
                ctx.out.line(s.dim(header))
            }
            for bar in bars {
                let cells = rows.filter { $0.bar == bar && $0.lang == lang }
                guard !cells.isEmpty else { continue }
                let counts = kinds.map { k in cells.first { $0.kind == k }?.count ?? 0 }
                if tableWidth <= width {
                    ctx.out.line("  " + bar.padded(toWidth: barWidth) + zip(counts, kindWidths).map { String($0).padded(toWidth: $1) }.joined()
                                 + String(counts.reduce(0, +)))
                } else {
                    // Narrower than the table (COLUMNS=40): each bar's total, then its kinds
                    // that have rules, wrapped under it.
                    ctx.out.line("  " + bar + ": " + String(counts.reduce(0, +)))
                    let parts = zip(kinds, counts).filter { $0.1 > 0 }.map { "\($0.0) \($0.1)" }
                    for line in Self.packed(parts, width: max(10, width - 4)) { ctx.out.line("    " + line) }
                }
            }
        }
        ctx.out.line()
        ctx.out.line(s.bold("documents"))
        let names = documents.map { Sanitize.line($0.name) }
        let nameWidth = (names.map(\.displayWidth).max() ?? 0) + 2
        let langWidth = (documents.map { Sanitize.line($0.lang).displayWidth }.max() ?? 0) + 2
        let ruleCells = documents.map { "\($0.rules) rules" }
        let rulesWidth = (ruleCells.map(\.displayWidth).max() ?? 0) + 2
        for (d, (name, rules)) in zip(documents, zip(names, ruleCells)) {
            let facts = "  " + name.padded(toWidth: nameWidth) + Sanitize.line(d.lang).padded(toWidth: langWidth) + rules.padded(toWidth: rulesWidth)
            let title = Sanitize.line(d.title)
            if facts.displayWidth + 12 <= width {
                // the title cut to what is left of the line
                ctx.out.line(facts + title.truncated(toWidth: width - facts.displayWidth))
            } else {
                // narrow: the name, then language, rules and title under it, cut to the width
                ctx.out.line("  " + name.truncated(toWidth: max(10, width - 2)))
                ctx.out.line("    " + (Sanitize.line(d.lang) + " · " + rules + " · " + title).truncated(toWidth: max(10, width - 4)))
            }
        }
        let total = rows.reduce(0) { $0 + $1.count }
        ctx.out.line()
        ctx.out.line("total: \(total) rules")
        if total == 0 { try EmptyDatabase.warnIfEmpty(store, ctx) }
        return .ok
    }

    /// Items joined with " · " into lines of at most `width` columns, never splitting an item.
    static func packed(_ items: [String], width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for item in items {
            if !line.isEmpty, line.displayWidth + 3 + item.displayWidth > width {
                lines.append(line + " ·")
                line = ""
            }
            line += (line.isEmpty ? "" : " · ") + item
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
