// Ingest mechanisms on small texts of our own, in ru, zh-Hant, zh-Hans and en: units as a reader
// sees them (property lists, alternative techniques, element lists, captions, tables, PDF
// artefacts), kind and modality, items and bars, the document model's explicit fields and the
// vocabulary merge.
import Foundation
import Testing
@testable import BarGuideKit

@Suite("Ingest: mechanisms on our own examples")
struct IngestMechanismTests {
    static let catalog = ItemCatalog.embedded

    func parse(_ text: String, name: String = "t.txt") -> ParsedDocument {
        DocumentParser.parse(name: name, bytes: Array(text.utf8), manifest: nil, catalog: Self.catalog)
    }

    func rule(_ doc: ParsedDocument, _ fragment: String, sourceLocation: SourceLocation = #_sourceLocation) -> Rule? {
        let r = doc.rules.first { $0.text.contains(fragment) }
        #expect(r != nil, "no rule contains «\(fragment)»", sourceLocation: sourceLocation)
        return r
    }

    // MARK: Units

    @Test("a property list with its intro is one behaviour rule (PDF bullet marks and blank lines repaired)")
    func propertyLists() {
        let en = parse("Bars\n\nTab Bar\n\nA tab bar lets people switch between modes.\n\nA tab bar:\nIs translucent ●\n\n● Always appears along the bottom of the window\n\n- Shows the More tab when there are too many tabs\n\nUse a tab bar to organize an app.\n")
        let list = rule(en, "A tab bar:")
        #expect(list?.kind == .behavior && list?.bars == [.tabBar] && list?.lines == LineRange(7, 12))
        #expect(list?.text.contains("Is translucent\nAlways appears along the bottom of the window") == true)
        #expect(list?.items == ["UITabBarSystemItemMore"])
        #expect(!en.rules.contains { $0.text == "Is translucent" })
        #expect(en.repairs.contains { $0.kind == .pageArtefact && $0.line == 8 })
        let zh = parse("标签栏\n标签栏让用户在不同的视图之间切换。\n\n标签栏：\n\n- 是半透明的\n- 始终出现在窗口最下方\n\n使用标签栏来组织应用。\n")
        #expect(rule(zh, "标签栏：")?.kind == .behavior)
        #expect(!zh.rules.contains { $0.text == "是半透明的" })
        let hant = parse("工具欄\n工具欄上放置著操作當前屏幕的控件。\n\n工具欄：\n\n- 是半透明的\n- 總是出現在屏幕底部\n")
        #expect(rule(hant, "工具欄：")?.text == "工具欄：\n是半透明的\n總是出現在屏幕底部")
        let ru = parse("Панель вкладок\nПанель вкладок позволяет переключаться между разделами.\n\nПанель вкладок:\n• Полупрозрачна\n• Всегда внизу экрана\n")
        #expect(rule(ru, "Панель вкладок:")?.kind == .behavior)
        #expect(ru.rules.count == 2)
    }

    @Test("a guideline offering alternative techniques: the guideline and each technique are rules")
    func alternatives() {
        let en = parse("Status Bar\n\nThe status bar shows the time.\n\nMake sure the status bar stays readable over photos. There are several ways to do this:\n\n- Pick a status bar style that contrasts with the photo.\n- Darken the top edge of the photo a little.\n\n● Hide the status bar while a photo fills the screen.\n")
        let guideline = rule(en, "Make sure the status bar stays readable")
        #expect(guideline?.kind == .guideline && guideline?.modality == .do && guideline?.lines == LineRange(5, 5))
        let techniques = en.rules.filter { $0.lines.start > 5 }
        #expect(techniques.count == 3)
        #expect(techniques.allSatisfy { $0.kind == .guideline && $0.modality == .consider && $0.bars == [.statusBar] })
        let zh = parse("状态栏\n状态栏展示时间。\n\n避免内容透过状态栏显示。以下有一些方法可以做到：\n\n- 使用导航控制器。\n- 在状态栏后面放一个渐变图形。\n")
        #expect(rule(zh, "避免内容透过状态栏显示")?.modality == .avoid)
        #expect(zh.rules.filter { $0.modality == .consider }.count == 2)
        let hant = parse("狀態欄\n狀態欄展示時間。\n\n不要讓內容透過狀態欄顯示。你可以用幾種方式做到這一點：\n\n- 使用導航控制器。\n- 在狀態欄後面放一個漸變圖形。\n")
        #expect(rule(hant, "不要讓內容")?.modality == .dont && rule(hant, "不要讓內容")?.lines == LineRange(4, 4))
        #expect(hant.rules.filter { $0.modality == .consider }.map(\.lines.start) == [6, 7])
        let ru = parse("Строка состояния\nСтрока состояния показывает время.\n\nНе давайте содержанию просвечивать. Вот несколько способов:\n\n• Используйте контроллер навигации.\n• Поместите градиент за строкой состояния.\n")
        #expect(ru.rules.filter { $0.modality == .consider }.count == 2)
        #expect(rule(ru, "Не давайте")?.modality == .dont)
    }

