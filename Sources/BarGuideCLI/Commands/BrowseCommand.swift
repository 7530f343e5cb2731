import BarGuideKit

enum BrowseCommand: CLICommand {
    static let spec = CommandSpec(
        name: "browse",
        abstract: "Search as you type in a full-screen terminal view, with a live scope bar.",
        discussion: """
            A search field, under it the scope bar with the number of matches in every scope, and \
            the results, updated as you type (the query language of 'barguide search'). Enter \
            opens a rule in full with its related rules and translations; Esc goes back, and in \
            the list quits. Tab and Shift-Tab or Alt-1…7 switch scope; Alt-L and Alt-K (l and k \
            in the list) cycle the language and kind filters; y copies the rule id (OSC 52); ? or \
            F1 lists every key.

            Needs a terminal on stdin and stdout; for scripts and pipes use 'barguide search'. \
            Colour follows --color and NO_COLOR; without colour, bold, dim, underline and reverse \
            video still mark the current scope, the selection and the matches.

            Exit status: 0 when you quit, 2 when not on a terminal (or a usage error), 3 when the \
            database cannot be opened.
            """,
        options: [
            .choice("scope", short: "s", valueName: "SCOPE", Bar.scopeChoices, aliases: SearchCommand.scopeAliases,
                    help: "Start in this scope.", default: "all"),
            .lang(help: "Start with this language filter (the values of search --lang)."),
            .choice("kind", valueName: "KIND", RuleKind.allCases.map(\.rawValue), help: "Start with this kind filter."),
            .database,
        ],
        positionals: [PositionalSpec("QUERY", help: "What to search for at the start.", optional: true, variadic: true)],
        examples: [
            "barguide browse",
            "barguide browse 'скрыть строку состояния'",
            "barguide browse 标签栏 --scope tab --lang zh",
        ])

    static func run(_ args: ParsedArguments, _ ctx: Context) throws -> ExitCode {
        guard Terminal.isTTY(0), Terminal.isTTY(1) else {
            throw CLIError.usage("browse needs a terminal on stdin and stdout; in scripts and pipes use 'barguide search QUERY' (with --format json for tools)")
        }
        if ctx.environment["TERM"] == "dumb" {
            throw CLIError.usage("browse needs a terminal that can move the cursor (TERM is 'dumb'); use 'barguide search QUERY' instead")
        }
        let query = args.positionals("QUERY").joined(separator: " ")
        let scope = args.string("scope").flatMap { $0 == "all" ? nil : Bar.resolve($0) }
        let lang = args.string("lang").flatMap { BrowseLang(rawValue: $0) } ?? .all
        let kind = args.string("kind").flatMap { RuleKind.resolve($0) }
        // Open the database before the screen is taken: a missing or corrupt one is reported as
        // by every other command (exit 3), on a normal terminal.
        let store = try DatabaseAccess.open(args, ctx)
        ctx.out.flush()
        SessionMemory.keepFreedMemory()  // one process searches for every keystroke
        let engine = BrowseEngine(store: store)
        guard let terminal = BrowseTerminal(), let worker = BrowseWorker(engine: engine) else {
            throw CLIError.data("cannot set up the terminal for browse")
        }
        var trace: BrowseTrace?
        if let path = ctx.environment.nonEmpty("BARGUIDE_BROWSE_TRACE") {
            guard let t = BrowseTrace(path: path) else {
                throw CLIError.data("cannot write the trace file \(Sanitize.line(path)) (BARGUIDE_BROWSE_TRACE)")
            }
            trace = t
        }
        let size = BrowseTerminal.size()
        var session = BrowseSession(
            state: BrowseState(query: query, scope: scope, lang: lang, kind: kind, width: size.width, height: size.height),
            terminal: terminal, worker: worker, trace: trace, renderer: FrameRenderer(colors: ctx.style.enabled))
        terminal.enter()
        session.run()
        terminal.close()
        worker.stop()
        if let sig = session.endingSignal {
            // Die of the signal that ended the session, as the shell expects, now that the
            // terminal is restored.
            BrowseTerminal.die(of: sig)
        }
        return .ok
    }
}
