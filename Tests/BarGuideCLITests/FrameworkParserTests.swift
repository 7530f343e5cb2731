import Testing
@testable import BarGuideCLI

/// A spec resembling `barguide search`, used only by these tests.
let searchLikeSpec = CommandSpec(
    name: "search",
    abstract: "Search the guidelines.",
    discussion: "Finds rules.\n\nSecond paragraph.",
    options: [
        .format(),
        .integer("limit", short: "n", help: "At most N results.", default: 10),
        .option("db", valueName: "PATH", help: "Database file."),
        .flag("strict", help: "Fail on warnings."),
        .option("scope", valueName: "SCOPE", help: "Restrict to a scope.", repeatable: true),
        .flag("verbose", short: "v", help: "More output.", repeatable: true),
        .choice("sort", ["score", "id"], aliases: ["relevance": "score"], help: "Sort order.", default: "score"),
    ],
    positionals: [PositionalSpec("QUERY", help: "What to search for.")],
    examples: ["barguide search \"tab bar\" --limit 3"]
)

private func parse(_ args: [String], _ spec: CommandSpec = searchLikeSpec) throws -> ParsedArguments {
    try ArgumentParser.parse(args, spec: spec)
}

/// The usage message thrown for `args`, or nil when parsing succeeds.
private func usageMessage(_ args: [String], _ spec: CommandSpec = searchLikeSpec) -> String? {
    do {
        _ = try ArgumentParser.parse(args, spec: spec)
        return nil
    } catch {
        guard case .usage(let message, let command) = error else { return "not a usage error: \(error)" }
        #expect(command == spec.name)
        return message
    }
}

@Suite("Framework: argument parser")
struct FrameworkParserTests {
    @Test func optionForms() throws {
        let a = try parse(["tab bar", "--format", "json", "--limit=5", "--db", "/tmp/x.db", "--strict"])
        #expect(a.positional("QUERY") == "tab bar")
        #expect(a.string("format") == "json")
        #expect(a.format == .json)
        #expect(try a.int("limit") == 5)
        #expect(a.string("db") == "/tmp/x.db")
        #expect(a.flag("strict"))
        #expect(!a.flag("verbose"))
        #expect(!a.helpRequested)

        let b = try parse(["-f", "jsonl", "-n", "0", "q"])
        #expect(b.format == .jsonl)
        #expect(try b.int("limit") == 0)
        #expect(b.arguments == ["q"])

        let c = try parse(["-n7", "-f=md", "q"])
        #expect(try c.int("limit") == 7)
        #expect(c.format == .markdown)
    }

    @Test func defaults() throws {
        let a = try parse(["q"])
        #expect(a.format == .text)
        #expect(try a.int("limit") == 10)
        #expect(a.string("db") == nil)
        #expect(!a.isSet("limit"))
        #expect(a.string("sort") == "score")
        #expect(a.colorChoice == nil)
        #expect(try a.int("db", default: 3) == 3)
    }

    @Test func valueMayContainEqualsAndBeEmpty() throws {
        let a = try parse(["--db=a=b.db", "q"])
        #expect(a.string("db") == "a=b.db")
        let b = try parse(["--db=", "q"])
        #expect(b.string("db") == "")
    }

    @Test func doubleDashEndsOptions() throws {
        let a = try parse(["--", "-weird"])
        #expect(a.positional("QUERY") == "-weird")
        let b = try parse(["--limit", "2", "--", "--format"])
        #expect(b.positional("QUERY") == "--format")
        #expect(b.format == .text)
        #expect(usageMessage(["--", "a", "b"]) == "unexpected argument 'b'")
    }

    @Test func dashAloneAndNegativeNumbersArePositionals() throws {
        #expect(try parse(["-"]).positional("QUERY") == "-")
        #expect(try parse(["-1"]).positional("QUERY") == "-1")
    }

    @Test func optionsMayFollowPositionals() throws {
        let a = try parse(["status bar", "-n", "3"])
        #expect(a.positional("QUERY") == "status bar")
        #expect(try a.int("limit") == 3)
    }