    @Test("labelled elements and the paragraphs between them are behaviour; an instruction ends the list")
    func elementLists() {
        let en = parse("Search Bar\n\nA search bar accepts text.\n\nA search bar can display elements such as these:\n\n● Placeholder text. This text states the function.\n\n● The Clear button. It erases the text.\n\nThe Clear button hides when there is no text.\n\n● A prompt. A short sentence above the bar.\n\nUse a search bar to enable search.\n")
        for f in ["Placeholder text.", "The Clear button. It", "hides when there is no text", "A prompt."] {
            #expect(rule(en, f)?.kind == .behavior, "\(f)")
        }
        #expect(rule(en, "Use a search bar")?.kind == .guideline)
        // the lead-in is no rule of its own: it opens the first element's
        let first = rule(en, "such as these:")
        #expect(first?.headline == "Placeholder text. This text states the function." && first?.lines == LineRange(5, 7))
        let zh = parse("搜索栏\n搜索栏获取用户输入的文本。\n\n搜索栏可能包含以下元素：\n\n- 清除按钮(The Clear button)。清除按钮可以清空输入。\n- 提示(Prompt)。提示是一句短句。\n\n一旦用户输入内容，清除按钮就会出现。\n\n在设置页面里使用搜索栏查找选项。\n")
        #expect(rule(zh, "清除按钮可以清空输入")?.kind == .behavior)
        #expect(rule(zh, "清除按钮可以清空输入")?.text.hasPrefix("搜索栏可能包含以下元素：\n") == true)
        #expect(rule(zh, "提示是一句短句")?.kind == .behavior)
        #expect(rule(zh, "一旦用户输入内容")?.kind == .behavior)
        #expect(rule(zh, "在设置页面里使用搜索栏查找选项")?.kind == .guideline)
        let hant = parse("搜尋欄\n搜尋欄獲取用戶輸入的文本。\n\n搜尋欄可能包含以下元素：\n\n- 清除按鈕(The Clear button)。清除按鈕可以清空輸入。\n- 書籤按鈕(The Bookmarks button)。書籤按鈕提供捷徑。\n")
        #expect(hant.rules.filter { $0.kind == .behavior }.count == 2)
        #expect(!hant.rules.contains { $0.text == "搜尋欄可能包含以下元素：" })
        let ru = parse("Панель поиска\nПанель поиска принимает текст.\n\nПанель поиска может показать такие элементы:\n\n• Кнопка Clear. Стирает текст.\n• Подсказка. Короткое предложение над панелью.\n\nИспользуйте панель поиска для поиска.\n")
        #expect(rule(ru, "Стирает текст")?.kind == .behavior && rule(ru, "Короткое предложение")?.kind == .behavior)
        #expect(rule(ru, "Используйте панель поиска")?.kind == .guideline)
    }

