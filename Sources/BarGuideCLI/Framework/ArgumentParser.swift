// Turns a command's arguments into ParsedArguments, or a precise usage error.

/// The result of parsing one command's arguments against its spec.
public struct ParsedArguments: Sendable {
    public let command: CommandSpec
    /// `-h` / `--help` was given (before any `--`); nothing else was validated.
    public let helpRequested: Bool
    /// All positional arguments, in order.
    public let arguments: [String]
    /// Option values by long name, in the order given (choices already canonical).
    private let values: [String: [String]]
    /// How many times each flag was given, by long name.
    private let flagCounts: [String: Int]
    private let positionalValues: [String: [String]]

    init(command: CommandSpec, helpRequested: Bool, arguments: [String], values: [String: [String]],
         flagCounts: [String: Int], positionalValues: [String: [String]]) {
        self.command = command; self.helpRequested = helpRequested; self.arguments = arguments
        self.values = values; self.flagCounts = flagCounts; self.positionalValues = positionalValues
    }

    /// The option named `name`: `command.allOptions.first { $0.long == name }`, without building
    /// that array (this runs for every option a command reads).
    /// Whether the command has option `name` (or it is one every command has).
    private func hasOption(_ name: String) -> Bool {
        command.options.contains { $0.long == name } || name == OptionSpec.color.long || name == OptionSpec.help.long
    }

    /// The default of option `name`, read in place (`spec(name)` copies the whole spec, aliases
    /// and all: the search path paid for that at every start).
    private func defaultValue(_ name: String) -> String? {
        if let i = command.options.firstIndex(where: { $0.long == name }) { return command.options[i].defaultValue }
        if name == OptionSpec.color.long { return OptionSpec.color.defaultValue }
        if name == OptionSpec.help.long { return OptionSpec.help.defaultValue }
        return nil
    }

    private func spec(_ name: String) -> OptionSpec? {
        if let o = command.options.first(where: { $0.long == name }) { return o }
        if name == OptionSpec.color.long { return OptionSpec.color }
        if name == OptionSpec.help.long { return OptionSpec.help }
        return nil
    }

    /// Whether the option (or flag) was given explicitly.
    public func isSet(_ name: String) -> Bool { values[name] != nil || flagCounts[name] != nil }

    /// The last value given for the option, else its default, else nil.
    public func string(_ name: String) -> String? { values[name]?.last ?? defaultValue(name) }

    /// Every value given for a (repeatable) option, in order; the default alone when none was given.
    public func strings(_ name: String) -> [String] {
        if let v = values[name] { return v }
        return defaultValue(name).map { [$0] } ?? []
    }

    /// Whether the flag was given.
    public func flag(_ name: String) -> Bool { (flagCounts[name] ?? 0) > 0 }

    /// How many times the flag was given (for repeatable flags such as `-v -v`).
    public func count(_ name: String) -> Int { flagCounts[name] ?? 0 }

    /// The option's value as an integer (given or default), nil when absent without default.
    /// Integer options are validated while parsing; for other options this checks now that the
    /// value is a non-negative decimal integer and throws a usage error if not.
    public func int(_ name: String) throws -> Int? {
        guard let raw = string(name) else { return nil }
        if let o = spec(name), case .integer = o.kind, let n = Int(raw) { return n }
        guard let n = ArgumentParser.nonNegativeInteger(raw) else {
            throw CLIError.usage("invalid value '\(raw)' for '--\(name)': expected a non-negative integer",
                                 command: command.name)
        }
        return n
    }

    /// `int(name) ?? fallback`.
    public func int(_ name: String, default fallback: Int) throws -> Int { try int(name) ?? fallback }

    /// The canonical choice (aliases resolved) converted to `T`, e.g. `choice("format", as: OutputFormat.self)`.
    public func choice<T: RawRepresentable>(_ name: String, as type: T.Type = T.self) -> T? where T.RawValue == String {
        string(name).flatMap(T.init(rawValue:))
    }

    /// The first value of the named positional.
    public func positional(_ name: String) -> String? { positionalValues[name]?.first }

    /// All values of the named (variadic) positional.
    public func positionals(_ name: String) -> [String] { positionalValues[name] ?? [] }

