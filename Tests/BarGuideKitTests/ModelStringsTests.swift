import Testing
@testable import BarGuideKit

/// The hand-made string helpers of the search path agree with what they replace.
@Suite struct ModelStringsTests {
    @Test func joinedMatchesTheStandardLibrary() {
        let cases: [[String]] = [
            [], [""], ["", ""], ["a"], ["a", "b", "c"], ["", "x", ""],
            ["панель вкладок", "标签栏", "tab bar"], ["👍🏽", "e\u{301}", "ß"],
            [String(repeating: "long text ", count: 40), "tail"],
        ]
        for parts in cases {
            for separator in ["", ", ", " › ", "\u{1F}", "·"] {
                // The standard library's answer, through a sequence that is not [String].
                let reference = AnySequence(parts).joined(separator: separator)
                #expect(parts.joined(separator: separator) == reference, "\(parts) / \(separator)")
            }
        }
    }

    @Test func splitKeepsNonEmptyPiecesOfTheSeparatedList() {
        let sep = String(Store.separator)
        #expect(Store.split(nil) == [])
        #expect(Store.split("") == [])
        #expect(Store.split("tab-bar") == ["tab-bar"])
        #expect(Store.split("tab-bar\(sep)toolbar") == ["tab-bar", "toolbar"])
        #expect(Store.split("\(sep)\(sep)a\(sep)\(sep)b\(sep)") == ["a", "b"])
        #expect(Store.split("Панель\(sep)标签栏\(sep)e\u{301}") == ["Панель", "标签栏", "e\u{301}"])
        for list in [["a"], ["строка состояния", "状态栏", "status bar"], ["x", "y", "z"]] {
            #expect(Store.split(Store.join(list)) == list)
        }
    }

    @Test func ruleKindNamesAreTheRawValuesInCaseOrder() {
        #expect(RuleKind.names == RuleKind.allCases.map(\.rawValue))
    }

    @Test func knownMigrationNamesAreTheEmbeddedMigrationsInOrder() throws {
        let names = Store.knownMigrationNames
        #expect(names.count >= 8)
        #expect(names.first?.hasPrefix("001_") == true)
        let numbers = names.map { Int($0.prefix { $0.isNumber })! }
        #expect(numbers == numbers.sorted())
        #expect(Set(numbers).count == numbers.count)
        #expect(names == (try Store.migrator()).migrations.map(\.name))
    }
}
