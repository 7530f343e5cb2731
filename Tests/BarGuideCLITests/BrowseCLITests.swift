// `barguide browse` run by the built binary where no terminal is: it refuses with exit 2 and
// points to `search`. (The interface itself is tested in a real terminal by Tests/e2e/browse_tmux.py.)
import Testing
@testable import BarGuideCLI
import BarGuideKit

@Suite("Browse: command line")
struct BrowseCLITests {
    @Test func withoutATerminalItExitsTwoAndPointsToSearch() {
        let r = BinaryRunner.run(["browse", "скрыть", "--db", SeedDatabase.path], stdin: Array("q\n".utf8))
        #expect(r.status == 2, "\(r)")
        #expect(r.stdout.isEmpty)
        #expect(r.err.hasPrefix("barguide: error: browse needs a terminal on stdin and stdout"))
        #expect(r.err.contains("barguide search QUERY"))
        #expect(!r.err.contains("\u{1B}"))  // nothing of the terminal interface was sent
    }

    @Test func optionsAreCheckedLikeEveryCommand() {
        let r = BinaryRunner.run(["browse", "--scope", "nowhere"])
        #expect(r.status == 2)
        #expect(r.err.contains("--scope"))
        let help = BinaryRunner.run(["help", "browse"])
        #expect(help.status == 0)
        #expect(help.out.contains("barguide browse [QUERY"))
        #expect(help.out.contains("Alt-1…7"))
    }

    @Test func theSpecIsValid() {
        #expect(BrowseCommand.spec.validate().isEmpty)
        #expect(CommandRegistry.all.contains { $0.spec.name == "browse" })
    }
}

@Suite("Browse: engine adapter on the seed database")
struct BrowseEngineTests {
    func engine() throws -> BrowseEngine { BrowseEngine(store: try Store.open(SeedDatabase.path)) }

    @Test func countsAndHitsAreThoseOfSearch() throws {
        let store = try Store.open(SeedDatabase.path)
        let browse = BrowseEngine(store: store)
        for text in ["скрыть строку состояния", "标签栏", "back button"] {
            let page = try browse.search(BrowseQuery(text: text, scope: .tabBar, lang: .all, kind: nil, offset: 0, limit: 5))
            var filters = QueryFilters()
            filters.scope = .tabBar
            // as `barguide search`: guideline groups collapsed, counts of groups
            let expected = try GroupCollapse.search(SearchEngine(store: store), SearchRequest(query: text, filters: filters, limit: 5)).result
            #expect(page.counts == expected.counts.map(\.count), "\(text)")
            #expect(page.total == expected.total)
            #expect(page.hits.map(\.id) == expected.hits.map(\.rule.id))
        }
    }

    @Test func theEmptyFieldListsEveryRuleOfTheScope() throws {
        let store = try Store.open(SeedDatabase.path)
        let e = BrowseEngine(store: store)
        let every = try store.allRules().count  // every seed rule, as the store holds them
        #expect(every > 100)
        let all = try e.search(BrowseQuery(text: "  ", scope: nil, lang: .all, kind: nil, offset: 0, limit: 3))
        #expect(all.counts[0] == every)
        #expect(all.total == every && all.hits.count == 3)
        let ru = try e.search(BrowseQuery(text: "", scope: .statusBar, lang: .ru, kind: .guideline, offset: 0, limit: 50))
        #expect(ru.total > 0 && ru.hits.allSatisfy { $0.lang == .ru && $0.kind == .guideline && $0.bars.contains(.statusBar) })
    }

