import Foundation
import Testing
@testable import BarGuideKit
import BarGuideText

/// Group collapse picks its page from the ranked candidates as a pure function of them, and
/// ranks a wider window when the candidates of the request collapse into too few results.
@Suite struct GroupCollapsePickTests {
    /// Rows 1…7: 1, 2 and 4 are group 1 (2 a Russian copy of 1, 4 its Chinese twin), 3 and 6
    /// group 2 (Russian and English), 5 alone, 7 group 3.
    static let numbers: [UInt32] = [0, 1, 1, 2, 1, 0, 2, 3]
    static let masks: [UInt8] = [0, 0, 0, 0, 1 << 6, 0, 2 << 6, 0]
    static let ranked: [(rowid: Int, score: Double)] = (1...7).map { ($0, -Double(10 - $0)) }

    @Test func firstPageShowsOnePerGroupAndLanguageWithVariantsAndTwins() {
        let pick = GroupCollapse.pick(Self.ranked, numbers: Self.numbers, masks: Self.masks, offset: 0, limit: 2)
        #expect(pick.detail.shown == [1, 3, 4, 5, 6, 7])
        #expect(pick.detail.variants == [1: [2]])
        #expect(pick.hits == [1, 3])
        #expect(pick.detail.twins == [1: [4], 3: [6]])
        // The page's variants, then its twins off the page, are read without snippets.
        #expect(pick.read == [2, 4, 6])
        #expect(pick.enough)
    }

    @Test func aPagePastTheCandidatesIsNotEnough() {
        let pick = GroupCollapse.pick(Self.ranked, numbers: Self.numbers, masks: Self.masks, offset: 4, limit: 5)
        #expect(pick.hits == [6, 7])
        #expect(pick.detail.twins == [6: [3], 7: []])
        #expect(pick.read == [3])
        #expect(!pick.enough)
        let exact = GroupCollapse.pick(Self.ranked, numbers: Self.numbers, masks: Self.masks, offset: 0, limit: 6)
        #expect(exact.enough && exact.hits == [1, 3, 4, 5, 6, 7])
    }

    @Test func picksDoNotDependOnAnythingButTheirInput() {
        let a = GroupCollapse.pick(Self.ranked, numbers: Self.numbers, masks: Self.masks, offset: 1, limit: 3)
        let b = GroupCollapse.pick(Self.ranked, numbers: Self.numbers, masks: Self.masks, offset: 1, limit: 3)
        #expect(a.hits == b.hits && a.read == b.read && a.detail.shown == b.detail.shown)
        // A rowid outside the group numbers stands alone.
        let outside = GroupCollapse.pick(Self.ranked + [(rowid: 99, score: 0)], numbers: Self.numbers, masks: Self.masks,
                                         offset: 0, limit: 10)
        #expect(outside.detail.shown.last == 99)
    }

    /// With an item filter (the path of one query per count) a collapsed page is the same
    /// slice of the collapsed results whatever its size, with the same total.
    @Test func itemFilteredPagesAreSlicesOfOneCollapse() throws {
        let engine = SearchEngine(store: try Fixtures.openShared())
        var filters = QueryFilters()
        filters.items = ["FixedSpace"]
        let all = try GroupCollapse.search(engine, SearchRequest(query: "кнопка", filters: filters, limit: 50))
        try #require(all.result.hits.count >= 3 && all.result.hits.count == all.result.total)
        for (limit, offset) in [(1, 0), (2, 0), (2, 1), (2, 2), (3, 1)] {
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
        #expect(collapsed.variants[collapsed.result.hits[0].rule.id]?.count == 69)
        // The same page as collapsing every match read in full.
        var everything = request
        everything.limit = 500
        let all = GroupCollapse.collapse(try engine.search(everything).hits).shown
        #expect(collapsed.result.hits.map(\.rule.id) == all.prefix(2).map(\.rule.id))
    }
}
