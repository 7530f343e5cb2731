import Testing
@testable import BarGuideKit

@Suite struct RelatedTests {
    @Test func theRussianDontRemoveTabRuleIsRelatedToItsChineseTranslationFirst() throws {
        let store = try Fixtures.openShared()
        let ru = try CorpusRules.rule(store, headlineStartingWith: CorpusRules.russianDontRemoveTab)
        let zh = try CorpusRules.rule(store, headlineStartingWith: CorpusRules.chineseDontRemoveTab)
        let detail = try store.detail(of: ru)
        #expect(detail.concepts.contains("tab"))
        let first = try #require(detail.related.first)
        #expect(first.rule.id == zh.id)
        #expect(first.otherLanguage && first.sameModality && first.sameBar && first.sharedConcepts.contains("tab"))
        #expect(first.reason.contains("other language zh-Hant"))
        // And back.
        #expect(try store.related(to: zh).first?.rule.id == ru.id)
    }

    @Test func relatedRulesAreScoredBestFirstAndExcludeTheRuleItself() throws {
        let store = try Fixtures.openShared()
        for rule in try store.allRules() where rule.kind == .guideline {
            let related = try store.related(to: rule, limit: 5)
            #expect(related.count <= 5)
            #expect(!related.contains { $0.rule.id == rule.id })
            #expect(zip(related, related.dropFirst()).allSatisfy { $0.score >= $1.score }, "\(rule.id)")
            for r in related {
                // Every related rule shares an item, a symbol, or a bar and a concept.
                let sharesBar = r.rule.bars.contains(where: rule.bars.contains)
                #expect(!r.sharedItems.isEmpty || !r.sharedSymbols.isEmpty || (sharesBar && !r.sharedConcepts.isEmpty))
                #expect(r.score > 0)
            }
        }
        let rule = try CorpusRules.rule(store, headlineStartingWith: CorpusRules.russianDontRemoveTab)
        #expect(try store.related(to: rule, limit: 0).isEmpty)
        #expect(try store.detail(of: rule, relatedLimit: 2).related.count == 2)
    }

    @Test func sharedItemsMakeRulesRelated() throws {
        let store = try Fixtures.openShared()
        let keyed = try store.rules(forItem: "UITabBarSystemItemMore")
        try #require(keyed.count >= 2)
        let related = try store.related(to: keyed[0], limit: 20)
        for other in keyed.dropFirst() {
            let entry = try #require(related.first { $0.rule.id == other.id })
            #expect(entry.sharedItems == ["UITabBarSystemItemMore"])
            #expect(entry.reason.hasPrefix("shared item UITabBarSystemItemMore"))
        }
    }

    @Test func conceptsAreMatchedLongestFirstInBothLanguages() throws {
        let store = try Fixtures.openShared()
        let detector = try ConceptDetector(store: store)
        #expect(detector.concepts(in: "不要移除功能不可用的標簽。") == ["tab"])
        // 標簽欄 is the tab bar (a bar concept), not also a tab.
        #expect(detector.concepts(in: "標簽欄", includeBars: true) == ["tab-bar"])
        #expect(detector.concepts(in: "標簽欄") == [])
        // Russian inflections meet through the stems.
        #expect(detector.concepts(in: "Не удаляйте вкладку") == ["tab"])
        #expect(detector.concepts(in: "панелью вкладок", includeBars: true) == ["tab-bar"])
        #expect(detector.concepts(in: "Скрыть строку состояния", includeBars: true) == ["status-bar", "hide"])
        #expect(detector.concepts(in: "nothing here") == [])
    }

    // MARK: Prefix resolution

    @Test func idsResolveWholeByPrefixAndByHashPrefix() throws {
        let store = try Fixtures.openShared()
        let rule = try CorpusRules.rule(store, headlineStartingWith: CorpusRules.russianDontRemoveTab)
        let ids = try store.allRules().map(\.id)
        let hash = String(rule.id.split(separator: ".")[1])
        // The shortest prefix of the hash part no other id's hash or whole id starts with.
        let unique = try #require((1...hash.count).map { String(hash.prefix($0)) }.first { p in
            ids.filter { $0.hasPrefix(p) || $0.split(separator: ".").last!.hasPrefix(p) }.count == 1
        })
        #expect(try store.resolveRule(rule.id).id == rule.id)
        #expect(try store.resolveRule(rule.id.uppercased()).id == rule.id)
        #expect(try store.resolveRule("  \(rule.id) ").id == rule.id)
        #expect(try store.resolveRule(String(rule.id.dropLast())).id == rule.id)
        #expect(try store.resolveRule(unique).id == rule.id)
        #expect(try store.resolveRule(rule.primaryBar.rawValue + "." + unique).id == rule.id)
    }

    @Test func anAmbiguousPrefixListsTheCandidates() throws {
        let store = try Fixtures.openShared()
        let tabBarRules = try store.allRules().filter { $0.id.hasPrefix("tab-bar.") }
        #expect(throws: RuleLookupError.self) { try store.resolveRule("tab-bar.") }
        do {
            _ = try store.resolveRule("tab-bar.")
        } catch {
            guard case .ambiguous(let query, let candidates, let total) = error else {
                Issue.record("expected ambiguous, got \(error)")
                return
            }
            #expect(query == "tab-bar.")
            #expect(total == tabBarRules.count)
            #expect(candidates.count == min(total, RuleLookup.candidateLimit))
            #expect(candidates.map(\.id) == Array(tabBarRules.prefix(RuleLookup.candidateLimit)).map(\.id))
        }
    }

    @Test func unknownAndEmptyIdsAreReported() throws {
        let store = try Fixtures.openShared()
        #expect(throws: RuleLookupError.unknown("tab-bar.zzzz")) { try store.resolveRule("tab-bar.zzzz") }
        #expect(throws: RuleLookupError.unknown("qq")) { try store.resolveRule("qq") }
        #expect(throws: RuleLookupError.empty) { try store.resolveRule("  ") }
        // LIKE wildcards are plain characters here.
        #expect(throws: RuleLookupError.unknown("%")) { try store.resolveRule("%") }
        #expect(throws: RuleLookupError.unknown("_")) { try store.resolveRule("_") }
    }
}
