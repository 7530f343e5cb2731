// Markdown end to end: a small corpus of our own Markdown guidelines (en, ru, zh-Hans, zh-Hant)
// ingested into a database like any corpus folder, and the rules read back.
import Foundation
import Testing
@testable import BarGuideKit

enum MarkdownCorpus {
    static let english = """
    # Bars

    ## Tab Bar

    A **tab bar** lets people switch between the sections of an app.

    ![](images/tabs.png)

    The tab bar in Music

    #### A tab bar:

    - Is translucent
    - Appears at the bottom edge of the screen

    > **Note**
    > A tab bar can show a badge on a tab.

    **API Note:** To configure a tab bar in code, set `UITabBarItem` values through [`UITabBarController`](https://example.com/tbc).

    **Don't use a tab bar for actions.** Use a [toolbar](#toolbar) when people act on the current screen.

    **Avoid long titles under
    the tab icons.** Short titles stay readable.

    **Consider badging a tab.** A badge tells people that new content waits there.

    Table 2 Standard tab bar icons

    | Icon | Name | Meaning |
    |------|------|---------|
    |      | Favorites | Show the user's favorites. |
    |      | Most Recent | Shows the latest items. |

    """

    static let russian = """
    # Панели

    ## Панель инструментов

    Панель инструментов содержит средства управления для действий с объектами на экране.

    СОВЕТ

    Скрывайте панель инструментов, когда люди смотрят полноэкранное видео.

    **Не помещайте на панель инструментов больше пяти кнопок.** Кнопки становятся слишком узкими.

    **Избегайте кнопок с длинными названиями.** Названия сливаются друг с другом.

    Используйте `UIBarButtonSystemItemFlexibleSpace`, чтобы распределить кнопки по ширине панели.
    """

    static let simplified = """
    ## 2.1 栏

    ### 2.1.1 导航栏

    导航栏让用户在应用的信息层级之间移动。

    导航栏：

    - 是半透明的
    - 位于屏幕顶部

    API 注释

    如需在代码中调整导航栏的外观，请查看 UINavigationBar 的文档。

    **不要在导航栏中放置过多的控件。**用户难以区分挤在一起的按钮。
    **避免在标题里写完整的句子。**太长的标题会被截断。

    重要

    不要把导航栏当作工具栏使用。
    """

    static let traditional = """
    ## 搜索欄

    搜索欄接受使用者輸入的文字，用來進行搜尋。

    > 提示：在搜索欄中顯示佔位文字，說明可以搜尋什麼。

    **考慮在搜索欄下方顯示範圍欄。**範圍欄讓使用者縮小搜尋範圍。

    **不要使用文字欄位代替搜索欄。**文字欄位沒有搜索欄的標準外觀。
    """

    /// Sections that name no bar: the heading path follows the heading levels.
    static let outline = """
    # Team bar guidelines

    ## Titles

    Keep navigation bar titles short.

    ## Buttons

    ### Placement

    Put the primary action on the right side of the navigation bar.

    ## Search

    Show the search bar above the list.
    """

    static let files: [(String, String)] = [
        ("en-tab-bar.md", english), ("ru-toolbar.md", russian), ("zh-Hans-nav.md", simplified),
        ("zh-Hant-search.markdown", traditional), ("en-team.MD", outline),
    ]

    /// The corpus folder (with the project's own items.json) ingested once; its rules.
    static let rules: [Rule] = {
        let dir = Fixtures.temporaryDirectory("barguide-markdown")
        defer { Fixtures.cleanup(dir) }
        for (name, text) in files {
            FileManager.default.createFile(atPath: dir + "/" + name, contents: Data(text.utf8))
        }
        try? FileManager.default.copyItem(atPath: Fixtures.corpusDirectory + "/items.json", toPath: dir + "/items.json")
        let db = dir + "/md.sqlite"
        do {
            _ = try StoreBuilder.build(at: db, from: try CorpusSource.directory(dir))
            return try Store.open(db).allRules()
        } catch {
            Issue.record("ingest failed: \(error)")
            return []
        }
    }()

    static func rules(_ document: String) -> [Rule] { rules.filter { $0.document == document } }

    static func rule(_ document: String, _ fragment: String, sourceLocation: SourceLocation = #_sourceLocation) -> Rule? {
        let found = rules(document).filter { $0.text.contains(fragment) }
        #expect(found.count == 1, "\(found.count) rules hold \(fragment)", sourceLocation: sourceLocation)
        return found.first
    }
}

