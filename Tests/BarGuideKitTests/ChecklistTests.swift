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
    @Test func tabBarChecklistPutsTheDontRemoveTabRulesUnderDont() throws {
        let store = try Fixtures.openShared()
        let checklist = try store.checklist(for: .tabBar)
        let dont = try #require(checklist.groups.first { $0.kind == .dont })
        #expect(dont.title == "Don't")
        #expect(dont.rules.contains { $0.headline.hasPrefix(CorpusRules.russianDontRemoveTab) && $0.lang == .ru })
        #expect(dont.rules.contains { $0.headline.hasPrefix(CorpusRules.chineseDontRemoveTab) && $0.lang == .zhHant })
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
        let listed = try store.checklist(for: bar).groups.flatMap(\.rules).map(\.id)
        #expect(listed.count == Set(listed).count)
        #expect(Set(listed) == Set(expected))
        #expect(try store.checklist(for: bar).total == expected.count)
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
        #expect(ru.total + zh.total == all.total)
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
