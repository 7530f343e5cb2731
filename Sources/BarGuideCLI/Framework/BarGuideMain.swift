// Entry point and dispatch: global options, `help`, command lookup, the run, the error funnel.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import BarGuideKit

/// A `barguide` subcommand. Register it in `CommandRegistry.all`.
public protocol CLICommand: SendableMetatype {
    /// Name, options, help.
    static var spec: CommandSpec { get }
    /// Runs with validated arguments. Write to `ctx.out`; throw `CLIError` (or any
    /// `CLIErrorConvertible`) for failures; return `.noResults` when nothing matched.
    static func run(_ args: ParsedArguments, _ ctx: Context) throws -> ExitCode
    /// The document `--format json` prints when the run found nothing (exit 1) and printed no
    /// document itself: JSON output is always one valid document. nil: the command has no JSON.
    static func emptyJSON(_ args: ParsedArguments) -> JSONValue?
}

extension CLICommand {
    public static func emptyJSON(_ args: ParsedArguments) -> JSONValue? { nil }
}

/// Everything a command needs from its process, decided once per run.
public struct Context {
    /// stdout: buffered, exits quietly on a broken pipe.
    public let out: OutputWriter
    /// stderr: unbuffered.
    public let err: OutputWriter
    public let environment: Environment
    /// From `--format` (`.text` when the command has no such option).
    public let format: OutputFormat
    /// The effective `--color` setting (command's, else global, else auto).
    public let colorChoice: ColorChoice
    /// Styling for stdout; a no-op unless colour is on and the format is text.
    public let style: Style
    /// Whether stdout is a terminal.
    public let isTTY: Bool
    /// Columns to fit text output to (see `Terminal.width`).
    public let width: Int
    /// The command being run.
    public let command: CommandSpec

    public init(out: OutputWriter, err: OutputWriter, environment: Environment, format: OutputFormat,
                colorChoice: ColorChoice, style: Style, isTTY: Bool, width: Int, command: CommandSpec) {
        self.out = out; self.err = err; self.environment = environment; self.format = format
        self.colorChoice = colorChoice; self.style = style; self.isTTY = isTTY; self.width = width
        self.command = command
    }

    /// Writes "barguide: warning: MESSAGE" to stderr (sanitized). Stdout is flushed first so the
    /// two streams keep their order on a terminal.
    public func warn(_ message: String) {
        out.flush()
        err.line("\(BarGuideMain.programName): warning: \(Sanitize.terminal(message))")
    }

    /// Writes text from the corpus (or any untrusted source) to stdout, sanitized, plus a newline.
    public func line(_ untrusted: String) { out.line(Sanitize.terminal(untrusted)) }
}

/// The process's streams and terminal facts: live, or captured for tests.
public struct ProcessIO {
    public var out: OutputWriter
    public var err: OutputWriter
    public var environment: Environment
    public var stdoutIsTTY: Bool
    /// Columns reported by the terminal on stdout, if any.
    public var windowColumns: Int?

    public init(out: OutputWriter, err: OutputWriter, environment: Environment, stdoutIsTTY: Bool, windowColumns: Int?) {
        self.out = out; self.err = err; self.environment = environment
        self.stdoutIsTTY = stdoutIsTTY; self.windowColumns = windowColumns
    }

    /// The real stdout / stderr / environment.
    public static func live() -> ProcessIO {
        let tty = Terminal.isTTY(1)
        return ProcessIO(out: .standardOutput(), err: .standardError(), environment: .process,
                         stdoutIsTTY: tty, windowColumns: tty ? Terminal.windowColumns(1) : nil)
    }

    /// Memory streams (read them back with `out.text` / `err.text`).
    public static func capture(environment: [String: String] = [:], isTTY: Bool = false,
                               windowColumns: Int? = nil) -> ProcessIO {
        ProcessIO(out: .memory(), err: .memory(), environment: Environment(environment),
                  stdoutIsTTY: isTTY, windowColumns: windowColumns)
    }
}

