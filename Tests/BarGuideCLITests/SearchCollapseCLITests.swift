// Search lists each guideline once, as the checklist does: a result is a guideline group in
// every language, shown as the rule the picker chooses (--prefer-lang, the query's language,
// the documented order) with its other rules as "also"; totals, scope counts and paging count
// these lines. Run with the built binary on the seed database (text, JSON, JSON Lines,
// Markdown), and through browse's engine and the MCP tool.
import Testing
import Foundation
import BarGuideKit
@testable import BarGuideCLI

@Suite struct SearchCollapseCLITests {
    static let hideStatusBar = "should I hide the status bar"

    /// The results of a JSON search, every page (pages of `limit`), with the first page's
    /// document.
    static func everyPage(_ arguments: [String], limit: Int) throws -> (first: JSONValue, results: [JSONValue]) {
        // Exit status 1 when nothing matches: the document is printed all the same.
        let run = RuleCLI.run(["search"] + arguments + ["--format", "json", "--limit", "\(limit)"])
        let first = try #require(run.json, "\(arguments): \(run)")
        #expect(run.status == (first["total"]?.intValue == 0 ? 1 : 0), "\(arguments): \(run)")
        let total = first["total"]?.intValue ?? 0
        var results = first["results"]?.arrayValue ?? []
        var offset = limit
        while offset < total {
            let page = try RuleCLI.json(["search"] + arguments + ["--format", "json", "--limit", "\(limit)", "--offset", "\(offset)"])
            #expect(page["total"]?.intValue == total, "\(arguments) at offset \(offset)")
            let hits = page["results"]?.arrayValue ?? []
            if hits.isEmpty { break }
            results += hits
            offset += limit
        }
        return (first, results)
    }

