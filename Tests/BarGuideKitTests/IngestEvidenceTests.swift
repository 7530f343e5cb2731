// Evidence, not position: what the whole ingest decides for small documents of our own, where a
// section's position, a zone heading, a table's punctuation or a verb that looks like a button
// label used to decide instead.
import Testing
@testable import BarGuideKit

@Suite("Ingest: evidence from the text, not its position")
struct IngestEvidenceTests {
    static func rules(_ text: String, name: String) -> [Rule] {
        DocumentParser.parse(name: name, bytes: Array(text.utf8), manifest: nil, catalog: ItemCatalog.embedded).rules
    }

    static func rule(_ rules: [Rule], containing s: String) -> Rule? { rules.first { $0.text.contains(s) } }

    @Test("every body row of a GFM table is a rule, whatever its punctuation")
    func markdownTableRows() throws {
        let md = """
        # Notes

        ## Toolbar

        | Button | System item | Use |
        |---|---|---|
        | Done | UIBarButtonSystemItemDone | Ends editing. |
        | Cancel | UIBarButtonSystemItemCancel | Dismisses without saving |
        | Bookmarks | UIBarButtonSystemItemBookmarks | Shows saved pages |
        | Refresh | UIBarButtonSystemItemRefresh | Reloads the content. |
        | Share | UIBarButtonSystemItemAction | Opens the share sheet |
        """
        let rules = Self.rules(md, name: "table.md")
        let rows = rules.filter { $0.kind == .reference }
        #expect(rows.count == 5)
        #expect(Set(rows.flatMap(\.items)) == ["UIBarButtonSystemItemDone", "UIBarButtonSystemItemCancel",
                                               "UIBarButtonSystemItemBookmarks", "UIBarButtonSystemItemRefresh",
                                               "UIBarButtonSystemItemAction"])
        #expect(Self.rule(rules, containing: "System item") == nil, "the header row is no rule")
    }

    @Test("a plain-text table: only its first row can be the header")
    func plainTableRows() throws {
        let txt = "Notes\nToolbar\nThe toolbar holds actions for the current screen.\n"
            + "Button\tItem\tUse\nCancel\tCancel\tCloses the sheet\nBookmarks\tBookmarks\tSaved pages\n"
        let rules = Self.rules(txt, name: "table.txt")
        #expect(Self.rule(rules, containing: "Closes the sheet") != nil)
        #expect(Self.rule(rules, containing: "Saved pages") != nil)
        #expect(Self.rule(rules, containing: "Use") == nil)
    }

    @Test("a section's first paragraph is a definition only when it says what its bar is")
    func openingInstruction() throws {
        let zh = Self.rules("我们的笔记\n工具栏\n工具栏上的按钮应当简洁明了。\n", name: "zh.txt")
        let r = try #require(Self.rule(zh, containing: "简洁明了"))
        #expect(r.kind == .guideline && r.modality == .do)
        let ru = Self.rules("Заметки\nПанель вкладок\nПанель вкладок позволяет переключаться между разделами приложения.\n",
                            name: "ru.txt")
        #expect(Self.rule(ru, containing: "позволяет")?.kind == .definition)
        let en = Self.rules("Notes\nTab Bars\nA tab bar must not hold more than five tabs.\n", name: "en.txt")
        let d = try #require(Self.rule(en, containing: "five tabs"))
        #expect(d.kind == .guideline && d.modality == .dont)
    }

    @Test("a zone heading weighs in but never overrides an instruction")
    func zoneHeadingAndInstruction() throws {
        let md = """
        # Notes

        ## Tab Bars

        A tab bar lets people switch between the main sections of an app.

        ### Appearance and Behavior

        A tab bar is translucent and sits at the bottom of the screen.

        You should not change the height of the tab bar.
        """
        let rules = Self.rules(md, name: "zone.md")
        #expect(Self.rule(rules, containing: "translucent")?.kind == .behavior)
        let g = try #require(Self.rule(rules, containing: "height"))
        #expect(g.kind == .guideline && g.modality == .dont)
    }

    @Test("a list of separate instructions: each item is a rule; properties stay one behaviour rule")
    func instructionList() throws {
        for markdown in [false, true] {
            let h = markdown ? "# " : "", g = markdown ? "\n\n" : "\n"
            let text = "\(h)Review notes\(g)\(h)Toolbar\(g)The toolbar holds the actions of the current screen.\(g)"
                + "Before a release, check the toolbar:\(g.prefix(1))- Keep at most five buttons in it.\n- Don't mix text buttons and icons.\n"
                + "- Label every icon for VoiceOver.\n"
            let rules = Self.rules(text, name: markdown ? "list.md" : "list.txt")
            let keep = try #require(Self.rule(rules, containing: "at most five"))
            #expect(keep.kind == .guideline && keep.modality == .do && !keep.text.contains("VoiceOver"))
            #expect(Self.rule(rules, containing: "mix text")?.modality == .dont)
            #expect(Self.rule(rules, containing: "VoiceOver")?.modality == .do)
        }
        let props = Self.rules("Notes\nTab Bars\nA tab bar:\n- Is translucent\n- Always appears at the bottom of the screen\n", name: "p.txt")
        let p = try #require(Self.rule(props, containing: "translucent"))
        #expect(p.kind == .behavior && p.text.contains("bottom of the screen"))
    }

    @Test("a lead-in that announces a bar's parts or features keeps its list, whatever the items' verbs")
    func announcedProperties() throws {
        let zh = Self.rules("规范\n\n3 导航栏\n\n3.1 导航栏位于屏幕顶部。\n3.2 导航栏通常由以下部分组成：\n（1）左侧的返回按钮；\n"
                            + "（2）居中显示的页面标题；\n（3）右侧的操作按钮，如“编辑”“添加”。\n3.3 切勿在返回按钮上附加业务操作。\n", name: "zh.txt")
        let parts = try #require(Self.rule(zh, containing: "由以下部分组成"))
        #expect(parts.kind == .behavior && parts.text.contains("居中显示"), "\(parts.text)")
        #expect(parts.items == ["UIBarButtonSystemItemAdd", "UIBarButtonSystemItemEdit"])
        #expect(Self.rule(zh, containing: "切勿")?.modality == .dont, "the numbered clause after the list is a rule of its own")
        let en = Self.rules("Notes\n\nTab Bars\n\nA tab bar switches sections.\n\nOn iPad, a tab bar has the following features:\n"
                            + "- Show up to seven tabs at once\n- Keep the same height in both orientations\n", name: "en.txt")
        let features = try #require(Self.rule(en, containing: "following features"))
        #expect(features.kind == .behavior && features.text.contains("seven tabs") && features.text.contains("same height"))
        let circled = Self.rules("笔记\n\n工具栏\n\n工具栏位于底部。\n\n请按顺序检查：\n① 不要放超过五个按钮；\n② 不要混用文字和图标。\n", name: "c.txt")
        #expect(Self.rule(circled, containing: "超过五个")?.modality == .dont, "a circled number opens a step")
        #expect(Self.rule(circled, containing: "超过五个")?.text.contains("混用") == false)
    }

    @Test("a checklist item is a check to perform: do, unless its words forbid or the system acts")
    func checklistItems() throws {
        for markdown in [false, true] {
            let h = markdown ? "## " : ""
            let text = "\(markdown ? "# " : "")Release review: bars\n\n\(h)Tab bar\n\n"
                + "- [ ] Each tab has a one-word label.\n- [ ] No action buttons in the tab bar.\n"
                + "- [x] No more than five tabs on a phone.\n- [ ] Never hide the bar inside a section.\n"
                + "- [x] With a sixth tab, the system adds a More tab by itself.\n"
            let rules = Self.rules(text, name: markdown ? "check.md" : "check.txt")
            #expect(Self.rule(rules, containing: "sixth tab")?.kind == .behavior, "what the system does is checked, not asked for")
            #expect(Self.rule(rules, containing: "Release review") == nil, "the first line is the title, colon and all")
            let label = try #require(Self.rule(rules, containing: "one-word label"))
            #expect(label.kind == .guideline && label.modality == .do && !label.text.contains("[ ]"))
            #expect(Self.rule(rules, containing: "action buttons")?.modality == .dont, "a verbless ban")
            #expect(Self.rule(rules, containing: "five tabs")?.modality == .do, "a limit is no ban")
            #expect(Self.rule(rules, containing: "Never hide")?.modality == .dont)
        }
        let box = Self.rules("Checks\n\nToolbar\n\n☐ Toolbar icons come from the system set.\n☐ Labels are short.\n", name: "box.txt")
        #expect(Self.rule(box, containing: "system set")?.modality == .do)
        #expect(Self.rule(box, containing: "system set")?.text.contains("Labels") == false, "each box is its own check")
        let plain = Self.rules("Notes\n\nTab bar\n\nThe tab bar switches sections.\n\n- Each tab has a one-word label.\n", name: "plain.txt")
        #expect(Self.rule(plain, containing: "one-word label")?.kind == .behavior, "a plain bullet that states stays a statement")
    }

    @Test("a blog's bracketed figure mark is a caption; a bar that is 'the one that…' is defined")
    func blogShapes() throws {
        let zh = Self.rules("""
        我的笔记

        搜索栏和范围栏

        搜索栏就是那个带放大镜图标的输入框，用户在里面输入文字。

        [配图] 左：普通搜索栏；右：带范围栏的搜索栏

        范围栏是搜索时出现在搜索栏下方的一排分段按钮，用来缩小范围。

        按钮的数量最好控制在三到五个。
        """, name: "blog.txt")
        #expect(Self.rule(zh, containing: "就是那个")?.kind == .definition)
        #expect(Self.rule(zh, containing: "配图")?.kind == .caption)
        #expect(Self.rule(zh, containing: "一排分段按钮")?.kind == .definition)
        #expect(Self.rule(zh, containing: "最好控制")?.modality == .do, "最好 before a verb, after the subject")
        let en = Self.rules("Notes\n\nToolbar\n\nThe toolbar holds actions.\n\n[Screenshot] The toolbar in the photo editor\n\nKeep it short.\n", name: "s.txt")
        #expect(Self.rule(en, containing: "[Screenshot]")?.kind == .caption)
    }

    @Test("a spec's numbered bar headings and its purpose, rules and change-log sub-headings")
    func specStructure() throws {
        let zh = Self.rules("""
        設計系統規範 v1.0

        1. 工具列

        用途
        工具列固定在畫面底部，放置與目前頁面相關的操作。

        規則
        1.1 按鈕數量以三到五個為宜。

        開發備註：工具列以 UIToolbar 建立。

        2. 標籤列

        規則
        2.1 標籤名稱請用一到兩個詞。

        變更紀錄
        v1.0（2024/05）新增工具列與標籤列章節。
        """, name: "spec.txt")
        #expect(Self.rule(zh, containing: "固定在畫面底部")?.kind == .definition, "under a purpose heading")
        let count = try #require(Self.rule(zh, containing: "三到五個"))
        #expect(count.kind == .guideline && count.bars == [.toolbar], "a numbered bar name heads its section")
        #expect(Self.rule(zh, containing: "UIToolbar 建立")?.kind == .reference)
        #expect(Self.rule(zh, containing: "一到兩個詞")?.bars == [.tabBar])
        let log = try #require(Self.rule(zh, containing: "v1.0（2024/05）"))
        #expect(log.kind == .editorial && log.bars == [.general], "a change log concerns the document")
        let ru = Self.rules("# Бары\n\n## Поиск и скоуп-бар\n\nПишите в поле осмысленную подсказку.\n\n"
                            + "Скоуп-бар под полем сужает результаты поиска по категориям.\n\nUPD: поправил опечатку в разделе про поиск.\n", name: "ru.md")
        #expect(Self.rule(ru, containing: "подсказку")?.bars == [.searchBar], "a heading that says Search heads the search bar's section")
        #expect(Self.rule(ru, containing: "сужает")?.bars.first == .scopeBar)
        #expect(Self.rule(ru, containing: "UPD")?.kind == .editorial)
    }

    @Test("a standard's terms, its implementation notes, its change-log table and formal bans")
    func standardStructure() throws {
        let ru = Self.rules("""
        Стандарт интерфейса

        2 Термины и определения

        2.1 панель вкладок: Панель в нижней части экрана для переключения разделов приложения.

        3 Панель инструментов

        3.1 Панель инструментов должна содержать не более пяти кнопок.

        Таблица 1 — Системные кнопки панелей

        Реализация

        3.2 Кнопки создаются как UIBarButtonItem с системным элементом.

        Лист регистрации изменений

        Изм.   Дата          Содержание изменения
        1      14.11.2022    Первоначальная редакция
        2      01.04.2024    Добавлен раздел о панели поиска
        """, name: "std.txt")
        let term = try #require(Self.rule(ru, containing: "панель вкладок:"))
        #expect(term.kind == .definition && term.bars == [.tabBar])
        #expect(Set(Self.rule(ru, containing: "Таблица 1")?.bars ?? []) == [.toolbar, .navigationBar], "a caption about system buttons")
        #expect(Self.rule(ru, containing: "создаются как UIBarButtonItem")?.kind == .reference, "under an implementation heading")
        #expect(Self.rule(ru, containing: "Первоначальная редакция")?.kind == .editorial)
        #expect(Self.rule(ru, containing: "Добавлен раздел")?.kind == .editorial, "a change-log row names a bar but records a revision")
        let en = Self.rules("Notes\n\nStatus Bar\n\nThe status bar shows the time.\n\nIt is prohibited to draw an own status bar.\n\n"
                            + "A badge may be shown on a tab when news arrive.\n", name: "en.txt")
        #expect(Self.rule(en, containing: "prohibited")?.modality == .dont)
        #expect(Self.rule(en, containing: "may be shown")?.modality == .consider)
    }

    @Test("a change of bullet mark between properties and instructions starts another list")
    func propertiesThenInstructions() throws {
        let text = """
        Notes

        Tab Bars

        A tab bar switches between the sections of an app.

        On a phone, a tab bar:
        • holds up to five tabs, and a More tab lists the rest
        • stays visible in every section

        - Don't use a tab to start an action such as sharing.
        - Keep the labels to one short word.
        """
        let rules = Self.rules(text, name: "tabs.txt")
        let list = try #require(Self.rule(rules, containing: "On a phone"))
        #expect(list.kind == .behavior && list.text.contains("stays visible") && !list.text.contains("sharing"))
        #expect(list.items == ["UITabBarSystemItemMore"], "the properties' items are the list's")
        #expect(Self.rule(rules, containing: "sharing")?.modality == .dont, "the prohibition is a rule of its own")
        #expect(Self.rule(rules, containing: "one short word")?.modality == .do)
    }

    @Test("a document without sections is not a preface: its paragraphs are its content")
    func noSections() throws {
        let rules = Self.rules("Review notes\nKeep the tab bar visible on every top-level screen.\nThe status bar shows the time.\n", name: "n.txt")
        #expect(Self.rule(rules, containing: "visible")?.kind == .guideline)
        #expect(Self.rule(rules, containing: "shows the time")?.kind == .behavior)
    }

    @Test("Chinese structure: a leading temporal phrase and a bar's chained clauses do not instruct")
    func chineseStructure() {
        let rules = Self.rules("笔记\n搜索栏\n搜索栏让用户查找内容。\n隐藏键盘以后，搜索栏回到原来的位置。\n"
                               + "搜索栏接收用户输入的文字，显示匹配的结果。\n在编辑列表时，请显示完成按钮。\n标签栏的图标不要使用照片\n", name: "zh.txt")
        #expect(Self.rule(rules, containing: "回到原来")?.kind == .behavior)
        #expect(Self.rule(rules, containing: "接收用户")?.kind == .behavior)
        #expect(Self.rule(rules, containing: "请显示")?.modality == .do)
        let photo = Self.rule(rules, containing: "不要使用照片")
        #expect(photo?.kind == .guideline && photo?.modality == .dont, "a prohibition without its full stop is no caption")
    }

    @Test("an item's number is not the lead sentence")
    func numberedItem() {
        let rules = Self.rules("笔记\n导航栏\n导航栏让用户在层级之间移动。\n2. 不要在导航栏中放超过两个按钮。\n", name: "n.txt")
        let r = Self.rule(rules, containing: "超过两个")
        #expect(r?.modality == .dont && r?.headline.hasPrefix("2. 不要") == true)
    }

    @Test("a pointer after a leading phrase is a pointer; after an instruction, the guideline stays")
    func pointerInLaterClause() {
        let zh = Self.rules("笔记\n状态栏\n状态栏显示时间和电量。\n有關狀態欄樣式的程式介面，請參考 UIApplication 的文件。\n使用浅色状态栏，详情请参考下文。\n", name: "zh.txt")
        #expect(Self.rule(zh, containing: "程式介面")?.kind == .reference)
        #expect(Self.rule(zh, containing: "浅色")?.kind == .guideline)
        let en = Self.rules("Notes\nTab Bars\nA tab bar lets people switch sections.\nFor the API, see UITabBar.\n"
                            + "Use a tab bar for top-level sections, see UITabBar.\n", name: "en.txt")
        #expect(Self.rule(en, containing: "For the API")?.kind == .reference)
        #expect(Self.rule(en, containing: "top-level")?.kind == .guideline)
    }

    @Test("text about the document itself is editorial, wherever it stands")
    func editorial() throws {
        let zh = Self.rules("我的笔记\n标签栏\n标签栏让用户在几个部分之间切换。\n更新记录：三月补充了徽章一节。\n", name: "zh.txt")
        #expect(Self.rule(zh, containing: "更新记录")?.kind == .editorial)
        let en = Self.rules("Review notes\nTab Bars\nA tab bar lets people switch sections.\nRevision 2, June: added badges.\n", name: "en.txt")
        #expect(Self.rule(en, containing: "Revision 2")?.kind == .editorial)
        #expect(Self.rule(en, containing: "switch sections")?.kind == .definition)
        // before the first bar's section, the document saying what it covers names the bars it covers
        let kb = Self.rules("# Bars FAQ\n\nThis guide collects what we are asked about navigation bars, tab bars, toolbars and search bars.\n\n"
                            + "Navigation bars, tab bars, toolbars and search bars are the bars people touch most.\n\n## Tab bar\n\nKeep five tabs at most.\n", name: "kb.md")
        #expect(Self.rule(kb, containing: "This guide collects")?.kind == .editorial)
        #expect(Self.rule(kb, containing: "touch most")?.kind == .definition, "naming the bars without the document: what they are")
    }

    @Test("a Chinese label used as a verb is not an item; quoted or listed it is")
    func chineseLabelAsVerb() throws {
        let rules = Self.rules("我们的笔记\n工具栏\n工具栏放置当前页面的常用操作。\n请使用系统提供的“完成”按钮来结束编辑。\n"
                               + "系统提供的编辑、取消和保存按钮可以直接使用。\n", name: "zh.txt")
        #expect(Self.rule(rules, containing: "结束编辑")?.items == ["UIBarButtonSystemItemDone"])
        #expect(Set(Self.rule(rules, containing: "编辑、取消")?.items ?? [])
                == ["UIBarButtonSystemItemEdit", "UIBarButtonSystemItemCancel", "UIBarButtonSystemItemSave"])
    }
}