    /// `--color` if given, else nil (the caller falls back to a global value or `auto`).
    public var colorChoice: ColorChoice? { values["color"]?.last.flatMap(ColorChoice.init(rawValue:)) }

    /// The `--format` value (or its default) when the command has that option.
    public var format: OutputFormat? { hasOption("format") ? choice("format", as: OutputFormat.self) : nil }
}

public enum ArgumentParser {
    /// Parses `arguments` (everything after the command name) against `spec`.
    /// Throws `CLIError.usage(…, command: spec.name)` on any mistake.
    public static func parse(_ arguments: [String], spec: CommandSpec) throws(CLIError) -> ParsedArguments {
        let options = spec.allOptions
        let usage = { (message: String) in CLIError.usage(message, command: spec.name) }

        // -h / --help anywhere before `--` wins over every other problem.
        for a in arguments {
            if a == "--" { break }
            if a == "--help" || (a == "-h" && options.contains(where: { $0.long == "help" && $0.short == "h" })) {
                return ParsedArguments(command: spec, helpRequested: true, arguments: [], values: [:],
                                       flagCounts: [:], positionalValues: [:])
            }
        }

        var values: [String: [String]] = [:]
        var flags: [String: Int] = [:]
        var positionals: [String] = []
        var onlyPositionals = false
        var i = 0

        while i < arguments.count {
            let arg = arguments[i]
            i += 1
            if onlyPositionals || !looksLikeOption(arg, options: options) {
                positionals.append(arg)
                continue
            }
            if arg == "--" { onlyPositionals = true; continue }

            let option: OptionSpec
            var inline: String?
            if arg.hasPrefix("--") {
                let body = arg.dropFirst(2)
                let name: Substring
                if let eq = body.firstIndex(of: "=") {
                    name = body[..<eq]
                    inline = String(body[body.index(after: eq)...])
                } else {
                    name = body
                }
                guard let o = options.first(where: { $0.long == name }) else {
                    throw usage(unknownOptionMessage(inline != nil ? "--" + String(name) : arg, spec: spec))
                }
                option = o
            } else {
                // "-x", "-xVALUE", "-x=VALUE"
                let chars = Array(arg.dropFirst())
                guard let o = options.first(where: { $0.short == chars[0] }), chars.count == 1 || !o.isFlag else {
                    throw usage(unknownOptionMessage(arg, spec: spec))
                }
                option = o
                if chars.count > 1 {
                    var rest = chars.dropFirst()
                    if rest.first == "=" { rest = rest.dropFirst() }
                    inline = String(rest)
                }
            }

            if option.isFlag {
                if inline != nil { throw usage("option '\(option.displayName)' does not take a value") }
                // A repeated flag is the same as one (ripgrep's rule); repeatable flags count.
                flags[option.long, default: 0] += 1
                continue
            }

            let raw: String
            if let inline {
                raw = inline
            } else if i < arguments.count, !takesNoValue(arguments[i]) {
                raw = arguments[i]
                i += 1
            } else {
                throw usage("missing value for option '\(option.displayName)'")
            }
            let value = try validatedValue(raw, for: option, command: spec.name)
            if option.repeatable {
                values[option.long, default: []].append(value)
            } else {
                // The last one wins (as in ripgrep): an alias or script can set a default that a
                // later option overrides. Every value is still validated.
                values[option.long] = [value]
            }
        }

        // Assign positionals.
        var byName: [String: [String]] = [:]
        var rest = positionals[...]
        for p in spec.positionals {
            if p.isVariadic {
                if rest.isEmpty && !p.isOptional { throw usage("missing argument '\(p.name)'") }
                if !rest.isEmpty { byName[p.name] = Array(rest) }
                rest = []
            } else if let first = rest.first {
                byName[p.name] = [first]
                rest = rest.dropFirst()
            } else if !p.isOptional {
                throw usage("missing argument '\(p.name)'")
            }
        }
        if let extra = rest.first {
            throw usage("unexpected argument '\(Sanitize.line(extra))'")
        }
        return ParsedArguments(command: spec, helpRequested: false, arguments: positionals, values: values,
                               flagCounts: flags, positionalValues: byName)
    }

