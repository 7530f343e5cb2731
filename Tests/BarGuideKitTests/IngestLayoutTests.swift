// Structure from layout: footnotes, a document's title, catalog lists. Small documents of our
// own, run through the whole ingest.
import Testing
@testable import BarGuideKit

@Suite("Ingest: structure from layout")
struct IngestLayoutTests {
    // (the evidence suite's helpers: a small document through the whole ingest, a rule by its words)
    static func rules(_ text: String, name: String) -> [Rule] { IngestEvidenceTests.rules(text, name: name) }
    static func rule(_ rules: [Rule], containing s: String) -> Rule? { IngestEvidenceTests.rule(rules, containing: s) }

    @Test("a footnote stands outside the section it was referenced from: it concerns the bars it names")
    func footnotesLeaveTheSection() throws {
        let md = """
        # Bars

        ## Search bar

        Show the Cancel button only while the field is active[^1][^3].

        [^1]: On iPad, the tab bar sits at the top of the screen.

        [^3]: In the original, the button is called Abbrechen.

        [^2]: Translation: the Lisbon studio.
        """
        let doc = DocumentParser.parse(name: "notes.md", bytes: Array(md.utf8), manifest: nil, catalog: ItemCatalog.embedded)
        let note = try #require(Self.rule(doc.rules, containing: "On iPad"))
        #expect(note.bars == [.tabBar])
        let translators = try #require(Self.rule(doc.rules, containing: "Abbrechen"))
        #expect(translators.kind == .editorial)
        #expect(translators.bars == [.general])
        let byline = try #require(Self.rule(doc.rules, containing: "Lisbon"))
        #expect(byline.kind == .editorial)
        #expect(byline.bars == [.general])
        let guideline = try #require(Self.rule(doc.rules, containing: "Cancel button"))
        #expect(guideline.bars == [.searchBar])
        #expect(doc.coverage.unaccounted.isEmpty)
    }

    @Test("a heading numbered 2.2 stands under section 2 and keeps its bar, whatever heading gave its shape")
    func subsectionNumbersNest() throws {
        let text = """
        Our Bar Handbook

        1. Navigation Bar

        1.1 Role

        The navigation bar sits at the top and shows where people are.

        1.2 Titles

        Every screen should carry a short title.

        2. Search Bar and Scope Bar

        2.1 Search bar

        Write a placeholder that says what can be searched.

        2.2 Scopes

        Keep the scopes to four at most.
        """
        let rules = Self.rules(text, name: "handbook.txt")
        let title = try #require(Self.rule(rules, containing: "short title"))
        #expect(title.bars == [.navigationBar])
        #expect(title.heading.contains("1. Navigation Bar"))
        let placeholder = try #require(Self.rule(rules, containing: "placeholder"))
        #expect(placeholder.bars == [.searchBar])
        let scopes = try #require(Self.rule(rules, containing: "scopes to four"))
        #expect(scopes.bars == [.scopeBar])
    }

    @Test("headings in capitals: a key naming two bars heads their section, and a sibling naming none closes it")
    func capitalHeadings() throws {
        let text = """
        ЛЕКЦИЯ 3. ПАНЕЛИ

        ЧАСТЬ 1. ПАНЕЛЬ ВКЛАДОК (TAB BAR)

        Панель вкладок стоит внизу экрана и переключает разделы приложения.

        ЧАСТЬ 2. ПОИСК: ПАНЕЛЬ ПОИСКА И ПАНЕЛЬ ОБЛАСТИ

        Панель поиска — это поле для запроса со значком лупы.

        Не показывайте панель области без панели поиска.

        ИТОГИ

        Панели должны быть предсказуемыми.
        """
        let rules = Self.rules(text, name: "lecture.txt")
        let field = try #require(Self.rule(rules, containing: "значком лупы"))
        #expect(field.bars.first == .searchBar)
        let scopes = try #require(Self.rule(rules, containing: "без панели поиска"))
        #expect(scopes.bars.contains(.scopeBar))
        #expect(!scopes.bars.contains(.tabBar))
        let summary = try #require(Self.rule(rules, containing: "предсказуемыми"))
        #expect(summary.bars == [.general])
    }

    @Test("a few Han characters before an instruction are its topic; a short statement about the bar is not")
    func hanTopics() throws {
        let text = """
        标签栏

        标签栏位于屏幕底部，用来在应用的几个主要区域之间切换。

        角标要克制。可以在标签上显示角标，但只在真有新内容时才用。

        用途单一。标签栏里的按钮不应该用来执行操作。

        标签栏是半透明的。标签更多时，系统会把第五个位置换成“更多”；其余标签收进列表。
        """
        let rules = Self.rules(text, name: "tabs.txt")
        let badge = try #require(Self.rule(rules, containing: "角标要克制"))
        #expect(badge.kind == .guideline)
        #expect(badge.modality == .consider)
        let actions = try #require(Self.rule(rules, containing: "用途单一"))
        #expect(actions.modality == .dont)
        let translucent = try #require(Self.rule(rules, containing: "半透明"))
        #expect(translucent.kind != .guideline)
    }

    @Test("headings opened by a word and a number are siblings: one naming no bar closes the bar's section")
    func wordNumberHeadings() throws {
        let text = """
        Course handout

        Unit 4.6 – Search bar

        Write a placeholder that says what can be searched.

        Unit 4.7 – Checklist for the project

        Test every screen in portrait and in landscape before the review.
        """
        let rules = Self.rules(text, name: "handout.txt")
        let placeholder = try #require(Self.rule(rules, containing: "placeholder"))
        #expect(placeholder.bars == [.searchBar])
        let check = try #require(Self.rule(rules, containing: "portrait"))
        #expect(!check.bars.contains(.searchBar))
    }

    @Test("later editions' names head a bar's section: «переключатель области» is the scope bar")
    func laterEditionNames() throws {
        let md = """
        # Поиск

        ## Поле поиска

        Пишите в поле понятную подсказку.

        ### Переключатель области

        Переключатель области сужает поиск до одной категории.

        Не делайте больше четырёх сегментов.
        """
        let rules = Self.rules(md, name: "search.md")
        let segments = try #require(Self.rule(rules, containing: "четырёх сегментов"))
        #expect(segments.bars == [.scopeBar])
        let hint = try #require(Self.rule(rules, containing: "подсказку"))
        #expect(hint.bars == [.searchBar])
    }

    @Test("a lead-in that announces its points makes each numbered point a rule of its own")
    func announcedPointsAreRules() throws {
        let text = """
        标签栏

        标签的名称必须一眼就能看懂，请注意以下三点：
        (1) 系统有合适的标签项目时就用系统的。
        (2) 自定义图标只画轮廓，选中时由系统着色。
        (3) 名称用一两个词的名词。

        A tab bar lets people switch sections.
        """
        let rules = Self.rules(text, name: "points.txt")
        let second = try #require(Self.rule(rules, containing: "自定义图标只画轮廓"))
        #expect(!second.text.contains("系统有合适"))
        let third = try #require(Self.rule(rules, containing: "名称用一两个词"))
        #expect(third.kind == .guideline && third.modality == .do)
    }

    @Test("a checklist's item is a check to perform, even when it names the API to set")
    func checklistItemNamingAnAPI() throws {
        let md = """
        # 无障碍检查

        ## 导航栏

        导航栏位于屏幕顶部，显示当前页面的标题。

        - [ ] 每个只有图标的自定义按钮都要设置 `accessibilityLabel`。
        - [ ] 标题在最大字号下不能被截断。

        要显示范围栏，在 `UISearchController` 的 `searchBar` 上设置 `scopeButtonTitles` 即可。
        """
        let rules = Self.rules(md, name: "checks.md")
        let check = try #require(Self.rule(rules, containing: "只有图标的自定义按钮"))
        #expect(check.kind == .guideline && check.modality == .do)
        let code = try #require(Self.rule(rules, containing: "scopeButtonTitles"))
        #expect(code.kind == .reference)
    }

    @Test("a first heading naming one bar is the title when the sections under it name two others")
    func titleNamingOneBar() throws {
        let md = """
        # Панели навигации, инструментов и вкладок

        Неофициальный перевод. Обновлено 14 марта.

        ## Панель навигации

        Не прячьте кнопку «Назад».

        ## Панель инструментов

        Держите на панели не больше пяти кнопок.

        ## Панель вкладок

        Не удаляйте вкладки.
        """
        let rules = Self.rules(md, name: "bars.md")
        let preface = try #require(Self.rule(rules, containing: "Неофициальный"))
        #expect(preface.bars == [.general])
        #expect(Self.rule(rules, containing: "Назад")?.bars == [.navigationBar])
        // one bar's page with a sub-section: the first heading is that bar's section
        let single = Self.rules("""
        # Search bar

        A search bar lets people search a collection.

        ## Scope bar

        Keep the scopes few.
        """, name: "search.md")
        #expect(Self.rule(single, containing: "lets people search")?.bars.first == .searchBar)
    }

