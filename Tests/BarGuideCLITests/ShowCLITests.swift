// `barguide show`: id prefixes, related rules, formats and the lookup errors.
import Testing
import BarGuideKit

@Suite struct ShowCLITests {
    @Test func showsTheWholeRuleWithItsChineseTranslationBeforeRelated() throws {
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
        let line = rule["lines"]?["start"]?.intValue ?? 0
        #expect(lines.contains("source:   Панели (HIG iOS 8, глава «Bars») · iOS 8 (2014) › Панель вкладок › line \(line)"))
        #expect(lines.contains("file:     \(document)"))
        #expect(lines.contains("group:    \(rule["group"]?.stringValue ?? "?")"))
        // The twin is under "Translations and editions", which comes before "Related".
        let translations = try #require(lines.firstIndex(of: "Translations and editions"))
        let related = try #require(lines.firstIndex(of: "Related"))
        #expect(translations < related)
        #expect(lines[translations + 1] == "- \(zh)  zh-Hant · iOS 7 (2013) · dont")
        #expect(lines[translations + 2] == "  不要移除功能不可用的標簽。")
        #expect(!lines[related...].contains { $0.contains(zh) }, "the twin is not repeated among related rules")

        let json = try RuleCLI.json(["show", ru, "--format", "json"])
        #expect(json["rule"]?["id"] == .string(ru))
        #expect(json["rule"]?["group"] == rule["group"])
        #expect(json["rule"]?["text"]?.stringValue?.hasPrefix(RuleCLI.russianDontRemoveTab) == true)
        #expect(json["source"]?["edition"] == .string("iOS 8") && json["source"]?["year"] == .int(2014))
        let variant = try #require(json["variants"]?[0])
        #expect(variant["id"] == .string(zh) && variant["lang"] == .string("zh-Hant") && variant["edition"] == .string("iOS 7"))
        #expect(json["conflict"] == .null)
        #expect(json["related"]?.arrayValue?.contains { $0["id"] == .string(zh) } == false)
        #expect((json["related"]?.arrayValue?.count ?? 0) <= 5)

        // --lang zh shows the Chinese variant; --lang ru on it comes back.
        let zhView = RuleCLI.run(["show", ru, "--lang", "zh"])
        #expect(zhView.status == 0 && zhView.out.hasPrefix("\(zh)  guideline · dont · zh-Hant\n"), "\(zhView)")
        #expect(zhView.out.contains("- \(ru)  ru · iOS 8 (2014) · dont"))
        #expect(RuleCLI.run(["show", zh, "--lang", "ru"]).out.hasPrefix("\(ru)  "))
        let none = RuleCLI.run(["show", ru, "--lang", "en"])
        #expect(none.status == 1 && none.err.hasPrefix("barguide: error: no en variant of \(ru)"), "\(none)")
    }

    @Test func aChangedRecommendationShowsWhichEditionSaysWhat() throws {
        let avoid = try RuleCLI.ruleID(headlineStartingWith: "Избегайте использования сегментированного")
        let r = RuleCLI.run(["show", avoid])
        #expect(r.status == 0, "\(r)")
        let lines = r.out.split(separator: "\n").map(String.init)
        let conflict = try #require(lines.firstIndex(of: "Conflict, newest first:"))
        #expect(lines[conflict + 1].hasPrefix("  iOS 8 (2014), ru: consider ("), "\(lines[conflict...])")
        #expect(lines.contains { $0.hasPrefix("  later HIG (undated), ru: avoid (\(avoid))") })
        let json = try RuleCLI.json(["show", avoid, "--format", "json"])
        #expect(json["conflict"]?[0]?["modality"] == .string("consider") && json["conflict"]?[0]?["year"] == .int(2014))
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
        #expect(md.out.contains("\n- **Source:** iOS 7 App交互設計指南-UI Elements-Bars · iOS 7 (2013) › "))
        #expect(md.out.contains("\n- **File:** 001\\_"))
        #expect(md.out.contains("\n## Translations and editions\n\n- **Не удаляйте вкладку, когда ее функция будет недоступна.** (`"))
        let translations = try #require(md.out.range(of: "## Translations and editions"))
        let related = try #require(md.out.range(of: "\n## Related\n\n1. "))
        #expect(translations.lowerBound < related.lowerBound)
        let none = try RuleCLI.json(["show", zh, "--format", "json", "--related", "0"])
        #expect(none["related"] == .array([]))
        let two = try RuleCLI.json(["show", zh, "--format", "json", "--related", "2"])
        #expect(two["related"]?.arrayValue?.count == 2)
        #expect(RuleCLI.run(["show", zh, "--related", "-1"]).status == 2)
    }
}