    /// Checks `raw` against the option's choices or integer range; returns the canonical value.
    public static func validatedValue(_ raw: String, for option: OptionSpec, command: String) throws(CLIError) -> String {
        let shown = Sanitize.line(raw)
        if let allowed = option.allowed {
            if allowed.contains(raw) { return raw }
            if let canonical = option.aliases[raw] { return canonical }
            // Choices are case-insensitive ("Tab-Bar", "JSON").
            let lower = raw.lowercased()
            if let match = allowed.first(where: { $0.lowercased() == lower }) { return match }
            if let canonical = option.aliases[lower] { return canonical }
            var message = "invalid value '\(shown)' for '\(option.displayName)': expected one of \(allowed.joined(separator: ", "))"
            if let s = Suggest.best(for: raw, among: allowed + option.aliases.keys.sorted()) {
                message += "; did you mean '\(option.aliases[s] ?? s)'?"
            }
            throw CLIError.usage(message, command: command)
        }
        switch option.kind {
        case .string:
            return raw
        case .integer(let min, let max):
            let expectation: String
            if min == 0 && max == nil { expectation = "a non-negative integer" }
            else if min == 1 && max == nil { expectation = "a positive integer" }
            else if let max { expectation = "an integer from \(min) to \(max)" }
            else { expectation = "an integer of at least \(min)" }
            guard let n = integer(raw), n >= min, max.map({ n <= $0 }) ?? true else {
                throw CLIError.usage("invalid value '\(shown)' for '\(option.displayName)': expected \(expectation)",
                                     command: command)
            }
            return String(n)
        }
    }

    /// A decimal integer with an optional leading '-' (no '+', no spaces, no overflow).
    static func integer(_ s: String) -> Int? {
        let u = s.utf8
        guard !u.isEmpty else { return nil }
        let digits = u.first == UInt8(ascii: "-") ? u.dropFirst() : u[...]
        guard !digits.isEmpty, digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        return Int(s)
    }

    static func nonNegativeInteger(_ s: String) -> Int? {
        guard let n = integer(s), n >= 0 else { return nil }
        return n
    }

    /// Whether `arg` is to be read as an option (or `--`) rather than a positional.
    /// "-" alone is a positional, and so is "-5" unless a digit is a declared short option.
    static func looksLikeOption(_ arg: String, options: [OptionSpec]) -> Bool {
        guard arg.hasPrefix("-"), arg != "-" else { return false }
        if arg.hasPrefix("--") { return true }
        let second = arg.dropFirst().first!
        if second.isASCII && second.isNumber { return options.contains { $0.short == second } }
        return true
    }

    /// Whether the next argument cannot be an option's value: `--`, `--name`, or `-x` with a letter.
    static func takesNoValue(_ next: String) -> Bool {
        if next == "--" || (next.hasPrefix("--") && next.count > 2) { return true }
        if next.hasPrefix("-"), let c = next.dropFirst().first, c.isLetter { return true }
        return false
    }

    static func unknownOptionMessage(_ arg: String, spec: CommandSpec) -> String {
        let options = spec.allOptions
        let shown = Sanitize.line(arg)
        var message = "unknown option '\(shown)'"
        let typed = String(arg.drop(while: { $0 == "-" }).prefix(while: { $0 != "=" }))
        let visible = options.filter { !$0.hidden }
        // `--json`, `--markdown`, `--md`: the format is one option with a value.
        if let format = visible.first(where: { $0.long == "format" }), arg.hasPrefix("--"),
           let value = try? validatedValue(typed, for: format, command: spec.name) {
            return message + "; did you mean '--format \(value)'?"
        }
        if typed.count > 1, let s = Suggest.best(for: typed, among: visible.map(\.long)) {
            return message + "; did you mean '--\(s)'?"
        }
        // A query or name that starts with '-' ("-скрыть", "-1x"): '--' makes it an argument.
        if !spec.positionals.isEmpty, !arg.hasPrefix("--"), !arg.contains("=") {
            message += "; to pass '\(shown)' as an argument, put '--' before it: "
                + "'\(BarGuideMain.programName) \(spec.name) -- \(shown)'"
        }
        return message
    }
}