public enum BarGuideMain {
    public static let programName = "barguide"
    public static let topLevelUsage = "barguide COMMAND [options]"

    /// The process's arguments, decoded from `argv` as `CommandLine.arguments` does (invalid
    /// UTF-8 repaired), without the standard library's lazily built global.
    public static func processArguments() -> [String] {
        let argv = CommandLine.unsafeArgv
        var out: [String] = []
        out.reserveCapacity(Int(CommandLine.argc))
        for i in 0..<Int(CommandLine.argc) {
            guard let p = argv[i] else { break }
            out.append(String(decoding: UnsafeRawBufferPointer(start: p, count: strlen(p)), as: UTF8.self))
        }
        return out
    }

    /// The process entry point: `BarGuideMain.run()` in main.swift. Ignores SIGPIPE, dispatches,
    /// flushes and exits with the run's exit code.
    public static func run(_ arguments: [String] = BarGuideMain.processArguments(),
                           commands: [any CLICommand.Type] = CommandRegistry.all) -> Never {
        signal(SIGPIPE, SIG_IGN)
        ProcessExit.keepsUntilExit = true
        let io = ProcessIO.live()
        let code = execute(Array(arguments.dropFirst()), commands: commands, io: io)
        io.out.flush()
        io.err.flush()
        exit(code.rawValue)
    }