@Suite("Ingest: nothing lost")
struct IngestCoverageTests {
    static func parse(_ text: String, name: String = "doc.txt") -> ParsedDocument {
        parse(Array(text.utf8), name: name)
    }
    static func parse(_ bytes: [UInt8], name: String = "doc.txt") -> ParsedDocument {
        DocumentParser.parse(name: name, bytes: bytes, manifest: nil, catalog: ItemCatalog.embedded)
    }

    @Test("every non-blank line is in a rule or named: title, heading, table header, separator")
    func fullCoverage() {
        let md = "# Notes\n\n## Toolbar\n\nThe toolbar holds actions.\n\n---\n\n| Button | Use |\n|---|---|\n| Done | Ends editing |\n"
        let doc = Self.parse(md, name: "notes.md")
        #expect(doc.coverage.lines == 7)
        #expect(doc.coverage.unaccounted.isEmpty)
        #expect(doc.coverage.named == [.title: 1, .heading: 1, .separator: 2, .tableHeader: 1])
        #expect(doc.coverage.inRules == 2)
    }

    @Test("an HTML comment over several lines of a Markdown text is markup, every line of it")
    func multilineComments() {
        let md = "<!-- Exported from the team's doc.\nWarnings: 0\nStyles kept: yes -->\n\n# Notes\n\n## Toolbar\n\nKeep the toolbar to five buttons.\n"
        let doc = Self.parse(md, name: "export.md")
        #expect(doc.coverage.unaccounted.isEmpty)
        #expect(doc.coverage.named[.markup] == 3)
    }

