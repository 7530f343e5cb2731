// Declarative description of a command: what it accepts and how its help reads.

/// One `--long` option (optionally with a `-s` short form).
public struct OptionSpec: Sendable, Equatable {
    /// What a value must look like; checked while parsing.
    public enum ValueKind: Sendable, Equatable {
        /// Any string.
        case string
        /// A decimal integer (digits only) in `min...max` (`max` nil: no upper bound).
        case integer(min: Int, max: Int?)
    }

    /// The long name without dashes: "format" for `--format`.
    public var long: String
    /// The short name: "f" for `-f`.
    public var short: Character?
    /// Placeholder in help: `--format FORMAT`. Nil for flags.
    public var valueName: String?
    public var help: String
    /// The accepted values (choices), in the order help lists them. Nil: anything.
    public var allowed: [String]?
    /// Extra accepted spellings of choices: alias -> canonical value ("md" -> "markdown").
    public var aliases: AliasTable
    /// May be given more than once (values accumulate; see `ParsedArguments.strings`).
    public var repeatable: Bool
    /// Takes no value.
    public var isFlag: Bool
    /// Used by accessors when the option is absent; shown in help.
    public var defaultValue: String?
    public var kind: ValueKind
    /// Accepted but not listed in help.
    public var hidden: Bool

    public init(long: String, short: Character? = nil, valueName: String? = nil, help: String,
                allowed: [String]? = nil, aliases: AliasTable = [:], repeatable: Bool = false,
                isFlag: Bool = false, defaultValue: String? = nil, kind: ValueKind = .string, hidden: Bool = false) {
        self.long = long; self.short = short
        self.valueName = isFlag ? nil : (valueName ?? long.uppercased())
        self.help = help; self.allowed = allowed; self.aliases = aliases
        self.repeatable = repeatable; self.isFlag = isFlag; self.defaultValue = defaultValue
        self.kind = kind; self.hidden = hidden
    }

    /// A flag: `--strict`.
    public static func flag(_ long: String, short: Character? = nil, help: String,
                            repeatable: Bool = false, hidden: Bool = false) -> OptionSpec {
        OptionSpec(long: long, short: short, help: help, repeatable: repeatable, isFlag: true, hidden: hidden)
    }

    /// An option taking any string: `--db PATH`.
    public static func option(_ long: String, short: Character? = nil, valueName: String? = nil, help: String,
                              default defaultValue: String? = nil, repeatable: Bool = false,
                              hidden: Bool = false) -> OptionSpec {
        OptionSpec(long: long, short: short, valueName: valueName, help: help, repeatable: repeatable,
                   defaultValue: defaultValue, hidden: hidden)
    }

    /// An option taking one of `allowed` (or an alias of one): `--format text|json|…`.
    public static func choice(_ long: String, short: Character? = nil, valueName: String? = nil,
                              _ allowed: [String], aliases: AliasTable = [:], help: String,
                              default defaultValue: String? = nil, repeatable: Bool = false,
                              hidden: Bool = false) -> OptionSpec {
        OptionSpec(long: long, short: short, valueName: valueName, help: help, allowed: allowed, aliases: aliases,
                   repeatable: repeatable, defaultValue: defaultValue, hidden: hidden)
    }

    /// An option taking a non-negative (by default) integer: `--limit N`.
    public static func integer(_ long: String, short: Character? = nil, valueName: String = "N", help: String,
                               default defaultValue: Int? = nil, min: Int = 0, max: Int? = nil,
                               hidden: Bool = false) -> OptionSpec {
        OptionSpec(long: long, short: short, valueName: valueName, help: help,
                   defaultValue: defaultValue.map { String($0) }, kind: .integer(min: min, max: max), hidden: hidden)
    }