    @Test("a list of system items, each entry a key and its meaning, is one rule per entry")
    func catalogList() throws {
        for (name, text) in [("kit.md", """
        # Toolbar

        `KitButton(system:)` takes the same cases as the system and localises their titles:

        - `.done` — Done: ends editing and saves.
        - `.trash` — a bin: deletes the selection.
        - `.refresh` — a circular arrow: loads the content again.
        """), ("kit.txt", """
        Toolbar

        KitButton(system:) takes the same cases as the system and localises their titles:

        - .done — Done: ends editing and saves.
        - .trash — a bin: deletes the selection.
        - .refresh — a circular arrow: loads the content again.
        """)] {
            let rules = Self.rules(text, name: name)
            let done = try #require(Self.rule(rules, containing: "ends editing"))
            #expect(done.items == ["UIBarButtonSystemItemDone"], "\(name)")
            #expect(!done.text.contains("localises"), "\(name)")
            #expect(Self.rule(rules, containing: "deletes")?.items == ["UIBarButtonSystemItemTrash"], "\(name)")
            #expect(Self.rule(rules, containing: "loads the content")?.items == ["UIBarButtonSystemItemRefresh"], "\(name)")
        }
        // a list whose items are not keyed by a system item stays with its lead-in
        let plain = Self.rules("""
        # Toolbar

        A toolbar:

        - is translucent
        - sits at the bottom edge
        """, name: "plain.md")
        #expect(Self.rule(plain, containing: "translucent")?.text.contains("bottom edge") == true)
    }

    @Test("a key and its meaning set apart by a dash is a table cell pair; a caption's or a label's dash is not")
    func dashedKeyCells() {
        #expect(Normalizer.dashedCells(Sc.of("Готово (Done) — завершает редактирование")).map(Sc.str) == ["Готово (Done)", "завершает редактирование"])
        #expect(Normalizer.dashedCells(Sc.of("Share — .action — exports the statement")).count == 3)
        #expect(Normalizer.dashedCells(Sc.of("Таблица 1 — Системные кнопки панелей")).isEmpty)
        #expect(Normalizer.dashedCells(Sc.of("Примечание — поле поиска может встраиваться в панель")).isEmpty)
        // a sentence with a dashed aside ends with its stop
        #expect(Normalizer.dashedCells(Sc.of("Панель вкладок — это полоса внизу экрана.")).isEmpty)
        // a long key is a sentence's subject, no cell
        #expect(Normalizer.dashedCells(Sc.of("Кнопка справа в панели навигации экрана — только одна")).isEmpty)
    }

    @Test("a translated edition's layout: multi-level numbered headings, an em-dash list, a dashed table")
    func translatedEditionLayout() throws {
        let text = """
        Глава 3. Панели


        3.1. Строка состояния

        Строка состояния показывает время и заряд.


        3.2. Панель навигации

        Панель навигации:
        — показывает заголовок экрана;
        — по умолчанию полупрозрачна.

        Не прячьте кнопку «Назад».


        3.4. Стандартные кнопки

        Таблица 3.1. Стандартные кнопки и их значение
        Готово (Done) — завершает редактирование
        Отменить (Cancel) — закрывает окно
        Добавить (Add) — создаёт новый объект


        3.5. Панель поиска

        Панель поиска помогает найти содержимое.
        """
        let doc = DocumentParser.parse(name: "edition.txt", bytes: Array(text.utf8), manifest: nil, catalog: ItemCatalog.embedded)
        #expect(doc.coverage.unaccounted.isEmpty)
        // the em-dash items complete their lead-in: one rule about the bar
        let list = try #require(Self.rule(doc.rules, containing: "Панель навигации:"))
        #expect(list.text.contains("полупрозрачна"))
        #expect(list.bars == [.navigationBar])
        // "3.4. Стандартные кнопки" heads a section like its siblings: no caption, no bar of the section before
        #expect(!doc.rules.contains { $0.text.hasPrefix("3.4.") })
        let caption = try #require(Self.rule(doc.rules, containing: "Таблица 3.1."))
        #expect(caption.kind == .caption)
        #expect(Set(caption.bars) == [.toolbar, .navigationBar])
        // every row is a rule (the first row is no header), naming its item
        for (label, item) in [("Готово", "Done"), ("Отменить", "Cancel"), ("Добавить", "Add")] {
            let row = try #require(Self.rule(doc.rules, containing: label + " ("))
            #expect(row.items == ["UIBarButtonSystemItem" + item])
            #expect(row.kind == .reference)
        }
        #expect(Self.rule(doc.rules, containing: "найти содержимое")?.bars == [.searchBar])
    }

    @Test("an appendix after numbered sections stands at their top level; its revision rows are editorial")
    func appendixAfterNumberedSections() throws {
        let text = """
        某某公司企业标准

        1　范围

        本标准规定了各类栏的使用要求。

        2　通用要求

        应按任务选用栏。

        3　搜索栏与范围栏

        搜索栏应说明可以搜索哪些内容。

        附录 A（资料性）　修订记录

        版本      日期            修订内容
        V2.2      2023-05-15      增加标签栏数量的要求
        V2.3      2024-03-18      重写第 3 章搜索栏
        """
        let rules = Self.rules(text, name: "standard.txt")
        let row = try #require(Self.rule(rules, containing: "V2.3"))
        #expect(row.kind == .editorial)
        #expect(row.bars == [.general])
        #expect(row.heading.last?.hasPrefix("附录 A") == true)
        #expect(Self.rule(rules, containing: "可以搜索")?.bars == [.searchBar])
    }

    @Test("a unit in another language than its document is read by that language's module")
    func bilingualUnits() throws {
        let md = """
        # 標籤列

        > Never use a tab to run an action on the current screen.

        不要用標籤來執行作用於目前畫面的動作。

        > Keep tab titles short, ideally a single word.

        標籤的名稱要簡短，最好只用一個詞。

        UITabBar
        """
        let rules = Self.rules(md, name: "notes.md")
        let quote = try #require(Self.rule(rules, containing: "Never use a tab"))
        #expect(quote.modality == .dont)
        #expect(quote.lang == .en)
        let keep = try #require(Self.rule(rules, containing: "Keep tab titles"))
        #expect(keep.kind == .guideline)
        #expect(keep.modality == .do)
        let chinese = try #require(Self.rule(rules, containing: "不要用標籤"))
        #expect(chinese.lang == .zhHant)
        #expect(chinese.modality == .dont)
        // an API name alone is no sentence in another language: the document's language
        #expect(Self.rule(rules, containing: "UITabBar")?.lang == .zhHant)
        #expect(Languages.unitLanguage([Sc.of("Done, Cancel and Edit")], documentLang: .ru) == .ru)
        #expect(Languages.unitLanguage([Sc.of("Put a short hint in the search field")], documentLang: .ru) == .en)
    }

    @Test("text about the document in a bar's section: a sign-off concerns no bar, a translator's note keeps the section's")
    func editorialBarsInSections() throws {
        let text = """
        # Tab bar

        Keep tab titles to one word.

        TN: the German original calls a tab a "Reiter"; we keep "tab".

        Translated by the Lisbon studio. Licensed CC BY 4.0.
        """
        let rules = Self.rules(text, name: "guide.md")
        let note = try #require(Self.rule(rules, containing: "Reiter"))
        #expect(note.kind == .editorial)
        #expect(note.bars == [.tabBar])
        let signOff = try #require(Self.rule(rules, containing: "Lisbon"))
        #expect(signOff.kind == .editorial)
        #expect(signOff.bars == [.general])
    }

    @Test("numbered headings of a blog post: a bar's name with a subtitle heads its section, and so do its siblings")
    func numberedBarKeyedHeadings() throws {
        let text = """
        10 вещей, которые я проверяю в панелях

        1. Строка состояния: не трогайте без повода

        Не прячьте строку состояния просто так.

        2. Панель вкладок: разделы, а не действия

        Не кладите в панель вкладок кнопки действий.

        3. Цвет и прозрачность

        Старайтесь не заливать все панели фирменным цветом.
        """
        let doc = DocumentParser.parse(name: "blog.txt", bytes: Array(text.utf8), manifest: nil, catalog: ItemCatalog.embedded)
        #expect(!doc.rules.contains { $0.text.hasPrefix("1.") || $0.text.hasPrefix("2.") || $0.text.hasPrefix("3.") })
        #expect(Self.rule(doc.rules, containing: "Не прячьте")?.bars == [.statusBar])
        #expect(Self.rule(doc.rules, containing: "Не кладите")?.bars == [.tabBar])
        // the sibling heading naming no bar closes the tab bar's section
        #expect(Self.rule(doc.rules, containing: "фирменным")?.bars.contains(.tabBar) == false)
        // numbered steps that instruct stay items of a list
        let steps = Self.rules("Панель вкладок\n\n1. Панель вкладок: не больше пяти вкладок.\n2. Панель вкладок: подписи короткие.\n", name: "s.txt")
        #expect(steps.contains { $0.text.contains("не больше пяти") })
    }

    @Test("a list of buttons keyed by their labels with the Swift case in brackets is a catalog")
    func labelKeyedCatalogList() throws {
        let text = """
        Системные кнопки

        Вот те, что встречаются чаще всего:
        • «Готово» (.done) — завершает редактирование.
        • Плюс (.add) — создаёт новый объект.
        • Корзина (.trash) — удаляет выбранное.
        """
        let rules = Self.rules(text, name: "b.txt")
        #expect(Self.rule(rules, containing: "завершает")?.items == ["UIBarButtonSystemItemDone"])
        #expect(Self.rule(rules, containing: "создаёт")?.items == ["UIBarButtonSystemItemAdd"])
        #expect(Self.rule(rules, containing: "удаляет")?.items == ["UIBarButtonSystemItemTrash"])
        #expect(Self.rule(rules, containing: "удаляет")?.text.contains("Готово") == false)
    }

    @Test("a Chinese verb in the perfective tells what was done: no instruction")
    func chinesePerfective() {
        let done = Self.rules("# 简介\n\n这套组件把配色、字体和按钮间距统一了起来，省得每个项目再调一遍。\n", name: "r.md")
        #expect(done.first?.kind != .guideline)
        let ask = Self.rules("# 导航栏\n\n把返回按钮的文字改短，用系统的就好了。\n", name: "g.md")
        #expect(ask.first?.kind == .guideline)
        #expect(ask.first?.modality == .do)
    }

