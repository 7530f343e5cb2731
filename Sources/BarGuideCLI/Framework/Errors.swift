// The error funnel: every failure of a run ends here and becomes stderr text plus an exit code.

/// The process exit status of `barguide`.
public enum ExitCode: Int32, Sendable, CaseIterable {
    /// Success.
    case ok = 0
    /// The command ran correctly but found nothing (search without hits, unknown rule id, …).
    case noResults = 1
    /// Bad command line: unknown command or option, missing or invalid value.
    case usage = 2
    /// Bad data: missing or corrupt database, unreadable or invalid input file, failed write.
    case data = 3
}

/// An error the CLI knows how to report.
public enum CLIError: Error, Sendable, Equatable {
    /// A command-line mistake. `command` names the command whose usage line is shown
    /// (nil: the command being run, or the top-level usage when there is none). Exit 2.
    case usage(String, command: String?)
    /// A data problem, with an optional hint on how to fix it. Exit 3.
    case data(String, hint: String?)
    /// Nothing matched. Prints nothing. Exit 1.
    case noResults

    /// A usage error of the command being run.
    public static func usage(_ message: String) -> CLIError { .usage(message, command: nil) }
    /// A data error without a hint.
    public static func data(_ message: String) -> CLIError { .data(message, hint: nil) }

    public var exitCode: ExitCode {
        switch self {
        case .usage: return .usage
        case .data: return .data
        case .noResults: return .noResults
        }
    }
}

/// Conform errors defined elsewhere (engine, SQLite wrapper, …) to choose how they are reported:
/// `extension DatabaseError: CLIErrorConvertible { var cliError: CLIError { .data(message, hint: …) } }`.
/// Errors that do not conform are reported as data errors with their description.
public protocol CLIErrorConvertible: Error {
    var cliError: CLIError { get }
}

extension CLIError: CLIErrorConvertible {
    public var cliError: CLIError { self }
}

/// The single place that turns an error into output and an exit code.
public enum ErrorFunnel {
    /// The CLIError an arbitrary error is reported as.
    public static func cliError(for error: any Error) -> CLIError {
        if let e = error as? any CLIErrorConvertible { return e.cliError }
        return .data(String(describing: error), hint: nil)
    }

    /// The lines written to stderr for `error` (empty for `.noResults`), without trailing newlines.
    /// `command` is the command being run (nil at top level); `commands` lets a usage error that
    /// names another command show that command's usage line.
    public static func lines(for error: CLIError, command: CommandSpec?, commands: [CommandSpec] = []) -> [String] {
        let program = BarGuideMain.programName
        switch error {
        case .noResults:
            return []
        case .data(let message, let hint):
            var out = ["\(program): error: \(Sanitize.terminal(message))"]
            if let hint, !hint.isEmpty { out.append("hint: \(Sanitize.terminal(hint))") }
            return out
        case .usage(let message, let name):
            let spec: CommandSpec?
            if let name {
                spec = command?.name == name ? command : commands.first(where: { $0.name == name })
            } else {
                spec = command
            }
            var out = ["\(program): error: \(Sanitize.terminal(message))"]
            if let spec {
                out.append("usage: \(spec.usage)")
                out.append("Run '\(program) help \(spec.name)' for more.")
            } else {
                out.append("usage: \(BarGuideMain.topLevelUsage)")
                out.append("Run '\(program) help' for more.")
            }
            return out
        }
    }

    /// Reports `error` on `err` (after flushing `out`, so partial output keeps its order)
    /// and returns the exit code to use.
    @discardableResult
    public static func report(_ error: any Error, command: CommandSpec?, commands: [CommandSpec] = [],
                              out: OutputWriter?, err: OutputWriter) -> ExitCode {
        let e = cliError(for: error)
        out?.flush()
        for line in lines(for: e, command: command, commands: commands) { err.line(line) }
        err.flush()
        return e.exitCode
    }
}
