import Testing
@testable import BarGuideCLI
import BarGuideKit
#if canImport(Glibc)
import Glibc
#endif

// Sample commands, for these tests only (not part of the product).

enum EchoCommand: CLICommand {
    static let spec = CommandSpec(
        name: "echo",
        abstract: "Print the query back.",
        discussion: "Prints QUERY in the chosen format. Used to test dispatch.",
        options: [
            .format(),
            .integer("limit", short: "n", help: "Repeat N times.", default: 1),
            .flag("empty", help: "Pretend nothing matched."),
            .flag("fail", help: "Fail with a data error."),
            .flag("engine-error", help: "Throw an engine-style error."),
            .flag("plain-error", help: "Throw an error that is not CLI-aware."),
        ],
        positionals: [PositionalSpec("QUERY", help: "Text to print.")],
        examples: ["barguide echo 'tab bar' --format json"]
    )

    static func run(_ args: ParsedArguments, _ ctx: Context) throws -> ExitCode {
        let query = args.positional("QUERY")!
        if args.flag("empty") { return .noResults }
        if args.flag("fail") { throw CLIError.data("database is corrupt", hint: "run 'barguide ingest' again") }
        if args.flag("engine-error") { throw FakeEngineError.missing(path: "/nope.db") }
        if args.flag("plain-error") { throw PlainError() }
        for _ in 0..<(try args.int("limit") ?? 1) {
            switch ctx.format {
            case .json: ctx.out.json(["query": .string(query), "width": .int(ctx.width)])
            case .jsonl: ctx.out.json(["query": .string(query)], .compact)
            case .markdown: ctx.line("- " + query)
            case .text: ctx.out.line(ctx.style.bold(Sanitize.terminal(query)))
            }
        }
        return .ok
    }
}

enum StatsLikeCommand: CLICommand {
    static let spec = CommandSpec(name: "stats", abstract: "Show statistics.")
    static func run(_ args: ParsedArguments, _ ctx: Context) throws -> ExitCode {
        ctx.warn("stale \u{1B}[31mindex")
        ctx.out.line("color=\(ctx.colorChoice.rawValue) styled=\(ctx.style.enabled)")
        return .ok
    }
}

enum FakeEngineError: Error, CLIErrorConvertible {
    case missing(path: String)
    var cliError: CLIError {
        switch self {
        case .missing(let path): return .data("no database at \(path)", hint: "run 'barguide ingest' first")
        }
    }
}

struct PlainError: Error, CustomStringConvertible {
    var description: String { "something odd happened" }
}

let sampleCommands: [any CLICommand.Type] = [EchoCommand.self, StatsLikeCommand.self]

struct Run {
    let code: ExitCode
    let out: String
    let err: String
}

func run(_ args: [String], env: [String: String] = [:], tty: Bool = false, columns: Int? = nil) -> Run {
    let io = ProcessIO.capture(environment: env, isTTY: tty, windowColumns: columns)
    let code = BarGuideMain.execute(args, commands: sampleCommands, io: io)
    return Run(code: code, out: io.out.text, err: io.err.text)
}

@Suite("Framework: dispatch, help, error funnel")
struct FrameworkDispatchTests {
    @Test func dispatchesToCommand() {
        let r = run(["echo", "tab bar"])
        #expect(r.code == .ok)
        #expect(r.out == "tab bar\n")
        #expect(r.err == "")
    }

    @Test func formatIsParsedOnceIntoContext() throws {
        let r = run(["echo", "q", "--format", "json"], env: ["COLUMNS": "77"])
        #expect(r.code == .ok)
        #expect(r.out == "{\n  \"query\": \"q\",\n  \"width\": 77\n}\n")
        let l = run(["echo", "q", "-f", "jsonl", "-n", "2"])
        #expect(l.out == "{\"query\":\"q\"}\n{\"query\":\"q\"}\n")
        for line in l.out.split(separator: "\n") { _ = try JSONValue.parse(String(line)) }
    }

    @Test func doubleDashQuery() {
        #expect(run(["echo", "--", "-weird"]).out == "-weird\n")
    }