    @Test("a translation tool's segment numbers are removed and reported; the sentence after one is read")
    func segmentNumbers() throws {
        let text = """
        2 工具栏

        [T-101] 把最常用的三个操作放在工具栏上。
        [T-102] 提示：长按按钮可以显示它的名称。
        [T-103] 暂时不能执行的操作，可将按钮设为停用。
        [P1] 工具栏按钮不要超过五个。
        """
        let doc = DocumentParser.parse(name: "vendor.txt", bytes: Array(text.utf8), manifest: nil, catalog: ItemCatalog.embedded)
        let put = try #require(Self.rule(doc.rules, containing: "最常用的三个操作"))
        #expect(put.kind == .guideline && put.modality == .do)
        #expect(!put.text.contains("T-101"))
        #expect(Self.rule(doc.rules, containing: "长按按钮")?.kind == .tip)
        #expect(Self.rule(doc.rules, containing: "设为停用")?.modality == .consider)
        // a tag that says something stays in the text
        #expect(Self.rule(doc.rules, containing: "不要超过五个")?.text.hasPrefix("[P1]") == true)
        #expect(doc.repairs.filter { $0.kind == .segmentID }.map(\.line) == [3, 4, 5])
        #expect(doc.coverage.unaccounted.isEmpty)
    }

    @Test("rows of spaced columns never join, whatever case they open with; only the first row is a header")
    func spacedRowsStayRows() throws {
        let text = """
        术语表

        English          中文           备注
        tab bar          标签栏         旧称“页签栏”
        search field     搜索框
        scope bar        范围栏
        Done             完成           UIBarButtonSystemItemDone
        flexible space   弹性间距       UIBarButtonSystemItemFlexibleSpace
        """
        let doc = DocumentParser.parse(name: "terms.txt", bytes: Array(text.utf8), manifest: nil, catalog: ItemCatalog.embedded)
        for term in ["tab bar", "search field", "scope bar", "Done", "flexible space"] {
            let row = try #require(doc.rules.first { $0.text.hasPrefix(term) }, "\(term)")
            #expect(!row.text.contains("\n"), "\(term): \(row.text)")
        }
        // a term and its rendering: a note on the translation's wording, about the bar it names
        let tab = try #require(doc.rules.first { $0.text.hasPrefix("tab bar") })
        #expect(tab.kind == .editorial)
        #expect(tab.bars == [.tabBar])
        #expect(doc.rules.first { $0.text.hasPrefix("scope bar") }?.bars == [.scopeBar])
        // a row that names a system item is a catalog's row
        let flexible = try #require(doc.rules.first { $0.text.hasPrefix("flexible space") })
        #expect(flexible.kind == .reference)
        #expect(flexible.items == ["UIBarButtonSystemItemFlexibleSpace"])
        #expect(doc.coverage.unaccounted.isEmpty)
        // a glossary whose third column says at length what the bar is stays a glossary of meanings
        let meanings = Self.rules("""
        | 名称 | 英文 | 说明 |
        |---|---|---|
        | 标签栏 | Tab bar | 固定在屏幕底部，用来在应用的几个主要部分之间来回切换 |
        """, name: "m.md")
        #expect(meanings.first?.kind == .definition)
    }

    @Test("a translator's note indented under a segment is a note of its own")
    func indentedTranslatorNotes() throws {
        let text = """
        3 搜索栏

        在搜索栏中显示一句说明可搜索内容的占位文字。
           【译注】placeholder 按客户术语库译为“占位文字”。
        用户输入时实时更新结果。
           译者注：原文此处为 should，译为“应”。
        """
        let doc = DocumentParser.parse(name: "tm.txt", bytes: Array(text.utf8), manifest: nil, catalog: ItemCatalog.embedded)
        let show = try #require(Self.rule(doc.rules, containing: "可搜索内容"))
        #expect(!show.text.contains("译注"))
        #expect(show.kind == .guideline)
        let note = try #require(Self.rule(doc.rules, containing: "按客户术语库"))
        #expect(note.kind == .editorial)
        #expect(note.bars == [.searchBar])
        #expect(Self.rule(doc.rules, containing: "原文此处")?.kind == .editorial)
    }

    @Test("a code block joins the paragraph that introduces it with a colon; after any other, it stands alone")
    func codeAfterParagraph() throws {
        let md = """
        # Toolbar

        Spread the buttons evenly with flexible spaces:

        ```swift
        toolbarItems = [trash, UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil), reply]
        ```

        **Never repurpose a system icon.** People trust the picture.

        ```swift
        let share = UIBarButtonItem(barButtonSystemItem: .action, target: self, action: #selector(share))
        ```
        """
        let rules = Self.rules(md, name: "t.md")
        let spread = try #require(Self.rule(rules, containing: "Spread the buttons"))
        #expect(spread.text.contains("toolbarItems"))
        let never = try #require(Self.rule(rules, containing: "Never repurpose"))
        #expect(never.kind == .guideline && never.modality == .dont)
        #expect(!never.text.contains("let share"))
        let code = try #require(Self.rule(rules, containing: "let share"))
        #expect(code.kind == .reference)
    }

    @Test("an image's alt text that describes the picture opens its caption; a file name does not")
    func altTextOpensCaption() throws {
        let md = """
        # Toolbar

        ![Reader toolbar with a share button and a bookmark button](img/reader.png)
        *Figure 2: the reader's toolbar, two actions spread apart.*

        ![toolbar-edit](img/edit.png)

        *Figure 3: the same toolbar in edit mode.*
        """
        let rules = Self.rules(md, name: "fig.md")
        let two = try #require(Self.rule(rules, containing: "Figure 2"))
        #expect(two.kind == .caption)
        #expect(two.text.hasPrefix("Reader toolbar with a share button"))
        #expect(two.lines.start == 3)
        let three = try #require(Self.rule(rules, containing: "Figure 3"))
        #expect(three.kind == .caption)
        #expect(!three.text.contains("toolbar-edit"))
    }

    @Test("a line opened by a requirement's ID states a requirement; a ticket's key before a title does not")
    func requirementIDs() throws {
        let text = """
        4 Панель вкладок

        ПВ-01  Панель вкладок видна на всех экранах первого уровня.
        Приоритет: высокий

        ID: ПВ-02   Подпись вкладки — одно-два слова.

        ПВ-03  Не скрывайте панель вкладок при прокрутке.

        ПВ-04  Кнопка «Изменить» после нажатия превращается в «Готово».

        BUG-7  Tab bar hidden on the map screen
        """
        let doc = DocumentParser.parse(name: "req.txt", bytes: Array(text.utf8), manifest: nil, catalog: ItemCatalog.embedded)
        let visible = try #require(Self.rule(doc.rules, containing: "видна на всех"))
        #expect(visible.kind == .guideline && visible.modality == .do)
        #expect(visible.text.hasPrefix("ПВ-01"))
        #expect(visible.headline.hasPrefix("Панель вкладок видна"))
        #expect(Self.rule(doc.rules, containing: "одно-два слова")?.modality == .do)
        #expect(Self.rule(doc.rules, containing: "Не скрывайте")?.modality == .dont)
        // what a control does when tapped is its behaviour, even as a check
        #expect(Self.rule(doc.rules, containing: "после нажатия")?.kind == .behavior)
        #expect(Self.rule(doc.rules, containing: "Tab bar hidden")?.kind != .guideline)
        // an editor's note on the translation is about the document
        let note = Self.rules("4 Панель вкладок\n\nПрим. ред.: пункт ПВ-05 в оригинале пропущен.\n", name: "n.txt")
        #expect(note.first?.kind == .editorial)
    }

    @Test("a collapsible box's summary is the title of the text inside: one unit, a developer's note is reference")
    func detailsSummary() throws {
        let md = """
        # 狀態列

        狀態列位於螢幕最上方，顯示時間與電量。

        <details>
        <summary>開發者筆記：狀態列樣式（點擊展開）</summary>

        在 view controller 覆寫 `preferredStatusBarStyle`，回傳 `.lightContent`。

        </details>

        <details><summary>Why not hide it?</summary>

        People look up at the status bar for the time and the battery.

        </details>
        """
        let doc = DocumentParser.parse(name: "d.md", bytes: Array(md.utf8), manifest: nil, catalog: ItemCatalog.embedded)
        let dev = try #require(Self.rule(doc.rules, containing: "開發者筆記"))
        #expect(dev.text.contains("preferredStatusBarStyle"))
        #expect(dev.kind == .reference)
        #expect(dev.lines.start == 6)
        let why = try #require(Self.rule(doc.rules, containing: "Why not hide it?"))
        #expect(why.text.contains("for the time"))
        // a box whose text is a list: the summary stands alone, and opens no later paragraph
        let listed = DocumentParser.parse(name: "l.md", bytes: Array("""
        # Toolbar

        <details><summary>Common toolbar items</summary>

        - Share opens the share sheet.
        - Trash deletes the selection.

        </details>

        Keep the toolbar to five items.
        """.utf8), manifest: nil, catalog: ItemCatalog.embedded)
        let keep = try #require(Self.rule(listed.rules, containing: "Keep the toolbar"))
        #expect(!keep.text.contains("Common toolbar items"))
        #expect(listed.rules.contains { $0.text.hasPrefix("Common toolbar items") })
        #expect(doc.coverage.unaccounted.isEmpty)
        // a Chinese alt text that describes its picture opens the caption too
        let fig = Self.rules("# 工具列\n\n![郵件 App 底部的工具列，左邊是重新整理](a.png)\n*圖 2：郵件的工具列*\n", name: "f.md")
        #expect(fig.first?.kind == .caption)
        #expect(fig.first?.text.hasPrefix("郵件 App 底部的工具列") == true)
    }

