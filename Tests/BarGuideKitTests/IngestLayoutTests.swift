// Layout of plain text and FAQs: paragraphs an editor wrapped at a fixed width, headings underlined
// with "=" or "-", and questions that head their answers. Documents written for these tests.
import Testing
@testable import BarGuideKit

@Suite("Ingest: wrapped paragraphs, underlined headings, FAQs")
struct IngestLayoutTests {
    static func rules(_ text: String, name: String) -> [Rule] { IngestEvidenceTests.rules(text, name: name) }
    static func rule(_ rules: [Rule], containing s: String) -> Rule? { IngestEvidenceTests.rule(rules, containing: s) }

    static let handbook = """
    Rev. 2 -- 3 June 2025 -- kept by the design desk
    
    PHOTO APP BAR NOTES
    ===================
    
    These notes sum up what we ask of bars in the photo app; they add to
    the platform guidance and never replace it.
    
    1. TAB BAR AND TOOLBAR
    ----------------------
    
    Keep the tab bar visible on every top-level screen, so that people can
    always jump to Library, Albums or Search. It never scrolls away.
    Hiding it inside a section is fine only for a full-screen viewer.
    
    The toolbar of the viewer holds Share, Favorite and Delete; avoid
    adding a fourth button there, because each one then gets too narrow
    to hit.
    
    - one tap on a photo hides both bars
    - a second tap brings them back
    
    2. SIZES
    --------
    
    Bar          Height     Remark
    Tab bar      49 pt      More with a home indicator
    Toolbar      44 pt      Same on every phone
    """

    @Test("lines an editor wrapped are one paragraph, even where a line ends a sentence")
    func wrappedParagraphs() throws {
        let rules = Self.rules(Self.handbook, name: "handbook.txt")
        let keep = try #require(Self.rule(rules, containing: "Keep the tab bar visible"))
        #expect(keep.text.contains("It never scrolls away.") && keep.text.contains("full-screen viewer"))
        #expect(keep.kind == .guideline && keep.modality == .do)
        let avoid = try #require(Self.rule(rules, containing: "avoid adding a fourth button"))
        #expect(avoid.text.hasSuffix("to hit."))
        #expect(avoid.kind == .guideline && avoid.modality == .avoid)
        // list items stay rules of their own
        #expect(Self.rule(rules, containing: "a second tap brings them back")?.text.contains("hides both bars") == false)
        #expect(Self.rule(rules, containing: "continues") == nil)
    }

    @Test("a line underlined with = or - is a heading, its bars open a section; one naming no bar closes it")
    func underlinedHeadings() throws {
        let rules = Self.rules(Self.handbook, name: "handbook.txt")
        #expect(Self.rule(rules, containing: "TAB BAR AND TOOLBAR") == nil, "a heading is no rule")
        #expect(Self.rule(rules, containing: "PHOTO APP") == nil, "the title is no rule")
        #expect(Self.rule(rules, containing: "Keep the tab bar")?.bars.first == .tabBar)
        #expect(Self.rule(rules, containing: "toolbar of the viewer")?.bars.first == .toolbar)
        // a revision line above the title and a preface about the notes: the document's own text
        #expect(Self.rule(rules, containing: "Rev. 2")?.kind == .editorial)
        #expect(Self.rule(rules, containing: "sum up what we ask")?.kind == .editorial)
        // under "SIZES", each row is about the bar its first cell names
        let tab = try #require(Self.rule(rules, containing: "More with a home indicator"))
        #expect(tab.bars == [.tabBar] && tab.kind == .behavior)
        let tool = try #require(Self.rule(rules, containing: "Same on every phone"))
        #expect(tool.bars == [.toolbar] && tool.kind == .behavior)
    }

    @Test("a text whose lines are paragraphs is not joined")
    func unwrappedTextStaysApart() throws {
        let txt = """
        Notes on bars

        Tab bar
        Keep the tab bar on every top-level screen.
        The tab bar shows at most five tabs on iPhone.
        Never use a tab to start an action.
        """
        let rules = Self.rules(txt, name: "lines.txt")
        #expect(rules.count == 3)
        #expect(Self.rule(rules, containing: "Never use a tab")?.modality == .dont)
    }

    @Test("a FAQ: questions head their answers; a question asking what a bar is is answered by a definition")
    func faq() throws {
        let zh = """
        # 常见问题

        ## 标签栏

        **问：标签栏是干什么的？**

        答：标签栏在屏幕底部，让用户在应用的几个主要部分之间切换。

        **问：标签栏可以隐藏吗？**

        答：不要在一级页面隐藏标签栏，进入全屏播放时除外。
        """
        let z = Self.rules(zh, name: "faq.md")
        #expect(z.count == 2, "the questions are no rules: \(z.map(\.text))")
        #expect(Self.rule(z, containing: "几个主要部分")?.kind == .definition)
        let ban = try #require(Self.rule(z, containing: "不要在一级页面"))
        #expect(ban.kind == .guideline && ban.modality == .dont && ban.bars == [.tabBar])

        let en = """
        Toolbar FAQ

        Toolbar

        Q: What is a toolbar for?
        A: A toolbar holds actions that act on the content of the current screen.

        Q: How many buttons can it hold?
        A: Keep it to five on iPhone; more become hard to tell apart.
        """
        let e = Self.rules(en, name: "faq.txt")
        #expect(Self.rule(e, containing: "Q:") == nil)
        #expect(Self.rule(e, containing: "holds actions")?.kind == .definition)
        #expect(Self.rule(e, containing: "Keep it to five")?.modality == .do)

        let ru = """
        Вопросы и ответы

        Строка поиска

        Что такое строка поиска?

        Это поле для ввода запроса, которое фильтрует содержимое экрана.

        Можно ли убрать кнопку «Отменить»?

        Нет, кнопку «Отменить» не следует убирать: по ней пользователь выходит из поиска.
        """
        let r = Self.rules(ru, name: "faq-ru.txt")
        #expect(r.count == 2, "the questions are no rules: \(r.map(\.text))")
        #expect(Self.rule(r, containing: "поле для ввода")?.kind == .definition)
        #expect(Self.rule(r, containing: "не следует убирать")?.modality == .dont)

        // a Markdown subheading in the bar's own section that asks what the bar is
        let md = "# Bars FAQ\n\n## Navigation bars\n\n### What is a navigation bar, exactly?\n\n"
            + "It's the strip at the top that shows where people are.\n\n### Should the title be the app name?\n\nNo, name the screen.\n"
        let m = Self.rules(md, name: "faq-sub.md")
        #expect(Self.rule(m, containing: "strip at the top")?.kind == .definition)
        #expect(Self.rule(m, containing: "name the screen")?.kind == .guideline)
    }

    @Test("a question inside a paragraph, or one not followed by an answer, is left alone")
    func questionsThatAreNoHeadings() throws {
        let txt = "Notes\n\nTab bar\n\nWhy five tabs? Because a sixth does not fit on a phone. Keep it to five.\n"
        let rules = Self.rules(txt, name: "q.txt")
        #expect(Self.rule(rules, containing: "Why five tabs?") != nil)
    }
}

@Suite("Ingest: notes that state, and questions that negate nothing")
struct IngestNoteEvidenceTests {
    @Test("an important note that instructs is a guideline; one that states is a note")
    func importantNotes() throws {
        let rules = IngestEvidenceTests.rules("Notes\n\nTab bar\n\nImportant: Never hide the tab bar on a top-level screen.\n\n"
            + "Important: the tab bar grows taller on devices with a home indicator.\n", name: "notes.txt")
        let never = try #require(IngestEvidenceTests.rule(rules, containing: "Never hide"))
        #expect(never.kind == .guideline && never.modality == .dont)
        #expect(IngestEvidenceTests.rule(rules, containing: "grows taller")?.kind == .tip)
    }

    @Test("a Chinese A-not-A question holds no negation")
    func aNotA() throws {
        let rules = IngestEvidenceTests.rules("说明\n\n状态栏\n\n状态栏里显示什么由系统决定，App 只决定要不要隐藏它。\n", name: "anota.txt")
        let r = try #require(IngestEvidenceTests.rule(rules, containing: "要不要"))
        #expect(r.modality != .dont)
        #expect(Chinese.cueText(Sc.of("能不能隐藏")) != Sc.of("能不能隐藏"))
        #expect(Chinese.cueText(Sc.of("不要隐藏")) == Sc.of("不要隐藏"))
    }
}

@Suite("Ingest: marked headings, boxed notes and document lines")
struct IngestMarkedLayoutTests {
    static let spec = """
    组件规范 · 栏
    文档版本：2.0　负责人：设计组　更新日期：2025-03-01

    ■ 工具栏
    工具栏位于屏幕底部，放置与当前页面内容相关的操作。
    ▶ 使用规则
    ● 工具栏上的按钮控制在四个以内。
    ● 不要给工具栏按钮加边框。
    ※ 说明：横屏时工具栏会变矮，这是系统行为。

    ■标签栏
    标签栏用来在几个主要模块之间切换。
    ● 标签数量以三到五个为宜。

    ◆ 修订记录
    V2.0：新增标签栏一节。
    """

    @Test("a heading mark before a bar's name or a sub-heading's words heads a section")
    func markedHeadings() throws {
        let rules = IngestEvidenceTests.rules(Self.spec, name: "spec.txt")
        #expect(IngestEvidenceTests.rule(rules, containing: "使用规则") == nil, "a sub-heading is no rule")
        let limit = try #require(IngestEvidenceTests.rule(rules, containing: "四个以内"))
        #expect(limit.bars == [.toolbar] && limit.kind == .guideline && limit.modality == .do)
        let tabs = try #require(IngestEvidenceTests.rule(rules, containing: "三到五个为宜"))
        #expect(tabs.bars == [.tabBar] && tabs.modality == .do)
        #expect(IngestEvidenceTests.rule(rules, containing: "※ 说明")?.kind == .tip)
        #expect(IngestEvidenceTests.rule(rules, containing: "文档版本")?.kind == .editorial)
        #expect(IngestEvidenceTests.rule(rules, containing: "V2.0")?.bars == [.general])
    }

