// Environment access, TTY detection, terminal width and the colour decision. No Foundation.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Read access to environment variables: the live process environment (`getenv`) or a fixed
/// dictionary (tests).
public struct Environment: Sendable {
    private let fixed: [String: String]?

    /// The process environment, read through `getenv` on each lookup.
    public static let process = Environment(fixed: nil)

    private init(fixed: [String: String]?) { self.fixed = fixed }

    /// A fixed environment (for tests).
    public init(_ values: [String: String]) { self.fixed = values }

    public subscript(_ name: String) -> String? {
        if let fixed { return fixed[name] }
        guard let p = getenv(name) else { return nil }
        return String(cString: p)
    }

    /// The variable when set and not empty.
    public func nonEmpty(_ name: String) -> String? {
        guard let v = self[name], !v.isEmpty else { return nil }
        return v
    }
}

/// The `--color` setting.
public enum ColorChoice: String, Sendable, CaseIterable {
    case auto, always, never
}

public enum Terminal {
    /// Width used when nothing better is known (not a terminal, no valid `$COLUMNS`).
    public static let defaultWidth = 100

    /// Whether `fd` is a terminal.
    public static func isTTY(_ fd: Int32) -> Bool { isatty(fd) == 1 }

    /// Columns of the terminal on `fd` (TIOCGWINSZ), nil when not a terminal or unknown.
    public static func windowColumns(_ fd: Int32) -> Int? {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        var ws = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &ws) == 0, ws.ws_col > 0 else { return nil }
        return Int(ws.ws_col)
        #else
        return nil
        #endif
    }

    /// The output width: `$COLUMNS` when it is a positive integer (at most 10000), else the window
    /// width when stdout is a terminal, else `defaultWidth`. Pure.
    public static func width(environment: Environment, isTTY: Bool, windowColumns: Int?) -> Int {
        if let c = environment.nonEmpty("COLUMNS"), let n = ArgumentParser.nonNegativeInteger(c), n > 0, n <= 10_000 {
            return n
        }
        if isTTY, let w = windowColumns, w > 0 { return w }
        return defaultWidth
    }

    /// Whether to emit colour. Pure.
    /// Never when `NO_COLOR` is set (non-empty), whatever else is asked: the product rule.
    /// Otherwise `never`: no; `always`: yes, even off a terminal; `auto`: only when stdout is a
    /// terminal and `TERM` is not `dumb`.
    public static func colorEnabled(isTTY: Bool, environment: Environment, choice: ColorChoice) -> Bool {
        if environment.nonEmpty("NO_COLOR") != nil { return false }
        switch choice {
        case .never: return false
        case .always: return true
        case .auto:
            guard isTTY else { return false }
            if environment.nonEmpty("NO_COLOR") != nil { return false }
            if environment["TERM"] == "dumb" { return false }
            return true
        }
    }
}

/// Output format of a command, chosen once per run from `--format`.
public enum OutputFormat: String, Sendable, CaseIterable {
    /// Human-readable, sanitized, may be coloured and fitted to the terminal.
    case text
    /// One JSON document.
    case json
    /// One compact JSON value per line.
    case jsonl
    /// Markdown (sanitized, never coloured).
    case markdown

    /// Accepted alternative spellings.
    /// As (alias, canonical name) pairs sorted by alias: a list, not a dictionary, since every
    /// command's spec reads it at start (hashing the keys cost more than the lookups it saves).
    public static let aliasPairs: [(String, String)] = [("md", "markdown"), ("ndjson", "jsonl")]
    public static var aliases: [String: String] { Dictionary(uniqueKeysWithValues: aliasPairs) }

    /// Parses a name or alias.
    public init?(argument: String) {
        if let f = OutputFormat(rawValue: argument) { self = f; return }
        guard let canonical = OutputFormat.aliasPairs.first(where: { $0.0 == argument })?.1,
              let f = OutputFormat(rawValue: canonical) else { return nil }
        self = f
    }

    /// JSON formats need no terminal sanitizing (escaping makes them safe).
    public var isJSON: Bool { self == .json || self == .jsonl }
}

/// ANSI styling that turns into the identity when colour is off.
public struct Style: Sendable, Equatable {
    public let enabled: Bool
    public init(enabled: Bool) { self.enabled = enabled }
    public static let plain = Style(enabled: false)

    /// Wraps `s` in `ESC[<on>m … ESC[<off>m` when enabled.
    public func apply(_ on: String, _ off: String, _ s: String) -> String {
        guard enabled, !s.isEmpty else { return s }
        return "\u{1B}[\(on)m\(s)\u{1B}[\(off)m"
    }

    public func bold(_ s: String) -> String { apply("1", "22", s) }
    public func dim(_ s: String) -> String { apply("2", "22", s) }
    public func italic(_ s: String) -> String { apply("3", "23", s) }
    public func underline(_ s: String) -> String { apply("4", "24", s) }
    public func red(_ s: String) -> String { apply("31", "39", s) }
    public func green(_ s: String) -> String { apply("32", "39", s) }
    public func yellow(_ s: String) -> String { apply("33", "39", s) }
    public func blue(_ s: String) -> String { apply("34", "39", s) }
    public func magenta(_ s: String) -> String { apply("35", "39", s) }
    public func cyan(_ s: String) -> String { apply("36", "39", s) }
    public func gray(_ s: String) -> String { apply("90", "39", s) }
    /// Search-hit highlight: bold red.
    public func highlight(_ s: String) -> String { bold(red(s)) }
}
