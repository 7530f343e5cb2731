// End-to-end tests of the built `barguide` binary: help, errors and exit codes, determinism of
// ingest + export, the export schema, first use of the default database, colour, broken pipes.
import Testing
import Foundation
@testable import BarGuideCLI
import BarGuideKit
#if canImport(Glibc)
import Glibc
#endif

// MARK: - Shared fixtures (used by the other end-to-end suites too)

/// The repository's seed corpus, ingested once per test process. Treat the file as read-only:
/// copy it (`SeedDatabase.copy(to:)`) before changing it.
enum SeedDatabase {
    private static let built: (path: String, ingest: BinaryResult)? = {
        guard let directory = try? TemporaryDirectory(prefix: "barguide-seed") else { return nil }
        directory.removeAtExit()
        let path = directory.file("seed.sqlite")
        let result = BinaryRunner.run(["ingest", "--corpus", BinaryRunner.corpusDirectory, "--db", path])
        return (path, result)
    }()

    /// The path of the seed database; records a test issue when it could not be built.
    static var path: String {
        guard let built else {
            Issue.record("cannot create a temporary directory for the seed database")
            return "/nonexistent/seed.sqlite"
        }
        if built.ingest.status != 0 { Issue.record("seed ingest failed: \(built.ingest)") }
        return built.path
    }

    /// Copies the seed database to `destination` and returns it.
    @discardableResult
    static func copy(to destination: String) throws -> String {
        try FileManager.default.copyItem(atPath: path, toPath: destination)
        return destination
    }
}

extension BinaryResult {
    /// Stdout parsed as one JSON value (nil when it is not JSON).
    var json: JSONValue? { try? JSONValue.parse(stdout) }

    /// The run ended by itself with a documented exit code and no crash report.
    var endedCleanly: Bool {
        signal == nil && !timedOut && (0...3).contains(status)
            && !err.contains("Fatal error") && !err.contains("Stack dump") && !err.contains("backtrace")
    }
}

/// Scalars that must never reach a terminal: C0 controls other than LF/TAB (CR too: a pty adds
/// it, so callers strip CRLF first), DEL, C1 controls, and Unicode bidi controls.
func terminalUnsafeScalars(_ text: String, allowEscape: Bool = false) -> [Unicode.Scalar] {
    text.unicodeScalars.filter { c in
        switch c.value {
        case 0x0A, 0x09: return false
        case 0x1B: return !allowEscape
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: return true
        default: return false
        }
    }
}

/// Whether the bytes contain ESC.
func hasEscape(_ bytes: [UInt8]) -> Bool { bytes.contains(0x1B) }

// MARK: - Tests

@Suite("CLI: the built binary", .timeLimit(.minutes(5)))
struct CLITests {
    static let commandNames = CommandRegistry.all.map { $0.spec.name }
    static let expectedRuleKeys: Set<String> = ["id", "bars", "kind", "modality", "lang", "document", "heading", "group",
                                                "lines", "headline", "text", "items", "symbols", "flags"]

    // MARK: Help and version

    @Test("overview: --help, -h, help, help help, and no arguments", arguments: [
        ["--help"], ["-h"], ["help"], ["help", "help"], ["help", "--help"], [],
    ])
    func overview(_ args: [String]) {
        let r = BinaryRunner.run(args)
        #expect(r.status == 0, "\(r)")
        #expect(r.stderr.isEmpty, "\(r)")
        #expect(r.out.contains("USAGE: barguide COMMAND [options]"), "\(r)")
        for spec in CommandRegistry.all.map({ $0.spec }) {
            #expect(r.out.contains("  \(spec.name) "), "overview lists \(spec.name)")
        }
        #expect(r.out.contains("EXIT CODES:"))
    }