    @Test("captions: figure and table labels, never headings")
    func captions() {
        let en = parse("Toolbar\n\nA toolbar holds controls.\n\nTable 4-1 Standard buttons for toolbars\n\nUse icons in a toolbar.\n\nThe plain style (shown in Notes) The bordered style (shown in Mail)\n\nTab Bar\n\nA tab bar switches modes.\n")
        #expect(rule(en, "Table 4-1")?.kind == .caption)
        #expect(rule(en, "The plain style")?.kind == .caption)
        #expect(rule(en, "Use icons")?.heading == ["Toolbar"])
        let zh = parse("工具栏\n工具栏上放置控件。\n\n表格 2-3 日历里的工具栏\n\n工具栏上优先放最常用的几个操作。\n")
        let caption = rule(zh, "表格 2-3")
        #expect(caption?.kind == .caption)
        #expect(rule(zh, "最常用的几个操作")?.heading == ["工具栏"])
        #expect(BarLexicon.bars(Sc.of("工具栏与导航常用按钮")) == [.toolbar, .navigationBar])
        let hant = parse("工具欄\n工具欄上放置控件。\n\n圖 3 郵件中的工具欄\n\n使用圖標。\n")
        #expect(rule(hant, "圖 3")?.kind == .caption && rule(hant, "使用圖標")?.heading == ["工具欄"])
        let ru = parse("Панель инструментов\nПанель инструментов содержит кнопки.\n\nРисунок 2 Панель инструментов в Почте\n\nИспользуйте значки.\n")
        #expect(rule(ru, "Рисунок 2")?.kind == .caption)
        #expect(rule(ru, "Используйте значки")?.heading == ["Панель инструментов"])
        // a page number a PDF conversion left is no rule
        let paged = parse("Toolbar\n\nA toolbar holds controls.\n\n147\n\nUse icons in a toolbar.\n")
        #expect(paged.rules.count == 2)
        #expect(paged.repairs.contains { $0.kind == .pageArtefact && $0.line == 5 })
    }

    @Test("table rows are reference with the item their name cell names, in the family of the section's bars")
    func tables() {
        let text = "Bars\n\nToolbar and Navigation Bar Buttons\n\niOS provides standard buttons. See UIBarButtonItem Class Reference.\n\nButton\tName\tMeaning\nShare\tOpen an action sheet.\nFastForward\tFast forward through media.\n\nTab Bar Icons\n\niOS provides standard tab icons. See UITabBarItem Class Reference.\n\nIcon\tName\tMeaning\nMore\tShow additional tabs.\nBookmarks\tShow bookmarks.\n"
        let doc = parse(text)
        #expect(rule(doc, "Open an action sheet")?.kind == .reference)
        #expect(rule(doc, "Open an action sheet")?.items == ["UIBarButtonSystemItemAction"])
        #expect(rule(doc, "Fast forward")?.items == ["UIBarButtonSystemItemFastForward"])
        #expect(rule(doc, "Show additional tabs")?.items == ["UITabBarSystemItemMore"])
        #expect(rule(doc, "Show bookmarks")?.items == ["UITabBarSystemItemBookmarks"])
        #expect(rule(doc, "Show bookmarks")?.bars == [.tabBar])
        #expect(!doc.rules.contains { $0.text.contains("Meaning") })
        // a row whose description is worded as an instruction is still reference
        #expect(rule(doc, "Fast forward")?.modality == nil)
    }

    // MARK: Kind

    @Test("definitions, behaviour, pointers and availability")
    func kinds() {
        let zh = parse("标签栏\n标签栏让用户在应用的几大功能之间来回切换。\n\n标签栏固定在屏幕最下方，从任何页面都能看到它。\n\n要了解标签栏的编程接口，请查看 UITabBar 文档。\n\n你还可以给标签换上系统提供的收藏图标。\n")
        #expect(rule(zh, "标签栏让用户")?.kind == .definition)
        #expect(rule(zh, "标签栏固定在屏幕最下方")?.kind == .behavior)
        #expect(rule(zh, "要了解标签栏的编程接口")?.kind == .reference)
        #expect(rule(zh, "你还可以")?.kind == .reference)
        let en = parse("Tab Bar\n\nA tab bar gives people a way to switch modes.\n\nUse a tab bar to organize information. To learn more, see Tab Bars.\n\nTo learn how to define a tab bar in code, see UITabBarController Class Reference.\n\nA tab bar always appears at the bottom edge of the screen.\n")
        #expect(rule(en, "A tab bar gives people")?.kind == .definition)
        #expect(rule(en, "Use a tab bar to organize")?.kind == .guideline)  // a guideline ending with a pointer stays one
        #expect(rule(en, "To learn how to define")?.kind == .reference)
        #expect(rule(en, "always appears")?.kind == .behavior)
        // a property bullet cut off from its intro still states, it does not instruct
        let cut = parse("Tab Bar\n\nA tab bar gives people a way to switch modes.\n\nUse a tab bar for top-level modes.\n\nAlways appears along the bottom of the window\n\nAlways use the same tabs in each orientation.\n")
        #expect(rule(cut, "Always appears")?.kind == .behavior)
        #expect(rule(cut, "Always use")?.kind == .guideline && rule(cut, "Always use")?.modality == .do)
        let ru = parse("Панель вкладок\nПанель вкладок позволяет переключаться между разделами.\n\nСм. справочник класса UITabBar.\n\nДля получения общей информации о доступности посмотрите руководство по доступности.\n")
        #expect(rule(ru, "позволяет")?.kind == .definition)
        #expect(rule(ru, "См. справочник")?.kind == .reference)  // names an API
        #expect(rule(ru, "Для получения общей информации")?.kind == .editorial)  // a general guide
        let hant = parse("導航欄\n導航欄可以用來在不同的視圖中導航。\n\n使用指南\n\n導航欄可以用來管理視圖中的項目。\n\n請參閱 UINavigationBar Class Reference。\n")
        #expect(rule(hant, "管理視圖中的項目")?.kind == .definition)
        #expect(rule(hant, "請參閱")?.kind == .reference)
    }