    @Test("a labelled note in a block quote is a note; the same label running in a paragraph may instruct")
    func boxedNotes() throws {
        let md = """
        # Bars

        ## Tab bar

        > **Warning:** Don't hide the tab bar while VoiceOver is running.

        **Important:** Don't hide the tab bar on a top-level screen.
        """
        let rules = IngestEvidenceTests.rules(md, name: "boxed.md")
        #expect(IngestEvidenceTests.rule(rules, containing: "VoiceOver")?.kind == .tip)
        let inline = try #require(IngestEvidenceTests.rule(rules, containing: "top-level screen"))
        #expect(inline.kind == .guideline && inline.modality == .dont)
    }

    @Test("a pointer to the UIKit documentation is a reference; a requirement with 'needs' is advice")
    func pointersAndNeeds() throws {
        let txt = "Notes\n\nToolbar\n\nA toolbar holds actions for the current screen.\n\n"
            + "Every toolbar button needs a spoken label.\n\nFor the rest, see Apple's UIKit documentation.\n"
        let rules = IngestEvidenceTests.rules(txt, name: "needs.txt")
        #expect(IngestEvidenceTests.rule(rules, containing: "UIKit documentation")?.kind == .reference)
        let needs = try #require(IngestEvidenceTests.rule(rules, containing: "spoken label"))
        #expect(needs.kind == .guideline && needs.modality == .do)
    }
}

@Suite("Ingest: requirements documents")
struct IngestRequirementsTests {
    static let spec = """
    ТРЕБОВАНИЯ К ПАНЕЛЯМ
    Версия 2.0 от 01.02.2025: добавлен раздел о панели вкладок.

    3.1. Панель вкладок (tab bar)

    3.1.1. Панель вкладок закреплена у нижнего края экрана и переключает разделы приложения.
    3.1.2. Панель вкладок не скрывать при переходах внутри раздела.
    3.1.3. Если разделов станет больше пяти, можно объединить редкие в один.
    Критерии приёмки:
    – панель видна на всех корневых экранах;
    – у каждой вкладки есть подпись.
    Макет: фрейм TB-02 «Панель вкладок».

    3.2. Открытые вопросы

    1) Нужна ли вкладка «Избранное»? Ждём решения продукта.
    """

    @Test("numbered clauses, negated infinitives, acceptance criteria, mock-up lines and open questions")
    func requirements() throws {
        let rules = IngestEvidenceTests.rules(Self.spec, name: "tz.txt")
        #expect(IngestEvidenceTests.rule(rules, containing: "Версия 2.0")?.kind == .editorial)
        #expect(IngestEvidenceTests.rule(rules, containing: "закреплена")?.kind == .definition)
        let hide = try #require(IngestEvidenceTests.rule(rules, containing: "не скрывать"))
        #expect(hide.kind == .guideline && hide.modality == .dont && hide.headline.hasPrefix("3.1.2. Панель"))
        #expect(IngestEvidenceTests.rule(rules, containing: "можно объединить")?.modality == .consider)
        let seen = try #require(IngestEvidenceTests.rule(rules, containing: "видна на всех"))
        #expect(seen.kind == .guideline && seen.modality == .do && !seen.text.contains("подпись"))
        #expect(IngestEvidenceTests.rule(rules, containing: "есть подпись")?.modality == .do)
        #expect(IngestEvidenceTests.rule(rules, containing: "Макет:")?.kind == .caption)
        #expect(IngestEvidenceTests.rule(rules, containing: "Ждём решения")?.kind == .editorial)
    }
}

@Suite("Ingest: verdict marks")
struct IngestVerdictMarkTests {
    @Test("✅ and ❌ lines without a full stop are rules that say to do or not to do, never headings")
    func verdictLines() throws {
        let txt = "Notes\n\nTab bar\n\nThe tab bar switches between the app's sections.\n\n✅ Keep the tab bar on every top-level screen\n"
            + "❌ Hide the tab bar while people scroll\n\nA badge shows a count of new items.\n"
        let rules = IngestEvidenceTests.rules(txt, name: "marks.txt")
        #expect(IngestEvidenceTests.rule(rules, containing: "Keep the tab bar")?.modality == .do)
        let hide = try #require(IngestEvidenceTests.rule(rules, containing: "Hide the tab bar"))
        #expect(hide.kind == .guideline && hide.modality == .dont && hide.bars == [.tabBar])
    }
}

@Suite("Ingest: headings written as labels")
struct IngestLabelHeadingTests {
    @Test("'Tab bar:' alone before running text, and 'Part 3: Tab bar', head the bar's section")
    func labelHeadings() throws {
        for heading in ["Tab bar:", "Part 3: Tab bar"] {
            let txt = "Bar notes\n\nToolbar\n\nA toolbar holds actions for the current screen.\n\n\(heading)\n\n"
                + "Keep the bar visible on every top-level screen.\n"
            let rules = IngestEvidenceTests.rules(txt, name: "label.txt")
            #expect(IngestEvidenceTests.rule(rules, containing: "Keep the bar")?.bars == [.tabBar], "\(heading)")
            #expect(IngestEvidenceTests.rule(rules, containing: heading) == nil, "\(heading) is a heading")
        }
        // followed by its properties, the label is a property list's lead-in, as before
        let list = "Bar notes\n\nTab bar:\n- sits at the bottom of the screen\n- is translucent\n"
        let rules = IngestEvidenceTests.rules(list, name: "props.txt")
        #expect(IngestEvidenceTests.rule(rules, containing: "translucent")?.kind == .behavior)
    }
}

@Suite("Ingest: callouts, emails and numbered capitals")
struct IngestCalloutTests {
    @Test("text inside an HTML callout or quote is kept: a note, its emoji and label read through")
    func htmlCallouts() throws {
        let md = """
        # 设计规范

        ## 工具栏

        工具栏位于屏幕底部，放置与当前页面相关的操作。

        <aside>
        💡 横屏时工具栏会变矮，图标要提前适配。

        </aside>

        > 🛠 工程备注：工具栏按钮放在 toolbarItems 里。

        <blockquote>
        不要在工具栏里放超过五个按钮。
        </blockquote>

        <!-- 草稿：这一段以后再写 -->

        ## 变更记录

        - 2025/01/08　补充了工具栏一节
        """
        let doc = DocumentParser.parse(name: "callout.md", bytes: Array(md.utf8), manifest: nil, catalog: ItemCatalog.embedded)
        let rules = doc.rules
        #expect(IngestEvidenceTests.rule(rules, containing: "提前适配")?.kind == .tip)
        #expect(IngestEvidenceTests.rule(rules, containing: "toolbarItems")?.kind == .reference)
        #expect(IngestEvidenceTests.rule(rules, containing: "草稿") == nil, "a comment is no text")
        // an HTML quote with no label is a box of its own, read by its words (a callout is a note)
        let quoted = try #require(IngestEvidenceTests.rule(rules, containing: "五个按钮"))
        #expect(quoted.kind == .guideline && quoted.modality == .dont && !quoted.text.contains("toolbarItems"))
        let log = try #require(IngestEvidenceTests.rule(rules, containing: "补充了"))
        #expect(log.kind == .editorial && log.bars == [.general])
    }

    @Test("an email: numbered headings in capitals, an addressed note, lines about the email itself")
    func email() throws {
        let txt = """
        Subject: Bars in build 0.2

        Hi team,

        Please treat this email as the reference for the bars until the spec is out.

        1. TAB BAR

        Keep four tabs and never use a tab to start an action.

        2. SEARCH BAR AND SCOPE BAR

        Write placeholder text that says what people can look for.

        Implementation note for Sam: use a UISearchController on the navigation item.

        3. OPTIONAL

        - You could remember the last scope someone picked.

        Thanks,
        Ana
        """
        let rules = IngestEvidenceTests.rules(txt, name: "mail.txt")
        #expect(IngestEvidenceTests.rule(rules, containing: "treat this email")?.kind == .editorial)
        #expect(IngestEvidenceTests.rule(rules, containing: "placeholder text")?.bars.first == .searchBar)
        #expect(IngestEvidenceTests.rule(rules, containing: "for Sam")?.kind == .reference)
        #expect(IngestEvidenceTests.rule(rules, containing: "SEARCH BAR AND") == nil, "a heading is no rule")
        let optional = try #require(IngestEvidenceTests.rule(rules, containing: "remember the last scope"))
        #expect(optional.modality == .consider && !optional.bars.contains(.searchBar))
    }

