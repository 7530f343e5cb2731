import BarGuideKit

enum VerifyCommand: CLICommand {
    static let spec = CommandSpec(
        name: "verify",
        abstract: "Check a database: SQLite's quick_check, the full-text index, BarGuide's invariants.",
        discussion: """
            Runs SQLite's PRAGMA quick_check, FTS5's integrity-check of the full-text index (the \
            index must match the rules table, row for row) and BarGuide's own invariants: every \
            rule has valid bars, kind, modality and language and no NULL where a value is required, \
            its primary bar is its first bar, every rule has its document and its bar rows, and the \
            ranking statistics (rank_stats) cover the rules with the right scope bits, every \
            system item has a known family and valid bars, and every rule and document matches \
            its checksum (migration 008: damage inside a row's text, which SQLite's checks cannot \
            see; an older database has none, and verify says so). Nothing is \
            changed. Exit status 0 when every check passes, 3 with the findings otherwise; \
            'barguide ingest' rebuilds a database that fails. With --format json the report is \
            one document ('barguide schema verify'), printed whether or not the checks pass.
            """,
        options: [.format([.text, .json]), .database],
        examples: ["barguide verify", "barguide verify --db /tmp/bars.sqlite", "barguide verify --format json"])

    static func run(_ args: ParsedArguments, _ ctx: Context) throws -> ExitCode {
        let (path, _) = try DatabaseAccess.path(args, ctx)
        let report = try Store.verify(path)
        if ctx.format == .json {
            ctx.out.json(.object([
                "schema_version": .int(JSONSchemaVersion.current),
                "database": .string(path),
                "rules": .int(report.rules),
                "passed": .bool(report.passed),
                "checks": .array(report.checks.map {
                    .object(["name": .string($0.name), "passed": .bool($0.passed), "findings": .array($0.findings.map(JSONValue.string))])
                }),
            ]))
        }
        for check in report.checks where ctx.format == .text {
            if check.passed {
                ctx.out.line("ok      \(check.name)")
            } else {
                ctx.out.line("FAILED  \(check.name)")
                for finding in check.findings { ctx.out.line("        " + Sanitize.line(finding)) }
            }
        }
        if ctx.format == .text {
            ctx.out.line("\(Sanitize.line(path)): \(report.rules) rules, "
                         + (report.passed ? "every check passed" : "\(report.checks.filter { !$0.passed }.count) check(s) failed"))
        }
        guard report.passed else {
            ctx.out.flush()
            throw CLIError.data("the database \(path) failed verification",
                                hint: "rebuild it with 'barguide ingest --db \(path)'")
        }
        return .ok
    }
}
