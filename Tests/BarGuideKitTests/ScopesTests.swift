import Testing
@testable import BarGuideKit

@Suite struct ScopesTests {
    @Test func scopesAreAllThenTheSixBarsWithConsistentCounts() throws {
        let store = try Fixtures.openShared()
        let rules = try store.allRules()
        let scopes = try store.scopeCounts()
        #expect(scopes.map(\.scope) == ["all"] + Bar.scoped.map(\.rawValue))
        #expect(scopes.map(\.name) == ["All", "Status", "Navigation", "Toolbar", "Tab", "Search", "Scope"])
        for scope in scopes {
            let members = scope.bar.map { bar in rules.filter { $0.bars.contains(bar) } } ?? rules
            #expect(scope.total == members.count, "\(scope.scope)")
            #expect(scope.byLang.values.reduce(0, +) == scope.total)
            #expect(scope.byKind.values.reduce(0, +) == scope.total)
            #expect(Set(scope.byLang.keys) == Set(Lang.allCases) && Set(scope.byKind.keys) == Set(RuleKind.allCases))
            for lang in Lang.allCases { #expect(scope.byLang[lang] == members.filter { $0.lang == lang }.count) }
            for kind in RuleKind.allCases { #expect(scope.byKind[kind] == members.filter { $0.kind == kind }.count) }
        }
        // The search engine's scope bar agrees, e.g. for the guidelines.
        var filters = QueryFilters()
        filters.kinds = [.guideline]
        let search = try SearchEngine(store: store).search(SearchRequest(query: "", filters: filters, limit: 0))
        #expect(search.counts.map(\.scope) == scopes.map(\.scope))
        #expect(search.counts.map(\.count) == scopes.map { $0.byKind[.guideline] ?? -1 })
    }
}
