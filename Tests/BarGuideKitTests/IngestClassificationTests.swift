// Segmentation and classification of the real seed texts: bars, kind, modality, headline,
// heading path, items and symbols.
import Testing
@testable import BarGuideKit

@Suite("Ingest: segmentation and classification")
struct IngestClassificationTests {
    typealias C = IngestCorpus

    func expectRule(_ doc: String, _ fragment: String, bars: [Bar], kind: RuleKind, modality: Modality? = nil,
                    sourceLocation: SourceLocation = #_sourceLocation) {
        let r = C.rule(doc, containing: fragment)
        #expect(r != nil, "no rule contains \(fragment)", sourceLocation: sourceLocation)
        guard let r else { return }
        #expect(r.bars == bars, "\(fragment): bars \(r.bars)", sourceLocation: sourceLocation)
        #expect(r.kind == kind, "\(fragment): kind \(r.kind)", sourceLocation: sourceLocation)
        #expect(r.modality == modality, "\(fragment): modality \(String(describing: r.modality))",
                sourceLocation: sourceLocation)
    }

    @Test("rule counts per document")
    func counts() {
        #expect(C.rules(C.statusNav).count == 67)
        #expect(C.rules(C.chinese).count == 59)
        #expect(C.rules(C.toolbarPage).count == 7)
        #expect(C.rules(C.catalog004).count == 38)
        for name in C.all {
            let rules = C.rules(name)
            #expect(rules.map(\.ordinal) == Array(0..<rules.count))
            #expect(rules.allSatisfy { $0.document == name && !$0.text.isEmpty && !$0.headline.isEmpty && !$0.bars.isEmpty })
            #expect(rules.allSatisfy { ($0.modality != nil) == ($0.kind == .guideline) })
            #expect(rules.allSatisfy { $0.lines.start <= $0.lines.end })
            // source order
            #expect(zip(rules, rules.dropFirst()).allSatisfy { $0.lines.end < $1.lines.start })
            #expect(C.doc(name).lang == Lang(rawValue: C.manifest?.document(named: name)?.lang ?? "") ?? C.doc(name).lang)
        }
    }

    @Test("guidelines: bars, kind and modality from the lead verb")
    func guidelines() {
        expectRule(C.statusNav, "Не удаляйте вкладку", bars: [.tabBar], kind: .guideline, modality: .dont)
        expectRule(C.chinese, "不要創建自定義狀態欄", bars: [.statusBar], kind: .guideline, modality: .dont)
        expectRule(C.statusNav, "Избегите переполнять панель вкладок", bars: [.tabBar], kind: .guideline, modality: .avoid)
        expectRule(C.statusNav, "Рассмотрите помещение сегментированного управления", bars: [.navigationBar],
                   kind: .guideline, modality: .consider)
        expectRule(C.chinese, "確保導航欄中的文字易讀", bars: [.navigationBar], kind: .guideline, modality: .do)
        expectRule(C.statusNav, "Не создавайте пользовательскую строку состояния", bars: [.statusBar], kind: .guideline,
                   modality: .dont)
        // "think twice" discourages: avoid
        expectRule(C.statusNav, "Думайте дважды прежде", bars: [.statusBar], kind: .guideline, modality: .avoid)
        expectRule(C.chinese, "隱藏狀態欄之前要三思", bars: [.statusBar], kind: .guideline, modality: .avoid)
        expectRule(C.chinese, "盡可能不要在狀態欄下方", bars: [.statusBar], kind: .guideline, modality: .avoid)
        expectRule(C.chinese, "考慮隱藏狀態欄", bars: [.statusBar], kind: .guideline, modality: .consider)
        expectRule(C.statusNav, "Считайте применение идентификационных знаков", bars: [.tabBar], kind: .guideline,
                   modality: .consider)
        expectRule(C.statusNav, "Вы могли бы использовать панель вкладок в легкой сдобе", bars: [.tabBar],
                   kind: .guideline, modality: .consider)
        expectRule(C.statusNav, "Может быть полезно вывести на экран панель объема", bars: [.scopeBar], kind: .guideline,
                   modality: .consider)
        expectRule(C.statusNav, "В горизонтально регулярной среде избегите создавать вкладку More", bars: [.tabBar],
                   kind: .guideline, modality: .avoid)
        expectRule(C.statusNav, "Когда надлежащий, выведите на экран индикатор", bars: [.statusBar], kind: .guideline,
                   modality: .do)
        expectRule(C.chinese, "在iPhone上，將設備持有方向改變時導航欄高度的自動變化考慮進去", bars: [.navigationBar],
                   kind: .guideline, modality: .do)
        expectRule(C.toolbarPage, "Подумайте, подходят ли значки", bars: [.toolbar], kind: .guideline, modality: .consider)
        expectRule(C.toolbarPage, "Сделайте кнопки панели инструментов", bars: [.toolbar], kind: .guideline, modality: .do)
        // "重要：" is normative: a guideline
        expectRule(C.chinese, "重要：跟所有標準按鈕", bars: [.toolbar, .navigationBar], kind: .guideline, modality: .do)
    }

    @Test("secondary bars only where another bar is recommended or compared")
    func secondaryBars() {
        expectRule(C.statusNav, "Не используйте панель вкладок для предоставления", bars: [.tabBar, .toolbar],
                   kind: .guideline, modality: .dont)
        expectRule(C.statusNav, "Рассмотрите использование сегментированного управления для обеспечения доступа",
                   bars: [.toolbar, .tabBar], kind: .guideline, modality: .consider)
        expectRule(C.statusNav, "Используйте панель навигации для включения навигации", bars: [.navigationBar, .toolbar],
                   kind: .guideline, modality: .do)
        expectRule(C.toolbarPage, "Избегайте использования сегментированного элемента", bars: [.toolbar, .tabBar],
                   kind: .guideline, modality: .avoid)
        expectRule(C.chinese, "不要將標簽條用于控制屏幕內的元素", bars: [.tabBar, .toolbar], kind: .guideline, modality: .dont)
        // a linked page's English title is not a recommendation
        expectRule(C.chinese, "根據文檔意義來使用系統提供的按鈕", bars: [.navigationBar], kind: .guideline, modality: .do)
        // reference text adds the bars it is about; a property list keeps its section's bar
        expectRule(C.statusNav, "с помощью UISearchController упрощает", bars: [.searchBar, .navigationBar], kind: .reference)
        expectRule(C.statusNav, "чуть ниже строки состояния", bars: [.navigationBar], kind: .behavior)
    }

    @Test("every rule of the UIKit catalog page is navigation-bar first, except its closing comparison")
    func catalogPage() {
        let rules = C.rules(C.catalog004)
        let comparison = rules.filter { $0.heading.last == "Элементы, подобные панели навигации" && $0.primaryBar != .navigationBar }
        #expect(comparison.map(\.bars) == [[.toolbar, .navigationBar], [.tabBar, .navigationBar]])
        #expect(comparison.map(\.lines.start) == [60, 61])
        for r in rules where !comparison.contains(r) {
            #expect(r.bars == [.navigationBar], "\(r.id): \(r.headline)")
        }
        // mostly reference; the first paragraph, the purpose and the bar-labelled comparisons are
        // definitions; pure pointers to general guides editorial; the pitfall a guideline
        #expect(rules.filter { $0.kind == .reference }.count == 28)
        // the bar's own behaviour, no API named
        expectRule(C.catalog004, "Панели навигации полупрозрачны по умолчанию", bars: [.navigationBar], kind: .behavior)
        expectRule(C.catalog004, "Панели навигации доступны по умолчанию", bars: [.navigationBar], kind: .behavior)
        #expect(rules.filter { $0.kind == .editorial }.map(\.lines.start) == [48, 52, 54])
        #expect(comparison.allSatisfy { $0.kind == .definition })
        expectRule(C.catalog004, "Панели навигации позволяют Вам представлять", bars: [.navigationBar], kind: .definition)
        expectRule(C.catalog004, "Цель. Панели навигации позволяют пользователям:", bars: [.navigationBar], kind: .definition)
        expectRule(C.catalog004, "наблюдайте за этой распространенной ошибкой", bars: [.navigationBar], kind: .guideline,
                   modality: .avoid)
        // the run-in purpose list and the pitfall stay with their introducing sentence
        #expect(C.rule(C.catalog004, containing: "Цель.")?.text
            == "Цель. Панели навигации позволяют пользователям:\nПерейдите к предыдущему представлению\nПереход к новому представлению")
        #expect(C.rule(C.catalog004, containing: "Указание конфликтных настроек появления")?.lines == LineRange(56, 57))
        // heading path: section, bar-named subsection, plain subsection
        #expect(C.rule(C.catalog004, containing: "setBackgroundImage:forBarMetrics:")?.heading
            == ["Панели навигации", "Появление панелей навигации", "Изображения"])
        #expect(C.rule(C.catalog004, containing: "Сконфигурируйте панели навигации")?.headline
            == "Конфигурация. Сконфигурируйте панели навигации в Интерфейсном Разработчике в разделе Navigation Bars Инспектора Атрибутов.")
    }

    @Test("the Chinese preface is editorial and about no bar; the title line is no rule")
    func preface() {
        let first = C.rules(C.chinese).first
        #expect(first?.text.hasPrefix("可以說智能手機領域") == true)
        #expect(first?.kind == .editorial && first?.bars == [.general] && first?.heading == [] && first?.modality == nil)
        #expect(!C.rules(C.chinese).contains { $0.text.hasPrefix("iOS 7 App交互設計指南") })
        #expect(C.rules(C.chinese).filter { $0.kind == .editorial }.count == 1)
    }

    @Test("behaviour bullets, definitions, captions and tips")
    func kinds() {
        // "Панель вкладок:" and the bullets that complete it are one tab-bar behaviour rule
        let tab = C.rule(C.statusNav, containing: "Панель вкладок:")
        #expect(tab?.lines == LineRange(119, 129))
        #expect(tab?.kind == .behavior && tab?.bars == [.tabBar] && tab?.modality == nil)
        #expect(tab?.text.hasPrefix("Панель вкладок:\nПолупрозрачно\n") == true)
        #expect(tab?.headline.hasPrefix("Панель вкладок: Полупрозрачно; Всегда появляется в базовом краю экрана") == true)
        #expect(tab?.items == ["UITabBarSystemItemMore"])
        #expect(C.rules(C.statusNav).filter { (121...129).contains($0.lines.start) }.isEmpty)
        // an indented line continues its bullet, inside the property list
        #expect(C.rule(C.statusNav, containing: "Обычно появляется наверху экрана")?.lines == LineRange(39, 49))
        expectRule(C.statusNav, "Строка состояния выводит на экран важную информацию", bars: [.statusBar], kind: .definition)
        expectRule(C.chinese, "狀態欄展示了一些", bars: [.statusBar], kind: .definition)
        expectRule(C.chinese, "狀態欄是透明的", bars: [.statusBar], kind: .behavior)
        #expect(C.rule(C.chinese, containing: "狀態欄是透明的")?.heading == ["狀態欄", "外觀和行為"])
        #expect(C.rule(C.chinese, containing: "不要創建自定義狀態欄")?.heading == ["狀態欄", "使用指南"])
        expectRule(C.statusNav, "Видный стиль панели поиска (показанный в Почте)", bars: [.searchBar], kind: .caption)
        for caption in ["(Темное) содержание по умолчанию", "Легкое содержание", "Карты с панелью навигации (и панель инструментов) видимый",
                        "Минимальный стиль панели поиска (показанный в Музыке)"] {
            #expect(C.rule(C.statusNav, containing: caption)?.kind == .caption, "\(caption)")
        }
        #expect(C.rules(C.statusNav).filter { $0.kind == .caption }.count == 6)
        // the СОВЕТ tip
        let tip = C.rules(C.toolbarPage).last
        #expect(tip?.kind == .tip && tip?.bars == [.toolbar, .tabBar] && tip?.lines == LineRange(11, 12))
        #expect(tip?.headline.hasPrefix("Важно понимать разницу между панелью инструментов и панелью вкладок") == true)
        // search bar elements: one behaviour rule each, labelled; the lead-in opens the first one
        let elements = C.rules(C.statusNav).filter { (159...179).contains($0.lines.start) }
        #expect(elements.first?.lines.start == 159 && elements.first?.text.hasPrefix("Панель поиска может вывести") == true)
        #expect(elements.map { String($0.headline.prefix(16)) }
            == ["Текст заполнителя", "Кнопка Bookmarks", "Кнопка Clear. Бо", "Результаты переч", "Подсказка. Дескр"]
                .map { String($0.prefix(16)) })
        #expect(elements.allSatisfy { $0.kind == .behavior && $0.bars == [.searchBar] })
    }

    @Test("sections spanning two bars")
    func twoBarSections() {
        // a unit naming only one of the section's bars ("… кнопку Info в панели инструментов") keeps that one
        let ru = C.rules(C.statusNav).filter { $0.heading == ["Панель инструментов и кнопки панели навигации"] }
        #expect(ru.map(\.bars) == [[.toolbar, .navigationBar], [.toolbar, .navigationBar], [.toolbar, .navigationBar], [.toolbar]])
        #expect(ru.first?.kind == .reference)  // what iOS provides is no definition of a bar
        let zh = C.rules(C.chinese).filter { $0.heading == ["工具欄和導航欄按鈕"] }
        #expect(zh.map(\.bars) == [[.toolbar, .navigationBar], [.toolbar, .navigationBar], [.toolbar, .navigationBar],
                                   [.toolbar, .navigationBar], [.toolbar]])
        #expect(C.rules(C.statusNav).filter { $0.heading == ["Панель вкладок", "Значки панели вкладок"] }.count == 2)
    }

    @Test("list items completing a sentence that ends in a colon stay with it")
    func attachedLists() {
        let steps = C.rule(C.chinese, containing: "會發生兩件事：")
        #expect(steps?.lines == LineRange(51, 55))
        #expect(steps?.text.contains("\n1.圖像標題") == true && steps?.text.contains("\n2.返回按鈕應該出現在標題的左邊") == true)
        #expect(steps?.headline == "將當前視圖的標題作為導航欄的標題。")
        let two = C.rule(C.statusNav, containing: "две вещи должны произойти:")
        #expect(two?.lines == LineRange(53, 57) && two?.kind == .guideline && two?.modality == .do)
        #expect(two?.text.contains("• Кнопка «Назад» должна появиться") == true)
        // "Вот несколько способов …:" offers alternatives: the guideline is one rule, each technique its own
        let ways = C.rule(C.statusNav, containing: "Препятствуйте тому")
        #expect(ways?.lines == LineRange(17, 17) && ways?.modality == .do)
        #expect(ways?.headline == "Препятствуйте тому, чтобы прокрутка содержания показала через строку состояния.")
        let techniques = C.rules(C.statusNav).filter { (19...23).contains($0.lines.start) }
        #expect(techniques.map(\.lines.start) == [19, 21, 23])
        #expect(techniques.allSatisfy { $0.kind == .guideline && $0.modality == .consider && $0.bars == [.statusBar] })
    }

    @Test("headlines are the lead sentence, abbreviations included")
    func headlines() {
        #expect(C.rule(C.statusNav, containing: "Содержание позиции для предотвращения")?.headline
            == "Содержание позиции для предотвращения области строки состояния (т.е. область, определенная приложением statusBarFrame свойство).")
        #expect(C.rule(C.toolbarPage, containing: "см. UIToolbar")?.headline == "Для руководства разработчика, см. UIToolbar .")
        #expect(C.rule(C.catalog004, containing: "полупрозрачны по умолчанию в iOS 7.")?.headline
            == "Панели навигации полупрозрачны по умолчанию в iOS 7.")
        #expect(C.rule(C.statusNav, containing: "Для обнаружения который имена символа использовать для указания кнопок")?.headline
            == "Для обнаружения который имена символа использовать для указания кнопок, описанных в Таблице 37-1, см. документацию для UIBarButtonSystemItem в ссылке класса UIBarButtonItem.")
        #expect(C.rule(C.chinese, containing: "不要創建自定義狀態欄")?.headline == "不要創建自定義狀態欄。")
    }

    @Test("system items")
    func items() {
        let fixed = "UIBarButtonSystemItemFixedSpace"
        #expect(C.rules(C.statusNav).filter { $0.items.contains(fixed) }.map(\.lines.start) == [69, 103])
        #expect(C.rules(C.toolbarPage).filter { $0.items.contains(fixed) }.map(\.lines.start) == [6])
        #expect(C.rules(C.chinese).filter { $0.items.contains(fixed) }.map(\.lines.start) == [63, 97])
        let ids = ["Cancel", "Done", "Edit", "Redo", "Save", "Undo"].map { "UIBarButtonSystemItem" + $0 }
        #expect(C.rule(C.statusNav, containing: "Редактирование, Отмену, Сохранить, Сделанный, Восстановление и кнопки Undo")?.items == ids)
        #expect(C.rule(C.chinese, containing: "編輯、取消、保存、確定以及恢復等按鈕")?.items == ids.filter { $0 != ids[5] })
        // "確定" meaning "make sure" is not the Done button
        #expect(C.rule(C.chinese, containing: "確定自定義導航欄的外觀")?.items == [])
        #expect(C.rule(C.statusNav, containing: "добавляет вкладку More")?.items == ["UITabBarSystemItemMore"])
        #expect(C.rule(C.chinese, containing: "“更多”標簽")?.items == ["UITabBarSystemItemMore"])
        // the search bar's Bookmarks button is not the bar button item
        #expect(C.rules(C.statusNav).filter { $0.bars.first == .searchBar }.allSatisfy { $0.items.isEmpty })
        // item identifiers are items, not symbols
        for name in C.all {
            #expect(C.rules(name).allSatisfy { r in r.items == r.items.sorted() && !r.symbols.contains { $0.hasPrefix("UIBarButtonSystemItem") && $0 != "UIBarButtonSystemItem" } })
        }
    }

    @Test("symbols: classes, properties, selectors")
    func symbols() {
        #expect(C.rule(C.catalog004, containing: "setBackgroundImage:forBarMetrics:")?.symbols == ["setBackgroundImage:forBarMetrics:"])
        #expect(C.rule(C.chinese, containing: "UIBarMetrics常量來保證")?.symbols == ["UIBarMetrics"])
        #expect(C.rule(C.chinese, containing: "充分使用UIBarMetrics常量來確定")?.symbols == ["UIBarMetrics"])
        #expect(C.rule(C.catalog004, containing: "pushNavigationItem:animated:")?.symbols
            == ["UINavigationItem", "items", "popNavigationItemAnimated:", "pushNavigationItem:animated:", "setItems:animated:"])
        #expect(C.rule(C.catalog004, containing: "setTitleVerticalPositionAdjustment:forBarMetrics:")?.symbols
            == ["setTitleVerticalPositionAdjustment:forBarMetrics:"])
        #expect(C.rule(C.catalog004, containing: "translucent свойство к NO/false программно")?.symbols
            == ["UIBarStyleBlack", "UIBarStyleDefault", "barStyle", "barTintColor", "translucent"])
        #expect(C.rule(C.catalog004, containing: "delegate свойство")?.symbols == ["UINavigationBarDelegate", "delegate"])
        #expect(C.rule(C.statusNav, containing: "statusBarFrame свойство")?.symbols == ["statusBarFrame"])
        #expect(C.rule(C.chinese, containing: "preferredStatusBarStyle屬性")?.symbols
            == ["UIApplication", "UIStatusBarStyle", "UIViewController", "preferredStatusBarStyle"])
        for name in C.all {
            for r in C.rules(name) {
                #expect(r.symbols == r.symbols.sorted())
                #expect(!r.symbols.contains { ["iPhone", "iPad", "iOS", "UIKit", "VoiceOver"].contains($0) })
            }
        }
    }
}