    @Test("admonitions: a box is a tip, an API note reference, a run-in Important a guideline")
    func admonitions() {
        let zh = parse("导航栏\n导航栏用来在页面层级之间移动。\n\nAPI 注释\n\n每个导航控制器都自带一个导航栏。\n\n重要\n\n不要在返回按钮里放置图片。\n")
        #expect(rule(zh, "自带一个导航栏")?.kind == .reference)
        #expect(rule(zh, "返回按钮里放置图片")?.kind == .tip)
        let en = parse("Navigation Bar\n\nA navigation bar moves people through a hierarchy of screens.\n\nAPI Note: Every navigation controller owns a navigation bar of its own.\n\nImportant: Don't put an image inside the back button.\n")
        #expect(rule(en, "owns a navigation bar")?.kind == .reference)
        #expect(rule(en, "image inside the back button")?.kind == .guideline && rule(en, "image inside the back button")?.modality == .dont)
    }

    // MARK: Items and bars

    @Test("items: identifiers glued to the next word, Swift case names, labels checked against context")
    func items() {
        let fixed = "UIBarButtonSystemItemFixedSpace"
        let en = parse("Toolbar\n\nA toolbar holds controls.\n\nUse UIBarButtonSystemItemFixedSpaceconstant to add space between buttons.\n\nUse UIBarButtonItem.SystemItem.fixedSpace in Swift.\n\nTab Bar\n\nOn iPad, avoid creating a More tab.\n")
        #expect(rule(en, "FixedSpaceconstant")?.items == [fixed])
        #expect(rule(en, "SystemItem.fixedSpace")?.items == [fixed])
        #expect(rule(en, "More tab")?.items == ["UITabBarSystemItemMore"])
        let zh = parse("工具栏\n工具栏上放置控件。\n\n在两个按钮之间插入 UIBarButtonSystemItemFixedSpace常数，让它们分开一些。\n\n撤销和重做这类系统提供的按钮，也可以和编辑按钮一起放在工具栏上。\n\n确定每个按钮都足够大，方便点按。\n")
        #expect(rule(zh, "常数")?.items == [fixed])
        #expect(rule(zh, "撤销和重做")?.items == ["UIBarButtonSystemItemEdit", "UIBarButtonSystemItemRedo", "UIBarButtonSystemItemUndo"])
        #expect(rule(zh, "确定每个按钮")?.items == [])  // 确定 "make sure", not the Done button
        let hant = parse("工具欄\n工具欄上放置控件。\n\n你也可以使用系統提供的編輯、儲存按鈕。\n")
        #expect(rule(hant, "編輯、儲存")?.items == ["UIBarButtonSystemItemEdit", "UIBarButtonSystemItemSave"])
        let ru = parse("Панель навигации\nПанель навигации позволяет переходить между экранами.\n\nИспользуйте системную кнопку Готово для завершения правки.\n")
        #expect(rule(ru, "Готово")?.items == ["UIBarButtonSystemItemDone"])
    }

