// Questions of how many on a text the tool has never seen: the answer states the number and may
// name what it counts otherwise than the asker did ("items" for buttons, "областей" for
// категорий). The small corpus is written for this test.
import Testing
import Foundation
@testable import BarGuideKit

@Suite struct SearchCountQuestionTests {
    static let texts: [(name: String, text: String)] = [
        ("en_counts.txt", """
            Toolbar

            Label toolbar buttons with a verb, so that each one says what it does.

            Keep a toolbar to three or four items; with more, each becomes too small to tap.

            Draw toolbar buttons in one outline style that matches the system symbols.
            """),
        ("ru_counts.txt", """
            Панель областей

            Названия областей на панели пишите коротко и понятно.

            Областей на панели делайте не больше четырёх, иначе подписи обрежутся.
            """),
    ]

    static func build() throws -> (dir: String, store: Store) { try Fixtures.build(texts, label: "barguide-counts") }

    /// The rule that answers with a number but names the counted thing otherwise has every
    /// unit of the question (no fallback, first), and the same words asked without "how many"
    /// do not find it.
    @Test func theAnswerMayNameTheCountedThingOtherwise() throws {
        let (dir, store) = try Self.build()
        defer { Fixtures.cleanup(dir) }
        let engine = SearchEngine(store: store)
        for (query, plain, answer) in [
            ("how many buttons in a toolbar", "buttons toolbar", "three or four items"),
            ("сколько категорий на панели областей", "категорий на панели областей", "не больше четырёх"),
        ] {
            let asked = try engine.search(SearchRequest(query: query, limit: 1))
            #expect(asked.fallback == nil, "\(query)")
            #expect(asked.hits.first?.rule.text.contains(answer) == true, "\(query): \(asked.hits.map(\.rule.text))")
            let words = try engine.search(SearchRequest(query: plain, limit: 10))
            #expect(!words.hits.contains { $0.rule.text.contains(answer) && words.fallback == nil },
                    "\(plain): \(words.hits.map(\.rule.text))")
        }
    }

    /// The counted unit is the searched word nearest the words that ask (the one after them on
    /// a tie), never a bar's name, and never the only word searched.
    @Test func theCountedUnitIsTheWordTheQuestionCounts() throws {
        let (dir, store) = try Self.build()
        defer { Fixtures.cleanup(dir) }
        let engine = SearchEngine(store: store)
        func numbered(_ query: String) throws -> [String] {
            let compiled = try engine.compile(QueryParser.parse(query))
            return compiled.units.filter { unit in unit.alternatives.contains { $0.text == "4" } }.map { $0.alternatives[0].text }
        }
        #expect(try numbered("how many buttons in a toolbar") == ["buttons"])
        #expect(try numbered("сколько кнопок справа на панели навигации") == ["кнопок"])
        #expect(try numbered("工具栏 按钮 数量") == ["按钮"])
        #expect(try numbered("toolbar buttons how many") == ["buttons"])
        // The bar is where the count holds; alone, a counted word is all that is searched.
        #expect(try numbered("how many toolbars on a screen") == ["screen"])
        #expect(try numbered("how many buttons").isEmpty)
        #expect(try numbered("buttons toolbar").isEmpty)
        // The number words are those of the counted word's language.
        let russian = try engine.compile(QueryParser.parse("сколько кнопок на панели навигации"))
        let counted = try #require(russian.units.first { $0.alternatives[0].text == "кнопок" })
        #expect(counted.alternatives.contains { $0.text == "четыре" } && !counted.alternatives.contains { $0.text == "four" })
    }

    /// A counted word that is also part of a bar's name in the query ("панель вкладок сколько
    /// вкладок", "how many tabs on the tab bar") is what the question counts: it stays a unit,
    /// and the query is no bar name alone. Without a count, such a word is a repeat of the name.
    @Test func aCountedWordInsideTheBarsNameIsKept() throws {
        let (dir, store) = try Self.build()
        defer { Fixtures.cleanup(dir) }
        let engine = SearchEngine(store: store)
        for query in ["панель вкладок сколько вкладок", "сколько вкладок можно показать на панели вкладок"] {
            let compiled = try engine.compile(QueryParser.parse(query))
            #expect(compiled.units.contains { $0.alternatives[0].text == "вкладок" && $0.alternatives.contains { $0.text == "5" } }, "\(query)")
            #expect(compiled.onlyBar == nil, "\(query)")
        }
        let repeated = try engine.compile(QueryParser.parse("bar tab bar"))
        #expect(repeated.units.count == 1 && repeated.onlyBar == .tabBar)
    }
}