    @Test("QA notes: a capitals heading with an aside in parentheses, statements under a guidelines heading, a contact line")
    func qaNotes() throws {
        let txt = """
        Сборка 4.1: проверка баров

        1. ПАНЕЛЬ ВКЛАДОК

        Панель вкладок переключает разделы приложения.

        2. СТРОКА ПОИСКА (search bar)

        Строка поиска — поле для запроса с лупой слева.
        Сегменты под строкой поиска в этой сборке не проверялись.

        3. ПАНЕЛЬ ОБЛАСТИ (scope bar)

        Панель области — ряд сегментов под строкой поиска, которые сужают выдачу.
        Не делайте больше четырёх сегментов.

        Возражения по пунктам — в личку, перепроверю в пятницу.
        """
        let rules = IngestEvidenceTests.rules(txt, name: "qa.txt")
        #expect(IngestEvidenceTests.rule(rules, containing: "ПАНЕЛЬ ОБЛАСТИ") == nil, "a heading is no rule")
        let limit = try #require(IngestEvidenceTests.rule(rules, containing: "больше четырёх"))
        #expect(limit.bars == [.scopeBar] && limit.modality == .dont)
        let contact = try #require(IngestEvidenceTests.rule(rules, containing: "в личку"))
        #expect(contact.kind == .editorial && contact.bars == [.general])

        let md = """
        # Bars

        ## Toolbar

        A toolbar holds actions for the current screen.

        ### Guidelines

        - Space the buttons out with flexible space items.
        - Keep icons and text buttons apart.

        In landscape the toolbar gets a little shorter and its icons shrink to fit.

        ## Navigation bar

        The navigation bar sits just below the status bar and shows the title of the screen.

        In UIKit, create a UINavigationController and push each screen onto its stack.

        ---

        *Questions go to the design channel.*
        """
        let mdRules = IngestEvidenceTests.rules(md, name: "ds.md")
        #expect(IngestEvidenceTests.rule(mdRules, containing: "Space the buttons")?.modality == .do)
        let statement = try #require(IngestEvidenceTests.rule(mdRules, containing: "gets a little shorter"))
        #expect(statement.kind == .behavior, "no instruction, though under a guidelines heading")
        let place = try #require(IngestEvidenceTests.rule(mdRules, containing: "just below the status bar"))
        #expect(place.bars == [.navigationBar], "a bar named as a place is not what the unit is about")
        #expect(IngestEvidenceTests.rule(mdRules, containing: "In UIKit, create")?.kind == .reference)
        let footer = try #require(IngestEvidenceTests.rule(mdRules, containing: "Questions go to"))
        #expect(footer.kind == .editorial && footer.bars == [.general])
    }

    @Test("a wiki page: its properties table is about the page; a checklist's short limit is advice")
    func wikiPage() throws {
        let md = """
        # Бары в приложении

        | Поле | Значение |
        |---|---|
        | Владелец | Команда iOS |
        | Статус | Черновик |

        ## Панель вкладок

        Панель вкладок переключает разделы приложения.

        - Не больше пяти вкладок.
        - Не прячьте панель вкладок при прокрутке.
        """
        let rules = IngestEvidenceTests.rules(md, name: "wiki.md")
        let owner = try #require(IngestEvidenceTests.rule(rules, containing: "Владелец"))
        #expect(owner.kind == .editorial && owner.bars == [.general])
        #expect(IngestEvidenceTests.rule(rules, containing: "Не больше пяти")?.modality == .do)
        let en = IngestEvidenceTests.rules("# Bars\n\n## Tab bar\n\nA tab bar switches sections.\n\n- No more than five tabs.\n\nThe tab bar shows no more than five tabs on iPhone.\n", name: "limits.md")
        #expect(IngestEvidenceTests.rule(en, containing: "- No more") == nil)
        #expect(IngestEvidenceTests.rule(en, containing: "No more than five tabs.")?.modality == .do)
        #expect(IngestEvidenceTests.rule(en, containing: "shows no more")?.kind == .behavior)
    }

    @Test("sections numbered with Chinese numerals are siblings: one naming no bar closes the bar's section")
    func chineseNumeralSections() throws {
        let txt = "稽核報告\n\n一、狀態列\n\n狀態列顯示時間與電量。\n\n二、搜尋列\n\n搜尋列讓使用者輸入關鍵字。\n\n三、共通原則\n\n列按鈕上的文字請用動詞，不要用太口語的說法。\n"
        let rules = IngestEvidenceTests.rules(txt, name: "audit.txt")
        let common = try #require(IngestEvidenceTests.rule(rules, containing: "請用動詞"))
        #expect(common.heading == ["三、共通原則"] && !common.bars.contains(.searchBar))
        #expect(common.modality == .do)
    }

    @Test("a section numbered with a Chinese numeral may carry a subtitle after its colon; a translation's byline is editorial")
    func chineseHeadingWithSubtitle() throws {
        let txt = "【译稿】第 6 章：栏\n原文 / 设计组　翻译 / 小周　发布于 2024 年 3 月\n\n术语对照\n\n英文         译法       说明\n"
            + "Scope bar    范围栏     只出现在搜索栏下方\n\n一、写在前面：几条通用原则\n\n栏是为内容服务的，而不是反过来。\n"
        let rules = IngestEvidenceTests.rules(txt, name: "translation.txt")
        let principle = try #require(IngestEvidenceTests.rule(rules, containing: "为内容服务"))
        #expect(principle.heading == ["一、写在前面：几条通用原则"], "\(principle.heading)")
        #expect(principle.bars == [.general], "no bar of the table before it")
        #expect(IngestEvidenceTests.rule(rules, containing: "几条通用原则") == nil, "a heading, no rule")
        #expect(IngestEvidenceTests.rule(rules, containing: "翻译 / 小周")?.kind == .editorial)
    }

    @Test("an appendix whose title is about the document (a revision record) holds editorial rows; a standard's 宜 and 不宜")
    func appendixRevisionRecord() throws {
        let txt = "移动端规范\n\n4　工具栏\n\n4.1　工具栏按钮宜优先采用系统图标。\n\n4.2　工具栏与标签栏不宜同时显示。\n\n"
            + "附录 A（资料性）　修订记录\n\n版本      日期            修订内容                              修订人\n"
            + "V2.2      2023-05-15      调整标签栏标签数量的要求                  林晓舟\n"
        let rules = IngestEvidenceTests.rules(txt, name: "standard.txt")
        let row = try #require(IngestEvidenceTests.rule(rules, containing: "标签数量"))
        #expect(row.kind == .editorial && row.bars == [.general], "\(row.kind) \(row.bars)")
        let should = try #require(IngestEvidenceTests.rule(rules, containing: "宜优先"))
        #expect(should.kind == .guideline && should.modality == .do)
        let shouldNot = try #require(IngestEvidenceTests.rule(rules, containing: "不宜同时"))
        #expect(shouldNot.kind == .guideline && shouldNot.modality == .avoid)
    }

    @Test("a translated spec: a numbered heading right above its first sub-heading, 'Pic N-N' captions, stiff modals")
    func translatedSpec() throws {
        let txt = """
        Spec
        
        4. Tab Bar
        4.1 Basic Description
        The tab bar stays at the bottom of every first-level page.
        4.2 Rules
        4.2.1 It is suggested to keep four tabs.
        Pic 4-1 Tab bar icon in selected and unselected state
        4.2.2 When a tab matches a system one, it is allowed to use the system tab item.
        
        5. Search Bar and Scope Bar
        5.1 Basic Description
        The search bar can show a placeholder text.
        5.2 Rules
        5.2.1 If the server supports it, can consider showing results while typing.
        5.2.2 In general it is better not to put extra buttons beside the field.
        5.2.3 The scope bar is not to be used for navigation.
        """
        let rules = IngestEvidenceTests.rules(txt, name: "spec.txt")
        #expect(IngestEvidenceTests.rule(rules, containing: "Search Bar and Scope Bar") == nil, "a heading, no caption")
        let placeholder = try #require(IngestEvidenceTests.rule(rules, containing: "placeholder text"))
        #expect(!placeholder.bars.contains(.tabBar), "\(placeholder.bars)")
        #expect(IngestEvidenceTests.rule(rules, containing: "Pic 4-1")?.kind == .caption)
        func expectRule(_ s: String, _ m: Modality) {
            let r = IngestEvidenceTests.rule(rules, containing: s)
            #expect(r?.kind == .guideline && r?.modality == m, "\(s): \(String(describing: r?.kind)) \(String(describing: r?.modality))")
        }
        expectRule("suggested to keep", .do)
        expectRule("allowed to use", .consider)
        expectRule("can consider showing", .consider)
        expectRule("better not to put", .avoid)
        expectRule("not to be used", .dont)
    }

    @Test("a numbered heading closes the bar's section that an unnumbered heading under its sibling opened")
    func outerHeadingClosesInnerSection() throws {
        let txt = "第七週講義\n\n一、本週概要\n\n本週依序介紹各種列的用途。\n\n重點一　搜尋列\n\n搜尋列讓使用者輸入關鍵字。\n\n"
            + "二、課堂練習\n\n參考答案：把標籤刪減到五個以內。\n"
        let rules = IngestEvidenceTests.rules(txt, name: "handout.txt")
        #expect(IngestEvidenceTests.rule(rules, containing: "輸入關鍵字")?.bars == [.searchBar])
        let answer = try #require(IngestEvidenceTests.rule(rules, containing: "五個以內"))
        #expect(answer.heading == ["二、課堂練習"] && !answer.bars.contains(.searchBar), "\(answer.bars)")
    }

    @Test("a forum thread: post headers open posts; an answer's paragraphs keep its bar; yes-or-no leads on")
    func forumThread() throws {
        let txt = """
        Bars: ask here

        Sam Lee, 4 May, 09:12
        How many buttons can go in the nav bar? Product wants four.

        Ana Ruiz (Design), 4 May, 09:40
        The navigation bar sits at the top of the screen, just under the status bar.

        Yes, four is too many. Try not to put more than one button on each side of the title.

        The back button comes with the system and shows the previous title.
        """
        let rules = IngestEvidenceTests.rules(txt, name: "thread.txt")
        #expect(IngestEvidenceTests.rule(rules, containing: "Ana Ruiz") == nil, "a post header is no rule")
        let answer = try #require(IngestEvidenceTests.rule(rules, containing: "four is too many"))
        #expect(answer.modality == .avoid && answer.bars == [.navigationBar])
        #expect(IngestEvidenceTests.rule(rules, containing: "back button comes")?.bars == [.navigationBar])
        #expect(IngestEvidenceTests.rule(rules, containing: "sits at the top")?.bars == [.navigationBar])
    }