    @Test("a document whose title names no bar takes bars per unit; other bars only when the unit is about them")
    func bars() {
        let en = parse("Bar Button Icons\n\nIcons tell people what a button does.\n\nMake toolbar icons simple and recognizable.\n\nKeep tab bar icons the same size in every orientation.\n")
        #expect(rule(en, "toolbar icons")?.bars == [.toolbar])
        #expect(rule(en, "tab bar icons")?.bars == [.tabBar])
        #expect(rule(en, "Icons tell people")?.bars == [.general])
        let zh = parse("工具栏\n工具栏上放置控件。\n\n工具栏里的分段控件只切换当前页面的内容；要在应用的几个大区域之间切换，请改用标签栏。\n\n工具栏：\n\n- 是半透明的\n- 和标签栏同时出现时位于它的上方\n")
        #expect(rule(zh, "分段控件")?.bars == [.toolbar, .tabBar])
        #expect(rule(zh, "工具栏：")?.bars == [.toolbar])  // a property list keeps its bar
    }

    @Test("a Markdown title naming several bars over sections of their own leaves a preface; without them it is the section")
    func titleOverBarSections() {
        let doc = parse("# From the status bar to the tab bar\n\nI wrote this after our redesign; the examples come from our budget app.\n\n## Step 1: the status bar\n\nThe status bar shows the time and the battery.\n\nKeep it readable over every background.\n", name: "t.md")
        #expect(rule(doc, "I wrote this")?.kind == .editorial)
        #expect(rule(doc, "I wrote this")?.bars == [.general])
        #expect(rule(doc, "Keep it readable")?.bars == [.statusBar])
        let one = parse("# Toolbars and navigation bars\n\nThese bars hold buttons for the current screen.\n\n## Buttons\n\nKeep titles short.\n", name: "t.md")
        #expect(rule(one, "These bars hold")?.kind != .editorial)
        #expect(rule(one, "Keep titles short")?.bars == [.toolbar, .navigationBar])
    }

    @Test("a tracker export: a ticket's key and title head it, its fields belong to the header, steps report")
    func ticketExport() {
        let sep = String(repeating: "=", count: 72)
        let text = "APP ISSUES\n\n\(sep)\nAPP-12  Title cut off on small phones\nReported by: Kim (QA)\nComponent: Navigation bar\nStatus: Resolved\n\nSteps: Open Settings, then the longest screen name, on a small phone.\n\nExpected: The title fits without being cut off.\n\nResolution: Keep titles to a word or two that name the screen.\n\n\(sep)\nAPP-15  Tab bar hides on scroll\nComponent: Tab bar\n\nResolution: Keep the tab bar visible while people scroll a list.\n"
        let doc = parse(text)
        #expect(!doc.rules.contains { $0.text.contains("Reported by") || $0.text.contains("Component") || $0.text.contains("APP-12") })
        #expect(rule(doc, "Steps: Open Settings")?.kind == .editorial)
        #expect(rule(doc, "Steps: Open Settings")?.bars == [.navigationBar])
        #expect(rule(doc, "Keep titles to a word")?.bars == [.navigationBar])
        #expect(rule(doc, "Keep the tab bar visible")?.bars == [.tabBar])
        #expect(rule(doc, "Keep the tab bar visible")?.modality == .do)
    }

    @Test("a design doc with comments: sibling numbered headings, a comment's question, a reply of its own")
    func commentedDesignDoc() {
        let text = "Панели приложения\n\n1. Строка состояния\n\nНе прячьте строку состояния в списках.\n[Комментарий — Олег, 3 мар.] А на карте тоже нельзя?\n    ↳ [Ответ — Анна] На карте её можно скрывать, пока человек смотрит.\n\n2. Панель вкладок\n\nДержите на панели не больше пяти вкладок.\n\n3. Поиск и фильтры\n\nПодсказку в поле поиска пишите конкретно.\n"
        let doc = parse(text)
        #expect(rule(doc, "А на карте тоже нельзя")?.kind == .editorial)
        let reply = rule(doc, "На карте её можно скрывать")
        #expect(reply?.modality == .consider)
        #expect(reply.map { !$0.text.contains("тоже нельзя") } ?? false)
        #expect(rule(doc, "Подсказку в поле поиска")?.bars == [.searchBar])
    }

    @Test("a long run of paragraphs before a late first heading is content, not a preface; a short one is a preface")
    func latePreface() {
        let callouts = (1...9).map { "(\($0)) The toolbar on screen \($0) stays visible while the list scrolls." }.joined(separator: "\n\n")
        let late = parse("Review of the app\n\nNotes by Dana.\n\n" + callouts + "\n\nSUMMARY\n\nKeep toolbars short.\n")
        #expect(rule(late, "(4) The toolbar on screen 4")?.kind == .behavior)
        #expect(rule(late, "(4) The toolbar on screen 4")?.bars == [.toolbar])
        let short = parse("About these notes\n\nI wrote these notes after our toolbar review.\n\nTOOLBAR\n\nKeep toolbars short.\n")
        #expect(rule(short, "I wrote these notes")?.kind == .editorial)
    }

