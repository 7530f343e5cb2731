// The Markdown reader on examples of our own, in en, ru, zh-Hans and zh-Hant: what each piece of
// markup becomes (headings, bold and code leads, lists, tables, admonitions, images, links, code),
// and the source lines kept.
import Testing
@testable import BarGuideKit

@Suite("Markdown: reader")
struct MarkdownReaderTests {
    static func read(_ markdown: String) -> [MarkdownNode] { MarkdownReader.read(Array(markdown.utf8)) }

    static func node(_ nodes: [MarkdownNode], _ prefix: String, sourceLocation: SourceLocation = #_sourceLocation)
        -> MarkdownNode? {
        let found = nodes.first { $0.text.hasPrefix(prefix) }
        #expect(found != nil, "no node starts with \(prefix): \(nodes.map(\.text))", sourceLocation: sourceLocation)
        return found
    }

    @Test("headings: level, text without marks, HTML or outline numbers, source line")
    func headings() {
        let nodes = Self.read("""
        # <span id="p1"></span>Bars

        ## 2.1 Tab bar

        Some text.

        ### 2.1.1 Панель вкладок *внизу*

        Setext title
        ------------
        """)
        let headings = nodes.filter { if case .heading = $0.kind { return true } else { return false } }
        #expect(headings.map(\.text) == ["Bars", "Tab bar", "Панель вкладок внизу", "Setext title"])
        #expect(headings.map(\.kind) == [.heading(1), .heading(2), .heading(3), .heading(2)])
        #expect(headings.map(\.start) == [1, 3, 7, 9])
        #expect(headings[3].end == 10)
    }

    @Test("bold lead sentences are leads, in every language; inline bold elsewhere is not")
    func boldLeads() {
        let nodes = Self.read("""
        **Keep the tab bar visible.** People rely on it to move between sections.

        **Не прячьте панель вкладок.** Пользователи переключаются между разделами.

        **不要隐藏标签栏。**用户依靠它在各部分之间切换。

        **不要隱藏標籤欄。**使用者依靠它切換。

        A **tab bar** lets people switch between sections.

        `UITabBar` shows up to five tabs on iPhone.
        """)
        #expect(Self.node(nodes, "Keep the tab bar")?.lead == "Keep the tab bar visible.")
        #expect(Self.node(nodes, "Keep the tab bar")?.text
                == "Keep the tab bar visible. People rely on it to move between sections.")
        #expect(Self.node(nodes, "Не прячьте")?.lead == "Не прячьте панель вкладок.")
        // CommonMark leaves "**…。**用" unmatched (flanking rules); the reader pairs it
        #expect(Self.node(nodes, "不要隐藏标签栏")?.lead == "不要隐藏标签栏。")
        #expect(Self.node(nodes, "不要隐藏标签栏")?.text == "不要隐藏标签栏。用户依靠它在各部分之间切换。")
        #expect(Self.node(nodes, "不要隱藏標籤欄")?.lead == "不要隱藏標籤欄。")
        #expect(Self.node(nodes, "A tab bar")?.lead == nil)
        #expect(Self.node(nodes, "UITabBar shows")?.lead == nil)  // a code span opening a sentence is no sentence
        #expect(nodes.allSatisfy { !$0.text.contains("*") && !$0.text.contains("`") })
    }

    @Test("a bold lead sentence on the line after a finished sentence starts a new paragraph")
    func boldLeadAfterSoftBreak() {
        let nodes = Self.read("""
        - Put the search bar at the top.
        **Avoid a second search field.** One is enough.
        - 把搜索栏放在顶部。
        **避免第二个搜索框。**一个就够了。

        This sentence goes on
        **with bold words** in the middle.
        """)
        #expect(nodes.map(\.kind) == [.listItem, .paragraph, .listItem, .paragraph, .paragraph])
        #expect(nodes[0].text == "Put the search bar at the top.")
        #expect(nodes[1].text == "Avoid a second search field. One is enough.")
        #expect(nodes[1].lead == "Avoid a second search field.")
        #expect(nodes[1].start == 2)
        #expect(nodes[3].text == "避免第二个搜索框。一个就够了。")
        #expect(nodes[3].start == 4)
        #expect(nodes[4].text == "This sentence goes on with bold words in the middle.")
    }

