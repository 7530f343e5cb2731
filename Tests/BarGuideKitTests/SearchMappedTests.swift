import Testing
import SQLiteKit
@testable import BarGuideKit

/// A large database is read through a memory map, its statistics blobs (rank_stats,
/// group_stats) straight into their arrays (Store.mapPages, RankStats.readBlob). The results
/// are exactly those of the unmapped reads: the same statistics, and the same searches for
/// every query shape, collapsed and not, every page, scores included. The seed database is
/// below the mapping's threshold: the tests map it.
@Suite struct SearchMappedTests {
    /// An engine on its own store, mapped (as a large database is) or not, split or not.
    static func engine(mapped: Bool, split: Bool = false) throws -> SearchEngine {
        let store = try Fixtures.openShared()
        #expect(!store.isMapped, "the seed database is below the threshold")
        if mapped {
            Store.mapPages(store.db)
            store.isMapped = true
        }
        let engine = SearchEngine(store: store)
        engine.splitRows = split ? 0 : Int.max
        return engine
    }

    @Test func statisticsReadDirectlyAreTheSame() throws {
        let plain = try Self.engine(mapped: false).store
        let mapped = try Self.engine(mapped: true).store
        let a = try #require(plain.rankStats)
        let b = try #require(mapped.rankStats)
        #expect(a.lengths == b.lengths)
        #expect(a.masks == b.masks)
        #expect(!b.lengths.isEmpty && b.lengths.contains { $0 > 0 })
        let g = try #require(GroupCollapse.loadGroupNumbers(plain))
        let h = try #require(GroupCollapse.loadGroupNumbers(mapped))
        #expect(g.numbers == h.numbers && g.limit == h.limit)
        #expect(h.numbers.count == b.masks.count)
    }

    @Test func missingBlobsAreNil() throws {
        let store = try Self.engine(mapped: true).store
        #expect(RankStats.readBlob(store.db, table: "no_such_table", column: "x", as: UInt32.self) == nil)
        #expect(RankStats.readBlob(store.db, table: "rank_stats", column: "no_such_column", as: UInt8.self) == nil)
        // A text column is readable as bytes: the bar order string.
        let order = try #require(RankStats.readBlob(store.db, table: "rank_stats", column: "bar_order", as: UInt8.self))
        #expect(String(decoding: order, as: UTF8.self) == RankStats.barOrder)
    }

    @Test(arguments: [false, true])
    func mappedSearchGivesTheSameResults(split: Bool) throws {
        let plain = try Self.engine(mapped: false)
        let mapped = try Self.engine(mapped: true, split: split)
        for (query, filters) in SearchSplitTests.queries {
            for page in SearchSplitTests.pages {
                let request = SearchRequest(query: query, filters: filters, limit: page.limit, offset: page.offset)
                let label = "\(query) \(page)"
                let a = try GroupCollapse.search(plain, request)
                let b = try GroupCollapse.search(mapped, request)
                #expect(a == b, "collapsed: \(label)")
                #expect(a.result.hits.map(\.score) == b.result.hits.map(\.score), "collapsed: \(label)")
                let c = try plain.search(request)
                let d = try mapped.search(request)
                #expect(c == d, "rules: \(label)")
            }
        }
    }
}
