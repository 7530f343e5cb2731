import BarGuideKit

enum IngestCommand: CLICommand {
    static let spec = CommandSpec(
        name: "ingest",
        abstract: "Parse the guideline texts into structured rules and (re)build the database.",
        discussion: """
            Reads every document of the corpus (default: the corpus embedded in the binary), repairs \
            its defects (pinyin annotations, lost spaces, duplicated paragraphs, broken lines, glued \
            words, a translation tool's segment numbers), splits it into rules and stores them with a full-text index.

            The database is rebuilt atomically: it is written to a temporary file beside the target \
            and renamed over it when complete, so readers never see a half-built database and a \
            failed or interrupted ingest leaves the previous one intact.

            A file that cannot be read, is not UTF-8 or is empty gets a diagnostic naming it; the \
            rest of the corpus is still ingested. Exit status is 0 even then, unless --strict is \
            given: then such a file-level problem (unreadable, not UTF-8, empty, invalid name or \
            data file, a special file or a dangling link in the corpus) makes the exit status 3 and \
            leaves the previous database as it was. A corpus that gives no rule at all (an empty \
            folder) is ingested with a warning, and later searches say the database holds 0 rules; \
            with --strict it fails too (exit 3). Warnings about content that was still ingested \
            (unrepairable mojibake, a line decoded with U+FFFD) never fail an ingest.

            Nothing is lost silently: every non-blank line of a document is either in a rule or \
            named with a reason (title, heading, table-header, separator, duplicate, page-artefact, \
            markup, image). Each document's coverage is printed; a line that is neither gets an \
            "unaccounted-line" warning, and with --strict any such line fails the ingest (exit 3).

            Ingest replaces the file at --db only when it is missing, empty or a BarGuide database; \
            anything else (another application's database, a text file, a FIFO, a device) is \
            refused unless --force is given. A symbolic link is kept and its target written, with \
            the target's permissions and owner. Interrupted (SIGINT, SIGTERM, SIGHUP, SIGQUIT), it \
            removes its temporary file and exits 128 + the signal number.
            """,
        options: [
            .option("corpus", valueName: "DIR", help: "Corpus directory laid out like Corpus/ (default: the embedded corpus)."),
            .database,
            .flag("strict", help: "Fail (exit 3, previous database kept) when a file cannot be ingested or a line is unaccounted."),
            .flag("force", help: "Replace the file at --db even when it is not a BarGuide database."),
            .format([.text, .json]),
        ],
        examples: ["barguide ingest", "barguide ingest --corpus ./Corpus --db /tmp/bars.sqlite --format json"])

    static func run(_ args: ParsedArguments, _ ctx: Context) throws -> ExitCode {
        let corpus: CorpusSource
        if let dir = args.string("corpus") {
            guard !dir.isEmpty else { throw CLIError.usage("--corpus needs a directory") }
            corpus = try CorpusSource.directory(dir)
        } else {
            corpus = CorpusSource.embedded()
        }
        let (path, isDefault) = try DatabaseAccess.path(args, ctx)
        if isDefault {
            let dir = FileSystem.directoryName(path)
            do { try FileSystem.makeDirectories(dir) } catch {
                throw CLIError.data("cannot create the database directory \(dir): \(error.reason)",
                                    hint: "choose a writable location with --db or $BARGUIDE_DB")
            }
        }
        let clock = ContinuousClock()
        let start = clock.now
        let strict = args.flag("strict")
        // --strict also refuses a corpus that gives no rule at all (an empty folder): the
        // previous database is kept.
        let summary = try StoreBuilder.build(at: path, from: corpus, force: args.flag("force"), accept: { summary in
            !strict || (!summary.allDiagnostics.contains(where: \.isFileLevel) && summary.totalRules > 0
                        && summary.unaccountedLines == 0)
        })
        let elapsed = clock.now - start

        if ctx.format == .json {
            ctx.out.json(summary.json)
        } else {
            printText(summary, elapsed: elapsed, ctx)
        }
        let failed = summary.allDiagnostics.filter(\.isFileLevel)
        if summary.totalRules == 0 && (summary.committed || failed.isEmpty) {
            let documents = summary.documents.count
            let what = documents == 0 ? "no documents" : "\(documents) document\(documents == 1 ? "" : "s") but no rules"
            let outcome = summary.committed ? "the database holds 0 rules" : "the previous database was left as it was"
            if summary.committed {
                ctx.warn("the corpus has \(what): \(outcome)")
                ctx.err.line("hint: pass a corpus directory of guideline texts with --corpus (laid out like Corpus/), or none for the embedded corpus")
                return .ok
            }
            throw CLIError.data("--strict: the corpus has \(what); \(outcome)",
                                hint: "pass a corpus directory of guideline texts with --corpus (laid out like Corpus/), or none for the embedded corpus")
        }
        if !summary.committed {
            if failed.isEmpty, summary.unaccountedLines > 0 {
                let lines = summary.unaccountedLines
                throw CLIError.data("--strict: \(lines) line\(lines == 1 ? " is" : "s are") in no rule and not named; "
                                    + "the previous database was left as it was",
                                    hint: "the 'unaccounted-line' warnings name them; ingest without --strict keeps the rest")
            }
            throw CLIError.data("--strict: \(failed.count) file\(failed.count == 1 ? "" : "s") could not be ingested; "
                                + "the previous database was left as it was")
        }
        return .ok
    }

