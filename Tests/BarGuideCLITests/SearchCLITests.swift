// The search command end to end: the notes it prints, the query language's errors, the JSON
// additions of the search issue (language, words, highlights), run on the seed database.
import Testing
import Foundation
import BarGuideKit

@Suite struct SearchCLITests {
    @Test func chineseBarNameFindsTheRussianRulesAndSaysSo() {
        // The seeds cover the search bar only in Russian.
        let r = RuleCLI.run(["search", "搜索栏", "--color", "never"])
        #expect(r.status == 0 && r.err.isEmpty, "\(r)")
        #expect(r.out.contains("No Chinese rule matches in this scope; showing rules in other languages."))
        #expect(r.out.contains("search-bar · guideline"))
    }

    @Test func unspacedChineseShowsItsWordsAndNeverZero() throws {
        let r = RuleCLI.run(["search", "隐藏底部工具栏", "--color", "never"])
        #expect(r.status == 0, "\(r)")
        #expect(r.out.contains("Searched for: 隐藏 · 底部 · 工具栏"))
        let json = try RuleCLI.json(["search", "隐藏底部工具栏", "--format", "json"])
        #expect(json["words"] == .array(["隐藏", "底部", "工具栏"]))
        #expect(json["language"] == .string("zh"))
        #expect(json["fallback"] != .null)
        #expect(json["results"]?.arrayValue?.isEmpty == false)
    }

    @Test func operatorErrorsAreUsageErrors() {
        for (query, message) in [("tab AND", "'AND' needs a term on each side"), ("tab NOT", "'NOT' needs a term after it")] {
            let r = RuleCLI.run(["search", query])
            #expect(r.status == 2, "\(query): \(r)")
            #expect(r.err.hasPrefix("barguide: error: \(message)"), "\(query): \(r.err)")
            #expect(r.out.isEmpty)
        }
    }

    @Test func notExcludesLikeMinus() throws {
        let a = try RuleCLI.json(["search", "вкладки NOT панели", "--format", "json", "--limit", "50"])
        let b = try RuleCLI.json(["search", "вкладки -панели", "--format", "json", "--limit", "50"])
        #expect(a["results"] == b["results"] && a["total"] == b["total"])
        #expect(a["results"]?.arrayValue?.isEmpty == false)
    }

    @Test func preferLangPutsThatLanguageFirst() throws {
        let ru = try RuleCLI.json(["search", "状态栏", "--prefer-lang", "ru", "--format", "json"])
        #expect(ru["language"] == .string("ru"))
        #expect(ru["results"]?[0]?["lang"] == .string("ru"))
        let none = try RuleCLI.json(["search", "状态栏", "--prefer-lang", "none", "--format", "json"])
        #expect(none["language"] == .null && none["language_fallback"] == .bool(false))
    }

    @Test func highlightsPointIntoTheUnmarkedSnippet() throws {
        let json = try RuleCLI.json(["search", "back button", "--format", "json"])
        let results = try #require(json["results"]?.arrayValue)
        #expect(!results.isEmpty)
        for hit in results {
            let text = Array(try #require(hit["snippet_text"]?.stringValue).unicodeScalars)
            let marked = try #require(hit["snippet"]?.stringValue)
            var rebuilt = ""
            var cursor = 0
            for pair in try #require(hit["highlights"]?.arrayValue) {
                let s = try #require(pair[0]?.intValue), e = try #require(pair[1]?.intValue)
                #expect(cursor <= s && s < e && e <= text.count)
                rebuilt += String(String.UnicodeScalarView(text[cursor..<s])) + "**" + String(String.UnicodeScalarView(text[s..<e])) + "**"
                cursor = e
            }
            rebuilt += String(String.UnicodeScalarView(text[cursor...]))
            #expect(rebuilt == marked)
        }
    }

    /// A query of filters alone counts every result, in every format and over MCP: the total is
    /// what paging yields, the scope bar shows the counts, and the second page is not empty.
    @Test func filtersAloneCountEveryResultInEveryFormat() throws {
        let s = McpSession()
        _ = try s.initialize()
        for query in ["kind:guideline", "bar:tab", "modality:do", "lang:ru", "kind:guideline вкладки"] {
            let json = try RuleCLI.json(["search", query, "--format", "json"])
            let total = try #require(json["total"]?.intValue)
            #expect(total > 10, "\(query): total \(total)")
            let scope = try #require(json["scope"]?.stringValue)
            #expect(json["counts"]?[scope]?.intValue == total, "\(query): \(json)")
            let lines = try RuleCLI.jsonLines(["search", query, "--format", "jsonl", "--limit", "1000"])
            #expect(lines.count == total, "\(query): \(lines.count) lines, total \(total)")
            #expect(Set(lines.compactMap { $0["id"]?.stringValue }).count == total)
            let second = try RuleCLI.json(["search", query, "--format", "json", "--offset", "10"])
            #expect(second["results"]?.arrayValue?.count == min(10, total - 10), "\(query): \(second)")
            let text = RuleCLI.run(["search", query, "--color", "never"])
            let label = scope == "all" ? "All" : try #require(Bar(rawValue: scope)?.shortName)
            #expect(text.status == 0 && text.out.contains("[\(label) \(total)]"), "\(query): \(text.out.prefix(300))")
            #expect(text.out.contains("Showing 1–10 of \(total);"), "\(query)")
            let markdown = RuleCLI.run(["search", query, "--format", "markdown"])
            #expect(markdown.out.contains("\(scope) \(total)"), "\(query): \(markdown.out.prefix(300))")
            let mcp = try #require(try s.call("search_rules", ["query": .string(query)])["structuredContent"])
            #expect(mcp["total"]?.intValue == total, "\(query) over MCP: \(mcp["total"] ?? .null)")
        }
    }

