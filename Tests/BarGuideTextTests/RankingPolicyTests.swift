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
    /// partial > other language > fragment > unnamed (an API name's), and the missing-unit count
    /// added to the partial tier stays below the fragment bit.
    @Test func tiersAreDistinctBitsInOrder() {
        let tiers = [RankingPolicy.partialTier.value, RankingPolicy.otherLanguageTier.value, RankingPolicy.fragmentTier.value,
                     RankingPolicy.unnamedTier.value]
        for tier in tiers { #expect(tier > 0 && tier.nonzeroBitCount == 1, "\(tier)") }
        #expect(tiers == tiers.sorted(by: >))
        #expect(Set(tiers).count == tiers.count)
        #expect(RankingPolicy.fragmentTier.value > Int32(UInt8.max), "room for every missing unit below the fragment bit")
        #expect(RankingPolicy.barRoleBits & RankingPolicy.unnamedTier.value == 0, "an API name's tier is no role bit")
    }

    /// A bar-name query's roles, in the documented order; their tiers (with the reference tier)
    /// lie between the fallback's missing-unit count and the fragment bit.
    @Test func barRoleTiersOrderTheBarsOwnRulesFirst() {
        #expect(RankingPolicy.barRoles.map(\.name) == ["definition", "guideline", "behavior", "other", "secondary", "unlisted"])
        let values = RankingPolicy.barRoles.map(\.value)
        #expect(values == values.sorted() && Set(values).count == values.count)
        func tier(_ own: Bool, _ listed: Bool, _ kind: String) -> Int32 {
            RankingPolicy.barRoleTier(own: own, listed: listed, kind: kind)
        }
        // Own rules by kind, a reference last; then rules that list the bar, then the others.
        let order = [tier(true, true, "definition"), tier(true, true, "guideline"), tier(true, true, "behavior"),
                     tier(true, true, "tip"), tier(true, true, "reference"), tier(false, true, "definition"),
                     tier(false, true, "reference"), tier(false, false, "guideline"), tier(false, false, "reference")]
        #expect(order == order.sorted() && Set(order).count == order.count, "\(order)")
        #expect(tier(true, true, "definition") == 0)
        #expect(tier(true, true, "tip") == tier(true, true, "caption") && tier(true, true, "tip") == tier(true, true, "editorial"))
        #expect(tier(false, true, "definition") == tier(false, true, "guideline"))
        #expect(tier(false, true, "guideline") == RankingPolicy.barRoleTier("secondary"))
        // The bits: below the fragment tier, above every missing-unit count.
        let last = tier(false, false, "reference")
        #expect(last < RankingPolicy.fragmentTier.value)
        #expect(RankingPolicy.barRoleBits & RankingPolicy.fragmentTier.value == 0)
        #expect(last & ~RankingPolicy.barRoleBits == 0 && last & RankingPolicy.barRoleBits == last)
        #expect(RankingPolicy.barReferenceTier.value < RankingPolicy.barRoleStep.value)
        #expect(RankingPolicy.barRoleBits & Int32(UInt8.max) == 0, "room for every missing unit below the role bits")
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