    /// Runs `barguide` with `arguments` (without the program name) on `io` and returns the exit
    /// code; never exits (except quietly on a broken stdout pipe). This is what tests call.
    public static func execute(_ arguments: [String], commands: [any CLICommand.Type], io: ProcessIO) -> ExitCode {
        // Specs are built only when needed (help, errors): dispatch builds just the one it runs.
        var specsCache: [CommandSpec]?
        func specs() -> [CommandSpec] {
            if let s = specsCache { return s }
            let s = commands.map { $0.spec }
            specsCache = s
            return s
        }
        var args = arguments[...]
        var globalColor: ColorChoice?

        func overviewStyle() -> Style {
            Style(enabled: Terminal.colorEnabled(isTTY: io.stdoutIsTTY, environment: io.environment,
                                                 choice: globalColor ?? .auto))
        }
        func width() -> Int {
            Terminal.width(environment: io.environment, isTTY: io.stdoutIsTTY, windowColumns: io.windowColumns)
        }
        func fail(_ error: CLIError, _ command: CommandSpec? = nil) -> ExitCode {
            ErrorFunnel.report(error, command: command, commands: specs(), out: io.out, err: io.err)
        }

        // Global options before the command.
        while let first = args.first, first.hasPrefix("-"), first != "-" {
            args = args.dropFirst()
            if first == "--" { break }
            if first == "-h" || first == "--help" {
                io.out.write(HelpRenderer.overview(commands: specs(), width: width(), style: overviewStyle()))
                return .ok
            }
            if first == "--version" {
                io.out.line("\(programName) \(version)")
                return .ok
            }
            if first == "--color" || first.hasPrefix("--color=") {
                let raw: String
                if first == "--color" {
                    guard let v = args.first, !ArgumentParser.takesNoValue(v) else {
                        return fail(.usage("missing value for option '--color'", command: nil))
                    }
                    raw = v
                    args = args.dropFirst()
                } else {
                    raw = String(first.dropFirst("--color=".count))
                }
                do {
                    let spec = OptionSpec.global.first { $0.long == "color" } ?? .color
                    globalColor = ColorChoice(rawValue: try ArgumentParser.validatedValue(raw, for: spec, command: ""))
                } catch {
                    return fail(.usage(error.message, command: nil))
                }
                continue
            }
            var message = "unknown option '\(Sanitize.line(first))'"
            let typed = String(first.drop(while: { $0 == "-" }).prefix(while: { $0 != "=" }))
            if typed.count > 1, let s = Suggest.best(for: typed, among: OptionSpec.global.map(\.long)) {
                message += "; did you mean '--\(s)'?"
            } else if specs().contains(where: { $0.allOptions.contains { $0.long == typed || (typed.count == 1 && $0.short == typed.first) } }) {
                message += "; options of a command go after it: '\(programName) COMMAND \(Sanitize.line(first))'"
            }
            return fail(.usage(message, command: nil))
        }

        guard let name = args.first else {
            io.out.write(HelpRenderer.overview(commands: specs(), width: width(), style: overviewStyle()))
            return .ok
        }
        args = args.dropFirst()

        func lookup(_ name: String) -> (any CLICommand.Type)? {
            commands.first { $0.spec.name == name }
        }
        func unknownCommand(_ name: String) -> ExitCode {
            var message = "unknown command '\(Sanitize.line(name))'"
            if let s = Suggest.best(for: name, among: specs().map(\.name) + ["help"]) { message += "; did you mean '\(s)'?" }
            return fail(.usage(message, command: nil))
        }

        if name == "help" {
            let rest = Array(args)
            if rest.isEmpty || rest == ["help"] || rest == ["--help"] || rest == ["-h"] {
                io.out.write(HelpRenderer.overview(commands: specs(), width: width(), style: overviewStyle()))
                return .ok
            }
            if rest.count > 1 {
                return fail(.usage("unexpected argument '\(Sanitize.line(rest[1]))'; usage: \(programName) help [COMMAND]", command: nil))
            }
            guard let command = lookup(rest[0]) else { return unknownCommand(rest[0]) }
            io.out.write(HelpRenderer.help(for: command.spec, width: width(), style: overviewStyle()))
            return .ok
        }

        guard let command = lookup(name) else { return unknownCommand(name) }
        let spec = command.spec

        let parsed: ParsedArguments
        do {
            parsed = try ArgumentParser.parse(Array(args), spec: spec)
        } catch {
            return fail(error, spec)
        }
        let colorChoice = parsed.colorChoice ?? globalColor ?? .auto
        let colorOn = Terminal.colorEnabled(isTTY: io.stdoutIsTTY, environment: io.environment, choice: colorChoice)
        if parsed.helpRequested {
            io.out.write(HelpRenderer.help(for: spec, width: width(), style: Style(enabled: colorOn)))
            return .ok
        }
        let format = parsed.format ?? .text
        let ctx = Context(out: io.out, err: io.err, environment: io.environment, format: format,
                          colorChoice: colorChoice, style: Style(enabled: colorOn && format == .text),
                          isTTY: io.stdoutIsTTY, width: width(), command: spec)
        do {
            let before = io.out.bytesWritten
            let code = try command.run(parsed, ctx)
            // The exit-code rule: at exit 1, `--format json` still prints a valid document.
            if code == .noResults, format == .json, io.out.bytesWritten == before, let empty = command.emptyJSON(parsed) {
                io.out.json(empty)
            }
            io.out.flush()
            return code
        } catch {
            return ErrorFunnel.report(error, command: spec, commands: specs(), out: io.out, err: io.err)
        }
    }
}

/// What a run may leave for the process's exit to clean up.
///
/// A search ends by exiting: tearing its database connection down first (finalizing the
/// prepared statements, freeing SQLite's parsed schema) and freeing the results it printed
/// is work the exit makes pointless, and it is paid on every search. In the real process
/// (`BarGuideMain.run`, which exits right after the run) `keep` holds such values until then;
/// in-process runs (tests, `execute`) keep nothing, so their values are freed as usual.
enum ProcessExit {
    /// Set by `BarGuideMain.run` only.
    nonisolated(unsafe) static var keepsUntilExit = false
    nonisolated(unsafe) private static var kept: [Any] = []

    /// Keeps `value` alive until the process exits, when the process exits after this run.
    static func keep(_ value: Any) {
        if keepsUntilExit { kept.append(value) }
    }
}

extension CLIError {
    /// The message text of any case ("" for `.noResults`).
    public var message: String {
        switch self {
        case .usage(let m, _), .data(let m, _): return m
        case .noResults: return ""
        }
    }
}
