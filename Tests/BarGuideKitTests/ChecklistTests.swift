import Testing
@testable import BarGuideKit

/// Finding the corpus rules the tests are about by their text, not by id (ids may change with ingest).
enum CorpusRules {
    static let russianDontRemoveTab = "Не удаляйте вкладку"
    static let chineseDontRemoveTab = "不要移除功能不可用的標簽"

    static func rule(_ store: Store, headlineStartingWith prefix: String) throws -> Rule {
        let matches = try store.allRules().filter { $0.headline.hasPrefix(prefix) }
        try #require(matches.count == 1, "expected one rule starting with '\(prefix)', found \(matches.count)")
        return matches[0]
    }

    static func sourceKey(_ r: Rule) -> (String, Int) { (r.document, r.ordinal) }
}

@Suite struct ChecklistTests {
    @Test func tabBarChecklistPutsTheDontRemoveTabRulesUnderDontOnce() throws {
        let store = try Fixtures.openShared()
        let checklist = try store.checklist(for: .tabBar)
        let dont = try #require(checklist.groups.first { $0.kind == .dont })
        #expect(dont.title == "Don't")
        // The Russian rule is shown (ru comes first), its Chinese twin follows as "also".
        let entry = try #require(dont.entries.first { $0.rule.headline.hasPrefix(CorpusRules.russianDontRemoveTab) })
        #expect(entry.rule.lang == .ru)
        #expect(entry.also.contains { $0.headline.hasPrefix(CorpusRules.chineseDontRemoveTab) && $0.lang == .zhHant })
        #expect(!dont.rules.contains { $0.headline.hasPrefix(CorpusRules.chineseDontRemoveTab) })
        // With --prefer-lang zh-Hant the Chinese variant is shown instead.
        let zh = try store.checklist(for: .tabBar, ChecklistOptions(preference: VariantPreference(prefer: [.zhHant])))
        let zhDont = try #require(zh.groups.first { $0.kind == .dont })
        #expect(zhDont.rules.contains { $0.headline.hasPrefix(CorpusRules.chineseDontRemoveTab) })
        #expect(!zhDont.rules.contains { $0.headline.hasPrefix(CorpusRules.russianDontRemoveTab) })
        // And in no other group.
        for group in checklist.groups where group.kind != .dont {
            #expect(!group.rules.contains { $0.headline.hasPrefix(CorpusRules.russianDontRemoveTab) })
        }
    }

    @Test(arguments: Bar.scoped)
    func groupsComeInOrderWithRulesInSourceOrder(bar: Bar) throws {
        let store = try Fixtures.openShared()
        let checklist = try store.checklist(for: bar, includeBehavior: true)
        let expected: [ChecklistGroupKind] = [.dont, .avoid, .do, .consider, .verify]
        #expect(checklist.groups.map(\.title).allSatisfy { ["Don't", "Avoid", "Do", "Consider", "Verify"].contains($0) })
        let order = checklist.groups.map { expected.firstIndex(of: $0.kind) ?? -1 }
        #expect(order == order.sorted() && Set(order).count == order.count, "\(checklist.groups.map(\.title))")
        for group in checklist.groups {
            #expect(!group.rules.isEmpty)
            let keys = group.rules.map(CorpusRules.sourceKey)
            #expect(keys.map(\.0) == keys.sorted { $0 < $1 }.map(\.0) && zip(keys, keys.dropFirst()).allSatisfy { $0 < $1 },
                    "\(bar) \(group.title) is not in source order")
            for rule in group.rules {
                #expect(rule.bars.contains(bar))
                #expect(rule.kind == group.kind.kind)
                if group.kind != .verify { #expect((rule.modality ?? .do) == group.kind.modality) }
            }
        }
    }

    @Test(arguments: Bar.scoped)
    func everyGuidelineOfTheBarIsListedOnce(bar: Bar) throws {
        let store = try Fixtures.openShared()
        let expected = try store.allRules().filter { $0.kind == .guideline && $0.bars.contains(bar) }.map(\.id)
        let checklist = try store.checklist(for: bar)
        // Shown or as "also" of the line of its group: each rule exactly once.
        let listed = checklist.groups.flatMap(\.entries).flatMap { [$0.rule.id] + $0.also.map(\.id) }
        #expect(listed.count == Set(listed).count)
        #expect(Set(listed) == Set(expected))
        #expect(checklist.ruleCount == expected.count)
        // One line per group: no two lines of one group.
        let groups = checklist.groups.flatMap(\.rules).compactMap(\.group)
        #expect(groups.count == Set(groups).count)
        // --all-variants: one line per rule.
        let all = try store.checklist(for: bar, ChecklistOptions(allVariants: true))
        #expect(Set(all.groups.flatMap(\.rules).map(\.id)) == Set(expected) && all.total == expected.count)
        #expect(all.groups.flatMap(\.entries).allSatisfy { $0.also.isEmpty })
    }

    @Test func guidelinesWithoutModalityCountAsDo() {
        let rule = Rule(bars: [.tabBar], kind: .guideline, modality: nil, lang: .ru, document: "d", heading: [],
                        lines: LineRange(1, 1), headline: "h", text: "h")
        #expect(ChecklistGroupKind.of(rule) == .do)
        var behavior = rule
        behavior.kind = .behavior
        #expect(ChecklistGroupKind.of(behavior) == .verify)
        var reference = rule
        reference.kind = .reference
        #expect(ChecklistGroupKind.of(reference) == nil)
    }

    @Test func languageFilterKeepsOnlyThatLanguage() throws {
        let store = try Fixtures.openShared()
        let ru = try store.checklist(for: .tabBar, langs: .only([.ru]))
        let zh = try store.checklist(for: .tabBar, langs: LangFilter.resolve("zh")!)
        let all = try store.checklist(for: .tabBar)
        #expect(ru.groups.flatMap(\.rules).allSatisfy { $0.lang == .ru })
        #expect(zh.groups.flatMap(\.rules).allSatisfy { $0.lang == .zhHant || $0.lang == .zhHans })
        #expect(ru.total > 0 && zh.total > 0)
        #expect(ru.ruleCount + zh.ruleCount == all.ruleCount)
        #expect(ru.total + zh.total > all.total, "twins in both languages are one line of the full checklist")
    }

    @Test func behaviorsFormAVerifyGroupOnlyWhenAsked() throws {
        let store = try Fixtures.openShared()
        #expect(!(try store.checklist(for: .tabBar)).groups.contains { $0.kind == .verify })
        let with = try store.checklist(for: .tabBar, includeBehavior: true)
        let verify = try #require(with.groups.last)
        #expect(verify.kind == .verify && verify.title == "Verify")
        #expect(verify.rules.allSatisfy { $0.kind == .behavior })
        #expect(verify.rules.contains { $0.headline.contains("Всегда появляется в базовом краю экрана") })
    }

    @Test func aBarWithoutRulesInALanguageGivesAnEmptyChecklist() throws {
        let store = try Fixtures.openShared()
        // The Chinese text covers neither the search bar nor the scope bar.
        let checklist = try store.checklist(for: .scopeBar, langs: LangFilter.resolve("zh")!)
        #expect(checklist.isEmpty && checklist.total == 0)
        #expect(!(try store.checklist(for: .scopeBar)).isEmpty)
    }
}
