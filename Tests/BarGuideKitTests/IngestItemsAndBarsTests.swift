// Items and bars as a reader labels them: labels in running text, code names in table cells,
// space-aligned tables, and the bars a unit is really about. Small documents of our own, run
// through the whole parser.
import Testing
@testable import BarGuideKit

@Suite("Ingest: items and bars from the whole unit")
struct IngestItemsAndBarsTests {
    static func rules(_ text: String, name: String) -> [Rule] {
        IngestEvidenceTests.rules(text, name: name)
    }

    static func rule(_ rules: [Rule], containing s: String) -> Rule? { rules.first { $0.text.contains(s) } }

    @Test("columns aligned with ideographic spaces are a table; a first row of code is a row, not a header")
    func ideographicSpaceTable() throws {
        let txt = "说明\n\n工具栏\n\n工具栏放当前页面的操作。\n\n表 2-1　常用系统按钮\n\n.add　　　　加号　　　　新建一条记录\n.trash　　　垃圾桶　　　删除选中的内容\n.reply　　　箭头　　　　回复当前邮件\n"
        let rules = Self.rules(txt, name: "ideo.txt")
        #expect(Self.rule(rules, containing: "新建一条记录")?.items == ["UIBarButtonSystemItemAdd"])
        #expect(Self.rule(rules, containing: "删除选中的内容")?.items == ["UIBarButtonSystemItemTrash"])
        #expect(Self.rule(rules, containing: "回复当前邮件")?.kind == .reference)
    }

    @Test("where no heading names a bar, system buttons say which bar: the one they live in, else both")
    func barsOfTheButtons() throws {
        let notes = """
        Team notes

        Keep the Done and Cancel buttons on every sheet; Done goes on the right.

        Put the Trash and Reply buttons under the message.

        While people search, a Cancel button lets them leave the search.

        Use system buttons such as Add and Refresh where they fit.

        Item        Meaning
        .done       Finishes the task
        """
        let rules = Self.rules(notes, name: "notes.txt")
        #expect(Self.rule(rules, containing: "Done and Cancel")?.bars == [.navigationBar], "a sheet's buttons")
        #expect(Self.rule(rules, containing: "Trash and Reply")?.bars == [.toolbar], "actions on the content")
        #expect(Self.rule(rules, containing: "leave the search")?.bars == [.searchBar], "a search's Cancel")
        #expect(Self.rule(rules, containing: "Add and Refresh")?.bars == [.toolbar, .navigationBar], "at home in both")
        // a catalog row concerns both bars, whatever its item
        #expect(Self.rule(rules, containing: "Finishes the task")?.bars == [.toolbar, .navigationBar])
        let ru = Self.rules("Заметки команды\n\nКнопки «Готово» и «Отменить» держите в каждой модальной форме.\n\n"
                            + "Кнопки «Корзина» и «Ответить» ставьте под письмом.\n", name: "notes-ru.txt")
        #expect(Self.rule(ru, containing: "модальной форме")?.bars == [.navigationBar])
        #expect(Self.rule(ru, containing: "под письмом")?.bars == [.toolbar])
        // under a heading about the system buttons themselves, what is said of them concerns both bars
        let section = Self.rules("Notes\n\nSystem buttons\n\nPut the Trash and Reply buttons where people expect them.\n", name: "buttons.txt")
        #expect(Self.rule(section, containing: "Trash and Reply")?.bars == [.toolbar, .navigationBar])
        // a row of a table of requirements in the navigation bar's section keeps that bar; a catalog
        // row there concerns both bars
        let nav = """
        # Navigation bar

        The navigation bar sits at the top of the screen.

        | Where | Rule |
        | --- | --- |
        | Top right | Keep at most two buttons, usually Edit and Add |

        | Item | Meaning |
        | --- | --- |
        | .done | Finishes the task |
        """
        let navRules = Self.rules(nav, name: "nav.md")
        #expect(Self.rule(navRules, containing: "at most two buttons")?.bars == [.navigationBar])
        #expect(Self.rule(navRules, containing: "Finishes the task")?.bars == [.navigationBar, .toolbar])
    }

    @Test("a Можно / Нельзя or Do / Don't table: each row is a rule, led by what to do")
    func doDontTables() throws {
        let ru = """
        # Панель навигации

        Панель навигации показывает заголовок экрана.

        | Можно | Нельзя |
        |---|---|
        | Брать системную `.add`, когда кнопка создаёт запись | Рисовать свой плюс другой толщины |
        """
        let row = try #require(Self.rule(Self.rules(ru, name: "wiki.md"), containing: "системную"))
        #expect(row.kind == .guideline && row.modality == .do, "\(row.kind) \(String(describing: row.modality))")
        let en = "# Toolbar\n\nA toolbar holds actions for the screen.\n\n| Do | Don't |\n|---|---|\n| Keep three actions at most | Stack `.trash` beside a custom bin |\n"
        let enRow = try #require(Self.rule(Self.rules(en, name: "dos.md"), containing: "three actions"))
        #expect(enRow.kind == .guideline && enRow.modality == .do, "\(enRow.kind) \(String(describing: enRow.modality))")
    }

    @Test("a label glossed with its Swift case name in brackets names the item the unit's bars hold")
    func glossedCaseNames() throws {
        let zh = Self.rules("標籤列\n\n標籤列在畫面底部切換各個區塊。\n\n標籤圖示可以直接用系統項目，像是書籤（bookmarks）或最近項目（recents）。\n",
                            name: "tabs.txt")
        #expect(Self.rule(zh, containing: "書籤")?.items == ["UITabBarSystemItemBookmarks", "UITabBarSystemItemRecents"])
        let en = Self.rules("Toolbar\n\nA toolbar holds actions for the current screen.\n\nFor sharing, use the system icon (action) rather than a drawn arrow.\n",
                            name: "toolbar.txt")
        #expect(Self.rule(en, containing: "For sharing")?.items == ["UIBarButtonSystemItemAction"])
        // a bracketed word that is no case name of the unit's bars' items names nothing
        let plain = Self.rules("Toolbar\n\nA toolbar holds actions for the current screen.\n\nKeep the labels short (several words at most).\n",
                               name: "plain.txt")
        #expect(Self.rule(plain, containing: "Keep the labels")?.items == [])
    }