    @Test("a chat export: a message's header (author, then the time) is no rule; the thread's topic goes on")
    func chatExport() throws {
        let txt = """
        Чат: бары (экспорт)

        Аня Котова  14:32
        Начну с таббара: больше пяти вкладок на айфоне не делаем.

        Игорь Лебедев  14:35
        Согласен, остальное уезжает в «Ещё».

        Dana K.	14:40
        Agreed. Keep the tab bar to five tabs.

        @sam 14:41
        Same here. Never hide it on pushed screens.

        Игорь Лебедев  14:50
        [скрин: tabs-v2.png — Рис. 1. Пять вкладок]

        Дима Сафин  14:52
        Для экрана карточки берём системные кнопки UIBarButtonItem.SystemItem:
            .action — «Поделиться», квадрат со стрелкой
            .trash — «Удалить», корзина

        Аня Котова  14:55
        :pushpin: Итог: не больше пяти вкладок.
        """
        let rules = IngestEvidenceTests.rules(txt, name: "chat.txt")
        for header in ["Аня Котова", "Игорь Лебедев", "Dana K.", "@sam"] {
            #expect(IngestEvidenceTests.rule(rules, containing: header) == nil, "\(header): a message's header is no rule")
        }
        #expect(rules.count == 9)
        // an image replaced by its caption in brackets, after its label and file name
        #expect(IngestEvidenceTests.rule(rules, containing: "tabs-v2.png")?.kind == .caption)
        // a catalog's entries, indented under their lead, are rules of their own
        let action = try #require(IngestEvidenceTests.rule(rules, containing: ".action"))
        #expect(action.kind == .reference && action.items == ["UIBarButtonSystemItemAction"])
        #expect(IngestEvidenceTests.rule(rules, containing: ".trash")?.id != action.id)
        #expect(IngestEvidenceTests.rule(rules, containing: "берём системные")?.text.contains(".action") == false)
        // an emoji's code opens the message as the emoji would: the words after it lead
        let pinned = Array(":pushpin: Итог".unicodeScalars), time = Array("10:30: start".unicodeScalars)
        #expect(pinned.withUnsafeBufferPointer { LanguageProfile.emojiCodeEnd($0, 0, $0.count) } == 9)
        #expect(pinned.withUnsafeBufferPointer { LanguageProfile.textStart($0, 0, $0.count) } == 10)
        #expect(time.withUnsafeBufferPointer { LanguageProfile.emojiCodeEnd($0, 2, $0.count) } == nil)
        // a reply that names no bar is about the bar the thread was discussing
        #expect(IngestEvidenceTests.rule(rules, containing: "остальное уезжает")?.bars == [.tabBar])
        #expect(IngestEvidenceTests.rule(rules, containing: "Never hide it")?.modality == .dont)
        // a sentence that ends with a time is no header ("Standup moves to 10:30" has a verb)
        #expect(!Segmenter.isPostHeader(Sc.of("The standup moves to 10:30")))
        #expect(!Segmenter.isPostHeader(Sc.of("Панель вкладок  10:30")), "a bar is no author")
    }

    @Test("plain text: a table written with pipes is a table; a bulleted figure label is a caption")
    func pipedTablesAndBulletedCaptions() throws {
        let txt = """
        NOTES-12: tab bar items

        Tab bar

        The tab bar switches between the app's sections.

        ||Tab||Item||Comment||
        |Notes|custom item, icon note.text|the root section|
        |Favorites|system .favorites|keep its title and icon|

        | Tab | Badge |
        |---|---|
        | Inbox | unread count only |

        Attachments
        - Figure 1. tabs_before.png: six tabs, one of them More.
        - Make the fifth tab Settings.
        """
        let doc = DocumentParser.parse(name: "ticket.txt", bytes: Array(txt.utf8), manifest: nil, catalog: ItemCatalog.embedded)
        let rules = doc.rules
        #expect(doc.coverage.unaccounted.isEmpty, "\(doc.coverage.unaccounted)")
        #expect(IngestEvidenceTests.rule(rules, containing: "Comment") == nil, "a header row is no rule")
        let favorites = try #require(IngestEvidenceTests.rule(rules, containing: "keep its title"))
        #expect(favorites.kind == .reference && favorites.items == ["UITabBarSystemItemFavorites"] && !favorites.text.contains("|"))
        #expect(IngestEvidenceTests.rule(rules, containing: "the root section")?.text.contains("keep its title") == false, "one rule per row")
        #expect(IngestEvidenceTests.rule(rules, containing: "unread count")?.bars == [.tabBar])
        #expect(IngestEvidenceTests.rule(rules, containing: "tabs_before.png")?.kind == .caption)
        #expect(IngestEvidenceTests.rule(rules, containing: "fifth tab")?.kind == .guideline)
    }

    @Test("review comments: a file and line header heads its comment; quoted code is a unit; fig-N labels a caption")
    func reviewCommentHeaders() throws {
        let txt = """
        Merge request 17: system buttons in the reader

        Reader/ReaderToolbar.swift:12 — Priya
            let share = UIBarButtonItem(barButtonSystemItem: .action, target: self, action: nil)

        Keep the share button at the trailing end of the toolbar.

        Reader/ReaderToolbar.swift:30-34 (@marek)
        Please don't tint the trash icon red; the toolbar tint is enough.

        fig-3: the reader's toolbar before and after

        src/tabs/TabsController.kt#L88 · Ola
        Never show more than five tabs on a phone.
        """
        let rules = IngestEvidenceTests.rules(txt, name: "review.txt")
        for header in ["ReaderToolbar.swift:12", "ReaderToolbar.swift:30", "TabsController.kt"] {
            #expect(IngestEvidenceTests.rule(rules, containing: header) == nil, "\(header): a comment's header is no rule")
        }
        let code = try #require(IngestEvidenceTests.rule(rules, containing: "barButtonSystemItem"))
        #expect(code.kind == .reference && code.items == ["UIBarButtonSystemItemAction"])
        #expect(IngestEvidenceTests.rule(rules, containing: "trash icon red")?.modality == .dont)
        #expect(IngestEvidenceTests.rule(rules, containing: "fig-3")?.kind == .caption)
        #expect(IngestEvidenceTests.rule(rules, containing: "five tabs")?.bars == [.tabBar])
        // a path needs its line number, and a header holds no sentence
        #expect(Segmenter.isCodeLocation(Sc.of("Sources/Home/HomeViewController.swift:42 — Wang Lei")))
        #expect(!Segmenter.isCodeLocation(Sc.of("Sources/Home/HomeViewController.swift — Wang Lei")))
        #expect(!Segmenter.isCodeLocation(Sc.of("Bars.swift:42 hides the bar. Fix it.")))
        #expect(!Segmenter.isCodeLocation(Sc.of("Note: see 10:30")))
        // a statement of code, not a sentence that opens in lowercase
        #expect(RuleBuilder.isCodeStatement(Sc.of("navigationItem.rightBarButtonItem = doneItem")))
        #expect(RuleBuilder.isCodeStatement(Sc.of("setToolbarItems([share, trash], animated: true)")))
        #expect(!RuleBuilder.isCodeStatement(Sc.of("let people (not the app) choose the tab")))
        #expect(!RuleBuilder.isCodeStatement(Sc.of("if needed (rarely), hide the status bar")))
        #expect(!RuleBuilder.isCodeStatement(Sc.of("e.g. the toolbar (bottom) holds = actions")))
    }

    @Test("Gherkin specs: a feature heads its bars' section; comments instruct; a scenario is behaviour; one depth, siblings")
    func gherkinSpecs() throws {
        let txt = """
        Bar acceptance specs

        @tabbar
        Feature: Tab bar

          The tab bar runs along the bottom of the app and switches between its sections.

          # Don't show more than five tabs on iPhone; the rest go to More.

          Scenario: Switching tabs keeps each section's place
            Given I scroll the Inbox
            When I switch to Contacts and back
            Then the Inbox keeps its scroll position

          # Keep badges for new items only.

        Feature: Search bar and scope bar

          # Put a short hint in the placeholder.
        """
        let rules = IngestEvidenceTests.rules(txt, name: "specs.txt")
        #expect(IngestEvidenceTests.rule(rules, containing: "Feature:") == nil, "a feature's line is a heading")
        let tabs = try #require(IngestEvidenceTests.rule(rules, containing: "more than five tabs"))
        #expect(tabs.kind == .guideline && tabs.modality == .dont && tabs.bars == [.tabBar])
        let scenario = try #require(IngestEvidenceTests.rule(rules, containing: "Switching tabs"))
        #expect(scenario.kind == .behavior && scenario.text.contains("scroll position"), "its steps are in it")
        #expect(!scenario.text.contains("badges"), "a comment at the scenario's depth is a unit of its own")
        #expect(IngestEvidenceTests.rule(rules, containing: "Keep badges")?.modality == .do)
        #expect(IngestEvidenceTests.rule(rules, containing: "bottom of the app")?.text.contains("five tabs") == false)
        let hint = try #require(IngestEvidenceTests.rule(rules, containing: "placeholder"))
        #expect(hint.bars.contains(.searchBar) && hint.modality == .do)
    }

    @Test("Chinese modals after the clause's topic: 应 before any verb, 建议 as a verb, not as a noun")
    func chineseModals() throws {
        let txt = "说明\n\n搜索栏\n\n搜索栏用来查找内容。\n\n点开搜索栏后应清空上一次的关键词。\n\n右上角的按钮建议不超过两个。\n\n用户的建议会同步到反馈页。\n"
        let rules = IngestEvidenceTests.rules(txt, name: "modals.txt")
        #expect(IngestEvidenceTests.rule(rules, containing: "应清空")?.modality == .do)
        #expect(IngestEvidenceTests.rule(rules, containing: "建议不超过")?.modality == .do)
        #expect(IngestEvidenceTests.rule(rules, containing: "用户的建议")?.kind == .behavior)
    }

    @Test("a condition, then a hedge, then a ban: the hedge leads")
    func hedgeBeforeBan() throws {
        let rules = IngestEvidenceTests.rules("说明\n\n范围栏\n\n范围栏用来缩小搜索结果的范围。\n\n如果分类很多，可以考虑改成独立的筛选页，不要硬塞进范围栏。\n", name: "hedge.txt")
        #expect(IngestEvidenceTests.rule(rules, containing: "筛选页")?.modality == .consider)
    }
}