    @Test func corpusTextIsSanitized() {
        let r = run(["echo", "a\u{1B}[31mb\u{202E}c"])
        #expect(r.out == "abc\n")
        let md = run(["echo", "x\u{7}y", "--format", "md"])
        #expect(md.out == "- xy\n")
        // JSON escaping keeps the raw text, safely.
        let j = run(["echo", "a\u{1B}b", "-f", "jsonl"])
        #expect(j.out == "{\"query\":\"a\\u001bb\"}\n")
    }

    @Test func colourOnlyOnTTYWithoutNoColor() {
        #expect(run(["echo", "q"], tty: true).out == "\u{1B}[1mq\u{1B}[22m\n")
        #expect(run(["echo", "q"], tty: false).out == "q\n")
        #expect(run(["echo", "q"], env: ["NO_COLOR": "1"], tty: true).out == "q\n")
        #expect(run(["echo", "q"], env: ["TERM": "dumb"], tty: true).out == "q\n")
        #expect(run(["echo", "q", "--color", "never"], tty: true).out == "q\n")
        #expect(run(["echo", "q", "--color=always"]).out == "\u{1B}[1mq\u{1B}[22m\n")
        #expect(run(["--color", "always", "echo", "q"]).out == "\u{1B}[1mq\u{1B}[22m\n")
        // The command's --color overrides the global one.
        #expect(run(["--color", "always", "echo", "q", "--color", "never"]).out == "q\n")
        // No colour in JSON even when forced.
        #expect(!run(["echo", "q", "--color", "always", "-f", "json"]).out.contains("\u{1B}"))
        #expect(run(["stats", "--color", "never"]).out == "color=never styled=false\n")
    }

    @Test func warningsGoToStderrSanitized() {
        let r = run(["stats"])
        #expect(r.err == "barguide: warning: stale index\n")
        #expect(r.out == "color=auto styled=false\n")
    }

    @Test func noResults() {
        let r = run(["echo", "q", "--empty"])
        #expect(r.code == .noResults)
        #expect(r.code.rawValue == 1)
        #expect(r.out == "" && r.err == "")
    }

    @Test func dataError() {
        let r = run(["echo", "q", "--fail"])
        #expect(r.code == .data)
        #expect(r.code.rawValue == 3)
        #expect(r.err == "barguide: error: database is corrupt\nhint: run 'barguide ingest' again\n")
        #expect(r.out == "")
    }

    @Test func convertibleEngineError() {
        let r = run(["echo", "q", "--engine-error"])
        #expect(r.code == .data)
        #expect(r.err == "barguide: error: no database at /nope.db\nhint: run 'barguide ingest' first\n")
    }

    @Test func unknownErrorsAreDataErrorsWithoutTrace() {
        let r = run(["echo", "q", "--plain-error"])
        #expect(r.code == .data)
        #expect(r.err == "barguide: error: something odd happened\n")
    }

