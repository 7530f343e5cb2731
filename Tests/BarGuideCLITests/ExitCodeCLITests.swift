// The exit-code rule, run through the built binary: 0 when the request succeeded
// (even an empty page of existing matches), 1 when nothing matched (JSON still one valid
// document), 2 usage, 3 data; and an empty database that says so.
import Testing
import Foundation
import BarGuideKit

@Suite struct ExitCodeCLITests {
    /// Validates `json` against the named schema; returns the violations.
    static func violations(_ json: JSONValue, schema name: String) throws -> [String] {
        try SchemaTests.validator(name).validate(json)
    }

    @Test func anEmptyPageOfExistingMatchesExitsZeroAndSaysHowToPage() throws {
        let all = try RuleCLI.json(["search", "tab", "--format", "json"])
        let total = try #require(all["total"]?.intValue)
        #expect(total > 10)

        let none = RuleCLI.run(["search", "tab", "-n", "0"])
        #expect(none.status == 0 && none.err.isEmpty, "\(none)")
        #expect(none.out.contains("\(total) results match; --limit 0 shows none of them. Page with --limit N and --offset N."), "\(none)")
        #expect(!none.out.contains("No results"))

        let past = RuleCLI.run(["search", "tab", "--offset", "100"])
        #expect(past.status == 0 && past.err.isEmpty, "\(past)")
        #expect(past.out.contains("\(total) results match; --offset 100 is past the last one. Page with --offset 0 to \(total - 1) and --limit N."), "\(past)")

        let json = try RuleCLI.json(["search", "tab", "--offset", "100", "--format", "json"])
        #expect(json["total"]?.intValue == total && json["results"]?.arrayValue?.isEmpty == true)
        #expect(try Self.violations(json, schema: "search").isEmpty)

        let markdown = RuleCLI.run(["search", "tab", "-n", "0", "--format", "markdown"])
        #expect(markdown.status == 0 && markdown.out.contains("> \(total) results match"), "\(markdown)")
        // JSON Lines: an empty stream, still a success.
        let lines = RuleCLI.run(["search", "tab", "-n", "0", "--format", "jsonl"])
        #expect(lines.status == 0 && lines.out.isEmpty && lines.err.isEmpty, "\(lines)")
    }

    @Test func nothingMatchedExitsOneAndJSONIsStillADocument() throws {
        let r = RuleCLI.run(["search", "qzxvyk", "--format", "json"])
        #expect(r.status == 1 && r.err.isEmpty, "\(r)")
        let json = try #require(r.json, "\(r)")
        #expect(json["total"]?.intValue == 0 && json["results"]?.arrayValue?.isEmpty == true)
        #expect(try Self.violations(json, schema: "search").isEmpty)

        let text = RuleCLI.run(["search", "qzxvyk"])
        #expect(text.status == 1 && text.out.hasSuffix("No results.\n"), "\(text)")
    }

    @Test func fallbacksThatShowResultsExitZeroAndSaySo() throws {
        // No rule has both words: the any-word fallback shows the closest.
        let or = RuleCLI.run(["search", "вкладок qzxvyk", "--format", "json"])
        #expect(or.status == 0, "\(or)")
        #expect(or.json?["fallback"] == .string("or") && or.json?["all_words_total"]?.intValue == 0, "\(or)")
        #expect(or.json?["results"]?.arrayValue?.isEmpty == false)
        let text = RuleCLI.run(["search", "вкладок qzxvyk"])
        #expect(text.status == 0 && text.out.contains("No rule matches every word"), "\(text)")
        // The seeds cover the search bar only in Russian: a Chinese query shows those.
        let other = RuleCLI.run(["search", "搜索栏", "--format", "json"])
        #expect(other.status == 0, "\(other)")
        #expect(other.json?["language_fallback"] == .bool(true) && other.json?["language"] == .string("zh"))
        #expect(other.json?["results"]?[0]?["lang"] == .string("ru"))
    }

    @Test func aScopeWithoutMatchesSaysWhereTheyAre() throws {
        let all = try RuleCLI.json(["search", "tab", "--format", "json"])
        let total = try #require(all["counts"]?["all"]?.intValue)
        #expect(all["counts"]?["status-bar"]?.intValue == 0)
        let r = RuleCLI.run(["search", "tab", "--scope", "status"])
        #expect(r.status == 1 && r.err.isEmpty, "\(r)")
        #expect(r.out.contains("No results in the status-bar scope; \(total) in all scopes (--scope all)."), "\(r)")
    }

    @Test func checklistWithoutGuidelinesPrintsAnEmptyDocumentAndAnError() throws {
        let r = RuleCLI.run(["checklist", "search-bar", "--lang", "zh", "--format", "json"])
        #expect(r.status == 1, "\(r)")
        #expect(r.err.hasPrefix("barguide: error: no guidelines for the search bar (search-bar) in 'zh'\n"), "\(r)")
        #expect(r.err.contains("hint: the search-bar checklist has rules in ru; try --lang all"), "\(r)")
        let json = try #require(r.json, "\(r)")
        #expect(json["bar"] == .string("search-bar") && json["lang"] == .string("zh"))
        #expect(json["groups"]?.arrayValue?.isEmpty == true && json["total"]?.intValue == 0)
        #expect(try Self.violations(json, schema: "checklist").isEmpty)
        // JSON Lines and Markdown: nothing on stdout, the same error.
        for format in ["jsonl", "markdown"] {
            let other = RuleCLI.run(["checklist", "search-bar", "--lang", "zh", "--format", format])
            #expect(other.status == 1 && other.out.isEmpty && other.err == r.err, "\(format): \(other)")
        }
    }