@Suite("Ingest: an article's headings with subtitles, its byline and its figure marks")
struct IngestArticleLayoutTests {
    // a blog article of our own: marked, numbered headings whose subtitle follows a bar's name
    static let article = """
    把几种栏做对：一份给新人的清单

    文 / 小周　2025-04-02

    大家好，这篇把我们组踩过的坑整理了一下，欢迎转给新同学。

    ★ 1 导航栏：别让它太挤
    导航栏在屏幕顶部，告诉用户现在在哪一页，并带他返回上一层。
    右侧的按钮一两个就好，放多了标题会被挤没。
    △ 改版前后的导航栏对比

    ★ 2 标签栏：应用的入口
    标签栏固定在屏幕底部，用来在几个主要模块之间切换。
    每个标签都要配上文字。

    ★ 3 几条通用的建议
    深色模式下每一种栏都要检查一遍。
    """

    @Test("a marked heading with a subtitle after its bar's colon heads that bar, even when the subtitle forbids")
    func barKeyedHeadings() throws {
        let rules = IngestEvidenceTests.rules(Self.article, name: "article.txt")
        #expect(IngestEvidenceTests.rule(rules, containing: "别让它太挤") == nil, "a heading is no rule")
        #expect(IngestEvidenceTests.rule(rules, containing: "应用的入口") == nil, "a heading is no rule")
        let nav = try #require(IngestEvidenceTests.rule(rules, containing: "告诉用户现在在哪一页"))
        #expect(nav.bars == [.navigationBar] && nav.kind == .definition)
        #expect(IngestEvidenceTests.rule(rules, containing: "一两个就好")?.bars == [.navigationBar])
        let tab = try #require(IngestEvidenceTests.rule(rules, containing: "主要模块之间切换"))
        #expect(tab.bars == [.tabBar] && tab.kind == .definition)
    }

    @Test("a heading of the same shape that names no bar closes the bar's section")
    func siblingHeadingClosesSection() throws {
        let rules = IngestEvidenceTests.rules(Self.article, name: "article.txt")
        let general = try #require(IngestEvidenceTests.rule(rules, containing: "每一种栏都要检查"))
        #expect(!general.bars.contains(.tabBar), "advice under a sibling heading is not the tab bar's")
        #expect(Segmenter.headingShape(Sc.of("★ 1 导航栏：别让它太挤")) == Segmenter.headingShape(Sc.of("★ 3 几条通用的建议")))
        #expect(Segmenter.headingShape(Sc.of("[讲者备注]")) != Segmenter.headingShape(Sc.of("★ 3 几条通用的建议")))
        #expect(Segmenter.headingShape(Sc.of("导航栏")) == "")
    }

    @Test("a byline with a date is no heading: it is editorial, and so are the greeting and the sign-off")
    func bylineAndGreeting() throws {
        let rules = IngestEvidenceTests.rules(Self.article, name: "article.txt")
        let byline = try #require(IngestEvidenceTests.rule(rules, containing: "2025-04-02"))
        #expect(byline.kind == .editorial && byline.bars == [.general])
        #expect(IngestEvidenceTests.rule(rules, containing: "大家好")?.kind == .editorial)
        #expect(IngestEvidenceTests.rule(rules, containing: "改版前后")?.kind == .caption)
        #expect(IngestEvidenceTests.rule(rules, containing: "改版前后")?.bars == [.navigationBar])
        for dated in ["文 / 小周　2025-04-02", "Мария · 14.02.2025", "2024年3月18日 发表", "Posted 2024/11/02"] {
            #expect(Segmenter.hasNumericDate(Sc.of(dated)), "\(dated)")
        }
        for undated in ["Five tabs at most", "iOS 17.2 changed it", "3.2.1 Tab bar", "Version 2.0"] {
            #expect(!Segmenter.hasNumericDate(Sc.of(undated)), "\(undated)")
        }
    }
}

@Suite("Ingest: study cards and numbered letters")
struct IngestCardsAndLettersTests {
    // study cards of our own: a question label on every card, some questions of one word
    static let cards = """
    Bar cards

    ==== TOOLBAR ====

    Q: Toolbar in one sentence?
    A: A strip along the bottom edge holding actions for what is on screen.

    Q: Can it switch sections?
    A: No. Never use a toolbar to move between parts of the app.

    Q: Landscape?
    A: Note to self: it gets shorter there, so check the icons.
    [img] Photos: the toolbar under a picture
    """

    @Test("a labelled question of one word heads its answer; 'in one sentence' asks what the bar is")
    func cardQuestions() throws {
        let rules = IngestEvidenceTests.rules(Self.cards, name: "cards.txt")
        #expect(IngestEvidenceTests.rule(rules, containing: "Landscape?") == nil, "a card's question is no rule")
        #expect(IngestEvidenceTests.rule(rules, containing: "holding actions")?.kind == .definition)
        let never = try #require(IngestEvidenceTests.rule(rules, containing: "Never use a toolbar"))
        #expect(never.kind == .guideline && never.modality == .dont, "the answer word says nothing of its own")
        #expect(IngestEvidenceTests.rule(rules, containing: "gets shorter")?.kind == .tip)
        #expect(IngestEvidenceTests.rule(rules, containing: "under a picture")?.kind == .caption)
    }

    // a letter of our own: numbered sections whose items extend their number
    static let letter = """
    Subject: bars in the booking app

    Hello team,

    1. Tab bar

    1.1. Keep the tab bar on every top-level screen.
    1.2. Four tabs, in the order of the mock-ups.

    2. Search and filters

    2.1. Put the search field in the navigation bar of the schedule.
    2.2. Show the scopes only while a search is active.

    3. Remarks on build 0.8

    3.1. The title of the profile runs under the clock; use the safe area.
    """

    @Test("a short numbered line that the next line's number extends heads a section, bar or not")
    func numberedSections() throws {
        let rules = IngestEvidenceTests.rules(Self.letter, name: "letter.txt")
        #expect(IngestEvidenceTests.rule(rules, containing: "Search and filters") == nil, "a section heading is no rule")
        #expect(IngestEvidenceTests.rule(rules, containing: "Remarks on build") == nil, "a section heading is no rule")
        let scopes = try #require(IngestEvidenceTests.rule(rules, containing: "scopes only while"))
        #expect(!scopes.bars.contains(.tabBar), "the search section is no longer the tab bar's: \(scopes.bars)")
        let remark = try #require(IngestEvidenceTests.rule(rules, containing: "runs under the clock"))
        #expect(!remark.bars.contains(.searchBar) && !remark.bars.contains(.tabBar), "\(remark.bars)")
        #expect(Segmenter.extendsNumber(Sc.of("2. Search"), Sc.of("2.1. Put")))
        #expect(!Segmenter.extendsNumber(Sc.of("2. Search"), Sc.of("3.1. Put")))
        #expect(!Segmenter.extendsNumber(Sc.of("1. Tab bar"), Sc.of("10.1 Other")))
    }
}

@Suite("Ingest: requirement identifiers and a glossary's table")
struct IngestRequirementIDTests {
    static let prd = """
    # 列的需求

    ## 名詞

    | 名詞 | 說明 |
    |---|---|
    | 標籤列 | 用來在幾個主要區塊之間切換 |
    | 工具列 | 高度 44 pt，放在畫面底部 |

    ## 標籤列

    標籤列讓使用者在主要區塊之間切換。

    R-2.1 可以在「訊息」分頁顯示徽章。

    REQ-7: 不要用標籤列執行動作。
    """

    @Test("a requirement's identifier is read through; a glossary row that says what a bar is for defines it")
    func identifiersAndGlossaryRows() throws {
        let rules = IngestEvidenceTests.rules(Self.prd, name: "prd.md")
        #expect(IngestEvidenceTests.rule(rules, containing: "用來在幾個主要區塊")?.kind == .definition)
        #expect(IngestEvidenceTests.rule(rules, containing: "44 pt")?.kind == .behavior, "a row of the bar's properties")
        let badge = try #require(IngestEvidenceTests.rule(rules, containing: "顯示徽章"))
        #expect(badge.kind == .guideline && badge.modality == .consider, "\(badge.kind) \(String(describing: badge.modality))")
        #expect(IngestEvidenceTests.rule(rules, containing: "執行動作")?.modality == .dont)
    }
}

@Suite("Ingest: transcripts with speakers")
struct IngestTranscriptTests {
    // a transcript of our own: named speakers, questions that name the bar they ask about
    static let transcript = """
    Запись встречи о панелях

    Оля (дизайнер): Всем привет! Сегодня отвечаем на вопросы.

    Петя (iOS): Начнём с простого. Что такое панель вкладок?

    Оля (дизайнер): Смотрите, это полоса внизу экрана, через неё переключают разделы.

    Больше пяти вкладок не делайте.

    Петя (iOS): А что со строкой поиска, где её держать?

    Оля (дизайнер): Встраивайте её в список, под заголовок.
    """

    @Test("a speaker's question heads the answer and opens the topic of the bar it names")
    func speakersAndTopics() throws {
        let rules = IngestEvidenceTests.rules(Self.transcript, name: "ama.txt")
        #expect(IngestEvidenceTests.rule(rules, containing: "Что такое панель вкладок") == nil, "a question is no rule")
        let def = try #require(IngestEvidenceTests.rule(rules, containing: "полоса внизу экрана"))
        #expect(def.kind == .definition && def.bars == [.tabBar], "\(def.kind) \(def.bars)")
        #expect(!def.headline.hasPrefix("Оля"), "the speaker's label is no part of what is said")
        let five = try #require(IngestEvidenceTests.rule(rules, containing: "пяти вкладок"))
        #expect(five.bars == [.tabBar] && five.modality == .dont)
        #expect(IngestEvidenceTests.rule(rules, containing: "под заголовок")?.bars.first == .searchBar)
        #expect(Segmenter.speakerLabel(Sc.of("Петя (iOS): вопрос"))?.name == "Петя")
        #expect(Segmenter.speakerLabel(Sc.of("Важно: не скрывайте панель")) != nil, "a label's shape; the speakers' pass excludes it")
        #expect(Segmenter.speakerLabel(Sc.of("Панель вкладок всегда внизу.")) == nil)
    }
}