    @Test("a few quoted Cyrillic or Chinese words leave an English text English; a Russian text stays Russian")
    func detectionByLetterShares() {
        let en = parse("Toolbar review\n\nSystem buttons come localized (Fertig, Готово, 完成 and so on), so keep their titles.\n\nKeep the toolbar to five buttons at most on every screen of the app.\n")
        #expect(en.lang == .en)
        #expect(rule(en, "Keep the toolbar")?.modality == .do)
        let ru = parse("Панель инструментов\n\nНе ставьте на панель больше пяти кнопок, даже если UIToolbar и UIBarButtonItem это позволяют.\n")
        #expect(ru.lang == .ru)
    }

    @Test("in a hard-wrapped text, no paragraph goes on from a separator line")
    func separatorInWrappedText() {
        let sep = String(repeating: "=", count: 60)
        let text = "Toolbar notes\n\nThe toolbar holds the actions for the content that is on the\nscreen right now, and it sits at the bottom of the view in\nevery layout we ship on the phone and on the tablet as well.\n\nKeep the toolbar buttons few and plain, and use the system\nicons wherever one fits the action that the button performs in\nthe editor and in the list screens of the app.\n\n\(sep)\nHide the toolbar only while people read a long article.\n"
        let doc = parse(text)
        let hide = rule(doc, "Hide the toolbar only")
        #expect(hide.map { !$0.text.contains("=") } ?? false)
        #expect(hide?.modality == .do)
    }

    // MARK: Document model

    @Test("the segmenter honours a structured reader's explicit fields")
    func explicitFields() {
        func block(_ text: String, _ line: Int, _ set: (inout Block) -> Void = { _ in }) -> Block {
            var b = Block(text: Sc.of(text), start: line, end: line, indent: 0, garbled: false)
            b.structured = true
            set(&b)
            return b
        }
        let blocks = [
            block("Tab Bar", 1) { $0.headingLevel = 2 },
            block("A tab bar lets people switch modes.", 3),
            block("Default and selected tabs", 5) { $0.isCaption = true },
            block("Appearance", 7) { $0.headingLevel = 3 },
            block("A tab bar:", 9),
            block("Is translucent", 10) { $0.listItem = ListItem(ordered: false, depth: 0, list: 1) },
            block("Appears at the bottom", 11) { $0.listItem = ListItem(ordered: false, depth: 0, list: 1) },
            block("Icon", 13) { $0.isTableRow = true; $0.isTableHeader = true; $0.cells = [Sc.of("Icon"), Sc.of("Meaning")] },
            block("More Show additional tabs.", 14) { $0.isTableRow = true; $0.cells = [Sc.of("More"), Sc.of("Show additional tabs.")] },
            block("Don't remove a tab when it is unavailable.", 16) { $0.admonition = .tip },
            block("Use a tab bar to organize an app.", 18),
            block("Icons", 20) { $0.headingLevel = 3 },
            block("Avoid tiny icons. Icons can be tinted.", 22) { $0.headline = Sc.of("Avoid tiny icons.") },
        ]
        var seg = Segmenter(referenceDocument: false)
        seg.lang = .en
        var drafts = seg.drafts(seg.prepare(blocks))
        #expect(drafts.map(\.start) == [3, 5, 9, 14, 16, 18, 22])
        #expect(drafts[6].path == ["Tab Bar", "Icons"])  // a level-3 heading replaces the level-3 one before it
        #expect(drafts[0].path == ["Tab Bar"] && drafts[0].zone == .definition)
        #expect(drafts[1].caption)
        #expect(drafts[2].propertyList && drafts[2].parts.count == 3 && drafts[2].path == ["Tab Bar", "Appearance"])
        #expect(drafts[3].tableRow && drafts[3].cells.count == 2)
        #expect(drafts[4].note == .tip)
        let items = ItemMatcher(catalog: Self.catalog)
        RuleBuilder.markCatalogRows(&drafts, lang: .en, items: items)
        #expect(drafts.map(\.itemRow) == [false, false, false, true, false, false, false], "the row names the More item")
        let rules = drafts.enumerated().map { RuleBuilder.build($1, document: "m.md", lang: .en, ordinal: $0, items: items) }
        #expect(rules.map(\.kind) == [.definition, .caption, .behavior, .reference, .tip, .guideline, .guideline])
        #expect(rules[6].headline == "Avoid tiny icons." && rules[6].modality == .avoid)
        #expect(rules[3].items == ["UITabBarSystemItemMore"])
    }