@Suite("Markdown: ingest")
struct MarkdownIngestTests {
    typealias M = MarkdownCorpus

    @Test("every Markdown file is ingested in its language; no markup reaches a rule")
    func documents() {
        #expect(Set(M.rules.map(\.document)) == Set(M.files.map(\.0)))
        #expect(Set(M.rules(M.files[0].0).map(\.lang)) == [.en])
        #expect(Set(M.rules(M.files[1].0).map(\.lang)) == [.ru])
        #expect(Set(M.rules(M.files[2].0).map(\.lang)) == [.zhHans])
        #expect(Set(M.rules(M.files[3].0).map(\.lang)) == [.zhHant])
        for r in M.rules {
            for mark in ["**", "`", "](", "![", "<span", "#", "> "] {
                #expect(!r.text.contains(mark) && !r.headline.contains(mark), "\(mark) in \(r.text)")
            }
            #expect(r.heading.allSatisfy { !$0.contains("#") && !$0.first!.isNumber })
        }
    }

    @Test("English: headings, bold leads, list intro, admonitions, captions, table rows with items")
    func english() {
        let doc = M.files[0].0
        #expect(M.rule(doc, "lets people switch")?.kind == .definition)
        let caption = M.rule(doc, "The tab bar in Music")
        #expect(caption?.kind == .caption)
        #expect(caption?.lines == LineRange(9, 9))
        let dont = M.rule(doc, "Don't use a tab bar for actions.")
        #expect(dont?.kind == .guideline && dont?.modality == .dont)
        #expect(dont?.headline == "Don't use a tab bar for actions.")
        #expect(dont?.text.contains("Use a toolbar when people act") == true)  // the link's text
        #expect(dont?.heading == ["Tab Bar"])
        #expect(dont?.bars.first == .tabBar)
        let avoid = M.rule(doc, "Avoid long titles under the tab icons.")  // soft break joined
        #expect(avoid?.modality == .avoid)
        #expect(avoid?.lines == LineRange(23, 24))
        #expect(M.rule(doc, "Consider badging a tab.")?.modality == .consider)
        #expect(M.rule(doc, "A tab bar can show a badge")?.kind == .tip)
        let api = M.rule(doc, "To configure a tab bar in code")
        #expect(api?.kind == .reference)
        #expect(api?.symbols.contains("UITabBarController") == true)
        #expect(api?.symbols.contains("UITabBarItem") == true)
        // the intro of a property list is kept with its bullets, not taken for a heading
        let intro = M.rules(doc).first { $0.text.hasPrefix("A tab bar:") }
        #expect(intro != nil)
        #expect(M.rules(doc).allSatisfy { !$0.heading.contains("A tab bar:") })
        #expect(M.rule(doc, "Table 2 Standard tab bar icons")?.kind == .caption)
        let favorites = M.rule(doc, "Show the user's favorites.")
        #expect(favorites?.kind == .reference)
        #expect(favorites?.items == ["UITabBarSystemItemFavorites"])
        #expect(favorites?.lines == LineRange(32, 32))
        #expect(M.rule(doc, "Shows the latest items.")?.items == ["UITabBarSystemItemMostRecent"])
    }

    @Test("Russian: a standalone СОВЕТ labels the next paragraph; bold leads give the modality; code symbols")
    func russian() {
        let doc = M.files[1].0
        #expect(M.rule(doc, "содержит средства управления")?.kind == .definition)
        let tip = M.rule(doc, "Скрывайте панель инструментов")
        #expect(tip?.kind == .tip)
        #expect(tip?.lines.start == 7)  // the label's line
        #expect(M.rule(doc, "Не помещайте на панель инструментов")?.modality == .dont)
        #expect(M.rule(doc, "Избегайте кнопок")?.modality == .avoid)
        let flexible = M.rule(doc, "Используйте UIBarButtonSystemItemFlexibleSpace")
        #expect(flexible?.modality == .do)
        #expect(flexible?.items == ["UIBarButtonSystemItemFlexibleSpace"])
        #expect(M.rules(doc).allSatisfy { $0.bars.first == .toolbar && $0.heading == ["Панель инструментов"] })
    }