@Suite("Ingest: table rows state their rule; a catalog's rows say what its items are")
struct IngestTableRowTests {
    // a test plan of our own: plain-text columns, an ID and a priority beside each check
    static let plan = """
    Тест-план: панели

    2. ПАНЕЛЬ ИНСТРУМЕНТОВ

    ID      Требование                                                Приор.
    PT-01   Панель показывается только на экранах с действиями        P2
    PT-02   Значки и подписи на одной панели не смешиваем             P3
    PT-03   Панель инструментов нельзя показывать вместе с вкладками  P1
    """

    // a Markdown catalog of our own: a system button and a custom one
    static let catalog = """
    # Панель навигации

    Кнопки справа на панели навигации.

    | Кнопка | Значение |
    |---|---|
    | «Готово» (Done) | Завершает правку и сохраняет её |
    | «Сканер» | Открывает камеру для чеков |
    """

    @Test("a requirement row is an instruction under its requirement, not its ID or priority")
    func requirementRows() throws {
        let rules = IngestEvidenceTests.rules(Self.plan, name: "plan.txt")
        let shown = try #require(IngestEvidenceTests.rule(rules, containing: "только на экранах"))
        #expect(shown.kind == .guideline && shown.modality == .do, "\(shown.kind) \(String(describing: shown.modality))")
        #expect(shown.headline.contains("Панель показывается"), "the requirement states the rule: \(shown.headline)")
        #expect(IngestEvidenceTests.rule(rules, containing: "вместе с вкладками")?.modality == .dont)
        #expect(IngestEvidenceTests.rule(rules, containing: "Требование") == nil, "the header names the columns")
    }

    @Test("a table any row of which names a system item is a catalog: every row says what its item is")
    func catalogRows() throws {
        let rules = IngestEvidenceTests.rules(Self.catalog, name: "catalog.md")
        let done = try #require(IngestEvidenceTests.rule(rules, containing: "Завершает правку"))
        #expect(done.kind == .reference && done.items == ["UIBarButtonSystemItemDone"], "\(done.kind) \(done.items)")
        #expect(IngestEvidenceTests.rule(rules, containing: "Открывает камеру")?.kind == .reference, "a custom item beside them")
    }

    // a walkthrough of our own: a page, the problem seen and the suggestion, per row; a page may
    // bear a system item's name
    static let walkthrough = """
    走查记录

    一、标签栏

    页面	问题	修改建议	优先级
    收藏	标签用的是自己画的爱心图标，和系统的不一样	可以直接用系统的“收藏”标签项	P2
    首页	标签栏中间放了一个发布按钮	不要把标签栏当工具栏用	P0
    """

    @Test("under a suggestion column, each row is stated by its suggestion; a page named like an item makes no catalog")
    func suggestionRows() throws {
        let rules = IngestEvidenceTests.rules(Self.walkthrough, name: "walkthrough.txt")
        let dont = try #require(IngestEvidenceTests.rule(rules, containing: "发布按钮"))
        #expect(dont.kind == .guideline && dont.modality == .dont, "\(dont.kind) \(String(describing: dont.modality))")
        #expect(dont.headline == "首页 — 不要把标签栏当工具栏用", "the suggestion states the rule after its key cell: \(dont.headline)")
        let favorites = try #require(IngestEvidenceTests.rule(rules, containing: "爱心图标"))
        #expect(favorites.kind == .guideline, "a page named 收藏 is no catalog row: \(favorites.kind)")
    }

    // a grading rubric of our own: criterion, points, what earns them, what loses them
    static let rubric = """
    # Course notes

    ## Search bar and scope bar

    The search bar takes a query, and the scope bar under it narrows the results.

    | Criterion | Pts | Full credit | Deductions |
    |---|---|---|---|
    | Cancel | 3 | Show a Cancel button while the field is active. | -3 if there is no way out. |
    | Scope titles | 2 | Keep each scope title to a single short word. | -1 per long title. |
    | Visibility | 2 | Scope segments are optional while the list is short. | None. |
    """

    @Test("a Markdown table's requirement column states each row, its key cell first; the row names its own bars")
    func rubricRows() throws {
        let rules = IngestEvidenceTests.rules(Self.rubric, name: "rubric.md")
        let cancel = try #require(IngestEvidenceTests.rule(rules, containing: "Show a Cancel button"))
        #expect(cancel.kind == .guideline && cancel.modality == .do, "\(cancel.kind) \(String(describing: cancel.modality))")
        #expect(cancel.headline == "Cancel — Show a Cancel button while the field is active.", "\(cancel.headline)")
        #expect(cancel.bars == [.searchBar], "a row that names no scope is about the search bar: \(cancel.bars)")
        let titles = try #require(IngestEvidenceTests.rule(rules, containing: "scope title"))
        #expect(titles.kind == .guideline && titles.bars == [.scopeBar], "\(titles.kind) \(titles.bars)")
        let optional = try #require(IngestEvidenceTests.rule(rules, containing: "are optional"))
        #expect(optional.modality == .consider, "\(String(describing: optional.modality))")
    }

    // a decision log of our own: each record's key, date and status, then its sections
    static let decisionLog = """
    Decision log of the mobile team

    ADR-001 (03.02.2023, Accepted) — Tab bar: five sections

    Context
    The app has five top-level sections and a sixth one is being asked for.

    Decision
    Keep exactly five tabs on iPhone.

    ADR-002 (11.03.2023, Accepted) — Toolbar on the statement screen

    Decision
    Share — .action — exports the statement as a PDF
    Reply — .reply — answers the support chat
    Camera — .camera — attaches a photo of a receipt
    """

    @Test("a decision record's header opens a section with the bars its title names; dashed rows are a table")
    func decisionRecords() throws {
        let rules = IngestEvidenceTests.rules(Self.decisionLog, name: "adr.txt")
        #expect(IngestEvidenceTests.rule(rules, containing: "ADR-001") == nil, "a record's header is a heading")
        let five = try #require(IngestEvidenceTests.rule(rules, containing: "exactly five tabs"))
        #expect(five.bars == [.tabBar] && five.kind == .guideline, "\(five.kind) \(five.bars)")
        let reply = try #require(IngestEvidenceTests.rule(rules, containing: "support chat"))
        #expect(reply.kind == .reference && reply.items == ["UIBarButtonSystemItemReply"], "\(reply.kind) \(reply.items)")
        #expect(reply.headline.hasPrefix("Reply — "), "\(reply.headline)")
        #expect(reply.bars.first == .toolbar, "\(reply.bars)")
        #expect(Segmenter.ticketTitle(Sc.of("ADR-004 (17.04.2023, Accepted) — Tab bar: sections")).map(Sc.str) == "Tab bar: sections")
        #expect(Segmenter.ticketTitle(Sc.of("HBR-12 Steps: open the list")) == nil, "a ticket's title holds no colon")
        #expect(Normalizer.dashedCells(Sc.of("Share — .action — exports the statement")).count == 3)
        #expect(Normalizer.dashedCells(Sc.of("The toolbar — a bar at the bottom — holds actions.")).isEmpty, "a sentence with an aside")
    }

    @Test("a short sentence alone labels nothing; advice for every bar outside a bar's section concerns bars in general")
    func shortSentenceAndEveryBar() throws {
        let rules = IngestEvidenceTests.rules("Notes\n\nToolbar\n\nThe toolbar holds actions.\n\nGeneral remarks\n\nPlease don't tint every bar a different colour.\n",
                                              name: "notes.txt")
        let holds = try #require(IngestEvidenceTests.rule(rules, containing: "holds actions"))
        #expect(holds.headline == "The toolbar holds actions.", "\(holds.headline)")
        let tint = try #require(IngestEvidenceTests.rule(rules, containing: "every bar"))
        #expect(tint.bars == [.general] && tint.modality == .dont, "\(tint.bars) \(String(describing: tint.modality))")
    }

    // a transcript of our own: questions about search name the navigation bar only as a place
    static let searchQuestions = """
    Вопросы с дизайн-ревью

    Олег: Куда девать поиск — в навигационную панель или на отдельный экран?

    Вера: В поле обязательно нужна подсказка, что именно ищем.

    Олег: А ряд сегментов под поиском — сколько их можно?

    Вера: Делайте два-четыре сегмента с короткими названиями.
    """

    @Test("a transcript's question about search heads search-bar answers; one about its segments, scope-bar answers")
    func questionsAboutSearch() throws {
        let rules = IngestEvidenceTests.rules(Self.searchQuestions, name: "qa.txt")
        let hint = try #require(IngestEvidenceTests.rule(rules, containing: "подсказка"))
        #expect(hint.bars == [.searchBar], "\(hint.bars)")
        let segments = try #require(IngestEvidenceTests.rule(rules, containing: "два-четыре"))
        #expect(segments.bars == [.scopeBar], "\(segments.bars)")
        #expect(Segmenter.speaksOfSearch(Sc.of("Что с поиском?")) && Segmenter.speaksOfSearch(Sc.of("搜尋放哪裡？")))
        #expect(!Segmenter.speaksOfSearch(Sc.of("Куда девать кнопку «Назад»?")))
    }

    @Test("an incident review's account of the incident (timeline, what went badly) is editorial; its rules are not")
    func incidentReview() throws {
        let rules = IngestEvidenceTests.rules("""
        # Postmortem: the vanishing tab bar

        ## Timeline

        | Time | Event |
        |---|---|
        | 09:10 | The release reaches every user. |
        | 10:25 | First report: the buttons at the bottom disappear. |

        ## What went badly

        - An hour went into the wrong theory before anyone opened the view debugger.

        ## Rules we are adopting

        - Keep the tab bar on screen when a detail screen is pushed.
        """, name: "postmortem.md")
        let report = try #require(IngestEvidenceTests.rule(rules, containing: "First report"))
        #expect(report.kind == .editorial, "\(report.kind)")
        let badly = try #require(IngestEvidenceTests.rule(rules, containing: "wrong theory"))
        #expect(badly.kind == .editorial, "\(badly.kind)")
        let keep = try #require(IngestEvidenceTests.rule(rules, containing: "Keep the tab bar"))
        #expect(keep.kind == .guideline && keep.bars == [.tabBar], "\(keep.kind) \(keep.bars)")
    }