    @Test("numbered items that ask with 请 mid-sentence are instructions of their own")
    func politeRequestsSplit() throws {
        let text = """
        工具栏

        上线前检查：
        1. 编辑状态下请显示“完成”按钮。
        2. 按钮较多时请合并到“更多”菜单。
        3. 删除操作请放在最右侧。
        """
        let rules = Self.rules(text, name: "q.txt")
        for words in ["编辑状态下", "按钮较多时", "删除操作"] {
            let r = try #require(Self.rule(rules, containing: words))
            #expect(r.kind == .guideline && r.modality == .do, "\(words)")
            #expect(!r.text.contains("上线前检查"), "\(words)")
        }
    }

    @Test("a list under a heading of mistakes lists what not to do; its own words may say otherwise")
    func mistakesHeading() throws {
        let md = """
        # Bars

        ## Tab bar

        The tab bar switches between the app's sections.

        ## ❗️ Частые ошибки

        Собрали то, что видим на каждом ревью.

        1. Таббар с большой кнопкой «+» посередине, которая открывает модалку.
        2. Тулбар и таббар на одном экране одновременно.
        3. Старайтесь не рисовать свои значки для стандартных действий.
        """
        let rules = Self.rules(md, name: "m.md")
        #expect(Self.rule(rules, containing: "большой кнопкой")?.modality == .dont)
        #expect(Self.rule(rules, containing: "на одном экране")?.modality == .dont)
        #expect(Self.rule(rules, containing: "Старайтесь не")?.modality == .avoid)
        #expect(Self.rule(rules, containing: "Собрали то")?.kind != .guideline)
    }

    @Test("rows of a table whose header names an API's properties are reference; a paragraph a table interrupts keeps its line")
    func apiTables() throws {
        let md = """
        # Scope bar

        #### Overview

        A scope bar narrows a search to one category.
        | Prop | Type | Default | Description |
        | --- | --- | --- | --- |
        | `scopes` | `[String]` | `[]` | Segment titles, in order. |
        | `hidden` | `Bool` | `false` | Hides the bar while the search is inactive. |
        """
        let doc = DocumentParser.parse(name: "p.md", bytes: Array(md.utf8), manifest: nil, catalog: ItemCatalog.embedded)
        let overview = try #require(Self.rule(doc.rules, containing: "narrows a search"))
        #expect(overview.lines.start == 5)
        #expect(Self.rule(doc.rules, containing: "Segment titles")?.kind == .reference)
        #expect(Self.rule(doc.rules, containing: "Hides the bar")?.kind == .reference)
        #expect(doc.coverage.unaccounted.isEmpty)
        // plain-text columns too
        let text = Self.rules("Tab bar\n\nProperty      Type       Default\nitems         [Tab]      []\nselected      Int        0\n", name: "t.txt")
        #expect(text.first { $0.text.hasPrefix("selected") }?.kind == .reference)
    }

    @Test("a ※ note is a tip; a verdict mark before a code example keeps its rule; a bracketed API glosses a suggestion")
    func notesVerdictsAndGlosses() throws {
        let text = """
        【3. Toolbar】
        ① Please keep the toolbar to five buttons or fewer.
        ※In landscape on iPhone the toolbar becomes lower. Please check that the icons are not cut.
        ※This chapter was revised in March.
        """
        let rules = Self.rules(text, name: "jp.txt")
        #expect(Self.rule(rules, containing: "becomes lower")?.kind == .tip)
        #expect(Self.rule(rules, containing: "revised in March")?.kind == .editorial)
        let md = """
        # 状态栏

        状态栏显示时间和电量。

        ✅ 状态改变后调用 `setNeedsStatusBarAppearanceUpdate()`，系统会重新读一次样式：

        ```swift
        setNeedsStatusBarAppearanceUpdate()
        ```

        想用系统提供的样式，可以这样写：

        ```swift
        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        ```

        - [ ] 范围超过四个时，可以考虑改用筛选菜单（`UIMenu`）代替范围栏。
        """
        let mdRules = Self.rules(md, name: "v.md")
        let good = try #require(Self.rule(mdRules, containing: "状态改变后"))
        #expect(good.kind == .guideline && good.modality == .do)
        #expect(Self.rule(mdRules, containing: "可以这样写")?.kind == .reference)
        #expect(Self.rule(mdRules, containing: "筛选菜单")?.modality == .consider)
    }

    @Test("a bold question is read with its answer; an answer with a force of its own decides")
    func boldQuestionsAnswered() throws {
        let md = """
        # 常见问题

        **Q：Tab bar 能不能做成悬浮的胶囊样式？**
        A：不建议。换颜色没问题，但位置要保持系统默认。

        **Q：列表已经支持下拉刷新了，还要在工具栏放刷新按钮吗？**
        A：可以不放。没有下拉刷新的时候，再考虑工具栏上的刷新按钮。
        """
        let rules = Self.rules(md, name: "faq.md")
        #expect(Self.rule(rules, containing: "胶囊样式")?.modality == .avoid)
        #expect(Self.rule(rules, containing: "可以不放")?.modality == .consider)
    }

    @Test("an em-dash list keyed by quoted labels with the item's name is a catalog; a definition heading defines")
    func labelKeyedDashList() throws {
        let text = """
        Панель инструментов

        Чаще других встречаются:
        — «Поделиться» (Action) — открывает лист общего доступа;
        — «Написать» (Compose) — создаёт новое сообщение;
        — «Корзина» (Trash) — удаляет текущий объект.
        """
        let rules = Self.rules(text, name: "dash.txt")
        let share = try #require(Self.rule(rules, containing: "лист общего доступа"))
        #expect(share.kind == .reference)
        #expect(share.items == ["UIBarButtonSystemItemAction"])
        #expect(!share.text.contains("Написать"))
        #expect(Self.rule(rules, containing: "удаляет текущий")?.items == ["UIBarButtonSystemItemTrash"])
        let zh = Self.rules("# 規範\n\n## 狀態列\n\n### 定義\n\n狀態列位於螢幕最上緣，顯示時間與電量。\n\n### 設計規範\n\n導覽列右側按鈕以兩個為上限。\n", name: "def.md")
        #expect(Self.rule(zh, containing: "位於螢幕最上緣")?.kind == .definition)
        #expect(Self.rule(zh, containing: "為上限")?.modality == .do)
    }

    @Test("a meeting's numbered topic heads its bar's section; its conclusion points are rules of their own")
    func conclusionPoints() throws {
        let text = """
        【设计评审纪要】系统栏规范

        ----------------------------------------
        议题一：状态栏显示与隐藏
        背景：引导页目前把状态栏隐藏了。
        结论：
        1. 所有页面默认显示状态栏。
        2. 全屏播放视频时可以隐藏状态栏。

        ----------------------------------------
        议题二：导航栏返回按钮
        背景：订单页的返回按钮被改成了自定义箭头。
        结论：
        1. 返回按钮统一用系统默认样式。
        2. 不要在导航栏上加第二个返回入口。
        3. 上一页标题太长时，可以设置较短的 backButtonTitle。
        """
        let rules = Self.rules(text, name: "minutes.txt")
        let one = try #require(Self.rule(rules, containing: "系统默认样式"))
        #expect(!one.text.contains("第二个返回入口"))
        // the numbered topic heads the section of the bar it names
        #expect(one.bars == [.navigationBar])
        #expect(!rules.contains { $0.text.hasPrefix("议题二") })
        #expect(Self.rule(rules, containing: "第二个返回入口")?.modality == .dont)
        let three = try #require(Self.rule(rules, containing: "较短的"))
        #expect(!three.text.contains("第二个返回入口"))
    }

    @Test("what bars are, before the first section, defines them; a footnote's superscript mark hides no label")
    func familyDefinitionsAndFootnoteMarks() throws {
        let md = """
        # iOS Bars

        Bars are the strips pinned to the top and bottom edges of the screen that tell people where they are and what they can do next. Harbor ships one component per bar; each is a thin wrapper over the matching UIKit class.

        ## Status bar

        Keep the status bar visible.
        """
        #expect(Self.rule(Self.rules(md, name: "fam.md"), containing: "Bars are the strips")?.kind == .definition)
        let text = """
        Toolbar

        Keep five buttons or fewer.
        ² Translator's note: in the toolbar these buttons show only an icon.
        """
        #expect(Self.rule(Self.rules(text, name: "fn.txt"), containing: "show only an icon")?.kind == .editorial)
        let en = Self.rules("Status bar\n\nIt is advised to keep the status bar visible.\n\nIt is OK to hide the status bar while a video plays.\n\nIt is not advised to draw a fake status bar.\n", name: "adv.txt")
        #expect(Self.rule(en, containing: "keep the status bar")?.modality == .do)
        #expect(Self.rule(en, containing: "while a video")?.modality == .consider)
        #expect(Self.rule(en, containing: "fake status bar")?.modality == .avoid)
    }