    @Test("Simplified Chinese: outline numbers dropped, 导航栏： bullets, API 注释, 重要, bold leads on consecutive lines")
    func simplified() {
        let doc = M.files[2].0
        #expect(M.rules(doc).allSatisfy { $0.heading == ["导航栏"] && $0.bars.first == .navigationBar })
        #expect(M.rule(doc, "是半透明的")?.kind == .behavior)
        #expect(M.rule(doc, "位于屏幕顶部")?.kind == .behavior)
        let api = M.rule(doc, "如需在代码中调整导航栏的外观")
        #expect(api?.kind == .reference)
        // two bold-led guidelines on consecutive lines are two rules
        let dont = M.rule(doc, "不要在导航栏中放置过多的控件。")
        #expect(dont?.modality == .dont)
        #expect(dont?.headline == "不要在导航栏中放置过多的控件。")
        #expect(dont?.text.contains("避免") == false)
        let avoid = M.rule(doc, "避免在标题里写完整的句子。")
        #expect(avoid?.modality == .avoid)
        #expect(avoid?.lines == LineRange(17, 17))
        let important = M.rule(doc, "不要把导航栏当作工具栏使用。")
        #expect(important?.kind == .tip)  // a 重要 box, like 提示 and СОВЕТ, is a tip
        #expect(important?.lines == LineRange(19, 21))  // from the 重要 label
    }

    @Test("Traditional Chinese (.markdown): a quoted 提示 is a tip; bold leads")
    func traditional() {
        let doc = M.files[3].0
        #expect(M.rule(doc, "接受使用者輸入的文字")?.kind == .definition)
        #expect(M.rule(doc, "在搜索欄中顯示佔位文字")?.kind == .tip)
        #expect(M.rule(doc, "考慮在搜索欄下方顯示範圍欄。")?.modality == .consider)
        let dont = M.rule(doc, "不要使用文字欄位代替搜索欄。")
        #expect(dont?.modality == .dont)
        #expect(dont?.bars.first == .searchBar)
    }

    @Test("heading levels give the heading path: siblings replace each other, children extend")
    func headingPath() {
        let doc = M.files[4].0
        #expect(M.rule(doc, "titles short")?.heading == ["Titles"])
        #expect(M.rule(doc, "primary action")?.heading == ["Buttons", "Placement"])
        #expect(M.rule(doc, "search bar above")?.heading == ["Search"])
        #expect(M.rule(doc, "primary action")?.bars.first == .navigationBar)
        #expect(M.rule(doc, "search bar above")?.bars.first == .searchBar)
    }

    @Test("ingesting the same Markdown twice gives the same rule ids")
    func determinism() {
        let name = M.files[0].0
        let catalog = IngestCorpus.catalog
        let a = DocumentParser.parse(name: name, bytes: Array(M.english.utf8), manifest: nil, catalog: catalog)
        let b = DocumentParser.parse(name: name, bytes: Array(M.english.utf8), manifest: nil, catalog: catalog)
        #expect(!a.rules.isEmpty && a.rules.map(\.id) == b.rules.map(\.id))
        #expect(a.title == "Bars")
    }