    @Test("soft line breaks are joined: a space between words, nothing between Han characters")
    func softBreaks() {
        let nodes = Self.read("""
        The toolbar appears
        at the bottom of the screen.

        工具栏出现在
        屏幕底部。

        Панель инструментов
        внизу экрана.
        """)
        #expect(nodes.map(\.text) == ["The toolbar appears at the bottom of the screen.", "工具栏出现在屏幕底部。",
                                      "Панель инструментов внизу экрана."])
        #expect(nodes.map(\.start) == [1, 4, 7])
        #expect(nodes.map(\.end) == [2, 5, 8])
    }

    @Test("Chinese lines that end a sentence are paragraphs of their own; English lines are not")
    func cjkLineBreaks() {
        let nodes = Self.read("""
        工具列位於螢幕底部，參見 [UIToolbar](https://example.com).
        另外，它可以在捲動時隱藏。

        The toolbar is at the bottom.
        It can hide while people scroll.
        """)
        #expect(nodes.map(\.text) == ["工具列位於螢幕底部，參見 UIToolbar.", "另外，它可以在捲動時隱藏。",
                                      "The toolbar is at the bottom. It can hide while people scroll."])
        #expect(nodes.map(\.start) == [1, 2, 4])
        #expect(nodes.map(\.end) == [1, 2, 5])
    }

    @Test("a Chinese line written flush left under a list item is a paragraph; an English one continues the item")
    func lazyContinuation() {
        let nodes = Self.read("""
        工具栏：

        - 是半透明的
        - 位于屏幕底部
        你可以在工具栏中放置系统提供的按钮。

        - 總是顯示在螢幕頂端
          並在捲動時保持可見

        - Appears at the bottom
        of the screen, below the content.
        """)
        #expect(nodes.map(\.text) == ["工具栏：", "是半透明的", "位于屏幕底部", "你可以在工具栏中放置系统提供的按钮。",
                                      "總是顯示在螢幕頂端並在捲動時保持可見",
                                      "Appears at the bottom of the screen, below the content."])
        #expect(nodes.map(\.kind) == [.paragraph, .listItem, .listItem, .paragraph, .listItem, .listItem])
        #expect(nodes[3].start == 5 && nodes[2].end == 4)
    }

    @Test("lists and list items: depth, order, numbers, continuation paragraphs")
    func lists() {
        let nodes = Self.read("""
        A navigation bar:

        - Is translucent
        - Appears at the top
          - below the status bar

            It stays there.
        1. Tap Edit.
        2. Tap Done.
        """)
        #expect(nodes.map(\.kind) == [.paragraph, .listItem, .listItem, .listItem, .listItem, .listItem])
        #expect(nodes.map(\.depth) == [0, 1, 1, 2, 1, 1])
        #expect(nodes[3].text == "below the status bar\nIt stays there.")
        #expect(nodes[3].end == 7)
        #expect(nodes[4].ordered && nodes[4].number == 1 && nodes[5].number == 2)
        #expect(!nodes[1].ordered && nodes[1].number == nil)
        #expect(nodes.map(\.start) == [1, 3, 4, 5, 8, 9])
    }

    @Test("a heading ending in a colon over a list is the list's intro")
    func colonHeadingOverList() {
        let nodes = Self.read("""
        #### Панель вкладок:

        - Полупрозрачна
        """)
        #expect(nodes.map(\.kind) == [.paragraph, .listItem])
    }

    @Test("bullet marks left by a PDF conversion make list items, at either end of a paragraph")
    func pdfBulletMarks() {
        let nodes = Self.read("""
        Строка состояния:

        Прозрачна ●

        ● Всегда у верхнего края экрана

        Обычный абзац ● с отметкой внутри.

        ### A tab bar:

        ● Is translucent
        """)
        #expect(nodes.map(\.kind) == [.paragraph, .listItem, .listItem, .paragraph, .paragraph, .listItem])
        #expect(nodes.map(\.text) == ["Строка состояния:", "Прозрачна", "Всегда у верхнего края экрана",
                                      "Обычный абзац ● с отметкой внутри.", "A tab bar:", "Is translucent"])
    }

    @Test("a GFM table: one row per body row with its cells; the header gives the columns")
    func tables() {
        let nodes = Self.read("""
        Table 4 System buttons

        | Button | Name | Meaning |
        |---|---|---|
        | | Compose | Open a new<br>message. |
        | | **Trash** | Delete the `selectedItem`. |
        | | | |
        """)
        #expect(nodes.map(\.kind) == [.caption, .tableRow, .tableRow])
        #expect(nodes[0].text == "Table 4 System buttons")
        #expect(nodes[1].cells == ["", "Compose", "Open a new message."])
        #expect(nodes[1].columns == ["Button", "Name", "Meaning"])
        #expect(nodes[1].text == "Compose\tOpen a new message.")
        #expect(nodes[2].cells == ["", "Trash", "Delete the selectedItem."])
        #expect(nodes[2].symbols == ["selectedItem"])
        #expect(nodes.map(\.start) == [1, 5, 6])
    }

    @Test("a paragraph whose last line a table takes keeps a source line (cmark-gfm gives it none)")
    func paragraphBeforeTable() {
        let nodes = Self.read("""
        Buttons the system provides.
        Name | Meaning
        --- | ---
        Share | Open an action sheet.
        Trash | Delete the item.
        """)
        #expect(nodes.map(\.kind) == [.paragraph, .tableRow, .tableRow])
        #expect(nodes.map(\.start) == [1, 4, 5])
    }

    @Test("a layout table (a converted figure): its header cells are figure labels, its other cells paragraphs")
    func layoutTable() {
        let nodes = Self.read("""
        | 默认<br>内容 |  | 浅色<br>内容 |
        |---|---|---|
        | 状态栏： | | |
        """)
        #expect(nodes.map(\.kind) == [.caption, .caption, .paragraph])
        #expect(nodes.map(\.text) == ["默认内容", "浅色内容", "状态栏："])
    }

    @Test("admonitions: quotes, GitHub alerts, label paragraphs and inline labels in every language")
    func admonitions() {
        let nodes = Self.read("""
        > **Note**
        > The scope bar appears below the search bar.

        > [!TIP]
        > Use a prominent search bar in the main view.

        > A quote without a label.

        TIP: Keep toolbar titles short.

        **API Note:** See `UIToolbar` for the toolbar's API.

        API 注释

        想要了解更多，请参阅 UITabBar。

        重要

        不要移除不可用的标签。

        СОВЕТ

        Скрывайте панель инструментов при просмотре.

        提示：可以在工具列上使用圖示。

        注意：不要把標籤列當作工具列使用。

        Note that the bar is translucent.
        """)
        #expect(Self.node(nodes, "The scope bar appears")?.admonition == .tip)  // a general note reads as a tip
        #expect(Self.node(nodes, "Use a prominent")?.admonition == .tip)
        // a block quote without a label is a box, not a note: its words say what it is
        #expect(Self.node(nodes, "A quote without")?.admonition == nil)
        #expect(Self.node(nodes, "A quote without")?.boxed == true)
        #expect(Self.node(nodes, "TIP: Keep")?.admonition == .tip)
        let api = Self.node(nodes, "API Note: See UIToolbar")
        #expect(api?.admonition == .note)  // .note: the model's API note
        #expect(api?.lead == nil)
        #expect(api?.symbols == ["UIToolbar"])
        let zhAPI = Self.node(nodes, "想要了解更多")
        #expect(zhAPI?.admonition == .note)
        #expect(zhAPI?.start == 13)  // the label's line
        #expect(Self.node(nodes, "不要移除")?.admonition == .important)
        #expect(Self.node(nodes, "Скрывайте")?.admonition == .tip)
        #expect(Self.node(nodes, "提示：可以")?.admonition == .tip)
        #expect(Self.node(nodes, "注意：不要")?.admonition == .tip, "注意 (\"note\") labels a tip, as in text")
        #expect(Self.node(nodes, "Note that the bar")?.admonition == nil)
        // label paragraphs are not nodes of their own
        #expect(!nodes.contains { ["API 注释", "重要", "СОВЕТ", "Note", "[!TIP]"].contains($0.text) })
    }

    @Test("images are dropped: their alt text or the label beside them is a caption")
    func images() {
        let nodes = Self.read("""
        Строка состояния по умолчанию

        ![](images/1.png)

        ![Панель вкладок в приложении «Музыка»](images/2.png)

        ![](images/3.png)

        搜索栏的简约样式

        A toolbar ![icon](i.png) holds controls.

        Tab bars appear at the bottom.
        """)
        #expect(nodes.map(\.kind) == [.caption, .caption, .caption, .paragraph, .paragraph])
        #expect(nodes.map(\.text) == ["Строка состояния по умолчанию", "Панель вкладок в приложении «Музыка»",
                                      "搜索栏的简约样式", "A toolbar holds controls.", "Tab bars appear at the bottom."])
        #expect(nodes[1].start == 5)
    }

    @Test("links become their text; code spans that are API names are symbols")
    func linksAndCode() {
        let nodes = Self.read("""
        Read [UIBarButtonItem Class Reference](https://example.com/a) and <https://example.com/b>.

        Set `tintColor`, call `setBackgroundImage:forBarMetrics:` or use `.flexibleSpace`; `true` and `Done` are words.

        ```swift
        let item = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        ```
        """)
        #expect(nodes[0].text == "Read UIBarButtonItem Class Reference and https://example.com/b.")
        #expect(nodes[1].symbols == [".flexibleSpace", "setBackgroundImage:forBarMetrics:", "tintColor"])
        #expect(nodes[2].kind == .code)
        #expect(nodes[2].symbols.contains("UIBarButtonItem"))
        #expect(nodes[2].start == 5 && nodes[2].end == 7)
    }

    @Test("API names: identifiers with an inner capital, selectors and member paths only")
    func apiNames() {
        for name in ["tintColor", "UITabBarItem", "setItems:animated:", "UIBarButtonItem.SystemItem.done", ".done", "barStyle()"] {
            #expect(APIName.isAPIName(name), "\(name)")
        }
        for word in ["true", "Done", "the bar", "UI", "make deps", "a:b", "x.", "панель"] {
            #expect(!APIName.isAPIName(word), "\(word)")
        }
    }

    @Test("any bytes: no crash, and nothing for empty or markup-only input")
    func robustness() {
        #expect(Self.read("").isEmpty)
        #expect(Self.read("---\n\n<div></div>\n\n![](x.png)\n").isEmpty)
        let odd = MarkdownReader.read([0x2A, 0x2A, 0x00, 0xFF, 0x0A, 0x7C, 0x0A, 0x3E, 0x3E, 0x3E])
        #expect(odd.allSatisfy { $0.start >= 1 })
    }

    @Test("pathological nesting is read without deep recursion, and its text is kept")
    func deepNesting() {
        let quotes = Self.read(String(repeating: "> ", count: 20_000) + "deep quote")
        #expect(quotes.map(\.text) == ["deep quote"])
        let lists = Self.read(String(repeating: "- ", count: 20_000) + "deep item")
        #expect(lists.count == 1 && lists[0].text == "deep item")
        let emphasis = Self.read(String(repeating: "*", count: 10_000) + "deep" + String(repeating: "*", count: 10_000))
        #expect(emphasis.count == 1 && emphasis[0].text.contains("deep"))
        let links = Self.read(String(repeating: "[", count: 20_000) + "deep link" + String(repeating: "](u)", count: 20_000))
        #expect(links.count == 1 && links[0].text.contains("deep link"))
    }

    @Test("footnotes: the definitions are footnote nodes with their own lines, the references no text; an unreferenced one is kept")
    func footnotes() {
        let nodes = Self.read("""
        # Toolbar

        Keep the toolbar short[^short]. Avoid a second row.

        [^spare]: Nobody points at this note about the tab bar.

        [^short]: In our build, five items fit on the smallest phone.
        """)
        let body = Self.node(nodes, "Keep the toolbar")
        #expect(body?.text == "Keep the toolbar short. Avoid a second row.")
        #expect(body?.footnote == false)
        let used = Self.node(nodes, "In our build")
        #expect(used?.footnote == true)
        #expect(used?.start == 7)
        let spare = Self.node(nodes, "Nobody points")
        #expect(spare?.footnote == true)
        #expect(spare?.start == 5)
        #expect(!nodes.contains { $0.text.contains("[^") })
    }

    @Test("container admonitions of documentation sites: the box's name labels it, its fences are no text")
    func containerAdmonitions() {
        let nodes = Self.read("""
        :::warning
        **譯註**：原文在這裡用的是舊的術語。
        :::

        :::tip Pro tip
        Keep the toolbar to five items.
        :::

        !!! note
            A tab bar shows at most five tabs on a phone.
        """)
        let warning = Self.node(nodes, "譯註")
        #expect(warning?.admonition == .important)
        #expect(warning?.text.contains(":::") == false)
        #expect(warning?.start == 1)
        let tip = Self.node(nodes, "Keep the toolbar")
        #expect(tip?.admonition == .tip)
        #expect(tip?.text == "Keep the toolbar to five items.")
        #expect(Self.node(nodes, "A tab bar shows")?.admonition == .tip)
        // a box's quoted title opens its text, as a run-in label
        let titled = Self.read("!!! warning \"Keep it visible\"\n    Never hide the status bar.\n")
        #expect(Self.node(titled, "Keep it visible")?.text == "Keep it visible. Never hide the status bar.")
        #expect(Self.node(titled, "Keep it visible")?.titleLength == 15)
        #expect(!nodes.contains { $0.text.hasPrefix(":::") || $0.text.hasPrefix("!!!") })
        // a paragraph that only mentions the syntax is no box
        #expect(Admonitions.container("Use ::: fences for boxes.") == nil)
        #expect(Admonitions.container(":::danger") == .important)
        // GitBook's hints
        let hints = Self.read("{% hint style=\"warning\" %}\nНе прячьте панель вкладок.\n{% endhint %}\n\n{% hint style=\"success\" %}\nПодписывайте значки.\n{% endhint %}\n")
        #expect(Self.node(hints, "Не прячьте")?.admonition == .important)
        #expect(Self.node(hints, "Не прячьте")?.text == "Не прячьте панель вкладок.")
        #expect(Self.node(hints, "Подписывайте")?.admonition == .tip)
        #expect(!hints.contains { $0.text.contains("{%") })
    }
}