    /// The standard `--format` option (`-f`), restricted to `formats`.
    public static func format(_ formats: [OutputFormat] = OutputFormat.allCases,
                              default defaultFormat: OutputFormat = .text,
                              help: String = "Output format.") -> OptionSpec {
        let names = formats.map { $0.rawValue }
        let aliases = AliasTable(OutputFormat.aliasPairs.filter { names.contains($0.1) })
        return .choice("format", short: "f", valueName: "FORMAT", names, aliases: aliases, help: help,
                       default: defaultFormat.rawValue)
    }

    /// `--color WHEN`, accepted by every command (added automatically).
    public static let color = OptionSpec.choice(
        "color", valueName: "WHEN", ColorChoice.allCases.map(\.rawValue),
        help: "Colour output: auto (only on a terminal, not with NO_COLOR or TERM=dumb), always or never.",
        default: "auto")
    /// `-h, --help`, accepted by every command (added automatically).
    public static let help = OptionSpec.flag("help", short: "h", help: "Show help for this command.")

    /// `--version`, accepted before a command only.
    public static let version = OptionSpec.flag("version", help: "Print the version.")

    /// The options accepted before the command (`barguide --color never search …`), as specs:
    /// the overview, the dispatcher's suggestions, the completions and the man page read them.
    public static let global: [OptionSpec] = [
        .flag("help", short: "h", help: "Show this overview (after a command: that command's help)."),
        .version,
        .choice("color", valueName: "WHEN", ColorChoice.allCases.map(\.rawValue),
                help: "Colour output (auto: only on a terminal, not with NO_COLOR or TERM=dumb). Also accepted after a command.",
                default: "auto"),
    ]

    /// "--format" (for messages).
    public var displayName: String { "--" + long }

    /// Choice lists up to this long are spelled out in usage lines (`--format text|json`);
    /// longer ones show the value name (`--scope SCOPE`).
    static let usageChoiceLimit = 5

    /// How the option reads in a usage line: `--strict`, `--db PATH`, `--format text|json`.
    public var usageForm: String {
        if isFlag { return displayName }
        if let allowed, allowed.count <= OptionSpec.usageChoiceLimit {
            return displayName + " " + allowed.joined(separator: "|")
        }
        return displayName + " " + (valueName ?? "VALUE")
    }
}

/// A positional argument.
public struct PositionalSpec: Sendable, Equatable {
    /// Name shown in help and messages: "QUERY".
    public var name: String
    public var help: String
    /// May be absent.
    public var isOptional: Bool
    /// Collects all remaining positional arguments (only the last positional may be variadic).
    public var isVariadic: Bool

    public init(_ name: String, help: String, optional: Bool = false, variadic: Bool = false) {
        self.name = name; self.help = help; self.isOptional = optional; self.isVariadic = variadic
    }
}

/// Everything the parser and the help renderer need to know about one command.
public struct CommandSpec: Sendable, Equatable {
    /// The word after `barguide`: "search".
    public var name: String
    /// One line, shown in the overview and at the top of the command's help.
    public var abstract: String
    /// Longer explanation (paragraphs separated by blank lines); wrapped to the terminal.
    public var discussion: String
    /// The command's own options (`--color` and `--help` are added automatically).
    public var options: [OptionSpec]
    public var positionals: [PositionalSpec]
    /// Full command lines, shown verbatim under EXAMPLES.
    public var examples: [String]

    public init(name: String, abstract: String, discussion: String = "",
                options: [OptionSpec] = [], positionals: [PositionalSpec] = [], examples: [String] = []) {
        self.name = name; self.abstract = abstract; self.discussion = discussion
        self.options = options; self.positionals = positionals; self.examples = examples
    }

    /// The usage line, generated from the spec so that it cannot drift from what the parser
    /// accepts: `barguide search QUERY... [--scope SCOPE] … [--format text|json|jsonl|markdown]`.
    /// The options every command takes (`--color`, `--help`) and hidden ones are left out.
    public var usage: String { usageParts.joined(separator: " ") }