    @Test("a line that names the table under it captions it; a four-word column name heads it; a repeated label is no speaker")
    func tableCaptionsHeadersAndRepeatedLabels() throws {
        let text = """
        Toolbar

        Keep the toolbar to five buttons.

        Buttons our team relies on (toolbar only):
        Button      Case          What it is for
        Share       .action       Sending the page elsewhere
        Delete      .trash        Removing the chosen rows

        Use these buttons in the reader:
        Button      Case
        Reply       .reply
        Next        .fastForward

        Use FlexibleSpace between the buttons.

        Exceptions: a full-screen reader may hide the toolbar.

        Tab bar

        Exceptions: a checkout flow can drop the tab bar for its last step.
        """
        let rules = Self.rules(text, name: "caption.txt")
        // the noun phrase before the table captions it; the instruction before the other stays one
        #expect(Self.rule(rules, containing: "relies on")?.kind == .caption)
        #expect(Self.rule(rules, containing: "Use these buttons")?.kind == .guideline)
        // "What it is for" names a column: the row is the table's header, not a rule
        #expect(!rules.contains { $0.text.contains("What it is for") })
        #expect(Self.rule(rules, containing: "Sending the page")?.items == ["UIBarButtonSystemItemAction"])
        // an item's case name with a capital names it
        #expect(Self.rule(rules, containing: "Use FlexibleSpace")?.items == ["UIBarButtonSystemItemFlexibleSpace"])
        // "Exceptions:" twice is a label that grants, not a speaker whose name is cut off
        let exceptions = rules.filter { $0.text.hasPrefix("Exceptions:") }
        #expect(exceptions.count == 2)
        #expect(exceptions.allSatisfy { $0.kind == .guideline && $0.modality == .consider && $0.headline.hasPrefix("Exceptions:") })
        // a name in capitals of four words is no column name: the header lines stay lines
        let header = """
        Acme Mobile Platform Group                     D. Okonkwo
        Standard: MUI-STD-009               Interaction Design Office

        Status bar

        Keep the status bar visible.
        """
        let hrules = Self.rules(header, name: "hdr.txt")
        #expect(Self.rule(hrules, containing: "Acme Mobile Platform Group") != nil)
    }

    @Test("a heading glossed in brackets heads its bar; under a purpose heading only the first paragraph defines; a title in capitals")
    func glossedHeadingsPurposeAndCapitalTitles() throws {
        let text = """
        Code: UI-12
        Issued by: platform design

        RULES FOR THE BARS OF iOS APPS

        1 General

        1.1. These rules hold for every app of the studio.

        2 Status bar (строка состояния)

        2.1. Keep the status bar visible on lists.

        3 Top panel (navigation bar)

        3.1 Purpose

        3.1.1. Navigation bar sits under the status bar and leads through the screens.

        3.1.2. On the left side the Back button shows the previous title.

        3.2 Content

        3.2.1. Keep one button on each side of the title.
        """
        let rules = Self.rules(text, name: "spec.txt")
        let purpose = try #require(Self.rule(rules, containing: "leads through"))
        // the translator's name for the bar is glossed with its usual name: that bar's section
        #expect(purpose.bars == [.navigationBar])
        #expect(purpose.kind == .definition)
        // a later paragraph under the purpose heading says how the bar behaves
        let later = try #require(Self.rule(rules, containing: "previous title"))
        #expect(later.bars.first == .navigationBar)
        #expect(later.kind == .behavior)
        #expect(Self.rule(rules, containing: "one button on each side")?.bars.first == .navigationBar)
        // the line in capitals is the document's title, no caption
        #expect(!rules.contains { $0.text.contains("RULES FOR THE BARS") })
    }

    @Test("an image with its numbered caption below is one caption opened by its alt text; a paragraph that introduces a table of API names is reference")
    func imageCaptionsAndAPITableIntros() throws {
        let md = """
        # Bars

        ## Toolbar

        Keep the toolbar to five buttons.

        ![A toolbar with Reply, Compose and Trash](/img/toolbar.png)
        Figure 4: the mail toolbar.

        The system buttons below map to UIBarButtonItem.SystemItem and come localized by the system.

        | Button | Case | Use |
        | --- | --- | --- |
        | Share | .action | Send the page elsewhere |
        """
        let rules = Self.rules(md, name: "bars.md")
        let caption = try #require(Self.rule(rules, containing: "Figure 4"))
        #expect(caption.kind == .caption)
        #expect(caption.text.hasPrefix("A toolbar with Reply"))
        #expect(Self.rule(rules, containing: "map to UIBarButtonItem")?.kind == .reference)
        #expect(Self.rule(rules, containing: "Send the page")?.kind == .reference)
    }

    @Test("documentation sites: a box's title heads its text, content tabs are markup, a verdict heading gives its list its force, an image's attributes are markup")
    func documentationSiteMarkdown() throws {
        let md = """
        # Bars

        ## Toolbar

        A toolbar holds actions for the current screen.

        !!! warning "Keep it short"
            Five buttons fill a phone's toolbar. Count before adding one.

        Set the items per screen:

        === "UIKit"

            ```swift
            toolbarItems = [share, trash]
            ```

        === "SwiftUI"

            ```swift
            ToolbarItemGroup(placement: .bottomBar) { }
            ```

        ![A toolbar with Share and Trash](/img/t.png){ width="390" }
        Figure 2. The reader's toolbar.

        #### :white_check_mark: Do

        - Actions on what the screen shows.

        #### :x: Don't

        - Switching between sections of the app.
        """
        let rules = Self.rules(md, name: "site.md")
        let box = try #require(Self.rule(rules, containing: "Five buttons"))
        #expect(box.kind == .tip)
        #expect(box.headline.hasPrefix("Keep it short. Five buttons"))
        // the tabs' labels are no rules; both code blocks belong to the paragraph that introduces them
        #expect(!rules.contains { $0.text.contains("=== ") })
        let code = try #require(Self.rule(rules, containing: "Set the items per screen"))
        #expect(code.kind == .reference)
        #expect(code.text.contains("toolbarItems") && code.text.contains("ToolbarItemGroup"))
        let caption = try #require(Self.rule(rules, containing: "Figure 2"))
        #expect(caption.kind == .caption && !caption.text.contains("width"))
        #expect(Self.rule(rules, containing: "Actions on what")?.modality == .do)
        #expect(Self.rule(rules, containing: "Switching between sections")?.modality == .dont)
    }

    @Test("a bold topic lets the next sentence instruct; a log's dated entries and exported comments are editorial; a figure numbered in Han numerals is a caption")
    func boldTopicsLogsCommentsAndHanFigureNumbers() throws {
        let md = """
        # Team guide

        ## Toolbar

        **Calm bars, loud content.** Keep the toolbar plain: system icons, the app tint.

        ## Decision log

        * **2024-05-02** – Dropped the Refresh button from the toolbar.

        ## Comments

        [a] Dana: Do we keep Trash on the left?
        """
        let rules = Self.rules(md, name: "team.md")
        #expect(Self.rule(rules, containing: "Calm bars")?.modality == .do)
        let entry = try #require(Self.rule(rules, containing: "Dropped the Refresh"))
        #expect(entry.kind == .editorial)
        #expect(Self.rule(rules, containing: "Do we keep Trash")?.kind == .editorial)
        let zh = """
        三、搜尋欄位

        搜尋欄位讓用戶輸入關鍵字，尋找 App 內的內容。

        圖三：「郵件」App 在搜尋欄位下方顯示兩個範圍。

        相關 API：UISearchController、UISearchBar、searchController
        """
        let zrules = Self.rules(zh, name: "zh.txt")
        #expect(Self.rule(zrules, containing: "圖三")?.kind == .caption)
        #expect(Self.rule(zrules, containing: "UISearchController、")?.kind == .reference)
    }

    @Test("a PDF export: running headers and page counts are page artefacts, Chinese lines wrapped at a width join without a space")
    func pdfExportsOfChineseSpecs() throws {
        let text = """
        某某 App 设计规范 V2

        3.1 导航栏

        3.1.1 导航栏位于状态栏下方，用于在层级页面之间导航，并显示当前页面
        的标题和管理当前页面内容的按钮。

        第 1 页 共 3 页

        某某 App 设计规范 V2

        3.1.2 返回按钮使用系统样式并位于左侧，不替换为自定义图标或文字，
        以免用户找不到返回上一层的方法。

        第 2 页 共 3 页

        某某 App 设计规范 V2

        3.2 工具栏

        3.2.1 工具栏按钮不宜超过 5 个，常用操作优先使用系统提供的按钮和图标，
        其余操作收入“更多”菜单。

        3.2.2 工具栏放置针对当前页面内容的操作，不用于在应用的各个模块之间
        切换，模块切换由标签栏负责。

        第 3 页 共 3 页
        """
        let doc = IngestCoverageTests.parse(text, name: "spec.txt")
        #expect(doc.coverage.unaccounted.isEmpty)
        #expect(doc.coverage.named[LineReason.pageArtefact] == 6)
        let rules = doc.rules
        let first = try #require(Self.rule(rules, containing: "3.1.1"))
        #expect(first.text.contains("当前页面的标题"))
        #expect(first.lines.end == first.lines.start + 1)
        #expect(!rules.contains { $0.text.contains("共 3 页") || $0.text.hasPrefix("某某 App") })
        #expect(Self.rule(rules, containing: "3.2.2")?.text.contains("之间切换") == true)
    }

    @Test("a wiki's box macros make boxed notes, their tags markup; a macro alone on its line is markup")
    func wikiBoxMacros() throws {
        let text = """
        h1. Панели iOS

        {toc:maxLevel=2}

        h2. Навбар

        Заголовок в навбаре — одно-два слова.

        {info}Проверяйте навбар на iPhone SE: длинный заголовок обрезается первым.{info}

        {warning}
        Не прячьте навбар на экранах настроек.
        {warning}

        _TODO: дописать раздел про iPad._
        """
        let doc = IngestCoverageTests.parse(text, name: "wiki.txt")
        #expect(doc.coverage.unaccounted.isEmpty)
        let info = try #require(Self.rule(doc.rules, containing: "Проверяйте навбар"))
        #expect(info.kind == .tip && !info.text.contains("{info}"))
        #expect(Self.rule(doc.rules, containing: "Не прячьте навбар")?.kind == .tip)
        #expect(!doc.rules.contains { $0.text.contains("{toc") || $0.text.contains("{warning}") })
        #expect(Self.rule(doc.rules, containing: "TODO")?.kind == .editorial)
    }