    @Test("in a section on the search bar and its scope bar, text about scopes is the scope bar's")
    func scopesInASharedSection() throws {
        let en = Self.rules("# Search\n\n## Search bar and scope bar\n\nWrite a placeholder that says what can be found.\n\nKeep scopes few: three short labels at most.\n", name: "scopes.md")
        #expect(Self.rule(en, containing: "placeholder")?.bars == [.searchBar])
        #expect(Self.rule(en, containing: "scopes few")?.bars == [.scopeBar])
        let ru = Self.rules("Поиск\n\nСтрока поиска и панель области\n\nНазвания областей делайте короткими, в одно слово.\n", name: "scopes.txt")
        #expect(Self.rule(ru, containing: "областей")?.bars == [.scopeBar])
    }

    @Test("advice about bars in general concerns no one bar; a bar it names is its own")
    func barsInGeneral() throws {
        let en = Self.rules("# Contrast\n\n## Colour\n\nAvoid filling bars with a saturated brand colour; tint the buttons instead.\n\nCheck every screen with Smart Invert turned on.\n\nKeep the tab bar's selected tab legible in both appearances.\n", name: "contrast.md")
        #expect(Self.rule(en, containing: "filling bars")?.bars == [.general])
        #expect(Self.rule(en, containing: "Smart Invert")?.bars == [.general])
        #expect(Self.rule(en, containing: "selected tab")?.bars == [.tabBar])
        let ru = Self.rules("Цвет\n\nНе красьте бары в фирменный цвет целиком: акцент отдайте кнопкам.\n\nВ навбаре держите заголовок коротким.\n", name: "color.txt")
        #expect(Self.rule(ru, containing: "бары")?.bars == [.general])
        #expect(Self.rule(ru, containing: "навбаре")?.bars == [.navigationBar])
        // under a post's title about every bar, after a bar's post, the bars are no longer that bar's
        let posts = Self.rules("Канал\n\nПост #1 — Тулбар\n\nТулбар держит действия для текущего экрана.\n\nПост #2 — Общее про все бары\n\nНе заливайте бары ярким цветом.\n", name: "posts.txt")
        #expect(Self.rule(posts, containing: "Тулбар держит")?.bars == [.toolbar])
        #expect(Self.rule(posts, containing: "заливайте")?.bars == [.general])
    }

    @Test("in a bar's section, advice for every bar at once concerns bars in general; advice for the bar keeps it")
    func everyBarInASection() throws {
        let en = Self.rules("# Search\n\n## Search bar\n\nKeep the placeholder short.\n\nBefore release, check every bar in dark mode.\n", name: "every.md")
        #expect(Self.rule(en, containing: "placeholder")?.bars == [.searchBar])
        #expect(Self.rule(en, containing: "every bar")?.bars == [.general])
        let ru = Self.rules("Заметки\n\nПанель вкладок\n\nВкладок делайте не больше пяти.\n\nВо всех барах держите системные шрифты.\n", name: "every.txt")
        #expect(Self.rule(ru, containing: "Вкладок делайте")?.bars == [.tabBar])
        #expect(Self.rule(ru, containing: "всех барах")?.bars == [.general])
        let zh = Self.rules("说明\n\n标签栏\n\n标签不要超过五个。\n\n请在深色模式下检查所有栏的颜色。\n", name: "every-zh.txt")
        #expect(Self.rule(zh, containing: "所有栏")?.bars == [.general])
        // a bar named beside the phrase keeps that bar
        let named = Self.rules("# Tabs\n\n## Tab bar\n\nAs in all bars, keep the tab bar's labels short.\n", name: "named.md")
        #expect(Self.rule(named, containing: "all bars")?.bars == [.tabBar])
    }

    @Test("labels listed beside a name for system icons are the system's items; a label inside a quoted word is not")
    func labelsListedWithSystemIcons() throws {
        let zh = Self.rules("说明\n\n工具栏\n\n工具栏放当前页面的操作。\n\n常见操作用系统图标，比如分享、删除和回复。\n\n别拿系统按钮表示别的意思，例如用「重新整理」的图示表示「重做」。\n", name: "sys.txt")
        #expect(Self.rule(zh, containing: "比如分享")?.items == ["UIBarButtonSystemItemAction", "UIBarButtonSystemItemReply", "UIBarButtonSystemItemTrash"])
        #expect(Self.rule(zh, containing: "重新整理")?.items.contains("UIBarButtonSystemItemOrganize") == false)
        let refresh = Self.rules("说明\n\n工具栏\n\n工具栏放当前页面的操作。\n\n系统的「重新整理」按钮会重新载入当前内容。\n", name: "refresh.txt")
        #expect(Self.rule(refresh, containing: "重新整理")?.items == ["UIBarButtonSystemItemRefresh"])
        // without a name for system icons, an enumeration of verbs is no list of items
        let plain = Self.rules("说明\n\n工具栏\n\n工具栏放当前页面的操作。\n\n用户可以分享、删除和回复邮件。\n", name: "plain.txt")
        #expect(Self.rule(plain, containing: "用户可以")?.items == [])
    }

    @Test("a short heading that names no bar but says tabs or navigation heads that bar's section")
    func tabsAndNavigationHeadings() throws {
        let en = Self.rules("# Review notes\n\n## Tabs\n\nKeep every tab title to one word.\n\n## Navigation\n\nPut Done on the right of a sheet.\n", name: "fn.md")
        #expect(Self.rule(en, containing: "tab title")?.bars == [.tabBar])
        #expect(Self.rule(en, containing: "Done")?.bars == [.navigationBar])
        let ru = Self.rules("Заметки\n\nНавигация\n\nЗаголовок экрана пишите коротко.\n", name: "fn.txt")
        #expect(Self.rule(ru, containing: "Заголовок")?.bars == [.navigationBar])
        let zh = Self.rules("说明\n\n导航\n\n标题要简短。\n", name: "fn-zh.txt")
        #expect(Self.rule(zh, containing: "标题")?.bars == [.navigationBar])
        // a heading that names a bar keeps it: "Tabs in the toolbar" is no tab bar section
        let named = Self.rules("# Notes\n\n## Tabs in the toolbar\n\nDon't put tabs in a toolbar.\n", name: "fn2.md")
        #expect(Self.rule(named, containing: "Don't")?.bars.first == .toolbar)
    }

