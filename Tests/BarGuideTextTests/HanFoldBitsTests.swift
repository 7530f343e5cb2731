import Testing
@testable import BarGuideText

/// The generated bitmap (tools/make_fold_bits.py) must say exactly which scalars of the dense
/// range fold: a stale one would leave a Traditional character unfolded, or look up one in vain.
@Suite struct HanFoldBitsTests {
    @Test func bitmapMarksExactlyTheFoldTableSources() {
        let base = HanFold.denseBase, limit = HanFold.denseLimit
        var expected = [UInt64](repeating: 0, count: Int(limit - base + 63) / 64)
        for k in HanFoldTable.sources where k >= base && k < limit {
            let i = Int(k - base)
            expected[i >> 6] |= 1 << UInt64(i & 63)
        }
        #expect(HanFoldTable.foldBits.count == expected.count)
        #expect(HanFoldTable.foldBits == expected)
        let marked = HanFoldTable.foldBits.reduce(0) { $0 + $1.nonzeroBitCount }
        #expect(marked == HanFoldTable.sources.filter { $0 >= base && $0 < limit }.count)
        #expect(marked > 4000)
    }

    @Test func foldsThroughTheBitmapAsThroughTheTable() {
        // Every scalar of the dense range: folded by the table's pair when it has one, else kept.
        var target: [UInt32: UInt32] = [:]
        for (k, v) in zip(HanFoldTable.sources, HanFoldTable.targets) { target[k] = v }
        for v in HanFold.denseBase..<HanFold.denseLimit {
            #expect(HanFold.fold(v) == (target[v] ?? v))
        }
        #expect(HanFold.fold(0x6B04) == 0x680F)  // 欄 -> 栏
        #expect(HanFold.fold(0x680F) == 0x680F)
    }
}