    /// The usage line's words: program, command, each positional, each `[option]` (help wraps
    /// between them, never inside an option).
    public var usageParts: [String] {
        var parts = [BarGuideMain.programName, name]
        for p in positionals {
            let s = p.isVariadic ? p.name + "..." : p.name
            parts.append(p.isOptional ? "[\(s)]" : s)
        }
        for o in options where !o.hidden && o.long != "help" && o.long != "color" {
            parts.append("[" + o.usageForm + "]")
        }
        return parts
    }

    /// The command's options followed by the common ones it does not redefine.
    public var allOptions: [OptionSpec] {
        var all = options
        for common in [OptionSpec.color, OptionSpec.help] where !all.contains(where: { $0.long == common.long }) {
            all.append(common)
        }
        return all
    }

    /// Problems with the spec itself (duplicate names, bad defaults, misplaced variadic); empty when fine.
    /// Meant for a unit test over the command registry.
    public func validate() -> [String] {
        var problems: [String] = []
        var longs = Set<String>(), shorts = Set<Character>()
        for o in allOptions {
            if o.long.isEmpty || o.long.hasPrefix("-") || o.long.contains("=") { problems.append("\(name): bad option name '\(o.long)'") }
            if !longs.insert(o.long).inserted { problems.append("\(name): duplicate option '--\(o.long)'") }
            if let s = o.short {
                if s == "-" || s.isNumber { problems.append("\(name): bad short name '-\(s)'") }
                if !shorts.insert(s).inserted { problems.append("\(name): duplicate short option '-\(s)'") }
            }
            if let d = o.defaultValue {
                do { _ = try ArgumentParser.validatedValue(d, for: o, command: name) } catch {
                    problems.append("\(name): default '\(d)' of '--\(o.long)' is not valid")
                }
            }
            for (alias, canonical) in o.aliases where !(o.allowed ?? []).contains(canonical) {
                problems.append("\(name): alias '\(alias)' of '--\(o.long)' maps to unknown value '\(canonical)'")
            }
        }
        for (i, p) in positionals.enumerated() {
            if p.isVariadic && i != positionals.count - 1 { problems.append("\(name): variadic '\(p.name)' is not last") }
            if !p.isOptional && i > 0 && positionals[i - 1].isOptional {
                problems.append("\(name): required '\(p.name)' follows an optional positional")
            }
        }
        return problems
    }
}

/// Alias -> canonical pairs, in declaration order; the first pair for a key wins.
///
/// A list rather than a `Dictionary`: hashing a non-ASCII key normalizes it, and the search
/// command's scope aliases (Russian and Chinese bar names) would make building its spec costly
/// on every start. Lookups happen once per option value, so a linear scan
/// over a few dozen pairs is the cheaper side.
public struct AliasTable: Sendable, Sequence, ExpressibleByDictionaryLiteral {
    /// The pairs as given: kept as they are (no copy into labelled tuples), since the search
    /// command's spec holds the whole bar-name table and is built at every start.
    private var storage: [(String, String)]

    public init(_ pairs: [(String, String)]) {
        storage = pairs
    }

    public init(dictionaryLiteral elements: (String, String)...) {
        self.init(elements)
    }

    /// The pairs, in declaration order.
    public var pairs: [(key: String, value: String)] { storage.map { (key: $0.0, value: $0.1) } }

    public subscript(key: String) -> String? {
        storage.first { $0.0 == key }?.1
    }

    public var keys: [String] { storage.map { $0.0 } }
    public var isEmpty: Bool { storage.isEmpty }
    public var count: Int { storage.count }

    public struct Iterator: IteratorProtocol {
        var base: IndexingIterator<[(String, String)]>
        public mutating func next() -> (key: String, value: String)? {
            base.next().map { (key: $0.0, value: $0.1) }
        }
    }

    public func makeIterator() -> Iterator { Iterator(base: storage.makeIterator()) }
}

extension AliasTable: Equatable {
    public static func == (a: AliasTable, b: AliasTable) -> Bool {
        a.storage.elementsEqual(b.storage) { $0.0 == $1.0 && $0.1 == $1.1 }
    }
}