    @Test("Chinese labels enumerated before the button word they share are each an item")
    func enumeratedChineseLabels() {
        let items = ItemMatcher(catalog: ItemCatalog.embedded)
        #expect(items.items(in: Sc.of("播放画面请使用系统的播放、暂停、倒转与快转按钮。"), lang: .zhHans, bars: [.toolbar])
                == ["UIBarButtonSystemItemFastForward", "UIBarButtonSystemItemPause", "UIBarButtonSystemItemPlay", "UIBarButtonSystemItemRewind"])
        // (a label used as a verb, not enumerated before the button word, is no item)
        #expect(items.items(in: Sc.of("请用系统按钮来结束编辑。"), lang: .zhHans, bars: [.toolbar]).isEmpty)
    }

    @Test("a self-naming label is found by the signs pass, or by its own pass when it holds quotes")
    func selfNamingLabelsInTheSignsPass() {
        func matcher(_ labels: [String]) -> ItemMatcher {
            ItemMatcher(catalog: ItemCatalog(items: [
                .init(identifier: "UIBarButtonSystemItemFixedSpace", swiftName: "fixedSpace", family: "bar-button",
                      bars: ["toolbar"], labels: ["zh": labels]),
            ]))
        }
        let id = ["UIBarButtonSystemItemFixedSpace"]
        // the signs pass answers for a plain phrase (it reads corner brackets as curly quotes)
        let plain = matcher(["固定空间"])
        #expect(plain.selfNamingInSigns)
        #expect(plain.items(in: Sc.of("工具栏两端之间放固定空间即可。"), lang: .zhHans, bars: [.toolbar]) == id)
        #expect(plain.items(in: Sc.of("工具栏两端之间放「固定空间」即可。"), lang: .zhHans, bars: [.toolbar]) == id)
        #expect(plain.items(in: Sc.of("工具栏两端之间留出间隔即可。"), lang: .zhHans, bars: [.toolbar]).isEmpty)
        // a phrase that holds a corner bracket is looked for in the text as written
        let bracketed = matcher(["「固定空间」"])
        #expect(!bracketed.selfNamingInSigns)
        #expect(bracketed.items(in: Sc.of("工具栏两端之间放「固定空间」即可。"), lang: .zhHans, bars: [.toolbar]) == id)
        #expect(bracketed.items(in: Sc.of("工具栏两端之间放固定空间即可。"), lang: .zhHans, bars: [.toolbar]).isEmpty)
    }

    @Test("a text without button words or examples is read for labels only where one is spelled at a name's start")
    func labelsSpelledWhereANameMayStart() {
        let items = ItemMatcher(catalog: Self.catalog)
        func mayStand(_ text: String, _ lang: Lang, _ bars: [Bar]) -> Bool {
            let s = Sc.of(text)
            let lower = Scan.lower(s)
            return lower.withUnsafeBufferPointer {
                ItemMatcher.nameMayStand($0, s, items.tables[lang.moduleIndex], ItemMatcher.mask(bars))
            }
        }
        // a capital after the first scalar, a quote, right after a quote
        #expect(mayStand("Put Done on the right.", .en, [.navigationBar]))
        #expect(mayStand("Нажмите «Готово», чтобы закрыть.", .ru, [.navigationBar]))
        #expect(mayStand("点“完成”关闭表单。", .zhHans, [.navigationBar]))
        // the word in lowercase, or a capital that starts no label: no sentence needs reading
        #expect(!mayStand("Keep the bar done right.", .en, [.navigationBar]))
        #expect(!mayStand("Keep the Bar short.", .en, [.navigationBar]))
        // (a label of another bar is not looked for)
        #expect(!mayStand("Put Done on the right.", .en, [.statusBar]))
        // and where it says no, no item is found; where it says yes, the sentence decides
        #expect(items.items(in: Sc.of("Keep the Bar short."), lang: .en, bars: [.navigationBar]).isEmpty)
        #expect(items.items(in: Sc.of("Put Done on the right."), lang: .en, bars: [.navigationBar]) == ["UIBarButtonSystemItemDone"])
    }

    // MARK: Vocabulary

    @Test("the embedded glossary and catalog always apply; a corpus's own files extend them")
    func vocabularyMerge() throws {
        #expect(!ItemCatalog.embedded.items.isEmpty && !Glossary.embedded.concepts.isEmpty)
        let own = ItemCatalog(items: [
            .init(identifier: "UIBarButtonSystemItemDone", swiftName: "done", family: "bar-button", bars: ["toolbar"],
                  labels: ["ru": ["Готово", "Завершить"], "de": ["Fertig"]]),
            .init(identifier: "UIBarButtonSystemItemCustomThing", swiftName: "customThing", family: "bar-button",
                  bars: ["toolbar"], labels: ["en": ["Thing"]]),
        ])
        let merged = ItemCatalog.embedded.extended(by: own)
        #expect(merged.items.count == ItemCatalog.embedded.items.count + 1)
        let done = merged.items.first { $0.identifier == "UIBarButtonSystemItemDone" }
        #expect(done?.labels["ru"]?.filter { $0 == "Готово" }.count == 1)
        #expect(done?.labels["ru"]?.last == "Завершить" && done?.labels["de"] == ["Fertig"])
        #expect(done?.labels["en"] == ["Done"])  // nothing is removed
        #expect(merged.items.last?.identifier == "UIBarButtonSystemItemCustomThing")
        let glossary = Glossary.embedded.extended(by: Glossary(concepts: [
            .init(id: "tab-bar", type: "bar", terms: ["en": ["tab strip"]]),
            .init(id: "stepper-control", type: "concept", terms: ["en": ["stepper"]]),
        ]))
        let tab = glossary.concepts.first { $0.id == "tab-bar" }
        #expect(tab?.terms["en"]?.last == "tab strip" && (tab?.terms["en"]?.count ?? 0) > 1)
        #expect(glossary.concepts.last?.id == "stepper-control")
        #expect(glossary.concepts.count == Glossary.embedded.concepts.count + 1)
        // a corpus directory without data files still has the embedded vocabulary
        let dir = Fixtures.temporaryDirectory()
        defer { Fixtures.cleanup(dir) }
        try "Toolbar\n\nUse the system-provided Edit button.\n".write(toFile: dir + "/a.txt", atomically: true, encoding: .utf8)
        let source = try CorpusSource.directory(dir)
        #expect(source.catalog == ItemCatalog.embedded && source.glossary == Glossary.embedded)
    }

    // MARK: Cue matching in one pass

    @Test("the one-pass mask of a profile's anywhere cues answers as each cue's own scan, in every language")
    func anywhereMaskEqualsEachCue() throws {
        var texts: [String] = []
        for p in Languages.profiles { for (_, cue) in p.cues { texts += cue.triggers + cue.nonTriggers } }
        for name in try FileManager.default.contentsOfDirectory(atPath: Fixtures.corpusDirectory) where name.hasSuffix(".txt") {
            let text = try String(contentsOfFile: Fixtures.corpusDirectory + "/" + name, encoding: .utf8)
            texts += text.split(separator: "\n").map(String.init)
        }
        texts += ["", "НЕ СКРЫВАЙТЕ строку состояния", "THINK TWICE before hiding it", "不要在導航欄中放置過多的控件，否則會很有用"]
        var fired = 0, checked = 0
        for p in Languages.profiles {
            #expect(p.anywhereCues.count >= 3 && p.anywhereCues.count <= 32)
            for text in texts {
                let s = Sc.of(text)
                s.withUnsafeBufferPointer { b in
                    // the whole text and a part of it
                    for (lo, hi) in [(0, b.count), (b.count / 3, b.count)] {
                        let mask = p.anywhereMask(b, lo, hi)
                        for (name, cue) in p.cues {
                            let own = p.matches(cue, b, lo, hi)
                            #expect(p.matches(cue, b, lo, hi, mask: mask) == own, "\(p.name) \(name): \(text)")
                            if own, p.anywhereCues.contains(where: { $0 === cue }) { fired += 1 }
                            checked += 1
                        }
                    }
                }
            }
        }
        #expect(fired > 100)
        #expect(checked > 10_000)
    }
}
