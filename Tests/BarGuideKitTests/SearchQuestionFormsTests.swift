// How readers ask, on a text the tool has never seen: question words are no words a rule must
// have, and a glossary name's other forms find rules in each language. The small corpus is
// written for this test.
import Testing
import Foundation
@testable import BarGuideKit

@Suite struct SearchQuestionFormsTests {
    static let texts: [(name: String, text: String)] = [
        ("ru_forms.txt", """
            Панель вкладок

            Не прячьте панель вкладок, когда человек открывает вложенный экран раздела.

            Панель поиска

            В плейсхолдере назовите то, что ищет поле: «Поиск по рецептам» яснее, чем просто «Поиск».

            Панель инструментов

            Нельзя одновременно показывать панель инструментов и панель вкладок на одном экране.
            """),
        ("en_forms.txt", """
            Bars

            Give every bar button a touch area of at least 44 by 44 points, whatever the size of its glyph.

            Tint a bar with the brand colour only while its titles stay easy to read.
            """),
    ]

    static func build() throws -> (dir: String, store: Store) { try Fixtures.build(texts, label: "barguide-question-forms") }

    /// Question words of each language are dropped outside names, as the other stop words are:
    /// the rules that answer need not hold them.
    @Test func questionWordsAreNoUnits() throws {
        let engine = SearchEngine(store: try Fixtures.openShared())
        let cases: [(query: String, dropped: String)] = [
            ("完成按钮放在哪边", "哪边"), ("工具栏按钮太多了怎么办", "怎么办"), ("标签栏还是工具栏", "还是"),
            ("нужна ли кнопка поиска", "нужна"), ("почему скрывается панель вкладок", "почему"),
            ("what happens with more than five tabs", "happens"),
        ]
        for (query, dropped) in cases {
            let result = try engine.search(SearchRequest(query: query, limit: 5))
            #expect(!result.words.contains(dropped), "\(query): \(result.words)")
            #expect(!result.words.isEmpty, "\(query)")
        }
        #expect(StopWords.contains("怎么办") && StopWords.contains("НУЖНО") && StopWords.contains("Happens"))
        for list in [StopWords.englishQuestions, StopWords.russianQuestions, StopWords.chineseQuestions] {
            for (a, b) in zip(list, list.dropFirst()) { #expect(a.utf8.lexicographicallyPrecedes(b.utf8), "\(a) \(b)") }
        }
        // Alone, a question word is searched as written.
        let alone = try engine.search(SearchRequest(query: "почему", limit: 5))
        #expect(alone.words == ["почему"])
    }

    /// The words a search shows are what was matched, without the punctuation typed around
    /// them: no question mark after a name, no dash before one.
    @Test func wordsShowNoPunctuationAroundThem() throws {
        let engine = SearchEngine(store: try Fixtures.openShared())
        let ru = try engine.search(SearchRequest(query: "можно ли скрыть строку состояния?", limit: 5))
        #expect(ru.words.contains("строку состояния"), "\(ru.words)")
        let en = try engine.search(SearchRequest(query: "toolbar vs tab bar — can toolbar switch sections?", limit: 5))
        #expect(en.words.allSatisfy { w in w.first.map { $0.isLetter } == true && w.last.map { $0.isLetter } == true }, "\(en.words)")
        #expect(en.words.contains("toolbar") && en.words.contains("sections"), "\(en.words)")
    }

    /// A name's other forms find the rule that uses them: another verb for hiding, a borrowed
    /// word for the placeholder, "together" said as "at the same time", a touch area for a touch
    /// target, and a brand colour asked for in Chinese.
    @Test func otherFormsOfANameFindTheRule() throws {
        let (dir, store) = try Self.build()
        defer { Fixtures.cleanup(dir) }
        let engine = SearchEngine(store: store)
        let cases: [(query: String, first: String)] = [
            ("скрывать панель вкладок", "Не прячьте панель вкладок"),
            ("текст плейсхолдера в поле поиска", "В плейсхолдере назовите"),
            ("панель инструментов вместе с панелью вкладок", "Нельзя одновременно"),
            ("touch target size of bar buttons", "Give every bar button a touch area"),
            ("品牌色", "Tint a bar with the brand colour"),
        ]
        for (query, first) in cases {
            let result = try GroupCollapse.search(engine, SearchRequest(query: query, limit: 5))
            #expect(result.result.hits.first?.rule.text.hasPrefix(first) == true,
                    "\(query): \(result.result.hits.map(\.rule.text))")
        }
    }
}