    /// An explicit --lang is obeyed silently; when it finds nothing the output says how many
    /// rules match in which other languages; the fallback notice is only for a search that
    /// asked for no language.
    @Test func languageNoticesMatchWhatHappened() throws {
        let explicit = RuleCLI.run(["search", "status bar", "--lang", "ru", "--color", "never"])
        #expect(explicit.status == 0 && !explicit.out.contains("showing rules in other languages"), "\(explicit)")
        let json = try RuleCLI.json(["search", "status bar", "--lang", "ru", "--format", "json"])
        #expect(json["fallback"] == .null && json["language_fallback"] == .bool(false), "\(json)")
        let inline = try RuleCLI.json(["search", "status bar lang:zh", "--format", "json"])
        #expect(inline["fallback"] == .null && inline["language_fallback"] == .bool(false))
        let preferred = try RuleCLI.json(["search", "status bar", "--prefer-lang", "en", "--format", "json"])
        #expect(preferred["fallback"] == .null && preferred["language_fallback"] == .bool(false))
        // Nothing in English on the seeds: the hint counts the rules of the other languages.
        let ru = try #require(try RuleCLI.json(["search", "status bar", "--lang", "ru", "--no-collapse", "--format", "json"])["total"]?.intValue)
        let zh = try #require(try RuleCLI.json(["search", "status bar", "--lang", "zh", "--no-collapse", "--format", "json"])["total"]?.intValue)
        let none = RuleCLI.run(["search", "status bar", "--lang", "en", "--color", "never"])
        #expect(none.status == 1)
        #expect(none.out.contains("\(ru + zh) rules match in other languages (\(ru) ru, \(zh) zh-Hant)"), "\(none.out)")
        let noneJSON = try RuleCLI.json(["search", "status bar", "--lang", "en", "--format", "json"], status: 1)
        #expect(noneJSON["other_languages"] == .object(["ru": .int(ru), "zh-Hant": .int(zh)]), "\(noneJSON)")
        #expect(noneJSON["fallback"] == .null)
        // No language asked for: the fallback is said.
        let auto = RuleCLI.run(["search", "status bar", "--color", "never"])
        #expect(auto.out.contains("No English rule matches in this scope; showing rules in other languages."))
        let autoJSON = try RuleCLI.json(["search", "status bar", "--format", "json"])
        #expect(autoJSON["fallback"] == .string("language") && autoJSON["other_languages"] == .object([:]))
    }

    /// analyze --query and the search JSON show which words were matched as names.
    @Test func namesAreShownByAnalyzeAndInJSON() throws {
        let analyzed = RuleCLI.run(["analyze", "--query", "кнопки на панели навигации", "--color", "never"])
        #expect(analyzed.status == 0, "\(analyzed)")
        #expect(analyzed.out.contains("Searched for: кнопки · панели навигации"), "\(analyzed.out)")
        #expect(analyzed.out.contains("панели навигации (navigation-bar)"), "\(analyzed.out)")
        let json = try RuleCLI.json(["analyze", "--query", "bar tab bar", "--format", "json"])
        #expect(json["words"] == .array(["tab bar"]))
        #expect(json["names"] == .array([.object(["words": "tab bar", "concepts": .array(["tab-bar"])])]))
        let search = try RuleCLI.json(["search", "状态栏要不要隐藏", "--format", "json"])
        #expect(search["words"] == .array(["状态栏", "隐藏"]), "\(search["words"] ?? .null)")
        #expect(search["names"]?.arrayValue?.contains { $0["concepts"] == .array(["dont"]) } == false)
        // As a document, analyze reads no database and shows no words.
        let document = try RuleCLI.json(["analyze", "tab bar", "--format", "json"])
        #expect(document["names"] == nil)
    }

    /// Each text result shows its rule's headline first, then the matching passage when that
    /// passage lies elsewhere in the rule (and the headline only once when it is the passage).
    @Test func textResultsShowTheHeadlineFirst() throws {
        let args = ["search", "tab", "--scope", "tab", "--modality", "dont"]
        let json = try RuleCLI.json(args + ["--format", "json"])
        let results = try #require(json["results"]?.arrayValue)
        let text = RuleCLI.run(args + ["--color", "never"])
        #expect(text.status == 0)
        // The blocks of the results, each as one line of words.
        let blocks = text.out.components(separatedBy: "\n\n").dropFirst().map {
            $0.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        }
        var elsewhere = 0
        for (i, hit) in results.enumerated() {
            let headline = try #require(hit["headline"]?.stringValue).split(separator: " ").joined(separator: " ")
            let passage = try #require(hit["snippet_text"]?.stringValue).split(whereSeparator: \.isWhitespace).joined(separator: " ")
            let block = try #require(blocks.dropFirst(i).first)
            let h = try #require(block.range(of: headline), "result \(i + 1) does not show its headline: \(block)")
            let p = try #require(block.range(of: String(passage.prefix(40))), "result \(i + 1): no passage in \(block)")
            if passage.hasPrefix(headline) {
                #expect(h.lowerBound == p.lowerBound, "result \(i + 1): the headline twice")
            } else {
                elsewhere += 1
                #expect(h.upperBound <= p.lowerBound, "result \(i + 1): the passage before the headline")
            }
        }
        #expect(elsewhere > 0, "the query has a result whose passage is not its headline")
    }
}