    @Test("a chapter numbered 第N章 heads its bar's section, its subsections keep that bar, an overview's first paragraph defines, a translator's note under the title names no bar")
    func chineseChapters() throws {
        let text = """
        界面栏设计规范
        （状态栏 / 导航栏 / 工具栏 / 标签栏 / 搜索栏 / 范围栏）

        译者注：本译文根据客户提供的英文原稿翻译，界面元素首次出现时保留英文名称。

        第一章 状态栏

        1.1 概述
        状态栏位于屏幕顶部边缘，显示时间、信号和电量。

        1.2 使用要求
        不得在状态栏区域放置应用自己的内容。

        第二章 导航栏

        2.1 概述
        导航栏显示在状态栏下方，用于在层级页面之间导航。

        2.2 标题
        标题应简明地说明当前页面的内容。
        """
        let doc = IngestCoverageTests.parse(text, name: "chapters.txt")
        #expect(doc.coverage.unaccounted.isEmpty)
        #expect(!doc.rules.contains { $0.kind == .caption }, "a chapter's heading is no caption")
        let status = try #require(Self.rule(doc.rules, containing: "状态栏位于屏幕顶部"))
        #expect(status.kind == .definition && status.bars == [.statusBar], "\(status.kind) \(status.bars)")
        let title = try #require(Self.rule(doc.rules, containing: "标题应简明"))
        #expect(title.kind == .guideline && title.modality == .do && title.bars == [.navigationBar], "\(title.bars)")
        // a translator's note under a title that lists every bar concerns none of them
        let note = try #require(Self.rule(doc.rules, containing: "译者注"))
        #expect(note.kind == .editorial && note.bars == [.general], "\(note.kind) \(note.bars)")
        #expect(Segmenter.chapterLevel(Sc.of("第十二章　列（Bars）")) == 1)
        #expect(Segmenter.chapterLevel(Sc.of("第3节 标题")) == 2)
        #expect(Segmenter.chapterLevel(Sc.of("第一章的内容讲了什么")) == nil)
    }

    @Test("a boxed note opened by a warning label is a tip, even when it forbids; the same label inline in a paragraph instructs")
    func boxedAttention() throws {
        let text = """
        # Bars

        ## Status Bar

        The status bar shows the time and the battery level.

        > **Attention:** Under no circumstances is the app's own status to be placed in the status bar.

        Attention: never place the app's own status in the status bar.
        """
        let doc = IngestCoverageTests.parse(text, name: "boxes.md")
        #expect(doc.coverage.unaccounted.isEmpty)
        let boxed = try #require(Self.rule(doc.rules, containing: "Under no circumstances"))
        #expect(boxed.kind == .tip && boxed.modality == nil, "\(boxed.kind)")
        let inline = try #require(Self.rule(doc.rules, containing: "never place"))
        #expect(inline.kind == .guideline && inline.modality == .dont, "\(inline.kind)")
    }

    @Test("a translator's remark about the original keeps its section's bar; a glossary row with a short remark is the term's editorial row")
    func translatorsRemarksAndGlossaryRows() throws {
        let text = """
        # Панели iOS: перевод сообщества

        ## Строка поиска

        Строка поиска — поле для ввода запроса над списком.

        Оригинал: в английском тексте здесь стоит «search field».

        ## Глоссарий

        | Термин | Перевод | Примечание |
        |---|---|---|
        | Search bar | Строка поиска | Раньше — «поисковая панель» |
        | Tab bar | Панель вкладок | Не «таббар» |
        """
        let doc = IngestCoverageTests.parse(text, name: "glossary.md")
        #expect(doc.coverage.unaccounted.isEmpty)
        let remark = try #require(Self.rule(doc.rules, containing: "Оригинал:"))
        #expect(remark.kind == .editorial && remark.bars == [.searchBar], "\(remark.kind) \(remark.bars)")
        let search = try #require(Self.rule(doc.rules, containing: "поисковая панель"))
        #expect(search.kind == .editorial && search.bars == [.searchBar], "\(search.kind) \(search.bars)")
        let tab = try #require(Self.rule(doc.rules, containing: "таббар"))
        #expect(tab.kind == .editorial && tab.bars == [.tabBar], "\(tab.kind) \(tab.bars)")
    }

    @Test("an article's layout: a lead-in's colon leaves the caption and table after it alone; a bold lead saved as text heads its body; a table of contents is about the document")
    func articleLayoutSavedAsText() throws {
        let zh = """
        03 | 工具栏

        工具栏出现在屏幕底部，放的是对当前页面内容的操作。

        只放当前页面最常用的操作。
        每个按钮都应该和眼前的内容直接相关，用得少的操作可以收进菜单里。

        系统准备了一批标准按钮，能用系统的就用系统的：

        ▼ 表1 工具栏常用的系统按钮
        按钮	API 名称	用途
        添加	.add	新建一个项目
        撰写	.compose	新建一条内容

        觉得有用的话，点个在看，转发给身边的小伙伴吧～
        """
        let doc = IngestCoverageTests.parse(zh, name: "wechat.txt")
        #expect(doc.coverage.unaccounted.isEmpty)
        let caption = try #require(Self.rule(doc.rules, containing: "表1"))
        #expect(caption.kind == .caption && !caption.text.contains("标准按钮") && !caption.text.contains("新建"), "\(caption.kind) \(caption.text)")
        let add = try #require(Self.rule(doc.rules, containing: "新建一个项目"))
        #expect(add.kind == .reference && add.items == ["UIBarButtonSystemItemAdd"] && !add.text.contains("新建一条"))
        // the short lead over its body: one guideline, its items and words together
        let lead = try #require(Self.rule(doc.rules, containing: "只放当前页面"))
        #expect(lead.kind == .guideline && lead.modality == .do && lead.text.contains("收进菜单"), "\(lead.kind) \(lead.text)")
        #expect(Self.rule(doc.rules, containing: "点个在看")?.kind == .editorial)
        // a question over its answer is no lead: each line keeps its own unit
        let faq = Self.rules("Строка состояния\n\nСтрока состояния — полоса у верхнего края.\n\nКак её спрятать?\nПереопределите prefersStatusBarHidden у контроллера и вызовите обновление.\n", name: "faq.txt")
        let answer = try #require(Self.rule(faq, containing: "Переопределите"))
        #expect(!answer.text.contains("Как её спрятать"), "\(answer.text)")
        let md = """
        # Панели в iOS

        **Содержание:**

        - [Строка состояния](#status)
        - [Панель вкладок](#tabs)

        ## Зачем о них говорить

        Панели (bars) — это полосы по краям экрана, которые подсказывают, где человек находится.

        ## Строка состояния <a name="status"></a>

        Не прячьте строку состояния без веской причины. Подробнее — в [документации](https://developer.apple.com).

        ## Панель вкладок <a name="tabs"></a>

        Кнопка «Отмена» — слева, «Готово» — справа.
        """
        let ru = IngestCoverageTests.parse(md, name: "habr.md")
        #expect(ru.coverage.unaccounted.isEmpty)
        let contents = try #require(Self.rule(ru.rules, containing: "Содержание"))
        #expect(contents.kind == .editorial && contents.bars == [.general] && contents.text.contains("Панель вкладок"), "\(contents.kind) \(contents.text)")
        #expect(Self.rule(ru.rules, containing: "Панели (bars)")?.kind == .definition)
        // a link out of the document is no entry of contents: the guideline stays one
        #expect(Self.rule(ru.rules, containing: "Не прячьте")?.modality == .dont)
        #expect(Self.rule(ru.rules, containing: "«Отмена» — слева")?.modality == .do)
    }

    @Test("a PDF saved as text: contents with dot leaders, capitals numbered to depth, words broken at a hyphen, notes set apart by a wide gap")
    func pdfSavedAsText() throws {
        let text = """
        BAR RULES FOR OUR APPS

        CONTENTS

        1  Status bar .......................... 2
        2  Navigation bar ...................... 3

        1  STATUS BAR

        1.1  DESCRIPTION

        The status bar is the strip at the top of the screen that shows the time and the battery.

        2  NAVIGATION BAR

        2.1  DESCRIPTION

        The navigation bar sits under the status bar and lets people move through a hierarchy of
        screens.

        2.2  TITLE

        2.2.1  Preferably show the title of the current screen centred in the navi-
        gation bar, and keep it to a few words.

        [Translator: the source text gives the local term only at its first mention.]

        NOTE  The navigation bar is not meant for switching sections; a tab bar does that.
        """
        let doc = IngestCoverageTests.parse(text, name: "pdf.txt")
        #expect(doc.coverage.unaccounted.isEmpty)
        let contents = try #require(Self.rule(doc.rules, containing: "Status bar ...."))
        #expect(contents.kind == .editorial && contents.text.contains("Navigation bar ...."), "\(contents.kind) \(contents.text)")
        #expect(Self.rule(doc.rules, containing: "strip at the top")?.kind == .definition)
        #expect(Self.rule(doc.rules, containing: "move through a hierarchy")?.kind == .definition)
        // "2.2 TITLE" stands under "2 NAVIGATION BAR": the bar holds, and "navi-" + "gation" is one word
        let title = try #require(Self.rule(doc.rules, containing: "Preferably show"))
        #expect(title.modality == .do && title.bars == [.navigationBar] && title.text.contains("navigation bar"), "\(title.bars) \(title.text)")
        #expect(Self.rule(doc.rules, containing: "[Translator:")?.kind == .editorial)
        #expect(Self.rule(doc.rules, containing: "not meant for switching")?.kind == .tip)
    }