    @Test func commandUsageError() {
        let r = run(["echo", "q", "--fromat", "json"])
        #expect(r.code == .usage)
        #expect(r.code.rawValue == 2)
        #expect(r.err == """
            barguide: error: unknown option '--fromat'; did you mean '--format'?
            usage: barguide echo QUERY [--format text|json|jsonl|markdown] [--limit N] [--empty] [--fail] [--engine-error] [--plain-error]
            Run 'barguide help echo' for more.

            """)
        #expect(r.out == "")
    }

    @Test func missingArgument() {
        let r = run(["echo"])
        #expect(r.code == .usage)
        #expect(r.err.hasPrefix("barguide: error: missing argument 'QUERY'\nusage: \(EchoCommand.spec.usage)\n"))
    }

    @Test func unknownCommand() {
        let r = run(["ehco", "q"])
        #expect(r.code == .usage)
        #expect(r.err == """
            barguide: error: unknown command 'ehco'; did you mean 'echo'?
            usage: barguide COMMAND [options]
            Run 'barguide help' for more.

            """)
        #expect(run(["zzzzzz"]).err.hasPrefix("barguide: error: unknown command 'zzzzzz'\n"))
        #expect(run(["help", "stat"]).err.hasPrefix("barguide: error: unknown command 'stat'; did you mean 'stats'?\n"))
    }

    @Test func unknownGlobalOption() {
        let r = run(["--verison"])
        #expect(r.code == .usage)
        #expect(r.err.hasPrefix("barguide: error: unknown option '--verison'; did you mean '--version'?\n"))
        let misplaced = run(["--format", "json", "echo", "q"])
        #expect(misplaced.code == .usage)
        #expect(misplaced.err.hasPrefix("barguide: error: unknown option '--format'; options of a command go after it"))
        #expect(run(["--color"]).err.hasPrefix("barguide: error: missing value for option '--color'\n"))
        #expect(run(["--color", "pink", "echo", "q"]).code == .usage)
    }

    @Test func version() {
        let r = run(["--version"])
        #expect(r.code == .ok)
        #expect(r.out == "barguide \(BarGuideMain.version)\n")
    }

    @Test func overview() {
        for args in [[], ["--help"], ["-h"], ["help"]] {
            let r = run(args)
            #expect(r.code == .ok)
            #expect(r.err == "")
            #expect(r.out.contains("USAGE: barguide COMMAND [options]"))
            #expect(r.out.contains("  echo   Print the query back."))
            #expect(r.out.contains("  stats  Show statistics."))
            #expect(r.out.contains("EXIT CODES:"))
            #expect(r.out.contains("  2  Usage error"))
            #expect(r.out.contains("  3  Data error"))
            #expect(!r.out.contains("\u{1B}"))
        }
        #expect(run([]).out == run(["help"]).out)
    }

    @Test func commandHelp() {
        let r = run(["echo", "--help"])
        #expect(r.code == .ok)
        #expect(run(["help", "echo"]).out == r.out)
        #expect(run(["echo", "-h"]).out == r.out)
        #expect(run(["echo", "--bogus", "--help"]).out == r.out)
        let h = r.out
        #expect(h.hasPrefix("Print the query back.\n\nUSAGE: barguide echo QUERY [--format text|json|jsonl|markdown] [--limit N] [--empty] [--fail]\n       [--engine-error] [--plain-error]\n"))
        #expect(h.contains("ARGUMENTS:\n  QUERY  Text to print.\n"))
        #expect(h.contains("OPTIONS:\n"))
        #expect(h.contains("  -f, --format FORMAT  Output format. Values: text, json, jsonl, markdown (md = markdown, ndjson =\n"))
        #expect(h.contains("\n                       jsonl). Default: text.\n"))
        #expect(h.contains("  -n, --limit N        Repeat N times. Default: 1."))
        #expect(h.contains("      --empty          Pretend nothing matched."))
        #expect(h.contains("      --color WHEN"))
        #expect(h.contains("  -h, --help           Show help for this command."))
        #expect(h.contains("EXAMPLES:\n  barguide echo 'tab bar' --format json\n"))
    }

    @Test func helpWrapsToWidth() {
        let narrow = run(["help", "echo"], env: ["COLUMNS": "50"]).out
        for line in narrow.split(separator: "\n").map(String.init) where !line.hasPrefix("  barguide ") {
            #expect(line.displayWidth <= 50, "too wide: \(line)")
        }
        #expect(narrow.contains("  -f, --format FORMAT  Output format. Values:\n                       text, json, jsonl, markdown\n"))
    }

    @Test func helpExtraArgument() {
        let r = run(["help", "echo", "more"])
        #expect(r.code == .usage)
        #expect(r.err.hasPrefix("barguide: error: unexpected argument 'more'"))
    }

    @Test func sampleSpecsAreValid() {
        for c in sampleCommands { #expect(c.spec.validate() == []) }
        for c in CommandRegistry.all { #expect(c.spec.validate() == [], "\(c.spec.name)") }
    }

    @Test func funnelLines() {
        #expect(ErrorFunnel.lines(for: .noResults, command: nil) == [])
        #expect(ErrorFunnel.lines(for: .data("x\u{1B}[2Jy", hint: nil), command: nil) == ["barguide: error: xy"])
        // A usage error naming another command shows that command's usage.
        #expect(ErrorFunnel.lines(for: .usage("bad", command: "echo"), command: nil, commands: [EchoCommand.spec]) ==
                ["barguide: error: bad", "usage: barguide echo QUERY [--format text|json|jsonl|markdown] [--limit N] [--empty] [--fail] [--engine-error] [--plain-error]", "Run 'barguide help echo' for more."])
        #expect(ErrorFunnel.cliError(for: FakeEngineError.missing(path: "p")) == .data("no database at p", hint: "run 'barguide ingest' first"))
        #expect(CLIError.usage("m").exitCode == .usage)
        #expect(CLIError.data("m").exitCode == .data)
    }
}

// MARK: - The real executable

/// Path of the built `barguide` next to the test bundle.
func barguideExecutable() -> String? {
    var buf = [CChar](repeating: 0, count: 4096)
    let n = readlink("/proc/self/exe", &buf, buf.count - 1)
    guard n > 0 else { return nil }
    var path = String(decoding: buf[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    while let last = path.last, last != "/" { path.removeLast() }
    let candidate = path + "barguide"
    return access(candidate, X_OK) == 0 ? candidate : nil
}

/// Runs the executable with stdout on a pipe; `closeReader` closes the read end first (a reader
/// that went away, like `| head`). Returns (exit status, stdout, stderr).
func spawn(_ args: [String], closeReader: Bool) -> (status: Int32, out: String, err: String)? {
    guard let exe = barguideExecutable() else { return nil }
    var outPipe: [Int32] = [0, 0], errPipe: [Int32] = [0, 0]
    guard pipe(&outPipe) == 0, pipe(&errPipe) == 0 else { return nil }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
    posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
    posix_spawn_file_actions_addclose(&actions, outPipe[0])
    posix_spawn_file_actions_addclose(&actions, errPipe[0])
    if closeReader { close(outPipe[0]) }
    // The child starts with SIGPIPE at its default action (the test process may ignore it),
    // like a process started from a shell: barguide itself must ignore it.
    var attr = posix_spawnattr_t()
    posix_spawnattr_init(&attr)
    defer { posix_spawnattr_destroy(&attr) }
    var defaults = sigset_t()
    sigemptyset(&defaults)
    sigaddset(&defaults, SIGPIPE)
    posix_spawnattr_setsigdefault(&attr, &defaults)
    posix_spawnattr_setflags(&attr, Int16(POSIX_SPAWN_SETSIGDEF))
    let argv: [UnsafeMutablePointer<CChar>?] = ([exe] + args).map { strdup($0) } + [nil]
    defer { for p in argv { free(p) } }
    var pid: pid_t = 0
    let rc = posix_spawn(&pid, exe, &actions, &attr, argv, environ)
    close(outPipe[1]); close(errPipe[1])
    guard rc == 0 else { return nil }
    var status: Int32 = 0
    let out = closeReader ? "" : readAll(outPipe[0])
    let err = readAll(errPipe[0])
    waitpid(pid, &status, 0)
    if !closeReader { close(outPipe[0]) }
    close(errPipe[0])
    // WIFEXITED / WEXITSTATUS
    let exited = (status & 0x7F) == 0
    return (exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F), out, err)
}

func readAll(_ fd: Int32) -> String {
    var out: [UInt8] = []
    var buf = [UInt8](repeating: 0, count: 65536)
    while true {
        let n = read(fd, &buf, buf.count)
        if n < 0 && errno == EINTR { continue }
        if n <= 0 { break }
        out += buf[0..<n]
    }
    return String(decoding: out, as: UTF8.self)
}

@Suite("Framework: the barguide executable")
struct FrameworkExecutableTests {
    @Test func runsAndExitsWithCodes() throws {
        let help = try #require(spawn(["--help"], closeReader: false))
        #expect(help.status == 0)
        #expect(help.out.contains("EXIT CODES:"))
        let bad = try #require(spawn(["no-such-command"], closeReader: false))
        #expect(bad.status == 2)
        #expect(bad.err.hasPrefix("barguide: error: unknown command 'no-such-command'"))
        #expect(bad.out == "")
    }

    @Test func brokenPipeExitsQuietly() throws {
        let r = try #require(spawn(["--help"], closeReader: true))
        #expect(r.status == 0)
        #expect(r.err == "")
    }
}