    static func counts<K>(_ dict: [K: Int], order: [K]) -> String where K: RawRepresentable, K.RawValue == String, K: Hashable {
        let parts = order.compactMap { k in dict[k].map { "\(k.rawValue) \($0)" } }
        return parts.isEmpty ? "none" : parts.joined(separator: ", ")
    }

    static func printText(_ summary: IngestSummary, elapsed: Duration, _ ctx: Context) {
        let s = ctx.style
        let ms = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        for d in summary.documents {
            let status = d.ingested ? "\(d.rules) rules" : s.red("not ingested")
            ctx.out.line(s.bold(Sanitize.line(d.name)) + "  \(d.lang.rawValue)  \(status)  " + s.dim("«\(Sanitize.line(d.title))»"))
            if d.rules > 0 {
                ctx.out.line("  kinds:   " + counts(d.byKind, order: RuleKind.allCases))
                ctx.out.line("  bars:    " + counts(d.byBar, order: Bar.allCases))
            }
            ctx.out.line("  repairs: " + counts(d.repairs, order: RepairKind.allCases))
            if d.ingested { ctx.out.line("  lines:   " + coverage(d.coverage)) }
            for diag in d.diagnostics { printDiagnostic(diag, ctx) }
        }
        for diag in summary.diagnostics { printDiagnostic(diag, ctx) }
        let total = summary.totalRepairs.values.reduce(0, +)
        ctx.out.line()
        ctx.out.line("ingested \(summary.documents.filter(\.ingested).count) of \(summary.documents.count) documents: "
                     + "\(summary.totalRules) rules, \(total) repairs, \(summary.allDiagnostics.count) diagnostics "
                     + "in \(Int(ms.rounded())) ms")
        ctx.out.line("database: " + Sanitize.line(summary.database) + (summary.committed ? "" : " (not replaced: --strict)"))
    }

    /// "100 % of 45 accounted for: 40 in rules, named heading 4, title 1".
    static func coverage(_ c: Coverage) -> String {
        let percent = c.lines == 0 ? 100 : (c.accounted * 100) / c.lines
        var text = "\(percent) % of \(c.lines) accounted for: \(c.inRules) in rules"
        let named = counts(c.named, order: LineReason.allCases)
        if named != "none" { text += ", named " + named }
        if !c.unaccounted.isEmpty { text += ", \(c.unaccounted.count) unaccounted" }
        return text
    }

    static func printDiagnostic(_ d: Diagnostic, _ ctx: Context) {
        var location = Sanitize.line(d.file)
        if let line = d.line { location += ":\(line)" }
        if let offset = d.byteOffset { location += " (byte \(offset))" }
        let label = d.severity == .error ? ctx.style.red("error") : ctx.style.yellow("warning")
        var text = "  \(label): \(location): [\(d.code)] \(Sanitize.line(d.message))"
        if let excerpt = d.excerpt, !excerpt.isEmpty { text += " — \"\(Sanitize.line(excerpt))\"" }
        ctx.out.line(text)
    }
}