    @Test("a book chapter in Markdown: its key points restate rules, a boxed warning is a note, a further-reading link to an API points to it")
    func bookChapterInMarkdown() throws {
        let md = """
        # 第 5 章　列

        ## 5.1 導覽列

        導覽列位在螢幕頂端，讓使用者在層層畫面之間移動。

        > ⚠️ **注意**　在模態畫面中，「取消」放在左側，「完成」放在右側，請不要對調。

        ## 本章重點

        - 導覽列提供使用者需要的位置資訊，不要在其中塞太多按鈕。

        ## 延伸閱讀

        - [UIKit 文件：UINavigationBar](https://developer.apple.com/documentation/uikit/uinavigationbar)
        """
        let doc = IngestCoverageTests.parse(md, name: "book.md")
        #expect(doc.coverage.unaccounted.isEmpty)
        #expect(Self.rule(doc.rules, containing: "請不要對調")?.kind == .tip)
        let point = try #require(Self.rule(doc.rules, containing: "不要在其中塞"))
        #expect(point.kind == .guideline && point.modality == .dont && point.bars == [.navigationBar], "\(point.kind) \(String(describing: point.modality)) \(point.bars)")
        let link = try #require(Self.rule(doc.rules, containing: "UIKit 文件"))
        #expect(link.kind == .reference && link.bars == [.navigationBar], "\(link.kind) \(link.bars)")
    }

    @Test("a textbook's PDF: running headers with page numbers, a sentence across a page break, a row's wrapped cell, a line that goes on in brackets")
    func textbookPDF() throws {
        let text = """
        Глава 3. Панели

        3.1. Панель инструментов

        Панель инструментов располагается внизу экрана и содержит кнопки
        действий над текущим содержимым.

                                                                     41
        42                                       Глава 3. Панели

        Таблица 3.1 — Кнопки
        Кнопка        Константа UIKit                   Назначение
        Добавить      UIBarButtonSystemItemAdd          Создание нового
                                                        элемента
        Ответить      UIBarButtonSystemItemReply        Ответ на письмо

        Системные кнопки не следует использовать в другом значении: значок
        корзины нельзя применять

                                                                     43
        44                                       Глава 3. Панели

        для архивирования объекта.

        Не используйте панель инструментов для переключения режима
        (список/сетка) — для этого есть сегментированный элемент.

                                                                     45
        46                                       Глава 3. Панели
        """
        let doc = IngestCoverageTests.parse(text, name: "textbook.txt")
        #expect(doc.coverage.unaccounted.isEmpty)
        #expect(doc.rules.allSatisfy { !$0.text.contains("Глава 3. Панели") }, "\(doc.rules.map(\.text))")
        let reply = try #require(Self.rule(doc.rules, containing: "UIBarButtonSystemItemReply"))
        #expect(reply.kind == .reference && reply.items == ["UIBarButtonSystemItemReply"])
        let trash = try #require(Self.rule(doc.rules, containing: "нельзя применять"))
        #expect(trash.text.contains("для архивирования") && trash.modality == .dont, "\(trash.text)")
        let mode = try #require(Self.rule(doc.rules, containing: "для переключения режима"))
        #expect(mode.text.contains("(список/сетка)") && mode.modality == .dont, "\(mode.text)")
    }

    @Test("a table whose column states each bar's rule; bars named in a client's language")
    func ruleColumnAndForeignBarNames() throws {
        let md = """
        # Bars

        The bars are the strips fixed to the edges of the screen.

        ## Rules at a glance

        | Component | Rule | Priority |
        | --- | --- | --- |
        | Tab bar | Never more than five tabs | P0 |
        | Barra de navegação | The title fits in one line | P1 |
        """
        let doc = IngestCoverageTests.parse(md, name: "notion.md")
        #expect(Self.rule(doc.rules, containing: "The bars are the strips")?.kind == .definition)
        let tabs = try #require(Self.rule(doc.rules, containing: "five tabs"))
        #expect(tabs.kind == .guideline && tabs.bars.first == .tabBar, "\(tabs.kind) \(tabs.bars)")
        let title = try #require(Self.rule(doc.rules, containing: "fits in one line"))
        #expect(title.kind == .guideline && title.modality == .do && title.bars == [.navigationBar], "\(title.kind) \(title.bars)")
    }

    @Test("a specification's numbered clauses state requirements in the passive; the same sentence elsewhere, or with the system acting, describes")
    func specificationClausesInThePassive() throws {
        let spec = """
        1. GENERAL

        1.1. The present document sets out the requirements to the bars of the app.

        2. NAVIGATION BAR

        2.1. The navigation bar shall show the title of the current screen.
        2.2. The title shall fit in one line.
        2.3. The button Save is placed on the right of the bar.
        2.4. The button Refresh is not placed on screens with pull to refresh.
        2.5. The back button is created by the system automatically.
        2.6. Buttons shall not be tinted in different colours.

        © 2024 City Services. All rights reserved.
        """
        let doc = IngestCoverageTests.parse(spec, name: "spec.txt")
        #expect(Self.rule(doc.rules, containing: "The present document")?.kind == .editorial)
        #expect(Self.rule(doc.rules, containing: "Save is placed")?.modality == .do)
        #expect(Self.rule(doc.rules, containing: "Refresh is not placed")?.modality == .dont)
        #expect(Self.rule(doc.rules, containing: "created by the system")?.kind == .behavior)
        #expect(Self.rule(doc.rules, containing: "All rights reserved")?.kind == .editorial)
        // without the specification's modal, a passive is a statement
        let notes = Self.rules("Navigation bar\n\nThe navigation bar shows the title.\n\n2.3. The button Save is placed on the right of the bar.\n", name: "notes.txt")
        #expect(Self.rule(notes, containing: "Save is placed")?.kind == .behavior)
    }

    @Test("working-group notes: a quoted original and its translation are one unit the translation leads; a box's lines are one note; a key in two languages names its bar; a to-do list is about the document")
    func workingGroupNotes() throws {
        let md = """
        # 列的筆記

        ## 總覽

        | 列 | 位置 | 用途 |
        | --- | --- | --- |
        | 工具列 Toolbar | 螢幕底部 | 放跟目前畫面內容有關的各種動作按鈕 |

        ## 標籤列

        原文：Tabs move people between areas of the app; never use one to start an action.
        譯：標籤用來在 App 的區塊間移動，絕對不要拿來執行動作。

        :::warning
        ⚠️ 別把標籤列藏起來。
        模態畫面蓋上來時才會看不到它。
        :::

        ## 待辦

        - [ ] 補上 iPad 側邊欄的說明
        """
        let doc = IngestCoverageTests.parse(md, name: "notes.md")
        #expect(doc.coverage.unaccounted.isEmpty)
        let pair = try #require(Self.rule(doc.rules, containing: "原文："))
        #expect(pair.kind == .guideline && pair.modality == .dont && pair.bars == [.tabBar] && pair.text.contains("譯："), "\(pair.kind) \(pair.text)")
        let box = try #require(Self.rule(doc.rules, containing: "別把標籤列藏起來"))
        #expect(box.kind == .tip && box.text.contains("模態畫面"), "\(box.kind) \(box.text)")
        let row = try #require(Self.rule(doc.rules, containing: "工具列 Toolbar"))
        #expect(row.kind == .definition && row.bars == [.toolbar], "\(row.kind) \(row.bars)")
        #expect(Self.rule(doc.rules, containing: "iPad 側邊欄")?.kind == .editorial)
    }

