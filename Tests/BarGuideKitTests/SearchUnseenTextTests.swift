// Search on texts the tool has never seen: rules that hold for any text. A small corpus written
// for this test (a Russian text in two editions and an English one) is searched with names of
// several words, bar names beside other words, and guidelines stated twice in one language.
import Testing
import Foundation
@testable import BarGuideKit

@Suite struct SearchUnseenTextTests {
    static let texts: [(name: String, text: String)] = [
        ("ru_panels.txt", """
            Панель вкладок

            Держите панель вкладок видимой, пока человек переходит между экранами одного раздела.

            Не превращайте вкладку в команду: нажатие на неё открывает раздел, а не выполняет действие.

            Строка состояния

            Скрывайте строку состояния только в полноэкранных режимах, например при просмотре видео.

            Панель навигации

            В модальном окне «Отменить» ставьте слева, а «Готово» справа: эти кнопки люди ищут именно там.
            """),
        ("ru_panels_2024.txt", """
            Панель вкладок

            Панель вкладок остаётся на экране, пока человек ходит по экранам одного раздела.

            Вкладка только открывает раздел и никогда не запускает действие над содержимым.
            """),
        ("ru_modal.txt", """
            Панель навигации

            Кнопку «Готово» делайте заметной: люди ищут её, когда закончили правку, и должны найти её сразу, не читая остальные подписи.
            """),
        ("ru_toolbar.txt", """
            Панель инструментов

            Кнопки панели инструментов подписывайте глаголами, чтобы было ясно, что они делают.

            Ставьте на панель инструментов не больше пяти кнопок, иначе они станут слишком мелкими.

            Значки кнопок на панели рисуйте контуром, в одном стиле с системными значками.

            Бейдж на значке кнопки показывает, что внутри появилось новое.

            Бейджик на значке вкладки сообщает о новом.
            """),
        ("en_panels.txt", """
            Tab bar

            Keep the tab bar on screen while people move between the screens of one section.

            A tab opens a section; it never runs a command on the content.
            """),
    ]

    static func build() throws -> (dir: String, store: Store) { try Fixtures.build(texts, label: "barguide-unseen") }

    /// The rules whose texts start with `a` and `b`, which the corpus has as one guideline group.
    static func oneGuideline(_ store: Store, _ a: String, _ b: String) throws -> (Rule, Rule) {
        let rules = try store.allRules()
        let first = try #require(rules.first { $0.text.hasPrefix(a) })
        let second = try #require(rules.first { $0.text.hasPrefix(b) })
        try #require(first.group != nil && first.group == second.group, "one guideline: \(a) / \(b)")
        return (first, second)
    }

    /// A glossary name of several words whose phrase no rule holds still finds the rules that
    /// hold its words: never fewer than the words typed apart.
    @Test func aNameFindsAtLeastWhatItsWordsFind() throws {
        let (dir, store) = try Self.build()
        defer { Fixtures.cleanup(dir) }
        let engine = SearchEngine(store: store)
        let name = try engine.search(SearchRequest(query: "кнопка Готово", limit: 20))
        #expect(!name.expansions.isEmpty, "the words are a glossary name")
        let apart = try engine.search(SearchRequest(query: "\"кнопка\" \"Готово\"", limit: 20))
        // (Counted with every word: with few such rules both go on to partial matches.)
        try #require(apart.allWordsTotal > 0)
        #expect(name.allWordsTotal >= apart.allWordsTotal)
        // The rule with the name itself first, then the one with its words apart.
        #expect(name.hits.first?.rule.text.hasPrefix("Кнопку «Готово»") == true, "\(name.hits.map(\.rule.text))")
        #expect(name.hits.contains { $0.rule.text.hasPrefix("В модальном окне") })
    }