    @Test("a line that ends in no rule is named in the report")
    func danglingLabel() {
        let doc = Self.parse("Notes\nTab Bars\nA tab bar lets people switch between sections.\nTip\n")
        #expect(doc.coverage.unaccounted == [4])
        #expect(doc.diagnostics.contains { $0.code == "unaccounted-line" && $0.line == 4 })
    }

    @Test("duplicate paragraphs are named, not lost")
    func duplicates() {
        let p = "Keep the toolbar's buttons few and clearly labelled for every screen."
        let doc = Self.parse("Notes\nToolbar\n\(p)\n\(p)\n")
        #expect(doc.coverage.unaccounted.isEmpty)
        #expect(doc.coverage.named[.duplicate] == 1)
    }

    @Test("a few invalid bytes keep even a short document: judged by the share of bytes")
    func fewInvalidBytes() {
        var bytes = Array("Notes\nTab Bars\nA tab bar lets people switch between sections.\nDon't hide the tab bar.\n".utf8)
        bytes.insert(0xFF, at: 20)
        let doc = Self.parse(bytes)
        #expect(doc.rules.count == 2)
        #expect(doc.diagnostics.contains { $0.code == "invalid-utf8" && $0.severity == .warning })
        // another encoding: most non-ASCII bytes invalid, the file is skipped whole
        let latin1: [UInt8] = Array(repeating: 0xE9, count: 40) + Array(" tab bar\n".utf8)
        #expect(Self.parse(latin1).diagnostics.contains { $0.code == "invalid-utf8" && $0.severity == .error })
    }
}
