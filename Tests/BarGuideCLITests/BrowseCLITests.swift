// `barguide browse` run by the built binary where no terminal is: it refuses with exit 2 and
// points to `search`. (The interface itself is tested in a real terminal by Tests/e2e/browse_tmux.py.)
import Testing
import Foundation
@testable import BarGuideCLI
@testable import BarGuideKit

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

    @Test func theEngineSaysWhereTheTimeOfASearchWent() throws {
        let e = try engine()
        let q = BrowseQuery(text: "скрыть строку состояния", scope: nil, lang: .zhHans, kind: nil, offset: 0, limit: 12)
        let first = try e.page(q)
        #expect(!first.cached)
        let phases = e.lastPhases
        #expect(phases.engineMs > 0 && phases.engineCPUMs > 0 && phases.finishMs > 0)
        #expect(phases.engineCPUMs < phases.engineMs + 5, "one thread's CPU time fits in its wall time")
        #expect(try e.page(q).cached)
        #expect(e.lastPhases == BrowseSearchPhases(), "a page from memory costs no search")
    }

    @Test func theTraceHasALineForEveryShownSearchWithItsPhases() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("browse-trace-\(getpid()).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let q = BrowseQuery(text: "标签栏", scope: .tabBar, lang: .zh, kind: .guideline, offset: 0, limit: 12)
        do {
            let trace = try #require(BrowseTrace(path: path))
            trace.fire(q, generation: 7, debounced: true)
            var timing = BrowseWorker.Timing(started: 10, finished: 30, cpuMs: 15, processCPUMs: 18, cached: false)
            timing.phases = BrowseSearchPhases(engineMs: 19, engineCPUMs: 14.5, finishMs: 0.5)
            let shown = BrowseSession.ShownSearch(generation: 7, query: q, outcome: "shown", total: 42, timing: timing, resultAt: 31)
            let draw = BrowseSession.DrawPhases(layoutMs: 0.25, renderMs: 0.5, writeMs: 0.125, cpuMs: 0.75, bytes: 1234,
                                                rowsChanged: 9, full: false)
            trace.record(shown, doneAt: BrowseTerminal.now(), draw: draw)
            // a search never fired (or recorded already) writes nothing
            trace.record(shown, doneAt: BrowseTerminal.now(), draw: draw)
        }
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(object["query"] as? String == "标签栏" && object["scope"] as? String == "tab-bar")
        #expect(object["lang"] as? String == "zh" && object["kind"] as? String == "guideline")
        #expect(object["outcome"] as? String == "shown" && object["total"] as? Int == 42 && object["generation"] as? Int == 7)
        #expect(object["search_ms"] as? Double == 20 && object["search_cpu_ms"] as? Double == 15)
        #expect(object["search_process_cpu_ms"] as? Double == 18)
        #expect(object["engine_ms"] as? Double == 19 && object["engine_cpu_ms"] as? Double == 14.5 && object["finish_ms"] as? Double == 0.5)
        #expect(object["layout_ms"] as? Double == 0.25 && object["render_ms"] as? Double == 0.5 && object["write_ms"] as? Double == 0.125)
        #expect(object["draw_cpu_ms"] as? Double == 0.75 && object["bytes"] as? Int == 1234 && object["rows_changed"] as? Int == 9)
        #expect(object["full_redraw"] as? Bool == false && object["cached"] as? Bool == false && object["debounced"] as? Bool == true)
        let fired = try #require(object["fire_ms"] as? Double), done = try #require(object["done_ms"] as? Double)
        #expect(abs((object["latency_ms"] as? Double ?? -1) - (done - fired)) < 1e-6)
        #expect(object["result_ms"] as? Double == 31)
    }

    @Test func rememberedIDFsGiveTheScoresOfCountingThemAgain() throws {
        // browse's engine keeps the IDFs of its searches; a query typed word by word, back and
        // forth, scoped and not, must rank exactly as a search that counts them afresh.
        let store = try Store.open(SeedDatabase.path)
        let session = SearchEngine(store: store)
        session.remembersIDFs = true
        let typed = ["скрыть", "скрыть строку", "скрыть строку состояния", "скрыть строку", "标签栏", "标签栏图标",
                     "標籤列 圖示", "tab bar", "tab bar icon", "tab bar", "кнопка назад", "кнопка -назад"]
        var reused = 0
        for text in typed {
            for scope in [nil, Bar.tabBar] {
                var filters = QueryFilters()
                filters.scope = scope
                let request = SearchRequest(query: text, filters: filters, limit: 20)
                let remembered = try GroupCollapse.search(session, request).result
                reused += store.collector?.reusedIDFs ?? 0
                let fresh = try GroupCollapse.search(SearchEngine(store: try Store.open(SeedDatabase.path)), request).result
                #expect(remembered == fresh, "\(text) in \(scope?.rawValue ?? "all")")
                #expect(remembered.hits.map(\.score) == fresh.hits.map(\.score))
            }
        }
        #expect(reused > 0, "later queries took IDFs from the earlier ones")
        #expect((store.collector?.rememberedIDFCount ?? 0) > 0)
    }

    @Test func phraseKeysNameEachPhraseWithItsColumns() {
        let e = FTS5Expression.and([
            .columns(["headline", "text"], .or([.phrase("панель", prefix: false), .phrase("вклад", prefix: true)])),
            .not(.phrase("панель", prefix: false), .phrase("a\"b", prefix: false)),
            .facets(["zzlangru", "zzlangen"]),
        ])
        #expect(e.phraseKeys == ["{headline text}:\"панель\"", "{headline text}:\"вклад\"*", "\"панель\"", "\"a\"\"b\"",
                                 "facets:\"zzlangru\"", "facets:\"zzlangen\""])
        #expect(e.phraseKeys.count == e.phraseCount)
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