    /// A bar named beside other words: the rules about that bar rank before the rules that only
    /// share the other words, whether or not their text names the bar.
    @Test func aNamedBarRanksItsRulesFirst() throws {
        let (dir, store) = try Self.build()
        defer { Fixtures.cleanup(dir) }
        let engine = SearchEngine(store: store)
        for (query, lang) in [("скрывать панель вкладок", Lang.ru), ("действие панель вкладок", .ru), ("command tab bar", .en)] {
            let result = try engine.search(SearchRequest(query: query, limit: 20))
            // Within the query's language (other languages follow it, as always).
            let bars = result.hits.filter { $0.rule.lang == lang }.map { $0.rule.bars.contains(.tabBar) }
            try #require(bars.first == true, "\(query): \(result.hits.map(\.rule.text))")
            // No rule off the bar ranks above one about it.
            #expect(bars == bars.sorted { $0 && !$1 }, "\(query): \(bars)")
        }
        // "скрывать" stands only in a rule about another bar: the tab bar's rules come first.
        let hide = try engine.search(SearchRequest(query: "скрывать панель вкладок", limit: 20))
        #expect(hide.hits.first?.rule.bars == [.tabBar])
        #expect(hide.hits.contains { $0.rule.bars.contains(.statusBar) })
        // "действие" stands in tab bar rules that do not name the bar: they have every unit.
        let action = try engine.search(SearchRequest(query: "действие панель вкладок", limit: 20))
        #expect(action.allWordsTotal == 2)
        #expect(action.hits.prefix(2).allSatisfy { !$0.rule.text.lowercased().contains("панель вкладок") },
                "\(action.hits.map(\.rule.text))")
    }

    /// Two rules of one guideline in the query's language: the one the query matches is shown,
    /// not the first in the documented order; the other is listed with it.
    @Test func theMemberThatMatchesIsShown() throws {
        let (dir, store) = try Self.build()
        defer { Fixtures.cleanup(dir) }
        let (old, new) = try Self.oneGuideline(store, "Держите панель вкладок", "Панель вкладок остаётся")
        let engine = SearchEngine(store: store)
        // Only the second edition says "ходит": it is shown, the first edition listed under it.
        let collapsed = try GroupCollapse.search(engine, SearchRequest(query: "ходит по экранам", limit: 10))
        let first = try #require(collapsed.result.hits.first)
        #expect(first.rule.id == new.id)
        #expect(collapsed.also[first.rule.id]?.contains { $0.rule.id == old.id } == true)
        // Words both editions share: the documented order (source order without years) decides.
        let both = try GroupCollapse.search(engine, SearchRequest(query: "одного раздела", limit: 10))
        #expect(both.result.hits.first { $0.rule.group == old.group }?.rule.lang == .ru)
        // The language chosen comes first whatever the rank: an English query shows English.
        let english = try GroupCollapse.search(engine, SearchRequest(query: "screens of one section", limit: 10))
        #expect(english.result.hits.first?.rule.lang == .en)
        #expect(collapsed.result.total == collapsed.result.hits.count)
    }

    /// A question of how many ranks the rule that states a number first; the same words
    /// without the question keep their order.
    @Test func aCountQuestionRanksTheRuleWithANumber() throws {
        let (dir, store) = try Self.build()
        defer { Fixtures.cleanup(dir) }
        let engine = SearchEngine(store: store)
        let plain = try engine.search(SearchRequest(query: "кнопки панели инструментов", limit: 10))
        let asked = try engine.search(SearchRequest(query: "сколько кнопок на панели инструментов", limit: 10))
        try #require(plain.hits.count >= 2)
        #expect(!plain.hits[0].rule.text.contains("пяти"), "\(plain.hits.map(\.rule.text))")
        #expect(asked.hits.first?.rule.text.contains("пяти") == true, "\(asked.hits.map(\.rule.text))")
        #expect(CountQuestion.asks(["how", "many", "tabs"]) && CountQuestion.asks(["最多几个标签"]))
        #expect(!CountQuestion.asks(["many", "tabs"]) && !CountQuestion.asks(["кнопки"]))
    }

    /// A word that asks how many and names a concept of its own ("количество", "maximum") is the
    /// question's form: the rule that states the number has no such word, and still answers.
    @Test func aCountWordIsNoUnitARuleMustHave() throws {
        let (dir, store) = try Self.build()
        defer { Fixtures.cleanup(dir) }
        let engine = SearchEngine(store: store)
        for query in ["количество кнопок на панели инструментов", "максимум кнопок на панели инструментов"] {
            let result = try engine.search(SearchRequest(query: query, limit: 10))
            #expect(result.words.count == 2, "\(query): \(result.words)")
            #expect(result.fallback == nil, "\(query)")
            #expect(result.hits.first?.rule.text.contains("пяти") == true, "\(query): \(result.hits.map(\.rule.text))")
        }
        // Alone, the word is what is searched for.
        #expect(try engine.search(SearchRequest(query: "количество", limit: 10)).words == ["количество"])
    }

    /// An API name typed alone: the rules that hold the name itself rank before those that only
    /// hold the words of its concept ("темное содержание").
    @Test func anAPINameRanksTheRulesThatHoldIt() throws {
        let (dir, store) = try Fixtures.build([("ru_status.txt", """
            Строка состояния

            На светлом фоне оставляйте темное содержание строки состояния: так часы и заряд читаются лучше всего.

            Разработчикам: стиль задаёт свойство preferredStatusBarStyle контроллера, а после его смены вызовите обновление строки.
            """)], label: "barguide-apiname")
        defer { Fixtures.cleanup(dir) }
        let engine = SearchEngine(store: store)
        let result = try engine.search(SearchRequest(query: "preferredStatusBarStyle", limit: 10))
        try #require(result.hits.count == 2, "both rules have the concept: \(result.hits.map(\.rule.text))")
        #expect(result.hits[0].rule.text.contains("preferredStatusBarStyle"), "\(result.hits.map(\.rule.text))")
        // The concept's words typed find the other rule first.
        let words = try engine.search(SearchRequest(query: "темное содержание", limit: 10))
        #expect(words.hits.first?.rule.text.hasPrefix("На светлом фоне") == true, "\(words.hits.map(\.rule.text))")
    }

    /// The words as typed weigh more than their glossary synonyms: "бейдж" typed finds the rule
    /// that says "бейдж" before the shorter one (which bm25 alone ranks first) that says
    /// "бейджик", a glossary form of its own.
    @Test func wordsAsTypedWeighMoreThanSynonyms() throws {
        let (dir, store) = try Self.build()
        defer { Fixtures.cleanup(dir) }
        let engine = SearchEngine(store: store)
        let result = try engine.search(SearchRequest(query: "бейдж значок", limit: 10))
        let badge = try #require(result.hits.firstIndex { $0.rule.text.hasPrefix("Бейдж на значке") })
        let synonym = try #require(result.hits.firstIndex { $0.rule.text.hasPrefix("Бейджик") })
        #expect(badge < synonym, "\(result.hits.map(\.rule.text))")
        // Typed as one OR group, neither form is the words as typed: bm25 alone decides.
        let group = try engine.search(SearchRequest(query: "\"бейдж\" OR \"бейджик\" \"значок\"", limit: 10))
        #expect(group.hits.first?.rule.text.hasPrefix("Бейджик") == true, "\(group.hits.map(\.rule.text))")
    }

    /// The order within a language: ranked members first by rank, then the picker's order; the
    /// languages keep the picker's order.
    @Test func rankedFirstKeepsLanguagesAndOrdersByRank() {
        func rule(_ id: String, _ lang: Lang) -> Rule {
            Rule(id: id, bars: [.tabBar], kind: .guideline, lang: lang, document: id, heading: [],
                 lines: LineRange(1, 1), headline: "", text: "", ordinal: 0)
        }
        let picker = [rule("ru1", .ru), rule("ru2", .ru), rule("ru3", .ru), rule("en1", .en), rule("en2", .en)]
        let rank = ["ru3": 0, "en2": 1, "ru2": 4]
        let order = GroupCollapse.rankedFirst(picker, order: [.ru, .en], rank: { rank[$0.id] }).map(\.id)
        #expect(order == ["ru3", "ru2", "ru1", "en2", "en1"])
        #expect(GroupCollapse.rankedFirst(picker, order: [.ru, .en], rank: { _ in nil }).map(\.id) == picker.map(\.id))
    }

    /// A group without a member in any language asked for or detected shows the member that
    /// holds the query's words, not the first language of the picker's fixed order (Russian):
    /// a group may join rules that are no translations. With a member in such a language, that
    /// member is shown, matched or not.
    @Test func aGroupWithoutThePreferredLanguageShowsTheMemberWithTheWords() throws {
        let (dir, store) = try Self.build()
        defer { Fixtures.cleanup(dir) }
        let (english, russian) = try Self.oneGuideline(store, "Keep the tab bar on screen", "Держите панель вкладок")
        let engine = SearchEngine(store: store)
        // Only the English rule has these words; Chinese is asked for, and the group has none.
        let request = SearchRequest(query: "screens of one section", limit: 10, preferLanguage: .none)
        let chinese = try GroupCollapse.search(engine, request, prefer: [.zhHans, .zhHant])
        let shown = try #require(chinese.result.hits.first { $0.rule.group == english.group })
        #expect(shown.rule.id == english.id)
        #expect(chinese.also[shown.rule.id]?.contains { $0.rule.id == russian.id } == true)
        // Russian asked for: its member is shown, though it lacks the words.
        let asked = try GroupCollapse.search(engine, request, prefer: [.ru])
        #expect(asked.result.hits.first { $0.rule.group == english.group }?.rule.lang == .ru)
        // The units a rule holds, as the index matches them.
        let compiled = try engine.compile(QueryParser.parse("screens of one section"))
        // (The Russian rule has some through the glossary: экранами, раздела.)
        #expect(compiled.unitsHeld(by: english, analyzer: engine.analyzer) == compiled.units.count)
        #expect(compiled.unitsHeld(by: russian, analyzer: engine.analyzer) < compiled.units.count)
    }
}

/// The search icon named by its picture: "magnifying glass", «лупа», 放大镜 find each other.
@Suite struct SearchPictureWordTests {
    @Test func theMagnifyingGlassFindsItsTranslations() throws {
        let texts: [(name: String, text: String)] = [
            ("ru_search.txt", "Строка поиска\n\nНе прячьте поиск за иконкой лупы на отдельном экране: он нужен постоянно.\n\nПодсказка в поле говорит, что можно найти.\n"),
            ("zh_search.txt", "搜索栏\n\n搜索栏是带放大镜的输入框。\n\n占位文字要说明能搜什么。\n"),
        ]
        let (dir, store) = try Fixtures.build(texts, label: "barguide-picture")
        defer { Fixtures.cleanup(dir) }
        let result = try SearchEngine(store: store).search(SearchRequest(query: "magnifying glass icon", limit: 10))
        let found = result.hits.prefix(3).map(\.rule.text)
        #expect(found.contains { $0.contains("лупы") }, "\(found)")
        #expect(found.contains { $0.contains("放大镜") }, "\(found)")
    }
}
