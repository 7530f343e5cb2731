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

    @Test("a Chinese label used as a verb is not an item; quoted or listed it is")
    func chineseLabelAsVerb() throws {
        let rules = Self.rules("我们的笔记\n工具栏\n工具栏放置当前页面的常用操作。\n请使用系统提供的“完成”按钮来结束编辑。\n"
                               + "系统提供的编辑、取消和保存按钮可以直接使用。\n", name: "zh.txt")
        #expect(Self.rule(rules, containing: "结束编辑")?.items == ["UIBarButtonSystemItemDone"])
        #expect(Set(Self.rule(rules, containing: "编辑、取消")?.items ?? [])
                == ["UIBarButtonSystemItemEdit", "UIBarButtonSystemItemCancel", "UIBarButtonSystemItemSave"])
    }
}
