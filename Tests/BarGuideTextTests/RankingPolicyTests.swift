import Foundation
import Testing
@testable import BarGuideText

/// The ranking policy table: every entry named once, with a one-line reason, and values that
/// the tier arithmetic and FTS5's bm25 formula rely on.
@Suite struct RankingPolicyTests {
    @Test func everyEntryHasAUniqueNameAndAOneLineReason() {
        let table = RankingPolicy.table
        #expect(table.count >= 20)
        #expect(Set(table.map(\.name)).count == table.count, "names repeat: \(table.map(\.name))")
        for entry in table {
            #expect(!entry.name.isEmpty && !entry.value.isEmpty)
            #expect(!entry.reason.isEmpty && !entry.reason.contains("\n"), "\(entry.name): \(entry.reason)")
        }
    }

    /// Tiers are single bits (the engine sets and clears them with bit operations), ordered
    /// partial > other language > fragment, and the missing-unit count added to the partial
    /// tier stays below the fragment bit.
    @Test func tiersAreDistinctBitsInOrder() {
        let tiers = [RankingPolicy.partialTier.value, RankingPolicy.otherLanguageTier.value, RankingPolicy.fragmentTier.value]
        for tier in tiers { #expect(tier > 0 && tier.nonzeroBitCount == 1, "\(tier)") }
        #expect(tiers == tiers.sorted(by: >))
        #expect(Set(tiers).count == tiers.count)
        #expect(RankingPolicy.fragmentTier.value > Int32(UInt8.max), "room for every missing unit below the fragment bit")
    }

    @Test func columnWeightsFollowTheIndexColumns() {
        #expect(RankingPolicy.columnWeights.map(\.name) == ["headline", "text", "keywords", "facets"])
        #expect(RankingPolicy.columnWeights.last?.value == 0, "facets never add relevance")
        #expect(RankingPolicy.columnWeights[0].value > RankingPolicy.columnWeights[1].value)
    }

    @Test func idfIsFTS5sWithItsFloor() {
        #expect(RankingPolicy.idf(rows: 100, hits: 1) == log(99.5 / 1.5))
        // A phrase in most rows would weigh negative: FTS5 floors it.
        #expect(RankingPolicy.idf(rows: 10, hits: 9) == RankingPolicy.idfFloor.value)
        #expect(RankingPolicy.idf(rows: 10, hits: 5) == RankingPolicy.idfFloor.value)
    }

    @Test func lengthFactorAndCandidates() {
        let short = RankingPolicy.shortTokens.value
        #expect(RankingPolicy.lengthFactor(short - 1) == RankingPolicy.shortFactor.value)
        #expect(RankingPolicy.lengthFactor(short) == 1.0)
        #expect(RankingPolicy.shortFactor.value < 1.0)
        let c10 = RankingPolicy.candidates(pageEnd: 10)
        let c20 = RankingPolicy.candidates(pageEnd: 20)
        #expect(c10 > 10 && c20 > c10)
        #expect(c20 - c10 == 10 * RankingPolicy.candidatesPerResult.value)
        #expect(RankingPolicy.collapseWindowMinimum.value < RankingPolicy.collapseWindowMaximum.value)
    }
}
