// `barguide checklist` end to end: Markdown structure, aliases, formats, errors, determinism.
import Testing
import BarGuideKit

@Suite struct ChecklistCLITests {
    @Test func markdownIsATitledTaskListGroupedByModality() throws {
        let r = RuleCLI.run(["checklist", "tab-bar"])
        #expect(r.status == 0 && r.err.isEmpty, "\(r)")
        let lines = r.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "# Tab bar checklist")
        // One final newline after the last item's last line (its source, or its "also:" or
        // conflict line when it has variants).
        #expect(r.out.hasSuffix("\n") && !r.out.hasSuffix("\n\n"))
        let last = lines.dropLast().last ?? ""
        #expect(last.hasPrefix("  _Source: ") || last.hasPrefix("  also: ") || last.hasPrefix("  conflict, newest first: "), "\(last)")
        #expect(!last.hasSuffix("\\"), "no hard break after the last line")
        let headings = lines.filter { $0.hasPrefix("## ") }
        #expect(headings == ["## Don't", "## Avoid", "## Do", "## Consider"])
        for (i, line) in lines.enumerated() where line.hasPrefix("#") {
            // Blank lines around headings (and so before and after each list).
            if i > 0 { #expect(lines[i - 1].isEmpty, "no blank line before '\(line)'") }
            #expect(lines[i + 1].isEmpty, "no blank line after '\(line)'")
        }
        // Each item: a task with the bold headline and the id, a hard break, the source, and
        // (after hard breaks) the group's other variants and any conflict.
        let items = lines.indices.filter { lines[$0].hasPrefix("- ") }
        #expect(items.count >= 10)
        for i in items {
            #expect(lines[i].hasPrefix("- [ ] **") && lines[i].hasSuffix(")\\"), "\(lines[i])")
            #expect(lines[i + 1].hasPrefix("  _Source: ") && (lines[i + 1].hasSuffix("_") || lines[i + 1].hasSuffix("_\\")), "\(lines[i + 1])")
            var k = i + 1
            while lines[k].hasSuffix("\\") {
                k += 1
                #expect(lines[k].hasPrefix("  also: ") || lines[k].hasPrefix("  conflict, newest first: "), "\(lines[k])")
            }
        }
        // The Russian and Chinese "don't remove a tab" rules are under Don't, with their sources.
        let dontStart = try #require(lines.firstIndex(of: "## Don't"))
        let dontEnd = try #require(lines.firstIndex(of: "## Avoid"))
        try #require(dontStart < dontEnd)
        let dont = lines[dontStart..<dontEnd]
        let ru = try RuleCLI.ruleID(headlineStartingWith: RuleCLI.russianDontRemoveTab)
        let zh = try RuleCLI.ruleID(headlineStartingWith: RuleCLI.chineseDontRemoveTab)
        #expect(dont.contains("- [ ] **Не удаляйте вкладку, когда ее функция будет недоступна.** (\(ru))\\"))
        #expect(dont.contains("  also: \(zh) (zh-Hant)"), "the Chinese twin follows the Russian line")
        #expect(!dont.contains("- [ ] **不要移除功能不可用的標簽。** (\(zh))\\"))
        // Sources by title and edition, escaped.
        #expect(dont.contains { $0.hasPrefix("  _Source: Панели (HIG iOS 8, глава «Bars») · iOS 8 (2014) › Панель вкладок › line ") })
        // --all-variants lists the twin on a line of its own; the file name is escaped.
        let all = RuleCLI.run(["checklist", "tab-bar", "--all-variants"]).out
        #expect(all.contains("- [ ] **不要移除功能不可用的標簽。** (\(zh))\\"))
        #expect(!all.contains("  also: "))
    }

    @Test func theBarAcceptsTheSearchScopeAliases() {
        let canonical = RuleCLI.run(["checklist", "tab-bar"])
        #expect(canonical.status == 0)
        for alias in [["tab"], ["панель", "вкладок"], ["標簽欄"], ["Tab", "Bar"]] {
            let r = RuleCLI.run(["checklist"] + alias)
            #expect(r.status == 0 && r.stdout == canonical.stdout, "\(alias)")
        }
    }