    @Test func lookupsThatFindNothingPrintAnEmptyDocument() throws {
        let show = RuleCLI.run(["show", "zz-not-a-rule", "--format", "json"])
        #expect(show.status == 1 && show.err.hasPrefix("barguide: error: no rule with id 'zz-not-a-rule'"), "\(show)")
        let shown = try #require(show.json, "\(show)")
        #expect(shown["rule"] == .null && shown["related"]?.arrayValue?.isEmpty == true)
        #expect(try Self.violations(shown, schema: "show").isEmpty)
        // The text format prints nothing on stdout.
        let text = RuleCLI.run(["show", "zz-not-a-rule"])
        #expect(text.status == 1 && text.out.isEmpty, "\(text)")

        let items = RuleCLI.run(["items", "Fixd", "--format", "json"])
        #expect(items.status == 1 && items.err.hasPrefix("barguide: error: unknown system item 'Fixd'"), "\(items)")
        let listed = try #require(items.json, "\(items)")
        #expect(listed["items"]?.arrayValue?.isEmpty == true)
        #expect(try Self.violations(listed, schema: "items").isEmpty)
    }

    @Test func listingCommandsSucceedOnTheSeeds() {
        for args in [["stats"], ["scopes"], ["export", "--format", "jsonl"], ["verify"], ["items"], ["schema", "search"]] {
            let r = args == ["schema", "search"] ? BinaryRunner.run(args) : RuleCLI.run(args)
            #expect(r.status == 0 && r.err.isEmpty && !r.out.isEmpty, "\(args): \(r)")
        }
        // analyze: nothing the index keeps is "nothing matched", and says so.
        let nothing = BinaryRunner.run(["analyze", "... ,"])
        #expect(nothing.status == 1 && nothing.out == "No tokens: the index keeps nothing of this text.\n", "\(nothing)")
        let json = BinaryRunner.run(["analyze", "... ,", "--format", "json"])
        #expect(json.status == 1 && json.json?["tokens"] == .array([]), "\(json)")
        let unknown = BinaryRunner.run(["schema", "nosuch"])
        #expect(unknown.status == 2 && unknown.err.hasPrefix("barguide: error: unknown schema 'nosuch'"), "\(unknown)")
    }

    @Test func anEmptyCorpusWarnsFailsStrictAndLaterSearchesSaySo() throws {
        let dir = try TemporaryDirectory(prefix: "barguide-empty")
        try FileManager.default.createDirectory(atPath: dir.file("corpus"), withIntermediateDirectories: true)
        let db = dir.file("empty.sqlite")

        let ingest = BinaryRunner.run(["ingest", "--corpus", dir.file("corpus"), "--db", db])
        #expect(ingest.status == 0, "\(ingest)")
        #expect(ingest.err.contains("barguide: warning: the corpus has no documents: the database holds 0 rules\nhint: "), "\(ingest)")

        // --strict keeps the previous database (here: a copy of the seeds) and exits 3.
        let kept = try SeedDatabase.copy(to: dir.file("seed.sqlite"))
        let strict = BinaryRunner.run(["ingest", "--corpus", dir.file("corpus"), "--db", kept, "--strict"])
        #expect(strict.status == 3, "\(strict)")
        #expect(strict.err.hasPrefix("barguide: error: --strict: the corpus has no documents; the previous database was left as it was\nhint: "), "\(strict)")
        let stats = BinaryRunner.run(["stats", "--format", "json", "--db", kept])
        #expect((stats.json?["total"]?.intValue ?? 0) > 100, "\(stats)")

        let search = BinaryRunner.run(["search", "tab", "--db", db])
        #expect(search.status == 1, "\(search)")
        #expect(search.out.contains("No results: the database holds 0 rules"), "\(search)")
        #expect(search.err.contains("barguide: warning: the database \(db) holds 0 rules\nhint: rebuild it with 'barguide ingest --db \(db)'"), "\(search)")
        let json = BinaryRunner.run(["search", "tab", "--db", db, "--format", "json"])
        #expect(json.status == 1 && json.json?["total"]?.intValue == 0, "\(json)")
        #expect(json.err.contains("holds 0 rules"))

        let checklist = BinaryRunner.run(["checklist", "tab", "--db", db])
        #expect(checklist.status == 1 && checklist.err.contains("the database holds 0 rules\nhint: rebuild it"), "\(checklist)")
        let emptyStats = BinaryRunner.run(["stats", "--db", db])
        #expect(emptyStats.status == 0 && emptyStats.out.contains("total: 0 rules") && emptyStats.err.contains("holds 0 rules"), "\(emptyStats)")
    }
}