    @Test("in a search section, segments mean the scope bar; an English gloss in brackets names its bar")
    func segmentsAndGlosses() throws {
        let rules = IngestEvidenceTests.rules("Заметки\n\nПоиск и фильтры\n\nСтрока поиска — поле ввода с лупой.\n\n"
                                              + "Избегайте длинных подписей сегментов: на узком экране они обрезаются.\n", name: "notes.txt")
        let labels = try #require(IngestEvidenceTests.rule(rules, containing: "сегментов"))
        #expect(labels.bars == [.scopeBar], "\(labels.bars)")
        #expect(BarLexicon.bars(Sc.of("Панель фильтров (scope bar) — ряд сегментов"), latin: false) == [.scopeBar])
        #expect(BarLexicon.bars(Sc.of("Смотрите Tab Bars в документации"), latin: false).isEmpty, "a linked page's title names nothing")
    }

    @Test("a paragraph after a section's table is no longer its opening paragraph")
    func paragraphAfterTable() throws {
        let rules = IngestEvidenceTests.rules("""
        # Rubric

        ## Navigation bar

        | Criterion | Full credit |
        |---|---|
        | Titles | Every screen's title says where people are. |

        The navigation bar turns translucent when content scrolls under it.
        """, name: "rubric.md")
        let translucent = try #require(IngestEvidenceTests.rule(rules, containing: "translucent"))
        #expect(translucent.kind == .behavior, "\(translucent.kind)")
    }

    @Test("a flashcard's question that asks what a bar is: its answer is the definition")
    func definitionQuestions() throws {
        for q in ["Tab bar definition?", "Scope bar?", "Что такое панель вкладок?", "標籤列是什麼？", "Status bar in one sentence?"] {
            #expect(Segmenter.asksWhatBarIs(Segmenter.withoutQuestionMark(Sc.of(q))), "\(q)")
        }
        for q in ["Max number of tabs?", "When does the tab bar go away?", "Can the toolbar switch sections?"] {
            #expect(!Segmenter.asksWhatBarIs(Segmenter.withoutQuestionMark(Sc.of(q))), "\(q)")
        }
        let rules = IngestEvidenceTests.rules("Flashcards\n\n==== SCOPE BAR ====\n\nQ: When is it visible?\nA: Only while a search is active.\n\n"
                                              + "Q: Scope bar?\nA: A row of segments under a search bar that narrows the search to one category.\n",
                                              name: "cards.txt")
        let answer = try #require(IngestEvidenceTests.rule(rules, containing: "row of segments"))
        #expect(answer.kind == .definition, "\(answer.kind)")
    }

    @Test("an appendix's heading closes the bar's section, colon or not")
    func appendixClosesSection() throws {
        let rules = IngestEvidenceTests.rules("Notes\n\nSearch bar\n\nKeep the search bar pinned above long lists.\n\n"
                                              + "Appendix: system items named above\n\nButton\tItem\tWhere\nDone\t.done\tthe editor's top right\n"
                                              + "Cancel\t.cancel\tthe editor's top left\n", name: "notes.txt")
        #expect(IngestEvidenceTests.rule(rules, containing: "Appendix") == nil, "the appendix's line is a heading")
        let done = try #require(IngestEvidenceTests.rule(rules, containing: "top right"))
        #expect(!done.bars.contains(.searchBar), "\(done.bars)")
        #expect(Segmenter.opensAppendix(Sc.of("附：文中提到的系统按钮")) && Segmenter.opensAppendix(Sc.of("Приложение А. Системные кнопки")))
    }

    @Test("a glossary's row keyed by a bar says what it is; a row of sizes says what it is like")
    func glossaryRows() throws {
        let rules = IngestEvidenceTests.rules("""
        # 名詞對照

        | 名稱 | 英文 | 說明 |
        |---|---|---|
        | 工具列 | Toolbar | 出現在畫面底部，放著和目前頁面內容有關的操作按鈕 |
        | 標籤列 | Tab bar | 高度 49 點，有主畫面指示條時會更高一些 |
        """, name: "glossary.md")
        let toolbar = try #require(IngestEvidenceTests.rule(rules, containing: "操作按鈕"))
        #expect(toolbar.kind == .definition && toolbar.bars == [.toolbar], "\(toolbar.kind) \(toolbar.bars)")
        let height = try #require(IngestEvidenceTests.rule(rules, containing: "高度 49"))
        #expect(height.kind == .behavior, "\(height.kind)")
    }

    @Test("outside any bar's section, a lead that speaks of tabs is about the tab bar first")
    func tabsOutsideSections() throws {
        let rules = IngestEvidenceTests.rules("""
        Team chat export

        Nina, 4 May, 09:12
        A tab must never open a sheet; put such an action in the nav bar or a toolbar.

        Не убирайте вкладку, даже если раздел пока пуст: покажите заглушку.
        """, name: "chat.txt")
        let action = try #require(IngestEvidenceTests.rule(rules, containing: "never open a sheet"))
        #expect(action.bars.first == .tabBar, "\(action.bars)")
        let empty = try #require(IngestEvidenceTests.rule(rules, containing: "Не убирайте вкладку"))
        #expect(empty.bars == [.tabBar], "\(empty.bars)")
    }

    @Test("the cell with the most letters states the row; a one-word header cell may be abbreviated")
    func leadCellAndHeader() {
        let cells = ["PT-01", "Панель показывается только там", "P2"].map(Sc.of)
        #expect(Sc.str(Segmenter.leadCell(cells)) == "Панель показывается только там")
        #expect(Sc.str(Segmenter.leadCell(["Tab bar", "49 pt"].map(Sc.of))) == "Tab bar")
        var header = Block(text: Sc.of("ID Требование Приор."), start: 0, end: 0, indent: 0, garbled: false)
        header.cells = ["ID", "Требование", "Приор."].map(Sc.of)
        #expect(Segmenter.isHeaderRow(header))
        header.cells = ["ID", "Требование", "Панель видна всегда."].map(Sc.of)
        #expect(!Segmenter.isHeaderRow(header), "a sentence is no column name")
    }
}

@Suite("Ingest: a proposal's sections about itself")
struct IngestProposalTests {
    // an engineering proposal of our own: why, the rules, what else was weighed, when
    static let rfc = """
    # 提案：統一各種列

    ## 1. 動機

    三個小組各自做了導覽列、工具列和標籤列，用法都不一樣。

    ## 2. 標籤列

    標籤列用來在主要區塊之間切換。

    不要在標籤列上放操作按鈕。

    ## 3. 考慮過的其他方案

    改用側邊選單取代標籤列。我們沒有採用。

    ## 4. 待討論問題

    iPad 版的標籤列要不要改，需要設計組評估後再補充。

    ## 5. 推行計畫

    六月先在設定頁套用，第三季再擴及全 App。
    """

    @Test("what stands under a heading about the document itself is editorial, whatever it names")
    func processSections() throws {
        let rules = IngestEvidenceTests.rules(Self.rfc, name: "rfc.md")
        for fragment in ["三個小組", "側邊選單", "設計組評估", "六月先在"] {
            let r = try #require(IngestEvidenceTests.rule(rules, containing: fragment), "\(fragment)")
            #expect(r.kind == .editorial, "\(fragment): \(r.kind)")
        }
        #expect(IngestEvidenceTests.rule(rules, containing: "操作按鈕")?.modality == .dont, "a bar's section is no preface")
    }

    @Test("設計 before a team's or a work's noun is no instruction to design")
    func roleNouns() {
        #expect(Sc.str(Chinese.cueText(Sc.of("需要設計組評估"))) == "需要〇〇組評估")
        #expect(Sc.str(Chinese.cueText(Sc.of("設計清楚的圖示"))) == "設計清楚的圖示")
    }
}

extension IngestLayoutTests {
    static let meetingNotes = """
    Bars sync -- weekly design review
    Agenda: toolbar icons · tab bar order · search field
    Attendees: Ana (design), Rui (iOS), Kim (QA)

    1. Toolbar on the gallery screen
    Discussion
    The toolbar has six icons and the last one is clipped on small phones.
    Decisions
    * Four icons on the gallery toolbar, the rest behind the Action button.
    * The delete icon is the system Trash item from now on.
    * Let's avoid text buttons next to icons in one toolbar.
    * OK to hide the toolbar while a photo is zoomed in.
    * The system shrinks the toolbar in landscape by itself.
    Tip (Kim): check the icons on the smallest phone before each release.

    2. Audit sheet
    Screen\tBar\tIssue\tDecision
    Inbox\tNavigation bar\tTwo buttons on the right\tKeep one button on the right side
    Albums\tTab bar\tSix tabs\tFive tabs, the sixth moves into Settings
    """

    @Test("meeting notes: what was decided is a rule; the discussion, the agenda and a tip are not")
    func decisions() throws {
        let rules = Self.rules(Self.meetingNotes, name: "sync.txt")
        #expect(Self.rule(rules, containing: "Agenda:")?.kind == .editorial)
        #expect(Self.rule(rules, containing: "Attendees:")?.kind == .editorial)
        // under "Discussion" a statement states; under "Decisions" one like it is a rule
        #expect(Self.rule(rules, containing: "six icons and the last")?.kind == .behavior)
        // (and so is each row of a table's decision column)
        for s in ["Four icons on the gallery", "The delete icon is the system Trash", "Keep one button on the right",
                  "Five tabs, the sixth"] {
            let r = try #require(Self.rule(rules, containing: s))
            #expect(r.kind == .guideline && r.modality == .do, "\(s)")
        }
        #expect(Self.rule(rules, containing: "Let's avoid")?.modality == .avoid)
        #expect(Self.rule(rules, containing: "OK to hide")?.modality == .consider)
        // what the system does by itself stays a fact, even under "Decisions"
        #expect(Self.rule(rules, containing: "shrinks the toolbar")?.kind == .behavior)
        // a tip's label may say whose tip it is
        #expect(Self.rule(rules, containing: "check the icons on the smallest")?.kind == .tip)
    }