    @Test("a code block joins the paragraph that introduces it with a colon (reference); after any other it stands alone")
    func codeBlockJoinsItsParagraph() throws {
        let md = "# Notes\n\n## Status bar\n\nThe status bar shows the time and the battery.\n\nOverride `preferredStatusBarStyle` and call the update when the style changes:\n\n```swift\noverride var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }\n```\n\nDon't draw a status bar of your own.\n\n```swift\nlet fake = UIView()\n```\n"
        let rules = Self.rules(md, name: "code.md")
        let intro = try #require(Self.rule(rules, containing: "Override"))
        #expect(intro.text.contains("lightContent") && intro.kind == .reference)
        #expect(intro.lines.start == 7 && intro.lines.end == 11)
        // a prohibition keeps its force; the code after it is a rule of its own
        let dont = try #require(Self.rule(rules, containing: "Don't draw"))
        #expect(dont.kind == .guideline && dont.modality == .dont && !dont.text.contains("UIView()"))
        #expect(!rules.contains { $0.text.hasPrefix("override var") })
        #expect(Self.rule(rules, containing: "let fake")?.kind == .reference)
    }

    @Test("a system-button row serves toolbars and navigation bars, unless it names the one its item goes in")
    func systemButtonRowsAndTheirBar() throws {
        let md = "# Buttons\n\n## Toolbar\n\nThe toolbar holds actions.\n\n| Item | Use |\n|---|---|\n| `.trash` | Deleting the selection |\n| `.done` | Ending an edit, on the right of the navigation bar |\n| `.add` | New document, in the toolbar of the browser |\n"
        let rules = Self.rules(md, name: "rows.md")
        #expect(Self.rule(rules, containing: "Deleting")?.bars == [.toolbar, .navigationBar])
        #expect(Self.rule(rules, containing: "Ending an edit")?.bars == [.navigationBar])
        #expect(Self.rule(rules, containing: "New document")?.bars == [.toolbar])
    }

    @Test("a layout item's phrase names it wherever it stands, in a text of any language; its look-alikes do not")
    func layoutItemPhrases() throws {
        let zh = Self.rules("说明\n\n工具栏\n\n工具栏放当前页面的操作。\n\n两个按钮之间用弹性间距撑开，别手动算位置。\n\n列表和工具栏之间留出足够的间距。\n", name: "space.txt")
        #expect(Self.rule(zh, containing: "弹性间距")?.items == ["UIBarButtonSystemItemFlexibleSpace"])
        #expect(Self.rule(zh, containing: "足够的间距")?.items == [])
        let ru = Self.rules("Заметки\n\nПанель инструментов\n\nПанель инструментов держит действия экрана.\n\nМежду кнопками ставьте flexible space, а не отступы вручную.\n", name: "space-ru.txt")
        #expect(Self.rule(ru, containing: "flexible space")?.items == ["UIBarButtonSystemItemFlexibleSpace"])
        let en = Self.rules("Notes\n\nToolbar\n\nA toolbar holds the screen's actions.\n\nPut a fixed space before the last item. Leave space around the title.\n", name: "space-en.txt")
        #expect(Self.rule(en, containing: "fixed space")?.items == ["UIBarButtonSystemItemFixedSpace"])
    }

    @Test("bar names: reading the words around the anchors finds what reading every word finds")
    func shapeWindowsReadWhatEveryWordReads() throws {
        var texts = [
            "Панели навигации и инструментов", "панелей навигации или вкладок, и панели поиска", "навигационная панель",
            "The tab bar and the TOOLBAR; a Navigation Bar, UISearchBar and scope bars.", "bar", "a bar", "панель",
            "Строка состояния и строка поиска: панель вкладок и инструментов и навигации", "导航栏与工具栏的按钮 tab bar",
            "панели\nвкладок, панели — вкладок; панели  вкладок и  инструментов", "X bar bar bars tab bars navigation bars",
        ]
        let corpus = try CorpusSource.directory(Fixtures.corpusDirectory)
        for name in corpus.documentNames {
            let text = String(decoding: try corpus.load(name), as: UTF8.self)
            texts += text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
            texts.append(text)
        }
        for t in texts {
            Sc.of(t).withUnsafeBufferPointer { b in
                let scan = BarLexicon.anchorScan(b)
                let windows = BarLexicon.shapeWindows(b, scan.positions)
                #expect(windows.isEmpty == !scan.positions.contains { $0.anchor < BarLexicon.shapeAnchorCount })
                let read = BarLexicon.shapeMentions(b, words: windows, han: scan.zhBar)
                let every = BarLexicon.shapeMentions(b, words: [0..<b.count], han: scan.zhBar)
                #expect(read.map(\.bar) == every.map(\.bar) && read.map(\.range) == every.map(\.range), "\(t.prefix(80))")
            }
        }
    }

    @Test("a table aligned with runs of spaces, in plain ASCII, is a table of rows with their items")
    func spaceAlignedASCIITable() throws {
        let txt = """
        Review notes

        Toolbar

        The toolbar holds actions for the current screen.

        Button        Code          What it does
        Done          .done         Ends editing and saves
        Cancel        .cancel       Leaves without saving
        Bookmarks     .bookmarks    Lists the saved pages
        """
        let rules = Self.rules(txt, name: "notes.txt")
        #expect(Self.rule(rules, containing: "What it does") == nil, "the header row is no rule")
        let done = try #require(Self.rule(rules, containing: "Ends editing"))
        #expect(done.kind == .reference)
        #expect(done.items == ["UIBarButtonSystemItemDone"])
        #expect(Self.rule(rules, containing: "Leaves without")?.items == ["UIBarButtonSystemItemCancel"])
        #expect(Set(done.bars) == [.toolbar, .navigationBar], "a bar button catalog row concerns both bars")
    }

    @Test("a table cell names its item in quotes, brackets or as a Swift case name in a code span")
    func quotedAndCodeCells() throws {
        let md = """
        # Заметки

        ## Панель инструментов

        | Кнопка | Код | Назначение |
        |---|---|---|
        | «Готово» | `.done` | Завершает правку |
        | Отмена | `.cancel` | Закрывает экран без сохранения |
        """
        let rules = Self.rules(md, name: "buttons.md")
        #expect(Self.rule(rules, containing: "Завершает правку")?.items == ["UIBarButtonSystemItemDone"])
        #expect(Self.rule(rules, containing: "без сохранения")?.items == ["UIBarButtonSystemItemCancel"])
        let zh = Self.rules("# 笔记\n\n## 工具栏\n\n| 按钮 | 代码 | 用途 |\n|---|---|---|\n| 「完成」 | `.done` | 结束当前操作 |\n",
                            name: "zh.md")
        #expect(Self.rule(zh, containing: "结束当前操作")?.items == ["UIBarButtonSystemItemDone"])
    }

