// One option table: --lang, --prefer-lang, --format and --db take the same values with the same
// meaning in every command and in MCP; verify speaks JSON; and the small inconsistencies (a
// missing --db file, a hint that led to a refusal, "did you mean" for filter values, the man
// page's NAME line, a source path without a manifest, an MCP checklist cut by max_chars).
import Testing
import Foundation
import BarGuideKit
@testable import BarGuideCLI

@Suite struct OptionTableCLITests {
    static let langs = ["all", "ru", "zh", "zh-Hant", "zh-Hans", "en"]
    static let prefers = ["auto", "none", "ru", "zh", "zh-Hant", "zh-Hans", "en"]

    @Test func everyCommandTakesTheSameLanguageValues() throws {
        let id = try RuleCLI.ruleID(headlineStartingWith: RuleCLI.russianDontRemoveTab)
        for lang in Self.langs {
            for args in [["search", "tab"], ["checklist", "tab"], ["show", id]] {
                let r = RuleCLI.run(args + ["--lang", lang, "--format", "json"])
                #expect(r.status != 2, "\(args) --lang \(lang): \(r)")
            }
        }
        for prefer in Self.prefers {
            for args in [["search", "状态栏"], ["checklist", "status-bar"]] {
                let r = RuleCLI.run(args + ["--prefer-lang", prefer, "--format", "json"])
                #expect(r.status == 0, "\(args) --prefer-lang \(prefer): \(r)")
            }
        }
        // The same meaning: a script of Chinese prefers Chinese in search, that script in checklist.
        let search = try RuleCLI.json(["search", "status bar", "--prefer-lang", "zh-Hant", "--format", "json"])
        #expect(search["language"] == .string("zh") && search["results"]?[0]?["lang"] == .string("zh-Hant"), "\(search["language"] ?? .null)")
        let checklist = try RuleCLI.json(["checklist", "status-bar", "--prefer-lang", "zh-Hant", "--format", "json"])
        #expect(checklist["prefer_lang"]?[0] == .string("zh-Hant"))
        let none = try RuleCLI.json(["checklist", "status-bar", "--prefer-lang", "none", "--format", "json"])
        let auto = try RuleCLI.json(["checklist", "status-bar", "--format", "json"])
        #expect(none["prefer_lang"] == auto["prefer_lang"], "none and the default both keep the fixed order")
        // Refused values are refused alike, with the valid ones listed.
        for args in [["search", "tab"], ["checklist", "tab"]] {
            let r = RuleCLI.run(args + ["--prefer-lang", "fr"])
            #expect(r.status == 2 && r.err.contains("auto, none, ru, zh, zh-Hant, zh-Hans, en"), "\(args): \(r)")
        }
    }

    @Test func mcpTakesTheCommandsValues() throws {
        let s = McpSession()
        _ = try s.initialize()
        let tools = try #require(try s.request("tools/list")["result"]?["tools"]?.arrayValue)
        for name in ["search_rules", "checklist"] {
            let tool = try #require(tools.first { $0["name"]?.stringValue == name })
            let properties = tool["inputSchema"]?["properties"]
            #expect(properties?["lang"]?["enum"] == .array(Self.langs.map(JSONValue.string)), "\(name)")
            #expect(properties?["prefer_lang"]?["enum"] == .array(Self.prefers.map(JSONValue.string)), "\(name)")
        }
        let found = try #require(try s.call("search_rules", ["query": "status bar", "prefer_lang": "zh-Hant", "limit": 3])["structuredContent"])
        #expect(found == (try RuleCLI.json(["search", "status bar", "--prefer-lang", "zh-Hant", "--limit", "3", "--format", "json"])))
    }

    @Test func verifySpeaksJSONWithAPublishedSchema() throws {
        let r = RuleCLI.run(["verify", "--format", "json"])
        #expect(r.status == 0, "\(r)")
        let json = try #require(r.json)
        SchemaTests.expectValid(json, try SchemaTests.validator("verify"), "verify")
        #expect(json["passed"] == .bool(true))
        #expect((json["checks"]?.arrayValue?.count ?? 0) > 3)
        #expect(json["rules"]?.intValue == RuleCLI.exported.count)
        // A database that fails: the document still, exit 3.
        let tmp = try TemporaryDirectory()
        let broken = tmp.file("broken.sqlite")
        var bytes = try #require(FileManager.default.contents(atPath: SeedDatabase.path))
        for i in stride(from: 8192, to: min(bytes.count, 40_000), by: 97) { bytes[i] ^= 0x5A }
        FileManager.default.createFile(atPath: broken, contents: bytes)
        let failed = BinaryRunner.run(["verify", "--db", broken, "--format", "json"])
        #expect(failed.status == 3, "\(failed)")
        if let document = failed.json {
            #expect(document["passed"] == .bool(false))
            SchemaTests.expectValid(document, try SchemaTests.validator("verify"), "verify (failed)")
        }
    }