    static let adr = """
    Журнал решений: системные панели

    ADR-004 — Панель навигации на экране заметки

    Контекст
    Заголовок длинный и обрезается, справа три кнопки.

    Решение
    Заголовок — одно слово, название раздела.
    Справа остаётся одна кнопка «Готово».
    В режиме правки кнопка «Изменить» сама меняет подпись на «Готово».
    """

    @Test("a decision record: statements under «Решение» are rules, the context is not")
    func decisionRecord() throws {
        let rules = Self.rules(Self.adr, name: "adr.txt")
        #expect(Self.rule(rules, containing: "Заголовок длинный")?.kind != .guideline)
        for s in ["Заголовок — одно слово", "Справа остаётся одна кнопка"] {
            let r = try #require(Self.rule(rules, containing: s))
            #expect(r.kind == .guideline && r.modality == .do, "\(s)")
        }
        #expect(Self.rule(rules, containing: "сама меняет подпись")?.kind == .behavior)
    }
}

extension IngestLayoutTests {
    static let wrapperChangelog = """
    # UI kit changelog

    ## 4.1.0

    - The Trash button in HToolbar did not pick up the destructive tint in Dark Mode.
    - AppNavBar now shows the system Done button while a list is being edited.
    - Prefer system icons to custom glyphs for common actions such as Share and Trash.
    """

    @Test("a team's wrapper type named after a bar says which bar a unit in no bar's section is about")
    func wrapperTypes() throws {
        let rules = Self.rules(Self.wrapperChangelog, name: "changelog.md")
        #expect(Self.rule(rules, containing: "HToolbar")?.bars == [.toolbar])
        #expect(Self.rule(rules, containing: "AppNavBar")?.bars == [.navigationBar])
        // no type name: the bar its system buttons live in (Share and Trash act on the content)
        #expect(Self.rule(rules, containing: "Prefer system icons")?.bars == [.toolbar])
        #expect(RuleBuilder.barsOfTypeNames(Sc.of("MainTabBar and UISearchBar")) == [.tabBar, .searchBar])
        #expect(RuleBuilder.barsOfTypeNames(Sc.of("UITabBarController keeps the tabs; the toolbar is a Toolbar")).isEmpty,
                "a controller is no bar; a bare bar word is no type name")
    }
}

extension IngestLayoutTests {
    static let quiz = """
    Bars quiz for new designers

    Part 1. Choose one answer

    1. How many tabs does a tab bar show at once on an iPhone?
    A. Three
    B. Five
    C. As many as fit
    D. Toolbar items instead
    Answer: B
    Explanation: keep the tab bar to five tabs; a sixth turns the last into More.

    2. A settings screen may hide the navigation bar while the user scrolls. ( )
    Answer: false
    Explanation: never hide the navigation bar on a settings screen.
    """

    static let russianQuiz = """
    Тест по барам

    1. Что показывает строка состояния?
    А. Время, сеть и заряд
    Б. Заголовок экрана
    В. Кнопку «Назад»
    Ответ: А
    Пояснение: не закрывайте строку состояния своим контентом.

    2. Сколько кнопок справа в панели навигации?
    A. Одну или две
    C. Сколько угодно
    """

    @Test("a quiz: a question with its options and key is one editorial unit about the bar it asks about; the explanation instructs")
    func quizzes() throws {
        let rules = Self.rules(Self.quiz, name: "quiz.txt")
        let q1 = try #require(Self.rule(rules, containing: "How many tabs"))
        #expect(q1.kind == .editorial && q1.bars == [.tabBar], "\(q1)")
        #expect(q1.text.contains("Answer: B"), "the options and the key are the question's")
        #expect(Self.rule(rules, containing: "Toolbar items instead")?.id == q1.id, "an option is no heading and no unit")
        let q2 = try #require(Self.rule(rules, containing: "may hide the navigation bar"))
        #expect(q2.kind == .editorial && q2.bars == [.navigationBar])
        let e1 = try #require(Self.rule(rules, containing: "keep the tab bar to five"))
        #expect(e1.kind == .guideline && e1.bars == [.tabBar])
        let e2 = try #require(Self.rule(rules, containing: "never hide the navigation bar"))
        #expect(e2.kind == .guideline && e2.modality == .dont)
        // Cyrillic letters count; options out of order (A, C) are no quiz's
        let ru = Self.rules(Self.russianQuiz, name: "test.txt")
        let r1 = try #require(Self.rule(ru, containing: "Что показывает"))
        #expect(r1.kind == .editorial && r1.bars == [.statusBar] && r1.text.contains("Кнопку «Назад»"), "\(r1)")
        #expect(Self.rule(ru, containing: "не закрывайте")?.modality == .dont)
        #expect(Self.rule(ru, containing: "Сколько угодно")?.id != Self.rule(ru, containing: "Сколько кнопок")?.id)
        #expect(Segmenter.isQuizKey(Sc.of("Ответ: верно")) && Segmenter.isQuizKey(Sc.of("答案：×")))
        for blank in ["8. 标签栏可以放六个标签。（　）", "5. A tab bar may hold actions. ( )", "3. Tabs ____ run actions.", "Why?"] {
            #expect(Segmenter.asksQuiz(Sc.of(blank)), "\(blank)")
        }
        #expect(!Segmenter.asksQuiz(Sc.of("Call setNeedsStatusBarAppearanceUpdate() after the change.")), "code's brackets are no blank")
        #expect(!Segmenter.isQuizKey(Sc.of("Answer: keep the tab bar visible on every screen of the app.")),
                "an answer that states something is a FAQ's answer, no key")
    }

    /// An engineering standard set in plain text: the whole body indented, clauses numbered with
    /// hanging indents, requirement keywords in capitals, a level column and a revision history.
    static let standard = """
    Harbor Apps UI Standard                                 HX-STD-12

    1.  Scope

       This standard sets out how our iPhone apps use the bars: status
       bar, navigation bar, toolbar, tab bar, search bar and scope bar.
       Watch apps are out of scope.

    2.  Navigation Bar

       2.1  Every pushed screen MUST show a title in the navigation bar
            that names where people are; the title should never be a
            whole sentence.

       2.2  A navigation bar holds:
            - a back button at the leading edge,
            - the title,
            - at most two bar button items at the trailing
              edge.

       2.3  Lists of records MAY show the system Edit button at the
            trailing edge.

       2.4  Filling the bar with controls is to be avoided.

       Rationale: people read the title first and look for the back
       button next, so the two must never compete with extra controls.

    3.  Tab Bar

       3.1  A tab MUST NOT start an action such as recording audio.

    4.  Compliance

    	Clause	Requirement			Level
    	2.1	Pushed screens carry a title	MUST
    	3.1	Tabs only switch sections	MUST NOT
    """

    @Test("an indented standard: wrapped lines and hanging clauses join, keywords in capitals, a level column")
    func indentedStandard() throws {
        let rules = Self.rules(Self.standard, name: "standard.txt")
        // lines wrapped inside a text indented as a whole are one paragraph; so are a clause's
        // lines set with a hanging indent
        let scope = try #require(Self.rule(rules, containing: "This standard sets out"))
        #expect(scope.text.contains("scope bar.") && scope.text.contains("Watch apps"))
        #expect(scope.kind == .editorial, "outside any bar's section, the document speaking of itself")
        let title = try #require(Self.rule(rules, containing: "MUST show a title"))
        #expect(title.text.contains("whole sentence"))
        #expect(title.kind == .guideline && title.modality == .do)
        // the list ends where the text returns to the clauses' own indent
        let holds = try #require(Self.rule(rules, containing: "A navigation bar holds"))
        #expect(holds.text.contains("trailing edge") && !holds.text.contains("Edit button"))
        let edit = try #require(Self.rule(rules, containing: "MAY show the system Edit"))
        #expect(edit.kind == .guideline && edit.modality == .consider, "MAY in capitals grants a choice")
        let crowd = try #require(Self.rule(rules, containing: "is to be avoided"))
        #expect(crowd.kind == .guideline && crowd.modality == .avoid)
        let rationale = try #require(Self.rule(rules, containing: "Rationale:"))
        #expect(rationale.text.contains("extra controls"))
        // a row of the requirements table takes its force from its level cell
        let tabs = try #require(Self.rule(rules, containing: "Tabs only switch sections"))
        #expect(tabs.kind == .guideline && tabs.modality == .dont)
        let pushed = try #require(Self.rule(rules, containing: "Pushed screens carry a title"))
        #expect(pushed.kind == .guideline && pushed.modality == .do)
    }

    @Test("a clause's hanging indent starts where its text starts; other indents do not join")
    func hangingIndent() {
        #expect(Normalizer.textColumn(Sc.of("4.1.2  Every screen")) == 7)
        #expect(Normalizer.textColumn(Sc.of("- a back button")) == 2)
        #expect(Normalizer.textColumn(Sc.of("A.1  System items")) == 5)
        #expect(Normalizer.textColumn(Sc.of("b) the title")) == 3)
        #expect(Normalizer.textColumn(Sc.of("2 buttons at most")) == nil, "a number without a mark is a word")
        #expect(Normalizer.textColumn(Sc.of("Use the toolbar")) == nil)
        #expect(Normalizer.textColumn(Sc.of("iOS. It draws")) == nil, "a word and a full stop is no mark")
    }
}