    @Test("every command's help has its abstract and USAGE line, in all spellings",
          arguments: CommandRegistry.all.map { $0.spec.name })
    func commandHelp(_ name: String) throws {
        let spec = try #require(CommandRegistry.all.first { $0.spec.name == name }?.spec)
        let forms = [["help", name], [name, "--help"], [name, "-h"], [name, "--format", "nonsense", "--help"]]
        var outputs: [String] = []
        for args in forms {
            let r = BinaryRunner.run(args)
            #expect(r.status == 0, "\(args): \(r)")
            #expect(r.stderr.isEmpty, "\(args): \(r)")
            // The abstract opens the help (wrapped to at most 100 columns).
            let beforeUsage = r.out.components(separatedBy: "\n\nUSAGE:").first ?? ""
            #expect(beforeUsage.split(separator: "\n").joined(separator: " ") == spec.abstract, "\(args)")
            // The usage line, wrapped between its words with continuation lines indented by 7.
            let usageLines = (r.out.components(separatedBy: "\nUSAGE: ").dropFirst().first ?? "").split(separator: "\n")
            let usage = ([usageLines.first ?? ""] + usageLines.dropFirst().prefix { $0.hasPrefix("       ") })
                .map { $0.drop(while: { $0 == " " }) }.joined(separator: " ")
            #expect(usage == spec.usage, "\(args): \(r)")
            outputs.append(r.out)
        }
        #expect(Set(outputs).count == 1, "all spellings of \(name)'s help print the same text")
    }

    @Test func version() {
        let r = BinaryRunner.run(["--version"])
        #expect(r.status == 0)
        #expect(r.out == "barguide \(BarGuideMain.version)\n")
        #expect(r.stderr.isEmpty)
    }

    // MARK: Usage errors (exit 2)

