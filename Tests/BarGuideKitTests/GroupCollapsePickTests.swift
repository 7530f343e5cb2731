import Foundation
import Testing
@testable import BarGuideKit
import BarGuideText

/// Group collapse picks its page from the ranked candidates as a pure function of them, and
/// ranks a wider window when the candidates of the request collapse into too few results.
@Suite struct GroupCollapsePickTests {
    /// Rows 1…7: 1, 2 and 4 are group 1 (a copy and a translation), 3 and 6 group 2, 5 alone,
    /// 7 group 3.
    static let numbers: [UInt32] = [0, 1, 1, 2, 1, 0, 2, 3]
    static let ranked: [(rowid: Int, score: Double)] = (1...7).map { ($0, -Double(10 - $0)) }

    @Test func firstPageShowsOnePerGroupWithItsOtherRankedRows() {
        let pick = GroupCollapse.pick(Self.ranked, numbers: Self.numbers, offset: 0, limit: 2)
        #expect(pick.detail.shown == [1, 3, 5, 7])
        #expect(pick.detail.members == [1: [2, 4], 3: [6]])
        // Nothing is read in the pass: the page's groups are read whole afterwards.
        #expect(pick.hits.isEmpty && pick.read.isEmpty)
        #expect(pick.enough)
    }

    @Test func aPagePastTheCandidatesIsNotEnough() {
        let pick = GroupCollapse.pick(Self.ranked, numbers: Self.numbers, offset: 2, limit: 5)
        #expect(!pick.enough)
        let exact = GroupCollapse.pick(Self.ranked, numbers: Self.numbers, offset: 0, limit: 4)
        #expect(exact.enough && exact.detail.shown == [1, 3, 5, 7])
    }

    @Test func picksDoNotDependOnAnythingButTheirInput() {
        let a = GroupCollapse.pick(Self.ranked, numbers: Self.numbers, offset: 1, limit: 3)
        let b = GroupCollapse.pick(Self.ranked, numbers: Self.numbers, offset: 1, limit: 3)
        #expect(a.detail == b.detail && a.enough == b.enough)
        // A rowid outside the group numbers stands alone.
        let outside = GroupCollapse.pick(Self.ranked + [(rowid: 99, score: 0)], numbers: Self.numbers, offset: 0, limit: 10)
        #expect(outside.detail.shown.last == 99)
    }

    /// The count in SQL (a database without rank statistics) honours every filter, an item's
    /// (as an option or inline) and a query of filters alone included: it agrees with the
    /// one-pass count and with the collapsed results.
    @Test(arguments: [("кнопка", "Done"), ("item:Done", nil), ("button item:FixedSpace", nil), ("item:FixedSpace lang:ru", nil)])
    func sqlGroupCountsHonourItemFilters(query: String, item: String?) throws {
        let engine = SearchEngine(store: try Fixtures.openShared())
        var request = SearchRequest(query: query, limit: 500)
        if let item { request.filters.items = [item] }
        let collapsed = try GroupCollapse.search(engine, request)
        try #require(collapsed.result.total > 0 && collapsed.result.hits.count == collapsed.result.total)
        let counted = try GroupCollapse.groupCounts(engine, request, fallback: collapsed.result.fallback)
        for (scope, count) in collapsed.result.counts { #expect(counted[scope] ?? 0 == count, "\(query) \(scope)") }
    }

    /// With an item filter (the path of one query per count) a collapsed page is the same
    /// slice of the collapsed results whatever its size, with the same total.
    @Test func itemFilteredPagesAreSlicesOfOneCollapse() throws {
        let engine = SearchEngine(store: try Fixtures.openShared())
        var filters = QueryFilters()
        filters.items = ["FixedSpace"]
        let all = try GroupCollapse.search(engine, SearchRequest(query: "кнопка", filters: filters, limit: 50))
        // The seeds have two guidelines with the item (each in two languages).
        try #require(all.result.hits.count >= 2 && all.result.hits.count == all.result.total)
        for (limit, offset) in [(1, 0), (1, 1), (2, 0), (2, 1), (2, 2), (3, 1)] {
            let page = try GroupCollapse.search(engine, SearchRequest(query: "кнопка", filters: filters, limit: limit, offset: offset))
            #expect(page.result.hits.map(\.rule.id) == Array(all.result.hits.dropFirst(offset).prefix(limit)).map(\.rule.id),
                    "limit \(limit) offset \(offset)")
            #expect(page.result.total == all.result.total && page.result.offset == offset)
        }
    }

    /// Seventy copies of one guideline (written for this test) outrank the one other rule with
    /// the word: the request's candidates are all copies, one result; the wider window finds
    /// the second.
    @Test func copiesBeyondTheCandidatesRankTheWiderWindow() throws {
        let dir = Fixtures.temporaryDirectory("barguide-wide")
        defer { Fixtures.cleanup(dir) }
        let corpus = dir + "/corpus"
        try FileManager.default.createDirectory(atPath: corpus, withIntermediateDirectories: true)
        for i in 1...70 {
            try "Панель вкладок\n\nНе прячьте панель вкладок при переходе между разделами приложения.\n"
                .write(toFile: corpus + "/ru_copy_\(i).txt", atomically: true, encoding: .utf8)
        }
        try """
            Панель вкладок

            Значки на панели вкладок должны быть понятны без подписи, а их число лучше держать \
            небольшим, чтобы каждая вкладка оставалась заметной, удобной и легко узнаваемой.

            """.write(toFile: corpus + "/ru_other.txt", atomically: true, encoding: .utf8)
        _ = try StoreBuilder.build(at: dir + "/kb.sqlite", from: try CorpusSource.directory(corpus))
        let store = try Store.open(dir + "/kb.sqlite")
        let engine = SearchEngine(store: store)
        let request = SearchRequest(query: "вкладок", limit: 2)
        // Every candidate the request itself weighs is a copy.
        var firstWindow = request
        firstWindow.limit = SearchEngine.capacity(for: request)
        let plain = try engine.search(firstWindow)
        try #require(plain.hits.count == SearchEngine.capacity(for: request) && plain.total > plain.hits.count)
        let copyGroup = try #require(plain.hits.first?.rule.group)
        try #require(plain.hits.allSatisfy { $0.rule.group == copyGroup })

        let collapsed = try GroupCollapse.search(engine, request)
        #expect(collapsed.counting == "groups")
        #expect(collapsed.result.total == 2)
        #expect(collapsed.result.hits.count == 2)
        #expect(collapsed.result.hits.first?.rule.group == copyGroup)
        #expect(collapsed.result.hits.last?.rule.group != copyGroup)
        #expect(collapsed.also[collapsed.result.hits[0].rule.id]?.count == 69)
        // The same page as collapsing every match read in full.
        var everything = request
        everything.limit = 500
        let all = GroupCollapse.collapse(try engine.search(everything).hits).shown
        #expect(collapsed.result.hits.map(\.rule.id) == all.prefix(2).map(\.rule.id))
    }
}