    @Test("the Cancel button of a search bar is the Cancel item; a search bar's other words are not")
    func searchBarCancel() throws {
        let en = Self.rules("Notes\n\nSearch Bar\n\nWhile people type, a Cancel button appears next to the field.\n",
                            name: "en.txt")
        #expect(Self.rule(en, containing: "Cancel button")?.items == ["UIBarButtonSystemItemCancel"])
        let ru = Self.rules("Заметки\n\nПанель поиска\n\nКнопка «Отмена» справа от поля закрывает поиск.\n", name: "ru.txt")
        #expect(Self.rule(ru, containing: "Отмена")?.items == ["UIBarButtonSystemItemCancel"])
        let zh = Self.rules("笔记\n\n搜索栏\n\n用户开始输入后，搜索栏右侧会出现“取消”按钮。\n", name: "zh.txt")
        #expect(Self.rule(zh, containing: "取消")?.items == ["UIBarButtonSystemItemCancel"])
        // "more information" is no More tab
        let more = Self.rules("笔记\n\n标签栏\n\n请使用系统提供的标签栏图标。更多信息请参阅图标一节。\n", name: "zh2.txt")
        #expect(Self.rule(more, containing: "更多信息")?.items == [])
    }

    @Test("labels listed as examples name their items, even where the sentence says no button")
    func listedExamples() throws {
        let en = Self.rules("""
        Notes

        Navigation Bar

        Put the main action of an editing screen, such as Done or Save, on the trailing side.

        Tab Bar

        Use the system tab items, for example Favorites and Recents, only for what they stand for.

        Show the actions such as sharing or refreshing with familiar glyphs.
        """, name: "en.txt")
        #expect(Self.rule(en, containing: "editing screen")?.items == ["UIBarButtonSystemItemDone", "UIBarButtonSystemItemSave"])
        #expect(Self.rule(en, containing: "system tab items")?.items == ["UITabBarSystemItemFavorites", "UITabBarSystemItemRecents"])
        #expect(Self.rule(en, containing: "sharing or refreshing")?.items == [], "lowercase words are no labels")
        let ru = Self.rules("Заметки\n\nПанель вкладок\n\nДля разделов, например «Избранное» и «Недавние», берите системные значки.\n",
                            name: "ru.txt")
        #expect(Self.rule(ru, containing: "например")?.items == ["UITabBarSystemItemFavorites", "UITabBarSystemItemRecents"])
        let zh = Self.rules("笔记\n\n标签栏\n\n常见的分区，比如“下载”、“历史记录”，请用系统项目。\n\n比如在邮件应用中，搜索栏会上浮。\n",
                            name: "zh.txt")
        #expect(Self.rule(zh, containing: "常见的分区")?.items == ["UITabBarSystemItemDownloads", "UITabBarSystemItemHistory"])
        #expect(Self.rule(zh, containing: "邮件应用")?.items == [], "a word inside a bar name is no listed label")
    }