    @Test func aMissingDatabaseFileIsBuiltWhicheverWayItIsNamed() throws {
        let tmp = try TemporaryDirectory()
        let viaOption = BinaryRunner.run(["search", "tab bar", "--db", tmp.file("option.sqlite"), "--format", "json"])
        let viaEnvironment = BinaryRunner.run(["search", "tab bar", "--format", "json"], env: ["BARGUIDE_DB": tmp.file("env.sqlite")])
        #expect(viaOption.status == 0 && viaEnvironment.status == 0, "\(viaOption)\n\(viaEnvironment)")
        #expect(viaOption.out == viaEnvironment.out)
        #expect(viaOption.err.contains("built the database at \(tmp.file("option.sqlite")) from the embedded corpus"), "\(viaOption.err)")
        #expect(viaEnvironment.err.contains("built the default database at \(tmp.file("env.sqlite"))"), "\(viaEnvironment.err)")
        // Built once: the second use is silent.
        let again = BinaryRunner.run(["search", "tab bar", "--db", tmp.file("option.sqlite"), "--format", "json"])
        #expect(again.status == 0 && again.err.isEmpty && again.out == viaOption.out, "\(again)")
    }

    @Test func aFileThatIsNoDatabaseGetsAHintThatWorks() throws {
        let tmp = try TemporaryDirectory()
        let notes = tmp.file("notes.txt")
        FileManager.default.createFile(atPath: notes, contents: Data("my notes\n".utf8))
        let r = BinaryRunner.run(["search", "tab", "--db", notes])
        #expect(r.status == 3, "\(r)")
        #expect(r.err.contains("--force") && !r.err.contains("rebuild it with 'barguide ingest --db \(notes)'\n"), "\(r.err)")
        // What the hint says works.
        let ingest = BinaryRunner.run(["ingest", "--corpus", BinaryRunner.corpusDirectory, "--db", notes, "--force"])
        #expect(ingest.status == 0, "\(ingest)")
    }

    @Test func filterValuesGetDidYouMean() {
        let item = RuleCLI.run(["search", "item:Fixd"])
        #expect(item.status == 2 && item.err.contains("did you mean 'FixedSpace'"), "\(item)")
        let option = RuleCLI.run(["search", "tab", "--item", "Fixd"])
        #expect(option.status == 2 && option.err.contains("did you mean 'FixedSpace'"), "\(option)")
        let kind = RuleCLI.run(["search", "kind:guidline tab"])
        #expect(kind.status == 2 && kind.err.contains("did you mean 'kind:guideline'"), "\(kind)")
        let modality = RuleCLI.run(["search", "modality:dnt tab"])
        #expect(modality.status == 2 && modality.err.contains("did you mean 'modality:dont'"), "\(modality)")
    }

    @Test func theManPageNamesEveryBar() {
        let man = BinaryRunner.run(["man"])
        #expect(man.status == 0)
        let lines = man.out.split(separator: "\n")
        let name = lines.firstIndex { $0 == ".SH NAME" }.map { String(lines[$0 + 1]) } ?? ""
        for bar in ["status", "navigation", "tool", "tab", "search", "scope"] {
            #expect(name.contains(bar), "\(bar) in \(name)")
        }
    }

    @Test func aSourcePathWithoutAManifestDoesNotRepeatTheTitle() throws {
        let tmp = try TemporaryDirectory()
        let corpus = tmp.file("corpus")
        try FileManager.default.createDirectory(atPath: corpus, withIntermediateDirectories: true)
        let title = "Search Bars and Scope Bars"
        let text = "# \(title)\n\n## Search bar\n\nA search bar filters what an app shows as people type.\n\n"
            + "Don't put a search bar where nobody expects to search. Keep it next to what it filters.\n"
        FileManager.default.createFile(atPath: corpus + "/bars.md", contents: Data(text.utf8))
        let db = tmp.file("bars.sqlite")
        #expect(BinaryRunner.run(["ingest", "--corpus", corpus, "--db", db]).status == 0)
        for format in ["text", "markdown"] {
            let checklist = BinaryRunner.run(["checklist", "search", "--db", db, "--format", format, "--color", "never"])
            #expect(checklist.status == 0, "\(checklist)")
            #expect(checklist.out.contains("\(title) › Search bar › line"), "\(format): \(checklist.out)")
            #expect(!checklist.out.contains("\(title) › \(title)"), "\(format): \(checklist.out)")
        }
        let found = try #require(BinaryRunner.run(["search", "search bar", "--db", db, "--format", "json"]).json)
        let id = try #require(found["results"]?[0]?["id"]?.stringValue)
        let show = BinaryRunner.run(["show", id, "--db", db, "--color", "never"])
        #expect(show.out.contains("source:   \(title) › Search bar › line"), "\(show.out)")
    }

    @Test func anMCPChecklistCutByMaxCharsGivesTheTrueTotalAndOneNotice() throws {
        let s = McpSession()
        _ = try s.initialize()
        let whole = try RuleCLI.json(["checklist", "status-bar", "--format", "json"])
        let total = try #require(whole["total"]?.intValue)
        let rules = try #require(whole["rule_count"]?.intValue)
        let cut = try s.call("checklist", ["bar": "status-bar", "max_chars": 2500])
        let structured = try #require(cut["structuredContent"])
        #expect(structured["truncated"] != nil, "the budget cuts it")
        #expect(structured["total"]?.intValue == total && structured["rule_count"]?.intValue == rules, "\(structured)")
        let text = try #require(cut["content"]?[0]?["text"]?.stringValue)
        #expect(text.contains("\(total) guidelines (\(rules) rules in all languages and editions)"), "\(text)")
        #expect(text.components(separatedBy: "call checklist with offset").count == 2, "one continuation notice: \(text)")
        let search = try #require(try s.call("search_rules", ["query": "tab bar", "max_chars": 2500])["content"]?[0]?["text"]?.stringValue)
        #expect(search.components(separatedBy: "call search_rules with offset").count == 2, "one continuation notice: \(search)")
    }
}