    @Test("random Markdown never crashes the parser; rules keep sane lines and unique ids; same input, same ids")
    func randomMarkdown() {
        let pieces = ["# ", "## ", "#### ", "- ", "  - ", "1. ", "> ", "> [!TIP]\n> ", "**", "*", "`", "```\n", "| ",
                      " | ", "|---|---|\n", "---\n", "\n", "\n\n", "![alt](i.png)", "![](i.png)", "[link](u)", "<br>",
                      "<span id=\"x\">", "</span>", "● ", " ●", "。", ". ", ":", "：", "API 注释", "重要", "СОВЕТ",
                      "TIP: ", "**API Note:** ", "`tintColor`", "UIBarButtonSystemItemDone", "Не скрывайте панель вкладок",
                      "不要隐藏标签栏", "不要隱藏標籤欄", "Don't hide the tab bar", "Панель навигации:", "导航栏：", "\t",
                      "\u{0}", "\u{FEFF}", "\r\n", "  ", "\\*", "&amp;", "4.1.2 "]
        var rng = SplitMix64(seed: 0x3D_2026)
        var rules = 0
        for i in 0..<400 {
            var text = ""
            for _ in 0..<Int(rng.next() % 80) { text += pieces[Int(rng.next() % UInt64(pieces.count))] }
            let bytes = Array(text.utf8)
            let lineCount = bytes.filter { $0 == 0x0A }.count + 1
            let doc = DocumentParser.parse(name: "random-\(i).md", bytes: bytes, manifest: nil, catalog: IngestCorpus.catalog)
            rules += doc.rules.count
            for rule in doc.rules {
                #expect(!rule.text.isEmpty, "document #\(i): a rule without text")
                #expect(rule.lines.start >= 1 && rule.lines.start <= rule.lines.end && rule.lines.end <= lineCount,
                        "document #\(i): \(rule.lines) of \(lineCount) lines")
            }
            #expect(Set(doc.rules.map(\.id)).count == doc.rules.count, "document #\(i): duplicate ids")
            if i % 20 == 0 {
                let again = DocumentParser.parse(name: "random-\(i).md", bytes: bytes, manifest: nil, catalog: IngestCorpus.catalog)
                #expect(again.rules.map(\.id) == doc.rules.map(\.id))
            }
        }
        #expect(rules > 200)  // the pieces make documents with rules, not only markup
    }

    @Test("invalid UTF-8 in a Markdown file is diagnosed like in a text file")
    func invalidUTF8() {
        var bytes = Array("# Bars\n\nText.\n".utf8)
        bytes.insert(0xFF, at: 9)
        let doc = DocumentParser.parse(name: "bad.md", bytes: bytes, manifest: nil, catalog: IngestCorpus.catalog)
        #expect(doc.rules.isEmpty)
        #expect(doc.diagnostics.map(\.code) == ["invalid-utf8"])
        #expect(doc.diagnostics.first?.byteOffset == 9)
    }
}

@Suite("Markdown: a blog's images, captions and pull quotes")
struct MarkdownBlogTests {
    // a blog post of our own
    static let post = """
    # From Android to iOS

    ### What I'd tell anyone moving to tab bars

    *By Dana Lee · 6 min read · May 2024*

    ## Tab bar

    Keep the tab bar visible on every top-level screen.

    ![](https://example.com/tabs.png)
    *Our four sections in the tab bar. The Search tab sits last.*

    ![](https://example.com/more.png)

    *The More tab on a phone with six sections.*

    > "Never hide the tab bar to make room for content."

    > Tip: badges work best for counts people act on.

    > Our team reviews every bar before a release.

    ### SCOPE-3 `scope.visible`

    > Never hide the scope bar while its search is active.
    """

    static func rules() -> [Rule] {
        DocumentParser.parse(name: "post.md", bytes: Array(post.utf8), manifest: nil, catalog: .embedded).rules
    }

    @Test("a line in italics under its image is the image's caption, sentence or not")
    func italicCaptions() throws {
        let rules = Self.rules()
        let same = try #require(rules.first { $0.text.contains("Our four sections") })
        #expect(same.kind == .caption, "\(same.kind)")
        let next = try #require(rules.first { $0.text.contains("six sections") })
        #expect(next.kind == .caption, "\(next.kind)")
        #expect(rules.first { $0.text.contains("visible on every") }?.kind == .guideline)
    }

    @Test("the line that states a post's reading time is its byline, about no bar")
    func readingTimeByline() throws {
        let byline = try #require(Self.rules().first { $0.text.contains("Dana Lee") })
        #expect(byline.kind == .editorial && byline.bars == [.general], "\(byline.kind) \(byline.bars)")
    }

    @Test("a block quote is a note only when a label says so; a plain one is read as text")
    func pullQuotes() throws {
        let rules = Self.rules()
        let quote = try #require(rules.first { $0.text.contains("Never hide the tab bar") })
        #expect(quote.kind == .guideline && quote.modality == .dont, "\(quote.kind) \(String(describing: quote.modality))")
        #expect(rules.first { $0.text.contains("badges work best") }?.kind == .tip)
        // (what it states, a team's habit, is the position's or the learned fallback's call: no note)
        let plain = rules.first { $0.text.contains("reviews every bar") }?.kind
        #expect(plain != nil && plain != .tip && plain != .reference, "a plain block quote states what it says, it is no note")
        #expect(rules.first { $0.text.contains("Never hide the scope bar") }?.kind == .guideline, "a rule quoted as a summary")
        #expect(rules.first { $0.text.contains("Never hide the scope bar") }?.modality == .dont)
        #expect(MarkdownRepairs.isQuotation("“Keep it short.” — Anna K."))
        #expect(!MarkdownRepairs.isQuotation("“Done” goes on the right, always, in every modal sheet we ship."))
    }
}
