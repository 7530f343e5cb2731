// `barguide show`: id prefixes, related rules, formats and the lookup errors.
import Testing
import BarGuideKit

@Suite struct ShowCLITests {
    @Test func showsTheWholeRuleAndItsChineseTranslationAsRelated() throws {
        let ru = try RuleCLI.ruleID(headlineStartingWith: RuleCLI.russianDontRemoveTab)
        let zh = try RuleCLI.ruleID(headlineStartingWith: RuleCLI.chineseDontRemoveTab)
        let r = RuleCLI.run(["show", ru])
        #expect(r.status == 0 && r.err.isEmpty, "\(r)")
        let lines = r.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "\(ru)  guideline · dont · ru")
        #expect(lines[1] == "Не удаляйте вкладку, когда ее функция будет недоступна.")
        #expect(r.out.contains("Лучшее решение состоит в"))  // wrapped to 100 columns
        #expect(lines.contains("bars:     tab-bar") && lines.contains("concepts: tab"))
        let rule = try #require(RuleCLI.exported.first { $0["id"] == .string(ru) })
        let document = rule["document"]?.stringValue ?? "?"
        #expect(lines.contains("source:   \(document) › Панель вкладок › line \(rule["lines"]?["start"]?.intValue ?? 0)"))
        let related = try #require(lines.firstIndex(of: "Related"))
        #expect(lines[related + 1].hasPrefix("1. \(zh)  guideline · dont · zh-Hant · score "))
        #expect(lines[related + 2] == "   不要移除功能不可用的標簽。")
        #expect(lines[related + 3].contains("other language zh-Hant"))

        let json = try RuleCLI.json(["show", ru, "--format", "json"])
        #expect(json["rule"]?["id"] == .string(ru))
        #expect(json["rule"]?["text"]?.stringValue?.hasPrefix(RuleCLI.russianDontRemoveTab) == true)
        let first = try #require(json["related"]?[0])
        #expect(first["id"] == .string(zh))
        #expect(first["other_language"] == .bool(true) && first["same_modality"] == .bool(true))
        #expect(first["shared_concepts"] == .array(["tab"]))
        #expect((json["related"]?.arrayValue?.count ?? 0) <= 5)
    }

    @Test func aUniquePrefixOfTheIdOrOfItsHashIsEnough() throws {
        let ru = try RuleCLI.ruleID(headlineStartingWith: RuleCLI.russianDontRemoveTab)
        let ids = RuleCLI.exported.compactMap { $0["id"]?.stringValue }
        let hash = String(ru.split(separator: ".")[1])
        let unique = try #require((1...hash.count).map { String(hash.prefix($0)) }.first { p in
            ids.filter { $0.hasPrefix(p) || $0.split(separator: ".").last!.hasPrefix(p) }.count == 1
        })
        let whole = RuleCLI.run(["show", ru, "--format", "json"])
        for query in [unique, "tab-bar." + unique, ru.uppercased(), String(ru.dropLast())] {
            let r = RuleCLI.run(["show", query, "--format", "json"])
            #expect(r.status == 0 && r.stdout == whole.stdout, "\(query): \(r)")
        }
    }

    @Test func anAmbiguousPrefixListsTheCandidates() {
        let r = RuleCLI.run(["show", "tab-bar."])
        #expect(r.status == 2)
        #expect(r.out.isEmpty)
        let count = RuleCLI.exported.filter { $0["id"]?.stringValue?.hasPrefix("tab-bar.") == true }.count
        #expect(r.err.hasPrefix("barguide: error: the id prefix 'tab-bar.' matches \(count) rules; say which:\n"))
        let candidates = r.err.split(separator: "\n").filter { $0.hasPrefix("  tab-bar.") }
        #expect(candidates.count == min(count, 20))
        if count > 20 { #expect(r.err.contains("  … and \(count - 20) more\n")) }
        #expect(r.err.contains("usage: barguide show"))
    }

    @Test func anUnknownIdIsNotFound() {
        let r = RuleCLI.run(["show", "tab-bar.zzzzzz"])
        #expect(r.status == 1)
        #expect(r.out.isEmpty)
        #expect(r.err.hasPrefix("barguide: error: no rule with id 'tab-bar.zzzzzz'\n"))
        #expect(RuleCLI.run(["show", ""]).status == 2)
        #expect(RuleCLI.run(["show"]).status == 2)
        let control = RuleCLI.run(["show", "\u{1B}[31mx"])
        #expect(control.status == 1 && !hasEscape(control.stderr))
    }

    @Test func markdownAndTheRelatedLimit() throws {
        let zh = try RuleCLI.ruleID(headlineStartingWith: RuleCLI.chineseDontRemoveTab)
        let md = RuleCLI.run(["show", zh, "--format", "markdown"])
        #expect(md.status == 0)
        #expect(md.out.hasPrefix("# 不要移除功能不可用的標簽。\n\n`\(zh)` · guideline · dont · zh-Hant\n\n"))
        #expect(md.out.contains("\n- **Source:** 001\\_"))
        #expect(md.out.contains("\n## Related\n\n1. **Не удаляйте вкладку, когда ее функция будет недоступна.**"))
        let none = try RuleCLI.json(["show", zh, "--format", "json", "--related", "0"])
        #expect(none["related"] == .array([]))
        let two = try RuleCLI.json(["show", zh, "--format", "json", "--related", "2"])
        #expect(two["related"]?.arrayValue?.count == 2)
        #expect(RuleCLI.run(["show", zh, "--related", "-1"]).status == 2)
    }
}