    @Test func jsonCarriesTheSameRulesAsTheMarkdown() throws {
        let markdown = RuleCLI.run(["checklist", "toolbar", "--include-behavior", "--lang", "ru"]).out
        let json = try RuleCLI.json(["checklist", "toolbar", "--include-behavior", "--lang", "ru", "--format", "json"])
        #expect(json["bar"] == .string("toolbar") && json["lang"] == .string("ru") && json["include_behavior"] == .bool(true))
        #expect(json["schema_version"] == .int(2) && json["counting"] == .string("groups"))
        let groups = try #require(json["groups"]?.arrayValue)
        #expect(groups.map { $0["title"]?.stringValue ?? "" } == markdown.split(separator: "\n").filter { $0.hasPrefix("## ") }.map { String($0.dropFirst(3)) })
        #expect(groups.last?["key"] == .string("verify") && groups.last?["modality"] == .null)
        let ids = groups.flatMap { $0["rules"]?.arrayValue ?? [] }.compactMap { $0["id"]?.stringValue }
        #expect(ids.count == json["total"]?.intValue)
        #expect(ids == markdown.split(separator: "\n").filter { $0.hasPrefix("- [ ] ") }.map { line in
            String(line.dropLast(2).split(separator: "(").last ?? "")
        })
        let lines = try RuleCLI.jsonLines(["checklist", "toolbar", "--include-behavior", "--lang", "ru", "--format", "jsonl"])
        #expect(lines.compactMap { $0["id"]?.stringValue } == ids)
        #expect(lines.allSatisfy { $0["lang"] == .string("ru") })
    }

    @Test func textFormatIsPlainWhenNotATerminal() {
        let r = RuleCLI.run(["checklist", "status", "--format", "text"])
        #expect(r.status == 0)
        #expect(r.out.hasPrefix("Status bar checklist\n"))
        #expect(r.out.contains("\nDon't (") && r.out.contains("\n  [ ] "))
        #expect(!hasEscape(r.stdout))
    }

    @Test func anUnknownBarIsAUsageErrorListingTheBars() {
        let r = RuleCLI.run(["checklist", "dock"])
        #expect(r.status == 2)
        #expect(r.out.isEmpty)
        #expect(r.err.hasPrefix("barguide: error: unknown bar 'dock'; valid bars: status-bar, navigation-bar, toolbar, tab-bar, search-bar, scope-bar"))
        #expect(r.err.contains("usage: barguide checklist BAR"))
        let typo = RuleCLI.run(["checklist", "tab-bra"])
        #expect(typo.status == 2 && typo.err.contains("did you mean 'tab-bar'?"))
        #expect(RuleCLI.run(["checklist"]).status == 2)
        #expect(RuleCLI.run(["checklist", "tab", "--lang", "fr"]).status == 2)
    }

    @Test func aBarWithoutGuidelinesInTheLanguageSaysSo() {
        // The Chinese text has no scope bar section.
        let r = RuleCLI.run(["checklist", "scope-bar", "--lang", "zh"])
        #expect(r.status == 1)
        #expect(r.out.isEmpty)
        #expect(r.err == "barguide: error: no guidelines for the scope bar (scope-bar) in 'zh'\n"
                + "hint: the scope-bar checklist has rules in ru; try --lang all\n")
    }

    @Test func outputIsDeterministic() {
        for format in ["markdown", "json", "jsonl", "text"] {
            let a = RuleCLI.run(["checklist", "navigation-bar", "--include-behavior", "--format", format])
            let b = RuleCLI.run(["checklist", "navigation-bar", "--include-behavior", "--format", format])
            #expect(a.status == 0 && a.stdout == b.stdout && !a.stdout.isEmpty, "\(format)")
        }
    }
}