    @Test func repeatable() throws {
        let a = try parse(["q", "--scope", "tab", "--scope=nav", "-v", "-v"])
        #expect(a.strings("scope") == ["tab", "nav"])
        #expect(a.count("verbose") == 2)
        #expect(a.flag("verbose"))
    }

    @Test func choicesAndAliases() throws {
        #expect(try parse(["q", "--sort", "relevance"]).string("sort") == "score")
        #expect(try parse(["q", "--format", "ndjson"]).format == .jsonl)
        #expect(usageMessage(["q", "--format", "xml"]) ==
                "invalid value 'xml' for '--format': expected one of text, json, jsonl, markdown")
        #expect(usageMessage(["q", "--format", "jsn"]) ==
                "invalid value 'jsn' for '--format': expected one of text, json, jsonl, markdown; did you mean 'json'?")
        // Choices are case-insensitive; near misses get a suggestion.
        #expect(try parse(["q", "--sort", "Score"]).string("sort") == "score")
        #expect(try parse(["q", "--format", "JSON"]).format == .json)
        #expect(usageMessage(["q", "--sort", "scroe"])?.hasSuffix("did you mean 'score'?") == true)
    }

    @Test func integers() {
        #expect(usageMessage(["q", "--limit", "abc"]) == "invalid value 'abc' for '--limit': expected a non-negative integer")
        #expect(usageMessage(["q", "--limit", "-5"]) == "invalid value '-5' for '--limit': expected a non-negative integer")
        #expect(usageMessage(["q", "--limit=+5"])?.hasPrefix("invalid value '+5' for '--limit'") == true)
        #expect(usageMessage(["q", "--limit", "1.5"])?.hasPrefix("invalid value '1.5'") == true)
        #expect(usageMessage(["q", "--limit", "99999999999999999999999"])?.hasPrefix("invalid value '99999999999999999999999'") == true)
        #expect(usageMessage(["q", "--limit", ""])?.hasPrefix("invalid value '' for '--limit'") == true)
    }

    @Test func bounds() {
        let spec = CommandSpec(name: "t", abstract: "", options: [.integer("n", help: "", min: 1, max: 5)])
        #expect(usageMessage(["--n", "0"], spec) == "invalid value '0' for '--n': expected an integer from 1 to 5")
        #expect(usageMessage(["--n", "6"], spec) == "invalid value '6' for '--n': expected an integer from 1 to 5")
        #expect(usageMessage(["--n", "5"], spec) == nil)
    }

    @Test func intAccessorValidatesStringOptions() throws {
        let a = try parse(["q", "--db", "12"])
        #expect(try a.int("db") == 12)
        let b = try parse(["q", "--db", "x"])
        #expect(throws: CLIError.usage("invalid value 'x' for '--db': expected a non-negative integer", command: "search")) {
            try b.int("db")
        }
    }

    @Test func unknownOptions() {
        #expect(usageMessage(["q", "--fromat", "json"]) == "unknown option '--fromat'; did you mean '--format'?")
        #expect(usageMessage(["q", "--fromat=json"]) == "unknown option '--fromat'; did you mean '--format'?")
        #expect(usageMessage(["q", "-limit", "3"]) == "unknown option '-limit'; did you mean '--limit'?")
        #expect(usageMessage(["q", "--zzzzzz"]) == "unknown option '--zzzzzz'")
        #expect(usageMessage(["q", "-x"]) == "unknown option '-x'; to pass '-x' as an argument, put '--' before it: 'barguide search -- -x'")
        #expect(usageMessage(["q", "-vv"])?.hasPrefix("unknown option '-vv';") == true)  // no bundling
        #expect(usageMessage(["q", "--colour", "never"]) == "unknown option '--colour'; did you mean '--color'?")
    }

    @Test func missingValues() {
        #expect(usageMessage(["q", "--format"]) == "missing value for option '--format'")
        #expect(usageMessage(["q", "--format", "--strict"]) == "missing value for option '--format'")
        #expect(usageMessage(["q", "-n", "-f", "json"]) == "missing value for option '--limit'")
        #expect(usageMessage(["q", "--db", "--"]) == "missing value for option '--db'")
    }

    /// ripgrep's rule: a repeated option's last value wins; a repeated flag is the flag.
    @Test func repeatedNonRepeatableLastWins() throws {
        #expect(try parse(["q", "--format", "json", "-f", "text"]).format == .text)
        #expect(try parse(["q", "--sort", "id", "--sort=relevance"]).string("sort") == "score")
        #expect(try parse(["q", "--strict", "--strict"]).flag("strict"))
        #expect(usageMessage(["q", "--format", "bogus", "-f", "text"])?.hasPrefix("invalid value 'bogus' for '--format'") == true)
    }

    @Test func flagWithValue() {
        #expect(usageMessage(["q", "--strict=yes"]) == "option '--strict' does not take a value")
    }

    @Test func positionalErrors() {
        #expect(usageMessage([]) == "missing argument 'QUERY'")
        #expect(usageMessage(["--limit", "3"]) == "missing argument 'QUERY'")
        #expect(usageMessage(["a", "b"]) == "unexpected argument 'b'")
    }

    @Test func optionalAndVariadicPositionals() throws {
        let spec = CommandSpec(name: "show", abstract: "", positionals: [
            PositionalSpec("ID", help: ""), PositionalSpec("MORE", help: "", optional: true, variadic: true),
        ])
        #expect(try parse(["a"], spec).positionals("MORE") == [])
        #expect(try parse(["a", "b", "c"], spec).positionals("MORE") == ["b", "c"])
        #expect(try parse(["a", "b", "c"], spec).positional("ID") == "a")
        let opt = CommandSpec(name: "stats", abstract: "", positionals: [PositionalSpec("X", help: "", optional: true)])
        #expect(try parse([], opt).positional("X") == nil)
    }

    @Test func helpWinsOverErrors() throws {
        #expect(try parse(["--bogus", "--help"]).helpRequested)
        #expect(try parse(["-h"]).helpRequested)
        // After `--`, "--help" is a query.
        let a = try parse(["--", "--help"])
        #expect(!a.helpRequested)
        #expect(a.positional("QUERY") == "--help")
    }

    @Test func colorOption() throws {
        #expect(try parse(["q", "--color", "never"]).colorChoice == .never)
        #expect(try parse(["q", "--color=always"]).colorChoice == .always)
        #expect(usageMessage(["q", "--color", "sometimes"])?.hasPrefix("invalid value 'sometimes' for '--color': expected one of auto, always, never") == true)
    }

    @Test func controlCharactersInArgumentsAreNotEchoed() {
        let message = usageMessage(["q", "--\u{1B}[31mx"]) ?? ""
        #expect(!message.contains("\u{1B}"))
    }

    @Test func specValidation() {
        #expect(searchLikeSpec.validate() == [])
        let bad = CommandSpec(name: "bad", abstract: "", options: [
            .flag("x", short: "h", help: ""),
            .integer("n", help: "", default: -1),
            .choice("c", ["a"], aliases: ["b": "z"], help: ""),
        ], positionals: [PositionalSpec("A", help: "", variadic: true), PositionalSpec("B", help: "")])
        let problems = bad.validate()
        #expect(problems.contains("bad: duplicate short option '-h'"))
        #expect(problems.contains("bad: default '-1' of '--n' is not valid"))
        #expect(problems.contains("bad: alias 'b' of '--c' maps to unknown value 'z'"))
        #expect(problems.contains("bad: variadic 'A' is not last"))
    }

    @Test func suggestions() {
        #expect(Suggest.distance("kitten", "sitting") == 3)
        #expect(Suggest.distance("exprot", "export") == 1)  // transposition
        #expect(Suggest.distance("", "abc") == 3)
        #expect(Suggest.best(for: "serch", among: ["ingest", "search", "stats"]) == "search")
        #expect(Suggest.best(for: "sta", among: ["search", "stats"]) == "stats")
        #expect(Suggest.best(for: "exprot", among: ["export", "schema"]) == "export")
        #expect(Suggest.best(for: "zzz", among: ["search", "stats"]) == nil)
        #expect(Suggest.best(for: "SEARCH", among: ["search"]) == "search")
    }
}