    @Test func aQueryShownLatelyIsAnsweredWithoutSearching() throws {
        let e = try engine()
        let q = BrowseQuery(text: "панель вкладок", scope: nil, lang: .all, kind: nil, offset: 0, limit: 12)
        let first = try e.page(q)
        #expect(!first.cached)
        // Backspace and retyped, Tab away and back: the same page, from memory.
        var tab = q
        tab.scope = .tabBar
        let scoped = try e.page(tab)
        #expect(!scoped.cached && scoped.page.total <= first.page.total)
        var spaced = q
        spaced.text = "панель вкладок "
        let again = try e.page(spaced)
        #expect(again.cached && again.page == first.page)
        #expect(again.page == (try e.search(q)), "what a search gives now")
        // Another page, filter or limit is another answer.
        for other in [BrowseQuery(text: "панель вкладок", scope: nil, lang: .ru, kind: nil, offset: 0, limit: 12),
                      BrowseQuery(text: "панель вкладок", scope: nil, lang: .all, kind: nil, offset: 12, limit: 12),
                      BrowseQuery(text: "панель вкладок", scope: nil, lang: .all, kind: .guideline, offset: 0, limit: 12)] {
            #expect(!(try e.page(other)).cached)
        }
        // Failures are not kept; only the latest pages are.
        let broken = BrowseQuery(text: "\"tab", scope: nil, lang: .all, kind: nil, offset: 0, limit: 5)
        #expect(throws: BrowseFailure.self) { _ = try e.page(broken) }
        #expect(e.cached(broken) == nil)
        for n in 0..<BrowseEngine.recentLimit { _ = try e.page(BrowseQuery(text: "", scope: nil, lang: .all, kind: nil, offset: n, limit: 1)) }
        #expect(e.cached(q) == nil)
    }

    @Test func aCancelHoldsForTheWholeSearchUntilTheNextJob() throws {
        let store = try Store.open(SeedDatabase.path)
        let e = BrowseEngine(store: store)
        // Every statement on the connection stops (a long one, started after the cancel).
        let long = "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 300000) SELECT count(*) FROM c"
        e.interrupt()
        #expect(throws: (any Error).self) { _ = try store.db.scalar(long, []) }
        e.resume()
        guard case .integer(let n)? = try store.db.scalar(long, []) else { Issue.record("no count"); return }
        #expect(n == 300_000)
        let q = BrowseQuery(text: "панель вкладок", scope: nil, lang: .all, kind: nil, offset: 0, limit: 12)
        // Asked while no statement runs (between two statements of a search, say): a bare
        // sqlite3_interrupt would be forgotten when the next statement starts.
        e.interrupt()
        #expect(throws: BrowseFailure.interrupted) { _ = try e.search(q) }
        #expect(throws: BrowseFailure.interrupted) { _ = try e.search(q) }
        e.resume()
        let page = try e.search(q)
        #expect(page.total > 0 && !page.hits.isEmpty)
        #expect(try e.rule(id: page.hits[0].id).rule.id == page.hits[0].id, "the connection is usable after a cancel")
    }

    @Test func aMalformedQueryIsAQueryFailure() throws {
        #expect(throws: BrowseFailure.self) {
            _ = try engine().search(BrowseQuery(text: "\"tab", scope: nil, lang: .all, kind: nil, offset: 0, limit: 5))
        }
    }

    @Test func aRuleInFullWithRelatedRules() throws {
        let store = try Store.open(SeedDatabase.path)
        let e = BrowseEngine(store: store)
        let hits = try e.search(BrowseQuery(text: "标签栏", scope: nil, lang: .all, kind: nil, offset: 0, limit: 10)).hits
        var withRelated = 0
        for hit in hits {
            let rule = try e.rule(id: hit.id)
            #expect(rule.rule.id == hit.id)
            let expected = try store.detail(of: rule.rule, relatedLimit: 9)
            #expect(rule.related.map(\.id) == expected.related.map(\.rule.id))
            #expect(rule.concepts == expected.concepts)
            if !rule.related.isEmpty { withRelated += 1 }
        }
        #expect(withRelated > 0)
        #expect(throws: BrowseFailure.self) { _ = try e.rule(id: "no-such-rule.000000") }
    }
}