    @Test func aGuidelineIsOneLineWithItsTranslationsAsAlso() throws {
        let json = try RuleCLI.json(["search", Self.hideStatusBar, "--format", "json", "--limit", "50"])
        #expect(json["schema_version"] == .int(3) && json["counting"] == .string("groups"))
        let results = try #require(json["results"]?.arrayValue)
        try #require(results.count >= 3)
        #expect(json["total"]?.intValue == results.count)
        let groups = results.compactMap { $0["group"]?.stringValue }
        #expect(Set(groups).count == groups.count, "a guideline shown twice: \(groups)")
        // The status-bar guidelines exist in Russian and Traditional Chinese: each is listed once,
        // in Russian (an English query: the documented order), its translation under it.
        let statusBar = results.filter { $0["bars"]?.arrayValue?.contains("status-bar") == true && $0["kind"] == "guideline" }
        try #require(statusBar.count >= 3)
        for r in statusBar {
            #expect(r["lang"] == "ru", "\(r["id"] ?? .null)")
            let also = try #require(r["also"]?.arrayValue)
            #expect(also.contains { $0["lang"] == "zh-Hant" }, "\(r["id"] ?? .null): \(also)")
        }
        // Text: every line once, its "also" under it, the count of guidelines in the header.
        let text = RuleCLI.run(["search", Self.hideStatusBar, "--color", "never", "--limit", "50"])
        #expect(text.status == 0 && text.err.isEmpty, "\(text)")
        #expect(text.out.contains("(\(results.count) guideline\(results.count == 1 ? "" : "s"))"), "\(text.out)")
        #expect(!text.out.contains("translations:"))
        for r in statusBar {
            let id = try #require(r["id"]?.stringValue)
            let alsoIDs = (r["also"]?.arrayValue ?? []).compactMap { $0["id"]?.stringValue }
            #expect(text.out.contains("also: " + alsoIDs.map { id in
                "\(id) (\((r["also"]?.arrayValue ?? []).first { $0["id"]?.stringValue == id }?["lang"]?.stringValue ?? ""))"
            }.joined(separator: ", ")), "\(id)")
            for other in alsoIDs { #expect(!text.out.contains(". " + other + " "), "\(other) is a line of its own") }
        }
        let numbered = text.out.split(separator: "\n").filter { $0.range(of: #"^\d+\. "#, options: .regularExpression) != nil }
        #expect(numbered.count == results.count)
    }

    @Test func noCollapseKeepsOneLinePerRule() throws {
        let collapsed = try RuleCLI.json(["search", Self.hideStatusBar, "--format", "json", "--limit", "50"])
        let rules = try RuleCLI.json(["search", Self.hideStatusBar, "--no-collapse", "--format", "json", "--limit", "50"])
        #expect(rules["counting"] == .string("rules") && rules["schema_version"] == .int(3))
        let results = try #require(rules["results"]?.arrayValue)
        #expect(rules["total"]?.intValue == results.count)
        #expect(results.allSatisfy { $0["also"] == .array([]) })
        // Every rule listed under a collapsed line is a line of its own.
        let collapsedRules = (collapsed["results"]?.arrayValue ?? []).reduce(0) { $0 + 1 + ($1["also"]?.arrayValue?.filter { $0["score"] != .null }.count ?? 0) }
        #expect(results.count == collapsedRules)
        #expect(results.count > (collapsed["total"]?.intValue ?? 0))
        let text = RuleCLI.run(["search", Self.hideStatusBar, "--no-collapse", "--color", "never"])
        #expect(text.status == 0 && !text.out.contains("also:") && !text.out.contains("guidelines)"), "\(text)")
    }

    @Test func preferLangChoosesTheRuleShown() throws {
        let hant = try RuleCLI.json(["search", Self.hideStatusBar, "--prefer-lang", "zh-Hant", "--format", "json"])
        let first = try #require(hant["results"]?[0])
        #expect(first["lang"] == "zh-Hant")
        #expect(first["also"]?.arrayValue?.contains { $0["lang"] == "ru" } == true)
        // The query's language: a Chinese query shows the Chinese rule of a group that has one.
        let zh = try RuleCLI.json(["search", "状态栏 隐藏", "--format", "json", "--limit", "50"])
        for r in zh["results"]?.arrayValue ?? [] where r["also"]?.arrayValue?.contains(where: { $0["lang"] == "zh-Hant" }) == true {
            Issue.record("\(r["id"] ?? .null) (\(r["lang"] ?? .null)) is shown though its group has a Chinese rule")
        }
        // --prefer-lang ru over a Chinese query.
        let ru = try RuleCLI.json(["search", "状态栏 隐藏", "--prefer-lang", "ru", "--format", "json", "--limit", "50"])
        for r in ru["results"]?.arrayValue ?? [] where r["also"]?.arrayValue?.contains(where: { $0["lang"] == "ru" }) == true {
            Issue.record("\(r["id"] ?? .null) (\(r["lang"] ?? .null)) is shown though its group has a Russian rule")
        }
    }

    @Test func everyFormatCarriesAlso() throws {
        let lines = try RuleCLI.jsonLines(["search", Self.hideStatusBar, "--format", "jsonl"])
        #expect(!lines.isEmpty && lines.allSatisfy { $0["also"]?.arrayValue != nil })
        #expect(lines.contains { $0["also"]?.arrayValue?.isEmpty == false })
        let markdown = RuleCLI.run(["search", Self.hideStatusBar, "--format", "markdown"])
        #expect(markdown.status == 0)
        #expect(markdown.out.contains("   also: status-bar."), "\(markdown.out)")
        let json = try RuleCLI.json(["search", Self.hideStatusBar, "--format", "json"])
        #expect(try SchemaTests.validator("search").validate(json).isEmpty)
    }

    /// Property: for random queries of words and filters (seeded), the total is the number of
    /// lines paging yields, no group twice, each scope's count is the total of a search in that
    /// scope, and every line shown passes the filters.
    @Test func totalsScopeCountsAndPagingCountTheLinesListed() throws {
        let words = ["строка", "состояния", "скрыть", "панель", "вкладок", "状态栏", "标签栏", "隐藏", "status bar", "tab", "button", "hide"]
        let filters = ["lang:ru", "lang:zh", "modality:dont", "kind:guideline", "--lang zh-Hant", "--modality do", "--kind behavior", "item:Done"]
        // A seeded generator (xorshift64*): the same queries every run.
        var state: UInt64 = 0xC011_A95E
        func next() -> UInt64 {
            state ^= state >> 12; state ^= state << 25; state ^= state >> 27
            return state &* 0x2545_F491_4F6C_DD1D
        }
        for _ in 0..<6 {
            var args = [words[Int(next() % UInt64(words.count))]]
            if next() % 2 == 0 { args.append(words[Int(next() % UInt64(words.count))]) }
            let filter = filters[Int(next() % UInt64(filters.count))]
            if filter.hasPrefix("--") { args += filter.split(separator: " ").map(String.init) } else { args[0] += " " + filter }
            let limit = 2 + Int(next() % 4)
            let (first, results) = try Self.everyPage(args, limit: limit)
            let total = first["total"]?.intValue ?? -1
            #expect(results.count == total, "\(args) limit \(limit): paged \(results.count), total \(total)")
            let groups = results.compactMap { $0["group"]?.stringValue }
            #expect(Set(groups).count == groups.count, "\(args): a group listed twice")
            for r in results {
                let lang = r["lang"]?.stringValue ?? ""
                if args.joined(separator: " ").contains("lang:ru") { #expect(lang == "ru", "\(args): \(lang)") }
                if args.joined(separator: " ").contains("zh") && args.contains(where: { $0.contains("lang") }) {
                    #expect(lang.hasPrefix("zh"), "\(args): \(lang)")
                }
                if args.joined(separator: " ").contains("dont") { #expect(r["modality"] == "dont") }
                if args.contains("do") { #expect(r["modality"] == "do") }
                if args.contains("behavior") { #expect(r["kind"] == "behavior") }
                if args.joined(separator: " ").contains("item:Done") {
                    #expect(r["items"]?.arrayValue?.contains("UIBarButtonSystemItemDone") == true, "\(args): \(r["id"] ?? .null)")
                }
            }
            guard total > 0 else { continue }
            for (scope, count) in first["counts"]?.objectValue ?? [:] where scope != "all" {
                let scoped = try Self.everyPage(args + ["--scope", scope], limit: limit)
                #expect(scoped.first["total"] == count, "\(args) in \(scope)")
                #expect(scoped.results.count == count.intValue, "\(args) in \(scope)")
            }
        }
    }

    @Test func filterValuesSuggestOnlyCloseNames() {
        for (query, suggestion) in [("item:Fixd", "did you mean 'FixedSpace'"), ("bar:tabb", "did you mean 'bar:tab-bar'?"),
                                    ("modality:dnt", "did you mean 'modality:dont'?")] {
            let r = RuleCLI.run(["search", query])
            #expect(r.status == 2 && r.out.isEmpty, "\(query): \(r)")
            #expect(r.err.hasPrefix("barguide: error: ") && r.err.contains(suggestion), "\(query): \(r.err)")
        }
        for query in ["item:zzzz", "bar:zzzz", "modality:zzzz", "lang:zzzz"] {
            let r = RuleCLI.run(["search", query])
            #expect(r.status == 2 && r.out.isEmpty, "\(query): \(r)")
            #expect(r.err.hasPrefix("barguide: error: ") && !r.err.contains("did you mean"), "\(query): \(r.err)")
        }
    }

    @Test func mcpResultsCarryAlso() throws {
        let s = McpSession()
        _ = try s.initialize()
        let search = try s.call("search_rules", ["query": .string(Self.hideStatusBar), "prefer_lang": "zh-Hant"])
        let found = try #require(search["structuredContent"])
        #expect(try cliSchema("search").validate(found).isEmpty)
        let first = try #require(found["results"]?[0])
        #expect(first["lang"] == "zh-Hant" && first["also"]?.arrayValue?.isEmpty == false)
        #expect(found == (try RuleCLI.json(["search", Self.hideStatusBar, "--prefer-lang", "zh-Hant", "--format", "json"])))
        let text = try #require(search["content"]?[0]?["text"]?.stringValue)
        #expect(text.contains("also: "))
    }

    @Test func browseListsGroupsWithTheirOtherLanguagesAndTheHeadlineFirst() throws {
        let store = try Store.open(SeedDatabase.path)
        let browse = BrowseEngine(store: store)
        let page = try browse.search(BrowseQuery(text: Self.hideStatusBar, scope: nil, lang: .all, kind: nil, offset: 0, limit: 20))
        let expected = try GroupCollapse.search(SearchEngine(store: store), SearchRequest(query: Self.hideStatusBar, limit: 20))
        #expect(page.hits.map(\.id) == expected.result.hits.map(\.rule.id))
        #expect(page.total == expected.result.total && page.total == page.hits.count)
        for (hit, shown) in zip(page.hits, expected.result.hits) {
            #expect(hit.also == (expected.also[shown.rule.id] ?? []).map(\.rule.lang))
            // The passage line never repeats the headline line above it.
            let headline = shown.rule.headline.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            let passage = hit.snippet.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(headline.isEmpty || !passage.hasPrefix(headline), "\(hit.id): \(passage)")
        }
        #expect(page.hits.contains { $0.also.contains(.zhHant) })
        // The meta line names the other languages.
        var state = BrowseState(query: Self.hideStatusBar, width: 120, height: 40)
        guard case .search(let q, let generation, _) = state.start().first else { Issue.record("no search"); return }
        _ = state.handle(.searched(generation: generation, query: q, .success(page)))
        let rows = BrowseLayout.results(state).map { $0.map(\.text).joined() }
        #expect(rows.contains { $0.contains(" · also zh-Hant") }, "\(rows)")
    }

    @Test func aPassageAfterTheHeadlineKeepsItsHighlights() {
        let text = "Hide the bar.  Then show it when people tap."
        let tap = text.utf8.count - 4..<text.utf8.count - 1
        let snippet = Snippet(text: text, highlights: [0..<4, tap])
        let passage = snippet.passage(after: "Hide  the bar.")
        #expect(passage.text == "Then show it when people tap.")
        #expect(passage.highlights == [passage.text.utf8.count - 4..<passage.text.utf8.count - 1])
        #expect(passage.marked(open: "[", close: "]") == "Then show it when people [tap].")
        // A snippet that starts elsewhere, or with only part of the headline, stays whole.
        #expect(snippet.passage(after: "Show the bar.") == snippet)
        #expect(Snippet(text: "Hide the barrier now").passage(after: "Hide the bar") == Snippet(text: "Hide the barrier now"))
        #expect(snippet.passage(after: "") == snippet)
    }
}