    @Test("a toolbar section's advice about system buttons is the toolbar's; its caption over them serves both bars")
    func systemButtonsInAToolbarSection() throws {
        let en = Self.rules("""
        Notes

        Toolbar

        Prefer a system button over a custom glyph whenever one fits the action.

        Put at most five items in a toolbar on iPhone.

        Keep the system icons in the toolbar for their usual meaning.
        """, name: "en.txt")
        #expect(Self.rule(en, containing: "Prefer a system button")?.bars == [.toolbar], "no navigation bar named")
        #expect(Self.rule(en, containing: "at most five")?.bars == [.toolbar])
        #expect(Self.rule(en, containing: "Keep the system icons in the toolbar")?.bars == [.toolbar],
                "placing them in the toolbar by name keeps the toolbar alone")
        let zh = Self.rules("笔记\n\n工具栏\n\n切勿改变系统按钮原本的含义。\n\n图 2　几个常用的系统按钮\n", name: "zh.txt")
        #expect(Self.rule(zh, containing: "切勿改变")?.bars == [.toolbar])
        #expect(Self.rule(zh, containing: "常用的系统按钮")?.bars == [.toolbar, .navigationBar], "a caption over system buttons")
        let ru = Self.rules("Заметки\n\nПанель инструментов\n\nПанель инструментов находится внизу экрана.\n\nНажатие кнопки «Готово» сохраняет правки.\n",
                            name: "ru.txt")
        #expect(Self.rule(ru, containing: "Готово")?.bars == [.toolbar])
        // a navigation bar section is not widened
        let nav = Self.rules("Notes\n\nNavigation Bar\n\nPrefer a system button over a custom glyph.\n", name: "nav.txt")
        #expect(Self.rule(nav, containing: "system button")?.bars == [.navigationBar])
    }

    @Test("a conjunction continues a list of labels after a button word")
    func conjunctionContinuesLabels() throws {
        let ru = Self.rules("Заметки\n\nПанель инструментов\n\nРисунок 1. Панель в режиме чтения: кнопки «Поделиться» и «Закладки».\n",
                            name: "ru.txt")
        #expect(Self.rule(ru, containing: "Закладки")?.items == ["UIBarButtonSystemItemAction", "UIBarButtonSystemItemBookmarks"])
    }

    @Test("a scope bar's definition and API concern the search bar it names; its guidelines do not")
    func scopeBarBelongsToSearchBar() throws {
        let ru = Self.rules("""
        Заметки

        Панель областей поиска

        Панель областей поиска — ряд сегментов под полем поиска, которым сужают поиск.

        Подробнее см. свойство scopeButtonTitles класса UISearchBar.

        Не показывайте больше четырёх областей под строкой поиска.
        """, name: "ru.txt")
        #expect(Self.rule(ru, containing: "ряд сегментов")?.bars == [.scopeBar, .searchBar])
        #expect(Self.rule(ru, containing: "scopeButtonTitles")?.bars == [.scopeBar, .searchBar])
        #expect(Self.rule(ru, containing: "четырёх")?.bars.first == .scopeBar)
        let en = Self.rules("Notes\n\nScope Bar\n\nA scope bar is a segmented control attached to a search bar.\n", name: "en.txt")
        #expect(Self.rule(en, containing: "segmented control")?.bars == [.scopeBar, .searchBar])
    }

    @Test("an English instruction opens with a verb the list lacks, or after a leading clause with commas")
    func englishInstructionShape() throws {
        let en = Self.rules("""
        Notes

        Toolbar

        The toolbar sits at the bottom of the screen.

        Spread the buttons with flexible space items instead of fixed offsets.

        Buttons appear in the order they were added.

        When a tab stands for Favorites, Recents or Downloads, use that system item.

        Tapping the button opens a menu.
        """, name: "en.txt")
        let spread = try #require(Self.rule(en, containing: "Spread the buttons"))
        #expect(spread.kind == .guideline && spread.modality == .do)
        #expect(spread.items == ["UIBarButtonSystemItemFlexibleSpace"], "a lowercase label right before \"items\" names one")
        #expect(Self.rule(en, containing: "Buttons appear")?.kind == .behavior)
        let when = try #require(Self.rule(en, containing: "When a tab"))
        #expect(when.kind == .guideline && when.modality == .do)
        #expect(Self.rule(en, containing: "Tapping the button")?.kind == .behavior, "a gerund is no imperative")
    }

    @Test("Chinese: a list number, a note label, a bar's capability, a change log and a label used as a verb")
    func chineseStructure() throws {
        let zh = Self.rules("""
        团队笔记

        工具栏

        工具栏位于屏幕底部，放置针对当前页面的操作。

        1. 按钮之间要留出足够的间距。
        2. 尽量不要在同一个工具栏里混用图标和文字。

        注意：如果隐藏了工具栏，要让用户能很快把它找回来。

        导航栏

        导航栏位于屏幕顶部，帮助用户在页面之间前进和后退，也可以放置管理内容的按钮。

        在编辑页面上，使用“完成”按钮来结束编辑，这样用户能认出它。

        更新记录：本月补充了导航栏一节。
        """, name: "zh.txt")
        let second = try #require(Self.rule(zh, containing: "混用"))
        #expect(second.kind == .guideline && second.modality == .avoid, "a list number does not hide the verb")
        #expect(Self.rule(zh, containing: "注意：")?.kind == .tip)
        let nav = try #require(Self.rule(zh, containing: "也可以放置"))
        #expect(nav.kind != .guideline, "what a bar can also hold is no suggestion")
        #expect(Self.rule(zh, containing: "结束编辑")?.items == ["UIBarButtonSystemItemDone"])
        let log = try #require(Self.rule(zh, containing: "更新记录"))
        #expect(log.kind == .editorial && log.bars == [.general])
    }

    @Test("numbered steps that each instruct are separate rules; steps completing the lead-in are not")
    func numberedInstructions() throws {
        let ru = Self.rules("""
        Заметки

        Панель навигации

        Панель навигации находится в верхней части экрана.

        Перед выпуском экрана проверьте три вещи:
        1. Убедитесь, что заголовок помещается целиком.
        2. Кнопка возврата не должна вести никуда, кроме предыдущего экрана.
        3. Цвет кнопок должен совпадать с акцентным цветом.

        Панель навигации содержит:
        1. заголовок экрана;
        2. кнопку возврата.
        """, name: "ru.txt")
        let second = try #require(Self.rule(ru, containing: "Кнопка возврата не должна"))
        #expect(second.modality == .dont)
        #expect(!second.text.contains("Убедитесь"), "each step is a rule of its own")
        #expect(Self.rule(ru, containing: "Цвет кнопок")?.modality == .do)
        let parts = try #require(Self.rule(ru, containing: "заголовок экрана"))
        #expect(parts.text.contains("кнопку возврата"), "steps that complete the lead-in stay with it")
    }

    @Test("a label in quotes names its item; a catalog row's spelled identifier wins over its labels")
    func quotedLabelsAndSpelledRows() throws {
        let ru = Self.rules("""
        Заметки

        Панель инструментов

        Панель инструментов находится внизу экрана.

        Значок «Корзина» должен означать только удаление, а «Ответить» — только ответ.

        Кнопка      Идентификатор                   Назначение
        Отменить    UIBarButtonSystemItemCancel     Закрывает экран без сохранения
        """, name: "ru.txt")
        #expect(Self.rule(ru, containing: "«Корзина»")?.items == ["UIBarButtonSystemItemReply", "UIBarButtonSystemItemTrash"])
        #expect(Self.rule(ru, containing: "без сохранения")?.items == ["UIBarButtonSystemItemCancel"],
                "the row spells Cancel; its label Отменить is also Undo's")
        let zh = Self.rules("筆記\n\n導覽列\n\n導覽列位於畫面頂部。\n\n表單左側放「取消」、右側放「完成」。\n\n工具列\n\n工具列位於畫面底部，放的是動作，例如分享、刪除。\n",
                            name: "zh.txt")
        #expect(Self.rule(zh, containing: "左側放")?.items == ["UIBarButtonSystemItemCancel", "UIBarButtonSystemItemDone"])
        #expect(Self.rule(zh, containing: "例如分享")?.items == [], "unquoted verbs after 例如 are no labels")
    }

    @Test("labels, notes and names: one table for text and Markdown, bars a section shares, API names anywhere")
    func labelsNotesAndSections() throws {
        let md = Self.rules("# 筆記\n\n## 工具列\n\n工具列位於畫面底部。\n\n> **注意：** 刪除之前應該先請使用者確認。\n", name: "z.md")
        #expect(Self.rule(md, containing: "刪除之前")?.kind == .tip, "注意 is a tip label in Markdown as in text")
        let ru = Self.rules("""
        Перевод главы

        2.5 Строка поиска и панель области поиска

        Строка поиска (search bar) — поле для ввода поискового запроса.

        Панель области поиска (scope bar) — ряд сегментов под строкой поиска.

        Строку поиска реализует класс UISearchBar; названия областей задаёт свойство scopeButtonTitles.

        Примечание переводчика. Снимки экрана в текстовую версию не вошли.
        """, name: "ru.txt")
        let search = try #require(Self.rule(ru, containing: "поле для ввода"))
        #expect(search.kind == .definition && search.bars == [.searchBar])
        let scope = try #require(Self.rule(ru, containing: "ряд сегментов"))
        #expect(scope.kind == .definition && scope.bars.first == .scopeBar)
        #expect(Set(Self.rule(ru, containing: "scopeButtonTitles")?.bars ?? []) == [.searchBar, .scopeBar])
        // a translator's note inside a bar's section keeps the section's bar (IngestLayoutTests)
        let note = try #require(Self.rule(ru, containing: "Снимки экрана"))
        #expect(note.kind == .editorial && note.bars.first == .searchBar)
    }

    @Test("Chinese: a bar as a place is no subject; a request that opens the sentence leads it")
    func chinesePlaceAndRequest() throws {
        let zh = Self.rules("""
        筆記

        搜尋列

        搜尋列讓使用者在清單中查找內容。

        搜尋列裡請放一行提示文字，讓使用者知道能找什麼。

        請優先使用系統內建的按鈕，不要自己重畫相同的圖示。

        不要把搜尋列放在畫面底部。
        """, name: "zh.txt")
        let hint = try #require(Self.rule(zh, containing: "提示文字"))
        #expect(hint.kind == .guideline && hint.modality == .do)
        #expect(Self.rule(zh, containing: "請優先")?.modality == .do)
        #expect(Self.rule(zh, containing: "不要把搜尋列")?.modality == .dont)
        let code = Self.rules("筆記\n\n範圍列\n\n範圍列讓使用者縮小搜尋範圍。\n\n開發時，把類別名稱設定給 scopeButtonTitles，再把 showsScopeBar 設為 true。\n",
                              name: "code.txt")
        #expect(Self.rule(code, containing: "開發時")?.kind == .reference, "what to write in code is reference text")
    }

    @Test("a spec's clause numbers, contrasts and key-value lines")
    func specStructure() throws {
        let zh = Self.rules("""
        界面规范

        版本：V2.1　　发布日期：2024-03-01

        3 导航栏

        3.1 导航栏显示在状态栏下方，用于在页面之间前进和后退，也可以承载管理内容的控件。

        3.5 避免在导航栏两侧堆放过多按钮。

        3.6 可考虑在导航栏标题位置放置分段控件。

        3.7 标题应当说明当前页面的内容，而不要笼统地写“详情”。
        """, name: "zh.txt")
        #expect(Self.rule(zh, containing: "版本：V2.1") != nil, "a key and its value is no heading")
        #expect(Self.rule(zh, containing: "3.1 导航栏")?.kind == .definition)
        #expect(Self.rule(zh, containing: "堆放")?.modality == .avoid)
        #expect(Self.rule(zh, containing: "分段控件")?.modality == .consider)
        #expect(Self.rule(zh, containing: "而不要")?.modality == .do, "a contrasting negation forbids nothing of its own")
    }

    @Test("review findings, capitalized labels and a heading that closes a bar's section")
    func reviewReport() throws {
        let md = Self.rules("""
        # Review

        ## Scope bar

        A scope bar narrows a search to one category.

        We found that the scope bar offers seven scopes. Going forward, keep it to four at most.

        ## Navigation bar

        A navigation bar shows the title of the current screen.

        In modal sheets, place Cancel on the left and Done on the right.

        ## Final checklist

        Make sure the tab bar stays visible on every screen.
        """, name: "review.md")
        let found = try #require(Self.rule(md, containing: "We found"))
        #expect(found.kind == .guideline && found.modality == .do, "the instruction that answers a finding leads")
        #expect(Self.rule(md, containing: "place Cancel")?.items == ["UIBarButtonSystemItemCancel", "UIBarButtonSystemItemDone"])
        #expect(Self.rule(md, containing: "tab bar stays")?.bars == [.tabBar], "a bar-less heading at the same level closes the section")
    }

    @Test("a translation's preface heading, a 要點 box, a row's code cell, Swift names after their family")
    func translationStructure() throws {
        let zh = Self.rules("""
        第四章　列

        譯者序
        本章是社群志工翻譯的非官方版本，術語以台灣常用譯法為準。

        4.3 工具列
        工具列位於畫面底部，放置與目前畫面相關的動作。
        應該只放最常用的動作；按鈕一般不宜超過五個。
        要點
        若想讓按鈕平均分布，不妨插入彈性空間。
        """, name: "zh.txt")
        #expect(Self.rule(zh, containing: "社群志工")?.kind == .editorial, "a preface heading opens no bar section")
        #expect(Self.rule(zh, containing: "最常用")?.modality == .do, "a modal that opens the sentence leads it")
        #expect(Self.rule(zh, containing: "平均分布")?.kind == .tip)
        let shot = Self.rules("Заметки\n\nПанель вкладок\n\nПанель вкладок переключает разделы.\n\nСкриншот 2 — панель вкладок в версии 3.2.\n", name: "s.txt")
        #expect(Self.rule(shot, containing: "Скриншот 2")?.kind == .caption, "a numbered screenshot is a figure")
        let md = Self.rules("""
        # Панели

        ## Панель инструментов

        | Кнопка | Элемент | Назначение |
        |---|---|---|
        | «Отменить» | `.cancel` | Закрыть экран, не сохраняя изменений |

        ## Панель вкладок

        Панель вкладок переключает разделы приложения.

        Разработчикам: системную вкладку создают через UITabBarSystemItem, например .favorites или .more.
        """, name: "ru.md")
        #expect(Self.rule(md, containing: "не сохраняя")?.items == ["UIBarButtonSystemItemCancel"],
                "the code cell names the row's item; the purpose's words do not")
        #expect(Self.rule(md, containing: "Разработчикам")?.items == ["UITabBarSystemItemFavorites", "UITabBarSystemItemMore"])
    }

    @Test("a caption takes the bars it names; a bar in parentheses is an aside beside the caption's own")
    func captionsTakeNamedBars() throws {
        let en = Self.rules("""
        Notes

        Toolbar

        Keep the toolbar's buttons evenly spaced and easy to tell apart.

        Figure 2. System buttons shared by toolbars and navigation bars

        Show no more than five buttons at a time.

        Figure 3. A photo editor's toolbar (its tab bar hidden)
        """, name: "fig.txt")
        let shared = try #require(Self.rule(en, containing: "Figure 2"))
        #expect(shared.kind == .caption)
        #expect(shared.bars == [.toolbar, .navigationBar])
        #expect(Self.rule(en, containing: "Figure 3")?.bars == [.toolbar], "the tab bar is named only as an aside")
        let zh = Self.rules("笔记\n\n工具栏\n\n工具栏上只放与当前画面相关的操作。\n\n表 2　常用系统按钮（工具栏和导航栏通用）\n\n按钮一般不超过五个。\n",
                            name: "zh.txt")
        #expect(Self.rule(zh, containing: "表 2")?.bars == [.toolbar, .navigationBar],
                "with no bar named outside them, the bars in parentheses are the caption's")
    }

    @Test("later editions' names: the top toolbar is the navigation bar, a search field a search bar")
    func laterEditionNames() throws {
        let cases: [(String, String, Bar)] = [
            ("Put only the title and a back button in the top toolbar.", "en.txt", .navigationBar),
            ("Scope controls narrow the results to one category.", "en2.txt", .scopeBar),
            ("Не перегружайте верхнюю панель инструментов кнопками.", "ru.txt", .navigationBar),
            ("Поисковое поле показывает подсказку, пока запрос пуст.", "ru2.txt", .searchBar),
            ("顶部工具栏上只放标题和返回按钮。", "zh.txt", .navigationBar),
            ("搜索字段的右端会出现清除按钮。", "zh2.txt", .searchBar),
            ("使用者輸入文字後，搜尋欄位會立即列出結果。", "zh3.txt", .searchBar),
        ]
        for (text, name, bar) in cases {
            let rules = Self.rules("Notes\n\n\(text)\n", name: name)
            #expect(Self.rule(rules, containing: String(text.prefix(6)))?.bars == [bar], "\(text)")
        }
    }

    @Test("a quoted label names its item; the same word as a plain noun does not")
    func quotedChineseLabels() throws {
        let zh = Self.rules("""
        笔记

        工具栏

        较少用的操作，请收进“动作”按钮打开的菜单里。

        点按“废纸篓”前，先确认内容可以恢复。

        不要把执行动作的按钮做成文字链接。
        """, name: "zh.txt")
        #expect(Self.rule(zh, containing: "较少用")?.items == ["UIBarButtonSystemItemAction"])
        #expect(Self.rule(zh, containing: "点按")?.items == ["UIBarButtonSystemItemTrash"])
        #expect(Self.rule(zh, containing: "文字链接")?.items == [], "动作 as a plain noun is no Action button")
    }

    @Test("a document's opening paragraph that names most of the bars is about bars as a family")
    func barFamilyIntro() throws {
        let ru = Self.rules("""
        Панели в iOS

        Строка состояния, панель навигации, панель инструментов и панель вкладок встречаются почти в любом приложении.

        Панель вкладок

        Панель вкладок переключает разделы приложения.
        """, name: "ru.txt")
        let intro = try #require(Self.rule(ru, containing: "почти в любом"))
        #expect(intro.bars == [.general])
        #expect(intro.kind == .definition)
        #expect(Self.rule(ru, containing: "переключает разделы")?.bars == [.tabBar], "a bar's own section keeps its bar")
    }

    @Test("a list of Swift case names shares its type; a member on its own where it is used; an English name in parentheses glosses a label")
    func caseListsAndGlosses() throws {
        let en = Self.rules("Notes\n\nToolbar\n\nCreate them from a UIBarButtonItem.SystemItem value, such as .done, .cancel, or .add.\n",
                            name: "en.txt")
        #expect(Self.rule(en, containing: "SystemItem value")?.items
                == ["UIBarButtonSystemItemAdd", "UIBarButtonSystemItemCancel", "UIBarButtonSystemItemDone"])
        let lone = Self.rules("Notes\n\nToolbar\n\nThe list view sorts entries by .done first.\n", name: "lone.txt")
        #expect(Self.rule(lone, containing: "sorts entries")?.items == [], "a case name with no type named is no item")
        let ru = Self.rules("Заметки\n\nПанель инструментов\n\nСправа на панели стоит «Новое письмо» (Compose).\n", name: "ru.txt")
        #expect(Self.rule(ru, containing: "Новое письмо")?.items == ["UIBarButtonSystemItemCompose"])
        // a member written on its own names its item where the text uses it, glosses a label with it
        // or speaks of buttons, in any language; a member of a value is no item
        let lone2 = Self.rules("""
        Review

        Toolbar

        For a new note, use .add, not a custom plus.

        删除用 .trash 就行，别再配红色文字。

        The .reply arrow is the system's Reply button.

        Undo stays in the menu: history.undo is called there.

        | Button | Use |
        |---|---|
        | Cancel (`.cancel`) | Closes the sheet |

        Tab bar

        「关注」这个标签最好别用 .favorites，星星表示收藏。
        """, name: "lone2.txt")
        #expect(Self.rule(lone2, containing: "new note")?.items == ["UIBarButtonSystemItemAdd"])
        #expect(Self.rule(lone2, containing: "删除用")?.items == ["UIBarButtonSystemItemTrash"])
        #expect(Self.rule(lone2, containing: "arrow is")?.items == ["UIBarButtonSystemItemReply"])
        #expect(Self.rule(lone2, containing: "history.undo")?.items == [], "a member of a value is no item")
        #expect(Self.rule(lone2, containing: "Closes the sheet")?.items == ["UIBarButtonSystemItemCancel"])
        #expect(Self.rule(lone2, containing: "关注")?.items == ["UITabBarSystemItemFavorites"], "the unit's bar picks the family")
        // a list goes on in its first name's family; a bare camelCase case name is its item
        let tabs = Self.rules("Notes\n\nTab bar\n\nCreate them from UITabBarItem.SystemItem.favorites, .bookmarks and .search.\n\n"
                              + "Toolbar\n\nSpread the buttons with flexibleSpace items between them.\n", name: "tabs.txt")
        #expect(Self.rule(tabs, containing: "Create them")?.items
                == ["UITabBarSystemItemBookmarks", "UITabBarSystemItemFavorites", "UITabBarSystemItemSearch"])
        #expect(Self.rule(tabs, containing: "Spread the buttons")?.items == ["UIBarButtonSystemItemFlexibleSpace"])
        // a member marked as code on its own in Markdown names its item
        let md = Self.rules("# Notes\n\n## Toolbar\n\n> **Note:** `.trash` reads as permanent deletion.\n", name: "code.md")
        #expect(Self.rule(md, containing: "permanent deletion")?.items == ["UIBarButtonSystemItemTrash"])
        let space = Self.rules("Notes\n\nToolbar\n\nConsider adding flexible space between items.\n", name: "space.txt")
        #expect(Self.rule(space, containing: "flexible space")?.items == ["UIBarButtonSystemItemFlexibleSpace"])
    }

    @Test("a developers' section and a developer note are reference; a prohibition there stays a guideline")
    func developerSections() throws {
        let md = Self.rules("""
        # Панели

        ## Панель вкладок

        Панель вкладок переключает разделы приложения.

        ## Для разработчиков

        - Для системных вкладок используйте UITabBarItem.SystemItem.
        - Никогда не меняйте высоту UITabBar вручную.
        """, name: "dev.md")
        #expect(Self.rule(md, containing: "используйте UITabBarItem")?.kind == .reference)
        #expect(Self.rule(md, containing: "Никогда не меняйте")?.modality == .dont)
        let en = Self.rules("Notes\n\nSearch Fields\n\nA search field filters a list as people type.\n\n"
                            + "Developer note: Assign a UISearchController to the navigation item to show the field.\n", name: "n.txt")
        #expect(Self.rule(en, containing: "Assign a UISearchController")?.kind == .reference)
    }

    @Test("an observation about the app now, then the instruction that answers it: a guideline")
    func observationThenInstruction() throws {
        let ru = Self.rules("""
        Замечания

        Панель навигации

        На экране настроек заголовок не помещается между кнопками. Заголовки нужно сокращать до двух слов.

        На экране iPhone панель навигации всегда вверху. Она полупрозрачна.
        """, name: "ru.txt")
        #expect(Self.rule(ru, containing: "экране настроек")?.modality == .do)
        #expect(Self.rule(ru, containing: "экране iPhone")?.kind == .behavior, "with no instruction after it, a statement stays one")
        let en = Self.rules("Notes\n\nToolbar\n\nCurrently the toolbar on the library screen holds seven buttons. Don't go past five.\n",
                            name: "en.txt")
        #expect(Self.rule(en, containing: "Currently")?.modality == .dont)
        let zh = Self.rules("笔记\n\n工具栏\n\n目前书架页的工具栏上有七个按钮。请精简到五个以内。\n", name: "zh.txt")
        #expect(Self.rule(zh, containing: "目前")?.modality == .do)
    }

    @Test("a catalog under a heading that names no bar: its rows' items, and the bars they serve")
    func catalogInAGeneralSection() throws {
        let md = Self.rules("""
        # Bar review

        ## System buttons

        Prefer these system items over icons of your own.

        | Button | Use for |
        |---|---|
        | Cancel | Leaving a form without saving |
        | Share | Sending the page to another app |

        Last reviewed by the platform team on 2024-05-14.
        """, name: "cat.md")
        let cancel = try #require(Self.rule(md, containing: "Leaving a form"))
        #expect(cancel.items == ["UIBarButtonSystemItemCancel"] && Set(cancel.bars) == [.toolbar, .navigationBar], "\(cancel.bars)")
        #expect(Self.rule(md, containing: "Sending the page")?.items == ["UIBarButtonSystemItemAction"])
        #expect(Set(Self.rule(md, containing: "Prefer these")?.bars ?? []) == [.toolbar, .navigationBar])
        let reviewed = try #require(Self.rule(md, containing: "Last reviewed"))
        #expect(reviewed.kind == .editorial && reviewed.bars == [.general])
        let zh = Self.rules("翻译说明\n\n譯註：系統按鈕的名稱採用介面上的文字，例如「完成」、「取消」。\n\n工具列\n\n工具列位於畫面底部。\n", name: "z.txt")
        #expect(Self.rule(zh, containing: "譯註")?.items == [], "text about the document names labels only as examples")
    }

    @Test("a section on the search bar and its scope bar; a list of every bar's API in the order named")
    func searchAndScopeSection() throws {
        let zh = Self.rules("""
        笔记

        搜索栏和范围栏

        占位文字要告诉用户能搜什么。

        范围栏的选项尽量不要超过四个。

        参考：对应的类是 UINavigationBar、UIToolbar、UITabBar、UISearchBar。
        """, name: "zh.txt")
        #expect(Self.rule(zh, containing: "占位文字")?.bars == [.searchBar], "naming neither, it is about the search bar")
        #expect(Self.rule(zh, containing: "选项尽量")?.bars == [.scopeBar])
        #expect(Self.rule(zh, containing: "参考")?.bars == [.navigationBar, .toolbar, .tabBar, .searchBar],
                "UIToolbar is an API name in a Chinese text too; a list of most bars keeps its order")
    }

    @Test("a Russian label in another case names its item; a Chinese first clause leads its later ban")
    func inflectedLabelsAndFirstClauses() throws {
        let ru = Self.rules("""
        Заметки

        Панель инструментов

        Разрушительные действия вроде «Удалить» ставьте подальше от частых.

        «Поделиться» и «Корзину» узнают с первого взгляда, берите системные значки.

        Для системных вкладок вроде «Избранного» хватит UITabBarItem.
        """, name: "ru.txt")
        #expect(Self.rule(ru, containing: "вроде «Удалить»")?.items == ["UIBarButtonSystemItemTrash"])
        #expect(Self.rule(ru, containing: "«Корзину»")?.items == ["UIBarButtonSystemItemAction", "UIBarButtonSystemItemTrash"])
        let zh = Self.rules("笔记\n\n工具栏\n\n3.2 按钮之间请插入弹性间距，让系统分配位置，不要逐一微调。\n\n"
                            + "3.3 避免滥用红色：只在危险操作上使用，不要拿来装饰。\n\n请注意，不要隐藏工具栏。\n", name: "zh.txt")
        #expect(Self.rule(zh, containing: "弹性间距")?.modality == .do, "the first clause's request leads; the later ban is a second instruction")
        #expect(Self.rule(zh, containing: "滥用红色")?.modality == .avoid)
        #expect(Self.rule(zh, containing: "请注意")?.modality == .dont, "a call for attention leads nothing")
    }

    @Test("Russian names a second panel by its word after «и»: «панелей навигации и инструментов»")
    func russianCoordinatedPanels() {
        #expect(BarLexicon.bars(Sc.of("Кнопки панелей навигации и инструментов создаются в коде.")) == [.navigationBar, .toolbar])
        #expect(BarLexicon.bars(Sc.of("Панели навигации или инструментов могут скрываться.")) == [.navigationBar, .toolbar])
        #expect(BarLexicon.bars(Sc.of("Панель навигации и вкладки остаются на экране.")) == [.navigationBar],
                "«вкладки» after «и» are tabs, not a panel")
        #expect(BarLexicon.bars(Sc.of("Меню поиска и инструментов открывается отдельно.")) == [],
                "only after a panel's name")
    }
}
