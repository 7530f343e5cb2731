import Testing
import SQLiteKit
@testable import BarGuideKit
import BarGuideText

/// The engine reads the ranking policy: every rule kind has a factor, and the SQL the engine
/// weighs candidates with gives each kind the table's factor.
@Suite struct RankingPolicyKitTests {
    @Test func everyRuleKindHasAFactorAndNoOtherIsNamed() {
        #expect(Set(RankingPolicy.kindFactors.map(\.name)) == Set(RuleKind.allCases.map(\.rawValue)))
        #expect(RankingPolicy.kindFactors.count == RuleKind.allCases.count)
        let guideline = RankingPolicy.kindFactors.first { $0.name == RuleKind.guideline.rawValue }?.value ?? 0
        #expect(RankingPolicy.kindFactors.allSatisfy { $0.value <= guideline }, "guidelines weigh most")
    }

    @Test func kindFactorSQLGivesEachKindItsFactor() throws {
        let db = try Database(path: ":memory:")
        for entry in RankingPolicy.kindFactors {
            let value = try db.scalar("SELECT \(SearchEngine.kindWeightSQL) FROM (SELECT ? AS kind)", [entry.name])
            #expect(value == .real(entry.value), "\(entry.name)")
        }
        let other = try db.scalar("SELECT \(SearchEngine.kindWeightSQL) FROM (SELECT 'no-such-kind' AS kind)")
        #expect(other == .real(RankingPolicy.otherKindFactor.value))
    }

    @Test func barRoleSQLGivesEachRuleItsRoleTier() throws {
        let db = try Database(path: ":memory:")
        for bar in Bar.scoped {
            let other = Bar.scoped.first { $0 != bar } ?? .general
            for kind in RuleKind.allCases {
                for bars in [[bar], [bar, other], [other, bar], [other]] {
                    let sql = "SELECT \(SearchEngine.barRoleSQL(bar)) FROM (SELECT ? AS primary_bar, ? AS bars, ? AS kind)"
                    let value = try db.scalar(sql, [bars[0].rawValue, bars.map(\.rawValue).joined(separator: "\u{1F}"), kind.rawValue])
                    let expected = RankingPolicy.barRoleTier(own: bars[0] == bar, listed: bars.contains(bar), kind: kind.rawValue)
                    #expect(value == .integer(Int64(expected)), "\(bar) \(bars) \(kind)")
                }
            }
        }
        #expect(SearchEngine.barRoleSQL(nil) == "0")
    }

    @Test func bm25ColumnWeightsAreThePolicys() throws {
        let store = try Fixtures.openShared()
        let columns = try store.db.rows("SELECT name FROM pragma_table_info('rules_fts')").compactMap { $0.string(0) }
        #expect(columns.count == RankingPolicy.columnWeights.count, "\(columns)")
        #expect(SearchEngine.weightValues == RankingPolicy.columnWeights.map(\.value))
    }
}