    @Test("explain reads what ingest read: a specification's passive clause as structure, a quoted original by its translation")
    func explainAgreesOnSpecificationsAndTranslations() throws {
        let spec = "1. GENERAL\n\n1.1. Buttons shall keep one tint.\n1.2. Titles shall fit in one line.\n1.3. Icons shall be filled.\n\n"
            + "2. NAVIGATION BAR\n\n2.1. The navigation bar shall show the screen's title.\n2.2. The button Save is placed on the right of the bar.\n"
        let explained = Explainer.explain(document: "spec.txt", bytes: Array(spec.utf8), manifest: nil, catalog: .embedded)
        let save = try #require(explained.first { $0.rule.text.contains("Save is placed") })
        #expect(save.rule.modality == .do)
        let modality = try #require(save.evidence.first { $0.field == "modality" })
        #expect(modality.source == "structure" && modality.detail.contains("specification"), "\(modality)")
        let notes = "## 標籤列\n\n原文：Tabs move people between areas; never use one to start an action.\n譯：標籤用來在區塊間移動，絕對不要拿來執行動作。\n"
        let pair = try #require(Explainer.explain(document: "notes.md", bytes: Array(notes.utf8), manifest: nil, catalog: .embedded)
            .first { $0.rule.text.contains("原文") })
        #expect(pair.rule.kind == .guideline && pair.rule.modality == .dont)
        #expect(pair.evidence.first { $0.field == "kind" }?.value == "guideline", "\(pair.evidence)")
    }

    @Test("a channel's posts: hashtag lines file the post, a numbered post's title with a subtitle heads its post")
    func channelPosts() throws {
        let text = """
        Канал о дизайне

        12.05.2024 18:00

        Разбор #3 — Навбар, часть 2: кнопки

        Не ставьте в навбар больше двух кнопок справа.

        #ios #navbar

        13.05.2024 18:00

        Разбор #4 — Таббар

        Держите таббар видимым на всех экранах раздела.

        #ios #tabbar #design_review
        """
        let doc = DocumentParser.parse(name: "posts.txt", bytes: Array(text.utf8), manifest: nil, catalog: ItemCatalog.embedded)
        let buttons = try #require(Self.rule(doc.rules, containing: "двух кнопок"))
        #expect(buttons.bars == [.navigationBar])
        #expect(buttons.heading.last?.hasPrefix("Разбор #3") == true)
        #expect(Self.rule(doc.rules, containing: "Разбор #3") == nil)
        #expect(Self.rule(doc.rules, containing: "видимым")?.bars == [.tabBar])
        let tags = doc.rules.filter { $0.text.contains("#ios") }
        #expect(tags.count == 2 && tags.allSatisfy { $0.kind == .editorial && $0.bars == [.general] && $0.items.isEmpty })
        #expect(doc.coverage.unaccounted.isEmpty)
        // one tag alone is no post's tags
        #expect(!Segmenter.onlyHashtags(Sc.of("#1")))
        #expect(Segmenter.onlyHashtags(Sc.of("#hig #переводимhig")))
        #expect(Segmenter.onlyHashtags(Sc.of("#iOS设计# #UI设计# #标签栏#")))
        #expect(!Segmenter.onlyHashtags(Sc.of("#hig and more")))
    }

    @Test("a Chinese team's English page: a revision table is about the page, labelled cases are rules of their own")
    func teamPageInEnglish() throws {
        let md = """
        # Bars guideline (English version)

        | Version | Date | Editor | Change |
        | --- | --- | --- | --- |
        | V1.0 | 2022-04-11 | Wang Fang | First version |
        | V1.1 | 2022-09-26 | Chen Jie | Add the scope bar section, fix tab bar badge rule |

        ## Navigation Bar

        The navigation bar is at the top of the screen under the status bar.

        **Bad case:** Put a text Save button on the left and Cancel on the right.
        **Good case:** Cancel on the left and Done on the right.

        - Suggest using the system Edit button for lists.
        - It is not suggested to put more than two buttons on the right.
        - Forbid to use the app logo as the title of a second-level page.
        - No need to add a Back title by yourself.
        """
        let doc = DocumentParser.parse(name: "team.md", bytes: Array(md.utf8), manifest: nil, catalog: ItemCatalog.embedded)
        let revision = try #require(Self.rule(doc.rules, containing: "Add the scope bar"))
        #expect(revision.kind == .editorial && revision.bars == [.general])
        let bad = try #require(Self.rule(doc.rules, containing: "text Save button"))
        #expect(bad.kind == .guideline && bad.modality == .dont && !bad.text.contains("Good case"))
        let good = try #require(Self.rule(doc.rules, containing: "Good case"))
        #expect(good.modality == .do && good.items.contains("UIBarButtonSystemItemDone"))
        #expect(Self.rule(doc.rules, containing: "Suggest using")?.modality == .do)
        #expect(Self.rule(doc.rules, containing: "not suggested")?.modality == .avoid)
        #expect(Self.rule(doc.rules, containing: "Forbid to")?.modality == .dont)
        #expect(Self.rule(doc.rules, containing: "No need to")?.modality == .avoid)
        #expect(doc.coverage.unaccounted.isEmpty)
        // a version number alone and a date alone make a revision; a count and a date do not
        #expect(RuleBuilder.recordsRevision([Sc.of("v2.1"), Sc.of("08.06.2023"), Sc.of("Поправлены подписи")]))
        #expect(!RuleBuilder.recordsRevision([Sc.of("5"), Sc.of("2023-06-08"), Sc.of("Tabs at most")]))
    }

    @Test("notes pasted one after another: a title set apart after a rule heads its note, keycap numbers are points")
    func pastedNotes() throws {
        let text = """
        笔记合集｜iOS各种栏

        ━━━━━━━━━━━━

        🔥导航栏避坑指南｜新手必看

        1️⃣ 标题一定要说清楚现在在哪个页面
        2️⃣ 千万别把返回按钮换成首页图标

        #iOS设计# #导航栏#

        👉关注我，下期讲工具栏

        ━━━━━━━━━━━━

        🛠️工具栏 vs 标签栏，新人都搞混了！

        1️⃣ 工具栏上放的是针对当前内容的操作
        2️⃣ 千万别在同一个页面上同时放工具栏和标签栏

        ━━━━━━━━━━━━

        🔍搜索栏一篇搞定

        今天一口气讲完搜索栏，这个经常被忽略😂

        搜索栏（UISearchBar）：
        ① 占位文字一定要告诉用户能搜什么
        ② 用户开始输入后，右边会出现清除按钮
        ③ 右边可以放一个“取消”按钮
        """
        let doc = DocumentParser.parse(name: "notes.txt", bytes: Array(text.utf8), manifest: nil, catalog: ItemCatalog.embedded)
        let back = try #require(Self.rule(doc.rules, containing: "返回按钮"))
        #expect(back.bars == [.navigationBar] && back.kind == .guideline && back.modality == .dont)
        #expect(!back.text.contains("标题一定要"))
        let actions = try #require(Self.rule(doc.rules, containing: "当前内容的操作"))
        #expect(actions.bars == [.toolbar])
        #expect(actions.heading.last?.contains("工具栏 vs 标签栏") == true)
        #expect(Self.rule(doc.rules, containing: "关注我")?.kind == .editorial)
        #expect(Self.rule(doc.rules, containing: "新人都搞混了") == nil)
        // a chatty line that ends on an emoji is the post's sentence, not a heading over what follows
        #expect(Self.rule(doc.rules, containing: "一口气讲完")?.bars == [.searchBar])
        // under a bar's name and its colon, items that recommend with a modal are rules of their own
        let placeholder = try #require(Self.rule(doc.rules, containing: "占位文字"))
        #expect(placeholder.kind == .guideline && placeholder.modality == .do && !placeholder.text.contains("清除按钮"))
        #expect(Self.rule(doc.rules, containing: "清除按钮")?.kind == .behavior)
        #expect(Self.rule(doc.rules, containing: "可以放一个")?.modality == .consider)
        // (the bar's name over them heads them: it is no rule of its own)
        #expect(!doc.rules.contains { $0.text.hasPrefix("搜索栏（UISearchBar）") })
        #expect(doc.coverage.unaccounted.isEmpty)
    }

    @Test("a BBS post: its system lines are about the post, a glossary row that names the API is reference")
    func bbsPost() throws {
        let text = """
        作者  ahsin (阿信)                                    看板  iOSDev
        標題  [心得] 標籤列與工具列筆記
        時間  Mon Apr  6 21:03:11 2026
        ───────────────────────────────────

        ※ 引述《mochi (麻糬)》之銘言：
        : 標籤列可以放幾個？

        名詞對照：

          英文          中文      類別
          Tab bar       標籤列    UITabBar
          Toolbar       工具列    UIToolbar

        一、標籤列
        標籤列不要放操作按鈕，只用來切換區塊。

        二、小結
        重點就這幾個：
          ‧ 導覽列管「我在哪」
          ‧ 工具列管「這頁能做什麼」
          ‧ 標籤列管「App 有哪幾區」

        --
        ※ 發信站: 批踢踢實業坊(ptt.cc), 來自: 1.2.3.4 (臺灣)
        ※ 文章網址: https://www.ptt.cc/bbs/iOSDev/M.1.A.html
        """
        let doc = DocumentParser.parse(name: "ptt.txt", bytes: Array(text.utf8), manifest: nil, catalog: ItemCatalog.embedded)
        #expect(Self.rule(doc.rules, containing: "之銘言")?.kind == .editorial)
        #expect(Self.rule(doc.rules, containing: "發信站")?.kind == .editorial)
        #expect(Self.rule(doc.rules, containing: "文章網址")?.kind == .editorial)
        let row = try #require(Self.rule(doc.rules, containing: "UITabBar"))
        #expect(row.kind == .reference && row.bars == [.tabBar], "\(row.bars)")
        #expect(Self.rule(doc.rules, containing: "不要放操作按鈕")?.modality == .dont)
        // a summary whose items each open on a bar of their own: one rule per item, about its bar
        #expect(Self.rule(doc.rules, containing: "我在哪")?.bars == [.navigationBar])
        #expect(Self.rule(doc.rules, containing: "這頁能做什麼")?.bars == [.toolbar])
        #expect(Self.rule(doc.rules, containing: "有哪幾區")?.bars == [.tabBar])
        #expect(doc.coverage.unaccounted.isEmpty)
    }

    @Test("a note app's paragraph: three lines that each end a sentence are three rules; wrapped lines stay one")
    func statementPerLine() throws {
        let md = """
        ## Таббар

        Таббар переключает разделы приложения.
        Не прячьте таббар на вложенных экранах.
        Можно повесить бейдж на вкладку с новыми сообщениями.

        Вкладок на айфоне не больше пяти, а если разделов больше,
        система сама соберёт лишние в «Ещё», и туда мало кто ходит.
        """
        let doc = DocumentParser.parse(name: "note.md", bytes: Array(md.utf8), manifest: nil, catalog: ItemCatalog.embedded)
        let hide = try #require(Self.rule(doc.rules, containing: "Не прячьте"))
        #expect(hide.modality == .dont && hide.lines == LineRange(4, 4))
        #expect(Self.rule(doc.rules, containing: "бейдж")?.modality == .consider)
        #expect(!(Self.rule(doc.rules, containing: "переключает разделы")?.text.contains("бейдж") ?? true))
        // (two lines, the first ending mid-sentence: one paragraph)
        let wrapped = try #require(Self.rule(doc.rules, containing: "не больше пяти"))
        #expect(wrapped.text.contains("«Ещё»") && wrapped.lines == LineRange(7, 8))
        #expect(doc.coverage.unaccounted.isEmpty)
    }
}