    /// Checks a usage error: exit 2, nothing on stdout, the error line, a usage line and a hint.
    func expectUsageError(_ r: BinaryResult, _ message: String, usage: String? = nil,
                          sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(r.status == 2, "\(r)", sourceLocation: sourceLocation)
        #expect(r.stdout.isEmpty, "\(r)", sourceLocation: sourceLocation)
        let lines = r.err.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("barguide: error: ") == true, "\(r)", sourceLocation: sourceLocation)
        #expect(r.err.contains(message), "expected «\(message)» in \(r)", sourceLocation: sourceLocation)
        #expect(r.err.contains("usage: \(usage ?? "barguide")"), "\(r)", sourceLocation: sourceLocation)
        #expect(r.err.contains("Run 'barguide help"), "\(r)", sourceLocation: sourceLocation)
        #expect(r.endedCleanly, "\(r)", sourceLocation: sourceLocation)
    }

    @Test func unknownCommandSuggestsTheClosestOne() {
        expectUsageError(BinaryRunner.run(["serch", "tab bar"]),
                         "unknown command 'serch'; did you mean 'search'?", usage: "barguide COMMAND [options]")
        expectUsageError(BinaryRunner.run(["exprot"]), "did you mean 'export'?")
        expectUsageError(BinaryRunner.run(["help", "serch"]), "unknown command 'serch'; did you mean 'search'?")
        expectUsageError(BinaryRunner.run(["xyzzy"]), "unknown command 'xyzzy'")
    }

    @Test func unknownOptionShowsUsageAndHint() {
        let searchUsage = "barguide search QUERY"
        expectUsageError(BinaryRunner.run(["search", "--limt", "3", "tab"]),
                         "unknown option '--limt'; did you mean '--limit'?", usage: searchUsage)
        expectUsageError(BinaryRunner.run(["search", "-x", "tab"]), "unknown option '-x'", usage: searchUsage)
        expectUsageError(BinaryRunner.run(["export", "--bogus"]), "unknown option '--bogus'", usage: "barguide export")
        expectUsageError(BinaryRunner.run(["--bogus", "search", "tab"]), "unknown option '--bogus'")
        // A command option before the command says where it belongs.
        expectUsageError(BinaryRunner.run(["--limit", "3", "search", "tab"]), "options of a command go after it")
    }

    @Test func badOptionValues() {
        let db = SeedDatabase.path
        expectUsageError(BinaryRunner.run(["search", "--db", db, "--limit", "abc", "tab"]),
                         "invalid value 'abc' for '--limit'", usage: "barguide search")
        expectUsageError(BinaryRunner.run(["search", "--db", db, "--limit", "-1", "tab"]), "'--limit'")
        expectUsageError(BinaryRunner.run(["search", "--db", db, "--offset", "1e3", "tab"]), "'--offset'")
        // Page arithmetic never overflows: huge values are usage errors, the largest allowed works.
        expectUsageError(BinaryRunner.run(["search", "--db", db, "--offset", "9223372036854775807", "tab"]), "'--offset'")
        expectUsageError(BinaryRunner.run(["search", "--db", db, "--limit", "9223372036854775807", "tab"]), "'--limit'")
        let far = BinaryRunner.run(["search", "--db", db, "--offset", "1000000000", "--limit", "1000000000", "tab"])
        // Nothing that far, but matches exist: an empty page is a success (the exit-code rule).
        #expect(far.status == 0, "nothing that far: \(far)")
        #expect(far.out.contains("--offset 1000000000 is past the last one"), "\(far)")
        #expect(far.stderr.isEmpty, "\(far)")
        expectUsageError(BinaryRunner.run(["search", "--db", db, "tab", "--limit"]),
                         "missing value for option '--limit'")
        expectUsageError(BinaryRunner.run(["export", "--db", db, "--format", "xml"]),
                         "invalid value 'xml' for '--format'")
        expectUsageError(BinaryRunner.run(["search", "--db", db, "--color", "sometimes", "tab"]), "'--color'")
        expectUsageError(BinaryRunner.run(["search", "--db", db]), "QUERY")
        expectUsageError(BinaryRunner.run(["search", "--db", db, "   "]), "QUERY")
        expectUsageError(BinaryRunner.run(["analyze"]), "TEXT")
    }

    @Test func unknownScopeListsTheValidOnes() {
        let r = BinaryRunner.run(["search", "--db", SeedDatabase.path, "--scope", "nowhere", "tab"])
        expectUsageError(r, "invalid value 'nowhere' for '--scope'", usage: "barguide search")
        for scope in ["all", "status-bar", "navigation-bar", "toolbar", "tab-bar", "search-bar", "scope-bar"] {
            #expect(r.err.contains(scope), "the error lists scope \(scope): \(r)")
        }
        // Aliases still work.
        #expect(BinaryRunner.run(["search", "--db", SeedDatabase.path, "--scope", "tab", "bar"]).status == 0)
    }

    @Test("malformed queries are usage errors", arguments: [
        ["\"tab bar"],            // unbalanced quote
        ["tab", "\"bar"],         // unbalanced quote in a later word
        ["-"],                    // a bare '-'
        ["tab", "-"],
    ])
    func malformedQuery(_ query: [String]) {
        let r = BinaryRunner.run(["search", "--db", SeedDatabase.path] + query)
        expectUsageError(r, "query", usage: "barguide search")
    }

    @Test func doubleDashEndsOptions() throws {
        let db = SeedDatabase.path
        // After `--`, words that look like options are query text.
        let r = BinaryRunner.run(["search", "--db", db, "--format", "json", "--", "tab", "bar", "-xyzzy"])
        #expect(r.status == 0, "\(r)")
        let json = try #require(r.json, "\(r)")
        #expect(json["query"]?.stringValue == "tab bar -xyzzy")
        #expect((json["results"]?.arrayValue?.count ?? 0) > 0)

        // `search -- -x`: '-x' is an exclusion in the query, not an unknown option.
        let exclusionOnly = BinaryRunner.run(["search", "--db", db, "--", "-x"])
        expectUsageError(exclusionOnly, "query", usage: "barguide search")
        #expect(!exclusionOnly.err.contains("unknown option"), "\(exclusionOnly)")
        // Without `--` it is an unknown option.
        expectUsageError(BinaryRunner.run(["search", "--db", db, "-x"]), "unknown option '-x'")

        // `--help` after `--` is not a request for help.
        let notHelp = BinaryRunner.run(["search", "--db", db, "--format", "json", "--", "--help", "tab"])
        #expect(!notHelp.out.contains("USAGE:"), "\(notHelp)")
        #expect(notHelp.endedCleanly, "\(notHelp)")
        // Global `--` then the command.
        #expect(BinaryRunner.run(["--", "search", "--db", db, "tab"]).status == 0)
    }

    // MARK: Exit codes 0 / 1

    @Test func foundAndNotFound() throws {
        let db = SeedDatabase.path
        let found = BinaryRunner.run(["search", "--db", db, "tab bar"])
        #expect(found.status == 0, "\(found)")
        #expect(found.stderr.isEmpty, "\(found)")
        #expect(found.out.contains("tab-bar"), "\(found)")

        for format in ["text", "json", "jsonl", "markdown"] {
            let none = BinaryRunner.run(["search", "--db", db, "--format", format, "zqxjvwkplm"])
            #expect(none.status == 1, "\(format): \(none)")
            #expect(none.stderr.isEmpty, "\(format): \(none)")
            if format == "json" {
                let json = try #require(none.json, "\(none)")
                #expect(json["results"]?.arrayValue?.isEmpty == true)
                #expect(json["total"]?.intValue == 0)
            }
            if format == "jsonl" { #expect(none.stdout.isEmpty) }
        }
        let foundJSON = BinaryRunner.run(["search", "--db", db, "--format", "json", "строка состояния"])
        #expect(foundJSON.status == 0, "\(foundJSON)")
        #expect((foundJSON.json?["results"]?.arrayValue?.count ?? 0) > 0, "\(foundJSON)")
    }

    // MARK: Ingest determinism and the export schema

    @Test func twoIngestsGiveByteIdenticalExports() throws {
        let a = try TemporaryDirectory(), b = try TemporaryDirectory()
        let dbA = a.file("a.sqlite"), dbB = b.file("nested-name.sqlite")
        let ingestA = BinaryRunner.run(["ingest", "--corpus", BinaryRunner.corpusDirectory, "--db", dbA])
        let ingestB = BinaryRunner.run(["ingest", "--corpus", BinaryRunner.corpusDirectory + "/", "--db", dbB,
                                        "--format", "json"])
        #expect(ingestA.status == 0, "\(ingestA)")
        #expect(ingestB.status == 0, "\(ingestB)")
        #expect(ingestB.json?["schema_version"]?.intValue == 1, "\(ingestB)")

        for format in ["json", "jsonl"] {
            let exportA = BinaryRunner.run(["export", "--db", dbA, "--format", format])
            let exportB = BinaryRunner.run(["export", "--db", dbB, "--format", format])
            #expect(exportA.status == 0 && exportB.status == 0, "\(exportA)\n\(exportB)")
            #expect(exportA.stdout.count > 10_000)
            #expect(exportA.stdout == exportB.stdout, "export --format \(format) differs between two ingests")
        }
        // The same ids in the same order (and an export taken twice from one database is stable).
        let idsA = try ids(BinaryRunner.run(["export", "--db", dbA]))
        let idsB = try ids(BinaryRunner.run(["export", "--db", dbB]))
        #expect(!idsA.isEmpty)
        #expect(idsA == idsB)
        #expect(Set(idsA).count == idsA.count, "ids are unique")
        #expect(BinaryRunner.run(["export", "--db", dbA]).stdout == BinaryRunner.run(["export", "--db", dbA]).stdout)
    }

    func ids(_ r: BinaryResult) throws -> [String] {
        let rules = try #require(r.json?["rules"]?.arrayValue, "\(r)")
        return rules.compactMap { $0["id"]?.stringValue }
    }

    @Test func exportSchema() throws {
        let db = SeedDatabase.path
        let r = BinaryRunner.run(["export", "--db", db])
        #expect(r.status == 0, "\(r)")
        #expect(r.stderr.isEmpty)
        let top = try #require(r.json?.objectValue, "export is one JSON object")
        #expect(Set(top.keys) == ["schema_version", "rules"])
        #expect(top["schema_version"]?.intValue == 1)
        let rules = try #require(top["rules"]?.arrayValue)
        #expect(rules.count > 100)
        for rule in rules {
            let object = try #require(rule.objectValue)
            #expect(Set(object.keys) == Self.expectedRuleKeys, "keys of \(object["id"] ?? "?")")
            #expect(object["id"]?.stringValue?.isEmpty == false)
            #expect(object["bars"]?.arrayValue?.isEmpty == false)
            #expect(object["lines"]?["start"]?.intValue != nil && object["lines"]?["end"]?.intValue != nil)
            #expect(["ru", "zh-Hant", "zh-Hans", "en"].contains(object["lang"]?.stringValue ?? ""))
        }

        let jsonl = BinaryRunner.run(["export", "--db", db, "--format", "jsonl"])
        #expect(jsonl.status == 0)
        #expect(jsonl.stdout.last == UInt8(ascii: "\n"))
        let lines = jsonl.out.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == rules.count, "one rule per line")
        for (line, rule) in zip(lines, rules) {
            let value = try JSONValue.parse(String(line))
            #expect(value == rule, "jsonl line equals the json rule")
        }
        // ndjson is an alias of jsonl.
        #expect(BinaryRunner.run(["export", "--db", db, "--format", "ndjson"]).stdout == jsonl.stdout)
    }

    // MARK: The default database

    @Test func defaultDatabaseIsBuiltOnFirstUseFromAnotherDirectory() throws {
        let tmp = try TemporaryDirectory()
        // A copy of the binary, alone in its directory, run from yet another directory.
        let bin = tmp.file("bin")
        let cwd = tmp.file("elsewhere")
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: cwd, withIntermediateDirectories: true)
        let exe = bin + "/barguide"
        try FileManager.default.copyItem(atPath: try #require(BinaryRunner.executable), toPath: exe)

        let db = tmp.file("data/nested/deeper/barguide.sqlite")
        let env = ["BARGUIDE_DB": db, "HOME": tmp.file("home-unused")]
        let first = BinaryRunner.run(["search", "tab bar"], env: env, cwd: cwd, executable: exe)
        #expect(first.status == 0, "\(first)")
        #expect(first.err.contains("built the default database at \(db)"), "\(first)")
        #expect(first.out.contains("tab-bar"))
        #expect(FileManager.default.fileExists(atPath: db))
        #expect(!FileManager.default.fileExists(atPath: tmp.file("home-unused")), "BARGUIDE_DB wins over HOME")

        let second = BinaryRunner.run(["search", "tab bar"], env: env, cwd: cwd, executable: exe)
        #expect(second.status == 0)
        #expect(second.stderr.isEmpty, "the second run reuses the database: \(second)")
        #expect(second.stdout == first.stdout)

        // The embedded corpus is the repository's corpus: same rules as an explicit ingest.
        let embedded = BinaryRunner.run(["export"], env: env, cwd: cwd, executable: exe)
        let seeded = BinaryRunner.run(["export", "--db", SeedDatabase.path])
        #expect(embedded.status == 0)
        #expect(embedded.stdout == seeded.stdout, "default database export equals ingest of Corpus/")

        // No files were left in the working directory or beside the binary.
        #expect(try FileManager.default.contentsOfDirectory(atPath: cwd).isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: bin) == ["barguide"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp.file("data/nested/deeper"))
                == ["barguide.sqlite"])
    }

    @Test func defaultDatabaseLocationFollowsHomeAndXDG() throws {
        let tmp = try TemporaryDirectory()
        let home = tmp.file("home")
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        let viaHome = BinaryRunner.run(["stats"], env: ["BARGUIDE_DB": "", "HOME": home])
        #expect(viaHome.status == 0, "\(viaHome)")
        #expect(FileManager.default.fileExists(atPath: home + "/.local/share/barguide/barguide.sqlite"))

        let xdg = tmp.file("xdg")
        let viaXDG = BinaryRunner.run(["stats"], env: ["BARGUIDE_DB": "", "HOME": home, "XDG_DATA_HOME": xdg])
        #expect(viaXDG.status == 0, "\(viaXDG)")
        #expect(FileManager.default.fileExists(atPath: xdg + "/barguide/barguide.sqlite"))

        // Nowhere to put it: a data error, not a crash.
        let nowhere = BinaryRunner.run(["stats"], env: ["BARGUIDE_DB": "", "HOME": ""])
        #expect(nowhere.status == 3, "\(nowhere)")
        #expect(nowhere.err.hasPrefix("barguide: error: "), "\(nowhere)")
        #expect(nowhere.err.contains("BARGUIDE_DB"))
    }

    // MARK: Colour

    @Test func noColourWhenNotATerminalOrWithNoColor() throws {
        let db = SeedDatabase.path
        let tmp = try TemporaryDirectory()
        let runs: [[String]] = [
            ["search", "--db", db, "tab bar"], ["stats", "--db", db], ["--help"], ["help", "search"],
            ["analyze", "Скрыть строку состояния"], ["search", "--db", db, "--format", "markdown", "toolbar"],
            ["ingest", "--corpus", BinaryRunner.corpusDirectory, "--db", tmp.file("colour.sqlite")],
            ["serch", "tab"], ["search", "--db", tmp.file("missing.sqlite"), "tab"],
        ]
        for args in runs {
            let plain = BinaryRunner.run(args)
            #expect(!hasEscape(plain.stdout) && !hasEscape(plain.stderr), "\(args) without a terminal: \(plain)")
            let noColor = BinaryRunner.run(args, env: ["NO_COLOR": "1"])
            #expect(!hasEscape(noColor.stdout) && !hasEscape(noColor.stderr), "\(args) NO_COLOR: \(noColor)")
        }
    }

    @Test func colourAlwaysIsHonouredUnlessNoColorIsSet() {
        let db = SeedDatabase.path
        for args in [["search", "--db", db, "tab bar", "--color", "always"],
                     ["--color", "always", "search", "--db", db, "tab bar"],
                     ["--color=always", "stats", "--db", db],
                     ["search", "--color=always", "--db", db, "tab bar"]] {
            let coloured = BinaryRunner.run(args)
            #expect(coloured.status == 0, "\(coloured)")
            #expect(hasEscape(coloured.stdout), "\(args) colours output: \(coloured)")
            // Product rule: never colour with NO_COLOR, whatever the command line says.
            let suppressed = BinaryRunner.run(args, env: ["NO_COLOR": "1"])
            #expect(!hasEscape(suppressed.stdout), "\(args) with NO_COLOR=1 must not colour")
        }
        // JSON is never coloured.
        let json = BinaryRunner.run(["search", "--db", db, "tab bar", "--color", "always", "--format", "json"])
        #expect(!hasEscape(json.stdout) && json.json != nil)
        // never beats everything.
        #expect(!hasEscape(BinaryRunner.run(["search", "--db", db, "tab", "--color", "never"], terminal: true,
                                            timeout: 60).stdout))
    }

    @Test func colourOnATerminal() {
        let db = SeedDatabase.path
        let args = ["search", "--db", db, "tab bar"]
        let tty = BinaryRunner.run(args, env: ["TERM": "xterm-256color"], terminal: true)
        #expect(tty.status == 0, "\(tty)")
        #expect(hasEscape(tty.stdout), "a terminal gets colour: \(tty)")
        for env in [["TERM": "xterm", "NO_COLOR": "1"], ["TERM": "dumb"]] {
            let r = BinaryRunner.run(args, env: env, terminal: true)
            #expect(r.status == 0)
            #expect(!hasEscape(r.stdout), "\(env): \(r)")
            #expect(!r.out.isEmpty)
        }
        // Help on a terminal is styled too, and stays free of anything but SGR sequences.
        let help = BinaryRunner.run(["--help"], env: ["TERM": "xterm"], terminal: true)
        #expect(hasEscape(help.stdout))
        #expect(terminalUnsafeScalars(help.out.replacingOccurrences(of: "\r\n", with: "\n"), allowEscape: true).isEmpty)
    }

    // MARK: Broken pipe

    @Test("a reader that goes away early ends the run quietly", arguments: [
        ["export"], ["export", "--format", "jsonl"], ["search", "--format", "jsonl", "--limit", "500", "bar"],
        ["search", "--limit", "500", "панель"],
    ])
    func brokenPipe(_ args: [String]) {
        let r = BinaryRunner.run(args + ["--db", SeedDatabase.path], stdoutLimit: 10)
        #expect(r.status == 0, "\(r)")
        #expect(r.stderr.isEmpty, "nothing on stderr: \(r)")
        #expect(r.stdout.count == 10)
    }
}
